//! The card play: every play code, with its exact span in TOML and YAML.

use super::{PLAYERS_TOML, PLAYERS_YAML, case, id, spans, toml_deal, toml_diagnostics, yaml_deal};
use crate::diagnostic::{Code, Severity};
use crate::pipeline::evaluate_source;
use crate::source::{Format, Source};

/// A complete legal play (classic rules, hearts trump, Burak declares): examples/played.toml's first deal.
pub(super) const PLAY: [&str; 13] = [
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
pub(super) fn played(
    edit: &[(usize, &str)],
    extra_toml: &str,
    extra_yaml: &str,
) -> (String, String) {
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
        assert_eq!(
            game.deals[0].play.as_deref().map(|play| play.tricks.len()),
            Some(13)
        );
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

/// The catalogue ids of the messages of the diagnostics with `code` in the TOML `text`,
/// with the text each is drawn over.
fn said(text: &str, code: Code) -> Vec<(&'static str, String)> {
    toml_diagnostics(text)
        .iter()
        .filter(|diagnostic| diagnostic.code == code)
        .map(|diagnostic| {
            let drawn = &text[diagnostic.span.clone().expect("a span")];
            (id(&diagnostic.message), drawn.to_owned())
        })
        .collect()
}

/// A card played again in its own trick is told so; one played in an earlier trick is
/// told which.
#[test]
fn a_card_played_twice_is_told_whether_in_the_same_trick() {
    let (same, _) = played(&[(2, "S7 S2 S7 S8")], "", "");
    assert_eq!(
        said(&same, Code::PlayDuplicate),
        [("play-duplicate-same-trick", "S7".to_owned())]
    );
    let (earlier, _) = played(&[(2, "S7 S2 S6 H4")], "", "");
    assert_eq!(
        said(&earlier, Code::PlayDuplicate),
        [("play-duplicate", "H4".to_owned())]
    );
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
        outcome.diagnostics[0].message.en()
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
    // ♦4 twice in Deniz's hand (instead of ♦Q): told as twice in one hand, not two.
    let doubled = toml.replacen("DQ D4\"", "D4 D4\"", 1);
    assert!(
        said(&doubled, Code::PlayHands).contains(&("hands-card-twice", "D4".to_owned())),
        "{:?}",
        said(&doubled, Code::PlayHands)
    );
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
        mismatch.message.en().contains("(2-8-2-1)") && mismatch.message.en().contains("(2-9-2-0)"),
        "{}",
        mismatch.message.en()
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
        mismatch.message.en().contains("gives Us 5"),
        "{}",
        mismatch.message.en()
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
        for _ in 0..crate::diagnostic::MAX_KEPT + 50 {
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
    assert_eq!(errors.diagnostics.len(), crate::diagnostic::MAX_KEPT + 1);
    let last = errors.diagnostics.last().expect("a summary");
    assert_eq!((last.code, last.severity), (Code::Omitted, Severity::Error));
    assert!(
        last.message.en().starts_with("50 more problems"),
        "{}",
        last.message.en()
    );
    assert!(errors.scored().is_none());

    // Out of rotation: every deal's dealer is the first player (a warning each).
    let warnings = outcome("[[deals]]\ndealer = \"Ayşe\"\npassed = true\n");
    assert_eq!(warnings.diagnostics.len(), crate::diagnostic::MAX_KEPT + 1);
    let last = warnings.diagnostics.last().expect("a summary");
    assert_eq!(
        (last.code, last.severity),
        (Code::Omitted, Severity::Warning)
    );
    assert!(warnings.scored().is_some());
}
