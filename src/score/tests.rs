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
fn worked_classic_made_7_with_9() {
    let scored = score_contract(contract(7, [2, 9, 1, 1]), &rules(""));
    assert_eq!(scored.made, Some(true));
    assert_eq!(scored.points, [2, 72, 1, 1]);
}

#[test]
fn worked_classic_failed_8_with_6() {
    let scored = score_contract(contract(8, [3, 6, 2, 2]), &rules(""));
    assert_eq!(scored.made, Some(false));
    assert_eq!(scored.points, [3, -80, 2, 2]);
}

#[test]
fn worked_double_penalty_failed_8_with_6() {
    let scored = score_contract(contract(8, [3, 6, 2, 2]), &rules("double_penalty=true"));
    assert_eq!(scored.points, [3, -160, 2, 2]);
}

#[test]
fn worked_slam_double_13_of_13() {
    let scored = score_contract(contract(13, [0, 13, 0, 0]), &rules("slam_double=true"));
    assert_eq!(scored.points, [0, 260, 0, 0]);
}

#[test]
fn slam_double_failed_costs_double_and_stacks_with_double_penalty() {
    let failed = contract(13, [1, 12, 0, 0]);
    assert_eq!(
        score_contract(failed, &rules("slam_double=true")).points[1],
        -260
    );
    assert_eq!(
        score_contract(failed, &rules("slam_double=true,double_penalty=true")).points[1],
        -520
    );
}

#[test]
fn worked_ihaleli_made_6_with_8() {
    let scored = score_contract(contract(6, [2, 8, 2, 1]), &rules("preset=ihaleli"));
    assert_eq!(scored.points, [2, 8, 2, 1]);
}

#[test]
fn worked_ihaleli_failed_6_with_5() {
    let scored = score_contract(contract(6, [3, 5, 3, 2]), &rules("preset=ihaleli"));
    assert_eq!(scored.points, [3, -6, 3, 2]);
}

#[test]
fn worked_esli_team_failed_9_with_8() {
    let deal = Contract {
        declarer: 0,
        bid: 9,
        trump: None,
        tricks: Tricks::Teams([8, 5]),
    };
    let scored = score_contract(deal, &rules("preset=esli"));
    assert_eq!(scored.made, Some(false));
    assert_eq!(&scored.points[..2], &[-9, 5]);
    assert_eq!(&scored.tricks[..2], &[8, 5]);
    // The same deal recorded per seat pools the partners' tricks.
    let per_seat = Contract {
        tricks: Tricks::Seats([4, 3, 4, 2]),
        ..deal
    };
    assert_eq!(
        score_contract(per_seat, &rules("preset=esli")).points,
        scored.points
    );
}

#[test]
fn worked_defender_points_differ_from_extra_points() {
    let rules = rules("bid_points=10,extra_points=0,defender_points=1");
    let scored = score_contract(contract(7, [2, 8, 2, 1]), &rules);
    assert_eq!(scored.points, [2, 70, 2, 1]);
}

#[test]
fn worked_ihaleli_defender_minimum() {
    let rules = rules("preset=ihaleli,defender_minimum=1");
    let scored = score_contract(contract(5, [0, 7, 3, 3]), &rules);
    assert_eq!(scored.points, [-5, 7, 3, 3]);
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
    let after_end = (1..=board.deals.len()).filter(|&deal| board.deals[deal - 1].after_end);
    assert_eq!(after_end.collect::<Vec<_>>(), [3]);
}

/// A contract is made or failed by the declaring side alone: `made_by` says so for it
/// and says nothing for the defenders, who bid nothing.
#[test]
fn only_the_declaring_side_made_or_failed_the_contract() {
    let board = score(
        &game(&[by(1, 7, [2, 8, 2, 1]), by(2, 8, [3, 2, 6, 2]), None]),
        &rules(""),
    );
    let made: Vec<[Option<bool>; 4]> = board
        .deals
        .iter()
        .map(|deal| [0, 1, 2, 3].map(|side| deal.made_by(side, false)))
        .collect();
    assert_eq!(
        made,
        [
            [None, Some(true), None, None],
            [None, None, Some(false), None],
            [None; 4],
        ]
    );
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
    let scored = score_contract(deal, &rules_of_three("preset=gommeli"));
    assert_eq!(scored.made, Some(true));
    assert_eq!(scored.points, [90, 40, 30, 0]);
}

#[test]
fn worked_gommeli_failed_8_defender_without_a_trick() {
    let deal = Contract {
        declarer: 0,
        ..contract(8, [6, 10, 0, 0])
    };
    let scored = score_contract(deal, &rules_of_three("preset=gommeli"));
    assert_eq!(scored.made, Some(false));
    assert_eq!(scored.points, [-80, 100, -80, 0]);
}

#[test]
fn worked_defineli_6_of_12() {
    let deal = Contract {
        declarer: 0,
        ..contract(6, [6, 2, 2, 2])
    };
    let scored = score_contract(deal, &rules("preset=defineli"));
    assert_eq!(scored.points, [60, 2, 2, 2]);
}

#[test]
fn worked_classic_overshoot_fails_the_declarer() {
    let deal = Contract {
        declarer: 0,
        ..contract(5, [7, 2, 2, 2])
    };
    let scored = score_contract(deal, &rules("overshoot=2"));
    assert_eq!(scored.made, Some(false));
    assert_eq!(scored.points, [-50, 2, 2, 2]);
    // One trick fewer is made.
    let deal = Contract {
        tricks: Tricks::Seats([6, 3, 2, 2]),
        ..deal
    };
    assert_eq!(score_contract(deal, &rules("overshoot=2")).points[0], 51);
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
        assert_eq!(
            (
                scored.points,
                [0, 1, 2, 3].map(|side| scored.made_by(side, true))
            ),
            (points, made.map(Some)),
            "bids {bids:?}"
        );
    }
}

#[test]
fn tahminli_in_partnership_scores_each_team_on_its_sum() {
    // Team 1 predicts 3 + 2 = 5 and takes 3 + 2 = 5; team 2 predicts 8, takes 8.
    let rules = rules("preset=tahminli,partnership=true");
    let scored = score_predictions(predicted([3, 4, 2, 4], [3, 6, 2, 2]), &rules);
    assert_eq!(&scored.points[..2], &[50, 80]);
    assert_eq!(
        [0, 1].map(|side| scored.made_by(side, true)),
        [Some(true); 2]
    );
}

#[test]
fn three_players_rotate_the_deal_over_three_seats() {
    let mut game = game(&[by(0, 7, [9, 4, 3, 0])]);
    game.players.pop();
    game.deals[0].dealer = Some(2);
    assert_eq!(game.next_dealer(), Some(0));
}

/// The status as JSON and CSV give it to scripts, in the words docs/output.md promises.
#[test]
fn a_status_is_named_as_scripts_read_it() {
    let board = score(&game(&[by(1, 10, [1, 10, 1, 1])]), &rules(""));
    assert_eq!(board.status.name(), "in_progress");
    let board = score(&tied_at_target(), &rules("target=20,bid_points=1"));
    assert_eq!(board.status.name(), "tiebreak");
    let board = score(
        &tied_at_target(),
        &rules("target=20,bid_points=1,ties=share"),
    );
    assert_eq!(board.status.name(), "finished");
}

/// Who won and after which deal, as the result line and JSON say it: nobody and no deal
/// before the end (in progress, or tied and playing on), the winners and the deal after.
#[test]
fn the_winners_and_the_last_deal_are_known_once_the_match_ends() {
    let going = score(&game(&[by(1, 10, [1, 10, 1, 1])]), &rules(""));
    assert_eq!(
        (going.status.winners(), going.status.ended_after()),
        (&[][..], None)
    );
    let tied = score(&tied_at_target(), &rules("target=20,bid_points=1"));
    assert_eq!(
        (tied.status.winners(), tied.status.ended_after()),
        (&[][..], None)
    );
    let shared = score(
        &tied_at_target(),
        &rules("target=20,bid_points=1,ties=share"),
    );
    assert_eq!(
        (shared.status.winners(), shared.status.ended_after()),
        (&[0, 1][..], Some(4))
    );
    let won = score(
        &game(&[
            by(1, 10, [1, 10, 1, 1]),
            by(2, 9, [1, 1, 10, 1]),
            by(1, 10, [1, 10, 1, 1]),
        ]),
        &rules(""),
    );
    assert_eq!(
        (won.status.winners(), won.status.ended_after()),
        (&[1][..], Some(3))
    );
}
