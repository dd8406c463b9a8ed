//! A deal's tricks: counts in seat or team order, or a table naming every side; each count
//! from 0 to hand, and hand (13 unless the rules say) in all.

use super::{Checked, Checker, Reported};
use crate::diagnostic::{Code, Diagnostic, suggest};
use crate::model::{Match, Tricks};
use crate::raw::{Entry, Node, Value};

impl Checker {
    /// A deal's tricks: the counts in order (listed, or named in a table), each in range,
    /// adding up to the hand.
    pub(super) fn tricks(
        &mut self,
        number: usize,
        node: &Node<'_>,
        players: Checked<&[String]>,
    ) -> Checked<Tricks> {
        let (seats, hand) = (self.rules.players(), self.rules.hand());
        let counts: Vec<(i64, &Node<'_>)> = match &node.value {
            Value::Array(items) => self.listed_tricks(number, node, items)?,
            Value::Table(entries) => self.named_tricks(number, node, entries, players?)?,
            _ => {
                return Err(self.type_error(
                    node,
                    "tricks",
                    "a list of counts or a table of name = count",
                ));
            }
        };
        self.tricks_in_range(number, &counts)?;
        let sum: i64 = counts.iter().map(|(count, _)| count).sum();
        let values: Vec<u8> = counts
            .iter()
            .filter_map(|(count, _)| u8::try_from(*count).ok())
            .collect();
        match values[..] {
            [a, b, c, d] if sum == hand && seats == 4 => Ok(Tricks::Seats([a, b, c, d])),
            [a, b, c] if sum == hand && seats == 3 => Ok(Tricks::Seats([a, b, c, 0])),
            [a, b] if sum == hand => Ok(Tricks::Teams([a, b])),
            _ => Err(self.tricks_sum(number, node, sum)),
        }
    }

    /// A list of counts, one per player (or, in partnership, per team).
    fn listed_tricks<'n, 'a>(
        &mut self,
        number: usize,
        node: &Node<'a>,
        items: &'n [Node<'a>],
    ) -> Checked<Vec<(i64, &'n Node<'a>)>> {
        let partnership = self.rules.partnership();
        let seats = self.rules.players();
        let allowed = if partnership {
            "4 (one per player) or 2 (one per team)".to_owned()
        } else {
            format!("{seats}, one per player")
        };
        if items.len() != seats && !(partnership && items.len() == 2) {
            let help = if items.len() == 2 {
                "two counts are team counts, for partnership play only; give one count per player"
            } else {
                "give one count per player, in order of play"
            };
            return Err(self.error(
                Diagnostic::error(
                    Code::TricksShape,
                    Some(node.span.clone()),
                    format!(
                        "deal {number}: tricks has {} counts, but must have {allowed}",
                        items.len()
                    ),
                )
                .label(format!("{} counts", items.len()))
                .help(help),
            ));
        }
        let mut counts = Vec::with_capacity(items.len());
        for item in items {
            counts.push((self.integer(item, "a trick count")?, item));
        }
        Ok(counts)
    }

    /// Every count from 0 to the hand (each one out of range is reported).
    fn tricks_in_range(&mut self, number: usize, counts: &[(i64, &Node<'_>)]) -> Checked<()> {
        let hand = self.rules.hand();
        let mut in_range: Checked<()> = Ok(());
        for (count, item) in counts {
            if !(0..=hand).contains(count) {
                in_range = Err(self.error(
                    Diagnostic::error(
                        Code::TricksRange,
                        Some(item.span.clone()),
                        format!("deal {number}: {count} tricks is impossible"),
                    )
                    .label(format!("between 0 and {hand}"))
                    .help(format!("a side takes from 0 to {hand} tricks")),
                ));
            }
        }
        in_range
    }

    /// Tricks that add up to `sum` instead of the hand: how many are missing or too many.
    fn tricks_sum(&mut self, number: usize, node: &Node<'_>, sum: i64) -> Reported {
        let hand = self.rules.hand();
        let (direction, difference) = if sum < hand {
            ("missing", hand - sum)
        } else {
            ("too many", sum - hand)
        };
        let tricks_word = if difference == 1 {
            "trick is"
        } else {
            "tricks are"
        };
        self.error(
            Diagnostic::error(
                Code::TricksSum,
                Some(node.span.clone()),
                format!(
                    "deal {number}: tricks add up to {sum}, but every deal has {hand}{}",
                    self.rule_source(crate::rules::Id::Hand)
                ),
            )
            .label(format!("{sum} tricks"))
            .help(if hand == 13 {
                format!("{difference} {tricks_word} {direction}; check each count")
            } else {
                format!(
                    "{difference} {tricks_word} {direction}; check each count (a deal has as many tricks as a hand has cards: hand = {hand})"
                )
            }),
        )
    }

    /// A `name = count` table in seat (or team) order, checking every name.
    fn named_tricks<'n, 'a>(
        &mut self,
        number: usize,
        node: &'n Node<'a>,
        entries: &'n [Entry<'a>],
        players: &[String],
    ) -> Checked<Vec<(i64, &'n Node<'a>)>> {
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
                let bare_word = matches!(&*entry.key, "true" | "false" | "null")
                    || entry.key.parse::<f64>().is_ok();
                let help = if bare_word {
                    // YAML read an unquoted N, Y, no, on, null … as a boolean or null.
                    format!(
                        "if this is a name, put it in quotes: YAML reads words like N, Y, no, on and null written bare as something else. The sides are {}",
                        sides.join(", ")
                    )
                } else {
                    suggest(&entry.key, sides.iter().copied())
                        .unwrap_or_else(|| format!("name each of: {}", sides.join(", ")))
                };
                outcome = Err(self.error(
                    Diagnostic::error(
                        Code::TricksShape,
                        Some(entry.key_span.clone()),
                        format!(
                            "deal {number}: tricks names \"{}\", who is not playing",
                            entry.key
                        ),
                    )
                    .label("unknown name")
                    .help(help)
                    .fix(
                        (!bare_word)
                            .then(|| crate::diagnostic::nearest(&entry.key, sides.iter().copied()))
                            .flatten(),
                    ),
                ));
                continue;
            };
            match self.integer(&entry.node, "a trick count") {
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
            return Err(self.error(
                Diagnostic::error(
                    Code::TricksShape,
                    Some(node.span.clone()),
                    format!("deal {number}: tricks does not name {}", missing.join(", ")),
                )
                .label("missing names")
                .help("name every side, with 0 for a side that took no trick"),
            ));
        }
        outcome?;
        // No side is missing and no count failed, so every side has its count.
        Ok(counts.into_iter().flatten().collect())
    }

    fn team_names(&self, players: &[String]) -> [String; 2] {
        // Team names are resolved before deals; unknown teams fall back to the defaults.
        match &self.teams {
            Some(Ok(teams)) => teams.clone(),
            _ => Match::default_teams(players),
        }
    }
}
