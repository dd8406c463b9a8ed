//! `batak stats`: the season's players in every format. The columns are declared once
//! (`COLUMNS`): the JSON keys, the CSV header and the table headings all read them.

use crate::lang::{Lang, say};
use std::io::{self, Write};

use super::OutputFormat;
use crate::stats::{Ranked, Season};

/// A value of one column.
enum Value {
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
    /// The column's heading in tables, in `lang`.
    pub(super) fn heading(&self, lang: Lang) -> String {
        let id = format!("stats-column-{}", self.name.replace('_', "-"));
        crate::lang::format(lang, &id, &[])
    }
}

/// Every field of a player's season statistics, in order.
pub(super) const COLUMNS: &[Column] = &[
    Column {
        name: "rank",
        keep: 99,
        value: |r| Value::Count(r.rank as u64),
    },
    Column {
        name: "player",
        keep: 99,
        value: |r| Value::Text(r.stats.player.clone()),
    },
    Column {
        name: "matches",
        keep: 90,
        value: |r| Value::Count(r.stats.matches),
    },
    Column {
        name: "wins",
        keep: 98,
        value: |r| Value::Count(r.stats.wins),
    },
    Column {
        name: "deals",
        keep: 20,
        value: |r| Value::Count(r.stats.deals),
    },
    Column {
        name: "declared",
        keep: 70,
        value: |r| Value::Count(r.stats.declared),
    },
    Column {
        name: "made",
        keep: 30,
        value: |r| Value::Count(r.stats.made),
    },
    Column {
        name: "failed",
        keep: 29,
        value: |r| Value::Count(r.stats.failed),
    },
    Column {
        name: "made_rate",
        keep: 80,
        value: |r| Value::Rate(r.stats.made_rate()),
    },
    Column {
        name: "average_bid",
        keep: 60,
        value: |r| Value::Fraction(r.stats.average_bid()),
    },
    Column {
        name: "slams",
        keep: 10,
        value: |r| Value::Count(r.stats.slams),
    },
    Column {
        name: "slams_made",
        keep: 9,
        value: |r| Value::Count(r.stats.slams_made),
    },
    Column {
        name: "sets",
        keep: 40,
        value: |r| Value::Count(r.stats.sets),
    },
    Column {
        name: "points",
        keep: 97,
        value: |r| Value::Points(r.stats.points),
    },
    Column {
        name: "best",
        keep: 50,
        value: |r| Value::Points(r.stats.best.unwrap_or_default()),
    },
    Column {
        name: "worst",
        keep: 49,
        value: |r| Value::Points(r.stats.worst.unwrap_or_default()),
    },
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

    /// As CSV writes it: numbers in full, nothing as an empty field.
    fn field(&self) -> String {
        match self {
            Value::Count(count) => count.to_string(),
            Value::Points(points) => points.to_string(),
            Value::Rate(Some(fraction)) | Value::Fraction(Some(fraction)) => fraction.to_string(),
            Value::Rate(None) | Value::Fraction(None) => String::new(),
            Value::Text(text) => super::csv::text_cell(text).into_owned(),
        }
    }

    fn json(&self) -> serde_json::Value {
        match self {
            Value::Count(count) => (*count).into(),
            Value::Points(points) => (*points).into(),
            Value::Rate(fraction) | Value::Fraction(fraction) => (*fraction).into(),
            Value::Text(text) => text.as_str().into(),
        }
    }
}

/// The season as JSON: `{"files", "left_out", "players"}`.
#[derive(serde::Serialize)]
struct SeasonObject<'a, 'r, 's> {
    files: usize,
    left_out: &'a [String],
    players: Vec<PlayerObject<'r, 's>>,
}

/// A player as JSON: the columns' fields in their order (`rank`, `player`, …).
struct PlayerObject<'r, 's>(&'r Ranked<'s>);

impl serde::Serialize for PlayerObject<'_, '_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(COLUMNS.len()))?;
        for column in COLUMNS {
            map.serialize_entry(column.name, &(column.value)(self.0).json())?;
        }
        map.end()
    }
}

/// Write the season in `format`, but for the page (`render::season` writes the page, so
/// that the page may use this room and not this room the page).
pub(super) fn write(
    season: &Season,
    format: OutputFormat,
    color: bool,
    width: usize,
    lang: Lang,
    out: &mut dyn Write,
) -> io::Result<()> {
    let ranked = season.ranked();
    match format {
        OutputFormat::Json => {
            let players: Vec<PlayerObject<'_, '_>> = ranked.iter().map(PlayerObject).collect();
            let object = SeasonObject {
                files: season.files,
                left_out: &season.left_out,
                players,
            };
            serde_json::to_writer(&mut *out, &object)?;
            out.write_all(b"\n")
        }
        OutputFormat::Csv => {
            let mut writer = csv::WriterBuilder::new().from_writer(out);
            writer.write_record(COLUMNS.iter().map(|column| column.name))?;
            for player in &ranked {
                writer.write_record(COLUMNS.iter().map(|column| (column.value)(player).field()))?;
            }
            writer.flush()
        }
        OutputFormat::Markdown => {
            let header: Vec<String> = COLUMNS.iter().map(|column| column.heading(lang)).collect();
            let rows = ranked.iter().map(|player| {
                COLUMNS
                    .iter()
                    .map(|column| (column.value)(player).cell(lang, &super::escaped))
                    .collect()
            });
            super::markdown::pipe_table(out, &header, rows, |index| index != 1)?;
            writeln!(out, "\n{}", super::markdown::inline(&summary(lang, season)))
        }
        OutputFormat::Table => write_table(lang, season, &ranked, color, width, out),
        // The page is `render::season`'s; the command writes the workbook to its file
        // (`xlsx::Xlsx`).
        _ => Ok(()),
    }
}

/// The season as a terminal table: every column when it fits; else the columns that
/// matter least go (and a note says so); when even the fewest do not fit, a block per
/// player.
fn write_table(
    lang: Lang,
    season: &Season,
    ranked: &[Ranked<'_>],
    color: bool,
    width: usize,
    out: &mut dyn Write,
) -> io::Result<()> {
    let table = super::table::Table { color, width, lang };
    let (mut kept, mut dropped) = columns_that_fit(lang, &table, ranked);
    let (mut header, mut rows) = cells(lang, ranked, &kept);
    if !table.fits(&header, &rows) {
        // Even the fewest columns do not fit: a block per player, with every field.
        let all: Vec<&Column> = COLUMNS.iter().collect();
        (header, rows) = cells(lang, ranked, &all);
        kept = all;
        dropped = false;
    }
    let right: Vec<bool> = kept
        .iter()
        .map(|column| !matches!(column.name, "player"))
        .collect();
    if !ranked.is_empty() {
        writeln!(out, "{}\n", table.records(&header, &rows, &right))?;
        if dropped {
            let note = say!(lang, "stats-columns-left-out");
            writeln!(out, "{}\n", super::wrap_text(&note, width))?;
        }
    }
    writeln!(out, "{}", super::wrap_text(&summary(lang, season), width))
}

/// The columns kept: all of them when they fit, else those that matter more, a level at
/// a time, down to four; and whether any were left out.
fn columns_that_fit(
    lang: Lang,
    table: &super::table::Table,
    ranked: &[Ranked<'_>],
) -> (Vec<&'static Column>, bool) {
    let mut kept: Vec<&Column> = COLUMNS.iter().collect();
    let mut thresholds: Vec<u8> = COLUMNS.iter().map(|column| column.keep).collect();
    thresholds.sort_unstable();
    thresholds.dedup();
    let mut dropped = false;
    for threshold in std::iter::once(0).chain(thresholds) {
        let columns: Vec<&Column> = COLUMNS
            .iter()
            .filter(|column| column.keep > threshold)
            .collect();
        if columns.len() < 4 {
            break;
        }
        let (header, rows) = cells(lang, ranked, &columns);
        kept = columns;
        if table.fits(&header, &rows) {
            break;
        }
        dropped = true;
    }
    (kept, dropped)
}

/// The table's header and cells for these columns.
fn cells(
    lang: Lang,
    ranked: &[Ranked<'_>],
    columns: &[&Column],
) -> (Vec<String>, Vec<Vec<String>>) {
    let header = columns.iter().map(|column| column.heading(lang)).collect();
    let rows = ranked
        .iter()
        .map(|player| {
            columns
                .iter()
                .map(|column| (column.value)(player).cell(lang, &super::for_terminal))
                .collect()
        })
        .collect();
    (header, rows)
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
    let columns: Vec<&Column> = COLUMNS
        .iter()
        .filter(|column| all || column.keep >= STANDINGS_KEEP)
        .collect();
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
    let files = say!(lang, "stats-files-counted", count = season.files);
    if season.left_out.is_empty() {
        files
    } else {
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
}

/// A cell of the season sheet: a number stays a number in a spreadsheet.
pub(crate) enum SheetCell {
    Number(f64),
    Text(String),
    Empty,
}

/// The season as a spreadsheet's rows: the column names, then a row a player.
#[allow(clippy::cast_precision_loss)] // counts and points far below 2^52
pub(crate) fn sheet(season: &Season) -> (Vec<&'static str>, Vec<Vec<SheetCell>>) {
    let header = COLUMNS.iter().map(|column| column.name).collect();
    let rows = season
        .ranked()
        .iter()
        .map(|player| {
            COLUMNS
                .iter()
                .map(|column| match (column.value)(player) {
                    Value::Count(count) => SheetCell::Number(count as f64),
                    Value::Points(points) => SheetCell::Number(points as f64),
                    Value::Rate(Some(fraction)) | Value::Fraction(Some(fraction)) => {
                        SheetCell::Number(fraction)
                    }
                    Value::Rate(None) | Value::Fraction(None) => SheetCell::Empty,
                    Value::Text(text) => SheetCell::Text(text),
                })
                .collect()
        })
        .collect();
    (header, rows)
}
