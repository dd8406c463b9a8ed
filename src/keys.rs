//! The match file's key names, each with its meaning: the top-level keys (`MATCH_KEYS`)
//! and a deal's (`DealKey`). Declared once here: validation looks them up, the schema
//! describes them, and editing writes and finds them by these names.

/// Top-level keys of a match file, with their meaning (also the schema's descriptions).
pub(crate) const MATCH_KEYS: &[(&str, &str)] = &[
    ("title", "A title for the match (optional)."),
    (
        "date",
        "The date of the match: a TOML date or a string (optional).",
    ),
    (
        "players",
        "Four distinct names (three for Gömmeli), in the order turns pass. With four, seats 1 & 3 and 2 & 4 are partners.",
    ),
    (
        "teams",
        "Two team names, partnership only: team 1 = seats 1 & 3, team 2 = seats 2 & 4 (optional).",
    ),
    (
        "first_dealer",
        "Who deals the first deal (optional): batak add then writes each deal's dealer, the deal passing to the next player in order of play.",
    ),
    (
        "rules",
        "House rules: a preset and any settings that differ from it (optional).",
    ),
    ("deals", "The deals in the order they were played."),
];

/// Declares the keys a deal may have, once: validation looks them up, the schema
/// describes them and `batak add` and `amend` write them from this one list.
macro_rules! deal_keys {
    ($($variant:ident => $name:literal, $meaning:literal;)*) => {
        /// A key of one deal.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub(crate) enum DealKey { $($variant),* }

        impl DealKey {
            /// Every key, in the order the docs list them.
            pub(crate) const ALL: &'static [DealKey] = &[$(DealKey::$variant),*];

            /// The key as written in a file.
            pub(crate) const fn name(self) -> &'static str {
                match self { $(DealKey::$variant => $name),* }
            }

            /// What it means (the schema's description).
            pub(crate) const fn meaning(self) -> &'static str {
                match self { $(DealKey::$variant => $meaning),* }
            }
        }

        /// Keys of one deal, with their meaning, for "may have" help lines.
        pub(crate) const DEAL_KEYS: &[(&str, &str)] = &[$(($name, $meaning)),*];
    };
}

deal_keys! {
    Declarer => "declarer", "The player who won the auction (with `bid`).";
    Bid => "bid", "The declarer's bid: from min_bid to hand, 13 unless set (with `declarer`).";
    Bids => "bids", "One number per player in order of play. Under an auction the score-sheet form: exactly one non-zero (the declarer's bid). Under bidding = everyone each player's prediction.";
    Passed => "passed", "true when everybody passed and the hand was thrown in; nothing else may be given.";
    Tricks => "tricks", "Tricks taken: 4 counts in order of play, or a table naming every player; in partnership also 2 team counts or a table naming both teams. They add up to hand (13 unless set; 16 with three players).";
    Trump => "trump", "The trump suit: spades, hearts, diamonds, clubs; ♠ ♥ ♦ ♣; S H D C; maça kupa karo sinek; Pik Herz Karo Kreuz (optional).";
    Dealer => "dealer", "Who dealt (optional); checked against the rotation.";
    Note => "note", "Free text about the deal (optional).";
    Play => "play", "How the deal was played (optional): up to `hand` tricks (13 unless set), each a card a player (four, or three at a table of three) in the order played, trick 1 led by the declarer (when everyone predicts, by the player after the dealer), e.g. \"HA H3 H9 H2\". A card is a suit (S H D C or ♠ ♥ ♦ ♣) and a rank (A K Q J T 10 9 … 2), in either order.";
    Hands => "hands", "The hands as dealt (optional, with play): a table naming every player, `hand` cards each (13 unless set), e.g. Ayşe = \"SA SK …\".";
}
