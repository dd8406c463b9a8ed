//! The documentation cannot lie: every `console` code block of README.md and of each
//! `docs/*.md` page is run from the repository root, and what it shows must be what a user
//! sees (standard error, then standard output, as a terminal shows them when batak's
//! buffered output comes out at the end). No exit-status lines clutter the pages: exit
//! codes are checked by the cases in `tests/cmd`. `BATAK_UPDATE_README=1` rewrites the
//! blocks of every page from the real output.

use std::path::{Path, PathBuf};
use std::process::Stdio;

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
    let output = crate::common::batak()
        .args(&words[1..])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::null())
        .run();
    let mut seen = String::from_utf8_lossy(&output.stderr).into_owned();
    seen.push_str(&String::from_utf8_lossy(&output.stdout));
    tidy(&seen)
}

/// Trailing spaces and trailing blank lines do not count.
fn tidy(text: &str) -> String {
    let lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    lines.join("\n").trim_end().to_owned()
}

/// README.md, then every Markdown page of `docs/`, in name order.
fn pages() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .expect("docs/")
        .map(|entry| entry.expect("docs/ entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    docs.sort();
    let mut pages = vec![root.join("README.md")];
    pages.extend(docs);
    pages
}

/// Run the console blocks of one page: how many there were, what differs (each naming the
/// page), and the page with every block rewritten from what batak printed.
fn check_page(name: &str, page: &str) -> (usize, Vec<String>, String) {
    let mut updated = String::with_capacity(page.len());
    let mut rest = page;
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
            "{name}: a console block without a command"
        );
        for command in commands {
            let (line, expected) = command.split_once('\n').unwrap_or((command, ""));
            let seen = run(line);
            if tidy(expected) != seen {
                wrong.push(format!(
                    "{name}:\n$ {line}\n--- {name}\n{}\n--- batak\n{seen}",
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
    (blocks, wrong, updated)
}

#[test]
fn readme_and_docs_console_blocks_show_what_users_see() {
    let update = std::env::var_os("BATAK_UPDATE_README").is_some();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut blocks = 0;
    let mut wrong = Vec::new();
    for path in pages() {
        let name = path
            .strip_prefix(root)
            .unwrap_or(&path)
            .display()
            .to_string();
        let page = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
        let (count, page_wrong, updated) = check_page(&name, &page);
        if name == "README.md" {
            assert!(count >= 2, "only {count} console blocks found in README.md");
        }
        blocks += count;
        if !page_wrong.is_empty() && update {
            std::fs::write(&path, updated).unwrap_or_else(|e| panic!("write {name}: {e}"));
        } else {
            wrong.extend(page_wrong);
        }
    }
    assert!(blocks >= 5, "only {blocks} console blocks found");
    assert!(
        wrong.is_empty(),
        "console blocks differ from what batak prints (BATAK_UPDATE_README=1 updates them):\n{}",
        wrong.join("\n\n")
    );
}
