//! How both readers keep a table's or mapping's entries: in order, and past a few dozen
//! keys found by hash instead of by a search of the keys before them, so a key given
//! twice is caught at once in a large table too. Declared once here for TOML and YAML
//! alike.

use std::borrow::Cow;
use std::collections::HashMap;

/// From how many keys a table finds its keys by hash.
const INDEX_FROM: usize = 32;

/// An entry of a table or mapping: what it is found by.
pub(super) trait Keyed<'a> {
    fn key(&self) -> &Cow<'a, str>;
}

/// A table's or mapping's entries in order, found by key: by scan while there are few, by
/// hash once there are `INDEX_FROM` (a table of 200,000 keys must not take minutes).
#[derive(Debug, Clone)]
pub(super) struct Entries<'a, T> {
    pub(super) list: Vec<T>,
    /// Key → position, once the table is large.
    index: Option<HashMap<Cow<'a, str>, usize>>,
}

impl<T> Default for Entries<'_, T> {
    fn default() -> Self {
        Entries {
            list: Vec::new(),
            index: None,
        }
    }
}

impl<'a, T: Keyed<'a>> Entries<'a, T> {
    /// Where the entry of `key` is.
    pub(super) fn find(&self, key: &str) -> Option<usize> {
        match &self.index {
            Some(index) => index.get(key).copied(),
            None => self.list.iter().position(|entry| entry.key() == key),
        }
    }

    /// `entry` after every other: indexed, or the index is built when the table has
    /// grown to `INDEX_FROM`.
    pub(super) fn push(&mut self, entry: T) {
        self.list.push(entry);
        let at = self.list.len() - 1;
        match &mut self.index {
            Some(index) => {
                index.insert(self.list[at].key().clone(), at);
            }
            None if at + 1 >= INDEX_FROM => self.build(),
            None => {}
        }
    }

    /// The entry at `at`, taken out: the index, if built, is built again.
    pub(super) fn remove(&mut self, at: usize) -> T {
        let entry = self.list.remove(at);
        if self.index.is_some() {
            self.build();
        }
        entry
    }

    fn build(&mut self) {
        let keys = self.list.iter().enumerate();
        self.index = Some(keys.map(|(at, entry)| (entry.key().clone(), at)).collect());
    }
}
