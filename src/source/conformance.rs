//! The readers against the shared conformance corpus (`../shared/corpus`): every valid
//! document reads into the same values as the `toml` crate's and `saphyr`'s generic
//! values, every invalid one gets a syntax diagnostic, none panics. The corpus lives
//! beside the project; without it the test says so, and under `CI=true` fails.
//!
//! Where batak reads YAML differently on purpose, the comparison says so and why:
//! YAML 1.1 booleans (`yes`, `N`, `on`: batak's help asks to quote such names), `_` in
//! integers, and errors for tags, second documents and keys that are lists or tables.

use std::path::{Path, PathBuf};

use saphyr::LoadableYamlNode as _;

use super::{Format, Source, parse};
use crate::raw::{Node, Value};

/// A value as both sides can say it.
#[derive(Debug, Clone, PartialEq)]
enum Plain {
    Null,
    Bool(bool),
    Int(i64),
    /// Integers beyond 64 bits, dates: as written.
    Text(String),
    Float(u64),
    List(Vec<Plain>),
    Map(Vec<(String, Plain)>),
}

fn float(value: f64) -> Plain {
    Plain::Float(if value.is_nan() {
        f64::NAN.to_bits()
    } else {
        value.to_bits()
    })
}

fn map(mut entries: Vec<(String, Plain)>) -> Plain {
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    Plain::Map(entries)
}

fn ours(node: &Node<'_>) -> Plain {
    match &node.value {
        Value::Null => Plain::Null,
        Value::Bool(flag) => Plain::Bool(*flag),
        Value::Int(number) => Plain::Int(*number),
        Value::BigInt(text) | Value::Str(text) => Plain::Text(text.to_string()),
        Value::Float(number) => float(*number),
        Value::Date(text) => Plain::Text(text.clone()),
        Value::Array(items) => Plain::List(items.iter().map(ours).collect()),
        Value::Table(entries) => map(entries
            .iter()
            .map(|entry| (entry.key.to_string(), ours(&entry.node)))
            .collect()),
    }
}

fn from_toml(value: &toml::Value) -> Plain {
    match value {
        toml::Value::String(text) => Plain::Text(text.clone()),
        toml::Value::Integer(number) => Plain::Int(*number),
        toml::Value::Float(number) => float(*number),
        toml::Value::Boolean(flag) => Plain::Bool(*flag),
        toml::Value::Datetime(date) => Plain::Text(date.to_string()),
        toml::Value::Array(items) => Plain::List(items.iter().map(from_toml).collect()),
        toml::Value::Table(table) => map(table
            .iter()
            .map(|(key, value)| (key.clone(), from_toml(value)))
            .collect()),
    }
}

/// A YAML 1.1 boolean word that YAML 1.2 (saphyr) reads as a string.
fn yaml11_boolean(text: &str) -> bool {
    ["yes", "no", "on", "off", "y", "n"]
        .iter()
        .any(|word| text.eq_ignore_ascii_case(word))
}

fn from_saphyr(value: &saphyr::Yaml<'_>) -> Plain {
    use saphyr::{Scalar, Yaml};
    match value {
        Yaml::Value(Scalar::Boolean(flag)) => Plain::Bool(*flag),
        Yaml::Value(Scalar::Integer(number)) => Plain::Int(*number),
        Yaml::Value(Scalar::FloatingPoint(number)) => float(number.into_inner()),
        Yaml::Sequence(items) => Plain::List(items.iter().map(from_saphyr).collect()),
        Yaml::Mapping(entries) => map(entries
            .iter()
            .map(|(key, value)| (saphyr_key(key), from_saphyr(value)))
            .collect()),
        Yaml::Tagged(_, inner) => from_saphyr(inner),
        Yaml::Value(Scalar::String(text)) | Yaml::Representation(text, ..) => {
            Plain::Text(text.to_string())
        }
        Yaml::Value(Scalar::Null) | Yaml::Alias(_) | Yaml::BadValue => Plain::Null,
    }
}

fn saphyr_key(key: &saphyr::Yaml<'_>) -> String {
    use saphyr::{Scalar, Yaml};
    match key {
        Yaml::Value(Scalar::String(text)) => text.to_string(),
        Yaml::Value(Scalar::Integer(number)) => number.to_string(),
        Yaml::Value(Scalar::Boolean(flag)) => flag.to_string(),
        Yaml::Value(Scalar::Null) => "null".into(),
        other => format!("{other:?}"),
    }
}

/// Where batak's YAML reading differs on purpose: its value stands for saphyr's.
fn same_yaml(ours: &Plain, theirs: &Plain) -> bool {
    match (ours, theirs) {
        (Plain::Bool(_), Plain::Text(text)) if yaml11_boolean(text) => true,
        (Plain::Int(_) | Plain::Text(_), Plain::Text(text)) if text.contains('_') => true,
        (Plain::Null, Plain::Text(text)) if text.is_empty() => true,
        (Plain::List(a), Plain::List(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(a, b)| same_yaml(a, b))
        }
        (Plain::Map(a), Plain::Map(b)) => {
            a.len() == b.len()
                && a.iter().zip(b).all(|((ka, va), (kb, vb))| {
                    (ka == kb || plain_key_alike(ka, kb)) && same_yaml(va, vb)
                })
        }
        _ => ours == theirs,
    }
}

/// batak keeps a plain key as written (`~`, `On`); saphyr names it by its value.
fn resolved_keys(value: Plain) -> Plain {
    match value {
        Plain::List(items) => Plain::List(items.into_iter().map(resolved_keys).collect()),
        Plain::Map(entries) => map(entries
            .into_iter()
            .map(|(key, value)| {
                let key = match key.as_str() {
                    "true" | "True" | "TRUE" => "true".to_owned(),
                    "false" | "False" | "FALSE" => "false".to_owned(),
                    _ => key,
                };
                (key, resolved_keys(value))
            })
            .collect()),
        other => other,
    }
}

/// Keys batak keeps as written (`~`, `yes`, `0x1`) against saphyr's resolved text.
fn plain_key_alike(ours: &str, theirs: &str) -> bool {
    matches!((ours, theirs), ("~" | "" | "Null" | "NULL", "null"))
        || (yaml11_boolean(ours) && matches!(theirs, "true" | "false"))
}

fn corpus(suite: &str) -> Option<Vec<PathBuf>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/corpus")
        .join(suite);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        assert!(
            std::env::var("CI").map_or(true, |ci| ci != "true"),
            "CI=true but {} is missing: the conformance test cannot run",
            dir.display()
        );
        eprintln!(
            "{} is missing: the conformance test did not run",
            dir.display()
        );
        return None;
    };
    let mut files: Vec<PathBuf> = entries
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| {
            matches!(
                path.extension().and_then(|e| e.to_str()),
                Some("toml" | "yaml")
            )
        })
        .collect();
    files.sort();
    Some(files)
}

fn source(path: &Path, format: Format) -> Option<Source> {
    let text = String::from_utf8(std::fs::read(path).ok()?).ok()?;
    Some(Source {
        name: path.display().to_string(),
        text,
        format,
    })
}

/// A suite's files (at least `fewest`) with their names, each read already streamed and
/// whole, which must agree (it panics if not). Files that are not UTF-8 are left out:
/// they are refused before any reader (`io::not_utf8`).
fn sources(suite: &str, format: Format, fewest: usize) -> Option<Vec<(String, Source)>> {
    let files = corpus(suite)?;
    assert!(files.len() > fewest, "{} files", files.len());
    let sources: Vec<(String, Source)> = files
        .iter()
        .filter_map(|path| {
            let name = path.file_name()?.to_string_lossy().into_owned();
            Some((name, source(path, format)?))
        })
        .collect();
    for (_, source) in &sources {
        crate::harness::fuzz_reader(format == Format::Yaml, source.text.as_bytes());
    }
    Some(sources)
}

#[test]
fn toml_reads_the_conformance_suite_like_the_toml_crate() {
    let Some(sources) = sources("toml-test", Format::Toml, 700) else {
        return;
    };
    let mut wrong = Vec::new();
    for (name, source) in &sources {
        let expected = toml::from_str::<toml::Table>(&source.text)
            .map(|table| from_toml(&toml::Value::Table(table)));
        match (parse(source), expected) {
            (Ok(node), Ok(expected)) if ours(&node) == expected => {}
            (Err(errors), Err(_)) if !errors.is_empty() => {}
            (ours_said, theirs) => wrong.push(format!(
                "{name}: batak {:?}, toml {:?}",
                ours_said
                    .map(|node| ours(&node))
                    .map_err(|errors| errors[0].message.clone()),
                theirs.map_err(|error| error.message().to_owned())
            )),
        }
    }
    assert!(
        wrong.is_empty(),
        "{} differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

#[test]
fn yaml_reads_the_test_suite_like_saphyr() {
    let Some(sources) = sources("yaml-test-suite", Format::Yaml, 300) else {
        return;
    };
    let mut wrong = Vec::new();
    for (name, source) in &sources {
        let expected = saphyr::Yaml::load_from_str(&source.text);
        match (parse(source), expected) {
            (Ok(node), Ok(_)) if name == "FH7J.yaml" => {
                // saphyr reads `!!null : a` as the pair a: b; the suite's own expected tree
                // (and batak) has null: a and b: "".
                let expected = Plain::List(vec![
                    Plain::Text(String::new()),
                    map(vec![
                        ("null".into(), Plain::Text("a".into())),
                        ("b".into(), Plain::Text(String::new())),
                    ]),
                    map(vec![(String::new(), Plain::Null)]),
                ]);
                if ours(&node) != expected {
                    wrong.push(format!("{name}: batak {:?}", ours(&node)));
                }
            }
            (Ok(node), Ok(documents)) => {
                let theirs = documents.first().map_or(Plain::Null, from_saphyr);
                if documents.len() > 1 || !same_yaml(&resolved_keys(ours(&node)), &theirs) {
                    wrong.push(format!(
                        "{name}: batak {:?}, saphyr {theirs:?}",
                        ours(&node)
                    ));
                }
            }
            (Err(errors), Ok(documents)) => {
                // Refused on purpose: a tag, a second document, a key that is a list or
                // a table, a merge key that is not a table.
                let message = &errors[0].message;
                let meant = [
                    "tag",
                    "more than one document",
                    "a key must be a name",
                    "merge key",
                ]
                .iter()
                .any(|reason| message.contains(reason));
                if !meant {
                    wrong.push(format!(
                        "{name}: batak {}, saphyr {} documents",
                        message.en(),
                        documents.len()
                    ));
                }
            }
            (Err(_), Err(_)) => {}
            (Ok(node), Err(error)) => {
                // Read as PyYAML does (a `]` at the start of a line is fine): what the
                // spec's strict indentation refuses is all that may pass here.
                if super::reader::strictly_indented(source).is_ok() {
                    wrong.push(format!("{name}: batak {:?}, saphyr {error}", ours(&node)));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// The top-level `deals = [ … ]` is read a deal at a time (see `toml::Splitter`): every
/// way of writing it reads as the `toml` crate reads it, and every mistake is one.
#[test]
fn toml_deals_lists_read_a_deal_at_a_time_like_the_whole() {
    let valid = [
        "deals = []\n",
        "deals = [ ]  # none yet\n",
        "deals = [{bid = 7}, {passed = true}]\n",
        "deals = [\n  {bid = 7},  # one\n  # between\n  {passed = true},\n]\nplayers = [\"A\"]\n",
        "players = [\"A\"]\n  deals = [ { tricks = [1, 2, [3]], note = \"]\" } ,{ a.b = 1 } ]\n[rules]\nx = 1\n",
        "deals = [[1, 2], \"x\", 3, 1979-05-27]\n",
        "\"deals\" = [{bid = 7}]\n",
        "[x]\ndeals = [{bid = 7}]\n",
        "deals = [1979-05-27 07:32:00, 1979-05-27 ]\n",
        "deals = [{passed = true}, 1.5, +1.5e3, 1979-05-27 07:32:00.123+01:00, -0.0]\n",
        "'deals' = [{bid = 7}]  # quoted\n",
        "\"de\\u0061ls\" = [{bid = 7}, {bid = 8}]  # escaped: read whole, handed over after\n",
    ];
    for text in valid {
        let source = Source {
            name: "t".into(),
            text: text.into(),
            format: Format::Toml,
        };
        let expected = from_toml(&toml::Value::Table(
            toml::from_str::<toml::Table>(text).expect(text),
        ));
        let node = parse(&source).unwrap_or_else(|errors| panic!("{text}: {errors:?}"));
        // Streamed, the same deals arrive (it panics if not).
        crate::harness::fuzz_reader(false, text.as_bytes());
        assert_eq!(ours(&node), expected, "{text}");
    }
    let invalid = [
        "deals = [{bid = 7}\n",
        "deals = [{bid = 7} {bid = 8}]\n",
        "deals = [{bid = 7},, {bid = 8}]\n",
        "deals = [{bid = }]\n",
        "deals = []\ndeals = []\n",
        "deals = [{bid = 7}] x\n",
        "deals = [\n# \u{7f} control\n]\n",
        "deals = [] title = \"x\"\n",
        "deals = [{passed = true}] [rules]\npreset = \"classic\"\n",
        "deals = [{passed = true}]x = 1\n",
    ];
    for text in invalid {
        let source = Source {
            name: "t".into(),
            text: text.into(),
            format: Format::Toml,
        };
        let theirs = toml::from_str::<toml::Table>(text);
        match parse(&source) {
            Err(_) if theirs.is_err() => {}
            ours_said => panic!("{text:?}: batak {ours_said:?}, toml {theirs:?}"),
        }
    }
}
