//! Reading a match file: from a path or standard input, TOML or YAML, into the spanned
//! value tree of `raw`. Every failure here is a diagnostic, never a panic: I/O errors,
//! text that is not UTF-8, syntax errors, duplicate keys, YAML resource limits.
//!
//! Each format has its own reader (`toml`, `yaml`) on its parser's event stream; both
//! build one deal's tree at a time and hand it on, and [`fold`] (in `reader.rs`) is the
//! one way the program reads a match file: its header and its deals as items into a fold.

use std::io::{self, Read};
use std::path::Path;

use crate::diagnostic::{Code, Diagnostic};
use crate::lang::{Text, text};
use crate::raw::Node;

mod index;
mod reader;
mod syntax;
mod toml;
mod yaml;

#[cfg(any(test, feature = "harness"))]
pub(crate) use reader::read_deals;
pub(crate) use reader::{Deals, Folded, Item, Keep, fold, parse};

#[cfg(test)]
mod conformance;

/// The top-level key whose list is read a deal at a time.
const DEALS: &str = "deals";

crate::named::named! {
    /// The two file formats.
    pub(crate) enum Format {
        Toml => "toml";
        Yaml => "yaml";
    }
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
/// With the source, the fingerprint of the bytes as read (`fingerprint`): the version of
/// the file the source is, which a change can be made on condition of.
pub(crate) fn read(
    path: &str,
    format: Option<Format>,
    max_size: u64,
    special: Special,
) -> Result<(Source, u64), Unreadable> {
    let implied = format.or_else(|| Format::from_path(Path::new(path)));
    let bytes = if path == "-" {
        if implied.is_none() {
            return Err(
                Unreadable::new("<stdin>", Code::IoFormat, text!("io-stdin-format"))
                    .map_help(text!("io-stdin-format-help")),
            );
        }
        read_text(io::stdin().lock(), "<stdin>", max_size, 0)?
    } else {
        read_bytes(path, max_size, special)?
    };
    let name = if path == "-" { "<stdin>" } else { path };
    let format = implied.ok_or_else(|| Unreadable {
        name: name.to_owned(),
        diagnostic: Box::new(unknown_format(path)),
    })?;
    let fingerprint = fingerprint(&bytes);
    decode(name.to_owned(), bytes, format).map(|source| (source, fingerprint))
}

/// A hash of a file's bytes: the version of the file they are, to notice a change
/// between reading and writing.
pub(crate) fn fingerprint(bytes: &[u8]) -> u64 {
    let mut hasher = Fingerprint::default();
    hasher.feed(bytes);
    hasher.finish()
}

/// The hash of `fingerprint`, fed the bytes in pieces of any size: the same bytes give
/// the same hash however they are cut (`SipHash` takes a stream), then their count.
#[derive(Default)]
pub(crate) struct Fingerprint {
    hasher: std::collections::hash_map::DefaultHasher,
    length: u64,
}

impl Fingerprint {
    pub(crate) fn feed(&mut self, bytes: &[u8]) {
        use std::hash::Hasher;
        self.hasher.write(bytes);
        self.length += bytes.len() as u64;
    }

    pub(crate) fn finish(mut self) -> u64 {
        use std::hash::Hasher;
        self.hasher.write_u64(self.length);
        self.hasher.finish()
    }
}

/// What a reader does with a name that is not a regular file (a FIFO, a device).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) enum Special {
    /// Read it as a stream (`batak score <(…)`).
    #[default]
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
    let file = open_without_blocking(path).map_err(|error| open_error(path, &error))?;
    let metadata = file.metadata().map_err(|error| open_error(path, &error))?;
    if metadata.is_dir() {
        return Err(open_error(path, &io::ErrorKind::IsADirectory.into()));
    }
    if metadata.is_file() && metadata.len() > max_size {
        return Err(too_large(path, max_size));
    }
    if !metadata.is_file() && special == Special::Refuse {
        return Err(
            Unreadable::new(path, Code::IoRead, text!("io-not-regular", path = path))
                .map_help(text!("io-not-regular-help")),
        );
    }
    let expected = if metadata.is_file() {
        metadata.len()
    } else {
        // A stream is read as streams are: waiting for its writer.
        #[cfg(unix)]
        rustix::fs::fcntl_setfl(&file, rustix::fs::OFlags::empty())
            .map_err(|error| open_error(path, &io::Error::from(error)))?;
        0
    };
    read_text(file, path, max_size, expected)
}

/// `path` opened to read without waiting: a FIFO without a writer is opened at once (its
/// kind is then known from the handle), and a terminal does not become the controlling one.
#[cfg(unix)]
fn open_without_blocking(path: &str) -> io::Result<std::fs::File> {
    use rustix::fs::{Mode, OFlags};
    let flags = OFlags::RDONLY | OFlags::NONBLOCK | OFlags::NOCTTY | OFlags::CLOEXEC;
    Ok(rustix::fs::open(path, flags, Mode::empty())?.into())
}

/// `path` opened to read (there is no FIFO to wait on without Unix).
#[cfg(not(unix))]
fn open_without_blocking(path: &str) -> io::Result<std::fs::File> {
    std::fs::File::open(path)
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
        Ok(root) => is_match_root(&root),
        Err(_) => names_a_match_key_anywhere(&source.text),
    }
}

/// Whether a file's top-level table makes it a match file (`is_match_file`'s test of a
/// text that parses).
pub(crate) fn is_match_root(root: &Node<'_>) -> bool {
    root.as_table()
        .is_some_and(|entries| entries.iter().any(|entry| near_a_match_key(&entry.key)))
}

/// Whether a line of a text that does not parse names a match file's key
/// (`is_match_file`'s test of a text with syntax errors).
pub(crate) fn names_a_match_key_anywhere(text: &str) -> bool {
    text.lines().any(names_a_match_key)
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

/// The diagnostic for a file that cannot be opened or read (every command that reads or
/// writes a file says it the same way).
pub(crate) fn open_error(path: &str, error: &io::Error) -> Unreadable {
    let directory = error.kind() == io::ErrorKind::IsADirectory || Path::new(path).is_dir();
    let (code, message, help) = match error.kind() {
        io::ErrorKind::NotFound => (
            Code::IoNotFound,
            text!("io-not-found", path = path),
            text!("io-not-found-help"),
        ),
        io::ErrorKind::PermissionDenied => (
            Code::IoPermission,
            text!("io-permission", path = path),
            text!("io-permission-help"),
        ),
        _ if directory => (
            Code::IoIsDirectory,
            text!("io-is-directory", path = path),
            text!("io-is-directory-help"),
        ),
        _ => (
            Code::IoRead,
            text!(
                "io-read",
                path = path,
                error = crate::lang::system_words(error)
            ),
            if error.kind() == io::ErrorKind::InvalidFilename {
                text!("io-read-name-help")
            } else {
                text!("io-read-help")
            },
        ),
    };
    Unreadable::new(path, code, message).map_help(help)
}

/// The diagnostic for a file larger than `--max-size`.
pub(crate) fn too_large(name: &str, max_size: u64) -> Unreadable {
    Unreadable::new(
        name,
        Code::IoTooLarge,
        text!("io-too-large", name = name, max = max_size),
    )
    .map_help(text!("io-too-large-help"))
}

/// Read a stream a piece at a time, stopping at once (without reading on) at the first
/// NUL byte, the first byte that is not UTF-8, or past `max_size` bytes: `/dev/zero` and
/// `/dev/urandom` get a diagnostic, not all of the machine's memory. `expected` is the
/// size the file says it has (0: unknown): the buffer is made that big at once (a large
/// file is then never copied while it is read, nor held twice).
pub(crate) fn read_text(
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
        // One read a piece, checked as it comes (a stream that pauses is not waited on
        // for more). Of a file whose size is known, what is left and one byte more: a
        // small file is not given, and zeroed, a whole piece twice.
        let piece = match expected {
            0 => PIECE,
            _ => (expected + 1).saturating_sub(start).clamp(1, PIECE),
        };
        bytes.resize(start + piece, 0);
        let count = loop {
            match reader.read(&mut bytes[start..]) {
                Ok(count) => break count,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => return Err(open_error(name, &error)),
            }
        };
        bytes.truncate(start + count);
        if let Some(nul) = bytes[start..].iter().position(|&byte| byte == 0) {
            return Err(Unreadable::new(
                name,
                Code::IoBinary,
                text!("io-binary", name = name, offset = start + nul),
            )
            .map_help(text!("io-binary-help")));
        }
        match std::str::from_utf8(&bytes[checked..]) {
            Ok(_) => checked = bytes.len(),
            Err(error) if error.error_len().is_none() && count > 0 => {
                checked += error.valid_up_to();
            }
            Err(error) => {
                return Err(not_utf8(name, checked + error.valid_up_to()));
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
    Diagnostic::error(Code::IoFormat, None, text!("io-format", path = path))
        .help(text!("io-format-help"))
}

/// The diagnostic for text that is not UTF-8 from byte `offset` on.
fn not_utf8(name: &str, offset: usize) -> Unreadable {
    Unreadable::new(
        name,
        Code::IoNotUtf8,
        text!("io-not-utf8", name = name, offset = offset),
    )
    .map_help(text!("io-not-utf8-help"))
}

/// Turn bytes already read into a source: UTF-8 only, a byte-order mark dropped, not empty.
pub(crate) fn decode(name: String, bytes: Vec<u8>, format: Format) -> Result<Source, Unreadable> {
    let mut text = String::from_utf8(bytes)
        .map_err(|error| not_utf8(&name, error.utf8_error().valid_up_to()))?;
    if text.starts_with('\u{feff}') {
        // A byte-order mark says nothing to either format; spans stay right because the
        // text we keep is the text we parse.
        text.replace_range(..3, "");
    }
    if text.trim().is_empty() {
        return Err(
            Unreadable::new(&name, Code::IoEmpty, text!("io-empty", name = &name))
                .map_help(text!("io-empty-help")),
        );
    }
    Ok(Source { name, text, format })
}

impl Unreadable {
    /// A file-level problem (no span) with the name it is about.
    fn new(name: &str, code: Code, message: Text) -> Unreadable {
        Unreadable {
            name: name.to_owned(),
            diagnostic: Box::new(Diagnostic::error(code, None, message)),
        }
    }

    fn map_help(mut self, help: Text) -> Self {
        self.diagnostic.help = Some(help);
        self
    }
}

#[cfg(test)]
mod tests;
