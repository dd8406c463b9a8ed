//! Reading a match file: from a path or standard input, TOML or YAML, into the spanned
//! value tree of `raw`. Every failure here is a diagnostic, never a panic: I/O errors,
//! text that is not UTF-8, syntax errors, duplicate keys, YAML resource limits.
//!
//! Each format has its own reader (`toml`, `yaml`) on its parser's event stream; both
//! build one deal's tree at a time and hand it to an [`out::Out`], so scoring streams a
//! file of any size and layout through a [`Sink`] while editing gathers the whole tree.

use std::io::{self, Read};
use std::path::Path;

use crate::diagnostic::{Code, Diagnostic};
use crate::raw::Node;

mod out;
mod syntax;
mod toml;
mod yaml;

#[cfg(test)]
mod conformance;

/// The top-level key whose list is read a deal at a time.
const DEALS: &str = "deals";

/// The two file formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Format {
    Toml,
    Yaml,
}

impl Format {
    /// The format a file name implies.
    pub(crate) fn from_path(path: &Path) -> Option<Format> {
        match path.extension()?.to_str()?.to_ascii_lowercase().as_str() {
            "toml" => Some(Format::Toml),
            "yaml" | "yml" => Some(Format::Yaml),
            _ => None,
        }
    }
}

/// A match file's text, its display name and format.
#[derive(Debug, Clone)]
pub(crate) struct Source {
    pub(crate) name: String,
    pub(crate) text: String,
    pub(crate) format: Format,
}

/// A file that could not even be read: its name and the one diagnostic saying why.
#[derive(Debug)]
pub(crate) struct Unreadable {
    pub(crate) name: String,
    pub(crate) diagnostic: Box<Diagnostic>,
}

/// Read `path` (`-` is standard input) with the format given or implied by the name,
/// reading at most `max_size` bytes; a FIFO or device is read or refused as `special` says.
pub(crate) fn read(
    path: &str,
    format: Option<Format>,
    max_size: u64,
    special: Special,
) -> Result<Source, Unreadable> {
    let implied = format.or_else(|| Format::from_path(Path::new(path)));
    let bytes = if path == "-" {
        if implied.is_none() {
            return Err(Unreadable::new(
                "<stdin>",
                Code::IoFormat,
                "standard input has no file name to tell TOML from YAML".into(),
            )
            .map_help("add --input-format toml or --input-format yaml"));
        }
        read_text(io::stdin().lock(), "<stdin>", max_size)?
    } else {
        read_bytes(path, max_size, special)?
    };
    let name = if path == "-" { "<stdin>" } else { path };
    let format = implied.ok_or_else(|| Unreadable {
        name: name.to_owned(),
        diagnostic: Box::new(unknown_format(path)),
    })?;
    decode(name.to_owned(), bytes, format)
}

/// What a reader does with a name that is not a regular file (a FIFO, a device).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Special {
    /// Read it as a stream (`batak score <(…)`).
    Read,
    /// Refuse it at once: `watch` must never sleep in a FIFO's open or read.
    Refuse,
}

/// The bytes of a file, or why it cannot be read (missing, a directory, permission, too
/// large, not text, or a FIFO or device where `special` refuses one). The file is opened
/// without blocking and its kind taken from the open handle, so a name that turns into a
/// FIFO between a check and the open cannot hold the reader up.
pub(crate) fn read_bytes(
    path: &str,
    max_size: u64,
    special: Special,
) -> Result<Vec<u8>, Unreadable> {
    use rustix::fs::{Mode, OFlags};
    let flags = OFlags::RDONLY | OFlags::NONBLOCK | OFlags::NOCTTY | OFlags::CLOEXEC;
    let opened = rustix::fs::open(path, flags, Mode::empty())
        .map_err(io::Error::from)
        .and_then(|fd| {
            let file = std::fs::File::from(fd);
            let metadata = file.metadata()?;
            Ok((file, metadata))
        });
    match opened {
        Ok((_, metadata)) if metadata.is_dir() => Err(open_error(
            path,
            &io::Error::from(io::ErrorKind::IsADirectory),
        )),
        Ok((_, metadata)) if metadata.is_file() && metadata.len() > max_size => {
            Err(too_large(path, max_size))
        }
        Ok((_, metadata)) if !metadata.is_file() && special == Special::Refuse => {
            Err(Unreadable::new(
                path,
                Code::IoRead,
                format!("{path} is not a regular file (a FIFO or a device)"),
            )
            .map_help("name the match file itself"))
        }
        Ok((file, metadata)) => {
            let expected = if metadata.is_file() {
                metadata.len()
            } else {
                // A stream is read as streams are: waiting for its writer.
                rustix::fs::fcntl_setfl(&file, OFlags::empty())
                    .map_err(|error| open_error(path, &io::Error::from(error)))?;
                0
            };
            read_text_sized(file, path, max_size, expected)
        }
        Err(error) => Err(open_error(path, &error)),
    }
}

/// Whether the file at `path` is a match file: TOML or YAML (by its name) with `players`,
/// `deals` or `rules` at its top level (or one of them mistyped by a letter or two). A file that does not parse counts as one when a line
/// names one of those keys (or a `[[deals]]` or `[rules]` table), however it is indented
/// or quoted — its mistakes are the match file's to report; an empty file does not count,
/// nor does a Cargo.toml or a CI workflow; one that cannot be read does (so that the
/// reading says why).
pub(crate) fn is_match_file(path: &str) -> bool {
    let Some(format) = Format::from_path(Path::new(path)) else {
        return false;
    };
    let Ok(bytes) = read_bytes(path, 64 << 20, Special::Refuse) else {
        return true;
    };
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return false;
    }
    let Ok(source) = decode(path.to_owned(), bytes, format) else {
        return true;
    };
    match parse(&source) {
        Ok(root) => root
            .as_table()
            .is_some_and(|entries| entries.iter().any(|entry| near_a_match_key(&entry.key))),
        Err(_) => source.text.lines().any(names_a_match_key),
    }
}

/// Whether a top-level key is a match file's `players`, `deals` or `rules`, or one
/// mistyped by a letter or two (`player`, `deal`, `Players`): a match file with that
/// mistake is a match file, and the mistake is reported.
fn near_a_match_key(key: &str) -> bool {
    let key = key.to_lowercase();
    ["players", "deals", "rules"]
        .iter()
        .any(|known| strsim::levenshtein(&key, known) <= 2 && key.len() >= 4)
}

/// Whether a line of a file that does not parse names a match file's key: `players` or
/// `deals` before `=` or `:` (indented, quoted, in a `{ … }` or after a list's `-`), or a
/// `[[deals]]` or `[rules]` table.
fn names_a_match_key(line: &str) -> bool {
    let line = line.trim_start_matches(['\u{feff}', ' ', '\t', '{', '-', '[']);
    let line = line.trim_start_matches(['"', '\'', ' ']);
    ["players", "deals", "rules"].iter().any(|key| {
        line.strip_prefix(key).is_some_and(|rest| {
            let rest = rest.trim_start_matches(['"', '\'', ' ', '\t']);
            rest.starts_with(['=', ':', ']', '.'])
        })
    })
}

/// The diagnostic for a file that cannot be opened.
/// The diagnostic for a file that cannot be opened or read (every command that reads or
/// writes a file says it the same way).
pub(crate) fn open_error(path: &str, error: &io::Error) -> Unreadable {
    let directory = error.kind() == io::ErrorKind::IsADirectory || Path::new(path).is_dir();
    let (code, message, help) = match error.kind() {
        io::ErrorKind::NotFound => (
            Code::IoNotFound,
            format!("{path}: no such file"),
            "check the name; batak new FILE --players A,B,C,D starts a match",
        ),
        io::ErrorKind::PermissionDenied => (
            Code::IoPermission,
            format!("{path}: permission denied"),
            "check the file's permissions (ls -l)",
        ),
        _ if directory => (
            Code::IoIsDirectory,
            format!("{path} is a directory, not a match file"),
            "name a match file, e.g. FOLDER/*.toml",
        ),
        _ => (
            Code::IoRead,
            format!("cannot read {path}: {error}"),
            "check the disk or the device the file is on",
        ),
    };
    Unreadable::new(path, code, message).map_help(help)
}

/// The diagnostic for a file larger than `--max-size`.
pub(crate) fn too_large(name: &str, max_size: u64) -> Unreadable {
    Unreadable::new(
        name,
        Code::IoTooLarge,
        format!("{name} is larger than {max_size} bytes, the most batak reads"),
    )
    .map_help("a match file is far smaller; if this one is real, raise the limit with --max-size")
}

/// Read a stream a piece at a time, stopping at once (without reading on) at the first
/// NUL byte, the first byte that is not UTF-8, or past `max_size` bytes: `/dev/zero` and
/// `/dev/urandom` get a diagnostic, not all of the machine's memory.
pub(crate) fn read_text(
    reader: impl Read,
    name: &str,
    max_size: u64,
) -> Result<Vec<u8>, Unreadable> {
    read_text_sized(reader, name, max_size, 0)
}

/// `read_text` with the size the file says it has: the buffer is made that big at once
/// (a large file is then never copied while it is read, nor held twice).
fn read_text_sized(
    mut reader: impl Read,
    name: &str,
    max_size: u64,
    expected: u64,
) -> Result<Vec<u8>, Unreadable> {
    const PIECE: usize = 64 * 1024;
    let expected = usize::try_from(expected.min(max_size)).unwrap_or(0);
    let mut bytes = Vec::with_capacity(expected.saturating_add(PIECE));
    // Bytes before this are checked UTF-8; after it at most an unfinished character.
    let mut checked = 0;
    loop {
        let start = bytes.len();
        bytes.resize(start + PIECE, 0);
        let count = loop {
            match reader.read(&mut bytes[start..]) {
                Ok(count) => break count,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => return Err(open_error(name, &error)),
            }
        };
        bytes.truncate(start + count);
        if let Some(nul) = bytes[start..].iter().position(|&byte| byte == 0) {
            let offset = start + nul;
            return Err(Unreadable::new(
                name,
                Code::IoBinary,
                format!("{name} is not a text file: it holds a NUL byte (at offset {offset})"),
            )
            .map_help("a match file is TOML or YAML text; check that this is the right file"));
        }
        match std::str::from_utf8(&bytes[checked..]) {
            Ok(_) => checked = bytes.len(),
            Err(error) if error.error_len().is_none() && count > 0 => {
                checked += error.valid_up_to();
            }
            Err(error) => {
                let offset = checked + error.valid_up_to();
                return Err(Unreadable::new(
                    name,
                    Code::IoNotUtf8,
                    format!("{name} is not UTF-8 text (invalid byte at offset {offset})"),
                )
                .map_help("save the file as UTF-8"));
            }
        }
        if u64::try_from(bytes.len()).unwrap_or(u64::MAX) > max_size {
            return Err(too_large(name, max_size));
        }
        if count == 0 {
            if bytes.capacity() - bytes.len() > PIECE {
                bytes.shrink_to_fit();
            }
            return Ok(bytes);
        }
    }
}

/// The diagnostic for a file name that says neither TOML nor YAML.
pub(crate) fn unknown_format(path: &str) -> Diagnostic {
    Diagnostic::error(
        Code::IoFormat,
        None,
        format!("cannot tell the format of {path} from its name"),
    )
    .help("name it .toml, .yaml or .yml, or add --input-format toml|yaml")
}

/// Turn bytes already read into a source: UTF-8 only, a byte-order mark dropped, not empty.
pub(crate) fn decode(name: String, bytes: Vec<u8>, format: Format) -> Result<Source, Unreadable> {
    let fail = |code, message: String| Unreadable::new(&name, code, message);
    let mut text = String::from_utf8(bytes).map_err(|error| {
        let offset = error.utf8_error().valid_up_to();
        fail(
            Code::IoNotUtf8,
            format!("{name} is not UTF-8 text (invalid byte at offset {offset})"),
        )
        .map_help("save the file as UTF-8")
    })?;
    if text.starts_with('\u{feff}') {
        // A byte-order mark says nothing to either format; spans stay right because the
        // text we keep is the text we parse.
        text.replace_range(..3, "");
    }
    if text.trim().is_empty() {
        return Err(fail(Code::IoEmpty, format!("{name} is empty"))
            .map_help("start a match with: batak new FILE --players A,B,C,D"));
    }
    Ok(Source { name, text, format })
}

impl Unreadable {
    /// A file-level problem (no span) with the name it is about.
    fn new(name: &str, code: Code, message: String) -> Unreadable {
        Unreadable {
            name: name.to_owned(),
            diagnostic: Box::new(Diagnostic::error(code, None, message)),
        }
    }

    fn map_help(mut self, help: &str) -> Self {
        self.diagnostic.help = Some(help.into());
        self
    }
}

/// Parse the text into the whole spanned tree, or the syntax diagnostics.
pub(crate) fn parse(source: &Source) -> Result<Node<'_>, Vec<Diagnostic>> {
    let mut whole = out::Whole::default();
    let root = read_with(source, &mut whole)?;
    Ok(whole.into_tree(root))
}

/// A file read for a change to it (see `read_deals` and `read_into_keeping`): its top-level table (the `deals`
/// list in it empty), how many deals it has, and the whole tree of only the deal wanted
/// and the one before it. A splice needs no more, so editing a large file never holds
/// its whole tree.
#[derive(Debug)]
pub(crate) struct Deals<'a> {
    pub(crate) root: Node<'a>,
    /// How many deals the `deals` list holds (none when `deals` is not a list).
    pub(crate) count: usize,
    kept: Vec<Node<'a>>,
    /// The index of `kept[0]`.
    first: usize,
}

impl<'a> Deals<'a> {
    /// The `deals` value, if the file has one.
    pub(crate) fn list(&self) -> Option<&Node<'a>> {
        self.root.get(DEALS)
    }

    /// Deal `index` (from 0), if it was kept.
    pub(crate) fn item(&self, index: usize) -> Option<&Node<'a>> {
        self.kept.get(index.checked_sub(self.first)?)
    }

    /// The deals kept around deal `index`: the one before it (when there is one) and
    /// deal `index` itself, which is last; empty if it was not kept.
    pub(crate) fn around(&self, index: usize) -> &[Node<'a>] {
        match index.checked_sub(self.first) {
            Some(at) if at < self.kept.len() => &self.kept[at.saturating_sub(1)..=at],
            _ => &[],
        }
    }
}

/// Read the file for a change to deal `number` (from 1; `None`: the last): its top-level
/// table and the count of its deals, keeping the trees of that deal and the one before it
/// only. Every deal, in order, is shown to `each` as it is read. What it holds is what
/// [`parse`] gives (the same reading), less the other deals' trees.
#[cfg(any(test, feature = "harness"))] // the fuzz and bench hooks, and tests
pub(crate) fn read_deals<'a>(
    source: &'a Source,
    number: Option<usize>,
    each: &mut dyn FnMut(usize, &Node<'a>),
) -> Result<Deals<'a>, Vec<Diagnostic>> {
    let mut keep = out::Keep {
        want: number.map(|number| number.wrapping_sub(1)),
        count: 0,
        kept: Vec::new(),
        first: 0,
        each,
    };
    let root = read_with(source, &mut keep)?;
    Ok(kept(root, keep, number))
}

/// `read_into`, and what `read_deals` gives, from the one reading: a change's reading of
/// the file it judges as it is.
pub(crate) fn read_into_keeping<'a>(
    source: &'a Source,
    sink: &mut dyn Sink,
    number: Option<usize>,
    each: &mut dyn FnMut(usize, &Node<'a>),
) -> Result<Deals<'a>, Vec<Diagnostic>> {
    let mut keep = out::Keep {
        want: number.map(|number| number.wrapping_sub(1)),
        count: 0,
        kept: Vec::new(),
        first: 0,
        each,
    };
    let root = stream_into(source, sink, Some(&mut keep))?;
    Ok(kept(root, keep, number))
}

/// What `keep` kept of the deals of the file whose top-level table is `root`.
fn kept<'a>(root: Node<'a>, keep: out::Keep<'a, '_>, number: Option<usize>) -> Deals<'a> {
    let (mut count, mut kept, mut first) = (keep.count, keep.kept, keep.first);
    if number.is_none() {
        first = count - kept.len();
    }
    // As `parse` does: the deals read belong to a `deals` list, else there are none.
    let listed = root.get(DEALS).map(|node| &node.value);
    if !matches!(listed, Some(crate::raw::Value::Array(items)) if items.is_empty()) {
        (count, first) = (0, 0);
        kept.clear();
    }
    Deals {
        root,
        count,
        kept,
        first,
    }
}

/// Receives a match file as it is read: the top-level keys once (whatever `deals` holds
/// there is not to be looked at), then every deal in order. Files of any size and layout
/// stream through it without their whole tree in memory.
pub(crate) trait Sink {
    /// The top-level table.
    fn header(&mut self, root: &Node<'_>);
    /// The next deal.
    fn deal(&mut self, deal: &Node<'_>);
    /// Forget everything received: the reader starts again.
    fn reset(&mut self);
}

/// Read the file into `sink`; on a syntax error, the syntax diagnostics (and the sink
/// reset). The header goes first even when the file gives a top-level key after its
/// deals: then the deals are read a second time, after the whole header.
pub(crate) fn read_into(source: &Source, sink: &mut dyn Sink) -> Result<(), Vec<Diagnostic>> {
    read_into_for_root(source, sink).map(drop)
}

/// `read_into`, and then the top-level table as the last reading left it (its `deals`
/// list empty, as `read_deals` gives it): what was read outside the deals.
pub(crate) fn read_into_for_root<'a>(
    source: &'a Source,
    sink: &mut dyn Sink,
) -> Result<Node<'a>, Vec<Diagnostic>> {
    stream_into(source, sink, None)
}

/// `read_into_for_root`, each deal also given to `keep`.
fn stream_into<'a>(
    source: &'a Source,
    sink: &mut dyn Sink,
    mut keep: Option<&mut out::Keep<'a, '_>>,
) -> Result<Node<'a>, Vec<Diagnostic>> {
    let mut stream = out::Stream {
        sink: &mut *sink,
        header_given: false,
        late: false,
        keep: keep
            .as_deref_mut()
            .map(|keep| keep as &mut dyn out::Out<'a>),
    };
    let root = match read_with(source, &mut stream) {
        Ok(root) => root,
        Err(errors) => {
            sink.reset();
            return Err(errors);
        }
    };
    let (header_given, late) = (stream.header_given, stream.late);
    if late {
        sink.reset();
        sink.header(&root);
        drop(root);
        if let Some(keep) = keep.as_deref_mut() {
            keep.reset();
        }
        let keep = keep.map(|keep| keep as &mut dyn out::Out<'a>);
        return read_with(source, &mut out::DealsOnly { sink, keep });
    } else if !header_given {
        sink.header(&root);
    }
    Ok(root)
}

fn read_with<'a>(
    source: &'a Source,
    out: &mut dyn out::Out<'a>,
) -> Result<Node<'a>, Vec<Diagnostic>> {
    match source.format {
        Format::Toml => toml::read(&source.text, out),
        Format::Yaml => yaml::read(&source.text, out),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::raw::Value;

    /// `watch` reads with `Special::Refuse`: a FIFO is refused from the open handle, at
    /// once, even with no writer (a blocking open slept there for good).
    #[test]
    fn a_fifo_is_refused_without_blocking_when_asked() {
        let dir = std::env::temp_dir().join(format!("batak-fifo-read-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let fifo = dir.join("m.toml");
        assert!(
            std::process::Command::new("mkfifo")
                .arg(&fifo)
                .status()
                .unwrap()
                .success()
        );
        let path = fifo.display().to_string();
        let (sender, receiver) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let _ = sender.send(
                read_bytes(&path, 1 << 20, Special::Refuse).map_err(|u| u.diagnostic.message),
            );
        });
        let result = receiver
            .recv_timeout(std::time::Duration::from_secs(20))
            .expect("the read of a FIFO returned (it must not block)");
        assert!(result.unwrap_err().contains("not a regular file"));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    fn parse_as(format: Format, text: &str) -> Result<Node<'static>, Vec<Diagnostic>> {
        let source = Source {
            name: "t".into(),
            text: text.into(),
            format,
        };
        // The tree borrows the source; the tests own it for their length.
        let source: &'static Source = Box::leak(Box::new(source));
        parse(source)
    }

    fn parse_yaml(text: &str) -> Result<Node<'static>, Vec<Diagnostic>> {
        parse_as(Format::Yaml, text)
    }

    /// Found by a hostile round: a chain of anchors each holding the one before copies
    /// quadratically many values. The budget grows with the file, but only up to an
    /// absolute bound: this 1 MB file's chain (~1.4 million values, within twice its
    /// length) is refused.
    #[test]
    fn aliases_copy_no_more_than_an_absolute_bound() {
        let mut text = format!("# {}\nchain:\n- &a0 [1]\n", "x".repeat(1_000_000));
        for level in 1..1_200 {
            text.push_str(&format!("- &a{level} [*a{}]\n", level - 1));
        }
        let errors = parse_yaml(&text).expect_err("too many copied values");
        assert!(
            errors[0].message.contains("larger than its text allows"),
            "{}",
            errors[0].message
        );
    }

    /// YAML 1.1's base-60 numbers and underscores are read as those readers read them.
    #[test]
    fn yaml_11_numbers_read_as_yaml_11_reads_them() {
        let root = parse_yaml("a: 1:30\nb: 12:30:45\nc: -1:30.5\nd: 1_\ne: 2026-11-27\nf: 1:60\n")
            .unwrap();
        let value = |key| root.get(key).map(|node| node.value.clone());
        assert_eq!(value("a"), Some(Value::Int(90)));
        assert_eq!(value("b"), Some(Value::Int(45_045)));
        assert_eq!(value("c"), Some(Value::Float(-90.5)));
        assert_eq!(value("d"), Some(Value::Int(1)));
        assert_eq!(value("e"), Some(Value::Date("2026-11-27".into())));
        assert_eq!(value("f"), Some(Value::Str("1:60".into())));
    }

    fn parse_toml(text: &str) -> Result<Node<'static>, Vec<Diagnostic>> {
        parse_as(Format::Toml, text)
    }

    fn yaml(text: &str) -> Node<'static> {
        parse_yaml(text).expect("valid YAML")
    }

    #[test]
    fn yaml_spans_cover_values_keys_and_whole_flow_lists() {
        let text = "players: [A, B, C, D]\ndeals:\n  - { declarer: B, bid: 7 }\n";
        let root = yaml(text);
        let entries = root.as_table().unwrap();
        assert_eq!(&text[entries[0].key_span.clone()], "players");
        assert_eq!(&text[entries[0].node.span.clone()], "[A, B, C, D]");
        let deal = &root.get("deals").unwrap();
        let Value::Array(deals) = &deal.value else {
            panic!("deals is a list")
        };
        assert_eq!(&text[deals[0].span.clone()], "{ declarer: B, bid: 7 }");
        assert_eq!(&text[deals[0].get("bid").unwrap().span.clone()], "7");
    }

    #[test]
    fn toml_spans_cover_values_and_keys() {
        let text = "players = [\"A\", \"B\", \"C\", \"D\"]\n[rules]\nmin_bid = 6\n";
        let root = parse_toml(text).unwrap();
        assert_eq!(
            &text[root.get("players").unwrap().span.clone()],
            "[\"A\", \"B\", \"C\", \"D\"]"
        );
        let rules = root.get("rules").unwrap();
        assert_eq!(&text[rules.get("min_bid").unwrap().span.clone()], "6");
    }

    #[test]
    fn yaml_duplicate_keys_are_syntax_errors() {
        let errors = parse_yaml("a: 1\na: 2\n").unwrap_err();
        assert_eq!(errors[0].code, Code::Syntax);
    }

    #[test]
    fn yaml_alias_bomb_is_refused_not_expanded() {
        let mut text = String::from("a: &a [x, x, x, x, x, x, x, x, x, x]\n");
        for level in 1..12 {
            let prev = level - 1;
            text.push_str(&format!(
                "{}: &{} [*{}, *{}, *{}, *{}, *{}, *{}, *{}, *{}, *{}, *{}]\n",
                (b'a' + level) as char,
                (b'a' + level) as char,
                (b'a' + prev) as char,
                (b'a' + prev) as char,
                (b'a' + prev) as char,
                (b'a' + prev) as char,
                (b'a' + prev) as char,
                (b'a' + prev) as char,
                (b'a' + prev) as char,
                (b'a' + prev) as char,
                (b'a' + prev) as char,
                (b'a' + prev) as char,
            ));
        }
        assert!(parse_yaml(&text).is_err());
    }

    #[test]
    fn big_integers_are_kept_not_wrapped() {
        let root = parse_toml("a = 9223372036854775807\n").unwrap();
        assert_eq!(root.get("a").unwrap().value, Value::Int(i64::MAX));
        let root = yaml("a: 99999999999999999999\n");
        assert!(matches!(
            root.get("a").unwrap().value,
            Value::BigInt(_) | Value::Float(_)
        ));
    }

    /// Records what a reader hands over, as text spans.
    #[derive(Default)]
    struct Recorder {
        header_keys: Vec<String>,
        deals: Vec<std::ops::Range<usize>>,
        resets: usize,
        /// How many deals had arrived when the reader last started again.
        before_reset: usize,
    }

    impl Sink for Recorder {
        fn header(&mut self, root: &Node<'_>) {
            self.header_keys = root
                .as_table()
                .unwrap_or_default()
                .iter()
                .map(|entry| entry.key.to_string())
                .collect();
        }

        fn deal(&mut self, deal: &Node<'_>) {
            self.deals.push(deal.span.clone());
        }

        fn reset(&mut self) {
            self.before_reset = self.deals.len();
            self.header_keys.clear();
            self.deals.clear();
            self.resets += 1;
        }
    }

    fn record(format: Format, text: &str) -> (Recorder, Result<(), Vec<Diagnostic>>) {
        let source = Source {
            name: "t".into(),
            text: text.into(),
            format,
        };
        let mut recorder = Recorder::default();
        let result = read_into(&source, &mut recorder);
        (recorder, result)
    }

    const TOML: &str = "players = [\"A\", \"B\", \"C\", \"D\"]\n[rules]\nmin_bid = 5\n\n[[deals]]\nbid = 7\n\n  [[deals]]  # two\npassed = true\n";

    #[test]
    fn toml_reads_a_deal_at_a_time_with_file_spans() {
        let second = TOML.rfind("[[deals]]").unwrap();
        let (recorder, result) = record(Format::Toml, TOML);
        assert!(result.is_ok());
        assert_eq!(recorder.header_keys, ["players", "rules", "deals"]);
        let texts: Vec<&str> = recorder
            .deals
            .iter()
            .map(|span| &TOML[span.clone()])
            .collect();
        assert_eq!(texts, ["[[deals]]", "[[deals]]"]);
        assert_eq!(recorder.deals[1].start, second);
    }

    #[test]
    fn toml_streams_past_multi_line_strings_and_rereads_for_a_late_table() {
        // A multi-line string that looks like a header is a string: it streams.
        let text = TOML.replace("bid = 7", "bid = 7\nnote = \"\"\"\n[[deals]]\n\"\"\"");
        let (recorder, result) = record(Format::Toml, &text);
        assert!(result.is_ok());
        assert_eq!((recorder.deals.len(), recorder.resets), (2, 0), "{text}");
        // A table after the deals completes the header: the deals are read again after it.
        let text = format!("{TOML}[teams]\nx = 1\n");
        let (recorder, result) = record(Format::Toml, &text);
        assert!(result.is_ok());
        assert_eq!((recorder.deals.len(), recorder.resets), (2, 1), "{text}");
        assert_eq!(recorder.header_keys, ["players", "rules", "deals", "teams"]);
    }

    #[test]
    fn toml_syntax_errors_in_any_piece_are_reported_at_file_offsets() {
        let text = TOML.replace("passed = true", "passed = tru");
        let (_, result) = record(Format::Toml, &text);
        let errors = result.unwrap_err();
        let span = errors[0].span.clone().unwrap();
        assert!(
            text[span.start..].starts_with("tru"),
            "{:?}",
            &text[span.start..]
        );
    }

    #[test]
    fn yaml_streams_when_deals_come_last_and_rereads_otherwise() {
        let last = "players: [A, B, C, D]\ndeals:\n  - {bid: 7}\n  - {passed: true}\n";
        let (recorder, result) = record(Format::Yaml, last);
        assert!(result.is_ok());
        assert_eq!(recorder.resets, 0, "streamed");
        assert_eq!(recorder.header_keys, ["players", "deals"]);
        assert_eq!(&last[recorder.deals[1].clone()], "{passed: true}");
        let first = "deals:\n  - {bid: 7}\n  - {passed: true}\nplayers: [A, B, C, D]\n";
        let (recorder, result) = record(Format::Yaml, first);
        assert!(result.is_ok());
        assert_eq!(recorder.header_keys, ["deals", "players"]);
        assert_eq!((recorder.deals.len(), recorder.resets), (2, 1));
        // The text check said "last", but a flow key follows: the reader starts again.
        let tricky = "players: [A, B, C, D]\ndeals: [{bid: 7}]\n? title\n: x\n";
        let (recorder, result) = record(Format::Yaml, tricky);
        assert!(result.is_ok());
        assert_eq!(recorder.deals.len(), 1);
        assert!(recorder.header_keys.contains(&"title".to_owned()));
    }

    /// Streaming, told from reading the whole tree first: with a syntax error at the very
    /// end, the deals before it have already gone to the sink when the error is found
    /// (which then resets it). A whole-tree reader would give none.
    #[test]
    fn every_layout_hands_over_deals_before_the_file_is_read_to_its_end() {
        let deals = |n: usize, deal: &str| deal.repeat(n);
        let cases = [
            (
                Format::Toml,
                format!(
                    "players = [\"A\"]\n{}x = \n",
                    deals(50, "[[deals]]\nbid = 7\n")
                ),
            ),
            (
                Format::Toml,
                format!(
                    "players = [\"A\"]\ndeals = [\n{}]\nx = \n",
                    deals(50, "{bid = 7},\n")
                ),
            ),
            (
                Format::Toml,
                format!(
                    "players = [\"A\"]\n{}[rules]\nx = \n",
                    deals(50, "[[deals]]\nnote = \"\"\"\n[[deals]]\"\"\"\n")
                ),
            ),
            (
                Format::Yaml,
                format!(
                    "players: [A]\ndeals:\n{}x: [\n",
                    deals(50, "  - {bid: 7}\n")
                ),
            ),
            (
                Format::Yaml,
                format!(
                    "players: [A]\ndeals:\n{}x: [\n",
                    deals(50, "  - bid: 7\n    note: |\n      - x\n")
                ),
            ),
            (
                Format::Yaml,
                format!(
                    "players: [A]\ndeals: [\n{}]\nx: [\n",
                    deals(50, "  {bid: 7},\n")
                ),
            ),
        ];
        for (format, text) in cases {
            let (recorder, result) = record(format, &text);
            assert!(result.is_err(), "{text}");
            assert!(
                recorder.before_reset >= 49,
                "{}: {text}",
                recorder.before_reset
            );
            assert_eq!(recorder.resets, 1);
        }
    }

    /// Past 256 KB the parser runs on a thread of its own: the same deals arrive, in
    /// order, streamed and whole alike, and an error anywhere still ends the reading.
    #[test]
    fn large_files_read_alongside_the_parser_the_same() {
        let toml = format!(
            "players = [\"A\"]\n{}",
            "[[deals]]\nbid = 7\nnote = \"x\"\n".repeat(12_000)
        );
        let yaml = format!(
            "players: [A]\ndeals:\n{}",
            "  - {bid: 7, note: x}\n".repeat(12_000)
        );
        for (format, text) in [(Format::Toml, toml), (Format::Yaml, yaml)] {
            assert!(text.len() > 256 * 1024);
            let (recorder, result) = record(format, &text);
            assert!(result.is_ok());
            assert_eq!((recorder.deals.len(), recorder.resets), (12_000, 0));
            assert!(
                recorder
                    .deals
                    .windows(2)
                    .all(|pair| pair[0].end <= pair[1].start)
            );
            crate::harness::fuzz_reader(format == Format::Yaml, text.as_bytes());
            for broken in [format!("{text}x = [\n"), format!("bid: [\n{text}")] {
                let (_, result) = record(format, &broken);
                assert!(result.is_err(), "{format:?}");
            }
        }
    }

    /// Deals that arrive whole in YAML (an alias to a list, a merge key) still go to the
    /// sink one by one, after the header; streamed and whole readings agree.
    #[test]
    fn yaml_deals_through_an_alias_or_a_merge_key_are_read() {
        let merged = "<<: {deals: [{bid: 7}, {passed: true}]}\nplayers: [A, B, C, D]\n";
        let (recorder, result) = record(Format::Yaml, merged);
        assert!(result.is_ok());
        assert_eq!(recorder.deals.len(), 2);
        crate::harness::fuzz_reader(true, merged.as_bytes());
        let aliased = "players: &p [A, B, C, D]\ndeals: *p\n";
        let (recorder, _) = record(Format::Yaml, aliased);
        assert_eq!(recorder.deals.len(), 4);
        crate::harness::fuzz_reader(true, aliased.as_bytes());
    }

    /// Anchors nested in anchors are charged what they keep: a list inside 60 of them
    /// is stopped, not held 60 times.
    #[test]
    fn yaml_nested_anchors_are_charged_against_the_budget() {
        let levels = 60;
        let mut text = String::from("players: [A]\nx: ");
        for level in 0..levels {
            text.push_str(&format!("&a{level} ["));
        }
        text.push_str(&vec!["1"; 20_000].join(","));
        text.push_str(&"]".repeat(levels));
        text.push('\n');
        let errors = parse_yaml(&text).expect_err("refused");
        assert!(
            errors[0].message.contains("larger than its text allows"),
            "{}",
            errors[0].message
        );
    }

    /// A tab that starts a line is pointed at, not the character after it.
    #[test]
    fn a_tab_at_the_start_of_a_line_is_pointed_at() {
        let text = "players: [A, B, C, D]\ndeals:\n\t- {bid: 7}\n";
        let errors = parse_yaml(text).expect_err("a tab");
        assert_eq!(errors[0].span, Some(29..30));
        assert_eq!(&text[29..30], "\t");
    }

    /// Past 32 keys a table finds its keys by hash: a key given twice is still caught,
    /// named at both places, in TOML (also after a table is reopened) and YAML.
    #[test]
    fn large_tables_still_catch_a_key_given_twice() {
        let lines = |form: &str, count: usize| -> String {
            (0..count)
                .map(|n| form.replace('N', &n.to_string()))
                .collect()
        };
        let keys = lines("kN = 1\n", 40);
        let toml = format!("[x.y]\n[x]\n{keys}k7 = 2\n");
        let errors = parse_toml(&toml).expect_err("k7 twice");
        assert!(
            errors[0].message.contains("\"k7\" is given twice"),
            "{}",
            errors[0].message
        );
        let first = errors[0].also.first().expect("first place").0.clone();
        assert_eq!(&toml[first], "k7");
        let keys = lines("kN: 1\n", 40);
        let yaml = format!("{keys}k7: 2\n");
        let errors = parse_yaml(&yaml).expect_err("k7 twice");
        assert!(
            errors[0].message.contains("\"k7\" is given twice"),
            "{}",
            errors[0].message
        );
        // A merged key may still be given again, past the index too.
        let merged = format!(
            "base: &b {{k39: 0}}\nx:\n  <<: *b\n{}  k39: 5\n",
            lines("  kN: 1\n", 39)
        );
        let root = parse_yaml(&merged).expect("merged");
        assert_eq!(
            root.get("x")
                .and_then(|x| x.get("k39"))
                .map(|n| n.value.clone()),
            Some(Value::Int(5))
        );
    }

    /// `read_deals` keeps two deals' trees, not the file's, yet agrees with `parse` on
    /// everything it keeps: the top-level table, how many deals, every deal shown to
    /// `each` (spans and values), and the wanted deal with the one before it, in every
    /// layout (inline lists, flow and block YAML, aliases, merge keys, deals before the
    /// header, a late table, multi-line strings).
    #[test]
    fn reading_for_a_change_agrees_with_the_whole_tree() {
        let layouts = [
            (
                Format::Toml,
                "players = [\"A\", \"B\", \"C\", \"D\"]\n[rules]\nend = \"none\"\n\n[[deals]]\ndeclarer = \"A\"\nbid = 5\ntricks = [5, 3, 3, 2]\n\n# two\n[[deals]]\npassed = true\nnote = \"\"\"\n[[deals]]\n\"\"\"\n[[deals]]\nbid = 7\n[deals.hands]\nx = 1\n",
                3,
            ),
            (
                Format::Toml,
                "players = [\"A\", \"B\", \"C\", \"D\"]\ndeals = [\n  { declarer = \"A\", bid = 5 },  # one\n  { passed = true }, { bid = 6 },\n]\n[rules]\nend = \"none\"\n",
                3,
            ),
            (
                Format::Toml,
                "\"deals\" = [{ bid = 5 }, { bid = 6 }, { bid = 7 }]\nplayers = [\"A\"]\n",
                3,
            ),
            (
                Format::Toml,
                "players = [\"A\"]\n[[deals]]\nbid = 5\n[[deals]]\nbid = 6\n[teams]\nx = 1\n",
                2,
            ),
            (
                Format::Yaml,
                "players: [A, B, C, D]\ndeals:\n  - declarer: A\n    bid: 5\n    # inside\n  - {passed: true}\n  -\n    bid: 7\n    note: |\n      - x\n",
                3,
            ),
            (
                Format::Yaml,
                "deals: [\n  {bid: 5}, {bid: 6},\n  {bid: 7}\n]\nplayers: [A, B, C, D]\n",
                3,
            ),
            (
                Format::Yaml,
                "players: [A, B, C, D]\ndeals:\n  - &d\n    declarer: B\n    bid: 7\n  - note: again\n    <<: *d\n  - *d\n",
                3,
            ),
            (
                Format::Yaml,
                "base: &b [{bid: 5}, {passed: true}]\n<<: {deals: *b}\nplayers: [A]\n",
                2,
            ),
            (Format::Yaml, "players: &p [A, B, C, D]\ndeals: *p\n", 4),
            (Format::Yaml, "players: [A]\ndeals: ~\n", 0),
            (Format::Toml, "players = [\"A\"]\ndeals = 5\n", 0),
            (Format::Toml, "players = [\"A\"]\n", 0),
        ];
        for (format, text, count) in layouts {
            let whole = parse_as(format, text).unwrap_or_else(|e| panic!("{e:?}: {text}"));
            let items: &[Node<'_>] = match whole.get(DEALS).map(|node| &node.value) {
                Some(Value::Array(items)) => items,
                _ => &[],
            };
            assert_eq!(items.len(), count, "{text}");
            let mut header = whole.clone();
            if let Value::Table(entries) = &mut header.value
                && let Some(entry) = entries.iter_mut().find(|entry| entry.key == DEALS)
                && let Value::Array(items) = &mut entry.node.value
            {
                items.clear();
            }
            let source = Source {
                name: "t".into(),
                text: text.into(),
                format,
            };
            // The reading that streams into a sink ends with the same top-level table
            // (the safety net compares what is outside the deals from it).
            let streamed = read_into_for_root(&source, &mut Recorder::default()).expect("reads");
            assert_eq!(streamed, header, "{text}");
            let numbers = (1..=items.len() + 1).map(Some).chain([None]);
            for number in numbers {
                let mut shown = Vec::new();
                let read = read_deals(&source, number, &mut |_, deal| shown.push(deal.clone()))
                    .expect("reads");
                assert_eq!(read.root, header, "{number:?}: {text}");
                assert_eq!(read.count, items.len(), "{number:?}: {text}");
                if read
                    .list()
                    .is_some_and(|list| matches!(list.value, Value::Array(_)))
                {
                    assert_eq!(shown, items, "{number:?}: {text}");
                }
                // The same from the reading that streams into a sink (read again after a
                // late table: the deals kept and shown start again).
                let mut again = Vec::new();
                let streamed = read_into_keeping(
                    &source,
                    &mut Recorder::default(),
                    number,
                    &mut |index, deal| {
                        again.truncate(index);
                        again.push(deal.clone());
                    },
                )
                .expect("reads");
                assert_eq!(streamed.root, read.root, "{number:?}: {text}");
                assert_eq!(
                    (streamed.count, &streamed.kept, streamed.first),
                    (read.count, &read.kept, read.first),
                    "{number:?}: {text}"
                );
                if read
                    .list()
                    .is_some_and(|list| matches!(list.value, Value::Array(_)))
                {
                    assert_eq!(again, items, "{number:?}: {text}");
                }
                let Some(index) = number.unwrap_or(items.len()).checked_sub(1) else {
                    continue;
                };
                if index >= items.len() {
                    assert!(read.around(index).is_empty(), "{number:?}: {text}");
                    continue;
                }
                assert_eq!(read.item(index), Some(&items[index]), "{number:?}: {text}");
                assert_eq!(
                    read.around(index),
                    &items[index.saturating_sub(1)..=index],
                    "{number:?}: {text}"
                );
                // Nothing else was kept.
                let others = (0..items.len())
                    .filter(|&other| other != index && other + 1 != index)
                    .filter(|&other| read.item(other).is_some())
                    .count();
                assert_eq!(others, 0, "{number:?}: {text}");
            }
        }
    }
}
