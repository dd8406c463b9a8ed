//! `batak rename FILE OLD NEW`: a player or a team renamed wherever the file names them,
//! with the safety of every other change (the whole match judged, the match after
//! compared with the one before name for name, written whole).

use crate::cli::RenameArgs;
use crate::diagnostic::{self, Code, Diagnostic};
use crate::edit::{Change, Expected, Names, NotANewName};
use crate::lang::{self, Text, text};
use crate::names::{self, Typed};
use crate::{Exit, Output};

use super::{Editing, Finished, NoteOf, Said, Spliced, not_changed, standings};
use crate::commands::{FlagProblem, Stop, say, usage_problem};

/// `batak rename FILE OLD NEW`.
pub(crate) fn rename(args: &RenameArgs, out: &mut Output) -> Result<Exit, Stop> {
    let (mut editing, original) = Editing::open(&args.file, &args.edit, "rename")?;
    let read = editing.judge(&original, None, NoteOf::All);
    let digest = read.ok().map(|(_, digest)| digest);
    let name = &editing.name.clone();
    let refused = |refusal| editing.splice_refused(refusal, &original.text, "rename", None);
    let sides = crate::edit::side_names(&original).map_err(refused)?;
    let (from, to) = names_asked(args, &sides).map_err(|problem| {
        let stop = usage_problem(&problem, editing.style);
        say(&not_changed(name));
        stop
    })?;
    let edits = crate::edit::rename_edits(&original, &from, &to).map_err(refused)?;
    let text = crate::edit::apply_edits(&original.text, &edits);
    let file = diagnostic::escape_name(name);
    let (old, new) = (diagnostic::escape_name(&from), diagnostic::escape_name(&to));
    if text == original.text {
        let line = lang::say!(
            "rename-unchanged",
            old = old.as_str(),
            new = new.as_str(),
            file = file.as_str()
        );
        out.emit(format!("{line}\n\n").as_bytes());
        if let Some(scored) = &editing.before.scored {
            out.emit(standings(scored, args.edit.file_args.color).as_bytes());
        }
        return Ok(Exit::Ok);
    }
    let lines = changed_lines(&original.text, &text, &edits);
    drop(original);
    let count = edits.len();
    let Finished {
        outcome, candidate, ..
    } = editing.finish(
        Spliced {
            text,
            label: &lang::say!("label-renamed", old = old.as_str(), new = new.as_str()),
            change: &Change::Renamed,
            before: digest,
        },
        &Expected::Renamed {
            from: &from,
            to: &to,
        },
    )?;
    let said = |id: &'static str| match id {
        "would" => lang::say!(
            "edit-would-rename",
            old = old.as_str(),
            new = new.as_str(),
            file = file.as_str(),
            count = count
        ),
        _ => lang::say!(
            "edit-renamed",
            old = old.as_str(),
            new = new.as_str(),
            file = file.as_str(),
            count = count
        ),
    };
    editing.conclude(
        &args.edit,
        candidate,
        &outcome,
        |_| format!("{}\n{lines}\n", said("would")),
        &Said {
            done: lang::say!(
                "done-renamed",
                old = old.as_str(),
                new = new.as_str(),
                file = file.as_str()
            ),
            line: format!("{}\n\n", said("done")),
        },
        out,
    )
}

/// The side `OLD` names (as the file writes it, found as names are typed) and the new
/// name, which must be no other side's: a command-line mistake when either is wrong.
fn names_asked(args: &RenameArgs, sides: &Names) -> Result<(String, String), FlagProblem> {
    let all: Vec<String> = sides.all().map(str::to_owned).collect();
    let problem = |flag: &'static str, given: &str, message: Text, label: Text, help: Text| {
        let diagnostic = Diagnostic::error(Code::FlagValue, Some(0..given.len()), message)
            .label(label)
            .help(help);
        FlagProblem::new(flag, given.to_owned(), diagnostic)
    };
    let listed = all.join(", ");
    let place = match names::typed(&all, &args.old) {
        Typed::One(place) => place,
        Typed::Several(places) => {
            let alike: Vec<&str> = places.iter().map(|&place| all[place].as_str()).collect();
            return Err(problem(
                "OLD",
                &args.old,
                text!(
                    "rename-several",
                    old = args.old.as_str(),
                    names = alike.join(", ")
                ),
                text!("rename-several-label"),
                text!("rename-several-help"),
            ));
        }
        Typed::Nobody => {
            return Err(problem(
                "OLD",
                &args.old,
                text!("rename-unknown", old = args.old.as_str()),
                text!("rename-unknown-label"),
                text!("rename-unknown-help", names = listed),
            ));
        }
    };
    let new = match crate::edit::new_name(sides, place, &args.new) {
        Ok(new) => new,
        Err(NotANewName::Empty) => {
            return Err(problem(
                "NEW",
                &args.new,
                text!("rename-empty"),
                text!("rename-empty-label"),
                text!("rename-empty-help"),
            ));
        }
        Err(NotANewName::Taken(name)) => {
            return Err(problem(
                "NEW",
                &args.new,
                text!("rename-taken", new = args.new.trim(), name = name),
                text!("rename-taken-label"),
                text!("rename-taken-help"),
            ));
        }
    };
    Ok((all[place].clone(), new))
}

/// The lines the edits changed, as they read in `after`, numbered as an editor numbers
/// them (a name holds no line break, so each line keeps its number from `before`).
fn changed_lines(before: &str, after: &str, edits: &[(std::ops::Range<usize>, String)]) -> String {
    let mut numbers: Vec<usize> = edits
        .iter()
        .map(|(span, _)| before[..span.start].matches('\n').count() + 1)
        .collect();
    numbers.dedup();
    let lines: Vec<&str> = after.lines().collect();
    numbers
        .iter()
        .filter_map(|&number| {
            lines.get(number - 1).map(|line| {
                let line = diagnostic::escape_controls(line.trim_end_matches('\r'));
                format!("{number:>5} │ {line}")
            })
        })
        .collect::<Vec<_>>()
        .join("\n")
}
