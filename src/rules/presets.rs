//! The presets: named bundles of settings, each what it changes from the classic defaults.

use super::{AllPass, Bidding, EndRule, Id, PresetName, Setting, SettingValue, Ties, TrumpRule};

/// A preset: what it changes from the classic defaults.
#[derive(Debug)]
pub(crate) struct Preset {
    pub(crate) name: PresetName,
    /// The preset this one starts from.
    pub(crate) base: Option<PresetName>,
    pub(crate) settings: &'static [(Id, SettingValue)],
}

/// Every preset, in `PresetName` order (`Preset::of` relies on it; a test checks).
pub(crate) const PRESETS: &[Preset] = &[
    Preset {
        name: PresetName::Classic,
        base: None,
        settings: &[],
    },
    Preset {
        name: PresetName::Ihaleli,
        base: None,
        settings: &[
            (Id::MinBid, SettingValue::Int(4)),
            (Id::BidPoints, SettingValue::Int(1)),
            (Id::ExtraPoints, SettingValue::Int(1)),
            (Id::End, EndRule::Deals.value()),
            (Id::Deals, SettingValue::Int(10)),
            (Id::Target, SettingValue::Int(51)),
            (Id::AllPass, AllPass::Dealer.value()),
            (Id::Ties, Ties::Share.value()),
            (Id::MustOvertake, SettingValue::Bool(true)),
            (Id::TrumpBreaking, SettingValue::Bool(true)),
        ],
    },
    Preset {
        name: PresetName::Esli,
        base: Some(PresetName::Ihaleli),
        settings: &[
            (Id::Partnership, SettingValue::Bool(true)),
            (Id::MinBid, SettingValue::Int(7)),
        ],
    },
    Preset {
        name: PresetName::KozMaca,
        base: Some(PresetName::Classic),
        settings: &[(Id::Trump, TrumpRule::Spades.value())],
    },
    Preset {
        name: PresetName::Gonullu,
        base: Some(PresetName::Classic),
        settings: &[(Id::Trump, TrumpRule::Volunteer.value())],
    },
    Preset {
        name: PresetName::Gommeli,
        base: Some(PresetName::Classic),
        settings: &[
            (Id::Hand, SettingValue::Int(16)),
            (Id::MinBid, SettingValue::Int(7)),
            (Id::ExtraPoints, SettingValue::Int(10)),
            (Id::DefenderMinimum, SettingValue::Int(1)),
            (Id::End, EndRule::Deals.value()),
            (Id::Deals, SettingValue::Int(11)),
        ],
    },
    Preset {
        name: PresetName::Defineli,
        base: Some(PresetName::Classic),
        settings: &[(Id::Hand, SettingValue::Int(12))],
    },
    Preset {
        name: PresetName::Tahminli,
        base: Some(PresetName::Classic),
        settings: &[
            (Id::Bidding, Bidding::Everyone.value()),
            (Id::Trump, TrumpRule::Spades.value()),
            (Id::MinBid, SettingValue::Int(1)),
            (Id::Overshoot, SettingValue::Int(3)),
            (Id::NilPoints, SettingValue::Int(50)),
            (Id::End, EndRule::Deals.value()),
            (Id::Deals, SettingValue::Int(13)),
        ],
    },
];

impl Preset {
    /// What the preset is, put into words when shown (`batak rules`): the catalogue's
    /// `preset-NAME`.
    pub(crate) fn summary_text(&self) -> crate::lang::Text {
        let id = crate::lang::known_id(&format!("preset-{}", self.name.name()));
        crate::lang::text!(id.expect("every preset is in the catalogue"))
    }

    /// What it sets, `ihaleli + partnership=true min_bid=7`, its base named first (for
    /// `batak rules` and the table in docs/rules.md).
    pub(crate) fn settings_text(&self) -> crate::lang::Text {
        let own: Vec<String> = self
            .settings
            .iter()
            .map(|(id, value)| format!("{}={value}", Setting::of(*id).name))
            .collect();
        match (self.base, own.is_empty()) {
            (_, true) => crate::lang::text!("preset-the-defaults"),
            (Some(base), false) => format!("{} + {}", base.name(), own.join(" ")).into(),
            (None, false) => own.join(" ").into(),
        }
    }

    /// The declaration of a preset.
    pub(crate) fn of(id: PresetName) -> &'static Preset {
        &PRESETS[id as usize]
    }

    /// Its settings on `rules`, its base's first, so its own win.
    pub(super) fn apply(&self, rules: &mut super::Rules) {
        if let Some(base) = self.base {
            Preset::of(base).apply(rules);
        }
        for &(id, value) in self.settings {
            rules.set(id, value, super::Origin::Preset);
        }
    }
}
