//! Numbers and dates as the interface language writes them in human text: a decimal comma
//! and `%54` in Turkish, `54 %` in German, `27.11.2026` in both.

use super::{Lang, current};

/// `value` with `places` decimals, in the interface language (`5.4`, `5,4`).
pub(crate) fn decimal(value: f64, places: usize) -> String {
    decimal_in(current(), value, places)
}

/// The same in `lang`.
pub(crate) fn decimal_in(lang: Lang, value: f64, places: usize) -> String {
    let text = format!("{value:.places$}");
    match lang {
        Lang::En => text,
        Lang::Tr | Lang::De => text.replace('.', ","),
    }
}

/// A share (0 to 1) as a whole percentage: `54%`, `%54`, `54 %`.
pub(crate) fn percent(share: f64) -> String {
    percent_in(current(), share)
}

/// The same in `lang`.
pub(crate) fn percent_in(lang: Lang, share: f64) -> String {
    let number = format!("{:.0}", share * 100.0);
    match lang {
        Lang::En => format!("{number}%"),
        Lang::Tr => format!("%{number}"),
        Lang::De => format!("{number}\u{a0}%"),
    }
}

/// An ISO date (`2026-11-27`) as the interface language writes it; text that is not one
/// is left as it is.
pub(crate) fn date(iso: &str) -> String {
    date_in(current(), iso)
}

/// The same in `lang`.
pub(crate) fn date_in(lang: Lang, iso: &str) -> String {
    match (lang, crate::date::is_iso(iso)) {
        (Lang::Tr | Lang::De, true) => format!("{}.{}.{}", &iso[8..10], &iso[5..7], &iso[..4]),
        _ => iso.to_owned(),
    }
}
