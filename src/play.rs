//! Card play (SPEC §11): cards, who wins a trick, and the audit of a recorded play
//! against the card-play settings. Pure functions over the cards as played: what a
//! player held at each moment is what the record proves (the cards they play later,
//! and the hands as dealt when the deal gives them), so a partial record reports a
//! breach only where it is proven, and a complete one everywhere.
//!
//! `validate::play` reads the `play` and `hands` keys of a deal into these cards and
//! turns the findings into diagnostics; the rules are tested here on their own.

use crate::model::{Seat, Suit};

/// A playing card. Ranks run 2–14 (the ace is high).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Card {
    pub(crate) suit: Suit,
    pub(crate) rank: u8,
}

/// Suit letters and symbols a card may be written with, and the letter JSON writes.
const SUITS: [(Suit, char, char); 4] = [
    (Suit::Spades, 'S', '♠'),
    (Suit::Hearts, 'H', '♥'),
    (Suit::Diamonds, 'D', '♦'),
    (Suit::Clubs, 'C', '♣'),
];

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

impl Card {
    /// A card written as a suit and a rank in either order, in any case: `HA`, `AH`,
    /// `♥A`, `10H`, `HT`.
    pub(crate) fn parse(text: &str) -> Option<Card> {
        let upper = text.trim().to_uppercase();
        let suit_of = |c: char| {
            SUITS
                .iter()
                .find(|(_, letter, symbol)| c == *letter || c == *symbol)
                .map(|(suit, _, _)| *suit)
        };
        let rank_of = |text: &str| {
            RANKS
                .iter()
                .find(|(_, spelling)| *spelling == text)
                .map(|(rank, _)| *rank)
        };
        let first = upper.chars().next()?;
        let last = upper.chars().next_back()?;
        if let Some(suit) = suit_of(first) {
            let rest = &upper[first.len_utf8()..];
            if let Some(rank) = rank_of(rest) {
                return Some(Card { suit, rank });
            }
        }
        let suit = suit_of(last)?;
        let rank = rank_of(&upper[..upper.len() - last.len_utf8()])?;
        Some(Card { suit, rank })
    }

    fn rank_letter(self) -> &'static str {
        RANKS
            .iter()
            .find(|(rank, _)| *rank == self.rank)
            .map_or("?", |(_, spelling)| spelling)
    }

    fn suit_entry(self) -> (char, char) {
        SUITS
            .iter()
            .find(|(suit, _, _)| *suit == self.suit)
            .map_or(('?', '?'), |(_, letter, symbol)| (*letter, *symbol))
    }

    /// As JSON writes it: suit letter, then rank (`HA`, `ST`).
    pub(crate) fn letters(self) -> String {
        format!("{}{}", self.suit_entry().0, self.rank_letter())
    }

    /// As tables write it: suit symbol, then rank (`♥A`, `♠T`).
    pub(crate) fn symbol(self) -> String {
        format!("{}{}", self.suit_entry().1, self.rank_letter())
    }
}

/// A suit's symbol (`♥`), as tables write it.
pub(crate) fn suit_symbol(suit: Suit) -> char {
    SUITS
        .iter()
        .find(|(known, _, _)| *known == suit)
        .map_or('?', |(_, _, symbol)| *symbol)
}

/// A regular expression (JSON Schema's dialect) for one card in any spelling `Card::parse`
/// takes: a suit and a rank in either order, in any case.
pub(crate) fn card_pattern() -> String {
    let mut suits = String::new();
    for (_, letter, symbol) in SUITS {
        suits.push(letter);
        suits.push(letter.to_ascii_lowercase());
        suits.push(symbol);
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

/// The card-play settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct PlayRules {
    pub(crate) must_trump: bool,
    pub(crate) must_overtake: bool,
    pub(crate) trump_breaking: bool,
}

/// Which seat of a trick (in play order from its leader) wins it: the highest trump,
/// else the highest card of the led suit.
pub(crate) fn winner(trick: [Card; 4], trump: Suit) -> usize {
    let led = trick[0].suit;
    let strength = |card: &Card| match card.suit {
        suit if suit == trump => 100 + card.rank,
        suit if suit == led => card.rank,
        _ => 0,
    };
    (0..4).max_by_key(|&at| strength(&trick[at])).unwrap_or(0)
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

/// One breach: where (trick 0-based, card 0–3 in play order), who, and the card held
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
    pub(crate) leaders: Vec<Seat>,
    pub(crate) winners: Vec<Seat>,
    pub(crate) won: [u8; 4],
    pub(crate) findings: Vec<Finding>,
}

/// Audit tricks (cards in play order from each trick's leader) from `first_leader` on,
/// with `trump`, under `rules`. `dealt` gives the hands as dealt when known (seat by
/// seat); otherwise what a player held is what they are seen to play later.
pub(crate) fn audit(
    tricks: &[[Card; 4]],
    first_leader: Seat,
    trump: Suit,
    dealt: Option<&[Vec<Card>; 4]>,
    rules: PlayRules,
) -> Audit {
    // Where each card was played: (trick, seat).
    let mut played_by: Vec<(Card, usize, Seat)> = Vec::with_capacity(tricks.len() * 4);
    let mut leaders = Vec::with_capacity(tricks.len());
    let mut winners = Vec::with_capacity(tricks.len());
    let mut leader = first_leader;
    for (index, trick) in tricks.iter().enumerate() {
        leaders.push(leader);
        for (position, card) in trick.iter().enumerate() {
            played_by.push((*card, index, (leader + position) % 4));
        }
        let won = (leader + winner(*trick, trump)) % 4;
        winners.push(won);
        leader = won;
    }
    // What `seat` is proven to hold when trick `index` is played, before its card there:
    // the cards it plays in this trick or later, and (with hands) every dealt card it
    // has not played before this trick. With the trick in which each was played.
    let held = |seat: Seat, index: usize, own: Card| -> Vec<(Card, Option<usize>)> {
        let mut cards: Vec<(Card, Option<usize>)> = played_by
            .iter()
            .filter(|(card, at, by)| *by == seat && *at >= index && *card != own)
            .map(|(card, at, _)| (*card, Some(*at)))
            .collect();
        if let Some(dealt) = dealt {
            for card in &dealt[seat] {
                let gone = played_by
                    .iter()
                    .any(|(played, at, by)| played == card && *by == seat && *at < index);
                if !gone && *card != own && !cards.iter().any(|(known, _)| known == card) {
                    cards.push((*card, None));
                }
            }
        }
        cards
    };
    let mut findings = Vec::new();
    let mut broken = false;
    for (index, trick) in tricks.iter().enumerate() {
        let leader = leaders[index];
        let led = trick[0].suit;
        let mut finding = |position: usize, breach: Breach, held: (Card, Option<usize>)| {
            findings.push(Finding {
                trick: index,
                position,
                seat: (leader + position) % 4,
                breach,
                held: held.0,
                held_played_in: held.1,
            });
        };
        // The lead: trump only once broken, unless the leader holds nothing else.
        if rules.trump_breaking
            && led == trump
            && !broken
            && let Some(other) = held(leader, index, trick[0])
                .into_iter()
                .find(|(card, _)| card.suit != trump)
        {
            finding(0, Breach::TrumpLead, other);
        }
        for position in 1..4 {
            let card = trick[position];
            let seat = (leader + position) % 4;
            let holding = held(seat, index, card);
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
                if let Some(proof) = holding.iter().find(|(c, _)| c.suit == led) {
                    finding(position, Breach::Revoke, *proof);
                    continue;
                }
                if card.suit != trump {
                    if rules.must_trump
                        && let Some(proof) = holding.iter().find(|(c, _)| c.suit == trump)
                    {
                        finding(position, Breach::MustTrump, *proof);
                    }
                    continue;
                }
                // Trumping: beat a trump already played when able.
                if rules.must_overtake
                    && let Some(best) = best_trump
                    && card.rank < best
                    && let Some(proof) = holding
                        .iter()
                        .find(|(c, _)| c.suit == trump && c.rank > best)
                {
                    finding(position, Breach::MustOvertake, *proof);
                }
                continue;
            }
            // Following suit: beat the best of the led suit, unless already trumped.
            if rules.must_overtake
                && !trumped
                && card.rank < best_led
                && let Some(proof) = holding
                    .iter()
                    .find(|(c, _)| c.suit == led && c.rank > best_led)
            {
                finding(position, Breach::MustOvertake, *proof);
            }
        }
        if trick.iter().any(|card| card.suit == trump) {
            broken = true;
        }
    }
    let mut won = [0u8; 4];
    for &seat in &winners {
        won[seat] = won[seat].saturating_add(1);
    }
    Audit {
        leaders,
        winners,
        won,
        findings,
    }
}

#[cfg(test)]
mod tests;
