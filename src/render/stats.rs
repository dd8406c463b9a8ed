//! `batak stats`: the season's players in every format. The columns are declared once
//! (`COLUMNS`): the JSON keys, the CSV header and the table headings all read them.

use serde_json::json;

use crate::lang::{Lang, say};
use crate::stats::{Ranked, Season, ratio};

/// A value of one column; in JSON the number, text or `null` it holds.
#[derive(serde::Serialize)]
#[serde(untagged)]
pub(super) enum Value {
    Count(u64),
    Points(i64),
    /// A ratio or an average; `None` when there is nothing to divide by.
    Fraction(Option<f64>),
    /// A fraction shown as a percentage in tables.
    Rate(Option<f64>),
    Text(String),
}

/// One column: its name in JSON and CSV, how much a narrow table wants to keep it (the
/// lowest go first), and its value. Its heading in tables is the catalogue's
/// `stats-column-<name>`.
pub(super) struct Column {
    pub(super) name: &'static str,
    keep: u8,
    value: fn(&Ranked<'_>) -> Value,
}

impl Column {
    const fn new(name: &'static str, keep: u8, value: fn(&Ranked<'_>) -> Value) -> Column {
        Column { name, keep, value }
    }

    /// The column's heading in tables, in `lang`.
    pub(super) fn heading(&self, lang: Lang) -> String {
        let id = format!("stats-column-{}", self.name.replace('_', "-"));
        crate::lang::format(lang, &id, &[])
    }
}

/// Every field of a player's season statistics, in order.
pub(super) const COLUMNS: &[Column] = &[
    Column::new("rank", 99, |r| Value::Count(r.rank as u64)),
    Column::new("player", 99, |r| Value::Text(r.stats.player.clone())),
    Column::new("matches", 90, |r| Value::Count(r.stats.matches)),
    Column::new("wins", 98, |r| Value::Count(r.stats.wins)),
    Column::new("deals", 20, |r| Value::Count(r.stats.deals)),
    Column::new("declared", 70, |r| Value::Count(r.stats.declared)),
    Column::new("made", 30, |r| Value::Count(r.stats.made)),
    Column::new("failed", 29, |r| {
        Value::Count(r.stats.declared - r.stats.made)
    }),
    Column::new("made_rate", 80, |r| {
        Value::Rate(ratio(r.stats.made, r.stats.declared))
    }),
    Column::new("average_bid", 60, |r| {
        Value::Fraction(ratio(r.stats.bid_sum, r.stats.declared))
    }),
    Column::new("slams", 10, |r| Value::Count(r.stats.slams)),
    Column::new("slams_made", 9, |r| Value::Count(r.stats.slams_made)),
    Column::new("sets", 40, |r| Value::Count(r.stats.sets)),
    Column::new("points", 97, |r| Value::Points(r.stats.points)),
    Column::new("best", 50, |r| Value::Points(r.stats.best)),
    Column::new("worst", 49, |r| Value::Points(r.stats.worst)),
];

impl Value {
    /// As a table cell: percentages whole, averages to one decimal, nothing as `–`.
    fn cell(&self, lang: Lang, show: &dyn Fn(&str) -> String) -> String {
        match self {
            Value::Count(count) => count.to_string(),
            Value::Points(points) => points.to_string(),
            Value::Rate(Some(rate)) => crate::lang::words::percent(lang, *rate),
            Value::Fraction(Some(fraction)) => crate::lang::words::decimal(lang, *fraction, 1),
            Value::Rate(None) | Value::Fraction(None) => "–".to_owned(),
            Value::Text(text) => show(text),
        }
    }
}

/// The season as JSON: `{"files", "left_out", "players"}` (written a line); a player's
/// fields are the columns' in their order (`rank`, `player`, …).
pub(super) fn json(season: &Season) -> serde_json::Value {
    let player = |player: &Ranked<'_>| {
        let field = |column: &Column| (column.name.to_owned(), json!((column.value)(player)));
        COLUMNS.iter().map(field).collect::<serde_json::Map<_, _>>()
    };
    let players: Vec<_> = season.ranked().iter().map(player).collect();
    json!({
        "files": season.matches.len(),
        "left_out": season.left_out,
        "players": players,
    })
}

/// Each player's values, ranked, a column's a value (`COLUMNS`).
pub(super) fn values(season: &Season) -> Vec<Vec<Value>> {
    let row = |player: &Ranked<'_>| {
        COLUMNS
            .iter()
            .map(|column| (column.value)(player))
            .collect()
    };
    season.ranked().iter().map(row).collect()
}

/// The season as a terminal table: every column when it fits; else the columns that
/// matter least go (and a note says so); when even the fewest do not fit, a block per
/// player.
pub(super) fn table(table: &super::Table, season: &Season) -> String {
    let (lang, width) = (table.lang, table.width);
    let ranked = season.ranked();
    // Even the fewest columns do not fit: a block per player, with every field.
    let (kept, dropped) =
        columns_that_fit(table, &ranked).unwrap_or_else(|| (columns_from(0), false));
    let (header, rows) = cells(lang, &ranked, &kept, &super::for_terminal);
    let right = |index: usize| kept[index].name != "player";
    let mut out = String::new();
    if !ranked.is_empty() {
        out.push_str(&format!("{}\n\n", table.records(&header, &rows, right)));
        if dropped {
            let note = say!(lang, "stats-columns-left-out");
            out.push_str(&format!("{}\n\n", super::wrap_text(&note, width)));
        }
    }
    out + &super::wrap_text(&summary(lang, season), width) + "\n"
}

/// The columns kept: all of them when they fit, else those that matter more, a level at
/// a time, down to four; and whether any were left out. `None` when even the fewest do
/// not fit.
fn columns_that_fit(
    table: &super::Table,
    ranked: &[Ranked<'_>],
) -> Option<(Vec<&'static Column>, bool)> {
    // A level a column's `keep`, from the lowest (every column) up.
    let mut levels: Vec<u8> = COLUMNS.iter().map(|column| column.keep).collect();
    levels.sort_unstable();
    levels.dedup();
    let fits = |columns: &Vec<&Column>| {
        let (header, rows) = cells(table.lang, ranked, columns, &super::for_terminal);
        table.fits(&header, &rows)
    };
    let levels = levels.into_iter().map(columns_from);
    let (level, kept) = (levels.take_while(|columns| columns.len() >= 4))
        .enumerate()
        .find(|(_, columns)| fits(columns))?;
    Some((kept, level > 0))
}

/// The columns whose `keep` is `least` or more, in order (0: every column).
pub(super) fn columns_from(least: u8) -> Vec<&'static Column> {
    let columns = COLUMNS.iter().filter(|column| column.keep >= least);
    columns.collect()
}

/// A table's header and cells for these columns, names as `show` writes them.
pub(super) fn cells(
    lang: Lang,
    ranked: &[Ranked<'_>],
    columns: &[&Column],
    show: super::Show<'_>,
) -> (Vec<String>, Vec<Vec<String>>) {
    let header = columns.iter().map(|column| column.heading(lang)).collect();
    let row = |player| {
        columns
            .iter()
            .map(|column| (column.value)(player).cell(lang, show))
            .collect()
    };
    (header, ranked.iter().map(row).collect())
}

/// A column a narrow table keeps to the last: the standings of a season page of matches.
const STANDINGS_KEEP: u8 = 90;

/// The season's players as an HTML table: every column (`all`), or those a narrow table
/// keeps to the last (rank, player, matches, wins, points), the same numbers either way.
/// `key` draws what comes before a player's name (their colour in the season's chart).
pub(super) fn html_table(
    lang: Lang,
    season: &Season,
    all: bool,
    key: &dyn Fn(&str) -> maud::Markup,
) -> maud::Markup {
    let ranked = season.ranked();
    let columns = columns_from(if all { 0 } else { STANDINGS_KEEP });
    maud::html! {
        table.standings {
            thead { tr {
                @for column in &columns {
                    th scope="col" class=[(column.name == "player").then_some("text name")] { (column.heading(lang)) }
                }
            } }
            tbody {
                @for player in &ranked {
                    tr {
                        @for column in &columns {
                            @let cell = (column.value)(player).cell(lang, &super::escaped);
                            @if column.name == "player" {
                                th scope="row" class="text name" { (key(&player.stats.player)) (cell) }
                            } @else {
                                td { (cell) }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// "3 files counted; left out for their errors: bad.toml".
pub(super) fn summary(lang: Lang, season: &Season) -> String {
    let files = say!(lang, "stats-files-counted", count = season.matches.len());
    if season.left_out.is_empty() {
        return files;
    }
    let names: Vec<String> = season
        .left_out
        .iter()
        .map(|name| super::escaped(name))
        .collect();
    say!(
        lang,
        "stats-left-out",
        counted = files,
        files = names.join(", ")
    )
}
