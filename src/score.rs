//! Scoring: pure functions from a validated match and its rules to a scoreboard. One pass
//! over the deals, fixed-size arrays per deal, no allocation beyond the result vector.

use crate::model::{Contract, Form, Match, Predictions, side_of};
use crate::rules::{End, Rules, Ties};

/// Points, trick counts and totals are indexed by side: the seats (four, or three with
/// the last entry unused), or the two teams in partnership (only the first two entries
/// are used then).
pub(crate) type PerSide = [i64; 4];

/// One deal's score.
#[derive(Debug, Clone, PartialEq, Eq)]
///
/// Kept small (24 bytes): a million-deal file holds a million of them. One deal's points
/// fit 32 bits (the settings bound them: at most a few thousand); the running totals,
/// which may not, are not stored but counted again in 64 bits as the deals are read out
/// (`Scoreboard::rows`).
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

    /// The 1-based numbers of the deals recorded after the end.
    pub(crate) fn deals_after_end(&self) -> impl Iterator<Item = usize> + '_ {
        self.deals
            .iter()
            .enumerate()
            .filter(|(_, deal)| deal.after_end)
            .map(|(index, _)| index + 1)
    }
}

/// Score one played deal: returns each side's points and whether it was made.
pub(crate) fn score_contract(contract: Contract, rules: &Rules) -> (PerSide, bool, PerSide) {
    let partnership = rules.partnership();
    let side_count = rules.side_count();
    let tricks = contract.tricks.per_side(partnership);
    let declaring = side_of(contract.declarer_seat(), partnership);
    let bid = i64::from(contract.bid);
    let taken = tricks[declaring];
    let bid_value = bid * rules.bid_points();
    let mut points = [0; 4];
    let made = made(bid, taken, rules);
    points[declaring] = bid_score(bid, taken, made, rules);
    let minimum = rules.defender_minimum();
    for side in (0..side_count).filter(|&side| side != declaring) {
        points[side] = if minimum > 0 && tricks[side] < minimum {
            -bid_value
        } else {
            rules.defender_points() * tricks[side]
        };
    }
    (points, made, tricks)
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

/// Score one deal of everyone's predictions: each side's points, whether each made its
/// prediction, and its tricks. In partnership a team's prediction is its two players'.
pub(crate) fn score_predictions(
    predictions: Predictions,
    rules: &Rules,
) -> (PerSide, [bool; 4], PerSide) {
    let partnership = rules.partnership();
    let tricks = predictions.tricks.per_side(partnership);
    let bids = crate::model::per_side(predictions.bids, partnership);
    let mut points = [0; 4];
    let mut made_by = [false; 4];
    for side in 0..rules.side_count() {
        let (bid, taken) = (bids[side], tricks[side]);
        if bid == 0 {
            made_by[side] = taken == 0;
            points[side] = if taken == 0 {
                rules.nil_points()
            } else {
                -rules.nil_points()
            };
        } else {
            made_by[side] = made(bid, taken, rules);
            points[side] = bid_score(bid, taken, made_by[side], rules);
        }
    }
    (points, made_by, tricks)
}

/// Score a whole match: per-deal points, running totals, the end of the match
/// and the standings.
pub(crate) fn score(game: &Match, rules: &Rules) -> Scoreboard {
    let partnership = rules.partnership();
    let side_count = rules.side_count();
    let end = rules.end();
    let mut totals = [0; 4];
    let mut scored_deals = 0;
    let mut status = Status::InProgress;
    let mut deals = Vec::with_capacity(game.deals.len());
    for (index, deal) in game.deals.iter().enumerate() {
        let after_end = matches!(status, Status::Finished { .. });
        let (points, made, tricks, declaring, predictions_made) = match deal.form {
            Form::Contract(contract) => {
                let (points, made, tricks) = score_contract(contract, rules);
                let side = side_of(contract.declarer_seat(), partnership);
                (points, Some(made), tricks, side as u8, 0)
            }
            Form::Predictions(predictions) => {
                let (points, made_by, tricks) = score_predictions(predictions, rules);
                let mask = (0..4)
                    .filter(|&side| made_by[side])
                    .fold(0, |mask, side| mask | (1 << side));
                (points, None, tricks, NO_SIDE, mask)
            }
            Form::Passed => ([0; 4], None, [0; 4], NO_SIDE, 0),
        };
        if !after_end {
            for side in 0..side_count {
                totals[side] += points[side];
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
        deals.push(DealScore {
            points: points.map(|points| i32::try_from(points).unwrap_or(i32::MAX)),
            // 0–17 each: the validated tricks of one deal.
            tricks: tricks.map(|count| u8::try_from(count).unwrap_or(u8::MAX)),
            declaring,
            predictions_made,
            made,
            after_end,
        });
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

/// Sorted by total, highest first, competition ranks (1, 1, 3); ties keep seat order.
pub(crate) fn standings(totals: &[i64]) -> Vec<Standing> {
    let mut order: Vec<usize> = (0..totals.len()).collect();
    order.sort_by_key(|&side| std::cmp::Reverse(totals[side]));
    let mut standings: Vec<Standing> = Vec::with_capacity(order.len());
    for (position, &side) in order.iter().enumerate() {
        let rank = match standings.last() {
            Some(previous) if previous.total == totals[side] => previous.rank,
            _ => position + 1,
        };
        standings.push(Standing {
            rank,
            side,
            total: totals[side],
        });
    }
    standings
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Deal, Tricks};
    use crate::rules::{Flag, Rules, parse_flag};

    fn rules(text: &str) -> Rules {
        let assignments = if text.is_empty() {
            Vec::new()
        } else {
            parse_flag(&Flag {
                text: text.into(),
                start: 0,
                origin: "--set",
            })
            .unwrap()
        };
        Rules::layered(&assignments, &[])
    }

    /// Declarer in seat 1 with `bid`; the tricks per seat.
    fn contract(bid: u8, tricks: [u8; 4]) -> Contract {
        Contract {
            declarer: 1,
            bid,
            trump: None,
            tricks: Tricks::Seats(tricks),
        }
    }

    #[test]
    fn spec_classic_made_7_with_9() {
        let (points, made, _) = score_contract(contract(7, [2, 9, 1, 1]), &rules(""));
        assert!(made);
        assert_eq!(points, [2, 72, 1, 1]);
    }

    #[test]
    fn spec_classic_failed_8_with_6() {
        let (points, made, _) = score_contract(contract(8, [3, 6, 2, 2]), &rules(""));
        assert!(!made);
        assert_eq!(points, [3, -80, 2, 2]);
    }

    #[test]
    fn spec_double_penalty_failed_8_with_6() {
        let (points, _, _) =
            score_contract(contract(8, [3, 6, 2, 2]), &rules("double_penalty=true"));
        assert_eq!(points, [3, -160, 2, 2]);
    }

    #[test]
    fn spec_slam_double_13_of_13() {
        let (points, _, _) =
            score_contract(contract(13, [0, 13, 0, 0]), &rules("slam_double=true"));
        assert_eq!(points, [0, 260, 0, 0]);
    }

    #[test]
    fn slam_double_failed_costs_double_and_stacks_with_double_penalty() {
        let failed = contract(13, [1, 12, 0, 0]);
        assert_eq!(
            score_contract(failed, &rules("slam_double=true")).0[1],
            -260
        );
        assert_eq!(
            score_contract(failed, &rules("slam_double=true,double_penalty=true")).0[1],
            -520
        );
    }

    #[test]
    fn spec_ihaleli_made_6_with_8() {
        let (points, _, _) = score_contract(contract(6, [2, 8, 2, 1]), &rules("preset=ihaleli"));
        assert_eq!(points, [2, 8, 2, 1]);
    }

    #[test]
    fn spec_ihaleli_failed_6_with_5() {
        let (points, _, _) = score_contract(contract(6, [3, 5, 3, 2]), &rules("preset=ihaleli"));
        assert_eq!(points, [3, -6, 3, 2]);
    }

    #[test]
    fn spec_esli_team_failed_9_with_8() {
        let deal = Contract {
            declarer: 0,
            bid: 9,
            trump: None,
            tricks: Tricks::Teams([8, 5]),
        };
        let (points, made, tricks) = score_contract(deal, &rules("preset=esli"));
        assert!(!made);
        assert_eq!(&points[..2], &[-9, 5]);
        assert_eq!(&tricks[..2], &[8, 5]);
        // The same deal recorded per seat pools the partners' tricks.
        let per_seat = Contract {
            tricks: Tricks::Seats([4, 3, 4, 2]),
            ..deal
        };
        assert_eq!(score_contract(per_seat, &rules("preset=esli")).0, points);
    }

    #[test]
    fn spec_defender_points_differ_from_extra_points() {
        let rules = rules("bid_points=10,extra_points=0,defender_points=1");
        let (points, _, _) = score_contract(contract(7, [2, 8, 2, 1]), &rules);
        assert_eq!(points, [2, 70, 2, 1]);
    }

    #[test]
    fn spec_ihaleli_defender_minimum() {
        let rules = rules("preset=ihaleli,defender_minimum=1");
        let (points, _, _) = score_contract(contract(5, [0, 7, 3, 3]), &rules);
        assert_eq!(points, [-5, 7, 3, 3]);
    }

    fn game(deals: &[Option<Contract>]) -> Match {
        let players: Vec<String> = ["A", "B", "C", "D"].map(String::from).into();
        Match {
            title: None,
            date: None,
            first_dealer: None,
            teams: Match::default_teams(&players),
            players,
            deals: deals
                .iter()
                .map(|contract| Deal {
                    dealer: None,
                    form: contract.map_or(crate::model::Form::Passed, crate::model::Form::Contract),
                    play: None,
                })
                .collect(),
            notes: crate::model::Notes::default(),
        }
    }

    #[allow(clippy::unnecessary_wraps)] // a deal's contract is an Option; the tests read alike
    fn by(declarer: usize, bid: u8, tricks: [u8; 4]) -> Option<Contract> {
        Some(Contract {
            declarer: crate::model::seat_byte(declarer),
            bid,
            trump: None,
            tricks: Tricks::Seats(tricks),
        })
    }

    #[test]
    fn totals_run_and_target_ends_the_match() {
        // B makes 10 of 10 three times: 100, 200 → ends after deal 2 at target 151.
        let board = score(
            &game(&[
                by(1, 10, [1, 10, 1, 1]),
                by(1, 10, [1, 10, 1, 1]),
                by(1, 10, [1, 10, 1, 1]),
            ]),
            &rules(""),
        );
        let totals: Vec<PerSide> = board.rows().map(|(_, totals)| totals).collect();
        // The third deal, after the end, leaves them unchanged.
        assert_eq!(totals, [[1, 100, 1, 1], [2, 200, 2, 2], [2, 200, 2, 2]]);
        assert_eq!(
            board.status,
            Status::Finished {
                winners: vec![1],
                after_deal: 2
            }
        );
        assert!(board.deals[2].after_end);
        assert_eq!(board.deals[2].points, [1, 100, 1, 1]);
        assert_eq!(board.totals, [2, 200, 2, 2]);
        assert_eq!(board.deals_after_end().collect::<Vec<_>>(), [3]);
    }

    fn tied_at_target() -> Match {
        // One point per trick: A and B both reach exactly 20 after deal 4.
        game(&[
            by(0, 8, [8, 5, 0, 0]),
            by(1, 8, [5, 8, 0, 0]),
            by(2, 6, [3, 3, 7, 0]),
            by(3, 5, [4, 4, 0, 5]),
        ])
    }

    #[test]
    fn tie_at_target_plays_on_or_shares() {
        let board = score(&tied_at_target(), &rules("target=20,bid_points=1"));
        assert_eq!(board.totals, [20, 20, 7, 5]);
        assert_eq!(board.status, Status::Tiebreak);
        let board = score(
            &tied_at_target(),
            &rules("target=20,bid_points=1,ties=share"),
        );
        assert_eq!(
            board.status,
            Status::Finished {
                winners: vec![0, 1],
                after_deal: 4
            }
        );
    }

    #[test]
    fn play_on_tie_is_broken_by_the_next_deal() {
        let mut match_ = tied_at_target();
        match_
            .deals
            .push(game(&[by(0, 5, [13, 0, 0, 0])]).deals.remove(0));
        let board = score(&match_, &rules("target=20,bid_points=1"));
        assert_eq!(
            board.status,
            Status::Finished {
                winners: vec![0],
                after_deal: 5
            }
        );
    }

    #[test]
    fn fixed_deals_count_scored_deals_only() {
        let match_ = game(&[
            by(0, 5, [5, 8, 0, 0]),
            None,
            by(1, 5, [0, 13, 0, 0]),
            by(2, 5, [0, 0, 13, 0]),
        ]);
        let board = score(&match_, &rules("end=deals,deals=2"));
        assert_eq!(
            board.status,
            Status::Finished {
                winners: vec![1],
                after_deal: 3
            }
        );
        assert!(board.deals[3].after_end);
        assert_eq!(board.scored_deals, 2);
    }

    #[test]
    fn end_none_never_finishes() {
        let board = score(&game(&[by(1, 13, [0, 13, 0, 0]); 5]), &rules("end=none"));
        assert_eq!(board.status, Status::InProgress);
        assert_eq!(board.totals[1], 650);
    }

    #[test]
    fn standings_use_competition_ranks_and_seat_order() {
        let standings = standings(&[5, 9, 9, 1]);
        let ranked: Vec<_> = standings.iter().map(|s| (s.rank, s.side)).collect();
        assert_eq!(ranked, [(1, 1), (1, 2), (3, 0), (4, 3)]);
    }

    #[test]
    fn changed_deals_are_those_scored_or_counted_differently() {
        let match_ = game(&[
            by(1, 10, [1, 10, 1, 1]),
            by(0, 8, [6, 3, 2, 2]),
            by(1, 10, [1, 10, 1, 1]),
        ]);
        let classic = score(&match_, &rules(""));
        let doubled = score(&match_, &rules("double_penalty=true"));
        assert_eq!(classic.changed_deals(&doubled), [2]);
        let short = score(&match_, &rules("target=50"));
        assert_eq!(
            classic.changed_deals(&short),
            [2, 3],
            "counted after the end"
        );
        assert!(classic.changed_deals(&classic).is_empty());
    }

    /// Rules for three players (Gömmeli's table).
    fn rules_of_three(text: &str) -> Rules {
        rules(text).seated(3)
    }

    fn predicted(bids: [u8; 4], tricks: [u8; 4]) -> Predictions {
        Predictions {
            bids,
            trump: None,
            tricks: Tricks::Seats(tricks),
        }
    }

    #[test]
    fn worked_gommeli_made_7_with_9() {
        let deal = Contract {
            declarer: 0,
            ..contract(7, [9, 4, 3, 0])
        };
        let (points, made, _) = score_contract(deal, &rules_of_three("preset=gommeli"));
        assert!(made);
        assert_eq!(points, [90, 40, 30, 0]);
    }

    #[test]
    fn worked_gommeli_failed_8_defender_without_a_trick() {
        let deal = Contract {
            declarer: 0,
            ..contract(8, [6, 10, 0, 0])
        };
        let (points, made, _) = score_contract(deal, &rules_of_three("preset=gommeli"));
        assert!(!made);
        assert_eq!(points, [-80, 100, -80, 0]);
    }

    #[test]
    fn worked_defineli_6_of_12() {
        let deal = Contract {
            declarer: 0,
            ..contract(6, [6, 2, 2, 2])
        };
        let (points, _, _) = score_contract(deal, &rules("preset=defineli"));
        assert_eq!(points, [60, 2, 2, 2]);
    }

    #[test]
    fn worked_classic_overshoot_fails_the_declarer() {
        let deal = Contract {
            declarer: 0,
            ..contract(5, [7, 2, 2, 2])
        };
        let (points, made, _) = score_contract(deal, &rules("overshoot=2"));
        assert!(!made);
        assert_eq!(points, [-50, 2, 2, 2]);
        // One trick fewer is made.
        let deal = Contract {
            tricks: Tricks::Seats([6, 3, 2, 2]),
            ..deal
        };
        assert_eq!(score_contract(deal, &rules("overshoot=2")).0[0], 51);
    }

    #[test]
    fn worked_tahminli() {
        let tahminli = rules("preset=tahminli");
        let cases = [
            (
                [3, 4, 2, 4],
                [3, 6, 2, 2],
                [30, 42, 20, -40],
                [true, true, true, false],
            ),
            (
                [2, 4, 3, 1],
                [5, 4, 3, 1],
                [-20, 40, 30, 10],
                [false, true, true, true],
            ),
            (
                [0, 5, 4, 3],
                [0, 6, 4, 3],
                [50, 51, 40, 30],
                [true, true, true, true],
            ),
            (
                [0, 5, 4, 3],
                [1, 5, 4, 3],
                [-50, 50, 40, 30],
                [false, true, true, true],
            ),
        ];
        for (bids, tricks, points, made) in cases {
            let scored = score_predictions(predicted(bids, tricks), &tahminli);
            assert_eq!((scored.0, scored.1), (points, made), "bids {bids:?}");
        }
    }

    #[test]
    fn tahminli_in_partnership_scores_each_team_on_its_sum() {
        // Team 1 predicts 3 + 2 = 5 and takes 3 + 2 = 5; team 2 predicts 8, takes 8.
        let rules = rules("preset=tahminli,partnership=true");
        let (points, made, _) = score_predictions(predicted([3, 4, 2, 4], [3, 6, 2, 2]), &rules);
        assert_eq!(&points[..2], &[50, 80]);
        assert_eq!(&made[..2], &[true, true]);
    }

    #[test]
    fn three_players_rotate_the_deal_over_three_seats() {
        let mut game = game(&[by(0, 7, [9, 4, 3, 0])]);
        game.players.pop();
        game.deals[0].dealer = Some(2);
        assert_eq!(game.next_dealer(), Some(0));
    }
}
