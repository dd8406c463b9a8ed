//! The two ways both readers keep pace with a large file: the parser runs alongside the
//! reader on a thread of its own, and a table or mapping finds its keys by hash once it
//! has a few dozen. Declared once here for TOML and YAML alike.

use std::borrow::Cow;
use std::collections::HashMap;

use crate::probe::{Fast, taken};

/// From how many keys a table finds its keys by hash.
pub(super) const INDEX_FROM: usize = 32;

/// From how many bytes the parser runs alongside the reader, on a thread of its own.
pub(super) const ALONGSIDE_FROM: usize = 256 * 1024;

/// How many batches the parser may run ahead of the reader.
const AHEAD: usize = 8;

/// Parse a text of `len` bytes with `parse`, which hands each batch it makes to the
/// function it is given until that says stop, and feed every batch to `take` (`false`:
/// stop). From `ALONGSIDE_FROM` bytes the parser runs on a thread of its own, a few
/// batches ahead of the reader: on two cores a reading takes the longer of the two
/// instead of both. (A panic there reaches here at the end.)
pub(super) fn alongside<B: Send>(
    len: usize,
    parse: impl FnOnce(&mut dyn FnMut(B) -> bool) + Send,
    mut take: impl FnMut(B) -> bool,
) {
    if len < ALONGSIDE_FROM {
        parse(&mut take);
        return;
    }
    taken(Fast::Alongside);
    std::thread::scope(|scope| {
        let (sender, receiver) = std::sync::mpsc::sync_channel::<B>(AHEAD);
        scope.spawn(move || parse(&mut |batch| sender.send(batch).is_ok()));
        for batch in receiver {
            if !take(batch) {
                // Dropping the receiver stops the parser at its next batch.
                break;
            }
        }
    });
}

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
            Some(index) => {
                taken(Fast::KeyIndex);
                index.get(key).copied()
            }
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
