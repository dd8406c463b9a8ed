//! `batak amend`: change some fields of one deal where they are written. A value the
//! deal has is replaced token for token; a key it lacks is added after its last entry, in
//! its own style; a key of the form it leaves (`declarer`+`bid` → `bids`, a contract →
//! `passed`) is taken out with its line, and the first of them makes room for the new
//! form's keys. Every other byte — comments inside the deal included — stays.

use std::ops::Range;

use super::{
    Changed, Edit, Field, Refusal, apply_edits, assign, before_cr, deal_at, indent_before,
    line_end, line_start,
};
use crate::keys::DealKey;
use crate::lang::text;
use crate::raw::{Entry, Node};
use crate::source::{Format, Source};

/// What to change in one deal: values to write (in place of the key's value when the
/// deal has it, else added), and keys to take out.
#[derive(Debug, Clone, Default)]
pub(crate) struct Amendment {
    pub(crate) set: Vec<(DealKey, Field)>,
    pub(crate) drop: Vec<DealKey>,
}

/// Why a deal was not amended: the file or the splice refused, or the plan did.
#[derive(Debug)]
pub(crate) enum NotAmended<E> {
    Refused(Refusal),
    Planned(E),
}

impl<E> From<Refusal> for NotAmended<E> {
    fn from(refusal: Refusal) -> Self {
        NotAmended::Refused(refusal)
    }
}

/// How a deal is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Style {
    /// A `[[deals]]` table, one `key = value` per line.
    TomlTable,
    /// A YAML block mapping, one `key: value` per line (the first after the dash).
    YamlBlock,
    /// `{ … }`: a TOML inline table or a YAML flow mapping.
    Flow,
}

fn refuse(span: Range<usize>, message: impl Into<crate::lang::Text>) -> Refusal {
    let help = text!("edit-amend-help");
    super::unsafe_change(Some(span), message, text!("edit-unsafe-label"), help)
}

/// A deal's text as the file writes it: its `[[deals]]` table or list item (without the
/// comments above it), or its `{ … }`.
pub(crate) fn as_written(source: &Source, item: &Node<'_>) -> Option<String> {
    let text = source.text.as_str();
    let range = match style(source, item).ok()? {
        Style::TomlTable => super::table_extent(text, item, None),
        Style::YamlBlock => super::block_item_extent(text, item, None).ok()?,
        Style::Flow => item.span.clone(),
    };
    Some(text.get(range)?.trim_matches(['\r', '\n']).to_owned())
}

fn style(source: &Source, item: &Node<'_>) -> Result<Style, Refusal> {
    let rest = source.text.get(item.span.start..).unwrap_or_default();
    if item.as_table().is_none_or(<[Entry<'_>]>::is_empty) {
        return Err(refuse(item.span.clone(), text!("edit-deal-not-table")));
    }
    match source.format {
        _ if rest.starts_with('{') => Ok(Style::Flow),
        Format::Toml if rest.starts_with("[[") => Ok(Style::TomlTable),
        Format::Yaml if super::block_item_opening(&source.text, item.span.start).is_some() => {
            Ok(Style::YamlBlock)
        }
        _ => Err(refuse(item.span.clone(), text!("edit-deal-unusual"))),
    }
}

/// One entry of the deal, where it is written.
struct Place {
    key: DealKey,
    key_start: usize,
    /// Where the value's token starts and its last content ends.
    value: Range<usize>,
    /// Whether `key = value` (or `key: value`) is written plainly: nothing but the
    /// separator between key and value (no dotted key, subtable, anchor, tag or block
    /// scalar), and (YAML) inside the deal's own text.
    plain: bool,
    /// Where the colon ends, for a YAML value that starts on the line after its key (a
    /// block list): a new value replaces everything after the colon. Read for plain
    /// entries alone: a change to another is refused first (`refuse_unplain_touched`).
    after_colon: Option<usize>,
}

fn place(text: &str, format: Format, item: &Node<'_>, entry: &Entry<'_>) -> Option<Place> {
    let key = *DealKey::ALL.iter().find(|key| key.name() == entry.key)?;
    let (key_span, span) = (&entry.key_span, &entry.node.span);
    // A key merged into the deal (`<<: *base`) is written elsewhere, before it.
    let inside = format == Format::Toml || key_span.start >= item.span.start;
    // What follows the sign (`=` or `:`) when only spaces stand before it (a quoted YAML
    // key is spanned with its quotes); `None` too when the value starts before the key ends.
    let after_sign = text
        .get(key_span.end..span.start)
        .map(|between| between.trim_start_matches([' ', '\t']))
        .and_then(|separator| separator.strip_prefix(assign(format).trim()));
    let plain = after_sign.is_some_and(|rest| rest.chars().all(char::is_whitespace));
    // Only a YAML value starts on a line after its key.
    let after_colon = after_sign
        .filter(|rest| rest.contains('\n'))
        .map(|rest| span.start - rest.len());
    Some(Place {
        key,
        key_start: key_span.start,
        value: span.start..value_end(text, span),
        plain: plain && inside,
        after_colon,
    })
}

/// The end of a value's last content: without the white space, blank lines and comment
/// lines a YAML span runs on over.
pub(super) fn value_end(text: &str, span: &Range<usize>) -> usize {
    let bytes = text.as_bytes();
    let mut end = span.end.min(text.len());
    loop {
        while end > span.start && bytes[end - 1].is_ascii_whitespace() {
            end -= 1;
        }
        let start = line_start(text, end.saturating_sub(1)).max(span.start);
        let line = text.get(start..end).unwrap_or_default();
        if start > span.start && line.trim_start().starts_with('#') {
            end = start;
        } else {
            return end;
        }
    }
}

/// `amend`, on the file as read for it (`read_for_change(source, number)`, or the reading
/// that judged the file).
pub(crate) fn amend_read<E>(
    source: &Source,
    read: super::Read<'_>,
    number: Option<usize>,
    plan: impl FnOnce(usize, &[DealKey]) -> Result<Amendment, E>,
) -> Result<Changed, NotAmended<E>> {
    let text = source.text.as_str();
    let read = read.map_err(Refusal::Unreadable)?;
    let (_, items, index) = deal_at(&read, number, text!("edit-no-deals-change"))?;
    let item = &items[items.len() - 1];
    let places = places_in_order(text, source.format, item);
    let keys: Vec<DealKey> = places.iter().map(|place| place.key).collect();
    let change = plan(index + 1, &keys).map_err(NotAmended::Planned)?;
    let deal = Deal {
        text,
        format: source.format,
        style: style(source, item)?,
        newline: super::newline_of(text),
        places,
    };
    refuse_unplain_touched(&deal.places, &change)?;
    let (mut edits, added) = deal.values_replaced(&change);
    let dropped: Vec<&Place> = deal
        .places
        .iter()
        .filter(|place| change.drop.contains(&place.key))
        .collect();
    // Keys go after the last plainly written one.
    let plain = deal.places.iter().take_while(|place| place.plain).count();
    let structural = !added.is_empty() || !dropped.is_empty();
    if structural {
        deal.refuse_unplain_keys(item, &change, plain)?;
    }
    let rest = deal.keys_added(&added, &dropped, plain, &mut edits);
    // The replaced key stays (with new text): only the rest go.
    for place in rest {
        edits.push((deal.drop_range(place, rest)?, String::new()));
    }
    let mut new_text = apply(text, edits)?;
    keep_no_final_newline(&mut new_text, text);
    Ok(Changed {
        text: new_text,
        shown: as_written(source, item).unwrap_or_default(),
        number: index + 1,
    })
}

/// Where the deal's entries are written, in document order (TOML's reader keeps its keys
/// sorted).
fn places_in_order(text: &str, format: Format, item: &Node<'_>) -> Vec<Place> {
    let mut places: Vec<Place> = item
        .as_table()
        .unwrap_or_default()
        .iter()
        .filter_map(|entry| place(text, format, item, entry))
        .collect();
    places.sort_by_key(|place| place.key_start);
    places
}

/// A key the change sets or takes out is refused when it is not written plainly.
fn refuse_unplain_touched(places: &[Place], change: &Amendment) -> Result<(), Refusal> {
    let touched =
        |key: DealKey| change.drop.contains(&key) || change.set.iter().any(|(set, _)| *set == key);
    match places
        .iter()
        .find(|place| touched(place.key) && !place.plain)
    {
        Some(place) => Err(refuse(
            place.key_start..place.value.end,
            text!("edit-key-unusual", key = place.key.name()),
        )),
        None => Ok(()),
    }
}

/// The deal being changed, as written: the file's text, format and line ending, how the
/// deal is written and where its entries are.
struct Deal<'text> {
    text: &'text str,
    format: Format,
    style: Style,
    newline: &'static str,
    /// In document order.
    places: Vec<Place>,
}

impl Deal<'_> {
    /// Values the deal has are replaced where they are (the edits); the others are
    /// written as `key = value` lines to add.
    fn values_replaced(&self, change: &Amendment) -> (Vec<(Range<usize>, String)>, Vec<String>) {
        let mut edits: Vec<(Range<usize>, String)> = Vec::new();
        let mut added: Vec<String> = Vec::new();
        for (key, field) in &change.set {
            match self.places.iter().find(|place| place.key == *key) {
                Some(place) => {
                    let value = field.written(self.format);
                    edits.push(match place.after_colon {
                        Some(colon) => (colon..place.value.end, format!(" {value}")),
                        None => (place.value.clone(), value),
                    });
                }
                None => added.push(field.line(key.name(), self.format)),
            }
        }
        (edits, added)
    }

    /// Keys are added or taken out only when every key is written plainly, but for TOML
    /// subtables after them (a `[deals.hands]`, which TOML puts after the table's own
    /// keys) that stay as they are.
    fn refuse_unplain_keys(
        &self,
        item: &Node<'_>,
        change: &Amendment,
        plain: usize,
    ) -> Result<(), Refusal> {
        let places = &self.places;
        let known = item.as_table().unwrap_or_default().len();
        let subtables_after = self.style == Style::TomlTable
            && plain > 0
            && places[plain..]
                .iter()
                .all(|place| !change.drop.contains(&place.key));
        if places.len() != known || (plain < places.len() && !subtables_after) {
            return Err(refuse(item.span.clone(), text!("edit-deal-keys-unusual")));
        }
        Ok(())
    }

    /// The indentation of the deal's keys on their own lines.
    fn indent(&self, place: &Place) -> String {
        let start = line_start(self.text, place.key_start);
        indent_before(self.text, place.key_start).map_or_else(
            || " ".repeat(self.text[start..place.key_start].chars().count()),
            str::to_owned,
        )
    }

    /// What the deal writes between `place`'s key and the next (in the file's line
    /// endings): a comma and a space in a `{ … }`, else a line break and the indentation.
    fn separator(&self, place: &Place) -> String {
        match self.style {
            Style::Flow => ", ".to_owned(),
            Style::TomlTable | Style::YamlBlock => {
                super::in_lines(&format!("\n{}", self.indent(place)), self.newline)
            }
        }
    }

    /// The added keys take the place of the first key dropped, else follow the deal's
    /// last plainly written entry (the edit); the dropped keys left to take out.
    fn keys_added<'deal>(
        &self,
        added: &[String],
        dropped: &'deal [&'deal Place],
        plain: usize,
        edits: &mut Vec<(Range<usize>, String)>,
    ) -> &'deal [&'deal Place] {
        if let Some((first, rest)) = dropped.split_first()
            && !added.is_empty()
        {
            let separator = self.separator(first);
            edits.push((first.key_start..first.value.end, added.join(&separator)));
            return rest;
        }
        if let Some(last) = self.places[..plain].last().filter(|_| !added.is_empty()) {
            // After the last value, or the end of its line.
            let at = match self.style {
                Style::Flow => last.value.end,
                Style::TomlTable | Style::YamlBlock => {
                    before_cr(self.text, line_end(self.text, last.value.end))
                }
            };
            let separator = self.separator(last);
            edits.push((at..at, format!("{separator}{}", added.join(&separator))));
        }
        dropped
    }

    /// The bytes that go with a key the deal no longer has (one of `gone`, all taken out).
    fn drop_range(&self, place: &Place, gone: &[&Place]) -> Result<Range<usize>, Refusal> {
        let (text, style, places) = (self.text, self.style, &self.places);
        let position = places
            .iter()
            .position(|other| other.key_start == place.key_start)
            .unwrap_or_default();
        let next = places.get(position + 1);
        let own_line = indent_before(text, place.key_start).is_some();
        match style {
            Style::TomlTable | Style::YamlBlock if own_line => {
                // The whole line(s), a comment at its end too.
                let end = line_end(text, place.value.end);
                let after = text.get(place.value.end..end).unwrap_or_default().trim();
                if !(after.is_empty() || after.starts_with('#')) {
                    return Err(refuse(
                        place.key_start..end,
                        text!("edit-key-followed", key = place.key.name()),
                    ));
                }
                Ok(line_start(text, place.key_start)..(end + 1).min(text.len()))
            }
            // The first key after a list item's dash, or one of a flow mapping's entries:
            // up to the next key, so the dash (or the brace) keeps what follows.
            _ if next.is_some() => Ok(place.key_start..next.map_or(0, |next| next.key_start)),
            _ => {
                // The last entry of a flow mapping: from the end of the kept one before it.
                let kept = places[..position].iter().rev().find(|other| {
                    style == Style::Flow && !gone.iter().any(|gone| gone.key == other.key)
                });
                kept.map(|kept| kept.value.end..place.value.end)
                    .ok_or_else(|| {
                        refuse(place.key_start..place.value.end, text!("edit-every-key"))
                    })
            }
        }
    }
}

/// A file (`original`) without a final line break stays without one when what ended it
/// was taken out (the line break before it is then the last byte of `text`).
pub(super) fn keep_no_final_newline(text: &mut String, original: &str) {
    if !original.ends_with('\n') && text.ends_with('\n') {
        text.pop();
        if text.ends_with('\r') {
            text.pop();
        }
    }
}

/// `text` with the edits made: replacements that do not overlap, and deletions (empty
/// replacements) that may overlap each other and are merged.
fn apply(text: &str, mut edits: Vec<Edit>) -> Result<String, Refusal> {
    edits.sort_by_key(|(range, _)| (range.start, range.end));
    let mut merged: Vec<Edit> = Vec::with_capacity(edits.len());
    for (range, replacement) in edits {
        if let Some((last, last_replacement)) = merged.last_mut()
            && range.start < last.end
        {
            if !(replacement.is_empty() && last_replacement.is_empty()) {
                return Err(refuse(range, text!("edit-overlap")));
            }
            last.end = last.end.max(range.end);
            continue;
        }
        merged.push((range, replacement));
    }
    Ok(apply_edits(text, &merged))
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod line_ending_tests;
