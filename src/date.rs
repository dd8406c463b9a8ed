//! Calendar dates as a match file writes them: ISO, year first (`2026-11-27`), the form
//! TOML reads as a date. A date written day first (`27.11.2026`, as in Turkey and
//! Germany) is turned into it.

/// Whether `year-month-day` is a day of the calendar.
fn is_day(year: u32, month: u32, day: u32) -> bool {
    let leap = year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400));
    let days = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    (1..=days).contains(&day) && (1..=9999).contains(&year)
}

/// The numbers of `text` split at `separator`, when each part is 1 to `widths` digits.
fn parts<const N: usize>(text: &str, separator: char, widths: [usize; N]) -> Option<[u32; N]> {
    let mut out = [0; N];
    let mut split = text.split(separator);
    for (slot, width) in out.iter_mut().zip(widths) {
        let part = split.next()?;
        if part.is_empty() || part.len() > width || !part.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        *slot = part.parse().ok()?;
    }
    split.next().is_none().then_some(out)
}

/// `2026-11-27`: an ISO date that is a day of the calendar.
pub(crate) fn is_iso(text: &str) -> bool {
    text.len() == 10
        && parts(text, '-', [4, 2, 2]).is_some_and(|[year, month, day]| is_day(year, month, day))
}

/// `27.11.2026` or `27/11/2026` (day, month, four-digit year) as `2026-11-27`, when it is
/// a day of the calendar.
pub(crate) fn from_day_first(text: &str) -> Option<String> {
    let [day, month, year] = ['.', '/']
        .into_iter()
        .find_map(|separator| parts(text, separator, [2, 2, 4]))?;
    (year >= 1000 && is_day(year, month, day)).then(|| format!("{year:04}-{month:02}-{day:02}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert!(is_iso("2026-11-27"));
        assert!(is_iso("2028-02-29"));
        assert!(!is_iso("2026-02-29"));
        assert!(!is_iso("2026-13-01"));
        assert!(!is_iso("2026-1-1"));
        assert!(!is_iso("27.11.2026"));
        assert_eq!(from_day_first("27.11.2026").as_deref(), Some("2026-11-27"));
        assert_eq!(from_day_first("1.2.2026").as_deref(), Some("2026-02-01"));
        assert_eq!(from_day_first("27/11/2026").as_deref(), Some("2026-11-27"));
        assert_eq!(from_day_first("31.11.2026"), None);
        assert_eq!(from_day_first("27.11.26"), None);
        assert_eq!(from_day_first("2026.11.27"), None);
    }
}
