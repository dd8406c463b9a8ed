//! Rule sets side by side on one match (`batak compare`): one reading of the file judged
//! under each rule set, a few at a time, each keeping only its summary once judged (the
//! file's own keeps its deals, to tell which deals each other set scores differently).

use crate::lang::{Lang, Text};
use std::collections::HashSet;

use crate::diagnostic::{Code, Diagnostic};
use crate::pipeline::{Scored, Session, Verdict};
use crate::rules::Assignment;
use crate::source::Source;

/// Several rule sets applied to one file (`batak compare`).
#[derive(Debug)]
pub(crate) struct Comparison {
    pub(crate) name: String,
    /// The file's text, for the line and column of diagnostics.
    pub(crate) text: String,
    /// The rule sets, in the order given, each scored or failed.
    pub(crate) variants: Vec<Variant>,
}

/// One rule set of a comparison.
#[derive(Debug)]
pub(crate) struct Variant {
    /// The rule set, as given (its label and overrides are what the outputs show).
    pub(crate) set: RuleSet,
    /// How the file fares under it.
    pub(crate) judged: Judged,
}

/// How the file fares under a rule set.
#[derive(Debug)]
pub(crate) enum Judged {
    /// It scores; with the 1-based numbers of the deals whose points differ from the
    /// file's own rules' (none when those did not score).
    Scored(Box<Scored>, Vec<usize>),
    /// The rule set makes the file invalid: its diagnostics.
    Failed(Vec<Diagnostic>),
}

/// One rule set to compare: its label, its `k=v` overrides as typed, and their values.
#[derive(Debug, Clone)]
pub(crate) struct RuleSet {
    /// Its label: the one given before `:` in `--with`, else the `--with` text itself;
    /// the file's own rules are named in words, put into the language of each output
    /// (English in JSON and CSV).
    pub(crate) label: Text,
    /// The `k=v` overrides, as typed.
    pub(crate) overrides: Vec<String>,
    pub(crate) assignments: Vec<Assignment>,
}

/// How many rule sets are judged in one reading of the file.
const BATCH: usize = 16;

/// A diagnostic's key among those already reported: its code, place and message (kept
/// in a set, so which of a rule set's are new is told in linear time: a list searched for
/// each took seconds on a file where every deal warns).
fn key(diagnostic: &Diagnostic) -> (Code, Option<usize>, Text) {
    let start = diagnostic.span.as_ref().map(|span| span.start);
    (diagnostic.code, start, diagnostic.message.clone())
}

/// Judge `source` under each of `rule_sets` (the first: the file's own, with the
/// session's `--set`). `report` is given each rule set's diagnostics that the first did
/// not already have, with the name and text to show them under (a rule set's label in
/// `lang`). `Err` holds the file's syntax errors, and the file.
pub(crate) fn compare(
    session: &Session,
    source: Source,
    rule_sets: &[RuleSet],
    lang: Lang,
    mut report: impl FnMut(&str, &str, &[Diagnostic]),
) -> Result<Comparison, (Vec<Diagnostic>, Source)> {
    let mut variants: Vec<Variant> = Vec::with_capacity(rule_sets.len());
    // What the file's own rules already report is shown once, not again per rule set.
    let mut reported = HashSet::new();
    for sets in rule_sets.chunks(BATCH) {
        let assignments: Vec<Vec<Assignment>> =
            sets.iter().map(|set| set.assignments.clone()).collect();
        let strictness = session.strictness(None);
        let mut judged = session.judge(&source, &assignments, strictness, || (), |(), _| {});
        if judged.read.is_none() {
            // The file does not parse: its syntax errors, the same under every rule set.
            return Err((judged.outcomes.swap_remove(0).diagnostics, source));
        }
        for (outcome, set) in judged.outcomes.into_iter().zip(sets) {
            // How the file's own rules, which come first, judged it (none while judging
            // them).
            let own = variants.first().map(|own| &own.judged);
            // Its diagnostics not already reported, under the file's name (with the set's
            // label after the file's own).
            let new: Vec<Diagnostic> = outcome
                .diagnostics
                .iter()
                .filter(|diagnostic| !reported.contains(&key(diagnostic)))
                .cloned()
                .collect();
            if !new.is_empty() {
                let name = match own {
                    None => source.name.clone(),
                    Some(_) => format!("{} ({})", source.name, set.label.in_lang(lang)),
                };
                report(&name, &source.text, &new);
            }
            if own.is_none() {
                reported = outcome.diagnostics.iter().map(key).collect();
            }
            let judged = match (outcome.verdict, own) {
                // Only the file's own rules keep their deals.
                (Verdict::Scored(scored), None) => Judged::Scored(scored, Vec::new()),
                // Changes are counted against the file's own rules, when those scored.
                (Verdict::Scored(scored), Some(own)) => {
                    let changed_deals = match own {
                        Judged::Scored(own, _) => own.board.changed_deals(&scored.board),
                        Judged::Failed(_) => Vec::new(),
                    };
                    Judged::Scored(Box::new(scored.into_summary()), changed_deals)
                }
                (Verdict::Failed(_), _) => Judged::Failed(outcome.diagnostics),
            };
            variants.push(Variant {
                set: set.clone(),
                judged,
            });
        }
    }
    Ok(Comparison {
        name: source.name,
        text: source.text,
        variants,
    })
}

impl Comparison {
    /// The variants that scored, in order, each with its scores and the deals it changed.
    pub(crate) fn scored(&self) -> impl Iterator<Item = (&Variant, &Scored, &[usize])> {
        self.variants
            .iter()
            .filter_map(|variant| match &variant.judged {
                Judged::Scored(scored, changed) => Some((variant, &**scored, changed.as_slice())),
                Judged::Failed(_) => None,
            })
    }
}
