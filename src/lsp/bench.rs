//! A change as the server answers it, for the benchmarks (`benches/lsp.rs`): the edit
//! spliced, the document judged, its diagnostics and inlay hints put in the protocol's
//! shapes. Only the framing and the pipe are left out.

use super::analysis::analyse;
use super::document::{Change, Document, Encoding, Position};
use super::protocol;
use crate::lang::Lang;
use crate::source::Format;

/// An open document.
#[derive(Clone)]
pub(crate) struct Open(Document);

/// Open `text` as TOML or YAML.
pub(crate) fn open(text: String, yaml: bool) -> Open {
    let format = if yaml { Format::Yaml } else { Format::Toml };
    Open(Document::new(text, 1, format))
}

/// Replace the character at `line`, `column` (UTF-16) with `text` and answer as the
/// server does. Returns the count of diagnostics and hints sent.
pub(crate) fn change(open: &mut Open, line: u32, column: u32, text: &str) -> usize {
    let document = &mut open.0;
    let edit = Change {
        range: Some((
            Position { line, column },
            Position {
                line,
                column: column + 1,
            },
        )),
        text: text.to_owned(),
    };
    document.apply(vec![edit], document.version + 1, Encoding::Utf16);
    let analysis = analyse("bench.toml", &document.text.clone(), document.format);
    let uri: lsp_types::Uri = "file:///bench.toml".parse().expect("a URI");
    let published = protocol::publish(
        &uri,
        Some(document),
        Some(&analysis),
        Encoding::Utf16,
        Lang::En,
    );
    // A screenful around the change, as an editor asks for it.
    let screen = lsp_types::Range::new(
        lsp_types::Position::new(line.saturating_sub(30), 0),
        lsp_types::Position::new(line + 30, 0),
    );
    let hints = protocol::hints(document, &analysis, screen, Encoding::Utf16, Lang::En);
    let sent = serde_json::to_string(&published.params).map_or(0, |json| json.len())
        + hints.to_string().len();
    std::hint::black_box(sent);
    analysis.diagnostics.len() + hints.as_array().map_or(0, Vec::len)
}

/// An edit: `((line, column), (line, column))` in UTF-16, and its text.
pub(crate) type Edit = ((u32, u32), (u32, u32), String);

/// Apply `edits` (each a range, `((line, column), (line, column))` in UTF-16, and its
/// text) as one `didChange` does, without judging. Returns the text's length after.
pub(crate) fn apply(open: &mut Open, edits: &[Edit]) -> usize {
    let document = &mut open.0;
    let changes = edits
        .iter()
        .map(|((line, column), (end_line, end_column), text)| Change {
            range: Some((
                Position {
                    line: *line,
                    column: *column,
                },
                Position {
                    line: *end_line,
                    column: *end_column,
                },
            )),
            text: text.clone(),
        })
        .collect();
    document.apply(changes, document.version + 1, Encoding::Utf16);
    document.text.len()
}
