//! Every problem batak reports is a `Diagnostic`: a stable code, a severity, a message, the
//! span it is about and a help line. They are collected, never thrown, so one run reports
//! everything; `render` turns one file's list into a single miette report whose parent owns
//! the source text and whose children are the problems.

use std::fmt;

use miette::{GraphicalReportHandler, GraphicalTheme, LabeledSpan};

use crate::lang::{Arg, Text, say, text};
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
    RulesHand => "batak::rules::hand", "the hand does not fit the table: players × `hand` over 52, or `min_bid`, `defender_minimum` or `overshoot` above `hand`", "`hand = 16` with four players; `min_bid = 14` under `hand = 12`";
    FlagSyntax => "batak::flag::syntax", "a `--set` or `--with` without `name=value`", "`--set ties`";
    FlagValue => "batak::flag::value", "a flag's value is not what the flag takes: a number that is not a whole number, a trick count, a size", "`--bid 7,0`; `--tricks 7;2;2;2`; `--wait 1s`";
    FlagDeal => "batak::flag::deal", "the deal `amend` or `remove` is given does not fit the file: no deal with that number, or a thrown-in deal given only part of a contract", "`batak remove m.toml 9` when the file has 7 deals";
    FlagOutput => "batak::flag::output", "`batak chart --output` names a file that is not `.svg` (the chart is written as SVG), or the match file itself", "`batak chart m.toml --output m.png`";
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
    /// "did you mean" names), as data: an editor offers it as a quick fix. Boxed, so
    /// a diagnostic stays within clippy's bound for an error type.
    pub(crate) fix: Option<Box<Fix>>,
}

/// The text a diagnostic's span should most likely be (see `Diagnostic::fix`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Fix {
    pub(crate) text: String,
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
        self.fix = replacement.map(|text| {
            Box::new(Fix {
                text: text.to_owned(),
            })
        });
        self
    }

    /// The same, with another place it involves, labelled.
    pub(crate) fn also(mut self, span: Span, label: impl Into<Text>) -> Self {
        let mut places = std::mem::take(&mut self.also).into_vec();
        places.push((span, label.into()));
        self.also = places.into_boxed_slice();
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
/// help `contract-both-help`. `problem!(warning, ...)` is the same problem as a warning.
/// A label or help of another id is added to it with `.label` or `.help`.
macro_rules! problem {
    (warning, $($problem:tt)*) => {
        $crate::diagnostic::Diagnostic {
            severity: $crate::diagnostic::Severity::Warning,
            ..$crate::diagnostic::problem!($($problem)*)
        }
    };
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

/// `did you mean "x"?` for the candidate nearest to `word`, when one is near enough.
pub(crate) fn suggest<'c>(
    word: &str,
    candidates: impl IntoIterator<Item = &'c str>,
) -> Option<Text> {
    nearest(word, candidates).map(|candidate| text!("suggest-did-you-mean", candidate = candidate))
}

/// The candidate nearest to `word`, when one is near enough (what `suggest` names).
/// Each is compared in lower case and again with Turkish letters folded, the nearer of
/// the two counting, so a name typed on an English keyboard with a slip (`Aysa` for
/// Ayşe) still finds its player.
pub(crate) fn nearest<'c>(
    word: &str,
    candidates: impl IntoIterator<Item = &'c str>,
) -> Option<&'c str> {
    let lower = word.to_lowercase();
    let folded = crate::names::folded(word);
    candidates
        .into_iter()
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

/// Where each line of a text starts, so that line and column of any offset cost one binary
/// search and one count over that line: reports with thousands of diagnostics stay linear.
#[derive(Debug)]
pub(crate) struct LineIndex<'t> {
    text: &'t str,
    starts: Vec<usize>,
    /// The last place counted (byte offset, its column): diagnostics come in the order
    /// of the text, so many on one long line count on from the one before.
    last: std::sync::Mutex<(usize, usize)>,
}

impl<'t> LineIndex<'t> {
    /// Index the lines of `text` (a line ends after each `\n`).
    pub(crate) fn new(text: &'t str) -> Self {
        let starts = std::iter::once(0)
            .chain(newline_offsets(text).map(|newline| newline + 1))
            .collect();
        LineIndex {
            text,
            starts,
            last: std::sync::Mutex::new((0, 0)),
        }
    }

    /// The 0-based line holding byte `offset`.
    fn line_of(&self, offset: usize) -> usize {
        self.starts.partition_point(|&start| start <= offset) - 1
    }

    /// Line and column (1-based, the column in characters) of a byte offset.
    pub(crate) fn line_column(&self, offset: usize) -> (usize, usize) {
        let offset = floor_char_boundary(self.text, offset.min(self.text.len()));
        let line = self.line_of(offset);
        let start = self.starts[line];
        let mut last = self
            .last
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let (before, counted) = *last;
        let column = if (start..=offset).contains(&before) {
            counted + self.text[before..offset].chars().count()
        } else {
            self.text[start..offset].chars().count()
        };
        *last = (offset, column);
        (line + 1, column + 1)
    }
}

/// The offsets of the `\n` bytes of a text.
fn newline_offsets(text: &str) -> impl Iterator<Item = usize> + '_ {
    text.bytes()
        .enumerate()
        .filter_map(|(index, byte)| (byte == b'\n').then_some(index))
}

/// The largest char boundary at or below `offset`.
pub(crate) fn floor_char_boundary(text: &str, mut offset: usize) -> usize {
    while offset > 0 && !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

/// Whether a character must not reach a terminal raw: C0 and C1 controls (but tab and
/// line feed), DEL, the line and paragraph separators, and the bidirectional marks and
/// overrides that reorder what a terminal shows.
pub(crate) fn is_unsafe_char(c: char) -> bool {
    (c.is_control() && c != '\t' && c != '\n')
        || matches!(
            c,
            '\u{061c}'
                | '\u{200e}'
                | '\u{200f}'
                | '\u{2028}'
                | '\u{2029}'
                | '\u{202a}'..='\u{202e}'
                | '\u{2066}'..='\u{2069}'
                | '\u{fffe}'
                | '\u{ffff}'
        )
}

/// A name (a file, a flag's text) as one line: every unsafe character escaped, and
/// tabs and line breaks too.
pub(crate) fn escape_name(name: &str) -> String {
    escape_where(name, |c| is_unsafe_char(c) || c == '\n' || c == '\t').into_owned()
}

/// `text` with every unsafe character written as a Rust escape (`\u{1b}`): what tables,
/// Markdown and reports show of names, titles, notes and file text.
pub(crate) fn escape_controls(text: &str) -> std::borrow::Cow<'_, str> {
    escape_where(text, is_unsafe_char)
}

/// `text` with the characters `escape` picks written as Rust escapes.
fn escape_where(text: &str, escape: impl Fn(char) -> bool) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(&escape) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if escape(c) {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// How rendered reports look.
#[derive(Debug, Clone, Copy)]
pub(crate) struct RenderStyle {
    pub(crate) color: bool,
    pub(crate) width: usize,
}

/// The most diagnostics a report draws; the rest are counted (JSON lists every one kept:
/// up to `MAX_KEPT`, then one `batak::omitted` that counts the rest).
pub(crate) const MAX_REPORTED: usize = 100;

/// The widest stretch of one line a snippet shows, in bytes: a 70,000-character line is
/// shown as a window around the problem (miette cannot draw a label that far right, and
/// nobody can read it).
const SNIPPET_WINDOW: usize = 160;

/// A file's text as reports show it: control characters escaped (so a snippet never sends
/// an escape sequence to the terminal), lines indexed once (so drawing many diagnostics
/// stays linear), long lines cut to a window, and columns counted in characters of the
/// original text, as JSON counts them.
#[derive(Debug)]
struct SourceView<'t> {
    name: String,
    original: LineIndex<'t>,
    shown: String,
    /// Line starts of `shown`.
    starts: Vec<usize>,
    /// For each escaped character: its end in the original text and in `shown`.
    escapes: Vec<(usize, usize)>,
}

impl<'t> SourceView<'t> {
    fn new(name: &str, text: &'t str) -> Self {
        let mut shown = String::with_capacity(text.len());
        let mut escapes = Vec::new();
        let mut chars = text.char_indices().peekable();
        while let Some((offset, c)) = chars.next() {
            let crlf = c == '\r' && chars.peek().is_some_and(|&(_, next)| next == '\n');
            if is_unsafe_char(c) && !crlf {
                shown.extend(c.escape_unicode());
                escapes.push((offset + c.len_utf8(), shown.len()));
            } else {
                shown.push(c);
            }
        }
        let starts = std::iter::once(0)
            .chain(newline_offsets(&shown).map(|newline| newline + 1))
            .collect();
        SourceView {
            name: display_name(name),
            original: LineIndex::new(text),
            shown,
            starts,
            escapes,
        }
    }

    /// Where an offset of the original text is in the shown text.
    fn shown_offset(&self, offset: usize) -> usize {
        let before = self
            .escapes
            .partition_point(|&(original, _)| original <= offset);
        match before.checked_sub(1).map(|index| self.escapes[index]) {
            Some((original, shown)) => offset - original + shown,
            None => offset,
        }
    }

    /// Where an offset of the shown text is in the original text.
    fn original_offset(&self, offset: usize) -> usize {
        let before = self.escapes.partition_point(|&(_, shown)| shown <= offset);
        match before.checked_sub(1).map(|index| self.escapes[index]) {
            Some((original, shown)) => offset - shown + original,
            None => offset,
        }
    }

    /// A span of the original text as a span of the shown text, at most a window long
    /// (a label under 70,000 characters helps nobody).
    fn span(&self, span: &Span) -> miette::SourceSpan {
        let text = self.original.text;
        let start = floor_char_boundary(text, span.start.min(text.len()));
        let end = span.end.min(start + SNIPPET_WINDOW);
        let end = floor_char_boundary(text, end.min(text.len())).max(start);
        let (start, end) = (self.shown_offset(start), self.shown_offset(end));
        miette::SourceSpan::from(start..end)
    }

    /// The end of line `line` of the shown text, its newline included.
    fn line_end(&self, line: usize) -> usize {
        self.starts
            .get(line + 1)
            .copied()
            .unwrap_or(self.shown.len())
    }
}

impl miette::SourceCode for SourceView<'_> {
    fn read_span<'a>(
        &'a self,
        span: &miette::SourceSpan,
        context_lines_before: usize,
        context_lines_after: usize,
    ) -> Result<Box<dyn miette::SpanContents<'a> + 'a>, miette::MietteError> {
        let (start, end) = (span.offset(), span.offset() + span.len());
        if end > self.shown.len() {
            return Err(miette::MietteError::OutOfBounds);
        }
        let first = self.starts.partition_point(|&s| s <= start) - 1;
        let last = self.starts.partition_point(|&s| s < end.max(start + 1)) - 1;
        // Context lines count too: a megabyte-long line beside the problem is not shown.
        let context_first = first.saturating_sub(context_lines_before);
        let context_last = (last + context_lines_after).min(self.starts.len() - 1);
        let long = (context_first..=context_last)
            .any(|line| self.line_end(line) - self.starts[line] > SNIPPET_WINDOW);
        // The stretch of text miette lays out: whole lines, or a window of a long one.
        let (region_start, region_end, region_line) = if long {
            let from = floor_char_boundary(&self.shown, start.saturating_sub(SNIPPET_WINDOW / 2))
                .max(self.starts[first]);
            let to = floor_char_boundary(
                &self.shown,
                (end + SNIPPET_WINDOW / 2).min(self.shown.len()),
            )
            .min(self.line_end(last))
            .max(end);
            (from, to, first)
        } else {
            let from_line = first.saturating_sub(context_lines_before);
            let to_line = (last + context_lines_after).min(self.starts.len() - 1);
            (self.starts[from_line], self.line_end(to_line), from_line)
        };
        let region = &self.shown[region_start..region_end];
        let inner = miette::SourceSpan::from((start - region_start)..(end - region_start));
        let contents = region.read_span(&inner, context_lines_before, context_lines_after)?;
        let data_start = region_start + contents.span().offset();
        let data = &self.shown.as_bytes()[data_start..data_start + contents.span().len()];
        let column = if context_lines_before == 0 {
            let (_, column) = self.original.line_column(self.original_offset(data_start));
            column - 1
        } else {
            0
        };
        Ok(Box::new(miette::MietteSpanContents::new_named(
            self.name.clone(),
            data,
            (data_start, data.len()).into(),
            region_line + contents.line(),
            column,
            contents.line_count(),
        )))
    }
}

/// A file name (or a flag's text) as a report shows it: escaped, and at most 80
/// characters.
fn display_name(name: &str) -> String {
    const LONGEST: usize = 80;
    let name = escape_name(name);
    match name.char_indices().nth(LONGEST) {
        Some((cut, _)) => format!("{}…", &name[..cut]),
        None => name,
    }
}

/// One problem as miette sees it: a child of the file's report, its words escaped.
#[derive(Debug)]
struct Child<'d> {
    code: Code,
    severity: Severity,
    message: std::borrow::Cow<'d, str>,
    label: Option<String>,
    help: Option<std::borrow::Cow<'d, str>>,
    span: Option<miette::SourceSpan>,
    also: Vec<(miette::SourceSpan, String)>,
}

impl fmt::Display for Child<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Child<'_> {}

impl miette::Diagnostic for Child<'_> {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(self.code.name()))
    }

    fn severity(&self) -> Option<miette::Severity> {
        Some(match self.severity {
            Severity::Error => miette::Severity::Error,
            Severity::Warning => miette::Severity::Warning,
        })
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.help
            .as_ref()
            .map(|help| Box::new(help) as Box<dyn fmt::Display>)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        let span = self.span?;
        let primary = LabeledSpan::new_primary_with_span(self.label.clone(), span);
        let others = self
            .also
            .iter()
            .map(|(span, label)| LabeledSpan::new_with_span(Some(label.clone()), *span));
        Some(Box::new(std::iter::once(primary).chain(others)))
    }
}

/// The file's report: owns the source, lists every problem.
#[derive(Debug)]
struct FileReport<'d> {
    headline: String,
    source: SourceView<'d>,
    children: Vec<Child<'d>>,
}

impl fmt::Display for FileReport<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.headline)
    }
}

impl std::error::Error for FileReport<'_> {}

impl miette::Diagnostic for FileReport<'_> {
    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        Some(&self.source)
    }

    fn related<'a>(&'a self) -> Option<Box<dyn Iterator<Item = &'a dyn miette::Diagnostic> + 'a>> {
        Some(Box::new(
            self.children
                .iter()
                .map(|child| child as &dyn miette::Diagnostic),
        ))
    }
}

/// The errors and warnings of a file, those past the kept ones included.
pub(crate) fn tally(diagnostics: &[Diagnostic]) -> (usize, usize) {
    diagnostics
        .iter()
        .map(Diagnostic::tally)
        .fold((0, 0), |(e, w), (de, dw)| (e + de, w + dw))
}

/// "2 errors and 1 warning in match.toml".
pub(crate) fn headline(name: &str, diagnostics: &[Diagnostic]) -> String {
    let (errors, warnings) = tally(diagnostics);
    say!(
        "headline",
        errors = errors,
        warnings = warnings,
        file = name
    )
}

/// Render every diagnostic of one source as one report (the first `MAX_REPORTED`, then a
/// count of the rest).
pub(crate) fn render(
    name: &str,
    text: &str,
    diagnostics: &[Diagnostic],
    style: RenderStyle,
) -> String {
    let source = SourceView::new(name, text);
    let children = diagnostics
        .iter()
        .take(MAX_REPORTED)
        .map(|diagnostic| Child {
            code: diagnostic.code,
            severity: diagnostic.severity,
            message: escape_controls(&diagnostic.message.to_string())
                .into_owned()
                .into(),
            label: diagnostic
                .label
                .as_ref()
                .map(|label| escape_controls(&label.to_string()).into_owned()),
            help: diagnostic
                .help
                .as_ref()
                .map(|help| escape_controls(&help.to_string()).into_owned().into()),
            span: diagnostic.span.as_ref().map(|span| source.span(span)),
            also: diagnostic
                .also
                .iter()
                .map(|(span, label)| {
                    let label = escape_controls(&label.to_string()).into_owned();
                    (source.span(span), label)
                })
                .collect(),
        })
        .collect();
    let report = FileReport {
        headline: headline(&display_name(name), diagnostics),
        source,
        children,
    };
    let theme = if style.color {
        GraphicalTheme::unicode()
    } else {
        GraphicalTheme::unicode_nocolor()
    };
    let handler = GraphicalReportHandler::new_themed(theme)
        .with_width(style.width)
        // A value such as `koz-maca` is never split at its hyphen.
        .with_word_splitter(textwrap::WordSplitter::NoHyphenation)
        .with_links(false);
    let mut out = String::new();
    if handler
        .render_report(&mut out, &report as &dyn miette::Diagnostic)
        .is_err()
    {
        out.clone_from(&report.headline);
    }
    // The problems past those drawn, counting those a summary stands for; JSON keeps
    // `MAX_KEPT` of them and counts the rest.
    let (errors, warnings) = tally(diagnostics);
    if let Some(rest) = (errors + warnings)
        .checked_sub(MAX_REPORTED)
        .filter(|&n| n > 0 && diagnostics.len() > MAX_REPORTED)
    {
        let kept = MAX_KEPT;
        let note = if errors + warnings > kept {
            say!("not-shown-counted", count = rest, kept = kept)
        } else {
            say!("not-shown", count = rest)
        };
        out.push_str(&format!("\n{note}\n"));
    }
    help_in_language(&out)
}

/// miette writes `help:` before a help line, and `Error:` or `Warning:` before each
/// problem's code, in English: in the interface language here.
fn help_in_language(report: &str) -> String {
    let words = [
        ("help:", say!("help-word")),
        ("Error:", say!("error-word")),
        ("Warning:", say!("warning-word")),
    ];
    if words.iter().all(|(english, said)| english == said) {
        return report.to_owned();
    }
    let mut out = String::with_capacity(report.len());
    // The lines a help line wraps onto are indented under its first word's end: when
    // the word is longer in the language, so is their indent (the column miette left
    // them at, and how many spaces more).
    let mut wrapped: Option<(usize, usize)> = None;
    for line in report.split_inclusive('\n') {
        let indent = line.len() - line.trim_start_matches(' ').len();
        if let Some((column, more)) = wrapped {
            if indent == column && line.trim() != "" {
                out.push_str(&" ".repeat(more));
                out.push_str(line);
                continue;
            }
            wrapped = None;
        }
        // With colour, the word comes after its style's escape sequence, which miette
        // puts before the indent of a help line and after the indent of the others.
        let (before, rest) = line.split_at(indent);
        let style = if rest.starts_with('\x1b') {
            rest.find('m').map_or(0, |end| end + 1)
        } else {
            0
        };
        let spaces = rest[style..].len() - rest[style..].trim_start_matches(' ').len();
        let style = style + spaces;
        let indent = indent + spaces;
        let found = words.iter().find_map(|(english, said)| {
            rest[style..]
                .strip_prefix(english)
                .map(|after| (english, said, after))
        });
        match found {
            Some((english, said, after)) => {
                let longer = said.chars().count().saturating_sub(english.len());
                if *english == "help:" && longer > 0 {
                    wrapped = Some((indent + "help: ".len(), longer));
                }
                out.push_str(before);
                out.push_str(&rest[..style]);
                out.push_str(said);
                out.push_str(after);
            }
            None => out.push_str(line),
        }
    }
    out
}

#[cfg(test)]
mod tests;
