//! What a new user ran into (issue 11): each command judges a file the same way.

use crate::common::{batak, scratch};

const OUT_OF_ROTATION: &str = "players = [\"A\", \"B\", \"C\", \"D\"]
[[deals]]
dealer = \"A\"
passed = true
[[deals]]
dealer = \"C\"
passed = true
";

#[test]
fn rules_judges_a_file_like_check() {
    let path = crate::common::file("rotation.toml", OUT_OF_ROTATION);
    let path = path.to_str().expect("path");
    for command in ["check", "rules", "score"] {
        let relaxed = batak().args([command, path]).run();
        assert_eq!(relaxed.status.code(), Some(0), "{command}");
        assert!(String::from_utf8_lossy(&relaxed.stderr).contains("dealer_rotation"));
        let strict = batak().args([command, path, "--strict"]).run();
        assert_eq!(strict.status.code(), Some(1), "{command} --strict");
    }
    // The warning only scoring finds: deals after the end.
    let output = batak()
        .args(["rules", "examples/friday.toml", "--set", "target=101"])
        .run();
    assert_eq!(output.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&output.stderr).contains("batak::deal::after_end"));
}

#[test]
fn compare_labels_its_first_column_with_the_set_flags_it_applied() {
    let output = batak()
        .args([
            "compare",
            "examples/friday.toml",
            "--set",
            "target=101",
            "--with",
            "double_penalty=true",
            "--format",
            "json",
        ])
        .run();
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(json["variants"][0]["label"], "file's rules + target=101");
    assert_eq!(json["variants"][0]["standings"][0]["total"], 136);
    let output = batak()
        .args([
            "compare",
            "examples/friday.toml",
            "--with",
            "double_penalty=true",
            "--format",
            "json",
        ])
        .run();
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(json["variants"][0]["label"], "file's rules");
    assert_eq!(json["variants"][0]["standings"][0]["total"], 190);
}

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

#[test]
fn mistakes_on_the_command_line_of_new_and_add_exit_2_over_the_flag() {
    let dir = scratch("flags");
    let file = dir.join("m.toml");
    let file = file.to_str().expect("path");
    for (args, code, help) in [
        (
            vec!["new", file, "--players", "a,b"],
            "batak::players::count",
            "--players",
        ),
        (
            vec!["new", file, "--players", "a,b,a,c"],
            "batak::players::name",
            "different",
        ),
        (
            vec!["new", file, "--players", "a,b,c,d", "--teams", "X,Y"],
            "batak::teams::partnership",
            "--set preset=esli",
        ),
        (
            vec![
                "new",
                file,
                "--players",
                "a,b,c,d",
                "--set",
                "preset=esli",
                "--teams",
                "X",
            ],
            "batak::teams::count",
            "--teams",
        ),
    ] {
        let output = batak().args(&args).run();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.contains(code) && stderr.contains(help),
            "{args:?}: {stderr}"
        );
        assert!(
            !std::path::Path::new(file).exists(),
            "{args:?} wrote a file"
        );
    }
    // Names are trimmed.
    let output = batak()
        .args(["new", file, "--players", "Ayşe, Burak , Cem,Deniz"])
        .run();
    assert!(output.status.success());
    let text = std::fs::read_to_string(file).expect("read");
    assert!(
        text.contains(r#"players = ["Ayşe", "Burak", "Cem", "Deniz"]"#),
        "{text}"
    );
    let output = batak()
        .args([
            "add",
            file,
            "--declarer",
            "Burrak",
            "--bid",
            "5",
            "--tricks",
            "5,3,3,2",
        ])
        .run();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("--declarer Burrak") && stderr.contains("did you mean \"Burak\""),
        "{stderr}"
    );
    assert_eq!(
        std::fs::read_to_string(file).expect("read"),
        text,
        "untouched"
    );
    let output = batak()
        .args([
            "add",
            file,
            "--declarer",
            " Burak",
            "--bid",
            "5",
            "--tricks",
            "Ayşe=3, Burak=5,Cem=3, Deniz=2",
        ])
        .run();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn add_strict_judges_only_what_the_new_deal_adds() {
    let dir = scratch("strict");
    let file = dir.join("m.toml");
    std::fs::write(&file, OUT_OF_ROTATION).expect("write");
    let file = file.to_str().expect("path");
    // Deal 2 is already out of rotation; a correct deal 3 (dealer D) is accepted.
    let output = batak()
        .args(["add", file, "--passed", "--dealer", "D", "--strict"])
        .run();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    // A deal out of rotation itself is refused, and the file stays as it was.
    let before = std::fs::read_to_string(file).expect("read");
    let output = batak()
        .args(["add", file, "--passed", "--dealer", "C", "--strict"])
        .run();
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("deal 4: C dealt"));
    assert_eq!(std::fs::read_to_string(file).expect("read"), before);
}

#[test]
fn compare_keeps_good_variants_and_says_each_problem_once() {
    // A bad --with: exit 2, its mistake drawn, the good variants still compared.
    let output = batak()
        .args([
            "compare",
            "examples/friday.toml",
            "--with",
            "target=101",
            "--with",
            "bogus=1",
        ])
        .run();
    assert_eq!(output.status.code(), Some(2));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains("target=101: Burak wins with 136"),
        "{stdout}"
    );
    assert!(String::from_utf8_lossy(&output.stderr).contains("batak::rules::unknown"));
    // A file whose own rules have errors: each is reported once, not once per variant.
    let output = batak()
        .args([
            "compare",
            "examples/esli.yaml",
            "--set",
            "preset=classic",
            "--with",
            "target=50",
            "--with",
            "double_penalty=true",
        ])
        .run();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(
        stderr.matches("teams are given, but").count(),
        1,
        "{stderr}"
    );
}

#[test]
fn csv_carries_every_deal_field_and_joins_lists_one_way() {
    let output = batak()
        .args(["score", "examples/friday.toml", "--format", "csv"])
        .run();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let mut lines = stdout.lines();
    assert_eq!(
        lines.next(),
        Some(
            "file,deal,side,declarer,bid,made,tricks,points,total,after_end,dealer,declaring_side,trump,note"
        )
    );
    assert_eq!(
        lines.next(),
        Some("examples/friday.toml,1,Ayşe,Burak,7,true,2,2,2,false,Ayşe,Burak,hearts,")
    );
    let output = batak()
        .args([
            "compare",
            "examples/koz-maca.toml",
            "--with",
            "ties=share",
            "--with",
            "target=101",
            "--format",
            "csv",
        ])
        .run();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains(",finished,Ayşe;Burak,"),
        "winners joined with ';': {stdout}"
    );
    let output = batak()
        .args([
            "compare",
            "examples/friday.toml",
            "--with",
            "slam_double=true,extra_points=0",
            "--format",
            "csv",
        ])
        .run();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout
            .lines()
            .last()
            .is_some_and(|line| line.ends_with(",Burak,1;2;4;5;6;7")),
        "{stdout}"
    );
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
fn the_next_dealer_is_named_and_written_in() {
    let dir = scratch("next-dealer");
    let file = dir.join("m.toml");
    let file = file.to_str().expect("path");
    assert!(
        batak()
            .args(["new", file, "--players", "A,B,C,D"])
            .run()
            .status
            .success()
    );
    let output = batak()
        .args(["add", file, "--passed", "--dealer", "C"])
        .run();
    assert!(String::from_utf8_lossy(&output.stdout).contains("D deals next."));
    let output = batak().args(["check", file]).run();
    assert!(String::from_utf8_lossy(&output.stdout).ends_with("; D deals next\n"));
    let output = batak().args(["score", file, "--format", "json"]).run();
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(json["next_dealer"], "D");
    // add without --dealer writes the next dealer in.
    let output = batak().args(["add", file, "--passed"]).run();
    assert!(String::from_utf8_lossy(&output.stdout).contains("A deals next."));
    let text = std::fs::read_to_string(file).expect("read");
    assert!(
        text.ends_with("[[deals]]\ndealer = \"D\"\npassed = true\n"),
        "{text}"
    );
    // A finished match has no next deal (friday.toml names its dealers, and Burak won).
    let output = batak()
        .args(["score", "examples/friday.toml", "--format", "json"])
        .run();
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(json["result"]["status"], "finished");
    assert!(json["next_dealer"].is_null());
    // A file whose deals name no dealer says nothing of it.
    let output = batak()
        .args(["score", "examples/koz-maca.toml", "--format", "json"])
        .run();
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert!(json["next_dealer"].is_null());
}

#[test]
fn new_dealer_names_the_first_dealer_and_add_fills_in_the_rotation() {
    let dir = scratch("first-dealer");
    for name in ["m.toml", "m.yaml"] {
        let file = dir.join(name);
        let file = file.to_str().expect("path");
        let output = batak()
            .args(["new", file, "--players", "A,B,C,D", "--dealer", "C"])
            .run();
        assert!(output.status.success(), "{output:?}");
        assert!(
            String::from_utf8_lossy(&output.stdout).ends_with("; rules: classic; C deals first\n"),
            "{output:?}"
        );
        let text = std::fs::read_to_string(file).expect("read");
        assert!(text.contains("first_dealer"), "{text}");
        // Before the first deal, the first dealer deals next.
        let output = batak().args(["check", file]).run();
        assert!(String::from_utf8_lossy(&output.stdout).ends_with("; C deals next\n"));
        let output = batak().args(["score", file, "--format", "json"]).run();
        let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
        assert_eq!(json["next_dealer"], "C", "{name}");
        // The first add writes C in, with no note; the rotation goes on from there.
        let output = batak().args(["add", file, "--passed"]).run();
        assert!(output.stderr.is_empty(), "{output:?}");
        assert!(String::from_utf8_lossy(&output.stdout).contains("D deals next."));
        let output = batak().args(["score", file, "--format", "json"]).run();
        let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
        assert_eq!(json["deals"][0]["dealer"], "C", "{name}");
        // A name that is not a player's is a command-line mistake.
        let other = dir.join(format!("x-{name}"));
        let output = batak()
            .args([
                "new",
                other.to_str().expect("path"),
                "--players",
                "A,B,C,D",
                "--dealer",
                "E",
            ])
            .run();
        assert_eq!(output.status.code(), Some(2));
        assert!(!other.exists());
    }
    // Without --dealer the file shows how to name one, as a comment.
    let file = dir.join("plain.toml");
    let file = file.to_str().expect("path");
    assert!(
        batak()
            .args(["new", file, "--players", "A,B,C,D"])
            .run()
            .status
            .success()
    );
    let text = std::fs::read_to_string(file).expect("read");
    assert!(text.contains("\n# first_dealer = \"A\"   #"), "{text}");
}

#[test]
fn new_takes_the_title_and_the_date() {
    let dir = scratch("title-date");
    for name in ["m.toml", "m.yaml"] {
        let file = dir.join(name);
        let file = file.to_str().expect("path");
        let output = batak()
            .args([
                "new",
                file,
                "--players",
                "A,B,C,D",
                "--title",
                " Cuma: Kemal's ",
                "--date",
                "27.11.2026",
            ])
            .run();
        assert!(output.status.success(), "{output:?}");
        // A date given day first is written year first, with a note.
        assert!(
            String::from_utf8_lossy(&output.stderr).starts_with(
                "note: --date 27.11.2026 is written year first, as a match file writes a date: 2026-11-27\n"
            )
        );
        let output = batak().args(["score", file]).run();
        assert!(
            String::from_utf8_lossy(&output.stdout)
                .starts_with("Cuma: Kemal's · 2026-11-27 · rules: classic\n"),
            "{output:?}"
        );
        let output = batak().args(["score", file, "--format", "json"]).run();
        let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
        assert_eq!(json["title"], "Cuma: Kemal's", "{name}");
        assert_eq!(json["date"], "2026-11-27", "{name}");
        // Year first as given, and no note.
        let iso = dir.join(format!("iso-{name}"));
        let output = batak()
            .args([
                "new",
                iso.to_str().expect("path"),
                "--players",
                "A,B,C,D",
                "--date",
                "2026-11-27",
            ])
            .run();
        assert!(
            output.status.success() && !String::from_utf8_lossy(&output.stderr).contains("--date"),
            "{output:?}"
        );
        let text = std::fs::read_to_string(&iso).expect("read");
        let line = if name.ends_with("toml") {
            "\ndate = 2026-11-27\n"
        } else {
            "\ndate: 2026-11-27\n"
        };
        assert!(text.contains(line), "{text}");
        // Without --title the file shows the key as a comment, to fill in by hand.
        assert!(text.contains("\n# title"), "{text}");
    }
    // What is no date, or no title, is a command-line mistake and creates nothing.
    for (flag, value) in [
        ("--date", "31.11.2026"),
        ("--date", "Friday"),
        ("--title", " "),
    ] {
        let file = dir.join("bad.toml");
        let output = batak()
            .args([
                "new",
                file.to_str().expect("path"),
                "--players",
                "A,B,C,D",
                flag,
                value,
            ])
            .run();
        assert_eq!(output.status.code(), Some(2), "{flag} {value}");
        assert!(String::from_utf8_lossy(&output.stderr).contains("batak::flag::value"));
        assert!(!file.exists());
    }
}

#[test]
fn batak_says_why_it_cannot_tell_who_deals_next() {
    let dir = scratch("no-dealer");
    // The rotation kept until deal 2, which names no dealer.
    let stopped = dir.join("stopped.toml");
    let stopped = stopped.to_str().expect("path");
    std::fs::write(
        stopped,
        "players = [\"A\", \"B\", \"C\", \"D\"]\n[[deals]]\ndealer = \"A\"\npassed = true\n[[deals]]\npassed = true\n",
    )
    .expect("write");
    let line = "batak cannot tell who deals next: deal 2 names no dealer (add --dealer NAME, or\namend 2 --dealer NAME)\n";
    let output = batak().args(["score", stopped]).run();
    assert!(
        String::from_utf8_lossy(&output.stdout).ends_with(line),
        "{output:?}"
    );
    // JSON keeps its null; the pages for sharing say nothing of it.
    let output = batak().args(["score", stopped, "--format", "json"]).run();
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert!(json["next_dealer"].is_null());
    let output = batak()
        .args(["score", stopped, "--format", "markdown"])
        .run();
    assert!(!String::from_utf8_lossy(&output.stdout).contains("cannot tell"));
    // add without --dealer writes none, says why on stderr, and the standings say it too.
    let output = batak().args(["add", stopped, "--passed"]).run();
    assert!(output.status.success());
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "note: deal 3 names no dealer: deal 2 names none, so batak cannot tell who dealt it (amend 3 --dealer NAME, or add --dealer NAME)\n"
    );
    assert!(String::from_utf8_lossy(&output.stdout).contains("deal 3 names no dealer (add"));
    // Given a dealer again, the rotation goes on.
    let output = batak()
        .args(["add", stopped, "--passed", "--dealer", "D"])
        .run();
    assert!(output.stderr.is_empty(), "{output:?}");
    assert!(String::from_utf8_lossy(&output.stdout).ends_with("A deals next.\n"));
    // A match whose deals never name a dealer: the standings stay quiet, add's first deal
    // says how to start the rotation.
    let never = dir.join("never.toml");
    let never = never.to_str().expect("path");
    assert!(
        batak()
            .args(["new", never, "--players", "A,B,C,D"])
            .run()
            .status
            .success()
    );
    let output = batak().args(["add", never, "--passed"]).run();
    assert!(output.status.success());
    let note = String::from_utf8_lossy(&output.stderr);
    assert!(
        note.starts_with("note: deal 1 names no dealer: no deal names one yet, so batak cannot tell who dealt it (amend 1 --dealer NAME starts the rotation"),
        "{note}"
    );
    assert!(note.contains("batak new --dealer NAME"), "{note}");
    let output = batak().args(["score", never]).run();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        !stdout.contains("deals next") && !stdout.contains("cannot tell"),
        "{stdout}"
    );
}

#[test]
fn a_finished_match_takes_no_more_deals_and_the_next_starts_like_it() {
    let dir = scratch("finished");
    let file = dir.join("m.toml");
    std::fs::copy("examples/friday.toml", &file).expect("copy");
    let file = file.to_str().expect("path");
    let before = std::fs::read(file).expect("read");
    let output = batak().args(["add", file, "--passed"]).run();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("batak::edit::finished") && stderr.contains("Burak wins"),
        "{stderr}"
    );
    assert!(stderr.contains("--like"), "{stderr}");
    assert_eq!(std::fs::read(file).expect("read"), before, "untouched");
    let output = batak().args(["add", file, "--passed", "--after-end"]).run();
    assert!(output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("after the match ended"));
    // The next match: the old one's players, teams and rules, under what is given.
    let next = dir.join("next.yaml");
    let next = next.to_str().expect("path");
    let output = batak()
        .args([
            "new",
            next,
            "--like",
            "examples/esli.yaml",
            "--set",
            "target=99",
        ])
        .run();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let output = batak().args(["rules", next, "--format", "json"]).run();
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(
        (json["preset"].as_str(), json["target"].as_i64()),
        (Some("esli"), Some(99))
    );
    let output = batak().args(["score", next, "--format", "json"]).run();
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(json["sides"], serde_json::json!(["Kuzey", "Güney"]));
    assert_eq!(json["players"][0], "Ayşe");
    let other = dir.join("other.toml");
    let output = batak()
        .args([
            "new",
            other.to_str().expect("path"),
            "--like",
            file,
            "--players",
            "W,X,Y,Z",
        ])
        .run();
    assert!(output.status.success());
    assert!(String::from_utf8_lossy(&output.stdout).contains("created"));
    assert!(
        std::fs::read_to_string(&other)
            .expect("read")
            .contains(r#"players = ["W", "X", "Y", "Z"]"#)
    );
}

#[test]
fn tricks_flag_mistakes_are_drawn_over_the_flag() {
    let dir = scratch("tricks-flag");
    let file = dir.join("m.yaml");
    std::fs::copy("examples/esli.yaml", &file).expect("copy");
    let file = file.to_str().expect("path");
    let before = std::fs::read(file).expect("read");
    let output = batak()
        .args([
            "add",
            file,
            "--declarer",
            "Ayşe",
            "--bid",
            "7",
            "--tricks",
            "5,3,3,2,0",
        ])
        .run();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("--tricks gives 5 counts, but this match needs 4 or 2"),
        "{stderr}"
    );
    let output = batak()
        .args([
            "add",
            file,
            "--declarer",
            "Ayşe",
            "--bid",
            "7",
            "--tricks",
            "Kuzey=7,Q=6",
        ])
        .run();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("--tricks Kuzey=7,Q=6"),
        "the whole flag is drawn: {stderr}"
    );
    assert!(stderr.contains("the teams are Kuzey, Güney"), "{stderr}");
    assert_eq!(std::fs::read(file).expect("read"), before);
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
        "spades\tspades ♠ ♤ s maça maca\nclubs\tclubs ♣ ♧ c sinek\n",
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

/// Found by a stranger: a new file's schema line points at a file that is not there, and
/// a partnership's "created" line did not say who plays with whom.
#[test]
fn new_says_how_to_make_the_schema_and_who_plays_with_whom() {
    let dir = scratch("new-notes");
    let file = dir.join("e.toml");
    let output = batak()
        .args([
            "new",
            file.to_str().expect("path"),
            "--players",
            "A,B,C,D",
            "--teams",
            "Us,Them",
            "--set",
            "preset=esli",
        ])
        .run();
    assert!(output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("batak schema > "));
    assert!(
        String::from_utf8_lossy(&output.stdout)
            .contains("partnership: Us (A & C) against Them (B & D)")
    );
    // With the schema beside it, nothing to say.
    std::fs::write(dir.join("batak.schema.json"), "{}").expect("write");
    let output = batak()
        .args([
            "new",
            dir.join("f.toml").to_str().expect("path"),
            "--players",
            "A,B,C,D",
        ])
        .run();
    assert!(!String::from_utf8_lossy(&output.stderr).contains("batak schema"));
}
