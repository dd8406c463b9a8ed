//! Every table's Batak: three players (Gömmeli), 12-card hands (Defineli) and everyone
//! predicting (Tahminli), through the commands a table uses. The worked examples are
//! checked through `batak score --format json`.

use crate::common::{batak, scratch};
use std::path::Path;
use std::process::Output;

fn ok(output: &Output, what: &str) -> String {
    assert!(
        output.status.success(),
        "{what}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Each deal's points, in side order, from `batak score --format json`.
fn points(dir: &Path, file: &str) -> Vec<Vec<i64>> {
    let json: serde_json::Value = serde_json::from_str(&ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["score", file, "--format", "json"])
            .current_dir(dir)
            .run(),
        "score",
    ))
    .expect("json");
    json["deals"]
        .as_array()
        .expect("deals")
        .iter()
        .map(|deal| {
            deal["points"]
                .as_object()
                .expect("points")
                .values()
                .map(|value| value.as_i64().expect("a number"))
                .collect()
        })
        .collect()
}

#[test]
fn worked_examples_hold_through_score_json() {
    let dir = scratch("worked");
    let write = |name: &str, text: &str| std::fs::write(dir.join(name), text).expect("write");
    write(
        "gommeli.toml",
        "players = [\"A\", \"B\", \"C\"]\n[rules]\npreset = \"gommeli\"\n\
         [[deals]]\ndeclarer = \"A\"\nbid = 7\ntricks = [9, 4, 3]\n\
         [[deals]]\ndeclarer = \"A\"\nbid = 8\ntricks = [6, 10, 0]\n",
    );
    assert_eq!(
        points(&dir, "gommeli.toml"),
        [vec![90, 40, 30], vec![-80, 100, -80]]
    );
    write(
        "defineli.toml",
        "players = [\"A\", \"B\", \"C\", \"D\"]\n[rules]\npreset = \"defineli\"\n\
         [[deals]]\ndeclarer = \"A\"\nbid = 6\ntricks = [6, 2, 2, 2]\n",
    );
    assert_eq!(points(&dir, "defineli.toml"), [vec![60, 2, 2, 2]]);
    write(
        "tahminli.yaml",
        "players: [A, B, C, D]\nrules: {preset: tahminli}\ndeals:\n\
         \x20 - {bids: [3, 4, 2, 4], tricks: [3, 6, 2, 2]}\n\
         \x20 - {bids: [2, 4, 3, 1], tricks: [5, 4, 3, 1]}\n\
         \x20 - {bids: [0, 5, 4, 3], tricks: [0, 6, 4, 3]}\n\
         \x20 - {bids: [0, 5, 4, 3], tricks: [1, 5, 4, 3]}\n",
    );
    assert_eq!(
        points(&dir, "tahminli.yaml"),
        [
            vec![30, 42, 20, -40],
            vec![-20, 40, 30, 10],
            vec![50, 51, 40, 30],
            vec![-50, 50, 40, 30]
        ]
    );
    write(
        "overshoot.toml",
        "players = [\"A\", \"B\", \"C\", \"D\"]\n[rules]\novershoot = 2\n\
         [[deals]]\ndeclarer = \"A\"\nbid = 5\ntricks = [7, 2, 2, 2]\n",
    );
    assert_eq!(points(&dir, "overshoot.toml"), [vec![-50, 2, 2, 2]]);
    // A prediction of 0 needs nil_points.
    write(
        "nil.yaml",
        "players: [A, B, C, D]\nrules: {preset: tahminli, nil_points: 0}\ndeals:\n\
         \x20 - {bids: [0, 5, 4, 3], tricks: [0, 6, 4, 3]}\n",
    );
    let output = batak()
        .env("COLUMNS", "100")
        .args(["score", "nil.yaml", "--format", "json"])
        .current_dir(&dir)
        .run();
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stdout).contains("batak::deal::nil_bid"));
}

#[test]
fn a_three_player_evening() {
    let dir = scratch("three");
    ok(
        &batak()
            .env("COLUMNS", "100")
            .args([
                "new",
                "m.toml",
                "--players",
                "Ayşe,Burak,Cem",
                "--set",
                "preset=gommeli",
                "--dealer",
                "Ayşe",
            ])
            .current_dir(&dir)
            .run(),
        "new",
    );
    let text = std::fs::read_to_string(dir.join("m.toml")).expect("read");
    assert!(text.contains("--tricks a,b,c "), "{text}");
    assert!(text.contains("# hand = 16"), "{text}");
    let deals = [
        ("Ayşe", "7", "9,4,3"),
        ("Burak", "8", "6,10,0"),
        ("Cem", "7", "4,4,8"),
        ("Ayşe", "9", "10,3,3"),
        ("Burak", "7", "5,7,4"),
        ("Cem", "10", "3,3,10"),
        ("Ayşe", "7", "6,5,5"),
        ("Burak", "8", "4,9,3"),
        ("Cem", "7", "5,4,7"),
        ("Ayşe", "8", "8,4,4"),
    ];
    for (declarer, bid, tricks) in deals {
        ok(
            &batak()
                .env("COLUMNS", "100")
                .args([
                    "add",
                    "m.toml",
                    "--declarer",
                    declarer,
                    "--bid",
                    bid,
                    "--tricks",
                    tricks,
                ])
                .current_dir(&dir)
                .run(),
            "add",
        );
    }
    ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["amend", "m.toml", "3", "--tricks", "4,3,9"])
            .current_dir(&dir)
            .run(),
        "amend",
    );
    ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["remove", "m.toml"])
            .current_dir(&dir)
            .run(),
        "remove",
    );
    let json: serde_json::Value = serde_json::from_str(&ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["score", "m.toml", "--format", "json"])
            .current_dir(&dir)
            .run(),
        "score",
    ))
    .expect("json");
    let deals = json["deals"].as_array().expect("deals");
    assert_eq!(deals.len(), 9);
    // The dealer passes around three seats: Ayşe, Burak, Cem, Ayşe …
    let dealers: Vec<&str> = deals
        .iter()
        .map(|deal| deal["dealer"].as_str().expect("dealer"))
        .collect();
    assert_eq!(dealers[..4], ["Ayşe", "Burak", "Cem", "Ayşe"]);
    assert_eq!(json["next_dealer"], "Ayşe");
    assert_eq!(
        deals[2]["points"],
        serde_json::json!({"Ayşe": 40, "Burak": 30, "Cem": 90})
    );
    assert_eq!(json["standings"].as_array().expect("standings").len(), 3);
    let table = ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["score", "m.toml"])
            .current_dir(&dir)
            .run(),
        "table",
    );
    assert!(table.contains("4-3-9"), "{table}");
    let stats = ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["stats", "m.toml", "--format", "json"])
            .current_dir(&dir)
            .run(),
        "stats",
    );
    assert!(stats.contains("Cem"), "{stats}");
    ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["chart", "m.toml", "--output", "m.svg"])
            .current_dir(&dir)
            .run(),
        "chart",
    );
    assert!(dir.join("m.svg").exists());
    // Four bids for three players, or four counts, are refused.
    let output = batak()
        .env("COLUMNS", "100")
        .args([
            "add",
            "m.toml",
            "--declarer",
            "Cem",
            "--bid",
            "7",
            "--tricks",
            "4,4,4,4",
        ])
        .current_dir(&dir)
        .run();
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn a_tahminli_evening() {
    let dir = scratch("tahminli");
    ok(
        &batak()
            .env("COLUMNS", "100")
            .args([
                "new",
                "t.yaml",
                "--players",
                "A,B,C,D",
                "--set",
                "preset=tahminli",
                "--dealer",
                "D",
            ])
            .current_dir(&dir)
            .run(),
        "new",
    );
    let text = std::fs::read_to_string(dir.join("t.yaml")).expect("read");
    assert!(text.contains("batak add FILE --bids"), "{text}");
    ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["add", "t.yaml", "--bids", "3,4,2,4", "--tricks", "3,6,2,2"])
            .current_dir(&dir)
            .run(),
        "add",
    );
    ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["add", "t.yaml", "--bids", "0,5,4,3", "--tricks", "1,5,4,3"])
            .current_dir(&dir)
            .run(),
        "add",
    );
    ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["amend", "t.yaml", "2", "--tricks", "0,6,4,3"])
            .current_dir(&dir)
            .run(),
        "amend",
    );
    assert_eq!(
        points(&dir, "t.yaml"),
        [vec![30, 42, 20, -40], vec![50, 51, 40, 30]]
    );
    let json: serde_json::Value = serde_json::from_str(&ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["score", "t.yaml", "--format", "json"])
            .current_dir(&dir)
            .run(),
        "score",
    ))
    .expect("json");
    assert_eq!(
        json["deals"][0]["bids"],
        serde_json::json!({"A": 3, "B": 4, "C": 2, "D": 4})
    );
    assert_eq!(
        json["deals"][0]["made_by"],
        serde_json::json!({"A": true, "B": true, "C": true, "D": false})
    );
    assert_eq!(json["deals"][0]["declarer"], serde_json::Value::Null);
    let csv = ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["score", "t.yaml", "--format", "csv"])
            .current_dir(&dir)
            .run(),
        "csv",
    );
    assert!(
        csv.contains("t.yaml,1,D,,4,false,2,-40,-40,false,D,,,"),
        "{csv}"
    );
    let table = ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["score", "t.yaml"])
            .current_dir(&dir)
            .run(),
        "table",
    );
    assert!(
        table.contains("│ 3-4-2-4") && table.contains("-40 ✗"),
        "{table}"
    );
    // Each prediction counts as a bid declared.
    let stats: serde_json::Value = serde_json::from_str(&ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["stats", "t.yaml", "--format", "json"])
            .current_dir(&dir)
            .run(),
        "stats",
    ))
    .expect("json");
    assert!(stats.to_string().contains("\"declared\":2"), "{stats}");
    // A declarer has no place under everyone bidding.
    let output = batak()
        .env("COLUMNS", "100")
        .args([
            "add",
            "t.yaml",
            "--declarer",
            "A",
            "--bid",
            "5",
            "--tricks",
            "5,4,3,1",
        ])
        .current_dir(&dir)
        .run();
    // A command-line mistake (found by a stranger: three errors about the file's keys
    // never named --bids).
    assert_eq!(output.status.code(), Some(2));
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(
        said.contains("--declarer has no place where everyone predicts"),
        "{said}"
    );
    assert!(said.contains("--bids"), "{said}");
}

#[test]
fn defineli_deals_have_twelve_tricks() {
    let dir = scratch("defineli");
    ok(
        &batak()
            .env("COLUMNS", "100")
            .args([
                "new",
                "d.toml",
                "--players",
                "A,B,C,D",
                "--set",
                "preset=defineli",
            ])
            .current_dir(&dir)
            .run(),
        "new",
    );
    ok(
        &batak()
            .env("COLUMNS", "100")
            .args([
                "add",
                "d.toml",
                "--declarer",
                "A",
                "--bid",
                "6",
                "--tricks",
                "6,2,2,2",
            ])
            .current_dir(&dir)
            .run(),
        "add",
    );
    let output = batak()
        .env("COLUMNS", "100")
        .args([
            "add",
            "d.toml",
            "--declarer",
            "A",
            "--bid",
            "6",
            "--tricks",
            "7,2,2,2",
        ])
        .current_dir(&dir)
        .run();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("batak::deal::tricks_sum"), "{stderr}");
    assert!(stderr.contains("hand = 12"), "{stderr}");
    assert_eq!(points(&dir, "d.toml"), [vec![60, 2, 2, 2]]);
}

/// Where everyone predicts, amend of a declarer, a bid or a pass says so (it said the
/// file had errors), and compare re-scores a score-sheet file's bids as predictions.
#[test]
fn amend_and_compare_know_the_everyone_form() {
    let dir = scratch("amend-everyone");
    ok(
        &batak()
            .env("COLUMNS", "100")
            .args([
                "new",
                "t.toml",
                "--players",
                "A,B,C,D",
                "--set",
                "preset=tahminli",
            ])
            .current_dir(&dir)
            .run(),
        "new",
    );
    ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["add", "t.toml", "--bids", "3,4,2,4", "--tricks", "3,6,2,2"])
            .current_dir(&dir)
            .run(),
        "add",
    );
    let before = std::fs::read_to_string(dir.join("t.toml")).expect("read");
    for flags in [&["--declarer", "A"][..], &["--bid", "5"], &["--passed"]] {
        let mut args = vec!["amend", "t.toml"];
        args.extend(flags);
        let output = batak()
            .env("COLUMNS", "100")
            .args(&args)
            .current_dir(&dir)
            .run();
        assert_eq!(output.status.code(), Some(2), "{flags:?}");
        assert!(
            String::from_utf8_lossy(&output.stderr).contains("everyone predicts"),
            "{flags:?}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        assert_eq!(
            std::fs::read_to_string(dir.join("t.toml")).expect("read"),
            before
        );
    }
    // A score-sheet file (one non-zero bid a deal) compared under everyone's predictions.
    std::fs::write(
        dir.join("sheet.toml"),
        "players = [\"A\", \"B\", \"C\", \"D\"]\n[[deals]]\nbids = [0, 7, 0, 0]\ntricks = [2, 8, 2, 1]\n",
    )
    .expect("write");
    let compared = ok(
        &batak()
            .env("COLUMNS", "100")
            .args([
                "compare",
                "sheet.toml",
                "--with",
                "bidding=everyone,nil_points=50",
                "--format",
                "json",
            ])
            .current_dir(&dir)
            .run(),
        "compare",
    );
    let json: serde_json::Value = serde_json::from_str(&compared).expect("json");
    assert_eq!(json["variants"].as_array().map(Vec::len), Some(2), "{json}");
}

/// Gömmeli's 16 tricks of three cards, all recorded (the four 2s buried): clubs trump,
/// led last; rising tricks go to the third card, falling ones to the lead.
const GOMMELI_PLAY: [&str; 16] = [
    "S3 S4 S5", "S6 S7 S8", "S9 ST SJ", "SQ SK SA", "HA HK HQ", "HJ HT H9", "H8 H7 H6", "H5 H4 H3",
    "D3 D4 D5", "D6 D7 D8", "D9 DT DJ", "DQ DK DA", "CA CK CQ", "CJ CT C9", "C8 C7 C6", "C5 C4 C3",
];

#[test]
fn a_gommeli_play_tells_the_tricks_and_show_draws_three_columns() {
    let dir = scratch("gommeli-play");
    let play: Vec<String> = GOMMELI_PLAY.iter().map(|t| format!("\"{t}\"")).collect();
    let head = "players = [\"Ayşe\", \"Burak\", \"Cem\"]\n[rules]\npreset = \"gommeli\"\n[[deals]]\ndeclarer = \"Ayşe\"\nbid = 7\ntrump = \"clubs\"\n";
    std::fs::write(
        dir.join("played.toml"),
        format!("{head}play = [{}]\n", play.join(", ")),
    )
    .expect("write");
    std::fs::write(
        dir.join("counted.toml"),
        format!("{head}tricks = [2, 7, 7]\n"),
    )
    .expect("write");
    // The tricks come from the play: scored as if written.
    let check = ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["check", "played.toml"])
            .current_dir(&dir)
            .run(),
        "check",
    );
    assert!(!check.contains("warning"), "{check}");
    assert_eq!(points(&dir, "played.toml"), points(&dir, "counted.toml"));
    let json: serde_json::Value = serde_json::from_str(&ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["score", "played.toml", "--format", "json"])
            .current_dir(&dir)
            .run(),
        "score",
    ))
    .expect("json");
    let deal = &json["deals"][0];
    assert_eq!(
        deal["tricks"],
        serde_json::json!({"Ayşe": 2, "Burak": 7, "Cem": 7})
    );
    assert_eq!(deal["play"]["complete"], true);
    assert_eq!(deal["play"]["tricks"].as_array().map(Vec::len), Some(16));
    assert_eq!(
        deal["play"]["tricks"][15],
        serde_json::json!({"number": 16, "leader": "Burak", "cards": ["C5", "C4", "C3"], "winner": "Burak"})
    );
    // Given tricks that differ are refused.
    std::fs::write(
        dir.join("wrong.toml"),
        format!("{head}tricks = [3, 6, 7]\nplay = [{}]\n", play.join(", ")),
    )
    .expect("write");
    let wrong = batak()
        .env("COLUMNS", "100")
        .args(["check", "wrong.toml"])
        .current_dir(&dir)
        .run();
    assert!(!wrong.status.success());
    let stderr = String::from_utf8_lossy(&wrong.stderr);
    assert!(stderr.contains("batak::play::tricks_mismatch"), "{stderr}");
    assert!(stderr.contains("(3-6-7)"), "{stderr}");
    // show: a column a player, 16 rows.
    let shown = ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["show", "played.toml", "1"])
            .current_dir(&dir)
            .run(),
        "show",
    );
    assert!(
        shown.contains("deal 1 · Ayşe bid 7 · trump ♣ clubs · 16 tricks, 2 to the declarer"),
        "{shown}"
    );
    let header = shown
        .lines()
        .find(|line| line.contains('#') && line.contains("Ayşe"))
        .expect("a header row");
    assert_eq!(
        header.split('│').map(str::trim).collect::<Vec<_>>(),
        ["#", "Ayşe", "Burak", "Cem"]
    );
    let last = shown
        .lines()
        .find(|line| line.trim_start().starts_with("16 "))
        .expect("a 16th trick");
    assert_eq!(last.split('│').count(), 4, "{last}");
    assert!(last.contains(">♣5*"), "Burak leads and wins: {last}");
    assert!(
        shown.contains("tricks won: Ayşe 2 · Burak 7 · Cem 7"),
        "{shown}"
    );
    let markdown = ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["show", "played.toml", "1", "--format", "markdown"])
            .current_dir(&dir)
            .run(),
        "show markdown",
    );
    assert!(
        markdown.contains("|---:|:---:|:---:|:---:|\n"),
        "{markdown}"
    );
    let json: serde_json::Value = serde_json::from_str(&ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["show", "played.toml", "1", "--format", "json"])
            .current_dir(&dir)
            .run(),
        "show json",
    ))
    .expect("json");
    assert_eq!(json["tricks"].as_array().map(Vec::len), Some(16));
    assert_eq!(
        json["tricks"][0]["cards"],
        serde_json::json!({"Ayşe": "S3", "Burak": "S4", "Cem": "S5"})
    );
    assert_eq!(
        json["won"],
        serde_json::json!({"Ayşe": 2, "Burak": 7, "Cem": 7})
    );
}

#[test]
fn a_tahminli_play_is_led_by_the_player_after_the_dealer() {
    let dir = scratch("tahminli-play");
    // Spades trump; Cem deals, so Deniz leads the first trick and wins it with ♥A.
    std::fs::write(
        dir.join("t.toml"),
        "players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]\n[rules]\npreset = \"tahminli\"\n[[deals]]\ndealer = \"Cem\"\nbids = [3, 3, 3, 4]\ntricks = [3, 3, 3, 4]\nplay = [\"HA H2 H3 H4\", \"HK H5 H6 H7\"]\n",
    )
    .expect("write");
    let json: serde_json::Value = serde_json::from_str(&ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["score", "t.toml", "--format", "json"])
            .current_dir(&dir)
            .run(),
        "score",
    ))
    .expect("json");
    let tricks = &json["deals"][0]["play"]["tricks"];
    assert_eq!(tricks[0]["leader"], "Deniz");
    assert_eq!(tricks[0]["winner"], "Deniz");
    assert_eq!(tricks[1]["leader"], "Deniz");
    let shown = ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["show", "t.toml", "1"])
            .current_dir(&dir)
            .run(),
        "show",
    );
    assert!(
        shown.contains("deal 1 · predicted Ayşe 3, Burak 3, Cem 3, Deniz 4 · trump ♠ spades · 2 of 13 tricks recorded"),
        "{shown}"
    );
    let json: serde_json::Value = serde_json::from_str(&ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["show", "t.toml", "1", "--format", "json"])
            .current_dir(&dir)
            .run(),
        "show json",
    ))
    .expect("json");
    assert_eq!(json.get("declarer"), None);
    assert_eq!(
        json["predictions"],
        serde_json::json!({"Ayşe": 3, "Burak": 3, "Cem": 3, "Deniz": 4})
    );
    // No dealer: the first player leads; Deniz has won one trick, more than the 0
    // given.
    std::fs::write(
        dir.join("u.toml"),
        "players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]\n[rules]\npreset = \"tahminli\"\n[[deals]]\nbids = [3, 3, 3, 4]\ntricks = [4, 3, 6, 0]\nplay = [\"H2 H3 H4 HA\"]\n",
    )
    .expect("write");
    let wrong = batak()
        .env("COLUMNS", "100")
        .args(["check", "u.toml"])
        .current_dir(&dir)
        .run();
    assert!(!wrong.status.success());
    let stderr = String::from_utf8_lossy(&wrong.stderr);
    assert!(
        stderr.contains(
            "tricks gives Deniz 0 (4-3-6-0), but the tricks played already show 1 won (0-0-0-1)"
        ),
        "{stderr}"
    );
}

#[test]
fn a_defineli_play_of_12_tricks_is_complete() {
    let dir = scratch("defineli-play");
    // Four cards (the last trick of examples/played.toml's first deal) stay in the
    // treasure, never played.
    std::fs::write(
        dir.join("d.toml"),
        "players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]\n[rules]\npreset = \"defineli\"\n[[deals]]\ndeclarer = \"Burak\"\nbid = 6\ntrump = \"hearts\"\nplay = [\"H4 H5 H9 HA\", \"HJ H8 HQ H6\", \"S7 S2 S6 S8\", \"SJ SA S3 HK\", \"H2 H7 C2 CJ\", \"SQ S5 D8 D7\", \"DK C7 D9 D5\", \"C6 C8 C4 C3\", \"S9 D3 DJ H3\", \"CA CT C5 CQ\", \"C9 S4 D6 D2\", \"HT SK DQ DA\"]\n",
    )
    .expect("write");
    let json: serde_json::Value = serde_json::from_str(&ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["score", "d.toml", "--format", "json"])
            .current_dir(&dir)
            .run(),
        "score",
    ))
    .expect("json");
    let deal = &json["deals"][0];
    assert_eq!(
        deal["tricks"],
        serde_json::json!({"Ayşe": 2, "Burak": 8, "Cem": 2, "Deniz": 0})
    );
    assert_eq!(deal["play"]["complete"], true);
    let shown = ok(
        &batak()
            .env("COLUMNS", "100")
            .args(["show", "d.toml", "1"])
            .current_dir(&dir)
            .run(),
        "show",
    );
    assert!(
        shown.contains("deal 1 · Burak bid 6 · trump ♥ hearts · 12 tricks, 8 to the declarer"),
        "{shown}"
    );
}

/// Found by a stranger: at a Defineli table `add --tricks Cem=13` was told to "give the
/// others too" (more names only add); at a table of three the count example had four.
#[test]
fn trick_mistakes_speak_of_the_table_in_use() {
    let dir = scratch("trick-words");
    ok(
        &batak()
            .env("COLUMNS", "100")
            .args([
                "new",
                "d.toml",
                "--players",
                "A,B,C,D",
                "--set",
                "preset=defineli",
            ])
            .current_dir(&dir)
            .run(),
        "new",
    );
    let output = batak()
        .env("COLUMNS", "100")
        .args([
            "add",
            "d.toml",
            "--declarer",
            "C",
            "--bid",
            "6",
            "--tricks",
            "C=13",
        ])
        .current_dir(&dir)
        .run();
    let said = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{said}");
    assert!(said.contains("more than the 12 of a deal"), "{said}");
    ok(
        &batak()
            .env("COLUMNS", "100")
            .args([
                "new",
                "g.toml",
                "--players",
                "A,B,C",
                "--set",
                "preset=gommeli",
            ])
            .current_dir(&dir)
            .run(),
        "new",
    );
    let output = batak()
        .env("COLUMNS", "100")
        .args([
            "add",
            "g.toml",
            "--declarer",
            "A",
            "--bid",
            "7",
            "--tricks",
            "9,4,2,1",
        ])
        .current_dir(&dir)
        .run();
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("--tricks 9,4,3"), "{said}");
}
