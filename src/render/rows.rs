//! A match as rows of cells, for the table-like formats (table, Markdown, HTML, xlsx):
//! the deals, the columns they have, a file's heading, and a comparison's grid.

use super::{Comparison, Judged, Show, escaped, result_line, rules_summary};
use crate::lang::{Lang, say};
use crate::model::{Deal, per_side};
use crate::pipeline::Scored;
use crate::rules::Rules;
use crate::score::{DealScore, PerSide};

/// One deal as the table-like formats show it: plain text cells, and the deal they say.
pub(crate) struct DealRow<'a> {
    pub(crate) number: String,
    pub(crate) dealer: String,
    /// Declarer, bid, trump and made/failed: "Burak 7♥ ✓", or "passed".
    pub(crate) contract: String,
    pub(crate) tricks: String,
    /// Per side: points and the running total, "+72 = 143".
    pub(crate) sides: Vec<String>,
    /// Per side: the running total alone, for narrow screens.
    pub(crate) totals: Vec<String>,
    pub(crate) view: DealView<'a>,
}

/// The columns the deal rows have; dealer only when some deal records one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Columns {
    pub(crate) dealer: bool,
    pub(crate) tricks: bool,
    /// "+points = total" in the side columns, else the total alone.
    pub(crate) points: bool,
}

impl Columns {
    /// Every column this match needs.
    pub(crate) fn of(scored: &Scored) -> Columns {
        Columns {
            dealer: scored.game.deals.iter().any(|deal| deal.dealer.is_some()),
            tricks: true,
            points: true,
        }
    }

    /// The header cells, side names last.
    pub(crate) fn header(self, lang: Lang, scored: &Scored, show: Show<'_>) -> Vec<String> {
        let mut header = self.kept([
            "#".to_owned(),
            say!(lang, "column-dealer"),
            form_header(lang, &scored.rules),
            say!(lang, "column-tricks"),
        ]);
        header.extend(scored.sides().iter().map(|side| show(side)));
        header
    }

    /// A row's cells in header order.
    pub(crate) fn cells(self, row: DealRow<'_>) -> Vec<String> {
        let mut cells = self.kept([row.number, row.dealer, row.contract, row.tricks]);
        cells.extend(if self.points { row.sides } else { row.totals });
        cells
    }

    /// Of the cells of the number, dealer, contract and tricks columns, those this
    /// layout keeps: the header and every row leave out the same ones.
    fn kept(self, cells: [String; 4]) -> Vec<String> {
        let kept = [true, self.dealer, true, self.tricks];
        let cells = cells.into_iter().zip(kept).filter(|(_, kept)| *kept);
        cells.map(|(cell, _)| cell).collect()
    }
}

/// One deal as every format reads it: the deal, its score and the running totals after
/// it, with the names it comes to (the one walk over a match's deals is `Scored::views`).
#[derive(Clone, Copy)]
pub(crate) struct DealView<'a> {
    /// From 0: the deal's place in the file.
    pub(crate) index: usize,
    pub(crate) deal: &'a Deal,
    pub(crate) score: &'a DealScore,
    pub(crate) totals: PerSide,
    pub(crate) scored: &'a Scored,
}

impl Scored {
    /// Every deal with its score and the totals after it, in order.
    pub(crate) fn views(&self) -> impl Iterator<Item = DealView<'_>> {
        self.game
            .deals
            .iter()
            .zip(self.board.rows())
            .enumerate()
            .map(|(index, (deal, (score, totals)))| DealView {
                index,
                deal,
                score,
                totals,
                scored: self,
            })
    }
}

impl<'a> DealView<'a> {
    /// The dealer's name, when the deal names one.
    pub(crate) fn dealer(&self) -> Option<&'a str> {
        let players = &self.scored.game.players;
        self.deal.dealer_seat().map(|seat| players[seat].as_str())
    }

    /// The declarer's name, when there is a contract.
    pub(crate) fn declarer(&self) -> Option<&'a str> {
        let players = &self.scored.game.players;
        self.deal
            .contract()
            .map(|c| players[c.declarer_seat()].as_str())
    }

    /// The declaring side's name, when there is a contract.
    pub(crate) fn declaring_side(&self) -> Option<&'a str> {
        let sides = self.scored.sides();
        self.score.declaring_side().map(|side| sides[side].as_str())
    }

    /// The trump under the match's rules.
    pub(crate) fn trump(&self) -> Option<crate::model::Suit> {
        self.deal.trump_under(&self.scored.rules)
    }

    /// Everyone bidding: each side's prediction.
    pub(crate) fn bids(&self) -> Option<[i64; 4]> {
        let partnership = self.scored.rules.partnership();
        self.deal
            .predictions()
            .map(|p| per_side(p.bids, partnership))
    }

    /// Each side's tricks, when the deal records them.
    pub(crate) fn tricks(&self) -> Option<[u8; 4]> {
        self.deal.tricks().map(|_| self.score.tricks)
    }
}

/// The deals as rows of text, in order.
/// From deal `from + 1` on: the deals before are skipped before any text is made, so
/// showing the last few of a long match costs only those.
pub(crate) fn deal_rows<'a>(
    lang: Lang,
    scored: &'a Scored,
    show: Show<'a>,
    from: usize,
) -> impl Iterator<Item = DealRow<'a>> + 'a {
    let players: Vec<String> = scored.game.players.iter().map(|p| show(p)).collect();
    let passed = say!(lang, "cell-passed");
    let side_count = scored.board.side_count;
    scored.views().skip(from).map(move |view| {
        let DealView {
            index,
            deal,
            score,
            totals,
            ..
        } = view;
        let predicted = deal.predictions().is_some();
        let tricks = view.tricks().map(|tricks| dashed(&tricks[..side_count]));
        DealRow {
            number: format!("{}{}", index + 1, if score.after_end { "*" } else { "" }),
            dealer: deal
                .dealer_seat()
                .map_or(String::new(), |seat| players[seat].clone()),
            contract: form_text(&passed, view, &players),
            tricks: tricks.unwrap_or_default(),
            sides: (0..side_count)
                .map(|side| match score.made_by(side, predicted) {
                    Some(made) if predicted => {
                        format!("{:+} {} = {}", score.points[side], mark(made), totals[side])
                    }
                    _ => format!("{:+} = {}", score.points[side], totals[side]),
                })
                .collect(),
            totals: (0..side_count)
                .map(|side| totals[side].to_string())
                .collect(),
            view,
        }
    })
}

/// The notes of the deals from deal `from + 1` on, each with its deal's number.
pub(crate) fn notes(scored: &Scored, from: usize) -> impl Iterator<Item = (usize, &str)> {
    let numbers = from + 1..=scored.game.deals.len();
    numbers.filter_map(|number| Some((number, scored.game.notes.get(number - 1)?)))
}

/// Whether a match's sides are teams (`yes`, in partnership) or players (`no`), for the
/// words that name them.
fn side_kind(partnership: bool) -> &'static str {
    if partnership { "yes" } else { "no" }
}

/// The standings' headings: rank, side (or team) and total.
pub(crate) fn standings_header(lang: Lang, scored: &Scored) -> [String; 3] {
    let teams = side_kind(scored.rules.partnership());
    [
        say!(lang, "column-rank"),
        say!(lang, "column-side", teams = teams),
        say!(lang, "column-total"),
    ]
}

/// The standings as cells: each side's rank, name (as `show` writes it) and total.
pub(crate) fn standings_rows<'a>(
    scored: &'a Scored,
    show: Show<'a>,
) -> impl Iterator<Item = [String; 3]> + 'a {
    let sides = scored.sides();
    scored.board.standings.iter().map(move |standing| {
        let name = show(&sides[standing.side]);
        [standing.rank.to_string(), name, standing.total.to_string()]
    })
}

/// The heading of the column `form_text` fills: "contract", or "bids" when everyone bids.
pub(crate) fn form_header(lang: Lang, rules: &Rules) -> String {
    if rules.everyone_bids() {
        say!(lang, "column-bids")
    } else {
        say!(lang, "column-contract")
    }
}

/// A deal's form as a cell: `passed`, the contract ("Burak 7♥ ✓"), or everyone's
/// predictions ("bids 3-4-2-4 ♠"; in partnership a team's is the sum of its two). Under
/// rules where spades are always trump, the ♠ is shown whether or not the deal says so.
fn form_text(passed: &str, view: DealView<'_>, players: &[String]) -> String {
    let trump = view.trump();
    match view.deal.form {
        crate::model::Form::Passed => passed.to_owned(),
        crate::model::Form::Contract(c) => format!(
            "{} {}{} {}",
            players[c.declarer_seat()],
            c.bid,
            trump.map_or(String::new(), |suit| suit.symbol().to_string()),
            mark(view.score.made == Some(true))
        ),
        crate::model::Form::Predictions(_) => {
            let bids = view.bids().unwrap_or_default();
            let bids = dashed(&bids[..view.scored.board.side_count]);
            let trump = trump.map_or(String::new(), |suit| format!(" {}", suit.symbol()));
            // The column is headed "bids": the counts alone (five columns a row saved).
            format!("{bids}{trump}")
        }
    }
}

/// A side's values in a cell, joined by dashes: "3-4-2-4".
fn dashed(values: &[impl ToString]) -> String {
    let values: Vec<String> = values.iter().map(ToString::to_string).collect();
    values.join("-")
}

/// The mark of a bid made (✓) or failed (✗).
fn mark(made: bool) -> &'static str {
    if made { "✓" } else { "✗" }
}

/// The heading of a file's output: title, date, rules (title and date as `show` writes
/// them).
pub(crate) fn heading(lang: Lang, name: &str, scored: &Scored, show: Show<'_>) -> String {
    let title = scored.game.title.as_deref().unwrap_or(name);
    let mut parts = vec![show(title)];
    if let Some(date) = &scored.game.date {
        parts.push(show(&crate::lang::words::date(lang, date)));
    }
    parts.push(rules_summary(lang, &scored.rules));
    parts.join(" · ")
}

/// A comparison as a grid: one row per side with its total and rank under each variant
/// (★ marks a winner); then a line per variant with its result and the deals it changed.
pub(crate) fn comparison_rows(
    lang: Lang,
    comparison: &Comparison,
    show: Show<'_>,
) -> (Vec<String>, Vec<Vec<String>>, Vec<String>) {
    let first = comparison.scored().next().map(|(_, scored, _)| scored);
    let teams = side_kind(first.is_some_and(|scored| scored.rules.partnership()));
    let mut header = vec![say!(lang, "column-side", teams = teams)];
    // A rule set's label is the command line's, whole (a long one wraps, never cut).
    let label = |label: &crate::lang::Text| escaped(&label.in_lang(lang));
    let labels = comparison
        .scored()
        .map(|(variant, _, _)| label(&variant.set.label));
    header.extend(labels);
    let Some(first) = first else {
        return (header, Vec::new(), Vec::new());
    };
    let row = |(side, name): (usize, &String)| {
        let cells = comparison.scored().map(|(_, scored, _)| {
            // A side the rule set does not have (its teams, not the players) has none.
            let board = &scored.board;
            let standing = board.standings.iter().find(|place| place.side == side);
            let (total, rank) = standing.map_or((0, 0), |place| (place.total, place.rank));
            let won = board.status.winners().contains(&side);
            format!("{total} #{rank}{}", if won { " ★" } else { "" })
        });
        std::iter::once(show(name)).chain(cells).collect()
    };
    let rows: Vec<Vec<String>> = first.sides().iter().enumerate().map(row).collect();
    let scored = comparison.scored().map(|(variant, scored, changed)| {
        let deals = match (variant.set.overrides.is_empty(), changed.is_empty()) {
            (true, _) => String::new(),
            (false, true) => say!(lang, "compare-no-change"),
            (false, false) => {
                let numbers: Vec<String> = changed.iter().map(usize::to_string).collect();
                let count = numbers.len();
                let deals = numbers.join(", ");
                say!(lang, "compare-changed", count = count, deals = deals)
            }
        };
        let result = result_line(lang, scored, show);
        format!("{}: {result}{deals}", label(&variant.set.label))
    });
    let failed = comparison.variants.iter().filter_map(|variant| {
        let Judged::Failed(diagnostics) = &variant.judged else {
            return None;
        };
        // Past the kept diagnostics, a summary counts the rest.
        let (count, _) = crate::diagnostic::tally(diagnostics);
        let label = label(&variant.set.label);
        Some(say!(lang, "compare-left-out", label = label, count = count))
    });
    let notes = scored.chain(failed).collect();
    (header, rows, notes)
}
