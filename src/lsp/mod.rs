//! `batak lsp`: a language server over standard input and output, so that an editor
//! shows a match file's diagnostics as `batak check` gives them while it is typed, the
//! running totals beside each deal, and the help `assist` gives. Built on `lsp-server`'s
//! messages and `lsp-types`' shapes, synchronously: one thread reads frames, one judges
//! documents, and this loop answers. A burst of changes is judged once, at its latest
//! version (the judging thread drops a job a newer one of the same document replaced),
//! and a request about a document waits for the judgement of its current version, so it
//! is never answered from stale positions; `$/cancelRequest` ends such a wait.
//!
//! Protocol code stays in this folder: the features (`analysis`, `sheet`, `assist`) are
//! functions of a document's text and know nothing of JSON-RPC.

mod analysis;
mod assist;
mod document;
mod protocol;
mod rename;
mod sheet;
mod transport;

#[cfg(test)]
mod tests;

#[cfg(any(test, feature = "harness"))]
pub(crate) mod bench;

use std::collections::HashMap;
use std::io::{self, BufRead, Write};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::{Arc, Mutex, PoisonError};

use lsp_server::{ErrorCode, Message, Notification, Request, RequestId, Response};
use lsp_types::Uri;
use serde::Deserialize;

use crate::lang::Lang;
use crate::source::Format;
use document::{Document, Encoding};
use protocol::View;
use transport::Frame;

/// Something for the loop to act on.
enum Event {
    Frame(Frame),
    /// The input ended (or could not be read): the client is gone.
    Closed,
    Judged(Judged),
}

/// A document version to judge.
struct Job {
    /// Which queued text this is (`Open::serial`).
    serial: u64,
    text: String,
    format: Format,
}

/// A document version, judged.
struct Judged {
    uri: Uri,
    serial: u64,
    analysis: analysis::Analysis,
}

/// An open document and its latest judgement. A judgement is matched to the text it was
/// made of by the serial number the server gave that text when it queued it, not by the
/// client's version: a document closed and opened again, or opened twice, may come with
/// the same version and another text.
struct Open {
    document: Document,
    /// The serial of the document's current text.
    serial: u64,
    judged: Option<(u64, analysis::Analysis)>,
}

impl Open {
    /// The document and the judgement of its current version, if it is ready.
    fn view(&self, encoding: Encoding, lang: Lang) -> Option<View<'_>> {
        let (serial, analysis) = self.judged.as_ref()?;
        (*serial == self.serial).then_some(View {
            document: &self.document,
            analysis,
            encoding,
            lang,
        })
    }
}

/// The server's state between messages.
struct Server<W: Write> {
    output: W,
    encoding: Encoding,
    /// The language its words are in.
    lang: Lang,
    documents: HashMap<Uri, Open>,
    /// The requests waiting for the judgement of their document's current version, in
    /// the order they came.
    waiting: Vec<(Uri, Request)>,
    /// The versions waiting to be judged: one a document, the latest (a newer version
    /// replaces the one waiting, text and all), so however fast changes come, what
    /// waits is at most one copy of each open document.
    jobs: Arc<Jobs>,
    /// A token here tells the judging thread that some version waits; it ends once this
    /// is dropped and it has judged them.
    wake: SyncSender<()>,
    /// The serial the next queued text gets.
    serials: u64,
    /// Whether `initialize` has been answered.
    initialized: bool,
    shut_down: bool,
}

/// The latest version of each document waiting to be judged.
type Jobs = Mutex<HashMap<Uri, Job>>;

/// How many events may wait for the loop: past that the reader waits, so a client that
/// sends faster than the server answers is slowed, not buffered without end.
const EVENTS_WAITING: usize = 64;

/// Serve the protocol on `input` and `output` until the client's `exit` or the end of
/// the input, its words in `lang`: true when a `shutdown` came first (exit 0, as the
/// protocol asks).
pub(crate) fn serve(
    input: impl BufRead + Send + 'static,
    output: impl Write,
    lang: Lang,
) -> io::Result<bool> {
    let (events, inbox) = mpsc::sync_channel(EVENTS_WAITING);
    let reader_events = events.clone();
    std::thread::spawn(move || read_frames(input, &reader_events));
    let (wake, woken) = mpsc::sync_channel(1);
    let jobs = Arc::default();
    let waiting = Arc::clone(&jobs);
    std::thread::spawn(move || judge_jobs(&waiting, &woken, &events));
    let mut server = Server {
        output,
        encoding: Encoding::Utf16,
        lang,
        documents: HashMap::new(),
        waiting: Vec::new(),
        jobs,
        wake,
        serials: 0,
        initialized: false,
        shut_down: false,
    };
    server.run(&inbox)
}

/// Read frames until the input ends, each sent to the loop.
fn read_frames(input: impl BufRead, events: &SyncSender<Event>) {
    let mut input = transport::Reader::new(input);
    while let Ok(Some(frame)) = input.read() {
        if events.send(Event::Frame(frame)).is_err() {
            return;
        }
    }
    let _ = events.send(Event::Closed);
}

/// Judge documents as their versions come, only the latest waiting of each.
fn judge_jobs(waiting: &Jobs, wake: &Receiver<()>, events: &SyncSender<Event>) {
    while wake.recv().is_ok() {
        let mut waiting = waiting.lock().unwrap_or_else(PoisonError::into_inner);
        let latest: Vec<(Uri, Job)> = waiting.drain().collect();
        drop(waiting);
        for (uri, job) in latest {
            let analysis = analysis::analyse(uri.as_str(), &job.text, job.format);
            let judged = Judged {
                uri,
                serial: job.serial,
                analysis,
            };
            if events.send(Event::Judged(judged)).is_err() {
                return;
            }
        }
    }
}

impl<W: Write> Server<W> {
    /// Answer until `exit` or the end of the input (notifications before `initialize`
    /// are not acted on).
    fn run(&mut self, inbox: &Receiver<Event>) -> io::Result<bool> {
        while let Ok(event) = inbox.recv() {
            match event {
                Event::Frame(Frame::Message(Message::Request(request))) => self.request(request)?,
                Event::Frame(Frame::Message(Message::Notification(notification))) => {
                    if notification.method == "exit" {
                        return Ok(self.shut_down);
                    }
                    if self.initialized {
                        self.notification(notification)?;
                    }
                }
                Event::Frame(Frame::Message(Message::Response(_))) => {}
                Event::Frame(Frame::Malformed(reply)) => {
                    transport::write_value(&mut self.output, &reply)?;
                }
                Event::Judged(judged) => self.judged(judged)?,
                // The client left: a clean end only if it had asked for one.
                Event::Closed => return Ok(self.shut_down),
            }
        }
        Ok(false)
    }

    /// Send a message.
    fn send(&mut self, message: &Message) -> io::Result<()> {
        message.write(&mut self.output)
    }

    /// Send an error response.
    fn error(&mut self, id: RequestId, code: ErrorCode, message: &str) -> io::Result<()> {
        self.send(&Response::new_err(id, code as i32, message.to_owned()).into())
    }

    /// A request: answered now, or (about a document not yet judged at its current
    /// version) when its judgement comes. Before `initialize`, every other request gets
    /// `ServerNotInitialized`.
    fn request(&mut self, request: Request) -> io::Result<()> {
        if !self.initialized && request.method != "initialize" {
            return self.error(
                request.id,
                ErrorCode::ServerNotInitialized,
                "the server has not been initialized",
            );
        }
        if self.shut_down {
            return self.error(
                request.id,
                ErrorCode::InvalidRequest,
                "the server is shutting down",
            );
        }
        match request.method.as_str() {
            "initialize" if !self.initialized => {
                let params = serde_json::from_value(request.params).unwrap_or_default();
                let (encoding, result) = protocol::initialize(&params);
                self.encoding = encoding;
                self.initialized = true;
                self.send(&Response::new_ok(request.id, result).into())
            }
            "initialize" => self.error(
                request.id,
                ErrorCode::InvalidRequest,
                "the server is already initialized",
            ),
            "shutdown" => {
                self.shut_down = true;
                // Nothing waits past the end: what waits is answered as it stands.
                for (_, request) in std::mem::take(&mut self.waiting) {
                    self.error(
                        request.id,
                        ErrorCode::RequestCanceled,
                        "the server shut down",
                    )?;
                }
                self.send(&Response::new_ok(request.id, ()).into())
            }
            _ => {
                let uri = protocol::document_uri(&request.params);
                let open = uri.as_ref().and_then(|uri| self.documents.get(uri));
                let view = open.and_then(|open| open.view(self.encoding, self.lang));
                match uri {
                    Some(uri) if open.is_some() && view.is_none() => {
                        self.waiting.push((uri, request));
                        Ok(())
                    }
                    _ => {
                        let response = protocol::answer(&request, view);
                        self.send(&response.into())
                    }
                }
            }
        }
    }

    /// A notification: a document opened, changed or closed, a request cancelled (one
    /// whose parameters are not what it takes is not acted on).
    fn notification(&mut self, notification: Notification) -> io::Result<()> {
        let params = notification.params;
        match notification.method.as_str() {
            "textDocument/didOpen" => serde_json::from_value(params).map_or(Ok(()), |params| {
                self.open(params);
                Ok(())
            }),
            "textDocument/didChange" => serde_json::from_value(params).map_or(Ok(()), |params| {
                self.change(params);
                Ok(())
            }),
            "textDocument/didClose" => {
                serde_json::from_value(params).map_or(Ok(()), |params| self.close(params))
            }
            "$/cancelRequest" => match params.get("id").map(RequestId::deserialize) {
                Some(Ok(id)) => self.cancel(&id),
                _ => Ok(()),
            },
            _ => Ok(()),
        }
    }

    /// A document opened: queued to be judged (opened again, what waited on the old
    /// text waits on the new one).
    fn open(&mut self, params: lsp_types::DidOpenTextDocumentParams) {
        let item = params.text_document;
        let Some(format) = protocol::format_of(&item.uri, &item.language_id) else {
            return;
        };
        let open = Open {
            document: Document::new(item.text, item.version, format),
            serial: 0,
            judged: None,
        };
        self.documents.insert(item.uri.clone(), open);
        self.queue(item.uri);
    }

    /// A document changed: its edits applied and its new version queued to be judged.
    fn change(&mut self, params: lsp_types::DidChangeTextDocumentParams) {
        let document = params.text_document;
        let Some(open) = self.documents.get_mut(&document.uri) else {
            return;
        };
        open.document
            .apply(params.content_changes, document.version, self.encoding);
        self.queue(document.uri);
    }

    /// Forget a closed document, clear its diagnostics and let its waiting requests go.
    fn close(&mut self, params: lsp_types::DidCloseTextDocumentParams) -> io::Result<()> {
        let uri = params.text_document.uri;
        if self.documents.remove(&uri).is_some() {
            let waiting: Vec<_> = self.waiting.extract_if(.., |(at, _)| *at == uri).collect();
            for (_, request) in waiting {
                let response = protocol::answer(&request, None);
                self.send(&response.into())?;
            }
            let cleared = protocol::publish(&uri, None);
            self.send(&cleared.into())?;
        }
        Ok(())
    }

    /// `$/cancelRequest`: a request still waiting is answered `RequestCanceled`.
    fn cancel(&mut self, id: &RequestId) -> io::Result<()> {
        let at = self
            .waiting
            .iter()
            .position(|(_, request)| request.id == *id);
        match at.map(|at| self.waiting.remove(at)) {
            Some((_, request)) => self.error(request.id, ErrorCode::RequestCanceled, "cancelled"),
            None => Ok(()),
        }
    }

    /// Hand an open document's current text to the judging thread under the next
    /// serial, which its judgement must carry to be kept.
    fn queue(&mut self, uri: Uri) {
        let open = self.documents.get_mut(&uri).expect("queued when open");
        open.serial = self.serials;
        self.serials += 1;
        // The text alone is copied for the judge (the line index stays here), over the
        // version waiting.
        let job = Job {
            serial: open.serial,
            text: open.document.text.clone(),
            format: open.document.format,
        };
        let mut jobs = self.jobs.lock().unwrap_or_else(PoisonError::into_inner);
        jobs.insert(uri, job);
        // A full channel holds a token already: the judge takes this job with it.
        let _ = self.wake.try_send(());
    }

    /// A judgement: kept and published when it is of the document's current version
    /// (an older one is dropped: a newer is on its way), and the waiting requests
    /// answered from it.
    fn judged(&mut self, judged: Judged) -> io::Result<()> {
        let open = self.documents.get_mut(&judged.uri);
        let Some(open) = open.filter(|open| open.serial == judged.serial) else {
            return Ok(());
        };
        let mut analysis = judged.analysis;
        // A text that does not parse while it is typed keeps the names read before.
        if let Some((_, before)) = open.judged.take()
            && analysis.players.is_none()
        {
            analysis.players = before.players;
            analysis.teams = before.teams;
        }
        open.judged = Some((judged.serial, analysis));
        let waiting = self.waiting.extract_if(.., |(at, _)| *at == judged.uri);
        // The view borrows the documents: its messages go straight to the output, not
        // through `send`, which borrows the whole server.
        let view = open.view(self.encoding, self.lang);
        Message::from(protocol::publish(&judged.uri, view)).write(&mut self.output)?;
        for (_, request) in waiting {
            Message::from(protocol::answer(&request, view)).write(&mut self.output)?;
        }
        Ok(())
    }
}
