//! `--format markdown`: pipe tables for chats and wikis. Same rows as the terminal table,
//! with `|` in names escaped.

use crate::lang::{Lang, say};
use std::io::{self, Write};

use super::{
    Columns, Comparison, Exporter, View, comparison_rows, deal_rows, escaped, heading, result_line,
};
use crate::pipeline::Scored;

/// The Markdown exporter.
pub(crate) struct Markdown {
    pub(crate) lang: Lang,
}

/// Text as Markdown shows it, not as markup: on one line; `[` and `]` escaped, so no
/// name, note or title makes a link or an image (`[a](javascript:…)`, `![b](https://…)`),
/// nor does an address GitHub would link by itself (`https://…`, `www.…`, `a@b.c`);
/// `<` escaped, so none opens an HTML tag or an autolink in a renderer that allows them;
/// `*`, `_`, `~` and `` ` `` escaped, so none makes emphasis, a strikethrough or code, an
/// `&` before a letter or `#` so none is an entity (`&amp;`), and `|` so none splits a
/// table's cell; a backslash that would escape what follows doubled, so the text keeps it.
pub(crate) fn inline(text: &str) -> String {
    let mut shown = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let rest = chars.clone();
        match c {
            '\n' => shown.push(' '),
            '[' | ']' | '<' | '*' | '_' | '~' | '`' | '|' => {
                shown.push('\\');
                shown.push(c);
            }
            // An entity (`&amp;`, `&#60;`) is what starts with `&` and a letter or `#`.
            '&' if chars
                .peek()
                .is_some_and(|next| next.is_ascii_alphanumeric() || *next == '#') =>
            {
                shown.push('\\');
                shown.push(c);
            }
            // What GitHub's Markdown links by itself: `https://…`, `www.…`, `a@b.c`. An
            // escaped `:`, `.` or `@` reads the same and links nothing.
            ':' if rest.clone().take(2).eq("//".chars()) => shown.push_str("\\:"),
            '@' => shown.push_str("\\@"),
            '.' if shown
                .get(shown.len().saturating_sub(3)..)
                .is_some_and(|end| end.eq_ignore_ascii_case("www"))
                && !shown[..shown.len() - 3]
                    .chars()
                    .next_back()
                    .is_some_and(char::is_alphanumeric) =>
            {
                shown.push_str("\\.");
            }
            '\\' if chars.peek().is_some_and(char::is_ascii_punctuation) => shown.push_str("\\\\"),
            _ => shown.push(c),
        }
    }
    shown
}

/// `inline` text that starts a line of its own (a list item's text): a leading `#`, `>`,
/// `-`, `+` or `=` escaped too (`inline` escapes every `*`), so it cannot make a heading,
/// a quote or a list.
pub(crate) fn line(text: &str) -> String {
    let shown = inline(text);
    if shown.starts_with(['#', '>', '-', '+', '=']) {
        format!("\\{shown}")
    } else {
        shown
    }
}

/// A pipe table with a header row, row by row into `out`; right-aligned columns are
/// given by index.
pub(crate) fn pipe_table(
    out: &mut dyn Write,
    header: &[String],
    rows: impl Iterator<Item = Vec<String>>,
    right: impl Fn(usize) -> bool,
) -> io::Result<()> {
    let line = |cells: &[String], out: &mut dyn Write| -> io::Result<()> {
        out.write_all(b"|")?;
        for cell in cells {
            write!(out, " {} |", inline(cell))?;
        }
        out.write_all(b"\n")
    };
    line(header, out)?;
    out.write_all(b"|")?;
    for index in 0..header.len() {
        out.write_all(if right(index) { b" ---: |" } else { b" --- |" })?;
    }
    out.write_all(b"\n")?;
    for row in rows {
        line(&row, out)?;
    }
    Ok(())
}

impl Markdown {
    /// A match: its heading and teams, the deals and their notes, the standings, the
    /// result and who deals next.
    fn file(&self, name: &str, scored: &Scored, out: &mut dyn Write) -> io::Result<()> {
        let lang = self.lang;
        let heading = heading(lang, name, scored, &escaped);
        write!(out, "### {}\n\n", inline(&heading))?;
        if let Some(teams) = super::team_members(scored, &escaped) {
            let teams: Vec<String> = teams.iter().map(|team| inline(team)).collect();
            write!(
                out,
                "{} {}\n\n",
                say!(lang, "page-teams"),
                teams.join(" · ")
            )?;
        }
        if !scored.game.deals.is_empty() {
            let columns = Columns::of(scored);
            let header = columns.header(lang, scored, &escaped);
            let first_side = header.len() - scored.board.side_count;
            let rows = deal_rows(lang, scored, &escaped, 0).map(|row| columns.cells(row));
            pipe_table(out, &header, rows, |index| {
                index == 0 || index >= first_side
            })?;
            // Deals after the end come last: the last deal says whether any is.
            if scored.board.deals.last().is_some_and(|deal| deal.after_end) {
                writeln!(out, "\n\\{}", say!(lang, "note-after-end"))?;
            }
            out.write_all(b"\n")?;
            let mut notes = super::notes(scored, 0).peekable();
            if notes.peek().is_some() {
                write!(out, "{}\n\n", say!(lang, "page-notes"))?;
                for (number, note) in notes {
                    writeln!(out, "- {number}: {}", inline(&escaped(note)))?;
                }
                out.write_all(b"\n")?;
            }
        }
        let header = super::standings_header(lang, scored);
        let rows = super::standings_rows(scored, &escaped).map(Vec::from);
        pipe_table(out, &header, rows, |index| index != 1)?;
        let result = inline(&result_line(lang, scored, &escaped));
        write!(out, "\n**{result}**\n\n")?;
        if let Some(next) = super::next_dealer_line(lang, scored, &escaped) {
            write!(out, "{}\n\n", line(&next))?;
        }
        Ok(())
    }

    /// A comparison: its grid, then a line a rule set.
    fn comparison(&self, comparison: &Comparison, out: &mut dyn Write) -> io::Result<()> {
        let (header, rows, notes) = comparison_rows(self.lang, comparison, &escaped);
        let name = inline(&super::escaped(&comparison.name));
        write!(out, "### {name}\n\n")?;
        pipe_table(out, &header, rows.into_iter(), |index| index > 0)?;
        out.write_all(b"\n")?;
        for note in notes {
            writeln!(out, "- {}", line(&note))?;
        }
        Ok(())
    }
}

impl Exporter for Markdown {
    fn write(&mut self, view: View<'_>, out: &mut dyn Write) -> io::Result<()> {
        match view {
            View::Match(outcome) => match outcome.scored() {
                Some(scored) => self.file(&outcome.name, scored, out),
                None => Ok(()),
            },
            View::Comparison(comparison) => self.comparison(comparison, out),
            View::Season(season) => {
                let all = super::stats::columns_from(0);
                let ranked = season.ranked();
                let (header, rows) = super::stats::cells(self.lang, &ranked, &all, &escaped);
                pipe_table(out, &header, rows.into_iter(), |index| index != 1)?;
                let summary = super::stats::summary(self.lang, season);
                writeln!(out, "\n{}", inline(&summary))
            }
            View::Deal(shown) => out.write_all(shown.markdown(self.lang).as_bytes()),
            View::Rules(rules) => {
                out.write_all(super::rules_markdown(self.lang, Some(rules)).as_bytes())
            }
        }
    }
}
