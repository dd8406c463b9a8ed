//! `batak new`, `add`, `amend` and `remove`: change a match file's text without damaging it. The new
//! deal is spliced into the original text (every other byte stays as it was: comments,
//! layout, line endings); the caller validates the whole result like any match file and
//! hands it to `writer`, which locks, writes a new copy and renames it into place.

use crate::diagnostic::{Code, Diagnostic};
use crate::keys::DealKey;
use crate::raw::{Node, Value};
use crate::rules::{Id, Origin, Rules, SETTINGS, SettingValue};
use crate::source::{self, Format, Source};

mod amend;
mod append;
mod expected;
mod header;
// The fuzz and bench hooks, and the tests' way in.
#[cfg(any(test, feature = "harness"))]
mod hooks;
mod new;
mod remove;
mod rename;
pub(crate) use amend::{Amendment, NotAmended, amend_read, as_written};
pub(crate) use append::*;
pub(crate) use expected::{Asked, Change, Model, unexpected};
pub(crate) use header::amend_header;
#[cfg(any(test, feature = "harness"))]
pub(crate) use hooks::*;
pub(crate) use new::*;
pub(crate) use remove::*;
pub(crate) use rename::{Names, NotANewName, names as side_names, new_name};

/// A file's text with a deal added, taken out or changed.
#[derive(Debug)]
pub(crate) struct Changed {
    /// The whole new text.
    pub(crate) text: String,
    /// What `--dry-run` shows of it: the deal added or taken out, or the deal amended as
    /// it was.
    pub(crate) shown: String,
    /// Which deal (from 1): the one added (the file had one fewer before), taken out or
    /// amended.
    pub(crate) number: usize,
}

/// Tricks as given on the command line: counts in order, or `name=count` pairs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum TricksArg {
    Counts(Vec<i64>),
    Named(Vec<(String, i64)>),
}

impl std::fmt::Display for TricksArg {
    /// As it was given on the command line (names trimmed): for drawing a mistake in it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let parts: Vec<String> = match self {
            TricksArg::Counts(counts) => counts.iter().map(i64::to_string).collect(),
            TricksArg::Named(pairs) => pairs
                .iter()
                .map(|(name, count)| format!("{name}={count}"))
                .collect(),
        };
        f.write_str(&parts.join(","))
    }
}

/// Why a file was not changed.
#[derive(Debug)]
pub(crate) enum Refusal {
    /// The file could not be read or parsed as it is.
    Unreadable(Vec<Diagnostic>),
    /// The edit cannot be made safely; one diagnostic on the original text.
    Unsafe(Box<Diagnostic>),
    /// There is no deal with that number; the file has this many.
    NoSuchDeal(usize),
}

/// The file's line ending: the one most of its lines have (LF on a tie), so one stray
/// CRLF line does not decide.
fn newline_of(text: &str) -> &'static str {
    let line_feeds = text.bytes().filter(|&byte| byte == b'\n').count();
    let crlf = text.matches("\r\n").count();
    if crlf > line_feeds - crlf {
        "\r\n"
    } else {
        "\n"
    }
}

/// `text` (written with `\n`, a deal or less) in the file's line endings (`newline`).
fn in_lines(text: &str, newline: &str) -> String {
    text.replace('\n', newline)
}

/// A change that cannot be made safely: one diagnostic at `span` of the original text.
fn unsafe_change(
    span: Option<std::ops::Range<usize>>,
    message: impl Into<crate::lang::Text>,
    label: crate::lang::Text,
    help: crate::lang::Text,
) -> Refusal {
    Refusal::Unsafe(Box::new(
        Diagnostic::error(Code::Edit, span, message)
            .label(label)
            .help(help),
    ))
}

/// A deal that cannot be appended here safely.
fn refuse(
    span: std::ops::Range<usize>,
    message: impl Into<crate::lang::Text>,
    help: crate::lang::Text,
) -> Refusal {
    let label = crate::lang::text!("edit-append-label");
    unsafe_change(Some(span), message, label, help)
}

/// A change to a text: the bytes of a range, and what to write in their place.
pub(crate) type Edit = (std::ops::Range<usize>, String);

/// `text` with `edits` (in order, apart) made.
pub(crate) fn apply_edits(text: &str, edits: &[Edit]) -> String {
    // The exact size: growing a copy of a large file would double it.
    let size = edits.iter().fold(text.len(), |size, (range, replacement)| {
        size - range.len() + replacement.len()
    });
    let mut out = String::with_capacity(size + 2);
    let mut at = 0;
    for (range, replacement) in edits {
        out.push_str(&text[at..range.start]);
        out.push_str(replacement);
        at = range.end;
    }
    out.push_str(&text[at..]);
    out
}

/// `at` moved before a `\r` that ends the line there, so that CRLF pairs stay together.
fn before_cr(text: &str, at: usize) -> usize {
    if at > 0 && text.as_bytes().get(at - 1) == Some(&b'\r') {
        at - 1
    } else {
        at
    }
}

/// What stands between a key and its value in `format`.
fn assign(format: Format) -> &'static str {
    match format {
        Format::Toml => " = ",
        Format::Yaml => ": ",
    }
}

/// The start of the line holding `offset`.
fn line_start(text: &str, offset: usize) -> usize {
    // Bytes: a newline is one byte, and `offset` may sit inside a character.
    let offset = offset.min(text.len());
    text.as_bytes()[..offset]
        .iter()
        .rposition(|&byte| byte == b'\n')
        .map_or(0, |index| index + 1)
}

/// What stands before `at` on its line, when it is only spaces and tabs (`at` starts its
/// line's text).
fn indent_before(text: &str, at: usize) -> Option<&str> {
    text.get(line_start(text, at)..at)
        .filter(|before| before.chars().all(|c| c == ' ' || c == '\t'))
}

/// The end of the line holding `offset` (the index of its newline, or the text's end).
fn line_end(text: &str, offset: usize) -> usize {
    let offset = offset.min(text.len());
    text.as_bytes()[offset..]
        .iter()
        .position(|&byte| byte == b'\n')
        .map_or(text.len(), |index| offset + index)
}

/// How a block list item whose value starts at byte `item` opens (the dash with its
/// indentation, then the spaces, or the line break and indentation, before the value),
/// and the value's column. `None` if anything but spaces, or a comment after a dash alone
/// on its line, stands between the dash and the value.
fn block_item_opening(text: &str, item: usize) -> Option<(String, usize)> {
    let spaces = |part: &str| part.bytes().all(|byte| byte == b' ');
    let item_line = line_start(text, item);
    let before_value = text.get(item_line..item)?;
    let column = before_value.len();
    if let Some((indent, gap)) = before_value.split_once('-') {
        // `  -   key: …`
        return (spaces(indent) && spaces(gap) && !gap.is_empty())
            .then(|| (before_value.to_owned(), column));
    }
    // `  -` alone on the line before (perhaps with a comment), the value indented below.
    let dash_line_start = line_start(text, item_line.checked_sub(1)?);
    let dash_line = text.get(dash_line_start..item_line - 1)?;
    let (indent, after_dash) = dash_line.split_once('-')?;
    let after_dash = after_dash.strip_suffix('\r').unwrap_or(after_dash);
    let comment_or_nothing = after_dash.is_empty()
        || (after_dash.starts_with(' ') && {
            let rest = after_dash.trim_start_matches(' ');
            rest.is_empty() || rest.starts_with('#')
        });
    (spaces(before_value) && spaces(indent) && comment_or_nothing && column > indent.len())
        .then(|| (format!("{indent}-\n{before_value}"), column))
}
#[cfg(test)]
mod tests;
