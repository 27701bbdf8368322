//! Keep rules over the results: what a rule makes of the groups behind rows of the current
//! tab (through the engine function `doppel clean` uses too), its preview, and its marks
//! applied as one undoable action.

use std::path::{Path, PathBuf};

use crate::engine::actions::rules::{self, GroupRef, KeepRule, RuleOutcome, RulePreview};

use super::{Results, Tab};

impl Results {
    /// The report's groups behind these rows of the current tab.
    pub fn group_refs(&self, rows: &[usize]) -> Vec<GroupRef> {
        match self.tab {
            Tab::Groups(_) => rows
                .iter()
                .map(|&row| GroupRef::Files(self.rows[row].group))
                .collect(),
            Tab::Folders => rows
                .iter()
                .map(|&row| GroupRef::Folders(self.folder_rows[row].group))
                .collect(),
            Tab::OnlyHere => Vec::new(),
        }
    }

    /// What a keep rule makes of these rows' groups (through the engine function `doppel
    /// clean` uses too); nothing changes until [`Results::apply_outcome`]. A folder's
    /// modified time, which the report does not record, is asked of `folder_modified`.
    pub fn rule_outcome(
        &self,
        rule: &KeepRule,
        rows: &[usize],
        folder_modified: &dyn Fn(&Path) -> std::time::SystemTime,
    ) -> RuleOutcome {
        rules::decide_groups(rule, &self.report, &self.group_refs(rows), folder_modified)
    }

    /// What `outcome` would mark, as a preview tells it.
    pub fn rule_preview(&self, outcome: &RuleOutcome) -> RulePreview {
        RulePreview::of(outcome, &self.report)
    }

    /// Marks the groups a rule decided, as one undoable action; returns how many.
    pub fn apply_outcome(&mut self, outcome: &RuleOutcome) -> usize {
        let mut changes = Vec::new();
        for (which, marks) in &outcome.decided {
            let paths: Vec<PathBuf> = match *which {
                GroupRef::Files(i) => self.report.groups[i]
                    .files()
                    .iter()
                    .map(|f| f.path.clone())
                    .collect(),
                GroupRef::Folders(i) => self.report.folders[i]
                    .folders
                    .iter()
                    .map(|f| f.path.clone())
                    .collect(),
            };
            changes.extend(paths.into_iter().zip(marks.iter().copied()));
        }
        self.set_marks(changes);
        outcome.decided.len()
    }
}
