use super::{Screen, frame};
use crate::pipeline::evaluate_source;
use crate::source::{Format, Source};

fn outcome(text: String) -> crate::pipeline::Outcome {
    evaluate_source(
        &Source {
            name: "m.toml".into(),
            text,
            format: Format::Toml,
        },
        &[],
    )
}

/// Every frame fits the terminal it is drawn for; the start of the diagnostics and
/// the last good result stay on screen, and a valid match keeps its result.
/// Found by a stranger: a warning drawn as a report took twelve lines of a 30-line
/// screen and left no deal on it. Warnings take a line each.
#[test]
fn warnings_leave_the_deals_on_the_screen() {
    let good = std::fs::read_to_string("examples/friday.toml").unwrap();
    let warned = good.replacen("dealer = \"Burak\"", "dealer = \"Cem\"", 1);
    let warned = outcome(warned);
    assert!(!warned.diagnostics.is_empty() && !warned.fails());
    let screen = Screen {
        terminal: true,
        height: Some(30),
        style: crate::diagnostic::RenderStyle {
            color: false,
            width: 80,
            lang: crate::lang::Lang::En,
        },
    };
    let drawn = frame(&warned, None, "m.toml", screen);
    assert!(drawn.contains("batak::deal::dealer_rotation"), "{drawn}");
    assert!(
        drawn.contains("Burak 5♦ ✓"),
        "the last deal is on the screen:\n{drawn}"
    );
}

#[test]
fn frames_fit_small_terminals() {
    let good = std::fs::read_to_string("examples/friday.toml").unwrap();
    let bad = good.replace("tricks = [2, 6, 3, 2]", "tricks = [2, 6, 3, 3]");
    let (good, bad) = (outcome(good), outcome(bad));
    for (width, height) in [(32, 8), (40, 12), (40, 20), (60, 16), (80, 40)] {
        let screen = Screen {
            terminal: true,
            height: Some(height),
            style: crate::diagnostic::RenderStyle {
                color: false,
                width,
                lang: crate::lang::Lang::En,
            },
        };
        let valid = frame(&good, None, "m.toml", screen);
        let invalid = frame(&bad, good.scored(), "m.toml", screen);
        for (what, drawn) in [("valid", &valid), ("invalid", &invalid)] {
            // After the cursor-home and clear sequences.
            let body = drawn
                .rsplit_once("\u{1b}[2J")
                .map_or(drawn.as_str(), |(_, body)| body);
            let lines: Vec<&str> = body.lines().collect();
            assert!(lines.len() <= height, "{what} {width}x{height}:\n{body}");
            for line in &lines {
                assert!(
                    unicode_width::UnicodeWidthStr::width(*line) <= width,
                    "{what} {width}x{height}: {line:?}"
                );
            }
        }
        assert!(
            valid.contains("Burak wins with 190"),
            "{width}x{height}:\n{valid}"
        );
        assert!(
            invalid.contains("1 error in m.toml"),
            "{width}x{height}:\n{invalid}"
        );
        // What was cut off is one command away, named with the file.
        assert!(
            !invalid.contains("FILE") && (height > 12 || invalid.contains("batak check m.toml")),
            "{width}x{height}:\n{invalid}"
        );
        if height >= 12 {
            assert!(
                invalid.contains("last good"),
                "{width}x{height}:\n{invalid}"
            );
        }
    }
}

/// Found by a hostile tester: on two or three rows the footer and its blank line took
/// the screen and the result was gone; on ten a bare rule was left on top.
#[test]
fn a_screen_of_a_few_rows_keeps_the_result() {
    let good = outcome(std::fs::read_to_string("examples/friday.toml").unwrap());
    for (lang, result) in [
        (crate::lang::Lang::En, "Burak wins with 190"),
        (crate::lang::Lang::De, "Burak gewinnt mit 190"),
    ] {
        for (width, height) in (2..=12).flat_map(|height| [(32, height), (80, height)]) {
            let screen = Screen {
                terminal: true,
                height: Some(height),
                style: crate::diagnostic::RenderStyle {
                    color: false,
                    width,
                    lang,
                },
            };
            let drawn = frame(&good, None, "m.toml", screen);
            let body = drawn.rsplit_once("\u{1b}[2J").map_or("", |(_, body)| body);
            let lines: Vec<&str> = body.lines().collect();
            let what = format!("{lang:?} {width}x{height}:\n{body}");
            assert!(lines.len() <= height, "{what}");
            assert!(body.replace('\n', " ").contains(result), "{what}");
            let first = lines.first().map_or("", |line| line.trim());
            assert!(!first.is_empty() && !first.starts_with('─'), "{what}");
        }
    }
}
