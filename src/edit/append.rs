//! Appending a deal (`batak add`): the new deal written in the file's own style, spliced after the last one.

use super::{
    Changed, DealKey, Diagnostic, Format, Node, Refusal, Source, Value, apply_edits, assign,
    before_cr, block_item_opening, in_lines, line_end, line_start, newline_of, refuse, source,
};
use crate::lang::text;

impl Changed {
    /// `text`, with `insertion` in it (or taken out of it): shown without the separator
    /// that joined it.
    pub(super) fn new(text: String, insertion: &str) -> Changed {
        // Without the separator that joined it to the list: a comma, line breaks.
        let shown = insertion
            .strip_prefix(',')
            .map_or(insertion, str::trim_start);
        Changed {
            text,
            shown: shown.trim_matches(['\r', '\n']).to_owned(),
            number: 0,
        }
    }
}

/// `append`, on the file as read for it (`read_for_change(source, None)`, or the reading
/// that judged the file).
pub(crate) fn append_read(
    source: &Source,
    read: Read<'_>,
    deal: &[(DealKey, Field)],
) -> Result<Changed, Refusal> {
    let read = read.map_err(Refusal::Unreadable)?;
    let (text, format, root) = (source.text.as_str(), source.format, &read.root);
    let Some(top) = root.as_table() else {
        return Err(refuse(
            root.span.clone(),
            text!("edit-append-not-table"),
            text!("edit-fix-first"),
        ));
    };
    let newline = newline_of(text);
    // The last two deals: a new one is laid out like them.
    let last = read.around(read.count.saturating_sub(1));
    let mut appended = match top.iter().find(|entry| entry.key == "deals") {
        Some(entry) => append_to_deals(text, format, entry, last, deal, newline)?,
        // No deals yet: a TOML [[deals]] table, or a YAML block list, at the end.
        None if format == Format::Toml => append_table(text, deal, newline),
        None => {
            let block = format!("deals:\n  - {}", flow(deal, format));
            append_at_end(text, &block, newline)
        }
    };
    appended.number = read.count + 1;
    Ok(appended)
}

/// `deal` added to the file's deals (`entry`), laid out like the last two (`last`, fewer
/// if it has fewer).
fn append_to_deals(
    text: &str,
    format: Format,
    entry: &crate::raw::Entry<'_>,
    last: &[Node<'_>],
    deal: &[(DealKey, Field)],
    newline: &str,
) -> Result<Changed, Refusal> {
    let node = &entry.node;
    let rest = text.get(node.span.start..).unwrap_or_default();
    if format == Format::Yaml {
        refuse_decorated(text, entry)?;
    }
    match &node.value {
        Value::Null if format == Format::Yaml => append_to_null(text, entry, deal, newline),
        // A TOML array of tables is spanned by its first `[[deals]]`; `deals = [ … ]`
        // starts with one bracket.
        Value::Array(_)
            if format == Format::Toml && (rest.starts_with("[[") || !rest.starts_with('[')) =>
        {
            Ok(append_table(text, deal, newline))
        }
        // deals = [ {...}, {...} ]: a new flow mapping (inline table) before the closing
        // bracket, laid out like the one before it.
        Value::Array(_) if rest.starts_with('[') => {
            append_to_flow_list(text, &node.span, last, &flow(deal, format), newline)
        }
        Value::Array(_) => {
            let Some(last) = last.last() else {
                return Err(refuse(
                    node.span.clone(),
                    text!("edit-deals-missing"),
                    text!("edit-add-by-hand"),
                ));
            };
            append_to_block_list(text, last, deal, newline)
        }
        _ => Err(refuse(
            node.span.clone(),
            text!("edit-deals-not-list"),
            text!("edit-fix-first"),
        )),
    }
}

/// A new TOML `[[deals]]` table at the end of the file.
fn append_table(text: &str, deal: &[(DealKey, Field)], newline: &str) -> Changed {
    let block = format!("\n[[deals]]\n{}", entries(deal, Format::Toml).join("\n"));
    append_at_end(text, &block, newline)
}

/// A file read for a change to it: what the splice needs (see `source::read_deals`), or
/// its syntax errors.
pub(crate) type Read<'a> = Result<source::Deals<'a>, Vec<Diagnostic>>;

/// A deal field's value as the command line gives it, written in either format.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Field {
    Text(String),
    Int(i64),
    True,
    Counts(Vec<i64>),
    Named(Vec<(String, i64)>),
    /// A date, year first (`2026-11-27`): a TOML date, a YAML plain scalar.
    Date(String),
}

impl Field {
    /// `key` given this value, the line (or flow entry) that writes it in `format`.
    pub(super) fn line(&self, key: &str, format: Format) -> String {
        format!("{key}{}{}", assign(format), self.written(format))
    }

    /// The value in `format`, as it is written after the key: on one line, strings
    /// double-quoted (see `quoted`; in YAML plain where that is safe), lists and tables
    /// in flow style.
    pub(crate) fn written(&self, format: Format) -> String {
        match (self, format) {
            (Field::Text(text), Format::Toml) => quoted(text),
            (Field::Text(text), Format::Yaml) => yaml_scalar(text),
            (Field::Date(date), _) => date.clone(),
            (Field::Int(number), _) => number.to_string(),
            (Field::True, _) => "true".to_owned(),
            (Field::Counts(counts), _) => {
                let counts: Vec<String> = counts.iter().map(i64::to_string).collect();
                format!("[{}]", counts.join(", "))
            }
            // TOML quotes a key as it must be, and a name given twice is one key.
            (Field::Named(pairs), Format::Toml) => {
                let mut inline = toml_edit::InlineTable::new();
                for (name, count) in pairs {
                    inline.insert(name, (*count).into());
                }
                inline.fmt();
                inline.to_string()
            }
            (Field::Named(pairs), Format::Yaml) => {
                let pairs: Vec<String> = pairs
                    .iter()
                    .map(|(name, count)| format!("{}: {count}", yaml_scalar(name)))
                    .collect();
                format!("{{ {} }}", pairs.join(", "))
            }
        }
    }
}

/// `block` (lines without a final newline) after the end of the text, on lines of its
/// own, ending with a newline only if the text did.
pub(super) fn append_at_end(text: &str, block: &str, newline: &str) -> Changed {
    // Room for the whole at once: growing a copy of a large file would double it.
    let mut out = String::with_capacity(text.len() + 2 * block.len() + 4);
    out.push_str(text);
    if !out.is_empty() && !out.ends_with('\n') {
        out.push_str(newline);
    }
    out.push_str(&in_lines(block, newline));
    if text.ends_with('\n') {
        out.push_str(newline);
    }
    Changed::new(out, block)
}

/// Insert `item` as the last element of a bracketed list (TOML inline array, YAML flow
/// sequence), spaced like the elements already there, after a trailing comma if any.
/// `items`: its last two elements (fewer if it has fewer).
pub(super) fn append_to_flow_list(
    text: &str,
    list: &std::ops::Range<usize>,
    items: &[Node<'_>],
    item: &str,
    newline: &str,
) -> Result<Changed, Refusal> {
    if text.as_bytes().get(list.end.saturating_sub(1)) != Some(&b']') {
        return Err(refuse(
            list.clone(),
            text!("edit-deals-end"),
            text!("edit-add-by-hand"),
        ));
    }
    let Some(last) = items.last() else {
        return Ok(splice(text, list.start + 1, &in_lines(item, newline)));
    };
    // After the item before, or the opening bracket.
    let from = match items {
        [.., before, _] => before.span.end,
        _ => list.start + 1,
    };
    let separator = between(text, from, last.span.start);
    let leading_commas = separator
        .split_once(',')
        .is_some_and(|(before, _)| before.contains('\n'));
    // Past the spaces before the last item's trailing comma, if it has one (the
    // new item, written with its own comma first, goes there and the trailing
    // comma stays last), else right after the last item.
    let rest = text.get(last.span.end..).unwrap_or_default();
    let past_spaces = rest.trim_start_matches([' ', '\t']);
    let at = if !leading_commas && past_spaces.starts_with(',') {
        last.span.end + (rest.len() - past_spaces.len())
    } else {
        last.span.end
    };
    // A comment after the last item on its line belongs to that item: the new
    // one goes on the next line, and the comment stays where it was written.
    let line_end = line_end(text, at);
    let rest = text.get(at..line_end).unwrap_or_default();
    if rest.trim_start_matches([',', ' ', '\t']).starts_with('#') {
        let indent = item_indent(text, last.span.start, &separator);
        let (comma, item_line) = if leading_commas {
            (String::new(), format!("\n{indent}, {item}"))
        } else if rest.starts_with(',') {
            // The last item has a trailing comma (`at` is past the spaces before it): the
            // new one is written with one too.
            (String::new(), format!("\n{indent}{item},"))
        } else {
            (",".to_owned(), format!("\n{indent}{item}"))
        };
        let line_end = before_cr(text, line_end);
        let edits = [
            (last.span.end..last.span.end, comma),
            (line_end..line_end, in_lines(&item_line, newline)),
        ];
        return Ok(Changed::new(apply_edits(text, &edits), &item_line));
    }
    let insertion = if leading_commas {
        // Leading commas (`\n  , item`): the same line break, comma and spaces.
        format!("{separator}{item}")
    } else {
        // The spacing after the comma (a space before it, `{ a } , { b }`, is not
        // repeated: the new comma goes right after the last item).
        let after = separator
            .split_once(',')
            .map_or(separator.as_str(), |(_, after)| after);
        format!(",{after}{item}")
    };
    Ok(splice(text, at, &in_lines(&insertion, newline)))
}

/// The indentation of a list item's line when the item starts it (after a leading comma
/// perhaps), else the one the separator between items gives, else two spaces.
pub(super) fn item_indent(text: &str, item: usize, separator: &str) -> String {
    let before = text.get(line_start(text, item)..item).unwrap_or_default();
    let content = before.trim_start_matches([' ', '\t']);
    if content.trim_start_matches(',').trim().is_empty() {
        return before[..before.len() - content.len()].to_owned();
    }
    match separator.rsplit_once('\n') {
        Some((_, indent)) => indent.trim_start_matches(',').to_owned(),
        None => "  ".to_owned(),
    }
}

/// The white space (and comma) between two items, without comments or spaces at the
/// ends of lines, to lay out the next one alike.
pub(super) fn between(text: &str, from: usize, to: usize) -> String {
    let gap = text.get(from.min(to)..to).unwrap_or_default();
    let mut spacing = String::new();
    for (index, line) in gap.split('\n').enumerate() {
        if index > 0 {
            // The line before ends here: without its spaces at the end.
            let kept = spacing.trim_end_matches(|c: char| c.is_whitespace() && c != '\n');
            spacing.truncate(kept.len());
            spacing.push('\n');
        }
        let code = line.split('#').next().unwrap_or_default();
        spacing.extend(
            code.chars()
                .filter(|c| (c.is_whitespace() && *c != '\r') || *c == ','),
        );
    }
    if spacing.trim_start_matches(',').is_empty() {
        " ".to_owned()
    } else {
        spacing
    }
}

/// A YAML scalar for a name or note: plain where that is safe, else double-quoted.
pub(super) fn yaml_scalar(text: &str) -> String {
    let plain_safe = !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_alphanumeric() || " ._'-&".contains(c))
        && !text.starts_with([' ', '-', '\'', '&', '.'])
        && !text.ends_with(' ')
        && text.parse::<f64>().is_err()
        && !super::rename::is_yaml_word(text)
        && !looks_like_a_date(text)
        && reads_back_plain(text);
    if plain_safe {
        text.to_owned()
    } else {
        quoted(text)
    }
}

/// Whether `text` starts like a date (`2026-11-27`), which YAML 1.1 readers take for one.
pub(super) fn looks_like_a_date(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.len() > 4 && bytes[..4].iter().all(u8::is_ascii_digit) && bytes[4] == b'-'
}

/// Whether `text`, written plain, reads back as that same string everywhere batak writes
/// one: a block value, a flow list item and a flow mapping key.
pub(super) fn reads_back_plain(text: &str) -> bool {
    [
        format!("k: {text}\n"),
        format!("k: [{text}]\n"),
        format!("k: {{{text}: 0}}\n"),
    ]
    .into_iter()
    .all(|document| {
        let document = Source {
            name: String::new(),
            text: document,
            format: Format::Yaml,
        };
        let Ok(root) = source::parse(&document) else {
            return false;
        };
        match root.get("k").map(|node| &node.value) {
            Some(Value::Str(read)) => read == text,
            Some(Value::Array(items)) => {
                matches!(items.as_slice(), [item] if item.as_str() == Some(text))
            }
            Some(Value::Table(entries)) => matches!(
                entries.as_slice(),
                [entry] if entry.key == text && entry.node.value == Value::Int(0)
            ),
            _ => false,
        }
    })
}

/// `text` as a double-quoted string that TOML (a basic string) and YAML (a double-quoted
/// scalar) both read back as `text`: quotes and backslashes escaped, and every control
/// character (C0, DEL, C1) and U+FFFE/U+FFFF written `\uXXXX`, as both require; the line
/// and paragraph separators U+2028/U+2029 too, which YAML 1.1 readers take for line breaks.
pub(crate) fn quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control()
                || matches!(c, '\u{fffe}' | '\u{ffff}' | '\u{2028}' | '\u{2029}') =>
            {
                out.push_str(&format!("\\u{:04X}", u32::from(c)));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The deal's entries as `key = value` (TOML) or `key: value` (YAML) pairs.
pub(super) fn entries(deal: &[(DealKey, Field)], format: Format) -> Vec<String> {
    deal.iter()
        .map(|(key, field)| field.line(key.name(), format))
        .collect()
}

/// The deal as a flow mapping (a TOML inline table), on one line.
pub(super) fn flow(deal: &[(DealKey, Field)], format: Format) -> String {
    format!("{{ {} }}", entries(deal, format).join(", "))
}

/// `deals` refused when an alias, an anchor or a tag stands for it or between the key
/// and the value (`deals: &d [...]`).
fn refuse_decorated(text: &str, entry: &crate::raw::Entry<'_>) -> Result<(), Refusal> {
    let node = &entry.node;
    let decorated = text
        .get(entry.key_span.end..node.span.start)
        .is_some_and(|between| {
            between.lines().any(|line| {
                line.split('#')
                    .next()
                    .is_some_and(|code| code.contains(['&', '!']))
            })
        });
    let first = text.as_bytes().get(node.span.start);
    if decorated || matches!(first, Some(b'*' | b'&' | b'!')) {
        return Err(refuse(
            node.span.clone(),
            text!("edit-deals-decorated"),
            text!("edit-deals-decorated-help"),
        ));
    }
    Ok(())
}

/// `deals: ~` becomes a list of the one deal (a comment stays); `deals:` with nothing
/// under it gets the first item on the next line; another null is refused.
fn append_to_null(
    text: &str,
    entry: &crate::raw::Entry<'_>,
    deal: &[(DealKey, Field)],
    newline: &str,
) -> Result<Changed, Refusal> {
    let node = &entry.node;
    let token = text.get(node.span.clone()).unwrap_or_default();
    if matches!(token, "~" | "null" | "Null" | "NULL") {
        let list = format!("[{}]", flow(deal, Format::Yaml));
        return Ok(replace(text, node.span.clone(), &list));
    }
    if !token.is_empty() {
        return Err(refuse(
            node.span.clone(),
            text!("edit-deals-null"),
            text!("edit-deals-null-help"),
        ));
    }
    let at = line_end(text, entry.key_span.end);
    let insertion = format!("\n  - {}", flow(deal, Format::Yaml));
    Ok(splice(text, at, &in_lines(&insertion, newline)))
}

/// A new item after `last` in a block list, opened like it so that its keys line up
/// with the others.
fn append_to_block_list(
    text: &str,
    last: &Node<'_>,
    deal: &[(DealKey, Field)],
    newline: &str,
) -> Result<Changed, Refusal> {
    let Some((opening, key_column)) = block_item_opening(text, last.span.start) else {
        return Err(refuse(
            last.span.clone(),
            text!("edit-dash-append"),
            text!("edit-add-by-hand"),
        ));
    };
    let entries = if text.as_bytes().get(last.span.start) == Some(&b'{') {
        flow(deal, Format::Yaml)
    } else {
        // One entry a line, the keys under the first one's.
        entries(deal, Format::Yaml).join(&format!("\n{}", " ".repeat(key_column)))
    };
    let at = line_end(text, last.span.end.saturating_sub(1).max(last.span.start));
    let at = past_item_comments(text, at, opening.find('-').unwrap_or(0));
    let insertion = format!("\n{opening}{entries}");
    Ok(splice(text, at, &in_lines(&insertion, newline)))
}

/// Where the last item ends, `at`, moved past the comment lines indented under it (more
/// than its dash, at `dash_column`): they belong to it. A comment at the list's own
/// indentation or less stays after the new item.
pub(super) fn past_item_comments(text: &str, mut at: usize, dash_column: usize) -> usize {
    while let Some(next) = text.get(at + 1..) {
        let line = &next[..next.find('\n').unwrap_or(next.len())];
        let content = line.trim_start_matches(' ');
        let indent = line.len() - content.len();
        if content.starts_with('#') && indent > dash_column {
            at += 1 + line.len();
        } else {
            break;
        }
    }
    at
}

/// `insertion` put into `text` at byte `at`.
pub(super) fn splice(text: &str, at: usize, insertion: &str) -> Changed {
    let at = before_cr(text, at);
    replace(text, at..at, insertion)
}

/// `text` with the bytes of `span` (a whole token) replaced by `replacement`.
pub(super) fn replace(text: &str, span: std::ops::Range<usize>, replacement: &str) -> Changed {
    let edit = [(span, replacement.to_owned())];
    Changed::new(apply_edits(text, &edit), replacement)
}
