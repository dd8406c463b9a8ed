//! `batak chart`: the running total of every side after each deal, or of every player
//! after each match of a season, in the terminal (batak's own braille canvas, `canvas`,
//! printed as text: no terminal taken over) or as a standalone SVG (plotters' SVG backend:
//! no fonts read, every text XML-escaped). Both draw the same `Chart`, made once from the
//! scored match or the season.

use plotters::style::RGBColor;

use crate::lang::{Lang, say};
use crate::pipeline::Scored;
use crate::rules::End;
use crate::stats::Season;

use super::Show;

/// What a chart shows, in data units.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Chart {
    /// The heading: the match's title (else the file's name) and date, and the rules it
    /// was scored under (`rules: classic, double_penalty=true`); or the season's word
    /// and how many matches it has.
    pub(crate) title: String,
    pub(crate) lines: Vec<Line>,
    /// Deals recorded, after-end ones included, or a season's matches (the x axis runs
    /// 0 to this).
    pub(crate) deals: usize,
    /// The words of the axes, by what they count (the deals of one match, or the matches
    /// of a season): the x axis's, the y axis's, and the terminal legend's line on them.
    pub(crate) axes: [String; 3],
    /// The target score, when the match ends at one.
    pub(crate) target: Option<i64>,
    /// The deal the match ended after, and the winners' total there.
    pub(crate) ended: Option<(usize, i64)>,
    /// The language of its words.
    pub(crate) lang: Lang,
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
    pub(crate) fn of(lang: Lang, name: &str, scored: &Scored, show: Show<'_>) -> Chart {
        let board = &scored.board;
        let names: Vec<&str> = scored.sides().iter().map(String::as_str).collect();
        let points = (0..names.len()).map(|side| {
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
            (counted, after_end)
        });
        let ended = board.status.ended_after().map(|deal| {
            let winner = board.status.winners().first().copied().unwrap_or(0);
            (deal, board.totals[winner])
        });
        Chart {
            // The heading the tables give a match: title, date, rules.
            title: super::heading(lang, name, scored, show),
            lines: lines(&names, points, show),
            deals: board.deals.len(),
            axes: [
                say!(lang, "chart-x-deal"),
                say!(lang, "chart-y-running"),
                say!(lang, "chart-note-deals"),
            ],
            target: match scored.rules.end() {
                End::Target(target) => Some(target),
                End::Deals(_) | End::Never => None,
            },
            ended,
            lang,
        }
    }

    /// The chart of a season: each player's points after each match; names as `show`
    /// writes them.
    pub(crate) fn season(lang: Lang, season: &Season, show: Show<'_>) -> Chart {
        let names: Vec<&str> = season.names().collect();
        let points = (season.running_points().into_iter())
            .map(|points| (points.into_iter().enumerate().collect(), Vec::new()));
        Chart {
            title: say!(lang, "chart-season")
                + " · "
                + &say!(lang, "chart-matches", count = season.matches.len()),
            lines: lines(&names, points, show),
            deals: season.matches.len(),
            axes: [
                say!(lang, "chart-x-match"),
                say!(lang, "chart-y-season"),
                say!(lang, "chart-note-matches"),
            ],
            target: None,
            ended: None,
            lang,
        }
    }

    /// The last deal on the x axis (at least 1, so that an empty match has an axis).
    fn last_deal(&self) -> i64 {
        i64::try_from(self.deals.max(1)).unwrap_or(i64::MAX)
    }

    /// Whether some line goes on past the end (deals recorded after it).
    fn after_end(&self) -> bool {
        self.lines.iter().any(|line| !line.after_end.is_empty())
    }

    /// The lowest and highest value drawn (0 and the target included), a little apart.
    fn bounds(&self) -> (i64, i64) {
        let values = self
            .lines
            .iter()
            .flat_map(|line| line.counted.iter().chain(&line.after_end))
            .map(|&(_, total)| total)
            .chain(self.target);
        // From 0, so that 0 is always within.
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

/// Each name's line through its points (counted, then after the end), in the colour and
/// with the mark its name picks (`looks`); the name as `show` writes it.
fn lines(
    names: &[&str],
    points: impl Iterator<Item = (Vec<(usize, i64)>, Vec<(usize, i64)>)>,
    show: Show<'_>,
) -> Vec<Line> {
    let looks = looks(names).into_iter().zip(points);
    (names.iter().zip(looks))
        .map(|(name, ((colour, shape), (counted, after_end)))| Line {
            name: show(name),
            colour,
            shape,
            counted,
            after_end,
        })
        .collect()
}

/// The colours lines are drawn in (the same in the terminal, the SVG and the page); a
/// line takes the one its name picks (`looks`), so a player has one colour in every chart,
/// whoever else plays and whatever their seat.
pub(crate) const PALETTE: [RGBColor; 10] = [
    RGBColor(31, 119, 180),
    RGBColor(214, 39, 40),
    RGBColor(44, 160, 44),
    RGBColor(148, 103, 189),
    RGBColor(255, 127, 14),
    RGBColor(140, 86, 75),
    RGBColor(227, 119, 194),
    RGBColor(23, 190, 207),
    RGBColor(188, 189, 34),
    RGBColor(128, 0, 0),
];

/// Every mark a line may have, at its points and in the legend, as a page shows it:
/// chosen from the name as its colour is, so that two lines of one colour have marks of
/// their own.
pub(crate) const SHAPES: [char; 8] = ['○', '□', '◇', '△', '▽', '×', '+', '✱'];

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

/// Each name's colour and mark, from the name: a player keeps them in every chart where
/// no one else would have the same. Within one chart no two names share a colour (the
/// terminal's braille lines have no marks to tell them apart): when two would, the one
/// later in (hash, name) order takes the next free colour, and so with the marks. The
/// answer never depends on the order of the names.
pub(crate) fn looks(names: &[&str]) -> Vec<(usize, usize)> {
    let hashes: Vec<u64> = names.iter().map(|name| name_hash(name)).collect();
    let mut order: Vec<usize> = (0..names.len()).collect();
    order.sort_by(|&a, &b| (hashes[a], names[a]).cmp(&(hashes[b], names[b])));
    let mut colours = std::collections::HashSet::new();
    let mut taken: std::collections::HashSet<(usize, usize)> = std::collections::HashSet::new();
    let mut looks = vec![(0, 0); names.len()];
    for index in order {
        let hash = hashes[index];
        let colour = first_free(hash, PALETTE.len(), |colour| colours.insert(colour));
        let shape = first_free(hash >> 32, SHAPES.len(), |shape| {
            taken.insert((colour, shape))
        });
        looks[index] = (colour, shape);
    }
    looks
}

/// The first of `count` places, from `start` (modulo `count`) on and round, that `free`
/// takes; `start`'s when it takes none.
fn first_free(start: u64, count: usize, mut free: impl FnMut(usize) -> bool) -> usize {
    let start = (start % count as u64) as usize;
    (0..count)
        .map(|step| (start + step) % count)
        .find(|&place| free(place))
        .unwrap_or(start)
}

mod canvas;
mod svg;
mod terminal;

#[cfg(test)]
mod tests;
