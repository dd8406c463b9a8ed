//! The chart as a standalone SVG: plotters' SVG backend, no fonts read, every text
//! XML-escaped; its text sized for the picture, a legend row above the plot.

use super::{Chart, PALETTE};
use crate::lang::say;

impl Chart {
    /// A standalone SVG of `width` × `height` pixels, its text sized for it.
    pub(crate) fn svg(&self, width: u32, height: u32) -> Result<String, String> {
        self.svg_with(width, height, text_size(width, height))
    }

    /// A standalone SVG of `width` × `height` pixels with text of `text` pixels (titles a
    /// little larger): the title, a legend in a row (or rows) above the plot, a light grid
    /// at the labelled values, and each line with its own mark at its points, so lines
    /// that run together can still be told apart.
    pub(crate) fn svg_with(&self, width: u32, height: u32, text: f64) -> Result<String, String> {
        use plotters::prelude::*;

        let pens = Pens::for_text(text);
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
            let layout = LegendLayout::new(&keys, width, text);
            let (legend, plot) = body.split_vertically(layout.height);
            draw_legend(&legend, &keys, &layout, pens)?;
            let room = f64::from(height) - f64::from(layout.height);
            let mut chart = self.axes(&plot, width, room, text)?;
            self.draw_lines(&mut chart, pens)?;
            self.draw_marks(&chart, &root, pens)?;
            root.present().map_err(|e| failed(&e))?;
        }
        Ok(svg)
    }

    /// The plot's axes, grid and labels on `plot` (`room` pixels high with the title),
    /// sized for the widest value label: the chart the lines are drawn on.
    #[allow(
        clippy::cast_precision_loss,
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss
    )] // pixel sizes and small counts
    fn axes<'area, 'svg>(
        &self,
        plot: &'area Area<'svg>,
        width: u32,
        room: f64,
        text: f64,
    ) -> Result<Plot<'area, 'svg>, String> {
        use plotters::prelude::*;

        let grey = RGBColor(128, 128, 128);
        let (low, high) = self.bounds();
        let margin_value = ((high - low) / 20).max(1);
        let deals = self.last_deal();
        let widest_label = [low - margin_value, high + margin_value]
            .iter()
            .map(|value| value.to_string().len())
            .max()
            .unwrap_or(1);
        let plot_width = f64::from(width) - widest_label as f64 * text;
        let plot_height = room - text * 6.0;
        let mut chart = ChartBuilder::on(plot)
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
            .x_desc(self.across.x_label(self.lang))
            .y_desc(self.across.y_label(self.lang))
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
        Ok(chart)
    }

    /// The target's dashed line across, then each side's line, dashed on past the end.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)] // pixel sizes
    fn draw_lines(&self, chart: &mut Plot<'_, '_>, pens: Pens) -> Result<(), String> {
        use plotters::prelude::*;

        let Pens {
            text, line_width, ..
        } = pens;
        let grey = RGBColor(128, 128, 128);
        let deals = self.last_deal();
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
        Ok(())
    }

    /// The marks over the lines, so that none hides another's: at every point (past the
    /// start) when there are few, else at every few and at the last; then the ring where
    /// the match ended.
    #[allow(clippy::cast_possible_truncation)] // pixel sizes
    fn draw_marks(&self, chart: &Plot<'_, '_>, root: &Area<'_>, pens: Pens) -> Result<(), String> {
        use plotters::prelude::*;

        let Pens {
            text,
            line_width,
            mark_size,
        } = pens;
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
                    root,
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
        Ok(())
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
            keys.push((
                say!(self.lang, "chart-target", target = target),
                Key::Dashed(grey),
            ));
        }
        if self.after_end() {
            keys.push((say!(self.lang, "chart-after-end"), Key::Dashed(grey)));
        }
        if let Some((deal, _)) = self.ended {
            keys.push((say!(self.lang, "chart-ended", deal = deal), Key::Ring));
        }
        keys
    }
}

/// A plotters error as the message batak reports.
fn failed(error: &dyn std::fmt::Display) -> String {
    error.to_string()
}

/// A point of a line (deal, running total) in the plot's coordinates.
fn at(&(deal, total): &(usize, i64)) -> (i64, i64) {
    (i64::try_from(deal).unwrap_or(i64::MAX), total)
}

/// The SVG's drawing area (the whole picture, or a part of it).
type Area<'svg> =
    plotters::drawing::DrawingArea<plotters::prelude::SVGBackend<'svg>, plotters::coord::Shift>;

/// The plot: deals across, points up.
type Plot<'area, 'svg> = plotters::chart::ChartContext<
    'area,
    plotters::prelude::SVGBackend<'svg>,
    plotters::coord::cartesian::Cartesian2d<
        plotters::coord::types::RangedCoordi64,
        plotters::coord::types::RangedCoordi64,
    >,
>;

/// The sizes every part is drawn with, from the text size: lines, marks and the text.
#[derive(Debug, Clone, Copy)]
struct Pens {
    /// The text's size in pixels.
    text: f64,
    /// A line's stroke width in pixels.
    line_width: u32,
    /// A mark's radius in pixels.
    mark_size: i32,
}

impl Pens {
    /// The pens for text of `text` pixels.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)] // pixel sizes
    fn for_text(text: f64) -> Self {
        Self {
            text,
            line_width: ((text / 6.0).round() as u32).max(2),
            mark_size: (text * 0.38).round() as i32,
        }
    }

    /// The width of a legend entry's sample (its line, mark or ring).
    #[allow(clippy::cast_possible_truncation)] // pixel sizes
    fn sample(self) -> i32 {
        (self.text * 2.2).round() as i32
    }
}

/// The legend's place: its entries in rows across the width, above the plot.
struct LegendLayout {
    /// Each row's entries: the key's index and the entry's width.
    rows: Vec<Vec<(usize, f64)>>,
    /// The space before each row's first entry.
    margin: i32,
    /// The height of a row.
    row_height: i32,
    /// The height of the whole legend.
    height: i32,
}

impl LegendLayout {
    /// The legend of `keys` laid out in a picture `width` pixels wide with text of `text`.
    #[allow(clippy::cast_possible_truncation, clippy::cast_possible_wrap)] // pixel sizes
    fn new(keys: &[(String, Key)], width: u32, text: f64) -> Self {
        let margin = text.round() as i32;
        let rows = legend_rows(keys, f64::from(width) - 2.0 * f64::from(margin), text);
        let row_height = (text * 1.6).round() as i32;
        let height = row_height * rows.len() as i32 + (text * 0.3).round() as i32;
        Self {
            rows,
            margin,
            row_height,
            height,
        }
    }
}

/// The legend on `legend`: each entry's sample, then its label.
#[allow(clippy::cast_possible_truncation, clippy::cast_possible_wrap)] // pixel sizes
fn draw_legend(
    legend: &Area<'_>,
    keys: &[(String, Key)],
    layout: &LegendLayout,
    pens: Pens,
) -> Result<(), String> {
    use plotters::prelude::*;
    use plotters::style::text_anchor::{HPos, Pos, VPos};

    let text = pens.text;
    for (row, entries) in layout.rows.iter().enumerate() {
        let y = layout.row_height * row as i32 + layout.row_height / 2;
        let mut x = layout.margin;
        for &(index, entry_width) in entries {
            let (label, key) = &keys[index];
            draw_sample(legend, *key, (x, y), pens)?;
            let gap = (text * 0.4).round() as i32;
            legend
                .draw(&Text::new(
                    label.clone(),
                    (x + pens.sample() + gap, y),
                    ("sans-serif", font(text))
                        .into_text_style(legend)
                        .pos(Pos::new(HPos::Left, VPos::Center)),
                ))
                .map_err(|e| failed(&e))?;
            x += entry_width.round() as i32;
        }
    }
    Ok(())
}

/// A legend entry's sample at `(x, y)`, its left end: a line with its mark, a dashed
/// line, or a ring.
#[allow(clippy::cast_possible_truncation)] // pixel sizes
fn draw_sample(legend: &Area<'_>, key: Key, (x, y): (i32, i32), pens: Pens) -> Result<(), String> {
    use plotters::prelude::*;

    let Pens {
        text,
        line_width,
        mark_size,
    } = pens;
    let sample = pens.sample();
    match key {
        Key::Line(colour, shape) => {
            let colour = rgb(colour);
            legend
                .draw(&PathElement::new(
                    [(x, y), (x + sample, y)],
                    colour.stroke_width(line_width),
                ))
                .map_err(|e| failed(&e))?;
            draw_mark(
                legend,
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
    Ok(())
}

/// The chart's text size in pixels for an SVG of this size: 14 at the default 800×480,
/// growing with the size (the smaller of its two scales), never under 12.
fn text_size(width: u32, height: u32) -> f64 {
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

pub(super) const SHAPES: [Shape; 8] = [
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
    area: &Area<'_>,
    shape: Shape,
    (x, y): (i32, i32),
    size: i32,
    style: plotters::style::ShapeStyle,
) -> Result<(), String> {
    use plotters::element::{Circle, PathElement};
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
