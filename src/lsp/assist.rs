//! Help while typing: what may be written at the cursor (player names where a name
//! belongs, suit words, settings and their values, deal keys), and the quick fixes a
//! document's diagnostics carry (`Diagnostic::fix`) or its recorded play implies. Every
//! list comes from where batak declares it (`rules::SETTINGS`, `keys::DealKey`,
//! `Suit::spellings`, the file's own `players`); positions are byte offsets, the
//! request's turned into them by the document's `View`. What may be written is a
//! completion item as the protocol has it (`lsp_types`).

use lsp_types::{self as lsp, CompletionItem, CompletionItemKind};

use crate::diagnostic::{Code, Diagnostic};
use crate::keys::{DealKey, MATCH_KEYS};
use crate::model::Suit;
use crate::raw::Span;
use crate::rules::{Kind, SETTINGS};
use crate::source::Format;

use super::protocol::View;

/// A player's or a team's name.
const NAME: CompletionItemKind = CompletionItemKind::VALUE;
/// A key: a setting's or a deal's or the match's.
const KEY: CompletionItemKind = CompletionItemKind::PROPERTY;
/// A value a key takes: a suit, a setting's choice.
const VALUE: CompletionItemKind = CompletionItemKind::ENUM_MEMBER;

/// The table the cursor is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Table {
    Top,
    Rules,
    Deal,
    /// A deal's `tricks` or `hands` written as a table: its keys are names.
    Names,
}

/// What may be written at `at`, from the text as it is and the names its judgement read
/// (a text that is not a match file gets nothing): names are values, settings and deal
/// keys properties, suits and a setting's values enum members.
pub(crate) fn complete(view: View<'_>, at: lsp::Position) -> Option<Vec<CompletionItem>> {
    let (text, format, analysis) = (&view.document.text, view.document.format, view.analysis);
    if !analysis.is_match {
        return None;
    }
    let (table, value_of, quoted) = place(text, view.offset(at), format);
    let players = analysis.players.as_deref().unwrap_or_default();
    Some(match (table, value_of) {
        (_, Some("declarer" | "dealer" | "first_dealer")) => players
            .iter()
            .map(|name| item(name, "player", NAME, quoted))
            .collect(),
        (Table::Deal | Table::Top, Some("trump")) => Suit::ALL
            .iter()
            .flat_map(|suit| suit.spellings().iter().map(move |word| (suit, word)))
            .map(|(suit, word)| item(word, suit.name(), VALUE, quoted))
            .collect(),
        // The values a setting allows, for `key = |` in the rules table.
        (Table::Rules, Some(key)) => {
            let setting = SETTINGS.iter().find(|setting| setting.name == key);
            match setting.map(|setting| (setting.name, setting.kind)) {
                Some((name, Kind::Bool)) => ["true", "false"]
                    .iter()
                    .map(|word| item(word, name, VALUE, true))
                    .collect(),
                Some((name, Kind::Choice(choices))) => choices
                    .iter()
                    .map(|choice| item(choice.name(), name, VALUE, quoted))
                    .collect(),
                _ => Vec::new(),
            }
        }
        (Table::Names, None) => {
            let teams = analysis.teams.as_deref().unwrap_or_default();
            let players = players.iter().map(|name| (name, "player"));
            players
                .chain(teams.iter().map(|team| (team, "team")))
                .map(|(name, role)| CompletionItem {
                    insert_text: Some(key_text(name, format)),
                    ..item(name, role, NAME, true)
                })
                .collect()
        }
        (Table::Rules, None) => SETTINGS
            .iter()
            .map(|setting| item(setting.name, &setting.meaning_text().en(), KEY, true))
            .collect(),
        (Table::Deal, None) => DealKey::ALL
            .iter()
            .map(|key| item(key.name(), key.meaning(), KEY, true))
            .collect(),
        (Table::Top, None) => MATCH_KEYS
            .iter()
            .map(|(key, meaning)| item(key, meaning, KEY, true))
            .collect(),
        _ => Vec::new(),
    })
}

/// An item whose inserted text is the label, in quotes unless the cursor is already in
/// one (or it is a key or a bare word).
fn item(label: &str, detail: &str, kind: CompletionItemKind, bare: bool) -> CompletionItem {
    let insert = if bare {
        label.to_owned()
    } else {
        format!("\"{}\"", label.replace('\\', "\\\\").replace('"', "\\\""))
    };
    CompletionItem {
        label: label.to_owned(),
        kind: Some(kind),
        detail: Some(detail.to_owned()),
        insert_text: Some(insert),
        ..CompletionItem::default()
    }
}

/// A key as a table writes it: bare when TOML allows that (ASCII letters, digits, `_`
/// and `-`), quoted otherwise; YAML keys are written as they are.
fn key_text(name: &str, format: Format) -> String {
    let bare = !name.is_empty()
        && name
            .bytes()
            .all(|byte| byte.is_ascii_alphanumeric() || byte == b'_' || byte == b'-');
    if bare || format == Format::Yaml && !name.contains([':', '#', '"', '\'']) {
        name.to_owned()
    } else {
        format!("\"{}\"", name.replace('\\', "\\\\").replace('"', "\\\""))
    }
}

/// Where `offset` is: the table around it, the key before it on its line whose value it
/// is in (when it is after `=` or `:`), and whether it is inside an open string quote.
fn place(text: &str, offset: usize, format: Format) -> (Table, Option<&str>, bool) {
    let line_start = text[..offset].rfind(['\n', '\r']).map_or(0, |at| at + 1);
    let before = &text[line_start..offset];
    let quoted = before.matches('"').count() % 2 == 1 || before.matches('\'').count() % 2 == 1;
    // Inside `{ … }` on this line: the key the table is the value of.
    let (table, value_of) = if let Some(open) = before
        .rfind('{')
        .filter(|&open| !before[open..].contains('}'))
        && let Some("tricks" | "hands") = key_before(&before[..open], format)
    {
        let inside = &before[open + 1..];
        let key = key_before(inside.rsplit(',').next().unwrap_or(inside), format);
        (Table::Names, key)
    } else {
        let table = match format {
            Format::Toml => toml_table(&text[..line_start]),
            Format::Yaml => yaml_table(&text[..line_start], before),
        };
        (table, key_before(before, format))
    };
    (table, value_of, quoted)
}

/// The key before the last `=` (TOML) or `: ` (YAML) of `before`, if any.
fn key_before(before: &str, format: Format) -> Option<&str> {
    let (key, _) = match format {
        Format::Toml => before.rsplit_once('='),
        Format::Yaml => before
            .rsplit_once(": ")
            .or_else(|| before.strip_suffix(':').map(|key| (key, ""))),
    }?;
    let key = key.trim().trim_start_matches(['-', '{', ',', ' ']).trim();
    let key = key.rsplit([',', '{']).next().unwrap_or(key).trim();
    Some(key.trim_matches(['"', '\'']))
}

/// The TOML table the lines `above` leave the cursor in: the last `[…]` header.
fn toml_table(above: &str) -> Table {
    let mut lines = above.split(['\n', '\r']).rev().map(str::trim);
    let Some(header) = lines.find(|line| line.starts_with('[')) else {
        return Table::Top;
    };
    if let Some(array) = header.strip_prefix("[[") {
        return if array.trim_start_matches('[').trim().starts_with("deals") {
            Table::Deal
        } else {
            Table::Top
        };
    }
    match header.trim_matches(['[', ']', ' ']) {
        "rules" => Table::Rules,
        "deals.tricks" | "deals.hands" => Table::Names,
        _ => Table::Top,
    }
}

/// The YAML mapping the cursor's line is in: under `rules:`, an item of `deals:`, or the
/// top level, by indentation.
fn yaml_table(above: &str, before: &str) -> Table {
    let indent = |line: &str| line.len() - line.trim_start_matches([' ', '-']).len();
    let own = indent(before);
    let mut in_list_item = before.trim_start().starts_with('-');
    if own == 0 && !in_list_item {
        return Table::Top;
    }
    // Blank and comment lines say nothing about the mapping.
    let meaningful = |line: &&str| !line.trim().is_empty() && !line.trim().starts_with('#');
    for line in above.split(['\n', '\r']).rev().filter(meaningful) {
        let trimmed = line.trim();
        let item = trimmed.starts_with('-');
        if indent(line) < own || (indent(line) == own && !in_list_item && item) {
            if item {
                in_list_item = true;
                continue;
            }
            let key = trimmed.trim_end_matches(':').trim_matches(['"', '\'']);
            return match key {
                "rules" => Table::Rules,
                "deals" if in_list_item => Table::Deal,
                "tricks" | "hands" => Table::Names,
                _ => Table::Top,
            };
        }
    }
    Table::Top
}

/// The quick fixes for the range a code action request asks of the document `view`
/// shows: each diagnostic's "did you mean", and "record these tricks" for a deal whose
/// complete play shows them.
pub(crate) fn fixes(
    view: View<'_>,
    params: &lsp::CodeActionParams,
) -> Vec<lsp::CodeActionOrCommand> {
    let (uri, range) = (&params.text_document.uri, &params.range);
    let range = &(view.offset(range.start)..view.offset(range.end));
    let (lang, analysis) = (view.lang, view.analysis);
    let (text, format) = (&view.document.text, view.document.format);
    let mut fixes: Vec<_> = analysis
        .diagnostics
        .iter()
        .filter_map(|diagnostic| {
            let span = diagnostic.span.as_ref()?;
            if span.end < range.start || span.start > range.end {
                return None;
            }
            let replacement = replacement(diagnostic, text.get(span.clone())?, format)?;
            let title = if diagnostic.code == Code::PlayTricksMismatch {
                crate::lang::say!(lang, "lsp-fix-tricks", tricks = &replacement)
            } else {
                crate::lang::say!(lang, "lsp-fix-change", replacement = &replacement)
            };
            let edit = (span.clone(), replacement);
            Some(view.quick_fix(uri, title, edit, Some(diagnostic)))
        })
        .collect();
    fixes.extend(record_tricks(view, uri, range));
    fixes
}

/// The text a diagnostic's fix puts over its span: in the quotes the span had, or in
/// double quotes where TOML needs them for a key.
fn replacement(diagnostic: &Diagnostic, original: &str, format: Format) -> Option<String> {
    let fix = diagnostic.fix.as_deref()?;
    let quote = original.chars().next().filter(|c| matches!(c, '"' | '\''));
    let name_or_suit = matches!(diagnostic.code, Code::UnknownPlayer | Code::Trump);
    Some(match quote {
        Some(quote) => format!("{quote}{fix}{quote}"),
        // A name or a suit is a string: bare in YAML, quoted in TOML.
        None if fix.starts_with('[') || format == Format::Yaml && name_or_suit => fix.to_owned(),
        None if name_or_suit => format!("\"{fix}\""),
        None => key_text(fix, format),
    })
}

/// "Record these tricks": a deal in `range` with a complete play and no `tricks` gets
/// the line the scorer counted from the play.
fn record_tricks(view: View<'_>, uri: &lsp::Uri, range: &Span) -> Vec<lsp::CodeActionOrCommand> {
    let (analysis, text) = (view.analysis, &view.document.text);
    let Some(scored) = &analysis.scored else {
        return Vec::new();
    };
    let first = analysis
        .deals
        .partition_point(|deal| deal.span.end < range.start);
    (first..)
        .zip(&analysis.deals[first..])
        .take_while(|(_, place)| place.span.start <= range.end)
        .filter(|(_, place)| place.play_only)
        .filter_map(|(index, place)| {
            let deal = scored.game.deals.get(index)?;
            let tricks = deal.tricks()?.per_side(false);
            let counts = tricks[..scored.rules.players()]
                .iter()
                .map(i64::to_string)
                .collect::<Vec<_>>()
                .join(", ");
            let key_start = place.first_key?;
            let line_start = text[..key_start].rfind(['\n', '\r']).map_or(0, |at| at + 1);
            let indent = " ".repeat(text[line_start..key_start].chars().count());
            let at = super::document::line_end(text, place.last_end);
            // The line break the file uses there.
            let ending = ["\r\n", "\r"]
                .into_iter()
                .find(|ending| text[at..].starts_with(ending))
                .unwrap_or("\n");
            let line = match view.document.format {
                Format::Toml => format!("{ending}{indent}tricks = [{counts}]"),
                Format::Yaml => format!("{ending}{indent}tricks: [{counts}]"),
            };
            let title = crate::lang::say!(
                view.lang,
                "lsp-record-tricks",
                tricks = format!("[{counts}]"),
                deal = index + 1
            );
            Some(view.quick_fix(uri, title, (at..at, line), None))
        })
        .collect()
}
