//! `--set name=value[,name=value…]` read into assignments, mistakes drawn over the flag.

use super::{Assignment, Code, Diagnostic, Kind, Setting, Span};
use crate::diagnostic::problem;
use crate::lang::text;

/// A `name=value` given on the command line, with the text it came from for diagnostics.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Flag {
    /// The flag's own text (`min_bid=8`), the source of its diagnostics.
    pub(crate) text: String,
    /// Where the assignments start in `text` (after a `--with` label).
    pub(crate) start: usize,
    /// The flag as the user typed it (`--set`, `--with`), for the report's title.
    pub(crate) origin: &'static str,
}

/// `0.5` or `0,5`: digits, a decimal point or comma, digits (a sign before them left
/// off).
pub(crate) fn is_decimal(digits: &str) -> bool {
    digits
        .split_once(['.', ','])
        .is_some_and(|(whole, fraction)| {
            [whole, fraction]
                .iter()
                .all(|side| !side.is_empty() && side.bytes().all(|byte| byte.is_ascii_digit()))
        })
}

/// The parts of `text` between `separator`s, each with where it starts in `text`.
pub(crate) fn parts(text: &str, separator: char) -> impl Iterator<Item = (usize, &str)> {
    let mut at = 0;
    text.split(separator).map(move |part| {
        let start = at;
        at += part.len() + 1;
        (start, part)
    })
}

/// Parse `--set` flags (or one `--with`'s comma list) into assignments, or diagnostics whose
/// spans point into the flag's text.
pub(crate) fn parse_flag(flag: &Flag) -> Result<Vec<Assignment>, Vec<Diagnostic>> {
    let mut assignments = Vec::new();
    let mut problems = Vec::new();
    let written = parts(&flag.text[flag.start..], ',');
    let mut parts = written.map(|(at, part)| (flag.start + at, part)).peekable();
    while let Some((start, part)) = parts.next() {
        // `extra_points=0,5`: a decimal comma, not a second setting.
        let next = parts.peek().map(|&(_, next)| next);
        if let Some(problem) = next.and_then(|next| decimal_comma(part, next, start)) {
            parts.next();
            problems.push(problem);
            continue;
        }
        match parse_assignment(part, start) {
            Ok(assignment) => assignments.push(assignment),
            Err(problem) => problems.push(problem),
        }
    }
    if problems.is_empty() {
        Ok(assignments)
    } else {
        Err(problems)
    }
}

/// `extra_points=0,5`: a decimal comma, when `part` sets a whole-number setting to
/// digits and `next` is digits alone (no `name=` of its own). The setting takes a whole
/// number, and a decimal is not one: the problem, over both parts.
fn decimal_comma(part: &str, next: &str, start: usize) -> Option<Diagnostic> {
    let digits = |text: &str| !text.is_empty() && text.bytes().all(|byte| byte.is_ascii_digit());
    let equals = part.find('=')?;
    let (name, value) = (part[..equals].trim(), part[equals + 1..].trim());
    let setting = Setting::named(name)?;
    let integer = matches!(setting.kind, Kind::Integer { .. });
    if !(integer && digits(value.trim_start_matches('-')) && digits(next.trim())) {
        return None;
    }
    let written = format!("{value},{}", next.trim());
    Some(
        problem!(
            Code::SettingValue,
            Some(start + equals + 1..start + part.len() + 1 + next.len()),
            text!("setting-whole-number", name = name, value = written),
            label
        )
        .help(text!(
            "setting-decimal-comma-help",
            name = name,
            allowed = setting.allowed_text()
        )),
    )
}

pub(super) fn parse_assignment(part: &str, start: usize) -> Result<Assignment, Diagnostic> {
    let span_of = |from: usize, to: usize| -> Span { start + from..start + to };
    let Some(equals) = part.find('=') else {
        return Err(problem!(
            Code::FlagSyntax,
            Some(span_of(0, part.len())),
            text!("flag-not-assignment", part = part),
            label,
            help
        ));
    };
    let name = part[..equals].trim();
    let value = &part[equals + 1..];
    let Some(setting) = Setting::named(name) else {
        return Err(super::unknown_setting(name, span_of(0, equals)));
    };
    setting
        .parse_text(value)
        .map(|value| Assignment {
            id: setting.id,
            value,
        })
        .map_err(|message| {
            setting.value_error(span_of(equals + 1, part.len()), message, Some(value))
        })
}
