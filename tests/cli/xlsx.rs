//! `--format xlsx`: the workbook is read back by a real spreadsheet reader (`openpyxl`,
//! installed by `.ci/run`), and holds the numbers `--format csv` gives, as numbers; names
//! that look like formulas are text.

use crate::common::batak;
use std::process::Command;

/// The rows of each sheet of `path`, as `openpyxl` reads them (JSON), or `None` when the
/// reader is not installed (which fails under `CI=true`).
fn read_back(path: &std::path::Path) -> Option<serde_json::Value> {
    let script = "import json, sys, openpyxl\nbook = openpyxl.load_workbook(sys.argv[1])\nprint(json.dumps({name: {'rows': [list(row) for row in book[name].iter_rows(values_only=True)], 'types': [[cell.data_type for cell in row] for row in book[name].iter_rows()], 'frozen': book[name].freeze_panes} for name in book.sheetnames}, default=str))";
    let output = Command::new("python3")
        .args(["-c", script])
        .arg(path)
        .output()
        .ok()?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            std::env::var_os("CI").is_none() || !stderr.contains("openpyxl"),
            "openpyxl is needed under CI: {stderr}"
        );
        assert!(stderr.contains("No module named"), "{stderr}");
        return None;
    }
    Some(serde_json::from_slice(&output.stdout).expect("JSON"))
}

/// When the workbook at `path` says it was created, as `openpyxl` reads it.
fn created(path: &std::path::Path) -> Option<String> {
    let script =
        "import sys, openpyxl\nprint(openpyxl.load_workbook(sys.argv[1]).properties.created)";
    let output = Command::new("python3")
        .args(["-c", script])
        .arg(path)
        .output()
        .ok()?;
    output
        .status
        .success()
        .then(|| String::from_utf8_lossy(&output.stdout).trim().to_owned())
}

/// The same input gives the same workbook: its creation time is the match's date (else
/// 1980-01-01), never the clock (a workbook written a second later differed).
#[test]
fn a_workbook_is_dated_by_its_match_not_the_clock() {
    let dir = crate::common::scratch("xlsx-created");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let friday = root.join("examples/friday.toml");
    std::fs::write(
        dir.join("undated.toml"),
        "players = [\"A\", \"B\", \"C\", \"D\"]\n[[deals]]\ndeclarer = \"B\"\nbid = 5\ntricks = [3, 5, 3, 2]\n",
    )
    .expect("write");
    for (file, book, when) in [
        (
            friday.to_str().expect("path"),
            "f.xlsx",
            "2026-11-27 00:00:00",
        ),
        ("undated.toml", "u.xlsx", "1980-01-01 00:00:00"),
    ] {
        let output = batak()
            .args(["score", file, "--format", "xlsx", "--output", book])
            .current_dir(&dir)
            .run();
        assert!(output.status.success(), "{output:?}");
        if read_back(&dir.join(book)).is_none() {
            return;
        }
        assert_eq!(created(&dir.join(book)).as_deref(), Some(when), "{file}");
    }
}

#[test]
fn a_workbook_holds_the_numbers_of_the_csv_as_numbers() {
    let dir = crate::common::scratch("xlsx");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let friday = root.join("examples/friday.toml");
    std::fs::write(
        dir.join("odd.toml"),
        "players = [\"=HYPERLINK(1)\", \"B\", \"C\", \"D\"]\n[[deals]]\ndeclarer = \"B\"\nbid = 5\ntricks = [3, 5, 3, 2]\n",
    )
    .expect("write");
    let output = batak()
        .args([
            "score",
            friday.to_str().expect("path"),
            "odd.toml",
            "--format",
            "xlsx",
            "--output",
            "m.xlsx",
        ])
        .current_dir(&dir)
        .run();
    assert!(output.status.success(), "{output:?}");
    let Some(book) = read_back(&dir.join("m.xlsx")) else {
        return;
    };
    let sheet = &book["Friday at Kemal's"];
    assert_eq!(
        sheet["frozen"], "B2",
        "header row and names column stay in view"
    );
    let rows = sheet["rows"].as_array().expect("rows");
    // Every deal's points and totals are those of the CSV, as numbers.
    let csv = batak()
        .args(["score", friday.to_str().expect("path"), "--format", "csv"])
        .current_dir(&dir)
        .run();
    let mut reader = csv::Reader::from_reader(&csv.stdout[..]);
    let mut checked = 0;
    for record in reader.records() {
        let record = record.expect("CSV");
        let deal: usize = record[1].parse().expect("deal");
        let side = &record[2];
        let row = rows[deal].as_array().expect("row");
        let header = rows[0].as_array().expect("header");
        let at = header
            .iter()
            .position(|cell| cell.as_str() == Some(&format!("{side} points")))
            .expect("side column");
        assert_eq!(
            row[at].as_f64(),
            record[7].parse::<f64>().ok(),
            "deal {deal} {side}"
        );
        assert_eq!(
            row[at + 1].as_f64(),
            record[8].parse::<f64>().ok(),
            "deal {deal} {side}"
        );
        assert_eq!(sheet["types"][deal][at], "n", "a number, not text");
        checked += 1;
    }
    assert_eq!(checked, 28);
    // A name that looks like a formula is text.
    let odd = &book["odd"];
    assert_eq!(odd["rows"][0][4], "=HYPERLINK(1) points");
    assert_eq!(odd["types"][0][4], "s");
    // Without --output, or to another name, a command-line mistake.
    let none = batak()
        .args(["score", "odd.toml", "--format", "xlsx"])
        .current_dir(&dir)
        .run();
    assert_eq!(none.status.code(), Some(2));
    let stats = batak()
        .args([
            "stats", "odd.toml", "--format", "xlsx", "--output", "s.xlsx",
        ])
        .current_dir(&dir)
        .run();
    assert!(stats.status.success(), "{stats:?}");
    let season = read_back(&dir.join("s.xlsx")).expect("read");
    assert_eq!(season["Season"]["rows"][0][1], "player");
    assert_eq!(season["Season"]["types"][1][1], "s");
}

/// Found by a hostile round: `--output` a link to the match file turned the match file
/// into a zip; a title of 30 letters and an emoji (32 of Excel's characters) made an empty
/// sheet and a silent exit 1; a workbook of files that all had errors replaced a good one
/// with an empty one; the deals' notes were missing.
#[test]
fn a_workbook_never_replaces_a_match_and_never_comes_out_empty() {
    let dir = crate::common::scratch("xlsx-odd");
    let friday = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/friday.toml"),
    )
    .expect("example");
    std::fs::write(dir.join("m.toml"), &friday).expect("write");
    std::os::unix::fs::symlink("m.toml", dir.join("m.xlsx")).expect("link");
    for args in [
        &["score", "m.toml", "--format", "xlsx", "--output", "m.xlsx"][..],
        &["stats", "m.toml", "--format", "xlsx", "--output", "m.xlsx"],
        &[
            "compare",
            "m.toml",
            "--with",
            "target=101",
            "--format",
            "xlsx",
            "--output",
            "m.xlsx",
        ],
    ] {
        let output = batak().args(args).current_dir(&dir).run();
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert_eq!(
            std::fs::read_to_string(dir.join("m.toml")).expect("read"),
            friday
        );
    }
    // Every file with errors: nothing written over what is there.
    std::fs::write(dir.join("bad.toml"), "players = [\"A\"]\n").expect("write");
    std::fs::write(dir.join("kept.xlsx"), "old").expect("write");
    // (`stats` wrote its empty season: found by a later hostile round.)
    for command in ["score", "stats"] {
        let output = batak()
            .args([
                command,
                "bad.toml",
                "--format",
                "xlsx",
                "--output",
                "kept.xlsx",
            ])
            .current_dir(&dir)
            .run();
        assert_eq!(output.status.code(), Some(1), "{command}");
        assert_eq!(
            std::fs::read_to_string(dir.join("kept.xlsx")).expect("read"),
            "old",
            "{command}"
        );
    }
    // A title as long as a sheet name may be, counted as Excel counts, and the notes.
    let title = format!("{}😀", "a".repeat(30));
    std::fs::write(
        dir.join("e.toml"),
        friday.replace("Friday at Kemal's", &title),
    )
    .expect("write");
    let output = batak()
        .args(["score", "e.toml", "--format", "xlsx", "--output", "e.xlsx"])
        .current_dir(&dir)
        .run();
    assert!(output.status.success(), "{output:?}");
    let Some(book) = read_back(&dir.join("e.xlsx")) else {
        return;
    };
    let sheets = book.as_object().expect("sheets");
    assert_eq!(sheets.len(), 1);
    let (name, sheet) = sheets.iter().next().expect("a sheet");
    assert!(name.starts_with("aaaa"), "{name}");
    let text = sheet["rows"].to_string();
    assert!(text.contains("nobody wanted it"), "the note: {text}");
}

/// Found by an attacker: a note of 20,000 emoji (40,000 of Excel's characters) was
/// "could not be put in the workbook", yet the file was written with half a sheet. Text
/// is cut as Excel counts it, so the match gets its whole sheet.
#[test]
fn a_note_too_long_for_a_cell_is_cut_and_the_sheet_is_whole() {
    let dir = crate::common::scratch("xlsx-emoji");
    let note = "😀".repeat(20_000);
    std::fs::write(
        dir.join("e.toml"),
        format!("players = [\"A\", \"B\", \"C\", \"D\"]\n[[deals]]\ndeclarer = \"B\"\nbid = 5\ntricks = [3, 5, 3, 2]\nnote = \"{note}\"\n"),
    )
    .expect("write");
    let output = batak()
        .args(["score", "e.toml", "--format", "xlsx", "--output", "e.xlsx"])
        .current_dir(&dir)
        .run();
    assert!(output.status.success(), "{output:?}");
    assert!(String::from_utf8_lossy(&output.stdout).contains("wrote e.xlsx"));
    let Some(book) = read_back(&dir.join("e.xlsx")) else {
        return;
    };
    let rows = book["e"]["rows"].to_string();
    assert!(
        rows.contains("Burak") || rows.contains("\"B\""),
        "the standings: {rows}"
    );
    assert!(rows.contains('…'), "the note, cut");
}
