//! The dialogs that make the keyboard enough: a folder added by typing its path (the native
//! folder picker cannot be driven by keys everywhere, nor by a test), and a keep rule chosen
//! from a list with Up, Down and Enter (the marking menus need a pointer to be comfortable).
//! Also what Enter does in any dialog ([`Model::confirm_dialog`], its main button), and the
//! tabs stepped through with Ctrl+Tab.
//!
//! The rules offered are [`image_rules`] and [`file_rules`], the same the marking menus of
//! the review offer, then the rules saved in Settings.

use crate::engine::actions::rules::{Criterion, KeepRule};

use super::{Dialog, Model};
use crate::app::results::{GroupKind, Tab};
use crate::app::settings::SavedRule;

/// The rules offered first for images: the sharpest copy (images of the same pixels are
/// common, a copy recompressed: the larger file, compressed less, breaks that tie), then the
/// first taken.
pub fn image_rules() -> [KeepRule; 2] {
    [
        KeepRule::only(Criterion::HighestResolution).then(Criterion::Largest),
        KeepRule::only(Criterion::FirstTaken),
    ]
}

/// The rules offered for every kind of group: a photo's copy with its RAW and sidecars
/// beside it first, then the newest; then each criterion alone (a group it leaves tied is
/// left alone).
pub fn file_rules() -> Vec<KeepRule> {
    let photos = KeepRule::only(Criterion::WithCompanions)
        .then(Criterion::Newest)
        .then(Criterion::First);
    let mut rules = vec![photos];
    for criterion in [
        Criterion::Newest,
        Criterion::Oldest,
        Criterion::Largest,
        Criterion::ShortestPath,
        Criterion::First,
    ] {
        rules.push(KeepRule::only(criterion));
    }
    rules
}

/// One rule of the chooser: its name as listed, and the rule.
#[derive(Debug, Clone, PartialEq)]
pub struct RuleOffer {
    pub name: String,
    pub rule: KeepRule,
}

/// The keep rule chooser, open.
#[derive(Debug, Clone, PartialEq)]
pub struct RuleChoice {
    /// Every group of the tab (through the preview), or the selected group.
    pub all_groups: bool,
    pub offers: Vec<RuleOffer>,
    /// The offer Enter applies.
    pub chosen: usize,
}

impl RuleChoice {
    /// The rules for a tab of images or of other files, then the saved rules that read.
    pub fn new(all_groups: bool, images: bool, saved: &[SavedRule]) -> Self {
        let builtin = images
            .then(image_rules)
            .into_iter()
            .flatten()
            .chain(file_rules())
            .map(|rule| RuleOffer {
                name: rule.label(),
                rule,
            });
        let saved = saved.iter().filter_map(|saved| {
            KeepRule::parse(&saved.rule).ok().map(|rule| RuleOffer {
                name: saved.name.clone(),
                rule,
            })
        });
        RuleChoice {
            all_groups,
            offers: builtin.chain(saved).collect(),
            chosen: 0,
        }
    }
}

impl Model {
    /// Opens the keep rule chooser for the selected group or every group of the tab; not
    /// where nothing is marked (no results, or the Only here tab).
    pub(super) fn choose_rule(&mut self, all_groups: bool) {
        let Some(results) = &self.results else {
            return;
        };
        let images = match results.tab() {
            Tab::OnlyHere => return,
            Tab::Groups(kind) => kind == GroupKind::Image,
            Tab::Folders => false,
        };
        if !all_groups && self.selection.row.is_none() {
            return;
        }
        let choice = RuleChoice::new(all_groups, images, &self.settings.keep_rules);
        self.close_dialog();
        self.dialog = Dialog::ChooseRule(choice);
    }

    /// Moves the chooser's choice up (negative) or down, stopping at the ends.
    pub(super) fn move_choice(&mut self, delta: i64) {
        if let Dialog::ChooseRule(choice) = &mut self.dialog
            && !choice.offers.is_empty()
        {
            let last = choice.offers.len() as i64 - 1;
            choice.chosen = (choice.chosen as i64 + delta).clamp(0, last) as usize;
        }
    }

    /// What Enter does in a dialog: its main button, when it may be pressed.
    pub(super) fn confirm_dialog(&mut self) {
        match &self.dialog {
            Dialog::None => {}
            Dialog::ConfirmCleanup(confirm) => {
                let something = confirm.plan.files_to_trash() + confirm.plan.folders_to_trash();
                if something > 0 && confirm.may_choose(confirm.reclaim) {
                    self.confirm_cleanup();
                }
            }
            Dialog::RulePreview(preview) => {
                if preview.preview.decided > 0 {
                    self.confirm_rule();
                }
            }
            Dialog::ChooseRule(choice) => {
                if let Some(offer) = choice.offers.get(choice.chosen) {
                    let (rule, all_groups) = (offer.rule.clone(), choice.all_groups);
                    self.apply_rule(&rule, all_groups);
                }
            }
            Dialog::Choose(_) => self.confirm_chooser(),
            Dialog::CleanupReport(_) | Dialog::RestoreReport(_) | Dialog::NotStarted { .. } => {
                self.close_dialog()
            }
        }
    }

    /// Shows the tab `delta` places after the current one (before, if negative), round.
    pub(super) fn move_tab(&mut self, delta: i64) {
        let Some(results) = &self.results else {
            return;
        };
        let tabs = results.tabs();
        let Some(current) = tabs.iter().position(|&tab| tab == results.tab()) else {
            return;
        };
        let count = tabs.len() as i64;
        let next = tabs[(current as i64 + delta).rem_euclid(count) as usize];
        self.navigate(crate::app::Command::ShowTab(next));
    }
}

#[cfg(test)]
mod tests {
    use super::{RuleChoice, file_rules, image_rules};
    use crate::app::model::chooser::expand_home;
    use crate::app::settings::SavedRule;

    #[test]
    fn the_chooser_offers_the_menus_rules_then_the_saved_ones_that_read() {
        let saved = [
            SavedRule {
                name: "Photos first".into(),
                rule: "under:/photos,oldest".into(),
            },
            SavedRule {
                name: "Broken".into(),
                rule: "no such criterion".into(),
            },
        ];
        let files = RuleChoice::new(true, false, &saved);
        assert_eq!(files.offers.len(), file_rules().len() + 1);
        assert_eq!(files.offers[0].rule, file_rules()[0]);
        assert_eq!(files.offers.last().unwrap().name, "Photos first");
        let images = RuleChoice::new(false, true, &[]);
        assert_eq!(images.offers[0].rule, image_rules()[0]);
        assert_eq!(
            images.offers.len(),
            image_rules().len() + file_rules().len()
        );
        assert_eq!(images.chosen, 0);
    }

    #[test]
    fn a_typed_tilde_is_the_home_folder() {
        let Some(home) = std::env::var_os("HOME") else {
            return;
        };
        let home = std::path::PathBuf::from(home);
        assert_eq!(expand_home("~"), home);
        assert_eq!(expand_home("~/Photos"), home.join("Photos"));
        assert_eq!(expand_home("/srv/~x"), std::path::PathBuf::from("/srv/~x"));
    }
}
