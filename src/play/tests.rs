//! The card-play rules, each under each setting, with the edge cases the card-play rules and issue
//! 15 name; and a property: random legal plays audit clean, one illegal card is caught.

use super::{PlayRules, audit, winner};
use crate::model::{Audit, Breach, Card, Suit, Trick};

fn card(text: &str) -> Card {
    Card::parse(text).unwrap_or_else(|| panic!("{text} is a card"))
}

fn trick(text: &str) -> Trick {
    Trick::new(text.split_whitespace().map(card))
        .filter(|trick| trick.len() == 4)
        .expect("four cards")
}

fn tricks(lines: &[&str]) -> Vec<Trick> {
    lines.iter().map(|line| trick(line)).collect()
}

const ALL: PlayRules = PlayRules {
    must_trump: true,
    must_overtake: true,
    trump_breaking: true,
};

fn breaches(audit: &Audit) -> Vec<(usize, usize, Breach)> {
    audit
        .findings
        .iter()
        .map(|finding| (finding.trick, finding.position, finding.breach))
        .collect()
}

#[test]
fn the_highest_trump_wins_else_the_highest_of_the_led_suit() {
    assert_eq!(winner(&trick("H3 HA H9 H2"), Suit::Spades), 1);
    assert_eq!(winner(&trick("H3 HA S2 H2"), Suit::Spades), 2);
    assert_eq!(
        winner(&trick("H3 CA DK H2"), Suit::Spades),
        0,
        "off-suit cards never win"
    );
    assert_eq!(winner(&trick("S3 S9 H2 SA"), Suit::Spades), 3);
}

#[test]
fn leaders_follow_winners_and_tricks_are_counted() {
    // Seat 1 leads; seat 2 (second to play) wins trick 1 and leads trick 2.
    let play = tricks(&["H3 HA H9 H2", "D2 DK D3 D4"]);
    let audit = audit(&play, 1, Suit::Spades, None, PlayRules::default());
    assert_eq!(audit.leaders(), [1, 2]);
    assert_eq!(audit.winners(), [2, 3]);
    assert_eq!(audit.won, [0, 0, 1, 1]);
    assert!(audit.findings.is_empty());
}

#[test]
fn a_revoke_is_proven_by_the_suit_played_later() {
    // Seat 2 plays a club on a heart lead, and a heart in trick 2 (led by seat 1, who
    // won trick 1, so seat 2 plays second): a revoke, always.
    let play = tricks(&["H3 HA C9 H2", "D2 H5 DK D4"]);
    let found = audit(&play, 0, Suit::Spades, None, PlayRules::default());
    assert_eq!(breaches(&found), [(0, 2, Breach::Revoke)]);
    assert_eq!(found.findings[0].seat, 2);
    assert_eq!(found.findings[0].held, card("H5"));
    assert_eq!(found.findings[0].held_played_in, Some(1));
    // Without that later heart nothing is proven (a partial record).
    let play = tricks(&["H3 HA C9 H2"]);
    assert!(audit(&play, 0, Suit::Spades, None, ALL).findings.is_empty());
}

#[test]
fn must_trump_only_under_its_setting() {
    // Seat 2, void in hearts (plays none later), discards a club holding a spade.
    let play = tricks(&["H3 HA C9 H2", "DA S5 DK D4"]);
    let on = PlayRules {
        must_trump: true,
        ..PlayRules::default()
    };
    let found = audit(&play, 0, Suit::Spades, None, on);
    assert_eq!(breaches(&found), [(0, 2, Breach::MustTrump)]);
    assert!(
        audit(&play, 0, Suit::Spades, None, PlayRules::default())
            .findings
            .is_empty()
    );
}

#[test]
fn must_overtake_following_suit() {
    // Seat 2 plays H9 after HK while holding HA (played in trick 2): a breach.
    let play = tricks(&["H3 HK H9 H2", "D2 HA D3 D4"]);
    let on = PlayRules {
        must_overtake: true,
        ..PlayRules::default()
    };
    let found = audit(&play, 0, Suit::Spades, None, on);
    assert_eq!(breaches(&found), [(0, 2, Breach::MustOvertake)]);
    // Unable to beat: no breach.
    let play = tricks(&["H3 HA H9 H2", "D2 HK D3 D4"]);
    assert!(audit(&play, 0, Suit::Spades, None, on).findings.is_empty());
}

#[test]
fn following_suit_after_the_trick_was_trumped_needs_no_overtaking() {
    // Seat 1 trumps; seat 2 follows with a low heart while holding HA: fine.
    let play = tricks(&["HK S2 H3 H4", "SA HA D3 D4"]);
    let on = PlayRules {
        must_overtake: true,
        ..PlayRules::default()
    };
    let found = audit(&play, 0, Suit::Spades, None, on);
    assert!(found.findings.is_empty(), "{:?}", found.findings);
}

#[test]
fn overtrumping_when_a_trump_was_already_played() {
    // Seat 1 trumps with S5; seat 2, void in hearts, trumps lower with S2 holding SK.
    let play = tricks(&["HA S5 S2 H4", "D2 SK D3 D4"]);
    let on = PlayRules {
        must_overtake: true,
        ..PlayRules::default()
    };
    let found = audit(&play, 0, Suit::Spades, None, on);
    assert_eq!(breaches(&found), [(0, 2, Breach::MustOvertake)]);
    assert_eq!(found.findings[0].held, card("SK"));
}

#[test]
fn a_trump_lead_under_must_overtake_is_followed_higher() {
    let play = tricks(&["SK S2 S3 S4", "D2 SA D3 D4"]);
    let on = PlayRules {
        must_overtake: true,
        ..PlayRules::default()
    };
    let found = audit(&play, 0, Suit::Spades, None, on);
    assert_eq!(breaches(&found), [(0, 1, Breach::MustOvertake)]);
}

/// The card a player should have beaten, as the breach names it: following suit, the
/// best of the led suit so far; trumping a plain lead, the best trump so far, not the
/// card led.
#[test]
fn the_card_to_beat_is_found_by_the_audit() {
    let on = PlayRules {
        must_overtake: true,
        ..PlayRules::default()
    };
    for (play, rival, held) in [
        (["SJ SQ S3 S2", "D2 SK D3 D4"], "SQ", "SK"),
        (["SA H5 H3 S2", "D2 H9 D3 D4"], "H5", "H9"),
    ] {
        let found = audit(&tricks(&play), 0, Suit::Hearts, None, on);
        assert_eq!(breaches(&found), [(0, 2, Breach::MustOvertake)]);
        assert_eq!(found.findings[0].rival, Some(card(rival)));
        assert_eq!(found.findings[0].held, card(held));
    }
}

#[test]
fn a_partners_card_is_still_the_one_to_beat() {
    // Seat 0 leads HK; seat 2 (its partner) could beat its own partner's king with HA:
    // must_overtake does not care who is winning.
    let play = tricks(&["HK H2 H3 H4", "D2 D3 HA D4"]);
    let on = PlayRules {
        must_overtake: true,
        ..PlayRules::default()
    };
    let found = audit(&play, 0, Suit::Spades, None, on);
    assert_eq!(breaches(&found), [(0, 2, Breach::MustOvertake)]);
}

#[test]
fn trump_may_be_led_once_broken_or_when_nothing_else_is_held() {
    let on = PlayRules {
        trump_breaking: true,
        ..PlayRules::default()
    };
    // Seat 0 leads a spade in trick 1 holding a diamond (played in trick 2): a breach.
    let play = tricks(&["SA S2 S3 S4", "D2 D3 D4 D5"]);
    let found = audit(&play, 0, Suit::Spades, None, on);
    assert_eq!(breaches(&found), [(0, 0, Breach::TrumpLead)]);
    // Holding nothing but trumps (known from the hands dealt): no breach.
    let hands = [
        vec![card("SA"), card("SK")],
        vec![card("S2"), card("D3")],
        vec![card("S3"), card("D4")],
        vec![card("S4"), card("D5")],
    ];
    let play = tricks(&["SA S2 S3 S4"]);
    assert!(
        audit(&play, 0, Suit::Spades, Some(&hands), on)
            .findings
            .is_empty()
    );
    // Broken by a ruff in an earlier trick: trump may be led.
    let play = tricks(&["HA S2 H3 H4", "S5 D2 D3 D4"]);
    let found = audit(&play, 0, Suit::Spades, None, on);
    assert!(found.findings.is_empty(), "{:?}", found.findings);
}

#[test]
fn a_trick_without_a_trump_does_not_break_trump() {
    // Trick 1 is all hearts: trump is still unbroken when seat 0, who won it, leads SA
    // in trick 2 holding a diamond (played in trick 3): a breach there.
    let on = PlayRules {
        trump_breaking: true,
        ..PlayRules::default()
    };
    let play = tricks(&["HA H2 H3 H4", "SA D2 D3 D4", "D5 D6 D7 D8"]);
    let found = audit(&play, 0, Suit::Spades, None, on);
    assert_eq!(breaches(&found), [(1, 0, Breach::TrumpLead)]);
    assert_eq!(found.findings[0].held, card("D5"));
    assert_eq!(found.findings[0].held_played_in, Some(2));
}

#[test]
fn hands_dealt_prove_what_the_record_alone_cannot() {
    // Seat 2 discards a club on a heart lead; only the dealt hand shows its H5.
    let hands = [
        vec![card("H3")],
        vec![card("HA")],
        vec![card("C9"), card("H5")],
        vec![card("H2")],
    ];
    let play = tricks(&["H3 HA C9 H2"]);
    let found = audit(&play, 0, Suit::Spades, Some(&hands), PlayRules::default());
    assert_eq!(breaches(&found), [(0, 2, Breach::Revoke)]);
    // The proof is the heart of that hand, never played, not the first card dealt.
    assert_eq!(found.findings[0].held, card("H5"));
    assert_eq!(found.findings[0].held_played_in, None);
}

/// A trick at a table of three.
fn trick3(text: &str) -> Trick {
    Trick::new(text.split_whitespace().map(card))
        .filter(|trick| trick.len() == 3)
        .expect("three cards")
}

#[test]
fn three_seats_a_trick_winner() {
    assert_eq!(winner(&trick3("H3 HA H9"), Suit::Spades), 1);
    assert_eq!(winner(&trick3("H3 HA S2"), Suit::Spades), 2);
    assert_eq!(
        winner(&trick3("H3 CA DK"), Suit::Spades),
        0,
        "off-suit cards never win"
    );
    // Seat 2 leads, seat 1 (third to play) wins: the seats go round three.
    let play = [trick3("H3 H9 HA"), trick3("D2 DK D3")];
    let found = audit(&play, 2, Suit::Spades, None, ALL);
    assert_eq!(found.leaders(), [2, 1]);
    assert_eq!(found.winners(), [1, 2]);
    assert_eq!(found.won, [0, 1, 1, 0]);
}

#[test]
fn three_seats_a_revoke_is_found() {
    // Seat 2 plays a club on a heart lead and a heart in trick 2 (led by seat 1, who won
    // trick 1, so seat 2 plays second there).
    let play = [trick3("H3 HA C9"), trick3("D2 H5 DK")];
    let found = audit(&play, 0, Suit::Spades, None, PlayRules::default());
    assert_eq!(breaches(&found), [(0, 2, Breach::Revoke)]);
    assert_eq!(found.findings[0].seat, 2);
    assert_eq!(found.findings[0].held, card("H5"));
    assert_eq!(found.findings[0].held_played_in, Some(1));
    assert_eq!(found.winners(), [1, 0]);
    // The hands as dealt prove it without the later heart.
    let hands = [
        vec![card("H3"), card("DK")],
        vec![card("HA"), card("D2")],
        vec![card("C9"), card("H5")],
        Vec::new(),
    ];
    let found = audit(
        &play[..1],
        0,
        Suit::Spades,
        Some(&hands),
        PlayRules::default(),
    );
    assert_eq!(breaches(&found), [(0, 2, Breach::Revoke)]);
    assert_eq!(found.findings[0].held_played_in, None);
}

#[test]
fn three_seats_a_complete_record_of_16_tricks_derives_the_tricks() {
    // Gömmeli: 48 cards played, the four 2s buried. Clubs are trump and led last, when
    // the leader holds nothing else. In rising tricks the third card wins, in falling
    // ones the lead: 2, 1, 0, 2 win the spades; 2 all the hearts; 1, 0, 2, 1 the
    // diamonds; 1 all the clubs.
    let play: Vec<Trick> = [
        "S3 S4 S5", "S6 S7 S8", "S9 ST SJ", "SQ SK SA", "HA HK HQ", "HJ HT H9", "H8 H7 H6",
        "H5 H4 H3", "D3 D4 D5", "D6 D7 D8", "D9 DT DJ", "DQ DK DA", "CA CK CQ", "CJ CT C9",
        "C8 C7 C6", "C5 C4 C3",
    ]
    .map(trick3)
    .to_vec();
    let found = audit(&play, 0, Suit::Clubs, None, ALL);
    assert!(found.findings.is_empty(), "{:?}", found.findings);
    assert_eq!(
        found.winners(),
        [2, 1, 0, 2, 2, 2, 2, 2, 1, 0, 2, 1, 1, 1, 1, 1]
    );
    assert_eq!(found.won, [2, 7, 7, 0]);
    assert_eq!(found.leader(15), 1);
}

/// The property: deals played out legally under random settings by an independent
/// move generator audit clean, and their tricks sum to 13 and agree with a recount;
/// then one card played against a rule is caught where it was played.
mod property {
    use std::fmt::Write as _;

    use proptest::prelude::*;

    use super::super::{PlayRules, audit};
    use crate::model::{Breach, Card, Suit, Trick};

    /// Tricks of four cards as the audit reads them.
    fn played(tricks: &[[Card; 4]]) -> Vec<Trick> {
        tricks
            .iter()
            .map(|cards| Trick::new(*cards).expect("four cards"))
            .collect()
    }

    /// A shuffled deck dealt into four hands of 13 (xorshift from the seed).
    fn deal(seed: u64) -> [Vec<Card>; 4] {
        let mut deck: Vec<Card> = Suit::ALL
            .into_iter()
            .flat_map(|suit| (2..=14).map(move |rank| Card { suit, rank }))
            .collect();
        let mut state = seed | 1;
        for at in (1..deck.len()).rev() {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let other = usize::try_from(state % (at as u64 + 1)).unwrap_or(0);
            deck.swap(at, other);
        }
        let mut hands: [Vec<Card>; 4] = Default::default();
        for (index, card) in deck.into_iter().enumerate() {
            hands[index % 4].push(card);
        }
        hands
    }

    /// The cards the rules allow next (written here from the rules' own words).
    fn legal(
        hand: &[Card],
        so_far: &[Card],
        trump: Suit,
        broken: bool,
        rules: PlayRules,
    ) -> Vec<Card> {
        let Some(lead) = so_far.first() else {
            let others: Vec<Card> = hand.iter().copied().filter(|c| c.suit != trump).collect();
            return if rules.trump_breaking && !broken && !others.is_empty() {
                others
            } else {
                hand.to_vec()
            };
        };
        let led = lead.suit;
        let best = |suit: Suit| {
            so_far
                .iter()
                .filter(|c| c.suit == suit)
                .map(|c| c.rank)
                .max()
        };
        let of =
            |suit: Suit| -> Vec<Card> { hand.iter().copied().filter(|c| c.suit == suit).collect() };
        let trumped = led != trump && best(trump).is_some();
        let following = of(led);
        if !following.is_empty() {
            if rules.must_overtake && !trumped {
                let top = best(led).unwrap_or(0);
                let higher: Vec<Card> =
                    following.iter().copied().filter(|c| c.rank > top).collect();
                if !higher.is_empty() {
                    return higher;
                }
            }
            return following;
        }
        let trumps = of(trump);
        let trumps_allowed: Vec<Card> = match best(trump) {
            Some(top) if rules.must_overtake => {
                let higher: Vec<Card> = trumps.iter().copied().filter(|c| c.rank > top).collect();
                if higher.is_empty() {
                    trumps.clone()
                } else {
                    higher
                }
            }
            _ => trumps.clone(),
        };
        if rules.must_trump && !trumps.is_empty() {
            return trumps_allowed;
        }
        hand.iter()
            .copied()
            .filter(|c| c.suit != trump || trumps_allowed.contains(c))
            .collect()
    }

    /// A whole deal played legally from seat 0: the tricks in play order, and each
    /// trick's winner by a naive recount.
    fn play_out(
        hands: &[Vec<Card>; 4],
        trump: Suit,
        rules: PlayRules,
        choice: &[usize],
    ) -> (Vec<[Card; 4]>, Vec<usize>) {
        let mut left = hands.clone();
        let mut leader = 0;
        let mut broken = false;
        let mut tricks = Vec::new();
        let mut winners = Vec::new();
        for number in 0..13 {
            let mut trick: Vec<Card> = Vec::new();
            for position in 0..4 {
                let seat = (leader + position) % 4;
                let options = legal(&left[seat], &trick, trump, broken, rules);
                let card = options[choice[number * 4 + position] % options.len()];
                left[seat].retain(|c| *c != card);
                trick.push(card);
            }
            let cards: [Card; 4] = trick.try_into().expect("four");
            // A naive recount of the winner: every card against every other.
            let led = cards[0].suit;
            let beats = |a: &Card, b: &Card| match (a.suit == trump, b.suit == trump) {
                (true, false) => true,
                (false, true) => false,
                _ => {
                    a.suit == b.suit && a.rank > b.rank
                        || (a.suit == led && b.suit != led && b.suit != trump)
                }
            };
            let won = (0..4)
                .find(|&at| (0..4).all(|other| other == at || beats(&cards[at], &cards[other])))
                .expect("one card beats the others");
            broken |= cards.iter().any(|c| c.suit == trump);
            leader = (leader + won) % 4;
            winners.push(leader);
            tricks.push(cards);
        }
        (tricks, winners)
    }

    fn rules(bits: u8) -> PlayRules {
        PlayRules {
            must_trump: bits & 1 != 0,
            must_overtake: bits & 2 != 0,
            trump_breaking: bits & 4 != 0,
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn legal_plays_audit_clean(seed in any::<u64>(), bits in 0u8..8, suit in 0usize..4, choice in proptest::collection::vec(0usize..13, 52)) {
            let hands = deal(seed);
            let (trump, rules) = (Suit::ALL[suit], rules(bits));
            let (tricks, winners) = play_out(&hands, trump, rules, &choice);
            for dealt in [None, Some(&hands)] {
                let found = audit(&played(&tricks), 0, trump, dealt, rules);
                prop_assert!(found.findings.is_empty(), "{:?}", found.findings);
                prop_assert_eq!(found.won.iter().map(|&n| u32::from(n)).sum::<u32>(), 13);
                prop_assert_eq!(&found.winners(), &winners);
                let mut won = [0u8; 4];
                for &seat in &winners {
                    won[seat] += 1;
                }
                prop_assert_eq!(found.won, won);
            }
        }

        #[test]
        fn one_illegal_card_is_caught_where_it_was_played(seed in any::<u64>(), bits in 0u8..8, suit in 0usize..4, choice in proptest::collection::vec(0usize..13, 52)) {
            let hands = deal(seed);
            let (trump, rules) = (Suit::ALL[suit], rules(bits));
            let (tricks, _) = play_out(&hands, trump, rules, &choice);
            let Some(swap) = one_illegal(&tricks, &hands, trump, rules) else {
                return Ok(());
            };
            let after = audit(&played(&swap.tricks), 0, trump, Some(&hands), rules);
            // Caught at that card with that code (what comes after may differ).
            let at: Vec<Breach> = after
                .findings
                .iter()
                .filter(|f| (f.trick, f.position) == (swap.trick, swap.position))
                .map(|f| f.breach)
                .collect();
            prop_assert_eq!(at, vec![swap.expected]);
            // Nothing before it changed.
            prop_assert!(after.findings.iter().all(|f| f.trick >= swap.trick));
        }

        /// The same through a match file: a legal play reads clean and its tricks are
        /// the naive recount's; one card swapped for an illegal one gives exactly that
        /// warning, at that card in the file.
        #[test]
        fn match_files_with_plays_read_clean_or_name_the_illegal_card(seed in any::<u64>(), bits in 0u8..8, suit in 0usize..4, choice in proptest::collection::vec(0usize..13, 52), yaml in any::<bool>()) {
            let hands = deal(seed);
            let (trump, rules) = (Suit::ALL[suit], rules(bits));
            let (tricks, winners) = play_out(&hands, trump, rules, &choice);
            let (text, format) = match_file(&tricks, trump, rules, yaml);
            let outcome = crate::pipeline::evaluate_source(&crate::source::Source { name: "p".into(), text: text.clone(), format }, &[]);
            prop_assert!(outcome.diagnostics.is_empty(), "{:?}\n{}", outcome.diagnostics, text);
            let scored = outcome.into_scored().expect("scored");
            let mut won = [0u8; 4];
            for &seat in &winners {
                won[seat] += 1;
            }
            prop_assert_eq!(scored.game.deals[0].contract().map(|c| c.tricks), Some(crate::model::Tricks::Seats(won)));
            let Some(swap) = one_illegal(&tricks, &hands, trump, rules) else {
                return Ok(());
            };
            let (text, format) = match_file(&swap.tricks, trump, rules, yaml);
            let outcome = crate::pipeline::evaluate_source(&crate::source::Source { name: "p".into(), text: text.clone(), format }, &[]);
            // The card's place in the file: its trick's string, then its column there.
            let line: Vec<String> = swap.tricks[swap.trick].iter().map(|card| card.letters()).collect();
            let line_start = text.find(&format!("\"{}\"", line.join(" "))).expect("the trick's string") + 1;
            let card_at = line_start + 3 * swap.position;
            let codes: Vec<&str> = outcome
                .diagnostics
                .iter()
                .filter(|d| d.span.as_ref().is_some_and(|span| span.start == card_at))
                .map(|d| d.code.name())
                .collect();
            let expected = match swap.expected {
                Breach::Revoke => "batak::play::revoke",
                Breach::MustTrump => "batak::play::must_trump",
                Breach::MustOvertake => "batak::play::must_overtake",
                Breach::TrumpLead => "batak::play::trump_lead",
            };
            prop_assert_eq!(codes, vec![expected], "{}", text);
        }
    }

    /// A record with one card changed for one the rules forbid there.
    struct Swap {
        tricks: Vec<[Card; 4]>,
        trick: usize,
        position: usize,
        expected: Breach,
    }

    /// The first card after a lead where the player held a card the rules forbid there,
    /// swapped with that card (played later by the same player); `None` when there is
    /// none, or when the swap changes who wins a trick (that makes another record, not
    /// this one with one card changed).
    fn one_illegal(
        tricks: &[[Card; 4]],
        hands: &[Vec<Card>; 4],
        trump: Suit,
        rules: PlayRules,
    ) -> Option<Swap> {
        let found = audit(&played(tricks), 0, trump, Some(hands), rules);
        let mut leader = 0;
        let mut broken = false;
        for (number, trick) in tricks.iter().enumerate() {
            for position in 1..4 {
                let seat = (leader + position) % 4;
                let hand: Vec<Card> = tricks[number..]
                    .iter()
                    .enumerate()
                    .flat_map(|(later, cards)| {
                        let start = found.leader(number + later);
                        cards
                            .iter()
                            .enumerate()
                            .filter(move |(at, _)| (start + at) % 4 == seat)
                            .map(|(_, c)| *c)
                    })
                    .collect();
                let allowed = legal(&hand, &trick[..position], trump, broken, rules);
                let Some(&wrong) = hand.iter().find(|c| !allowed.contains(c)) else {
                    continue;
                };
                // Expected code, in the order the play rules are checked (docs/match-file.md).
                let led = trick[0].suit;
                let expected = if hand.iter().any(|c| c.suit == led) && wrong.suit != led {
                    Breach::Revoke
                } else if wrong.suit != led && wrong.suit != trump {
                    Breach::MustTrump
                } else {
                    Breach::MustOvertake
                };
                let mut changed = tricks.to_vec();
                let right = changed[number][position];
                for cards in &mut changed[number..] {
                    for c in cards.iter_mut() {
                        if *c == wrong {
                            *c = right;
                        }
                    }
                }
                changed[number][position] = wrong;
                let after = audit(&played(&changed), 0, trump, Some(hands), rules);
                if after.leaders() != found.leaders() {
                    return None;
                }
                return Some(Swap {
                    tricks: changed,
                    trick: number,
                    position,
                    expected,
                });
            }
            broken |= trick.iter().any(|c| c.suit == trump);
            leader = found.winner(number);
        }
        None
    }

    /// A one-deal match file recording `tricks` (declared by the first player), TOML or
    /// YAML, cards as `HA` (two characters each, one space apart).
    fn match_file(
        tricks: &[[Card; 4]],
        trump: Suit,
        rules: PlayRules,
        yaml: bool,
    ) -> (String, crate::source::Format) {
        let lines: Vec<String> = tricks
            .iter()
            .map(|trick| {
                trick
                    .iter()
                    .map(|card| card.letters())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        let settings = format!(
            "must_trump: {}, must_overtake: {}, trump_breaking: {}",
            rules.must_trump, rules.must_overtake, rules.trump_breaking
        );
        if yaml {
            let play = lines.iter().fold(String::new(), |mut play, line| {
                let _ = writeln!(play, "      - \"{line}\"");
                play
            });
            (
                format!(
                    "players: [A, B, C, D]\nrules: {{ {settings} }}\ndeals:\n  - declarer: A\n    bid: 5\n    trump: {}\n    play:\n{play}",
                    trump.name()
                ),
                crate::source::Format::Yaml,
            )
        } else {
            let play = lines.iter().fold(String::new(), |mut play, line| {
                let _ = writeln!(play, "  \"{line}\",");
                play
            });
            (
                format!(
                    "players = [\"A\", \"B\", \"C\", \"D\"]\nrules = {{ {} }}\n[[deals]]\ndeclarer = \"A\"\nbid = 5\ntrump = \"{}\"\nplay = [\n{play}]\n",
                    settings.replace(':', " ="),
                    trump.name()
                ),
                crate::source::Format::Toml,
            )
        }
    }
}
