//! The values of flags that clap parses: numbers, trick counts, sizes. A mistake is a
//! `BadValue`, a diagnostic over the value's own text that `run` draws like every other
//! command-line mistake (exit 2), in the project's words instead of Rust's parse errors.
//! The human strings of these values are all here.

use std::ops::Range;

use crate::diagnostic::{Code, Diagnostic};
use crate::edit::TricksArg;
use crate::lang::{Text, text};
use crate::rules::parts;

/// A flag's value that is not what the flag takes: what is wrong, where in the value.
#[derive(Debug)]
pub(crate) struct BadValue(pub(crate) Box<Diagnostic>);

impl BadValue {
    fn new(span: Range<usize>, message: Text, label: Text, help: Text) -> BadValue {
        BadValue(Box::new(
            Diagnostic::error(Code::FlagValue, Some(span), message)
                .label(label)
                .help(help),
        ))
    }
}

/// As an error's source, in English: a person is shown the diagnostic, drawn in their
/// language (`run`, `batak serve`), never this.
impl std::fmt::Display for BadValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0.message.en())
    }
}

impl std::error::Error for BadValue {}

/// What a whole number given on the command line counts, for its messages.
#[derive(Clone, Copy)]
enum Number {
    Bid,
    Bids,
    Tricks,
    Deal,
    Seconds,
}

impl Number {
    /// What it is and how to write one: "a bid", "--bid 7".
    fn words(self) -> (Text, Text) {
        match self {
            Number::Bid => (text!("what-bid"), "--bid 7".into()),
            Number::Bids => (text!("what-bid"), "--bids 0,7,0,0".into()),
            Number::Tricks => (text!("what-trick-count"), "--tricks 2,8,2,1".into()),
            Number::Deal => (text!("what-deal-number"), text!("flag-value-deal-example")),
            Number::Seconds => (text!("what-seconds"), "--wait 30".into()),
        }
    }

    /// `value`, over `span`, is too large for one.
    fn too_large(self, span: Range<usize>, value: &str) -> BadValue {
        let (what, example) = self.words();
        BadValue::new(
            span,
            text!("flag-value-too-large", value = value, what = what),
            text!("flag-value-too-large-label"),
            text!("flag-value-too-large-help", example = example),
        )
    }
}

/// `part` (which starts at `start` in the value) without the white space around it, and
/// where that stands: all of `part` when it is nothing else.
fn trim_part(part: &str, start: usize) -> (&str, Range<usize>) {
    let trimmed = part.trim();
    let offset = start + part.len() - part.trim_start().len();
    match trimmed.len() {
        0 => (trimmed, start..start + part.len()),
        len => (trimmed, offset..offset + len),
    }
}

/// `part` (which starts at `at` in the value) as a whole number, or why not.
fn whole(part: &str, at: usize, number: Number) -> Result<i64, BadValue> {
    let (trimmed, span) = trim_part(part, at);
    let (what, example) = number.words();
    if trimmed.is_empty() {
        return Err(BadValue::new(
            span,
            text!("flag-value-missing", what = what.clone()),
            text!("flag-value-missing-label"),
            text!("flag-value-missing-help", what = what, example = example),
        ));
    }
    let digits = trimmed.strip_prefix(['-', '+']).unwrap_or(trimmed);
    if !digits.is_empty() && digits.bytes().all(|byte| byte.is_ascii_digit()) {
        // A bid or a count may be below zero: the file's checks then say what is
        // allowed, as they do for a file.
        let signed = matches!(number, Number::Bid | Number::Bids | Number::Tricks);
        if trimmed.starts_with('-') && !signed {
            return Err(BadValue::new(
                span,
                text!("flag-value-negative", what = what, value = trimmed),
                text!("flag-value-negative-label"),
                text!("flag-value-negative-help", example = example),
            ));
        }
        return trimmed
            .parse::<i64>()
            .map_err(|_| number.too_large(span, trimmed));
    }
    if crate::rules::is_decimal(digits) {
        return Err(BadValue::new(
            span,
            text!("flag-value-not-whole", what = what, value = trimmed),
            text!("setting-whole-number-label"),
            text!("flag-value-not-whole-help", example = example),
        ));
    }
    Err(BadValue::new(
        span,
        text!("flag-value-not-number", value = trimmed, what = what),
        text!("flag-value-not-number-label"),
        text!("flag-value-not-number-help", example = example),
    ))
}

/// The parts of a list of numbers and where each starts: split at commas, or at the
/// dashes of the form the tables print (`7-2-2-2`) when there is no comma and the first
/// part is a number (so `-1,8,3,3` stays a list with a count below zero).
fn list_parts(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let dashed = !text.contains(',')
        && text.trim_start().starts_with(|c: char| c.is_ascii_digit())
        && text.contains('-');
    parts(text, if dashed { '-' } else { ',' })
}

/// A list written with another separator (`2;8;2;1`, `2 8 2 1`): several runs of digits
/// and no comma; the mistake, drawn over the whole value.
fn other_separator(text: &str, number: Number) -> Option<BadValue> {
    let runs = text
        .split(|c: char| !c.is_ascii_digit())
        .filter(|run| !run.is_empty())
        .count();
    let separator = text
        .trim()
        .chars()
        .find(|c| !c.is_ascii_digit() && *c != '-')?;
    (runs > 1 && !text.contains([',', '=']) && !separator.is_alphabetic()).then(|| {
        BadValue::new(
            0..text.len(),
            text!("flag-value-separator", text = text, separator = separator),
            text!("flag-value-separator-label"),
            text!("flag-value-separator-help", example = number.words().1),
        )
    })
}

/// `--bid 7`: one whole number (its range is the file's rules' to judge).
pub(crate) fn bid(text: &str) -> Result<i64, BadValue> {
    let count = list_parts(text).count();
    if count > 1 {
        return Err(BadValue::new(
            0..text.len(),
            text!("flag-value-bid-many", text = text, count = count),
            text!("flag-value-bid-many-label"),
            text!("flag-value-bid-many-help"),
        ));
    }
    whole(text, 0, Number::Bid)
}

/// `--bids 0,7,0,0` (or `0-7-0-0`): the score-sheet form, four numbers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Bids(pub(crate) Vec<i64>);

impl std::fmt::Display for Bids {
    /// As given, with commas: for drawing a mistake in it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let parts: Vec<String> = self.0.iter().map(i64::to_string).collect();
        f.write_str(&parts.join(","))
    }
}

/// A list of whole numbers (`0,7,0,0`, or `0-7-0-0` as the tables print it), or why not.
fn numbers(text: &str, number: Number) -> Result<Vec<i64>, BadValue> {
    if let Some(bad) = other_separator(text, number) {
        return Err(bad);
    }
    list_parts(text)
        .map(|(at, part)| whole(part, at, number))
        .collect()
}

/// `--bids a,b,c,d`: each a whole number (how many, and which is non-zero, the file's
/// checks judge).
pub(crate) fn bids(text: &str) -> Result<Bids, BadValue> {
    numbers(text, Number::Bids).map(Bids)
}

/// A whole number in the type a flag keeps it in, or why not.
fn unsigned<T: TryFrom<i64>>(text: &str, number: Number) -> Result<T, BadValue> {
    let value = whole(text, 0, number)?;
    T::try_from(value).map_err(|_| number.too_large(0..text.len(), &value.to_string()))
}

/// `amend FILE N`, `remove FILE N`, `show FILE N`: a deal's number (whether the file has
/// it is the command's to say).
pub(crate) fn deal_number(text: &str) -> Result<usize, BadValue> {
    unsigned(text, Number::Deal)
}

/// `--wait SECONDS`.
pub(crate) fn seconds(text: &str) -> Result<u64, BadValue> {
    unsigned(text, Number::Seconds)
}

/// `--tricks 2,8,2,1`, `--tricks 2-8-2-1` (as the tables print them) or
/// `--tricks Ayşe=2,Burak=8,…`.
pub(crate) fn tricks(text: &str) -> Result<TricksArg, BadValue> {
    if !text.contains('=') {
        return numbers(text, Number::Tricks).map(TricksArg::Counts);
    }
    let mut named = Vec::new();
    for (start, pair) in parts(text, ',') {
        let Some((name, value)) = pair.split_once('=') else {
            return Err(BadValue::new(
                start..start + pair.len(),
                text!("flag-value-tricks-pair", pair = pair.trim()),
                text!("flag-value-tricks-pair-label"),
                text!("flag-value-tricks-pair-help"),
            ));
        };
        let count = whole(value, start + name.len() + 1, Number::Tricks)?;
        named.push((name.trim().to_owned(), count));
    }
    Ok(TricksArg::Named(named))
}

/// A size in bytes: `1048576`, `512K`, `10M`, `1G` (powers of 1024; `KiB`, `MB` … too).
pub(crate) fn size(text: &str) -> Result<u64, BadValue> {
    let trimmed = text.trim();
    let (number, unit) = leading_digits(trimmed);
    let help = || text!("flag-value-size-help");
    // 1.5M: a fraction of a unit is a whole number of the unit below it.
    if let Some((fraction, smaller)) = fraction_of_unit(unit) {
        let shown = format!("{number}{fraction}");
        let hint = shown
            .replace(',', ".")
            .parse::<f64>()
            .ok()
            .map(|value| value * 1024.0)
            .filter(|value| value.fract() == 0.0 && *value < 1e15)
            .map_or_else(help, |value| {
                text!(
                    "flag-value-size-smaller-unit",
                    smaller = format!("{value}{smaller}"),
                    size = trimmed
                )
            });
        return Err(BadValue::new(
            0..text.len(),
            text!("flag-value-size-not-whole", size = trimmed),
            text!("setting-whole-number-label"),
            hint,
        ));
    }
    // The other mistakes are of the whole value, with the same help.
    let bad = |message: Text, label: Text| BadValue::new(0..text.len(), message, label, help());
    let too_large = || {
        let message = text!("flag-value-size-too-large", size = trimmed);
        bad(message, text!("flag-value-too-large-label"))
    };
    let number: u64 = number.parse().map_err(|_| {
        if number.is_empty() {
            let message = text!("flag-value-size-not-size", size = trimmed);
            bad(message, text!("flag-value-size-not-size-label"))
        } else {
            // Digits alone that do not fit a number are a size, too large.
            too_large()
        }
    })?;
    let Some(shift) = unit_shift(unit) else {
        let message = text!("flag-value-size-unit", unit = unit.trim());
        return Err(bad(message, text!("flag-value-size-unit-label")));
    };
    number.checked_mul(1 << shift).ok_or_else(too_large)
}

/// The power of two a unit of size stands for: none or `B` 0, `K` (`KB`, `KiB`) 10, `M`
/// 20, `G` 30; in any case.
fn unit_shift(unit: &str) -> Option<u32> {
    match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => Some(0),
        "k" | "kb" | "kib" => Some(10),
        "m" | "mb" | "mib" => Some(20),
        "g" | "gb" | "gib" => Some(30),
        _ => None,
    }
}

/// `.5M` after the digits of `1.5M`: the fraction and the unit below the one given.
fn fraction_of_unit(unit: &str) -> Option<(&str, &'static str)> {
    let (digits, after) = leading_digits(unit.strip_prefix(['.', ','])?);
    if digits.is_empty() {
        return None;
    }
    let smaller = match unit_shift(after)? {
        10 => "",
        20 => "K",
        30 => "M",
        _ => return None,
    };
    Some((&unit[..=digits.len()], smaller))
}

/// The digits `text` starts with, and what follows them.
fn leading_digits(text: &str) -> (&str, &str) {
    let end = text.find(|c: char| !c.is_ascii_digit());
    text.split_at(end.unwrap_or(text.len()))
}

/// `--size 800x480`: width and height in pixels, each from 200 to 10000.
pub(crate) fn pixels(text: &str) -> Result<(u32, u32), BadValue> {
    let help = || text!("flag-value-pixels-help");
    let Some(at) = text.find(['x', 'X', '×']) else {
        return Err(BadValue::new(
            0..text.len(),
            text!("flag-value-pixels", text = text),
            text!("flag-value-pixels-label"),
            help(),
        ));
    };
    let separator = text[at..].chars().next().map_or(1, char::len_utf8);
    let number = |part: &str, start: usize, width: bool| {
        let (trimmed, span) = trim_part(part, start);
        trimmed
            .parse::<u32>()
            .ok()
            .filter(|n| (200..=10_000).contains(n))
            .ok_or_else(|| {
                // Digits out of range, or no number at all (`1e3`, `wide`).
                let digits = trimmed.bytes().all(|byte| byte.is_ascii_digit());
                let message = match (trimmed.is_empty(), digits, width) {
                    (true, _, true) => text!("flag-value-width-missing"),
                    (true, _, false) => text!("flag-value-height-missing"),
                    (false, true, true) => text!("flag-value-width-range", value = trimmed),
                    (false, true, false) => text!("flag-value-height-range", value = trimmed),
                    (false, false, true) => text!("flag-value-width-number", value = trimmed),
                    (false, false, false) => text!("flag-value-height-number", value = trimmed),
                };
                let label = if digits {
                    text!("flag-value-pixels-range-label")
                } else {
                    text!("flag-value-pixels-number-label")
                };
                BadValue::new(span, message, label, help())
            })
    };
    let width = number(&text[..at], 0, true)?;
    let height = number(&text[at + separator..], at + separator, false)?;
    Ok((width, height))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message<T: std::fmt::Debug>(result: Result<T, BadValue>) -> String {
        result.expect_err("a mistake").0.message.en()
    }

    #[test]
    fn tricks_take_the_tables_form_and_names() {
        assert_eq!(
            tricks("2,8,2,1").ok(),
            Some(TricksArg::Counts(vec![2, 8, 2, 1]))
        );
        assert_eq!(
            tricks("7-2-2-2").ok(),
            Some(TricksArg::Counts(vec![7, 2, 2, 2]))
        );
        assert_eq!(tricks("7-6").ok(), Some(TricksArg::Counts(vec![7, 6])));
        // A leading minus is a count below zero, for the file's checks to refuse.
        assert_eq!(
            tricks("-1,8,3,3").ok(),
            Some(TricksArg::Counts(vec![-1, 8, 3, 3]))
        );
        assert_eq!(
            tricks("Ayşe=2, Burak=11").ok(),
            Some(TricksArg::Named(vec![
                ("Ayşe".into(), 2),
                ("Burak".into(), 11)
            ]))
        );
        assert_eq!(message(tricks("2,x")), "\"x\" is not a trick count");
        assert_eq!(
            message(tricks("2,8.5,2,1")),
            "a trick count is a whole number; 8.5 is not one"
        );
        assert_eq!(message(tricks("2,,2,1")), "a trick count is missing");
        assert_eq!(
            message(tricks("2;8;2;1")),
            "the numbers of \"2;8;2;1\" are separated by \";\""
        );
        assert_eq!(
            message(bids("0 7 0 0")),
            "the numbers of \"0 7 0 0\" are separated by \" \""
        );
        assert_eq!(
            message(tricks("Ayşe=2,Burak")),
            "\"Burak\" is not NAME=count"
        );
        // The span is the part at fault, in the value as given.
        let bad = tricks("Ayşe=2, Burak=x").expect_err("x");
        assert_eq!(bad.0.span, Some(15..16));
    }

    #[test]
    fn numbers_say_what_they_are_in_the_projects_words() {
        assert_eq!(bid(" 7 ").ok(), Some(7));
        assert_eq!(
            message(bid("7,0")),
            "\"7,0\" is 2 numbers; --bid takes one, the declarer's bid"
        );
        assert_eq!(
            message(bid("7.5")),
            "a bid is a whole number; 7.5 is not one"
        );
        assert_eq!(message(bid("seven")), "\"seven\" is not a bid");
        assert_eq!(bids("0-7-0-0").ok(), Some(Bids(vec![0, 7, 0, 0])));
        assert_eq!(bids("0,7,0,0").ok(), Some(Bids(vec![0, 7, 0, 0])));
        assert_eq!(deal_number("3").ok(), Some(3));
        assert_eq!(message(deal_number("x")), "\"x\" is not a deal number");
        assert_eq!(
            message(deal_number("-2")),
            "a deal number is not below zero; -2 is"
        );
        assert_eq!(seconds("30").ok(), Some(30));
        assert_eq!(message(seconds("1s")), "\"1s\" is not a number of seconds");
        assert_eq!(
            message(seconds("99999999999999999999")),
            "99999999999999999999 is too large for a number of seconds"
        );
        for (bad, _) in [("x", 0), ("7,0", 0), ("1s", 0)] {
            assert!(!message(bid(bad)).contains("invalid digit"));
        }
    }

    #[test]
    fn sizes() {
        assert_eq!(size("1048576").ok(), Some(1 << 20));
        assert_eq!(size("512K").ok(), Some(512 << 10));
        assert_eq!(size("10 MiB").ok(), Some(10 << 20));
        assert_eq!(
            message(size("1.5M")),
            "a size is a whole number; 1.5M is not one"
        );
        assert_eq!(
            size("1.5M")
                .expect_err("fraction")
                .0
                .help
                .as_ref()
                .map(crate::lang::Text::en)
                .as_deref(),
            Some("write it in a smaller unit: 1536K is 1.5M")
        );
        assert_eq!(message(size("10Q")), "\"Q\" is not a unit of size");
        assert_eq!(message(size("lots")), "\"lots\" is not a size");
        assert_eq!(pixels("800x480").ok(), Some((800, 480)));
        assert_eq!(pixels("1000×600").ok(), Some((1000, 600)));
        assert_eq!(message(pixels("800x")), "the height is missing");
        assert_eq!(
            message(pixels("80x480")),
            "the width \"80\" is not from 200 to 10000 pixels"
        );
        assert_eq!(message(pixels("800")), "\"800\" is not WxH");
    }
}
