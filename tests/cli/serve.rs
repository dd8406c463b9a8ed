//! `batak serve` over real HTTP: the binary started with `--port 0 --no-qr` on 127.0.0.1,
//! its first line read for the address, and every route and refusal spoken to it over a
//! `TcpStream` (loopback only). Every wait is a watchdog: until the condition, or
//! `PATIENCE`.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The longest any wait may take before it is a failure.
const PATIENCE: Duration = Duration::from_secs(30);

/// A match in progress: three deals, Ayşe first to deal.
const MATCH: &str = "\
title = \"Friday\"
players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]
first_dealer = \"Ayşe\"

[[deals]]
dealer = \"Ayşe\"
declarer = \"Burak\"
bid = 7
trump = \"hearts\"
tricks = [2, 8, 2, 1]

[[deals]]
dealer = \"Burak\"
declarer = \"Cem\"
bid = 6
tricks = [3, 2, 5, 3]

[[deals]]
dealer = \"Cem\"
passed = true
";

/// A server running on a match file.
struct Server {
    child: Child,
    /// `127.0.0.1:PORT`.
    address: String,
    token: String,
    /// The lines it printed after the address.
    lines: mpsc::Receiver<String>,
}

impl Server {
    fn start(file: &Path, extra: &[&str]) -> Server {
        Server::start_with(file, extra, &[])
    }

    fn start_with(file: &Path, extra: &[&str], env: &[(&str, &str)]) -> Server {
        let mut batak = crate::common::batak()
            .arg("serve")
            .arg(file)
            .args(["--port", "0", "--no-qr"])
            .args(extra);
        for (key, value) in env {
            batak = batak.env(key, value);
        }
        let mut child = batak
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .command()
            .spawn()
            .expect("start batak serve");
        let stdout = child.stdout.take().expect("stdout");
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let first = lines.recv_timeout(PATIENCE).expect("the address, first");
        let rest = first
            .strip_prefix("http://")
            .unwrap_or_else(|| panic!("an address: {first}"));
        let (address, token) = rest
            .split_once("/?t=")
            .unwrap_or_else(|| panic!("an address with its token: {first}"));
        assert!(address.starts_with("127.0.0.1:"), "{first}");
        assert_eq!(token.len(), 32, "128 bits in hex: {first}");
        assert!(token.bytes().all(|b| b.is_ascii_hexdigit()), "{first}");
        Server {
            child,
            address: address.to_owned(),
            token: token.to_owned(),
            lines,
        }
    }

    /// `method path` with the token as `Authorization: Bearer`, and `headers`.
    fn ask(&self, method: &str, path: &str, headers: &[(&str, &str)], body: &str) -> Reply {
        let bearer = format!("Bearer {}", self.token);
        let mut all = vec![("Authorization", bearer.as_str())];
        all.extend_from_slice(headers);
        self.raw(method, path, &all, body)
    }

    fn get(&self, path: &str) -> Reply {
        self.ask("GET", path, &[], "")
    }

    /// A form posted by a script (the token as `Authorization: Bearer`).
    fn post(&self, path: &str, body: &str) -> Reply {
        let kind = ("Content-Type", "application/x-www-form-urlencoded");
        self.ask("POST", path, &[kind], body)
    }

    /// A form posted with JSON answers asked for.
    fn post_json(&self, path: &str, body: &str) -> serde_json::Value {
        let kind = ("Content-Type", "application/x-www-form-urlencoded");
        let reply = self.ask("POST", path, &[kind, ("Accept", "application/json")], body);
        serde_json::from_slice(&reply.body).unwrap_or_else(|_| panic!("JSON: {}", reply.text()))
    }

    /// A request with exactly these headers (besides Host, Content-Length, Connection).
    fn raw(&self, method: &str, path: &str, headers: &[(&str, &str)], body: &str) -> Reply {
        let mut request = format!("{method} {path} HTTP/1.1\r\nHost: {}\r\n", self.address);
        for (name, value) in headers {
            request.push_str(&format!("{name}: {value}\r\n"));
        }
        if method == "POST" {
            request.push_str(&format!("Content-Length: {}\r\n", body.len()));
        }
        request.push_str("Connection: close\r\n\r\n");
        request.push_str(body);
        self.send(request.as_bytes())
    }

    /// Bytes sent as they are; the whole answer read.
    fn send(&self, bytes: &[u8]) -> Reply {
        let mut stream = self.connect();
        stream.write_all(bytes).expect("send");
        let mut answer = Vec::new();
        stream.read_to_end(&mut answer).expect("read the answer");
        Reply::parse(&answer)
    }

    fn connect(&self) -> TcpStream {
        let stream = TcpStream::connect(&self.address).expect("connect");
        stream.set_read_timeout(Some(PATIENCE)).expect("timeout");
        stream
    }

    /// The next line printed that holds `text`.
    fn said(&self, text: &str) -> String {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self
                .lines
                .recv_timeout(left)
                .unwrap_or_else(|_| panic!("no line with {text:?}"));
            if line.contains(text) {
                return line;
            }
        }
    }

    /// The page's version of the file (`data-version`).
    fn version(&self) -> String {
        let page = self.get("/").text();
        let start = page.find("data-version=\"").expect("a version") + 14;
        page[start..start + 16].to_owned()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An answer: its status, headers (names in lower case) and body.
struct Reply {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Reply {
    fn parse(answer: &[u8]) -> Reply {
        let end = answer
            .windows(4)
            .position(|window| window == b"\r\n\r\n")
            .unwrap_or_else(|| panic!("a head: {:?}", String::from_utf8_lossy(answer)));
        let head = String::from_utf8_lossy(&answer[..end]).into_owned();
        let mut lines = head.split("\r\n");
        let status = lines
            .next()
            .and_then(|line| line.split(' ').nth(1))
            .and_then(|status| status.parse().ok())
            .expect("a status");
        let headers = lines
            .filter_map(|line| line.split_once(": "))
            .map(|(name, value)| (name.to_ascii_lowercase(), value.to_owned()))
            .collect();
        Reply {
            status,
            headers,
            body: answer[end + 4..].to_vec(),
        }
    }

    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    }

    fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

fn scratch_match(text: &str) -> (crate::common::Scratch, std::path::PathBuf) {
    let folder = crate::common::scratch("serve");
    let path = folder.join("m.toml");
    std::fs::write(&path, text).expect("write");
    (folder, path)
}

#[test]
fn without_the_token_every_path_is_403_and_says_nothing() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    for path in [
        "/",
        "/match.json",
        "/events",
        "/assets/page.css",
        "/nothing",
        "/?t=0",
    ] {
        let reply = server.raw("GET", path, &[], "");
        assert_eq!(reply.status, 403, "{path}");
        assert!(!reply.text().contains("Burak"), "{path}: {}", reply.text());
    }
    let wrong = format!("Bearer {}0", &server.token[..31]);
    let reply = server.raw("GET", "/", &[("Authorization", &wrong)], "");
    assert_eq!(reply.status, 403, "another token");
    let cookie = format!("batak-1={}", server.token);
    let reply = server.raw("GET", "/", &[("Cookie", &cookie)], "");
    assert_eq!(reply.status, 403, "the cookie of another port");
    let reply = server.raw("POST", "/deals", &[], "passed=true&deal=4");
    assert_eq!(reply.status, 403);
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        MATCH,
        "nothing written"
    );
}

#[test]
fn the_token_in_the_address_becomes_a_cookie_that_opens_the_rest() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let first = server.raw("GET", &format!("/?t={}", server.token), &[], "");
    assert_eq!(first.status, 200);
    let cookie = first.header("set-cookie").expect("a cookie");
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"),
        "{cookie}"
    );
    let pair = cookie.split(';').next().unwrap().to_owned();
    for path in ["/", "/match.json", "/assets/page.js", "/assets/page.css"] {
        let reply = server.raw("GET", path, &[("Cookie", &pair)], "");
        assert_eq!(reply.status, 200, "{path}");
        assert_eq!(reply.header("set-cookie"), None, "{path}: set once");
    }
}

#[test]
fn every_answer_carries_the_headers_that_keep_it_safe() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let replies = [
        server.get("/"),
        server.get("/match.json"),
        server.get("/assets/page.js"),
        server.get("/nothing"),
        server.raw("GET", "/", &[], ""),
        server.post("/deals", "foo=1"),
    ];
    for reply in &replies {
        let policy = reply.header("content-security-policy").expect("a policy");
        assert!(
            policy.contains("script-src 'self';"),
            "only the page's own script: {policy}"
        );
        assert!(policy.contains("default-src 'none'"), "{policy}");
        assert_eq!(reply.header("x-content-type-options"), Some("nosniff"));
        assert_eq!(reply.header("referrer-policy"), Some("no-referrer"));
        assert_eq!(reply.header("cache-control"), Some("no-store"));
    }
    let page = replies[0].text();
    assert!(!page.contains("<script>"), "no inline script");
    assert!(
        page.contains("<script src=\"/assets/page.js\""),
        "the page's own script"
    );
    assert!(
        !page.contains("<style>"),
        "the style is served under /assets/"
    );
    for outside in ["src=\"http", "href=\"http", "src=\"//", "href=\"//", "url("] {
        assert!(!page.contains(outside), "nothing from elsewhere: {outside}");
    }
}

#[test]
fn other_paths_and_methods_are_404() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    for (method, path) in [
        ("GET", "/nothing"),
        ("GET", "/deals"),
        ("GET", "/assets/other.js"),
        ("GET", "/m.toml"),
        ("GET", "/../m.toml"),
        ("PUT", "/"),
        ("POST", "/"),
        ("POST", "/deals/0"),
        ("POST", "/deals/x/remove"),
    ] {
        assert_eq!(
            server.ask(method, path, &[], "").status,
            404,
            "{method} {path}"
        );
    }
}

#[test]
fn match_json_is_what_score_prints_byte_for_byte() {
    let (_folder, path) = scratch_match(MATCH);
    for set in [
        &[][..],
        &["--set", "double_penalty=true", "--set", "target=101"][..],
    ] {
        let server = Server::start(&path, set);
        let score = crate::common::batak()
            .arg("score")
            .arg(&path)
            .args(["--format", "json"])
            .args(set)
            .run();
        let reply = server.get("/match.json");
        assert_eq!(reply.status, 200);
        assert_eq!(reply.header("content-type"), Some("application/json"));
        assert_eq!(
            reply.text(),
            String::from_utf8(score.stdout).unwrap(),
            "{set:?}"
        );
    }
    // A file with errors: its diagnostics, status 200 still.
    let (_bad_folder, bad) = scratch_match(&MATCH.replace("[2, 8, 2, 1]", "[2, 8, 2]"));
    let server = Server::start(&bad, &[]);
    let score = crate::common::batak()
        .arg("score")
        .arg(&bad)
        .args(["--format", "json"])
        .run();
    let reply = server.get("/match.json");
    assert_eq!(reply.status, 200);
    assert_eq!(reply.text(), String::from_utf8(score.stdout).unwrap());
    assert!(reply.text().contains("batak::"), "{}", reply.text());
}

#[test]
fn the_page_is_in_the_language_the_browser_asks_for() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    for (accept, lang, word) in [
        ("tr-TR,tr;q=0.9,en;q=0.8", "tr", "İhaleyi alan"),
        ("de-AT", "de", "Spielmacher"),
        ("fr-FR, en;q=0.5", "en", "Declarer"),
        ("fr-FR", "en", "Declarer"),
        ("en;q=0.4, de;q=0.9", "de", "Spielmacher"),
    ] {
        let page = server
            .ask("GET", "/", &[("Accept-Language", accept)], "")
            .text();
        assert!(page.contains(&format!("<html lang=\"{lang}\"")), "{accept}");
        assert!(page.contains(word), "{accept}: {word}");
    }
    // None batak speaks: the process's language.
    let german = Server::start_with(&path, &[], &[("LC_ALL", "de_DE.UTF-8")]);
    let page = german
        .ask("GET", "/", &[("Accept-Language", "fr")], "")
        .text();
    assert!(page.contains("<html lang=\"de\""));
    // JSON stays English.
    let json = german
        .ask("GET", "/match.json", &[("Accept-Language", "tr")], "")
        .text();
    assert_eq!(json, server.get("/match.json").text());
}

#[test]
fn the_page_holds_the_parts_and_a_form_that_knows_the_rules() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let page = server.get("/").text();
    for id in [
        "standings",
        "deal-form",
        "deals",
        "diagnostics",
        "chart",
        "meanwhile",
    ] {
        assert!(page.contains(&format!("id=\"{id}\"")), "#{id}");
    }
    assert!(
        page.contains("<input type=\"hidden\" name=\"deal\" value=\"4\">"),
        "the next deal"
    );
    assert!(page.contains("name=\"tricks.Ayşe\""));
    assert!(
        page.contains("<option value=\"5\">5</option>") && !page.contains("<option value=\"4\">")
    );
    assert!(
        page.contains("name=\"trump\" value=\"clubs\""),
        "the declarer names trump"
    );
    assert!(page.contains("Deniz deals next"), "{page}");
    // Spades are always trump: no trump to choose. Everyone bids: a number a player.
    let (_spades_folder, spades) = scratch_match(&MATCH.replace(
        "first_dealer",
        "rules = { preset = \"koz-maca\" }\nfirst_dealer",
    ));
    let page = Server::start(&spades, &[]).get("/").text();
    assert!(!page.contains("name=\"trump\""), "spades only");
    let everyone = "players = [\"A\", \"B\", \"C\", \"D\"]\n[rules]\nbidding = \"everyone\"\n";
    let (_everyone_folder, everyone) = scratch_match(everyone);
    let page = Server::start(&everyone, &[]).get("/").text();
    assert!(page.contains("name=\"bids.A\"") && !page.contains("name=\"declarer\""));
}

#[test]
fn names_titles_and_notes_are_escaped() {
    let hostile = MATCH
        .replace(
            "title = \"Friday\"",
            "title = \"<script>alert(1)</script>\"",
        )
        .replace(
            "passed = true",
            "passed = true\nnote = \"<img src=x onerror=alert(1)>\"",
        )
        .replace("\"Cem\"", "\"C<b>em\"");
    let (_folder, path) = scratch_match(&hostile);
    let server = Server::start(&path, &[]);
    let page = server.get("/").text();
    assert!(!page.contains("<script>alert"), "the title");
    assert!(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    assert!(!page.contains("<img src=x"), "the note");
    assert!(!page.contains("C<b>em"), "the name");
    assert!(page.contains("C&lt;b&gt;em"));
}

/// The file after `batak add` with these flags, made on a copy.
fn added_by_hand(text: &str, flags: &[&str]) -> String {
    let (_folder, copy) = scratch_match(text);
    let run = crate::common::batak()
        .arg("add")
        .arg(&copy)
        .args(flags)
        .run();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    std::fs::read_to_string(&copy).unwrap()
}

#[test]
fn a_deal_sent_is_written_as_add_writes_it_and_answered_303() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let form = "declarer=Deniz&bid=6&trump=clubs&tricks.Ay%C5%9Fe=2&tricks.Burak=3&tricks.Cem=2\
                &tricks.Deniz=6&note=two+words&deal=4&passed=";
    let reply = server.post("/deals", form);
    assert_eq!(reply.status, 303, "{}", reply.text());
    assert_eq!(reply.header("location"), Some("/"));
    let by_hand = added_by_hand(
        MATCH,
        &[
            "--declarer",
            "Deniz",
            "--bid",
            "6",
            "--trump",
            "clubs",
            "--tricks",
            "Ayşe=2,Burak=3,Cem=2,Deniz=6",
            "--note",
            "two words",
        ],
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), by_hand);
    server.said("POST /deals 303: added deal 4");
    // With JSON asked for: 200 and the count.
    let answer = server.post_json("/deals", "passed=true&deal=5");
    assert_eq!(
        answer,
        serde_json::json!({"ok": true, "deals": 5, "diagnostics": []})
    );
    // Fixed and undone as amend and remove do.
    let answer = server.post_json("/deals/5", "passed=true&note=redealt");
    assert_eq!(answer["ok"], true, "{answer}");
    assert!(
        std::fs::read_to_string(&path)
            .unwrap()
            .contains("note = \"redealt\"")
    );
    let answer = server.post_json("/deals/5/remove", "");
    assert_eq!(answer["deals"], 4, "{answer}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), by_hand);
}

#[test]
fn a_refused_deal_is_422_with_its_diagnostics_and_the_form_filled_in() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let form =
        "declarer=Deniz&bid=6&tricks.Ay%C5%9Fe=2&tricks.Burak=3&tricks.Cem=2&tricks.Deniz=5&deal=4";
    let reply = server.ask(
        "POST",
        "/deals",
        &[
            ("Content-Type", "application/x-www-form-urlencoded"),
            ("Accept-Language", "tr"),
        ],
        form,
    );
    assert_eq!(reply.status, 422);
    let page = reply.text();
    assert!(page.contains("batak::deal::tricks_sum"), "{page}");
    assert!(page.contains("Kaydedilmedi"), "in the page's language");
    assert!(
        page.contains(
            "name=\"tricks.Deniz\" min=\"0\" max=\"13\" inputmode=\"numeric\" value=\"5\""
        )
    );
    assert!(
        page.contains("value=\"Deniz\" checked"),
        "the declarer still chosen"
    );
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        MATCH,
        "nothing written"
    );
    server.said("POST /deals 422");
    // As JSON: the diagnostics as check --format json gives them, in English.
    let answer = server.post_json("/deals", form);
    assert_eq!(answer["ok"], false);
    assert_eq!(answer["deals"], 3);
    let diagnostic = &answer["diagnostics"][0];
    assert_eq!(diagnostic["code"], "batak::deal::tricks_sum", "{answer}");
    assert!(
        diagnostic["line"].is_number() && diagnostic["message"].is_string(),
        "{answer}"
    );
    // What the command line refuses, and what no flag is.
    for form in [
        "declarer=Deniz&bid=six&tricks=2,3,2,6&deal=4",
        "declarer=Nobody&bid=6&tricks=2,3,2,6&deal=4",
        "title=x&deal=4",
        "deal=four&passed=true",
        "",
    ] {
        let answer = server.post_json("/deals", form);
        assert_eq!(answer["ok"], false, "{form}");
        assert!(
            !answer["diagnostics"].as_array().unwrap().is_empty(),
            "{form}: {answer}"
        );
    }
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        MATCH,
        "nothing written"
    );
}

#[test]
fn two_phones_never_record_one_deal_twice_409() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let form = "passed=true&deal=4";
    assert_eq!(server.post("/deals", form).status, 303);
    let after = std::fs::read_to_string(&path).unwrap();
    let reply = server.post("/deals", form);
    assert_eq!(reply.status, 409, "the second phone");
    assert!(
        reply.text().contains("4 deals now, not 3"),
        "says what was added"
    );
    assert!(
        reply.text().contains("Deal 4 was recorded meanwhile"),
        "{}",
        reply.text()
    );
    assert!(
        reply
            .text()
            .contains("<input type=\"hidden\" name=\"deal\" value=\"5\">"),
        "the form, drawn anew"
    );
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        after,
        "nothing written"
    );
    let answer = server.post_json("/deals", form);
    assert_eq!(answer["diagnostics"][0]["code"], "batak::edit::conflict");
    server.said("POST /deals 409");
}

#[test]
fn a_change_drawn_from_a_page_the_file_has_left_is_409() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let version = server.version();
    // The file changes under the page: a note, no deal more.
    let changed = MATCH.replace("passed = true", "passed = true\nnote = \"thrown in\"");
    std::fs::write(&path, &changed).unwrap();
    let reply = server.post("/deals", &format!("passed=true&deal=4&v={version}"));
    assert_eq!(reply.status, 409, "{}", reply.text());
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        changed,
        "nothing written"
    );
    let reply = server.post("/deals/3/remove", &format!("v={version}"));
    assert_eq!(reply.status, 409);
    // The page's own version now: written.
    let version = server.version();
    let reply = server.post("/deals", &format!("passed=true&deal=4&v={version}"));
    assert_eq!(reply.status, 303, "{}", reply.text());
}

#[test]
fn a_change_comes_only_from_the_page_or_a_script() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let cookie = format!(
        "batak-{}={}",
        server.address.rsplit(':').next().unwrap(),
        server.token
    );
    let own = format!("http://{}", server.address);
    let form = ("Content-Type", "application/x-www-form-urlencoded");
    let as_page = |extra: &[(&str, &str)]| {
        let mut headers = vec![("Cookie", cookie.as_str()), form];
        headers.extend_from_slice(extra);
        server
            .raw("POST", "/deals", &headers, "passed=true&deal=9")
            .status
    };
    // Refused with 403 before anything is read: deal 9 would be a 409.
    assert_eq!(as_page(&[("Origin", "http://evil.example")]), 403);
    assert_eq!(as_page(&[("Origin", "http://127.0.0.1:1")]), 403);
    assert_eq!(as_page(&[("Origin", "null")]), 403);
    assert_eq!(
        as_page(&[("Origin", "null"), ("Sec-Fetch-Site", "cross-site")]),
        403
    );
    assert_eq!(as_page(&[]), 403, "a cookie without Origin");
    assert_eq!(as_page(&[("Origin", &own)]), 409);
    assert_eq!(
        as_page(&[("Origin", "null"), ("Sec-Fetch-Site", "same-origin")]),
        409
    );
    let bearer = format!("Bearer {}", server.token);
    let by_script = server.raw(
        "POST",
        "/deals",
        &[
            ("Authorization", &bearer),
            ("Origin", "http://evil.example"),
            form,
        ],
        "passed=true&deal=9",
    );
    assert_eq!(by_script.status, 403, "a script's Origin is checked too");
    assert_eq!(
        server.post("/deals", "passed=true&deal=9").status,
        409,
        "a script without Origin"
    );
    let text = server.ask(
        "POST",
        "/deals",
        &[("Content-Type", "text/plain")],
        "passed=true&deal=4",
    );
    assert_eq!(text.status, 415);
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        MATCH,
        "nothing written"
    );
}

#[test]
fn read_only_shows_no_form_and_refuses_every_change() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &["--read-only"]);
    let page = server.get("/").text();
    assert!(page.contains("id=\"standings\""));
    assert!(!page.contains("<form"), "no form");
    for path in ["/deals", "/deals/3", "/deals/3/remove"] {
        assert_eq!(
            server.post(path, "passed=true&deal=4").status,
            403,
            "{path}"
        );
    }
    let reply = server.ask(
        "POST",
        "/deals",
        &[("Accept", "application/json")],
        "passed=true&deal=4",
    );
    assert_eq!(reply.status, 403);
    let answer: serde_json::Value = serde_json::from_slice(&reply.body).expect("JSON");
    assert_eq!(
        answer,
        serde_json::json!({"ok": false, "deals": 3, "diagnostics": []})
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), MATCH);
}

#[test]
fn a_file_with_errors_shows_them_over_the_last_good_standings() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    assert!(
        server.get("/").text().contains("<td>73</td>"),
        "Burak's total"
    );
    std::fs::write(&path, MATCH.replace("[3, 2, 5, 3]", "[3, 2, 5]")).unwrap();
    let page = server.get("/").text();
    let diagnostics =
        &page[page.find("id=\"diagnostics\"").unwrap()..page.find("id=\"standings\"").unwrap()];
    assert!(diagnostics.contains("batak::"), "{diagnostics}");
    assert!(!diagnostics.contains("hidden"));
    assert!(page.contains("<td>73</td>"), "the last good standings");
    assert!(
        !page.contains("id=\"deal-form\""),
        "no deal is recorded on a file with errors"
    );
}

/// The lines of an event stream, as they come.
fn events(server: &Server) -> mpsc::Receiver<String> {
    events_on(server).1
}

/// An event stream's connection and its lines.
fn events_on(server: &Server) -> (TcpStream, mpsc::Receiver<String>) {
    let mut stream = server.connect();
    let kept = stream.try_clone().expect("a handle");
    let request = format!(
        "GET /events HTTP/1.1\r\nHost: {}\r\nAuthorization: Bearer {}\r\n\r\n",
        server.address, server.token
    );
    stream.write_all(request.as_bytes()).unwrap();
    let (sender, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stream).lines() {
            let Ok(line) = line else { break };
            if sender.send(line).is_err() {
                break;
            }
        }
    });
    (kept, lines)
}

/// Wait on an event stream for the line `line`.
fn until(lines: &mpsc::Receiver<String>, line: &str) {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match lines.recv_timeout(left) {
            Ok(got) if got == line => return,
            Ok(_) => {}
            Err(error) => panic!("no {line:?} on the stream: {error}"),
        }
    }
}

#[test]
fn open_pages_are_told_of_every_change_whoever_makes_it() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let lines = events(&server);
    until(&lines, "HTTP/1.1 200 OK");
    until(&lines, ": open");
    // batak add from outside.
    let run = crate::common::batak()
        .arg("add")
        .arg(&path)
        .arg("--passed")
        .run();
    assert!(run.status.success());
    until(&lines, "event: change");
    until(&lines, "data: 4");
    // An editor's save: a new file renamed over the old one.
    let text = std::fs::read_to_string(&path).unwrap();
    let saved = path.with_file_name(".m.toml.swp");
    std::fs::write(&saved, format!("{text}\n[[deals]]\npassed = true\n")).unwrap();
    std::fs::rename(&saved, &path).unwrap();
    until(&lines, "data: 5");
    // A save that breaks it.
    std::fs::write(&path, "players = [").unwrap();
    until(&lines, "data: error");
    // The server's own write.
    std::fs::write(&path, MATCH).unwrap();
    until(&lines, "data: 3");
    assert_eq!(server.post("/deals", "passed=true&deal=4").status, 303);
    until(&lines, "data: 4");
}

#[test]
fn hostile_requests_are_answered_not_obeyed() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    // A body over 64 KiB: 413, before it is read.
    let big = format!(
        "POST /deals HTTP/1.1\r\nHost: {}\r\nAuthorization: Bearer {}\r\nContent-Length: 65537\r\n\r\n",
        server.address, server.token
    );
    assert_eq!(server.send(big.as_bytes()).status, 413);
    let fits = "passed=true&deal=4&note=".to_owned() + &"x".repeat(400);
    assert_eq!(
        server.post("/deals", &fits).status,
        303,
        "a body within the bound"
    );
    // Headers over 16 KiB: 431.
    let long = "a".repeat(17 * 1024);
    assert_eq!(server.ask("GET", "/", &[("X-Long", &long)], "").status, 431);
    let within = "a".repeat(15 * 1024);
    assert_eq!(
        server.ask("GET", "/", &[("X-Long", &within)], "").status,
        200
    );
    assert_eq!(server.send(b"NOT HTTP\r\n\r\n").status, 400);
    // A client silent before its request is complete is cut off; an open event stream
    // is not.
    let stream_lines = events(&server);
    until(&stream_lines, ": open");
    let mut silent = server.connect();
    silent.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n").unwrap();
    let started = Instant::now();
    let mut answer = Vec::new();
    let _ = silent.read_to_end(&mut answer);
    assert!(
        answer.is_empty(),
        "no answer: {}",
        String::from_utf8_lossy(&answer)
    );
    assert!(started.elapsed() < PATIENCE, "cut off within the watchdog");
    assert!(
        started.elapsed() >= Duration::from_secs(9),
        "after the silence, not before"
    );
    assert_eq!(server.post("/deals", "passed=true&deal=5").status, 303);
    until(&stream_lines, "data: 5");
}

#[test]
fn past_64_connections_the_next_gets_503() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let streams: Vec<_> = (0..64).map(|_| events_on(&server)).collect();
    for (_, lines) in &streams {
        until(lines, ": open");
    }
    assert_eq!(server.get("/").status, 503);
    for (stream, _) in &streams {
        let _ = stream.shutdown(std::net::Shutdown::Both);
    }
    // A closed stream is noticed when it is next written to: at a change.
    let deadline = Instant::now() + PATIENCE;
    let mut note = 0;
    while server.get("/").status != 200 {
        assert!(
            Instant::now() < deadline,
            "the connections were never let go"
        );
        note += 1;
        let changed = MATCH.replace(
            "passed = true",
            &format!("passed = true\nnote = \"{note}\""),
        );
        std::fs::write(&path, changed).unwrap();
        std::thread::sleep(Duration::from_millis(500));
    }
}

#[test]
fn sigterm_ends_it_with_exit_0() {
    let (_folder, path) = scratch_match(MATCH);
    let mut server = Server::start(&path, &[]);
    assert_eq!(server.get("/").status, 200);
    let status = Command::new("kill")
        .args(["-TERM", &server.child.id().to_string()])
        .status()
        .expect("kill");
    assert!(status.success());
    let deadline = Instant::now() + PATIENCE;
    let exit = loop {
        if let Some(exit) = server.child.try_wait().expect("wait") {
            break exit;
        }
        assert!(Instant::now() < deadline, "still running");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(exit.success(), "{exit:?}");
}

#[test]
fn what_cannot_be_served_is_said_at_once() {
    let run = crate::common::batak().args(["serve", "-", "--no-qr"]).run();
    assert_eq!(run.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&run.stderr).contains("batak::serve"));
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let port = server.address.rsplit(':').next().unwrap();
    let run = crate::common::batak()
        .arg("serve")
        .arg(&path)
        .args(["--port", port, "--no-qr"])
        .run();
    assert_eq!(run.status.code(), Some(1), "the port is taken");
    assert!(String::from_utf8_lossy(&run.stderr).contains("--port"));
}

#[test]
fn a_partnership_records_tricks_a_team() {
    let teams = "players = [\"A\", \"B\", \"C\", \"D\"]\nteams = [\"Us\", \"Them\"]\n\n[rules]\npreset = \"esli\"\n";
    let (_folder, path) = scratch_match(teams);
    let server = Server::start(&path, &[]);
    let page = server.get("/").text();
    assert!(page.contains("name=\"tricks.Us\"") && page.contains("name=\"tricks.Them\""));
    assert!(
        !page.contains("name=\"tricks.A\""),
        "tricks a team, not a player"
    );
    let answer = server.post_json(
        "/deals",
        "declarer=A&bid=7&trump=hearts&tricks.Us=8&tricks.Them=5&deal=1",
    );
    assert_eq!(answer["ok"], true, "{answer}");
    let by_hand = added_by_hand(
        teams,
        &[
            "--declarer",
            "A",
            "--bid",
            "7",
            "--trump",
            "hearts",
            "--tricks",
            "Us=8,Them=5",
        ],
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), by_hand);
}

#[test]
fn a_change_is_judged_under_serves_house_rules() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &["--set", "min_bid=6"]);
    let page = server.get("/").text();
    assert!(
        !page.contains("<option value=\"5\">"),
        "the bids start at 6"
    );
    // A bid of 5 is one the file's own rules take, and serve's refuse.
    let answer = server.post_json("/deals", "declarer=Deniz&bid=5&tricks=2,3,2,6&deal=4");
    assert_eq!(answer["ok"], false, "{answer}");
    assert_eq!(
        answer["diagnostics"][0]["code"], "batak::deal::bid_range",
        "{answer}"
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), MATCH);
    let answer = server.post_json("/deals", "declarer=Deniz&bid=6&tricks=2,2,2,7&deal=4");
    assert_eq!(answer["ok"], true, "{answer}");
}

#[test]
fn a_value_is_never_read_as_a_flag() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let answer = server.post_json("/deals", "passed=true&deal=4&note=--after-end");
    assert_eq!(answer["ok"], true, "{answer}");
    assert!(
        std::fs::read_to_string(&path)
            .unwrap()
            .contains("note = \"--after-end\"")
    );
    // A name that is a flag is a name no player has.
    let answer = server.post_json("/deals", "declarer=--passed&bid=6&tricks=2,3,2,6&deal=5");
    assert_eq!(answer["ok"], false, "{answer}");
    assert_eq!(answer["deals"], 4);
}
