//! The page `batak serve` answers `GET /` with, phone first: the match's heading, its
//! diagnostics, the standings and the result, the form that records the next deal (it
//! knows the rules: declarer or everyone's bids, the bid's range, whether the declarer
//! names trump, tricks per side), the deal table with its notes, and the chart. The
//! match's parts are the HTML page's own (`render::html::Parts`), escaped as it escapes
//! them. The page works without its script (the form posts, the page comes back); with
//! it, the page redraws its parts on each change (`/assets/page.js`).
//!
//! The parts a script or a test finds by id: `#heading`, `#diagnostics`, `#standings`,
//! `#deal-form` (in `#entry`), `#deals`, `#chart`.

use maud::{DOCTYPE, Markup, html};

use super::Served;
use super::http::Response;
use crate::diagnostic::Diagnostic;
use crate::lang::{Lang, say};
use crate::pipeline::{Outcome, Scored};
use crate::render::html::{Parts, STYLE, diagnostics_list};
use crate::render::{escaped, suit_words};

/// The page's own style: the HTML page's, and the form's.
const FORM_STYLE: &str = include_str!("assets/page.css");

/// The page's script: the running sum of tricks, and the redraw on each change.
const SCRIPT: &str = include_str!("assets/page.js");

/// `/assets/…`: the page's style and script, from the binary.
pub(crate) fn asset(path: &str) -> Option<Response> {
    match path {
        "/assets/page.css" => Some(Response::new(
            200,
            "text/css; charset=utf-8",
            format!("{STYLE}{FORM_STYLE}").into_bytes(),
        )),
        "/assets/page.js" => Some(Response::new(
            200,
            "text/javascript; charset=utf-8",
            SCRIPT.as_bytes().to_vec(),
        )),
        _ => None,
    }
}

/// A change that was refused, shown on the page drawn in answer: what refused it, and
/// the form as it was sent.
pub(crate) struct Refused {
    /// The form's address (`/deals`, `/deals/3`, `/deals/3/remove`).
    pub(crate) action: String,
    /// What was not done ("Not recorded:", "Not changed:", "Not removed:").
    pub(crate) heading: String,
    /// The fields as sent.
    pub(crate) fields: Vec<(String, String)>,
    /// What refused it: each report's text (to place its diagnostics) and diagnostics.
    pub(crate) reports: Vec<(String, Vec<Diagnostic>)>,
    /// Lines said about it.
    pub(crate) lines: Vec<String>,
}

/// What the form is for: the next deal, or a fix of deal N.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Target {
    Next,
    Fix(usize),
}

impl Target {
    /// Where the form posts.
    fn action(self) -> String {
        match self {
            Target::Next => "/deals".to_owned(),
            Target::Fix(number) => format!("/deals/{number}"),
        }
    }
}

/// What the form's fields hold: as sent when that was refused; else, for a fix, the deal
/// as recorded; else nothing.
struct Sent(Vec<(String, String)>);

impl Sent {
    fn of(scored: &Scored, target: Target, refused: Option<&Refused>) -> Sent {
        let action = target.action();
        match (refused.filter(|refused| refused.action == action), target) {
            (Some(refused), _) => Sent(refused.fields.clone()),
            (None, Target::Fix(number)) => Sent(recorded(scored, number)),
            (None, Target::Next) => Sent(Vec::new()),
        }
    }

    fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(field, _)| field == name)
            .map(|(_, value)| value.as_str())
    }
}

/// Deal `number` as the form's fields: what the fix form starts from.
pub(super) fn recorded(scored: &Scored, number: usize) -> Vec<(String, String)> {
    use crate::model::Form;
    let game = &scored.game;
    let Some(deal) = game.deals.get(number - 1) else {
        return Vec::new();
    };
    let mut fields = Vec::new();
    let partnership = scored.rules.partnership();
    match deal.form {
        Form::Passed => fields.push(("passed".to_owned(), "true".to_owned())),
        Form::Contract(contract) => {
            let declarer = &game.players[contract.declarer_seat()];
            fields.push(("declarer".to_owned(), declarer.clone()));
            fields.push(("bid".to_owned(), contract.bid.to_string()));
        }
        Form::Predictions(predictions) => {
            for (player, bid) in game.players.iter().zip(predictions.bids) {
                fields.push((format!("bids.{player}"), bid.to_string()));
            }
        }
    }
    if let Some(trump) = deal.trump() {
        fields.push(("trump".to_owned(), trump.name().to_owned()));
    }
    if let Some(tricks) = deal.tricks() {
        for (side, count) in scored.sides().iter().zip(tricks.per_side(partnership)) {
            fields.push((format!("tricks.{side}"), count.to_string()));
        }
    }
    if let Some(note) = game.notes.get(number - 1) {
        fields.push(("note".to_owned(), note.to_owned()));
    }
    fields
}

/// The page, as HTML, in `lang`: the file read now, a refused change shown when there
/// is one.
pub(crate) fn page(lang: Lang, served: &Served, refused: Option<&Refused>) -> Response {
    page_fixing(lang, served, refused, None)
}

/// The page with the form that fixes deal `fix` (`GET /?fix=N`) in place of the one that
/// records the next; a refused fix comes back with its own form.
pub(crate) fn page_fixing(
    lang: Lang,
    served: &Served,
    refused: Option<&Refused>,
    fix: Option<usize>,
) -> Response {
    Response::new(
        200,
        "text/html; charset=utf-8",
        markup(lang, served, refused, fix)
            .into_string()
            .into_bytes(),
    )
}

/// The page's markup.
pub(crate) fn markup(
    lang: Lang,
    served: &Served,
    refused: Option<&Refused>,
    fix: Option<usize>,
) -> Markup {
    let (outcome, version) = served.read();
    let failed = served.remember(outcome);
    let last_good = served.last_good.lock().ok();
    let good = last_good.as_ref().and_then(|good| good.as_ref());
    // The file as read now: `failed` when it does not score, else the good reading.
    let now: Option<&Outcome> = failed.as_ref().or(good);
    let scored = good.and_then(Outcome::scored);
    let name = &served.file;
    let title = scored.map_or_else(
        || escaped(name),
        |scored| escaped(scored.game.title.as_deref().unwrap_or(name)),
    );
    let parts = scored.map(|scored| Parts::of(lang, name, scored));
    let deals = scored.map_or(0, |scored| scored.game.deals.len());
    let fixed = refused.and_then(|refused| refused.action.strip_prefix("/deals/")?.parse().ok());
    let target = match fix.or(fixed) {
        Some(number) if (1..=deals).contains(&number) => Target::Fix(number),
        _ => Target::Next,
    };
    let version = version
        .map(|version| format!("{version:016x}"))
        .unwrap_or_default();
    html! {
        (DOCTYPE)
        html lang=(lang.name()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="generator" content="batak";
                title { (title) }
                // No icon to ask for (a browser asks for /favicon.ico otherwise).
                link rel="icon" href="data:,";
                link rel="stylesheet" href="/assets/page.css";
                script src="/assets/page.js" defer {}
            }
            body.serve data-version=(version) data-deals=(deals) {
                header #heading {
                    @match &parts { Some(parts) => (parts.heading), None => h1 { (title) } }
                }
                (diagnostics_part(lang, now, failed.is_some() && scored.is_some(), refused))
                section #standings {
                    @if let Some(parts) = &parts { (parts.standings) (parts.result) }
                }
                @if !served.read_only && failed.is_none() && let Some(scored) = scored {
                    section #entry { (entry(lang, scored, &version, refused, target, served)) }
                }
                section #deals {
                    @if let Some(parts) = &parts { (parts.deals) }
                    @if !served.read_only && failed.is_none() && deals > 0 {
                        (changes(lang, deals, &version))
                    }
                }
                section #chart {
                    @if let Some(parts) = &parts { (parts.chart) }
                }
            }
        }
    }
}

/// The diagnostics: a refused change's first, then the file's (its errors, with the
/// last good standings said to be that; or its warnings).
fn diagnostics_part(
    lang: Lang,
    now: Option<&Outcome>,
    last_good_shown: bool,
    refused: Option<&Refused>,
) -> Markup {
    let file = now.filter(|outcome| !outcome.diagnostics.is_empty());
    html! {
        section #diagnostics hidden[file.is_none() && refused.is_none()] {
            @if let Some(refused) = refused {
                div.refused role="alert" {
                    p.problems { (refused.heading) }
                    @for line in &refused.lines { p { (escaped(line)) } }
                    // Placed in the text the change would have made, never written:
                    // the deal each names is where to look, not a line of it.
                    @for (_, diagnostics) in &refused.reports {
                        @let unplaced: Vec<Diagnostic> = diagnostics
                            .iter()
                            .map(|diagnostic| Diagnostic { span: None, ..diagnostic.clone() })
                            .collect();
                        (diagnostics_list(lang, "", &unplaced))
                    }
                }
            }
            @if let Some(outcome) = file {
                @if outcome.fails() {
                    p.problems { (say!(lang, "serve-problems")) }
                } @else {
                    p { (say!(lang, "serve-warnings")) }
                }
                (diagnostics_list(lang, &outcome.text, &outcome.diagnostics))
                @if last_good_shown { p { (say!(lang, "serve-last-good")) } }
            }
        }
    }
}

/// The form, as the match stands: once it is over, a deal is recorded only after the end
/// (not counted), so the form for one is folded away under the way to the next match;
/// a fix, or a form sent and refused, stays open.
fn entry(
    lang: Lang,
    scored: &Scored,
    version: &str,
    refused: Option<&Refused>,
    target: Target,
    served: &Served,
) -> Markup {
    let over = matches!(scored.board.status, crate::score::Status::Finished { .. });
    let form = form(lang, scored, version, refused, target);
    if !over || target != Target::Next || refused.is_some() {
        return form;
    }
    let file = crate::diagnostic::escape_name(&served.file);
    html! {
        p.over { (say!(lang, "serve-over", file = file)) }
        // Under --strict a deal after the end is refused (its warning is an error).
        @if !served.session.strict {
            details.after-end {
                summary { (say!(lang, "serve-after-end-open")) }
                (form)
            }
        }
    }
}

/// The form that records the next deal, under the match's rules; filled in as it was
/// sent when that was refused.
fn form(
    lang: Lang,
    scored: &Scored,
    version: &str,
    refused: Option<&Refused>,
    target: Target,
) -> Markup {
    let next = scored.game.deals.len() + 1;
    let rules = &scored.rules;
    let sent = Sent::of(scored, target, refused);
    let value = |name: &str| sent.get(name);
    let checked = |name: &str, choice: &str| sent.get(name) == Some(choice);
    let hand = rules.hand();
    let finished = matches!(scored.board.status, crate::score::Status::Finished { .. });
    let fixing = match target {
        Target::Fix(number) => Some(number),
        Target::Next => None,
    };
    let shape = form_shape(scored, fixing);
    html! {
        form #deal-form method="post" action=(target.action()) data-shape=(shape) data-hand=(hand) data-fix=[fixing] {
            @if fixing.is_none() { input type="hidden" name="deal" value=(next); }
            input type="hidden" name="v" value=(version);
            @match fixing {
                Some(number) => h2 { (say!(lang, "serve-fix-heading", deal = number)) },
                None => h2 { (say!(lang, "serve-form-heading", deal = next)) },
            }
            // Shown by the script when a deal is recorded elsewhere while this is typed.
            p #meanwhile.problems role="alert" hidden {
                @match fixing {
                    Some(_) => (say!(lang, "serve-fix-meanwhile")),
                    None => (say!(lang, "serve-form-meanwhile")),
                }
            }
            (bid_fields(lang, scored, &sent))
            @if !rules.spades_only() {
                fieldset.choices.trump {
                    legend { (labelled(lang, "trump")) }
                    @for suit in crate::model::Suit::ALL {
                        label.choice {
                            input type="radio" name="trump" value=(suit.name()) checked[checked("trump", suit.name())];
                            span { (suit_words(lang, suit)) }
                        }
                    }
                }
            }
            (tricks_fields(lang, scored, &sent))
            label.field.note {
                span { (labelled(lang, "note")) }
                input type="text" name="note" maxlength="500" value=[value("note")];
            }
            @if finished && fixing.is_none() {
                label.choice {
                    // Ticked unless sent without it: it is what a form after the end is for.
                    input type="checkbox" name="after_end" value="true" checked[value("after_end").is_some() || sent.0.is_empty()];
                    span { (labelled(lang, "after_end")) }
                }
            }
            @match fixing {
                Some(number) => {
                    button type="submit" { (say!(lang, "serve-fix-save", deal = number)) }
                    a.cancel href="/" { (say!(lang, "serve-fix-cancel")) }
                }
                None => button type="submit" { (say!(lang, "serve-form-record", deal = next)) },
            }
        }
    }
}

/// What the form calls a field (`declarer`, `tricks`, `after_end`), as its labels say
/// it; `None` for a field it does not show.
pub(super) fn label(field: &str) -> Option<crate::lang::Text> {
    use crate::lang::text;
    Some(match field {
        "declarer" => text!("serve-form-declarer"),
        "passed" => text!("serve-form-passed"),
        "bid" => text!("serve-form-bid"),
        "bids" => text!("serve-form-bids"),
        "trump" => text!("serve-form-trump"),
        "tricks" => text!("serve-form-tricks"),
        "note" => text!("serve-form-note"),
        "after_end" => text!("serve-form-after-end"),
        _ => return None,
    })
}

/// The label of a field the form shows, in `lang`.
fn labelled(lang: Lang, field: &str) -> String {
    label(field).map_or_else(String::new, |label| label.in_lang(lang))
}

/// Who bid what: everyone's bids under `bidding = everyone`, else the declarer (or a
/// passed hand) and the bid, within the rules' range.
fn bid_fields(lang: Lang, scored: &Scored, sent: &Sent) -> Markup {
    let rules = &scored.rules;
    let hand = rules.hand();
    let value = |name: &str| sent.get(name);
    let checked = |name: &str, choice: &str| sent.get(name) == Some(choice);
    html! {
        @if rules.everyone_bids() {
            fieldset.numbers {
                legend { (labelled(lang, "bids")) }
                @for player in &scored.game.players {
                    @let field = format!("bids.{player}");
                    label.number {
                        span { (escaped(player)) }
                        input type="number" name=(field) min="0" max=(hand) inputmode="numeric" value=[value(&field)];
                    }
                }
            }
        } @else {
            fieldset.choices {
                legend { (labelled(lang, "declarer")) }
                @for player in &scored.game.players {
                    label.choice {
                        input type="radio" name="declarer" value=(player) checked[checked("declarer", player)];
                        span { (escaped(player)) }
                    }
                }
                // Where the dealer must take a hand all pass, no deal is passed.
                @if rules.all_pass() == crate::rules::AllPass::Redeal {
                    label.choice.passed {
                        input type="checkbox" name="passed" value="true" checked[value("passed").is_some()];
                        span { (labelled(lang, "passed")) }
                    }
                }
            }
            label.field {
                span { (labelled(lang, "bid")) }
                select name="bid" {
                    option value="" { "–" }
                    @for bid in rules.min_bid()..=hand {
                        option value=(bid) selected[value("bid") == Some(bid.to_string().as_str())] { (bid) }
                    }
                }
            }
        }
    }
}

/// A player's (or a team's) tricks, each a number, with what they add up to: said once
/// without the script, and kept up to date by it (`#tricks-sum`, from the words under
/// `#tricks-words`, one for each count still missing).
fn tricks_fields(lang: Lang, scored: &Scored, sent: &Sent) -> Markup {
    let hand = scored.rules.hand();
    let value = |name: &str| sent.get(name);
    html! {
        fieldset.numbers.tricks {
            legend { (labelled(lang, "tricks")) }
            @for side in scored.sides() {
                @let field = format!("tricks.{side}");
                label.number {
                    span { (escaped(side)) }
                    input type="number" name=(field) min="0" max=(hand) inputmode="numeric" value=[value(&field)];
                }
            }
            p #tricks-sum aria-live="polite" { (say!(lang, "serve-tricks-hint", hand = hand)) }
            ul #tricks-words hidden {
                @for left in 0..=hand {
                    li data-left=(left) {
                        @if left == 0 { (say!(lang, "serve-tricks-done", hand = hand)) }
                        @else { (say!(lang, "serve-tricks-left", sum = hand - left, hand = hand, left = left)) }
                    }
                }
                li data-left="over" { (say!(lang, "serve-tricks-over", hand = hand)) }
            }
        }
    }
}

/// What the form is made of (the sides, the rules): a page redrawn with another shape
/// takes the new form, else it keeps the one being typed into.
fn form_shape(scored: &Scored, fixing: Option<usize>) -> String {
    let rules = &scored.rules;
    format!(
        "{}|{}|{}|{}|{}|{}",
        scored.sides().join(","),
        rules.everyone_bids(),
        rules.min_bid(),
        rules.hand(),
        rules.spades_only(),
        fixing.unwrap_or(0)
    )
}

/// What fixes the record: a link to the form that fixes the last deal, a choice of any
/// other deal to fix (both plain links and a form that asks the page again), and the
/// button that takes the last deal out again (the page's version guards it: what is
/// removed is the deal the page shows).
fn changes(lang: Lang, deals: usize, version: &str) -> Markup {
    html! {
        div #fixes {
            a #fix-last.button href={ "/?fix=" (deals) } { (say!(lang, "serve-fix-link", deal = deals)) }
            @if deals > 1 {
                form #fix-other method="get" action="/" {
                    label.field {
                        span { (say!(lang, "serve-fix-other")) }
                        input type="number" name="fix" min="1" max=(deals) inputmode="numeric" required;
                    }
                    button type="submit" { (say!(lang, "serve-fix-open")) }
                }
            }
        }
        form #undo method="post" action={ "/deals/" (deals) "/remove" } {
            input type="hidden" name="v" value=(version);
            button type="submit" { (say!(lang, "serve-remove", deal = deals)) }
        }
    }
}
