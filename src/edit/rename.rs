//! Renaming a player or a team everywhere a match file names them: in `players` or
//! `teams`, `first_dealer`, each deal's `declarer` and `dealer`, and the keys of tables
//! that name players (`tricks`, `bids`, `hands`). Only those places change, each written
//! as it was (a quoted name stays quoted, a bare YAML word stays bare when the new name
//! can be); notes, comments and the rest of the layout are the file's own.

use std::ops::Range;

use crate::keys::DealKey;
use crate::raw::{Node, Value};
use crate::source::{self, Format, Source};

use super::Refusal;

/// The names a file gives its sides: its players and its teams (as written).
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct Names {
    pub(crate) players: Vec<String>,
    pub(crate) teams: Vec<String>,
}

/// The players and teams `source` names (whatever else is wrong with it).
pub(crate) fn names(source: &Source) -> Result<Names, Refusal> {
    let root = parse(source)?;
    let strings = |key: &str| -> Vec<String> {
        match root.get(key).map(|node| &node.value) {
            Some(Value::Array(items)) => items
                .iter()
                .filter_map(|item| match &item.value {
                    Value::Str(name) => Some(name.trim().to_owned()),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    };
    Ok(Names {
        players: strings("players"),
        teams: strings("teams"),
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
}

/// The edits that rename `old` (a name as the file writes it) to `new` in `source`:
/// each the span of a name and what to write there, in the order of the text.
pub(crate) fn rename_edits(
    source: &Source,
    old: &str,
    new: &str,
) -> Result<Vec<(Range<usize>, String)>, Refusal> {
    let root = parse(source)?;
    let mut places = Places {
        text: &source.text,
        format: source.format,
        old,
        new,
        edits: Vec::new(),
    };
    for key in ["players", "teams"] {
        if let Some(Value::Array(items)) = root.get(key).map(|node| &node.value) {
            for item in items {
                places.value(item);
            }
        }
    }
    if let Some(node) = root.get("first_dealer") {
        places.value(node);
    }
    if let Some(Value::Array(deals)) = root.get("deals").map(|node| &node.value) {
        for deal in deals {
            places.deal(deal);
        }
    }
    places.edits.sort_by_key(|(span, _)| span.start);
    Ok(places.edits)
}

/// `text` with `edits` (in order, apart) made.
pub(crate) fn apply(text: &str, edits: &[(Range<usize>, String)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for (span, written) in edits {
        out.push_str(&text[at..span.start]);
        out.push_str(written);
        at = span.end;
    }
    out.push_str(&text[at..]);
    out
}

fn parse(source: &Source) -> Result<Node<'_>, Refusal> {
    source::parse(source)
        .map_err(|diagnostics| Refusal::Unreadable(diagnostics, source.text.clone()))
}

/// The places found so far.
struct Places<'t> {
    text: &'t str,
    format: Format,
    old: &'t str,
    new: &'t str,
    edits: Vec<(Range<usize>, String)>,
}

impl Places<'_> {
    fn is_old(&self, name: &str) -> bool {
        crate::names::same(name.trim(), self.old)
    }

    /// A deal's names: its declarer and dealer, the keys of its tables of players.
    fn deal(&mut self, deal: &Node<'_>) {
        for key in [DealKey::Declarer, DealKey::Dealer] {
            if let Some(node) = deal.get(key.name()) {
                self.value(node);
            }
        }
        for key in [DealKey::Tricks, DealKey::Bids, DealKey::Hands] {
            if let Some(Value::Table(entries)) = deal.get(key.name()).map(|node| &node.value) {
                for entry in entries {
                    if self.is_old(&entry.key) {
                        let written = self.written(&entry.key_span, true);
                        self.edits.push((entry.key_span.clone(), written));
                    }
                }
            }
        }
    }

    /// A value that is a name.
    fn value(&mut self, node: &Node<'_>) {
        if let Value::Str(name) = &node.value
            && self.is_old(name)
        {
            let written = self.written(&node.span, false);
            self.edits.push((node.span.clone(), written));
        }
    }

    /// The new name as the old one at `span` was written: quoted when it was quoted (or
    /// must be), else bare.
    fn written(&self, span: &Range<usize>, key: bool) -> String {
        let was = self.text.get(span.clone()).unwrap_or("");
        let quoted = was.starts_with(['"', '\'']);
        let bare = match (self.format, key) {
            // A TOML string value is always quoted; a bare key is ASCII letters, digits,
            // `-` and `_`.
            (Format::Toml, false) => false,
            (Format::Toml, true) => self
                .new
                .bytes()
                .all(|byte| byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'_')),
            // A YAML plain word of letters (and digits after them) reads back as text.
            (Format::Yaml, _) => {
                self.new.chars().next().is_some_and(char::is_alphabetic)
                    && self.new.chars().all(char::is_alphanumeric)
                    && !is_yaml_word(self.new)
            }
        };
        if quoted || !bare {
            super::quoted(self.new)
        } else {
            self.new.to_owned()
        }
    }
}

/// The plain words YAML (1.1 and 1.2) reads as something other than text.
fn is_yaml_word(word: &str) -> bool {
    matches!(
        word.to_ascii_lowercase().as_str(),
        "true" | "false" | "yes" | "no" | "on" | "off" | "y" | "n" | "null" | "nan" | "inf"
    )
}

#[cfg(test)]
mod tests;
