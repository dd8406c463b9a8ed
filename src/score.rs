//! Scoring: pure functions from a validated match and its rules to a scoreboard. One pass
//! over the deals, fixed-size arrays per deal, no allocation beyond the result vector.

use crate::model::{Contract, Form, Match, Predictions, side_of};
use crate::rules::{End, Rules, Ties};

/// Points, trick counts and totals are indexed by side: the seats (four, or three with
/// the last entry unused), or the two teams in partnership (only the first two entries
/// are used then).
pub(crate) type PerSide = [i64; 4];

/// One deal's score.
///
/// Kept small (24 bytes): a million-deal file holds a million of them. One deal's points
/// fit 32 bits (the settings bound them: at most a few thousand); the running totals,
/// which may not, are not stored but counted again in 64 bits as the deals are read out
/// (`Scoreboard::rows`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct DealScore {
    pub(crate) points: [i32; 4],
    /// Tricks each side took (0 for a passed deal).
    pub(crate) tricks: [u8; 4],
    /// The side that declared, `NO_SIDE` for a passed deal or everyone's predictions; see
    /// `declaring_side`.
    declaring: u8,
    /// Under everyone bidding, the sides that made their prediction, a bit a side; see
    /// `made_by`.
    predictions_made: u8,
    /// Whether the contract was made (`None` for a passed deal and everyone's predictions).
    pub(crate) made: Option<bool>,
    /// Recorded after the match had ended: shown, not counted.
    pub(crate) after_end: bool,
}

// The size the comment above promises, held to it.
const _: () = assert!(std::mem::size_of::<DealScore>() <= 24);

impl DealScore {
    /// A deal's points and tricks (each fits: the settings bound a deal's points to a
    /// few thousand, its tricks to 17), no side declaring or predicting, before the end.
    fn new(points: PerSide, tricks: PerSide) -> DealScore {
        DealScore {
            points: points.map(|points| i32::try_from(points).unwrap_or(i32::MAX)),
            tricks: tricks.map(|count| u8::try_from(count).unwrap_or(u8::MAX)),
            declaring: NO_SIDE,
            predictions_made: 0,
            made: None,
            after_end: false,
        }
    }

    /// The side that declared (`None` for a passed deal and everyone's predictions).
    pub(crate) fn declaring_side(&self) -> Option<usize> {
        (self.declaring != NO_SIDE).then_some(usize::from(self.declaring))
    }

    /// Whether `side` made what it bid: the declaring side its contract, or (everyone
    /// bidding, `predicted`) each side its prediction; `None` for a side that bid nothing.
    pub(crate) fn made_by(&self, side: usize, predicted: bool) -> Option<bool> {
        if predicted {
            Some(self.predictions_made & (1 << side) != 0)
        } else {
            self.made.filter(|_| self.declaring_side() == Some(side))
        }
    }
}

/// `DealScore::declaring` when no side declared.
const NO_SIDE: u8 = u8::MAX;

/// Where the match stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Status {
    /// Won (or shared) after the given 1-based deal.
    Finished {
        winners: Vec<usize>,
        after_deal: usize,
    },
    /// It would have ended, but the top is tied under `ties = "play-on"`: deal again.
    Tiebreak,
    InProgress,
}

impl Status {
    /// The status as scripts read it: `finished`, `tiebreak` or `in_progress`.
    pub(crate) fn name(&self) -> &'static str {
        match self {
            Status::Finished { .. } => "finished",
            Status::Tiebreak => "tiebreak",
            Status::InProgress => "in_progress",
        }
    }

    /// The winning sides (none unless finished).
    pub(crate) fn winners(&self) -> &[usize] {
        match self {
            Status::Finished { winners, .. } => winners,
            _ => &[],
        }
    }

    /// The 1-based deal the match ended after, if it ended.
    pub(crate) fn ended_after(&self) -> Option<usize> {
        match self {
            Status::Finished { after_deal, .. } => Some(*after_deal),
            _ => None,
        }
    }
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Standing {
    pub(crate) rank: usize,
    pub(crate) side: usize,
    pub(crate) total: i64,
}

/// The whole match, scored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Scoreboard {
    /// 4 sides, or 2 in partnership.
    pub(crate) side_count: usize,
    pub(crate) deals: Vec<DealScore>,
    pub(crate) totals: PerSide,
    pub(crate) status: Status,
    pub(crate) standings: Vec<Standing>,
    /// Deals that were scored (not passed) before the end.
    pub(crate) scored_deals: usize,
    /// Deals recorded, passed and after the end included (kept when `deals` is let go).
    pub(crate) recorded: usize,
}

/// How a match stands, all its result line says: the sides' names and totals, the
/// status, and how far it got under how it ends. What a season keeps of each match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct MatchResult {
    pub(crate) sides: Vec<String>,
    pub(crate) totals: Vec<i64>,
    pub(crate) status: Status,
    /// Deals recorded, and those scored before the end.
    pub(crate) recorded: usize,
    pub(crate) scored_deals: usize,
    pub(crate) end: crate::rules::End,
    /// Whether the sides are teams named by their two players ("İlker & Ömer", spoken
    /// of as "they"; a team the file names, "Kuzey", is "it").
    pub(crate) pairs: bool,
}

impl Scoreboard {
    /// Each deal's score with the running totals after it (deals after the end leave
    /// them unchanged).
    pub(crate) fn rows(&self) -> impl Iterator<Item = (&DealScore, PerSide)> + '_ {
        self.deals.iter().scan([0; 4], |totals, deal| {
            if !deal.after_end {
                for (total, points) in totals.iter_mut().zip(deal.points) {
                    *total += i64::from(points);
                }
            }
            Some((deal, *totals))
        })
    }

    /// The 1-based numbers of the deals that score differently on `other` (points, or
    /// counted on one and not the other): what `compare` lists.
    pub(crate) fn changed_deals(&self, other: &Scoreboard) -> Vec<usize> {
        self.deals
            .iter()
            .zip(&other.deals)
            .enumerate()
            .filter(|(_, (a, b))| a.points != b.points || a.after_end != b.after_end)
            .map(|(index, _)| index + 1)
            .collect()
    }
}

/// Score one played deal: each side's points and tricks, and whether it was made.
pub(crate) fn score_contract(contract: Contract, rules: &Rules) -> DealScore {
    let partnership = rules.partnership();
    let tricks = contract.tricks.per_side(partnership);
    let declaring = side_of(contract.declarer_seat(), partnership);
    let bid = i64::from(contract.bid);
    let taken = tricks[declaring];
    let bid_value = bid * rules.bid_points();
    let mut points = [0; 4];
    let made = made(bid, taken, rules);
    points[declaring] = bid_score(bid, taken, made, rules);
    let minimum = rules.defender_minimum();
    for side in (0..rules.side_count()).filter(|&side| side != declaring) {
        points[side] = if minimum > 0 && tricks[side] < minimum {
            -bid_value
        } else {
            rules.defender_points() * tricks[side]
        };
    }
    DealScore {
        declaring: declaring as u8,
        made: Some(made),
        ..DealScore::new(points, tricks)
    }
}

/// Whether a bid of `bid` is made with `taken` tricks: enough, and (`overshoot`) not too
/// many.
fn made(bid: i64, taken: i64, rules: &Rules) -> bool {
    let overshoot = rules.overshoot();
    taken >= bid && (overshoot == 0 || taken < bid + overshoot)
}

/// What a bid of `bid` (over 0) scores with `taken` tricks, made or failed.
fn bid_score(bid: i64, taken: i64, made: bool, rules: &Rules) -> i64 {
    let bid_value = bid * rules.bid_points();
    let slam = if rules.slam_double() && bid == rules.hand() {
        2
    } else {
        1
    };
    if made {
        slam * (bid_value + (taken - bid) * rules.extra_points())
    } else {
        let penalty = if rules.double_penalty() { 2 } else { 1 };
        -bid_value * slam * penalty
    }
}

/// Score one deal of everyone's predictions: each side's points and tricks, and which
/// sides made their prediction. In partnership a team's prediction is its two players'.
pub(crate) fn score_predictions(predictions: Predictions, rules: &Rules) -> DealScore {
    let partnership = rules.partnership();
    let tricks = predictions.tricks.per_side(partnership);
    let bids = crate::model::per_side(predictions.bids, partnership);
    let mut points = [0; 4];
    let mut predictions_made = 0;
    for side in 0..rules.side_count() {
        let (bid, taken) = (bids[side], tricks[side]);
        let made = if bid == 0 {
            taken == 0
        } else {
            made(bid, taken, rules)
        };
        points[side] = match (bid, made) {
            (0, true) => rules.nil_points(),
            (0, false) => -rules.nil_points(),
            _ => bid_score(bid, taken, made, rules),
        };
        predictions_made |= u8::from(made) << side;
    }
    DealScore {
        predictions_made,
        ..DealScore::new(points, tricks)
    }
}

/// Score a whole match: per-deal points, running totals, the end of the match
/// and the standings.
pub(crate) fn score(game: &Match, rules: &Rules) -> Scoreboard {
    let side_count = rules.side_count();
    let end = rules.end();
    let mut totals = [0; 4];
    let mut scored_deals = 0;
    let mut status = Status::InProgress;
    let mut deals = Vec::with_capacity(game.deals.len());
    for (index, deal) in game.deals.iter().enumerate() {
        let mut scored = match deal.form {
            Form::Contract(contract) => score_contract(contract, rules),
            Form::Predictions(predictions) => score_predictions(predictions, rules),
            Form::Passed => DealScore::new([0; 4], [0; 4]),
        };
        scored.after_end = matches!(status, Status::Finished { .. });
        if !scored.after_end {
            for (total, points) in totals.iter_mut().zip(scored.points) {
                *total += i64::from(points);
            }
            scored_deals += usize::from(!deal.passed());
            status = end_test(
                &totals[..side_count],
                end,
                scored_deals,
                rules.ties(),
                index + 1,
            );
        }
        deals.push(scored);
    }
    Scoreboard {
        side_count,
        standings: standings(&totals[..side_count]),
        recorded: deals.len(),
        deals,
        totals,
        status,
        scored_deals,
    }
}

/// The test after each deal: has the match ended, and who won?
fn end_test(
    totals: &[i64],
    end: End,
    scored_deals: usize,
    ties: Ties,
    deal_number: usize,
) -> Status {
    let ended = match end {
        End::Target(target) => totals.iter().any(|&total| total >= target),
        End::Deals(count) => i64::try_from(scored_deals).is_ok_and(|deals| deals >= count),
        End::Never => false,
    };
    if !ended {
        return Status::InProgress;
    }
    let top = totals.iter().copied().max().unwrap_or(0);
    let leaders: Vec<usize> = (0..totals.len())
        .filter(|&side| totals[side] == top)
        .collect();
    match (leaders.len(), ties) {
        (1, _) | (_, Ties::Share) => Status::Finished {
            winners: leaders,
            after_deal: deal_number,
        },
        (_, Ties::PlayOn) => Status::Tiebreak,
    }
}

/// Sorted by total, highest first, competition ranks (1, 1, 3: one more than the sides
/// ahead); ties keep seat order.
pub(crate) fn standings(totals: &[i64]) -> Vec<Standing> {
    let mut order: Vec<usize> = (0..totals.len()).collect();
    order.sort_by_key(|&side| std::cmp::Reverse(totals[side]));
    order
        .into_iter()
        .map(|side| Standing {
            rank: 1 + totals.iter().filter(|&&total| total > totals[side]).count(),
            side,
            total: totals[side],
        })
        .collect()
}

#[cfg(test)]
mod tests;
