use super::*;

/// Past the kept diagnostics the headline counts what the summary stands for, not
/// the summary as one more.
#[test]
fn the_headline_counts_the_problems_not_kept() {
    let mut diagnostics: Vec<Diagnostic> = (0..3)
        .map(|_| Diagnostic::warning(Code::AfterEnd, None, "w"))
        .collect();
    diagnostics.push(Diagnostic::omitted(2, 119_996, 3));
    assert_eq!(tally(&diagnostics), (2, 119_999));
    assert_eq!(
        headline(crate::lang::Lang::En, "m.toml", tally(&diagnostics)),
        "2 errors and 119999 warnings in m.toml"
    );
    assert_eq!(Diagnostic::omitted(0, 5, 3).severity, Severity::Warning);
}

const PLAIN: RenderStyle = RenderStyle {
    color: false,
    width: 80,
    lang: crate::lang::Lang::En,
};

fn one(text: &str, span: Span) -> String {
    let diagnostic = Diagnostic::error(Code::UnknownKey, Some(span), "bad").label("here");
    render("m.toml", text, &[diagnostic], PLAIN)
}

#[test]
fn a_label_past_column_65535_is_drawn_in_a_window() {
    // miette panics formatting a label this far right; a window around it does not.
    let text = format!("note = \"{}\", bogus = 1\n", "x".repeat(70_000));
    let at = text.find("bogus").unwrap();
    let out = one(&text, at..at + 5);
    assert!(out.contains("[m.toml:1:70012]"), "{out}");
    assert!(out.contains("bogus"), "{out}");
    assert!(
        out.lines()
            .all(|line| line.chars().count() < 2 * SNIPPET_WINDOW),
        "{out}"
    );
}

#[test]
fn columns_count_characters_not_bytes() {
    let text = "players = [\"Ayşe\", \"Çağlar\", x]\n";
    let at = text.find('x').unwrap();
    assert!(one(text, at..at + 1).contains("[m.toml:1:30]"));
    assert_eq!(LineIndex::new(text).line_column(at), (1, 30));
}

/// Columns counted on from the last place asked for agree with counting afresh, in
/// any order of asking (on one line, back, across lines).
#[test]
fn line_columns_counted_on_agree_with_counting_afresh() {
    let text = "ab\nçde fğh\n\nxyz";
    let index = LineIndex::new(text);
    let offsets: Vec<usize> = (0..=text.len())
        .filter(|&at| text.is_char_boundary(at))
        .collect();
    let fresh: Vec<(usize, usize)> = offsets
        .iter()
        .map(|&at| LineIndex::new(text).line_column(at))
        .collect();
    for order in [offsets.clone(), offsets.iter().rev().copied().collect()] {
        for at in order {
            let expected = fresh[offsets.iter().position(|&o| o == at).expect("an offset")];
            assert_eq!(index.line_column(at), expected, "at {at}");
        }
    }
    assert_eq!(index.line_column(text.find('ğ').expect("ğ")), (2, 6));
}

#[test]
fn control_characters_never_reach_the_terminal() {
    let text = "title = \"\u{1b}]0;pwned\u{7}\"\r\n\u{1b}[2J = 1\r\n";
    let at = text.find("= 1").unwrap();
    let diagnostic = Diagnostic::error(Code::Syntax, Some(at..at + 1), "bad \u{1b}[2J")
        .label("\u{7}")
        .help("\u{9b}31m");
    let out = render("m\u{1b}.toml", text, &[diagnostic], PLAIN);
    assert!(!out.chars().any(|c| c.is_control() && c != '\n'), "{out:?}");
    assert!(out.contains(r"\u{1b}[2J = 1"), "{out}");
    assert!(
        out.contains(r"bad \u{1b}[2J") && out.contains(r"\u{9b}31m"),
        "{out}"
    );
    // The column is the original text's: ESC is one character.
    assert!(out.contains(r"[m\u{1b}.toml:2:6]"), "{out}");
    // A line break in a name is shown as written, not as a second line of the report
    // (found by a hostile tester: `declarer = "A\n::error::boom"`).
    let diagnostic = Diagnostic::error(Code::UnknownPlayer, None, "no player named \"A\n::x\"")
        .label("A\tB")
        .help("A\nB");
    let out = render("m.toml", "", &[diagnostic], PLAIN);
    assert!(out.contains(r#"no player named "A\u{a}::x""#), "{out}");
    assert!(out.contains(r"A\u{a}B") && !out.contains("A\nB"), "{out}");
}

#[test]
fn past_a_hundred_diagnostics_the_rest_are_counted() {
    let text = "a = 1\n".repeat(150);
    let diagnostics: Vec<Diagnostic> = (0..150)
        .map(|line| Diagnostic::error(Code::UnknownKey, Some(line * 6..line * 6 + 1), "bad"))
        .collect();
    let out = render("m.toml", &text, &diagnostics, PLAIN);
    assert_eq!(out.matches("batak::key::unknown").count(), MAX_REPORTED);
    assert!(out.contains("… and 50 more not shown here"), "{out}");
    assert!(out.contains("[m.toml:100:1]") && !out.contains("[m.toml:101:1]"));
}

#[test]
fn a_long_flag_is_named_short() {
    let name = format!("--set {}", "a".repeat(70_000));
    let out = render(
        &name,
        &name,
        &[Diagnostic::error(Code::FlagSyntax, Some(0..1), "bad")],
        PLAIN,
    );
    assert!(
        out.lines()
            .all(|line| line.chars().count() < 2 * SNIPPET_WINDOW),
        "{out}"
    );
}

#[test]
fn long_neighbours_and_long_spans_stay_out_of_the_report() {
    // A megabyte line beside the problem made a report far larger than the file.
    let long = format!("note = \"{}\"\n", "N".repeat(100_000));
    let text = format!("{long}bogus = 1\n{long}");
    let at = text.find("bogus").unwrap();
    let out = one(&text, at..at + 5);
    assert!(out.len() < 2_000, "{} bytes", out.len());
    assert!(
        out.contains("bogus = 1") && out.contains("[m.toml:2:1]"),
        "{out}"
    );
    // A span of 100,000 characters is drawn as a window, not a 100,000-wide line.
    let text = format!("players = [\"{}\", 1]\n", "é".repeat(100_000));
    let out = one(&text, 10..text.len() - 1);
    assert!(out.len() < 4_000, "{} bytes", out.len());
}

/// Found by a hostile round: a passed deal's 13-trick `play` was underlined to its ninth
/// trick, a window's bytes. A span over a few lines is drawn whole; over many, cut.
#[test]
fn a_span_over_a_few_lines_is_drawn_to_its_end_and_over_many_is_cut() {
    let array = |tricks: usize| {
        let lines: Vec<String> = (0..tricks)
            .map(|n| format!("  \"C{n} C3 C4 C5\",\n"))
            .collect();
        format!("play = [\n{}]\n", lines.concat())
    };
    let text = array(17);
    let out = one(&text, 0..text.len() - 1);
    assert!(out.contains("├─▶ ]"), "{out}");
    let text = array(200);
    let out = one(&text, 0..text.len() - 1);
    assert!(!out.contains("C20 "), "{out}");
    assert!(out.lines().count() < 30, "{out}");
    // A long line among a few is no reason to draw it whole (found by a hostile round).
    let text = array(5).replace(
        "\"C2 C3 C4 C5\",",
        &format!("\"C2 C3 C4 C5\",  # {}", "x".repeat(300)),
    );
    let out = one(&text, 0..text.len() - 1);
    assert!(
        out.lines()
            .all(|line| line.chars().count() < 2 * SNIPPET_WINDOW),
        "{out}"
    );
}

/// Found by a trial: a line wrapped inside a value at its hyphen (`koz-` / `maca`).
#[test]
fn a_wrapped_line_keeps_a_hyphenated_value_whole() {
    for pad in 0..12 {
        let message = format!("{} preset koz-maca is the one", "word ".repeat(12 + pad));
        let diagnostic =
            Diagnostic::error(Code::UnknownKey, None, message).help("try the preset koz-maca");
        let out = render("m.toml", "", &[diagnostic], PLAIN);
        assert!(
            !out.lines().any(|line| line.trim_end().ends_with("koz-")),
            "{out}"
        );
    }
}

/// Found by a trial: a help wrapped inside a path, after its `/` (`the folder /` then
/// `proc must be writable`), read as if the folder were `/`.
#[test]
fn a_wrapped_line_keeps_a_path_whole() {
    for pad in 0..12 {
        let message = format!(
            "{} the folder /proc must be writable",
            "word ".repeat(12 + pad)
        );
        let diagnostic = Diagnostic::error(Code::EditWrite, None, message);
        let out = render("m.toml", "", &[diagnostic], PLAIN);
        assert!(
            !out.lines().any(|line| line.trim_end().ends_with('/')),
            "{out}"
        );
    }
}

/// Found by a trial: past 10,000 problems the report said "9901 more … (--format json
/// lists every one)" while JSON keeps 10,000 and counts the rest. The count is of every
/// problem, and the note says what JSON holds.
#[test]
fn the_rest_are_counted_as_json_keeps_them() {
    let mut diagnostics: Vec<Diagnostic> = (0..150)
        .map(|_| Diagnostic::warning(Code::AfterEnd, None, "w"))
        .collect();
    diagnostics.push(Diagnostic::omitted(0, 19_850, 150));
    let out = render("m.toml", "", &diagnostics, PLAIN);
    assert!(
        out.contains("… and 19900 more not shown here (--format json lists the first 10000 and counts the rest)"),
        "{out}"
    );
}

/// Found by a hostile tester: a 20 MB unknown key took 6 s, comparing it with every key.
/// A word far longer than a candidate is not compared with it; a slip of a letter or two,
/// or a word cut short, still is.
#[test]
fn a_word_far_longer_than_every_candidate_gets_no_suggestion() {
    let keys = ["declarer", "tricks"];
    assert_eq!(super::nearest("declarerr", keys), Some("declarer"));
    assert_eq!(super::nearest("declar", keys), Some("declarer"));
    // Within twice the length and 8 bytes more, still compared; past it, not.
    let longer = format!("declarer{}", "r".repeat(16));
    assert_eq!(super::nearest(&longer, keys), Some("declarer"));
    let far = format!("{longer}r");
    assert_eq!(super::nearest(&far, keys), None);
}
