//! Output that can be trusted (SPEC §12): write failures are errors, a closed pipe is quiet
//! but keeps the exit code, and nothing from a file reaches the terminal raw.

use std::io::Read;
use std::path::PathBuf;
use std::process::{Command, Stdio};

fn batak() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_batak"));
    command.env("NO_COLOR", "1").env("COLUMNS", "80");
    command
}

/// A scratch folder of this test's own.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("batak-output-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// A valid match of `deals` deals that never ends.
fn long_match(deals: usize) -> String {
    let mut text =
        String::from("players = [\"A\", \"B\", \"C\", \"D\"]\n[rules]\nend = \"none\"\n");
    for _ in 0..deals {
        text.push_str("[[deals]]\ndeclarer = \"A\"\nbid = 5\ntricks = [5, 3, 3, 2]\n");
    }
    text
}

#[test]
fn a_full_disk_is_an_error_not_success() {
    if !std::path::Path::new("/dev/full").exists() {
        panic!("/dev/full is needed for this test");
    }
    for args in [
        &["score", "examples/friday.toml", "--format", "json"][..],
        &["score", "examples/friday.toml"],
        &["check", "examples/friday.toml"],
        &["rules"],
        &["schema"],
    ] {
        let output = batak()
            .args(args)
            .stdout(std::fs::File::create("/dev/full").expect("/dev/full"))
            .output()
            .expect("run batak");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(stderr.contains("batak::io::write"), "{args:?}: {stderr}");
    }
}

#[test]
fn a_closed_pipe_is_quiet_and_keeps_the_exit_code() {
    let dir = scratch("pipe");
    let path = dir.join("m.toml");
    std::fs::write(&path, long_match(3000)).expect("write");
    // Valid: exit 0; invalid under --set min_bid=6 (3,000 errors): exit 1, even when the
    // reader stops after one byte.
    for (extra, expected) in [(None, 0), (Some("min_bid=6"), 1)] {
        let mut command = batak();
        command.args(["check", "--format", "json"]).arg(&path);
        if let Some(set) = extra {
            command.args(["--set", set]);
        }
        let mut child = command
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run batak");
        let mut stdout = child.stdout.take().expect("stdout");
        let mut first = [0u8; 1];
        stdout.read_exact(&mut first).expect("one byte");
        drop(stdout);
        let output = child.wait_with_output().expect("wait");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(expected), "{extra:?}");
        assert!(!stderr.contains("batak::io::write"), "{stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
