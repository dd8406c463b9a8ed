//! `--format xlsx --output FILE.xlsx`: a workbook a spreadsheet opens as it is, with no
//! import dialog: a sheet per match (its deals with each side's points and running
//! total as numbers, then the standings and the result), a season sheet for `stats`, a
//! comparison sheet for `compare`. Header rows and the first column stay in view; columns
//! are as wide as what they hold. Every name, note and title is written as text, so no
//! cell is ever a formula.

use std::collections::HashSet;
use std::io::{self, Write};

use rust_xlsxwriter::{DocProperties, ExcelDateTime, Format, Workbook, Worksheet, XlsxError};

use super::stats::{COLUMNS, Value};
use super::{Comparison, View, as_is, deal_rows, form_header, result_line};
use crate::lang::Lang;
use crate::pipeline::Scored;

/// A workbook being written, one sheet at a time.
#[derive(Default)]
pub(crate) struct Book {
    workbook: Workbook,
    names: HashSet<String>,
    /// When the workbook says it was made: the first match's date, so the same input
    /// gives the same bytes (never the clock).
    created: Option<ExcelDateTime>,
}

impl Book {
    /// A new sheet named after `wanted`: in NFC, the characters a sheet name may not
    /// hold left out, cut to 31 of Excel's characters (UTF-16 units: an emoji is two)
    /// never inside a letter, a name Excel keeps for itself (`History`) given a suffix,
    /// and made unique with " (2)", " (3)" …. It joins the workbook only when `keep`
    /// is called with it, once it is whole.
    fn sheet(&self, wanted: &str) -> Result<Worksheet, XlsxError> {
        let clean: String = crate::names::nfc(wanted)
            .chars()
            .filter(|c| !matches!(c, '[' | ']' | ':' | '*' | '?' | '/' | '\\') && !c.is_control())
            .collect();
        let base = match clean.trim().trim_matches('\'') {
            "" => "match",
            clean => clean,
        };
        let taken = |name: &str| {
            self.names.contains(&name.to_lowercase()) || name.eq_ignore_ascii_case("history")
        };
        let mut name = cut_utf16(base, 31).into_owned();
        let mut count = 1;
        while taken(&name) {
            count += 1;
            let suffix = format!(" ({count})");
            name = format!("{}{suffix}", cut_utf16(base, 31 - suffix.len()));
        }
        let mut sheet = Worksheet::new();
        sheet.set_name(&name)?;
        Ok(sheet)
    }

    /// `sheet`, whole, into the workbook, its header row and first `columns` columns
    /// kept in view, its columns as wide as what they hold.
    fn keep(&mut self, mut sheet: Worksheet, columns: u16) -> Result<(), XlsxError> {
        sheet.set_freeze_panes(1, columns)?;
        sheet.autofit();
        self.names.insert(sheet.name().to_lowercase());
        self.workbook.push_worksheet(sheet);
        Ok(())
    }

    /// A match's sheet: a row a deal, then the standings and the result.
    #[allow(clippy::cast_precision_loss)] // points and deal counts far below 2^52
    fn add_match(&mut self, file: &str, scored: &Scored) -> Result<(), XlsxError> {
        if self.created.is_none() {
            let date = scored.game.date.as_deref();
            self.created = date.and_then(|date| ExcelDateTime::parse_from_str(date).ok());
        }
        let mut sheet = self.sheet(&named_after(scored.game.title.as_deref(), file))?;
        let sides = scored.sides();
        let mut header = vec!["deal".to_owned(), "dealer".to_owned()];
        header.extend([form_header(Lang::En, &scored.rules), "tricks".to_owned()]);
        for side in sides {
            header.push(format!("{} points", cell_text(side)));
            header.push(format!("{} total", cell_text(side)));
        }
        header.extend(["after the end".to_owned(), "note".to_owned()]);
        let header: Vec<_> = header.iter().map(|text| cell_text(text)).collect();
        bold(&mut sheet, 0, &header)?;
        let mut row = 1;
        for deal_row in deal_rows(Lang::En, scored, &as_is, 0) {
            let view = deal_row.view;
            let (score, totals) = (view.score, view.totals);
            sheet.write_number(row, 0, f64::from(row))?;
            sheet.write_string(row, 1, cell_text(&deal_row.dealer))?;
            sheet.write_string(row, 2, cell_text(&deal_row.contract))?;
            sheet.write_string(row, 3, &deal_row.tricks)?;
            for (side, total) in totals.iter().take(sides.len()).enumerate() {
                sheet.write_number(row, col(4 + 2 * side), f64::from(score.points[side]))?;
                sheet.write_number(row, col(5 + 2 * side), *total as f64)?;
            }
            if score.after_end {
                sheet.write_string(row, col(4 + 2 * sides.len()), "yes")?;
            }
            if let Some(note) = scored.game.notes.get(view.index) {
                sheet.write_string(row, col(5 + 2 * sides.len()), cell_text(note))?;
            }
            row += 1;
        }
        row += 1;
        bold(&mut sheet, row, &["rank", "side", "total"])?;
        for standing in &scored.board.standings {
            row += 1;
            sheet.write_number(row, 0, standing.rank as f64)?;
            sheet.write_string(row, 1, cell_text(&sides[standing.side]))?;
            sheet.write_number(row, 2, standing.total as f64)?;
        }
        let result = result_line(Lang::En, scored, &as_is);
        sheet.write_string(row + 2, 0, cell_text(&result))?;
        if let Some(date) = &scored.game.date {
            sheet.write_string(row + 3, 0, cell_text(&format!("date: {date}")))?;
        }
        self.keep(sheet, 1)
    }

    /// The season's sheet (`stats`): a row a player, a column a statistic; a number
    /// stays a number.
    #[allow(clippy::cast_precision_loss)] // counts and points far below 2^52
    fn add_season(&mut self, season: &crate::stats::Season) -> Result<(), XlsxError> {
        let mut sheet = self.sheet("Season")?;
        let header: Vec<&str> = COLUMNS.iter().map(|column| column.name).collect();
        bold(&mut sheet, 0, &header)?;
        for (row, values) in (1..).zip(super::stats::values(season)) {
            for (column, value) in (0..).zip(values) {
                match value {
                    Value::Count(count) => sheet.write_number(row, column, count as f64)?,
                    Value::Points(points) => sheet.write_number(row, column, points as f64)?,
                    Value::Rate(Some(fraction)) | Value::Fraction(Some(fraction)) => {
                        sheet.write_number(row, column, fraction)?
                    }
                    Value::Rate(None) | Value::Fraction(None) => &mut sheet,
                    Value::Text(text) => sheet.write_string(row, column, cell_text(&text))?,
                };
            }
        }
        self.keep(sheet, 2)
    }

    /// A comparison's sheet (`compare`): a row a side, each rule set's total and rank.
    #[allow(clippy::cast_precision_loss)] // points far below 2^52
    fn add_comparison(&mut self, comparison: &Comparison) -> Result<(), XlsxError> {
        // Named as a match's sheet is: by its title, else its file.
        let first = comparison.scored().next().map(|(_, scored, _)| scored);
        let title = first.and_then(|scored| scored.game.title.as_deref());
        let name = named_after(title, &comparison.name);
        let mut sheet = self.sheet(&format!("{name} compared"))?;
        let Some(first) = first else {
            return Ok(());
        };
        // Each rule set's columns in the header, its result in a row below the sides'.
        let mut header = vec!["side".to_owned()];
        let last = u32::try_from(first.sides().len()).unwrap_or(0) + 2;
        for (row, (variant, scored, _)) in (last..).zip(comparison.scored()) {
            let label = variant.set.label.en();
            sheet.write_string(row, 0, cell_text(&label))?;
            let result = result_line(Lang::En, scored, &as_is);
            sheet.write_string(row, 1, cell_text(&result))?;
            header.extend([format!("{label} total"), format!("{label} rank")]);
        }
        bold(&mut sheet, 0, &header)?;
        for (row, (side, name)) in (1..).zip(first.sides().iter().enumerate()) {
            sheet.write_string(row, 0, cell_text(name))?;
            for (index, (_, scored, _)) in comparison.scored().enumerate() {
                let board = &scored.board;
                let column = col(1 + 2 * index);
                let total = board.totals.get(side).copied().unwrap_or(0);
                sheet.write_number(row, column, total as f64)?;
                if let Some(standing) = board.standings.iter().find(|s| s.side == side) {
                    sheet.write_number(row, column + 1, standing.rank as f64)?;
                }
            }
        }
        self.keep(sheet, 1)
    }
}

/// `--format xlsx`: each match's sheet, the comparison's or the season's, into the
/// workbook, whose bytes `end` writes (none when no sheet was made: every file had
/// errors). In English under every locale, as a spreadsheet reads it.
impl super::Exporter for Book {
    fn write(&mut self, view: View<'_>, _out: &mut dyn Write) -> io::Result<()> {
        let added = match view {
            View::Match(outcome) => match outcome.scored() {
                Some(scored) => self.add_match(&outcome.name, scored),
                None => Ok(()),
            },
            View::Comparison(comparison) => self.add_comparison(comparison),
            View::Season(season) => self.add_season(season),
            View::Deal(_) | View::Rules(_) => Ok(()),
        };
        added.map_err(io::Error::other)
    }

    /// The workbook's bytes, none when no sheet was added (every file had errors).
    /// Its creation time is the first match's date, else 1980-01-01 (the first date a
    /// zip file can hold): never the clock.
    fn end(&mut self, out: &mut dyn Write) -> io::Result<()> {
        if self.names.is_empty() {
            return Ok(());
        }
        let created = match self.created.take() {
            Some(date) => date,
            None => ExcelDateTime::from_ymd(1980, 1, 1).map_err(io::Error::other)?,
        };
        let properties = DocProperties::new().set_creation_datetime(&created);
        self.workbook.set_properties(&properties);
        let bytes = self.workbook.save_to_buffer();
        out.write_all(&bytes.map_err(io::Error::other)?)
    }
}

/// What stopped a workbook (an error of `write` or `end`), in words: a sheet too long for
/// a spreadsheet in the language, anything else as the workbook's library says it.
pub(crate) fn failure_words(error: &io::Error) -> crate::lang::Text {
    match error
        .get_ref()
        .and_then(|inner| inner.downcast_ref::<XlsxError>())
    {
        Some(XlsxError::RowColumnLimitError) => crate::lang::text!("xlsx-too-large"),
        _ => crate::lang::Text::from(error.to_string()),
    }
}

/// `cells` in bold across row `row`.
fn bold<S: AsRef<str>>(sheet: &mut Worksheet, row: u32, cells: &[S]) -> Result<(), XlsxError> {
    let bold = Format::new().set_bold();
    for (column, text) in cells.iter().enumerate() {
        sheet.write_string_with_format(row, col(column), text.as_ref(), &bold)?;
    }
    Ok(())
}

/// What a sheet is named after: the match's title, else its file's name without the
/// extension.
fn named_after(title: Option<&str>, file: &str) -> String {
    match title.filter(|title| !title.trim().is_empty()) {
        Some(title) => title.to_owned(),
        None => std::path::Path::new(file).file_stem().map_or_else(
            || file.to_owned(),
            |stem| stem.to_string_lossy().into_owned(),
        ),
    }
}

/// Text as a cell may hold it: at most 32,767 characters (Excel's limit), cut with ….
fn cell_text(text: &str) -> std::borrow::Cow<'_, str> {
    const MOST: usize = 32_767;
    if text.encode_utf16().count() <= MOST {
        text.into()
    } else {
        let mut cut = cut_utf16(text, MOST - 1).into_owned();
        cut.push('…');
        cut.into()
    }
}

/// The longest start of `text` of at most `most` UTF-16 units (as Excel counts), never
/// ending inside a letter: a base letter is not parted from the marks that follow it.
fn cut_utf16(text: &str, most: usize) -> std::borrow::Cow<'_, str> {
    let mut units = 0;
    // The last place to cut at: before a character that is no combining mark.
    let mut safe = 0;
    for (at, c) in text.char_indices() {
        if !unicode_normalization::char::is_combining_mark(c) {
            safe = at;
        }
        units += c.len_utf16();
        if units > most {
            return text[..safe].into();
        }
    }
    text.into()
}

/// A column number as the writer takes it.
fn col(index: usize) -> u16 {
    u16::try_from(index).unwrap_or(u16::MAX)
}

#[cfg(test)]
mod tests;
