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
