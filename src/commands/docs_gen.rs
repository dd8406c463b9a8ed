//! The reference pages' tables, kept equal to the declarations they are made from: the
//! settings and presets of `docs/rules.md` (`batak rules --format markdown`'s tables, in
//! English and without a match's values) and the diagnostic codes of `docs/output.md`.

/// Replace what stands between `<!-- name: … -->` and `<!-- /name -->` in the page
/// `page` (a path from the repository root) with `generated`; with
/// `BATAK_UPDATE_DOCS=1` write it back, else fail on a difference.
fn check_section(page: &str, name: &str, generated: &str) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(page);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{page}: {e}"));
    let open = format!("<!-- {name}:");
    let close = format!("<!-- /{name} -->");
    let start = text
        .find(&open)
        .unwrap_or_else(|| panic!("{page}: no {open} marker"));
    let start = start + text[start..].find('\n').expect("marker line") + 1;
    let end = text
        .find(&close)
        .unwrap_or_else(|| panic!("{page}: no {close} marker"));
    if text[start..end] == *generated {
        return;
    }
    if std::env::var_os("BATAK_UPDATE_DOCS").is_some() {
        let updated = format!("{}{generated}{}", &text[..start], &text[end..]);
        std::fs::write(&path, updated).unwrap_or_else(|e| panic!("write {page}: {e}"));
        return;
    }
    panic!(
        "{page}'s {name} section differs from the code; run BATAK_UPDATE_DOCS=1 cargo test --lib docs_gen"
    );
}

#[test]
fn docs_rules_lists_every_setting_and_preset() {
    let settings = crate::render::rules_markdown(crate::lang::Lang::En, None);
    check_section("docs/rules.md", "settings", &settings);
}

/// `docs/output.md` lists every diagnostic code with what triggers it, as a Markdown
/// table made here.
#[test]
fn docs_output_lists_every_diagnostic_code() {
    let mut codes = String::from("| code | what triggers it | example |\n|---|---|---|\n");
    for code in crate::diagnostic::Code::ALL {
        codes.push_str(&format!(
            "| `{}` | {} | {} |\n",
            code.name(),
            code.summary(),
            code.example()
        ));
    }
    check_section("docs/output.md", "codes", &codes);
}
