//! One file's way through batak: read, parse, validate under the layered rules, score,
//! the warnings that only scoring can find, and `--strict`. Every command goes through a
//! `Session` (the reading options of one run, parsed once), so strictness and warnings
//! live here and nowhere else; renderers read what it returns.

use std::collections::HashMap;

use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::model::Match;
use crate::raw::Node;
use crate::rules::{Assignment, Rules};
use crate::score::{Scoreboard, score};
use crate::source::{self, Format, Sink, Source};
use crate::validate::{Checker, Validated};

/// The reading options of one run, parsed once: `--set` assignments, `--strict`, the
/// input format and the size limit.
#[derive(Debug, Clone)]
pub(crate) struct Session {
    pub(crate) flags: Vec<Assignment>,
    pub(crate) strict: bool,
    pub(crate) input_format: Option<Format>,
    pub(crate) max_size: u64,
    /// What to do with a FIFO or a device: `watch` refuses them, others read them.
    pub(crate) special: source::Special,
}

/// What one rule set made of a file: its diagnostics (strictness applied), the score when
/// it is valid, and the rules in force either way.
#[derive(Debug)]
pub(crate) struct Judged {
    pub(crate) diagnostics: Vec<Diagnostic>,
    pub(crate) scored: Option<Scored>,
    pub(crate) rules: Rules,
}

impl Session {
    /// Read `path` and judge it under the session's flags.
    pub(crate) fn evaluate(&self, path: &str) -> Outcome {
        let mut outcome = evaluate(
            path,
            self.input_format,
            self.max_size,
            self.special,
            &self.flags,
        );
        outcome.apply_strict(self.strict);
        outcome
    }

    /// Read `path` (`-` is standard input) within the session's limits.
    pub(crate) fn read(&self, path: &str) -> Result<Source, source::Unreadable> {
        source::read(path, self.input_format, self.max_size, self.special)
    }

    /// Judge one read of a file under several rule sets (each the session's flags, then
    /// its own): `compare` reads once; `rules` asks for one. `Err` holds syntax errors.
    pub(crate) fn judge(
        &self,
        source: &Source,
        variants: &[Vec<Assignment>],
    ) -> Result<Vec<Judged>, Vec<Diagnostic>> {
        let mut checkers = Variants(
            variants
                .iter()
                .map(|own| {
                    let mut flags = self.flags.clone();
                    flags.extend(own.iter().cloned());
                    Checker::new(&flags)
                })
                .collect(),
        );
        source::read_into(source, &mut checkers)?;
        Ok(checkers
            .0
            .into_iter()
            .map(|checker| self.judged(checker, &source.text))
            .collect())
    }

    /// Judge one read of a file under the session's flags alone (`rules`, `new --like`).
    pub(crate) fn judge_one(&self, source: &Source) -> Result<Judged, Vec<Diagnostic>> {
        let mut checker = Checker::new(&self.flags);
        source::read_into(source, &mut checker)?;
        Ok(self.judged(checker, &source.text))
    }

    /// What a checker that has read the whole file makes of it: scored, strictness applied.
    fn judged(&self, checker: Checker, text: &str) -> Judged {
        let checked = checker.finish();
        let rules = checked.rules.clone();
        let (mut diagnostics, mut scored) = finish(checked, text);
        apply_strict(&mut diagnostics, &mut scored, self.strict);
        Judged {
            diagnostics,
            scored,
            rules,
        }
    }

    /// Judge a file a command is about to write (`new`, `add`): its own rules only, and
    /// under `--strict` only the warnings the change brings (`before`: what the file had).
    /// The outcome's text is left empty (the caller has it: a large file is not copied).
    pub(crate) fn judge_change(&self, candidate: &Source, before: &[Diagnostic]) -> Outcome {
        self.judge_change_also(candidate, before, &mut Nothing).0
    }

    /// `judge_change`, the same reading also fed to `also` (the safety net's side of a
    /// change); with the top-level table read, when the file reads.
    pub(crate) fn judge_change_also<'s>(
        &self,
        candidate: &'s Source,
        before: &[Diagnostic],
        also: &mut dyn Sink,
    ) -> (Outcome, Option<Node<'s>>) {
        let mut checker = Checker::new(&[]);
        let (diagnostics, scored, root) =
            match source::read_into_for_root(candidate, &mut Both(&mut checker, also)) {
                Ok(root) => {
                    let (diagnostics, scored) = finish(checker.finish(), &candidate.text);
                    (diagnostics, scored, Some(root))
                }
                Err(diagnostics) => (diagnostics, None, None),
            };
        let mut outcome = Outcome {
            name: candidate.name.clone(),
            text: String::new(),
            diagnostics,
            scored,
        };
        outcome.apply_strict_to_change(before, self.strict);
        (outcome, root)
    }
}

/// What became of one file.
#[derive(Debug)]
pub(crate) struct Outcome {
    pub(crate) name: String,
    /// The text, for line/column of diagnostics (empty when it could not be read).
    pub(crate) text: String,
    pub(crate) diagnostics: Vec<Diagnostic>,
    /// The match, its rules and score, when the file is valid.
    pub(crate) scored: Option<Scored>,
}

/// A valid match, scored.
#[derive(Debug)]
pub(crate) struct Scored {
    pub(crate) game: Match,
    pub(crate) rules: Rules,
    pub(crate) board: Scoreboard,
}

impl Scored {
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
    /// Whether the file fails (exit 1): it has errors, so it was not scored. Under
    /// `--strict` a warning counts, once `apply_strict` has made it an error.
    pub(crate) fn fails(&self) -> bool {
        self.scored.is_none()
    }

    /// Under `--strict` warnings are errors: reported as such, and the file is not scored.
    pub(crate) fn apply_strict(&mut self, strict: bool) {
        apply_strict(&mut self.diagnostics, &mut self.scored, strict);
    }

    /// `--strict` for a change to a file (`add`): only the warnings the change brings
    /// count, not those the file already had (`before`), which stay warnings.
    pub(crate) fn apply_strict_to_change(&mut self, before: &[Diagnostic], strict: bool) {
        if !strict {
            return;
        }
        // Counted by (code, words), and by code: linear in the diagnostics, however many
        // (a list searched for each took seconds when every deal warned).
        let mut old: HashMap<(Code, &str), usize> = HashMap::new();
        for diagnostic in before {
            *old.entry((diagnostic.code, diagnostic.message.as_str()))
                .or_default() += 1;
        }
        let mut caused = false;
        // Word for word first; then a warning whose words changed only because the
        // deals were renumbered ("deals 6–7 …" became "deal 6 …" when one was removed)
        // pairs with an unmatched one of the same code: it is not the change's.
        let mut unmatched = Vec::new();
        for (index, diagnostic) in self.diagnostics.iter().enumerate() {
            match old.get_mut(&(diagnostic.code, diagnostic.message.as_str())) {
                Some(count) if *count > 0 => *count -= 1,
                _ => unmatched.push(index),
            }
        }
        let mut left: HashMap<Code, usize> = HashMap::new();
        for ((code, _), count) in old {
            *left.entry(code).or_default() += count;
        }
        for index in unmatched {
            let diagnostic = &mut self.diagnostics[index];
            match left.get_mut(&diagnostic.code) {
                Some(count) if *count > 0 => *count -= 1,
                _ if diagnostic.severity == Severity::Warning => {
                    diagnostic.severity = Severity::Error;
                    caused = true;
                }
                _ => {}
            }
        }
        if caused {
            self.scored = None;
        }
    }
}

/// Under `--strict` make every warning an error and, if there was one, drop the score:
/// errors make a match unscorable.
pub(crate) fn apply_strict(
    diagnostics: &mut [Diagnostic],
    scored: &mut Option<Scored>,
    strict: bool,
) {
    if strict && !diagnostics.is_empty() {
        for diagnostic in diagnostics.iter_mut() {
            diagnostic.severity = Severity::Error;
        }
        *scored = None;
    }
}

/// Read `path` (at most `max_size` bytes) and turn it into an outcome under the given
/// `--set` assignments.
fn evaluate(
    path: &str,
    format: Option<Format>,
    max_size: u64,
    special: source::Special,
    flags: &[Assignment],
) -> Outcome {
    match source::read(path, format, max_size, special) {
        Ok(source) => {
            let (diagnostics, scored) = evaluate_parts(&source, flags);
            // The text moves into the outcome: a large file is not held twice.
            Outcome {
                name: source.name,
                text: source.text,
                diagnostics,
                scored,
            }
        }
        Err(unreadable) => Outcome {
            name: unreadable.name,
            text: String::new(),
            diagnostics: vec![*unreadable.diagnostic],
            scored: None,
        },
    }
}

/// Parse, validate and score a source already read (its text is copied into the outcome).
#[cfg(any(test, feature = "harness"))] // the fuzz and bench hooks, and tests
pub(crate) fn evaluate_source(source: &Source, flags: &[Assignment]) -> Outcome {
    let (diagnostics, scored) = evaluate_parts(source, flags);
    Outcome {
        name: source.name.clone(),
        text: source.text.clone(),
        diagnostics,
        scored,
    }
}

/// The diagnostics of a source and, when it is valid, its score (its text is not copied).
pub(crate) fn evaluate_parts(
    source: &Source,
    flags: &[Assignment],
) -> (Vec<Diagnostic>, Option<Scored>) {
    let mut checker = Checker::new(flags);
    match source::read_into(source, &mut checker) {
        Ok(()) => finish(checker.finish(), &source.text),
        Err(diagnostics) => (diagnostics, None),
    }
}

/// A sink that keeps nothing.
struct Nothing;

impl Sink for Nothing {
    fn header(&mut self, _root: &Node<'_>) {}

    fn deal(&mut self, _deal: &Node<'_>) {}

    fn reset(&mut self) {}
}

/// Two sinks fed by one read of the file.
struct Both<'a>(&'a mut dyn Sink, &'a mut dyn Sink);

impl Sink for Both<'_> {
    fn header(&mut self, root: &Node<'_>) {
        self.0.header(root);
        self.1.header(root);
    }

    fn deal(&mut self, deal: &Node<'_>) {
        self.0.deal(deal);
        self.1.deal(deal);
    }

    fn reset(&mut self) {
        self.0.reset();
        self.1.reset();
    }
}

/// Several checkers fed by one read of the file: `compare` parses once and validates
/// under every variant's rules.
struct Variants(Vec<Checker>);

impl Sink for Variants {
    fn header(&mut self, root: &Node<'_>) {
        self.0.iter_mut().for_each(|checker| checker.header(root));
    }

    fn deal(&mut self, deal: &Node<'_>) {
        self.0.iter_mut().for_each(|checker| checker.deal(deal));
    }

    fn reset(&mut self) {
        self.0.iter_mut().for_each(Checker::reset);
    }
}

impl Sink for Checker {
    fn header(&mut self, root: &Node<'_>) {
        Checker::header(self, root);
    }

    fn deal(&mut self, deal: &Node<'_>) {
        Checker::deal(self, deal);
    }

    fn reset(&mut self) {
        Checker::reset(self);
    }
}

/// Score what validation made of a file, and add the warnings only scoring can find.
pub(crate) fn finish(checked: Validated, text: &str) -> (Vec<Diagnostic>, Option<Scored>) {
    let Validated {
        game,
        rules,
        deal_starts,
        mut diagnostics,
    } = checked;
    let Some(game) = game else {
        return (diagnostics, None);
    };
    let board = score(&game, &rules);
    let late: Vec<usize> = board.deals_after_end().collect();
    if let (Some(&first), Some(&last)) = (late.first(), late.last()) {
        let ended = match &board.status {
            crate::score::Status::Finished { after_deal, .. } => *after_deal,
            _ => first - 1,
        };
        let which = if first == last {
            format!("deal {first} was")
        } else {
            format!("deals {first}–{last} were")
        };
        // The first late deal's first line: enough to find it, short enough to read.
        let span = deal_starts
            .get(first - 1)
            .and_then(|&start| usize::try_from(start).ok())
            .filter(|&start| start < text.len() && start != u32::MAX as usize)
            .map(|start| {
                let line_end = text[start..]
                    .find(['\r', '\n'])
                    .map_or(text.len(), |offset| start + offset);
                start..line_end
            });
        diagnostics.push(
            Diagnostic::warning(
                Code::AfterEnd,
                span,
                format!("{which} recorded after the match ended with deal {ended}; not counted"),
            )
            .label("after the end")
            .help("start a new match file for them, or change the rules that ended the match"),
        );
    }
    (diagnostics, Some(Scored { game, rules, board }))
}
