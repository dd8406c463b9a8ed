//! The default terminal output: a comfy-table of the deals, the standings and the result
//! line. Made/failed shows as ✓/✗ in every case and in colour on a terminal. Widths are
//! measured in display columns, so Turkish names line up.

use comfy_table::{
    Cell, CellAlignment, Color, ContentArrangement, ContentLineStyle, LineStyle, Table as Grid,
    TableStyle,
};

use std::io::{self, Write};

use super::{
    Columns, Comparison, Exporter, NAME_COLUMNS, deal_rows, for_terminal, heading, result_line,
    side_kind,
};
use crate::lang::{Lang, say};
use crate::pipeline::{Outcome, Scored};

/// Light lines: a rule under the header and between columns, none between rows.
pub(crate) const STYLE: TableStyle = TableStyle::new()
    .header_lines(ContentLineStyle::none().junction('│'))
    .header_separator(LineStyle::none().fill('─').junction('┼'))
    .content_lines(ContentLineStyle::none().junction('│'));

/// The most deals the terminal table shows: the latest ones. A laid-out table of a
/// million rows helps nobody and costs seconds; CSV, JSON and Markdown show every deal.
pub(crate) const MAX_ROWS: usize = 1000;

/// Which parts of a deal row the table shows, and how wide a name may be.
#[derive(Debug, Clone, Copy)]
struct Shape {
    columns: Columns,
    names: usize,
}

impl Shape {
    fn full(dealer: bool, tricks: bool, points: bool) -> Shape {
        let columns = Columns {
            dealer,
            tricks,
            points,
        };
        Shape {
            columns,
            names: NAME_COLUMNS,
        }
    }
}

/// A note as the terminal shows it: control characters escaped, line breaks as spaces,
/// never cut to a name's width.
fn for_terminal_text(text: &str) -> String {
    crate::diagnostic::escape_name(&text.replace(['\n', '\r'], " "))
}

/// The fewest columns a name is cut to in the deals table (five letters and "…").
const MIN_NAME: usize = 6;

/// A row's cells, with what colours it.
struct RowCells {
    cells: Vec<String>,
    made: Option<bool>,
    after_end: bool,
}

/// The heading laid out for `width`: its parts (title, date, rules) joined by " · " while
/// they fit; a part longer than a line wraps at spaces on lines of its own, and a word
/// longer than a line (a long path) is cut with "…".
fn heading_lines(heading: &str, width: usize) -> String {
    use unicode_width::UnicodeWidthStr;
    let mut lines: Vec<String> = Vec::new();
    let mut short: Vec<&str> = Vec::new();
    for part in heading.split(" · ") {
        if part.width() <= width {
            short.push(part);
            continue;
        }
        if !short.is_empty() {
            lines.push(super::wrap_items(&short, width, "", "", " · "));
            short.clear();
        }
        let words: Vec<String> = part
            .split(' ')
            .map(|word| super::shorten(word, width))
            .collect();
        lines.push(super::wrap_items(&words, width, "", "", " "));
    }
    if !short.is_empty() {
        lines.push(super::wrap_items(&short, width, "", "", " · "));
    }
    lines.join("\n")
}

/// The width a table of these cells takes, measured in display columns: each column as
/// wide as its widest cell, " │ " between columns, nothing at the edges.
fn measured_width(header: &[String], rows: &[RowCells]) -> usize {
    use unicode_width::UnicodeWidthStr;
    let mut widths: Vec<usize> = header.iter().map(|cell| cell.width()).collect();
    for row in rows {
        for (width, cell) in widths.iter_mut().zip(&row.cells) {
            *width = (*width).max(cell.width());
        }
    }
    widths.iter().sum::<usize>() + 3 * widths.len().saturating_sub(1)
}

/// The terminal table exporter.
pub(crate) struct Table {
    pub(crate) color: bool,
    pub(crate) width: usize,
    pub(crate) lang: Lang,
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

    /// The deals, laid out for the width. The layouts are tried from the
    /// fullest: without the dealer column, without the tricks column, totals only, then
    /// names shortened step by step; the first whose measured width fits is drawn. When
    /// none fits, each deal becomes a block of lines.
    /// `shown` is how many of the first deals are left out.
    fn deals(&self, scored: &Scored, shown: usize) -> String {
        let has_dealer = Columns::of(scored).dealer;
        let mut shapes = vec![
            Shape::full(has_dealer, true, true),
            Shape::full(false, true, true),
            Shape::full(false, false, true),
            Shape::full(false, false, false),
        ];
        shapes.dedup_by_key(|shape| shape.columns);
        // Names are cut no shorter than MIN_NAME: below that ("Şu…") a block of lines per
        // deal, where names have room, reads better.
        shapes.extend((MIN_NAME..NAME_COLUMNS).rev().map(|names| Shape {
            names,
            ..Shape::full(false, false, false)
        }));
        for shape in shapes {
            let (header, rows) = self.cells(scored, shape, shown);
            if measured_width(&header, &rows) <= self.width {
                return self.draw(scored, shape, header, rows);
            }
        }
        self.blocks(scored, shown)
    }

    /// The header and rows of the deals table in `shape` (cells with their deal's state).
    fn cells(&self, scored: &Scored, shape: Shape, shown: usize) -> (Vec<String>, Vec<RowCells>) {
        let show = |name: &str| super::shorten(&super::for_terminal(name), shape.names);
        let header = shape.columns.header(self.lang, scored, &show);
        let rows = deal_rows(self.lang, scored, &show, shown)
            .map(|row| RowCells {
                made: row.view.score.made,
                after_end: row.view.score.after_end,
                cells: shape.columns.cells(row),
            })
            .collect();
        (header, rows)
    }

    /// Draw a table already measured to fit: nothing in it wraps.
    fn draw(
        &self,
        scored: &Scored,
        shape: Shape,
        header: Vec<String>,
        rows: Vec<RowCells>,
    ) -> String {
        let first_side = header.len() - scored.board.side_count;
        let contract_column = 1 + usize::from(shape.columns.dealer);
        let mut grid = self.grid(header);
        grid.set_content_arrangement(ContentArrangement::Disabled);
        for row in rows {
            let cells = row.cells.into_iter().enumerate().map(|(index, text)| {
                let mut cell = Cell::new(text);
                if index == 0 || index >= first_side {
                    cell = cell.set_alignment(CellAlignment::Right);
                }
                if self.color {
                    let contract_cell = index == contract_column;
                    cell = match (row.after_end, row.made) {
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
        grid.trim_fmt()
    }

    /// The narrowest layout: per deal, a line with its number, contract, dealer and
    /// tricks, then the sides' totals; lines wrap between items, never inside one.
    fn blocks(&self, scored: &Scored, shown: usize) -> String {
        use unicode_width::UnicodeWidthStr;
        // A side's line is "  NAME POINTS": names are cut so that the widest points fit.
        let widest_points = deal_rows(self.lang, scored, &|name: &str| name.to_owned(), shown)
            .flat_map(|row| row.sides)
            .map(|points| points.width())
            .max()
            .unwrap_or(0);
        let names = self
            .width
            .saturating_sub(3 + widest_points)
            .clamp(2, NAME_COLUMNS);
        let show = |name: &str| super::shorten(&super::for_terminal(name), names);
        let sides: Vec<String> = scored.sides().iter().map(|side| show(side)).collect();
        let mut out = Vec::new();
        for row in deal_rows(self.lang, scored, &show, shown) {
            let mut head = vec![format!("#{}", row.number), row.contract];
            if !row.dealer.is_empty() {
                head.push(say!(self.lang, "dealt-by", dealer = row.dealer));
            }
            if !row.tricks.is_empty() {
                head.push(row.tricks);
            }
            out.push(super::wrap_items(&head, self.width, "", "  ", " · "));
            let totals: Vec<String> = sides
                .iter()
                .zip(&row.sides)
                .map(|(side, points)| format!("{side} {points}"))
                .collect();
            out.push(super::wrap_items(&totals, self.width, "  ", "  ", " · "));
        }
        out.join("\n")
    }

    /// The standings, names shortened until the table fits the width.
    fn standings(&self, scored: &Scored) -> String {
        let sides = scored.sides();
        let side = say!(self.lang, "column-side", teams = side_kind(scored));
        let full = vec![
            say!(self.lang, "column-rank"),
            side.clone(),
            say!(self.lang, "column-total"),
        ];
        // On a narrow screen the headings give way before the names do: `#` and `Σ`.
        let compact = vec!["#".to_owned(), side, "Σ".to_owned()];
        let rows_of = |names: usize| -> Vec<RowCells> {
            scored
                .board
                .standings
                .iter()
                .map(|standing| RowCells {
                    cells: vec![
                        standing.rank.to_string(),
                        super::shorten(&for_terminal(&sides[standing.side]), names),
                        standing.total.to_string(),
                    ],
                    made: None,
                    after_end: false,
                })
                .collect()
        };
        let fitting = [&full, &compact].into_iter().find_map(|header| {
            (3..=NAME_COLUMNS)
                .rev()
                .map(&rows_of)
                .find(|rows| measured_width(header, rows) <= self.width)
                .map(|rows| (header.clone(), rows))
        });
        let (header, rows) = fitting.unwrap_or_else(|| (compact.clone(), rows_of(3)));
        let mut grid = self.grid(header);
        grid.set_content_arrangement(ContentArrangement::Disabled);
        for row in rows {
            let [rank, side, total] = <[String; 3]>::try_from(row.cells).unwrap_or_default();
            grid.add_row([
                Cell::new(rank).set_alignment(CellAlignment::Right),
                Cell::new(side),
                Cell::new(total).set_alignment(CellAlignment::Right),
            ]);
        }
        Self::trim_edges(&mut grid);
        grid.trim_fmt()
    }
}

impl Table {
    /// The standings and the result line (what `batak add` shows after a deal).
    pub(crate) fn standings_and_result(&self, scored: &Scored) -> String {
        let next = super::next_dealer_line(self.lang, scored, &for_terminal)
            .or_else(|| super::rotation_stopped_line(self.lang, scored))
            .map_or(String::new(), |line| {
                format!("{}\n", super::wrap_text(&line, self.width))
            });
        format!(
            "{}\n\n{}\n{next}",
            self.standings(scored),
            super::wrap_text(&result_line(self.lang, scored, &for_terminal), self.width)
        )
    }
}

impl Table {
    /// Whether a table of these cells fits the width, measured in display columns.
    pub(crate) fn fits(&self, header: &[String], rows: &[Vec<String>]) -> bool {
        let cells: Vec<RowCells> = rows
            .iter()
            .map(|row| RowCells {
                cells: row.clone(),
                made: None,
                after_end: false,
            })
            .collect();
        measured_width(header, &cells) <= self.width
    }

    /// Records (a header and rows of cells, `right` saying which columns are numbers) as a
    /// table when it fits the width; else a block per record: its first two cells, then
    /// `heading value` items wrapped between items, never inside one.
    pub(crate) fn records(
        &self,
        header: &[String],
        rows: &[Vec<String>],
        right: &[bool],
    ) -> String {
        if self.fits(header, rows) {
            let mut grid = self.grid(header.to_vec());
            grid.set_content_arrangement(ContentArrangement::Disabled);
            for row in rows {
                grid.add_row(
                    row.iter()
                        .zip(right.iter().chain(std::iter::repeat(&false)))
                        .map(|(text, right)| {
                            let cell = Cell::new(text);
                            if *right {
                                cell.set_alignment(CellAlignment::Right)
                            } else {
                                cell
                            }
                        }),
                );
            }
            Self::trim_edges(&mut grid);
            return grid.trim_fmt();
        }
        let mut out = Vec::new();
        for row in rows {
            let head: Vec<String> = row.iter().take(2).cloned().collect();
            out.push(super::wrap_items(&head, self.width, "", "  ", ". "));
            let items: Vec<String> = header
                .iter()
                .zip(row)
                .skip(2)
                .map(|(heading, value)| format!("{heading} {value}"))
                .collect();
            out.push(super::wrap_items(&items, self.width, "  ", "  ", " · "));
        }
        out.join("\n")
    }

    /// A match as `score` shows it: the heading, the deals from deal `shown + 1` on (with
    /// `note` above them when some are left out), the standings and the result.
    fn view(&self, name: &str, scored: &Scored, shown: usize, note: Option<String>) -> String {
        let mut out = heading_lines(&heading(self.lang, name, scored), self.width);
        out.push('\n');
        if let Some(teams) = super::team_members(scored, &for_terminal) {
            // A team too wide for a line is cut with … (its members are in the standings).
            let teams: Vec<String> = teams
                .iter()
                .map(|team| super::shorten(team, self.width.saturating_sub(7).max(1)))
                .collect();
            let label = say!(self.lang, "teams-label");
            let indent = " ".repeat(unicode_width::UnicodeWidthStr::width(label.as_str()));
            out.push_str(&super::wrap_items(
                &teams, self.width, &label, &indent, " · ",
            ));
            out.push('\n');
        }
        if scored.game.deals.len() > shown {
            if let Some(note) = note {
                out.push_str(&super::wrap_text(&note, self.width));
                out.push('\n');
            }
            out.push_str(&self.deals(scored, shown));
            out.push('\n');
            if scored.board.deals[shown..]
                .iter()
                .any(|deal| deal.after_end)
            {
                let note = say!(self.lang, "note-after-end");
                out.push_str(&super::wrap_text(&note, self.width));
                out.push('\n');
            }
            out.push_str(&self.notes(scored, shown));
            out.push('\n');
        }
        out.push_str(&self.standings_and_result(scored));
        out
    }

    /// The notes of the deals shown, one deal's a line (wrapped under itself): a table
    /// has no room for them in a column.
    fn notes(&self, scored: &Scored, shown: usize) -> String {
        let mut out = String::new();
        for (number, note) in super::notes(scored, shown) {
            if out.is_empty() {
                out.push_str(&say!(self.lang, "notes-label"));
                out.push('\n');
            }
            let first = format!("  #{number} ");
            let rest = " ".repeat(first.len());
            let words: Vec<String> = for_terminal_text(note)
                .split(' ')
                .map(|word| super::shorten(word, self.width.saturating_sub(rest.len()).max(1)))
                .collect();
            out.push_str(&super::wrap_items(&words, self.width, &first, &rest, " "));
            out.push('\n');
        }
        out
    }

    /// What `batak watch` shows of a match: as `score`, with only the latest deals that
    /// let the whole fit in `height` lines (the standings are always there).
    pub(crate) fn screen(&self, name: &str, scored: &Scored, height: usize) -> String {
        let deals = scored.game.deals.len();
        let view = |shown: usize| {
            let note = (shown > 0).then(|| {
                if shown + 1 == deals {
                    say!(self.lang, "watch-last-deal", deals = deals)
                } else {
                    say!(
                        self.lang,
                        "watch-last-deals",
                        first = shown + 1,
                        deals = deals
                    )
                }
            });
            self.view(name, scored, shown, note)
        };
        let fits = |text: &str| text.lines().count() <= height;
        // Fewer deals never take more lines: find the most that fit.
        let (mut low, mut high) = (deals.saturating_sub(MAX_ROWS.min(height)), deals);
        while low < high {
            let middle = low + (high - low) / 2;
            if fits(&view(middle)) {
                high = middle;
            } else {
                low = middle + 1;
            }
        }
        view(low)
    }
}

impl Exporter for Table {
    fn file(&mut self, outcome: &Outcome, out: &mut dyn Write) -> io::Result<()> {
        let Some(scored) = outcome.scored() else {
            return Ok(());
        };
        let deals = scored.game.deals.len();
        let shown = deals.saturating_sub(MAX_ROWS);
        let note = (shown > 0).then(|| {
            say!(
                self.lang,
                "table-last-rows",
                shown = MAX_ROWS,
                deals = deals
            )
        });
        write!(out, "{}", self.view(&outcome.name, scored, shown, note))
    }

    fn comparison(&mut self, comparison: &Comparison, out: &mut dyn Write) -> io::Result<()> {
        let (mut header, rows, notes) =
            super::comparison_rows(self.lang, comparison, &for_terminal);
        // A long label wraps after a comma of its settings, not inside a name.
        for label in header.iter_mut().skip(1) {
            *label = label.replace(',', ", ");
        }
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
            writeln!(out, "{}", super::wrap_text(&note, self.width))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
