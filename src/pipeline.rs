//! One file's way through batak: read, parse, validate under the layered rules, score,
//! the warnings that only scoring can find, and `--strict`. Every command goes through a
//! `Session` (the reading options of one run, parsed once) and its one judging entry,
//! `Session::judge`: strictness is a type (`Strictness`: off, every warning, or only what
//! a change brought), the verdict is either scored or failed (`Verdict`), and renderers
//! read the `Outcome` it returns. `Session::evaluate` is reading a path, then judging it.

use std::collections::HashMap;

use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::lang::{Text, text};
use crate::model::Match;
use crate::rules::{Assignment, Rules};
use crate::score::{Scoreboard, score};
use crate::source::{self, Format, Item, Source};
use crate::validate::{Checker, Validated};

/// The reading options of one run, parsed once: `--set` assignments, `--strict`, the
/// input format and the size limit. The default judges a source already read (`judge`,
/// `outcome`) under its own rules alone; it reads nothing (its size limit is 0).
#[derive(Debug, Clone, Default)]
pub(crate) struct Session {
    pub(crate) flags: Vec<Assignment>,
    pub(crate) strict: bool,
    pub(crate) input_format: Option<Format>,
    pub(crate) max_size: u64,
    /// What to do with a FIFO or a device: `watch` refuses them, others read them.
    pub(crate) special: source::Special,
}

/// How warnings count when a file is judged.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Strictness<'a> {
    /// Warnings stay warnings.
    Off,
    /// Every warning is an error, and a file with one is not scored (`--strict`).
    All,
    /// Only the warnings a change brings are errors (`--strict` on `new`, `add`, `amend`,
    /// `remove`): those the file already had stay warnings.
    Added(Before<'a>),
}

/// The file as it was before a change, to tell which diagnostics the change brought.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Before<'a> {
    pub(crate) diagnostics: &'a [Diagnostic],
    /// The change took a deal out, so the deals after it are numbered one less ("deal
    /// 7: …" is now "deal 6: …", the same warning).
    pub(crate) renumbered: bool,
}

/// What became of one file under one rule set: its diagnostics (strictness applied) and
/// the verdict.
#[derive(Debug)]
pub(crate) struct Outcome {
    pub(crate) name: String,
    /// The text, for line/column of diagnostics. Empty when the file could not be read,
    /// and in what `Session::judge` returns (the caller holds the text: a large file is
    /// not copied).
    pub(crate) text: String,
    pub(crate) diagnostics: Vec<Diagnostic>,
    pub(crate) verdict: Verdict,
}

/// A file is either scored or it fails (exit 1).
#[derive(Debug)]
pub(crate) enum Verdict {
    /// Valid (under `--strict`, without a warning): the match, its rules and score.
    Scored(Box<Scored>),
    /// Not scored: the rules in force when the file was read far enough to have them.
    Failed(Option<Box<Rules>>),
}

/// A valid match, scored.
#[derive(Debug)]
pub(crate) struct Scored {
    pub(crate) game: Match,
    pub(crate) rules: Rules,
    pub(crate) board: Scoreboard,
}

impl Session {
    /// The same options without house rules: a file is judged under its own rules alone
    /// (the commands that change a file, `new --like`).
    pub(crate) fn own_rules(&self) -> Session {
        Session {
            flags: Vec::new(),
            ..self.clone()
        }
    }

    /// How warnings count: `--strict` makes each an error, or in a file a command is
    /// about to write, which was `before`, only those the change brings.
    pub(crate) fn strictness<'a>(&self, before: Option<Before<'a>>) -> Strictness<'a> {
        match (self.strict, before) {
            (false, _) => Strictness::Off,
            (true, None) => Strictness::All,
            (true, Some(before)) => Strictness::Added(before),
        }
    }

    /// Read `path` (`-` is standard input) within the session's limits, with the
    /// fingerprint of the bytes read (`source::read`).
    pub(crate) fn read(&self, path: &str) -> Result<(Source, u64), source::Unreadable> {
        source::read(path, self.input_format, self.max_size, self.special)
    }

    /// Read `path` and judge it under the session's flags and strictness: what `score`,
    /// `check`, `stats`, `chart`, `show` and `watch` do with each file. The text moves into
    /// the outcome.
    pub(crate) fn evaluate(&self, path: &str) -> Outcome {
        self.evaluate_versioned(path).0
    }

    /// `evaluate`, with the fingerprint of the bytes read (`source::fingerprint`): the
    /// version of the file the outcome is of (`batak serve`'s page holds it, and a change
    /// is made only to that version). `None` when the file could not be read.
    pub(crate) fn evaluate_versioned(&self, path: &str) -> (Outcome, Option<u64>) {
        match self.read(path) {
            Ok((source, version)) => {
                let mut outcome = self.outcome(&source);
                outcome.text = source.text;
                (outcome, Some(version))
            }
            Err(unreadable) => {
                let diagnostics = vec![*unreadable.diagnostic];
                (Outcome::failed(unreadable.name, diagnostics), None)
            }
        }
    }

    /// The one way a file is judged: one reading of `source` (`source::fold`) into one
    /// checker per rule set, which validates it under the session's flags then the set's
    /// own (`compare` judges several in one reading, every other command `&[Vec::new()]`,
    /// the session's alone), and into the caller's own fold beside them (`start`, `step`:
    /// what else a command needs of the same reading, such as the deals a change keeps;
    /// `|| ()` when nothing). Each valid match is scored, the warnings only scoring finds
    /// are added, and `strictness` is applied. A file with syntax errors fails with them
    /// under every rule set, and the fold is not given back.
    pub(crate) fn judge<'a, T>(
        &self,
        source: &'a Source,
        rule_sets: &[Vec<Assignment>],
        strictness: Strictness<'_>,
        start: impl Fn() -> T,
        mut step: impl FnMut(&mut T, Item<'_, 'a>),
    ) -> Judged<'a, T> {
        // A checker for each rule set, under the session's flags then the set's, and the
        // caller's own fold.
        let begin = || {
            let checkers: Vec<Checker> = (rule_sets.iter())
                .map(|own| Checker::new(&[&self.flags[..], own].concat()))
                .collect();
            (checkers, start())
        };
        let read = source::fold(source, begin, |(checkers, also), item| {
            for checker in checkers {
                checker.take(&item);
            }
            step(also, item);
        });
        match read {
            Ok(source::Folded {
                state: (checkers, state),
                root,
            }) => Judged {
                outcomes: (checkers.into_iter())
                    .map(|checker| scored(checker.finish(), source, strictness))
                    .collect(),
                read: Some(source::Folded { state, root }),
            },
            Err(diagnostics) => {
                let failed = |_| Outcome::failed(source.name.clone(), diagnostics.clone());
                Judged {
                    outcomes: rule_sets.iter().map(failed).collect(),
                    read: None,
                }
            }
        }
    }

    /// `judge` under the session's rules alone and its own strictness (nothing before),
    /// with no fold of the caller's: the outcome, its text left empty.
    pub(crate) fn outcome(&self, source: &Source) -> Outcome {
        let strictness = self.strictness(None);
        let judged = self.judge(source, &[Vec::new()], strictness, || (), |(), _| {});
        judged.outcomes.into_iter().next().expect("one rule set")
    }
}

/// What `Session::judge` made of one reading of a file: an outcome for each rule set (its
/// text left empty: the caller holds the text, and a large file is not copied), and what
/// the caller's fold made of the reading with the top-level table as read (`None` when
/// the file does not parse: the outcomes hold its syntax errors).
pub(crate) struct Judged<'a, T> {
    pub(crate) outcomes: Vec<Outcome>,
    pub(crate) read: Option<source::Folded<'a, T>>,
}

impl Scored {
    /// Names of the sides: the players, or the two teams in partnership.
    pub(crate) fn sides(&self) -> &[String] {
        if self.rules.partnership() {
            &self.game.teams
        } else {
            &self.game.players
        }
    }

    /// How the match stands.
    pub(crate) fn result(&self) -> crate::score::MatchResult {
        let board = &self.board;
        crate::score::MatchResult {
            sides: self.sides().to_vec(),
            totals: board.totals[..board.side_count].to_vec(),
            status: board.status.clone(),
            recorded: board.recorded,
            scored_deals: board.scored_deals,
            end: self.rules.end(),
            pairs: self.rules.partnership()
                && self.game.teams == crate::model::Match::default_teams(&self.game.players),
        }
    }

    /// Only what a comparison shows of a rule set: the standings, the result, the rules.
    /// The deals and their scores go, so that a thousand `--with` variants cost a
    /// thousand summaries, not a thousand copies of the match.
    pub(crate) fn into_summary(mut self) -> Scored {
        self.game.deals = Vec::new();
        self.game.notes = crate::model::Notes::default();
        self.board.deals = Vec::new();
        self
    }
}

impl Outcome {
    /// A file that failed before it had rules: unreadable, or not parsed.
    pub(crate) fn failed(name: String, diagnostics: Vec<Diagnostic>) -> Outcome {
        Outcome::new(name, diagnostics, Verdict::Failed(None))
    }

    /// What became of file `name`, its text left empty.
    fn new(name: String, diagnostics: Vec<Diagnostic>, verdict: Verdict) -> Outcome {
        Outcome {
            name,
            text: String::new(),
            diagnostics,
            verdict,
        }
    }

    /// The match and its score, when the file is valid.
    pub(crate) fn scored(&self) -> Option<&Scored> {
        match &self.verdict {
            Verdict::Scored(scored) => Some(scored),
            Verdict::Failed(_) => None,
        }
    }

    /// The match and its score, taken out, when the file is valid.
    pub(crate) fn into_scored(self) -> Option<Scored> {
        match self.verdict {
            Verdict::Scored(scored) => Some(*scored),
            Verdict::Failed(_) => None,
        }
    }

    /// Whether the file fails (exit 1).
    pub(crate) fn fails(&self) -> bool {
        matches!(self.verdict, Verdict::Failed(_))
    }

    /// The rules in force, valid or not, when the file had them.
    pub(crate) fn rules(&self) -> Option<&Rules> {
        match &self.verdict {
            Verdict::Scored(scored) => Some(&scored.rules),
            Verdict::Failed(rules) => rules.as_deref(),
        }
    }
}

/// Apply `strictness` to `diagnostics`: the warnings it hardens (every one, or those a
/// change brought) become errors. Whether there was one: the file then fails (a scored
/// file has no error), its rules kept.
fn harden(diagnostics: &mut [Diagnostic], strictness: Strictness<'_>) -> bool {
    let hardened = match strictness {
        Strictness::Off => return false,
        Strictness::All => (0..diagnostics.len()).collect(),
        Strictness::Added(before) => brought(before, diagnostics),
    };
    let mut caused = false;
    for index in hardened {
        let diagnostic = &mut diagnostics[index];
        caused |= diagnostic.severity == Severity::Warning;
        diagnostic.severity = Severity::Error;
    }
    caused
}

/// Which of `after` (by index, in order) a change brought to a file that was `before`:
/// those the file did not have, compared as values (code and message with its values). Counted by
/// key: linear in the diagnostics, however many (a list searched for each took seconds
/// when every deal warned). When the deals were renumbered, deal numbers are left out of
/// the keys, and the one warning about deals after the end is the same warning whatever
/// deals it names. The summary of problems not kept is brought only when it counts more
/// than before.
pub(crate) fn brought(before: Before<'_>, after: &[Diagnostic]) -> Vec<usize> {
    let key = |diagnostic: &Diagnostic| -> (Code, Option<Text>) {
        let message = match (before.renumbered, diagnostic.code) {
            (true, Code::AfterEnd) => None,
            (true, _) => Some(diagnostic.message.without("deal")),
            (false, _) => Some(diagnostic.message.clone()),
        };
        (diagnostic.code, message)
    };
    let mut old: HashMap<(Code, Option<Text>), usize> = HashMap::new();
    let mut old_omitted = (0, 0);
    for diagnostic in before.diagnostics {
        if diagnostic.code == Code::Omitted {
            old_omitted = diagnostic.tally();
        } else {
            *old.entry(key(diagnostic)).or_default() += 1;
        }
    }
    let mut new = Vec::new();
    for (index, diagnostic) in after.iter().enumerate() {
        if diagnostic.code == Code::Omitted {
            let (errors, warnings) = diagnostic.tally();
            if errors > old_omitted.0 || warnings > old_omitted.1 {
                new.push(index);
            }
            continue;
        }
        match old.get_mut(&key(diagnostic)) {
            Some(count) if *count > 0 => *count -= 1,
            _ => new.push(index),
        }
    }
    new
}

/// Parse, validate and score a source already read, under `flags` (tests and the fuzz
/// and bench hooks; its text is copied into the outcome).
#[cfg(any(test, feature = "harness"))]
pub(crate) fn evaluate_source(source: &Source, flags: &[Assignment]) -> Outcome {
    let session = Session {
        flags: flags.to_vec(),
        ..Session::default()
    };
    let mut outcome = session.outcome(source);
    outcome.text.clone_from(&source.text);
    outcome
}

/// A valid TOML match, scored (tests); its diagnostics said when it is not valid.
#[cfg(test)]
pub(crate) fn scored_toml(text: &str) -> Scored {
    let source = Source {
        name: "m.toml".into(),
        text: text.into(),
        format: Format::Toml,
    };
    let outcome = evaluate_source(&source, &[]);
    let diagnostics = format!("{:?}", outcome.diagnostics);
    outcome.into_scored().expect(&diagnostics)
}

/// Score what validation made of `source` (its text places a warning), add the warnings
/// only scoring can find, and apply `strictness`.
fn scored(checked: Validated, source: &Source, strictness: Strictness<'_>) -> Outcome {
    let Validated {
        game,
        rules,
        deal_starts,
        mut diagnostics,
    } = checked;
    let board = game.as_ref().map(|game| score(game, &rules));
    // The deals recorded after the end: every one after the deal it ended with.
    if let Some(board) = &board
        && let Some(ended) = board.status.ended_after()
        && ended < board.recorded
    {
        let (first, last) = (ended + 1, board.recorded);
        let message = if first == last {
            text!("late-deal-one", deal = first, ended = ended)
        } else {
            text!("late-deal-many", first = first, last = last, ended = ended)
        };
        // The first late deal's first line: enough to find it, short enough to read.
        let span = deal_starts
            .get(first - 1)
            .and_then(|&start| usize::try_from(start).ok())
            .filter(|&start| start < source.text.len() && start != u32::MAX as usize)
            .map(|start| {
                let line_end = source.text[start..]
                    .find(['\r', '\n'])
                    .map_or(source.text.len(), |offset| start + offset);
                start..line_end
            });
        diagnostics.push(
            Diagnostic::warning(Code::AfterEnd, span, message)
                .label(text!("late-deal-label"))
                .help(text!("late-deal-help")),
        );
    }
    // A warning that counts as an error makes the file fail, its rules kept.
    let caused = harden(&mut diagnostics, strictness);
    let verdict = match (game, board) {
        (Some(game), Some(board)) if !caused => {
            Verdict::Scored(Box::new(Scored { game, rules, board }))
        }
        _ => Verdict::Failed(Some(Box::new(rules))),
    };
    Outcome::new(source.name.clone(), diagnostics, verdict)
}

#[cfg(test)]
mod tests;
