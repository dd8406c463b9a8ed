//! The splices on a file's text alone, each reading it for itself: the way in of the fuzz
//! and bench hooks, and of the tests. The commands read a file once for the judgement
//! and the splice together.

use super::{
    Amendment, Changed, DealKey, Field, NotAmended, Read, Refusal, amend_read, append_read,
    remove_read,
};
use crate::source::{self, Source};

/// The text of `source` with `deal` (its fields, in order) appended to its deals, in the
/// file's own style.
pub(crate) fn append(source: &Source, deal: &[(DealKey, Field)]) -> Result<Changed, Refusal> {
    append_read(source, read_for_change(source, None), deal)
}

/// Read `source` for a change to deal `number` (`None`: the last, or a new one after it).
pub(crate) fn read_for_change(source: &Source, number: Option<usize>) -> Read<'_> {
    source::read_deals(source, number, &mut |_, _| {})
}

/// The text of `source` with deal `number` (default: the last) changed as `plan` says,
/// given the deal's number and the keys it has (one read of the file for both).
pub(crate) fn amend<E>(
    source: &Source,
    number: Option<usize>,
    plan: impl FnOnce(usize, &[DealKey]) -> Result<Amendment, E>,
) -> Result<Changed, NotAmended<E>> {
    amend_read(source, read_for_change(source, number), number, plan)
}

/// The text of `source` without deal `number` (default: the last): the deal's table or
/// list item, the comments on and inside it, and the comment lines directly above it (no
/// blank line between). Everything else stays byte for byte.
pub(crate) fn remove(source: &Source, number: Option<usize>) -> Result<Changed, Refusal> {
    remove_read(source, read_for_change(source, number), number)
}
