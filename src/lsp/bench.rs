//! A change as the server answers it, for the benchmarks (`benches/lsp.rs`): the edit
//! spliced, the document judged, its diagnostics and inlay hints put in the protocol's
//! shapes. Only the framing and the pipe are left out.

use super::analysis::analyse;
use lsp_types::{Position, Range, TextDocumentContentChangeEvent as Change};

use super::document::{Document, Encoding};
use super::protocol::{self, View};
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
    let edit = ((line, column), (line, column + 1), text.to_owned());
    apply(open, &[edit]);
    let document = &open.0;
    let analysis = analyse("bench.toml", &document.text.clone(), document.format);
    let uri: lsp_types::Uri = "file:///bench.toml".parse().expect("a URI");
    let view = View {
        document,
        analysis: &analysis,
        encoding: Encoding::Utf16,
        lang: Lang::En,
    };
    let published = protocol::publish(&uri, Some(view));
    // A screenful around the change, as an editor asks for it.
    let screen = lsp_types::Range::new(
        lsp_types::Position::new(line.saturating_sub(30), 0),
        lsp_types::Position::new(line + 30, 0),
    );
    let hints = super::sheet::hints(view, screen);
    let sent = serde_json::to_string(&published.params).map_or(0, |json| json.len())
        + serde_json::to_string(&hints).map_or(0, |json| json.len());
    std::hint::black_box(sent);
    analysis.diagnostics.len() + hints.len()
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
            range: Some(Range::new(
                Position::new(*line, *column),
                Position::new(*end_line, *end_column),
            )),
            range_length: None,
            text: text.clone(),
        })
        .collect();
    document.apply(changes, document.version + 1, Encoding::Utf16);
    document.text.len()
}
