//! How both readers keep a table's or mapping's entries: in order, and past a few dozen
//! keys found by hash instead of by a search of the keys before them, so a key given
//! twice is caught at once in a large table too. Declared once here for TOML and YAML
//! alike.

use std::borrow::Cow;
use std::collections::HashMap;

use crate::raw::Entry;

/// From how many keys a table finds its keys by hash.
const INDEX_FROM: usize = 32;

/// A table's or mapping's entries in order, found by key: by scan while there are few, by
/// hash once there are `INDEX_FROM` (a table of 200,000 keys must not take minutes).
#[derive(Debug, Clone)]
pub(super) struct Entries<'a, N> {
    pub(super) list: Vec<Entry<'a, N>>,
    /// Key → position, once the table is large.
    index: Option<HashMap<Cow<'a, str>, usize>>,
}

impl<N> Default for Entries<'_, N> {
    fn default() -> Self {
        Entries {
            list: Vec::new(),
            index: None,
        }
    }
}

impl<'a, N> Entries<'a, N> {
    /// Where the entry of `key` is.
    pub(super) fn find(&self, key: &str) -> Option<usize> {
        match &self.index {
            Some(index) => index.get(key).copied(),
            None => self.list.iter().position(|entry| entry.key == key),
        }
    }

    /// `entry` after every other: indexed, or the index is built when the table has
    /// grown to `INDEX_FROM`.
    pub(super) fn push(&mut self, entry: Entry<'a, N>) {
        self.list.push(entry);
        let at = self.list.len() - 1;
        match &mut self.index {
            Some(index) => {
                index.insert(self.list[at].key.clone(), at);
            }
            None if at + 1 >= INDEX_FROM => self.build(),
            None => {}
        }
    }

    /// The entry at `at`, taken out: the index, if built, is built again.
    pub(super) fn remove(&mut self, at: usize) -> Entry<'a, N> {
        let entry = self.list.remove(at);
        if self.index.is_some() {
            self.build();
        }
        entry
    }

    fn build(&mut self) {
        let keys = self.list.iter().enumerate();
        self.index = Some(keys.map(|(at, entry)| (entry.key.clone(), at)).collect());
    }
}
