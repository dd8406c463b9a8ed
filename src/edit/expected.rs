//! The second safety net: the match after a change, validated, must be the match before
//! with what was asked changed and nothing else. The first (`verify`) compares the
//! values as written, deal by deal; it lets through a changed key holding the wrong
//! value, since that key was to change. This one compares what the values mean: the
//! players, teams and rules as they were, every other deal as it was, and an amended
//! deal holding what was asked.

use super::{Change, TricksArg};
use crate::lang::{Text, text};
use crate::model::{Deal, Match, Suit, Tricks};
use crate::pipeline::Scored;

/// What `batak amend` asked a deal to become: its deal flags, as given.
#[derive(Debug, Clone, Default)]
pub(crate) struct Asked {
    pub(crate) dealer: Option<String>,
    pub(crate) note: Option<String>,
    pub(crate) passed: bool,
    pub(crate) declarer: Option<String>,
    pub(crate) bid: Option<i64>,
    /// Everyone's predictions, in order of play.
    pub(crate) bids: Option<Vec<i64>>,
    pub(crate) trump: Option<String>,
    pub(crate) tricks: Option<TricksArg>,
}

/// Why the match after a change (`new`) is not the one before (`old`) changed as
/// `change` asked: `None` when it is.
pub(crate) fn unexpected(old: &Scored, new: &Scored, change: &Change<'_>) -> Option<Text> {
    let same_sides = old.game.players == new.game.players
        && old.game.teams == new.game.teams
        && old.rules == new.rules;
    let (old_deals, new_deals) = (&old.game.deals, &new.game.deals);
    match change {
        Change::Renamed { from, to } => renamed(old, new, from, to),
        _ if !same_sides => Some(text!("net-sides")),
        Change::Added { deals_before } => {
            let kept = new_deals.len() == deals_before + 1
                && old_deals.len() == *deals_before
                && new_deals[..*deals_before] == old_deals[..];
            (!kept).then(|| changed_deal(old_deals, new_deals, change))
        }
        Change::Removed {
            number,
            deals_before,
        } => {
            let mut expected = old_deals.clone();
            expected.remove(number - 1);
            let kept = old_deals.len() == *deals_before && *new_deals == expected;
            (!kept).then(|| changed_deal(&expected, new_deals, change))
        }
        Change::Amended {
            number,
            deals,
            asked,
            ..
        } => {
            let number = *number;
            let kept = old_deals.len() == *deals
                && new_deals.len() == *deals
                && (0..*deals)
                    .all(|index| index + 1 == number || old_deals[index] == new_deals[index]);
            if !kept {
                let mut expected = old_deals.clone();
                if let (Some(slot), Some(new)) =
                    (expected.get_mut(number - 1), new_deals.get(number - 1))
                {
                    slot.clone_from(new);
                }
                return Some(changed_deal(&expected, new_deals, change));
            }
            let (before, after) = (&old_deals[number - 1], &new_deals[number - 1]);
            let notes = (old.game.note(number - 1), new.game.note(number - 1));
            (!amended_as_asked(asked, &new.game, (before, after), notes))
                .then(|| text!("net-not-as-asked", deal = number))
        }
        Change::Header {
            title,
            date,
            not_as_asked,
        } => {
            let title = title.or(old.game.title.as_deref());
            let date = date.or(old.game.date.as_deref());
            let kept = old_deals == new_deals
                && new.game.title.as_deref() == title
                && new.game.date.as_deref() == date;
            (!kept).then(|| not_as_asked.clone().into())
        }
    }
}

/// Why `new` is not `old` with `from` called `to`: the same match name for name (the
/// deals name their players by seat, so they are the same deals), notes and all.
fn renamed(old: &Scored, new: &Scored, from: &str, to: &str) -> Option<Text> {
    let called = |names: &[String]| -> Vec<String> {
        names
            .iter()
            .map(|name| {
                if crate::names::same(name, from) {
                    to.to_owned()
                } else {
                    name.clone()
                }
            })
            .collect()
    };
    let (old_game, new_game) = (&old.game, &new.game);
    let players = called(&old_game.players);
    // Teams the file does not name are named by their players, renamed with them.
    let teams = if old_game.teams == Match::default_teams(&old_game.players) {
        Match::default_teams(&players).to_vec()
    } else {
        called(&old_game.teams)
    };
    let kept = players == new_game.players
        && teams == new_game.teams
        && old.rules == new.rules
        && old_game.deals == new_game.deals
        && old_game.title == new_game.title
        && old_game.date == new_game.date
        && (0..old_game.deals.len()).all(|index| old_game.note(index) == new_game.note(index));
    (!kept).then(|| text!("net-more-than-name", name = from))
}

/// Whether deal `after` is `before` with what was `asked` changed, and nothing else.
fn amended_as_asked(
    asked: &Asked,
    game: &Match,
    (before, after): (&Deal, &Deal),
    (before_note, after_note): (Option<&str>, Option<&str>),
) -> bool {
    let dealer = match &asked.dealer {
        Some(name) => after.dealer_seat() == seat_of(game, name),
        None => after.dealer == before.dealer,
    };
    let note = match &asked.note {
        Some(note) => after_note == Some(note.as_str()),
        None => after_note == before_note,
    };
    let contract = match (asked.passed, before.contract(), after.contract()) {
        (true, _, after) => after.is_none(),
        (false, None, None) if after.predictions().is_some() => {
            predictions_as_asked(asked, game, before, after)
        }
        // Still thrown in: only its dealer or note was asked for.
        (false, None, None) => {
            asked.declarer.is_none() && asked.bid.is_none() && asked.bids.is_none()
        }
        (false, Some(_), None) => false,
        (false, old, Some(new)) => contract_as_asked(asked, game, old, new, after),
    };
    dealer && note && contract
}

/// The seat of the player a flag names.
fn seat_of(game: &Match, name: &str) -> Option<usize> {
    game.players.iter().position(|player| player == name.trim())
}

/// Everyone's predictions: the bids and tricks asked for (or kept), the trump kept or
/// changed.
fn predictions_as_asked(asked: &Asked, game: &Match, before: &Deal, after: &Deal) -> bool {
    let (Some(old), Some(new)) = (before.predictions(), after.predictions()) else {
        return false;
    };
    let seats = game.players.len();
    let bids: Vec<i64> = asked.bids.clone().unwrap_or_else(|| {
        old.bids[..seats]
            .iter()
            .map(|&bid| i64::from(bid))
            .collect()
    });
    let kept_bids = new.bids[..seats]
        .iter()
        .map(|&bid| i64::from(bid))
        .eq(bids.iter().copied());
    let trump = match &asked.trump {
        Some(trump) => Suit::parse(trump),
        None => old.trump,
    };
    let tricks = asked.tricks.is_some() || new.tricks == old.tricks;
    kept_bids && trump == new.trump && tricks
}

/// A contract (`new`, of deal `after`) as asked: the declarer and bid (or the bids), the
/// trump and the tricks given, the rest as the old contract had them.
fn contract_as_asked(
    asked: &Asked,
    game: &Match,
    old: Option<crate::model::Contract>,
    new: crate::model::Contract,
    after: &Deal,
) -> bool {
    let bid = asked
        .bids
        .as_ref()
        .and_then(|bids| bids.iter().copied().find(|bid| *bid != 0))
        .or(asked.bid);
    let declarer = match (&asked.bids, &asked.declarer) {
        (Some(bids), _) => bids.iter().position(|bid| *bid != 0),
        (None, Some(name)) => seat_of(game, name),
        (None, None) => old.map(crate::model::Contract::declarer_seat),
    };
    let trump = match &asked.trump {
        Some(trump) => Suit::parse(trump),
        None => old.and_then(|old| old.trump),
    };
    let tricks = match &asked.tricks {
        Some(TricksArg::Counts(counts)) => {
            counts.len() != 4
                || counts
                    .iter()
                    .zip(match new.tricks {
                        Tricks::Seats(seats) => seats,
                        Tricks::Teams(_) => [u8::MAX; 4],
                    })
                    .all(|(given, got)| *given == i64::from(got))
        }
        Some(TricksArg::Named(_)) => true,
        // Tricks counted from a complete play follow its leader and trump.
        None if after.play().is_some_and(crate::model::Play::complete) => true,
        None => old.map(|old| old.tricks) == Some(new.tricks),
    };
    Some(new.declarer_seat()) == declarer
        && bid.map_or(old.map(|old| old.bid), |bid| u8::try_from(bid).ok()) == Some(new.bid)
        && new.trump == trump
        && tricks
}

/// Why the deals after `change` are not the ones expected: the first that differs.
fn changed_deal(expected: &[Deal], got: &[Deal], change: &Change<'_>) -> Text {
    let differs = expected.iter().zip(got).position(|(a, b)| a != b);
    match (differs, change) {
        (Some(index), Change::Added { .. }) => text!("net-as-well-add", deal = index + 1),
        (Some(index), &Change::Removed { number, .. }) => {
            text!("net-as-well-remove", deal = index + 1, removed = number)
        }
        (Some(index), &Change::Amended { number, .. }) => {
            text!("net-as-well-change", deal = index + 1, changed = number)
        }
        (None, Change::Added { .. }) => text!("net-inexact-add"),
        (None, &Change::Removed { number, .. }) => text!("net-inexact-remove", removed = number),
        (None, &Change::Amended { number, .. }) => text!("net-inexact-change", changed = number),
        // A header change and a rename are compared whole, not deal by deal.
        (_, Change::Header { not_as_asked, .. }) => not_as_asked.clone().into(),
        (_, Change::Renamed { from, .. }) => text!("net-more-than-name", name = *from),
    }
}
