//! `--format html`: one standalone page — title, date, rules, the standings,
//! the result, the deal table and the chart as inline SVG; a section per file, after the
//! season's standings and chart when there are several (and `stats --format html`, the
//! season alone). Built with maud, which escapes every value it is given; the only markup
//! inserted as it is, the chart, comes from plotters, which escapes its own text. No
//! scripts, no requests: it works offline and from a file, in light and dark mode, on
//! paper and on a phone (the deal table fits 390 px, its first column stays put when a
//! wider one scrolls, and each chart is drawn for a wide and for a narrow screen).

use crate::lang::{Lang, say};
use std::io::{self, Write};

use maud::{DOCTYPE, Markup, PreEscaped, html};

use super::chart::{Chart, Line, PALETTE, SHAPES};
use super::table::MAX_ROWS;
use super::{Columns, Exporter, View, comparison_rows, deal_rows, escaped};
use crate::pipeline::Scored;
use crate::stats::Season;

/// The page's style: system fonts, tables with lines, a white figure for the chart (its
/// text is dark), colours that follow the reader's light or dark mode, and print.
pub(crate) const STYLE: &str = include_str!("html.css");

/// The HTML exporter. Sections are set aside as they come (in memory, then in a
/// temporary file, so that a page of thousands of files costs one section's memory) and
/// written at the end: a page of one match takes its title; a page of several opens with
/// their season's standings, known only after the last file.
#[derive(Default)]
pub(crate) struct Html {
    lang: Lang,
    /// The first section's title, and how many sections there are.
    first: Option<String>,
    sections: usize,
    spool: Spool,
    /// The season's part: before the matches, or the page of a season alone.
    season: Option<Markup>,
}

/// Bytes set aside: in memory up to `SPOOL_MEMORY`, then in a temporary file with no name
/// (on Unix it is unlinked at once; elsewhere removed when done).
#[derive(Default)]
struct Spool {
    memory: Vec<u8>,
    file: Option<(std::fs::File, Option<std::path::PathBuf>)>,
}

/// What a page keeps in memory before it sets its sections aside in a file.
const SPOOL_MEMORY: usize = 16 << 20;

impl Spool {
    fn write(&mut self, bytes: &[u8]) -> io::Result<()> {
        if self.file.is_none() && self.memory.len() + bytes.len() > SPOOL_MEMORY {
            // Past the limit: into a file, or on in memory when none can be made.
            if let Ok((mut file, path)) = temporary_file() {
                file.write_all(&self.memory)?;
                self.memory = Vec::new();
                self.file = Some((file, path));
            }
        }
        if let Some((file, _)) = &mut self.file {
            return file.write_all(bytes);
        }
        self.memory.extend_from_slice(bytes);
        Ok(())
    }

    /// Everything set aside, in order, into `out`.
    fn copy_to(&mut self, out: &mut dyn Write) -> io::Result<()> {
        use std::io::Seek;
        out.write_all(&self.memory)?;
        if let Some((file, _)) = &mut self.file {
            file.seek(io::SeekFrom::Start(0))?;
            io::copy(file, out)?;
        }
        Ok(())
    }
}

impl Drop for Spool {
    fn drop(&mut self) {
        if let Some((file, Some(path))) = self.file.take() {
            drop(file);
            let _ = std::fs::remove_file(path);
        }
    }
}

/// A new file in the temporary folder, readable by its owner alone; its path when it
/// could not be unlinked while open.
fn temporary_file() -> io::Result<(std::fs::File, Option<std::path::PathBuf>)> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true).write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_nanos());
    for attempt in 0..100 {
        let path = std::env::temp_dir().join(format!(
            "batak-page-{}-{stamp}-{attempt}",
            std::process::id()
        ));
        match options.open(&path) {
            Ok(file) => {
                let kept = std::fs::remove_file(&path).is_err().then_some(path);
                return Ok((file, kept));
            }
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists => {}
            Err(error) => return Err(error),
        }
    }
    Err(io::Error::other("no temporary file could be made"))
}

/// The season's part of a page: its heading, what was counted, the standings (every
/// column on the season's own page, the main ones before a page's matches), the chart
/// of each player's points match by match, and on its own page a line per match.
fn season_part(lang: Lang, season: &Season, own_page: bool) -> Markup {
    let chart = Chart::season(lang, season, &escaped);
    // Every ranked player is among the season's names.
    let keys: std::collections::HashMap<&str, &Line> = season.names().zip(&chart.lines).collect();
    let key = |name: &str| colour_key(keys[name]);
    html! {
        header.season {
            h1 { (say!(lang, "page-season")) }
            p { (super::stats::summary(lang, season)) }
            @if !season.matches.is_empty() {
                h2 { (say!(lang, "page-standings")) }
                div.scroll { (super::stats::html_table(lang, season, own_page, &key)) }
                (chart_figure(&chart, &say!(lang, "page-season-caption")))
            }
            @if own_page && !season.matches.is_empty() {
                h2 { (say!(lang, "page-matches")) }
                div.scroll { table.matches {
                    thead { tr {
                        th scope="col" { "#" }
                        th scope="col" class="text name" { (say!(lang, "page-column-match")) }
                        th scope="col" class="text" { (say!(lang, "page-column-date")) }
                        th scope="col" class="text" { (say!(lang, "page-column-result")) }
                    } }
                    tbody {
                        @for (index, played) in season.matches.iter().enumerate() {
                            tr {
                                td { (index + 1) }
                                th scope="row" class="text name" { (escaped(&played.title)) }
                                td.text.date { (played.date.as_deref().map(|date| escaped(&crate::lang::words::date(lang, date))).unwrap_or_default()) }
                                td.text { (super::result_text(lang, &played.result, &escaped)) }
                            }
                        }
                    }
                } }
            }
        }
    }
}

/// A side's or player's colour (as CSS writes it) and a character like its mark, as its
/// `line` in its chart has them, before its name.
fn colour_key(line: &Line) -> Markup {
    let plotters::style::RGBColor(red, green, blue) = PALETTE[line.colour % PALETTE.len()];
    let glyph = SHAPES[line.shape % SHAPES.len()];
    html! { span.key style={ "color: #" (format!("{red:02x}{green:02x}{blue:02x}")) } aria-hidden="true" { (glyph) } " " }
}

/// A chart as the page shows it: drawn twice, for a wide screen and for a phone, each
/// with text that stays legible (11 px or more) at the widths it is shown at; the style
/// shows one of them.
fn chart_figure(chart: &Chart, caption: &str) -> Markup {
    let drawn = |(width, height, text)| chart.svg_with(width, height, text).unwrap_or_default();
    let [wide, narrow] = [WIDE_CHART, NARROW_CHART].map(drawn);
    html! {
        @if !wide.is_empty() {
            figure {
                div.wide { (PreEscaped(wide)) }
                @if !narrow.is_empty() { div.narrow { (PreEscaped(narrow)) } }
                figcaption { (caption) }
            }
        }
    }
}

/// The page's charts: width, height and text size in pixels. The wide one is shown
/// from 38rem (608 px) on, where its column is at least 576 px (text at 11.5 px and
/// more); the narrow one below, at most 28rem (448 px) wide (text from 11 px on a 320
/// px screen to 15 px).
const WIDE_CHART: (u32, u32, f64) = (800, 440, 16.0);
const NARROW_CHART: (u32, u32, f64) = (360, 320, 13.0);

/// A contract with its suit in a colour of its own: red for ♥ and ♦, the text's for ♠
/// and ♣, whatever the made or failed colour of the rest.
fn with_suits(contract: &str) -> Markup {
    use crate::model::Suit;
    let suits = Suit::ALL.map(Suit::symbol);
    let red = [Suit::Hearts, Suit::Diamonds].map(Suit::symbol);
    html! {
        @for part in contract.split_inclusive(suits) {
            @if let Some(symbol) = part.chars().last().filter(|c| suits.contains(c)) {
                (&part[..part.len() - symbol.len_utf8()])
                span class={ "suit" @if red.contains(&symbol) { " red" } } { (symbol) }
            } @else {
                (part)
            }
        }
    }
}

/// The class of a deal table's column: text is left-aligned; the dealer's column is
/// one a phone leaves out (the line under the standings says who deals next).
fn column_class(index: usize, first_side: usize, dealer: bool) -> Option<&'static str> {
    if dealer && index == 1 {
        Some("text dealer")
    } else if index == first_side - 2 {
        Some("text contract")
    } else {
        (index > 0 && index < first_side).then_some("text")
    }
}

/// A side's cell, "+72 = 143": the points and the running total, which a phone puts on
/// a line of its own.
fn side_cell(cell: &str) -> Markup {
    if let Some((points, total)) = cell.split_once(" = ") {
        html! { (points) " " span.total { "= " (total) } }
    } else {
        html! { (cell) }
    }
}

/// The page up to the first section, under `title`.
fn head(lang: Lang, title: &str) -> String {
    let head = html! {
        (DOCTYPE)
        html lang=(lang.name());
        head {
            meta charset="utf-8";
            meta name="viewport" content="width=device-width, initial-scale=1";
            meta name="generator" content="batak";
            title { (title) }
            style { (PreEscaped(STYLE)) }
        }
    };
    // `html;` opens the element without closing it: the page is streamed, and `end`
    // closes `<body>` and `<html>`.
    format!("{}<body>", head.into_string())
}

/// A match's heading: its title, date and rules, and the teams under partnership.
fn match_heading(lang: Lang, title: &str, scored: &Scored) -> Markup {
    html! {
        h1 { (title) }
        p {
            @if let Some(date) = &scored.game.date { (escaped(&crate::lang::words::date(lang, date))) " · " }
            (super::rules_summary(lang, &scored.rules))
        }
        @if let Some(teams) = super::teams(scored, &escaped) {
            p { (say!(lang, "page-teams")) " " (teams.join(" · ")) }
        }
    }
}

/// The standings table, each side keyed to its line on `chart`.
fn standings_table(lang: Lang, scored: &Scored, chart: &Chart) -> Markup {
    let [rank, side, total] = super::standings_header(lang, scored);
    let sides = scored
        .board
        .standings
        .iter()
        .map(|standing| chart.lines.get(standing.side));
    html! {
        table.standings {
            caption { (say!(lang, "page-standings")) }
            thead { tr { th scope="col" { (rank) } th scope="col" class="text" { (side) } th scope="col" { (total) } } }
            tbody {
                @for (line, [rank, side, total]) in sides.zip(super::standings_rows(scored, &escaped)) {
                    tr {
                        td { (rank) }
                        th scope="row" class="text" { @if let Some(line) = line { (colour_key(line)) } (side) }
                        td { (total) }
                    }
                }
            }
        }
    }
}

/// The deals from `shown` on: their table (scrolling sideways under its caption), their
/// notes, and what italics mean when some were recorded after the end.
fn deals_part(lang: Lang, scored: &Scored, shown: usize) -> Markup {
    let columns = Columns::of(scored);
    let header = columns.header(lang, scored, &escaped);
    let first_side = header.len() - scored.board.side_count;
    html! {
        // The caption stands outside the part that scrolls sideways.
        h2.caption { (say!(lang, "page-deals")) }
        div.scroll.deals { table {
            thead { tr {
                @for (index, cell) in header.iter().enumerate() {
                    th scope="col" class=[column_class(index, first_side, columns.dealer)] { (cell) }
                }
            } }
            tbody {
                @for row in deal_rows(lang, scored, &escaped, shown) {
                    @let after_end = row.view.score.after_end;
                    @let made = row.view.score.made;
                    tr class=[after_end.then_some("after-end")] {
                        @for (index, cell) in columns.cells(row).into_iter().enumerate() {
                            @if index == 0 {
                                th scope="row" { (cell) }
                            } @else if index == first_side - 2 {
                                td class={ "text contract " (match made { Some(true) => "made", Some(false) => "failed", None => "" }) } { (with_suits(&cell)) }
                            } @else if index < first_side {
                                td class=[column_class(index, first_side, columns.dealer)] { (cell) }
                            } @else {
                                td.side { (side_cell(&cell)) }
                            }
                        }
                    }
                }
            }
        }
        }
        @let notes: Vec<(usize, &str)> = super::notes(scored, shown).collect();
        @if !notes.is_empty() {
            p { (say!(lang, "page-notes")) }
            ul { @for (number, note) in &notes { li { (say!(lang, "page-note", deal = *number)) ": " (escaped(note)) } } }
        }
        // Deals after the end come last: the last deal says whether any is.
        @if scored.board.deals.last().is_some_and(|deal| deal.after_end) {
            p { (say!(lang, "page-after-end")) }
        }
    }
}

/// A match's parts as the page draws them, for a page laid out otherwise (`batak
/// serve`'s, which puts its form among them): each escaped as the page escapes it.
pub(crate) struct Parts {
    /// The title, date, rules and teams.
    pub(crate) heading: Markup,
    /// The standings, each side keyed to its line on the chart.
    pub(crate) standings: Markup,
    /// The result line, and who deals next when that is known.
    pub(crate) result: Markup,
    /// The deal table with its notes (empty without deals).
    pub(crate) deals: Markup,
    /// The chart of the running totals.
    pub(crate) chart: Markup,
}

impl Parts {
    /// The parts of a scored match named `name`.
    pub(crate) fn of(lang: Lang, name: &str, scored: &Scored) -> Parts {
        let title = escaped(scored.game.title.as_deref().unwrap_or(name));
        let deals = scored.game.deals.len();
        let shown = deals.saturating_sub(MAX_ROWS);
        let chart = Chart::of(lang, name, scored, &escaped);
        let next = super::next_dealer_line(lang, scored, &escaped);
        Parts {
            heading: match_heading(lang, &title, scored),
            standings: standings_table(lang, scored, &chart),
            result: html! {
                p.result { (super::result_line(lang, scored, &escaped)) }
                @if let Some(next) = next { p { (next) } }
            },
            deals: html! {
                @if shown > 0 {
                    p { (say!(lang, "page-last-rows", shown = MAX_ROWS, deals = deals)) }
                }
                @if deals > 0 { (deals_part(lang, scored, shown)) }
            },
            chart: chart_figure(&chart, &say!(lang, "page-match-caption")),
        }
    }
}

/// Diagnostics as the page lists them, each with its line in `text`.
pub(crate) fn diagnostics_list(
    lang: Lang,
    text: &str,
    diagnostics: &[crate::diagnostic::Diagnostic],
) -> Markup {
    let lines = crate::diagnostic::LineIndex::new(text);
    html! {
        ul {
            @for diagnostic in diagnostics {
                li {
                    @if let Some(span) = &diagnostic.span {
                        (say!(lang, "page-line", line = lines.line_column(span.start).0)) ": "
                    }
                    (escaped(&diagnostic.message.in_lang(lang))) " (" (diagnostic.code.name()) ")"
                }
            }
        }
    }
}

impl Html {
    /// A page in `lang`.
    pub(crate) fn new(lang: Lang) -> Html {
        Html {
            lang,
            ..Html::default()
        }
    }

    /// A section for the page, set aside until the end.
    fn section(&mut self, title: String, section: Markup) -> io::Result<()> {
        self.first.get_or_insert(title);
        self.sections += 1;
        self.spool.write(section.into_string().as_bytes())
    }
}

impl Exporter for Html {
    fn write(&mut self, view: View<'_>, _out: &mut dyn Write) -> io::Result<()> {
        let lang = self.lang;
        match view {
            View::Match(outcome) => {
                let Some(scored) = outcome.scored() else {
                    // A file with errors has its place too, saying so, instead of vanishing:
                    // its name and its diagnostics, each with its line.
                    let name = escaped(&outcome.name);
                    let section = html! {
                        section {
                            h1 { (name) }
                            p.problems { (say!(lang, "page-problems")) }
                            (diagnostics_list(lang, &outcome.text, &outcome.diagnostics))
                        }
                    };
                    return self.section(name, section);
                };
                let title = escaped(scored.game.title.as_deref().unwrap_or(&outcome.name));
                let parts = Parts::of(lang, &outcome.name, scored);
                // The standings first: what a reader looks for, and all a phone shows
                // without scrolling.
                let section = html! {
                    section {
                        (parts.heading) (parts.standings) (parts.result) (parts.deals) (parts.chart)
                    }
                };
                self.section(title, section)
            }
            View::Comparison(comparison) => {
                let (header, rows, notes) = comparison_rows(lang, comparison, &escaped);
                let title = escaped(&comparison.name);
                let section = html! {
                    section {
                        h1 { (title) }
                        table {
                            caption { (say!(lang, "page-compared")) }
                            thead { tr { @for cell in &header { th scope="col" { (cell) } } } }
                            tbody { @for row in &rows { tr { @for cell in row { td { (cell) } } } } }
                        }
                        @for note in &notes { p { (note) } }
                    }
                };
                self.section(title, section)
            }
            // Before the matches on a page of several; alone, the season's own page.
            View::Season(season) => {
                let own_page = self.sections == 0;
                self.season = Some(season_part(lang, season, own_page));
                Ok(())
            }
            View::Deal(_) | View::Rules(_) => Ok(()),
        }
    }

    fn end(&mut self, out: &mut dyn Write) -> io::Result<()> {
        let lang = self.lang;
        let (title, season) = match (self.sections, self.first.take()) {
            // One section: the page takes its title.
            (1, Some(title)) => (title, None),
            (0, _) if self.season.is_some() => {
                (say!(lang, "page-title-season"), self.season.take())
            }
            (0, _) => ("batak".to_owned(), None),
            // Several sections: the season first, then the matches.
            _ => (say!(lang, "page-title-matches"), self.season.take()),
        };
        out.write_all(head(lang, &title).as_bytes())?;
        if let Some(season) = season {
            out.write_all(season.into_string().as_bytes())?;
        }
        self.spool.copy_to(out)?;
        out.write_all(b"</body></html>\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Past its limit a spool goes on in a file, and gives back every byte in order.
    #[test]
    fn a_spool_past_its_limit_keeps_every_byte_in_order() {
        let mut spool = Spool::default();
        let mut expected = Vec::new();
        for part in 0..50 {
            let padding = " ".repeat(SPOOL_MEMORY / 40);
            let bytes = format!("<section>{part}{padding}</section>");
            spool.write(bytes.as_bytes()).expect("write");
            expected.extend_from_slice(bytes.as_bytes());
        }
        assert!(spool.file.is_some(), "past SPOOL_MEMORY bytes, a file");
        assert!(spool.memory.is_empty());
        let mut out = Vec::new();
        spool.copy_to(&mut out).expect("copy");
        assert_eq!(out, expected);
        let mut small = Spool::default();
        small.write(b"one section").expect("write");
        assert!(small.file.is_none(), "in memory below the limit");
    }
}
