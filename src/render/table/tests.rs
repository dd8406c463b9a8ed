use super::*;
use crate::pipeline::evaluate_source;
use crate::source::{Format, Source};

fn scored(text: &str) -> Scored {
    let source = Source {
        name: "m.toml".into(),
        text: text.into(),
        format: Format::Toml,
    };
    evaluate_source(&source, &[]).into_scored().expect("scored")
}

/// Found by a trial: notes never reached the terminal, Eşli tables did not say who
/// plays in which team, and at 40 columns names were cut to two letters ("Şu…").
#[test]
fn notes_teams_and_readable_names_at_every_width() {
    let long = "a long note that needs to wrap over several lines at a narrow width";
    let solo = scored(&format!(
        "players = [\"Şule\", \"İlker\", \"Çağla\", \"Gökhan\"]\n[[deals]]\ndeclarer = \"Şule\"\nbid = 7\ntricks = [8, 2, 2, 1]\nnote = \"{long}\"\n"
    ));
    let teams = scored(
        "players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]\nteams = [\"Kuzey\", \"Güney\"]\n[rules]\npreset = \"esli\"\n[[deals]]\ndeclarer = \"Cem\"\nbid = 7\ntricks = [8, 5]\n",
    );
    // Found by a hostile round: long team names made the teams line 61 columns wide.
    let long_teams = scored(
        "players = [\"Ayşegülnurhanımefendi\", \"B\", \"Cem\", \"D\"]\nteams = [\"Kuzeyin Yenilmez Aslanları Takımı\", \"Güney\"]\n[rules]\npreset = \"esli\"\n[[deals]]\ndeclarer = \"Cem\"\nbid = 7\ntricks = [8, 5]\n",
    );
    for width in 32..=100 {
        let table = Table {
            color: false,
            width,
            lang: crate::lang::Lang::En,
        };
        let out = table.view("m.toml", &solo, 0, None);
        for line in out.lines() {
            assert!(
                unicode_width::UnicodeWidthStr::width(line) <= width,
                "{width}: {line:?}"
            );
        }
        let words: Vec<&str> = out
            .split_once("notes:")
            .expect("notes shown")
            .1
            .split_whitespace()
            .collect();
        assert!(words.join(" ").contains(long), "{width}:\n{out}");
        for cut in ["Şu…", "İl…", "Ça…", "Gö…", "Şul…", "Gök…"] {
            assert!(!out.contains(cut), "{width}: a name cut to {cut}\n{out}");
        }
        for line in table.view("m.toml", &long_teams, 0, None).lines() {
            assert!(
                unicode_width::UnicodeWidthStr::width(line) <= width,
                "{width}: {line:?}"
            );
        }
        let out = table.view("m.toml", &teams, 0, None);
        let members: String = out.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            members.contains("Kuzey (Ayşe & Cem)") && members.contains("Güney (Burak & Deniz)"),
            "{width}:\n{out}"
        );
    }
}

#[test]
fn huge_matches_show_the_latest_deals_and_say_so() {
    let mut text =
        String::from("players = [\"A\", \"B\", \"C\", \"D\"]\n[rules]\nend = \"none\"\n");
    for _ in 0..MAX_ROWS + 5 {
        text.push_str("[[deals]]\ndeclarer = \"A\"\nbid = 7\ntricks = [7, 2, 2, 2]\n");
    }
    let source = Source {
        name: "big".into(),
        text,
        format: Format::Toml,
    };
    let outcome = evaluate_source(&source, &[]);
    let mut out = Vec::new();
    Table {
        color: false,
        width: 80,
        lang: crate::lang::Lang::En,
    }
    .write(View::Match(&outcome), &mut out)
    .unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("(the last 1000 of 1005 deals;"), "{out}");
    let numbers: Vec<&str> = out
        .lines()
        .filter_map(|line| line.split_once('│').map(|(first, _)| first.trim()))
        .collect();
    assert!(numbers.contains(&"6") && numbers.contains(&"1005"));
    assert!(
        !numbers.contains(&"5"),
        "deal 5 is one of the earliest, not shown"
    );
}

#[test]
fn the_watch_screen_shows_the_latest_deals_that_fit() {
    let source = Source {
        name: "friday.toml".into(),
        text: std::fs::read_to_string("examples/friday.toml").unwrap(),
        format: Format::Toml,
    };
    let outcome = evaluate_source(&source, &[]);
    let scored = outcome.scored().unwrap();
    for (width, height) in [(80, 100), (80, 15), (40, 16), (32, 16), (60, 5)] {
        let table = Table {
            color: false,
            width,
            lang: crate::lang::Lang::En,
        };
        let screen = table.screen("friday.toml", scored, height);
        let lines: Vec<&str> = screen.lines().collect();
        // The standings and result always; the table only as far as it fits.
        assert!(
            screen.contains("Burak wins with 190 after deal 7"),
            "{screen}"
        );
        if height >= 15 {
            assert!(lines.len() <= height, "{width}x{height}:\n{screen}");
            let last = |line: &&str| line.starts_with("7 ") || line.starts_with("#7 ");
            assert!(lines.iter().any(last), "{screen}");
        }
        let all = lines
            .iter()
            .any(|line| line.starts_with("1 ") || line.starts_with("#1 "));
        assert_eq!(all, height == 100, "{width}x{height}:\n{screen}");
        // Some deals but not all: which ones is said (none fit in 5 lines).
        let said = screen.contains("(deals ") || screen.contains("(deal 7 of 7)");
        assert_eq!(said, !all && height > 5, "{screen}");
        assert!(
            !screen.contains("(deals 7–7"),
            "one deal is 'deal 7 of 7': {screen}"
        );
    }
}
