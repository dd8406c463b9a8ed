//! The change flow itself, in process: a splice that wrote what was not asked is caught
//! by the second safety net in `Editing::finish`, though the first lets it by.

use clap::Parser;

use super::{Editing, Finished, NoteOf, Spliced, asked};
use crate::cli::{Cli, Command};
use crate::edit::{Change, Digest, Expected};
use crate::keys::DealKey;

#[test]
fn a_splice_that_wrote_the_wrong_value_is_not_written() {
    let folder = tempfile::tempdir().expect("a folder");
    let path = folder.path().join("m.toml");
    let text = "players = [\"A\", \"B\", \"C\", \"D\"]\n[[deals]]\ndeclarer = \"A\"\nbid = 8\ntricks = [8, 2, 2, 1]\n";
    std::fs::write(&path, text).expect("write");
    let file = path.to_str().expect("UTF-8").to_owned();
    let Command::Amend(args) = Cli::try_parse_from([
        "batak", "amend", &file, "1", "--bid", "9", "--tricks", "9-2-1-1",
    ])
    .expect("arguments")
    .command
    else {
        panic!("amend");
    };
    let finish = |written: &str| {
        let (mut editing, original) = Editing::open(&file, &args.edit, "amend").expect("opened");
        drop(editing.judge(&original, Some(1), NoteOf::Deal(Some(1))));
        let before = Digest::of(&original, Some(0));
        editing
            .finish(
                Spliced {
                    text: text.replace("bid = 8\ntricks = [8, 2, 2, 1]", written),
                    label: "with deal 1 changed",
                    change: &Change::Amended(0, vec![DealKey::Bid, DealKey::Tricks]),
                    before,
                },
                &Expected::Amended {
                    number: 1,
                    deals: 1,
                    asked: &asked(&args),
                },
            )
            .map(|Finished { candidate, .. }| candidate.text)
    };
    assert!(finish("bid = 9\ntricks = [9, 2, 1, 1]").is_ok(), "as asked");
    // Both keys were to change, so the values as written pass the first net.
    assert!(
        finish("bid = 7\ntricks = [9, 2, 1, 1]").is_err(),
        "the wrong bid"
    );
    assert!(
        finish("bid = 9\ntricks = [9, 1, 2, 1]").is_err(),
        "the wrong tricks"
    );
    assert_eq!(
        std::fs::read_to_string(&path).expect("read"),
        text,
        "nothing written"
    );
}
