//! A YAML scalar's value: YAML 1.2 with what YAML 1.1 readers read differently (booleans,
//! base-60 numbers, dates, `_` in numbers), and the core tags.

use super::{Cow, Diagnostic, ScalarStyle, Span, Tag, Value, syntax, unknown_tag};
use crate::lang::{Text, text};

/// What a scalar is.
pub(super) fn resolve<'a>(
    text: Cow<'a, str>,
    style: ScalarStyle,
    tag: Option<&Tag>,
    span: &Span,
) -> Result<Value<'a>, Diagnostic> {
    if let Some(tag) = tag {
        let wrong = |kind: Text| {
            syntax::yaml(
                Some(span.clone()),
                text!("yaml-tag-wrong", tag = tag.to_string(), kind = kind),
                text!("yaml-this-value"),
                text!("yaml-tag-wrong-help"),
            )
        };
        return match tag.core_suffix() {
            Some("str") => Ok(Value::Str(text)),
            Some("null") => Ok(Value::Null),
            Some("bool") => boolean(&text)
                .map(Value::Bool)
                .ok_or_else(|| wrong(text!("kind-bool"))),
            Some("int") => integer(&text).ok_or_else(|| wrong(text!("kind-int"))),
            Some("float") => float(&text)
                .map(Value::Float)
                .ok_or_else(|| wrong(text!("kind-number"))),
            // `!` alone: a plain scalar kept as a string.
            None if tag.handle() == "!" && tag.suffix().is_empty() => Ok(Value::Str(text)),
            // Another tag, or the core one of a list or a mapping.
            _ => Err(unknown_tag(tag, span)),
        };
    }
    if style != ScalarStyle::Plain {
        return Ok(Value::Str(text));
    }
    if matches!(text.as_ref(), "" | "~" | "null" | "Null" | "NULL") {
        return Ok(Value::Null);
    }
    if let Some(flag) = boolean(&text) {
        return Ok(Value::Bool(flag));
    }
    if let Some(number) = integer(&text) {
        return Ok(number);
    }
    if let Some(number) = float(&text) {
        return Ok(Value::Float(number));
    }
    yaml11(text, span)
}

/// A plain scalar that YAML 1.2 reads as a string but YAML 1.1 readers (`PyYAML`, and the
/// many tools built on it) read as something else is read as they read it, so that where
/// a name belongs it gets the "put it in quotes" help a bare `No` gets, instead of batak
/// and other tools silently disagreeing about the file: base-60 numbers (`1:30` is 90),
/// dates (`2026-11-27`), integers with underscores anywhere (`1_`), and the two special
/// values `=` and `<<`, which those readers cannot take as text at all.
pub(super) fn yaml11<'a>(text: Cow<'a, str>, span: &Span) -> Result<Value<'a>, Diagnostic> {
    if matches!(text.as_ref(), "=" | "<<") {
        return Err(syntax::yaml(
            Some(span.clone()),
            text!("yaml-special", text = &*text),
            text!("yaml-special-label"),
            text!("yaml-special-help", text = &*text),
        ));
    }
    if let Some(value) = sexagesimal(&text) {
        return Ok(value);
    }
    if timestamp(&text) {
        return Ok(Value::Date(text.into_owned()));
    }
    let unsigned = text.strip_prefix(['-', '+']).unwrap_or(&text);
    let digits = unsigned.bytes().all(|b| b.is_ascii_digit() || b == b'_');
    if digits && unsigned.starts_with(|c: char| c.is_ascii_digit()) && unsigned.contains('_') {
        let clean: String = text.chars().filter(|&c| c != '_').collect();
        if let Some(number) = integer(&clean) {
            return Ok(number);
        }
    }
    Ok(Value::Str(text))
}

/// YAML 1.1's base-60 integers and floats: `[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+(\.[0-9_]*)?`.
pub(super) fn sexagesimal(text: &str) -> Option<Value<'static>> {
    let negative = text.starts_with('-');
    let unsigned = text.strip_prefix(['-', '+']).unwrap_or(text);
    let (whole, fraction) = match unsigned.split_once('.') {
        Some((whole, fraction)) => (whole, Some(fraction)),
        None => (unsigned, None),
    };
    let mut parts = whole.split(':');
    let first = parts.next()?;
    let digits = |part: &str| part.bytes().all(|b| b.is_ascii_digit() || b == b'_');
    if !digits(first) || !first.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let mut value: f64 = first.replace('_', "").parse().ok()?;
    let mut sixties = 0;
    for part in parts {
        let two_digits = part.len() <= 2 && part.bytes().all(|b| b.is_ascii_digit());
        let sixty = part.parse::<u8>().ok().filter(|&n| two_digits && n < 60)?;
        value = value * 60.0 + f64::from(sixty);
        sixties += 1;
    }
    if sixties == 0 {
        return None;
    }
    let sign = if negative { -1.0 } else { 1.0 };
    match fraction {
        None => integer(&format!("{}{}", if negative { "-" } else { "" }, value)),
        Some(fraction) if digits(fraction) => {
            let fraction: f64 = format!("0.{}", fraction.replace('_', "")).parse().ok()?;
            Some(Value::Float(sign * (value + fraction)))
        }
        Some(_) => None,
    }
}

/// A YAML 1.1 timestamp: `YYYY-MM-DD`, or a date with a time after `T`, `t` or spaces.
pub(super) fn timestamp(text: &str) -> bool {
    let bytes = text.as_bytes();
    if !(bytes.len() >= 8 && bytes[..4].iter().all(u8::is_ascii_digit) && bytes[4] == b'-') {
        return false;
    }
    let Some((month, tail)) = text[5..].split_once('-') else {
        return false;
    };
    let day_len = tail.bytes().take_while(u8::is_ascii_digit).count();
    let month_ok = (1..=2).contains(&month.len()) && month.bytes().all(|b| b.is_ascii_digit());
    if !month_ok || !(1..=2).contains(&day_len) {
        return false;
    }
    let time = &tail[day_len..];
    if time.is_empty() {
        return month.len() == 2 && day_len == 2;
    }
    let time = time
        .strip_prefix(['T', 't'])
        .unwrap_or_else(|| time.trim_start_matches([' ', '\t']));
    let hour = time.bytes().take_while(u8::is_ascii_digit).count();
    (1..=2).contains(&hour) && time[hour..].starts_with(':')
}

/// `true`/`false` and YAML 1.1's `yes/no/on/off/y/n`, in any case.
pub(super) fn boolean(text: &str) -> Option<bool> {
    const TRUE: [&str; 4] = ["true", "yes", "on", "y"];
    const FALSE: [&str; 4] = ["false", "no", "off", "n"];
    if TRUE.iter().any(|word| text.eq_ignore_ascii_case(word)) {
        Some(true)
    } else if FALSE.iter().any(|word| text.eq_ignore_ascii_case(word)) {
        Some(false)
    } else {
        None
    }
}

/// A decimal, `0x`, `0o` or `0b` integer (single `_` between digits allowed); one beyond
/// 64 bits is kept as written.
pub(super) fn integer(text: &str) -> Option<Value<'static>> {
    let negative = text.starts_with('-');
    let unsigned = text.strip_prefix(['-', '+']).unwrap_or(text);
    let (digits, radix) = [("0x", 16), ("0o", 8), ("0b", 2)]
        .into_iter()
        .find_map(|(prefix, radix)| Some((unsigned.strip_prefix(prefix)?, radix)))
        .unwrap_or((unsigned, 10));
    let bytes = digits.as_bytes();
    let well_formed = !bytes.is_empty()
        && bytes.iter().enumerate().all(|(at, &b)| {
            if b == b'_' {
                at > 0 && bytes[at - 1] != b'_' && bytes.get(at + 1).is_some_and(|&n| n != b'_')
            } else {
                char::from(b).is_digit(radix)
            }
        });
    if !well_formed {
        return None;
    }
    let clean: String = digits.chars().filter(|&c| c != '_').collect();
    let magnitude = i128::from_str_radix(&clean, radix).ok();
    let value = magnitude.map(|m| if negative { -m } else { m });
    Some(match value.and_then(|value| i64::try_from(value).ok()) {
        Some(value) => Value::Int(value),
        None => Value::BigInt(Cow::Owned(text.to_owned())),
    })
}

/// A YAML 1.2 float: `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, or `.inf`/`.nan`.
pub(super) fn float(text: &str) -> Option<f64> {
    let unsigned = text.strip_prefix(['-', '+']).unwrap_or(text);
    let negative = text.starts_with('-');
    match unsigned {
        ".inf" | ".Inf" | ".INF" => {
            return Some(if negative {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            });
        }
        ".nan" | ".NaN" | ".NAN" if unsigned.len() == text.len() => return Some(f64::NAN),
        _ => {}
    }
    // Rust reads floats by the same grammar, and `inf`/`nan` too: letters but `e` are
    // kept from it.
    if !text
        .bytes()
        .all(|b| b.is_ascii_digit() || b".+-eE".contains(&b))
    {
        return None;
    }
    text.parse().ok()
}
