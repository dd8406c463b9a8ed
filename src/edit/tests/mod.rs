//! Appending a deal: the splice in every layout of both formats (here), the safety net
//! that catches a match changed otherwise than asked (`expected.rs`), and quoting that
//! reads back as written (`quoting.rs`).

use super::*;

mod expected;
mod new;
mod quoting;
mod remove;

fn source(format: Format, text: &str) -> Source {
    Source {
        name: "t".into(),
        text: text.into(),
        format,
    }
}

fn played() -> Vec<(DealKey, Field)> {
    vec![
        (DealKey::Declarer, Field::Text("Burak".into())),
        (DealKey::Bid, Field::Int(7)),
        (DealKey::Trump, Field::Text("hearts".into())),
        (DealKey::Tricks, Field::Counts(vec![2, 8, 2, 1])),
    ]
}

/// What `out` changed in `text`: the bytes taken out and the bytes put in, between
/// the longest common start and the longest common end.
fn difference<'t>(text: &'t str, out: &'t str) -> (&'t str, &'t str) {
    let mut start = text
        .bytes()
        .zip(out.bytes())
        .take_while(|(a, b)| a == b)
        .count();
    while !text.is_char_boundary(start) || !out.is_char_boundary(start) {
        start -= 1;
    }
    let (text_rest, out_rest) = (&text[start..], &out[start..]);
    let mut end = text_rest
        .bytes()
        .rev()
        .zip(out_rest.bytes().rev())
        .take_while(|(a, b)| a == b)
        .count();
    while !text_rest.is_char_boundary(text_rest.len() - end)
        || !out_rest.is_char_boundary(out_rest.len() - end)
    {
        end -= 1;
    }
    (
        &text_rest[..text_rest.len() - end],
        &out_rest[..out_rest.len() - end],
    )
}

/// Check that `deal` is what the deal node reads back as: its keys (and no other), each
/// with the value given.
fn assert_reads_back(node: &Node<'_>, deal: &[(DealKey, Field)], out: &str) {
    fn read(value: &Value<'_>) -> String {
        match value {
            Value::Str(text) => format!("{text:?}"),
            Value::Int(number) => number.to_string(),
            Value::Bool(true) => "true".into(),
            Value::Array(items) => {
                let items: Vec<String> = items.iter().map(|item| read(&item.value)).collect();
                items.join(",")
            }
            Value::Table(entries) => {
                let entries: Vec<String> = (entries.iter())
                    .map(|entry| format!("{}={}", entry.key, read(&entry.node.value)))
                    .collect();
                entries.join(",")
            }
            other => format!("{other:?}"),
        }
    }
    let given = |field: &Field| match field {
        Field::Text(text) => format!("{text:?}"),
        Field::Int(number) => number.to_string(),
        Field::True => "true".into(),
        Field::Counts(counts) => {
            let counts: Vec<String> = counts.iter().map(i64::to_string).collect();
            counts.join(",")
        }
        Field::Named(pairs) => {
            let pairs: Vec<String> = (pairs.iter())
                .map(|(name, count)| format!("{name}={count}"))
                .collect();
            pairs.join(",")
        }
        Field::Date(date) => date.clone(),
    };
    let mut read_back: Vec<(String, String)> = (node.as_table().unwrap_or_default().iter())
        .map(|entry| (entry.key.to_string(), read(&entry.node.value)))
        .collect();
    let mut expected: Vec<(String, String)> = (deal.iter())
        .map(|(key, field)| (key.name().to_owned(), given(field)))
        .collect();
    read_back.sort();
    expected.sort();
    assert_eq!(read_back, expected, "deal in:\n{out}");
}

/// Append `deal` to `text` and check the result: it parses, has one deal more, its
/// last deal reads back as `deal`, and the only original bytes not kept are
/// `removed` (empty: a pure insertion). Returns the new text.
fn append_and_read_back(
    format: Format,
    text: &str,
    deal: &[(DealKey, Field)],
    removed: &str,
) -> String {
    let appended = append(&source(format, text), deal)
        .unwrap_or_else(|refusal| panic!("{refusal:?} for:\n{text}"));
    let out = appended.text;
    assert_eq!(
        difference(text, &out).0,
        removed,
        "original bytes kept in:\n{out}"
    );
    let reread = source(format, &out);
    let root = source::parse(&reread)
        .unwrap_or_else(|errors| panic!("{:?} in:\n{out}", errors[0].message));
    let Some(Value::Array(deals)) = root.get("deals").map(|node| &node.value) else {
        panic!("no deals list in:\n{out}");
    };
    assert_eq!(deals.len(), appended.number, "one deal more in:\n{out}");
    assert_reads_back(&deals[deals.len() - 1], deal, &out);
    out
}

#[test]
fn yaml_null_deals_become_a_list_of_the_new_deal() {
    let players = "players: [A, Burak, C, D]\n";
    for (deals, token) in [
        ("deals: ~\n", "~"),
        ("deals: null   # none yet\n", "null"),
        ("deals: Null", "Null"),
        ("deals: NULL\r\n", "NULL"),
        ("deals:\n  ~  # on its own line\n", "~"),
        ("deals:   # none yet\n", ""),
        ("deals:\n", ""),
        ("deals:", ""),
    ] {
        let text = format!("{players}{deals}");
        let out = append_and_read_back(Format::Yaml, &text, &played(), token);
        if let Some((_, comment)) = deals.split_once('#') {
            assert!(out.contains(comment), "comment kept in:\n{out}");
        }
        let text = format!("{deals}\n{players}");
        append_and_read_back(Format::Yaml, &text, &played(), token);
    }
    let text = format!("{players}deals: ~  # none yet\n");
    assert_eq!(
        append_and_read_back(Format::Yaml, &text, &played(), "~"),
        format!(
            "{players}deals: [{{ declarer: Burak, bid: 7, trump: hearts, tricks: [2, 8, 2, 1] }}]  # none yet\n"
        )
    );
}

#[test]
fn yaml_block_items_keep_their_dash_column_and_the_gap_after_it() {
    let players = "players: [A, Burak, C, D]\n";
    let first = "declarer: A\n{keys}bid: 5\n{keys}tricks: [5, 3, 3, 2]\n";
    for (opening, keys, new_opening) in [
        ("  -   ", "      ", "  -   "),
        ("-  ", "   ", "-  "),
        ("  -\n    ", "    ", "  -\n    "),
        ("  -\n      ", "      ", "  -\n      "),
        ("  -  # the first\n      ", "      ", "  -\n      "),
    ] {
        let item = first.replace("{keys}", keys);
        let text = format!("{players}deals:\n{opening}{item}# end\n");
        let expected = format!(
            "{players}deals:\n{opening}{item}{new_opening}declarer: Burak\n{keys}bid: 7\n{keys}trump: hearts\n{keys}tricks: [2, 8, 2, 1]\n# end\n"
        );
        for newline in ["\n", "\r\n"] {
            let text = text.replace('\n', newline);
            let out = append_and_read_back(Format::Yaml, &text, &played(), "");
            assert_eq!(out, expected.replace('\n', newline));
        }
    }
    // Items in their flow style keep the gap after the dash as well.
    let text = format!("{players}deals:\n  -   {{declarer: A, bid: 5, tricks: [5, 3, 3, 2]}}\n");
    let out = append_and_read_back(Format::Yaml, &text, &played(), "");
    assert!(
        out.ends_with("\n  -   { declarer: Burak, bid: 7, trump: hearts, tricks: [2, 8, 2, 1] }\n"),
        "{out}"
    );
    // An anchor or a tab between the dash and the first key: refused if not understood.
    for opening in ["  - &first\n    ", "  - &first ", "  -\t"] {
        let text = format!(
            "{players}deals:\n{opening}declarer: A\n    bid: 5\n    tricks: [5, 3, 3, 2]\n"
        );
        match append(&source(Format::Yaml, &text), &played()) {
            Err(Refusal::Unsafe(_)) => {}
            _ => {
                append_and_read_back(Format::Yaml, &text, &played(), "");
            }
        }
    }
}

#[test]
fn inline_deals_with_leading_commas_get_one_in_the_same_style() {
    let toml_new = "{ declarer = \"Burak\", bid = 7, trump = \"hearts\", tricks = [2, 8, 2, 1] }";
    let yaml_new = "{ declarer: Burak, bid: 7, trump: hearts, tricks: [2, 8, 2, 1] }";
    for (format, first, second, new) in [
        (
            Format::Toml,
            "players = [\"A\", \"Burak\", \"C\", \"D\"]\ndeals = [\n  { declarer = \"A\", bid = 5, tricks = [5, 3, 3, 2] }",
            "{ passed = true }",
            toml_new,
        ),
        (
            Format::Yaml,
            "players: [A, Burak, C, D]\ndeals: [\n  {declarer: A, bid: 5, tricks: [5, 3, 3, 2]}",
            "{passed: true}",
            yaml_new,
        ),
    ] {
        for (gap, end) in [
            ("\n  , ", "\n]\n"),
            ("   # first, then passed\n  , ", "\n]\n"),
            ("\n  , ", "\n  ,\n]\n"),
        ] {
            let text = format!("{first}{gap}{second}{end}");
            let out = append_and_read_back(format, &text, &played(), "");
            assert_eq!(out, format!("{first}{gap}{second}\n  , {new}{end}"));
        }
    }
    // Trailing commas, with a comma in a comment between the deals.
    let text = "players = [\"A\", \"Burak\", \"C\", \"D\"]\ndeals = [\n  { passed = true }, # one, two\n  { passed = true },\n]\n";
    let out = append_and_read_back(Format::Toml, text, &played(), "");
    assert!(
        out.ends_with(&format!("{{ passed = true }},\n  {toml_new},\n]\n")),
        "{out}"
    );
}

#[test]
fn the_insertion_takes_the_line_ending_most_lines_have() {
    let toml = "players = [\"A\", \"Burak\", \"C\", \"D\"]\n\n[[deals]]\ndeclarer = \"A\"\nbid = 5\ntricks = [5, 3, 3, 2]\n";
    let yaml = "players: [A, Burak, C, D]\ndeals:\n  - declarer: A\n    bid: 5\n    tricks: [5, 3, 3, 2]\n";
    for (format, lf) in [(Format::Toml, toml), (Format::Yaml, yaml)] {
        let stray_crlf = lf.replacen('\n', "\r\n", 1);
        let one_lf = lf.replace('\n', "\r\n").replacen("\r\n", "\n", 1);
        // TOML: as many CRLF as LF lines, which is LF; YAML: fewer CRLF lines.
        let half_crlf = lf.replacen('\n', "\r\n", lf.matches('\n').count() / 2);
        for (text, newline) in [
            (stray_crlf, "\n"),
            (half_crlf, "\n"),
            (one_lf, "\r\n"),
            (lf.replace('\n', "\r\n"), "\r\n"),
        ] {
            let out = append_and_read_back(format, &text, &played(), "");
            let inserted = difference(&text, &out).1;
            let (crlf, lf) = (
                inserted.matches("\r\n").count(),
                inserted.matches('\n').count(),
            );
            let expected_crlf = if newline == "\n" { 0 } else { lf };
            assert!(lf > 0 && crlf == expected_crlf, "{inserted:?} in {text:?}");
        }
    }
}

/// A block put after the end of a text starts on a line of its own, and the text ends
/// with a newline only if it did: after a last line without one, a newline comes first;
/// an empty text gets the block alone.
#[test]
fn a_block_at_the_end_starts_on_its_own_line() {
    let at_end = |text: &str| append::append_at_end(text, "b = 2", newline_of(text)).text;
    assert_eq!(at_end("a = 1\n"), "a = 1\nb = 2\n");
    assert_eq!(at_end("a = 1"), "a = 1\nb = 2");
    assert_eq!(at_end(""), "b = 2");
}

#[test]
fn toml_array_of_tables_gets_a_table_at_the_end() {
    let text = "# top\nplayers = [\"A\", \"Burak\", \"C\", \"D\"]  # seats\n\n[[deals]]  # first\ndeclarer = \"A\"\nbid = 7\ntricks = [7, 2, 2, 2]\n# trailing comment\n";
    let out = append(&source(Format::Toml, text), &played()).unwrap().text;
    assert!(out.starts_with(text), "original bytes kept");
    assert_eq!(
        &out[text.len()..],
        "\n[[deals]]\ndeclarer = \"Burak\"\nbid = 7\ntrump = \"hearts\"\ntricks = [2, 8, 2, 1]\n"
    );
}

#[test]
fn toml_inline_deals_get_an_inline_table() {
    let text = "players = [\"A\", \"Burak\", \"C\", \"D\"]\ndeals = [\n  { declarer = \"A\", bid = 7, tricks = [7, 2, 2, 2] },\n  { passed = true },\n]\n";
    let out = append(&source(Format::Toml, text), &played()).unwrap().text;
    assert_eq!(
        out,
        "players = [\"A\", \"Burak\", \"C\", \"D\"]\ndeals = [\n  { declarer = \"A\", bid = 7, tricks = [7, 2, 2, 2] },\n  { passed = true },\n  { declarer = \"Burak\", bid = 7, trump = \"hearts\", tricks = [2, 8, 2, 1] },\n]\n"
    );
}

#[test]
fn toml_crlf_stays_crlf() {
    let text = "players = [\"A\", \"Burak\", \"C\", \"D\"]\r\n";
    let out = append(&source(Format::Toml, text), &played()).unwrap().text;
    assert!(!out.replace("\r\n", "").contains('\n'), "{out:?}");
    assert!(out.ends_with("\r\n"));
}

#[test]
fn yaml_block_list_of_block_mappings() {
    let text = "players: [A, Burak, C, D]\ndeals:\n  # the first\n  - declarer: A\n    bid: 7\n    tricks: [7, 2, 2, 2]\n# end\n";
    let out = append(&source(Format::Yaml, text), &played()).unwrap().text;
    assert_eq!(
        out,
        "players: [A, Burak, C, D]\ndeals:\n  # the first\n  - declarer: A\n    bid: 7\n    tricks: [7, 2, 2, 2]\n  - declarer: Burak\n    bid: 7\n    trump: hearts\n    tricks: [2, 8, 2, 1]\n# end\n"
    );
}

#[test]
fn yaml_block_list_of_flow_mappings() {
    let text = "players: [A, Burak, C, D]\ndeals:\n- {declarer: A, bid: 7, tricks: [7, 2, 2, 2]}   # one\n";
    let out = append(&source(Format::Yaml, text), &played()).unwrap().text;
    assert_eq!(
        out,
        "players: [A, Burak, C, D]\ndeals:\n- {declarer: A, bid: 7, tricks: [7, 2, 2, 2]}   # one\n- { declarer: Burak, bid: 7, trump: hearts, tricks: [2, 8, 2, 1] }\n"
    );
}

#[test]
fn yaml_flow_lists_and_empty_lists() {
    let text = "players: [A, Burak, C, D]\ndeals: []\n";
    let out = append(&source(Format::Yaml, text), &played()).unwrap().text;
    assert_eq!(
        out,
        "players: [A, Burak, C, D]\ndeals: [{ declarer: Burak, bid: 7, trump: hearts, tricks: [2, 8, 2, 1] }]\n"
    );
    let again = append(&source(Format::Yaml, &out), &played()).unwrap().text;
    assert!(again.contains("2, 1] }, { declarer"), "{again}");
}

#[test]
fn yaml_alias_deals_are_refused() {
    let text = "base: &d []\nplayers: [A, Burak, C, D]\ndeals: *d\n";
    assert!(matches!(
        append(&source(Format::Yaml, text), &played()),
        Err(Refusal::Unsafe(_))
    ));
}

/// Deals that an alias stands for (its node is the anchored one, before the key) or
/// that an anchor or a tag decorates are refused as decorated: batak does not guess
/// where the deal goes.
#[test]
fn decorated_yaml_deals_are_refused_as_such() {
    let list = "[{ declarer: A, bid: 5, tricks: [5, 3, 3, 2] }]";
    for text in [
        format!("base: &d {list}\nplayers: [A, Burak, C, D]\ndeals: *d\n"),
        format!("players: [A, Burak, C, D]\ndeals: &d {list}\n"),
        format!("players: [A, Burak, C, D]\ndeals: !!seq {list}\n"),
        format!("players: [A, Burak, C, D]\ndeals: # &d\n  &d {list}\n"),
    ] {
        match append(&source(Format::Yaml, &text), &played()) {
            Err(Refusal::Unsafe(diagnostic)) => assert_eq!(
                diagnostic.message,
                crate::lang::text!("edit-deals-decorated"),
                "{text}"
            ),
            other => panic!("{other:?} for:\n{text}"),
        }
    }
}

#[test]
fn yaml_names_that_need_quotes_get_them() {
    assert_eq!(yaml_scalar("Ayşe"), "Ayşe");
    assert_eq!(yaml_scalar("yes"), "\"yes\"");
    assert_eq!(yaml_scalar("a: b"), "\"a: b\"");
    assert_eq!(yaml_scalar("#1"), "\"#1\"");
}

/// A name that starts like a date (four digits and a dash) is quoted, though batak's own
/// reader would read it back as text: a YAML 1.1 reader takes `2026-11-27` for a date.
#[test]
fn a_name_that_starts_like_a_date_is_quoted() {
    assert_eq!(yaml_scalar("1999-a"), "\"1999-a\"");
    assert_eq!(yaml_scalar("1999a"), "1999a");
    assert!(append::looks_like_a_date("2026-11-27"));
    assert!(!append::looks_like_a_date("2026"));
    assert!(!append::looks_like_a_date("19999"));
    assert!(!append::looks_like_a_date("199-11"));
}

#[test]
fn a_last_value_ending_in_a_wide_character_is_no_problem() {
    // Found by the append_deal fuzz target: the line end was looked for from inside
    // the "ö".
    let text = "players: [A, B, C, Gö]\ndeals:\n  - declarer: Gö # last\n";
    let out = append(&source(Format::Yaml, text), &played()).unwrap().text;
    assert!(
        out.starts_with(
            "players: [A, B, C, Gö]\ndeals:\n  - declarer: Gö # last\n  - declarer: Burak"
        ),
        "{out}"
    );
}

#[test]
fn the_insertion_is_reported_as_written_with_its_count_of_deals() {
    // What --dry-run shows: the new lines themselves, not the separator before them,
    // also next to characters that share bytes (ç, é) or end a line (ö).
    let text = "players = [\"Ayşe\", \"Burak\", \"Cem\", \"Çiğdem\"]\n\n[[deals]]\ndeclarer = \"Çiğdem\"\nbid = 7\ntricks = [2, 2, 2, 7]\n";
    let appended = append(&source(Format::Toml, text), &played()).unwrap();
    assert_eq!(
        appended.shown,
        "[[deals]]\ndeclarer = \"Burak\"\nbid = 7\ntrump = \"hearts\"\ntricks = [2, 8, 2, 1]"
    );
    assert_eq!(appended.number - 1, 1);
    let text =
        "players: [A, Burak, C, Gö]\ndeals: [{declarer: Gö, bid: 7, tricks: [2, 2, 2, 7]}]\n";
    let appended = append(&source(Format::Yaml, text), &played()).unwrap();
    assert_eq!(
        appended.shown,
        "{ declarer: Burak, bid: 7, trump: hearts, tricks: [2, 8, 2, 1] }"
    );
    let text = "players: [A, Burak, C, Gö]\ndeals:\n  - declarer: Gö\n    bid: 7\n    tricks: [2, 2, 2, 7]\n";
    let appended = append(&source(Format::Yaml, text), &played()).unwrap();
    assert!(
        appended
            .shown
            .starts_with("  - declarer: Burak\n    bid: 7"),
        "{}",
        appended.shown
    );
    let appended = append(
        &source(Format::Yaml, "players: [A, Burak, C, D]\n"),
        &played(),
    )
    .unwrap();
    assert_eq!(appended.number - 1, 0);
}

#[test]
fn a_comment_stays_with_the_deal_it_was_written_beside() {
    // The comment after the last deal of a bracketed list, with or without a comma.
    for (format, text, expected_tail) in [
        (
            Format::Toml,
            "players = [\"A\", \"Burak\", \"C\", \"D\"]\ndeals = [\n  { declarer = \"A\", bid = 5, tricks = [5, 3, 3, 2] },  # A made it\n]\n",
            "tricks = [5, 3, 3, 2] },  # A made it\n  { declarer = \"Burak\", bid = 7, trump = \"hearts\", tricks = [2, 8, 2, 1] },\n]\n",
        ),
        (
            Format::Toml,
            "players = [\"A\", \"Burak\", \"C\", \"D\"]\ndeals = [\n  { declarer = \"A\", bid = 5, tricks = [5, 3, 3, 2] }  # A made it\n]\n",
            "tricks = [5, 3, 3, 2] },  # A made it\n  { declarer = \"Burak\", bid = 7, trump = \"hearts\", tricks = [2, 8, 2, 1] }\n]\n",
        ),
        (
            Format::Yaml,
            "players: [A, Burak, C, D]\ndeals: [\n  {declarer: A, bid: 5, tricks: [5, 3, 3, 2]},  # A made it\n]\n",
            "tricks: [5, 3, 3, 2]},  # A made it\n  { declarer: Burak, bid: 7, trump: hearts, tricks: [2, 8, 2, 1] },\n]\n",
        ),
        (
            Format::Toml,
            "players = [\"A\", \"Burak\", \"C\", \"D\"]\ndeals = [\n  { passed = true }\n  , { passed = true }  # thrown in\n]\n",
            "  , { passed = true }  # thrown in\n  , { declarer = \"Burak\", bid = 7, trump = \"hearts\", tricks = [2, 8, 2, 1] }\n]\n",
        ),
    ] {
        let out = appended_text(format, text);
        assert!(out.ends_with(expected_tail), "{out}");
    }
    // A comment indented inside the last block deal belongs to it; one at the list's
    // own level or less stays after the new deal.
    let text = "players: [A, Burak, C, D]\ndeals:\n  - declarer: A\n    bid: 5\n    tricks: [5, 3, 3, 2]\n    # A made it\n  # next\n# end\n";
    let out = append_and_read_back(Format::Yaml, text, &played(), "");
    assert!(
        out.ends_with("    # A made it\n  - declarer: Burak\n    bid: 7\n    trump: hearts\n    tricks: [2, 8, 2, 1]\n  # next\n# end\n"),
        "{out}"
    );
}

/// Append `played()` to `text` and check it reads back; where a comma is added
/// before a comment, the caller checks the bytes against the text it expects.
fn appended_text(format: Format, text: &str) -> String {
    let appended = append(&source(format, text), &played()).expect("appended");
    let reread = source(format, &appended.text);
    let root = source::parse(&reread).expect("parses");
    let Some(Value::Array(deals)) = root.get("deals").map(|node| &node.value) else {
        panic!("no deals in:\n{}", appended.text);
    };
    assert_reads_back(&deals[deals.len() - 1], &played(), &appended.text);
    appended.text
}

/// `--tricks` as it was given, names trimmed: the text its mistakes are drawn in.
#[test]
fn tricks_are_written_back_as_given() {
    assert_eq!(TricksArg::Counts(vec![2, 8, 2, 1]).to_string(), "2,8,2,1");
    let named = TricksArg::Named(vec![("Ayşe".into(), 3), ("Burak".into(), 10)]);
    assert_eq!(named.to_string(), "Ayşe=3,Burak=10");
}

/// A splice at the end of a CRLF line goes before its `\r`, so the pair stays together;
/// at the very start of a text there is nothing before it.
#[test]
fn a_splice_keeps_crlf_pairs_together() {
    assert_eq!(before_cr("a\r\nb", 2), 1);
    assert_eq!(before_cr("a\nb", 1), 1);
    assert_eq!(before_cr("\r\n", 0), 0);
    assert_eq!(splice("", 0, "x").text, "x");
}

/// How a block list item opens, where its value starts (`^`): after a dash and spaces,
/// or below a dash alone on its line (a comment after it allowed, as YAML reads one).
#[test]
fn a_block_item_opens_with_a_dash_and_spaces_only() {
    let opening =
        |text: &str| block_item_opening(&text.replace('^', ""), text.find('^').expect("a ^"));
    assert_eq!(opening("deals:\n  -   ^a: 1\n"), Some(("  -   ".into(), 6)));
    assert_eq!(
        opening("deals:\n  -\n    ^a: 1\n"),
        Some(("  -\n    ".into(), 4))
    );
    assert_eq!(
        opening("deals:\n  - # c\n    ^a: 1\n"),
        Some(("  -\n    ".into(), 4))
    );
    // Not spaces before the dash, or between it and the value, or nothing between.
    assert_eq!(opening("deals:\nx -  ^a: 1\n"), None);
    assert_eq!(opening("deals:\n  - x ^a: 1\n"), None);
    assert_eq!(opening("deals:\n  -^a: 1\n"), None);
    // `-#c` is no comment (YAML's `#` starts one only after a space).
    assert_eq!(opening("deals:\n  -#c\n    ^a: 1\n"), None);
    assert_eq!(opening("deals:\n  -x\n    ^a: 1\n"), None);
    // The value below its dash must stand to the right of it.
    assert_eq!(opening("deals:\n  -\n  ^a: 1\n"), None);
}

#[test]
fn a_line_ends_at_its_newline_or_at_the_end_of_the_text() {
    assert_eq!(line_end("ab\ncd", 0), 2);
    assert_eq!(line_end("ab\ncd", 2), 2);
    assert_eq!(line_end("ab\ncd", 3), 5);
    assert_eq!(line_end("ab", 9), 2);
}

/// A deal's text as the file writes it, in each of its forms: whole lines, without the
/// comments above them; a `{ … }` alone.
#[test]
fn a_deal_is_read_back_as_it_is_written() {
    let written = |format: Format, text: &str| {
        let source = source(format, text);
        let root = source::parse(&source).expect("parses");
        let Some(Value::Array(deals)) = root.get("deals").map(|node| &node.value) else {
            panic!("no deals")
        };
        deals
            .iter()
            .map(|deal| as_written(&source, deal))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        written(
            Format::Toml,
            "players = [\"A\", \"B\", \"C\", \"D\"]\n# first\n[[deals]]\npassed = true\n\n[[deals]]\nbid = 7\n"
        ),
        [
            Some("[[deals]]\npassed = true".into()),
            Some("[[deals]]\nbid = 7".into())
        ]
    );
    assert_eq!(
        written(
            Format::Yaml,
            "players: [A, B, C, D]\ndeals:\n  # first\n  - passed: true\n  - {bid: 7}\n"
        ),
        [Some("  - passed: true".into()), Some("{bid: 7}".into())]
    );
    // An item opened otherwise (an anchor after its dash) is not one batak edits.
    assert_eq!(
        written(
            Format::Yaml,
            "players: [A, B, C, D]\ndeals:\n  - &first\n    passed: true\n"
        ),
        [None]
    );
}

/// Deal 1 of `text` changed as `set` and `drop` say: the new text, or the message of the
/// refusal as a value.
fn amend_first(
    format: Format,
    text: &str,
    set: Vec<(DealKey, Field)>,
    drop: Vec<DealKey>,
) -> Result<String, crate::lang::Text> {
    let plan = |_: usize, _: &[DealKey]| Ok::<_, ()>(Amendment { set, drop });
    match amend(&source(format, text), Some(1), plan) {
        Ok(amended) => Ok(amended.text),
        Err(NotAmended::Refused(Refusal::Unsafe(diagnostic))) => Err(diagnostic.message),
        Err(other) => panic!("{other:?}"),
    }
}

fn late() -> Vec<(DealKey, Field)> {
    vec![(DealKey::Note, Field::Text("late".into()))]
}

/// A YAML list item that opens otherwise than batak writes one (an anchor after its
/// dash) is refused as laid out unusually, not spliced as if it were plain.
#[test]
fn a_deal_opened_with_an_anchor_is_not_amended() {
    let text = "players: [A, B, C, D]\ndeals:\n  - &first\n    passed: true\n";
    let refused = amend_first(Format::Yaml, text, late(), Vec::new());
    assert!(
        refused.as_ref().err().and_then(crate::lang::Text::id) == Some("edit-deal-unusual"),
        "{refused:?}"
    );
}

/// A value's end is its last content: the white space, blank lines and comment lines its
/// span runs on over are left, but never anything before the span, and a span that opens
/// with `#` (a string's text) is kept.
#[test]
fn a_value_ends_at_its_last_content() {
    let end = |text: &str, span: std::ops::Range<usize>| super::amend::value_end(text, &span);
    let block = "tricks:\n  - 1\n  - 8\n  # the last\n\n";
    assert_eq!(end(block, 7..block.len()), block.find("\n  #").unwrap());
    assert_eq!(end("x:  \n", 3..5), 3);
    assert_eq!(end("# c\n", 0..4), 3);
    assert_eq!(end("[1, 2]", 0..6), 6);
}

/// A YAML key merged into the deal from an anchor is written outside it: changing it is
/// refused as written unusually, and the deal's own keys are still amended.
#[test]
fn a_merged_yaml_key_is_not_amended_in_place() {
    let text = "players: [A, B, C, D]\nbase: &base\n  dealer: B\ndeals:\n  - <<: *base\n    declarer: A\n    bid: 7\n    tricks: [1, 8, 2, 2]\n";
    let dealer = vec![(DealKey::Dealer, Field::Text("C".into()))];
    let refused = amend_first(Format::Yaml, text, dealer, Vec::new());
    assert!(
        refused.as_ref().err().and_then(crate::lang::Text::id) == Some("edit-key-unusual"),
        "{refused:?}"
    );
    assert_eq!(
        amend_first(
            Format::Yaml,
            text,
            vec![(DealKey::Bid, Field::Int(8))],
            Vec::new()
        ),
        Ok(text.replace("bid: 7", "bid: 8"))
    );
}

/// An amended YAML value is written where its value was: after a quoted key, and for a
/// block list under its key, in place of everything after the colon.
#[test]
fn a_yaml_value_is_amended_in_place_after_a_quoted_key_or_a_block_list() {
    let amended = |text: &str, set| amend_first(Format::Yaml, text, set, Vec::new());
    let players = "players: [A, B, C, D]\ndeals:\n";
    assert_eq!(
        amended(
            &format!("{players}  - declarer: A\n    \"bid\": 7\n    'tricks': [1, 8, 2, 2]\n"),
            vec![(DealKey::Bid, Field::Int(8))]
        ),
        Ok(format!(
            "{players}  - declarer: A\n    \"bid\": 8\n    'tricks': [1, 8, 2, 2]\n"
        ))
    );
    assert_eq!(
        amended(
            &format!(
                "{players}  - declarer: A\n    bid: 7\n    tricks:\n      - 1\n      - 8\n      - 2\n      - 2\n"
            ),
            vec![(DealKey::Tricks, Field::Counts(vec![2, 7, 2, 2]))]
        ),
        Ok(format!(
            "{players}  - declarer: A\n    bid: 7\n    tricks: [2, 7, 2, 2]\n"
        ))
    );
}

/// Deal 2 of 3 amended in YAML: its plan is told its number and keys, a key is dropped
/// and one added after the last plain one, the comment lines the value's span runs on
/// over stay, and what it was is reported as written.
#[test]
fn a_middle_deal_is_amended_with_a_key_dropped_and_one_added() {
    let text = "players: [A, B, C, D]\ndeals:\n  - passed: true\n  - declarer: A  # the big one\n    bid: 7\n    tricks: [1, 8, 2, 2]\n    dealer: B\n    # a comment line inside\n\n  - passed: true\n";
    let mut told = None;
    let plan = |number: usize, keys: &[DealKey]| {
        told = Some((number, keys.to_vec()));
        Ok::<_, ()>(Amendment {
            set: vec![(DealKey::Note, Field::Text("late".into()))],
            drop: vec![DealKey::Dealer],
        })
    };
    let amended = amend(&source(Format::Yaml, text), Some(2), plan).expect("amended");
    assert_eq!(
        told,
        Some((
            2,
            vec![
                DealKey::Declarer,
                DealKey::Bid,
                DealKey::Tricks,
                DealKey::Dealer
            ]
        ))
    );
    assert_eq!(amended.number, 2);
    assert_eq!(
        amended.shown,
        "  - declarer: A  # the big one\n    bid: 7\n    tricks: [1, 8, 2, 2]\n    dealer: B\n    # a comment line inside"
    );
    assert_eq!(
        amended.text,
        "players: [A, B, C, D]\ndeals:\n  - passed: true\n  - declarer: A  # the big one\n    bid: 7\n    tricks: [1, 8, 2, 2]\n    note: late\n    # a comment line inside\n\n  - passed: true\n"
    );
}

/// Keys are added or taken out only where every key is written plainly; in TOML a
/// subtable after the deal's own keys (`[deals.hands]`) stays as it is, unless there are
/// no plain keys before it (taking it out is refused as a key not written plainly).
#[test]
fn keys_are_added_or_dropped_only_beside_plainly_written_ones() {
    let attempt = |format, text: &str, drop| amend_first(format, text, late(), drop);
    let unusual = || Err::<String, _>(crate::lang::text!("edit-deal-keys-unusual"));
    let players = "players = [\"A\", \"B\", \"C\", \"D\"]\n";
    let hands = "[deals.hands]\nA = \"SA\"\n";
    let with_hands = format!("{players}[[deals]]\ndeclarer = \"A\"\nbid = 7\n{hands}");
    assert_eq!(
        attempt(Format::Toml, &with_hands, Vec::new()),
        Ok(format!(
            "{players}[[deals]]\ndeclarer = \"A\"\nbid = 7\nnote = \"late\"\n{hands}"
        ))
    );
    // Taking the subtable out is refused before: it is not written plainly.
    assert_eq!(
        attempt(Format::Toml, &with_hands, vec![DealKey::Hands]),
        Err(crate::lang::text!("edit-key-unusual", key = "hands"))
    );
    let hands_alone = format!("{players}[[deals]]\n{hands}");
    assert_eq!(attempt(Format::Toml, &hands_alone, Vec::new()), unusual());
    let tagged = "players: [A, B, C, D]\ndeals:\n  - declarer: A\n    bid: !!int 7\n";
    assert_eq!(attempt(Format::Yaml, tagged, Vec::new()), unusual());
}

/// A deal added to a flow list goes after a trailing comma that spaces stand before (else
/// right after the last item), and takes the spacing of the items, never a line break the list writes as a lone CR.
#[test]
fn a_flow_list_gets_its_deal_after_a_spaced_trailing_comma() {
    let players = "players = [\"A\", \"Burak\", \"C\", \"D\"]\n";
    let new = "{ declarer = \"Burak\", bid = 7, trump = \"hearts\", tricks = [2, 8, 2, 1] }";
    let appended = |format, text: &str| {
        append(&source(format, text), &played())
            .ok()
            .map(|a| a.text)
    };
    let text = format!("{players}deals = [\n  {{ passed = true }} ,\n]\n");
    assert_eq!(
        appended(Format::Toml, &text),
        Some(format!(
            "{players}deals = [\n  {{ passed = true }} ,\n  {new},\n]\n"
        ))
    );
    let text = format!("{players}deals = [ {{ passed = true }} , ]\n");
    assert_eq!(
        appended(Format::Toml, &text),
        Some(format!(
            "{players}deals = [ {{ passed = true }} , {new}, ]\n"
        ))
    );
    // Without a trailing comma, the new one goes right after the last item, the spaces
    // before the bracket staying there.
    let text = format!("{players}deals = [ {{ passed = true }}  ]\n");
    assert_eq!(
        appended(Format::Toml, &text),
        Some(format!(
            "{players}deals = [ {{ passed = true }}, {new}  ]\n"
        ))
    );
    let text = "players: [A, Burak, C, D]\ndeals: [{passed: true},\r{passed: true}]\n";
    assert_eq!(
        appended(Format::Yaml, text),
        Some(text.replace(
            "}]",
            "}, { declarer: Burak, bid: 7, trump: hearts, tricks: [2, 8, 2, 1] }]"
        ))
    );
}

/// A file without deals gets its first one in its own form: a `[[deals]]` table at the
/// end of TOML, a `deals:` block list at the end of YAML.
#[test]
fn the_first_deal_of_a_file_is_written_in_its_own_form() {
    let appended = |format, text: &str| append(&source(format, text), &played()).map(|a| a.text);
    let toml = "players = [\"A\", \"Burak\", \"C\", \"D\"]\n";
    assert_eq!(
        appended(Format::Toml, toml).ok(),
        Some(format!(
            "{toml}\n[[deals]]\ndeclarer = \"Burak\"\nbid = 7\ntrump = \"hearts\"\ntricks = [2, 8, 2, 1]\n"
        ))
    );
    let yaml = "players: [A, Burak, C, D]\n";
    assert_eq!(
        appended(Format::Yaml, yaml).ok(),
        Some(format!(
            "{yaml}deals:\n  - {{ declarer: Burak, bid: 7, trump: hearts, tricks: [2, 8, 2, 1] }}\n"
        ))
    );
}

/// The first key of a deal, written on its list item's dash or first in a flow mapping,
/// is taken out up to the next key: the dash or the brace stays with what follows.
#[test]
fn a_deals_first_key_is_dropped_up_to_the_next() {
    let dropped = |format, text: &str| amend_first(format, text, Vec::new(), vec![DealKey::Dealer]);
    let yaml = "players: [A, B, C, D]\ndeals:\n  - dealer: B\n    declarer: A\n    bid: 7\n";
    assert_eq!(
        dropped(Format::Yaml, yaml),
        Ok(yaml.replace("dealer: B\n    ", ""))
    );
    let toml = "players = [\"A\", \"B\", \"C\", \"D\"]\ndeals = [{ dealer = \"B\", declarer = \"A\", bid = 7 }]\n";
    assert_eq!(
        dropped(Format::Toml, toml),
        Ok(toml.replace("dealer = \"B\", ", ""))
    );
}

/// The spacing between two flow items, to lay the next one out alike: every line's
/// commas and indent kept, comments, spaces at line ends and carriage returns dropped.
#[test]
fn the_spacing_between_items_keeps_each_line() {
    let text = "[a, \t# one\n\r\n  , b]";
    let to = text.find('b').unwrap();
    assert_eq!(append::between(text, 2, to), ",\n\n  , ");
    assert_eq!(append::between("[a b]", 2, 3), " ");
}
