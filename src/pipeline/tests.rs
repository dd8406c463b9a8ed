//! Which diagnostics a change brought: what `--strict` refuses on a change and what the
//! change shows.

use super::{Before, brought, without_deal_numbers};
use crate::diagnostic::{Code, Diagnostic};

fn warning(code: Code, message: &str) -> Diagnostic {
    Diagnostic::warning(code, None, message)
}

fn rotation(deal: usize, dealt: &str, says: &str) -> Diagnostic {
    warning(
        Code::DealerRotation,
        &format!("deal {deal}: {dealt} dealt, but the rotation says {says}"),
    )
}

#[test]
fn a_new_warning_is_brought_though_another_of_its_code_went() {
    // amend 2 --dealer B: deal 2's warning goes, deal 3 gets one.
    let before = [rotation(2, "C", "B"), rotation(4, "B", "A")];
    let after = [rotation(3, "D", "C"), rotation(4, "B", "A")];
    let before = Before {
        diagnostics: &before,
        renumbered: false,
    };
    assert_eq!(brought(before, &after), [0]);
}

#[test]
fn a_warning_renumbered_by_a_removal_is_not_brought() {
    let before = [
        rotation(7, "B", "A"),
        warning(
            Code::AfterEnd,
            "deals 6–7 were recorded after the match ended with deal 5; not counted",
        ),
    ];
    let after = [
        rotation(2, "D", "C"),
        rotation(6, "B", "A"),
        warning(
            Code::AfterEnd,
            "deal 6 was recorded after the match ended with deal 5; not counted",
        ),
    ];
    let removed = Before {
        diagnostics: &before,
        renumbered: true,
    };
    assert_eq!(
        brought(removed, &after),
        [0],
        "only deal 2's is the removal's"
    );
    // Where nothing was renumbered, the words must be the same.
    let added = Before {
        diagnostics: &before,
        renumbered: false,
    };
    assert_eq!(brought(added, &after), [0, 1, 2]);
}

#[test]
fn deals_after_the_end_that_grow_are_brought() {
    let before = [warning(
        Code::AfterEnd,
        "deals 6–7 were recorded after the match ended with deal 5; not counted",
    )];
    let after = [warning(
        Code::AfterEnd,
        "deals 6–8 were recorded after the match ended with deal 5; not counted",
    )];
    let added = Before {
        diagnostics: &before,
        renumbered: false,
    };
    assert_eq!(brought(added, &after), [0]);
}

#[test]
fn the_summary_of_problems_not_kept_is_brought_when_it_counts_more() {
    let before = [Diagnostic::omitted(0, 110_000, 10_000)];
    let more = [Diagnostic::omitted(0, 110_001, 10_000)];
    let fewer = [Diagnostic::omitted(0, 109_999, 10_000)];
    for renumbered in [false, true] {
        let was = Before {
            diagnostics: &before,
            renumbered,
        };
        assert_eq!(brought(was, &more), [0]);
        assert!(brought(was, &fewer).is_empty());
        assert!(brought(was, &before).is_empty());
    }
}

#[test]
fn only_deal_numbers_are_left_out() {
    assert_eq!(
        without_deal_numbers("deal 12, trick 3: Deniz played ♠2 under ♠7"),
        "deal #, trick 3: Deniz played ♠2 under ♠7"
    );
    assert_eq!(
        without_deal_numbers("deals 6–17 were recorded; the dealer of deal 4 dealt"),
        "deals #–# were recorded; the dealer of deal # dealt"
    );
}
