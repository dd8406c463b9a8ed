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

/// How a generated match file is laid out (the readers stream every one of them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// TOML `[[deals]]` tables after the header; YAML a block list of `{ … }` deals last.
    Usual,
    /// The deals first: the rules (TOML: a `[rules]` table) after them.
    HeaderLast,
    /// TOML `deals = [ { … }, … ]`; YAML `deals: [ { … }, … ]`.
    Inline,
    /// Each deal a block: YAML block mappings; TOML as usual.
    Block,
    /// Each deal with a multi-line note (TOML `"""…"""`, YAML `|`).
    Notes,
}

/// A match file with `deals` deals, TOML or YAML; `end = "none"` so every deal counts.
pub fn match_file(yaml: bool, deals: usize, seed: u64) -> String {
    match_file_laid(yaml, deals, seed, Layout::Usual)
}

/// `match_file` in the given layout.
pub fn match_file_laid(yaml: bool, deals: usize, seed: u64, layout: Layout) -> String {
    let mut random = Random::new(seed);
    let mut out = String::with_capacity(deals * 80);
    let header = if yaml {
        "players: [Ayşe, Burak, Cem, Deniz]\nrules:\n  end: none\n"
    } else {
        "players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]\n\n[rules]\nend = \"none\"\n"
    };
    match (yaml, layout) {
        (true, Layout::HeaderLast) => {}
        (false, Layout::HeaderLast) => out.push_str("players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]\n"),
        (false, Layout::Inline) => {
            out.push_str("players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]\nrules = { end = \"none\" }\n")
        }
        _ => out.push_str(header),
    }
    match (yaml, layout) {
        (true, Layout::Inline) => out.push_str("deals: [\n"),
        (true, _) => out.push_str("deals:\n"),
        (false, Layout::Inline) => out.push_str("deals = [\n"),
        _ => {}
    }
    for index in 0..deals {
        let (declarer, bid, t) = random.deal();
        let name = NAMES[declarer];
        let [a, b, c, d] = t;
        let _ = match (yaml, layout) {
            (true, Layout::Inline) => writeln!(
                out,
                "  {{declarer: {name}, bid: {bid}, tricks: [{a}, {b}, {c}, {d}]}},"
            ),
            (true, Layout::Block) => writeln!(
                out,
                "  - declarer: {name}\n    bid: {bid}\n    tricks: [{a}, {b}, {c}, {d}]"
            ),
            (true, Layout::Notes) => writeln!(
                out,
                "  - declarer: {name}\n    bid: {bid}\n    tricks: [{a}, {b}, {c}, {d}]\n    note: |\n      deal {index}\n      [[deals]]"
            ),
            (true, _) => writeln!(
                out,
                "  - {{declarer: {name}, bid: {bid}, tricks: [{a}, {b}, {c}, {d}]}}"
            ),
            (false, Layout::Inline) => writeln!(
                out,
                "  {{ declarer = \"{name}\", bid = {bid}, tricks = [{a}, {b}, {c}, {d}] }},"
            ),
            (false, Layout::Notes) => writeln!(
                out,
                "\n[[deals]]\ndeclarer = \"{name}\"\nbid = {bid}\ntricks = [{a}, {b}, {c}, {d}]\nnote = \"\"\"\ndeal {index}\n[[deals]]\"\"\""
            ),
            (false, _) => writeln!(
                out,
                "\n[[deals]]\ndeclarer = \"{name}\"\nbid = {bid}\ntricks = [{a}, {b}, {c}, {d}]"
            ),
        };
    }
    match (yaml, layout) {
        (_, Layout::Inline) => out.push_str("]\n"),
        (true, Layout::HeaderLast) => out.push_str(header),
        (false, Layout::HeaderLast) => out.push_str("\n[rules]\nend = \"none\"\n"),
        _ => {}
    }
    out
}
