//! The score sheet drawn beside the text: after each deal its points and the running
//! totals (inlay hints), the standings and result at the end, a deal's scored row and why
//! on hover, and one outline symbol per deal. Every number is the scoreboard's, the one
//! `batak score` prints; this module only says them. Positions are byte offsets here;
//! the document's `View` turns them into the client's.

use crate::lang::{Lang, say};
use crate::model::Form;
use crate::render::DealView;

use super::document::line_end;
use super::protocol::View;

/// What a deal scored and the totals after it: `Ayşe +81 = 86 · Burak +2 = 75 · …`; a
/// deal recorded after the end says it does not count.
pub(crate) fn deal_line(lang: Lang, view: &DealView<'_>) -> String {
    let (row, totals) = (view.score, view.totals);
    let sides = view.scored.sides();
    let line = sides
        .iter()
        .enumerate()
        .map(|(side, name)| {
            if row.after_end {
                format!("{name} = {}", totals[side])
            } else {
                format!("{name} {:+} = {}", row.points[side], totals[side])
            }
        })
        .collect::<Vec<_>>()
        .join(" · ");
    if row.after_end {
        say!(lang, "lsp-after-end", line = line)
    } else {
        line
    }
}

/// The most deals whose hints one request gets: the first ones in the range asked. An
/// editor asks for what it shows, a screenful; a request over the whole of a long match
/// would otherwise get a hint a deal, and the answer's size (and the memory it takes)
/// grows with it.
pub(crate) const MAX_HINTS: usize = 5_000;

/// The inlay hints of a document in the part `range` of it (what the editor shows):
/// one at the end of each deal's last line (of the first `MAX_HINTS` deals there), and
/// the standings and result at the end of the text. Only the hints in the range are
/// written out, so a screenful of a long match costs a screenful.
pub(crate) fn hints(view: View<'_>, range: lsp_types::Range) -> Vec<lsp_types::InlayHint> {
    let (lang, text) = (view.lang, &view.document.text);
    let Some(scored) = &view.analysis.scored else {
        return Vec::new();
    };
    let range = view.offset(range.start)..view.offset(range.end);
    // A piece of text to show after byte `offset`.
    let hint = |offset, label| lsp_types::InlayHint {
        position: view.position(offset),
        label: lsp_types::InlayHintLabel::String(label),
        kind: None,
        text_edits: None,
        tooltip: None,
        padding_left: Some(true),
        padding_right: None,
        data: None,
    };
    let mut hints: Vec<lsp_types::InlayHint> = view
        .analysis
        .deals
        .iter()
        .zip(scored.views())
        .map(|(place, row)| (line_end(text, place.last_end), row))
        .skip_while(|(offset, _)| *offset < range.start)
        .take_while(|(offset, _)| *offset <= range.end)
        .take(MAX_HINTS)
        .map(|(offset, row)| hint(offset, deal_line(lang, &row)))
        .collect();
    // The standings and the result in one line: `1. Burak 163 · 2. Ayşe 86 … — Burak
    // wins …`.
    if (range.start..=range.end).contains(&text.len()) {
        let standings = crate::render::standings_rows(scored, &crate::render::as_is)
            .map(|[rank, side, total]| format!("{rank}. {side} {total}"))
            .collect::<Vec<_>>()
            .join(" · ");
        let result = crate::render::result_line(lang, scored, &crate::render::as_is);
        hints.push(hint(text.len(), format!("{standings} — {result}")));
    }
    hints
}

/// A deal's contract in a few characters: `Ayşe 8♠`, `passed`, `everyone bids ♠`: the
/// trump's symbol after the bid, or after a space when everyone bids.
fn contract_text(lang: Lang, view: &DealView<'_>) -> String {
    let (contract, gap) = match view.deal.form {
        Form::Passed => return say!(lang, "cell-passed"),
        Form::Contract(contract) => {
            let declarer = view.declarer().unwrap_or_default();
            (format!("{declarer} {}", contract.bid), "")
        }
        Form::Predictions(_) => (say!(lang, "lsp-everyone-bids"), " "),
    };
    match view.trump() {
        Some(trump) => format!("{contract}{gap}{}", trump.symbol()),
        None => contract,
    }
}

/// The most deals the outline lists: the last ones of a longer match. An editor's outline
/// of 200,000 deals is no use to read, and the answer's size (and the memory it takes)
/// grows with it.
pub(crate) const MAX_OUTLINE: usize = 5_000;

/// The outline: one symbol a deal, `4 · Ayşe 8♠ ✓`, its totals after it as the detail,
/// over the deal's text; the last `MAX_OUTLINE` deals of a longer match.
pub(crate) fn outline(view: View<'_>) -> Vec<lsp_types::DocumentSymbol> {
    let (lang, analysis) = (view.lang, view.analysis);
    let Some(scored) = &analysis.scored else {
        return Vec::new();
    };
    let from = scored.game.deals.len().saturating_sub(MAX_OUTLINE);
    scored
        .views()
        .skip(from)
        .filter_map(|row| {
            let mark = match row.score.made {
                Some(true) => " ✓",
                Some(false) => " ✗",
                None => "",
            };
            let contract = contract_text(lang, &row);
            let mut name = format!("{} · {contract}{mark}", row.index + 1);
            if row.score.after_end {
                name.push_str(&format!(" ({})", say!(lang, "lsp-late")));
            }
            let whole = view.range(&analysis.deals.get(row.index)?.span);
            #[expect(deprecated, reason = "lsp-types still has the field; it is None")]
            Some(lsp_types::DocumentSymbol {
                name,
                detail: Some(deal_line(lang, &row)),
                kind: lsp_types::SymbolKind::EVENT,
                tags: None,
                deprecated: None,
                range: whole,
                selection_range: lsp_types::Range::new(whole.start, whole.start),
                children: None,
            })
        })
        .collect()
}

/// The hover over a deal at `at`: its scored row and why, in Markdown (what `batak
/// score` shows of it, with the reason for each side's points), over the deal's text.
pub(crate) fn hover(view: View<'_>, at: lsp_types::Position) -> Option<lsp_types::Hover> {
    let (lang, analysis) = (view.lang, view.analysis);
    let index = analysis.deal_at(view.offset(at))?;
    let scored = analysis.scored.as_ref()?;
    let row = scored.views().nth(index)?;
    let (score, totals) = (row.score, row.totals);
    let count = scored.board.side_count;
    let line = |first: &str, cells: Vec<String>| format!("| {first} | {} |\n", cells.join(" | "));
    let heading = say!(lang, "lsp-deal", deal = index + 1);
    let mut text = format!("**{heading}** · {}\n\n", contract_text(lang, &row));
    text.push_str(&line("", scored.sides().to_vec()));
    text.push_str(&line("---", vec!["---".to_owned(); count]));
    let tricks = score.tricks[..count].iter().map(u8::to_string).collect();
    text.push_str(&line(&say!(lang, "column-tricks"), tricks));
    let points = score.points[..count]
        .iter()
        .map(|points| format!("{points:+}"));
    text.push_str(&line(&say!(lang, "lsp-points"), points.collect()));
    let totals = totals[..count].iter().map(i64::to_string).collect();
    text.push_str(&line(&say!(lang, "column-total"), totals));
    text.push('\n');
    text.push_str(&why(lang, &row));
    Some(lsp_types::Hover {
        contents: lsp_types::HoverContents::Markup(lsp_types::MarkupContent {
            kind: lsp_types::MarkupKind::Markdown,
            value: text,
        }),
        range: Some(view.range(&analysis.deals[index].span)),
    })
}

/// Why a deal scored what it did: made or failed, overtricks, penalties.
fn why(lang: Lang, view: &DealView<'_>) -> String {
    let (scored, row) = (view.scored, view.score);
    let sides = scored.sides();
    let mut reasons = Vec::new();
    if row.after_end {
        reasons.push(say!(lang, "lsp-why-late"));
    }
    match view.deal.form {
        Form::Passed => reasons.push(say!(lang, "lsp-why-passed")),
        Form::Contract(contract) => {
            let declaring = row.declaring_side().unwrap_or(0);
            let who = view.declarer().unwrap_or_default();
            // In partnership the tricks are the side's, and it is named.
            let team = scored
                .rules
                .partnership()
                .then(|| sides[declaring].as_str());
            let bid = i64::from(contract.bid);
            reasons.push(bid_reason(lang, view, who, declaring, bid, team));
            let minimum = scored.rules.defender_minimum();
            for side in (0..scored.board.side_count).filter(|&side| side != declaring) {
                if minimum > 0 && i64::from(row.tricks[side]) < minimum {
                    reasons.push(say!(
                        lang,
                        "lsp-why-minimum",
                        side = &sides[side],
                        taken = row.tricks[side],
                        minimum = minimum,
                        points = format!("{:+}", row.points[side])
                    ));
                }
            }
        }
        Form::Predictions(_) => {
            let bids = view.bids().unwrap_or_default();
            for (side, name) in sides.iter().enumerate() {
                reasons.push(bid_reason(lang, view, name, side, bids[side], None));
            }
        }
    }
    reasons
        .iter()
        .map(|reason| format!("- {reason}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The fate of `who`'s bid of `bid`, `side`'s tricks against it (in partnership the
/// declaring `team` is named with them): `Ayşe bid 8, took 9: made, 1 overtrick`.
fn bid_reason(
    lang: Lang,
    view: &DealView<'_>,
    who: &str,
    side: usize,
    bid: i64,
    team: Option<&str>,
) -> String {
    let rules = &view.scored.rules;
    let taken = i64::from(view.score.tricks[side]);
    let made = view.score.made_by(side, view.deal.predictions().is_some()) == Some(true);
    let took = match team {
        Some(team) => say!(lang, "lsp-side-took", side = team, taken = taken),
        None => say!(lang, "lsp-took", taken = taken),
    };
    let slam = rules.slam_double() && bid == rules.hand();
    let fate = if made {
        say!(lang, "lsp-made", over = taken - bid)
    } else if taken >= bid {
        say!(lang, "lsp-overshoot", overshoot = rules.overshoot())
    } else if rules.double_penalty() {
        say!(lang, "lsp-lost-twice")
    } else {
        say!(lang, "lsp-lost")
    };
    let mut reason = say!(
        lang,
        "lsp-bid",
        who = who,
        bid = bid,
        took = took,
        fate = fate
    );
    if slam {
        reason.push_str(&say!(lang, "lsp-slam"));
    }
    reason
}
