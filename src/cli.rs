//! The command line, declared with clap's derive. Values that need diagnostics of their
//! own (`--set`, `--with`) are kept as text here and parsed by `rules`, so their mistakes
//! are shown over the flag's text like any other problem.

use clap::builder::{PossibleValue, TypedValueParser};
use clap::{Args, Parser, Subcommand};

/// When to colour output (`--color`): clap's own choice of `auto`, `always`, `never`.
pub(crate) use clap::ColorChoice;

use crate::render::OutputFormat::{self, Csv, Github, Html, Json, Markdown, Table, Text, Xlsx};
use crate::source::Format;

pub(crate) mod localise;
#[cfg(test)]
mod tests;
pub(crate) mod value;

/// A choice of a `named!` enum (a file's format, an output format) as a flag's value: the
/// choices a flag takes, each by its name and with its line of help (`help`'s, where the
/// flag says it otherwise). Parsed as a `ValueEnum` is: a value not in UTF-8 is an
/// invalid value too.
#[derive(Clone)]
struct Choices<T: 'static>(
    &'static [T],
    fn(T) -> &'static str,
    fn(T) -> Option<&'static str>,
);

impl<T: Copy + Send + Sync + 'static> TypedValueParser for Choices<T> {
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<T, clap::Error> {
        let value = value.to_string_lossy();
        let parser =
            clap::builder::PossibleValuesParser::new(self.possible_values().into_iter().flatten());
        let name = parser.parse_ref(cmd, arg, std::ffi::OsStr::new(&*value))?;
        // clap took a name of the choices (no flag ignores case, none has an alias).
        let choice = self.0.iter().find(|&&choice| self.1(choice) == name);
        Ok(*choice.expect("the name of a choice"))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        let values = self.0.iter();
        Some(Box::new(values.map(|&choice| {
            PossibleValue::new(self.1(choice)).help(self.2(choice))
        })))
    }
}

/// The output formats of a command, with their help.
const fn formats(formats: &'static [OutputFormat]) -> Choices<OutputFormat> {
    Choices(formats, OutputFormat::name, OutputFormat::help)
}

/// The formats of `score` and `compare`.
const SCORED: Choices<OutputFormat> = formats(&[Table, Json, Csv, Markdown, Html, Github, Xlsx]);

/// The formats of `show` and `rules`.
const SHOWN: Choices<OutputFormat> = formats(&[Table, Json, Markdown]);

/// The formats of `stats`: its page and its workbook are the season's.
const SEASON: Choices<OutputFormat> = Choices(
    &[Table, Json, Csv, Markdown, Html, Xlsx],
    OutputFormat::name,
    |format| match format {
        Html => Some("A standalone page: the standings, the season's chart and its matches"),
        Xlsx => Some(
            "A workbook, written with --output PATH.xlsx: the season's sheet, numbers as numbers",
        ),
        _ => None,
    },
);

/// batak: the Batak scorekeeper. The words of its command line, English among them, are
/// in the catalogue (`locales/*/cli.ftl`), which `localise` reads: a command's about line
/// is `about-<command>`, its examples `after-<command>`, a flag's help `arg-<flag>`.
#[derive(Debug, Parser)]
#[command(name = "batak", version, propagate_version = true)]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub(crate) command: Command,
}

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub(crate) enum Command {
    Score(ScoreArgs),
    Check(CheckArgs),
    Compare(CompareArgs),
    Rules(RulesArgs),
    New(NewArgs),
    Add(AddArgs),
    Amend(AmendArgs),
    Remove(RemoveArgs),
    Rename(RenameArgs),
    Show(ShowArgs),
    Stats(StatsArgs),
    Chart(ChartArgs),
    Watch(WatchArgs),
    Serve(ServeArgs),
    Lsp,
    Schema,
    Completions { shell: clap_complete::Shell },
    Man,
}

/// `args` parsed by the command tree, which builds the arguments of the command they
/// name only (`defer`: building every command's was a fifth of a short run's time), or,
/// when that refuses them, by the tree `whole` builds, whose error is the one to show;
/// but for a version, which this tree answers.
pub(crate) fn parse(
    args: &[std::ffi::OsString],
    whole: impl FnOnce() -> clap::Command,
) -> Result<Cli, clap::Error> {
    match Cli::try_parse_from(args) {
        Ok(cli) => Ok(cli),
        Err(version) if version.kind() == clap::error::ErrorKind::DisplayVersion => Err(version),
        Err(_) => whole()
            .try_get_matches_from(args)
            .and_then(|matches| <Cli as clap::FromArgMatches>::from_arg_matches(&matches)),
    }
}

/// How a match file is read and reported: every command that reads or writes one.
#[derive(Debug, Args)]
pub(crate) struct FileArgs {
    #[arg(long, value_parser = Choices(&[Format::Toml, Format::Yaml], Format::name, Format::help), value_name = "FORMAT")]
    pub(crate) input_format: Option<Format>,
    #[arg(long)]
    pub(crate) strict: bool,
    #[arg(long, value_enum, default_value = "auto", value_name = "WHEN")]
    pub(crate) color: ColorChoice,
    #[arg(long, value_name = "SIZE", default_value = "1G", value_parser = value::size)]
    pub(crate) max_size: u64,
}

/// Options of the commands that apply house rules to a match file.
#[derive(Debug, Args)]
pub(crate) struct InputArgs {
    #[arg(long = "set", value_name = "NAME=VALUE", add = clap_complete::ArgValueCompleter::new(crate::complete::settings))]
    pub(crate) set: Vec<String>,
    #[command(flatten)]
    pub(crate) file: FileArgs,
}

#[derive(Debug, Args)]
pub(crate) struct ScoreArgs {
    #[arg(required = true, value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) files: Vec<String>,
    #[arg(long, value_parser = SCORED, default_value = "table")]
    pub(crate) format: OutputFormat,
    #[arg(short, long, value_name = "PATH", value_hint = clap::ValueHint::FilePath)]
    pub(crate) output: Option<std::path::PathBuf>,
    #[command(flatten)]
    pub(crate) input: InputArgs,
}

#[derive(Debug, Args)]
pub(crate) struct CheckArgs {
    #[arg(required = true, value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) files: Vec<String>,
    #[arg(long, value_parser = formats(&[Text, Json, Github]), default_value = "text")]
    pub(crate) format: OutputFormat,
    #[arg(long)]
    pub(crate) match_files_only: bool,
    #[command(flatten)]
    pub(crate) input: InputArgs,
}

#[derive(Debug, Args)]
pub(crate) struct CompareArgs {
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) file: String,
    #[arg(
        long = "with",
        value_name = "[LABEL:]NAME=VALUE,…",
        required = true,
        allow_hyphen_values = true
    )]
    pub(crate) with: Vec<String>,
    #[arg(long, value_parser = SCORED, default_value = "table")]
    pub(crate) format: OutputFormat,
    #[arg(short, long, value_name = "PATH", value_hint = clap::ValueHint::FilePath)]
    pub(crate) output: Option<std::path::PathBuf>,
    #[command(flatten)]
    pub(crate) input: InputArgs,
}

#[derive(Debug, Args)]
pub(crate) struct NewArgs {
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) file: std::path::PathBuf,
    #[arg(
        long,
        value_delimiter = ',',
        required_unless_present = "like",
        value_name = "A,B,C,D"
    )]
    pub(crate) players: Vec<String>,
    #[arg(long, value_name = "OLD", value_hint = clap::ValueHint::FilePath)]
    pub(crate) like: Option<String>,
    #[arg(long, value_delimiter = ',', value_name = "X,Y")]
    pub(crate) teams: Option<Vec<String>>,
    #[arg(long, value_name = "NAME")]
    pub(crate) dealer: Option<String>,
    #[arg(long, value_name = "TEXT", allow_hyphen_values = true)]
    pub(crate) title: Option<String>,
    #[arg(long, value_name = "DATE")]
    pub(crate) date: Option<String>,
    #[arg(long, default_value = "batak.schema.json", value_name = "PATH|URL")]
    pub(crate) schema: String,
    #[command(flatten)]
    pub(crate) input: InputArgs,
}

/// The fields of a deal, as `add` and `amend` take them.
#[derive(Debug, Args)]
pub(crate) struct DealArgs {
    #[arg(long, value_name = "NAME", add = clap_complete::ArgValueCompleter::new(crate::complete::players))]
    pub(crate) declarer: Option<String>,
    #[arg(long, allow_negative_numbers = true, value_name = "N", value_parser = value::bid)]
    pub(crate) bid: Option<i64>,
    #[arg(long, value_parser = value::tricks, allow_hyphen_values = true, value_name = "COUNTS")]
    pub(crate) tricks: Option<crate::edit::TricksArg>,
    #[arg(long, value_name = "SUIT", add = clap_complete::ArgValueCompleter::new(crate::complete::suits))]
    pub(crate) trump: Option<String>,
    #[arg(long, conflicts_with_all = ["declarer", "bid", "tricks", "trump"])]
    pub(crate) passed: bool,
    #[arg(
        long,
        allow_negative_numbers = true,
        value_name = "A,B,C,D",
        value_parser = value::bids,
        conflicts_with_all = ["declarer", "bid", "passed"]
    )]
    pub(crate) bids: Option<value::Bids>,
    #[arg(long, value_name = "NAME", add = clap_complete::ArgValueCompleter::new(crate::complete::players))]
    pub(crate) dealer: Option<String>,
    #[arg(long, value_name = "TEXT", allow_hyphen_values = true)]
    pub(crate) note: Option<String>,
}

#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("deal").required(true).args(["declarer", "bids", "passed"])))]
#[command(group(clap::ArgGroup::new("contract").args(["declarer"]).requires_all(["bid", "tricks"])))]
#[command(group(clap::ArgGroup::new("predicted").args(["bids"]).requires("tricks")))]
#[command(group(clap::ArgGroup::new("played").args(["bid", "tricks", "trump"]).multiple(true).requires("deal")))]
pub(crate) struct AddArgs {
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) file: String,
    #[command(flatten)]
    pub(crate) deal: DealArgs,
    #[arg(long)]
    pub(crate) after_end: bool,
    #[command(flatten)]
    pub(crate) edit: EditArgs,
}

#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("change").required(true).multiple(true).args(["declarer", "bid", "bids", "tricks", "trump", "passed", "dealer", "note", "title", "date"])))]
pub(crate) struct AmendArgs {
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) file: String,
    #[arg(value_name = "N", value_parser = value::deal_number)]
    pub(crate) number: Option<usize>,
    #[command(flatten)]
    pub(crate) deal: DealArgs,
    #[arg(long, value_name = "TEXT", conflicts_with_all = DEAL_CHANGES, allow_hyphen_values = true)]
    pub(crate) title: Option<String>,
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
    #[arg(long)]
    pub(crate) dry_run: bool,
    #[arg(long, value_name = "SECONDS", default_value_t = crate::writer::DEFAULT_WAIT.as_secs(), value_parser = value::seconds)]
    pub(crate) wait: u64,
    #[command(flatten)]
    pub(crate) file_args: FileArgs,
    #[arg(skip)]
    pub(crate) guard: Guard,
}

/// What a change asks of the file before it is made, and the rules it is judged under:
/// how `batak serve` makes sure that two phones never record one deal twice, nor a change
/// drawn from a page the file has since left behind. The commands leave it empty.
#[derive(Debug, Clone, Default)]
pub(crate) struct Guard {
    /// The file must have this many deals (the form's new deal is the next one):
    /// checked by `add`, the only change it is set for.
    pub(crate) deals: Option<usize>,
    /// The file's bytes must have this fingerprint (`source::fingerprint`): the version
    /// the page was drawn from.
    pub(crate) version: Option<u64>,
    /// House rules on top of the file's own (`serve --set`).
    pub(crate) rules: Vec<crate::rules::Assignment>,
}

#[derive(Debug, Args)]
pub(crate) struct RemoveArgs {
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) file: String,
    #[arg(value_name = "N", value_parser = value::deal_number)]
    pub(crate) number: Option<usize>,
    #[command(flatten)]
    pub(crate) edit: EditArgs,
}

#[derive(Debug, Args)]
pub(crate) struct RenameArgs {
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) file: String,
    #[arg(value_name = "OLD", add = clap_complete::ArgValueCompleter::new(crate::complete::players))]
    pub(crate) old: String,
    #[arg(value_name = "NEW")]
    pub(crate) new: String,
    #[command(flatten)]
    pub(crate) edit: EditArgs,
}

#[derive(Debug, Args)]
pub(crate) struct ShowArgs {
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) file: String,
    #[arg(value_name = "N", value_parser = value::deal_number)]
    pub(crate) number: Option<usize>,
    #[arg(long, value_parser = SHOWN, default_value = "table")]
    pub(crate) format: OutputFormat,
    #[command(flatten)]
    pub(crate) input: InputArgs,
}

#[derive(Debug, Args)]
pub(crate) struct StatsArgs {
    #[arg(required = true, value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) files: Vec<String>,
    #[arg(long, value_parser = SEASON, default_value = "table")]
    pub(crate) format: OutputFormat,
    #[arg(short, long, value_name = "PATH", value_hint = clap::ValueHint::FilePath)]
    pub(crate) output: Option<std::path::PathBuf>,
    #[command(flatten)]
    pub(crate) input: InputArgs,
}

#[derive(Debug, Args)]
pub(crate) struct ChartArgs {
    #[arg(required = true, value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) files: Vec<String>,
    #[arg(short, long, value_name = "PATH.svg", value_hint = clap::ValueHint::FilePath)]
    pub(crate) output: Option<std::path::PathBuf>,
    #[arg(long, value_name = "WxH", default_value = "800x480", value_parser = value::pixels)]
    pub(crate) size: (u32, u32),
    #[command(flatten)]
    pub(crate) input: InputArgs,
}

#[derive(Debug, Args)]
pub(crate) struct WatchArgs {
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) file: String,
    #[command(flatten)]
    pub(crate) input: InputArgs,
}

#[derive(Debug, Args)]
pub(crate) struct ServeArgs {
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) file: String,
    #[arg(long, value_name = "N", default_value_t = 8151)]
    pub(crate) port: u16,
    #[arg(
        long,
        value_name = "ADDR",
        default_value = "127.0.0.1",
        conflicts_with = "lan"
    )]
    pub(crate) bind: std::net::IpAddr,
    #[arg(long)]
    pub(crate) lan: bool,
    #[arg(long)]
    pub(crate) read_only: bool,
    #[arg(long)]
    pub(crate) no_qr: bool,
    #[command(flatten)]
    pub(crate) input: InputArgs,
}

#[derive(Debug, Args)]
pub(crate) struct RulesArgs {
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) file: Option<String>,
    #[arg(long, value_parser = SHOWN, default_value = "table")]
    pub(crate) format: OutputFormat,
    #[command(flatten)]
    pub(crate) input: InputArgs,
}
