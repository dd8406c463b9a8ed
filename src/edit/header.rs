//! `batak amend FILE --title … --date …`: the match's title and date, changed where they
//! are written at the top of the file, or added there: in place of the comment line
//! `batak new` leaves for the key (`# title = "…"`), else (a date) below the title, else
//! above the file's first key. Every other byte stays.

use std::ops::Range;

use super::{Field, Layout, Refusal, assign, before_cr, indent_before, line_end, line_start};
use crate::diagnostic::{Code, Diagnostic};
use crate::lang::text;
use crate::raw::{Entry, Node, Value};
use crate::source::{Format, Source};

/// The header keys `amend` changes, in the order they are written.
const TITLE: &str = "title";
const DATE: &str = "date";

/// A file with its title or date changed.
#[derive(Debug)]
pub(crate) struct HeaderAmended {
    pub(crate) text: String,
    /// The keys changed, in the order they are written.
    pub(crate) keys: Vec<&'static str>,
    /// The lines of the keys changed, as they were and as they are (for `--dry-run`).
    pub(crate) before: String,
    pub(crate) after: String,
}

fn refuse(span: Option<Range<usize>>, message: impl Into<crate::lang::Text>) -> Refusal {
    Refusal::Unsafe(Box::new(
        Diagnostic::error(Code::Edit, span, message)
            .label(text!("edit-unsafe-label"))
            .help(text!("edit-header-help")),
    ))
}

/// The text of `source` with its title and date (year first, written as a TOML date) set
/// where given (`None`: left as it is).
pub(crate) fn amend_header(
    source: &Source,
    title: Option<&str>,
    date: Option<&str>,
) -> Result<HeaderAmended, Refusal> {
    let fields = [
        title.map(|title| (TITLE, Field::Text(title.to_owned()))),
        date.map(|date| (DATE, Field::Date(date.to_owned()))),
    ];
    // Each key set in the text the one before left.
    let mut current = source.clone();
    let (mut keys, mut before, mut after) = (Vec::new(), Vec::new(), Vec::new());
    for (key, field) in fields.into_iter().flatten() {
        let (changed, was, now) = set_key(&current, key, &field)?;
        keys.push(key);
        before.extend(was);
        after.push(now);
        current.text = changed;
    }
    Ok(HeaderAmended {
        text: current.text,
        keys,
        before: before.join("\n"),
        after: after.join("\n"),
    })
}

/// `key` set to `field` in `source`'s text: the new text, the key's line as it was (if
/// it was there) and as it is.
fn set_key(
    source: &Source,
    key: &str,
    field: &Field,
) -> Result<(String, Option<String>, String), Refusal> {
    let text = source.text.as_str();
    let root = super::parsed(source)?;
    let entries = header_entries(source, &root)?;
    let line = field.line(key, source.format);
    if let Some(entry) = entries.iter().find(|entry| entry.key == key) {
        let (changed, was) = replaced_in_place(source, entry, key, field)?;
        return Ok((changed, Some(was), line));
    }
    let first_line = first_key_line(source, entries)?;
    if let Some(changed) = template_filled(source, key, entries, first_line, &line) {
        return Ok((changed, None, line));
    }
    let changed = inserted(text, key, entries, first_line, &line);
    Ok((changed, None, line))
}

/// The file's top-level keys, refused when it has none or is one `{ … }` mapping.
fn header_entries<'root, 'text>(
    source: &Source,
    root: &'root Node<'text>,
) -> Result<&'root [Entry<'text>], Refusal> {
    let Some(entries) = root.as_table().filter(|entries| !entries.is_empty()) else {
        return Err(refuse(
            Some(root.span.clone()),
            text!("edit-header-not-table"),
        ));
    };
    if source.format == Format::Yaml
        && source
            .text
            .get(root.span.start..)
            .is_some_and(|rest| rest.starts_with('{'))
    {
        return Err(refuse(Some(root.span.clone()), text!("edit-header-flow")));
    }
    Ok(entries)
}

/// A key the file has, its value replaced where it is when it is written plainly: the
/// new text and the key's line as it was.
fn replaced_in_place(
    source: &Source,
    entry: &Entry<'_>,
    key: &str,
    field: &Field,
) -> Result<(String, String), Refusal> {
    let text = source.text.as_str();
    let node = &entry.node;
    let value = node.span.start..super::amend::value_end(text, &node.span);
    let plain = key_alone(text, &entry.key_span, key)
        && separator_is_plain(text, source.format, entry.key_span.end, value.start)
        && !text.get(value.clone()).unwrap_or("\n").contains('\n')
        && matches!(node.value, Value::Str(_) | Value::Date(_));
    if !plain {
        return Err(refuse(
            Some(entry.key_span.start..value.end),
            text!("edit-header-key-unusual", key = key),
        ));
    }
    let was = text
        .get(entry.key_span.start..value.end)
        .unwrap_or_default()
        .to_owned();
    let new_value = field.written(source.format);
    let changed = format!("{}{new_value}{}", &text[..value.start], &text[value.end..]);
    Ok((changed, was))
}

/// Where the line of the file's first key starts (what is added goes above it), refused
/// in YAML when something stands before the key on its line (an indented mapping, a
/// `? ` key): above a TOML key's line, or a table header's, a line always goes.
fn first_key_line(source: &Source, entries: &[Entry<'_>]) -> Result<usize, Refusal> {
    let text = source.text.as_str();
    let first = entries
        .iter()
        .min_by_key(|entry| entry.key_span.start)
        .map_or(0, |entry| entry.key_span.start);
    let first_line = line_start(text, first);
    if source.format == Format::Yaml && first_line != first {
        return Err(refuse(Some(first..first), text!("edit-header-first-key")));
    }
    Ok(first_line)
}

/// `# title = "…"`, the line `batak new` leaves to be filled in, above the file's other
/// keys (the title may stand above it already), replaced by `line`: the new text.
fn template_filled(
    source: &Source,
    key: &str,
    entries: &[Entry<'_>],
    first_line: usize,
    line: &str,
) -> Option<String> {
    let text = source.text.as_str();
    let template = format!("# {key}{}", assign(source.format));
    let others = entries
        .iter()
        .filter(|entry| entry.key != TITLE && entry.key != DATE)
        .map(|entry| line_start(text, entry.key_span.start))
        .min()
        .unwrap_or(first_line);
    let mut at = 0;
    while at < others {
        let end = line_end(text, at);
        if text[at..end].starts_with(&template) {
            let end = before_cr(text, end);
            return Some(format!("{}{line}{}", &text[..at], &text[end..]));
        }
        at = end + 1;
    }
    None
}

/// `line` added: a date below the title when the title is there, else above the first
/// key (at `first_line`).
fn inserted(text: &str, key: &str, entries: &[Entry<'_>], first_line: usize, line: &str) -> String {
    let layout = Layout::of(text);
    let below = (key == DATE)
        .then(|| entries.iter().find(|entry| entry.key == TITLE))
        .flatten()
        .map(|title| {
            let end = line_end(text, super::amend::value_end(text, &title.node.span));
            (end + 1).min(text.len())
        });
    let insert_at = below.unwrap_or(first_line);
    let mut insertion = line.to_owned();
    if insert_at == text.len() && !text.ends_with('\n') {
        insertion.insert_str(0, layout.newline);
    } else {
        insertion.push_str(layout.newline);
    }
    format!("{}{insertion}{}", &text[..insert_at], &text[insert_at..])
}

/// Whether `key` is written bare at `span`, first on its line.
fn key_alone(text: &str, span: &Range<usize>, key: &str) -> bool {
    text.get(span.clone()) == Some(key) && indent_before(text, span.start).is_some()
}

/// Whether only `=` (TOML) or `:` (YAML), and spaces, stand between a key and its value.
fn separator_is_plain(text: &str, format: Format, key_end: usize, value_start: usize) -> bool {
    // The sign alone, without the spaces `assign` writes around it.
    let sign = assign(format).trim();
    (text.get(key_end..value_start))
        .is_some_and(|between| between.trim_matches([' ', '\t']) == sign)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn amended(format: Format, text: &str, title: Option<&str>, date: Option<&str>) -> String {
        let source = Source {
            name: "t".into(),
            text: text.into(),
            format,
        };
        amend_header(&source, title, date).expect("amended").text
    }

    #[test]
    fn values_change_where_they_are_written_and_comments_stay() {
        let toml = "# top\ntitle = \"Old\"   # the title\ndate = 2026-01-02\nplayers = [\"A\", \"B\", \"C\", \"D\"]\n";
        assert_eq!(
            amended(Format::Toml, toml, Some("New: \"x\""), Some("2026-11-27")),
            "# top\ntitle = \"New: \\\"x\\\"\"   # the title\ndate = 2026-11-27\nplayers = [\"A\", \"B\", \"C\", \"D\"]\n"
        );
        let yaml = "title: Old  # the title\ndate: '2026-01-02'\nplayers: [A, B, C, D]\n";
        assert_eq!(
            amended(Format::Yaml, yaml, Some("New"), Some("2026-11-27")),
            "title: New  # the title\ndate: 2026-11-27\nplayers: [A, B, C, D]\n"
        );
    }

    #[test]
    fn a_missing_key_takes_its_template_line_else_goes_above_the_first_key() {
        let made = "# how to\n\n# title = \"Friday\"   # the title\n# date = 2026-11-27   # the date\nplayers = [\"A\", \"B\", \"C\", \"D\"]\n";
        assert_eq!(
            amended(Format::Toml, made, Some("Cuma"), None),
            "# how to\n\ntitle = \"Cuma\"\n# date = 2026-11-27   # the date\nplayers = [\"A\", \"B\", \"C\", \"D\"]\n"
        );
        assert_eq!(
            amended(Format::Toml, made, Some("Cuma"), Some("2026-11-28")),
            "# how to\n\ntitle = \"Cuma\"\ndate = 2026-11-28\nplayers = [\"A\", \"B\", \"C\", \"D\"]\n"
        );
        let bare = "# Exactly four\nplayers = [\"A\", \"B\", \"C\", \"D\"]\r\n\r\n[rules]\r\n";
        assert_eq!(
            amended(Format::Toml, bare, Some("Cuma"), Some("2026-11-27")),
            "# Exactly four\ntitle = \"Cuma\"\r\ndate = 2026-11-27\r\nplayers = [\"A\", \"B\", \"C\", \"D\"]\r\n\r\n[rules]\r\n"
        );
        // A date goes below the title.
        let titled = "players: [A, B, C, D]\ntitle: Cuma\ndeals: []\n";
        assert_eq!(
            amended(Format::Yaml, titled, None, Some("2026-11-27")),
            "players: [A, B, C, D]\ntitle: Cuma\ndate: 2026-11-27\ndeals: []\n"
        );
    }

    /// A date below a title on the file's last line, with or without its newline.
    #[test]
    fn a_date_below_the_last_line_keeps_the_file_s_ending() {
        for (text, out) in [
            (
                "players: [A, B, C, D]\ntitle: Cuma",
                "players: [A, B, C, D]\ntitle: Cuma\ndate: 2026-11-27",
            ),
            (
                "players: [A, B, C, D]\ntitle: Cuma\n",
                "players: [A, B, C, D]\ntitle: Cuma\ndate: 2026-11-27\n",
            ),
        ] {
            assert_eq!(amended(Format::Yaml, text, None, Some("2026-11-27")), out);
        }
    }

    /// Indented TOML keys are still written plainly, and a TOML file whose first key is
    /// a table's gets its title above the table's header.
    #[test]
    fn indented_toml_keys_and_tables_are_plain() {
        assert_eq!(
            amended(
                Format::Toml,
                " \ttitle = \"Old\"\n \tplayers = [\"A\", \"B\", \"C\", \"D\"]\n",
                Some("New"),
                None
            ),
            " \ttitle = \"New\"\n \tplayers = [\"A\", \"B\", \"C\", \"D\"]\n"
        );
        assert_eq!(
            amended(
                Format::Toml,
                "\t players = [\"A\", \"B\", \"C\", \"D\"]\n",
                Some("New"),
                None
            ),
            "title = \"New\"\n\t players = [\"A\", \"B\", \"C\", \"D\"]\n"
        );
        assert_eq!(
            amended(
                Format::Toml,
                "[rules]\npreset = \"classic\"\n",
                Some("New"),
                None
            ),
            "title = \"New\"\n[rules]\npreset = \"classic\"\n"
        );
    }

    #[test]
    fn the_keys_changed_are_named_in_order() {
        let source = Source {
            name: "t".into(),
            text: "players = [\"A\", \"B\", \"C\", \"D\"]\n".into(),
            format: Format::Toml,
        };
        let both = amend_header(&source, Some("New"), Some("2026-11-27"));
        assert_eq!(both.expect("amended").keys, [TITLE, DATE]);
        let date = amend_header(&source, None, Some("2026-11-27"));
        assert_eq!(date.expect("amended").keys, [DATE]);
    }

    /// Each refusal says what batak would not guess at.
    #[test]
    fn what_batak_will_not_guess_at_is_refused() {
        let unusual = || text!("edit-header-key-unusual", key = TITLE);
        for (format, text, message) in [
            (
                Format::Toml,
                "title = \"\"\"two\nlines\"\"\"\nplayers = [\"A\", \"B\", \"C\", \"D\"]\n",
                unusual(),
            ),
            (
                Format::Toml,
                "\"title\" = \"x\"\nplayers = [\"A\", \"B\", \"C\", \"D\"]\n",
                unusual(),
            ),
            (
                Format::Yaml,
                "{title: x, players: [A, B, C, D]}\n",
                text!("edit-header-flow"),
            ),
            (
                Format::Yaml,
                "{players: [A, B, C, D]}\n",
                text!("edit-header-flow"),
            ),
            (
                Format::Yaml,
                "title: |\n  two\n  lines\nplayers: [A, B, C, D]\n",
                unusual(),
            ),
            (
                Format::Yaml,
                "title: !!str x\nplayers: [A, B, C, D]\n",
                unusual(),
            ),
            (
                Format::Yaml,
                "  players: [A, B, C, D]\n",
                text!("edit-header-first-key"),
            ),
            (
                Format::Yaml,
                "? players\n: [A, B, C, D]\n",
                text!("edit-header-first-key"),
            ),
        ] {
            let source = Source {
                name: "t".into(),
                text: text.into(),
                format,
            };
            match amend_header(&source, Some("New"), None) {
                Err(Refusal::Unsafe(diagnostic)) => {
                    assert_eq!(diagnostic.message, message, "{text}");
                }
                other => panic!("{other:?} for:\n{text}"),
            }
        }
    }
}
