//! A new match file (`batak new`): the header, the rules as comments, the schema line.

use super::{Format, Id, Origin, Rules, SETTINGS, SettingValue, quoted};

/// What `batak new` writes above the rules: the title and date, the players, the teams,
/// the first dealer.
#[derive(Debug, Clone, Copy)]
pub(crate) struct NewHeader<'a> {
    pub(crate) title: Option<&'a str>,
    /// Year first (`2026-11-27`), written as a TOML date.
    pub(crate) date: Option<&'a str>,
    pub(crate) players: &'a [String],
    pub(crate) teams: Option<&'a [String]>,
    pub(crate) first_dealer: Option<&'a str>,
}

/// A fresh match file: the schema line, a comment on how to use it, the players (the
/// teams, the first dealer, or a comment showing how to name one), the preset and the settings given with --set, every other setting as a comment with the
/// preset's value, and no deals.
pub(crate) fn new_file(
    format: Format,
    header: &NewHeader<'_>,
    rules: &Rules,
    schema: &str,
) -> String {
    let NewHeader {
        title,
        date,
        players,
        teams,
        first_dealer,
    } = *header;
    // The two formats differ only in these pieces.
    let (schema_line, assign, indent, rules_header, deals_footer) = match format {
        Format::Toml => (
            format!("#:schema {schema}"),
            " = ",
            "",
            "\n[rules]\n",
            "\n# Deals follow as [[deals]] tables, in the order they are played.\n",
        ),
        Format::Yaml => (
            format!("# yaml-language-server: $schema={schema}"),
            ": ",
            "  ",
            "rules:\n",
            "# The deals, in the order they are played (batak add appends them).\ndeals:\n",
        ),
    };
    // JSON strings are valid TOML strings and YAML double-quoted scalars alike.
    let list = |names: &[String]| {
        let quoted: Vec<String> = names.iter().map(|name| quoted(name)).collect();
        format!("[{}]", quoted.join(", "))
    };
    // How a deal is added, in the form the rules use and with as many counts as players.
    let counts = ["a", "b", "c", "d"][..players.len().min(4)].join(",");
    let add_lines = if rules.everyone_bids() {
        let bids = ["3", "4", "2", "4"][..players.len().min(4)].join(",");
        format!(
            "#   batak add FILE --bids {bids} --tricks {counts} (every player's prediction, then the tricks taken)\n"
        )
    } else {
        format!(
            "#   batak add FILE --declarer NAME --bid N --tricks {counts} [--trump SUIT]\n#   batak add FILE --passed\n"
        )
    };
    let mut out = format!(
        "{schema_line}\n# A Batak match. Score it:   batak score FILE\n# Add each deal as it is played:\n{add_lines}#   (batak add writes in each deal's dealer: the player after the last deal's, or first_dealer)\n# Fix one: batak amend FILE [N] --tricks …   Undo one: batak remove FILE [N]\n# A live scoreboard: batak watch FILE\n\n{}{}players{assign}{}\n",
        title.map_or_else(
            || format!("# title{assign}\"Friday at Kemal's\"   # the match's title, above its tables and charts\n"),
            |title| format!("title{assign}{}\n", quoted(title))
        ),
        date.map_or_else(
            || format!("# date{assign}2026-11-27   # the match's date, year first\n"),
            |date| format!("date{assign}{date}\n")
        ),
        list(players)
    );
    if let Some(teams) = teams {
        out.push_str(&format!("teams{assign}{}\n", list(teams)));
    }
    // The first dealer starts the rotation; without one, the line shows how to give it.
    let (comment, dealer) = match first_dealer {
        Some(dealer) => ("", dealer),
        None => ("# ", players.first().map_or("", String::as_str)),
    };
    out.push_str(&format!(
        "{comment}first_dealer{assign}{}   # who deals the first deal; then each deal passes to the next player\n",
        quoted(dealer)
    ));
    out.push_str(rules_header);
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
            SettingValue::SameAsExtra => "unset: follows extra_points",
            _ => setting.meaning,
        };
        out.push_str(&format!(
            "{indent}{comment}{name}{assign}{value}   # {meaning}\n"
        ));
    }
    out.push_str(deals_footer);
    out
}
