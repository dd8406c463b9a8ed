//! The chart as a standalone SVG: plotters' SVG backend, no fonts read, every text
//! XML-escaped; its text sized for the picture, a legend row above the plot.

use plotters::prelude::*;

use super::{Chart, PALETTE, SHAPES};
use crate::lang::say;

/// The grey of the axes, the target's line and deals after the end.
const GREY: RGBColor = RGBColor(128, 128, 128);

impl Chart {
    /// A standalone SVG of `width` × `height` pixels, its text sized for it: 14 pixels at
    /// the default 800×480, growing with the size (the smaller of its two scales), never
    /// under 12.
    pub(crate) fn svg(&self, width: u32, height: u32) -> Result<String, String> {
        let scale = (f64::from(width) / 800.0).min(f64::from(height) / 480.0);
        self.svg_with(width, height, (14.0 * scale).max(12.0))
    }

    /// A standalone SVG of `width` × `height` pixels with text of `text` pixels (titles a
    /// little larger): the title, a legend in a row (or rows) above the plot, a light grid
    /// at the labelled values, and each line with its own mark at its points, so lines
    /// that run together can still be told apart.
    pub(crate) fn svg_with(&self, width: u32, height: u32, text: f64) -> Result<String, String> {
        let mut svg = String::new();
        let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
        let drawn = self.draw(&root, (width, height), Pens::for_text(text));
        drop(root);
        drawn.map_err(|error| error.to_string())?;
        Ok(svg)
    }

    /// The picture on `root`, of `width` × `height` pixels, drawn with `pens`.
    fn draw(&self, root: &Area<'_>, (width, height): (u32, u32), pens: Pens) -> Drawn<()> {
        let keys = self.keys();
        root.fill(&WHITE)?;
        let body = root.titled(&self.title, ("sans-serif", font(pens.text * 1.3)))?;
        let margin = f64::from(pens.px(1.0));
        let places = legend_places(&keys, f64::from(width) - 2.0 * margin, pens);
        let rows = places.last().map_or(1, |&(row, _)| row + 1);
        let legend_height = pens.px(1.6) * rows + pens.px(0.3);
        let (legend, plot) = body.split_vertically(legend_height);
        draw_legend(&legend, &keys, &places, pens)?;
        let room = f64::from(height) - f64::from(legend_height);
        let mut chart = self.axes(&plot, width, room, pens)?;
        self.draw_lines(&mut chart, pens)?;
        self.draw_marks(&chart, root, pens)?;
        root.present()
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
        pens: Pens,
    ) -> Drawn<Plot<'area, 'svg>> {
        let text = pens.text;
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
            .margin_top(pens.pu(0.6))
            .margin_right(pens.pu(1.4))
            .margin_left(pens.pu(0.4))
            .margin_bottom(pens.pu(0.4))
            .x_label_area_size(pens.pu(3.0))
            .y_label_area_size((widest_label as f64 * text * 0.62 + text * 2.4).round() as u32)
            .build_cartesian_2d(0..deals, (low - margin_value)..(high + margin_value))?;
        let deals = usize::try_from(deals).unwrap_or(usize::MAX);
        let [x_words, y_words, _] = &self.axes;
        chart
            .configure_mesh()
            .x_desc(x_words)
            .y_desc(y_words)
            .label_style(("sans-serif", font(text)))
            .axis_desc_style(("sans-serif", font(text)))
            .x_labels(deals.min((plot_width / (text * 2.5)).max(2.0) as usize))
            .y_labels((plot_height / (text * 3.0)).clamp(2.0, 12.0) as usize)
            .max_light_lines(1)
            .light_line_style(TRANSPARENT)
            .bold_line_style(BLACK.mix(0.1).stroke_width(1))
            .axis_style(GREY.stroke_width(1))
            .set_all_tick_mark_size(pens.pu(0.3))
            .draw()?;
        Ok(chart)
    }

    /// The target's dashed line across, then each side's line, dashed on past the end.
    fn draw_lines(&self, chart: &mut Plot<'_, '_>, pens: Pens) -> Drawn<()> {
        let width = pens.line_width;
        let dashed = |points: Vec<(i64, i64)>, dash: f64, style: ShapeStyle| {
            DashedLineSeries::new(points, pens.pu(dash), pens.pu(0.3), style)
        };
        if let Some(target) = self.target {
            let across = vec![(0, target), (self.last_deal(), target)];
            let series = dashed(across, 0.45, GREY.stroke_width(width / 2 + 1));
            chart.draw_series(series)?;
        }
        for line in &self.lines {
            let colour = PALETTE[line.colour].stroke_width(width);
            let counted = LineSeries::new(line.counted.iter().map(at), colour);
            chart.draw_series(counted)?;
            if !line.after_end.is_empty() {
                let series = dashed(line.after_end.iter().map(at).collect(), 0.4, colour);
                chart.draw_series(series)?;
            }
        }
        Ok(())
    }

    /// The marks over the lines, so that none hides another's: at every point (past the
    /// start) when there are few, else at every few and at the last; then the ring where
    /// the match ended.
    fn draw_marks(&self, chart: &Plot<'_, '_>, root: &Area<'_>, pens: Pens) -> Drawn<()> {
        for line in &self.lines {
            let colour = PALETTE[line.colour].stroke_width(pens.line_width);
            let count = line.counted.len();
            let step = count.div_ceil(MARKS_AT_MOST).max(1);
            for (index, point) in line.counted.iter().enumerate().skip(1) {
                if index % step == 0 || index + 1 == count {
                    let pixel = chart.backend_coord(&at(point));
                    draw_mark(root, SHAPES[line.shape], pixel, pens.mark_size, colour)?;
                }
            }
        }
        if let Some((deal, total)) = self.ended {
            let pixel = chart.backend_coord(&at(&(deal, total)));
            let ring = Circle::new(pixel, pens.px(0.75), BLACK.stroke_width(pens.line_width));
            root.draw(&ring)?;
        }
        Ok(())
    }

    /// The legend's entries, in order: each line, then the target, deals after the end
    /// and the end.
    fn keys(&self) -> Vec<(String, Key)> {
        let lang = self.lang;
        let line = |line: &super::Line| (line.name.clone(), Key::Line(line.colour, line.shape));
        let mut keys: Vec<(String, Key)> = self.lines.iter().map(line).collect();
        if let Some(target) = self.target {
            keys.push((say!(lang, "chart-target", target = target), Key::Dashed));
        }
        if self.after_end() {
            keys.push((say!(lang, "chart-after-end"), Key::Dashed));
        }
        if let Some((deal, _)) = self.ended {
            keys.push((say!(lang, "chart-ended", deal = deal), Key::Ring));
        }
        keys
    }
}

/// What drawing gives, or plotters' error (which batak reports as its message).
type Drawn<T> = Result<T, plotters::drawing::DrawingAreaErrorKind<std::io::Error>>;

/// A point of a line (deal, running total) in the plot's coordinates.
fn at(&(deal, total): &(usize, i64)) -> (i64, i64) {
    (i64::try_from(deal).unwrap_or(i64::MAX), total)
}

/// The SVG's drawing area (the whole picture, or a part of it).
type Area<'svg> = plotters::drawing::DrawingArea<SVGBackend<'svg>, plotters::coord::Shift>;

/// The plot: deals across, points up.
type Plot<'area, 'svg> = ChartContext<
    'area,
    SVGBackend<'svg>,
    Cartesian2d<plotters::coord::types::RangedCoordi64, plotters::coord::types::RangedCoordi64>,
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

#[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)] // pixel sizes
impl Pens {
    /// The pens for text of `text` pixels.
    fn for_text(text: f64) -> Self {
        Self {
            text,
            line_width: ((text / 6.0).round() as u32).max(2),
            mark_size: (text * 0.38).round() as i32,
        }
    }

    /// `times` the text's size, in whole pixels.
    fn px(self, times: f64) -> i32 {
        (self.text * times).round() as i32
    }

    /// The same, as plotters takes sizes.
    fn pu(self, times: f64) -> u32 {
        (self.text * times).round() as u32
    }
}

/// The legend on `legend`, its entries where `legend_places` puts them: each entry's
/// sample, then its label.
fn draw_legend(
    legend: &Area<'_>,
    keys: &[(String, Key)],
    places: &[(i32, i32)],
    pens: Pens,
) -> Drawn<()> {
    use plotters::style::text_anchor::{HPos, Pos, VPos};

    let style = ("sans-serif", font(pens.text)).into_text_style(legend);
    let style = style.pos(Pos::new(HPos::Left, VPos::Center));
    let row_height = pens.px(1.6);
    for ((label, key), &(row, x)) in keys.iter().zip(places) {
        let y = row_height * row + row_height / 2;
        draw_sample(legend, *key, (x, y), pens)?;
        let at = (x + pens.px(2.2) + pens.px(0.4), y);
        legend.draw(&Text::new(label.clone(), at, style.clone()))?;
    }
    Ok(())
}

/// A legend entry's sample at `(x, y)`, its left end: a line with its mark, a dashed
/// line, or a ring.
fn draw_sample(legend: &Area<'_>, key: Key, (x, y): (i32, i32), pens: Pens) -> Drawn<()> {
    let sample = pens.px(2.2);
    let width = pens.line_width;
    let stroke = |from: i32, to: i32, style: ShapeStyle| {
        let path = PathElement::new([(x + from, y), (x + to, y)], style);
        legend.draw(&path)
    };
    match key {
        Key::Line(colour, shape) => {
            let colour = PALETTE[colour].stroke_width(width);
            stroke(0, sample, colour)?;
            let shape = SHAPES[shape];
            let at = (x + sample / 2, y);
            draw_mark(legend, shape, at, pens.mark_size, colour)?;
        }
        Key::Dashed => {
            for (from, to) in [(0, 6), (9, 14), (17, 22)] {
                stroke(
                    sample * from / 22,
                    sample * to / 22,
                    GREY.stroke_width(width),
                )?;
            }
        }
        Key::Ring => {
            let ring = Circle::new(
                (x + sample / 2, y),
                pens.px(0.45),
                BLACK.stroke_width(width),
            );
            legend.draw(&ring)?;
        }
    }
    Ok(())
}

/// The size to ask plotters for, so that the SVG's `font-size` is at least `pixels`:
/// plotters takes whole pixels and writes them divided by 1.24.
fn font(pixels: f64) -> f64 {
    (pixels * 1.24).ceil()
}

/// A line draws its mark at no more points than this (a long match's would crowd).
const MARKS_AT_MOST: usize = 30;

/// How a legend entry is drawn: a line in its colour with its mark (places in `PALETTE`
/// and `SHAPES`), a grey dashed line, or the end's ring.
#[derive(Debug, Clone, Copy)]
enum Key {
    Line(usize, usize),
    Dashed,
    Ring,
}

/// The legend's entries in rows no wider than `width`, a text's size apart from the
/// edge: each entry's row and left end, in the entries' order. An entry's width (its sample, its label,
/// the space after) is estimated from the label's columns, since no font is read.
#[allow(clippy::cast_precision_loss, clippy::cast_possible_truncation)] // label widths
fn legend_places(keys: &[(String, Key)], width: f64, pens: Pens) -> Vec<(i32, i32)> {
    let text = pens.text;
    let mut places = Vec::new();
    let mut row = 0;
    let mut used = 0.0;
    let mut x = pens.px(1.0);
    for (label, _) in keys {
        let columns = unicode_width::UnicodeWidthStr::width(label.as_str()) as f64;
        let entry = text * (2.2 + 0.4 + 1.2) + columns * text * 0.55;
        if used > 0.0 && used + entry > width {
            row += 1;
            used = 0.0;
            x = pens.px(1.0);
        }
        places.push((row, x));
        used += entry;
        x += entry.round() as i32;
    }
    places
}

/// Draw a hollow `shape` (one of `SHAPES`) of radius `size` centred at `at` (pixels of `area`).
#[allow(clippy::cast_possible_truncation)] // pixel offsets
fn draw_mark(
    area: &Area<'_>,
    shape: char,
    (x, y): (i32, i32),
    size: i32,
    style: plotters::style::ShapeStyle,
) -> Drawn<()> {
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
        '□' => polygon(&[(-0.9, -0.9), (0.9, -0.9), (0.9, 0.9), (-0.9, 0.9)]),
        '◇' => polygon(&[(0.0, -1.2), (1.2, 0.0), (0.0, 1.2), (-1.2, 0.0)]),
        '△' => polygon(&[(0.0, -1.2), (1.1, 0.9), (-1.1, 0.9)]),
        '▽' => polygon(&[(0.0, 1.2), (1.1, -0.9), (-1.1, -0.9)]),
        '✱' => {
            let half = size * 7 / 8;
            vec![
                vec![(x, y - size - 1), (x, y + size + 1)],
                vec![(x - size, y - half / 2), (x + size, y + half / 2)],
                vec![(x - size, y + half / 2), (x + size, y - half / 2)],
            ]
        }
        '×' => vec![
            vec![(x - size, y - size), (x + size, y + size)],
            vec![(x - size, y + size), (x + size, y - size)],
        ],
        '+' => vec![
            vec![(x - size - 1, y), (x + size + 1, y)],
            vec![(x, y - size - 1), (x, y + size + 1)],
        ],
        // '○'
        _ => return area.draw(&Circle::new((x, y), size, style)),
    };
    for path in paths {
        area.draw(&PathElement::new(path, style))?;
    }
    Ok(())
}
