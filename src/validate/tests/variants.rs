//! The variants: YAML 1.1 look-alikes, three players, Defineli, everyone bidding and
//! everyone predicting.

use super::play::PLAY;
use super::{PLAYERS_TOML, PLAYERS_YAML, case, spans};
use crate::diagnostic::{Code, Severity};
use crate::pipeline::evaluate_source;
use crate::source::{Format, Source};

/// Found by a hostile round: bare YAML that YAML 1.1 readers take for a number, a date or
/// a special value (and batak once read as text) gets the help a bare `No` gets.
#[test]
fn yaml_11_numbers_dates_and_special_values_are_asked_to_be_quoted() {
    let evaluate = |text: &str| {
        let source = Source {
            name: "case".into(),
            text: text.into(),
            format: Format::Yaml,
        };
        evaluate_source(&source, &[])
    };
    for bare in ["1:30", "12:30:45", "2026-11-27", "1_", "="] {
        let outcome = evaluate(&format!(
            "players: [Ayşe, Burak, Cem, Deniz]\ndeals:\n- {{passed: true, note: {bare}}}\n"
        ));
        let problem = outcome.diagnostics.first().expect("a diagnostic");
        assert_eq!(problem.severity, Severity::Error, "{bare}");
        assert!(
            problem
                .help
                .as_ref()
                .map(crate::lang::Text::en)
                .as_deref()
                .is_some_and(|help| help.contains("quotes")),
            "{bare}: {problem:?}"
        );
    }
    // Quoted, each is text; and a bare date is still a date where a date belongs.
    let quoted = evaluate(
        "date: 2026-11-27\nplayers: [Ayşe, Burak, Cem, Deniz]\ndeals:\n- {passed: true, note: \"1:30\"}\n",
    );
    assert!(quoted.diagnostics.is_empty(), "{:?}", quoted.diagnostics);
    let game = &quoted.into_scored().expect("scored").game;
    assert_eq!(game.date.as_deref(), Some("2026-11-27"));
    assert_eq!(game.notes.get(0), Some("1:30"));
}

/// Three players: Gömmeli's hand of 16, and what a three-seat deal may hold.
#[test]
fn three_players_and_the_hand() {
    let gommeli_toml = |deal: &str| {
        format!("players = [\"A\", \"B\", \"C\"]\n[rules]\npreset = \"gommeli\"\n[[deals]]\n{deal}")
    };
    let gommeli_yaml = |deal: &str| {
        format!("players: [A, B, C]\nrules: {{preset: gommeli}}\ndeals:\n  - {deal}\n")
    };
    // 9 + 4 + 3 = 16: a legal Gömmeli deal.
    assert!(
        spans(
            Format::Toml,
            &gommeli_toml("declarer = \"A\"\nbid = 7\ntricks = [9, 4, 3]\n"),
            Code::TricksSum
        )
        .is_empty()
    );
    case(
        Code::TricksSum,
        &gommeli_toml("declarer = \"A\"\nbid = 7\ntricks = [9, 4, 2]\n"),
        "[9, 4, 2]",
        &gommeli_yaml("{declarer: A, bid: 7, tricks: [9, 4, 2]}"),
        "[9, 4, 2]",
    );
    case(
        Code::TricksShape,
        &gommeli_toml("declarer = \"A\"\nbid = 7\ntricks = [9, 4, 2, 1]\n"),
        "[9, 4, 2, 1]",
        &gommeli_yaml("{declarer: A, bid: 7, tricks: [9, 4, 2, 1]}"),
        "[9, 4, 2, 1]",
    );
    case(
        Code::Bids,
        &gommeli_toml("bids = [7, 0, 0, 0]\ntricks = [9, 4, 3]\n"),
        "[7, 0, 0, 0]",
        &gommeli_yaml("{bids: [7, 0, 0, 0], tricks: [9, 4, 3]}"),
        "[7, 0, 0, 0]",
    );
    // Four players of 16 cards need 64.
    case(
        Code::RulesHand,
        &format!("{PLAYERS_TOML}[rules]\npreset = \"gommeli\"\n"),
        "[rules]",
        &format!("{PLAYERS_YAML}rules: {{preset: gommeli}}\n"),
        "{preset: gommeli}",
    );
    case(
        Code::RulesHand,
        &format!("{PLAYERS_TOML}[rules]\nhand = 6\nmin_bid = 7\n"),
        "[rules]",
        &format!("{PLAYERS_YAML}rules: {{hand: 6, min_bid: 7}}\n"),
        "{hand: 6, min_bid: 7}",
    );
}

/// Defineli: 12 tricks a deal; 13 is an error that names the hand.
#[test]
fn defineli_deals_have_twelve_tricks() {
    let text = format!(
        "{PLAYERS_TOML}[rules]\npreset = \"defineli\"\n[[deals]]\ndeclarer = \"Ayşe\"\nbid = 6\ntricks = [7, 2, 2, 2]\n"
    );
    let outcome = evaluate_source(
        &Source {
            name: "m.toml".into(),
            text: text.clone(),
            format: Format::Toml,
        },
        &[],
    );
    let problem = outcome
        .diagnostics
        .iter()
        .find(|d| d.code == Code::TricksSum)
        .expect("tricks_sum");
    assert!(
        problem
            .message
            .contains("every deal has 12 (hand = 12 comes from preset defineli)"),
        "{}",
        problem.message.en()
    );
    assert!(
        problem
            .help
            .as_ref()
            .map(crate::lang::Text::en)
            .as_deref()
            .is_some_and(|help| help.contains("hand = 12"))
    );
}

/// Everyone bidding: the form's own keys and mistakes.
#[test]
fn everyone_bidding_deals() {
    let tahminli_toml =
        |deal: &str| format!("{PLAYERS_TOML}[rules]\npreset = \"tahminli\"\n[[deals]]\n{deal}");
    let tahminli_yaml =
        |deal: &str| format!("{PLAYERS_YAML}rules: {{preset: tahminli}}\ndeals:\n  - {deal}\n");
    case(
        Code::BiddingForm,
        &tahminli_toml("declarer = \"Cem\"\nbids = [3, 4, 2, 4]\ntricks = [3, 6, 2, 2]\n"),
        "declarer = \"Cem\"",
        &tahminli_yaml("{declarer: Cem, bids: [3, 4, 2, 4], tricks: [3, 6, 2, 2]}"),
        "declarer: Cem",
    );
    case(
        Code::Bids,
        &tahminli_toml("bids = [3, 4, 2]\ntricks = [3, 6, 2, 2]\n"),
        "[3, 4, 2]",
        &tahminli_yaml("{bids: [3, 4, 2], tricks: [3, 6, 2, 2]}"),
        "[3, 4, 2]",
    );
    case(
        Code::NilBid,
        &format!(
            "{PLAYERS_TOML}[rules]\npreset = \"tahminli\"\nnil_points = 0\n[[deals]]\nbids = [0, 5, 4, 3]\ntricks = [0, 6, 4, 3]\n"
        ),
        "0",
        &format!(
            "{PLAYERS_YAML}rules: {{preset: tahminli, nil_points: 0}}\ndeals:\n  - {{bids: [0, 5, 4, 3], tricks: [0, 6, 4, 3]}}\n"
        ),
        "0",
    );
    case(
        Code::BidRange,
        &tahminli_toml("bids = [14, 4, 2, 4]\ntricks = [3, 6, 2, 2]\n"),
        "14",
        &tahminli_yaml("{bids: [14, 4, 2, 4], tricks: [3, 6, 2, 2]}"),
        "14",
    );
    case(
        Code::MissingKey,
        &tahminli_toml("tricks = [3, 6, 2, 2]\n"),
        "[[deals]]",
        &tahminli_yaml("{tricks: [3, 6, 2, 2]}"),
        "{tricks: [3, 6, 2, 2]}",
    );
}

/// Gömmeli: a trick is three cards; one of four is pointed at, in either format.
#[test]
fn play_at_three_players_has_three_card_tricks() {
    let toml = "players = [\"A\", \"B\", \"C\"]\n[rules]\npreset = \"gommeli\"\n[[deals]]\ndeclarer = \"A\"\nbid = 7\ntrump = \"hearts\"\ntricks = [9, 4, 3]\nplay = [\"SA S3 S4\", \"HA H2 H3 H4\"]\n";
    let yaml = "players: [A, B, C]\nrules: {preset: gommeli}\ndeals:\n  - {declarer: A, bid: 7, trump: hearts, tricks: [9, 4, 3], play: [SA S3 S4, HA H2 H3 H4]}\n";
    case(
        Code::PlayTrickSize,
        toml,
        "\"HA H2 H3 H4\"",
        yaml,
        "HA H2 H3 H4",
    );
    let message = |text: &str, format: Format| {
        evaluate_source(
            &Source {
                name: "g".into(),
                text: text.to_owned(),
                format,
            },
            &[],
        )
        .diagnostics
        .into_iter()
        .find(|d| d.code == Code::PlayTrickSize)
        .map(|d| (d.message.en(), d.help.map(|help| help.en())))
    };
    assert_eq!(
        message(toml, Format::Toml),
        Some((
            "deal 1, trick 2: a trick is three cards, this one has 4".to_owned(),
            Some(
                "write the three cards of the trick in the order played, separated by spaces"
                    .to_owned()
            )
        ))
    );
    // A 17th trick at a table of 16 tricks.
    let tricks: Vec<String> = (0..17).map(|_| "\"SA S3 S4\"".to_owned()).collect();
    let toml = format!(
        "players = [\"A\", \"B\", \"C\"]\n[rules]\npreset = \"gommeli\"\n[[deals]]\ndeclarer = \"A\"\nbid = 7\ntrump = \"hearts\"\nplay = [{}]\n",
        tricks.join(", ")
    );
    let problem = message(&toml, Format::Toml).expect("trick_size");
    assert_eq!(problem.0, "deal 1: play has 17 tricks; a deal has 16");
    // A hand is 16 cards.
    let toml = "players = [\"A\", \"B\", \"C\"]\n[rules]\npreset = \"gommeli\"\n[[deals]]\ndeclarer = \"A\"\nbid = 7\ntrump = \"hearts\"\ntricks = [9, 4, 3]\nplay = [\"SA S3 S4\"]\nhands = { A = \"SA\", B = \"S3\", C = \"S4\" }\n";
    let hands = evaluate_source(
        &Source {
            name: "g".into(),
            text: toml.to_owned(),
            format: Format::Toml,
        },
        &[],
    )
    .diagnostics
    .into_iter()
    .find(|d| d.code == Code::PlayHands)
    .expect("hands");
    assert_eq!(
        hands.message.en(),
        "deal 1: A's hand has 1 card; a hand is 16"
    );
}

/// Everyone predicts: the player after the dealer leads the first trick, the first
/// player when no dealer is named; a complete record tells the tricks.
#[test]
fn everyone_predicts_and_the_player_after_the_dealer_leads() {
    let text = |dealer: &str| {
        let tricks: Vec<String> = PLAY.iter().map(|t| format!("\"{t}\"")).collect();
        format!(
            "{PLAYERS_TOML}[rules]\npreset = \"tahminli\"\n[[deals]]\n{dealer}bids = [2, 4, 2, 5]\nplay = [{}]\n",
            tricks.join(", ")
        )
    };
    let game = |text: String| {
        let outcome = evaluate_source(
            &Source {
                name: "t".into(),
                text,
                format: Format::Toml,
            },
            &[],
        );
        outcome.into_scored().map(|scored| scored.game)
    };
    for (dealer, leader) in [
        ("", 0),
        ("dealer = \"Deniz\"\n", 0),
        ("dealer = \"Ayşe\"\n", 1),
        ("dealer = \"Burak\"\n", 2),
    ] {
        // Breaches of the play rules are warnings: the deal is scored as played.
        let game = game(text(dealer)).expect("scored");
        let play = game.deals[0].play.as_deref().expect("a play");
        assert_eq!(play.audit.leader(0), leader, "{dealer:?}");
        assert_eq!(
            game.deals[0].tricks(),
            Some(crate::model::Tricks::Seats(play.audit.won))
        );
    }
}

/// In partnership the tricks may be given a team at a time: two counts that do not add
/// up to the hand are the same mistake as four (a mutant that took any two survived).
#[test]
fn two_team_counts_must_add_up_to_the_hand() {
    let evaluate = |tricks: &str| {
        let text = format!(
            "{PLAYERS_TOML}[rules]\npreset = \"esli\"\n[[deals]]\ndeclarer = \"Ayşe\"\nbid = 7\ntricks = {tricks}\n"
        );
        evaluate_source(
            &Source {
                name: "m.toml".into(),
                text,
                format: Format::Toml,
            },
            &[],
        )
    };
    for wrong in ["[8, 4]", "[9, 5]", "[0, 0]"] {
        let outcome = evaluate(wrong);
        assert!(
            outcome
                .diagnostics
                .iter()
                .any(|d| d.code == Code::TricksSum),
            "{wrong}: {:?}",
            outcome.diagnostics
        );
    }
    let outcome = evaluate("[8, 5]");
    assert!(!outcome.fails(), "{:?}", outcome.diagnostics);
}
