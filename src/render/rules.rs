//! `batak rules` for a terminal: a table from 120 columns, blocks of lines below.

use super::{Table, wrap_words};
use crate::lang::{Lang, say};
use crate::rules::{Origin, PRESETS, Rules, SETTINGS};

/// A setting's value as `batak rules` shows it: as the file writes it, but a default that
/// depends on who plays (`hand`'s), said in the language.
fn value_words(lang: Lang, value: crate::rules::SettingValue) -> String {
    match value {
        crate::rules::SettingValue::ByPlayers => say!(lang, "setting-by-players"),
        value => value.to_string(),
    }
}

/// The narrowest width at which `batak rules` is a table; below it each setting is a
/// block of lines, so no name or value is ever broken.
const RULES_TABLE_WIDTH: usize = 120;

impl Table {
    /// `batak rules` for a terminal: the settings, then the presets.
    pub(super) fn rules(&self, rules: &Rules) -> String {
        let (lang, width) = (self.lang, self.width);
        if width < RULES_TABLE_WIDTH {
            return rules_blocks(lang, rules, width);
        }
        // Names and values are never broken; what is allowed and the meaning wrap instead.
        let table = |(header, rows): Cells, whole: usize| {
            let mut grid = self.grid(header);
            grid.add_rows(rows);
            for index in 0..whole {
                if let Some(column) = grid.column_mut(index) {
                    column.set_constraint(comfy_table::ColumnConstraint::ContentWidth);
                }
            }
            grid.trim_fmt()
        };
        format!(
            "{}\n{}\n",
            table(settings(lang, Some(rules)), 4),
            table(presets(lang), 1)
        )
    }
}

/// The settings and presets as Markdown tables in `lang`, with the effective values
/// `rules` has when given (`batak rules --format markdown`; in English, without them, the
/// tables of the reference page `docs/rules.md`).
pub(crate) fn rules_markdown(lang: Lang, rules: Option<&Rules>) -> String {
    // Names and values as code; what is said in words with its `|` escaped.
    let code: &[usize] = if rules.is_some() { &[0, 1, 3] } else { &[0, 1] };
    markdown_table(&settings(lang, rules), code) + "\n" + &markdown_table(&presets(lang), &[0, 2])
}

/// A table's cells: its headings, then its rows.
type Cells = (Vec<String>, Vec<Vec<String>>);

/// The settings' headings and each setting's cells: its name, its value and where it
/// comes from (with `rules`), the default, what is allowed and the meaning.
fn settings(lang: Lang, rules: Option<&Rules>) -> Cells {
    let mut header = vec![say!(lang, "rules-setting")];
    if rules.is_some() {
        header.extend([say!(lang, "rules-value"), say!(lang, "rules-from")]);
    }
    header.extend([
        say!(lang, "rules-default"),
        say!(lang, "rules-allowed"),
        say!(lang, "rules-meaning"),
    ]);
    let row = |setting: &crate::rules::Setting| {
        let mut row = vec![setting.name.to_owned()];
        if let Some(rules) = rules {
            row.push(value_words(lang, rules.value(setting.id)));
            // Where the value comes from, in words.
            row.push(match rules.origin(setting.id) {
                Origin::Default => say!(lang, "origin-default"),
                Origin::Preset => say!(lang, "origin-preset"),
                Origin::File => say!(lang, "origin-file"),
                Origin::Flag => say!(lang, "origin-flag"),
            });
        }
        row.extend([
            value_words(lang, setting.default),
            setting.allowed_text().in_lang(lang),
            setting.meaning_text().in_lang(lang),
        ]);
        row
    };
    (header, SETTINGS.iter().map(row).collect())
}

/// The presets' headings and each preset's cells: its name, what it is and its settings.
fn presets(lang: Lang) -> Cells {
    let header = vec![
        say!(lang, "rules-preset"),
        say!(lang, "rules-what"),
        say!(lang, "rules-settings"),
    ];
    let row = |preset: &crate::rules::Preset| {
        vec![
            preset.name.name().to_owned(),
            preset.summary_text().in_lang(lang),
            preset.settings_text().in_lang(lang),
        ]
    };
    (header, PRESETS.iter().map(row).collect())
}

/// A Markdown table: the header, then each row, its cells in the columns `code` names
/// as code and the others with their `|` escaped.
fn markdown_table((header, rows): &Cells, code: &[usize]) -> String {
    let rule = vec!["---"; header.len()].join("|");
    let mut out = format!("| {} |\n|{rule}|\n", header.join(" | "));
    for row in rows {
        out.push('|');
        for (index, text) in row.iter().enumerate() {
            if code.contains(&index) {
                out.push_str(&format!(" `{text}` |"));
            } else {
                out.push_str(&format!(" {} |", text.replace('|', "\\|")));
            }
        }
        out.push('\n');
    }
    out
}

/// `batak rules` on a narrow screen: a block per setting and per preset, the first line
/// `name = value (from …, default …)`, then what is allowed and the meaning, wrapped at
/// spaces to `width`.
fn rules_blocks(lang: Lang, rules: &Rules, width: usize) -> String {
    // A heading that wraps goes on further in, so it is not read as a new entry; what
    // follows it is indented under it.
    let block = |first: &str, lines: &[String]| {
        let lines = lines
            .iter()
            .map(|line| wrap_words(line, width, "    ", "    ") + "\n");
        wrap_words(first, width, "", "      ") + "\n" + &lines.collect::<String>()
    };
    let mut out = String::new();
    for (row, setting) in settings(lang, Some(rules)).1.iter().zip(SETTINGS) {
        // The row's cells: name, value, where it comes from, default, allowed, meaning.
        let origin = match rules.origin(setting.id) {
            Origin::Default => say!(lang, "rules-origin-default"),
            _ => say!(lang, "rules-origin", from = &row[2], default = &row[3]),
        };
        out.push_str(&block(
            &format!("{}: {} {origin}", row[0], row[1]),
            &row[4..],
        ));
    }
    out.push_str(&format!("\n{}\n", say!(lang, "rules-presets")));
    for row in presets(lang).1 {
        out.push_str(&block(&format!("{}: {}", row[0], row[1]), &row[2..]));
    }
    out
}
