//! `batak serve FILE`: the match as a live page every phone at the table opens, with a
//! form to record a deal. The file stays the one source of truth: every request reads it
//! again (the last good reading is kept only to show under a file's errors), every change
//! goes through `add`, `amend` and `remove` themselves and their locked, atomic writer,
//! and a change made by anyone else is told to the open pages (`events`).
//!
//! The rooms: `http` reads a request within its bounds and writes an answer, `security`
//! says who may ask, `routes` answers, `page` draws the page, `events` streams the
//! changes, `qr` draws the address for the phones. Here: the listener, a thread a
//! connection (at most `MAX_CONNECTIONS`), and the standard output, which only the main
//! thread writes.

mod change;
mod events;
mod form;
mod http;
mod page;
mod qr;
mod routes;
mod security;

use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, mpsc};

use crate::cli::ServeArgs;
use crate::commands::{Stop, session, show};
use crate::diagnostic::{self, Diagnostic};
use crate::lang::{Lang, text};
use crate::pipeline::{Outcome, Session};
use crate::{Exit, Output};

/// The most connections served at once, open pages' event streams among them; the next
/// is answered 503. A page closed lets its stream's place go within a second.
const MAX_CONNECTIONS: usize = 64;

/// What every connection's thread shares: the run's settings, the last good reading,
/// the changes to tell, and the lock a change is written under.
pub(crate) struct Served {
    pub(crate) file: String,
    pub(crate) session: Session,
    pub(crate) token: String,
    pub(crate) port: u16,
    pub(crate) read_only: bool,
    /// The language of the process: the page's when the browser asks for none batak speaks.
    pub(crate) lang: Lang,
    /// The last reading of the file that scored: shown under the diagnostics while the
    /// file has errors (a cache of what was read, never a second truth).
    pub(crate) last_good: Mutex<Option<Outcome>>,
    pub(crate) changes: events::Changes,
    /// Held while a change is written; taken for good when the server stops.
    pub(crate) writing: Mutex<()>,
    pub(crate) stopping: AtomicBool,
    /// Lines for standard output (a request that wrote or failed), which the main
    /// thread writes.
    log: Mutex<mpsc::Sender<Said>>,
    connections: AtomicUsize,
    /// Requests being answered (not streams): waited for when the server stops, so that
    /// a change written is answered.
    answering: AtomicUsize,
}

/// What the main thread is told.
enum Said {
    Line(String),
    Stop,
}

impl Served {
    /// Say a line on standard output.
    pub(crate) fn say(&self, line: String) {
        if let Ok(log) = self.log.lock() {
            let _ = log.send(Said::Line(line));
        }
    }

    /// Read the file now, and the version read (`source::fingerprint` of its bytes).
    pub(crate) fn read(&self) -> (Outcome, Option<u64>) {
        self.session.evaluate_versioned(&self.file)
    }

    /// Keep `outcome` as the last good reading when it scored; give it back.
    pub(crate) fn remember(&self, outcome: Outcome) -> Option<Outcome> {
        if outcome.scored().is_none() {
            return Some(outcome);
        }
        if let Ok(mut last_good) = self.last_good.lock() {
            *last_good = Some(outcome);
            return None;
        }
        Some(outcome)
    }
}

/// `batak serve FILE`: listen, print the address (and its QR code), answer until Ctrl-C.
pub(crate) fn serve(args: &ServeArgs, out: &mut Output) -> Result<Exit, Stop> {
    let (mut session, style) = session(&args.input, out.lang)?;
    // A FIFO or a device behind the name must not hold a request up.
    session.special = crate::source::Special::Refuse;
    let name = args.file.as_str();
    let problem = |message, help| {
        let diagnostic = Diagnostic::error(diagnostic::Code::Serve, None, message).help(help);
        show(name, "", &[diagnostic], style);
        Stop(Exit::Invalid)
    };
    if name == "-"
        || crate::source::Format::from_path(std::path::Path::new(name))
            .or(session.input_format)
            .is_none()
    {
        return Err(problem(
            text!("serve-no-file", name = diagnostic::escape_name(name)),
            text!("serve-no-file-help"),
        ));
    }
    let token = security::token().map_err(|error| {
        problem(
            text!("serve-random", error = error.to_string()),
            text!("serve-random-help"),
        )
    })?;
    let (listener, host) = listen(args, &problem, out.lang)?;
    let port = listener
        .local_addr()
        .map_or(args.port, |address| address.port());
    let (log, said) = mpsc::channel();
    let served = Arc::new(Served {
        file: args.file.clone(),
        session,
        token,
        port,
        read_only: args.read_only,
        lang: out.lang,
        last_good: Mutex::new(None),
        changes: events::Changes::default(),
        writing: Mutex::new(()),
        stopping: AtomicBool::new(false),
        log: Mutex::new(log.clone()),
        connections: AtomicUsize::new(0),
        answering: AtomicUsize::new(0),
    });
    follow(&served, style)?;
    catch_stop(log, name, style)?;
    let url = format!("http://{}/?t={}", SocketAddr::new(host, port), served.token);
    out.emit(format!("{url}\n").as_bytes());
    if !args.no_qr && out.is_terminal() {
        out.emit(qr_or_why_not(&url, host, out.lang).as_bytes());
    }
    out.push();
    if out.closed() {
        // Nobody can read the address (`> /dev/full`): there is nothing to serve.
        return Ok(Exit::Invalid);
    }
    let accepting = Arc::clone(&served);
    std::thread::spawn(move || accept(&listener, &accepting));
    for said in &said {
        match said {
            Said::Line(line) => {
                out.emit(format!("{line}\n").as_bytes());
                out.push();
            }
            Said::Stop => break,
        }
    }
    stop(&served, &said, out);
    Ok(Exit::Ok)
}

/// The QR code of `url` for the phones to scan (a line saying how wide the terminal must
/// be instead, where it would break), and under this machine's own address, which no
/// phone reaches, a line saying how they would.
fn qr_or_why_not(url: &str, host: std::net::IpAddr, lang: Lang) -> String {
    let Some(code) = qr::drawn(url) else {
        return String::new();
    };
    // A code wider than the terminal breaks into lines no phone reads.
    let width = code.lines().next().map_or(0, |line| line.chars().count());
    let mut drawn = if width <= crate::layout_width(true) {
        code
    } else {
        format!(
            "{}\n",
            crate::lang::say!(lang, "serve-qr-narrow", columns = width)
        )
    };
    if host.is_loopback() {
        // No phone reaches this machine's own address: say how they would.
        drawn.push_str(&crate::lang::say!(lang, "serve-qr-loopback"));
        drawn.push('\n');
    }
    drawn
}

/// Stop: a change being written is finished first, and none starts after; then the
/// requests being answered are (within the bound of a write), and their lines said.
fn stop(served: &Served, said: &mpsc::Receiver<Said>, out: &mut Output) {
    {
        let _writing = served.writing.lock();
        served.stopping.store(true, Ordering::SeqCst);
    }
    let deadline = std::time::Instant::now() + http::SILENCE;
    while served.answering.load(Ordering::SeqCst) > 0 && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    for said in said.try_iter() {
        if let Said::Line(line) = said {
            out.emit(format!("{line}\n").as_bytes());
        }
    }
}

/// The listener `--bind`, `--lan` and `--port` ask for, and the host the address names.
fn listen(
    args: &ServeArgs,
    problem: &dyn Fn(crate::lang::Text, crate::lang::Text) -> Stop,
    lang: Lang,
) -> Result<(TcpListener, std::net::IpAddr), Stop> {
    let any = std::net::IpAddr::from([0, 0, 0, 0]);
    let bind = if args.lan { any } else { args.bind };
    // Every interface (`--lan`, or `--bind 0.0.0.0`): the address to print is the one the
    // phones reach, this machine's on the local network.
    let host = if bind.is_unspecified() {
        let host = security::lan_address();
        if host.is_none() {
            crate::commands::say(&crate::lang::say!(lang, "serve-no-lan"));
        }
        host.unwrap_or(std::net::IpAddr::from([127, 0, 0, 1]))
    } else {
        bind
    };
    let listener = TcpListener::bind(SocketAddr::new(bind, args.port)).map_err(|error| {
        problem(
            text!(
                "serve-bind",
                address = SocketAddr::new(bind, args.port).to_string(),
                error = crate::lang::system_words(&error)
            ),
            // An address this machine does not have is not cured by another port.
            if error.kind() == std::io::ErrorKind::AddrNotAvailable {
                text!("serve-bind-address-help")
            } else {
                text!("serve-bind-help")
            },
        )
    })?;
    Ok((listener, host))
}

/// Follow the file: each change read once, kept when good, and told to the streams.
fn follow(served: &Arc<Served>, style: diagnostic::RenderStyle) -> Result<(), Stop> {
    let (outcome, _) = served.read();
    served.remember(outcome);
    let following = Arc::clone(served);
    crate::commands::follow(&served.file, style, move || {
        let (outcome, _) = following.read();
        let data = events::data(&outcome);
        following.remember(outcome);
        following.changes.tell(data);
    })
}

/// Ctrl-C (and SIGTERM) stop the server.
fn catch_stop(
    log: mpsc::Sender<Said>,
    name: &str,
    style: diagnostic::RenderStyle,
) -> Result<(), Stop> {
    ctrlc::set_handler(move || {
        let _ = log.send(Said::Stop);
    })
    .map_err(|error| {
        let diagnostic = Diagnostic::error(
            diagnostic::Code::Serve,
            None,
            text!("watch-ctrl-c", error = error.to_string()),
        )
        .help(text!("serve-ctrl-c-help"));
        show(name, "", &[diagnostic], style);
        Stop(Exit::Invalid)
    })
}

/// Accept connections, each on a thread of its own, until the server stops.
fn accept(listener: &TcpListener, served: &Arc<Served>) {
    for stream in listener.incoming() {
        if served.stopping.load(Ordering::SeqCst) {
            return;
        }
        let Ok(mut stream) = stream else {
            // Out of file descriptors, say: a moment before the next try, not a busy loop.
            std::thread::sleep(std::time::Duration::from_millis(50));
            continue;
        };
        if served.connections.fetch_add(1, Ordering::SeqCst) >= MAX_CONNECTIONS {
            served.connections.fetch_sub(1, Ordering::SeqCst);
            http::turn_away(&mut stream);
            continue;
        }
        let served = Arc::clone(served);
        std::thread::spawn(move || {
            connection(stream, &served);
            served.connections.fetch_sub(1, Ordering::SeqCst);
        });
    }
}

/// One connection: a request read and answered.
fn connection(mut stream: TcpStream, served: &Served) {
    let _ = stream.set_write_timeout(Some(http::SILENCE));
    let request = match http::read_request(&mut stream) {
        Ok(request) => request,
        Err(http::Unread::Refused(status)) => {
            served.say(format!("{status} {}", http::reason(status)));
            let _ = http::Response::plain(status).write_to(&mut stream);
            http::drain(&mut stream);
            return;
        }
        Err(http::Unread::Cut) => return,
    };
    served.answering.fetch_add(1, Ordering::SeqCst);
    let answer = routes::answer(&request, served);
    match answer {
        routes::Answer::Whole(response) => {
            if response.status >= 400 && !response.logged {
                // The path alone: the query may hold the token.
                // Cut short: a refused request's path is anyone's to make long.
                let mut path = diagnostic::escape_controls(&request.path).into_owned();
                if let Some((cut, _)) = path.char_indices().nth(100) {
                    path.truncate(cut);
                    path.push('…');
                }
                let method = match request.method {
                    http::Method::Get => "GET",
                    http::Method::Post => "POST",
                    http::Method::Other => "-",
                };
                served.say(format!("{method} {path} {}", response.status));
            }
            let _ = response.write_to(&mut stream);
            served.answering.fetch_sub(1, Ordering::SeqCst);
        }
        routes::Answer::Events => {
            served.answering.fetch_sub(1, Ordering::SeqCst);
            events::stream(stream, &served.changes, &|| {
                served.stopping.load(Ordering::SeqCst)
            });
        }
    }
}
