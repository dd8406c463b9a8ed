//! `--format github`: one GitHub Actions workflow command per diagnostic
//! (`::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`), so that a CI job
//! puts each problem on the line of the pull request where it is. GitHub reads these from
//! a step's output; a file without a problem prints nothing. Escaped as GitHub's runner
//! reads them: `%`, CR and LF in the message; `:` and `,` too in the properties.

use std::io::{self, Write};

use super::{Exporter, View};
use crate::diagnostic::{Diagnostic, LineIndex};
use crate::lang::{Lang, say};

/// The GitHub Actions exporter.
pub(crate) struct Github {
    pub(crate) lang: Lang,
}

/// The message part of a workflow command: `%`, CR and LF escaped for GitHub, and the
/// other control characters (an escape sequence in a name) shown escaped, as every
/// report shows them, so none reaches the job's log raw.
fn data(text: &str) -> String {
    let mut shown = String::with_capacity(text.len());
    for piece in text.split_inclusive(['\r', '\n']) {
        let body = piece.trim_end_matches(['\r', '\n']);
        shown.push_str(&crate::diagnostic::escape_controls(body));
        shown.push_str(&piece[body.len()..]);
    }
    shown
        .replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// A property's value (`file=…`, `title=…`): as `data`, and `:` and `,` escaped too.
fn property(text: &str) -> String {
    data(text).replace(':', "%3A").replace(',', "%2C")
}

/// The workflow command of one diagnostic of the file `name`, positions from `lines`.
fn command(lang: Lang, name: &str, diagnostic: &Diagnostic, lines: &LineIndex<'_>) -> String {
    // GitHub's commands are named as JSON names the severities: `error`, `warning`.
    let kind = diagnostic.severity.name();
    let mut command = format!("::{kind} file={}", property(name));
    if let Some(span) = &diagnostic.span {
        let (line, column) = lines.line_column(span.start);
        let (end_line, end_column) = lines.line_column(span.end.max(span.start));
        command += &format!(",line={line},col={column},endLine={end_line},endColumn={end_column}");
    }
    let mut message = diagnostic.message.in_lang(lang);
    if let Some(help) = &diagnostic.help {
        message.push('\n');
        message.push_str(&say!(lang, "help-line", help = help));
    }
    let title = property(diagnostic.code.name());
    format!("{command},title={title}::{}\n", data(&message))
}

impl Exporter for Github {
    fn write(&mut self, view: View<'_>, out: &mut dyn Write) -> io::Result<()> {
        let View::Match(outcome) = view else {
            return Ok(());
        };
        if outcome.diagnostics.is_empty() {
            return Ok(());
        }
        let lines = LineIndex::new(&outcome.text);
        for diagnostic in &outcome.diagnostics {
            out.write_all(command(self.lang, &outcome.name, diagnostic, &lines).as_bytes())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostic::Code;

    /// GitHub's runner reads a command back (its `toolkit/core` decoding), written here
    /// from GitHub's documentation: the command, its properties and its message.
    fn parse(line: &str) -> (String, Vec<(String, String)>, String) {
        let unescape = |text: &str| {
            text.replace("%0D", "\r")
                .replace("%0A", "\n")
                .replace("%3A", ":")
                .replace("%2C", ",")
                .replace("%25", "%")
        };
        let rest = line.strip_prefix("::").expect("a command");
        let (head, message) = rest.split_once("::").expect("a message");
        let (kind, properties) = head.split_once(' ').unwrap_or((head, ""));
        let properties = properties
            .split(',')
            .filter(|pair| !pair.is_empty())
            .map(|pair| {
                let (key, value) = pair.split_once('=').expect("key=value");
                (key.to_owned(), unescape(value))
            })
            .collect();
        (kind.to_owned(), properties, unescape(message))
    }

    #[test]
    fn names_and_messages_round_trip_through_the_escaping() {
        let text = "a\nbb = 1\n";
        let lines = LineIndex::new(text);
        for name in [
            "m.toml",
            "a,b:c%d.toml",
            "sub dir/ç,ğ.yaml",
            "line\nbreak%0A.toml",
        ] {
            let diagnostic =
                Diagnostic::error(Code::UnknownKey, Some(2..4), "100% \"bb\", a:b\r\nx")
                    .help("write it: like, this");
            let line = command(Lang::En, name, &diagnostic, &lines);
            assert_eq!(line.matches('\n').count(), 1, "one line: {line:?}");
            let (kind, properties, message) = parse(line.trim_end_matches('\n'));
            assert_eq!(kind, "error");
            let get = |key: &str| {
                properties
                    .iter()
                    .find(|(k, _)| k == key)
                    .map_or_else(|| panic!("{key} in {line}"), |(_, v)| v.as_str())
            };
            assert_eq!(get("file"), name);
            assert_eq!(get("title"), "batak::key::unknown");
            assert_eq!((get("line"), get("col")), ("2", "1"));
            assert_eq!((get("endLine"), get("endColumn")), ("2", "3"));
            assert_eq!(message, "100% \"bb\", a:b\r\nx\nhelp: write it: like, this");
            // An escape sequence in a name reaches the log escaped.
            let raw = Diagnostic::error(Code::UnknownKey, Some(2..4), "a \u{1b}[2J b");
            assert!(command(Lang::En, name, &raw, &lines).contains(r"a \u{1b}[2J b"));
        }
    }
}
