//! The change flow itself, in process: a splice that wrote what was not asked is caught
//! by the safety net in `Editing::finish`, and nothing is written.

use clap::Parser;

use super::{Editing, Finished, Report, Spliced, asked, terminal};
use crate::cli::{Cli, Command};
use crate::edit::Change;

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
        let terminal = terminal(&args.edit, crate::lang::Lang::En);
        let (mut editing, original) =
            Editing::open(&file, &args.edit, "amend", &terminal).expect("opened");
        drop(editing.judge(&original, Some(1)));
        editing
            .finish(Spliced {
                text: text.replace("bid = 8\ntricks = [8, 2, 2, 1]", written),
                label: "with deal 1 changed".to_owned(),
                change: Change::Amended {
                    number: 1,
                    asked: &asked(&args),
                },
                unchanged: None,
            })
            .map(|Finished { candidate, .. }| candidate.text)
    };
    assert!(finish("bid = 9\ntricks = [9, 2, 1, 1]").is_ok(), "as asked");
    // Both were to change, but not to these values.
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

/// What a change reported, kept (as `batak serve` keeps it).
#[derive(Default)]
struct Kept {
    codes: std::cell::RefCell<Vec<&'static str>>,
    lines: std::cell::RefCell<Vec<String>>,
    /// A file and the text an editor saves into it at the first line said, meanwhile.
    meanwhile: std::cell::RefCell<Option<(std::path::PathBuf, String)>>,
}

impl Report for Kept {
    fn show(&self, _name: &str, _text: &str, diagnostics: &[crate::diagnostic::Diagnostic]) {
        let codes = diagnostics.iter().map(|diagnostic| diagnostic.code.name());
        self.codes.borrow_mut().extend(codes);
    }

    fn say(&self, line: &str) {
        if let Some((path, text)) = self.meanwhile.borrow_mut().take() {
            std::fs::write(path, text).expect("saved meanwhile");
        }
        self.lines.borrow_mut().push(line.to_owned());
    }

    fn lang(&self) -> crate::lang::Lang {
        crate::lang::Lang::En
    }
}

/// `batak add FILE ARGS…` with `guard` set, in process: what it reported, and the file.
fn add_guarded(text: &str, args: &[&str], guard: crate::cli::Guard) -> (bool, Kept, String) {
    let folder = tempfile::tempdir().expect("a folder");
    let path = folder.path().join("m.toml");
    std::fs::write(&path, text).expect("write");
    let file = path.to_str().expect("UTF-8");
    let mut line = vec!["batak", "add", file];
    line.extend(args);
    let Command::Add(mut add) = Cli::try_parse_from(line).expect("arguments").command else {
        panic!("add");
    };
    add.edit.guard = guard;
    let kept = Kept::default();
    let mut out = crate::Output::memory(crate::lang::Lang::En);
    let done = super::add(&add, &kept, &mut out).is_ok();
    (done, kept, std::fs::read_to_string(&path).expect("read"))
}

const ONE_DEAL: &str = "players = [\"A\", \"B\", \"C\", \"D\"]\n[[deals]]\ndeclarer = \"A\"\nbid = 8\ntricks = [8, 2, 2, 1]\n";
const NEXT: [&str; 6] = ["--declarer", "B", "--bid", "7", "--tricks", "2,7,2,2"];

#[test]
fn a_guard_on_the_count_of_deals_refuses_a_page_drawn_before_the_last_deal() {
    let guard = |deals| crate::cli::Guard {
        deals: Some(deals),
        ..crate::cli::Guard::default()
    };
    let (done, kept, after) = add_guarded(ONE_DEAL, &NEXT, guard(0));
    assert!(!done, "refused");
    assert_eq!(*kept.codes.borrow(), ["batak::edit::conflict"]);
    assert_eq!(after, ONE_DEAL, "nothing written");
    let (done, kept, after) = add_guarded(ONE_DEAL, &NEXT, guard(1));
    assert!(done, "the next deal: {:?}", kept.codes.borrow());
    assert!(after.contains("declarer = \"B\""), "written:\n{after}");
}

#[test]
fn a_guard_on_the_version_refuses_a_page_drawn_from_another_file() {
    let version = |text: &str| crate::cli::Guard {
        version: Some(crate::source::fingerprint(text.as_bytes())),
        ..crate::cli::Guard::default()
    };
    let older = ONE_DEAL.replace("bid = 8", "bid = 9");
    let (done, kept, after) = add_guarded(ONE_DEAL, &NEXT, version(&older));
    assert!(!done, "refused");
    assert_eq!(*kept.codes.borrow(), ["batak::edit::conflict"]);
    assert_eq!(after, ONE_DEAL, "nothing written");
    let (done, _, _) = add_guarded(ONE_DEAL, &NEXT, version(ONE_DEAL));
    assert!(done, "the version the page was drawn from");
}

#[test]
fn the_guards_rules_judge_the_change() {
    // A bid of 7 is fine under the file's rules, and under `min_bid = 8` it is not.
    let flag = crate::rules::Flag {
        text: "min_bid=8".to_owned(),
        start: 0,
        origin: "--set",
    };
    let rules = crate::rules::parse_flag(&flag).expect("a setting");
    let guard = crate::cli::Guard {
        rules,
        ..crate::cli::Guard::default()
    };
    let (done, kept, after) = add_guarded(ONE_DEAL, &NEXT, guard);
    assert!(!done, "refused under the rules given");
    assert!(!kept.codes.borrow().is_empty(), "a diagnostic says why");
    assert!(
        kept.lines
            .borrow()
            .iter()
            .any(|line| line.contains("not changed")),
        "{:?}",
        kept.lines.borrow()
    );
    assert_eq!(after, ONE_DEAL, "nothing written");
}

/// A name typed another way (`b` for `B`) is taken, and the note that says whom it
/// names goes to the report that asked (a page, under `batak serve`), with the rest of
/// what the change said.
#[test]
fn the_note_on_a_name_typed_another_way_goes_to_the_report() {
    let typed = ["--declarer", "b", "--bid", "7", "--tricks", "2,7,2,2"];
    let (done, kept, after) = add_guarded(ONE_DEAL, &typed, crate::cli::Guard::default());
    assert!(done, "{:?}", kept.codes.borrow());
    assert!(after.contains("declarer = \"B\""), "written:\n{after}");
    let note = crate::lang::say!(
        crate::lang::Lang::En,
        "note-name-typed",
        flag = "--declarer",
        typed = "b",
        name = "B"
    );
    assert_eq!(kept.lines.borrow().first(), Some(&note));
}

/// Found by a hostile round: an add refused because the file was saved meanwhile still
/// said "deal 2 names no dealer … amend 2 --dealer NAME" of a deal never written. The
/// note comes once the deal is.
#[test]
fn an_add_refused_by_a_save_meanwhile_says_nothing_of_the_deal_it_did_not_write() {
    let folder = tempfile::tempdir().expect("a folder");
    let path = folder.path().join("m.toml");
    std::fs::write(&path, ONE_DEAL).expect("write");
    let file = path.to_str().expect("UTF-8");
    let typed = ["--declarer", "b", "--bid", "7", "--tricks", "2,7,2,2"];
    let add = |saved: Option<String>| {
        let line = ["batak", "add", file].into_iter().chain(typed);
        let Command::Add(add) = Cli::try_parse_from(line).expect("arguments").command else {
            panic!("add");
        };
        let kept = Kept::default();
        *kept.meanwhile.borrow_mut() = saved.map(|text| (path.clone(), text));
        let mut out = crate::Output::memory(crate::lang::Lang::En);
        let done = super::add(&add, &kept, &mut out).is_ok();
        let lines = kept.lines.borrow().clone();
        (done, lines)
    };
    // The note on `b`, said while the change is made, is when the editor saves.
    let saved = ONE_DEAL.replace("bid = 8", "bid = 9");
    let (done, lines) = add(Some(saved.clone()));
    assert!(!done, "refused: {lines:?}");
    assert!(
        !lines.iter().any(|line| line.contains("names no dealer")),
        "{lines:?}"
    );
    assert_eq!(std::fs::read_to_string(&path).expect("read"), saved);
    let (done, lines) = add(None);
    assert!(done, "{lines:?}");
    assert!(
        lines
            .iter()
            .any(|line| line.contains("deal 2 names no dealer")),
        "{lines:?}"
    );
}
