//! The README cannot lie: every `console` code block is run, and what it shows must be what
//! a user sees (standard error, then standard output, as a terminal shows them when
//! batak's buffered output comes out at the end). No exit-status lines clutter the README:
//! exit codes are checked by the cases in `tests/cmd`. `BATAK_UPDATE_README=1` rewrites
//! the blocks from the real output.

use std::process::{Command, Stdio};

/// Split a command line the way a shell would for these examples: spaces, and quotes.
fn words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quote = None;
    let mut started = false;
    for c in line.chars() {
        match (quote, c) {
            (None, '\'' | '"') => {
                quote = Some(c);
                started = true;
            }
            (Some(open), _) if c == open => quote = None,
            (None, ' ') => {
                if started {
                    words.push(std::mem::take(&mut word));
                    started = false;
                }
            }
            _ => {
                word.push(c);
                started = true;
            }
        }
    }
    if started {
        words.push(word);
    }
    words
}

/// What a user sees for `line` (`batak …`): standard error, then standard output.
fn run(line: &str) -> String {
    let words = words(line);
    assert_eq!(words.first().map(String::as_str), Some("batak"), "{line}");
    let output = Command::new(env!("CARGO_BIN_EXE_batak"))
        .args(&words[1..])
        .env("COLUMNS", "80")
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .output()
        .expect("run batak");
    let mut seen = String::from_utf8_lossy(&output.stderr).into_owned();
    seen.push_str(&String::from_utf8_lossy(&output.stdout));
    tidy(&seen)
}

/// Trailing spaces and trailing blank lines do not count.
fn tidy(text: &str) -> String {
    let lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    lines.join("\n").trim_end().to_owned()
}

#[test]
fn readme_console_blocks_show_what_users_see() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/README.md");
    let readme = std::fs::read_to_string(path).expect("README.md");
    let mut updated = String::with_capacity(readme.len());
    let mut rest = readme.as_str();
    let mut blocks = 0;
    let mut wrong = Vec::new();
    while let Some(open) = rest.find("```console\n") {
        let body_start = open + "```console\n".len();
        let body_end = body_start + rest[body_start..].find("```").expect("closed block");
        updated.push_str(&rest[..body_start]);
        let body = &rest[body_start..body_end];
        let mut new_body = String::new();
        let mut commands = body.split("$ ").skip(1).peekable();
        assert!(
            commands.peek().is_some(),
            "a console block without a command"
        );
        for command in commands {
            let (line, expected) = command.split_once('\n').unwrap_or((command, ""));
            let seen = run(line);
            if tidy(expected) != seen {
                wrong.push(format!(
                    "$ {line}\n--- README\n{}\n--- batak\n{seen}",
                    tidy(expected)
                ));
            }
            new_body.push_str(&format!("$ {line}\n{seen}\n\n"));
        }
        updated.push_str(&new_body);
        blocks += 1;
        rest = &rest[body_end..];
    }
    updated.push_str(rest);
    assert!(blocks >= 5, "only {blocks} console blocks found");
    if wrong.is_empty() {
        return;
    }
    if std::env::var_os("BATAK_UPDATE_README").is_some() {
        std::fs::write(path, updated).expect("write README.md");
        return;
    }
    panic!(
        "README console blocks differ from what batak prints (BATAK_UPDATE_README=1 updates them):\n{}",
        wrong.join("\n\n")
    );
}
