//! The chart in the terminal: drawn on batak's own braille canvas (`canvas`) and printed
//! as text, with the y axis labelled where it helps and a legend that wraps.

use super::canvas::{self, Axis, Grid, Ink, MEET, Marker, Series};
use super::{Chart, Line, PALETTE};
use crate::lang::say;

/// Each side's mark when there is no colour to tell them apart: the first letter of its
/// name when no other side's starts alike, else its number.
fn marks(lines: &[Line]) -> Vec<char> {
    let initial = |line: &Line| {
        line.name
            .chars()
            .next()
            .map(|c| c.to_uppercase().next().unwrap_or(c))
    };
    let initials: Vec<Option<char>> = lines.iter().map(initial).collect();
    // One column each (a wide initial, 漢, would draw every point two columns wide).
    let narrow =
        |c: char| c.is_alphanumeric() && unicode_width::UnicodeWidthChar::width(c) == Some(1);
    let once =
        |initial: &Option<char>| initials.iter().filter(|other| *other == initial).count() == 1;
    if initials
        .iter()
        .all(|initial| initial.is_some_and(narrow) && once(initial))
    {
        initials.into_iter().flatten().collect()
    } else {
        // Digits, then letters, as many as the lines (a season may have a dozen players).
        ('1'..='9')
            .chain('a'..='z')
            .cycle()
            .take(lines.len())
            .collect()
    }
}

/// The target line, the end line and deals after the end without colour.
const TARGET_MARK: char = '-';
const END_MARK: char = '|';

#[allow(clippy::cast_precision_loss)] // scores and deal counts far below 2^52
fn point(&(deal, total): &(usize, i64)) -> (f64, f64) {
    (deal as f64, total as f64)
}

impl Chart {
    /// The chart drawn in `width` × `height` cells, with a legend below it.
    #[allow(clippy::cast_precision_loss)] // scores and deal counts far below 2^52
    pub(crate) fn terminal(&self, width: usize, height: usize, color: bool) -> String {
        let (low, high) = self.bounds();
        let width = width.clamp(20, usize::from(u16::MAX));
        let height = height.clamp(6, usize::from(u16::MAX));
        // The y axis from `low` to `high`, labelled on the plot's rows (all but the x
        // axis and its labels).
        let y_axis = Axis {
            bounds: [low as f64, high as f64],
            labels: self.y_labels(height - 2, low, high, color),
        };
        // The x axis (deals) labelled at 0, the middle (only where the middle is a whole
        // deal) and the end.
        let mut labels = vec!["0".to_owned(), self.deals.max(1).to_string()];
        if self.deals >= 2 && self.deals.is_multiple_of(2) {
            labels.insert(1, (self.deals / 2).to_string());
        }
        let x_axis = Axis {
            bounds: [0.0, self.last_deal() as f64],
            labels,
        };
        // The guides (the target's line and the end's) under the sides' lines, their ends
        // given as the sides' points are (deal, total).
        let guide = |mark: char, points: [(usize, i64); 2]| Series {
            marker: Marker::Mark(if color { '•' } else { mark }),
            ink: Ink::DarkGrey,
            points: points.iter().map(point).collect(),
            joined: true,
            side: None,
        };
        let last = self.deals.max(1);
        let target = (self.target).map(|target| guide(TARGET_MARK, [(0, target), (last, target)]));
        let end = (self.ended).map(|(deal, _)| guide(END_MARK, [(deal, low), (deal, high)]));
        let sides = self.sides(color);
        let all: Vec<Series> = (target.into_iter().chain(end))
            .chain(sides.iter().flatten().cloned())
            .collect();
        let grid = canvas::draw(width, height, &x_axis, &y_axis, &all);
        printed(&grid, color) + &self.legend(width, color, grid.cells.contains(&MEET), &sides)
    }

    /// Each side's series: its line, then what deals after the end would have added (its
    /// points alone, unjoined: the terminal's dashes). A line is braille in colour unless
    /// another has its colour too: then the lines are told apart by their marks.
    fn sides(&self, color: bool) -> Vec<Vec<Series>> {
        let marks = marks(&self.lines);
        let shared = |colour| {
            self.lines
                .iter()
                .filter(|line| line.colour == colour)
                .count()
                > 1
        };
        let points = |points: &[(usize, i64)]| points.iter().map(point).collect();
        let series = |side: usize| {
            let line = &self.lines[side];
            let plotters::style::RGBColor(r, g, b) = PALETTE[line.colour];
            // Painted only in colour (`printed`).
            let ink = Ink::Rgb { r, g, b };
            let marker = if color && !shared(line.colour) {
                Marker::Braille
            } else {
                Marker::Mark(marks[side])
            };
            let mut series = vec![Series {
                marker,
                ink,
                points: points(&line.counted),
                joined: true,
                side: Some(side),
            }];
            if !line.after_end.is_empty() {
                let small = marks[side].to_lowercase().next().unwrap_or(marks[side]);
                series.push(Series {
                    marker: Marker::Mark(if color { '•' } else { small }),
                    ink,
                    points: points(&line.after_end),
                    joined: false,
                    side: Some(side),
                });
            }
            series
        };
        (0..self.lines.len()).map(series).collect()
    }

    /// The y axis's labels, one per row of the plot from the bottom (most are empty): the
    /// lowest and highest values, and 0 and the target on the rows where they are drawn,
    /// found as the canvas finds them (a braille cell holds four rows of dots).
    #[allow(
        clippy::cast_precision_loss,
        clippy::cast_possible_wrap,
        clippy::cast_sign_loss
    )] // scores and row counts far below 2^52
    fn y_labels(&self, rows: usize, low: i64, high: i64, color: bool) -> Vec<String> {
        let row_of = |value: i64, dots_per_row: usize| {
            let resolution = (rows * dots_per_row) as f64;
            let dot = ((high - value) as f64 * (resolution - 1.0) / (high - low) as f64).round();
            rows - 1 - (dot.max(0.0) as usize / dots_per_row).min(rows - 1)
        };
        let mut labels = vec![String::new(); rows];
        labels[rows - 1] = high.to_string();
        labels[0] = low.to_string();
        // The sides' lines are braille in colour, a cell a dot without; the target's is
        // a cell a dot.
        let zero_dots = if color { 4 } else { 1 };
        if low < 0 && high > 0 {
            labels[row_of(0, zero_dots)] = String::from("0");
        }
        if let Some(target) = self.target {
            labels[row_of(target, 1)] = target.to_string();
        }
        labels
    }

    /// "⣿ Ayşe · ⣿ Burak …" in the sides' colours (or "A Ayşe · B Burak …"), wrapped
    /// by the width of what shows (colour codes take none), then what the other marks are.
    fn legend(&self, width: usize, color: bool, met: bool, sides: &[Vec<Series>]) -> String {
        use unicode_width::UnicodeWidthStr;
        let mut out = String::new();
        let mut used = 0;
        for (line, series) in self.lines.iter().zip(sides.iter().map(|series| &series[0])) {
            let mark = match series.marker {
                Marker::Braille => '⣿',
                Marker::Mark(mark) => mark,
            };
            // The mark painted in the side's colour (the codes take no width).
            let shown = if color {
                format!("{}{mark}{}", paint(Some(series.ink)), paint(None))
            } else {
                mark.to_string()
            };
            let plain = format!("{mark} {}", line.name);
            let separator = if used == 0 { "" } else { " · " };
            if used > 0 && used + separator.width() + plain.width() > width {
                out.push('\n');
                used = 0;
            } else {
                out.push_str(separator);
                used += separator.width();
            }
            out.push_str(&format!("{shown} {}", line.name));
            used += plain.width();
        }
        out.push('\n');
        let dotted = say!(self.lang, "chart-dotted");
        let (target, end) = if color {
            (dotted.clone(), dotted)
        } else {
            (TARGET_MARK.to_string(), END_MARK.to_string())
        };
        let mut notes = vec![self.axes[2].clone()];
        if let Some(value) = self.target {
            notes.push(say!(
                self.lang,
                "chart-target-across",
                target = value,
                line = target
            ));
        }
        if let Some((deal, _)) = self.ended {
            notes.push(say!(self.lang, "chart-ended-up", deal = deal, line = end));
        }
        if met {
            notes.push(say!(self.lang, "chart-meet"));
        }
        if self.after_end() {
            let marks = if color {
                say!(self.lang, "chart-dots")
            } else {
                say!(self.lang, "chart-small-letters")
            };
            notes.push(say!(self.lang, "chart-after-end-marks", marks = marks));
        }
        for note in notes {
            out.push_str(&crate::render::wrap_text(&note, width));
            out.push('\n');
        }
        out
    }
}

/// The grid as lines of text, each painted where its ink changes (in colour) and
/// without the spaces at its end.
fn printed(grid: &Grid, color: bool) -> String {
    let mut out = String::new();
    for cells in grid.cells.chunks(grid.width) {
        let mut row = String::new();
        let mut current: Option<Ink> = None;
        for cell in cells {
            let ink = (color && cell.ink != Ink::Reset).then_some(cell.ink);
            if ink != current {
                row.push_str(&paint(ink));
                current = ink;
            }
            row.push(cell.symbol);
        }
        if current.is_some() {
            row.push_str(&paint(None));
        }
        out.push_str(row.trim_end());
        out.push('\n');
    }
    out
}

/// The escape sequence for an ink (`None`: back to the default), as crossterm writes it.
fn paint(ink: Option<Ink>) -> String {
    let colour = crossterm::style::SetForegroundColor(ink.unwrap_or(Ink::Reset));
    let mut out = String::new();
    let _ = crossterm::Command::write_ansi(&colour, &mut out);
    out
}
