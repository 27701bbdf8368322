//! Keyboard shortcuts: one table, [`SHORTCUTS`], says for each its keys as shown, what it
//! does and the command it gives; the key bindings, the Help window and the README's table
//! are all made from it (a test checks the README's).

use egui::{Key, Modifiers};

use crate::app::zoom::ZoomChange;
use crate::app::{Command, Dialog, Model};
use crate::engine::actions::rules::Mark;

/// One shortcut.
pub struct Shortcut {
    /// The keys, as the Help window and the README show them.
    pub keys: &'static str,
    /// What it does, in the Help window's words.
    pub does: &'static str,
    /// The key presses that give it (any one of them).
    presses: &'static [(Modifiers, Key)],
    /// When the keys count.
    when: When,
    /// The command it gives, if any now.
    command: fn(&Model) -> Option<Command>,
}

/// When a shortcut's keys count.
#[derive(Clone, Copy, PartialEq, Eq)]
enum When {
    Always,
    /// Not while a text field takes the keys (they are typed there).
    NotTyping,
    /// With results shown, and not while typing (moving and marking).
    WithResults,
}

const NONE: Modifiers = Modifiers::NONE;
const COMMAND: Modifiers = Modifiers::COMMAND;

/// Every shortcut, in the order the Help window lists them.
pub const SHORTCUTS: &[Shortcut] = &[
    Shortcut {
        keys: "Down / j",
        does: "Next group",
        presses: &[(NONE, Key::ArrowDown), (NONE, Key::J)],
        when: When::WithResults,
        command: |_| Some(Command::MoveRow(1)),
    },
    Shortcut {
        keys: "Up / k",
        does: "Previous group",
        presses: &[(NONE, Key::ArrowUp), (NONE, Key::K)],
        when: When::WithResults,
        command: |_| Some(Command::MoveRow(-1)),
    },
    Shortcut {
        keys: "Right / l",
        does: "Next file in the group",
        presses: &[(NONE, Key::ArrowRight), (NONE, Key::L)],
        when: When::WithResults,
        command: |_| Some(Command::MoveFile(1)),
    },
    Shortcut {
        keys: "Left / h",
        does: "Previous file in the group",
        presses: &[(NONE, Key::ArrowLeft), (NONE, Key::H)],
        when: When::WithResults,
        command: |_| Some(Command::MoveFile(-1)),
    },
    Shortcut {
        keys: "n",
        does: "Next change in the compared texts",
        presses: &[(NONE, Key::N)],
        when: When::WithResults,
        command: |_| Some(Command::NextChange),
    },
    Shortcut {
        keys: "p",
        does: "Previous change in the compared texts",
        presses: &[(NONE, Key::P)],
        when: When::WithResults,
        command: |_| Some(Command::PreviousChange),
    },
    Shortcut {
        keys: "Enter",
        does: "Mark the selected file Keep",
        presses: &[(NONE, Key::Enter)],
        when: When::WithResults,
        command: |_| Some(Command::MarkSelected(Mark::Keep)),
    },
    Shortcut {
        keys: "Delete",
        does: "Mark the selected file Trash",
        presses: &[(NONE, Key::Delete)],
        when: When::WithResults,
        command: |_| Some(Command::MarkSelected(Mark::Trash)),
    },
    Shortcut {
        keys: "Ctrl+Z",
        does: "Undo the last mark",
        presses: &[(COMMAND, Key::Z)],
        when: When::WithResults,
        command: |_| Some(Command::UndoMark),
    },
    Shortcut {
        keys: "Ctrl+F",
        does: "Search paths",
        presses: &[(COMMAND, Key::F)],
        when: When::Always,
        command: |_| Some(Command::FocusSearch),
    },
    Shortcut {
        keys: "Ctrl+O",
        does: "Open a report",
        presses: &[(COMMAND, Key::O)],
        when: When::Always,
        command: |_| Some(Command::PickReport),
    },
    Shortcut {
        keys: "Ctrl+S",
        does: "Save the results as a report",
        presses: &[(COMMAND, Key::S)],
        when: When::Always,
        command: |_| Some(Command::PickSaveAs),
    },
    Shortcut {
        keys: "Ctrl++",
        does: "Make everything larger",
        // `=` is `+` without Shift on most layouts.
        presses: &[(COMMAND, Key::Plus), (COMMAND, Key::Equals)],
        when: When::Always,
        command: |_| Some(Command::Zoom(ZoomChange::In)),
    },
    Shortcut {
        keys: "Ctrl+−",
        does: "Make everything smaller",
        presses: &[(COMMAND, Key::Minus)],
        when: When::Always,
        command: |_| Some(Command::Zoom(ZoomChange::Out)),
    },
    Shortcut {
        keys: "Ctrl+0",
        does: "Normal size",
        presses: &[(COMMAND, Key::Num0)],
        when: When::Always,
        command: |_| Some(Command::Zoom(ZoomChange::Reset)),
    },
    Shortcut {
        keys: "F1",
        does: "Show or hide these shortcuts",
        presses: &[(NONE, Key::F1)],
        when: When::Always,
        command: |_| Some(Command::ToggleHelp),
    },
    Shortcut {
        keys: "?",
        does: "Show or hide these shortcuts",
        // Typed with Shift on most layouts, without on some.
        presses: &[
            (Modifiers::SHIFT, Key::Questionmark),
            (NONE, Key::Questionmark),
        ],
        when: When::NotTyping,
        command: |_| Some(Command::ToggleHelp),
    },
    Shortcut {
        keys: "Esc",
        does: "Close the help, a dialog or a window",
        presses: &[(NONE, Key::Escape)],
        when: When::Always,
        command: close_first_open,
    },
];

/// What Esc closes: the help first, then a dialog, then the windows.
fn close_first_open(app: &Model) -> Option<Command> {
    if app.windows.help {
        Some(Command::ToggleHelp)
    } else if !matches!(app.dialog, Dialog::None) {
        Some(Command::DismissDialog)
    } else if app.windows.settings {
        Some(Command::ToggleSettings)
    } else if app.windows.skipped {
        Some(Command::ToggleSkipped)
    } else if app.windows.cleanups {
        Some(Command::ToggleCleanups)
    } else if app.windows.notices {
        Some(Command::ToggleNotices)
    } else if app.windows.hidden {
        Some(Command::ToggleHidden)
    } else {
        None
    }
}

/// Turns this frame's key presses into commands.
pub fn read(ctx: &egui::Context, app: &Model, commands: &mut Vec<Command>) {
    // Typing in a text field must not move the selection or mark files.
    let typing = ctx.egui_wants_keyboard_input();
    ctx.input_mut(|input| {
        for shortcut in SHORTCUTS {
            let counts = match shortcut.when {
                When::Always => true,
                When::NotTyping => !typing,
                When::WithResults => !typing && app.results.is_some(),
            };
            if !counts {
                continue;
            }
            let pressed = shortcut
                .presses
                .iter()
                .any(|&(modifiers, key)| input.consume_key(modifiers, key));
            if pressed {
                commands.extend((shortcut.command)(app));
            }
        }
    });
}

/// The shortcuts as the README's Markdown table.
pub fn markdown_table() -> String {
    let mut table = String::from("| Keys | Does |\n|---|---|\n");
    for shortcut in SHORTCUTS {
        table.push_str(&format!("| {} | {} |\n", shortcut.keys, shortcut.does));
    }
    table
}

#[cfg(test)]
mod tests {
    use super::{SHORTCUTS, markdown_table};

    /// The README's table of shortcuts is this table: change one, change the other.
    #[test]
    fn the_readme_lists_the_shortcuts_the_app_has() {
        let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
            .expect("README.md");
        assert!(
            readme.contains(&markdown_table()),
            "README.md's table of keyboard shortcuts differs; it should be:\n{}",
            markdown_table()
        );
    }

    #[test]
    fn no_two_shortcuts_share_a_key() {
        let mut seen = Vec::new();
        for shortcut in SHORTCUTS {
            for press in shortcut.presses {
                assert!(!seen.contains(press), "{:?} is bound twice", press);
                seen.push(*press);
            }
        }
    }
}
