//! Renaming a player or a team from the editor (`textDocument/prepareRename` and
//! `textDocument/rename`): the same places and the same rules as `batak rename`, as a
//! function of the document's text.

use std::ops::Range;

use crate::edit::{Names, NotANewName};
use crate::lang::{Lang, say};
use crate::source::Source;

use super::document::Document;

/// The name at `offset` of `document` (as the file writes it) and the span it is
/// written in there: `None` where no player's or team's name is.
pub(crate) fn name_at(document: &Document, offset: usize) -> Option<(String, Range<usize>)> {
    let (_, _, name, span) = side_at(&source_of(document), offset)?;
    Some((name, span))
}

/// The sides `source` names, the place among them (players, then teams) of the one named
/// at `offset`, that name (as the file writes it) and the span it is written in there.
fn side_at(source: &Source, offset: usize) -> Option<(Names, usize, String, Range<usize>)> {
    let sides = crate::edit::side_names(source).ok()?;
    let (place, side, span) = sides.places.iter().find_map(|(name, span, _)| {
        let mut all = sides.all().enumerate();
        let (place, side) = all.find(|(_, side)| crate::names::same(name.trim(), side))?;
        let here = span.start <= offset && offset <= span.end;
        here.then(|| (place, side.to_owned(), span.clone()))
    })?;
    Some((sides, place, side, span))
}

/// The edits that rename the name at `offset` to `new`, or why they cannot be made (in
/// `lang`): no name there (none is found in a document that does not read), a new name
/// empty or another side's.
pub(crate) fn edits(
    document: &Document,
    offset: usize,
    new: &str,
    lang: Lang,
) -> Result<Vec<(Range<usize>, String)>, String> {
    let source = source_of(document);
    let no_name = || say!(lang, "lsp-rename-no-name");
    let (sides, place, old, _) = side_at(&source, offset).ok_or_else(no_name)?;
    let new = crate::edit::new_name(&sides, place, new).map_err(|not| match not {
        NotANewName::Empty => say!(lang, "rename-empty"),
        NotANewName::Taken(name) => say!(lang, "rename-taken", new = new.trim(), name = name),
    })?;
    if new == old {
        return Ok(Vec::new());
    }
    Ok(sides.edits(&source, &old, &new))
}

fn source_of(document: &Document) -> Source {
    Source {
        name: String::new(),
        text: document.text.clone(),
        format: document.format,
    }
}
