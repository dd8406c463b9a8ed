//! Syntax errors in the project's words: the language named, the duplicated key named at
//! both places, and a help line a player can act on.

use super::Format;
use crate::diagnostic::{Code, Diagnostic};
use crate::lang::{Text, text};
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
        text!("syntax-key-twice", language = language, key = key),
    )
    .label(text!("syntax-key-twice-label"))
    .help(text!("syntax-key-twice-help", key = key));
    if let Some(first) = first {
        diagnostic = diagnostic.also(first, text!("syntax-key-twice-first"));
    }
    diagnostic
}

/// Any other syntax error: the parser's message, pointed at.
pub(super) fn general(format: Format, message: &str, span: Option<Span>) -> Diagnostic {
    let (language, help) = match format {
        Format::Toml => ("TOML", text!("syntax-toml-help")),
        Format::Yaml => ("YAML", text!("syntax-yaml-help")),
    };
    Diagnostic::error(
        Code::Syntax,
        span,
        text!("syntax-parser", language = language, message = message),
    )
    .label(text!("syntax-here"))
    .help(help)
}

/// A YAML error with its own words and help.
pub(super) fn yaml(span: Option<Span>, message: Text, label: Text, help: Text) -> Diagnostic {
    Diagnostic::error(Code::Syntax, span, text!("syntax-yaml", message = message))
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
        text!("syntax-day-first", written = written),
    )
    .label(text!("syntax-day-first-label"))
    .help(text!("syntax-day-first-help", line = line))
}
