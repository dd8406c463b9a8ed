//! The one way a match file is read: its header and its deals as [`Item`]s, in order, into
//! a fold the caller gives (a `start` that makes its state, a `step` that takes each
//! item). Each format's reader (`toml`, `yaml`) walks its parser's events, builds one
//! deal's tree at a time and hands it to a [`Feed`], so a file of any size and layout goes
//! by without its whole tree in memory. The header comes before any deal. When the file
//! gives a top-level key after its deals, the header that went out was not the whole of
//! it: the fold is started again and the deals read a second time, after the whole
//! header. Streaming, that second reading and the TOML reader's second thread live here,
//! in `source`, and nowhere else: whoever reads a file writes a plain fold.

use super::{DEALS, Format, Source, toml, yaml};
use crate::diagnostic::Diagnostic;
use crate::raw::{Node, Value};

/// What a reader hands out: the header once, then every deal in order.
pub(crate) enum Item<'n, 'a> {
    /// The top-level table, its `deals` an empty list (whatever `deals` holds there is
    /// not to be looked at).
    Header(&'n Node<'a>),
    /// The next deal.
    Deal(Node<'a>),
}

/// A file read into a fold: the fold's state, and the top-level table as the reading left
/// it (its `deals` list empty): what was read outside the deals.
pub(crate) struct Folded<'a, S> {
    pub(crate) state: S,
    pub(crate) root: Node<'a>,
}

/// Read `source` into the fold `start` makes, `step` given each item; on a syntax error,
/// the syntax diagnostics. A header given after the deals makes a second reading, with
/// the fold started again.
pub(crate) fn fold<'a, S>(
    source: &'a Source,
    start: impl Fn() -> S,
    mut step: impl FnMut(&mut S, Item<'_, 'a>),
) -> Result<Folded<'a, S>, Vec<Diagnostic>> {
    let mut folded = start();
    let mut header = Header::Ahead;
    let root = pass(source, &mut header, &mut folded, &mut step)?;
    let root = match header {
        // No deal asked for it: the header goes out now, whole.
        Header::Ahead => {
            step(&mut folded, Item::Header(&root));
            root
        }
        Header::Late => {
            // What the first reading folded goes before the second begins.
            drop(folded);
            folded = start();
            step(&mut folded, Item::Header(&root));
            drop(root);
            header = Header::Known;
            pass(source, &mut header, &mut folded, &mut step)?
        }
        Header::Given | Header::Known => root,
    };
    Ok(Folded {
        state: folded,
        root,
    })
}

/// One reading of the file by its format's reader, the header as `header` says it stands
/// (and left as it stood at the end); the deals that did not stream go out after it.
fn pass<'a, S>(
    source: &'a Source,
    header: &mut Header,
    folded: &mut S,
    step: &mut impl FnMut(&mut S, Item<'_, 'a>),
) -> Result<Node<'a>, Vec<Diagnostic>> {
    let mut give = |item: Item<'_, 'a>| step(folded, item);
    let mut feed = Feed {
        header: *header,
        give: &mut give,
    };
    let mut root = match source.format {
        Format::Toml => toml::read(&source.text, &mut feed),
        Format::Yaml => yaml::read(&source.text, &mut feed, false),
    }?;
    feed.hand_over_whole(&mut root);
    *header = feed.header;
    Ok(root)
}

/// Parse the text into the whole spanned tree, or the syntax diagnostics.
pub(crate) fn parse(source: &Source) -> Result<Node<'_>, Vec<Diagnostic>> {
    let read = fold(source, Vec::new, |deals, item| {
        if let Item::Deal(deal) = item {
            deals.push(deal);
        }
    })?;
    let mut root = read.root;
    // The deals back into the root's `deals` list (deals outside a list are none).
    if let Some(items) = deals_list(&mut root)
        && items.is_empty()
    {
        *items = read.state;
    }
    Ok(root)
}

/// The top-level `deals` list's items, when `root` has one.
fn deals_list<'n, 'a>(root: &'n mut Node<'a>) -> Option<&'n mut Vec<Node<'a>>> {
    let Value::Table(entries) = &mut root.value else {
        return None;
    };
    let entry = entries.iter_mut().find(|entry| entry.key == DEALS)?;
    match &mut entry.node.value {
        Value::Array(items) => Some(items),
        _ => None,
    }
}

/// Where the header stands in one reading.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Header {
    /// Not given yet: the next deal needs it first.
    Ahead,
    /// Given, as far as the file was read then.
    Given,
    /// A top-level key came after it was given: it was not the whole, and no more deals
    /// go out in this reading.
    Late,
    /// Given whole before this reading began (the second).
    Known,
}

/// Where a format reader hands what it reads: the header when a deal needs it, then each
/// deal.
pub(super) struct Feed<'f, 'a> {
    header: Header,
    give: &'f mut dyn FnMut(Item<'_, 'a>),
}

impl<'a> Feed<'_, 'a> {
    /// Whether the next deal needs the header first (it has not been given yet).
    pub(super) fn needs_header(&self) -> bool {
        self.header == Header::Ahead
    }

    /// The top-level table as far as it is known, `deals` an empty list.
    pub(super) fn header(&mut self, root: &Node<'a>) {
        self.header = Header::Given;
        (self.give)(Item::Header(root));
    }

    /// A top-level key was read: after the header was given, it was not the whole.
    pub(super) fn header_changed(&mut self) {
        if self.header == Header::Given {
            self.header = Header::Late;
        }
    }

    /// The next deal, complete.
    pub(super) fn deal(&mut self, deal: Node<'a>) {
        if self.header != Header::Late {
            (self.give)(Item::Deal(deal));
        }
    }

    /// Deals that did not stream (a YAML alias to a list, a merge key; a TOML key written
    /// with escapes, and the last `[[deals]]` table) sit in the finished root: take them
    /// out and hand them over after the whole header, as the streamed ones were.
    fn hand_over_whole(&mut self, root: &mut Node<'a>) {
        let whole = deals_list(root).map(std::mem::take);
        if let Some(deals) = whole.filter(|deals| !deals.is_empty()) {
            if self.needs_header() {
                self.header(root);
            }
            for deal in deals {
                self.deal(deal);
            }
        }
    }
}

/// A file read for a change to it (see [`Keep`]): its top-level table (the `deals` list in
/// it empty), how many deals it has, and the whole tree of only the deal wanted and the
/// one before it. A splice needs no more, so editing a large file never holds its whole
/// tree.
#[derive(Debug)]
pub(crate) struct Deals<'a> {
    pub(crate) root: Node<'a>,
    /// How many deals the `deals` list holds (none when `deals` is not a list).
    pub(crate) count: usize,
    pub(super) kept: Vec<Node<'a>>,
    /// The index of `kept[0]`.
    pub(super) first: usize,
}

impl<'a> Deals<'a> {
    /// The `deals` value, if the file has one.
    pub(crate) fn list(&self) -> Option<&Node<'a>> {
        self.root.get(DEALS)
    }

    /// Deal `index` (from 0), if it was kept.
    pub(crate) fn item(&self, index: usize) -> Option<&Node<'a>> {
        self.kept.get(index.checked_sub(self.first)?)
    }

    /// The deals kept around deal `index`: the one before it (when there is one) and
    /// deal `index` itself, which is last; empty if it was not kept.
    pub(crate) fn around(&self, index: usize) -> &[Node<'a>] {
        match index.checked_sub(self.first) {
            Some(at) if at < self.kept.len() => &self.kept[at.saturating_sub(1)..=at],
            _ => &[],
        }
    }
}

/// The fold a change reads the file with: how many deals there are, and the trees of at
/// most two of them (the one wanted and the one before it, whose end bounds the comments
/// above the wanted one); every other deal is dropped once shown.
pub(crate) struct Keep<'a> {
    /// The index of the deal wanted; `None`: the last.
    want: Option<usize>,
    count: usize,
    kept: Vec<Node<'a>>,
    /// The index of `kept[0]`.
    first: usize,
}

impl<'a> Keep<'a> {
    /// Keep deal `number` (from 1; `None`: the last) and the one before it.
    pub(crate) fn new(number: Option<usize>) -> Keep<'a> {
        Keep {
            want: number.map(|number| number.wrapping_sub(1)),
            count: 0,
            kept: Vec::new(),
            first: 0,
        }
    }

    /// The next item: a deal is counted, and kept when it is wanted.
    pub(crate) fn take(&mut self, item: Item<'_, 'a>) {
        let Item::Deal(deal) = item else {
            return;
        };
        let index = self.count;
        self.count += 1;
        // Every deal when the last is wanted (the two latest stay), else the two asked.
        let wanted = self
            .want
            .is_none_or(|want| index == want || index + 1 == want);
        if wanted {
            if self.kept.is_empty() {
                self.first = index;
            }
            self.kept.push(deal);
            if self.kept.len() > 2 {
                self.kept.remove(0);
                self.first += 1;
            }
        }
    }

    /// What was kept of the deals of the file whose top-level table is `root`. What it
    /// holds is what [`parse`] gives (the same reading), less the other deals' trees.
    pub(crate) fn into_deals(mut self, mut root: Node<'a>) -> Deals<'a> {
        // As `parse` does: the deals read belong to a `deals` list, else there are none.
        if !deals_list(&mut root).is_some_and(|items| items.is_empty()) {
            self = Keep::new(None);
        }
        Deals {
            first: self.first,
            root,
            count: self.count,
            kept: self.kept,
        }
    }
}

/// Read the file for a change to deal `number` (from 1; `None`: the last): its top-level
/// table and the count of its deals, keeping the trees of that deal and the one before it
/// only. Every deal, in order, is shown to `each` as it is read (a reading that starts
/// again shows them again from index 0).
#[cfg(any(test, feature = "harness"))] // the fuzz and bench hooks, and tests
pub(crate) fn read_deals<'a>(
    source: &'a Source,
    number: Option<usize>,
    each: &mut dyn FnMut(usize, &Node<'a>),
) -> Result<Deals<'a>, Vec<Diagnostic>> {
    let read = fold(
        source,
        || Keep::new(number),
        |keep, item| {
            if let Item::Deal(deal) = &item {
                each(keep.count, deal);
            }
            keep.take(item);
        },
    )?;
    Ok(read.state.into_deals(read.root))
}

/// A YAML `source` read with the spec's strict indentation, the deals it streams let go
/// (those that did not stream stay in the root): whether it reads, for the conformance
/// tests.
#[cfg(test)]
pub(super) fn strictly_indented(source: &Source) -> Result<Node<'_>, Vec<Diagnostic>> {
    let mut ignore = |_: Item<'_, '_>| {};
    let mut feed = Feed {
        header: Header::Known,
        give: &mut ignore,
    };
    yaml::read(&source.text, &mut feed, true)
}
