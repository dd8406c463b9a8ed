//! The commands about batak itself: shell completions and the man page.

use std::io::Write;

use crate::lang::{Lang, say};
use crate::rules::SETTINGS;
use crate::{Exit, Output};

/// `batak completions SHELL`: the script for the command as completion scripts see it,
/// where `--set` offers every setting name, for every command that takes it.
pub(crate) fn completions(shell: clap_complete::Shell, out: &mut Output) -> Exit {
    let names: Vec<String> = SETTINGS.iter().map(|s| format!("{}=", s.name)).collect();
    let offer =
        |arg: clap::Arg| arg.value_parser(clap::builder::PossibleValuesParser::new(names.clone()));
    // Each command in place, in the order of `--help` (`mut_subcommand` would move it last).
    let mut command = crate::cli::localise::command(out.lang).mut_subcommands(|sub| {
        if sub.get_arguments().any(|arg| arg.get_id() == "set") {
            sub.mut_arg("set", offer)
        } else {
            sub
        }
    });
    let mut buffer = Vec::new();
    clap_complete::generate(shell, &mut command, "batak", &mut buffer);
    out.emit(&buffer);
    Exit::Ok
}

/// `batak man`.
pub(crate) fn man(out: &mut Output) -> Exit {
    // The page is written to memory, which never fails (clap_mangen fails only when its
    // writer does).
    let page = man_page(out.lang).expect("a page written to memory");
    out.emit(&page);
    Exit::Ok
}

/// batak(1): the program, then every subcommand in full (with its examples) under
/// COMMANDS, then the examples, exit status and environment, so the page refers to no
/// other page (`clap_mangen` alone would point at batak-score(1) and others,
/// which do not exist).
fn man_page(lang: Lang) -> std::io::Result<Vec<u8>> {
    let mut root = crate::cli::localise::command(lang);
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
        let mut part = String::from_utf8_lossy(&part)
            .replace(".SH SYNOPSIS\n", "")
            .replace(".SH DESCRIPTION\n", ".PP\n");
        // A command's headings (clap's, in the interface language) as paragraphs.
        for heading in [say!(lang, "cli-options"), say!(lang, "cli-arguments")] {
            // As clap_mangen writes it: upper case.
            let section = format!(".SH {}\n", heading.to_uppercase());
            part = part.replace(&section, &format!(".PP\n{heading}:\n"));
        }
        writeln!(page, ".SS \"batak {}\"", command.get_name())?;
        page.extend_from_slice(part.as_bytes());
        if let Some(examples) = command.get_after_help() {
            write!(page, ".PP\n{}", after_help_roff(&examples.to_string()))?;
        }
    }
    if let Some(examples) = root.get_after_help() {
        let examples = after_help_roff(&examples.to_string());
        write!(page, ".SH EXAMPLES\n{examples}")?;
    }
    page.extend_from_slice(more(lang).as_bytes());
    man.render_version_section(&mut page)?;
    // A synopsis as `clap_mangen` writes it may hold one group of choices wider than any
    // line (`<--declarer|--bid|…>`), which troff cannot fit: a break is allowed after each
    // `|`. And `…` is `...`, which a terminal without Unicode (the C locale) shows too.
    let page = String::from_utf8_lossy(&page)
        .replace("\\fR|\\fB", "\\fR|\\:\\fB")
        .replace('…', "...");
    Ok(headings_in_language(lang, page).into_bytes())
}

/// The widest an example's line is on the page: a terminal of 80 columns shows it with
/// the page's indent.
const EXAMPLE_COLUMNS: usize = 66;

/// A command's examples and notes as roff: prose as filled paragraphs (the reader's
/// width wraps them), the indented example lines as they are, a long one continued on
/// the next line after a `\` as a shell reads it.
fn after_help_roff(text: &str) -> String {
    let mut out = String::new();
    let mut verbatim = false;
    for line in text.lines() {
        let example = line.starts_with(' ');
        if example != verbatim {
            out.push_str(if example { ".nf\n" } else { ".fi\n" });
            verbatim = example;
        }
        if line.trim().is_empty() {
            out.push_str(if verbatim { "\n" } else { ".PP\n" });
        } else if example {
            out.push_str(&roff_text(&continued(line)));
            out.push('\n');
        } else {
            out.push_str(&roff_text(line));
            out.push('\n');
        }
    }
    if verbatim {
        out.push_str(".fi\n");
    }
    out
}

/// An example line cut at spaces into lines of at most `EXAMPLE_COLUMNS`, each but the
/// last ending in ` \`, the later ones indented two more: the lines, one text.
fn continued(line: &str) -> String {
    let indent = &line[..line.len() - line.trim_start().len()];
    let more = format!("{indent}  ");
    // Room is kept for the ` \`.
    let options = textwrap::Options::new(EXAMPLE_COLUMNS - 2)
        .initial_indent(indent)
        .subsequent_indent(&more)
        .break_words(false)
        .word_splitter(textwrap::WordSplitter::NoHyphenation)
        .wrap_algorithm(textwrap::WrapAlgorithm::FirstFit)
        .word_separator(textwrap::WordSeparator::Custom(shell_words));
    // Every line but the last is continued.
    textwrap::wrap(line.trim_start(), options).join(" \\\n")
}

/// `line` split after each of its spaces (each word with the space after it), but not
/// at one inside quotes ('…' or "…").
fn shell_words(line: &str) -> Box<dyn Iterator<Item = textwrap::core::Word<'_>> + '_> {
    let mut words = Vec::new();
    let mut start = 0;
    let mut quote = None;
    for (at, c) in line.char_indices() {
        match (quote, c) {
            (None, '\'' | '"') => quote = Some(c),
            (Some(open), _) if c == open => quote = None,
            // A comment is the rest of the line, never continued.
            (None, '#') if at == start => break,
            (None, ' ') => {
                words.push(textwrap::core::Word::from(&line[start..=at]));
                start = at + 1;
            }
            _ => {}
        }
    }
    words.push(textwrap::core::Word::from(&line[start..]));
    Box::new(words.into_iter())
}

/// The page's sections clap does not make: the exit status and the environment.
fn more(lang: Lang) -> String {
    let entries = [
        ("0", say!(lang, "man-exit-0")),
        ("1", say!(lang, "man-exit-1")),
        ("2", say!(lang, "man-exit-2")),
        (
            "LC_ALL, LC_MESSAGES, LANG, LANGUAGE",
            say!(lang, "man-env-lang"),
        ),
        ("COLUMNS", say!(lang, "man-env-columns")),
        ("NO_COLOR", say!(lang, "man-env-no-color")),
        ("BATAK_COMPLETE", say!(lang, "man-env-complete")),
    ];
    let mut out = String::from(".SH \"EXIT STATUS\"\n");
    for (index, (name, text)) in entries.iter().enumerate() {
        if index == 3 {
            out.push_str(".SH ENVIRONMENT\n");
        }
        out.push_str(&format!(".TP\n{name}\n{}\n", roff_text(text)));
    }
    out
}

/// `clap_mangen`'s section headings, and the page's own, in `lang`.
fn headings_in_language(lang: Lang, mut page: String) -> String {
    if lang == Lang::En {
        return page;
    }
    let headings = [
        (".SH NAME\n", say!(lang, "man-name")),
        (".SH SYNOPSIS\n", say!(lang, "man-synopsis")),
        (".SH DESCRIPTION\n", say!(lang, "man-description")),
        (".SH OPTIONS\n", say!(lang, "man-options")),
        (".SH COMMANDS\n", say!(lang, "man-commands")),
        (".SH EXAMPLES\n", say!(lang, "man-examples")),
        (".SH \"EXIT STATUS\"\n", say!(lang, "man-exit-status")),
        (".SH ENVIRONMENT\n", say!(lang, "man-environment")),
        (".SH VERSION\n", say!(lang, "man-version")),
    ];
    for (english, said) in headings {
        page = page.replace(english, &format!(".SH \"{said}\"\n"));
    }
    page
}

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

/// `batak lsp`: serve the language server on standard input and output. Exit 0 after the
/// client's `shutdown` and `exit`, 1 when it leaves without them (as the protocol says).
pub(crate) fn lsp(lang: Lang) -> Exit {
    let input = std::io::BufReader::new(std::io::stdin());
    match crate::lsp::serve(input, std::io::stdout().lock(), lang) {
        Ok(true) => Exit::Ok,
        Ok(false) | Err(_) => Exit::Invalid,
    }
}
