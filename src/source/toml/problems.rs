//! Parse errors in the project's words: where, what, and how to write it (a day-first
//! date, an unclosed bracket).

use super::{Cow, Diagnostic, Expected, ParseError};
use crate::diagnostic::Code;
use crate::lang::{Text, text};

/// A parser error as the `toml` crate words it, then in the project's words.
pub(super) fn diagnostic(text: &str, error: &ParseError) -> Diagnostic {
    use crate::source::syntax::parser_words;
    // A date's own error says what it expected in its words (`invalid date, expected
    // month between 01 and 12`).
    let (words, expected_there) = match error.description().split_once(", expected ") {
        Some((words, expected)) => (words, Some(parser_words(expected))),
        None => (error.description(), None),
    };
    let message = parser_words(words);
    // What the parser expected, as a list (`` `]`, `,` ``): its literals are printable
    // but for the newline, which is named.
    let expected = error.expected().map(|expected| {
        let mut items = expected.iter().map(|expected| match expected {
            Expected::Literal("\n") => parser_words("newline"),
            Expected::Literal(literal) => Text::from(format!("`{literal}`")),
            Expected::Description(description) => parser_words(description),
            _ => parser_words("etc"),
        });
        let first = items.next().unwrap_or_else(|| parser_words("nothing"));
        items.fold(first, |list, next| {
            text!("syntax-list-more", list = list, next = next)
        })
    });
    let span = error
        .unexpected()
        .map(|span| span.start().min(text.len())..span.end().min(text.len()));
    if error.description() == "duplicate key"
        && let Some(at) = &span
    {
        let key = text
            .get(at.clone())
            .unwrap_or("")
            .trim()
            .trim_matches(['"', '\'']);
        let first = error.context().map(|span| span.start()..span.end());
        return crate::source::syntax::duplicate_key("TOML", key, at.clone(), first);
    }
    if let Some(date) = span
        .as_ref()
        .and_then(|span| day_first_date(text, span.start))
    {
        return date;
    }
    crate::source::syntax::general(
        crate::source::Format::Toml,
        message,
        expected.or(expected_there),
        span,
    )
}

/// `date = 27.11.2026`: a date written day first, which TOML reads as a broken number;
/// the diagnostic says how to write it (year first), or `None` for any other mistake.
pub(super) fn day_first_date(text: &str, at: usize) -> Option<Diagnostic> {
    let part = |c: char| c.is_ascii_digit() || c == '.' || c == '/';
    let at = at.min(text.len());
    let start = text[..at]
        .char_indices()
        .rev()
        .take_while(|(_, c)| part(*c))
        .last()
        .map_or(at, |(index, _)| index);
    let end = text[start..]
        .find(|c: char| !part(c))
        .map_or(text.len(), |length| start + length);
    let written = &text[start..end];
    let iso = crate::date::from_day_first(written)?;
    // The key on the value's line, to write the whole line as it should be.
    let line = text[..start].rfind('\n').map_or(0, |newline| newline + 1);
    let line = match text[line..start]
        .trim_end()
        .strip_suffix('=')
        .map(str::trim)
    {
        Some(key) if !key.is_empty() => format!("{key} = {iso}"),
        _ => iso,
    };
    Some(
        Diagnostic::error(
            Code::Syntax,
            Some(start..end),
            text!("syntax-day-first", written = written),
        )
        .label(text!("syntax-day-first-label"))
        .help(text!("syntax-day-first-help", line = line)),
    )
}

/// A number's digits without TOML's `_` separators (borrowed when there are none).
pub(super) fn without_underscores(digits: &str) -> Cow<'_, str> {
    if digits.contains('_') {
        Cow::Owned(digits.replace('_', ""))
    } else {
        Cow::Borrowed(digits)
    }
}
