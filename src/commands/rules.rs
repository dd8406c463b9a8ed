//! `batak rules`: the effective settings, for a file or none.

use crate::cli::RulesArgs;
use crate::render::View;
use crate::rules::{Id, Origin, Rules};
use crate::{Exit, Output};

use super::{Stop, report, session, show};

/// `batak rules [FILE]`: with a file, judged as `check` judges it (the warnings only
/// scoring finds, `--strict`), then its rules; without, the defaults under `--set`.
pub(crate) fn rules(args: &RulesArgs, out: &mut Output) -> Result<Exit, Stop> {
    let (session, style) = session(&args.input, out.lang)?;
    let (rules, exit) = match &args.file {
        None => {
            let rules = Rules::layered(&[], &session.flags);
            // Without a file no deal can show them wrong, but no deal could meet them:
            // the command line's mistake.
            // Who plays is not known: a hand left at its default is checked at its largest,
            // three players' (a minimum of 14 is sound for them).
            let widest = match rules.origin(Id::Hand) {
                Origin::Default => rules.clone().seated(3),
                _ => rules.clone(),
            };
            let problems = crate::validate::above_hand(&widest, None);
            if !problems.is_empty() {
                show("--set", "", &problems, style);
                return Err(Stop(Exit::Usage));
            }
            (rules, Exit::Ok)
        }
        Some(path) => {
            let outcome = session.evaluate(path);
            report(&outcome, style);
            // A file not read as far as its rules has nothing to show but its errors.
            let Some(rules) = outcome.rules() else {
                return Err(Stop(Exit::Invalid));
            };
            let exit = if outcome.fails() {
                Exit::Invalid
            } else {
                Exit::Ok
            };
            (rules.clone(), exit)
        }
    };
    let _ = crate::render::exporter(args.format, super::stdout_style(args.input.file.color, out))
        .write(View::Rules(&rules), out);
    Ok(exit)
}
