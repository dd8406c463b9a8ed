//! A new match file (`batak new`): the header, the rules as comments, the schema line.

use super::{Format, Id, Origin, Rules, SETTINGS, SettingValue, assign, quoted};
use crate::lang::{Lang, say};

/// What `batak new` writes above the rules: the title and date, the players, the teams,
/// the first dealer.
#[derive(Debug, Clone)]
pub(crate) struct NewHeader {
    pub(crate) title: Option<String>,
    /// Year first (`2026-11-27`), written as a TOML date.
    pub(crate) date: Option<String>,
    pub(crate) players: Vec<String>,
    pub(crate) teams: Option<Vec<String>>,
    pub(crate) first_dealer: Option<String>,
}

/// A fresh match file: the schema line, a comment on how to use it, the players (the
/// teams, the first dealer, or a comment showing how to name one), the preset and the
/// settings given with --set, every other setting as a comment with the preset's value,
/// and no deals.
pub(crate) fn new_file(
    lang: Lang,
    format: Format,
    header: &NewHeader,
    rules: &Rules,
    schema: &str,
) -> String {
    // The two formats differ only in these pieces (and how a value is written); a YAML
    // setting is a key of `rules:`, indented.
    let (schema_line, rules_header, setting_indent, deals_footer) = match format {
        Format::Toml => (
            format!("#:schema {schema}"),
            "\n[rules]\n",
            "",
            format!("\n# {}\n", say!(lang, "file-deals-toml")),
        ),
        Format::Yaml => (
            format!("# yaml-language-server: $schema={schema}"),
            "rules:\n",
            "  ",
            format!("# {}\ndeals:\n", say!(lang, "file-deals-yaml")),
        ),
    };
    let mut out = format!("{schema_line}\n{}", usage(lang, rules, &header.players));
    out.push_str(&header_lines(lang, header, assign(format)));
    out.push_str(rules_header);
    out.push_str(&settings_lines(lang, format, rules, setting_indent));
    out.push_str(&deals_footer);
    out
}

/// The comment on how to use the file: how a deal is added, in the form the rules use
/// and with as many counts as players, and the other commands.
fn usage(lang: Lang, rules: &Rules, players: &[String]) -> String {
    let counts = ["a", "b", "c", "d"][..players.len().min(4)].join(",");
    let add_lines = if rules.everyone_bids() {
        let bids = ["3", "4", "2", "4"][..players.len().min(4)].join(",");
        format!(
            "#   {}\n",
            say!(lang, "file-add-bids", bids = bids, counts = counts)
        )
    } else {
        format!(
            "#   {}\n#   {}\n",
            say!(lang, "file-add-contract", counts = counts),
            say!(lang, "file-add-passed")
        )
    };
    format!(
        "# {}\n# {}\n{add_lines}#   {}\n# {}\n# {}\n\n",
        say!(lang, "file-score"),
        say!(lang, "file-add"),
        say!(lang, "file-dealer"),
        say!(lang, "file-fix"),
        say!(lang, "file-watch")
    )
}

/// The title and date (else comments showing how to give them), the players, the teams,
/// and the first dealer (else a comment showing how to name one).
fn header_lines(lang: Lang, header: &NewHeader, assign: &str) -> String {
    let NewHeader {
        title,
        date,
        players,
        teams,
        first_dealer,
    } = header;
    // JSON strings are valid TOML strings and YAML double-quoted scalars alike.
    let list = |names: &[String]| {
        let quoted: Vec<String> = names.iter().map(|name| quoted(name)).collect();
        format!("[{}]", quoted.join(", "))
    };
    let mut out = format!(
        "{}{}players{assign}{}\n",
        title.as_deref().map_or_else(
            || {
                let example = quoted(&say!(lang, "file-title-example"));
                format!(
                    "# title{assign}{example}   # {}\n",
                    say!(lang, "file-title")
                )
            },
            |title| format!("title{assign}{}\n", quoted(title))
        ),
        date.as_deref().map_or_else(
            || format!("# date{assign}2026-11-27   # {}\n", say!(lang, "file-date")),
            |date| format!("date{assign}{date}\n")
        ),
        list(players)
    );
    if let Some(teams) = teams {
        out.push_str(&format!("teams{assign}{}\n", list(teams)));
    }
    // The first dealer starts the rotation; without one, the line shows how to give it.
    let (comment, dealer) = match first_dealer.as_deref() {
        Some(dealer) => ("", dealer),
        None => ("# ", players.first().map_or("", String::as_str)),
    };
    out.push_str(&format!(
        "{comment}first_dealer{assign}{}   # {}\n",
        quoted(dealer),
        say!(lang, "file-first-dealer")
    ));
    out
}

/// Every setting a line: the preset and what --set gave as settings, the others as
/// comments with the preset's value, each with what it means; each line after `indent`.
fn settings_lines(lang: Lang, format: Format, rules: &Rules, indent: &str) -> String {
    let assign = assign(format);
    let mut out = String::new();
    for setting in SETTINGS {
        let name = setting.name;
        let value = match rules.value(setting.id) {
            SettingValue::Choice(choice) if format == Format::Toml => {
                format!("\"{}\"", choice.name())
            }
            SettingValue::SameAsExtra => format!("{}", rules.extra_points()),
            SettingValue::ByPlayers => format!("{}", rules.hand()),
            value => value.to_string(),
        };
        // Only the preset and what --set gave are settings of the file; the others are
        // written as comments with the preset's value, so changing the preset later
        // changes them too (a file that pinned every value would ignore a new preset).
        let given = setting.id == Id::Preset || rules.origin(setting.id) == Origin::Flag;
        let comment = if given { "" } else { "# " };
        let meaning = match rules.value(setting.id) {
            SettingValue::SameAsExtra => say!(lang, "file-setting-follows-extra"),
            _ => setting.meaning_text().in_lang(lang),
        };
        out.push_str(&format!(
            "{indent}{comment}{name}{assign}{value}   # {meaning}\n"
        ));
    }
    out
}
