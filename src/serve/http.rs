//! HTTP/1.1 as `batak serve` speaks it: one request a connection, read within bounds
//! (headers at most `MAX_HEAD` bytes, a body at most `MAX_BODY`, the whole request within
//! `SILENCE` of the connection's start), parsed by `httparse`; one response written whole
//! with the headers every answer carries, then the connection closed. An event stream is
//! the one answer that stays open (`events`).

use std::io::{self, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// The most bytes of a request's line and headers.
pub(crate) const MAX_HEAD: usize = 16 * 1024;

/// The largest body a POST may have.
pub(crate) const MAX_BODY: usize = 64 * 1024;

/// How long a client has to send its whole request: one silent that long is cut off.
pub(crate) const SILENCE: Duration = Duration::from_secs(10);

/// The most headers a request may have.
const MAX_HEADERS: usize = 64;

/// What every response says about itself: no script but the page's own (from
/// `/assets/`), no framing, no sniffing, no Referer (the token is in the page's address),
/// nothing kept in a cache.
pub(crate) const SECURITY_HEADERS: &str = "Content-Security-Policy: default-src 'none'; \
script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; \
connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'\r\n\
X-Content-Type-Options: nosniff\r\n\
Referrer-Policy: no-referrer\r\n\
Cache-Control: no-store\r\n";

/// A request's method, as far as the routes tell them apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Method {
    Get,
    Post,
    Other,
}

/// A request read whole.
#[derive(Debug)]
pub(crate) struct Request {
    pub(crate) method: Method,
    /// The path, without its query.
    pub(crate) path: String,
    /// The query, without its `?`.
    pub(crate) query: String,
    /// The headers, their names in lower case.
    pub(crate) headers: Vec<(String, String)>,
    pub(crate) body: Vec<u8>,
}

impl Request {
    /// The first header `name` (lower case), if the request has it.
    pub(crate) fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    }

    /// Whether the client asks for JSON answers.
    pub(crate) fn wants_json(&self) -> bool {
        self.header("accept")
            .is_some_and(|accept| accept.contains("application/json"))
    }
}

/// A response, written whole.
#[derive(Debug)]
pub(crate) struct Response {
    pub(crate) status: u16,
    pub(crate) content_type: &'static str,
    /// Headers besides those every response has (`Location`, `Set-Cookie`).
    pub(crate) headers: Vec<(&'static str, String)>,
    pub(crate) body: Vec<u8>,
    /// Whether the line on standard output about it has been said.
    pub(crate) logged: bool,
}

impl Response {
    /// A response of `status` with `body` of `content_type`.
    pub(crate) fn new(status: u16, content_type: &'static str, body: Vec<u8>) -> Response {
        Response {
            status,
            content_type,
            headers: Vec::new(),
            body,
            logged: false,
        }
    }

    /// A short plain-text answer (a refusal): its status's reason, and nothing else.
    pub(crate) fn plain(status: u16) -> Response {
        Response::new(
            status,
            "text/plain; charset=utf-8",
            format!("{status} {}\n", reason(status)).into_bytes(),
        )
    }

    /// 303 to `location`.
    pub(crate) fn see_other(location: &str) -> Response {
        let mut response = Response::plain(303);
        response.headers.push(("Location", location.to_owned()));
        response
    }

    /// The header `name` added.
    pub(crate) fn with(mut self, name: &'static str, value: String) -> Response {
        self.headers.push((name, value));
        self
    }

    /// The response as written: status line, headers, body.
    pub(crate) fn write_to(&self, out: &mut impl Write) -> io::Result<()> {
        let mut head = format!(
            "HTTP/1.1 {} {}\r\nContent-Type: {}\r\nContent-Length: {}\r\n{SECURITY_HEADERS}",
            self.status,
            reason(self.status),
            self.content_type,
            self.body.len()
        );
        for (name, value) in &self.headers {
            head.push_str(&format!("{name}: {value}\r\n"));
        }
        head.push_str("Connection: close\r\n\r\n");
        out.write_all(head.as_bytes())?;
        out.write_all(&self.body)?;
        out.flush()
    }
}

/// The reason phrase of the statuses batak serve answers with.
pub(crate) fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        303 => "See Other",
        400 => "Bad Request",
        403 => "Forbidden",
        404 => "Not Found",
        409 => "Conflict",
        411 => "Length Required",
        413 => "Content Too Large",
        415 => "Unsupported Media Type",
        422 => "Unprocessable Content",
        431 => "Request Header Fields Too Large",
        503 => "Service Unavailable",
        _ => "Internal Server Error",
    }
}

/// Why no request was read: a refusal to answer with, or nothing to answer (the client
/// went away or fell silent: the connection is cut).
#[derive(Debug)]
pub(crate) enum Unread {
    Refused(u16),
    Cut,
}

/// Read one request from `stream` within the bounds.
pub(crate) fn read_request(stream: &mut TcpStream) -> Result<Request, Unread> {
    let deadline = Instant::now() + SILENCE;
    let mut buffer = Vec::with_capacity(1024);
    let (head_length, mut request) = loop {
        if let Some(parsed) = parse_head(&buffer)? {
            break parsed;
        }
        if buffer.len() >= MAX_HEAD {
            return Err(Unread::Refused(431));
        }
        let room = MAX_HEAD - buffer.len();
        read_some(stream, &mut buffer, room, deadline)?;
    };
    if request.header("transfer-encoding").is_some() {
        return Err(Unread::Refused(411));
    }
    // Digits, and one length however often it is given (two that differ are a request
    // two readers could split in two ways).
    let lengths: Vec<&str> = (request.headers.iter())
        .filter(|(name, _)| name == "content-length")
        .flat_map(|(_, value)| value.split(',').map(str::trim))
        .collect();
    let length = match lengths.split_first() {
        None => 0,
        Some((first, rest))
            if rest.iter().all(|other| other == first)
                && !first.is_empty()
                && first.bytes().all(|byte| byte.is_ascii_digit()) =>
        {
            first.parse::<usize>().map_err(|_| Unread::Refused(413))?
        }
        Some(_) => return Err(Unread::Refused(400)),
    };
    if length > MAX_BODY {
        return Err(Unread::Refused(413));
    }
    let mut body = buffer.split_off(head_length);
    while body.len() < length {
        let room = length - body.len();
        read_some(stream, &mut body, room, deadline)?;
    }
    body.truncate(length);
    request.body = body;
    Ok(request)
}

/// After a refusal sent before the request was read whole: what the client still sends
/// is read and dropped for a moment (at most `MAX_HEAD + MAX_BODY` bytes), so that the
/// connection is not reset before the client has read the answer.
pub(crate) fn drain(stream: &mut TcpStream) {
    let _ = stream.shutdown(std::net::Shutdown::Write);
    let _ = stream.set_read_timeout(Some(Duration::from_secs(1)));
    let mut chunk = [0u8; 4096];
    let mut left = MAX_HEAD + MAX_BODY;
    while left > 0 {
        match stream.read(&mut chunk) {
            Ok(0) | Err(_) => return,
            Ok(read) => left = left.saturating_sub(read),
        }
    }
}

/// Answer 503 to a connection past the most served at once, on the thread that accepts
/// (briefly: what the client sent at once is read first, so that the answer is not lost
/// to a reset, and a client slower than that gets the answer anyway).
pub(crate) fn turn_away(stream: &mut TcpStream) {
    let brief = Some(Duration::from_millis(200));
    let _ = stream.set_read_timeout(brief);
    let _ = stream.set_write_timeout(brief);
    let mut head = Vec::new();
    let mut chunk = [0u8; 4096];
    while head.len() < MAX_HEAD && !head.windows(4).any(|end| end == b"\r\n\r\n") {
        match stream.read(&mut chunk) {
            Ok(0) | Err(_) => break,
            Ok(read) => head.extend_from_slice(&chunk[..read]),
        }
    }
    let _ = Response::plain(503).write_to(stream);
    let _ = stream.shutdown(std::net::Shutdown::Write);
}

/// Read at most `room` more bytes into `buffer` before `deadline`; the client's end or
/// silence cuts the connection.
fn read_some(
    stream: &mut TcpStream,
    buffer: &mut Vec<u8>,
    room: usize,
    deadline: Instant,
) -> Result<(), Unread> {
    let left = deadline.saturating_duration_since(Instant::now());
    if left.is_zero() {
        return Err(Unread::Cut);
    }
    stream
        .set_read_timeout(Some(left))
        .map_err(|_| Unread::Cut)?;
    let mut chunk = [0u8; 4096];
    let wanted = room.min(chunk.len());
    match stream.read(&mut chunk[..wanted]) {
        Ok(0) | Err(_) => Err(Unread::Cut),
        Ok(read) => {
            buffer.extend_from_slice(&chunk[..read]);
            Ok(())
        }
    }
}

/// The request's line and headers, once `buffer` holds them all: their length and the
/// request (its body still to come).
fn parse_head(buffer: &[u8]) -> Result<Option<(usize, Request)>, Unread> {
    let mut headers = [httparse::EMPTY_HEADER; MAX_HEADERS];
    let mut parsed = httparse::Request::new(&mut headers);
    let length = match parsed.parse(buffer) {
        Ok(httparse::Status::Complete(length)) => length,
        Ok(httparse::Status::Partial) => return Ok(None),
        Err(httparse::Error::TooManyHeaders) => return Err(Unread::Refused(431)),
        Err(_) => return Err(Unread::Refused(400)),
    };
    let target = parsed.path.unwrap_or_default();
    if !target.starts_with('/') {
        return Err(Unread::Refused(400));
    }
    // An HTTP/1.1 request names its host once (RFC 9112 3.2).
    let hosts = parsed
        .headers
        .iter()
        .filter(|header| header.name.eq_ignore_ascii_case("host"))
        .count();
    if hosts > 1 || (hosts == 0 && parsed.version == Some(1)) {
        return Err(Unread::Refused(400));
    }
    let (path, query) = target.split_once('?').unwrap_or((target, ""));
    let method = match parsed.method {
        Some("GET") => Method::Get,
        Some("POST") => Method::Post,
        _ => Method::Other,
    };
    let headers = parsed
        .headers
        .iter()
        .map(|header| {
            (
                header.name.to_ascii_lowercase(),
                String::from_utf8_lossy(header.value).into_owned(),
            )
        })
        .collect();
    Ok(Some((
        length,
        Request {
            method,
            path: path.to_owned(),
            query: query.to_owned(),
            headers,
            body: Vec::new(),
        },
    )))
}

/// The pairs of a query or an urlencoded form body, decoded (`+` is a space); `None`
/// when one is not UTF-8 once decoded.
pub(crate) fn form_pairs(text: &[u8]) -> Option<Vec<(String, String)>> {
    text.split(|&byte| byte == b'&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (name, value) = match pair.iter().position(|&byte| byte == b'=') {
                Some(equals) => (&pair[..equals], &pair[equals + 1..]),
                None => (pair, &pair[pair.len()..]),
            };
            Some((decode(name)?, decode(value)?))
        })
        .collect()
}

/// One urlencoded component decoded.
fn decode(text: &[u8]) -> Option<String> {
    let mut bytes = Vec::with_capacity(text.len());
    let mut index = 0;
    while index < text.len() {
        match text[index] {
            b'+' => bytes.push(b' '),
            b'%' => {
                // Two hex digits exactly (`from_str_radix` alone takes `+1` too).
                let hex = text.get(index + 1..index + 3)?;
                if !hex.iter().all(u8::is_ascii_hexdigit) {
                    return None;
                }
                bytes.push(u8::from_str_radix(std::str::from_utf8(hex).ok()?, 16).ok()?);
                index += 2;
            }
            byte => bytes.push(byte),
        }
        index += 1;
    }
    String::from_utf8(bytes).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_form_is_decoded_pair_by_pair() {
        let pairs = form_pairs(b"declarer=Ay%C5%9Fe&note=two+words&passed&tricks.Cem=5").unwrap();
        assert_eq!(
            pairs,
            [
                ("declarer".to_owned(), "Ayşe".to_owned()),
                ("note".to_owned(), "two words".to_owned()),
                ("passed".to_owned(), String::new()),
                ("tricks.Cem".to_owned(), "5".to_owned()),
            ]
        );
        assert_eq!(form_pairs(b"a=%ff"), None, "not UTF-8");
        assert_eq!(form_pairs(b"a=%4"), None, "a cut escape");
        // Found by a hostile round: `%+1` was byte 1.
        assert_eq!(form_pairs(b"a=%+1"), None, "a sign is no hex digit");
        assert_eq!(form_pairs(b"a=%4a"), Some(vec![("a".into(), "J".into())]));
    }

    #[test]
    fn a_head_is_parsed_once_it_is_whole() {
        assert!(matches!(parse_head(b"GET / HTTP/1.1\r\nHost: x"), Ok(None)));
        let (length, request) = parse_head(b"GET /a?t=1 HTTP/1.1\r\nHost: x\r\n\r\nbody")
            .unwrap()
            .unwrap();
        assert_eq!(length, 32);
        assert_eq!(
            (request.path.as_str(), request.query.as_str()),
            ("/a", "t=1")
        );
        assert_eq!(request.header("host"), Some("x"));
        assert!(matches!(
            parse_head(b"GET http://x/ HTTP/1.1\r\n\r\n"),
            Err(Unread::Refused(400))
        ));
    }
}
