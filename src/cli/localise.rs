//! The command line in the interface language. Its words are all in the catalogue: a
//! command's about line is `about-<command>`, its examples `after-<command>`, a flag's
//! help `arg-<command>-<flag>` (or `arg-<flag>` where every command says the same); in
//! Turkish and German also a value's name `value-<name>`, a value's help
//! `choice-<value>` (in English, the values' own declarations), and clap's headings,
//! usage line and errors, said again here (`error`). A test checks every text of the
//! command tree has its words in each language.

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, Command, CommandFactory};

use super::Cli;
use crate::lang::{self, Lang};

/// The command line as `lang` says it.
pub(crate) fn command(lang: Lang) -> Command {
    let mut root = Cli::command();
    root.build();
    localise_command(root, lang)
}

/// `command`, its arguments and its subcommands, as `lang` says them (by the catalogue
/// ids of the command's name).
fn localise_command(mut command: Command, lang: Lang) -> Command {
    let name = command.get_name().to_owned();
    if let Some(about) = lang::find(lang, &format!("about-{name}"), &[]) {
        command = command.about(about).long_about(None);
    }
    let settings: Vec<&str> = crate::rules::SETTINGS.iter().map(|s| s.name).collect();
    let args = [("settings", lang::Arg::Str(settings.join(", ")))];
    if let Some(after) = lang::find(lang, &format!("after-{name}"), &args) {
        command = command.after_help(after).after_long_help(None);
    }
    // The arguments first: the usage line is rendered with their value names said.
    command = command.mut_args(|arg| localise_arg(arg, lang, &name));
    // clap's own words in the help, said in the language: the headings and the usage line.
    if lang != Lang::En {
        command = command.subcommand_value_name(lang::say!(lang, "cli-command-value"));
        let usage = usage(&command.render_usage().to_string(), lang);
        let heading = *command.get_styles().get_usage();
        command = command
            .help_template(format!(
                "{{before-help}}{{about-with-newline}}\n{heading}{}{heading:#} {{usage}}\n\n{{all-args}}{{after-help}}",
                lang::say!(lang, "cli-usage")
            ))
            .override_usage(usage)
            .subcommand_help_heading(lang::say!(lang, "cli-commands"));
    }
    command.mut_subcommands(|sub| localise_command(sub, lang))
}

/// A usage line as clap renders it (`Usage: batak …`), without its heading, its
/// `[OPTIONS]` and value names said in the language.
fn usage(rendered: &str, lang: Lang) -> String {
    let options = format!("[{}]", lang::say!(lang, "cli-options-value"));
    let line = rendered.strip_prefix("Usage: ").unwrap_or(rendered);
    values(&line.replace("[OPTIONS]", &options), lang)
}

/// Value names in `text` (`<FILE>`, `[FILE]`, `--declarer <NAME>|…`) said in the
/// language: each `<…>` or `[…]` the catalogue names.
fn values(text: &str, lang: Lang) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(open) = rest.find(['<', '['])
        && let Some(close) = rest[open..].find(['>', ']'])
    {
        out.push_str(&rest[..=open]);
        out.push_str(&value_name(&rest[open + 1..open + close], lang));
        rest = &rest[open + close..];
    }
    out.push_str(rest);
    out
}

/// A value's name (`FILE`, `NAME=VALUE`) in the language, as it is when the catalogue
/// has none.
pub(crate) fn value_name(name: &str, lang: Lang) -> String {
    lang::find(lang, &format!("value-{}", lang::slug(name)), &[]).unwrap_or_else(|| name.to_owned())
}

/// `<kind>-<command>-<name>` when the catalogue has it, else `<kind>-<name>` if it has
/// that: an argument's help (`arg`, by its id) or a value's (`choice`, by its slug) in
/// `command`, its own or the shared one.
pub(crate) fn own_or_shared(lang: Lang, kind: &str, command: &str, name: &str) -> Option<String> {
    [format!("{kind}-{command}-{name}"), format!("{kind}-{name}")]
        .into_iter()
        .find(|id| lang::has(lang, id))
}

fn localise_arg(mut arg: Arg, lang: Lang, command: &str) -> Arg {
    let id = arg.get_id().as_str().to_owned();
    let mut help = own_or_shared(lang, "arg", command, &id).map_or_else(
        || arg.get_help().map(ToString::to_string).unwrap_or_default(),
        |id| lang::format(lang, &id, &[]),
    );
    if lang == Lang::En {
        return arg.help(help);
    }
    // ` [default: 1G]`, ` [possible values: table, json]`, as clap adds them.
    let listed = |heading: &str, items: &[String]| {
        let heading = lang::format(lang, heading, &[]);
        format!(" [{heading}: {}]", items.join(", "))
    };
    let names: Vec<String> = arg
        .get_value_names()
        .unwrap_or_default()
        .iter()
        .map(|name| value_name(name.as_str(), lang))
        .collect();
    arg = arg.value_names(names);
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|value| value.to_string_lossy().into_owned())
        .collect();
    let takes_values = arg.get_num_args().is_none_or(|range| range.takes_values());
    if !defaults.is_empty() && !arg.is_hide_default_value_set() && takes_values {
        help.push_str(&listed("cli-default", &defaults));
        arg = arg.hide_default_value(true);
    }
    let choices = arg.get_possible_values();
    if !choices.is_empty() && !arg.is_hide_possible_values_set() {
        let names: Vec<String> = choices.iter().map(|c| c.get_name().to_owned()).collect();
        help.push_str(&listed("cli-possible", &names));
        arg = arg.hide_possible_values(true);
        for choice in &choices {
            if choice.get_help().is_some()
                && let Some(id) =
                    own_or_shared(lang, "choice", command, &lang::slug(choice.get_name()))
            {
                let said = lang::format(lang, &id, &[]);
                help.push_str(&format!("\n  - {}: {said}", choice.get_name()));
            }
        }
    }
    // Arguments are listed in their order on the command line, not by their names.
    if let Some(index) = arg.get_index() {
        arg = arg.display_order(index);
    }
    let heading = if arg.is_positional() {
        "cli-arguments"
    } else {
        "cli-options"
    };
    arg.help(help)
        .long_help(None)
        .help_heading(lang::format(lang, heading, &[]))
}

/// A clap error said in `lang`: the same parts as clap's own (the problem, a tip, the
/// usage line, where to find more), for Turkish and German; English is clap's.
pub(crate) fn error(error: &clap::Error, lang: Lang) -> String {
    let shown = [
        ErrorKind::DisplayHelp,
        ErrorKind::DisplayVersion,
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand,
    ];
    if lang == Lang::En || shown.contains(&error.kind()) {
        return error.render().to_string();
    }
    // What clap says of each part (a list of values joined by commas).
    let context = |kind| error.get(kind).map(ToString::to_string).unwrap_or_default();
    let arg = values(&context(ContextKind::InvalidArg), lang);
    let value = context(ContextKind::InvalidValue);
    let prior = context(ContextKind::PriorArg);
    // A flag given twice conflicts with itself: clap says it cannot be used twice.
    let repeated = prior == context(ContextKind::InvalidArg);
    // The catalogue id of what the error says.
    let id = match error.kind() {
        ErrorKind::ArgumentConflict if repeated => "cli-error-repeated",
        ErrorKind::InvalidValue if value.is_empty() => "cli-error-value-missing",
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => "cli-error-invalid-value",
        ErrorKind::UnknownArgument => "cli-error-unknown-argument",
        ErrorKind::InvalidSubcommand => "cli-error-invalid-subcommand",
        ErrorKind::NoEquals => "cli-error-no-equals",
        ErrorKind::TooManyValues => "cli-error-too-many-values",
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => "cli-error-value-count",
        ErrorKind::ArgumentConflict => "cli-error-conflict",
        ErrorKind::MissingRequiredArgument => "cli-error-missing-required",
        ErrorKind::MissingSubcommand => "cli-error-missing-subcommand",
        ErrorKind::InvalidUtf8 => "cli-error-utf8",
        _ => "cli-error-other",
    };
    let subcommand = context(ContextKind::InvalidSubcommand);
    let args = [
        ("arg", lang::Arg::Str(arg)),
        ("value", lang::Arg::Str(value)),
        ("prior", lang::Arg::Str(prior)),
        ("subcommand", lang::Arg::Str(subcommand)),
    ];
    let heading = lang::say!(lang, "cli-error");
    let mut out = format!("{heading} {}\n", lang::format(lang, id, &args));
    let valid = context(ContextKind::ValidValue);
    if !valid.is_empty() {
        let possible = lang::say!(lang, "cli-possible");
        out.push_str(&format!("  [{possible}: {valid}]\n"));
    }
    let suggested = [
        (ContextKind::SuggestedArg, "cli-error-tip"),
        (ContextKind::SuggestedSubcommand, "cli-error-tip-command"),
        (ContextKind::SuggestedValue, "cli-error-tip-value"),
    ]
    .into_iter()
    .map(|(kind, id)| (context(kind), id))
    .find(|(text, _)| !text.is_empty());
    if let Some((suggestion, id)) = suggested {
        let suggestion = lang::Arg::Str(suggestion.replace(", ", "', '"));
        let tip = [("suggestion", suggestion)];
        out.push_str(&format!("\n  {}\n", lang::format(lang, id, &tip)));
    }
    // clap's tip for an unknown argument that looks like a flag but may be meant as a
    // value (`-o`): pass it after `--`. clap gives it only as English words among its
    // suggestions; the argument is the error's own.
    if let Some(ContextValue::StyledStrs(suggested)) = error.get(ContextKind::Suggested)
        && let Some(ContextValue::String(arg)) = error.get(ContextKind::InvalidArg)
        && suggested
            .iter()
            .any(|text| text.to_string().starts_with("to pass '"))
    {
        let args = [("arg", lang::Arg::Str(arg.clone()))];
        let tip = lang::format(lang, "cli-error-tip-trailing", &args);
        out.push_str(&format!("\n  {tip}\n"));
    }
    let rendered = context(ContextKind::Usage);
    if !rendered.is_empty() {
        let heading = lang::say!(lang, "cli-usage");
        out.push_str(&format!("\n{heading} {}\n", usage(&rendered, lang)));
    }
    out.push_str(&format!("\n{}\n", lang::say!(lang, "cli-error-more")));
    out
}

#[cfg(test)]
mod tests;
