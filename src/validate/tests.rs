//! Every diagnostic code, with its exact span in TOML and YAML.

use crate::diagnostic::{Code, Severity};
use crate::pipeline::evaluate_source;
use crate::source::{Format, Source};

const PLAYERS_TOML: &str = "players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]\n";
const PLAYERS_YAML: &str = "players: [Ayşe, Burak, Cem, Deniz]\n";

/// The text each diagnostic with `code` points at, for a file in `format`.
fn spans(format: Format, text: &str, code: Code) -> Vec<String> {
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
fn case(code: Code, toml: &str, toml_span: &str, yaml: &str, yaml_span: &str) {
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

fn toml_deal(deal: &str) -> String {
    format!("{PLAYERS_TOML}[[deals]]\n{deal}")
}

fn yaml_deal(deal: &str) -> String {
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
        problem.message.contains("comes from the command line"),
        "{}",
        problem.message
    );
}

/// A complete legal play (classic rules, hearts trump, Burak declares): examples/played.toml's first deal.
const PLAY: [&str; 13] = [
    "H4 H5 H9 HA",
    "HJ H8 HQ H6",
    "S7 S2 S6 S8",
    "SJ SA S3 HK",
    "H2 H7 C2 CJ",
    "SQ S5 D8 D7",
    "DK C7 D9 D5",
    "C6 C8 C4 C3",
    "S9 D3 DJ H3",
    "CA CT C5 CQ",
    "C9 S4 D6 D2",
    "HT SK DQ DA",
    "CK ST D4 DT",
];

/// That deal with its tricks changed by `edit` (trick index, new text), in each format.
fn played(edit: &[(usize, &str)], extra_toml: &str, extra_yaml: &str) -> (String, String) {
    let mut tricks: Vec<String> = PLAY.iter().map(|t| (*t).to_owned()).collect();
    for (index, text) in edit {
        if *index < tricks.len() {
            tricks[*index] = (*text).to_owned();
        } else {
            tricks.push((*text).to_owned());
        }
    }
    let quoted: Vec<String> = tricks.iter().map(|t| format!("\"{t}\"")).collect();
    let toml = toml_deal(&format!(
        "declarer = \"Burak\"\nbid = 8\ntrump = \"hearts\"\n{extra_toml}play = [{}]\n",
        quoted.join(", ")
    ));
    let yaml = yaml_deal(&format!(
        "{{declarer: Burak, bid: 8, trump: hearts, {extra_yaml}play: [{}]}}",
        tricks.join(", ")
    ));
    (toml, yaml)
}

fn play_case(code: Code, edit: &[(usize, &str)], span: &str) {
    let (toml, yaml) = played(edit, "", "");
    case(code, &toml, span, &yaml, span);
}

#[test]
fn a_complete_play_reads_clean_and_tells_the_tricks() {
    let (toml, yaml) = played(&[], "", "");
    for (format, text) in [(Format::Toml, toml), (Format::Yaml, yaml)] {
        let outcome = evaluate_source(
            &Source {
                name: "p".into(),
                text,
                format,
            },
            &[],
        );
        assert!(outcome.diagnostics.is_empty(), "{:?}", outcome.diagnostics);
        let game = outcome.into_scored().expect("scored").game;
        let contract = game.deals[0].contract().expect("a contract");
        assert_eq!(contract.tricks, crate::model::Tricks::Seats([2, 9, 2, 0]));
        assert_eq!(game.deals[0].play().map(|play| play.tricks.len()), Some(13));
    }
}

#[test]
fn play_card_points_at_the_card_inside_its_string() {
    play_case(Code::PlayCard, &[(2, "S7 S2 X6 S8")], "X6");
}

#[test]
fn play_duplicate_points_at_the_second_one() {
    play_case(Code::PlayDuplicate, &[(2, "S7 S2 S6 H4")], "H4");
}

#[test]
fn play_trick_size_points_at_the_trick() {
    let (toml, yaml) = played(&[(2, "S7 S2 S6")], "", "");
    case(
        Code::PlayTrickSize,
        &toml,
        "\"S7 S2 S6\"",
        &yaml,
        "S7 S2 S6",
    );
    let (toml, yaml) = played(&[(13, "SA SA SA SA")], "", "");
    case(
        Code::PlayTrickSize,
        &toml,
        "\"SA SA SA SA\"",
        &yaml,
        "SA SA SA SA",
    );
}

#[test]
fn play_revoke_is_a_warning_at_the_card_with_its_proof() {
    // Ayşe trumps spades in trick 3 with ♥K while holding ♠J (which she plays in trick 4).
    let (toml, yaml) = played(&[(2, "S7 S2 HK S8"), (3, "SJ SA S3 S6")], "", "");
    case(Code::PlayRevoke, &toml, "HK", &yaml, "HK");
    let source = Source {
        name: "p".into(),
        text: toml,
        format: Format::Toml,
    };
    let outcome = evaluate_source(&source, &[]);
    let revoke = &outcome.diagnostics[0];
    assert_eq!(revoke.severity, Severity::Warning);
    assert_eq!(
        revoke.message,
        "deal 1, trick 3: Ayşe played ♥K on a ♠ lead while holding ♠J (played in trick 4)"
    );
    // The deal is scored as it was played.
    assert!(outcome.scored().is_some());
}

#[test]
fn play_tricks_mismatch_points_at_tricks() {
    let (toml, yaml) = played(&[], "tricks = [2, 8, 2, 1]\n", "tricks: [2, 8, 2, 1], ");
    case(
        Code::PlayTricksMismatch,
        &toml,
        "[2, 8, 2, 1]",
        &yaml,
        "[2, 8, 2, 1]",
    );
}

#[test]
fn play_trump_unknown_under_the_declarer_rule() {
    let toml = toml_deal(
        "declarer = \"Burak\"\nbid = 8\nplay = [\"H4 H5 H9 HA\"]\ntricks = [2, 8, 2, 1]\n",
    );
    let yaml = yaml_deal("{declarer: Burak, bid: 8, play: [H4 H5 H9 HA], tricks: [2, 8, 2, 1]}");
    case(Code::PlayTrumpUnknown, &toml, "[", &yaml, "[");
    // Under trump = "spades" (koz-maca) it is known.
    let spades = toml.replace("[[deals]]", "[rules]\ntrump = \"spades\"\n[[deals]]");
    assert!(spans(Format::Toml, &spades, Code::PlayTrumpUnknown).is_empty());
}

#[test]
fn play_not_held_and_hands_with_hands_given() {
    let hands_toml = "hands = { \"Ayşe\" = \"HA HJ S6 HK H2 D7 D5 C3 DJ CQ D2 DA DT\", Burak = \"H4 H8 S8 SJ H7 SQ DK C6 H3 CA C9 HT CK\", Cem = \"H5 HQ S7 SA C2 S5 C7 C8 S9 CT S4 SK ST\", Deniz = \"H9 H6 S2 S3 CJ D8 D9 C4 D3 C5 D6 DQ D4\" }\n";
    let hands_yaml = "hands: {Ayşe: HA HJ S6 HK H2 D7 D5 C3 DJ CQ D2 DA DT, Burak: H4 H8 S8 SJ H7 SQ DK C6 H3 CA C9 HT CK, Cem: H5 HQ S7 SA C2 S5 C7 C8 S9 CT S4 SK ST, Deniz: H9 H6 S2 S3 CJ D8 D9 C4 D3 C5 D6 DQ D4}, ";
    let (toml, yaml) = played(&[], hands_toml, hands_yaml);
    for (format, text) in [(Format::Toml, &toml), (Format::Yaml, &yaml)] {
        let outcome = evaluate_source(
            &Source {
                name: "p".into(),
                text: text.clone(),
                format,
            },
            &[],
        );
        assert!(
            outcome.diagnostics.is_empty(),
            "{format:?}: {:?}",
            outcome.diagnostics
        );
    }
    // Cem's ♥5 and Deniz's ♥9 change hands: both then play a card not in their hand.
    let swapped_toml =
        toml.replacen("Cem = \"H5", "Cem = \"H9", 1)
            .replacen("Deniz = \"H9", "Deniz = \"H5", 1);
    let swapped_yaml = yaml
        .replacen("Cem: H5", "Cem: H9", 1)
        .replacen("Deniz: H9", "Deniz: H5", 1);
    assert_eq!(
        spans(Format::Toml, &swapped_toml, Code::PlayNotHeld),
        ["H5", "H9"]
    );
    let outcome = evaluate_source(
        &Source {
            name: "p".into(),
            text: swapped_toml.clone(),
            format: Format::Toml,
        },
        &[],
    );
    assert!(
        outcome.diagnostics[0]
            .message
            .starts_with("deal 1, trick 1 (led by Burak): Cem played ♥5"),
        "{}",
        outcome.diagnostics[0].message
    );
    assert_eq!(
        spans(Format::Yaml, &swapped_yaml, Code::PlayNotHeld),
        ["H5", "H9"]
    );
    // ♥4 twice: in Burak's hand and in Deniz's (instead of ♦4).
    let twice_toml = toml.replacen("DQ D4\"", "DQ H4\"", 1);
    let twice_yaml = yaml.replacen("DQ D4}", "DQ H4}", 1);
    assert_eq!(spans(Format::Toml, &twice_toml, Code::PlayHands), ["H4"]);
    assert_eq!(spans(Format::Yaml, &twice_yaml, Code::PlayHands), ["H4"]);
}

#[test]
fn play_on_a_passed_deal_is_a_passed_contract() {
    let toml = toml_deal("passed = true\nplay = [\"H4 H5 H9 HA\"]\n");
    let yaml = yaml_deal("{passed: true, play: [H4 H5 H9 HA]}");
    case(
        Code::PassedContract,
        &toml,
        "play = [\"H4 H5 H9 HA\"]",
        &yaml,
        "play: [H4 H5 H9 HA]",
    );
}

#[test]
fn a_partial_play_needs_tricks_and_may_not_give_fewer_than_won() {
    let partial: Vec<String> = PLAY[..3].iter().map(|t| format!("\"{t}\"")).collect();
    let toml = toml_deal(&format!(
        "declarer = \"Burak\"\nbid = 8\ntrump = \"hearts\"\nplay = [{}]\n",
        partial.join(", ")
    ));
    let missing = spans(Format::Toml, &toml, Code::MissingKey);
    assert_eq!(missing.len(), 1);
    // After three tricks Ayşe, Cem and Burak have won one each: giving Ayşe none is wrong.
    let wrong = toml.replace("play =", "tricks = [0, 11, 1, 1]\nplay =");
    assert_eq!(
        spans(Format::Toml, &wrong, Code::PlayTricksMismatch),
        ["[0, 11, 1, 1]"]
    );
    let right = toml.replace("play =", "tricks = [1, 8, 2, 2]\nplay =");
    assert!(spans(Format::Toml, &right, Code::PlayTricksMismatch).is_empty());
}

#[test]
fn play_mistakes_say_all_they_know() {
    // A 14th trick is that error alone, not also "no tricks".
    let (toml, _) = played(&[(13, "SA SK SQ SJ")], "", "");
    assert!(spans(Format::Toml, &toml, Code::MissingKey).is_empty());
    // A wrong tricks line shows both lines whole.
    let (toml, _) = played(&[], "tricks = [2, 8, 2, 1]\n", "");
    let outcome = evaluate_source(
        &Source {
            name: "p".into(),
            text: toml,
            format: Format::Toml,
        },
        &[],
    );
    let mismatch = outcome
        .diagnostics
        .iter()
        .find(|d| d.code == Code::PlayTricksMismatch)
        .expect("mismatch");
    assert!(
        mismatch.message.contains("(2-8-2-1)") && mismatch.message.contains("(2-9-2-0)"),
        "{}",
        mismatch.message
    );
    // A card played twice points at both.
    let (toml, _) = played(&[(2, "S7 S2 S6 H4")], "", "");
    let outcome = evaluate_source(
        &Source {
            name: "p".into(),
            text: toml.clone(),
            format: Format::Toml,
        },
        &[],
    );
    let twice = outcome
        .diagnostics
        .iter()
        .find(|d| d.code == Code::PlayDuplicate)
        .expect("duplicate");
    let first = twice.also.first().expect("the first one marked").0.clone();
    assert_eq!(&toml[first], "H4");
}

#[test]
fn play_counts_per_player_in_partnership_and_names_teams() {
    // Esli: per-player tricks are checked per player (team totals can hide a swap).
    let (toml, _) = played(
        &[],
        "tricks = { \"Ayşe\" = 0, Burak = 9, Cem = 4, Deniz = 0 }\n",
        "",
    );
    let esli = toml.replace("[[deals]]", "rules = { preset = \"esli\" }\n[[deals]]");
    assert_eq!(
        spans(Format::Toml, &esli, Code::PlayTricksMismatch).len(),
        1
    );
    // Team counts are checked per team, named as the file names them.
    let (toml, _) = played(&[], "tricks = [5, 8]\n", "");
    let teams = toml.replace(
        "[[deals]]",
        "teams = [\"Us\", \"Them\"]\nrules = { preset = \"esli\" }\n[[deals]]",
    );
    let outcome = evaluate_source(
        &Source {
            name: "p".into(),
            text: teams,
            format: Format::Toml,
        },
        &[],
    );
    let mismatch = outcome
        .diagnostics
        .iter()
        .find(|d| d.code == Code::PlayTricksMismatch)
        .expect("mismatch");
    assert!(
        mismatch.message.contains("gives Us 5"),
        "{}",
        mismatch.message
    );
}

#[test]
fn a_card_in_a_string_that_is_not_as_written_is_shown_by_the_string() {
    // A YAML plain scalar folded over two lines reads "HA H3 H4 X9": the card's place
    // cannot be told from the text read, so the whole string is shown.
    let yaml = format!(
        "{PLAYERS_YAML}deals:\n  - declarer: Burak\n    bid: 8\n    trump: hearts\n    tricks: [2, 8, 2, 1]\n    play: [HA H3 H4\n      X9]\n"
    );
    assert_eq!(
        spans(Format::Yaml, &yaml, Code::PlayCard),
        ["HA H3 H4\n      X9"]
    );
}

/// A file with more problems than are kept: the first `MAX_KEPT` are kept, the rest
/// counted in one last diagnostic, an error when errors were among them (so the file
/// still fails), a warning when only warnings were.
#[test]
fn problems_past_the_most_kept_are_counted_not_kept() {
    let outcome = |deal: &str| {
        let mut text = String::from(PLAYERS_TOML);
        for _ in 0..super::MAX_KEPT + 50 {
            text.push_str(deal);
        }
        let source = Source {
            name: "case".into(),
            text,
            format: Format::Toml,
        };
        evaluate_source(&source, &[])
    };
    let errors = outcome("[[deals]]\npassed = true\nbogus = 1\n");
    assert_eq!(errors.diagnostics.len(), super::MAX_KEPT + 1);
    let last = errors.diagnostics.last().expect("a summary");
    assert_eq!((last.code, last.severity), (Code::Omitted, Severity::Error));
    assert!(
        last.message.starts_with("50 more problems"),
        "{}",
        last.message
    );
    assert!(errors.scored().is_none());

    // Out of rotation: every deal's dealer is the first player (a warning each).
    let warnings = outcome("[[deals]]\ndealer = \"Ayşe\"\npassed = true\n");
    let last = warnings.diagnostics.last().expect("a summary");
    assert_eq!(
        (last.code, last.severity),
        (Code::Omitted, Severity::Warning)
    );
    assert!(warnings.scored().is_some());
}

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
    assert_eq!(game.note(0), Some("1:30"));
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
        problem.message
    );
    assert!(
        problem
            .help
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
        .map(|d| (d.message, d.help))
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
    assert_eq!(hands.message, "deal 1: A's hand has 1 cards; a hand is 16");
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
        let play = game.deals[0].play().expect("a play");
        assert_eq!(play.audit.leader(0), leader, "{dealer:?}");
        assert_eq!(
            game.deals[0].tricks(),
            Some(crate::model::Tricks::Seats(play.audit.won))
        );
    }
}
