//! Every table's Batak (three players, Defineli, Tahminli) is data: `tests/cmd/sandbox/`
//! `worked.md`, `three-players.md`, `tahminli.md`, `defineli.md` and `play.md`, all run 80
//! columns wide. What stays here is what a terminal 100 wide shows on one line.

use crate::common::{batak, scratch};

/// Tahminli with a partial play: `show`'s title line and `check`'s message, each whole on
/// a line 100 columns wide.
#[test]
fn a_tahminli_play_reads_on_one_line_at_100_columns() {
    let dir = scratch("tahminli-play");
    // Spades trump; Cem deals, so Deniz leads the first trick and wins it with ♥A.
    std::fs::write(
        dir.join("t.toml"),
        "players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]\n[rules]\npreset = \"tahminli\"\n[[deals]]\ndealer = \"Cem\"\nbids = [3, 3, 3, 4]\ntricks = [3, 3, 3, 4]\nplay = [\"HA H2 H3 H4\", \"HK H5 H6 H7\"]\n",
    )
    .expect("write");
    let output = batak()
        .env("COLUMNS", "100")
        .args(["show", "t.toml", "1"])
        .current_dir(&dir)
        .run();
    let shown = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{output:?}");
    assert!(
        shown.contains("deal 1 · predicted Ayşe 3, Burak 3, Cem 3, Deniz 4 · trump ♠ spades · 2 of 13 tricks recorded"),
        "{shown}"
    );
    // No dealer: the first player leads; Deniz has won one trick, more than the 0
    // given.
    std::fs::write(
        dir.join("u.toml"),
        "players = [\"Ayşe\", \"Burak\", \"Cem\", \"Deniz\"]\n[rules]\npreset = \"tahminli\"\n[[deals]]\nbids = [3, 3, 3, 4]\ntricks = [4, 3, 6, 0]\nplay = [\"H2 H3 H4 HA\"]\n",
    )
    .expect("write");
    let wrong = batak()
        .env("COLUMNS", "100")
        .args(["check", "u.toml"])
        .current_dir(&dir)
        .run();
    assert!(!wrong.status.success());
    let stderr = String::from_utf8_lossy(&wrong.stderr);
    assert!(
        stderr.contains(
            "tricks gives Deniz 0 (4-3-6-0), but the tricks played already show 1 won (0-0-0-1)"
        ),
        "{stderr}"
    );
}
