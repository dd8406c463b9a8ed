//! The commands that read match files: `score`, `check` and `compare`.

use crate::cli::{CheckArgs, CompareArgs, ScoreArgs, ShowArgs};
use crate::compare::RuleSet;
use crate::diagnostic::{Code, Diagnostic, RenderStyle, problem};
use crate::render::show::Shown;
use crate::render::{OutputFormat, View, exporter};
use crate::rules::Flag;
use crate::{Exit, Output};

use super::{
    FlagProblem, Report, Stop, parse_flags, report, session, show, stderr_style, stdout_style,
};

/// `batak score FILE…`: every file through the session, each one's output as it comes.
pub(crate) fn score(args: &ScoreArgs, out: &mut Output) -> Result<Exit, Stop> {
    let (output, format) = (args.output.as_deref(), args.format);
    let style = stderr_style(args.input.file.color, out.lang);
    super::printed((output, format), &args.files, style, out, |file| {
        printed(args, file)
    })
}

/// What `batak score` prints (a workbook it writes: a sheet per match that scores, the
/// others reported).
fn printed(args: &ScoreArgs, out: &mut Output) -> Result<Exit, Stop> {
    let (session, style) = session(&args.input, out.lang)?;
    let workbook = super::workbook_output(args.format, args.output.as_deref(), &args.files, style)?;
    let mut exporter = exporter(args.format, stdout_style(args.input.file.color, out));
    let mut exit = Exit::Ok;
    // A page of several files opens with their season's standings, counted as stats
    // counts them (a file named twice, once).
    let mut season: Option<(crate::stats::Season, super::season::Seen)> =
        (args.format == OutputFormat::Html && args.files.len() > 1).then(Default::default);
    for (index, path) in args.files.iter().enumerate() {
        let outcome = session.evaluate(path);
        report(&outcome, style);
        if let Some((season, seen)) = &mut season
            && seen.first(path, out.lang)
        {
            season.count(&outcome);
        }
        if outcome.fails() {
            exit = Exit::Invalid;
        }
        if index > 0
            && matches!(args.format, OutputFormat::Table | OutputFormat::Markdown)
            && outcome.scored().is_some()
        {
            out.emit(b"\n");
        }
        if let Err(error) = exporter.write(View::Match(&outcome), out)
            && workbook.is_some()
        {
            let file = crate::diagnostic::escape_name(&outcome.name);
            // The workbook's error may quote a title: shown escaped, like every name.
            let error = crate::render::xlsx::failure_words(&error).in_lang(out.lang);
            let error = crate::diagnostic::escape_controls(&error).into_owned();
            super::say(&crate::lang::say!(
                out.lang,
                "xlsx-not-put",
                file = file,
                error = error
            ));
            exit = Exit::Invalid;
        }
        if out.closed() {
            break;
        }
    }
    if let Some((season, _)) = season {
        let _ = exporter.write(View::Season(&season), out);
    }
    Ok(super::end(&mut *exporter, workbook, exit, style, out))
}

/// `batak check FILE…`: a line per valid file, or the JSON object of each.
pub(crate) fn check(args: &CheckArgs, out: &mut Output) -> Result<Exit, Stop> {
    let (session, style) = session(&args.input, out.lang)?;
    let mut exporter = exporter(args.format, stdout_style(args.input.file.color, out));
    let mut exit = Exit::Ok;
    for path in &args.files {
        if args.match_files_only && path != "-" && !crate::source::is_match_file(path) {
            continue;
        }
        let outcome = session.evaluate(path);
        report(&outcome, style);
        if outcome.fails() {
            exit = Exit::Invalid;
        }
        let _ = exporter.write(View::Match(&outcome), out);
    }
    Ok(exit)
}

/// `batak compare FILE --with …`: one read of the file, judged under its own rules and
/// each alternative.
pub(crate) fn compare(args: &CompareArgs, out: &mut Output) -> Result<Exit, Stop> {
    let style = stderr_style(args.input.file.color, out.lang);
    if args.format == OutputFormat::Github {
        // Annotations are for a file's problems: a command-line mistake.
        let diagnostic = problem!(
            Code::FlagValue,
            Some(0..6),
            text!("github-compare"),
            label,
            help
        );
        let problem = FlagProblem::new("--format", "github".to_owned(), diagnostic);
        return Err(problem.shown(&style));
    }
    let (output, format) = (args.output.as_deref(), args.format);
    let inputs = std::slice::from_ref(&args.file);
    super::printed((output, format), inputs, style, out, |file| {
        compared(args, file)
    })
}

/// What `batak compare` prints (a workbook it writes).
fn compared(args: &CompareArgs, out: &mut Output) -> Result<Exit, Stop> {
    let (session, style) = session(&args.input, out.lang)?;
    let (rule_sets, bad_flag) = rule_sets(&args.with, &args.input.set, style);
    if bad_flag {
        // A rule set that cannot be read: a command-line mistake, and nothing printed.
        return Ok(Exit::Usage);
    }
    let (source, _) = session
        .read(&args.file)
        .map_err(|unreadable| style.refuse(&unreadable.name, *unreadable.diagnostic))?;
    let comparison =
        crate::compare::compare(&session, source, &rule_sets, out.lang, |name, text, new| {
            show(name, text, new, style);
        })
        .map_err(|(diagnostics, source)| {
            show(&source.name, &source.text, &diagnostics, style);
            Stop(Exit::Invalid)
        })?;
    let mut exit = if comparison.scored().count() == comparison.variants.len() {
        Exit::Ok
    } else {
        Exit::Invalid
    };
    let mut exporter = exporter(args.format, stdout_style(args.input.file.color, out));
    let workbook = super::workbook_output(
        args.format,
        args.output.as_deref(),
        std::slice::from_ref(&args.file),
        style,
    )?;
    // The variants that scored are shown even when others did not (exit 1 then); JSON
    // says why none did, and a workbook is written whatever scored.
    let shown = comparison.scored().next().is_some() || args.format == OutputFormat::Json;
    if !shown && workbook.is_none() {
        return Ok(exit);
    }
    if exporter.write(View::Comparison(&comparison), out).is_err() && workbook.is_some() {
        exit = Exit::Invalid;
    }
    Ok(super::end(&mut *exporter, workbook, exit, style, out))
}

/// The rule sets to compare: the file's own rules, then those of the `--with` flags that
/// parse; and whether any did not (each one reported). A bad --with is a command-line
/// mistake (exit 2): every flag is still read, so that all their mistakes are shown, but
/// nothing is compared.
fn rule_sets(with: &[String], set: &[String], style: RenderStyle) -> (Vec<RuleSet>, bool) {
    let mut rule_sets = vec![own_rules(set)];
    let mut bad_flag = false;
    // The file's own column is labelled too, in English (as JSON says it) and as shown.
    let own = &rule_sets[0].label;
    let own = [own.en(), own.in_lang(style.lang)];
    let mut labels: Vec<String> = Vec::new();
    for text in with {
        // `label:k=v,…`: the label, then the flag to parse.
        let colon = text
            .find(':')
            .filter(|&colon| text.find('=').is_none_or(|equals| colon < equals));
        let start = colon.map_or(0, |colon| colon + 1);
        let label = colon
            .map_or(text.as_str(), |colon| text[..colon].trim())
            .to_owned();
        // Two columns of one name could not be told apart, nor a column of no name.
        let span = text.find(label.as_str()).map(|at| at..at + label.len());
        let code = Code::FlagValue;
        let problem = if label.is_empty() {
            Some(problem!(
                code,
                Some(0..start),
                text!("compare-label-empty"),
                label,
                help
            ))
        } else if own.contains(&label) {
            let own = own[1].as_str();
            Some(problem!(
                code,
                span,
                text!("compare-label-own", label = own),
                label,
                help
            ))
        } else if labels.contains(&label) {
            let label = label.as_str();
            Some(problem!(
                code,
                span,
                text!("compare-label-twice", label = label),
                label,
                help
            ))
        } else {
            None
        };
        if let Some(diagnostic) = problem {
            FlagProblem::new("--with", text.clone(), diagnostic).shown(&style);
            bad_flag = true;
            continue;
        }
        labels.push(label.clone());
        let flag = Flag {
            text: text.clone(),
            start,
            origin: "--with",
        };
        let Ok(assignments) = parse_flags(std::slice::from_ref(&flag), style) else {
            bad_flag = true;
            continue;
        };
        // A flag that parses is `k=v` parts alone: its overrides, as typed.
        let own: Vec<(&str, &str)> = overrides_of(&text[start..]).collect();
        // Each rule set is the file's with --set, then its own: its label names what it
        // takes from --set (not a setting its own gives another value).
        let taken: Vec<&str> = set
            .iter()
            .flat_map(|text| overrides_of(text))
            .filter(|(key, _)| own.iter().all(|(own, _)| own != key))
            .map(|(_, part)| part)
            .collect();
        let label = if taken.is_empty() {
            label.into()
        } else {
            crate::lang::text!("compare-with-and", label = label, set = taken.join(" "))
        };
        rule_sets.push(RuleSet {
            label,
            overrides: own.iter().map(|(_, part)| (*part).to_owned()).collect(),
            assignments,
        });
    }
    (rule_sets, bad_flag)
}

/// The `k=v` parts of a `--set` or `--with` text, each with its setting's name.
fn overrides_of(text: &str) -> impl Iterator<Item = (&str, &str)> {
    text.split(',')
        .map(str::trim)
        .filter(|part| !part.is_empty())
        .map(|part| {
            (
                part.split_once('=').map_or(part, |(key, _)| key.trim()),
                part,
            )
        })
}

/// The file's own rules, the first rule set: with `--set` (`set`) the first column is
/// not the file's rules alone, and says so.
fn own_rules(set: &[String]) -> RuleSet {
    let label = if set.is_empty() {
        crate::lang::text!("compare-own-rules")
    } else {
        crate::lang::text!("compare-own-rules-and", set = set.join(" "))
    };
    RuleSet {
        label,
        overrides: Vec::new(),
        assignments: Vec::new(),
    }
}

/// `batak show FILE [N]`: deal N's recorded play.
pub(crate) fn show_deal(args: &ShowArgs, out: &mut Output) -> Result<Exit, Stop> {
    let (session, style) = session(&args.input, out.lang)?;
    let mut outcome = session.evaluate(&args.file);
    if !outcome.fails() {
        // The deal shown lists its own breaches of the play rules; other deals' are not
        // what was asked for (they came before the deal's own, and drowned it).
        outcome
            .diagnostics
            .retain(|diagnostic| !diagnostic.code.is_play_breach());
    }
    report(&outcome, style);
    let Some(scored) = outcome.scored() else {
        return Ok(Exit::Invalid);
    };
    // Left out: the last deal whose play is recorded (what there is to show).
    let deals = &scored.game.deals;
    let Some(number) = args.number.or_else(|| {
        let index = deals.iter().rposition(|deal| deal.play.is_some());
        index.map(|index| index + 1)
    }) else {
        let diagnostic = Diagnostic::error(
            Code::FlagDeal,
            None,
            crate::lang::text!(
                "show-no-play",
                name = crate::diagnostic::escape_name(&outcome.name)
            ),
        )
        .help(crate::lang::text!("show-play-help"));
        return Err(style.refuse(&outcome.name, diagnostic));
    };
    if !(1..=deals.len()).contains(&number) {
        let count = deals.len();
        let problem = super::no_such_deal_problem(
            &outcome.name,
            count,
            "show",
            Some(number),
            crate::lang::text!("no-such-deal-help", count = count),
        );
        return Err(problem.shown(&style));
    }
    let Some(shown) = Shown::of(&outcome.name, scored, number) else {
        let text = number.to_string();
        let diagnostic = problem!(
            Code::FlagDeal,
            Some(0..text.len()),
            text!("show-deal-no-play", deal = &text),
            label
        )
        .help(crate::lang::text!("show-play-help"));
        return Err(FlagProblem::new("show", text, diagnostic).shown(&style));
    };
    let _ = exporter(args.format, stdout_style(args.input.file.color, out))
        .write(View::Deal(&shown), out);
    Ok(Exit::Ok)
}
