//! Raw → model in one step, after the rules are layered. Every problem is pushed as a
//! diagnostic and checking goes on, so one run reports all of them; the model is built
//! only when there was no error.

use crate::diagnostic::{Code, Diagnostic, suggest};
use crate::model::{Contract, Deal, Match, Seat, Suit, Tricks};
use crate::raw::{Entry, Node, Span, Value};
use crate::rules::{AllPass, Assignment, Id, Origin, Rules, SETTINGS, Setting};

/// Top-level keys of a match file, with their meaning (also the schema's descriptions).
pub(crate) const MATCH_KEYS: &[(&str, &str)] = &[
    ("title", "A title for the match (optional)."),
    (
        "date",
        "The date of the match: a TOML date or a string (optional).",
    ),
    (
        "players",
        "Exactly four distinct names, in the order turns pass. Seats 1 & 3 and 2 & 4 are partners.",
    ),
    (
        "teams",
        "Two team names, partnership only: team 1 = seats 1 & 3, team 2 = seats 2 & 4 (optional).",
    ),
    (
        "rules",
        "House rules: a preset and any settings that differ from it (optional).",
    ),
    ("deals", "The deals in the order they were played."),
];

/// Declares the keys a deal may have, once: validation looks them up, the schema
/// describes them and `batak add` writes them from this one list.
macro_rules! deal_keys {
    ($($variant:ident => $name:literal, $meaning:literal;)*) => {
        /// A key of one deal.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub(crate) enum DealKey { $($variant),* }

        impl DealKey {
            /// Every key, in the order the docs list them.
            pub(crate) const ALL: &'static [DealKey] = &[$(DealKey::$variant),*];

            /// The key as written in a file.
            pub(crate) const fn name(self) -> &'static str {
                match self { $(DealKey::$variant => $name),* }
            }

            /// What it means (the schema's description).
            pub(crate) const fn meaning(self) -> &'static str {
                match self { $(DealKey::$variant => $meaning),* }
            }
        }

        /// Keys of one deal, with their meaning, for "may have" help lines.
        pub(crate) const DEAL_KEYS: &[(&str, &str)] = &[$(($name, $meaning)),*];
    };
}

deal_keys! {
    Declarer => "declarer", "The player who won the auction (with `bid`).";
    Bid => "bid", "The declarer's bid: from min_bid to 13 (with `declarer`).";
    Bids => "bids", "Score-sheet form: four numbers in order of play, exactly one non-zero (the declarer's bid).";
    Passed => "passed", "true when everybody passed and the hand was thrown in; nothing else may be given.";
    Tricks => "tricks", "Tricks taken: 4 counts in order of play, or a table naming every player; in partnership also 2 team counts or a table naming both teams. They add up to 13.";
    Trump => "trump", "The trump suit: spades, hearts, diamonds, clubs; ♠ ♥ ♦ ♣; S H D C; maça kupa karo sinek (optional).";
    Dealer => "dealer", "Who dealt (optional); checked against the rotation.";
    Note => "note", "Free text about the deal (optional).";
}

/// What validation made of a file.
#[derive(Debug)]
pub(crate) struct Checked {
    /// The match, when there was no error.
    pub(crate) game: Option<Match>,
    pub(crate) rules: Rules,
    /// Span of each deal in the file, by deal index (for warnings found by scoring).
    pub(crate) deal_spans: Vec<Span>,
    pub(crate) diagnostics: Vec<Diagnostic>,
}

/// Validation as the file streams by: `header` with the top-level keys (whatever `deals`
/// holds is not looked at there), then `deal` for each deal in order, then `finish`. A
/// large file never needs its whole tree in memory.
pub(crate) struct Checker {
    flags: Vec<Assignment>,
    diagnostics: Vec<Diagnostic>,
    rules: Rules,
    title: Option<String>,
    date: Option<String>,
    players: Option<[String; 4]>,
    /// Team names, once known, for tricks tables that name teams.
    teams: Option<[String; 2]>,
    /// The dealer the rotation expects for the next deal, once one dealer is known.
    next_dealer: Option<Seat>,
    deals: Vec<Deal>,
    deal_spans: Vec<Span>,
    /// Errors so far; the match is built only when there are none.
    errors: usize,
}

impl Checker {
    /// A checker for a file scored under these `--set` assignments.
    pub(crate) fn new(flags: &[Assignment]) -> Checker {
        Checker {
            flags: flags.to_vec(),
            diagnostics: Vec::new(),
            rules: Rules::layered(&[], flags),
            title: None,
            date: None,
            players: None,
            teams: None,
            next_dealer: None,
            deals: Vec::new(),
            deal_spans: Vec::new(),
            errors: 0,
        }
    }

    /// Start again (the reader changes its mind about how to read the file).
    pub(crate) fn reset(&mut self) {
        *self = Checker::new(&self.flags);
    }

    /// The top-level keys: players, rules, teams, title, date; and that deals is a list.
    pub(crate) fn header(&mut self, root: &Node<'_>) {
        let Some(entries) = root.as_table() else {
            self.push(
                Diagnostic::error(
                    Code::Type,
                    Some(root.span.clone()),
                    format!(
                        "a match file is a table of keys, found {}",
                        root.value.kind_name()
                    ),
                )
                .label("expected keys such as players and deals")
                .help("start with: players = [\"A\", \"B\", \"C\", \"D\"]"),
            );
            return;
        };
        for entry in entries {
            if !MATCH_KEYS.iter().any(|(key, _)| *key == entry.key) {
                self.unknown_key(entry, MATCH_KEYS, "the match file");
            }
        }
        let file_rules = root
            .get("rules")
            .map(|node| self.file_rules(node))
            .unwrap_or_default();
        self.rules = Rules::layered(&file_rules, &self.flags);
        self.title = root
            .get("title")
            .and_then(|node| self.string(node, "title"))
            .map(str::to_owned);
        self.date = root.get("date").and_then(|node| match &node.value {
            Value::Date(date) => Some(date.clone()),
            _ => self.string(node, "date").map(str::to_owned),
        });
        self.players = if let Some(node) = root.get("players") {
            self.players(node)
        } else {
            self.push(
                Diagnostic::error(
                    Code::MissingKey,
                    Some(0..0),
                    "the match file has no players",
                )
                .label("players are missing")
                .help(
                    "add: players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"] (in order of play)",
                ),
            );
            None
        };
        let players = self.players.clone();
        self.teams = self.teams(root.get("teams"), players.as_ref());
        if let Some(node) = root.get("deals") {
            match &node.value {
                // `deals:` with nothing under it (YAML) is a match with no deals yet.
                Value::Null | Value::Array(_) => {}
                other => self.push(
                    Diagnostic::error(
                        Code::Type,
                        Some(node.span.clone()),
                        format!("deals must be a list of deals, found {}", other.kind_name()),
                    )
                    .label("expected a list")
                    .help(
                        "in TOML write each deal as [[deals]]; in YAML as a list item under deals:",
                    ),
                ),
            }
        }
    }

    /// The next deal of the file.
    pub(crate) fn deal(&mut self, node: &Node<'_>) {
        self.deal_spans.push(node.span.clone());
        let number = self.deal_spans.len();
        let players = self.players.take();
        let deal = self.check_deal(number, node, players.as_ref());
        self.players = players;
        if let Some(deal) = deal
            && self.errors == 0
        {
            self.deals.push(deal);
        }
    }

    /// Everything found; the match when there was no error.
    pub(crate) fn finish(mut self) -> Checked {
        self.diagnostics
            .sort_by_key(|d| d.span.as_ref().map_or(0, |span| span.start));
        let game = match (self.players, self.teams) {
            (Some(players), Some(teams)) if self.errors == 0 => Some(Match {
                title: self.title,
                date: self.date,
                players,
                teams,
                deals: self.deals,
            }),
            _ => None,
        };
        Checked {
            game,
            rules: self.rules,
            deal_spans: self.deal_spans,
            diagnostics: self.diagnostics,
        }
    }
}

impl Checker {
    fn push(&mut self, diagnostic: Diagnostic) {
        if diagnostic.severity == crate::diagnostic::Severity::Error {
            self.errors += 1;
        }
        self.diagnostics.push(diagnostic);
    }

    fn unknown_key(&mut self, entry: &Entry<'_>, known: &[(&str, &str)], place: &str) {
        let names = known.iter().map(|(key, _)| *key);
        let help = suggest(&entry.key, names.clone()).unwrap_or_else(|| {
            format!("{place} may have: {}", names.collect::<Vec<_>>().join(", "))
        });
        self.push(
            Diagnostic::error(
                Code::UnknownKey,
                Some(entry.key_span.clone()),
                format!("{place} has no key \"{}\"", entry.key),
            )
            .label("unknown key")
            .help(help),
        );
    }

    fn type_error(&mut self, node: &Node<'_>, what: &str, expected: &str) {
        let unquoted = matches!(
            node.value,
            Value::Bool(_) | Value::Null | Value::Int(_) | Value::BigInt(_) | Value::Float(_)
        );
        // YAML reads N, Y, no, on, null and numbers written bare as something else.
        let help = if expected == "a string" && unquoted {
            format!(
                "put it in quotes (\"…\"): written bare, YAML reads words like N, Y, no, on, null and numbers as {}",
                node.value.kind_name()
            )
        } else {
            format!("write {expected} here")
        };
        self.push(
            Diagnostic::error(
                Code::Type,
                Some(node.span.clone()),
                format!(
                    "{what} must be {expected}, found {}",
                    node.value.kind_name()
                ),
            )
            .label(format!("expected {expected}"))
            .help(help),
        );
    }

    fn string<'n>(&mut self, node: &'n Node<'_>, what: &str) -> Option<&'n str> {
        let text = node.as_str();
        if text.is_none() {
            self.type_error(node, what, "a string");
        }
        text
    }

    fn integer(&mut self, node: &Node<'_>, what: &str) -> Option<i64> {
        match &node.value {
            Value::Int(number) => Some(*number),
            Value::BigInt(text) => {
                self.push(
                    Diagnostic::error(
                        Code::Type,
                        Some(node.span.clone()),
                        format!("{what} = {text} is far too large"),
                    )
                    .label("not a trick count")
                    .help("a count in a match file is a small whole number"),
                );
                None
            }
            _ => {
                self.type_error(node, what, "an integer");
                None
            }
        }
    }

    fn file_rules(&mut self, node: &Node<'_>) -> Vec<Assignment> {
        let Some(entries) = node.as_table() else {
            self.type_error(node, "rules", "a table of settings");
            return Vec::new();
        };
        let mut assignments = Vec::new();
        for entry in entries {
            let Some(setting) = Setting::named(&entry.key) else {
                self.push(
                    Diagnostic::error(
                        Code::UnknownSetting,
                        Some(entry.key_span.clone()),
                        format!("there is no setting named \"{}\"", entry.key),
                    )
                    .label("unknown setting")
                    .help(
                        suggest(&entry.key, SETTINGS.iter().map(|s| s.name))
                            .unwrap_or_else(|| "`batak rules` lists every setting".into()),
                    ),
                );
                continue;
            };
            match setting.parse_node(&entry.node) {
                Ok(value) => assignments.push(Assignment {
                    id: setting.id,
                    value,
                }),
                Err(message) => {
                    let help = match entry.node.as_str() {
                        Some(text) => setting.value_help(text),
                        None => format!("{} is {}", setting.name, setting.allowed()),
                    };
                    self.push(
                        Diagnostic::error(
                            Code::SettingValue,
                            Some(entry.node.span.clone()),
                            message,
                        )
                        .label(setting.allowed())
                        .help(help),
                    );
                }
            }
        }
        assignments
    }

    /// Names of four distinct, non-empty players.
    fn players(&mut self, node: &Node<'_>) -> Option<[String; 4]> {
        let Value::Array(items) = &node.value else {
            self.type_error(node, "players", "a list of four names");
            return None;
        };
        if items.len() != 4 {
            self.push(
                Diagnostic::error(
                    Code::PlayersCount,
                    Some(node.span.clone()),
                    format!(
                        "Batak is played by four, but {} players are listed",
                        items.len()
                    ),
                )
                .label(format!("{} names", items.len()))
                .help("list exactly four names, in the order turns pass"),
            );
        }
        let mut names: Vec<String> = Vec::with_capacity(4);
        let mut valid = items.len() == 4;
        for item in items {
            let Some(name) = self.string(item, "a player's name") else {
                valid = false;
                continue;
            };
            let name = name.trim();
            if name.is_empty() {
                valid = false;
                self.push(
                    Diagnostic::error(
                        Code::PlayersName,
                        Some(item.span.clone()),
                        "a player's name is empty",
                    )
                    .label("empty name")
                    .help("give every player a name"),
                );
            } else if names.iter().any(|known| known == name) {
                valid = false;
                self.push(
                    Diagnostic::error(
                        Code::PlayersName,
                        Some(item.span.clone()),
                        format!("\"{name}\" is listed twice"),
                    )
                    .label("duplicate name")
                    .help("players must have distinct names; add an initial to tell them apart"),
                );
            }
            names.push(name.to_owned());
        }
        if !valid {
            return None;
        }
        names.try_into().ok()
    }

    fn teams(
        &mut self,
        node: Option<&Node<'_>>,
        players: Option<&[String; 4]>,
    ) -> Option<[String; 2]> {
        let defaults = players.map(Match::default_teams);
        let Some(node) = node else {
            return defaults;
        };
        if !self.rules.partnership() {
            self.push(
                Diagnostic::error(
                    Code::TeamsPartnership,
                    Some(node.span.clone()),
                    "teams are given, but this match is not played in partnership",
                )
                .label("teams need partnership")
                .help("remove teams, or set partnership = true (or preset = \"esli\") in [rules]"),
            );
            return None;
        }
        let Value::Array(items) = &node.value else {
            self.type_error(node, "teams", "a list of two names");
            return None;
        };
        let names: Vec<&str> = items
            .iter()
            .filter_map(|item| self.string(item, "a team name"))
            .map(str::trim)
            .collect();
        let distinct =
            names.len() == 2 && names[0] != names[1] && names.iter().all(|n| !n.is_empty());
        if items.len() != 2 || !distinct {
            self.push(
                Diagnostic::error(
                    Code::TeamsCount,
                    Some(node.span.clone()),
                    "teams must be two distinct, non-empty names",
                )
                .label(format!("{} names", items.len()))
                .help(
                    "team 1 is seats 1 & 3, team 2 is seats 2 & 4, e.g. teams = [\"Us\", \"Them\"]",
                ),
            );
            return None;
        }
        defaults.map(|_| [names[0].to_owned(), names[1].to_owned()])
    }

    /// Where a setting's value came from, for messages about rules the file breaks.
    fn rule_source(&self, id: Id) -> String {
        let setting = Setting::of(id);
        let value = self.rules.effective(id);
        match self.rules.origin(id) {
            Origin::Flag => format!(" ({} = {value} comes from --set)", setting.name),
            Origin::Preset => format!(
                " ({} = {value} comes from preset {})",
                setting.name,
                self.rules.value(Id::Preset)
            ),
            Origin::File | Origin::Default => String::new(),
        }
    }

    fn player(
        &mut self,
        node: &Node<'_>,
        number: usize,
        role: &str,
        players: Option<&[String; 4]>,
    ) -> Option<Seat> {
        let name = self.string(node, role)?;
        let players = players?;
        if let Some(seat) = players.iter().position(|player| player == name.trim()) {
            return Some(seat);
        }
        let help = suggest(name, players.iter().map(String::as_str))
            .unwrap_or_else(|| format!("the players are {}", players.join(", ")));
        self.push(
            Diagnostic::error(
                Code::UnknownPlayer,
                Some(node.span.clone()),
                format!("deal {number}: no player named \"{name}\""),
            )
            .label(format!("unknown {role}"))
            .help(help),
        );
        None
    }

    fn check_deal(
        &mut self,
        number: usize,
        node: &Node<'_>,
        players: Option<&[String; 4]>,
    ) -> Option<Deal> {
        let Some(entries) = node.as_table() else {
            self.type_error(
                node,
                &format!("deal {number}"),
                "a table (declarer, bid, tricks …)",
            );
            return None;
        };
        let errors_before = self.errors;
        let field = |name: &str| {
            entries
                .iter()
                .find(|entry| entry.key == name)
                .map(|entry| &entry.node)
        };
        let (declarer, bid, bids, passed, tricks, trump, dealer, note) = (
            field(DealKey::Declarer.name()),
            field(DealKey::Bid.name()),
            field(DealKey::Bids.name()),
            field(DealKey::Passed.name()),
            field(DealKey::Tricks.name()),
            field(DealKey::Trump.name()),
            field(DealKey::Dealer.name()),
            field(DealKey::Note.name()),
        );
        for entry in entries {
            if !DEAL_KEYS.iter().any(|(key, _)| *key == entry.key) {
                self.unknown_key(entry, DEAL_KEYS, &format!("deal {number}"));
            }
        }
        let dealer = dealer.and_then(|node| {
            let seat = self.player(node, number, "dealer", players)?;
            if let Some(expected) = self.next_dealer.filter(|&expected| expected != seat)
                && let Some(players) = players
            {
                self.push(
                    Diagnostic::warning(
                        Code::DealerRotation,
                        Some(node.span.clone()),
                        format!(
                            "deal {number}: {} dealt, but the rotation says {}",
                            players[seat], players[expected]
                        ),
                    )
                    .label("out of rotation")
                    .help("the deal passes to the next player after every deal, passed or not"),
                );
            }
            self.next_dealer = Some(seat);
            Some(seat)
        });
        self.next_dealer = self.next_dealer.map(|seat| (seat + 1) % 4);
        let note = note
            .and_then(|node| self.string(node, "note"))
            .map(str::to_owned);
        let is_passed = match passed {
            Some(node) => {
                if let Value::Bool(flag) = node.value {
                    flag
                } else {
                    self.type_error(node, "passed", "true or false");
                    false
                }
            }
            None => false,
        };
        if is_passed {
            self.passed_deal(number, node, entries);
            return (self.errors == errors_before).then_some(Deal {
                dealer,
                contract: None,
                note,
            });
        }
        let contract_seat_bid = self.contract_form(number, node, declarer, bid, bids, players);
        let tricks = if let Some(tricks) = tricks {
            self.tricks(number, tricks, players)
        } else {
            self.push(
                Diagnostic::error(
                    Code::MissingKey,
                    Some(node.span.clone()),
                    format!("deal {number} has no tricks"),
                )
                .label("tricks are missing")
                .help(
                    "add tricks = [a, b, c, d] (in order of play), or passed = true if all passed",
                ),
            );
            None
        };
        let trump = trump.and_then(|node| self.trump(number, node));
        let (declarer, bid) = contract_seat_bid?;
        let tricks = tricks?;
        (self.errors == errors_before).then_some(Deal {
            dealer,
            contract: Some(Contract {
                declarer,
                bid,
                trump,
                tricks,
            }),
            note,
        })
    }

    fn passed_deal(&mut self, number: usize, node: &Node<'_>, entries: &[Entry<'_>]) {
        for entry in entries {
            if matches!(
                &*entry.key,
                "declarer" | "bid" | "bids" | "tricks" | "trump"
            ) {
                self.push(
                    Diagnostic::error(
                        Code::PassedContract,
                        Some(entry.key_span.start..entry.node.span.end),
                        format!("deal {number} is passed, but has {}", entry.key),
                    )
                    .label("a passed deal has no contract")
                    .help(format!("remove {}, or remove passed", entry.key)),
                );
            }
        }
        if self.rules.all_pass() == AllPass::Dealer {
            self.push(
                Diagnostic::error(
                    Code::PassedNotAllowed,
                    Some(node.span.clone()),
                    format!(
                        "deal {number} is passed, but under all_pass = \"dealer\" the dealer must take the hand{}",
                        self.rule_source(Id::AllPass)
                    ),
                )
                .label("passed deal")
                .help(format!(
                    "record the dealer as declarer with bid = {}",
                    self.rules.min_bid()
                )),
            );
        }
    }

    /// The declarer and bid, from `declarer` + `bid` or from `bids`.
    fn contract_form(
        &mut self,
        number: usize,
        node: &Node<'_>,
        declarer: Option<&Node<'_>>,
        bid: Option<&Node<'_>>,
        bids: Option<&Node<'_>>,
        players: Option<&[String; 4]>,
    ) -> Option<(Seat, u8)> {
        match (declarer, bid, bids) {
            (Some(declarer), Some(bid), None) => {
                let seat = self.player(declarer, number, "declarer", players);
                let bid = self.bid(number, bid)?;
                Some((seat?, bid))
            }
            (None, None, Some(bids)) => self.bids(number, bids),
            (_, _, Some(bids)) => {
                self.push(
                    Diagnostic::error(
                        Code::ContractForm,
                        Some(bids.span.clone()),
                        format!("deal {number} has both bids and declarer/bid"),
                    )
                    .label("give one form only")
                    .help("keep either declarer + bid, or the score-sheet bids list"),
                );
                None
            }
            (None, None, None) => {
                self.push(
                    Diagnostic::error(
                        Code::ContractForm,
                        Some(node.span.clone()),
                        format!("deal {number} has no contract"),
                    )
                    .label("no declarer, bid or bids")
                    .help(
                        "add declarer = NAME and bid = N, or bids = [0, 7, 0, 0], or passed = true",
                    ),
                );
                None
            }
            (Some(present), None, None) | (None, Some(present), None) => {
                let (has, lacks) = if declarer.is_some() {
                    ("a declarer", "bid")
                } else {
                    ("a bid", "declarer")
                };
                self.push(
                    Diagnostic::error(
                        Code::ContractForm,
                        Some(present.span.clone()),
                        format!("deal {number} has {has} but no {lacks}"),
                    )
                    .label(format!("{lacks} is missing"))
                    .help(format!("add {lacks} to this deal")),
                );
                None
            }
        }
    }

    fn bid(&mut self, number: usize, node: &Node<'_>) -> Option<u8> {
        let bid = self.integer(node, "bid")?;
        let min_bid = self.rules.min_bid();
        if (min_bid..=13).contains(&bid) {
            return u8::try_from(bid).ok();
        }
        let message = if bid > 13 {
            format!("deal {number}: bid {bid} is more than the 13 tricks of a deal")
        } else {
            format!(
                "deal {number}: bid {bid} is below the minimum bid of {min_bid}{}",
                self.rule_source(Id::MinBid)
            )
        };
        self.push(
            Diagnostic::error(Code::BidRange, Some(node.span.clone()), message)
                .label(format!("bids go from {min_bid} to 13"))
                .help(format!("a bid is from min_bid ({min_bid}) to 13")),
        );
        None
    }

    fn bids(&mut self, number: usize, node: &Node<'_>) -> Option<(Seat, u8)> {
        let counts = match &node.value {
            Value::Array(items) if items.len() == 4 => items,
            _ => {
                self.push(
                    Diagnostic::error(
                        Code::Bids,
                        Some(node.span.clone()),
                        format!("deal {number}: bids must be a list of four numbers"),
                    )
                    .label("expected 4 numbers")
                    .help(
                        "one number per player in order of play, 0 for a pass: bids = [0, 7, 0, 0]",
                    ),
                );
                return None;
            }
        };
        let mut declared = Vec::new();
        for (seat, item) in counts.iter().enumerate() {
            match self.integer(item, "a bid")? {
                0 => {}
                _ => declared.push((seat, item)),
            }
        }
        let [(seat, item)] = declared[..] else {
            self.push(
                Diagnostic::error(
                    Code::Bids,
                    Some(node.span.clone()),
                    format!(
                        "deal {number}: bids must have exactly one non-zero entry, found {}",
                        declared.len()
                    ),
                )
                .label(format!("{} non-zero", declared.len()))
                .help("the one non-zero number is the declarer's bid; write 0 for everybody else"),
            );
            return None;
        };
        Some((seat, self.bid(number, item)?))
    }

    fn tricks(
        &mut self,
        number: usize,
        node: &Node<'_>,
        players: Option<&[String; 4]>,
    ) -> Option<Tricks> {
        let partnership = self.rules.partnership();
        let counts: Vec<(i64, &Node<'_>)> = match &node.value {
            Value::Array(items) => {
                let allowed = if partnership {
                    "4 (one per player) or 2 (one per team)"
                } else {
                    "4, one per player"
                };
                if items.len() != 4 && !(partnership && items.len() == 2) {
                    let help = if items.len() == 2 {
                        "two counts are team counts, for partnership play only; give one count per player".to_owned()
                    } else {
                        "give one count per player, in order of play".to_owned()
                    };
                    self.push(
                        Diagnostic::error(
                            Code::TricksShape,
                            Some(node.span.clone()),
                            format!(
                                "deal {number}: tricks has {} counts, but must have {allowed}",
                                items.len()
                            ),
                        )
                        .label(format!("{} counts", items.len()))
                        .help(help),
                    );
                    return None;
                }
                let mut counts = Vec::with_capacity(items.len());
                for item in items {
                    counts.push((self.integer(item, "a trick count")?, item));
                }
                counts
            }
            Value::Table(entries) => self.named_tricks(number, node, entries, players)?,
            _ => {
                self.type_error(
                    node,
                    "tricks",
                    "a list of counts or a table of name = count",
                );
                return None;
            }
        };
        let mut in_range = true;
        for (count, item) in &counts {
            if !(0..=13).contains(count) {
                in_range = false;
                self.push(
                    Diagnostic::error(
                        Code::TricksRange,
                        Some(item.span.clone()),
                        format!("deal {number}: {count} tricks is impossible"),
                    )
                    .label("between 0 and 13")
                    .help("a side takes from 0 to 13 tricks"),
                );
            }
        }
        if !in_range {
            return None;
        }
        let sum: i64 = counts.iter().map(|(count, _)| count).sum();
        if sum != 13 {
            let (direction, difference) = if sum < 13 {
                ("missing", 13 - sum)
            } else {
                ("too many", sum - 13)
            };
            let tricks_word = if difference == 1 {
                "trick is"
            } else {
                "tricks are"
            };
            self.push(
                Diagnostic::error(
                    Code::TricksSum,
                    Some(node.span.clone()),
                    format!("deal {number}: tricks add up to {sum}, but every deal has 13"),
                )
                .label(format!("{sum} tricks"))
                .help(format!(
                    "{difference} {tricks_word} {direction}; check each count"
                )),
            );
            return None;
        }
        let values: Option<Vec<u8>> = counts
            .iter()
            .map(|(count, _)| u8::try_from(*count).ok())
            .collect();
        match values.as_deref() {
            Some(&[a, b, c, d]) => Some(Tricks::Seats([a, b, c, d])),
            Some(&[a, b]) => Some(Tricks::Teams([a, b])),
            _ => None,
        }
    }

    /// A `name = count` table in seat (or team) order, checking every name.
    fn named_tricks<'n, 'a>(
        &mut self,
        number: usize,
        node: &'n Node<'a>,
        entries: &'n [Entry<'a>],
        players: Option<&[String; 4]>,
    ) -> Option<Vec<(i64, &'n Node<'a>)>> {
        let players = players?;
        let teams = self.rules.partnership().then(|| self.team_names(players));
        let names_teams = teams.as_ref().is_some_and(|teams| {
            entries
                .iter()
                .any(|entry| teams.iter().any(|team| *team == entry.key))
        });
        let sides: Vec<&str> = match &teams {
            Some(teams) if names_teams => teams.iter().map(String::as_str).collect(),
            _ => players.iter().map(String::as_str).collect(),
        };
        let mut counts: Vec<Option<(i64, &Node<'_>)>> = vec![None; sides.len()];
        let mut valid = true;
        for entry in entries {
            let Some(side) = sides.iter().position(|side| *side == entry.key.trim()) else {
                valid = false;
                let help = suggest(&entry.key, sides.iter().copied())
                    .unwrap_or_else(|| format!("name each of: {}", sides.join(", ")));
                self.push(
                    Diagnostic::error(
                        Code::TricksShape,
                        Some(entry.key_span.clone()),
                        format!(
                            "deal {number}: tricks names \"{}\", who is not playing",
                            entry.key
                        ),
                    )
                    .label("unknown name")
                    .help(help),
                );
                continue;
            };
            let count = self.integer(&entry.node, "a trick count");
            valid &= count.is_some();
            counts[side] = count.map(|count| (count, &entry.node));
        }
        let missing: Vec<&str> = sides
            .iter()
            .zip(&counts)
            .filter(|(_, count)| count.is_none())
            .map(|(side, _)| *side)
            .filter(|side| !entries.iter().any(|entry| entry.key == *side))
            .collect();
        if !missing.is_empty() {
            self.push(
                Diagnostic::error(
                    Code::TricksShape,
                    Some(node.span.clone()),
                    format!("deal {number}: tricks does not name {}", missing.join(", ")),
                )
                .label("missing names")
                .help("name every side, with 0 for a side that took no trick"),
            );
            return None;
        }
        if !valid {
            return None;
        }
        counts.into_iter().collect()
    }

    fn team_names(&self, players: &[String; 4]) -> [String; 2] {
        // Team names are resolved before deals; unknown teams fall back to the defaults.
        self.teams
            .clone()
            .unwrap_or_else(|| Match::default_teams(players))
    }

    fn trump(&mut self, number: usize, node: &Node<'_>) -> Option<Suit> {
        let text = self.string(node, "trump")?;
        let Some(suit) = Suit::parse(text) else {
            let names = Suit::ALL
                .iter()
                .flat_map(|suit| suit.spellings())
                .copied()
                .filter(|spelling| spelling.chars().count() > 2);
            self.push(
                Diagnostic::error(
                    Code::Trump,
                    Some(node.span.clone()),
                    format!("deal {number}: \"{text}\" is not a suit"),
                )
                .label("not a suit")
                .help(suggest(text, names).unwrap_or_else(|| {
                    "write spades, hearts, diamonds or clubs (also ♠ ♥ ♦ ♣, S H D C, maça kupa karo sinek)".into()
                })),
            );
            return None;
        };
        if self.rules.spades_only() && suit != Suit::Spades {
            self.push(
                Diagnostic::error(
                    Code::TrumpRule,
                    Some(node.span.clone()),
                    format!(
                        "deal {number}: trump is {}, but spades are always trump under trump = \"{}\"{}",
                        suit.name(),
                        self.rules.trump_rule().name(),
                        self.rule_source(Id::Trump)
                    ),
                )
                .label("must be spades")
                .help("write trump = \"spades\", or leave trump out"),
            );
            return None;
        }
        Some(suit)
    }
}

#[cfg(test)]
mod tests {
    use crate::diagnostic::{Code, Severity};
    use crate::pipeline::evaluate_source;
    use crate::source::{Format, Source};

    const PLAYERS_TOML: &str = "players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]\n";
    const PLAYERS_YAML: &str = "players: [Ayşe, Burak, Cem, Deniz]\n";

    /// The text each diagnostic with `code` points at, for a file in `format`.
    fn spans(format: Format, text: &str, code: Code) -> Vec<String> {
        let source = Source {
            name: "case".into(),
            text: text.into(),
            format,
        };
        let outcome = evaluate_source(&source, &[]);
        outcome
            .diagnostics
            .iter()
            .filter(|d| d.code == code)
            .map(|d| text[d.span.clone().expect("a span")].to_owned())
            .collect()
    }

    /// One case: a code, the TOML and YAML that trigger it, the text its span covers in each.
    fn case(code: Code, toml: &str, toml_span: &str, yaml: &str, yaml_span: &str) {
        assert_eq!(
            spans(Format::Toml, toml, code),
            [toml_span],
            "{} in TOML:\n{toml}",
            code.name()
        );
        assert_eq!(
            spans(Format::Yaml, yaml, code),
            [yaml_span],
            "{} in YAML:\n{yaml}",
            code.name()
        );
    }

    fn toml_deal(deal: &str) -> String {
        format!("{PLAYERS_TOML}[[deals]]\n{deal}")
    }

    fn yaml_deal(deal: &str) -> String {
        format!("{PLAYERS_YAML}deals:\n  - {deal}\n")
    }

    #[test]
    fn syntax() {
        // Both point at the end of the text, where the list should have been closed.
        case(
            Code::Syntax,
            "players = [\"A\",\n",
            "",
            "players: [A,\n",
            "",
        );
    }

    #[test]
    fn wrong_type() {
        case(
            Code::Type,
            &toml_deal("declarer = \"Burak\"\nbid = \"seven\"\ntricks = [2, 8, 2, 1]\n"),
            "\"seven\"",
            &yaml_deal("{declarer: Burak, bid: seven, tricks: [2, 8, 2, 1]}"),
            "seven",
        );
    }

    #[test]
    fn unknown_key() {
        case(
            Code::UnknownKey,
            &format!("{PLAYERS_TOML}titel = \"x\"\n"),
            "titel",
            &format!("{PLAYERS_YAML}titel: x\n"),
            "titel",
        );
        let toml = toml_deal(
            "declarer = \"Burak\"\nbid = 7\ntrick = [2, 8, 2, 1]\ntricks = [2, 8, 2, 1]\n",
        );
        assert_eq!(spans(Format::Toml, &toml, Code::UnknownKey), ["trick"]);
    }

    #[test]
    fn missing_key() {
        case(
            Code::MissingKey,
            &toml_deal("declarer = \"Burak\"\nbid = 7\n"),
            // A TOML array-of-tables item is spanned by its header.
            "[[deals]]",
            &yaml_deal("{declarer: Burak, bid: 7}"),
            "{declarer: Burak, bid: 7}",
        );
    }

    #[test]
    fn players_count_and_names() {
        case(
            Code::PlayersCount,
            "players = [\"A\", \"B\", \"C\"]\n",
            "[\"A\", \"B\", \"C\"]",
            "players: [A, B, C]\n",
            "[A, B, C]",
        );
        case(
            Code::PlayersName,
            "players = [\"A\", \"B\", \"A\", \"D\"]\n",
            "\"A\"",
            "players: [A, B, A, D]\n",
            "A",
        );
        assert_eq!(
            spans(Format::Yaml, "players: [A, '', C, D]\n", Code::PlayersName),
            ["''"]
        );
    }

    #[test]
    fn teams() {
        case(
            Code::TeamsPartnership,
            &format!("{PLAYERS_TOML}teams = [\"Us\", \"Them\"]\n"),
            "[\"Us\", \"Them\"]",
            &format!("{PLAYERS_YAML}teams: [Us, Them]\n"),
            "[Us, Them]",
        );
        case(
            Code::TeamsCount,
            &format!("{PLAYERS_TOML}teams = [\"Us\", \"Us\"]\n[rules]\npartnership = true\n"),
            "[\"Us\", \"Us\"]",
            &format!("{PLAYERS_YAML}teams: [Us]\nrules: {{partnership: true}}\n"),
            "[Us]",
        );
    }

    #[test]
    fn settings() {
        case(
            Code::UnknownSetting,
            &format!("{PLAYERS_TOML}[rules]\ntarget_score = 101\n"),
            "target_score",
            &format!("{PLAYERS_YAML}rules:\n  target_score: 101\n"),
            "target_score",
        );
        case(
            Code::SettingValue,
            &format!("{PLAYERS_TOML}[rules]\npreset = \"eshli\"\n"),
            "\"eshli\"",
            &format!("{PLAYERS_YAML}rules:\n  target: 0\n"),
            "0",
        );
    }

    #[test]
    fn unknown_player() {
        case(
            Code::UnknownPlayer,
            &toml_deal("declarer = \"Burrak\"\nbid = 7\ntricks = [2, 8, 2, 1]\n"),
            "\"Burrak\"",
            &yaml_deal("{dealer: Ayse, declarer: Burak, bid: 7, tricks: [2, 8, 2, 1]}"),
            "Ayse",
        );
    }

    #[test]
    fn contract_form() {
        case(
            Code::ContractForm,
            &toml_deal(
                "declarer = \"Burak\"\nbid = 7\nbids = [0, 7, 0, 0]\ntricks = [2, 8, 2, 1]\n",
            ),
            "[0, 7, 0, 0]",
            &yaml_deal("{declarer: Burak, tricks: [2, 8, 2, 1]}"),
            "Burak",
        );
    }

    #[test]
    fn bids() {
        case(
            Code::Bids,
            &toml_deal("bids = [0, 0, 0, 0]\ntricks = [2, 8, 2, 1]\n"),
            "[0, 0, 0, 0]",
            &yaml_deal("{bids: [0, 7, 0], tricks: [2, 8, 2, 1]}"),
            "[0, 7, 0]",
        );
    }

    #[test]
    fn bid_range() {
        case(
            Code::BidRange,
            &toml_deal("declarer = \"Burak\"\nbid = 14\ntricks = [2, 8, 2, 1]\n"),
            "14",
            &yaml_deal("{bids: [0, 4, 0, 0], tricks: [2, 8, 2, 1]}"),
            "4",
        );
    }

    #[test]
    fn tricks_shape_range_and_sum() {
        case(
            Code::TricksShape,
            &toml_deal("declarer = \"Burak\"\nbid = 7\ntricks = [5, 8]\n"),
            "[5, 8]",
            &yaml_deal("{declarer: Burak, bid: 7, tricks: [2, 8, 2]}"),
            "[2, 8, 2]",
        );
        let misspelt =
            yaml_deal("{declarer: Burak, bid: 7, tricks: {Ayşe: 2, Burak: 8, Cem: 2, Denis: 1}}");
        assert_eq!(
            spans(Format::Yaml, &misspelt, Code::TricksShape),
            ["{Ayşe: 2, Burak: 8, Cem: 2, Denis: 1}", "Denis"]
        );
        case(
            Code::TricksRange,
            &toml_deal("declarer = \"Burak\"\nbid = 7\ntricks = [-1, 14, 0, 0]\n")
                .replace("14", "8"),
            "-1",
            &yaml_deal("{declarer: Burak, bid: 7, tricks: [0, 14, 0, 0]}"),
            "14",
        );
        case(
            Code::TricksSum,
            &toml_deal(
                "declarer = \"Burak\"\nbid = 7\ntricks = { \"Ayşe\" = 2, Burak = 8, Cem = 2, Deniz = 2 }\n",
            ),
            "{ \"Ayşe\" = 2, Burak = 8, Cem = 2, Deniz = 2 }",
            &yaml_deal(
                "declarer: Burak\n    bid: 7\n    tricks:\n      - 2\n      - 8\n      - 2\n      - 2",
            ),
            "- 2\n      - 8\n      - 2\n      - 2",
        );
    }

    #[test]
    fn trump() {
        case(
            Code::Trump,
            &toml_deal("declarer = \"Burak\"\nbid = 7\ntrump = \"stars\"\ntricks = [2, 8, 2, 1]\n"),
            "\"stars\"",
            &yaml_deal("{declarer: Burak, bid: 7, trump: X, tricks: [2, 8, 2, 1]}"),
            "X",
        );
        case(
            Code::TrumpRule,
            &format!(
                "{PLAYERS_TOML}[rules]\ntrump = \"spades\"\n\n[[deals]]\ndeclarer = \"Burak\"\nbid = 7\ntrump = \"♥\"\ntricks = [2, 8, 2, 1]\n"
            ),
            "\"♥\"",
            &format!(
                "{PLAYERS_YAML}rules: {{preset: gonullu}}\ndeals:\n  - {{declarer: Burak, bid: 7, trump: kupa, tricks: [2, 8, 2, 1]}}\n"
            ),
            "kupa",
        );
    }

    #[test]
    fn passed_deals() {
        case(
            Code::PassedContract,
            &toml_deal("passed = true\ntricks = [2, 8, 2, 1]\n"),
            "tricks = [2, 8, 2, 1]",
            &yaml_deal("{passed: true, declarer: Cem}"),
            "declarer: Cem",
        );
        case(
            Code::PassedNotAllowed,
            &format!("{PLAYERS_TOML}[rules]\nall_pass = \"dealer\"\n\n[[deals]]\npassed = true\n"),
            "[[deals]]",
            &format!("{PLAYERS_YAML}rules: {{preset: ihaleli}}\ndeals:\n  - {{passed: true}}\n"),
            "{passed: true}",
        );
    }

    #[test]
    fn warnings_rotation_and_after_end() {
        let toml = toml_deal(
            "dealer = \"Ayşe\"\npassed = true\n\n[[deals]]\ndealer = \"Cem\"\npassed = true\n",
        );
        let yaml = yaml_deal("{dealer: Ayşe, passed: true}\n  - {dealer: Cem, passed: true}");
        case(Code::DealerRotation, &toml, "\"Cem\"", &yaml, "Cem");
        let toml = format!(
            "{PLAYERS_TOML}[rules]\ntarget = 50\n\n[[deals]]\ndeclarer = \"Cem\"\nbid = 5\ntricks = [2, 2, 7, 2]\n\n[[deals]]\npassed = true\n"
        );
        let yaml = format!(
            "{PLAYERS_YAML}rules: {{target: 50}}\ndeals:\n  - {{declarer: Cem, bid: 5, tricks: [2, 2, 7, 2]}}\n  - {{passed: true}}\n"
        );
        case(Code::AfterEnd, &toml, "[[deals]]", &yaml, "{passed: true}");
        let source = Source {
            name: "case".into(),
            text: toml,
            format: Format::Toml,
        };
        let outcome = evaluate_source(&source, &[]);
        assert!(outcome.scored.is_some(), "warnings do not stop scoring");
        assert!(
            outcome
                .diagnostics
                .iter()
                .all(|d| d.severity == Severity::Warning)
        );
    }

    #[test]
    fn flag_mistakes_point_into_the_flag() {
        let flag = crate::rules::Flag {
            text: "ties".into(),
            start: 0,
            origin: "--set",
        };
        let problems = crate::rules::parse_flag(&flag).unwrap_err();
        assert_eq!(problems[0].code, Code::FlagSyntax);
        assert_eq!(problems[0].span, Some(0..4));
    }

    #[test]
    fn a_flag_that_breaks_the_file_says_so() {
        let text = toml_deal("declarer = \"Burak\"\nbid = 7\ntricks = [2, 8, 2, 1]\n");
        let source = Source {
            name: "case".into(),
            text,
            format: Format::Toml,
        };
        let flags = crate::rules::parse_flag(&crate::rules::Flag {
            text: "min_bid=8".into(),
            start: 0,
            origin: "--set",
        })
        .unwrap();
        let outcome = evaluate_source(&source, &flags);
        let problem = &outcome.diagnostics[0];
        assert_eq!(problem.code, Code::BidRange);
        assert!(
            problem.message.contains("comes from --set"),
            "{}",
            problem.message
        );
    }
}
