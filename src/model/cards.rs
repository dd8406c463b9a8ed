//! The cards and the play of a deal as recorded: suits and cards and how a file spells
//! them, tricks, and what an audit of the play found (who led and won each trick, the
//! tricks won, the breaches, and what each says). Data only: the audit in `play` fills these types, and
//! `validate::play` reads a deal's `play` and `hands` into them.

use super::Seat;
use crate::diagnostic::Code;
use crate::lang::text;

/// A suit: every fact about one (its place, letter, symbol, names and spellings) is
/// declared here and nowhere else.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub(crate) enum Suit {
    Spades = 0,
    Hearts = 1,
    Diamonds = 2,
    Clubs = 3,
}

impl Suit {
    /// Every suit, in bridge order (`index` is the place here).
    pub(crate) const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// Its place in `ALL` (and in a deck of 52, 13 a suit).
    pub(crate) const fn index(self) -> usize {
        self as usize
    }

    /// The letter cards are written with (`H` in `HA`), upper case.
    pub(crate) const fn letter(self) -> char {
        SUITS[self.index()].0
    }

    /// The symbol tables show (`♥`).
    pub(crate) const fn symbol(self) -> char {
        SUITS[self.index()].1
    }

    /// The suit's name in a diagnostic (English `hearts`, Turkish `kupa ♥`).
    pub(crate) fn word(self) -> crate::lang::Text {
        match self {
            Suit::Spades => text!("diag-suit-spades"),
            Suit::Hearts => text!("diag-suit-hearts"),
            Suit::Diamonds => text!("diag-suit-diamonds"),
            Suit::Clubs => text!("diag-suit-clubs"),
        }
    }

    /// The English name used in output: its first spelling.
    pub(crate) fn name(self) -> &'static str {
        self.spellings()[0]
    }

    /// Every spelling a file may use (`SUITS`). Compared case-insensitively.
    pub(crate) fn spellings(self) -> &'static [&'static str] {
        SUITS[self.index()].2
    }

    /// The suit a spelling names, in any case by Turkish casing too (`SİNEK`, `MAÇA`,
    /// `Kupa`), and with Turkish letters typed plainly (`maca`), but not an initial
    /// (`Ş` is no `S`); a symbol as a phone's keyboard sends it (`♥️`, with the emoji
    /// variation selector) is the symbol.
    pub(crate) fn parse(text: &str) -> Option<Suit> {
        let text = text.trim().trim_end_matches(VARIATION_SELECTORS);
        let find = |same: &dyn Fn(&str) -> bool| {
            Suit::ALL
                .into_iter()
                .find(|suit| suit.spellings().iter().any(|spelling| same(spelling)))
        };
        // As written, in any ASCII case (every deal's trump, so without allocating);
        // else by Turkish casing with letters folded (every word has a plain spelling).
        find(&|spelling| spelling.eq_ignore_ascii_case(text)).or_else(|| {
            let folded = crate::names::folded(text);
            find(&|spelling| spelling.chars().count() > 1 && spelling == folded)
        })
    }
}

/// Each suit's letter, symbol and spellings, in `Suit::ALL` order. The spellings are
/// English, symbol (the white one too, `♡`, as some keyboards give it), initial, Turkish
/// (maça, kupa, karo, sinek), German (Pik, Herz, Karo, Kreuz: no word names one suit in
/// one language and another in another; Karo is diamonds in both).
const SUITS: [(char, char, &[&str]); 4] = [
    ('S', '♠', &["spades", "♠", "♤", "s", "maça", "maca", "pik"]),
    ('H', '♥', &["hearts", "♥", "♡", "h", "kupa", "herz"]),
    ('D', '♦', &["diamonds", "♦", "♢", "d", "karo"]),
    ('C', '♣', &["clubs", "♣", "♧", "c", "sinek", "kreuz"]),
];

/// What a phone's keyboard sends after a suit's symbol (`♥️`: the emoji, or `♥︎`: the
/// text presentation): the symbol all the same.
const VARIATION_SELECTORS: [char; 2] = ['\u{fe0f}', '\u{fe0e}'];

/// The most tricks a deal has: `hand` is 1–17 (17 cards each for three players).
pub(crate) const MAX_TRICKS: usize = 17;

/// A playing card. Ranks run 2–14 (the ace is high).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Card {
    pub(crate) suit: Suit,
    pub(crate) rank: u8,
}

/// Rank spellings from the ace down (`T` and `10` are both the ten).
pub(crate) const RANKS: [(u8, &str); 14] = [
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

/// Suits and ranks by ASCII byte.
type ByteTables = ([Option<Suit>; 128], [Option<u8>; 128]);

/// ASCII byte → suit and → rank, for the suits' letters and the one-letter spellings of
/// `RANKS` in either case; made once from them.
fn byte_tables() -> &'static ByteTables {
    static TABLES: std::sync::OnceLock<ByteTables> = std::sync::OnceLock::new();
    TABLES.get_or_init(|| {
        let mut suits = [None; 128];
        for suit in Suit::ALL {
            suits[suit.letter() as usize] = Some(suit);
            suits[suit.letter().to_ascii_lowercase() as usize] = Some(suit);
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
    /// `♥A`, `10H`, `HT`; a symbol as a phone sends it (`♥️A`, with the emoji variation
    /// selector) is the symbol, and spaces around the card are let be.
    pub(crate) fn parse(text: &str) -> Option<Card> {
        // As written (every card of a played file: without allocating), else without the
        // variation selectors and the spaces around, which no card read as written has.
        Card::read(text).or_else(|| Card::read(text.replace(VARIATION_SELECTORS, "").trim()))
    }

    /// A suit (a letter, by the byte table, or a symbol) and a rank (one letter, by the
    /// byte table, or a longer spelling of `RANKS`) in either order.
    fn read(text: &str) -> Option<Card> {
        let (suits, ranks) = byte_tables();
        let suit_of = |c: char| match suits.get(c as usize) {
            Some(by_letter) => *by_letter,
            None => Suit::ALL.into_iter().find(|suit| c == suit.symbol()),
        };
        let rank_of = |text: &str| match text.as_bytes() {
            &[byte] => ranks.get(usize::from(byte)).copied().flatten(),
            _ => RANKS
                .iter()
                .find(|(_, spelling)| spelling.eq_ignore_ascii_case(text))
                .map(|(rank, _)| *rank),
        };
        let first = text.chars().next()?;
        if let Some(suit) = suit_of(first)
            && let Some(rank) = rank_of(&text[first.len_utf8()..])
        {
            return Some(Card { suit, rank });
        }
        let last = text.chars().next_back()?;
        let suit = suit_of(last)?;
        let rank = rank_of(&text[..text.len() - last.len_utf8()])?;
        Some(Card { suit, rank })
    }

    /// The card's place in a deck of 52 (13 a suit, in `Suit::ALL` order).
    pub(crate) fn index(self) -> usize {
        13 * self.suit.index() + usize::from(self.rank.saturating_sub(2)).min(12)
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

    /// `letters` without allocating: two ASCII bytes (a suit's letter is ASCII, and so is
    /// the first byte of a rank's letter or `?`).
    pub(crate) fn letter_bytes(self) -> [u8; 2] {
        [self.suit.letter() as u8, self.rank_letter().as_bytes()[0]]
    }

    /// The rank as people read it on a screen: the ten is `10` (files and JSON keep `T`).
    pub(crate) fn rank_shown(self) -> &'static str {
        if self.rank == 10 {
            "10"
        } else {
            self.rank_letter()
        }
    }

    /// As screens and messages write it: suit symbol, then rank (`♥A`, `♠10`).
    pub(crate) fn symbol(self) -> String {
        format!("{}{}", self.suit.symbol(), self.rank_shown())
    }
}

/// One trick: a card a player (three or four), in the order played from its leader.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Trick {
    cards: [Card; 4],
    len: u8,
}

impl Trick {
    /// The trick of `cards`, when they are three or four.
    pub(crate) fn new(cards: impl IntoIterator<Item = Card>) -> Option<Trick> {
        let mut cards = cards.into_iter();
        let mut trick = Trick {
            cards: [cards.next()?; 4],
            len: 1,
        };
        for card in cards {
            *trick.cards.get_mut(usize::from(trick.len))? = card;
            trick.len += 1;
        }
        (trick.len >= 3).then_some(trick)
    }
}

impl std::ops::Deref for Trick {
    type Target = [Card];
    fn deref(&self) -> &[Card] {
        &self.cards[..usize::from(self.len)]
    }
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
    /// The card it should have beaten (`MustOvertake`): the best trump when trumping a
    /// plain lead, else the best of the led suit.
    pub(crate) rival: Option<Card>,
}

impl Breach {
    /// The code the breach is reported under.
    pub(crate) fn code(self) -> Code {
        match self {
            Breach::Revoke => Code::PlayRevoke,
            Breach::MustTrump => Code::PlayMustTrump,
            Breach::MustOvertake => Code::PlayMustOvertake,
            Breach::TrumpLead => Code::PlayTrumpLead,
        }
    }

    /// What the card at fault did (the warning's label).
    pub(crate) fn label(self) -> crate::lang::Text {
        match self {
            Breach::Revoke => text!("breach-revoke-label"),
            Breach::MustTrump => text!("breach-must-trump-label"),
            Breach::MustOvertake => text!("breach-must-overtake-label"),
            Breach::TrumpLead => text!("breach-trump-lead-label"),
        }
    }

    /// The rule it breaks (the warning's help).
    pub(crate) fn help(self) -> crate::lang::Text {
        match self {
            Breach::Revoke => text!("breach-revoke-help"),
            Breach::MustTrump => text!("breach-must-trump-help"),
            Breach::MustOvertake => text!("breach-must-overtake-help"),
            Breach::TrumpLead => text!("breach-trump-lead-help"),
        }
    }
}

impl Finding {
    /// What the breach says, with its evidence ("trick 5: Cem played ♣3 on a ♥ lead while
    /// holding ♥Q (played in trick 9)"): the warning's message and `batak show`'s line.
    /// `tricks` are the deal's, `players` its players by seat.
    pub(crate) fn text(&self, tricks: &[Trick], players: &[String]) -> crate::lang::Text {
        let trick = &tricks[self.trick];
        let card = trick[self.position];
        let led = trick[0];
        let who = players[self.seat].as_str();
        let proof = match self.held_played_in {
            Some(index) => text!(
                "breach-proof-played",
                card = self.held.symbol(),
                trick = index + 1
            ),
            None => text!("breach-proof-dealt", card = self.held.symbol()),
        };
        let at = self.trick + 1;
        match self.breach {
            Breach::Revoke => text!(
                "breach-revoke",
                trick = at,
                player = who,
                card = card.symbol(),
                led = led.suit.symbol(),
                proof = proof
            ),
            Breach::MustTrump => text!(
                "breach-must-trump",
                trick = at,
                player = who,
                card = card.symbol(),
                led = led.suit.symbol(),
                proof = proof
            ),
            Breach::MustOvertake => text!(
                "breach-must-overtake",
                trick = at,
                player = who,
                card = card.symbol(),
                rival = self.rival.map_or_else(String::new, Card::symbol),
                proof = proof
            ),
            Breach::TrumpLead => text!(
                "breach-trump-lead",
                trick = at,
                player = who,
                card = card.symbol(),
                proof = proof
            ),
        }
    }
}

/// The play audited: who led and won each trick, tricks won per seat, the breaches.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Audit {
    /// Who led and who won each trick (seats in bytes, tricks from 0; `MAX_TRICKS` at
    /// most).
    pub(crate) leaders: [u8; MAX_TRICKS],
    pub(crate) winners: [u8; MAX_TRICKS],
    /// Tricks won per seat (they add up to the tricks played).
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
        self.seats(&self.leaders)
    }

    /// Who won each trick, in order.
    #[cfg(test)]
    pub(crate) fn winners(&self) -> Vec<Seat> {
        self.seats(&self.winners)
    }

    /// The seats of the tricks played (as many as were won), from their bytes.
    #[cfg(test)]
    fn seats(&self, bytes: &[u8; MAX_TRICKS]) -> Vec<Seat> {
        bytes[..usize::from(self.won.iter().sum::<u8>())]
            .iter()
            .map(|&seat| usize::from(seat))
            .collect()
    }
}
