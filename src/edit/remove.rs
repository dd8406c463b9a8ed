//! Taking a deal out (`batak remove`) with the lines that belong to it.

use super::{
    Changed, Edit, Node, Read, Refusal, Source, Value, amend, apply_edits, block_item_opening,
    line_end, line_start, past_item_comments, source, unsafe_change,
};
use crate::lang::text;
use std::ops::Range;

/// `remove`, on the file as read for it (`read_for_change(source, number)`, or the reading
/// that judged the file).
pub(crate) fn remove_read(
    source: &Source,
    read: Read<'_>,
    number: Option<usize>,
) -> Result<Changed, Refusal> {
    let text = source.text.as_str();
    let read = read.map_err(Refusal::Unreadable)?;
    let (list, items, index) = deal_at(&read, number, text!("edit-no-deals-remove"))?;
    // The deal is the last of `items`, after the one before it, if any.
    let (number, at) = (index + 1, items.len() - 1);
    let item = &items[at];
    let list = list.span.clone();
    let flow = text
        .get(list.start..)
        .is_some_and(|rest| rest.starts_with('[') && !rest.starts_with("[["));
    // Comments above the deal are looked for no higher than where the value before ends
    // (`None`: it is the first deal).
    let floor = at.checked_sub(1).map(|before| value_end(&items[before]));
    let ranges = if flow {
        flow_item_ranges(text, items, at, floor.unwrap_or(list.start))
    } else if text
        .get(item.span.start..)
        .is_some_and(|rest| rest.starts_with("[["))
    {
        std::iter::once(table_extent(text, item, floor)).collect()
    } else {
        std::iter::once(block_item_extent(text, item, floor)?).collect()
    };
    let removed: String = ranges.iter().map(|range| &text[range.clone()]).collect();
    let edits: Vec<Edit> = ranges
        .into_iter()
        .map(|range| (range, String::new()))
        .collect();
    let mut out = apply_edits(text, &edits);
    amend::keep_no_final_newline(&mut out, text);
    // Whole lines keep their indentation; a comma or line break at either end goes.
    let shown = removed.trim_end_matches(['\r', '\n', ',', ' ']);
    Ok(Changed {
        number,
        ..Changed::new(out, shown)
    })
}

/// The deals list of the file read, deal `number` (default: the last) with the one
/// before it (`read` must have kept them: read for that `number`), and where it is in
/// the file's deals (from 0); `no_deals` what to say when the file has none.
pub(super) fn deal_at<'t, 'a>(
    read: &'t source::Deals<'a>,
    number: Option<usize>,
    no_deals: crate::lang::Text,
) -> Result<(&'t Node<'a>, &'t [Node<'a>], usize), Refusal> {
    let deals = read.list();
    match deals.map(|node| (node, &node.value)) {
        Some((list, Value::Array(_))) if read.count > 0 => {
            let index = number.unwrap_or(read.count).checked_sub(1);
            match index.map(|index| (index, read.around(index))) {
                Some((index, items)) if !items.is_empty() => Ok((list, items, index)),
                // Deal 0 or one past the last (none is kept), or not kept: `read` was made
                // for another deal (a mistake here, not the file's).
                _ => Err(Refusal::NoSuchDeal(read.count)),
            }
        }
        _ => Err(unsafe_change(
            deals.map(|node| node.span.clone()),
            no_deals,
            text!("edit-no-deals-label"),
            text!("edit-no-deals-help"),
        )),
    }
}

/// Whether the line holding `offset` is blank.
pub(super) fn blank_line(text: &str, offset: usize) -> bool {
    let start = line_start(text, offset);
    text.get(start..line_end(text, offset))
        .is_some_and(|line| line.trim().is_empty())
}

/// `start` moved up over the comment lines directly above it (no blank line between);
/// in a YAML list, not over a comment indented deeper than `deepest` (it is inside the
/// item before); never above `floor`, where the value before ends (a line of a multi-line
/// string that starts with `#` is no comment).
pub(super) fn with_comments_above(text: &str, start: usize, deepest: usize, floor: usize) -> usize {
    let mut start = start;
    while start > floor {
        let previous = line_start(text, start - 1);
        if previous < floor {
            // The line holds the end of a value before (a multi-line string's `# x"""`):
            // text, not a comment.
            break;
        }
        let line = text.get(previous..start).unwrap_or_default();
        let content = line.trim_start_matches([' ', '\t']);
        if content.trim_end().starts_with('#') && line.len() - content.len() <= deepest {
            start = previous;
        } else {
            break;
        }
    }
    start
}

/// Whole lines from `start` (the start of a line) to the end of the line holding `last`,
/// with the comments directly above, no higher than `floor`, where the value before ends
/// (none when it is `None`, above the first deal: comments there often speak of the whole
/// list, so they stay), and one of two blank lines around it, so the gap stays single.
pub(super) fn whole_lines(
    text: &str,
    start: usize,
    last: usize,
    deepest: usize,
    floor: Option<usize>,
) -> Range<usize> {
    let start = floor.map_or(start, |floor| {
        with_comments_above(text, start, deepest, floor)
    });
    let mut end = (line_end(text, last) + 1).min(text.len());
    let blank_before = start > 0 && blank_line(text, start - 1);
    if blank_before && (end >= text.len() || blank_line(text, end)) {
        // The blank line before the deal goes with it (at the end of the file, or when
        // one follows too).
        return line_start(text, start - 1)..end;
    }
    // At the top of the file (no blank line before), the blank line after it goes.
    if start == 0 && end < text.len() && blank_line(text, end) {
        end = (line_end(text, end) + 1).min(text.len());
    }
    start..end
}

/// The last line (its start) of `text[from..to]` that holds something other than blanks
/// and comments at most `deepest` deep; `from` when there is none.
pub(super) fn last_content_line(text: &str, from: usize, to: usize, deepest: usize) -> usize {
    let mut at = line_start(text, to.saturating_sub(1).max(from));
    loop {
        let line = text.get(at..line_end(text, at)).unwrap_or_default();
        let content = line.trim_start_matches([' ', '\t']);
        let indent = line.len() - content.len();
        let comment = content.trim_end().starts_with('#') && indent <= deepest;
        if !(content.trim().is_empty() || comment) || at <= from {
            return at.max(line_start(text, from));
        }
        at = line_start(text, at - 1);
    }
}

/// A TOML `[[deals]]` table: its header line to the last line before the next table
/// header (its own `[deals.…]` subtables included), without the comment block directly
/// above that header (it belongs to the next table) or the blank lines before it; the
/// comments above it as `whole_lines` takes them (no higher than `floor`).
pub(super) fn table_extent(text: &str, item: &Node<'_>, floor: Option<usize>) -> Range<usize> {
    let header = line_start(text, item.span.start);
    // Moved to the next table's header, if any, else past the end.
    let mut at = (line_end(text, item.span.start) + 1).min(text.len());
    while at < text.len() {
        let end = line_end(text, at);
        let line = text.get(at..end).unwrap_or_default().trim();
        let subtable = line
            .strip_prefix('[')
            .is_some_and(|rest| rest.trim_start().starts_with("deals."));
        // A line of a multi-line string or array of this table is no header, whatever
        // it starts with.
        let inside_a_value = item.as_table().is_some_and(|entries| {
            entries
                .iter()
                .any(|entry| entry.node.span.start < at && at < entry.node.span.end)
        });
        if line.starts_with('[') && !subtable && !inside_a_value {
            break;
        }
        at = end + 1;
    }
    let before_next = if at < text.len() {
        with_comments_above(text, at, usize::MAX, value_end(item))
    } else {
        text.len()
    };
    let last = last_content_line(text, header, before_next, usize::MAX);
    // Comment lines after the last value and before a blank line are inside the table.
    let mut last_end = line_end(text, last);
    while last_end + 1 < before_next {
        let next = line_end(text, last_end + 1);
        let line = text.get(last_end + 1..next).unwrap_or_default().trim();
        if line.starts_with('#') {
            last_end = next;
        } else {
            break;
        }
    }
    whole_lines(text, header, last_end, usize::MAX, floor)
}

/// Where `node`'s values end: past its last key's value for a table (a TOML table's own
/// span may end at its header).
pub(super) fn value_end(node: &Node<'_>) -> usize {
    node.as_table()
        .and_then(|entries| entries.iter().map(|entry| value_end(&entry.node)).max())
        .map_or(node.span.end, |end| end.max(node.span.end))
}

/// A YAML block list item: its dash line to its last line, comments indented under it;
/// the comments above it as `whole_lines` takes them (no higher than `floor`).
pub(super) fn block_item_extent(
    text: &str,
    item: &Node<'_>,
    floor: Option<usize>,
) -> Result<Range<usize>, Refusal> {
    let Some((opening, _)) = block_item_opening(text, item.span.start) else {
        return Err(unsafe_change(
            Some(item.span.clone()),
            text!("edit-dash-remove"),
            text!("edit-remove-label"),
            text!("edit-remove-help"),
        ));
    };
    // The dash is on the item's first line, or alone on the line before.
    let first_line = line_start(text, item.span.start);
    let start = if opening.contains('\n') {
        line_start(text, first_line.saturating_sub(1))
    } else {
        first_line
    };
    let dash_column = opening.find('-').unwrap_or(0);
    // A block scalar's span runs on over blank and comment lines: stop at the last line
    // with content inside the item.
    let last = line_end(
        text,
        last_content_line(text, item.span.start, item.span.end, dash_column),
    );
    let last = past_item_comments(text, last, dash_column);
    Ok(whole_lines(text, start, last, dash_column, floor))
}

/// An item of a bracketed list (TOML inline array, YAML flow sequence): with its line
/// and the comments on and above it when it stood on a line of its own (and the comma
/// after the item before, when it was the last one and had none); else with one comma.
#[allow(clippy::single_range_in_vec_init)] // a list of one or two ranges to take out
pub(super) fn flow_item_ranges(
    text: &str,
    items: &[Node<'_>],
    index: usize,
    floor: usize,
) -> Vec<Range<usize>> {
    let item = &items[index];
    let bytes = text.as_bytes();
    let skip_spaces = |at: usize| {
        text.get(at..).map_or(at, |rest| {
            text.len() - rest.trim_start_matches([' ', '\t']).len()
        })
    };
    let mut after = skip_spaces(item.span.end);
    let comma_after = bytes.get(after) == Some(&b',');
    if comma_after {
        after = skip_spaces(after + 1);
    }
    if bytes.get(after) == Some(&b'#') {
        after = line_end(text, after);
    }
    let own_line = text
        .get(line_start(text, item.span.start)..item.span.start)
        .is_some_and(|before| before.trim().trim_start_matches(',').trim().is_empty());
    let line_done = matches!(bytes.get(after), None | Some(b'\n' | b'\r'));
    // The comma after the item before, which goes when the item has none of its own.
    let comma_before = (index > 0 && !comma_after)
        .then(|| skip_spaces(items[index - 1].span.end))
        .filter(|&comma| bytes.get(comma) == Some(&b','))
        .map(|comma| comma..comma + 1);
    if own_line && line_done {
        let start = with_comments_above(text, line_start(text, item.span.start), usize::MAX, floor);
        let end = (line_end(text, after) + 1).min(text.len());
        return comma_before.into_iter().chain([start..end]).collect();
    }
    // On a line it shares: the item, its comma and a comment after them (`after` is past
    // all three); the line break stays.
    if comma_after {
        return vec![item.span.start..after];
    }
    // The last item: the comma after the one before it goes instead, and the spaces
    // before the item on its line with it.
    let Some(comma) = comma_before else {
        return vec![item.span.clone()];
    };
    let start = text[..item.span.start].trim_end_matches([' ', '\t']).len();
    vec![comma, start..item.span.end]
}
