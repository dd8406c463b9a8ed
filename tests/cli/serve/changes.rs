//! Changes sent to `batak serve`: written as `add`, `amend` and `remove` write them, or
//! refused (409 for a page the file has left, 422 for the rest) with nothing written.

use super::*;

/// The file after `batak add` with these flags, made on a copy.
fn added_by_hand(text: &str, flags: &[&str]) -> String {
    changed_by_hand("add", text, flags)
}

/// The file after `batak COMMAND` with these arguments after its name, made on a copy.
fn changed_by_hand(command: &str, text: &str, flags: &[&str]) -> String {
    let (_folder, copy) = scratch_match(text);
    let run = crate::common::batak()
        .arg(command)
        .arg(&copy)
        .args(flags)
        .run();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    std::fs::read_to_string(&copy).unwrap()
}

/// What a change refused as JSON was told (its diagnostics as text), which names no
/// command-line flag.
fn refusal(server: &Server, path: &str, body: &str) -> String {
    let answer = server.post_json(path, body);
    assert_eq!(answer["ok"], false, "{body}: {answer}");
    let words = answer["diagnostics"].to_string();
    assert!(!words.contains("--"), "no flag named: {words}");
    words
}

#[test]
fn a_deal_sent_is_written_as_add_writes_it_and_answered_303() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let form = "declarer=Deniz&bid=6&trump=clubs&tricks.Ay%C5%9Fe=2&tricks.Burak=3&tricks.Cem=2\
                &tricks.Deniz=6&note=two+words&deal=4&passed=";
    let reply = server.post("/deals", form);
    assert_eq!(reply.status, 303, "{}", reply.text());
    assert_eq!(reply.header("location"), Some("/"));
    let by_hand = added_by_hand(
        MATCH,
        &[
            "--declarer",
            "Deniz",
            "--bid",
            "6",
            "--trump",
            "clubs",
            "--tricks",
            "2,3,2,6",
            "--note",
            "two words",
        ],
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), by_hand);
    server.said("POST /deals 303: added deal 4");
    // With JSON asked for: 200 and the count.
    let answer = server.post_json("/deals", "passed=true&deal=5");
    assert_eq!(
        answer,
        serde_json::json!({"ok": true, "deals": 5, "diagnostics": []})
    );
    // Fixed and undone as amend and remove do.
    let answer = server.post_json("/deals/5", "passed=true&note=redealt");
    assert_eq!(answer["ok"], true, "{answer}");
    assert!(
        std::fs::read_to_string(&path)
            .unwrap()
            .contains("note = \"redealt\"")
    );
    let answer = server.post_json("/deals/5/remove", "");
    assert_eq!(answer["deals"], 4, "{answer}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), by_hand);
}

#[test]
fn a_refused_deal_is_422_with_its_diagnostics_and_the_form_filled_in() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let form =
        "declarer=Deniz&bid=6&tricks.Ay%C5%9Fe=2&tricks.Burak=3&tricks.Cem=2&tricks.Deniz=5&deal=4";
    let reply = server.ask(
        "POST",
        "/deals",
        &[
            ("Content-Type", "application/x-www-form-urlencoded"),
            ("Accept-Language", "tr"),
        ],
        form,
    );
    assert_eq!(reply.status, 422);
    let page = reply.text();
    assert!(page.contains("batak::deal::tricks_sum"), "{page}");
    assert!(page.contains("Kaydedilmedi"), "in the page's language");
    // No line of a text that was never written: the deal is named.
    assert!(
        page.contains("<li>4. el: ") && !page.contains("satır"),
        "{page}"
    );
    assert!(
        page.contains(
            "name=\"tricks.Deniz\" min=\"0\" max=\"13\" inputmode=\"numeric\" value=\"5\""
        )
    );
    assert!(
        page.contains("value=\"Deniz\" checked"),
        "the declarer still chosen"
    );
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        MATCH,
        "nothing written"
    );
    server.said("POST /deals 422");
    // As JSON: the diagnostics as check --format json gives them, in English.
    let answer = server.post_json("/deals", form);
    assert_eq!(answer["ok"], false);
    assert_eq!(answer["deals"], 3);
    let diagnostic = &answer["diagnostics"][0];
    assert_eq!(diagnostic["code"], "batak::deal::tricks_sum", "{answer}");
    assert!(
        diagnostic["line"].is_number() && diagnostic["message"].is_string(),
        "{answer}"
    );
    // What the command line refuses, and what no flag is.
    for form in [
        "declarer=Deniz&bid=six&tricks=2,3,2,6&deal=4",
        "declarer=Nobody&bid=6&tricks=2,3,2,6&deal=4",
        "title=x&deal=4",
        "deal=four&passed=true",
        "",
    ] {
        let answer = server.post_json("/deals", form);
        assert_eq!(answer["ok"], false, "{form}");
        assert!(
            !answer["diagnostics"].as_array().unwrap().is_empty(),
            "{form}: {answer}"
        );
    }
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        MATCH,
        "nothing written"
    );
}

#[test]
fn two_phones_never_record_one_deal_twice_409() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let form = "passed=true&deal=4";
    assert_eq!(server.post("/deals", form).status, 303);
    let after = std::fs::read_to_string(&path).unwrap();
    let reply = server.post("/deals", form);
    assert_eq!(reply.status, 409, "the second phone");
    assert!(
        reply.text().contains("4 deals now, not 3"),
        "says what was added"
    );
    assert!(
        reply.text().contains("Deal 4 was recorded meanwhile"),
        "{}",
        reply.text()
    );
    assert!(
        reply
            .text()
            .contains("<input type=\"hidden\" name=\"deal\" value=\"5\">"),
        "the form, drawn anew"
    );
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        after,
        "nothing written"
    );
    let answer = server.post_json("/deals", form);
    assert_eq!(answer["diagnostics"][0]["code"], "batak::edit::conflict");
    server.said("POST /deals 409");
}

#[test]
fn a_change_drawn_from_a_page_the_file_has_left_is_409() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let version = server.version();
    // The file changes under the page: a note, no deal more.
    let changed = MATCH.replace("passed = true", "passed = true\nnote = \"thrown in\"");
    std::fs::write(&path, &changed).unwrap();
    let reply = server.post("/deals", &format!("passed=true&deal=4&v={version}"));
    assert_eq!(reply.status, 409, "{}", reply.text());
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        changed,
        "nothing written"
    );
    let reply = server.post("/deals/3/remove", &format!("v={version}"));
    assert_eq!(reply.status, 409);
    // Said as a removal, not as a deal to send again.
    let page = reply.text();
    assert!(
        page.contains("Not removed:") && page.contains("Remove the deal again"),
        "{page}"
    );
    assert!(
        !page.contains("Not recorded") && !page.contains("Send the deal"),
        "{page}"
    );
    let page = server
        .post("/deals/1", &format!("bid=8&v={version}"))
        .text();
    assert!(
        page.contains("Not changed:") && page.contains("Send the fix again"),
        "{page}"
    );
    // The page's own version now: written (a box's yes in any case).
    let version = server.version();
    let reply = server.post("/deals", &format!("passed=TRUE&deal=4&v={version}"));
    assert_eq!(reply.status, 303, "{}", reply.text());
}

#[test]
fn a_deal_sent_without_its_declarer_or_bid_says_which_it_lacks() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let tricks = "tricks.Ay%C5%9Fe=2&tricks.Burak=3&tricks.Cem=2&tricks.Deniz=6&deal=4";
    let answer = server.post_json("/deals", &format!("bid=6&{tricks}"));
    let said = answer["diagnostics"].to_string();
    assert!(said.contains("choose who declared"), "{answer}");
    let answer = server.post_json("/deals", &format!("declarer=Deniz&{tricks}"));
    let said = answer["diagnostics"].to_string();
    assert!(said.contains("choose the bid"), "{answer}");
    // On the page: why, and that the file is as it was.
    let page = server
        .post("/deals", &format!("declarer=Deniz&{tricks}"))
        .text();
    assert!(
        page.contains("choose the bid") && page.contains("was not changed"),
        "{page}"
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), MATCH);
}

#[test]
fn what_a_form_lacks_or_holds_twice_is_said_in_its_words_not_the_flags() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let told = |path: &str, body: &str| refusal(&server, path, body);
    let said = |body: &str| told("/deals", body);
    let empty = "tricks.Ay%C5%9Fe=&tricks.Burak=&tricks.Cem=&tricks.Deniz=&deal=4";
    let words = said(&format!("declarer=Deniz&bid=6&{empty}"));
    assert!(words.contains("fill in \\\"Tricks taken\\\""), "{words}");
    let words = said("passed=true&trump=clubs&deal=4");
    assert!(
        words.contains("\\\"everybody passed\\\" cannot be sent with \\\"Trump\\\""),
        "{words}"
    );
    let words = said("declarer=Deniz&bid=6&bid=7&tricks=2,3,2,6&deal=4");
    assert!(words.contains("\\\"Bid\\\" is sent twice"), "{words}");
    let twice = "tricks.Cem=2&tricks.cem=3&tricks.Burak=3&tricks.Deniz=6&tricks.Ay%C5%9Fe=2";
    let words = said(&format!("declarer=Deniz&bid=6&{twice}&deal=4"));
    assert!(words.contains("Cem is given two trick counts"), "{words}");
    // A fix whose every changed field was emptied changes nothing.
    let words = told("/deals/1", "trump=");
    assert!(words.contains("nothing to change was sent"), "{words}");
    // On a phone that asks for Turkish, in Turkish.
    let kind = ("Content-Type", "application/x-www-form-urlencoded");
    let page = server
        .ask(
            "POST",
            "/deals",
            &[kind, ("Accept-Language", "tr")],
            "passed=true&bid=6&deal=4",
        )
        .text();
    assert!(page.contains("&quot;İhale&quot;"), "{page}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), MATCH);
}

#[test]
fn a_field_sent_twice_is_refused_on_every_route_before_anything_is_compared() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let said = |route: &str, body: &str| refusal(&server, route, body);
    // Deal 1 is Burak's 7 in hearts, 2-8-2-1: the first of each pair is as recorded.
    for (body, label) in [
        ("bid=7&bid=8", "Bid"),
        ("declarer=Burak&declarer=Cem", "Declarer"),
        ("bid=&bid=8&bid=9", "Bid"),
        ("tricks.Burak=8&tricks=1,9,2,1", "Tricks taken"),
    ] {
        let words = said("/deals/1", body);
        assert!(
            words.contains(&format!("\\\"{label}\\\" is sent twice")),
            "{body}: {words}"
        );
    }
    let version = server.version();
    let words = said("/deals", &format!("passed=true&deal=4&v=0&v={version}"));
    assert!(words.contains("\\\"v\\\" is sent twice"), "{words}");
    // A fix takes no after_end: said as a field it does not know, not as a flag.
    let words = said("/deals/1", "after_end=true");
    assert!(words.contains("the form's field after_end"), "{words}");
    // Its help lists what a fix takes, which after_end is not; a removal takes v alone.
    let help = |route: &str, body: &str| {
        server.post_json(route, body)["diagnostics"][0]["help"].to_string()
    };
    let fix = help("/deals/1", "after_end=true");
    assert!(
        fix.contains("a fix takes") && !fix.contains("after_end"),
        "{fix}"
    );
    assert!(help("/deals/1/remove", "note=x").contains("one field: v"));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), MATCH);
}

#[test]
fn a_form_without_everybody_passed_is_not_told_to_tick_it() {
    // Everyone predicts: the predictions are what is missing.
    let everyone = "players = [\"A\", \"B\", \"C\", \"D\"]\n\n[rules]\npreset = \"tahminli\"\n";
    let (_folder, path) = scratch_match(everyone);
    let server = Server::start(&path, &[]);
    let answer = server.post_json(
        "/deals",
        "tricks.A=4&tricks.B=3&tricks.C=3&tricks.D=3&deal=1",
    );
    let words = answer["diagnostics"].to_string();
    assert!(words.contains("fill in \\\"Predictions\\\""), "{words}");
    // Where the dealer must take a hand all pass, there is no box to tick.
    let teams = "players = [\"A\", \"B\", \"C\", \"D\"]\nteams = [\"Us\", \"Them\"]\n\n[rules]\npreset = \"esli\"\n";
    let (_folder, path) = scratch_match(teams);
    let server = Server::start(&path, &[]);
    assert!(!server.get("/").text().contains("name=\"passed\""));
    let answer = server.post_json("/deals", "bid=7&tricks.Us=8&tricks.Them=5&deal=1");
    let words = answer["diagnostics"].to_string();
    assert!(words.contains("fill in \\\"Declarer\\\""), "{words}");
}

#[test]
fn a_passed_deal_fixed_into_a_contract_is_told_what_it_lacks_in_the_forms_words() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    // Deal 3 was passed: "everybody passed" unticked, a contract chosen, tricks forgotten.
    let said = |body: &str| refusal(&server, "/deals/3", body);
    let words = said("declarer=Cem&bid=6&trump=clubs");
    assert!(words.contains("fill in \\\"Tricks taken\\\""), "{words}");
    for body in ["bid=6&tricks=2,3,6,2", "tricks=2,3,6,2"] {
        let words = said(body);
        assert!(words.contains("choose who declared"), "{body}: {words}");
    }
    assert_eq!(std::fs::read_to_string(&path).unwrap(), MATCH);
    // With all three it is written, as amend writes it.
    let answer = server.post_json("/deals/3", "declarer=Cem&bid=6&tricks=2,3,6,2");
    assert_eq!(answer["ok"], true, "{answer}");
}

#[test]
fn a_partnership_records_tricks_a_team() {
    let teams = "players = [\"A\", \"B\", \"C\", \"D\"]\nteams = [\"Us\", \"Them\"]\n\n[rules]\npreset = \"esli\"\n";
    let (_folder, path) = scratch_match(teams);
    let server = Server::start(&path, &[]);
    let page = server.get("/").text();
    assert!(page.contains("name=\"tricks.Us\"") && page.contains("name=\"tricks.Them\""));
    assert!(
        !page.contains("name=\"tricks.A\""),
        "tricks a team, not a player"
    );
    let answer = server.post_json(
        "/deals",
        "declarer=A&bid=7&trump=hearts&tricks.Us=8&tricks.Them=5&deal=1",
    );
    assert_eq!(answer["ok"], true, "{answer}");
    let by_hand = added_by_hand(
        teams,
        &[
            "--declarer",
            "A",
            "--bid",
            "7",
            "--trump",
            "hearts",
            "--tricks",
            "8,5",
        ],
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), by_hand);
}

#[test]
fn a_change_is_judged_under_serves_house_rules() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &["--set", "min_bid=6"]);
    let page = server.get("/").text();
    assert!(
        !page.contains("<option value=\"5\">"),
        "the bids start at 6"
    );
    // A bid of 5 is one the file's own rules take, and serve's refuse.
    let answer = server.post_json("/deals", "declarer=Deniz&bid=5&tricks=2,3,2,6&deal=4");
    assert_eq!(answer["ok"], false, "{answer}");
    assert_eq!(
        answer["diagnostics"][0]["code"], "batak::deal::bid_range",
        "{answer}"
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), MATCH);
    let answer = server.post_json("/deals", "declarer=Deniz&bid=6&tricks=2,2,2,7&deal=4");
    assert_eq!(answer["ok"], true, "{answer}");
}

/// The version the page holds (its form's `v`).
fn version_of(page: &str) -> String {
    let at = page.find("data-version=\"").expect("a version") + "data-version=\"".len();
    page[at..at + 16].to_owned()
}

#[test]
fn a_deal_is_fixed_from_a_form_that_starts_as_it_was_recorded() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let page = server.get("/").text();
    assert!(
        page.contains("href=\"/?fix=3\""),
        "the last deal one tap away"
    );
    let fix = server.get("/?fix=1").text();
    for shown in [
        "action=\"/deals/1\"",
        "Fix deal 1",
        "value=\"Burak\" checked",
        "<option value=\"7\" selected",
        "value=\"hearts\" checked",
        "name=\"tricks.Burak\" min=\"0\" max=\"13\" inputmode=\"numeric\" value=\"8\"",
    ] {
        assert!(fix.contains(shown), "{shown} in\n{fix}");
    }
    assert!(
        !fix.contains("name=\"deal\""),
        "a fix is of a recorded deal"
    );
    // What the script shows when the file changes under it speaks of the fix.
    assert!(
        fix.contains("this fix would be refused as sent") && !fix.contains("A deal was recorded"),
        "{fix}"
    );
    // Sent as it came: nothing changes.
    let v = version_of(&fix);
    let unchanged = format!(
        "v={v}&declarer=Burak&bid=7&trump=hearts&tricks.Ay%C5%9Fe=2&tricks.Burak=8\
         &tricks.Cem=2&tricks.Deniz=1&note="
    );
    assert_eq!(server.post("/deals/1", &unchanged).status, 303);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), MATCH);
    // A refused fix comes back as the fix form, filled in as sent.
    let over = unchanged.replace("tricks.Burak=8", "tricks.Burak=9");
    let refused = server.post("/deals/1", &over);
    assert_eq!(refused.status, 422);
    assert!(
        refused.text().contains("action=\"/deals/1\""),
        "{}",
        refused.text()
    );
    assert!(refused.text().contains("value=\"9\""));
    // Fixed: as batak amend writes it.
    let fixed = over
        .replace("bid=7", "bid=8")
        .replace("Ay%C5%9Fe=2", "Ay%C5%9Fe=1");
    assert_eq!(server.post("/deals/1", &fixed).status, 303);
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        changed_by_hand("amend", MATCH, &["1", "--bid", "8", "--tricks", "1,9,2,1"])
    );
}

#[test]
fn a_file_named_like_a_flag_or_a_number_is_the_file_changed() {
    // `-3.toml` could be read as a flag, and the files `3` and `1` are there to be
    // written by mistake.
    let folder = crate::common::scratch("serve-named");
    for name in ["-3.toml", "3", "1"] {
        std::fs::write(folder.join(name), MATCH).unwrap();
    }
    let server = Server::start_named(&folder, "-3.toml");
    let answer = server.post_json("/deals/3", "note=here");
    assert_eq!(answer["ok"], true, "{answer}");
    let answer = server.post_json("/deals/1/remove", "");
    assert_eq!(answer["ok"], true, "{answer}");
    let changed = std::fs::read_to_string(folder.join("-3.toml")).unwrap();
    assert!(changed.contains("note = \"here\""), "{changed}");
    assert_eq!(changed.matches("[[deals]]").count(), 2, "{changed}");
    for other in ["3", "1"] {
        assert_eq!(
            std::fs::read_to_string(folder.join(other)).unwrap(),
            MATCH,
            "{other}"
        );
    }
}

/// Found by a hostile round: a deal sent with `bids` (as `add --bids` takes it) was
/// refused for want of a declarer, which the bids name.
#[test]
fn a_deal_sent_with_every_bid_is_written_as_add_writes_it() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let answer = server.post_json("/deals", "bids=0,7,0,0&tricks=2,8,2,1&deal=4");
    assert_eq!(answer["ok"], true, "{answer}");
    let by_hand = added_by_hand(MATCH, &["--bids", "0,7,0,0", "--tricks", "2,8,2,1"]);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), by_hand);
}

/// Found by a hostile round: `bids.NAME` fields were taken in the order sent, so
/// Deniz's bid sent first was written as Ayşe's, and names of no player were taken too.
#[test]
fn every_bid_is_its_players_whatever_the_order_of_the_form() {
    let everyone = MATCH.replace(
        "first_dealer = \"Ayşe\"\n",
        "first_dealer = \"Ayşe\"\n\n[rules]\npreset = \"tahminli\"\n",
    );
    let everyone = everyone[..everyone.find("[[deals]]").unwrap()].to_owned();
    let (_folder, path) = scratch_match(&everyone);
    let server = Server::start(&path, &[]);
    let sent = "bids.Deniz=0&bids.cem=1&bids.Burak=2&bids.Ay%C5%9Fe=10&tricks=9,1,2,1";
    let answer = server.post_json("/deals", sent);
    assert_eq!(answer["ok"], true, "{answer}");
    let by_hand = added_by_hand(&everyone, &["--bids", "10,2,1,0", "--tricks", "9,1,2,1"]);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), by_hand);
    for refused in [
        "bids.Nobody=3&bids.Burak=2&bids.Cem=1&bids.Deniz=0&tricks=9,1,2,1",
        "bids.Burak=3&bids.Burak=2&bids.Cem=1&bids.Deniz=0&tricks=9,1,2,1",
        "bids.Burak=2&bids.Cem=1&bids.Deniz=0&tricks=9,1,2,1",
    ] {
        let answer = server.post_json("/deals", refused);
        assert_eq!(answer["ok"], false, "{refused}: {answer}");
        assert_eq!(
            answer["diagnostics"][0]["code"], "batak::serve::form",
            "{answer}"
        );
    }
    let twice = "bids.Ay%C5%9Fe=1&bids.Ayse=2&bids.Burak=2&bids.Cem=1&bids.Deniz=0";
    let twice = server.post_json("/deals", twice);
    let said = twice["diagnostics"][0]["message"]
        .as_str()
        .unwrap_or_default();
    assert!(said.contains("Ayşe is given two predictions"), "{twice}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), by_hand);
    // A fix that changes one prediction sends the others as they were (found by a
    // hostile round: the unchanged ones were left out, and the fix refused).
    let fixed = "bids.Ay%C5%9Fe=10&bids.Burak=2&bids.Cem=1&bids.Deniz=1&tricks.Ay%C5%9Fe=9\
                 &tricks.Burak=1&tricks.Cem=2&tricks.Deniz=1";
    let answer = server.post_json("/deals/1", fixed);
    assert_eq!(answer["ok"], true, "{answer}");
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        changed_by_hand("amend", &by_hand, &["1", "--bids", "10,2,1,1"])
    );
}

/// Found by a hostile round: a fix of a deal the file does not have, sent with nothing
/// to change, was answered "deal 99 already holds that".
#[test]
fn a_fix_of_a_deal_the_file_does_not_have_is_refused() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    for (path_asked, body) in [
        ("/deals/99", ""),
        ("/deals/99", "note=x"),
        ("/deals/9/remove", ""),
    ] {
        let answer = server.post_json(path_asked, body);
        assert_eq!(answer["ok"], false, "{path_asked}: {answer}");
        assert!(answer["diagnostics"][0]["help"].is_null(), "{answer}");
        assert_eq!(
            answer["diagnostics"][0]["code"], "batak::flag::deal",
            "{answer}"
        );
    }
    assert_eq!(std::fs::read_to_string(&path).unwrap(), MATCH);
}

/// Found by a hostile round: tricks sent under names typed in another case
/// (`tricks.ayse`) were written as a table of names, the same counts under the names as
/// recorded as the list `add` writes.
#[test]
fn tricks_named_in_another_case_are_written_as_the_list_add_writes() {
    let (_folder, path) = scratch_match(MATCH);
    let server = Server::start(&path, &[]);
    let sent =
        "declarer=deniz&bid=6&tricks.ayse=2&tricks.BURAK=3&tricks.cem=2&tricks.Deniz=6&deal=4";
    let answer = server.post_json("/deals", sent);
    assert_eq!(answer["ok"], true, "{answer}");
    let by_hand = added_by_hand(
        MATCH,
        &["--declarer", "Deniz", "--bid", "6", "--tricks", "2,3,2,6"],
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), by_hand);
    // In another order too: each count is its side's.
    let (_other_folder, other) = scratch_match(MATCH);
    let server = Server::start(&other, &[]);
    let shuffled =
        "declarer=Deniz&bid=6&tricks.Deniz=6&tricks.Cem=2&tricks.Ay%C5%9Fe=2&tricks.Burak=3&deal=4";
    let answer = server.post_json("/deals", shuffled);
    assert_eq!(answer["ok"], true, "{answer}");
    assert_eq!(std::fs::read_to_string(&other).unwrap(), by_hand);
}
