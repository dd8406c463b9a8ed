use super::*;
use crate::pipeline::evaluate_source;
use crate::source::{Format, Source};

fn summary(rules: &str) -> String {
    let source = Source {
        name: "m".into(),
        text: format!("players = [\"A\", \"B\", \"C\", \"D\"]\n[rules]\n{rules}\n"),
        format: Format::Toml,
    };
    let outcome = evaluate_source(&source, &[]);
    rules_summary(
        crate::lang::Lang::En,
        &outcome.into_scored().expect("valid").rules,
    )
}

#[test]
fn the_header_names_only_settings_that_differ_from_the_preset() {
    // What batak new writes: every rule, each equal to the preset's.
    assert_eq!(
        summary(
            "preset = \"classic\"\nmin_bid = 5\nbid_points = 10\nend = \"target\"\nmust_trump = true"
        ),
        "rules: classic"
    );
    assert_eq!(
        summary("preset = \"esli\"\nmin_bid = 7\npartnership = true"),
        "rules: esli"
    );
    assert_eq!(
        summary("preset = \"esli\"\nmin_bid = 8\ntarget = 51"),
        "rules: esli + min_bid=8"
    );
    // defender_points follows extra_points: it shows only when it comes out different.
    assert_eq!(
        summary("extra_points = 2"),
        "rules: classic + extra_points=2"
    );
    assert_eq!(summary("defender_points = 1"), "rules: classic");
    assert_eq!(
        summary("defender_points = 3"),
        "rules: classic + defender_points=3"
    );
}

#[test]
fn every_statistics_column_has_its_heading_in_each_language() {
    for lang in crate::lang::Lang::ALL {
        for column in super::stats::COLUMNS {
            let id = format!("stats-column-{}", column.name.replace('_', "-"));
            assert!(crate::lang::has(lang, &id), "{lang:?} lacks {id}");
        }
    }
}

/// Found by a hostile round: `\u{202e}Burak\u{202c}` cut to `\u{202e}Burak\u{20…`, which
/// reads as another character. An escape goes whole or not at all.
#[test]
fn a_name_is_never_cut_inside_an_escape() {
    let name = "\\u{202e}Burak\\u{202c}";
    assert_eq!(super::shorten(name, 18), "\\u{202e}Burak…");
    assert_eq!(super::shorten(name, 5), "…");
    assert_eq!(super::shorten(name, 40), name);
    assert_eq!(super::shorten("Ayşe Yılmaz", 6), "Ayşe …");
}
