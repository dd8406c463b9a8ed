//! The protocol's shapes for what the features found: positions in the negotiated
//! encoding, diagnostics with their code, help and related places, inlay hints, hover,
//! symbols, completion items and code actions. Every diagnostic's words are read in one
//! place, `View::diagnostic`.

use lsp_server::{ErrorCode, Request, Response};
use lsp_types as lsp;
use serde::{Serialize, de::DeserializeOwned};
use serde_json::Value;

use crate::diagnostic::{Diagnostic, Severity};
use crate::lang::Lang;
use crate::raw::Span;
use crate::source::Format;

use super::analysis::Analysis;
use super::document::{Document, Encoding};
use super::{assist, rename, sheet};

/// The answer to `initialize`: the encoding to count columns in (UTF-8 when the client
/// offers it, else UTF-16), and what batak serves.
pub(super) fn initialize(params: &lsp::InitializeParams) -> (Encoding, lsp::InitializeResult) {
    let offered = params
        .capabilities
        .general
        .as_ref()
        .and_then(|general| general.position_encodings.as_ref());
    let utf8 = lsp::PositionEncodingKind::UTF8;
    let (encoding, kind) = if offered.is_some_and(|kinds| kinds.contains(&utf8)) {
        (Encoding::Utf8, utf8)
    } else {
        (Encoding::Utf16, lsp::PositionEncodingKind::UTF16)
    };
    let capabilities = lsp::ServerCapabilities {
        position_encoding: Some(kind),
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
    let result = lsp::InitializeResult {
        capabilities,
        server_info: Some(lsp::ServerInfo {
            name: "batak".into(),
            version: Some(env!("CARGO_PKG_VERSION").into()),
        }),
    };
    (encoding, result)
}

/// The format of a document: by its name, else by the language the client says (a
/// format's own name: `toml`, `yaml`).
pub(super) fn format_of(uri: &lsp::Uri, language: &str) -> Option<Format> {
    let said = [Format::Toml, Format::Yaml]
        .into_iter()
        .find(|format| format.name() == language);
    Format::from_path(std::path::Path::new(uri.path().as_str())).or(said)
}

/// The document a request's parameters name.
pub(super) fn document_uri(params: &Value) -> Option<lsp::Uri> {
    let uri = params.get("textDocument")?.get("uri")?.as_str()?;
    uri.parse().ok()
}

/// A document and its current judgement, as a request about it is answered: positions
/// in `encoding`, words in `lang`.
#[derive(Clone, Copy)]
pub(super) struct View<'a> {
    pub(super) document: &'a Document,
    pub(super) analysis: &'a Analysis,
    pub(super) encoding: Encoding,
    pub(super) lang: Lang,
}

/// `publishDiagnostics` for a document: its judgement's, or none (a closed document, a
/// file that is not a match file).
pub(super) fn publish(uri: &lsp::Uri, view: Option<View<'_>>) -> lsp_server::Notification {
    let diagnostics = view.map_or_else(Vec::new, |view| {
        let found = view.analysis.diagnostics.iter();
        found.map(|found| view.diagnostic(uri, found)).collect()
    });
    let params = lsp::PublishDiagnosticsParams {
        uri: uri.clone(),
        diagnostics,
        version: view.map(|view| view.document.version),
    };
    lsp_server::Notification::new("textDocument/publishDiagnostics".into(), params)
}

/// The answer to a request about a document's judgement; `view` is `None` for a
/// document the server does not hold (an empty answer). A method batak does not serve
/// gets `MethodNotFound`.
pub(super) fn answer(request: &Request, view: Option<View<'_>>) -> Response {
    match request.method.as_str() {
        "textDocument/inlayHint" => reply(request, |params: lsp::InlayHintParams| {
            Ok(view.map(|view| sheet::hints(view, params.range)))
        }),
        "textDocument/hover" => reply(request, |params: lsp::HoverParams| {
            let at = params.text_document_position_params.position;
            Ok(view.and_then(|view| sheet::hover(view, at)))
        }),
        "textDocument/documentSymbol" => reply(request, |_: lsp::DocumentSymbolParams| {
            Ok(view.map(sheet::outline))
        }),
        "textDocument/codeAction" => reply(request, |params: lsp::CodeActionParams| {
            Ok(view.map(|view| assist::fixes(view, &params)))
        }),
        "textDocument/completion" => reply(request, |params: lsp::CompletionParams| {
            let at = params.text_document_position.position;
            Ok(view.and_then(|view| assist::complete(view, at)))
        }),
        "textDocument/prepareRename" => {
            reply(request, |params: lsp::TextDocumentPositionParams| {
                Ok(view.and_then(|view| rename::prepare(view, params.position)))
            })
        }
        "textDocument/rename" => reply(request, |params: lsp::RenameParams| {
            view.map(|view| rename::edits(view, &params)).transpose()
        }),
        method => Response::new_err(
            request.id.clone(),
            ErrorCode::MethodNotFound as i32,
            format!("batak does not answer {method}"),
        ),
    }
}

/// The response to `request`: what `answer` makes of its parameters, `InvalidParams`
/// when they are not what it takes, `RequestFailed` with the reason `answer` gives.
fn reply<P: DeserializeOwned, R: Serialize>(
    request: &Request,
    answer: impl FnOnce(P) -> Result<R, String>,
) -> Response {
    let id = request.id.clone();
    match serde_json::from_value(request.params.clone()).map(answer) {
        Ok(Ok(result)) => Response::new_ok(id, result),
        Ok(Err(message)) => Response::new_err(id, ErrorCode::RequestFailed as i32, message),
        Err(problem) => Response::new_err(id, ErrorCode::InvalidParams as i32, problem.to_string()),
    }
}

impl View<'_> {
    /// A batak diagnostic in the protocol's shape: its message with the help line after
    /// it, and the label of each related place. The one place its words are read.
    fn diagnostic(self, uri: &lsp::Uri, found: &Diagnostic) -> lsp::Diagnostic {
        let mut message = found.message.in_lang(self.lang);
        if let Some(help) = &found.help {
            message.push('\n');
            message.push_str(&crate::lang::say!(self.lang, "help-line", help = help));
        }
        let related = found
            .also
            .iter()
            .map(|(span, label)| lsp::DiagnosticRelatedInformation {
                location: lsp::Location::new(uri.clone(), self.range(span)),
                message: label.in_lang(self.lang),
            })
            .collect::<Vec<_>>();
        lsp::Diagnostic {
            range: self.range(found.span.as_ref().unwrap_or(&(0..0))),
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

    /// A byte span as a protocol range.
    pub(super) fn range(self, span: &Span) -> lsp::Range {
        lsp::Range::new(self.position(span.start), self.position(span.end))
    }

    /// The protocol position of a byte offset.
    pub(super) fn position(self, offset: usize) -> lsp::Position {
        self.document.position(offset, self.encoding)
    }

    /// The byte offset of a protocol position.
    pub(super) fn offset(self, at: lsp::Position) -> usize {
        self.document.offset(at, self.encoding)
    }

    /// Edits (byte spans and their new text) of the document at `uri`, as the protocol
    /// writes them.
    pub(super) fn edit(self, uri: &lsp::Uri, edits: &[(Span, String)]) -> lsp::WorkspaceEdit {
        let edits = edits
            .iter()
            .map(|(span, text)| lsp::TextEdit::new(self.range(span), text.clone()))
            .collect();
        lsp::WorkspaceEdit::new([(uri.clone(), edits)].into_iter().collect())
    }

    /// A quick fix of the document at `uri`: its title, its edit (a byte span and its new
    /// text) and the diagnostic it fixes, if any.
    pub(super) fn quick_fix(
        self,
        uri: &lsp::Uri,
        title: String,
        edit: (Span, String),
        fixes: Option<&Diagnostic>,
    ) -> lsp::CodeActionOrCommand {
        lsp::CodeActionOrCommand::CodeAction(lsp::CodeAction {
            title,
            kind: Some(lsp::CodeActionKind::QUICKFIX),
            diagnostics: fixes.map(|found| vec![self.diagnostic(uri, found)]),
            edit: Some(self.edit(uri, &[edit])),
            is_preferred: Some(true),
            ..lsp::CodeAction::default()
        })
    }
}
