//! The match file as it was written: a small tree of values, each with the byte span it
//! came from. TOML and YAML both read into this one shape (see `source`), so validation
//! is written once and points at the same kind of span in either format. Nothing here
//! knows what a deal is; that is `validate`'s job.

use std::borrow::Cow;
use std::ops::Range;

/// A byte range into the source text.
pub(crate) type Span = Range<usize>;

/// One value of the file with its span.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Node<'a> {
    pub(crate) span: Span,
    pub(crate) value: Value<'a>,
}

/// The value kinds both formats share.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Value<'a> {
    Null,
    Bool(bool),
    Int(i64),
    /// An integer that does not fit in 64 bits, kept as written.
    BigInt(Cow<'a, str>),
    Float(f64),
    Str(Cow<'a, str>),
    /// A TOML date or date-time, as written.
    Date(String),
    Array(Vec<Node<'a>>),
    Table(Vec<Entry<'a>>),
}

/// One `key = value` of a table, with the key's own span for "unknown key" diagnostics.
/// (A reader's table being built holds what it knows of each value instead, `N`.)
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Entry<'a, N = Node<'a>> {
    pub(crate) key: Cow<'a, str>,
    pub(crate) key_span: Span,
    pub(crate) node: N,
}

impl Value<'_> {
    /// The name of the kind, as a diagnostic says it ("found a string").
    pub(crate) fn kind_text(&self) -> crate::lang::Text {
        use crate::lang::text;
        match self {
            Value::Null => text!("kind-null"),
            Value::Bool(_) => text!("kind-bool"),
            Value::Int(_) | Value::BigInt(_) => text!("kind-int"),
            Value::Float(_) => text!("kind-float"),
            Value::Str(_) => text!("kind-string"),
            Value::Date(_) => text!("kind-date"),
            Value::Array(_) => text!("kind-list"),
            Value::Table(_) => text!("kind-table"),
        }
    }
}

impl<'a> Node<'a> {
    /// The entries of a table node, or `None` for any other kind.
    pub(crate) fn as_table(&self) -> Option<&[Entry<'a>]> {
        match &self.value {
            Value::Table(entries) => Some(entries),
            _ => None,
        }
    }

    /// The text of a string node.
    pub(crate) fn as_str(&self) -> Option<&str> {
        match &self.value {
            Value::Str(text) => Some(text),
            _ => None,
        }
    }

    /// The entry with this key, if the node is a table that has it.
    pub(crate) fn get(&self, key: &str) -> Option<&Node<'a>> {
        self.as_table()?
            .iter()
            .find(|entry| entry.key == key)
            .map(|entry| &entry.node)
    }
}
