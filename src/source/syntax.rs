//! Syntax errors in the project's words: the language named, the duplicated key named at
//! both places, and a help line a player can act on.

use super::Format;
use crate::diagnostic::{Code, Diagnostic};
use crate::raw::Span;

/// A key given twice in one table: where it was first and where again.
pub(super) fn duplicate_key(
    language: &str,
    key: &str,
    again: Span,
    first: Option<Span>,
) -> Diagnostic {
    let mut diagnostic = Diagnostic::error(
        Code::Syntax,
        Some(again),
        format!("{language}: the key \"{key}\" is given twice"),
    )
    .label("given again here")
    .help(format!(
        "keep one \"{key}\": a key may appear only once in a table"
    ));
    if let Some(first) = first {
        diagnostic = diagnostic.also(first, "first given here");
    }
    diagnostic
}

/// Any other syntax error: the parser's message, pointed at.
pub(super) fn general(format: Format, message: &str, span: Option<Span>) -> Diagnostic {
    let (language, help) = match format {
        Format::Toml => (
            "TOML",
            "check the TOML here: text in quotes, lists in [ ], one key = value per line",
        ),
        Format::Yaml => (
            "YAML",
            "check the YAML here: key: value, list items under a dash, indentation by spaces",
        ),
    };
    Diagnostic::error(Code::Syntax, span, format!("{language}: {message}"))
        .label("here")
        .help(help)
}

/// A YAML error with its own words and help.
pub(super) fn yaml(span: Option<Span>, message: &str, label: &str, help: &str) -> Diagnostic {
    Diagnostic::error(Code::Syntax, span, format!("YAML: {message}"))
        .label(label)
        .help(help)
}

/// A TOML date written day first (`date = 27.11.2026`): TOML reads dates year first.
pub(super) fn day_first_date(
    span: Span,
    written: &str,
    key: Option<&str>,
    iso: &str,
) -> Diagnostic {
    let line = key.map_or_else(|| iso.to_owned(), |key| format!("{key} = {iso}"));
    Diagnostic::error(
        Code::Syntax,
        Some(span),
        format!("TOML: the date {written} is written day first"),
    )
    .label("day first")
    .help(format!("TOML reads a date year first: {line}"))
}
