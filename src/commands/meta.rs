//! The commands about batak itself: shell completions and the man page.

use clap::CommandFactory;

use super::{Stop, say};
use crate::rules::SETTINGS;
use crate::{Exit, Output};

/// `batak completions SHELL`.
pub(crate) fn completions(shell: clap_complete::Shell, out: &mut Output) -> Exit {
    let mut buffer = Vec::new();
    clap_complete::generate(shell, &mut completion_command(), "batak", &mut buffer);
    out.emit(&buffer);
    Exit::Ok
}

/// `batak man`.
pub(crate) fn man(out: &mut Output) -> Result<Exit, Stop> {
    match man_page() {
        Ok(page) => {
            out.emit(&page);
            Ok(Exit::Ok)
        }
        Err(error) => {
            say(&format!("error: cannot render the man page: {error}"));
            Err(Stop(Exit::Invalid))
        }
    }
}

/// batak(1): the program, then every subcommand in full (with its examples) under
/// COMMANDS, then the examples, exit status and environment, so the page refers to no
/// other page (`clap_mangen` alone would point at batak-score(1) and others,
/// which do not exist).
fn man_page() -> std::io::Result<Vec<u8>> {
    let mut root = crate::cli::Cli::command();
    root.build();
    let man = clap_mangen::Man::new(root.clone());
    let mut page = Vec::new();
    man.render_title(&mut page)?;
    man.render_name_section(&mut page)?;
    man.render_synopsis_section(&mut page)?;
    man.render_description_section(&mut page)?;
    man.render_options_section(&mut page)?;
    page.extend_from_slice(b".SH COMMANDS\n");
    for command in root.get_subcommands().filter(|c| c.get_name() != "help") {
        let man = clap_mangen::Man::new(command.clone());
        let mut part = Vec::new();
        man.render_synopsis_section(&mut part)?;
        man.render_description_section(&mut part)?;
        man.render_options_section(&mut part)?;
        let part = String::from_utf8_lossy(&part)
            .replace(".SH SYNOPSIS\n", "")
            .replace(".SH DESCRIPTION\n", ".PP\n")
            .replace(".SH OPTIONS\n", ".PP\nOptions:\n");
        page.extend_from_slice(format!(".SS \"batak {}\"\n", command.get_name()).as_bytes());
        page.extend_from_slice(part.as_bytes());
        if let Some(examples) = command.get_after_help() {
            page.extend_from_slice(
                format!(".PP\n.nf\n{}\n.fi\n", roff_text(&examples.to_string())).as_bytes(),
            );
        }
    }
    if let Some(examples) = root.get_after_help() {
        page.extend_from_slice(
            format!(
                ".SH EXAMPLES\n.nf\n{}\n.fi\n",
                roff_text(&examples.to_string())
            )
            .as_bytes(),
        );
    }
    page.extend_from_slice(MORE.as_bytes());
    man.render_version_section(&mut page)?;
    Ok(page)
}

/// The page's sections clap does not make: the exit status and the environment.
const MORE: &str = "\
.SH \"EXIT STATUS\"
.TP
0
Scored (warnings allowed); a change was written (or shown by --dry-run).
.TP
1
A file has errors, could not be read or written, or has warnings under --strict; a change
was refused and the file left as it was.
.TP
2
A mistake on the command line, including a bad --set and a name that is not a player's.
.SH ENVIRONMENT
.TP
COLUMNS
The width to lay tables, charts and reports out for (else the terminal's, else 80).
.TP
NO_COLOR
When set and not empty, no colour unless --color always.
.TP
BATAK_COMPLETE
Set by the script that BATAK_COMPLETE=bash batak (or zsh, fish, elvish, powershell)
prints: batak then answers the shell's completion instead of running.
";

/// Text as roff shows it literally: a backslash doubled, a line starting with `.` or `'`
/// guarded.
fn roff_text(text: &str) -> String {
    text.replace('\\', "\\e")
        .lines()
        .map(|line| {
            if line.starts_with(['.', '\'']) {
                format!("\\&{line}")
            } else {
                line.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The command as completion scripts see it: `--set` offers every setting name.
fn completion_command() -> clap::Command {
    let names: Vec<String> = SETTINGS.iter().map(|s| format!("{}=", s.name)).collect();
    let offer = move |arg: clap::Arg| {
        arg.value_parser(clap::builder::PossibleValuesParser::new(names.clone()))
    };
    let mut command = crate::cli::Cli::command();
    for name in [
        "score", "check", "compare", "rules", "new", "stats", "chart", "watch",
    ] {
        let offer = offer.clone();
        command = command.mut_subcommand(name, move |sub| sub.mut_arg("set", offer));
    }
    command
}

/// `batak lsp`: serve the language server on standard input and output. Exit 0 after the
/// client's `shutdown` and `exit`, 1 when it leaves without them (as the protocol says).
pub(crate) fn lsp() -> Exit {
    let input = std::io::BufReader::new(std::io::stdin());
    match crate::lsp::serve(input, std::io::stdout().lock()) {
        Ok(true) => Exit::Ok,
        Ok(false) | Err(_) => Exit::Invalid,
    }
}
