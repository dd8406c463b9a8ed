//! Every diagnostic code, with its exact span in TOML and YAML: the file's shape, players,
//! settings and contracts here; the card play in `play.rs`; the variants (three players,
//! Defineli, everyone bidding) in `variants.rs`.

mod language;
mod play;
mod tricks;
mod variants;
mod words;

use crate::diagnostic::{Code, Severity};
use crate::pipeline::evaluate_source;
use crate::source::{Format, Source};

pub(super) const PLAYERS_TOML: &str = "players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]\n";
pub(super) const PLAYERS_YAML: &str = "players: [Ayşe, Burak, Cem, Deniz]\n";

/// The text each diagnostic with `code` points at, for a file in `format`.
/// The diagnostics of the TOML `text`.
pub(super) fn toml_diagnostics(text: &str) -> Vec<crate::diagnostic::Diagnostic> {
    let source = Source {
        name: "case".into(),
        text: text.into(),
        format: Format::Toml,
    };
    evaluate_source(&source, &[]).diagnostics
}

/// The one diagnostic of the TOML `text` with `code`.
pub(super) fn the(text: &str, code: Code) -> crate::diagnostic::Diagnostic {
    let mut found: Vec<_> = toml_diagnostics(text)
        .into_iter()
        .filter(|diagnostic| diagnostic.code == code)
        .collect();
    assert_eq!(found.len(), 1, "{text}: {found:?}");
    found.remove(0)
}

/// The catalogue id of `text`: what a test compares instead of its words.
pub(super) fn id(text: &crate::lang::Text) -> &'static str {
    text.id()
        .unwrap_or_else(|| panic!("{text:?} is not a catalogue message"))
}

pub(super) fn spans(format: Format, text: &str, code: Code) -> Vec<String> {
    let source = Source {
        name: "case".into(),
        text: text.into(),
        format,
    };
    let outcome = evaluate_source(&source, &[]);
    outcome
        .diagnostics
        .iter()
        .filter(|d| d.code == code)
        .map(|d| text[d.span.clone().expect("a span")].to_owned())
        .collect()
}

/// One case: a code, the TOML and YAML that trigger it, the text its span covers in each.
pub(super) fn case(code: Code, toml: &str, toml_span: &str, yaml: &str, yaml_span: &str) {
    assert_eq!(
        spans(Format::Toml, toml, code),
        [toml_span],
        "{} in TOML:\n{toml}",
        code.name()
    );
    assert_eq!(
        spans(Format::Yaml, yaml, code),
        [yaml_span],
        "{} in YAML:\n{yaml}",
        code.name()
    );
}

pub(super) fn toml_deal(deal: &str) -> String {
    format!("{PLAYERS_TOML}[[deals]]\n{deal}")
}

pub(super) fn yaml_deal(deal: &str) -> String {
    format!("{PLAYERS_YAML}deals:\n  - {deal}\n")
}

#[test]
fn syntax() {
    // TOML points at the bracket never closed; YAML at the end of the text, where the
    // list should have been closed.
    case(
        Code::Syntax,
        "players = [\"A\",\n",
        "[",
        "players: [A,\n",
        "",
    );
}

#[test]
fn wrong_type() {
    case(
        Code::Type,
        &toml_deal("declarer = \"Burak\"\nbid = \"seven\"\ntricks = [2, 8, 2, 1]\n"),
        "\"seven\"",
        &yaml_deal("{declarer: Burak, bid: seven, tricks: [2, 8, 2, 1]}"),
        "seven",
    );
}

#[test]
fn unknown_key() {
    case(
        Code::UnknownKey,
        &format!("{PLAYERS_TOML}titel = \"x\"\n"),
        "titel",
        &format!("{PLAYERS_YAML}titel: x\n"),
        "titel",
    );
    let toml =
        toml_deal("declarer = \"Burak\"\nbid = 7\ntrick = [2, 8, 2, 1]\ntricks = [2, 8, 2, 1]\n");
    assert_eq!(spans(Format::Toml, &toml, Code::UnknownKey), ["trick"]);
}

#[test]
fn missing_key() {
    case(
        Code::MissingKey,
        &toml_deal("declarer = \"Burak\"\nbid = 7\n"),
        // A TOML array-of-tables item is spanned by its header.
        "[[deals]]",
        &yaml_deal("{declarer: Burak, bid: 7}"),
        "{declarer: Burak, bid: 7}",
    );
}

#[test]
fn players_count_and_names() {
    case(
        Code::PlayersCount,
        "players = [\"A\", \"B\"]\n",
        "[\"A\", \"B\"]",
        "players: [A, B]\n",
        "[A, B]",
    );
    case(
        Code::PlayersPartnership,
        "players = [\"A\", \"B\", \"C\"]\n[rules]\npreset = \"esli\"\n",
        "[\"A\", \"B\", \"C\"]",
        "players: [A, B, C]\nrules: {preset: esli}\n",
        "[A, B, C]",
    );
    case(
        Code::PlayersName,
        "players = [\"A\", \"B\", \"A\", \"D\"]\n",
        "\"A\"",
        "players: [A, B, A, D]\n",
        "A",
    );
    assert_eq!(
        spans(Format::Yaml, "players: [A, '', C, D]\n", Code::PlayersName),
        ["''"]
    );
}

#[test]
fn teams() {
    case(
        Code::TeamsPartnership,
        &format!("{PLAYERS_TOML}teams = [\"Us\", \"Them\"]\n"),
        "[\"Us\", \"Them\"]",
        &format!("{PLAYERS_YAML}teams: [Us, Them]\n"),
        "[Us, Them]",
    );
    case(
        Code::TeamsCount,
        &format!("{PLAYERS_TOML}teams = [\"Us\", \"Us\"]\n[rules]\npartnership = true\n"),
        "[\"Us\", \"Us\"]",
        &format!("{PLAYERS_YAML}teams: [Us]\nrules: {{partnership: true}}\n"),
        "[Us]",
    );
}

#[test]
fn settings() {
    case(
        Code::UnknownSetting,
        &format!("{PLAYERS_TOML}[rules]\ntarget_score = 101\n"),
        "target_score",
        &format!("{PLAYERS_YAML}rules:\n  target_score: 101\n"),
        "target_score",
    );
    case(
        Code::SettingValue,
        &format!("{PLAYERS_TOML}[rules]\npreset = \"eshli\"\n"),
        "\"eshli\"",
        &format!("{PLAYERS_YAML}rules:\n  target: 0\n"),
        "0",
    );
}

#[test]
fn unknown_player() {
    case(
        Code::UnknownPlayer,
        &toml_deal("declarer = \"Burrak\"\nbid = 7\ntricks = [2, 8, 2, 1]\n"),
        "\"Burrak\"",
        &yaml_deal("{dealer: Ayse, declarer: Burak, bid: 7, tricks: [2, 8, 2, 1]}"),
        "Ayse",
    );
}

#[test]
fn first_dealer_is_a_player_and_starts_the_rotation() {
    case(
        Code::UnknownPlayer,
        "first_dealer = \"Burrak\"\nplayers = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]\n",
        "\"Burrak\"",
        &format!("{PLAYERS_YAML}first_dealer: Burrak\n"),
        "Burrak",
    );
    // Burak deals first, so deal 1 by Cem is out of rotation.
    case(
        Code::DealerRotation,
        &format!(
            "first_dealer = \"Burak\"\n{}",
            toml_deal("dealer = \"Cem\"\npassed = true\n")
        ),
        "\"Cem\"",
        &format!(
            "first_dealer: Burak\n{}",
            yaml_deal("{dealer: Cem, passed: true}")
        ),
        "Cem",
    );
    let source = Source {
        name: "case".into(),
        text: format!("first_dealer = \"Cem\"\n{PLAYERS_TOML}"),
        format: Format::Toml,
    };
    let outcome = evaluate_source(&source, &[]);
    let scored = outcome.into_scored().expect("valid");
    assert_eq!(scored.game.first_dealer, Some(2));
    assert_eq!(scored.next_dealer(), Some(2), "before the first deal");
}

#[test]
fn contract_form() {
    case(
        Code::ContractForm,
        &toml_deal("declarer = \"Burak\"\nbid = 7\nbids = [0, 7, 0, 0]\ntricks = [2, 8, 2, 1]\n"),
        "[0, 7, 0, 0]",
        &yaml_deal("{declarer: Burak, tricks: [2, 8, 2, 1]}"),
        "Burak",
    );
}

#[test]
fn bids() {
    case(
        Code::Bids,
        &toml_deal("bids = [0, 0, 0, 0]\ntricks = [2, 8, 2, 1]\n"),
        "[0, 0, 0, 0]",
        &yaml_deal("{bids: [0, 7, 0], tricks: [2, 8, 2, 1]}"),
        "[0, 7, 0]",
    );
}

#[test]
fn bid_range() {
    case(
        Code::BidRange,
        &toml_deal("declarer = \"Burak\"\nbid = 14\ntricks = [2, 8, 2, 1]\n"),
        "14",
        &yaml_deal("{bids: [0, 4, 0, 0], tricks: [2, 8, 2, 1]}"),
        "4",
    );
}

/// A minimum bid of the whole hand still holds: a bid below it is out of range (only a
/// minimum above the hand is the rules' one error, with every deal then checked from 0).
#[test]
fn a_minimum_bid_of_the_whole_hand_still_holds() {
    let text = |bid: u8| {
        format!(
            "{PLAYERS_TOML}[rules]\nmin_bid = 13\n[[deals]]\ndeclarer = \"Burak\"\nbid = {bid}\ntricks = [0, 13, 0, 0]\n"
        )
    };
    the(&text(12), Code::BidRange);
    let at_the_minimum = toml_diagnostics(&text(13));
    assert!(
        at_the_minimum.iter().all(|d| d.code != Code::BidRange),
        "{at_the_minimum:?}"
    );
}

#[test]
fn tricks_shape_range_and_sum() {
    case(
        Code::TricksShape,
        &toml_deal("declarer = \"Burak\"\nbid = 7\ntricks = [5, 8]\n"),
        "[5, 8]",
        &yaml_deal("{declarer: Burak, bid: 7, tricks: [2, 8, 2]}"),
        "[2, 8, 2]",
    );
    let misspelt =
        yaml_deal("{declarer: Burak, bid: 7, tricks: {Ayşe: 2, Burak: 8, Cem: 2, Denis: 1}}");
    assert_eq!(
        spans(Format::Yaml, &misspelt, Code::TricksShape),
        ["{Ayşe: 2, Burak: 8, Cem: 2, Denis: 1}", "Denis"]
    );
    case(
        Code::TricksRange,
        &toml_deal("declarer = \"Burak\"\nbid = 7\ntricks = [-1, 14, 0, 0]\n").replace("14", "8"),
        "-1",
        &yaml_deal("{declarer: Burak, bid: 7, tricks: [0, 14, 0, 0]}"),
        "14",
    );
    case(
        Code::TricksSum,
        &toml_deal(
            "declarer = \"Burak\"\nbid = 7\ntricks = { \"Ayşe\" = 2, Burak = 8, Cem = 2, Deniz = 2 }\n",
        ),
        "{ \"Ayşe\" = 2, Burak = 8, Cem = 2, Deniz = 2 }",
        &yaml_deal(
            "declarer: Burak\n    bid: 7\n    tricks:\n      - 2\n      - 8\n      - 2\n      - 2",
        ),
        "- 2\n      - 8\n      - 2\n      - 2",
    );
}

#[test]
fn trump() {
    case(
        Code::Trump,
        &toml_deal("declarer = \"Burak\"\nbid = 7\ntrump = \"stars\"\ntricks = [2, 8, 2, 1]\n"),
        "\"stars\"",
        &yaml_deal("{declarer: Burak, bid: 7, trump: X, tricks: [2, 8, 2, 1]}"),
        "X",
    );
    case(
        Code::TrumpRule,
        &format!(
            "{PLAYERS_TOML}[rules]\ntrump = \"spades\"\n\n[[deals]]\ndeclarer = \"Burak\"\nbid = 7\ntrump = \"♥\"\ntricks = [2, 8, 2, 1]\n"
        ),
        "\"♥\"",
        &format!(
            "{PLAYERS_YAML}rules: {{preset: gonullu}}\ndeals:\n  - {{declarer: Burak, bid: 7, trump: kupa, tricks: [2, 8, 2, 1]}}\n"
        ),
        "kupa",
    );
}

#[test]
fn passed_deals() {
    case(
        Code::PassedContract,
        &toml_deal("passed = true\ntricks = [2, 8, 2, 1]\n"),
        "tricks = [2, 8, 2, 1]",
        &yaml_deal("{passed: true, declarer: Cem}"),
        "declarer: Cem",
    );
    case(
        Code::PassedNotAllowed,
        &format!("{PLAYERS_TOML}[rules]\nall_pass = \"dealer\"\n\n[[deals]]\npassed = true\n"),
        "[[deals]]",
        &format!("{PLAYERS_YAML}rules: {{preset: ihaleli}}\ndeals:\n  - {{passed: true}}\n"),
        "{passed: true}",
    );
}

#[test]
fn warnings_rotation_and_after_end() {
    let toml = toml_deal(
        "dealer = \"Ayşe\"\npassed = true\n\n[[deals]]\ndealer = \"Cem\"\npassed = true\n",
    );
    let yaml = yaml_deal("{dealer: Ayşe, passed: true}\n  - {dealer: Cem, passed: true}");
    case(Code::DealerRotation, &toml, "\"Cem\"", &yaml, "Cem");
    let toml = format!(
        "{PLAYERS_TOML}[rules]\ntarget = 50\n\n[[deals]]\ndeclarer = \"Cem\"\nbid = 5\ntricks = [2, 2, 7, 2]\n\n[[deals]]\npassed = true\n"
    );
    let yaml = format!(
        "{PLAYERS_YAML}rules: {{target: 50}}\ndeals:\n  - {{declarer: Cem, bid: 5, tricks: [2, 2, 7, 2]}}\n  - {{passed: true}}\n"
    );
    case(Code::AfterEnd, &toml, "[[deals]]", &yaml, "{passed: true}");
    let source = Source {
        name: "case".into(),
        text: toml,
        format: Format::Toml,
    };
    let outcome = evaluate_source(&source, &[]);
    assert!(outcome.scored().is_some(), "warnings do not stop scoring");
    assert!(
        outcome
            .diagnostics
            .iter()
            .all(|d| d.severity == Severity::Warning)
    );
}

#[test]
fn flag_mistakes_point_into_the_flag() {
    let flag = crate::rules::Flag {
        text: "ties".into(),
        start: 0,
        origin: "--set",
    };
    let problems = crate::rules::parse_flag(&flag).unwrap_err();
    assert_eq!(problems[0].code, Code::FlagSyntax);
    assert_eq!(problems[0].span, Some(0..4));
}

#[test]
fn a_flag_that_breaks_the_file_says_so() {
    let text = toml_deal("declarer = \"Burak\"\nbid = 7\ntricks = [2, 8, 2, 1]\n");
    let source = Source {
        name: "case".into(),
        text,
        format: Format::Toml,
    };
    let flags = crate::rules::parse_flag(&crate::rules::Flag {
        text: "min_bid=8".into(),
        start: 0,
        origin: "--set",
    })
    .unwrap();
    let outcome = evaluate_source(&source, &flags);
    let problem = &outcome.diagnostics[0];
    assert_eq!(problem.code, Code::BidRange);
    assert!(
        problem.message.en().contains("comes from the command line"),
        "{}",
        problem.message.en()
    );
}
