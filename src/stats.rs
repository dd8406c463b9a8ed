//! A season's statistics: each scored match is folded into per-player
//! counters and dropped, so a season of thousands of files costs one file's memory at a
//! time. A player is a name, compared exactly.

use std::collections::HashMap;

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
    /// Contracts they declared (before the end), made and failed.
    pub(crate) declared: u64,
    pub(crate) made: u64,
    pub(crate) failed: u64,
    /// The sum of their bids, for the average.
    pub(crate) bid_sum: u64,
    /// Bids of 13, and those made.
    pub(crate) slams: u64,
    pub(crate) slams_made: u64,
    /// Contracts of the other side that failed while they defended.
    pub(crate) sets: u64,
    /// Their side's final total of each match, summed; the highest and lowest.
    pub(crate) points: i64,
    pub(crate) best: Option<i64>,
    pub(crate) worst: Option<i64>,
}

impl PlayerStats {
    /// Made ÷ declared; `None` when they declared nothing.
    pub(crate) fn made_rate(&self) -> Option<f64> {
        ratio(self.made, self.declared)
    }

    /// Their average bid; `None` when they declared nothing.
    pub(crate) fn average_bid(&self) -> Option<f64> {
        ratio(self.bid_sum, self.declared)
    }
}

#[allow(clippy::cast_precision_loss)] // counts far below 2^52
fn ratio(part: u64, whole: u64) -> Option<f64> {
    (whole > 0).then(|| part as f64 / whole as f64)
}

/// A season being read: the players met so far, in the order first met.
#[derive(Debug, Default)]
pub(crate) struct Season {
    players: Vec<PlayerStats>,
    index: HashMap<String, usize>,
    /// Files that counted, and the names of those left out (they had errors).
    pub(crate) files: usize,
    pub(crate) left_out: Vec<String>,
}

/// A player's line of the ranked statistics.
#[derive(Debug)]
pub(crate) struct Ranked<'a> {
    pub(crate) rank: usize,
    pub(crate) stats: &'a PlayerStats,
}

impl Season {
    /// Count one scored match.
    pub(crate) fn add(&mut self, scored: &Scored) {
        self.files += 1;
        let board = &scored.board;
        let partnership = board.side_count == 2;
        let side_of = |seat: usize| if partnership { seat % 2 } else { seat };
        let winners = board.status.winners();
        let counted = || {
            scored
                .game
                .deals
                .iter()
                .zip(&board.deals)
                .filter(|(_, score)| !score.after_end)
        };
        let deals = counted().count() as u64;
        for (seat, name) in scored.game.players.iter().enumerate() {
            let side = side_of(seat);
            let total = board.totals[side];
            let stats = self.player(name);
            stats.matches += 1;
            stats.wins += u64::from(winners.contains(&side));
            stats.deals += deals;
            stats.points += total;
            stats.best = Some(stats.best.map_or(total, |best| best.max(total)));
            stats.worst = Some(stats.worst.map_or(total, |worst| worst.min(total)));
            for (deal, score) in counted() {
                let (Some(contract), Some(made)) = (deal.contract, score.made) else {
                    continue;
                };
                let slam = contract.bid == 13;
                if contract.declarer_seat() == seat {
                    stats.declared += 1;
                    stats.bid_sum += u64::from(contract.bid);
                    stats.made += u64::from(made);
                    stats.failed += u64::from(!made);
                    stats.slams += u64::from(slam);
                    stats.slams_made += u64::from(slam && made);
                } else if side_of(contract.declarer_seat()) != side && !made {
                    stats.sets += 1;
                }
            }
        }
    }

    /// A file left out for its errors.
    pub(crate) fn leave_out(&mut self, name: &str) {
        self.left_out.push(name.to_owned());
    }

    fn player(&mut self, name: &str) -> &mut PlayerStats {
        let index = if let Some(&index) = self.index.get(name) {
            index
        } else {
            self.players.push(PlayerStats {
                player: name.to_owned(),
                ..PlayerStats::default()
            });
            self.index.insert(name.to_owned(), self.players.len() - 1);
            self.players.len() - 1
        };
        &mut self.players[index]
    }

    /// The players ranked by wins, then points (equal in both, equal rank: 1, 1, 3; then
    /// in the order first met).
    pub(crate) fn ranked(&self) -> Vec<Ranked<'_>> {
        let mut order: Vec<&PlayerStats> = self.players.iter().collect();
        order.sort_by(|a, b| b.wins.cmp(&a.wins).then(b.points.cmp(&a.points)));
        let mut ranked: Vec<Ranked<'_>> = Vec::with_capacity(order.len());
        for (position, stats) in order.into_iter().enumerate() {
            let rank = match ranked.last() {
                Some(last)
                    if (last.stats.wins, last.stats.points) == (stats.wins, stats.points) =>
                {
                    last.rank
                }
                _ => position + 1,
            };
            ranked.push(Ranked { rank, stats });
        }
        ranked
    }
}
