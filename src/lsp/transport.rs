//! JSON-RPC over a byte stream, as the protocol frames it (`Content-Length` headers,
//! then the body). `lsp-server`'s own reader stops at the first malformed message and
//! believes any length it is told; this one answers a body that is not JSON with a
//! parse error and one that is not a message with an invalid request, goes on reading,
//! and skips a body longer than `MAX_MESSAGE` without holding it.

use std::io::{self, BufRead, Read, Write};

use lsp_server::Message;

/// The longest message read (bytes): a document's whole text comes in one, so this is
/// the document limit and room for the JSON around it.
pub(crate) const MAX_MESSAGE: usize = super::analysis::MAX_DOCUMENT * 2 + (1 << 20);

/// What one frame of the input held.
#[derive(Debug)]
pub(crate) enum Frame {
    Message(Message),
    /// Not a message: the error response to send (`id` null, or the request's id).
    Malformed(serde_json::Value),
}

/// Read the next frame; `None` at the end of the input.
pub(crate) fn read(input: &mut impl BufRead) -> io::Result<Option<Frame>> {
    let mut length = None;
    let mut line = Vec::new();
    let mut any = false;
    loop {
        line.clear();
        // Bytes, not a `String`: a header that is not UTF-8 is a malformed frame, not
        // the end of the input.
        if input.by_ref().take(8 << 10).read_until(b'\n', &mut line)? == 0 {
            return Ok(None);
        }
        let line = String::from_utf8_lossy(&line);
        let header = line.trim_end_matches(['\r', '\n']);
        if header.is_empty() {
            if any {
                break;
            }
            continue;
        }
        any = true;
        if let Some((name, value)) = header.split_once(':')
            && name.trim().eq_ignore_ascii_case("content-length")
        {
            length = value.trim().parse::<usize>().ok();
        }
    }
    let Some(length) = length else {
        return Ok(Some(Frame::Malformed(error(
            &serde_json::Value::Null,
            lsp_server::ErrorCode::ParseError,
            "a message without a valid Content-Length header",
        ))));
    };
    if length > MAX_MESSAGE {
        io::copy(&mut input.by_ref().take(length as u64), &mut io::sink())?;
        return Ok(Some(Frame::Malformed(error(
            &serde_json::Value::Null,
            lsp_server::ErrorCode::InvalidRequest,
            &format!("a message of {length} bytes, more than the {MAX_MESSAGE} batak reads"),
        ))));
    }
    let mut body = vec![0; length];
    input.read_exact(&mut body)?;
    Ok(Some(parse(&body)))
}

/// A frame's body as a message, or the error response it gets.
fn parse(body: &[u8]) -> Frame {
    let value: serde_json::Value = match serde_json::from_slice(body) {
        Ok(value) => value,
        Err(problem) => {
            return Frame::Malformed(error(
                &serde_json::Value::Null,
                lsp_server::ErrorCode::ParseError,
                &format!("not JSON: {problem}"),
            ));
        }
    };
    let id = value.get("id").cloned().unwrap_or(serde_json::Value::Null);
    // JSON-RPC ids are integers or strings: a request with another (1.5, null, a list)
    // is invalid, and answered so with a null id (lsp-server would read it as a
    // notification and the client would wait for ever).
    let whole = id.as_i64().is_some() || id.as_u64().is_some() || id.is_string();
    if value.get("method").is_some() && value.get("id").is_some() && !whole {
        return Frame::Malformed(error(
            &serde_json::Value::Null,
            lsp_server::ErrorCode::InvalidRequest,
            "a request's id is an integer or a string",
        ));
    }
    match serde_json::from_value::<Message>(value) {
        Ok(message) => Frame::Message(message),
        Err(problem) => Frame::Malformed(error(
            &id,
            lsp_server::ErrorCode::InvalidRequest,
            &format!("not a JSON-RPC message: {problem}"),
        )),
    }
}

/// An error response.
fn error(id: &serde_json::Value, code: lsp_server::ErrorCode, message: &str) -> serde_json::Value {
    serde_json::json!({
        "jsonrpc": "2.0",
        "id": id,
        "error": { "code": code as i32, "message": message },
    })
}

/// Write a message, framed, and flush it.
pub(crate) fn write(output: &mut impl Write, message: &Message) -> io::Result<()> {
    message.write(output)
}

/// Write a raw JSON value, framed, and flush it.
pub(crate) fn write_value(output: &mut impl Write, value: &serde_json::Value) -> io::Result<()> {
    let body = value.to_string();
    write!(output, "Content-Length: {}\r\n\r\n{body}", body.len())?;
    output.flush()
}
