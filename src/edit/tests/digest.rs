//! The digest taken with the splice, and the safety net that refuses a splice that would
//! change anything but the new deal.

use super::*;

/// The digest the splice takes in its one reading of the file is the file's own (as
/// a reading for the digest alone makes it), for every change and layout; and it
/// catches a splice that would change anything else.
#[test]
fn the_digest_taken_with_the_splice_is_the_files() {
    let same = |a: &Digest, b: &Digest| {
        (&a.outside, &a.deals, &a.entries) == (&b.outside, &b.deals, &b.entries)
    };
    for (format, text) in [
        (
            Format::Toml,
            "title = \"x\"\nplayers = [\"A\", \"Burak\", \"C\", \"D\"]\n[[deals]]\ndeclarer = \"A\"\nbid = 5\ntricks = [5, 3, 3, 2]\n[[deals]]\npassed = true\nnote = \"n\"\n[rules]\nend = \"none\"\n",
        ),
        (
            Format::Toml,
            "players = [\"A\", \"Burak\", \"C\", \"D\"]\ndeals = [\n  { declarer = \"A\", bid = 5, tricks = [5, 3, 3, 2] },\n  { passed = true, note = \"n\" },\n]\n",
        ),
        (
            Format::Yaml,
            "players: [A, Burak, C, D]\ndeals:\n  - &d\n    declarer: A\n    bid: 5\n    tricks: [5, 3, 3, 2]\n  - note: n\n    <<: *d\n",
        ),
        (
            Format::Yaml,
            "deals: [{declarer: A, bid: 5, tricks: [5, 3, 3, 2]}, {passed: true, note: n}]\nplayers: [A, Burak, C, D]\n",
        ),
    ] {
        let original = source(format, text);
        let last = Digest::of(&original, Some(1)).expect("reads");
        let first = Digest::of(&original, Some(0)).expect("reads");
        let appended = append(&original, &played()).expect("appended");
        let before = appended.before.expect("a digest");
        assert!(same(&before, &last), "{text}");
        let removed = remove(&original, Some(2)).expect("removed");
        assert!(same(&removed.before, &last), "{text}");
        if let Ok(removed) = remove(&original, Some(1)) {
            assert!(same(&removed.before, &first), "{text}");
        }
        let amended = amend(&original, None, |_, _| {
            Ok::<_, ()>(Amendment {
                set: vec![(DealKey::Note, Field::Text("m".into()))],
                drop: Vec::new(),
            })
        })
        .expect("amended");
        assert!(same(&amended.digest, &last), "{text}");
        let after = Digest::of(&source(format, &amended.text), Some(1)).expect("reads");
        let change = net_amended(1, vec![DealKey::Note]);
        assert_eq!(
            changed_besides(&amended.digest, &after, &change),
            None,
            "{text}"
        );
        // The same change, said to be another: the net catches what else changed.
        let other = net_amended(1, vec![DealKey::Bid]);
        assert!(
            changed_besides(&amended.digest, &after, &other).is_some(),
            "{text}"
        );
        let elsewhere = net_amended(0, vec![DealKey::Note]);
        assert_eq!(
            changed_besides(&amended.digest, &after, &elsewhere)
                .map(|t| t.en())
                .as_deref(),
            Some("the edit would change deal 2 as well"),
            "{text}"
        );
        let after = Digest::of(&source(format, &appended.text), None).expect("reads");
        assert_eq!(
            changed_besides(&before, &after, &net_added()),
            None,
            "{text}"
        );
        assert!(
            changed_besides(&before, &after, &net_removed(0)).is_some(),
            "{text}"
        );
    }
}

/// The net fed by the reading that validates the changed file (a deal at a time, read
/// again when a table comes after the deals) says what comparing the two files'
/// digests says, changes it must catch included.
#[test]
#[expect(
    clippy::too_many_lines,
    reason = "a table of changes and layouts, each case a few lines"
)]
fn the_net_read_with_validation_says_what_the_digests_say() {
    let session = crate::pipeline::Session {
        flags: Vec::new(),
        strict: false,
        input_format: None,
        max_size: u64::MAX,
        special: source::Special::Read,
    };
    let toml = "players = [\"A\", \"B\", \"C\", \"D\"]\n[[deals]]\ndeclarer = \"A\"\nbid = 5\ntricks = [5, 3, 3, 2]\n[[deals]]\npassed = true\n[rules]\nend = \"none\"\n";
    let yaml = "deals:\n  - {declarer: A, bid: 5, tricks: [5, 3, 3, 2]}\n  - {passed: true}\nplayers: [A, B, C, D]\n";
    let amend_toml = |from: &str, to: &str| toml.replacen(from, to, 1);
    let cases = [
        (
            Format::Toml,
            toml,
            toml.replace("[rules]", "[[deals]]\npassed = true\n[rules]"),
            net_added(),
            None,
        ),
        (
            Format::Toml,
            toml,
            toml.replace("bid = 5", "bid = 6")
                .replace("[rules]", "[[deals]]\npassed = true\n[rules]"),
            net_added(),
            Some("the edit would change deal 1 as well"),
        ),
        (
            Format::Toml,
            toml,
            toml.replace("[rules]", "[[deals]]\npassed = true\n[rules]")
                .replace("none", "target"),
            net_added(),
            Some(
                "the edit would change the file outside its deals (a title, the players, the rules)",
            ),
        ),
        (
            Format::Toml,
            toml,
            toml.replace("[[deals]]\npassed = true\n", ""),
            net_removed(1),
            None,
        ),
        (
            Format::Toml,
            toml,
            toml.replace(
                "[[deals]]\ndeclarer = \"A\"\nbid = 5\ntricks = [5, 3, 3, 2]\n",
                "",
            ),
            net_removed(1),
            Some("the edit would change deal 1 as well"),
        ),
        (
            Format::Toml,
            toml,
            amend_toml("bid = 5", "bid = 6"),
            net_amended(0, vec![DealKey::Bid]),
            None,
        ),
        (
            Format::Toml,
            toml,
            amend_toml("bid = 5", "bid = 6"),
            net_amended(0, vec![DealKey::Tricks]),
            Some("the edit would change more of deal 1 than was asked"),
        ),
        (
            Format::Toml,
            toml,
            amend_toml("passed = true", "passed = false"),
            net_amended(0, vec![DealKey::Bid]),
            Some("the edit would change deal 2 as well"),
        ),
        (
            Format::Yaml,
            yaml,
            yaml.replace("\nplayers", "\n  - {passed: true}\nplayers"),
            net_added(),
            None,
        ),
        (
            Format::Yaml,
            yaml,
            yaml.replace("bid: 5", "bid: 6")
                .replace("\nplayers", "\n  - {passed: true}\nplayers"),
            net_added(),
            Some("the edit would change deal 1 as well"),
        ),
        (
            Format::Yaml,
            yaml,
            yaml.replace("  - {passed: true}\n", ""),
            net_removed(1),
            None,
        ),
        (
            Format::Yaml,
            yaml,
            yaml.replace(
                "  - {passed: true}\n",
                "  - {passed: true}\n  - {passed: true}\n",
            ),
            net_removed(1),
            Some("the edit would not remove exactly one deal"),
        ),
    ];
    // A deal from the middle: the deals after it move up one.
    let three = toml.replace("[rules]", "[[deals]]\nbid = 7\n[rules]");
    let first = "[[deals]]\ndeclarer = \"A\"\nbid = 5\ntricks = [5, 3, 3, 2]\n";
    let middle = [
        (three.replacen(first, "", 1), net_removed(0), None),
        (
            three.replacen(first, "", 1),
            net_removed(1),
            Some("the edit would change deal 1 as well"),
        ),
        (
            three.replacen("[[deals]]\npassed = true\n", "", 1),
            net_removed(1),
            None,
        ),
    ];
    let cases =
        cases
            .into_iter()
            .chain(middle.into_iter().map(|(after, change, expected)| {
                (Format::Toml, three.as_str(), after, change, expected)
            }));
    for (format, before, after, change, expected) in cases {
        let (before, after) = (source(format, before), source(format, &after));
        let deal = change.amended();
        let digests = unexpected_change(&before, &after, &change);
        assert_eq!(
            digests.as_ref().map(crate::lang::Text::en).as_deref(),
            expected,
            "{}",
            after.text
        );
        let old = Digest::of(&before, deal).expect("reads");
        let check = || Check::new(&after, &old, &change);
        let judged = session.judge(
            &after,
            &[Vec::new()],
            crate::pipeline::Strictness::Off,
            check,
            |check, item| {
                if let crate::source::Item::Deal(deal) = item {
                    check.deal(&deal);
                }
            },
        );
        let read = judged.read.and_then(|read| {
            let mut check = read.state;
            check.verdict(&read.root)
        });
        assert_eq!(read, digests, "{}", after.text);
    }
}

#[test]
fn the_safety_net_names_an_earlier_deal_that_would_change() {
    let before = source(
        Format::Yaml,
        "players: [A, B, C, D]\ndeals:\n  - {declarer: B, bid: 7}\n  - {passed: true}\n",
    );
    let changed = source(
        Format::Yaml,
        "players: [A, B, C, D]\ndeals:\n  - {declarer: B, bid: 8}\n  - {passed: true}\n  - {passed: true}\n",
    );
    assert_eq!(
        unexpected_change(&before, &changed, &net_added())
            .map(|t| t.en())
            .as_deref(),
        Some("the edit would change deal 1 as well")
    );
    let added = source(
        Format::Yaml,
        "players: [A, B, C, D]\ndeals:\n  - {declarer: B, bid: 7}\n  - {passed: true}\n  - {passed: true}\n",
    );
    assert_eq!(unexpected_change(&before, &added, &net_added()), None);
    let retitled = source(
        Format::Yaml,
        "title: x\nplayers: [A, B, C, D]\ndeals:\n  - {declarer: B, bid: 7}\n  - {passed: true}\n  - {passed: true}\n",
    );
    assert!(
        unexpected_change(&before, &retitled, &net_added())
            .is_some_and(|problem| problem.contains("outside its deals"))
    );
}
