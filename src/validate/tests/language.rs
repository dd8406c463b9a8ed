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
            "1. el: alınan eller toplamı 12, ama her elde 13 tur vardır",
            "12 el",
            "1 el eksik; her sayıyı kontrol edin",
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
            "bilinmeyen ihaleyi alan",
            "\"Burak\" mı demek istediniz? (oyuncular: Ayşe, Burak, Cem, Deniz)",
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
            "1. el, 3. tur: Ayşe, elinde ♠J (4. turda oynandı) varken ♠ açılışına ♥K oynadı",
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
