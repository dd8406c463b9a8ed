//! Renaming a player or a team everywhere a match file names them: in `players` or
//! `teams`, `first_dealer`, each deal's `declarer` and `dealer`, and the keys of tables
//! that name players (`tricks`, `bids`, `hands`). Only those places change, each written
//! as it was (a quoted name stays quoted, a bare YAML word stays bare when the new name
//! can be); notes, comments and the rest of the layout are the file's own.

use std::ops::Range;

use crate::keys::DealKey;
use crate::raw::{Node, Value};
use crate::source::{Format, Source};

use super::{Edit, Refusal};

/// The names a file gives its sides: its players and its teams (as written), and every
/// place it writes one.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct Names {
    pub(crate) players: Vec<String>,
    pub(crate) teams: Vec<String>,
    /// Every place the file writes a player's or a team's name: the name as read, its
    /// span, and whether it is a key (`places`).
    pub(crate) places: Vec<(String, Range<usize>, bool)>,
}

/// The players and teams `source` names (whatever else is wrong with it), and the places
/// it writes them, from one reading.
pub(crate) fn names(source: &Source) -> Result<Names, Refusal> {
    let root = crate::source::parse(source).map_err(Refusal::Unreadable)?;
    let strings = |key: &str| -> Vec<String> {
        list(root.get(key))
            .iter()
            .filter_map(|item| Some(item.as_str()?.trim().to_owned()))
            .collect()
    };
    Ok(Names {
        players: strings("players"),
        teams: strings("teams"),
        places: places(&root, &source.text),
    })
}

/// Why a new name cannot be taken.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum NotANewName {
    Empty,
    /// Another player or team has it (or one alike once case and letters are folded).
    Taken(String),
}

/// `new` as it is written (trimmed, in NFC) for the side at `place` of `sides` (its
/// players, then its teams), unless it is empty or another side's name.
pub(crate) fn new_name(sides: &Names, place: usize, new: &str) -> Result<String, NotANewName> {
    let new = crate::names::nfc(new.trim()).into_owned();
    if new.is_empty() {
        return Err(NotANewName::Empty);
    }
    let taken = sides.all().enumerate().find(|&(other, name)| {
        other != place && crate::names::folded(name) == crate::names::folded(&new)
    });
    match taken {
        Some((_, name)) => Err(NotANewName::Taken(name.to_owned())),
        None => Ok(new),
    }
}

impl Names {
    /// The players, then the teams.
    pub(crate) fn all(&self) -> impl Iterator<Item = &str> {
        self.players.iter().chain(&self.teams).map(String::as_str)
    }

    /// The edits that rename `old` (a name as the file writes it) to `new` in `source`,
    /// the file these names were read from: each the span of a name and what to write
    /// there, in the order of the text.
    pub(crate) fn edits(&self, source: &Source, old: &str, new: &str) -> Vec<Edit> {
        let mut edits = Vec::new();
        for (name, span, key) in &self.places {
            if crate::names::same(name.trim(), old) {
                edits.push((span.clone(), written(source, span, *key, new)));
            }
        }
        edits
    }
}

/// Every place the file `root` was read from (`text`) writes a player's or a team's name:
/// the name as read, its span, and whether it is a key. A place is written once in the
/// text: what an alias or a merge key copies is found where it is written, once, and an
/// alias itself (`*a`) is no place.
fn places(root: &Node<'_>, text: &str) -> Vec<(String, Range<usize>, bool)> {
    // A value that is a name.
    let named = |node: &Node<'_>| match &node.value {
        Value::Str(name) => Some((name.to_string(), node.span.clone(), false)),
        _ => None,
    };
    let sides = list(root.get("players"))
        .iter()
        .chain(list(root.get("teams")));
    let mut found: Vec<_> = sides
        .chain(root.get("first_dealer"))
        .filter_map(named)
        .collect();
    // A deal's names: its declarer and dealer, the keys of its tables of players.
    for deal in list(root.get("deals")) {
        let names = [DealKey::Declarer, DealKey::Dealer].map(|key| deal.get(key.name()));
        found.extend(names.into_iter().flatten().filter_map(named));
        for key in [DealKey::Tricks, DealKey::Bids, DealKey::Hands] {
            if let Some(Value::Table(entries)) = deal.get(key.name()).map(|node| &node.value) {
                found.extend(
                    entries
                        .iter()
                        .map(|entry| (entry.key.to_string(), entry.key_span.clone(), true)),
                );
            }
        }
    }
    // An alias names its anchor, not the name.
    found.retain(|(_, span, _)| {
        let written = text.get(span.clone()).unwrap_or("");
        !written.is_empty() && !written.starts_with('*')
    });
    found.sort_by_key(|(_, span, _)| (span.start, span.end));
    found.dedup_by(|later, earlier| later.1.start < earlier.1.end);
    found
}

/// The items of a list (none of anything else).
fn list<'n, 't>(node: Option<&'n Node<'t>>) -> &'n [Node<'t>] {
    match node.map(|node| &node.value) {
        Some(Value::Array(items)) => items,
        _ => &[],
    }
}

/// `new` as the name at `span` of `source` was written: quoted when it was quoted (or
/// must be), else bare.
fn written(source: &Source, span: &Range<usize>, key: bool, new: &str) -> String {
    let was = source.text.get(span.clone()).unwrap_or("");
    let quoted = was.starts_with(['"', '\'']);
    let bare = match (source.format, key) {
        // A TOML string value is always quoted; a bare key is ASCII letters, digits, `-`
        // and `_`.
        (Format::Toml, false) => false,
        (Format::Toml, true) => new
            .bytes()
            .all(|byte| byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'_')),
        // A YAML plain word of letters (and digits after them) reads back as text.
        (Format::Yaml, _) => {
            new.chars().next().is_some_and(char::is_alphabetic)
                && new.chars().all(char::is_alphanumeric)
                && !is_yaml_word(new)
        }
    };
    if quoted || !bare {
        super::quoted(new)
    } else {
        new.to_owned()
    }
}

/// The plain words YAML (1.1 and 1.2) reads as something other than text.
pub(super) fn is_yaml_word(word: &str) -> bool {
    matches!(
        word.to_ascii_lowercase().as_str(),
        "true" | "false" | "yes" | "no" | "on" | "off" | "y" | "n" | "null" | "nan" | "inf"
    )
}

#[cfg(test)]
mod tests;
