//! What one version of a document is: judged through the pipeline's one entry
//! (`Session::judge`, as `batak check` judges a file), with the place of each deal noted
//! by a fold of its own in the same reading, so the score sheet's numbers can be drawn
//! beside the text. Nothing here speaks the protocol: it is a function of a text.

use crate::diagnostic::Diagnostic;
use crate::pipeline::{Scored, Session, Strictness};
use crate::raw::Span;
use crate::source::{self, Format, Item};

/// The largest document judged (bytes): an editor's buffer past it gets the one
/// `batak::io::too_large` diagnostic and nothing else is kept of it.
pub(crate) const MAX_DOCUMENT: usize = 64 << 20;

/// A document judged: whether it is a match file at all, its diagnostics, the places of
/// its deals and, when it is valid, its score.
#[derive(Debug, Default)]
pub(crate) struct Analysis {
    /// Whether the text is a match file (`source::is_match_file`'s test); a text that is
    /// not one gets nothing.
    pub(crate) is_match: bool,
    pub(crate) diagnostics: Vec<Diagnostic>,
    pub(crate) deals: Vec<DealPlace>,
    pub(crate) scored: Option<Box<Scored>>,
    /// The names `players` and `teams` list, as written (when the text parses).
    pub(crate) players: Option<Vec<String>>,
    pub(crate) teams: Option<Vec<String>>,
}

/// Where a deal is in the text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct DealPlace {
    /// The deal's whole value.
    pub(crate) span: Span,
    /// Where its last entry's value ends (the deal's last line of its own).
    pub(crate) last_end: usize,
    /// Where its first key starts (its entries' indentation).
    pub(crate) first_key: Option<usize>,
    /// Whether it records a play and no `tricks` (the tricks may be written from the
    /// play).
    pub(crate) play_only: bool,
}

/// Judge `text` (a document in `format`) as `batak check` judges a file under its own
/// rules: the same diagnostics, and the score of a valid match.
pub(crate) fn analyse(name: &str, text: &str, format: Format) -> Analysis {
    if text.len() > MAX_DOCUMENT {
        return Analysis {
            is_match: true,
            diagnostics: vec![*source::too_large(name, MAX_DOCUMENT as u64).diagnostic],
            ..Analysis::default()
        };
    }
    // Read as a file's bytes are: a byte-order mark dropped (spans are moved past it
    // below), and a text that is blank is no match file.
    let Ok(source) = source::decode(name.to_owned(), text.as_bytes().to_vec(), format) else {
        return Analysis::default();
    };
    let judged = Session::default().judge(
        &source,
        &[Vec::new()],
        Strictness::Off,
        Analysis::default,
        Analysis::take,
    );
    let mut outcome = judged.outcomes.into_iter().next().expect("one rule set");
    // A text that is not a match file gets nothing (below): its score is not kept.
    let mut analysis = match judged.read {
        Some(read) => Analysis {
            diagnostics: std::mem::take(&mut outcome.diagnostics),
            scored: outcome.into_scored().map(Box::new),
            ..read.state
        },
        None => Analysis {
            is_match: source::names_a_match_key_anywhere(&source.text),
            diagnostics: outcome.diagnostics,
            ..Analysis::default()
        },
    };
    if text.starts_with('\u{feff}') {
        analysis.shift('\u{feff}'.len_utf8());
    }
    if !analysis.is_match {
        return Analysis::default();
    }
    analysis
}

impl Analysis {
    /// Move every span `by` bytes on.
    fn shift(&mut self, by: usize) {
        let moved = |span: &mut Span| *span = span.start + by..span.end + by;
        for diagnostic in &mut self.diagnostics {
            if let Some(span) = &mut diagnostic.span {
                moved(span);
            }
            for (span, _) in &mut diagnostic.also {
                moved(span);
            }
        }
        for deal in &mut self.deals {
            moved(&mut deal.span);
            deal.last_end += by;
            deal.first_key = deal.first_key.map(|start| start + by);
        }
    }

    /// The deal (0-based) whose text holds byte `offset`.
    pub(crate) fn deal_at(&self, offset: usize) -> Option<usize> {
        let index = self.deals.partition_point(|deal| deal.span.start <= offset);
        let index = index.checked_sub(1)?;
        (offset <= self.deals[index].span.end).then_some(index)
    }

    /// The next item the reader hands out on its way through the text: what the header
    /// names, where a deal is.
    fn take(&mut self, item: Item<'_, '_>) {
        match item {
            Item::Header(root) => {
                self.is_match = source::is_match_root(root);
                self.players = root.get("players").and_then(crate::complete::names);
                self.teams = root.get("teams").and_then(crate::complete::names);
            }
            // Where the deal is, and what it records.
            Item::Deal(deal) => {
                let entries = deal.as_table().unwrap_or_default();
                let last_end = entries
                    .iter()
                    .map(|entry| entry.node.span.end.max(entry.key_span.end))
                    .max()
                    .unwrap_or(deal.span.end);
                self.deals.push(DealPlace {
                    // A `[[deals]]` table's own span is its header: the deal runs on to
                    // its last entry.
                    span: deal.span.start..deal.span.end.max(last_end),
                    last_end,
                    first_key: entries.first().map(|entry| entry.key_span.start),
                    play_only: deal.get("play").is_some() && deal.get("tricks").is_none(),
                });
            }
        }
    }
}
