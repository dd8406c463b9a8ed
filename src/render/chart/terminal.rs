//! The chart in the terminal: ratatui's `Chart` drawn into a buffer and printed as text,
//! with the y axis labelled where it helps and a legend that wraps.

use super::{Chart, Line, PALETTE};

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
    let unique = initials.iter().all(|initial| {
        initial.is_some_and(|c| {
            c.is_alphanumeric() && unicode_width::UnicodeWidthChar::width(c) == Some(1)
        }) && initials.iter().filter(|other| *other == initial).count() == 1
    });
    if unique {
        initials.into_iter().flatten().collect()
    } else {
        ('1'..='4').take(lines.len()).collect()
    }
}

/// The target line, the end line and deals after the end without colour.
const TARGET_MARK: char = '-';
const END_MARK: char = '|';
/// Where two or more sides' lines meet (the last drawn would hide the others).
const MEET_MARK: char = '*';
/// The legend's line on it.
const MEET_NOTE: &str = "*: two or more lines at the same place";

#[allow(clippy::cast_precision_loss)] // scores and deal counts far below 2^52
fn point(&(deal, total): &(usize, i64)) -> (f64, f64) {
    (deal as f64, total as f64)
}

impl Chart {
    /// The chart drawn in `width` × `height` cells, with a legend below it.
    #[allow(clippy::cast_precision_loss)] // scores and deal counts far below 2^52
    pub(crate) fn terminal(&self, width: usize, height: usize, color: bool) -> String {
        use ratatui::buffer::Buffer;
        use ratatui::layout::Rect;
        use ratatui::style::{Color, Style};
        use ratatui::widgets::{Axis, Chart as Widget, Dataset, GraphType, Widget as _};

        let (low, high) = self.bounds();
        let points: Vec<Vec<(f64, f64)>> = self
            .lines
            .iter()
            .map(|line| line.counted.iter().map(point).collect())
            .collect();
        let after: Vec<Vec<(f64, f64)>> = self
            .lines
            .iter()
            .map(|line| line.after_end.iter().map(point).collect())
            .collect();
        let deals = self.deals.max(1) as f64;
        let target_line: Vec<(f64, f64)> = self
            .target
            .map(|target| vec![(0.0, target as f64), (deals, target as f64)])
            .unwrap_or_default();
        let end_line: Vec<(f64, f64)> = self
            .ended
            .map(|(deal, _)| vec![(deal as f64, low as f64), (deal as f64, high as f64)])
            .unwrap_or_default();
        let style = |side: usize| {
            let (r, g, b) = PALETTE[self.lines[side].colour];
            if color {
                Style::default().fg(Color::Rgb(r, g, b))
            } else {
                Style::default()
            }
        };
        let marks = marks(&self.lines);
        // Two lines of one colour are told apart by their marks, in that colour.
        let shared = |side: usize| {
            self.lines
                .iter()
                .filter(|line| line.colour == self.lines[side].colour)
                .count()
                > 1
        };
        let marker = |side: usize| {
            if color && !shared(side) {
                ratatui::symbols::Marker::Braille
            } else {
                ratatui::symbols::Marker::Custom(marks[side])
            }
        };
        let grey = |mark: char| {
            if color {
                (
                    ratatui::symbols::Marker::Dot,
                    Style::default().fg(Color::DarkGray),
                )
            } else {
                (ratatui::symbols::Marker::Custom(mark), Style::default())
            }
        };
        let mut guides = Vec::new();
        if !target_line.is_empty() {
            let (marker, style) = grey(TARGET_MARK);
            guides.push(
                Dataset::default()
                    .marker(marker)
                    .graph_type(GraphType::Line)
                    .style(style)
                    .data(&target_line),
            );
        }
        if !end_line.is_empty() {
            let (marker, style) = grey(END_MARK);
            guides.push(
                Dataset::default()
                    .marker(marker)
                    .graph_type(GraphType::Line)
                    .style(style)
                    .data(&end_line),
            );
        }
        // Each side's datasets: its line, then what deals after the end would have added
        // (its points alone, unjoined: the terminal's dashes).
        let sides: Vec<Vec<Dataset>> = points
            .iter()
            .zip(&after)
            .enumerate()
            .map(|(side, (data, after))| {
                let mut sets = vec![
                    Dataset::default()
                        .marker(marker(side))
                        .graph_type(GraphType::Line)
                        .style(style(side))
                        .data(data),
                ];
                if !after.is_empty() {
                    let marker = if color {
                        ratatui::symbols::Marker::Dot
                    } else {
                        ratatui::symbols::Marker::Custom(
                            marks[side].to_lowercase().next().unwrap_or(marks[side]),
                        )
                    };
                    sets.push(
                        Dataset::default()
                            .marker(marker)
                            .graph_type(GraphType::Scatter)
                            .style(style(side))
                            .data(after),
                    );
                }
                sets
            })
            .collect();
        let width = u16::try_from(width.max(20)).unwrap_or(u16::MAX);
        let height = u16::try_from(height.max(6)).unwrap_or(u16::MAX);
        // The plot's rows: all but the x axis and its labels.
        let rows = usize::from(height) - 2;
        let labels_y = self.y_labels(rows, low, high, color);
        // The middle label only where the middle is a whole deal.
        let labels_x = if self.deals >= 2 && self.deals.is_multiple_of(2) {
            vec![
                "0".to_owned(),
                (self.deals / 2).to_string(),
                self.deals.to_string(),
            ]
        } else {
            vec!["0".to_owned(), self.deals.max(1).to_string()]
        };
        let area = Rect::new(0, 0, width, height);
        let draw = |datasets: Vec<Dataset>| {
            let widget = Widget::new(datasets)
                .x_axis(
                    Axis::default()
                        .bounds([0.0, deals])
                        .labels(labels_x.clone()),
                )
                .y_axis(
                    Axis::default()
                        .bounds([low as f64, high as f64])
                        .labels(labels_y.clone()),
                );
            let mut buffer = Buffer::empty(area);
            widget.render(area, &mut buffer);
            buffer
        };
        let mut buffer = draw(
            guides
                .iter()
                .chain(sides.iter().flatten())
                .cloned()
                .collect(),
        );
        // Where two sides' lines meet, only the last drawn would show: such places take
        // their own mark. Each side is drawn alone to find them, against the bare axes.
        let bare = draw(Vec::new());
        let alone: Vec<Buffer> = sides.iter().map(|sets| draw(sets.clone())).collect();
        let mut met = false;
        for y in 0..height {
            for x in 0..width {
                let bare = bare[(x, y)].symbol();
                let drawn = alone
                    .iter()
                    .filter(|buffer| buffer[(x, y)].symbol() != bare)
                    .count();
                if drawn >= 2 {
                    met = true;
                    buffer[(x, y)].set_char(MEET_MARK).set_fg(Color::Reset);
                }
            }
        }
        let mut out = String::new();
        for y in 0..height {
            let mut row = String::new();
            let mut current: Option<Color> = None;
            for x in 0..width {
                let cell = &buffer[(x, y)];
                let fg = (color && cell.fg != Color::Reset).then_some(cell.fg);
                if fg != current {
                    row.push_str(&paint(fg));
                    current = fg;
                }
                row.push_str(cell.symbol());
            }
            if current.is_some() {
                row.push_str(&paint(None));
            }
            out.push_str(row.trim_end());
            out.push('\n');
        }
        out.push_str(&self.legend(width.into(), color, met));
        out
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
    fn legend(&self, width: usize, color: bool, met: bool) -> String {
        use unicode_width::UnicodeWidthStr;
        let marks = marks(&self.lines);
        let mut out = String::new();
        let mut used = 0;
        for (side, line) in self.lines.iter().enumerate() {
            let shared = self
                .lines
                .iter()
                .filter(|other| other.colour == line.colour)
                .count()
                > 1;
            let mark = if color && !shared { '⣿' } else { marks[side] };
            let plain = format!("{mark} {}", line.name);
            let separator = if used == 0 { "" } else { " · " };
            if used > 0 && used + separator.width() + plain.width() > width {
                out.push('\n');
                used = 0;
            } else {
                out.push_str(separator);
                used += separator.width();
            }
            if color {
                let (r, g, b) = PALETTE[line.colour];
                out.push_str(&paint(Some(ratatui::style::Color::Rgb(r, g, b))));
                out.push(mark);
                out.push_str(&paint(None));
                out.push(' ');
                out.push_str(&line.name);
            } else {
                out.push_str(&plain);
            }
            used += plain.width();
        }
        out.push('\n');
        let (target, end) = if color {
            ("dotted", "dotted")
        } else {
            ("-", "|")
        };
        let mut notes = vec![self.across.note().to_owned()];
        if let Some(value) = self.target {
            notes.push(format!("target {value}: the {target} line across"));
        }
        if let Some((deal, _)) = self.ended {
            notes.push(format!(
                "the match ended after deal {deal}: the {end} line up"
            ));
        }
        if met {
            notes.push(MEET_NOTE.to_owned());
        }
        if self.lines.iter().any(|line| !line.after_end.is_empty()) {
            let marks = if color { "dots" } else { "small letters" };
            notes.push(format!(
                "{marks} after it: deals after the end, not counted"
            ));
        }
        for note in notes {
            out.push_str(&crate::render::wrap_text(&note, width));
            out.push('\n');
        }
        out
    }
}

/// The escape sequence for a foreground colour (`None`: back to the default), as
/// crossterm writes it.
fn paint(color: Option<ratatui::style::Color>) -> String {
    use crossterm::style::{Color as Terminal, SetForegroundColor};
    let color = match color {
        Some(ratatui::style::Color::Rgb(r, g, b)) => Terminal::Rgb { r, g, b },
        Some(ratatui::style::Color::DarkGray) => Terminal::DarkGrey,
        Some(_) | None => Terminal::Reset,
    };
    let mut out = String::new();
    let _ = crossterm::Command::write_ansi(&SetForegroundColor(color), &mut out);
    out
}
