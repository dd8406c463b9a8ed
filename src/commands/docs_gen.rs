//! Text generated from the declarations (settings, presets, codes) for `batak rules` and
//! the reference pages in `docs/`.

/// Text generated from the declarations, for `batak rules` and the pages `docs/rules.md`
/// and `docs/output.md` (which a test keeps equal to it).
pub(crate) mod docs {
    use crate::rules::{PRESETS, Rules, SETTINGS};

    /// The settings and presets as Markdown tables (with effective values when given).
    pub(crate) fn settings_markdown(rules: Option<&Rules>) -> String {
        let mut out = String::new();
        match rules {
            Some(_) => out.push_str("| setting | value | from | default | allowed | meaning |\n|---|---|---|---|---|---|\n"),
            None => out.push_str("| setting | default | allowed | meaning |\n|---|---|---|---|\n"),
        }
        for setting in SETTINGS {
            let effective = rules.map_or(String::new(), |rules| {
                format!(
                    " `{}` | {} |",
                    rules.value(setting.id),
                    rules.origin(setting.id).name()
                )
            });
            out.push_str(&format!(
                "| `{}` |{effective} `{}` | {} | {} |\n",
                setting.name,
                setting.default,
                setting.allowed(),
                setting.meaning.replace('|', "\\|")
            ));
        }
        out.push_str("\n| preset | what it is | settings |\n|---|---|---|\n");
        for preset in PRESETS {
            out.push_str(&format!(
                "| `{}` | {} | `{}` |\n",
                preset.name,
                preset.summary,
                preset.settings_text()
            ));
        }
        out
    }

    /// Every diagnostic code with what triggers it, as a Markdown table.
    #[cfg(test)]
    pub(crate) fn codes_markdown() -> String {
        let mut out = String::from("| code | what triggers it | example |\n|---|---|---|\n");
        for code in crate::diagnostic::Code::ALL {
            out.push_str(&format!(
                "| `{}` | {} | {} |\n",
                code.name(),
                code.summary(),
                code.example()
            ));
        }
        out
    }

    #[cfg(test)]
    mod tests {
        use super::*;

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
            check_section("docs/rules.md", "settings", &settings_markdown(None));
        }

        #[test]
        fn docs_output_lists_every_diagnostic_code() {
            check_section("docs/output.md", "codes", &codes_markdown());
        }
    }
}
