//! One module per part of the window. Each draws from the app's state and pushes
//! [`Command`](super::Command)s; none changes state itself or touches the disk.

pub mod chooser;
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
pub mod language;
pub mod music_review;
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

/// Colours shared by the panels for the Keep and Trash states, and the high-contrast look.
pub mod colors {
    use egui::{Color32, Stroke, Visuals};

    /// Blue and vermilion, a pair told apart with any common colour blindness (red and
    /// green are not), each with white text on it at a contrast over 4.5:1. The states
    /// never rest on colour alone: the chosen button says so in words and a tick, and a
    /// file to trash is struck through.
    pub const KEEP: Color32 = Color32::from_rgb(0, 90, 181);
    pub const TRASH: Color32 = Color32::from_rgb(220, 50, 32);

    /// `color` as text on the theme's background: lightened on a dark one, darkened a
    /// little on a light one, so it reads at 4.5:1 or more.
    pub fn as_text(color: Color32, visuals: &Visuals) -> Color32 {
        if visuals.dark_mode {
            color.lerp_to_gamma(Color32::WHITE, 0.45)
        } else {
            color.lerp_to_gamma(Color32::BLACK, 0.15)
        }
    }

    /// Background for changed words in a diff, readable in light and dark themes.
    pub fn changed_background(dark: bool) -> Color32 {
        if dark {
            Color32::from_rgb(110, 60, 20)
        } else {
            Color32::from_rgb(255, 221, 160)
        }
    }

    /// `visuals` in high contrast: text white on black (black on white), every control
    /// and window outlined in the text's colour, the selection outlined in yellow (blue on
    /// white), links and warnings in bright colours.
    pub fn high_contrast(mut visuals: Visuals) -> Visuals {
        let dark = visuals.dark_mode;
        let (text, background) = if dark {
            (Color32::WHITE, Color32::BLACK)
        } else {
            (Color32::BLACK, Color32::WHITE)
        };
        visuals.override_text_color = Some(text);
        visuals.panel_fill = background;
        visuals.window_fill = background;
        visuals.extreme_bg_color = background;
        visuals.faint_bg_color = if dark {
            Color32::from_gray(40)
        } else {
            Color32::from_gray(225)
        };
        visuals.window_stroke = Stroke::new(2.0, text);
        let widgets = &mut visuals.widgets;
        widgets.noninteractive.fg_stroke = Stroke::new(1.0, text);
        widgets.noninteractive.bg_stroke = Stroke::new(1.0, text);
        for (state, width) in [
            (&mut widgets.inactive, 1.5),
            (&mut widgets.hovered, 2.5),
            (&mut widgets.active, 2.5),
            (&mut widgets.open, 2.0),
        ] {
            state.fg_stroke = Stroke::new(width, text);
            state.bg_stroke = Stroke::new(width, text);
            state.bg_fill = background;
            state.weak_bg_fill = background;
        }
        let (selected, outline) = if dark {
            (Color32::from_rgb(0, 70, 150), Color32::YELLOW)
        } else {
            (
                Color32::from_rgb(190, 220, 255),
                Color32::from_rgb(0, 40, 160),
            )
        };
        visuals.selection.bg_fill = selected;
        visuals.selection.stroke = Stroke::new(2.5, outline);
        visuals.hyperlink_color = if dark {
            Color32::from_rgb(130, 200, 255)
        } else {
            Color32::from_rgb(0, 50, 170)
        };
        visuals.warn_fg_color = if dark {
            Color32::from_rgb(255, 210, 0)
        } else {
            Color32::from_rgb(140, 80, 0)
        };
        visuals.error_fg_color = if dark {
            Color32::from_rgb(255, 120, 100)
        } else {
            Color32::from_rgb(180, 0, 0)
        };
        visuals
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        /// WCAG's contrast ratio of two colours.
        fn contrast(a: Color32, b: Color32) -> f32 {
            let luminance = |c: Color32| {
                let channel = |v: u8| {
                    let v = f32::from(v) / 255.0;
                    if v <= 0.03928 {
                        v / 12.92
                    } else {
                        ((v + 0.055) / 1.055).powf(2.4)
                    }
                };
                0.2126 * channel(c.r()) + 0.7152 * channel(c.g()) + 0.0722 * channel(c.b())
            };
            let (x, y) = (luminance(a) + 0.05, luminance(b) + 0.05);
            x.max(y) / x.min(y)
        }

        #[test]
        fn keep_and_trash_read_in_white_and_as_text_on_either_theme() {
            for color in [KEEP, TRASH] {
                assert!(
                    contrast(color, Color32::WHITE) >= 4.5,
                    "{color:?} under white"
                );
                for visuals in [Visuals::dark(), Visuals::light()] {
                    let text = as_text(color, &visuals);
                    let ratio = contrast(text, visuals.panel_fill);
                    assert!(ratio >= 4.5, "{color:?} as text: {ratio}");
                }
            }
        }

        #[test]
        fn high_contrast_text_is_at_the_extreme() {
            for visuals in [Visuals::dark(), Visuals::light()] {
                let high = high_contrast(visuals);
                let text = high.override_text_color.unwrap();
                assert!(contrast(text, high.panel_fill) >= 20.0);
            }
        }
    }
}
