//! `batak new`, `add`, `amend` and `remove` keep the file: comments survive, refusals
//! leave identical bytes, a crash between write and rename leaves the original intact.

use crate::common::{batak, scratch};
use std::path::Path;
use std::process::{Command, Output};

/// `args` with `FILE` standing for `file`'s path.
fn on(file: &Path, args: &[&str]) -> Vec<String> {
    args.iter()
        .map(|arg| arg.replace("FILE", &file.display().to_string()))
        .collect()
}

const TOML_COMMENTED: &str = "#:schema batak.schema.json
# A match with comments everywhere.
title = \"Comments\"   # the title
players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]   # in order of play

[rules]   # house rules
preset = \"classic\"   # the default

# the first deal
[[deals]]
declarer = \"Burak\"   # won the auction
bid = 7
tricks = [2, 8, 2, 1]   # 13 in all
# a comment at the very end
";

const YAML_COMMENTED: &str = "# yaml-language-server: $schema=batak.schema.json
# A match with comments everywhere.
title: Comments   # the title
players: [Ayşe, Burak, Cem, Deniz]   # in order of play
rules:   # house rules
  preset: classic   # the default
deals:
  # the first deal
  - declarer: Burak   # won the auction
    bid: 7
    tricks: [2, 8, 2, 1]   # 13 in all
# a comment at the very end
";

/// The refusals of `tests/cmd/sandbox/refusals.md` (which checks their exit codes, what
/// they say and that the bytes stay) leave no temporary file beside the match either.
#[test]
fn a_refusal_leaves_no_temporary_file() {
    let dealt = TOML_COMMENTED.replace("bid = 7\n", "bid = 7\ndealer = \"Ayşe\"\n");
    for (name, text, args) in [
        (
            "m.toml",
            TOML_COMMENTED,
            &["--declarer", "Cem", "--bid", "6", "--tricks", "3,2,5,2"][..],
        ),
        (
            "m.yaml",
            YAML_COMMENTED,
            &["--declarer", "Cemal", "--bid", "6", "--tricks", "3,2,5,3"],
        ),
        (
            "m.toml",
            TOML_COMMENTED,
            &["--declarer", "Cem", "--bid", "3", "--tricks", "3,2,5,3"],
        ),
        (
            "m.yaml",
            YAML_COMMENTED,
            &[
                "--declarer",
                "Cem",
                "--bid",
                "6",
                "--trump",
                "stars",
                "--tricks",
                "3,2,5,3",
            ],
        ),
        (
            "m.yaml",
            "base: &d []\nplayers: [A, B, C, D]\ndeals: *d\n",
            &["--passed"],
        ),
        ("m.toml", "players = [\"A\", \"B\",\n", &["--passed"]),
        ("m.toml", TOML_COMMENTED, &["--passed", "--dry-run"]),
        (
            "m.toml",
            &dealt,
            &["--passed", "--dealer", "Cem", "--strict"],
        ),
    ] {
        let dir = scratch("refusal");
        let file = dir.join(name);
        std::fs::write(&file, text).expect("write");
        let output = batak().arg("add").arg(&file).args(args).run();
        assert_eq!(
            std::fs::read_to_string(&file).expect("read"),
            text,
            "{args:?}"
        );
        let leftovers = std::fs::read_dir(&dir).expect("dir").count();
        assert_eq!(leftovers, 1, "{args:?} left a temporary file: {output:?}");
    }
}

#[test]
fn crlf_files_stay_crlf() {
    for (name, text) in [("c.toml", TOML_COMMENTED), ("c.yaml", YAML_COMMENTED)] {
        let dir = scratch(name);
        let file = dir.join(name);
        std::fs::write(&file, text.replace('\n', "\r\n")).expect("write");
        let output = batak().args(on(&file, &["add", "FILE", "--passed"])).run();
        assert!(
            output.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        let edited = std::fs::read_to_string(&file).expect("read");
        assert!(
            !edited.replace("\r\n", "").contains('\n'),
            "{name}: a bare LF crept in:\n{edited:?}"
        );
        assert!(edited.ends_with("\r\n"));
        assert!(edited.contains("passed"));
    }
}

#[test]
fn a_crash_between_write_and_rename_leaves_the_original() {
    use std::os::unix::fs::PermissionsExt;
    use std::os::unix::process::ExitStatusExt;
    let dir = scratch("crash");
    let file = dir.join("m.toml");
    std::fs::write(&file, TOML_COMMENTED).expect("write");
    // Every command that writes the file goes through the one writer.
    for args in [
        &["add", "FILE", "--passed"][..],
        &["amend", "FILE", "--trump", "hearts"][..],
        &["remove", "FILE"][..],
    ] {
        let output = batak()
            .args(
                args.iter()
                    .map(|arg| arg.replace("FILE", &file.display().to_string())),
            )
            .env("BATAK_FAULT_BEFORE_RENAME", "1")
            .run();
        assert_eq!(
            output.status.signal(),
            Some(6),
            "{args:?}: the writer died by SIGABRT"
        );
        assert_eq!(
            std::fs::read_to_string(&file).expect("read"),
            TOML_COMMENTED,
            "{args:?}"
        );
    }
    // The copy it left behind is not readable by more people than the original.
    for entry in std::fs::read_dir(&dir).expect("dir").flatten() {
        if entry.path() != file {
            std::fs::remove_file(entry.path()).expect("remove the first crash's copy");
        }
    }
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600)).expect("chmod");
    let output = batak()
        .args(["add", &file.display().to_string(), "--passed"])
        .env("BATAK_FAULT_BEFORE_RENAME", "1")
        .run();
    assert!(!output.status.success());
    let entries: Vec<_> = std::fs::read_dir(&dir).expect("dir").flatten().collect();
    assert_eq!(entries.len(), 2, "the file and the crashed copy");
    for entry in entries {
        let mode = entry.metadata().expect("stat").permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "{}", entry.path().display());
    }
}

#[test]
fn permissions_are_kept() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("perm");
    let file = dir.join("m.toml");
    std::fs::write(&file, TOML_COMMENTED).expect("write");
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o640)).expect("chmod");
    let output = batak().args(on(&file, &["add", "FILE", "--passed"])).run();
    assert!(output.status.success());
    let mode = std::fs::metadata(&file).expect("stat").permissions().mode() & 0o777;
    assert_eq!(mode, 0o640);
}

/// Run batak as an ordinary user: as `nobody` through `setpriv` when the tests run as
/// root (as CI does), else as the user running the tests.
fn as_ordinary_user(args: &[&str]) -> Output {
    let root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|output| output.stdout.starts_with(b"0\n"));
    let mut command = if root {
        let mut command = Command::new("setpriv");
        command
            .args(["--reuid=nobody", "--regid=nogroup", "--clear-groups", "--"])
            .arg(env!("CARGO_BIN_EXE_batak"));
        command
    } else {
        batak().command()
    };
    command
        .args(args)
        .output()
        .expect("run batak (setpriv is in util-linux)")
}

/// A folder everyone may write to, for the tests that run batak as `nobody`.
fn open_folder(name: &str) -> crate::common::Scratch {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch(name);
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o777)).expect("chmod");
    dir
}

#[test]
fn many_adds_at_once_each_land_exactly_once() {
    // Before the lock, 20 parallel adds often reported success for deals that were lost.
    for (name, start) in [("m.toml", TOML_COMMENTED), ("m.yaml", YAML_COMMENTED)] {
        let dir = scratch(&format!("parallel-{name}"));
        let file = dir.join(name);
        std::fs::write(&file, start).expect("write");
        let children: Vec<_> = (0..16)
            .map(|index| {
                batak()
                    .args(["add", &file.display().to_string(), "--passed"])
                    .args(["--note", &format!("n{index}")])
                    // Each waits its turn however loaded the machine (the default 10 s
                    // ran out once with three builds beside it): what is tested is that
                    // no deal is lost, not how fast.
                    .args(["--wait", "300"])
                    .stdout(std::process::Stdio::null())
                    .stderr(std::process::Stdio::piped())
                    .command()
                    .spawn()
                    .expect("run batak")
            })
            .collect();
        let mut succeeded = Vec::new();
        for (index, child) in children.into_iter().enumerate() {
            let output = child.wait_with_output().expect("wait");
            assert!(
                output.status.success(),
                "add {index}: {}",
                String::from_utf8_lossy(&output.stderr)
            );
            succeeded.push(index);
        }
        let text = std::fs::read_to_string(&file).expect("read");
        for index in succeeded {
            let note = format!("n{index}\"");
            let note_plain = format!("note: n{index}\n");
            let count = text.matches(&note).count() + text.matches(&note_plain).count();
            assert_eq!(
                count, 1,
                "{name}: deal n{index} is in the file {count} times:\n{text}"
            );
        }
        let check = batak().args(on(&file, &["check", "FILE"])).run();
        assert!(
            check.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&check.stderr)
        );
    }
}

#[test]
fn a_writer_that_waits_too_long_gives_up_and_says_why() {
    let dir = scratch("locked");
    let file = dir.join("m.toml");
    std::fs::write(&file, TOML_COMMENTED).expect("write");
    // Hold batak's lock (an advisory lock on the file) as another batak would.
    let held = std::fs::File::open(&file).expect("open");
    held.lock().expect("lock");
    let output = batak()
        .args(on(&file, &["add", "FILE", "--passed", "--wait", "0"]))
        .run();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("batak::edit::locked"), "{stderr}");
    assert_eq!(
        std::fs::read_to_string(&file).expect("read"),
        TOML_COMMENTED
    );
    held.unlock().expect("unlock");
    assert!(
        batak()
            .args(on(&file, &["add", "FILE", "--passed", "--wait", "0"]))
            .run()
            .status
            .success()
    );
}

#[test]
fn a_link_is_written_through_to_its_target() {
    let dir = scratch("symlink");
    let file = dir.join("real.toml");
    let link = dir.join("link.toml");
    std::fs::write(&file, TOML_COMMENTED).expect("write");
    std::os::unix::fs::symlink("real.toml", &link).expect("symlink");
    let output = batak().args(on(&link, &["add", "FILE", "--passed"])).run();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert!(
        stderr.contains("real.toml"),
        "the report names the target: {stderr}"
    );
    assert!(
        std::fs::symlink_metadata(&link)
            .expect("lstat")
            .file_type()
            .is_symlink(),
        "still a link"
    );
    assert!(
        std::fs::read_to_string(&file)
            .expect("read")
            .contains("passed = true")
    );
}

#[test]
fn a_read_only_file_is_refused_for_a_user_who_may_not_write_it() {
    use std::os::unix::fs::PermissionsExt;
    let dir = open_folder("read-only");
    let file = dir.join("m.toml");
    std::fs::write(&file, TOML_COMMENTED).expect("write");
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o444)).expect("chmod");
    let output = as_ordinary_user(&["add", &file.display().to_string(), "--passed"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("batak::edit::read_only"), "{stderr}");
    assert_eq!(
        std::fs::read_to_string(&file).expect("read"),
        TOML_COMMENTED
    );
}

#[test]
fn a_folder_batak_may_not_write_to_is_said_plainly() {
    use std::os::unix::fs::PermissionsExt;
    let outer = open_folder("closed-folder");
    let dir = outer.join("inner");
    std::fs::create_dir(&dir).expect("mkdir");
    let file = dir.join("m.toml");
    std::fs::write(&file, TOML_COMMENTED).expect("write");
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o666)).expect("chmod");
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let output = as_ordinary_user(&["add", &file.display().to_string(), "--passed"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("batak::edit::write"), "{stderr}");
    assert!(stderr.contains("must be writable"), "{stderr}");
    assert!(!stderr.contains("run the command again"), "{stderr}");
    assert_eq!(
        std::fs::read_to_string(&file).expect("read"),
        TOML_COMMENTED
    );
}

#[test]
fn the_owner_and_group_are_kept() {
    use std::os::unix::fs::MetadataExt;
    let dir = scratch("owner");
    let file = dir.join("m.toml");
    std::fs::write(&file, TOML_COMMENTED).expect("write");
    let before = std::fs::metadata(&file).expect("stat");
    // As root, give the file to another user first: root's add must not take it over.
    let _ = std::os::unix::fs::chown(&file, Some(65534), Some(65534));
    let before =
        std::fs::metadata(&file).map_or((before.uid(), before.gid()), |m| (m.uid(), m.gid()));
    assert!(
        batak()
            .args(on(&file, &["add", "FILE", "--passed"]))
            .run()
            .status
            .success()
    );
    let after = std::fs::metadata(&file).expect("stat");
    assert_eq!((after.uid(), after.gid()), before);
}

#[test]
fn a_fifo_is_refused_without_waiting_for_a_writer() {
    let dir = scratch("fifo");
    let fifo = dir.join("m.toml");
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(made.success());
    let mut child = batak()
        .args(["add", &fifo.display().to_string(), "--passed"])
        .stderr(std::process::Stdio::piped())
        .command()
        .spawn()
        .expect("run batak");
    // A watchdog, not a timing: before the fix batak waited for a writer forever.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while child.try_wait().expect("wait").is_none() {
        if std::time::Instant::now() > deadline {
            child.kill().expect("kill");
            panic!("batak add on a FIFO hung");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let output = child.wait_with_output().expect("wait");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("batak::edit::not_a_file"), "{stderr}");
}

#[test]
fn hard_links_are_said_to_keep_the_old_content() {
    let dir = scratch("hard-link");
    let file = dir.join("m.toml");
    std::fs::write(&file, TOML_COMMENTED).expect("write");
    std::fs::hard_link(&file, dir.join("other.toml")).expect("link");
    let output = batak().args(on(&file, &["add", "FILE", "--passed"])).run();
    assert!(output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("other hard links"));
    assert_eq!(
        std::fs::read_to_string(dir.join("other.toml")).expect("read"),
        TOML_COMMENTED
    );
}

#[test]
fn a_sticky_folder_says_why_the_file_cannot_be_replaced() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("sticky");
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o1777)).expect("chmod");
    let file = dir.join("m.toml");
    std::fs::write(&file, TOML_COMMENTED).expect("write");
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o666)).expect("chmod");
    let output = as_ordinary_user(&["add", &file.display().to_string(), "--passed"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    if output.status.success() {
        // Not root: the test user owns the file and may replace it.
        return;
    }
    assert!(stderr.contains("sticky bit"), "{stderr}");
    assert_eq!(
        std::fs::read_to_string(&file).expect("read"),
        TOML_COMMENTED
    );
    let leftovers = std::fs::read_dir(&dir).expect("dir").count();
    assert_eq!(leftovers, 1, "no copy left behind");
}

#[test]
fn a_note_with_a_line_break_reads_back_in_a_crlf_file() {
    let dir = scratch("crlf-note");
    let file = dir.join("m.toml");
    std::fs::write(&file, "players = [\"A\", \"B\", \"C\", \"D\"]\r\n").expect("write");
    for note in ["line1\nline2", "x\r\ny"] {
        let output = batak()
            .args(on(
                &file,
                &[
                    "add",
                    "FILE",
                    "--declarer",
                    "C",
                    "--bid",
                    "6",
                    "--tricks",
                    "3,2,5,3",
                    "--note",
                    note,
                ],
            ))
            .run();
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    let output = batak()
        .args(on(&file, &["score", "FILE", "--format", "json"]))
        .run();
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(json["deals"][0]["note"], "line1\nline2");
    assert_eq!(json["deals"][1]["note"], "x\r\ny");
    let text = std::fs::read_to_string(&file).expect("read");
    assert!(
        !text.replace("\r\n", "").contains('\n'),
        "CRLF throughout: {text:?}"
    );
}

#[test]
fn a_group_that_cannot_be_kept_is_said() {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let dir = open_folder("group");
    let file = dir.join("m.toml");
    std::fs::write(&file, TOML_COMMENTED).expect("write");
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o664)).expect("chmod");
    // As root: give the file to nobody and to group 0, which nobody is not in.
    if std::os::unix::fs::chown(&file, Some(65534), Some(0)).is_err() {
        return; // not root: nothing to give away
    }
    let output = as_ordinary_user(&["add", &file.display().to_string(), "--passed"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    let gid = std::fs::metadata(&file).expect("stat").gid();
    if gid != 0 {
        assert!(
            stderr.contains("could not keep its owner and group (65534:0)"),
            "{stderr}"
        );
    }
}

/// Every layout docs/editing.md names, each with a contract and a passed deal and comments.
const LAYOUTS: &[(&str, &str)] = &[
    (
        "tables.toml",
        "players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]\n\n# first\n[[deals]]\ndeclarer = \"Burak\"   # won it\nbid = 7\ntricks = [2, 8, 2, 1]   # 13\n\n[[deals]]\npassed = true\n\n# at the end\n",
    ),
    (
        "inline.toml",
        "players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]\ndeals = [\n  # first\n  { declarer = \"Burak\", bid = 7, tricks = [2, 8, 2, 1] },   # won it\n  { passed = true },\n]\n# at the end\n",
    ),
    (
        "block.yaml",
        "players: [Ayşe, Burak, Cem, Deniz]\ndeals:\n  # first\n  - declarer: Burak   # won it\n    bid: 7\n    tricks: [2, 8, 2, 1]   # 13\n  - passed: true\n# at the end\n",
    ),
    (
        "flow-items.yaml",
        "players: [Ayşe, Burak, Cem, Deniz]\ndeals:\n  # first\n  - { declarer: Burak, bid: 7, tricks: [2, 8, 2, 1] }   # won it\n  - { passed: true }\n# at the end\n",
    ),
    (
        "flow-list.yaml",
        "players: [Ayşe, Burak, Cem, Deniz]\ndeals: [\n  # first\n  { declarer: Burak, bid: 7, tricks: [2, 8, 2, 1] },   # won it\n  { passed: true },\n]\n# at the end\n",
    ),
];

fn succeeds(args: &[&str], file: &Path) -> String {
    let output = batak().args(on(file, args)).run();
    assert!(
        output.status.success(),
        "{args:?} on {}: {}",
        file.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// What a deal already holds, asked in other words, changes nothing either (found by a
/// hostile tester: `--trump ♠` on `trump = "♠"` rewrote it as "spades", and tricks asked
/// by name rewrote the list as a table).
#[test]
fn an_amend_in_other_words_for_what_the_deal_holds_writes_nothing() {
    let dir = scratch("same-in-other-words");
    let file = dir.join("m.toml");
    let start = std::fs::read_to_string("examples/friday.toml").expect("example");
    std::fs::write(&file, &start).expect("write");
    for (deal, asked) in [
        ("4", &["--trump", "spades"][..]),
        ("4", &["--trump", "maça"]),
        ("6", &["--trump", "♣"]),
        ("5", &["--trump", "H"]),
        ("1", &["--tricks", "Ayşe=2"]),
        ("2", &["--tricks", "3,2,5,3"]),
    ] {
        let out = succeeds(&[&["amend", "FILE", deal][..], asked].concat(), &file);
        assert!(
            out.starts_with(&format!("deal {deal} already holds that")),
            "{deal} {asked:?}: {out}"
        );
        assert_eq!(std::fs::read_to_string(&file).expect("read"), start);
    }
    // A change is still one.
    let out = succeeds(&["amend", "FILE", "4", "--trump", "hearts"], &file);
    assert!(out.starts_with("changed deal 4"), "{out}");
}

/// Asking `amend` for what a deal already holds writes nothing, not even a new inode, in
/// every layout (what `amend` and `remove` do to each layout otherwise is
/// `tests/cmd/sandbox/layouts.md`).
#[test]
fn an_amend_that_changes_nothing_keeps_the_file_in_every_layout() {
    for (name, start) in LAYOUTS {
        let dir = scratch(&format!("layouts-{name}"));
        let file = dir.join(name);
        std::fs::write(&file, start).expect("write");
        succeeds(&["amend", "FILE", "2", "--note", "again"], &file);
        let inode = std::os::unix::fs::MetadataExt::ino(&std::fs::metadata(&file).expect("stat"));
        let before = std::fs::read_to_string(&file).expect("read");
        let out = succeeds(&["amend", "FILE", "2", "--note", "again"], &file);
        assert!(
            out.starts_with("deal 2 already holds that"),
            "{name}: {out}"
        );
        assert_eq!(std::fs::read_to_string(&file).expect("read"), before);
        assert_eq!(
            std::os::unix::fs::MetadataExt::ino(&std::fs::metadata(&file).expect("stat")),
            inode,
            "{name}"
        );
    }
}
