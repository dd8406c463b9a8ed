//! Property tests over random valid matches, under random values of every point setting.
//! They never re-compute the formula (the worked examples of docs/rules.md are unit tests in
//! `score`): they check invariants (a made contract scores, a failed one costs, totals are
//! running sums) and how scores move when one setting changes (`double_penalty` doubles
//! exactly the failed contracts, `slam_double` exactly the slams, one more defender point
//! adds each defender's tricks). TOML and YAML renderings of a match score the same, and
//! setting a rule to the value it already has changes nothing.

use proptest::prelude::*;

use crate::pipeline::{Scored, evaluate_source};
use crate::rules::{Assignment, SETTINGS};
use crate::source::{Format, Source};

/// A random match: preset, optional house rules, and deals as (declarer, bid, tricks).
#[derive(Debug, Clone)]
struct RandomMatch {
    preset: &'static str,
    bid_points: u8,
    extra_points: u8,
    defender_points: Option<u8>,
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
        (1u8..=20, 0u8..=10, prop::option::of(0u8..=19)),
        any::<bool>(),
        any::<bool>(),
        prop_oneof![2 => Just(0u8), 1 => 1u8..=13],
        any::<bool>(),
        prop::collection::vec(deal, 0..30),
    )
        .prop_map(
            |(preset, points, double_penalty, slam_double, defender_minimum, end_none, deals)| {
                let (bid_points, extra_points, defender_points) = points;
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
                    bid_points,
                    extra_points,
                    defender_points,
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
        let mut rules = vec![
            ("preset", format!("\"{}\"", self.preset)),
            ("bid_points", self.bid_points.to_string()),
            ("extra_points", self.extra_points.to_string()),
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
        ];
        if let Some(points) = self.defender_points {
            rules.push(("defender_points", points.to_string()));
        }
        rules
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

/// A `--set` flag as the command line would give it.
fn flag(text: &str) -> Assignment {
    let parsed = crate::rules::parse_flag(&crate::rules::Flag {
        text: text.to_owned(),
        start: 0,
        origin: "--set",
    })
    .expect("a valid flag");
    parsed.into_iter().next().expect("one assignment")
}

fn score_text(text: String, format: Format, flags: &[Assignment]) -> Scored {
    let source = Source {
        name: "random".into(),
        text,
        format,
    };
    let outcome = evaluate_source(&source, flags);
    let diagnostics = format!("{:?}", outcome.diagnostics);
    match outcome.into_scored() {
        Some(scored) => scored,
        None => panic!(
            "random match did not validate: {diagnostics}\n{}",
            source.text
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
    fn made_contracts_score_failed_ones_cost_and_totals_are_running_sums(game in random_match()) {
        let scored = score_text(game.toml(), Format::Toml, &[]);
        let sides = scored.board.side_count;
        let mut running = [0i64; 4];
        for (deal, (score, totals)) in scored.game.deals.iter().zip(scored.board.rows()) {
            match &deal.contract() {
                None => prop_assert_eq!(score.points, [0; 4]),
                Some(contract) => {
                    let declaring = score.declaring_side().expect("a declaring side");
                    let made = score.tricks[declaring] >= contract.bid;
                    prop_assert_eq!(score.made, Some(made));
                    if made {
                        prop_assert!(score.points[declaring] > 0);
                    } else {
                        prop_assert!(score.points[declaring] < 0);
                    }
                    prop_assert_eq!(score.tricks[..sides].iter().map(|&count| i64::from(count)).sum::<i64>(), 13);
                }
            }
            if !score.after_end {
                for (total, points) in running.iter_mut().zip(&score.points[..sides]) {
                    *total += i64::from(*points);
                }
            }
            prop_assert_eq!(totals, running);
        }
        prop_assert_eq!(scored.board.totals, running);
    }

    #[test]
    fn double_penalty_doubles_exactly_the_failed_contracts(game in random_match()) {
        let single = score_text(game.toml(), Format::Toml, &[flag("double_penalty=false")]);
        let double = score_text(game.toml(), Format::Toml, &[flag("double_penalty=true")]);
        for (one, two) in single.board.deals.iter().zip(&double.board.deals) {
            for side in 0..single.board.side_count {
                let expected = match (one.made, one.declaring_side()) {
                    (Some(false), Some(declaring)) if declaring == side => 2 * one.points[side],
                    _ => one.points[side],
                };
                prop_assert_eq!(two.points[side], expected);
            }
        }
    }

    #[test]
    fn slam_double_doubles_exactly_the_declarers_slams(game in random_match()) {
        let plain = score_text(game.toml(), Format::Toml, &[flag("slam_double=false")]);
        let slams = score_text(game.toml(), Format::Toml, &[flag("slam_double=true")]);
        for ((deal, one), two) in plain.game.deals.iter().zip(&plain.board.deals).zip(&slams.board.deals) {
            let slam = deal.contract().is_some_and(|contract| contract.bid == 13);
            for side in 0..plain.board.side_count {
                let declaring = one.declaring_side() == Some(side);
                let expected = if slam && declaring { 2 * one.points[side] } else { one.points[side] };
                prop_assert_eq!(two.points[side], expected);
            }
        }
    }

    #[test]
    fn one_more_defender_point_adds_each_defenders_tricks(game in random_match(), points in 0i64..=19) {
        let base = [flag("defender_minimum=0"), flag(&format!("defender_points={points}"))];
        let more = [flag("defender_minimum=0"), flag(&format!("defender_points={}", points + 1))];
        let one = score_text(game.toml(), Format::Toml, &base);
        let two = score_text(game.toml(), Format::Toml, &more);
        for (a, b) in one.board.deals.iter().zip(&two.board.deals) {
            for side in 0..one.board.side_count {
                let defending = a.declaring_side().is_some_and(|declaring| declaring != side);
                let expected = a.points[side] + if defending { i32::from(a.tricks[side]) } else { 0 };
                prop_assert_eq!(b.points[side], expected);
            }
        }
    }

    #[test]
    fn a_defender_minimum_changes_only_the_defenders_below_it(game in random_match(), minimum in 1i64..=13) {
        let off = score_text(game.toml(), Format::Toml, &[flag("defender_minimum=0")]);
        let on = score_text(game.toml(), Format::Toml, &[flag(&format!("defender_minimum={minimum}"))]);
        for (a, b) in off.board.deals.iter().zip(&on.board.deals) {
            let mut penalties = Vec::new();
            for side in 0..off.board.side_count {
                let defending = a.declaring_side().is_some_and(|declaring| declaring != side);
                if defending && i64::from(a.tricks[side]) < minimum {
                    prop_assert!(b.points[side] < 0);
                    penalties.push(b.points[side]);
                } else {
                    prop_assert_eq!(b.points[side], a.points[side]);
                }
            }
            // Every short defender of a deal loses the same: the bid's value.
            prop_assert!(penalties.windows(2).all(|pair| pair[0] == pair[1]));
        }
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

/// A random match where everyone predicts, with three or four players and a hand of
/// any size the pack allows: (players, hand, bid points, extra points, overshoot,
/// nil points, deals as (bids, tricks)); double penalty is tried both ways.
#[derive(Debug, Clone)]
struct Predictions {
    players: usize,
    hand: u8,
    bid_points: u8,
    extra_points: u8,
    overshoot: u8,
    nil_points: u16,
    deals: Vec<(Vec<u8>, Vec<u8>)>,
}

/// `players` counts that add up to `hand`.
fn split(hand: u8, players: usize) -> impl Strategy<Value = Vec<u8>> {
    prop::collection::vec(0..=hand, players - 1).prop_map(move |mut cuts| {
        cuts.sort_unstable();
        let mut counts = Vec::with_capacity(players);
        let mut before = 0;
        for cut in cuts {
            counts.push(cut - before);
            before = cut;
        }
        counts.push(hand - before);
        counts
    })
}

fn predictions() -> impl Strategy<Value = Predictions> {
    (3usize..=4, any::<bool>())
        .prop_flat_map(|(players, short)| {
            // Gömmeli's 16 or a 13-card hand for three; 13 or Defineli's 12 for four.
            let hand = match (players, short) {
                (3, false) => 16,
                (_, true) if players == 4 => 12,
                _ => 13,
            };
            let deal = (
                prop::collection::vec(0..=hand, players),
                split(hand, players),
            );
            (
                Just(players),
                Just(hand),
                (1u8..=20, 0u8..=10, 0u8..=4, 1u16..=100),
                prop::collection::vec(deal, 1..20),
            )
        })
        .prop_map(|(players, hand, settings, deals)| {
            let (bid_points, extra_points, overshoot, nil_points) = settings;
            Predictions {
                players,
                hand,
                bid_points,
                extra_points,
                overshoot,
                nil_points,
                deals,
            }
        })
}

impl Predictions {
    fn toml(&self, double_penalty: bool) -> String {
        let names: Vec<String> = PLAYERS[..self.players]
            .iter()
            .map(|name| format!("\"{name}\""))
            .collect();
        let mut text = format!(
            "players = [{}]\n[rules]\nbidding = \"everyone\"\nhand = {}\nmin_bid = 1\nbid_points = {}\nextra_points = {}\novershoot = {}\nnil_points = {}\ndouble_penalty = {double_penalty}\nend = \"none\"\n",
            names.join(", "),
            self.hand,
            self.bid_points,
            self.extra_points,
            self.overshoot,
            self.nil_points,
        );
        for (bids, tricks) in &self.deals {
            text.push_str(&format!(
                "[[deals]]\nbids = {bids:?}\ntricks = {tricks:?}\n"
            ));
        }
        text
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Everyone predicts, three or four players, any hand: a kept prediction scores, a
    /// broken one costs, a prediction of no trick is worth `nil_points` either way,
    /// taking more than the prediction never turns a kept one into a broken one without
    /// `overshoot`, and `double_penalty` doubles exactly what the broken ones cost.
    #[test]
    fn every_prediction_is_scored_on_its_own(game in predictions()) {
        let plain = score_text(game.toml(false), Format::Toml, &[]);
        let doubled = score_text(game.toml(true), Format::Toml, &[]);
        prop_assert_eq!(plain.board.side_count, game.players);
        let mut running = [0i64; 4];
        for ((index, (bids, tricks)), ((score, totals), (double, _))) in game
            .deals
            .iter()
            .enumerate()
            .zip(plain.board.rows().zip(doubled.board.rows()))
        {
            prop_assert_eq!(score.declaring_side(), None, "deal {}", index + 1);
            for side in 0..game.players {
                let points = i64::from(score.points[side]);
                let made = score.made_by(side, true).expect("a prediction");
                prop_assert_eq!(i64::from(tricks[side]), i64::from(score.tricks[side]));
                if bids[side] == 0 {
                    let nil = i64::from(game.nil_points);
                    prop_assert_eq!(points, if tricks[side] == 0 { nil } else { -nil });
                    prop_assert_eq!(made, tricks[side] == 0);
                } else if made {
                    prop_assert!(points >= i64::from(bids[side]) * i64::from(game.bid_points));
                    prop_assert!(tricks[side] >= bids[side]);
                    prop_assert_eq!(double.points[side], score.points[side]);
                } else {
                    prop_assert!(points < 0);
                    prop_assert_eq!(i64::from(double.points[side]), 2 * points);
                    if game.overshoot == 0 {
                        prop_assert!(tricks[side] < bids[side]);
                    }
                }
                running[side] += points;
                prop_assert_eq!(totals[side], running[side]);
            }
        }
    }
}

/// Random Gömmeli deals (three players, 16 tricks, the defender minimum at 1): the
/// declarer (seat), the bid (7–16) and the three trick counts.
fn gommeli_deals() -> impl Strategy<Value = Vec<(usize, u8, Vec<u8>)>> {
    prop::collection::vec((0usize..3, 7u8..=16, split(16, 3)), 1..15)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Three players in an auction (Gömmeli): the declarer's made contract scores and a
    /// failed one costs the bid's value; a defender scores ten a trick, or loses the bid's
    /// value with no trick at all; totals are running sums over three sides.
    #[test]
    fn three_players_in_an_auction(deals in gommeli_deals()) {
        let mut text = String::from("players = [\"Ayşe\", \"Burak\", \"Cem\"]\n[rules]\npreset = \"gommeli\"\nend = \"none\"\n");
        for (declarer, bid, tricks) in &deals {
            text.push_str(&format!(
                "[[deals]]\ndeclarer = \"{}\"\nbid = {bid}\ntricks = {tricks:?}\n",
                PLAYERS[*declarer]
            ));
        }
        let scored = score_text(text, Format::Toml, &[]);
        prop_assert_eq!(scored.board.side_count, 3);
        let mut running = [0i64; 4];
        for ((declarer, bid, tricks), (score, totals)) in deals.iter().zip(scored.board.rows()) {
            let made = tricks[*declarer] >= *bid;
            prop_assert_eq!(score.made, Some(made));
            let own = i64::from(score.points[*declarer]);
            if made {
                prop_assert!(own >= i64::from(*bid) * 10);
            } else {
                prop_assert_eq!(own, -i64::from(*bid) * 10);
            }
            for side in (0..3).filter(|side| side != declarer) {
                let expected = if tricks[side] == 0 {
                    -i64::from(*bid) * 10
                } else {
                    i64::from(tricks[side]) * 10
                };
                prop_assert_eq!(i64::from(score.points[side]), expected);
            }
            prop_assert_eq!(score.points[3], 0);
            for side in 0..3 {
                running[side] += i64::from(score.points[side]);
                prop_assert_eq!(totals[side], running[side]);
            }
        }
    }
}
