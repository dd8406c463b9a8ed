//! batak keeps score for Batak from a plain-text match file.
//!
//! Data flows one way: `source` reads text into the spanned tree of `raw`; `validate`
//! checks it under the rules layered by `rules` and builds the `model`; `score` computes
//! the scoreboard; `render` writes it. `pipeline` strings these together for one file and
//! `run` dispatches the commands.

mod cli;
mod commands;
mod compare;
mod complete;
mod date;
mod diagnostic;
mod edit;
#[doc(hidden)]
#[cfg(any(test, feature = "harness"))]
pub mod harness;
mod keys;
mod lang;
mod lsp;
mod model;
mod named;
mod names;
mod pipeline;
// The card-play engine: trick winners and the audit of a recorded play.
mod play;
#[cfg(test)]
mod proptests;
mod raw;
mod render;
mod rules;
mod schema;
mod score;
mod serve;
mod source;
mod stats;
mod validate;
mod writer;

use std::ffi::OsString;
use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

/// How a command ended: the exit code (docs/output.md); of two, the larger is the worse.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
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
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    // Asked by a shell for completions (BATAK_COMPLETE=bash …): answer and stop.
    complete::remember_shell();
    // The interface language this process's environment asks for.
    let lang = lang::negotiate(|name| std::env::var(name).ok());
    match clap_complete::CompleteEnv::with_factory(|| cli::localise::command(lang))
        .var(complete::VAR)
        .try_complete(args.clone(), std::env::current_dir().ok().as_deref())
    {
        Ok(true) => return ExitCode::SUCCESS,
        Ok(false) => {}
        Err(error) if error.kind() == clap::error::ErrorKind::Io => {
            // The script could not be written: as every write to standard output, a closed
            // pipe is quiet and a full disk exit 1. clap keeps only the system's words, which
            // end "(os error N)".
            let text = error.to_string();
            let code = (text.rsplit_once("(os error "))
                .and_then(|(_, code)| code.trim_end().trim_end_matches(')').parse().ok());
            return match code.map(io::Error::from_raw_os_error) {
                Some(failure) if failure.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
                Some(failure) => write_failed(&failure, None, lang),
                None => write_failed(&io::Error::other(text), None, lang),
            };
        }
        Err(error) => {
            let _ = error.print();
            return ExitCode::from(2);
        }
    }
    // The command line is parsed by a tree that builds the named command's arguments only;
    // only what clap would print (help, a version, a mistake) needs the whole tree in the
    // interface language, which takes time to build (every command's arguments and
    // texts): so only then is it built and asked.
    let parsed = cli::parse(&args, || cli::localise::command(lang));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(error) => {
            if let Some(exit) = bad_value(&error, &args, lang) {
                return exit;
            }
            let code = error.exit_code();
            // Mistakes go to stderr, with whatever the user typed escaped (a flag's value
            // may hold escape sequences); --help and --version print to stdout and succeed.
            if code != 0 {
                let text = cli::localise::error(&error, lang);
                let text = diagnostic::escape_controls(&text).into_owned();
                let _ = io::stderr().lock().write_all(text.as_bytes());
                return ExitCode::from(u8::try_from(code.clamp(0, 255)).unwrap_or(2));
            }
            return match error.print().and_then(|()| io::stdout().flush()) {
                Err(failure) if failure.kind() != io::ErrorKind::BrokenPipe => {
                    write_failed(&failure, None, lang)
                }
                _ => ExitCode::SUCCESS,
            };
        }
    };
    let stdout = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut out = Output::to(Sink::Stdout(stdout), lang);
    let exit = dispatch(cli.command, &mut out);
    match out.finish() {
        Ok(()) => ExitCode::from(exit as u8),
        Err(error) => write_failed(&error, out.changed.as_deref(), lang),
    }
}

/// Run one subcommand.
fn dispatch(command: cli::Command, out: &mut Output) -> Exit {
    use cli::Command;
    use commands::{Stop, edit, meta, read, season, watch};
    let result = match command {
        Command::Score(args) => read::score(&args, out),
        Command::Check(args) => read::check(&args, out),
        Command::Compare(args) => read::compare(&args, out),
        Command::Rules(args) => commands::rules::rules(&args, out),
        Command::New(args) => edit::new(&args, out),
        Command::Add(args) => edit::add(&args, &edit::terminal(&args.edit, out.lang), out),
        Command::Amend(args) => edit::amend(&args, &edit::terminal(&args.edit, out.lang), out),
        Command::Remove(args) => edit::remove(&args, &edit::terminal(&args.edit, out.lang), out),
        Command::Rename(args) => edit::rename(&args, out),
        Command::Watch(args) => watch::watch(&args, out),
        Command::Serve(args) => serve::serve(&args, out),
        Command::Stats(args) => season::stats(&args, out),
        Command::Chart(args) => season::chart(&args, out),
        Command::Show(args) => read::show_deal(&args, out),
        Command::Lsp => Ok(meta::lsp(out.lang)),
        Command::Schema => {
            out.emit(crate::schema::text().as_bytes());
            Ok(Exit::Ok)
        }
        Command::Completions { shell } => Ok(meta::completions(shell, out)),
        Command::Man => Ok(meta::man(out)),
    };
    match result {
        Ok(exit) | Err(Stop(exit)) => exit,
    }
}

/// A flag's value that one of batak's own parsers refused (`cli::value`): drawn over the
/// value like every other command-line mistake, named by its flag (a deal number by its
/// command: `amend x`), exit 2. `None` for clap's own errors.
fn bad_value(error: &clap::Error, args: &[OsString], lang: lang::Lang) -> Option<ExitCode> {
    use clap::error::{ContextKind, ContextValue};
    let bad = std::error::Error::source(error)?.downcast_ref::<cli::value::BadValue>()?;
    let context = |kind| match error.get(kind) {
        Some(ContextValue::String(text)) => Some(text.clone()),
        _ => None,
    };
    let arg = context(ContextKind::InvalidArg)?;
    let value = context(ContextKind::InvalidValue)?;
    let flag = match arg.split_once(' ') {
        Some((flag, _)) if arg.starts_with("--") => flag.to_owned(),
        // A positional value: named by the subcommand, the first word that is no flag.
        _ => args
            .iter()
            .skip(1)
            .map(|arg| arg.to_string_lossy())
            .find(|arg| !arg.starts_with('-'))
            .map_or(arg, std::borrow::Cow::into_owned),
    };
    let style = commands::stderr_style(cli::ColorChoice::Auto, lang);
    let shown = format!("{flag} {value}");
    commands::show(&shown, &value, &[(*bad.0).clone()], style);
    Some(ExitCode::from(Exit::Usage as u8))
}

/// Report a failed write to standard output (exit 1). When the command had already
/// changed a file, say so: running it again would make the change twice.
fn write_failed(error: &io::Error, changed: Option<&str>, lang: lang::Lang) -> ExitCode {
    let help = match changed {
        Some(change) => crate::lang::text!("io-stdout-changed-help", change = change),
        None => crate::lang::text!("io-stdout-help"),
    };
    let message = crate::lang::text!("io-stdout", error = crate::lang::system_words(error));
    let problem = diagnostic::Diagnostic::error(diagnostic::Code::IoWrite, None, message);
    let style = commands::stderr_style(cli::ColorChoice::Auto, lang);
    commands::show("<stdout>", "", &[problem.help(help)], style);
    ExitCode::from(Exit::Invalid as u8)
}

/// Standard output, buffered, or the bytes of a file being made (`--output`). After a
/// failed write every later write is a no-op; a closed pipe (`| head`) is quiet, any
/// other failure is reported at the end.
pub(crate) struct Output {
    sink: Sink,
    failed: Option<io::Error>,
    /// The language written for a person.
    pub(crate) lang: lang::Lang,
    /// What the command changed on disk ("m.toml was changed"), for the report of a
    /// failed write that comes after it.
    pub(crate) changed: Option<String>,
}

/// Where an `Output` goes.
enum Sink {
    Stdout(io::BufWriter<io::StdoutLock<'static>>),
    /// A file's bytes, written whole once the command has made them.
    Memory(Vec<u8>),
}

impl Output {
    /// An output kept in memory: what a command prints, to be written to a file.
    pub(crate) fn memory(lang: lang::Lang) -> Self {
        Output::to(Sink::Memory(Vec::new()), lang)
    }

    /// Output to `sink`, nothing failed or changed yet.
    fn to(sink: Sink, lang: lang::Lang) -> Self {
        Output {
            sink,
            failed: None,
            lang,
            changed: None,
        }
    }

    /// What was printed into a memory output (nothing for standard output).
    pub(crate) fn into_bytes(self) -> Vec<u8> {
        match self.sink {
            Sink::Memory(bytes) => bytes,
            Sink::Stdout(_) => Vec::new(),
        }
    }

    fn writer(&mut self) -> &mut dyn Write {
        match &mut self.sink {
            Sink::Stdout(stdout) => stdout,
            Sink::Memory(bytes) => bytes,
        }
    }

    /// Write bytes; after a failed write, quietly do nothing.
    pub(crate) fn emit(&mut self, bytes: &[u8]) {
        let _ = self.write_all(bytes);
    }

    /// Send what is buffered now (`watch` shows each re-score as it is made).
    pub(crate) fn push(&mut self) {
        if self.failed.is_none()
            && let Err(error) = self.writer().flush()
        {
            self.failed = Some(error);
        }
    }

    /// Whether writing failed (the reader went away, the disk is full): stop making output.
    pub(crate) fn closed(&self) -> bool {
        self.failed.is_some()
    }

    /// Flush what is left. A closed pipe is no failure; any other write error is.
    fn finish(&mut self) -> io::Result<()> {
        self.push();
        match self.failed.take() {
            Some(error) if error.kind() != io::ErrorKind::BrokenPipe => Err(error),
            _ => Ok(()),
        }
    }

    /// Whether this output is a terminal (a file being made never is).
    pub(crate) fn is_terminal(&self) -> bool {
        matches!(self.sink, Sink::Stdout(_)) && io::stdout().is_terminal()
    }
}

impl Write for Output {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        if self.failed.is_some() {
            return Err(io::ErrorKind::BrokenPipe.into());
        }
        self.writer().write(bytes).map_err(|error| {
            let kind = error.kind();
            self.failed = Some(error);
            kind.into()
        })
    }

    /// Writers (csv, `serde_json`) flush when they finish a piece; the buffer goes out
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

/// The width to lay out for: `COLUMNS`, else the terminal's, else 80 (0, an unknown
/// width, is none); never below 20 columns, where a report still reads.
pub(crate) fn layout_width(terminal: bool) -> usize {
    let columns = std::env::var("COLUMNS").ok().and_then(|c| c.parse().ok());
    let width = columns
        .filter(|&columns| columns > 0)
        .or_else(|| {
            // Asked only of a terminal: elsewhere crossterm runs `tput` twice to find out.
            let (width, _) = terminal.then(crossterm::terminal::size)?.ok()?;
            Some(usize::from(width)).filter(|&width| width > 0)
        })
        .unwrap_or(80);
    width.max(20)
}
