//! A new file, read back: the rules it was made with, the preset and what `--set` gave
//! written as settings, every other setting a comment.

use crate::edit::{NewHeader, new_file};
use crate::lang::Lang;
use crate::pipeline::evaluate_source;
use crate::rules::{Flag, Rules, SETTINGS, parse_flag};
use crate::source::{Format, Source};

fn made(format: Format, rules: &Rules) -> String {
    let players: Vec<String> = ["Ayşe", "Burak", "Cem", "Deniz"].map(String::from).into();
    let header = NewHeader {
        title: Some("Cuma".into()),
        date: None,
        players,
        teams: None,
        first_dealer: None,
    };
    new_file(Lang::En, format, &header, rules, "schema.json")
}

#[test]
fn a_new_file_reads_back_with_the_rules_it_was_made_with() {
    let flag = Flag {
        text: "preset=esli,end=deals,target=201".into(),
        start: 0,
        origin: "--set",
    };
    let rules = Rules::layered(&[], &parse_flag(&flag).expect("the flag parses"));
    for format in [Format::Toml, Format::Yaml] {
        let text = made(format, &rules);
        let source = Source {
            name: "new".into(),
            text: text.clone(),
            format,
        };
        let outcome = evaluate_source(&source, &[]);
        let read = outcome.into_scored().unwrap_or_else(|| panic!("{text}"));
        for setting in SETTINGS {
            assert_eq!(
                read.rules.value(setting.id),
                rules.value(setting.id),
                "{}:\n{text}",
                setting.name
            );
        }
        let (assign, choice) = match format {
            Format::Toml => (" = ", "\"deals\""),
            Format::Yaml => (": ", "deals"),
        };
        let line = |start: &str| {
            text.lines()
                .map(str::trim_start)
                .find(|line| line.trim_start_matches("# ").starts_with(start))
                .unwrap_or_else(|| panic!("no {start} in:\n{text}"))
                .to_owned()
        };
        assert!(line("preset").starts_with("preset"), "{text}");
        assert!(line(&format!("end{assign}")).starts_with(&format!("end{assign}{choice} ")));
        assert!(line("target").starts_with("target"), "{text}");
        assert!(line("min_bid").starts_with("# min_bid"), "{text}");
    }
}
