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
    /// Its place in the palette, chosen from its name (`slots`).
    pub(crate) slot: usize,
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
        let slots = slots(&names);
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
                    slot: slots[side],
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
        let slots = slots(&names);
        let lines = season
            .running_points()
            .into_iter()
            .zip(&names)
            .zip(slots)
            .map(|((points, name), slot)| Line {
                name: show(name),
                slot,
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
/// line takes the one its name picks (`slots`), so a player keeps a colour from chart to
/// chart whatever their seat.
pub(crate) const PALETTE: [(u8, u8, u8); 8] = [
    (31, 119, 180),
    (214, 39, 40),
    (44, 160, 44),
    (148, 103, 189),
    (255, 127, 14),
    (140, 86, 75),
    (227, 119, 194),
    (23, 190, 207),
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

/// Each name's place in the palette: the one its hash picks; when two names pick the
/// same, the one first in (hash, name) order keeps it and the other takes the next free
/// place. The answer depends on the set of names, not on their order, so the same players
/// in other seats get the same colours.
pub(crate) fn slots(names: &[&str]) -> Vec<usize> {
    let size = PALETTE.len();
    let preferred: Vec<(usize, &str)> = names
        .iter()
        .map(|name| ((name_hash(name) % size as u64) as usize, *name))
        .collect();
    let mut order: Vec<usize> = (0..names.len()).collect();
    order.sort_by(|&a, &b| preferred[a].cmp(&preferred[b]));
    let mut taken = vec![false; size];
    let mut slots = vec![0; names.len()];
    for index in order {
        if taken.iter().all(|&taken| taken) {
            // More lines than colours: a second round.
            taken.fill(false);
        }
        let mut slot = preferred[index].0;
        while taken[slot] {
            slot = (slot + 1) % size;
        }
        taken[slot] = true;
        slots[index] = slot;
    }
    slots
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
            let (r, g, b) = PALETTE[self.lines[side].slot];
            if color {
                Style::default().fg(Color::Rgb(r, g, b))
            } else {
                Style::default()
            }
        };
        let marks = marks(&self.lines);
        let marker = |side: usize| {
            if color {
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
        let mut datasets = Vec::new();
        if !target_line.is_empty() {
            let (marker, style) = grey(TARGET_MARK);
            datasets.push(
                Dataset::default()
                    .marker(marker)
                    .graph_type(GraphType::Line)
                    .style(style)
                    .data(&target_line),
            );
        }
        if !end_line.is_empty() {
            let (marker, style) = grey(END_MARK);
            datasets.push(
                Dataset::default()
                    .marker(marker)
                    .graph_type(GraphType::Line)
                    .style(style)
                    .data(&end_line),
            );
        }
        for (side, data) in points.iter().enumerate() {
            datasets.push(
                Dataset::default()
                    .marker(marker(side))
                    .graph_type(GraphType::Line)
                    .style(style(side))
                    .data(data),
            );
        }
        for (side, data) in after
            .iter()
            .enumerate()
            .filter(|(_, data)| !data.is_empty())
        {
            // After the end: the side's points alone, unjoined (the terminal's dashes).
            let marker = if color {
                ratatui::symbols::Marker::Dot
            } else {
                ratatui::symbols::Marker::Custom(
                    marks[side].to_lowercase().next().unwrap_or(marks[side]),
                )
            };
            datasets.push(
                Dataset::default()
                    .marker(marker)
                    .graph_type(GraphType::Scatter)
                    .style(style(side))
                    .data(data),
            );
        }
        let labels_y = vec![
            low.to_string(),
            i64::midpoint(low, high).to_string(),
            high.to_string(),
        ];
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
        let widget = Widget::new(datasets)
            .x_axis(Axis::default().bounds([0.0, deals]).labels(labels_x))
            .y_axis(
                Axis::default()
                    .bounds([low as f64, high as f64])
                    .labels(labels_y),
            );
        let width = u16::try_from(width.max(20)).unwrap_or(u16::MAX);
        let height = u16::try_from(height.max(6)).unwrap_or(u16::MAX);
        let area = Rect::new(0, 0, width, height);
        let mut buffer = Buffer::empty(area);
        widget.render(area, &mut buffer);
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
        out.push_str(&self.legend(width.into(), color));
        out
    }

    /// "⣿ Ayşe · ⣿ Burak …" in the sides' colours (or "A Ayşe · B Burak …"), wrapped
    /// by the width of what shows (colour codes take none), then what the other marks are.
    fn legend(&self, width: usize, color: bool) -> String {
        use unicode_width::UnicodeWidthStr;
        let marks = marks(&self.lines);
        let mut out = String::new();
        let mut used = 0;
        for (side, line) in self.lines.iter().enumerate() {
            let mark = if color { '⣿' } else { marks[side] };
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
                let (r, g, b) = PALETTE[line.slot];
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

    /// A standalone SVG of `width` × `height` pixels.
    pub(crate) fn svg(&self, width: u32, height: u32) -> Result<String, String> {
        use plotters::prelude::*;

        /// How a legend entry is drawn.
        enum Key {
            Solid(RGBColor),
            Dashed(RGBColor),
            Ring,
        }
        let failed = |error: &dyn std::fmt::Display| error.to_string();
        let grey = RGBColor(128, 128, 128);
        let mut keys: Vec<(String, Key)> = Vec::new();
        let mut svg = String::new();
        {
            let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
            root.fill(&WHITE).map_err(|e| failed(&e))?;
            let root = root
                .titled(
                    &format!("{} · {}", self.title, self.rules),
                    ("sans-serif", 20),
                )
                .map_err(|e| failed(&e))?;
            // The legend stands beside the plot, where it hides no line.
            let longest = self
                .lines
                .iter()
                .map(|line| line.name.chars().count())
                .chain([26])
                .max()
                .unwrap_or(26);
            let panel = u32::try_from(longest * 7 + 48)
                .unwrap_or(u32::MAX)
                .min(width * 2 / 5);
            let (plot, legend) = root.split_horizontally(width.saturating_sub(panel));
            let (low, high) = self.bounds();
            let margin = ((high - low) / 20).max(1);
            let deals = i64::try_from(self.deals.max(1)).unwrap_or(i64::MAX);
            let mut chart = ChartBuilder::on(&plot)
                .margin(12)
                .x_label_area_size(40)
                .y_label_area_size(56)
                .build_cartesian_2d(0..deals, (low - margin)..(high + margin))
                .map_err(|e| failed(&e))?;
            chart
                .configure_mesh()
                .x_desc(self.across.x_label())
                .y_desc(self.across.y_label())
                .x_labels(usize::try_from(deals.min(20)).unwrap_or(20))
                .draw()
                .map_err(|e| failed(&e))?;
            if let Some(target) = self.target {
                chart
                    .draw_series(DashedLineSeries::new(
                        [(0, target), (deals, target)],
                        6,
                        4,
                        grey.stroke_width(1),
                    ))
                    .map_err(|e| failed(&e))?;
                keys.push((format!("target {target}"), Key::Dashed(grey)));
            }
            for line in &self.lines {
                let (r, g, b) = PALETTE[line.slot];
                let colour = RGBColor(r, g, b);
                let at = |&(deal, total): &(usize, i64)| {
                    (i64::try_from(deal).unwrap_or(i64::MAX), total)
                };
                chart
                    .draw_series(LineSeries::new(
                        line.counted.iter().map(at),
                        colour.stroke_width(2),
                    ))
                    .map_err(|e| failed(&e))?;
                if !line.after_end.is_empty() {
                    chart
                        .draw_series(DashedLineSeries::new(
                            line.after_end.iter().map(at),
                            5,
                            4,
                            colour.stroke_width(2),
                        ))
                        .map_err(|e| failed(&e))?;
                }
                keys.push((line.name.clone(), Key::Solid(colour)));
            }
            if self.lines.iter().any(|line| !line.after_end.is_empty()) {
                keys.push(("after the end, not counted".to_owned(), Key::Dashed(grey)));
            }
            if let Some((deal, total)) = self.ended {
                let deal = i64::try_from(deal).unwrap_or(i64::MAX);
                chart
                    .draw_series(std::iter::once(Circle::new(
                        (deal, total),
                        6,
                        BLACK.stroke_width(2),
                    )))
                    .map_err(|e| failed(&e))?;
                keys.push((format!("ended after deal {deal}"), Key::Ring));
            }
            for (index, (label, key)) in keys.iter().enumerate() {
                let y = 24 + 22 * i32::try_from(index).unwrap_or(0);
                let drawn = match key {
                    Key::Solid(colour) => {
                        legend.draw(&PathElement::new([(8, y), (30, y)], colour.stroke_width(2)))
                    }
                    Key::Dashed(colour) => legend
                        .draw(&PathElement::new([(8, y), (16, y)], colour.stroke_width(2)))
                        .and_then(|()| {
                            legend.draw(&PathElement::new(
                                [(22, y), (30, y)],
                                colour.stroke_width(2),
                            ))
                        }),
                    Key::Ring => legend.draw(&Circle::new((19, y), 5, BLACK.stroke_width(2))),
                };
                drawn.map_err(|e| failed(&e))?;
                legend
                    .draw(&Text::new(label.clone(), (38, y - 7), ("sans-serif", 14)))
                    .map_err(|e| failed(&e))?;
            }
            root.present().map_err(|e| failed(&e))?;
        }
        Ok(svg)
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The same names in any order get the same places; two names never share one while
    /// a place is free; the places of a name come from its hash alone when nothing collides.
    #[test]
    fn a_name_keeps_its_colour_whatever_the_seats() {
        let names = ["Ayşe", "Burak", "Cem", "Deniz", "Şule", "Kemal"];
        let slots_of = |order: &[&str]| -> Vec<(String, usize)> {
            let mut pairs: Vec<(String, usize)> = order
                .iter()
                .map(|name| (*name).to_owned())
                .zip(slots(order))
                .collect();
            pairs.sort();
            pairs
        };
        let first = slots_of(&names);
        let mut reversed = names;
        reversed.reverse();
        assert_eq!(slots_of(&reversed), first);
        let mut rotated = names;
        rotated.rotate_left(2);
        assert_eq!(slots_of(&rotated), first);
        let mut places: Vec<usize> = first.iter().map(|(_, slot)| *slot).collect();
        places.sort_unstable();
        places.dedup();
        assert_eq!(
            places.len(),
            names.len(),
            "no two share a colour: {first:?}"
        );
        // Alone in a chart, a name takes the place its hash picks.
        for name in names {
            assert_eq!(
                slots(&[name]),
                vec![(name_hash(name) % PALETTE.len() as u64) as usize]
            );
        }
        // More names than colours: every colour is used before any is used twice.
        let many: Vec<String> = (0..20).map(|n| format!("P{n}")).collect();
        let many: Vec<&str> = many.iter().map(String::as_str).collect();
        let slots = slots(&many);
        for slot in 0..PALETTE.len() {
            assert!(slots.iter().filter(|&&s| s == slot).count() >= 2);
        }
    }
}
