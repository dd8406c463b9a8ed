//! The parse floor: read each file and parse it into the parser crate's generic value,
//! nothing else. `floor toml|yaml|yaml-serde FILE…`.

use std::hint::black_box;

use saphyr::LoadableYamlNode;

fn main() {
    let mut args = std::env::args().skip(1);
    let kind = args.next().expect("toml|yaml|yaml-serde");
    for path in args {
        let text = std::fs::read_to_string(&path).expect("read");
        match kind.as_str() {
            "toml" => {
                let table: toml::Table = toml::from_str(&text).expect("TOML");
                black_box(table);
            }
            "toml-tree" => {
                let table = toml::de::DeTable::parse(&text).expect("TOML");
                black_box(table);
            }
            "yaml" => {
                let docs = saphyr::Yaml::load_from_str(&text).expect("YAML");
                black_box(docs);
            }
            "yaml-serde" => {
                let options = serde_saphyr::options! {
                    budget: serde_saphyr::budget! {
                        max_events: text.len() * 2 + 20_000,
                        max_nodes: text.len() + 10_000,
                        max_total_scalar_bytes: text.len() + (1 << 20),
                    },
                };
                let value: serde_json::Value =
                    serde_saphyr::from_str_with_options(&text, options).expect("YAML");
                black_box(value);
            }
            other => panic!("unknown floor {other}"),
        }
    }
}
