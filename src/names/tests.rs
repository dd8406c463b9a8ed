use super::*;

fn players(names: &[&str]) -> Vec<String> {
    names.iter().map(|&name| name.to_owned()).collect()
}

#[test]
fn decomposed_and_composed_letters_are_the_same_name() {
    let decomposed = "Go\u{308}khan";
    assert_ne!(decomposed, "Gökhan");
    assert!(same(decomposed, "Gökhan"));
    assert_eq!(
        typed(&players(&[decomposed, "Ayşe"]), "Gökhan"),
        Typed::One(0)
    );
    assert!(matches!(nfc("Gökhan"), Cow::Borrowed(_)));
}

#[test]
fn case_follows_turkish_rules() {
    assert_eq!(turkish_lower("İLKER"), "ilker");
    assert_eq!(turkish_lower("IŞIK"), "ışık");
    assert_eq!(turkish_lower("I\u{307}lker"), "ilker", "a decomposed İ");
    let table = players(&["İlker", "Işık", "Şule", "Çağla"]);
    assert_eq!(typed(&table, "ilker"), Typed::One(0));
    assert_eq!(typed(&table, "ışık"), Typed::One(1));
    assert_eq!(typed(&table, "ŞULE"), Typed::One(2));
}

#[test]
fn a_keyboard_without_turkish_letters_still_names_the_player() {
    let table = players(&["İlker", "Işık", "Şule", "Çağla"]);
    assert_eq!(typed(&table, "Cagla"), Typed::One(3));
    assert_eq!(typed(&table, "Isik"), Typed::One(1));
    assert_eq!(typed(&table, "ISIK"), Typed::One(1));
    assert_eq!(typed(&table, "Ilker"), Typed::One(0));
    assert_eq!(typed(&table, "sule"), Typed::One(2));
    assert_eq!(typed(&table, "Burak"), Typed::Nobody);
}

#[test]
fn names_alike_once_folded_are_not_guessed() {
    let table = players(&["Şule", "Sule", "Ali"]);
    assert_eq!(typed(&table, "Şule"), Typed::One(0), "the same name wins");
    assert_eq!(typed(&table, "Sule"), Typed::One(1));
    assert_eq!(typed(&table, "sule"), Typed::One(1), "alike in case first");
    assert_eq!(typed(&table, "SULE"), Typed::One(1));
    assert_eq!(typed(&table, "şule"), Typed::One(0));
    let table = players(&["Şule", "ŞULE"]);
    assert_eq!(typed(&table, "sule"), Typed::Several(vec![0, 1]));
}

#[test]
fn completion_matches_folded_prefixes() {
    assert!(starts_with_typed("Şule", "s"));
    assert!(starts_with_typed("Çağla", "c"));
    assert!(starts_with_typed("Çağla", "ÇA"));
    assert!(starts_with_typed("İlker", "il"));
    assert!(!starts_with_typed("Burak", "c"));
}

#[test]
fn a_slip_in_a_name_typed_without_turkish_letters_still_finds_the_player() {
    let table = ["Ayşe", "İlker", "Çağla", "Işık"];
    assert_eq!(crate::diagnostic::nearest("Aysa", table), Some("Ayşe"));
    assert_eq!(crate::diagnostic::nearest("Cagle", table), Some("Çağla"));
    assert_eq!(crate::diagnostic::nearest("Ayşa", table), Some("Ayşe"));
    assert_eq!(crate::diagnostic::nearest("Zeynep", table), None);
}

#[test]
fn german_names_typed_the_german_way() {
    let table = players(&["Käthe", "Jürgen", "Björn", "Strauß"]);
    for (typed_as, place) in [
        ("Kathe", 0),
        ("Kaethe", 0),
        ("KAETHE", 0),
        ("Jurgen", 1),
        ("Juergen", 1),
        ("Bjorn", 2),
        ("Bjoern", 2),
        ("Strauss", 3),
        ("STRAUSS", 3),
    ] {
        assert_eq!(typed(&table, typed_as), Typed::One(place), "{typed_as}");
    }
    assert_eq!(typed(&table, "Kaete"), Typed::Nobody);
    // Two players alike once folded or spelt out: both are named, none guessed.
    let table = players(&["Müller", "Mueller", "Muller"]);
    assert_eq!(
        typed(&table, "muller"),
        Typed::One(2),
        "alike in case first"
    );
    assert_eq!(typed(&table, "MULLER"), Typed::One(2));
    let table = players(&["Müller", "Muller"]);
    assert_eq!(typed(&table, "MÜLLER"), Typed::One(0));
    let table = players(&["Müller", "Mueller"]);
    assert_eq!(typed(&table, "Mueler"), Typed::Nobody);
    let table = players(&["Jürgen", "Jurgen"]);
    assert_eq!(typed(&table, "JURGEN"), Typed::One(1));
    let table = players(&["Jürgen", "Juergen"]);
    assert_eq!(typed(&table, "JUERGEN"), Typed::One(1));
    let table = players(&["Jürgen", "Jûrgen"]);
    assert_eq!(typed(&table, "jurgen"), Typed::Several(vec![0, 1]));
    assert!(starts_with_typed("Käthe", "kae"));
    assert!(starts_with_typed("Käthe", "ka"));
    assert!(starts_with_typed("Strauß", "strauss"));
}
