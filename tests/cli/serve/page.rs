//! What `batak serve` shows: the page in the browser's language, `/match.json`, escaping,
//! a file with errors, and the event stream after every kind of save.

use super::*;

#[test]
fn match_json_is_what_score_prints_byte_for_byte() {
    let (_folder, path) = scratch_match(MATCH);
    for set in [
        &[][..],
        &["--set", "double_penalty=true", "--set", "target=101"][..],
    ] {
        let server = Server::start(&path, set);
        let score = crate::common::batak()
            .arg("score")
            .arg(&path)
            .args(["--format", "json"])
            .args(set)
            .run();
        let reply = server.get("/match.json");
        assert_eq!(reply.status, 200);
        assert_eq!(reply.header("content-type"), Some("application/json"));
        assert_eq!(
            reply.text(),
            String::from_utf8(score.stdout).unwrap(),
            "{set:?}"
        );
    }
    // A file with errors: its diagnostics, status 200 still.
    let (_bad_folder, bad) = scratch_match(&MATCH.replace("[2, 8, 2, 1]", "[2, 8, 2]"));
    let server = Server::start(&bad, &[]);
    let score = crate::common::batak()
        .arg("score")
        .arg(&bad)
        .args(["--format", "json"])
        .run();
    let reply = server.get("/match.json");
    assert_eq!(reply.status, 200);
    assert_eq!(reply.text(), String::from_utf8(score.stdout).unwrap());
    assert!(reply.text().contains("batak::"), "{}", reply.text());
}

#[test]
fn the_page_is_in_the_language_the_browser_asks_for() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    for (accept, lang, word) in [
        ("tr-TR,tr;q=0.9,en;q=0.8", "tr", "İhaleyi alan"),
        ("de-AT", "de", "Spielmacher"),
        ("fr-FR, en;q=0.5", "en", "Declarer"),
        ("fr-FR", "en", "Declarer"),
        ("en;q=0.4, de;q=0.9", "de", "Spielmacher"),
    ] {
        let page = server
            .ask("GET", "/", &[("Accept-Language", accept)], "")
            .text();
        assert!(page.contains(&format!("<html lang=\"{lang}\"")), "{accept}");
        assert!(page.contains(word), "{accept}: {word}");
    }
    // None batak speaks: the process's language.
    let german = Server::start_with(&path, &[], &[("LC_ALL", "de_DE.UTF-8")]);
    let page = german
        .ask("GET", "/", &[("Accept-Language", "fr")], "")
        .text();
    assert!(page.contains("<html lang=\"de\""));
    // JSON stays English.
    let json = german
        .ask("GET", "/match.json", &[("Accept-Language", "tr")], "")
        .text();
    assert_eq!(json, server.get("/match.json").text());
}

#[test]
fn the_page_holds_the_parts_and_a_form_that_knows_the_rules() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let page = server.get("/").text();
    for id in [
        "standings",
        "deal-form",
        "deals",
        "diagnostics",
        "chart",
        "meanwhile",
    ] {
        assert!(page.contains(&format!("id=\"{id}\"")), "#{id}");
    }
    assert!(
        page.contains("<input type=\"hidden\" name=\"deal\" value=\"4\">"),
        "the next deal"
    );
    assert!(page.contains("name=\"tricks.Ayşe\""));
    assert!(
        page.contains("<option value=\"5\">5</option>") && !page.contains("<option value=\"4\">")
    );
    assert!(
        page.contains("name=\"trump\" value=\"clubs\""),
        "the declarer names trump"
    );
    assert!(page.contains("Deniz deals next"), "{page}");
    // Spades are always trump: no trump to choose. Everyone bids: a number a player.
    let (_spades_folder, spades) = scratch_match(&MATCH.replace(
        "first_dealer",
        "rules = { preset = \"koz-maca\" }\nfirst_dealer",
    ));
    let page = Server::start(&spades, &[]).get("/").text();
    assert!(!page.contains("name=\"trump\""), "spades only");
    let everyone = "players = [\"A\", \"B\", \"C\", \"D\"]\n[rules]\nbidding = \"everyone\"\n";
    let (_everyone_folder, everyone) = scratch_match(everyone);
    let page = Server::start(&everyone, &[]).get("/").text();
    assert!(page.contains("name=\"bids.A\"") && !page.contains("name=\"declarer\""));
}

#[test]
fn names_titles_and_notes_are_escaped() {
    let hostile = MATCH
        .replace(
            "title = \"Friday\"",
            "title = \"<script>alert(1)</script>\"",
        )
        .replace(
            "passed = true",
            "passed = true\nnote = \"<img src=x onerror=alert(1)>\"",
        )
        .replace("\"Cem\"", "\"C<b>em\"");
    let (_folder, path) = scratch_match(&hostile);
    let server = Server::start(&path, &[]);
    let page = server.get("/").text();
    assert!(!page.contains("<script>alert"), "the title");
    assert!(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    assert!(!page.contains("<img src=x"), "the note");
    assert!(!page.contains("C<b>em"), "the name");
    assert!(page.contains("C&lt;b&gt;em"));
}

#[test]
fn a_file_with_errors_shows_them_over_the_last_good_standings() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    assert!(
        server.get("/").text().contains("<td>73</td>"),
        "Burak's total"
    );
    std::fs::write(&path, MATCH.replace("[3, 2, 5, 3]", "[3, 2, 5]")).unwrap();
    let page = server.get("/").text();
    let diagnostics =
        &page[page.find("id=\"diagnostics\"").unwrap()..page.find("id=\"standings\"").unwrap()];
    assert!(diagnostics.contains("batak::"), "{diagnostics}");
    assert!(!diagnostics.contains("hidden"));
    assert!(page.contains("<td>73</td>"), "the last good standings");
    assert!(
        !page.contains("id=\"deal-form\""),
        "no deal is recorded on a file with errors"
    );
}

#[test]
fn open_pages_are_told_of_every_change_whoever_makes_it() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let lines = events(&server);
    until(&lines, "HTTP/1.1 200 OK");
    until(&lines, ": open");
    // batak add from outside.
    let run = crate::common::batak()
        .arg("add")
        .arg(&path)
        .arg("--passed")
        .run();
    assert!(run.status.success());
    until(&lines, "event: change");
    until(&lines, "data: 4");
    // An editor's save: a new file renamed over the old one.
    let text = std::fs::read_to_string(&path).unwrap();
    let saved = path.with_file_name(".m.toml.swp");
    std::fs::write(&saved, format!("{text}\n[[deals]]\npassed = true\n")).unwrap();
    std::fs::rename(&saved, &path).unwrap();
    until(&lines, "data: 5");
    // A save that breaks it.
    std::fs::write(&path, "players = [").unwrap();
    until(&lines, "data: error");
    // The server's own write.
    std::fs::write(&path, MATCH).unwrap();
    until(&lines, "data: 3");
    assert_eq!(server.post("/deals", "passed=true&deal=4").status, 303);
    until(&lines, "data: 4");
}

#[test]
fn a_match_that_is_over_says_how_to_play_on_and_folds_its_form_away() {
    let example = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/friday.toml"),
    )
    .unwrap();
    let (_folder, path) = scratch_match(&example);
    let server = Server::start(&path, &[]);
    let page = server.get("/").text();
    assert!(page.contains("The match is over."), "{page}");
    assert!(page.contains("batak new NEXT.toml --like"), "{page}");
    let folded = page.find("<details class=\"after-end\">").expect("folded");
    let form = page.find("id=\"deal-form\"").expect("a form");
    assert!(folded < form, "the form is inside the fold");
    assert!(
        page.contains("name=\"after_end\" value=\"true\" checked"),
        "after the end, as the fold says"
    );
    // Sent with the box unticked: the box is named, not the command line's flag.
    let version = page.split("name=\"v\" value=\"").nth(1).unwrap();
    let version = &version[..version.find('"').unwrap()];
    let answer = server.post_json("/deals", &format!("passed=true&deal=8&v={version}"));
    let words = answer["diagnostics"].to_string();
    assert!(
        words.contains("tick \\\"record it after the end (not counted)\\\""),
        "{words}"
    );
    assert!(
        !words.contains("--") && !words.contains("batak add"),
        "{words}"
    );
    // Under --strict a deal after the end is refused: no form offers one.
    let strict = Server::start(&path, &["--strict"]);
    let page = strict.get("/").text();
    assert!(
        page.contains("The match is over.") && !page.contains("deal-form"),
        "{page}"
    );
    // Nor is a box to tick named: this server takes none.
    for form in ["passed=true&deal=8", "passed=true&deal=8&after_end=true"] {
        let answer = strict.post_json("/deals", form);
        let words = answer["diagnostics"].to_string();
        assert!(
            words.contains("records no deal after the end"),
            "{form}: {words}"
        );
    }
    // Still in progress: the form is open.
    let (_other, open) = scratch_match(MATCH);
    let server = Server::start(&open, &[]);
    assert!(!server.get("/").text().contains("after-end"));
}
