//! `batak show FILE N`: one deal's recorded play — the hands as dealt, as far
//! as they are known; the tricks one per line under the players' names, the leader and
//! the winner marked; the breaches of the play rules. As a table, JSON or Markdown.

use crate::lang::{Lang, say};
use comfy_table::{Cell, CellAlignment, ContentArrangement, Table as Grid};
use serde::Serialize;
use serde_json::json;
use unicode_width::UnicodeWidthStr;

use super::{for_terminal, json::by_name, markdown, table::STYLE, wrap_parts};
use crate::model::{Card, Form, Play, Predictions, Suit, per_side, side_of};
use crate::pipeline::Scored;

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

/// One deal's play, ready to draw: names are the file's own (each format escapes them).
pub(crate) struct Shown<'a> {
    file: &'a str,
    /// The match it is a deal of: its title heads the output with the file's name.
    scored: &'a Scored,
    number: usize,
    players: &'a [String],
    /// The declarer and the bid; or, when everyone predicts, each player's prediction
    /// (never passed: a passed deal records no play).
    form: Form,
    play: &'a Play,
}

/// A card as a trick shows it: whether its player led, won the trick, or broke a rule.
struct Marked {
    card: Card,
    led: bool,
    won: bool,
    broke: bool,
}

impl<'a> Shown<'a> {
    /// Deal `number` (from 1) of a valid match, when it holds that deal and the deal
    /// records its play.
    pub(crate) fn of(file: &'a str, scored: &'a Scored, number: usize) -> Option<Shown<'a>> {
        let deal = scored.game.deals.get(number.checked_sub(1)?)?;
        let play = deal.play.as_deref()?;
        Some(Shown {
            file,
            scored,
            number,
            players: &scored.game.players,
            form: deal.form,
            play,
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

    /// Each seat's hand as far as known, high cards first, suits ♠ ♥ ♦ ♣ (one a player).
    fn hands(&self) -> Vec<Vec<Card>> {
        let seats = self.players.len();
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
            hand.sort_by_key(|card| (card.suit.index(), std::cmp::Reverse(card.rank)));
        }
        hands
    }

    /// The cards of trick `index` by seat, with their marks.
    fn by_seat(&self, index: usize) -> Vec<Marked> {
        let audit = &self.play.audit;
        let seats = self.players.len();
        let leader = audit.leader(index);
        (0..seats)
            .map(|seat| Marked {
                card: self.play.tricks[index][(seat + seats - leader) % seats],
                led: leader == seat,
                won: audit.winner(index) == seat,
                broke: (audit.findings.iter())
                    .any(|finding| finding.trick == index && finding.seat == seat),
            })
            .collect()
    }

    /// The tricks each side won, a side's "NAME COUNT", its name as `name` writes it.
    fn won(&self, name: &dyn Fn(&str) -> String) -> Vec<String> {
        let won = per_side(self.play.audit.won, self.scored.rules.partnership());
        let said = |(side, count): (&String, i64)| format!("{} {count}", name(side));
        self.scored.sides().iter().zip(won).map(said).collect()
    }

    /// Each breach: its trick (from 1), what it says in `lang`, and its code.
    fn breaches(&self, lang: Lang) -> Vec<(usize, String, &'static str)> {
        let play = self.play;
        let said = |finding: &crate::model::Finding| {
            let text = finding.text(&play.tricks, self.players);
            let code = finding.breach.code().name();
            (finding.trick + 1, text.in_lang(lang), code)
        };
        play.audit.findings.iter().map(said).collect()
    }

    /// The match's title and the file's name ("Club night · played.toml"), or the name.
    fn heading(&self, name: &dyn Fn(&str) -> String) -> String {
        let file = name(self.file);
        match self.scored.game.title.as_deref() {
            Some(title) => format!("{} · {file}", name(title)),
            None => file,
        }
    }

    /// "Deal 4: Ayşe bid 8 ♠ spades · 13 tricks, 9 made", names as `name` writes them.
    fn title(&self, lang: Lang, name: &dyn Fn(&str) -> String) -> String {
        let (deal, hand) = (self.number, self.play.hand);
        let trump = super::suit_words(lang, self.play.trump);
        let recorded = self.play.tricks.len();
        let record = match self.form {
            _ if !self.play.complete() => {
                say!(lang, "show-partial", recorded = recorded, hand = hand)
            }
            Form::Contract(contract) => {
                let partnership = self.scored.rules.partnership();
                let won = per_side(self.play.audit.won, partnership);
                let made = won[side_of(contract.declarer_seat(), partnership)];
                say!(lang, "show-record", hand = hand, made = made)
            }
            Form::Predictions(_) | Form::Passed => say!(lang, "show-tricks", hand = hand),
        };
        match self.form {
            Form::Contract(contract) => {
                let declarer = name(&self.players[contract.declarer_seat()]);
                say!(
                    lang,
                    "show-title",
                    deal = deal,
                    declarer = declarer,
                    bid = contract.bid,
                    trump = trump,
                    record = record
                )
            }
            Form::Predictions(Predictions { bids, .. }) => {
                let predicted: Vec<String> = (self.players.iter().zip(bids))
                    .map(|(player, bid)| format!("{} {bid}", name(player)))
                    .collect();
                let predicted = predicted.join(", ");
                say!(
                    lang,
                    "show-title-predicted",
                    deal = deal,
                    predicted = predicted,
                    trump = trump,
                    record = record
                )
            }
            Form::Passed => unreachable!("a passed deal records no play"),
        }
    }

    /// The terminal view, every line within `width` (wrapped between items, never
    /// inside one): the tricks as a table when it fits, else a line a trick.
    pub(crate) fn table(&self, lang: Lang, width: usize) -> String {
        let mut out = self.table_heading(lang, width);
        out.push_str(&self.table_hands(lang, width));
        out.push_str(&self.table_tricks(width));
        out.push_str(&self.table_summary(lang, width));
        // Padded cells leave spaces at the ends of lines: none is written.
        let lines: Vec<&str> = out
            .split('\n')
            .map(|line| line.trim_end_matches(' '))
            .collect();
        lines.join("\n")
    }

    /// The heading and the title, wrapped, and a blank line.
    fn table_heading(&self, lang: Lang, width: usize) -> String {
        // The heading by words, the file's path and the title whole (a word wider than
        // the width, a long path, cut with …).
        let heading = self.heading(&super::escaped);
        let heading: Vec<String> = (heading.split(' '))
            .map(|word| super::shorten(word, width))
            .collect();
        let title = self.title(lang, &|text: &str| cut_name(width, text));
        let title: Vec<&str> = title.split(" · ").collect();
        format!(
            "{}\n{}\n\n",
            wrap_parts(&heading, width, "", "", " "),
            wrap_parts(&title, width, "", "", " · ")
        )
    }

    /// What is known of the hands, then a line a player: the name, the cards by suit
    /// (under the name when too narrow beside it); and a blank line.
    fn table_hands(&self, lang: Lang, width: usize) -> String {
        let heading = match self.known() {
            Known::Dealt => say!(lang, "show-hands-dealt"),
            Known::Played => say!(lang, "show-hands-played"),
            Known::Partial => say!(lang, "show-hands-partial"),
        };
        let mut out = super::wrap_text(&heading, width) + "\n";
        let names: Vec<String> = self
            .players
            .iter()
            .map(|player| cut_name(width, player))
            .collect();
        let name_width = widest(&names);
        for (player, hand) in names.iter().zip(self.hands()) {
            let pad = name_width - player.width();
            let first = format!("  {player}{}  ", " ".repeat(pad));
            let groups = suit_groups(&hand);
            if first.width() + widest(&groups) <= width {
                let rest = " ".repeat(first.width());
                out.push_str(&wrap_parts(&groups, width, &first, &rest, "  "));
            } else {
                // Too narrow beside the names: the name alone, the suits under it.
                out.push_str(&format!("  {player}\n"));
                out.push_str(&wrap_parts(&groups, width, "    ", "    ", "  "));
            }
            out.push('\n');
        }
        out + "\n"
    }

    /// The tricks: a table with a column a player when it fits the width, else each
    /// trick on its own line(s) from its leader. A card is marked `>` where it led, `*`
    /// where it won and `!` where it broke a rule.
    fn table_tricks(&self, width: usize) -> String {
        let mark = |marked: &Marked| {
            let led = if marked.led { ">" } else { " " };
            let won = if marked.won { "*" } else { "" };
            let broke = if marked.broke { "!" } else { "" };
            format!("{led}{}{won}{broke}", marked.card.symbol())
        };
        let mut grid = Grid::new();
        grid.load_style(STYLE)
            .set_content_arrangement(ContentArrangement::Disabled);
        let header = std::iter::once(Cell::new("#"));
        grid.set_header(header.chain(self.players.iter().map(|p| Cell::new(cut_name(width, p)))));
        for index in 0..self.play.tricks.len() {
            let number = Cell::new(index + 1).set_alignment(CellAlignment::Right);
            let cards = self
                .by_seat(index)
                .into_iter()
                .map(|marked| Cell::new(mark(&marked)));
            grid.add_row(std::iter::once(number).chain(cards));
        }
        let drawn = grid.to_string();
        if drawn.lines().all(|line| line.width() <= width) {
            return drawn + "\n";
        }
        // Too narrow for a column a player: each trick on its own line(s).
        let mut out = String::new();
        let seats = self.players.len();
        for index in 0..self.play.tricks.len() {
            let cards = self.by_seat(index);
            let items: Vec<String> = (0..seats)
                .map(|offset| (self.play.audit.leader(index) + offset) % seats)
                .map(|seat| {
                    format!(
                        "{} {}",
                        cut_name(width, &self.players[seat]),
                        mark(&cards[seat]).trim()
                    )
                })
                .collect();
            let number = format!("{:>2}  ", index + 1);
            out.push_str(&wrap_parts(&items, width, &number, "    ", ", "));
            out.push('\n');
        }
        out
    }

    /// What the marks mean, the tricks each side won and the breaches of the play rules.
    fn table_summary(&self, lang: Lang, width: usize) -> String {
        let legend = [
            say!(lang, "show-legend-led"),
            say!(lang, "show-legend-won"),
            say!(lang, "show-legend-broke"),
        ];
        let mut out = wrap_parts(&legend, width, "", "", " · ") + "\n\n";
        let won = self.won(&|side: &str| cut_name(width, side));
        let label = say!(lang, "show-tricks-won");
        out.push_str(&wrap_parts(&won, width, &label, "  ", " · "));
        out.push('\n');
        let breaches = self.breaches(lang);
        let said = if breaches.is_empty() {
            say!(lang, "show-no-breach")
        } else {
            say!(lang, "show-breaches")
        };
        out.push_str(&super::wrap_text(&said, width));
        out.push('\n');
        for (_, message, code) in breaches {
            let text = format!("{} [{code}]", super::escaped(&message));
            out.push_str(&super::wrap_words(&text, width, "  ", "    "));
            out.push('\n');
        }
        out
    }

    /// Markdown: a heading, the hands, the tricks as a table, the breaches.
    pub(crate) fn markdown(&self, lang: Lang) -> String {
        let name = |text: &str| markdown::inline(&super::escaped(text));
        let mut out = format!(
            "## {}\n\n{}\n\n",
            self.heading(&name),
            self.title(lang, &name)
        );
        for (player, hand) in self.players.iter().zip(self.hands()) {
            let groups = suit_groups(&hand).join("  ");
            out.push_str(&format!("- **{}**: {groups}\n", name(player)));
        }
        if self.known() == Known::Partial {
            out.push_str(&format!("\n{}\n", say!(lang, "show-md-partial")));
        }
        out.push_str("\n| # |");
        for player in self.players {
            out.push_str(&format!(" {} |", name(player)));
        }
        out.push_str("\n|---:|");
        out.push_str(&":---:|".repeat(self.players.len()));
        out.push('\n');
        for index in 0..self.play.tricks.len() {
            out.push_str(&format!("| {} |", index + 1));
            for marked in self.by_seat(index) {
                let symbol = marked.card.symbol();
                let led = if marked.led { ">" } else { "" };
                let card = if marked.won {
                    format!("**{symbol}**")
                } else {
                    symbol
                };
                let broke = if marked.broke { " !" } else { "" };
                out.push_str(&format!(" {led}{card}{broke} |"));
            }
            out.push('\n');
        }
        out.push_str(&format!("\n{}\n\n", say!(lang, "show-md-legend")));
        let won = self.won(&name);
        out.push_str(&format!(
            "{}\n",
            say!(lang, "show-md-won", won = won.join(", "))
        ));
        let breaches = self.breaches(lang);
        if breaches.is_empty() {
            out.push_str(&format!("\n{}\n", say!(lang, "show-md-no-breach")));
        }
        for (_, message, code) in breaches {
            out.push_str(&format!("\n- {} (`{code}`)", name(&message)));
        }
        out + "\n"
    }

    /// JSON: one object, its keys in this order (the declarer and the bid, or each
    /// player's prediction when everyone predicts).
    pub(crate) fn json(&self) -> serde_json::Value {
        let players = self.players;
        let audit = &self.play.audit;
        let letters = |cards: Vec<Card>| cards.into_iter().map(Card::letters).collect::<Vec<_>>();
        let mut object = json!({ "file": self.file, "deal": self.number });
        match self.form {
            Form::Contract(contract) => {
                object["declarer"] = players[contract.declarer_seat()].as_str().into();
                object["bid"] = contract.bid.into();
            }
            Form::Predictions(predictions) => {
                object["predictions"] = json!(by_name(players, predictions.bids));
            }
            Form::Passed => {}
        }
        let trick = |index: usize| {
            let cards = self.by_seat(index).into_iter().map(|marked| marked.card);
            json!({
                "number": index + 1,
                "leader": players[audit.leader(index)],
                "winner": players[audit.winner(index)],
                "cards": by_name(players, cards.map(Card::letters).collect::<Vec<_>>()),
            })
        };
        let breach =
            |(trick, message, code)| json!({ "trick": trick, "code": code, "message": message });
        object["trump"] = self.play.trump.name().into();
        object["complete"] = self.play.complete().into();
        object["hands_known"] = json!(self.known());
        let hands: Vec<Vec<String>> = self.hands().into_iter().map(letters).collect();
        object["hands"] = json!(by_name(players, hands));
        object["tricks"] = (0..self.play.tricks.len()).map(trick).collect();
        let won = per_side(audit.won, self.scored.rules.partnership());
        object["won"] = json!(by_name(self.scored.sides(), won));
        object["breaches"] = self.breaches(Lang::En).into_iter().map(breach).collect();
        object
    }
}

/// A name as `Shown::table` shows it on a terminal `width` columns wide, cut to fit: at
/// most 16 columns less than the width (and 4 at least), so that the narrowest lines
/// ("tricks won: NAME 13", a trick's line) still fit.
fn cut_name(width: usize, text: &str) -> String {
    super::shorten(&for_terminal(text), width.saturating_sub(16).max(4))
}

/// `["♠ A K 5", "♥ J 7"]`: a hand's suits (a suit with no card is left out).
fn suit_groups(hand: &[Card]) -> Vec<String> {
    let ranks = |suit: Suit| -> Vec<&str> {
        let cards = hand.iter().filter(|card| card.suit == suit);
        cards.map(|card| card.rank_shown()).collect()
    };
    (Suit::ALL.into_iter())
        .map(|suit| (suit, ranks(suit)))
        .filter(|(_, ranks)| !ranks.is_empty())
        .map(|(suit, ranks)| format!("{} {}", suit.symbol(), ranks.join(" ")))
        .collect()
}

/// The widest of `texts`, in display columns.
fn widest(texts: &[String]) -> usize {
    texts.iter().map(|text| text.width()).max().unwrap_or(0)
}
