//! The safety net under every change: the match after it, validated, must be the match
//! before with what was asked changed and nothing else. It compares what the values
//! mean, not how they are written: outside the deals the title, date, first dealer,
//! players, teams and rules as they were (but for what a header change or a rename
//! asked); as many deals as there should be; every deal the change leaves as it was
//! (its dealer, contract or predictions, trump, tricks, play and hands as dealt, note);
//! an amended deal holding what was asked, its play and what was not asked as it was; a
//! header change's title and date as given; a rename, the same match name for name.

use super::TricksArg;
use crate::lang::{Text, text};
use crate::model::{Deal, Match, Play, Suit, Tricks};
use crate::pipeline::Scored;
use crate::rules::Rules;
use crate::validate::Partial;

/// What a change was asked to do, for the safety net.
#[derive(Debug, Clone)]
pub(crate) enum Change<'a> {
    /// One deal after the last.
    Added,
    /// Deal `number` (from 1) taken out.
    Removed { number: usize },
    /// Deal `number` (from 1) changed as `asked`.
    Amended { number: usize, asked: &'a Asked },
    /// The title and date at the top of the file as given (else as they were), nothing
    /// else; `not_as_asked` is what to say if not.
    Header {
        title: Option<&'a str>,
        date: Option<&'a str>,
        not_as_asked: String,
    },
    /// Player or team `from` called `to`: the match after is the one before name for name.
    Renamed { from: &'a str, to: &'a str },
}

/// The match before a change, as the net compares it (and the flags of `add` and `amend`
/// are read against it): scored, or as far as it checked when it has errors (the deals
/// `broken` did not check: each compares as changed, and what a change asked of one is
/// left to validation).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Model<'a> {
    pub(crate) game: &'a Match,
    pub(crate) rules: &'a Rules,
    pub(crate) broken: &'a [usize],
}

impl<'a> Model<'a> {
    /// A valid match: every deal checked.
    pub(crate) fn of(scored: &'a Scored) -> Model<'a> {
        Model {
            game: &scored.game,
            rules: &scored.rules,
            broken: &[],
        }
    }

    /// A match with errors, as far as it checked.
    pub(crate) fn partial(partial: &'a Partial) -> Model<'a> {
        Model {
            game: &partial.game,
            rules: &partial.rules,
            broken: &partial.broken,
        }
    }

    /// Deal `index`, when it checked.
    fn deal(self, index: usize) -> Option<&'a Deal> {
        self.broken
            .binary_search(&index)
            .is_err()
            .then(|| &self.game.deals[index])
    }
}

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
pub(crate) fn unexpected(old: Model<'_>, new: &Scored, change: &Change<'_>) -> Option<Text> {
    let (old_game, new_game) = (old.game, &new.game);
    if !outside_kept(old, new, change) {
        return Some(text!("net-outside"));
    }
    let (before, after) = (old_game.deals.len(), new_game.deals.len());
    let miscounted = match change {
        Change::Added => (after != before + 1).then(|| text!("net-not-one-added")),
        Change::Removed { .. } => (after + 1 != before).then(|| text!("net-not-one-removed")),
        _ => (after != before).then(|| text!("net-deal-count")),
    };
    if miscounted.is_some() {
        return miscounted;
    }
    if let &Change::Amended { number, asked } = change
        && old.deal(number - 1).is_some()
        && !untouched_kept(asked, (old_game, new_game), number - 1)
    {
        return Some(text!("net-more-of-deal", deal = number));
    }
    // Each deal after the change and the one it must be before (none for the deal
    // amended or added); the first that differs, by its number before the change.
    let differs = (0..after).find_map(|index| {
        let was = match change {
            &Change::Removed { number } if index + 1 >= number => Some(index + 1),
            &Change::Amended { number, .. } if index + 1 == number => None,
            Change::Added if index == before => None,
            // Any deal may name the side renamed: `renamed` compares them.
            Change::Renamed { .. } => None,
            _ => Some(index),
        }?;
        let same = old.deal(was) == Some(&new_game.deals[index])
            && old_game.notes.get(was) == new_game.notes.get(index);
        (!same).then_some(was + 1)
    });
    if let Some(deal) = differs {
        return Some(text!("net-other-deal", deal = deal));
    }
    match change {
        &Change::Amended { number, asked } => {
            let before = old.deal(number - 1)?;
            let deals = (before, &new_game.deals[number - 1]);
            (!amended_as_asked(asked, new_game, deals, new_game.notes.get(number - 1)))
                .then(|| text!("net-not-as-asked", deal = number))
        }
        Change::Header {
            title,
            date,
            not_as_asked,
        } => {
            let as_asked = title.is_none_or(|title| new_game.title.as_deref() == Some(title))
                && date.is_none_or(|date| new_game.date.as_deref() == Some(date));
            (!as_asked).then(|| not_as_asked.clone().into())
        }
        Change::Renamed { from, to } => renamed(old, new, from, to),
        Change::Added | Change::Removed { .. } => None,
    }
}

/// Whether everything outside the deals is as it was: the rules, the title and date but
/// where a header change asked for them, the players, teams and first dealer but in a
/// rename (which `renamed` compares name for name).
fn outside_kept(old: Model<'_>, new: &Scored, change: &Change<'_>) -> bool {
    let (old_game, new_game) = (old.game, &new.game);
    let title_asked = matches!(change, Change::Header { title: Some(_), .. });
    let date_asked = matches!(change, Change::Header { date: Some(_), .. });
    let renamed = matches!(change, Change::Renamed { .. });
    let sides = old_game.players == new_game.players
        && old_game.teams == new_game.teams
        && old_game.first_dealer == new_game.first_dealer;
    *old.rules == new.rules
        && (title_asked || old_game.title == new_game.title)
        && (date_asked || old_game.date == new_game.date)
        && (renamed || sides)
}

/// Whether what `asked` leaves of deal `index` is as it was: its dealer and note when
/// not asked for, and its play and hands as recorded (no flag changes them).
fn untouched_kept(asked: &Asked, (old, new): (&Match, &Match), index: usize) -> bool {
    let (before, after) = (&old.deals[index], &new.deals[index]);
    (asked.dealer.is_some() || before.dealer == after.dealer)
        && (asked.note.is_some() || old.notes.get(index) == new.notes.get(index))
        && same_record(before, after)
}

/// Whether two deals record the same play: its tricks and the hands as dealt (not what
/// the trump and the declarer make of them).
fn same_record(before: &Deal, after: &Deal) -> bool {
    match (before.play.as_deref(), after.play.as_deref()) {
        (Some(old), Some(new)) => old.tricks == new.tricks && old.hands == new.hands,
        (old, new) => old.is_none() && new.is_none(),
    }
}

/// Why `new` is not `old` with `from` called `to`: the same match name for name (the
/// deals and the first dealer name their players by seat, so they are the same), notes
/// and all.
fn renamed(old: Model<'_>, new: &Scored, from: &str, to: &str) -> Option<Text> {
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
    let (old_game, new_game) = (old.game, &new.game);
    let players = called(&old_game.players);
    // Teams the file does not name are named by their players, renamed with them.
    let teams = if old_game.teams == Match::default_teams(&old_game.players) {
        Match::default_teams(&players).to_vec()
    } else {
        called(&old_game.teams)
    };
    // The rules, title and date were found kept by `outside_kept`.
    let kept = players == new_game.players
        && teams == new_game.teams
        && old.broken.is_empty()
        && old_game.deals == new_game.deals
        && old_game.first_dealer == new_game.first_dealer
        // The notes, pushed deal by deal in order, are equal when every deal's is.
        && old_game.notes == new_game.notes;
    (!kept).then(|| text!("net-more-than-name", name = from))
}

/// Whether deal `after` (its note `after_note`) is `before` with what was `asked`
/// changed, and nothing else; the dealer and note not asked for were found as they were
/// by `untouched_kept`.
fn amended_as_asked(
    asked: &Asked,
    game: &Match,
    (before, after): (&Deal, &Deal),
    after_note: Option<&str>,
) -> bool {
    let dealer =
        (asked.dealer.as_ref()).is_none_or(|name| after.dealer_seat() == seat_of(game, name));
    let note = (asked.note.as_ref()).is_none_or(|note| after_note == Some(note.as_str()));
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

/// The seat of the player a flag names, found as the flag found it (`ayse` is Ayşe).
fn seat_of(game: &Match, name: &str) -> Option<usize> {
    match crate::names::typed(&game.players, name) {
        crate::names::Typed::One(seat) => Some(seat),
        _ => None,
    }
}

/// Everyone's predictions: the bids and tricks asked for (or kept), the trump kept or
/// changed.
fn predictions_as_asked(asked: &Asked, game: &Match, before: &Deal, after: &Deal) -> bool {
    let (Some(old), Some(new)) = (before.predictions(), after.predictions()) else {
        return false;
    };
    // Seats past the players' predict 0.
    let kept_bids = match &asked.bids {
        Some(bids) => new.bids[..game.players.len()]
            .iter()
            .map(|&bid| i64::from(bid))
            .eq(bids.iter().copied()),
        None => new.bids == old.bids,
    };
    let trump = asked.trump.as_deref().map_or(old.trump, Suit::parse);
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
    let trump = (asked.trump.as_deref()).map_or(old.and_then(|old| old.trump), Suit::parse);
    let tricks = match &asked.tricks {
        // Four counts are the seats' tricks, compared as values; others (a partnership's
        // two) are not compared.
        Some(TricksArg::Counts(counts)) => match new.tricks {
            _ if counts.len() != 4 => true,
            Tricks::Seats(seats) => seats.map(i64::from)[..] == counts[..],
            Tricks::Teams(_) => false,
        },
        Some(TricksArg::Named(_)) => true,
        // Tricks counted from a complete play follow its leader and trump.
        None if after.play.as_deref().is_some_and(Play::complete) => true,
        None => old.map(|old| old.tricks) == Some(new.tricks),
    };
    Some(new.declarer_seat()) == declarer
        && bid.map_or(old.map(|old| old.bid), |bid| u8::try_from(bid).ok()) == Some(new.bid)
        && new.trump == trump
        && tricks
}
