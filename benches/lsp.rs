//! `batak lsp` answering one keystroke: a bid changed in the middle of a match of
//! `deals` deals, then the document judged, its diagnostics and inlay hints made ready to
//! send (what the server does between a `didChange` and its answers); and one
//! `didChange` carrying thousands of edits, spliced.

use std::fmt::Write as _;

fn main() {
    divan::main();
}

/// A valid match of `deals` deals, `end = "none"`; every bid is 5.
fn generate(deals: usize) -> String {
    let mut out = String::from(
        "players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]\n\n[rules]\nend = \"none\"\n",
    );
    for number in 0..deals {
        let declarer = ["Ayşe", "Burak", "Cem", "Deniz"][number % 4];
        let _ = writeln!(
            out,
            "\n[[deals]]\ndeclarer = \"{declarer}\"\nbid = 5\ntricks = [3, 4, 3, 3]"
        );
    }
    out
}

#[divan::bench(args = [1_000, 10_000])]
fn change_a_bid(bencher: divan::Bencher, deals: usize) {
    let text = generate(deals);
    // The middle deal's `bid = 5`: its line, and the column of the 5.
    let middle = text
        .match_indices("bid = 5")
        .nth(deals / 2)
        .expect("a bid")
        .0;
    let line = u32::try_from(text[..middle].matches('\n').count()).expect("a line number");
    let mut document = batak::harness::lsp::open(text, false);
    let mut bid = 5;
    bencher.bench_local(|| {
        bid = if bid == 5 { 6 } else { 5 };
        batak::harness::lsp::change(&mut document, line, 6, &bid.to_string())
    });
}

/// One `didChange` of 4,000 edits on a match of about 1 MB (20,000 deals): every fifth
/// deal's bid changed, from the top down or from the bottom up (as an editor's
/// multi-cursor or a rename sends them), each range in the text the edits before it left.
#[divan::bench(args = ["top down", "bottom up"])]
fn many_changes_at_once(bencher: divan::Bencher, order: &str) {
    let text = generate(20_000);
    let mut lines: Vec<u32> = text
        .lines()
        .enumerate()
        .filter(|(_, line)| *line == "bid = 5")
        .map(|(number, _)| u32::try_from(number).expect("a line number"))
        .step_by(5)
        .take(4_000)
        .collect();
    if order == "bottom up" {
        lines.reverse();
    }
    let edits: Vec<_> = lines
        .into_iter()
        .map(|line| ((line, 6), (line, 7), "6".to_owned()))
        .collect();
    let document = batak::harness::lsp::open(text, false);
    bencher
        .with_inputs(|| document.clone())
        .bench_local_values(|mut document| batak::harness::lsp::apply(&mut document, &edits));
}
