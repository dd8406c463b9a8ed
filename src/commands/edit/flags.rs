//! The flags of `add` and `amend` read into a deal: names, tricks, title and date, each mistake drawn over its flag.

use super::Report;
// The match the flags are read against: who plays and under which rules, as far as the
// file checked (a file with errors still says so).
use super::{Diagnostic, FlagProblem, diagnostic};
use crate::diagnostic::problem;
use crate::edit::{Field, Model};
use crate::keys::DealKey;
use crate::lang::{Lang, Text, list, text};

/// A name given to `flag` (whose whole text is `text`) that must be one of `names`: the
/// name as the match writes it (typed in any case, or without Turkish letters, when that
/// names one player: a note says whom), or a command-line mistake drawn in the flag's
/// text with the nearest name suggested or the names alike listed. `teams` says the names
/// are the players and the teams, not the players alone.
pub(super) fn known_name(
    report: &dyn Report,
    flag: &'static str,
    text: &str,
    name: &str,
    names: &[String],
    teams: bool,
) -> Result<String, FlagProblem> {
    let trimmed = name.trim();
    if trimmed.is_empty() {
        let diagnostic = problem!(
            diagnostic::Code::UnknownPlayer,
            Some(0..text.len()),
            text!("flag-name-empty", flag = flag),
            label
        )
        .help(sides_list(names, teams));
        return Err(FlagProblem::new(flag, text.to_owned(), diagnostic));
    }
    if names.is_empty() {
        return Ok(crate::names::nfc(trimmed).into_owned());
    }
    let at = text.find(name).unwrap_or(0);
    let span = Some(at..at + name.len());
    let (message, label, help) = match crate::names::typed(names, trimmed) {
        crate::names::Typed::One(place) => {
            let recorded = &names[place];
            // Typed another way (case, letters folded): say whom it names.
            if !crate::names::same(recorded, trimmed) {
                report.say(&crate::lang::say!(
                    report.lang(),
                    "note-name-typed",
                    flag = flag,
                    typed = diagnostic::escape_name(trimmed),
                    name = diagnostic::escape_name(recorded)
                ));
            }
            return Ok(recorded.clone());
        }
        crate::names::Typed::Several(places) => {
            let alike: Vec<String> = places.iter().map(|&place| names[place].clone()).collect();
            let joined = alike.join(", ");
            let message = text!("flag-name-ambiguous", name = trimmed, names = joined);
            let label = if teams {
                text!("flag-name-ambiguous-label-teams", count = places.len())
            } else {
                text!("flag-name-ambiguous-label", count = places.len())
            };
            let alike = list(alike, text!("list-or"), text!("list-or"));
            let help = text!("flag-name-ambiguous-help", names = alike);
            (message, label, help)
        }
        crate::names::Typed::Nobody => {
            let suggestion = diagnostic::nearest(trimmed, names.iter().map(String::as_str));
            // Players first, then (in partnership) the teams.
            let list = match names.split_at_checked(4) {
                Some((players, teams)) if !teams.is_empty() => text!(
                    "flag-names-players-teams",
                    players = players.join(", "),
                    teams = teams.join(", ")
                ),
                _ => sides_list(names, teams),
            };
            let help = match suggestion {
                Some(candidate) => text!("flag-name-suggest", candidate = candidate, list = list),
                None => list,
            };
            if teams {
                let message = text!("flag-name-unknown-teams", name = trimmed);
                (message, text!("flag-name-unknown-label-teams"), help)
            } else {
                let message = text!("flag-name-unknown", name = trimmed);
                (message, text!("flag-name-unknown-label"), help)
            }
        }
    };
    let diagnostic = Diagnostic::error(diagnostic::Code::UnknownPlayer, span, message)
        .label(label)
        .help(help);
    Err(FlagProblem::new(flag, text.to_owned(), diagnostic))
}

/// "the players are A, B, C, D" (or the players or teams).
fn sides_list(names: &[String], teams: bool) -> Text {
    if teams {
        text!("flag-names-sides", names = names.join(", "))
    } else {
        text!("flag-names-players", names = names.join(", "))
    }
}

/// The match's players (none when the file could not be read so far: names are then left
/// to the validation of the changed file).
pub(super) fn players_of(scored: Option<Model<'_>>) -> Vec<String> {
    scored.map_or_else(Vec::new, |scored| scored.game.players.clone())
}

/// `--declarer NAME` or `--dealer NAME`: one of the players.
pub(super) fn player_flag(
    report: &dyn Report,
    flag: &'static str,
    name: &str,
    scored: Option<Model<'_>>,
) -> Result<String, FlagProblem> {
    known_name(report, flag, name, name, &players_of(scored), false)
}

/// `--tricks` as the deal's field: names that are the match's players (or teams, in
/// partnership), or as many counts as the match needs. Names given for some sides only are completed from `old`,
/// the tricks the deal has (`amend`), else with none for the others, when the counts then
/// add up to 13 (see `complete_named`).
pub(super) fn tricks_flag(
    report: &dyn Report,
    tricks: &crate::edit::TricksArg,
    scored: Option<Model<'_>>,
    old: Option<crate::model::Tricks>,
) -> Result<Field, FlagProblem> {
    let partnership = scored.is_some_and(|s| s.rules.partnership());
    let text = tricks.to_string();
    match tricks {
        crate::edit::TricksArg::Named(pairs) => {
            // The players, and in partnership the teams.
            let mut sides = players_of(scored);
            if let Some(scored) = scored.filter(|_| partnership) {
                sides.extend(scored.game.teams.iter().cloned());
            }
            let named: Vec<(String, i64)> = pairs
                .iter()
                .map(|(side, count)| {
                    let side = known_name(report, "--tricks", &text, side, &sides, partnership)?;
                    Ok((side, *count))
                })
                .collect::<Result<_, FlagProblem>>()?;
            match scored {
                Some(scored) => complete_named(&text, named, scored, old).map(Field::Named),
                None => Ok(Field::Named(named)),
            }
        }
        crate::edit::TricksArg::Counts(counts) => {
            // One count per player, or per team in partnership; where the file does not say
            // who plays (its players or rules broken), the changed file's check tells.
            let seats = scored.map_or(counts.len(), |scored| scored.game.players.len());
            if counts.len() != seats && !(partnership && counts.len() == 2) {
                let message = if partnership {
                    text!("flag-tricks-count-partnership", count = counts.len())
                } else {
                    text!("flag-tricks-count", count = counts.len(), seats = seats)
                };
                let diagnostic =
                    Diagnostic::error(diagnostic::Code::TricksShape, Some(0..text.len()), message)
                        .label(text!("tricks-count-label", count = counts.len()))
                        .help(if seats == 3 {
                            text!("flag-tricks-count-help-three")
                        } else {
                            text!("flag-tricks-count-help-four")
                        });
                return Err(FlagProblem::new("--tricks", text, diagnostic));
            }
            Ok(Field::Counts(counts.clone()))
        }
    }
}

/// `--title TEXT`: trimmed, not empty, on one line.
pub(super) fn title_flag(title: &str) -> Result<String, FlagProblem> {
    let trimmed = title.trim();
    let (message, label) = if trimmed.is_empty() {
        (text!("flag-title-empty"), text!("flag-title-empty-label"))
    } else if trimmed.contains(['\n', '\r']) {
        (text!("flag-title-line"), text!("flag-title-line-label"))
    } else {
        return Ok(trimmed.to_owned());
    };
    let diagnostic = Diagnostic::error(diagnostic::Code::FlagValue, Some(0..title.len()), message)
        .label(label)
        .help(text!("flag-title-help"));
    Err(FlagProblem::new("--title", title.to_owned(), diagnostic))
}

/// `--date DATE`: year first as given, or day first (`27.11.2026`) turned year first with
/// a note to say so (the date, then the note); else a command-line mistake.
pub(super) fn date_flag(lang: Lang, date: &str) -> Result<(String, Option<String>), FlagProblem> {
    let trimmed = date.trim();
    if crate::date::is_iso(trimmed) {
        return Ok((trimmed.to_owned(), None));
    }
    if let Some(iso) = crate::date::from_day_first(trimmed) {
        let note = crate::lang::say!(
            lang,
            "note-date-turned",
            given = trimmed,
            iso = iso.as_str()
        );
        return Ok((iso, Some(note)));
    }
    let diagnostic = problem!(
        diagnostic::Code::FlagValue,
        Some(0..date.len()),
        text!("flag-date", date = trimmed),
        label,
        help
    );
    Err(FlagProblem::new("--date", date.to_owned(), diagnostic))
}

/// `--tricks NAME=n,…` naming some of the sides: the others' counts are the deal's own
/// (`old`; a team's from its players' when the deal counts per player) or none, and
/// together they must make 13.
/// Every side then named (the pairs returned), in seat order. Names of players and teams mixed, or every side
/// named, are left as given (the match's checks judge them).
pub(super) fn complete_named(
    text: &str,
    named: Vec<(String, i64)>,
    scored: Model<'_>,
    old: Option<crate::model::Tricks>,
) -> Result<Vec<(String, i64)>, FlagProblem> {
    let Some((sides, kept)) = named_sides(&named, scored, old) else {
        return Ok(named);
    };
    named_once(text, &named)?;
    // The sides not named, each with its place among them.
    let missing: Vec<(usize, &String)> = (sides.iter().enumerate())
        .filter(|(_, side)| !named.iter().any(|(name, _)| name == *side))
        .collect();
    if missing.is_empty() {
        return Ok(named);
    }
    let count_of = |index: usize, side: &String| {
        named
            .iter()
            .find(|(name, _)| name == side)
            .map(|(_, count)| *count)
            .or_else(|| kept.as_ref().map(|kept| i64::from(kept[index])))
    };
    let total: i64 = sides
        .iter()
        .enumerate()
        .filter_map(|(index, side)| count_of(index, side))
        .sum();
    let hand = scored.rules.hand();
    if total != hand {
        return Err(wrong_sum(text, total, hand, &missing, kept.as_deref()));
    }
    Ok(sides
        .iter()
        .enumerate()
        .map(|(index, side)| (side.clone(), count_of(index, side).unwrap_or(0)))
        .collect())
}

/// The sides `named` are among (the players, else under partnership the teams) and the
/// deal's own counts for them; `None` when the names are of neither alone.
fn named_sides<'game>(
    named: &[(String, i64)],
    scored: Model<'game>,
    old: Option<crate::model::Tricks>,
) -> Option<(&'game [String], Option<Vec<u8>>)> {
    use crate::model::Tricks;
    let game = &scored.game;
    let players: &[String] = &game.players;
    let teams: &[String] = &game.teams;
    let all_in = |sides: &[String]| named.iter().all(|(name, _)| sides.contains(name));
    if all_in(players) {
        let kept = match old {
            Some(Tricks::Seats(seats)) => Some(seats.to_vec()),
            _ => None,
        };
        Some((players, kept))
    } else if scored.rules.partnership() && all_in(teams) {
        let kept = match old {
            Some(Tricks::Teams(counts)) => Some(counts.to_vec()),
            // Counted per player: each team's is its partners' (seats 1 & 3, 2 & 4).
            Some(Tricks::Seats(seats)) => Some(vec![
                seats[0].saturating_add(seats[2]),
                seats[1].saturating_add(seats[3]),
            ]),
            None => None,
        };
        Some((teams, kept))
    } else {
        None
    }
}

/// A side named twice is refused, drawn at its second mention.
fn named_once(text: &str, named: &[(String, i64)]) -> Result<(), FlagProblem> {
    let Some(index) =
        (1..named.len()).find(|&at| named[..at].iter().any(|(name, _)| *name == named[at].0))
    else {
        return Ok(());
    };
    let name = &named[index].0;
    let at = text
        .match_indices(name.as_str())
        .nth(1)
        .map_or(0, |(at, _)| at);
    let diagnostic = problem!(
        diagnostic::Code::TricksShape,
        Some(at..at + name.len()),
        text!("flag-tricks-twice", name = name),
        label,
        help
    );
    Err(FlagProblem::new("--tricks", text.to_owned(), diagnostic))
}

/// The tricks, named and kept, add up to `total` instead of `hand`: what is `missing`
/// (the sides not named, each with its place among the sides), or what of `kept` (the
/// deal's own counts, by those places), and an example that names the others.
fn wrong_sum(
    text: &str,
    total: i64,
    hand: i64,
    missing: &[(usize, &String)],
    kept: Option<&[u8]>,
) -> FlagProblem {
    let and = |parts| list(parts, text!("list-comma"), text!("list-and"));
    let label = if let Some(kept) = kept {
        let parts = (missing.iter())
            .map(|(index, side)| format!("{side} {}", kept[*index]))
            .collect();
        text!("flag-tricks-kept-label", kept = and(parts))
    } else {
        let parts = missing.iter().map(|(_, side)| (*side).clone()).collect();
        text!("flag-tricks-not-given-label", sides = and(parts))
    };
    let others: Vec<String> = (missing.iter())
        .map(|(_, side)| format!("{side}=…"))
        .collect();
    let example = format!("{text},{}", others.join(","));
    // Given alone (add), too many is the counts' fault; kept ones (amend) may be
    // named lower.
    let (message, help) = match (kept.is_some(), total > hand) {
        (false, true) => (
            text!("flag-tricks-sum-over", total = total, hand = hand),
            text!("flag-tricks-sum-over-help", hand = hand),
        ),
        (false, false) => (
            text!("flag-tricks-sum-given", total = total, hand = hand),
            text!("flag-tricks-sum-given-help", example = example, hand = hand),
        ),
        (true, _) => (
            text!("flag-tricks-sum-kept", total = total, hand = hand),
            text!("flag-tricks-sum-kept-help", example = example, hand = hand),
        ),
    };
    let diagnostic = Diagnostic::error(diagnostic::Code::TricksSum, Some(0..text.len()), message)
        .label(label)
        .help(help);
    FlagProblem::new("--tricks", text.to_owned(), diagnostic)
}

/// The deal the flags of `batak add` describe, its fields in the order people write
/// them, names trimmed; a name that is not one of the match's players (or teams, for
/// `--tricks` in partnership) is a command-line mistake drawn over its flag, with the
/// nearest name suggested.
pub(super) fn new_deal(
    report: &dyn Report,
    args: &crate::cli::DealArgs,
    scored: Option<Model<'_>>,
) -> Result<Vec<(DealKey, Field)>, FlagProblem> {
    let players = players_of(scored);
    // Without --dealer, the player after the last deal's dealer deals (when it names one).
    let next = scored
        .and_then(|scored| scored.game.next_dealer())
        .map(|seat| players[seat].clone());
    let dealer = args
        .dealer
        .as_deref()
        .map(|dealer| player_flag(report, "--dealer", dealer, scored))
        .transpose()?
        .or(next);
    let mut fields: Vec<(DealKey, Field)> = dealer
        .map(|dealer| (DealKey::Dealer, Field::Text(dealer)))
        .into_iter()
        .collect();
    // Typed by habit: a command-line mistake that names the flag to use.
    let habit = |flag: &str| text!("flag-habit", flag = flag);
    no_contract_where_everyone_bids(args, scored, habit, text!("flag-habit-help"))?;
    match (&args.bids, &args.tricks) {
        (Some(bids), Some(_)) if scored.is_none_or(|s| s.rules.everyone_bids()) => {
            bids_row(bids, players.len(), true)?;
            fields.push((DealKey::Bids, Field::Counts(bids.0.clone())));
            fields.extend(trump_and_tricks(report, args, scored, None)?);
        }
        _ => {
            // The declarer and the bid: given, or in the score-sheet form under an auction
            // the one non-zero bid, the declarer's.
            let contract = match (&args.bids, &args.declarer, args.bid) {
                (Some(bids), ..) => {
                    bids_row(bids, players.len(), false)?;
                    bids.0
                        .iter()
                        .position(|bid| *bid != 0)
                        .and_then(|seat| Some((players.get(seat)?.clone(), bids.0[seat])))
                }
                (None, Some(declarer), Some(bid)) => {
                    Some((player_flag(report, "--declarer", declarer, scored)?, bid))
                }
                _ => None,
            };
            if let (Some((declarer, bid)), Some(_)) = (contract, &args.tricks) {
                fields.push((DealKey::Declarer, Field::Text(declarer)));
                fields.push((DealKey::Bid, Field::Int(bid)));
                fields.extend(trump_and_tricks(report, args, scored, None)?);
            } else {
                fields.push((DealKey::Passed, Field::True));
            }
        }
    }
    if let Some(note) = &args.note {
        fields.push((DealKey::Note, Field::Text(note.clone())));
    }
    Ok(fields)
}

/// Where everyone predicts, a deal is its predictions: a declarer, a bid or a pass given
/// is refused, with the `message` made for the flag and `help` (see `contract_problem`).
pub(super) fn no_contract_where_everyone_bids(
    deal: &crate::cli::DealArgs,
    scored: Option<Model<'_>>,
    message: impl FnOnce(&str) -> Text,
    help: Text,
) -> Result<(), FlagProblem> {
    if scored.is_some_and(|scored| scored.rules.everyone_bids())
        && (deal.declarer.is_some() || deal.bid.is_some() || deal.passed)
    {
        let (flag, _) = contract_flags(deal).next().unwrap_or_default();
        let label = text!("flag-habit-label");
        return Err(contract_problem(deal, message(flag), label, help));
    }
    Ok(())
}

/// A contract that the flags of `deal` cannot make, drawn over the first contract flag
/// given (`--declarer`, `--bid`, `--bids`, `--passed`, `--tricks`, `--trump`).
pub(super) fn contract_problem(
    deal: &crate::cli::DealArgs,
    message: Text,
    label: Text,
    help: Text,
) -> FlagProblem {
    let (flag, text) = contract_flags(deal)
        .next()
        .unwrap_or(("--bids", String::new()));
    let diagnostic = Diagnostic::error(diagnostic::Code::FlagDeal, Some(0..text.len()), message)
        .label(label)
        .help(help);
    FlagProblem::new(flag, text, diagnostic)
}

/// The contract's flags given (`--declarer`, `--bid`, `--bids`, `--passed`, `--tricks`,
/// `--trump`, in that order), each with its text.
fn contract_flags(deal: &crate::cli::DealArgs) -> impl Iterator<Item = (&'static str, String)> {
    [
        ("--declarer", deal.declarer.clone()),
        ("--bid", deal.bid.map(|bid| bid.to_string())),
        ("--bids", deal.bids.as_ref().map(ToString::to_string)),
        ("--passed", deal.passed.then(String::new)),
        ("--tricks", deal.tricks.as_ref().map(ToString::to_string)),
        ("--trump", deal.trump.clone()),
    ]
    .into_iter()
    .filter_map(|(flag, text)| Some((flag, text?)))
}

/// `--trump` and `--tricks` as the deal's fields, the tricks completed from `old`, the
/// deal's own (see `tricks_flag`).
pub(super) fn trump_and_tricks(
    report: &dyn Report,
    args: &crate::cli::DealArgs,
    scored: Option<Model<'_>>,
    old: Option<crate::model::Tricks>,
) -> Result<Vec<(DealKey, Field)>, FlagProblem> {
    let mut fields = Vec::new();
    if let Some(trump) = &args.trump {
        fields.push((DealKey::Trump, Field::Text(trump_flag(trump)?)));
    }
    if let Some(tricks) = &args.tricks {
        fields.push((DealKey::Tricks, tricks_flag(report, tricks, scored, old)?));
    }
    Ok(fields)
}

/// `--bids` as a match file's `bids` is judged: a number for each of the `players` (when
/// the match says how many); under an auction a score sheet's row, exactly one of them
/// not 0, and where `everyone` predicts any prediction (the validator judges each).
pub(super) fn bids_row(
    bids: &crate::cli::value::Bids,
    players: usize,
    everyone: bool,
) -> Result<(), FlagProblem> {
    let text = bids.to_string();
    let (count, declared) = (bids.0.len(), bids.0.iter().filter(|bid| **bid != 0).count());
    let (code, span) = (diagnostic::Code::FlagDeal, Some(0..text.len()));
    // A row for this table: the second player's 7, 0 for the others; or predictions.
    let example = match (everyone, players) {
        (false, 3) => "0,7,0",
        (false, _) => "0,7,0,0",
        (true, 3) => "5,4,4",
        (true, _) => "3,4,2,4",
    };
    let diagnostic = if players > 0 && count != players {
        let help = if everyone {
            text!("flag-bids-count-help-everyone", example = example)
        } else {
            text!("flag-bids-count-help", example = example)
        };
        problem!(
            code,
            span,
            text!("flag-bids-count", count = count, players = players),
            label
        )
        .help(help)
    } else if !everyone && declared != 1 {
        problem!(
            code,
            span,
            text!("flag-bids-sheet", count = declared),
            label(count = declared),
            help(example = example)
        )
    } else {
        return Ok(());
    };
    Err(FlagProblem::new("--bids", text, diagnostic))
}

/// `--trump`: the suit, written in one spelling whatever was typed (`kupa`, `H`, `♥` and
/// `Herz` are all written `hearts`, as the docs and a new file's comments spell it), a
/// command-line mistake when it is
/// no suit, and never the letter `S`, which is spades in English card notation and
/// sinek (clubs) at a Turkish table: a flag must not record a suit the player did not
/// mean.
fn trump_flag(trump: &str) -> Result<String, FlagProblem> {
    let trump = trump.trim();
    let (code, span) = (diagnostic::Code::FlagValue, Some(0..trump.len()));
    let diagnostic = if trump.eq_ignore_ascii_case("s") {
        problem!(code, span, text!("flag-trump-s"), label, help)
    } else if let Some(suit) = crate::model::Suit::parse(trump) {
        return Ok(suit.name().to_owned());
    } else {
        // A slip in a word (`spadez`) gets the word; anything else the list.
        let words = crate::model::Suit::ALL
            .iter()
            .flat_map(|suit| suit.spellings().iter().copied())
            .filter(|word| word.chars().count() > 1);
        Diagnostic::error(code, span, text!("flag-trump-not-suit", trump = trump))
            .label(text!("trump-not-suit-label"))
            .suggesting(trump, words, || text!("flag-trump-not-suit-help"))
    };
    Err(FlagProblem::new("--trump", trump.to_owned(), diagnostic))
}
