//! No input may crash or hang batak: adversarial inputs each get exit 1 with a diagnostic.

/// Run `batak check` on `bytes` written to a file with this extension.
fn check_bytes(name: &str, bytes: &[u8]) -> std::process::Output {
    let path = crate::common::file(name, bytes);
    crate::common::batak()
        .args(["check", "--format", "json"])
        .arg(&*path)
        .run()
}

fn assert_diagnosed(what: &str, output: &std::process::Output) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(
        output.status.code(),
        Some(1),
        "{what}: exit {:?}\n{stderr}",
        output.status
    );
    assert!(!stderr.contains("panicked"), "{what} panicked: {stderr}");
    assert!(
        stderr.contains("batak::"),
        "{what}: no diagnostic code on stderr: {stderr}"
    );
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON on stdout");
    assert!(
        !json["diagnostics"]
            .as_array()
            .expect("diagnostics")
            .is_empty(),
        "{what}: empty diagnostics"
    );
}

#[test]
fn adversarial_inputs_get_a_diagnostic() {
    let nested = format!("a = {}{}", "[".repeat(5000), "]".repeat(5000));
    let long_key = format!(
        "{} = 1\nplayers = [\"A\", \"B\", \"C\", \"D\"]\n",
        "k".repeat(10_000)
    );
    let cases: Vec<(&str, &str, Vec<u8>)> = vec![
        ("deeply nested arrays (TOML)", "a.toml", nested.clone().into_bytes()),
        ("deeply nested arrays (YAML)", "a.yaml", format!("a: {}{}", "[".repeat(5000), "]".repeat(5000)).into_bytes()),
        ("a 10,000-character key", "a.toml", long_key.into_bytes()),
        ("an integer beyond i64 (TOML)", "a.toml", b"players = [\"A\", \"B\", \"C\", \"D\"]\n[[deals]]\ndeclarer = \"A\"\nbid = 99999999999999999999\ntricks = [13, 0, 0, 0]\n".to_vec()),
        ("an integer beyond i64 (YAML)", "a.yaml", b"players: [A, B, C, D]\ndeals:\n  - {declarer: A, bid: 99999999999999999999, tricks: [13, 0, 0, 0]}\n".to_vec()),
        ("a NUL byte", "a.toml", b"players = [\"A\0\", \"B\", \"C\"]\n".to_vec()),
        ("CRLF with errors", "a.toml", b"players = [\"A\", \"B\", \"C\", \"D\"]\r\n[[deals]]\r\ndeclarer = \"Q\"\r\nbid = 7\r\ntricks = [7, 2, 2, 2]\r\n".to_vec()),
        ("YAML anchors and merge keys", "a.yaml", b"base: &b {bid: 7}\nplayers: [A, B, C, D]\ndeals:\n  - <<: *b\n    declarer: A\n    tricks: [7, 2, 2, 1]\n".to_vec()),
        ("multi-document YAML", "a.yaml", b"players: [A, B, C, D]\n---\nplayers: [E, F, G, H]\n".to_vec()),
        ("binary garbage", "a.toml", (0u8..=255).cycle().take(4096).collect()),
        ("binary garbage (YAML)", "a.yaml", (0u8..=255).rev().cycle().take(4096).collect()),
        ("not UTF-8", "a.yaml", b"players: [\xff\xfe]\n".to_vec()),
        ("empty", "a.toml", Vec::new()),
        ("a scalar document", "a.yaml", b"42\n".to_vec()),
        ("unknown extension", "a.txt", b"players = []\n".to_vec()),
    ];
    for (what, name, bytes) in cases {
        assert_diagnosed(what, &check_bytes(name, &bytes));
    }
}

#[test]
fn yaml_alias_bomb_is_bounded() {
    let mut text = String::from("a: &a [x, x, x, x, x, x, x, x, x, x]\n");
    let mut previous = 'a';
    for letter in 'b'..='k' {
        let refs = vec![format!("*{previous}"); 10].join(", ");
        text.push_str(&format!("{letter}: &{letter} [{refs}]\n"));
        previous = letter;
    }
    text.push_str("players: [A, B, C, D]\n");
    let output = check_bytes("bomb.yaml", text.as_bytes());
    assert_diagnosed("alias bomb", &output);
    // The expansion was stopped by the budget, not carried out (no timing in tests).
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("larger than its text allows"), "{stderr}");
}

/// The shared conformance corpus, when present beside the project (CI has it; a bare
/// checkout may not, but under `CI=true` its absence is a failure, not a pass): every
/// file gets exit 1 with a diagnostic.
#[test]
fn shared_corpus_gets_diagnostics() {
    let root = std::path::Path::new("../shared/corpus");
    let Ok(suites) = std::fs::read_dir(root) else {
        assert!(
            std::env::var("CI").map_or(true, |ci| ci != "true"),
            "CI=true but ../shared/corpus is missing: the conformance test cannot run"
        );
        eprintln!("../shared/corpus is missing: the conformance test did not run");
        return;
    };
    let mut files = Vec::new();
    for suite in suites.flatten().filter(|entry| entry.path().is_dir()) {
        for entry in std::fs::read_dir(suite.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            let path = entry.path();
            if matches!(
                path.extension().and_then(|e| e.to_str()),
                Some("toml" | "yaml" | "yml")
            ) {
                files.push(path);
            }
        }
    }
    assert!(
        files.len() > 1000,
        "only {} corpus files found",
        files.len()
    );
    for chunk in files.chunks(200) {
        let output = crate::common::batak()
            .args(["check", "--format", "json"])
            .args(chunk)
            .run();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1));
        assert!(!stderr.contains("panicked"), "{stderr}");
        // Every file is diagnosed (none scores), every diagnostic with a help line.
        for line in String::from_utf8_lossy(&output.stdout).lines() {
            let object: serde_json::Value = serde_json::from_str(line).expect("JSON");
            assert!(
                object.get("deals").is_none(),
                "a corpus file scored: {line}"
            );
            let diagnostics = object["diagnostics"].as_array().expect("diagnostics");
            assert!(!diagnostics.is_empty(), "{line}");
            for diagnostic in diagnostics {
                assert!(
                    diagnostic["help"]
                        .as_str()
                        .is_some_and(|help| !help.is_empty()),
                    "no help line: {diagnostic}"
                );
            }
        }
    }
}

/// Run batak with standard input from `stdin` and return its output.
fn with_stdin(args: &[&str], stdin: std::fs::File) -> std::process::Output {
    crate::common::batak().args(args).stdin(stdin).run()
}

fn assert_code(what: &str, output: &std::process::Output, code: &str) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{what}: {stderr}");
    assert!(stderr.contains(code), "{what}: {stderr}");
}

/// Endless or huge inputs stop at the first NUL, the first byte that is not UTF-8, or
/// `--max-size`: before, `/dev/zero` on standard input ate all the machine's memory.
#[test]
fn endless_and_huge_inputs_are_refused_without_reading_them_whole() {
    let zero = || std::fs::File::open("/dev/zero").expect("/dev/zero");
    let output = with_stdin(&["check", "-", "--input-format", "toml"], zero());
    assert_code("/dev/zero", &output, "batak::io::binary");
    let output = crate::common::batak()
        .args(["check", "/dev/urandom", "--input-format", "yaml"])
        .run();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("batak::io::binary") || stderr.contains("batak::io::not_utf8"),
        "{stderr}"
    );
    // A sparse file of 2 GiB: larger than the default limit, refused by its size.
    let dir = crate::common::scratch("huge");
    let path = dir.join("sparse.toml");
    let file = std::fs::File::create(&path).expect("create");
    file.set_len(2 << 30).expect("sparse file");
    let output = crate::common::batak().arg("check").arg(&path).run();
    assert_code("a 2 GiB file", &output, "batak::io::too_large");
    // Text that goes on and on: stopped by --max-size, on a file and on a pipe.
    let text_path = dir.join("long.toml");
    std::fs::write(&text_path, "a = 1\n".repeat(200_000)).expect("write");
    let output = crate::common::batak()
        .args(["check", "--max-size", "64K"])
        .arg(&text_path)
        .run();
    assert_code("a file over --max-size", &output, "batak::io::too_large");
    let output = with_stdin(
        &["check", "-", "--input-format", "toml", "--max-size", "100K"],
        std::fs::File::open(&text_path).expect("open"),
    );
    assert_code(
        "standard input over --max-size",
        &output,
        "batak::io::too_large",
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A diagnostic past column 65,535 made miette panic (exit 101): on a long note, a long
/// line of garbage, deep nesting, and a long `--set` or `--with`.
#[test]
fn diagnostics_far_along_a_line_do_not_panic() {
    let long = "x".repeat(70_000);
    let cases: Vec<(&str, &str, Vec<u8>)> = vec![
        ("a 70,000-character note (TOML)", "a.toml", format!("players = [\"A\", \"B\", \"C\", \"D\"]\ndeals = [{{declarer = \"A\", bid = 5, tricks = [5, 3, 3, 2], note = \"{long}\", bogus = 1}}]\n").into_bytes()),
        ("a 70,000-character note (YAML)", "a.yaml", format!("players: [A, B, C, D]\ndeals: [{{declarer: A, bid: 5, tricks: [5, 3, 3, 2], note: {long}, bogus: 1}}]\n").into_bytes()),
        ("a long line of garbage", "a.toml", format!("players = {long} ]]] = =\n").into_bytes()),
        ("100,000 nested [ (TOML)", "a.toml", format!("a = {}", "[".repeat(100_000)).into_bytes()),
        ("100,000 nested [ (YAML)", "a.yaml", format!("a: {}", "[".repeat(100_000)).into_bytes()),
    ];
    for (what, name, bytes) in cases {
        assert_diagnosed(what, &check_bytes(name, &bytes));
    }
    for flag in ["--set", "--with"] {
        let output = crate::common::batak()
            .args(["compare", "examples/friday.toml", "--with", "target=101"])
            .args([flag, &format!("x={long}")])
            .run();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{flag}: {stderr}");
        assert!(stderr.contains("batak::rules::unknown"), "{flag}: {stderr}");
    }
}

/// Thousands of diagnostics: the report draws the first 100 and counts the rest; JSON
/// keeps every one (before, drawing them was quadratic: 49 s for 20,000).
#[test]
fn many_diagnostics_are_counted_past_a_hundred() {
    let mut text =
        String::from("players = [\"A\", \"B\", \"C\", \"D\"]\n[rules]\nend = \"none\"\n");
    for _ in 0..2_000 {
        text.push_str("[[deals]]\ndeclarer = \"A\"\nbid = 5\ntricks = [5, 3, 3, 2]\n");
    }
    let dir = crate::common::scratch("many");
    let path = dir.join("m.toml");
    std::fs::write(&path, text).expect("write");
    let output = crate::common::batak()
        .args(["check", "--format", "json", "--set", "min_bid=6"])
        .arg(&path)
        .run();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.matches("batak::deal::bid_range").count(), 100);
    assert!(
        stderr.contains("… and 1900 more not shown here"),
        "{stderr}"
    );
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let diagnostics = json["diagnostics"].as_array().expect("diagnostics");
    assert_eq!(diagnostics.len(), 2_000);
    assert_eq!(diagnostics[1_999]["line"], 4 + 1_999 * 4 + 2);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Many aliases of one small anchor are an ordinary file, not a bomb: the budget grows
/// with the file (it stopped at 50,000 aliases whatever the file's size).
#[test]
fn many_scalar_aliases_load() {
    let mut text = String::from("players: [&a A, B, C, D]\nrules: {end: none}\ndeals:\n");
    for _ in 0..50_500 {
        text.push_str("  - {declarer: *a, bid: 5, tricks: [5, 3, 3, 2]}\n");
    }
    let output = check_bytes("aliases.yaml", text.as_bytes());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
}
