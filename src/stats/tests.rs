use super::*;
use crate::pipeline::scored_toml as scored;

fn stats<'s>(season: &'s Season, name: &str) -> &'s PlayerStats {
    &season.players[season.index[name]]
}

/// In partnership a failed contract sets the two defenders, never the declarer's
/// partner; a made one sets no one. The declarer alone declared it.
#[test]
fn a_failed_partnership_contract_sets_the_defenders_not_the_partner() {
    let mut season = Season::default();
    season.add(
        "m.toml",
        &scored(
            "players = [\"A\", \"B\", \"C\", \"D\"]\n[rules]\npreset = \"esli\"\n\
             [[deals]]\ndeclarer = \"A\"\nbid = 9\ntricks = [4, 3, 4, 2]\n\
             [[deals]]\ndeclarer = \"B\"\nbid = 8\ntricks = [2, 5, 2, 4]\n",
        ),
    );
    let sets = |name| stats(&season, name).sets;
    assert_eq!([sets("A"), sets("B"), sets("C"), sets("D")], [0, 1, 0, 1]);
    let declared = |name| stats(&season, name).declared;
    assert_eq!(
        [declared("A"), declared("B"), declared("C"), declared("D")],
        [1, 1, 0, 0]
    );
    assert_eq!(
        (
            stats(&season, "A").declared - stats(&season, "A").made,
            stats(&season, "B").made
        ),
        (1, 1)
    );
}

/// Without partnership every other player is set by a failed contract.
#[test]
fn a_failed_contract_sets_every_other_player() {
    let mut season = Season::default();
    season.add(
        "m.toml",
        &scored(
            "players = [\"A\", \"B\", \"C\", \"D\"]\n\
             [[deals]]\ndeclarer = \"A\"\nbid = 9\ntricks = [4, 3, 4, 2]\n",
        ),
    );
    let sets = |name| stats(&season, name).sets;
    assert_eq!([sets("A"), sets("B"), sets("C"), sets("D")], [0, 1, 1, 1]);
}
