//! A change sent to `batak serve` (`POST /deals`, `/deals/N`, `/deals/N/remove`): made by
//! `add`, `amend` and `remove` themselves. The form's fields are named as their flags;
//! they become a command line (`tricks.NAME` fields joined into `--tricks NAME=n,…`, the
//! page's `bids.NAME` into `--bids`), which the command line's own parser reads, and the
//! command runs with a guard: the version of the file the page was drawn from (`v`), the
//! number the new deal was to have (`deal`), serve's `--set`. What the command reports is
//! kept for the answer: 303 (or JSON) when it wrote, 409 when the guard refused, 422 for
//! anything else refused, nothing written.

use std::cell::RefCell;

use super::Served;
use super::http::{self, Request, Response};
use super::page::Refused;
use super::security::{self, Shown};
use crate::cli::{Cli, Command, Guard};
use crate::commands::Stop;
use crate::commands::edit::{self, Report};
use crate::diagnostic::{Code, Diagnostic};
use crate::lang::{self, Lang, text};
use crate::pipeline::Scored;
use crate::{Exit, Output};

/// What a POST asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Route {
    Add,
    Amend(usize),
    Remove(usize),
}

impl Route {
    /// The command that makes the change.
    fn command(self) -> &'static str {
        match self {
            Route::Add => "add",
            Route::Amend(_) => "amend",
            Route::Remove(_) => "remove",
        }
    }
}

/// The change a path asks for; `None` for a path that is none.
pub(crate) fn route(path: &str) -> Option<Route> {
    let rest = path.strip_prefix("/deals")?;
    if rest.is_empty() {
        return Some(Route::Add);
    }
    let rest = rest.strip_prefix('/')?;
    let (number, remove) = match rest.strip_suffix("/remove") {
        Some(number) => (number, true),
        None => (rest, false),
    };
    if number.is_empty() || number.len() > 9 || !number.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let number = number.parse().ok().filter(|&number: &usize| number > 0)?;
    Some(if remove {
        Route::Remove(number)
    } else {
        Route::Amend(number)
    })
}

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
    let twice = sent_twice(fields).map(Box::new);
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
        None => command(served, scored, route, &fields, lang),
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
            crate::commands::LeftOut::Last,
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

/// The form as the command line it stands for, parsed by the command line's own parser,
/// and the guard its `v` and `deal` ask for.
fn command(
    served: &Served,
    scored: Option<&Scored>,
    route: Route,
    fields: &[(String, String)],
    lang: Lang,
) -> Result<(Command, Guard), Box<Diagnostic>> {
    let (args, guard) = arguments(served, scored, route, fields)?;
    let args: Vec<std::ffi::OsString> = args.into_iter().map(Into::into).collect();
    let cli = crate::cli::parse(&args, <Cli as clap::CommandFactory>::command)
        .map_err(|error| Box::new(parse_error(&error, route, lang)))?;
    Ok((cli.command, guard))
}

/// The command line a form stands for. Each value is given as `--flag=VALUE`, so that
/// no value is ever read as a flag; empty fields are left out (a form sends every field).
fn arguments(
    served: &Served,
    scored: Option<&Scored>,
    route: Route,
    fields: &[(String, String)],
) -> Result<(Vec<String>, Guard), Box<Diagnostic>> {
    // The file and the deal's number come last, after `--`: a file named `-x` or `3` is
    // the file, never a flag nor another file.
    let positional = match route {
        Route::Add => vec![served.file.clone()],
        Route::Amend(number) | Route::Remove(number) => {
            vec![served.file.clone(), number.to_string()]
        }
    };
    let command = route.command();
    let mut args = vec!["batak".to_owned(), command.to_owned()];
    let mut guard = Guard {
        rules: served.session.flags.clone(),
        ..Guard::default()
    };
    let (mut tricks, mut bids) = (Vec::new(), Vec::new());
    for (name, value) in fields {
        let value = value.trim();
        if value.is_empty() {
            continue;
        }
        let deal_field = !matches!(route, Route::Remove(_));
        match name.as_str() {
            "v" => {
                guard.version = Some(u64::from_str_radix(value, 16).map_err(|_| bad(name, route))?);
            }
            "deal" if route == Route::Add => {
                let number: usize = value.parse().map_err(|_| bad(name, route))?;
                guard.deals = Some(number.checked_sub(1).ok_or_else(|| bad(name, route))?);
            }
            "passed" | "after_end" if deal_field => {
                if !["true", "on", "1", "yes"]
                    .iter()
                    .any(|yes| value.eq_ignore_ascii_case(yes))
                {
                    return Err(bad(name, route).into());
                }
                args.push(format!("--{}", name.replace('_', "-")));
            }
            "declarer" | "bid" | "trump" | "tricks" | "bids" | "dealer" | "note" if deal_field => {
                args.push(format!("--{name}={value}"));
            }
            _ if deal_field && name.starts_with("tricks.") => {
                tricks.push((&name["tricks.".len()..], value.to_owned()));
            }
            _ if deal_field && name.starts_with("bids.") => {
                bids.push((&name["bids.".len()..], value.to_owned()));
            }
            _ => return Err(bad(name, route).into()),
        }
    }
    if route == Route::Add {
        lacking(scored, &args, !bids.is_empty(), served.session.strict)?;
    }
    if let Route::Amend(number) = route {
        contract_lacking(scored, number, &args, !tricks.is_empty())?;
    }
    if !tricks.is_empty() {
        args.push(format!("--tricks={}", tricks_value(scored, &tricks)?));
    }
    if !bids.is_empty() {
        args.push(format!(
            "--bids={}",
            bids_value(scored, &bids, route)?.join(",")
        ));
    }
    let session = &served.session;
    args.push("--color=never".to_owned());
    args.push(format!("--max-size={}", session.max_size));
    if session.strict {
        args.push("--strict".to_owned());
    }
    if let Some(format) = session.input_format {
        args.push(format!("--input-format={}", format.name()));
    }
    args.push("--".to_owned());
    args.extend(positional);
    Ok((args, guard))
}

/// What a new deal's form lacks, said as the form says it (what a hand at the table
/// forgets most), from the command line it became (`args`), whether the page's
/// `bids.NAME` fields were sent and whether the server is `--strict`.
fn lacking(
    scored: Option<&Scored>,
    args: &[String],
    named_bids: bool,
    strict: bool,
) -> Result<(), Diagnostic> {
    let given = |flag: &str| args.iter().any(|arg| arg.starts_with(flag));
    // A deal passed out or told by every bid (`bids`, or the page's `bids.NAME`) has no
    // declarer to ask for.
    if !given("--passed") && !given("--bids=") && !named_bids {
        let rules = scored.map(|scored| &scored.rules);
        if rules.is_some_and(crate::rules::Rules::everyone_bids) {
            return Err(missing(text!(
                "serve-form-missing",
                field = labelled("bids")
            )));
        }
        // Where the dealer must take a hand all pass, the form has no "everybody passed".
        let passing = rules.is_none_or(|rules| rules.all_pass() == crate::rules::AllPass::Redeal);
        if !given("--declarer=") && !passing {
            return Err(missing(text!(
                "serve-form-missing",
                field = labelled("declarer")
            )));
        }
        if !given("--declarer=") {
            return Err(missing(text!("serve-form-no-declarer")));
        }
        if !given("--bid=") {
            return Err(missing(text!("serve-form-no-bid")));
        }
    }
    let over = scored
        .is_some_and(|scored| matches!(scored.board.status, crate::score::Status::Finished { .. }));
    if over && strict {
        // Under --strict a deal after the end is refused (its warning is an error).
        return Err(missing(text!("serve-form-finished-strict")));
    }
    if over && !given("--after-end") {
        // The page's own box, not the command line's flag, records one anyway.
        let field = labelled("after_end");
        return Err(missing(text!("serve-form-finished", field = field)));
    }
    Ok(())
}

/// What a fix that makes a passed deal a contract lacks (its declarer, bid and tricks
/// are all needed), said as the form says it, from the command line it became (`args`)
/// and whether the page's `tricks.NAME` fields were sent.
fn contract_lacking(
    scored: Option<&Scored>,
    number: usize,
    args: &[String],
    named_tricks: bool,
) -> Result<(), Diagnostic> {
    let given = |flag: &str| args.iter().any(|arg| arg.starts_with(flag));
    let passed = scored
        .and_then(|scored| scored.game.deals.get(number.checked_sub(1)?))
        .is_some_and(|deal| deal.form == crate::model::Form::Passed);
    let contract = given("--declarer=") || given("--bid=") || given("--tricks=") || named_tricks;
    if !passed || given("--passed") || !contract {
        return Ok(());
    }
    if !given("--declarer=") {
        return Err(missing(text!("serve-form-no-declarer")));
    }
    if !given("--bid=") {
        return Err(missing(text!("serve-form-no-bid")));
    }
    if !given("--tricks=") && !named_tricks {
        return Err(missing(text!(
            "serve-form-missing",
            field = labelled("tricks")
        )));
    }
    Ok(())
}

/// A choice the form was sent without (or given twice).
fn missing(message: crate::lang::Text) -> Diagnostic {
    Diagnostic::error(Code::ServeForm, None, message)
}

/// The `tricks` of the form's `tricks.NAME` fields: the counts alone, in the match's
/// order, when they are every side's once, as `batak add` writes a list of counts
/// (`[2, 8, 2, 1]`); a side given twice is refused; else the `NAME=n` pairs, which the
/// command judges.
fn tricks_value(
    scored: Option<&Scored>,
    fields: &[(&str, String)],
) -> Result<String, Box<Diagnostic>> {
    let sides = scored.map_or(&[][..], Scored::sides);
    let pairs = || {
        fields
            .iter()
            .map(|(name, count)| format!("{name}={count}"))
            .collect()
    };
    let counts = match placed(sides, fields) {
        Ok(counts) => counts,
        Err(Unplaced::Twice(place)) => {
            let side = crate::diagnostic::escape_name(&sides[place]);
            return Err(missing(text!("serve-form-tricks-twice", side = side)).into());
        }
        Err(_) => pairs(),
    };
    Ok(counts.join(","))
}

/// The form's `bids.NAME` fields as `--bids` takes them: each player's bid in the
/// match's order. A name that is no one's (or several's), a player named twice, or one
/// without a bid is refused: nothing is taken by its place in the form.
fn bids_value(
    scored: Option<&Scored>,
    fields: &[(&str, String)],
    route: Route,
) -> Result<Vec<String>, Box<Diagnostic>> {
    let players = scored.map_or(&[][..], |scored| &scored.game.players[..]);
    let player = |place: usize| crate::diagnostic::escape_name(&players[place]);
    placed(players, fields).map_err(|unplaced| {
        Box::new(match unplaced {
            Unplaced::Nobody(field) => bad(&format!("bids.{}", fields[field].0), route),
            Unplaced::Twice(place) => {
                missing(text!("serve-form-prediction-twice", player = player(place)))
            }
            Unplaced::Missing(place) => {
                missing(text!("serve-form-no-prediction", player = player(place)))
            }
        })
    })
}

/// Why fields named by players or sides could not be put in the match's order.
enum Unplaced {
    /// The field (its index) names no one, or several.
    Nobody(usize),
    /// The one in this place is named twice.
    Twice(usize),
    /// The one in this place is not named.
    Missing(usize),
}

/// The values of `NAME=value` fields in the order of `names`, each NAME meaning its one
/// as a name typed on the command line does.
fn placed(names: &[String], fields: &[(&str, String)]) -> Result<Vec<String>, Unplaced> {
    let mut values: Vec<Option<String>> = vec![None; names.len()];
    for (field, (name, value)) in fields.iter().enumerate() {
        let crate::names::Typed::One(place) = crate::names::typed(names, name) else {
            return Err(Unplaced::Nobody(field));
        };
        if values[place].replace(value.clone()).is_some() {
            return Err(Unplaced::Twice(place));
        }
    }
    values
        .into_iter()
        .enumerate()
        .map(|(place, value)| value.ok_or(Unplaced::Missing(place)))
        .collect()
}

/// A field the form of `route` may not have, or whose value is not what it takes, with
/// the fields that route takes.
fn bad(name: &str, route: Route) -> Diagnostic {
    let field = crate::diagnostic::escape_name(name);
    Diagnostic::error(
        Code::ServeForm,
        None,
        text!("serve-form-field", field = field),
    )
    .help(fields_help(route))
}

/// The fields a change by `route` takes, as a help.
fn fields_help(route: Route) -> lang::Text {
    match route {
        Route::Add => text!("serve-form-field-help"),
        Route::Amend(_) => text!("serve-form-field-help-fix"),
        Route::Remove(_) => text!("serve-form-field-help-remove"),
    }
}

/// A command line the parser refused: batak's own diagnostic when one of its value
/// parsers refused it, else the parser's first line, in the language.
fn parse_error(error: &clap::Error, route: Route, lang: Lang) -> Diagnostic {
    if let Some(bad) = std::error::Error::source(error)
        .and_then(|source| source.downcast_ref::<crate::cli::value::BadValue>())
    {
        let mut diagnostic = (*bad.0).clone();
        diagnostic.span = None;
        return diagnostic;
    }
    if let Some(diagnostic) = form_words(error, route) {
        return diagnostic;
    }
    // What the parser says before its usage line, on one line, without its heading.
    let rendered = crate::cli::localise::error(error, lang);
    let said: Vec<&str> = rendered
        .lines()
        .map(str::trim)
        .take_while(|line| !line.is_empty())
        .collect();
    let said = said.join(" ");
    let line = said
        .split_once(": ")
        .map_or(said.as_str(), |(_, rest)| rest);
    Diagnostic::error(Code::ServeForm, None, line.to_owned()).help(fields_help(route))
}

/// What the parser refused, said as the form says it where the form can say it: a
/// field left empty that the others need, two that go not together, one sent twice, one
/// this change does not take, or a fix with nothing to change (each field is named by
/// the form's own label).
fn form_words(error: &clap::Error, route: Route) -> Option<Diagnostic> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let arg = |kind| match error.get(kind) {
        Some(ContextValue::String(arg)) => Some(arg.as_str()),
        Some(ContextValue::Strings(args)) => args.first().map(String::as_str),
        _ => None,
    };
    // `--after-end`, `--tricks <COUNTS>`: the field `after_end`, `tricks`.
    let name = |kind| {
        let flag = arg(kind)?.strip_prefix("--")?;
        Some(
            flag.split([' ', '='])
                .next()
                .unwrap_or(flag)
                .replace('-', "_"),
        )
    };
    let field = |kind| name(kind).map(|name| labelled(&name));
    let invalid = ContextKind::InvalidArg;
    if error.kind() == ErrorKind::UnknownArgument {
        return Some(bad(&name(invalid)?, route));
    }
    Some(missing(match error.kind() {
        // Every field a fix can change is one of a group: none was sent.
        ErrorKind::MissingRequiredArgument if arg(invalid)?.starts_with('<') => {
            text!("serve-form-no-change")
        }
        ErrorKind::MissingRequiredArgument => text!("serve-form-missing", field = field(invalid)?),
        // A flag given twice conflicts with itself.
        ErrorKind::ArgumentConflict if arg(ContextKind::PriorArg) == arg(invalid) => {
            text!("serve-form-twice", field = field(invalid)?)
        }
        ErrorKind::ArgumentConflict => {
            let (one, other) = (field(invalid)?, field(ContextKind::PriorArg)?);
            text!("serve-form-together", field = one, other = other)
        }
        _ => return None,
    }))
}

/// A field as the form's label says it (`tricks`: "Tricks taken"), else by its name.
fn labelled(field: &str) -> lang::Arg {
    super::page::label(field).map_or_else(|| lang::Arg::Str(field.to_owned()), lang::Arg::from)
}

/// The first field sent twice with a value (`tricks` and a `tricks.NAME` field count as
/// one field twice, two `tricks.NAME` fields do not): no form sends one, and which of
/// the two was meant cannot be told, so it is refused before anything is compared.
fn sent_twice(fields: &[(String, String)]) -> Option<Diagnostic> {
    fn whole(name: &str) -> &str {
        name.split_once('.').map_or(name, |(whole, _)| whole)
    }
    let given: Vec<&str> = fields
        .iter()
        .filter(|(_, value)| !value.trim().is_empty())
        .map(|(name, _)| name.as_str())
        .collect();
    let twice = given.iter().enumerate().find(|&(at, name)| {
        given[..at].iter().any(|before| {
            whole(before) == whole(name) && (*before == whole(before) || *name == whole(name))
        })
    })?;
    let field = labelled(whole(twice.1));
    Some(missing(text!("serve-form-twice", field = field)))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_name_their_change() {
        assert_eq!(route("/deals"), Some(Route::Add));
        assert_eq!(route("/deals/3"), Some(Route::Amend(3)));
        assert_eq!(route("/deals/3/remove"), Some(Route::Remove(3)));
        for none in [
            "/deals/",
            "/deals/0",
            "/deals/x",
            "/deals/3/",
            "/deals/-1",
            "/dealsx",
            "/",
        ] {
            assert_eq!(route(none), None, "{none}");
        }
    }
}
