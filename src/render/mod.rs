//! Output formats. Each is an exporter in its own module behind `Exporter`, which writes
//! bytes into any writer: stdout in use, a `Vec<u8>` in tests, so tests never capture
//! stdout. Shared wording (the result line, side names) lives here so every format says
//! the same thing.

pub(crate) mod chart;
mod csv;
pub(crate) mod github;
mod html;
mod json;
mod markdown;
mod rules;
pub(crate) mod show;
pub(crate) mod stats;
mod table;
pub(crate) mod xlsx;

use std::io::{self, Write};

use crate::lang::say;
use crate::pipeline::{Outcome, Scored};
use crate::rules::{End, Id, Rules, SETTINGS};
use crate::score::{MatchResult, Status};

pub(crate) use self::csv::Csv;
pub(crate) use self::json::{Json, rules_object};
pub(crate) use self::markdown::Markdown;
pub(crate) use self::rules::rules_table;
pub(crate) use self::table::{STYLE as TABLE_STYLE, Table};

crate::named::named! {
    /// The `--format` of `score`, `check` and `compare`.
    pub(crate) enum OutputFormat {
        Table => "table";
        Json => "json";
        Csv => "csv";
        Markdown => "markdown";
        Html => "html", "A standalone page: tables, result and the chart";
        Github => "github", "GitHub Actions workflow commands, one per diagnostic (nothing for a good file)";
        Xlsx => "xlsx", "A workbook, written with --output PATH.xlsx: a sheet per match, numbers as numbers";
    }
}

pub(crate) use crate::compare::Comparison;

/// An output format. Each method writes its bytes into `out` as it makes them, so a
/// million deals stream to stdout without being held in memory; tests pass a `Vec<u8>`.
pub(crate) trait Exporter {
    /// Bytes before the first file (a CSV header).
    fn begin(&self, _out: &mut dyn Write) -> io::Result<()> {
        Ok(())
    }

    /// One file's output; `score` and `check` both call it (check only for JSON).
    fn file(&self, outcome: &Outcome, out: &mut dyn Write) -> io::Result<()>;

    /// A comparison of rule sets.
    fn comparison(&self, comparison: &Comparison, out: &mut dyn Write) -> io::Result<()>;

    /// The season of the files given, when there are several (the HTML page opens
    /// with its standings); before `end`.
    fn season(&self, _season: crate::stats::Season) {}

    /// Bytes after the last file (the HTML page is written whole here).
    fn end(&self, _out: &mut dyn Write) -> io::Result<()> {
        Ok(())
    }
}

/// A format scripts read (JSON, CSV): its words in English under every locale.
pub(crate) struct InEnglish<E>(pub(crate) E);

impl<E: Exporter> Exporter for InEnglish<E> {
    fn begin(&self, out: &mut dyn Write) -> io::Result<()> {
        crate::lang::in_english(|| self.0.begin(out))
    }

    fn file(&self, outcome: &Outcome, out: &mut dyn Write) -> io::Result<()> {
        crate::lang::in_english(|| self.0.file(outcome, out))
    }

    fn comparison(&self, comparison: &Comparison, out: &mut dyn Write) -> io::Result<()> {
        crate::lang::in_english(|| self.0.comparison(comparison, out))
    }

    fn season(&self, season: crate::stats::Season) {
        crate::lang::in_english(|| self.0.season(season));
    }

    fn end(&self, out: &mut dyn Write) -> io::Result<()> {
        crate::lang::in_english(|| self.0.end(out))
    }
}

/// The exporter for a format, with colour for the table.
pub(crate) fn exporter(format: OutputFormat, color: bool, width: usize) -> Box<dyn Exporter> {
    match format {
        OutputFormat::Table => Box::new(Table { color, width }),
        OutputFormat::Json => Box::new(InEnglish(Json)),
        OutputFormat::Csv => Box::new(InEnglish(Csv)),
        OutputFormat::Markdown => Box::new(Markdown),
        OutputFormat::Html => Box::new(html::Html::default()),
        OutputFormat::Github => Box::new(github::Github),
        // The command writes the workbook to its file (`xlsx::Book`): nothing here.
        OutputFormat::Xlsx => Box::new(xlsx::Nothing),
    }
}

/// In partnership, each team with its members ("Us (Ayşe & Cem)"), as `show` writes
/// names; `None` when the sides are the players, or the teams have their default names
/// (which are their members).
pub(crate) fn team_members(scored: &Scored, show: &dyn Fn(&str) -> String) -> Option<Vec<String>> {
    let players = &scored.game.players;
    let named = scored.rules.partnership()
        && scored
            .game
            .teams
            .iter()
            .zip([[0, 2], [1, 3]])
            .any(|(team, [first, second])| {
                *team != format!("{} & {}", players[first], players[second])
            });
    named.then(|| {
        scored
            .game
            .teams
            .iter()
            .zip([[0, 2], [1, 3]])
            .map(|(team, [first, second])| {
                format!(
                    "{} ({} & {})",
                    show(team),
                    show(&players[first]),
                    show(&players[second])
                )
            })
            .collect()
    })
}

/// A suit as a person reads it: its symbol and its name in the interface language
/// (`♠ spades`, `♠ maça`, `♠ Pik`), so a wrong letter shows at once.
pub(crate) fn suit_words(suit: crate::model::Suit) -> String {
    let name = match suit {
        crate::model::Suit::Spades => say!("suit-spades"),
        crate::model::Suit::Hearts => say!("suit-hearts"),
        crate::model::Suit::Diamonds => say!("suit-diamonds"),
        crate::model::Suit::Clubs => say!("suit-clubs"),
    };
    format!("{} {name}", suit.symbol())
}

/// Join names as prose: "A", "A and B", "A, B and C".
pub(crate) fn join_names(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => say!("names-and", first = rest.join(", "), last = *last),
    }
}

/// How a format writes a name, a title or a file name: as it is (JSON, CSV carry data),
/// or escaped and shortened for a terminal.
pub(crate) type Show<'s> = &'s dyn Fn(&str) -> String;

/// Names as they are: for formats that carry data (JSON, CSV).
pub(crate) fn as_is(text: &str) -> String {
    text.to_owned()
}

/// Names as Markdown shows them: control characters escaped.
pub(crate) fn escaped(text: &str) -> String {
    // A name is one line: its line breaks are escaped too.
    crate::diagnostic::escape_name(text)
}

/// The widest a name is drawn in a terminal table, in columns: a 20,000-character name
/// must not make a table of 400 MB.
pub(crate) const NAME_COLUMNS: usize = 24;

/// Names as a terminal shows them: escaped, and at most `NAME_COLUMNS` wide (cut with …).
pub(crate) fn for_terminal(text: &str) -> String {
    shorten(&crate::diagnostic::escape_name(text), NAME_COLUMNS)
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

/// `text` wrapped at spaces to `width` columns, no word split.
pub(crate) fn wrap_text(text: &str, width: usize) -> String {
    let words: Vec<&str> = text.split(' ').collect();
    wrap_items(&words, width, "", "", " ")
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
    out.push('…');
    out
}

/// The result in one line: "Burak wins with 163 after deal 14".
pub(crate) fn result_line(scored: &Scored, show: Show<'_>) -> String {
    result_text(&scored.result(), show)
}

/// A match's result (`Scored::result`, or what a season kept of it) in one line.
pub(crate) fn result_text(result: &MatchResult, show: Show<'_>) -> String {
    let sides: Vec<String> = result.sides.iter().map(|side| show(side)).collect();
    let totals = &result.totals;
    let top = totals.iter().copied().max().unwrap_or(0);
    let leaders: Vec<&str> = (0..totals.len())
        .filter(|&side| totals[side] == top)
        .map(|side| sides[side].as_str())
        .collect();
    match &result.status {
        Status::Finished {
            winners,
            after_deal,
        } => {
            let names: Vec<&str> = winners.iter().map(|&side| sides[side].as_str()).collect();
            if names.len() == 1 {
                say!(
                    "result-wins",
                    who = names[0],
                    points = top,
                    deal = *after_deal
                )
            } else {
                let who = join_names(&names);
                say!("result-share", who = who, points = top, deal = *after_deal)
            }
        }
        Status::Tiebreak => say!("result-tied", who = join_names(&leaders), points = top),
        Status::InProgress if result.recorded == 0 => say!("result-no-deals"),
        Status::InProgress => {
            let (who, leaders) = (join_names(&leaders), leaders.len());
            let deals = result.scored_deals;
            match result.end {
                End::Target(target) => say!(
                    "result-leads-short",
                    who = who,
                    leaders = leaders,
                    short = target - top,
                    target = target
                ),
                End::Deals(count) => say!(
                    "result-leads-of",
                    who = who,
                    leaders = leaders,
                    points = top,
                    deals = deals,
                    count = count
                ),
                End::Never => say!(
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

/// What `batak add` says it did: "added deal 9 to m.toml".
/// With the deal's trump in words, when it has one, so a wrong letter shows at once.
pub(crate) fn added_line(name: &str, deals: usize, trump: Option<crate::model::Suit>) -> String {
    let file = crate::diagnostic::escape_name(name);
    let line = say!("edit-added", deal = deals, file = file);
    format!("{line}{}\n\n", trump_words(trump))
}

/// `: trump ♥ hearts`, after a line that records a deal with that trump.
fn trump_words(trump: Option<crate::model::Suit>) -> String {
    trump.map_or_else(String::new, |suit| {
        say!("edit-trump", trump = suit_words(suit))
    })
}

/// What `batak remove` says it did.
pub(crate) fn removed_line(name: &str, number: usize) -> String {
    let file = crate::diagnostic::escape_name(name);
    format!("{}\n\n", say!("edit-removed", deal = number, file = file))
}

/// Lines of the file as a dry run shows them: in the terminal's line endings, with
/// anything that would drive the terminal escaped.
fn file_lines(text: &str) -> String {
    crate::diagnostic::escape_controls(&text.replace("\r\n", "\n")).into_owned()
}

/// What `batak amend` says it did.
pub(crate) fn amended_line(name: &str, number: usize, trump: Option<crate::model::Suit>) -> String {
    let file = crate::diagnostic::escape_name(name);
    let line = say!("edit-changed", deal = number, file = file);
    format!("{line}{}\n\n", trump_words(trump))
}

/// "the title", "the date", "the title and date": what `amend --title/--date` changes.
fn header_keys(keys: &[&str]) -> String {
    match keys {
        ["title"] => say!("header-title"),
        ["date"] => say!("header-date"),
        _ => say!("header-title-and-date"),
    }
}

/// What `batak amend --title/--date` says it did, and the heading the match now has.
pub(crate) fn header_changed_line(name: &str, keys: &[&str], heading: &str) -> String {
    let (what, file) = (header_keys(keys), crate::diagnostic::escape_name(name));
    let line = say!(
        "edit-header-changed",
        what = what,
        file = file,
        heading = heading
    );
    format!("{line}\n\n")
}

/// What `amend --title/--date` says when the file already holds what was asked.
pub(crate) fn header_unchanged_line(name: &str, keys: &[&str]) -> String {
    let (what, file) = (header_keys(keys), crate::diagnostic::escape_name(name));
    let line = say!(
        "edit-header-unchanged",
        what = what,
        file = file,
        count = keys.len()
    );
    format!("{line}\n\n")
}

/// What `batak amend --title/--date --dry-run` shows: the lines as they are and would be.
pub(crate) fn dry_run_header(name: &str, keys: &[&str], before: &str, after: &str) -> String {
    let none = say!("edit-none");
    let before = if before.is_empty() { &none } else { before };
    let (what, file) = (header_keys(keys), crate::diagnostic::escape_name(name));
    format!(
        "{}\n{}\n{}\n{}\n{}\n\n",
        say!("edit-would-change-header", what = what, file = file),
        say!("edit-before"),
        file_lines(before),
        say!("edit-after"),
        file_lines(after)
    )
}

/// How the changed text is named in its diagnostics: "with the title changed".
pub(crate) fn header_label(keys: &[&str]) -> String {
    say!("header-label", what = header_keys(keys))
}

/// For the report of a failed write after the change: "the title was changed in".
pub(crate) fn header_done(keys: &[&str], name: &str) -> String {
    let file = crate::diagnostic::escape_name(name);
    say!(
        "header-done",
        what = header_keys(keys),
        count = keys.len(),
        file = file
    )
}

/// The safety net's words when the file would not read back as asked.
pub(crate) fn header_not_as_asked(keys: &[&str]) -> String {
    say!("header-not-as-asked", what = header_keys(keys))
}

/// What `batak amend` says when the deal already holds what was asked.
pub(crate) fn unchanged_line(name: &str, number: usize) -> String {
    let file = crate::diagnostic::escape_name(name);
    format!("{}\n\n", say!("edit-unchanged", deal = number, file = file))
}

/// What `batak amend --dry-run` shows: the deal as it is and as it would be.
pub(crate) fn dry_run_amended(name: &str, number: usize, before: &str, after: &str) -> String {
    let file = crate::diagnostic::escape_name(name);
    format!(
        "{}\n{}\n{}\n{}\n{}\n\n",
        say!("edit-would-change", deal = number, file = file),
        say!("edit-before"),
        file_lines(before),
        say!("edit-after"),
        file_lines(after)
    )
}

/// What `batak remove --dry-run` shows: the lines it would take out.
pub(crate) fn dry_run_removed(name: &str, number: usize, removed: &str) -> String {
    let file = crate::diagnostic::escape_name(name);
    let heading = say!("edit-would-remove", deal = number, file = file);
    format!("{heading}\n{}\n\n", file_lines(removed))
}

/// What `batak add --dry-run` shows: the text it would append.
pub(crate) fn dry_run(name: &str, inserted: &str) -> String {
    let file = crate::diagnostic::escape_name(name);
    let heading = say!("edit-would-append", file = file);
    let lines = file_lines(inserted.trim_end_matches(['\r', '\n']));
    format!("{heading}\n{lines}\n\n")
}

/// What `batak new` says it made: "created m.toml: A, B, C, D; rules: classic", and
/// "; A deals first" when it was told.
pub(crate) fn created_line(
    name: &str,
    players: &[String],
    teams: Option<&[String]>,
    first_dealer: Option<&str>,
    rules: &crate::rules::Rules,
) -> String {
    // In partnership, who plays with whom: the teams' names (or their members' own).
    let partnership = if rules.partnership() && players.len() == 4 {
        let team = |index: usize| {
            let members = format!("{} & {}", players[index], players[index + 2]);
            match teams.and_then(|teams| teams.get(index)) {
                Some(team) => format!("{} ({})", escaped(team), escaped(&members)),
                None => escaped(&members),
            }
        };
        say!("created-partnership", first = team(0), second = team(1))
    } else {
        String::new()
    };
    let first = first_dealer.map_or(String::new(), |dealer| {
        say!("created-first-dealer", dealer = escaped(dealer))
    });
    let line = say!(
        "created",
        file = crate::diagnostic::escape_name(name),
        players = escaped(&players.join(", ")),
        partnership = partnership,
        rules = rules_summary(rules),
        first = first
    );
    format!("{line}\n")
}

/// `batak check`'s line for a valid file: "m.toml: ok, 7 deals; Burak wins …"; `None`
/// for a file that failed (its diagnostics say why).
pub(crate) fn check_line(outcome: &Outcome) -> Option<String> {
    let scored = outcome.scored()?;
    let warned = match crate::diagnostic::tally(&outcome.diagnostics).1 {
        0 => String::new(),
        n => say!("check-warnings", count = n),
    };
    let passed = scored
        .game
        .deals
        .iter()
        .filter(|deal| deal.passed())
        .count();
    let deals = match (scored.game.deals.len(), passed) {
        (n, 0) | (n @ 1, _) => say!("check-deals", count = n),
        (n, passed) => say!("check-deals-passed", count = n, passed = passed),
    };
    // Inside the line, not a sentence of its own: a language whose sentence starts
    // with a word, not the name ("Sırada Cem dağıtıyor."), writes it in lower case here.
    let next = scored.next_dealer().map_or(String::new(), |seat| {
        let dealer = escaped(&scored.game.players[seat]);
        format!("; {}", say!("next-dealer-inline", dealer = dealer))
    });
    let line = say!(
        "check-ok",
        file = crate::diagnostic::escape_name(&outcome.name),
        deals = deals,
        warned = warned,
        result = result_line(scored, &escaped),
        next = next
    );
    Some(format!("{line}\n"))
}

/// "Cem deals next.", when the last deal names its dealer (before the first deal: when
/// the file names the first dealer).
pub(crate) fn next_dealer_line(scored: &Scored, show: Show<'_>) -> Option<String> {
    let seat = scored.next_dealer()?;
    Some(say!(
        "next-dealer",
        dealer = show(&scored.game.players[seat])
    ))
}

/// Why the standings name nobody to deal next, when the match goes on and keeps the
/// rotation but its last deal names no dealer: how to start it again.
pub(crate) fn rotation_stopped_line(scored: &Scored) -> Option<String> {
    if matches!(scored.board.status, Status::Finished { .. }) {
        return None;
    }
    let number = scored.game.rotation_stopped_at()?;
    Some(say!("rotation-stopped", deal = number))
}

/// `batak add`'s note for a deal it writes without a dealer, not told one and unable to
/// tell: why, and how to start the rotation. `number` is the new deal's.
pub(crate) fn no_dealer_note(number: usize, rotation_kept: bool) -> String {
    if rotation_kept {
        say!("no-dealer-note", deal = number, previous = number - 1)
    } else {
        say!("no-dealer-note-first", deal = number)
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
}

/// The preset and the settings whose value differs from the preset's: a file
/// that writes every rule out, as `batak new` does, shows just "rules: classic".
pub(crate) fn rules_summary(rules: &crate::rules::Rules) -> String {
    say!("rules-summary", rules = rules_brief(rules))
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

impl Scored {
    /// The names of the winning sides.
    pub(crate) fn winner_names(&self) -> Vec<&str> {
        let sides = self.sides();
        let winners = self.board.status.winners();
        winners.iter().map(|&side| sides[side].as_str()).collect()
    }
}

/// One deal as the table-like formats show it: plain text cells.
pub(crate) struct DealRow {
    pub(crate) number: String,
    pub(crate) dealer: String,
    /// Declarer, bid, trump and made/failed: "Burak 7♥ ✓", or "passed".
    pub(crate) contract: String,
    pub(crate) tricks: String,
    /// Per side: points and the running total, "+72 = 143".
    pub(crate) sides: Vec<String>,
    /// Per side: the running total alone, for narrow screens.
    pub(crate) totals: Vec<String>,
    pub(crate) made: Option<bool>,
    pub(crate) after_end: bool,
}

/// The columns the deal rows have; dealer only when some deal records one.
pub(crate) struct Columns {
    pub(crate) dealer: bool,
}

impl Columns {
    /// Which optional columns this match needs.
    pub(crate) fn of(scored: &Scored) -> Columns {
        Columns {
            dealer: scored.game.deals.iter().any(|deal| deal.dealer.is_some()),
        }
    }

    /// The header cells, side names last.
    pub(crate) fn header(&self, scored: &Scored, show: Show<'_>) -> Vec<String> {
        let mut header = vec!["#".to_owned()];
        if self.dealer {
            header.push(say!("column-dealer"));
        }
        header.extend([form_header(&scored.rules), say!("column-tricks")]);
        header.extend(scored.sides().iter().map(|side| show(side)));
        header
    }

    /// A row's cells in header order.
    pub(crate) fn cells(&self, row: DealRow) -> Vec<String> {
        let mut cells = vec![row.number];
        if self.dealer {
            cells.push(row.dealer);
        }
        cells.extend([row.contract, row.tricks]);
        cells.extend(row.sides);
        cells
    }
}

/// The deals as rows of text, in order.
/// From deal `from + 1` on: the deals before are skipped before any text is made, so
/// showing the last few of a long match costs only those.
pub(crate) fn deal_rows<'a>(
    scored: &'a Scored,
    show: Show<'a>,
    from: usize,
) -> impl Iterator<Item = DealRow> + 'a {
    let players: Vec<String> = scored.game.players.iter().map(|p| show(p)).collect();
    let passed = say!("cell-passed");
    let side_count = scored.board.side_count;
    scored
        .game
        .deals
        .iter()
        .zip(scored.board.rows())
        .enumerate()
        .skip(from)
        .map(move |(index, (deal, (score, totals)))| {
            let predicted = deal.predictions().is_some();
            DealRow {
                number: format!("{}{}", index + 1, if score.after_end { "*" } else { "" }),
                dealer: deal
                    .dealer_seat()
                    .map_or(String::new(), |seat| players[seat].clone()),
                contract: match deal.form {
                    crate::model::Form::Passed => passed.clone(),
                    _ => form_text(deal, score, &players, scored.rules.partnership()),
                },
                tricks: deal.tricks().map_or(String::new(), |_| {
                    score.tricks[..side_count]
                        .iter()
                        .map(u8::to_string)
                        .collect::<Vec<_>>()
                        .join("-")
                }),
                sides: (0..side_count)
                    .map(|side| match score.made_by(side, predicted) {
                        Some(made) if predicted => format!(
                            "{:+} {} = {}",
                            score.points[side],
                            if made { "✓" } else { "✗" },
                            totals[side]
                        ),
                        _ => format!("{:+} = {}", score.points[side], totals[side]),
                    })
                    .collect(),
                totals: (0..side_count)
                    .map(|side| totals[side].to_string())
                    .collect(),
                made: score.made,
                after_end: score.after_end,
            }
        })
}

/// Whether a match's sides are teams (`yes`) or players (`no`), for the words that name
/// them.
pub(crate) fn side_kind(scored: &Scored) -> &'static str {
    if scored.rules.partnership() {
        "yes"
    } else {
        "no"
    }
}

/// The heading of the column `form_text` fills: "contract", or "bids" when everyone bids.
pub(crate) fn form_header(rules: &Rules) -> String {
    if rules.everyone_bids() {
        say!("column-bids")
    } else {
        say!("column-contract")
    }
}

/// A deal's form as a cell: "passed", the contract ("Burak 7♥ ✓"), or everyone's
/// predictions ("bids 3-4-2-4 ♠"; in partnership a team's is the sum of its two).
pub(crate) fn form_text(
    deal: &crate::model::Deal,
    score: &crate::score::DealScore,
    players: &[String],
    partnership: bool,
) -> String {
    match deal.form {
        crate::model::Form::Passed => say!("cell-passed"),
        crate::model::Form::Contract(c) => format!(
            "{} {}{} {}",
            players[c.declarer_seat()],
            c.bid,
            c.trump
                .map_or(String::new(), |suit| suit.symbol().to_string()),
            if score.made == Some(true) {
                "✓"
            } else {
                "✗"
            }
        ),
        crate::model::Form::Predictions(p) => {
            let sides = if partnership { 2 } else { players.len() };
            let bids = crate::model::per_side(p.bids, partnership);
            let bids: Vec<String> = bids[..sides].iter().map(i64::to_string).collect();
            let trump = p
                .trump
                .map_or(String::new(), |suit| format!(" {}", suit.symbol()));
            // The column is headed "bids": the counts alone (five columns a row saved).
            format!("{}{trump}", bids.join("-"))
        }
    }
}

/// The heading of a file's output: title, date, rules.
pub(crate) fn heading(name: &str, scored: &Scored) -> String {
    let title = scored.game.title.as_deref().unwrap_or(name);
    let mut parts = vec![crate::diagnostic::escape_name(title)];
    if let Some(date) = &scored.game.date {
        parts.push(crate::diagnostic::escape_name(&crate::lang::words::date(
            date,
        )));
    }
    parts.push(rules_summary(&scored.rules));
    parts.join(" · ")
}

/// A comparison as a grid: one row per side with its total and rank under each variant
/// (★ marks a winner); then a line per variant with its result and the deals it changed.
pub(crate) fn comparison_rows(
    comparison: &Comparison,
    show: Show<'_>,
) -> (Vec<String>, Vec<Vec<String>>, Vec<String>) {
    let teams = comparison
        .variants
        .first()
        .map_or("no", |variant| side_kind(&variant.scored));
    let mut header = vec![say!("column-side", teams = teams)];
    header.extend(
        comparison
            .variants
            .iter()
            .map(|variant| show(&variant.label)),
    );
    let Some(first) = comparison.variants.first() else {
        return (header, Vec::new(), Vec::new());
    };
    let sides = first.scored.sides();
    let mut rows: Vec<Vec<String>> = Vec::with_capacity(sides.len() + 1);
    for (side, name) in sides.iter().enumerate() {
        let mut row = vec![show(name)];
        for variant in &comparison.variants {
            let board = &variant.scored.board;
            let rank = board
                .standings
                .iter()
                .find(|standing| standing.side == side)
                .map_or(0, |standing| standing.rank);
            let won = matches!(&board.status, Status::Finished { winners, .. } if winners.contains(&side));
            row.push(format!(
                "{} #{rank}{}",
                board.totals.get(side).copied().unwrap_or(0),
                if won { " ★" } else { "" }
            ));
        }
        rows.push(row);
    }
    let notes = comparison
        .variants
        .iter()
        .map(|variant| {
            let changed = &variant.changed_deals;
            let deals = match (variant.overrides.is_empty(), changed.is_empty()) {
                (true, _) => String::new(),
                (false, true) => say!("compare-no-change"),
                (false, false) => {
                    let numbers: Vec<String> = changed.iter().map(usize::to_string).collect();
                    say!(
                        "compare-changed",
                        count = numbers.len(),
                        deals = numbers.join(", ")
                    )
                }
            };
            format!(
                "{}: {}{deals}",
                escaped(&variant.label),
                result_line(&variant.scored, show)
            )
        })
        .collect();
    (header, rows, notes)
}

#[cfg(test)]
mod tests;
