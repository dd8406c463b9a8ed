use crate::edit::Field;
use crate::edit::{Amendment, amend};
use crate::keys::DealKey;
use crate::source::{Format, Source};

fn amended(format: Format, text: &str, number: Option<usize>, change: &Amendment) -> String {
    let source = Source {
        name: "t".into(),
        text: text.into(),
        format,
    };
    match amend(&source, number, |_, _| Ok::<_, ()>(change.clone())) {
        Ok(amended) => amended.text,
        Err(refusal) => panic!("{format:?} {text:?}: {refusal:?}"),
    }
}

fn set(fields: &[(DealKey, Field)]) -> Amendment {
    Amendment {
        set: fields.to_vec(),
        drop: Vec::new(),
    }
}

fn passed() -> Amendment {
    Amendment {
        set: vec![(DealKey::Passed, Field::True)],
        drop: vec![
            DealKey::Declarer,
            DealKey::Bid,
            DealKey::Bids,
            DealKey::Tricks,
            DealKey::Trump,
        ],
    }
}

fn bids() -> Amendment {
    Amendment {
        set: vec![(DealKey::Bids, Field::Counts(vec![0, 0, 7, 0]))],
        drop: vec![DealKey::Declarer, DealKey::Bid],
    }
}

fn contract() -> Amendment {
    Amendment {
        set: vec![
            (DealKey::Declarer, Field::Text("Cem".into())),
            (DealKey::Bid, Field::Int(6)),
            (DealKey::Tricks, Field::Counts(vec![3, 2, 6, 2])),
        ],
        drop: vec![DealKey::Passed, DealKey::Bids],
    }
}

#[test]
fn toml_tables_change_in_place_and_keep_comments() {
    let text = "players = [\"A\", \"B\", \"C\", \"D\"]\r\n\r\n[[deals]]\r\n# first\r\ndeclarer = \"B\"  # won it\r\nbid = 7\r\ntricks = [2, 8, 2, 1]\r\n\r\n# second\r\n[[deals]]\r\npassed = true\r\n";
    let tricks = set(&[(DealKey::Tricks, Field::Counts(vec![3, 7, 2, 1]))]);
    assert_eq!(
        amended(Format::Toml, text, Some(1), &tricks),
        text.replace("[2, 8, 2, 1]", "[3, 7, 2, 1]")
    );
    let trump = set(&[(DealKey::Trump, Field::Text("hearts".into()))]);
    assert_eq!(
        amended(Format::Toml, text, Some(1), &trump),
        text.replace(
            "tricks = [2, 8, 2, 1]\r\n",
            "tricks = [2, 8, 2, 1]\r\ntrump = \"hearts\"\r\n"
        )
    );
    assert_eq!(
        amended(Format::Toml, text, Some(1), &passed()),
        text.replace(
            "declarer = \"B\"  # won it\r\nbid = 7\r\ntricks = [2, 8, 2, 1]\r\n",
            "passed = true  # won it\r\n"
        )
    );
    assert_eq!(
        amended(Format::Toml, text, Some(1), &bids()),
        text.replace(
            "declarer = \"B\"  # won it\r\nbid = 7\r\n",
            "bids = [0, 0, 7, 0]  # won it\r\n"
        )
    );
    assert_eq!(
        amended(Format::Toml, text, None, &contract()),
        text.replace(
            "passed = true\r\n",
            "declarer = \"Cem\"\r\nbid = 6\r\ntricks = [3, 2, 6, 2]\r\n"
        )
    );
}

/// Found by a trial: a deal with a `[deals.hands]` subtable refused every change, a
/// note too. New keys go after the table's own keys, before the subtable.
#[test]
fn toml_keys_are_added_before_a_hands_subtable() {
    let text = "[[deals]]\ndeclarer = \"B\"\nbid = 7\nplay = [\"HA H2 H3 H4\"]\n[deals.hands]\nA = \"H2\"\n\n[[deals]]\npassed = true\n";
    let note = set(&[(DealKey::Note, Field::Text("good".into()))]);
    assert_eq!(
        amended(Format::Toml, text, Some(1), &note),
        "[[deals]]\ndeclarer = \"B\"\nbid = 7\nplay = [\"HA H2 H3 H4\"]\nnote = \"good\"\n[deals.hands]\nA = \"H2\"\n\n[[deals]]\npassed = true\n"
    );
    let bid = set(&[(DealKey::Bid, Field::Int(8))]);
    assert!(amended(Format::Toml, text, Some(1), &bid).contains("bid = 8\nplay"));
}

#[test]
fn toml_inline_tables_change_in_place() {
    let text = "deals = [\n  { declarer = \"B\", bid = 7, tricks = [2, 8, 2, 1] },  # one\n  { passed = true },\n]";
    assert_eq!(
        amended(Format::Toml, text, Some(1), &passed()),
        text.replace(
            "{ declarer = \"B\", bid = 7, tricks = [2, 8, 2, 1] }",
            "{ passed = true }"
        )
    );
    assert_eq!(
        amended(Format::Toml, text, Some(1), &bids()),
        text.replace("declarer = \"B\", bid = 7,", "bids = [0, 0, 7, 0],")
    );
    assert_eq!(
        amended(Format::Toml, text, Some(2), &contract()),
        text.replace(
            "{ passed = true }",
            "{ declarer = \"Cem\", bid = 6, tricks = [3, 2, 6, 2] }"
        )
    );
    let note = set(&[(DealKey::Note, Field::Text("re-dealt".into()))]);
    assert_eq!(
        amended(Format::Toml, text, Some(2), &note),
        text.replace(
            "{ passed = true }",
            "{ passed = true, note = \"re-dealt\" }"
        )
    );
}

#[test]
fn yaml_block_items_change_in_place_and_keep_comments() {
    let text = "deals:\n  - declarer: B   # won it\n    bid: 7\n    # the count\n    tricks:\n      - 2\n      - 8\n      - 2\n      - 1\n\n  -\n    passed: true\n";
    let tricks = set(&[(DealKey::Tricks, Field::Counts(vec![3, 7, 2, 1]))]);
    assert_eq!(
        amended(Format::Yaml, text, Some(1), &tricks),
        text.replace(
            "tricks:\n      - 2\n      - 8\n      - 2\n      - 1",
            "tricks: [3, 7, 2, 1]"
        )
    );
    assert_eq!(
        amended(Format::Yaml, text, Some(1), &passed()),
        "deals:\n  - passed: true   # won it\n    # the count\n\n  -\n    passed: true\n"
    );
    assert_eq!(
        amended(Format::Yaml, text, Some(1), &bids()),
        text.replace(
            "declarer: B   # won it\n    bid: 7\n",
            "bids: [0, 0, 7, 0]   # won it\n"
        )
    );
    assert_eq!(
        amended(Format::Yaml, text, None, &contract()),
        text.replace(
            "passed: true\n",
            "declarer: Cem\n    bid: 6\n    tricks: [3, 2, 6, 2]\n"
        )
    );
    let dealer = set(&[(DealKey::Dealer, Field::Text("Ayşe".into()))]);
    assert_eq!(
        amended(Format::Yaml, text, None, &dealer),
        text.replace("passed: true\n", "passed: true\n    dealer: Ayşe\n")
    );
}

#[test]
fn yaml_flow_items_change_in_place() {
    let text = "deals:\n  - { declarer: B, bid: 7, tricks: [2, 8, 2, 1] }\n  - {passed: true}\n";
    assert_eq!(
        amended(Format::Yaml, text, Some(1), &passed()),
        text.replace(
            "{ declarer: B, bid: 7, tricks: [2, 8, 2, 1] }",
            "{ passed: true }"
        )
    );
    assert_eq!(
        amended(Format::Yaml, text, Some(2), &contract()),
        text.replace(
            "{passed: true}",
            "{declarer: Cem, bid: 6, tricks: [3, 2, 6, 2]}"
        )
    );
    let flow_list = "deals: [{ declarer: B, bid: 7, tricks: [2, 8, 2, 1] }]";
    let bid = set(&[(DealKey::Bid, Field::Int(8))]);
    assert_eq!(
        amended(Format::Yaml, flow_list, None, &bid),
        flow_list.replace("bid: 7", "bid: 8")
    );
}

#[test]
fn quoted_yaml_keys_are_keys_like_any_other() {
    let text = "deals:\n  - \"declarer\": B\n    'bid': 7\n    tricks: [2, 8, 2, 1]\n";
    assert_eq!(
        amended(
            Format::Yaml,
            text,
            None,
            &set(&[(DealKey::Bid, Field::Int(8))])
        ),
        text.replace("'bid': 7", "'bid': 8")
    );
    assert_eq!(
        amended(Format::Yaml, text, None, &bids()),
        "deals:\n  - bids: [0, 0, 7, 0]\n    tricks: [2, 8, 2, 1]\n"
    );
}

#[test]
fn keys_written_unusually_are_refused() {
    let source = |format, text: &str| Source {
        name: "t".into(),
        text: text.into(),
        format,
    };
    let tricks = set(&[
        (DealKey::Tricks, Field::Counts(vec![3, 7, 2, 1])),
        (DealKey::Note, Field::Text("ok".into())),
    ]);
    for (format, text) in [
        (
            Format::Toml,
            "[[deals]]\ndeclarer = \"B\"\nbid = 7\n[deals.tricks]\nA = 2\nB = 8\nC = 2\nD = 1\n",
        ),
        (
            Format::Toml,
            "[[deals]]\ndeclarer = \"B\"\nbid = 7\ntricks.A = 2\n",
        ),
        (
            Format::Yaml,
            "deals:\n  - declarer: B\n    bid: 7\n    tricks: !!seq [2, 8, 2, 1]\n",
        ),
        (
            Format::Yaml,
            "deals:\n  - declarer: B\n    bid: 7\n    note: |\n      long\n",
        ),
        (
            Format::Yaml,
            "deals:\n  - declarer: B\n    bid: 7\n    tricks: &t [2, 8, 2, 1]\n",
        ),
    ] {
        assert!(
            amend(&source(format, text), None, |_, _| Ok::<_, ()>(
                tricks.clone()
            ))
            .is_err(),
            "{text:?}"
        );
    }
    // An alias is a value like any other: it is replaced, its anchor stays.
    let aliased = "deals:\n  - { declarer: B, bid: 7, tricks: &t [2, 8, 2, 1] }\n  - { declarer: C, bid: 7, tricks: *t }\n";
    assert_eq!(
        amended(Format::Yaml, aliased, None, &tricks),
        aliased.replace("*t }", "[3, 7, 2, 1], note: ok }")
    );
}

/// The edits of a change are made whole or refused: deletions that overlap are merged,
/// but a replacement that overlaps another edit is refused, never swallowed by a deletion
/// or cut by one.
#[test]
fn only_deletions_may_overlap() {
    let text = "abcdefghij";
    let merged = super::apply(text, vec![(1..4, String::new()), (3..6, String::new())]);
    assert_eq!(merged.ok().as_deref(), Some("aghij"));
    for edits in [
        vec![(1..6, String::new()), (2..3, "X".to_owned())],
        vec![(1..3, "X".to_owned()), (2..6, String::new())],
        vec![(1..3, "X".to_owned()), (2..4, "Y".to_owned())],
    ] {
        assert!(super::apply(text, edits.clone()).is_err(), "{edits:?}");
    }
}
