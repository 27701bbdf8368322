//! Everything the user can ask the app to do. Panels only push commands; the app handles
//! them all in one place ([`super::Model::handle`]), so every action has one code path.

use std::path::PathBuf;

use crate::engine::actions::Reclaim;
use crate::engine::actions::rules::{KeepRule, Mark};
use crate::engine::ignore::EntryId;

use super::model::ImageView;
use super::results::{SortBy, Tab};
use super::settings::SettingChange;
use super::zoom::ZoomChange;

#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// Makes everything in the window larger or smaller, or its normal size.
    Zoom(ZoomChange),
    /// Opens the native folder picker (on a worker thread).
    PickFolders,
    AddFolders(Vec<PathBuf>),
    /// Opens the dialog where a folder to add is typed (the keyboard's folder picker).
    OpenAddFolder,
    /// Completes the path typed in Doppel's chooser as far as the names there agree (Tab).
    CompletePath,
    /// Closes Doppel's chooser and opens the system's for the same purpose.
    UseSystemChooser,
    /// The path typed in that dialog so far.
    EditFolderPath(String),
    RemoveFolder(usize),
    StartScan,
    /// Shows the tab this many places after the current one (before, if negative), round.
    MoveTab(i64),
    CancelScan,
    /// Opens the native file picker for a report to open (on a worker thread).
    PickReport,
    /// Opens the native save dialog for the results (on a worker thread).
    PickSaveAs,
    /// Shows the report in this file (`doppel scan --format json`, or Save results…),
    /// replacing the results on screen once it is read.
    OpenReport(PathBuf),
    /// Writes the results on screen to this file as a JSON report.
    SaveResults(PathBuf),
    ShowTab(Tab),
    /// Marks or unmarks a folder of the list as a reference (the originals).
    ToggleReference(PathBuf),
    /// Marks or unmarks a folder of the list as one to compare the others against (set B).
    ToggleAgainst(PathBuf),
    SetQuery(String),
    SortBy(SortBy),
    /// Selects a group by its position in the visible list.
    SelectRow(usize),
    /// Moves the group selection up (negative) or down.
    MoveRow(i64),
    /// Moves the group selection to the first or last row, or by a page of the list.
    JumpRow(Jump),
    /// Moves the file selection within the selected group.
    MoveFile(i64),
    SelectFile(usize),
    /// Shows the word diff of a file changed between two compared folders.
    CompareChangedFile(PathBuf, PathBuf),
    /// Goes back from that diff to the folder comparison.
    CloseChangedFile,
    /// Chooses which verified pair of a near group is compared.
    ComparePair(usize),
    /// Compares two files of the selected near group, by index: (older, newer).
    CompareVersions(usize, usize),
    /// Shows an image group's selected image side by side with the reference, flickering
    /// over it, or as their difference.
    ShowImageView(ImageView),
    /// Goes to the next change of the diff on screen (the first if none is current).
    NextChange,
    /// Goes to the previous change (the last if none is current).
    PreviousChange,
    /// Makes this change of the diff on screen the current one and scrolls to it.
    GoToChange(usize),
    /// Shows only the changes (unchanged stretches folded), or everything.
    ToggleChangesOnly,
    /// Shows or hides the stretches that differ only in white space, blank lines or line
    /// breaks (hidden: drawn as unchanged).
    ToggleSpacing,
    /// Unfolds the stretch of unchanged rows starting at this row.
    ExpandUnchanged(usize),
    /// Scrolls the diff so this fraction (0 to 1) of its height is in the middle.
    ScrollDiffTo(f32),
    SetMark {
        path: PathBuf,
        mark: Mark,
    },
    /// Marks the selected file of the selected group.
    MarkSelected(Mark),
    /// Applies a rule to the selected group, or to every group of the current tab.
    ApplyRule {
        rule: KeepRule,
        all_groups: bool,
    },
    /// Marks what the keep rule shown in the preview decides.
    ConfirmRule,
    /// Opens the list of keep rules to mark the selected group by, or every group of the tab.
    ChooseRule {
        all_groups: bool,
    },
    /// Moves the choice in that list up (negative) or down.
    MoveChoice(i64),
    /// Presses the open dialog's main button (Enter): confirm, apply, add or close.
    ConfirmDialog,
    /// Saves a keep rule (as text) by name in the settings.
    SaveKeepRule {
        name: String,
        rule: String,
    },
    /// Forgets the saved keep rule of this name.
    DeleteKeepRule(String),
    /// Hides the selected group as not duplicates, now and in later scans while its files
    /// stay the same (the ignore list).
    HideGroup,
    /// Hides this file (by its index in the selected group) from the group, likewise.
    HideFile(usize),
    /// Shows or closes the window of what is hidden as not duplicates.
    ToggleHidden,
    /// Takes this entry off the ignore list; the next scan shows what it hid.
    BringBack(EntryId),
    /// Picks a folder, then applies "keep the copy inside it" (to all groups of the tab).
    PickKeepFolder,
    UndoMark,
    ClearMarks,
    OpenFile(PathBuf),
    ShowInFolder(PathBuf),
    /// Shows the confirmation for trashing what is marked (and estimates, on a worker,
    /// what each way of cleaning up would free).
    RequestCleanup,
    /// Chooses, in the cleanup's confirmation, how the copies are reclaimed; a way the
    /// estimate has not yet found possible is not taken.
    ChooseReclaim(Reclaim),
    ConfirmCleanup,
    DismissDialog,
    /// Stops a running cleanup after the file it is on.
    StopCleanup,
    /// Restores the most recent cleanup with files still in the trash.
    UndoCleanup,
    /// Restores the cleanup with this journal id.
    RestoreCleanup(String),
    /// Gives the clones the cleanup with this journal id made blocks of their own again (a
    /// copy written beside each, verified, renamed over): the space accounting as before.
    UnshareClones(String),
    ToggleCleanups,
    ToggleHelp,
    ToggleSettings,
    /// Changes one setting (from the Settings window).
    ChangeSetting(SettingChange),
    /// Deletes the fingerprint cache (the next scan reads every file again).
    ClearCache,
    ToggleSkipped,
    /// Shows or hides the list of this session's notices, with their age.
    ToggleNotices,
    FocusSearch,
}

/// Where [`Command::JumpRow`] moves the selection.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Jump {
    First,
    Last,
    PageUp,
    PageDown,
}
