//! Writes never turn against the file's owner: a link another user planted in a shared
//! folder is not followed (as the kernel's link protection would not, whether or not it
//! is on), `--output` replaces only a regular file and keeps its mode, a dangling link is
//! refused rather than replaced, and a read-only file stays unchanged even for root.

use crate::common::{batak, scratch};
use std::os::unix::fs::{FileTypeExt, MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

const MATCH: &str = "players = [\"A\", \"B\", \"C\", \"D\"]\n\n[[deals]]\ndeclarer = \"A\"\nbid = 5\ntricks = [5, 3, 3, 2]\n";

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|output| output.stdout.starts_with(b"0\n"))
}

/// Whether this test can plant a link as another user (only root can give one away). CI
/// runs as root: there it must.
fn can_plant() -> bool {
    let root = is_root();
    assert!(
        root || std::env::var_os("CI").is_none(),
        "CI runs as root: the planted-link tests must run"
    );
    root
}

/// A shared folder like /tmp (sticky, everyone may write), with `name` in it made a link
/// to `target` owned by another user (uid 4242), as an attacker would leave it.
fn planted(dir: &Path, name: &str, target: &Path) -> PathBuf {
    let shared = dir.join("shared");
    std::fs::create_dir_all(&shared).expect("mkdir");
    std::fs::set_permissions(&shared, std::fs::Permissions::from_mode(0o1777)).expect("chmod");
    let link = shared.join(name);
    std::os::unix::fs::symlink(target, &link).expect("symlink");
    std::os::unix::fs::lchown(&link, Some(4242), Some(4242)).expect("lchown");
    link
}

#[test]
fn a_link_planted_in_a_shared_folder_is_not_followed_by_an_edit() {
    if !can_plant() {
        return;
    }
    let dir = scratch("planted-edit");
    let victim = dir.join("mine.toml");
    std::fs::write(&victim, MATCH).expect("write");
    let link = planted(&dir, "m.toml", &victim);
    for args in [
        vec!["add", "shared/m.toml", "--passed"],
        vec!["amend", "shared/m.toml", "--bid", "6"],
        vec!["remove", "shared/m.toml"],
    ] {
        let output = batak().args(&args).current_dir(&dir).run();
        let said = stderr(&output);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {said}");
        assert!(said.contains("batak::edit::link"), "{said}");
        assert_eq!(std::fs::read_to_string(&victim).expect("read"), MATCH);
    }
    // The folder's owner's links, and the caller's own, are followed as before.
    std::os::unix::fs::lchown(&link, Some(0), Some(0)).expect("lchown");
    let output = batak()
        .args(["add", "shared/m.toml", "--passed"])
        .current_dir(&dir)
        .run();
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(
        std::fs::read_to_string(&victim)
            .expect("read")
            .contains("passed")
    );
}

#[test]
fn a_link_planted_in_a_shared_folder_is_not_followed_by_chart_output() {
    if !can_plant() {
        return;
    }
    let dir = scratch("planted-output");
    std::fs::write(dir.join("m.toml"), MATCH).expect("write");
    let victim = dir.join("precious.txt");
    std::fs::write(&victim, "keep me").expect("write");
    planted(&dir, "chart.svg", &victim);
    let output = batak()
        .args(["chart", "m.toml", "--output", "shared/chart.svg"])
        .current_dir(&dir)
        .run();
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert!(stderr(&output).contains("batak::edit::link"));
    assert_eq!(std::fs::read_to_string(&victim).expect("read"), "keep me");

    // A planted link to a folder, with the chart named inside it.
    let victims = dir.join("victims");
    std::fs::create_dir(&victims).expect("mkdir");
    planted(&dir, "x", &victims);
    let output = batak()
        .args(["chart", "m.toml", "--output", "shared/x/chart.svg"])
        .current_dir(&dir)
        .run();
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert!(stderr(&output).contains("batak::edit::link"));
    assert_eq!(std::fs::read_dir(&victims).expect("ls").count(), 0);
}

#[test]
#[expect(
    clippy::too_many_lines,
    reason = "one scratch folder's files, each kind of path in turn"
)]
fn chart_output_replaces_only_a_regular_file_and_keeps_its_mode() {
    let dir = scratch("output-kinds");
    std::fs::write(dir.join("m.toml"), MATCH).expect("write");

    // A FIFO, and a link to one: refused at once, still FIFOs.
    assert!(
        Command::new("mkfifo")
            .arg(dir.join("fifo.svg"))
            .status()
            .expect("mkfifo")
            .success()
    );
    std::os::unix::fs::symlink("fifo.svg", dir.join("to-fifo.svg")).expect("symlink");
    for name in ["fifo.svg", "to-fifo.svg"] {
        let output = batak()
            .args(["chart", "m.toml", "--output", name])
            .current_dir(&dir)
            .run();
        assert_eq!(output.status.code(), Some(1), "{name}: {}", stderr(&output));
        assert!(
            stderr(&output).contains("batak::edit::not_a_file"),
            "{name}"
        );
    }
    assert!(
        std::fs::symlink_metadata(dir.join("fifo.svg"))
            .expect("lstat")
            .file_type()
            .is_fifo()
    );
    assert!(
        std::fs::symlink_metadata(dir.join("to-fifo.svg"))
            .expect("lstat")
            .file_type()
            .is_symlink()
    );

    // A private file stays private.
    std::fs::write(dir.join("private.svg"), "old").expect("write");
    std::fs::set_permissions(
        dir.join("private.svg"),
        std::fs::Permissions::from_mode(0o600),
    )
    .expect("chmod");
    let output = batak()
        .args(["chart", "m.toml", "--output", "private.svg"])
        .current_dir(&dir)
        .run();
    assert!(output.status.success(), "{}", stderr(&output));
    let metadata = std::fs::metadata(dir.join("private.svg")).expect("stat");
    assert_eq!(metadata.mode() & 0o777, 0o600);
    assert!(metadata.len() > 100, "the chart was written");

    // A link is written through; the link stays a link.
    std::fs::write(dir.join("real.svg"), "old").expect("write");
    std::os::unix::fs::symlink("real.svg", dir.join("link.svg")).expect("symlink");
    let output = batak()
        .args(["chart", "m.toml", "--output", "link.svg"])
        .current_dir(&dir)
        .run();
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(
        std::fs::read_to_string(dir.join("real.svg"))
            .expect("read")
            .starts_with("<svg")
    );
    assert!(
        std::fs::symlink_metadata(dir.join("link.svg"))
            .expect("lstat")
            .file_type()
            .is_symlink()
    );

    // A dangling link is refused, not replaced by a file, and its target is not made.
    std::os::unix::fs::symlink("nowhere/x.svg", dir.join("dangling.svg")).expect("symlink");
    let output = batak()
        .args(["chart", "m.toml", "--output", "dangling.svg"])
        .current_dir(&dir)
        .run();
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert!(stderr(&output).contains("which does not exist"));
    assert!(
        std::fs::symlink_metadata(dir.join("dangling.svg"))
            .expect("lstat")
            .file_type()
            .is_symlink()
    );

    // A read-only file is its owner's word, for root too.
    std::fs::write(dir.join("kept.svg"), "old").expect("write");
    std::fs::set_permissions(dir.join("kept.svg"), std::fs::Permissions::from_mode(0o444))
        .expect("chmod");
    let output = batak()
        .args(["chart", "m.toml", "--output", "kept.svg"])
        .current_dir(&dir)
        .run();
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert!(stderr(&output).contains("batak::edit::read_only"));
    assert_eq!(
        std::fs::read_to_string(dir.join("kept.svg")).expect("read"),
        "old"
    );
}

#[test]
fn a_read_only_match_file_is_refused_for_everybody() {
    let dir = scratch("read-only-root");
    let file = dir.join("m.toml");
    std::fs::write(&file, MATCH).expect("write");
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o444)).expect("chmod");
    for args in [
        vec!["remove", "m.toml"],
        vec!["add", "m.toml", "--passed"],
        vec!["amend", "m.toml", "--bid", "6"],
    ] {
        let output = batak().args(&args).current_dir(&dir).run();
        let said = stderr(&output);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {said}");
        assert!(said.contains("batak::edit::read_only"), "{said}");
        assert!(said.contains("chmod u+w"), "{said}");
        assert_eq!(std::fs::read_to_string(&file).expect("read"), MATCH);
    }
}

/// Found by a hostile round: a season counts a file once under any of its names — a hard
/// link counted the same match twice.
#[test]
fn stats_counts_a_hard_linked_file_once() {
    let dir = scratch("stats-hard-link");
    std::fs::write(dir.join("m.toml"), MATCH).expect("write");
    std::fs::hard_link(dir.join("m.toml"), dir.join("again.toml")).expect("link");
    let output = batak()
        .args(["stats", "m.toml", "again.toml", "--format", "json"])
        .current_dir(&dir)
        .run();
    assert!(output.status.success(), "{}", stderr(&output));
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(json["files"], 1, "{json}");
    assert!(stderr(&output).contains("again.toml is named more than once"));
}

/// Found by a hostile round: `batak new` wrote through a planted link to a folder
/// (`/tmp/dirlink/new.toml` landed in the victim's folder).
#[test]
fn new_does_not_write_through_a_planted_link_to_a_folder() {
    if !can_plant() {
        return;
    }
    let dir = scratch("planted-new");
    let victims = dir.join("victims");
    std::fs::create_dir(&victims).expect("mkdir");
    planted(&dir, "dirlink", &victims);
    let output = batak()
        .args(["new", "shared/dirlink/new.toml", "--players", "A,B,C,D"])
        .current_dir(&dir)
        .run();
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("batak::edit::link"),
        "{}",
        stderr(&output)
    );
    assert_eq!(std::fs::read_dir(&victims).expect("ls").count(), 0);
}

/// Found by a hostile round: `batak new a.toml` where a.toml and b.toml link to each
/// other said "a link to b.toml, which does not exist". It says the link cannot be
/// followed, as the reading commands do, and makes nothing.
#[test]
fn new_over_a_loop_of_links_says_it_is_one() {
    let dir = scratch("new-loop");
    std::os::unix::fs::symlink("b.toml", dir.join("a.toml")).expect("link");
    std::os::unix::fs::symlink("a.toml", dir.join("b.toml")).expect("link");
    let output = batak()
        .current_dir(&dir)
        .args(["new", "a.toml", "--players", "A,B,C,D"])
        .run();
    assert_eq!(output.status.code(), Some(1));
    let said = stderr(&output);
    assert!(said.contains("a link batak cannot follow"), "{said}");
    assert!(!said.contains("does not exist"), "{said}");
    assert!(
        std::fs::read_link(dir.join("a.toml")).is_ok(),
        "the link stays"
    );
}
