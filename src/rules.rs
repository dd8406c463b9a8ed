//! House rules. Every setting is declared once, in `SETTINGS`: its name, kind, range or
//! allowed values, default and meaning. Reading `[rules]`, parsing `--set`, `batak rules`,
//! the JSON Schema and the table in docs/rules.md all read that declaration. Effective
//! rules are layered: defaults ← preset ← the file's settings ← `--set` flags, later wins.

use std::fmt;

mod flag;
mod presets;

pub(crate) use flag::{Flag, is_decimal, parse_flag, parts};
pub(crate) use presets::{PRESETS, Preset};

use crate::diagnostic::{Code, Diagnostic, problem};
use crate::lang::{Text, text};
use crate::raw::{Node, Span, Value};

/// Declares the choices of each choice setting once: an enum per setting, the name of
/// each value, and `Choice`, which holds any of them. Values are parsed into these at
/// the edge (`[rules]`, `--set`); scoring matches on variants, never on strings.
macro_rules! choices {
    ($($(#[$doc:meta])* $setting:ident { $($variant:ident => $name:literal),+ $(,)? })*) => {
        $(
            $(#[$doc])*
            #[derive(Debug, Clone, Copy, PartialEq, Eq)]
            pub(crate) enum $setting { $($variant),+ }

            impl $setting {
                /// Every value, as a `Choice`, in the order they are listed.
                pub(crate) const CHOICES: &'static [Choice] = &[$(Choice::$setting($setting::$variant)),+];

                /// The value's name in files and flags.
                pub(crate) const fn name(self) -> &'static str {
                    match self { $($setting::$variant => $name),+ }
                }

                /// The value as a setting's value.
                pub(crate) const fn value(self) -> SettingValue {
                    SettingValue::Choice(Choice::$setting(self))
                }
            }

            impl OfChoice for $setting {
                fn of(choice: Choice) -> Option<$setting> {
                    #[allow(irrefutable_let_patterns, reason = "one arm for every setting")]
                    if let Choice::$setting(value) = choice { Some(value) } else { None }
                }
            }
        )*

        /// A value of a choice setting.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub(crate) enum Choice { $($setting($setting)),* }

        impl Choice {
            /// The value's name in files and flags.
            pub(crate) const fn name(self) -> &'static str {
                match self { $(Choice::$setting(value) => value.name()),* }
            }
        }
    };
}

/// The settings that decide what a deal scores (see `Rules::scoring`).
const SCORING: [Id; 11] = [
    Id::BidPoints,
    Id::ExtraPoints,
    Id::DefenderPoints,
    Id::DefenderMinimum,
    Id::DoublePenalty,
    Id::SlamDouble,
    Id::Partnership,
    Id::Bidding,
    Id::Overshoot,
    Id::NilPoints,
    Id::Hand,
];

/// A choice setting's own type, taken out of a `Choice`.
trait OfChoice: Sized {
    fn of(choice: Choice) -> Option<Self>;
}

choices! {
    /// The presets a match may name.
    PresetName { Classic => "classic", Ihaleli => "ihaleli", Esli => "esli", KozMaca => "koz-maca", Gonullu => "gonullu", Gommeli => "gommeli", Defineli => "defineli", Tahminli => "tahminli" }
    /// How a match ends (`end`).
    EndRule { Target => "target", Deals => "deals", Never => "none" }
    /// Who picks trump (`trump`).
    TrumpRule { Declarer => "declarer", Spades => "spades", Volunteer => "volunteer" }
    /// What happens when all pass (`all_pass`).
    AllPass { Redeal => "redeal", Dealer => "dealer" }
    /// A tie at the top when the match would end (`ties`).
    Ties { PlayOn => "play-on", Share => "share" }
    /// Who bids (`bidding`): one declarer wins an auction, or everyone predicts.
    Bidding { Auction => "auction", Everyone => "everyone" }
}

/// What values a setting takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Integer { min: i64, max: i64 },
    Bool,
    Choice(&'static [Choice]),
}

/// A setting's value. `defender_points` alone may be `SameAsExtra`, its default; `hand`
/// alone `ByPlayers`, its default (13 cards with four players, 16 with three).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SettingValue {
    Int(i64),
    Bool(bool),
    Choice(Choice),
    SameAsExtra,
    ByPlayers,
}

impl fmt::Display for SettingValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettingValue::Int(number) => write!(f, "{number}"),
            SettingValue::Bool(flag) => write!(f, "{flag}"),
            SettingValue::Choice(choice) => f.write_str(choice.name()),
            SettingValue::SameAsExtra => f.write_str("= extra_points"),
            SettingValue::ByPlayers => f.write_str("13 (16 with three players)"),
        }
    }
}

/// One house rule, declared once.
#[derive(Debug)]
pub(crate) struct Setting {
    pub(crate) id: Id,
    pub(crate) name: &'static str,
    pub(crate) kind: Kind,
    pub(crate) default: SettingValue,
    /// The catalogue's id of what it means (`setting-NAME`).
    meaning: &'static str,
}

/// Declares every setting once, in order: its `Id` (its position in `SETTINGS`), its
/// name in files and flags, what values it takes, and its default.
macro_rules! settings {
    ($($id:ident $name:literal $kind:expr => $default:expr;)*) => {
        /// Names each setting; its position in `SETTINGS`.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub(crate) enum Id { $($id),* }

        /// Every setting, in the order `Id` lists them.
        pub(crate) const SETTINGS: &[Setting] = &[
            $(Setting {
                id: Id::$id,
                name: $name,
                kind: $kind,
                default: $default,
                meaning: concat!("setting-", $name),
            }),*
        ];
    };
}

settings! {
    Preset "preset" Kind::Choice(PresetName::CHOICES) => PresetName::Classic.value();
    MinBid "min_bid" Kind::Integer { min: 1, max: 17 } => SettingValue::Int(5);
    BidPoints "bid_points" Kind::Integer { min: 1, max: 20 } => SettingValue::Int(10);
    ExtraPoints "extra_points" Kind::Integer { min: 0, max: 10 } => SettingValue::Int(1);
    DefenderPoints "defender_points" Kind::Integer { min: 0, max: 20 } => SettingValue::SameAsExtra;
    DefenderMinimum "defender_minimum" Kind::Integer { min: 0, max: 17 } => SettingValue::Int(0);
    DoublePenalty "double_penalty" Kind::Bool => SettingValue::Bool(false);
    SlamDouble "slam_double" Kind::Bool => SettingValue::Bool(false);
    End "end" Kind::Choice(EndRule::CHOICES) => EndRule::Target.value();
    Target "target" Kind::Integer { min: 1, max: 10000 } => SettingValue::Int(151);
    Deals "deals" Kind::Integer { min: 1, max: 1000 } => SettingValue::Int(12);
    Partnership "partnership" Kind::Bool => SettingValue::Bool(false);
    Trump "trump" Kind::Choice(TrumpRule::CHOICES) => TrumpRule::Declarer.value();
    AllPass "all_pass" Kind::Choice(AllPass::CHOICES) => AllPass::Redeal.value();
    Ties "ties" Kind::Choice(Ties::CHOICES) => Ties::PlayOn.value();
    MustTrump "must_trump" Kind::Bool => SettingValue::Bool(true);
    MustOvertake "must_overtake" Kind::Bool => SettingValue::Bool(false);
    TrumpBreaking "trump_breaking" Kind::Bool => SettingValue::Bool(false);
    Hand "hand" Kind::Integer { min: 1, max: 17 } => SettingValue::ByPlayers;
    Bidding "bidding" Kind::Choice(Bidding::CHOICES) => Bidding::Auction.value();
    Overshoot "overshoot" Kind::Integer { min: 0, max: 17 } => SettingValue::Int(0);
    NilPoints "nil_points" Kind::Integer { min: 0, max: 1000 } => SettingValue::Int(0);
}

/// Where an effective value came from (`batak rules FILE` shows it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Origin {
    Default,
    Preset,
    File,
    Flag,
}

/// The effective rules of a match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Rules {
    values: [SettingValue; SETTINGS.len()],
    origins: [Origin; SETTINGS.len()],
    /// How many play (3 or 4): `hand`'s default follows it.
    players: u8,
}

/// One value given for a setting, from the file or a flag, before layering.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Assignment {
    pub(crate) id: Id,
    pub(crate) value: SettingValue,
}

impl Setting {
    /// The declaration for `id`.
    pub(crate) fn of(id: Id) -> &'static Setting {
        &SETTINGS[id as usize]
    }

    /// The declaration named `name`.
    pub(crate) fn named(name: &str) -> Option<&'static Setting> {
        SETTINGS.iter().find(|setting| setting.name == name)
    }

    /// What the setting means, put into words when shown (`batak rules`).
    pub(crate) fn meaning_text(&self) -> Text {
        text!(self.meaning)
    }

    /// What values it takes (`an integer from 1 to 17`, `true or false`, `one of: …`),
    /// put into words when shown.
    pub(crate) fn allowed_text(&self) -> Text {
        match self.kind {
            Kind::Integer { min, max } => text!("setting-allowed-int", min = min, max = max),
            Kind::Bool => text!("setting-allowed-bool"),
            Kind::Choice(choices) => {
                let names: Vec<&str> = choices.iter().map(|choice| choice.name()).collect();
                text!("setting-allowed-choice", choices = names.join(", "))
            }
        }
    }

    /// `name must be …`.
    fn must_be(&self) -> Text {
        text!(
            "setting-must-be",
            name = self.name,
            allowed = self.allowed_text()
        )
    }

    /// Parse a value written on the command line.
    pub(crate) fn parse_text(&self, text: &str) -> Result<SettingValue, Text> {
        match self.kind {
            Kind::Integer { min, max } => match text.trim().parse::<i64>() {
                Ok(number) => self.check_int(number, min, max),
                Err(_) if is_decimal(text.trim().trim_start_matches('-')) => Err(text!(
                    "setting-whole-number",
                    name = self.name,
                    value = text.trim()
                )),
                Err(_) => Err(self.must_be()),
            },
            Kind::Bool => match text.trim() {
                "true" => Ok(SettingValue::Bool(true)),
                "false" => Ok(SettingValue::Bool(false)),
                _ => Err(self.must_be()),
            },
            Kind::Choice(choices) => self.check_choice(text.trim(), choices),
        }
    }

    /// Read a value from the file's `[rules]`; the error names the wrong type or value.
    pub(crate) fn parse_node(&self, node: &Node<'_>) -> Result<SettingValue, Text> {
        match (self.kind, &node.value) {
            (Kind::Integer { min, max }, Value::Int(number)) => self.check_int(*number, min, max),
            (Kind::Bool, Value::Bool(flag)) => Ok(SettingValue::Bool(*flag)),
            (Kind::Choice(choices), Value::Str(text)) => self.check_choice(text, choices),
            (_, other) => Err(text!(
                "setting-type",
                name = self.name,
                allowed = self.allowed_text(),
                found = other.kind_text()
            )),
        }
    }

    /// `number` as the value of this setting, whose range is `min..=max`.
    fn check_int(&self, number: i64, min: i64, max: i64) -> Result<SettingValue, Text> {
        if (min..=max).contains(&number) {
            return Ok(SettingValue::Int(number));
        }
        Err(text!(
            "setting-out-of-range",
            name = self.name,
            value = number.to_string(),
            allowed = self.allowed_text()
        ))
    }

    /// `text` as the value of this setting, one of `choices`.
    fn check_choice(&self, text: &str, choices: &[Choice]) -> Result<SettingValue, Text> {
        choices
            .iter()
            // In any case, Turkish letters too: `eşli`, `Koz-Maça`, `GÖNÜLLÜ`.
            .find(|choice| crate::names::folded(choice.name()) == crate::names::folded(text))
            .map(|choice| SettingValue::Choice(*choice))
            .ok_or_else(|| {
                text!(
                    "setting-not-a-value",
                    value = text,
                    name = self.name,
                    allowed = self.allowed_text()
                )
            })
    }

    /// The error of a wrong value at `span` (`message` says what is wrong; `written`, the
    /// value when it is a string): labelled with what is allowed, helped with the nearest
    /// allowed name, which is its fix, else with what is allowed.
    pub(crate) fn value_error(
        &self,
        span: Span,
        message: Text,
        written: Option<&str>,
    ) -> Diagnostic {
        let error =
            Diagnostic::error(Code::SettingValue, Some(span), message).label(self.allowed_text());
        match (self.kind, written) {
            (Kind::Choice(choices), Some(text)) => {
                error.suggesting(text, choices.iter().map(|choice| choice.name()), || {
                    self.allowed_text()
                })
            }
            // `name is …`, what the setting allows.
            _ => error.help(text!(
                "setting-allowed-help",
                name = self.name,
                allowed = self.allowed_text()
            )),
        }
    }
}

/// The error of a setting `name` (at `span`) that does not exist: the nearest one is its
/// help and its fix.
pub(crate) fn unknown_setting(name: &str, span: Span) -> Diagnostic {
    problem!(
        Code::UnknownSetting,
        Some(span),
        text!("setting-unknown", name = name),
        label
    )
    .suggesting(name, SETTINGS.iter().map(|s| s.name), || {
        text!("setting-unknown-help")
    })
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            values: std::array::from_fn(|index| SETTINGS[index].default),
            origins: [Origin::Default; SETTINGS.len()],
            players: 4,
        }
    }
}

impl Rules {
    /// Layer defaults ← preset ← file ← flags. The preset is the last one named by the
    /// flags, else by the file; every other value is applied in order, later wins.
    pub(crate) fn layered(file: &[Assignment], flags: &[Assignment]) -> Rules {
        let mut rules = Rules::default();
        let preset = [(flags, Origin::Flag), (file, Origin::File)]
            .into_iter()
            .find_map(|(assignments, origin)| {
                let named = assignments.iter().rev().find(|a| a.id == Id::Preset)?;
                Some((named.value, origin))
            });
        if let Some((SettingValue::Choice(Choice::PresetName(name)), origin)) = preset {
            rules.set(Id::Preset, name.value(), origin);
            Preset::of(name).apply(&mut rules);
        }
        for (assignments, origin) in [(file, Origin::File), (flags, Origin::Flag)] {
            for assignment in assignments.iter().filter(|a| a.id != Id::Preset) {
                rules.set(assignment.id, assignment.value, origin);
            }
        }
        rules
    }

    /// The rules of this match's preset alone, without the file's or the flags' values.
    pub(crate) fn preset_alone(&self) -> Rules {
        let preset = Assignment {
            id: Id::Preset,
            value: self.value(Id::Preset),
        };
        Rules::layered(&[preset], &[]).seated(self.players())
    }

    fn set(&mut self, id: Id, value: SettingValue, origin: Origin) {
        self.values[id as usize] = value;
        self.origins[id as usize] = origin;
    }

    /// The value of a setting as declared (`defender_points` may be `SameAsExtra`).
    pub(crate) fn value(&self, id: Id) -> SettingValue {
        self.values[id as usize]
    }

    /// The value with `defender_points` and `hand` resolved, as scripts want to read it.
    pub(crate) fn effective(&self, id: Id) -> SettingValue {
        match self.value(id) {
            SettingValue::SameAsExtra => SettingValue::Int(self.extra_points()),
            SettingValue::ByPlayers => SettingValue::Int(if self.players == 3 { 16 } else { 13 }),
            value => value,
        }
    }

    /// The rules for a table of `players` (3 or 4): `hand`'s default follows it.
    pub(crate) fn seated(mut self, players: usize) -> Rules {
        self.players = u8::try_from(players).unwrap_or(4);
        self
    }

    /// How many play, as `seated` said (4 unless told).
    pub(crate) fn players(&self) -> usize {
        usize::from(self.players)
    }

    /// Where the value of a setting came from.
    pub(crate) fn origin(&self, id: Id) -> Origin {
        self.origins[id as usize]
    }

    // Each setting's value is of its kind: it was read by that kind's parser
    // (`Setting::parse_node`, `--set`) or is its declared default, so a value of another
    // kind is a mistake in batak, not in a file (a test reads every setting of every
    // preset through these).

    fn int(&self, id: Id) -> i64 {
        match self.effective(id) {
            SettingValue::Int(number) => number,
            other => unreachable!("{id:?} holds {other:?}, not a number"),
        }
    }

    pub(crate) fn flag(&self, id: Id) -> bool {
        match self.value(id) {
            SettingValue::Bool(flag) => flag,
            other => unreachable!("{id:?} holds {other:?}, not true or false"),
        }
    }

    fn choice<T: OfChoice>(&self, id: Id) -> T {
        match self.value(id) {
            SettingValue::Choice(choice) => T::of(choice),
            _ => None,
        }
        .unwrap_or_else(|| unreachable!("{id:?} holds {:?}", self.value(id)))
    }

    pub(crate) fn min_bid(&self) -> i64 {
        self.int(Id::MinBid)
    }
    pub(crate) fn bid_points(&self) -> i64 {
        self.int(Id::BidPoints)
    }
    pub(crate) fn extra_points(&self) -> i64 {
        self.int(Id::ExtraPoints)
    }
    pub(crate) fn defender_points(&self) -> i64 {
        self.int(Id::DefenderPoints)
    }
    pub(crate) fn defender_minimum(&self) -> i64 {
        self.int(Id::DefenderMinimum)
    }
    pub(crate) fn double_penalty(&self) -> bool {
        self.flag(Id::DoublePenalty)
    }
    pub(crate) fn slam_double(&self) -> bool {
        self.flag(Id::SlamDouble)
    }
    pub(crate) fn end(&self) -> End {
        match self.choice(Id::End) {
            EndRule::Target => End::Target(self.int(Id::Target)),
            EndRule::Deals => End::Deals(self.int(Id::Deals)),
            EndRule::Never => End::Never,
        }
    }
    pub(crate) fn partnership(&self) -> bool {
        self.flag(Id::Partnership)
    }
    /// Cards each player is dealt: the tricks of a deal.
    pub(crate) fn hand(&self) -> i64 {
        self.int(Id::Hand)
    }
    /// Whether everyone predicts (`bidding = everyone`) rather than one declarer after
    /// an auction.
    pub(crate) fn everyone_bids(&self) -> bool {
        self.choice::<Bidding>(Id::Bidding) == Bidding::Everyone
    }
    pub(crate) fn overshoot(&self) -> i64 {
        self.int(Id::Overshoot)
    }
    pub(crate) fn nil_points(&self) -> i64 {
        self.int(Id::NilPoints)
    }
    /// How many sides score: the players, or two teams in partnership.
    pub(crate) fn side_count(&self) -> usize {
        if self.partnership() {
            2
        } else {
            self.players()
        }
    }
    /// Spades are the only legal trump (`trump = spades` or `volunteer`).
    pub(crate) fn spades_only(&self) -> bool {
        match self.trump_rule() {
            TrumpRule::Declarer => false,
            TrumpRule::Spades | TrumpRule::Volunteer => true,
        }
    }
    pub(crate) fn trump_rule(&self) -> TrumpRule {
        self.choice(Id::Trump)
    }
    pub(crate) fn all_pass(&self) -> AllPass {
        self.choice(Id::AllPass)
    }
    pub(crate) fn ties(&self) -> Ties {
        self.choice(Id::Ties)
    }
    /// What a point is worth: the values of the settings that decide what a deal scores
    /// (not the bidding floor, trump, card play or how the match ends). Two rule sets
    /// alike in these score every deal alike.
    pub(crate) fn scoring(&self) -> [SettingValue; SCORING.len()] {
        SCORING.map(|id| self.effective(id))
    }
    /// The preset the rules start from.
    pub(crate) fn preset(&self) -> PresetName {
        self.choice(Id::Preset)
    }
}

/// How the match ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum End {
    Target(i64),
    Deals(i64),
    Never,
}

#[cfg(test)]
mod tests;
