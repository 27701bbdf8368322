//! Hiding a group, or a file of it, as not duplicates: added to the ignore list on a worker,
//! which also filters the results by it.

use crate::tr;
use std::path::PathBuf;
use std::sync::Arc;

use crate::engine::ignore::IgnoreList;

use super::{Effect, Level, Model};

impl Model {
    /// Where the ignore list is kept: in the data folder, when there is one.
    pub(super) fn ignore_list(&self) -> Option<PathBuf> {
        self.places
            .as_ref()
            .ok()
            .map(|places| IgnoreList::default_path(&places.data_dir))
    }

    /// Hides the selected group (or its file `member`) as not duplicates: added to the
    /// ignore list on a worker, which also filters the results by it.
    pub(super) fn hide(&mut self, member: Option<usize>) {
        let Some(list) = self.ignore_list() else {
            let why = match &self.places {
                Err(problem) => problem.clone(),
                Ok(_) => String::new(),
            };
            self.notice(Level::Warning, tr!("notice-no-data-folder", why = why));
            return;
        };
        let Some(results) = &self.results else {
            return;
        };
        let which = self
            .selection
            .row
            .and_then(|row| results.visible().get(row).copied())
            .and_then(|row| results.group_refs(&[row]).first().copied());
        let Some(which) = which else {
            return;
        };
        // A file that is one photo with others of its group (a RAW and its JPEG) leaves
        // with them: they are one row of the review.
        let members = match (member, self.selected_group()) {
            (Some(member), Some(group)) => results
                .photo_rows(group.files())
                .into_iter()
                .find(|row| row.contains(&member))
                .unwrap_or_else(|| vec![member]),
            (Some(member), None) => vec![member],
            (None, _) => Vec::new(),
        };
        let report = Arc::clone(&results.report);
        self.effect(Effect::Hide {
            report,
            which,
            members,
            list,
        });
    }
}
