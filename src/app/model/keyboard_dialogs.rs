//! The dialogs that make the keyboard enough: a folder added by typing its path (the native
//! folder picker cannot be driven by keys everywhere, nor by a test), and a keep rule chosen
//! from a list with Up, Down and Enter (the marking menus need a pointer to be comfortable).
//! Also what Enter does in any dialog ([`Model::confirm_dialog`], its main button), and the
//! tabs stepped through with Ctrl+Tab.
//!
//! The rules offered are those the marking menus of the review offer for the tab
//! (`rule_offers.rs`), then the rules saved in Settings.

use crate::engine::actions::rules::KeepRule;
use crate::i18n::words;
use crate::tr;

use super::rule_offers::{format_rules, rules_for};
use super::{Dialog, Model};
use crate::app::results::Tab;
use crate::app::settings::SavedRule;

/// What one entry of the chooser does.
#[derive(Debug, Clone, PartialEq)]
pub enum Offered {
    /// Marks by this rule.
    Rule(KeepRule),
    /// Asks for a folder, then marks by "keep the copy under it" (every group of a tab).
    InsideFolder,
}

/// One entry of the chooser: its name as listed, and what it does.
#[derive(Debug, Clone, PartialEq)]
pub struct RuleOffer {
    pub name: String,
    pub offered: Offered,
}

impl RuleOffer {
    fn rule(rule: KeepRule) -> RuleOffer {
        RuleOffer {
            name: words::rule_label(&rule),
            offered: Offered::Rule(rule),
        }
    }

    /// The rule it marks by, if it is one already.
    pub fn keep_rule(&self) -> Option<&KeepRule> {
        match &self.offered {
            Offered::Rule(rule) => Some(rule),
            Offered::InsideFolder => None,
        }
    }
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
    /// What the marking menus offer for `tab` ([`rules_for`], the formats of images, and for
    /// every group the copy inside a folder chosen), then the saved rules that read.
    pub fn new(all_groups: bool, tab: Tab, saved: &[SavedRule]) -> Self {
        let mut offers: Vec<RuleOffer> = rules_for(tab)
            .into_iter()
            .chain(format_rules(tab))
            .map(RuleOffer::rule)
            .collect();
        if all_groups {
            offers.push(RuleOffer {
                name: tr!("review-keep-inside-folder"),
                offered: Offered::InsideFolder,
            });
        }
        offers.extend(saved.iter().filter_map(|saved| {
            KeepRule::parse(&saved.rule).ok().map(|rule| RuleOffer {
                name: saved.name.clone(),
                offered: Offered::Rule(rule),
            })
        }));
        RuleChoice {
            all_groups,
            offers,
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
        let tab = results.tab();
        if tab == Tab::OnlyHere || (!all_groups && self.selection.row.is_none()) {
            return;
        }
        let choice = RuleChoice::new(all_groups, tab, &self.settings.keep_rules);
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
            Dialog::ChooseRule(choice) => match choice.offers.get(choice.chosen) {
                Some(RuleOffer {
                    offered: Offered::Rule(rule),
                    ..
                }) => {
                    let (rule, all_groups) = (rule.clone(), choice.all_groups);
                    self.apply_rule(&rule, all_groups);
                }
                Some(RuleOffer {
                    offered: Offered::InsideFolder,
                    ..
                }) => {
                    self.close_dialog();
                    self.handle(crate::app::Command::PickKeepFolder);
                }
                None => {}
            },
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
    use super::{Offered, RuleChoice};
    use crate::app::model::chooser::expand_home;
    use crate::app::model::rule_offers::{format_rules, rules_for};
    use crate::app::results::{GroupKind, Tab};
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
        let exact = Tab::Groups(GroupKind::Exact);
        let files = RuleChoice::new(true, exact, &saved);
        let offered = rules_for(exact).len();
        assert_eq!(files.offers.len(), offered + 2);
        assert_eq!(files.offers[0].keep_rule(), Some(&rules_for(exact)[0]));
        assert_eq!(files.offers[offered].offered, Offered::InsideFolder);
        assert_eq!(files.offers.last().unwrap().name, "Photos first");
        // One group: no folder to ask for.
        let one = RuleChoice::new(false, exact, &[]);
        assert_eq!(one.offers.len(), offered);
        let images_tab = Tab::Groups(GroupKind::Image);
        let images = RuleChoice::new(false, images_tab, &[]);
        assert_eq!(
            images.offers[0].keep_rule(),
            Some(&rules_for(images_tab)[0])
        );
        assert_eq!(
            images.offers.len(),
            rules_for(images_tab).len() + format_rules(images_tab).len()
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
