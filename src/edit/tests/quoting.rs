//! Values that must be quoted to read back as written, in TOML and YAML, and the commas
//! and refusals around them.

use super::*;

#[test]
fn yaml_scalars_that_read_back_as_anything_else_are_quoted() {
    for text in [
        "0x1A",
        "1_000",
        "0o17",
        "1e3",
        ".inf",
        "~",
        "2026-11-27",
        "null",
        "Null",
        "NULL",
        "true",
        "1.5",
        "0x10",
        "08",
        "1.",
        "-1",
        "+1",
    ] {
        assert_eq!(yaml_scalar(text), format!("\"{text}\""));
    }
    for text in ["Ayşe", "Burak", "kupa", "first deal", "0x", "1.2.3"] {
        assert_eq!(yaml_scalar(text), text);
    }
    let tricky = ["0x10", "true", "null", "1.5"];
    let deal = vec![
        (DealKey::Dealer, Field::Text("true".into())),
        (DealKey::Declarer, Field::Text("0x10".into())),
        (DealKey::Bid, Field::Int(5)),
        (DealKey::Trump, Field::Text("0o17".into())),
        (
            DealKey::Tricks,
            Field::Named(
                tricky
                    .iter()
                    .zip([5, 3, 3, 2])
                    .map(|(name, count)| ((*name).to_owned(), count))
                    .collect(),
            ),
        ),
        (DealKey::Note, Field::Text("1_000".into())),
    ];
    let players = "players: [\"0x10\", \"true\", \"null\", \"1.5\"]\n";
    for deals in [
        "deals:\n",
        "deals: []\n",
        "deals:\n  - {declarer: \"null\", bid: 5, tricks: [5, 3, 3, 2]}\n",
        "deals:\n  - declarer: \"null\"\n    bid: 5\n    tricks: [5, 3, 3, 2]\n",
    ] {
        let text = format!("{players}{deals}");
        append_and_read_back(Format::Yaml, &text, &deal, "");
        for note in [
            "0x1A",
            "1e3",
            ".inf",
            "~",
            "2026-11-27",
            "NULL",
            "a plain note",
        ] {
            let mut with_note = played();
            with_note.push((DealKey::Note, Field::Text(note.into())));
            append_and_read_back(Format::Yaml, &text, &with_note, "");
        }
    }
}

#[test]
fn a_space_before_the_commas_is_no_second_comma() {
    let text = "players = [\"A\", \"Burak\", \"C\", \"D\"]\ndeals = [{ passed = true } , { passed = true }, ]\n";
    let out = appended_text(Format::Toml, text);
    assert!(
        out.contains("{ passed = true }, { declarer = \"Burak\""),
        "{out}"
    );
}

#[test]
fn yaml_deals_with_an_anchor_or_a_tag_are_refused() {
    for deals in [
        "deals: &d [{passed: true}]\n",
        "deals: !!seq [{passed: true}]\n",
        "deals: &d\n  - passed: true\n",
        "deals: !!seq\n  - passed: true\n",
    ] {
        let text = format!("players: [A, Burak, C, D]\n{deals}");
        assert!(
            matches!(
                append(&source(Format::Yaml, &text), &played()),
                Err(Refusal::Unsafe(_))
            ),
            "{deals}"
        );
    }
    let text = "players: [A, Burak, C, D]\ndeals: [{passed: true}]  # & and ! in a comment\n";
    append_and_read_back(Format::Yaml, text, &played(), "");
}

#[test]
fn quoted_text_reads_back_the_same_in_toml_and_yaml() {
    for text in [
        "plain",
        "a \"quote\"",
        "back\\slash",
        "tab\there",
        "line\nbreak",
        "del\u{7f}",
        "csi \u{9b}31m",
        "esc \u{1b}[2J",
        "nel \u{85}",
        "separators \u{2028}\u{2029}",
        "nonchar \u{fffe}\u{ffff}",
        "Ayşe ♥",
    ] {
        for (format, line) in [
            (Format::Toml, format!("k = {}\n", quoted(text))),
            (Format::Yaml, format!("k: {}\n", quoted(text))),
        ] {
            let written = source(format, &line);
            let root = source::parse(&written)
                .unwrap_or_else(|errors| panic!("{format:?} {line:?}: {}", errors[0].message.en()));
            assert_eq!(
                root.get("k").and_then(Node::as_str),
                Some(text),
                "{format:?} {line:?}"
            );
            // Nothing a YAML 1.1 reader breaks a line at is written raw.
            assert!(
                !line.contains(['\u{85}', '\u{2028}', '\u{2029}']),
                "{line:?}"
            );
        }
    }
}
