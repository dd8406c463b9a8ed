//! `batak new`, `add`, `amend` and `remove`: change a match file's text without damaging it. The new
//! deal is spliced into the original text (every other byte stays as it was: comments,
//! layout, line endings); the caller validates the whole result like any match file and
//! hands it to `writer`, which locks, writes a new copy and renames it into place.

use crate::diagnostic::{Code, Diagnostic};
use crate::raw::{Node, Value};
use crate::rules::{Id, Origin, Rules, SETTINGS, SettingValue};
use crate::source::{self, Format, Source};
use crate::validate::DealKey;

mod amend;
mod header;
#[cfg(any(test, feature = "harness"))]
pub(crate) use amend::amend;
pub(crate) use amend::{Amendment, NotAmended, amend_read};
pub(crate) use header::{HeaderChange, amend_header};

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

/// A deal to append, as given on the command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct NewDeal {
    pub(crate) dealer: Option<String>,
    /// The declarer's contract (`None` for `--passed` and for everyone's predictions).
    pub(crate) contract: Option<NewContract>,
    /// Everyone's predictions, under `bidding = everyone` (`--bids`).
    pub(crate) predictions: Option<NewPredictions>,
    pub(crate) note: Option<String>,
}

/// Every player's prediction and the tricks, of a deal to append under everyone bidding.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct NewPredictions {
    pub(crate) bids: Vec<i64>,
    pub(crate) trump: Option<String>,
    pub(crate) tricks: TricksArg,
}

/// The contract of a deal to append.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct NewContract {
    pub(crate) declarer: String,
    pub(crate) bid: i64,
    pub(crate) trump: Option<String>,
    pub(crate) tricks: TricksArg,
}

/// Why a file was not changed.
#[derive(Debug)]
pub(crate) enum Refusal {
    /// The file could not be read or parsed as it is.
    Unreadable(Vec<Diagnostic>, String),
    /// The edit cannot be made safely; one diagnostic on the original text.
    Unsafe(Box<Diagnostic>),
    /// There is no deal with that number; the file has this many.
    NoSuchDeal(usize),
}

/// The file's line ending, and whether it ends with one.
#[derive(Debug, Clone, Copy)]
struct Layout {
    newline: &'static str,
    trailing: bool,
}

impl Layout {
    /// The line ending most of the file's lines have (LF on a tie), so one stray CRLF
    /// line does not decide.
    fn of(text: &str) -> Layout {
        let line_feeds = text.bytes().filter(|&byte| byte == b'\n').count();
        let crlf = text.matches("\r\n").count();
        Layout {
            newline: if crlf > line_feeds - crlf {
                "\r\n"
            } else {
                "\n"
            },
            trailing: text.ends_with('\n'),
        }
    }

    /// `text` (written with `\n`) in the file's line endings.
    fn lines(self, text: &str) -> String {
        if self.newline == "\n" {
            text.to_owned()
        } else {
            text.replace('\n', self.newline)
        }
    }
}

fn refuse(span: Option<std::ops::Range<usize>>, message: impl Into<String>, help: &str) -> Refusal {
    Refusal::Unsafe(Box::new(
        Diagnostic::error(Code::Edit, span, message)
            .label("cannot append here")
            .help(help),
    ))
}

/// A file with one more deal.
#[derive(Debug)]
pub(crate) struct Appended {
    /// The whole new text.
    pub(crate) text: String,
    /// What was added, as `--dry-run` shows it.
    pub(crate) inserted: String,
    /// How many deals the file had before, so the caller can check there is one more.
    pub(crate) deals_before: usize,
    /// The file as it was, for the safety net (`unexpected_change`).
    pub(crate) before: Option<Digest>,
}

impl Appended {
    fn new(text: String, insertion: &str) -> Appended {
        // Without the separator that joined it to the list: a comma, line breaks.
        let shown = insertion
            .strip_prefix(',')
            .map_or(insertion, str::trim_start);
        Appended {
            text,
            inserted: shown.trim_matches(['\r', '\n']).to_owned(),
            deals_before: 0,
            before: None,
        }
    }
}

/// The text of `source` with `deal` appended to its deals, in the file's own style.
#[cfg(any(test, feature = "harness"))] // the fuzz and bench hooks, and tests
pub(crate) fn append(source: &Source, deal: &NewDeal) -> Result<Appended, Refusal> {
    append_read(source, read_for_change(source, None), deal)
}

/// `append`, on the file as read for it (`read_for_change(source, None)`, or the reading
/// that judged the file).
pub(crate) fn append_read(
    source: &Source,
    read: Read<'_>,
    deal: &NewDeal,
) -> Result<Appended, Refusal> {
    let (read, before) = unreadable(source, read)?;
    let root = &read.root;
    if root.as_table().is_none() {
        return Err(refuse(
            Some(root.span.clone()),
            "the file is not a table of keys, so there is no deals list to add to",
            "fix the file first: batak check FILE",
        ));
    }
    let layout = Layout::of(&source.text);
    // The last two deals: a new one is laid out like them.
    let last = read.around(read.count.saturating_sub(1));
    let mut appended = match source.format {
        Format::Toml => append_toml(&source.text, root, last, deal, layout),
        Format::Yaml => append_yaml(&source.text, root, last, deal, layout),
    }?;
    appended.deals_before = read.count;
    appended.before = Some(before);
    Ok(appended)
}

/// A file read for a change to it: what the splice needs (see `source::read_deals`) and
/// the digest of the file as it is, for the safety net; or its syntax errors.
pub(crate) type Read<'a> = Result<(source::Deals<'a>, Digest), Vec<Diagnostic>>;

/// Read `source` for a change to deal `number` (`None`: the last, or a new one after it).
#[cfg(any(test, feature = "harness"))] // the fuzz and bench hooks, and tests
pub(crate) fn read_for_change(source: &Source, number: Option<usize>) -> Read<'_> {
    read_with_digest(number, |each| source::read_deals(source, number, each))
}

/// What `read` (a reading for a change to deal `number`, which shows each deal to the
/// function it is given) gives, with the digest of the file made in the same reading.
pub(crate) fn read_with_digest<'a>(
    number: Option<usize>,
    read: impl FnOnce(&mut dyn FnMut(usize, &Node<'a>)) -> Result<source::Deals<'a>, Vec<Diagnostic>>,
) -> Read<'a> {
    let mut deals = Vec::new();
    let read = read(&mut |index, deal| {
        // A reading that starts again shows the deals again from the first.
        deals.truncate(index);
        deals.push(fingerprint(deal));
    })?;
    let deal = number.unwrap_or(read.count).checked_sub(1);
    let digest = Digest::new(&read, deals, deal);
    Ok((read, digest))
}

/// The file as read, or the refusal of a file that does not read.
fn unreadable<'a>(source: &Source, read: Read<'a>) -> Result<(source::Deals<'a>, Digest), Refusal> {
    read.map_err(|diagnostics| Refusal::Unreadable(diagnostics, source.text.clone()))
}

/// A TOML string value on one line, line breaks and control characters escaped (a
/// multi-line string would take the file's CRLF inside it and read back changed).
fn toml_string(text: &str) -> toml_edit::Value {
    quoted(text)
        .parse::<toml_edit::Value>()
        .unwrap_or_else(|_| toml_edit::Value::from(text))
}

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
    /// `--tricks` as a field.
    pub(crate) fn tricks(tricks: &TricksArg) -> Field {
        match tricks {
            TricksArg::Counts(counts) => Field::Counts(counts.clone()),
            TricksArg::Named(pairs) => Field::Named(pairs.clone()),
        }
    }

    /// The value as TOML writes it (strings on one line, see `toml_string`).
    fn toml(&self) -> toml_edit::Value {
        match self {
            Field::Text(text) => toml_string(text),
            Field::Date(date) => date
                .parse::<toml_edit::Value>()
                .unwrap_or_else(|_| toml_string(date)),
            Field::Int(number) => (*number).into(),
            Field::True => true.into(),
            Field::Counts(counts) => toml_edit::Value::Array(counts.iter().copied().collect()),
            Field::Named(pairs) => {
                let mut inline = toml_edit::InlineTable::new();
                for (name, count) in pairs {
                    inline.insert(name, (*count).into());
                }
                inline.fmt();
                toml_edit::Value::InlineTable(inline)
            }
        }
    }

    /// The value as YAML writes it: a flow value, on one line.
    fn yaml(&self) -> String {
        match self {
            Field::Text(text) => yaml_scalar(text),
            Field::Date(date) => date.clone(),
            Field::Int(number) => number.to_string(),
            Field::True => "true".to_owned(),
            Field::Counts(counts) => format!(
                "[{}]",
                counts
                    .iter()
                    .map(i64::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Field::Named(named) => format!(
                "{{ {} }}",
                named
                    .iter()
                    .map(|(name, count)| format!("{}: {count}", yaml_scalar(name)))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }
    }

    /// The value in `format`, as it is written after the key.
    pub(crate) fn written(&self, format: Format) -> String {
        match format {
            Format::Toml => self.toml().to_string().trim().to_owned(),
            Format::Yaml => self.yaml(),
        }
    }
}

/// The deal's fields, keys in the order people write them.
fn fields(deal: &NewDeal) -> Vec<(DealKey, Field)> {
    let mut fields = Vec::new();
    if let Some(dealer) = &deal.dealer {
        fields.push((DealKey::Dealer, Field::Text(dealer.clone())));
    }
    match (&deal.contract, &deal.predictions) {
        (None, None) => fields.push((DealKey::Passed, Field::True)),
        (_, Some(predictions)) => {
            fields.push((DealKey::Bids, Field::Counts(predictions.bids.clone())));
            if let Some(trump) = &predictions.trump {
                fields.push((DealKey::Trump, Field::Text(trump.clone())));
            }
            fields.push((DealKey::Tricks, Field::tricks(&predictions.tricks)));
        }
        (Some(contract), None) => {
            fields.push((DealKey::Declarer, Field::Text(contract.declarer.clone())));
            fields.push((DealKey::Bid, Field::Int(contract.bid)));
            if let Some(trump) = &contract.trump {
                fields.push((DealKey::Trump, Field::Text(trump.clone())));
            }
            fields.push((DealKey::Tricks, Field::tricks(&contract.tricks)));
        }
    }
    if let Some(note) = &deal.note {
        fields.push((DealKey::Note, Field::Text(note.clone())));
    }
    fields
}

/// The deal as a TOML table.
fn toml_table(deal: &NewDeal) -> toml_edit::Table {
    let mut table = toml_edit::Table::new();
    for (key, field) in fields(deal) {
        table.insert(key.name(), toml_edit::Item::Value(field.toml()));
    }
    table
}

/// `last`: the last two deals of the list (fewer if it has fewer).
fn append_toml(
    text: &str,
    root: &Node<'_>,
    last: &[Node<'_>],
    deal: &NewDeal,
    layout: Layout,
) -> Result<Appended, Refusal> {
    let table = toml_table(deal);
    let deals = root.get("deals");
    // `deals = [ … ]` starts with one bracket; an array of tables is spanned by `[[deals]]`.
    let inline_array = deals.filter(|node| {
        let rest = text.get(node.span.start..).unwrap_or_default();
        rest.starts_with('[') && !rest.starts_with("[[")
    });
    let Some(array) = inline_array else {
        if let Some(node) = deals.filter(|node| !matches!(node.value, Value::Array(_))) {
            return Err(refuse(
                Some(node.span.clone()),
                "deals is not a list",
                "fix the file first: batak check FILE",
            ));
        }
        // Array of tables, or no deals yet: a new [[deals]] table at the end.
        let mut document = toml_edit::DocumentMut::new();
        let mut tables = toml_edit::ArrayOfTables::new();
        tables.push(table);
        document.insert("deals", toml_edit::Item::ArrayOfTables(tables));
        let rendered = document.to_string();
        return Ok(append_at_end(
            text,
            &format!("\n{}", rendered.trim_end()),
            layout,
        ));
    };
    // deals = [ {...}, {...} ]: a new inline table before the closing bracket, laid out
    // like the one before it.
    let Value::Array(_) = &array.value else {
        return Err(refuse(
            Some(array.span.clone()),
            "deals is not a list",
            "fix the file first: batak check FILE",
        ));
    };
    let mut inline = table.into_inline_table();
    inline.fmt();
    let rendered = inline.to_string();
    let rendered = rendered.trim();
    append_to_flow_list(text, &array.span, last, rendered, layout)
}

/// `block` (lines without a final newline) after the end of the text, on lines of its
/// own, ending with a newline only if the text did.
fn append_at_end(text: &str, block: &str, layout: Layout) -> Appended {
    // Room for the whole at once: growing a copy of a large file would double it.
    let mut out = String::with_capacity(text.len() + 2 * block.len() + 4);
    out.push_str(text);
    if !out.is_empty() && !out.ends_with('\n') {
        out.push_str(layout.newline);
    }
    out.push_str(&layout.lines(block));
    if layout.trailing {
        out.push_str(layout.newline);
    }
    Appended::new(out, block)
}

/// Insert `item` as the last element of a bracketed list (TOML inline array, YAML flow
/// sequence), spaced like the elements already there, after a trailing comma if any.
/// `items`: its last two elements (fewer if it has fewer).
fn append_to_flow_list(
    text: &str,
    list: &std::ops::Range<usize>,
    items: &[Node<'_>],
    item: &str,
    layout: Layout,
) -> Result<Appended, Refusal> {
    if text.as_bytes().get(list.end.saturating_sub(1)) != Some(&b']') {
        return Err(refuse(
            Some(list.clone()),
            "cannot find the end of the deals list",
            "add the deal by hand",
        ));
    }
    let (insertion, at) = match items {
        [] => (item.to_owned(), list.start + 1),
        [.., last] => {
            let separator = match items {
                [only] => between(text, list.start + 1, only.span.start),
                [.., before, last] => between(text, before.span.end, last.span.start),
                [] => String::new(),
            };
            let leading_commas = separator
                .split_once(',')
                .is_some_and(|(before, _)| before.contains('\n'));
            let at = if leading_commas {
                last.span.end
            } else {
                after_comma(text, last.span.end)
            };
            // A comment after the last item on its line belongs to that item: the new
            // one goes on the next line, and the comment stays where it was written.
            let line_end = line_end(text, at);
            let rest = text.get(at..line_end).unwrap_or_default();
            let rest = rest.trim_start_matches([',', ' ', '\t']);
            if rest.starts_with('#') {
                let indent = item_indent(text, last.span.start, &separator);
                let trailing_comma = leading_commas
                    || text
                        .get(last.span.end..)
                        .is_some_and(|rest| rest.trim_start_matches([' ', '\t']).starts_with(','));
                let (comma, item_line) = if leading_commas {
                    (String::new(), format!("\n{indent}, {item}"))
                } else if trailing_comma {
                    (String::new(), format!("\n{indent}{item},"))
                } else {
                    (",".to_owned(), format!("\n{indent}{item}"))
                };
                let line_end = if text.as_bytes().get(line_end.wrapping_sub(1)) == Some(&b'\r') {
                    line_end - 1
                } else {
                    line_end
                };
                let mut out = String::with_capacity(text.len() + 2 * item_line.len() + 2);
                out.push_str(&text[..last.span.end]);
                out.push_str(&comma);
                out.push_str(&text[last.span.end..line_end]);
                out.push_str(&layout.lines(&item_line));
                out.push_str(&text[line_end..]);
                return Ok(Appended::new(out, &item_line));
            }
            if leading_commas {
                // Leading commas (`\n  , item`): the same line break, comma and spaces.
                (format!("{separator}{item}"), at)
            } else {
                // The spacing after the comma (a space before it, `{ a } , { b }`, is not
                // repeated: the new comma goes right after the last item).
                let after = separator
                    .split_once(',')
                    .map_or(separator.as_str(), |(_, after)| after);
                (format!(",{after}{item}"), at)
            }
        }
    };
    Ok(splice(text, at, &layout.lines(&insertion)))
}

/// The indentation of a list item's line when the item starts it (after a leading comma
/// perhaps), else the one the separator between items gives, else two spaces.
fn item_indent(text: &str, item: usize, separator: &str) -> String {
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
fn between(text: &str, from: usize, to: usize) -> String {
    let gap = text.get(from.min(to)..to).unwrap_or_default();
    let lines: Vec<String> = gap
        .split('\n')
        .map(|line| {
            let code = line.split('#').next().unwrap_or_default();
            code.chars()
                .filter(|c| (c.is_whitespace() && *c != '\r') || *c == ',')
                .collect()
        })
        .collect();
    let last = lines.len() - 1;
    let spacing = lines
        .iter()
        .enumerate()
        .map(|(index, line)| if index < last { line.trim_end() } else { line })
        .collect::<Vec<_>>()
        .join("\n");
    if spacing.trim_start_matches(',').is_empty() {
        " ".to_owned()
    } else {
        spacing
    }
}

/// Just past a trailing comma after `end`, if the last item has one (so the new item
/// follows it), else `end` itself.
fn after_comma(text: &str, end: usize) -> usize {
    let Some(rest) = text.get(end..) else {
        return end;
    };
    let trimmed = rest.trim_start_matches([' ', '\t']);
    if trimmed.starts_with(',') {
        end + (rest.len() - trimmed.len())
    } else {
        end
    }
}

/// A YAML scalar for a name or note: plain where that is safe, else double-quoted.
fn yaml_scalar(text: &str) -> String {
    let plain_safe = !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_alphanumeric() || " ._'-&".contains(c))
        && !text.starts_with([' ', '-', '\'', '&', '.'])
        && !text.ends_with(' ')
        && text.parse::<f64>().is_err()
        && !matches!(
            text.to_ascii_lowercase().as_str(),
            "true" | "false" | "yes" | "no" | "on" | "off" | "null" | "y" | "n"
        )
        && !looks_like_a_date(text)
        && reads_back_plain(text);
    if plain_safe {
        text.to_owned()
    } else {
        quoted(text)
    }
}

/// Whether `text` starts like a date (`2026-11-27`), which YAML 1.1 readers take for one.
fn looks_like_a_date(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.len() > 4 && bytes[..4].iter().all(u8::is_ascii_digit) && bytes[4] == b'-'
}

/// Whether `text`, written plain, reads back as that same string everywhere batak writes
/// one: a block value, a flow list item and a flow mapping key.
fn reads_back_plain(text: &str) -> bool {
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

/// The deal's entries as YAML `key: value` pairs (flow values).
fn yaml_pairs(deal: &NewDeal) -> Vec<(&'static str, String)> {
    fields(deal)
        .into_iter()
        .map(|(key, field)| (key.name(), field.yaml()))
        .collect()
}

fn yaml_flow(deal: &NewDeal) -> String {
    let inner: Vec<String> = yaml_pairs(deal)
        .into_iter()
        .map(|(key, value)| format!("{key}: {value}"))
        .collect();
    format!("{{ {} }}", inner.join(", "))
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

/// `last`: the last two deals of the list (fewer if it has fewer).
fn append_yaml(
    text: &str,
    root: &Node<'_>,
    last: &[Node<'_>],
    deal: &NewDeal,
    layout: Layout,
) -> Result<Appended, Refusal> {
    let entry = root
        .as_table()
        .and_then(|entries| entries.iter().find(|entry| entry.key == "deals"));
    let Some(entry) = entry else {
        // No deals yet: a block list at the end of the file.
        let block = format!("deals:\n  - {}", yaml_flow(deal));
        return Ok(append_at_end(text, &block, layout));
    };
    let node = &entry.node;
    let first = text.as_bytes().get(node.span.start).copied();
    // An anchor or a tag stands between the key and the value: `deals: &d [...]`.
    let decorated = text
        .get(entry.key_span.end..node.span.start)
        .is_some_and(|between| {
            between.lines().any(|line| {
                line.split('#')
                    .next()
                    .is_some_and(|code| code.contains(['&', '!']))
            })
        });
    if decorated
        || matches!(first, Some(b'*' | b'&' | b'!'))
        || entry.key_span.start > node.span.start
    {
        return Err(refuse(
            Some(node.span.clone()),
            "deals is written with an alias, anchor or tag; batak will not guess where a new deal goes",
            "write the deals out as a plain list, or add the deal by hand",
        ));
    }
    match &node.value {
        Value::Null => {
            let token = text.get(node.span.clone()).unwrap_or_default();
            if matches!(token, "~" | "null" | "Null" | "NULL") {
                // `deals: ~`: the token becomes a list of the one deal; a comment stays.
                let list = format!("[{}]", yaml_flow(deal));
                return Ok(replace(text, node.span.clone(), &list));
            }
            if !token.is_empty() {
                return Err(refuse(
                    Some(node.span.clone()),
                    "deals is written as an unusual null; batak will not guess how to replace it",
                    "write deals: with nothing after it, or add the deal by hand",
                ));
            }
            // `deals:` with nothing under it: the first item on the next line.
            let at = line_end(text, entry.key_span.end);
            let insertion = format!("\n  - {}", yaml_flow(deal));
            Ok(splice(text, at, &layout.lines(&insertion)))
        }
        Value::Array(_) if first == Some(b'[') => {
            append_to_flow_list(text, &node.span, last, &yaml_flow(deal), layout)
        }
        Value::Array(_) => {
            let Some(last) = last.last() else {
                return Err(refuse(
                    Some(node.span.clone()),
                    "cannot find the deals list",
                    "add the deal by hand",
                ));
            };
            // The new item opens like the last one, so its keys line up with the others.
            let Some((opening, key_column)) = block_item_opening(text, last.span.start) else {
                return Err(refuse(
                    Some(last.span.clone()),
                    "something stands between the last deal's dash and its first key; batak will not guess how to lay out a new deal",
                    "add the deal by hand",
                ));
            };
            let item_text = if text.as_bytes().get(last.span.start) == Some(&b'{') {
                format!("{opening}{}", yaml_flow(deal))
            } else {
                let lines: Vec<String> = yaml_pairs(deal)
                    .into_iter()
                    .enumerate()
                    .map(|(index, (key, value))| {
                        let lead = if index == 0 {
                            opening.clone()
                        } else {
                            " ".repeat(key_column)
                        };
                        format!("{lead}{key}: {value}")
                    })
                    .collect();
                lines.join("\n")
            };
            let mut at = line_end(text, last.span.end.saturating_sub(1).max(last.span.start));
            // Comment lines indented under the last item belong to it: the new item
            // goes after them (a comment at the list's own indentation or less stays
            // after the new item).
            let dash_column = opening.find('-').unwrap_or(0);
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
            let mut insertion = String::from("\n");
            insertion.push_str(&item_text);
            Ok(splice(text, at, &layout.lines(&insertion)))
        }
        _ => Err(refuse(
            Some(node.span.clone()),
            "deals is not a list",
            "fix the file first: batak check FILE",
        )),
    }
}

/// `insertion` put into `text` at byte `at`.
fn splice(text: &str, at: usize, insertion: &str) -> Appended {
    // Insert before a `\r` that ends the line, so CRLF pairs stay together.
    let at = if at > 0 && text.as_bytes().get(at - 1) == Some(&b'\r') {
        at - 1
    } else {
        at
    };
    let mut out = String::with_capacity(text.len() + insertion.len());
    out.push_str(&text[..at]);
    out.push_str(insertion);
    out.push_str(&text[at..]);
    Appended::new(out, insertion)
}

/// `text` with the bytes of `span` (a whole token) replaced by `replacement`.
fn replace(text: &str, span: std::ops::Range<usize>, replacement: &str) -> Appended {
    let mut out = String::with_capacity(text.len() + replacement.len());
    out.push_str(&text[..span.start]);
    out.push_str(replacement);
    out.push_str(&text[span.end..]);
    Appended::new(out, replacement)
}

/// What `batak new` writes above the rules: the title and date, the players, the teams,
/// the first dealer.
#[derive(Debug, Clone, Copy)]
pub(crate) struct NewHeader<'a> {
    pub(crate) title: Option<&'a str>,
    /// Year first (`2026-11-27`), written as a TOML date.
    pub(crate) date: Option<&'a str>,
    pub(crate) players: &'a [String],
    pub(crate) teams: Option<&'a [String]>,
    pub(crate) first_dealer: Option<&'a str>,
}

/// A fresh match file: the schema line, a comment on how to use it, the players (the
/// teams, the first dealer, or a comment showing how to name one), the preset and the settings given with --set, every other setting as a comment with the
/// preset's value, and no deals.
pub(crate) fn new_file(
    format: Format,
    header: &NewHeader<'_>,
    rules: &Rules,
    schema: &str,
) -> String {
    let NewHeader {
        title,
        date,
        players,
        teams,
        first_dealer,
    } = *header;
    // The two formats differ only in these pieces.
    let (schema_line, assign, indent, rules_header, deals_footer) = match format {
        Format::Toml => (
            format!("#:schema {schema}"),
            " = ",
            "",
            "\n[rules]\n",
            "\n# Deals follow as [[deals]] tables, in the order they are played.\n",
        ),
        Format::Yaml => (
            format!("# yaml-language-server: $schema={schema}"),
            ": ",
            "  ",
            "rules:\n",
            "# The deals, in the order they are played (batak add appends them).\ndeals:\n",
        ),
    };
    // JSON strings are valid TOML strings and YAML double-quoted scalars alike.
    let list = |names: &[String]| {
        let quoted: Vec<String> = names.iter().map(|name| quoted(name)).collect();
        format!("[{}]", quoted.join(", "))
    };
    // How a deal is added, in the form the rules use and with as many counts as players.
    let counts = ["a", "b", "c", "d"][..players.len().min(4)].join(",");
    let add_lines = if rules.everyone_bids() {
        let bids = ["3", "4", "2", "4"][..players.len().min(4)].join(",");
        format!(
            "#   batak add FILE --bids {bids} --tricks {counts} (every player's prediction, then the tricks taken)\n"
        )
    } else {
        format!(
            "#   batak add FILE --declarer NAME --bid N --tricks {counts} [--trump SUIT]\n#   batak add FILE --passed\n"
        )
    };
    let mut out = format!(
        "{schema_line}\n# A Batak match. Score it:   batak score FILE\n# Add each deal as it is played:\n{add_lines}#   (batak add writes in each deal's dealer: the player after the last deal's, or first_dealer)\n# Fix one: batak amend FILE [N] --tricks …   Undo one: batak remove FILE [N]\n# A live scoreboard: batak watch FILE\n\n{}{}players{assign}{}\n",
        title.map_or_else(
            || format!("# title{assign}\"Friday at Kemal's\"   # the match's title, above its tables and charts\n"),
            |title| format!("title{assign}{}\n", quoted(title))
        ),
        date.map_or_else(
            || format!("# date{assign}2026-11-27   # the match's date, year first\n"),
            |date| format!("date{assign}{date}\n")
        ),
        list(players)
    );
    if let Some(teams) = teams {
        out.push_str(&format!("teams{assign}{}\n", list(teams)));
    }
    // The first dealer starts the rotation; without one, the line shows how to give it.
    let (comment, dealer) = match first_dealer {
        Some(dealer) => ("", dealer),
        None => ("# ", players.first().map_or("", String::as_str)),
    };
    out.push_str(&format!(
        "{comment}first_dealer{assign}{}   # who deals the first deal; then each deal passes to the next player\n",
        quoted(dealer)
    ));
    out.push_str(rules_header);
    for setting in SETTINGS {
        let name = setting.name;
        let value = match rules.value(setting.id) {
            SettingValue::Choice(choice) if format == Format::Toml => {
                format!("\"{}\"", choice.name())
            }
            SettingValue::SameAsExtra => format!("{}", rules.extra_points()),
            SettingValue::ByPlayers => format!("{}", rules.hand()),
            value => value.to_string(),
        };
        // Only the preset and what --set gave are settings of the file; the others are
        // written as comments with the preset's value, so changing the preset later
        // changes them too (a file that pinned every value would ignore a new preset).
        let given = setting.id == Id::Preset || rules.origin(setting.id) == Origin::Flag;
        let comment = if given { "" } else { "# " };
        let meaning = match rules.value(setting.id) {
            SettingValue::SameAsExtra => "unset: follows extra_points",
            _ => setting.meaning,
        };
        out.push_str(&format!(
            "{indent}{comment}{name}{assign}{value}   # {meaning}\n"
        ));
    }
    out.push_str(deals_footer);
    out
}

#[cfg(test)]
mod tests;

/// A file with one deal less.
#[derive(Debug)]
pub(crate) struct Removed {
    /// The whole new text.
    pub(crate) text: String,
    /// The lines taken out, as `--dry-run` shows them.
    pub(crate) taken_out: String,
    /// Which deal (1-based) and how many the file had.
    pub(crate) number: usize,
    pub(crate) deals_before: usize,
    /// The file as it was, for the safety net (`unexpected_change`).
    pub(crate) before: Digest,
}

/// The text of `source` without deal `number` (default: the last): the deal's table or
/// list item, the comments on and inside it, and the comment lines directly above it (no
/// blank line between). Everything else stays byte for byte.
#[cfg(any(test, feature = "harness"))] // the fuzz and bench hooks, and tests
pub(crate) fn remove(source: &Source, number: Option<usize>) -> Result<Removed, Refusal> {
    remove_read(source, read_for_change(source, number), number)
}

/// `remove`, on the file as read for it (`read_for_change(source, number)`, or the reading
/// that judged the file).
pub(crate) fn remove_read(
    source: &Source,
    read: Read<'_>,
    number: Option<usize>,
) -> Result<Removed, Refusal> {
    let text = source.text.as_str();
    let (read, before) = unreadable(source, read)?;
    let Picked {
        list,
        items,
        at,
        index,
    } = deal_at(&read, number, "remove")?;
    let (deals_before, number) = (read.count, index + 1);
    let item = &items[at];
    let list = list.span.clone();
    let flow = text
        .get(list.start..)
        .is_some_and(|rest| rest.starts_with('[') && !rest.starts_with("[["));
    let first = number == 1;
    // Comments above the deal are looked for no higher than where the value before ends.
    let floor = at
        .checked_sub(1)
        .map_or(list.start, |before| value_end(&items[before]));
    let ranges = if flow {
        flow_item_ranges(text, items, at, floor)
    } else if text
        .get(item.span.start..)
        .is_some_and(|rest| rest.starts_with("[["))
    {
        let (start, end) = table_extent(text, item, first, floor);
        std::iter::once(start..end).collect()
    } else {
        let (start, end) = block_item_extent(text, item, first, floor)?;
        std::iter::once(start..end).collect()
    };
    let mut out = String::with_capacity(text.len());
    let mut removed = String::new();
    let mut at = 0;
    for range in &ranges {
        out.push_str(&text[at..range.start]);
        removed.push_str(&text[range.clone()]);
        at = range.end;
    }
    out.push_str(&text[at..]);
    amend::keep_no_final_newline(&mut out, Layout::of(text));
    Ok(Removed {
        text: out,
        taken_out: {
            // Whole lines keep their indentation; a comma or line break at either end goes.
            let shown = removed
                .trim_end_matches(['\r', '\n', ',', ' '])
                .trim_start_matches(['\r', '\n']);
            shown
                .strip_prefix(',')
                .map_or(shown, str::trim_start)
                .to_owned()
        },
        number,
        deals_before,
        before,
    })
}

/// A deal of the file picked for a change, with the deal before it.
struct Picked<'t, 'a> {
    /// The `deals` list.
    list: &'t Node<'a>,
    /// The deal before it (if any) and the deal.
    items: &'t [Node<'a>],
    /// Where the deal is in `items` (0 or 1).
    at: usize,
    /// Where it is in the file's deals, from 0.
    index: usize,
}

/// The deals list of the file read, and deal `number` (default: the last) with the one
/// before it (`read` must have kept them: read for that `number`); `what` the command
/// would do to it ("remove"), for the message when there is none.
fn deal_at<'t, 'a>(
    read: &'t source::Deals<'a>,
    number: Option<usize>,
    what: &str,
) -> Result<Picked<'t, 'a>, Refusal> {
    let deals = read.list();
    match deals.map(|node| (node, &node.value)) {
        Some((list, Value::Array(_))) if read.count > 0 => {
            let number = number.unwrap_or(read.count);
            if number == 0 || number > read.count {
                return Err(Refusal::NoSuchDeal(read.count));
            }
            let index = number - 1;
            let items = read.around(index);
            if items.is_empty() {
                // Not kept: `read` was made for another deal (a mistake here, not the file's).
                return Err(Refusal::NoSuchDeal(read.count));
            }
            Ok(Picked {
                list,
                items,
                at: items.len() - 1,
                index,
            })
        }
        _ => Err(Refusal::Unsafe(Box::new(
            Diagnostic::error(
                Code::Edit,
                deals.map(|node| node.span.clone()),
                format!("the file has no deals to {what}"),
            )
            .label("no deals here")
            .help("batak check FILE shows what the file holds"),
        ))),
    }
}

/// Whether the line holding `offset` is blank.
fn blank_line(text: &str, offset: usize) -> bool {
    let start = line_start(text, offset);
    text.get(start..line_end(text, offset))
        .is_some_and(|line| line.trim().is_empty())
}

/// `start` moved up over the comment lines directly above it (no blank line between);
/// in a YAML list, not over a comment indented deeper than `deepest` (it is inside the
/// item before); never above `floor`, where the value before ends (a line of a multi-line
/// string that starts with `#` is no comment).
fn with_comments_above(text: &str, start: usize, deepest: usize, floor: usize) -> usize {
    let mut start = start;
    while start > floor {
        let previous = line_start(text, start - 1);
        if previous < floor {
            // The line holds the end of a value before (a multi-line string's `# x"""`):
            // text, not a comment.
            break;
        }
        let line = text.get(previous..start).unwrap_or_default();
        let content = line.trim_start_matches([' ', '\t']);
        if content.trim_end().starts_with('#') && line.len() - content.len() <= deepest {
            start = previous;
        } else {
            break;
        }
    }
    start
}

/// Whole lines from `start` to the end of the line holding `last`, with the comments
/// directly above (unless `first`: comments above the first deal often speak of the whole
/// list, so they stay), and one of two blank lines around it, so the gap stays single.
fn whole_lines(
    text: &str,
    start: usize,
    last: usize,
    deepest: usize,
    first: bool,
    floor: usize,
) -> (usize, usize) {
    let start = if first {
        line_start(text, start)
    } else {
        with_comments_above(text, line_start(text, start), deepest, floor)
    };
    let mut end = (line_end(text, last) + 1).min(text.len());
    let blank_before = start > 0 && blank_line(text, start - 1);
    if blank_before && (end >= text.len() || blank_line(text, end)) {
        // The blank line before the deal goes with it (at the end of the file, or when
        // one follows too).
        let before = line_start(text, start - 1);
        return (before, end);
    }
    if !blank_before && end < text.len() && blank_line(text, end) && start == 0 {
        end = (line_end(text, end) + 1).min(text.len());
    }
    (start, end)
}

/// The last line (its start) of `text[from..to]` that holds something other than blanks
/// and comments at most `deepest` deep; `from` when there is none.
fn last_content_line(text: &str, from: usize, to: usize, deepest: usize) -> usize {
    let mut at = line_start(text, to.saturating_sub(1).max(from));
    loop {
        let line = text.get(at..line_end(text, at)).unwrap_or_default();
        let content = line.trim_start_matches([' ', '\t']);
        let indent = line.len() - content.len();
        let comment = content.trim_end().starts_with('#') && indent <= deepest;
        if !(content.trim().is_empty() || comment) || at <= from {
            return at.max(line_start(text, from));
        }
        at = line_start(text, at - 1);
    }
}

/// A TOML `[[deals]]` table: its header line to the last line before the next table
/// header (its own `[deals.…]` subtables included), without the comment block directly
/// above that header (it belongs to the next table) or the blank lines before it.
fn table_extent(text: &str, item: &Node<'_>, first: bool, floor: usize) -> (usize, usize) {
    let header = line_start(text, item.span.start);
    let mut at = (line_end(text, item.span.start) + 1).min(text.len());
    let mut next_header = text.len();
    while at < text.len() {
        let end = line_end(text, at);
        let line = text.get(at..end).unwrap_or_default().trim();
        let subtable = line
            .strip_prefix('[')
            .is_some_and(|rest| rest.trim_start().starts_with("deals."));
        // A line of a multi-line string or array of this table is no header, whatever
        // it starts with.
        let inside_a_value = item.as_table().is_some_and(|entries| {
            entries
                .iter()
                .any(|entry| entry.node.span.start < at && at < entry.node.span.end)
        });
        if line.starts_with('[') && !subtable && !inside_a_value {
            next_header = at;
            break;
        }
        at = end + 1;
    }
    let before_next = if next_header < text.len() {
        with_comments_above(text, next_header, usize::MAX, value_end(item))
    } else {
        next_header
    };
    let last = last_content_line(text, header, before_next, usize::MAX);
    // Comment lines after the last value and before a blank line are inside the table.
    let mut last_end = line_end(text, last);
    while last_end + 1 < before_next {
        let next = line_end(text, last_end + 1);
        let line = text.get(last_end + 1..next).unwrap_or_default().trim();
        if line.starts_with('#') {
            last_end = next;
        } else {
            break;
        }
    }
    whole_lines(text, header, last_end, usize::MAX, first, floor)
}

/// Where `node`'s values end: past its last key's value for a table (a TOML table's own
/// span may end at its header).
fn value_end(node: &Node<'_>) -> usize {
    node.as_table()
        .and_then(|entries| entries.iter().map(|entry| value_end(&entry.node)).max())
        .map_or(node.span.end, |end| end.max(node.span.end))
}

/// A YAML block list item: its dash line to its last line, comments indented under it.
fn block_item_extent(
    text: &str,
    item: &Node<'_>,
    first: bool,
    floor: usize,
) -> Result<(usize, usize), Refusal> {
    let Some((opening, _)) = block_item_opening(text, item.span.start) else {
        return Err(Refusal::Unsafe(Box::new(
            Diagnostic::error(
                Code::Edit,
                Some(item.span.clone()),
                "something stands between this deal's dash and its first key; batak will not guess where it starts",
            )
            .label("cannot remove this deal safely")
            .help("remove the deal by hand"),
        )));
    };
    // The dash is on the item's first line, or alone on the line before.
    let first_line = line_start(text, item.span.start);
    let start = if opening.contains('\n') {
        line_start(text, first_line.saturating_sub(1))
    } else {
        first_line
    };
    let dash_column = opening.find('-').unwrap_or(0);
    // A block scalar's span runs on over blank and comment lines: stop at the last line
    // with content inside the item.
    let mut last = line_end(
        text,
        last_content_line(text, item.span.start, item.span.end, dash_column),
    );
    while let Some(next) = text.get(last + 1..).filter(|rest| !rest.is_empty()) {
        let line = &next[..next.find('\n').unwrap_or(next.len())];
        let content = line.trim_start_matches(' ');
        if content.starts_with('#') && line.len() - content.len() > dash_column {
            last += 1 + line.len();
        } else {
            break;
        }
    }
    Ok(whole_lines(text, start, last, dash_column, first, floor))
}

/// An item of a bracketed list (TOML inline array, YAML flow sequence): with its line
/// and the comments on and above it when it stood on a line of its own (and the comma
/// after the item before, when it was the last one and had none); else with one comma.
#[allow(clippy::single_range_in_vec_init)] // a list of one or two ranges to take out
fn flow_item_ranges(
    text: &str,
    items: &[Node<'_>],
    index: usize,
    floor: usize,
) -> Vec<std::ops::Range<usize>> {
    let item = &items[index];
    let bytes = text.as_bytes();
    let skip_spaces = |mut at: usize| {
        while matches!(bytes.get(at), Some(b' ' | b'\t')) {
            at += 1;
        }
        at
    };
    let mut after = skip_spaces(item.span.end);
    let comma_after = bytes.get(after) == Some(&b',');
    if comma_after {
        after = skip_spaces(after + 1);
    }
    if bytes.get(after) == Some(&b'#') {
        after = line_end(text, after);
    }
    let own_line = text
        .get(line_start(text, item.span.start)..item.span.start)
        .is_some_and(|before| before.trim().trim_start_matches(',').trim().is_empty());
    let line_done = matches!(bytes.get(after), None | Some(b'\n' | b'\r'));
    if own_line && line_done {
        let start = with_comments_above(text, line_start(text, item.span.start), usize::MAX, floor);
        let end = (line_end(text, after) + 1).min(text.len());
        let mut ranges: Vec<std::ops::Range<usize>> = std::iter::once(start..end).collect();
        if !comma_after && index > 0 {
            let comma = skip_spaces(items[index - 1].span.end);
            if bytes.get(comma) == Some(&b',') {
                ranges.insert(0, comma..comma + 1);
            }
        }
        return ranges;
    }
    // On a line it shares: the item and its comma only; comments and line breaks stay.
    if comma_after {
        let end = if bytes.get(after) == Some(&b'#') {
            after
        } else {
            after.min(line_end(text, item.span.end))
        };
        return vec![item.span.start..end.max(item.span.end)];
    }
    let mut ranges = Vec::new();
    if index > 0 {
        // The last item: the comma after the one before it goes instead.
        let comma = skip_spaces(items[index - 1].span.end);
        if bytes.get(comma) == Some(&b',') {
            ranges.push(comma..comma + 1);
        }
    }
    // With the spaces before it on its line.
    let mut start = item.span.start;
    while start > 0 && matches!(bytes.get(start - 1), Some(b' ' | b'\t')) {
        start -= 1;
    }
    if ranges.is_empty() {
        start = item.span.start;
    }
    ranges.push(start..item.span.end);
    ranges
}

#[cfg(test)]
mod remove_tests;

/// What a change was asked to do to the file's deals, for `unexpected_change`.
#[derive(Debug, Clone)]
pub(crate) enum Change {
    /// One deal appended.
    Added,
    /// The deal at this index taken out.
    Removed(usize),
    /// The deal at this index changed in these keys only.
    Amended(usize, Vec<DealKey>),
    /// These keys at the top of the file changed (the title, the date), nothing else.
    Header(Vec<&'static str>),
}

/// A value's fingerprint, wherever it is written (spans aside): equal values, equal
/// fingerprints.
fn fingerprint(node: &Node<'_>) -> u64 {
    use std::hash::{Hash, Hasher};
    fn feed(node: &Node<'_>, hasher: &mut std::collections::hash_map::DefaultHasher) {
        std::mem::discriminant(&node.value).hash(hasher);
        match &node.value {
            Value::Null => {}
            Value::Bool(value) => value.hash(hasher),
            Value::Int(value) => value.hash(hasher),
            Value::Float(value) => value.to_bits().hash(hasher),
            Value::BigInt(text) | Value::Str(text) => text.hash(hasher),
            Value::Date(text) => text.hash(hasher),
            Value::Array(items) => {
                items.len().hash(hasher);
                for item in items {
                    feed(item, hasher);
                }
            }
            Value::Table(entries) => {
                entries.len().hash(hasher);
                for entry in entries {
                    entry.key.hash(hasher);
                    feed(&entry.node, hasher);
                }
            }
        }
    }
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    feed(node, &mut hasher);
    hasher.finish()
}

/// What the safety net compares of a file: the fingerprints of everything outside the
/// deals (by key, in order), of every deal, and of the entries of the deal a change is
/// about (by key, sorted). Made a deal at a time as the file is read: the file's tree is
/// never held, nor are two files' at once.
#[derive(Debug)]
pub(crate) struct Digest {
    outside: Vec<(String, u64)>,
    deals: Vec<u64>,
    entries: Vec<(String, u64)>,
}

impl Digest {
    /// The digest of a file read by `source::read_deals` (which kept deal `deal`, from 0),
    /// `deals` the fingerprints of the deals it showed.
    fn new(read: &source::Deals<'_>, mut deals: Vec<u64>, deal: Option<usize>) -> Digest {
        // Deals outside a `deals` list are none (as in the whole tree).
        deals.truncate(read.count);
        Digest {
            outside: outside(&read.root),
            deals,
            entries: deal
                .and_then(|index| read.item(index))
                .map(entries)
                .unwrap_or_default(),
        }
    }

    /// The digest of `source`, with the entries of deal `deal` (from 0); `None` when it
    /// does not parse or is not a table (validation reports that).
    #[cfg(any(test, feature = "harness"))] // the fuzz and bench hooks, and tests
    pub(crate) fn of(source: &Source, deal: Option<usize>) -> Option<Digest> {
        let mut deals = Vec::new();
        let number = deal.map(|index| index + 1);
        let read = source::read_deals(source, number, &mut |_, deal| deals.push(fingerprint(deal)))
            .ok()?;
        read.root.as_table()?;
        Some(Digest::new(&read, deals, deal))
    }
}

/// The safety net under every splice, read from the values as written (so it holds for a
/// file with errors too, which the scored comparison cannot judge): everything but the
/// deals reads back the same, and so does every deal but the one changed, and that one
/// but in the keys asked for. `None` when that holds, or when either text does not parse
/// (validation reports that); else what differs.
#[cfg(any(test, feature = "harness"))] // the fuzz and bench hooks, and tests
pub(crate) fn unexpected_change(
    before: &Source,
    after: &Source,
    change: &Change,
) -> Option<String> {
    let deal = match change {
        Change::Amended(index, _) => Some(*index),
        Change::Added | Change::Removed(_) | Change::Header(_) => None,
    };
    let old = Digest::of(before, deal)?;
    let new = Digest::of(after, deal)?;
    changed_besides(&old, &new, change)
}

/// What differs between the digests of a file before and after a change, besides the
/// change; `None` when nothing else does.
#[cfg(any(test, feature = "harness"))] // the fuzz and bench hooks, and tests
pub(crate) fn changed_besides(old: &Digest, new: &Digest, change: &Change) -> Option<String> {
    let mut net = Net::new(old, change);
    for &deal in &new.deals {
        net.deal(deal);
    }
    net.verdict(&new.outside, &new.entries)
}

/// The safety net's comparison, fed the changed file's deals one at a time as they are
/// read (their fingerprints are never all held).
struct Net<'d> {
    old: &'d Digest,
    change: &'d Change,
    /// How many deals the changed file has shown.
    count: usize,
    /// The first deal (its number before the change) that reads back otherwise.
    differs: Option<usize>,
}

impl<'d> Net<'d> {
    fn new(old: &'d Digest, change: &'d Change) -> Net<'d> {
        Net {
            old,
            change,
            count: 0,
            differs: None,
        }
    }

    /// The changed file's next deal.
    fn deal(&mut self, fingerprint: u64) {
        let index = self.count;
        self.count += 1;
        if self.differs.is_some() {
            return;
        }
        // The deal it must read back as: the same place, one on after a removed deal;
        // none for the deal amended (or added, which has no place before).
        let before = match self.change {
            Change::Added | Change::Header(_) => Some(index),
            Change::Removed(removed) => Some(if index >= *removed { index + 1 } else { index }),
            Change::Amended(amended, _) => (index != *amended).then_some(index),
        };
        if let Some(before) = before
            && let Some(&old) = self.old.deals.get(before)
            && old != fingerprint
        {
            self.differs = Some(before + 1);
        }
    }

    /// Forget the deals shown: the reader starts again.
    fn reset(&mut self) {
        self.count = 0;
        self.differs = None;
    }

    /// What differs, once every deal was shown: the changed file's fingerprints outside
    /// its deals and its changed deal's entries.
    fn verdict(&self, outside: &[(String, u64)], entries: &[(String, u64)]) -> Option<String> {
        let (old, count) = (self.old, self.count);
        // A header change may change its own keys there, and only those.
        let header: &[&str] = match self.change {
            Change::Header(keys) => keys,
            _ => &[],
        };
        let kept = |entries: &'_ [(String, u64)]| -> Vec<(String, u64)> {
            entries
                .iter()
                .filter(|(key, _)| !header.contains(&key.as_str()))
                .cloned()
                .collect()
        };
        if kept(&old.outside) != kept(outside) {
            return Some(
                "the edit would change the file outside its deals (a title, the players, the rules)"
                    .into(),
            );
        }
        match self.change {
            Change::Added if count != old.deals.len() + 1 => {
                return Some("the edit would not add exactly one deal".into());
            }
            Change::Removed(_) if count + 1 != old.deals.len() => {
                return Some("the edit would not remove exactly one deal".into());
            }
            Change::Amended(_, _) | Change::Header(_) if count != old.deals.len() => {
                return Some("the edit would change how many deals there are".into());
            }
            Change::Amended(index, touched) => {
                if untouched_of(&old.entries, touched) != untouched_of(entries, touched) {
                    return Some(format!(
                        "the edit would change more of deal {} than was asked",
                        index + 1
                    ));
                }
            }
            Change::Added | Change::Removed(_) | Change::Header(_) => {}
        }
        self.differs
            .map(|number| format!("the edit would change deal {number} as well"))
    }
}

/// `entries` but the keys a change touches.
fn untouched_of<'e>(entries: &'e [(String, u64)], touched: &[DealKey]) -> Vec<&'e (String, u64)> {
    entries
        .iter()
        .filter(|(key, _)| !touched.iter().any(|touched| touched.name() == key))
        .collect()
}

/// The changed file's side of the safety net, fed by the reading that validates it (one
/// reading for both): each deal compared as it comes, and the changed deal's entries
/// and text kept.
pub(crate) struct Check<'d, 's> {
    source: &'s Source,
    net: Net<'d>,
    /// The deal changed (`amend`), whose entries and text are kept.
    want: Option<usize>,
    entries: Vec<(String, u64)>,
    written: Option<String>,
}

impl<'d, 's> Check<'d, 's> {
    /// The check of `source`, the file `old` describes after `change`.
    pub(crate) fn new(source: &'s Source, old: &'d Digest, change: &'d Change) -> Check<'d, 's> {
        let want = match change {
            Change::Amended(index, _) => Some(*index),
            Change::Added | Change::Removed(_) | Change::Header(_) => None,
        };
        Check {
            source,
            net: Net::new(old, change),
            want,
            entries: Vec::new(),
            written: None,
        }
    }

    /// What the change did besides what was asked (`None`: nothing), once the file was
    /// read; `root` is its top-level table as read.
    pub(crate) fn verdict(&mut self, root: &Node<'_>) -> Option<String> {
        let outside = outside(root);
        if !matches!(
            root.get("deals").map(|node| &node.value),
            Some(Value::Array(_))
        ) {
            // Deals outside a `deals` list are none (as in the whole tree).
            self.net.reset();
        }
        self.net.verdict(&outside, &self.entries)
    }

    /// The changed deal's text as now written (`amend`).
    pub(crate) fn written(self) -> Option<String> {
        self.written
    }
}

impl source::Sink for Check<'_, '_> {
    fn header(&mut self, _root: &Node<'_>) {}

    fn deal(&mut self, deal: &Node<'_>) {
        if Some(self.net.count) == self.want {
            self.entries = entries(deal);
            self.written = amend::as_written(self.source, deal);
        }
        self.net.deal(fingerprint(deal));
    }

    fn reset(&mut self) {
        self.net.reset();
        self.entries.clear();
        self.written = None;
    }
}

/// The fingerprints of the top-level keys but `deals`, in order.
fn outside(root: &Node<'_>) -> Vec<(String, u64)> {
    root.as_table()
        .unwrap_or_default()
        .iter()
        .filter(|entry| entry.key != "deals")
        .map(|entry| (entry.key.to_string(), fingerprint(&entry.node)))
        .collect()
}

/// The fingerprints of a deal's entries, by key, sorted.
fn entries(deal: &Node<'_>) -> Vec<(String, u64)> {
    let mut entries: Vec<(String, u64)> = deal
        .as_table()
        .unwrap_or_default()
        .iter()
        .map(|entry| (entry.key.to_string(), fingerprint(&entry.node)))
        .collect();
    entries.sort();
    entries
}
