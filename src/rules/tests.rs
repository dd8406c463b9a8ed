use super::*;

#[test]
fn settings_are_listed_in_id_order() {
    for (index, setting) in SETTINGS.iter().enumerate() {
        assert_eq!(setting.id as usize, index, "{} out of order", setting.name);
    }
    assert_eq!(PresetName::CHOICES.len(), PRESETS.len());
    for choice in PresetName::CHOICES {
        let Choice::PresetName(id) = *choice else {
            panic!("{choice:?} is not a preset");
        };
        assert_eq!(Preset::of(id).name, id);
    }
}

#[test]
fn preset_values_are_legal_values_of_their_settings() {
    for preset in PRESETS {
        for (id, value) in preset.settings {
            let setting = Setting::of(*id);
            assert_eq!(
                setting.parse_text(&value.to_string()),
                Ok(*value),
                "{:?}",
                preset.name
            );
        }
    }
}

fn flags(text: &str) -> Vec<Assignment> {
    parse_flag(&Flag {
        text: text.into(),
        start: 0,
        origin: "--set",
    })
    .unwrap()
}

#[test]
fn layering_is_defaults_preset_file_flags() {
    let file = flags("preset=ihaleli,min_bid=6");
    let rules = Rules::layered(&file, &[]);
    assert_eq!(rules.min_bid(), 6);
    assert_eq!(rules.origin(Id::MinBid), Origin::File);
    assert_eq!(rules.bid_points(), 1);
    assert_eq!(rules.origin(Id::BidPoints), Origin::Preset);
    // --set preset switches the preset but keeps the file's own settings.
    let rules = Rules::layered(&file, &flags("preset=esli"));
    assert!(rules.partnership());
    assert_eq!(rules.min_bid(), 6);
    let rules = Rules::layered(&file, &flags("min_bid=9"));
    assert_eq!(rules.min_bid(), 9);
    assert_eq!(rules.origin(Id::MinBid), Origin::Flag);
}

#[test]
fn esli_is_ihaleli_in_partnership_with_min_bid_7() {
    let esli = Rules::layered(&flags("preset=esli"), &[]);
    let ihaleli = Rules::layered(&flags("preset=ihaleli"), &[]);
    for setting in SETTINGS {
        match setting.id {
            Id::Preset => {}
            Id::Partnership => assert!(esli.partnership() && !ihaleli.partnership()),
            Id::MinBid => assert_eq!((esli.min_bid(), ihaleli.min_bid()), (7, 4)),
            id => assert_eq!(esli.value(id), ihaleli.value(id), "{}", setting.name),
        }
    }
}

#[test]
fn defender_points_follow_extra_points_unless_set() {
    let rules = Rules::layered(&flags("extra_points=3"), &[]);
    assert_eq!(rules.defender_points(), 3);
    let rules = Rules::layered(&flags("extra_points=3,defender_points=1"), &[]);
    assert_eq!(rules.defender_points(), 1);
}

#[test]
fn bad_flags_point_into_their_text() {
    let flag = Flag {
        text: "min_bid=99,dubble_penalty=true,ties".into(),
        start: 0,
        origin: "--set",
    };
    let problems = parse_flag(&flag).unwrap_err();
    let codes: Vec<_> = problems.iter().map(|p| p.code).collect();
    assert_eq!(
        codes,
        [Code::SettingValue, Code::UnknownSetting, Code::FlagSyntax]
    );
    let spans: Vec<_> = problems
        .iter()
        .map(|p| &flag.text[p.span.clone().unwrap()])
        .collect();
    assert_eq!(spans, ["99", "dubble_penalty", "ties"]);
    assert_eq!(
        problems[1]
            .help
            .as_ref()
            .map(crate::lang::Text::en)
            .as_deref(),
        Some("did you mean \"double_penalty\"?")
    );
}

#[test]
fn a_decimal_comma_is_no_second_setting() {
    let flag = |text: &str| Flag {
        text: text.into(),
        start: 0,
        origin: "--set",
    };
    for text in ["extra_points=0,5", "extra_points=0.5"] {
        let problems = parse_flag(&flag(text)).unwrap_err();
        assert_eq!(problems.len(), 1, "{text}");
        assert_eq!(problems[0].code, Code::SettingValue);
        assert_eq!(
            problems[0].message,
            format!(
                "extra_points takes a whole number; {} is not one",
                &text[13..]
            )
        );
        assert_eq!(&text[problems[0].span.clone().unwrap()], &text[13..]);
    }
    // Within a list, and after a label of --with: the span is the value's.
    let labelled = Flag {
        text: "half:double_penalty=true, extra_points=1,5".into(),
        start: 5,
        origin: "--with",
    };
    let problems = parse_flag(&labelled).unwrap_err();
    assert_eq!(&labelled.text[problems[0].span.clone().unwrap()], "1,5");
    // Lists still work, and a list's second item is still a setting.
    assert_eq!(flags("extra_points=2,target=101").len(), 2);
    assert_eq!(flags("target=101, min_bid=6").len(), 2);
    // Digits after a setting that is not a whole number: the usual mistake.
    let problems = parse_flag(&flag("double_penalty=true,5")).unwrap_err();
    assert_eq!(problems[0].code, Code::FlagSyntax);
}

/// Every setting of every preset, at three and four seats, reads through its typed
/// getter (a value of the wrong kind would stop batak, not fall back to a default).
#[test]
fn every_preset_reads_through_the_typed_getters() {
    for choice in PresetName::CHOICES {
        let preset = Assignment {
            id: Id::Preset,
            value: SettingValue::Choice(*choice),
        };
        for players in [3, 4] {
            let rules = Rules::layered(std::slice::from_ref(&preset), &[]).seated(players);
            assert_eq!(Choice::PresetName(rules.preset()), *choice);
            let _ = (
                rules.min_bid(),
                rules.bid_points(),
                rules.extra_points(),
                rules.defender_points(),
                rules.defender_minimum(),
                rules.double_penalty(),
                rules.slam_double(),
                rules.end(),
                rules.partnership(),
                rules.hand(),
                rules.everyone_bids(),
                rules.overshoot(),
                rules.nil_points(),
                crate::play::PlayRules::of(&rules),
                rules.trump_rule(),
                rules.all_pass(),
                rules.ties(),
            );
            for setting in SETTINGS {
                let value = rules.effective(setting.id);
                assert!(
                    setting.parse_text(&value.to_string()).is_ok()
                        || matches!(value, SettingValue::Int(_)),
                    "{} of {}: {value}",
                    setting.name,
                    choice.name()
                );
            }
        }
    }
}

/// Presets (and every choice) are read as Turkish players write them.
#[test]
fn presets_read_in_their_turkish_spellings() {
    for (text, name) in [
        ("eşli", "esli"),
        ("Koz-Maça", "koz-maca"),
        ("GÖNÜLLÜ", "gonullu"),
        ("İhaleli", "ihaleli"),
        ("gömmeli", "gommeli"),
    ] {
        let value = Setting::of(Id::Preset).parse_text(text).expect(text);
        assert_eq!(value.to_string(), name, "{text}");
    }
}

/// Where each effective value came from, as `batak rules FILE --format markdown` says it
/// in its "from" column.
#[test]
fn each_value_says_where_it_came_from() {
    let rules = Rules::layered(&flags("preset=ihaleli,min_bid=6"), &flags("target=200"));
    let table = crate::render::rules_markdown(crate::lang::Lang::En, Some(&rules));
    let from = |setting: &str| {
        let row = table
            .lines()
            .find(|line| line.starts_with(&format!("| `{setting}` |")))
            .expect("a row for each setting");
        row.split(" | ").nth(2).expect("a from column").to_owned()
    };
    assert_eq!(
        [
            from("slam_double"),
            from("bid_points"),
            from("min_bid"),
            from("target")
        ],
        ["default", "preset", "file", "flag"]
    );
}

/// A word where a number belongs is told what the setting allows; only a decimal is told
/// that it is not a whole number.
#[test]
fn a_word_for_a_number_is_told_what_is_allowed() {
    let setting = crate::rules::SETTINGS
        .iter()
        .find(|setting| setting.name == "extra_points")
        .expect("the setting");
    let word = setting.parse_text("many").unwrap_err().en();
    assert!(word.starts_with("extra_points must be"), "{word}");
    assert!(!word.contains("whole number"), "{word}");
    let decimal = setting.parse_text("0.5").unwrap_err().en();
    assert!(decimal.contains("takes a whole number"), "{decimal}");
}

/// Only digits on both sides of one point or comma make a decimal: `1.`, `.5`, `x.5` and
/// `1.x` are told what the setting allows, `0.5` and `-2,25` that it takes a whole number.
#[test]
fn only_digits_around_a_point_make_a_decimal() {
    let setting = Setting::named("extra_points").expect("the setting");
    let id = |text: &str| {
        let message = setting.parse_text(text).unwrap_err();
        message
            .id()
            .unwrap_or_else(|| panic!("{text}: {message:?} is not a catalogue message"))
    };
    for decimal in ["0.5", "-2,25", "10.75"] {
        assert_eq!(id(decimal), "setting-whole-number", "{decimal}");
    }
    for other in ["1.", ".5", "x.5", "1.x", "a.b", "-.", "."] {
        assert_ne!(id(other), "setting-whole-number", "{other}");
    }
}

/// Each mistake of a comma list is drawn over its own part of the flag, after a decimal
/// comma and after a `--with` label too.
#[test]
fn each_part_of_a_flag_is_drawn_over_its_own_text() {
    let text = "label:extra_points=0,5,min_bid=x,bogus=1";
    let flag = Flag {
        text: text.into(),
        start: "label:".len(),
        origin: "--with",
    };
    let drawn: Vec<&str> = parse_flag(&flag)
        .unwrap_err()
        .iter()
        .map(|problem| &text[problem.span.clone().expect("a span")])
        .collect();
    assert_eq!(drawn, ["0,5", "x", "bogus"]);
}

/// A misspelt name is answered with the nearest allowed one alone; a name near none, with
/// every name allowed.
#[test]
fn a_misspelt_choice_is_answered_with_the_nearest_name() {
    let preset = crate::rules::SETTINGS
        .iter()
        .find(|setting| setting.name == "preset")
        .expect("the setting");
    let help = |written| {
        let error = preset.value_error(0..0, "wrong".into(), Some(written));
        error.help.expect("a help").en()
    };
    let near = help("ihalel");
    assert!(near.contains("ihaleli"), "{near}");
    assert!(!near.contains("classic"), "{near}");
    let far = help("zzzzzzzz");
    assert!(far.contains("classic") && far.contains("tahminli"), "{far}");
}
