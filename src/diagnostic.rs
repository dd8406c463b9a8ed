//! Every problem batak reports is a `Diagnostic`: a stable code, a severity, a message, the
//! span it is about and a help line. They are collected, never thrown, so one run reports
//! everything. Here: the codes, declared once, the `Diagnostic` value and `problem!`;
//! `text.rs` places an offset on its line and escapes what is shown; `draw.rs` turns one
//! file's list into a single miette report.

use crate::lang::{Arg, Text, text};
use crate::raw::Span;

macro_rules! codes {
    ($($variant:ident => $name:literal, $summary:literal, $example:literal;)*) => {
        /// The stable code of a diagnostic; scripts may match on its name.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub(crate) enum Code { $($variant),* }

        impl Code {
            /// Every code, in documentation order.
            #[cfg(test)]
            pub(crate) const ALL: &[Code] = &[$(Code::$variant),*];

            /// The code as it is printed, e.g. `batak::deal::tricks_sum`.
            pub(crate) fn name(self) -> &'static str {
                match self { $(Code::$variant => $name),* }
            }

            /// What triggers it, in one line (the docs' list is checked against this).
            #[cfg(test)]
            pub(crate) fn summary(self) -> &'static str {
                match self { $(Code::$variant => $summary),* }
            }

            /// An input that triggers it, for the docs.
            #[cfg(test)]
            pub(crate) fn example(self) -> &'static str {
                match self { $(Code::$variant => $example),* }
            }
        }
    };
}

codes! {
    IoNotFound => "batak::io::not_found", "the file does not exist", "`batak check nosuch.toml`";
    IoIsDirectory => "batak::io::is_directory", "the path names a directory, not a file", "`batak check examples`";
    IoPermission => "batak::io::permission", "the file cannot be read for lack of permission", "a file with mode 000";
    IoRead => "batak::io::read", "any other error while reading the file or standard input", "a read error from the disk or a pipe";
    IoWrite => "batak::io::write", "standard output cannot be written (a full disk, a device that refuses it); a closed pipe is not an error", "`batak score m.toml --format json > /dev/full`";
    IoTooLarge => "batak::io::too_large", "the file is larger than --max-size (1 GiB unless given)", "a 2 GiB file; `batak check big.toml --max-size 1M` on a larger file";
    IoBinary => "batak::io::binary", "the file holds a NUL byte, so it is not a text file (reading stops there)", "`batak check - --input-format toml < /dev/zero`";
    IoNotUtf8 => "batak::io::not_utf8", "the file is not UTF-8 text", "a Latin-1 file with `Ay\\xfee`";
    IoEmpty => "batak::io::empty", "the file is empty (or only white space)", "a 0-byte `match.toml`";
    IoFormat => "batak::io::format", "the format cannot be told from the file name; use --input-format", "`batak check match.txt`; `cat m.yaml \\| batak check -`";
    Syntax => "batak::syntax", "the text is not valid TOML or YAML (including duplicate keys and YAML resource limits)", "`players = [\"A\", \"B\"` (unclosed); a YAML key given twice";
    Type => "batak::type", "a value has the wrong type, e.g. a string where a number belongs", "`bid = \"seven\"`";
    UnknownKey => "batak::key::unknown", "a key that the match file does not have (with the nearest known key)", "`titel = \"Friday\"` (did you mean `title`?)";
    MissingKey => "batak::key::missing", "a required key is absent (`players`, a deal's `tricks`)", "a deal with `declarer` and `bid` but no `tricks`";
    PlayersCount => "batak::players::count", "`players` does not list four names (or three)", "`players = [\"A\", \"B\"]`";
    PlayersPartnership => "batak::players::partnership", "three players under `partnership` (teams need four)", "`players = [\"A\", \"B\", \"C\"]` under the esli preset";
    PlayersName => "batak::players::name", "a player name is empty or used twice", "`players = [\"A\", \"B\", \"A\", \"D\"]`";
    TeamsPartnership => "batak::teams::partnership", "`teams` is given but `partnership` is off", "`teams = [\"Us\", \"Them\"]` under the classic preset";
    TeamsCount => "batak::teams::count", "`teams` does not list exactly two distinct, non-empty names", "`teams = [\"Us\"]`";
    UnknownSetting => "batak::rules::unknown", "a setting (in `[rules]` or `--set`) that does not exist", "`dubble_penalty = true`; `--set dubble_penalty=true`";
    SettingValue => "batak::rules::value", "a setting value out of range, of the wrong type, or not one of the allowed values", "`target = 0`; `ties = \"shared\"`";
    RulesHand => "batak::rules::hand", "the hand does not fit the table: players × `hand` over 52, or `min_bid`, `defender_minimum` or `overshoot` above `hand` (then no deal's bid is also said to be below that `min_bid`: the rules are the mistake)", "`hand = 16` with four players; `min_bid = 14` under `hand = 12`";
    FlagSyntax => "batak::flag::syntax", "a `--set` or `--with` without `name=value`", "`--set ties`";
    FlagValue => "batak::flag::value", "a flag's value is not what the flag takes: a number that is not a whole number, a trick count, a size", "`--bid 7,0`; `--tricks 7;2;2;2`; `--wait 1s`";
    FlagDeal => "batak::flag::deal", "the deal `amend` or `remove` is given does not fit the file: no deal with that number, or a thrown-in deal given only part of a contract", "`batak remove m.toml 9` when the file has 7 deals";
    FlagOutput => "batak::flag::output", "`batak chart --output` names a file that is not `.svg` (the chart is written as SVG), or the match file itself; `--output` names a match file's name (`.toml`, `.yaml`) or another format's", "`batak chart m.toml --output m.png`; `batak score m.toml --format json -o m.yaml`";
    UnknownPlayer => "batak::deal::unknown_player", "a declarer or dealer who is not one of the players", "`declarer = \"Burrak\"` (did you mean `Burak`?)";
    ContractForm => "batak::deal::contract", "a deal with both `declarer`/`bid` and `bids`, neither, or half of `declarer`/`bid`", "`declarer = \"Burak\"` with no `bid`";
    Bids => "batak::deal::bids", "`bids` is not one number per player: under an auction with exactly one of them non-zero", "`bids = [0, 6, 0, 5]`; `bids = [3, 4, 2, 4]` for three players";
    BiddingForm => "batak::deal::bidding_form", "a deal has a key of the other bidding form: `declarer`, `bid` or `passed` under `bidding = \"everyone\"`", "`declarer = \"Burak\"` under the tahminli preset";
    NilBid => "batak::deal::nil_bid", "a prediction of 0 under `bidding = \"everyone\"` while `nil_points` is 0", "`bids = [0, 5, 4, 3]` with `nil_points = 0`";
    BidRange => "batak::deal::bid_range", "a bid or prediction below `min_bid` or above `hand` (13 unless set)", "`bid = 4` under `min_bid = 5`; `bid = 14`";
    TricksShape => "batak::deal::tricks_shape", "`tricks` has the wrong number of entries, or names an unknown or missing side", "`tricks = [2, 8, 3]`; `tricks = { Cen = 5, … }`";
    TricksRange => "batak::deal::tricks_range", "a trick count outside 0 to `hand` (13 unless set)", "`tricks = [-1, 8, 3, 3]`";
    TricksSum => "batak::deal::tricks_sum", "the trick counts of a deal do not add up to `hand` (13 unless set)", "`tricks = [2, 8, 1, 1]` (12)";
    Trump => "batak::deal::trump", "`trump` is not a suit", "`trump = \"stars\"`";
    TrumpRule => "batak::deal::trump_rule", "a trump other than spades when the `trump` rule is `spades` or `volunteer`", "`trump = \"hearts\"` under the koz-maca preset";
    PassedContract => "batak::deal::passed_contract", "a passed deal that also has a declarer, bid, bids or tricks", "`passed = true` with `bid = 5`";
    PassedNotAllowed => "batak::deal::passed_not_allowed", "a passed deal when `all_pass = \"dealer\"` (the dealer must take it)", "`passed = true` under the ihaleli preset";
    DealerRotation => "batak::deal::dealer_rotation", "warning: the dealer is not the one the rotation expects", "Ayşe deals deal 1 and Cem deal 2 (Burak was next)";
    PlayCard => "batak::play::card", "a card of `play` or `hands` that is not a card", "`play = [\"HA H3 H9 X2\"]`";
    PlayDuplicate => "batak::play::duplicate", "a card played twice in one deal", "`HA` in trick 1 and again in trick 4";
    PlayTrickSize => "batak::play::trick_size", "a trick without exactly one card per player (four, or three at a table of three), or more tricks than `hand` (13 unless set)", "`play = [\"HA H3 H9\"]` with four players";
    PlayNotHeld => "batak::play::not_held", "a card played that is not in the player's hand as `hands` gives it", "Cem plays `C3` but `hands` gives it to Deniz";
    PlayHands => "batak::play::hands", "`hands` is not every player's hand of `hand` different cards each (13 unless set; or is given without `play`)", "a hand of 12 cards; `SA` in two hands";
    PlayTrumpUnknown => "batak::play::trump_unknown", "a play is recorded but the trump is not known (no `trump`, and the `trump` rule is `declarer`)", "`play = [...]` without `trump` under the classic preset";
    PlayTricksMismatch => "batak::play::tricks_mismatch", "`tricks` disagrees with the play: not the tricks a complete record shows, or fewer than a partial one already shows won", "`tricks = [2, 8, 2, 1]` when the 13 tricks played give Burak 7";
    PlayRevoke => "batak::play::revoke", "warning: a player did not follow suit while holding it", "trick 5: Cem played ♣3 on a ♥ lead while holding ♥Q (played in trick 9)";
    PlayMustTrump => "batak::play::must_trump", "warning (`must_trump`): a player void in the led suit who held a trump played another suit", "trick 3: Deniz played ♦2 on a ♣ lead, holding the trump ♥4";
    PlayMustOvertake => "batak::play::must_overtake", "warning (`must_overtake`): a player could have beaten the best card so far and did not", "trick 2: Ayşe played ♠3 under ♠J while holding the higher ♠K";
    PlayTrumpLead => "batak::play::trump_lead", "warning (`trump_breaking`): trump was led before it was broken by a player holding another suit", "trick 1: Burak led the trump ♥A while holding ♠2";
    AfterEnd => "batak::deal::after_end", "warning: deals recorded after the match ended (not counted)", "deals recorded after Burak reached 151";
    Edit => "batak::edit", "`batak new`, `add`, `amend` or `remove` cannot change the file safely (it exists, changed on disk, or its layout is one batak will not guess at)", "`batak new` on an existing file; `deals: *alias` in YAML";
    EditFinished => "batak::edit::finished", "`batak add` on a match that has finished (`--after-end` records the deal anyway)", "a deal added after Burak reached 151";
    EditConflict => "batak::edit::conflict", "`batak serve`: the page that sent the change was drawn from an older file (another phone, `batak add` or an editor changed it since)", "two phones recording deal 8 at once";
    EditLocked => "batak::edit::locked", "another batak is changing the file and did not finish within `--wait` seconds", "two `batak add` on one file, the first one stuck";
    EditReadOnly => "batak::edit::read_only", "the file may not be written by this user, so batak will not replace it", "`batak add` on a file with mode 0444";
    EditLink => "batak::edit::link", "the name passes through a link that another user put in a shared folder with the sticky bit (like /tmp); the kernel's link protection would not follow it, and neither does batak", "`batak amend /tmp/m.toml` where another user made /tmp/m.toml a link to your file";
    EditNotAFile => "batak::edit::not_a_file", "the name is not a regular file (a FIFO, a device)", "`batak add pipe.toml` where pipe.toml is a FIFO";
    EditWrite => "batak::edit::write", "the new copy cannot be written or put in place (a full disk, a read-only folder or file system); the file is unchanged", "`batak add` in a folder without write permission";
    Omitted => "batak::omitted", "more problems than batak keeps for one file (10,000): the rest are counted in this one diagnostic, an error when an error was among them", "a file with 15,000,000 bad cards";
    Serve => "batak::serve", "`batak serve` cannot serve the file (no match file named, the address cannot be listened on, no random token)", "`batak serve m.toml --port 80` as a user";
    ServeForm => "batak::serve::form", "a change sent to `batak serve` that it cannot read as `add`, `amend` or `remove` would: a field it does not know, a value the command line refuses", "`tricks.Ayşe=three`";
    Watch => "batak::watch", "`batak watch` cannot follow the file (its folder is missing or unreadable, the system has no inotify watch left, standard input was named)", "`batak watch -`";
}

impl Code {
    /// A breach of the card-play rules: a warning that a deal's play shows.
    pub(crate) fn is_play_breach(self) -> bool {
        matches!(
            self,
            Code::PlayRevoke | Code::PlayMustTrump | Code::PlayMustOvertake | Code::PlayTrumpLead
        )
    }
}

/// The most diagnostics one file keeps: a report draws the first hundred, and a file
/// with millions of bad cards must not hold a diagnostic for each (memory stays near the
/// file's size). The rest are counted, in one last diagnostic.
pub(crate) const MAX_KEPT: usize = 10_000;

/// How bad a problem is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Severity {
    Error,
    Warning,
}

impl Severity {
    /// Lower-case name for JSON.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
    }
}

/// One problem, with the span of the text it is about.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Diagnostic {
    pub(crate) code: Code,
    pub(crate) severity: Severity,
    /// What is wrong, put into words when shown (in English inside JSON).
    pub(crate) message: Text,
    /// Byte span in the source; `None` when the problem is about the file as a whole.
    pub(crate) span: Option<Span>,
    pub(crate) label: Option<Text>,
    pub(crate) help: Option<Text>,
    /// Other places the problem involves, each with its label (the first place a
    /// duplicated key was given).
    pub(crate) also: Box<[(Span, Text)]>,
    /// What the span's text should most likely be (the name, key, setting or word a
    /// "did you mean" names), as data: an editor offers it as a quick fix.
    pub(crate) fix: Option<Box<str>>,
}

impl Diagnostic {
    /// The diagnostic that counts the problems not kept past the first `kept` of a file:
    /// an error when an error was among them (the file then fails, as it would have),
    /// else a warning.
    pub(crate) fn omitted(errors: usize, warnings: usize, kept: usize) -> Diagnostic {
        let message = text!(
            "omitted",
            count = errors + warnings,
            errors = errors,
            warnings = warnings,
            kept = kept
        );
        let summary = if errors > 0 {
            Diagnostic::error(Code::Omitted, None, message)
        } else {
            Diagnostic::warning(Code::Omitted, None, message)
        };
        summary.help(text!("omitted-help"))
    }

    /// The errors and warnings this diagnostic stands for: itself, or for the omitted
    /// summary the problems it counts.
    pub(crate) fn tally(&self) -> (usize, usize) {
        let count = |name| match self.message.arg(name) {
            Some(Arg::Int(count)) => usize::try_from(*count).ok(),
            _ => None,
        };
        let counted = (self.code == Code::Omitted)
            .then(|| Some((count("errors")?, count("warnings")?)))
            .flatten();
        counted.unwrap_or(match self.severity {
            Severity::Error => (1, 0),
            Severity::Warning => (0, 1),
        })
    }

    /// An error about `span`.
    pub(crate) fn error(code: Code, span: Option<Span>, message: impl Into<Text>) -> Self {
        Diagnostic {
            code,
            severity: Severity::Error,
            message: message.into(),
            span,
            label: None,
            help: None,
            also: Box::default(),
            fix: None,
        }
    }

    /// A warning about `span`.
    pub(crate) fn warning(code: Code, span: Option<Span>, message: impl Into<Text>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(code, span, message)
        }
    }

    /// The same, with a label on the span.
    pub(crate) fn label(mut self, label: impl Into<Text>) -> Self {
        self.label = Some(label.into());
        self
    }

    /// The same, with a help line.
    pub(crate) fn help(mut self, help: impl Into<Text>) -> Self {
        self.help = Some(help.into());
        self
    }

    /// The same, with the text the span most likely means (see `nearest`).
    pub(crate) fn fix(mut self, replacement: Option<&str>) -> Self {
        self.fix = replacement.map(Box::from);
        self
    }

    /// The same, with the candidate nearest to `word` as its help ("did you mean") and
    /// its fix, or `otherwise` as its help when none is near enough.
    pub(crate) fn suggesting<'c>(
        self,
        word: &str,
        candidates: impl IntoIterator<Item = &'c str>,
        otherwise: impl FnOnce() -> Text,
    ) -> Self {
        let fix = nearest(word, candidates);
        let help = fix.map_or_else(otherwise, |candidate| {
            text!("suggest-did-you-mean", candidate = candidate)
        });
        self.help(help).fix(fix)
    }

    /// The same, with the other place it involves, labelled.
    pub(crate) fn also(mut self, span: Span, label: impl Into<Text>) -> Self {
        self.also = Box::new([(span, label.into())]);
        self
    }
}

/// A problem, declared where it is found: its code, its span (left out when it has
/// none: the problem is about the file as a whole), its message (a `text!`), and `label`
/// and `help` when it has them, which are the message's id with `-label` and `-help`,
/// each given its own arguments in parentheses when it takes any:
///
/// ```text
/// problem!(Code::ContractForm, span, text!("contract-both", deal = 3), label, help)
/// ```
///
/// is an error saying `contract-both`, its span labelled `contract-both-label`, with the
/// help `contract-both-help`. A label or help of another id is added to it with `.label`
/// or `.help`.
macro_rules! problem {
    ($code:expr, text!($($message:tt)*) $($parts:tt)*) => {
        $crate::diagnostic::problem!($code, None, text!($($message)*) $($parts)*)
    };
    (
        $code:expr,
        $span:expr,
        text!($id:literal $($message:tt)*)
        $(, label $(($($label:tt)*))?)?
        $(, help $(($($help:tt)*))?)?
        $(,)?
    ) => {
        $crate::diagnostic::Diagnostic::error($code, $span, $crate::lang::text!($id $($message)*))
            $(.label($crate::lang::text!(concat!($id, "-label") $(, $($label)*)?)))?
            $(.help($crate::lang::text!(concat!($id, "-help") $(, $($help)*)?)))?
    };
}

pub(crate) use problem;

/// The candidate nearest to `word`, when one is near enough (what `suggesting` names).
/// Each is compared in lower case and again with Turkish letters folded, the nearer of
/// the two counting, so a name typed on an English keyboard with a slip (`Aysa` for
/// Ayşe) still finds its player. A word more than twice a candidate's length is no slip
/// of the keyboard, and is not compared with it (a 20 MB key took seconds for each).
pub(crate) fn nearest<'c>(
    word: &str,
    candidates: impl IntoIterator<Item = &'c str>,
) -> Option<&'c str> {
    let mut candidates = (candidates.into_iter())
        .filter(|candidate| word.len() <= 2 * candidate.len() + 8)
        .peekable();
    // A word too long for every candidate is not even folded.
    candidates.peek()?;
    let lower = word.to_lowercase();
    let folded = crate::names::folded(word);
    candidates
        .map(|candidate| {
            let score = strsim::jaro_winkler(&lower, &candidate.to_lowercase()).max(
                strsim::jaro_winkler(&folded, &crate::names::folded(candidate)),
            );
            (score, candidate)
        })
        .filter(|(score, _)| *score > 0.75)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, candidate)| candidate)
}

/// The errors and warnings of a file, those past the kept ones included.
pub(crate) fn tally(diagnostics: &[Diagnostic]) -> (usize, usize) {
    diagnostics
        .iter()
        .map(Diagnostic::tally)
        .fold((0, 0), |(e, w), (de, dw)| (e + de, w + dw))
}

mod draw;
mod text;

#[cfg(test)]
use draw::{MAX_REPORTED, SNIPPET_WINDOW, headline};
pub(crate) use draw::{RenderStyle, render};
pub(crate) use text::{
    LineIndex, escape_controls, escape_name, floor_char_boundary, is_unsafe_char,
};

#[cfg(test)]
mod tests;
