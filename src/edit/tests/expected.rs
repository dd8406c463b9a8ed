//! The second safety net, on matches that differ from what was asked in one way each:
//! every way is caught, and what was asked passes.

use super::super::{Asked, Change as Expected, TricksArg, unexpected};
use crate::pipeline::scored_toml as scored;

const PLAYERS: &str = "players = [\"A\", \"B\", \"C\", \"D\"]\n";

fn deal(declarer: &str, bid: u8, tricks: &str) -> String {
    format!("[[deals]]\ndeclarer = \"{declarer}\"\nbid = {bid}\ntricks = [{tricks}]\n")
}

#[test]
fn an_amended_deal_must_hold_what_was_asked() {
    let old = scored(&format!(
        "{PLAYERS}{}{}",
        deal("A", 8, "8, 2, 2, 1"),
        deal("B", 5, "2, 6, 3, 2")
    ));
    let asked = Asked {
        bid: Some(9),
        tricks: Some(TricksArg::Counts(vec![9, 2, 1, 1])),
        ..Asked::default()
    };
    let expected = Expected::Amended {
        number: 1,
        deals: 2,
        touched: Vec::new(),
        asked: &asked,
    };
    let right = scored(&format!(
        "{PLAYERS}{}{}",
        deal("A", 9, "9, 2, 1, 1"),
        deal("B", 5, "2, 6, 3, 2")
    ));
    assert_eq!(unexpected(&old, &right, &expected), None);
    // The bid written wrong: the first net lets it by (the bid was to change).
    let wrong_bid = scored(&format!(
        "{PLAYERS}{}{}",
        deal("A", 7, "9, 2, 1, 1"),
        deal("B", 5, "2, 6, 3, 2")
    ));
    assert_eq!(
        unexpected(&old, &wrong_bid, &expected)
            .map(|t| t.en())
            .as_deref(),
        Some("the edit would not change deal 1 as asked")
    );
    let wrong_tricks = scored(&format!(
        "{PLAYERS}{}{}",
        deal("A", 9, "9, 1, 2, 1"),
        deal("B", 5, "2, 6, 3, 2")
    ));
    assert!(unexpected(&old, &wrong_tricks, &expected).is_some());
    let wrong_declarer = scored(&format!(
        "{PLAYERS}{}{}",
        deal("C", 9, "9, 2, 1, 1"),
        deal("B", 5, "2, 6, 3, 2")
    ));
    assert!(unexpected(&old, &wrong_declarer, &expected).is_some());
    // Another deal changed too.
    let other = scored(&format!(
        "{PLAYERS}{}{}",
        deal("A", 9, "9, 2, 1, 1"),
        deal("B", 6, "2, 6, 3, 2")
    ));
    assert_eq!(
        unexpected(&old, &other, &expected)
            .map(|t| t.en())
            .as_deref(),
        Some("the edit would change deal 2 as well as change deal 1")
    );
    // The dealer and the note asked for.
    let asked = Asked {
        dealer: Some("D".into()),
        ..Asked::default()
    };
    let expected = Expected::Amended {
        number: 2,
        deals: 2,
        touched: Vec::new(),
        asked: &asked,
    };
    let dealt = scored(&format!(
        "{PLAYERS}{}{}dealer = \"D\"\n",
        deal("A", 8, "8, 2, 2, 1"),
        deal("B", 5, "2, 6, 3, 2")
    ));
    assert_eq!(unexpected(&old, &dealt, &expected), None);
    assert!(
        unexpected(&old, &old, &expected).is_some(),
        "the dealer not written"
    );
}

#[test]
fn an_added_or_removed_deal_leaves_the_others_as_they_were() {
    let one = scored(&format!("{PLAYERS}{}", deal("A", 8, "8, 2, 2, 1")));
    let two = scored(&format!(
        "{PLAYERS}{}{}",
        deal("A", 8, "8, 2, 2, 1"),
        deal("B", 5, "2, 6, 3, 2")
    ));
    let changed = scored(&format!(
        "{PLAYERS}{}{}",
        deal("A", 7, "8, 2, 2, 1"),
        deal("B", 5, "2, 6, 3, 2")
    ));
    let added = Expected::Added { deals_before: 1 };
    assert_eq!(unexpected(&one, &two, &added), None);
    assert_eq!(
        unexpected(&one, &changed, &added)
            .map(|t| t.en())
            .as_deref(),
        Some("the edit would change deal 1 as well as add one")
    );
    assert!(unexpected(&one, &one, &added).is_some(), "nothing added");
    let removed = Expected::Removed {
        number: 2,
        deals_before: 2,
    };
    assert_eq!(unexpected(&two, &one, &removed), None);
    let first_gone = scored(&format!("{PLAYERS}{}", deal("B", 5, "2, 6, 3, 2")));
    assert!(
        unexpected(&two, &first_gone, &removed).is_some(),
        "the wrong deal"
    );
}

#[test]
fn the_header_and_the_rules_change_only_as_asked() {
    let old = scored(&format!(
        "title = \"Friday\"\n{PLAYERS}{}",
        deal("A", 8, "8, 2, 2, 1")
    ));
    let retitled = scored(&format!(
        "title = \"Saturday\"\n{PLAYERS}{}",
        deal("A", 8, "8, 2, 2, 1")
    ));
    let header = |title| Expected::Header {
        title,
        date: None,
        not_as_asked: "not as asked".into(),
    };
    assert_eq!(unexpected(&old, &retitled, &header(Some("Saturday"))), None);
    assert_eq!(
        unexpected(&old, &retitled, &header(Some("Sunday")))
            .map(|t| t.en())
            .as_deref(),
        Some("not as asked")
    );
    assert!(
        unexpected(&old, &retitled, &header(None)).is_some(),
        "the title kept"
    );
    let rules = scored(&format!(
        "title = \"Friday\"\n{PLAYERS}[rules]\ndouble_penalty = true\n{}",
        deal("A", 8, "8, 2, 2, 1")
    ));
    assert_eq!(
        unexpected(&old, &rules, &Expected::Added { deals_before: 1 })
            .map(|t| t.en())
            .as_deref(),
        Some("the edit would change the players, teams or rules")
    );
}

/// A rename must leave the match as it was, name for name: a deal, a note, the other
/// players, a team the file names, all caught.
#[test]
fn a_rename_changes_the_name_and_nothing_else() {
    let old = scored(&format!(
        "{PLAYERS}{}note = \"A's\"\n{}",
        deal("A", 8, "8, 2, 2, 1"),
        deal("B", 5, "2, 6, 3, 2")
    ));
    let expected = Expected::Renamed {
        from: "A",
        to: "Ayşe",
    };
    let renamed = |players: &str, first: &str, note: &str, second: &str| {
        scored(&format!(
            "players = [{players}]\n{first}note = \"{note}\"\n{second}"
        ))
    };
    let right = renamed(
        "\"Ayşe\", \"B\", \"C\", \"D\"",
        &deal("Ayşe", 8, "8, 2, 2, 1"),
        "A's",
        &deal("B", 5, "2, 6, 3, 2"),
    );
    assert_eq!(unexpected(&old, &right, &expected), None);
    for wrong in [
        // A bid changed, a note changed, another player renamed, a seat changed.
        renamed(
            "\"Ayşe\", \"B\", \"C\", \"D\"",
            &deal("Ayşe", 9, "9, 2, 1, 1"),
            "A's",
            &deal("B", 5, "2, 6, 3, 2"),
        ),
        renamed(
            "\"Ayşe\", \"B\", \"C\", \"D\"",
            &deal("Ayşe", 8, "8, 2, 2, 1"),
            "Ayşe's",
            &deal("B", 5, "2, 6, 3, 2"),
        ),
        renamed(
            "\"Ayşe\", \"Bo\", \"C\", \"D\"",
            &deal("Ayşe", 8, "8, 2, 2, 1"),
            "A's",
            &deal("Bo", 5, "2, 6, 3, 2"),
        ),
        renamed(
            "\"Ayşe\", \"B\", \"C\", \"D\"",
            &deal("Ayşe", 8, "8, 2, 2, 1"),
            "A's",
            &deal("C", 5, "2, 3, 6, 2"),
        ),
    ] {
        assert!(unexpected(&old, &wrong, &expected).is_some());
    }
}
