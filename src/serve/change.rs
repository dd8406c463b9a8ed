//! A change sent to `batak serve` (`POST /deals`, `/deals/N`, `/deals/N/remove`): made by
//! `add`, `amend` and `remove` themselves, from the command line the form stands for
//! (`form`), run with its guard: the version of the file the page was drawn from (`v`),
//! the number the new deal was to have (`deal`), serve's `--set`. What the command
//! reports is kept for the answer: 303 (or JSON) when it wrote, 409 when the guard
//! refused, 422 for anything else refused, nothing written.

use std::cell::RefCell;

use super::Served;
use super::form::{self, Route, route};
use super::http::{self, Request, Response};
use super::page::Refused;
use super::security::{self, Shown};
use crate::cli::{Command, Guard};
use crate::commands::Stop;
use crate::commands::edit::{self, Report};
use crate::diagnostic::{Code, Diagnostic};
use crate::lang::{self, Lang, text};
use crate::pipeline::Scored;
use crate::{Exit, Output};

/// Answer a POST: refused when the server is read-only (403), when it comes from
/// elsewhere than the page or a script (403), or is not a form (415); else the change.
pub(crate) fn post(
    request: &Request,
    served: &Served,
    shown: Shown,
    route: Route,
    lang: Lang,
) -> Response {
    let json = request.wants_json();
    let refused = |status, why: Option<lang::Text>| {
        if json {
            // Every answer JSON, as asked: refused before anything was read or written.
            let why = why.map(|why| Diagnostic::error(Code::ServeForm, None, why));
            let made = Made {
                written: false,
                printed: String::new(),
                reports: why
                    .map(|why| (String::new(), vec![why]))
                    .into_iter()
                    .collect(),
                lines: Vec::new(),
            };
            json_answer(served, status, &made)
        } else {
            Response::plain(status)
        }
    };
    if served.read_only || !security::same_origin(request, shown) {
        return refused(403, None);
    }
    let form = request.header("content-type").is_none_or(|kind| {
        kind.split(';').next().is_some_and(|kind| {
            kind.trim()
                .eq_ignore_ascii_case("application/x-www-form-urlencoded")
        })
    });
    if !form {
        return refused(415, Some(text!("serve-form-kind")));
    }
    let Some(fields) = http::form_pairs(&request.body) else {
        return refused(400, Some(text!("serve-form-undecodable")));
    };
    // JSON is in English, as every JSON batak writes.
    let lang = if json { Lang::En } else { lang };
    let made = made(served, route, &fields, lang);
    answer(served, &request.path, fields, made, json, lang)
}

/// What became of a change: whether it was written, and what was said.
struct Made {
    written: bool,
    /// What the command printed (its first line says what it did).
    printed: String,
    reports: Vec<(String, Vec<Diagnostic>)>,
    lines: Vec<String>,
}

/// The report of a change made for a page: kept, not drawn. A problem with a flag's
/// value (drawn over the flag's text on a terminal) is kept without its place, as a
/// form has no lines.
struct Kept<'f> {
    file: &'f str,
    lang: Lang,
    reports: RefCell<Vec<(String, Vec<Diagnostic>)>>,
    lines: RefCell<Vec<String>>,
}

impl Report for Kept<'_> {
    fn show(&self, name: &str, text: &str, diagnostics: &[Diagnostic]) {
        let mut diagnostics = diagnostics.to_vec();
        // The file's diagnostics are named by it (with what the change did to it).
        let text = if name.starts_with(self.file) {
            text.to_owned()
        } else {
            for diagnostic in &mut diagnostics {
                diagnostic.span = None;
            }
            String::new()
        };
        self.reports.borrow_mut().push((text, diagnostics));
    }

    fn say(&self, line: &str) {
        self.lines.borrow_mut().push(line.to_owned());
    }

    fn lang(&self) -> Lang {
        self.lang
    }
}

/// Make the change: the form read as a command line, the command run under the lock
/// the server stops by.
fn made(served: &Served, route: Route, fields: &[(String, String)], lang: Lang) -> Made {
    let kept = Kept {
        file: &served.file,
        lang,
        reports: RefCell::default(),
        lines: RefCell::default(),
    };
    let mut out = Output::memory(lang);
    // The file as it is now, read once to make the command line (the command reads it
    // again under the lock, and the guard's version holds the two to one file).
    let (now, _) = served.read();
    let scored = now.scored();
    let twice = form::sent_twice(fields).map(Box::new);
    let fields = match route {
        Route::Amend(number) => changed_only(scored, number, fields),
        Route::Add | Route::Remove(_) => fields.to_vec(),
    };
    let missing = twice.or_else(|| no_such_deal(served, scored, route));
    if let Route::Amend(number) = route
        && missing.is_none()
        && fields.iter().all(|(name, _)| name == "v")
    {
        // A fix sent as the deal was recorded: nothing to change, as `amend` says.
        return Made {
            written: true,
            printed: crate::render::unchanged_line(lang, &served.file, number),
            reports: Vec::new(),
            lines: Vec::new(),
        };
    }
    let command = match missing {
        Some(diagnostic) => Err(diagnostic),
        None => form::command(served, scored, route, &fields, lang),
    };
    served.remember(now);
    let result = match command {
        Err(diagnostic) => {
            kept.show("", "", &[*diagnostic]);
            // As every refused change says it.
            let file = crate::diagnostic::escape_name(&served.file);
            kept.say(&lang::say!(lang, "not-changed", file = file));
            Err(Stop(Exit::Usage))
        }
        Ok((command, guard)) => {
            let writing = served.writing.lock();
            if served.stopping.load(std::sync::atomic::Ordering::SeqCst) || writing.is_err() {
                kept.say(&lang::say!(lang, "serve-stopping"));
                Err(Stop(Exit::Invalid))
            } else {
                run(command, guard, &kept, &mut out)
            }
        }
    };
    Made {
        written: matches!(result, Ok(Exit::Ok)),
        printed: String::from_utf8_lossy(&out.into_bytes()).into_owned(),
        reports: kept.reports.into_inner(),
        lines: kept.lines.into_inner(),
    }
}

/// The fields of a fix of deal `number` that differ from the deal as recorded: the fix
/// form starts as the deal was recorded and sends every field, and a value sent as it
/// was is no change (sent, it would be written anew: tricks as a list become a table).
/// The tricks are one value, and so are the predictions: sent whole when one changed.
fn changed_only(
    scored: Option<&Scored>,
    number: usize,
    fields: &[(String, String)],
) -> Vec<(String, String)> {
    let recorded = scored
        .map(|scored| super::page::recorded(scored, number))
        .unwrap_or_default();
    let was = |name: &str| {
        recorded
            .iter()
            .find(|(field, _)| field == name)
            .map_or("", |(_, value)| value.as_str())
    };
    let same = |(name, value): &&(String, String)| value.trim() == was(name);
    let part_of = |whole: &str, (name, _): &&(String, String)| {
        name.strip_prefix(whole)
            .is_some_and(|rest| rest.starts_with('.'))
    };
    let whole_same = |whole: &str| {
        fields
            .iter()
            .filter(|field| part_of(whole, field))
            .all(|field| same(&field))
    };
    let (tricks_same, bids_same) = (whole_same("tricks"), whole_same("bids"));
    fields
        .iter()
        .filter(|field| {
            if part_of("tricks", field) {
                !tricks_same
            } else if part_of("bids", field) {
                !bids_same
            } else {
                field.0 == "v" || !same(field)
            }
        })
        .cloned()
        .collect()
}

/// A fix or removal of a deal the file does not have, refused as `amend` and `remove`
/// refuse it (before "nothing to change" could say it holds what was sent).
fn no_such_deal(served: &Served, scored: Option<&Scored>, route: Route) -> Option<Box<Diagnostic>> {
    let (Route::Amend(number) | Route::Remove(number)) = route else {
        return None;
    };
    let (command, count) = (route.command(), scored?.game.deals.len());
    (number == 0 || number > count).then(|| {
        let problem = crate::commands::no_such_deal_problem(
            &served.file,
            count,
            command,
            Some(number),
            lang::text!("no-such-deal-help-last", count = count),
        );
        let mut diagnostic = problem.diagnostic;
        // Drawn over no command line, with no "none for the last" a form cannot send.
        diagnostic.span = None;
        diagnostic.help = None;
        diagnostic
    })
}

/// Run the command parsed, with the guard.
fn run(
    command: Command,
    guard: Guard,
    report: &dyn Report,
    out: &mut Output,
) -> Result<Exit, Stop> {
    match command {
        Command::Add(mut args) => {
            args.edit.guard = guard;
            edit::add(&args, report, out)
        }
        Command::Amend(mut args) => {
            args.edit.guard = guard;
            edit::amend(&args, report, out)
        }
        Command::Remove(mut args) => {
            args.edit.guard = guard;
            edit::remove(&args, report, out)
        }
        _ => Err(Stop(Exit::Usage)),
    }
}

/// The answer to a change: 303 to the page (JSON: 200) when it was written; else 409
/// when the guard refused it, 422 otherwise, with the page showing why and the form as
/// it was sent (JSON: the diagnostics).
fn answer(
    served: &Served,
    path: &str,
    fields: Vec<(String, String)>,
    made: Made,
    json: bool,
    lang: Lang,
) -> Response {
    let conflict = made
        .reports
        .iter()
        .flat_map(|(_, diagnostics)| diagnostics)
        .any(|diagnostic| diagnostic.code == Code::EditConflict);
    let status = match (made.written, conflict) {
        (true, _) => 200,
        (false, true) => 409,
        (false, false) => 422,
    };
    let what = if made.written {
        made.printed.lines().next().unwrap_or_default().to_owned()
    } else {
        made.reports
            .iter()
            .flat_map(|(_, diagnostics)| diagnostics)
            .map(|diagnostic| diagnostic.message.in_lang(lang))
            .chain(made.lines.iter().cloned())
            .next()
            .unwrap_or_default()
    };
    served.say(format!(
        "POST {path} {}: {}",
        if made.written && !json { 303 } else { status },
        crate::diagnostic::escape_controls(&what)
    ));
    if made.written {
        // What a change that was written says besides (written through a link, other
        // hard links kept the old text): for the one who runs the server.
        for line in &made.lines {
            served.say(crate::diagnostic::escape_controls(line).into_owned());
        }
    }
    let mut response = if json {
        json_answer(served, status, &made)
    } else if made.written {
        Response::see_other("/")
    } else {
        refused_page(served, path, fields, made, conflict, status, lang)
    };
    response.logged = true;
    response
}

/// The page drawn in answer to a refused change: why, and the form as it was sent.
fn refused_page(
    served: &Served,
    path: &str,
    fields: Vec<(String, String)>,
    made: Made,
    conflict: bool,
    status: u16,
    lang: Lang,
) -> Response {
    let route = route(path);
    let mut refused = Refused {
        action: path.to_owned(),
        heading: match route {
            Some(Route::Amend(_)) => lang::say!(lang, "serve-refused-fix"),
            Some(Route::Remove(_)) => lang::say!(lang, "serve-refused-remove"),
            _ => lang::say!(lang, "serve-refused"),
        },
        fields,
        reports: made.reports,
        lines: made.lines,
    };
    if conflict {
        refused.lines.push(match route {
            Some(Route::Amend(_)) => lang::say!(lang, "serve-conflict-fix"),
            Some(Route::Remove(_)) => lang::say!(lang, "serve-conflict-remove"),
            _ => lang::say!(lang, "serve-conflict"),
        });
        // The deals recorded since the page was drawn, when the form was for a new one.
        let (outcome, _) = served.read();
        let deals = outcome.scored().map_or(0, |scored| scored.game.deals.len());
        served.remember(outcome);
        let asked = refused
            .fields
            .iter()
            .find(|(name, _)| name == "deal")
            .and_then(|(_, value)| value.trim().parse::<usize>().ok());
        if let Some(from) = asked.filter(|&from| from > 0 && from <= deals) {
            refused.lines.push(lang::say!(
                lang,
                "serve-recorded-meanwhile",
                count = deals - from + 1,
                from = from,
                to = deals
            ));
        }
    }
    let mut response = super::page::page(lang, served, Some(&refused));
    response.status = status;
    response
}

/// A change's answer as JSON: `{"ok": …, "deals": …, "diagnostics": […]}`.
fn json_answer(served: &Served, status: u16, made: &Made) -> Response {
    let (outcome, _) = served.read();
    let deals = outcome.scored().map(|scored| scored.game.deals.len());
    served.remember(outcome);
    let diagnostics: Vec<serde_json::Value> = made
        .reports
        .iter()
        .flat_map(
            |(text, diagnostics)| match crate::render::diagnostics_json(text, diagnostics) {
                serde_json::Value::Array(items) => items,
                other => vec![other],
            },
        )
        .collect();
    let body = serde_json::json!({
        "ok": made.written,
        "deals": deals,
        "diagnostics": diagnostics,
    });
    let mut bytes = serde_json::to_vec(&body).unwrap_or_default();
    bytes.push(b'\n');
    Response::new(status, "application/json", bytes)
}
