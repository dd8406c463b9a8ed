use std::collections::{BTreeMap, BTreeSet};

use clap::CommandFactory;

use super::own_or_shared;
use crate::cli::Cli;
use crate::lang::{self, Lang, slug};

/// Every text of the command tree a translation replaces: the catalogue id it is read
/// from (the shared `arg-<flag>` where every command says the same) and the English.
fn texts() -> BTreeMap<String, BTreeSet<String>> {
    let root = super::command(Lang::En);
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut add = |id: String, english: String| {
        out.entry(id).or_default().insert(english);
    };
    let mut commands = vec![("batak".to_owned(), root)];
    while let Some((name, command)) = commands.pop() {
        if let Some(about) = command.get_about() {
            add(format!("about-{name}"), about.to_string());
        }
        if let Some(after) = command.get_after_help() {
            add(format!("after-{name}"), after.to_string());
        }
        for arg in command.get_arguments() {
            let id = arg.get_id().as_str();
            let own = format!("arg-{name}-{id}");
            let key = if lang::has(Lang::Tr, &own) {
                own
            } else {
                format!("arg-{id}")
            };
            if let Some(help) = arg.get_help() {
                add(key, help.to_string());
            }
            let takes_values = arg.get_num_args().is_none_or(|range| range.takes_values());
            for value in arg
                .get_value_names()
                .filter(|_| takes_values)
                .unwrap_or_default()
            {
                add(format!("value-{}", slug(value)), value.to_string());
            }
            for choice in arg.get_possible_values() {
                if let Some(help) = choice.get_help() {
                    let key = own_or_shared(Lang::Tr, "choice", &name, &slug(choice.get_name()))
                        .unwrap_or_else(|| format!("choice-{}", slug(choice.get_name())));
                    add(key, help.to_string());
                }
            }
        }
        for sub in command.get_subcommands() {
            commands.push((sub.get_name().to_owned(), sub.clone()));
        }
    }
    out
}

/// Run with `--ignored --nocapture` to print what a catalogue of the command line must
/// hold, in English.
#[test]
#[ignore = "prints the English of the command line, to start a translation from"]
fn print_the_command_lines_english() {
    for (id, english) in texts() {
        for text in english {
            println!("{id} = {}", text.replace('\n', "\n    "));
        }
    }
}

#[test]
fn every_text_of_the_command_line_has_its_turkish_and_german() {
    let texts = texts();
    for lang in [Lang::Tr, Lang::De] {
        let missing: Vec<&String> = texts.keys().filter(|id| !lang::has(lang, id)).collect();
        assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
    }
}

/// Every command has its about line in English, and every flag its help, from the
/// catalogue: the code declares none of them (clap's own help command and flags aside).
#[test]
fn every_command_and_flag_has_its_english() {
    let texts = texts();
    let mut root = Cli::command();
    root.build();
    for command in root.get_subcommands().chain([&root]) {
        let about = format!("about-{}", command.get_name());
        assert!(texts.contains_key(&about), "no {about}");
    }
    let clap = ["about-help", "arg-help", "arg-version"];
    for id in texts.keys().filter(|id| !clap.contains(&id.as_str())) {
        let words = id.starts_with("about-") || id.starts_with("arg-");
        assert!(!words || lang::has(Lang::En, id), "{id} is not in English");
    }
    assert!(
        texts["after-score"]
            .iter()
            .all(|text| text.contains("double_penalty, slam_double"))
    );
}

#[test]
fn a_shared_translation_stands_for_one_english_text() {
    // clap's own help flag says "(see more with '--help')" where a long help exists; the
    // translations give none, so one text serves.
    for (id, english) in texts().into_iter().filter(|(id, _)| id != "arg-help") {
        assert_eq!(
            english.len(),
            1,
            "{id} stands for {english:?}: give each command its own"
        );
    }
}

#[test]
fn every_translation_of_the_command_line_is_of_a_text_it_has() {
    let texts = texts();
    let generated = ["about-", "after-", "arg-", "choice-", "value-"];
    for lang in [Lang::En, Lang::Tr, Lang::De] {
        for id in lang::ids(lang) {
            if generated.iter().any(|prefix| id.starts_with(prefix)) {
                assert!(
                    texts.contains_key(&id),
                    "{lang:?} translates {id}, which the command line does not say"
                );
            }
        }
    }
}

#[test]
fn a_flag_names_its_own_help_before_the_shared_one() {
    assert_eq!(own_or_shared(Lang::Tr, "arg", "nosuch", "nosuch"), None);
    assert_eq!(slug("[LABEL:]NAME=VALUE,…"), "label-name-value");
    assert_eq!(slug("PATH.xlsx"), "path-xlsx");
}

/// Found by a hostile round: `rules --help` said `[FILE]` in Turkish, where its list of
/// arguments said `[DOSYA]`. No usage line keeps an English value name.
#[test]
fn every_usage_line_says_its_value_names_in_the_language() {
    for lang in [Lang::Tr, Lang::De] {
        let mut root = super::command(lang);
        for sub in root.get_subcommands_mut() {
            // clap's own heading aside, which the help's template says in the language.
            let usage = sub.render_usage().to_string().replace("Usage:", "");
            let words: Vec<&str> = usage.split(|c: char| !c.is_alphanumeric()).collect();
            // (`NAME` and `TEXT` are German too.)
            for english in ["FILE", "OPTIONS", "COUNTS", "LABEL", "SUIT", "DATE"] {
                assert!(!words.contains(&english), "{lang:?}: {usage}");
            }
            // A label and a setting's name are two words (German said NAME for both).
            if sub.get_name() == "compare" {
                let names = words.iter().filter(|word| **word == "NAME").count();
                assert!(names <= 1, "{lang:?}: {usage}");
            }
        }
    }
}
