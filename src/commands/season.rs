//! The commands that look at matches as a whole: `stats` over a season of files, and
//! `chart` of one match or of a season.

use crate::cli::{ChartArgs, StatsArgs};
use crate::diagnostic::{self, RenderStyle, problem};
use crate::lang::{Lang, say};
use crate::render::chart::Chart;
use crate::render::{View, exporter};
use crate::stats::Season;
use crate::{Exit, Output};

use super::{FlagProblem, Report, Stop, report, session, stderr_style, stdout_style};

/// Files already counted in a season, by what they are: a file is its device and inode,
/// whatever its names (overlapping globs, ./a and a, a link, a hard link); standard input
/// is never a repeat.
#[derive(Default)]
pub(crate) struct Seen(std::collections::HashSet<Result<(u64, u64), String>>);

impl Seen {
    /// Whether `path` is met for the first time; if not, a note says it counts once.
    pub(crate) fn first(&mut self, path: &str, lang: Lang) -> bool {
        let identity = crate::writer::identity(std::path::Path::new(path));
        let identity = identity.ok_or_else(|| path.to_owned());
        if path == "-" || self.0.insert(identity) {
            return true;
        }
        super::say(&say!(
            lang,
            "note-named-twice",
            file = diagnostic::escape_name(path)
        ));
        false
    }
}

/// The files of a season scored under one way of scoring (`Rules::scoring`).
struct RuleSet {
    scoring: [crate::rules::SettingValue; 11],
    /// The rules of its files, as the tables' headings name them, each once (rules
    /// that differ only in trump or card play score alike: `classic / koz-maca`).
    summaries: Vec<String>,
    files: Vec<String>,
}

/// Every file read, scored and folded into a season, one at a time; files with errors
/// are reported, left out and named (in the words `left_out` makes of their names),
/// and make the exit 1.
fn gather(
    files: &[String],
    input: &crate::cli::InputArgs,
    left_out: impl Fn(&str) -> String,
    lang: Lang,
) -> Result<(Season, Exit), Stop> {
    let (session, style) = session(input, lang)?;
    let mut season = Season::default();
    let mut exit = Exit::Ok;
    let mut seen = Seen::default();
    // Each rule set (as the tables' headings name it) with its files: points of matches
    // scored in different ways are added as they are, and the reader should know.
    let mut rule_sets: Vec<RuleSet> = Vec::new();
    for path in files {
        if !seen.first(path, lang) {
            continue;
        }
        let outcome = session.evaluate(path);
        report(&outcome, style);
        if let Some(scored) = outcome.scored() {
            // Rules that differ only in card play or trump score alike.
            let scoring = scored.rules.scoring();
            let name = diagnostic::escape_name(&outcome.name);
            let summary = crate::render::rules_brief(&scored.rules);
            match rule_sets.iter_mut().find(|set| set.scoring == scoring) {
                Some(set) => {
                    set.files.push(name);
                    if !set.summaries.contains(&summary) {
                        set.summaries.push(summary);
                    }
                }
                None => rule_sets.push(RuleSet {
                    scoring,
                    summaries: vec![summary],
                    files: vec![name],
                }),
            }
        }
        if !season.count(&outcome) {
            exit = Exit::Invalid;
        }
    }
    if rule_sets.len() > 1 {
        let sets: Vec<String> = rule_sets
            .iter()
            .map(|set| {
                // "rules: koz-maca / classic": the word once.
                let summaries = set.summaries.join(" / ");
                let files = set.files.join(", ");
                say!(lang, "mixed-rules-set", rules = summaries, files = files)
            })
            .collect();
        // Wrapped to standard error's width, as its reports are (a stranger's 32 columns got
        // one line of 250).
        let note = say!(lang, "mixed-rules", sets = sets.join("; "));
        super::say(&crate::render::wrap_text(&note, style.width));
    }
    if !season.left_out.is_empty() {
        let names: Vec<String> = season
            .left_out
            .iter()
            .map(|name| diagnostic::escape_name(name))
            .collect();
        let names = names.join(", ");
        super::say(&left_out(&names));
    }
    Ok((season, exit))
}

/// `batak stats FILE…`: the season's players, in any format.
pub(crate) fn stats(args: &StatsArgs, out: &mut Output) -> Result<Exit, Stop> {
    let (output, format) = (args.output.as_deref(), args.format);
    let style = stderr_style(args.input.file.color, out.lang);
    super::printed((output, format), &args.files, style, out, |file| {
        counted(args, style, file)
    })
}

/// What `batak stats` prints (a workbook it writes), its reports drawn in `style`.
fn counted(args: &StatsArgs, style: RenderStyle, out: &mut Output) -> Result<Exit, Stop> {
    let workbook = super::workbook_output(args.format, args.output.as_deref(), &args.files, style)?;
    let left_out = |names: &str| say!(out.lang, "left-out-of-stats", files = names);
    let (season, mut exit) = gather(&args.files, &args.input, left_out, out.lang)?;
    let mut exporter = exporter(args.format, stdout_style(args.input.file.color, out));
    if exporter.write(View::Season(&season), out).is_err() && workbook.is_some() {
        exit = Exit::Invalid;
    }
    if workbook.is_some() && season.matches.is_empty() {
        // Every file had errors: a workbook of nothing is not written.
        return Ok(Exit::Invalid);
    }
    Ok(super::end(&mut *exporter, workbook, exit, style, out))
}

/// What is wrong with `--output PATH` for a chart of `files`: a name that is not `.svg`,
/// or one of the match files itself (or a link to it).
fn output_problem(path: &std::path::Path, files: &[String]) -> Option<FlagProblem> {
    use diagnostic::Code::FlagOutput;
    let text = path.display().to_string();
    let svg = path
        .extension()
        .is_some_and(|extension| extension.eq_ignore_ascii_case("svg"));
    let span = Some(0..text.len());
    let is_path = |file: &String| crate::writer::same_file(path, std::path::Path::new(file));
    let diagnostic = if !svg {
        problem!(
            FlagOutput,
            span,
            text!("chart-output-extension"),
            label,
            help
        )
    } else if files.iter().any(is_path) {
        problem!(FlagOutput, span, text!("chart-output-input"), help)
            .label(crate::lang::text!("xlsx-output-input-label"))
    } else {
        return None;
    };
    Some(FlagProblem::new("--output", text, diagnostic))
}

/// The height of a chart drawn in the terminal, in lines, legend apart.
const CHART_LINES: usize = 16;

/// `batak chart FILE…`: the running totals of one match, or each player's points across
/// the matches of a season, drawn in the terminal or written as SVG.
pub(crate) fn chart(args: &ChartArgs, out: &mut Output) -> Result<Exit, Stop> {
    let style = stderr_style(args.input.file.color, out.lang);
    let problem = (args.output.as_deref()).and_then(|path| output_problem(path, &args.files));
    if let Some(problem) = problem {
        return Err(problem.shown(&style));
    }
    let names: &dyn Fn(&str) -> String = if args.output.is_some() {
        &diagnostic::escape_name
    } else {
        &crate::render::for_terminal
    };
    let (chart, exit) = if let [file] = &args.files[..] {
        let (session, _) = session(&args.input, out.lang)?;
        let outcome = session.evaluate(file);
        report(&outcome, style);
        let Some(scored) = outcome.scored() else {
            return Ok(Exit::Invalid);
        };
        (Chart::of(out.lang, &outcome.name, scored, names), Exit::Ok)
    } else {
        let left_out = |names: &str| say!(out.lang, "left-out-of-chart", files = names);
        let (season, exit) = gather(&args.files, &args.input, left_out, out.lang)?;
        if season.matches.is_empty() {
            return Ok(Exit::Invalid);
        }
        (Chart::season(out.lang, &season, names), exit)
    };
    let Some(path) = &args.output else {
        let stdout = stdout_style(args.input.file.color, out);
        let text = chart.terminal(stdout.width, CHART_LINES, stdout.color);
        out.emit(text.as_bytes());
        return Ok(exit);
    };
    let (width, height) = args.size;
    let name = path.display().to_string();
    let svg = match chart.svg(width, height) {
        Ok(svg) => svg,
        Err(error) => {
            let problem = problem!(
                diagnostic::Code::IoWrite,
                text!("chart-failed", error = &error),
                help
            );
            return Err(style.refuse(&name, problem));
        }
    };
    let wrote = say!(
        out.lang,
        "wrote-chart",
        file = diagnostic::escape_name(&name),
        size = format!("{width}×{height}")
    );
    // The whole SVG or none: a new copy renamed into place, as match files are written.
    Ok(exit.max(super::write_file(path, svg.as_bytes(), &wrote, style, out)))
}
