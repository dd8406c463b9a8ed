//! The first safety net: the file after a change must read back as before, but for
//! the change, value for value as written (the second, `expected`, compares the match
//! as validated).

use super::{Asked, DATE, DealKey, Node, Source, TITLE, Value, amend, source};
use crate::lang::{Text, text};

/// What a change was asked to do, for both safety nets: this one compares the file's
/// values as written, the second (`expected`) the match as validated.
#[derive(Debug, Clone)]
pub(crate) enum Change<'a> {
    /// One deal after the `deals_before` there were.
    Added { deals_before: usize },
    /// Deal `number` (from 1) of `deals_before` taken out.
    Removed { number: usize, deals_before: usize },
    /// Deal `number` (from 1) of `deals` changed as `asked`, in the keys `touched` only.
    Amended {
        number: usize,
        deals: usize,
        touched: Vec<DealKey>,
        asked: &'a Asked,
    },
    /// The title and date at the top of the file as given (else as they were), nothing
    /// else; `not_as_asked` is what to say if not.
    Header {
        title: Option<&'a str>,
        date: Option<&'a str>,
        not_as_asked: String,
    },
    /// Player or team `from` called `to`: the names at the top and in any deal may change,
    /// the deals' count and the rest of the top may not (the match as validated is
    /// compared after, name for name).
    Renamed { from: &'a str, to: &'a str },
}

impl Change<'_> {
    /// The deal changed in place (from 0), whose entries are compared key by key.
    pub(crate) fn amended(&self) -> Option<usize> {
        match self {
            Change::Amended { number, .. } => Some(number - 1),
            _ => None,
        }
    }

    /// The keys at the top of the file it may change.
    fn top_keys(&self) -> Vec<&'static str> {
        match self {
            Change::Header { title, date, .. } => [title.map(|_| TITLE), date.map(|_| DATE)]
                .into_iter()
                .flatten()
                .collect(),
            Change::Renamed { .. } => vec!["players", "teams", "first_dealer"],
            _ => Vec::new(),
        }
    }
}

/// A value's fingerprint, wherever it is written (spans aside): equal values, equal
/// fingerprints.
pub(super) fn fingerprint(node: &Node<'_>) -> u64 {
    use std::hash::{Hash, Hasher};
    pub(super) fn feed(node: &Node<'_>, hasher: &mut std::collections::hash_map::DefaultHasher) {
        std::mem::discriminant(&node.value).hash(hasher);
        match &node.value {
            Value::Null => {}
            Value::Bool(value) => value.hash(hasher),
            Value::Int(value) => value.hash(hasher),
            Value::Float(value) => value.to_bits().hash(hasher),
            Value::BigInt(text) | Value::Str(text) => text.hash(hasher),
            Value::Date(text) => text.hash(hasher),
            Value::Array(items) => {
                items.len().hash(hasher);
                for item in items {
                    feed(item, hasher);
                }
            }
            Value::Table(entries) => {
                entries.len().hash(hasher);
                for entry in entries {
                    entry.key.hash(hasher);
                    feed(&entry.node, hasher);
                }
            }
        }
    }
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    feed(node, &mut hasher);
    hasher.finish()
}

/// What the safety net compares of a file: the fingerprints of everything outside the
/// deals (by key, in order), of every deal, and of the entries of the deal a change is
/// about (by key, sorted). Made a deal at a time as the file is read: the file's tree is
/// never held, nor are two files' at once.
#[derive(Debug)]
pub(crate) struct Digest {
    pub(super) outside: Vec<(String, u64)>,
    pub(super) deals: Vec<u64>,
    pub(super) entries: Vec<(String, u64)>,
}

impl Digest {
    /// The digest of a file read by `source::read_deals` (which kept deal `deal`, from 0),
    /// `deals` the fingerprints of the deals it showed.
    pub(super) fn new(
        read: &source::Deals<'_>,
        mut deals: Vec<u64>,
        deal: Option<usize>,
    ) -> Digest {
        // Deals outside a `deals` list are none (as in the whole tree).
        deals.truncate(read.count);
        Digest {
            outside: outside(&read.root),
            deals,
            entries: deal
                .and_then(|index| read.item(index))
                .map(entries)
                .unwrap_or_default(),
        }
    }
}

/// The safety net's comparison, fed the changed file's deals one at a time as they are
/// read (their fingerprints are never all held).
pub(super) struct Net<'d> {
    pub(super) old: &'d Digest,
    pub(super) change: &'d Change<'d>,
    /// How many deals the changed file has shown.
    pub(super) count: usize,
    /// The first deal (its number before the change) that reads back otherwise.
    pub(super) differs: Option<usize>,
}

impl<'d> Net<'d> {
    pub(super) fn new(old: &'d Digest, change: &'d Change<'d>) -> Net<'d> {
        Net {
            old,
            change,
            count: 0,
            differs: None,
        }
    }

    /// The changed file's next deal.
    pub(super) fn deal(&mut self, fingerprint: u64) {
        let index = self.count;
        self.count += 1;
        if self.differs.is_some() {
            return;
        }
        // The deal it must read back as: the same place, one on after a removed deal;
        // none for the deal amended (or added, which has no place before).
        let before = match self.change {
            Change::Added { .. } | Change::Header { .. } => Some(index),
            // Any deal may name the player renamed.
            Change::Renamed { .. } => None,
            Change::Removed { number, .. } => Some(if index + 1 >= *number {
                index + 1
            } else {
                index
            }),
            Change::Amended { number, .. } => (index + 1 != *number).then_some(index),
        };
        if let Some(before) = before
            && let Some(&old) = self.old.deals.get(before)
            && old != fingerprint
        {
            self.differs = Some(before + 1);
        }
    }

    /// Forget the deals shown: deals outside a `deals` list are none.
    pub(super) fn reset(&mut self) {
        self.count = 0;
        self.differs = None;
    }

    /// What differs, once every deal was shown: the changed file's fingerprints outside
    /// its deals and its changed deal's entries.
    pub(super) fn verdict(
        &self,
        outside: &[(String, u64)],
        entries: &[(String, u64)],
    ) -> Option<Text> {
        let (old, count) = (self.old, self.count);
        // A header change may change its own keys there, and only those.
        let header = self.change.top_keys();
        let kept = |entries: &'_ [(String, u64)]| -> Vec<(String, u64)> {
            entries
                .iter()
                .filter(|(key, _)| !header.contains(&key.as_str()))
                .cloned()
                .collect()
        };
        if kept(&old.outside) != kept(outside) {
            return Some(text!("net-outside"));
        }
        let miscounted = match self.change {
            Change::Added { .. } => {
                (count != old.deals.len() + 1).then(|| text!("net-not-one-added"))
            }
            Change::Removed { .. } => {
                (count + 1 != old.deals.len()).then(|| text!("net-not-one-removed"))
            }
            _ => (count != old.deals.len()).then(|| text!("net-deal-count")),
        };
        if miscounted.is_some() {
            return miscounted;
        }
        if let Change::Amended {
            number, touched, ..
        } = self.change
            && untouched_of(&old.entries, touched) != untouched_of(entries, touched)
        {
            return Some(text!("net-more-of-deal", deal = *number));
        }
        self.differs
            .map(|number| text!("net-other-deal", deal = number))
    }
}

/// `entries` but the keys a change touches.
pub(super) fn untouched_of<'e>(
    entries: &'e [(String, u64)],
    touched: &[DealKey],
) -> Vec<&'e (String, u64)> {
    entries
        .iter()
        .filter(|(key, _)| !touched.iter().any(|touched| touched.name() == key))
        .collect()
}

/// The changed file's side of the safety net, fed by the reading that validates it (one
/// reading for both): each deal compared as it comes, and the changed deal's entries
/// and text kept.
pub(crate) struct Check<'d, 's> {
    pub(super) source: &'s Source,
    pub(super) net: Net<'d>,
    /// The deal changed (`amend`), whose entries and text are kept.
    pub(super) want: Option<usize>,
    pub(super) entries: Vec<(String, u64)>,
    pub(super) written: Option<String>,
}

impl<'d, 's> Check<'d, 's> {
    /// The check of `source`, the file `old` describes after `change`.
    pub(crate) fn new(
        source: &'s Source,
        old: &'d Digest,
        change: &'d Change<'d>,
    ) -> Check<'d, 's> {
        Check {
            source,
            net: Net::new(old, change),
            want: change.amended(),
            entries: Vec::new(),
            written: None,
        }
    }

    /// What the change did besides what was asked (`None`: nothing), once the file was
    /// read; `root` is its top-level table as read.
    pub(crate) fn verdict(&mut self, root: &Node<'_>) -> Option<Text> {
        let outside = outside(root);
        if !matches!(
            root.get("deals").map(|node| &node.value),
            Some(Value::Array(_))
        ) {
            // Deals outside a `deals` list are none (as in the whole tree).
            self.net.reset();
        }
        self.net.verdict(&outside, &self.entries)
    }

    /// The changed deal's text as now written (`amend`).
    pub(crate) fn written(self) -> Option<String> {
        self.written
    }
}

impl Check<'_, '_> {
    /// The changed file's next deal.
    pub(crate) fn deal(&mut self, deal: &Node<'_>) {
        if Some(self.net.count) == self.want {
            self.entries = entries(deal);
            self.written = amend::as_written(self.source, deal);
        }
        self.net.deal(fingerprint(deal));
    }
}

/// The fingerprints of the top-level keys but `deals`, in order.
pub(super) fn outside(root: &Node<'_>) -> Vec<(String, u64)> {
    root.as_table()
        .unwrap_or_default()
        .iter()
        .filter(|entry| entry.key != "deals")
        .map(|entry| (entry.key.to_string(), fingerprint(&entry.node)))
        .collect()
}

/// The fingerprints of a deal's entries, by key, sorted.
pub(super) fn entries(deal: &Node<'_>) -> Vec<(String, u64)> {
    let mut entries: Vec<(String, u64)> = deal
        .as_table()
        .unwrap_or_default()
        .iter()
        .map(|entry| (entry.key.to_string(), fingerprint(&entry.node)))
        .collect();
    entries.sort();
    entries
}
