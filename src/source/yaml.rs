//! YAML, read from `granit-parser`'s events: each value is built with the byte span the
//! parser gives it (a key's own span, a flow collection through its closing bracket), and
//! the deals of the top-level `deals:` list go to the reader's [`Feed`] one at a time.
//!
//! Plain scalars resolve as before: `null`/`~`/empty is nothing; `true/false`, and as
//! YAML 1.1 wrote them `yes/no/on/off/y/n` (any case), are booleans — so a player called
//! `N` must be quoted, and the diagnostic says so; decimal, `0x` and `0o` integers;
//! YAML 1.2 floats and `.inf`/`.nan`; anything else is a string. Quoted and block scalars
//! are strings. The core tags (`!!str`, `!!int`, …) are honoured; any other tag, a second
//! document, and a list or table used as a key are errors. Anchors and aliases are
//! resolved (merge keys `<<` too); what aliases copy is counted against a budget that
//! grows with the file, so a million `declarer: *a` load while an alias bomb stops at once.

mod scalar;

use scalar::resolve;
use std::borrow::Cow;
use std::collections::HashMap;

use granit_parser::{ErrorKind, Event, Parser, ScalarStyle, ScanError, StructureStyle, Tag};

use super::DEALS;
use super::index::Entries;
use super::reader::Feed;
use super::syntax;
use crate::diagnostic::{Diagnostic, floor_char_boundary};
use crate::lang::text;
use crate::raw::{Entry, Node, Span, Value};

/// How deep collections may nest.
const DEPTH_LIMIT: usize = 256;

/// The most values anchors and aliases may copy in one document: one for every
/// `BYTES_PER_ALIASED_VALUE` bytes of the file and 10,000 more, up to this whatever its
/// size. A value costs about 80 bytes held, so what aliases copy stays within some 7
/// times the file (a chain of anchors each holding the one before peaked at 19 times
/// the file when the budget was twice its length in values).
const MAX_ALIAS_NODES: usize = 1_000_000;

/// The file's bytes that earn one value an alias may copy (a `declarer: *a` line is
/// some 16 bytes and copies one).
const BYTES_PER_ALIASED_VALUE: usize = 12;

/// Read a YAML document: deals into `out` as they stream, then the top-level value (the
/// deals that did not stream still in it), or the one error that stopped the reading.
/// The YAML spec's indentation rules for flow collections and continuation lines hold
/// when `strict`; batak reads not strict (as `PyYAML` does): a closing `]` at the start
/// of the line is fine in a file people edit by hand.
pub(super) fn read<'a>(
    text: &'a str,
    out: &mut Feed<'_, 'a>,
    strict: bool,
) -> Result<Node<'a>, Vec<Diagnostic>> {
    let mut reader = Reader {
        text,
        stack: Vec::new(),
        anchors: HashMap::new(),
        budget: (text.len() / BYTES_PER_ALIASED_VALUE)
            .saturating_add(10_000)
            .min(MAX_ALIAS_NODES),
        root: None,
    };
    let mut options = granit_parser::Options::default();
    options.strict_indentation = strict;
    let mut parser = Parser::new_from_str_with_options(text, options);
    while let Some(next) = parser.next_event() {
        let (event, marks) = next.map_err(|error| vec![scan_error(text, &error)])?;
        let span = byte(text, &marks.start)..byte(text, &marks.end);
        reader
            .event(event, span, out)
            .map_err(|error| vec![error])?;
    }
    // Deals that arrived whole (`deals: *list`, or through a merge key) are still in it.
    Ok(reader.root.unwrap_or(Node {
        span: 0..0,
        value: Value::Null,
    }))
}

/// A collection being read: where it starts, whether in flow style, its anchor, the end
/// of the last item, key or value written in it (merged ones are elsewhere), and what it
/// holds so far.
struct Frame<'a> {
    start: usize,
    flow: bool,
    anchor: usize,
    end: usize,
    held: Held<'a>,
}

/// What a collection being read holds.
enum Held<'a> {
    List {
        items: Vec<Node<'a>>,
        /// The top-level `deals`: items go to the reader's `Feed`, not here.
        deals: bool,
    },
    Map {
        map: Mapping<'a>,
        key: Option<(Cow<'a, str>, Span, bool)>,
        top: bool,
    },
}

/// A mapping's entries as read, and which of them came from a merge key `<<` (a key given
/// after may replace those; `merged` stops at the last, and is empty without a merge).
#[derive(Default)]
struct Mapping<'a> {
    entries: Entries<'a, Node<'a>>,
    merged: Vec<bool>,
}

struct Reader<'a> {
    text: &'a str,
    stack: Vec<Frame<'a>>,
    /// Anchored values and how many nodes each holds.
    anchors: HashMap<usize, (Node<'a>, usize)>,
    /// How many more nodes aliases may copy.
    budget: usize,
    root: Option<Node<'a>>,
}

fn byte(text: &str, marker: &granit_parser::Marker) -> usize {
    marker.byte_offset().unwrap_or(0).min(text.len())
}

impl<'a> Reader<'a> {
    /// One parser event: a document begun, a value complete, a collection opened or
    /// closed.
    fn event(
        &mut self,
        event: Event<'a>,
        span: Span,
        out: &mut Feed<'_, 'a>,
    ) -> Result<(), Diagnostic> {
        match event {
            // A document after the first (which left the root): only the first is a match.
            Event::DocumentStart(..) if self.root.is_some() => Err(syntax::yaml(
                Some(span.start..span.start + 3.min(self.text.len() - span.start)),
                text!("yaml-documents"),
                text!("yaml-documents-label"),
                text!("yaml-documents-help"),
            )),
            Event::Scalar(value, style, anchor, tag) => {
                let node = self.scalar(value, style, tag.as_deref(), span)?;
                self.complete(node, anchor, out)
            }
            Event::Alias(id) => {
                let node = self.alias(id, span)?;
                self.complete(node, 0, out)
            }
            Event::SequenceStart(style, anchor, tag) => {
                self.open("seq", style, anchor, tag.as_deref(), span, out)
            }
            Event::MappingStart(style, anchor, tag) => {
                self.open("map", style, anchor, tag.as_deref(), span, out)
            }
            Event::SequenceEnd | Event::MappingEnd => {
                let (node, anchor) = self.closed(&span);
                self.complete(node, anchor, out)
            }
            _ => Ok(()),
        }
    }

    /// A scalar's value, resolved; a key is named as written (`<<` is the merge key, `=`
    /// a key like any).
    fn scalar(
        &self,
        value: Cow<'a, str>,
        style: ScalarStyle,
        tag: Option<&Tag>,
        span: Span,
    ) -> Result<Node<'a>, Diagnostic> {
        let key = matches!(
            self.stack.last(),
            Some(Frame {
                held: Held::Map { key: None, .. },
                ..
            })
        );
        let value = if key && style == ScalarStyle::Plain && tag.is_none() {
            resolve(value.clone(), style, None, &span).unwrap_or(Value::Str(value))
        } else {
            resolve(value, style, tag, &span)?
        };
        Ok(Node { span, value })
    }

    /// The anchored value an alias copies, at the alias's own place (for the
    /// diagnostics about its value), counted against the budget.
    fn alias(&mut self, id: usize, span: Span) -> Result<Node<'a>, Diagnostic> {
        let Some((node, size)) = self.anchors.get(&id) else {
            return Err(syntax::yaml(
                Some(span),
                text!("yaml-alias-undefined"),
                text!("syntax-here"),
                text!("syntax-yaml-help"),
            ));
        };
        spend(&mut self.budget, *size, &span)?;
        let mut node = node.clone();
        node.span = span;
        Ok(node)
    }

    /// A list (`kind` "seq") or a mapping ("map") opens; the top-level `deals` list is
    /// read a deal at a time, after the header is given to `out` (when it needs one).
    fn open(
        &mut self,
        kind: &str,
        style: StructureStyle,
        anchor: usize,
        tag: Option<&Tag>,
        span: Span,
        out: &mut Feed<'_, 'a>,
    ) -> Result<(), Diagnostic> {
        if self.stack.len() >= DEPTH_LIMIT {
            return Err(syntax::yaml(
                Some(span),
                text!("yaml-depth"),
                text!("yaml-depth-label"),
                text!("yaml-depth-help"),
            ));
        }
        // A collection's tag: none, or the core one for its kind.
        if let Some(tag) = tag.filter(|tag| !tag.is_yaml_core_schema_tag(kind)) {
            return Err(unknown_tag(tag, &span));
        }
        let held = if kind == "map" {
            Held::Map {
                map: Mapping::default(),
                key: None,
                top: self.stack.is_empty(),
            }
        } else {
            let deals = match self.stack.last() {
                Some(Frame {
                    start,
                    held:
                        Held::Map {
                            top: true,
                            key: Some((key, key_span, _)),
                            map,
                        },
                    ..
                }) if key == DEALS && map.entries.find(DEALS).is_none() => {
                    // A second reading or the whole tree knows the header already. It is
                    // the top-level mapping as read so far, its `deals` an empty list.
                    if out.needs_header() {
                        let mut entries = map.entries.list.clone();
                        entries.push(Entry {
                            key: key.clone(),
                            key_span: key_span.clone(),
                            node: Node {
                                span: key_span.clone(),
                                value: Value::Array(Vec::new()),
                            },
                        });
                        out.header(&Node {
                            span: *start..self.text.len(),
                            value: Value::Table(entries),
                        });
                    }
                    true
                }
                _ => false,
            };
            Held::List {
                items: Vec::new(),
                deals,
            }
        };
        self.stack.push(Frame {
            start: span.start,
            flow: style == StructureStyle::Flow,
            anchor,
            end: span.end,
            held,
        });
        Ok(())
    }

    /// The innermost collection closes: its node (a flow one through its closing
    /// bracket, a block one through its last content) and its anchor.
    fn closed(&mut self, span: &Span) -> (Node<'a>, usize) {
        let frame = self.stack.pop().expect("the parser closes what it opened");
        let value = match frame.held {
            Held::List { items, .. } => Value::Array(items),
            Held::Map { map, .. } => Value::Table(map.entries.list),
        };
        // A list's last item ends where it does (`complete` keeps `end` there).
        let end = if frame.flow { span.end } else { frame.end };
        let span = frame.start..end.max(frame.start);
        (Node { span, value }, frame.anchor)
    }

    /// A value is complete: kept if anchored, then given to what holds it.
    fn complete(
        &mut self,
        node: Node<'a>,
        anchor: usize,
        out: &mut Feed<'_, 'a>,
    ) -> Result<(), Diagnostic> {
        if anchor != 0 {
            // A copy of an anchored value is kept for its aliases. Keeping it costs what
            // copying it for an alias does: anchors nested in anchors would otherwise
            // hold a list once per level.
            let size = nodes(&node);
            spend(&mut self.budget, size, &node.span)?;
            self.anchors.insert(anchor, (node.clone(), size));
        }
        let text = self.text;
        match self.stack.last_mut() {
            None => self.root = Some(node),
            Some(Frame {
                end,
                held: Held::List { items, deals },
                ..
            }) => {
                *end = node.span.end;
                if *deals {
                    out.deal(node);
                } else {
                    items.push(node);
                }
            }
            Some(Frame {
                end,
                held: Held::Map { map, key, top },
                ..
            }) => {
                *end = (*end).max(node.span.end);
                let Some((name, key_span, plain)) = key.take() else {
                    *key = Some(key_name(text, node)?);
                    return Ok(());
                };
                if *top && !out.needs_header() && map.entries.find(DEALS).is_some() {
                    // A top-level key after the deals: the header was not whole.
                    out.header_changed();
                }
                if plain && name == "<<" {
                    map.merge(node)?;
                    return Ok(());
                }
                let entry = Entry {
                    key: name,
                    key_span,
                    node,
                };
                map.add(entry)?;
            }
        }
        Ok(())
    }
}

/// A key: its text as it reads (a plain `1` or `yes` as written is a name too; a list or
/// a table is not), its span, and whether it is unquoted.
fn key_name<'a>(text: &'a str, node: Node<'a>) -> Result<(Cow<'a, str>, Span, bool), Diagnostic> {
    let name = match node.value {
        Value::Str(text) | Value::BigInt(text) => text,
        Value::Null => Cow::Borrowed("null"),
        // `On:` is named On, as written, not "true".
        Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Date(_) => {
            Cow::Borrowed(text.get(node.span.clone()).unwrap_or(""))
        }
        Value::Array(_) | Value::Table(_) => {
            return Err(syntax::yaml(
                Some(node.span),
                text!("yaml-key-not-name"),
                text!("yaml-key-not-name-label"),
                text!("yaml-key-not-name-help"),
            ));
        }
    };
    let plain = !matches!(text.as_bytes().get(node.span.start), Some(b'"' | b'\''));
    Ok((name, node.span, plain))
}

impl<'a> Mapping<'a> {
    /// An entry: in place of a merged one of the same key, else new; a key given twice
    /// is an error.
    fn add(&mut self, entry: Entry<'a>) -> Result<(), Diagnostic> {
        match self.entries.find(&entry.key) {
            Some(at) if self.merged.get(at) == Some(&true) => {
                self.entries.list[at] = entry;
                self.merged[at] = false;
            }
            Some(at) => {
                let first = self.entries.list[at].key_span.clone();
                return Err(syntax::duplicate_key(
                    "YAML",
                    &entry.key,
                    entry.key_span,
                    Some(first),
                ));
            }
            None => self.entries.push(entry),
        }
        Ok(())
    }

    /// `<<: *base` or `<<: [*a, *b]`: the keys not given yet, the first source winning.
    fn merge(&mut self, node: Node<'a>) -> Result<(), Diagnostic> {
        let tables = match node.value {
            Value::Table(entries) => Some(vec![entries]),
            Value::Array(items) => items
                .into_iter()
                .map(|item| match item.value {
                    Value::Table(entries) => Some(entries),
                    _ => None,
                })
                .collect(),
            _ => None,
        };
        let Some(tables) = tables else {
            return Err(syntax::yaml(
                Some(node.span),
                text!("yaml-merge"),
                text!("yaml-merge-label"),
                text!("yaml-merge-help"),
            ));
        };
        for entry in tables.into_iter().flatten() {
            if self.entries.find(&entry.key).is_none() {
                self.merged.resize(self.entries.list.len(), false);
                self.merged.push(true);
                self.entries.push(entry);
            }
        }
        Ok(())
    }
}

/// `size` values taken from the `budget` aliases may copy, or the error for a document
/// whose anchors and aliases would copy more than it.
fn spend(budget: &mut usize, size: usize, span: &Span) -> Result<(), Diagnostic> {
    *budget = budget.checked_sub(size).ok_or_else(|| {
        syntax::yaml(
            Some(span.clone()),
            text!("yaml-too-large"),
            text!("yaml-too-large-label"),
            text!("yaml-too-large-help"),
        )
    })?;
    Ok(())
}

/// The bytes of text that count as one more value when an alias copies them (about what
/// a value costs held), so a long anchored string is not copied free.
const BYTES_PER_VALUE_HELD: usize = 80;

/// How many values an alias to `node` copies: one for each node, and one more for every
/// `BYTES_PER_VALUE_HELD` bytes of its text (its strings and keys).
fn nodes(node: &Node<'_>) -> usize {
    1 + match &node.value {
        Value::Array(items) => items.iter().map(nodes).sum(),
        Value::Table(entries) => entries
            .iter()
            .map(|entry| entry.key.len() / BYTES_PER_VALUE_HELD + nodes(&entry.node))
            .sum(),
        Value::Str(text) | Value::BigInt(text) => text.len() / BYTES_PER_VALUE_HELD,
        Value::Date(text) => text.len() / BYTES_PER_VALUE_HELD,
        Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_) => 0,
    }
}

fn unknown_tag(tag: &Tag, span: &Span) -> Diagnostic {
    syntax::yaml(
        Some(span.clone()),
        text!("yaml-tag-unknown", tag = tag.to_string()),
        text!("yaml-this-value"),
        text!("yaml-tag-unknown-help"),
    )
}

/// A scanner or parser error in the project's words.
fn scan_error(text: &str, error: &ScanError) -> Diagnostic {
    let at = byte(text, error.marker());
    let message = error.info();
    if message.to_lowercase().contains("tab") {
        // The scanner stops near the tab: at the end of the line before, or just past the
        // tab on its own line. Look from the start of the tab's line.
        let at = floor_char_boundary(text, at);
        let from = if text[at..].starts_with(['\n', '\r']) {
            at
        } else {
            text[..at].rfind('\n').map_or(0, |newline| newline + 1)
        };
        if let Some(tab) = text[from..].find('\t').map(|tab| from + tab) {
            return syntax::yaml(
                Some(tab..tab + 1),
                text!("yaml-tab"),
                text!("yaml-tab-label"),
                text!("yaml-tab-help"),
            );
        }
    }
    let words = match error.kind() {
        ErrorKind::UnclosedFlowCollection { open } => {
            text!("yaml-unclosed-bracket", open = open.to_string())
        }
        ErrorKind::MismatchedFlowCollectionEnd { open, close } => text!(
            "yaml-mismatched-bracket",
            open = open.to_string(),
            close = close.to_string()
        ),
        ErrorKind::UnexpectedCharacter { character } => text!(
            "yaml-unexpected-character",
            character = character.escape_default().to_string()
        ),
        // Words the name made of them would not tell apart.
        ErrorKind::InvalidBlockEntryWhitespace => text!("yaml-dash-space"),
        ErrorKind::InvalidMappingValueWhitespace => text!("yaml-colon-space"),
        _ => syntax::parser_words(&message),
    };
    syntax::general(super::Format::Yaml, words, None, Some(at..at))
}
