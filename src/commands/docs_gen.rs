//! Text generated from the declarations (settings, presets, codes) for `batak rules` and
//! the README.

/// Text generated from the declarations, for `batak rules` and the README (which a test
/// keeps equal to it).
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

        /// Replace what stands between `<!-- name: … -->` and `<!-- /name -->` in the README
        /// with `generated`; with `BATAK_UPDATE_DOCS=1` write it back, else fail on a difference.
        fn check_section(name: &str, generated: &str) {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/README.md");
            let readme = std::fs::read_to_string(path).expect("README.md");
            let open = format!("<!-- {name}:");
            let close = format!("<!-- /{name} -->");
            let start = readme.find(&open).expect("opening marker");
            let start = start + readme[start..].find('\n').expect("marker line") + 1;
            let end = readme.find(&close).expect("closing marker");
            if readme[start..end] == *generated {
                return;
            }
            if std::env::var_os("BATAK_UPDATE_DOCS").is_some() {
                let updated = format!("{}{generated}{}", &readme[..start], &readme[end..]);
                std::fs::write(path, updated).expect("write README.md");
                return;
            }
            panic!(
                "README.md's {name} section differs from the code; run BATAK_UPDATE_DOCS=1 cargo test"
            );
        }

        #[test]
        fn readme_lists_every_setting_and_preset() {
            check_section("settings", &settings_markdown(None));
        }

        #[test]
        fn readme_lists_every_diagnostic_code() {
            check_section("codes", &codes_markdown());
        }
    }
}
