//! Reading a match file: from a path or standard input, TOML or YAML, into the spanned
//! value tree of `raw`. Every failure here is a diagnostic, never a panic: I/O errors,
//! text that is not UTF-8, syntax errors, duplicate keys, YAML resource limits.

use std::borrow::Cow;
use std::fmt;
use std::io::{self, Read};
use std::path::Path;

use serde::de::{self, Deserialize, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};

use crate::diagnostic::{Code, Diagnostic, floor_char_boundary};
use crate::raw::{Entry, Node, Span, Value};

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
/// reading at most `max_size` bytes.
pub(crate) fn read(
    path: &str,
    format: Option<Format>,
    max_size: u64,
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
        read_bytes(path, max_size)?
    };
    let name = if path == "-" { "<stdin>" } else { path };
    let format = implied.ok_or_else(|| Unreadable {
        name: name.to_owned(),
        diagnostic: Box::new(unknown_format(path)),
    })?;
    decode(name.to_owned(), bytes, format)
}

/// The bytes of a file, or why it cannot be read (missing, a directory, permission, too
/// large, not text …).
pub(crate) fn read_bytes(path: &str, max_size: u64) -> Result<Vec<u8>, Unreadable> {
    let opened = std::fs::File::open(path).and_then(|file| {
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
        Ok((file, _)) => read_text(file, path, max_size),
        Err(error) => Err(open_error(path, &error)),
    }
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
    mut reader: impl Read,
    name: &str,
    max_size: u64,
) -> Result<Vec<u8>, Unreadable> {
    const PIECE: usize = 64 * 1024;
    let mut bytes = Vec::new();
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
            bytes.shrink_to_fit();
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

/// Parse the text into the spanned tree, or the syntax diagnostics.
pub(crate) fn parse(source: &Source) -> Result<Node<'_>, Vec<Diagnostic>> {
    match source.format {
        Format::Toml => parse_toml(&source.text),
        Format::Yaml => parse_yaml(&source.text),
    }
}

/// Receives a match file as it is read: the top-level keys once (whatever `deals` holds
/// there is not to be looked at), then every deal in order. Large files stream through
/// it without their whole tree in memory.
pub(crate) trait Sink {
    /// The top-level table.
    fn header(&mut self, root: &Node<'_>);
    /// The next deal.
    fn deal(&mut self, deal: &Node<'_>);
    /// Forget everything received: the reader starts again the slow way.
    fn reset(&mut self);
}

/// Read the file into `sink`; on a syntax error, the syntax diagnostics.
pub(crate) fn read_into(source: &Source, sink: &mut dyn Sink) -> Result<(), Vec<Diagnostic>> {
    match source.format {
        Format::Toml => {
            if let Some(starts) = toml_deal_headers(&source.text) {
                toml_in_pieces(&source.text, &starts, sink)
            } else {
                whole_tree(parse_toml(&source.text)?, sink);
                Ok(())
            }
        }
        Format::Yaml => yaml_streaming(&source.text, sink),
    }
}

/// Feed a whole parsed tree: the header, then each deal.
fn whole_tree(mut root: Node<'_>, sink: &mut dyn Sink) {
    let deals = match &mut root.value {
        Value::Table(entries) => entries
            .iter_mut()
            .find(|entry| entry.key == "deals")
            .and_then(|entry| match &mut entry.node.value {
                Value::Array(items) => Some(std::mem::take(items)),
                _ => None,
            }),
        _ => None,
    };
    sink.header(&root);
    for deal in deals.iter().flatten() {
        sink.deal(deal);
    }
}

/// Where the `[[deals]]` headers of a plain TOML file start, when the file can be read a
/// deal at a time: no multi-line strings (which could hide a header) and, after the first
/// deal, no table header but `[[deals]]`. `None` means: read the whole tree.
fn toml_deal_headers(text: &str) -> Option<Vec<usize>> {
    if text.contains("\"\"\"") || text.contains("'''") {
        return None;
    }
    let mut starts = Vec::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim_start();
        if trimmed.starts_with('[') {
            let rest = trimmed.strip_prefix("[[").map(str::trim_start);
            let rest = rest
                .and_then(|r| r.strip_prefix("deals"))
                .map(str::trim_start);
            let rest = rest.and_then(|r| r.strip_prefix("]]")).map(str::trim_start);
            match rest {
                Some(rest) if rest.is_empty() || rest.starts_with('#') => {
                    starts.push(offset + (line.len() - trimmed.len()));
                }
                _ if !starts.is_empty() => return None,
                _ => {}
            }
        }
        offset += line.len();
    }
    (!starts.is_empty()).then_some(starts)
}

/// Parse the part before the first deal, then each `[[deals]]` table on its own, so the
/// parser's tree never holds more than one deal.
fn toml_in_pieces(
    text: &str,
    starts: &[usize],
    sink: &mut dyn Sink,
) -> Result<(), Vec<Diagnostic>> {
    let header = parse_toml_at(&text[..starts[0]], 0)?;
    if header.get("deals").is_some() {
        // `deals = …` and `[[deals]]` together: let the whole-file parser say what is wrong.
        whole_tree(parse_toml(text)?, sink);
        return Ok(());
    }
    sink.header(&header);
    drop(header);
    let mut errors = Vec::new();
    for (index, &start) in starts.iter().enumerate() {
        let end = starts.get(index + 1).copied().unwrap_or(text.len());
        match parse_toml_at(&text[start..end], start) {
            Ok(piece) if errors.is_empty() => {
                if let Some(Value::Array(deals)) = piece.get("deals").map(|node| &node.value) {
                    for deal in deals {
                        sink.deal(deal);
                    }
                }
            }
            Ok(_) => {}
            Err(problems) => errors.extend(problems),
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

fn parse_toml(text: &str) -> Result<Node<'_>, Vec<Diagnostic>> {
    parse_toml_at(text, 0)
}

/// Parse a TOML document, or a piece of one that starts at `offset` in the file.
fn parse_toml_at(text: &str, offset: usize) -> Result<Node<'_>, Vec<Diagnostic>> {
    let (table, errors) = toml::de::DeTable::parse_recoverable(text);
    if !errors.is_empty() {
        return Err(errors
            .into_iter()
            .map(|error| {
                let span = error
                    .span()
                    .map(|span| span.start + offset..span.end + offset);
                syntax_error(Format::Toml, text, offset, error.message().trim(), span)
            })
            .collect());
    }
    let span = table.span();
    Ok(Node {
        span: span.start + offset..span.end + offset,
        value: toml_table(table.into_inner(), offset),
    })
}

fn toml_table(table: toml::de::DeTable<'_>, offset: usize) -> Value<'_> {
    Value::Table(
        table
            .into_iter()
            .map(|(key, value)| {
                let span = key.span();
                Entry {
                    key_span: span.start + offset..span.end + offset,
                    key: key.into_inner(),
                    node: toml_node(value, offset),
                }
            })
            .collect(),
    )
}

fn toml_node(value: toml::Spanned<toml::de::DeValue<'_>>, offset: usize) -> Node<'_> {
    use toml::de::DeValue;
    let span = value.span();
    let span = span.start + offset..span.end + offset;
    let value = match value.into_inner() {
        DeValue::String(text) => Value::Str(text),
        DeValue::Integer(integer) => {
            let digits = integer.as_str().replace('_', "");
            match i64::from_str_radix(&digits, integer.radix()) {
                Ok(number) => Value::Int(number),
                Err(_) => Value::BigInt(Cow::Owned(integer.as_str().to_owned())),
            }
        }
        DeValue::Float(float) => {
            Value::Float(float.as_str().replace('_', "").parse().unwrap_or(f64::NAN))
        }
        DeValue::Boolean(flag) => Value::Bool(flag),
        DeValue::Datetime(datetime) => Value::Date(datetime.to_string()),
        DeValue::Array(array) => Value::Array(
            array
                .into_iter()
                .map(|item| toml_node(item, offset))
                .collect(),
        ),
        DeValue::Table(table) => toml_table(table, offset),
    };
    Node { span, value }
}

/// The YAML parser's budget grows with the input, so a file of a million deals loads,
/// while an alias bomb (small text, huge expansion) hits the limit at once: a document
/// without aliases has fewer nodes than bytes.
fn yaml_options(text: &str) -> serde_saphyr::Options {
    let scaled = text.len().saturating_add(10_000);
    serde_saphyr::options! {
        budget: serde_saphyr::budget! {
            max_events: scaled.saturating_mul(2),
            max_nodes: scaled,
            max_total_scalar_bytes: scaled.saturating_add(1 << 20),
            max_recorded_anchor_events: scaled,
            // Every alias takes at least two bytes of text: many are fine (`declarer: *a`
            // on 200,000 deals); what bounds a bomb is the replay budget below.
            max_aliases: scaled,
            enforce_alias_anchor_ratio: false,
        },
        alias_limits: serde_saphyr::alias_limits! {
            max_total_replayed_events: scaled.saturating_mul(2),
        },
    }
}

/// Said by the streaming reader when the file is laid out so that it cannot stream after
/// all; the file is then read again as a whole tree.
const STREAM_FALLBACK: &str = "batak: read the whole tree";

/// Read YAML into `sink`. When `deals` is the last top-level key of a block mapping (the
/// usual layout) the deals stream one at a time; otherwise the whole tree is read first.
fn yaml_streaming(text: &str, sink: &mut dyn Sink) -> Result<(), Vec<Diagnostic>> {
    if deals_is_last_key(text) {
        let result = serde_saphyr::with_deserializer_from_str_with_options(
            text,
            yaml_options(text),
            |deserializer| {
                RootSeed {
                    text,
                    sink: &mut *sink,
                }
                .deserialize(deserializer)
            },
        );
        match result {
            Ok(()) => return Ok(()),
            Err(error) if error.to_string().contains(STREAM_FALLBACK) => sink.reset(),
            Err(error) => {
                sink.reset();
                return Err(vec![yaml_error(text, &error)]);
            }
        }
    }
    whole_tree(parse_yaml(text)?, sink);
    Ok(())
}

/// Whether the last key at the start of a line (a top-level key of a block mapping) is
/// `deals:`. A cheap look at the text; the streaming reader checks it again.
fn deals_is_last_key(text: &str) -> bool {
    let last_key = text
        .lines()
        .filter(|line| {
            line.starts_with(|c: char| c.is_alphanumeric() || c == '_' || c == '"' || c == '\'')
        })
        .rfind(|line| line.contains(':'));
    last_key.is_some_and(|line| {
        let key = line
            .split(':')
            .next()
            .unwrap_or("")
            .trim()
            .trim_matches(['"', '\'']);
        key == "deals"
    })
}

/// The top-level mapping, streaming the deals into the sink.
struct RootSeed<'t, 's> {
    text: &'t str,
    sink: &'s mut dyn Sink,
}

impl<'de> de::DeserializeSeed<'de> for RootSeed<'de, '_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for RootSeed<'de, '_> {
    type Value = ();

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("a mapping of keys")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let mut entries: Vec<Entry<'de>> = Vec::new();
        let mut streamed = false;
        while let Some(key) = map.next_key::<serde_saphyr::Spanned<YamlKey<'de>>>()? {
            if streamed {
                // A key after the deals: the header was incomplete.
                return Err(de::Error::custom(STREAM_FALLBACK));
            }
            let key_span = span_of(&key.referenced);
            if key.value.0 == "deals" {
                map.next_value_seed(DealsSeed {
                    text: self.text,
                    sink: &mut *self.sink,
                    entries: &mut entries,
                    key_span,
                })?;
                streamed = true;
            } else {
                let YamlNode(mut node) = map.next_value()?;
                close_collections(self.text, &mut node);
                entries.push(Entry {
                    key: key.value.0,
                    key_span,
                    node,
                });
            }
        }
        if !streamed {
            return Err(de::Error::custom(STREAM_FALLBACK));
        }
        Ok(())
    }
}

/// The deals list: the header goes to the sink first, then each deal as it is read.
struct DealsSeed<'t, 's, 'e> {
    text: &'t str,
    sink: &'s mut dyn Sink,
    entries: &'e mut Vec<Entry<'t>>,
    key_span: Span,
}

impl<'de> de::DeserializeSeed<'de> for DealsSeed<'de, '_, '_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for DealsSeed<'de, '_, '_> {
    type Value = ();

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("a list of deals")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let mut entries = std::mem::take(self.entries);
        entries.push(Entry {
            key: Cow::Borrowed("deals"),
            key_span: self.key_span.clone(),
            node: Node {
                span: self.key_span.clone(),
                value: Value::Array(Vec::new()),
            },
        });
        self.sink.header(&Node {
            span: 0..self.text.len(),
            value: Value::Table(entries),
        });
        while let Some(YamlNode(mut deal)) = seq.next_element()? {
            close_collections(self.text, &mut deal);
            self.sink.deal(&deal);
        }
        Ok(())
    }

    // Anything but a list (null, a scalar, a mapping): read the whole tree instead, so
    // the diagnostics come from the one general path.
    fn visit_unit<E: de::Error>(self) -> Result<(), E> {
        Err(E::custom(STREAM_FALLBACK))
    }

    fn visit_none<E: de::Error>(self) -> Result<(), E> {
        Err(E::custom(STREAM_FALLBACK))
    }

    fn visit_map<A: MapAccess<'de>>(self, _map: A) -> Result<(), A::Error> {
        Err(de::Error::custom(STREAM_FALLBACK))
    }

    fn visit_str<E: de::Error>(self, _value: &str) -> Result<(), E> {
        Err(E::custom(STREAM_FALLBACK))
    }

    fn visit_i64<E: de::Error>(self, _value: i64) -> Result<(), E> {
        Err(E::custom(STREAM_FALLBACK))
    }

    fn visit_u64<E: de::Error>(self, _value: u64) -> Result<(), E> {
        Err(E::custom(STREAM_FALLBACK))
    }

    fn visit_f64<E: de::Error>(self, _value: f64) -> Result<(), E> {
        Err(E::custom(STREAM_FALLBACK))
    }

    fn visit_bool<E: de::Error>(self, _value: bool) -> Result<(), E> {
        Err(E::custom(STREAM_FALLBACK))
    }
}

fn parse_yaml(text: &str) -> Result<Node<'_>, Vec<Diagnostic>> {
    match serde_saphyr::from_str_with_options::<YamlNode<'_>>(text, yaml_options(text)) {
        Ok(YamlNode(mut node)) => {
            close_collections(text, &mut node);
            Ok(node)
        }
        Err(error) => Err(vec![yaml_error(text, &error)]),
    }
}

fn yaml_error(text: &str, error: &serde_saphyr::Error) -> Diagnostic {
    let options = serde_saphyr::render_options! {
        snippets: serde_saphyr::SnippetMode::Off,
    };
    let rendered = error.render_with_options(options);
    let message = rendered
        .lines()
        .next()
        .unwrap_or("invalid YAML")
        .trim()
        .to_owned();
    let span = error.location().and_then(|location| {
        let span = location.span();
        let start = match span.byte_offset() {
            Some(offset) => usize::try_from(offset).ok()?,
            None => offset_of(text, location.line(), location.column())?,
        };
        let len = span
            .byte_len()
            .and_then(|len| usize::try_from(len).ok())
            .unwrap_or(0);
        let start = start.min(text.len());
        Some(start..(start + len).min(text.len()))
    });
    if message.contains("budget breached: Depth") {
        return Diagnostic::error(
            Code::Syntax,
            span,
            "YAML: the document is nested too deeply",
        )
        .label("nesting stopped here")
        .help("a match file is at most four levels deep: the file, deals, a deal, its tricks");
    }
    if message.contains("budget breached") || message.to_lowercase().contains("alias replay") {
        return Diagnostic::error(
            Code::Syntax,
            span,
            "YAML: the document is larger than its text allows (aliases that multiply, or too many nodes)",
        )
        .label("expansion stopped here")
        .help("a match file needs no aliases that multiply; write the deals out");
    }
    syntax_error(Format::Yaml, text, 0, &message, span)
}

/// A syntax error in the project's words: the parser's message without its own
/// location (the report gives it, counted in characters), the duplicated key named and
/// both places shown, a tab pointed at, and a help line a player can act on.
fn syntax_error(
    format: Format,
    text: &str,
    offset: usize,
    message: &str,
    span: Option<Span>,
) -> Diagnostic {
    let (language, general_help) = match format {
        Format::Toml => (
            "TOML",
            "check the TOML here: text in quotes, lists in [ ], one key = value per line",
        ),
        Format::Yaml => (
            "YAML",
            "check the YAML here: key: value, list items under a dash, indentation by spaces",
        ),
    };
    // serde-saphyr ends its messages with "at line L, column C"; the report says where.
    let message = match message.rfind(" at line ") {
        Some(cut) if message[cut..].contains(", column ") => &message[..cut],
        _ => message,
    };
    if message.contains("duplicate") {
        let key = span
            .as_ref()
            .and_then(|span| text.get(span.start - offset..span.end - offset))
            .map(|key| key.trim().trim_matches(['"', '\'']).to_owned())
            .filter(|key| !key.is_empty())
            .or_else(|| {
                // serde-saphyr: "duplicate mapping key: players, set …"
                let rest = message.split_once("key: ")?.1;
                Some(rest.split(',').next()?.trim().to_owned())
            });
        if let Some(key) = key {
            let mut diagnostic = Diagnostic::error(
                Code::Syntax,
                span.clone(),
                format!("{language}: the key \"{key}\" is given twice"),
            )
            .label("given again here")
            .help(format!(
                "keep one \"{key}\": a key may appear only once in a table"
            ));
            if let Some(first) = span
                .as_ref()
                .and_then(|span| earlier_key(text, &key, span.start.saturating_sub(offset)))
            {
                diagnostic =
                    diagnostic.also(first.start + offset..first.end + offset, "first given here");
            }
            return diagnostic;
        }
    }
    if format == Format::Yaml && message.contains("multiple YAML documents") {
        return Diagnostic::error(
            Code::Syntax,
            span,
            "YAML: this file holds more than one document (a line ---)",
        )
        .label("another document starts here")
        .help("a match file is one YAML document: keep one match per file, or remove the ---");
    }
    if format == Format::Yaml && message.contains("tab") {
        // The scanner stops at the end of the line before; the tab is what to fix.
        let from = span.as_ref().map_or(0, |span| {
            floor_char_boundary(text, span.start.min(text.len()))
        });
        if let Some(tab) = text[from..].find('\t').map(|tab| from + tab) {
            return Diagnostic::error(
                Code::Syntax,
                Some(tab..tab + 1),
                "YAML: a tab in the indentation; YAML indents with spaces only",
            )
            .label("a tab")
            .help("replace the tab with spaces, lined up with the keys above");
        }
    }
    Diagnostic::error(Code::Syntax, span, format!("{language}: {message}"))
        .label("here")
        .help(general_help)
}

/// Where `key` was given before the line of `at`, at the same indentation, in the same
/// table: the first of two duplicates. `None` when it cannot be told from the lines.
fn earlier_key(text: &str, key: &str, at: usize) -> Option<Span> {
    let at = floor_char_boundary(text, at.min(text.len()));
    let line_start = text[..at].rfind('\n').map_or(0, |newline| newline + 1);
    let column = text[line_start..at].len();
    let mut end = line_start;
    while end > 0 {
        let start = text[..end - 1].rfind('\n').map_or(0, |newline| newline + 1);
        let line = &text[start..end - 1];
        let content = line.trim_start_matches(' ');
        let indent = line.len() - content.len();
        let keyed = content
            .strip_prefix(key)
            .or_else(|| content.strip_prefix(&format!("\"{key}\"")))
            .is_some_and(|rest| rest.trim_start().starts_with([':', '=']));
        if indent == column && keyed {
            let quotes = if content.starts_with('"') { 2 } else { 0 };
            return Some(start + indent..start + indent + key.len() + quotes);
        }
        let code = !content.is_empty() && !content.starts_with('#');
        if code
            && (indent < column || (content.starts_with('[') && format_is_table_header(content)))
        {
            return None;
        }
        end = start;
    }
    None
}

/// A TOML table header line (`[rules]`, `[[deals]]`): a duplicate key is not looked for
/// beyond it.
fn format_is_table_header(content: &str) -> bool {
    content.starts_with('[') && !content.contains('=')
}

/// The byte offset of a 1-based line and column (in characters), if it is in the text.
fn offset_of(text: &str, line: u64, column: u64) -> Option<usize> {
    let line_start = if line <= 1 {
        0
    } else {
        let skip = usize::try_from(line - 1).ok()?;
        text.match_indices('\n').nth(skip - 1)?.0 + 1
    };
    let column = usize::try_from(column.max(1) - 1).ok()?;
    let offset = text[line_start..]
        .char_indices()
        .nth(column)
        .map_or(text.len(), |(offset, _)| line_start + offset);
    Some(offset)
}

/// Marks a key whose span is still to be found in the text.
const KEY_SPAN_UNKNOWN: Span = usize::MAX..usize::MAX;

/// The key's span: its last occurrence shortly before its value, else the value's span.
/// Only a short stretch is searched (a key sits just before its value; an alias's value
/// span is its anchor's, far away), so the cost per key is bounded, not the file's size.
fn key_span(text: &str, key: &str, value: &Span) -> Span {
    const NEAR: usize = 256;
    let end = floor_char_boundary(text, value.start.min(text.len()));
    let start = floor_char_boundary(text, end.saturating_sub(NEAR + key.len()));
    match text[start..end].rfind(key) {
        Some(offset) if !key.is_empty() => start + offset..start + offset + key.len(),
        _ => value.clone(),
    }
}

/// The YAML parser spans a list or mapping by its first token only; widen each to its
/// whole extent (through the closing bracket of a flow collection) so labels cover it.
fn close_collections(text: &str, node: &mut Node<'_>) {
    let last_end = match &mut node.value {
        Value::Array(items) => {
            for item in items.iter_mut() {
                close_collections(text, item);
            }
            items.last().map(|item| item.span.end)
        }
        Value::Table(entries) => {
            for entry in entries.iter_mut() {
                close_collections(text, &mut entry.node);
                if entry.key_span == KEY_SPAN_UNKNOWN {
                    entry.key_span = key_span(text, &entry.key, &entry.node.span);
                }
            }
            entries.last().map(|entry| entry.node.span.end)
        }
        _ => return,
    };
    let mut end = last_end.unwrap_or(node.span.end).max(node.span.end);
    let closer = match text.as_bytes().get(node.span.start) {
        Some(b'[') => Some(b']'),
        Some(b'{') => Some(b'}'),
        _ => None,
    };
    if let Some(closer) = closer {
        let bytes = text.as_bytes();
        let mut at = end;
        let mut in_comment = false;
        while at < bytes.len() {
            match bytes[at] {
                b'\n' => in_comment = false,
                b'#' => in_comment = true,
                byte if byte == closer && !in_comment => {
                    end = at + 1;
                    break;
                }
                _ => {}
            }
            at += 1;
        }
    }
    node.span.end = end;
}

fn span_of(location: &serde_saphyr::Location) -> Span {
    let span = location.span();
    match (span.byte_offset(), span.byte_len()) {
        (Some(start), Some(len)) => {
            let start = usize::try_from(start).unwrap_or(usize::MAX);
            start..start.saturating_add(usize::try_from(len).unwrap_or(0))
        }
        _ => 0..0,
    }
}

/// A YAML node read through serde-saphyr's `Spanned`, which records where it stood.
struct YamlNode<'a>(Node<'a>);

/// A YAML value of any kind.
struct YamlValue<'a>(Value<'a>);

/// A mapping key: YAML allows any scalar; batak's keys are names, so it keeps the text.
struct YamlKey<'a>(Cow<'a, str>);

impl<'de> Deserialize<'de> for YamlNode<'de> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let spanned = serde_saphyr::Spanned::<YamlValue<'de>>::deserialize(deserializer)?;
        Ok(YamlNode(Node {
            span: span_of(&spanned.referenced),
            value: spanned.value.0,
        }))
    }
}

impl<'de> Deserialize<'de> for YamlValue<'de> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(ValueVisitor)
    }
}

struct ValueVisitor;

impl<'de> Visitor<'de> for ValueVisitor {
    type Value = YamlValue<'de>;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("any YAML value")
    }

    fn visit_bool<E: de::Error>(self, value: bool) -> Result<Self::Value, E> {
        Ok(YamlValue(Value::Bool(value)))
    }

    fn visit_i64<E: de::Error>(self, value: i64) -> Result<Self::Value, E> {
        Ok(YamlValue(Value::Int(value)))
    }

    fn visit_i128<E: de::Error>(self, value: i128) -> Result<Self::Value, E> {
        Ok(YamlValue(match i64::try_from(value) {
            Ok(value) => Value::Int(value),
            Err(_) => Value::BigInt(Cow::Owned(value.to_string())),
        }))
    }

    fn visit_u64<E: de::Error>(self, value: u64) -> Result<Self::Value, E> {
        self.visit_i128(i128::from(value))
    }

    fn visit_u128<E: de::Error>(self, value: u128) -> Result<Self::Value, E> {
        Ok(YamlValue(match i64::try_from(value) {
            Ok(value) => Value::Int(value),
            Err(_) => Value::BigInt(Cow::Owned(value.to_string())),
        }))
    }

    fn visit_f64<E: de::Error>(self, value: f64) -> Result<Self::Value, E> {
        Ok(YamlValue(Value::Float(value)))
    }

    fn visit_borrowed_str<E: de::Error>(self, value: &'de str) -> Result<Self::Value, E> {
        Ok(YamlValue(Value::Str(Cow::Borrowed(value))))
    }

    fn visit_str<E: de::Error>(self, value: &str) -> Result<Self::Value, E> {
        Ok(YamlValue(Value::Str(Cow::Owned(value.to_owned()))))
    }

    fn visit_string<E: de::Error>(self, value: String) -> Result<Self::Value, E> {
        Ok(YamlValue(Value::Str(Cow::Owned(value))))
    }

    fn visit_bytes<E: de::Error>(self, value: &[u8]) -> Result<Self::Value, E> {
        Ok(YamlValue(Value::Str(Cow::Owned(
            String::from_utf8_lossy(value).into_owned(),
        ))))
    }

    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        Ok(YamlValue(Value::Null))
    }

    fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
        Ok(YamlValue(Value::Null))
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        YamlValue::deserialize(deserializer)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut items = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(1024));
        while let Some(YamlNode(item)) = seq.next_element()? {
            items.push(item);
        }
        Ok(YamlValue(Value::Array(items)))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut entries = Vec::with_capacity(map.size_hint().unwrap_or(0).min(64));
        // A key's span is found in the text before its value (`close_collections`): asking
        // the parser for it costs as much as the rest of the key together.
        while let Some(YamlKey(key)) = map.next_key()? {
            let YamlNode(node) = map.next_value()?;
            entries.push(Entry {
                key_span: KEY_SPAN_UNKNOWN,
                key,
                node,
            });
        }
        Ok(YamlValue(Value::Table(entries)))
    }
}

impl<'de> Deserialize<'de> for YamlKey<'de> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let YamlValue(value) = YamlValue::deserialize(deserializer)?;
        Ok(YamlKey(match value {
            Value::Str(text) | Value::BigInt(text) => text,
            Value::Int(number) => Cow::Owned(number.to_string()),
            Value::Bool(flag) => Cow::Owned(flag.to_string()),
            Value::Float(number) => Cow::Owned(number.to_string()),
            Value::Null => Cow::Borrowed("null"),
            Value::Date(text) => Cow::Owned(text),
            Value::Array(_) | Value::Table(_) => {
                return Err(de::Error::custom("a mapping key must be a plain name"));
            }
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn yaml(text: &str) -> Node<'_> {
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
        let (first, second) = (
            TOML.find("[[deals]]").unwrap(),
            TOML.rfind("[[deals]]").unwrap(),
        );
        assert_eq!(toml_deal_headers(TOML), Some(vec![first, second]));
        let (recorder, result) = record(Format::Toml, TOML);
        assert!(result.is_ok());
        assert_eq!(recorder.header_keys, ["players", "rules"]);
        let texts: Vec<&str> = recorder
            .deals
            .iter()
            .map(|span| &TOML[span.clone()])
            .collect();
        assert_eq!(texts, ["[[deals]]", "[[deals]]"]);
        assert_eq!(recorder.deals[1].start, second);
    }

    #[test]
    fn toml_that_cannot_be_split_is_read_whole_with_the_same_result() {
        // A multi-line string could hide a header; a table after the deals ends the split.
        for text in [
            TOML.replace("bid = 7", "bid = 7\nnote = \"\"\"\n[[deals]]\n\"\"\""),
            format!("{TOML}[title]\n"),
        ] {
            assert_eq!(toml_deal_headers(&text), None);
            let (recorder, _) = record(Format::Toml, &text);
            assert_eq!(recorder.deals.len(), 2, "{text}");
        }
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
    fn yaml_streams_when_deals_come_last_and_reads_whole_otherwise() {
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
        assert_eq!(recorder.deals.len(), 2);
        // The text check said "last", but a flow key follows: the reader starts again.
        let tricky = "players: [A, B, C, D]\ndeals: [{bid: 7}]\n? title\n: x\n";
        let (recorder, result) = record(Format::Yaml, tricky);
        assert!(result.is_ok());
        assert_eq!(recorder.deals.len(), 1);
        assert!(recorder.header_keys.contains(&"title".to_owned()));
    }
}
