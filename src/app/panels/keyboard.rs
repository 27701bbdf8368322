//! Keyboard shortcuts, turned into commands (listed in the help overlay).

use egui::{Key, Modifiers};

use crate::app::{Command, Dialog, DoppelApp};
use crate::engine::actions::rules::Mark;

/// Each shortcut as (keys, what it does), for the help overlay.
pub const SHORTCUTS: &[(&str, &str)] = &[
    ("Down / j", "Next group"),
    ("Up / k", "Previous group"),
    ("Right / l", "Next file in the group"),
    ("Left / h", "Previous file in the group"),
    ("n / p", "Next / previous change in the compared texts"),
    ("Enter", "Mark the selected file Keep"),
    ("Delete", "Mark the selected file Trash"),
    ("Ctrl+Z", "Undo the last mark"),
    ("Ctrl+F", "Search paths"),
    ("Ctrl+O", "Open a report"),
    ("Ctrl+S", "Save the results as a report"),
    ("F1 / ?", "Show or hide this help"),
    ("Esc", "Close this help, a dialog or a window"),
];

pub fn read(ctx: &egui::Context, app: &DoppelApp, commands: &mut Vec<Command>) {
    // Typing in a text field must not move the selection.
    let typing = ctx.egui_wants_keyboard_input();
    ctx.input_mut(|input| {
        if input.consume_key(Modifiers::COMMAND, Key::F) {
            commands.push(Command::FocusSearch);
        }
        if input.consume_key(Modifiers::COMMAND, Key::O) {
            commands.push(Command::PickReport);
        }
        if input.consume_key(Modifiers::COMMAND, Key::S) {
            commands.push(Command::PickSaveAs);
        }
        if input.consume_key(Modifiers::NONE, Key::F1) {
            commands.push(Command::ToggleHelp);
        }
        if input.consume_key(Modifiers::NONE, Key::Escape) {
            // The topmost thing open closes first.
            let close = if app.show_help {
                Some(Command::ToggleHelp)
            } else if !matches!(app.dialog, Dialog::None) {
                Some(Command::DismissDialog)
            } else if app.show_settings {
                Some(Command::ToggleSettings)
            } else if app.show_skipped {
                Some(Command::ToggleSkipped)
            } else if app.show_cleanups {
                Some(Command::ToggleCleanups)
            } else {
                None
            };
            commands.extend(close);
        }
        if typing || app.results.is_none() {
            return;
        }
        if input.consume_key(Modifiers::COMMAND, Key::Z) {
            commands.push(Command::UndoMark);
        }
        let pressed = |input: &mut egui::InputState, keys: &[Key]| {
            keys.iter()
                .any(|&key| input.consume_key(Modifiers::NONE, key))
        };
        if pressed(input, &[Key::ArrowDown, Key::J]) {
            commands.push(Command::MoveRow(1));
        }
        if pressed(input, &[Key::ArrowUp, Key::K]) {
            commands.push(Command::MoveRow(-1));
        }
        if pressed(input, &[Key::ArrowRight, Key::L]) {
            commands.push(Command::MoveFile(1));
        }
        if pressed(input, &[Key::ArrowLeft, Key::H]) {
            commands.push(Command::MoveFile(-1));
        }
        if pressed(input, &[Key::N]) {
            commands.push(Command::NextChange);
        }
        if pressed(input, &[Key::P]) {
            commands.push(Command::PreviousChange);
        }
        if pressed(input, &[Key::Enter]) {
            commands.push(Command::MarkSelected(Mark::Keep));
        }
        if pressed(input, &[Key::Delete]) {
            commands.push(Command::MarkSelected(Mark::Trash));
        }
        if input.consume_key(Modifiers::SHIFT, Key::Questionmark)
            || input.consume_key(Modifiers::NONE, Key::Questionmark)
        {
            commands.push(Command::ToggleHelp);
        }
    });
}
