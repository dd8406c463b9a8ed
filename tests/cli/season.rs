//! The chart and HTML of a match and of a season: what needs reading as SVG, XML or HTML,
//! or holds over many widths. The statistics of the hand-counted season below are data:
//! `tests/cmd/sandbox/season.md`.

use crate::common::{batak, scratch};
use std::path::Path;

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
    std::fs::write(dir.join("bad.toml"), "players = [\"A\", \"B\"]\n").expect("write");
}

/// The running totals of each side after each deal, as `score --format json` gives them.
fn running_totals(file: &str, dir: &Path) -> Vec<Vec<i64>> {
    let output = batak()
        .args(["score", file, "--format", "json"])
        .current_dir(dir)
        .run();
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let deals = json["deals"].as_array().expect("deals");
    json["sides"]
        .as_array()
        .expect("sides")
        .iter()
        .map(|side| {
            let side = side.as_str().expect("a side's name");
            std::iter::once(0)
                .chain(
                    deals
                        .iter()
                        .map(|deal| deal["totals"][side].as_i64().expect("a total")),
                )
                .collect()
        })
        .collect()
}

/// The points of every `<polyline>` of an SVG, in pixels.
fn polylines(svg: &str) -> Vec<Vec<(f64, f64)>> {
    let document = roxmltree::Document::parse(svg).expect("the SVG is well-formed XML");
    document
        .descendants()
        .filter(|node| node.has_tag_name("polyline"))
        .map(|node| {
            node.attribute("points")
                .unwrap_or_default()
                .split_whitespace()
                .map(|pair| {
                    let (x, y) = pair.split_once(',').expect("x,y");
                    (x.parse().expect("x"), y.parse().expect("y"))
                })
                .collect()
        })
        .collect()
}

/// The SVG has, for each series of values, a line through them: pixels are an affine
/// map of the values, the same map for every line, with higher values drawn higher and
/// the points evenly spaced across.
#[allow(clippy::cast_precision_loss)] // small totals
fn assert_lines_through(svg: &str, totals: &[Vec<i64>]) {
    let lines = polylines(svg);
    // Pixels are an affine map of the totals, the same map for every side: find it from
    // the first side, then every side must have a line through its own totals.
    let fit = |line: &[(f64, f64)], totals: &[i64]| -> Option<(f64, f64)> {
        if line.len() != totals.len() {
            return None;
        }
        let (low, high) = (
            totals
                .iter()
                .position(|t| t == totals.iter().min().unwrap())?,
            totals
                .iter()
                .position(|t| t == totals.iter().max().unwrap())?,
        );
        if totals[low] == totals[high] {
            return None;
        }
        let scale = (line[high].1 - line[low].1) / (totals[high] - totals[low]) as f64;
        let offset = line[low].1 - scale * totals[low] as f64;
        let on_line = line
            .iter()
            .zip(totals)
            .all(|(&(_, y), &total)| (y - (scale * total as f64 + offset)).abs() <= 1.0);
        let steps: Vec<f64> = line.windows(2).map(|pair| pair[1].0 - pair[0].0).collect();
        let even = steps
            .iter()
            .all(|step| (step - steps[0]).abs() <= 1.0 && *step > 0.0);
        (on_line && even).then_some((scale, offset))
    };
    // The map, from the side whose totals spread widest (pixel rounding matters least).
    let widest = totals
        .iter()
        .max_by_key(|side| side.iter().max().unwrap() - side.iter().min().unwrap())
        .expect("sides");
    let map = lines
        .iter()
        .find_map(|line| fit(line, widest))
        .unwrap_or_else(|| panic!("no line through {widest:?} in {lines:?}"));
    for side in totals {
        let through = lines.iter().any(|line| {
            line.len() == side.len()
                && line
                    .iter()
                    .zip(side)
                    .all(|(&(_, y), &total)| (y - (map.0 * total as f64 + map.1)).abs() <= 1.5)
        });
        assert!(
            through,
            "no line through {side:?} under {map:?} in {lines:?}"
        );
    }
    assert!(map.0 < 0.0, "higher totals are drawn higher");
}

#[test]
fn the_svg_chart_has_one_line_per_side_through_the_running_totals() {
    let dir = scratch("svg");
    let friday = std::fs::canonicalize("examples/friday.toml").expect("example");
    let friday = friday.to_str().expect("UTF-8 path");
    let output = batak()
        .args([
            "chart",
            friday,
            "--output",
            "friday.svg",
            "--size",
            "900x500",
        ])
        .current_dir(&dir)
        .run();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let svg = std::fs::read_to_string(dir.join("friday.svg")).expect("the SVG");
    assert!(
        svg.starts_with("<svg width=\"900\" height=\"500\""),
        "{}",
        &svg[..80]
    );
    assert!(
        !svg.contains("<image") && !svg.contains("href="),
        "nothing external"
    );
    let totals = running_totals(friday, &dir);
    assert_lines_through(&svg, &totals);
    // The title and date head it; the legend names every side; the target is there.
    for name in [
        "Friday at Kemal&apos;s · 2026-11-27 · rules: classic",
        "Ayşe",
        "Burak",
        "Cem",
        "Deniz",
        "target 151",
        "ended after deal 7",
    ] {
        assert!(svg.contains(name), "{name}");
    }
}

#[test]
fn names_are_escaped_in_the_svg_and_the_page() {
    let dir = scratch("escape");
    std::fs::write(
        dir.join("odd.toml"),
        "title = \"<script>alert(1)</script> & \\\"friends\\\"\"\nplayers = [\"<b>A</b>\", \"B&B\", \"C'\", \"D\\u0007\"]\n\n[[deals]]\ndeclarer = \"B&B\"\nbid = 7\ntricks = [2, 8, 2, 1]\n",
    )
    .expect("write");
    let output = batak()
        .args(["chart", "odd.toml", "--output", "odd.svg"])
        .current_dir(&dir)
        .run();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let svg = std::fs::read_to_string(dir.join("odd.svg")).expect("SVG");
    let document = roxmltree::Document::parse(&svg).expect("well-formed XML");
    let texts: Vec<&str> = document
        .descendants()
        .filter_map(|node| node.text())
        .map(str::trim)
        .collect();
    assert!(texts.contains(&"<b>A</b>"), "{texts:?}");
    assert!(texts.contains(&"B&B"), "{texts:?}");
    let page = batak()
        .args(["score", "odd.toml", "--format", "html"])
        .current_dir(&dir)
        .run();
    let page = String::from_utf8(page.stdout).expect("UTF-8");
    assert!(!page.contains("<script"), "no script gets in");
    assert!(
        page.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot;"),
        "{page}"
    );
    assert!(!page.contains('\u{7}'), "control characters are escaped");
    // Markdown: a `<` is escaped, so no renderer that allows HTML opens a tag.
    for args in [
        &["score", "odd.toml", "--format", "markdown"][..],
        &["stats", "odd.toml", "--format", "markdown"][..],
    ] {
        let output = batak().args(args).current_dir(&dir).run();
        let text = String::from_utf8(output.stdout).expect("UTF-8");
        let bare = text
            .match_indices('<')
            .any(|(at, _)| !text[..at].ends_with('\\'));
        assert!(!bare, "a bare < in {args:?}:\n{text}");
        assert!(text.contains("\\<b>A\\</b>"), "{args:?}:\n{text}");
    }
}

#[test]
fn the_terminal_chart_fits_the_width_and_names_every_side() {
    let dir = scratch("terminal-chart");
    let friday = std::fs::canonicalize("examples/friday.toml").expect("example");
    for width in ["32", "40", "80", "120"] {
        let output = crate::common::batak()
            .args(["chart", friday.to_str().expect("path")])
            .current_dir(&dir)
            .env("COLUMNS", width)
            .env("NO_COLOR", "1")
            .run();
        assert!(output.status.success());
        let text = String::from_utf8(output.stdout).expect("UTF-8");
        let width: usize = width.parse().expect("width");
        for line in text.lines() {
            assert!(line.chars().count() <= width, "{width}: {line:?}");
        }
        for name in ["Ayşe", "Burak", "Cem", "Deniz"] {
            assert!(text.contains(name), "{width}: {name}\n{text}");
        }
        assert!(text.contains("target 151"), "{text}");
        assert!(!text.contains('\u{1b}'), "no colour without a terminal");
    }
}

/// docs/friday.svg, shown in docs/commands.md, is what `batak chart` draws of the example.
/// Regenerate with `BATAK_UPDATE_DOCS=1 cargo test --test cli docs_chart`.
#[test]
fn docs_chart_is_generated() {
    let dir = scratch("docs-chart");
    let friday = std::fs::canonicalize("examples/friday.toml").expect("example");
    let output = batak()
        .args([
            "chart",
            friday.to_str().expect("path"),
            "--output",
            "friday.svg",
        ])
        .current_dir(&dir)
        .run();
    assert!(output.status.success());
    let generated = std::fs::read_to_string(dir.join("friday.svg")).expect("SVG");
    let path = Path::new("docs/friday.svg");
    if std::env::var_os("BATAK_UPDATE_DOCS").is_some() {
        std::fs::create_dir_all("docs").expect("docs/");
        std::fs::write(path, &generated).expect("write docs/friday.svg");
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == generated,
        "docs/friday.svg is stale: run BATAK_UPDATE_DOCS=1 cargo test --test cli docs_chart"
    );
}

/// Found by a hostile round: `--output` that is the match file (or a link to it) is
/// refused; names with U+FFFE/U+FFFF still make well-formed XML; wide initials keep the
/// terminal chart within the width; the JSON of stats lists a player's fields in order.
#[test]
fn chart_output_never_hits_the_match_and_odd_names_stay_in_bounds() {
    let dir = scratch("chart-odd");
    let friday = std::fs::read_to_string("examples/friday.toml").expect("example");
    std::fs::write(dir.join("m.toml"), &friday).expect("write");
    std::os::unix::fs::symlink(dir.join("m.toml"), dir.join("m.svg")).expect("link");
    let output = batak()
        .args(["chart", "m.toml", "--output", "m.svg"])
        .current_dir(&dir)
        .run();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("batak::flag::output"));
    assert_eq!(
        std::fs::read_to_string(dir.join("m.toml")).expect("read"),
        friday
    );

    std::fs::write(
        dir.join("odd.toml"),
        "title = \"T\\uFFFEitle\"\nplayers = [\"漢\", \"字\\uFFFF\", \"仮\", \"名\"]\n[[deals]]\ndeclarer = \"仮\"\nbid = 5\ntricks = [3, 3, 5, 2]\n",
    )
    .expect("write");
    let output = batak()
        .args(["chart", "odd.toml", "--output", "odd.svg"])
        .current_dir(&dir)
        .run();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let svg = std::fs::read_to_string(dir.join("odd.svg")).expect("SVG");
    roxmltree::Document::parse(&svg).expect("well-formed XML");
    for width in ["32", "60"] {
        let output = crate::common::batak()
            .args(["chart", "odd.toml"])
            .current_dir(&dir)
            .env("COLUMNS", width)
            .env("NO_COLOR", "1")
            .run();
        let text = String::from_utf8(output.stdout).expect("UTF-8");
        let width: usize = width.parse().expect("width");
        for line in text.lines() {
            let columns = line
                .chars()
                .map(|c| {
                    if ('\u{4e00}'..='\u{9fff}').contains(&c) {
                        2
                    } else {
                        1
                    }
                })
                .sum::<usize>();
            assert!(columns <= width, "{width}: {line:?}");
        }
    }
    let output = batak()
        .args(["stats", "m.toml", "--format", "json"])
        .current_dir(&dir)
        .run();
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(
        text.starts_with("{\"files\":1,\"left_out\":[],\"players\":[{\"rank\":1,\"player\":\"Burak\",\"matches\":1,"),
        "{text}"
    );
}

/// An HTML page keeps a section for a file with errors (what `stats` says of repeats and
/// files left out is `tests/cmd/sandbox/season.md`).
#[test]
fn a_page_keeps_a_section_for_a_file_with_errors() {
    let dir = scratch("repeats");
    season(&dir);
    let page = batak()
        .args(["score", "1.toml", "bad.toml", "--format", "html"])
        .current_dir(&dir)
        .run();
    assert_eq!(page.status.code(), Some(1));
    let page = String::from_utf8(page.stdout).expect("UTF-8");
    assert_eq!(page.matches("<section>").count(), 2, "{page}");
    assert!(page.contains("<h1>bad.toml</h1>"), "{page}");
    assert!(page.contains("(batak::players::count)"), "{page}");
    assert!(page.trim_end().ends_with("</body></html>"), "{page}");
}

/// The colour a name is drawn in: the last stroke colour (other than black and grey)
/// before the name's text in the legend.
fn colour_in_svg(svg: &str, name: &str) -> String {
    let document = roxmltree::Document::parse(svg).expect("well-formed XML");
    let mut last = None;
    for node in document.descendants() {
        if let Some(stroke) = node.attribute("stroke")
            && !["#000000", "#808080", "none"].contains(&stroke)
        {
            last = Some(stroke.to_owned());
        }
        if node.has_tag_name("text") && node.text().map(str::trim) == Some(name) {
            return last.unwrap_or_else(|| panic!("no colour before {name}"));
        }
    }
    panic!("{name} is not in the legend")
}

/// The escape sequence that colours a name's mark in the terminal chart's legend.
fn colour_in_terminal(text: &str, name: &str) -> String {
    // The mark (⣿, or a letter where two lines share a colour), reset, the name.
    let reset = text
        .find(&format!("\u{1b}[39m {name}"))
        .unwrap_or_else(|| panic!("{name} not in the legend:\n{text}"));
    let at = text[..reset]
        .char_indices()
        .next_back()
        .map_or(0, |(at, _)| at);
    let start = text[..at].rfind('\u{1b}').expect("a colour");
    text[start..at].to_owned()
}

/// A player's colour comes from their name: the same players in other seats, in another
/// file, keep their colours in the SVG and in the terminal, and no two of one chart
/// share one.
#[test]
fn a_player_keeps_a_colour_from_file_to_file() {
    let dir = scratch("colours");
    let file = |players: [&str; 4]| {
        let quoted: Vec<String> = players.iter().map(|p| format!("\"{p}\"")).collect();
        format!(
            "players = [{}]\n\n[[deals]]\ndeclarer = \"{}\"\nbid = 5\ntricks = [5, 3, 3, 2]\n",
            quoted.join(", "),
            players[0]
        )
    };
    std::fs::write(dir.join("a.toml"), file(["Şule", "Ayşe", "Cem", "Deniz"])).expect("write");
    std::fs::write(dir.join("b.toml"), file(["Deniz", "Cem", "Şule", "Ayşe"])).expect("write");
    // Guests in other matches: the regulars keep their colours all the same (a stranger
    // saw one change colour when a guest's name came first).
    let guests = [
        "Ece", "Murat", "Kaan", "Selin", "Okan", "Gül", "Emre", "Zeynep",
    ];
    for (index, guest) in guests.iter().enumerate() {
        std::fs::write(
            dir.join(format!("g{index}.toml")),
            file([guest, "Şule", "Pelin", "Ayşe"]),
        )
        .expect("write");
    }
    let mut names = vec!["a".to_owned(), "b".to_owned()];
    names.extend((0..guests.len()).map(|index| format!("g{index}")));
    let mut svg_colours = Vec::new();
    let mut terminal_colours = Vec::new();
    for name in &names {
        let output = batak()
            .args([
                "chart",
                &format!("{name}.toml"),
                "--output",
                &format!("{name}.svg"),
            ])
            .current_dir(&dir)
            .run();
        assert!(output.status.success());
        let svg = std::fs::read_to_string(dir.join(format!("{name}.svg"))).expect("SVG");
        // Not under NO_COLOR, which the terminal library's colours obey even when asked.
        let output = crate::common::batak()
            .args(["chart", &format!("{name}.toml"), "--color", "always"])
            .current_dir(&dir)
            .env("COLUMNS", "80")
            .env_remove("NO_COLOR")
            .run();
        let text = String::from_utf8(output.stdout).expect("UTF-8");
        // The two who play in every match.
        let players = ["Şule", "Ayşe"];
        svg_colours.push(players.map(|p| colour_in_svg(&svg, p)));
        terminal_colours.push(players.map(|p| colour_in_terminal(&text, p)));
    }
    // The same four in other seats keep their colours; in every chart the regulars'
    // colours differ (a stranger could not tell two teams of one colour apart); and a
    // regular keeps a colour in a guest's match unless the guest's would be the same.
    assert_eq!(svg_colours[0], svg_colours[1]);
    assert_eq!(terminal_colours[0], terminal_colours[1]);
    for (index, name) in names.iter().enumerate() {
        assert_ne!(svg_colours[index][0], svg_colours[index][1], "{name}");
        assert_ne!(
            terminal_colours[index][0], terminal_colours[index][1],
            "{name}"
        );
    }
    // The guests' matches differ by one player: most give the regulars the same colours.
    let guest_colours = &svg_colours[2..];
    let most = guest_colours
        .iter()
        .map(|colours| {
            guest_colours
                .iter()
                .filter(|other| *other == colours)
                .count()
        })
        .max()
        .unwrap_or(0);
    assert!(most * 2 > guest_colours.len(), "{guest_colours:?}");
}

/// With several files the chart is the season's: a line per player through the running
/// sum of their final totals, match by match in the order given (in the partnership a
/// team's total counts for both partners, as in stats); a file with errors is left out,
/// said, and makes the exit 1.
#[test]
fn a_season_chart_has_each_players_points_so_far() {
    let dir = scratch("season-chart");
    season(&dir);
    let output = batak()
        .args([
            "chart",
            "1.toml",
            "2.yaml",
            "3.toml",
            "bad.toml",
            "--output",
            "season.svg",
        ])
        .current_dir(&dir)
        .run();
    assert_eq!(output.status.code(), Some(1), "a file with errors: exit 1");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("left out of the chart for their errors: bad.toml"),
        "{stderr}"
    );
    let svg = std::fs::read_to_string(dir.join("season.svg")).expect("the SVG");
    // A: 17, then 7 with C, then 5; B: −5, 6 with D, 0; C: 3, 7, 3; D: 2, 6, 5.
    let expected = vec![
        vec![0, 17, 24, 29],
        vec![0, -5, 1, 1],
        vec![0, 3, 10, 13],
        vec![0, 2, 8, 13],
    ];
    assert_lines_through(&svg, &expected);
    for name in ["A", "B", "C", "D", "match", "points so far", "3 matches"] {
        assert!(svg.contains(name), "{name}");
    }
    // The last points are the season's points, as stats counts them.
    let stats = batak()
        .args(["stats", "1.toml", "2.yaml", "3.toml", "--format", "json"])
        .current_dir(&dir)
        .run();
    let stats: serde_json::Value = serde_json::from_slice(&stats.stdout).expect("JSON");
    for (player, line) in ["A", "B", "C", "D"].iter().zip(&expected) {
        let points = stats["players"]
            .as_array()
            .expect("players")
            .iter()
            .find(|p| p["player"] == *player)
            .expect("a player")["points"]
            .as_i64();
        assert_eq!(points, line.last().copied(), "{player}");
    }
    // In the terminal: every player, and what the axes are.
    let output = batak()
        .args(["chart", "1.toml", "2.yaml", "3.toml"])
        .current_dir(&dir)
        .run();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(text.contains("across: matches"), "{text}");
    for name in ["A A", "B B", "C C", "D D"] {
        assert!(text.contains(name), "{name}:\n{text}");
    }
    // One file is a match's chart, as before.
    let output = batak().args(["chart", "1.toml"]).current_dir(&dir).run();
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(text.contains("across: deals"), "{text}");
}

/// What an SVG chart's text and lines look like: the font sizes of its texts, the grid
/// lines (light, across the plot), the y of the legend's texts and of the plot's top.
struct Drawn {
    font_sizes: Vec<f64>,
    /// (x1, y1, x2, y2, opacity) of every `<line>`.
    lines: Vec<(f64, f64, f64, f64, String)>,
}

fn drawn(svg: &str) -> Drawn {
    let document = roxmltree::Document::parse(svg).expect("well-formed XML");
    let number = |node: roxmltree::Node<'_, '_>, name: &str| -> f64 {
        node.attribute(name)
            .unwrap_or("0")
            .parse()
            .expect("a number")
    };
    Drawn {
        font_sizes: document
            .descendants()
            .filter(|node| node.has_tag_name("text"))
            .map(|node| number(node, "font-size"))
            .collect(),
        lines: document
            .descendants()
            .filter(|node| node.has_tag_name("line"))
            .map(|node| {
                (
                    number(node, "x1"),
                    number(node, "y1"),
                    number(node, "x2"),
                    number(node, "y2"),
                    node.attribute("opacity").unwrap_or("1").to_owned(),
                )
            })
            .collect(),
    }
}

/// The SVG chart is one to share: its text grows with `--size` and is never tiny, the
/// grid is one light line at each labelled value (no minor grid), the legend is a row
/// above the plot (which takes the width), and each side draws its own mark at its
/// points, so lines that run together are still told apart.
#[test]
#[allow(clippy::float_cmp)]
fn the_svg_chart_scales_its_text_and_keeps_to_a_light_grid() {
    let dir = scratch("svg-style");
    let friday = std::fs::canonicalize("examples/friday.toml").expect("example");
    let friday = friday.to_str().expect("UTF-8 path");
    let draw = |size: &str| {
        let output = batak()
            .args(["chart", friday, "--output", "c.svg", "--size", size])
            .current_dir(&dir)
            .run();
        assert!(output.status.success());
        std::fs::read_to_string(dir.join("c.svg")).expect("the SVG")
    };
    let small = drawn(&draw("800x480"));
    let large = drawn(&draw("1200x720"));
    let smallest = |d: &Drawn| d.font_sizes.iter().copied().fold(f64::MAX, f64::min);
    assert!(smallest(&small) >= 12.0, "{:?}", small.font_sizes);
    assert!(
        smallest(&large) >= 1.4 * smallest(&small),
        "text grows with the size: {:?} then {:?}",
        small.font_sizes,
        large.font_sizes
    );
    let tiny = drawn(&draw("300x200"));
    assert!(smallest(&tiny) >= 12.0, "{:?}", tiny.font_sizes);

    // The grid: one light style, a vertical line per deal at most (0 to 7), and the
    // plot across nearly all the width (no legend panel beside it).
    let svg = draw("800x480");
    let grid = drawn(&svg).lines;
    let styles: std::collections::BTreeSet<&str> =
        grid.iter().map(|line| line.4.as_str()).collect();
    assert_eq!(styles.len(), 1, "one grid style: {styles:?}");
    assert!(
        styles
            .iter()
            .all(|opacity| opacity.parse::<f64>().unwrap() <= 0.15)
    );
    let vertical = grid.iter().filter(|line| line.0 == line.2).count();
    assert!(vertical <= 8, "{vertical} vertical grid lines for 7 deals");
    let across = grid
        .iter()
        .filter(|line| line.1 == line.3)
        .map(|line| line.2 - line.0)
        .fold(0.0, f64::max);
    assert!(
        across >= 0.85 * 800.0,
        "the plot is {across} px wide of 800"
    );
    // The legend's names stand above the plot's top.
    let top = grid
        .iter()
        .map(|line| line.1.min(line.3))
        .fold(f64::MAX, f64::min);
    let document = roxmltree::Document::parse(&svg).expect("XML");
    for name in ["Ayşe", "Burak", "Cem", "Deniz", "target 151"] {
        let text = document
            .descendants()
            .find(|node| node.has_tag_name("text") && node.text().map(str::trim) == Some(name))
            .unwrap_or_else(|| panic!("{name} in the legend"));
        let y: f64 = text.attribute("y").expect("y").parse().expect("a number");
        assert!(y < top, "{name} at {y}, the plot from {top}");
    }
    // Each side's colour draws its line, a mark at each of the 7 deals, and its legend
    // sample and mark: 9 shapes at least.
    for name in ["Ayşe", "Burak", "Cem", "Deniz"] {
        let colour = colour_in_svg(&svg, name);
        let drawn = document
            .descendants()
            .filter(|node| node.attribute("stroke") == Some(colour.as_str()))
            .count();
        assert!(drawn >= 9, "{name}: {drawn} shapes in {colour}");
    }
}

/// The terminal chart labels 0 and the target on the rows they are drawn on, and marks
/// the places where lines meet (all four start at 0 after deal 0; Ayşe and Deniz run
/// together) instead of showing only the last one drawn.
#[test]
fn the_terminal_chart_labels_zero_and_the_target_and_marks_where_lines_meet() {
    let dir = scratch("terminal-labels");
    let friday = std::fs::canonicalize("examples/friday.toml").expect("example");
    for color in ["never", "always"] {
        let output = crate::common::batak()
            .args(["chart", friday.to_str().expect("path"), "--color", color])
            .current_dir(&dir)
            .env("COLUMNS", "80")
            .env_remove("NO_COLOR")
            .run();
        let text = String::from_utf8(output.stdout).expect("UTF-8");
        let plain: String = {
            // Without the colour codes.
            let mut plain = String::new();
            let mut escape = false;
            for c in text.chars() {
                match (escape, c) {
                    (false, '\u{1b}') => escape = true,
                    (true, 'm') => escape = false,
                    (false, c) => plain.push(c),
                    (true, _) => {}
                }
            }
            plain
        };
        let row = |label: &str| {
            plain
                .lines()
                .find(|line| line.split('│').next().map(str::trim) == Some(label))
                .unwrap_or_else(|| panic!("{color}: no row labelled {label}:\n{plain}"))
                .split_once('│')
                .expect("the axis")
                .1
                .to_owned()
        };
        let target_mark = if color == "never" { '-' } else { '•' };
        assert!(
            row("151").matches(target_mark).count() >= 20,
            "{color}: the target's row:\n{plain}"
        );
        assert!(
            row("0").starts_with('*'),
            "{color}: the sides start together at 0:\n{plain}"
        );
        assert!(
            plain.contains("*: two or more lines at the same place"),
            "{color}:\n{plain}"
        );
    }
}

/// The rows of the first `<table class="standings">` of a page, as text cells (the
/// table is well-formed XML on its own; a player's colour key is left out).
fn standings_rows(page: &str) -> Vec<Vec<String>> {
    let start = page
        .find("<table class=\"standings\">")
        .unwrap_or_else(|| panic!("no standings in:\n{page}"));
    let end = start + page[start..].find("</table>").expect("the table's end") + "</table>".len();
    let document = roxmltree::Document::parse(&page[start..end]).expect("a well-formed table");
    document
        .descendants()
        .filter(|node| node.has_tag_name("tr"))
        .map(|row| {
            row.children()
                .filter(roxmltree::Node::is_element)
                .map(|cell| {
                    cell.descendants()
                        .filter(|node| {
                            node.is_text()
                                && node
                                    .parent()
                                    .is_none_or(|parent| parent.attribute("class") != Some("key"))
                        })
                        .filter_map(|node| node.text())
                        .collect::<String>()
                        .trim()
                        .to_owned()
                })
                .collect()
        })
        .collect()
}

/// The season's players as `stats --format json` gives them, by name.
fn stats_json(files: &[&str], dir: &Path) -> serde_json::Value {
    let mut args = vec!["stats"];
    args.extend(files);
    args.extend(["--format", "json"]);
    let output = batak().args(&args).current_dir(dir).run();
    serde_json::from_slice(&output.stdout).expect("JSON")
}

/// Every standings row agrees with stats' JSON on the columns it shows.
fn assert_standings_match_stats(rows: &[Vec<String>], stats: &serde_json::Value) {
    let header = &rows[0];
    let players = stats["players"].as_array().expect("players");
    assert_eq!(rows.len() - 1, players.len(), "a row per player: {rows:?}");
    for (row, player) in rows[1..].iter().zip(players) {
        for (heading, cell) in header.iter().zip(row) {
            let key = match heading.as_str() {
                "rank" | "player" | "matches" | "wins" | "deals" | "declared" | "made"
                | "failed" | "slams" | "sets" | "points" | "best" | "worst" => heading.clone(),
                "slams made" => "slams_made".to_owned(),
                _ => continue,
            };
            let expected = match &player[&key] {
                serde_json::Value::String(text) => text.clone(),
                value => value.to_string(),
            };
            assert_eq!(cell, &expected, "{key} of {}: {row:?}", player["player"]);
        }
    }
}

/// `stats --format html` is a page of its own: the season's standings with every
/// column (the numbers of --format json), its chart and a line per match.
#[test]
fn stats_as_a_page_has_the_standings() {
    let dir = scratch("stats-html");
    season(&dir);
    let files = ["1.toml", "2.yaml", "3.toml", "bad.toml"];
    let mut args = vec!["stats"];
    args.extend(files);
    args.extend(["--format", "html"]);
    let output = batak().args(&args).current_dir(&dir).run();
    assert_eq!(output.status.code(), Some(1), "a file with errors: exit 1");
    let page = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(page.starts_with("<!DOCTYPE html>"), "{page}");
    assert!(page.trim_end().ends_with("</body></html>"), "{page}");
    assert!(page.contains("<title>batak: season</title>"), "{page}");
    assert!(page.contains("<h1>Season</h1>"), "{page}");
    assert!(page.contains("3 files counted; left out for their errors: bad.toml"));
    let rows = standings_rows(&page);
    assert_eq!(rows[0].len(), 16, "every column: {:?}", rows[0]);
    assert_standings_match_stats(&rows, &stats_json(&files, &dir));
    assert_eq!(rows[1][1], "A");
    // The season's chart, and each match's result.
    assert!(page.contains("<svg"), "the chart");
    for result in [
        "A wins with 17 after deal 2",
        "A and D share the win with 5 after deal 1",
    ] {
        assert!(page.contains(result), "{result}:\n{page}");
    }
}

/// A page of several files opens with the season: a heading and the standings stats
/// gives (a file named twice counted once, a file with errors left out and named),
/// before the matches' sections; a page of one file is the match's alone, as before.
#[test]
fn a_page_of_several_files_opens_with_the_season() {
    let dir = scratch("season-page");
    season(&dir);
    let output = batak()
        .args([
            "score", "1.toml", "2.yaml", "3.toml", "./1.toml", "bad.toml", "--format", "html",
        ])
        .current_dir(&dir)
        .run();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("./1.toml is named more than once; it counts once"),
        "{stderr}"
    );
    let page = String::from_utf8(output.stdout).expect("UTF-8");
    let season_at = page.find("<h1>Season</h1>").expect("a season heading");
    let first_match = page.find("<section>").expect("the matches");
    assert!(season_at < first_match, "the season comes first");
    assert!(
        page[..first_match].contains("3 files counted; left out for their errors: bad.toml"),
        "{page}"
    );
    let rows = standings_rows(&page);
    assert!(page.find("<table class=\"standings\">").expect("standings") < first_match);
    assert_eq!(rows[0], ["rank", "player", "matches", "wins", "points"]);
    assert_standings_match_stats(&rows, &stats_json(&["1.toml", "2.yaml", "3.toml"], &dir));
    // Every file keeps its section, in the order given.
    assert_eq!(page.matches("<section>").count(), 5, "{page}");
    assert!(page.trim_end().ends_with("</body></html>"));

    let single = batak()
        .args(["score", "1.toml", "--format", "html"])
        .current_dir(&dir)
        .run();
    let single = String::from_utf8(single.stdout).expect("UTF-8");
    assert!(!single.contains("<h1>Season</h1>"), "{single}");
    assert_eq!(single.matches("<section>").count(), 1);
}
