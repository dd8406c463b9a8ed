//! Property tests over random valid matches: the arithmetic follows the formula, totals
//! are running sums, TOML and YAML renderings of one match score the same, and setting a
//! rule to the value it already has changes nothing.

use proptest::prelude::*;

use crate::pipeline::{Scored, evaluate_source};
use crate::rules::{Assignment, SETTINGS};
use crate::source::{Format, Source};

/// A random match: preset, optional house rules, and deals as (declarer, bid, tricks).
#[derive(Debug, Clone)]
struct RandomMatch {
    preset: &'static str,
    double_penalty: bool,
    slam_double: bool,
    defender_minimum: u8,
    end_none: bool,
    deals: Vec<Option<(usize, u8, [u8; 4])>>,
}

/// Four counts that add up to 13.
fn tricks() -> impl Strategy<Value = [u8; 4]> {
    (0u8..=13, 0u8..=13, 0u8..=13).prop_map(|(a, b, c)| {
        let mut cuts = [a, b, c];
        cuts.sort_unstable();
        [cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 13 - cuts[2]]
    })
}

fn random_match() -> impl Strategy<Value = RandomMatch> {
    let deal = prop_oneof![
        1 => Just(None),
        9 => (0usize..4, 7u8..=13, tricks()).prop_map(Some),
    ];
    (
        prop::sample::select(vec!["classic", "ihaleli", "esli", "koz-maca", "gonullu"]),
        any::<bool>(),
        any::<bool>(),
        0u8..3,
        any::<bool>(),
        prop::collection::vec(deal, 0..30),
    )
        .prop_map(
            |(preset, double_penalty, slam_double, defender_minimum, end_none, deals)| {
                // ihaleli and esli make the dealer take a hand nobody bid: no passed deals.
                let passes_allowed = !matches!(preset, "ihaleli" | "esli");
                let deals = deals
                    .into_iter()
                    .map(|deal| {
                        deal.or(if passes_allowed {
                            None
                        } else {
                            Some((0, 7, [7, 2, 2, 2]))
                        })
                    })
                    .collect();
                RandomMatch {
                    preset,
                    double_penalty,
                    slam_double,
                    defender_minimum,
                    end_none,
                    deals,
                }
            },
        )
}

const PLAYERS: [&str; 4] = ["Ayşe", "Burak", "Cem", "Deniz"];

impl RandomMatch {
    fn rules(&self) -> Vec<(&'static str, String)> {
        vec![
            ("preset", format!("\"{}\"", self.preset)),
            ("double_penalty", self.double_penalty.to_string()),
            ("slam_double", self.slam_double.to_string()),
            ("defender_minimum", self.defender_minimum.to_string()),
            (
                "end",
                if self.end_none {
                    "\"none\""
                } else {
                    "\"target\""
                }
                .to_owned(),
            ),
        ]
    }

    fn toml(&self) -> String {
        let mut text =
            String::from("players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]\n\n[rules]\n");
        for (name, value) in self.rules() {
            text.push_str(&format!("{name} = {value}\n"));
        }
        for deal in &self.deals {
            text.push_str("\n[[deals]]\n");
            match deal {
                None => text.push_str("passed = true\n"),
                Some((declarer, bid, tricks)) => text.push_str(&format!(
                    "declarer = \"{}\"\nbid = {bid}\ntricks = {tricks:?}\n",
                    PLAYERS[*declarer]
                )),
            }
        }
        text
    }

    fn yaml(&self) -> String {
        let mut text = String::from("players: [Ayşe, Burak, Cem, Deniz]\nrules:\n");
        for (name, value) in self.rules() {
            text.push_str(&format!("  {name}: {value}\n"));
        }
        text.push_str("deals:\n");
        for deal in &self.deals {
            match deal {
                None => text.push_str("  - passed: true\n"),
                Some((declarer, bid, tricks)) => text.push_str(&format!(
                    "  - declarer: {}\n    bid: {bid}\n    tricks: {tricks:?}\n",
                    PLAYERS[*declarer]
                )),
            }
        }
        text
    }
}

fn score_text(text: String, format: Format, flags: &[Assignment]) -> Scored {
    let source = Source {
        name: "random".into(),
        text,
        format,
    };
    let outcome = evaluate_source(&source, flags);
    match outcome.scored {
        Some(scored) => scored,
        None => panic!(
            "random match did not validate: {:?}\n{}",
            outcome.diagnostics, source.text
        ),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn toml_and_yaml_score_the_same(game in random_match()) {
        let toml = score_text(game.toml(), Format::Toml, &[]);
        let yaml = score_text(game.yaml(), Format::Yaml, &[]);
        prop_assert_eq!(&toml.board, &yaml.board);
        prop_assert_eq!(&toml.rules, &yaml.rules);
    }

    #[test]
    fn points_follow_the_formula_and_totals_are_running_sums(game in random_match()) {
        let scored = score_text(game.toml(), Format::Toml, &[]);
        let rules = &scored.rules;
        let sides = scored.board.side_count;
        let mut running = [0i64; 4];
        for (deal, score) in scored.game.deals.iter().zip(&scored.board.deals) {
            match &deal.contract {
                None => prop_assert_eq!(score.points, [0; 4]),
                Some(contract) => {
                    let declaring = score.declaring_side.expect("a declaring side");
                    let bid = i64::from(contract.bid);
                    let taken = score.tricks[declaring];
                    let value = bid * rules.bid_points();
                    let slam = if rules.slam_double() && bid == 13 { 2 } else { 1 };
                    let expected = if taken >= bid {
                        slam * (value + (taken - bid) * rules.extra_points())
                    } else {
                        -value * slam * if rules.double_penalty() { 2 } else { 1 }
                    };
                    prop_assert_eq!(score.points[declaring], expected);
                    prop_assert_eq!(score.made, Some(taken >= bid));
                    for side in (0..sides).filter(|&side| side != declaring) {
                        let minimum = rules.defender_minimum();
                        let expected = if minimum > 0 && score.tricks[side] < minimum {
                            -value
                        } else {
                            rules.defender_points() * score.tricks[side]
                        };
                        prop_assert_eq!(score.points[side], expected);
                    }
                    prop_assert_eq!(score.tricks[..sides].iter().sum::<i64>(), 13);
                }
            }
            if !score.after_end {
                for (total, points) in running.iter_mut().zip(&score.points[..sides]) {
                    *total += points;
                }
            }
            prop_assert_eq!(score.totals, running);
        }
        prop_assert_eq!(scored.board.totals, running);
    }

    #[test]
    fn setting_a_rule_to_its_value_changes_nothing(game in random_match(), index in 1..SETTINGS.len()) {
        let plain = score_text(game.toml(), Format::Toml, &[]);
        let setting = &SETTINGS[index];
        let flag = Assignment { id: setting.id, value: plain.rules.value(setting.id) };
        // defender_points "= extra_points" is not a value one can type; set the number.
        let flag = Assignment { value: match flag.value {
            crate::rules::SettingValue::SameAsExtra => plain.rules.effective(setting.id),
            value => value,
        }, ..flag };
        let again = score_text(game.toml(), Format::Toml, &[flag]);
        prop_assert_eq!(&plain.board, &again.board);
    }
}
