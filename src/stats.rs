//! A season's statistics: each scored match is folded into per-player
//! counters and dropped, so a season of thousands of files costs one file's memory at a
//! time. A player is a name, compared exactly.

use std::collections::HashMap;

use crate::model::side_of;
use crate::pipeline::Scored;

/// One player's counters over the matches seen so far.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct PlayerStats {
    pub(crate) player: String,
    /// Files they play in.
    pub(crate) matches: u64,
    /// Finished matches they (or their team) won, shared wins included.
    pub(crate) wins: u64,
    /// Deals of their matches before the end, passed ones included.
    pub(crate) deals: u64,
    /// Contracts they declared (before the end), and those made (the rest failed).
    pub(crate) declared: u64,
    pub(crate) made: u64,
    /// The sum of their bids, for the average.
    pub(crate) bid_sum: u64,
    /// Bids of 13, and those made.
    pub(crate) slams: u64,
    pub(crate) slams_made: u64,
    /// Contracts of the other side that failed while they defended.
    pub(crate) sets: u64,
    /// Their side's final total of each match, summed; the highest and lowest (a player
    /// is met in a match, so these are never left at their start).
    pub(crate) points: i64,
    pub(crate) best: i64,
    pub(crate) worst: i64,
}

impl PlayerStats {
    /// Count a bid of theirs (a contract declared, or a prediction), made or not, under
    /// a hand of `hand` tricks (a bid of all of them is a slam).
    fn count_bid(&mut self, bid: u8, made: bool, hand: i64) {
        let slam = i64::from(bid) == hand;
        self.declared += 1;
        self.bid_sum += u64::from(bid);
        self.made += u64::from(made);
        self.slams += u64::from(slam);
        self.slams_made += u64::from(slam && made);
    }
}

/// `part` ÷ `whole` (made ÷ declared, the average bid); `None` when `whole` is 0.
#[allow(clippy::cast_precision_loss)] // counts far below 2^52
pub(crate) fn ratio(part: u64, whole: u64) -> Option<f64> {
    (whole > 0).then(|| part as f64 / whole as f64)
}

/// A season being read: the players met so far, in the order first met.
#[derive(Debug, Default)]
pub(crate) struct Season {
    players: Vec<PlayerStats>,
    index: HashMap<String, usize>,
    /// The names of the files left out (they had errors).
    pub(crate) left_out: Vec<String>,
    /// The matches that counted (a file each), in the order given: a line each, for the
    /// season's chart and page.
    pub(crate) matches: Vec<Played>,
}

/// A match of the season, as its chart and page show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Played {
    /// Its title (else the file's name), and its date when it has one.
    pub(crate) title: String,
    pub(crate) date: Option<String>,
    /// How it ended or stands (the season's page says it in a line: "Burak wins with 190
    /// after deal 7").
    pub(crate) result: crate::score::MatchResult,
    /// Each player's final total (their side's, so a team total counts for both
    /// partners), by the player's place in the season.
    pub(crate) totals: Vec<(usize, i64)>,
}

/// A player's line of the ranked statistics.
#[derive(Debug)]
pub(crate) struct Ranked<'a> {
    pub(crate) rank: usize,
    pub(crate) stats: &'a PlayerStats,
}

impl Season {
    /// Count one scored match, from the file `name`.
    pub(crate) fn add(&mut self, name: &str, scored: &Scored) {
        let mut played = Played {
            title: scored.game.title.clone().unwrap_or_else(|| name.to_owned()),
            date: scored.game.date.clone(),
            result: scored.result(),
            totals: Vec::with_capacity(scored.game.players.len()),
        };
        let board = &scored.board;
        let partnership = board.side_count == 2;
        let winners = board.status.winners();
        // The deals before the end: those up to the deal it ended after, else every one.
        let deals = board.status.ended_after().unwrap_or(board.recorded);
        for (seat, name) in scored.game.players.iter().enumerate() {
            let side = side_of(seat, partnership);
            let total = board.totals[side];
            let place = self.place(name);
            played.totals.push((place, total));
            let stats = &mut self.players[place];
            stats.matches += 1;
            stats.wins += u64::from(winners.contains(&side));
            stats.deals += deals as u64;
            stats.points += total;
            stats.best = stats.best.max(total);
            stats.worst = stats.worst.min(total);
            let hand = scored.rules.hand();
            for (deal, score) in scored.game.deals.iter().zip(&board.deals).take(deals) {
                // Everyone bidding: each prediction of the player's (not of 0) counts as a
                // bid declared, made or failed.
                if let Some(predictions) = deal.predictions() {
                    let bid = predictions.bids[seat];
                    if let Some(made) = score.made_by(side, true).filter(|_| bid > 0) {
                        stats.count_bid(bid, made, hand);
                    }
                    continue;
                }
                let (Some(contract), Some(made)) = (deal.contract(), score.made) else {
                    continue;
                };
                if contract.declarer_seat() == seat {
                    stats.count_bid(contract.bid, made, hand);
                } else if side_of(contract.declarer_seat(), partnership) != side && !made {
                    stats.sets += 1;
                }
            }
        }
        self.matches.push(played);
    }

    /// Count a file that scored; leave out one with errors. Whether it counted.
    pub(crate) fn count(&mut self, outcome: &crate::pipeline::Outcome) -> bool {
        if let Some(scored) = outcome.scored() {
            self.add(&outcome.name, scored);
        } else {
            self.left_out.push(outcome.name.clone());
        }
        !outcome.fails()
    }

    /// The player's place among those met, met now if not before.
    fn place(&mut self, name: &str) -> usize {
        if let Some(&place) = self.index.get(name) {
            return place;
        }
        let place = self.players.len();
        self.index.insert(name.to_owned(), place);
        self.players.push(PlayerStats {
            player: name.to_owned(),
            best: i64::MIN,
            worst: i64::MAX,
            ..PlayerStats::default()
        });
        place
    }

    /// The players' names, in the order first met (the places `Played::totals` uses).
    pub(crate) fn names(&self) -> impl Iterator<Item = &str> {
        self.players.iter().map(|player| player.player.as_str())
    }

    /// Each player's points after each match, from 0 before the first: the running sum
    /// of their final totals (a match they are not in adds nothing).
    pub(crate) fn running_points(&self) -> Vec<Vec<i64>> {
        let mut points = vec![0; self.players.len()];
        let mut lines = vec![vec![0]; self.players.len()];
        for played in &self.matches {
            for &(player, total) in &played.totals {
                points[player] += total;
            }
            for (line, &points) in lines.iter_mut().zip(&points) {
                line.push(points);
            }
        }
        lines
    }

    /// The players ranked by wins, then points (equal in both, equal rank: 1, 1, 3, one
    /// more than the players ahead; then in the order first met).
    pub(crate) fn ranked(&self) -> Vec<Ranked<'_>> {
        let key = |stats: &PlayerStats| (stats.wins, stats.points);
        let mut order: Vec<&PlayerStats> = self.players.iter().collect();
        order.sort_by_key(|stats| std::cmp::Reverse(key(stats)));
        order
            .iter()
            .map(|&stats| Ranked {
                // Those ahead lead the order: found by bisection, however many players.
                rank: 1 + order.partition_point(|ahead| key(ahead) > key(stats)),
                stats,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests;
