//! What `batak amend`'s flags change in a deal, and what they asked, for the safety net.

use super::{
    AmendArgs, DealKey, Diagnostic, FlagProblem, diagnostic, pipeline, player_flag, tricks_flag,
};

/// What `batak amend`'s flags change in a deal that has `keys`: the values given, and
/// the keys of a form the deal leaves. A contract needs a declarer, a bid and tricks:
/// a passed deal turned into one must be given them all.
pub(super) fn amendment(
    args: &AmendArgs,
    keys: &[DealKey],
    number: usize,
    old: Option<&crate::model::Deal>,
    scored: Option<&pipeline::Scored>,
) -> Result<crate::edit::Amendment, FlagProblem> {
    use crate::edit::Field;
    let deal = &args.deal;
    // Where everyone predicts, a deal has no declarer, bid or pass to change.
    if scored.is_some_and(|scored| scored.rules.everyone_bids())
        && (deal.declarer.is_some() || deal.bid.is_some() || deal.passed)
    {
        return Err(contract_problem(
            args,
            format!(
                "deal {number} is a deal where everyone predicts (bidding = everyone): it has no declarer, bid or pass"
            ),
            "no declarer here",
            "change the predictions with --bids (one per player, in order of play) and the tricks with --tricks",
        ));
    }
    let mut change = crate::edit::Amendment::default();
    if let Some(dealer) = &deal.dealer {
        change.set.push((
            DealKey::Dealer,
            Field::Text(player_flag("--dealer", dealer, scored)?),
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
        .map(|declarer| player_flag("--declarer", declarer, scored))
        .transpose()?;
    let has = |key: DealKey| keys.contains(&key);
    let contract = has(DealKey::Declarer) || has(DealKey::Bid) || has(DealKey::Bids);
    let needs_contract = declarer.is_some() || deal.bid.is_some() || args.deal.bids.is_some();
    if needs_contract && !contract {
        let complete = (declarer.is_some() && deal.bid.is_some() || args.deal.bids.is_some())
            && (deal.tricks.is_some() || has(DealKey::Tricks));
        if !complete {
            return Err(contract_problem(
                args,
                format!("deal {number} was thrown in (passed), so it has no contract to change"),
                "not enough for a contract",
                "to record it as played, give --declarer, --bid and --tricks (or --bids and --tricks)",
            ));
        }
        change.drop.push(DealKey::Passed);
    }
    match (&args.deal.bids, declarer, deal.bid) {
        (Some(bids), _, _) => {
            change
                .set
                .push((DealKey::Bids, Field::Counts(bids.0.clone())));
            change.drop.extend([DealKey::Declarer, DealKey::Bid]);
        }
        // One of the two on a score-sheet deal: its bids, with the bid moved or changed.
        (None, declarer, bid) if has(DealKey::Bids) && (declarer.is_some() != bid.is_some()) => {
            let (Some(contract), Some(scored)) =
                (old.and_then(crate::model::Deal::contract), scored)
            else {
                return Err(contract_problem(
                    args,
                    format!(
                        "deal {number} is written as bids, and the file has errors, so batak cannot tell its declarer and bid"
                    ),
                    "cannot change one of the two",
                    "give the four bids instead, e.g. --bids 0,0,7,0",
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
    if let Some(trump) = &deal.trump {
        change
            .set
            .push((DealKey::Trump, Field::Text(trump.trim().to_owned())));
    }
    if let Some(tricks) = &deal.tricks {
        change.set.push((
            DealKey::Tricks,
            Field::tricks(&tricks_flag(
                tricks,
                scored,
                old.and_then(crate::model::Deal::contract)
                    .map(|contract| contract.tricks),
            )?),
        ));
    }
    if let Some(note) = &deal.note {
        change.set.push((DealKey::Note, Field::Text(note.clone())));
    }
    Ok(change)
}

/// A contract that `batak amend`'s flags cannot make, drawn over the first contract flag
/// given (`--declarer`, `--bid`, `--bids`).
pub(super) fn contract_problem(
    args: &AmendArgs,
    message: String,
    label: &str,
    help: &str,
) -> FlagProblem {
    let (flag, text) = match (&args.deal.declarer, args.deal.bid) {
        (Some(declarer), _) => ("--declarer", declarer.clone()),
        (None, Some(bid)) => ("--bid", bid.to_string()),
        (None, None) => (
            "--bids",
            args.deal
                .bids
                .as_ref()
                .map(ToString::to_string)
                .unwrap_or_default(),
        ),
    };
    let diagnostic = Diagnostic::error(diagnostic::Code::FlagDeal, Some(0..text.len()), message)
        .label(label)
        .help(help);
    FlagProblem::new(flag, text, diagnostic)
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
