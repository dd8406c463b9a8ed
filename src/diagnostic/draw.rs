//! Drawing diagnostics: one file's list as a single miette report whose parent owns the
//! source text (a view of it, escaped, indexed once, long lines windowed) and whose
//! children are the problems; the headline over it.

use std::fmt;

use miette::{GraphicalReportHandler, GraphicalTheme, LabeledSpan, MietteDiagnostic};

use super::text::line_starts;
use super::{
    Diagnostic, LineIndex, MAX_KEPT, Severity, escape_name, floor_char_boundary, is_unsafe_char,
    tally,
};
use crate::lang::{Lang, Text, say};
use crate::raw::Span;

/// How rendered reports look.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct RenderStyle {
    pub(crate) color: bool,
    pub(crate) width: usize,
    /// The language the reports are written in.
    pub(crate) lang: Lang,
}

/// The most diagnostics a report draws; the rest are counted (JSON lists every one kept:
/// up to `MAX_KEPT`, then one `batak::omitted` that counts the rest).
pub(crate) const MAX_REPORTED: usize = 100;

/// The widest stretch of one line a snippet shows, in bytes: a 70,000-character line is
/// shown as a window around the problem (miette cannot draw a label that far right, and
/// nobody can read it).
pub(super) const SNIPPET_WINDOW: usize = 160;

/// The most lines a span is drawn over whole (a deal's `play` of 17 tricks, one a line,
/// and its brackets); a span of more, or longer than that many windows, is cut to one.
const SPAN_LINES: usize = 20;

/// A file's text as reports show it: control characters escaped (so a snippet never sends
/// an escape sequence to the terminal), lines indexed once (so drawing many diagnostics
/// stays linear), long lines cut to a window, and columns counted in characters of the
/// original text, as JSON counts them.
#[derive(Debug)]
struct SourceView<'t> {
    name: String,
    original: LineIndex<'t>,
    shown: String,
    /// Line starts of `shown`.
    starts: Vec<usize>,
    /// For each escaped character: its end in the original text and in `shown`.
    escapes: Vec<(usize, usize)>,
}

impl<'t> SourceView<'t> {
    fn new(name: &str, text: &'t str) -> Self {
        let mut shown = String::with_capacity(text.len());
        let mut escapes = Vec::new();
        let mut chars = text.char_indices().peekable();
        while let Some((offset, c)) = chars.next() {
            let crlf = c == '\r' && chars.peek().is_some_and(|&(_, next)| next == '\n');
            if is_unsafe_char(c) && !crlf {
                shown.extend(c.escape_unicode());
                escapes.push((offset + c.len_utf8(), shown.len()));
            } else {
                shown.push(c);
            }
        }
        SourceView {
            name: display_name(name),
            original: LineIndex::new(text),
            starts: line_starts(&shown),
            shown,
            escapes,
        }
    }

    /// Where an offset of the original text is in the shown text.
    fn shown_offset(&self, offset: usize) -> usize {
        self.moved(offset, |(original, shown)| (original, shown))
    }

    /// Where an offset of the shown text is in the original text.
    fn original_offset(&self, offset: usize) -> usize {
        self.moved(offset, |(original, shown)| (shown, original))
    }

    /// Where `offset` of one text is in the other: `ends` gives an escape's end in the
    /// text of `offset`, then in the other.
    fn moved(&self, offset: usize, ends: fn((usize, usize)) -> (usize, usize)) -> usize {
        let before = self.escapes.partition_point(|&end| ends(end).0 <= offset);
        match before.checked_sub(1).map(|index| ends(self.escapes[index])) {
            Some((from, to)) => offset - from + to,
            None => offset,
        }
    }

    /// A span of the original text as a span of the shown text: whole over a few lines,
    /// else at most a window long (a label under 70,000 characters helps nobody).
    fn span(&self, span: &Span) -> miette::SourceSpan {
        let text = self.original.text;
        let start = floor_char_boundary(text, span.start);
        let end = floor_char_boundary(text, span.end).max(start);
        // A few lines, none longer than a window (one is drawn whole, however wide).
        let few_lines = end - start <= SNIPPET_WINDOW * SPAN_LINES
            && text[start..end].matches('\n').count() < SPAN_LINES
            && text[start..end]
                .split('\n')
                .all(|line| line.len() <= SNIPPET_WINDOW);
        let end = if few_lines {
            end
        } else {
            floor_char_boundary(text, end.min(start + SNIPPET_WINDOW))
        };
        let (start, end) = (self.shown_offset(start), self.shown_offset(end));
        miette::SourceSpan::from(start..end)
    }

    /// The end of line `line` of the shown text, its newline included.
    fn line_end(&self, line: usize) -> usize {
        self.starts
            .get(line + 1)
            .copied()
            .unwrap_or(self.shown.len())
    }
}

impl miette::SourceCode for SourceView<'_> {
    fn read_span<'a>(
        &'a self,
        span: &miette::SourceSpan,
        context_lines_before: usize,
        context_lines_after: usize,
    ) -> Result<Box<dyn miette::SpanContents<'a> + 'a>, miette::MietteError> {
        let (start, end) = (span.offset(), span.offset() + span.len());
        if end > self.shown.len() {
            return Err(miette::MietteError::OutOfBounds);
        }
        let first = self.starts.partition_point(|&s| s <= start) - 1;
        let last = self.starts.partition_point(|&s| s < end.max(start + 1)) - 1;
        // Context lines count too: a megabyte-long line beside the problem is not shown.
        let context_first = first.saturating_sub(context_lines_before);
        let context_last = (last + context_lines_after).min(self.starts.len() - 1);
        let long = (context_first..=context_last)
            .any(|line| self.line_end(line) - self.starts[line] > SNIPPET_WINDOW);
        // The stretch of text miette lays out: whole lines, or a window of a long one.
        let (region_start, region_end, region_line) = if long {
            let from = floor_char_boundary(&self.shown, start.saturating_sub(SNIPPET_WINDOW / 2))
                .max(self.starts[first]);
            let to = floor_char_boundary(&self.shown, end + SNIPPET_WINDOW / 2)
                .min(self.line_end(last))
                .max(end);
            (from, to, first)
        } else {
            let (from, to) = (self.starts[context_first], self.line_end(context_last));
            (from, to, context_first)
        };
        let region = &self.shown[region_start..region_end];
        let inner = miette::SourceSpan::from((start - region_start)..(end - region_start));
        let contents = region.read_span(&inner, context_lines_before, context_lines_after)?;
        let data_start = region_start + contents.span().offset();
        let data = &self.shown.as_bytes()[data_start..data_start + contents.span().len()];
        let column = if context_lines_before == 0 {
            let (_, column) = self.original.line_column(self.original_offset(data_start));
            column - 1
        } else {
            0
        };
        Ok(Box::new(miette::MietteSpanContents::new_named(
            self.name.clone(),
            data,
            (data_start, data.len()).into(),
            region_line + contents.line(),
            column,
            contents.line_count(),
        )))
    }
}

/// A file name (or a flag's text) as a report shows it: escaped, and at most 80
/// characters.
fn display_name(name: &str) -> String {
    const LONGEST: usize = 80;
    let name = escape_name(name);
    match name.char_indices().nth(LONGEST) {
        Some((cut, _)) => format!("{}…", &name[..cut]),
        None => name,
    }
}

/// One problem as miette draws it, a child of the file's report: its words put in `lang`
/// and escaped, its spans placed in the view of the source.
fn child(diagnostic: &Diagnostic, lang: Lang, source: &SourceView<'_>) -> MietteDiagnostic {
    let said = |text: &Text| escape_name(&text.in_lang(lang));
    let labels = diagnostic.span.as_ref().map(|span| {
        let label = diagnostic.label.as_ref().map(said);
        let primary = LabeledSpan::new_primary_with_span(label, source.span(span));
        let others = diagnostic
            .also
            .iter()
            .map(|(span, label)| LabeledSpan::new_with_span(Some(said(label)), source.span(span)));
        std::iter::once(primary).chain(others).collect()
    });
    MietteDiagnostic {
        message: said(&diagnostic.message),
        code: Some(diagnostic.code.name().to_owned()),
        severity: Some(match diagnostic.severity {
            Severity::Error => miette::Severity::Error,
            Severity::Warning => miette::Severity::Warning,
        }),
        help: diagnostic.help.as_ref().map(said),
        url: None,
        labels,
    }
}

/// The file's report: owns the source, lists every problem.
#[derive(Debug)]
struct FileReport<'d> {
    headline: String,
    source: &'d SourceView<'d>,
    children: Vec<MietteDiagnostic>,
}

impl fmt::Display for FileReport<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.headline)
    }
}

impl std::error::Error for FileReport<'_> {}

impl miette::Diagnostic for FileReport<'_> {
    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        Some(self.source)
    }

    fn related<'a>(&'a self) -> Option<Box<dyn Iterator<Item = &'a dyn miette::Diagnostic> + 'a>> {
        Some(Box::new(
            self.children
                .iter()
                .map(|child| child as &dyn miette::Diagnostic),
        ))
    }
}

/// "2 errors and 1 warning in match.toml", of a file's errors and warnings (`tally`).
pub(crate) fn headline(lang: Lang, name: &str, (errors, warnings): (usize, usize)) -> String {
    say!(
        lang,
        "headline",
        errors = errors,
        warnings = warnings,
        file = name
    )
}

/// Render every diagnostic of one source as one report (the first `MAX_REPORTED`, then a
/// count of the rest).
pub(crate) fn render(
    name: &str,
    text: &str,
    diagnostics: &[Diagnostic],
    style: RenderStyle,
) -> String {
    let lang = style.lang;
    // The problems, counting those a summary stands for; JSON keeps `MAX_KEPT` of them
    // and counts the rest.
    let (errors, warnings) = tally(diagnostics);
    let source = &SourceView::new(name, text);
    let children = diagnostics
        .iter()
        .take(MAX_REPORTED)
        .map(|diagnostic| child(diagnostic, lang, source))
        .collect();
    let report = FileReport {
        headline: headline(lang, &source.name, (errors, warnings)),
        source,
        children,
    };
    let theme = if style.color {
        GraphicalTheme::unicode()
    } else {
        GraphicalTheme::unicode_nocolor()
    };
    let handler = GraphicalReportHandler::new_themed(theme)
        .with_width(style.width)
        // A value such as `koz-maca` is never split at its hyphen.
        .with_word_splitter(textwrap::WordSplitter::NoHyphenation)
        // Lines break at spaces only: a path such as `/proc` is never split after its `/`.
        .with_word_separator(textwrap::WordSeparator::AsciiSpace)
        .with_links(false);
    let mut out = String::new();
    if handler
        .render_report(&mut out, &report as &dyn miette::Diagnostic)
        .is_err()
    {
        out.clone_from(&report.headline);
    }
    // The problems past those drawn.
    if let Some(rest) = (errors + warnings)
        .checked_sub(MAX_REPORTED)
        .filter(|&n| n > 0 && diagnostics.len() > MAX_REPORTED)
    {
        let note = if errors + warnings > MAX_KEPT {
            say!(lang, "not-shown-counted", count = rest, kept = MAX_KEPT)
        } else {
            say!(lang, "not-shown", count = rest)
        };
        out.push_str(&format!("\n{note}\n"));
    }
    help_in_language(lang, &out)
}

/// miette writes `help:` before a help line, and `Error:` or `Warning:` before each
/// problem's code, in English: in `lang` here.
fn help_in_language(lang: Lang, report: &str) -> String {
    let words = [
        ("help:", say!(lang, "help-word")),
        ("Error:", say!(lang, "error-word")),
        ("Warning:", say!(lang, "warning-word")),
    ];
    if words.iter().all(|(english, said)| english == said) {
        return report.to_owned();
    }
    let mut out = String::with_capacity(report.len());
    // The lines a help line wraps onto are indented under its first word's end: when
    // the word is longer in the language, so is their indent (the column miette left
    // them at, and how many spaces more).
    let mut wrapped: Option<(usize, usize)> = None;
    for line in report.split_inclusive('\n') {
        let indent = line.len() - line.trim_start_matches(' ').len();
        if let Some((column, more)) = wrapped {
            if indent == column && line.trim() != "" {
                out.push_str(&" ".repeat(more));
                out.push_str(line);
                continue;
            }
            wrapped = None;
        }
        // With colour, the word comes after its style's escape sequence, which miette
        // puts before the indent of a help line and after the indent of the others.
        let (before, rest) = line.split_at(indent);
        let style = if rest.starts_with('\x1b') {
            rest.find('m').map_or(0, |end| end + 1)
        } else {
            0
        };
        let spaces = rest[style..].len() - rest[style..].trim_start_matches(' ').len();
        let style = style + spaces;
        let indent = indent + spaces;
        let found = words.iter().find_map(|(english, said)| {
            rest[style..]
                .strip_prefix(english)
                .map(|after| (english, said, after))
        });
        match found {
            Some((english, said, after)) => {
                let longer = said.chars().count().saturating_sub(english.len());
                if *english == "help:" && longer > 0 {
                    wrapped = Some((indent + "help: ".len(), longer));
                }
                out.push_str(before);
                out.push_str(&rest[..style]);
                out.push_str(said);
                out.push_str(after);
            }
            None => out.push_str(line),
        }
    }
    out
}
