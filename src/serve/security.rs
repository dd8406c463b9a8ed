//! Who may ask `batak serve` anything: the holder of the run's token (in the address
//! once, then in a cookie; or as `Authorization: Bearer`), and for a change, only the
//! server's own page or a script (`Origin`). Everything else is refused without a word
//! about the match.

use super::http::Request;

/// How a request showed the token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Shown {
    /// `?t=` in the address: the answer sets the cookie.
    Query,
    /// The cookie the server set.
    Cookie,
    /// `Authorization: Bearer`: a script.
    Bearer,
}

/// The run's token: 128 random bits, in hex.
pub(crate) fn token() -> std::io::Result<String> {
    let bytes = random()?;
    Ok(bytes.iter().fold(String::new(), |mut hex, byte| {
        use std::fmt::Write;
        let _ = write!(hex, "{byte:02x}");
        hex
    }))
}

/// 16 random bytes from the system.
#[cfg(unix)]
fn random() -> std::io::Result<[u8; 16]> {
    use std::io::Read;
    let mut bytes = [0u8; 16];
    std::fs::File::open("/dev/urandom")?.read_exact(&mut bytes)?;
    Ok(bytes)
}

/// 16 random bytes from the system: the keys std's hash maps draw from it.
#[cfg(not(unix))]
#[expect(
    clippy::unnecessary_wraps,
    reason = "the Unix one's signature: it can fail"
)]
fn random() -> std::io::Result<[u8; 16]> {
    use std::hash::{BuildHasher, Hasher};
    let mut bytes = [0u8; 16];
    for half in bytes.chunks_mut(8) {
        let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
        hasher.write_u8(0);
        half.copy_from_slice(&hasher.finish().to_le_bytes());
    }
    Ok(bytes)
}

/// The name of the cookie that holds the token: one per port, as cookies are shared by
/// every port of a host.
pub(crate) fn cookie_name(port: u16) -> String {
    format!("batak-{port}")
}

/// The `Set-Cookie` value that hands the token to a browser.
pub(crate) fn set_cookie(token: &str, port: u16) -> String {
    format!(
        "{}={token}; Path=/; HttpOnly; SameSite=Strict",
        cookie_name(port)
    )
}

/// How `request` shows `token`, if it does.
pub(crate) fn shown(request: &Request, token: &str, port: u16) -> Option<Shown> {
    let query = super::http::form_pairs(request.query.as_bytes()).unwrap_or_default();
    if query
        .iter()
        .any(|(name, value)| name == "t" && same(value, token))
    {
        return Some(Shown::Query);
    }
    if let Some(bearer) = request
        .header("authorization")
        .and_then(|value| value.strip_prefix("Bearer "))
        && same(bearer.trim(), token)
    {
        return Some(Shown::Bearer);
    }
    let name = cookie_name(port);
    let cookie = request
        .headers
        .iter()
        .filter(|(key, _)| key == "cookie")
        .flat_map(|(_, value)| value.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .any(|(key, value)| key == name && same(value, token));
    cookie.then_some(Shown::Cookie)
}

/// Whether a change may come from where `request` came from: the server's own page
/// (`Origin` the address the request was sent to), a page under `no-referrer` (`Origin:
/// null` with `Sec-Fetch-Site: same-origin`), or a script that shows the token itself
/// and sends no `Origin`.
pub(crate) fn same_origin(request: &Request, shown: Shown) -> bool {
    match request.header("origin") {
        None => shown == Shown::Bearer,
        Some("null") => request.header("sec-fetch-site") == Some("same-origin"),
        Some(origin) => request
            .header("host")
            .is_some_and(|host| origin.strip_prefix("http://") == Some(host)),
    }
}

/// Two texts compared in time that does not depend on where they differ.
fn same(given: &str, token: &str) -> bool {
    let (given, token) = (given.as_bytes(), token.as_bytes());
    given.len() == token.len()
        && given
            .iter()
            .zip(token)
            .fold(0u8, |differ, (a, b)| differ | (a ^ b))
            == 0
}

/// This machine's address on the local network: the one a socket would send from to
/// reach outside (a UDP socket's `connect` only chooses the route; nothing is sent).
pub(crate) fn lan_address() -> Option<std::net::IpAddr> {
    let socket = std::net::UdpSocket::bind(("0.0.0.0", 0)).ok()?;
    // An address of the documentation range (RFC 5737): no packet goes there.
    socket.connect(("192.0.2.1", 9)).ok()?;
    let address = socket.local_addr().ok()?.ip();
    (!address.is_unspecified()).then_some(address)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(headers: &[(&str, &str)], query: &str) -> Request {
        Request {
            method: super::super::http::Method::Post,
            path: "/deals".into(),
            query: query.into(),
            headers: headers
                .iter()
                .map(|(name, value)| ((*name).to_owned(), (*value).to_owned()))
                .collect(),
            body: Vec::new(),
        }
    }

    #[test]
    fn the_token_is_shown_three_ways_and_only_whole() {
        let token = "0123456789abcdef0123456789abcdef";
        let port = 8151;
        let query = format!("t={token}");
        assert_eq!(
            shown(&request(&[], &query), token, port),
            Some(Shown::Query)
        );
        let bearer = format!("Bearer {token}");
        let by_script = request(&[("authorization", &bearer)], "");
        assert_eq!(shown(&by_script, token, port), Some(Shown::Bearer));
        let cookie = format!("other=1; batak-8151={token}");
        let by_page = request(&[("cookie", &cookie)], "");
        assert_eq!(shown(&by_page, token, port), Some(Shown::Cookie));
        assert_eq!(shown(&by_page, token, 8152), None, "another port's cookie");
        let short = request(&[], &query[..query.len() - 1]);
        assert_eq!(shown(&short, token, port), None);
        assert_eq!(shown(&request(&[], ""), token, port), None);
    }

    #[test]
    fn a_change_comes_from_the_page_or_a_script() {
        let page = request(
            &[
                ("host", "127.0.0.1:8151"),
                ("origin", "http://127.0.0.1:8151"),
            ],
            "",
        );
        assert!(same_origin(&page, Shown::Cookie));
        let other = request(
            &[
                ("host", "127.0.0.1:8151"),
                ("origin", "http://evil.example"),
            ],
            "",
        );
        assert!(!same_origin(&other, Shown::Cookie));
        let null = request(&[("origin", "null"), ("sec-fetch-site", "same-origin")], "");
        assert!(same_origin(&null, Shown::Cookie));
        let null_across = request(&[("origin", "null"), ("sec-fetch-site", "cross-site")], "");
        assert!(!same_origin(&null_across, Shown::Cookie));
        assert!(same_origin(&request(&[], ""), Shown::Bearer));
        assert!(
            !same_origin(&request(&[], ""), Shown::Cookie),
            "no Origin, a cookie"
        );
    }
}
