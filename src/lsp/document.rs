//! An open document as the editor holds it: its text, its version, and the conversion
//! between the byte offsets batak's spans are made of and the editor's positions (line,
//! and a column counted in the encoding the client negotiated: UTF-16 code units unless
//! it offered UTF-8). Edits arrive as ranges in those positions and are spliced here.

use crate::raw::Span;

/// How a position's column is counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Encoding {
    /// Bytes of UTF-8 (when the client offers `utf-8`).
    Utf8,
    /// UTF-16 code units: the protocol's default.
    Utf16,
}

/// A line and column, 0-based, the column in the document's `Encoding`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Position {
    pub(crate) line: u32,
    pub(crate) column: u32,
}

/// One text edit: the range it replaces (`None` for the whole text) and the new text.
#[derive(Debug, Clone)]
pub(crate) struct Change {
    pub(crate) range: Option<(Position, Position)>,
    pub(crate) text: String,
}

/// Where each line of a text starts, so a position costs a binary search and a count
/// over one line.
#[derive(Debug, Clone, Default)]
pub(crate) struct Lines {
    starts: Vec<usize>,
}

impl Lines {
    /// Index the lines of `text` (a line ends after each `\n`).
    pub(crate) fn new(text: &str) -> Lines {
        let mut starts = vec![0];
        starts.extend(
            text.bytes()
                .enumerate()
                .filter_map(|(index, byte)| (byte == b'\n').then_some(index + 1)),
        );
        Lines { starts }
    }

    /// The position of byte `offset` of `text` (clamped to the text, and down to a
    /// character boundary).
    pub(crate) fn position(&self, text: &str, offset: usize, encoding: Encoding) -> Position {
        let offset = crate::diagnostic::floor_char_boundary(text, offset.min(text.len()));
        let line = self.starts.partition_point(|&start| start <= offset) - 1;
        let before = &text[self.starts[line]..offset];
        let column = match encoding {
            Encoding::Utf8 => before.len(),
            Encoding::Utf16 => before.chars().map(char::len_utf16).sum(),
        };
        Position {
            line: u32::try_from(line).unwrap_or(u32::MAX),
            column: u32::try_from(column).unwrap_or(u32::MAX),
        }
    }

    /// The byte offset of `position` in `text`. A line past the end is the end of the
    /// text; a column past the line's end is its end (before the line break); a column
    /// inside a character (half a surrogate pair, a UTF-8 continuation byte) is that
    /// character's start.
    pub(crate) fn offset(&self, text: &str, position: Position, encoding: Encoding) -> usize {
        let Some(&start) = self.starts.get(position.line as usize) else {
            return text.len();
        };
        let end = self
            .starts
            .get(position.line as usize + 1)
            .map_or(text.len(), |&next| next - 1);
        let line = text[start..end]
            .strip_suffix('\r')
            .unwrap_or(&text[start..end]);
        let wanted = position.column as usize;
        let mut counted = 0;
        for (index, c) in line.char_indices() {
            let width = match encoding {
                Encoding::Utf8 => c.len_utf8(),
                Encoding::Utf16 => c.len_utf16(),
            };
            if counted + width > wanted {
                return start + index;
            }
            counted += width;
        }
        start + line.len()
    }
}

/// An open document: its text, version and line index.
#[derive(Debug, Clone)]
pub(crate) struct Document {
    pub(crate) text: String,
    pub(crate) version: i32,
    pub(crate) lines: Lines,
    pub(crate) format: crate::source::Format,
}

impl Document {
    /// A document opened with this text.
    pub(crate) fn new(text: String, version: i32, format: crate::source::Format) -> Document {
        Document {
            lines: Lines::new(&text),
            text,
            version,
            format,
        }
    }

    /// Apply the client's edits in order (each range is in the text as the edits before
    /// it left it), then take the new version.
    pub(crate) fn apply(&mut self, changes: Vec<Change>, version: i32, encoding: Encoding) {
        for change in changes {
            match change.range {
                None => self.text = change.text,
                Some((start, end)) => {
                    let start = self.lines.offset(&self.text, start, encoding);
                    let end = self.lines.offset(&self.text, end, encoding).max(start);
                    self.text.replace_range(start..end, &change.text);
                }
            }
            self.lines = Lines::new(&self.text);
        }
        self.version = version;
    }

    /// The position of a byte offset.
    pub(crate) fn position(&self, offset: usize, encoding: Encoding) -> Position {
        self.lines.position(&self.text, offset, encoding)
    }

    /// The byte offset of a position.
    pub(crate) fn offset(&self, position: Position, encoding: Encoding) -> usize {
        self.lines.offset(&self.text, position, encoding)
    }

    /// The range of a span.
    pub(crate) fn range(&self, span: &Span, encoding: Encoding) -> (Position, Position) {
        (
            self.position(span.start, encoding),
            self.position(span.end, encoding),
        )
    }
}
