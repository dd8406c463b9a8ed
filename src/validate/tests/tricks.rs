//! How a deal's tricks are read (a list or a table of names, per player or per team) and
//! what each mistake says, by the catalogue ids of its message and help: the mutation
//! pass found these held by CLI cases alone.

use super::{PLAYERS_TOML, id, the, toml_deal, toml_diagnostics as diagnostics};
use crate::diagnostic::Code;

/// The help of a wrong count of counts: two are told they are team counts.
#[test]
fn two_counts_are_told_they_are_team_counts() {
    let help = |tricks: &str| {
        let text = toml_deal(&format!(
            "declarer = \"Burak\"\nbid = 7\ntricks = {tricks}\n"
        ));
        id(the(&text, Code::TricksShape).help.as_ref().expect("a help"))
    };
    assert_eq!(help("[5, 8]"), "tricks-count-help-teams");
    assert_eq!(help("[5, 8, 0]"), "tricks-count-help");
}

/// In partnership tricks may be named by team, the file's own team names or the
/// defaults; the players' names still do.
#[test]
fn partnership_tricks_are_named_by_team_or_by_player() {
    let partnership = |teams: &str, tricks: &str| {
        format!(
            "{PLAYERS_TOML}{teams}[rules]\npartnership = true\n[[deals]]\ndeclarer = \"Burak\"\nbid = 7\ntricks = {tricks}\n"
        )
    };
    let own = partnership(
        "teams = [\"Kuzey\", \"Güney\"]\n",
        "{ Kuzey = 9, \"Güney\" = 4 }",
    );
    assert!(diagnostics(&own).is_empty(), "{:?}", diagnostics(&own));
    let players = partnership("", "{ \"Ayşe\" = 3, Burak = 6, Cem = 2, Deniz = 2 }");
    assert!(
        diagnostics(&players).is_empty(),
        "{:?}",
        diagnostics(&players)
    );
    let defaults = crate::model::Match::default_teams(&[
        "Ayşe".into(),
        "Burak".into(),
        "Cem".into(),
        "Deniz".into(),
    ]);
    let named = format!("{{ \"{}\" = 9, \"{}\" = 4 }}", defaults[0], defaults[1]);
    let by_default = partnership("", &named);
    assert!(
        diagnostics(&by_default).is_empty(),
        "{:?}",
        diagnostics(&by_default)
    );
}

/// A player named beside a team is said to be a player, not one who is not playing; a
/// name that is neither a team nor a player is unknown, not a player.
#[test]
fn a_name_beside_a_team_is_told_whether_it_is_a_player() {
    for (name, said, not_said) in [
        ("Cem", "tricks-name-player", "tricks-name-unknown"),
        ("Emre", "tricks-name-unknown", "tricks-name-player"),
    ] {
        let text = format!(
            "{PLAYERS_TOML}teams = [\"Kuzey\", \"Güney\"]\n[rules]\npartnership = true\n[[deals]]\ndeclarer = \"Burak\"\nbid = 7\ntricks = {{ Kuzey = 9, {name} = 4 }}\n"
        );
        let ids: Vec<&str> = diagnostics(&text)
            .iter()
            .map(|diagnostic| id(&diagnostic.message))
            .collect();
        assert!(ids.contains(&said), "{name}: {ids:?}");
        assert!(!ids.contains(&not_said), "{name}: {ids:?}");
    }
}

/// A name tricks does not know: a word YAML would read as a boolean, null or number is
/// told to quote it and offered no fix; a misspelt name is offered the nearest.
#[test]
fn an_unknown_name_in_tricks_is_told_what_to_do() {
    let unknown = |name: &str| {
        let text = toml_deal(&format!(
            "declarer = \"Burak\"\nbid = 7\ntricks = {{ \"Ayşe\" = 2, Burak = 8, Cem = 2, \"{name}\" = 1 }}\n"
        ));
        diagnostics(&text)
            .into_iter()
            .find(|diagnostic| id(&diagnostic.message) == "tricks-name-unknown")
            .expect("the unknown name")
    };
    for bare in ["true", "null", "12", "1.5"] {
        let diagnostic = unknown(bare);
        let help = id(diagnostic.help.as_ref().expect("a help"));
        assert_eq!(help, "tricks-name-help-quote", "{bare}");
        assert!(diagnostic.fix.is_none(), "{bare}");
    }
    let misspelt = unknown("Denis");
    assert_eq!(misspelt.fix.as_deref(), Some("Deniz"));
    assert_ne!(
        id(misspelt.help.as_ref().expect("a help")),
        "tricks-name-help-quote"
    );
}

/// The English ordinal of a trick's place: st, nd, rd, and th for the teens and the rest.
#[test]
fn a_place_is_said_with_its_english_ordinal() {
    let said: Vec<String> = [1, 2, 3, 4, 9, 11, 12, 13, 14, 18, 21, 22, 23, 101, 111, 112]
        .iter()
        .map(|&place| format!("{place}{}", super::super::play::ordinal_suffix(place)))
        .collect();
    assert_eq!(
        said,
        [
            "1st", "2nd", "3rd", "4th", "9th", "11th", "12th", "13th", "14th", "18th", "21st",
            "22nd", "23rd", "101st", "111th", "112th"
        ]
    );
}

/// The words of a play's string with their byte offsets, in ASCII and beyond.
#[test]
fn a_string_is_split_into_words_at_their_offsets() {
    for text in ["  H4 H5\tH9\n HA ", "  H4 ♥5\tH9\u{a0} HA "] {
        let words: Vec<(usize, &str)> = super::super::play::words(text).collect();
        let expected: Vec<(usize, &str)> = ["H4", "H5", "♥5", "H9", "HA"]
            .iter()
            .filter_map(|word| text.find(word).map(|at| (at, *word)))
            .collect();
        assert_eq!(words, expected, "{text:?}");
    }
}

/// A hand no deck deals is the rules' one error: the deals' tricks, bids and card play
/// are not each found wrong against it. At 52 cards and below, each wrong deal is said.
#[test]
fn a_hand_no_deck_deals_is_one_error_and_a_hand_that_fits_checks_every_deal() {
    let codes = |rules: &str, players: &str, tricks: &str| {
        let text = format!(
            "players = {players}\n[rules]\n{rules}\n[[deals]]\ndeclarer = \"A\"\nbid = 5\ntricks = {tricks}\n"
        );
        diagnostics(&text)
            .iter()
            .map(|diagnostic| diagnostic.code)
            .collect::<Vec<_>>()
    };
    let four = "[\"A\", \"B\", \"C\", \"D\"]";
    let three = "[\"A\", \"B\", \"C\"]";
    assert_eq!(codes("hand = 14", four, "[2, 8, 2, 1]"), [Code::RulesHand]);
    assert_eq!(
        codes("hand = 14\nmin_bid = 14", four, "[2, 8, 2, 1]"),
        [Code::RulesHand]
    );
    // 4 × 13 and 3 × 17 are a deck or less: a deal that misses the hand is said.
    assert_eq!(codes("hand = 13", four, "[2, 8, 2, 0]"), [Code::TricksSum]);
    assert_eq!(codes("hand = 17", three, "[8, 4, 4]"), [Code::TricksSum]);
    // A whole deal played card by card, under a hand of 15.
    let played = include_str!("../../../examples/played.toml").replacen(
        "[rules]\n",
        "[rules]\nhand = 15\n",
        1,
    );
    let codes: Vec<Code> = diagnostics(&played)
        .iter()
        .map(|diagnostic| diagnostic.code)
        .collect();
    assert_eq!(codes, [Code::RulesHand]);
}
