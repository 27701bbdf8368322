//! [`Model::handle`]: every [`Command`] the user gives is carried out from here, the one
//! place user actions change state. [`Model::handle_command`] is the table of what each
//! command does; a kind of command with more to it has a function of its own (the folders,
//! report files, windows and marks here; navigation in `selection.rs`, cleanups and
//! restores in `cleanup.rs`, keep rules in `keep_rules.rs`, settings in
//! `settings_changes.rs`).

use crate::tr;
use std::path::PathBuf;
use std::sync::Arc;

use crate::engine::actions::rules::Mark;

use super::chooser::Purpose;
use super::{
    Dialog, Effect, Level, Model, ScanKind, SessionChange, nothing_to_save, wait_for_the_moves,
    wait_for_the_scan,
};
use crate::app::commands::Command;

impl Model {
    /// Carries out one command. The only place where user actions change state.
    pub fn handle(&mut self, command: Command) -> Vec<Effect> {
        self.handle_command(command);
        self.take_effects()
    }

    pub(super) fn handle_command(&mut self, command: Command) {
        match command {
            Command::PickFolders
            | Command::PickKeepFolder
            | Command::AddFolders(_)
            | Command::OpenAddFolder
            | Command::EditFolderPath(_)
            | Command::CompletePath
            | Command::UseSystemChooser
            | Command::RemoveFolder(_)
            | Command::ToggleReference(_)
            | Command::ToggleAgainst(_) => self.change_folders(command),
            Command::StartScan => self.start_scan(ScanKind::New),
            Command::CancelScan => {
                if let Some(scan) = self.activity.scan() {
                    scan.cancel.cancel();
                    if !scan.refresh() {
                        self.effect(Effect::Session(SessionChange::ScanEnded));
                    }
                }
            }
            Command::PickReport
            | Command::PickSaveAs
            | Command::OpenReport(_)
            | Command::SaveResults(_) => self.report_file(command),
            Command::ShowTab(_)
            | Command::SetQuery(_)
            | Command::SortBy(_)
            | Command::SelectRow(_)
            | Command::MoveRow(_)
            | Command::JumpRow(_)
            | Command::MoveFile(_)
            | Command::SelectFile(_)
            | Command::ComparePair(_)
            | Command::CompareVersions(..)
            | Command::NextChange
            | Command::PreviousChange
            | Command::GoToChange(_)
            | Command::ShowImageView(_)
            | Command::ToggleChangesOnly
            | Command::ToggleSpacing
            | Command::ExpandUnchanged(_)
            | Command::ScrollDiffTo(_)
            | Command::CompareChangedFile(..)
            | Command::CloseChangedFile => self.navigate(command),
            Command::MoveTab(delta) => self.move_tab(delta),
            Command::ChooseRule { all_groups } => self.choose_rule(all_groups),
            Command::MoveChoice(delta) => self.move_choice(delta),
            Command::ConfirmDialog => self.confirm_dialog(),
            Command::DismissDialog => self.close_dialog(),
            // Undo takes back the last "Not duplicates", while nothing was marked since.
            Command::UndoMark if !self.hidden_last.is_empty() => {
                for id in std::mem::take(&mut self.hidden_last) {
                    self.handle_command(Command::BringBack(id));
                }
            }
            Command::SetMark { .. }
            | Command::MarkSelected(_)
            | Command::ApplyRule { .. }
            | Command::UndoMark
            | Command::ClearMarks => {
                self.hidden_last.clear();
                self.change_marks(command);
            }
            Command::ConfirmRule => self.confirm_rule(),
            Command::SaveKeepRule { name, rule } => self.save_keep_rule(name, &rule),
            Command::DeleteKeepRule(name) => {
                self.settings.keep_rules.retain(|saved| saved.name != name);
            }
            Command::OpenFile(path) => self.effect(Effect::Open(path)),
            Command::ShowInFolder(path) => {
                let folder = path.parent().map(PathBuf::from).unwrap_or(path);
                self.effect(Effect::Open(folder));
            }
            Command::RequestCleanup
            | Command::ChooseReclaim(_)
            | Command::ConfirmCleanup
            | Command::StopCleanup
            | Command::UndoCleanup
            | Command::RestoreCleanup(_)
            | Command::UnshareClones(_) => self.clean_up(command),
            Command::ToggleCleanups
            | Command::ToggleHelp
            | Command::ToggleSettings
            | Command::ToggleSkipped
            | Command::ToggleNotices
            | Command::ToggleHidden => self.toggle_window(command),
            Command::ChangeSetting(_) | Command::Zoom(_) | Command::ClearCache => {
                self.change_settings(command)
            }
            Command::HideGroup => self.hide(None),
            Command::HideFile(member) => self.hide(Some(member)),
            Command::BringBack(id) => {
                if let Some(list) = self.ignore_list() {
                    self.effect(Effect::BringBack { id, list });
                }
            }
            Command::FocusSearch => self.focus_search = true,
        }
    }

    /// The commands that change the list of folders and their roles, or pick or type a
    /// folder to add.
    fn change_folders(&mut self, command: Command) {
        match command {
            Command::PickFolders if self.system_chooser() => {
                self.effect(Effect::PickFolders { keep_folder: false })
            }
            Command::PickFolders => self.open_chooser(Purpose::AddFolder, true),
            Command::PickKeepFolder if self.system_chooser() => {
                self.effect(Effect::PickFolders { keep_folder: true })
            }
            Command::PickKeepFolder => self.open_chooser(Purpose::KeepFolder, true),
            Command::AddFolders(folders) => self.add_folders(folders),
            Command::OpenAddFolder => self.open_chooser(Purpose::AddFolder, false),
            Command::EditFolderPath(typed) => self.chooser_path(typed),
            Command::CompletePath => self.complete_chooser_path(),
            Command::UseSystemChooser => {
                if let Dialog::Choose(chooser) = &self.dialog {
                    let effect = match chooser.purpose {
                        Purpose::AddFolder => Effect::PickFolders { keep_folder: false },
                        Purpose::KeepFolder => Effect::PickFolders { keep_folder: true },
                        Purpose::OpenReport => Effect::PickReport { save: false },
                        Purpose::SaveResults => Effect::PickReport { save: true },
                    };
                    self.dialog = Dialog::None;
                    self.effect(effect);
                }
            }
            Command::RemoveFolder(index) if index < self.settings.folders.len() => {
                let removed = self.settings.folders.remove(index);
                self.settings.references.retain(|r| *r != removed);
                self.settings.against.retain(|r| *r != removed);
                // Why the last scan could not start was about the folders as they were.
                self.scan_error = None;
            }
            Command::ToggleReference(folder) => self.settings.toggle_reference(folder),
            Command::ToggleAgainst(folder) => self.settings.toggle_against(folder),
            _ => {}
        }
    }

    /// The commands that open a report file or save the results in one (Open report…,
    /// Save results…).
    fn report_file(&mut self, command: Command) {
        match command {
            Command::PickReport => {
                if self.activity.scanning_anew() {
                    self.notice(Level::Warning, wait_for_the_scan());
                } else if self.system_chooser() {
                    self.effect(Effect::PickReport { save: false });
                } else {
                    self.open_chooser(Purpose::OpenReport, true);
                }
            }
            Command::PickSaveAs => match &self.results {
                Some(_) if self.system_chooser() => self.effect(Effect::PickReport { save: true }),
                Some(_) => self.open_chooser(Purpose::SaveResults, true),
                None => self.notice(Level::Warning, nothing_to_save()),
            },
            Command::OpenReport(path) => {
                if self.activity.scanning_anew() {
                    self.notice(Level::Warning, wait_for_the_scan());
                } else if self.activity.moving_files() {
                    self.notice(Level::Warning, wait_for_the_moves());
                } else {
                    self.notice(
                        Level::Info,
                        tr!("notice-opening", path = path.display().to_string()),
                    );
                    self.effect(Effect::OpenReport(path));
                }
            }
            Command::SaveResults(path) => match &self.results {
                Some(results) => {
                    let report = Arc::clone(&results.report);
                    self.notice(
                        Level::Info,
                        tr!("notice-saving", path = path.display().to_string()),
                    );
                    self.effect(Effect::SaveResults { report, path });
                }
                None => self.notice(Level::Warning, nothing_to_save()),
            },
            _ => {}
        }
    }

    /// The commands that open or close a window; the Settings measure the fingerprint
    /// cache as they open, and the window of what is hidden reads the ignore list.
    fn toggle_window(&mut self, command: Command) {
        match command {
            Command::ToggleCleanups => self.windows.cleanups = !self.windows.cleanups,
            Command::ToggleHelp => self.windows.help = !self.windows.help,
            Command::ToggleSettings => {
                self.windows.settings = !self.windows.settings;
                if self.windows.settings {
                    self.effect(Effect::Cache { clear: false });
                }
            }
            Command::ToggleSkipped => self.windows.skipped = !self.windows.skipped,
            Command::ToggleNotices => self.windows.notices = !self.windows.notices,
            Command::ToggleHidden => {
                self.windows.hidden = !self.windows.hidden;
                if self.windows.hidden
                    && let Some(list) = self.ignore_list()
                {
                    self.effect(Effect::ReadIgnored(list));
                }
            }
            _ => {}
        }
    }

    /// The commands that change marks: one file's, the selected file's, by a rule, undone
    /// or cleared.
    fn change_marks(&mut self, command: Command) {
        match command {
            Command::SetMark { path, mark } => {
                if let Some(results) = &mut self.results {
                    let toggled = if results.mark(&path) == Some(mark) {
                        Mark::Keep
                    } else {
                        mark
                    };
                    results.set_marks(vec![(path, toggled)]);
                }
            }
            Command::MarkSelected(mark) => {
                if let Some(path) = self.selected_file_path()
                    && let Some(results) = &mut self.results
                {
                    results.set_marks(vec![(path, mark)]);
                }
            }
            Command::ApplyRule { rule, all_groups } => self.apply_rule(&rule, all_groups),
            Command::UndoMark => {
                if let Some(results) = &mut self.results
                    && !results.undo_mark()
                {
                    self.notice(Level::Info, tr!("notice-nothing-to-undo"));
                }
            }
            Command::ClearMarks => {
                if let Some(results) = &mut self.results {
                    results.clear_marks();
                }
            }
            _ => {}
        }
    }
}
