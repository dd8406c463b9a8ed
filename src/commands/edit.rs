//! The commands that write a match file: `new`, `add`, `amend`, `remove` and `rename`,
//! each its own plan of the change, made through the one flow of `editing`.

use crate::cli::{AddArgs, AmendArgs, EditArgs, NewArgs, RemoveArgs};
use crate::diagnostic::{self, Diagnostic, RenderStyle, problem};
use crate::keys::DealKey;
use crate::lang;
use crate::pipeline;
use crate::render;
use crate::rules::Rules;
use crate::source;
use crate::{Exit, Output};

mod amend_plan;
mod editing;
mod flags;
mod new;
mod rename;

use amend_plan::{Plan, asked};
use flags::{bids_row, date_flag, known_name, new_deal, player_flag, title_flag, trump_and_tricks};
use flags::{contract_problem, no_contract_where_everyone_bids};
pub(crate) use new::new;
pub(crate) use rename::rename;

pub(crate) use super::Report;
pub(crate) use editing::terminal;
use editing::{Editing, Finished, Said, Spliced, conflict, edit_problem, file_format, trump_of};

use super::{FlagProblem, Stop, say, session, show};

/// `batak add FILE …`: splice the deal in, judge the whole match, write.
pub(crate) fn add(args: &AddArgs, report: &dyn Report, out: &mut Output) -> Result<Exit, Stop> {
    let lang = out.lang;
    let (mut editing, original) = Editing::open(&args.file, &args.edit, "add", report)?;
    let read = editing.judge(&original, None);
    let name = &editing.name.clone();
    if let Some(scored) = &editing.before.scored
        && let crate::score::Status::Finished { after_deal, .. } = scored.board.status
        && !args.after_end
    {
        let result = render::result_line(lang, scored, &render::escaped);
        let problem = problem!(
            diagnostic::Code::EditFinished,
            text!("edit-finished", result = result, deal = after_deal),
            help(name = diagnostic::escape_name(name))
        );
        return Err(editing.unchanged(editing.stop_with("", &[problem])));
    }
    let deal = new_deal(report, &args.deal, editing.before.known())
        .map_err(|problem| editing.flag_refused(&problem))?;
    let appended = crate::edit::append_read(&original, read, &deal)
        .map_err(|refusal| editing.splice_refused(refusal, &original.text))?;
    // The guard's count of deals against the file's (the guard is a new deal's: `batak
    // serve` sets it for `add` alone): a page drawn before another deal was recorded is
    // refused, saying how many there are now (one fewer than the new deal's number).
    if let Some(expected) = args.edit.guard.deals
        && expected + 1 != appended.number
    {
        let file = diagnostic::escape_name(name);
        let message = lang::text!(
            "edit-conflict-deals",
            file = file,
            deals = appended.number - 1,
            expected = expected
        );
        return Err(conflict(report, name, message));
    }
    // The new deal's number is how many the file then has.
    let deals = appended.number;
    let spliced = Spliced {
        text: appended.text,
        label: lang::say!(lang, "label-added"),
        change: crate::edit::Change::Added,
        unchanged: None,
    };
    let exit = editing.apply(original, spliced, out, |Finished { scored, .. }| Said {
        dry_run: render::dry_run(lang, name, &appended.shown),
        done: lang::say!(lang, "done-added", file = diagnostic::escape_name(name)),
        line: render::deal_line(lang, name, deals, trump_of(scored, deals), true),
    })?;
    // Once the deal is added (or shown): not told the dealer and unable to tell, say why,
    // and how to start the rotation.
    if let Some(scored) = (editing.before.scored.as_ref())
        .filter(|_| !deal.iter().any(|(key, _)| *key == DealKey::Dealer))
    {
        let game = &scored.game;
        let kept =
            game.first_dealer.is_some() || game.deals.iter().any(|deal| deal.dealer.is_some());
        report.say(&render::no_dealer_note(lang, deals, kept));
    }
    Ok(exit)
}

/// `batak remove FILE [N]`: take deal N (default: the last) out, judge, write.
pub(crate) fn remove(
    args: &RemoveArgs,
    report: &dyn Report,
    out: &mut Output,
) -> Result<Exit, Stop> {
    let lang = out.lang;
    let (mut editing, original) = Editing::open(&args.file, &args.edit, "remove", report)?;
    let read = editing.judge(&original, args.number);
    let name = &editing.name.clone();
    let removed = crate::edit::remove_read(&original, read, args.number)
        .map_err(|refusal| editing.splice_refused(refusal, &original.text))?;
    let number = removed.number;
    let spliced = Spliced {
        text: removed.text,
        label: lang::say!(lang, "label-removed"),
        change: crate::edit::Change::Removed { number },
        unchanged: None,
    };
    editing.apply(original, spliced, out, |_| Said {
        dry_run: render::dry_run_removed(lang, name, number, &removed.shown),
        done: lang::say!(
            lang,
            "done-removed",
            deal = number,
            file = diagnostic::escape_name(name)
        ),
        line: render::removed_line(lang, name, number),
    })
}

/// `batak amend FILE [N] …`: change the fields given of deal N (default: the last) where
/// they are written, judge the whole match, write.
pub(crate) fn amend(args: &AmendArgs, report: &dyn Report, out: &mut Output) -> Result<Exit, Stop> {
    let lang = out.lang;
    if args.title.is_some() || args.date.is_some() {
        return amend_header(args, report, out);
    }
    let (mut editing, original) = Editing::open(&args.file, &args.edit, "amend", report)?;
    let read = editing.judge(&original, args.number);
    let name = &editing.name.clone();
    let scored = editing.before.scored.as_ref();
    // One read of the file: the deal's keys decide the change, then it is spliced.
    let amended = crate::edit::amend_read(&original, read, args.number, |number, keys| {
        Plan {
            report,
            deal: &args.deal,
            keys,
            number,
            contract: scored.and_then(|scored| scored.game.deals.get(number - 1)?.contract()),
            scored: editing.before.known(),
        }
        .amendment()
    })
    .map_err(|not| match not {
        crate::edit::NotAmended::Refused(refusal) => {
            editing.splice_refused(refusal, &original.text)
        }
        crate::edit::NotAmended::Planned(problem) => editing.flag_refused(&problem),
    })?;
    let number = amended.number;
    let asked = asked(args);
    let spliced = Spliced {
        text: amended.text,
        label: lang::say!(lang, "label-amended", deal = number),
        change: crate::edit::Change::Amended {
            number,
            asked: &asked,
        },
        unchanged: Some(render::unchanged_line(lang, name, number)),
    };
    editing.apply(original, spliced, out, |finished| Said {
        dry_run: render::dry_run_amended(
            lang,
            name,
            number,
            &amended.shown,
            finished.written.as_deref().unwrap_or_default(),
        ),
        done: lang::say!(
            lang,
            "done-amended",
            deal = number,
            file = diagnostic::escape_name(name)
        ),
        line: render::deal_line(
            lang,
            name,
            number,
            args.deal
                .trump
                .as_ref()
                .and_then(|_| trump_of(&finished.scored, number)),
            false,
        ),
    })
}

/// `batak amend FILE --title … --date …`: the top of the file changed where it is
/// written (or added there), the whole match judged, written.
fn amend_header(args: &AmendArgs, report: &dyn Report, out: &mut Output) -> Result<Exit, Stop> {
    let lang = out.lang;
    let (mut editing, original) = Editing::open(&args.file, &args.edit, "amend", report)?;
    // The file as it is, judged.
    drop(editing.judge(&original, None));
    let name = &editing.name.clone();
    let refused = |problem| editing.flag_refused(&problem);
    let title = args.title.as_deref().map(title_flag).transpose();
    let title = title.map_err(refused)?;
    let date = args.date.as_deref().map(|date| date_flag(lang, date));
    let date = date.transpose().map_err(refused)?;
    let (title, iso) = (title.as_deref(), date.as_ref().map(|(iso, _)| iso.as_str()));
    let amended = crate::edit::amend_header(&original, title, iso)
        .map_err(|refusal| editing.splice_refused(refusal, &original.text))?;
    if let Some((_, Some(note))) = &date {
        report.say(note);
    }
    let keys = amended.keys;
    // What changes ("the title"), the file and how many keys, named once for every message.
    let what = render::header_keys(lang, &keys);
    let file = diagnostic::escape_name(name);
    let count = keys.len();
    let spliced = Spliced {
        text: amended.text,
        label: lang::say!(lang, "header-label", what = &what),
        change: crate::edit::Change::Header {
            title,
            date: iso,
            not_as_asked: lang::say!(lang, "header-not-as-asked", what = &what),
        },
        unchanged: Some(render::header_unchanged_line(lang, &what, &file, count)),
    };
    editing.apply(original, spliced, out, |Finished { scored, .. }| {
        let heading = render::heading(lang, name, scored, &render::escaped);
        Said {
            dry_run: render::dry_run_header(lang, &what, &file, &amended.before, &amended.after),
            done: lang::say!(
                lang,
                "header-done",
                what = &what,
                count = count,
                file = &file
            ),
            line: render::header_changed_line(lang, &what, &file, &heading),
        }
    })
}

#[cfg(test)]
mod tests;
