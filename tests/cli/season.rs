//! `batak stats` on a small season whose every field was worked out by hand (the
//! comments say how), and the chart and HTML of a match.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("batak-season-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn batak(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_batak"))
        .args(args)
        .current_dir(dir)
        .env("COLUMNS", "80")
        .env("NO_COLOR", "1")
        .output()
        .expect("run batak")
}

/// One point per trick, so every total is a count of tricks.
const RULES: &str = "bid_points = 1\nextra_points = 1\nend = \"deals\"\nties = \"share\"\n";

/// Three matches of A, B, C, D: individual, partnership (A & C against B & D), and one
/// that ends in a shared win; and a file with an error.
fn season(dir: &Path) {
    // 1: A makes a slam (+13); B bids 5 and takes 4 (−5; A +4, C +3, D +2). Two deals:
    // over, A wins with 17. A passed deal after the end counts nowhere.
    std::fs::write(
        dir.join("1.toml"),
        format!(
            "players = [\"A\", \"B\", \"C\", \"D\"]\n[rules]\n{RULES}deals = 2\n\n[[deals]]\ndeclarer = \"A\"\nbid = 13\ntricks = [13, 0, 0, 0]\n\n[[deals]]\ndeclarer = \"B\"\nbid = 5\ntricks = [4, 4, 3, 2]\n\n[[deals]]\npassed = true\n"
        ),
    )
    .expect("write");
    // 2: C bids 7 for A & C, the team takes 7 (+7), B & D take 6 (+6): A & C win.
    std::fs::write(
        dir.join("2.yaml"),
        "players: [A, B, C, D]\nrules: { partnership: true, bid_points: 1, extra_points: 1, end: deals, deals: 1, ties: share }\ndeals:\n  - { declarer: C, bid: 7, tricks: [7, 6] }\n",
    )
    .expect("write");
    // 3: D bids 5 and takes 5 (+5), A takes 5 too (+5), C 3, B 0: A and D share the win.
    std::fs::write(
        dir.join("3.toml"),
        format!(
            "players = [\"A\", \"B\", \"C\", \"D\"]\n[rules]\n{RULES}deals = 1\n\n[[deals]]\nbids = [0, 0, 0, 5]\ntricks = [5, 0, 3, 5]\n"
        ),
    )
    .expect("write");
    std::fs::write(dir.join("bad.toml"), "players = [\"A\", \"B\", \"C\"]\n").expect("write");
}

#[test]
fn stats_of_a_season_match_the_hand_count() {
    let dir = folder("stats");
    season(&dir);
    let output = batak(
        &[
            "stats", "1.toml", "2.yaml", "3.toml", "bad.toml", "--format", "json",
        ],
        &dir,
    );
    assert_eq!(output.status.code(), Some(1), "a file with errors: exit 1");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("batak::players::count"), "{stderr}");
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(json["files"], 3);
    assert_eq!(json["left_out"], serde_json::json!(["bad.toml"]));
    let expected = serde_json::json!([
        // A: three wins (alone, with C, shared with D); 17 + 7 + 5 points; the slam.
        {"rank": 1, "player": "A", "matches": 3, "wins": 3, "deals": 4, "declared": 1,
         "made": 1, "failed": 0, "made_rate": 1.0, "average_bid": 13.0, "slams": 1,
         "slams_made": 1, "sets": 1, "points": 29, "best": 17, "worst": 5},
        // C and D: one win and 13 points each, so one rank; C was met first.
        {"rank": 2, "player": "C", "matches": 3, "wins": 1, "deals": 4, "declared": 1,
         "made": 1, "failed": 0, "made_rate": 1.0, "average_bid": 7.0, "slams": 0,
         "slams_made": 0, "sets": 1, "points": 13, "best": 7, "worst": 3},
        {"rank": 2, "player": "D", "matches": 3, "wins": 1, "deals": 4, "declared": 1,
         "made": 1, "failed": 0, "made_rate": 1.0, "average_bid": 5.0, "slams": 0,
         "slams_made": 0, "sets": 1, "points": 13, "best": 6, "worst": 2},
        // B: the failed contract (no sets: B's own failure is not a set for B); the
        // team's 6 in the partnership counts for B too.
        {"rank": 4, "player": "B", "matches": 3, "wins": 0, "deals": 4, "declared": 1,
         "made": 0, "failed": 1, "made_rate": 0.0, "average_bid": 5.0, "slams": 0,
         "slams_made": 0, "sets": 0, "points": 1, "best": 6, "worst": -5},
    ]);
    assert_eq!(json["players"], expected);

    // The other formats carry the same rows; --set re-scores every file first.
    let csv = batak(
        &["stats", "1.toml", "2.yaml", "3.toml", "--format", "csv"],
        &dir,
    );
    assert!(csv.status.success());
    let csv = String::from_utf8(csv.stdout).expect("UTF-8");
    assert!(csv.starts_with("rank,player,matches,wins,deals,declared,made,failed,made_rate,average_bid,slams,slams_made,sets,points,best,worst\n1,A,3,3,4,1,1,0,1,13,1,1,1,29,17,5\n"), "{csv}");
    let table = batak(&["stats", "1.toml", "2.yaml", "3.toml"], &dir);
    let table = String::from_utf8(table.stdout).expect("UTF-8");
    assert!(
        table.lines().all(|line| line.chars().count() <= 80),
        "{table}"
    );
    assert!(table.contains("3 files"), "{table}");
    let markdown = batak(
        &[
            "stats", "1.toml", "2.yaml", "3.toml", "--format", "markdown",
        ],
        &dir,
    );
    let markdown = String::from_utf8(markdown.stdout).expect("UTF-8");
    assert!(
        markdown.contains("| 1 | A | 3 | 3 | 4 | 1 | 1 | 0 | 100% | 13.0 |"),
        "{markdown}"
    );
    let doubled = batak(
        &[
            "stats",
            "1.toml",
            "--set",
            "double_penalty=true",
            "--format",
            "json",
        ],
        &dir,
    );
    let doubled: serde_json::Value = serde_json::from_slice(&doubled.stdout).expect("JSON");
    let b = doubled["players"]
        .as_array()
        .expect("players")
        .iter()
        .find(|player| player["player"] == "B")
        .expect("B");
    assert_eq!(b["points"], -10, "B's failed 5 costs double");
}
