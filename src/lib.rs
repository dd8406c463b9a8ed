//! batak keeps score for Batak from a plain-text match file.
//!
//! Data flows one way: `source` reads text into the spanned tree of `raw`; `validate`
//! checks it under the rules layered by `rules` and builds the `model`; `score` computes
//! the scoreboard; `render` writes it. `pipeline` strings these together for one file and
//! `run` dispatches the commands.

mod cli;
mod commands;
mod diagnostic;
mod edit;
mod model;
mod pipeline;
#[cfg(test)]
mod proptests;
mod raw;
mod render;
mod rules;
mod schema;
mod score;
mod source;
mod validate;

use std::ffi::OsString;
use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

use clap::Parser;

/// The whole read-validate-score-render path on arbitrary bytes, for the fuzz target
/// (`fuzz/`): the first byte picks the format, the rest is the file. It must never panic.
#[doc(hidden)]
pub fn fuzz_one(data: &[u8]) {
    let Some((&selector, bytes)) = data.split_first() else {
        return;
    };
    let format = if selector % 2 == 0 {
        source::Format::Toml
    } else {
        source::Format::Yaml
    };
    let Ok(source) = source::decode("fuzz".into(), bytes.to_vec(), format) else {
        return;
    };
    let outcome = pipeline::evaluate_source(&source, &[]);
    let _ = diagnostic::render(
        &outcome.name,
        &outcome.text,
        &outcome.diagnostics,
        diagnostic::RenderStyle {
            color: false,
            width: 80,
        },
    );
    for format in [
        render::OutputFormat::Table,
        render::OutputFormat::Json,
        render::OutputFormat::Csv,
        render::OutputFormat::Markdown,
    ] {
        let _ = render::exporter(format, false, 80).file(&outcome, &mut io::sink());
    }
}

/// `batak add`'s splice on arbitrary bytes, for the fuzz target `append_deal`: the first
/// byte picks the format and the deal; whatever text comes out must read back without a
/// panic. It must never panic itself.
#[doc(hidden)]
pub fn fuzz_append(data: &[u8]) {
    let Some((&selector, bytes)) = data.split_first() else {
        return;
    };
    let format = if selector % 2 == 0 {
        source::Format::Toml
    } else {
        source::Format::Yaml
    };
    let Ok(original) = source::decode("fuzz".into(), bytes.to_vec(), format) else {
        return;
    };
    let contract = (selector & 2 == 0).then(|| edit::NewContract {
        declarer: "Ayşe".into(),
        bid: 7,
        trump: (selector & 4 == 0).then(|| "kupa".into()),
        tricks: if selector & 8 == 0 {
            edit::TricksArg::Counts(vec![7, 2, 2, 2])
        } else {
            edit::TricksArg::Named(vec![("Ayşe".into(), 7), ("x: y".into(), 6)])
        },
    });
    let deal = edit::NewDeal {
        dealer: (selector & 16 == 0).then(|| "Cem".into()),
        contract,
        note: (selector & 32 == 0).then(|| "a \"note\"\n".into()),
    };
    if let Ok(text) = edit::append(&original, &deal) {
        let candidate = source::Source {
            name: "fuzz".into(),
            text,
            format,
        };
        let _ = pipeline::evaluate_source(&candidate, &[]);
    }
}

/// Entry points for the benchmarks in `benches/`: each phase on its own.
#[doc(hidden)]
pub mod bench {
    use std::io;

    use crate::pipeline::{self, Outcome};
    use crate::render::{self, OutputFormat};
    use crate::source::{self, Format, Source};

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

    /// Parse only: every deal handed to a sink that keeps nothing. Returns the deal count.
    pub fn parse(text: &Text) -> usize {
        struct Count(usize);
        impl source::Sink for Count {
            fn header(&mut self, _root: &crate::raw::Node<'_>) {}
            fn deal(&mut self, _deal: &crate::raw::Node<'_>) {
                self.0 += 1;
            }
            fn reset(&mut self) {
                self.0 = 0;
            }
        }
        let mut count = Count(0);
        let _ = source::read_into(&text.0, &mut count);
        count.0
    }

    /// Parse and validate into the model. Returns the deal count.
    pub fn validate(text: &Text) -> usize {
        let mut checker = crate::validate::Checker::new(&[]);
        let _ = source::read_into(&text.0, &mut checker);
        checker.finish().game.map_or(0, |game| game.deals.len())
    }

    /// Parse, validate and score.
    pub fn evaluate(text: &Text) -> Scored {
        Scored(pipeline::evaluate_source(&text.0, &[]))
    }

    /// Score an already validated match again (the scoring alone). Returns a total.
    pub fn score(scored: &Scored) -> i64 {
        let scored = scored.0.scored.as_ref().expect("a valid match");
        crate::score::score(&scored.game, &scored.rules).totals[0]
    }

    /// Render in a format (`table`, `json`, `csv`, `markdown`), into nothing.
    pub fn render(scored: &Scored, format: &str) {
        let format = match format {
            "json" => OutputFormat::Json,
            "csv" => OutputFormat::Csv,
            "markdown" => OutputFormat::Markdown,
            _ => OutputFormat::Table,
        };
        let _ = render::exporter(format, false, 80).file(&scored.0, &mut io::sink());
    }
}

/// How a command ended: the exit code of SPEC §7.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Exit {
    /// Scored (warnings allowed).
    Ok = 0,
    /// A file has errors, could not be read, or has warnings under `--strict`.
    Invalid = 1,
    /// A bad command line, including a bad `--set`.
    Usage = 2,
}

/// Run batak with these arguments; returns the process exit code.
pub fn run(args: impl IntoIterator<Item = impl Into<OsString> + Clone>) -> ExitCode {
    let cli = match cli::Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(error) => {
            let code = error.exit_code();
            // --help and --version print to stdout and succeed; mistakes go to stderr.
            let _ = error.print();
            return ExitCode::from(code.clamp(0, 255) as u8);
        }
    };
    let mut out = Output::new();
    let exit = commands::dispatch(cli.command, &mut out);
    if out.finish().is_err() {
        return ExitCode::SUCCESS;
    }
    ExitCode::from(exit as u8)
}

/// Standard output, buffered; a closed pipe (`| head`) makes every later write a no-op.
pub(crate) struct Output {
    stdout: io::BufWriter<io::StdoutLock<'static>>,
    closed: bool,
}

impl Output {
    fn new() -> Self {
        Output {
            stdout: io::BufWriter::with_capacity(1 << 16, io::stdout().lock()),
            closed: false,
        }
    }

    /// Write bytes; after a broken pipe, quietly do nothing.
    pub(crate) fn emit(&mut self, bytes: &[u8]) {
        let _ = self.write_all(bytes);
    }

    /// Whether the reader went away (`| head`): stop making output.
    pub(crate) fn closed(&self) -> bool {
        self.closed
    }

    fn finish(&mut self) -> io::Result<()> {
        if self.closed {
            return Err(io::ErrorKind::BrokenPipe.into());
        }
        self.stdout.flush()
    }

    /// Whether stdout is a terminal.
    pub(crate) fn is_terminal() -> bool {
        io::stdout().is_terminal()
    }
}

impl Write for Output {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        if self.closed {
            return Err(io::ErrorKind::BrokenPipe.into());
        }
        self.stdout.write(bytes).inspect_err(|_| self.closed = true)
    }

    /// Writers (csv, serde_json) flush when they finish a piece; the buffer goes out
    /// when full and at the end, so stdout and stderr keep one order.
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Whether to colour a stream, from `--color` and `NO_COLOR`.
pub(crate) fn use_color(choice: cli::ColorChoice, terminal: bool) -> bool {
    match choice {
        cli::ColorChoice::Always => true,
        cli::ColorChoice::Never => false,
        cli::ColorChoice::Auto => {
            terminal && std::env::var_os("NO_COLOR").is_none_or(|value| value.is_empty())
        }
    }
}

/// The width to lay out for: `COLUMNS`, else the terminal's, else 80.
pub(crate) fn layout_width(terminal: bool) -> usize {
    if let Some(columns) = std::env::var("COLUMNS").ok().and_then(|c| c.parse().ok()) {
        return columns;
    }
    if terminal && let Some((terminal_size::Width(width), _)) = terminal_size::terminal_size() {
        return usize::from(width);
    }
    80
}
