//! What each subcommand does, from parsed arguments to bytes on stdout, reports on stderr
//! and an exit code. Each command takes its arguments and a `pipeline::Session` and
//! returns `Result<Exit, Stop>`: a problem is reported where it is found, and `?` carries
//! the exit code out. The work itself is in `pipeline`, `render`, `rules` and `edit`.

#[cfg(test)]
mod docs_gen;
pub(crate) mod edit;
pub(crate) mod meta;
pub(crate) mod read;
pub(crate) mod rules;
pub(crate) mod season;
pub(crate) mod watch;

pub(crate) use watch::follow;

use std::io::IsTerminal;

use crate::cli::{ColorChoice, FileArgs, InputArgs};
use crate::diagnostic::{self, Diagnostic, RenderStyle, problem};
use crate::lang::Lang;
use crate::pipeline::{Outcome, Session};
use crate::render::OutputFormat;
use crate::rules::{Assignment, Flag, parse_flag};
use crate::{Exit, Output, layout_width, use_color};

/// A command stopped early, its problem already reported: the exit code to end with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Stop(pub(crate) Exit);

/// How diagnostics are drawn on stderr.
pub(crate) fn stderr_style(color: ColorChoice, lang: Lang) -> RenderStyle {
    style(color, std::io::stderr().is_terminal(), lang)
}

/// How output for a person is drawn on `out`: in colour as `color` asks, as wide as `out`
/// is.
pub(crate) fn stdout_style(color: ColorChoice, out: &Output) -> RenderStyle {
    style(color, out.is_terminal(), out.lang)
}

/// How output is drawn on a stream that is a `terminal` or not.
fn style(color: ColorChoice, terminal: bool, lang: Lang) -> RenderStyle {
    RenderStyle {
        color: use_color(color, terminal),
        width: layout_width(terminal),
        lang,
    }
}

/// The session of a command that reads files: every `--set` parsed once (a mistake is
/// reported over the flag's text: exit 2), `--strict`, the input format and size limit;
/// and how its reports are drawn on stderr.
pub(crate) fn session(input: &InputArgs, lang: Lang) -> Result<(Session, RenderStyle), Stop> {
    let flags: Vec<Flag> = input
        .set
        .iter()
        .map(|text| Flag {
            text: text.clone(),
            start: 0,
            origin: "--set",
        })
        .collect();
    let style = stderr_style(input.file.color, lang);
    let flags = parse_flags(&flags, style)?;
    Ok((session_of(&input.file, flags), style))
}

/// The session of a command that reads files as `file` says, under the rules `flags`.
pub(crate) fn session_of(file: &FileArgs, flags: Vec<Assignment>) -> Session {
    Session {
        flags,
        strict: file.strict,
        input_format: file.input_format,
        max_size: file.max_size,
        special: crate::source::Special::Read,
    }
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

/// A deal `number` given to `command` that file `name`, of `count` deals, does not have,
/// drawn over the number; `help` says which deal the command takes when it is left out
/// (the last, or for `show` the last whose play is recorded).
pub(crate) fn no_such_deal_problem(
    name: &str,
    count: usize,
    command: &'static str,
    number: Option<usize>,
    help: crate::lang::Text,
) -> FlagProblem {
    let text = number.map_or_else(String::new, |n| n.to_string());
    let diagnostic = problem!(
        diagnostic::Code::FlagDeal,
        Some(0..text.len()),
        text!(
            "no-such-deal",
            name = diagnostic::escape_name(name),
            count = count,
            deal = &text
        ),
        label
    )
    .help(help);
    FlagProblem::new(command, text, diagnostic)
}

/// Print one source's diagnostics on standard error, as one report. A standard error that
/// cannot be written to is ignored: there is nowhere left to say so.
pub(crate) fn show(name: &str, text: &str, diagnostics: &[Diagnostic], style: RenderStyle) {
    say(&diagnostic::render(name, text, diagnostics, style));
}

/// A line on standard error (ignored if standard error is gone).
pub(crate) fn say(line: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr().lock(), "{line}");
}

/// Where a command's words go: what refused it, the warnings it brought, the lines that
/// say what became of the file. The commands draw them on standard error (a
/// `RenderStyle` is that report); `batak serve` keeps those of a change for the page that
/// asked.
pub(crate) trait Report {
    /// Diagnostics about `name` (`text` places them).
    fn show(&self, name: &str, text: &str, diagnostics: &[Diagnostic]);
    /// A line for people ("m.toml was not changed").
    fn say(&self, line: &str);
    /// The language its lines are in.
    fn lang(&self) -> Lang;

    /// A problem about `name` as a whole (it has no place in the text), which stops the
    /// command: exit 1.
    fn refuse(&self, name: &str, diagnostic: Diagnostic) -> Stop {
        self.show(name, "", &[diagnostic]);
        Stop(Exit::Invalid)
    }
}

/// The commands' report: drawn on standard error as it comes, in its style.
impl Report for RenderStyle {
    fn show(&self, name: &str, text: &str, diagnostics: &[Diagnostic]) {
        show(name, text, diagnostics, *self);
    }

    fn say(&self, line: &str) {
        say(line);
    }

    fn lang(&self) -> Lang {
        self.lang
    }
}

/// Print a file's diagnostics on stderr.
pub(crate) fn report(outcome: &Outcome, style: RenderStyle) {
    if !outcome.diagnostics.is_empty() {
        show(&outcome.name, &outcome.text, &outcome.diagnostics, style);
    }
}

/// A mistake in a flag's value: the diagnostic points into the flag's own text.
pub(crate) struct FlagProblem {
    flag: std::borrow::Cow<'static, str>,
    text: String,
    pub(crate) diagnostic: Box<Diagnostic>,
}

impl FlagProblem {
    /// A mistake in `flag`'s value `text` (or in a command's argument, named).
    pub(crate) fn new(
        flag: impl Into<std::borrow::Cow<'static, str>>,
        text: String,
        diagnostic: Diagnostic,
    ) -> FlagProblem {
        FlagProblem {
            flag: flag.into(),
            text,
            diagnostic: Box::new(diagnostic),
        }
    }

    /// The mistake shown to `report`: exit 2.
    pub(crate) fn shown(&self, report: &dyn Report) -> Stop {
        // A flag without a value (`--passed`) is named alone.
        let name = format!("{} {}", self.flag, self.text).trim_end().to_owned();
        report.show(&name, &self.text, std::slice::from_ref(&*self.diagnostic));
        Stop(Exit::Usage)
    }
}

/// Where `--format xlsx` writes its workbook: `--output PATH.xlsx`, which it needs.
/// `Ok(None)` for the other formats (which `printed` writes).
pub(crate) fn workbook_output<'p>(
    format: OutputFormat,
    output: Option<&'p std::path::Path>,
    inputs: &[String],
    style: RenderStyle,
) -> Result<Option<&'p std::path::Path>, Stop> {
    use diagnostic::Code::FlagOutput;
    let refuse = |name, diagnostic| FlagProblem::new("--output", name, diagnostic).shown(&style);
    if format != OutputFormat::Xlsx {
        return Ok(None);
    }
    let Some(path) = output else {
        // No --output at all: nothing to draw the problem over.
        let diagnostic = problem!(FlagOutput, None, text!("xlsx-output-missing"), label, help);
        return Err(refuse(String::new(), diagnostic));
    };
    let name = path.display().to_string();
    let span = Some(0..name.len());
    let named_xlsx =
        (path.extension()).is_some_and(|extension| extension.eq_ignore_ascii_case("xlsx"));
    let diagnostic = if !named_xlsx {
        problem!(
            FlagOutput,
            span,
            text!("xlsx-output-extension"),
            label,
            help
        )
    } else if reads(inputs, path) {
        problem!(FlagOutput, span, text!("xlsx-output-input"), label, help)
    } else {
        return Ok(Some(path));
    };
    Err(refuse(name, diagnostic))
}

/// Whether one of `inputs` is the file at `path` (or a link to it); `-` is the file behind
/// standard input (a match piped in from a file must not be written over either).
fn reads(inputs: &[String], path: &std::path::Path) -> bool {
    inputs.iter().any(|input| {
        let input = if input == "-" { "/dev/stdin" } else { input };
        crate::writer::same_file(path, std::path::Path::new(input))
    })
}

/// The names of files of a format: `-o page.html` names a page (the first, the one a
/// help suggests); a table is plain text.
const EXTENSIONS: [(&str, OutputFormat); 7] = [
    ("json", OutputFormat::Json),
    ("csv", OutputFormat::Csv),
    ("md", OutputFormat::Markdown),
    ("markdown", OutputFormat::Markdown),
    ("html", OutputFormat::Html),
    ("htm", OutputFormat::Html),
    ("xlsx", OutputFormat::Xlsx),
];

/// What `print` prints, to standard output, or with `--output PATH` (`output`) to that
/// file: every format but the workbook, which writes its own file. What is printed to
/// a file is made in memory and written to `path` whole (as every output file is
/// written), never over a match file being read; then "wrote PATH" is said. Nothing is
/// written when `print` stops at a command-line mistake, or prints nothing of files
/// with errors.
pub(crate) fn printed(
    (output, format): (Option<&std::path::Path>, OutputFormat),
    inputs: &[String],
    style: RenderStyle,
    out: &mut Output,
    print: impl FnOnce(&mut Output) -> Result<Exit, Stop>,
) -> Result<Exit, Stop> {
    // `-o -` is standard output, as `-` is standard input.
    let path = output.filter(|path| path.as_os_str() != "-");
    let Some(path) = path.filter(|_| format != OutputFormat::Xlsx) else {
        return print(out);
    };
    let name = path.display().to_string();
    let extension =
        (path.extension().and_then(|extension| extension.to_str())).map(str::to_ascii_lowercase);
    let refuse =
        |diagnostic| Err(FlagProblem::new("--output", name.clone(), diagnostic).shown(&style));
    // A name that says another format (`-o page.html` with the table) is a mistake.
    let said = (extension.as_deref())
        .and_then(|extension| EXTENSIONS.iter().find(|(named, _)| *named == extension))
        .map(|(_, said)| *said);
    if let Some(said) = said.filter(|&said| said != format) {
        let (format, said) = (format.name(), said.name());
        let diagnostic = problem!(
            diagnostic::Code::FlagOutput,
            Some(0..name.len()),
            text!("output-format", format = format, said = said),
            label(said = said),
            help(said = said)
        );
        return refuse(diagnostic);
    }
    if reads(inputs, path) {
        let diagnostic = problem!(
            diagnostic::Code::FlagOutput,
            Some(0..name.len()),
            text!("output-input"),
            help
        )
        .label(crate::lang::text!("xlsx-output-input-label"));
        return refuse(diagnostic);
    }
    // A match file's name (`-o friday.yaml`): what is printed is no match file, and a
    // match file of that name would be lost.
    if let Some(kind) = extension
        .as_ref()
        .filter(|_| crate::source::Format::from_path(path).is_some())
    {
        let fits = EXTENSIONS.iter().find(|(_, named)| *named == format);
        let diagnostic = problem!(
            diagnostic::Code::FlagOutput,
            Some(0..name.len()),
            text!("output-match-name", kind = kind.as_str()),
            label,
            help(extension = fits.map_or("txt", |(extension, _)| extension))
        );
        return refuse(diagnostic);
    }
    let mut file = Output::memory(out.lang);
    let exit = print(&mut file)?;
    let bytes = file.into_bytes();
    if exit == Exit::Usage {
        return Ok(exit);
    }
    // Nothing printed of files with errors leaves the file as it was; nothing printed of
    // good ones (`--format github`: no annotation) is what the file now holds.
    if bytes.is_empty() && exit != Exit::Ok {
        say(&crate::lang::say!(
            out.lang,
            "output-empty",
            file = diagnostic::escape_name(&name)
        ));
        return Ok(Exit::Invalid);
    }
    let wrote = crate::lang::say!(out.lang, "wrote", file = diagnostic::escape_name(&name));
    Ok(exit.max(write_file(path, &bytes, &wrote, style, out)))
}

/// Write `bytes` to `path` whole (as every output file is written), then print `wrote`,
/// the line saying so: if standard output then fails, the report says the file is there
/// all the same. A failure to write is reported and is exit 1.
pub(crate) fn write_file(
    path: &std::path::Path,
    bytes: &[u8],
    wrote: &str,
    style: RenderStyle,
    out: &mut Output,
) -> Exit {
    let name = path.display().to_string();
    if let Err(problem) = crate::writer::write_output(path, bytes) {
        show(&name, "", &[problem], style);
        return Exit::Invalid;
    }
    let file = diagnostic::escape_name(&name);
    out.changed = Some(crate::lang::say!(out.lang, "done-written", file = file));
    out.emit(format!("{wrote}\n").as_bytes());
    Exit::Ok
}

/// The end of what `book` made: with a `workbook` path, the workbook written there whole
/// (as every output file is written) and said so, a failure reported and exit 1; else the
/// exporter's last bytes on `out`. The command's `exit` so far is kept, or made worse.
pub(crate) fn end(
    book: &mut dyn crate::render::Exporter,
    workbook: Option<&std::path::Path>,
    exit: Exit,
    style: RenderStyle,
    out: &mut Output,
) -> Exit {
    let Some(path) = workbook else {
        let _ = book.end(out);
        return exit;
    };
    let name = path.display().to_string();
    let mut bytes = Vec::new();
    let bytes = match book.end(&mut bytes).map(|()| bytes) {
        Ok(bytes) if bytes.is_empty() => {
            // Every file had errors (reported): the file there is left as it was.
            let file = diagnostic::escape_name(&name);
            say(&crate::lang::say!(style.lang, "xlsx-nothing", file = file));
            return Exit::Invalid;
        }
        Ok(bytes) => bytes,
        Err(error) => {
            let problem = problem!(
                diagnostic::Code::IoWrite,
                text!(
                    "xlsx-failed",
                    error = crate::render::xlsx::failure_words(&error)
                ),
                help
            );
            show(&name, "", &[problem], style);
            return Exit::Invalid;
        }
    };
    let wrote = crate::lang::say!(out.lang, "wrote", file = diagnostic::escape_name(&name));
    exit.max(write_file(path, &bytes, &wrote, style, out))
}
