//! The protocol's shapes for what the features found: positions in the negotiated
//! encoding, diagnostics with their code, help and related places, inlay hints, hover,
//! symbols, completion items and code actions. Every diagnostic's words are read in one
//! place, `words`.

use lsp_server::{ErrorCode, Request, Response};
use lsp_types as lsp;
use serde_json::Value;

use crate::diagnostic::{Diagnostic, Severity};
use crate::lang::Lang;
use crate::source::Format;

use super::analysis::Analysis;
use super::document::{Change, Document, Encoding, Position};
use super::{Open, assist, sheet};

/// The encoding to count columns in: UTF-8 when the client offers it, else UTF-16.
pub(super) fn negotiate(params: &lsp::InitializeParams) -> Encoding {
    let offered = params
        .capabilities
        .general
        .as_ref()
        .and_then(|general| general.position_encodings.as_ref());
    if offered.is_some_and(|kinds| kinds.contains(&lsp::PositionEncodingKind::UTF8)) {
        Encoding::Utf8
    } else {
        Encoding::Utf16
    }
}

/// The answer to `initialize`: what batak serves.
pub(super) fn capabilities(encoding: Encoding) -> lsp::InitializeResult {
    let capabilities = lsp::ServerCapabilities {
        position_encoding: Some(match encoding {
            Encoding::Utf8 => lsp::PositionEncodingKind::UTF8,
            Encoding::Utf16 => lsp::PositionEncodingKind::UTF16,
        }),
        text_document_sync: Some(lsp::TextDocumentSyncCapability::Kind(
            lsp::TextDocumentSyncKind::INCREMENTAL,
        )),
        inlay_hint_provider: Some(lsp::OneOf::Left(true)),
        hover_provider: Some(lsp::HoverProviderCapability::Simple(true)),
        document_symbol_provider: Some(lsp::OneOf::Left(true)),
        completion_provider: Some(lsp::CompletionOptions {
            trigger_characters: Some(vec!["\"".into(), "=".into(), ":".into(), "{".into()]),
            ..lsp::CompletionOptions::default()
        }),
        code_action_provider: Some(lsp::CodeActionProviderCapability::Simple(true)),
        rename_provider: Some(lsp::OneOf::Right(lsp::RenameOptions {
            prepare_provider: Some(true),
            work_done_progress_options: lsp::WorkDoneProgressOptions::default(),
        })),
        ..lsp::ServerCapabilities::default()
    };
    lsp::InitializeResult {
        capabilities,
        server_info: Some(lsp::ServerInfo {
            name: "batak".into(),
            version: Some(env!("CARGO_PKG_VERSION").into()),
        }),
    }
}

/// The format of a document: by its name, else by the language the client says.
pub(super) fn format_of(uri: &lsp::Uri, language: &str) -> Option<Format> {
    Format::from_path(std::path::Path::new(uri.path().as_str())).or(match language {
        "toml" => Some(Format::Toml),
        "yaml" => Some(Format::Yaml),
        _ => None,
    })
}

/// The document a request's parameters name.
pub(super) fn document_uri(params: &Value) -> Option<String> {
    let uri = params.get("textDocument")?.get("uri")?.as_str()?;
    Some(uri.parse::<lsp::Uri>().ok()?.as_str().to_owned())
}

/// Whether a request is answered from a document's judgement (and so waits for it).
pub(super) fn waits_for_judgement(method: &str) -> bool {
    matches!(
        method,
        "textDocument/inlayHint"
            | "textDocument/hover"
            | "textDocument/documentSymbol"
            | "textDocument/codeAction"
            | "textDocument/completion"
            | "textDocument/prepareRename"
            | "textDocument/rename"
    )
}

/// A protocol position as batak's.
fn position(at: lsp::Position) -> Position {
    Position {
        line: at.line,
        column: at.character,
    }
}

/// An edit of `didChange`.
pub(super) fn change(event: lsp::TextDocumentContentChangeEvent) -> Change {
    Change {
        range: event
            .range
            .map(|range| (position(range.start), position(range.end))),
        text: event.text,
    }
}

/// A byte span of `document` as a protocol range.
fn range(document: &Document, span: &crate::raw::Span, encoding: Encoding) -> lsp::Range {
    let (start, end) = document.range(span, encoding);
    lsp::Range {
        start: lsp::Position::new(start.line, start.column),
        end: lsp::Position::new(end.line, end.column),
    }
}

/// What a diagnostic says: its message with the help line after it, and the label of
/// each related place. The one place its words are read.
#[allow(
    clippy::implicit_clone,
    reason = "through Display, so the words may become any type that shows as text"
)]
pub(super) fn words(lang: Lang, diagnostic: &Diagnostic) -> (String, Vec<String>) {
    let mut message = diagnostic.message.in_lang(lang);
    if let Some(help) = &diagnostic.help {
        message.push('\n');
        message.push_str(&crate::lang::say!(lang, "help-line", help = help));
    }
    let labels = diagnostic
        .also
        .iter()
        .map(|(_, label)| label.in_lang(lang))
        .collect();
    (message, labels)
}

/// A batak diagnostic in the protocol's shape.
pub(super) fn diagnostic(
    uri: &lsp::Uri,
    document: &Document,
    found: &Diagnostic,
    encoding: Encoding,
    lang: Lang,
) -> lsp::Diagnostic {
    let (message, labels) = words(lang, found);
    let related = found
        .also
        .iter()
        .zip(labels)
        .map(|((span, _), label)| lsp::DiagnosticRelatedInformation {
            location: lsp::Location {
                uri: uri.clone(),
                range: range(document, span, encoding),
            },
            message: label,
        })
        .collect::<Vec<_>>();
    lsp::Diagnostic {
        range: range(document, found.span.as_ref().unwrap_or(&(0..0)), encoding),
        severity: Some(match found.severity {
            Severity::Error => lsp::DiagnosticSeverity::ERROR,
            Severity::Warning => lsp::DiagnosticSeverity::WARNING,
        }),
        code: Some(lsp::NumberOrString::String(found.code.name().to_owned())),
        source: Some("batak".to_owned()),
        message,
        related_information: (!related.is_empty()).then_some(related),
        ..lsp::Diagnostic::default()
    }
}

/// `publishDiagnostics` for a document: its judgement's, or none (a closed document, a
/// file that is not a match file).
pub(super) fn publish(
    uri: &lsp::Uri,
    document: Option<&Document>,
    analysis: Option<&Analysis>,
    encoding: Encoding,
    lang: Lang,
) -> lsp_server::Notification {
    let diagnostics = match (document, analysis) {
        (Some(document), Some(analysis)) => analysis
            .diagnostics
            .iter()
            .map(|found| diagnostic(uri, document, found, encoding, lang))
            .collect(),
        _ => Vec::new(),
    };
    let params = lsp::PublishDiagnosticsParams {
        uri: uri.clone(),
        diagnostics,
        version: document.map(|document| document.version),
    };
    lsp_server::Notification::new("textDocument/publishDiagnostics".into(), params)
}

/// The answer to a request about a document's judgement; `open` is `None` for a
/// document the server does not hold (an empty answer).
pub(super) fn answer(
    request: &Request,
    open: Option<&Open>,
    encoding: Encoding,
    lang: Lang,
) -> Response {
    let id = request.id.clone();
    let found = open.and_then(|open| Some((&open.document, open.current()?)));
    let result = match request.method.as_str() {
        "textDocument/inlayHint" => parsed::<lsp::InlayHintParams>(request)
            .map(|params| found.map(|(d, a)| hints(d, a, params.range, encoding, lang))),
        "textDocument/hover" => parsed::<lsp::HoverParams>(request).map(|params| {
            found.and_then(|(d, a)| {
                hover(
                    d,
                    a,
                    params.text_document_position_params.position,
                    encoding,
                    lang,
                )
            })
        }),
        "textDocument/documentSymbol" => parsed::<lsp::DocumentSymbolParams>(request)
            .map(|_| found.map(|(d, a)| symbols(d, a, encoding, lang))),
        "textDocument/codeAction" => parsed::<lsp::CodeActionParams>(request)
            .map(|params| found.map(|(d, a)| actions(d, a, &params, encoding, lang))),
        "textDocument/completion" => parsed::<lsp::CompletionParams>(request).map(|params| {
            found
                .and_then(|(d, a)| complete(d, a, params.text_document_position.position, encoding))
        }),
        "textDocument/prepareRename" => {
            parsed::<lsp::TextDocumentPositionParams>(request).map(|params| {
                open.and_then(|open| prepare_rename(&open.document, params.position, encoding))
            })
        }
        "textDocument/rename" => {
            parsed::<lsp::RenameParams>(request).and_then(|params| match open {
                Some(open) => rename(&open.document, &params, encoding, lang)
                    .map(Some)
                    .map_err(|message| {
                        Box::new(Response::new_err(
                            id.clone(),
                            ErrorCode::RequestFailed as i32,
                            message,
                        ))
                    }),
                None => Ok(None),
            })
        }
        _ => Err(Box::new(Response::new_err(
            id.clone(),
            ErrorCode::MethodNotFound as i32,
            request.method.clone(),
        ))),
    };
    match result {
        Ok(result) => Response::new_ok(id, result),
        Err(response) => *response,
    }
}

/// Where a rename at `at` would apply: the name's range and the name (`None`: no
/// player's or team's name there, and the editor says it cannot rename).
fn prepare_rename(document: &Document, at: lsp::Position, encoding: Encoding) -> Option<Value> {
    let offset = document.offset(position(at), encoding);
    let (name, span) = super::rename::name_at(document, offset)?;
    serde_json::to_value(lsp::PrepareRenameResponse::RangeWithPlaceholder {
        range: range(document, &span, encoding),
        placeholder: name,
    })
    .ok()
}

/// The edits of a rename, or why it cannot be made (in `lang`).
fn rename(
    document: &Document,
    params: &lsp::RenameParams,
    encoding: Encoding,
    lang: Lang,
) -> Result<Value, String> {
    use super::rename::NotRenamed;
    let at = params.text_document_position.position;
    let offset = document.offset(position(at), encoding);
    let edits =
        super::rename::edits(document, offset, &params.new_name).map_err(|not| match not {
            NotRenamed::NoName => crate::lang::say!(lang, "lsp-rename-no-name"),
            NotRenamed::Unreadable => crate::lang::say!(lang, "lsp-rename-unreadable"),
            NotRenamed::New(crate::edit::NotANewName::Empty) => {
                crate::lang::say!(lang, "rename-empty")
            }
            NotRenamed::New(crate::edit::NotANewName::Taken(name)) => {
                crate::lang::say!(
                    lang,
                    "rename-taken",
                    new = params.new_name.trim(),
                    name = name
                )
            }
        })?;
    let edits: Vec<lsp::TextEdit> = edits
        .iter()
        .map(|(span, text)| lsp::TextEdit {
            range: range(document, span, encoding),
            new_text: text.clone(),
        })
        .collect();
    let uri = params.text_document_position.text_document.uri.clone();
    serde_json::to_value(lsp::WorkspaceEdit {
        changes: Some([(uri, edits)].into_iter().collect()),
        ..lsp::WorkspaceEdit::default()
    })
    .map_err(|error| error.to_string())
}

/// A request's parameters, or the `InvalidParams` response.
fn parsed<P: serde::de::DeserializeOwned>(request: &Request) -> Result<P, Box<Response>> {
    serde_json::from_value(request.params.clone()).map_err(|problem| {
        Box::new(Response::new_err(
            request.id.clone(),
            ErrorCode::InvalidParams as i32,
            problem.to_string(),
        ))
    })
}

/// The inlay hints: each deal's points and totals, the standings at the end.
pub(super) fn hints(
    document: &Document,
    analysis: &Analysis,
    range: lsp::Range,
    encoding: Encoding,
    lang: Lang,
) -> Value {
    let start = document.offset(position(range.start), encoding);
    let end = document.offset(position(range.end), encoding);
    let hints: Vec<lsp::InlayHint> = sheet::hints(lang, analysis, &document.text, &(start..end))
        .into_iter()
        .map(|hint| {
            let at = document.position(hint.offset, encoding);
            lsp::InlayHint {
                position: lsp::Position::new(at.line, at.column),
                label: lsp::InlayHintLabel::String(hint.label),
                kind: None,
                text_edits: None,
                tooltip: None,
                padding_left: Some(true),
                padding_right: None,
                data: None,
            }
        })
        .collect();
    serde_json::to_value(hints).unwrap_or(Value::Null)
}

/// The hover over a deal: its scored row and why.
fn hover(
    document: &Document,
    analysis: &Analysis,
    at: lsp::Position,
    encoding: Encoding,
    lang: Lang,
) -> Option<Value> {
    let offset = document.offset(position(at), encoding);
    let index = analysis.deal_at(offset)?;
    let text = sheet::hover(lang, analysis, index)?;
    let hover = lsp::Hover {
        contents: lsp::HoverContents::Markup(lsp::MarkupContent {
            kind: lsp::MarkupKind::Markdown,
            value: text,
        }),
        range: Some(range(document, &analysis.deals[index].span, encoding)),
    };
    serde_json::to_value(hover).ok()
}

/// The outline: a symbol a deal.
fn symbols(document: &Document, analysis: &Analysis, encoding: Encoding, lang: Lang) -> Value {
    let symbols: Vec<lsp::DocumentSymbol> = sheet::outline(lang, analysis)
        .into_iter()
        .filter_map(|entry| {
            let place = analysis.deals.get(entry.deal)?;
            let whole = range(document, &place.span, encoding);
            #[expect(deprecated, reason = "lsp-types still has the field; it is None")]
            Some(lsp::DocumentSymbol {
                name: entry.name,
                detail: Some(entry.detail),
                kind: lsp::SymbolKind::EVENT,
                tags: None,
                deprecated: None,
                range: whole,
                selection_range: lsp::Range {
                    start: whole.start,
                    end: whole.start,
                },
                children: None,
            })
        })
        .collect();
    serde_json::to_value(symbols).unwrap_or(Value::Null)
}

/// The quick fixes for a range.
fn actions(
    document: &Document,
    analysis: &Analysis,
    params: &lsp::CodeActionParams,
    encoding: Encoding,
    lang: Lang,
) -> Value {
    let start = document.offset(position(params.range.start), encoding);
    let end = document.offset(position(params.range.end), encoding);
    let uri = &params.text_document.uri;
    let actions: Vec<lsp::CodeActionOrCommand> = assist::fixes(
        lang,
        analysis,
        &document.text,
        &(start..end),
        document.format,
    )
    .into_iter()
    .map(|fix| {
        let edits = fix
            .edits
            .iter()
            .map(|(span, text)| lsp::TextEdit {
                range: range(document, span, encoding),
                new_text: text.clone(),
            })
            .collect();
        let fixed = fix
            .fixes
            .and_then(|index| analysis.diagnostics.get(index))
            .map(|found| vec![diagnostic(uri, document, found, encoding, lang)]);
        lsp::CodeActionOrCommand::CodeAction(lsp::CodeAction {
            title: fix.title,
            kind: Some(lsp::CodeActionKind::QUICKFIX),
            diagnostics: fixed,
            edit: Some(lsp::WorkspaceEdit {
                changes: Some([(uri.clone(), edits)].into_iter().collect()),
                ..lsp::WorkspaceEdit::default()
            }),
            is_preferred: Some(true),
            ..lsp::CodeAction::default()
        })
    })
    .collect();
    serde_json::to_value(actions).unwrap_or(Value::Null)
}

/// What may be written at a position: from the text as it is and the names its
/// judgement read (a text that is not a match file gets nothing).
fn complete(
    document: &Document,
    analysis: &Analysis,
    at: lsp::Position,
    encoding: Encoding,
) -> Option<Value> {
    if !analysis.is_match {
        return None;
    }
    let offset = document.offset(position(at), encoding);
    let items: Vec<lsp::CompletionItem> =
        assist::complete(&document.text, offset, document.format, analysis)
            .into_iter()
            .map(|item| lsp::CompletionItem {
                label: item.label,
                kind: Some(match item.kind {
                    assist::ItemKind::Name => lsp::CompletionItemKind::VALUE,
                    assist::ItemKind::Key => lsp::CompletionItemKind::PROPERTY,
                    assist::ItemKind::Value => lsp::CompletionItemKind::ENUM_MEMBER,
                }),
                detail: Some(item.detail),
                insert_text: Some(item.insert),
                ..lsp::CompletionItem::default()
            })
            .collect();
    serde_json::to_value(items).ok()
}
