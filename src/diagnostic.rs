//! Every problem batak reports is a `Diagnostic`: a stable code, a severity, a message, the
//! span it is about and a help line. They are collected, never thrown, so one run reports
//! everything; `render` turns one file's list into a single miette report whose parent owns
//! the source text and whose children are the problems.

use std::fmt;

use miette::{GraphicalReportHandler, GraphicalTheme, LabeledSpan, NamedSource};

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
    IoNotUtf8 => "batak::io::not_utf8", "the file is not UTF-8 text", "a Latin-1 file with `Ay\\xfee`";
    IoEmpty => "batak::io::empty", "the file is empty (or only white space)", "a 0-byte `match.toml`";
    IoFormat => "batak::io::format", "the format cannot be told from the file name; use --input-format", "`batak check match.txt`; `cat m.yaml \\| batak check -`";
    Syntax => "batak::syntax", "the text is not valid TOML or YAML (including duplicate keys and YAML resource limits)", "`players = [\"A\", \"B\"` (unclosed); a YAML key given twice";
    Type => "batak::type", "a value has the wrong type, e.g. a string where a number belongs", "`bid = \"seven\"`";
    UnknownKey => "batak::key::unknown", "a key that the match file does not have (with the nearest known key)", "`titel = \"Friday\"` (did you mean `title`?)";
    MissingKey => "batak::key::missing", "a required key is absent (`players`, a deal's `tricks`)", "a deal with `declarer` and `bid` but no `tricks`";
    PlayersCount => "batak::players::count", "`players` does not list exactly four names", "`players = [\"A\", \"B\", \"C\"]`";
    PlayersName => "batak::players::name", "a player name is empty or used twice", "`players = [\"A\", \"B\", \"A\", \"D\"]`";
    TeamsPartnership => "batak::teams::partnership", "`teams` is given but `partnership` is off", "`teams = [\"Us\", \"Them\"]` under the classic preset";
    TeamsCount => "batak::teams::count", "`teams` does not list exactly two distinct, non-empty names", "`teams = [\"Us\"]`";
    UnknownSetting => "batak::rules::unknown", "a setting (in `[rules]` or `--set`) that does not exist", "`dubble_penalty = true`; `--set dubble_penalty=true`";
    SettingValue => "batak::rules::value", "a setting value out of range, of the wrong type, or not one of the allowed values", "`target = 0`; `ties = \"shared\"`";
    FlagSyntax => "batak::flag::syntax", "a `--set` or `--with` without `name=value`", "`--set ties`";
    UnknownPlayer => "batak::deal::unknown_player", "a declarer or dealer who is not one of the players", "`declarer = \"Burrak\"` (did you mean `Burak`?)";
    ContractForm => "batak::deal::contract", "a deal with both `declarer`/`bid` and `bids`, neither, or half of `declarer`/`bid`", "`declarer = \"Burak\"` with no `bid`";
    Bids => "batak::deal::bids", "`bids` is not four numbers with exactly one of them non-zero", "`bids = [0, 6, 0, 5]`";
    BidRange => "batak::deal::bid_range", "a bid below `min_bid` or above 13", "`bid = 4` under `min_bid = 5`; `bid = 14`";
    TricksShape => "batak::deal::tricks_shape", "`tricks` has the wrong number of entries, or names an unknown or missing side", "`tricks = [2, 8, 3]`; `tricks = { Cen = 5, … }`";
    TricksRange => "batak::deal::tricks_range", "a trick count outside 0–13", "`tricks = [-1, 8, 3, 3]`";
    TricksSum => "batak::deal::tricks_sum", "the trick counts of a deal do not add up to 13", "`tricks = [2, 8, 1, 1]` (12)";
    Trump => "batak::deal::trump", "`trump` is not a suit", "`trump = \"stars\"`";
    TrumpRule => "batak::deal::trump_rule", "a trump other than spades when the `trump` rule is `spades` or `volunteer`", "`trump = \"hearts\"` under the koz-maca preset";
    PassedContract => "batak::deal::passed_contract", "a passed deal that also has a declarer, bid, bids or tricks", "`passed = true` with `bid = 5`";
    PassedNotAllowed => "batak::deal::passed_not_allowed", "a passed deal when `all_pass = \"dealer\"` (the dealer must take it)", "`passed = true` under the ihaleli preset";
    DealerRotation => "batak::deal::dealer_rotation", "warning: the dealer is not the one the rotation expects", "Ayşe deals deal 1 and Cem deal 2 (Burak was next)";
    AfterEnd => "batak::deal::after_end", "warning: deals recorded after the match ended (not counted)", "deals recorded after Burak reached 151";
    Edit => "batak::edit", "`batak new` or `batak add` cannot change the file safely (it exists, changed on disk, or its layout is one batak will not guess at)", "`batak new` on an existing file; `deals: *alias` in YAML";
}

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
    pub(crate) message: String,
    /// Byte span in the source; `None` when the problem is about the file as a whole.
    pub(crate) span: Option<Span>,
    pub(crate) label: String,
    pub(crate) help: Option<String>,
}

impl Diagnostic {
    /// An error about `span`.
    pub(crate) fn error(code: Code, span: Option<Span>, message: impl Into<String>) -> Self {
        Diagnostic {
            code,
            severity: Severity::Error,
            message: message.into(),
            span,
            label: String::new(),
            help: None,
        }
    }

    /// A warning about `span`.
    pub(crate) fn warning(code: Code, span: Option<Span>, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(code, span, message)
        }
    }

    /// The same, with a label on the span.
    pub(crate) fn label(mut self, label: impl Into<String>) -> Self {
        self.label = label.into();
        self
    }

    /// The same, with a help line.
    pub(crate) fn help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }
}

/// `did you mean "x"?` for the candidate nearest to `word`, when one is near enough.
pub(crate) fn suggest<'c>(
    word: &str,
    candidates: impl IntoIterator<Item = &'c str>,
) -> Option<String> {
    let folded = word.to_lowercase();
    candidates
        .into_iter()
        .map(|candidate| {
            (
                strsim::jaro_winkler(&folded, &candidate.to_lowercase()),
                candidate,
            )
        })
        .filter(|(score, _)| *score > 0.75)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, candidate)| format!("did you mean \"{candidate}\"?"))
}

/// Line and column (1-based, in characters) of a byte offset.
pub(crate) fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let offset = floor_char_boundary(text, offset.min(text.len()));
    let before = &text[..offset];
    let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, text[line_start..offset].chars().count() + 1)
}

/// The largest char boundary at or below `offset`.
pub(crate) fn floor_char_boundary(text: &str, mut offset: usize) -> usize {
    while offset > 0 && !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

/// How rendered reports look.
#[derive(Debug, Clone, Copy)]
pub(crate) struct RenderStyle {
    pub(crate) color: bool,
    pub(crate) width: usize,
}

/// One problem as miette sees it: a child of the file's report.
#[derive(Debug)]
struct Child<'d> {
    diagnostic: &'d Diagnostic,
    span: Option<miette::SourceSpan>,
}

impl fmt::Display for Child<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.diagnostic.message)
    }
}

impl std::error::Error for Child<'_> {}

impl miette::Diagnostic for Child<'_> {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(self.diagnostic.code.name()))
    }

    fn severity(&self) -> Option<miette::Severity> {
        Some(match self.diagnostic.severity {
            Severity::Error => miette::Severity::Error,
            Severity::Warning => miette::Severity::Warning,
        })
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.diagnostic
            .help
            .as_ref()
            .map(|help| Box::new(help) as Box<dyn fmt::Display>)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        let span = self.span?;
        let label = (!self.diagnostic.label.is_empty()).then(|| self.diagnostic.label.clone());
        Some(Box::new(std::iter::once(LabeledSpan::new_with_span(
            label, span,
        ))))
    }
}

/// The file's report: owns the source, lists every problem.
#[derive(Debug)]
struct FileReport<'d> {
    headline: String,
    source: NamedSource<String>,
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

/// "2 errors and 1 warning in match.toml".
pub(crate) fn headline(name: &str, diagnostics: &[Diagnostic]) -> String {
    let errors = diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .count();
    let warnings = diagnostics.len() - errors;
    let count = |n: usize, what: &str| format!("{n} {what}{}", if n == 1 { "" } else { "s" });
    match (errors, warnings) {
        (0, w) => format!("{} in {name}", count(w, "warning")),
        (e, 0) => format!("{} in {name}", count(e, "error")),
        (e, w) => format!(
            "{} and {} in {name}",
            count(e, "error"),
            count(w, "warning")
        ),
    }
}

/// Render every diagnostic of one source as one report.
pub(crate) fn render(
    name: &str,
    text: &str,
    diagnostics: &[Diagnostic],
    style: RenderStyle,
) -> String {
    let children = diagnostics
        .iter()
        .map(|diagnostic| Child {
            diagnostic,
            span: diagnostic.span.as_ref().map(|span| {
                let start = floor_char_boundary(text, span.start.min(text.len()));
                let end = floor_char_boundary(text, span.end.min(text.len())).max(start);
                miette::SourceSpan::from(start..end)
            }),
        })
        .collect();
    let report = FileReport {
        headline: headline(name, diagnostics),
        source: NamedSource::new(name, text.to_owned()),
        children,
    };
    let theme = if style.color {
        GraphicalTheme::unicode()
    } else {
        GraphicalTheme::unicode_nocolor()
    };
    let handler = GraphicalReportHandler::new_themed(theme)
        .with_width(style.width)
        .with_links(false);
    let mut out = String::new();
    if handler
        .render_report(&mut out, &report as &dyn miette::Diagnostic)
        .is_err()
    {
        out = report.headline;
    }
    out
}
