//! The interface language: what a person reads follows the locale, what a script reads
//! never does.

use crate::common::batak;

const LOCALES: [&str; 5] = ["C", "tr_TR.UTF-8", "de_DE.UTF-8", "de_AT", "tr"];

/// Every command's JSON and CSV, the same bytes under every locale (and with LANGUAGE
/// set too), and the same exit status.
#[test]
fn json_and_csv_are_the_same_bytes_under_every_locale() {
    let bad = "tests/fixtures/invalid/bid.toml";
    let runs: &[&[&str]] = &[
        &["score", "examples/friday.toml", "--format", "json"],
        &["score", "examples/friday.toml", "--format", "csv"],
        &[
            "score",
            "examples/esli.yaml",
            "examples/tahminli.yaml",
            "--format",
            "json",
        ],
        &["score", "examples/esli.yaml", "--format", "csv"],
        &["score", bad, "--format", "json"],
        &["check", "examples/friday.toml", bad, "--format", "json"],
        &[
            "compare",
            "examples/friday.toml",
            "--with",
            "double_penalty=true",
            "--format",
            "json",
        ],
        &[
            "compare",
            "examples/friday.toml",
            "--with",
            "target=101",
            "--format",
            "csv",
        ],
        &[
            "stats",
            "examples/friday.toml",
            "examples/esli.yaml",
            "--format",
            "json",
        ],
        &[
            "stats",
            "examples/friday.toml",
            "examples/esli.yaml",
            "--format",
            "csv",
        ],
        &["rules", "examples/esli.yaml", "--format", "json"],
        &["show", "examples/played.toml", "2", "--format", "json"],
    ];
    for args in runs {
        let english = batak().args(*args).env("LC_ALL", "C").run();
        assert!(!english.stdout.is_empty(), "{args:?} printed nothing");
        for locale in LOCALES {
            let other = batak()
                .args(*args)
                .env("LC_ALL", locale)
                .env("LANGUAGE", "tr:de")
                .run();
            assert_eq!(
                String::from_utf8_lossy(&other.stdout),
                String::from_utf8_lossy(&english.stdout),
                "{args:?} under {locale}"
            );
            assert_eq!(
                other.status.code(),
                english.status.code(),
                "{args:?} under {locale}"
            );
        }
    }
}

/// The same run in words: English under C, Turkish and German as the locale says, and
/// the numbers as each writes them.
#[test]
fn what_a_person_reads_follows_the_locale() {
    let score = |locale: &str| {
        let output = batak()
            .args(["score", "examples/friday.toml"])
            .env("LC_ALL", locale)
            .run();
        String::from_utf8(output.stdout).expect("UTF-8")
    };
    assert!(score("C").contains("Burak wins with 190 after deal 7"));
    assert!(score("tr_TR.UTF-8").contains("Burak kazandı: 7. elden sonra 190 puan"));
    assert!(score("de_DE.UTF-8").contains("Burak gewinnt mit 190 nach Runde 7"));
    // LANGUAGE is a list of preferences over the locale, but not under C.
    let preferred = batak()
        .args(["score", "examples/friday.toml"])
        .env("LC_ALL", "en_US.UTF-8")
        .env("LANGUAGE", "fr:de")
        .run();
    assert!(String::from_utf8_lossy(&preferred.stdout).contains("gewinnt"));
    let c = batak()
        .args(["score", "examples/friday.toml"])
        .env("LC_ALL", "C")
        .env("LANGUAGE", "de")
        .run();
    assert!(String::from_utf8_lossy(&c.stdout).contains("wins"));
    // Percentages and decimals in the statistics.
    let stats = |locale: &str| {
        let output = batak()
            .args(["stats", "examples/friday.toml", "examples/esli.yaml"])
            .env("LC_ALL", locale)
            .env("COLUMNS", "200")
            .run();
        String::from_utf8(output.stdout).expect("UTF-8")
    };
    assert!(stats("C").contains("100%") && stats("C").contains("6.5"));
    assert!(stats("tr_TR.UTF-8").contains("%100") && stats("tr_TR.UTF-8").contains("6,5"));
    assert!(stats("de_DE.UTF-8").contains("100\u{a0}%") && stats("de_DE.UTF-8").contains("6,5"));
}

/// The lines said beside the diagnostics when nothing was made follow the locale too:
/// a workbook of only failed matches, and `new --like` a file with errors.
#[test]
fn what_is_said_when_nothing_was_made_follows_the_locale() {
    let dir = crate::common::scratch("said-in-language");
    std::fs::write(dir.join("bad.toml"), "players = [\"A\"]\n").expect("write");
    let stderr = |locale: &str, args: &[&str]| {
        let output = batak()
            .args(args)
            .current_dir(&dir)
            .env("LC_ALL", locale)
            .run();
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        String::from_utf8(output.stderr).expect("UTF-8")
    };
    let book = [
        "score", "bad.toml", "--format", "xlsx", "--output", "b.xlsx",
    ];
    let like = ["new", "n.toml", "--like", "bad.toml"];
    for (locale, nothing, errors) in [
        (
            "C",
            "b.xlsx was not written: no match to put in it",
            "bad.toml has errors, so batak new cannot start like it",
        ),
        (
            "tr_TR.UTF-8",
            "b.xlsx yazılmadı: içine konacak oyun yok",
            "bad.toml dosyasında hatalar var, bu yüzden batak new ona göre başlayamaz",
        ),
        (
            "de_DE.UTF-8",
            "b.xlsx wurde nicht geschrieben: keine Partie, die hineinkäme",
            "bad.toml hat Fehler, daher kann batak new nicht danach beginnen",
        ),
    ] {
        let said = stderr(locale, &book);
        assert!(said.contains(nothing), "{locale}: {said}");
        let said = stderr(locale, &like);
        assert!(said.contains(errors), "{locale}: {said}");
    }
    assert!(!dir.join("b.xlsx").exists() && !dir.join("n.toml").exists());
}

/// A change the safety net refuses (an anchor in the deal amended, an alias of it in the
/// next) is refused in the interface language, the file left as it was.
#[test]
fn a_change_the_safety_net_refuses_is_told_in_the_locale() {
    let dir = crate::common::scratch("net-in-language");
    let file = dir.join("anchor.yaml");
    let text = std::fs::read_to_string("tests/cmd/sandbox/amend.in/anchor.yaml").expect("read");
    for (locale, said) in [
        ("C", "the edit would change deal 2 as well"),
        ("tr_TR.UTF-8", "düzenleme 2. eli de değiştirirdi"),
        ("de_DE.UTF-8", "die Änderung würde auch Runde 2 ändern"),
    ] {
        std::fs::write(&file, &text).expect("write");
        let output = batak()
            .args(["amend", "anchor.yaml", "1", "--tricks", "2,8,2,1"])
            .current_dir(&dir)
            .env("LC_ALL", locale)
            .env("COLUMNS", "200")
            .run();
        assert_eq!(output.status.code(), Some(1), "{locale}");
        let stderr = String::from_utf8(output.stderr).expect("UTF-8");
        assert!(stderr.contains(said), "{locale}: {stderr}");
        assert_eq!(std::fs::read_to_string(&file).expect("read"), text);
    }
}

/// The page says its language.
#[test]
fn the_page_says_its_language() {
    for (locale, lang) in [("C", "en"), ("tr_TR.UTF-8", "tr"), ("de_DE.UTF-8", "de")] {
        let output = batak()
            .args(["score", "examples/friday.toml", "--format", "html"])
            .env("LC_ALL", locale)
            .run();
        let page = String::from_utf8(output.stdout).expect("UTF-8");
        assert!(
            page.contains(&format!("<html lang=\"{lang}\">")),
            "{locale}"
        );
    }
}

/// A flag given twice is said to be given twice, as clap says it in English, not to
/// conflict with itself.
#[test]
fn a_flag_given_twice_is_said_so() {
    let said = |locale: &str| {
        let output = batak()
            .args(["score", "--format", "json", "--format", "csv", "x.toml"])
            .env("LC_ALL", locale)
            .run();
        assert_eq!(output.status.code(), Some(2));
        String::from_utf8(output.stderr).expect("UTF-8")
    };
    assert!(said("C").contains("'--format <FORMAT>' cannot be used multiple times"));
    assert!(said("tr_TR.UTF-8").contains("'--format <BİÇİM>' argümanı birden çok kez verilemez"));
    assert!(said("de_DE.UTF-8").contains("'--format <FORMAT>' kann nur einmal angegeben werden"));
}

/// An unknown argument that may be a value (`-o`) keeps clap's tip to pass it after
/// `--` in Turkish and German too.
#[test]
fn the_tip_to_pass_a_dash_value_after_two_dashes_is_kept() {
    let said = |locale: &str| {
        let output = batak()
            .args(["score", "x.toml", "-z"])
            .env("LC_ALL", locale)
            .run();
        assert_eq!(output.status.code(), Some(2));
        String::from_utf8(output.stderr).expect("UTF-8")
    };
    assert!(said("C").contains("tip: to pass '-z' as a value, use '-- -z'"));
    assert!(said("tr_TR.UTF-8").contains("'-- -z'"));
    assert!(said("de_DE.UTF-8").contains("'-- -z'"));
}

/// On a narrow screen the Turkish and German tables fit as the English one does: the
/// standings' headings give way (`#`, `Σ`) before the names.
#[test]
fn a_narrow_screen_fits_in_every_language() {
    // Long names, in the narrowest layout: the German "gegeben von NAME" took 3 columns
    // more than the width (found by a hostile tester).
    let dir = crate::common::scratch("narrow");
    let long = dir.join("long.toml");
    std::fs::write(
        &long,
        format!(
            "players = [\"{a}\", \"{b}\", \"C\", \"D\"]\n[[deals]]\ndealer = \"{a}\"\ndeclarer = \"{b}\"\nbid = 5\ntricks = [4, 5, 2, 2]\n",
            a = "A".repeat(31),
            b = "B".repeat(27)
        ),
    )
    .expect("write");
    let long = long.display().to_string();
    let friday = "examples/friday.toml".to_owned();
    let cases = [(&friday, "20"), (&friday, "32")]
        .into_iter()
        .chain(["32", "34", "37"].map(|width| (&long, width)));
    for locale in ["C", "tr_TR.UTF-8", "de_DE.UTF-8"] {
        for (file, width) in cases.clone() {
            let output = batak()
                .args(["score", file])
                .env("LC_ALL", locale)
                .env("COLUMNS", width)
                .run();
            let text = String::from_utf8(output.stdout).expect("UTF-8");
            let widest = text
                .lines()
                .map(|line| line.chars().count())
                .max()
                .unwrap_or(0);
            assert!(
                widest <= width.parse().unwrap(),
                "{file} in {locale} at {width}: {widest}\n{text}"
            );
        }
    }
}

/// A workbook is data, as CSV is: the same bytes under every locale.
#[test]
fn a_workbook_is_the_same_under_every_locale() {
    let dir = tempfile::tempdir().expect("a folder");
    let mut books = Vec::new();
    for locale in ["C", "tr_TR.UTF-8", "de_DE.UTF-8"] {
        let path = dir.path().join(format!("{}.xlsx", &locale[..1]));
        let output = batak()
            .args([
                "score",
                "examples/friday.toml",
                "--format",
                "xlsx",
                "--output",
            ])
            .arg(&path)
            .env("LC_ALL", locale)
            .run();
        assert!(output.status.success(), "{locale}");
        books.push(std::fs::read(&path).expect("the workbook"));
    }
    assert!(books.windows(2).all(|pair| pair[0] == pair[1]));
}

/// The man page's sections and its environment in the language; English as clap writes it.
#[test]
fn the_man_page_speaks_the_language() {
    let page = |locale: &str| {
        let output = batak().arg("man").env("LC_ALL", locale).run();
        String::from_utf8(output.stdout).expect("UTF-8")
    };
    let english = page("C");
    assert!(english.contains(".SH NAME\n") && english.contains(".SH ENVIRONMENT\n"));
    assert!(english.contains("LC_ALL, LC_MESSAGES, LANG, LANGUAGE"));
    let turkish = page("tr_TR.UTF-8");
    assert!(turkish.contains(".SH \"AD\"\n") && turkish.contains(".SH \"ORTAM\"\n"));
    assert!(
        turkish.contains(".PP\nSeçenekler:\n"),
        "a command's options as a paragraph"
    );
    assert!(!turkish.contains(".SH NAME") && !turkish.contains("Options:"));
    let german = page("de_DE.UTF-8");
    assert!(german.contains(".SH \"BEISPIELE\"\n"));
    assert!(german.contains(".SH \"UMGEBUNG\"\n"));
}

/// A GitHub annotation is read by people: its help line is in the language.
#[test]
fn an_annotation_says_its_help_in_the_language() {
    let output = batak()
        .args([
            "check",
            "tests/fixtures/invalid/bid.toml",
            "--format",
            "github",
        ])
        .env("LC_ALL", "tr_TR.UTF-8")
        .run();
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(
        text.contains("title=batak%3A%3Adeal%3A%3Abid_range"),
        "{text}"
    );
    assert!(text.contains("%0Ayardım: "), "{text}");
}

/// A name that would drive the terminal is escaped in every language, in the words
/// around it too.
#[test]
fn a_name_with_escape_sequences_is_shown_escaped_in_every_language() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("m.toml");
    std::fs::write(
        &path,
        "players = [\"A\\u001b[31m\", \"B\", \"C\", \"D\"]\n[[deals]]\ndeclarer = \"A\\u001b[31m\"\nbid = 7\ntricks = [8, 2, 2, 1]\n",
    )
    .expect("the file");
    for locale in ["C", "tr_TR.UTF-8", "de_DE.UTF-8"] {
        for command in ["score", "check"] {
            let output = batak().arg(command).arg(&path).env("LC_ALL", locale).run();
            assert!(output.status.success(), "{locale} {command}");
            for stream in [&output.stdout, &output.stderr] {
                assert!(!stream.contains(&0x1b), "{locale} {command}: a raw escape");
            }
        }
    }
}
