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

/// Where a setting's value comes from, in words.
fn origin_word(lang: Lang, origin: Origin) -> String {
    match origin {
        Origin::Default => say!(lang, "origin-default"),
        Origin::Preset => say!(lang, "origin-preset"),
        Origin::File => say!(lang, "origin-file"),
        Origin::Flag => say!(lang, "origin-flag"),
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
        let table = |header: Vec<String>, rows: Vec<Vec<String>>, whole: usize| {
            let mut grid = self.grid(header);
            grid.add_rows(rows);
            for index in 0..whole {
                if let Some(column) = grid.column_mut(index) {
                    column.set_constraint(comfy_table::ColumnConstraint::ContentWidth);
                }
            }
            grid.trim_fmt()
        };
        let settings = SETTINGS.iter().map(|setting| {
            vec![
                setting.name.to_owned(),
                value_words(lang, rules.value(setting.id)),
                origin_word(lang, rules.origin(setting.id)),
                value_words(lang, setting.default),
                setting.allowed_text().in_lang(lang),
                setting.meaning_text().in_lang(lang),
            ]
        });
        let presets = PRESETS.iter().map(|preset| {
            let summary = preset.summary_text().in_lang(lang);
            vec![
                preset.name.name().to_owned(),
                summary,
                preset.settings_text().in_lang(lang),
            ]
        });
        format!(
            "{}\n{}\n",
            table(settings_header(lang, true), settings.collect(), 4),
            table(presets_header(lang), presets.collect(), 1)
        )
    }
}

/// The settings and presets as Markdown tables in `lang`, with the effective values
/// `rules` has when given (`batak rules --format markdown`; in English, without them, the
/// tables of the reference page `docs/rules.md`).
pub(crate) fn rules_markdown(lang: Lang, rules: Option<&Rules>) -> String {
    let cell = |text: String| text.replace('|', "\\|");
    let mut out = markdown_header(&settings_header(lang, rules.is_some()));
    for setting in SETTINGS {
        let effective = rules.map_or(String::new(), |rules| {
            let origin = origin_word(lang, rules.origin(setting.id));
            let value = value_words(lang, rules.value(setting.id));
            format!(" `{value}` | {} |", cell(origin))
        });
        out.push_str(&format!(
            "| `{}` |{effective} `{}` | {} | {} |\n",
            setting.name,
            value_words(lang, setting.default),
            cell(setting.allowed_text().in_lang(lang)),
            cell(setting.meaning_text().in_lang(lang))
        ));
    }
    out.push('\n');
    out.push_str(&markdown_header(&presets_header(lang)));
    for preset in PRESETS {
        let summary = cell(preset.summary_text().in_lang(lang));
        let settings = preset.settings_text().in_lang(lang);
        out.push_str(&format!(
            "| `{}` | {summary} | `{settings}` |\n",
            preset.name.name()
        ));
    }
    out
}

/// The settings' headings: the name, its value and where it comes from (with `values`),
/// the default, what is allowed and the meaning.
fn settings_header(lang: Lang, values: bool) -> Vec<String> {
    let mut header = vec![say!(lang, "rules-setting")];
    if values {
        header.extend([say!(lang, "rules-value"), say!(lang, "rules-from")]);
    }
    header.extend([
        say!(lang, "rules-default"),
        say!(lang, "rules-allowed"),
        say!(lang, "rules-meaning"),
    ]);
    header
}

/// The presets' headings.
fn presets_header(lang: Lang) -> Vec<String> {
    vec![
        say!(lang, "rules-preset"),
        say!(lang, "rules-what"),
        say!(lang, "rules-settings"),
    ]
}

/// A Markdown table's first two lines.
fn markdown_header(header: &[String]) -> String {
    let rule = vec!["---"; header.len()].join("|");
    format!("| {} |\n|{rule}|\n", header.join(" | "))
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
    for setting in SETTINGS {
        let origin = match rules.origin(setting.id) {
            crate::rules::Origin::Default => say!(lang, "rules-origin-default"),
            origin => say!(
                lang,
                "rules-origin",
                from = origin_word(lang, origin),
                default = value_words(lang, setting.default)
            ),
        };
        let value = value_words(lang, rules.value(setting.id));
        let first = format!("{}: {value} {origin}", setting.name);
        let allowed = setting.allowed_text();
        let meaning = setting.meaning_text();
        out.push_str(&block(
            &first,
            &[allowed.in_lang(lang), meaning.in_lang(lang)],
        ));
    }
    out.push_str(&format!("\n{}\n", say!(lang, "rules-presets")));
    for preset in PRESETS {
        let first = format!(
            "{}: {}",
            preset.name.name(),
            preset.summary_text().in_lang(lang)
        );
        out.push_str(&block(&first, &[preset.settings_text().in_lang(lang)]));
    }
    out
}
