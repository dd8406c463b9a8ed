//! Which words of one diagnostic a mistake gets, compared by catalogue id: the help for
//! missing tricks (three or four players, a play cut short), a bid or a prediction above
//! the hand or below the minimum, the nearest suit to a misspelt trump; and the leader
//! of an everyone-bidding deal's first trick.

use super::play::PLAY;
use super::{PLAYERS_TOML, id, the, toml_deal, toml_diagnostics};
use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::lang::Arg;

fn help(diagnostic: &Diagnostic) -> &'static str {
    id(diagnostic.help.as_ref().expect("a help"))
}

const GOMMELI: &str = "players = [\"A\", \"B\", \"C\"]\n[rules]\npreset = \"gommeli\"\n";

#[test]
fn missing_tricks_are_asked_for_as_many_counts_as_players() {
    let four = toml_deal("declarer = \"Burak\"\nbid = 8\ntrump = \"hearts\"\n");
    assert_eq!(
        help(&the(&four, Code::MissingKey)),
        "tricks-missing-help-four"
    );
    let three = format!("{GOMMELI}[[deals]]\ndeclarer = \"A\"\nbid = 7\ntrump = \"hearts\"\n");
    assert_eq!(
        help(&the(&three, Code::MissingKey)),
        "tricks-missing-help-three"
    );
}

/// A play that stops short needs the tricks, even when a card of it is wrong; a whole
/// hand of tricks with a wrong card is told about the card alone.
#[test]
fn a_short_play_asks_for_the_tricks_even_with_a_mistake_in_it() {
    let short =
        toml_deal("declarer = \"Burak\"\nbid = 8\ntrump = \"hearts\"\nplay = [\"H4 H5 H9 XX\"]\n");
    let missing = the(&short, Code::MissingKey);
    let partial = missing.help.as_ref().expect("a help");
    assert_eq!(id(partial), "tricks-missing-help-partial");
    assert!(matches!(partial.arg("list"), Some(Arg::Str(list)) if list == "[a, b, c, d]"));
    let three = format!(
        "{GOMMELI}[[deals]]\ndeclarer = \"A\"\nbid = 7\ntrump = \"hearts\"\nplay = [\"H4 H5 XX\"]\n"
    );
    let partial = the(&three, Code::MissingKey).help.expect("a help");
    assert!(matches!(partial.arg("list"), Some(Arg::Str(list)) if list == "[a, b, c]"));

    let mut whole: Vec<String> = PLAY.iter().map(|trick| format!("\"{trick}\"")).collect();
    whole[12] = "\"CK ST D4 XX\"".into();
    let text = toml_deal(&format!(
        "declarer = \"Burak\"\nbid = 8\ntrump = \"hearts\"\nplay = [{}]\n",
        whole.join(", ")
    ));
    let diagnostics = toml_diagnostics(&text);
    assert!(
        diagnostics.iter().all(|d| d.code != Code::MissingKey),
        "{diagnostics:?}"
    );
    assert!(!diagnostics.is_empty());
}

/// Under everyone bidding the player after the dealer leads: Ayşe's deal by Burak, who
/// leads the example play (and takes 9 of its tricks), the last seat's by Ayşe.
#[test]
fn the_player_after_the_dealer_leads_an_everyone_bidding_deal() {
    let play: Vec<String> = PLAY.iter().map(|trick| format!("\"{trick}\"")).collect();
    let deal = |dealer: &str| {
        format!(
            "{PLAYERS_TOML}[rules]\nbidding = \"everyone\"\nmin_bid = 1\n[[deals]]\ndealer = \"{dealer}\"\nbids = [2, 9, 2, 1]\ntrump = \"hearts\"\ntricks = [2, 9, 2, 0]\nplay = [{}]\n",
            play.join(", ")
        )
    };
    let errors = |text: &str| -> Vec<Diagnostic> {
        toml_diagnostics(text)
            .into_iter()
            .filter(|d| d.severity == Severity::Error)
            .collect()
    };
    assert_eq!(errors(&deal("Ayşe")), []);
    let led_by_ayse = errors(&deal("Deniz"));
    assert!(
        led_by_ayse
            .iter()
            .any(|d| d.code == Code::PlayTricksMismatch),
        "{led_by_ayse:?}"
    );
}

#[test]
fn a_bid_out_of_range_is_told_which_end_it_passed() {
    let bid = |bid: u8| {
        toml_deal(&format!(
            "declarer = \"Burak\"\nbid = {bid}\ntricks = [2, 8, 2, 1]\n"
        ))
    };
    assert_eq!(id(&the(&bid(14), Code::BidRange).message), "bid-above-hand");
    assert_eq!(id(&the(&bid(3), Code::BidRange).message), "bid-below-min");
}

#[test]
fn a_prediction_out_of_range_is_told_which_end_it_passed_and_whether_0_is_allowed() {
    let deal = |rules: &str, bids: &str| {
        format!(
            "{PLAYERS_TOML}[rules]\nbidding = \"everyone\"\n{rules}[[deals]]\nbids = {bids}\ntricks = [3, 6, 2, 2]\n"
        )
    };
    let above = the(&deal("min_bid = 1\n", "[14, 4, 2, 4]"), Code::BidRange);
    assert_eq!(id(&above.message), "prediction-above-hand");
    assert_eq!(help(&above), "prediction-range-help");
    assert_eq!(
        id(above.label.as_ref().expect("a label")),
        "prediction-range-label"
    );
    let below = the(
        &deal("min_bid = 2\nnil_points = 10\n", "[1, 4, 2, 4]"),
        Code::BidRange,
    );
    assert_eq!(id(&below.message), "prediction-below-min");
    assert_eq!(help(&below), "prediction-range-help-nil");
    assert_eq!(
        id(below.label.as_ref().expect("a label")),
        "prediction-range-label-nil"
    );
}

#[test]
fn a_misspelt_trump_is_offered_the_nearest_suit() {
    let trump = the(
        &toml_deal("declarer = \"Burak\"\nbid = 8\ntrump = \"spads\"\ntricks = [2, 8, 2, 1]\n"),
        Code::Trump,
    );
    assert_eq!(help(&trump), "suggest-did-you-mean");
    assert_eq!(trump.fix.as_deref().expect("a fix"), "spades");
}

/// Under a `min_bid` above the hand, the rules' own error is the one reported: no deal's
/// bid is said to be below a minimum no bid can reach, but a bid above the hand still is.
#[test]
fn a_minimum_above_the_hand_is_one_error_not_one_more_at_every_deal() {
    let rules = "[rules]\nhand = 10\nmin_bid = 11\n";
    let contract = format!(
        "{PLAYERS_TOML}{rules}[[deals]]\ndeclarer = \"Burak\"\nbid = 10\ntricks = [1, 7, 1, 1]\n"
    );
    let codes: Vec<Code> = toml_diagnostics(&contract).iter().map(|d| d.code).collect();
    assert_eq!(codes, [Code::RulesHand]);
    let above = contract.replace("bid = 10", "bid = 11");
    assert_eq!(id(&the(&above, Code::BidRange).message), "bid-above-hand");
    let predictions = format!(
        "{PLAYERS_TOML}{rules}bidding = \"everyone\"\n[[deals]]\nbids = [10, 1, 1, 11]\ntricks = [1, 7, 1, 1]\n"
    );
    let ranges: Vec<_> = toml_diagnostics(&predictions)
        .into_iter()
        .filter(|d| d.code == Code::BidRange)
        .map(|d| id(&d.message))
        .collect();
    assert_eq!(ranges, ["prediction-above-hand"]);
}

/// A value of the wrong type is asked to be quoted only where text belongs: a bare
/// number for a name, not a boolean for a bid.
#[test]
fn only_a_bare_value_where_text_belongs_is_asked_to_be_quoted() {
    let help_of = |deal: &str| help(&the(&toml_deal(deal), Code::Type));
    assert_eq!(
        help_of("declarer = 5\nbid = 8\ntricks = [2, 8, 2, 1]\n"),
        "type-mismatch-help-quote"
    );
    assert_eq!(
        help_of("declarer = \"Burak\"\nbid = true\ntricks = [2, 8, 2, 1]\n"),
        "type-mismatch-help"
    );
}

/// Found by a hostile round: "1 players are listed", labelled "1 names".
#[test]
fn one_player_listed_is_said_in_the_singular() {
    let one = the("players = [\"x\"]\n", Code::PlayersCount);
    assert_eq!(
        one.message.en(),
        "Batak is played by four (or three), but 1 player is listed"
    );
    assert_eq!(one.label.expect("a label").en(), "1 name");
}
