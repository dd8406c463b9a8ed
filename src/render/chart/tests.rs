use super::*;

/// A name's colour comes from the name: the same in any chart where no other name would
/// have it, in any order; within one chart no two names share a colour (nor, past ten,
/// colour and mark).
#[test]
fn a_name_keeps_its_colour_whatever_the_seats() {
    let names = [
        "Ayşe", "Burak", "Cem", "Deniz", "Şule", "Kemal", "Murat", "Ece",
    ];
    let looks_of = |order: &[&str]| -> Vec<(String, (usize, usize))> {
        let mut pairs: Vec<(String, (usize, usize))> = order
            .iter()
            .map(|name| (*name).to_owned())
            .zip(looks(order))
            .collect();
        pairs.sort();
        pairs
    };
    let first = looks_of(&names);
    let mut reversed = names;
    reversed.reverse();
    assert_eq!(looks_of(&reversed), first);
    let alone = |name: &str| looks(&[name])[0].0;
    for start in 0..names.len() {
        let some: Vec<&str> = names.iter().cycle().skip(start).take(4).copied().collect();
        let found = looks_of(&some);
        // No two of one chart share a colour.
        let mut colours: Vec<usize> = found.iter().map(|(_, (colour, _))| *colour).collect();
        colours.sort_unstable();
        colours.dedup();
        assert_eq!(colours.len(), some.len(), "{some:?}: {found:?}");
        // Where their own colours differ, each keeps its own.
        let mut own: Vec<usize> = some.iter().map(|name| alone(name)).collect();
        own.sort_unstable();
        own.dedup();
        if own.len() == some.len() {
            for (name, (colour, _)) in &found {
                assert_eq!(*colour, alone(name), "{name} in {some:?}");
            }
        }
    }
    let mut pairs: Vec<(usize, usize)> = first.iter().map(|(_, look)| *look).collect();
    pairs.sort_unstable();
    pairs.dedup();
    assert_eq!(
        pairs.len(),
        names.len(),
        "no two share colour and mark: {first:?}"
    );
    // More names than colours and marks: still every pair its own.
    let many: Vec<String> = (0..40).map(|n| format!("P{n}")).collect();
    let many: Vec<&str> = many.iter().map(String::as_str).collect();
    let mut pairs = looks(&many);
    pairs.sort_unstable();
    pairs.dedup();
    assert_eq!(pairs.len(), 40);
}

/// The canvas: braille dots where Unicode numbers them, a line's every point, the axes
/// and their labels where the terminal chart wants them.
#[test]
fn the_canvas_draws_braille_dots_lines_and_axes() {
    use super::canvas::{Axis, Ink, Marker, Series, draw};
    let x_axis = Axis {
        bounds: [0.0, 4.0],
        labels: vec!["0".to_owned(), "4".to_owned()],
    };
    let y_axis = Axis {
        bounds: [0.0, 7.0],
        labels: vec!["0".to_owned(), String::new(), "7".to_owned()],
    };
    let text = |series: &[Series]| {
        let grid = draw(12, 4, &x_axis, &y_axis, series);
        grid.cells
            .chunks(grid.width)
            .map(|row| row.iter().map(|cell| cell.symbol).collect::<String>())
            .collect::<Vec<_>>()
    };
    // Two rows of plot, 10 columns: 20 dots across, 8 down; (0, 7) is the top left dot.
    let corner = [(0.0, 7.0)];
    let dot = Series {
        marker: Marker::Braille,
        ink: Ink::Rgb { r: 1, g: 2, b: 3 },
        points: corner.to_vec(),
        joined: false,
        side: None,
    };
    assert_eq!(
        text(&[dot]),
        ["7│⠁", "0│", " └──────────", " 0         4"].map(|row| format!("{row:12}"))
    );
    // A line from the bottom left to the top right, a mark a cell: every cell on the way.
    let ends = [(0.0, 0.0), (4.0, 7.0)];
    let line = Series {
        marker: Marker::Mark('x'),
        ink: Ink::Reset,
        points: ends.to_vec(),
        joined: true,
        side: None,
    };
    let drawn = text(&[line]);
    assert_eq!(drawn[0], "7│     xxxxx");
    assert_eq!(drawn[1], "0│xxxxx     ");
}

/// Where the series of two sides draw the same cell, the canvas marks it `MEET` (`*`); a
/// side's own series over each other, or a guide under a side, do not meet.
#[test]
fn the_canvas_marks_where_two_sides_meet() {
    use super::canvas::{Axis, Ink, MEET, Marker, Series, draw};
    let axis = || Axis {
        bounds: [0.0, 4.0],
        labels: vec!["0".to_owned(), "4".to_owned()],
    };
    let series = |mark, points: &[(f64, f64)], side| Series {
        marker: Marker::Mark(mark),
        ink: Ink::Reset,
        points: points.to_vec(),
        joined: true,
        side,
    };
    let across = [(0.0, 2.0), (4.0, 2.0)];
    let back = [(2.0, 0.0), (2.0, 4.0)];
    let plot = |series: &[Series]| draw(12, 6, &axis(), &axis(), series);
    let crossed = plot(&[series('a', &across, Some(0)), series('b', &back, Some(1))]);
    assert!(crossed.cells.contains(&MEET));
    assert_eq!(crossed.cells.iter().filter(|c| c.symbol == '*').count(), 1);
    for alone in [
        [series('a', &across, Some(0)), series('A', &back, Some(0))],
        [series('-', &across, None), series('b', &back, Some(1))],
    ] {
        let grid = plot(&alone);
        assert!(!grid.cells.contains(&MEET));
        assert!(grid.cells.iter().all(|c| c.symbol != '*'));
    }
}

/// A season of more players than there are digits from 1 to 4, alike in their
/// initials, is drawn with a mark each (it once looked past the fourth mark).
#[test]
fn many_players_alike_in_initials_each_get_a_mark() {
    let names: Vec<String> = (1..=12).map(|n| format!("P{n}")).collect();
    let name_refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let lines = names
        .iter()
        .zip(looks(&name_refs))
        .enumerate()
        .map(|(n, (name, (colour, shape)))| Line {
            name: name.clone(),
            colour,
            shape,
            counted: vec![(0, 0), (1, i64::try_from(n).unwrap_or(0) * 10)],
            after_end: Vec::new(),
        })
        .collect();
    let chart = Chart {
        title: "season · 12 matches".into(),
        lines,
        deals: 1,
        axes: [
            say!(crate::lang::Lang::En, "chart-x-match"),
            say!(crate::lang::Lang::En, "chart-y-season"),
            say!(crate::lang::Lang::En, "chart-note-matches"),
        ],
        target: None,
        ended: None,
        lang: crate::lang::Lang::En,
    };
    let drawn = chart.terminal(60, 20, false);
    for mark in ['1', '9', 'a', 'c'] {
        assert!(drawn.contains(mark), "{mark} in\n{drawn}");
    }
}
