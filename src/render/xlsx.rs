//! `--format xlsx --output FILE.xlsx`: a workbook a spreadsheet opens as it is, with no
//! import dialog: a sheet per match (its deals with each side's points and running
//! total as numbers, then the standings and the result), a season sheet for `stats`, a
//! comparison sheet for `compare`. Header rows and the first column stay in view; columns
//! are as wide as what they hold. Every name, note and title is written as text, so no
//! cell is ever a formula.

use std::collections::HashSet;
use std::io::{self, Write};

use rust_xlsxwriter::{DocProperties, ExcelDateTime, Format, Workbook, Worksheet, XlsxError};

use super::stats::SheetCell;
use super::{Comparison, deal_rows, form_header, result_line};
use crate::lang::Lang;
use crate::pipeline::{Outcome, Scored};

/// A workbook being written, one sheet at a time.
pub(crate) struct Book {
    workbook: Workbook,
    names: HashSet<String>,
    bold: Format,
    /// When the workbook says it was made: the first match's date, so the same input
    /// gives the same bytes (never the clock).
    created: Option<ExcelDateTime>,
}

impl Book {
    pub(crate) fn new() -> Book {
        Book {
            workbook: Workbook::new(),
            names: HashSet::new(),
            bold: Format::new().set_bold(),
            created: None,
        }
    }

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
        let clean = clean.trim().trim_matches('\'').to_owned();
        let base = if clean.is_empty() {
            "match".to_owned()
        } else {
            clean
        };
        let taken = |name: &str| {
            self.names.contains(&name.to_lowercase()) || name.eq_ignore_ascii_case("history")
        };
        let mut name = cut_utf16(&base, 31).into_owned();
        let mut count = 1;
        while taken(&name) {
            count += 1;
            let suffix = format!(" ({count})");
            name = format!("{}{suffix}", cut_utf16(&base, 31 - suffix.len()));
        }
        let mut sheet = Worksheet::new();
        sheet.set_name(&name)?;
        Ok(sheet)
    }

    /// `sheet`, whole, into the workbook.
    fn keep(&mut self, sheet: Worksheet) {
        self.names.insert(sheet.name().to_lowercase());
        self.workbook.push_worksheet(sheet);
    }

    /// A match's sheet: a row a deal, then the standings and the result.
    #[allow(clippy::cast_precision_loss)] // points and deal counts far below 2^52
    fn add_match(&mut self, file: &str, scored: &Scored) -> Result<(), XlsxError> {
        let stem = std::path::Path::new(file).file_stem().map_or_else(
            || file.to_owned(),
            |stem| stem.to_string_lossy().into_owned(),
        );
        let title = scored
            .game
            .title
            .clone()
            .filter(|title| !title.trim().is_empty())
            .unwrap_or(stem);
        if self.created.is_none() {
            self.created = scored
                .game
                .date
                .as_deref()
                .and_then(|date| ExcelDateTime::parse_from_str(date).ok());
        }
        let bold = self.bold.clone();
        let mut sheet = self.sheet(&title)?;
        let sides = scored.sides();
        let mut header = vec![
            "deal".to_owned(),
            "dealer".to_owned(),
            form_header(Lang::En, &scored.rules),
            "tricks".to_owned(),
        ];
        for side in sides {
            header.push(format!("{} points", cell_text(side)));
            header.push(format!("{} total", cell_text(side)));
        }
        header.push("after the end".to_owned());
        header.push("note".to_owned());
        for (column, text) in header.iter().enumerate() {
            sheet.write_string_with_format(0, col(column), cell_text(text), &bold)?;
        }
        let as_is = |name: &str| name.to_owned();
        let mut row = 1;
        for (deal_row, number) in deal_rows(Lang::En, scored, &as_is, 0).zip(1..) {
            let view = deal_row.view;
            let (score, totals) = (view.score, view.totals);
            sheet.write_number(row, 0, f64::from(number))?;
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
            if let Some(note) = scored.game.note(view.index) {
                sheet.write_string(row, col(5 + 2 * sides.len()), cell_text(note))?;
            }
            row += 1;
        }
        row += 1;
        for (column, text) in ["rank", "side", "total"].iter().enumerate() {
            sheet.write_string_with_format(row, col(column), *text, &bold)?;
        }
        for standing in &scored.board.standings {
            row += 1;
            sheet.write_number(row, 0, standing.rank as f64)?;
            sheet.write_string(row, 1, cell_text(&sides[standing.side]))?;
            sheet.write_number(row, 2, standing.total as f64)?;
        }
        sheet.write_string(
            row + 2,
            0,
            cell_text(&result_line(Lang::En, scored, &as_is)),
        )?;
        if let Some(date) = &scored.game.date {
            sheet.write_string(row + 3, 0, cell_text(&format!("date: {date}")))?;
        }
        sheet.set_freeze_panes(1, 1)?;
        sheet.autofit();
        self.keep(sheet);
        Ok(())
    }

    /// The season's sheet (`stats`): a row a player, a column a statistic.
    pub(crate) fn add_season(&mut self, season: &crate::stats::Season) -> Result<(), XlsxError> {
        let bold = self.bold.clone();
        let mut sheet = self.sheet("Season")?;
        let (header, rows) = super::stats::sheet(season);
        for (column, text) in header.iter().enumerate() {
            sheet.write_string_with_format(0, col(column), *text, &bold)?;
        }
        for (row, cells) in (1..).zip(&rows) {
            for (column, cell) in cells.iter().enumerate() {
                match cell {
                    SheetCell::Number(number) => sheet.write_number(row, col(column), *number)?,
                    SheetCell::Text(text) => {
                        sheet.write_string(row, col(column), cell_text(text))?
                    }
                    SheetCell::Empty => &mut sheet,
                };
            }
        }
        sheet.set_freeze_panes(1, 2)?;
        sheet.autofit();
        self.keep(sheet);
        Ok(())
    }

    /// A comparison's sheet (`compare`): a row a side, each rule set's total and rank.
    #[allow(clippy::cast_precision_loss)] // points far below 2^52
    fn add_comparison(&mut self, comparison: &Comparison) -> Result<(), XlsxError> {
        let bold = self.bold.clone();
        // Named as a match's sheet is: by its title, else its file.
        let title = comparison
            .variants
            .first()
            .and_then(|variant| variant.scored.game.title.clone())
            .filter(|title| !title.trim().is_empty());
        let name = title.unwrap_or_else(|| {
            std::path::Path::new(&comparison.name)
                .file_stem()
                .map_or_else(
                    || comparison.name.clone(),
                    |s| s.to_string_lossy().into_owned(),
                )
        });
        let mut sheet = self.sheet(&format!("{name} compared"))?;
        let Some(first) = comparison.variants.first() else {
            return Ok(());
        };
        sheet.write_string_with_format(0, 0, "side", &bold)?;
        for (index, variant) in comparison.variants.iter().enumerate() {
            let column = col(1 + 2 * index);
            sheet.write_string_with_format(
                0,
                column,
                format!("{} total", variant.label.en()),
                &bold,
            )?;
            sheet.write_string_with_format(
                0,
                column + 1,
                format!("{} rank", variant.label.en()),
                &bold,
            )?;
        }
        for (row, (side, name)) in (1..).zip(first.scored.sides().iter().enumerate()) {
            sheet.write_string(row, 0, cell_text(name))?;
            for (index, variant) in comparison.variants.iter().enumerate() {
                let board = &variant.scored.board;
                let column = col(1 + 2 * index);
                let total = board.totals.get(side).copied().unwrap_or(0);
                sheet.write_number(row, column, total as f64)?;
                if let Some(standing) = board.standings.iter().find(|s| s.side == side) {
                    sheet.write_number(row, column + 1, standing.rank as f64)?;
                }
            }
        }
        let as_is = |name: &str| name.to_owned();
        let last = u32::try_from(first.scored.sides().len()).unwrap_or(0) + 2;
        for (row, variant) in (last..).zip(&comparison.variants) {
            sheet.write_string(row, 0, cell_text(&variant.label.en()))?;
            sheet.write_string(
                row,
                1,
                cell_text(&result_line(Lang::En, &variant.scored, &as_is)),
            )?;
        }
        sheet.set_freeze_panes(1, 1)?;
        sheet.autofit();
        self.keep(sheet);
        Ok(())
    }

    /// Whether no sheet was added (every file had errors): nothing to write.
    fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// The workbook's bytes, none when it is empty.
    /// Its creation time is the first match's date, else 1980-01-01 (the first date a
    /// zip file can hold): never the clock.
    fn bytes(mut self) -> Result<Vec<u8>, XlsxError> {
        if self.is_empty() {
            return Ok(Vec::new());
        }
        let created = match self.created {
            Some(date) => date,
            None => ExcelDateTime::from_ymd(1980, 1, 1)?,
        };
        let properties = DocProperties::new().set_creation_datetime(&created);
        self.workbook.set_properties(&properties);
        self.workbook.save_to_buffer()
    }
}

/// `--format xlsx`: each match's sheet, or the comparison's, into the workbook, whose
/// bytes `end` writes (none when no sheet was made: every file had errors). In English
/// under every locale, as a spreadsheet reads it.
impl super::Exporter for Book {
    fn file(&mut self, outcome: &Outcome, _out: &mut dyn Write) -> io::Result<()> {
        let Some(scored) = outcome.scored() else {
            return Ok(());
        };
        self.add_match(&outcome.name, scored)
            .map_err(io::Error::other)
    }

    fn comparison(&mut self, comparison: &Comparison, _out: &mut dyn Write) -> io::Result<()> {
        self.add_comparison(comparison).map_err(io::Error::other)
    }

    fn end(&mut self, out: &mut dyn Write) -> io::Result<()> {
        let book = std::mem::replace(self, Book::new());
        out.write_all(&book.bytes().map_err(io::Error::other)?)
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
