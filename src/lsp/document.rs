//! An open document as the editor holds it: its text, its version, and the conversion
//! between the byte offsets batak's spans are made of and the editor's positions (line,
//! and a column counted in the encoding the client negotiated: UTF-16 code units unless
//! it offered UTF-8). Edits arrive as ranges in those positions and are spliced here.
//! A line ends, as the protocol counts lines, at `\n`, `\r\n` or a `\r` alone. Positions,
//! ranges and edits are the protocol's own shapes (`lsp_types`).

use lsp_types::{Position, TextDocumentContentChangeEvent};

/// How a position's column is counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Encoding {
    /// Bytes of UTF-8 (when the client offers `utf-8`).
    Utf8,
    /// UTF-16 code units: the protocol's default.
    Utf16,
}

/// Whether a line starts at byte `at` of `bytes` (`0 < at <= bytes.len()`): after a
/// `\n`, or after a `\r` that no `\n` follows. It depends on the two bytes around `at`
/// only.
fn starts_line(bytes: &[u8], at: usize) -> bool {
    match bytes[at - 1] {
        b'\n' => true,
        b'\r' => bytes.get(at) != Some(&b'\n'),
        _ => false,
    }
}

/// Where each line of `text` starts.
pub(crate) fn line_starts(text: &str) -> Vec<usize> {
    let bytes = text.as_bytes();
    let mut starts = vec![0];
    starts.extend((1..=bytes.len()).filter(|&at| starts_line(bytes, at)));
    starts
}

/// The end of the line holding byte `offset` (before its line break: `\n`, `\r\n` or
/// `\r`).
pub(crate) fn line_end(text: &str, offset: usize) -> usize {
    let offset = crate::diagnostic::floor_char_boundary(text, offset.min(text.len()));
    text[offset..]
        .find(['\n', '\r'])
        .map_or(text.len(), |at| offset + at)
}

/// An open document: its text, version and where each of its lines starts, so a
/// position costs a binary search and a count over one line.
#[derive(Debug, Clone)]
pub(crate) struct Document {
    pub(crate) text: String,
    pub(crate) version: i32,
    pub(crate) starts: Vec<usize>,
    pub(crate) format: crate::source::Format,
}

impl Document {
    /// A document opened with this text.
    pub(crate) fn new(text: String, version: i32, format: crate::source::Format) -> Document {
        Document {
            starts: line_starts(&text),
            text,
            version,
            format,
        }
    }

    /// Replace bytes `start..end` of the text (at character boundaries) with `new`, and
    /// the line starts with it: those before the range are kept, those in it are found in
    /// the new text alone, and those after it are moved. An edit costs its own length and
    /// a move of what follows it, never a reading of the whole text.
    fn splice(&mut self, start: usize, end: usize, new: &str) {
        self.text.replace_range(start..end, new);
        let bytes = self.text.as_bytes();
        // A start depends on the byte before it and the one at it: those before `start`
        // are unchanged, and so are those after `end` in the old text, moved.
        let first = self.starts.partition_point(|&at| at < start.max(1));
        let last = self.starts.partition_point(|&at| at <= end);
        let fresh: Vec<usize> = (start.max(1)..=start + new.len())
            .filter(|&at| starts_line(bytes, at))
            .collect();
        let moved = first + fresh.len();
        self.starts.splice(first..last, fresh);
        for at in &mut self.starts[moved..] {
            *at = *at - (end - start) + new.len();
        }
    }

    /// The position of byte `offset` of the text (clamped to the text, and down to a
    /// character boundary).
    pub(crate) fn position(&self, offset: usize, encoding: Encoding) -> Position {
        let text = &self.text;
        let offset = crate::diagnostic::floor_char_boundary(text, offset.min(text.len()));
        let line = self.starts.partition_point(|&start| start <= offset) - 1;
        let before = &text[self.starts[line]..offset];
        let column = match encoding {
            Encoding::Utf8 => before.len(),
            Encoding::Utf16 => before.chars().map(char::len_utf16).sum(),
        };
        Position::new(
            u32::try_from(line).unwrap_or(u32::MAX),
            u32::try_from(column).unwrap_or(u32::MAX),
        )
    }

    /// The byte offset of `position` in the text. A line past the end is the end of the
    /// text; a column past the line's end is its end (before the line break); a column
    /// inside a character (half a surrogate pair, a UTF-8 continuation byte) is that
    /// character's start.
    pub(crate) fn offset(&self, position: Position, encoding: Encoding) -> usize {
        let text = &self.text;
        let Some(&start) = self.starts.get(position.line as usize) else {
            return text.len();
        };
        let line = &text[start..line_end(text, start)];
        let wanted = position.character as usize;
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

    /// Apply the client's edits in order (each range is in the text as the edits before
    /// it left it), then take the new version. The line index follows each edit (it is
    /// built afresh only for a whole new text), so many edits in one change cost their
    /// own lengths, not one reading of the document each.
    pub(crate) fn apply(
        &mut self,
        changes: Vec<TextDocumentContentChangeEvent>,
        version: i32,
        encoding: Encoding,
    ) {
        for change in changes {
            match change.range {
                None => *self = Document::new(change.text, self.version, self.format),
                Some(range) => {
                    let start = self.offset(range.start, encoding);
                    let end = self.offset(range.end, encoding).max(start);
                    self.splice(start, end, &change.text);
                }
            }
        }
        self.version = version;
    }
}
