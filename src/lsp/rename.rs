//! Renaming a player or a team from the editor (`textDocument/prepareRename` and
//! `textDocument/rename`): the same places and the same rules as `batak rename`, on the
//! document's text a `View` shows, in its positions.

use std::ops::Range;

use lsp_types::{Position, PrepareRenameResponse, RenameParams, WorkspaceEdit};

use crate::edit::{Names, NotANewName};
use crate::lang::say;
use crate::source::Source;

use super::document::Document;
use super::protocol::View;

/// Where a rename at `at` would apply: the range of the name there and the name (as the
/// file writes it); `None` where no player's or team's name is, and the editor says it
/// cannot rename.
pub(crate) fn prepare(view: View<'_>, at: Position) -> Option<PrepareRenameResponse> {
    let (_, _, placeholder, span) = side_at(&source_of(view.document), view.offset(at))?;
    Some(PrepareRenameResponse::RangeWithPlaceholder {
        range: view.range(&span),
        placeholder,
    })
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

/// The edits of a rename (the name at its position to its new name), or why they cannot
/// be made (in the view's language): no name there (none is found in a document that
/// does not read), a new name empty or another side's.
pub(crate) fn edits(view: View<'_>, params: &RenameParams) -> Result<WorkspaceEdit, String> {
    let (at, new) = (&params.text_document_position, &params.new_name);
    let source = source_of(view.document);
    let lang = view.lang;
    let no_name = || say!(lang, "lsp-rename-no-name");
    let (sides, place, old, _) = side_at(&source, view.offset(at.position)).ok_or_else(no_name)?;
    let new = crate::edit::new_name(&sides, place, new).map_err(|not| match not {
        NotANewName::Empty => say!(lang, "rename-empty"),
        NotANewName::Taken(name) => say!(lang, "rename-taken", new = new.trim(), name = name),
    })?;
    let edits = if new == old {
        Vec::new()
    } else {
        sides.edits(&source, &old, &new)
    };
    Ok(view.edit(&at.text_document.uri, &edits))
}

fn source_of(document: &Document) -> Source {
    Source {
        name: String::new(),
        text: document.text.clone(),
        format: document.format,
    }
}
