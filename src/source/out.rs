//! Where a format reader puts what it reads. Both readers walk their parser's events and
//! build one deal's tree at a time; what becomes of it depends on why the file is read:
//! streamed into a [`Sink`] (scoring: the whole tree never exists), or gathered into the
//! whole tree (editing needs every deal's span).

use crate::raw::{Node, Value};

use super::Sink;

/// What a reader hands over as it reads.
pub(super) trait Out<'a> {
    /// Whether the next deal needs the header first (it has not been given yet).
    fn needs_header(&self) -> bool;
    /// The top-level table as far as it is known, `deals` an empty list.
    fn header(&mut self, root: &Node<'a>);
    /// A top-level key came after the header was given: it was not the whole header.
    fn header_changed(&mut self);
    /// The next deal, complete.
    fn deal(&mut self, deal: Node<'a>);
}

/// Streams into a sink: the header before the first deal, then each deal. When the header
/// turns out to have been incomplete (a top-level key after the deals), it stops
/// forwarding and says so: the caller starts again with the header known.
pub(super) struct Stream<'s, 'a> {
    pub(super) sink: &'s mut dyn Sink,
    pub(super) header_given: bool,
    pub(super) late: bool,
    /// Also given each deal (a change keeps some of them).
    pub(super) keep: Option<&'s mut dyn Out<'a>>,
}

impl<'a> Out<'a> for Stream<'_, 'a> {
    fn needs_header(&self) -> bool {
        !self.header_given
    }

    fn header(&mut self, root: &Node<'a>) {
        self.header_given = true;
        self.sink.header(root);
    }

    fn header_changed(&mut self) {
        if self.header_given {
            self.late = true;
        }
    }

    fn deal(&mut self, deal: Node<'a>) {
        if !self.late {
            self.sink.deal(&deal);
            if let Some(keep) = &mut self.keep {
                keep.deal(deal);
            }
        }
    }
}

/// The second reading of a file whose header came late: the sink already has the whole
/// header; only the deals go to it.
pub(super) struct DealsOnly<'s, 'a> {
    pub(super) sink: &'s mut dyn Sink,
    /// Also given each deal (a change keeps some of them).
    pub(super) keep: Option<&'s mut dyn Out<'a>>,
}

impl<'a> Out<'a> for DealsOnly<'_, 'a> {
    fn needs_header(&self) -> bool {
        false
    }

    fn header(&mut self, _root: &Node<'a>) {}

    fn header_changed(&mut self) {}

    fn deal(&mut self, deal: Node<'a>) {
        self.sink.deal(&deal);
        if let Some(keep) = &mut self.keep {
            keep.deal(deal);
        }
    }
}

/// Gathers every deal, for the whole tree.
#[derive(Default)]
pub(super) struct Whole<'a> {
    pub(super) deals: Vec<Node<'a>>,
}

impl<'a> Out<'a> for Whole<'a> {
    fn needs_header(&self) -> bool {
        false
    }

    fn header(&mut self, _root: &Node<'a>) {}

    fn header_changed(&mut self) {}

    fn deal(&mut self, deal: Node<'a>) {
        self.deals.push(deal);
    }
}

impl<'a> Whole<'a> {
    /// The whole tree: the deals put back into the root's `deals` list.
    pub(super) fn into_tree(self, mut root: Node<'a>) -> Node<'a> {
        if let Value::Table(entries) = &mut root.value
            && let Some(entry) = entries.iter_mut().find(|entry| entry.key == super::DEALS)
            && let Value::Array(items) = &mut entry.node.value
            && items.is_empty()
        {
            *items = self.deals;
        }
        root
    }
}

/// Deals that did not stream (a YAML alias to a list, a merge key; a TOML key written
/// with escapes) sit in the finished root: take them out and hand them over after the
/// whole header, as the streamed ones were.
pub(super) fn hand_over_whole<'a>(root: &mut Node<'a>, out: &mut dyn Out<'a>) {
    let whole = match &mut root.value {
        Value::Table(entries) => entries
            .iter_mut()
            .find(|entry| entry.key == super::DEALS)
            .and_then(|entry| match &mut entry.node.value {
                Value::Array(items) => Some(std::mem::take(items)),
                _ => None,
            }),
        _ => None,
    };
    if let Some(deals) = whole.filter(|deals| !deals.is_empty()) {
        if out.needs_header() {
            out.header(root);
        }
        for deal in deals {
            out.deal(deal);
        }
    }
}

/// Keeps what a change to the file needs of its deals, not their whole tree: how many
/// there are, and the trees of at most two of them (the one wanted and the one before
/// it, whose end bounds the comments above the wanted one). Every deal is also shown to
/// `each` as it goes by (the tests look at them; a change passes a function that does
/// nothing), then dropped.
pub(super) struct Keep<'a, 'f> {
    /// The index of the deal wanted; `None`: the last.
    pub(super) want: Option<usize>,
    pub(super) count: usize,
    pub(super) kept: Vec<Node<'a>>,
    /// The index of `kept[0]` (when a deal was wanted by its index).
    pub(super) first: usize,
    /// Shown each deal with its index (from 0; a reading that starts again starts
    /// again at 0).
    pub(super) each: &'f mut dyn FnMut(usize, &Node<'a>),
}

impl<'a, 'f> Keep<'a, 'f> {
    /// Keep deal `number` (from 1; `None`: the last) and the one before it, showing every
    /// deal to `each`.
    pub(super) fn new(number: Option<usize>, each: &'f mut dyn FnMut(usize, &Node<'a>)) -> Self {
        Keep {
            want: number.map(|number| number.wrapping_sub(1)),
            count: 0,
            kept: Vec::new(),
            first: 0,
            each,
        }
    }

    /// Forget every deal: the reader starts again.
    pub(super) fn reset(&mut self) {
        self.count = 0;
        self.kept.clear();
        self.first = 0;
    }
}

impl<'a> Out<'a> for Keep<'a, '_> {
    fn needs_header(&self) -> bool {
        false
    }

    fn header(&mut self, _root: &Node<'a>) {}

    fn header_changed(&mut self) {}

    fn deal(&mut self, deal: Node<'a>) {
        let index = self.count;
        (self.each)(index, &deal);
        self.count += 1;
        match self.want {
            None => {
                self.kept.push(deal);
                if self.kept.len() > 2 {
                    self.kept.remove(0);
                }
            }
            Some(want) if index == want || index + 1 == want => {
                if self.kept.is_empty() {
                    self.first = index;
                }
                self.kept.push(deal);
            }
            Some(_) => {}
        }
    }
}
