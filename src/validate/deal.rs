//! A deal: its form (passed, declarer and bid, or bids), dealer, trump and note. Every
//! part is checked (each records its own problems) before the parts are combined with
//! `?`, so one deal's problems are all reported.

use super::{Checked, Checker, rule_source};
use crate::diagnostic::{Code, Diagnostic, Severity, nearest, problem};
use crate::keys::{DEAL_KEYS, DealKey};
use crate::lang::{Text, text};
use crate::model::{Contract, Deal, Form, Play, Predictions, Seat, Suit, Tricks};
use crate::raw::{Entry, Node, Value};
use crate::rules::{AllPass, Id};

/// The deal's entry of `key`, when it has one (the first of a key given twice).
fn field<'n, 'a>(deal: &'n Node<'a>, key: DealKey) -> Option<&'n Node<'a>> {
    deal.get(key.name())
}

impl Checker {
    /// The seat of the player `node` names, as `role` (declarer, dealer) of the deal being checked.
    fn player(&self, node: &Node<'_>, role: fn() -> Text) -> Checked<Seat> {
        self.seat_named(node, || text!("place-deal", deal = self.number), role)
    }

    /// The seat of the player `node` names, as `role`, where `place` says where it is
    /// ("deal 3", `first_dealer`); an unknown name gets the nearest player as its help.
    pub(super) fn seat_named(
        &self,
        node: &Node<'_>,
        place: impl FnOnce() -> Text,
        role: fn() -> Text,
    ) -> Checked<Seat> {
        let name = self.string(node, role)?;
        let players = self.seated()?;
        if let Some(seat) = players
            .iter()
            .position(|player| crate::names::same(player, name.trim()))
        {
            return Ok(seat);
        }
        // The nearest name, and every name (as the command line says them).
        let list = players.join(", ");
        let fix = nearest(name, players.iter().map(String::as_str));
        let help = match fix {
            Some(candidate) => text!(
                "player-unknown-help-suggest",
                candidate = candidate,
                players = list
            ),
            None => text!("player-unknown-help", players = list),
        };
        Err(self.error(
            problem!(
                Code::UnknownPlayer,
                Some(node.span.clone()),
                text!("player-unknown", place = place(), name = name),
                label(role = role())
            )
            .help(help)
            .fix(fix),
        ))
    }

    /// One deal of the file, numbered from 1.
    pub(super) fn check_deal<'n>(&self, node: &'n Node<'_>) -> Checked<(Deal, Option<&'n str>)> {
        let place = || text!("place-deal", deal = self.number);
        let Some(entries) = node.as_table() else {
            return Err(self.type_error(node, place(), text!("expected-deal-table")));
        };
        let keys = self.known_keys(entries, DEAL_KEYS, place);
        let dealer = field(node, DealKey::Dealer)
            .map(|node| self.dealer(node))
            .transpose();
        let seats = self.rules.players();
        self.next_dealer
            .set(self.next_dealer.get().map(|seat| (seat + 1) % seats));
        let note = field(node, DealKey::Note)
            .map(|node| self.string(node, || "note".into()))
            .transpose();
        let is_passed = match field(node, DealKey::Passed) {
            Some(node) => match node.value {
                Value::Bool(flag) => Ok(flag),
                _ => Err(self.type_error(node, "passed".into(), text!("expected-bool"))),
            },
            None => Ok(false),
        };
        let form = if self.rules.everyone_bids() {
            self.everyone_form(node, entries, &dealer)
        } else if is_passed? {
            self.passed_deal(node, entries)
                .map(|()| (Form::Passed, None))
        } else {
            self.contract_deal(node)
        };
        // Every part was checked above; now the first problem, if any, stops the deal.
        let (dealer, note, (form, play)) = (dealer?, note?, form?);
        keys?;
        Ok((Deal::new(dealer, form, play), note))
    }

    /// A deal played to a contract: its declarer and bid, trump, play and tricks, every
    /// part checked before the first problem, if any, stops it.
    fn contract_deal(&self, node: &Node<'_>) -> Checked<(Form, Option<Play>)> {
        let declarer_and_bid = self.contract_form(node);
        // The declarer leads the first trick.
        let leader = declarer_and_bid.map(|(declarer, _)| declarer);
        let played = self.played(node, leader);
        let (declarer, bid) = declarer_and_bid?;
        let (trump, tricks, play) = played?;
        let contract = Contract {
            declarer: crate::model::seat_byte(declarer),
            bid,
            trump,
            tricks,
        };
        Ok((Form::Contract(contract), play))
    }

    /// The trump, the play (led by `leader`) and the tricks of a deal, each checked
    /// before the first problem, if any, stops it.
    fn played(
        &self,
        node: &Node<'_>,
        leader: Checked<Seat>,
    ) -> Checked<(Option<Suit>, Tricks, Option<Play>)> {
        let (hands, play) = (field(node, DealKey::Hands), field(node, DealKey::Play));
        let trump = field(node, DealKey::Trump)
            .map(|node| self.trump(node))
            .transpose();
        // `hands` goes with `play`.
        let hands_alone = match (hands, play) {
            (Some(hands), None) => Err(self.error(problem!(
                Code::PlayHands,
                Some(hands.span.clone()),
                text!("play-hands-alone", deal = self.number),
                label,
                help
            ))),
            _ => Ok(()),
        };
        // The play, when the deal records one, audited from `leader` (who leads the
        // first trick) on.
        let recorded = match (play, leader, trump) {
            (Some(play), Ok(leader), Ok(trump)) => self.play(play, hands, leader, trump).map(Some),
            // What stops the leader or the trump is reported already.
            (Some(_), ..) => Err(super::Reported(())),
            (None, ..) => Ok(None),
        };
        let tricks = self.tricks_of_play(node, &recorded);
        hands_alone?;
        Ok((trump?, tricks?, recorded?))
    }

    /// The deal's `tricks`: as given (and agreeing with the play), else what a complete
    /// record shows.
    fn tricks_of_play(&self, node: &Node<'_>, play: &Checked<Option<Play>>) -> Checked<Tricks> {
        // How many tricks the record lists, when it is a list.
        let recorded = field(node, DealKey::Play).and_then(|play| match &play.value {
            Value::Array(items) => Some(items.len()),
            _ => None,
        });
        let hand = usize::from(self.hand_size());
        match (field(node, DealKey::Tricks), play) {
            (Some(tricks_node), play) => {
                let tricks = self.tricks(tricks_node)?;
                if let Ok(Some(play)) = play {
                    self.tricks_agree(tricks_node, tricks, play)?;
                }
                Ok(tricks)
            }
            // A complete record tells the tricks.
            (None, Ok(Some(play))) if play.complete() => Ok(Tricks::Seats(play.audit.won)),
            (None, Err(_)) if recorded.is_some_and(|count| count >= hand) => {
                Err(super::Reported(()))
            }
            (None, _) => {
                let help = if recorded.is_some() {
                    let list = if self.rules.players() == 3 {
                        "[a, b, c]"
                    } else {
                        "[a, b, c, d]"
                    };
                    text!("tricks-missing-help-partial", hand = hand, list = list)
                } else if self.rules.everyone_bids() {
                    text!("tricks-missing-help-everyone")
                } else if self.rules.players() == 3 {
                    text!("tricks-missing-help-three")
                } else {
                    text!("tricks-missing-help-four")
                };
                Err(self.error(
                    problem!(
                        Code::MissingKey,
                        Some(node.span.clone()),
                        text!("tricks-missing", deal = self.number),
                        label
                    )
                    .help(help),
                ))
            }
        }
    }

    /// A deal under `bidding = everyone`: `bids` (every player's prediction) and
    /// `tricks`, or a play that tells them; the auction's keys are refused. With no
    /// declarer, the player after the dealer leads the first trick (the first player
    /// when the deal names no dealer).
    fn everyone_form(
        &self,
        node: &Node<'_>,
        entries: &[Entry<'_>],
        dealer: &Checked<Option<Seat>>,
    ) -> Checked<(Form, Option<Play>)> {
        let outcome = self.no_auction_keys(entries);
        let bids = match field(node, DealKey::Bids) {
            Some(bids) => self.predictions(bids),
            None => Err(self.error(problem!(
                Code::MissingKey,
                Some(node.span.clone()),
                text!("bids-missing", deal = self.number),
                label,
                help
            ))),
        };
        let seats = self.rules.players();
        let leader = dealer.map(|dealer| dealer.map_or(0, |dealer| (dealer + 1) % seats));
        let played = self.played(node, leader);
        let (bids, (trump, tricks, play)) = (bids?, played?);
        outcome?;
        Ok((
            Form::Predictions(Predictions {
                bids,
                trump,
                tricks,
            }),
            play,
        ))
    }

    /// Under `bidding = everyone` a deal has no declarer, bid or pass (each one is
    /// reported).
    fn no_auction_keys(&self, entries: &[Entry<'_>]) -> Checked<()> {
        let mut outcome: Checked<()> = Ok(());
        for entry in entries {
            // Made only for a key reported (every deal has keys).
            let source = || rule_source(&self.rules, Id::Bidding);
            let key = &*entry.key;
            let message = match key {
                "declarer" | "bid" => text!(
                    "bidding-form-declarer",
                    deal = self.number,
                    key = key,
                    source = source()
                ),
                "passed" => text!(
                    "bidding-form-passed",
                    deal = self.number,
                    key = key,
                    source = source()
                ),
                _ => continue,
            };
            outcome = Err(self.error(
                Diagnostic::error(
                    Code::BiddingForm,
                    Some(entry.key_span.start..entry.node.span.end),
                    message,
                )
                .label(text!("bidding-form-label", key = key))
                .help(text!("bidding-form-help", key = key)),
            ));
        }
        outcome
    }

    /// Every player's prediction, under `bidding = everyone`: one per player, each from
    /// 0 to `hand`, the non-zero ones at least `min_bid`, 0 only when `nil_points` is set.
    fn predictions(&self, node: &Node<'_>) -> Checked<[u8; 4]> {
        let items = self.bids_listed(node, true)?;
        let (hand, min_bid, nil_points) = (
            self.rules.hand(),
            self.rules.min_bid(),
            self.rules.nil_points(),
        );
        let mut bids = [0; 4];
        let mut outcome: Checked<()> = Ok(());
        for (seat, item) in items.iter().enumerate() {
            let Ok(bid) = self.integer(item, || text!("what-prediction")) else {
                outcome = Err(super::Reported(()));
                continue;
            };
            if bid == 0 && nil_points == 0 {
                outcome = Err(self.error(problem!(
                    Code::NilBid,
                    Some(item.span.clone()),
                    text!(
                        "nil-bid",
                        deal = self.number,
                        source = rule_source(&self.rules, Id::NilPoints)
                    ),
                    label,
                    help(min = min_bid, hand = hand)
                )));
            } else if bid != 0 && !(self.lowest_bid()..=hand).contains(&bid) {
                outcome = Err(self.bid_range(item, bid, true));
            } else {
                bids[seat] = u8::try_from(bid).unwrap_or(u8::MAX);
            }
        }
        outcome.map(|()| bids)
    }

    /// The numbers `bids` lists, one a player, or the error that it lists no such numbers
    /// (`everyone`: the predictions, the error saying what it found).
    fn bids_listed<'n, 'a>(&self, node: &'n Node<'a>, everyone: bool) -> Checked<&'n [Node<'a>]> {
        let players = self.rules.players();
        let found = match &node.value {
            Value::Array(items) if items.len() == players => return Ok(items),
            Value::Array(items) => text!("found-numbers", count = items.len()),
            other => other.kind_text(),
        };
        let problem = if everyone {
            problem!(
                Code::Bids,
                Some(node.span.clone()),
                text!(
                    "bids-count-everyone",
                    deal = self.number,
                    players = players,
                    found = found
                ),
                help
            )
        } else {
            problem!(
                Code::Bids,
                Some(node.span.clone()),
                text!("bids-count", deal = self.number, players = players),
                help
            )
        };
        Err(self.error(problem.label(text!("bids-expected-numbers", count = players))))
    }

    /// The error of a bid, or (`predicted`) a prediction, `bid` (at `node`) below
    /// `min_bid` or above the hand.
    fn bid_range(&self, node: &Node<'_>, bid: i64, predicted: bool) -> super::Reported {
        let (hand, min, deal) = (self.rules.hand(), self.rules.min_bid(), self.number);
        let (above, bid) = (bid > hand, bid.to_string());
        let source = || rule_source(&self.rules, Id::MinBid);
        let message = match (predicted, above) {
            (false, true) => text!("bid-above-hand", deal = deal, bid = bid, hand = hand),
            (true, true) => text!("prediction-above-hand", deal = deal, bid = bid, hand = hand),
            (false, false) => text!(
                "bid-below-min",
                deal = deal,
                bid = bid,
                min = min,
                source = source()
            ),
            (true, false) => text!(
                "prediction-below-min",
                deal = deal,
                bid = bid,
                min = min,
                source = source()
            ),
        };
        let (label, help) = match (predicted, self.rules.nil_points() > 0) {
            (false, _) => (
                text!("bid-range-label", min = min, hand = hand),
                text!("bid-range-help", min = min, hand = hand),
            ),
            (true, true) => (
                text!("prediction-range-label-nil", min = min, hand = hand),
                text!("prediction-range-help-nil", min = min, hand = hand),
            ),
            (true, false) => (
                text!("prediction-range-label", min = min, hand = hand),
                text!("prediction-range-help", min = min, hand = hand),
            ),
        };
        self.error(
            Diagnostic::error(Code::BidRange, Some(node.span.clone()), message)
                .label(label)
                .help(help),
        )
    }

    /// The dealer, checked against the rotation (a warning when out of turn).
    fn dealer(&self, node: &Node<'_>) -> Checked<Seat> {
        let seat = self.player(node, || text!("role-dealer"))?;
        if let Some(expected) = self.next_dealer.get().filter(|&expected| expected != seat)
            && let Ok(players) = self.seated()
        {
            self.warn(Diagnostic {
                severity: Severity::Warning,
                ..problem!(
                    Code::DealerRotation,
                    Some(node.span.clone()),
                    text!(
                        "dealer-rotation",
                        deal = self.number,
                        dealer = &players[seat],
                        expected = &players[expected]
                    ),
                    label,
                    help
                )
            });
        }
        self.next_dealer.set(Some(seat));
        Ok(seat)
    }

    /// A passed deal has no contract, and is allowed only when a hand can be thrown in.
    fn passed_deal(&self, node: &Node<'_>, entries: &[Entry<'_>]) -> Checked<()> {
        let mut outcome = Ok(());
        // A passed deal has only a dealer and a note.
        let kept = [DealKey::Passed, DealKey::Dealer, DealKey::Note];
        for entry in entries {
            let key = DealKey::ALL.iter().find(|key| key.name() == entry.key);
            if key.is_some_and(|key| !kept.contains(key)) {
                outcome = Err(self.error(problem!(
                    Code::PassedContract,
                    Some(entry.key_span.start..entry.node.span.end),
                    text!("passed-contract", deal = self.number, key = &*entry.key),
                    label,
                    help(key = &*entry.key)
                )));
            }
        }
        if self.rules.all_pass() == AllPass::Dealer {
            outcome = Err(self.error(problem!(
                Code::PassedNotAllowed,
                Some(node.span.clone()),
                text!(
                    "passed-not-allowed",
                    deal = self.number,
                    source = rule_source(&self.rules, Id::AllPass)
                ),
                label,
                help(bid = self.rules.min_bid())
            )));
        }
        outcome
    }

    /// The declarer and bid, from `declarer` + `bid` or from `bids`.
    fn contract_form(&self, node: &Node<'_>) -> Checked<(Seat, u8)> {
        let (declarer, bid) = (field(node, DealKey::Declarer), field(node, DealKey::Bid));
        match (declarer, bid, field(node, DealKey::Bids)) {
            (Some(declarer), Some(bid), None) => {
                let seat = self.player(declarer, || text!("role-declarer"));
                let bid = self.bid(bid);
                Ok((seat?, bid?))
            }
            (None, None, Some(bids)) => self.bids(bids),
            (_, _, Some(bids)) => Err(self.error(problem!(
                Code::ContractForm,
                Some(bids.span.clone()),
                text!("contract-both", deal = self.number),
                label,
                help
            ))),
            (None, None, None) => Err(self.error(problem!(
                Code::ContractForm,
                Some(node.span.clone()),
                text!("contract-none", deal = self.number),
                label,
                help
            ))),
            (Some(declarer), None, None) => Err(self.error(problem!(
                Code::ContractForm,
                Some(declarer.span.clone()),
                text!("contract-no-bid", deal = self.number),
                label,
                help
            ))),
            (None, Some(bid), None) => Err(self.error(problem!(
                Code::ContractForm,
                Some(bid.span.clone()),
                text!("contract-no-declarer", deal = self.number),
                label,
                help
            ))),
        }
    }

    /// The lowest bid a deal is checked against: `min_bid`, unless the rules put it
    /// above the hand (or above the most a deck deals, where no deck deals the hand),
    /// which is the rules' one error (not one more at every deal).
    fn lowest_bid(&self) -> i64 {
        let min_bid = self.rules.min_bid();
        if min_bid > i64::from(self.hand_size()) {
            0
        } else {
            min_bid
        }
    }

    fn bid(&self, node: &Node<'_>) -> Checked<u8> {
        let bid = self.integer(node, || "bid".into())?;
        if let Ok(valid) = u8::try_from(bid)
            && (self.lowest_bid()..=self.rules.hand()).contains(&bid)
        {
            return Ok(valid);
        }
        Err(self.bid_range(node, bid, false))
    }

    fn bids(&self, node: &Node<'_>) -> Checked<(Seat, u8)> {
        let counts = self.bids_listed(node, false)?;
        let mut declared = Vec::new();
        for (seat, item) in counts.iter().enumerate() {
            if self.integer(item, || text!("what-bid"))? != 0 {
                declared.push((seat, item));
            }
        }
        let [(seat, item)] = declared[..] else {
            return Err(self.error(problem!(
                Code::Bids,
                Some(node.span.clone()),
                text!(
                    "bids-one-declarer",
                    deal = self.number,
                    count = declared.len()
                ),
                label(count = declared.len()),
                help
            )));
        };
        Ok((seat, self.bid(item)?))
    }

    fn trump(&self, node: &Node<'_>) -> Checked<Suit> {
        let text = self.string(node, || "trump".into())?;
        let Some(suit) = Suit::parse(text) else {
            let names = Suit::ALL
                .iter()
                .flat_map(|suit| suit.spellings())
                .copied()
                .filter(|spelling| spelling.chars().count() > 2);
            return Err(self.error(
                problem!(
                    Code::Trump,
                    Some(node.span.clone()),
                    text!("trump-not-suit", deal = self.number, text = text),
                    label
                )
                .suggesting(text, names, || text!("trump-not-suit-help")),
            ));
        };
        if self.rules.spades_only() && suit != Suit::Spades {
            return Err(self.error(problem!(
                Code::TrumpRule,
                Some(node.span.clone()),
                text!(
                    "trump-rule",
                    deal = self.number,
                    suit = suit.word(),
                    rule = self.rules.trump_rule().name(),
                    source = rule_source(&self.rules, Id::Trump)
                ),
                label,
                help
            )));
        }
        Ok(suit)
    }
}
