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

/// batak(1): the program, then every subcommand in full under COMMANDS, so the page
/// refers to no other page (`clap_mangen` alone would point at batak-score(1) and others,
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
    }
    man.render_version_section(&mut page)?;
    Ok(page)
}

/// The command as completion scripts see it: `--set` offers every setting name.
fn completion_command() -> clap::Command {
    let names: Vec<String> = SETTINGS.iter().map(|s| format!("{}=", s.name)).collect();
    let offer = move |arg: clap::Arg| {
        arg.value_parser(clap::builder::PossibleValuesParser::new(names.clone()))
    };
    let mut command = crate::cli::Cli::command();
    for name in ["score", "check", "compare", "rules", "new"] {
        let offer = offer.clone();
        command = command.mut_subcommand(name, move |sub| sub.mut_arg("set", offer));
    }
    command
}
