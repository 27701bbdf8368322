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

/// What a screen reader is told of a widget beyond what egui says of it (AccessKit nodes):
/// one item of a list that is or is not selected, a button that is a toggle, a spinner
/// that says what is under way.
pub mod access {
    use egui::accesskit::Role;

    /// Makes `response` one selectable item of a list named `name`: a screen reader reads
    /// the name and whether it is selected, and can select it (click).
    pub fn list_item(response: &egui::Response, name: &str, selected: bool) {
        response.ctx.accesskit_node_builder(response.id, |node| {
            node.set_role(Role::ListBoxOption);
            node.clear_toggled();
            node.set_label(name);
            node.set_selected(selected);
        });
    }

    /// Makes `response` a toggle button named `name`, pressed when `pressed` (a screen
    /// reader says "pressed" or "not pressed"); `description` tells what it applies to.
    pub fn toggle(response: &egui::Response, name: &str, pressed: bool, description: &str) {
        response.widget_info(|| {
            egui::WidgetInfo::selected(Role::Button, response.enabled(), pressed, name)
        });
        response.ctx.accesskit_node_builder(response.id, |node| {
            node.set_description(description);
        });
    }

    /// Leaves the widgets of `ui`'s child `id` out of what a screen reader reads: what they
    /// say is in the name of the item they are drawn in.
    pub fn hide(ctx: &egui::Context, id: egui::Id) {
        ctx.accesskit_node_builder(id, |node| node.set_hidden());
    }
}

/// A ring around the widget that has the keyboard focus, so it is seen wherever Tab took it:
/// egui draws a focused button only as if pressed, and a row of a list not at all.
pub fn focus_ring(ctx: &egui::Context) {
    let Some(id) = ctx.memory(|memory| memory.focused()) else {
        return;
    };
    let Some(response) = ctx.read_response(id) else {
        return;
    };
    // Only what is visible of it (a row half scrolled out).
    let rect = response.interact_rect;
    if !rect.is_positive() {
        return;
    }
    let layer = egui::LayerId::new(egui::Order::Tooltip, egui::Id::unique("doppel focus ring"));
    let color = ctx.global_style().visuals.selection.stroke.color;
    ctx.layer_painter(layer).rect_stroke(
        rect,
        3.0,
        egui::Stroke::new(2.0, color),
        egui::StrokeKind::Outside,
    );
}

/// A spinner that a screen reader announces as a busy progress indicator named `name`
/// ("Scanning", "Putting files back").
pub fn named_spinner(ui: &mut egui::Ui, name: &str) -> egui::Response {
    let spinner = ui.spinner();
    spinner.widget_info(|| {
        egui::WidgetInfo::labeled(egui::accesskit::Role::ProgressIndicator, true, name)
    });
    spinner
}

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
