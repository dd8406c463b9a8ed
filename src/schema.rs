//! The JSON Schema of the match file, generated from the declarations the reader uses: the
//! key tables of `validate` and the settings table of `rules`. Draft-07, because both
//! taplo (Even Better TOML) and yaml-language-server understand it fully.

use serde_json::{Map, Value, json};

use crate::model::Suit;
use crate::rules::{Kind, SETTINGS, SettingValue};
use crate::validate::{DealKey, MATCH_KEYS};

fn describe(keys: &[(&str, &str)], key: &str) -> String {
    keys.iter()
        .find(|(name, _)| *name == key)
        .map_or(String::new(), |(_, meaning)| (*meaning).to_owned())
}

/// A regular expression matching any spelling of a suit, case-insensitively (JSON
/// Schema's regex dialect has no flags, so each letter becomes a class).
fn suit_pattern() -> String {
    let spellings: Vec<String> = Suit::ALL
        .iter()
        .flat_map(|suit| suit.spellings())
        .map(|spelling| {
            spelling
                .chars()
                .map(|c| {
                    let upper: String = c.to_uppercase().collect();
                    if upper == c.to_string() {
                        c.to_string()
                    } else {
                        format!("[{c}{upper}]")
                    }
                })
                .collect()
        })
        .collect();
    format!("^\\s*({})\\s*$", spellings.join("|"))
}

fn setting_schema() -> Value {
    let mut properties = Map::new();
    for setting in SETTINGS {
        let mut schema = match setting.kind {
            Kind::Integer { min, max } => {
                json!({"type": "integer", "minimum": min, "maximum": max})
            }
            Kind::Bool => json!({"type": "boolean"}),
            Kind::Choice(choices) => {
                let names: Vec<&str> = choices.iter().map(|choice| choice.name()).collect();
                json!({"type": "string", "enum": names})
            }
        };
        let default = match setting.default {
            SettingValue::Int(number) => json!(number),
            SettingValue::Bool(flag) => json!(flag),
            SettingValue::Choice(choice) => json!(choice.name()),
            SettingValue::SameAsExtra | SettingValue::ByPlayers => Value::Null,
        };
        schema["description"] = json!(setting.meaning);
        if !default.is_null() {
            schema["default"] = default;
        }
        properties.insert(setting.name.to_owned(), schema);
    }
    json!({
        "type": "object",
        "description": describe(MATCH_KEYS, "rules"),
        "additionalProperties": false,
        "properties": properties,
    })
}

fn deal_schema() -> Value {
    let count = json!({"type": "integer", "minimum": 0, "maximum": 17});
    let tricks = json!({
        "description": DealKey::Tricks.meaning(),
        "oneOf": [
            {"type": "array", "items": count, "minItems": 3, "maxItems": 4},
            {"type": "array", "items": count, "minItems": 2, "maxItems": 2},
            {"type": "object", "additionalProperties": count, "minProperties": 2, "maxProperties": 4},
        ],
    });
    let mut properties = Map::new();
    for &key in DealKey::ALL {
        let mut schema = match key {
            DealKey::Declarer | DealKey::Dealer => json!({"type": "string", "minLength": 1}),
            DealKey::Bid => json!({"type": "integer", "minimum": 1, "maximum": 17}),
            DealKey::Bids => {
                json!({"type": "array", "items": {"type": "integer", "minimum": 0, "maximum": 17}, "minItems": 3, "maxItems": 4})
            }
            DealKey::Passed => json!({"type": "boolean"}),
            DealKey::Tricks => tricks.clone(),
            DealKey::Trump => json!({"type": "string", "pattern": suit_pattern()}),
            DealKey::Note => json!({"type": "string"}),
            DealKey::Play => {
                let card = crate::play::card_pattern();
                json!({
                    "type": "array",
                    "maxItems": 17,
                    "items": {"type": "string", "pattern": format!("^\\s*{card}(?:\\s+{card}){{2,3}}\\s*$")}
                })
            }
            DealKey::Hands => {
                let card = crate::play::card_pattern();
                json!({
                    "type": "object",
                    "minProperties": 3,
                    "maxProperties": 4,
                    "additionalProperties": {"type": "string", "pattern": format!("^\\s*{card}(?:\\s+{card}){{0,16}}\\s*$")}
                })
            }
        };
        schema["description"] = json!(key.meaning());
        properties.insert(key.name().to_owned(), schema);
    }
    let has = |key: &str| json!({"required": [key]});
    // `tricks`, or a play that tells them: complete, `hand` tricks, which the schema
    // cannot know (12, 13 or 16 …), so any play; `batak check` says when it is partial.
    let tricks_known = json!({"anyOf": [
        {"required": ["tricks"]},
        {"required": ["play"], "properties": {"play": {"minItems": 1}}},
    ]});
    json!({
        "type": "object",
        "additionalProperties": false,
        "properties": properties,
        "oneOf": [
            {
                "title": "declarer and bid",
                "required": ["declarer", "bid"],
                "allOf": [tricks_known.clone()],
                "properties": {"passed": {"const": false}},
                "not": {"anyOf": [has("bids")]},
            },
            {
                "title": "score-sheet bids",
                "required": ["bids"],
                "allOf": [tricks_known],
                "properties": {"passed": {"const": false}},
                "not": {"anyOf": [has("declarer"), has("bid")]},
            },
            {
                "title": "passed (thrown in)",
                "required": ["passed"],
                "properties": {"passed": {"const": true}},
                "not": {"anyOf": [has("declarer"), has("bid"), has("bids"), has("tricks"), has("trump"), has("play"), has("hands")]},
            },
        ],
    })
}

/// The schema as a value.
pub(crate) fn schema() -> Value {
    let name = json!({"type": "string", "minLength": 1, "pattern": "\\S"});
    json!({
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": "batak match file",
        "description": "A Batak match for the batak scorekeeper (TOML or YAML). The schema checks shapes, types and ranges; `batak check` also checks what a schema cannot say: that tricks add up to 13, that declarers and dealers are players, that bids respect min_bid, and the rest of the rules.",
        "type": "object",
        "additionalProperties": false,
        "required": ["players"],
        "properties": {
            "title": {"type": "string", "description": describe(MATCH_KEYS, "title")},
            "date": {"type": "string", "description": describe(MATCH_KEYS, "date")},
            "players": {
                "type": "array",
                "description": describe(MATCH_KEYS, "players"),
                "items": name,
                "minItems": 3,
                "maxItems": 4,
                "uniqueItems": true,
            },
            "teams": {
                "type": "array",
                "description": describe(MATCH_KEYS, "teams"),
                "items": name,
                "minItems": 2,
                "maxItems": 2,
                "uniqueItems": true,
            },
            "first_dealer": {
                "type": "string",
                "description": describe(MATCH_KEYS, "first_dealer"),
                "minLength": 1,
            },
            "rules": setting_schema(),
            "deals": {
                "type": "array",
                "description": describe(MATCH_KEYS, "deals"),
                "items": {"$ref": "#/definitions/deal"},
            },
        },
        "definitions": {"deal": deal_schema()},
    })
}

/// The schema as pretty JSON text with a final newline: what `batak schema` prints and
/// what is committed under `schema/`.
pub(crate) fn text() -> String {
    let mut text = serde_json::to_string_pretty(&schema()).unwrap_or_default();
    text.push('\n');
    text
}
