//! Card play: cards, who wins a trick, and the audit of a recorded play
//! against the card-play settings. Pure functions over the cards as played: what a
//! player held at each moment is what the record proves (the cards they play later,
//! and the hands as dealt when the deal gives them), so a partial record reports a
//! breach only where it is proven, and a complete one everywhere.
//!
//! `validate::play` reads the `play` and `hands` keys of a deal into these cards and
//! turns the findings into diagnostics; the rules are tested here on their own.

use crate::model::{Seat, Suit, seat_byte};

/// The most tricks a deal has: `hand` is 1–17 (17 cards each for three players).
pub(crate) const MAX_TRICKS: usize = 17;

/// A playing card. Ranks run 2–14 (the ace is high).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Card {
    pub(crate) suit: Suit,
    pub(crate) rank: u8,
}

/// Rank spellings from the ace down (`T` and `10` are both the ten).
const RANKS: [(u8, &str); 14] = [
    (14, "A"),
    (13, "K"),
    (12, "Q"),
    (11, "J"),
    (10, "T"),
    (10, "10"),
    (9, "9"),
    (8, "8"),
    (7, "7"),
    (6, "6"),
    (5, "5"),
    (4, "4"),
    (3, "3"),
    (2, "2"),
];

/// Suit places and ranks by ASCII byte.
type ByteTables = ([Option<u8>; 128], [Option<u8>; 128]);

/// ASCII byte → suit (its `Suit::index`) and → rank, for the suits' letters and the
/// one-letter spellings of `RANKS` in either case; made once from them.
fn byte_tables() -> &'static ByteTables {
    static TABLES: std::sync::OnceLock<ByteTables> = std::sync::OnceLock::new();
    TABLES.get_or_init(|| {
        let mut suits = [None; 128];
        for suit in Suit::ALL {
            let letter = suit.letter();
            for c in [letter.to_ascii_uppercase(), letter.to_ascii_lowercase()] {
                suits[c as usize] = u8::try_from(suit.index()).ok();
            }
        }
        let mut ranks = [None; 128];
        for (rank, spelling) in RANKS {
            if let &[byte] = spelling.as_bytes() {
                ranks[usize::from(byte.to_ascii_uppercase())] = Some(rank);
                ranks[usize::from(byte.to_ascii_lowercase())] = Some(rank);
            }
        }
        (suits, ranks)
    })
}

impl Card {
    /// A card written as a suit and a rank in either order, in any case: `HA`, `AH`,
    /// `♥A`, `10H`, `HT`.
    pub(crate) fn parse(text: &str) -> Option<Card> {
        // The usual two ASCII characters (`HA`, `ah`): by table, from `Suit` and `RANKS`.
        if let &[first, second] = text.as_bytes() {
            let tables = byte_tables();
            let (suit_of, rank_of) = (&tables.0, &tables.1);
            let at = |table: &[Option<u8>; 128], byte: u8| {
                table.get(usize::from(byte)).copied().flatten()
            };
            if let (Some(suit), Some(rank)) = (at(suit_of, first), at(rank_of, second)) {
                return Some(Card {
                    suit: Suit::ALL[usize::from(suit)],
                    rank,
                });
            }
            if let (Some(rank), Some(suit)) = (at(rank_of, first), at(suit_of, second)) {
                return Some(Card {
                    suit: Suit::ALL[usize::from(suit)],
                    rank,
                });
            }
            return None;
        }
        let text = text.trim();
        let suit_of = |c: char| {
            Suit::ALL
                .into_iter()
                .find(|suit| c.eq_ignore_ascii_case(&suit.letter()) || c == suit.symbol())
        };
        let rank_of = |text: &str| {
            RANKS
                .iter()
                .find(|(_, spelling)| spelling.eq_ignore_ascii_case(text))
                .map(|(rank, _)| *rank)
        };
        let first = text.chars().next()?;
        let last = text.chars().next_back()?;
        if let Some(suit) = suit_of(first)
            && let Some(rank) = rank_of(&text[first.len_utf8()..])
        {
            return Some(Card { suit, rank });
        }
        let suit = suit_of(last)?;
        let rank = rank_of(&text[..text.len() - last.len_utf8()])?;
        Some(Card { suit, rank })
    }

    /// The card's place in a deck of 52 (13 a suit, in `Suit::ALL` order).
    pub(crate) fn index(self) -> usize {
        13 * self.suit.index() + usize::from(self.rank.saturating_sub(2)).min(12)
    }

    /// The card as one bit of a hand (see `suit_bits`).
    fn bit(self) -> u64 {
        1 << self.index()
    }

    /// The rank as tables and JSON write it (`A`, `T`, `9`).
    pub(crate) fn rank_letter(self) -> &'static str {
        RANKS
            .iter()
            .find(|(rank, _)| *rank == self.rank)
            .map_or("?", |(_, spelling)| spelling)
    }

    /// As JSON writes it: suit letter, then rank (`HA`, `ST`).
    pub(crate) fn letters(self) -> String {
        format!("{}{}", self.suit.letter(), self.rank_letter())
    }

    /// `letters` without allocating: two ASCII bytes.
    pub(crate) fn letter_bytes(self) -> [u8; 2] {
        let suit = u8::try_from(self.suit.letter()).unwrap_or(b'?');
        [
            suit,
            self.rank_letter()
                .as_bytes()
                .first()
                .copied()
                .unwrap_or(b'?'),
        ]
    }

    /// As tables write it: suit symbol, then rank (`♥A`, `♠T`).
    pub(crate) fn symbol(self) -> String {
        format!("{}{}", self.suit.symbol(), self.rank_letter())
    }
}

/// A regular expression (JSON Schema's dialect) for one card in any spelling `Card::parse`
/// takes: a suit and a rank in either order, in any case.
pub(crate) fn card_pattern() -> String {
    let mut suits = String::new();
    for suit in Suit::ALL {
        suits.push(suit.letter());
        suits.push(suit.letter().to_ascii_lowercase());
        suits.push(suit.symbol());
    }
    let mut ranks: Vec<String> = RANKS
        .iter()
        .map(|(_, spelling)| {
            let lower = spelling.to_lowercase();
            if lower == *spelling {
                (*spelling).to_owned()
            } else {
                format!("[{spelling}{lower}]")
            }
        })
        .collect();
    ranks.dedup();
    let rank = format!("(?:{})", ranks.join("|"));
    format!("(?:[{suits}]{rank}|{rank}[{suits}])")
}

/// The bits of a whole suit (13 a suit, in `Suit::ALL` order).
fn suit_bits(suit: Suit) -> u64 {
    0x1FFF << (13 * suit.index())
}

/// The bits of the cards of `suit` above `rank`.
fn above(suit: Suit, rank: u8) -> u64 {
    let lowest = 13 * suit.index() + usize::from(rank.saturating_sub(1));
    suit_bits(suit)
        & (!0u64)
            .checked_shl(u32::try_from(lowest).unwrap_or(64))
            .unwrap_or(0)
}

/// The card-play settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct PlayRules {
    pub(crate) must_trump: bool,
    pub(crate) must_overtake: bool,
    pub(crate) trump_breaking: bool,
}

/// One trick: a card a player (three or four), in the order played from its leader.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Trick {
    cards: [Card; 4],
    len: u8,
}

impl Trick {
    /// The trick of `cards`, when they are three or four.
    pub(crate) fn new(cards: &[Card]) -> Option<Trick> {
        let first = *cards.first()?;
        if !(3..=4).contains(&cards.len()) {
            return None;
        }
        let mut array = [first; 4];
        array[..cards.len()].copy_from_slice(cards);
        Some(Trick {
            cards: array,
            len: u8::try_from(cards.len()).unwrap_or(4),
        })
    }
}

impl std::ops::Deref for Trick {
    type Target = [Card];
    fn deref(&self) -> &[Card] {
        &self.cards[..usize::from(self.len)]
    }
}

impl AsRef<[Card]> for Trick {
    fn as_ref(&self) -> &[Card] {
        self
    }
}

/// Which seat of a trick (in play order from its leader) wins it: the highest trump,
/// else the highest card of the led suit.
pub(crate) fn winner<T: AsRef<[Card]>>(trick: T, trump: Suit) -> usize {
    let trick = trick.as_ref();
    let Some(led) = trick.first().map(|card| card.suit) else {
        return 0;
    };
    let strength = |card: &Card| match card.suit {
        suit if suit == trump => 100 + card.rank,
        suit if suit == led => card.rank,
        _ => 0,
    };
    (0..trick.len())
        .max_by_key(|&at| strength(&trick[at]))
        .unwrap_or(0)
}

/// A breach of the play rules (a warning: the deal is scored as it was played).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Breach {
    /// Did not follow suit while holding it.
    Revoke,
    /// Void in the led suit, held a trump, played another suit.
    MustTrump,
    /// Could have beaten the best card so far (of the led suit, or a trump), did not.
    MustOvertake,
    /// Led trump before trump was broken while holding another suit.
    TrumpLead,
}

/// One breach: where (trick 0-based, card 0–3 (0–2 with three players) in play order), who, and the card held
/// that proves it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Finding {
    pub(crate) trick: usize,
    pub(crate) position: usize,
    pub(crate) seat: Seat,
    pub(crate) breach: Breach,
    /// The card the player held that would have been legal, and the trick (0-based) in
    /// which it was played, when the record shows it (else it was in the hand dealt).
    pub(crate) held: Card,
    pub(crate) held_played_in: Option<usize>,
}

/// The play audited: who led and won each trick, tricks won per seat, the breaches.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Audit {
    /// Who led and who won each trick (seats in bytes, tricks from 0; `MAX_TRICKS` at
    /// most).
    leaders: [u8; MAX_TRICKS],
    winners: [u8; MAX_TRICKS],
    tricks: u8,
    pub(crate) won: [u8; 4],
    pub(crate) findings: Vec<Finding>,
}

impl Audit {
    /// Who led trick `index` (from 0).
    pub(crate) fn leader(&self, index: usize) -> Seat {
        usize::from(self.leaders[index])
    }

    /// Who won trick `index` (from 0).
    pub(crate) fn winner(&self, index: usize) -> Seat {
        usize::from(self.winners[index])
    }

    /// Who led each trick, in order.
    #[cfg(test)]
    pub(crate) fn leaders(&self) -> Vec<Seat> {
        self.leaders[..usize::from(self.tricks)]
            .iter()
            .map(|&seat| usize::from(seat))
            .collect()
    }

    /// Who won each trick, in order.
    #[cfg(test)]
    pub(crate) fn winners(&self) -> Vec<Seat> {
        self.winners[..usize::from(self.tricks)]
            .iter()
            .map(|&seat| usize::from(seat))
            .collect()
    }
}

/// Audit tricks (cards in play order from each trick's leader, one a player: three or
/// four, the same in every trick) from `first_leader` on, with `trump`, under `rules`.
/// `dealt` gives the hands as dealt when known (seat by seat; with three players the
/// fourth is empty); otherwise what a player held is what they are seen to play later.
pub(crate) fn audit<T: AsRef<[Card]>>(
    tricks: &[T],
    first_leader: Seat,
    trump: Suit,
    dealt: Option<&[Vec<Card>; 4]>,
    rules: PlayRules,
) -> Audit {
    debug_assert!(tricks.len() <= MAX_TRICKS, "a deal has at most 17 tricks");
    let tricks = &tricks[..tricks.len().min(MAX_TRICKS)];
    // Players: the cards of a trick.
    let seats = tricks
        .first()
        .map_or(4, |trick| trick.as_ref().len())
        .clamp(3, 4);
    debug_assert!(
        tricks.iter().all(|trick| trick.as_ref().len() == seats),
        "every trick has a card a player"
    );
    let mut leaders = [0u8; MAX_TRICKS];
    let mut winners = [0u8; MAX_TRICKS];
    let mut leader = first_leader % seats;
    // The card each seat played in each trick (with three players the fourth entry
    // repeats one of them and is never read).
    let mut by_seat: Vec<[Card; 4]> = Vec::with_capacity(tricks.len());
    for (index, trick) in tricks.iter().enumerate() {
        let trick = trick.as_ref();
        leaders[index] = seat_byte(leader);
        by_seat.push(std::array::from_fn(|seat| {
            trick[(seat + seats - leader) % seats]
        }));
        let won = (leader + winner(trick, trump)) % seats;
        winners[index] = seat_byte(won);
        leader = won;
    }
    // Cards as bits (one u64 a hand): what each seat plays from trick `t` on, and what it
    // played before it.
    let count = tricks.len();
    let mut from = [[0u64; 4]; MAX_TRICKS + 1];
    for t in (0..count).rev() {
        for seat in 0..seats {
            from[t][seat] = from[t + 1][seat] | by_seat[t][seat].bit();
        }
    }
    let dealt_bits: [u64; 4] = std::array::from_fn(|seat| {
        dealt.map_or(0, |hands| {
            hands[seat].iter().fold(0, |bits, card| bits | card.bit())
        })
    });
    // What `seat` is proven to hold when trick `index` is played, before its card there:
    // the cards it plays in this trick or later, and (with hands) every dealt card it
    // has not played before this trick. Of those among `wanted`, the proof: the one it
    // plays first, else the first of its hand as dealt; with the trick it was played in.
    let proof =
        |seat: Seat, index: usize, own: Card, wanted: u64| -> Option<(Card, Option<usize>)> {
            let before = from[0][seat] & !from[index][seat];
            let held = (from[index][seat] | (dealt_bits[seat] & !before)) & !own.bit() & wanted;
            if held == 0 {
                return None;
            }
            if let Some(at) = (index..count).find(|&at| by_seat[at][seat].bit() & held != 0) {
                return Some((by_seat[at][seat], Some(at)));
            }
            dealt?[seat]
                .iter()
                .find(|card| card.bit() & held != 0)
                .map(|card| (*card, None))
        };
    let mut findings = Vec::new();
    let mut broken = false;
    for (index, trick) in tricks.iter().enumerate() {
        let trick = trick.as_ref();
        let leader = usize::from(leaders[index]);
        let led = trick[0].suit;
        let mut finding = |position: usize, breach: Breach, held: (Card, Option<usize>)| {
            findings.push(Finding {
                trick: index,
                position,
                seat: (leader + position) % seats,
                breach,
                held: held.0,
                held_played_in: held.1,
            });
        };
        // The lead: trump only once broken, unless the leader holds nothing else.
        if rules.trump_breaking
            && led == trump
            && !broken
            && let Some(other) = proof(leader, index, trick[0], !suit_bits(trump))
        {
            finding(0, Breach::TrumpLead, other);
        }
        for position in 1..seats {
            let card = trick[position];
            let seat = (leader + position) % seats;
            let so_far = &trick[..position];
            let best_led = so_far
                .iter()
                .filter(|c| c.suit == led)
                .map(|c| c.rank)
                .max()
                .unwrap_or(0);
            let best_trump = so_far
                .iter()
                .filter(|c| c.suit == trump)
                .map(|c| c.rank)
                .max();
            let trumped = led != trump && best_trump.is_some();
            if card.suit != led {
                if let Some(shown) = proof(seat, index, card, suit_bits(led)) {
                    finding(position, Breach::Revoke, shown);
                    continue;
                }
                if card.suit != trump {
                    if rules.must_trump
                        && let Some(shown) = proof(seat, index, card, suit_bits(trump))
                    {
                        finding(position, Breach::MustTrump, shown);
                    }
                    continue;
                }
                // Trumping: beat a trump already played when able.
                if rules.must_overtake
                    && let Some(best) = best_trump
                    && card.rank < best
                    && let Some(shown) = proof(seat, index, card, above(trump, best))
                {
                    finding(position, Breach::MustOvertake, shown);
                }
                continue;
            }
            // Following suit: beat the best of the led suit, unless already trumped.
            if rules.must_overtake
                && !trumped
                && card.rank < best_led
                && let Some(shown) = proof(seat, index, card, above(led, best_led))
            {
                finding(position, Breach::MustOvertake, shown);
            }
        }
        if trick.iter().any(|card| card.suit == trump) {
            broken = true;
        }
    }
    let mut won = [0u8; 4];
    for &seat in &winners[..tricks.len()] {
        won[usize::from(seat)] = won[usize::from(seat)].saturating_add(1);
    }
    Audit {
        leaders,
        winners,
        tricks: u8::try_from(tricks.len()).unwrap_or(u8::MAX),
        won,
        findings,
    }
}

#[cfg(test)]
mod tests;
