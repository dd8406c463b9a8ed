//! The committed schema equals what the code generates, and an independent validator
//! (the jsonschema crate) accepts every example and rejects structurally bad files.

use crate::common::batak;
use std::path::Path;

use serde_json::Value;

fn generated() -> String {
    String::from_utf8(batak().args(["schema"]).run().stdout).expect("UTF-8")
}

/// Regenerate with `BATAK_UPDATE_SCHEMA=1 cargo test --test cli schema`
/// (or `cargo run -- schema > schema/batak.schema.json`).
#[test]
fn committed_schema_is_generated() {
    let path = Path::new("schema/batak.schema.json");
    let generated = generated();
    if std::env::var_os("BATAK_UPDATE_SCHEMA").is_some() {
        std::fs::write(path, &generated).expect("write schema");
    }
    let committed = std::fs::read_to_string(path).expect("schema/batak.schema.json");
    assert!(
        committed == generated,
        "schema/batak.schema.json is stale: run BATAK_UPDATE_SCHEMA=1 cargo test --test cli schema"
    );
}

/// A match file as a JSON value (TOML dates become strings, as editors see them).
fn as_json(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).expect("read");
    if path.extension().and_then(|e| e.to_str()) == Some("toml") {
        let value: toml::Value = toml::from_str(&text).expect("TOML");
        toml_to_json(value)
    } else {
        use saphyr::LoadableYamlNode as _;
        let documents = saphyr::Yaml::load_from_str(&text).expect("YAML");
        yaml_to_json(documents.first().expect("one document"))
    }
}

fn yaml_to_json(value: &saphyr::Yaml<'_>) -> Value {
    use saphyr::{Scalar, Yaml};
    match value {
        Yaml::Value(Scalar::String(s)) => Value::String(s.to_string()),
        Yaml::Value(Scalar::Integer(i)) => Value::from(*i),
        Yaml::Value(Scalar::FloatingPoint(f)) => Value::from(f.into_inner()),
        Yaml::Value(Scalar::Boolean(b)) => Value::Bool(*b),
        Yaml::Sequence(items) => Value::Array(items.iter().map(yaml_to_json).collect()),
        Yaml::Mapping(entries) => Value::Object(
            entries
                .iter()
                .map(|(k, v)| {
                    let key = k.as_str().map_or_else(|| format!("{k:?}"), str::to_owned);
                    (key, yaml_to_json(v))
                })
                .collect(),
        ),
        _ => Value::Null,
    }
}

fn toml_to_json(value: toml::Value) -> Value {
    match value {
        toml::Value::String(s) => Value::String(s),
        toml::Value::Integer(i) => Value::from(i),
        toml::Value::Float(f) => Value::from(f),
        toml::Value::Boolean(b) => Value::Bool(b),
        toml::Value::Datetime(d) => Value::String(d.to_string()),
        toml::Value::Array(items) => Value::Array(items.into_iter().map(toml_to_json).collect()),
        toml::Value::Table(table) => Value::Object(
            table
                .into_iter()
                .map(|(k, v)| (k, toml_to_json(v)))
                .collect(),
        ),
    }
}

fn validator() -> jsonschema::Validator {
    let schema: Value = serde_json::from_str(&generated()).expect("schema is JSON");
    jsonschema::draft7::new(&schema).expect("a valid draft-07 schema")
}

#[test]
fn schema_accepts_every_example() {
    let validator = validator();
    for entry in std::fs::read_dir("examples").expect("examples/") {
        let path = entry.expect("entry").path();
        let value = as_json(&path);
        let errors: Vec<String> = validator
            .iter_errors(&value)
            .map(|e| e.to_string())
            .collect();
        assert!(errors.is_empty(), "{}: {errors:?}", path.display());
    }
}

#[test]
fn schema_rejects_structurally_bad_files() {
    let validator = validator();
    let good = r#"players = ["A", "B", "C", "D"]
[[deals]]
declarer = "A"
bid = 7
tricks = [7, 2, 2, 2]
"#;
    let parse = |text: &str| toml_to_json(toml::from_str(text).expect("TOML"));
    assert!(validator.is_valid(&parse(good)));
    let bad = [
        (
            "unknown key",
            good.replace("players", "colour = 1\nplayers"),
        ),
        ("wrong type", good.replace("bid = 7", "bid = \"seven\"")),
        ("2 players", good.replace(", \"C\", \"D\"]", "]")),
        ("duplicate players", good.replace("\"D\"]", "\"C\"]")),
        (
            "negative tricks",
            good.replace("[7, 2, 2, 2]", "[7, -2, 2, 2]"),
        ),
        (
            "bad setting value",
            format!("{good}\n[rules]\nties = \"shared\"\n").replace(
                "[[deals]]\ndeclarer = \"A\"\nbid = 7\ntricks = [7, 2, 2, 2]\n\n",
                "",
            ),
        ),
        (
            "unknown setting",
            "players = [\"A\", \"B\", \"C\", \"D\"]\n[rules]\ndubble_penalty = true\n".to_owned(),
        ),
        (
            "passed with bid",
            good.replace("declarer = \"A\"", "passed = true"),
        ),
        (
            "both forms",
            good.replace("bid = 7", "bid = 7\nbids = [7, 0, 0, 0]"),
        ),
        (
            "not a suit",
            good.replace("bid = 7", "bid = 7\ntrump = \"stars\""),
        ),
    ];
    for (what, text) in bad {
        assert!(
            !validator.is_valid(&parse(&text)),
            "schema accepted: {what}\n{text}"
        );
    }
}

/// An editor underlines each error where its path points, and taplo repeats an error on a
/// table at every key and value inside it: so each mistake must fail once, on its own
/// key's value, never on the deal or the file as a whole (issue #25).
#[test]
fn schema_names_each_mistake_once_on_its_key() {
    let validator = validator();
    let errors = |text: &str| -> Vec<(String, String)> {
        let value = toml_to_json(toml::from_str(text).expect("TOML"));
        validator
            .iter_errors(&value)
            .map(|e| (e.instance_path().to_string(), e.to_string()))
            .collect()
    };
    let cases = [
        (
            "a misspelt declarer and a bid as a string",
            "players = [\"A\", \"B\", \"C\", \"D\"]\n[[deals]]\ndeclarr = \"B\"\nbid = \"7\"\ntricks = [2, 8, 2, 1]\n",
            vec!["/deals/0/declarr", "/deals/0/bid"],
        ),
        (
            "a misspelt key of the file and of the rules",
            "players = [\"A\", \"B\", \"C\", \"D\"]\ncolour = 1\n[rules]\ndubble_penalty = true\n",
            vec!["/colour", "/rules/dubble_penalty"],
        ),
        (
            "a deal thrown in with a bid",
            "players = [\"A\", \"B\", \"C\", \"D\"]\n[[deals]]\npassed = true\nbid = 7\n",
            vec!["/deals/0/bid"],
        ),
        (
            "bids with a declarer",
            "players = [\"A\", \"B\", \"C\", \"D\"]\n[[deals]]\ndeclarer = \"A\"\nbids = [7, 0, 0, 0]\ntricks = [7, 2, 2, 2]\n",
            vec!["/deals/0/declarer"],
        ),
        (
            "a negative count of tricks",
            "players = [\"A\", \"B\", \"C\", \"D\"]\n[[deals]]\ndeclarer = \"A\"\nbid = 7\ntricks = [7, -2, 2, 2]\n",
            vec!["/deals/0/tricks/1"],
        ),
    ];
    for (what, text, paths) in &cases {
        let errors = errors(text);
        let mut found: Vec<&str> = errors.iter().map(|(path, _)| path.as_str()).collect();
        let mut expected = paths.clone();
        found.sort_unstable();
        expected.sort_unstable();
        assert_eq!(found, expected, "{what}: {errors:?}");
        for (_, message) in &errors {
            assert!(
                !message.contains("oneOf") && !message.contains("any of the"),
                "{what}: {message}"
            );
        }
    }
    // The unknown key's message says what it is and what a deal has.
    let misspelt = errors(cases[0].1);
    let (_, message) = misspelt
        .iter()
        .find(|(path, _)| path.ends_with("declarr"))
        .expect("declarr flagged");
    assert!(
        message.contains("unknown key") && message.contains("declarer, bid"),
        "{message}"
    );
}
