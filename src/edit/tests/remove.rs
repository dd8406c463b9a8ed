use super::super::*;

/// Found by a hostile round: a line of a multi-line string that starts with `#` is
/// text, not a comment above the next deal, so remove undoes an add after it.
#[test]
fn remove_undoes_add_after_a_string_with_a_hash_line() {
    let cases = [
        (
            Format::Toml,
            "players = [\"A\", \"B\", \"C\", \"D\"]\ndeals = [\n  { passed = true, note = \"\"\"\n# x\"\"\" },\n]\n",
        ),
        (
            Format::Toml,
            "players = [\"A\", \"B\", \"C\", \"D\"]\ndeals = [ { passed = true, note = \"\"\"\n# x\"\"\" }, ]\n",
        ),
        (
            Format::Toml,
            "players = [\"A\", \"B\", \"C\", \"D\"]\n[[deals]]\npassed = true\nnote = \"\"\"\n# x\"\"\"\n",
        ),
        (
            Format::Yaml,
            "players: [A, B, C, D]\ndeals:\n- passed: true\n  note: \"a\n\n# x\"\n",
        ),
    ];
    for (format, text) in cases {
        let passed = [(DealKey::Passed, Field::True)];
        let added = append(&source(format, text), &passed)
            .unwrap_or_else(|refusal| panic!("{refusal:?}"))
            .text;
        let out = remove(&source(format, &added), None)
            .unwrap_or_else(|refusal| panic!("{refusal:?}"))
            .text;
        assert_eq!(out, text, "after adding:\n{added}");
    }
}

fn source(format: Format, text: &str) -> Source {
    Source {
        name: "t".into(),
        text: text.into(),
        format,
    }
}

fn removed(format: Format, text: &str, number: Option<usize>) -> String {
    let source = Source {
        name: "t".into(),
        text: text.into(),
        format,
    };
    let changed = remove(&source, number).unwrap_or_else(|refusal| panic!("{refusal:?}"));
    let out = changed.text;
    let reread = Source {
        name: "t".into(),
        text: out.clone(),
        format,
    };
    let root =
        source::parse(&reread).unwrap_or_else(|errors| panic!("{:?}\n{out}", errors[0].message));
    let count = match root.get("deals").map(|node| &node.value) {
        Some(Value::Array(items)) => items.len(),
        _ => 0,
    };
    let before = source::parse(&source)
        .ok()
        .and_then(|root| match root.get("deals").map(|n| &n.value) {
            Some(Value::Array(items)) => Some(items.len()),
            _ => None,
        })
        .unwrap_or_default();
    assert_eq!(count + 1, before, "one deal less in:\n{out}");
    // The deal taken out, as the report names it: the one asked, or the last.
    assert_eq!(changed.number, number.unwrap_or(before));
    out
}

const TABLES: &str = "players = [\"A\", \"B\", \"C\", \"D\"]\n\n# first deal\n[[deals]]\ndeclarer = \"A\"\nbid = 5\ntricks = [5, 3, 3, 2]\n\n# second\n[[deals]]\npassed = true   # thrown in\n# inside after\n\n# third\n[[deals]]\ndealer = \"C\"\npassed = true\n";

#[test]
fn a_toml_table_goes_with_its_comments() {
    assert_eq!(
        removed(Format::Toml, TABLES, Some(2)),
        "players = [\"A\", \"B\", \"C\", \"D\"]\n\n# first deal\n[[deals]]\ndeclarer = \"A\"\nbid = 5\ntricks = [5, 3, 3, 2]\n\n# third\n[[deals]]\ndealer = \"C\"\npassed = true\n"
    );
    assert_eq!(
        removed(Format::Toml, TABLES, None),
        "players = [\"A\", \"B\", \"C\", \"D\"]\n\n# first deal\n[[deals]]\ndeclarer = \"A\"\nbid = 5\ntricks = [5, 3, 3, 2]\n\n# second\n[[deals]]\npassed = true   # thrown in\n# inside after\n"
    );
    // Comments above the first deal stay: they often speak of the whole list.
    let first = removed(Format::Toml, TABLES, Some(1));
    assert!(
        first.starts_with(
            "players = [\"A\", \"B\", \"C\", \"D\"]\n\n# first deal\n\n# second\n[[deals]]"
        ),
        "{first}"
    );
}

#[test]
fn a_yaml_block_item_goes_with_its_comments() {
    let text = "players: [A, B, C, D]\ndeals:\n  # first\n  - declarer: A\n    bid: 5\n    tricks: [5, 3, 3, 2]\n  # second\n  - passed: true  # thrown\n    # inside\n  - passed: true\n# end\n";
    assert_eq!(
        removed(Format::Yaml, text, Some(2)),
        "players: [A, B, C, D]\ndeals:\n  # first\n  - declarer: A\n    bid: 5\n    tricks: [5, 3, 3, 2]\n  - passed: true\n# end\n"
    );
    assert_eq!(
        removed(Format::Yaml, text, None),
        "players: [A, B, C, D]\ndeals:\n  # first\n  - declarer: A\n    bid: 5\n    tricks: [5, 3, 3, 2]\n  # second\n  - passed: true  # thrown\n    # inside\n# end\n"
    );
}

#[test]
fn a_bracketed_item_goes_with_its_comma_and_comment() {
    let own_lines = "players = [\"A\", \"B\", \"C\", \"D\"]\ndeals = [\n  { passed = true },  # one\n  { dealer = \"B\", passed = true },\n  { dealer = \"C\", passed = true }\n]\n";
    assert_eq!(
        removed(Format::Toml, own_lines, Some(1)),
        "players = [\"A\", \"B\", \"C\", \"D\"]\ndeals = [\n  { dealer = \"B\", passed = true },\n  { dealer = \"C\", passed = true }\n]\n"
    );
    assert_eq!(
        removed(Format::Toml, own_lines, None),
        "players = [\"A\", \"B\", \"C\", \"D\"]\ndeals = [\n  { passed = true },  # one\n  { dealer = \"B\", passed = true }\n]\n"
    );
    let one_line = "players: [A, B, C, D]\ndeals: [{passed: true}, {dealer: B, passed: true}, {dealer: C, passed: true}]\n";
    assert_eq!(
        removed(Format::Yaml, one_line, Some(2)),
        "players: [A, B, C, D]\ndeals: [{passed: true}, {dealer: C, passed: true}]\n"
    );
    assert_eq!(
        removed(Format::Yaml, one_line, None),
        "players: [A, B, C, D]\ndeals: [{passed: true}, {dealer: B, passed: true}]\n"
    );
    assert_eq!(
        removed(
            Format::Yaml,
            "players: [A, B, C, D]\ndeals: [{passed: true}]\n",
            None
        ),
        "players: [A, B, C, D]\ndeals: []\n"
    );
}

#[test]
fn a_deal_that_is_not_there_is_said() {
    let source = Source {
        name: "t".into(),
        text: TABLES.into(),
        format: Format::Toml,
    };
    assert!(matches!(
        remove(&source, Some(4)),
        Err(Refusal::NoSuchDeal(3))
    ));
    assert!(matches!(
        remove(&source, Some(0)),
        Err(Refusal::NoSuchDeal(3))
    ));
}

#[test]
fn comments_that_belong_to_the_next_deal_or_the_list_stay() {
    // The whole comment block above the next table stays with it (its first lines went).
    let text = "players = [\"A\", \"B\", \"C\", \"D\"]\n\n[[deals]]\npassed = true\n[[deals]]\ndealer = \"B\"\npassed = true\n# Deal 3: Cem swore this was 7\n# (he was wrong)\n[[deals]]\npassed = true\n";
    let out = removed(Format::Toml, text, Some(2));
    assert!(
        out.contains("# Deal 3: Cem swore this was 7\n# (he was wrong)\n[[deals]]"),
        "{out}"
    );
    // A block scalar's span does not carry the comment above the next item away.
    let text = "players: [A, B, C, D]\ndeals:\n  - passed: true\n    note: |\n      long\n\n  # Deal 2: keep me\n  - passed: true\n";
    let out = removed(Format::Yaml, text, Some(1));
    assert_eq!(
        out,
        "players: [A, B, C, D]\ndeals:\n\n  # Deal 2: keep me\n  - passed: true\n"
    );
    // An item sharing its line takes only itself and a comma; comments between stay.
    let text = "players = [\"A\", \"B\", \"C\", \"D\"]\ndeals = [{ passed = true },\n  # about b\n  { dealer = \"B\", passed = true },\n]\n";
    let out = removed(Format::Toml, text, Some(1));
    assert!(out.contains("# about b"), "{out}");
    let text = "players: [A, B, C, D]\ndeals: [\n  {passed: true},  # about a\n  # about b\n  {dealer: B, passed: true}]\n";
    let out = removed(Format::Yaml, text, Some(2));
    assert_eq!(
        out,
        "players: [A, B, C, D]\ndeals: [\n  {passed: true}  # about a\n  # about b\n]\n"
    );
}

/// Around a table taken out one blank line stays: the one before it at the end of the
/// file or between two blank lines, the one after it at the top of the file.
#[test]
fn one_blank_line_stays_around_a_table_taken_out() {
    const P: &str = "players = [\"A\", \"B\", \"C\", \"D\"]\n";
    let a = "[[deals]]\npassed = true\n";
    let b = "[[deals]]\ndealer = \"B\"\npassed = true\n";
    let c = "[[deals]]\ndealer = \"C\"\npassed = true\n";
    for (text, number, out) in [
        (format!("{P}\n{a}\n{b}"), 2, format!("{P}\n{a}")),
        (format!("{P}\n{a}\n{b}\n{c}"), 2, format!("{P}\n{a}\n{c}")),
        // A blank line before and none after: it stays.
        (format!("{P}{a}\n{b}{c}"), 2, format!("{P}{a}\n{c}")),
        // No header keys (a file with errors): the deal starts the file.
        (format!("{a}\n{b}"), 1, b.to_owned()),
    ] {
        assert_eq!(removed(Format::Toml, &text, Some(number)), out, "{text}");
    }
}

/// What ends a `[[deals]]` table: not a `[` in a comment on its header or in a
/// multi-line string; comment lines right after its last key are its own.
#[test]
fn a_table_ends_at_the_next_header() {
    const P: &str = "players = [\"A\", \"B\", \"C\", \"D\"]\n";
    let b = "[[deals]]\ndealer = \"B\"\npassed = true\n";
    for (text, number, out) in [
        (
            format!("{P}[[deals]] # [\npassed = true\n[[deals]]   # [\ndealer = \"B\"\n"),
            2,
            format!("{P}[[deals]] # [\npassed = true\n"),
        ),
        (
            format!("{P}[[deals]]\npassed = true\nnote = \"\"\"\n[not a header]\n\"\"\"\n{b}"),
            1,
            format!("{P}{b}"),
        ),
        (
            format!("{P}[[deals]]\npassed = true\n{b}# c\n"),
            2,
            format!("{P}[[deals]]\npassed = true\n"),
        ),
    ] {
        assert_eq!(removed(Format::Toml, &text, Some(number)), out, "{text}");
    }
}

/// A comment line right under the item before (where its value ends) is the next
/// item's, and goes with it.
#[test]
fn a_comment_under_the_item_before_goes_with_the_next() {
    let text = "players: [A, B, C, D]\ndeals:\n- passed: true\n# about the second\n- dealer: B\n  passed: true\n";
    assert_eq!(
        removed(Format::Yaml, text, Some(2)),
        "players: [A, B, C, D]\ndeals:\n- passed: true\n"
    );
    let text = "players: [A, B, C, D]\ndeals:\n- passed: true\n  note: |\n    long\n# about the second\n- dealer: B\n  passed: true\n";
    assert_eq!(
        removed(Format::Yaml, text, Some(2)),
        "players: [A, B, C, D]\ndeals:\n- passed: true\n  note: |\n    long\n"
    );
}

/// A bracketed list's only item on its own line; an item sharing its line goes with its
/// comma and the comment after it, the line break stays.
#[test]
fn a_bracketed_item_alone_or_sharing_its_line() {
    const P: &str = "players = [\"A\", \"B\", \"C\", \"D\"]\n";
    assert_eq!(
        removed(
            Format::Toml,
            &format!("{P}deals = [\n  {{ passed = true }}\n]\n"),
            None
        ),
        format!("{P}deals = [\n]\n")
    );
    assert_eq!(
        removed(
            Format::Toml,
            &format!(
                "{P}deals = [ {{ passed = true }}, # c\n  {{ dealer = \"B\", passed = true }},\n]\n"
            ),
            Some(1)
        ),
        format!("{P}deals = [ \n  {{ dealer = \"B\", passed = true }},\n]\n")
    );
}

/// An empty list has no deal to take out, and says so for the command asking.
#[test]
fn an_empty_list_is_no_deal_to_remove() {
    let text = "players = [\"A\", \"B\", \"C\", \"D\"]\ndeals = []\n";
    match remove(&source(Format::Toml, text), None) {
        Err(Refusal::Unsafe(diagnostic)) => assert_eq!(
            diagnostic.message,
            crate::lang::text!("edit-no-deals-remove")
        ),
        other => panic!("{other:?}"),
    }
}
