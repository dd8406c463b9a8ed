//! The command tree a run is parsed by (each command's arguments built when named) reads
//! every command line of the CLI cases as the whole tree in the interface language reads
//! it.

use std::ffi::OsString;
use std::path::Path;

use clap::{CommandFactory, FromArgMatches};

use super::Cli;
use crate::lang::Lang;

/// A case's command line split into words as a shell would split it (quotes, no escapes:
/// the cases use none).
fn words(line: &str) -> Vec<OsString> {
    let (mut words, mut word, mut quote, mut started) = (Vec::new(), String::new(), None, false);
    for c in line.chars() {
        match (quote, c) {
            (None, '"' | '\'') => (quote, started) = (Some(c), true),
            (Some(open), _) if c == open => quote = None,
            (None, ' ') if started => {
                words.push(OsString::from(std::mem::take(&mut word)));
                started = false;
            }
            (None, ' ') => {}
            _ => (word.push(c), started = true).1,
        }
    }
    if started {
        words.push(word.into());
    }
    words
}

/// Every `$ batak …` line of the CLI cases in `folder` and below.
fn case_lines(folder: &Path, lines: &mut Vec<String>) {
    for entry in std::fs::read_dir(folder).expect("tests/cmd") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            case_lines(&path, lines);
        } else if path.extension().is_some_and(|extension| extension == "md") {
            let text = std::fs::read_to_string(&path).expect("a case");
            lines.extend(
                text.lines()
                    .filter_map(|line| line.strip_prefix("$ "))
                    .filter(|line| line.starts_with("batak "))
                    .map(str::to_owned),
            );
        }
    }
}

#[test]
fn command_line_is_consistent() {
    Cli::command().debug_assert();
}

fn parsed(command: clap::Command, args: &[OsString]) -> Result<String, clap::error::ErrorKind> {
    command
        .try_get_matches_from(args)
        .and_then(|matches| Cli::from_arg_matches(&matches))
        .map(|cli| format!("{cli:?}"))
        .map_err(|error| error.kind())
}

/// What the tree a run is parsed by accepts, the whole tree in each language reads the
/// same; what it refuses, the whole tree parses again (so it need not refuse alike).
#[test]
fn the_deferred_tree_reads_what_the_whole_reads() {
    let cases = Path::new("tests/cmd");
    // A published copy of batak has no CLI cases; the repository always has them.
    if !cases.exists() && std::env::var_os("CI").is_none() {
        eprintln!("skipped: no tests/cmd here");
        return;
    }
    let mut lines = Vec::new();
    case_lines(cases, &mut lines);
    assert!(lines.len() > 400, "{} command lines", lines.len());
    let wholes = Lang::ALL.map(super::localise::command);
    let mut read = 0;
    for line in &lines {
        let args = words(line);
        if let Ok(cli) = parsed(Cli::command(), &args) {
            for whole in &wholes {
                assert_eq!(Ok(&cli), parsed(whole.clone(), &args).as_ref(), "{line}");
            }
            read += 1;
        }
    }
    assert!(read > 300, "{read} read by the deferred tree");
}
