//! `batak rename FILE OLD NEW`: a player or a team renamed wherever the file names them,
//! with the safety of every other change (the whole match judged, the match after
//! compared with the one before name for name, written whole).

use crate::cli::RenameArgs;
use crate::diagnostic::{self, Code, Diagnostic};
use crate::edit::{Change, Names, NotANewName};
use crate::lang::{self, Text, text};
use crate::names::{self, Typed};
use crate::{Exit, Output};

use super::{Editing, Said, Spliced};
use crate::commands::{FlagProblem, Stop};

/// `batak rename FILE OLD NEW`.
pub(crate) fn rename(args: &RenameArgs, out: &mut Output) -> Result<Exit, Stop> {
    let lang = out.lang;
    let terminal = super::terminal(&args.edit, lang);
    let (mut editing, original) = Editing::open(&args.file, &args.edit, "rename", &terminal)?;
    drop(editing.judge(&original, None));
    let name = &editing.name.clone();
    let refused = |refusal| editing.splice_refused(refusal, &original.text);
    let sides = crate::edit::side_names(&original).map_err(refused)?;
    let (from, to) =
        names_asked(args, &sides, lang).map_err(|problem| editing.flag_refused(&problem))?;
    let edits = if from == to {
        Vec::new()
    } else {
        sides.edits(&original, &from, &to)
    };
    let text = crate::edit::apply_edits(&original.text, &edits);
    let file = diagnostic::escape_name(name);
    let (old, new) = (diagnostic::escape_name(&from), diagnostic::escape_name(&to));
    let lines = changed_lines(&original.text, &text, &edits);
    let count = edits.len();
    let (old, new, file) = (old.as_str(), new.as_str(), file.as_str());
    let spliced = Spliced {
        text,
        label: lang::say!(lang, "label-renamed", old = old, new = new),
        change: Change::Renamed {
            from: &from,
            to: &to,
        },
        unchanged: Some(format!(
            "{}\n\n",
            lang::say!(lang, "rename-unchanged", old = old, new = new, file = file)
        )),
    };
    let would = lang::say!(
        lang,
        "edit-would-rename",
        old = old,
        new = new,
        file = file,
        count = count
    );
    let renamed = lang::say!(
        lang,
        "edit-renamed",
        old = old,
        new = new,
        file = file,
        count = count
    );
    editing.apply(original, spliced, out, |_| Said {
        dry_run: format!("{would}\n{lines}\n"),
        done: lang::say!(lang, "done-renamed", old = old, new = new, file = file),
        line: format!("{renamed}\n\n"),
    })
}

/// The side `OLD` names (as the file writes it, found as names are typed) and the new
/// name, which must be no other side's: a command-line mistake when either is wrong.
fn names_asked(
    args: &RenameArgs,
    sides: &Names,
    lang: lang::Lang,
) -> Result<(String, String), FlagProblem> {
    let all: Vec<String> = sides.all().map(str::to_owned).collect();
    let problem = |value: &str, given: &str, message: Text, label: Text, help: Text| {
        let diagnostic = Diagnostic::error(Code::FlagValue, Some(0..given.len()), message)
            .label(label)
            .help(help);
        let value = crate::cli::localise::value_name(value, lang);
        FlagProblem::new(value, given.to_owned(), diagnostic)
    };
    let wrong_old = |message, label, help| problem("OLD", &args.old, message, label, help);
    let listed = all.join(", ");
    if args.old.trim().is_empty() {
        return Err(wrong_old(
            text!("rename-empty"),
            text!("rename-empty-label"),
            text!("rename-old-empty-help", names = listed),
        ));
    }
    let place = match names::typed(&all, &args.old) {
        Typed::One(place) => place,
        Typed::Several(places) => {
            let alike: Vec<&str> = places.iter().map(|&place| all[place].as_str()).collect();
            // A player and a team of one name: no way of typing it tells them apart.
            let (message, help) = if alike.iter().all(|name| names::same(name, alike[0])) {
                let message = text!("rename-player-and-team", old = alike[0]);
                (message, text!("rename-player-and-team-help"))
            } else {
                let names = alike.join(", ");
                let message = text!("rename-several", old = args.old.as_str(), names = names);
                (message, text!("rename-several-help"))
            };
            return Err(wrong_old(message, text!("rename-several-label"), help));
        }
        Typed::Nobody => {
            return Err(wrong_old(
                text!("rename-unknown", old = args.old.as_str()),
                text!("rename-unknown-label"),
                text!("rename-unknown-help", names = listed),
            ));
        }
    };
    let (message, label, help) = match crate::edit::new_name(sides, place, &args.new) {
        Ok(new) => return Ok((all[place].clone(), new)),
        Err(NotANewName::Empty) => (
            text!("rename-empty"),
            text!("rename-empty-label"),
            text!("rename-empty-help"),
        ),
        Err(NotANewName::Taken(name)) => (
            text!("rename-taken", new = args.new.trim(), name = name),
            text!("rename-taken-label"),
            text!("rename-taken-help"),
        ),
    };
    Err(problem("NEW", &args.new, message, label, help))
}

/// The lines the edits changed, as they read in `after`, numbered as an editor numbers
/// them (a name holds no line break, so each line keeps its number from `before`).
fn changed_lines(before: &str, after: &str, edits: &[(std::ops::Range<usize>, String)]) -> String {
    let index = diagnostic::LineIndex::new(before);
    let mut numbers: Vec<usize> = (edits.iter())
        .map(|(span, _)| index.line_column(span.start).0)
        .collect();
    numbers.dedup();
    let shown: Vec<String> = (after.lines().zip(1..))
        .filter(|(_, number)| numbers.binary_search(number).is_ok())
        .map(|(text, number)| {
            let text = diagnostic::escape_controls(text.trim_end_matches('\r'));
            format!("{number:>5} │ {text}")
        })
        .collect();
    shown.join("\n")
}
