//! The default terminal output: a comfy-table of the deals, the standings and the result
//! line. Made/failed shows as ✓/✗ in every case and in colour on a terminal. Widths are
//! measured in display columns, so Turkish names line up.

use comfy_table::{
    Cell, CellAlignment, Color, ColumnConstraint, ContentArrangement, ContentLineStyle, LineStyle,
    Table as Grid, TableStyle,
};

use std::io::{self, Write};

use super::{Columns, Comparison, Exporter, deal_rows, for_terminal, heading, result_line};
use crate::pipeline::{Outcome, Scored};

/// Light lines: a rule under the header and between columns, none between rows.
pub(crate) const STYLE: TableStyle = TableStyle::new()
    .header_lines(ContentLineStyle::none().junction('│'))
    .header_separator(LineStyle::none().fill('─').junction('┼'))
    .content_lines(ContentLineStyle::none().junction('│'));

/// The most deals the terminal table shows: the latest ones. A laid-out table of a
/// million rows helps nobody and costs seconds; CSV, JSON and Markdown show every deal.
pub(crate) const MAX_ROWS: usize = 1000;

/// The terminal table exporter.
pub(crate) struct Table {
    pub(crate) color: bool,
    pub(crate) width: usize,
}

impl Table {
    fn grid(&self, header: Vec<String>) -> Grid {
        let mut grid = Grid::new();
        grid.load_style(STYLE)
            .set_content_arrangement(ContentArrangement::Dynamic)
            .set_width(self.width.min(u16::MAX as usize) as u16)
            .set_header(header);
        if self.color {
            // batak decided to colour (--color always wins over NO_COLOR, as it does for
            // diagnostics): crossterm must not second-guess it and print bare resets.
            crossterm::style::force_color_output(true);
            grid.enforce_styling();
        } else {
            grid.force_no_tty();
        }
        grid
    }

    /// No padding at the outer edges, where there is no line to keep apart from.
    fn trim_edges(grid: &mut Grid) {
        let last = grid.column_count().saturating_sub(1);
        if let Some(column) = grid.column_mut(0) {
            column.set_padding((0, 1));
        }
        if let Some(column) = grid.column_mut(last) {
            column.set_padding((1, 0));
        }
    }

    fn deals(&self, scored: &Scored) -> String {
        let columns = Columns::of(scored);
        let header = columns.header(scored, &for_terminal);
        let first_side = header.len() - scored.board.side_count;
        let mut grid = self.grid(header);
        let contract_column = columns.contract_index();
        let shown = scored.game.deals.len().saturating_sub(MAX_ROWS);
        for row in deal_rows(scored, &for_terminal).skip(shown) {
            let (made, after_end) = (row.made, row.after_end);
            let cells = columns
                .cells(row)
                .into_iter()
                .enumerate()
                .map(|(index, text)| {
                    let mut cell = Cell::new(text);
                    if index == 0 || index >= first_side {
                        cell = cell.set_alignment(CellAlignment::Right);
                    }
                    if self.color {
                        let contract_cell = index == contract_column;
                        cell = match (after_end, made) {
                            (true, _) => cell.fg(Color::DarkGrey),
                            (false, Some(true)) if contract_cell => cell.fg(Color::Green),
                            (false, Some(false)) if contract_cell => cell.fg(Color::Red),
                            _ => cell,
                        };
                    }
                    cell
                });
            grid.add_row(cells);
        }
        Self::trim_edges(&mut grid);
        // The deal's own columns never wrap; the side columns give way if space is short.
        for index in 0..first_side {
            if let Some(column) = grid.column_mut(index) {
                column.set_constraint(ColumnConstraint::ContentWidth);
            }
        }
        grid.trim_fmt()
    }

    fn standings(&self, scored: &Scored) -> String {
        let sides = scored.sides();
        let mut grid = self.grid(vec!["rank".into(), "side".into(), "total".into()]);
        for standing in &scored.board.standings {
            grid.add_row([
                Cell::new(standing.rank).set_alignment(CellAlignment::Right),
                Cell::new(for_terminal(&sides[standing.side])),
                Cell::new(standing.total).set_alignment(CellAlignment::Right),
            ]);
        }
        Self::trim_edges(&mut grid);
        grid.trim_fmt()
    }
}

impl Table {
    /// The standings and the result line (what `batak add` shows after a deal).
    pub(crate) fn standings_and_result(&self, scored: &Scored) -> String {
        format!(
            "{}\n\n{}\n",
            self.standings(scored),
            result_line(scored, &for_terminal)
        )
    }
}

impl Exporter for Table {
    fn file(&self, outcome: &Outcome, out: &mut dyn Write) -> io::Result<()> {
        let Some(scored) = &outcome.scored else {
            return Ok(());
        };
        writeln!(out, "{}", heading(&outcome.name, scored))?;
        let deals = scored.game.deals.len();
        if deals > 0 {
            if deals > MAX_ROWS {
                writeln!(
                    out,
                    "(the last {MAX_ROWS} of {deals} deals; --format csv, json or markdown shows them all)"
                )?;
            }
            writeln!(out, "{}", self.deals(scored))?;
            if scored.board.deals.iter().any(|deal| deal.after_end) {
                writeln!(out, "* recorded after the match ended: shown, not counted")?;
            }
            writeln!(out)?;
        }
        write!(out, "{}", self.standings_and_result(scored))
    }

    fn comparison(&self, comparison: &Comparison, out: &mut dyn Write) -> io::Result<()> {
        let (header, rows, notes) = super::comparison_rows(comparison, &for_terminal);
        let mut grid = self.grid(header);
        for row in rows {
            grid.add_row(row);
        }
        for index in 1..grid.column_count() {
            if let Some(column) = grid.column_mut(index) {
                column.set_cell_alignment(CellAlignment::Right);
            }
        }
        Self::trim_edges(&mut grid);
        writeln!(
            out,
            "{}\n{}\n",
            crate::diagnostic::escape_name(&comparison.name),
            grid.trim_fmt()
        )?;
        for note in notes {
            writeln!(out, "{note}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pipeline::evaluate_source;
    use crate::source::{Format, Source};

    #[test]
    fn huge_matches_show_the_latest_deals_and_say_so() {
        let mut text =
            String::from("players = [\"A\", \"B\", \"C\", \"D\"]\n[rules]\nend = \"none\"\n");
        for _ in 0..MAX_ROWS + 5 {
            text.push_str("[[deals]]\ndeclarer = \"A\"\nbid = 7\ntricks = [7, 2, 2, 2]\n");
        }
        let source = Source {
            name: "big".into(),
            text,
            format: Format::Toml,
        };
        let outcome = evaluate_source(&source, &[]);
        let mut out = Vec::new();
        Table {
            color: false,
            width: 80,
        }
        .file(&outcome, &mut out)
        .unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("(the last 1000 of 1005 deals;"), "{out}");
        let numbers: Vec<&str> = out
            .lines()
            .filter_map(|line| line.split_once('│').map(|(first, _)| first.trim()))
            .collect();
        assert!(numbers.contains(&"6") && numbers.contains(&"1005"));
        assert!(
            !numbers.contains(&"5"),
            "deal 5 is one of the earliest, not shown"
        );
    }
}
