//! Marking by keep rules: a rule for the selected group marks it at once, a rule for every
//! group of the tab is previewed first ([`super::RulePreviewDialog`]) and marks once
//! confirmed; and rules saved by name in the settings.

use crate::tr;

use crate::engine::actions::rules::KeepRule;

use super::{Dialog, Level, Model, RulePreviewDialog};
use crate::app::settings::SavedRule;

impl Model {
    /// A rule for the selected group marks it at once (its marks are on screen); a rule
    /// for every group of the tab first shows what it would do ([`Dialog::RulePreview`]).
    pub(super) fn apply_rule(&mut self, rule: &KeepRule, all_groups: bool) {
        // Chosen from the chooser: it has done its part.
        if matches!(self.dialog, Dialog::ChooseRule(_)) {
            self.dialog = Dialog::None;
        }
        let Some(results) = &mut self.results else {
            return;
        };
        if all_groups {
            let outcome = results.rule_outcome(rule, results.visible(), &folder_modified);
            let preview = results.rule_preview(&outcome);
            self.close_dialog();
            self.dialog = Dialog::RulePreview(Box::new(RulePreviewDialog {
                rule: rule.clone(),
                preview,
            }));
            return;
        }
        let rows: Vec<usize> = self
            .selection
            .row
            .and_then(|r| results.visible().get(r).copied())
            .into_iter()
            .collect();
        let outcome = results.rule_outcome(rule, &rows, &folder_modified);
        results.apply_outcome(&outcome);
        if let Some((_, why)) = outcome.left_alone.first() {
            let text = tr!(
                "notice-rule-left-alone",
                rule = crate::i18n::words::rule_label(rule),
                why = crate::i18n::words::undecided(why)
            );
            self.notice(Level::Info, text);
        }
    }

    /// Marks what the previewed rule decides, in every group of the tab as it is now.
    pub(super) fn confirm_rule(&mut self) {
        let Dialog::RulePreview(dialog) = std::mem::replace(&mut self.dialog, Dialog::None) else {
            return;
        };
        let Some(results) = &mut self.results else {
            return;
        };
        let outcome = results.rule_outcome(&dialog.rule, results.visible(), &folder_modified);
        let marked = results.apply_outcome(&outcome);
        let left = outcome.left_alone.len();
        let text = tr!(
            "notice-rule-applied",
            rule = crate::i18n::words::rule_label(&dialog.rule),
            marked = (marked as u64),
            left = (left as u64)
        );
        self.notice(Level::Info, text);
    }

    /// Saves a keep rule by name in the settings (replacing one of that name), if it reads.
    pub(super) fn save_keep_rule(&mut self, name: String, text: &str) {
        let name = name.trim().to_string();
        if name.is_empty() {
            self.notice(Level::Warning, tr!("notice-rule-needs-name"));
            return;
        }
        match KeepRule::parse(text) {
            Ok(rule) => {
                let saved = SavedRule {
                    name: name.clone(),
                    rule: rule.text(),
                };
                match self.settings.keep_rules.iter_mut().find(|r| r.name == name) {
                    Some(existing) => *existing = saved,
                    None => self.settings.keep_rules.push(saved),
                }
                self.notice(
                    Level::Info,
                    tr!(
                        "notice-rule-saved",
                        name = name.as_str(),
                        rule = crate::i18n::words::rule_label(&rule)
                    ),
                );
            }
            Err(error) => {
                self.notice(
                    Level::Warning,
                    tr!(
                        "notice-rule-not-saved",
                        error = crate::i18n::words::rule_error(&error)
                    ),
                );
            }
        }
    }
}

/// A folder's modified time, for the keep rules that compare times (the report records
/// none); the epoch when it cannot be read.
fn folder_modified(path: &std::path::Path) -> std::time::SystemTime {
    std::fs::symlink_metadata(path)
        .and_then(|m| m.modified())
        .unwrap_or(std::time::SystemTime::UNIX_EPOCH)
}
