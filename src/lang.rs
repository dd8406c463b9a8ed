//! The language batak speaks to a person: English (the default and the fallback), Turkish
//! and German. Every word a person reads comes from a Fluent catalogue
//! (`locales/<language>/*.ftl`, compiled in), one message id per text, its plurals and
//! arguments done by the catalogue. What a script reads (codes, setting names, JSON, CSV)
//! never passes through here.
//!
//! The language is chosen once, from the environment, as POSIX programs choose it
//! (`negotiate`), and is a value from there on: `run` hands it down to whatever writes for
//! people (`Output::lang`, `RenderStyle::lang`, the exporters), and `batak serve` each
//! request's own; nothing holds it globally. Rooms that make text say what they mean as a
//! [`Text`] (an id and its arguments), put into words when it is shown
//! (`text.in_lang(lang)`): in the language of the person it is for, in English inside
//! JSON and CSV (`text.en()`).

use std::sync::{Mutex, OnceLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

pub(crate) mod words;

/// A language batak speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) enum Lang {
    #[default]
    En,
    Tr,
    De,
}

// The catalogues and their index, made by `build.rs`: `CATALOGUES`, each language's
// files (name, text), and `INDEX`, its messages sorted by id.
include!(concat!(env!("OUT_DIR"), "/catalogues.rs"));

/// The language a browser's `Accept-Language` asks for (`tr-TR,tr;q=0.9,en;q=0.8`):
/// the one batak speaks with the highest weight (the first of equal weights); `None`
/// when it names none of them.
pub(crate) fn accepted(header: &str) -> Option<Lang> {
    let mut best: Option<(Lang, f32)> = None;
    for entry in header.split(',').take(32) {
        let mut parts = entry.split(';');
        let Some(lang) = parts.next().and_then(|tag| spoken(tag.trim())) else {
            continue;
        };
        let weight = parts
            .find_map(|part| part.trim().strip_prefix("q=")?.trim().parse::<f32>().ok())
            .unwrap_or(1.0);
        if weight > 0.0 && best.is_none_or(|(_, seen)| weight > seen) {
            best = Some((lang, weight));
        }
    }
    best.map(|(lang, _)| lang)
}

/// The language the environment asks for, read as gettext reads it: the locale is the
/// first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty; `C` or `POSIX`
/// (or none) is English, and `LANGUAGE` is not consulted then; otherwise `LANGUAGE`, a
/// list separated by colons, is the order of preference, then the locale itself. Each
/// entry is matched by its language (`tr_TR.UTF-8` and `tr` are Turkish, `de_AT` German);
/// the first batak speaks wins, English if none.
pub(crate) fn negotiate(var: impl Fn(&str) -> Option<String>) -> Lang {
    let set = |name: &str| var(name).filter(|value| !value.is_empty());
    let Some(locale) = ["LC_ALL", "LC_MESSAGES", "LANG"].into_iter().find_map(set) else {
        return Lang::En;
    };
    if matches!(plain(&locale), "C" | "POSIX") {
        return Lang::En;
    }
    let preferences = set("LANGUAGE").unwrap_or_default();
    preferences
        .split(':')
        .chain([locale.as_str()])
        .find_map(spoken)
        .unwrap_or(Lang::En)
}

/// A locale without its encoding and modifier: `tr_TR.UTF-8@euro` → `tr_TR`.
fn plain(locale: &str) -> &str {
    locale.split(['.', '@']).next().unwrap_or_default()
}

/// The language batak speaks that a locale or language tag names, if any.
fn spoken(tag: &str) -> Option<Lang> {
    let language = plain(tag).split(['_', '-']).next()?;
    Lang::ALL
        .iter()
        .copied()
        .find(|lang| lang.name().eq_ignore_ascii_case(language))
}

impl Lang {
    /// Every language, English first.
    pub(crate) const ALL: [Lang; 3] = [Lang::En, Lang::Tr, Lang::De];

    /// The language's tag (`tr`), as a locale names it and the HTML page's `lang` gives it.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Tr => "tr",
            Lang::De => "de",
        }
    }
}

type Bundle = FluentBundle<FluentResource>;

/// Each language's catalogue: the bundle of the messages used so far. A message is
/// parsed on first use, with the messages it names: a run parses the few it says, not
/// the catalogue (the whole of it took half of a `batak score`'s start).
static CATALOGUE: [OnceLock<Mutex<Bundle>>; 3] = [const { OnceLock::new() }; 3];

/// The catalogue of `lang`, its bundle made on first use.
fn catalogue(lang: Lang) -> &'static Mutex<Bundle> {
    CATALOGUE[lang as usize].get_or_init(|| {
        let id = lang.name().parse().expect("a language tag");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        bundle.set_use_isolating(false);
        if lang != Lang::En {
            bundle.set_formatter(Some(decimal_comma));
        }
        Mutex::new(bundle)
    })
}

/// Message `id` of `lang` as its catalogue file writes it, if it has it (found in the
/// index `build.rs` made).
fn entry(lang: Lang, id: &str) -> Option<&'static str> {
    // The index holds numbers only, no pointer: nothing in it is relocated when batak
    // starts (its ids as `&str`s were a third of the start-up's relocations).
    let files = CATALOGUES[lang as usize];
    let text = |file: usize, start: u32, end: u32| &files[file].1[start as usize..end as usize];
    let index = INDEX[lang as usize];
    let at = index
        .binary_search_by(|&(file, start, id_end, _)| text(file, start, id_end).cmp(id))
        .ok()?;
    let (file, start, _, end) = index[at];
    Some(text(file, start, end))
}

/// Message `id` of `lang` and those it names added to its bundle, if the catalogue has it.
fn add(lang: Lang, bundle: &mut Bundle, id: &str) {
    if bundle.has_message(id) {
        return;
    }
    let Some(entry) = entry(lang, id) else {
        return;
    };
    let resource = FluentResource::try_new(entry.to_owned())
        .unwrap_or_else(|(_, errors)| panic!("message {id}: {errors:?}"));
    bundle
        .add_resource(resource)
        .expect("a message id is given once");
    for named in named_messages(entry) {
        add(lang, bundle, named);
    }
}

/// The messages an entry names in its pattern (`{ suit-spades }`): placeables that are
/// an id, not a variable (`$`), a term (`-`), a string or a function.
fn named_messages(entry: &str) -> impl Iterator<Item = &str> {
    entry.split('{').skip(1).filter_map(|after| {
        let inside = after.trim_start();
        let end = inside
            .find(|c: char| !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'))
            .unwrap_or(inside.len());
        let (id, rest) = inside.split_at(end);
        let first = id.chars().next()?;
        (first.is_ascii_lowercase() && rest.trim_start().starts_with('}')).then_some(id)
    })
}

/// Numbers as Turkish and German write them: a decimal comma (`5,4`).
fn decimal_comma<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(number) => Some(number.as_string().replace('.', ",")),
        _ => None,
    }
}

/// A value a message is given.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum Arg {
    /// Text, shown as it is (a name, a key, a value as written).
    Str(String),
    /// A count or a number of points: plurals are chosen by it.
    Int(i64),
    /// A number with a fraction, as its bits (the same number, the same bits: a text
    /// is compared and counted as a value).
    Num(u64),
    /// A piece of text that is itself a message (a place, a kind of value): put into
    /// words in the same language as the message that holds it.
    Text(Box<Text>),
    /// Names joined as the language joins a list: `sep` between them, `last` before the
    /// last one (`A, B and C`).
    List {
        items: Vec<String>,
        sep: Box<Text>,
        last: Box<Text>,
    },
}

/// A list of names for a message, joined in its language (`sep`, and `last` before the
/// last name).
pub(crate) fn list(items: Vec<String>, sep: Text, last: Text) -> Arg {
    Arg::List {
        items,
        sep: Box::new(sep),
        last: Box::new(last),
    }
}

/// Text of every kind a message is given, shown as it is.
macro_rules! str_args {
    ($($text:ty),*) => {$(
        impl From<$text> for Arg {
            fn from(text: $text) -> Self {
                Arg::Str(text.to_string())
            }
        }
    )*};
}

str_args!(
    &str,
    &&str,
    String,
    &String,
    std::borrow::Cow<'_, str>,
    char
);

impl From<f64> for Arg {
    fn from(number: f64) -> Self {
        Arg::Num(number.to_bits())
    }
}

macro_rules! int_args {
    ($($int:ty),*) => {$(
        impl From<$int> for Arg {
            fn from(number: $int) -> Self {
                Arg::Int(i64::try_from(number).unwrap_or(i64::MAX))
            }
        }
    )*};
}

int_args!(i64, i32, u32, u64, usize, u8, u16);

impl From<Text> for Arg {
    fn from(text: Text) -> Self {
        Arg::Text(Box::new(text))
    }
}

impl From<&Text> for Arg {
    fn from(text: &Text) -> Self {
        Arg::Text(Box::new(text.clone()))
    }
}

/// Something to say: a catalogue message and its arguments, or text that is not batak's
/// own words (a parser's message, a name). Put into words when shown.
/// (Boxed, so a diagnostic that holds three stays small.) Compared and counted as a
/// value (its id and its values), never by its words.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum Text {
    Message(Box<Message>),
    Plain(Box<str>),
}

/// A catalogue message's id and the values it is given.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Message {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

impl Text {
    /// The text without the values named `name` wherever they are (in the messages it
    /// holds too): `deal`, when the deals were renumbered.
    pub(crate) fn without(&self, name: &str) -> Text {
        let Text::Message(message) = self else {
            return self.clone();
        };
        let args = message
            .args
            .iter()
            .filter(|(arg, _)| *arg != name)
            .map(|(arg, value)| {
                let value = match value {
                    Arg::Text(text) => Arg::from(text.without(name)),
                    Arg::List { items, sep, last } => {
                        list(items.clone(), sep.without(name), last.without(name))
                    }
                    other => other.clone(),
                };
                (*arg, value)
            });
        Text::new(message.id, args.collect())
    }

    /// The catalogue message's id (`None` for plain text).
    #[cfg(test)]
    pub(crate) fn id(&self) -> Option<&'static str> {
        match self {
            Text::Message(message) => Some(message.id),
            Text::Plain(_) => None,
        }
    }

    /// The message `id` with `args`.
    pub(crate) fn new(id: &'static str, args: Vec<(&'static str, Arg)>) -> Text {
        Text::Message(Box::new(Message { id, args }))
    }

    /// The text in `lang`.
    pub(crate) fn in_lang(&self, lang: Lang) -> String {
        match self {
            Text::Plain(text) => text.to_string(),
            Text::Message(message) => format(lang, message.id, &message.args),
        }
    }

    /// The text in English: what JSON carries.
    pub(crate) fn en(&self) -> String {
        self.in_lang(Lang::En)
    }

    /// The argument `name`, if the message has it.
    pub(crate) fn arg(&self, name: &str) -> Option<&Arg> {
        match self {
            Text::Message(message) => message
                .args
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, value)| value),
            Text::Plain(_) => None,
        }
    }
}

/// The tests read what a diagnostic says in English.
#[cfg(test)]
impl Text {
    pub(crate) fn contains(&self, pattern: &str) -> bool {
        self.en().contains(pattern)
    }

    pub(crate) fn starts_with(&self, pattern: &str) -> bool {
        self.en().starts_with(pattern)
    }
}

#[cfg(test)]
impl PartialEq<&str> for Text {
    fn eq(&self, other: &&str) -> bool {
        self.en() == *other
    }
}

#[cfg(test)]
impl PartialEq<String> for Text {
    fn eq(&self, other: &String) -> bool {
        self.en() == *other
    }
}

impl From<String> for Text {
    fn from(text: String) -> Self {
        Text::Plain(text.into_boxed_str())
    }
}

impl From<&str> for Text {
    fn from(text: &str) -> Self {
        Text::Plain(text.into())
    }
}

/// What the system said of a failed read, write or listen, in the language: a kind of
/// failure batak has words for is said in them (English keeps the system's own words,
/// with its error number); any other as the system said it.
pub(crate) fn system_words(error: &std::io::Error) -> Text {
    use std::io::ErrorKind as Kind;
    let said = error.to_string();
    match error.kind() {
        Kind::NotFound => text!("io-kind-not-found", said = said),
        Kind::PermissionDenied => text!("io-kind-permission-denied", said = said),
        Kind::AlreadyExists => text!("io-kind-already-exists", said = said),
        Kind::NotADirectory => text!("io-kind-not-a-directory", said = said),
        Kind::IsADirectory => text!("io-kind-is-a-directory", said = said),
        Kind::DirectoryNotEmpty => text!("io-kind-directory-not-empty", said = said),
        Kind::ReadOnlyFilesystem => text!("io-kind-read-only-filesystem", said = said),
        Kind::StorageFull => text!("io-kind-storage-full", said = said),
        Kind::QuotaExceeded => text!("io-kind-quota-exceeded", said = said),
        Kind::FileTooLarge => text!("io-kind-file-too-large", said = said),
        Kind::ResourceBusy => text!("io-kind-resource-busy", said = said),
        Kind::CrossesDevices => text!("io-kind-crosses-devices", said = said),
        Kind::TooManyLinks => text!("io-kind-too-many-links", said = said),
        Kind::InvalidFilename => text!("io-kind-invalid-filename", said = said),
        Kind::BrokenPipe => text!("io-kind-broken-pipe", said = said),
        Kind::AddrInUse => text!("io-kind-addr-in-use", said = said),
        Kind::AddrNotAvailable => text!("io-kind-addr-not-available", said = said),
        Kind::Interrupted => text!("io-kind-interrupted", said = said),
        Kind::TimedOut => text!("io-kind-timed-out", said = said),
        Kind::OutOfMemory => text!("io-kind-out-of-memory", said = said),
        Kind::InvalidData => text!("io-kind-invalid-data", said = said),
        Kind::UnexpectedEof => text!("io-kind-unexpected-eof", said = said),
        _ => kindless_words(error, said),
    }
}

/// The system's words for the failures stable Rust gives no kind of, known by their
/// number: links that lead round in a circle, a disk that fails.
#[cfg(unix)]
fn kindless_words(error: &std::io::Error, said: String) -> Text {
    use rustix::io::Errno;
    match error.raw_os_error().map(Errno::from_raw_os_error) {
        Some(Errno::LOOP) => text!("io-kind-loop", said = said),
        Some(Errno::IO) => text!("io-kind-device", said = said),
        _ => Text::from(said),
    }
}

/// The system's words, as it said them.
#[cfg(not(unix))]
fn kindless_words(_: &std::io::Error, said: String) -> Text {
    Text::from(said)
}

/// The catalogue's own `id`, for an id made at run time (`None`: there is none).
pub(crate) fn known_id(id: &str) -> Option<&'static str> {
    entry(Lang::En, id).map(|entry| &entry[..id.len()])
}

/// A catalogue id's part for `words` (a value's name `NAME=VALUE`, a parser's message):
/// their letters and digits, lower case, joined by `-`.
pub(crate) fn slug(words: &str) -> String {
    let parts: Vec<String> = words
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|part| !part.is_empty())
        .map(str::to_ascii_lowercase)
        .collect();
    parts.join("-")
}

/// Whether `lang`'s catalogue has message `id`.
pub(crate) fn has(lang: Lang, id: &str) -> bool {
    entry(lang, id).is_some()
}

/// Every message id of `lang`'s catalogue (the tests).
#[cfg(test)]
pub(crate) fn ids(lang: Lang) -> Vec<String> {
    CATALOGUES[lang as usize]
        .iter()
        .flat_map(|(_, file)| {
            let resource = FluentResource::try_new((*file).to_owned()).expect("checked");
            resource
                .entries()
                .filter_map(|entry| match entry {
                    fluent_syntax::ast::Entry::Message(message) => Some(message.id.name.to_owned()),
                    _ => None,
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Message `id` of `lang`'s catalogue with `args` (the id itself when it has none).
pub(crate) fn format(lang: Lang, id: &str, args: &[(&'static str, Arg)]) -> String {
    // Every id is in every catalogue (the catalogue tests see to it): no fallback to
    // another language is needed, and an id that is nowhere says itself.
    find(lang, id, args).unwrap_or_else(|| id.to_owned())
}

/// Message `id` of `lang`'s catalogue with `args`, if the catalogue has it.
pub(crate) fn find(lang: Lang, id: &str, args: &[(&'static str, Arg)]) -> Option<String> {
    // The values first: a value that is a message takes the lock itself.
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        let value = match value {
            Arg::Str(text) => FluentValue::from(text.as_str()),
            Arg::Int(number) => FluentValue::from(*number),
            Arg::Num(number) => FluentValue::from(f64::from_bits(*number)),
            Arg::Text(text) => FluentValue::from(text.in_lang(lang)),
            // `sep` between the items, `last` before the last one.
            Arg::List { items, sep, last } => match items.split_last() {
                Some((tail, rest)) if !rest.is_empty() => FluentValue::from(format!(
                    "{}{}{tail}",
                    rest.join(&sep.in_lang(lang)),
                    last.in_lang(lang)
                )),
                _ => FluentValue::from(items.concat()),
            },
        };
        fluent_args.set(*name, value);
    }
    // A poisoned lock still holds a sound bundle: messages are only ever added whole.
    let mut bundle = catalogue(lang)
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    // Not in the bundle after `add`: not in the catalogue.
    add(lang, &mut bundle, id);
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let said = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    Some(said.into_owned())
}

/// A catalogue message in a language, as text (`say!(lang, "id", n = 3)`), or as a
/// [`Text`] to be put into words later (`text!`).
macro_rules! text {
    ($id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::lang::Text::new($id, vec![$((stringify!($name), $crate::lang::Arg::from($value))),*])
    };
}

macro_rules! say {
    ($lang:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::lang::format(
            $lang,
            $id,
            &[$((stringify!($name), $crate::lang::Arg::from($value))),*],
        )
    };
}

pub(crate) use {say, text};

#[cfg(test)]
mod tests;
