use super::*;

fn renamed(format: Format, text: &str, old: &str, new: &str) -> String {
    let source = Source {
        name: "m".into(),
        text: text.into(),
        format,
    };
    let edits = names(&source).expect("readable").edits(&source, old, new);
    crate::edit::apply_edits(text, &edits)
}

#[test]
fn a_toml_file_is_renamed_where_it_names_the_player_only() {
    let text = "# Ayse's night\nplayers = [\"Ayse\", \"Burak\", \"Cem\", \"Deniz\"]\nfirst_dealer = \"Ayse\"\n\n[[deals]]\ndealer = \"Ayse\"\ndeclarer = 'Ayse'\nbid = 7\ntricks = { Ayse = 3, Burak = 6, Cem = 2, Deniz = 2 }\nnote = \"Ayse\"\n\n[deals.hands]\n\"Ayse\" = \"SA\"\n";
    assert_eq!(
        renamed(Format::Toml, text, "Ayse", "Ayşe"),
        "# Ayse's night\nplayers = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]\nfirst_dealer = \"Ayşe\"\n\n[[deals]]\ndealer = \"Ayşe\"\ndeclarer = \"Ayşe\"\nbid = 7\ntricks = { \"Ayşe\" = 3, Burak = 6, Cem = 2, Deniz = 2 }\nnote = \"Ayse\"\n\n[deals.hands]\n\"Ayşe\" = \"SA\"\n"
    );
    // A bare key stays bare when the new name can be one.
    assert!(renamed(Format::Toml, text, "Ayse", "Aya").contains("tricks = { Aya = 3"));
}

#[test]
fn a_yaml_file_keeps_bare_words_bare() {
    let text = "players: [Ayse, Burak, Cem, Deniz]\ndeals:\n  - declarer: Ayse # good\n    bid: 7\n    tricks: {Ayse: 3, Burak: 6, Cem: 2, Deniz: 2}\n  - {dealer: \"Ayse\", passed: true, note: Ayse}\n";
    assert_eq!(
        renamed(Format::Yaml, text, "Ayse", "Ayşe"),
        "players: [Ayşe, Burak, Cem, Deniz]\ndeals:\n  - declarer: Ayşe # good\n    bid: 7\n    tricks: {Ayşe: 3, Burak: 6, Cem: 2, Deniz: 2}\n  - {dealer: \"Ayşe\", passed: true, note: Ayse}\n"
    );
    // A name YAML would read otherwise is quoted.
    for new in ["Ay şe", "No", "12", "a: b"] {
        let out = renamed(Format::Yaml, text, "Ayse", new);
        assert!(
            out.starts_with(&format!("players: [\"{new}\", Burak")),
            "{out}"
        );
    }
}

#[test]
fn a_team_is_renamed_and_names_are_found_in_nfc() {
    let text = "players = [\"A\", \"B\", \"C\", \"D\"]\nteams = [\"Kuzey\", \"Gu\u{308}ney\"]\n[rules]\npreset = \"esli\"\n[[deals]]\ndeclarer = \"A\"\nbid = 7\ntricks = { Kuzey = 8, \"Gu\u{308}ney\" = 5 }\n";
    let out = renamed(Format::Toml, text, "Güney", "Bizimkiler");
    assert!(out.contains("teams = [\"Kuzey\", \"Bizimkiler\"]"), "{out}");
    assert!(
        out.contains("tricks = { Kuzey = 8, \"Bizimkiler\" = 5 }"),
        "{out}"
    );
    let source = Source {
        name: "m".into(),
        text: text.into(),
        format: Format::Toml,
    };
    assert_eq!(
        names(&source).expect("names").teams,
        vec!["Kuzey".to_owned(), "Gu\u{308}ney".to_owned()]
    );
}

/// Found by a hostile round: what an alias or a merge key copies was renamed once for
/// the original and again for each copy (the same span twice: a panic, and overlapping
/// edits in the editor), and an alias (`*a`) was replaced by the name.
#[test]
fn what_aliases_copy_is_renamed_once_where_it_is_written() {
    let text = "players: [&a Ayse, Burak, Cem, Deniz]\ndeals:\n  - &d1 { declarer: Ayse, bid: 7, tricks: [8, 2, 2, 1] }\n  - *d1\n  - {dealer: *a, declarer: Burak, bid: 7, tricks: &t {Ayse: 2, Burak: 8, Cem: 2, Deniz: 1}}\n  - {declarer: Burak, bid: 7, tricks: *t}\n  - <<: *d1\n    note: again\n";
    let source = Source {
        name: "m".into(),
        text: text.into(),
        format: Format::Yaml,
    };
    let edits = names(&source)
        .expect("readable")
        .edits(&source, "Ayse", "Ayşe");
    assert_eq!(edits.len(), 3, "{edits:?}");
    assert!(
        edits
            .windows(2)
            .all(|pair| pair[0].0.end <= pair[1].0.start)
    );
    assert_eq!(
        crate::edit::apply_edits(text, &edits),
        text.replace("Ayse", "Ayşe")
    );
}
