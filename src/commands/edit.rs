//! The commands that write a match file: `new`, `add`, `amend` and `remove`.

use crate::cli::{AddArgs, AmendArgs, EditArgs, NewArgs, RemoveArgs};
use crate::diagnostic::{self, Diagnostic, RenderStyle};
use crate::pipeline;
use crate::render;
use crate::rules::Rules;
use crate::source;
use crate::validate::DealKey;
use crate::{Exit, Output, layout_width, use_color};

use super::{FlagProblem, Stop, report, say, session, show, stderr_style, usage_problem};

/// The format of a file to write: given, or told by its name (else reported, exit 1).
fn file_format(
    name: &str,
    path: &std::path::Path,
    given: Option<source::Format>,
    style: RenderStyle,
) -> Result<source::Format, Stop> {
    // The name says what the new file is; --input-format is for what is read.
    source::Format::from_path(path).or(given).ok_or_else(|| {
        show(name, "", &[source::unknown_format(name)], style);
        Stop(Exit::Invalid)
    })
}

/// A flag that lists names: how many, what they are, and the codes of its mistakes.
struct NameList {
    flag: &'static str,
    /// How many names it may list.
    counts: &'static [usize],
    what: &'static str,
    example: &'static str,
    count_code: diagnostic::Code,
    name_code: diagnostic::Code,
}

/// `--players A,B,C,D`.
const PLAYERS_FLAG: NameList = NameList {
    flag: "--players",
    counts: &[4, 3],
    what: "four players (or three)",
    example: "Ayşe,Burak,Cem,Deniz",
    count_code: diagnostic::Code::PlayersCount,
    name_code: diagnostic::Code::PlayersName,
};

/// `--teams X,Y`.
const TEAMS_FLAG: NameList = NameList {
    flag: "--teams",
    counts: &[2],
    what: "two teams",
    example: "Us,Them",
    count_code: diagnostic::Code::TeamsCount,
    name_code: diagnostic::Code::TeamsCount,
};

/// Names given to a flag: trimmed, exactly as many as the list wants, non-empty and
/// distinct; else the mistake, drawn over the flag's text.
fn names_flag(list: &NameList, values: &[String]) -> Result<Vec<String>, FlagProblem> {
    let NameList {
        flag, counts, what, ..
    } = *list;
    let text = values.join(",");
    let names: Vec<String> = values.iter().map(|value| value.trim().to_owned()).collect();
    if !counts.contains(&names.len()) {
        let diagnostic = Diagnostic::error(
            list.count_code,
            Some(0..text.len()),
            format!("{flag} names {} instead of {what}", names.len()),
        )
        .label(format!("{} given", names.len()))
        .help(format!(
            "give {what}, separated by commas, e.g. {flag} {}",
            list.example
        ));
        return Err(FlagProblem::new(flag, text, diagnostic));
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
            let message = if repeated {
                format!("{flag} names \"{name}\" twice")
            } else {
                format!("{flag} has an empty name")
            };
            let diagnostic = Diagnostic::error(list.name_code, Some(spans[index].clone()), message)
                .label("here")
                .help("every name must be different and not empty");
            return Err(FlagProblem::new(flag, text, diagnostic));
        }
    }
    Ok(names)
}

/// What `batak new --like OLD` takes from the earlier match.
struct Like {
    players: Vec<String>,
    /// Team names the file gave (not the partners' names joined).
    teams: Option<Vec<String>>,
    /// The settings of its `[rules]`, the preset included.
    settings: Vec<crate::rules::Assignment>,
}

/// Read and judge OLD under its own rules (no --set), for `--like`.
fn like(old: &str, session: &pipeline::Session, style: RenderStyle) -> Result<Like, Stop> {
    let own = pipeline::Session {
        flags: Vec::new(),
        ..session.clone()
    };
    let (source, judged) = super::read_and_judge(&own, old, style)?;
    let Some(scored) = judged.scored else {
        show(&source.name, &source.text, &judged.diagnostics, style);
        say(&format!(
            "{} has errors, so batak new cannot start like it",
            diagnostic::escape_name(old)
        ));
        return Err(Stop(Exit::Invalid));
    };
    let settings = crate::rules::SETTINGS
        .iter()
        .filter(|setting| judged.rules.origin(setting.id) == crate::rules::Origin::File)
        .map(|setting| crate::rules::Assignment {
            id: setting.id,
            value: judged.rules.value(setting.id),
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

/// `--teams X,Y`: two names, and only under partnership rules.
fn teams_flag(teams: Option<&[String]>, rules: &Rules) -> Result<Option<Vec<String>>, FlagProblem> {
    let Some(teams) = teams else {
        return Ok(None);
    };
    if !rules.partnership() {
        let text = teams.join(",");
        return Err(FlagProblem {
            flag: "--teams",
            diagnostic: Box::new(
                Diagnostic::error(
                    diagnostic::Code::TeamsPartnership,
                    Some(0..text.len()),
                    "teams are only for partnership play, and these rules are not",
                )
                .label("teams without partnership")
                .help("add --set preset=esli (or --set partnership=true), or leave out --teams"),
            ),
            text,
        });
    }
    names_flag(&TEAMS_FLAG, teams).map(Some)
}

/// Report a problem that is about a file but has no place in it (exists, changed on disk).
fn edit_problem(name: &str, message: String, help: &str, style: RenderStyle) -> Stop {
    let diagnostic = Diagnostic::error(diagnostic::Code::Edit, None, message).help(help);
    show(name, "", &[diagnostic], style);
    Stop(Exit::Invalid)
}

pub(crate) fn new(args: &NewArgs, out: &mut Output) -> Result<Exit, Stop> {
    let style = stderr_style(args.input.file.color);
    let session = session(&args.input)?;
    let name = args.file.display().to_string();
    if name == "-" {
        // A command-line mistake: exit 2.
        let _ = edit_problem(
            "<stdin>",
            "batak new writes a file, and - is standard input, not a file".into(),
            "name the file to create, e.g. batak new friday.toml --players …",
            style,
        );
        return Err(Stop(Exit::Usage));
    }
    if let Ok(points_to) = std::fs::read_link(&args.file)
        && !args.file.exists()
    {
        return Err(edit_problem(
            &name,
            format!(
                "{name} is a link to {}, which does not exist; batak new will not write through it",
                points_to.display()
            ),
            "remove the link, or create the file it points to",
            style,
        ));
    }
    let format = file_format(&name, &args.file, args.input.file.input_format, style)?;
    if args.file.exists() {
        return Err(edit_problem(
            &name,
            format!("{name} already exists; batak new never overwrites a file"),
            "choose another name, or add deals to it with batak add",
            style,
        ));
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
        return Err(usage_problem(&problem, style));
    }
    // --like: the earlier match's players, teams and own settings, under what is given.
    let like = match &args.like {
        Some(old) => Some(like(old, &session, style)?),
        None => None,
    };
    let mut flags = like
        .as_ref()
        .map_or_else(Vec::new, |like| like.settings.clone());
    flags.extend(session.flags.iter().cloned());
    let players = match &like {
        Some(like) if args.players.is_empty() => like.players.clone(),
        _ => names_flag(&PLAYERS_FLAG, &args.players)
            .map_err(|problem| usage_problem(&problem, style))?,
    };
    let rules = Rules::layered(&[], &flags).seated(players.len());
    let teams = match (&like, &args.teams) {
        (Some(like), None) if rules.partnership() => like.teams.clone(),
        _ => teams_flag(args.teams.as_deref(), &rules)
            .map_err(|problem| usage_problem(&problem, style))?,
    };
    let first_dealer = args
        .dealer
        .as_deref()
        .map(|dealer| known_name("--dealer", dealer, dealer, &players, "players"))
        .transpose()
        .map_err(|problem| usage_problem(&problem, style))?;
    let title = args
        .title
        .as_deref()
        .map(title_flag)
        .transpose()
        .map_err(|problem| usage_problem(&problem, style))?;
    let date = args
        .date
        .as_deref()
        .map(date_flag)
        .transpose()
        .map_err(|problem| usage_problem(&problem, style))?;
    let header = crate::edit::NewHeader {
        title: title.as_deref(),
        date: date.as_ref().map(|(date, _)| date.as_str()),
        players: &players,
        teams: teams.as_deref(),
        first_dealer: first_dealer.as_deref(),
    };
    let text = crate::edit::new_file(format, &header, &rules, &args.schema);
    // The new file must itself be a valid match: four distinct players, teams only in
    // partnership. Its diagnostics point into the text that would have been written.
    let source = source::Source {
        name: name.clone(),
        text,
        format,
    };
    let mut outcome = session.judge_change(&source, &[]);
    if outcome.fails() {
        outcome.text.clone_from(&source.text);
        report(&outcome, style);
        return Err(Stop(Exit::Invalid));
    }
    if let Err(diagnostic) = crate::writer::create_new(&args.file, &source.text) {
        show(&name, "", &[diagnostic], style);
        return Err(Stop(Exit::Invalid));
    }
    if let Some((_, Some(note))) = &date {
        say(note);
    }
    // Three players under the classic rules is seldom what a table means.
    if players.len() == 3 && rules.value(crate::rules::Id::Preset).to_string() == "classic" {
        say(
            "note: three players, scored as the classic paper sheet; Gömmeli (16 cards each, 10 points a trick) is --set preset=gommeli",
        );
    }
    // The schema line points editors at a file: say how to make it when it is not there.
    let schema = std::path::Path::new(&args.schema);
    let beside = args
        .file
        .parent()
        .unwrap_or(std::path::Path::new(""))
        .join(schema);
    if !args.schema.contains("://") && schema.is_relative() && !beside.exists() {
        say(&format!(
            "note: the file's first line points editors at {} for completion and checks as you type; make it with: batak schema > {}",
            diagnostic::escape_name(&args.schema),
            diagnostic::escape_name(&beside.display().to_string())
        ));
    }
    out.changed = Some(format!("{} was created", diagnostic::escape_name(&name)));
    out.emit(
        render::created_line(
            &name,
            &players,
            teams.as_deref(),
            first_dealer.as_deref(),
            &rules,
        )
        .as_bytes(),
    );
    Ok(Exit::Ok)
}

/// A match file opened for a change (`add`, `remove`): locked and read (its text is the
/// caller's, let go once the change is spliced), then judged as it is by `judge`, in the
/// reading the splice takes. The change is spliced by `edit`, judged by `finish`, and
/// written by `write`: one flow for every command that changes a file.
struct Editing {
    name: String,
    format: source::Format,
    session: pipeline::Session,
    style: RenderStyle,
    locked: crate::writer::Locked,
    fingerprint: u64,
    bom: bool,
    /// The match as it is: its names, warnings and deals, to judge the change against.
    before: Before,
}

/// Whose note the match as it was keeps: no deal's, or deal N's (`None`: the last).
#[derive(Debug, Clone, Copy)]
enum NoteOf {
    Nothing,
    Deal(Option<usize>),
}

/// The match as it was before the change: its diagnostics and, when valid, its score.
struct Before {
    diagnostics: Vec<Diagnostic>,
    scored: Option<pipeline::Scored>,
}

impl Editing {
    /// Lock `file` (waiting up to `wait` seconds for another batak) and read it: the
    /// file's text is returned beside.
    fn open(file: &str, options: &EditArgs, what: &str) -> Result<(Editing, source::Source), Stop> {
        let (file_args, wait) = (&options.file_args, options.wait);
        let style = stderr_style(file_args.color);
        // Commands that change a file take no house rules: the file's own are the ones.
        let session = pipeline::Session {
            flags: Vec::new(),
            strict: file_args.strict,
            input_format: file_args.input_format,
            max_size: file_args.max_size,
            special: crate::source::Special::Read,
        };
        if file == "-" {
            // A command-line mistake: exit 2.
            let _ = edit_problem(
                "<stdin>",
                format!("batak {what} needs a file to change, not standard input"),
                "name the match file",
                style,
            );
            return Err(Stop(Exit::Usage));
        }
        let name = file.to_owned();
        let refuse = |text: &str, diagnostics: &[Diagnostic]| {
            show(&name, text, diagnostics, style);
            Stop(Exit::Invalid)
        };
        let path = std::path::Path::new(file);
        let format = file_format(&name, path, session.input_format, style)?;
        // Locked from the read to the rename: concurrent writers queue, nothing is lost.
        let wait = std::time::Duration::from_secs(wait);
        let locked = crate::writer::Locked::open(path, wait).map_err(|d| refuse("", &[d]))?;
        let bytes = locked
            .read(session.max_size)
            .map_err(|d| refuse("", &[d]))?;
        let fingerprint = crate::writer::fingerprint(&bytes);
        let bom = bytes.starts_with(b"\xef\xbb\xbf");
        let original = source::decode(name.clone(), bytes, format)
            .map_err(|unreadable| refuse("", &[*unreadable.diagnostic]))?;
        let editing = Editing {
            name,
            format,
            session,
            style,
            locked,
            fingerprint,
            bom,
            before: Before {
                diagnostics: Vec::new(),
                scored: None,
            },
        };
        Ok((editing, original))
    }

    /// Judge the file as it is (`original`, its text) in the one reading a change to deal
    /// `number` takes of it (see `edit::read_for_change`), which is returned. Of the deals'
    /// notes only that of deal `note_of` is kept (`amend` checks it).
    fn judge<'o>(
        &mut self,
        original: &'o source::Source,
        number: Option<usize>,
        note_of: NoteOf,
    ) -> crate::edit::Read<'o> {
        // Judged without copying the text.
        let mut checker = crate::validate::Checker::new(&[]);
        let read = crate::edit::read_with_digest(number, |each| {
            source::read_into_keeping(original, &mut checker, number, each)
        });
        let (diagnostics, mut scored) = match &read {
            Ok(_) => pipeline::finish(checker.finish(), &original.text),
            Err(diagnostics) => (diagnostics.clone(), None),
        };
        if let Some(scored) = &mut scored {
            // Each deal's score is not needed to judge a change (its deals, players, rules
            // and standings are), nor are the notes of the deals it leaves: a large file's
            // are many.
            scored.board.deals = Vec::new();
            let index = match note_of {
                NoteOf::Nothing => None,
                NoteOf::Deal(number) => number.unwrap_or(scored.game.deals.len()).checked_sub(1),
            };
            let mut kept = crate::model::Notes::default();
            if let Some(index) = index
                && let Some(note) = scored.game.note(index)
            {
                kept.push(index, note);
            }
            scored.game.notes = kept;
        }
        self.before = Before {
            diagnostics,
            scored,
        };
        read
    }

    /// Report `diagnostics` about the file as it is: exit 1.
    fn refuse(&self, text: &str, diagnostics: &[Diagnostic]) -> Stop {
        show(&self.name, text, diagnostics, self.style);
        Stop(Exit::Invalid)
    }

    /// A splice that could not be made in `original` (the file's text), reported.
    fn refusal(&self, refusal: crate::edit::Refusal, original: &str) -> Stop {
        match refusal {
            crate::edit::Refusal::Unreadable(diagnostics, text) => self.refuse(&text, &diagnostics),
            crate::edit::Refusal::Unsafe(diagnostic) => self.refuse(original, &[*diagnostic]),
            crate::edit::Refusal::NoSuchDeal(_) => Stop(Exit::Invalid),
        }
    }

    /// A splice that could not be made, reported; a deal number the file does not have
    /// is a command-line mistake (exit 2), drawn over the number given to `command`.
    fn refused(
        &self,
        (refusal, original): (crate::edit::Refusal, &str),
        command: &'static str,
        number: Option<usize>,
    ) -> Stop {
        let crate::edit::Refusal::NoSuchDeal(count) = refusal else {
            return self.refusal(refusal, original);
        };
        let text = number.map_or_else(String::new, |n| n.to_string());
        let diagnostic = Diagnostic::error(
            diagnostic::Code::FlagDeal,
            Some(0..text.len()),
            format!(
                "{} has {count} deals, so there is no deal {text}",
                diagnostic::escape_name(&self.name)
            ),
        )
        .label("no such deal")
        .help(format!(
            "give a deal number from 1 to {count}, or none for the last"
        ));
        usage_problem(&FlagProblem::new(command, text, diagnostic), self.style)
    }

    /// Judge the changed text (`label` says how it differs): the whole match must be
    /// valid, `--strict` refuses the warnings the change brings, and `expected` must hold
    /// between the deals before and after (else the splice misread the file). Shows the
    /// warnings the change brings; returns the judged outcome, the text and the changed
    /// deal's text as now written (for `amend`). `before` is the digest of the file as it
    /// is, from the splice's reading, for the safety net.
    fn finish(
        &self,
        text: String,
        label: &str,
        (change, before): (&crate::edit::Change, Option<crate::edit::Digest>),
        expected: impl Fn(&pipeline::Scored, &pipeline::Scored) -> Option<String>,
    ) -> Result<(pipeline::Outcome, source::Source, Option<String>), Stop> {
        let candidate = source::Source {
            name: format!("{} ({label})", self.name),
            text,
            format: self.format,
        };
        // One reading of the changed file validates it and compares its values as written
        // with the file's, deal by deal (this holds for a file with errors too).
        let (mut outcome, problem, written) = if let Some(before) = &before {
            let mut check = crate::edit::Check::new(&candidate, before, change);
            let (outcome, root) =
                self.session
                    .judge_change_also(&candidate, &self.before.diagnostics, &mut check);
            // A file that does not read as a table is validation's to report.
            let problem = root
                .filter(|root| root.as_table().is_some())
                .and_then(|root| check.verdict(&root));
            (outcome, problem, check.written())
        } else {
            let outcome = self
                .session
                .judge_change(&candidate, &self.before.diagnostics);
            (outcome, None, None)
        };
        drop(before);
        if outcome.fails() {
            // The text, to place the diagnostics, only now: a large file is not held twice.
            outcome.text = candidate.text;
            report(&outcome, self.style);
            say(&format!(
                "{} was not changed",
                diagnostic::escape_name(&self.name)
            ));
            return Err(Stop(Exit::Invalid));
        }
        if let Some(problem) = problem {
            return Err(edit_problem(
                &self.name,
                problem,
                "make the change by hand; batak will not guess how this file is laid out",
                self.style,
            ));
        }
        // The change must be what was asked and nothing else: the players, the rules
        // and the other deals read back as they were (a layout batak misread, such as a
        // YAML merge key in the last deal, is caught here instead of written).
        if let (Some(old), Some(new)) = (&self.before.scored, &outcome.scored) {
            let problem = if old.game.players != new.game.players
                || old.game.teams != new.game.teams
                || old.rules != new.rules
            {
                Some("the edit would change the players, teams or rules".to_owned())
            } else {
                expected(old, new)
            };
            if let Some(problem) = problem {
                return Err(edit_problem(
                    &self.name,
                    problem,
                    "make the change by hand; batak will not guess how this file is laid out",
                    self.style,
                ));
            }
        }
        // Only what the change brings is shown; the warnings the file already had are
        // `batak check`'s to tell (repeating them on every change hid the new one).
        // Looked up by hash: a list searched for each took 19 s where every deal warned.
        let known: std::collections::HashSet<(crate::diagnostic::Code, &str)> = self
            .before
            .diagnostics
            .iter()
            .map(|old| (old.code, old.message.as_str()))
            .collect();
        let new_warnings: Vec<Diagnostic> = outcome
            .diagnostics
            .iter()
            .filter(|diagnostic| !known.contains(&(diagnostic.code, diagnostic.message.as_str())))
            .cloned()
            .collect();
        if !new_warnings.is_empty() {
            show(&candidate.name, &candidate.text, &new_warnings, self.style);
        }
        Ok((outcome, candidate, written))
    }

    /// The end of every change: under `--dry-run` what it would do (`dry_run` of the
    /// changed text), else the change written and said (`done` for the report of a failed
    /// write to stdout afterwards, `said` on stdout); then the standings after it.
    fn conclude(
        &self,
        edit: &EditArgs,
        candidate: source::Source,
        outcome: &pipeline::Outcome,
        dry_run: impl FnOnce(&source::Source) -> String,
        (done, said): (&str, String),
        out: &mut Output,
    ) -> Result<Exit, Stop> {
        if edit.dry_run {
            out.emit(dry_run(&candidate).as_bytes());
        } else {
            self.write(candidate, done, out)?;
            out.emit(said.as_bytes());
        }
        if let Some(scored) = &outcome.scored {
            out.emit(standings(scored, edit.file_args.color).as_bytes());
        }
        Ok(Exit::Ok)
    }

    /// Write the changed text in place of the file; `done` says what was done, for the
    /// report of a failed write to stdout afterwards.
    fn write(&self, candidate: source::Source, done: &str, out: &mut Output) -> Result<(), Stop> {
        let mut text = candidate.text;
        if self.bom {
            text.insert(0, '\u{feff}');
        }
        self.locked
            .replace(&text, self.fingerprint)
            .map_err(|d| self.refuse("", &[d]))?;
        let name = diagnostic::escape_name(&self.name);
        out.changed = Some(format!("{done} {name}"));
        if let Some(target) = self.locked.link_target() {
            say(&format!(
                "{name} is a link: the change was written to {}",
                diagnostic::escape_name(&target.display().to_string())
            ));
        }
        if let Some((uid, gid)) = self.locked.lost_owner() {
            say(&format!(
                "note: {name} could not keep its owner and group ({uid}:{gid}): only root may give a file away, and only a member of the group may keep it; others in that group may no longer write it"
            ));
        }
        if self.locked.other_links() > 0 {
            say(&format!(
                "note: {name} had other hard links; they keep the old content (batak writes a new file and renames it)"
            ));
        }
        Ok(())
    }
}

/// The standings of the match as it is now, laid out for the terminal.
fn standings(scored: &pipeline::Scored, color: crate::cli::ColorChoice) -> String {
    let terminal = Output::is_terminal();
    let table = render::Table {
        color: use_color(color, terminal),
        width: layout_width(terminal),
    };
    table.standings_and_result(scored)
}

/// `batak add FILE …`: splice the deal in, judge the whole match, write.
pub(crate) fn add(args: &AddArgs, out: &mut Output) -> Result<Exit, Stop> {
    let (mut editing, original) = Editing::open(&args.file, &args.edit, "add")?;
    let read = editing.judge(&original, None, NoteOf::Nothing);
    let name = &editing.name.clone();
    if let Some(scored) = &editing.before.scored
        && let crate::score::Status::Finished { after_deal, .. } = scored.board.status
        && !args.after_end
    {
        let result = render::result_line(scored, &render::escaped);
        let problem = Diagnostic::error(
            diagnostic::Code::EditFinished,
            None,
            format!("the match is over ({result}); batak add records no deal after deal {after_deal}"),
        )
        .help(format!(
            "start the next match with: batak new NEXT.toml --like {}; or record this deal anyway with --after-end",
            diagnostic::escape_name(name)
        ));
        return Err(editing.refuse("", &[problem]));
    }
    let deal = new_deal(&args.deal, editing.before.scored.as_ref()).map_err(|problem| {
        let stop = usage_problem(&problem, editing.style);
        say(&format!(
            "{} was not changed",
            diagnostic::escape_name(name)
        ));
        stop
    })?;
    let appended = crate::edit::append_read(&original, read, &deal)
        .map_err(|refusal| editing.refusal(refusal, &original.text))?;
    // The text is spliced: a large file is not held twice while the change is judged.
    drop(original);
    let deals_before = appended.deals_before;
    let (outcome, candidate, _) = editing.finish(
        appended.text,
        "with the new deal",
        (&crate::edit::Change::Added, appended.before),
        |old, new| {
            let kept = new.game.deals.len() == deals_before + 1
                && old.game.deals.len() == deals_before
                && new.game.deals[..deals_before] == old.game.deals[..];
            (!kept).then(|| changed_deal(&old.game.deals, &new.game.deals, "add one"))
        },
    )?;
    let deals = deals_before + 1;
    // Not told the dealer and unable to tell: say why, and how to start the rotation.
    if deal.dealer.is_none()
        && let Some(scored) = &editing.before.scored
    {
        let game = &scored.game;
        let kept =
            game.first_dealer.is_some() || game.deals.iter().any(|deal| deal.dealer.is_some());
        say(&render::no_dealer_note(deals, kept));
    }
    editing.conclude(
        &args.edit,
        candidate,
        &outcome,
        |_| render::dry_run(name, &appended.inserted),
        ("the deal was added to", render::added_line(name, deals)),
        out,
    )
}

/// `batak remove FILE [N]`: take deal N (default: the last) out, judge, write.
pub(crate) fn remove(args: &RemoveArgs, out: &mut Output) -> Result<Exit, Stop> {
    let (mut editing, original) = Editing::open(&args.file, &args.edit, "remove")?;
    let read = editing.judge(&original, args.number, NoteOf::Nothing);
    let name = &editing.name.clone();
    let removed = crate::edit::remove_read(&original, read, args.number)
        .map_err(|refusal| editing.refused((refusal, &original.text), "remove", args.number))?;
    drop(original);
    let (number, deals_before) = (removed.number, removed.deals_before);
    let (outcome, candidate, _) = editing.finish(
        removed.text,
        "without the deal",
        (
            &crate::edit::Change::Removed(number - 1),
            Some(removed.before),
        ),
        |old, new| {
            let mut expected = old.game.deals.clone();
            expected.remove(number - 1);
            let kept = old.game.deals.len() == deals_before && new.game.deals == expected;
            (!kept)
                .then(|| changed_deal(&expected, &new.game.deals, &format!("remove deal {number}")))
        },
    )?;
    editing.conclude(
        &args.edit,
        candidate,
        &outcome,
        |_| render::dry_run_removed(name, number, &removed.taken_out),
        (
            &format!("deal {number} was removed from"),
            render::removed_line(name, number),
        ),
        out,
    )
}

/// `batak amend FILE [N] …`: change the fields given of deal N (default: the last) where
/// they are written, judge the whole match, write.
pub(crate) fn amend(args: &AmendArgs, out: &mut Output) -> Result<Exit, Stop> {
    if args.title.is_some() || args.date.is_some() {
        return amend_header(args, out);
    }
    let (mut editing, original) = Editing::open(&args.file, &args.edit, "amend")?;
    let read = editing.judge(&original, args.number, NoteOf::Deal(args.number));
    let name = &editing.name.clone();
    let scored = editing.before.scored.as_ref();
    // One read of the file: the deal's keys decide the change, then it is spliced.
    let amended = crate::edit::amend_read(&original, read, args.number, |number, keys| {
        let old = scored.and_then(|scored| scored.game.deals.get(number - 1));
        amendment(args, keys, number, old, scored)
    })
    .map_err(|not| match not {
        crate::edit::NotAmended::Refused(refusal) => {
            editing.refused((refusal, &original.text), "amend", args.number)
        }
        crate::edit::NotAmended::Planned(problem) => {
            let stop = usage_problem(&problem, editing.style);
            say(&format!(
                "{} was not changed",
                diagnostic::escape_name(name)
            ));
            stop
        }
    })?;
    let (number, change) = (amended.number, &amended.change);
    let deals = amended.deals;
    if amended.text == original.text {
        // Nothing to write: the file stays as it is, inode and all (a watcher is not woken).
        out.emit(render::unchanged_line(name, number).as_bytes());
        if let Some(scored) = &editing.before.scored {
            out.emit(standings(scored, args.edit.file_args.color).as_bytes());
        }
        return Ok(Exit::Ok);
    }
    drop(original);
    let touched: Vec<DealKey> = change
        .set
        .iter()
        .map(|(key, _)| *key)
        .chain(change.drop.iter().copied())
        .collect();
    let (outcome, candidate, after) = editing.finish(
        amended.text,
        &format!("with deal {number} changed"),
        (
            &crate::edit::Change::Amended(number - 1, touched),
            Some(amended.digest),
        ),
        |old, new| {
            let kept = old.game.deals.len() == deals
                && new.game.deals.len() == deals
                && (0..deals).all(|index| {
                    index + 1 == number || old.game.deals[index] == new.game.deals[index]
                });
            if !kept {
                let mut expected = old.game.deals.clone();
                if let (Some(slot), Some(new)) =
                    (expected.get_mut(number - 1), new.game.deals.get(number - 1))
                {
                    slot.clone_from(new);
                }
                return Some(changed_deal(
                    &expected,
                    &new.game.deals,
                    &format!("change deal {number}"),
                ));
            }
            let (before, after) = (&old.game.deals[number - 1], &new.game.deals[number - 1]);
            let notes = (old.game.note(number - 1), new.game.note(number - 1));
            (!amended_as_asked(args, &new.game, (before, after), notes))
                .then(|| format!("the edit would not change deal {number} as asked"))
        },
    )?;
    editing.conclude(
        &args.edit,
        candidate,
        &outcome,
        |_| {
            let after = after.unwrap_or_default();
            render::dry_run_amended(name, number, &amended.before, &after)
        },
        (
            &format!("deal {number} was changed in"),
            render::amended_line(name, number),
        ),
        out,
    )
}

/// `batak amend FILE --title … --date …`: the top of the file changed where it is
/// written (or added there), the whole match judged, written.
fn amend_header(args: &AmendArgs, out: &mut Output) -> Result<Exit, Stop> {
    let (mut editing, original) = Editing::open(&args.file, &args.edit, "amend")?;
    // The file as it is, judged in one reading that also takes its digest for the net.
    let read = editing.judge(&original, None, NoteOf::Nothing);
    let digest = read.ok().map(|(_, digest)| digest);
    let name = &editing.name.clone();
    let flagged = |problem: FlagProblem| {
        let stop = usage_problem(&problem, editing.style);
        say(&format!(
            "{} was not changed",
            diagnostic::escape_name(name)
        ));
        stop
    };
    let title = args
        .title
        .as_deref()
        .map(title_flag)
        .transpose()
        .map_err(flagged)?;
    let date = args
        .date
        .as_deref()
        .map(date_flag)
        .transpose()
        .map_err(flagged)?;
    let change = crate::edit::HeaderChange {
        title,
        date: date.as_ref().map(|(date, _)| date.clone()),
    };
    let amended = crate::edit::amend_header(&original, &change)
        .map_err(|refusal| editing.refusal(refusal, &original.text))?;
    if let Some((_, Some(note))) = &date {
        say(note);
    }
    let keys = change.keys();
    if amended.text == original.text {
        out.emit(render::header_unchanged_line(name, &keys).as_bytes());
        if let Some(scored) = &editing.before.scored {
            out.emit(standings(scored, args.edit.file_args.color).as_bytes());
        }
        return Ok(Exit::Ok);
    }
    drop(original);
    let (outcome, candidate, _) = editing.finish(
        amended.text,
        &render::header_label(&keys),
        (&crate::edit::Change::Header(keys.clone()), digest),
        |old, new| {
            let title = change.title.as_ref().map_or(old.game.title.as_ref(), Some);
            let date = change.date.as_ref().map_or(old.game.date.as_ref(), Some);
            let kept = old.game.deals == new.game.deals
                && new.game.title.as_ref() == title
                && new.game.date.as_ref() == date;
            (!kept).then(|| render::header_not_as_asked(&keys))
        },
    )?;
    let heading = outcome
        .scored
        .as_ref()
        .map(|scored| render::heading(name, scored))
        .unwrap_or_default();
    editing.conclude(
        &args.edit,
        candidate,
        &outcome,
        |_| render::dry_run_header(name, &keys, &amended.before, &amended.after),
        (
            &render::header_done(&keys),
            render::header_changed_line(name, &keys, &heading),
        ),
        out,
    )
}

/// What `batak amend`'s flags change in a deal that has `keys`: the values given, and
/// the keys of a form the deal leaves. A contract needs a declarer, a bid and tricks:
/// a passed deal turned into one must be given them all.
fn amendment(
    args: &AmendArgs,
    keys: &[DealKey],
    number: usize,
    old: Option<&crate::model::Deal>,
    scored: Option<&pipeline::Scored>,
) -> Result<crate::edit::Amendment, FlagProblem> {
    use crate::edit::Field;
    let deal = &args.deal;
    // Where everyone predicts, a deal has no declarer, bid or pass to change.
    if scored.is_some_and(|scored| scored.rules.everyone_bids())
        && (deal.declarer.is_some() || deal.bid.is_some() || deal.passed)
    {
        return Err(contract_problem(
            args,
            format!(
                "deal {number} is a deal where everyone predicts (bidding = everyone): it has no declarer, bid or pass"
            ),
            "no declarer here",
            "change the predictions with --bids (one per player, in order of play) and the tricks with --tricks",
        ));
    }
    let mut change = crate::edit::Amendment::default();
    if let Some(dealer) = &deal.dealer {
        change.set.push((
            DealKey::Dealer,
            Field::Text(player_flag("--dealer", dealer, scored)?),
        ));
    }
    if deal.passed {
        change.set.push((DealKey::Passed, Field::True));
        change.drop = vec![
            DealKey::Declarer,
            DealKey::Bid,
            DealKey::Bids,
            DealKey::Tricks,
            DealKey::Trump,
        ];
    }
    let declarer = deal
        .declarer
        .as_deref()
        .map(|declarer| player_flag("--declarer", declarer, scored))
        .transpose()?;
    let has = |key: DealKey| keys.contains(&key);
    let contract = has(DealKey::Declarer) || has(DealKey::Bid) || has(DealKey::Bids);
    let needs_contract = declarer.is_some() || deal.bid.is_some() || args.deal.bids.is_some();
    if needs_contract && !contract {
        let complete = (declarer.is_some() && deal.bid.is_some() || args.deal.bids.is_some())
            && (deal.tricks.is_some() || has(DealKey::Tricks));
        if !complete {
            return Err(contract_problem(
                args,
                format!("deal {number} was thrown in (passed), so it has no contract to change"),
                "not enough for a contract",
                "to record it as played, give --declarer, --bid and --tricks (or --bids and --tricks)",
            ));
        }
        change.drop.push(DealKey::Passed);
    }
    match (&args.deal.bids, declarer, deal.bid) {
        (Some(bids), _, _) => {
            change
                .set
                .push((DealKey::Bids, Field::Counts(bids.0.clone())));
            change.drop.extend([DealKey::Declarer, DealKey::Bid]);
        }
        // One of the two on a score-sheet deal: its bids, with the bid moved or changed.
        (None, declarer, bid) if has(DealKey::Bids) && (declarer.is_some() != bid.is_some()) => {
            let (Some(contract), Some(scored)) =
                (old.and_then(crate::model::Deal::contract), scored)
            else {
                return Err(contract_problem(
                    args,
                    format!(
                        "deal {number} is written as bids, and the file has errors, so batak cannot tell its declarer and bid"
                    ),
                    "cannot change one of the two",
                    "give the four bids instead, e.g. --bids 0,0,7,0",
                ));
            };
            let seat = declarer
                .and_then(|name| {
                    scored
                        .game
                        .players
                        .iter()
                        .position(|player| *player == name)
                })
                .unwrap_or(contract.declarer_seat());
            let mut bids = vec![0; 4];
            bids[seat] = bid.unwrap_or(i64::from(contract.bid));
            change.set.push((DealKey::Bids, Field::Counts(bids)));
        }
        (None, declarer, bid) => {
            if let Some(declarer) = declarer {
                change.set.push((DealKey::Declarer, Field::Text(declarer)));
            }
            if let Some(bid) = bid {
                change.set.push((DealKey::Bid, Field::Int(bid)));
            }
            if deal.declarer.is_some() && deal.bid.is_some() {
                change.drop.push(DealKey::Bids);
            }
        }
    }
    if let Some(trump) = &deal.trump {
        change
            .set
            .push((DealKey::Trump, Field::Text(trump.trim().to_owned())));
    }
    if let Some(tricks) = &deal.tricks {
        change.set.push((
            DealKey::Tricks,
            Field::tricks(&tricks_flag(
                tricks,
                scored,
                old.and_then(crate::model::Deal::contract)
                    .map(|contract| contract.tricks),
            )?),
        ));
    }
    if let Some(note) = &deal.note {
        change.set.push((DealKey::Note, Field::Text(note.clone())));
    }
    Ok(change)
}

/// A contract that `batak amend`'s flags cannot make, drawn over the first contract flag
/// given (`--declarer`, `--bid`, `--bids`).
fn contract_problem(args: &AmendArgs, message: String, label: &str, help: &str) -> FlagProblem {
    let (flag, text) = match (&args.deal.declarer, args.deal.bid) {
        (Some(declarer), _) => ("--declarer", declarer.clone()),
        (None, Some(bid)) => ("--bid", bid.to_string()),
        (None, None) => (
            "--bids",
            args.deal
                .bids
                .as_ref()
                .map(ToString::to_string)
                .unwrap_or_default(),
        ),
    };
    let diagnostic = Diagnostic::error(diagnostic::Code::FlagDeal, Some(0..text.len()), message)
        .label(label)
        .help(help);
    FlagProblem::new(flag, text, diagnostic)
}

/// Whether deal `after` is `before` with what `args` asked changed, and nothing else (the
/// safety net against a splice that misread the file).
fn amended_as_asked(
    args: &AmendArgs,
    game: &crate::model::Match,
    (before, after): (&crate::model::Deal, &crate::model::Deal),
    (before_note, after_note): (Option<&str>, Option<&str>),
) -> bool {
    let deal = &args.deal;
    let seat = |name: &str| game.players.iter().position(|player| player == name.trim());
    let dealer = match &deal.dealer {
        Some(name) => after.dealer_seat() == seat(name),
        None => after.dealer == before.dealer,
    };
    let note = match &deal.note {
        Some(note) => after_note == Some(note.as_str()),
        None => after_note == before_note,
    };
    let contract = match (deal.passed, before.contract(), after.contract()) {
        (true, _, after) => after.is_none(),
        // Everyone's predictions: the bids and tricks asked for (or kept), the trump kept
        // or changed.
        (false, None, None) if after.predictions().is_some() => {
            let (Some(old), Some(new)) = (before.predictions(), after.predictions()) else {
                return false;
            };
            let seats = game.players.len();
            let bids: Vec<i64> = args.deal.bids.as_ref().map_or_else(
                || {
                    old.bids[..seats]
                        .iter()
                        .map(|&bid| i64::from(bid))
                        .collect()
                },
                |bids| bids.0.clone(),
            );
            let kept_bids = new.bids[..seats]
                .iter()
                .map(|&bid| i64::from(bid))
                .eq(bids.iter().copied());
            let trump = match &deal.trump {
                Some(trump) => crate::model::Suit::parse(trump),
                None => old.trump,
            };
            let tricks = deal.tricks.is_some() || new.tricks == old.tricks;
            kept_bids && trump == new.trump && tricks
        }
        // Still thrown in: only its dealer or note was asked for.
        (false, None, None) => {
            deal.declarer.is_none() && deal.bid.is_none() && args.deal.bids.is_none()
        }
        (false, Some(_), None) => false,
        (false, old, Some(new)) => {
            let bid = args
                .deal
                .bids
                .as_ref()
                .and_then(|bids| bids.0.iter().copied().find(|bid| *bid != 0))
                .or(deal.bid);
            let declarer = match (&args.deal.bids, &deal.declarer) {
                (Some(bids), _) => bids.0.iter().position(|bid| *bid != 0),
                (None, Some(name)) => seat(name),
                (None, None) => old.map(crate::model::Contract::declarer_seat),
            };
            let trump = match &deal.trump {
                Some(trump) => crate::model::Suit::parse(trump),
                None => old.and_then(|old| old.trump),
            };
            let tricks = match &deal.tricks {
                Some(crate::edit::TricksArg::Counts(counts)) => {
                    counts.len() != 4
                        || counts
                            .iter()
                            .zip(match new.tricks {
                                crate::model::Tricks::Seats(seats) => seats,
                                crate::model::Tricks::Teams(_) => [u8::MAX; 4],
                            })
                            .all(|(given, got)| *given == i64::from(got))
                }
                Some(crate::edit::TricksArg::Named(_)) => true,
                // Tricks counted from a complete play follow its leader and trump.
                None if after.play().is_some_and(crate::model::Play::complete) => true,
                None => old.map(|old| old.tricks) == Some(new.tricks),
            };
            Some(new.declarer_seat()) == declarer
                && bid.map_or(old.map(|old| old.bid), |bid| u8::try_from(bid).ok()) == Some(new.bid)
                && new.trump == trump
                && tricks
        }
    };
    dealer && note && contract
}

/// Why the deals after a change are not the ones expected: the first that differs.
fn changed_deal(
    expected: &[crate::model::Deal],
    got: &[crate::model::Deal],
    change: &str,
) -> String {
    match expected.iter().zip(got).position(|(a, b)| a != b) {
        Some(index) => format!(
            "the edit would change deal {} as well as {change}",
            index + 1
        ),
        None => format!("the edit did not {change} exactly"),
    }
}

/// A name given to `flag` (whose whole text is `text`) that must be one of `names`:
/// trimmed, or a command-line mistake drawn in the flag's text with the nearest name
/// suggested. `sides` says what the names are ("players", "players or teams").
fn known_name(
    flag: &'static str,
    text: &str,
    name: &str,
    names: &[String],
    sides: &str,
) -> Result<String, FlagProblem> {
    let trimmed = name.trim();
    if !trimmed.is_empty() && (names.is_empty() || names.iter().any(|known| known == trimmed)) {
        return Ok(trimmed.to_owned());
    }
    if trimmed.is_empty() {
        let diagnostic = Diagnostic::error(
            diagnostic::Code::UnknownPlayer,
            Some(0..text.len()),
            format!("{flag} names nobody"),
        )
        .label("empty")
        .help(format!("the {sides} are {}", names.join(", ")));
        return Err(FlagProblem::new(flag, text.to_owned(), diagnostic));
    }
    let suggestion = diagnostic::suggest(trimmed, names.iter().map(String::as_str));
    // Players first, then (in partnership) the teams.
    let list = match names.split_at_checked(4) {
        Some((players, teams)) if !teams.is_empty() => format!(
            "the players are {}; the teams are {}",
            players.join(", "),
            teams.join(", ")
        ),
        _ => format!("the {sides} are {}", names.join(", ")),
    };
    let help = match suggestion {
        Some(suggestion) => format!("{suggestion} ({list})"),
        None => list,
    };
    let at = text.find(name).unwrap_or(0);
    Err(FlagProblem::new(
        flag,
        text.to_owned(),
        Diagnostic::error(
            diagnostic::Code::UnknownPlayer,
            Some(at..at + name.len()),
            format!("{trimmed} is not one of this match's {sides}"),
        )
        .label(format!("not one of the {sides}"))
        .help(help),
    ))
}

/// The match's players (none when the file could not be judged: names are then left to
/// the validation of the changed file).
fn players_of(scored: Option<&pipeline::Scored>) -> Vec<String> {
    scored.map_or_else(Vec::new, |scored| scored.game.players.clone())
}

/// `--declarer NAME` or `--dealer NAME`: one of the players.
fn player_flag(
    flag: &'static str,
    name: &str,
    scored: Option<&pipeline::Scored>,
) -> Result<String, FlagProblem> {
    known_name(flag, name, name, &players_of(scored), "players")
}

/// `--tricks`: names that are the match's players (or teams, in partnership), or as many
/// counts as the match needs. Names given for some sides only are completed from `old`,
/// the tricks the deal has (`amend`), else with none for the others, when the counts then
/// add up to 13 (see `complete_named`).
fn tricks_flag(
    tricks: &crate::edit::TricksArg,
    scored: Option<&pipeline::Scored>,
    old: Option<crate::model::Tricks>,
) -> Result<crate::edit::TricksArg, FlagProblem> {
    let partnership = scored.is_some_and(|s| s.rules.partnership());
    let text = tricks.to_string();
    match tricks {
        crate::edit::TricksArg::Named(pairs) => {
            let mut sides = players_of(scored);
            let what = if let Some(scored) = scored.filter(|_| partnership) {
                sides.extend(scored.game.teams.iter().cloned());
                "players or teams"
            } else {
                "players"
            };
            let named: Vec<(String, i64)> = pairs
                .iter()
                .map(|(side, count)| {
                    Ok((known_name("--tricks", &text, side, &sides, what)?, *count))
                })
                .collect::<Result<_, FlagProblem>>()?;
            match scored {
                Some(scored) => complete_named(&text, named, scored, old),
                None => Ok(crate::edit::TricksArg::Named(named)),
            }
        }
        crate::edit::TricksArg::Counts(counts) => {
            // One count per player, or per team in partnership.
            let seats = scored.map_or(4, |scored| scored.game.players.len());
            let allowed = if partnership {
                "4 or 2".to_owned()
            } else {
                seats.to_string()
            };
            if counts.len() != seats && !(partnership && counts.len() == 2) {
                let diagnostic = Diagnostic::error(
                    diagnostic::Code::TricksShape,
                    Some(0..text.len()),
                    format!(
                        "--tricks gives {} counts, but this match needs {allowed}",
                        counts.len()
                    ),
                )
                .label(format!("{} counts", counts.len()))
                .help(if seats == 3 {
                    "one count per player in order of play, e.g. --tricks 9,4,3"
                } else {
                    "one count per player in order of play, e.g. --tricks 2,8,2,1"
                });
                return Err(FlagProblem::new("--tricks", text, diagnostic));
            }
            Ok(crate::edit::TricksArg::Counts(counts.clone()))
        }
    }
}

/// `--title TEXT`: trimmed, not empty, on one line.
fn title_flag(title: &str) -> Result<String, FlagProblem> {
    let trimmed = title.trim();
    let (message, label) = if trimmed.is_empty() {
        (words::TITLE_EMPTY, words::TITLE_EMPTY_LABEL)
    } else if trimmed.contains(['\n', '\r']) {
        (words::TITLE_LINE, words::TITLE_LINE_LABEL)
    } else {
        return Ok(trimmed.to_owned());
    };
    let diagnostic = Diagnostic::error(diagnostic::Code::FlagValue, Some(0..title.len()), message)
        .label(label)
        .help(words::TITLE_HELP);
    Err(FlagProblem::new("--title", title.to_owned(), diagnostic))
}

/// `--date DATE`: year first as given, or day first (`27.11.2026`) turned year first with
/// a note to say so; else a command-line mistake.
fn date_flag(date: &str) -> Result<(String, Option<String>), FlagProblem> {
    let trimmed = date.trim();
    if crate::date::is_iso(trimmed) {
        return Ok((trimmed.to_owned(), None));
    }
    if let Some(iso) = crate::date::from_day_first(trimmed) {
        let note = words::date_turned(trimmed, &iso);
        return Ok((iso, Some(note)));
    }
    let diagnostic = Diagnostic::error(
        diagnostic::Code::FlagValue,
        Some(0..date.len()),
        words::not_a_date(trimmed),
    )
    .label(words::DATE_LABEL)
    .help(words::DATE_HELP);
    Err(FlagProblem::new("--date", date.to_owned(), diagnostic))
}

/// `--tricks NAME=n,…` naming some of the sides: the others' counts are the deal's own
/// (`old`; a team's from its players' when the deal counts per player) or none, and
/// together they must make 13.
/// Every side then named, in seat order. Names of players and teams mixed, or every side
/// named, are left as given (the match's checks judge them).
fn complete_named(
    text: &str,
    named: Vec<(String, i64)>,
    scored: &pipeline::Scored,
    old: Option<crate::model::Tricks>,
) -> Result<crate::edit::TricksArg, FlagProblem> {
    use crate::model::Tricks;
    let game = &scored.game;
    let players: &[String] = &game.players;
    let teams: &[String] = &game.teams;
    let all_in = |sides: &[String]| named.iter().all(|(name, _)| sides.contains(name));
    let (sides, kept): (&[String], Option<Vec<u8>>) = if all_in(players) {
        (
            players,
            match old {
                Some(Tricks::Seats(seats)) => Some(seats.to_vec()),
                _ => None,
            },
        )
    } else if scored.rules.partnership() && all_in(teams) {
        (
            teams,
            match old {
                Some(Tricks::Teams(counts)) => Some(counts.to_vec()),
                // Counted per player: each team's is its partners' (seats 1 & 3, 2 & 4).
                Some(Tricks::Seats(seats)) => Some(vec![
                    seats[0].saturating_add(seats[2]),
                    seats[1].saturating_add(seats[3]),
                ]),
                None => None,
            },
        )
    } else {
        return Ok(crate::edit::TricksArg::Named(named));
    };
    if let Some(index) =
        (1..named.len()).find(|&at| named[..at].iter().any(|(name, _)| *name == named[at].0))
    {
        let name = &named[index].0;
        let at = text
            .match_indices(name.as_str())
            .nth(1)
            .map_or(0, |(at, _)| at);
        let diagnostic = Diagnostic::error(
            diagnostic::Code::TricksShape,
            Some(at..at + name.len()),
            words::twice(name),
        )
        .label(words::TWICE_LABEL)
        .help(words::TWICE_HELP);
        return Err(FlagProblem::new("--tricks", text.to_owned(), diagnostic));
    }
    let missing: Vec<&String> = sides
        .iter()
        .filter(|side| !named.iter().any(|(name, _)| name == *side))
        .collect();
    if missing.is_empty() {
        return Ok(crate::edit::TricksArg::Named(named));
    }
    let count_of = |index: usize, side: &String| {
        named
            .iter()
            .find(|(name, _)| name == side)
            .map(|(_, count)| *count)
            .or_else(|| kept.as_ref().map(|kept| i64::from(kept[index])))
    };
    let total: i64 = sides
        .iter()
        .enumerate()
        .filter_map(|(index, side)| count_of(index, side))
        .sum();
    let hand = scored.rules.hand();
    if total != hand {
        let others = missing.iter().map(|side| side.as_str()).collect::<Vec<_>>();
        let label = match &kept {
            Some(kept) => words::kept_label(
                &missing
                    .iter()
                    .map(|side| {
                        let index = sides.iter().position(|s| s == *side).unwrap_or(0);
                        (side.as_str(), kept[index])
                    })
                    .collect::<Vec<_>>(),
            ),
            None => words::not_given_label(&others),
        };
        let example = format!(
            "{text},{}",
            others
                .iter()
                .map(|side| format!("{side}=…"))
                .collect::<Vec<_>>()
                .join(",")
        );
        let diagnostic = Diagnostic::error(
            diagnostic::Code::TricksSum,
            Some(0..text.len()),
            words::sum(total, hand, kept.is_some()),
        )
        .label(label)
        .help(words::sum_help(&example, hand, kept.is_some(), total));
        return Err(FlagProblem::new("--tricks", text.to_owned(), diagnostic));
    }
    let complete = sides
        .iter()
        .enumerate()
        .map(|(index, side)| (side.clone(), count_of(index, side).unwrap_or(0)))
        .collect();
    Ok(crate::edit::TricksArg::Named(complete))
}

/// The words of `complete_named`, `title_flag` and `date_flag`.
mod words {
    pub(super) fn twice(name: &str) -> String {
        format!("--tricks names {name} twice")
    }
    pub(super) const TWICE_LABEL: &str = "named again";
    pub(super) const TWICE_HELP: &str = "give each side's tricks once";

    /// "the tricks then add up to 15, not 13: give the others too".
    pub(super) fn sum(total: i64, hand: i64, kept: bool) -> String {
        let then = if kept { "then add" } else { "given add" };
        // Given alone (add), too many is the counts' fault; kept ones (amend) may be
        // named lower.
        if total > hand && !kept {
            format!("the tricks {then} up to {total}, more than the {hand} of a deal")
        } else {
            format!("the tricks {then} up to {total}, not {hand}: give the others too")
        }
    }

    /// "with İlker's 3 and Deniz's 2 kept".
    pub(super) fn kept_label(kept: &[(&str, u8)]) -> String {
        let parts: Vec<String> = kept
            .iter()
            .map(|(side, count)| format!("{side} {count}"))
            .collect();
        format!("with {} kept from the deal", and_list(&parts))
    }

    /// "Çağla and İlker not given".
    pub(super) fn not_given_label(sides: &[&str]) -> String {
        let parts: Vec<String> = sides.iter().map(|side| (*side).to_owned()).collect();
        format!("{} not given", and_list(&parts))
    }

    pub(super) fn sum_help(example: &str, hand: i64, kept: bool, total: i64) -> String {
        if total > hand && !kept {
            return format!("a deal has {hand} tricks in all: lower the counts given");
        }
        let rule = if kept {
            "a side left out keeps the deal's count".to_owned()
        } else {
            format!("a side left out took no trick only when the others make {hand}")
        };
        format!("{rule}; name the others too, e.g. --tricks {example} ({hand} in all)")
    }

    pub(super) const TITLE_EMPTY: &str = "--title is empty";
    pub(super) const TITLE_EMPTY_LABEL: &str = "no title";
    pub(super) const TITLE_HELP: &str =
        "give the match's title, e.g. --title \"Friday at Kemal's\", or leave --title out";
    pub(super) const TITLE_LINE: &str = "--title holds a line break";
    pub(super) const TITLE_LINE_LABEL: &str = "on one line";

    pub(super) fn not_a_date(text: &str) -> String {
        format!("\"{text}\" is not a date")
    }
    pub(super) const DATE_LABEL: &str = "not a date";
    pub(super) const DATE_HELP: &str =
        "write it year first, e.g. --date 2026-11-27 (27.11.2026, day first, is taken too)";

    /// The note for a date given day first.
    pub(super) fn date_turned(given: &str, iso: &str) -> String {
        format!("note: --date {given} is written year first, as a match file writes a date: {iso}")
    }

    fn and_list(parts: &[String]) -> String {
        match parts.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
            _ => parts.join(""),
        }
    }
}

/// The deal the flags of `batak add` describe, names trimmed; a name that is not one of
/// the match's players (or teams, for `--tricks` in partnership) is a command-line
/// mistake drawn over its flag, with the nearest name suggested.
fn new_deal(
    args: &crate::cli::DealArgs,
    scored: Option<&pipeline::Scored>,
) -> Result<crate::edit::NewDeal, FlagProblem> {
    let players = players_of(scored);
    // Without --dealer, the player after the last deal's dealer deals (when it names one).
    let next = scored
        .and_then(|scored| scored.game.next_dealer())
        .map(|seat| players[seat].clone());
    let dealer = args
        .dealer
        .as_deref()
        .map(|dealer| player_flag("--dealer", dealer, scored))
        .transpose()?
        .or(next);
    // Where everyone predicts, a deal is its predictions: a declarer, a bid or a pass
    // typed by habit is a command-line mistake that names the flag to use.
    if scored.is_some_and(|s| s.rules.everyone_bids()) {
        let habit = [
            ("--declarer", args.declarer.clone()),
            ("--bid", args.bid.map(|bid| bid.to_string())),
            ("--passed", args.passed.then(String::new)),
        ];
        if let Some((flag, text)) = habit
            .into_iter()
            .find_map(|(flag, text)| text.map(|text| (flag, text)))
        {
            let diagnostic = Diagnostic::error(
                diagnostic::Code::FlagDeal,
                Some(0..text.len()),
                format!("{flag} has no place where everyone predicts (bidding = everyone)"),
            )
            .label("no declarer here")
            .help("give every player's prediction and tricks: --bids 3,4,2,4 --tricks 3,6,2,2");
            return Err(FlagProblem::new(flag, text, diagnostic));
        }
    }
    let predictions = match (&args.bids, &args.tricks) {
        (Some(bids), Some(tricks)) if scored.is_some_and(|s| s.rules.everyone_bids()) => {
            Some(crate::edit::NewPredictions {
                bids: bids.0.clone(),
                trump: args.trump.as_deref().map(|trump| trump.trim().to_owned()),
                tricks: tricks_flag(tricks, scored, None)?,
            })
        }
        _ => None,
    };
    // The score-sheet form under an auction: the one non-zero bid is the declarer's.
    let sheet = match &args.bids {
        Some(bids) if predictions.is_none() => {
            let players = players_of(scored);
            bids.0
                .iter()
                .position(|bid| *bid != 0)
                .and_then(|seat| Some((players.get(seat)?.clone(), bids.0[seat])))
        }
        _ => None,
    };
    let declarer = args
        .declarer
        .clone()
        .or(sheet.as_ref().map(|(name, _)| name.clone()));
    let bid = args.bid.or(sheet.map(|(_, bid)| bid));
    let contract = match (&declarer, bid, &args.tricks) {
        (Some(declarer), Some(bid), Some(tricks)) => Some(crate::edit::NewContract {
            declarer: player_flag("--declarer", declarer, scored)?,
            bid,
            trump: args.trump.as_deref().map(|trump| trump.trim().to_owned()),
            tricks: tricks_flag(tricks, scored, None)?,
        }),
        _ => None,
    };
    Ok(crate::edit::NewDeal {
        dealer,
        contract: contract.filter(|_| predictions.is_none()),
        predictions,
        note: args.note.clone(),
    })
}
