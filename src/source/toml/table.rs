//! A TOML table as the reader builds it: keys in order, found by hash past a few dozen,
//! with TOML's rules for implicit, dotted and inline tables.

use super::{Cow, DEALS, Entry, Node, Span, Value};
use crate::source::index::KeyIndex;

/// A table being built, with what TOML needs to know of how it was defined.
#[derive(Debug, Clone)]
pub(super) struct Table<'a> {
    pub(super) span: Span,
    pub(super) entries: Vec<Slot<'a>>,
    /// Made on the way to a deeper key or header, not by a header of its own (yet).
    pub(super) implicit: bool,
    /// Made by a dotted key.
    pub(super) dotted: bool,
    /// An inline table `{ … }`: closed to everything after it.
    pub(super) inline: bool,
    /// Key → position, once the table is large.
    pub(super) index: KeyIndex<'a>,
}

#[derive(Debug, Clone)]
pub(super) struct Slot<'a> {
    pub(super) key: Cow<'a, str>,
    pub(super) key_span: Span,
    pub(super) item: Item<'a>,
}

#[derive(Debug, Clone)]
pub(super) enum Item<'a> {
    /// A value written in one piece (scalar, array, inline table): closed.
    Value(Node<'a>),
    Table(Table<'a>),
    /// An array of tables (`[[name]]`); only the last can still be added to. Of the
    /// top-level `deals`, only that last one is kept (a later `[deals.x]` adds to it): the
    /// ones before it were handed over.
    Tables(Span, Vec<Table<'a>>),
}

impl<'a> Table<'a> {
    pub(super) fn new(span: Span) -> Self {
        Table {
            span,
            entries: Vec::new(),
            implicit: false,
            dotted: false,
            inline: false,
            index: KeyIndex::default(),
        }
    }

    /// Where `key` is: by scan while the table is small, by hash once it is not.
    pub(super) fn find(&self, key: &str) -> Option<usize> {
        self.index
            .find(self.entries.iter().map(|slot| slot.key.as_ref()), key)
    }

    pub(super) fn push(&mut self, slot: Slot<'a>) {
        self.entries.push(slot);
        let at = self.entries.len() - 1;
        self.index.added(
            &self.entries[at].key,
            at,
            self.entries.iter().map(|slot| &slot.key),
        );
    }

    pub(super) fn remove(&mut self, at: usize) -> Slot<'a> {
        let slot = self.entries.remove(at);
        self.index
            .removed(self.entries.iter().map(|slot| &slot.key));
        slot
    }

    pub(super) fn into_node(self) -> Node<'a> {
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
    pub(super) fn into_header(mut self) -> (Node<'a>, Option<Node<'a>>) {
        let mut last = None;
        for slot in &mut self.entries {
            if let (DEALS, Item::Tables(_, tables)) = (slot.key.as_ref(), &mut slot.item) {
                last = tables.pop().map(Table::into_node);
            }
        }
        (self.into_node(), last)
    }

    /// The top-level table as known so far, `deals` an empty list (a copy: reading goes on).
    pub(super) fn header_node(&self) -> Node<'a> {
        let (header, _open) = self.clone().into_header();
        header
    }
}

impl<'a> Item<'a> {
    pub(super) fn into_node(self) -> Node<'a> {
        match self {
            Item::Value(node) => node,
            Item::Table(table) => table.into_node(),
            Item::Tables(span, tables) => Node {
                span,
                value: Value::Array(tables.into_iter().map(Table::into_node).collect()),
            },
        }
    }

    pub(super) fn type_name(&self) -> &'static str {
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
            Item::Tables(..) => "array of tables",
        }
    }
}
