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

/// Any other syntax error: the parser's message (and what it expected there), pointed at.
pub(super) fn general(
    format: Format,
    message: Text,
    expected: Option<Text>,
    span: Option<Span>,
) -> Diagnostic {
    let (language, help) = match format {
        Format::Toml => ("TOML", text!("syntax-toml-help")),
        Format::Yaml => ("YAML", text!("syntax-yaml-help")),
    };
    let message = match expected {
        Some(expected) => text!(
            "syntax-parser-expected",
            language = language,
            message = message,
            expected = expected
        ),
        None => text!("syntax-parser", language = language, message = message),
    };
    Diagnostic::error(Code::Syntax, span, message)
        .label(text!("syntax-here"))
        .help(help)
}

/// A parser's own words for a mistake (`toml_parser`'s description, a YAML error as
/// `granit-parser` words it), in the language of the run. The catalogue holds each as
/// `parser-` and its words made a name (`parser-string-values-must-be-quoted`); words it
/// does not hold (a newer parser's) are shown as the parser wrote them.
pub(super) fn parser_words(words: &str) -> Text {
    crate::lang::known_id(&format!("parser-{}", crate::lang::slug(words)))
        .map_or_else(|| Text::from(words), |id| text!(id))
}

/// A YAML error with its own words and help.
pub(super) fn yaml(span: Option<Span>, message: Text, label: Text, help: Text) -> Diagnostic {
    Diagnostic::error(Code::Syntax, span, text!("syntax-yaml", message = message))
        .label(label)
        .help(help)
}
