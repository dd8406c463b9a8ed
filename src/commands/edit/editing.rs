//! The flow every change to a match file takes (`add`, `amend`, `remove`, `rename`): the
//! file opened under its lock and judged as it is, the change spliced and judged whole
//! against the safety net, then written by the writer; its words go to a `Report` (the
//! terminal's, or what `batak serve` keeps for the page that asked).

use super::EditArgs;
use crate::commands::{FlagProblem, Report, Stop, stderr_style, stdout_style};
use crate::diagnostic::{self, Diagnostic, RenderStyle};
use crate::lang::{self, Lang, Text, text};
use crate::pipeline;
use crate::source;
use crate::{Exit, Output};

/// The report of a change made on the command line: on standard error, in the colours
/// `--color` asks for.
pub(crate) fn terminal(edit: &EditArgs, lang: Lang) -> RenderStyle {
    stderr_style(edit.file_args.color, lang)
}

/// The format of a file to write: told by its name, else given (else reported, exit 1).
pub(super) fn file_format(
    name: &str,
    path: &std::path::Path,
    given: Option<source::Format>,
    report: &dyn Report,
) -> Result<source::Format, Stop> {
    // The name says what the new file is; --input-format is for what is read.
    source::Format::from_path(path)
        .or(given)
        .ok_or_else(|| report.refuse(name, source::unknown_format(name)))
}

/// Report a problem that is about a file but has no place in it (exists, changed on disk).
pub(super) fn edit_problem(report: &dyn Report, name: &str, message: Text, help: Text) -> Stop {
    let diagnostic = Diagnostic::error(diagnostic::Code::Edit, None, message).help(help);
    report.refuse(name, diagnostic)
}

/// Refuse standard input (`-`) as the file to write, saying why (`message`) and what to
/// do (`help`): a command-line mistake, exit 2.
pub(super) fn stdin_refused(report: &dyn Report, message: Text, help: Text) -> Stop {
    let _ = edit_problem(report, "<stdin>", message, help);
    Stop(Exit::Usage)
}

/// Report a change refused because the file is not as the page that asked saw it: exit 1.
pub(super) fn conflict(report: &dyn Report, name: &str, message: Text) -> Stop {
    let diagnostic = Diagnostic::error(diagnostic::Code::EditConflict, None, message);
    report.refuse(name, diagnostic.help(text!("edit-conflict-help")))
}

/// A match file opened for a change (`add`, `amend`, `remove`): locked and read (its text is the
/// caller's, let go once the change is spliced), then judged as it is by `judge`, in the
/// reading the splice takes. The change is spliced by `edit`, judged by `finish`, and
/// written by `write`: one flow for every command that changes a file.
pub(super) struct Editing<'r> {
    pub(super) name: String,
    pub(super) format: source::Format,
    pub(super) session: pipeline::Session,
    pub(super) report: &'r dyn Report,
    /// The flags of the change, and the command that makes it ("add"), for its messages.
    pub(super) edit: &'r EditArgs,
    pub(super) command: &'static str,
    /// The deal number given, once `judge` read the file for it.
    pub(super) number: Option<usize>,
    pub(super) locked: crate::writer::Locked,
    pub(super) fingerprint: u64,
    pub(super) bom: bool,
    /// The match as it is: its names, warnings and deals, to judge the change against.
    pub(super) before: Before,
}

/// The match as it was before the change: its diagnostics and, when valid, its score;
/// when it has errors, the match as far as it checked (for the safety net).
#[derive(Default)]
pub(super) struct Before {
    pub(super) diagnostics: Vec<Diagnostic>,
    pub(super) scored: Option<pipeline::Scored>,
    pub(super) partial: Option<crate::validate::Partial>,
}

impl Before {
    /// Who plays and under which rules, for the flags: the scored match's, else the
    /// match's as far as it checked, when its rules were read whole (a setting it could
    /// not read, `preset = "tahminly"`, leaves them unknown).
    pub(super) fn known(&self) -> Option<crate::edit::Model<'_>> {
        use crate::diagnostic::Code;
        let unread = |d: &Diagnostic| matches!(d.code, Code::UnknownSetting | Code::SettingValue);
        let read_whole = !self.diagnostics.iter().any(unread);
        self.model().filter(|_| self.scored.is_some() || read_whole)
    }

    /// The match as the safety net compares it, when it was read.
    fn model(&self) -> Option<crate::edit::Model<'_>> {
        let partial = || self.partial.as_ref().map(crate::edit::Model::partial);
        self.scored
            .as_ref()
            .map(crate::edit::Model::of)
            .or_else(partial)
    }
}

/// A change spliced into the file's text, for `Editing::apply` to judge and write.
pub(super) struct Spliced<'c> {
    /// The changed text.
    pub(super) text: String,
    /// How it differs from the file, to name it in diagnostics ("with the new deal").
    pub(super) label: String,
    /// What it was asked to do, for the safety net.
    pub(super) change: crate::edit::Change<'c>,
    /// What to say when the text is the file's already (`None`: it never is).
    pub(super) unchanged: Option<String>,
}

/// A change judged and found sound, ready to write.
pub(super) struct Finished {
    /// The match as changed, scored (a change that fails is not finished).
    pub(super) scored: pipeline::Scored,
    /// The changed file.
    pub(super) candidate: source::Source,
    /// The changed deal's text as now written (for `amend`'s dry run).
    pub(super) written: Option<String>,
}

/// What a change says: under `--dry-run` what it would do; else `done` for the report of
/// a failed write to stdout afterwards ("the deal was added to" FILE), `line` on stdout.
pub(super) struct Said {
    pub(super) dry_run: String,
    pub(super) done: String,
    pub(super) line: String,
}

impl<'r> Editing<'r> {
    /// Lock `file` (waiting up to `wait` seconds for another batak) and read it: the
    /// file's text is returned beside. A version the guard asks for is checked here,
    /// under the lock.
    pub(super) fn open(
        file: &str,
        options: &'r EditArgs,
        what: &'static str,
        report: &'r dyn Report,
    ) -> Result<(Editing<'r>, source::Source), Stop> {
        let (file_args, wait) = (&options.file_args, options.wait);
        // Commands that change a file take no house rules: the file's own are the ones
        // (and those `serve` was given).
        let session = crate::commands::session_of(file_args, options.guard.rules.clone());
        if file == "-" {
            let message = text!("edit-stdin", command = what);
            return Err(stdin_refused(report, message, text!("edit-stdin-help")));
        }
        let name = file.to_owned();
        let refuse = |diagnostic| report.refuse(&name, diagnostic);
        let path = std::path::Path::new(file);
        let format = file_format(&name, path, session.input_format, report)?;
        // Locked from the read to the rename: concurrent writers queue, nothing is lost.
        let wait = std::time::Duration::from_secs(wait);
        let locked = crate::writer::Locked::open(path, wait).map_err(&refuse)?;
        let bytes = locked.read(session.max_size).map_err(&refuse)?;
        let fingerprint = crate::source::fingerprint(&bytes);
        if options
            .guard
            .version
            .is_some_and(|version| version != fingerprint)
        {
            let file = diagnostic::escape_name(&name);
            let message = text!("edit-conflict-version", file = file);
            return Err(conflict(report, &name, message));
        }
        let bom = bytes.starts_with(b"\xef\xbb\xbf");
        let original = source::decode(name.clone(), bytes, format)
            .map_err(|unreadable| refuse(*unreadable.diagnostic))?;
        let editing = Editing {
            name,
            format,
            session,
            report,
            edit: options,
            command: what,
            number: None,
            locked,
            fingerprint,
            bom,
            before: Before::default(),
        };
        Ok((editing, original))
    }

    /// Judge the file as it is (`original`, its text) in the one reading a change to deal
    /// `number` takes of it (see `edit::read_for_change`), which is returned.
    pub(super) fn judge<'o>(
        &mut self,
        original: &'o source::Source,
        number: Option<usize>,
    ) -> crate::edit::Read<'o> {
        self.number = number;
        // Judged as it is, without `--strict`: that counts only what the change brings.
        let judged = self.session.judge(
            original,
            &[Vec::new()],
            pipeline::Strictness::Off,
            || source::Keep::new(number),
            source::Keep::take,
        );
        let mut before = judged.outcomes.into_iter().next().expect("one rule set");
        let read = judged
            .read
            .map(|read| read.state.into_deals(read.root))
            .ok_or_else(|| before.diagnostics.clone());
        let diagnostics = std::mem::take(&mut before.diagnostics);
        let mut scored = before.into_scored();
        if let Some(scored) = &mut scored {
            // Each deal's score is not needed to judge a change (its deals, notes,
            // players, rules and standings are).
            scored.board.deals = Vec::new();
        }
        // A file with errors is read once more, for the deals that check.
        let partial = if scored.is_none() && read.is_ok() {
            let flags = &self.session.flags;
            let start = || crate::validate::Checker::partial(flags);
            source::fold(original, start, |checker, item| checker.take(&item))
                .ok()
                .and_then(|folded| folded.state.finish_partial())
        } else {
            None
        };
        self.before = Before {
            diagnostics,
            scored,
            partial,
        };
        read
    }

    /// Report `diagnostics` about the file as it is (`text`, to place them): exit 1.
    pub(super) fn stop_with(&self, text: &str, diagnostics: &[Diagnostic]) -> Stop {
        self.report.show(&self.name, text, diagnostics);
        Stop(Exit::Invalid)
    }

    /// A command-line mistake, reported with "FILE was not changed": exit 2.
    pub(super) fn flag_refused(&self, problem: &FlagProblem) -> Stop {
        self.unchanged(problem.shown(self.report))
    }

    /// `stop`, once "m.toml was not changed" is said after the refusal it ends.
    pub(super) fn unchanged(&self, stop: Stop) -> Stop {
        let file = diagnostic::escape_name(&self.name);
        let lang = self.report.lang();
        self.report
            .say(&lang::say!(lang, "not-changed", file = file));
        stop
    }

    /// Report a splice that could not be made in `original` (the file's text): the
    /// file's problem (exit 1), or a deal number the file does not have, a command-line
    /// mistake (exit 2) drawn over the number given to the command.
    pub(super) fn splice_refused(&self, refusal: crate::edit::Refusal, original: &str) -> Stop {
        match refusal {
            crate::edit::Refusal::Unreadable(diagnostics) => self.stop_with(original, &diagnostics),
            crate::edit::Refusal::Unsafe(diagnostic) => self.stop_with(original, &[*diagnostic]),
            // A command-line mistake: exit 2.
            crate::edit::Refusal::NoSuchDeal(count) => crate::commands::no_such_deal_problem(
                &self.name,
                count,
                self.command,
                self.number,
                text!("no-such-deal-help-last", count = count),
            )
            .shown(self.report),
        }
    }

    /// Judge the changed text (`label` says how it differs), in a reading that keeps the
    /// deal amended (if any), whose text as now written `amend`'s dry run shows: the
    /// whole match must be valid, `--strict` refuses the warnings the change brings, and
    /// the safety net (`edit::unexpected`) must find the match before and after alike but
    /// for what was asked (else the splice misread the file). Shows the warnings the
    /// change brings.
    pub(super) fn finish(&self, spliced: Spliced<'_>) -> Result<Finished, Stop> {
        let change = &spliced.change;
        let candidate = source::Source {
            name: format!("{} ({})", self.name, spliced.label),
            text: spliced.text,
            format: self.format,
        };
        let amended = match change {
            crate::edit::Change::Amended { number, .. } => Some(*number),
            _ => None,
        };
        // The file as it was, to tell what the change brought: a removal renumbers the
        // deals after it.
        let before = pipeline::Before {
            diagnostics: &self.before.diagnostics,
            renumbered: matches!(change, crate::edit::Change::Removed { .. }),
        };
        let strictness = self.session.strictness(Some(before));
        let judged = self.session.judge(
            &candidate,
            &[Vec::new()],
            strictness,
            || source::Keep::new(amended),
            source::Keep::take,
        );
        let outcome = judged.outcomes.into_iter().next().expect("one rule set");
        let written = judged.read.and_then(|read| {
            let deals = read.state.into_deals(read.root);
            let deal = deals.item(amended? - 1)?;
            crate::edit::as_written(&candidate, deal)
        });
        // Only what the change brings is told: the warnings the file already had are
        // `batak check`'s to tell (repeating them on every change hid the new one). Their
        // indices come in order, so each is looked up by bisection.
        let brought = pipeline::brought(before, &outcome.diagnostics);
        // What stops a change that fails: its errors, and the warnings it brings.
        let fails = outcome.fails();
        let shown: Vec<Diagnostic> = (outcome.diagnostics.iter().enumerate())
            .filter(|(index, diagnostic)| {
                brought.binary_search(index).is_ok()
                    || fails && diagnostic.severity == diagnostic::Severity::Error
            })
            .map(|(_, diagnostic)| diagnostic.clone())
            .collect();
        let Some(scored) = outcome.into_scored() else {
            self.report.show(&candidate.name, &candidate.text, &shown);
            return Err(self.unchanged(Stop(Exit::Invalid)));
        };
        // The change must be what was asked and nothing else, the match as read back
        // against the match as it was (a layout batak misread, such as a YAML merge key in
        // the last deal, is caught here instead of written).
        if let Some(old) = self.before.model()
            && let Some(problem) = crate::edit::unexpected(old, &scored, change)
        {
            return Err(edit_problem(
                self.report,
                &self.name,
                problem,
                text!("edit-by-hand-help"),
            ));
        }
        if !shown.is_empty() {
            self.report.show(&candidate.name, &candidate.text, &shown);
        }
        Ok(Finished {
            scored,
            candidate,
            written,
        })
    }

    /// The change judged (see `finish`), then written and said by `said` (or under
    /// `--dry-run` what it would do shown), and the standings after it. A text that is
    /// the file's already is not written: the file stays as it is, inode and all (a
    /// watcher is not woken), and `unchanged` says so.
    pub(super) fn apply(
        &self,
        original: source::Source,
        spliced: Spliced<'_>,
        out: &mut Output,
        said: impl FnOnce(&Finished) -> Said,
    ) -> Result<Exit, Stop> {
        let unchanged = spliced.unchanged.clone();
        if let Some(line) = unchanged.as_ref().filter(|_| spliced.text == original.text) {
            out.emit(line.as_bytes());
            if let Some(scored) = &self.before.scored {
                emit_standings(scored, self.edit, out);
            }
            // A change that changes nothing does not make a file that fails right.
            if self.before.scored.is_none() && !self.before.diagnostics.is_empty() {
                self.report
                    .show(&self.name, &original.text, &self.before.diagnostics);
                return Ok(Exit::Invalid);
            }
            return Ok(Exit::Ok);
        }
        // The text is spliced: a large file is not held twice while the change is judged.
        drop(original);
        let finished = self.finish(spliced)?;
        // A match the same as before is no change, however it is now written (`--trump ♠`
        // where the file says "♠", tricks asked as they are): nothing is written.
        let before = self.before.scored.as_ref();
        let same = before.filter(|before| before.game == finished.scored.game);
        if let (Some(line), Some(before)) = (unchanged, same) {
            out.emit(line.as_bytes());
            emit_standings(before, self.edit, out);
            return Ok(Exit::Ok);
        }
        let said = said(&finished);
        let line = if self.edit.dry_run {
            said.dry_run
        } else {
            self.write(finished.candidate, &said.done, out)?;
            said.line
        };
        out.emit(line.as_bytes());
        emit_standings(&finished.scored, self.edit, out);
        Ok(Exit::Ok)
    }

    /// Write the changed text in place of the file; `done` says what was done, for the
    /// report of a failed write to stdout afterwards.
    pub(super) fn write(
        &self,
        candidate: source::Source,
        done: &str,
        out: &mut Output,
    ) -> Result<(), Stop> {
        let mut text = candidate.text;
        if self.bom {
            text.insert(0, '\u{feff}');
        }
        self.locked
            .replace(&text, self.fingerprint)
            .map_err(|d| self.stop_with("", &[d]))?;
        out.changed = Some(done.to_owned());
        let lang = self.report.lang();
        let file = diagnostic::escape_name(&self.name);
        // What the write could not keep as it was: the link, the owner, the other names.
        let notes = [
            self.locked.link_target().map(|target| {
                let target = diagnostic::escape_name(&target.display().to_string());
                lang::say!(lang, "written-through-link", file = &file, target = target)
            }),
            self.locked.lost_owner().map(|(uid, gid)| {
                let owner = format!("{uid}:{gid}");
                lang::say!(lang, "lost-owner", file = &file, owner = owner)
            }),
            (self.locked.other_links() > 0)
                .then(|| lang::say!(lang, "other-hard-links", file = &file)),
        ];
        for note in notes.into_iter().flatten() {
            self.report.say(&note);
        }
        Ok(())
    }
}

/// The trump of deal `number` (from 1) of a match that scored: what `add` and `amend`
/// name in words when they record one.
pub(super) fn trump_of(scored: &pipeline::Scored, number: usize) -> Option<crate::model::Suit> {
    scored.game.deals.get(number.checked_sub(1)?)?.trump()
}

/// The standings of the match as it is now, scored, laid out for the terminal.
fn emit_standings(scored: &pipeline::Scored, edit: &EditArgs, out: &mut Output) {
    let table = stdout_style(edit.file_args.color, out);
    out.emit(table.standings_and_result(scored).as_bytes());
}
