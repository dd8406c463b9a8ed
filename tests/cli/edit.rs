//! `batak new`, `add`, `amend` and `remove` keep the file: comments survive, refusals
//! leave identical bytes, a crash between write and rename leaves the original intact.

use std::path::Path;
use std::process::{Command, Output};

/// A fresh folder for one test.
fn folder(name: &str) -> crate::common::Scratch {
    crate::common::scratch(&format!("edit-{name}"))
}

fn batak(args: &[&str], file: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_batak"))
        .args(
            args.iter()
                .map(|arg| arg.replace("FILE", &file.display().to_string())),
        )
        .output()
        .expect("run batak")
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

#[test]
fn add_keeps_comments_and_scores_in_both_formats() {
    for (name, original) in [("m.toml", TOML_COMMENTED), ("m.yaml", YAML_COMMENTED)] {
        let dir = folder(name);
        let file = dir.join(name);
        std::fs::write(&file, original).expect("write");
        let output = batak(
            &[
                "add",
                "FILE",
                "--declarer",
                "Cem",
                "--bid",
                "6",
                "--tricks",
                "3,2,5,3",
                "--dealer",
                "Deniz",
            ],
            &file,
        );
        assert!(
            output.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(
            stdout.contains("in progress: Burak leads, 78 short of 151"),
            "{stdout}"
        );
        let edited = std::fs::read_to_string(&file).expect("read");
        for line in original.lines() {
            assert!(
                edited.contains(line),
                "{name} lost the line {line:?}:\n{edited}"
            );
        }
        let output = batak(&["score", "FILE", "--format", "json"], &file);
        let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
        assert_eq!(json["deals"].as_array().expect("deals").len(), 2, "{name}");
        assert_eq!(json["deals"][1]["points"]["Cem"], -60, "{name}");
        assert_eq!(json["deals"][1]["dealer"], "Deniz", "{name}");
    }
}

#[test]
fn new_then_add_in_both_formats() {
    for name in ["n.toml", "n.yaml"] {
        let dir = folder(name);
        let file = dir.join(name);
        let output = batak(
            &[
                "new",
                "FILE",
                "--players",
                "A,B,C,D",
                "--set",
                "preset=esli",
                "--teams",
                "Us,Them",
            ],
            &file,
        );
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let text = std::fs::read_to_string(&file).expect("read");
        assert!(
            text.starts_with("#:schema ") || text.starts_with("# yaml-language-server: $schema="),
            "{text}"
        );
        for (args, total) in [
            (
                vec![
                    "add",
                    "FILE",
                    "--declarer",
                    "A",
                    "--bid",
                    "8",
                    "--tricks",
                    "9,4",
                ],
                9,
            ),
            (
                vec![
                    "add",
                    "FILE",
                    "--declarer",
                    "B",
                    "--bid",
                    "7",
                    "--tricks",
                    "Us=5,Them=8",
                ],
                14,
            ),
            (
                vec![
                    "add",
                    "FILE",
                    "--declarer",
                    "C",
                    "--bid",
                    "7",
                    "--tricks",
                    "4,0,4,5",
                ],
                22,
            ),
        ] {
            let output = batak(&args, &file);
            assert!(
                output.status.success(),
                "{name}: {}",
                String::from_utf8_lossy(&output.stderr)
            );
            let output = batak(&["score", "FILE", "--format", "json"], &file);
            let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
            assert_eq!(json["standings"][0]["total"], total, "{name}");
        }
        // new never overwrites.
        let before = std::fs::read(&file).expect("read");
        let output = batak(&["new", "FILE", "--players", "E,F,G,H"], &file);
        assert_eq!(output.status.code(), Some(1));
        assert_eq!(std::fs::read(&file).expect("read"), before);
    }
}

#[test]
fn every_refusal_leaves_identical_bytes() {
    // Ayşe dealt the first deal, so Burak deals next: Cem is out of rotation (a warning).
    let dealt = TOML_COMMENTED.replace("bid = 7\n", "bid = 7\ndealer = \"Ayşe\"\n");
    let cases: Vec<(&str, &str, Vec<&str>)> = vec![
        (
            "sum.toml",
            TOML_COMMENTED,
            vec![
                "add",
                "FILE",
                "--declarer",
                "Cem",
                "--bid",
                "6",
                "--tricks",
                "3,2,5,2",
            ],
        ),
        (
            "who.yaml",
            YAML_COMMENTED,
            vec![
                "add",
                "FILE",
                "--declarer",
                "Cemal",
                "--bid",
                "6",
                "--tricks",
                "3,2,5,3",
            ],
        ),
        (
            "low.toml",
            TOML_COMMENTED,
            vec![
                "add",
                "FILE",
                "--declarer",
                "Cem",
                "--bid",
                "3",
                "--tricks",
                "3,2,5,3",
            ],
        ),
        (
            "suit.yaml",
            YAML_COMMENTED,
            vec![
                "add",
                "FILE",
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
            "alias.yaml",
            "base: &d []\nplayers: [A, B, C, D]\ndeals: *d\n",
            vec!["add", "FILE", "--passed"],
        ),
        (
            "broken.toml",
            "players = [\"A\", \"B\",\n",
            vec!["add", "FILE", "--passed"],
        ),
        (
            "dry.toml",
            TOML_COMMENTED,
            vec!["add", "FILE", "--passed", "--dry-run"],
        ),
        (
            "strict.toml",
            &dealt,
            vec!["add", "FILE", "--passed", "--dealer", "Cem", "--strict"],
        ),
    ];
    for (name, text, args) in cases {
        let dir = folder(name);
        let file = dir.join(name);
        std::fs::write(&file, text).expect("write");
        let output = batak(&args, &file);
        assert_eq!(
            std::fs::read_to_string(&file).expect("read"),
            text,
            "{name} changed"
        );
        let leftovers = std::fs::read_dir(&dir).expect("dir").count();
        assert_eq!(leftovers, 1, "{name} left a temporary file");
        if name != "dry.toml" {
            // An unknown name on the command line is a command-line mistake.
            let expected = if name == "who.yaml" { 2 } else { 1 };
            assert_eq!(
                output.status.code(),
                Some(expected),
                "{name}: {}",
                String::from_utf8_lossy(&output.stderr)
            );
        }
    }
}

#[test]
fn crlf_files_stay_crlf() {
    for (name, text) in [("c.toml", TOML_COMMENTED), ("c.yaml", YAML_COMMENTED)] {
        let dir = folder(name);
        let file = dir.join(name);
        std::fs::write(&file, text.replace('\n', "\r\n")).expect("write");
        let output = batak(&["add", "FILE", "--passed"], &file);
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
    let dir = folder("crash");
    let file = dir.join("m.toml");
    std::fs::write(&file, TOML_COMMENTED).expect("write");
    // Every command that writes the file goes through the one writer.
    for args in [
        &["add", "FILE", "--passed"][..],
        &["amend", "FILE", "--trump", "hearts"][..],
        &["remove", "FILE"][..],
    ] {
        let output = Command::new(env!("CARGO_BIN_EXE_batak"))
            .args(
                args.iter()
                    .map(|arg| arg.replace("FILE", &file.display().to_string())),
            )
            .env("BATAK_FAULT_BEFORE_RENAME", "1")
            .output()
            .expect("run batak");
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
    let output = Command::new(env!("CARGO_BIN_EXE_batak"))
        .args(["add", &file.display().to_string(), "--passed"])
        .env("BATAK_FAULT_BEFORE_RENAME", "1")
        .output()
        .expect("run batak");
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
    let dir = folder("perm");
    let file = dir.join("m.toml");
    std::fs::write(&file, TOML_COMMENTED).expect("write");
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o640)).expect("chmod");
    let output = batak(&["add", "FILE", "--passed"], &file);
    assert!(output.status.success());
    let mode = std::fs::metadata(&file).expect("stat").permissions().mode() & 0o777;
    assert_eq!(mode, 0o640);
}

#[test]
fn dry_run_shows_the_new_deal_and_writes_nothing() {
    let dir = folder("dry-run");
    let file = dir.join("m.yaml");
    std::fs::write(&file, YAML_COMMENTED).expect("write");
    let output = batak(
        &["add", "FILE", "--passed", "--dealer", "Cem", "--dry-run"],
        &file,
    );
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.starts_with(&format!(
            "would append to {}:\n  - dealer: Cem\n    passed: true\n",
            file.display()
        )),
        "{stdout}"
    );
    assert_eq!(
        std::fs::read_to_string(&file).expect("read"),
        YAML_COMMENTED
    );
}

#[test]
fn add_takes_no_house_rules() {
    // A rule given to `add` would be silently ignored (the file's rules decide), so the
    // command line refuses it.
    let dir = folder("no-set");
    let file = dir.join("m.toml");
    std::fs::write(&file, TOML_COMMENTED).expect("write");
    let output = batak(&["add", "FILE", "--passed", "--set", "target=101"], &file);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        std::fs::read_to_string(&file).expect("read"),
        TOML_COMMENTED
    );
}

#[test]
fn add_reports_unreadable_files_like_every_other_command() {
    let dir = folder("missing");
    let output = batak(&["add", "FILE", "--passed"], &dir.join("none.toml"));
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("batak::io::not_found"));
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
        Command::new(env!("CARGO_BIN_EXE_batak"))
    };
    command
        .args(args)
        .output()
        .expect("run batak (setpriv is in util-linux)")
}

/// A folder everyone may write to, for the tests that run batak as `nobody`.
fn open_folder(name: &str) -> crate::common::Scratch {
    use std::os::unix::fs::PermissionsExt;
    let dir = folder(name);
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o777)).expect("chmod");
    dir
}

#[test]
fn many_adds_at_once_each_land_exactly_once() {
    // Before the lock, 20 parallel adds often reported success for deals that were lost.
    for (name, start) in [("m.toml", TOML_COMMENTED), ("m.yaml", YAML_COMMENTED)] {
        let dir = folder(&format!("parallel-{name}"));
        let file = dir.join(name);
        std::fs::write(&file, start).expect("write");
        let children: Vec<_> = (0..16)
            .map(|index| {
                Command::new(env!("CARGO_BIN_EXE_batak"))
                    .args(["add", &file.display().to_string(), "--passed"])
                    .args(["--note", &format!("n{index}")])
                    // Each waits its turn however loaded the machine (the default 10 s
                    // ran out once with three builds beside it): what is tested is that
                    // no deal is lost, not how fast.
                    .args(["--wait", "300"])
                    .stdout(std::process::Stdio::null())
                    .stderr(std::process::Stdio::piped())
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
        let check = batak(&["check", "FILE"], &file);
        assert!(
            check.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&check.stderr)
        );
    }
}

#[test]
fn a_writer_that_waits_too_long_gives_up_and_says_why() {
    let dir = folder("locked");
    let file = dir.join("m.toml");
    std::fs::write(&file, TOML_COMMENTED).expect("write");
    // Hold batak's lock (an advisory lock on the file) as another batak would.
    let held = std::fs::File::open(&file).expect("open");
    held.lock().expect("lock");
    let output = batak(&["add", "FILE", "--passed", "--wait", "0"], &file);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("batak::edit::locked"), "{stderr}");
    assert_eq!(
        std::fs::read_to_string(&file).expect("read"),
        TOML_COMMENTED
    );
    held.unlock().expect("unlock");
    assert!(
        batak(&["add", "FILE", "--passed", "--wait", "0"], &file)
            .status
            .success()
    );
}

#[test]
fn a_link_is_written_through_to_its_target() {
    let dir = folder("symlink");
    let file = dir.join("real.toml");
    let link = dir.join("link.toml");
    std::fs::write(&file, TOML_COMMENTED).expect("write");
    std::os::unix::fs::symlink("real.toml", &link).expect("symlink");
    let output = batak(&["add", "FILE", "--passed"], &link);
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
    let dir = folder("owner");
    let file = dir.join("m.toml");
    std::fs::write(&file, TOML_COMMENTED).expect("write");
    let before = std::fs::metadata(&file).expect("stat");
    // As root, give the file to another user first: root's add must not take it over.
    let _ = std::os::unix::fs::chown(&file, Some(65534), Some(65534));
    let before =
        std::fs::metadata(&file).map_or((before.uid(), before.gid()), |m| (m.uid(), m.gid()));
    assert!(batak(&["add", "FILE", "--passed"], &file).status.success());
    let after = std::fs::metadata(&file).expect("stat");
    assert_eq!((after.uid(), after.gid()), before);
}

#[test]
fn a_fifo_is_refused_without_waiting_for_a_writer() {
    let dir = folder("fifo");
    let fifo = dir.join("m.toml");
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(made.success());
    let mut child = Command::new(env!("CARGO_BIN_EXE_batak"))
        .args(["add", &fifo.display().to_string(), "--passed"])
        .stderr(std::process::Stdio::piped())
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
    let dir = folder("hard-link");
    let file = dir.join("m.toml");
    std::fs::write(&file, TOML_COMMENTED).expect("write");
    std::fs::hard_link(&file, dir.join("other.toml")).expect("link");
    let output = batak(&["add", "FILE", "--passed"], &file);
    assert!(output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("other hard links"));
    assert_eq!(
        std::fs::read_to_string(dir.join("other.toml")).expect("read"),
        TOML_COMMENTED
    );
}

#[test]
fn names_and_notes_that_look_like_numbers_round_trip_in_yaml() {
    // A player named 0x10 could be created but never named by add; --note 0x1A was
    // written plain and read back as a number.
    let dir = folder("yaml-scalars");
    let file = dir.join("m.yaml");
    let output = batak(&["new", "FILE", "--players", "0x10,true,null,1_000"], &file);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    for (declarer, note) in [
        ("0x10", "0x1A"),
        ("true", "1_000"),
        ("null", "0o17"),
        ("1_000", "~"),
    ] {
        let output = batak(
            &[
                "add",
                "FILE",
                "--declarer",
                declarer,
                "--bid",
                "5",
                "--tricks",
                "5,3,3,2",
                "--note",
                note,
            ],
            &file,
        );
        assert!(
            output.status.success(),
            "{declarer}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    let output = batak(&["score", "FILE", "--format", "json"], &file);
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let deals = json["deals"].as_array().expect("deals");
    let read: Vec<(&str, &str)> = deals
        .iter()
        .map(|deal| {
            (
                deal["declarer"].as_str().unwrap(),
                deal["note"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        read,
        [
            ("0x10", "0x1A"),
            ("true", "1_000"),
            ("null", "0o17"),
            ("1_000", "~")
        ]
    );
}

#[test]
fn a_sticky_folder_says_why_the_file_cannot_be_replaced() {
    use std::os::unix::fs::PermissionsExt;
    let dir = folder("sticky");
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
fn a_deal_added_after_a_merge_key_deal_goes_after_it() {
    // A YAML merge key in the last deal: the reader once spanned that deal by its merged
    // keys (in deal 1), and the new deal was spliced into its middle (the safety net,
    // tested in `edit`, then refused it). Its span now ends with its own last line.
    let dir = folder("merge-key");
    let file = dir.join("m.yaml");
    let text = "players: [A, B, C, D]\ndeals:\n  - &d\n    declarer: B\n    bid: 7\n    tricks: [2, 8, 2, 1]\n  - note: the same again\n    <<: *d\n";
    std::fs::write(&file, text).expect("write");
    let output = batak(
        &[
            "add",
            "FILE",
            "--declarer",
            "C",
            "--bid",
            "6",
            "--tricks",
            "3,2,5,3",
        ],
        &file,
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert_eq!(
        std::fs::read_to_string(&file).expect("read"),
        format!("{text}  - declarer: C\n    bid: 6\n    tricks: [3, 2, 5, 3]\n")
    );
}

#[test]
fn a_note_with_a_line_break_reads_back_in_a_crlf_file() {
    let dir = folder("crlf-note");
    let file = dir.join("m.toml");
    std::fs::write(&file, "players = [\"A\", \"B\", \"C\", \"D\"]\r\n").expect("write");
    for note in ["line1\nline2", "x\r\ny"] {
        let output = batak(
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
            &file,
        );
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    let output = batak(&["score", "FILE", "--format", "json"], &file);
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

#[test]
fn remove_takes_a_deal_out_with_its_comments_in_both_formats() {
    for (name, start) in [("m.toml", TOML_COMMENTED), ("m.yaml", YAML_COMMENTED)] {
        let dir = folder(&format!("remove-{name}"));
        let file = dir.join(name);
        std::fs::write(&file, start).expect("write");
        // Two deals more, then take the first added one out again.
        for note in ["second", "third"] {
            let output = batak(&["add", "FILE", "--passed", "--note", note], &file);
            assert!(
                output.status.success(),
                "{}",
                String::from_utf8_lossy(&output.stderr)
            );
        }
        let with_three = std::fs::read_to_string(&file).expect("read");
        // Out of range: exit 2, bytes identical; --dry-run writes nothing.
        let output = batak(&["remove", "FILE", "4"], &file);
        assert_eq!(output.status.code(), Some(2), "{name}");
        let output = batak(&["remove", "FILE", "--dry-run"], &file);
        assert!(output.status.success());
        assert!(String::from_utf8_lossy(&output.stdout).contains("would remove deal 3"));
        assert_eq!(std::fs::read_to_string(&file).expect("read"), with_three);
        let output = batak(&["remove", "FILE", "2"], &file);
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        assert!(String::from_utf8_lossy(&output.stdout).starts_with("removed deal 2 from "));
        let output = batak(&["score", "FILE", "--format", "json"], &file);
        let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
        let notes: Vec<&serde_json::Value> = json["deals"]
            .as_array()
            .expect("deals")
            .iter()
            .map(|deal| &deal["note"])
            .collect();
        assert_eq!(
            notes,
            [&serde_json::Value::Null, &serde_json::json!("third")],
            "{name}"
        );
        // The original's comments are all still there; removing the last deal of the
        // original text brings back exactly that text plus the third deal.
        let text = std::fs::read_to_string(&file).expect("read");
        for comment in [
            "# the first deal",
            "# won the auction",
            "# 13 in all",
            "# a comment at the very end",
        ] {
            assert!(text.contains(comment), "{name}: {comment} lost:\n{text}");
        }
        let output = batak(&["remove", "FILE"], &file);
        assert!(output.status.success());
        assert_eq!(
            std::fs::read_to_string(&file).expect("read"),
            start,
            "{name}"
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

/// The deals as `score --format json` reads them.
fn deals_of(file: &Path) -> Vec<serde_json::Value> {
    let output = batak(&["score", "FILE", "--format", "json"], file);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    json["deals"].as_array().expect("deals").clone()
}

fn succeeds(args: &[&str], file: &Path) -> String {
    let output = batak(args, file);
    assert!(
        output.status.success(),
        "{args:?} on {}: {}",
        file.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn amend_and_remove_work_on_every_layout_and_refuse_without_a_trace() {
    for (name, start) in LAYOUTS {
        let dir = folder(&format!("layouts-{name}"));
        let file = dir.join(name);
        std::fs::write(&file, start).expect("write");
        // Refusals: an impossible count (exit 1), a name that is no player's, a deal
        // that is not there, a passed deal given half a contract (exit 2): bytes stay.
        for (args, code) in [
            (&["amend", "FILE", "1", "--tricks", "3,8,2,1"][..], 1),
            (&["amend", "FILE", "1", "--declarer", "Cemal"][..], 2),
            (&["amend", "FILE", "3", "--bid", "8"][..], 2),
            (&["amend", "FILE", "--declarer", "Cem"][..], 2),
            (&["remove", "FILE", "3"][..], 2),
            (&["amend", "FILE", "1", "--bid", "8", "--dry-run"][..], 0),
        ] {
            let output = batak(args, &file);
            assert_eq!(output.status.code(), Some(code), "{name} {args:?}");
            assert_eq!(
                std::fs::read_to_string(&file).expect("read"),
                *start,
                "{name} {args:?}"
            );
        }
        // A value in place: only its token changes.
        let out = succeeds(&["amend", "FILE", "1", "--tricks", "3,7,2,1"], &file);
        assert!(out.starts_with("changed deal 1 in "), "{out}");
        assert_eq!(
            std::fs::read_to_string(&file).expect("read"),
            start.replace("[2, 8, 2, 1]", "[3, 7, 2, 1]"),
            "{name}"
        );
        // A passed deal's dealer and note change, and it stays passed.
        succeeds(
            &["amend", "FILE", "2", "--note", "again", "--dealer", "Cem"],
            &file,
        );
        let deals = deals_of(&file);
        assert_eq!(deals[1]["passed"], true, "{name}");
        assert_eq!(deals[1]["note"], "again", "{name}");
        assert_eq!(deals[1]["dealer"], "Cem", "{name}");
        // Asking for what the deal already holds writes nothing, not even a new inode.
        let inode = std::os::unix::fs::MetadataExt::ino(&std::fs::metadata(&file).expect("stat"));
        let before = std::fs::read_to_string(&file).expect("read");
        let out = succeeds(&["amend", "FILE", "2", "--note", "again"], &file);
        assert!(out.starts_with("deal 2 already holds that"), "{out}");
        assert_eq!(std::fs::read_to_string(&file).expect("read"), before);
        assert_eq!(
            std::os::unix::fs::MetadataExt::ino(&std::fs::metadata(&file).expect("stat")),
            inode
        );
        // Contract → passed → contract, a key added, the score-sheet form and back.
        succeeds(&["amend", "FILE", "1", "--passed"], &file);
        assert_eq!(deals_of(&file)[0]["passed"], true, "{name}");
        succeeds(
            &[
                "amend",
                "FILE",
                "2",
                "--declarer",
                "Cem",
                "--bid",
                "6",
                "--tricks",
                "3,2,6,2",
            ],
            &file,
        );
        succeeds(
            &["amend", "FILE", "--trump", "spades", "--dealer", "Burak"],
            &file,
        );
        succeeds(&["amend", "FILE", "--bids", "0,0,7,0"], &file);
        succeeds(&["amend", "FILE", "--declarer", "Deniz"], &file);
        let deals = deals_of(&file);
        assert_eq!(deals[1]["declarer"], "Deniz", "{name}: {deals:?}");
        assert_eq!(deals[1]["bid"], 7, "{name}");
        assert_eq!(deals[1]["trump"], "spades", "{name}");
        assert_eq!(deals[1]["dealer"], "Burak", "{name}");
        let text = std::fs::read_to_string(&file).expect("read");
        assert!(
            text.contains("0, 0, 0, 7"),
            "{name}: the bids moved:\n{text}"
        );
        for comment in ["# first", "# won it", "# at the end"] {
            assert!(text.contains(comment), "{name}: {comment} lost:\n{text}");
        }
        // Back to declarer and bid; then remove both deals, the first one first.
        succeeds(&["amend", "FILE", "--declarer", "Cem", "--bid", "6"], &file);
        let text = std::fs::read_to_string(&file).expect("read");
        assert!(!text.contains("bids"), "{name}:\n{text}");
        succeeds(&["remove", "FILE", "1"], &file);
        assert_eq!(deals_of(&file).len(), 1, "{name}");
        succeeds(&["remove", "FILE"], &file);
        assert_eq!(deals_of(&file).len(), 0, "{name}");
        let text = std::fs::read_to_string(&file).expect("read");
        assert!(text.contains("# at the end"), "{name}:\n{text}");
    }
}

#[test]
fn amend_dry_run_shows_the_deal_before_and_after() {
    let dir = folder("amend-dry");
    let file = dir.join("m.toml");
    std::fs::write(&file, TOML_COMMENTED).expect("write");
    let out = succeeds(&["amend", "FILE", "--trump", "hearts", "--dry-run"], &file);
    assert!(
        out.starts_with(&format!(
            "would change deal 1 in {}\nbefore:\n[[deals]]\ndeclarer = \"Burak\"   # won the auction\nbid = 7\ntricks = [2, 8, 2, 1]   # 13 in all\n# a comment at the very end\nafter:\n",
            file.display()
        )),
        "{out}"
    );
    assert!(
        out.contains("tricks = [2, 8, 2, 1]   # 13 in all\ntrump = \"hearts\"\n"),
        "{out}"
    );
    assert_eq!(
        std::fs::read_to_string(&file).expect("read"),
        TOML_COMMENTED
    );
}

/// The safety net reads the values as written, so it holds for a file with errors too,
/// and for keys outside the deals (found by a hostile test: an anchor that went with the
/// old value changed another deal's bid, and a title that was an alias changed).
#[test]
fn a_splice_that_would_change_other_values_is_refused_even_in_a_file_with_errors() {
    let dir = folder("values");
    for (name, text, args) in [
        (
            "anchor.yaml",
            "players: [A, B, C, D]\nrules:\n  min_bid: &x 5\ndeals:\n  - declarer: B\n    bid: 7\n    tricks: [2, &x 8, 2, 2]\n  - declarer: C\n    bid: *x\n    tricks: [2, 2, 8, 1]\n",
            &["amend", "FILE", "1", "--tricks", "2,8,2,1"][..],
        ),
        (
            "title.yaml",
            "players: [&n Ayse, Burak, Cem, Deniz]\ndeals:\n  - declarer: Burak\n    bid: 7\n    tricks: {Ayse: 2, Burak: 8, &n Cem: 2, Deniz: 1}\ntitle: *n\n",
            &["amend", "FILE", "1", "--tricks", "3,7,2,1"][..],
        ),
    ] {
        let file = dir.join(name);
        std::fs::write(&file, text).expect("write");
        let output = batak(args, &file);
        assert_eq!(output.status.code(), Some(1), "{name}");
        assert!(
            String::from_utf8_lossy(&output.stderr).contains("batak::edit"),
            "{name}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        assert_eq!(
            std::fs::read_to_string(&file).expect("read"),
            text,
            "{name}"
        );
    }
    // Without a final line break, add then remove gives the file back byte for byte.
    let file = dir.join("bare.yaml");
    let bare =
        "players: [A, B, C, D]\ndeals:\n  - declarer: B\n    bid: 7\n    tricks: [2, 8, 2, 1]";
    std::fs::write(&file, bare).expect("write");
    assert!(batak(&["add", "FILE", "--passed"], &file).status.success());
    assert!(batak(&["remove", "FILE"], &file).status.success());
    assert_eq!(std::fs::read_to_string(&file).expect("read"), bare);
}

/// Two found by a hostile round: a TOML note whose line starts with `[` is not the next
/// table; `remove --strict` is not refused for a warning the file already had that
/// only changed its words (the deals were renumbered).
#[test]
fn remove_reads_multiline_notes_and_strict_keeps_old_warnings() {
    let dir = folder("remove-odd");
    let file = dir.join("br.toml");
    let text = "players = [\"A\", \"B\", \"C\", \"D\"]\n\n[[deals]]\npassed = true\nnote = \"\"\"\n[re-dealt by C]\n\"\"\"\n\n[[deals]]\npassed = true\n";
    std::fs::write(&file, text).expect("write");
    let output = batak(&["remove", "FILE", "1"], &file);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(
        std::fs::read_to_string(&file).expect("read"),
        "players = [\"A\", \"B\", \"C\", \"D\"]\n\n[[deals]]\npassed = true\n"
    );
    // Target 101: deals 6–7 of friday come after the end (a warning); removing deal 7
    // leaves "deal 6 …", the same warning in other words.
    let file = dir.join("s101.toml");
    let friday = std::fs::read_to_string("examples/friday.toml").expect("example");
    std::fs::write(
        &file,
        friday.replacen("[rules]\n", "[rules]\ntarget = 101\n", 1),
    )
    .expect("write");
    let output = batak(&["remove", "FILE", "7", "--strict"], &file);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// `remove --dry-run` shows the lines it takes with their indentation, the comment above
/// the deal included.
#[test]
fn remove_dry_run_keeps_indentation() {
    let dir = folder("dry-indent");
    let file = dir.join("m.yaml");
    let text = "players: [A, B, C, D]\ndeals:\n  - passed: true\n  # the big one\n  - declarer: B\n    bid: 7\n    tricks: [2, 8, 2, 1]\n";
    std::fs::write(&file, text).expect("write");
    let out = succeeds(&["remove", "FILE", "--dry-run"], &file);
    assert!(
        out.contains(":\n  # the big one\n  - declarer: B\n    bid: 7\n    tricks: [2, 8, 2, 1]\n"),
        "{out}"
    );
    assert_eq!(std::fs::read_to_string(&file).expect("read"), text);
}

/// A deal whose tricks are counted from its play may get another declarer or trump: the
/// play is checked again under it (the tricks it tells change with the leader).
#[test]
fn amend_changes_the_declarer_of_a_deal_with_its_play() {
    let dir = folder("played");
    let file = dir.join("played.toml");
    std::fs::copy("examples/played.toml", &file).expect("copy");
    for args in [
        ["amend", "FILE", "1", "--declarer", "Ayşe"],
        ["amend", "FILE", "1", "--trump", "spades"],
    ] {
        let output = batak(&args, &file);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(0), "{args:?}: {stderr}");
    }
    let text = std::fs::read_to_string(&file).expect("read");
    assert!(
        text.contains("declarer = \"Ayşe\"") && text.contains("trump = \"spades\""),
        "{text}"
    );
}

#[test]
fn amend_changes_the_title_and_date_at_the_top_and_keeps_the_rest() {
    for (name, original) in [("m.toml", TOML_COMMENTED), ("m.yaml", YAML_COMMENTED)] {
        let dir = folder(&format!("header-{name}"));
        let file = dir.join(name);
        std::fs::write(&file, original).expect("write");
        // --dry-run shows the lines and writes nothing.
        let output = batak(&["amend", "FILE", "--title", "Cuma", "--dry-run"], &file);
        assert!(output.status.success(), "{output:?}");
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(stdout.starts_with("would change the title of "), "{stdout}");
        assert_eq!(std::fs::read_to_string(&file).expect("read"), original);
        let output = batak(
            &[
                "amend",
                "FILE",
                "--title",
                "Cuma akşamı",
                "--date",
                "27.11.2026",
            ],
            &file,
        );
        assert!(output.status.success(), "{output:?}");
        assert!(
            String::from_utf8_lossy(&output.stdout)
                .contains(": Cuma akşamı · 2026-11-27 · rules: classic\n"),
            "{output:?}"
        );
        assert!(String::from_utf8_lossy(&output.stderr).starts_with("note: --date 27.11.2026"));
        // The title changed where it is written, its comment kept; the date below it.
        let edited = std::fs::read_to_string(&file).expect("read");
        let title = if name.ends_with("toml") {
            "title = \"Cuma akşamı\"   # the title\ndate = 2026-11-27\n"
        } else {
            "title: Cuma akşamı   # the title\ndate: 2026-11-27\n"
        };
        assert!(edited.contains(title), "{edited}");
        let without = edited.replace(title, "");
        let before = original
            .lines()
            .filter(|line| !line.starts_with("title"))
            .collect::<Vec<_>>()
            .join("\n");
        assert_eq!(
            without.trim_end(),
            before.trim_end(),
            "only the header changed"
        );
        // Asking again for what it holds writes nothing.
        let output = batak(&["amend", "FILE", "--date", "2026-11-27"], &file);
        assert!(
            String::from_utf8_lossy(&output.stdout).starts_with("the date of "),
            "{output:?}"
        );
        assert_eq!(std::fs::read_to_string(&file).expect("read"), edited);
        // A deal's number, or a deal's field, does not go with --title.
        let output = batak(&["amend", "FILE", "1", "--title", "x"], &file);
        assert_eq!(output.status.code(), Some(2));
        let output = batak(&["amend", "FILE", "--title", "x", "--note", "y"], &file);
        assert_eq!(output.status.code(), Some(2));
        assert_eq!(std::fs::read_to_string(&file).expect("read"), edited);
    }
}

/// A file whose rules come after its deals is read twice when it is judged (the rules
/// must be known before the deals): the one reading a change takes of it (the splice,
/// the judging and the safety net's digest) starts again with it, and every change
/// lands where it should in both formats.
#[test]
fn every_change_works_on_a_file_whose_rules_come_after_its_deals() {
    let dir = folder("late-rules");
    for (name, text, added, amended, removed) in [
        (
            "late.toml",
            "players = [\"A\", \"B\", \"C\", \"D\"]\n\n[[deals]]\ndeclarer = \"A\"\nbid = 5\ntricks = [5, 3, 3, 2]\n\n[[deals]]\npassed = true\n\n[rules]\nend = \"none\"\n",
            "[rules]\nend = \"none\"\n\n[[deals]]\npassed = true\n",
            "[[deals]]\ndeclarer = \"A\"\nbid = 6\ntricks = [6, 3, 2, 2]\n",
            "players = [\"A\", \"B\", \"C\", \"D\"]\n\n[[deals]]\ndeclarer = \"A\"\nbid = 6\ntricks = [6, 3, 2, 2]\n\n[[deals]]\npassed = true\n\n[rules]\nend = \"none\"\n",
        ),
        (
            "late.yaml",
            "deals:\n  - declarer: A\n    bid: 5\n    tricks: [5, 3, 3, 2]\n  - passed: true\nplayers: [A, B, C, D]\nrules:\n  end: none\n",
            "  - passed: true\n  - passed: true\nplayers:",
            "  - declarer: A\n    bid: 6\n    tricks: [6, 3, 2, 2]\n",
            "deals:\n  - declarer: A\n    bid: 6\n    tricks: [6, 3, 2, 2]\n  - passed: true\nplayers: [A, B, C, D]\nrules:\n  end: none\n",
        ),
    ] {
        let file = dir.join(name);
        std::fs::write(&file, text).expect("write");
        succeeds(&["add", "FILE", "--passed"], &file);
        let now = std::fs::read_to_string(&file).expect("read");
        assert!(now.contains(added), "{now}");
        succeeds(
            &["amend", "FILE", "1", "--bid", "6", "--tricks", "6,3,2,2"],
            &file,
        );
        let now = std::fs::read_to_string(&file).expect("read");
        assert!(now.contains(amended), "{now}");
        succeeds(&["remove", "FILE", "3"], &file);
        assert_eq!(std::fs::read_to_string(&file).expect("read"), removed);
    }
}
