//! `--format json`: one object per file (JSON Lines for several), shaped as docs/output.md describes. The
//! top level is always an object so fields can be added without breaking scripts.

use std::io::{self, Write};

use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};

use super::{Comparison, Exporter, Judged, View};
use crate::diagnostic::{Diagnostic, LineIndex};
use crate::lang::{Lang, Text};
use crate::pipeline::Scored;
use crate::rules::{Rules, SETTINGS, Setting, SettingValue};
use serde_json::{Map, Value, json};

/// The JSON exporter.
pub(crate) struct Json;

impl Exporter for Json {
    fn write(&mut self, view: View<'_>, out: &mut dyn Write) -> io::Result<()> {
        match view {
            View::Match(outcome) => {
                let scored = outcome.scored();
                let object = FileObject {
                    file: &outcome.name,
                    body: scored.map(ScoredBody::new),
                    diagnostics: diagnostics_json(&outcome.text, &outcome.diagnostics),
                };
                line(&object, out)
            }
            View::Comparison(comparison) => line(&comparison_value(comparison), out),
            View::Season(season) => line(&super::stats::json(season), out),
            View::Deal(shown) => line(&shown.json(), out),
            // The effective settings, in declaration order, laid out for a person too.
            View::Rules(rules) => {
                serde_json::to_writer_pretty(&mut *out, &rules_map(rules))?;
                out.write_all(b"\n")
            }
        }
    }
}

/// A comparison: `{"file", "variants"}`, the rule sets in their order, those that did not
/// score with their diagnostics.
fn comparison_value(comparison: &Comparison) -> Value {
    let variants: Vec<Value> = comparison
        .variants
        .iter()
        .map(|variant| match &variant.judged {
            Judged::Scored(scored, changed_deals) => json!({
                "label": variant.set.label.en(),
                "overrides": variant.set.overrides,
                "rules": rules_map(&scored.rules),
                "standings": standings(scored),
                "result": result(scored),
                "changed_deals": changed_deals,
                "diagnostics": [],
            }),
            Judged::Failed(diagnostics) => json!({
                "label": variant.set.label.en(),
                "overrides": variant.set.overrides,
                "diagnostics": diagnostics_json(&comparison.text, diagnostics),
            }),
        })
        .collect();
    json!({ "file": comparison.name, "variants": variants })
}

/// One JSON value and a newline, serialized into `out` through a buffer of its own: the
/// serializer's many small writes then stay in this concrete type instead of each going
/// through `dyn Write` (a third of `score --format json` on a large file).
fn line(value: &impl Serialize, out: &mut dyn Write) -> io::Result<()> {
    let mut buffered = io::BufWriter::with_capacity(1 << 16, &mut *out);
    serde_json::to_writer(&mut buffered, value).map_err(io::Error::other)?;
    buffered.write_all(b"\n")?;
    buffered.flush()
}

#[derive(Serialize)]
struct FileObject<'a> {
    file: &'a str,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    body: Option<ScoredBody<'a>>,
    diagnostics: Value,
}

#[derive(Serialize)]
struct ScoredBody<'a> {
    rules: Map<String, Value>,
    title: Option<&'a str>,
    date: Option<&'a str>,
    players: &'a [String],
    sides: &'a [String],
    deals: Deals<'a>,
    standings: Vec<Value>,
    result: Value,
    /// Who deals next, when the last deal names its dealer.
    next_dealer: Option<&'a str>,
}

impl<'a> ScoredBody<'a> {
    fn new(scored: &'a Scored) -> Self {
        ScoredBody {
            rules: rules_map(&scored.rules),
            title: scored.game.title.as_deref(),
            date: scored.game.date.as_deref(),
            players: &scored.game.players,
            sides: scored.sides(),
            deals: Deals(scored),
            standings: standings(scored),
            result: result(scored),
            next_dealer: scored
                .next_dealer()
                .map(|seat| scored.game.players[seat].as_str()),
        }
    }
}

/// Every setting's effective value, `defender_points` resolved to a number.
fn rules_map(rules: &Rules) -> Map<String, Value> {
    let value = |setting: &Setting| match rules.effective(setting.id) {
        SettingValue::Int(number) => number.into(),
        SettingValue::Bool(flag) => flag.into(),
        SettingValue::Choice(choice) => choice.name().into(),
        SettingValue::SameAsExtra | SettingValue::ByPlayers => Value::Null,
    };
    let entry = |setting: &Setting| (setting.name.to_owned(), value(setting));
    SETTINGS.iter().map(entry).collect()
}

/// Values by name: `{ "Ayşe": 2, "Burak": 71, … }`, a value for each name, in order
/// (`by_name`), serialized without a map built: a match's deals stream through it, and
/// `show`'s JSON takes it as a value (`json!`).
pub(crate) struct SideMap<'a, V = [i64; 4]> {
    sides: &'a [String],
    values: V,
}

/// `values` by the names in `sides` (a match's sides, or `show`'s players): four values
/// zip with the names there are.
pub(crate) fn by_name<V>(sides: &[String], values: V) -> SideMap<'_, V> {
    SideMap { sides, values }
}

impl<V> Serialize for SideMap<'_, V>
where
    for<'v> &'v V: IntoIterator<Item: Serialize>,
{
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.sides.len()))?;
        for (side, value) in self.sides.iter().zip(&self.values) {
            map.serialize_entry(side, &value)?;
        }
        map.end()
    }
}

/// The deals, serialized one by one without building an intermediate list.
struct Deals<'a>(&'a Scored);

impl Serialize for Deals<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let scored = self.0;
        let sides = scored.sides();
        let map = |values: [i64; 4]| by_name(sides, values);
        serializer.collect_seq(scored.views().map(|view| {
            let (deal, score) = (view.deal, view.score);
            let made_by = |side| score.made_by(side, true).unwrap_or(false);
            DealObject {
                number: view.index + 1,
                passed: deal.passed(),
                dealer: view.dealer(),
                declarer: view.declarer(),
                declaring_side: view.declaring_side(),
                bid: deal.contract().map(|c| c.bid),
                trump: view.trump().map(crate::model::Suit::name),
                made: score.made,
                bids: view.bids().map(map),
                made_by: deal
                    .predictions()
                    .map(|_| by_name(sides, std::array::from_fn(made_by))),
                tricks: view.tricks().map(|tricks| map(tricks.map(i64::from))),
                points: map(score.points.map(i64::from)),
                totals: map(view.totals),
                after_end: score.after_end,
                note: scored.game.notes.get(view.index),
                play: deal.play.as_ref().map(|play| PlayObject::new(play, scored)),
            }
        }))
    }
}

#[derive(Serialize)]
struct DealObject<'a> {
    number: usize,
    passed: bool,
    dealer: Option<&'a str>,
    declarer: Option<&'a str>,
    declaring_side: Option<&'a str>,
    bid: Option<u8>,
    trump: Option<&'a str>,
    made: Option<bool>,
    /// Everyone bidding: each side's prediction.
    #[serde(skip_serializing_if = "Option::is_none")]
    bids: Option<SideMap<'a>>,
    /// Everyone bidding: whether each side made its prediction.
    #[serde(skip_serializing_if = "Option::is_none")]
    made_by: Option<SideMap<'a, [bool; 4]>>,
    tricks: Option<SideMap<'a>>,
    points: SideMap<'a>,
    totals: SideMap<'a>,
    after_end: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    note: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    play: Option<PlayObject<'a>>,
}

/// A deal's recorded play: `{"complete", "tricks": [{"number", "leader",
/// "cards", "winner"}], "won": {side: count}}`; cards as `HA` (suit letter, rank).
#[derive(Serialize)]
struct PlayObject<'a> {
    complete: bool,
    tricks: Vec<TrickObject<'a>>,
    won: SideMap<'a>,
}

#[derive(Serialize)]
struct TrickObject<'a> {
    number: usize,
    leader: &'a str,
    /// A card a player (three or four), from the leader.
    cards: Vec<CardLetters>,
    winner: &'a str,
}

/// A card as JSON writes it (`HA`), without a string of its own.
struct CardLetters(crate::model::Card);

impl Serialize for CardLetters {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let bytes = self.0.letter_bytes();
        serializer.serialize_str(std::str::from_utf8(&bytes).unwrap_or("??"))
    }
}

impl<'a> PlayObject<'a> {
    fn new(play: &crate::model::Play, scored: &'a Scored) -> Self {
        let audit = &play.audit;
        let players = &scored.game.players;
        let trick = |(index, trick): (usize, &crate::model::Trick)| TrickObject {
            number: index + 1,
            leader: &players[audit.leader(index)],
            cards: trick.iter().copied().map(CardLetters).collect(),
            winner: &players[audit.winner(index)],
        };
        let won = crate::model::per_side(audit.won, scored.rules.partnership());
        PlayObject {
            complete: play.complete(),
            tricks: play.tricks.iter().enumerate().map(trick).collect(),
            won: by_name(scored.sides(), won),
        }
    }
}

/// Each side's `{"rank", "side", "total"}`, in the standings' order.
fn standings(scored: &Scored) -> Vec<Value> {
    let sides = scored.sides();
    let standing = |standing: &crate::score::Standing| json!({ "rank": standing.rank, "side": sides[standing.side], "total": standing.total });
    scored.board.standings.iter().map(standing).collect()
}

/// The result: `{"status", "winners", "ended_after_deal", "summary"}`.
fn result(scored: &Scored) -> Value {
    let status = &scored.board.status;
    json!({
        "status": status.name(),
        "winners": scored.winner_names(),
        "ended_after_deal": status.ended_after(),
        "summary": super::result_line(Lang::En, scored, &super::as_is),
    })
}

/// Diagnostics as `check --format json` gives them, placed in `text` (`batak serve`'s
/// answers carry them so); its lines are indexed only when there is one to place
/// (indexing a large file's lines costs memory).
pub(crate) fn diagnostics_json(text: &str, diagnostics: &[Diagnostic]) -> Value {
    let lines = LineIndex::new(if diagnostics.is_empty() { "" } else { text });
    let placed = |diagnostic: &Diagnostic| {
        let span = diagnostic.span.as_ref();
        let place = span.map(|span| lines.line_column(span.start));
        json!({
            "severity": diagnostic.severity.name(),
            "code": diagnostic.code.name(),
            "message": diagnostic.message.en(),
            "help": diagnostic.help.as_ref().map(Text::en),
            "line": place.map(|(line, _)| line),
            "column": place.map(|(_, column)| column),
            "offset": span.map(|span| span.start),
            "length": span.map(std::ops::Range::len),
        })
    };
    diagnostics.iter().map(placed).collect()
}
