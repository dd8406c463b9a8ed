//! `GET /events`: Server-Sent Events. The file is followed as `batak watch` follows it
//! (`commands::follow`); each settled change is read once and told to every open stream
//! as `event: change` with the number of deals recorded (`error` when the file does not
//! read), and a comment line keeps each stream open while nothing happens.

use std::io::Write;
use std::net::TcpStream;
use std::sync::{Condvar, Mutex};
use std::time::Duration;

use super::http::SECURITY_HEADERS;

/// How often a stream with nothing to tell says so (a comment line).
const KEEP_OPEN: Duration = Duration::from_secs(15);

/// How often a stream looks whether its client is still there: a page closed lets its
/// connection go within this, not at the next comment line.
const LOOK: Duration = Duration::from_secs(1);

/// The latest change, for every stream to wait on: its number (one more each change)
/// and its `data:`.
#[derive(Default)]
pub(crate) struct Changes {
    latest: Mutex<(u64, String)>,
    changed: Condvar,
}

impl Changes {
    /// Tell every stream that the file changed: `data` is what it now is.
    pub(crate) fn tell(&self, data: String) {
        if let Ok(mut latest) = self.latest.lock() {
            latest.0 += 1;
            latest.1 = data;
        }
        self.changed.notify_all();
    }

    /// The number of the latest change.
    fn now(&self) -> u64 {
        self.latest.lock().map_or(0, |latest| latest.0)
    }

    /// Wait up to `wait` for a change after `seen`: its number and data.
    fn after(&self, seen: u64, wait: Duration) -> Option<(u64, String)> {
        let latest = self.latest.lock().ok()?;
        let (latest, _) = self
            .changed
            .wait_timeout_while(latest, wait, |latest| latest.0 == seen)
            .ok()?;
        (latest.0 != seen).then(|| latest.clone())
    }
}

/// The `data:` of a change: the deals recorded, or `error`.
pub(crate) fn data(outcome: &crate::pipeline::Outcome) -> String {
    outcome.scored().map_or_else(
        || "error".to_owned(),
        |scored| scored.game.deals.len().to_string(),
    )
}

/// Stream the changes to `stream` until the client goes away (a write fails) or
/// `stopping` says the server is ending.
pub(crate) fn stream(mut stream: TcpStream, changes: &Changes, stopping: &dyn Fn() -> bool) {
    let head = format!(
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n{SECURITY_HEADERS}Connection: close\r\n\r\n"
    );
    // A stuck client is let go after a while rather than holding its thread.
    let _ = stream.set_write_timeout(Some(KEEP_OPEN));
    let mut seen = changes.now();
    if send(
        &mut stream,
        format!("{head}retry: 1000\n: open\n\n").as_bytes(),
    )
    .is_err()
    {
        return;
    }
    let mut quiet = Duration::ZERO;
    while !stopping() {
        let message = match changes.after(seen, LOOK) {
            Some((number, data)) => {
                seen = number;
                format!("event: change\ndata: {data}\n\n")
            }
            None if quiet + LOOK < KEEP_OPEN => {
                quiet += LOOK;
                if gone(&stream) {
                    return;
                }
                continue;
            }
            None => ": still here\n\n".to_owned(),
        };
        quiet = Duration::ZERO;
        if send(&mut stream, message.as_bytes()).is_err() {
            return;
        }
    }
}

/// Whether the client closed its end: a read that would wait means it is still there.
fn gone(stream: &TcpStream) -> bool {
    if stream.set_nonblocking(true).is_err() {
        return true;
    }
    let gone = match stream.peek(&mut [0; 1]) {
        Ok(0) => true,
        // It sent something more (nothing is asked of it): still there.
        Ok(_) => false,
        Err(error) => error.kind() != std::io::ErrorKind::WouldBlock,
    };
    stream.set_nonblocking(false).is_err() || gone
}

/// One message sent at once.
fn send(stream: &mut TcpStream, bytes: &[u8]) -> std::io::Result<()> {
    stream.write_all(bytes)?;
    stream.flush()
}
