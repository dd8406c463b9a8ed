//! Card play: who wins a trick, and the audit of a recorded play against the card-play
//! settings. Pure functions over the cards as played (the model's `cards`): what a
//! player held at each moment is what the record proves (the cards they play later,
//! and the hands as dealt when the deal gives them), so a partial record reports a
//! breach only where it is proven, and a complete one everywhere.
//!
//! `validate::play` reads the `play` and `hands` keys of a deal into the model's cards and
//! turns the findings into diagnostics; the rules are tested here on their own.

use crate::model::{Audit, Breach, Card, Finding, MAX_TRICKS, Seat, Suit, Trick, seat_byte};
use crate::rules::{Id, Rules};

/// A card as one bit of a hand (see `suit_bits`).
fn bit(card: Card) -> u64 {
    1 << card.index()
}

/// The bits of a whole suit (13 a suit, in `Suit::ALL` order).
fn suit_bits(suit: Suit) -> u64 {
    0x1FFF << (13 * suit.index())
}

/// The bits of the cards of `card`'s suit above it: of its suit, and higher than its bit
/// (a suit's bits run from the 2 up).
fn above(card: Card) -> u64 {
    suit_bits(card.suit) & !(2 * bit(card) - 1)
}

/// The card-play settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct PlayRules {
    pub(crate) must_trump: bool,
    pub(crate) must_overtake: bool,
    pub(crate) trump_breaking: bool,
}

impl PlayRules {
    /// The card-play settings of `rules`, for the audit of a recorded play.
    pub(crate) fn of(rules: &Rules) -> PlayRules {
        PlayRules {
            must_trump: rules.flag(Id::MustTrump),
            must_overtake: rules.flag(Id::MustOvertake),
            trump_breaking: rules.flag(Id::TrumpBreaking),
        }
    }
}

/// Which seat of a trick (in play order from its leader) wins it: the highest trump,
/// else the highest card of the led suit (a trick has a card to lead).
pub(crate) fn winner(trick: &Trick, trump: Suit) -> usize {
    let led = trick[0].suit;
    let strength = |card: &Card| match card.suit {
        suit if suit == trump => 100 + card.rank,
        suit if suit == led => card.rank,
        _ => 0,
    };
    (0..trick.len())
        .max_by_key(|&at| strength(&trick[at]))
        .unwrap_or(0)
}

/// Audit tricks (cards in play order from each trick's leader, one a player: three or
/// four, the same in every trick; no card twice, as `validate::play` makes sure) from
/// `first_leader` on, with `trump`, under `rules`. `dealt` gives the hands as dealt when
/// known (seat by seat; with three players the fourth is empty); otherwise what a player
/// held is what they are seen to play later.
pub(crate) fn audit(
    tricks: &[Trick],
    first_leader: Seat,
    trump: Suit,
    dealt: Option<&[Vec<Card>; 4]>,
    rules: PlayRules,
) -> Audit {
    debug_assert!(tricks.len() <= MAX_TRICKS, "a deal has at most 17 tricks");
    let tricks = &tricks[..tricks.len().min(MAX_TRICKS)];
    // Players: the cards of a trick.
    let seats = tricks.first().map_or(4, |trick| trick.len()).clamp(3, 4);
    debug_assert!(
        tricks.iter().all(|trick| trick.len() == seats),
        "every trick has a card a player"
    );
    let mut auditor = Auditor::new(tricks, first_leader, seats, dealt, trump, rules);
    let mut broken = false;
    for (index, trick) in tricks.iter().enumerate() {
        let leader = auditor.audit.leader(index);
        for position in 0..seats {
            let found = auditor.breach(index, trick, leader, position, broken);
            let Some((breach, held, rival)) = found else {
                continue;
            };
            auditor.audit.findings.push(Finding {
                trick: index,
                position,
                seat: (leader + position) % seats,
                breach,
                held: held.0,
                held_played_in: held.1,
                rival,
            });
        }
        if trick.iter().any(|card| card.suit == trump) {
            broken = true;
        }
    }
    auditor.audit
}

/// A card a player is proven to have held, and the trick they played it in (none: it is
/// known from the hand as dealt).
type Proof = (Card, Option<usize>);

/// A breach, its proof, and the card the player should have beaten (`MustOvertake`).
type Found = (Breach, Proof, Option<Card>);

/// The audit being made: who led and won each trick, and what each seat is proven to
/// hold at each trick (the cards it plays from then on, and the hands as dealt when
/// known), with the rules the play is audited under.
struct Auditor<'a> {
    /// Leaders, winners and tricks won; the breaches as they are found.
    audit: Audit,
    /// The card each seat played in each trick (with three players the fourth entry
    /// repeats one of them and is never read).
    by_seat: Vec<[Card; 4]>,
    /// Cards as bits (one u64 a hand): what each seat played before trick `t` (a card is
    /// played once: the record has no card twice).
    before: [[u64; 4]; MAX_TRICKS + 1],
    /// Each seat's hand as dealt, as bits (none when the hands are not known).
    dealt_bits: [u64; 4],
    dealt: Option<&'a [Vec<Card>; 4]>,
    trump: Suit,
    rules: PlayRules,
    /// Players: the cards of a trick.
    seats: usize,
}

impl<'a> Auditor<'a> {
    /// The order of play of `tricks` among `seats` players from `first_leader` on, each
    /// trick's winner leading the next (who led and won each trick, and the tricks each
    /// seat won: an audit without its findings yet), and what each seat played, dealt
    /// `dealt` if known; with `trump`, under `rules`.
    fn new(
        tricks: &[Trick],
        first_leader: Seat,
        seats: usize,
        dealt: Option<&'a [Vec<Card>; 4]>,
        trump: Suit,
        rules: PlayRules,
    ) -> Self {
        let mut audit = Audit {
            leaders: [0; MAX_TRICKS],
            winners: [0; MAX_TRICKS],
            won: [0; 4],
            findings: Vec::new(),
        };
        let mut before = [[0u64; 4]; MAX_TRICKS + 1];
        let mut leader = first_leader % seats;
        let mut by_seat: Vec<[Card; 4]> = Vec::with_capacity(tricks.len());
        for (index, trick) in tricks.iter().enumerate() {
            audit.leaders[index] = seat_byte(leader);
            let cards: [Card; 4] =
                std::array::from_fn(|seat| trick[(seat + seats - leader) % seats]);
            for seat in 0..seats {
                before[index + 1][seat] = before[index][seat] | bit(cards[seat]);
            }
            by_seat.push(cards);
            let won = (leader + winner(trick, trump)) % seats;
            audit.winners[index] = seat_byte(won);
            audit.won[won] += 1;
            leader = won;
        }
        let dealt_bits: [u64; 4] = std::array::from_fn(|seat| {
            dealt.map_or(0, |hands| {
                hands[seat].iter().fold(0, |bits, card| bits | bit(*card))
            })
        });
        Self {
            audit,
            by_seat,
            before,
            dealt_bits,
            dealt,
            trump,
            rules,
            seats,
        }
    }

    /// What `seat` is proven to hold when trick `index` is played, before its card there
    /// (`own`): the cards it plays in this trick or later, and (with hands) every dealt
    /// card it has not played before this trick. Of those among `wanted`, the proof: the
    /// one it plays first, else the first of its hand as dealt; with the trick it was
    /// played in.
    fn proof(&self, seat: Seat, index: usize, own: Card, wanted: u64) -> Option<Proof> {
        let by_seat = &self.by_seat;
        let before = self.before[index][seat];
        let from = self.before[by_seat.len()][seat] & !before;
        let held = (from | (self.dealt_bits[seat] & !before)) & !bit(own) & wanted;
        if held == 0 {
            return None;
        }
        if let Some(at) = (index..by_seat.len()).find(|&at| bit(by_seat[at][seat]) & held != 0) {
            return Some((by_seat[at][seat], Some(at)));
        }
        self.dealt?[seat]
            .iter()
            .find(|card| bit(**card) & held != 0)
            .map(|card| (*card, None))
    }

    /// The card at `position` of trick `index`, which `leader` led: a lead of trump before
    /// trump was `broken` while holding another suit; after the lead, a revoke, a trump
    /// owed, or a card too low where the rules want a higher one (with the card it should
    /// have beaten).
    fn breach(
        &self,
        index: usize,
        trick: &[Card],
        leader: Seat,
        position: usize,
        broken: bool,
    ) -> Option<Found> {
        let (trump, rules) = (self.trump, self.rules);
        let led = trick[0].suit;
        let card = trick[position];
        let seat = (leader + position) % self.seats;
        if position == 0 {
            // Trump is led only once broken, unless the leader holds nothing else.
            if rules.trump_breaking
                && led == trump
                && !broken
                && let Some(other) = self.proof(seat, index, card, !suit_bits(trump))
            {
                return Some((Breach::TrumpLead, other, None));
            }
            return None;
        }
        let so_far = &trick[..position];
        // The best card of a suit played before this one.
        let best = |suit: Suit| {
            so_far
                .iter()
                .filter(|c| c.suit == suit)
                .max_by_key(|c| c.rank)
                .copied()
        };
        if card.suit != led {
            if let Some(shown) = self.proof(seat, index, card, suit_bits(led)) {
                return Some((Breach::Revoke, shown, None));
            }
            if card.suit != trump {
                if rules.must_trump
                    && let Some(shown) = self.proof(seat, index, card, suit_bits(trump))
                {
                    return Some((Breach::MustTrump, shown, None));
                }
                return None;
            }
        }
        // Beat the best card so far of the suit played when able: a trump already played
        // when trumping, else the best of the led suit, unless the trick was trumped.
        let trumped = card.suit == led && led != trump && best(trump).is_some();
        if rules.must_overtake
            && !trumped
            && let Some(rival) = best(card.suit)
            && card.rank < rival.rank
            && let Some(shown) = self.proof(seat, index, card, above(rival))
        {
            return Some((Breach::MustOvertake, shown, Some(rival)));
        }
        None
    }
}

#[cfg(test)]
mod tests;
