//! The match as the game sees it, after validation: players by seat, deals with a declarer
//! seat, a bid and trick counts that are known to be legal. No spans and no file syntax;
//! scoring and rendering work only on these types. The table and the deals are here; the
//! cards and the play of a deal as recorded (suits, cards, tricks, the audit's findings)
//! are `cards`.

mod cards;

pub(crate) use cards::{Audit, Breach, Card, Finding, MAX_TRICKS, RANKS, Suit, Trick};

/// A seat at the table, 0–2 or 0–3 in order of play. With four, seats 0 & 2 and 1 & 3 are
/// partners.
pub(crate) type Seat = usize;

/// The side a seat plays for: in partnership its team (0: seats 0 & 2, 1: seats 1 & 3),
/// else the seat itself.
pub(crate) fn side_of(seat: Seat, partnership: bool) -> usize {
    if partnership { seat % 2 } else { seat }
}

/// Counts by seat (tricks won, bids) by side: each seat's added to its side's (`side_of`),
/// so per seat, or summed per team in partnership (the other entries 0).
pub(crate) fn per_side(by_seat: [u8; 4], partnership: bool) -> [i64; 4] {
    let mut sides = [0; 4];
    for (seat, count) in by_seat.into_iter().enumerate() {
        sides[side_of(seat, partnership)] += i64::from(count);
    }
    sides
}

/// Tricks as recorded: per seat (with three players the fourth entry is 0), or
/// (partnership) per team.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Tricks {
    Seats([u8; 4]),
    Teams([u8; 2]),
}

impl Tricks {
    /// Tricks per side: per seat, or per team in partnership (the other entries 0).
    pub(crate) fn per_side(self, partnership: bool) -> [i64; 4] {
        match self {
            Tricks::Seats(seats) => per_side(seats, partnership),
            Tricks::Teams(teams) => [i64::from(teams[0]), i64::from(teams[1]), 0, 0],
        }
    }
}

/// A deal played out under `bidding = everyone`: every player predicted their tricks.
/// There is no declarer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Predictions {
    /// Each seat's prediction (with three players the fourth entry is 0).
    pub(crate) bids: [u8; 4],
    pub(crate) trump: Option<Suit>,
    pub(crate) tricks: Tricks,
}

/// How a deal was bid and played: thrown in, one declarer's contract, or everyone's
/// predictions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Form {
    /// Everybody passed and the hand was thrown in.
    Passed,
    Contract(Contract),
    Predictions(Predictions),
}

/// A deal that was played out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Contract {
    /// A seat (0–3), in a byte: see `Deal`.
    pub(crate) declarer: u8,
    pub(crate) bid: u8,
    pub(crate) trump: Option<Suit>,
    pub(crate) tricks: Tricks,
}

impl Contract {
    /// The declarer's seat.
    pub(crate) fn declarer_seat(self) -> Seat {
        usize::from(self.declarer)
    }
}

/// A seat (0–3) in the byte a `Deal` keeps it in.
pub(crate) fn seat_byte(seat: Seat) -> u8 {
    debug_assert!(seat < 4, "a seat is 0–3");
    seat as u8
}

/// One recorded deal.
#[derive(Debug, Clone, PartialEq, Eq)]
///
/// Kept to 24 bytes (seats in a byte, the play boxed, the note in `Match::notes`): a
/// million-deal file holds a million of them. `usize::from` gives a seat back for indexing.
pub(crate) struct Deal {
    pub(crate) dealer: Option<u8>,
    pub(crate) form: Form,
    /// The play, when the deal records it (boxed: most deals have none).
    pub(crate) play: Option<Box<Play>>,
}

// The size the comment above promises, held to it.
const _: () = assert!(std::mem::size_of::<Deal>() == 24);

/// The deals' notes, all in one text: a note a deal, each its own allocation, left the
/// allocator holes between the deals' short-lived trees (a 200,000-deal file with notes
/// took 8× its size).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct Notes {
    text: String,
    /// (deal index, start, end) in `text`, by deal index.
    at: Vec<(usize, usize, usize)>,
}

impl Notes {
    /// Deal `index`'s note (deals come in order).
    pub(crate) fn push(&mut self, index: usize, note: &str) {
        let start = self.text.len();
        self.text.push_str(note);
        self.at.push((index, start, self.text.len()));
    }

    /// Deal `index`'s note, if it has one.
    pub(crate) fn get(&self, index: usize) -> Option<&str> {
        let found = self
            .at
            .binary_search_by_key(&index, |(at, _, _)| *at)
            .ok()?;
        let (_, start, end) = self.at[found];
        self.text.get(start..end)
    }

    /// Give back what the lists grew beyond their length.
    pub(crate) fn shrink_to_fit(&mut self) {
        self.text.shrink_to_fit();
        self.at.shrink_to_fit();
    }
}

/// A deal's play as recorded, and its audit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Play {
    /// The tricks, each in the order played from its leader: a card a player.
    pub(crate) tricks: Vec<Trick>,
    /// The tricks of a complete record: the cards each player is dealt (`hand`).
    pub(crate) hand: u8,
    /// The hands as dealt, by seat, when the deal gives them (with three players the
    /// fourth is empty).
    pub(crate) hands: Option<[Vec<Card>; 4]>,
    pub(crate) trump: Suit,
    /// Leaders, winners, tricks won and breaches.
    pub(crate) audit: Audit,
}

impl Play {
    /// Every trick of the deal is recorded (`hand` of them: 13 at a table of four).
    pub(crate) fn complete(&self) -> bool {
        self.tricks.len() == usize::from(self.hand)
    }
}

/// A validated match.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct Match {
    pub(crate) title: Option<String>,
    pub(crate) date: Option<String>,
    /// Who deals the first deal, when the file says (`first_dealer`).
    pub(crate) first_dealer: Option<Seat>,
    /// Three or four names, in seat order.
    pub(crate) players: Vec<String>,
    /// Team names (team 1 = seats 0 & 2), given or made from the partners' names.
    pub(crate) teams: [String; 2],
    pub(crate) deals: Vec<Deal>,
    /// Each deal's note, by deal index.
    pub(crate) notes: Notes,
}

impl Deal {
    /// A deal; the play boxed when there is one.
    pub(crate) fn new(dealer: Option<Seat>, form: Form, play: Option<Play>) -> Deal {
        Deal {
            dealer: dealer.map(seat_byte),
            form,
            play: play.map(Box::new),
        }
    }

    /// The declarer's contract, when one player declared.
    pub(crate) fn contract(&self) -> Option<Contract> {
        match self.form {
            Form::Contract(contract) => Some(contract),
            Form::Passed | Form::Predictions(_) => None,
        }
    }

    /// Everyone's predictions, under `bidding = everyone`.
    pub(crate) fn predictions(&self) -> Option<Predictions> {
        match self.form {
            Form::Predictions(predictions) => Some(predictions),
            Form::Passed | Form::Contract(_) => None,
        }
    }

    /// Whether the hand was thrown in.
    pub(crate) fn passed(&self) -> bool {
        self.form == Form::Passed
    }

    /// The trump the deal names, in either form.
    pub(crate) fn trump(&self) -> Option<Suit> {
        match self.form {
            Form::Contract(contract) => contract.trump,
            Form::Predictions(predictions) => predictions.trump,
            Form::Passed => None,
        }
    }

    /// The trump the deal was played in: the one it records, else spades where the rules
    /// make spades the only trump (`None` for a passed deal, or a trump not recorded).
    pub(crate) fn trump_under(&self, rules: &crate::rules::Rules) -> Option<Suit> {
        let spades = || (!self.passed() && rules.spades_only()).then_some(Suit::Spades);
        self.trump().or_else(spades)
    }

    /// The tricks taken, in either form (`None` for a passed deal).
    pub(crate) fn tricks(&self) -> Option<Tricks> {
        match self.form {
            Form::Contract(contract) => Some(contract.tricks),
            Form::Predictions(predictions) => Some(predictions.tricks),
            Form::Passed => None,
        }
    }

    /// The dealer's seat, when the deal names one.
    pub(crate) fn dealer_seat(&self) -> Option<Seat> {
        self.dealer.map(usize::from)
    }
}

impl Match {
    /// Who deals next: the player after the last deal's dealer, when it names one; before
    /// the first deal, the first dealer the file names.
    pub(crate) fn next_dealer(&self) -> Option<Seat> {
        match self.deals.last() {
            Some(last) => last
                .dealer_seat()
                .map(|seat| (seat + 1) % self.players.len()),
            None => self.first_dealer,
        }
    }

    /// Why the next dealer cannot be told, when the match keeps the rotation (a deal or
    /// `first_dealer` names a dealer) and its last deal names none: that deal's number.
    pub(crate) fn rotation_stopped_at(&self) -> Option<usize> {
        let last = self.deals.last()?;
        let kept =
            self.first_dealer.is_some() || self.deals.iter().any(|deal| deal.dealer.is_some());
        (last.dealer.is_none() && kept).then_some(self.deals.len())
    }

    /// Default team names join the partners' names: `Ayşe & Cem` (with three players,
    /// who play no partnership, the names are never shown).
    pub(crate) fn default_teams(players: &[String]) -> [String; 2] {
        let name = |seat: usize| players.get(seat).map_or("", String::as_str);
        [
            format!("{} & {}", name(0), name(2)),
            format!("{} & {}", name(1), name(3)),
        ]
    }
}

#[cfg(test)]
mod tests;
