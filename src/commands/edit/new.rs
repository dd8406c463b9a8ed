//! `batak new`: a fresh match file from the command line (or like an earlier one).

use super::{
    Diagnostic, Exit, FlagProblem, NewArgs, Output, RenderStyle, Report, Rules, Stop, date_flag,
    diagnostic, edit_problem, editing::stdin_refused, file_format, known_name, pipeline, render,
    say, session, show, source, title_flag,
};
use crate::diagnostic::problem;
use crate::lang::{Lang, text};

/// Names given to `--players` (four or three), or to `--teams` (two): trimmed, exactly
/// as many as it wants, non-empty and distinct; else the mistake, drawn over the flag's
/// text.
fn names_flag(teams: bool, values: &[String]) -> Result<Vec<String>, FlagProblem> {
    let (flag, counts, name_code): (_, &[usize], _) = if teams {
        ("--teams", &[2], diagnostic::Code::TeamsCount)
    } else {
        ("--players", &[4, 3], diagnostic::Code::PlayersName)
    };
    let text = values.join(",");
    let names: Vec<String> = values
        .iter()
        .map(|value| crate::names::nfc(value.trim()).into_owned())
        .collect();
    if !counts.contains(&names.len()) {
        let count = names.len();
        let (code, message, help) = if teams {
            let help = text!("new-teams-count-help", example = "Us,Them");
            let message = text!("new-teams-count", count = count);
            (diagnostic::Code::TeamsCount, message, help)
        } else {
            let help = text!("new-players-count-help", example = "Ayşe,Burak,Cem,Deniz");
            let message = text!("new-players-count", count = count);
            (diagnostic::Code::PlayersCount, message, help)
        };
        let diagnostic = Diagnostic::error(code, Some(0..text.len()), message)
            .label(text!("new-names-given", count = count))
            .help(help);
        return Err(FlagProblem::new(flag, text, diagnostic));
    }
    for (index, name) in names.iter().enumerate() {
        // Names alike once case and Turkish letters are folded could not be told apart
        // on a command line typed without them (`sule` for Şule).
        let alike = names[..index]
            .iter()
            .find(|earlier| crate::names::folded(earlier) == crate::names::folded(name));
        if name.is_empty() || alike.is_some() {
            let message = match alike {
                Some(earlier) if earlier == name => {
                    text!("new-name-twice", flag = flag, name = name)
                }
                Some(earlier) => text!(
                    "new-name-alike",
                    flag = flag,
                    earlier = earlier,
                    name = name
                ),
                None => text!("new-name-empty", flag = flag),
            };
            // Where the name sits in the flag's text, after the others and their commas.
            let at: usize = values[..index].iter().map(|value| value.len() + 1).sum();
            let span = Some(at..at + values[index].len());
            let diagnostic = Diagnostic::error(name_code, span, message)
                .label(text!("syntax-here"))
                .help(text!("new-name-help"));
            return Err(FlagProblem::new(flag, text, diagnostic));
        }
    }
    Ok(names)
}

/// What `batak new --like OLD` takes from the earlier match.
pub(super) struct Like {
    players: Vec<String>,
    /// Team names the file gave (not the partners' names joined).
    teams: Option<Vec<String>>,
    /// The settings of its `[rules]`, the preset included.
    settings: Vec<crate::rules::Assignment>,
}

/// Read and judge OLD under its own rules (no --set), for `--like`.
pub(super) fn like(
    old: &str,
    session: &pipeline::Session,
    style: RenderStyle,
) -> Result<Like, Stop> {
    let outcome = session.own_rules().evaluate(old);
    let Some(scored) = outcome.scored() else {
        crate::commands::report(&outcome, style);
        // Errors past reading (the file has rules): say why nothing was made.
        if outcome.rules().is_some() {
            let file = diagnostic::escape_name(old);
            say(&crate::lang::say!(
                style.lang,
                "new-like-errors",
                file = file
            ));
        }
        return Err(Stop(Exit::Invalid));
    };
    let settings = crate::rules::SETTINGS
        .iter()
        .filter(|setting| scored.rules.origin(setting.id) == crate::rules::Origin::File)
        .map(|setting| crate::rules::Assignment {
            id: setting.id,
            value: scored.rules.value(setting.id),
        })
        .collect();
    let game = &scored.game;
    let teams = (game.teams != crate::model::Match::default_teams(&game.players))
        .then(|| game.teams.to_vec());
    Ok(Like {
        players: game.players.clone(),
        teams,
        settings,
    })
}

/// What the flags of `batak new` settle: the match's header, ready to write.
struct Settled {
    header: crate::edit::NewHeader,
    rules: Rules,
    /// A note when the date was given another way than year first.
    date_note: Option<String>,
}

/// `batak new`: the target and the flags checked, the header written and judged, the file
/// created, and what was made said.
pub(crate) fn new(args: &NewArgs, out: &mut Output) -> Result<Exit, Stop> {
    let (session, style) = session(&args.input, out.lang)?;
    let name = args.file.display().to_string();
    let format = target_format(args, &name, style)?;
    schema_flag(&args.schema).map_err(|problem| problem.shown(&style))?;
    // --like: the earlier match's players, teams and own settings, under what is given.
    let like = (args.like.as_deref())
        .map(|old| like(old, &session, style))
        .transpose()?;
    let settled = settle_flags(args, like.as_ref(), &session, style)
        .map_err(|problem| problem.shown(&style))?;
    let (header, rules) = (&settled.header, &settled.rules);
    let text = crate::edit::new_file(out.lang, format, header, rules, &args.schema);
    let source = source::Source {
        name: name.clone(),
        text,
        format,
    };
    // The new file must itself be a valid match: four distinct players, teams only in
    // partnership.
    let outcome = session.own_rules().outcome(&source);
    if outcome.fails() {
        // All a new file holds is what its command line gave (and `--like` took from a
        // sound match): a file it makes unsound is the command line's mistake (exit 2),
        // shown over the file as it would be written, which is not there.
        let label = crate::lang::say!(style.lang, "label-new");
        let name = format!("{name} ({label})");
        show(&name, &source.text, &outcome.diagnostics, style);
        return Err(Stop(Exit::Usage));
    }
    crate::writer::create_new(&args.file, &source.text)
        .map_err(|diagnostic| style.refuse(&name, diagnostic))?;
    notes_after(args, &settled, out.lang);
    let file = diagnostic::escape_name(&name);
    out.changed = Some(crate::lang::say!(out.lang, "done-created", file = file));
    out.emit(
        render::created_line(
            out.lang,
            &name,
            &header.players,
            header.teams.as_deref(),
            header.first_dealer.as_deref(),
            rules,
        )
        .as_bytes(),
    );
    Ok(Exit::Ok)
}

/// The file to create, refused when it is standard input, a dangling link or already
/// there; else its format.
fn target_format(args: &NewArgs, name: &str, style: RenderStyle) -> Result<source::Format, Stop> {
    if name == "-" {
        let help = text!("new-stdin-help");
        return Err(stdin_refused(&style, text!("new-stdin"), help));
    }
    // A link that leads to no file: nowhere, or round in a circle of links.
    if let Ok(points_to) = std::fs::read_link(&args.file)
        && let Err(error) = std::fs::metadata(&args.file)
    {
        let (message, help) = if error.kind() == std::io::ErrorKind::NotFound {
            let target = points_to.display().to_string();
            let message = text!("new-dangling", name = name, target = target);
            (message, text!("new-dangling-help"))
        } else {
            let error = crate::lang::system_words(&error);
            let message = text!("new-link-broken", name = name, error = error);
            (message, text!("new-link-broken-help"))
        };
        return Err(edit_problem(&style, name, message, help));
    }
    let format = file_format(name, &args.file, args.input.file.input_format, &style)?;
    if args.file.exists() {
        return Err(edit_problem(
            &style,
            name,
            text!("write-exists", name = name),
            text!("write-exists-help"),
        ));
    }
    Ok(format)
}

/// `--schema` refused when it is empty (the first line would point editors at nothing),
/// or holds a control character or a line break.
fn schema_flag(schema: &str) -> Result<(), FlagProblem> {
    let diagnostic = if schema.trim().is_empty() {
        problem!(
            diagnostic::Code::FlagSyntax,
            None,
            text!("new-schema-empty"),
            help
        )
    } else if schema.chars().any(char::is_control) {
        let span = Some(0..schema.len());
        problem!(
            diagnostic::Code::FlagSyntax,
            span,
            text!("new-schema"),
            label,
            help
        )
    } else {
        return Ok(());
    };
    Err(FlagProblem::new("--schema", schema.to_owned(), diagnostic))
}

/// The header's flags, each checked in turn, over what `--like` took from the earlier
/// match.
fn settle_flags(
    args: &NewArgs,
    like: Option<&Like>,
    session: &pipeline::Session,
    style: RenderStyle,
) -> Result<Settled, FlagProblem> {
    let mut flags = like.map_or_else(Vec::new, |like| like.settings.clone());
    flags.extend(session.flags.iter().cloned());
    let players = match like {
        Some(like) if args.players.is_empty() => like.players.clone(),
        _ => names_flag(false, &args.players)?,
    };
    let rules = Rules::layered(&[], &flags).seated(players.len());
    let teams = match (like, &args.teams) {
        (Some(like), None) if rules.partnership() => like.teams.clone(),
        (_, None) => None,
        // `--teams X,Y`: two names, and only under partnership rules.
        (_, Some(teams)) if !rules.partnership() => {
            let text = teams.join(",");
            let diagnostic = problem!(
                diagnostic::Code::TeamsPartnership,
                Some(0..text.len()),
                text!("new-teams-partnership"),
                label,
                help
            );
            return Err(FlagProblem::new("--teams", text, diagnostic));
        }
        (_, Some(teams)) => Some(names_flag(true, teams)?),
    };
    let first_dealer = args
        .dealer
        .as_deref()
        .map(|dealer| known_name(&style, "--dealer", dealer, dealer, &players, false))
        .transpose()?;
    let title = args.title.as_deref().map(title_flag).transpose()?;
    let date = (args.date.as_deref()).map(|date| date_flag(style.lang, date));
    let date = date.transpose()?;
    let (date, date_note) = date.map_or((None, None), |(date, note)| (Some(date), note));
    Ok(Settled {
        header: crate::edit::NewHeader {
            title,
            date,
            players,
            teams,
            first_dealer,
        },
        rules,
        date_note,
    })
}

/// The notes after the file is written: the date read another way, three players under
/// the classic rules, a schema that is not there yet.
fn notes_after(args: &NewArgs, settled: &Settled, lang: Lang) {
    if let Some(note) = &settled.date_note {
        say(note);
    }
    // Three players under the classic rules is seldom what a table means.
    if settled.header.players.len() == 3
        && settled.rules.preset() == crate::rules::PresetName::Classic
    {
        say(&crate::lang::say!(lang, "note-three-classic"));
    }
    // The schema line points editors at a file: say how to make it when it is not there.
    let schema = std::path::Path::new(&args.schema);
    let beside = args
        .file
        .parent()
        .unwrap_or(std::path::Path::new(""))
        .join(schema);
    if !args.schema.contains("://") && schema.is_relative() && !beside.exists() {
        say(&crate::lang::say!(
            lang,
            "note-schema",
            schema = diagnostic::escape_name(&args.schema),
            path = diagnostic::escape_name(&beside.display().to_string())
        ));
    }
}
