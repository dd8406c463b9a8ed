//! The commands that write a match file: `new`, `add`, `amend` and `remove`.

use crate::cli::{AddArgs, AmendArgs, EditArgs, NewArgs, RemoveArgs};
use crate::diagnostic::{self, Diagnostic, RenderStyle};
use crate::keys::DealKey;
use crate::pipeline;
use crate::render;
use crate::rules::Rules;
use crate::source;
use crate::{Exit, Output, layout_width, use_color};

mod amend_plan;
mod flags;
mod new;

use amend_plan::{amended_as_asked, amendment, changed_deal};
use flags::{date_flag, known_name, new_deal, player_flag, title_flag, tricks_flag};
pub(crate) use new::new;

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

/// Report a problem that is about a file but has no place in it (exists, changed on disk).
fn edit_problem(name: &str, message: String, help: &str, style: RenderStyle) -> Stop {
    let diagnostic = Diagnostic::error(diagnostic::Code::Edit, None, message).help(help);
    show(name, "", &[diagnostic], style);
    Stop(Exit::Invalid)
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
