//! `--format html`: one standalone page — title, date, rules, the deal table,
//! the standings, the result and the chart as inline SVG; a section per file. Built with
//! maud, which escapes every value it is given; the only markup inserted as it is, the
//! chart, comes from plotters, which escapes its own text. No scripts, no requests: it
//! works offline and from a file, in light and dark mode, and on paper.

use std::cell::RefCell;
use std::io::{self, Write};

use maud::{DOCTYPE, Markup, PreEscaped, html};

use super::chart::Chart;
use super::table::MAX_ROWS;
use super::{Columns, Comparison, Exporter, comparison_rows, deal_rows, escaped};
use crate::pipeline::Outcome;

/// The page's style: system fonts, tables with lines, a white figure for the chart (its
/// text is dark), colours that follow the reader's light or dark mode, and print.
const STYLE: &str = "
:root { color-scheme: light dark; }
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem;
       background: #fff; color: #111; line-height: 1.4; }
table { border-collapse: collapse; margin: 1rem 0; font-variant-numeric: tabular-nums; }
th, td { border-bottom: 1px solid #ccc; padding: .25rem .6rem; text-align: right; white-space: nowrap; }
.scroll { overflow-x: auto; }
th { background: #f0f0f0; }
th.text, td.text { text-align: left; }
td.made { color: #1a7f37; } td.failed { color: #b42318; }
tr.after-end td { color: #777; font-style: italic; }
figure { margin: 1rem 0; background: #fff; color: #111; border-radius: .3rem; padding-bottom: .3rem; }
figcaption { padding: 0 .6rem; }
.problems { color: #b42318; }
figure svg { max-width: 100%; height: auto; display: block; }
.result { font-weight: bold; }
section + section { border-top: 2px solid #999; margin-top: 2rem; }
@media (prefers-color-scheme: dark) {
  body { background: #111; color: #eee; }
  th { background: #222; } th, td { border-color: #444; }
  td.made { color: #4ade80; } td.failed { color: #f87171; }
  tr.after-end td { color: #999; }
  .problems { color: #f87171; }
}
@media print {
  body { background: #fff; color: #000; margin: 0; max-width: none; }
  th { background: #eee; } td.made, td.failed { color: #000; }
  figure, table { break-inside: avoid; }
  .scroll { overflow: visible; }
}
";

/// The HTML exporter. The first section is held back, so that a page of one match can
/// take its title; from the second on, sections are written as they come (a page of
/// thousands of files costs one section's memory), under a title that says "matches".
/// Its state: the first section, until the page has begun.
/// title can be the match's own when there is one.
#[derive(Default)]
pub(crate) struct Html {
    first: RefCell<Option<(String, Markup)>>,
    begun: std::cell::Cell<bool>,
}

/// The page up to the first section, under `title`.
fn head(title: &str) -> String {
    let head = html! {
        (DOCTYPE)
        html lang="en";
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

impl Html {
    /// A section for the page: held back if it is the first, else written now.
    fn section(&self, title: String, section: Markup, out: &mut dyn Write) -> io::Result<()> {
        if !self.begun.get() {
            let Some((_, first)) = self.first.take() else {
                *self.first.borrow_mut() = Some((title, section));
                return Ok(());
            };
            self.begun.set(true);
            out.write_all(head("batak: matches").as_bytes())?;
            out.write_all(first.into_string().as_bytes())?;
        }
        out.write_all(section.into_string().as_bytes())
    }
}

impl Exporter for Html {
    fn file(&self, outcome: &Outcome, out: &mut dyn Write) -> io::Result<()> {
        let Some(scored) = &outcome.scored else {
            // A file with errors has its place too, saying so, instead of vanishing.
            let name = escaped(&outcome.name);
            let lines = crate::diagnostic::LineIndex::new(&outcome.text);
            let section = html! {
                section {
                    h1 { (name) }
                    p.problems { "This file has errors, so it is not scored here (batak check shows them):" }
                    ul {
                        @for diagnostic in &outcome.diagnostics {
                            li {
                                @if let Some(span) = &diagnostic.span {
                                    "line " (lines.line_column(span.start).0) ": "
                                }
                                (escaped(&diagnostic.message)) " (" (diagnostic.code.name()) ")"
                            }
                        }
                    }
                }
            };
            return self.section(name, section, out);
        };
        let title = escaped(scored.game.title.as_deref().unwrap_or(&outcome.name));
        let columns = Columns::of(scored);
        let header = columns.header(scored, &escaped);
        let first_side = header.len() - scored.board.side_count;
        let deals = scored.game.deals.len();
        let shown = deals.saturating_sub(MAX_ROWS);
        let chart = Chart::of(&outcome.name, scored, &escaped)
            .svg(800, 440)
            .unwrap_or_default();
        let sides = scored.sides();
        let next = super::next_dealer_line(scored, &escaped);
        let section = html! {
            section {
                h1 { (title) }
                p {
                    @if let Some(date) = &scored.game.date { (escaped(date)) " · " }
                    (super::rules_summary(&scored.rules))
                }
                @if scored.rules.partnership() {
                    p {
                        "Teams: "
                        @for (team, members) in scored.game.teams.iter().zip([[0, 2], [1, 3]]) {
                            @if members[0] == 1 { " · " }
                            (escaped(team)) " (" (escaped(&scored.game.players[members[0]])) " & " (escaped(&scored.game.players[members[1]])) ")"
                        }
                    }
                }
                @if shown > 0 {
                    p { "The last " (MAX_ROWS) " of " (deals) " deals; --format csv or json has them all." }
                }
                @if deals > 0 {
                    div.scroll { table {
                        caption { "Deals" }
                        thead { tr {
                            @for (index, cell) in header.iter().enumerate() {
                                th scope="col" class=[(index > 0 && index < first_side).then_some("text")] { (cell) }
                            }
                        } }
                        tbody {
                            @for row in deal_rows(scored, &escaped, shown) {
                                @let after_end = row.after_end;
                                @let made = row.made;
                                tr class=[after_end.then_some("after-end")] {
                                    @for (index, cell) in columns.cells(row).into_iter().enumerate() {
                                        @if index == 0 {
                                            th scope="row" { (cell) }
                                        } @else if index == first_side - 2 {
                                            td class={ "text " (match made { Some(true) => "made", Some(false) => "failed", None => "" }) } { (cell) }
                                        } @else if index < first_side {
                                            td class="text" { (cell) }
                                        } @else {
                                            td { (cell) }
                                        }
                                    }
                                }
                            }
                        }
                    }
                    }
                    @let notes: Vec<(usize, &str)> = scored.game.deals.iter().enumerate().skip(shown).filter_map(|(index, _)| scored.game.note(index).map(|note| (index + 1, note))).collect();
                    @if !notes.is_empty() {
                        p { "Notes:" }
                        ul { @for (number, note) in &notes { li { "deal " (number) ": " (escaped(note)) } } }
                    }
                    @if scored.board.deals.iter().any(|deal| deal.after_end) {
                        p { "In italics: recorded after the match ended; shown, not counted." }
                    }
                }
                table {
                    caption { "Standings" }
                    thead { tr { th scope="col" { "rank" } th scope="col" class="text" { "side" } th scope="col" { "total" } } }
                    tbody {
                        @for standing in &scored.board.standings {
                            tr {
                                td { (standing.rank) }
                                th scope="row" class="text" { (escaped(&sides[standing.side])) }
                                td { (standing.total) }
                            }
                        }
                    }
                }
                p.result { (super::result_line(scored, &escaped)) }
                @if let Some(next) = next { p { (next) } }
                @if !chart.is_empty() {
                    figure {
                        (PreEscaped(chart))
                        figcaption { "Running totals after each deal." }
                    }
                }
            }
        };
        self.section(title, section, out)
    }

    fn comparison(&self, comparison: &Comparison, out: &mut dyn Write) -> io::Result<()> {
        let (header, rows, notes) = comparison_rows(comparison, &escaped);
        let title = escaped(&comparison.name);
        let section = html! {
            section {
                h1 { (title) }
                table {
                    caption { "Rule sets compared" }
                    thead { tr { @for cell in &header { th scope="col" { (cell) } } } }
                    tbody {
                        @for row in &rows {
                            tr { @for cell in row { td { (cell) } } }
                        }
                    }
                }
                @for note in &notes { p { (note) } }
            }
        };
        self.section(title, section, out)
    }

    fn end(&self, out: &mut dyn Write) -> io::Result<()> {
        if !self.begun.get() {
            // One section (or none): the page takes its title.
            let first = self.first.take();
            let title = first
                .as_ref()
                .map_or_else(|| "batak".to_owned(), |(title, _)| title.clone());
            out.write_all(head(&title).as_bytes())?;
            if let Some((_, section)) = first {
                out.write_all(section.into_string().as_bytes())?;
            }
        }
        out.write_all(b"</body></html>\n")
    }
}
