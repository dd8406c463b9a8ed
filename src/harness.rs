//! Entry points for the fuzz targets (`fuzz/`) and the benchmarks (`benches/`): the
//! library's insides, reachable from outside only here. Not a public API.

use std::io;

use crate::keys::DealKey;
use crate::{diagnostic, edit, pipeline, render, source};

/// A fuzz input: the first byte selects (its lowest bit: TOML or YAML; bit 6: the first
/// line stretched past 70,000 bytes; bit 7: the file repeated 200 times, for many
/// diagnostics), the rest is the file. `None` for bytes that do not even decode.
fn fuzz_input(data: &[u8]) -> Option<(u8, source::Source)> {
    let (&selector, bytes) = data.split_first()?;
    let format = if selector % 2 == 0 {
        source::Format::Toml
    } else {
        source::Format::Yaml
    };
    let mut bytes = bytes.to_vec();
    if selector & 64 != 0 {
        let line_end = bytes
            .iter()
            .position(|&b| b == b'\n')
            .unwrap_or(bytes.len());
        let line = bytes[..line_end].to_vec();
        if !line.is_empty() {
            let times = 70_000 / line.len() + 1;
            bytes.splice(..line_end, line.repeat(times));
        }
    }
    if selector & 128 != 0 && bytes.len() < 10_000 {
        bytes = bytes.repeat(200);
    }
    let source = source::decode("fuzz".into(), bytes, format).ok()?;
    Some((selector, source))
}

/// How the harness draws reports and tables: plain, 80 columns, in English.
const PLAIN: diagnostic::RenderStyle = diagnostic::RenderStyle {
    color: false,
    width: 80,
    lang: crate::lang::Lang::En,
};

/// The whole read-validate-score-render path on arbitrary bytes, for the fuzz target
/// (`fuzz/`): the first byte picks the format, the rest is the file. It must never panic.
pub fn fuzz_one(data: &[u8]) {
    let Some((_, source)) = fuzz_input(data) else {
        return;
    };
    let outcome = pipeline::evaluate_source(&source, &[]);
    let _ = diagnostic::render(&outcome.name, &outcome.text, &outcome.diagnostics, PLAIN);
    for format in [
        render::OutputFormat::Table,
        render::OutputFormat::Json,
        render::OutputFormat::Csv,
        render::OutputFormat::Markdown,
    ] {
        let _ =
            render::exporter(format, PLAIN).write(render::View::Match(&outcome), &mut io::sink());
    }
}

/// One reader on arbitrary bytes, for the fuzz targets `read_toml` and `read_yaml`: the
/// file streamed into a fold and read as a whole tree must agree (the same deals, spans
/// and all, and the same top-level keys), and neither may panic.
pub fn fuzz_reader(yaml: bool, data: &[u8]) {
    let format = if yaml {
        source::Format::Yaml
    } else {
        source::Format::Toml
    };
    let Ok(source) = source::decode("fuzz".into(), data.to_vec(), format) else {
        return;
    };
    let stream = source::fold(&source, Streamed::default, |streamed, item| match item {
        source::Item::Header(root) => streamed.header = Some(keys(root)),
        source::Item::Deal(deal) => streamed.deals.push(format!("{deal:?}")),
    });
    let whole = source::parse(&source);
    match (stream, whole) {
        (Ok(stream), Ok(root)) => {
            let streamed = stream.state;
            let top = stream.root;
            assert_eq!(streamed.header, Some(keys(&root)), "header");
            let deals: Vec<String> = match root.get("deals").map(|node| &node.value) {
                Some(crate::raw::Value::Array(items)) => {
                    items.iter().map(|d| format!("{d:?}")).collect()
                }
                _ => Vec::new(),
            };
            assert_eq!(streamed.deals, deals, "deals");
            // What a change reads of the file (its deals' count, the last two deals and
            // the top-level table) is what the whole tree holds, and so is the top-level
            // table the streamed reading ends with.
            let read = source::read_deals(&source, None, &mut |_, _| {}).expect("reads");
            assert_eq!(read.count, deals.len(), "count");
            // (As written out: a NaN is no equal of itself.)
            assert_eq!(
                format!("{top:?}"),
                format!("{:?}", read.root),
                "top-level table"
            );
            let last: Vec<String> = read
                .around(read.count.saturating_sub(1))
                .iter()
                .map(|d| format!("{d:?}"))
                .collect();
            assert_eq!(last, deals[deals.len().saturating_sub(2)..], "last deals");
            let read = source::read_deals(&source, Some(1), &mut |_, _| {}).expect("reads");
            let first: Vec<String> = read.around(0).iter().map(|d| format!("{d:?}")).collect();
            assert_eq!(first, deals[..deals.len().min(1)], "first deal");
        }
        (Err(_), Err(_)) => {}
        (stream, whole) => panic!(
            "streamed {:?}, whole {:?}",
            stream.map(|_| ()),
            whole.map(|_| ())
        ),
    }
    let _ = pipeline::evaluate_source(&source, &[]);
}

/// The keys of a top-level table, in order.
fn keys(root: &crate::raw::Node<'_>) -> Vec<String> {
    root.as_table()
        .unwrap_or_default()
        .iter()
        .map(|entry| entry.key.to_string())
        .collect()
}

/// What a reader streamed: the header's keys, each deal as written out.
#[derive(Default)]
struct Streamed {
    header: Option<Vec<String>>,
    deals: Vec<String>,
}

/// The deal `fuzz_append` appends, as the selector picks it: its dealer, a contract (its
/// trump, tricks counted or named) or a pass, and its note.
fn fuzz_deal(selector: u8) -> Vec<(DealKey, edit::Field)> {
    let (text, int) = (edit::Field::Text, edit::Field::Int);
    let mut deal = Vec::new();
    if selector & 16 == 0 {
        deal.push((DealKey::Dealer, text("Cem".into())));
    }
    if selector & 2 == 0 {
        deal.extend([
            (DealKey::Declarer, text("Ayşe".into())),
            (DealKey::Bid, int(7)),
        ]);
        if selector & 4 == 0 {
            deal.push((DealKey::Trump, text("kupa".into())));
        }
        let tricks = if selector & 8 == 0 {
            edit::Field::Counts(vec![7, 2, 2, 2])
        } else {
            edit::Field::Named(vec![("Ayşe".into(), 7), ("x: y".into(), 6)])
        };
        deal.push((DealKey::Tricks, tricks));
    } else {
        deal.push((DealKey::Passed, edit::Field::True));
    }
    if selector & 32 == 0 {
        deal.push((DealKey::Note, text("a \"note\"\n".into())));
    }
    deal
}

/// `batak add`'s, `amend`'s and `remove`'s splices on arbitrary bytes, for the fuzz target
/// `append_deal`: the first byte picks the format, the deal and which deal to remove;
/// whatever text comes out must read back without a panic. It must never panic itself.
pub fn fuzz_append(data: &[u8]) {
    let Some((selector, original)) = fuzz_input(data) else {
        return;
    };
    let format = original.format;
    let deal = fuzz_deal(selector);
    // Removing a deal (the last, or one picked by the selector) must not panic either, and
    // what it leaves must read back.
    let number = (selector & 64 != 0).then_some(usize::from(selector >> 2) % 8 + 1);
    if let Ok(edit::Changed { text, .. }) = edit::remove(&original, number) {
        let candidate = source::Source {
            name: "fuzz".into(),
            text,
            format,
        };
        let _ = pipeline::evaluate_source(&candidate, &[]);
    }
    // Amending a deal (a value replaced; a form switched) must not panic, and what it
    // leaves must read back.
    let change = if selector & 2 == 0 {
        edit::Amendment {
            set: vec![(DealKey::Tricks, edit::Field::Counts(vec![3, 7, 2, 1]))],
            drop: Vec::new(),
        }
    } else {
        edit::Amendment {
            set: vec![(DealKey::Passed, edit::Field::True)],
            drop: vec![
                DealKey::Declarer,
                DealKey::Bid,
                DealKey::Bids,
                DealKey::Tricks,
                DealKey::Trump,
            ],
        }
    };
    if let Ok(amended) = edit::amend(&original, number, |_, _| Ok::<_, ()>(change.clone())) {
        let candidate = source::Source {
            name: "fuzz".into(),
            text: amended.text,
            format,
        };
        let after = pipeline::evaluate_source(&candidate, &[]);
        // The safety net on whatever the splice made, when both matches score.
        let before = pipeline::evaluate_source(&original, &[]);
        if let (Some(old), Some(new)) = (before.scored(), after.scored()) {
            let _ = edit::unexpected(
                edit::Model::of(old),
                new,
                &edit::Change::Amended {
                    number: amended.number,
                    asked: &edit::Asked::default(),
                },
            );
        }
    }
    if let Ok(edit::Changed { text, .. }) = edit::append(&original, &deal) {
        let candidate = source::Source {
            name: "fuzz".into(),
            text,
            format,
        };
        let _ = pipeline::evaluate_source(&candidate, &[]);
    }
}

/// Entry points for the benchmarks in `benches/`: each phase on its own.
pub mod bench {
    use std::io;

    use crate::pipeline::{self, Outcome};
    use crate::render::{self, OutputFormat};
    use crate::source::{self, Format, Source};

    use super::PLAIN;

    /// A match file held in memory.
    pub struct Text(Source);

    /// A file read, validated and scored.
    pub struct Scored(Outcome);

    /// Wrap text as a TOML or YAML match file.
    pub fn text(text: String, yaml: bool) -> Text {
        let format = if yaml { Format::Yaml } else { Format::Toml };
        Text(Source {
            name: "bench".into(),
            text,
            format,
        })
    }

    /// Parse only: every deal counted and dropped. Returns the deal count.
    pub fn parse(text: &Text) -> usize {
        let read = source::fold(
            &text.0,
            || 0,
            |count, item| {
                if let source::Item::Deal(_) = item {
                    *count += 1;
                }
            },
        );
        read.map_or(0, |read| read.state)
    }

    /// Parse and validate into the model. Returns the deal count.
    pub fn validate(text: &Text) -> usize {
        let checker = || crate::validate::Checker::new(&[]);
        let read = source::fold(&text.0, checker, |checker, item| checker.take(&item));
        let game = read.ok().and_then(|read| read.state.finish().game);
        game.map_or(0, |game| game.deals.len())
    }

    /// Parse, validate and score.
    pub fn evaluate(text: &Text) -> Scored {
        Scored(pipeline::evaluate_source(&text.0, &[]))
    }

    /// Score an already validated match again (the scoring alone). Returns a total.
    pub fn score(scored: &Scored) -> i64 {
        let scored = scored.0.scored().expect("a valid match");
        crate::score::score(&scored.game, &scored.rules).totals[0]
    }

    /// A season's statistics over these matches, written as JSON into nothing. Returns
    /// how many files counted.
    pub fn season(matches: &[Scored]) -> usize {
        let mut season = crate::stats::Season::default();
        for outcome in matches {
            if let Some(scored) = outcome.0.scored() {
                season.add(&outcome.0.name, scored);
            }
        }
        let _ = render::exporter(render::OutputFormat::Json, PLAIN)
            .write(render::View::Season(&season), &mut io::sink());
        season.matches.len()
    }

    /// Render in a format (`table`, `json`, `csv`, `markdown`), into nothing.
    pub fn render(scored: &Scored, format: &str) {
        let format = match format {
            "json" => OutputFormat::Json,
            "csv" => OutputFormat::Csv,
            "markdown" => OutputFormat::Markdown,
            "table" => OutputFormat::Table,
            other => panic!("the benchmarks render table, json, csv or markdown, not {other}"),
        };
        let _ =
            render::exporter(format, PLAIN).write(render::View::Match(&scored.0), &mut io::sink());
    }
}

/// Entry points for the language server's benchmark (`benches/lsp.rs`).
pub mod lsp {
    /// A document open in the server.
    #[derive(Clone)]
    pub struct Document(crate::lsp::bench::Open);

    /// Open a TOML or YAML text.
    pub fn open(text: String, yaml: bool) -> Document {
        Document(crate::lsp::bench::open(text, yaml))
    }

    /// Replace the character at `line`, `column` with `text` and answer as the server
    /// does (judge, diagnostics, inlay hints). Returns how many diagnostics and hints.
    pub fn change(document: &mut Document, line: u32, column: u32, text: &str) -> usize {
        crate::lsp::bench::change(&mut document.0, line, column, text)
    }

    /// An edit: `((line, column), (line, column))` in UTF-16, and its text.
    pub type Edit = ((u32, u32), (u32, u32), String);

    /// Apply many edits (`((line, column), (line, column))` in UTF-16, and the text) in
    /// one change, as one `didChange` carries them, without judging. Returns the text's
    /// length after.
    pub fn apply(document: &mut Document, edits: &[Edit]) -> usize {
        crate::lsp::bench::apply(&mut document.0, edits)
    }
}
