//! The play record's types: a card in every spelling a file may use, a trick of three or
//! four cards.

use super::{Card, Suit, Trick};

fn card(text: &str) -> Card {
    Card::parse(text).unwrap_or_else(|| panic!("{text} is a card"))
}

#[test]
fn cards_read_in_every_spelling() {
    // `♥️A` and `A♥️`: the symbol as a phone sends it (found by a hostile round).
    for text in [
        "HA",
        "AH",
        "♥A",
        "ha",
        "aH",
        "♥a",
        "♥\u{fe0f}A",
        "A♥\u{fe0f}",
    ] {
        assert_eq!(
            card(text),
            Card {
                suit: Suit::Hearts,
                rank: 14
            },
            "{text}"
        );
    }
    for text in ["10H", "H10", "HT", "th", "♥10", "10♥"] {
        assert_eq!(
            card(text),
            Card {
                suit: Suit::Hearts,
                rank: 10
            },
            "{text}"
        );
    }
    assert_eq!(
        card("S2"),
        Card {
            suit: Suit::Spades,
            rank: 2
        }
    );
    for text in ["", "H", "A", "H1", "H11", "XA", "HAA", "♥", "1H0", "H 10"] {
        assert_eq!(Card::parse(text), None, "{text:?}");
    }
    assert_eq!(card("10h").letters(), "HT");
    assert_eq!(card("st").symbol(), "♠10");
    assert_eq!(card("st").letters(), "ST", "JSON keeps the letter");
}

#[test]
fn a_trick_is_three_or_four_cards() {
    let cards: Vec<Card> = ["HA", "H3", "H9", "H2", "HK"].map(card).to_vec();
    assert_eq!(Trick::new(cards[..2].iter().copied()), None);
    assert_eq!(Trick::new(cards.iter().copied()), None);
    assert_eq!(Trick::new([]), None);
    assert_eq!(
        Trick::new(cards[..3].iter().copied()).map(|trick| trick.len()),
        Some(3)
    );
    assert_eq!(
        Trick::new(cards[..4].iter().copied()).map(|trick| trick.to_vec()),
        Some(cards[..4].to_vec())
    );
}

#[test]
fn a_breach_says_which_card_it_should_have_beaten() {
    use super::{Breach, Finding};
    let players = ["Ayşe", "Burak", "Cem", "Deniz"].map(str::to_owned);
    let trick = |text: &str| {
        let cards: Vec<Card> = text.split_whitespace().map(card).collect();
        Trick::new(cards).expect("four cards")
    };
    // The card to beat is the audit's (`play::tests::the_card_to_beat_is_found_by_the_audit`
    // finds these two, hearts trump).
    let overtake = |held: &str, rival: &str| Finding {
        trick: 0,
        position: 2,
        seat: 2,
        breach: Breach::MustOvertake,
        held: card(held),
        held_played_in: Some(3),
        rival: Some(card(rival)),
    };
    // Following suit: the best of the led suit so far.
    assert_eq!(
        overtake("SK", "SQ").text(&[trick("SJ SQ S3 S2")], &players),
        "trick 1: Cem played ♠3 under ♠Q while holding the higher ♠K (played in trick 4)"
    );
    // Trumping a plain lead: the best trump so far, not the card led.
    assert_eq!(
        overtake("H9", "H5").text(&[trick("SA H5 H3 S2")], &players),
        "trick 1: Cem played ♥3 under ♥5 while holding the higher ♥9 (played in trick 4)"
    );
}

/// Two ASCII characters are read by the byte tables, and they read a pair as a card
/// exactly when it is a suit's letter and a one-letter rank, in either order and any
/// case (a table wrong for one pair fails here).
#[test]
fn two_letter_cards_are_read_by_the_table_as_spelled() {
    let mut cards = std::collections::HashMap::new();
    for suit in Suit::ALL {
        for (rank, spelling) in super::RANKS.into_iter().filter(|(_, s)| s.len() == 1) {
            let card = Card { suit, rank };
            for s in [
                suit.letter().to_ascii_uppercase(),
                suit.letter().to_ascii_lowercase(),
            ] {
                for r in [spelling.to_uppercase(), spelling.to_lowercase()] {
                    cards.insert(format!("{s}{r}"), card);
                    cards.insert(format!("{r}{s}"), card);
                }
            }
        }
    }
    for first in 0..=255u8 {
        for second in 0..=255u8 {
            let bytes = [first, second];
            let Ok(text) = std::str::from_utf8(&bytes) else {
                continue;
            };
            assert_eq!(Card::parse(text), cards.get(text).copied(), "{text:?}");
        }
    }
}

/// Suit words in any case, Turkish casing too, and with Turkish letters typed plainly.
#[test]
fn suits_read_as_turkish_players_write_them() {
    for (text, suit) in [
        ("SİNEK", Suit::Clubs),
        ("SINEK", Suit::Clubs),
        ("MAÇA", Suit::Spades),
        ("maca", Suit::Spades),
        ("Kupa", Suit::Hearts),
        ("KARO", Suit::Diamonds),
        ("Hearts", Suit::Hearts),
        (" ♠ ", Suit::Spades),
        // A phone's keyboard sends the symbol with the emoji variation selector.
        ("♥\u{fe0f}", Suit::Hearts),
        ("♣\u{fe0e}", Suit::Clubs),
    ] {
        assert_eq!(Suit::parse(text), Some(suit), "{text}");
    }
    // Found by a hostile round: `Ş` folded to the initial `s`, and `Ç` to `c`.
    for text in ["", "heart", "sinekk", "İ", "Ş", "Ç", "ç", "\u{fe0f}"] {
        assert_eq!(Suit::parse(text), None, "{text}");
    }
}

/// The German suit words too, and no word that is one suit in one language and another
/// in another.
#[test]
fn suits_read_as_german_players_write_them_and_no_word_means_two() {
    for (text, suit) in [
        ("Pik", Suit::Spades),
        ("HERZ", Suit::Hearts),
        ("Karo", Suit::Diamonds),
        ("kreuz", Suit::Clubs),
    ] {
        assert_eq!(Suit::parse(text), Some(suit), "{text}");
    }
    let mut seen = std::collections::HashMap::new();
    for suit in Suit::ALL {
        for spelling in suit.spellings() {
            let folded = crate::names::folded(spelling);
            if let Some(other) = seen.insert(folded.clone(), suit) {
                assert_eq!(other, suit, "{folded} names two suits");
            }
        }
    }
}
