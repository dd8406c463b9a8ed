//! TOML, read from `toml_parser`'s own events. The lexer runs over the whole text once;
//! its tokens are parsed a stretch of whole lines at a time (at least `STRETCH` tokens,
//! cut only between top-level lines), so neither the tokens nor the events of the file
//! are ever held at once. The tables are built here with TOML's rules, as the `toml` crate
//! enforces them (duplicate keys, tables defined twice, dotted keys into inline or
//! `[table]`-defined tables, arrays of tables); each `[[deals]]` table goes to the reader's
//! [`Out`] as soon as the next one starts, and each deal of an inline `deals = [ … ]` as
//! soon as it closes.

use std::borrow::Cow;

use toml_parser::decoder::ScalarKind;
use toml_parser::lexer::{Token, TokenKind};
use toml_parser::parser::{Event, EventKind, RecursionGuard, ValidateWhitespace};
use toml_parser::{Expected, ParseError};

use super::DEALS;
use super::out::Out;
use crate::diagnostic::Diagnostic;
use crate::raw::{Entry, Node, Span, Value};

/// How deep arrays and inline tables may nest (the `toml` crate's limit).
const DEPTH_LIMIT: u32 = 80;

/// From how many keys a table finds its keys by hash.
const INDEX_FROM: usize = 32;

/// The fewest tokens parsed in one stretch.
const STRETCH: usize = 4096;

/// Read a TOML document: deals into `out`, then the top-level table (its `deals` an
/// empty list), or the syntax errors.
pub(super) fn read<'a>(text: &'a str, out: &mut dyn Out<'a>) -> Result<Node<'a>, Vec<Diagnostic>> {
    let source = toml_parser::Source::new(text);
    let mut reader = Reader {
        text,
        source,
        errors: Vec::new(),
        // The whole file's table has no span of its own (as in the `toml` crate).
        root: Table::new(0..0),
        current: Table::new(0..0),
        header: None,
    };
    let mut take = |parsed: Parsed| {
        reader.errors.extend(parsed.errors);
        let events = &parsed.events;
        match parsed.piece {
            Piece::Lines => reader.document(events, out),
            Piece::DealsOpen(key, open) => {
                reader.document(events, out);
                reader.open_inline_deals(key, open, out);
            }
            Piece::Deal => reader.inline_deal(events, out),
            Piece::Between => {}
            Piece::DealsClose(end) => reader.close_inline_deals(end),
        }
    };
    if text.len() < ALONGSIDE_FROM {
        parse_pieces(text, |parsed| {
            take(parsed);
            true
        });
    } else {
        // Lexing and parsing run on a thread of their own, a few pieces ahead of the
        // tables being built and checked here: on two cores the reading takes the
        // longer of the two instead of both. (A panic there reaches here at the end.)
        std::thread::scope(|scope| {
            let (sender, receiver) = std::sync::mpsc::sync_channel::<Parsed>(8);
            scope.spawn(move || parse_pieces(text, |parsed| sender.send(parsed).is_ok()));
            for parsed in receiver {
                take(parsed);
            }
        });
    }
    reader.finish_table_into(out);
    if !reader.errors.is_empty() {
        return Err(reader.diagnostics());
    }
    let root = std::mem::replace(&mut reader.root, Table::new(0..0));
    let (mut header, last) = root.into_header();
    // A deals list the splitter did not cut (a key written with escapes) went whole.
    super::out::hand_over_whole(&mut header, out);
    if out.needs_header() {
        out.header(&header);
    }
    if let Some(last) = last {
        out.deal(last);
    }
    Ok(header)
}

/// From how many bytes the parser runs alongside the reader, on a thread of its own.
const ALONGSIDE_FROM: usize = 256 * 1024;

/// One piece as the parser made it: what it is, its events, the errors found in it.
struct Parsed {
    piece: Piece,
    events: Vec<Event>,
    errors: Vec<ParseError>,
}

/// Lex and parse the whole text piece by piece, handing each to `send` until it says
/// stop.
fn parse_pieces(text: &str, mut send: impl FnMut(Parsed) -> bool) {
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
                Piece::Between | Piece::DealsClose(_) => {
                    for token in tokens {
                        if let Some(raw) = source.get(token.span()) {
                            match token.kind() {
                                TokenKind::Comment => raw.decode_comment(&mut errors),
                                TokenKind::Newline => raw.decode_newline(&mut errors),
                                _ => {}
                            }
                        }
                    }
                }
            }
        }
        if !send(Parsed {
            piece,
            events,
            errors,
        }) {
            return;
        }
    }
}

/// Where the splitter is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    /// Among top-level lines.
    Lines,
    /// Inside the top-level deals list.
    DealsList,
    /// Just after its closing `]`: only spaces and a comment may follow on the line.
    AfterList,
}

/// What the splitter has put in its tokens.
#[derive(Debug, Clone, Copy)]
enum Piece {
    /// Whole lines, for `parse_document`.
    Lines,
    /// Whole lines ending before a top-level `deals = [`; the spans of `deals` and `[`.
    DealsOpen(toml_parser::Span, toml_parser::Span),
    /// One element of that list, for `parse_value`.
    Deal,
    /// Commas, spaces, comments and newlines between its elements.
    Between,
    /// The list's closing `]` (its end offset; `None`: the text ended first), and the
    /// separators before it.
    DealsClose(Option<usize>),
}

/// Cuts the lexer's tokens into pieces the parser can take one at a time: stretches of
/// whole top-level lines, and, inside a top-level `deals = [ … ]` (bare key, before any
/// table header), one deal at a time, so that layout never holds the whole list either.
struct Splitter<'i> {
    text: &'i str,
    lexer: toml_parser::lexer::Lexer<'i>,
    tokens: Vec<Token>,
    /// A token read but belonging to the next piece.
    held: Option<Token>,
    header_seen: bool,
    place: Place,
    /// In the list: a deal was given and no comma yet.
    after_deal: bool,
    /// What is wrong between the list's elements (commas).
    errors: Vec<ParseError>,
}

impl Splitter<'_> {
    fn pull(&mut self) -> Option<Token> {
        self.held.take().or_else(|| self.lexer.next())
    }

    fn next(&mut self) -> Option<Piece> {
        self.tokens.clear();
        if self.place == Place::DealsList {
            return Some(self.next_in_deals());
        }
        let mut depth = 0usize;
        let mut line_start = 0;
        while let Some(token) = self.pull() {
            let kind = token.kind();
            if self.place == Place::AfterList {
                match kind {
                    TokenKind::Whitespace | TokenKind::Comment => {}
                    TokenKind::Newline | TokenKind::Eof => self.place = Place::Lines,
                    _ => {
                        self.place = Place::Lines;
                        self.errors.push(
                            ParseError::new("unexpected content after the list")
                                .with_expected(&[Expected::Literal("\n")])
                                .with_unexpected(token.span().before()),
                        );
                    }
                }
            }
            match kind {
                TokenKind::LeftSquareBracket | TokenKind::LeftCurlyBracket => {
                    if depth == 0 && kind == TokenKind::LeftSquareBracket {
                        if self.tokens[line_start..]
                            .iter()
                            .all(|token| token.kind() == TokenKind::Whitespace)
                        {
                            self.header_seen = true;
                        } else if !self.header_seen
                            && let Some(key) = self.deals_key(line_start)
                        {
                            // The lines before it go now; the list comes piece by piece.
                            self.tokens.truncate(line_start);
                            self.place = Place::DealsList;
                            self.after_deal = false;
                            return Some(Piece::DealsOpen(key, token.span()));
                        }
                    }
                    depth += 1;
                }
                TokenKind::RightSquareBracket | TokenKind::RightCurlyBracket => {
                    depth = depth.saturating_sub(1);
                }
                _ => {}
            }
            self.tokens.push(token);
            if kind == TokenKind::Newline && depth == 0 {
                line_start = self.tokens.len();
                if self.tokens.len() >= STRETCH {
                    break;
                }
            }
        }
        (!self.tokens.is_empty()).then_some(Piece::Lines)
    }

    /// Inside the top-level deals list: the separators, a deal, or the close.
    fn next_in_deals(&mut self) -> Piece {
        let mut depth = 0usize;
        let mut element = false;
        // A date and a space: a time may follow (`1979-05-27 07:32:00` is one value).
        let mut date_space = false;
        while let Some(token) = self.pull() {
            let kind = token.kind();
            if std::mem::take(&mut date_space) {
                let time = kind == TokenKind::Atom
                    && self.text[token.span().start()..].starts_with(|c: char| c.is_ascii_digit());
                if time {
                    self.tokens.push(token);
                    continue;
                }
                self.tokens.pop();
                self.held = Some(token);
                return Piece::Deal;
            }
            if depth == 0
                && kind == TokenKind::Whitespace
                && element
                && self.tokens.len() == 1
                && self.is_date(&self.tokens[0])
                && self.text.get(token.span().start()..token.span().end()) == Some(" ")
            {
                self.tokens.push(token);
                date_space = true;
                continue;
            }
            if depth == 0 {
                let separator = matches!(
                    kind,
                    TokenKind::Whitespace
                        | TokenKind::Newline
                        | TokenKind::Comment
                        | TokenKind::Comma
                        | TokenKind::RightSquareBracket
                        | TokenKind::Eof
                );
                if separator && element {
                    self.held = Some(token);
                    return Piece::Deal;
                }
                if !separator && !element && !self.tokens.is_empty() {
                    self.held = Some(token);
                    return Piece::Between;
                }
                match kind {
                    TokenKind::RightSquareBracket => {
                        self.place = Place::AfterList;
                        return Piece::DealsClose(Some(token.span().end()));
                    }
                    TokenKind::Eof => {
                        self.held = Some(token);
                        self.place = Place::Lines;
                        return Piece::DealsClose(None);
                    }
                    TokenKind::Comma if !self.after_deal => {
                        self.errors.push(
                            ParseError::new("extra comma in array")
                                .with_expected(&[Expected::Description("value")])
                                .with_unexpected(token.span()),
                        );
                    }
                    TokenKind::Comma => self.after_deal = false,
                    // The start of an element (`1.5` is three tokens, one element).
                    _ if !separator && !element => {
                        if self.after_deal {
                            self.errors.push(
                                ParseError::new("missing comma between array elements")
                                    .with_expected(&[Expected::Literal(",")])
                                    .with_unexpected(token.span().before()),
                            );
                        }
                        self.after_deal = true;
                        element = true;
                    }
                    _ => {}
                }
            }
            match kind {
                TokenKind::LeftSquareBracket | TokenKind::LeftCurlyBracket => depth += 1,
                TokenKind::RightSquareBracket | TokenKind::RightCurlyBracket => {
                    depth = depth.saturating_sub(1);
                }
                _ => {}
            }
            self.tokens.push(token);
        }
        self.place = Place::Lines;
        if element {
            Piece::Deal
        } else {
            Piece::DealsClose(None)
        }
    }

    /// Whether a token is a bare date (`1979-05-27`).
    fn is_date(&self, token: &Token) -> bool {
        let span = token.span();
        let text = self.text.get(span.start()..span.end()).unwrap_or("");
        token.kind() == TokenKind::Atom
            && text.len() == 10
            && text.bytes().enumerate().all(|(at, b)| {
                if at == 4 || at == 7 {
                    b == b'-'
                } else {
                    b.is_ascii_digit()
                }
            })
    }

    /// The span of `deals` when the current line so far is `deals =`.
    fn deals_key(&self, line_start: usize) -> Option<toml_parser::Span> {
        let mut significant = self.tokens[line_start..]
            .iter()
            .filter(|token| token.kind() != TokenKind::Whitespace);
        let key = significant.next()?;
        let equals = significant.next()?;
        let span = key.span();
        // `deals`, `"deals"` or `'deals'` (a key with escapes is left to the parser).
        let written = self.text.get(span.start()..span.end()).unwrap_or("");
        let named = match key.kind() {
            TokenKind::Atom => written == super::DEALS,
            TokenKind::BasicString | TokenKind::LiteralString => {
                written.get(1..written.len().saturating_sub(1)) == Some(super::DEALS)
            }
            _ => false,
        };
        (named && equals.kind() == TokenKind::Equals && significant.next().is_none())
            .then_some(span)
    }
}

/// A table being built, with what TOML needs to know of how it was defined.
#[derive(Debug, Clone)]
struct Table<'a> {
    span: Span,
    entries: Vec<Slot<'a>>,
    /// Made on the way to a deeper key or header, not by a header of its own (yet).
    implicit: bool,
    /// Made by a dotted key.
    dotted: bool,
    /// An inline table `{ … }`: closed to everything after it.
    inline: bool,
    /// Key → position, once the table is large.
    index: Option<std::collections::HashMap<Cow<'a, str>, usize>>,
}

#[derive(Debug, Clone)]
struct Slot<'a> {
    key: Cow<'a, str>,
    key_span: Span,
    item: Item<'a>,
}

#[derive(Debug, Clone)]
enum Item<'a> {
    /// A value written in one piece (scalar, array, inline table): closed.
    Value(Node<'a>),
    Table(Table<'a>),
    /// An array of tables (`[[name]]`); only the last can still be added to.
    Tables(Span, Vec<Table<'a>>),
    /// The top-level `deals`: the deals already handed over are gone, the last one made
    /// by `[[deals]]` is kept open (a later `[deals.x]` adds to it).
    Deals {
        span: Span,
        inline: bool,
        open: Option<Table<'a>>,
    },
}

impl<'a> Table<'a> {
    fn new(span: Span) -> Self {
        Table {
            span,
            entries: Vec::new(),
            implicit: false,
            dotted: false,
            inline: false,
            index: None,
        }
    }

    /// Where `key` is: by scan while the table is small, by hash once it is not (a
    /// table of 200,000 keys must not take minutes).
    fn find(&self, key: &str) -> Option<usize> {
        match &self.index {
            Some(index) => index.get(key).copied(),
            None => self.entries.iter().position(|slot| slot.key == key),
        }
    }

    fn push(&mut self, slot: Slot<'a>) {
        if let Some(index) = &mut self.index {
            index.insert(slot.key.clone(), self.entries.len());
        }
        self.entries.push(slot);
        if self.index.is_none() && self.entries.len() >= INDEX_FROM {
            self.reindex();
        }
    }

    fn remove(&mut self, at: usize) -> Slot<'a> {
        let slot = self.entries.remove(at);
        if self.index.is_some() {
            self.reindex();
        }
        slot
    }

    fn reindex(&mut self) {
        self.index = Some(
            self.entries
                .iter()
                .enumerate()
                .map(|(at, slot)| (slot.key.clone(), at))
                .collect(),
        );
    }

    fn into_node(self) -> Node<'a> {
        Node {
            span: self.span,
            value: Value::Table(
                self.entries
                    .into_iter()
                    .map(|slot| Entry {
                        key: slot.key,
                        key_span: slot.key_span,
                        node: slot.item.into_node(),
                    })
                    .collect(),
            ),
        }
    }

    /// The top-level table with `deals` an empty list, and the deal still open.
    fn into_header(mut self) -> (Node<'a>, Option<Node<'a>>) {
        let mut last = None;
        for slot in &mut self.entries {
            if let Item::Deals { open, .. } = &mut slot.item {
                last = open.take().map(Table::into_node);
            }
        }
        (self.into_node(), last)
    }

    /// The top-level table as known so far, `deals` an empty list (a copy: reading goes on).
    fn header_node(&self) -> Node<'a> {
        let mut copy = Table {
            span: self.span.clone(),
            entries: Vec::with_capacity(self.entries.len()),
            implicit: false,
            dotted: false,
            inline: false,
            index: None,
        };
        for slot in &self.entries {
            let item = match &slot.item {
                Item::Deals { span, inline, .. } => Item::Deals {
                    span: span.clone(),
                    inline: *inline,
                    open: None,
                },
                other => other.clone(),
            };
            copy.push(Slot {
                key: slot.key.clone(),
                key_span: slot.key_span.clone(),
                item,
            });
        }
        copy.into_node()
    }
}

impl<'a> Item<'a> {
    fn into_node(self) -> Node<'a> {
        match self {
            Item::Value(node) => node,
            Item::Table(table) => table.into_node(),
            Item::Tables(span, tables) => Node {
                span,
                value: Value::Array(tables.into_iter().map(Table::into_node).collect()),
            },
            Item::Deals { span, .. } => Node {
                span,
                value: Value::Array(Vec::new()),
            },
        }
    }

    fn type_name(&self) -> &'static str {
        match self {
            Item::Value(node) => match node.value {
                Value::Table(_) => "inline table",
                Value::Array(_) => "array",
                Value::Str(_) => "string",
                Value::Int(_) | Value::BigInt(_) => "integer",
                Value::Float(_) => "float",
                Value::Bool(_) => "boolean",
                Value::Date(_) => "datetime",
                Value::Null => "null",
            },
            Item::Table(_) => "table",
            Item::Deals { inline: true, .. } => "array",
            Item::Tables(..) | Item::Deals { .. } => "array of tables",
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
    text: &'a str,
    source: toml_parser::Source<'a>,
    errors: Vec<ParseError>,
    /// The top-level table (its keys before the first header are in `current` until then).
    root: Table<'a>,
    /// The table the lines now belong to.
    current: Table<'a>,
    header: Option<Header<'a>>,
}

/// A cursor over one stretch of events.
struct Events<'e> {
    events: &'e [Event],
    at: usize,
}

impl Events<'_> {
    fn next(&mut self) -> Option<Event> {
        let event = self.events.get(self.at).copied();
        self.at += usize::from(event.is_some());
        event
    }

    fn peek(&self, ahead: usize) -> Option<EventKind> {
        self.events.get(self.at + ahead).map(Event::kind)
    }

    fn skip_whitespace(&mut self) {
        while self.peek(0) == Some(EventKind::Whitespace) {
            self.at += 1;
        }
    }
}

fn span_of(event: &Event) -> Span {
    event.span().start()..event.span().end()
}

fn error_at(message: impl Into<String>, at: &Span) -> ParseError {
    ParseError::new(message.into())
        .with_unexpected(toml_parser::Span::new_unchecked(at.start, at.end))
}

fn duplicate(at: &Span, first: Option<&Span>) -> ParseError {
    let error = error_at("duplicate key", at);
    match first {
        Some(first) => error.with_context(toml_parser::Span::new_unchecked(first.start, first.end)),
        None => error,
    }
}

impl<'a> Reader<'a> {
    /// One stretch of whole lines.
    fn document(&mut self, events: &[Event], out: &mut dyn Out<'a>) {
        let mut input = Events { events, at: 0 };
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
                    input.skip_whitespace();
                    if input.next().map(|event| event.kind()) != Some(EventKind::KeyValSep) {
                        break;
                    }
                    input.skip_whitespace();
                    self.key_value(&path, key, &mut input, out);
                }
                _ => {}
            }
        }
    }

    /// A dotted or simple key: the path before its last part, and the last part.
    fn on_key(&mut self, first: Event, input: &mut Events<'_>) -> Option<(Vec<Key<'a>>, Key<'a>)> {
        let mut path = Vec::new();
        let mut last = self.decode_key(first);
        loop {
            let more = matches!(
                (input.peek(0), input.peek(1)),
                (Some(EventKind::KeySep), _)
                    | (Some(EventKind::Whitespace), Some(EventKind::KeySep))
            );
            if !more {
                break;
            }
            input.skip_whitespace();
            input.next();
            input.skip_whitespace();
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

    /// `key = value` in the current table.
    fn key_value(
        &mut self,
        path: &[Key<'a>],
        key: Key<'a>,
        input: &mut Events<'_>,
        out: &mut dyn Out<'a>,
    ) {
        let at_top = self.header.is_none();
        if at_top {
            out.header_changed();
        }
        let value = self.value(input);
        let dotted = !path.is_empty();
        let mut errors = std::mem::take(&mut self.errors);
        if let Some(parent) = descend(&mut self.current, path, dotted, &mut errors) {
            // Dotted keys may not add to a table a header defined.
            let mixed = dotted && !parent.implicit;
            insert_value(parent, key, value, mixed, &mut errors);
        }
        self.errors = errors;
    }

    /// A top-level `deals = [` the splitter found: the list's entry, its deals to come.
    fn open_inline_deals(
        &mut self,
        key: toml_parser::Span,
        open: toml_parser::Span,
        out: &mut dyn Out<'a>,
    ) {
        out.header_changed();
        let key_span = key.start()..key.end();
        if let Some(index) = self.current.find(DEALS) {
            let first = self.current.entries[index].key_span.clone();
            self.errors.push(duplicate(&key_span, Some(&first)));
        }
        self.current.push(Slot {
            key: Cow::Borrowed(DEALS),
            key_span,
            item: Item::Deals {
                span: open.start()..open.end(),
                inline: true,
                open: None,
            },
        });
    }

    /// One deal of that list.
    fn inline_deal(&mut self, events: &[Event], out: &mut dyn Out<'a>) {
        let mut input = Events { events, at: 0 };
        input.skip_whitespace();
        let deal = self.value(&mut input);
        if out.needs_header() {
            out.header(&self.current.header_node());
        }
        out.deal(deal);
    }

    /// The list's end: its span closes there (`None`: the text ended before a `]`).
    fn close_inline_deals(&mut self, end: Option<usize>) {
        let Some(Slot {
            item: Item::Deals { span, .. },
            ..
        }) = self.current.entries.last_mut()
        else {
            return;
        };
        if let Some(end) = end {
            span.end = end;
        } else {
            let at = self.text.len()..self.text.len();
            let open = span.clone();
            self.errors.push(
                error_at("unclosed array", &at)
                    .with_expected(&[Expected::Literal("]")])
                    .with_context(toml_parser::Span::new_unchecked(open.start, open.end)),
            );
        }
    }

    fn value(&mut self, input: &mut Events<'_>) -> Node<'a> {
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
        let mut table = Table::new(0..0);
        table.inline = true;
        let mut end = open.span().end();
        let mut key: Option<(Vec<Key<'a>>, Key<'a>)> = None;
        while let Some(event) = input.next() {
            end = event.span().end();
            match event.kind() {
                EventKind::SimpleKey => key = self.on_key(event, input),
                EventKind::KeyValSep => {
                    input.skip_whitespace();
                    let value = self.value(input);
                    end = end.max(value.span.end);
                    if let Some((path, key)) = key.take() {
                        self.inline_entry(&mut table, &path, key, value);
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

    fn inline_entry(
        &mut self,
        table: &mut Table<'a>,
        path: &[Key<'a>],
        key: Key<'a>,
        value: Node<'a>,
    ) {
        let mut errors = std::mem::take(&mut self.errors);
        if let Some(parent) = descend(table, path, true, &mut errors) {
            // Within an inline table, as the `toml` crate has it.
            let mixed = parent.dotted == path.is_empty();
            insert_value(parent, key, value, mixed, &mut errors);
        }
        self.errors = errors;
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
                    self.errors.push(error_at(error.to_string(), &span));
                    Value::Date(String::new())
                }
            },
            ScalarKind::Float => {
                Value::Float(without_underscores(&decoded).parse().unwrap_or(f64::NAN))
            }
            ScalarKind::Integer(radix) => {
                let digits = without_underscores(&decoded);
                let digits_only = digits.strip_prefix(['-', '+']).unwrap_or(&digits);
                match i64::from_str_radix(&digits, radix.value()) {
                    Ok(number) => Value::Int(number),
                    // Too large for 64 bits: kept as written (validation says out of range).
                    Err(_)
                        if !digits_only.is_empty()
                            && digits_only.chars().all(|c| c.is_digit(radix.value())) =>
                    {
                        Value::BigInt(decoded)
                    }
                    Err(_) => {
                        self.errors.push(error_at("invalid integer", &span));
                        Value::Int(0)
                    }
                }
            }
        };
        Node { span, value }
    }

    /// The lines since the last header are done: put their table where the header said.
    fn finish_table_into(&mut self, out: &mut dyn Out<'a>) {
        let Some(header) = self.header.take() else {
            // The top-level keys: the root table.
            let root_span = self.root.span.clone();
            self.root = std::mem::replace(&mut self.current, Table::new(0..0));
            self.root.span = root_span;
            return;
        };
        let mut table = std::mem::replace(&mut self.current, Table::new(0..0));
        table.span = header.span.clone();
        let mut errors = std::mem::take(&mut self.errors);
        let at_top = header.path.is_empty();
        if let Some(parent) = descend(&mut self.root, &header.path, false, &mut errors) {
            if header.array {
                match parent.find(&header.key.text) {
                    None if at_top && header.key.text == DEALS => parent.push(Slot {
                        key: header.key.text,
                        key_span: header.key.span,
                        item: Item::Deals {
                            span: header.span.clone(),
                            inline: false,
                            open: Some(table),
                        },
                    }),
                    None => parent.push(Slot {
                        key: header.key.text,
                        key_span: header.key.span,
                        item: Item::Tables(header.span.clone(), vec![table]),
                    }),
                    Some(index) => {
                        let slot = &mut parent.entries[index];
                        match &mut slot.item {
                            Item::Tables(_, tables) => tables.push(table),
                            Item::Deals {
                                inline: false,
                                open,
                                ..
                            } => {
                                if let Some(done) = open.replace(table) {
                                    if out.needs_header() {
                                        out.header(&self.root.header_node());
                                    }
                                    out.deal(done.into_node());
                                }
                            }
                            _ => errors.push(duplicate(&header.key.span, Some(&slot.key_span))),
                        }
                    }
                }
            } else {
                parent.push(Slot {
                    key: header.key.text,
                    key_span: header.key.span,
                    item: Item::Table(table),
                });
            }
        }
        self.errors = errors;
    }

    fn start_table(&mut self, header: Header<'a>, out: &mut dyn Out<'a>) {
        let first = header.path.first().unwrap_or(&header.key);
        if first.text != DEALS {
            out.header_changed();
        }
        if !header.array {
            let mut errors = std::mem::take(&mut self.errors);
            if let Some(parent) = descend(&mut self.root, &header.path, false, &mut errors)
                && let Some(index) = parent.find(&header.key.text)
            {
                let old = parent.remove(index);
                match old.item {
                    Item::Table(table) if table.implicit && !table.dotted => self.current = table,
                    item => {
                        errors.push(duplicate(&header.key.span, Some(&old.key_span)));
                        if let Item::Table(table) = item {
                            self.current = table;
                        }
                    }
                }
            }
            self.errors = errors;
        }
        self.current.implicit = false;
        self.current.dotted = false;
        self.header = Some(header);
    }

    /// Every error in the project's words, in the order of the text. An unclosed
    /// bracket makes the parser read everything after it wrongly: then that one error
    /// alone, at the bracket that was opened.
    fn diagnostics(&mut self) -> Vec<Diagnostic> {
        let mut errors = std::mem::take(&mut self.errors);
        if let Some(unclosed) = errors
            .iter()
            .position(|error| error.description().starts_with("unclosed"))
        {
            let error = errors.swap_remove(unclosed);
            let mut found = diagnostic(self.text, &error);
            if let Some(open) = error.context() {
                found.span = Some(open.start()..open.end());
                found.label = "opened here, never closed".into();
            }
            return vec![found];
        }
        errors.sort_by_key(|error| error.unexpected().map_or(usize::MAX, |span| span.start()));
        errors
            .iter()
            .map(|error| diagnostic(self.text, error))
            .collect()
    }
}

/// `key = value` into `parent`: a duplicate when the key is there, or when `mixed` (the
/// key would extend a table defined another way).
fn insert_value<'a>(
    parent: &mut Table<'a>,
    key: Key<'a>,
    value: Node<'a>,
    mixed: bool,
    errors: &mut Vec<ParseError>,
) {
    if mixed {
        errors.push(duplicate(&key.span, None));
    } else if let Some(index) = parent.find(&key.text) {
        errors.push(duplicate(&key.span, Some(&parent.entries[index].key_span)));
    } else {
        parent.push(Slot {
            key: key.text,
            key_span: key.span,
            item: Item::Value(value),
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
        let index = table.find(&key.text).unwrap_or_else(|| {
            let mut fresh = Table::new(key.span.clone());
            fresh.implicit = true;
            fresh.dotted = dotted;
            table.push(Slot {
                key: key.text.clone(),
                key_span: key.span.clone(),
                item: Item::Table(fresh),
            });
            table.entries.len() - 1
        });
        let slot = &mut table.entries[index];
        let old_span = slot.key_span.clone();
        let type_name = slot.item.type_name();
        table = match &mut slot.item {
            Item::Tables(_, tables) => tables.last_mut()?,
            Item::Deals {
                inline: false,
                open: Some(open),
                ..
            } => open,
            Item::Table(child) => {
                if child.inline {
                    errors.push(error_at(
                        "cannot extend value of type inline table with a dotted key",
                        &key.span,
                    ));
                    return None;
                }
                if dotted && child.implicit {
                    child.dotted = true;
                }
                if dotted && !child.implicit {
                    errors.push(duplicate(&key.span, None));
                    return None;
                }
                child
            }
            _ => {
                errors.push(
                    error_at(
                        format!("cannot extend value of type {type_name} with a dotted key"),
                        &key.span,
                    )
                    .with_context(toml_parser::Span::new_unchecked(
                        old_span.start,
                        old_span.end,
                    )),
                );
                return None;
            }
        };
    }
    Some(table)
}

/// A parser error as the `toml` crate words it, then in the project's words.
fn diagnostic(text: &str, error: &ParseError) -> Diagnostic {
    let mut message = error.description().to_owned();
    if let Some(expected) = error.expected() {
        message.push_str(", expected ");
        if expected.is_empty() {
            message.push_str("nothing");
        }
        for (index, expected) in expected.iter().enumerate() {
            if index != 0 {
                message.push_str(", ");
            }
            match expected {
                Expected::Literal(literal) => message.push_str(&render_literal(literal)),
                Expected::Description(description) => message.push_str(description),
                _ => message.push_str("etc"),
            }
        }
    }
    let span = error
        .unexpected()
        .map(|span| span.start().min(text.len())..span.end().min(text.len()));
    if error.description() == "duplicate key"
        && let Some(at) = &span
    {
        let key = text
            .get(at.clone())
            .unwrap_or("")
            .trim()
            .trim_matches(['"', '\''])
            .to_owned();
        let first = error.context().map(|span| span.start()..span.end());
        return super::syntax::duplicate_key("TOML", &key, at.clone(), first);
    }
    if let Some(date) = span
        .as_ref()
        .and_then(|span| day_first_date(text, span.start))
    {
        return date;
    }
    super::syntax::general(super::Format::Toml, &message, span)
}

/// `date = 27.11.2026`: a date written day first, which TOML reads as a broken number;
/// the diagnostic says how to write it (year first), or `None` for any other mistake.
fn day_first_date(text: &str, at: usize) -> Option<Diagnostic> {
    let part = |c: char| c.is_ascii_digit() || c == '.' || c == '/';
    let at = at.min(text.len());
    let start = text[..at]
        .char_indices()
        .rev()
        .take_while(|(_, c)| part(*c))
        .last()
        .map_or(at, |(index, _)| index);
    let end = text[start..]
        .find(|c: char| !part(c))
        .map_or(text.len(), |length| start + length);
    let written = &text[start..end];
    let iso = crate::date::from_day_first(written)?;
    // The key on the value's line, to write the whole line as it should be.
    let line = text[..start].rfind('\n').map_or(0, |newline| newline + 1);
    let key = text[line..start]
        .trim_end()
        .strip_suffix('=')
        .map(str::trim)
        .filter(|key| !key.is_empty());
    Some(super::syntax::day_first_date(
        start..end,
        written,
        key,
        &iso,
    ))
}

/// A number's digits without TOML's `_` separators (borrowed when there are none).
fn without_underscores(digits: &str) -> Cow<'_, str> {
    if digits.contains('_') {
        Cow::Owned(digits.replace('_', ""))
    } else {
        Cow::Borrowed(digits)
    }
}

fn render_literal(literal: &str) -> String {
    match literal {
        "\n" => "newline".to_owned(),
        "`" => "'`'".to_owned(),
        s if s.chars().all(|c| c.is_ascii_control()) => format!("`{}`", s.escape_debug()),
        s => format!("`{s}`"),
    }
}
