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
        Server::spawned(batak)
    }

    /// A server on file `name` of `folder`, named so (after `--`), from that folder.
    fn start_named(folder: &Path, name: &str) -> Server {
        let batak = crate::common::batak()
            .current_dir(folder)
            .args(["serve", "--port", "0", "--no-qr", "--", name]);
        Server::spawned(batak)
    }

    /// The server `batak` starts, once it has said its address.
    fn spawned(batak: crate::common::Batak) -> Server {
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

mod changes;
mod page;
mod refusals;
