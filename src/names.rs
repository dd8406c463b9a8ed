//! Players' names as people type them. Names are compared in Unicode NFC, so a file
//! written with decomposed letters (`o` and a combining diaeresis) and a command line
//! typed with composed ones (`ö`) name the same player. On the command line a name also
//! matches without regard to case by Turkish casing (`ilker` is İlker, `ışık` is Işık),
//! and then with Turkish letters folded to the plain ones a keyboard without them types
//! (`Cagla` is Çağla, `Isik` is Işık), as long as exactly one player matches.

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

/// `name` with case and the letters of Turkish folded: `ç ğ ı ö ş ü` (and the
/// circumflexed `â î û`) as `c g i o s u a i u`, in lower case.
pub(crate) fn folded(name: &str) -> String {
    turkish_lower(name)
        .chars()
        .map(|c| match c {
            'ç' => 'c',
            'ğ' => 'g',
            'ı' | 'î' => 'i',
            'ö' => 'o',
            'ş' => 's',
            'ü' | 'û' => 'u',
            'â' => 'a',
            c => c,
        })
        .collect()
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

/// Which of `names` the `typed` name means: the same name first, then the only one
/// alike in Turkish lower case, then the only one alike with letters folded.
pub(crate) fn typed(names: &[String], typed: &str) -> Typed {
    let typed = nfc(typed.trim());
    if let Some(place) = names.iter().position(|name| same(name, &typed)) {
        return Typed::One(place);
    }
    for fold in [turkish_lower, folded] {
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
/// `c` Çağla).
pub(crate) fn starts_with_typed(name: &str, typed: &str) -> bool {
    folded(name).starts_with(&folded(typed))
}

#[cfg(test)]
mod tests;
