//! Keyboard shortcuts: one table, [`SHORTCUTS`], says for each its keys as shown, what it
//! does and the command it gives; the key bindings, the Help window and the README's table
//! are all made from it (a test checks the README's).
//!
//! With them the whole path needs no mouse: add a folder (typed), scan, step through tabs,
//! groups and files, mark, mark by a keep rule, clean up, confirm and undo. A key counts
//! only when its command has something to do now, so a key with nothing to do here is left
//! to the widgets (an arrow key to a list in a dialog, Enter to the focused button); and
//! keys are taken one at a time, in the order they were pressed ([`next`]).

use egui::{Key, Modifiers};

use crate::app::commands::Jump;
use crate::app::zoom::ZoomChange;
use crate::app::{Command, Dialog, Model};
use crate::engine::actions::rules::Mark;
use crate::i18n::Lang;

/// One shortcut.
pub struct Shortcut {
    /// The keys, as the Help window and the README show them.
    pub keys: &'static str,
    /// What it does, in the Help window's words: the id of its message (`keyboard-…`),
    /// shown by [`Shortcut::does`] in the current language.
    does: &'static str,
    /// The key presses that give it (any one of them).
    presses: &'static [(Modifiers, Key)],
    /// When the keys count.
    when: When,
    /// The command it gives, if any now.
    command: fn(&Model) -> Option<Command>,
}

impl Shortcut {
    /// What it does, in the current language.
    pub fn does(&self) -> String {
        self.does_in(crate::i18n::current())
    }

    /// What it does, in `lang` (the README's table is English).
    fn does_in(&self, lang: Lang) -> String {
        crate::i18n::message(lang, self.does, None).unwrap_or_else(|| self.does.to_string())
    }
}

/// When a shortcut's keys count.
#[derive(Clone, Copy, PartialEq, Eq)]
enum When {
    Always,
    /// Not while a text field takes the keys (they are typed there).
    NotTyping,
    /// Not while typing, nor while a widget has the keyboard focus (Enter presses it).
    NothingFocused,
    /// Never: keys egui itself handles, listed for the Help window.
    Never,
}

const NONE: Modifiers = Modifiers::NONE;
const COMMAND: Modifiers = Modifiers::COMMAND;
const COMMAND_SHIFT: Modifiers = Modifiers {
    shift: true,
    ..Modifiers::COMMAND
};

/// Every shortcut, in the order the Help window lists them.
pub const SHORTCUTS: &[Shortcut] = &[
    Shortcut {
        keys: "Ctrl+L",
        does: "keyboard-add-folder",
        presses: &[(COMMAND, Key::L)],
        when: When::Always,
        command: |_| Some(Command::OpenAddFolder),
    },
    Shortcut {
        keys: "F5",
        does: "keyboard-scan",
        presses: &[(NONE, Key::F5)],
        when: When::Always,
        command: |app| (app.scan().is_none()).then_some(Command::StartScan),
    },
    Shortcut {
        keys: "Ctrl+Tab",
        does: "keyboard-next-tab",
        presses: &[(COMMAND, Key::Tab)],
        when: When::NotTyping,
        command: |app| reviewing(app, Command::MoveTab(1)),
    },
    Shortcut {
        keys: "Ctrl+Shift+Tab",
        does: "keyboard-previous-tab",
        presses: &[(COMMAND_SHIFT, Key::Tab)],
        when: When::NotTyping,
        command: |app| reviewing(app, Command::MoveTab(-1)),
    },
    Shortcut {
        keys: "Down / j",
        does: "keyboard-next-group",
        presses: &[(NONE, Key::ArrowDown), (NONE, Key::J)],
        when: When::NotTyping,
        command: |app| reviewing(app, Command::MoveRow(1)),
    },
    Shortcut {
        keys: "Up / k",
        does: "keyboard-previous-group",
        presses: &[(NONE, Key::ArrowUp), (NONE, Key::K)],
        when: When::NotTyping,
        command: |app| reviewing(app, Command::MoveRow(-1)),
    },
    Shortcut {
        keys: "Home",
        does: "keyboard-first-group",
        presses: &[(NONE, Key::Home)],
        when: When::NotTyping,
        command: |app| reviewing(app, Command::JumpRow(Jump::First)),
    },
    Shortcut {
        keys: "End",
        does: "keyboard-last-group",
        presses: &[(NONE, Key::End)],
        when: When::NotTyping,
        command: |app| reviewing(app, Command::JumpRow(Jump::Last)),
    },
    Shortcut {
        keys: "Page Down",
        does: "keyboard-page-down",
        presses: &[(NONE, Key::PageDown)],
        when: When::NotTyping,
        command: |app| reviewing(app, Command::JumpRow(Jump::PageDown)),
    },
    Shortcut {
        keys: "Page Up",
        does: "keyboard-page-up",
        presses: &[(NONE, Key::PageUp)],
        when: When::NotTyping,
        command: |app| reviewing(app, Command::JumpRow(Jump::PageUp)),
    },
    Shortcut {
        keys: "Right / l",
        does: "keyboard-next-file",
        presses: &[(NONE, Key::ArrowRight), (NONE, Key::L)],
        when: When::NotTyping,
        command: |app| reviewing(app, Command::MoveFile(1)),
    },
    Shortcut {
        keys: "Left / h",
        does: "keyboard-previous-file",
        presses: &[(NONE, Key::ArrowLeft), (NONE, Key::H)],
        when: When::NotTyping,
        command: |app| reviewing(app, Command::MoveFile(-1)),
    },
    Shortcut {
        keys: "n",
        does: "keyboard-next-change",
        presses: &[(NONE, Key::N)],
        when: When::NotTyping,
        command: |app| reviewing(app, Command::NextChange),
    },
    Shortcut {
        keys: "p",
        does: "keyboard-previous-change",
        presses: &[(NONE, Key::P)],
        when: When::NotTyping,
        command: |app| reviewing(app, Command::PreviousChange),
    },
    Shortcut {
        keys: "Enter",
        does: "keyboard-mark-keep",
        presses: &[(NONE, Key::Enter)],
        when: When::NothingFocused,
        command: |app| match app.dialog {
            Dialog::None => reviewing(app, Command::MarkSelected(Mark::Keep)),
            _ => Some(Command::ConfirmDialog),
        },
    },
    Shortcut {
        keys: "Delete",
        does: "keyboard-mark-trash",
        presses: &[(NONE, Key::Delete)],
        when: When::NotTyping,
        command: |app| reviewing(app, Command::MarkSelected(Mark::Trash)),
    },
    Shortcut {
        keys: "r",
        does: "keyboard-rule-group",
        presses: &[(NONE, Key::R)],
        when: When::NotTyping,
        command: |app| reviewing(app, Command::ChooseRule { all_groups: false }),
    },
    Shortcut {
        keys: "Shift+R",
        does: "keyboard-rule-tab",
        presses: &[(Modifiers::SHIFT, Key::R)],
        when: When::NotTyping,
        command: |app| reviewing(app, Command::ChooseRule { all_groups: true }),
    },
    Shortcut {
        keys: "Ctrl+Z",
        does: "keyboard-undo-mark",
        presses: &[(COMMAND, Key::Z)],
        when: When::NotTyping,
        command: |app| reviewing(app, Command::UndoMark),
    },
    Shortcut {
        keys: "Ctrl+Delete",
        does: "keyboard-clean-up",
        presses: &[(COMMAND, Key::Delete)],
        when: When::NotTyping,
        command: |app| {
            let marked = app.results.as_ref()?.marked_for_trash();
            let ready = !marked.is_empty() && !marked.counting;
            reviewing(app, Command::RequestCleanup).filter(|_| ready)
        },
    },
    Shortcut {
        keys: "Ctrl+Shift+Z",
        does: "keyboard-undo-cleanup",
        presses: &[(COMMAND_SHIFT, Key::Z)],
        when: When::NotTyping,
        command: |app| {
            let idle = !app.activity.moving_files();
            (idle && app.undoable_cleanup().is_some()).then_some(Command::UndoCleanup)
        },
    },
    Shortcut {
        keys: "Ctrl+F",
        does: "keyboard-search",
        presses: &[(COMMAND, Key::F)],
        when: When::Always,
        command: |app| app.results.is_some().then_some(Command::FocusSearch),
    },
    Shortcut {
        keys: "Ctrl+O",
        does: "keyboard-open-report",
        presses: &[(COMMAND, Key::O)],
        when: When::Always,
        command: |_| Some(Command::PickReport),
    },
    Shortcut {
        keys: "Ctrl+S",
        does: "keyboard-save-results",
        presses: &[(COMMAND, Key::S)],
        when: When::Always,
        command: |_| Some(Command::PickSaveAs),
    },
    Shortcut {
        keys: "Ctrl++",
        does: "keyboard-zoom-in",
        // `=` is `+` without Shift on most layouts.
        presses: &[(COMMAND, Key::Plus), (COMMAND, Key::Equals)],
        when: When::Always,
        command: |_| Some(Command::Zoom(ZoomChange::In)),
    },
    Shortcut {
        keys: "Ctrl+−",
        does: "keyboard-zoom-out",
        presses: &[(COMMAND, Key::Minus)],
        when: When::Always,
        command: |_| Some(Command::Zoom(ZoomChange::Out)),
    },
    Shortcut {
        keys: "Ctrl+0",
        does: "keyboard-zoom-reset",
        presses: &[(COMMAND, Key::Num0)],
        when: When::Always,
        command: |_| Some(Command::Zoom(ZoomChange::Reset)),
    },
    Shortcut {
        keys: "Tab / Shift+Tab",
        does: "keyboard-focus",
        presses: &[],
        when: When::Never,
        command: |_| None,
    },
    Shortcut {
        keys: "F1",
        does: "keyboard-help",
        presses: &[(NONE, Key::F1)],
        when: When::Always,
        command: |_| Some(Command::ToggleHelp),
    },
    Shortcut {
        keys: "?",
        does: "keyboard-help",
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
        does: "keyboard-close",
        presses: &[(NONE, Key::Escape)],
        when: When::Always,
        command: close_first_open,
    },
];

/// `command` while the results are shown with no dialog over them (moving and marking).
fn reviewing(app: &Model, command: Command) -> Option<Command> {
    (app.results.is_some() && matches!(app.dialog, Dialog::None)).then_some(command)
}

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

/// The command of this frame's next key press that gives one now, taken out of the input;
/// `None` once no press is left that does. Called until `None`, each command carried out
/// before the next is looked for, key presses are taken in the order they were made, each
/// with the state the ones before left: Ctrl+L then a path, or Esc then Delete, typed
/// faster than a frame is drawn, do what they say.
pub fn next(ctx: &egui::Context, app: &Model) -> Option<Command> {
    // Typing in a text field must not move the selection or mark files.
    let typing = ctx.egui_wants_keyboard_input();
    let focused = ctx.memory(|memory| memory.focused().is_some());
    ctx.input_mut(|input| {
        let (index, command) = input.events.iter().enumerate().find_map(|(index, event)| {
            let egui::Event::Key {
                key,
                pressed: true,
                modifiers,
                ..
            } = event
            else {
                return None;
            };
            command_for(app, (*modifiers, *key), typing, focused).map(|command| (index, command))
        })?;
        input.events.remove(index);
        Some(command)
    })
}

/// The command a key pressed with `modifiers` gives now, if any. A press matches a shortcut
/// with fewer modifiers too (Ctrl+Shift+Z is also a Ctrl+Z): the one that names the most
/// of them has it.
fn command_for(
    app: &Model,
    (modifiers, key): (Modifiers, Key),
    typing: bool,
    focused: bool,
) -> Option<Command> {
    let named = |pattern: Modifiers| {
        pattern.shift as u8 + pattern.alt as u8 + (pattern.command || pattern.ctrl) as u8
    };
    SHORTCUTS
        .iter()
        .filter(|shortcut| match shortcut.when {
            When::Always => true,
            When::NotTyping => !typing,
            When::NothingFocused => !typing && !focused,
            When::Never => false,
        })
        .filter_map(|shortcut| {
            let pattern = shortcut
                .presses
                .iter()
                .filter(|&&(pattern, pressed)| {
                    pressed == key && modifiers.matches_logically(pattern)
                })
                .map(|&(pattern, _)| pattern)
                .max_by_key(|&pattern| named(pattern))?;
            Some((named(pattern), shortcut))
        })
        .max_by_key(|&(named, _)| named)
        .and_then(|(_, shortcut)| (shortcut.command)(app))
}

/// The shortcuts as the README's Markdown table, in English.
pub fn markdown_table() -> String {
    let mut table = String::from("| Keys | Does |\n|---|---|\n");
    for shortcut in SHORTCUTS {
        table.push_str(&format!(
            "| {} | {} |\n",
            shortcut.keys,
            shortcut.does_in(Lang::En)
        ));
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

    /// Each shortcut's words are a message English has (the completeness test checks the
    /// other languages have it too).
    #[test]
    fn every_shortcut_says_what_it_does_in_a_message() {
        for shortcut in SHORTCUTS {
            assert!(
                crate::i18n::message(crate::i18n::Lang::En, shortcut.does, None).is_some(),
                "no message {}",
                shortcut.does
            );
        }
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
