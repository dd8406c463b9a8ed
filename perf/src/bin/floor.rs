//! The parse floor: read each file and parse it into the parser crate's generic value,
//! nothing else. `floor toml|yaml FILE…`.

use std::hint::black_box;

use saphyr::LoadableYamlNode;

fn main() {
    let mut args = std::env::args().skip(1);
    let kind = args.next().expect("toml|yaml");
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
            other => panic!("unknown floor {other}"),
        }
    }
}
