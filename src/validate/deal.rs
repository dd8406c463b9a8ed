//! A deal: its form (passed, declarer and bid, or bids), dealer, trump and note. Every
//! part is checked (each records its own problems) before the parts are combined with
//! `?`, so one deal's problems are all reported.

use super::{Checked, Checker};
use crate::diagnostic::{Code, Diagnostic, suggest};
use crate::keys::{DEAL_KEYS, DealKey};
use crate::model::{Contract, Deal, Form, Play, Predictions, Seat, Suit, Tricks};
use crate::raw::{Entry, Node, Value};
use crate::rules::{AllPass, Id};

/// A deal's entries by key, those it has (the first of a key given twice).
struct DealFields<'n, 'a> {
    declarer: Option<&'n Node<'a>>,
    bid: Option<&'n Node<'a>>,
    bids: Option<&'n Node<'a>>,
    passed: Option<&'n Node<'a>>,
    tricks: Option<&'n Node<'a>>,
    trump: Option<&'n Node<'a>>,
    dealer: Option<&'n Node<'a>>,
    note: Option<&'n Node<'a>>,
    play: Option<&'n Node<'a>>,
    hands: Option<&'n Node<'a>>,
}

impl<'n, 'a> DealFields<'n, 'a> {
    /// The deal's entries, each found by its key.
    fn of(entries: &'n [Entry<'a>]) -> DealFields<'n, 'a> {
        let field = |key: DealKey| {
            entries
                .iter()
                .find(|entry| entry.key == key.name())
                .map(|entry| &entry.node)
        };
        DealFields {
            declarer: field(DealKey::Declarer),
            bid: field(DealKey::Bid),
            bids: field(DealKey::Bids),
            passed: field(DealKey::Passed),
            tricks: field(DealKey::Tricks),
            trump: field(DealKey::Trump),
            dealer: field(DealKey::Dealer),
            note: field(DealKey::Note),
            play: field(DealKey::Play),
            hands: field(DealKey::Hands),
        }
    }
}

impl Checker {
    /// The seat of the player `node` names, as `role` (declarer, dealer) of deal `number`.
    pub(super) fn player(
        &mut self,
        node: &Node<'_>,
        number: usize,
        role: &str,
        players: Checked<&[String]>,
    ) -> Checked<Seat> {
        self.seat_named(node, &format!("deal {number}"), role, players)
    }

    /// The seat of the player `node` names, as `role`, where `place` says where it is
    /// ("deal 3", `first_dealer`); an unknown name gets the nearest player as its help.
    pub(super) fn seat_named(
        &mut self,
        node: &Node<'_>,
        place: &str,
        role: &str,
        players: Checked<&[String]>,
    ) -> Checked<Seat> {
        let name = self.string(node, role)?;
        let players = players?;
        if let Some(seat) = players
            .iter()
            .position(|player| crate::names::same(player, name.trim()))
        {
            return Ok(seat);
        }
        // The nearest name, and every name (as the command line says them).
        let list = format!("the players are {}", players.join(", "));
        let help = match suggest(name, players.iter().map(String::as_str)) {
            Some(suggestion) => format!("{suggestion} ({list})"),
            None => list,
        };
        Err(self.error(
            Diagnostic::error(
                Code::UnknownPlayer,
                Some(node.span.clone()),
                format!("{place}: no player named \"{name}\""),
            )
            .label(format!("unknown {role}"))
            .help(help)
            .fix(crate::diagnostic::nearest(
                name,
                players.iter().map(String::as_str),
            )),
        ))
    }

    /// One deal of the file, numbered from 1.
    pub(super) fn check_deal(
        &mut self,
        number: usize,
        node: &Node<'_>,
        players: Checked<&[String]>,
    ) -> Checked<(Deal, Option<String>)> {
        let Some(entries) = node.as_table() else {
            return Err(self.type_error(
                node,
                &format!("deal {number}"),
                "a table (declarer, bid, tricks …)",
            ));
        };
        let fields = DealFields::of(entries);
        let keys = self.known_deal_keys(number, entries);
        let dealer = fields
            .dealer
            .map(|node| self.dealer(node, number, players))
            .transpose();
        let seats = self.rules.players();
        self.next_dealer = self.next_dealer.map(|seat| (seat + 1) % seats);
        let note = fields
            .note
            .map(|node| self.string(node, "note").map(str::to_owned))
            .transpose();
        let is_passed = match fields.passed {
            Some(node) => match node.value {
                Value::Bool(flag) => Ok(flag),
                _ => Err(self.type_error(node, "passed", "true or false")),
            },
            None => Ok(false),
        };
        if self.rules.everyone_bids() {
            let form = self.everyone_form(number, node, entries, &dealer, players);
            let (dealer, note, (form, play)) = (dealer?, note?, form?);
            keys?;
            return Ok((Deal::new(dealer, form, play), note));
        }
        if is_passed? {
            let passed = self.passed_deal(number, node, entries);
            let (dealer, note) = (dealer?, note?);
            keys.and(passed)?;
            return Ok((Deal::new(dealer, Form::Passed, None), note));
        }
        let contract = self.contract_deal(number, node, &fields, players);
        // Every part was checked above; now the first problem, if any, stops the deal.
        let (contract, play) = contract?;
        let (dealer, note) = (dealer?, note?);
        keys?;
        Ok((Deal::new(dealer, Form::Contract(contract), play), note))
    }

    /// Every key of the deal is one a deal has (each other one is reported).
    fn known_deal_keys(&mut self, number: usize, entries: &[Entry<'_>]) -> Checked<()> {
        let mut keys: Checked<()> = Ok(());
        for entry in entries {
            if !DEAL_KEYS.iter().any(|(key, _)| *key == entry.key) {
                keys = Err(self.unknown_key(entry, DEAL_KEYS, &format!("deal {number}")));
            }
        }
        keys
    }

    /// A deal played to a contract: its declarer and bid, trump, play and tricks, every
    /// part checked before the first problem, if any, stops it.
    fn contract_deal(
        &mut self,
        number: usize,
        node: &Node<'_>,
        fields: &DealFields<'_, '_>,
        players: Checked<&[String]>,
    ) -> Checked<(Contract, Option<Play>)> {
        let declarer_and_bid = self.contract_form(
            number,
            node,
            fields.declarer,
            fields.bid,
            fields.bids,
            players,
        );
        let trump = fields
            .trump
            .map(|node| self.trump(number, node))
            .transpose();
        let hands_alone = self.hands_alone(number, fields.hands, fields.play);
        // The declarer leads the first trick.
        let leader = match &declarer_and_bid {
            Ok((declarer, _)) => Ok(*declarer),
            Err(_) => Err(super::Reported(())),
        };
        let play = self.recorded_play(number, fields.play, fields.hands, leader, trump, players);
        let tricks = self.tricks_of_play(
            number,
            node,
            fields.tricks,
            fields.play,
            &play,
            players,
            if self.rules.players() == 3 {
                "add tricks = [a, b, c] (in order of play), or passed = true if all passed"
            } else {
                "add tricks = [a, b, c, d] (in order of play), or passed = true if all passed"
            },
        );
        let (declarer, bid) = declarer_and_bid?;
        let (tricks, trump, play) = (tricks?, trump?, play?);
        hands_alone?;
        let contract = Contract {
            declarer: crate::model::seat_byte(declarer),
            bid,
            trump,
            tricks,
        };
        Ok((contract, play))
    }

    /// `hands` goes with `play`.
    fn hands_alone(
        &mut self,
        number: usize,
        hands: Option<&Node<'_>>,
        play: Option<&Node<'_>>,
    ) -> Checked<()> {
        let (Some(hands), None) = (hands, play) else {
            return Ok(());
        };
        Err(self.error(
            Diagnostic::error(
                Code::PlayHands,
                Some(hands.span.clone()),
                format!("deal {number} has hands but no play"),
            )
            .label("hands without play")
            .help("hands goes with play, the tricks as played; add play or remove hands"),
        ))
    }

    /// The deal's play, when it records one, audited from `leader` (who leads the first
    /// trick) on.
    fn recorded_play(
        &mut self,
        number: usize,
        play: Option<&Node<'_>>,
        hands: Option<&Node<'_>>,
        leader: Checked<Seat>,
        trump: Checked<Option<Suit>>,
        players: Checked<&[String]>,
    ) -> Checked<Option<Play>> {
        match (play, leader, trump, players) {
            (Some(play), Ok(leader), Ok(trump), Ok(players)) => self
                .play(number, play, hands, leader, trump, players)
                .map(Some),
            // What stops the leader, the trump or the players is reported already.
            (Some(_), ..) => Err(super::Reported(())),
            (None, ..) => Ok(None),
        }
    }

    /// The deal's `tricks`: as given (and agreeing with the play), else what a complete
    /// record shows. `missing` is the help when neither is there.
    #[allow(clippy::too_many_arguments)]
    fn tricks_of_play(
        &mut self,
        number: usize,
        node: &Node<'_>,
        tricks: Option<&Node<'_>>,
        play_entry: Option<&Node<'_>>,
        play: &Checked<Option<Play>>,
        players: Checked<&[String]>,
        missing: &str,
    ) -> Checked<Tricks> {
        // How many tricks the record lists, when it is a list.
        let recorded = play_entry.and_then(|play| match &play.value {
            Value::Array(items) => Some(items.len()),
            _ => None,
        });
        let hand = usize::try_from(self.rules.hand()).unwrap_or(13);
        match (tricks, play) {
            (Some(tricks_node), Ok(Some(play))) => {
                let tricks = self.tricks(number, tricks_node, players);
                match (tricks, players) {
                    (Ok(tricks), Ok(players)) => self
                        .tricks_agree(number, tricks_node, tricks, play, players)
                        .map(|()| tricks),
                    (tricks, _) => tricks,
                }
            }
            (Some(tricks), _) => self.tricks(number, tricks, players),
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
                    format!(
                        "a play of fewer than {hand} tricks needs tricks = {list}: the tricks after the record were conceded or claimed"
                    )
                } else {
                    missing.to_owned()
                };
                Err(self.error(
                    Diagnostic::error(
                        Code::MissingKey,
                        Some(node.span.clone()),
                        format!("deal {number} has no tricks"),
                    )
                    .label("tricks are missing")
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
        &mut self,
        number: usize,
        node: &Node<'_>,
        entries: &[Entry<'_>],
        dealer: &Checked<Option<Seat>>,
        players: Checked<&[String]>,
    ) -> Checked<(Form, Option<Play>)> {
        let mut outcome = self.no_auction_keys(number, entries);
        let fields = DealFields::of(entries);
        let bids = match fields.bids {
            Some(bids) => self.predictions(number, bids),
            None => Err(self.error(
                Diagnostic::error(
                    Code::MissingKey,
                    Some(node.span.clone()),
                    format!("deal {number} has no bids"),
                )
                .label("bids are missing")
                .help("under bidding = \"everyone\" add bids = [a, b, c, …]: each player's prediction, in order of play"),
            )),
        };
        let trump = fields
            .trump
            .map(|node| self.trump(number, node))
            .transpose();
        outcome = outcome.and(self.hands_alone(number, fields.hands, fields.play));
        let seats = self.rules.players();
        let leader = match dealer {
            Ok(dealer) => Ok(dealer.map_or(0, |dealer| (dealer + 1) % seats)),
            Err(_) => Err(super::Reported(())),
        };
        let play = self.recorded_play(number, fields.play, fields.hands, leader, trump, players);
        let tricks = self.tricks_of_play(
            number,
            node,
            fields.tricks,
            fields.play,
            &play,
            players,
            "add tricks = [a, b, c, …]: the tricks each player took, in order of play",
        );
        let (bids, tricks, trump, play) = (bids?, tricks?, trump?, play?);
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
    fn no_auction_keys(&mut self, number: usize, entries: &[Entry<'_>]) -> Checked<()> {
        let mut outcome: Checked<()> = Ok(());
        for entry in entries {
            let why = match &*entry.key {
                "declarer" | "bid" => "there is no declarer: every player predicts in bids",
                "passed" => "nobody passes: every player predicts in bids",
                _ => continue,
            };
            outcome = Err(self.error(
                Diagnostic::error(
                    Code::BiddingForm,
                    Some(entry.key_span.start..entry.node.span.end),
                    format!(
                        "deal {number} has {}, but under bidding = \"everyone\" {why}{}",
                        entry.key,
                        self.rule_source(Id::Bidding)
                    ),
                )
                .label(format!("{} belongs to an auction", entry.key))
                .help(format!(
                    "remove {}: write each player's prediction in bids = [3, 4, 2, 4] (or set bidding = \"auction\" in [rules])",
                    entry.key
                )),
            ));
        }
        outcome
    }

    /// Every player's prediction, under `bidding = everyone`: one per player, each from
    /// 0 to `hand`, the non-zero ones at least `min_bid`, 0 only when `nil_points` is set.
    fn predictions(&mut self, number: usize, node: &Node<'_>) -> Checked<[u8; 4]> {
        let players = self.rules.players();
        let items = match &node.value {
            Value::Array(items) if items.len() == players => items,
            _ => {
                let found = match &node.value {
                    Value::Array(items) => format!("{} numbers", items.len()),
                    other => other.kind_name().to_owned(),
                };
                return Err(self.error(
                    Diagnostic::error(
                        Code::Bids,
                        Some(node.span.clone()),
                        format!(
                            "deal {number}: bids must be {players} numbers, one per player, found {found}"
                        ),
                    )
                    .label(format!("expected {players} numbers"))
                    .help("under bidding = \"everyone\" every player predicts: one number per player in order of play, e.g. bids = [3, 4, 2, 4]"),
                ));
            }
        };
        let (hand, min_bid, nil_points) = (
            self.rules.hand(),
            self.rules.min_bid(),
            self.rules.nil_points(),
        );
        let mut bids = [0; 4];
        let mut outcome: Checked<()> = Ok(());
        for (seat, item) in items.iter().enumerate() {
            let bid = match self.integer(item, "a prediction") {
                Ok(bid) => bid,
                Err(reported) => {
                    outcome = Err(reported);
                    continue;
                }
            };
            if bid == 0 && nil_points == 0 {
                outcome = Err(self.error(
                    Diagnostic::error(
                        Code::NilBid,
                        Some(item.span.clone()),
                        format!(
                            "deal {number}: a prediction of 0 needs nil_points, which is 0{}",
                            self.rule_source(Id::NilPoints)
                        ),
                    )
                    .label("0 not allowed")
                    .help(format!(
                        "predict from {min_bid} to {hand}, or set nil_points (e.g. nil_points = 50) to play el almaz"
                    )),
                ));
            } else if bid != 0 && !(min_bid..=hand).contains(&bid) {
                let message = if bid > hand {
                    format!(
                        "deal {number}: prediction {bid} is more than the {hand} tricks of a deal"
                    )
                } else {
                    format!(
                        "deal {number}: prediction {bid} is below the minimum bid of {min_bid}{}",
                        self.rule_source(Id::MinBid)
                    )
                };
                let zero = if nil_points > 0 { " (or 0)" } else { "" };
                outcome = Err(self.error(
                    Diagnostic::error(Code::BidRange, Some(item.span.clone()), message)
                        .label(format!("predictions go from {min_bid} to {hand}{zero}"))
                        .help(format!(
                            "a prediction is from min_bid ({min_bid}) to hand ({hand}){zero}"
                        )),
                ));
            } else {
                bids[seat] = u8::try_from(bid).unwrap_or(u8::MAX);
            }
        }
        outcome.map(|()| bids)
    }

    /// The dealer, checked against the rotation (a warning when out of turn).
    fn dealer(
        &mut self,
        node: &Node<'_>,
        number: usize,
        players: Checked<&[String]>,
    ) -> Checked<Seat> {
        let seat = self.player(node, number, "dealer", players)?;
        if let Some(expected) = self.next_dealer.filter(|&expected| expected != seat)
            && let Ok(players) = players
        {
            self.warn(
                Diagnostic::warning(
                    Code::DealerRotation,
                    Some(node.span.clone()),
                    format!(
                        "deal {number}: {} dealt, but the rotation says {}",
                        players[seat], players[expected]
                    ),
                )
                .label("out of rotation")
                .help("the deal passes to the next player after every deal, passed or not"),
            );
        }
        self.next_dealer = Some(seat);
        Ok(seat)
    }

    /// A passed deal has no contract, and is allowed only when a hand can be thrown in.
    fn passed_deal(
        &mut self,
        number: usize,
        node: &Node<'_>,
        entries: &[Entry<'_>],
    ) -> Checked<()> {
        let mut outcome = Ok(());
        let contract_keys = [
            DealKey::Declarer,
            DealKey::Bid,
            DealKey::Bids,
            DealKey::Tricks,
            DealKey::Trump,
            DealKey::Play,
            DealKey::Hands,
        ];
        for entry in entries {
            if contract_keys.iter().any(|key| key.name() == entry.key) {
                outcome = Err(self.error(
                    Diagnostic::error(
                        Code::PassedContract,
                        Some(entry.key_span.start..entry.node.span.end),
                        format!("deal {number} is passed, but has {}", entry.key),
                    )
                    .label("a passed deal has no contract")
                    .help(format!("remove {}, or remove passed", entry.key)),
                ));
            }
        }
        if self.rules.all_pass() == AllPass::Dealer {
            outcome = Err(self.error(
                Diagnostic::error(
                    Code::PassedNotAllowed,
                    Some(node.span.clone()),
                    format!(
                        "deal {number} is passed, but under all_pass = \"dealer\" the dealer must take the hand{}",
                        self.rule_source(Id::AllPass)
                    ),
                )
                .label("passed deal")
                .help(format!(
                    "record the dealer as declarer with bid = {}",
                    self.rules.min_bid()
                )),
            ));
        }
        outcome
    }

    /// The declarer and bid, from `declarer` + `bid` or from `bids`.
    fn contract_form(
        &mut self,
        number: usize,
        node: &Node<'_>,
        declarer: Option<&Node<'_>>,
        bid: Option<&Node<'_>>,
        bids: Option<&Node<'_>>,
        players: Checked<&[String]>,
    ) -> Checked<(Seat, u8)> {
        match (declarer, bid, bids) {
            (Some(declarer), Some(bid), None) => {
                let seat = self.player(declarer, number, "declarer", players);
                let bid = self.bid(number, bid);
                Ok((seat?, bid?))
            }
            (None, None, Some(bids)) => self.bids(number, bids),
            (_, _, Some(bids)) => Err(self.error(
                Diagnostic::error(
                    Code::ContractForm,
                    Some(bids.span.clone()),
                    format!("deal {number} has both bids and declarer/bid"),
                )
                .label("give one form only")
                .help("keep either declarer + bid, or the score-sheet bids list"),
            )),
            (None, None, None) => Err(self.error(
                Diagnostic::error(
                    Code::ContractForm,
                    Some(node.span.clone()),
                    format!("deal {number} has no contract"),
                )
                .label("no declarer, bid or bids")
                .help("add declarer = NAME and bid = N, or bids = [0, 7, 0, 0], or passed = true"),
            )),
            (Some(present), None, None) | (None, Some(present), None) => {
                let (has, lacks) = if declarer.is_some() {
                    ("a declarer", "bid")
                } else {
                    ("a bid", "declarer")
                };
                Err(self.error(
                    Diagnostic::error(
                        Code::ContractForm,
                        Some(present.span.clone()),
                        format!("deal {number} has {has} but no {lacks}"),
                    )
                    .label(format!("{lacks} is missing"))
                    .help(format!("add {lacks} to this deal")),
                ))
            }
        }
    }

    fn bid(&mut self, number: usize, node: &Node<'_>) -> Checked<u8> {
        let bid = self.integer(node, "bid")?;
        let (min_bid, hand) = (self.rules.min_bid(), self.rules.hand());
        if let Ok(valid) = u8::try_from(bid)
            && (min_bid..=hand).contains(&bid)
        {
            return Ok(valid);
        }
        let message = if bid > hand {
            format!("deal {number}: bid {bid} is more than the {hand} tricks of a deal")
        } else {
            format!(
                "deal {number}: bid {bid} is below the minimum bid of {min_bid}{}",
                self.rule_source(Id::MinBid)
            )
        };
        Err(self.error(
            Diagnostic::error(Code::BidRange, Some(node.span.clone()), message)
                .label(format!("bids go from {min_bid} to {hand}"))
                .help(format!("a bid is from min_bid ({min_bid}) to {hand}")),
        ))
    }

    fn bids(&mut self, number: usize, node: &Node<'_>) -> Checked<(Seat, u8)> {
        let players = self.rules.players();
        let counts = match &node.value {
            Value::Array(items) if items.len() == players => items,
            _ => {
                let count = if players == 4 { "four" } else { "three" };
                return Err(self.error(
                    Diagnostic::error(
                        Code::Bids,
                        Some(node.span.clone()),
                        format!("deal {number}: bids must be a list of {count} numbers"),
                    )
                    .label(format!("expected {players} numbers"))
                    .help(
                        "one number per player in order of play, 0 for a pass: bids = [0, 7, 0, 0]",
                    ),
                ));
            }
        };
        let mut declared = Vec::new();
        for (seat, item) in counts.iter().enumerate() {
            if self.integer(item, "a bid")? != 0 {
                declared.push((seat, item));
            }
        }
        let [(seat, item)] = declared[..] else {
            return Err(self.error(
                Diagnostic::error(
                    Code::Bids,
                    Some(node.span.clone()),
                    format!(
                        "deal {number}: bids must have exactly one non-zero entry, found {}",
                        declared.len()
                    ),
                )
                .label(format!("{} non-zero", declared.len()))
                .help("the one non-zero number is the declarer's bid; write 0 for everybody else"),
            ));
        };
        Ok((seat, self.bid(number, item)?))
    }

    fn trump(&mut self, number: usize, node: &Node<'_>) -> Checked<Suit> {
        let text = self.string(node, "trump")?;
        let Some(suit) = Suit::parse(text) else {
            let names = Suit::ALL
                .iter()
                .flat_map(|suit| suit.spellings())
                .copied()
                .filter(|spelling| spelling.chars().count() > 2);
            return Err(self.error(
                Diagnostic::error(
                    Code::Trump,
                    Some(node.span.clone()),
                    format!("deal {number}: \"{text}\" is not a suit"),
                )
                .label("not a suit")
                .help(suggest(text, names.clone()).unwrap_or_else(|| {
                    "write spades, hearts, diamonds or clubs (also ♠ ♥ ♦ ♣, S H D C, maça kupa karo sinek)".into()
                }))
                .fix(crate::diagnostic::nearest(text, names)),
            ));
        };
        if self.rules.spades_only() && suit != Suit::Spades {
            return Err(self.error(
                Diagnostic::error(
                    Code::TrumpRule,
                    Some(node.span.clone()),
                    format!(
                        "deal {number}: trump is {}, but spades are always trump under trump = \"{}\"{}",
                        suit.name(),
                        self.rules.trump_rule().name(),
                        self.rule_source(Id::Trump)
                    ),
                )
                .label("must be spades")
                .help("write trump = \"spades\", or leave trump out"),
            ));
        }
        Ok(suit)
    }
}
