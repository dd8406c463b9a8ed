//! A broken file and a mistyped flag as a Turkish and a German player read them: every
//! word of the diagnostics in their language, the codes as they are, and the JSON the
//! same bytes under every locale (its messages in English).

use crate::common::{batak, file};

const BROKEN: &str = "players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]
titel = \"Cuma\"

[[deals]]
declarer = \"Burrak\"
bid = 7
tricks = [2, 8, 1, 1]
";

/// `batak ARGS` under `LANG=lang`: standard output and standard error.
fn run(lang: &str, args: &[&std::ffi::OsStr]) -> (String, String) {
    let output = batak()
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANGUAGE")
        .env("LANG", lang)
        .args(args)
        .run();
    (
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

#[test]
fn a_broken_file_in_turkish_and_german() {
    let match_file = file("cuma.toml", BROKEN);
    let check = [std::ffi::OsStr::new("check"), match_file.as_os_str()];
    let (_, turkish) = run("tr_TR.UTF-8", &check);
    for words in [
        "oyun dosyası içinde \"titel\" diye bir anahtar yok",
        "şunu mu demek istediniz: \"title\"?",
        "1. el: \"Burrak\" adlı bir oyuncu yok",
        "1. el: alınan el toplamı 12, ama 13 olmalı",
        "batak::deal::tricks_sum",
    ] {
        assert!(turkish.contains(words), "{words:?} in:\n{turkish}");
    }
    let (_, german) = run("de_DE.UTF-8", &check);
    for words in [
        "die Partiedatei hat keinen Schlüssel „titel“",
        "Runde 1: kein Spieler namens „Burrak“",
        "1 Stich fehlt; prüfen Sie jede Zahl",
        "batak::deal::unknown_player",
    ] {
        assert!(german.contains(words), "{words:?} in:\n{german}");
    }
    let (_, english) = run("C", &check);
    assert!(
        english.contains("deal 1: tricks add up to 12, but every deal has 13"),
        "{english}"
    );
    for said in [&turkish, &german] {
        assert!(!said.contains("no player named"), "{said}");
        assert!(!said.contains("did you mean"), "{said}");
    }
}

#[test]
fn the_json_of_a_broken_file_is_the_same_bytes_in_every_language() {
    let match_file = file("cuma.toml", BROKEN);
    let args = [
        std::ffi::OsStr::new("check"),
        match_file.as_os_str(),
        std::ffi::OsStr::new("--format"),
        std::ffi::OsStr::new("json"),
    ];
    let (english, _) = run("C", &args);
    assert!(english.contains("no player named"), "{english}");
    for lang in ["tr_TR.UTF-8", "de_DE.UTF-8"] {
        assert_eq!(run(lang, &args).0, english, "{lang}");
    }
}

#[test]
fn a_mistyped_setting_in_turkish() {
    let match_file = file("cuma.toml", BROKEN);
    let args = [
        std::ffi::OsStr::new("score"),
        match_file.as_os_str(),
        std::ffi::OsStr::new("--set"),
        std::ffi::OsStr::new("extra_points=0,5"),
    ];
    let (_, turkish) = run("tr_TR.UTF-8", &args);
    assert!(
        turkish.contains("extra_points bir tam sayı alır; 0,5 tam sayı değil"),
        "{turkish}"
    );
    assert!(turkish.contains("batak::rules::value"), "{turkish}");
}

/// With colour on (as in every terminal), the words miette draws (`help:`, `Error:`)
/// are the language's too: the coloured report is the plain one with escape codes, and
/// is kept as a snapshot (`SNAPSHOTS=overwrite cargo test --test cli colour` renews it).
#[test]
fn colour_keeps_the_words_of_the_language() {
    let match_file = file("renkli.toml", BROKEN);
    let strip = |text: &str| {
        let mut plain = String::new();
        let mut rest = text;
        while let Some(at) = rest.find('\u{1b}') {
            plain.push_str(&rest[..at]);
            rest = rest[at..].find('m').map_or("", |end| &rest[at + end + 1..]);
        }
        plain + rest
    };
    let mut coloured = String::new();
    for lang in ["tr_TR.UTF-8", "de_DE.UTF-8"] {
        let args = |colour: &'static str| {
            [
                std::ffi::OsStr::new("check"),
                match_file.as_os_str(),
                std::ffi::OsStr::new("--color"),
                std::ffi::OsStr::new(colour),
            ]
        };
        let (_, plain) = run(lang, &args("never"));
        let (_, colour) = run(lang, &args("always"));
        assert!(colour.contains('\u{1b}'), "{colour}");
        assert!(!colour.contains("help:"), "{colour}");
        assert_eq!(strip(&colour), plain, "{lang}");
        coloured.push_str(&colour.replace(&match_file.display().to_string(), "FILE"));
    }
    snapbox::assert_data_eq!(coloured, snapbox::file!["snapshots/colour.txt"].raw());
}
