//! `--format markdown`: pipe tables for chats and wikis. Same rows as the terminal table,
//! with `|` in names escaped.

use super::{Columns, Comparison, Exporter, comparison_rows, deal_rows, heading, result_line};
use crate::pipeline::Outcome;

/// The Markdown exporter.
pub(crate) struct Markdown;

/// A pipe table with a header row; right-aligned columns are given by index.
fn pipe_table(
    header: &[String],
    rows: impl Iterator<Item = Vec<String>>,
    right: impl Fn(usize) -> bool,
) -> String {
    let escape = |text: &str| text.replace('|', "\\|").replace('\n', " ");
    let mut out = String::new();
    let line = |cells: &[String], out: &mut String| {
        out.push('|');
        for cell in cells {
            out.push(' ');
            out.push_str(&escape(cell));
            out.push_str(" |");
        }
        out.push('\n');
    };
    line(header, &mut out);
    out.push('|');
    for index in 0..header.len() {
        out.push_str(if right(index) { " ---: |" } else { " --- |" });
    }
    out.push('\n');
    for row in rows {
        line(&row, &mut out);
    }
    out
}

impl Exporter for Markdown {
    fn file(&self, outcome: &Outcome) -> Vec<u8> {
        let Some(scored) = &outcome.scored else {
            return Vec::new();
        };
        let mut out = format!("### {}\n\n", heading(&outcome.name, scored));
        if !scored.game.deals.is_empty() {
            let columns = Columns::of(scored);
            let header = columns.header(scored);
            let first_side = header.len() - scored.board.side_count;
            let rows = deal_rows(scored).map(|row| columns.cells(row));
            out.push_str(&pipe_table(&header, rows, |index| {
                index == 0 || index >= first_side
            }));
            if scored.board.deals.iter().any(|deal| deal.after_end) {
                out.push_str("\n\\* recorded after the match ended: shown, not counted\n");
            }
            out.push('\n');
        }
        let sides = scored.sides();
        let header = ["rank", "side", "total"].map(String::from);
        let rows = scored.board.standings.iter().map(|standing| {
            vec![
                standing.rank.to_string(),
                sides[standing.side].clone(),
                standing.total.to_string(),
            ]
        });
        out.push_str(&pipe_table(&header, rows, |index| index != 1));
        out.push_str(&format!("\n**{}**\n\n", result_line(scored)));
        out.into_bytes()
    }

    fn comparison(&self, comparison: &Comparison) -> Vec<u8> {
        let (header, rows, notes) = comparison_rows(comparison);
        let mut out = format!("### {}\n\n", comparison.name);
        out.push_str(&pipe_table(&header, rows.into_iter(), |index| index > 0));
        out.push('\n');
        for note in notes {
            out.push_str(&format!("- {note}\n"));
        }
        out.into_bytes()
    }
}
