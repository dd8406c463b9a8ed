//! What `batak amend`'s flags change in a deal: the values to write and the keys to take out.

use super::Report;
use crate::edit::Model;

use super::{AmendArgs, DealKey, FlagProblem, bids_row, player_flag, trump_and_tricks};
use super::{contract_problem, no_contract_where_everyone_bids};

/// What `Plan::amendment` plans from: the deal's flags, its keys, its number, the deal's
/// contract as the match has it and the match, when they could be read.
pub(super) struct Plan<'a> {
    pub(super) report: &'a dyn Report,
    pub(super) deal: &'a crate::cli::DealArgs,
    pub(super) keys: &'a [DealKey],
    pub(super) number: usize,
    pub(super) contract: Option<crate::model::Contract>,
    pub(super) scored: Option<Model<'a>>,
}

impl Plan<'_> {
    /// What `batak amend`'s flags change in a deal that has `keys`: the values given, and
    /// the keys of a form the deal leaves. A contract needs a declarer, a bid and tricks:
    /// a passed deal turned into one must be given them all.
    pub(super) fn amendment(&self) -> Result<crate::edit::Amendment, FlagProblem> {
        use crate::edit::Field;
        let (report, deal, scored) = (self.report, self.deal, self.scored);
        // Where everyone predicts, a deal has no declarer, bid or pass to change.
        let everyone = |_: &str| crate::lang::text!("amend-everyone", deal = self.number);
        let help = crate::lang::text!("amend-everyone-help");
        no_contract_where_everyone_bids(deal, scored, everyone, help)?;
        let mut change = crate::edit::Amendment::default();
        if let Some(dealer) = &deal.dealer {
            change.set.push((
                DealKey::Dealer,
                Field::Text(player_flag(report, "--dealer", dealer, scored)?),
            ));
        }
        if deal.passed {
            change.set.push((DealKey::Passed, Field::True));
            change.drop = vec![
                DealKey::Declarer,
                DealKey::Bid,
                DealKey::Bids,
                DealKey::Tricks,
                DealKey::Trump,
            ];
        }
        let declarer = deal
            .declarer
            .as_deref()
            .map(|declarer| player_flag(report, "--declarer", declarer, scored))
            .transpose()?;
        self.contract_of_a_passed_deal(&mut change)?;
        self.contract(declarer, &mut change)?;
        // The trump, the tricks (counted against the deal's own) and the note given.
        let tricks = self.contract.map(|contract| contract.tricks);
        change
            .set
            .extend(trump_and_tricks(report, deal, scored, tricks)?);
        if let Some(note) = &deal.note {
            change.set.push((DealKey::Note, Field::Text(note.clone())));
        }
        Ok(change)
    }

    /// Whether the deal has `key`.
    fn has(&self, key: DealKey) -> bool {
        self.keys.contains(&key)
    }

    /// A deal without a contract given one, or given a contract's tricks or trump: refused
    /// unless the flags (with the deal's tricks) make it whole; then it is no longer passed.
    fn contract_of_a_passed_deal(
        &self,
        change: &mut crate::edit::Amendment,
    ) -> Result<(), FlagProblem> {
        let deal = self.deal;
        let contract =
            self.has(DealKey::Declarer) || self.has(DealKey::Bid) || self.has(DealKey::Bids);
        let needs_contract = deal.declarer.is_some()
            || deal.bid.is_some()
            || deal.bids.is_some()
            || self.has(DealKey::Passed)
                && !deal.passed
                && (deal.tricks.is_some() || deal.trump.is_some());
        if needs_contract && !contract {
            let complete = (deal.declarer.is_some() && deal.bid.is_some() || deal.bids.is_some())
                && (deal.tricks.is_some() || self.has(DealKey::Tricks));
            if !complete {
                return Err(contract_problem(
                    deal,
                    crate::lang::text!("amend-passed", deal = self.number),
                    crate::lang::text!("amend-passed-label"),
                    crate::lang::text!("amend-passed-help"),
                ));
            }
            change.drop.push(DealKey::Passed);
        }
        Ok(())
    }

    /// The contract's keys: the bids given, or one of declarer and bid on a score-sheet
    /// deal (its bids, with the bid moved or changed), or the declarer and bid given.
    fn contract(
        &self,
        declarer: Option<String>,
        change: &mut crate::edit::Amendment,
    ) -> Result<(), FlagProblem> {
        use crate::edit::Field;
        let deal = self.deal;
        match (&deal.bids, declarer, deal.bid) {
            (Some(bids), _, _) => {
                // Where the file does not say who plays or how they bid, its check tells.
                if let Some(known) = self.scored {
                    bids_row(bids, known.game.players.len(), known.rules.everyone_bids())?;
                }
                change
                    .set
                    .push((DealKey::Bids, Field::Counts(bids.0.clone())));
                change.drop.extend([DealKey::Declarer, DealKey::Bid]);
            }
            (None, declarer, bid)
                if self.has(DealKey::Bids) && (declarer.is_some() != bid.is_some()) =>
            {
                let bids = self.bids_with_one_changed(declarer, bid)?;
                change.set.push((DealKey::Bids, Field::Counts(bids)));
            }
            (None, declarer, bid) => {
                if let Some(declarer) = declarer {
                    change.set.push((DealKey::Declarer, Field::Text(declarer)));
                }
                if let Some(bid) = bid {
                    change.set.push((DealKey::Bid, Field::Int(bid)));
                }
                if deal.declarer.is_some() && deal.bid.is_some() {
                    change.drop.push(DealKey::Bids);
                }
            }
        }
        Ok(())
    }

    /// A score-sheet deal's bids with its declarer or its bid changed: the bid at the
    /// declarer's seat, the others 0. The match must have been read to know them.
    fn bids_with_one_changed(
        &self,
        declarer: Option<String>,
        bid: Option<i64>,
    ) -> Result<Vec<i64>, FlagProblem> {
        let (Some(contract), Some(scored)) = (self.contract, self.scored) else {
            return Err(contract_problem(
                self.deal,
                crate::lang::text!("amend-bids-unknown", deal = self.number),
                crate::lang::text!("amend-bids-unknown-label"),
                crate::lang::text!("amend-bids-unknown-help"),
            ));
        };
        let seat = declarer
            .and_then(|name| {
                scored
                    .game
                    .players
                    .iter()
                    .position(|player| *player == name)
            })
            .unwrap_or(contract.declarer_seat());
        let mut bids = vec![0; 4];
        bids[seat] = bid.unwrap_or(i64::from(contract.bid));
        Ok(bids)
    }
}

/// What `args` asked deal to become, for the safety net (`edit::Expected::Amended`).
pub(super) fn asked(args: &AmendArgs) -> crate::edit::Asked {
    let deal = &args.deal;
    crate::edit::Asked {
        dealer: deal.dealer.clone(),
        note: deal.note.clone(),
        passed: deal.passed,
        declarer: deal.declarer.clone(),
        bid: deal.bid,
        bids: deal.bids.as_ref().map(|bids| bids.0.clone()),
        trump: deal.trump.clone(),
        tricks: deal.tricks.clone(),
    }
}
