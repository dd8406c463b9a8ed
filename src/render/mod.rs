//! Output formats. Each is an exporter in its own module behind `Exporter`, which writes
//! bytes into any writer: stdout in use, a `Vec<u8>` in tests, so tests never capture
//! stdout. Shared wording (the result line, side names) lives here so every format says
//! the same thing.

pub(crate) mod chart;
mod csv;
pub(crate) mod github;
pub(crate) mod html;
mod json;
mod markdown;
mod rows;
mod rules;
mod said;
pub(crate) mod show;
pub(crate) mod stats;
mod table;
pub(crate) mod xlsx;

use std::io::{self, Write};

use crate::lang::{Lang, say};
use crate::pipeline::{Outcome, Scored};
use crate::rules::{End, Id, SETTINGS};
use crate::score::{MatchResult, Status};

pub(crate) use self::csv::Csv;
pub(crate) use self::json::{Json, diagnostics_json};
pub(crate) use self::markdown::Markdown;
pub(crate) use self::rows::{
    Columns, DealView, comparison_rows, deal_rows, form_header, heading, notes, standings_header,
    standings_rows,
};
pub(crate) use self::rules::rules_markdown;
pub(crate) use self::said::{
    created_line, deal_line, dry_run, dry_run_amended, dry_run_header, dry_run_removed,
    header_changed_line, header_keys, header_unchanged_line, next_dealer_line, no_dealer_note,
    removed_line, rotation_stopped_line, unchanged_line,
};
pub(crate) use self::table::Table;

crate::named::named! {
    /// Every `--format`; each command says which it takes (`cli`).
    pub(crate) enum OutputFormat {
        Table => "table";
        Text => "text";
        Json => "json";
        Csv => "csv";
        Markdown => "markdown";
        Html => "html", "A standalone page: tables, result and the chart";
        Github => "github", "GitHub Actions workflow commands, one per diagnostic (nothing for a good file)";
        Xlsx => "xlsx", "A workbook, written with --output PATH.xlsx: a sheet per match, numbers as numbers";
    }
}

pub(crate) use crate::compare::{Comparison, Judged};

/// What a format writes: one file's match (or its errors), a comparison of rule sets, a
/// season (`stats`, and the standings a page of several matches opens with), one deal's
/// play (`show`), or the effective settings and the presets (`rules`). A format writes
/// nothing of a view it has no form for.
#[derive(Clone, Copy)]
pub(crate) enum View<'a> {
    Match(&'a Outcome),
    Comparison(&'a Comparison),
    Season(&'a crate::stats::Season),
    Deal(&'a show::Shown<'a>),
    Rules(&'a crate::rules::Rules),
}

/// An output format. `write` puts a view's bytes into `out` as it makes them, so a
/// million deals stream to stdout without being held in memory; tests pass a `Vec<u8>`.
pub(crate) trait Exporter {
    fn write(&mut self, view: View<'_>, out: &mut dyn Write) -> io::Result<()>;

    /// Bytes after the last view (the HTML page and the workbook are written whole here).
    fn end(&mut self, _out: &mut dyn Write) -> io::Result<()> {
        Ok(())
    }
}

/// The exporter for a format: the table in `style`'s colour and width, every format for
/// a person in its language (what scripts and spreadsheets read, JSON, CSV and xlsx, is
/// English under every locale).
pub(crate) fn exporter(format: OutputFormat, style: Table) -> Box<dyn Exporter> {
    let lang = style.lang;
    match format {
        OutputFormat::Table => Box::new(style),
        OutputFormat::Text => Box::new(said::CheckLines { lang }),
        OutputFormat::Json => Box::new(Json),
        OutputFormat::Csv => Box::new(Csv::default()),
        OutputFormat::Markdown => Box::new(Markdown { lang }),
        OutputFormat::Html => Box::new(html::Html::new(lang)),
        OutputFormat::Github => Box::new(github::Github { lang }),
        OutputFormat::Xlsx => Box::<xlsx::Book>::default(),
    }
}

/// In partnership, each team with its members ("Us (Ayşe & Cem)"), as `show` writes
/// names; `None` when the sides are the players.
fn teams(scored: &Scored, show: Show<'_>) -> Option<Vec<String>> {
    let players = &scored.game.players;
    scored.rules.partnership().then(|| {
        let pairs = scored.game.teams.iter().zip([[0, 2], [1, 3]]);
        let teams = pairs.map(|(team, [first, second])| {
            let (a, b) = (show(&players[first]), show(&players[second]));
            format!("{} ({a} & {b})", show(team))
        });
        teams.collect()
    })
}

/// The teams with their members, when some team has a name of its own (else the teams'
/// names are their members, and the sides say it all).
pub(crate) fn team_members(scored: &Scored, show: Show<'_>) -> Option<Vec<String>> {
    let game = &scored.game;
    let named = game.teams != crate::model::Match::default_teams(&game.players);
    teams(scored, show).filter(|_| named)
}

/// A suit as a person reads it: its symbol and its name in `lang` (`♠ spades`,
/// `♠ maça`, `♠ Pik`), so a wrong letter shows at once.
pub(crate) fn suit_words(lang: Lang, suit: crate::model::Suit) -> String {
    let name = match suit {
        crate::model::Suit::Spades => say!(lang, "suit-spades"),
        crate::model::Suit::Hearts => say!(lang, "suit-hearts"),
        crate::model::Suit::Diamonds => say!(lang, "suit-diamonds"),
        crate::model::Suit::Clubs => say!(lang, "suit-clubs"),
    };
    format!("{} {name}", suit.symbol())
}

/// Join names as prose: "A", "A and B", "A, B and C".
pub(crate) fn join_names(lang: Lang, names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => say!(lang, "names-and", first = rest.join(", "), last = *last),
    }
}

/// How a format writes a name, a title or a file name: as it is (JSON, CSV carry data),
/// or escaped and shortened for a terminal.
pub(crate) type Show<'s> = &'s dyn Fn(&str) -> String;

/// Names as they are: for formats that carry data (JSON, CSV).
pub(crate) fn as_is(text: &str) -> String {
    text.to_owned()
}

/// Names as Markdown shows them: control characters escaped (a name is one line: its line
/// breaks are escaped too).
pub(crate) use crate::diagnostic::escape_name as escaped;

/// The widest a name is drawn in a terminal table, in columns: a 20,000-character name
/// must not make a table of 400 MB.
pub(crate) const NAME_COLUMNS: usize = 24;

/// Names as a terminal shows them: escaped, and at most `NAME_COLUMNS` wide (cut with …).
pub(crate) fn for_terminal(text: &str) -> String {
    shorten(&escaped(text), NAME_COLUMNS)
}

/// `items` laid out on lines of at most `width` columns, joined by `separator`, the first
/// line after `first` and the others after `rest`; an item is never split (one wider
/// than a line stands alone on its line).
pub(crate) fn wrap_items<S: AsRef<str>>(
    items: &[S],
    width: usize,
    first: &str,
    rest: &str,
    separator: &str,
) -> String {
    use unicode_width::UnicodeWidthStr;
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::from(first);
    let mut empty = true;
    for item in items {
        let item = item.as_ref();
        if !empty && line.width() + separator.width() + item.width() > width {
            lines.push(std::mem::take(&mut line));
            line.push_str(rest);
            empty = true;
        }
        if !empty {
            line.push_str(separator);
        }
        line.push_str(item);
        empty = false;
    }
    lines.push(line);
    lines.join("\n")
}

/// `items` wrapped as `wrap_items` wraps them, except that an item wider than a line
/// (less the wider of `first` and `rest`: a German phrase at 32 columns) is wrapped at
/// its spaces, on lines of its own.
pub(crate) fn wrap_parts<S: AsRef<str>>(
    items: &[S],
    width: usize,
    first: &str,
    rest: &str,
    separator: &str,
) -> String {
    use unicode_width::UnicodeWidthStr;
    let room = width.saturating_sub(first.width().max(rest.width()));
    let items: Vec<String> = (items.iter().map(AsRef::as_ref))
        .map(|item| {
            if item.width() > room {
                wrap_items(&item.split(' ').collect::<Vec<_>>(), room, "", rest, " ")
            } else {
                item.to_owned()
            }
        })
        .collect();
    wrap_items(&items, width, first, rest, separator)
}

/// `text` wrapped at spaces to `width` columns, no word split.
pub(crate) fn wrap_text(text: &str, width: usize) -> String {
    wrap_words(text, width, "", "")
}

/// `text` wrapped as `wrap_text` wraps it, the first line after `first` and the others
/// after `rest`.
pub(crate) fn wrap_words(text: &str, width: usize, first: &str, rest: &str) -> String {
    let words: Vec<&str> = text.split(' ').collect();
    wrap_items(&words, width, first, rest, " ")
}

/// `text` cut to at most `columns` display columns, ending in … when cut.
pub(crate) fn shorten(text: &str, columns: usize) -> String {
    use unicode_width::UnicodeWidthChar;
    if unicode_width::UnicodeWidthStr::width(text) <= columns {
        return text.to_owned();
    }
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        let width = c.width().unwrap_or(0);
        if used + width + 1 > columns {
            break;
        }
        used += width;
        out.push(c);
    }
    // An escape (`\u{202e}`, as names are shown) is not cut in two: whole or not at all.
    if let Some(open) = out.rfind("\\u{").filter(|&open| !out[open..].contains('}')) {
        out.truncate(open);
    }
    out.push('…');
    out
}

/// The result in one line: "Burak wins with 163 after deal 14".
pub(crate) fn result_line(lang: Lang, scored: &Scored, show: Show<'_>) -> String {
    result_text(lang, &scored.result(), show)
}

/// A match's result (`Scored::result`, or what a season kept of it) in one line.
pub(crate) fn result_text(lang: Lang, result: &MatchResult, show: Show<'_>) -> String {
    let sides: Vec<String> = result.sides.iter().map(|side| show(side)).collect();
    let totals = &result.totals;
    let top = totals.iter().copied().max().unwrap_or(0);
    let leaders: Vec<&str> = (0..totals.len())
        .filter(|&side| totals[side] == top)
        .map(|side| sides[side].as_str())
        .collect();
    // How many people a side is: a team named by its two players is "they".
    let people = if result.pairs { 2 } else { 1 };
    match &result.status {
        Status::Finished {
            winners,
            after_deal,
        } => {
            let names: Vec<&str> = winners.iter().map(|&side| sides[side].as_str()).collect();
            if names.len() == 1 {
                say!(
                    lang,
                    "result-wins",
                    who = names[0],
                    people = people,
                    points = top,
                    deal = *after_deal
                )
            } else {
                let who = join_names(lang, &names);
                say!(
                    lang,
                    "result-share",
                    who = who,
                    points = top,
                    deal = *after_deal
                )
            }
        }
        Status::Tiebreak => say!(
            lang,
            "result-tied",
            who = join_names(lang, &leaders),
            points = top
        ),
        Status::InProgress if result.recorded == 0 => say!(lang, "result-no-deals"),
        Status::InProgress => {
            let (who, leaders) = (join_names(lang, &leaders), people * leaders.len());
            let deals = result.scored_deals;
            match result.end {
                End::Target(target) => say!(
                    lang,
                    "result-leads-short",
                    who = who,
                    leaders = leaders,
                    short = target - top,
                    target = target
                ),
                End::Deals(count) => say!(
                    lang,
                    "result-leads-of",
                    who = who,
                    leaders = leaders,
                    points = top,
                    deals = deals,
                    count = count
                ),
                End::Never => say!(
                    lang,
                    "result-leads",
                    who = who,
                    leaders = leaders,
                    points = top,
                    deals = deals
                ),
            }
        }
    }
}

impl Scored {
    /// Who deals next: the player after the last deal's dealer, when it names one and the
    /// match goes on (a finished match has no next deal).
    pub(crate) fn next_dealer(&self) -> Option<crate::model::Seat> {
        if matches!(self.board.status, Status::Finished { .. }) {
            return None;
        }
        self.game.next_dealer()
    }

    /// The names of the winning sides.
    pub(crate) fn winner_names(&self) -> Vec<&str> {
        let sides = self.sides();
        let winners = self.board.status.winners();
        winners.iter().map(|&side| sides[side].as_str()).collect()
    }
}

/// The preset and the settings whose value differs from the preset's: a file
/// that writes every rule out, as `batak new` does, shows just "rules: classic".
pub(crate) fn rules_summary(lang: Lang, rules: &crate::rules::Rules) -> String {
    say!(lang, "rules-summary", rules = rules_brief(rules))
}

/// The same without the word: "classic", "esli + target=101".
pub(crate) fn rules_brief(rules: &crate::rules::Rules) -> String {
    let baseline = rules.preset_alone();
    let changed: Vec<String> = SETTINGS
        .iter()
        .filter(|setting| setting.id != Id::Preset)
        .filter(|setting| {
            // defender_points follows extra_points unless set: it differs only when both
            // what was written and what it comes to differ.
            rules.value(setting.id) != baseline.value(setting.id)
                && rules.effective(setting.id) != baseline.effective(setting.id)
        })
        .map(|setting| format!("{}={}", setting.name, rules.value(setting.id)))
        .collect();
    let preset = rules.value(Id::Preset);
    if changed.is_empty() {
        preset.to_string()
    } else {
        format!("{preset} + {}", changed.join(" "))
    }
}

#[cfg(test)]
mod tests;
