//! A TOML table as the reader builds it: keys in order, found by hash past a few dozen,
//! with TOML's rules for implicit, dotted and inline tables.

use super::{DEALS, Entry, Node, Span, Value};
use crate::source::index::Entries;

/// A table being built, with what TOML needs to know of how it was defined.
#[derive(Debug, Clone, Default)]
pub(super) struct Table<'a> {
    pub(super) span: Span,
    pub(super) entries: Entries<'a, Item<'a>>,
    /// Made on the way to a deeper key or header, not by a header of its own (yet).
    pub(super) implicit: bool,
    /// Made by a dotted key.
    pub(super) dotted: bool,
}

/// What a key of a table being built holds.
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
    pub(super) fn into_node(self) -> Node<'a> {
        Node {
            span: self.span,
            value: Value::Table(
                self.entries
                    .list
                    .into_iter()
                    .map(|slot| Entry {
                        key: slot.key,
                        key_span: slot.key_span,
                        node: slot.node.into_node(),
                    })
                    .collect(),
            ),
        }
    }

    /// The top-level table as known so far, `deals` an empty list (a copy: reading goes on;
    /// the `[[deals]]` table still open is left out).
    pub(super) fn header_node(&self) -> Node<'a> {
        let mut header = self.clone();
        for slot in &mut header.entries.list {
            if let (DEALS, Item::Tables(_, tables)) = (slot.key.as_ref(), &mut slot.node) {
                tables.clear();
            }
        }
        header.into_node()
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
}
