//! The safety net, on matches that differ from what was asked in one way each: every way
//! is caught, by what it says, and what was asked passes.

use super::super::{Asked, Change, Model, TricksArg};
use crate::lang::{Text, text};
use crate::pipeline::{Scored, scored_toml as scored};

/// What the net says of `new` after `change` to the valid match `old`.
fn unexpected(old: &Scored, new: &Scored, change: &Change<'_>) -> Option<Text> {
    super::super::unexpected(Model::of(old), new, change)
}

/// An amendment of deal `number`, as `asked`.
fn amended(number: usize, asked: &Asked) -> Change<'_> {
    Change::Amended { number, asked }
}

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
    let change = amended(1, &asked);
    let right = scored(&format!(
        "{PLAYERS}{}{}",
        deal("A", 9, "9, 2, 1, 1"),
        deal("B", 5, "2, 6, 3, 2")
    ));
    assert_eq!(unexpected(&old, &right, &change), None);
    // The bid written wrong, though the bid was to change.
    let wrong_bid = scored(&format!(
        "{PLAYERS}{}{}",
        deal("A", 7, "9, 2, 1, 1"),
        deal("B", 5, "2, 6, 3, 2")
    ));
    assert_eq!(
        unexpected(&old, &wrong_bid, &change),
        Some(text!("net-not-as-asked", deal = 1))
    );
    let wrong_tricks = scored(&format!(
        "{PLAYERS}{}{}",
        deal("A", 9, "9, 1, 2, 1"),
        deal("B", 5, "2, 6, 3, 2")
    ));
    assert!(unexpected(&old, &wrong_tricks, &change).is_some());
    let wrong_declarer = scored(&format!(
        "{PLAYERS}{}{}",
        deal("C", 9, "9, 2, 1, 1"),
        deal("B", 5, "2, 6, 3, 2")
    ));
    assert!(unexpected(&old, &wrong_declarer, &change).is_some());
    // Another deal changed too.
    let other = scored(&format!(
        "{PLAYERS}{}{}",
        deal("A", 9, "9, 2, 1, 1"),
        deal("B", 6, "2, 6, 3, 2")
    ));
    assert_eq!(
        unexpected(&old, &other, &change),
        Some(text!("net-other-deal", deal = 2))
    );
    // The dealer and the note asked for.
    let asked = Asked {
        dealer: Some("D".into()),
        ..Asked::default()
    };
    let change = amended(2, &asked);
    let dealt = scored(&format!(
        "{PLAYERS}{}{}dealer = \"D\"\n",
        deal("A", 8, "8, 2, 2, 1"),
        deal("B", 5, "2, 6, 3, 2")
    ));
    assert_eq!(unexpected(&old, &dealt, &change), None);
    assert_eq!(
        unexpected(&old, &old, &change),
        Some(text!("net-not-as-asked", deal = 2)),
        "the dealer not written"
    );
}

/// What no flag asked of an amended deal stays: its dealer, its note, its play and the
/// hands as dealt.
#[test]
fn an_amended_deal_keeps_what_was_not_asked() {
    let played = "[[deals]]\ndeclarer = \"A\"\nbid = 5\ntrump = \"spades\"\ntricks = [5, 3, 3, 2]\nplay = [\"SA S2 S3 S4\"]\n";
    let old = scored(&format!("{PLAYERS}{played}dealer = \"D\"\nnote = \"n\"\n"));
    let asked = Asked {
        trump: Some("hearts".into()),
        ..Asked::default()
    };
    let change = amended(1, &asked);
    let hearts = played.replace("spades", "hearts");
    let right = scored(&format!("{PLAYERS}{hearts}dealer = \"D\"\nnote = \"n\"\n"));
    assert_eq!(unexpected(&old, &right, &change), None);
    for wrong in [
        format!("{PLAYERS}{hearts}dealer = \"C\"\nnote = \"n\"\n"),
        format!("{PLAYERS}{hearts}dealer = \"D\"\nnote = \"m\"\n"),
        format!("{PLAYERS}{hearts}dealer = \"D\"\n"),
        format!(
            "{PLAYERS}{}dealer = \"D\"\nnote = \"n\"\n",
            hearts.replace("SA S2", "S2 SA")
        ),
    ] {
        assert_eq!(
            unexpected(&old, &scored(&wrong), &change),
            Some(text!("net-more-of-deal", deal = 1)),
            "{wrong}"
        );
    }
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
    assert_eq!(unexpected(&one, &two, &Change::Added), None);
    assert_eq!(
        unexpected(&one, &changed, &Change::Added),
        Some(text!("net-other-deal", deal = 1))
    );
    assert_eq!(
        unexpected(&one, &one, &Change::Added),
        Some(text!("net-not-one-added")),
        "nothing added"
    );
    let removed = Change::Removed { number: 2 };
    assert_eq!(unexpected(&two, &one, &removed), None);
    let first_gone = scored(&format!("{PLAYERS}{}", deal("B", 5, "2, 6, 3, 2")));
    assert_eq!(
        unexpected(&two, &first_gone, &removed),
        Some(text!("net-other-deal", deal = 1)),
        "the wrong deal"
    );
    assert_eq!(
        unexpected(&two, &two, &removed),
        Some(text!("net-not-one-removed")),
        "nothing removed"
    );
}

/// A note, a dealer, a trump, the play or the hands of a deal the change leaves are
/// seen, the deal named by its number before the change.
#[test]
fn every_part_of_a_deal_left_is_seen() {
    let first = "[[deals]]\ndeclarer = \"A\"\nbid = 5\ntrump = \"spades\"\ntricks = [5, 3, 3, 2]\ndealer = \"D\"\nnote = \"n\"\nplay = [\"SA S2 S3 S4\"]\n";
    let hands = "[deals.hands]\nA = \"SA H2 H3 H4 H5 H6 H7 H8 H9 HT HJ HQ HK\"\nB = \"S2 D2 D3 D4 D5 D6 D7 D8 D9 DT DJ DQ DK\"\nC = \"S3 C2 C3 C4 C5 C6 C7 C8 C9 CT CJ CQ CK\"\nD = \"S4 S5 S6 S7 S8 S9 ST SJ SQ SK HA DA CA\"\n";
    let last = deal("B", 5, "2, 6, 3, 2");
    let old = scored(&format!("{PLAYERS}{first}{last}"));
    let with_hands = scored(&format!("{PLAYERS}{first}{hands}{last}"));
    let added = format!("{last}[[deals]]\npassed = true\n");
    for (changed, from) in [
        (first.replace("note = \"n\"", "note = \"m\""), &old),
        (first.replace("note = \"n\"\n", ""), &old),
        (first.replace("dealer = \"D\"", "dealer = \"C\""), &old),
        (first.replace("spades", "hearts"), &old),
        (first.replace("SA S2", "S2 SA"), &old),
        (first.to_owned(), &with_hands),
    ] {
        let after = scored(&format!("{PLAYERS}{changed}{added}"));
        assert_eq!(
            unexpected(from, &after, &Change::Added),
            Some(text!("net-other-deal", deal = 1)),
            "{changed}"
        );
        let after = scored(&format!("{PLAYERS}{changed}"));
        assert_eq!(
            unexpected(from, &after, &Change::Removed { number: 2 }),
            Some(text!("net-other-deal", deal = 1)),
            "{changed}"
        );
    }
    // Deal 3 of 3 before, deal 2 once deal 1 is gone.
    let three = scored(&format!(
        "{PLAYERS}{}{first}{last}",
        deal("C", 6, "3, 3, 6, 1")
    ));
    let after = scored(&format!("{PLAYERS}{first}{}", last.replace('5', "6")));
    assert_eq!(
        unexpected(&three, &after, &Change::Removed { number: 1 }),
        Some(text!("net-other-deal", deal = 3))
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
    let header = |title| Change::Header {
        title,
        date: None,
        not_as_asked: "not as asked".into(),
    };
    assert_eq!(unexpected(&old, &retitled, &header(Some("Saturday"))), None);
    assert_eq!(
        unexpected(&old, &retitled, &header(Some("Sunday"))),
        Some("not as asked".to_owned().into())
    );
    assert_eq!(
        unexpected(&old, &retitled, &header(None)),
        Some(text!("net-outside")),
        "the title kept"
    );
    let two = |top: &str| {
        scored(&format!(
            "{top}{PLAYERS}{}{}",
            deal("A", 8, "8, 2, 2, 1"),
            deal("B", 5, "2, 6, 3, 2")
        ))
    };
    // Outside the deals: the rules, a title, a date, the first dealer.
    for top in [
        "title = \"Friday\"\n[rules]\ndouble_penalty = true\n",
        "title = \"Saturday\"\n",
        "title = \"Friday\"\ndate = 2026-11-27\n",
        "title = \"Friday\"\nfirst_dealer = \"A\"\n",
    ] {
        let changed = if top.contains("[rules]") {
            scored(&format!(
                "title = \"Friday\"\n{PLAYERS}{}{}[rules]\ndouble_penalty = true\n",
                deal("A", 8, "8, 2, 2, 1"),
                deal("B", 5, "2, 6, 3, 2")
            ))
        } else {
            two(top)
        };
        assert_eq!(
            unexpected(&old, &changed, &Change::Added),
            Some(text!("net-outside")),
            "{top}"
        );
    }
    assert_eq!(
        unexpected(&old, &two("title = \"Friday\"\n"), &Change::Added),
        None
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
    let change = Change::Renamed {
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
    assert_eq!(unexpected(&old, &right, &change), None);
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
        assert_eq!(
            unexpected(&old, &wrong, &change),
            Some(text!("net-more-than-name", name = "A"))
        );
    }
    // What a rename may not touch outside the deals, and how many there are.
    let retitled = scored(&format!(
        "title = \"x\"\nplayers = [\"Ayşe\", \"B\", \"C\", \"D\"]\n{}note = \"A's\"\n{}",
        deal("Ayşe", 8, "8, 2, 2, 1"),
        deal("B", 5, "2, 6, 3, 2")
    ));
    assert_eq!(
        unexpected(&old, &retitled, &change),
        Some(text!("net-outside"))
    );
    let one = renamed(
        "\"Ayşe\", \"B\", \"C\", \"D\"",
        &deal("Ayşe", 8, "8, 2, 2, 1"),
        "A's",
        "",
    );
    assert_eq!(
        unexpected(&old, &one, &change),
        Some(text!("net-deal-count"))
    );
}

/// A match with errors is compared as far as it checked: a deal that checked must stay
/// as it was, and one that did not must not become valid unless it was the one changed.
#[test]
fn a_match_with_errors_is_compared_by_the_deals_that_checked() {
    let partial = |text: &str| {
        let source = crate::source::Source {
            name: "m.toml".into(),
            text: text.into(),
            format: crate::source::Format::Toml,
        };
        let start = || crate::validate::Checker::partial(&[]);
        let folded = crate::source::fold(&source, start, |checker, item| checker.take(&item));
        let checker = folded.expect("reads").state;
        checker.finish_partial().expect("the players check")
    };
    let broken = deal("A", 8, "8, 2, 2, 2");
    let old = partial(&format!(
        "{PLAYERS}{broken}{}{broken}",
        deal("B", 5, "2, 6, 3, 2")
    ));
    assert_eq!(old.broken, [0, 2]);
    let asked = Asked {
        tricks: Some(TricksArg::Counts(vec![8, 2, 2, 1])),
        ..Asked::default()
    };
    let change = amended(1, &asked);
    let net = |new: &str| super::super::unexpected(Model::partial(&old), &scored(new), &change);
    let fixed = deal("A", 8, "8, 2, 2, 1");
    let second = deal("B", 5, "2, 6, 3, 2");
    // Deal 3 is still broken: the changed file does not check, and validation says so.
    assert_eq!(
        net(&format!("{PLAYERS}{fixed}{second}{fixed}")),
        Some(text!("net-other-deal", deal = 3)),
        "deal 3 made valid"
    );
    let old = partial(&format!("{PLAYERS}{broken}{second}"));
    let net = |new: &str| super::super::unexpected(Model::partial(&old), &scored(new), &change);
    assert_eq!(net(&format!("{PLAYERS}{fixed}{second}")), None);
    assert_eq!(
        net(&format!("{PLAYERS}{fixed}{}", deal("B", 6, "2, 6, 3, 2"))),
        Some(text!("net-other-deal", deal = 2))
    );
    assert_eq!(
        net(&format!("title = \"x\"\n{PLAYERS}{fixed}{second}")),
        Some(text!("net-outside"))
    );
}

/// A rename keeps the first dealer's seat, whatever the seat's player is called.
#[test]
fn a_rename_keeps_the_first_dealer() {
    let change = Change::Renamed {
        from: "A",
        to: "Ayşe",
    };
    let dealt = |players: &str, first: &str, declarer: &str| {
        scored(&format!(
            "players = [{players}]\nfirst_dealer = \"{first}\"\n{}",
            deal(declarer, 8, "8, 2, 2, 1")
        ))
    };
    let old_dealt = dealt("\"A\", \"B\", \"C\", \"D\"", "B", "A");
    let renamed_players = "\"Ayşe\", \"B\", \"C\", \"D\"";
    assert_eq!(
        unexpected(&old_dealt, &dealt(renamed_players, "B", "Ayşe"), &change),
        None
    );
    assert_eq!(
        unexpected(&old_dealt, &dealt(renamed_players, "C", "Ayşe"), &change),
        Some(text!("net-more-than-name", name = "A"))
    );
}

/// A header change that asks for a date must write that date.
#[test]
fn a_new_date_must_be_the_one_asked() {
    let old = scored(&format!("{PLAYERS}{}", deal("A", 8, "8, 2, 2, 1")));
    let dated = scored(&format!(
        "date = 2026-12-01\n{PLAYERS}{}",
        deal("A", 8, "8, 2, 2, 1")
    ));
    let header = |date| Change::Header {
        title: None,
        date: Some(date),
        not_as_asked: "not as asked".into(),
    };
    assert_eq!(unexpected(&old, &dated, &header("2026-12-01")), None);
    assert_eq!(
        unexpected(&old, &dated, &header("2026-12-02")),
        Some("not as asked".to_owned().into())
    );
}

/// A note asked for is the note written; a play no flag asked about stays, and none
/// appears.
#[test]
fn an_amended_deal_has_the_note_asked_and_keeps_its_play() {
    let old = scored(&format!("{PLAYERS}{}", deal("A", 8, "8, 2, 2, 1")));
    let asked = Asked {
        note: Some("late".into()),
        ..Asked::default()
    };
    let change = amended(1, &asked);
    let noted = |note: &str| {
        scored(&format!(
            "{PLAYERS}{}note = \"{note}\"\n",
            deal("A", 8, "8, 2, 2, 1")
        ))
    };
    assert_eq!(unexpected(&old, &noted("late"), &change), None);
    assert_eq!(
        unexpected(&old, &noted("early"), &change),
        Some(text!("net-not-as-asked", deal = 1))
    );
    let play = "trump = \"spades\"\nplay = [\"SA S2 S3 S4\"]\n";
    let with_play = scored(&format!("{PLAYERS}{}{play}", deal("A", 8, "8, 2, 2, 1")));
    let without = scored(&format!(
        "{PLAYERS}{}trump = \"spades\"\n",
        deal("A", 8, "8, 2, 2, 1")
    ));
    let asked = Asked {
        bid: Some(8),
        ..Asked::default()
    };
    let change = amended(1, &asked);
    for (old, new) in [(&with_play, &without), (&without, &with_play)] {
        assert_eq!(
            unexpected(old, new, &change),
            Some(text!("net-more-of-deal", deal = 1))
        );
    }
}

/// Tricks no flag gave must stay as they were, unless a complete play counts them
/// (and then follow its trump).
#[test]
fn tricks_not_asked_are_kept_unless_the_play_counts_them() {
    let asked = Asked {
        bid: Some(9),
        ..Asked::default()
    };
    let change = amended(1, &asked);
    let old = scored(&format!("{PLAYERS}{}", deal("A", 8, "9, 2, 1, 1")));
    let right = scored(&format!("{PLAYERS}{}", deal("A", 9, "9, 2, 1, 1")));
    let moved = scored(&format!("{PLAYERS}{}", deal("A", 9, "9, 1, 2, 1")));
    assert_eq!(unexpected(&old, &right, &change), None);
    assert_eq!(
        unexpected(&old, &moved, &change),
        Some(text!("net-not-as-asked", deal = 1))
    );
    // Burak's thirteen tricks, counted from the play: the trump changes them.
    let complete = |trump: &str| {
        let played =
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/played.toml"))
                .expect("the example reads");
        let first = played
            .split("\n# The hands as dealt")
            .next()
            .expect("a first deal");
        scored(&first.replace("trump = \"hearts\"", &format!("trump = \"{trump}\"")))
    };
    let (hearts, clubs) = (complete("hearts"), complete("clubs"));
    let tricks = |scored: &Scored| scored.game.deals[0].contract().map(|c| c.tricks);
    assert_ne!(tricks(&hearts), tricks(&clubs), "the trump counts");
    let asked = Asked {
        trump: Some("clubs".into()),
        ..Asked::default()
    };
    let change = amended(1, &asked);
    assert_eq!(unexpected(&hearts, &clubs, &change), None);
}

/// A thrown-in deal amended for its dealer stays thrown in; asked for a contract, it
/// must get one.
#[test]
fn a_thrown_in_deal_gets_the_contract_asked() {
    let passed = |dealer: &str| {
        scored(&format!(
            "{PLAYERS}[[deals]]\npassed = true\ndealer = \"{dealer}\"\n"
        ))
    };
    let dealer = Asked {
        dealer: Some("B".into()),
        ..Asked::default()
    };
    assert_eq!(
        unexpected(&passed("A"), &passed("B"), &amended(1, &dealer)),
        None
    );
    let contracts = [
        Asked {
            bid: Some(7),
            ..Asked::default()
        },
        Asked {
            declarer: Some("C".into()),
            ..Asked::default()
        },
    ];
    for asked in &contracts {
        assert_eq!(
            unexpected(&passed("A"), &passed("A"), &amended(1, asked)),
            Some(text!("net-not-as-asked", deal = 1)),
            "{asked:?}"
        );
    }
}

/// The score-sheet form of `--bids` on a contract: the one non-zero entry is the
/// declarer and the bid.
#[test]
fn score_sheet_bids_name_the_declarer_and_the_bid() {
    let old = scored(&format!("{PLAYERS}{}", deal("A", 8, "8, 2, 2, 1")));
    let asked = Asked {
        bids: Some(vec![0, 0, 6, 0]),
        tricks: Some(TricksArg::Counts(vec![2, 2, 8, 1])),
        ..Asked::default()
    };
    let change = amended(1, &asked);
    let right = scored(&format!("{PLAYERS}{}", deal("C", 6, "2, 2, 8, 1")));
    assert_eq!(unexpected(&old, &right, &change), None);
}

/// Everyone's predictions: the bids, trump and tricks asked, the rest as they were.
#[test]
fn predictions_change_only_as_asked() {
    let predicted = |bids: &str, tricks: &str| {
        scored(&format!(
            "{PLAYERS}[rules]\npreset = \"tahminli\"\n[[deals]]\nbids = [{bids}]\ntricks = [{tricks}]\n"
        ))
    };
    let old = predicted("3, 4, 2, 4", "3, 6, 2, 2");
    let bids = Asked {
        bids: Some(vec![3, 5, 2, 4]),
        ..Asked::default()
    };
    let tricks = Asked {
        tricks: Some(TricksArg::Counts(vec![4, 5, 2, 2])),
        ..Asked::default()
    };
    let not_as_asked = Some(text!("net-not-as-asked", deal = 1));
    let rebid = predicted("3, 5, 2, 4", "3, 6, 2, 2");
    let retaken = predicted("3, 4, 2, 4", "4, 5, 2, 2");
    assert_eq!(unexpected(&old, &rebid, &amended(1, &bids)), None);
    assert_eq!(unexpected(&old, &retaken, &amended(1, &tricks)), None);
    for (new, asked, why) in [
        (&rebid, &tricks, "the bids changed, the tricks asked"),
        (&retaken, &bids, "the tricks changed, the bids asked"),
        (&old, &bids, "the bids not written"),
    ] {
        assert_eq!(
            unexpected(&old, new, &amended(1, asked)),
            not_as_asked,
            "{why}"
        );
    }
}

/// In partnership, tricks asked as two team counts pass the net whether the file then
/// holds them as the teams' or as the seats' (they are the count's to check, not the
/// net's); four counts given must be the seats' own.
#[test]
fn team_counts_asked_are_left_to_the_count() {
    let partners = |tricks: &str| {
        scored(&format!(
            "{PLAYERS}[rules]\npartnership = true\n{}",
            deal("A", 8, tricks)
        ))
    };
    let old = partners("8, 2, 2, 1");
    let teams = Asked {
        tricks: Some(TricksArg::Counts(vec![9, 4])),
        ..Asked::default()
    };
    let as_teams = partners("9, 4");
    assert_eq!(unexpected(&old, &as_teams, &amended(1, &teams)), None);
    let seats = Asked {
        tricks: Some(TricksArg::Counts(vec![9, 2, 1, 1])),
        ..Asked::default()
    };
    let not_as_asked = Some(text!("net-not-as-asked", deal = 1));
    assert_eq!(
        unexpected(&old, &as_teams, &amended(1, &seats)),
        not_as_asked
    );
}
