//! A deal's recorded play: `play` (tricks of a card a player) and `hands`, read
//! with a span for every card inside its string, then audited by `crate::play`. Errors
//! stop the deal; breaches of the play rules are warnings pointing at the card, with the
//! card that proves them.

use super::{Checked, Checker};
use crate::diagnostic::{Code, Diagnostic, problem};
use crate::lang::{Text, text};
use crate::model::{Audit, Card, Play, Seat, Suit, Trick, Tricks};
use crate::play::audit;
use crate::raw::{Entry, Node, Span, Value};

impl Checker {
    /// `play` (and `hands`) of a deal whose first trick `leader` leads (the declarer, or
    /// where everyone predicts the player after the dealer): the play, audited, or the
    /// proof that what was wrong is reported.
    pub(super) fn play(
        &self,
        play: &Node<'_>,
        hands: Option<&Node<'_>>,
        leader: Seat,
        trump: Option<Suit>,
    ) -> Checked<Play> {
        // Players that did not check are reported already: the play is not read then.
        let players = self.seated()?;
        let trump = trump.or_else(|| self.rules.spades_only().then_some(Suit::Spades));
        let tricks = self.tricks_played(play);
        let hands = hands.map(|node| self.hands(node)).transpose();
        // Without a trump no trick has a winner.
        let Some(trump) = trump else {
            return Err(self.error(problem!(
                Code::PlayTrumpUnknown,
                // Its first character: the record itself may be many lines.
                Some(play.span.start..play.span.start + 1),
                text!("play-trump-unknown", deal = self.number),
                label,
                help
            )));
        };
        let ((cards, spans), hands) = (tricks?, hands?);
        let result = audit(
            &cards,
            leader,
            trump,
            hands.as_ref(),
            crate::play::PlayRules::of(&self.rules),
        );
        if let Some(hands) = &hands {
            self.held(&cards, &spans, hands, &result)?;
        }
        for finding in &result.findings {
            let span = spans[finding.trick * self.rules.players() + finding.position].clone();
            // The warning for one breach, with its evidence.
            let message = finding.text(&cards, players);
            let breach = text!("play-breach", deal = self.number, breach = message);
            self.warn(
                Diagnostic::warning(finding.breach.code(), Some(span), breach)
                    .label(finding.breach.label())
                    .help(finding.breach.help()),
            );
        }
        Ok(Play {
            tricks: cards,
            hand: self.hand_size(),
            hands,
            trump,
            audit: result,
        })
    }

    /// Every card of `tricks` (at `spans`) against `hands`: an error for each card played
    /// by a seat not dealt it (seats from each trick's leader in `audit`).
    fn held(
        &self,
        tricks: &[Trick],
        spans: &[Span],
        hands: &[Vec<Card>; 4],
        audit: &Audit,
    ) -> Checked<()> {
        let (seats, players) = (self.rules.players(), self.seated()?);
        let mut held: Checked<()> = Ok(());
        for (index, trick) in tricks.iter().enumerate() {
            for (position, card) in trick.iter().enumerate() {
                let seat = (audit.leader(index) + position) % seats;
                if !hands[seat].contains(card) {
                    held = Err(self.error(problem!(
                        Code::PlayNotHeld,
                        Some(spans[index * seats + position].clone()),
                        text!(
                            "play-not-held",
                            deal = self.number,
                            trick = index + 1,
                            leader = &players[audit.leader(index)],
                            player = &players[seat],
                            card = card.symbol()
                        ),
                        label,
                        help(leader = &players[audit.leader(index)])
                    )));
                }
            }
        }
        held
    }

    /// The cards each player is dealt, the tricks of a deal (`hand`: 1–17). A hand no
    /// deck can deal is the rules' one error: play is checked against the most a deck
    /// deals the players, not found wrong at every deal.
    pub(super) fn hand_size(&self) -> u8 {
        let players = i64::try_from(self.rules.players()).unwrap_or(4);
        let hand = if self.dealt() > 52 {
            52 / players
        } else {
            self.rules.hand()
        };
        u8::try_from(hand.clamp(1, 17)).unwrap_or(13)
    }

    /// The tricks of `play`: a list of at most `hand` strings of a card a player, no
    /// card twice; and the span of every card, in order of play.
    fn tricks_played(&self, play: &Node<'_>) -> Checked<(Vec<Trick>, Vec<Span>)> {
        let (seats, hand) = (self.rules.players(), usize::from(self.hand_size()));
        let Value::Array(items) = &play.value else {
            return Err(self.type_error(
                play,
                text!("place-deal-play", deal = self.number),
                text!(
                    "expected-play",
                    seats = seats,
                    example = &"HA H3 H9 H2"[..3 * seats - 1]
                ),
            ));
        };
        if let Some(extra) = items.get(hand) {
            return Err(self.error(problem!(
                Code::PlayTrickSize,
                Some(extra.span.clone()),
                text!(
                    "play-too-many-tricks",
                    deal = self.number,
                    count = items.len(),
                    hand = hand
                ),
                label(place = hand + 1, suffix = ordinal_suffix(hand + 1)),
                help(hand = hand, seats = seats)
            )));
        }
        let mut tricks = Vec::with_capacity(items.len());
        let mut spans = Vec::with_capacity(items.len() * seats);
        let mut outcome: Checked<()> = Ok(());
        // The trick each card was played in, by the card's place in the deck.
        let mut seen: [Option<(usize, Span)>; 52] = [const { None }; 52];
        // One buffer for the cards of every trick.
        let mut spelled = Vec::with_capacity(8);
        for (index, item) in items.iter().enumerate() {
            if self
                .cards(
                    item,
                    &|| text!("place-trick", trick = index + 1),
                    &mut spelled,
                )
                .is_err()
            {
                outcome = Err(super::Reported(()));
                continue;
            }
            if spelled.len() != seats {
                outcome = Err(self.error(
                    problem!(
                        Code::PlayTrickSize,
                        Some(item.span.clone()),
                        text!(
                            "play-trick-size",
                            deal = self.number,
                            trick = index + 1,
                            seats = seats,
                            count = spelled.len()
                        ),
                        help(seats = seats)
                    )
                    .label(text!("cards-count", count = spelled.len())),
                ));
                continue;
            }
            outcome = outcome.and(self.first_plays(index, &spelled, &mut seen));
            tricks.extend(Trick::new(spelled.iter().map(|(card, _)| *card)));
            spans.extend(spelled.drain(..).map(|(_, span)| span));
        }
        outcome.map(|()| (tricks, spans))
    }

    /// The cards of trick `index`, each noted in `seen` (by its place in the deck) with
    /// the trick it was first played in: an error for each played before.
    fn first_plays(
        &self,
        index: usize,
        trick: &[(Card, Span)],
        seen: &mut [Option<(usize, Span)>; 52],
    ) -> Checked<()> {
        let mut outcome: Checked<()> = Ok(());
        for (card, span) in trick {
            if let Some((first, first_span)) = &seen[card.index()] {
                outcome = Err(self.error(
                    Diagnostic::error(
                        Code::PlayDuplicate,
                        Some(span.clone()),
                        if *first == index {
                            text!(
                                "play-duplicate-same-trick",
                                deal = self.number,
                                trick = index + 1,
                                card = card.symbol()
                            )
                        } else {
                            text!(
                                "play-duplicate",
                                deal = self.number,
                                trick = index + 1,
                                card = card.symbol(),
                                first = first + 1
                            )
                        },
                    )
                    .label(text!("play-duplicate-label"))
                    .also(first_span.clone(), text!("play-duplicate-first"))
                    .help(text!("play-duplicate-help")),
                ));
            } else {
                seen[card.index()] = Some((index, span.clone()));
            }
        }
        outcome
    }

    /// `hands`: a table naming every player, `hand` different cards each, no card in two
    /// hands (with fewer than 52 cards dealt, the rest are buried: never played).
    fn hands(&self, node: &Node<'_>) -> Checked<[Vec<Card>; 4]> {
        let players = self.seated()?;
        let Some(entries) = node.as_table() else {
            return Err(self.type_error(node, "hands".into(), text!("expected-hands")));
        };
        let hand = usize::from(self.hand_size());
        // A hand not (yet) given is empty: a hand dealt has a card at least.
        let mut hands: [Vec<Card>; 4] = Default::default();
        let mut outcome: Checked<()> = Ok(());
        // One buffer for the cards of every hand.
        let mut spelled = Vec::with_capacity(hand);
        for entry in entries {
            let Ok(seat) = self.hand_seat(entry, players) else {
                outcome = Err(super::Reported(()));
                continue;
            };
            if self
                .cards(
                    &entry.node,
                    &|| text!("place-hand", name = &players[seat]),
                    &mut spelled,
                )
                .is_err()
            {
                outcome = Err(super::Reported(()));
                continue;
            }
            if spelled.len() != hand {
                outcome = Err(self.hands_error(
                    entry.node.span.clone(),
                    text!(
                        "hands-size",
                        deal = self.number,
                        name = &players[seat],
                        count = spelled.len(),
                        hand = hand
                    ),
                    text!("hands-size-label", hand = hand),
                ));
                continue;
            }
            outcome = outcome.and(self.dealt_once(seat, &spelled, &hands, players));
            hands[seat] = spelled.iter().map(|(card, _)| *card).collect();
        }
        if let Some(missing) = hands[..players.len().min(4)].iter().position(Vec::is_empty)
            && outcome.is_ok()
        {
            outcome = Err(self.hands_error(
                node.span.clone(),
                text!(
                    "hands-missing",
                    deal = self.number,
                    name = &players[missing]
                ),
                text!("hands-missing-label"),
            ));
        }
        outcome?;
        Ok(hands)
    }

    /// The seat of the player a `hands` entry names, or the error that it names none.
    fn hand_seat(&self, entry: &Entry<'_>, players: &[String]) -> Checked<Seat> {
        let Some(seat) = players
            .iter()
            .position(|player| *player == entry.key.trim())
        else {
            return Err(self.hands_error(
                entry.key_span.clone(),
                match crate::diagnostic::nearest(&entry.key, players.iter().map(String::as_str)) {
                    Some(candidate) => text!(
                        "hands-not-player-suggest",
                        deal = self.number,
                        name = &*entry.key,
                        candidate = candidate
                    ),
                    None => text!("hands-not-player", deal = self.number, name = &*entry.key),
                },
                text!("hands-not-player-label"),
            ));
        };
        Ok(seat)
    }

    /// The cards `spelled` for `seat`'s hand, against the hands read before it: an error
    /// for each card in another hand too, or twice in this one.
    fn dealt_once(
        &self,
        seat: Seat,
        spelled: &[(Card, Span)],
        hands: &[Vec<Card>; 4],
        players: &[String],
    ) -> Checked<()> {
        let mut outcome: Checked<()> = Ok(());
        for (card, span) in spelled {
            let elsewhere = hands
                .iter()
                .enumerate()
                .find(|(_, hand)| hand.contains(card));
            let twice = spelled.iter().filter(|(other, _)| other == card).count() > 1;
            if let Some((other, _)) = elsewhere {
                outcome = Err(self.hands_error(
                    span.clone(),
                    text!(
                        "hands-card-in-two",
                        deal = self.number,
                        card = card.symbol(),
                        first = &players[other],
                        second = &players[seat]
                    ),
                    text!("hands-card-in-two-label"),
                ));
            } else if twice {
                outcome = Err(self.hands_error(
                    span.clone(),
                    text!(
                        "hands-card-twice",
                        deal = self.number,
                        card = card.symbol(),
                        name = &players[seat]
                    ),
                    text!("hands-card-twice-label"),
                ));
            }
        }
        outcome
    }

    /// A `hands` error at `span`: `message`, with `label`.
    fn hands_error(&self, span: Span, message: Text, label: Text) -> super::Reported {
        let (hand, seats) = (self.hand_size(), self.rules.players());
        self.error(
            Diagnostic::error(Code::PlayHands, Some(span), message)
                .label(label)
                .help(text!("hands-help", hand = hand, seats = seats)),
        )
    }

    /// The cards of a string, each with its span in the file: exact when the string is
    /// written as it reads (no escapes), else the whole string's span.
    fn cards(
        &self,
        node: &Node<'_>,
        what: &dyn Fn() -> Text,
        cards: &mut Vec<(Card, Span)>,
    ) -> Checked<()> {
        cards.clear();
        let Some(text) = node.as_str() else {
            return Err(self.type_error(
                node,
                text!("place-deal-and", deal = self.number, what = what()),
                text!("expected-cards"),
            ));
        };
        let written = node.span.end.saturating_sub(node.span.start);
        // A string the reader borrowed from the file stands there as it reads (no escape,
        // no folded line): plain (YAML), or inside one quote each side. Else the whole
        // string's span.
        let verbatim = matches!(&node.value, Value::Str(std::borrow::Cow::Borrowed(_)));
        let base = match written.checked_sub(text.len()) {
            Some(0) if verbatim => Some(node.span.start),
            Some(2) if verbatim => Some(node.span.start + 1),
            _ => None,
        };
        let mut outcome: Checked<()> = Ok(());
        for (offset, word) in words(text) {
            let span = base.map_or_else(
                || node.span.clone(),
                |base| base + offset..base + offset + word.len(),
            );
            match Card::parse(word) {
                Some(card) => cards.push((card, span)),
                None => {
                    outcome = Err(self.error(
                        problem!(
                            Code::PlayCard,
                            Some(span),
                            text!("play-card", deal = self.number, what = what(), word = word),
                            label
                        )
                        .help(if word.contains(',') {
                            text!("play-card-help-commas")
                        } else {
                            text!("play-card-help")
                        }),
                    ));
                }
            }
        }
        outcome
    }

    /// `tricks` against the play: equal to a complete record's, and not below what a
    /// partial record shows won.
    pub(super) fn tricks_agree(&self, node: &Node<'_>, tricks: Tricks, play: &Play) -> Checked<()> {
        let players = self.seated()?;
        // Counts per player are checked per player, team counts per team.
        let partnership = matches!(tricks, Tricks::Teams(_));
        let given = tricks.per_side(partnership);
        let won = crate::model::per_side(play.audit.won, partnership);
        let sides = if partnership { 2 } else { self.rules.players() };
        let complete = play.complete();
        let wrong = (0..sides).find(|&side| {
            if complete {
                given[side] != won[side]
            } else {
                given[side] < won[side]
            }
        });
        let Some(side) = wrong else {
            return Ok(());
        };
        let name = if partnership {
            self.team_names(players)[side].clone()
        } else {
            players[side].clone()
        };
        // Both lines whole, in order of play, so every side that differs shows.
        let line = |counts: &[i64]| {
            counts[..sides]
                .iter()
                .map(i64::to_string)
                .collect::<Vec<_>>()
                .join("-")
        };
        let message = if complete {
            text!(
                "play-tricks-mismatch",
                deal = self.number,
                name = name,
                given = given[side],
                given_line = line(&given),
                won = won[side],
                won_line = line(&won)
            )
        } else {
            text!(
                "play-tricks-mismatch-partial",
                deal = self.number,
                name = name,
                given = given[side],
                given_line = line(&given),
                won = won[side],
                won_line = line(&won)
            )
        };
        Err(self.error(
            Diagnostic::error(Code::PlayTricksMismatch, Some(node.span.clone()), message)
                .label(text!("play-tricks-mismatch-label"))
                .fix(
                    complete
                        .then(|| format!("[{}]", line(&won).replace('-', ", ")))
                        .as_deref(),
                )
                .help(if complete {
                    text!("play-tricks-mismatch-help", hand = play.hand)
                } else {
                    text!("play-tricks-mismatch-help-partial")
                }),
        ))
    }
}

/// The English ordinal's ending of a trick's place (`14th`, `17th`, `13th`): English
/// says it, the other languages write the place their own way.
pub(super) fn ordinal_suffix(place: usize) -> &'static str {
    match (place % 10, place % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    }
}

/// The words of a text (split at any white space: ASCII's in an ASCII text) with their
/// byte offsets.
pub(super) fn words(text: &str) -> impl Iterator<Item = (usize, &str)> + '_ {
    let ascii = text.is_ascii();
    text.split(move |c: char| {
        if ascii {
            c.is_ascii_whitespace()
        } else {
            c.is_whitespace()
        }
    })
    .filter(|word| !word.is_empty())
    .map(move |word| (word.as_ptr().addr() - text.as_ptr().addr(), word))
}
