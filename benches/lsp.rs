//! `batak lsp` answering one keystroke: a bid changed in the middle of a match of
//! `deals` deals, then the document judged, its diagnostics and inlay hints made ready to
//! send (what the server does between a `didChange` and its answers).

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
