use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast;

use super::words::{date, decimal, percent};
use super::{CATALOGUES, INDEX, Lang, accepted, format, negotiate, system_words};
use crate::rules::{PRESETS, SETTINGS};

fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
    |name| {
        pairs
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| (*v).to_owned())
    }
}

/// A browser's `Accept-Language`: the language batak speaks with the highest weight.
#[test]
fn a_browser_asks_for_a_language_by_weight() {
    assert_eq!(accepted("tr-TR,tr;q=0.9,en;q=0.8"), Some(Lang::Tr));
    assert_eq!(accepted("de-AT"), Some(Lang::De));
    assert_eq!(accepted("en;q=0.4, de;q=0.9"), Some(Lang::De));
    assert_eq!(accepted("fr-FR, en;q=0.5"), Some(Lang::En));
    assert_eq!(
        accepted("tr;q=0, de;q=0.1"),
        Some(Lang::De),
        "q=0 is not wanted"
    );
    assert_eq!(accepted("fr-FR, *"), None);
    assert_eq!(accepted(""), None);
}

#[test]
fn the_language_is_read_as_gettext_reads_it() {
    let cases: &[(&[(&str, &str)], Lang)] = &[
        (&[], Lang::En),
        (&[("LANG", "tr_TR.UTF-8")], Lang::Tr),
        (&[("LANG", "tr")], Lang::Tr),
        (&[("LANG", "de_AT.UTF-8@euro")], Lang::De),
        (&[("LANG", "de-CH")], Lang::De),
        (&[("LANG", "fr_FR.UTF-8")], Lang::En),
        (&[("LANG", "C")], Lang::En),
        (&[("LANG", "C.UTF-8")], Lang::En),
        (&[("LANG", "POSIX")], Lang::En),
        (&[("LANG", "en_GB.UTF-8")], Lang::En),
        // LC_ALL before LC_MESSAGES before LANG; an empty one is not set.
        (
            &[
                ("LC_ALL", "de_DE"),
                ("LC_MESSAGES", "tr_TR"),
                ("LANG", "en_US"),
            ],
            Lang::De,
        ),
        (
            &[("LC_ALL", ""), ("LC_MESSAGES", "tr_TR"), ("LANG", "de_DE")],
            Lang::Tr,
        ),
        (&[("LC_ALL", "C"), ("LANG", "tr_TR.UTF-8")], Lang::En),
        // LANGUAGE is a list of preferences, and is not read under C.
        (
            &[("LANG", "en_US.UTF-8"), ("LANGUAGE", "fr:de:tr")],
            Lang::De,
        ),
        (&[("LANG", "tr_TR.UTF-8"), ("LANGUAGE", "fr")], Lang::Tr),
        (&[("LANG", "C"), ("LANGUAGE", "tr")], Lang::En),
        (&[("LANGUAGE", "tr")], Lang::En),
        (&[("LANG", "de_DE.UTF-8"), ("LANGUAGE", "")], Lang::De),
    ];
    for (vars, expected) in cases {
        assert_eq!(negotiate(env(vars)), *expected, "{vars:?}");
    }
}

#[test]
fn numbers_and_dates_as_each_language_writes_them() {
    assert_eq!(decimal(Lang::En, 5.4, 1), "5.4");
    assert_eq!(decimal(Lang::Tr, 5.4, 1), "5,4");
    assert_eq!(decimal(Lang::De, -0.25, 2), "-0,25");
    assert_eq!(percent(Lang::En, 0.54), "54%");
    assert_eq!(percent(Lang::Tr, 0.54), "%54");
    assert_eq!(percent(Lang::De, 0.54), "54\u{a0}%");
    assert_eq!(date(Lang::En, "2026-11-27"), "2026-11-27");
    assert_eq!(date(Lang::Tr, "2026-11-27"), "27.11.2026");
    assert_eq!(date(Lang::De, "2026-11-27"), "27.11.2026");
    assert_eq!(date(Lang::De, "someday"), "someday");
}

#[test]
fn catalogue_numbers_take_the_languages_decimal_sign() {
    let args = [("points", super::Arg::from(5.5))];
    assert_eq!(format(Lang::Tr, "test-number", &args), "5,5");
    assert_eq!(format(Lang::De, "test-number", &args), "5,5");
    assert_eq!(format(Lang::En, "test-number", &args), "5.5");
}

/// Each language's catalogue: message id → the variables it uses.
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for (file, text) in CATALOGUES[lang as usize] {
        let resource = fluent_syntax::parser::parse(*text)
            .unwrap_or_else(|(_, errors)| panic!("{lang:?} {file}: {errors:?}"));
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry {
                let mut vars = BTreeSet::new();
                if let Some(pattern) = &message.value {
                    pattern_vars(pattern, &mut vars);
                }
                let id = message.id.name.to_owned();
                assert!(
                    out.insert(id.clone(), vars).is_none(),
                    "{lang:?}: {id} given twice"
                );
            }
        }
    }
    out
}

fn pattern_vars(pattern: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(expression: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for variant in variants {
                pattern_vars(&variant.value, vars);
            }
        }
        ast::Expression::Inline(inline) => inline_vars(inline, vars),
    }
}

fn inline_vars(inline: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_owned());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_vars(argument, vars);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

/// `build.rs` compiles in the languages of `Lang::ALL`, in its order, each with the same
/// files.
#[test]
fn every_catalogue_file_is_compiled_in() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut folders: Vec<String> = std::fs::read_dir(&root)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    folders.sort();
    let mut spoken: Vec<&str> = Lang::ALL.iter().map(|lang| lang.name()).collect();
    spoken.sort_unstable();
    assert_eq!(folders, spoken);
    for lang in Lang::ALL {
        let names = |lang: Lang| CATALOGUES[lang as usize].iter().map(|(name, _)| *name);
        assert!(names(lang).eq(names(Lang::En)), "{lang:?}");
        let text = std::fs::read_to_string(root.join(lang.name()).join("output.ftl")).unwrap();
        assert!(
            CATALOGUES[lang as usize]
                .iter()
                .any(|(_, file)| *file == text)
        );
    }
}

/// The ids of the names and help of values (`cli::localise`): English says these in the
/// code, beside each value, and clap says its own help command and flags (below); the
/// command tree is their check.
const TRANSLATED_HELP: [&str; 2] = ["choice-", "value-"];

fn is_translated_help(id: &str) -> bool {
    TRANSLATED_HELP.iter().any(|prefix| id.starts_with(prefix))
        || ["about-help", "arg-help", "arg-version"].contains(&id)
}

#[test]
fn the_three_catalogues_have_the_same_messages_with_the_same_arguments() {
    let turkish = messages(Lang::Tr);
    let help =
        |messages: &BTreeMap<String, BTreeSet<String>>| -> BTreeMap<String, BTreeSet<String>> {
            messages
                .iter()
                .filter(|(id, _)| is_translated_help(id))
                .map(|(id, v)| (id.clone(), v.clone()))
                .collect()
        };
    assert_eq!(
        help(&turkish),
        help(&messages(Lang::De)),
        "the command line's translations"
    );
    let english = messages(Lang::En);
    for lang in [Lang::Tr, Lang::De] {
        let mut other = messages(lang);
        other.retain(|id, _| !is_translated_help(id));
        let missing: Vec<_> = english
            .keys()
            .filter(|id| !other.contains_key(*id))
            .collect();
        let extra: Vec<_> = other
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{lang:?} has what English does not: {extra:?}"
        );
        for (id, vars) in &other {
            let unknown: Vec<_> = vars.difference(&english[id]).collect();
            assert!(
                unknown.is_empty(),
                "{lang:?} {id} uses {unknown:?}, which English (and the code) does not give"
            );
        }
    }
}

/// The `text!` and `say!` calls in the sources: (id, the argument names given, where).
fn calls() -> Vec<(String, BTreeSet<String>, String)> {
    let mut out = Vec::new();
    let mut stack = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                calls_in(&text, &path.display().to_string(), &mut out);
            }
        }
    }
    out
}

fn calls_in(text: &str, file: &str, out: &mut Vec<(String, BTreeSet<String>, String)>) {
    for start in ["text!(", "say!("] {
        for (at, _) in text.match_indices(start) {
            let mut rest = &text[at + start.len()..];
            if start == "say!(" {
                // After the language it is said in.
                rest = rest.split_once(',').map_or(rest, |(_, after)| after);
            }
            let rest = rest.trim_start();
            let Some(rest) = rest.strip_prefix('"') else {
                continue; // the macros' own definitions
            };
            let id = &rest[..rest.find('"').unwrap()];
            if id == "id" || id.contains(' ') {
                continue; // the macros' own docs
            }
            let mut depth = 1;
            let mut end = 0;
            for (i, c) in rest.char_indices() {
                match c {
                    '(' | '[' | '{' => depth += 1,
                    ')' | ']' | '}' => depth -= 1,
                    _ => {}
                }
                if depth == 0 {
                    end = i;
                    break;
                }
            }
            let args = top_level_names(&rest[id.len() + 1..end]);
            let at = text.len() - rest.len();
            let line = text[..at].lines().count();
            out.push((id.to_owned(), args, format!("{file}:{line}")));
        }
    }
    problem_parts_in(text, file, out);
}

/// The `label` and `help` each `problem!` names after its message (`label`,
/// `help(min = 5)`): its message's id with `-label` and `-help`.
fn problem_parts_in(text: &str, file: &str, out: &mut Vec<(String, BTreeSet<String>, String)>) {
    for (at, _) in text.match_indices("problem!(") {
        let args = arguments(&text[at + "problem!(".len()..]);
        // The code, the span if it has one, the message, then its parts.
        let Some(at_message) = args.iter().position(|arg| arg.trim().starts_with("text!(")) else {
            continue; // the macro's own definition and docs
        };
        let message = args[at_message].trim()["text!(".len()..].trim_start();
        let Some(message) = message.strip_prefix('"') else {
            continue; // the macro's own arms
        };
        let id = &message[..message.find('"').unwrap()];
        let line = text[..at].lines().count();
        for part in &args[at_message + 1..] {
            for name in ["label", "help"] {
                if let Some(given) = part.trim().strip_prefix(name) {
                    let given = given
                        .trim()
                        .strip_prefix('(')
                        .and_then(|g| g.strip_suffix(')'));
                    let names = top_level_names(given.unwrap_or_default());
                    out.push((format!("{id}-{name}"), names, format!("{file}:{line}")));
                }
            }
        }
    }
}

/// A macro's arguments, from just inside its opening bracket to its closing one.
fn arguments(text: &str) -> Vec<&str> {
    let mut args = Vec::new();
    let (mut depth, mut in_string, mut start) = (0, false, 0);
    for (i, c) in text.char_indices() {
        match c {
            '"' => in_string = !in_string,
            '(' | '[' | '{' if !in_string => depth += 1,
            ')' | ']' | '}' if !in_string && depth == 0 => {
                args.push(&text[start..i]);
                break;
            }
            ')' | ']' | '}' if !in_string => depth -= 1,
            ',' if !in_string && depth == 0 => {
                args.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    args
}

/// `name = ` at the top level of a macro's arguments.
fn top_level_names(args: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let mut depth = 0;
    let mut in_string = false;
    let mut piece = String::new();
    for c in args.chars().chain([',']) {
        match c {
            '"' => in_string = !in_string,
            '(' | '[' | '{' if !in_string => depth += 1,
            ')' | ']' | '}' if !in_string => depth -= 1,
            ',' if depth == 0 && !in_string => {
                if let Some((name, _)) = piece.split_once('=') {
                    let name = name.trim();
                    if !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_') {
                        names.insert(name.to_owned());
                    }
                }
                piece.clear();
                continue;
            }
            _ => {}
        }
        piece.push(c);
    }
    names
}

#[test]
fn every_message_the_code_says_is_in_the_catalogue_with_the_arguments_it_uses() {
    let english = messages(Lang::En);
    let all: Vec<_> = Lang::ALL.iter().map(|lang| messages(*lang)).collect();
    let calls = calls();
    assert!(calls.len() > 1, "the scan finds the calls");
    for (id, given, place) in &calls {
        let Some(vars) = english.get(id) else {
            panic!("{place}: {id} is not in the English catalogue");
        };
        for catalogue in &all {
            let missing: Vec<_> = catalogue[id].difference(given).collect();
            assert!(missing.is_empty(), "{place}: {id} is not given {missing:?}");
        }
        let unused: Vec<_> = given.difference(vars).collect();
        assert!(
            unused.is_empty(),
            "{place}: {id} is given {unused:?}, which English does not use"
        );
    }
}

#[test]
fn every_message_in_the_catalogue_is_said_somewhere() {
    let mut said: BTreeSet<String> = calls().into_iter().map(|(id, _, _)| id).collect();
    // What each setting means and each preset is: ids made from their names.
    let id = |text: super::Text| text.id().map_or_else(|| format!("{text:?}"), str::to_owned);
    said.extend(SETTINGS.iter().map(|setting| id(setting.meaning_text())));
    said.extend(PRESETS.iter().map(|preset| id(preset.summary_text())));
    let unsaid: Vec<_> = messages(Lang::En)
        .into_keys()
        .filter(|id| {
            // The command line's and the statistics columns' ids are made from names,
            // the parsers' from their words (their own tests check them).
            ![
                "cli-",
                "about-",
                "after-",
                "arg-",
                "test-",
                "stats-column-",
                "parser-",
            ]
            .iter()
            .any(|prefix| id.starts_with(prefix))
                && !said.contains(id)
        })
        .collect();
    assert!(unsaid.is_empty(), "never said: {unsaid:?}");
}

#[test]
fn each_message_parsed_alone_says_what_the_whole_catalogue_says() {
    use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
    for lang in Lang::ALL {
        let id = lang.name().parse().expect("a tag");
        let mut whole = fluent_bundle::FluentBundle::new(vec![id]);
        whole.set_use_isolating(false);
        if lang != Lang::En {
            whole.set_formatter(Some(super::decimal_comma));
        }
        for (_, file) in CATALOGUES[lang as usize] {
            let resource = FluentResource::try_new((*file).to_owned()).expect("parsed");
            whole.add_resource(resource).expect("one id each");
        }
        let ids = super::ids(lang);
        let mut all_vars = messages(lang);
        assert_eq!(ids.len(), INDEX[lang as usize].len(), "{lang:?}");
        for id in ids {
            // Every argument a number and a word in turn, so that each branch of a plural
            // and every named message is put into words.
            let vars = all_vars.remove(&id).unwrap_or_default();
            for value in [FluentValue::from(1), FluentValue::from(7), "x".into()] {
                let mut args = FluentArgs::new();
                let mut ours = Vec::new();
                for var in &vars {
                    args.set(var.clone(), value.clone());
                    let arg = match &value {
                        FluentValue::Number(n) => super::Arg::Int(n.value as i64),
                        _ => super::Arg::Str("x".to_owned()),
                    };
                    ours.push((&*var.clone().leak(), arg));
                }
                let pattern = whole
                    .get_message(&id)
                    .and_then(|m| m.value())
                    .expect("a value");
                let expected = whole.format_pattern(pattern, Some(&args), &mut Vec::new());
                assert_eq!(format(lang, &id, &ours), expected, "{lang:?} {id}");
            }
        }
    }
}

/// There is no fallback to English (every id is in every catalogue): an id that is in no
/// catalogue says itself, in every language.
#[test]
fn an_id_in_no_catalogue_says_itself() {
    for lang in Lang::ALL {
        assert_eq!(format(lang, "no-such-message", &[]), "no-such-message");
    }
    assert_eq!(format(Lang::Tr, "nil-bid-label", &[]), "0 olmaz");
}

#[test]
fn a_message_given_a_message_puts_both_into_words() {
    // The value is itself put into words while the outer message is: once, this waited
    // for itself forever.
    let place = super::Text::new("place-deal", vec![("deal", super::Arg::Int(3))]);
    let said = format(
        Lang::En,
        "key-unknown",
        &[
            ("place", super::Arg::Text(Box::new(place))),
            ("key", "x".into()),
        ],
    );
    assert_eq!(said, "deal 3 has no key \"x\"");
}

#[test]
fn every_german_what_begins_with_ein_for_the_k_of_kein() {
    // flag-value-not-number puts a `k` before the `what` it is given: kein Gebot.
    let messages = messages(Lang::De);
    let whats: Vec<&String> = messages
        .keys()
        .filter(|id| id.starts_with("what-"))
        .collect();
    assert!(!whats.is_empty());
    for id in whats {
        let said = format(Lang::De, id, &[]);
        assert!(said.starts_with("ein"), "{id}: {said}");
    }
}

/// Found by a hostile round: "yazılamıyor: No space left on device (os error 28)". The
/// system's words are said in the language for the failures batak has words for, kept
/// as the system said them in English, and for any other failure.
#[test]
fn the_systems_words_for_a_failure_are_said_in_the_language() {
    let full = std::io::Error::from(std::io::ErrorKind::StorageFull);
    let said = system_words(&full);
    assert_eq!(said.in_lang(Lang::En), full.to_string());
    assert_eq!(said.in_lang(Lang::Tr), "aygıtta yer kalmadı");
    assert_eq!(said.in_lang(Lang::De), "auf dem Gerät ist kein Platz mehr");
    let other = std::io::Error::other("a failure of its own");
    assert_eq!(
        system_words(&other).in_lang(Lang::Tr),
        "a failure of its own"
    );
}

/// Found by a hostile round: "okunamıyor: Too many levels of symbolic links". Failures
/// stable Rust gives no kind of are known by their number.
#[cfg(unix)]
#[test]
fn the_systems_words_for_a_loop_of_links_and_a_failing_disk_are_said_in_the_language() {
    let looped = std::io::Error::from_raw_os_error(rustix::io::Errno::LOOP.raw_os_error());
    assert_eq!(system_words(&looped).in_lang(Lang::En), looped.to_string());
    assert_eq!(
        system_words(&looped).in_lang(Lang::De),
        "die Verknüpfungen zeigen im Kreis aufeinander"
    );
    let failing = std::io::Error::from_raw_os_error(rustix::io::Errno::IO.raw_os_error());
    assert!(
        system_words(&failing)
            .in_lang(Lang::Tr)
            .starts_with("aygıt okunamadı")
    );
}
