//! The command line, declared with clap's derive. Values that need diagnostics of their
//! own (`--set`, `--with`) are kept as text here and parsed by `rules`, so their mistakes
//! are shown over the flag's text like any other problem.

use clap::builder::{PossibleValue, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::render::OutputFormat::{self, Csv, Github, Html, Json, Markdown, Table, Text, Xlsx};
use crate::source::Format;

pub(crate) mod localise;
#[cfg(test)]
mod tests;
pub(crate) mod value;

/// The choices other rooms declare with `named!`, as clap values: their names, and their
/// help where they have it.
macro_rules! value_enum {
    ($($choice:ty),+) => {$(
        impl ValueEnum for $choice {
            fn value_variants<'a>() -> &'a [Self] {
                <$choice>::ALL
            }

            fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
                Some(clap::builder::PossibleValue::new(self.name()).help(self.help()))
            }
        }
    )+};
}

value_enum!(Format);

/// A `--format`: the formats a command takes, each with its line of help (`help`'s, where
/// the command says it otherwise). Parsed as a `ValueEnum` is: a value not in UTF-8 is an
/// invalid value too.
#[derive(Clone)]
struct Formats(
    &'static [OutputFormat],
    fn(OutputFormat) -> Option<&'static str>,
);

impl Formats {
    /// `formats`, with the help each has.
    const fn of(formats: &'static [OutputFormat]) -> Formats {
        Formats(formats, OutputFormat::help)
    }

    fn values(&self) -> impl Iterator<Item = PossibleValue> + '_ {
        let help = self.1;
        self.0
            .iter()
            .map(move |&format| PossibleValue::new(format.name()).help(help(format)))
    }
}

impl TypedValueParser for Formats {
    type Value = OutputFormat;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<OutputFormat, clap::Error> {
        let value = value.to_string_lossy();
        let parser = clap::builder::PossibleValuesParser::new(self.values());
        let name = parser.parse_ref(cmd, arg, std::ffi::OsStr::new(&*value))?;
        let format = OutputFormat::ALL
            .iter()
            .find(|format| format.name() == name);
        Ok(format.copied().unwrap_or(Table))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(self.values()))
    }
}

/// The formats of `score` and `compare`.
const SCORED: Formats = Formats::of(&[Table, Json, Csv, Markdown, Html, Github, Xlsx]);

/// The formats of `show` and `rules`.
const SHOWN: Formats = Formats::of(&[Table, Json, Markdown]);

/// The formats of `stats`: its page and its workbook are the season's.
const SEASON: Formats = Formats(
    &[Table, Json, Csv, Markdown, Html, Xlsx],
    |format| match format {
        Html => Some("A standalone page: the standings, the season's chart and its matches"),
        Xlsx => Some(
            "A workbook, written with --output PATH.xlsx: the season's sheet, numbers as numbers",
        ),
        _ => None,
    },
);

const ABOUT: &str =
    "Keep score for Batak, the Turkish trick-taking card game, from a plain-text match file.";

const EXAMPLES: &str = "\
Examples:
  batak score examples/friday.toml
  batak score examples/friday.toml --set double_penalty=true --set target=101
  batak score examples/esli.yaml --format json
  batak check examples/*.toml
  batak compare examples/friday.toml --with double_penalty=true --with 'short:target=101'
  batak rules --set preset=esli
  batak add friday.toml --declarer Burak --bid 7 --tricks 2,8,2,1
  batak amend friday.toml 4 --tricks 3,7,2,1
  batak remove friday.toml
  batak watch friday.toml
  batak serve friday.toml --lan
  batak stats season/*.toml
  batak chart friday.toml --output friday.svg
  batak show examples/played.toml 2";

/// batak: the Batak scorekeeper.
#[derive(Debug, Parser)]
#[command(name = "batak", version, about = ABOUT, after_help = EXAMPLES, propagate_version = true)]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub(crate) command: Command,
}

#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    /// Score match files: per-deal table, standings and result.
    #[command(after_help = score_help())]
    Score(ScoreArgs),
    /// Validate match files without scoring output; one line per valid file.
    #[command(
        after_help = "Examples:\n  batak check examples/*.toml\n  batak check match.toml --strict --format json"
    )]
    Check(CheckArgs),
    /// Score one file under its own rules and under alternatives, side by side.
    #[command(
        after_help = "Examples:\n  batak compare match.toml --with double_penalty=true\n  batak compare match.toml --with 'slam:slam_double=true' --with 'to 101:target=101,ties=share'"
    )]
    Compare(CompareArgs),
    /// List every setting with its effective value, default, range and meaning; the presets.
    #[command(
        after_help = "Examples:\n  batak rules\n  batak rules match.toml --set double_penalty=true\n  batak rules --set preset=esli --format json"
    )]
    Rules(RulesArgs),
    /// Start a new match file (TOML or YAML by extension); never overwrites one.
    #[command(
        after_help = "Examples:\n  batak new friday.toml --players Ayşe,Burak,Cem,Deniz --dealer Ayşe\n  batak new friday.toml --players Ayşe,Burak,Cem,Deniz --title \"Friday at Kemal's\" --date 2026-11-27\n  batak new esli.yaml --players A,B,C,D --set preset=esli --teams Us,Them",
        mut_arg("set", |arg| arg.help("Write a house rule into the new file's rules (repeatable): --set preset=esli"))
    )]
    New(NewArgs),
    /// Append a deal to a match file, after checking the whole match with it.
    #[command(
        after_help = "The dealer rotation: without --dealer, add writes in the player after the last deal's dealer (the first deal's is the file's first_dealer, which batak new --dealer NAME writes); when it cannot tell, it says so and writes none.\n\nExamples:\n  batak add friday.toml --declarer Burak --bid 7 --tricks 2,8,2,1 --trump hearts\n  batak add friday.toml --declarer Cem --bid 6 --tricks Ayşe=3,Burak=2,Cem=5,Deniz=3\n  batak add friday.toml --passed --dealer Deniz\n  batak add friday.toml --declarer Burak --bid 7 --tricks 2,8,2,1 --dry-run"
    )]
    Add(AddArgs),
    /// Change fields of a deal (default: the last) where they are written; print the standings.
    #[command(
        after_help = "Examples:\n  batak amend friday.toml 4 --tricks 3,7,2,1\n  batak amend friday.toml --title \"Friday at Kemal's\" --date 2026-11-27\n  batak amend friday.toml --trump spades --dry-run\n  batak amend friday.toml 2 --passed\n  batak amend friday.toml 5 --bids 0,0,7,0",
        mut_arg("dealer", |arg| arg.help("Who dealt the deal (the rotation is checked against it)"))
    )]
    Amend(AmendArgs),
    /// Remove a deal (default: the last) with its comments; print the standings.
    #[command(
        after_help = "Examples:\n  batak remove friday.toml            # the last deal\n  batak remove friday.toml 3 --dry-run"
    )]
    Remove(RemoveArgs),
    /// Rename a player (or a team) everywhere the file names them; print the standings.
    #[command(
        after_help = "Examples:\n  batak rename friday.toml Ayse Ayşe\n  batak rename friday.toml 'Us' 'Kuzey' --dry-run"
    )]
    Rename(RenameArgs),
    /// One deal's recorded play: the hands, the tricks under the players' names, breaches.
    #[command(
        after_help = "Examples:\n  batak show examples/played.toml 2\n  batak show match.toml 5 --format json"
    )]
    Show(ShowArgs),
    /// Statistics of a season: per player over many match files.
    #[command(
        after_help = "Examples:\n  batak stats season/*.toml\n  batak stats season/*.toml --format json\n  batak stats season/*.toml --set double_penalty=true"
    )]
    Stats(StatsArgs),
    /// Chart a match's running totals, or a season's points match by match: in the terminal or as SVG.
    #[command(
        after_help = "Examples:\n  batak chart friday.toml\n  batak chart friday.toml --output friday.svg --size 1000x600\n  batak chart season/*.toml --output season.svg"
    )]
    Chart(ChartArgs),
    /// The live scoreboard: redrawn on every save of the file; Ctrl-C ends it.
    #[command(
        after_help = "Examples:\n  batak watch friday.toml\n  batak watch friday.toml --set double_penalty=true\n  batak watch friday.toml > scores.log   # plain text, each re-score ending with --"
    )]
    Watch(WatchArgs),
    /// The whole table on their phones: the match as a live page, with a form to record a deal.
    #[command(
        after_help = "The first line printed is the address to open, with the run's token in it; on a terminal a QR code of it follows, for the phones to scan. Anyone with the address can record deals: it stays on this machine unless --lan. Ctrl-C ends it.\n\nExamples:\n  batak serve friday.toml\n  batak serve friday.toml --lan\n  batak serve friday.toml --lan --read-only --port 8080"
    )]
    Serve(ServeArgs),
    /// A language server over stdin and stdout: diagnostics, running totals, completion.
    #[command(
        after_help = "Started by an editor, not by hand: it speaks the Language Server Protocol on standard input and output. docs/editors.md shows the setup for Neovim, Helix, VS Code and Zed.\n\nExample (Helix, languages.toml):\n  [language-server.batak]\n  command = \"batak\"\n  args = [\"lsp\"]"
    )]
    Lsp,
    /// Print the JSON Schema of the match file.
    Schema,
    /// Print a shell completion script.
    #[command(
        after_help = "Example:\n  batak completions bash > ~/.local/share/bash-completion/completions/batak"
    )]
    Completions {
        /// The shell to complete for.
        shell: clap_complete::Shell,
    },
    /// Print the man page (roff).
    #[command(after_help = "Example:\n  batak man > ~/.local/share/man/man1/batak.1")]
    Man,
}

/// `args` parsed by the part of the command tree they name (`parsing`), or, when that
/// refuses them, by the tree `whole` builds, whose error is the one to show.
pub(crate) fn parse(
    args: &[std::ffi::OsString],
    whole: impl FnOnce() -> clap::Command,
) -> Result<Cli, clap::Error> {
    let read = |command: clap::Command| {
        command
            .try_get_matches_from(args)
            .and_then(|matches| <Cli as clap::FromArgMatches>::from_arg_matches(&matches))
    };
    parsing(args)
        .and_then(|part| read(part).ok())
        .map_or_else(|| read(whole()), Ok)
}

/// The part of the command tree a run needs to be parsed: the command named first,
/// its arguments built from their own declarations, without the help texts of the
/// others (building the whole tree was a fifth of a short run's time). `None` for a
/// name this does not build (the tree's own commands, a mistake). Whatever this tree
/// refuses, help and `--version` among it, is parsed again by the whole tree, which
/// prints what clap says; a test checks this tree reads what the whole one reads.
pub(crate) fn parsing(args: &[std::ffi::OsString]) -> Option<clap::Command> {
    let name = args.get(1)?.to_str()?;
    let command = clap::Command::new(name.to_owned());
    let command = match name {
        "score" => ScoreArgs::augment_args(command),
        "check" => CheckArgs::augment_args(command),
        "compare" => CompareArgs::augment_args(command),
        "rules" => RulesArgs::augment_args(command),
        "new" => NewArgs::augment_args(command),
        "add" => AddArgs::augment_args(command),
        "amend" => AmendArgs::augment_args(command),
        "remove" => RemoveArgs::augment_args(command),
        "rename" => RenameArgs::augment_args(command),
        "show" => ShowArgs::augment_args(command),
        "stats" => StatsArgs::augment_args(command),
        "chart" => ChartArgs::augment_args(command),
        "watch" => WatchArgs::augment_args(command),
        "serve" => ServeArgs::augment_args(command),
        "lsp" | "schema" | "man" => command,
        _ => return None,
    };
    Some(clap::Command::new("batak").subcommand(command))
}

/// The settings usable with --set, from the settings table.
fn score_help() -> String {
    let names: Vec<&str> = crate::rules::SETTINGS.iter().map(|s| s.name).collect();
    format!(
        "Settings for --set: {}\n(`batak rules` explains each.)\n\nExamples:\n  batak score match.toml\n  batak score match.toml --set double_penalty=true --set target=101\n  batak score season/*.toml --format csv > all.csv\n  cat match.yaml | batak score - --input-format yaml",
        names.join(", ")
    )
}

/// When to colour output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum ColorChoice {
    Auto,
    Always,
    Never,
}

/// How a match file is read and reported: every command that reads or writes one.
#[derive(Debug, Args)]
pub(crate) struct FileArgs {
    /// The format of standard input (`-`) or of a file with another extension.
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub(crate) input_format: Option<Format>,
    /// Treat warnings as errors (exit 1).
    #[arg(long)]
    pub(crate) strict: bool,
    /// Colour: auto (on a terminal, unless NO_COLOR is set), always or never.
    #[allow(clippy::doc_markdown)] // help text as users read it, not rustdoc
    #[arg(long, value_enum, default_value = "auto", value_name = "WHEN")]
    pub(crate) color: ColorChoice,
    /// The largest file batak reads, in bytes or with K, M or G (powers of 1024).
    #[arg(long, value_name = "SIZE", default_value = "1G", value_parser = value::size)]
    pub(crate) max_size: u64,
}

/// Options of the commands that apply house rules to a match file.
#[derive(Debug, Args)]
pub(crate) struct InputArgs {
    /// Change a house rule for this run (repeatable): --set double_penalty=true.
    #[allow(clippy::doc_markdown)] // help text as users read it, not rustdoc
    #[arg(long = "set", value_name = "NAME=VALUE", add = clap_complete::ArgValueCompleter::new(crate::complete::settings))]
    pub(crate) set: Vec<String>,
    #[command(flatten)]
    pub(crate) file: FileArgs,
}

#[derive(Debug, Args)]
pub(crate) struct ScoreArgs {
    /// Match files (.toml, .yaml, .yml); `-` reads standard input.
    #[arg(required = true, value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) files: Vec<String>,
    /// Output format.
    #[arg(long, value_parser = SCORED, default_value = "table")]
    pub(crate) format: OutputFormat,
    /// Write the output to this file instead of standard output, whole or not at all
    /// (needed by --format xlsx, whose file ends in .xlsx).
    #[arg(short, long, value_name = "PATH", value_hint = clap::ValueHint::FilePath)]
    pub(crate) output: Option<std::path::PathBuf>,
    #[command(flatten)]
    pub(crate) input: InputArgs,
}

#[derive(Debug, Args)]
pub(crate) struct CheckArgs {
    /// Match files (.toml, .yaml, .yml); `-` reads standard input.
    #[arg(required = true, value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) files: Vec<String>,
    /// Output format: a line per valid file, a JSON object per file, or GitHub Actions
    /// workflow commands (an annotation per problem, on its line of the pull request).
    #[arg(long, value_parser = Formats::of(&[Text, Json, Github]), default_value = "text")]
    pub(crate) format: OutputFormat,
    /// Pass over files that are not match files (no `players` at the top level, as a
    /// Cargo.toml or a CI workflow): what a pre-commit hook handed every TOML and YAML
    /// file needs.
    #[arg(long)]
    pub(crate) match_files_only: bool,
    #[command(flatten)]
    pub(crate) input: InputArgs,
}

#[derive(Debug, Args)]
pub(crate) struct CompareArgs {
    /// The match file.
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) file: String,
    /// An alternative rule set: k=v[,k=v…], optionally labelled 'label:k=v,…' (repeatable).
    #[arg(long = "with", value_name = "[LABEL:]NAME=VALUE,…", required = true)]
    pub(crate) with: Vec<String>,
    /// Output format.
    #[arg(long, value_parser = SCORED, default_value = "table")]
    pub(crate) format: OutputFormat,
    /// Write the output to this file instead of standard output, whole or not at all
    /// (needed by --format xlsx, whose file ends in .xlsx).
    #[arg(short, long, value_name = "PATH", value_hint = clap::ValueHint::FilePath)]
    pub(crate) output: Option<std::path::PathBuf>,
    #[command(flatten)]
    pub(crate) input: InputArgs,
}

#[derive(Debug, Args)]
pub(crate) struct NewArgs {
    /// The file to create (.toml, .yaml or .yml).
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) file: std::path::PathBuf,
    /// The players (three or four), in order of play.
    #[arg(
        long,
        value_delimiter = ',',
        required_unless_present = "like",
        value_name = "A,B,C,D"
    )]
    pub(crate) players: Vec<String>,
    /// Start like an earlier match: its players, teams and rules settings (what
    /// --players, --teams and --set give takes precedence).
    #[arg(long, value_name = "OLD", value_hint = clap::ValueHint::FilePath)]
    pub(crate) like: Option<String>,
    /// Team names, partnership only (team 1 = seats 1 & 3).
    #[arg(long, value_delimiter = ',', value_name = "X,Y")]
    pub(crate) teams: Option<Vec<String>>,
    /// Who deals the first deal (written as first_dealer): batak add then writes each
    /// deal's dealer, the deal passing to the next player in order of play.
    #[allow(clippy::doc_markdown)] // help text as users read it, not rustdoc
    #[arg(long, value_name = "NAME")]
    pub(crate) dealer: Option<String>,
    /// The match's title, above its tables, charts and pages (else the file's name).
    #[arg(long, value_name = "TEXT")]
    pub(crate) title: Option<String>,
    /// The match's date, year first: 2026-11-27 (27.11.2026 is written so, with a note).
    #[arg(long, value_name = "DATE")]
    pub(crate) date: Option<String>,
    /// The schema the file's first line points editors to.
    #[arg(long, default_value = "batak.schema.json", value_name = "PATH|URL")]
    pub(crate) schema: String,
    #[command(flatten)]
    pub(crate) input: InputArgs,
}

/// The fields of a deal, as `add` and `amend` take them.
#[derive(Debug, Args)]
pub(crate) struct DealArgs {
    /// Who won the auction.
    #[arg(long, value_name = "NAME", add = clap_complete::ArgValueCompleter::new(crate::complete::players))]
    pub(crate) declarer: Option<String>,
    /// The declarer's bid.
    #[arg(long, allow_negative_numbers = true, value_name = "N", value_parser = value::bid)]
    pub(crate) bid: Option<i64>,
    /// Tricks taken: a,b,c,d in order of play (or a-b-c-d, as the tables show them),
    /// NAME=n,… per player or team, or 2 team counts.
    #[arg(long, value_parser = value::tricks, allow_hyphen_values = true, value_name = "COUNTS")]
    pub(crate) tricks: Option<crate::edit::TricksArg>,
    /// The trump suit (spades, hearts, ♠, maça, sinek …; not S, which is spades in English and sinek in Turkish).
    #[arg(long, value_name = "SUIT", add = clap_complete::ArgValueCompleter::new(crate::complete::suits))]
    pub(crate) trump: Option<String>,
    /// Everybody passed: the hand was thrown in.
    #[arg(long, conflicts_with_all = ["declarer", "bid", "tricks", "trump"])]
    pub(crate) passed: bool,
    /// One number per player in order of play: under bidding = everyone each player's
    /// prediction (with --tricks); else the score-sheet form, one non-zero (replaces
    /// declarer and bid).
    #[allow(clippy::doc_markdown)] // help text as users read it, not rustdoc
    #[arg(
        long,
        allow_negative_numbers = true,
        value_name = "A,B,C,D",
        value_parser = value::bids,
        conflicts_with_all = ["declarer", "bid", "passed"]
    )]
    pub(crate) bids: Option<value::Bids>,
    /// Who dealt; left out, add writes the player after the last deal's dealer (the first
    /// deal's: the file's first_dealer, from batak new --dealer).
    #[allow(clippy::doc_markdown)] // help text as users read it, not rustdoc
    #[arg(long, value_name = "NAME", add = clap_complete::ArgValueCompleter::new(crate::complete::players))]
    pub(crate) dealer: Option<String>,
    /// A note for the deal.
    #[arg(long, value_name = "TEXT")]
    pub(crate) note: Option<String>,
}

#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("deal").required(true).args(["declarer", "bids", "passed"])))]
#[command(group(clap::ArgGroup::new("contract").args(["declarer"]).requires_all(["bid", "tricks"])))]
#[command(group(clap::ArgGroup::new("predicted").args(["bids"]).requires("tricks")))]
#[command(group(clap::ArgGroup::new("played").args(["bid", "tricks", "trump"]).multiple(true).requires("deal")))]
pub(crate) struct AddArgs {
    /// The match file to append to.
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) file: String,
    #[command(flatten)]
    pub(crate) deal: DealArgs,
    /// Record the deal even though the match has finished (it shows as after the end).
    #[arg(long)]
    pub(crate) after_end: bool,
    #[command(flatten)]
    pub(crate) edit: EditArgs,
}

#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("change").required(true).multiple(true).args(["declarer", "bid", "bids", "tricks", "trump", "passed", "dealer", "note", "title", "date"])))]
pub(crate) struct AmendArgs {
    /// The match file.
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) file: String,
    /// The deal's number (from 1, as the tables show it); the last deal if left out.
    #[arg(value_name = "N", value_parser = value::deal_number)]
    pub(crate) number: Option<usize>,
    #[command(flatten)]
    pub(crate) deal: DealArgs,
    /// Change the match's title instead of a deal (given alone, or with --date).
    #[arg(long, value_name = "TEXT", conflicts_with_all = DEAL_CHANGES)]
    pub(crate) title: Option<String>,
    /// Change the match's date instead of a deal: 2026-11-27 (27.11.2026 is written so).
    #[arg(long, value_name = "DATE", conflicts_with_all = DEAL_CHANGES)]
    pub(crate) date: Option<String>,
    #[command(flatten)]
    pub(crate) edit: EditArgs,
}

/// What `amend` changes in a deal: none of it goes with `--title` or `--date`, which
/// change the top of the file.
const DEAL_CHANGES: [&str; 9] = [
    "number", "declarer", "bid", "bids", "tricks", "trump", "passed", "dealer", "note",
];

/// Options of the commands that change a match file (`add`, `amend`, `remove`).
#[derive(Debug, Args)]
pub(crate) struct EditArgs {
    /// Show the change and the standings it would give; write nothing.
    #[arg(long)]
    pub(crate) dry_run: bool,
    /// How long to wait for another batak that is changing the file, in seconds.
    #[arg(long, value_name = "SECONDS", default_value_t = crate::writer::DEFAULT_WAIT.as_secs(), value_parser = value::seconds)]
    pub(crate) wait: u64,
    #[command(flatten)]
    pub(crate) file_args: FileArgs,
    /// What the file must be for the change to be made (`batak serve`'s forms); no flag.
    #[arg(skip)]
    pub(crate) guard: Guard,
}

/// What a change asks of the file before it is made, and the rules it is judged under:
/// how `batak serve` makes sure that two phones never record one deal twice, nor a change
/// drawn from a page the file has since left behind. The commands leave it empty.
#[derive(Debug, Clone, Default)]
pub(crate) struct Guard {
    /// The file must have this many deals (the form's new deal is the next one).
    pub(crate) deals: Option<usize>,
    /// The file's bytes must have this fingerprint (`source::fingerprint`): the version
    /// the page was drawn from.
    pub(crate) version: Option<u64>,
    /// House rules on top of the file's own (`serve --set`).
    pub(crate) rules: Vec<crate::rules::Assignment>,
}

#[derive(Debug, Args)]
pub(crate) struct RemoveArgs {
    /// The match file to remove a deal from.
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) file: String,
    /// The deal's number (from 1, as the tables show it); the last deal if left out.
    #[arg(value_name = "N", value_parser = value::deal_number)]
    pub(crate) number: Option<usize>,
    #[command(flatten)]
    pub(crate) edit: EditArgs,
}

#[derive(Debug, Args)]
pub(crate) struct RenameArgs {
    /// The match file.
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) file: String,
    /// The name as the file has it (typed as people type names: `ayse` is Ayse).
    #[arg(value_name = "OLD", add = clap_complete::ArgValueCompleter::new(crate::complete::players))]
    pub(crate) old: String,
    /// The new name: no other player's or team's.
    #[arg(value_name = "NEW")]
    pub(crate) new: String,
    #[command(flatten)]
    pub(crate) edit: EditArgs,
}

#[derive(Debug, Args)]
pub(crate) struct ShowArgs {
    /// The match file; `-` reads standard input.
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) file: String,
    /// The deal's number (from 1, as the tables show it); the last deal with its play
    /// recorded if left out.
    #[arg(value_name = "N", value_parser = value::deal_number)]
    pub(crate) number: Option<usize>,
    /// Output format.
    #[arg(long, value_parser = SHOWN, default_value = "table")]
    pub(crate) format: OutputFormat,
    #[command(flatten)]
    pub(crate) input: InputArgs,
}

#[derive(Debug, Args)]
pub(crate) struct StatsArgs {
    /// Match files (.toml, .yaml, .yml) of the season; `-` reads standard input.
    #[arg(required = true, value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) files: Vec<String>,
    /// Output format.
    #[arg(long, value_parser = SEASON, default_value = "table")]
    pub(crate) format: OutputFormat,
    /// Write the output to this file instead of standard output, whole or not at all
    /// (needed by --format xlsx, whose file ends in .xlsx).
    #[arg(short, long, value_name = "PATH", value_hint = clap::ValueHint::FilePath)]
    pub(crate) output: Option<std::path::PathBuf>,
    #[command(flatten)]
    pub(crate) input: InputArgs,
}

#[derive(Debug, Args)]
pub(crate) struct ChartArgs {
    /// The match file; `-` reads standard input. With several files, each player's
    /// points across them, in the order given.
    #[arg(required = true, value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) files: Vec<String>,
    /// Write a standalone SVG to this file instead of drawing in the terminal.
    #[arg(short, long, value_name = "PATH.svg", value_hint = clap::ValueHint::FilePath)]
    pub(crate) output: Option<std::path::PathBuf>,
    /// The SVG's size in pixels.
    #[arg(long, value_name = "WxH", default_value = "800x480", value_parser = value::pixels)]
    pub(crate) size: (u32, u32),
    #[command(flatten)]
    pub(crate) input: InputArgs,
}

#[derive(Debug, Args)]
pub(crate) struct WatchArgs {
    /// The match file to follow.
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) file: String,
    #[command(flatten)]
    pub(crate) input: InputArgs,
}

#[derive(Debug, Args)]
pub(crate) struct ServeArgs {
    /// The match file to serve: the only file read or written.
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) file: String,
    /// The port to listen on (0: any free one).
    #[arg(long, value_name = "N", default_value_t = 8151)]
    pub(crate) port: u16,
    /// The address to listen on.
    #[arg(
        long,
        value_name = "ADDR",
        default_value = "127.0.0.1",
        conflicts_with = "lan"
    )]
    pub(crate) bind: std::net::IpAddr,
    /// Listen on every interface, for the phones at the table: the address printed is
    /// this machine's on the local network.
    #[arg(long)]
    pub(crate) lan: bool,
    /// Show the match without the form; every change is refused.
    #[arg(long)]
    pub(crate) read_only: bool,
    /// Print no QR code of the address.
    #[arg(long)]
    pub(crate) no_qr: bool,
    #[command(flatten)]
    pub(crate) input: InputArgs,
}

#[derive(Debug, Args)]
pub(crate) struct RulesArgs {
    /// A match file whose rules to show (and where each value comes from).
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) file: Option<String>,
    /// Output format.
    #[arg(long, value_parser = SHOWN, default_value = "table")]
    pub(crate) format: OutputFormat,
    #[command(flatten)]
    pub(crate) input: InputArgs,
}
