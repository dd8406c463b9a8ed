//! Calendar dates as a match file writes them: ISO, year first (`2026-11-27`), the form
//! TOML reads as a date. A date written day first (`27.11.2026`, as in Turkey and
//! Germany) is turned into it.

/// `2026-11-27`: an ISO date that is a day of the calendar (from the year 1 on), as
/// TOML reads one.
pub(crate) fn is_iso(text: &str) -> bool {
    let read = text.parse::<toml_datetime::Datetime>().ok();
    let date = read.filter(|read| read.time.is_none() && read.offset.is_none());
    text.len() == 10
        && date
            .and_then(|read| read.date)
            .is_some_and(|date| date.year > 0)
}

/// `27.11.2026` or `27/11/2026` (day, month, four-digit year) as `2026-11-27`, when it is
/// a day of the calendar.
pub(crate) fn from_day_first(text: &str) -> Option<String> {
    let separator = ['.', '/']
        .into_iter()
        .find(|&separator| text.contains(separator))?;
    let parts: Vec<&str> = text.split(separator).collect();
    let [day, month, year] = parts[..] else {
        return None;
    };
    // The day and the month padded to two digits: `is_iso` takes nothing but the ten
    // characters of four digits, two and two. The year is from 1000 on.
    let iso = format!("{year}-{month:0>2}-{day:0>2}");
    (!year.starts_with('0') && is_iso(&iso)).then_some(iso)
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
