//! Players' names as people type them. Names are compared in Unicode NFC, so a file
//! written with decomposed letters (`o` and a combining diaeresis) and a command line
//! typed with composed ones (`ö`) name the same player. On the command line a name also
//! matches without regard to case by Turkish casing (`ilker` is İlker, `ışık` is Işık),
//! and then with Turkish and German letters folded to the plain ones a keyboard without
//! them types (`Cagla` is Çağla, `Isik` is Işık, `Kathe` is Käthe, `Strasse` is
//! Straße), or spelt out the German way (`Kaethe` is Käthe, `Juergen` is Jürgen), as
//! long as exactly one player matches.

use std::borrow::Cow;

use unicode_normalization::{IsNormalized, UnicodeNormalization, is_nfc_quick};

/// `name` in Unicode NFC (borrowed when it already is, as nearly every name is).
pub(crate) fn nfc(name: &str) -> Cow<'_, str> {
    match is_nfc_quick(name.chars()) {
        IsNormalized::Yes => Cow::Borrowed(name),
        IsNormalized::No | IsNormalized::Maybe => Cow::Owned(name.nfc().collect()),
    }
}

/// Whether two names are the same name: equal in NFC.
pub(crate) fn same(a: &str, b: &str) -> bool {
    a == b || nfc(a) == nfc(b)
}

/// `name` in lower case by Turkish rules: `I` is `ı` and `İ` is `i`; every other letter
/// as Unicode lowers it.
pub(crate) fn turkish_lower(name: &str) -> String {
    let mut lower = String::with_capacity(name.len());
    for c in nfc(name).chars() {
        match c {
            'I' => lower.push('ı'),
            'İ' => lower.push('i'),
            c => lower.extend(c.to_lowercase()),
        }
    }
    lower
}

/// `name` with case and the letters of Turkish and German folded: `ç ğ ı ö ş ü` (and
/// the circumflexed `â î û`, the German `ä`) as `c g i o s u a i u a`, `ß` as `ss`, in
/// lower case.
pub(crate) fn folded(name: &str) -> String {
    let mut plain = String::with_capacity(name.len());
    for c in turkish_lower(name).chars() {
        match c {
            'ç' => plain.push('c'),
            'ğ' => plain.push('g'),
            'ı' | 'î' => plain.push('i'),
            'ö' => plain.push('o'),
            'ş' => plain.push('s'),
            'ü' | 'û' => plain.push('u'),
            'â' | 'ä' => plain.push('a'),
            'ß' => plain.push_str("ss"),
            c => plain.push(c),
        }
    }
    plain
}

/// `name` folded with the German umlauts spelt out as German writes them without the
/// letters: `ä ö ü` as `ae oe ue` (then as `folded`).
fn spelt_out(name: &str) -> String {
    let spelt = turkish_lower(name)
        .replace('ä', "ae")
        .replace('ö', "oe")
        .replace('ü', "ue");
    folded(&spelt)
}

/// Which of the players a name typed on the command line names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Typed {
    /// This one (its place in the list): the same name, or the only one alike once case,
    /// or else case and letters, are folded.
    One(usize),
    /// These several are alike once folded: the name does not say which.
    Several(Vec<usize>),
    /// None is.
    Nobody,
}

/// Which of `names` the `typed` name means: the only one of the same name first (a
/// player and a team may share one), then the only one alike in Turkish lower case, then
/// the only one alike with letters folded, then the only one alike with the umlauts
/// spelt out.
pub(crate) fn typed(names: &[String], typed: &str) -> Typed {
    let typed = nfc(typed.trim());
    let as_is: fn(&str) -> String = |name| nfc(name).into_owned();
    for fold in [as_is, turkish_lower, folded, spelt_out] {
        let wanted = fold(&typed);
        let alike: Vec<usize> = names
            .iter()
            .enumerate()
            .filter(|(_, name)| fold(name) == wanted)
            .map(|(place, _)| place)
            .collect();
        match alike[..] {
            [] => {}
            [one] => return Typed::One(one),
            _ => return Typed::Several(alike),
        }
    }
    Typed::Nobody
}

/// Whether `name` starts with what was `typed`, both folded (completion: `s` offers Şule,
/// `c` Çağla, `kae` Käthe).
pub(crate) fn starts_with_typed(name: &str, typed: &str) -> bool {
    folded(name).starts_with(&folded(typed)) || spelt_out(name).starts_with(&spelt_out(typed))
}

#[cfg(test)]
mod tests;
