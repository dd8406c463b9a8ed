//! `batak amend FILE --title … --date …`: the match's title and date, changed where they
//! are written at the top of the file, or added there: in place of the comment line
//! `batak new` leaves for the key (`# title = "…"`), else (a date) below the title, else
//! above the file's first key. Every other byte stays.

use std::ops::Range;

use super::{Edit, Field, Refusal, assign, before_cr, indent_before, line_end, line_start};
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

fn refuse(span: Range<usize>, message: impl Into<crate::lang::Text>) -> Refusal {
    let help = text!("edit-header-help");
    super::unsafe_change(Some(span), message, text!("edit-unsafe-label"), help)
}

/// The text of `source` with its title and date (year first, written as a TOML date) set
/// where given (`None`: left as it is), both found in one reading of it.
pub(crate) fn amend_header(
    source: &Source,
    title: Option<&str>,
    date: Option<&str>,
) -> Result<HeaderAmended, Refusal> {
    let fields = [
        title.map(|title| (TITLE, Field::Text(title.to_owned()))),
        date.map(|date| (DATE, Field::Date(date.to_owned()))),
    ];
    let text = source.text.as_str();
    let root = crate::source::parse(source).map_err(Refusal::Unreadable)?;
    let entries = header_entries(source, &root)?;
    // Where a date goes below the title: the start of the line after it.
    let mut below_title = entries
        .iter()
        .find(|entry| entry.key == TITLE)
        .map(|title| {
            let end = line_end(text, super::amend::value_end(text, &title.node.span));
            (end + 1).min(text.len())
        });
    let (mut edits, mut keys, mut before, mut after) = (Vec::new(), Vec::new(), vec![], vec![]);
    for (key, field) in fields.into_iter().flatten() {
        let line = field.line(key, source.format);
        let edit = if let Some(entry) = entries.iter().find(|entry| entry.key == key) {
            let (edit, was) = replaced_in_place(source, entry, key, &field)?;
            before.push(was);
            edit
        } else {
            let first_line = first_key_line(source, entries)?;
            let (edit, below) =
                if let Some(template) = template_line(source, key, entries, first_line) {
                    let below = (line_end(text, template.start) + 1).min(text.len());
                    ((template, line.clone()), below)
                } else {
                    // A date below the title, else above the first key.
                    let at = below_title.unwrap_or(first_line);
                    (inserted(text, at, &line), at)
                };
            // A title written where there was none: a date goes on the line after it.
            below_title = below_title.or(Some(below));
            edit
        };
        keys.push(key);
        after.push(line);
        edits.push(edit);
    }
    edits.sort_by_key(|(range, _)| range.start);
    Ok(HeaderAmended {
        text: super::apply_edits(text, &edits),
        keys,
        before: before.join("\n"),
        after: after.join("\n"),
    })
}

/// The file's top-level keys, refused when it has none or is one `{ … }` mapping.
fn header_entries<'root, 'text>(
    source: &Source,
    root: &'root Node<'text>,
) -> Result<&'root [Entry<'text>], Refusal> {
    let Some(entries) = root.as_table().filter(|entries| !entries.is_empty()) else {
        return Err(refuse(root.span.clone(), text!("edit-header-not-table")));
    };
    if source.format == Format::Yaml
        && source
            .text
            .get(root.span.start..)
            .is_some_and(|rest| rest.starts_with('{'))
    {
        return Err(refuse(root.span.clone(), text!("edit-header-flow")));
    }
    Ok(entries)
}

/// A key the file has, its value replaced where it is when it is written plainly: the
/// edit and the key's line as it was.
fn replaced_in_place(
    source: &Source,
    entry: &Entry<'_>,
    key: &str,
    field: &Field,
) -> Result<(Edit, String), Refusal> {
    let text = source.text.as_str();
    let node = &entry.node;
    let value = node.span.start..super::amend::value_end(text, &node.span);
    // The key bare and first on its line, only `=` or `:` (the sign alone, without the
    // spaces `assign` writes around it) and spaces before the value, on one line.
    let sign = assign(source.format).trim();
    let plain = text.get(entry.key_span.clone()) == Some(key)
        && indent_before(text, entry.key_span.start).is_some()
        && (text.get(entry.key_span.end..value.start))
            .is_some_and(|between| between.trim_matches([' ', '\t']) == sign)
        && !text.get(value.clone()).unwrap_or("\n").contains('\n')
        && matches!(node.value, Value::Str(_) | Value::Date(_));
    if !plain {
        return Err(refuse(
            entry.key_span.start..value.end,
            text!("edit-header-key-unusual", key = key),
        ));
    }
    let was = text
        .get(entry.key_span.start..value.end)
        .unwrap_or_default()
        .to_owned();
    Ok(((value, field.written(source.format)), was))
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
        return Err(refuse(first..first, text!("edit-header-first-key")));
    }
    Ok(first_line)
}

/// Where `# title = "…"` is, the line `batak new` leaves to be filled in, above the
/// file's other keys (the title may stand above it already).
fn template_line(
    source: &Source,
    key: &str,
    entries: &[Entry<'_>],
    first_line: usize,
) -> Option<Range<usize>> {
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
            return Some(at..before_cr(text, end));
        }
        at = end + 1;
    }
    None
}

/// `line` added at `at` (the start of a line, or the end of the text) on a line of its own.
fn inserted(text: &str, at: usize, line: &str) -> Edit {
    let newline = super::newline_of(text);
    if at == text.len() && !text.ends_with('\n') {
        (at..at, format!("{newline}{line}"))
    } else {
        (at..at, format!("{line}{newline}"))
    }
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
        // A title on its template line, and no template for the date: it goes below.
        let title_only = "# title = \"Friday\"\nplayers = [\"A\", \"B\", \"C\", \"D\"]\n";
        assert_eq!(
            amended(Format::Toml, title_only, Some("Cuma"), Some("2026-11-28")),
            "title = \"Cuma\"\ndate = 2026-11-28\nplayers = [\"A\", \"B\", \"C\", \"D\"]\n"
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
