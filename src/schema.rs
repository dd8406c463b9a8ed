//! The JSON Schema of the match file, generated from the declarations the reader uses: the
//! key tables of `keys` and the settings table of `rules`. Draft-07, because both
//! taplo (Even Better TOML) and yaml-language-server understand it fully.
//!
//! Shaped for the editors' messages: taplo (0.9) underlines an error found on a table at
//! every key and value inside it, once each, so a misspelt key flagged by
//! `additionalProperties: false`, a `required` or a `oneOf` of whole deals comes back a
//! dozen times. Every rule here therefore fails on one value: an unknown key on its own
//! value ([`unknown_key`]), a key a deal's form excludes on its value (the same);
//! what only a missing key would show (no `players`, a declarer without a bid, no
//! tricks) is left to `batak check`, which says it once.

use serde_json::{Map, Value, json};

use crate::keys::{DealKey, MATCH_KEYS};
use crate::model::{RANKS, Suit};
use crate::rules::{Kind, SETTINGS, SettingValue};

/// `text` in any case, in JSON Schema's regex dialect, which has no flags: each letter
/// that has another case becomes a class of the two (`[sS]`, `[Aa]`).
fn any_case(text: &str) -> String {
    text.chars()
        .map(|c| {
            let (upper, lower): (String, String) =
                (c.to_uppercase().collect(), c.to_lowercase().collect());
            let other = if upper == c.to_string() { lower } else { upper };
            if other == c.to_string() {
                other
            } else {
                format!("[{c}{other}]")
            }
        })
        .collect()
}

/// A regular expression matching any spelling of a suit, case-insensitively.
fn suit_pattern() -> String {
    let spellings: Vec<String> = Suit::ALL
        .iter()
        .flat_map(|suit| suit.spellings())
        .map(|spelling| any_case(spelling))
        .collect();
    format!("^\\s*({})\\s*$", spellings.join("|"))
}

/// A regular expression for one card in any spelling `Card::parse` takes: a suit and a
/// rank in either order, in any case.
fn card_pattern() -> String {
    let mut suits = String::new();
    for suit in Suit::ALL {
        suits.push(suit.letter());
        suits.push(suit.letter().to_ascii_lowercase());
        suits.push(suit.symbol());
    }
    let ranks: Vec<String> = RANKS
        .iter()
        .map(|(_, spelling)| any_case(spelling))
        .collect();
    let rank = format!("(?:{})", ranks.join("|"));
    format!("(?:[{suits}]{rank}|{rank}[{suits}])")
}

/// What an unknown key's value must be: a sentence no file holds, so the key fails on
/// its own value with that sentence. taplo says `"<sentence>" was expected`,
/// yaml-language-server shows `errorMessage` (its own keyword; other validators ignore it).
fn unknown_key(sentence: &str) -> Value {
    json!({"const": sentence, "errorMessage": sentence})
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
        schema["description"] = json!(setting.meaning_text().en());
        // A default that follows another setting or the table has none to state.
        match setting.default {
            SettingValue::Int(number) => schema["default"] = json!(number),
            SettingValue::Bool(flag) => schema["default"] = json!(flag),
            SettingValue::Choice(choice) => schema["default"] = json!(choice.name()),
            SettingValue::SameAsExtra | SettingValue::ByPlayers => {}
        }
        properties.insert(setting.name.to_owned(), schema);
    }
    json!({
        "type": "object",
        "additionalProperties": unknown_key("unknown setting (misspelt?): `batak rules` lists them all"),
        "properties": properties,
    })
}

fn deal_schema() -> Value {
    let count = json!({"type": "integer", "minimum": 0, "maximum": 17});
    let card = card_pattern();
    let mut properties = Map::new();
    for &key in DealKey::ALL {
        let mut schema = match key {
            DealKey::Declarer | DealKey::Dealer => json!({"type": "string", "minLength": 1}),
            DealKey::Bid => json!({"type": "integer", "minimum": 1, "maximum": 17}),
            DealKey::Bids => {
                json!({"type": "array", "items": {"type": "integer", "minimum": 0, "maximum": 17}, "minItems": 3, "maxItems": 4})
            }
            DealKey::Passed => json!({"type": "boolean"}),
            // Counts per player (3 or 4) or per team (2), or a table naming them: one
            // schema, so that a wrong count is flagged on itself rather than as a mismatch
            // of the whole list.
            DealKey::Tricks => json!({
                "type": ["array", "object"],
                "items": count,
                "minItems": 2,
                "maxItems": 4,
                "additionalProperties": count,
                "minProperties": 2,
                "maxProperties": 4,
            }),
            DealKey::Trump => json!({"type": "string", "pattern": suit_pattern()}),
            DealKey::Note => json!({"type": "string"}),
            DealKey::Play => json!({
                "type": "array",
                "maxItems": 17,
                "items": {"type": "string", "pattern": format!("^\\s*{card}(?:\\s+{card}){{2,3}}\\s*$")}
            }),
            DealKey::Hands => json!({
                "type": "object",
                "minProperties": 3,
                "maxProperties": 4,
                "additionalProperties": {"type": "string", "pattern": format!("^\\s*{card}(?:\\s+{card}){{0,16}}\\s*$")}
            }),
        };
        schema["description"] = json!(key.meaning());
        properties.insert(key.name().to_owned(), schema);
    }
    let names: Vec<&str> = DealKey::ALL.iter().map(|key| key.name()).collect();
    let unknown = format!("unknown key (misspelt?): a deal has {}", names.join(", "));
    let excluded = |keys: &[DealKey], sentence: &str| -> Value {
        let schemas: Map<String, Value> = keys
            .iter()
            .map(|key| (key.name().to_owned(), unknown_key(sentence)))
            .collect();
        json!({"properties": schemas})
    };
    // The forms of a deal: declarer and bid; bids (the score-sheet form, or every
    // player's prediction under bidding = everyone); passed = true alone. Each rule
    // fails on the key that does not belong, never on the deal as a whole. An if/else
    // chain rather than an allOf: when taplo gathers the keys to complete in a table, it
    // leaves out a schema that has an allOf.
    json!({
        "type": "object",
        "properties": properties,
        "additionalProperties": unknown_key(&unknown),
        "if": {"required": ["passed"], "properties": {"passed": {"const": true}}},
        "then": excluded(
            &[DealKey::Declarer, DealKey::Bid, DealKey::Bids, DealKey::Tricks, DealKey::Trump, DealKey::Play, DealKey::Hands],
            "leave this out: a deal thrown in (passed = true) has only dealer and note",
        ),
        "else": {
            "if": {"required": ["bids"]},
            "then": excluded(
                &[DealKey::Declarer, DealKey::Bid],
                "leave this out: with bids (one number per player) a deal has no declarer or bid",
            ),
        },
    })
}

/// What each top-level key of a match file holds, its meaning (`keys`) second.
fn match_properties() -> Map<String, Value> {
    let name = json!({"type": "string", "minLength": 1, "pattern": "\\S"});
    let names = |min: usize, max: usize| json!({"type": "array", "items": name, "minItems": min, "maxItems": max, "uniqueItems": true});
    let mut properties = Map::new();
    for &(key, meaning) in MATCH_KEYS {
        let mut schema = match key {
            "players" => names(3, 4),
            "teams" => names(2, 2),
            "first_dealer" => json!({"type": "string", "minLength": 1}),
            "rules" => setting_schema(),
            "deals" => json!({"type": "array", "items": {"$ref": "#/definitions/deal"}}),
            _ => json!({"type": "string"}),
        };
        if let Value::Object(fields) = &mut schema {
            fields.shift_insert(1, "description".to_owned(), json!(meaning));
        }
        properties.insert(key.to_owned(), schema);
    }
    properties
}

/// The schema as pretty JSON text with a final newline: what `batak schema` prints and
/// what is committed under `schema/`.
pub(crate) fn text() -> String {
    let schema = json!({
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": "batak match file",
        "description": "A Batak match for the batak scorekeeper (TOML or YAML). The schema checks shapes, types and ranges; `batak check` also checks what a schema cannot say: that tricks add up to 13, that declarers and dealers are players, that bids respect min_bid, and the rest of the rules.",
        "type": "object",
        "properties": match_properties(),
        "additionalProperties": unknown_key(&format!(
            "unknown key (misspelt?): a match file has {}",
            MATCH_KEYS.iter().map(|(key, _)| *key).collect::<Vec<_>>().join(", ")
        )),
        "definitions": {"deal": deal_schema()},
    });
    let mut text = serde_json::to_string_pretty(&schema).unwrap_or_default();
    text.push('\n');
    text
}
