use super::*;
use crate::raw::Value;

/// A name the system finds too long is not said to be a disk's fault.
#[test]
fn a_name_too_long_to_read_is_said_to_be_the_names_fault() {
    let help = |kind: io::ErrorKind| {
        let unreadable = open_error("m.toml", &kind.into());
        let help = unreadable.diagnostic.help.expect("a help");
        let Some(id) = help.id() else {
            panic!("{help:?} is not a catalogue message");
        };
        id
    };
    assert_eq!(help(io::ErrorKind::InvalidFilename), "io-read-name-help");
    assert_eq!(help(io::ErrorKind::Other), "io-read-help");
}

/// `watch` reads with `Special::Refuse`: a FIFO is refused from the open handle, at
/// once, even with no writer (a blocking open slept there for good).
#[test]
fn a_fifo_is_refused_without_blocking_when_asked() {
    let folder = tempfile::Builder::new()
        .prefix("batak-fifo-read-")
        .tempdir()
        .unwrap();
    let fifo = folder.path().join("m.toml");
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let path = fifo.display().to_string();
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = sender
            .send(read_bytes(&path, 1 << 20, Special::Refuse).map_err(|u| u.diagnostic.message));
    });
    let result = receiver
        .recv_timeout(std::time::Duration::from_secs(20))
        .expect("the read of a FIFO returned (it must not block)");
    assert!(result.unwrap_err().contains("not a regular file"));
}

fn parse_as(format: Format, text: &str) -> Result<Node<'static>, Vec<Diagnostic>> {
    let source = Source {
        name: "t".into(),
        text: text.into(),
        format,
    };
    // The tree borrows the source; the tests own it for their length.
    let source: &'static Source = Box::leak(Box::new(source));
    parse(source)
}

fn parse_yaml(text: &str) -> Result<Node<'static>, Vec<Diagnostic>> {
    parse_as(Format::Yaml, text)
}

/// `text` is refused: its aliases would copy more than its size allows.
fn refused_as_too_large(text: &str) {
    let errors = parse_yaml(text).expect_err("too much copied");
    assert!(
        errors[0]
            .message
            .en()
            .contains("larger than its text allows"),
        "{}",
        errors[0].message.en()
    );
}

/// Found by a hostile round: a chain of anchors each holding the one before copies
/// quadratically many values. The budget grows with the file, but only up to an
/// absolute bound: this 1 MB file's chain (~1.4 million values, within twice its
/// length) is refused.
#[test]
fn aliases_copy_no_more_than_an_absolute_bound() {
    let mut text = format!("# {}\nchain:\n- &a0 [1]\n", "x".repeat(1_000_000));
    for level in 1..1_200 {
        text.push_str(&format!("- &a{level} [*a{}]\n", level - 1));
    }
    refused_as_too_large(&text);
}

/// Found by a hostile round: aliases of one long anchored string copied the string each
/// time, so a 1 MB file took 2 GB (a 4 MB one aborted). A string's bytes now count
/// against the budget too, and this file is refused.
#[test]
fn aliases_of_a_long_string_count_its_bytes() {
    let mut text = format!(
        "players: [A, B, C, D]\ndeals:\n- {{passed: true, note: &n \"{}\"}}\n",
        "x".repeat(100_000)
    );
    text.push_str(&"- {passed: true, note: *n}\n".repeat(200));
    refused_as_too_large(&text);
}

/// YAML 1.1's base-60 numbers and underscores are read as those readers read them.
#[test]
fn yaml_11_numbers_read_as_yaml_11_reads_them() {
    let root =
        parse_yaml("a: 1:30\nb: 12:30:45\nc: -1:30.5\nd: 1_\ne: 2026-11-27\nf: 1:60\n").unwrap();
    let value = |key| root.get(key).map(|node| node.value.clone());
    assert_eq!(value("a"), Some(Value::Int(90)));
    assert_eq!(value("b"), Some(Value::Int(45_045)));
    assert_eq!(value("c"), Some(Value::Float(-90.5)));
    assert_eq!(value("d"), Some(Value::Int(1)));
    assert_eq!(value("e"), Some(Value::Date("2026-11-27".into())));
    assert_eq!(value("f"), Some(Value::Str("1:60".into())));
}

fn parse_toml(text: &str) -> Result<Node<'static>, Vec<Diagnostic>> {
    parse_as(Format::Toml, text)
}

fn yaml(text: &str) -> Node<'static> {
    parse_yaml(text).expect("valid YAML")
}

#[test]
fn yaml_spans_cover_values_keys_and_whole_flow_lists() {
    let text = "players: [A, B, C, D]\ndeals:\n  - { declarer: B, bid: 7 }\n";
    let root = yaml(text);
    let entries = root.as_table().unwrap();
    assert_eq!(&text[entries[0].key_span.clone()], "players");
    assert_eq!(&text[entries[0].node.span.clone()], "[A, B, C, D]");
    let deal = &root.get("deals").unwrap();
    let Value::Array(deals) = &deal.value else {
        panic!("deals is a list")
    };
    assert_eq!(&text[deals[0].span.clone()], "{ declarer: B, bid: 7 }");
    assert_eq!(&text[deals[0].get("bid").unwrap().span.clone()], "7");
}

/// A quoted YAML key is spanned from its opening quote to its closing one, as it is
/// written: the edits splice after it on that span alone.
#[test]
fn yaml_quoted_key_spans_cover_their_quotes() {
    let text = "\"players\": [A, B, C, D]\n'deals': []\n";
    let root = yaml(text);
    let entries = root.as_table().unwrap();
    assert_eq!(&text[entries[0].key_span.clone()], "\"players\"");
    assert_eq!(&text[entries[1].key_span.clone()], "'deals'");
}

#[test]
fn toml_spans_cover_values_and_keys() {
    let text = "players = [\"A\", \"B\", \"C\", \"D\"]\n[rules]\nmin_bid = 6\n";
    let root = parse_toml(text).unwrap();
    assert_eq!(
        &text[root.get("players").unwrap().span.clone()],
        "[\"A\", \"B\", \"C\", \"D\"]"
    );
    let rules = root.get("rules").unwrap();
    assert_eq!(&text[rules.get("min_bid").unwrap().span.clone()], "6");
}

#[test]
fn yaml_duplicate_keys_are_syntax_errors() {
    let errors = parse_yaml("a: 1\na: 2\n").unwrap_err();
    assert_eq!(errors[0].code, Code::Syntax);
}

#[test]
fn yaml_alias_bomb_is_refused_not_expanded() {
    let mut text = String::from("a: &a [x, x, x, x, x, x, x, x, x, x]\n");
    for level in 1..12 {
        let prev = level - 1;
        text.push_str(&format!(
            "{}: &{} [*{}, *{}, *{}, *{}, *{}, *{}, *{}, *{}, *{}, *{}]\n",
            (b'a' + level) as char,
            (b'a' + level) as char,
            (b'a' + prev) as char,
            (b'a' + prev) as char,
            (b'a' + prev) as char,
            (b'a' + prev) as char,
            (b'a' + prev) as char,
            (b'a' + prev) as char,
            (b'a' + prev) as char,
            (b'a' + prev) as char,
            (b'a' + prev) as char,
            (b'a' + prev) as char,
        ));
    }
    assert!(parse_yaml(&text).is_err());
}

#[test]
fn big_integers_are_kept_not_wrapped() {
    let root = parse_toml("a = 9223372036854775807\n").unwrap();
    assert_eq!(root.get("a").unwrap().value, Value::Int(i64::MAX));
    let root = yaml("a: 99999999999999999999\n");
    assert!(matches!(
        root.get("a").unwrap().value,
        Value::BigInt(_) | Value::Float(_)
    ));
}

/// Records what a reader hands over, as text spans.
#[derive(Default)]
struct Recorder {
    header_keys: Vec<String>,
    deals: Vec<std::ops::Range<usize>>,
    /// How many times the reader started the fold again.
    resets: usize,
    /// How many deals were handed over in all, over every start.
    handed: usize,
}

fn record(format: Format, text: &str) -> (Recorder, Result<(), Vec<Diagnostic>>) {
    let source = Source {
        name: "t".into(),
        text: text.into(),
        format,
    };
    let starts = std::cell::Cell::new(0);
    let handed = std::cell::Cell::new(0);
    let start = || {
        starts.set(starts.get() + 1);
        Recorder::default()
    };
    let result = fold(&source, start, |recorder, item| match item {
        Item::Header(root) => {
            recorder.header_keys = root
                .as_table()
                .unwrap_or_default()
                .iter()
                .map(|entry| entry.key.to_string())
                .collect();
        }
        Item::Deal(deal) => {
            handed.set(handed.get() + 1);
            recorder.deals.push(deal.span.clone());
        }
    });
    let (mut recorder, result) = match result {
        Ok(read) => (read.state, Ok(())),
        Err(errors) => (Recorder::default(), Err(errors)),
    };
    recorder.resets = starts.get() - 1;
    recorder.handed = handed.get();
    (recorder, result)
}

const TOML: &str = "players = [\"A\", \"B\", \"C\", \"D\"]\n[rules]\nmin_bid = 5\n\n[[deals]]\nbid = 7\n\n  [[deals]]  # two\npassed = true\n";

#[test]
fn toml_reads_a_deal_at_a_time_with_file_spans() {
    let second = TOML.rfind("[[deals]]").unwrap();
    let (recorder, result) = record(Format::Toml, TOML);
    assert!(result.is_ok());
    assert_eq!(recorder.header_keys, ["players", "rules", "deals"]);
    let texts: Vec<&str> = recorder
        .deals
        .iter()
        .map(|span| &TOML[span.clone()])
        .collect();
    assert_eq!(texts, ["[[deals]]", "[[deals]]"]);
    assert_eq!(recorder.deals[1].start, second);
}

#[test]
fn toml_streams_past_multi_line_strings_and_rereads_for_a_late_table() {
    // A multi-line string that looks like a header is a string: it streams.
    let text = TOML.replace("bid = 7", "bid = 7\nnote = \"\"\"\n[[deals]]\n\"\"\"");
    let (recorder, result) = record(Format::Toml, &text);
    assert!(result.is_ok());
    assert_eq!((recorder.deals.len(), recorder.resets), (2, 0), "{text}");
    // A table after the deals completes the header: the deals are read again after it.
    let text = format!("{TOML}[teams]\nx = 1\n");
    let (recorder, result) = record(Format::Toml, &text);
    assert!(result.is_ok());
    assert_eq!((recorder.deals.len(), recorder.resets), (2, 1), "{text}");
    assert_eq!(recorder.header_keys, ["players", "rules", "deals", "teams"]);
}

#[test]
fn toml_syntax_errors_in_any_piece_are_reported_at_file_offsets() {
    let text = TOML.replace("passed = true", "passed = tru");
    let (_, result) = record(Format::Toml, &text);
    let errors = result.unwrap_err();
    let span = errors[0].span.clone().unwrap();
    assert!(
        text[span.start..].starts_with("tru"),
        "{:?}",
        &text[span.start..]
    );
}

#[test]
fn yaml_streams_when_deals_come_last_and_rereads_otherwise() {
    let last = "players: [A, B, C, D]\ndeals:\n  - {bid: 7}\n  - {passed: true}\n";
    let (recorder, result) = record(Format::Yaml, last);
    assert!(result.is_ok());
    assert_eq!(recorder.resets, 0, "streamed");
    assert_eq!(recorder.header_keys, ["players", "deals"]);
    assert_eq!(&last[recorder.deals[1].clone()], "{passed: true}");
    let first = "deals:\n  - {bid: 7}\n  - {passed: true}\nplayers: [A, B, C, D]\n";
    let (recorder, result) = record(Format::Yaml, first);
    assert!(result.is_ok());
    assert_eq!(recorder.header_keys, ["deals", "players"]);
    assert_eq!((recorder.deals.len(), recorder.resets), (2, 1));
    // The text check said "last", but a flow key follows: the reader starts again.
    let tricky = "players: [A, B, C, D]\ndeals: [{bid: 7}]\n? title\n: x\n";
    let (recorder, result) = record(Format::Yaml, tricky);
    assert!(result.is_ok());
    assert_eq!(recorder.deals.len(), 1);
    assert!(recorder.header_keys.contains(&"title".to_owned()));
}

/// Streaming, told from reading the whole tree first: with a syntax error at the very
/// end, the deals before it have already gone to the fold when the error is found
/// (which is then dropped). A whole-tree reader would give none.
#[test]
fn every_layout_hands_over_deals_before_the_file_is_read_to_its_end() {
    let deals = |n: usize, deal: &str| deal.repeat(n);
    let cases = [
        (
            Format::Toml,
            format!(
                "players = [\"A\"]\n{}x = \n",
                deals(50, "[[deals]]\nbid = 7\n")
            ),
        ),
        (
            Format::Toml,
            format!(
                "players = [\"A\"]\ndeals = [\n{}]\nx = \n",
                deals(50, "{bid = 7},\n")
            ),
        ),
        (
            Format::Toml,
            format!(
                "players = [\"A\"]\n{}[rules]\nx = \n",
                deals(50, "[[deals]]\nnote = \"\"\"\n[[deals]]\"\"\"\n")
            ),
        ),
        (
            Format::Yaml,
            format!(
                "players: [A]\ndeals:\n{}x: [\n",
                deals(50, "  - {bid: 7}\n")
            ),
        ),
        (
            Format::Yaml,
            format!(
                "players: [A]\ndeals:\n{}x: [\n",
                deals(50, "  - bid: 7\n    note: |\n      - x\n")
            ),
        ),
        (
            Format::Yaml,
            format!(
                "players: [A]\ndeals: [\n{}]\nx: [\n",
                deals(50, "  {bid: 7},\n")
            ),
        ),
    ];
    for (format, text) in cases {
        let (recorder, result) = record(format, &text);
        assert!(result.is_err(), "{text}");
        assert!(recorder.handed >= 49, "{}: {text}", recorder.handed);
    }
}

/// A large file (past 256 KiB, so TOML is parsed on a thread of its own): the same deals
/// arrive, in order, streamed and whole alike, and an error anywhere still ends the
/// reading.
#[test]
fn large_files_read_the_same() {
    let toml = format!(
        "players = [\"A\"]\n{}",
        "[[deals]]\nbid = 7\nnote = \"x\"\n".repeat(12_000)
    );
    let yaml = format!(
        "players: [A]\ndeals:\n{}",
        "  - {bid: 7, note: x}\n".repeat(12_000)
    );
    for (format, text) in [(Format::Toml, toml), (Format::Yaml, yaml)] {
        assert!(text.len() > 256 * 1024);
        let (recorder, result) = record(format, &text);
        assert!(result.is_ok());
        assert_eq!((recorder.deals.len(), recorder.resets), (12_000, 0));
        assert!(
            recorder
                .deals
                .windows(2)
                .all(|pair| pair[0].end <= pair[1].start)
        );
        crate::harness::fuzz_reader(format == Format::Yaml, text.as_bytes());
        for broken in [format!("{text}x = [\n"), format!("bid: [\n{text}")] {
            let (_, result) = record(format, &broken);
            assert!(result.is_err(), "{format:?}");
        }
    }
}

/// Deals that arrive whole in YAML (an alias to a list, a merge key) still go to the
/// sink one by one, after the header; streamed and whole readings agree.
#[test]
fn yaml_deals_through_an_alias_or_a_merge_key_are_read() {
    let merged = "<<: {deals: [{bid: 7}, {passed: true}]}\nplayers: [A, B, C, D]\n";
    let (recorder, result) = record(Format::Yaml, merged);
    assert!(result.is_ok());
    assert_eq!(recorder.deals.len(), 2);
    crate::harness::fuzz_reader(true, merged.as_bytes());
    let aliased = "players: &p [A, B, C, D]\ndeals: *p\n";
    let (recorder, _) = record(Format::Yaml, aliased);
    assert_eq!(recorder.deals.len(), 4);
    crate::harness::fuzz_reader(true, aliased.as_bytes());
}

/// Anchors nested in anchors are charged what they keep: a list inside 60 of them
/// is stopped, not held 60 times.
#[test]
fn yaml_nested_anchors_are_charged_against_the_budget() {
    let levels = 60;
    let mut text = String::from("players: [A]\nx: ");
    for level in 0..levels {
        text.push_str(&format!("&a{level} ["));
    }
    text.push_str(&vec!["1"; 20_000].join(","));
    text.push_str(&"]".repeat(levels));
    text.push('\n');
    refused_as_too_large(&text);
}

/// A tab that starts a line is pointed at, not the character after it.
#[test]
fn a_tab_at_the_start_of_a_line_is_pointed_at() {
    let text = "players: [A, B, C, D]\ndeals:\n\t- {bid: 7}\n";
    let errors = parse_yaml(text).expect_err("a tab");
    assert_eq!(errors[0].span, Some(29..30));
    assert_eq!(&text[29..30], "\t");
}

/// Past 32 keys a table finds its keys by hash: a key given twice is still caught,
/// named at both places, in TOML (also after a table is reopened) and YAML. The key
/// given twice (k38) was added after the index was built, so an index no longer kept up
/// to date fails here.
#[test]
fn large_tables_still_catch_a_key_given_twice() {
    let lines = |form: &str, count: usize| -> String {
        (0..count)
            .map(|n| form.replace('N', &n.to_string()))
            .collect()
    };
    let keys = lines("kN = 1\n", 40);
    let toml = format!("[x.y]\n[x]\n{keys}k38 = 2\n");
    let errors = parse_toml(&toml).expect_err("k38 twice");
    assert!(
        errors[0].message.en().contains("\"k38\" is given twice"),
        "{}",
        errors[0].message.en()
    );
    let first = errors[0].also.first().expect("first place").0.clone();
    assert_eq!(&toml[first.clone()], "k38");
    assert!(toml[..first.start].contains("k37 = 1\n"));
    let keys = lines("kN: 1\n", 40);
    let yaml = format!("{keys}k38: 2\n");
    let errors = parse_yaml(&yaml).expect_err("k38 twice");
    assert!(
        errors[0].message.en().contains("\"k38\" is given twice"),
        "{}",
        errors[0].message.en()
    );
    // A merged key may still be given again, past the index too.
    let merged = format!(
        "base: &b {{k39: 0}}\nx:\n  <<: *b\n{}  k39: 5\n",
        lines("  kN: 1\n", 39)
    );
    let root = parse_yaml(&merged).expect("merged");
    assert_eq!(
        root.get("x")
            .and_then(|x| x.get("k39"))
            .map(|n| n.value.clone()),
        Some(Value::Int(5))
    );
}

/// `read_deals` keeps two deals' trees, not the file's, yet agrees with `parse` on
/// everything it keeps: the top-level table, how many deals, every deal shown to
/// `each` (spans and values), and the wanted deal with the one before it, in every
/// layout (inline lists, flow and block YAML, aliases, merge keys, deals before the
/// header, a late table, multi-line strings).
#[test]
#[expect(
    clippy::too_many_lines,
    reason = "a table of layouts, each case a few lines"
)]
fn reading_for_a_change_agrees_with_the_whole_tree() {
    let layouts = [
        (
            Format::Toml,
            "players = [\"A\", \"B\", \"C\", \"D\"]\n[rules]\nend = \"none\"\n\n[[deals]]\ndeclarer = \"A\"\nbid = 5\ntricks = [5, 3, 3, 2]\n\n# two\n[[deals]]\npassed = true\nnote = \"\"\"\n[[deals]]\n\"\"\"\n[[deals]]\nbid = 7\n[deals.hands]\nx = 1\n",
            3,
        ),
        (
            Format::Toml,
            "players = [\"A\", \"B\", \"C\", \"D\"]\ndeals = [\n  { declarer = \"A\", bid = 5 },  # one\n  { passed = true }, { bid = 6 },\n]\n[rules]\nend = \"none\"\n",
            3,
        ),
        (
            Format::Toml,
            "\"deals\" = [{ bid = 5 }, { bid = 6 }, { bid = 7 }]\nplayers = [\"A\"]\n",
            3,
        ),
        (
            Format::Toml,
            "players = [\"A\"]\n[[deals]]\nbid = 5\n[[deals]]\nbid = 6\n[teams]\nx = 1\n",
            2,
        ),
        (
            Format::Yaml,
            "players: [A, B, C, D]\ndeals:\n  - declarer: A\n    bid: 5\n    # inside\n  - {passed: true}\n  -\n    bid: 7\n    note: |\n      - x\n",
            3,
        ),
        (
            Format::Yaml,
            "deals: [\n  {bid: 5}, {bid: 6},\n  {bid: 7}\n]\nplayers: [A, B, C, D]\n",
            3,
        ),
        (
            Format::Yaml,
            "players: [A, B, C, D]\ndeals:\n  - &d\n    declarer: B\n    bid: 7\n  - note: again\n    <<: *d\n  - *d\n",
            3,
        ),
        (
            Format::Yaml,
            "base: &b [{bid: 5}, {passed: true}]\n<<: {deals: *b}\nplayers: [A]\n",
            2,
        ),
        (Format::Yaml, "players: &p [A, B, C, D]\ndeals: *p\n", 4),
        (Format::Yaml, "players: [A]\ndeals: ~\n", 0),
        (Format::Toml, "players = [\"A\"]\ndeals = 5\n", 0),
        (Format::Toml, "players = [\"A\"]\n", 0),
    ];
    for (format, text, count) in layouts {
        let whole = parse_as(format, text).unwrap_or_else(|e| panic!("{e:?}: {text}"));
        let items: &[Node<'_>] = match whole.get(DEALS).map(|node| &node.value) {
            Some(Value::Array(items)) => items,
            _ => &[],
        };
        assert_eq!(items.len(), count, "{text}");
        let mut header = whole.clone();
        if let Value::Table(entries) = &mut header.value
            && let Some(entry) = entries.iter_mut().find(|entry| entry.key == DEALS)
            && let Value::Array(items) = &mut entry.node.value
        {
            items.clear();
        }
        let source = Source {
            name: "t".into(),
            text: text.into(),
            format,
        };
        // The reading that streams into a fold ends with the same top-level table.
        let streamed = fold(&source, || (), |(), _| {}).expect("reads");
        assert_eq!(streamed.root, header, "{text}");
        let numbers = (1..=items.len() + 1).map(Some).chain([None]);
        for number in numbers {
            let mut shown = Vec::new();
            let read = read_deals(&source, number, &mut |index, deal| {
                shown.truncate(index);
                shown.push(deal.clone());
            })
            .expect("reads");
            assert_eq!(read.root, header, "{number:?}: {text}");
            assert_eq!(read.count, items.len(), "{number:?}: {text}");
            if read
                .list()
                .is_some_and(|list| matches!(list.value, Value::Array(_)))
            {
                assert_eq!(shown, items, "{number:?}: {text}");
            }
            // The same from the reading that judges the file (read again after a late
            // table: the deals kept and shown start again).
            let mut again = Vec::new();
            let begin = || (crate::validate::Checker::new(&[]), Keep::new(number), 0);
            let streamed = fold(&source, begin, |(checker, keep, index), item| {
                checker.take(&item);
                if let Item::Deal(deal) = &item {
                    again.truncate(*index);
                    again.push(deal.clone());
                    *index += 1;
                }
                keep.take(item);
            })
            .expect("reads");
            let streamed = streamed.state.1.into_deals(streamed.root);
            assert_eq!(streamed.root, read.root, "{number:?}: {text}");
            assert_eq!(
                (streamed.count, &streamed.kept, streamed.first),
                (read.count, &read.kept, read.first),
                "{number:?}: {text}"
            );
            if read
                .list()
                .is_some_and(|list| matches!(list.value, Value::Array(_)))
            {
                assert_eq!(again, items, "{number:?}: {text}");
            }
            let Some(index) = number.unwrap_or(items.len()).checked_sub(1) else {
                continue;
            };
            if index >= items.len() {
                assert!(read.around(index).is_empty(), "{number:?}: {text}");
                continue;
            }
            assert_eq!(read.item(index), Some(&items[index]), "{number:?}: {text}");
            assert_eq!(
                read.around(index),
                &items[index.saturating_sub(1)..=index],
                "{number:?}: {text}"
            );
            // Nothing else was kept.
            let others = (0..items.len())
                .filter(|&other| other != index && other + 1 != index)
                .filter(|&other| read.item(other).is_some())
                .count();
            assert_eq!(others, 0, "{number:?}: {text}");
        }
    }
}

/// A file of exactly `--max-size` bytes is read; one byte more is refused, whether the
/// size is known beforehand (a file) or found while reading (standard input, a FIFO).
#[test]
fn max_size_is_the_most_read_not_one_byte_less() {
    let text = "players = [\"A\", \"B\", \"C\", \"D\"]\n";
    let size = text.len() as u64;
    let folder = tempfile::tempdir().expect("a folder");
    let path = folder.path().join("m.toml");
    std::fs::write(&path, text).expect("write");
    let path = path.to_str().expect("a UTF-8 path");
    let read = |max| read(path, None, max, Special::Read);
    assert!(read(size).is_ok(), "a file of exactly the limit");
    let refused = read(size - 1).expect_err("one byte over");
    assert_eq!(refused.diagnostic.code, Code::IoTooLarge);
    let streamed = |max| read_text(text.as_bytes(), "<stdin>", max, 0);
    assert_eq!(streamed(size).expect("exactly the limit"), text.as_bytes());
    let refused = streamed(size - 1).expect_err("one byte over");
    assert_eq!(refused.diagnostic.code, Code::IoTooLarge);
}

/// A stream is checked as each read brings it: a NUL, or more than `--max-size`, in what
/// the first read gave is reported without reading on (a producer that pauses, or never
/// ends, is not waited on).
#[test]
fn a_stream_is_checked_as_each_read_brings_it() {
    /// Gives its bytes in one read; a second read is a failure of the test.
    struct Once(Option<&'static [u8]>);
    impl std::io::Read for Once {
        fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
            let bytes = self.0.take().expect("no second read");
            buffer[..bytes.len()].copy_from_slice(bytes);
            Ok(bytes.len())
        }
    }
    let refused = read_text(Once(Some(b"x\0")), "<stdin>", 1 << 20, 0).expect_err("a NUL");
    assert_eq!(refused.diagnostic.code, Code::IoBinary);
    let refused = read_text(Once(Some(b"players = 1\n")), "<stdin>", 5, 0).expect_err("too large");
    assert_eq!(refused.diagnostic.code, Code::IoTooLarge);
}

#[test]
fn each_parser_message_is_named_by_the_parsers_own_words() {
    use crate::lang::{Lang, ids};
    let named: Vec<String> = ids(Lang::En)
        .into_iter()
        .filter(|id| id.starts_with("parser-"))
        .collect();
    assert!(named.len() > 100, "{named:?}");
    for id in named {
        // Found from its English words, which are what the parser says.
        let english = crate::lang::format(Lang::En, &id, &[]);
        assert_eq!(format!("parser-{}", crate::lang::slug(&english)), id);
        let found = syntax::parser_words(&english);
        assert_eq!(found.en(), english);
        for lang in [Lang::Tr, Lang::De] {
            assert_ne!(found.in_lang(lang), id, "{id} in {lang:?}");
        }
    }
}

#[test]
fn a_parser_mistake_is_said_in_the_language_of_the_run() {
    use crate::lang::Lang;
    let say = |text: &str, lang| parse_toml(text).unwrap_err()[0].message.in_lang(lang);
    let missing = "players = [\"A\" \"B\"]\n";
    assert_eq!(
        say(missing, Lang::En),
        "TOML: missing comma between array elements, expected `,`"
    );
    assert_eq!(
        say(missing, Lang::Tr),
        "TOML: liste öğeleri arasında virgül eksik; beklenen: `,`"
    );
    assert_eq!(
        say("date = 2026-13-01\n", Lang::De),
        "TOML: ungültiges Datum; erwartet: ein Monat zwischen 01 und 12"
    );
    let yaml = |text: &str, lang| parse_yaml(text).unwrap_err()[0].message.in_lang(lang);
    assert_eq!(
        yaml("players: [A, B\n", Lang::Tr),
        "YAML: kapanmamış ayraç '['"
    );
    assert_eq!(
        yaml("a: b: c\n", Lang::De),
        "YAML: hier ist kein Schlüssel: Wert erlaubt (steht ': ' in einem Wert? Setzen Sie ihn in Anführungszeichen)"
    );
    // Words the catalogue does not hold (a newer parser's) are shown as written.
    assert_eq!(
        syntax::parser_words("a mistake no parser makes yet").in_lang(Lang::Tr),
        "a mistake no parser makes yet"
    );
}

/// Found by a hostile round: 4 MB of one key given again and again kept all 700,000
/// of its errors (0.9 GB), and the language server published them all.
#[test]
fn a_file_of_more_syntax_errors_than_are_kept_keeps_the_first_and_counts_the_rest() {
    use crate::diagnostic::{Code, MAX_KEPT};
    let again = 3 * MAX_KEPT;
    let text = format!(
        "players = [\"A\", \"B\", \"C\", \"D\"]\n{}",
        "a = 1\n".repeat(again + 1)
    );
    let diagnostics = parse_toml(&text).unwrap_err();
    assert_eq!(diagnostics.len(), MAX_KEPT + 1);
    let first_again = text.find("a = 1").unwrap() + "a = 1\n".len();
    assert_eq!(diagnostics[0].span, Some(first_again..first_again + 1));
    let summary = &diagnostics[MAX_KEPT];
    assert_eq!(summary.code, Code::Omitted);
    assert_eq!(
        summary.message.arg("errors"),
        Some(&crate::lang::Arg::Int(
            i64::try_from(again - MAX_KEPT).unwrap()
        ))
    );
    // An unclosed bracket still stands for them all.
    let unclosed = text.replacen("\"D\"]", "\"D\"", 1);
    let diagnostics = parse_toml(&unclosed).unwrap_err();
    assert_eq!(diagnostics.len(), 1, "{:?}", diagnostics.first());
}

/// Found by a hostile round: a table header left unclosed hid every other mistake, as an
/// unclosed list does; the header ends at its line, so the others are told too.
#[test]
fn an_unclosed_table_header_hides_no_other_mistake() {
    let text = "players = [\"A\", \"B\", \"C\", \"D\"]\nx = 1\nx = 2\n[rules\n";
    let diagnostics = parse_toml(text).unwrap_err();
    assert_eq!(diagnostics.len(), 2, "{diagnostics:?}");
}
