//! The Settings window's commands: a setting changed, the window's size changed (from the
//! keys too), the fingerprint cache cleared. The window only draws the settings; every
//! change to them is made here, and saved with them by the shell as before.

use crate::tr;

use crate::app::commands::Command;
use crate::app::settings::SettingChange;

use super::{Activity, Effect, Level, Model};

impl Model {
    /// The commands that change the settings or act on the fingerprint cache.
    pub(super) fn change_settings(&mut self, command: Command) {
        match command {
            Command::ChangeSetting(change) => self.change_setting(change),
            Command::Zoom(change) => {
                self.settings.zoom = crate::app::zoom::changed(self.settings.zoom, change);
            }
            Command::ClearCache => {
                if matches!(self.activity, Activity::Scanning(_) | Activity::Updating(_)) {
                    self.notice(Level::Warning, tr!("notice-wait-cache"));
                } else {
                    self.effect(Effect::Cache { clear: true });
                }
            }
            _ => {}
        }
    }

    /// Applies one change, unless the window locks that setting now: the scan's choices
    /// while a scan runs (it took them as it started; the next scan takes the new ones).
    fn change_setting(&mut self, change: SettingChange) {
        if change.locked_while_scanning() && self.scan().is_some() {
            return;
        }
        self.settings.apply(change);
    }
}
