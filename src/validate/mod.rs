//! Raw → model in one step, after the rules are layered. Every problem is recorded as a
//! diagnostic and checking goes on, so one run reports all of them; the model is built
//! only when there was no error. Failure is reported one way: recording an error returns
//! `Reported`, a proof that cannot be made otherwise, and every check returns
//! `Result<T, Reported>`, so `?` composes and no counter or local flag is needed.
//! Recording takes `&self` (the list is in a `RefCell`, as rustc's `DiagCtxt` keeps its
//! own), so a check reads the players and the rules where the checker keeps them while
//! it records, instead of having them handed on. The checks are split along the file's
//! shape: the header here, a deal in `deal`, its tricks in `tricks`.

mod deal;
mod play;
mod tricks;

use crate::diagnostic::{Code, Diagnostic, MAX_KEPT, problem};
use crate::keys::MATCH_KEYS;
use crate::lang::{Text, text};
use crate::model::{Deal, Match, Seat};
use crate::raw::{Entry, Node, Value};
use crate::rules::{Assignment, Id, Origin, Rules, Setting, SettingValue};
use crate::source::Item;
use std::cell::{Cell, RefCell};

/// The proof that an error was recorded (like rustc's `ErrorGuaranteed`): only
/// `Checker::error` makes one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Reported(());

/// What a check gives: the value, or the proof that what was wrong has been reported.
type Checked<T> = Result<T, Reported>;

/// What validation made of a file.
#[derive(Debug)]
pub(crate) struct Validated {
    /// The match, when there was no error.
    pub(crate) game: Option<Match>,
    pub(crate) rules: Rules,
    /// Where each deal starts in the file, by deal index (for warnings found by scoring;
    /// `u32::MAX` past 4 GiB). Four bytes a deal: a large file's deals are many.
    pub(crate) deal_starts: Vec<u32>,
    pub(crate) diagnostics: Vec<Diagnostic>,
}

/// Validation as the file streams by, a fold over the reader's items: `take` the header
/// (whatever `deals` holds is not looked at there), then each deal in order, then
/// `finish`. A large file never needs its whole tree in memory.
#[derive(Default)]
pub(crate) struct Checker {
    flags: Vec<Assignment>,
    diagnostics: RefCell<Vec<Diagnostic>>,
    /// Errors and warnings found past `MAX_KEPT`: counted, not kept.
    omitted: Cell<(usize, usize)>,
    rules: Rules,
    /// The match as far as it is read: its title, date, first dealer, deals and notes
    /// (its players and teams are put in by `finish`, from `players` and `teams`).
    game: Match,
    /// The players, once the header is read (or why they are not known).
    players: Option<Checked<Vec<String>>>,
    /// Team names, once known, for tricks tables that name teams.
    teams: Option<Checked<[String; 2]>>,
    /// The dealer the rotation expects for the next deal, once one dealer is known.
    next_dealer: Cell<Option<Seat>>,
    deal_starts: Vec<u32>,
    /// The number of the deal being checked, from 1.
    number: usize,
    /// The first error's proof; the match is built only when there is none.
    failed: Cell<Option<Reported>>,
    /// The deals that did not check, by index, when the checker keeps the others after
    /// an error (`partial`); `None`: it keeps no deal after the first error.
    broken: Option<Vec<usize>>,
}

/// A match with errors, as far as it checked (`Checker::partial`): its header, and every
/// deal that checked, a deal that did not held in its place by a passed deal and named
/// in `broken`.
#[derive(Debug)]
pub(crate) struct Partial {
    pub(crate) game: Match,
    pub(crate) rules: Rules,
    pub(crate) broken: Vec<usize>,
}

impl Checker {
    /// A checker for a file scored under these `--set` assignments.
    pub(crate) fn new(flags: &[Assignment]) -> Checker {
        Checker {
            flags: flags.to_vec(),
            rules: Rules::layered(&[], flags),
            ..Checker::default()
        }
    }

    /// A checker that keeps every deal that checks, after an error too: the match before a
    /// change, when it has errors, for the safety net (see `finish_partial`).
    pub(crate) fn partial(flags: &[Assignment]) -> Checker {
        Checker {
            broken: Some(Vec::new()),
            ..Checker::new(flags)
        }
    }

    /// The next item the reader hands out: the header, or a deal.
    pub(crate) fn take(&mut self, item: &Item<'_, '_>) {
        match item {
            Item::Header(root) => self.header(root),
            Item::Deal(deal) => self.deal(deal),
        }
    }

    /// The top-level keys: players, rules, teams, title, date; and that deals is a list.
    fn header(&mut self, root: &Node<'_>) {
        let Some(entries) = root.as_table() else {
            let _: Reported = self.error(problem!(
                Code::Type,
                Some(root.span.clone()),
                text!("match-not-table", found = root.value.kind_text()),
                label,
                help
            ));
            return;
        };
        let _: Checked<()> = self.known_keys(entries, MATCH_KEYS, || text!("place-match-file"));
        let file_rules = root
            .get("rules")
            .map(|node| self.file_rules(node))
            .unwrap_or_default();
        self.rules = Rules::layered(&file_rules, &self.flags);
        self.game.title = root
            .get("title")
            .and_then(|node| self.string(node, || "title".into()).ok())
            .map(str::to_owned);
        self.game.date = root.get("date").and_then(|node| match &node.value {
            Value::Date(date) => Some(date.clone()),
            _ => self.string(node, || "date".into()).ok().map(str::to_owned),
        });
        let players = match root.get("players") {
            Some(node) => self.players(node),
            None => Err(self.error(problem!(
                Code::MissingKey,
                Some(0..0),
                text!("players-missing"),
                label,
                help
            ))),
        };
        if let Ok(players) = &players {
            self.rules = self.rules.clone().seated(players.len());
            let place = root.get("rules").or(root.get("players"));
            self.hand_rules(place.map(|node| &node.span));
        }
        self.players = Some(players);
        self.teams = Some(self.teams(root.get("teams")));
        // `first_dealer`: one of the players.
        if let Some(node) = root.get("first_dealer") {
            let role = || text!("role-first-dealer");
            self.game.first_dealer = self.seat_named(node, || "first_dealer".into(), role).ok();
            self.next_dealer.set(self.game.first_dealer);
        }
        // `deals`, when the file has it, is a list; `deals:` with nothing under it (YAML) is
        // a match with no deals yet.
        if let Some(node) = root.get("deals")
            && !matches!(node.value, Value::Null | Value::Array(_))
        {
            let _: Reported = self.error(problem!(
                Code::Type,
                Some(node.span.clone()),
                text!("deals-not-list", found = node.value.kind_text()),
                label,
                help
            ));
        }
    }

    /// The next deal of the file.
    fn deal(&mut self, node: &Node<'_>) {
        // Where the deal starts (a file past 4 GiB keeps no place for its later deals).
        self.deal_starts
            .push(u32::try_from(node.span.start).unwrap_or(u32::MAX));
        self.number = self.deal_starts.len();
        // The header comes first; a reader that never gave one has no deals to check.
        if self.players.is_none() {
            return;
        }
        let deal = self.check_deal(node);
        match (deal, &mut self.broken) {
            (Ok((deal, note)), broken) if self.failed.get().is_none() || broken.is_some() => {
                if let Some(note) = note {
                    self.game.notes.push(self.game.deals.len(), note);
                }
                self.game.deals.push(deal);
            }
            (Err(_), Some(broken)) => {
                broken.push(self.game.deals.len());
                self.game
                    .deals
                    .push(Deal::new(None, crate::model::Form::Passed, None));
            }
            _ => {}
        }
    }

    /// What a `partial` checker found: the match as far as it checked (`None` when its
    /// players or teams did not).
    pub(crate) fn finish_partial(mut self) -> Option<Partial> {
        let broken = self.broken.take()?;
        // The match is built of what checked.
        self.failed.set(None);
        let validated = self.finish();
        Some(Partial {
            game: validated.game?,
            rules: validated.rules,
            broken,
        })
    }

    /// Everything found; the match when there was no error.
    pub(crate) fn finish(mut self) -> Validated {
        // Give back what the lists grew beyond their length (a large block shrinks in
        // place: nothing is copied).
        self.game.deals.shrink_to_fit();
        self.game.notes.shrink_to_fit();
        self.deal_starts.shrink_to_fit();
        let mut diagnostics = self.diagnostics.into_inner();
        diagnostics.sort_by_key(|d| d.span.as_ref().map_or(0, |span| span.start));
        // What was not kept, counted in one diagnostic.
        let (errors, warnings) = self.omitted.get();
        if errors + warnings > 0 {
            diagnostics.push(Diagnostic::omitted(errors, warnings, MAX_KEPT));
        }
        let game = match (self.players, self.teams) {
            (Some(Ok(players)), Some(Ok(teams))) if self.failed.get().is_none() => Some(Match {
                players,
                teams,
                ..self.game
            }),
            _ => None,
        };
        Validated {
            game,
            rules: self.rules,
            deal_starts: self.deal_starts,
            diagnostics,
        }
    }
}

impl Checker {
    /// Record an error; the proof that it was.
    fn error(&self, diagnostic: Diagnostic) -> Reported {
        debug_assert_eq!(diagnostic.severity, crate::diagnostic::Severity::Error);
        self.warn(diagnostic);
        let proof = Reported(());
        self.failed.set(Some(proof));
        proof
    }

    /// Record a warning (it never stops a match from scoring), or an error for `error`:
    /// kept, or counted past `MAX_KEPT`.
    fn warn(&self, diagnostic: Diagnostic) {
        let mut diagnostics = self.diagnostics.borrow_mut();
        if diagnostics.len() < MAX_KEPT {
            diagnostics.push(diagnostic);
        } else {
            let (errors, warnings) = self.omitted.get();
            let (error, warning) = diagnostic.tally();
            self.omitted.set((errors + error, warnings + warning));
        }
    }

    /// Every key of `entries` is one of `known` (each other one is reported, with the
    /// `place` they are in).
    fn known_keys(
        &self,
        entries: &[Entry<'_>],
        known: &[(&str, &str)],
        place: impl Fn() -> Text,
    ) -> Checked<()> {
        let names = known.iter().map(|(key, _)| *key);
        let mut outcome = Ok(());
        for entry in entries
            .iter()
            .filter(|entry| !names.clone().any(|k| k == entry.key))
        {
            outcome = Err(self.error(
                problem!(
                    Code::UnknownKey,
                    Some(entry.key_span.clone()),
                    text!("key-unknown", place = place(), key = &*entry.key),
                    label
                )
                .suggesting(&entry.key, names.clone(), || {
                    text!(
                        "key-unknown-help",
                        place = place(),
                        keys = names.clone().collect::<Vec<_>>().join(", ")
                    )
                }),
            ));
        }
        outcome
    }

    /// A value of the wrong type; where a string was expected, a bare YAML word read as
    /// something else is told to be quoted.
    fn type_error(&self, node: &Node<'_>, what: Text, expected: Text) -> Reported {
        let unquoted = matches!(
            node.value,
            Value::Bool(_)
                | Value::Null
                | Value::Int(_)
                | Value::BigInt(_)
                | Value::Float(_)
                | Value::Date(_)
        );
        // YAML reads N, Y, no, on, null, numbers and dates written bare as something else.
        let help = if unquoted && expected == text!("expected-string") {
            text!("type-mismatch-help-quote", found = node.value.kind_text())
        } else {
            text!("type-mismatch-help", expected = expected.clone())
        };
        self.error(
            problem!(
                Code::Type,
                Some(node.span.clone()),
                text!(
                    "type-mismatch",
                    what = what,
                    expected = expected.clone(),
                    found = node.value.kind_text()
                ),
                label(expected = expected)
            )
            .help(help),
        )
    }

    /// The string `node` holds; `what` names it in the error when it holds none (made
    /// only then: most values are right).
    fn string<'n>(&self, node: &'n Node<'_>, what: impl FnOnce() -> Text) -> Checked<&'n str> {
        node.as_str()
            .ok_or_else(|| self.type_error(node, what(), text!("expected-string")))
    }

    /// The integer `node` holds; `what` names it in the error when it holds none.
    fn integer(&self, node: &Node<'_>, what: impl FnOnce() -> Text) -> Checked<i64> {
        match &node.value {
            Value::Int(number) => Ok(*number),
            Value::BigInt(text) => Err(self.error(problem!(
                Code::Type,
                Some(node.span.clone()),
                text!("integer-too-large", what = what(), text = &**text),
                label,
                help
            ))),
            _ => Err(self.type_error(node, what(), text!("expected-integer"))),
        }
    }

    fn file_rules(&self, node: &Node<'_>) -> Vec<Assignment> {
        let Some(entries) = node.as_table() else {
            self.type_error(node, "rules".into(), text!("expected-settings-table"));
            return Vec::new();
        };
        let mut assignments = Vec::new();
        for entry in entries {
            let Some(setting) = Setting::named(&entry.key) else {
                self.error(crate::rules::unknown_setting(
                    &entry.key,
                    entry.key_span.clone(),
                ));
                continue;
            };
            match setting.parse_node(&entry.node) {
                Ok(value) => assignments.push(Assignment {
                    id: setting.id,
                    value,
                }),
                Err(message) => {
                    let span = entry.node.span.clone();
                    self.error(setting.value_error(span, message, entry.node.as_str()));
                }
            }
        }
        assignments
    }

    /// Names of three or four distinct, non-empty players.
    fn players(&self, node: &Node<'_>) -> Checked<Vec<String>> {
        let Value::Array(items) = &node.value else {
            return Err(self.type_error(node, "players".into(), text!("expected-four-names")));
        };
        let mut outcome: Checked<()> = Ok(());
        if !(3..=4).contains(&items.len()) {
            outcome = Err(self.error(
                problem!(
                    Code::PlayersCount,
                    Some(node.span.clone()),
                    text!("players-count", count = items.len()),
                    help
                )
                .label(text!("names-count", count = items.len())),
            ));
        } else if items.len() == 3 && self.rules.partnership() {
            outcome = Err(self.error(problem!(
                Code::PlayersPartnership,
                Some(node.span.clone()),
                text!(
                    "players-partnership",
                    source = rule_source(&self.rules, Id::Partnership)
                ),
                label,
                help
            )));
        }
        // Filled in seat order; returned only when there was no error, so every seat is set.
        let mut names: Vec<String> = vec![String::new(); items.len().min(4)];
        for (seat, item) in items.iter().enumerate() {
            let Ok(name) = self.string(item, || text!("what-player-name")) else {
                outcome = Err(Reported(()));
                continue;
            };
            let name = name.trim();
            if name.is_empty() {
                outcome = Err(self.error(problem!(
                    Code::PlayersName,
                    Some(item.span.clone()),
                    text!("player-name-empty"),
                    label,
                    help
                )));
            } else if let Some(known) = names[..seat.min(names.len())]
                .iter()
                .find(|known| crate::names::folded(known) == crate::names::folded(name))
            {
                // Names alike once case and Turkish letters are folded could not be told
                // apart on a command line typed without them.
                let message = if crate::names::same(known, name) {
                    text!("player-name-twice", name = name)
                } else {
                    text!("player-name-alike", known = known, name = name)
                };
                outcome = Err(self.error(
                    Diagnostic::error(Code::PlayersName, Some(item.span.clone()), message)
                        .label(text!("player-name-twice-label"))
                        .help(text!("player-name-twice-help")),
                ));
            }
            if let Some(slot) = names.get_mut(seat) {
                name.clone_into(slot);
            }
        }
        outcome.map(|()| names)
    }

    fn teams(&self, node: Option<&Node<'_>>) -> Checked<[String; 2]> {
        let Some(node) = node else {
            // Without teams the partners' names make them; without players there are none.
            return self.seated().map(Match::default_teams);
        };
        if !self.rules.partnership() {
            return Err(self.error(problem!(
                Code::TeamsPartnership,
                Some(node.span.clone()),
                text!("teams-partnership"),
                label,
                help
            )));
        }
        let Value::Array(items) = &node.value else {
            return Err(self.type_error(node, "teams".into(), text!("expected-two-names")));
        };
        let names: Vec<&str> = items
            .iter()
            .filter_map(|item| self.string(item, || text!("what-team-name")).ok())
            .map(str::trim)
            .collect();
        let distinct =
            names.len() == 2 && names[0] != names[1] && names.iter().all(|n| !n.is_empty());
        if items.len() != 2 || !distinct {
            return Err(self.error(
                problem!(
                    Code::TeamsCount,
                    Some(node.span.clone()),
                    text!("teams-count"),
                    help
                )
                .label(text!("names-count", count = items.len())),
            ));
        }
        Ok([names[0].to_owned(), names[1].to_owned()])
    }

    /// The players, or the proof that they did not check (once the header is read).
    fn seated(&self) -> Checked<&[String]> {
        match &self.players {
            Some(players) => players.as_deref().map_err(|proof| *proof),
            // No deal is checked before the header, which sets the players.
            None => Err(Reported(())),
        }
    }

    /// The cards the rules deal: players × hand, which a deck of 52 must hold.
    pub(super) fn dealt(&self) -> i64 {
        self.rules.hand() * i64::try_from(self.rules.players()).unwrap_or(4)
    }

    /// The settings a hand bounds: players × hand at most 52, and `min_bid`,
    /// `defender_minimum` and `overshoot` at most the hand (each one broken is reported).
    fn hand_rules(&self, span: Option<&crate::raw::Span>) {
        let (hand, players, cards) = (self.rules.hand(), self.rules.players(), self.dealt());
        if cards > 52 {
            self.error(problem!(
                Code::RulesHand,
                span.cloned(),
                text!(
                    "rules-hand-deck",
                    players = players,
                    hand = hand,
                    cards = cards,
                    source = rule_source(&self.rules, Id::Hand)
                ),
                label,
                help(players = players, most = 52 / players)
            ));
        }
        for problem in above_hand(&self.rules, span) {
            self.error(problem);
        }
    }
}

/// The bounds `rules` sets above the tricks of a hand, which no deal can meet whoever
/// plays (so `batak rules` checks them without a file).
pub(crate) fn above_hand(rules: &Rules, span: Option<&crate::raw::Span>) -> Vec<Diagnostic> {
    let hand = rules.hand();
    let mut problems = Vec::new();
    for id in [Id::MinBid, Id::DefenderMinimum, Id::Overshoot] {
        let SettingValue::Int(value) = rules.effective(id) else {
            continue;
        };
        if value > hand {
            let name = Setting::of(id).name;
            problems.push(problem!(
                Code::RulesHand,
                span.cloned(),
                text!(
                    "rules-hand-above",
                    name = name,
                    value = value,
                    hand = hand,
                    source = rule_source(rules, id)
                ),
                label(name = name),
                help(name = name, hand = hand)
            ));
        }
    }
    problems
}

/// Where a setting's value came from, for messages about rules the file breaks.
pub(super) fn rule_source(rules: &Rules, id: Id) -> Text {
    let setting = Setting::of(id);
    let value = rules.effective(id).to_string();
    match rules.origin(id) {
        Origin::Flag => text!("rule-source-flag", setting = setting.name, value = value),
        Origin::Preset => text!(
            "rule-source-preset",
            setting = setting.name,
            value = value,
            preset = rules.value(Id::Preset).to_string()
        ),
        Origin::File | Origin::Default => text!("nothing"),
    }
}

#[cfg(test)]
mod tests;
