use super::*;

#[test]
fn text_is_cut_as_excel_counts_it() {
    assert_eq!(cut_utf16("a😀b", 1), "a");
    assert_eq!(cut_utf16("a😀b", 2), "a", "an emoji is two units");
    assert_eq!(cut_utf16("a😀b", 3), "a😀");
    assert_eq!(cut_utf16("abc", 5), "abc");
    // A letter is not parted from its marks.
    assert_eq!(cut_utf16("ae\u{301}x", 2), "a");
    assert_eq!(cut_utf16("ae\u{301}x", 3), "ae\u{301}");
    let emoji = "😀".repeat(20_000);
    let cell = cell_text(&emoji);
    assert_eq!(cell.encode_utf16().count(), 32_767);
    assert!(cell.ends_with('…'));
}

#[test]
fn sheet_names_keep_to_excels_rules() {
    let mut book = Book::default();
    let history = book.sheet("History").expect("a sheet");
    assert_ne!(
        history.name().to_lowercase(),
        "history",
        "Excel keeps History"
    );
    book.keep(history, 1).expect("kept");
    // Decomposed letters are composed first; a cut never leaves a bare letter.
    let decomposed = "Go\u{308}khan ".repeat(8);
    let sheet = book.sheet(&decomposed).expect("a sheet");
    assert!(
        sheet.name().starts_with("Gökhan Gökhan"),
        "{}",
        sheet.name()
    );
    let marks = format!("{}{}", "a".repeat(30), "x\u{330}\u{331}");
    let sheet = book.sheet(&marks).expect("a sheet");
    assert_eq!(sheet.name(), "a".repeat(30));
    // A sheet not kept is not in the workbook.
    let empty = Book::default();
    let _ = empty.sheet("Friday").expect("a sheet");
    assert!(empty.names.is_empty());
}

/// Found by a hostile round: a match of more deals than a sheet has rows was refused in
/// the library's English under every language. It is said in the language; what batak
/// has no words for is said as the library says it.
#[test]
fn a_sheet_too_long_for_a_spreadsheet_is_said_in_the_language() {
    use crate::lang::Lang;
    let too_long = std::io::Error::other(XlsxError::RowColumnLimitError);
    let said = super::failure_words(&too_long);
    assert_eq!(
        said.in_lang(Lang::Tr),
        "bir sayfa en çok 1.048.576 satır alır, bunun için daha fazlası gerekiyor"
    );
    assert!(
        said.en()
            .starts_with("a sheet holds at most 1,048,576 rows")
    );
    let other = std::io::Error::other(XlsxError::SheetnameCannotBeBlank(String::new()));
    assert_eq!(
        super::failure_words(&other).in_lang(Lang::De),
        other.to_string()
    );
}
