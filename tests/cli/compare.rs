//! `batak compare` with many rule sets: they are judged a few at a time and keep only
//! their summaries, and every one still says what `score --set` says.

fn json(args: &[&str]) -> serde_json::Value {
    let output = crate::common::batak().args(args).run();
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("JSON")
}

/// More variants than one batch: each variant's standings and result are what scoring
/// the file under its rules gives, and the changed deals are counted against the file's.
#[test]
fn many_variants_each_score_as_score_does() {
    let targets: Vec<String> = (0..40).map(|n| format!("target={}", 60 + n * 5)).collect();
    let mut args = vec!["compare", "examples/friday.toml", "--format", "json"];
    for target in &targets {
        args.push("--with");
        args.push(target);
    }
    let compared = json(&args);
    let variants = compared["variants"].as_array().expect("variants");
    assert_eq!(variants.len(), 41);
    for (variant, target) in variants[1..].iter().zip(&targets) {
        let scored = json(&[
            "score",
            "examples/friday.toml",
            "--set",
            target,
            "--format",
            "json",
        ]);
        assert_eq!(variant["standings"], scored["standings"], "{target}");
        assert_eq!(variant["result"], scored["result"], "{target}");
        assert_eq!(variant["overrides"][0], target.as_str());
    }
}

/// Found by a hostile round: at 40 columns the table split `double_penalty=true` into
/// `double_pe` / `nalty=tru` / `e`, and at 32 a total from its rank (`-108` / `#4`). Where
/// the columns do not fit whole, each rule set is a block, every value whole.
#[test]
fn compare_fits_the_width_with_every_value_and_label_whole() {
    for width in [32, 40, 50, 60, 80, 120] {
        let output = crate::common::batak()
            .env("NO_COLOR", "1")
            .env("COLUMNS", width.to_string())
            .args(["compare", "examples/friday.toml"])
            .args(["--with", "double_penalty=true", "--with", "target=101"])
            .args(["--with", "double_penalty=true,slam_double=true,ties=share"])
            .run();
        let stdout = String::from_utf8_lossy(&output.stdout);
        for line in stdout.lines() {
            assert!(line.chars().count() <= width, "{width}: {line}");
        }
        for whole in [
            "double_penalty=true",
            "slam_double=true",
            "-108 #4",
            "190 #1 ★",
        ] {
            assert!(
                stdout.contains(whole),
                "{width}: {whole} is not whole:\n{stdout}"
            );
        }
    }
}

/// A rule set under which the match has more errors than are kept counts them all: the
/// kept ones and the summary of the rest (it once said 10001 for 12000).
#[test]
fn a_rule_set_left_out_counts_every_error_past_the_kept_ones() {
    let mut text = String::from("players = [\"A\", \"B\", \"C\", \"D\"]\n");
    for _ in 0..12_000 {
        text.push_str("[[deals]]\ndeclarer = \"A\"\nbid = 7\ntricks = [7, 2, 2, 2]\n");
    }
    let file = crate::common::file("many.toml", text);
    let output = crate::common::batak()
        .env("NO_COLOR", "1")
        .arg("compare")
        .arg(&*file)
        .args(["--with", "min_bid=8"])
        .run();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains("min_bid=8: left out: the match has 12000 errors under these rules"),
        "{stdout}"
    );
}
