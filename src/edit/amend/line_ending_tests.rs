use crate::edit::Field;
use crate::edit::{Amendment, amend};
use crate::keys::DealKey;
use crate::source::{Format, Source};

fn amended(format: Format, text: &str, change: &Amendment) -> String {
    let source = Source {
        name: "t".into(),
        text: text.into(),
        format,
    };
    amend(&source, None, |_, _| Ok::<_, ()>(change.clone()))
        .expect("amended")
        .text
}

/// Several keys added to a CRLF file: each line ends in one CRLF (found by a hostile
/// test: the break between the new keys was converted twice, `\r\r\n`).
#[test]
fn keys_added_to_a_crlf_file_end_in_one_crlf() {
    let change = Amendment {
        set: vec![
            (DealKey::Trump, Field::Text("spades".into())),
            (DealKey::Note, Field::Text("hi".into())),
        ],
        drop: Vec::new(),
    };
    let yaml = "players: [A, B, C, D]\r\ndeals:\r\n  - declarer: B\r\n    bid: 7\r\n    tricks: [2, 8, 2, 1]\r\n";
    assert_eq!(
        amended(Format::Yaml, yaml, &change),
        yaml.replace("1]\r\n", "1]\r\n    trump: spades\r\n    note: hi\r\n")
    );
    let toml = "players = [\"A\", \"B\", \"C\", \"D\"]\r\n[[deals]]\r\ndeclarer = \"B\"\r\nbid = 7\r\ntricks = [2, 8, 2, 1]\r\n";
    assert_eq!(
        amended(Format::Toml, toml, &change),
        toml.replace("1]\r\n", "1]\r\ntrump = \"spades\"\r\nnote = \"hi\"\r\n")
    );
}

/// A file without a final line break keeps none when its last lines go.
#[test]
fn no_final_newline_stays_none() {
    let passed = Amendment {
        set: vec![(DealKey::Passed, Field::True)],
        drop: vec![DealKey::Declarer, DealKey::Bid, DealKey::Tricks],
    };
    let toml = "players = [\"A\", \"B\", \"C\", \"D\"]\n[[deals]]\ndeclarer = \"B\"\nbid = 7\ntricks = [2, 8, 2, 1]";
    assert_eq!(
        amended(Format::Toml, toml, &passed),
        "players = [\"A\", \"B\", \"C\", \"D\"]\n[[deals]]\npassed = true"
    );
}
