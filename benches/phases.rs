//! Each phase of batak on generated matches: parse, validate, score, every renderer.
//! `cargo bench` runs them; `perf/run` measures the whole program against the parse floors.

use std::fmt::Write as _;

fn main() {
    divan::main();
}

/// A deterministic match of `deals` deals (xorshift), TOML or YAML, `end = "none"`.
fn generate(deals: usize, yaml: bool) -> String {
    const NAMES: [&str; 4] = ["Ayşe", "Burak", "Cem", "Deniz"];
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = |n: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % n
    };
    let mut out = String::new();
    if yaml {
        out.push_str("players: [Ayşe, Burak, Cem, Deniz]\nrules:\n  end: none\ndeals:\n");
    } else {
        out.push_str(
            "players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]\n\n[rules]\nend = \"none\"\n",
        );
    }
    for _ in 0..deals {
        let mut cuts = [next(14), next(14), next(14)];
        cuts.sort_unstable();
        let t = [cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 13 - cuts[2]];
        let (name, bid) = (NAMES[next(4) as usize], 5 + next(9));
        if yaml {
            let _ = writeln!(
                out,
                "  - {{declarer: {name}, bid: {bid}, tricks: [{}, {}, {}, {}]}}",
                t[0], t[1], t[2], t[3]
            );
        } else {
            let _ = writeln!(
                out,
                "\n[[deals]]\ndeclarer = \"{name}\"\nbid = {bid}\ntricks = [{}, {}, {}, {}]",
                t[0], t[1], t[2], t[3]
            );
        }
    }
    out
}

const SIZES: [usize; 2] = [20, 20_000];

#[divan::bench(args = SIZES)]
fn parse_toml(bencher: divan::Bencher, deals: usize) {
    let text = batak::harness::bench::text(generate(deals, false), false);
    bencher.bench(|| batak::harness::bench::parse(&text));
}

#[divan::bench(args = SIZES)]
fn parse_yaml(bencher: divan::Bencher, deals: usize) {
    let text = batak::harness::bench::text(generate(deals, true), true);
    bencher.bench(|| batak::harness::bench::parse(&text));
}

#[divan::bench(args = SIZES)]
fn validate_toml(bencher: divan::Bencher, deals: usize) {
    let text = batak::harness::bench::text(generate(deals, false), false);
    bencher.bench(|| batak::harness::bench::validate(&text));
}

#[divan::bench(args = SIZES)]
fn score(bencher: divan::Bencher, deals: usize) {
    let scored = batak::harness::bench::evaluate(&batak::harness::bench::text(
        generate(deals, false),
        false,
    ));
    bencher.bench(|| batak::harness::bench::score(&scored));
}

#[divan::bench(args = ["table", "json", "csv", "markdown"])]
fn render_20000(bencher: divan::Bencher, format: &str) {
    let scored = batak::harness::bench::evaluate(&batak::harness::bench::text(
        generate(20_000, false),
        false,
    ));
    bencher.bench(|| batak::harness::bench::render(&scored, format));
}

/// `batak stats` without the reading: 2,000 scored matches of 20 deals folded into a
/// season and written as JSON.
#[divan::bench]
fn stats_2000_matches(bencher: divan::Bencher) {
    let matches: Vec<batak::harness::bench::Scored> = (0..2000)
        .map(|_| {
            batak::harness::bench::evaluate(&batak::harness::bench::text(
                generate(20, false),
                false,
            ))
        })
        .collect();
    bencher.bench(|| batak::harness::bench::season(&matches));
}
