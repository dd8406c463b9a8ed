//! TOML, read from `toml_parser`'s own events. The lexer runs over the whole text once;
//! its tokens are parsed a stretch of whole lines at a time (at least `STRETCH` tokens,
//! cut only between top-level lines), so neither the tokens nor the events of the file
//! are ever held at once. The tables are built here with TOML's rules, as the `toml` crate
//! enforces them (duplicate keys, tables defined twice, dotted keys into inline or
//! `[table]`-defined tables, arrays of tables); each `[[deals]]` table goes to the reader's
//! [`Feed`] as soon as the next one starts, and each deal of an inline `deals = [ … ]` as
//! soon as it closes.

mod problems;
mod splitter;
mod table;

use problems::{diagnostic, without_underscores};
use splitter::{Piece, Place, Splitter};
use table::{Item, Table};

use std::borrow::Cow;
use std::num::IntErrorKind::{NegOverflow, PosOverflow};

use toml_parser::decoder::ScalarKind;
use toml_parser::lexer::{Token, TokenKind};
use toml_parser::parser::{Event, EventKind, RecursionGuard, ValidateWhitespace};
use toml_parser::{Expected, ParseError};

use super::DEALS;
use super::reader::Feed;
use crate::diagnostic::{Diagnostic, MAX_KEPT};
use crate::raw::{Entry, Node, Span, Value};

/// How deep arrays and inline tables may nest (the `toml` crate's limit).
const DEPTH_LIMIT: u32 = 80;

/// The fewest tokens parsed in one stretch.
const STRETCH: usize = 4096;

/// Read a TOML document: deals into `out` as they stream, then the top-level table (the
/// deals that did not stream still in it), or the syntax errors.
pub(super) fn read<'a>(text: &'a str, out: &mut Feed<'_, 'a>) -> Result<Node<'a>, Vec<Diagnostic>> {
    let mut reader = Reader {
        source: toml_parser::Source::new(text),
        errors: Vec::new(),
        // The whole file's table has no span of its own (as in the `toml` crate).
        root: Table::default(),
        current: Table::default(),
        header: None,
        omitted: 0,
    };
    let mut take = |parsed: Parsed| {
        reader.errors.extend(parsed.errors);
        // Past twice `MAX_KEPT` errors, they are cut down (`keep_first`): a file of a
        // million mistakes costs what one of ten thousand does.
        if reader.errors.len() > 2 * MAX_KEPT {
            reader.keep_first();
        }
        let events = &parsed.events;
        match parsed.piece {
            Piece::Lines => reader.document(events, out),
            Piece::DealsOpen(key, open) => {
                reader.document(events, out);
                reader.open_inline_deals(key, open, out);
            }
            Piece::Deal => reader.inline_deal(events, out),
            Piece::DealsClose(end) => reader.close_inline_deals(end),
        }
    };
    if text.len() < ALONGSIDE_FROM {
        parse_pieces(text, |parsed| {
            take(parsed);
            true
        });
    } else {
        // The lexer and parser run on a thread of their own, a few pieces ahead of the
        // tree building and validation: on two cores a large file takes the longer of
        // the two instead of both. (A panic there reaches here at the end of the scope;
        // the parser stops at the first piece nobody takes.)
        std::thread::scope(|scope| {
            let (sender, pieces) = std::sync::mpsc::sync_channel(AHEAD);
            scope.spawn(move || parse_pieces(text, |parsed| sender.send(parsed).is_ok()));
            pieces.into_iter().for_each(&mut take);
        });
    }
    reader.finish_table_into(out);
    if !reader.errors.is_empty() {
        return Err(reader.diagnostics());
    }
    // The last `[[deals]]` table, or a deals list the splitter did not cut (a key written
    // with escapes), is still in the table.
    Ok(reader.root.into_node())
}

/// One piece as the parser made it: what it is, its events, the errors found in it.
struct Parsed {
    piece: Piece,
    events: Vec<Event>,
    errors: Vec<ParseError>,
}

/// From how many bytes the lexer and parser run alongside the reader.
const ALONGSIDE_FROM: usize = 256 * 1024;

/// How many pieces the parser may run ahead of the reader.
const AHEAD: usize = 8;

/// Lex and parse the whole text piece by piece, handing each to `take` until it says
/// stop.
fn parse_pieces(text: &str, mut take: impl FnMut(Parsed) -> bool) {
    let source = toml_parser::Source::new(text);
    let mut splitter = Splitter {
        text,
        lexer: source.lex(),
        place: Place::Lines,
        tokens: Vec::with_capacity(STRETCH + 64),
        held: None,
        header_seen: false,
        after_deal: false,
        errors: Vec::new(),
    };
    while let Some(piece) = splitter.next() {
        let mut errors = std::mem::take(&mut splitter.errors);
        // Sizes in powers of two: a freed buffer fits the next piece (varied sizes had the
        // allocator keep 4× the heap in holes between long-lived notes).
        let mut events = Vec::with_capacity((splitter.tokens.len() + 16).next_power_of_two());
        {
            let mut checked = ValidateWhitespace::new(&mut events, source);
            let mut guarded = RecursionGuard::new(&mut checked, DEPTH_LIMIT);
            let tokens = &splitter.tokens;
            match piece {
                Piece::Lines | Piece::DealsOpen(..) => {
                    toml_parser::parser::parse_document(tokens, &mut guarded, &mut errors);
                }
                Piece::Deal => toml_parser::parser::parse_value(tokens, &mut guarded, &mut errors),
                // Its separators were checked as the splitter read them.
                Piece::DealsClose(_) => {}
            }
        }
        if !take(Parsed {
            piece,
            events,
            errors,
        }) {
            return;
        }
    }
}

/// A key as written: its text and span.
#[derive(Debug, Clone)]
struct Key<'a> {
    text: Cow<'a, str>,
    span: Span,
}

/// A `[table]` or `[[table]]` header.
struct Header<'a> {
    path: Vec<Key<'a>>,
    key: Key<'a>,
    span: Span,
    array: bool,
}

struct Reader<'a> {
    source: toml_parser::Source<'a>,
    errors: Vec<ParseError>,
    /// Errors past those kept: counted, not kept.
    omitted: usize,
    /// The top-level table (its keys before the first header are in `current` until then).
    root: Table<'a>,
    /// The table the lines now belong to.
    current: Table<'a>,
    header: Option<Header<'a>>,
}

/// A cursor over one stretch of events.
type Events<'e> = std::iter::Peekable<std::iter::Copied<std::slice::Iter<'e, Event>>>;

/// Whether the next event is of `kind`; if so, it is taken.
fn take(input: &mut Events<'_>, kind: EventKind) -> bool {
    input.next_if(|event| event.kind() == kind).is_some()
}

fn skip_whitespace(input: &mut Events<'_>) {
    while take(input, EventKind::Whitespace) {}
}

fn span_of(event: &Event) -> Span {
    event.span().start()..event.span().end()
}

/// An error at `at`, pointing back at `context` when it has one (where a key was first
/// given, where a list was opened).
fn error_at(message: impl Into<String>, at: &Span, context: Option<&Span>) -> ParseError {
    let place = |span: &Span| toml_parser::Span::new_unchecked(span.start, span.end);
    let error = ParseError::new(message.into()).with_unexpected(place(at));
    match context {
        Some(context) => error.with_context(place(context)),
        None => error,
    }
}

fn duplicate(at: &Span, first: Option<&Span>) -> ParseError {
    error_at("duplicate key", at, first)
}

impl<'a> Reader<'a> {
    /// One stretch of whole lines.
    fn document(&mut self, events: &[Event], out: &mut Feed<'_, 'a>) {
        let mut input = events.iter().copied().peekable();
        while let Some(event) = input.next() {
            match event.kind() {
                EventKind::StdTableOpen | EventKind::ArrayTableOpen => {
                    self.finish_table_into(out);
                    if let Some(header) = self.on_header(&event, &mut input) {
                        self.start_table(header, out);
                    }
                }
                EventKind::SimpleKey => {
                    let Some((path, key)) = self.on_key(event, &mut input) else {
                        break;
                    };
                    if !take(&mut input, EventKind::KeyValSep) {
                        break;
                    }
                    if self.header.is_none() {
                        out.header_changed();
                    }
                    let value = self.value(&mut input);
                    insert_value(&mut self.current, &path, key, value, &mut self.errors);
                }
                _ => {}
            }
        }
    }

    /// A dotted or simple key, and the whitespace after it: the path before its last part,
    /// and the last part.
    fn on_key(&mut self, first: Event, input: &mut Events<'_>) -> Option<(Vec<Key<'a>>, Key<'a>)> {
        let mut path = Vec::new();
        let mut last = self.decode_key(first);
        loop {
            skip_whitespace(input);
            if !take(input, EventKind::KeySep) {
                break;
            }
            skip_whitespace(input);
            match input.next() {
                Some(event) if event.kind() == EventKind::SimpleKey => {
                    path.push(std::mem::replace(&mut last, self.decode_key(event)));
                }
                _ => return None,
            }
        }
        if path.len() >= DEPTH_LIMIT as usize {
            self.errors.push(ParseError::new("recursion limit"));
            return None;
        }
        Some((path, last))
    }

    fn decode_key(&mut self, event: Event) -> Key<'a> {
        let span = span_of(&event);
        let mut text = Cow::Borrowed("");
        if let Some(raw) = self.source.get(event) {
            raw.decode_key(&mut text, &mut self.errors);
        }
        Key { text, span }
    }

    fn on_header(&mut self, open: &Event, input: &mut Events<'_>) -> Option<Header<'a>> {
        let array = open.kind() == EventKind::ArrayTableOpen;
        let mut span = span_of(open);
        let mut key = None;
        while let Some(event) = input.next() {
            match event.kind() {
                EventKind::StdTableClose | EventKind::ArrayTableClose => {
                    span.end = event.span().end();
                    break;
                }
                EventKind::SimpleKey => key = self.on_key(event, input),
                _ => {}
            }
        }
        let (path, key) = key?;
        Some(Header {
            path,
            key,
            span,
            array,
        })
    }

    /// A top-level `deals = [` the splitter found: the list's entry, its deals to come.
    fn open_inline_deals(
        &mut self,
        key: toml_parser::Span,
        open: toml_parser::Span,
        out: &mut Feed<'_, 'a>,
    ) {
        out.header_changed();
        let key_span = key.start()..key.end();
        if let Some(index) = self.current.entries.find(DEALS) {
            let first = self.current.entries.list[index].key_span.clone();
            self.errors.push(duplicate(&key_span, Some(&first)));
        }
        // An empty list: its deals go out one by one.
        self.current.entries.push(Entry {
            key: Cow::Borrowed(DEALS),
            key_span,
            node: Item::Value(Node {
                span: open.start()..open.end(),
                value: Value::Array(Vec::new()),
            }),
        });
    }

    /// One deal of that list.
    fn inline_deal(&mut self, events: &[Event], out: &mut Feed<'_, 'a>) {
        let mut input = events.iter().copied().peekable();
        let deal = self.value(&mut input);
        if out.needs_header() {
            out.header(&self.current.header_node());
        }
        out.deal(deal);
    }

    /// The list's end: its span closes there (`None`: the text ended before a `]`).
    fn close_inline_deals(&mut self, end: Option<usize>) {
        let Some(Entry {
            node: Item::Value(Node { span, .. }),
            ..
        }) = self.current.entries.list.last_mut()
        else {
            return;
        };
        if let Some(end) = end {
            span.end = end;
        } else {
            let at = self.source.input().len()..self.source.input().len();
            self.errors.push(
                error_at("unclosed array", &at, Some(span))
                    .with_expected(&[Expected::Literal("]")]),
            );
        }
    }

    /// The value next in `input`, after any whitespace.
    fn value(&mut self, input: &mut Events<'_>) -> Node<'a> {
        skip_whitespace(input);
        match input.next() {
            Some(event) if event.kind() == EventKind::InlineTableOpen => {
                self.inline_table(event, input)
            }
            Some(event) if event.kind() == EventKind::ArrayOpen => self.array(event, input),
            Some(event) if event.kind() == EventKind::Scalar => self.scalar(event),
            // The parser has reported what is missing.
            _ => Node {
                span: 0..0,
                value: Value::Int(0),
            },
        }
    }

    fn array(&mut self, open: Event, input: &mut Events<'_>) -> Node<'a> {
        let mut items = Vec::new();
        let mut end = open.span().end();
        while let Some(event) = input.next() {
            end = event.span().end();
            match event.kind() {
                EventKind::InlineTableOpen => items.push(self.inline_table(event, input)),
                EventKind::ArrayOpen => items.push(self.array(event, input)),
                EventKind::Scalar => items.push(self.scalar(event)),
                EventKind::Error
                | EventKind::ValueSep
                | EventKind::Whitespace
                | EventKind::Comment
                | EventKind::Newline => {}
                // The close, or what the parser reported as out of place.
                _ => break,
            }
        }
        if let Some(last) = items.last() {
            end = end.max(last.span.end);
        }
        Node {
            span: open.span().start()..end,
            value: Value::Array(items),
        }
    }

    fn inline_table(&mut self, open: Event, input: &mut Events<'_>) -> Node<'a> {
        let mut table = Table::default();
        let mut end = open.span().end();
        let mut key: Option<(Vec<Key<'a>>, Key<'a>)> = None;
        while let Some(event) = input.next() {
            end = event.span().end();
            match event.kind() {
                EventKind::SimpleKey => key = self.on_key(event, input),
                EventKind::KeyValSep => {
                    let value = self.value(input);
                    end = end.max(value.span.end);
                    if let Some((path, key)) = key.take() {
                        insert_value(&mut table, &path, key, value, &mut self.errors);
                    }
                }
                EventKind::Error
                | EventKind::ValueSep
                | EventKind::Whitespace
                | EventKind::Comment
                | EventKind::Newline => {}
                // The close, or what the parser reported as out of place.
                _ => break,
            }
        }
        table.span = open.span().start()..end;
        table.into_node()
    }

    fn scalar(&mut self, event: Event) -> Node<'a> {
        let span = span_of(&event);
        let Some(raw) = self.source.get(event) else {
            return Node {
                span,
                value: Value::Int(0),
            };
        };
        let mut decoded = Cow::Borrowed("");
        let kind = raw.decode_scalar(&mut decoded, &mut self.errors);
        let value = match kind {
            ScalarKind::String => Value::Str(decoded),
            ScalarKind::Boolean(flag) => Value::Bool(flag),
            ScalarKind::DateTime => match decoded.parse::<toml_datetime::Datetime>() {
                Ok(datetime) => Value::Date(datetime.to_string()),
                Err(error) => {
                    self.errors.push(error_at(error.to_string(), &span, None));
                    Value::Date(String::new())
                }
            },
            ScalarKind::Float => {
                Value::Float(without_underscores(&decoded).parse().unwrap_or(f64::NAN))
            }
            ScalarKind::Integer(radix) => {
                match i64::from_str_radix(&without_underscores(&decoded), radix.value()) {
                    Ok(number) => Value::Int(number),
                    // Too large for 64 bits: kept as written (validation says out of range).
                    Err(error) if matches!(error.kind(), PosOverflow | NegOverflow) => {
                        Value::BigInt(decoded)
                    }
                    Err(_) => {
                        self.errors.push(error_at("invalid integer", &span, None));
                        Value::Int(0)
                    }
                }
            }
        };
        Node { span, value }
    }

    /// The lines since the last header are done: put their table where the header said.
    fn finish_table_into(&mut self, out: &mut Feed<'_, 'a>) {
        let Some(header) = self.header.take() else {
            // The top-level keys: the root table.
            self.root = std::mem::take(&mut self.current);
            return;
        };
        let mut table = std::mem::take(&mut self.current);
        table.span = header.span.clone();
        let at_top = header.path.is_empty();
        if let Some(parent) = descend(&mut self.root, &header.path, false, &mut self.errors) {
            // A `[table]` is new here (`start_table` took out one implicit before).
            let known = header
                .array
                .then(|| parent.entries.find(&header.key.text))
                .flatten();
            match known {
                None => parent.entries.push(Entry {
                    node: if header.array {
                        Item::Tables(header.span.clone(), vec![table])
                    } else {
                        Item::Table(table)
                    },
                    key: header.key.text,
                    key_span: header.key.span,
                }),
                Some(index) => {
                    let slot = &mut parent.entries.list[index];
                    match &mut slot.node {
                        // The top-level deals: the one before goes out as this one starts.
                        Item::Tables(_, tables) if at_top && header.key.text == DEALS => {
                            let done = tables.pop();
                            tables.push(table);
                            if let Some(done) = done {
                                if out.needs_header() {
                                    out.header(&self.root.header_node());
                                }
                                out.deal(done.into_node());
                            }
                        }
                        Item::Tables(_, tables) => tables.push(table),
                        _ => self
                            .errors
                            .push(duplicate(&header.key.span, Some(&slot.key_span))),
                    }
                }
            }
        }
    }

    fn start_table(&mut self, header: Header<'a>, out: &mut Feed<'_, 'a>) {
        let first = header.path.first().unwrap_or(&header.key);
        if first.text != DEALS {
            out.header_changed();
        }
        if !header.array
            && let Some(parent) = descend(&mut self.root, &header.path, false, &mut self.errors)
            && let Some(index) = parent.entries.find(&header.key.text)
        {
            let old = parent.entries.remove(index);
            if !matches!(&old.node, Item::Table(table) if table.implicit && !table.dotted) {
                self.errors
                    .push(duplicate(&header.key.span, Some(&old.key_span)));
            }
            if let Item::Table(table) = old.node {
                self.current = table;
            }
        }
        self.current.implicit = false;
        self.current.dotted = false;
        self.header = Some(header);
    }

    /// The first `MAX_KEPT` errors in the text are kept and the rest counted. An unclosed
    /// bracket makes the parser read everything after it wrongly: then that one error
    /// alone is kept.
    fn keep_first(&mut self) {
        if let Some(unclosed) = self.errors.iter().position(unclosed) {
            let unclosed = self.errors.swap_remove(unclosed);
            self.errors = vec![unclosed];
            return;
        }
        // In the text's order, an error of no place last.
        self.errors
            .sort_by_key(|error| error.unexpected().map_or(usize::MAX, |span| span.start()));
        self.omitted += self.errors.len().saturating_sub(MAX_KEPT);
        self.errors.truncate(MAX_KEPT);
    }

    /// Every error kept (`keep_first`) in the project's words, and one that counts the
    /// rest; an unclosed bracket's is pointed at the bracket that was opened.
    fn diagnostics(&mut self) -> Vec<Diagnostic> {
        self.keep_first();
        let mut diagnostics: Vec<Diagnostic> = self
            .errors
            .iter()
            .map(|error| diagnostic(self.source.input(), error))
            .collect();
        if self.errors.first().is_some_and(unclosed) {
            if let Some(open) = self.errors[0].context() {
                diagnostics[0].span = Some(open.start()..open.end());
                diagnostics[0].label = Some(crate::lang::text!("syntax-unclosed-label"));
            }
        } else if self.omitted > 0 {
            diagnostics.push(Diagnostic::omitted(self.omitted, 0, MAX_KEPT));
        }
        diagnostics
    }
}

/// Whether `error` is a list or an inline table the text never closed, which makes the
/// parser read what follows wrongly (a table's header ends at its line, and the lines
/// after it are read as they are).
fn unclosed(error: &ParseError) -> bool {
    matches!(
        error.description(),
        "unclosed array" | "unclosed inline table"
    )
}

/// `path.key = value` into `table`, through the tables on `path`: a duplicate when the key
/// is there, or when it would extend a table defined another way.
fn insert_value<'a>(
    table: &mut Table<'a>,
    path: &[Key<'a>],
    key: Key<'a>,
    value: Node<'a>,
    errors: &mut Vec<ParseError>,
) {
    let Some(parent) = descend(table, path, true, errors) else {
        return;
    };
    // Dotted keys may not add to a table a header defined (the last of an array of
    // tables: every other table `descend` passes through is implicit, and an inline
    // table holds implicit ones only).
    if !path.is_empty() && !parent.implicit {
        errors.push(duplicate(&key.span, None));
    } else if let Some(index) = parent.entries.find(&key.text) {
        errors.push(duplicate(
            &key.span,
            Some(&parent.entries.list[index].key_span),
        ));
    } else {
        parent.entries.push(Entry {
            key: key.text,
            key_span: key.span,
            node: Item::Value(value),
        });
    }
}

/// Walk `path` from `table`, making implicit tables on the way; `None` (with the error
/// recorded) when a step is not a table that may be added to.
fn descend<'t, 'a>(
    mut table: &'t mut Table<'a>,
    path: &[Key<'a>],
    dotted: bool,
    errors: &mut Vec<ParseError>,
) -> Option<&'t mut Table<'a>> {
    for key in path {
        let index = table.entries.find(&key.text).unwrap_or_else(|| {
            let fresh = Table {
                span: key.span.clone(),
                implicit: true,
                dotted,
                ..Table::default()
            };
            table.entries.push(Entry {
                key: key.text.clone(),
                key_span: key.span.clone(),
                node: Item::Table(fresh),
            });
            table.entries.list.len() - 1
        });
        let slot = &mut table.entries.list[index];
        table = match &mut slot.node {
            Item::Tables(_, tables) => tables.last_mut()?,
            Item::Table(child) if dotted && !child.implicit => {
                errors.push(duplicate(&key.span, None));
                return None;
            }
            Item::Table(child) => {
                child.dotted |= dotted;
                child
            }
            Item::Value(node) => {
                let type_name = type_name(&node.value);
                errors.push(error_at(
                    format!("cannot extend value of type {type_name} with a dotted key"),
                    &key.span,
                    Some(&slot.key_span),
                ));
                return None;
            }
        };
    }
    Some(table)
}

/// A value's kind as the `toml` crate names it.
fn type_name(value: &Value<'_>) -> &'static str {
    match value {
        Value::Table(_) => "inline table",
        Value::Array(_) => "array",
        Value::Str(_) => "string",
        Value::Int(_) | Value::BigInt(_) => "integer",
        Value::Float(_) => "float",
        Value::Bool(_) => "boolean",
        Value::Date(_) => "datetime",
        Value::Null => "null",
    }
}
