//! Output that can be trusted: write failures are errors, a closed pipe is quiet
//! but keeps the exit code, and nothing from a file reaches the terminal raw. (What a run
//! prints is data: `tests/cmd/commands.md`, `tests/cmd/sandbox/github*`.)

use crate::common::{batak, scratch};
use std::io::Read;
use std::process::Stdio;

/// A valid match of `deals` deals that never ends.
fn long_match(deals: usize) -> String {
    let mut text =
        String::from("players = [\"A\", \"B\", \"C\", \"D\"]\n[rules]\nend = \"none\"\n");
    for _ in 0..deals {
        text.push_str("[[deals]]\ndeclarer = \"A\"\nbid = 5\ntricks = [5, 3, 3, 2]\n");
    }
    text
}

#[test]
fn a_full_disk_is_an_error_not_success() {
    assert!(
        std::path::Path::new("/dev/full").exists(),
        "/dev/full is needed for this test"
    );
    for args in [
        &["score", "examples/friday.toml", "--format", "json"][..],
        &["score", "examples/friday.toml"],
        &["check", "examples/friday.toml"],
        &["rules"],
        &["schema"],
    ] {
        let output = batak()
            .args(args)
            .stdout(std::fs::File::create("/dev/full").expect("/dev/full"))
            .run();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(stderr.contains("batak::io::write"), "{args:?}: {stderr}");
    }
    // A completion script too (found by a hostile tester: clap's bare words, exit 2);
    // and to a pipe already closed, quiet and exit 0.
    let output = batak()
        .env("BATAK_COMPLETE", "bash")
        .stdout(std::fs::File::create("/dev/full").expect("/dev/full"))
        .run();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("batak::io::write"), "{stderr}");
    let (reader, writer) = std::io::pipe().expect("pipe");
    drop(reader);
    let output = batak().env("BATAK_COMPLETE", "bash").stdout(writer).run();
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

/// `--output /dev/stdout` on a pipe is a link the kernel follows to a pipe with no name:
/// not a regular file, so not replaced, and said so (it was "a link to /proc/self/fd/1,
/// which does not exist", found by a hostile tester).
#[test]
fn an_output_through_dev_stdout_to_a_pipe_is_not_a_file() {
    let (reader, writer) = std::io::pipe().expect("pipe");
    let output = batak()
        .args(["score", "examples/friday.toml", "--format", "json"])
        .args(["--output", "/dev/stdout"])
        .stdout(writer)
        .run();
    drop(reader);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("batak::edit::not_a_file"), "{stderr}");
}

#[test]
fn a_closed_pipe_is_quiet_and_keeps_the_exit_code() {
    let dir = scratch("pipe");
    let path = dir.join("m.toml");
    std::fs::write(&path, long_match(3000)).expect("write");
    // Valid: exit 0; invalid under --set min_bid=6 (3,000 errors): exit 1, even when the
    // reader stops after one byte.
    for (extra, expected) in [(None, 0), (Some("min_bid=6"), 1)] {
        let mut command = batak().args(["check", "--format", "json"]).arg(&path);
        if let Some(set) = extra {
            command = command.args(["--set", set]);
        }
        let mut child = command
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .command()
            .spawn()
            .expect("run batak");
        let mut stdout = child.stdout.take().expect("stdout");
        let mut first = [0u8; 1];
        stdout.read_exact(&mut first).expect("one byte");
        drop(stdout);
        let output = child.wait_with_output().expect("wait");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(expected), "{extra:?}");
        assert!(!stderr.contains("batak::io::write"), "{stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn escape_sequences_from_the_file_never_reach_the_terminal() {
    let dir = scratch("escapes");
    std::fs::write(
        dir.join("m.toml"),
        "title = \"\\u001b]0;pwned\\u0007\"\nplayers = [\"\\u001b[2J\", \"B\\u009b1m\", \"C\", \"D\"]\n[[deals]]\ndeclarer = \"\\u001b[2J\"\nbid = 5\ntricks = [5, 3, 3, 2]\nnote = \"\\u0000\"\n",
    )
    .expect("write");
    std::fs::write(
        dir.join("bad.toml"),
        "players = [\"A\", \"B\", \"C\", \"D\"]\n\u{1b}[2J = 1\n[[deals]]\ndeclarer = \"\\u001b[2J\"\nbid = 5\ntricks = [5, 3, 3, 2]\n",
    )
    .expect("write");
    let raw = |bytes: &[u8]| {
        String::from_utf8_lossy(bytes)
            .chars()
            .any(|c| c.is_control() && c != '\n')
    };
    for args in [
        &["score", "m.toml", "--color", "never"][..],
        &["score", "m.toml", "--format", "markdown"],
        &["check", "m.toml"],
        &["compare", "m.toml", "--with", "\u{1b}[31m:target=101"],
        &[
            "compare",
            "m.toml",
            "--with",
            "target=101",
            "--format",
            "markdown",
        ],
    ] {
        let output = batak().current_dir(&dir).args(args).run();
        assert_eq!(output.status.code(), Some(0), "{args:?}");
        assert!(!raw(&output.stdout), "{args:?}: {:?}", output.stdout);
        // Markdown escapes the `[` too, so that no name makes a link.
        let shown = String::from_utf8_lossy(&output.stdout).replace(r"\[", "[");
        assert!(
            shown.contains(r"\u{1b}[2J"),
            "{args:?}: the name is shown escaped"
        );
    }
    let output = batak().current_dir(&dir).args(["check", "bad.toml"]).run();
    assert_eq!(output.status.code(), Some(1));
    assert!(!raw(&output.stderr), "{:?}", output.stderr);
    assert!(String::from_utf8_lossy(&output.stderr).contains(r"\u{1b}[2J"));
    // JSON and CSV carry the names as data.
    let output = batak()
        .current_dir(&dir)
        .args(["score", "m.toml", "--format", "json"])
        .run();
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(json["players"][0], "\u{1b}[2J");
    let output = batak()
        .current_dir(&dir)
        .args(["score", "m.toml", "--format", "csv"])
        .run();
    assert!(String::from_utf8_lossy(&output.stdout).contains("\u{1b}[2J"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_very_long_name_makes_a_table_of_ordinary_size() {
    // The table grew with the square of the name's length (401 MB for 20,000 characters).
    let dir = scratch("long-name");
    let name = "N".repeat(20_000);
    let mut text = format!("players = [\"{name}\", \"B\", \"C\", \"D\"]\n");
    for _ in 0..20 {
        text.push_str(&format!(
            "[[deals]]\ndeclarer = \"{name}\"\nbid = 5\ntricks = [5, 3, 3, 2]\n"
        ));
    }
    std::fs::write(dir.join("m.toml"), text).expect("write");
    for args in [
        &["score", "m.toml"][..],
        &["compare", "m.toml", "--with", "target=101"],
    ] {
        let output = batak().current_dir(&dir).args(args).run();
        assert_eq!(output.status.code(), Some(0));
        assert!(
            output.stdout.len() < 10_000,
            "{args:?}: {} bytes",
            output.stdout.len()
        );
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(stdout.contains("NNNN…"), "{stdout}");
        let table_lines = stdout.lines().filter(|line| line.contains('│'));
        assert!(table_lines.clone().count() > 4, "{stdout}");
        assert!(
            table_lines
                .into_iter()
                .all(|line| unicode_width(line) <= 80),
            "{stdout}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Display width, near enough for box-drawing and ASCII.
fn unicode_width(line: &str) -> usize {
    line.chars().count()
}

#[test]
fn one_colour_decision_for_the_table_and_the_diagnostics() {
    // --color always wins over NO_COLOR for both; before, the table printed bare resets.
    let output = batak()
        .args([
            "score",
            "examples/friday.toml",
            "--color",
            "always",
            "--set",
            "target=101",
        ])
        .run();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stdout.contains("\u{1b}[38;5;10m"),
        "a made contract is green: {stdout:?}"
    );
    assert!(!stdout.contains("\u{1b}[m"), "no bare reset: {stdout:?}");
    assert!(
        stderr.contains('\u{1b}'),
        "the warning is coloured too: {stderr:?}"
    );
    let output = batak()
        .args([
            "score",
            "examples/friday.toml",
            "--color",
            "never",
            "--set",
            "target=101",
        ])
        .run();
    assert!(!output.stdout.contains(&0x1b) && !output.stderr.contains(&0x1b));
}

#[test]
fn file_names_and_bidi_marks_are_escaped_too() {
    let dir = scratch("names");
    let name = "x\u{1b}]0;pwned\u{7}\n.toml";
    let output = batak()
        .current_dir(&dir)
        .args(["new", name, "--players", "A\u{200f},B\u{2028},C,D"])
        .run();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        !stdout.contains('\u{1b}') && !stdout.contains('\u{200f}'),
        "{stdout:?}"
    );
    assert_eq!(
        stdout.lines().count(),
        1,
        "the name's line break is escaped: {stdout:?}"
    );
    let link = "l\u{1b}[2Jink.toml";
    std::os::unix::fs::symlink(name, dir.join(link)).expect("symlink");
    let output = batak()
        .current_dir(&dir)
        .args(["add", link, "--passed"])
        .run();
    assert!(output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains(r"l\u{1b}[2Jink.toml is a link"),
        "{stderr:?}"
    );
    assert!(!stderr.contains('\u{1b}'), "{stderr:?}");
    let output = batak().current_dir(&dir).args(["score", link]).run();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains(r"A\u{200f}") && !stdout.contains('\u{200f}'),
        "{stdout}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_write_failure_after_a_change_says_the_change_was_made() {
    let dir = scratch("changed");
    std::fs::copy("examples/esli.yaml", dir.join("m.yaml")).expect("copy");
    let output = batak()
        .current_dir(&dir)
        .args([
            "add",
            "m.yaml",
            "--declarer",
            "Ayşe",
            "--bid",
            "7",
            "--tricks",
            "8,5",
        ])
        .stdout(std::fs::File::create("/dev/full").expect("/dev/full"))
        .run();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("the deal was added to m.yaml"), "{stderr}");
    assert!(stderr.contains("do not run the command again"), "{stderr}");
    let check = batak().current_dir(&dir).args(["check", "m.yaml"]).run();
    assert!(String::from_utf8_lossy(&check.stdout).contains("ok, 5 deals"));
    // A file made by --output is there whole; only the line that says so was lost.
    for (args, file) in [
        (
            &["score", "m.yaml", "--format", "csv", "--output", "s.csv"][..],
            "s.csv",
        ),
        (&["chart", "m.yaml", "--output", "c.svg"], "c.svg"),
        (&["new", "n.toml", "--players", "A,B,C,D"], "n.toml"),
    ] {
        let output = batak()
            .current_dir(&dir)
            .args(args)
            .stdout(std::fs::File::create("/dev/full").expect("/dev/full"))
            .run();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        let stderr = stderr.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(stderr.contains(&format!("{file} was")), "{stderr}");
        assert!(stderr.contains("do not run the command again"), "{stderr}");
        assert!(dir.join(file).exists(), "{args:?}");
    }
    for flag in ["--help", "--version"] {
        let output = batak()
            .arg(flag)
            .stdout(std::fs::File::create("/dev/full").expect("/dev/full"))
            .run();
        assert_eq!(output.status.code(), Some(1), "{flag}");
        assert!(String::from_utf8_lossy(&output.stderr).contains("batak::io::write"));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_table_fits_every_width_from_32_without_splitting_a_value() {
    let dir = scratch("widths");
    let long = "players = [\"Ayşegül Yıldırım\", \"Burak Çelikkanat\", \"Cemalettin Öz\", \"Deniz Karadeniz\"]\n[[deals]]\ndealer = \"Ayşegül Yıldırım\"\ndeclarer = \"Burak Çelikkanat\"\nbid = 13\ntrump = \"hearts\"\ntricks = [0, 13, 0, 0]\n[[deals]]\ndeclarer = \"Cemalettin Öz\"\nbid = 12\ntricks = [1, 0, 11, 1]\n";
    std::fs::write(dir.join("long.toml"), long).expect("write");
    // A long name beside the widest points (found at 32 columns: 37-column lines).
    let negative = format!(
        "players = [\"{}\", \"B\", \"C\", \"D\"]\n[rules]\nslam_double = true\ndouble_penalty = true\ntarget = 10000\n{}",
        "A".repeat(36),
        format!(
            "[[deals]]\ndeclarer = \"{}\"\nbid = 13\ntricks = [12, 1, 0, 0]\n",
            "A".repeat(36)
        )
        .repeat(30)
    );
    std::fs::write(dir.join("negative.toml"), negative).expect("write");
    let files = [
        std::path::PathBuf::from("examples/friday.toml"),
        std::path::PathBuf::from("examples/esli.yaml"),
        dir.join("long.toml"),
        dir.join("negative.toml"),
    ];
    for file in &files {
        let json = batak().args(["score", "--format", "json"]).arg(file).run();
        let json: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
        let totals: Vec<String> = json["deals"]
            .as_array()
            .expect("deals")
            .iter()
            .flat_map(|deal| {
                deal["totals"]
                    .as_object()
                    .expect("totals")
                    .values()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
            })
            .collect();
        for width in [32, 40, 50, 60, 80, 120] {
            let output = batak()
                .env("COLUMNS", width.to_string())
                .arg("score")
                .arg(file)
                .run();
            let stdout = String::from_utf8_lossy(&output.stdout);
            for line in stdout.lines() {
                assert!(
                    unicode_width(line) <= width,
                    "{} at {width}: {line:?}\n{stdout}",
                    file.display()
                );
            }
            let tokens: std::collections::HashSet<&str> = stdout
                .split(|c: char| !(c.is_ascii_digit() || c == '-'))
                .filter(|token| !token.is_empty())
                .collect();
            for total in &totals {
                assert!(
                    tokens.contains(total.as_str()),
                    "{} at {width}: {total} missing\n{stdout}",
                    file.display()
                );
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `batak show` fits every width from a phone's 32 columns up, as the score does: the
/// tricks as a table when it fits, else a line a trick; no card or name is cut.
#[test]
fn show_fits_the_terminal_width() {
    // In every language: the German legend is the widest (37 columns).
    for (deal, locale) in ["1", "2", "3"]
        .into_iter()
        .flat_map(|deal| ["C", "tr_TR.UTF-8", "de_DE.UTF-8"].map(|locale| (deal, locale)))
    {
        for width in [32, 40, 50, 80, 120] {
            let output = batak()
                .env("COLUMNS", width.to_string())
                .env("LC_ALL", locale)
                .args(["show", "examples/played.toml", deal])
                .run();
            let stdout = String::from_utf8_lossy(&output.stdout);
            assert_eq!(output.status.code(), Some(0));
            for line in stdout.lines() {
                assert!(
                    unicode_width(line) <= width,
                    "deal {deal} in {locale} at {width}: {line:?}\n{stdout}"
                );
            }
            // Every trick is there, with its winner marked.
            assert!(stdout.matches('*').count() >= 8, "{stdout}");
        }
    }
    // Names at their widest (cut at 24 columns), and with control characters: still
    // within 32 columns, escaped.
    let dir = crate::common::scratch("show");
    let file = dir.join("names.toml");
    let text = std::fs::read_to_string("examples/played.toml")
        .expect("example")
        .replace(
            "\"Ayşe\", \"Burak\"",
            "\"Ay\\u001b[31mşe\", \"Burak Abdurrahmangazi Karaosmanoğlu\"",
        )
        .replace("\"Ayşe\" =", "\"Ay\\u001b[31mşe\" =")
        .replace("Burak =", "\"Burak Abdurrahmangazi Karaosmanoğlu\" =")
        .replace(
            "declarer = \"Burak\"",
            "declarer = \"Burak Abdurrahmangazi Karaosmanoğlu\"",
        );
    std::fs::write(&file, text).expect("write");
    for format in ["table", "markdown"] {
        let output = batak()
            .env("COLUMNS", "32")
            .args(["show", &file.display().to_string(), "2", "--format", format])
            .run();
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert_eq!(
            output.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        assert!(!stdout.contains('\u{1b}'), "{stdout}");
        if format == "table" {
            for line in stdout.lines() {
                assert!(unicode_width(line) <= 32, "{line:?}\n{stdout}");
            }
        }
    }
}

/// Found by a hostile round: what a spreadsheet or a Markdown viewer would run. A cell
/// that starts with `= + - @` becomes text (a leading `'`) while numbers stay numbers;
/// Markdown makes no link, image or heading from a name, title or note.
#[test]
fn spreadsheets_and_markdown_viewers_get_data_not_formulas_or_links() {
    let dir = scratch("neutralised");
    std::fs::write(
        dir.join("m.toml"),
        "title = \"[t](javascript:alert(1))\"\nplayers = [\"=HYPERLINK(\\\"http://x\\\")\", \"+B\", \"@C\", \"# D\"]\n[[deals]]\ndeclarer = \"+B\"\nbid = 8\ntricks = [3, 6, 2, 2]\nnote = \"-1+1\"\n[[deals]]\ndealer = \"# D\"\npassed = true\n",
    )
    .expect("write");
    let csv = batak()
        .current_dir(&dir)
        .args(["score", "m.toml", "--format", "csv"])
        .run();
    let stats = batak()
        .current_dir(&dir)
        .args(["stats", "m.toml", "--format", "csv"])
        .run();
    for output in [&csv, &stats] {
        let mut reader = csv::Reader::from_reader(&output.stdout[..]);
        let mut cells = 0;
        for record in reader.records() {
            for cell in &record.expect("CSV") {
                cells += 1;
                let number = cell.parse::<f64>().is_ok();
                assert!(
                    number || !cell.starts_with(['=', '+', '-', '@']),
                    "a formula: {cell}"
                );
            }
        }
        assert!(cells > 20);
    }
    let text = String::from_utf8_lossy(&csv.stdout);
    assert!(
        text.contains(",-80,"),
        "a negative score stays a number: {text}"
    );
    assert!(text.contains(",'-1+1"), "{text}");
    assert!(text.contains("'+B"), "{text}");
    let markdown = batak()
        .current_dir(&dir)
        .args(["score", "m.toml", "--format", "markdown"])
        .run();
    let markdown = String::from_utf8_lossy(&markdown.stdout);
    let unescaped_bracket = markdown
        .char_indices()
        .any(|(at, c)| c == '[' && !markdown[..at].ends_with('\\'));
    assert!(
        !unescaped_bracket,
        "a link or image could be made: {markdown}"
    );
    assert!(
        !markdown.lines().any(|line| line.starts_with("# ")),
        "a heading from a name: {markdown}"
    );
    // Nor an address GitHub's Markdown links by itself (found by a hostile round).
    std::fs::write(
        dir.join("urls.toml"),
        "title = \"https://evil.example/x www.evil.com me@evil.com\"\nplayers = [\"A\", \"B\", \"C\", \"D\"]\n",
    )
    .expect("write");
    let urls = batak()
        .current_dir(&dir)
        .args(["score", "urls.toml", "--format", "markdown"])
        .run();
    let urls = String::from_utf8_lossy(&urls.stdout);
    assert!(
        urls.contains(r"https\://evil.example/x www\.evil.com me\@evil.com"),
        "{urls}"
    );
}

/// No emphasis, code, entity or cell split from a name or a title: in the title's line,
/// the tables and the result's bold line (found by a hostile tester).
#[test]
fn markdown_shows_names_as_written() {
    let dir = scratch("markdown-marks");
    std::fs::write(
        dir.join("marks.toml"),
        "title = \"**b** _e_ ~~s~~ `c` &amp; a|b\"\nplayers = [\"A|B\", \"*C*\", \"_D_\", \"E&amp;\"]\n[[deals]]\ndeclarer = \"A|B\"\nbid = 5\ntricks = [5, 3, 3, 2]\n",
    )
    .expect("write");
    let marks = batak()
        .current_dir(&dir)
        .args(["score", "marks.toml", "--format", "markdown"])
        .run();
    let marks = String::from_utf8_lossy(&marks.stdout);
    assert!(
        marks.contains(r"\*\*b\*\* \_e\_ \~\~s\~\~ \`c\` \&amp; a\|b"),
        "{marks}"
    );
    assert!(marks.contains(r"**in progress: A\|B leads"), "{marks}");
    assert!(
        marks.contains(r"| \*C\* |") && marks.contains(r"E\&amp;"),
        "{marks}"
    );
    assert!(!marks.contains(r"\\|"), "a cell split after all: {marks}");
}

/// Found by a trial: `show FILE 1` reported deal 2's revokes (before deal 1's own table),
/// and its trick table ended lines in spaces. Each deal's breaches are in its own table.
#[test]
fn show_reports_only_what_concerns_the_deal_and_ends_no_line_in_spaces() {
    let dir = scratch("show-own");
    let played = std::fs::read_to_string("examples/played.toml").expect("example");
    // Deal 2 with two revokes by Burak (♦ on a ♣ lead while holding ♣).
    let revoked = played
        .replace("\"CQ CT C8 C3\"", "\"CQ CT C8 D3\"")
        .replace("\"S6 ST H2 D3\"", "\"S6 ST H2 C3\"");
    std::fs::write(dir.join("m.toml"), revoked).expect("write");
    let first = batak()
        .current_dir(&dir)
        .args(["show", "m.toml", "1"])
        .run();
    assert!(first.status.success());
    assert_eq!(String::from_utf8_lossy(&first.stderr), "");
    let table = String::from_utf8(first.stdout).expect("UTF-8");
    assert!(!table.lines().any(|line| line.ends_with(' ')), "{table}");
    let second = batak()
        .current_dir(&dir)
        .args(["show", "m.toml", "2"])
        .run();
    let table = String::from_utf8(second.stdout).expect("UTF-8");
    assert!(table.contains("batak::play::revoke"), "{table}");
}

/// `check --match-files-only` (what the pre-commit hook runs on every staged TOML and
/// YAML file): match files are checked however they are broken (a hostile round slipped
/// an indented, a quoted and a one-line YAML `players` past it, and a file with deals but
/// no players); a Cargo.toml, a CI workflow and an empty file are passed over.
#[test]
fn match_files_only_checks_every_match_file_and_passes_over_the_rest() {
    let dir = scratch("match-files-only");
    let files = [
        (
            "flowbroken.yaml",
            "{players: [A, B, C, D], deals: [\n",
            Some(1),
        ),
        (
            "quoted.toml",
            "'players' = [\"A\",\"B\",\"C\",\"D\"]\nx = = 1\n",
            Some(1),
        ),
        (
            "indented.toml",
            "  players = [\"A\",\"B\",\"C\",\"D\"]\nbid = = 5\n",
            Some(1),
        ),
        (
            "typo.toml",
            "player = [\"A\",\"B\",\"C\",\"D\"]\n[[deals]]\nbid = 5\n",
            Some(1),
        ),
        ("noplayers.toml", "[[deals]]\npassed = true\n", Some(1)),
        ("empty.yaml", "", Some(0)),
        (
            "Cargo.toml",
            "[package]\nname = \"x\"\nversion = \"0.1.0\"\n",
            Some(0),
        ),
        ("ci.yaml", "on: push\njobs: {}\n", Some(0)),
        // Found by a hostile round: a rules table alone, and keys mistyped by a letter.
        (
            "rulesonly.toml",
            "title = \"x\"\n[rules]\npreset = \"clasic\"\n",
            Some(1),
        ),
        (
            "singular.toml",
            "player = [\"A\",\"B\",\"C\",\"D\"]\n[[deal]]\ntricks = [5, 5, 3, 1]\n",
            Some(1),
        ),
    ];
    for (name, text, code) in files {
        std::fs::write(dir.join(name), text).expect("write");
        let output = batak()
            .current_dir(&dir)
            .args(["check", "--match-files-only", "--", name])
            .run();
        assert_eq!(output.status.code(), code, "{name}: {output:?}");
    }
}

/// Found by a hostile round: a 34-character name made `show`'s narrow lines ("tricks
/// won: …", a trick's line) wider than the terminal at 32 and 36 columns.
#[test]
fn show_with_a_long_name_fits_narrow_terminals() {
    let dir = scratch("show-long-name");
    let text = std::fs::read_to_string("examples/played.toml")
        .expect("example")
        .replace("Ayşe", "Ayşegülnurhanımefendi Kahramanoğlu");
    std::fs::write(dir.join("pl.toml"), text).expect("write");
    for deal in ["1", "2", "3"] {
        for width in [32, 36, 40, 44] {
            let output = batak()
                .current_dir(&dir)
                .env("COLUMNS", width.to_string())
                .args(["show", "pl.toml", deal])
                .run();
            let stdout = String::from_utf8_lossy(&output.stdout);
            for line in stdout.lines() {
                assert!(
                    unicode_width(line) <= width,
                    "deal {deal} at {width}: {line:?}\n{stdout}"
                );
            }
        }
    }
}

/// Found by a stranger: a match piped in from its file (`- < g.toml`) was written over
/// by `-o g.toml`; standard input's file counts as a file being read.
#[test]
fn a_match_read_from_standard_input_is_not_written_over() {
    let dir = crate::common::scratch("stdin-output");
    let path = dir.join("g.toml");
    let friday = std::fs::read_to_string("examples/friday.toml").expect("example");
    std::fs::write(&path, &friday).expect("write");
    let output = crate::common::batak()
        .args(["score", "-", "--input-format", "toml", "-o", "g.toml"])
        .current_dir(&dir)
        .stdin(std::fs::File::open(&path).expect("open"))
        .run();
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert_eq!(std::fs::read_to_string(&path).expect("read"), friday);
}

/// Off a terminal the width is `COLUMNS` or 80, and nothing is run to find it out:
/// crossterm, asked for the size with no terminal at all, runs `tput cols` and `tput
/// lines`, which made a score of a small match take 9 ms instead of 2. Run here with no
/// controlling terminal (`setsid`) and a `tput` on `PATH` that leaves a mark.
#[test]
fn off_a_terminal_nothing_is_run_to_find_the_width() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("tput");
    let bin = dir.join("bin");
    std::fs::create_dir(&bin).expect("bin");
    let mark = dir.join("tput-ran");
    let tput = bin.join("tput");
    let script = format!("#!/bin/sh\ntouch '{}'\necho 80\n", mark.display());
    std::fs::write(&tput, script).expect("tput");
    std::fs::set_permissions(&tput, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let path = std::env::var_os("PATH").unwrap_or_default();
    let mut paths = vec![bin];
    paths.extend(std::env::split_paths(&path));
    let output = std::process::Command::new("setsid")
        .arg("-w")
        .arg(env!("CARGO_BIN_EXE_batak"))
        .args(["score", "examples/friday.toml"])
        .env("PATH", std::env::join_paths(paths).expect("PATH"))
        .env_remove("COLUMNS")
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .output()
        .expect("setsid (util-linux)");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert!(!mark.exists(), "tput was run to find the width");
}
