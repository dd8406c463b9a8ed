//! `batak show FILE N`: one deal's recorded play — the hands as dealt, as far
//! as they are known; the tricks one per line under the players' names, the leader and
//! the winner marked; the breaches of the play rules. As a table, JSON or Markdown.

use crate::lang::{Lang, say};
use comfy_table::{Cell, CellAlignment, ContentArrangement, Table as Grid};
use serde::Serialize;

use super::{for_terminal, markdown, table::STYLE};
use crate::model::{Breach, Card, Deal, Match, Play, Seat, Suit, per_side, side_of};
use crate::rules::Rules;

/// How much of the hands is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Known {
    /// `hands` gives them.
    Dealt,
    /// Every trick is recorded: every card played is seen.
    Played,
    /// A partial record: the cards played so far.
    Partial,
}

/// How the deal was bid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bidding {
    Declarer {
        seat: Seat,
        bid: u8,
    },
    /// Everyone predicted (by seat; with three players the fourth is 0).
    Everyone([u8; 4]),
}

/// One deal's play, ready to draw: names are the file's own (each format escapes them).
pub(crate) struct Shown<'a> {
    pub(crate) file: &'a str,
    /// The match's title, which heads the output with the file's name.
    match_title: Option<&'a str>,
    pub(crate) number: usize,
    pub(crate) players: &'a [String],
    /// The declarer and the bid; or, when everyone predicts, each player's prediction.
    pub(crate) bidding: Bidding,
    pub(crate) play: &'a Play,
    partnership: bool,
    teams: &'a [String; 2],
    /// The language written for a person (JSON is in English).
    lang: Lang,
}

impl<'a> Shown<'a> {
    /// Deal `number` (from 1) of a valid match, when it records its play.
    pub(crate) fn of(
        lang: Lang,
        file: &'a str,
        game: &'a Match,
        rules: &Rules,
        number: usize,
        deal: &'a Deal,
    ) -> Option<Shown<'a>> {
        let play = deal.play()?;
        let bidding = match (deal.contract(), deal.predictions()) {
            (Some(contract), _) => Bidding::Declarer {
                seat: contract.declarer_seat(),
                bid: contract.bid,
            },
            (None, Some(predictions)) => Bidding::Everyone(predictions.bids),
            (None, None) => return None,
        };
        Some(Shown {
            file,
            match_title: game.title.as_deref(),
            number,
            players: &game.players,
            bidding,
            play,
            partnership: rules.partnership(),
            teams: &game.teams,
            lang,
        })
    }

    fn known(&self) -> Known {
        if self.play.hands.is_some() {
            Known::Dealt
        } else if self.play.complete() {
            Known::Played
        } else {
            Known::Partial
        }
    }

    /// How many play: the cards of a trick.
    fn seats(&self) -> usize {
        self.players.len()
    }

    /// Each seat's hand as far as known, high cards first, suits ♠ ♥ ♦ ♣ (one a player).
    fn hands(&self) -> Vec<Vec<Card>> {
        let seats = self.seats();
        let mut hands: Vec<Vec<Card>> = if let Some(hands) = &self.play.hands {
            hands[..seats].to_vec()
        } else {
            let mut hands: Vec<Vec<Card>> = vec![Vec::new(); seats];
            for (index, trick) in self.play.tricks.iter().enumerate() {
                for (position, card) in trick.iter().enumerate() {
                    hands[(self.play.audit.leader(index) + position) % seats].push(*card);
                }
            }
            hands
        };
        for hand in &mut hands {
            hand.sort_by_key(|card| (suit_order(card.suit), std::cmp::Reverse(card.rank)));
        }
        hands
    }

    /// The card each seat played in trick `index`.
    fn by_seat(&self, index: usize) -> Vec<Card> {
        let (leader, seats) = (self.play.audit.leader(index), self.seats());
        (0..seats)
            .map(|seat| self.play.tricks[index][(seat + seats - leader) % seats])
            .collect()
    }

    /// The breach (if any) of the card `seat` played in trick `index`.
    fn breach(&self, index: usize, seat: Seat) -> Option<Breach> {
        self.play
            .audit
            .findings
            .iter()
            .find(|finding| finding.trick == index && finding.seat == seat)
            .map(|finding| finding.breach)
    }

    fn won(&self) -> Vec<(String, i64)> {
        let won = per_side(self.play.audit.won, self.partnership);
        let sides: &[String] = if self.partnership {
            self.teams
        } else {
            self.players
        };
        sides.iter().cloned().zip(won).collect()
    }

    fn breaches(&self, lang: Lang) -> Vec<(usize, String, &'static str)> {
        self.play
            .audit
            .findings
            .iter()
            .map(|finding| {
                let text = finding.text(&self.play.tricks, self.play.trump, self.players);
                let message = text.in_lang(lang);
                (finding.trick + 1, message, finding.breach.code().name())
            })
            .collect()
    }

    /// The match's title and the file's name ("Club night · played.toml"), or the name.
    fn heading(&self, name: &dyn Fn(&str) -> String) -> String {
        let file = name(self.file);
        match self.match_title {
            Some(title) => format!("{} · {file}", name(title)),
            None => file,
        }
    }

    fn title(&self, name: &dyn Fn(&str) -> String) -> String {
        let won = per_side(self.play.audit.won, self.partnership);
        let hand = self.play.hand;
        let partial = say!(
            self.lang,
            "show-partial",
            recorded = self.play.tricks.len(),
            hand = hand
        );
        match self.bidding {
            Bidding::Declarer { seat, bid } => {
                let made = won[side_of(seat, self.partnership)];
                let record = if self.play.complete() {
                    say!(self.lang, "show-record", hand = hand, made = made)
                } else {
                    partial
                };
                say!(
                    self.lang,
                    "show-title",
                    deal = self.number,
                    declarer = name(&self.players[seat]),
                    bid = bid,
                    trump = super::suit_words(self.lang, self.play.trump),
                    record = record
                )
            }
            Bidding::Everyone(bids) => {
                let predicted: Vec<String> = self
                    .players
                    .iter()
                    .zip(bids)
                    .map(|(player, bid)| format!("{} {bid}", name(player)))
                    .collect();
                let record = if self.play.complete() {
                    say!(self.lang, "show-tricks", hand = hand)
                } else {
                    partial
                };
                say!(
                    self.lang,
                    "show-title-predicted",
                    deal = self.number,
                    predicted = predicted.join(", "),
                    trump = super::suit_words(self.lang, self.play.trump),
                    record = record
                )
            }
        }
    }

    /// The terminal view, every line within `width` (wrapped between items, never
    /// inside one): the tricks as a table when it fits, else a line a trick.
    pub(crate) fn table(&self, width: usize) -> String {
        let page = Page::new(width);
        let mut out = self.table_heading(&page);
        out.push_str(&self.table_hands(&page));
        out.push_str(&self.table_tricks(&page));
        out.push_str(&self.table_summary(&page));
        // Padded cells leave spaces at the ends of lines: none is written.
        trim_line_ends(&out)
    }

    /// The heading and the title, wrapped, and a blank line.
    fn table_heading(&self, page: &Page) -> String {
        let name = |text: &str| page.name(text);
        // The heading by words, the file's path and the title whole (a word wider than
        // the width, a long path, cut with …).
        let heading: Vec<String> = self
            .heading(&|text: &str| crate::diagnostic::escape_name(text))
            .split(' ')
            .map(|word| super::shorten(word, page.width))
            .collect();
        let title: Vec<String> = self.title(&name).split(" · ").map(str::to_owned).collect();
        format!(
            "{}\n{}\n\n",
            page.wrap(&heading, "", "", " "),
            page.wrap(&title, "", "", " · ")
        )
    }

    /// What is known of the hands, then a line a player: the name, the cards by suit
    /// (under the name when too narrow beside it); and a blank line.
    fn table_hands(&self, page: &Page) -> String {
        let width = page.width;
        let mut out = String::new();
        let heading = match self.known() {
            Known::Dealt => say!(self.lang, "show-hands-dealt"),
            Known::Played => say!(self.lang, "show-hands-played"),
            Known::Partial => say!(self.lang, "show-hands-partial"),
        };
        let words: Vec<String> = heading.split(' ').map(str::to_owned).collect();
        out.push_str(&page.wrap(&words, "", "", " "));
        out.push('\n');
        let hands = self.hands();
        let widest = self
            .players
            .iter()
            .map(|p| display_width(&page.name(p)))
            .max()
            .unwrap_or(0);
        for (seat, hand) in hands.iter().enumerate() {
            let player = page.name(&self.players[seat]);
            let pad = widest - display_width(&player);
            let first = format!("  {player}{}  ", " ".repeat(pad));
            let groups = suit_groups(hand);
            let widest_group = groups
                .iter()
                .map(|group| display_width(group))
                .max()
                .unwrap_or(0);
            if display_width(&first) + widest_group <= width {
                let rest = " ".repeat(display_width(&first));
                out.push_str(&page.wrap(&groups, &first, &rest, "  "));
            } else {
                // Too narrow beside the names: the name alone, the suits under it.
                out.push_str(&format!("  {player}\n"));
                out.push_str(&page.wrap(&groups, "    ", "    ", "  "));
            }
            out.push('\n');
        }
        out.push('\n');
        out
    }

    /// The tricks: a table with a column a player when it fits the width, else each
    /// trick on its own line(s) from its leader.
    fn table_tricks(&self, page: &Page) -> String {
        let mut out = String::new();
        let mut grid = Grid::new();
        grid.load_style(STYLE)
            .set_content_arrangement(ContentArrangement::Disabled);
        let mut header = vec![Cell::new("#")];
        header.extend(self.players.iter().map(|p| Cell::new(page.name(p))));
        grid.set_header(header);
        for index in 0..self.play.tricks.len() {
            let cards = self.by_seat(index);
            let mut row = vec![Cell::new(index + 1).set_alignment(CellAlignment::Right)];
            for (seat, card) in cards.iter().enumerate() {
                row.push(Cell::new(self.mark(index, seat, &card.symbol())));
            }
            grid.add_row(row);
        }
        let drawn = grid.to_string();
        if drawn.lines().all(|line| display_width(line) <= page.width) {
            out.push_str(&drawn);
            out.push('\n');
        } else {
            // Too narrow for a column a player: each trick on its own line(s).
            let seats = self.seats();
            for index in 0..self.play.tricks.len() {
                let cards = self.by_seat(index);
                let items: Vec<String> = (0..seats)
                    .map(|offset| (self.play.audit.leader(index) + offset) % seats)
                    .map(|seat| {
                        format!(
                            "{} {}",
                            page.name(&self.players[seat]),
                            self.mark(index, seat, &cards[seat].symbol()).trim()
                        )
                    })
                    .collect();
                out.push_str(&page.wrap(&items, &format!("{:>2}  ", index + 1), "    ", ", "));
                out.push('\n');
            }
        }
        out
    }

    /// What the marks mean, the tricks each side won and the breaches of the play rules.
    fn table_summary(&self, page: &Page) -> String {
        let mut out = String::new();
        let legend = [
            say!(self.lang, "show-legend-led"),
            say!(self.lang, "show-legend-won"),
            say!(self.lang, "show-legend-broke"),
        ];
        out.push_str(&page.wrap(&legend, "", "", " · "));
        out.push_str("\n\n");
        let won: Vec<String> = self
            .won()
            .iter()
            .map(|(side, count)| format!("{} {count}", page.name(side)))
            .collect();
        out.push_str(&page.wrap(&won, &say!(self.lang, "show-tricks-won"), "  ", " · "));
        out.push('\n');
        let breaches = self.breaches(self.lang);
        if breaches.is_empty() {
            out.push_str(&super::wrap_text(
                &say!(self.lang, "show-no-breach"),
                page.width,
            ));
            out.push('\n');
        } else {
            out.push_str(&super::wrap_text(
                &say!(self.lang, "show-breaches"),
                page.width,
            ));
            out.push('\n');
            for (_, message, code) in breaches {
                let text = format!("{} [{code}]", crate::diagnostic::escape_name(&message));
                let words: Vec<String> = text.split(' ').map(str::to_owned).collect();
                out.push_str(&page.wrap(&words, "  ", "    ", " "));
                out.push('\n');
            }
        }
        out
    }

    /// A card with its marks: `>` leader, `*` winner, `!` a breach.
    fn mark(&self, index: usize, seat: Seat, card: &str) -> String {
        let audit = &self.play.audit;
        format!(
            "{}{card}{}{}",
            if audit.leader(index) == seat {
                ">"
            } else {
                " "
            },
            if audit.winner(index) == seat { "*" } else { "" },
            if self.breach(index, seat).is_some() {
                "!"
            } else {
                ""
            },
        )
    }

    /// Markdown: a heading, the hands, the tricks as a table, the breaches.
    pub(crate) fn markdown(&self) -> String {
        let name = |text: &str| markdown::inline(&super::escaped(text));
        let mut out = format!("## {}\n\n{}\n\n", self.heading(&name), self.title(&name));
        let hands = self.hands();
        for (seat, hand) in hands.iter().enumerate() {
            out.push_str(&format!(
                "- **{}**: {}\n",
                name(&self.players[seat]),
                suit_groups(hand).join("  ")
            ));
        }
        if self.known() == Known::Partial {
            out.push_str(&format!("\n{}\n", say!(self.lang, "show-md-partial")));
        }
        out.push_str("\n| # |");
        for player in self.players {
            out.push_str(&format!(" {} |", name(player).replace('|', "\\|")));
        }
        out.push_str("\n|---:|");
        out.push_str(&":---:|".repeat(self.seats()));
        out.push('\n');
        for index in 0..self.play.tricks.len() {
            out.push_str(&format!("| {} |", index + 1));
            for (seat, card) in self.by_seat(index).iter().enumerate() {
                let audit = &self.play.audit;
                let symbol = card.symbol();
                out.push_str(&format!(
                    " {}{}{} |",
                    if audit.leader(index) == seat { ">" } else { "" },
                    if audit.winner(index) == seat {
                        format!("**{symbol}**")
                    } else {
                        symbol
                    },
                    if self.breach(index, seat).is_some() {
                        " !"
                    } else {
                        ""
                    },
                ));
            }
            out.push('\n');
        }
        out.push_str(&format!("\n{}\n\n", say!(self.lang, "show-md-legend")));
        let won: Vec<String> = self
            .won()
            .iter()
            .map(|(side, count)| format!("{} {count}", name(side)))
            .collect();
        out.push_str(&format!(
            "{}\n",
            say!(self.lang, "show-md-won", won = won.join(", "))
        ));
        let breaches = self.breaches(self.lang);
        if breaches.is_empty() {
            out.push_str(&format!("\n{}\n", say!(self.lang, "show-md-no-breach")));
        }
        for (_, message, code) in breaches {
            out.push_str(&format!("\n- {} (`{code}`)", name(&message)));
        }
        out.push('\n');
        out
    }

    /// JSON: one object.
    pub(crate) fn json(&self) -> Vec<u8> {
        let hands = self.hands();
        let (declarer, bid, predictions) = match self.bidding {
            Bidding::Declarer { seat, bid } => (Some(self.players[seat].as_str()), Some(bid), None),
            Bidding::Everyone(bids) => (
                None,
                None,
                Some(
                    self.players
                        .iter()
                        .zip(bids)
                        .map(|(player, bid)| (player.clone(), serde_json::json!(bid)))
                        .collect(),
                ),
            ),
        };
        let object = ShowObject {
            file: self.file,
            deal: self.number,
            declarer,
            bid,
            predictions,
            trump: self.play.trump.name(),
            complete: self.play.complete(),
            hands_known: self.known(),
            hands: self
                .players
                .iter()
                .zip(&hands)
                .map(|(player, hand)| {
                    let cards: Vec<String> = hand.iter().map(|card| card.letters()).collect();
                    (player.clone(), serde_json::json!(cards))
                })
                .collect(),
            tricks: (0..self.play.tricks.len())
                .map(|index| TrickObject {
                    number: index + 1,
                    leader: &self.players[self.play.audit.leader(index)],
                    winner: &self.players[self.play.audit.winner(index)],
                    cards: self
                        .players
                        .iter()
                        .zip(self.by_seat(index))
                        .map(|(player, card)| (player.clone(), serde_json::json!(card.letters())))
                        .collect(),
                })
                .collect(),
            won: self
                .won()
                .into_iter()
                .map(|(side, count)| (side, serde_json::json!(count)))
                .collect(),
            breaches: self
                .breaches(Lang::En)
                .into_iter()
                .map(|(trick, message, code)| BreachObject {
                    trick,
                    code,
                    message,
                })
                .collect(),
        };
        let mut bytes = serde_json::to_vec(&object).unwrap_or_default();
        bytes.push(b'\n');
        bytes
    }
}

#[derive(Serialize)]
struct ShowObject<'a> {
    file: &'a str,
    deal: usize,
    /// The declarer and the bid (left out when everyone predicts).
    #[serde(skip_serializing_if = "Option::is_none")]
    declarer: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    bid: Option<u8>,
    /// Each player's prediction, when everyone predicts.
    #[serde(skip_serializing_if = "Option::is_none")]
    predictions: Option<serde_json::Map<String, serde_json::Value>>,
    trump: &'static str,
    complete: bool,
    hands_known: Known,
    hands: serde_json::Map<String, serde_json::Value>,
    tricks: Vec<TrickObject<'a>>,
    won: serde_json::Map<String, serde_json::Value>,
    breaches: Vec<BreachObject>,
}

#[derive(Serialize)]
struct TrickObject<'a> {
    number: usize,
    leader: &'a str,
    winner: &'a str,
    cards: serde_json::Map<String, serde_json::Value>,
}

#[derive(Serialize)]
struct BreachObject {
    trick: usize,
    code: &'static str,
    message: String,
}

/// The terminal's width for `Shown::table`, with the names cut to fit it.
struct Page {
    width: usize,
    /// The widest a name may be: the narrowest lines ("tricks won: NAME 13", a trick's
    /// line) still fit the width.
    room: usize,
}

impl Page {
    /// A page `width` columns wide.
    fn new(width: usize) -> Self {
        Self {
            width,
            room: width.saturating_sub(16).max(4),
        }
    }

    /// A name as the terminal shows it, cut to fit.
    fn name(&self, text: &str) -> String {
        super::shorten(&for_terminal(text), self.room)
    }

    /// `items` wrapped to the width, `first` before the first line and `rest` before
    /// the others.
    fn wrap(&self, items: &[String], first: &str, rest: &str, separator: &str) -> String {
        super::wrap_items(items, self.width, first, rest, separator)
    }
}

/// `text` without the spaces at the ends of its lines.
fn trim_line_ends(text: &str) -> String {
    let mut trimmed = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let (content, newline) = line.strip_suffix('\n').map_or((line, ""), |c| (c, "\n"));
        trimmed.push_str(content.trim_end_matches(' '));
        trimmed.push_str(newline);
    }
    trimmed
}

fn suit_order(suit: Suit) -> u8 {
    match suit {
        Suit::Spades => 0,
        Suit::Hearts => 1,
        Suit::Diamonds => 2,
        Suit::Clubs => 3,
    }
}

/// `["♠ A K 5", "♥ J 7"]`: a hand's suits (a suit with no card is left out).
fn suit_groups(hand: &[Card]) -> Vec<String> {
    let mut parts = Vec::new();
    for suit in [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs] {
        let ranks: Vec<String> = hand
            .iter()
            .filter(|card| card.suit == suit)
            .map(|card| card.rank_shown().to_owned())
            .collect();
        if !ranks.is_empty() {
            parts.push(format!("{} {}", suit.symbol(), ranks.join(" ")));
        }
    }
    parts
}

fn display_width(text: &str) -> usize {
    unicode_width::UnicodeWidthStr::width(text)
}
