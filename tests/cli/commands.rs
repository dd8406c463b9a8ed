//! What a new user ran into (issue 11) that is more than a run and its output (those are
//! `tests/cmd/commands.md` and `tests/cmd/sandbox/*.md`): widths, the man page, standard
//! input, links, escapes and completion.

use crate::common::{batak, scratch};

#[test]
fn the_man_page_documents_every_subcommand_and_refers_to_no_missing_page() {
    let output = batak().args(["man"]).run();
    assert!(output.status.success());
    let page = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(
        !page.contains("(1)"),
        "no reference to another page:\n{page}"
    );
    for command in [
        "score",
        "check",
        "compare",
        "rules",
        "new",
        "add",
        "schema",
        "completions",
        "man",
    ] {
        assert!(
            page.contains(&format!(".SS \"batak {command}\"")),
            "{command}"
        );
    }
    assert!(
        page.contains("\\-\\-max\\-size"),
        "options of subcommands are there"
    );
}

/// Found by a hostile round: `COLUMNS=0` drew a report's heading a letter a line and a
/// table of `…`. A width below 20 columns is laid out at 20, and 0 (unknown) is as if
/// `COLUMNS` were not set.
#[test]
fn a_width_below_20_columns_is_laid_out_at_20_and_0_is_unknown() {
    let run = |columns: &str, args: &[&str]| {
        let output = batak().env("COLUMNS", columns).args(args).run();
        let mut both = output.stdout;
        both.extend(output.stderr);
        String::from_utf8(both).expect("UTF-8")
    };
    for args in [
        &["score", "examples/friday.toml"][..],
        &["rules"],
        &["check", "tests/fixtures/invalid/bid.toml"],
    ] {
        assert_eq!(run("5", args), run("20", args), "{args:?}");
        assert_eq!(run("1", args), run("20", args), "{args:?}");
        assert_eq!(run("0", args), run("80", args), "{args:?}");
    }
}

#[test]
fn rules_fits_the_width_with_every_setting_name_whole() {
    for width in [32, 40, 60, 80, 100, 120, 160] {
        let output = crate::common::batak()
            .env("NO_COLOR", "1")
            .env("COLUMNS", width.to_string())
            .args(["rules", "examples/esli.yaml"])
            .run();
        let stdout = String::from_utf8_lossy(&output.stdout);
        for line in stdout.lines() {
            assert!(line.chars().count() <= width, "{width}: {line}");
        }
        for name in [
            "min_bid",
            "defender_points",
            "defender_minimum",
            "trump_breaking",
            "must_overtake",
        ] {
            let whole = stdout
                .lines()
                .any(|line| line.trim_start_matches([' ', '│']).starts_with(name));
            assert!(whole, "{width}: {name} is not whole:\n{stdout}");
        }
    }
}

#[test]
fn new_refuses_standard_input_missing_folders_and_dangling_links_clearly() {
    let dir = scratch("new-paths");
    let run = |args: &[&str]| crate::common::batak().current_dir(&dir).args(args).run();
    // Standard input is no file to write: a command-line mistake, exit 2.
    let output = run(&["new", "-", "--players", "A,B,C,D"]);
    assert_eq!(output.status.code(), Some(2));
    for command in ["add", "amend", "remove"] {
        let output = run(&[command, "-", "--note", "x"][..if command == "remove" { 2 } else { 4 }]);
        assert_eq!(output.status.code(), Some(2), "{command} -");
    }
    assert!(!dir.join("-").exists(), "no file named -");
    let output = run(&["new", "nodir/x.toml", "--players", "A,B,C,D"]);
    assert!(String::from_utf8_lossy(&output.stderr).contains("the folder nodir does not exist"));
    std::os::unix::fs::symlink("missing.toml", dir.join("dangling.toml")).expect("symlink");
    let output = run(&["new", "dangling.toml", "--players", "A,B,C,D"]);
    assert!(
        String::from_utf8_lossy(&output.stderr)
            .contains("is a link to missing.toml, which does not exist")
    );
}

#[test]
fn command_line_errors_escape_what_was_typed() {
    let output = batak()
        .args(["score", "x.toml", "--format", "x\u{9b}31m\u{202e}"])
        .run();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains(r"x\u{9b}31m\u{202e}"), "{stderr}");
    assert!(
        !stderr.contains('\u{9b}') && !stderr.contains('\u{202e}'),
        "{stderr:?}"
    );
}

#[test]
fn a_new_file_follows_its_preset_when_the_preset_is_changed() {
    // new wrote every rule out, so changing preset = "classic" to "esli" changed nothing.
    let dir = scratch("preset-change");
    let file = dir.join("m.toml");
    let file = file.to_str().expect("path");
    let output = batak()
        .args([
            "new",
            file,
            "--players",
            "A,B,C,D",
            "--set",
            "double_penalty=true",
        ])
        .run();
    assert!(
        String::from_utf8_lossy(&output.stdout).contains("rules: classic + double_penalty=true")
    );
    let text = std::fs::read_to_string(file).expect("read");
    std::fs::write(
        file,
        text.replace("preset = \"classic\"", "preset = \"esli\""),
    )
    .expect("write");
    let output = batak().args(["rules", file, "--format", "json"]).run();
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(json["partnership"], true);
    assert_eq!(json["min_bid"], 7);
    assert_eq!(
        json["double_penalty"], true,
        "what --set gave stays in the file"
    );
}

#[test]
fn new_like_standard_input_takes_the_new_files_format_from_its_name() {
    use std::io::Write;
    let dir = scratch("like-stdin");
    let file = dir.join("g.toml");
    let mut child = crate::common::batak()
        .args([
            "new",
            file.to_str().expect("path"),
            "--like",
            "-",
            "--input-format",
            "yaml",
        ])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .command()
        .spawn()
        .expect("run batak");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(&std::fs::read("examples/esli.yaml").expect("read"))
        .expect("write");
    let output = child.wait_with_output().expect("wait");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let check = batak().args(["check", file.to_str().expect("path")]).run();
    assert!(
        check.status.success(),
        "{}",
        String::from_utf8_lossy(&check.stderr)
    );
    assert!(
        std::fs::read_to_string(&file)
            .expect("read")
            .contains("players = [")
    );
}

/// Dynamic completion: the shell asks batak, which reads the match file named on the
/// command line for the players, and offers the suits.
#[test]
fn dynamic_completion_offers_the_match_players_and_suits() {
    let complete = |words: &[&str]| {
        let output = crate::common::batak()
            .env("BATAK_COMPLETE", "fish")
            .arg("--")
            .args(words)
            .run();
        assert!(output.status.success());
        String::from_utf8(output.stdout).expect("UTF-8")
    };
    let friday = "examples/friday.toml";
    assert_eq!(
        complete(&["batak", "add", friday, "--declarer", ""]),
        "Ayşe\nBurak\nCem\nDeniz\n"
    );
    assert_eq!(
        complete(&["batak", "amend", friday, "3", "--dealer", "De"]),
        "Deniz\n"
    );
    assert_eq!(
        complete(&["batak", "add", friday, "--trump", "s"]),
        "spades\tspades ♠ ♤ s maça maca pik\nclubs\tclubs ♣ ♧ c sinek kreuz\n",
        "the start of any spelling: s for spades, sinek"
    );
    // No match file on the line yet: no names to offer.
    assert_eq!(complete(&["batak", "add", "--declarer", ""]), "");

    // Players written after the deals: found in the whole file when the part before the
    // deals has none.
    let dir = crate::common::scratch("complete-late");
    let yaml = dir.join("late.yaml");
    std::fs::write(
        &yaml,
        "deals:\n  - passed: true\nplayers: [Ece, Filiz, Gül, Hale]\n",
    )
    .expect("write");
    assert_eq!(
        complete(&["batak", "add", &yaml.display().to_string(), "--dealer", "G"]),
        "Gül\n"
    );
    let _ = std::fs::remove_dir_all(&dir);

    // The same through bash's own completion machinery, as a user gets it.
    assert_eq!(bash_completes(friday, "B"), "Burak\n");

    // Names are inserted as bash must read them: a ; does not end the command, a space
    // does not split the name; a name with a control character is not offered.
    let dir = crate::common::scratch("complete");
    let odd = dir.join("odd.toml");
    std::fs::write(
        &odd,
        "players = [\"Ayşe Nur\", \"B;touch INJECTED\", \"Cem\", \"D\\u0007\"]\n",
    )
    .expect("write");
    assert_eq!(
        bash_completes(&odd.display().to_string(), ""),
        "Ayşe\\ Nur\nB\\;touch\\ INJECTED\nCem\n"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// What bash's completion offers after `batak add FILE --declarer TYPED`, through the
/// script `BATAK_COMPLETE=bash batak` prints: one candidate a line.
fn bash_completes(file: &str, typed: &str) -> String {
    let bin = std::path::Path::new(env!("CARGO_BIN_EXE_batak"));
    let script = format!(
        "PATH={}:$PATH\nsource <(BATAK_COMPLETE=bash batak)\nCOMP_WORDS=(batak add {file} --declarer '{typed}')\nCOMP_CWORD=4\nCOMP_TYPE=9\n_clap_complete_batak batak '{typed}' --declarer\nprintf '%s\\n' \"${{COMPREPLY[@]}}\"\n",
        bin.parent().expect("folder").display()
    );
    let output = std::process::Command::new("bash")
        .arg("-c")
        .arg(script)
        .output()
        .expect("run bash");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8")
}
