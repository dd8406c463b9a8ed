//! A report's text: where each line starts (line and column of an offset), and the
//! characters of a name or a value that are shown escaped, never raw.

/// Where each line of a text starts, so that line and column of any offset cost one binary
/// search and one count over that line: reports with thousands of diagnostics stay linear.
#[derive(Debug)]
pub(crate) struct LineIndex<'t> {
    pub(super) text: &'t str,
    starts: Vec<usize>,
    /// The last place counted (byte offset, its column): diagnostics come in the order
    /// of the text, so many on one long line count on from the one before.
    last: std::sync::Mutex<(usize, usize)>,
}

impl<'t> LineIndex<'t> {
    /// Index the lines of `text` (a line ends after each `\n`).
    pub(crate) fn new(text: &'t str) -> Self {
        LineIndex {
            text,
            starts: line_starts(text),
            last: std::sync::Mutex::new((0, 0)),
        }
    }

    /// Line and column (1-based, the column in characters) of a byte offset.
    pub(crate) fn line_column(&self, offset: usize) -> (usize, usize) {
        let offset = floor_char_boundary(self.text, offset);
        // The 0-based line holding byte `offset`.
        let line = self.starts.partition_point(|&start| start <= offset) - 1;
        let start = self.starts[line];
        let mut last = self
            .last
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let (before, counted) = *last;
        let column = if (start..=offset).contains(&before) {
            counted + self.text[before..offset].chars().count()
        } else {
            self.text[start..offset].chars().count()
        };
        *last = (offset, column);
        (line + 1, column + 1)
    }
}

/// Where each line of a text starts: at 0, and after each `\n`.
pub(super) fn line_starts(text: &str) -> Vec<usize> {
    std::iter::once(0)
        .chain(text.match_indices('\n').map(|(newline, _)| newline + 1))
        .collect()
}

/// The largest char boundary at or below `offset` (the text's length past its end).
pub(crate) fn floor_char_boundary(text: &str, offset: usize) -> usize {
    let mut offset = offset.min(text.len());
    while offset > 0 && !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

/// Whether a character must not reach a terminal raw: C0 and C1 controls (but tab and
/// line feed), DEL, the line and paragraph separators, and the bidirectional marks and
/// overrides that reorder what a terminal shows.
pub(crate) fn is_unsafe_char(c: char) -> bool {
    (c.is_control() && c != '\t' && c != '\n')
        || matches!(
            c,
            '\u{061c}'
                | '\u{200e}'
                | '\u{200f}'
                | '\u{2028}'
                | '\u{2029}'
                | '\u{202a}'..='\u{202e}'
                | '\u{2066}'..='\u{2069}'
                | '\u{fffe}'
                | '\u{ffff}'
        )
}

/// A name (a file, a flag's text) as one line: every unsafe character escaped, and
/// tabs and line breaks too.
pub(crate) fn escape_name(name: &str) -> String {
    escape_where(name, |c| is_unsafe_char(c) || c == '\n' || c == '\t').into_owned()
}

/// `text` with every unsafe character written as a Rust escape (`\u{1b}`): what tables,
/// Markdown and reports show of names, titles, notes and file text.
pub(crate) fn escape_controls(text: &str) -> std::borrow::Cow<'_, str> {
    escape_where(text, is_unsafe_char)
}

/// `text` with the characters `escape` picks written as Rust escapes.
fn escape_where(text: &str, escape: impl Fn(char) -> bool) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(&escape) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if escape(c) {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
}
