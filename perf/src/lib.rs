//! Shared pieces of the performance harness: deterministic match files of any size.

use std::fmt::Write as _;

const NAMES: [&str; 4] = ["Ayşe", "Burak", "Cem", "Deniz"];

/// A small deterministic generator (xorshift), so every run measures the same files.
pub struct Random(u64);

impl Random {
    pub fn new(seed: u64) -> Self {
        Random(seed.max(1))
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }

    /// A legal deal: declarer seat, bid 5–13, four trick counts adding up to 13.
    pub fn deal(&mut self) -> (usize, u64, [u64; 4]) {
        let mut cuts = [self.below(14), self.below(14), self.below(14)];
        cuts.sort_unstable();
        let tricks = [cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 13 - cuts[2]];
        (self.below(4) as usize, 5 + self.below(9), tricks)
    }
}

/// A match file with `deals` deals, TOML or YAML; `end = "none"` so every deal counts.
pub fn match_file(yaml: bool, deals: usize, seed: u64) -> String {
    let mut random = Random::new(seed);
    let mut out = String::with_capacity(deals * 64);
    if yaml {
        out.push_str("players: [Ayşe, Burak, Cem, Deniz]\nrules:\n  end: none\ndeals:\n");
    } else {
        out.push_str(
            "players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]\n\n[rules]\nend = \"none\"\n",
        );
    }
    for _ in 0..deals {
        let (declarer, bid, t) = random.deal();
        let name = NAMES[declarer];
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
