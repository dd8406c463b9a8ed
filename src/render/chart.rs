//! `batak chart`: the running total of every side after each deal, or of every player
//! after each match of a season, in the terminal (ratatui's `Chart` drawn into a buffer:
//! braille lines, no terminal taken over) or as a standalone SVG (plotters' SVG backend:
//! no fonts read, every text XML-escaped). Both draw the same `Chart`, made once from the
//! scored match or the season.

use crate::pipeline::Scored;
use crate::rules::End;
use crate::stats::Season;

/// What the x axis counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Across {
    /// The deals of one match; lines are running totals.
    Deals,
    /// The matches of a season, in the order given; lines are points so far.
    Matches,
}

/// The words of the axes, by what they count.
impl Across {
    fn x_label(self) -> &'static str {
        match self {
            Across::Deals => "deal",
            Across::Matches => "match",
        }
    }

    fn y_label(self) -> &'static str {
        match self {
            Across::Deals => "running total",
            Across::Matches => "points so far",
        }
    }

    /// The terminal legend's line on the axes.
    fn note(self) -> &'static str {
        match self {
            Across::Deals => "across: deals; up: running totals",
            Across::Matches => {
                "across: matches, in the order given; up: points so far (each match's final totals added up)"
            }
        }
    }
}

/// The season chart's subtitle: "3 matches".
fn matches_counted(count: usize) -> String {
    if count == 1 {
        "1 match".to_owned()
    } else {
        format!("{count} matches")
    }
}

/// The season chart's title.
const SEASON_TITLE: &str = "Season";

/// What a chart shows, in data units.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Chart {
    /// The match's title (else the file's name), as a heading.
    pub(crate) title: String,
    /// The rules it was scored under (`rules: classic, double_penalty=true`), or how
    /// many matches a season has.
    pub(crate) rules: String,
    pub(crate) lines: Vec<Line>,
    /// Deals recorded, after-end ones included, or a season's matches (the x axis runs
    /// 0 to this).
    pub(crate) deals: usize,
    pub(crate) across: Across,
    /// The target score, when the match ends at one.
    pub(crate) target: Option<i64>,
    /// The deal the match ended after, and the winners' total there.
    pub(crate) ended: Option<(usize, i64)>,
}

/// One side's running total.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Line {
    pub(crate) name: String,
    /// Its colour (a place in `PALETTE`) and its mark (a place in `SHAPES`), chosen from
    /// its name (`looks`).
    pub(crate) colour: usize,
    pub(crate) shape: usize,
    /// (deal, total) from (0, 0) to the last counted deal.
    pub(crate) counted: Vec<(usize, i64)>,
    /// From the last counted point on, what deals after the end would have added (they
    /// are not counted: drawn dashed). Empty when there are none.
    pub(crate) after_end: Vec<(usize, i64)>,
}

impl Chart {
    /// The chart of a scored match; names as `show` writes them.
    pub(crate) fn of(name: &str, scored: &Scored, show: &dyn Fn(&str) -> String) -> Chart {
        let board = &scored.board;
        let names: Vec<&str> = scored.sides().iter().map(String::as_str).collect();
        let looks = looks(&names);
        let lines = scored
            .sides()
            .iter()
            .enumerate()
            .map(|(side, name)| {
                let mut counted = vec![(0, 0)];
                let mut after_end = Vec::new();
                for (index, (deal, totals)) in board.rows().enumerate() {
                    if deal.after_end {
                        if after_end.is_empty() {
                            after_end.push(*counted.last().unwrap_or(&(0, 0)));
                        }
                        let total = after_end.last().map_or(0, |&(_, total)| total);
                        after_end.push((index + 1, total + i64::from(deal.points[side])));
                    } else {
                        counted.push((index + 1, totals[side]));
                    }
                }
                Line {
                    name: show(name),
                    colour: looks[side].0,
                    shape: looks[side].1,
                    counted,
                    after_end,
                }
            })
            .collect();
        let ended = board.status.ended_after().map(|deal| {
            let winner = board.status.winners().first().copied().unwrap_or(0);
            (deal, board.totals[winner])
        });
        Chart {
            title: show(scored.game.title.as_deref().unwrap_or(name)),
            rules: super::rules_summary(&scored.rules),
            lines,
            deals: board.deals.len(),
            across: Across::Deals,
            target: match scored.rules.end() {
                End::Target(target) => Some(target),
                End::Deals(_) | End::Never => None,
            },
            ended,
        }
    }

    /// The chart of a season: each player's points after each match; names as `show`
    /// writes them.
    pub(crate) fn season(season: &Season, show: &dyn Fn(&str) -> String) -> Chart {
        let names: Vec<&str> = season.names().collect();
        let looks = looks(&names);
        let lines = season
            .running_points()
            .into_iter()
            .zip(&names)
            .zip(looks)
            .map(|((points, name), (colour, shape))| Line {
                name: show(name),
                colour,
                shape,
                counted: points.into_iter().enumerate().collect(),
                after_end: Vec::new(),
            })
            .collect();
        Chart {
            title: SEASON_TITLE.to_owned(),
            rules: matches_counted(season.matches.len()),
            lines,
            deals: season.matches.len(),
            across: Across::Matches,
            target: None,
            ended: None,
        }
    }

    /// The lowest and highest value drawn (0 and the target included), a little apart.
    fn bounds(&self) -> (i64, i64) {
        let values = self
            .lines
            .iter()
            .flat_map(|line| line.counted.iter().chain(&line.after_end))
            .map(|&(_, total)| total)
            .chain(self.target)
            .chain(std::iter::once(0));
        let (low, high) = values.fold((0, 0), |(low, high), value| {
            (low.min(value), high.max(value))
        });
        if low == high {
            (low - 1, high + 1)
        } else {
            (low, high)
        }
    }
}

/// The colours lines are drawn in (the same in the terminal, the SVG and the page); a
/// line takes the one its name picks (`looks`), so a player has one colour in every chart,
/// whoever else plays and whatever their seat.
pub(crate) const PALETTE: [(u8, u8, u8); 10] = [
    (31, 119, 180),
    (214, 39, 40),
    (44, 160, 44),
    (148, 103, 189),
    (255, 127, 14),
    (140, 86, 75),
    (227, 119, 194),
    (23, 190, 207),
    (188, 189, 34),
    (128, 0, 0),
];

/// A name's hash, the same on every machine and in every version (FNV-1a, 64 bits, then
/// mixed so that names a letter apart land far apart).
fn name_hash(name: &str) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in name.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash ^= hash >> 33;
    hash = hash.wrapping_mul(0xff51_afd7_ed55_8ccd);
    hash ^ (hash >> 33)
}

/// Each name's colour and mark. The colour comes from the name alone, so a player keeps
/// it in every chart, whoever else plays (two players may then share a colour: their
/// marks tell them apart). The mark comes from the name too; only when two names of one
/// chart would share both does the one later in (hash, name) order take the next free
/// mark. The answer never depends on the order of the names.
pub(crate) fn looks(names: &[&str]) -> Vec<(usize, usize)> {
    let hashes: Vec<u64> = names.iter().map(|name| name_hash(name)).collect();
    let mut order: Vec<usize> = (0..names.len()).collect();
    order.sort_by(|&a, &b| (hashes[a], names[a]).cmp(&(hashes[b], names[b])));
    let mut taken: std::collections::HashSet<(usize, usize)> = std::collections::HashSet::new();
    let mut looks = vec![(0, 0); names.len()];
    for index in order {
        let hash = hashes[index];
        let colour = (hash % PALETTE.len() as u64) as usize;
        let mut shape = ((hash >> 32) % SHAPES.len() as u64) as usize;
        for _ in 0..SHAPES.len() {
            if taken.insert((colour, shape)) {
                break;
            }
            shape = (shape + 1) % SHAPES.len();
        }
        looks[index] = (colour, shape);
    }
    looks
}

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
            out.push_str(&super::wrap_text(&note, width));
            out.push('\n');
        }
        out
    }

    /// A standalone SVG of `width` × `height` pixels, its text sized for it.
    pub(crate) fn svg(&self, width: u32, height: u32) -> Result<String, String> {
        self.svg_with(width, height, text_size(width, height))
    }

    /// A standalone SVG of `width` × `height` pixels with text of `text` pixels (titles a
    /// little larger): the title, a legend in a row (or rows) above the plot, a light grid
    /// at the labelled values, and each line with its own mark at its points, so lines
    /// that run together can still be told apart.
    #[allow(
        clippy::cast_precision_loss,
        clippy::cast_possible_wrap,
        clippy::cast_sign_loss
    )] // pixel sizes and small counts
    pub(crate) fn svg_with(&self, width: u32, height: u32, text: f64) -> Result<String, String> {
        use plotters::prelude::*;
        use plotters::style::text_anchor::{HPos, Pos, VPos};

        let failed = |error: &dyn std::fmt::Display| error.to_string();
        let grey = RGBColor(128, 128, 128);
        let line_width = ((text / 6.0).round() as u32).max(2);
        let mark_size = (text * 0.38).round() as i32;
        let keys = self.keys();
        let mut svg = String::new();
        {
            let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
            root.fill(&WHITE).map_err(|e| failed(&e))?;
            let body = root
                .titled(
                    &format!("{} · {}", self.title, self.rules),
                    ("sans-serif", font(text * 1.3)),
                )
                .map_err(|e| failed(&e))?;
            // The legend: entries laid out in rows across the width, above the plot.
            let margin = text.round() as i32;
            let rows = legend_rows(&keys, f64::from(width) - 2.0 * f64::from(margin), text);
            let row_height = (text * 1.6).round() as i32;
            let legend_height = row_height * rows.len() as i32 + (text * 0.3).round() as i32;
            let (legend, plot) = body.split_vertically(legend_height);
            for (row, entries) in rows.iter().enumerate() {
                let y = row_height * row as i32 + row_height / 2;
                let mut x = margin;
                for &(index, entry_width) in entries {
                    let (label, key) = &keys[index];
                    let sample = (text * 2.2).round() as i32;
                    match *key {
                        Key::Line(colour, shape) => {
                            let colour = rgb(colour);
                            legend
                                .draw(&PathElement::new(
                                    [(x, y), (x + sample, y)],
                                    colour.stroke_width(line_width),
                                ))
                                .map_err(|e| failed(&e))?;
                            draw_mark(
                                &legend,
                                shape,
                                (x + sample / 2, y),
                                mark_size,
                                colour.stroke_width(line_width),
                            )?;
                        }
                        Key::Dashed(colour) => {
                            let colour = rgb(colour);
                            for (from, to) in [(0, 6), (9, 14), (17, 22)] {
                                let at = |part: i32| x + sample * part / 22;
                                legend
                                    .draw(&PathElement::new(
                                        [(at(from), y), (at(to), y)],
                                        colour.stroke_width(line_width),
                                    ))
                                    .map_err(|e| failed(&e))?;
                            }
                        }
                        Key::Ring => legend
                            .draw(&Circle::new(
                                (x + sample / 2, y),
                                (text * 0.45).round() as i32,
                                BLACK.stroke_width(line_width),
                            ))
                            .map_err(|e| failed(&e))?,
                    }
                    let gap = (text * 0.4).round() as i32;
                    legend
                        .draw(&Text::new(
                            label.clone(),
                            (x + sample + gap, y),
                            ("sans-serif", font(text))
                                .into_text_style(&legend)
                                .pos(Pos::new(HPos::Left, VPos::Center)),
                        ))
                        .map_err(|e| failed(&e))?;
                    x += entry_width.round() as i32;
                }
            }

            let (low, high) = self.bounds();
            let margin_value = ((high - low) / 20).max(1);
            let deals = i64::try_from(self.deals.max(1)).unwrap_or(i64::MAX);
            let widest_label = [low - margin_value, high + margin_value]
                .iter()
                .map(|value| value.to_string().len())
                .max()
                .unwrap_or(1);
            let plot_width = f64::from(width) - widest_label as f64 * text;
            let plot_height = f64::from(height) - f64::from(legend_height) - text * 6.0;
            let mut chart = ChartBuilder::on(&plot)
                .margin_top((text * 0.6).round() as u32)
                .margin_right((text * 1.4).round() as u32)
                .margin_left((text * 0.4).round() as u32)
                .margin_bottom((text * 0.4).round() as u32)
                .x_label_area_size((text * 3.0).round() as u32)
                .y_label_area_size((widest_label as f64 * text * 0.62 + text * 2.4).round() as u32)
                .build_cartesian_2d(0..deals, (low - margin_value)..(high + margin_value))
                .map_err(|e| failed(&e))?;
            chart
                .configure_mesh()
                .x_desc(self.across.x_label())
                .y_desc(self.across.y_label())
                .label_style(("sans-serif", font(text)))
                .axis_desc_style(("sans-serif", font(text)))
                .x_labels(
                    usize::try_from(deals)
                        .unwrap_or(usize::MAX)
                        .min((plot_width / (text * 2.5)).max(2.0) as usize),
                )
                .y_labels((plot_height / (text * 3.0)).clamp(2.0, 12.0) as usize)
                .max_light_lines(1)
                .light_line_style(TRANSPARENT)
                .bold_line_style(BLACK.mix(0.1).stroke_width(1))
                .axis_style(grey.stroke_width(1))
                .set_all_tick_mark_size((text * 0.3).round() as u32)
                .draw()
                .map_err(|e| failed(&e))?;
            if let Some(target) = self.target {
                chart
                    .draw_series(DashedLineSeries::new(
                        [(0, target), (deals, target)],
                        (text * 0.45).round() as u32,
                        (text * 0.3).round() as u32,
                        grey.stroke_width(line_width / 2 + 1),
                    ))
                    .map_err(|e| failed(&e))?;
            }
            let at =
                |&(deal, total): &(usize, i64)| (i64::try_from(deal).unwrap_or(i64::MAX), total);
            for line in &self.lines {
                let colour = rgb(PALETTE[line.colour]);
                chart
                    .draw_series(LineSeries::new(
                        line.counted.iter().map(at),
                        colour.stroke_width(line_width),
                    ))
                    .map_err(|e| failed(&e))?;
                if !line.after_end.is_empty() {
                    chart
                        .draw_series(DashedLineSeries::new(
                            line.after_end.iter().map(at),
                            (text * 0.4).round() as u32,
                            (text * 0.3).round() as u32,
                            colour.stroke_width(line_width),
                        ))
                        .map_err(|e| failed(&e))?;
                }
            }
            // The marks over the lines, so that none hides another's: at every point
            // (past the start) when there are few, else at every few and at the last.
            for line in &self.lines {
                let colour = rgb(PALETTE[line.colour]);
                let count = line.counted.len();
                let step = count.div_ceil(MARKS_AT_MOST).max(1);
                for (index, point) in line.counted.iter().enumerate().skip(1) {
                    if index % step != 0 && index + 1 != count {
                        continue;
                    }
                    let pixel = chart.backend_coord(&at(point));
                    draw_mark(
                        &root,
                        SHAPES[line.shape],
                        pixel,
                        mark_size,
                        colour.stroke_width(line_width),
                    )?;
                }
            }
            if let Some((deal, total)) = self.ended {
                let deal = i64::try_from(deal).unwrap_or(i64::MAX);
                let pixel = chart.backend_coord(&(deal, total));
                root.draw(&Circle::new(
                    pixel,
                    (text * 0.75).round() as i32,
                    BLACK.stroke_width(line_width),
                ))
                .map_err(|e| failed(&e))?;
            }
            root.present().map_err(|e| failed(&e))?;
        }
        Ok(svg)
    }

    /// The legend's entries, in order: each line, then the target, deals after the end
    /// and the end.
    fn keys(&self) -> Vec<(String, Key)> {
        let grey = (128, 128, 128);
        let mut keys: Vec<(String, Key)> = self
            .lines
            .iter()
            .map(|line| {
                (
                    line.name.clone(),
                    Key::Line(PALETTE[line.colour], SHAPES[line.shape]),
                )
            })
            .collect();
        if let Some(target) = self.target {
            keys.push((format!("target {target}"), Key::Dashed(grey)));
        }
        if self.lines.iter().any(|line| !line.after_end.is_empty()) {
            keys.push(("after the end, not counted".to_owned(), Key::Dashed(grey)));
        }
        if let Some((deal, _)) = self.ended {
            keys.push((format!("ended after deal {deal}"), Key::Ring));
        }
        keys
    }
}

/// The chart's text size in pixels for an SVG of this size: 14 at the default 800×480,
/// growing with the size (the smaller of its two scales), never under 12.
pub(crate) fn text_size(width: u32, height: u32) -> f64 {
    let scale = (f64::from(width) / 800.0).min(f64::from(height) / 480.0);
    (14.0 * scale).max(12.0)
}

/// The size to ask plotters for, so that the SVG's `font-size` is at least `pixels`:
/// plotters takes whole pixels and writes them divided by 1.24.
fn font(pixels: f64) -> f64 {
    (pixels * 1.24).ceil()
}

/// How a page shows a line's colour and mark (`looks`): the colour as CSS writes it, and
/// a character like the mark.
pub(crate) fn key((colour, shape): (usize, usize)) -> (String, char) {
    let (red, green, blue) = PALETTE[colour % PALETTE.len()];
    let glyph = match SHAPES[shape % SHAPES.len()] {
        Shape::Circle => '○',
        Shape::Square => '□',
        Shape::Diamond => '◇',
        Shape::Up => '△',
        Shape::Down => '▽',
        Shape::Cross => '×',
        Shape::Plus => '+',
        Shape::Asterisk => '✱',
    };
    (format!("#{red:02x}{green:02x}{blue:02x}"), glyph)
}

/// A palette colour as plotters takes it.
fn rgb((red, green, blue): (u8, u8, u8)) -> plotters::style::RGBColor {
    plotters::style::RGBColor(red, green, blue)
}

/// A line draws its mark at no more points than this (a long match's would crowd).
const MARKS_AT_MOST: usize = 30;

/// A line's mark, at its points and in the legend: chosen from the name as its colour is,
/// so that two lines of one colour have marks of their own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Shape {
    Circle,
    Square,
    Diamond,
    Up,
    Down,
    Cross,
    Plus,
    Asterisk,
}

const SHAPES: [Shape; 8] = [
    Shape::Circle,
    Shape::Square,
    Shape::Diamond,
    Shape::Up,
    Shape::Down,
    Shape::Cross,
    Shape::Plus,
    Shape::Asterisk,
];

/// How a legend entry is drawn.
#[derive(Debug, Clone, Copy)]
enum Key {
    Line((u8, u8, u8), Shape),
    Dashed((u8, u8, u8)),
    Ring,
}

/// The legend's entries in rows no wider than `width`: each entry's index and width (its
/// sample, its label, the space after), estimated from the label's columns since no font
/// is read.
#[allow(clippy::cast_precision_loss)] // label widths
fn legend_rows(keys: &[(String, Key)], width: f64, text: f64) -> Vec<Vec<(usize, f64)>> {
    let mut rows: Vec<Vec<(usize, f64)>> = vec![Vec::new()];
    let mut used = 0.0;
    for (index, (label, _)) in keys.iter().enumerate() {
        let columns = unicode_width::UnicodeWidthStr::width(label.as_str()) as f64;
        let entry = text * (2.2 + 0.4 + 1.2) + columns * text * 0.55;
        if used > 0.0 && used + entry > width {
            rows.push(Vec::new());
            used = 0.0;
        }
        if let Some(row) = rows.last_mut() {
            row.push((index, entry));
        }
        used += entry;
    }
    rows
}

/// Draw a hollow `shape` of radius `size` centred at `at` (pixels of `area`).
#[allow(clippy::cast_possible_truncation)] // pixel offsets
fn draw_mark(
    area: &plotters::drawing::DrawingArea<
        plotters::prelude::SVGBackend<'_>,
        plotters::coord::Shift,
    >,
    shape: Shape,
    (x, y): (i32, i32),
    size: i32,
    style: plotters::style::ShapeStyle,
) -> Result<(), String> {
    use plotters::element::{Circle, PathElement};
    let failed = |error: &dyn std::fmt::Display| error.to_string();
    let polygon = |corners: &[(f64, f64)]| -> Vec<Vec<(i32, i32)>> {
        let mut points: Vec<(i32, i32)> = corners
            .iter()
            .map(|&(dx, dy)| {
                (
                    x + (dx * f64::from(size)).round() as i32,
                    y + (dy * f64::from(size)).round() as i32,
                )
            })
            .collect();
        points.push(points[0]);
        vec![points]
    };
    let paths = match shape {
        Shape::Circle => {
            return area
                .draw(&Circle::new((x, y), size, style))
                .map_err(|e| failed(&e));
        }
        Shape::Square => polygon(&[(-0.9, -0.9), (0.9, -0.9), (0.9, 0.9), (-0.9, 0.9)]),
        Shape::Diamond => polygon(&[(0.0, -1.2), (1.2, 0.0), (0.0, 1.2), (-1.2, 0.0)]),
        Shape::Up => polygon(&[(0.0, -1.2), (1.1, 0.9), (-1.1, 0.9)]),
        Shape::Down => polygon(&[(0.0, 1.2), (1.1, -0.9), (-1.1, -0.9)]),
        Shape::Asterisk => {
            let half = size * 7 / 8;
            vec![
                vec![(x, y - size - 1), (x, y + size + 1)],
                vec![(x - size, y - half / 2), (x + size, y + half / 2)],
                vec![(x - size, y + half / 2), (x + size, y - half / 2)],
            ]
        }
        Shape::Cross => vec![
            vec![(x - size, y - size), (x + size, y + size)],
            vec![(x - size, y + size), (x + size, y - size)],
        ],
        Shape::Plus => vec![
            vec![(x - size - 1, y), (x + size + 1, y)],
            vec![(x, y - size - 1), (x, y + size + 1)],
        ],
    };
    for path in paths {
        area.draw(&PathElement::new(path, style))
            .map_err(|e| failed(&e))?;
    }
    Ok(())
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

#[cfg(test)]
mod tests;
