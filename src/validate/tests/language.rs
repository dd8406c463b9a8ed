//! Diagnostics in each language: the same problem put into Turkish and German words, and
//! English as it always was.

use super::{PLAYERS_TOML, toml_deal};
use crate::diagnostic::{Code, Diagnostic};
use crate::lang::Lang;
use crate::pipeline::evaluate_source;
use crate::source::{Format, Source};

/// The first diagnostic with `code` for a TOML file.
fn first(text: &str, code: Code) -> Diagnostic {
    let source = Source {
        name: "case".into(),
        text: text.into(),
        format: Format::Toml,
    };
    evaluate_source(&source, &[])
        .diagnostics
        .into_iter()
        .find(|d| d.code == code)
        .unwrap_or_else(|| panic!("no {} in:\n{text}", code.name()))
}

/// Message, label and help in `lang`.
fn words(diagnostic: &Diagnostic, lang: Lang) -> [String; 3] {
    [
        diagnostic.message.in_lang(lang),
        diagnostic
            .label
            .as_ref()
            .map(|t| t.in_lang(lang))
            .unwrap_or_default(),
        diagnostic
            .help
            .as_ref()
            .map(|t| t.in_lang(lang))
            .unwrap_or_default(),
    ]
}

#[test]
fn tricks_that_do_not_add_up_in_three_languages() {
    let d = first(
        &toml_deal("declarer = \"Cem\"\nbid = 7\ntricks = [2, 8, 1, 1]\n"),
        Code::TricksSum,
    );
    assert_eq!(
        words(&d, Lang::En),
        [
            "deal 1: tricks add up to 12, but every deal has 13",
            "12 tricks",
            "1 trick is missing; check each count",
        ]
    );
    assert_eq!(
        words(&d, Lang::Tr),
        [
            "1. el: alınan el toplamı 12, ama 13 olmalı",
            "toplam 12 el",
            "toplamda 1 el eksik; her sayıyı kontrol edin",
        ]
    );
    assert_eq!(
        words(&d, Lang::De),
        [
            "Runde 1: die Stiche ergeben zusammen 12, aber jede Runde hat 13",
            "12 Stiche",
            "1 Stich fehlt; prüfen Sie jede Zahl",
        ]
    );
    // The plural is the catalogue's.
    let two = first(
        &toml_deal("declarer = \"Cem\"\nbid = 7\ntricks = [2, 8, 1, 0]\n"),
        Code::TricksSum,
    );
    assert_eq!(
        two.help.unwrap().in_lang(Lang::De),
        "2 Stiche fehlen; prüfen Sie jede Zahl"
    );
}

#[test]
fn an_unknown_player_with_the_nearest_name() {
    let d = first(
        &toml_deal("declarer = \"Burrak\"\nbid = 7\ntricks = [2, 8, 2, 1]\n"),
        Code::UnknownPlayer,
    );
    assert_eq!(
        words(&d, Lang::En),
        [
            "deal 1: no player named \"Burrak\"",
            "unknown declarer",
            "did you mean \"Burak\"? (the players are Ayşe, Burak, Cem, Deniz)",
        ]
    );
    assert_eq!(
        words(&d, Lang::Tr),
        [
            "1. el: \"Burrak\" adlı bir oyuncu yok",
            "ihaleyi alan olarak bilinmeyen bir ad",
            "şunu mu demek istediniz: \"Burak\"? (oyuncular: Ayşe, Burak, Cem, Deniz)",
        ]
    );
    assert_eq!(
        words(&d, Lang::De),
        [
            "Runde 1: kein Spieler namens „Burrak“",
            "unbekannter Spielmacher",
            "meinten Sie „Burak“? (die Spieler sind Ayşe, Burak, Cem, Deniz)",
        ]
    );
}

#[test]
fn a_setting_value_says_what_is_allowed() {
    let d = first(
        &format!("{PLAYERS_TOML}[rules]\ntarget = 0\n"),
        Code::SettingValue,
    );
    assert_eq!(
        d.message.en(),
        "target = 0 is out of range: it must be an integer from 1 to 10000"
    );
    assert_eq!(
        d.message.in_lang(Lang::Tr),
        "target = 0 aralığın dışında: değer 1 ile 10000 arasında bir tam sayı olmalı"
    );
    assert_eq!(
        d.message.in_lang(Lang::De),
        "target = 0 liegt außerhalb des Bereichs: erlaubt ist eine ganze Zahl von 1 bis 10000"
    );
}

#[test]
fn a_wrong_type_names_the_kind_in_the_language() {
    let d = first(
        &toml_deal("declarer = \"Cem\"\nbid = \"seven\"\n"),
        Code::Type,
    );
    assert_eq!(d.message.en(), "bid must be an integer, found a string");
    assert_eq!(
        d.message.in_lang(Lang::Tr),
        "bid bir tam sayı olmalı, bulunan: bir metin"
    );
    assert_eq!(
        d.message.in_lang(Lang::De),
        "bid muss eine ganze Zahl sein, gefunden: ein Text"
    );
}

#[test]
fn a_trump_rule_names_the_suit_in_the_language() {
    let d = first(
        &format!(
            "{PLAYERS_TOML}[rules]\npreset = \"koz-maca\"\n[[deals]]\ndeclarer = \"Cem\"\nbid = 7\ntrump = \"hearts\"\ntricks = [2, 8, 2, 1]\n"
        ),
        Code::TrumpRule,
    );
    assert!(
        d.message.en().contains("trump is hearts, but"),
        "{}",
        d.message.en()
    );
    assert!(
        d.message.in_lang(Lang::Tr).contains("koz kupa ♥, ama"),
        "{}",
        d.message.in_lang(Lang::Tr)
    );
    assert!(
        d.message
            .in_lang(Lang::De)
            .contains("Trumpf ist Herz ♥, aber"),
        "{}",
        d.message.in_lang(Lang::De)
    );
}

#[test]
fn a_play_breach_says_its_own_words() {
    // Ayşe trumps spades in trick 3 with ♥K while holding ♠J (played in trick 4).
    let (toml, _) = super::play::played(&[(2, "S7 S2 HK S8"), (3, "SJ SA S3 S6")], "", "");
    let d = first(&toml, Code::PlayRevoke);
    assert_eq!(
        words(&d, Lang::En),
        [
            "deal 1, trick 3: Ayşe played ♥K on a ♠ lead while holding ♠J (played in trick 4)",
            "did not follow suit",
            "a player holding the led suit must play it",
        ]
    );
    assert_eq!(
        words(&d, Lang::Tr),
        [
            "1. el, 3. löve: Ayşe, elinde ♠J (4. lövede oynandı) varken ♠ açılışına ♥K oynadı",
            "rengi takip etmedi",
            "açılan renkten kartı olan oyuncu o rengi oynamak zorundadır",
        ]
    );
    assert_eq!(
        words(&d, Lang::De),
        [
            "Runde 1, Stich 3: Ayşe spielte ♥K auf ♠ und hielt dabei ♠J (gespielt in Stich 4)",
            "nicht bedient",
            "wer die ausgespielte Farbe hat, muss bedienen",
        ]
    );
}

#[test]
fn a_file_that_is_not_there_in_three_languages() {
    let error = std::io::Error::from(std::io::ErrorKind::NotFound);
    let d = *crate::source::open_error("cuma.toml", &error).diagnostic;
    assert_eq!(d.message.en(), "cuma.toml: no such file");
    assert_eq!(
        d.message.in_lang(Lang::Tr),
        "cuma.toml: böyle bir dosya yok"
    );
    assert_eq!(d.message.in_lang(Lang::De), "cuma.toml: keine solche Datei");
    assert_eq!(
        d.help.unwrap().in_lang(Lang::Tr),
        "adı kontrol edin; batak new DOSYA --players A,B,C,D yeni bir oyun başlatır"
    );
}

#[test]
fn a_decimal_comma_in_a_setting_says_the_setting_in_the_language() {
    let flag = crate::rules::Flag {
        text: "extra_points=0,5".into(),
        start: 0,
        origin: "--set",
    };
    let problems = crate::rules::parse_flag(&flag).unwrap_err();
    let d = &problems[0];
    assert_eq!(
        d.message.en(),
        "extra_points takes a whole number; 0,5 is not one"
    );
    assert_eq!(
        d.message.in_lang(Lang::Tr),
        "extra_points bir tam sayı alır; 0,5 tam sayı değil"
    );
    assert_eq!(
        d.label.as_ref().unwrap().in_lang(Lang::De),
        "keine ganze Zahl"
    );
    // An unknown setting gets the nearest name, in the language's words.
    let flag = crate::rules::Flag {
        text: "dubble_penalty=true".into(),
        start: 0,
        origin: "--set",
    };
    let d = &crate::rules::parse_flag(&flag).unwrap_err()[0];
    assert_eq!(
        d.help.as_ref().unwrap().en(),
        "did you mean \"double_penalty\"?"
    );
    assert_eq!(
        d.help.as_ref().unwrap().in_lang(Lang::Tr),
        "şunu mu demek istediniz: \"double_penalty\"?"
    );
    assert_eq!(
        d.help.as_ref().unwrap().in_lang(Lang::De),
        "meinten Sie „double_penalty“?"
    );
}

#[test]
fn a_flag_value_in_three_languages() {
    let d = crate::cli::value::bid("7,5").unwrap_err().0;
    assert_eq!(
        d.message.en(),
        "\"7,5\" is 2 numbers; --bid takes one, the declarer's bid"
    );
    assert_eq!(
        d.message.in_lang(Lang::De),
        "„7,5“ sind 2 Zahlen; --bid nimmt eine, das Gebot des Spielmachers"
    );
    let d = crate::cli::value::deal_number("-2").unwrap_err().0;
    assert_eq!(d.message.en(), "a deal number is not below zero; -2 is");
    assert_eq!(
        d.message.in_lang(Lang::Tr),
        "bir el numarası sıfırın altında olamaz, ama -2 sıfırın altında"
    );
}

#[test]
fn a_list_of_names_is_joined_as_the_language_joins_one() {
    let names = || vec!["Şule".to_owned(), "Çağla".to_owned(), "İlker".to_owned()];
    let and = crate::lang::text!(
        "flag-tricks-not-given-label",
        sides = crate::lang::list(
            names(),
            crate::lang::text!("list-comma"),
            crate::lang::text!("list-and")
        )
    );
    assert_eq!(and.en(), "Şule, Çağla and İlker not given");
    assert_eq!(and.in_lang(Lang::Tr), "Şule, Çağla ve İlker verilmedi");
    assert_eq!(
        and.in_lang(Lang::De),
        "Şule, Çağla und İlker nicht angegeben"
    );
}

#[test]
fn the_rules_say_what_each_setting_means_in_the_language() {
    let setting = crate::rules::Setting::named("must_trump").unwrap();
    assert_eq!(
        setting.meaning_text().en(),
        "card play: a player void in the led suit must trump"
    );
    assert_eq!(
        setting.meaning_text().in_lang(Lang::Tr),
        "kart oyunu: açılan renkten kartı olmayan oyuncu koz atmak zorundadır"
    );
    assert!(
        setting
            .meaning_text()
            .in_lang(Lang::De)
            .contains("Stechzwang")
    );
}
