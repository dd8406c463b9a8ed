//! JSON-RPC over a byte stream, as the protocol frames it (`Content-Length` headers,
//! then the body). `lsp-server`'s own reader stops at the first malformed message and
//! believes any length it is told; this one answers a body that is not JSON with a
//! parse error and one that is not a message with an invalid request, goes on reading,
//! and skips a body longer than `MAX_MESSAGE` without holding it.
//!
//! A frame whose length is wrong (too short, too long, negative, given twice with two
//! values) loses the stream; reading finds it again at the next `Content-Length` header:
//! in the header lines, the last one a line holds (what a too short body left is
//! followed by the next frame's header on the same line); in a body, a complete header
//! block (`Content-Length: N` and the empty line after it, each line ended by `\r\n`),
//! which no JSON text can hold (a JSON string holds no raw `\r`), so reading a body
//! stops there instead of waiting for bytes that belong to the next frame. A body that
//! is not JSON and ends with the start of that header gives the start back.

use std::io::{self, BufRead, Write};

use lsp_server::{ErrorCode, Message};
use serde_json::Value;

/// The longest message read (bytes): a document's whole text comes in one, so this is
/// the document limit and room for the JSON around it.
pub(crate) const MAX_MESSAGE: usize = super::analysis::MAX_DOCUMENT * 2 + (1 << 20);

/// The header a frame starts with, as it is looked for when the stream is lost (compared
/// without case, as header names are).
const LENGTH: &[u8] = b"content-length:";

/// The longest header line read at once (a longer line is read in pieces).
const LINE: usize = 8 << 10;

/// How far back into what was read before a header split between two reads is looked
/// for.
const OVERLAP: usize = 512;

/// What one frame of the input held.
#[derive(Debug)]
pub(crate) enum Frame {
    Message(Message),
    /// Not a message: the error response to send (`id` null, or the request's id).
    Malformed(Value),
}

/// What a frame's headers said of its length, as they are read: none yet, a length, or
/// why there is no valid one (a value that is no count of bytes, `-5`, `oops`; two
/// values).
type Length = Result<Option<usize>, &'static str>;

/// A frame without a length, or with one that is no count of bytes.
const NO_LENGTH: &str = "a message without a valid Content-Length header";

/// A frame whose length is given twice, with two values.
const TWO_LENGTHS: &str = "a message with two Content-Length headers that disagree";

/// The frames of an input, and what was read of it ahead of the frame to come: a body
/// is cut where the next frame starts, and what is left over is read before more input.
pub(crate) struct Reader<R> {
    input: R,
    /// What was read of the input and not yet taken.
    buffer: Vec<u8>,
}

impl<R: BufRead> Reader<R> {
    pub(crate) fn new(input: R) -> Reader<R> {
        Reader {
            input,
            buffer: Vec::new(),
        }
    }

    /// Read more of the input into the buffer; false at its end.
    fn more(&mut self) -> io::Result<bool> {
        let available = self.input.fill_buf()?;
        let count = available.len();
        self.buffer.extend_from_slice(available);
        self.input.consume(count);
        Ok(count > 0)
    }

    /// Read the next frame; `None` at the end of the input.
    pub(crate) fn read(&mut self) -> io::Result<Option<Frame>> {
        let length = match self.headers()? {
            None => return Ok(None),
            Some(Ok(length)) => length,
            Some(Err(problem)) => return Ok(Some(malformed(ErrorCode::ParseError, problem))),
        };
        if length > MAX_MESSAGE {
            // Skipped without being held: up to where it ends, or all that came of it.
            let skipped = self.body(length, false)?;
            self.buffer
                .drain(..skipped.map_or(self.buffer.len(), |(end, _)| end));
            return Ok(Some(malformed(
                ErrorCode::InvalidRequest,
                &format!("a message of {length} bytes, more than the {MAX_MESSAGE} batak reads"),
            )));
        }
        let Some((mut end, cut)) = self.body(length, true)? else {
            return Err(io::ErrorKind::UnexpectedEof.into());
        };
        let mut frame = parse(&self.buffer[..end]);
        let not_json = matches!(&frame, Frame::Malformed(reply)
            if reply["error"]["code"] == ErrorCode::ParseError as i32);
        // Longer than its length said: what was read holds the start of the next frame.
        if !cut
            && not_json
            && let Some(at) = resume_at(&self.buffer[..end])
        {
            end = at;
            frame = parse(&self.buffer[..end]);
        }
        self.buffer.drain(..end);
        Ok(Some(frame))
    }

    /// A frame's header lines, up to the empty line after them: the length they give, or
    /// why they give no valid one; `None` at the end of the input. Lines before a
    /// `Content-Length` header that are not headers are skipped, and so is what comes
    /// before the last such header on a line.
    fn headers(&mut self) -> io::Result<Option<Result<usize, &'static str>>> {
        let mut length: Length = Ok(None);
        let mut any = false;
        loop {
            // A line up to its `\n`, the first `LINE` bytes of a longer one (read in
            // pieces), or what the input ends with.
            let end = loop {
                let window = self.buffer.len().min(LINE);
                match self.buffer[..window].iter().position(|&byte| byte == b'\n') {
                    Some(at) => break at + 1,
                    None if window == LINE || !self.more()? => break window,
                    None => {}
                }
            };
            if end == 0 {
                return Ok(None);
            }
            let (mut start, mut taken) = (0, end);
            if let Some(at) = lengths(&self.buffer[..end]).next_back() {
                if at > 0 {
                    start = at;
                    length = Ok(None);
                }
            } else if self.buffer[end - 1] != b'\n' && end >= LENGTH.len() {
                // A piece of a line: a header may start at its end, read with the next.
                taken = end + 1 - LENGTH.len();
            }
            // Bytes, not a `String`: a header that is not UTF-8 is a malformed frame, not
            // the end of the input.
            let text = String::from_utf8_lossy(&self.buffer[start..taken]).into_owned();
            self.buffer.drain(..taken);
            let header = text.trim_end_matches(['\r', '\n']);
            if header.is_empty() {
                if any {
                    return Ok(Some(length.and_then(|length| length.ok_or(NO_LENGTH))));
                }
                continue;
            }
            any = true;
            if let Some((name, value)) = header.split_once(':')
                && name.trim().eq_ignore_ascii_case("content-length")
            {
                let value = value.trim().parse::<usize>().ok();
                length = match (length, value) {
                    (Ok(None), Some(value)) => Ok(Some(value)),
                    (Ok(Some(before)), Some(value)) if before == value => Ok(Some(value)),
                    (Ok(None), None) => Err(NO_LENGTH),
                    _ => Err(TWO_LENGTHS),
                };
            }
        }
    }

    /// Where a body of `length` bytes at the buffer's start ends, read as needed, or
    /// where a frame's header found in it starts (then true); `None` when the input ends
    /// first. Unless `hold`, what is read of it is dropped as it comes (all but its last
    /// bytes, where a header may start), so a body too long to hold is skipped: the end
    /// is then where it ends in what is left.
    fn body(&mut self, mut length: usize, hold: bool) -> io::Result<Option<(usize, bool)>> {
        if hold {
            self.buffer
                .reserve(length.saturating_sub(self.buffer.len()));
        }
        let mut from = 0;
        loop {
            let end = self.buffer.len().min(length);
            if let Some(at) = next_frame(&self.buffer[from..end]) {
                return Ok(Some((from + at, true)));
            }
            if end == length {
                return Ok(Some((end, false)));
            }
            from = end.saturating_sub(OVERLAP);
            if !hold {
                self.buffer.drain(..from);
                length -= from;
                from = 0;
            }
            if !self.more()? {
                return Ok(None);
            }
        }
    }
}

/// Whether `bytes` starts with `prefix`, without case.
fn starts_with(bytes: &[u8], prefix: &[u8]) -> bool {
    bytes.len() >= prefix.len() && bytes[..prefix.len()].eq_ignore_ascii_case(prefix)
}

/// Where each `Content-Length:` in `bytes` starts.
fn lengths(bytes: &[u8]) -> impl DoubleEndedIterator<Item = usize> + '_ {
    (0..bytes.len())
        .filter(|&at| matches!(bytes[at], b'c' | b'C') && starts_with(&bytes[at..], LENGTH))
}

/// Where the first complete header block in `bytes` starts: `Content-Length: N\r\n`,
/// other header lines, and the empty line, each ended by `\r\n`.
fn next_frame(bytes: &[u8]) -> Option<usize> {
    lengths(bytes).find(|&at| header_block(&bytes[at + LENGTH.len()..]))
}

/// Whether `rest`, after a `Content-Length:`, is the rest of a complete header block.
fn header_block(rest: &[u8]) -> bool {
    let blank = |bytes: &[u8]| {
        bytes
            .iter()
            .take_while(|b| matches!(b, b' ' | b'\t'))
            .count()
    };
    let mut at = blank(rest);
    let digits = rest[at..].iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 {
        return false;
    }
    at += digits;
    at += blank(&rest[at..]);
    // Then lines ended by `\r\n`, each a header (a name and a colon), up to an empty one.
    for _ in 0..16 {
        if !rest[at..].starts_with(b"\r\n") {
            return false;
        }
        at += 2;
        if rest[at..].starts_with(b"\r\n") {
            return true;
        }
        let line = rest[at..]
            .iter()
            .take_while(|&&b| b != b'\r' && b != b'\n')
            .count();
        let name = rest[at..at + line]
            .iter()
            .take_while(|&&b| b != b':')
            .count();
        let token = rest[at..at + name].iter().all(u8::is_ascii_graphic);
        if name == 0 || name == line || !token {
            return false;
        }
        at += line;
    }
    false
}

/// Where in a body that is not JSON the next frame starts: its first `Content-Length:`,
/// or the start of one at its end.
fn resume_at(body: &[u8]) -> Option<usize> {
    lengths(body).next().or_else(|| {
        (body.len().saturating_sub(LENGTH.len() - 1)..body.len())
            .find(|&at| starts_with(LENGTH, &body[at..]))
    })
}

/// A frame's body as a message, or the error response it gets.
fn parse(body: &[u8]) -> Frame {
    let value: Value = match serde_json::from_slice(body) {
        Ok(value) => value,
        Err(problem) => {
            return malformed(ErrorCode::ParseError, &format!("not JSON: {problem}"));
        }
    };
    let id = value.get("id").cloned().unwrap_or(Value::Null);
    if value.get("method").is_some() && value.get("id").is_some() {
        // JSON-RPC ids are integers or strings, and the protocol's (`lsp-server`'s) are
        // strings or integers of 32 bits: a request with another is answered as invalid
        // (it would be read as a notification and the client would wait for ever),
        // with its id when it is a whole number (2147483648, 1e3), else with null.
        let served = id.is_string() || id.as_i64().is_some_and(|n| i32::try_from(n).is_ok());
        if !served {
            // Every JSON number is one as an f64 too (2^63 and past: rounded, still whole).
            let whole = id.as_f64().is_some_and(|n| n.fract() == 0.0);
            return Frame::Malformed(error(
                if whole { &id } else { &Value::Null },
                ErrorCode::InvalidRequest,
                "a request's id is a string or an integer from -2147483648 to 2147483647",
            ));
        }
    }
    match serde_json::from_value::<Message>(value) {
        Ok(message) => Frame::Message(message),
        Err(problem) => Frame::Malformed(error(
            &id,
            ErrorCode::InvalidRequest,
            &format!("not a JSON-RPC message: {problem}"),
        )),
    }
}

/// An error response with a null id.
fn malformed(code: ErrorCode, message: &str) -> Frame {
    Frame::Malformed(error(&Value::Null, code, message))
}

/// An error response.
fn error(id: &Value, code: ErrorCode, message: &str) -> Value {
    serde_json::json!({
        "jsonrpc": "2.0",
        "id": id,
        "error": { "code": code as i32, "message": message },
    })
}

/// Write a raw JSON value, framed, and flush it.
pub(crate) fn write_value(output: &mut impl Write, value: &Value) -> io::Result<()> {
    let body = value.to_string();
    write!(output, "Content-Length: {}\r\n\r\n{body}", body.len())?;
    output.flush()
}
