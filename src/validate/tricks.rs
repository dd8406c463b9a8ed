//! A deal's tricks: counts in seat or team order, or a table naming every side; each count
//! from 0 to hand, and hand (13 unless the rules say) in all.

use super::{Checked, Checker};
use crate::diagnostic::{Code, Diagnostic, problem};
use crate::lang::text;
use crate::model::{Match, Tricks};
use crate::raw::{Entry, Node, Value};

impl Checker {
    /// A deal's tricks: the counts in order (listed, or named in a table), each in range,
    /// adding up to the hand.
    pub(super) fn tricks(&self, node: &Node<'_>) -> Checked<Tricks> {
        let hand = self.rules.hand();
        let counts: Vec<(i64, &Node<'_>)> = match &node.value {
            Value::Array(items) => self.listed_tricks(node, items)?,
            Value::Table(entries) => self.named_tricks(node, entries)?,
            _ => {
                return Err(self.type_error(node, "tricks".into(), text!("expected-tricks")));
            }
        };
        // Every count from 0 to the hand (each one out of range is reported), added up,
        // and one a seat, or (two) a team: each in range, a byte.
        let (mut sum, mut values, mut in_range) = (0, [0; 4], Ok(()));
        for ((count, item), value) in counts.iter().zip(&mut values) {
            if !(0..=hand).contains(count) {
                in_range = Err(self.error(problem!(
                    Code::TricksRange,
                    Some(item.span.clone()),
                    text!(
                        "tricks-range",
                        deal = self.number,
                        count = count.to_string()
                    ),
                    label(hand = hand),
                    help(hand = hand)
                )));
            }
            sum += count;
            *value = u8::try_from(*count).unwrap_or(u8::MAX);
        }
        in_range?;
        // A hand no deck can deal is the rules' one error, not one more at every deal.
        if sum != hand && self.dealt() <= 52 {
            // The help says how many are missing or too many.
            let help = match (sum < hand, hand == 13) {
                (true, true) => text!("tricks-sum-help-missing", count = hand - sum),
                (false, true) => text!("tricks-sum-help-too-many", count = sum - hand),
                (true, false) => text!(
                    "tricks-sum-help-missing-hand",
                    count = hand - sum,
                    hand = hand
                ),
                (false, false) => text!(
                    "tricks-sum-help-too-many-hand",
                    count = sum - hand,
                    hand = hand
                ),
            };
            return Err(self.error(
                problem!(
                    Code::TricksSum,
                    Some(node.span.clone()),
                    text!(
                        "tricks-sum",
                        deal = self.number,
                        sum = sum,
                        hand = hand,
                        source = super::rule_source(&self.rules, crate::rules::Id::Hand)
                    ),
                    label(sum = sum)
                )
                .help(help),
            ));
        }
        Ok(match counts.len() {
            2 => Tricks::Teams([values[0], values[1]]),
            _ => Tricks::Seats(values),
        })
    }

    /// A list of counts, one per player (or, in partnership, per team).
    fn listed_tricks<'n, 'a>(
        &self,
        node: &Node<'a>,
        items: &'n [Node<'a>],
    ) -> Checked<Vec<(i64, &'n Node<'a>)>> {
        let partnership = self.rules.partnership();
        let seats = self.rules.players();
        if items.len() != seats && !(partnership && items.len() == 2) {
            let help = if items.len() == 2 {
                text!("tricks-count-help-teams")
            } else {
                text!("tricks-count-help")
            };
            let message = if partnership {
                text!(
                    "tricks-count-partnership",
                    deal = self.number,
                    count = items.len()
                )
            } else {
                text!(
                    "tricks-count",
                    deal = self.number,
                    count = items.len(),
                    seats = seats
                )
            };
            return Err(self.error(
                Diagnostic::error(Code::TricksShape, Some(node.span.clone()), message)
                    .label(text!("tricks-count-label", count = items.len()))
                    .help(help),
            ));
        }
        let mut counts = Vec::with_capacity(items.len());
        for item in items {
            counts.push((self.integer(item, || text!("what-trick-count"))?, item));
        }
        Ok(counts)
    }

    /// A `name = count` table in seat (or team) order, checking every name.
    fn named_tricks<'n, 'a>(
        &self,
        node: &'n Node<'a>,
        entries: &'n [Entry<'a>],
    ) -> Checked<Vec<(i64, &'n Node<'a>)>> {
        let players = self.seated()?;
        let teams = self.rules.partnership().then(|| self.team_names(players));
        let names_teams = teams.as_ref().is_some_and(|teams| {
            entries
                .iter()
                .any(|entry| teams.iter().any(|team| *team == entry.key))
        });
        let sides: Vec<&str> = match &teams {
            Some(teams) if names_teams => teams.iter().map(String::as_str).collect(),
            _ => players.iter().map(String::as_str).collect(),
        };
        let mut counts: Vec<Option<(i64, &Node<'_>)>> = vec![None; sides.len()];
        let mut outcome: Checked<()> = Ok(());
        for entry in entries {
            let Some(side) = sides.iter().position(|side| *side == entry.key.trim()) else {
                if names_teams && players.iter().any(|player| *player == entry.key.trim()) {
                    // A player beside a team: counted by team, so not one of the sides.
                    outcome = Err(self.error(problem!(
                        Code::TricksShape,
                        Some(entry.key_span.clone()),
                        text!("tricks-name-player", deal = self.number, name = &*entry.key),
                        label,
                        help(teams = sides.join(", "))
                    )));
                    continue;
                }
                let bare_word = matches!(&*entry.key, "true" | "false" | "null")
                    || entry.key.parse::<f64>().is_ok();
                let unknown = problem!(
                    Code::TricksShape,
                    Some(entry.key_span.clone()),
                    text!(
                        "tricks-name-unknown",
                        deal = self.number,
                        name = &*entry.key
                    ),
                    label
                );
                outcome = Err(self.error(if bare_word {
                    // YAML read an unquoted N, Y, no, on, null … as a boolean or null.
                    unknown.help(text!("tricks-name-help-quote", sides = sides.join(", ")))
                } else {
                    unknown.suggesting(&entry.key, sides.iter().copied(), || {
                        text!("tricks-name-help", sides = sides.join(", "))
                    })
                }));
                continue;
            };
            match self.integer(&entry.node, || text!("what-trick-count")) {
                Ok(count) => counts[side] = Some((count, &entry.node)),
                Err(reported) => outcome = Err(reported),
            }
        }
        let missing: Vec<&str> = sides
            .iter()
            .zip(&counts)
            .filter(|(_, count)| count.is_none())
            .map(|(side, _)| *side)
            .filter(|side| !entries.iter().any(|entry| entry.key == *side))
            .collect();
        if !missing.is_empty() {
            return Err(self.error(problem!(
                Code::TricksShape,
                Some(node.span.clone()),
                text!(
                    "tricks-names-missing",
                    deal = self.number,
                    names = missing.join(", ")
                ),
                label,
                help
            )));
        }
        outcome?;
        // No side is missing and no count failed, so every side has its count.
        Ok(counts.into_iter().flatten().collect())
    }

    /// The team names, the file's or (when it names none, or they did not check) the
    /// partners' names joined.
    pub(super) fn team_names(&self, players: &[String]) -> [String; 2] {
        // Team names are resolved before deals; unknown teams fall back to the defaults.
        match &self.teams {
            Some(Ok(teams)) => teams.clone(),
            _ => Match::default_teams(players),
        }
    }
}
