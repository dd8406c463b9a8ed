//! The rows for `batak serve` (measured, not asserted): `GET /` for a 100-deal match, the
//! time from a write to the `change` event on another client's `/events`, and the
//! server's memory with 64 pages' event streams open. Plain HTTP/1.1 over loopback, a
//! connection a request (no keep-alive), the token as `Authorization: Bearer`.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A running `batak serve FILE --port 0 --no-qr`: its address and token.
struct Server {
    child: Child,
    address: String,
    token: String,
}

impl Server {
    fn start(batak: &str, file: &str) -> Server {
        let mut child = Command::new(batak)
            .args(["serve", file, "--port", "0", "--no-qr"])
            .env("LC_ALL", "C.UTF-8")
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start batak serve");
        let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
        let mut url = String::new();
        stdout.read_line(&mut url).expect("the address");
        // The rest of what it says (a line per write) is read and dropped.
        std::thread::spawn(move || std::io::copy(&mut stdout, &mut std::io::sink()));
        let rest = url
            .trim()
            .strip_prefix("http://")
            .expect("an http:// address");
        let (address, token) = rest.split_once("/?t=").expect("a token");
        Server {
            child,
            address: address.to_owned(),
            token: token.to_owned(),
        }
    }

    fn connect(&self) -> TcpStream {
        let stream = TcpStream::connect(&self.address).expect("connect");
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .expect("timeout");
        stream
    }

    /// A whole request and its whole answer: the status and the body's length.
    fn request(&self, method: &str, path: &str, body: &str) -> (u16, usize) {
        let mut stream = self.connect();
        let head = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nAuthorization: Bearer {}\r\nConnection: close\r\nContent-Type: application/x-www-form-urlencoded\r\nAccept: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            self.address,
            self.token,
            body.len()
        );
        stream.write_all(head.as_bytes()).expect("send");
        let mut answer = Vec::new();
        stream.read_to_end(&mut answer).expect("answer");
        let text = String::from_utf8_lossy(&answer);
        let status = text
            .split(' ')
            .nth(1)
            .and_then(|status| status.parse().ok())
            .unwrap_or(0);
        let body = text
            .split_once("\r\n\r\n")
            .map_or(0, |(_, body)| body.len());
        (status, body)
    }

    /// An open `/events` stream, read up to its first comment (`: open`).
    fn events(&self) -> BufReader<TcpStream> {
        let mut stream = self.connect();
        let head = format!(
            "GET /events HTTP/1.1\r\nHost: {}\r\nAuthorization: Bearer {}\r\n\r\n",
            self.address, self.token
        );
        stream.write_all(head.as_bytes()).expect("send");
        let mut reader = BufReader::new(stream);
        let mut line = String::new();
        while line.trim_end() != ": open" {
            line.clear();
            assert!(
                reader.read_line(&mut line).expect("events") > 0,
                "stream closed"
            );
        }
        reader
    }

    /// The server's resident memory now, in KiB (`VmRSS`).
    fn rss(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .expect("/proc status");
        status
            .lines()
            .find_map(|line| line.strip_prefix("VmRSS:"))
            .and_then(|kib| kib.trim().trim_end_matches("kB").trim().parse().ok())
            .expect("VmRSS")
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Read `stream` until an `event: change`; its `data:`.
fn next_change(stream: &mut BufReader<TcpStream>) -> String {
    let mut line = String::new();
    let mut change = false;
    loop {
        line.clear();
        assert!(
            stream.read_line(&mut line).expect("events") > 0,
            "stream closed"
        );
        let line = line.trim_end();
        if line == "event: change" {
            change = true;
        } else if change && let Some(data) = line.strip_prefix("data: ") {
            return data.to_owned();
        }
    }
}

/// Print the rows; `file` is a 100-deal match (it is written to: copy it first).
pub fn rows(batak: &str, file: &str) {
    let server = Server::start(batak, file);
    // The page: best of 50 requests, each on a connection of its own.
    let mut best = f64::MAX;
    for _ in 0..50 {
        let started = Instant::now();
        let (status, length) = server.request("GET", "/", "");
        best = best.min(started.elapsed().as_secs_f64());
        assert_eq!(status, 200, "GET /");
        assert!(length > 10_000, "a page of {length} bytes");
    }
    println!(
        "| serve: `GET /`, a 100-deal match (a connection a request) | {:.2} ms | | | < 20 ms |",
        best * 1000.0
    );
    // A write (a POST from a script) to the change event on another client's stream.
    let mut stream = server.events();
    let mut times = Vec::new();
    for deal in 101..=110 {
        let body = format!("declarer=Burak&bid=7&trump=hearts&tricks=2,8,2,1&deal={deal}");
        let started = Instant::now();
        let (status, _) = server.request("POST", "/deals", &body);
        assert_eq!(status, 200, "POST /deals");
        let data = next_change(&mut stream);
        times.push(started.elapsed().as_secs_f64());
        assert_eq!(data, deal.to_string(), "the change's data");
    }
    times.sort_by(f64::total_cmp);
    println!(
        "| serve: a POST to the `change` event on another stream (10 writes) | {:.0} ms median, {:.0} ms worst | | | < 300 ms |",
        times[times.len() / 2] * 1000.0,
        times[times.len() - 1] * 1000.0
    );
    drop(stream);
    drop(server);
    // Memory with 64 pages open, each holding its event stream (the most connections
    // served at once), on a server started anew: a stream a client has left holds its
    // connection until the server next writes to it (a change, or 15 s).
    let server = Server::start(batak, file);
    let idle = server.rss();
    let streams: Vec<_> = (0..64).map(|_| server.events()).collect();
    let open = server.rss();
    println!(
        "| serve: memory with 64 pages' event streams open | {:.1} MiB | no page open {:.1} MiB | | < 100 MiB |",
        open as f64 / 1024.0,
        idle as f64 / 1024.0
    );
    drop(streams);
}
