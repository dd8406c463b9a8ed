//! The terminal chart's canvas, batak's own: a grid of cells, each a character in an ink;
//! an x and a y axis with their labels; and series of points, joined or not, drawn in
//! braille dots (two across and four down a cell, U+2800 onwards) or a mark a cell. Each
//! series is a layer: where it draws, it covers what was drawn before; where the series
//! of two sides draw a cell, it takes its own mark (`MEET`).

/// Where a label sits in the cells given it: as a table's cell sits in its column.
use comfy_table::CellAlignment as Align;

/// A cell's colour, as the terminal is told it: its own (`Reset`), a line's (`Rgb`), or
/// the guides' (target and end lines) in colour (`DarkGrey`).
pub(super) use crossterm::style::Color as Ink;

/// How a series draws a point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Marker {
    /// A braille dot: eight points a cell.
    Braille,
    /// This character, a point a cell.
    Mark(char),
}

/// One cell of the grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Cell {
    pub(super) symbol: char,
    pub(super) ink: Ink,
}

const BLANK: Cell = Cell {
    symbol: ' ',
    ink: Ink::Reset,
};

/// What is drawn: rows of `width` cells, from the top.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Grid {
    pub(super) width: usize,
    pub(super) cells: Vec<Cell>,
}

/// Where the series of two or more sides draw (the last drawn would hide the others). No
/// series the terminal draws has this mark in this ink (the sides' and the guides' inks are
/// their own), so a grid with such a cell is one where sides met.
pub(super) const MEET: Cell = Cell {
    symbol: '*',
    ink: Ink::Reset,
};

impl Grid {
    /// The cell at column `x` of row `y`, to change.
    pub(super) fn at_mut(&mut self, x: usize, y: usize) -> &mut Cell {
        &mut self.cells[y * self.width + x]
    }

    /// `text` in the `width` cells from column `x` of row `y`, placed as `align` says;
    /// cut where it does not fit (a label aligned right loses its start).
    fn label(&mut self, text: &str, (x, y): (usize, usize), width: usize, align: Align) {
        let chars: Vec<char> = text.chars().collect();
        // What does not fit is cut as the label is placed: a centred one at both ends.
        let (room, over) = (
            width.saturating_sub(chars.len()),
            chars.len().saturating_sub(width),
        );
        let part = |spare: usize| match align {
            Align::Left => 0,
            Align::Center => spare / 2,
            Align::Right => spare,
        };
        let columns = x + part(room)..(x + width).min(self.width);
        for (column, &symbol) in columns.zip(&chars[part(over)..]) {
            self.at_mut(column, y).symbol = symbol;
        }
    }
}

/// An axis: the values it runs between, and its labels (on the x axis spread from end to
/// end; on the y axis one a row from the bottom).
#[derive(Debug, Clone)]
pub(super) struct Axis {
    pub(super) bounds: [f64; 2],
    pub(super) labels: Vec<String>,
}

/// Points in one marker and ink, joined by straight lines or not.
#[derive(Debug, Clone)]
pub(super) struct Series {
    pub(super) marker: Marker,
    pub(super) ink: Ink,
    pub(super) points: Vec<(f64, f64)>,
    pub(super) joined: bool,
    /// The side whose line it is, if any (`MEET`).
    pub(super) side: Option<usize>,
}

/// The chart in `width` × `height` cells: the y labels at the left, the y axis, the x axis
/// with its labels below, and in the rest the series, each over those before it, and
/// `MEET` where two sides' series drew. The labels take at most a third of the width.
pub(super) fn draw(
    width: usize,
    height: usize,
    x_axis: &Axis,
    y_axis: &Axis,
    series: &[Series],
) -> Grid {
    let mut grid = Grid {
        width,
        cells: vec![BLANK; width * height],
    };
    let label_width = |label: &String| label.chars().count();
    // Left of the y axis: its labels, and the first x label but its last character (which
    // stands under the axis).
    let left = y_axis
        .labels
        .iter()
        .map(label_width)
        .chain(
            x_axis
                .labels
                .first()
                .map(|label| label_width(label).saturating_sub(1)),
        )
        .max()
        .unwrap_or(0)
        .min(width / 3);
    let plot_left = left + 1;
    let plot_width = width - plot_left;
    let plot_height = height - 2;
    // The x labels: the first ending under the y axis, the last at the right edge, one
    // between them centred in its share of the width.
    if let [first, middle @ .., last] = x_axis.labels.as_slice() {
        let row = height - 1;
        let between = plot_width / x_axis.labels.len();
        grid.label(first, (0, row), plot_left, Align::Right);
        for (index, label) in middle.iter().enumerate() {
            let x = plot_left + (index + 1) * between + 1;
            grid.label(label, (x, row), between.saturating_sub(1), Align::Center);
        }
        grid.label(last, (width - between, row), between, Align::Right);
    }
    if y_axis.labels.len() >= 2 {
        let count = y_axis.labels.len();
        for (index, label) in y_axis.labels.iter().enumerate() {
            let up = index * (plot_height - 1) / (count - 1);
            if up < plot_height {
                grid.label(label, (0, plot_height - 1 - up), left, Align::Left);
            }
        }
    }
    // The x axis on the row under the plot, the y axis in the column left of it.
    for x in plot_left..width {
        grid.at_mut(x, plot_height).symbol = '─';
    }
    for y in 0..plot_height {
        grid.at_mut(left, y).symbol = '│';
    }
    grid.at_mut(left, plot_height).symbol = '└';
    // Each plot cell's first side to draw it, and whether another side drew it too.
    let mut sides: Vec<(Option<usize>, bool)> = vec![(None, false); plot_width * plot_height];
    for one in series {
        let layer = layer(one, plot_width, plot_height, x_axis.bounds, y_axis.bounds);
        for (index, cell) in layer.iter().enumerate() {
            if let Some(cell) = cell {
                let (x, y) = (index % plot_width, index / plot_width);
                *grid.at_mut(plot_left + x, y) = *cell;
                let (first, met) = &mut sides[index];
                *met |= first.is_some() && one.side.is_some() && *first != one.side;
                *first = first.or(one.side);
            }
        }
    }
    for (index, _) in sides.iter().enumerate().filter(|(_, (_, met))| *met) {
        *grid.at_mut(plot_left + index % plot_width, index / plot_width) = MEET;
    }
    grid
}

/// `series` drawn on its own in a plot of `width` × `height` cells spanning these bounds:
/// a cell for each of the plot's, where it drew.
#[allow(clippy::cast_precision_loss, clippy::cast_sign_loss)] // cell counts far below 2^52; positions rounded within the plot
fn layer(
    series: &Series,
    width: usize,
    height: usize,
    [left, right]: [f64; 2],
    [bottom, top]: [f64; 2],
) -> Vec<Option<Cell>> {
    // Points a cell across and down.
    let (across, down) = match series.marker {
        Marker::Braille => (2, 4),
        Marker::Mark(_) => (1, 1),
    };
    let (columns, rows) = ((width * across) as f64, (height * down) as f64);
    // A value's point, when it is within the bounds.
    let point = |&(x, y): &(f64, f64)| {
        let (span_x, span_y) = (right - left, top - bottom);
        let inside = (left..=right).contains(&x) && (bottom..=top).contains(&y);
        (inside && span_x > 0.0 && span_y > 0.0).then(|| {
            (
                ((x - left) * (columns - 1.0) / span_x).round() as usize,
                ((top - y) * (rows - 1.0) / span_y).round() as usize,
            )
        })
    };
    let mut dots = vec![0u8; width * height];
    let mut paint = |(x, y): (usize, usize)| {
        if let Some(cell) = dots.get_mut((y / down) * width + x / across) {
            *cell |= BRAILLE[y % down][x % across];
        }
    };
    let points: Vec<Option<(usize, usize)>> = series.points.iter().map(point).collect();
    for &at in points.iter().flatten() {
        paint(at);
    }
    if series.joined {
        for pair in points.windows(2) {
            if let [Some(from), Some(to)] = *pair {
                line(from, to, &mut paint);
            }
        }
    }
    dots.into_iter()
        .map(|bits| {
            (bits != 0).then(|| Cell {
                symbol: match series.marker {
                    Marker::Braille => char::from_u32(0x2800 + u32::from(bits)).unwrap_or(' '),
                    Marker::Mark(mark) => mark,
                },
                ink: series.ink,
            })
        })
        .collect()
}

/// The bit of a braille cell's dot, by the row and column within the cell (Unicode
/// numbers the dots down the left column, then the right, and the bottom row last); a
/// marker of a point a cell sets the first, and any set bit shows its mark.
const BRAILLE: [[u8; 2]; 4] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]];

/// Every point of the straight line from `from` to `to` (Bresenham's), ends included: a
/// point a step along its main axis (across for a shallow line, down for a steep one)
/// from its lower end, the other axis moving towards its end by one when the error says.
#[allow(clippy::cast_possible_wrap)] // cell counts far below 2^62
fn line(from: (usize, usize), to: (usize, usize), paint: &mut impl FnMut((usize, usize))) {
    // A level or upright line is a shallow or steep one that never steps aside.
    let steep = from.1.abs_diff(to.1) >= from.0.abs_diff(to.0);
    // A point as (main, other): (x, y) on a shallow line, (y, x) on a steep one.
    let turn = |(x, y): (usize, usize)| if steep { (y, x) } else { (x, y) };
    let (first, last) = (turn(from), turn(to));
    let ((start, from), (end, to)) = if first.0 > last.0 {
        (last, first)
    } else {
        (first, last)
    };
    let main = (end - start) as isize;
    let other = (to as isize - from as isize).abs();
    let mut error = 2 * other - main;
    let mut at = from;
    for step in start..=end {
        paint(turn((step, at)));
        if error > 0 {
            at = if from > to {
                at.saturating_sub(1)
            } else {
                at.saturating_add(1)
            };
            error -= 2 * main;
        }
        error += 2 * other;
    }
}
