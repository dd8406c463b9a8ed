//! The splices and the first safety net on a file's text alone, each reading it for
//! itself: the way in of the fuzz and bench hooks, and of the tests. The commands read a
//! file once for the judgement, the splice and the digest together (`read_with_digest`).

use super::amend::Amended;
use super::{
    Amendment, Appended, Change, DealKey, Digest, Net, NewDeal, NotAmended, Read, Refusal, Removed,
    amend_read, append_read, fingerprint, read_with_digest, remove_read,
};
use crate::lang::Text;
use crate::source::{self, Source};

/// The text of `source` with `deal` appended to its deals, in the file's own style.
pub(crate) fn append(source: &Source, deal: &NewDeal) -> Result<Appended, Refusal> {
    append_read(source, read_for_change(source, None), deal)
}

/// Read `source` for a change to deal `number` (`None`: the last, or a new one after it).
pub(crate) fn read_for_change(source: &Source, number: Option<usize>) -> Read<'_> {
    read_with_digest(number, |each| source::read_deals(source, number, each))
}

/// The text of `source` with deal `number` (default: the last) changed as `plan` says,
/// given the deal's number and the keys it has (one read of the file for both).
pub(crate) fn amend<E>(
    source: &Source,
    number: Option<usize>,
    plan: impl FnOnce(usize, &[DealKey]) -> Result<Amendment, E>,
) -> Result<Amended, NotAmended<E>> {
    amend_read(source, read_for_change(source, number), number, plan)
}

/// The text of `source` without deal `number` (default: the last): the deal's table or
/// list item, the comments on and inside it, and the comment lines directly above it (no
/// blank line between). Everything else stays byte for byte.
pub(crate) fn remove(source: &Source, number: Option<usize>) -> Result<Removed, Refusal> {
    remove_read(source, read_for_change(source, number), number)
}

impl Digest {
    /// The digest of `source`, with the entries of deal `deal` (from 0); `None` when it
    /// does not parse or is not a table (validation reports that).
    pub(crate) fn of(source: &Source, deal: Option<usize>) -> Option<Digest> {
        let mut deals = Vec::new();
        let number = deal.map(|index| index + 1);
        let mut each = |index, deal: &_| {
            // A reading that starts again shows the deals again from the first.
            deals.truncate(index);
            deals.push(fingerprint(deal));
        };
        let read = source::read_deals(source, number, &mut each).ok()?;
        read.root.as_table()?;
        Some(Digest::new(&read, deals, deal))
    }
}

/// The safety net under every splice, read from the values as written (so it holds for a
/// file with errors too, which the scored comparison cannot judge): everything but the
/// deals reads back the same, and so does every deal but the one changed, and that one
/// but in the keys asked for. `None` when that holds, or when either text does not parse
/// (validation reports that); else what differs.
pub(crate) fn unexpected_change(
    before: &Source,
    after: &Source,
    change: &Change<'_>,
) -> Option<Text> {
    let deal = change.amended();
    let old = Digest::of(before, deal)?;
    let new = Digest::of(after, deal)?;
    changed_besides(&old, &new, change)
}

/// What differs between the digests of a file before and after a change, besides the
/// change; `None` when nothing else does.
pub(crate) fn changed_besides(old: &Digest, new: &Digest, change: &Change<'_>) -> Option<Text> {
    let mut net = Net::new(old, change);
    for &deal in &new.deals {
        net.deal(deal);
    }
    net.verdict(&new.outside, &new.entries)
}
