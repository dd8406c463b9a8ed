//! The default terminal output: a comfy-table of the deals, the standings and the result
//! line. Made/failed shows as ✓/✗ in every case and in colour on a terminal. Widths are
//! measured in display columns, so Turkish names line up.

use comfy_table::{
    Cell, CellAlignment, Color, ContentArrangement, ContentLineStyle, LineStyle, Table as Grid,
    TableStyle,
};

use std::io::{self, Write};

use super::{
    Columns, Comparison, Exporter, NAME_COLUMNS, View, deal_rows, escaped, for_terminal, heading,
    result_line,
};
use crate::lang::say;
use crate::pipeline::Scored;

/// Light lines: a rule under the header and between columns, none between rows.
pub(crate) const STYLE: TableStyle = TableStyle::new()
    .header_lines(ContentLineStyle::none().junction('│'))
    .header_separator(LineStyle::none().fill('─').junction('┼'))
    .content_lines(ContentLineStyle::none().junction('│'));

/// The most deals the terminal table shows: the latest ones. A laid-out table of a
/// million rows helps nobody and costs seconds; CSV, JSON and Markdown show every deal.
pub(crate) const MAX_ROWS: usize = 1000;

/// The fewest columns a name is cut to in the deals table (five letters and "…").
const MIN_NAME: usize = 6;

/// The heading laid out for `width`: its parts (title, date, rules) joined by " · " while
/// they fit; a part longer than a line wraps at spaces on lines of its own, and a word
/// longer than a line (a long path) is cut with "…".
fn heading_lines(heading: &str, width: usize) -> String {
    let parts: Vec<String> = heading
        .split(" · ")
        .map(|part| {
            let words = part.split(' ').map(|word| super::shorten(word, width));
            words.collect::<Vec<_>>().join(" ")
        })
        .collect();
    super::wrap_parts(&parts, width, "", "", " · ")
}

/// The terminal table exporter: the colours, width and language a person's output is
/// drawn in, the style diagnostics are drawn in too.
pub(crate) use crate::diagnostic::RenderStyle as Table;

impl Table {
    /// A grid in the table's style, as wide as the table, its cells wrapped to fit (in
    /// colour when the table is: no cell is unless given one).
    pub(super) fn grid(&self, header: Vec<String>) -> Grid {
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

    /// Rows already measured to fit, drawn: nothing in them wraps. `right` says which
    /// columns are numbers, `colour` a cell's colour by its row and column.
    fn drawn(
        &self,
        header: Vec<String>,
        rows: impl IntoIterator<Item = Vec<String>>,
        right: impl Fn(usize) -> bool,
        colour: impl Fn(usize, usize) -> Option<Color>,
    ) -> String {
        let mut grid = self.grid(header);
        grid.set_content_arrangement(ContentArrangement::Disabled);
        for (row, cells) in rows.into_iter().enumerate() {
            grid.add_row(cells.into_iter().enumerate().map(|(index, text)| {
                let mut cell = Cell::new(text);
                if right(index) {
                    cell = cell.set_alignment(CellAlignment::Right);
                }
                match colour(row, index) {
                    Some(colour) => cell.fg(colour),
                    None => cell,
                }
            }));
        }
        Self::trim_edges(&mut grid);
        grid.trim_fmt()
    }

    /// The deals, laid out for the width. The layouts are tried from the
    /// fullest: without the dealer column, without the tricks column, totals only, then
    /// names shortened step by step; the first whose measured width fits is drawn. When
    /// none fits, each deal becomes a block of lines.
    /// `shown` is how many of the first deals are left out.
    fn deals(&self, scored: &Scored, shown: usize) -> String {
        let columns = |dealer, tricks, points| Columns {
            dealer,
            tricks,
            points,
        };
        let narrowest = columns(false, false, false);
        let dealer = Columns::of(scored).dealer;
        let fullest = [
            columns(dealer, true, true),
            columns(false, true, true),
            columns(false, false, true),
        ];
        let mut layouts: Vec<_> = fullest.map(|columns| (columns, NAME_COLUMNS)).into();
        // Names are cut no shorter than MIN_NAME: below that ("Şu…") a block of lines per
        // deal, where names have room, reads better.
        let shortened = (MIN_NAME..=NAME_COLUMNS)
            .rev()
            .map(|names| (narrowest, names));
        layouts.extend(shortened);
        layouts.dedup();
        for (columns, names) in layouts {
            let show = |name: &str| super::shorten(&for_terminal(name), names);
            let header = columns.header(self.lang, scored, &show);
            // Each row's cells, and what colours it: whether it was made, and whether it
            // was recorded after the end.
            let (looks, rows): (Vec<_>, Vec<_>) = deal_rows(self.lang, scored, &show, shown)
                .map(|row| ((row.view.score.made, row.view.score.after_end), row))
                .map(|(looks, row)| (looks, columns.cells(row)))
                .unzip();
            if !self.fits(&header, &rows) {
                continue;
            }
            // Numbers right, the contract in its colour.
            let first_side = header.len() - scored.board.side_count;
            let contract_column = 1 + usize::from(columns.dealer);
            let colour = |row: usize, index| match (looks[row], index == contract_column) {
                _ if !self.color => None,
                ((_, true), _) => Some(Color::DarkGrey),
                ((Some(true), false), true) => Some(Color::Green),
                ((Some(false), false), true) => Some(Color::Red),
                _ => None,
            };
            let right = |index| index == 0 || index >= first_side;
            return self.drawn(header, rows, right, colour);
        }
        self.blocks(scored, shown)
    }

    /// The narrowest layout: per deal, a line with its number, contract, dealer and
    /// tricks, then the sides' totals; lines wrap between items, never inside one.
    fn blocks(&self, scored: &Scored, shown: usize) -> String {
        use unicode_width::UnicodeWidthStr;
        // A side's line is "  NAME POINTS": names are cut so that the widest points fit.
        let widest_points = deal_rows(self.lang, scored, &super::as_is, shown)
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
        // The dealer's item fits the width whatever the words around the name are
        // ("gegeben von "), on a line of its own after the two-space indent.
        let words = say!(self.lang, "dealt-by", dealer = "").width();
        let dealer_room = self.width.saturating_sub(2 + words).max(2);
        let mut out = Vec::new();
        for row in deal_rows(self.lang, scored, &show, shown) {
            let mut head = vec![format!("#{}", row.number), row.contract];
            if !row.dealer.is_empty() {
                let dealer = super::shorten(&row.dealer, dealer_room);
                head.push(say!(self.lang, "dealt-by", dealer = dealer));
            }
            if !row.tricks.is_empty() {
                head.push(row.tricks);
            }
            let totals: Vec<String> = sides
                .iter()
                .zip(&row.sides)
                .map(|(side, points)| format!("{side} {points}"))
                .collect();
            out.push(self.block(&head, " · ", &totals));
        }
        out.join("\n")
    }

    /// A record as a block of lines: its `head` items joined by `separator`, then its
    /// `items` indented under it; lines wrap between items, never inside one.
    fn block(&self, head: &[String], separator: &str, items: &[String]) -> String {
        let head = super::wrap_items(head, self.width, "", "  ", separator);
        head + "\n" + &super::wrap_items(items, self.width, "  ", "  ", " · ")
    }

    /// The standings, names shortened until the table fits the width; on a narrow screen
    /// the headings give way before the names do: `#` and `Σ`.
    fn standings(&self, scored: &Scored) -> String {
        let [rank, side, total] = super::standings_header(self.lang, scored);
        let compact = ["#".to_owned(), side.clone(), "Σ".to_owned()];
        let rows_of = |names: usize| -> Vec<Vec<String>> {
            let show = |name: &str| super::shorten(&for_terminal(name), names);
            super::standings_rows(scored, &show)
                .map(Vec::from)
                .collect()
        };
        let fitting = [[rank, side, total], compact.clone()]
            .into_iter()
            .find_map(|header| {
                (3..=NAME_COLUMNS)
                    .rev()
                    .map(&rows_of)
                    .find(|rows| self.fits(&header, rows))
                    .map(|rows| (header, rows))
            });
        let (header, rows) = fitting.unwrap_or_else(|| (compact, rows_of(3)));
        self.drawn(header.to_vec(), rows, |index| index != 1, |_, _| None)
    }

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

    /// Whether a table of these cells fits the width, measured in display columns: each
    /// column as wide as its widest cell, " │ " between columns, nothing at the edges.
    pub(crate) fn fits(&self, header: &[String], rows: &[Vec<String>]) -> bool {
        use unicode_width::UnicodeWidthStr;
        let mut widths: Vec<usize> = header.iter().map(|cell| cell.width()).collect();
        for row in rows {
            for (width, cell) in widths.iter_mut().zip(row) {
                *width = (*width).max(cell.width());
            }
        }
        widths.iter().sum::<usize>() + 3 * widths.len().saturating_sub(1) <= self.width
    }

    /// Records (a header and rows of cells, `right` saying which columns are numbers) as a
    /// table when it fits the width; else a block per record: its first two cells, then
    /// `heading value` items wrapped between items, never inside one.
    pub(crate) fn records(
        &self,
        header: &[String],
        rows: &[Vec<String>],
        right: impl Fn(usize) -> bool,
    ) -> String {
        if self.fits(header, rows) {
            return self.drawn(header.to_vec(), rows.to_vec(), right, |_, _| None);
        }
        let block = |row: &Vec<String>| {
            let items: Vec<String> = (header.iter().zip(row).skip(2))
                .map(|(heading, value)| format!("{heading} {value}"))
                .collect();
            self.block(&row[..2.min(row.len())], ". ", &items)
        };
        rows.iter().map(block).collect::<Vec<_>>().join("\n")
    }

    /// A match as `score` shows it: the heading, the deals from deal `shown + 1` on (with
    /// `note` above them when some are left out), the standings and the result.
    fn view(&self, name: &str, scored: &Scored, shown: usize, note: Option<String>) -> String {
        let mut out = heading_lines(&heading(self.lang, name, scored, &escaped), self.width);
        out.push('\n');
        let said = |out: &mut String, text: &str| {
            out.push_str(&super::wrap_text(text, self.width));
            out.push('\n');
        };
        if let Some(teams) = super::team_members(scored, &for_terminal) {
            // A team too wide for a line is cut with … (its members are in the standings).
            let room = self.width.saturating_sub(7).max(1);
            let teams: Vec<String> = teams
                .iter()
                .map(|team| super::shorten(team, room))
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
                said(&mut out, &note);
            }
            out.push_str(&self.deals(scored, shown));
            out.push('\n');
            // Deals after the end come last: the last deal says whether any is.
            if scored.board.deals.last().is_some_and(|deal| deal.after_end) {
                said(&mut out, &say!(self.lang, "note-after-end"));
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
            // The note with control characters escaped and line breaks as spaces, never
            // cut to a name's width (a word wider than a line is cut to the line).
            let words: Vec<String> = escaped(&note.replace(['\n', '\r'], " "))
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

impl Table {
    /// A comparison: a row a side, a column a rule set (a long label wraps after a comma
    /// of its settings, not inside a name), then a line a rule set. Where the columns
    /// do not fit with every value and every word of a label whole, a block a rule set:
    /// its label, then each side's total and rank.
    fn comparison(&self, comparison: &Comparison) -> String {
        use unicode_width::UnicodeWidthStr;
        let (mut header, rows, results) =
            super::comparison_rows(self.lang, comparison, &for_terminal);
        for label in header.iter_mut().skip(1) {
            *label = label.replace(',', ", ");
        }
        let name = escaped(&comparison.name);
        let mut notes = String::new();
        for result in &results {
            // A label wider than the screen breaks after its settings' commas.
            let result = match result.split_once(": ") {
                Some((label, rest)) if label.width() >= self.width => {
                    format!("{}: {rest}", label.replace(',', ", "))
                }
                _ => result.clone(),
            };
            notes.push_str(&super::wrap_text(&result, self.width));
            notes.push('\n');
        }
        let widest = |column: usize| {
            let words = header[column].split(' ').map(UnicodeWidthStr::width);
            let cells = rows.iter().map(|row| row[column].width());
            words.chain(cells).max().unwrap_or(0)
        };
        let widths: Vec<usize> = (0..header.len()).map(widest).collect();
        if widths.iter().sum::<usize>() + 3 * (header.len() - 1) > self.width {
            let mut out = format!("{name}\n");
            for (column, label) in header.iter().enumerate().skip(1) {
                // A name is cut so that its side's line fits.
                let cells: Vec<String> = (rows.iter())
                    .map(|row| {
                        let room = self.width.saturating_sub(3 + row[column].width()).max(2);
                        format!("{} {}", super::shorten(&row[0], room), row[column])
                    })
                    .collect();
                out.push_str(&format!("{}\n", super::wrap_text(label, self.width)));
                out.push_str(&super::wrap_items(&cells, self.width, "  ", "  ", " · "));
                out.push('\n');
            }
            return format!("{out}\n{notes}");
        }
        let mut grid = self.grid(header);
        grid.add_rows(rows);
        Self::trim_edges(&mut grid);
        for (index, width) in widths.into_iter().enumerate() {
            if let Some(column) = grid.column_mut(index) {
                if index > 0 {
                    column.set_cell_alignment(CellAlignment::Right);
                }
                // Never narrower than a value or a label's word: none is split.
                let width = u16::try_from(width).unwrap_or(u16::MAX) + column.padding_width();
                let fixed = comfy_table::Width::Fixed(width);
                column.set_constraint(comfy_table::ColumnConstraint::LowerBoundary(fixed));
            }
        }
        format!("{name}\n{}\n\n{notes}", grid.trim_fmt())
    }
}

impl Exporter for Table {
    fn write(&mut self, view: View<'_>, out: &mut dyn Write) -> io::Result<()> {
        let text = match view {
            View::Match(outcome) => {
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
                self.view(&outcome.name, scored, shown, note)
            }
            View::Comparison(comparison) => self.comparison(comparison),
            View::Season(season) => super::stats::table(self, season),
            View::Deal(shown) => shown.table(self.lang, self.width),
            View::Rules(rules) => self.rules(rules),
        };
        out.write_all(text.as_bytes())
    }
}

#[cfg(test)]
mod tests;
