//! One module per part of the window. Each draws from the app's state and pushes
//! [`Command`](super::Command)s; none changes state itself or touches the disk.

pub mod dialogs;
pub mod diff_view;
pub mod empty;
pub mod folder_list;
pub mod folder_review;
pub mod folders;
pub mod hidden;
pub mod image_review;
pub mod keep_rules;
pub mod keyboard;
pub mod only_here;
pub mod results_list;
pub mod review;
pub mod settings_window;
pub mod status;
pub mod toolbar;
pub mod video_review;
pub mod windows;

/// Colours shared by the panels for the Keep and Trash states.
pub mod colors {
    use egui::Color32;

    pub const KEEP: Color32 = Color32::from_rgb(46, 160, 67);
    pub const TRASH: Color32 = Color32::from_rgb(218, 54, 51);

    /// Background for changed words in a diff, readable in light and dark themes.
    pub fn changed_background(dark: bool) -> Color32 {
        if dark {
            Color32::from_rgb(110, 60, 20)
        } else {
            Color32::from_rgb(255, 221, 160)
        }
    }
}
