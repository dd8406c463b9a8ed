//! How both readers keep pace with a large table or mapping: past a few dozen keys, a
//! key given twice is found by hash instead of by a search of the keys before it.
//! Declared once here for TOML and YAML alike.

use std::borrow::Cow;
use std::collections::HashMap;

/// From how many keys a table finds its keys by hash.
pub(super) const INDEX_FROM: usize = 32;

/// The keys of one table or mapping by name, once it has `INDEX_FROM` of them (a table
/// of 200,000 keys must not take minutes); below that they are found by scan.
#[derive(Debug, Clone, Default)]
pub(super) struct KeyIndex<'a>(Option<HashMap<Cow<'a, str>, usize>>);

impl<'a> KeyIndex<'a> {
    /// Where `key` is among `keys`, the table's keys in order.
    pub(super) fn find<'k>(
        &self,
        mut keys: impl Iterator<Item = &'k str>,
        key: &str,
    ) -> Option<usize> {
        match &self.0 {
            Some(index) => index.get(key).copied(),
            None => keys.position(|known| known == key),
        }
    }

    /// `key` was added at `at`, after every other: indexed, or the index is built from
    /// `keys` (all of them, in order) when the table has grown to `INDEX_FROM`.
    #[allow(
        clippy::ptr_arg,
        reason = "the key is kept as it is, borrowed from the text when it can be"
    )]
    pub(super) fn added<'k>(
        &mut self,
        key: &Cow<'a, str>,
        at: usize,
        keys: impl Iterator<Item = &'k Cow<'a, str>>,
    ) where
        'a: 'k,
    {
        match &mut self.0 {
            Some(index) => {
                index.insert(key.clone(), at);
            }
            None if at + 1 >= INDEX_FROM => self.build(keys),
            None => {}
        }
    }

    /// A key was taken out: the index, if built, is built again from `keys`.
    pub(super) fn removed<'k>(&mut self, keys: impl Iterator<Item = &'k Cow<'a, str>>)
    where
        'a: 'k,
    {
        if self.0.is_some() {
            self.build(keys);
        }
    }

    fn build<'k>(&mut self, keys: impl Iterator<Item = &'k Cow<'a, str>>)
    where
        'a: 'k,
    {
        self.0 = Some(
            keys.enumerate()
                .map(|(at, key)| (key.clone(), at))
                .collect(),
        );
    }
}
