//! What each subcommand does, from parsed arguments to bytes on stdout, reports on stderr
//! and an exit code. Each command takes its arguments and a `pipeline::Session` and
//! returns `Result<Exit, Stop>`: a problem is reported where it is found, and `?` carries
//! the exit code out. The work itself is in `pipeline`, `render`, `rules` and `edit`.

mod docs_gen;
mod edit;
mod meta;
mod read;
mod rules;
mod season;
mod watch;

pub(crate) use docs_gen::docs;

use std::io::IsTerminal;

use crate::cli::{ColorChoice, Command, InputArgs};
use crate::diagnostic::{Diagnostic, RenderStyle};
use crate::pipeline::{Outcome, Session};
use crate::rules::{Assignment, Flag, parse_flag};
use crate::{Exit, Output, layout_width, use_color};

/// A command stopped early, its problem already reported: the exit code to end with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Stop(pub(crate) Exit);

/// Run one subcommand.
pub(crate) fn dispatch(command: Command, out: &mut Output) -> Exit {
    let result = match command {
        Command::Score(args) => read::score(&args, out),
        Command::Check(args) => read::check(&args, out),
        Command::Compare(args) => read::compare(&args, out),
        Command::Rules(args) => rules::rules(&args, out),
        Command::New(args) => edit::new(&args, out),
        Command::Add(args) => edit::add(&args, out),
        Command::Amend(args) => edit::amend(&args, out),
        Command::Remove(args) => edit::remove(&args, out),
        Command::Watch(args) => watch::watch(&args, out),
        Command::Stats(args) => season::stats(&args, out),
        Command::Chart(args) => season::chart(&args, out),
        Command::Show(args) => read::show_deal(&args, out),
        Command::Schema => {
            out.emit(crate::schema::text().as_bytes());
            Ok(Exit::Ok)
        }
        Command::Completions { shell } => Ok(meta::completions(shell, out)),
        Command::Man => meta::man(out),
    };
    match result {
        Ok(exit) | Err(Stop(exit)) => exit,
    }
}

/// How diagnostics are drawn on stderr.
pub(crate) fn stderr_style(color: ColorChoice) -> RenderStyle {
    let terminal = std::io::stderr().is_terminal();
    RenderStyle {
        color: use_color(color, terminal),
        width: layout_width(terminal),
    }
}

/// The session of a command that reads files: every `--set` parsed once (a mistake is
/// reported over the flag's text: exit 2), `--strict`, the input format and size limit.
pub(crate) fn session(input: &InputArgs) -> Result<Session, Stop> {
    let flags: Vec<Flag> = input
        .set
        .iter()
        .map(|text| Flag {
            text: text.clone(),
            start: 0,
            origin: "--set",
        })
        .collect();
    let flags = parse_flags(&flags, stderr_style(input.file.color))?;
    Ok(Session {
        flags,
        strict: input.file.strict,
        input_format: input.file.input_format,
        max_size: input.file.max_size,
        special: crate::source::Special::Read,
    })
}

pub(crate) fn parse_flags(flags: &[Flag], style: RenderStyle) -> Result<Vec<Assignment>, Stop> {
    let mut assignments = Vec::new();
    let mut failed = false;
    for flag in flags {
        match parse_flag(flag) {
            Ok(parsed) => assignments.extend(parsed),
            Err(problems) => {
                failed = true;
                let name = format!("{} {}", flag.origin, flag.text);
                show(&name, &flag.text, &problems, style);
            }
        }
    }
    if failed {
        Err(Stop(Exit::Usage))
    } else {
        Ok(assignments)
    }
}

/// Read `path` and judge it under the session: syntax and reading problems are reported
/// here (exit 1); the judgement's own diagnostics are the caller's to show.
pub(crate) fn read_and_judge(
    session: &Session,
    path: &str,
    style: RenderStyle,
) -> Result<(crate::source::Source, crate::pipeline::Judged), Stop> {
    let source = session.read(path).map_err(|unreadable| {
        show(&unreadable.name, "", &[*unreadable.diagnostic], style);
        Stop(Exit::Invalid)
    })?;
    let judged = session.judge_one(&source).map_err(|diagnostics| {
        show(&source.name, &source.text, &diagnostics, style);
        Stop(Exit::Invalid)
    })?;
    Ok((source, judged))
}

/// Print one source's diagnostics on stderr, as one report.
pub(crate) fn show(name: &str, text: &str, diagnostics: &[Diagnostic], style: RenderStyle) {
    crate::report(name, text, diagnostics, style);
}

/// A line on standard error (ignored if standard error is gone).
pub(crate) fn say(line: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr().lock(), "{line}");
}

/// Print a file's diagnostics on stderr.
pub(crate) fn report(outcome: &Outcome, style: RenderStyle) {
    if !outcome.diagnostics.is_empty() {
        show(&outcome.name, &outcome.text, &outcome.diagnostics, style);
    }
}

/// A mistake in a flag's value: the diagnostic points into the flag's own text.
pub(crate) struct FlagProblem {
    flag: &'static str,
    text: String,
    diagnostic: Box<Diagnostic>,
}

impl FlagProblem {
    pub(crate) fn new(flag: &'static str, text: String, diagnostic: Diagnostic) -> FlagProblem {
        FlagProblem {
            flag,
            text,
            diagnostic: Box::new(diagnostic),
        }
    }
}

/// Show a command-line mistake over the flag's text: exit 2.
pub(crate) fn usage_problem(problem: &FlagProblem, style: RenderStyle) -> Stop {
    let name = format!("{} {}", problem.flag, problem.text);
    show(
        &name,
        &problem.text,
        std::slice::from_ref(&*problem.diagnostic),
        style,
    );
    Stop(Exit::Usage)
}
