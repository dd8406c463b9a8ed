//! The commands that look at matches as a whole: `stats` over a season of files, and
//! `chart` of one match.

use crate::cli::{ChartArgs, StatsArgs};
use crate::diagnostic::{self, Diagnostic};
use crate::render::chart::Chart;
use crate::stats::Season;
use crate::{Exit, Output, layout_width, use_color};

use super::{FlagProblem, Stop, report, session, show, stderr_style, usage_problem};

/// `batak stats FILE…`: each file read, scored and folded in, one at a time; files with
/// errors are reported, left out and named, and make the exit 1.
pub(crate) fn stats(args: &StatsArgs, out: &mut Output) -> Result<Exit, Stop> {
    let session = session(&args.input)?;
    let style = stderr_style(args.input.file.color);
    let mut season = Season::default();
    let mut exit = Exit::Ok;
    // A file named twice (overlapping globs, a link, a hard link) counts once: a file is
    // its device and inode, whatever its names.
    let mut seen = std::collections::HashSet::new();
    for path in &args.files {
        use std::os::unix::fs::MetadataExt;
        let identity = std::fs::metadata(path)
            .map(|file| (file.dev(), file.ino()))
            .map_err(|_| path.clone());
        if path != "-" && !seen.insert(identity) {
            super::say(&format!(
                "note: {} is named more than once; it counts once",
                diagnostic::escape_name(path)
            ));
            continue;
        }
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
    if !season.left_out.is_empty() {
        let names: Vec<String> = season
            .left_out
            .iter()
            .map(|name| diagnostic::escape_name(name))
            .collect();
        super::say(&format!(
            "left out of the statistics for their errors: {}",
            names.join(", ")
        ));
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

/// What is wrong with `--output PATH` for a chart of `file`: a name that is not `.svg`,
/// or the match file itself (or a link to it).
fn output_problem(path: &std::path::Path, file: &str) -> Option<FlagProblem> {
    let text = path.display().to_string();
    let svg = path
        .extension()
        .is_some_and(|extension| extension.eq_ignore_ascii_case("svg"));
    let (message, label, help) = if !svg {
        (
            "batak chart writes SVG, so the file's name must end in .svg",
            "not .svg",
            "name the file PATH.svg (a PNG can be made from it with any SVG viewer)",
        )
    } else if crate::writer::same_file(path, std::path::Path::new(file)) {
        (
            "--output names the match file itself (or a link to it); batak will not write the chart over it",
            "the match file",
            "name another file, e.g. --output chart.svg",
        )
    } else {
        return None;
    };
    let diagnostic = Diagnostic::error(diagnostic::Code::FlagOutput, Some(0..text.len()), message)
        .label(label)
        .help(help);
    Some(FlagProblem::new("--output", text, diagnostic))
}

/// The height of a chart drawn in the terminal, in lines, legend apart.
const CHART_LINES: usize = 16;

/// `batak chart FILE`: the running totals, drawn in the terminal or written as SVG.
pub(crate) fn chart(args: &ChartArgs, out: &mut Output) -> Result<Exit, Stop> {
    let session = session(&args.input)?;
    let style = stderr_style(args.input.file.color);
    if let Some(problem) = args
        .output
        .as_deref()
        .and_then(|path| output_problem(path, &args.file))
    {
        return Err(usage_problem(&problem, style));
    }
    let outcome = session.evaluate(&args.file);
    report(&outcome, style);
    let Some(scored) = outcome.scored.as_ref().filter(|_| !outcome.fails()) else {
        return Ok(Exit::Invalid);
    };
    let Some(path) = &args.output else {
        let terminal = Output::is_terminal();
        let chart = Chart::of(&outcome.name, scored, &crate::render::for_terminal);
        let text = chart.terminal(
            layout_width(terminal),
            CHART_LINES,
            use_color(args.input.file.color, terminal),
        );
        out.emit(text.as_bytes());
        return Ok(Exit::Ok);
    };
    let chart = Chart::of(&outcome.name, scored, &diagnostic::escape_name);
    let (width, height) = args.size;
    let name = path.display().to_string();
    let svg = match chart.svg(width, height) {
        Ok(svg) => svg,
        Err(error) => {
            let problem = Diagnostic::error(
                diagnostic::Code::IoWrite,
                None,
                format!("the chart could not be drawn: {error}"),
            )
            .help("try another --size");
            show(&name, "", &[problem], style);
            return Ok(Exit::Invalid);
        }
    };
    // The whole SVG or none: a new copy renamed into place, as match files are written.
    if let Err(problem) = crate::writer::write_output(path, &svg) {
        show(&name, "", &[problem], style);
        return Ok(Exit::Invalid);
    }
    out.emit(
        format!(
            "wrote {} ({width}×{height})\n",
            diagnostic::escape_name(&name)
        )
        .as_bytes(),
    );
    Ok(Exit::Ok)
}
