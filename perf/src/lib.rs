//! Shared pieces of the performance harness: deterministic match files of any size.

pub mod serve;

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
    /// Each deal with its play recorded, all 13 tricks (`tricks` left out: derived).
    Played,
}

const SUITS: [char; 4] = ['S', 'H', 'D', 'C'];
const RANKS: [char; 13] = [
    '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A',
];

impl Random {
    /// A deal played out under the classic rules (follow suit; void, trump if able),
    /// hearts trump, from `declarer`: the 13 tricks as the file writes them.
    pub fn play(&mut self, declarer: usize) -> Vec<String> {
        let mut deck: Vec<(usize, usize)> =
            (0..4).flat_map(|s| (0..13).map(move |r| (s, r))).collect();
        for at in (1..deck.len()).rev() {
            let other = self.below(at as u64 + 1) as usize;
            deck.swap(at, other);
        }
        let mut hands: Vec<Vec<(usize, usize)>> = (0..4)
            .map(|seat| deck[seat * 13..seat * 13 + 13].to_vec())
            .collect();
        let trump = 1;
        let mut leader = declarer;
        let mut tricks = Vec::with_capacity(13);
        for _ in 0..13 {
            let mut trick: Vec<(usize, usize)> = Vec::with_capacity(4);
            for position in 0..4 {
                let hand = &mut hands[(leader + position) % 4];
                let options: Vec<usize> = match trick.first() {
                    None => (0..hand.len()).collect(),
                    Some(&(led, _)) => {
                        let follow: Vec<usize> =
                            (0..hand.len()).filter(|&i| hand[i].0 == led).collect();
                        let trumps: Vec<usize> =
                            (0..hand.len()).filter(|&i| hand[i].0 == trump).collect();
                        if !follow.is_empty() {
                            follow
                        } else if !trumps.is_empty() {
                            trumps
                        } else {
                            (0..hand.len()).collect()
                        }
                    }
                };
                let pick = options[self.below(options.len() as u64) as usize];
                trick.push(hand.swap_remove(pick));
            }
            let led = trick[0].0;
            let strength = |&(suit, rank): &(usize, usize)| {
                if suit == trump {
                    100 + rank
                } else if suit == led {
                    1 + rank
                } else {
                    0
                }
            };
            let won = (0..4).max_by_key(|&at| strength(&trick[at])).unwrap_or(0);
            leader = (leader + won) % 4;
            tricks.push(
                trick
                    .iter()
                    .map(|&(s, r)| format!("{}{}", SUITS[s], RANKS[r]))
                    .collect::<Vec<_>>()
                    .join(" "),
            );
        }
        tricks
    }
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
        (false, Layout::HeaderLast) => {
            out.push_str("players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]\n")
        }
        (false, Layout::Inline) => out.push_str(
            "players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]\nrules = { end = \"none\" }\n",
        ),
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
        if layout == Layout::Played {
            let play = random.play(declarer);
            let _ = if yaml {
                writeln!(
                    out,
                    "  - declarer: {name}\n    bid: {bid}\n    trump: hearts\n    play: [{}]",
                    play.join(", ")
                )
            } else {
                let quoted: Vec<String> = play.iter().map(|trick| format!("\"{trick}\"")).collect();
                writeln!(
                    out,
                    "\n[[deals]]\ndeclarer = \"{name}\"\nbid = {bid}\ntrump = \"hearts\"\nplay = [{}]",
                    quoted.join(", ")
                )
            };
            continue;
        }
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
