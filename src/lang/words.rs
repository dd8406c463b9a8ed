//! Numbers and dates as a language writes them in human text: a decimal comma and `%54`
//! in Turkish, `54 %` in German, `27.11.2026` in both.

use super::Lang;

/// `value` with `places` decimals, in `lang` (`5.4`, `5,4`).
pub(crate) fn decimal(lang: Lang, value: f64, places: usize) -> String {
    let text = format!("{value:.places$}");
    match lang {
        Lang::En => text,
        Lang::Tr | Lang::De => text.replace('.', ","),
    }
}

/// A share (0 to 1) as a whole percentage: `54%`, `%54`, `54 %`.
pub(crate) fn percent(lang: Lang, share: f64) -> String {
    let number = format!("{:.0}", share * 100.0);
    match lang {
        Lang::En => format!("{number}%"),
        Lang::Tr => format!("%{number}"),
        Lang::De => format!("{number}\u{a0}%"),
    }
}

/// An ISO date (`2026-11-27`) as `lang` writes it; text that is not one is left as it is.
pub(crate) fn date(lang: Lang, iso: &str) -> String {
    match (lang, crate::date::is_iso(iso)) {
        (Lang::Tr | Lang::De, true) => format!("{}.{}.{}", &iso[8..10], &iso[5..7], &iso[..4]),
        _ => iso.to_owned(),
    }
}
