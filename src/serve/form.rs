//! A form sent to `batak serve`, read as the command line it stands for. Its fields are
//! named as `add`'s and `amend`'s flags; they become a command line (`tricks.NAME`
//! fields joined into `--tricks`, the page's `bids.NAME` into `--bids`, each NAME meaning
//! its player as a typed name does), which the command line's own parser reads, with the
//! guard its `v` and `deal` ask for. What the form lacks, holds twice or holds together
//! that goes not together is refused in the form's own words, naming its labels, not the
//! flags a phone never sees.

use super::Served;
use crate::cli::{Cli, Command, Guard};
use crate::diagnostic::{Code, Diagnostic};
use crate::lang::{self, Lang, text};
use crate::pipeline::Scored;

/// What a POST asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Route {
    Add,
    Amend(usize),
    Remove(usize),
}

impl Route {
    /// The command that makes the change.
    pub(super) fn command(self) -> &'static str {
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

/// The form as the command line it stands for, parsed by the command line's own parser,
/// and the guard its `v` and `deal` ask for.
pub(super) fn command(
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
    let given = |flag: &str| given(args, flag);
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
    let given = |flag: &str| given(args, flag);
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

/// Whether the command line a form became (`args`) gives `flag` (`--bid=`, `--passed`).
fn given(args: &[String], flag: &str) -> bool {
    args.iter().any(|arg| arg.starts_with(flag))
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
pub(super) fn sent_twice(fields: &[(String, String)]) -> Option<Diagnostic> {
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
