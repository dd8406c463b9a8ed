//! Dynamic shell completion (`clap_complete`'s engine): the shell asks batak itself, so
//! `--declarer` and `--dealer` complete to the players of the match file named on the
//! command line, `--trump` to the suits and `--set` to the settings. The registration script comes from
//! `BATAK_COMPLETE=bash batak` (or zsh, fish, elvish, powershell); see docs/commands.md.

use std::ffi::OsStr;
use std::path::Path;

use clap_complete::CompletionCandidate;

use crate::model::Suit;
use crate::source::{self, Format};

/// The environment variable that asks batak for completions instead of running
/// (clap's default, `COMPLETE`, is too common a name to claim).
pub(crate) const VAR: &str = "BATAK_COMPLETE";

/// Whether the shell asking is bash, which puts a candidate on the line as it is (batak
/// escapes what it would read: spaces, `;`); zsh, fish, elvish and powershell quote it
/// themselves. Kept before clap's engine takes the variable out of the environment
/// (completers run after that).
static BASH: std::sync::OnceLock<bool> = std::sync::OnceLock::new();

/// Remember which shell asks for completions, if one does.
pub(crate) fn remember_shell() {
    if let Ok(shell) = std::env::var(VAR) {
        let _ = BASH.set(shell == "bash");
    }
}

/// The largest match file read to complete a name: completion must answer at once.
const MAX_READ: u64 = 16 << 20;

/// The players of the match file being edited, those starting with what is typed (in
/// any case, Turkish letters or their plain ones: `s` offers Şule), as the shell must
/// insert them.
pub(crate) fn players(current: &OsStr) -> Vec<CompletionCandidate> {
    let typed = current.to_string_lossy();
    let bash = BASH.get().copied().unwrap_or(false);
    match_file()
        .map(|path| players_in(&path))
        .unwrap_or_default()
        .into_iter()
        .filter(|name| crate::names::starts_with_typed(name, &typed))
        .filter_map(|name| for_shell(&name, bash))
        .map(CompletionCandidate::new)
        .collect()
}

/// A name as the shell inserts it: bash puts a candidate on the line as it is, so its
/// spaces and shell characters are escaped (`B;touch x` must not run `touch`); zsh and
/// fish quote candidates themselves. A name with a control character (a line break, an
/// escape) is not offered at all: no shell can take it whole, and it must not reach the
/// terminal.
fn for_shell(name: &str, bash: bool) -> Option<String> {
    if name.chars().any(char::is_control) {
        return None;
    }
    if !bash {
        return Some(name.to_owned());
    }
    let mut escaped = String::with_capacity(name.len() + 4);
    for c in name.chars() {
        if !(c.is_alphanumeric() || "_.,:/@%+=-".contains(c)) {
            escaped.push('\\');
        }
        escaped.push(c);
    }
    Some(escaped)
}

/// The suits by their English names, offered for the start of any spelling (`ma` offers
/// spades, for maça); every spelling is accepted.
pub(crate) fn suits(current: &OsStr) -> Vec<CompletionCandidate> {
    let typed = current.to_string_lossy();
    Suit::ALL
        .into_iter()
        .filter(|suit| {
            suit.spellings()
                .iter()
                .any(|spelling| crate::names::starts_with_typed(spelling, &typed))
        })
        .map(|suit| {
            CompletionCandidate::new(suit.name()).help(Some(suit.spellings().join(" ").into()))
        })
        .collect()
}

/// `--set NAME=`: the settings, each with what it means.
pub(crate) fn settings(current: &OsStr) -> Vec<CompletionCandidate> {
    let typed = current.to_string_lossy();
    crate::rules::SETTINGS
        .iter()
        .map(|setting| (format!("{}=", setting.name), setting))
        .filter(|(name, _)| name.starts_with(typed.as_ref()))
        .map(|(name, setting)| {
            CompletionCandidate::new(name).help(Some(setting.meaning_text().en().into()))
        })
        .collect()
}

/// The first word of the command line being completed that names an existing match
/// file. The shell runs `batak -- batak WORDS…`: the words come after the `--`.
fn match_file() -> Option<String> {
    let args = std::env::args_os().map(|arg| arg.to_string_lossy().into_owned());
    let mut words = args.skip_while(|arg| arg != "--").skip(2);
    words.find(|word| {
        let path = Path::new(word);
        Format::from_path(path).is_some() && path.is_file()
    })
}

/// The names in the file's `players` list, read without validating the rest.
fn players_in(path: &str) -> Vec<String> {
    let Ok((source, _)) = source::read(path, None, MAX_READ, source::Special::Refuse) else {
        return Vec::new();
    };
    // The part before the deals, where `players` usually is, is read first: a Tab on a
    // big file must not parse every deal. The whole file only if that part has none.
    let head = before_the_deals(&source.text).map(|text| source::Source {
        name: source.name.clone(),
        text: text.to_owned(),
        format: source.format,
    });
    head.iter()
        .chain(std::iter::once(&source))
        .find_map(|source| names(source::parse(source).ok()?.get("players")?))
        .unwrap_or_default()
}

/// The strings of a list value (`players`, `teams`; the language server's too).
pub(crate) fn names(node: &crate::raw::Node<'_>) -> Option<Vec<String>> {
    let crate::raw::Value::Array(items) = &node.value else {
        return None;
    };
    let names = items.iter().filter_map(crate::raw::Node::as_str);
    Some(names.map(str::to_owned).collect())
}

/// The text before the first line that starts the deals (`[[deals]]` in TOML, `deals:`
/// at the left margin in YAML), when there is one.
fn before_the_deals(text: &str) -> Option<&str> {
    crate::rules::parts(text, '\n')
        .find(|(_, line)| line.starts_with("[[deals]]") || line.starts_with("deals:"))
        .map(|(at, _)| &text[..at])
}
