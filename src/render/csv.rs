//! `--format csv`: one row per deal and side, through the csv crate (never hand quoting).
//! Several files share one header; the `file` column tells them apart.

use std::borrow::Cow;
use std::io::{self, Write};

use super::stats::{self, COLUMNS};
use super::{Comparison, Exporter, View};
use crate::pipeline::Outcome;

/// The CSV exporter: the header, then each file's rows.
#[derive(Default)]
pub(crate) struct Csv {
    headed: bool,
}

/// The columns; the four after `after_end` came later and stand last, so scripts that
/// read the first ten by position keep working.
const HEADER: &str = "file,deal,side,declarer,bid,made,tricks,points,total,after_end,dealer,declaring_side,trump,note";

/// A text cell as a spreadsheet may safely open it: text from the file (a name, a note,
/// a title) that a spreadsheet would take for a formula (`=HYPERLINK(…)`) gets a leading
/// `'`, which spreadsheets read as "this is text". The rule, as docs/output.md states it
/// for scripts that undo it: a cell starts with a tab or a carriage return, or its first
/// character that is not one of `SKIPPED` is one of `SIGNS`. Numbers never pass through
/// here, so a negative score stays a number. JSON carries every value as it is.
pub(crate) fn text_cell(text: &str) -> Cow<'_, str> {
    if needs_quote(text) {
        format!("'{text}").into()
    } else {
        text.into()
    }
}

/// The rule: a cell starts with a tab or a carriage return, or its first character that
/// is not one of `SKIPPED` is one of `SIGNS`, or it starts with `'` and the rest meets
/// the rule (so that dropping the one `'` added is always right).
fn needs_quote(text: &str) -> bool {
    text.starts_with(['\t', '\r'])
        || text.trim_start_matches(SKIPPED).starts_with(SIGNS)
        || text.strip_prefix('\'').is_some_and(needs_quote)
}

/// What a spreadsheet may pass over before a sign: spaces, tabs, every line break
/// (LF, CR, VT, FF, NEL, U+2028, U+2029), the no-break and ideographic spaces, the
/// zero-width space and the byte-order mark.
const SKIPPED: [char; 13] = [
    ' ', '\t', '\r', '\n', '\u{b}', '\u{c}', '\u{85}', '\u{2028}', '\u{2029}', '\u{a0}',
    '\u{3000}', '\u{200b}', '\u{feff}',
];

/// The signs that start a formula, with their full-width and small forms.
const SIGNS: [char; 12] = [
    '=', '+', '-', '@', '＝', '﹦', '＋', '﹢', '－', '﹣', '＠', '﹫',
];

/// A season's value as CSV writes it: numbers in full, nothing as an empty field.
fn field(value: &stats::Value) -> String {
    match value {
        stats::Value::Count(count) => count.to_string(),
        stats::Value::Points(points) => points.to_string(),
        stats::Value::Rate(Some(fraction)) | stats::Value::Fraction(Some(fraction)) => {
            fraction.to_string()
        }
        stats::Value::Rate(None) | stats::Value::Fraction(None) => String::new(),
        stats::Value::Text(text) => text_cell(text).into_owned(),
    }
}

impl Exporter for Csv {
    fn write(&mut self, view: View<'_>, out: &mut dyn Write) -> io::Result<()> {
        match view {
            View::Match(outcome) => self.file(outcome, out),
            View::Comparison(comparison) => comparison_rows(comparison, out),
            View::Season(season) => {
                let mut out = csv::Writer::from_writer(out);
                out.write_record(COLUMNS.iter().map(|column| column.name))?;
                for row in stats::values(season) {
                    out.write_record(row.iter().map(field))?;
                }
                out.flush()
            }
            View::Deal(_) | View::Rules(_) => Ok(()),
        }
    }
}

impl Csv {
    /// A match: a row a deal and side, after the header the first file writes.
    fn file(&mut self, outcome: &Outcome, out: &mut dyn Write) -> io::Result<()> {
        let mut out = csv::Writer::from_writer(out);
        if !std::mem::replace(&mut self.headed, true) {
            out.write_record(HEADER.split(','))?;
        }
        let Some(scored) = outcome.scored() else {
            return out.flush();
        };
        let sides = scored.sides();
        let flag = |flag: bool| if flag { "true" } else { "false" };
        let file = text_cell(&outcome.name);
        for view in scored.views() {
            let (score, totals) = (view.score, view.totals);
            let number = (view.index + 1).to_string();
            // What a deal may not have is an empty cell.
            let declarer = text_cell(view.declarer().unwrap_or(""));
            let dealer = text_cell(view.dealer().unwrap_or(""));
            let declaring_side = text_cell(view.declaring_side().unwrap_or(""));
            let note = text_cell(scored.game.notes.get(view.index).unwrap_or(""));
            let trump = view.trump().map_or("", crate::model::Suit::name);
            let bid = view
                .deal
                .contract()
                .map_or(String::new(), |c| c.bid.to_string());
            let made = score.made.map_or("", flag);
            for (side, name) in sides.iter().enumerate() {
                // Everyone bidding: each side's own prediction and outcome.
                let (bid, made): (Cow<str>, _) = match view.bids() {
                    Some(bids) => (
                        bids[side].to_string().into(),
                        flag(score.made_by(side, true) == Some(true)),
                    ),
                    None => (bid.as_str().into(), made),
                };
                let tricks = view
                    .tricks()
                    .map_or(String::new(), |tricks| tricks[side].to_string());
                let points = score.points[side].to_string();
                let total = totals[side].to_string();
                out.write_record([
                    &*file,
                    &number,
                    &*text_cell(name),
                    &*declarer,
                    &bid,
                    made,
                    &tricks,
                    &points,
                    &total,
                    flag(score.after_end),
                    &*dealer,
                    &*declaring_side,
                    trump,
                    &*note,
                ])?;
            }
        }
        out.flush()
    }
}

/// A comparison: a row a rule set and side, with its own header.
fn comparison_rows(comparison: &Comparison, out: &mut dyn Write) -> io::Result<()> {
    let mut out = csv::Writer::from_writer(out);
    out.write_record("file,variant,side,total,rank,status,winners,changed_deals".split(','))?;
    // Lists in a cell (winners, changed deals) are joined with ';' alike.
    for (variant, scored, changed) in comparison.scored() {
        let sides = scored.sides();
        let status = scored.board.status.name();
        let winners = scored.winner_names().join(";");
        let changed: Vec<String> = changed.iter().map(usize::to_string).collect();
        for standing in &scored.board.standings {
            out.write_record([
                &*text_cell(&comparison.name),
                &*text_cell(&variant.set.label.en()),
                &*text_cell(&sides[standing.side]),
                &standing.total.to_string(),
                &standing.rank.to_string(),
                status,
                &*text_cell(&winners),
                &changed.join(";"),
            ])?;
        }
    }
    out.flush()
}

#[cfg(test)]
mod tests {
    /// A formula sign after spaces, a byte-order mark or a line break, or in full width,
    /// is neutralised too (found by a hostile round); numbers and plain names are not.
    #[test]
    fn text_cells_never_start_a_formula() {
        for risky in [
            "=1",
            "+B",
            "-2",
            "@A",
            "\t=1",
            " =1+1",
            "\u{feff}=1+1",
            "＝1+1",
            "\n=1",
            "\u{3000}=1",
            "\u{200b}+1",
            "\u{a0}@A",
            "\t",
            "\rx",
            " \t-1",
            "'=1",
            "''+1",
            "\u{2028}=1",
            "\u{c}=1",
        ] {
            let cell = super::text_cell(risky);
            assert!(cell.starts_with('\''), "{risky:?}: {cell:?}");
        }
        for plain in [
            "Ayşe",
            "1-2",
            "a=b",
            "Deniz & Cem",
            " Ayşe",
            "\u{3000}x",
            "\n",
        ] {
            assert_eq!(super::text_cell(plain), plain);
        }
    }
}
