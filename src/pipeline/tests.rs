//! Which diagnostics a change brought: what `--strict` refuses on a change and what the
//! change shows.

use super::{Before, brought};
use crate::diagnostic::{Code, Diagnostic};
use crate::lang::text;

fn rotation(deal: usize, dealer: &str, expected: &str) -> Diagnostic {
    Diagnostic::warning(
        Code::DealerRotation,
        None,
        text!(
            "dealer-rotation",
            deal = deal,
            dealer = dealer,
            expected = expected
        ),
    )
}

fn late(first: usize, last: usize) -> Diagnostic {
    let message = if first == last {
        text!("late-deal-one", deal = first, ended = 5)
    } else {
        text!("late-deal-many", first = first, last = last, ended = 5)
    };
    Diagnostic::warning(Code::AfterEnd, None, message)
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
    let before = [rotation(7, "B", "A"), late(6, 7)];
    let after = [rotation(2, "D", "C"), rotation(6, "B", "A"), late(6, 6)];
    let removed = Before {
        diagnostics: &before,
        renumbered: true,
    };
    assert_eq!(
        brought(removed, &after),
        [0],
        "only deal 2's is the removal's"
    );
    // Where nothing was renumbered, the values must be the same.
    let added = Before {
        diagnostics: &before,
        renumbered: false,
    };
    assert_eq!(brought(added, &after), [0, 1, 2]);
}

#[test]
fn deals_after_the_end_that_grow_are_brought() {
    let before = [late(6, 7)];
    let after = [late(6, 8)];
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
    // Renumbered: deal 7's warning is deal 6's, but not one with other names in it.
    let before = [rotation(7, "B", "A")];
    let removed = Before {
        diagnostics: &before,
        renumbered: true,
    };
    assert!(brought(removed, &[rotation(6, "B", "A")]).is_empty());
    assert_eq!(brought(removed, &[rotation(6, "B", "C")]), [0]);
}
