//! The commands about more than one deal's table: `stats` over a season of files.

use crate::cli::StatsArgs;
use crate::stats::Season;
use crate::{Exit, Output, layout_width, use_color};

use super::{Stop, report, session, stderr_style};

/// `batak stats FILE…`: each file read, scored and folded in, one at a time; files with
/// errors are reported, left out and named, and make the exit 1.
pub(crate) fn stats(args: &StatsArgs, out: &mut Output) -> Result<Exit, Stop> {
    let session = session(&args.input)?;
    let style = stderr_style(args.input.file.color);
    let mut season = Season::default();
    let mut exit = Exit::Ok;
    for path in &args.files {
        let outcome = session.evaluate(path);
        report(&outcome, style);
        match &outcome.scored {
            Some(scored) if !outcome.fails() => season.add(scored),
            _ => {
                season.leave_out(&outcome.name);
                exit = Exit::Invalid;
            }
        }
    }
    let terminal = Output::is_terminal();
    let _ = crate::render::stats::write(
        &season,
        args.format,
        use_color(args.input.file.color, terminal),
        layout_width(terminal),
        out,
    );
    Ok(exit)
}
