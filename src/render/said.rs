//! What a command says in a line or two: what `add`, `amend`, `remove` and `new` did or
//! would do, `check`'s line for a valid file, who deals next and why nobody can tell.

use super::{Show, escaped, result_line, rules_summary, suit_words};
use crate::lang::{Lang, say};
use crate::pipeline::Scored;
use crate::score::Status;
use std::io::{self, Write};

/// What `batak add` (`added`) and `batak amend` say they did: "added deal 9 to
/// m.toml", "changed deal 4 in m.toml"; with the deal's trump in words (`: trump ♥
/// hearts`), when it has one, so a wrong letter shows at once.
pub(crate) fn deal_line(
    lang: Lang,
    name: &str,
    number: usize,
    trump: Option<crate::model::Suit>,
    added: bool,
) -> String {
    let file = escaped(name);
    let line = if added {
        say!(lang, "edit-added", deal = number, file = file)
    } else {
        say!(lang, "edit-changed", deal = number, file = file)
    };
    let trump = trump.map_or_else(String::new, |suit| {
        say!(lang, "edit-trump", trump = suit_words(lang, suit))
    });
    format!("{line}{trump}\n\n")
}

/// What `batak remove` says it did.
pub(crate) fn removed_line(lang: Lang, name: &str, number: usize) -> String {
    say!(lang, "edit-removed", deal = number, file = escaped(name)) + "\n\n"
}

/// Lines of the file as a dry run shows them: in the terminal's line endings, with
/// anything that would drive the terminal escaped.
fn file_lines(text: &str) -> String {
    crate::diagnostic::escape_controls(&text.replace("\r\n", "\n")).into_owned()
}

/// A dry run's lines: what it would do, then the text as it is and as it would be.
fn before_after(lang: Lang, heading: &str, before: &str, after: &str) -> String {
    let (said_before, said_after) = (say!(lang, "edit-before"), say!(lang, "edit-after"));
    let (before, after) = (file_lines(before), file_lines(after));
    format!("{heading}\n{said_before}\n{before}\n{said_after}\n{after}\n\n")
}

/// "the title", "the date", "the title and date": what `amend --title/--date` changes,
/// as each of its messages names it.
pub(crate) fn header_keys(lang: Lang, keys: &[&str]) -> String {
    match keys {
        ["title"] => say!(lang, "header-title"),
        ["date"] => say!(lang, "header-date"),
        _ => say!(lang, "header-title-and-date"),
    }
}

/// What `batak amend --title/--date` says it did to `what` (`header_keys`) in `file`
/// (escaped), and the heading the match now has.
pub(crate) fn header_changed_line(lang: Lang, what: &str, file: &str, heading: &str) -> String {
    say!(
        lang,
        "edit-header-changed",
        what = what,
        file = file,
        heading = heading
    ) + "\n\n"
}

/// What `amend --title/--date` says when `file` (escaped) already holds what was asked
/// of `count` keys, named `what`.
pub(crate) fn header_unchanged_line(lang: Lang, what: &str, file: &str, count: usize) -> String {
    say!(
        lang,
        "edit-header-unchanged",
        what = what,
        file = file,
        count = count
    ) + "\n\n"
}

/// What `batak amend --title/--date --dry-run` shows: the lines as they are and would be,
/// under a heading naming `what` would change in `file` (escaped).
pub(crate) fn dry_run_header(
    lang: Lang,
    what: &str,
    file: &str,
    before: &str,
    after: &str,
) -> String {
    let none = say!(lang, "edit-none");
    let before = if before.is_empty() { &none } else { before };
    let heading = say!(lang, "edit-would-change-header", what = what, file = file);
    before_after(lang, &heading, before, after)
}

/// What `batak amend` says when the deal already holds what was asked.
pub(crate) fn unchanged_line(lang: Lang, name: &str, number: usize) -> String {
    say!(lang, "edit-unchanged", deal = number, file = escaped(name)) + "\n\n"
}

/// What `batak amend --dry-run` shows: the deal as it is and as it would be.
pub(crate) fn dry_run_amended(
    lang: Lang,
    name: &str,
    number: usize,
    before: &str,
    after: &str,
) -> String {
    let file = escaped(name);
    let heading = say!(lang, "edit-would-change", deal = number, file = file);
    before_after(lang, &heading, before, after)
}

/// What `batak remove --dry-run` shows: the lines it would take out.
pub(crate) fn dry_run_removed(lang: Lang, name: &str, number: usize, removed: &str) -> String {
    let file = escaped(name);
    let heading = say!(lang, "edit-would-remove", deal = number, file = file);
    format!("{heading}\n{}\n\n", file_lines(removed))
}

/// What `batak add --dry-run` shows: the text it would append.
pub(crate) fn dry_run(lang: Lang, name: &str, inserted: &str) -> String {
    let heading = say!(lang, "edit-would-append", file = escaped(name));
    let lines = file_lines(inserted.trim_end_matches(['\r', '\n']));
    format!("{heading}\n{lines}\n\n")
}

/// What `batak new` says it made: "created m.toml: A, B, C, D; rules: classic", and
/// "; A deals first" when it was told.
pub(crate) fn created_line(
    lang: Lang,
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
        say!(
            lang,
            "created-partnership",
            first = team(0),
            second = team(1)
        )
    } else {
        String::new()
    };
    let first = first_dealer.map_or(String::new(), |dealer| {
        say!(lang, "created-first-dealer", dealer = escaped(dealer))
    });
    let players = escaped(&players.join(", "));
    let rules = rules_summary(lang, rules);
    say!(
        lang,
        "created",
        file = escaped(name),
        players = players,
        partnership = partnership,
        rules = rules,
        first = first
    ) + "\n"
}

/// `check --format text`: the line of each valid file.
pub(crate) struct CheckLines {
    pub(crate) lang: Lang,
}

impl super::Exporter for CheckLines {
    /// `batak check`'s line for a valid file: "m.toml: ok, 7 deals; Burak wins …";
    /// nothing for a file that failed (its diagnostics say why).
    fn write(&mut self, view: super::View<'_>, out: &mut dyn Write) -> io::Result<()> {
        let super::View::Match(outcome) = view else {
            return Ok(());
        };
        let Some(scored) = outcome.scored() else {
            return Ok(());
        };
        let lang = self.lang;
        let warned = match crate::diagnostic::tally(&outcome.diagnostics).1 {
            0 => String::new(),
            n => say!(lang, "check-warnings", count = n),
        };
        let passed = scored
            .game
            .deals
            .iter()
            .filter(|deal| deal.passed())
            .count();
        let deals = match (scored.game.deals.len(), passed) {
            (n, 0) | (n @ 1, _) => say!(lang, "check-deals", count = n),
            (n, passed) => say!(lang, "check-deals-passed", count = n, passed = passed),
        };
        // Inside the line, not a sentence of its own: a language whose sentence starts
        // with a word, not the name ("Sırada Cem dağıtıyor."), writes it in lower case here.
        let next = scored.next_dealer().map_or(String::new(), |seat| {
            let dealer = escaped(&scored.game.players[seat]);
            format!("; {}", say!(lang, "next-dealer-inline", dealer = dealer))
        });
        let file = escaped(&outcome.name);
        let result = result_line(lang, scored, &escaped);
        let line = say!(
            lang,
            "check-ok",
            file = file,
            deals = deals,
            warned = warned,
            result = result,
            next = next
        );
        writeln!(out, "{line}")
    }
}

/// "Cem deals next.", when the last deal names its dealer (before the first deal: when
/// the file names the first dealer).
pub(crate) fn next_dealer_line(lang: Lang, scored: &Scored, show: Show<'_>) -> Option<String> {
    let dealer = show(&scored.game.players[scored.next_dealer()?]);
    Some(say!(lang, "next-dealer", dealer = dealer))
}

/// Why the standings name nobody to deal next, when the match goes on and keeps the
/// rotation but its last deal names no dealer: how to start it again.
pub(crate) fn rotation_stopped_line(lang: Lang, scored: &Scored) -> Option<String> {
    if matches!(scored.board.status, Status::Finished { .. }) {
        return None;
    }
    let number = scored.game.rotation_stopped_at()?;
    Some(say!(lang, "rotation-stopped", deal = number))
}

/// `batak add`'s note for a deal it writes without a dealer, not told one and unable to
/// tell: why, and how to start the rotation. `number` is the new deal's.
pub(crate) fn no_dealer_note(lang: Lang, number: usize, rotation_kept: bool) -> String {
    if rotation_kept {
        say!(lang, "no-dealer-note", deal = number, previous = number - 1)
    } else {
        say!(lang, "no-dealer-note-first", deal = number)
    }
}
