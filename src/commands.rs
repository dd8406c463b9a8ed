//! What each subcommand does, from parsed arguments to bytes on stdout, reports on stderr
//! and an exit code. The work itself is in `pipeline`, `render` and `rules`.

use std::io::IsTerminal;

use clap::CommandFactory;

use crate::cli::{
    AddArgs, CheckArgs, CheckFormat, ColorChoice, Command, CompareArgs, InputArgs, NewArgs,
    RulesArgs, RulesFormat, ScoreArgs,
};
use crate::diagnostic::{self, Diagnostic, RenderStyle};
use crate::pipeline::{self, Outcome};
use crate::render::{self, Comparison, Exporter, OutputFormat, Variant};
use crate::rules::{Assignment, Flag, PRESETS, Rules, SETTINGS, Setting, parse_flag};
use crate::source;
use crate::{Exit, Output, layout_width, use_color};

/// Run one subcommand.
pub(crate) fn dispatch(command: Command, out: &mut Output) -> Exit {
    match command {
        Command::Score(args) => score(&args, out),
        Command::Check(args) => check(&args, out),
        Command::Compare(args) => compare(&args, out),
        Command::Rules(args) => rules(&args, out),
        Command::New(args) => new(&args, out),
        Command::Add(args) => add(&args, out),
        Command::Schema => {
            out.emit(crate::schema::text().as_bytes());
            Exit::Ok
        }
        Command::Completions { shell } => {
            let mut buffer = Vec::new();
            clap_complete::generate(shell, &mut completion_command(), "batak", &mut buffer);
            out.emit(&buffer);
            Exit::Ok
        }
        Command::Man => match man_page() {
            Ok(page) => {
                out.emit(&page);
                Exit::Ok
            }
            Err(error) => {
                say(&format!("error: cannot render the man page: {error}"));
                Exit::Invalid
            }
        },
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

/// How diagnostics are drawn on stderr.
fn stderr_style(color: ColorChoice) -> RenderStyle {
    let terminal = std::io::stderr().is_terminal();
    RenderStyle {
        color: use_color(color, terminal),
        width: layout_width(terminal),
    }
}

/// Parse every `--set`; on a mistake report it over the flag's text (exit 2).
fn set_flags(input: &InputArgs) -> Result<Vec<Assignment>, Exit> {
    let flags: Vec<Flag> = input
        .set
        .iter()
        .map(|text| Flag {
            text: text.clone(),
            start: 0,
            origin: "--set",
        })
        .collect();
    parse_flags(&flags, stderr_style(input.file.color))
}

fn parse_flags(flags: &[Flag], style: RenderStyle) -> Result<Vec<Assignment>, Exit> {
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
        Err(Exit::Usage)
    } else {
        Ok(assignments)
    }
}

/// Print one source's diagnostics on stderr, as one report.
fn show(name: &str, text: &str, diagnostics: &[Diagnostic], style: RenderStyle) {
    crate::report(name, text, diagnostics, style);
}

/// A line on standard error (ignored if standard error is gone).
fn say(line: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr().lock(), "{line}");
}

/// Print a file's diagnostics on stderr.
fn report(outcome: &Outcome, style: RenderStyle) {
    if !outcome.diagnostics.is_empty() {
        show(&outcome.name, &outcome.text, &outcome.diagnostics, style);
    }
}

fn score(args: &ScoreArgs, out: &mut Output) -> Exit {
    let flags = match set_flags(&args.input) {
        Ok(flags) => flags,
        Err(exit) => return exit,
    };
    let style = stderr_style(args.input.file.color);
    let terminal = Output::is_terminal();
    let exporter = render::exporter(
        args.format,
        use_color(args.input.file.color, terminal),
        layout_width(terminal),
    );
    let _ = exporter.begin(out);
    let mut exit = Exit::Ok;
    for (index, path) in args.files.iter().enumerate() {
        let mut outcome = pipeline::evaluate(
            path,
            args.input.file.input_format,
            args.input.file.max_size,
            &flags,
        );
        outcome.apply_strict(args.input.file.strict);
        report(&outcome, style);
        if outcome.fails() {
            exit = Exit::Invalid;
        }
        if index > 0
            && matches!(args.format, OutputFormat::Table | OutputFormat::Markdown)
            && outcome.scored.is_some()
        {
            out.emit(b"\n");
        }
        let _ = exporter.file(&outcome, out);
        if out.closed() {
            break;
        }
    }
    exit
}

fn check(args: &CheckArgs, out: &mut Output) -> Exit {
    let flags = match set_flags(&args.input) {
        Ok(flags) => flags,
        Err(exit) => return exit,
    };
    let style = stderr_style(args.input.file.color);
    let mut exit = Exit::Ok;
    for path in &args.files {
        let mut outcome = pipeline::evaluate(
            path,
            args.input.file.input_format,
            args.input.file.max_size,
            &flags,
        );
        outcome.apply_strict(args.input.file.strict);
        report(&outcome, style);
        let fails = outcome.fails();
        if fails {
            exit = Exit::Invalid;
        }
        match args.format {
            CheckFormat::Json => {
                let _ = render::Json.file(&outcome, out);
            }
            CheckFormat::Text => {
                if let (false, Some(scored)) = (fails, &outcome.scored) {
                    let warnings = outcome.diagnostics.len();
                    let warned = match warnings {
                        0 => String::new(),
                        1 => ", 1 warning".into(),
                        n => format!(", {n} warnings"),
                    };
                    out.emit(
                        format!(
                            "{}: ok, {} deals{warned}; {}\n",
                            diagnostic::escape_name(&outcome.name),
                            scored.game.deals.len(),
                            render::result_line(scored, &render::escaped)
                        )
                        .as_bytes(),
                    );
                }
            }
        }
    }
    exit
}

/// Split `--with 'label:k=v,…'` into its label and the flag to parse.
fn with_flag(text: &str) -> (String, Flag) {
    let colon = text
        .find(':')
        .filter(|&colon| text.find('=').is_none_or(|equals| colon < equals));
    let start = colon.map_or(0, |colon| colon + 1);
    let label = match colon {
        Some(colon) => text[..colon].trim().to_owned(),
        None => text.to_owned(),
    };
    (
        label,
        Flag {
            text: text.to_owned(),
            start,
            origin: "--with",
        },
    )
}

fn compare(args: &CompareArgs, out: &mut Output) -> Exit {
    let style = stderr_style(args.input.file.color);
    let base = match set_flags(&args.input) {
        Ok(flags) => flags,
        Err(exit) => return exit,
    };
    let mut alternatives = Vec::new();
    let mut bad_flag = false;
    for text in &args.with {
        let (label, flag) = with_flag(text);
        match parse_flags(std::slice::from_ref(&flag), style) {
            Ok(assignments) => {
                let overrides = flag.text[flag.start..]
                    .split(',')
                    .map(|s| s.trim().to_owned())
                    .collect();
                alternatives.push((label, overrides, assignments));
            }
            Err(_) => bad_flag = true,
        }
    }
    // A bad --with is a command-line mistake (exit 2), but the good variants are still
    // compared and shown.
    let source = match source::read(
        &args.file,
        args.input.file.input_format,
        args.input.file.max_size,
    ) {
        Ok(source) => source,
        Err(unreadable) => {
            show(&unreadable.name, "", &[*unreadable.diagnostic], style);
            return Exit::Invalid;
        }
    };
    // With --set the first column is not the file's rules alone, and says so.
    let own_label = if args.input.set.is_empty() {
        "file's rules".to_owned()
    } else {
        format!("file's rules + {}", args.input.set.join(" "))
    };
    let all: Vec<(String, Vec<String>, Vec<Assignment>)> =
        std::iter::once((own_label, Vec::new(), Vec::new()))
            .chain(alternatives)
            .collect();
    // One read of the file feeds a checker per variant.
    let mut checkers = pipeline::Variants(
        all.iter()
            .map(|(_, _, assignments)| {
                let mut flags = base.clone();
                flags.extend(assignments.iter().cloned());
                crate::validate::Checker::new(&flags)
            })
            .collect(),
    );
    if let Err(diagnostics) = source::read_into(&source, &mut checkers) {
        show(&source.name, &source.text, &diagnostics, style);
        return Exit::Invalid;
    }
    let mut variants: Vec<Variant> = Vec::with_capacity(all.len());
    let mut failed = Vec::new();
    let mut exit = Exit::Ok;
    // What the file's own rules already report is shown once, not again per variant.
    let mut reported: Vec<Diagnostic> = Vec::new();
    for (position, ((label, overrides, _), checker)) in all.into_iter().zip(checkers.0).enumerate()
    {
        let (mut diagnostics, mut scored) = pipeline::finish(checker.finish(), &source.text);
        pipeline::apply_strict(&mut diagnostics, &mut scored, args.input.file.strict);
        let new: Vec<Diagnostic> = diagnostics
            .iter()
            .filter(|diagnostic| !reported.contains(diagnostic))
            .cloned()
            .collect();
        if !new.is_empty() {
            let name = if position == 0 {
                source.name.clone()
            } else {
                format!("{} ({label})", source.name)
            };
            show(&name, &source.text, &new, style);
        }
        if position == 0 {
            reported.clone_from(&diagnostics);
        }
        if let Some(scored) = scored {
            // Changes are counted against the file's own rules, when those scored.
            let own_failed = failed.first().is_some_and(|(position, _)| *position == 0);
            let own = variants.first().filter(|_| !own_failed);
            let changed_deals = own.map_or_else(Vec::new, |first: &Variant| {
                first.scored.board.changed_deals(&scored.board)
            });
            variants.push(Variant {
                label,
                overrides,
                scored,
                changed_deals,
            });
        } else {
            exit = Exit::Invalid;
            failed.push((
                position,
                render::Failed {
                    label,
                    overrides,
                    diagnostics,
                },
            ));
        }
    }
    let terminal = Output::is_terminal();
    let exporter = render::exporter(
        args.format,
        use_color(args.input.file.color, terminal),
        layout_width(terminal),
    );
    let comparison = Comparison {
        name: source.name.clone(),
        text: source.text,
        variants,
        failed,
    };
    // The variants that scored are shown even when others did not (exit 1 then).
    if !comparison.variants.is_empty() || args.format == OutputFormat::Json {
        let _ = exporter.comparison(&comparison, out);
    }
    if bad_flag { Exit::Usage } else { exit }
}

fn rules(args: &RulesArgs, out: &mut Output) -> Exit {
    let flags = match set_flags(&args.input) {
        Ok(flags) => flags,
        Err(exit) => return exit,
    };
    let style = stderr_style(args.input.file.color);
    let (rules, exit) = match &args.file {
        None => (Rules::layered(&[], &flags), Exit::Ok),
        Some(path) => {
            let source =
                match source::read(path, args.input.file.input_format, args.input.file.max_size) {
                    Ok(source) => source,
                    Err(unreadable) => {
                        show(&unreadable.name, "", &[*unreadable.diagnostic], style);
                        return Exit::Invalid;
                    }
                };
            let mut checker = crate::validate::Checker::new(&flags);
            if let Err(diagnostics) = source::read_into(&source, &mut checker) {
                show(&source.name, &source.text, &diagnostics, style);
                return Exit::Invalid;
            }
            // The same judgement as score and check: the warnings only scoring finds
            // (deals after the end) and --strict included.
            let checked = checker.finish();
            let rules = checked.rules.clone();
            let (mut diagnostics, mut scored) = pipeline::finish(checked, &source.text);
            pipeline::apply_strict(&mut diagnostics, &mut scored, args.input.file.strict);
            if !diagnostics.is_empty() {
                show(&source.name, &source.text, &diagnostics, style);
            }
            let exit = if scored.is_some() {
                Exit::Ok
            } else {
                Exit::Invalid
            };
            (rules, exit)
        }
    };
    match args.format {
        RulesFormat::Json => out.emit(&render::rules_object(&rules)),
        RulesFormat::Markdown => out.emit(docs::settings_markdown(Some(&rules)).as_bytes()),
        RulesFormat::Table => out.emit(rules_table(&rules).as_bytes()),
    }
    exit
}

/// The format of a file to write: given, or told by its name (else reported, exit 1).
fn file_format(
    name: &str,
    path: &std::path::Path,
    given: Option<source::Format>,
    style: RenderStyle,
) -> Result<source::Format, Exit> {
    given
        .or_else(|| source::Format::from_path(path))
        .ok_or_else(|| {
            show(name, "", &[source::unknown_format(name)], style);
            Exit::Invalid
        })
}

/// A mistake in a flag's value: the diagnostic points into the flag's own text.
struct FlagProblem {
    flag: &'static str,
    text: String,
    diagnostic: Box<Diagnostic>,
}

/// Show a command-line mistake over the flag's text: exit 2.
fn usage_problem(problem: &FlagProblem, style: RenderStyle) -> Exit {
    let name = format!("{} {}", problem.flag, problem.text);
    show(
        &name,
        &problem.text,
        std::slice::from_ref(&*problem.diagnostic),
        style,
    );
    Exit::Usage
}

/// Names given to a flag (`--players A,B,C,D`): trimmed, exactly `count`, non-empty and
/// distinct; else the mistake, drawn over the flag's text.
fn names_flag(
    flag: &'static str,
    values: &[String],
    count: usize,
    what: &str,
) -> Result<Vec<String>, FlagProblem> {
    let text = values.join(",");
    let names: Vec<String> = values.iter().map(|value| value.trim().to_owned()).collect();
    let code = if flag == "--teams" {
        diagnostic::Code::TeamsCount
    } else {
        diagnostic::Code::PlayersCount
    };
    let fail = |diagnostic: Diagnostic| FlagProblem {
        flag,
        text: text.clone(),
        diagnostic: Box::new(diagnostic),
    };
    if names.len() != count {
        return Err(fail(
            Diagnostic::error(
                code,
                Some(0..text.len()),
                format!("{flag} names {} instead of {what}", names.len()),
            )
            .label(format!("{} given", names.len()))
            .help(format!(
                "give {what}, separated by commas, e.g. {flag} {}",
                example(count)
            )),
        ));
    }
    // Where each name sits in the flag's text, to point at the one at fault.
    let mut offset = 0;
    let mut spans = Vec::with_capacity(values.len());
    for value in values {
        spans.push(offset..offset + value.len());
        offset += value.len() + 1;
    }
    for (index, name) in names.iter().enumerate() {
        let repeated = names[..index].contains(name);
        if name.is_empty() || repeated {
            let code = if flag == "--teams" {
                diagnostic::Code::TeamsCount
            } else {
                diagnostic::Code::PlayersName
            };
            let message = if repeated {
                format!("{flag} names \"{name}\" twice")
            } else {
                format!("{flag} has an empty name")
            };
            return Err(fail(
                Diagnostic::error(code, Some(spans[index].clone()), message)
                    .label("here")
                    .help("every name must be different and not empty"),
            ));
        }
    }
    Ok(names)
}

/// "A,B,C,D" or "X,Y": an example list of `count` names.
fn example(count: usize) -> &'static str {
    if count == 2 {
        "Us,Them"
    } else {
        "Ayşe,Burak,Cem,Deniz"
    }
}

/// Report a problem that is about a file but has no place in it (exists, changed on disk).
fn edit_problem(name: &str, message: String, help: &str, style: RenderStyle) -> Exit {
    let diagnostic = Diagnostic::error(diagnostic::Code::Edit, None, message).help(help);
    show(name, "", &[diagnostic], style);
    Exit::Invalid
}

fn new(args: &NewArgs, out: &mut Output) -> Exit {
    let style = stderr_style(args.input.file.color);
    let flags = match set_flags(&args.input) {
        Ok(flags) => flags,
        Err(exit) => return exit,
    };
    let name = args.file.display().to_string();
    let format = match file_format(&name, &args.file, args.input.file.input_format, style) {
        Ok(format) => format,
        Err(exit) => return exit,
    };
    if args.file.exists() {
        return edit_problem(
            &name,
            format!("{name} already exists; batak new never overwrites a file"),
            "choose another name, or add deals to it with batak add",
            style,
        );
    }
    if args.schema.chars().any(char::is_control) {
        let problem = FlagProblem {
            flag: "--schema",
            text: args.schema.clone(),
            diagnostic: Box::new(
                Diagnostic::error(
                    diagnostic::Code::FlagSyntax,
                    Some(0..args.schema.len()),
                    "--schema holds a control character or a line break",
                )
                .label("not a path or URL")
                .help("give the schema's path or URL on one line, e.g. --schema batak.schema.json"),
            ),
        };
        return usage_problem(&problem, style);
    }
    let rules = Rules::layered(&[], &flags);
    let players = match names_flag("--players", &args.players, 4, "four players") {
        Ok(players) => players,
        Err(problem) => return usage_problem(&problem, style),
    };
    let teams =
        match &args.teams {
            None => None,
            Some(_) if !rules.partnership() => {
                let text = args
                    .teams
                    .iter()
                    .flatten()
                    .cloned()
                    .collect::<Vec<_>>()
                    .join(",");
                let problem = FlagProblem {
                flag: "--teams",
                diagnostic: Box::new(Diagnostic::error(
                    diagnostic::Code::TeamsPartnership,
                    Some(0..text.len()),
                    "teams are only for partnership play, and these rules are not",
                )
                .label("teams without partnership")
                .help("add --set preset=esli (or --set partnership=true), or leave out --teams")),
                text,
            };
                return usage_problem(&problem, style);
            }
            Some(teams) => match names_flag("--teams", teams, 2, "two teams") {
                Ok(teams) => Some(teams),
                Err(problem) => return usage_problem(&problem, style),
            },
        };
    let text = crate::edit::new_file(format, &players, teams.as_deref(), &rules, &args.schema);
    // The new file must itself be a valid match: four distinct players, teams only in
    // partnership. Its diagnostics point into the text that would have been written.
    let source = source::Source {
        name: name.clone(),
        text,
        format,
    };
    let mut outcome = pipeline::evaluate_source(&source, &[]);
    outcome.apply_strict(args.input.file.strict);
    if outcome.fails() {
        report(&outcome, style);
        return Exit::Invalid;
    }
    if let Err(diagnostic) = crate::writer::create_new(&args.file, &source.text) {
        show(&name, "", &[diagnostic], style);
        return Exit::Invalid;
    }
    out.changed = Some(format!("{} was created", diagnostic::escape_name(&name)));
    let partnership = if rules.partnership() {
        ", partnership"
    } else {
        ""
    };
    out.emit(
        format!(
            "created {}: {}{partnership}; {}\n",
            diagnostic::escape_name(&name),
            render::escaped(&players.join(", ")),
            render::rules_summary(&rules)
        )
        .as_bytes(),
    );
    Exit::Ok
}

fn add(args: &AddArgs, out: &mut Output) -> Exit {
    let style = stderr_style(args.file_args.color);
    let name = if args.file == "-" {
        "<stdin>".to_owned()
    } else {
        args.file.clone()
    };
    if args.file == "-" {
        return edit_problem(
            &name,
            "batak add needs a file to change, not standard input".into(),
            "name the match file",
            style,
        );
    }
    let path = std::path::Path::new(&args.file);
    let format = match file_format(&name, path, args.file_args.input_format, style) {
        Ok(format) => format,
        Err(exit) => return exit,
    };
    // Locked from the read to the rename: concurrent adds queue instead of losing deals.
    let wait = std::time::Duration::from_secs(args.wait);
    let locked = match crate::writer::Locked::open(path, wait) {
        Ok(locked) => locked,
        Err(diagnostic) => {
            show(&name, "", &[diagnostic], style);
            return Exit::Invalid;
        }
    };
    let bytes = match locked.read(args.file_args.max_size) {
        Ok(bytes) => bytes,
        Err(diagnostic) => {
            show(&name, "", &[diagnostic], style);
            return Exit::Invalid;
        }
    };
    let fingerprint = crate::writer::fingerprint(&bytes);
    let bom = bytes.starts_with(b"\xef\xbb\xbf");
    let original = match source::decode(name.clone(), bytes, format) {
        Ok(source) => source,
        Err(unreadable) => {
            show(&unreadable.name, "", &[*unreadable.diagnostic], style);
            return Exit::Invalid;
        }
    };
    // The match as it is: whose names the flags may use, and which warnings it already
    // has (--strict judges only what the new deal adds).
    let before = pipeline::evaluate_source(&original, &[]);
    let deal = match new_deal(args, before.scored.as_ref()) {
        Ok(deal) => deal,
        Err(problem) => return usage_problem(&problem, style),
    };
    let appended = match crate::edit::append(&original, &deal) {
        Ok(appended) => appended,
        Err(crate::edit::Refusal::Unreadable(diagnostics, text)) => {
            show(&name, &text, &diagnostics, style);
            return Exit::Invalid;
        }
        Err(crate::edit::Refusal::Unsafe(diagnostic)) => {
            show(&name, &original.text, &[*diagnostic], style);
            return Exit::Invalid;
        }
    };
    let candidate = source::Source {
        name: format!("{name} (with the new deal)"),
        text: appended.text,
        format,
    };
    let mut outcome = pipeline::evaluate_source(&candidate, &[]);
    outcome.apply_strict_to_change(&before.diagnostics, args.file_args.strict);
    if outcome.fails() {
        report(&outcome, style);
        say(&format!(
            "{} was not changed",
            diagnostic::escape_name(&name)
        ));
        return Exit::Invalid;
    }
    let deals_after = outcome.scored.as_ref().map_or(0, |s| s.game.deals.len());
    if deals_after != appended.deals_before + 1 {
        return edit_problem(
            &name,
            "the edit did not add exactly one deal; refusing to guess".into(),
            "add the deal by hand",
            style,
        );
    }
    report(&outcome, style);
    if args.dry_run {
        let inserted = &appended.inserted;
        out.emit(format!("would append to {name}:\n{inserted}\n").as_bytes());
    } else {
        let mut text = candidate.text;
        if bom {
            text.insert(0, '\u{feff}');
        }
        if let Err(diagnostic) = locked.replace(&text, fingerprint) {
            show(&name, "", &[diagnostic], style);
            return Exit::Invalid;
        }
        out.changed = Some(format!(
            "the deal was added to {}",
            diagnostic::escape_name(&name)
        ));
        if let Some(target) = locked.link_target() {
            say(&format!(
                "{} is a link: the deal was written to {}",
                diagnostic::escape_name(&name),
                diagnostic::escape_name(&target.display().to_string())
            ));
        }
        if locked.other_links() > 0 {
            say(&format!(
                "note: {} had other hard links; they keep the old content (batak writes a new file and renames it)",
                diagnostic::escape_name(&name)
            ));
        }
    }
    if let Some(scored) = &outcome.scored {
        let terminal = Output::is_terminal();
        let table = render::Table {
            color: use_color(args.file_args.color, terminal),
            width: layout_width(terminal),
        };
        out.emit(table.standings_and_result(scored).as_bytes());
    }
    Exit::Ok
}

/// The deal the flags of `batak add` describe, names trimmed; a name that is not one of
/// the match's players (or teams, for `--tricks` in partnership) is a command-line
/// mistake drawn over its flag, with the nearest name suggested.
fn new_deal(
    args: &AddArgs,
    scored: Option<&pipeline::Scored>,
) -> Result<crate::edit::NewDeal, FlagProblem> {
    let known = |flag: &'static str, name: &str, names: &[String]| -> Result<String, FlagProblem> {
        let name = name.trim();
        if names.is_empty() || names.iter().any(|known| known == name) {
            return Ok(name.to_owned());
        }
        let suggestion = diagnostic::suggest(name, names.iter().map(String::as_str));
        let help = match suggestion {
            Some(suggestion) => format!("{suggestion} The players are {}", names.join(", ")),
            None => format!("the players are {}", names.join(", ")),
        };
        Err(FlagProblem {
            flag,
            text: name.to_owned(),
            diagnostic: Box::new(
                Diagnostic::error(
                    diagnostic::Code::UnknownPlayer,
                    Some(0..name.len()),
                    format!("{name} is not one of this match's players"),
                )
                .label("not a player")
                .help(help),
            ),
        })
    };
    let players: Vec<String> = scored.map_or_else(Vec::new, |s| s.game.players.to_vec());
    let dealer = args
        .dealer
        .as_deref()
        .map(|dealer| known("--dealer", dealer, &players))
        .transpose()?;
    let contract = match (&args.declarer, args.bid, &args.tricks) {
        (Some(declarer), Some(bid), Some(tricks)) => {
            let tricks = match tricks {
                crate::edit::TricksArg::Named(pairs) => {
                    let mut sides: Vec<String> = players.clone();
                    if let Some(scored) = scored.filter(|s| s.rules.partnership()) {
                        sides.extend(scored.game.teams.iter().cloned());
                    }
                    let named = pairs
                        .iter()
                        .map(|(side, count)| Ok((known("--tricks", side, &sides)?, *count)))
                        .collect::<Result<_, FlagProblem>>()?;
                    crate::edit::TricksArg::Named(named)
                }
                crate::edit::TricksArg::Counts(counts) => {
                    crate::edit::TricksArg::Counts(counts.clone())
                }
            };
            Some(crate::edit::NewContract {
                declarer: known("--declarer", declarer, &players)?,
                bid,
                trump: args.trump.as_deref().map(|trump| trump.trim().to_owned()),
                tricks,
            })
        }
        _ => None,
    };
    Ok(crate::edit::NewDeal {
        dealer,
        contract,
        note: args.note.clone(),
    })
}

/// The narrowest width at which `batak rules` is a table; below it each setting is a
/// block of lines, so no name or value is ever broken.
const RULES_TABLE_WIDTH: usize = 120;

/// `batak rules` for a terminal: the settings, then the presets.
fn rules_table(rules: &Rules) -> String {
    let width = layout_width(Output::is_terminal());
    if width < RULES_TABLE_WIDTH {
        return rules_blocks(rules, width);
    }
    let mut settings = comfy_table::Table::new();
    settings
        .load_style(render::TABLE_STYLE)
        .set_content_arrangement(comfy_table::ContentArrangement::Dynamic)
        .set_width(u16::try_from(width).unwrap_or(u16::MAX))
        .set_header(["setting", "value", "from", "default", "allowed", "meaning"]);
    for setting in SETTINGS {
        settings.add_row([
            setting.name.to_owned(),
            rules.value(setting.id).to_string(),
            rules.origin(setting.id).name().to_owned(),
            setting.default.to_string(),
            setting.allowed(),
            setting.meaning.to_owned(),
        ]);
    }
    // Names and values are never broken; what is allowed and the meaning wrap instead.
    for index in 0..4 {
        if let Some(column) = settings.column_mut(index) {
            column.set_constraint(comfy_table::ColumnConstraint::ContentWidth);
        }
    }
    let mut presets = comfy_table::Table::new();
    presets
        .load_style(render::TABLE_STYLE)
        .set_content_arrangement(comfy_table::ContentArrangement::Dynamic)
        .set_width(u16::try_from(width).unwrap_or(u16::MAX))
        .set_header(["preset", "what it is", "settings"]);
    for preset in PRESETS {
        presets.add_row([
            preset.name.to_owned(),
            preset.summary.to_owned(),
            docs::preset_settings(preset),
        ]);
    }
    if let Some(column) = presets.column_mut(0) {
        column.set_constraint(comfy_table::ColumnConstraint::ContentWidth);
    }
    format!("{settings}\n{presets}\n")
}

/// `batak rules` on a narrow screen: a block per setting and per preset, the first line
/// `name = value (from …, default …)`, then what is allowed and the meaning, wrapped at
/// spaces to `width`.
fn rules_blocks(rules: &Rules, width: usize) -> String {
    let mut out = String::new();
    for setting in SETTINGS {
        let origin = match rules.origin(setting.id) {
            crate::rules::Origin::Default => "(the default)".to_owned(),
            origin => format!("(from the {}; default {})", origin.name(), setting.default),
        };
        let first = format!("{}: {} {origin}", setting.name, rules.value(setting.id));
        out.push_str(&wrap_words(&first, width, ""));
        out.push_str(&wrap_words(&setting.allowed(), width, "    "));
        out.push_str(&wrap_words(setting.meaning, width, "    "));
    }
    out.push_str("\npresets\n");
    for preset in PRESETS {
        out.push_str(&wrap_words(
            &format!("{}: {}", preset.name, preset.summary),
            width,
            "",
        ));
        out.push_str(&wrap_words(&docs::preset_settings(preset), width, "    "));
    }
    out
}

/// `text` as lines of at most `width` columns after `indent`, broken only at spaces (a
/// word longer than a line stands alone on its line).
fn wrap_words(text: &str, width: usize, indent: &str) -> String {
    use unicode_width::UnicodeWidthStr;
    let room = width.saturating_sub(indent.width()).max(1);
    let mut out = String::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.width() + 1 + word.width() > room {
            out.push_str(&format!("{indent}{line}\n"));
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        out.push_str(&format!("{indent}{line}\n"));
    }
    out
}

/// Text generated from the declarations, for `batak rules` and the README (which a test
/// keeps equal to it).
pub(crate) mod docs {
    use super::{PRESETS, Rules, SETTINGS, Setting};
    use crate::rules::Preset;

    /// "`min_bid=4` `bid_points=1` …" with the base named first.
    pub(crate) fn preset_settings(preset: &Preset) -> String {
        let own: Vec<String> = preset
            .settings
            .iter()
            .map(|(id, value)| format!("{}={value}", Setting::of(*id).name))
            .collect();
        match (preset.base, own.is_empty()) {
            (_, true) => "(the defaults)".into(),
            (Some(base), false) => format!("{base} + {}", own.join(" ")),
            (None, false) => own.join(" "),
        }
    }

    /// The settings and presets as Markdown tables (with effective values when given).
    pub(crate) fn settings_markdown(rules: Option<&Rules>) -> String {
        let mut out = String::new();
        match rules {
            Some(_) => out.push_str("| setting | value | from | default | allowed | meaning |\n|---|---|---|---|---|---|\n"),
            None => out.push_str("| setting | default | allowed | meaning |\n|---|---|---|---|\n"),
        }
        for setting in SETTINGS {
            let effective = rules.map_or(String::new(), |rules| {
                format!(
                    " `{}` | {} |",
                    rules.value(setting.id),
                    rules.origin(setting.id).name()
                )
            });
            out.push_str(&format!(
                "| `{}` |{effective} `{}` | {} | {} |\n",
                setting.name,
                setting.default,
                setting.allowed(),
                setting.meaning.replace('|', "\\|")
            ));
        }
        out.push_str("\n| preset | what it is | settings |\n|---|---|---|\n");
        for preset in PRESETS {
            out.push_str(&format!(
                "| `{}` | {} | `{}` |\n",
                preset.name,
                preset.summary,
                preset_settings(preset)
            ));
        }
        out
    }

    /// Every diagnostic code with what triggers it, as a Markdown table.
    #[cfg(test)]
    pub(crate) fn codes_markdown() -> String {
        let mut out = String::from("| code | what triggers it | example |\n|---|---|---|\n");
        for code in crate::diagnostic::Code::ALL {
            out.push_str(&format!(
                "| `{}` | {} | {} |\n",
                code.name(),
                code.summary(),
                code.example()
            ));
        }
        out
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        /// Replace what stands between `<!-- name: … -->` and `<!-- /name -->` in the README
        /// with `generated`; with `BATAK_UPDATE_DOCS=1` write it back, else fail on a difference.
        fn check_section(name: &str, generated: &str) {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/README.md");
            let readme = std::fs::read_to_string(path).expect("README.md");
            let open = format!("<!-- {name}:");
            let close = format!("<!-- /{name} -->");
            let start = readme.find(&open).expect("opening marker");
            let start = start + readme[start..].find('\n').expect("marker line") + 1;
            let end = readme.find(&close).expect("closing marker");
            if readme[start..end] == *generated {
                return;
            }
            if std::env::var_os("BATAK_UPDATE_DOCS").is_some() {
                let updated = format!("{}{generated}{}", &readme[..start], &readme[end..]);
                std::fs::write(path, updated).expect("write README.md");
                return;
            }
            panic!(
                "README.md's {name} section differs from the code; run BATAK_UPDATE_DOCS=1 cargo test"
            );
        }

        #[test]
        fn readme_lists_every_setting_and_preset() {
            check_section("settings", &settings_markdown(None));
        }

        #[test]
        fn readme_lists_every_diagnostic_code() {
            check_section("codes", &codes_markdown());
        }
    }
}
