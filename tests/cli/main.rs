//! The one integration-test binary: CLI cases as data (trycmd), the console examples of
//! README.md and docs/, every file in examples/, the committed schema, and robustness.

mod browser;
mod commands;
mod common;
mod compare;
mod diagnostic_languages;
mod edit;
mod language;
mod links;
mod output;
mod readme;
mod robustness;
mod schema;
mod season;
mod serve;
mod variants;
mod watch;
mod xlsx;

/// Every `tests/cmd` case, run against the binary (the console blocks of README.md and
/// docs/ are run by `readme.rs`). Update expected output with
/// `TRYCMD=overwrite cargo test --test cli cli_cases`.
#[test]
fn cli_cases() {
    trycmd::TestCases::new()
        .env("COLUMNS", "80")
        .env("NO_COLOR", "1")
        .env("LC_ALL", "C")
        .case("tests/cmd/*.toml")
        .case("tests/cmd/*.md")
        // Cases that run on files of their own: each runs in a copy of its `NAME.in/`
        // folder (a `.toml` case names it with `fs.base`), and the files of `NAME.out/`
        // are what that copy must hold afterwards.
        .case("tests/cmd/sandbox/*.toml")
        .case("tests/cmd/sandbox/*.md");
}

/// An evening at the table in Turkish, then in German: the same commands, every word in
/// the language (`tests/cmd/tr`, `tests/cmd/de`).
#[test]
fn cli_cases_in_other_languages() {
    for (locale, folder) in [("tr_TR.UTF-8", "tr"), ("de_DE.UTF-8", "de")] {
        trycmd::TestCases::new()
            .env("COLUMNS", "80")
            .env("NO_COLOR", "1")
            .env("LC_ALL", locale)
            .case(format!("tests/cmd/{folder}/*.md"));
    }
}

/// Every shipped example is scored, in every format, with exit 0 and no diagnostics.
#[test]
fn every_example_scores_cleanly() {
    let examples = std::fs::read_dir("examples").expect("examples/");
    let mut count = 0;
    for entry in examples {
        let path = entry.expect("entry").path();
        for format in ["table", "json", "csv", "markdown"] {
            let output = crate::common::batak()
                .args(["score", "--format", format])
                .arg(&path)
                .run();
            assert!(
                output.status.success(),
                "{} ({format}) failed",
                path.display()
            );
            assert!(
                output.stderr.is_empty(),
                "{} printed diagnostics",
                path.display()
            );
            assert!(!output.stdout.is_empty());
        }
        count += 1;
    }
    assert!(count >= 5, "at least one example per preset");
}

/// Completion scripts complete subcommands, flags and the setting names after `--set`.
#[test]
fn completions_offer_setting_names() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let output = crate::common::batak().args(["completions", shell]).run();
        assert!(output.status.success(), "{shell}");
        let script = String::from_utf8(output.stdout).expect("UTF-8");
        for word in ["score", "compare", "format"] {
            assert!(script.contains(word), "{shell} completion lacks {word}");
        }
        // clap_complete's PowerShell and Elvish scripts complete flags, not their values.
        if matches!(shell, "bash" | "zsh" | "fish") {
            for word in ["min_bid=", "double_penalty="] {
                assert!(script.contains(word), "{shell} completion lacks {word}");
            }
        }
    }
}

/// Every command that takes `--set` completes the setting names after it (`show` and
/// `serve` did not: the list of commands was kept by hand).
#[test]
fn every_set_flag_completes_setting_names() {
    let output = crate::common::batak().args(["completions", "bash"]).run();
    let script = String::from_utf8(output.stdout).expect("UTF-8");
    let lines: Vec<&str> = script.lines().collect();
    let mut flags = 0;
    for (at, line) in lines.iter().enumerate() {
        if line.trim() == "--set)" {
            flags += 1;
            assert!(lines[at + 1].contains("min_bid="), "{}", lines[at + 1]);
        }
    }
    assert!(flags >= 10, "{script}");
}

/// A completion script offers the commands in the order `--help` lists them.
#[test]
fn completions_list_the_commands_as_help_does() {
    let help = crate::common::batak().arg("--help").run();
    let help = String::from_utf8(help.stdout).expect("UTF-8");
    let listed: Vec<&str> = help
        .lines()
        .skip_while(|line| !line.starts_with("Commands:"))
        .skip(1)
        .take_while(|line| !line.is_empty())
        .filter_map(|line| line.strip_prefix("  ")?.split(' ').next())
        .filter(|name| !name.is_empty())
        .collect();
    let script = crate::common::batak().args(["completions", "elvish"]).run();
    let script = String::from_utf8(script.stdout).expect("UTF-8");
    let offered: Vec<&str> = script
        .lines()
        .filter_map(|line| line.trim().strip_prefix("cand ")?.split(' ').next())
        .filter(|name| !name.starts_with('-'))
        .take(listed.len())
        .collect();
    assert!(listed.len() > 15, "{help}");
    assert_eq!(offered, listed);
}

/// The project's docs stand alone: no help text, message, doc or comment cites the
/// internal specification (users do not have it).
#[test]
fn nothing_cites_the_internal_specification() {
    fn walk(path: &std::path::Path, found: &mut Vec<String>) {
        if path.is_dir() {
            for entry in std::fs::read_dir(path).expect("folder") {
                walk(&entry.expect("entry").path(), found);
            }
        } else if let Ok(text) = std::fs::read_to_string(path) {
            for (number, line) in text.lines().enumerate() {
                if line.contains("SPEC §") || line.contains("SPEC.md") {
                    found.push(format!("{}:{}", path.display(), number + 1));
                }
            }
        }
    }
    let mut found = Vec::new();
    for root in [
        "src",
        "docs",
        "README.md",
        "tests/cmd",
        "examples",
        "benches",
    ] {
        walk(std::path::Path::new(root), &mut found);
    }
    assert!(found.is_empty(), "cites the spec: {found:?}");
}
