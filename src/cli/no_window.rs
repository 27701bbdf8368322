//! Why `doppel` (with no command) could not open its window, in plain words: what went
//! wrong and what to do. eframe says it in winit's and glutin's terms, with the source file
//! of a dependency in it ("winit EventLoopError: os error at ~/.cargo/registry/…"); here it
//! becomes a [`NoWindow`], which [`words`] puts in the user's language.

use crate::tr;

/// Why the window did not open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NoWindow {
    /// No display is named in the environment (no `WAYLAND_DISPLAY`, `WAYLAND_SOCKET` nor
    /// `DISPLAY`): a console, an ssh session without forwarding, a service.
    NoDisplay,
    /// A display is named but the window could not be opened on it.
    DisplayRefused {
        /// The display, as the environment names it (`:0`, `wayland-0`).
        display: String,
        /// What the windowing system said, without the dependency's source location.
        problem: String,
    },
    /// The window system answered, but drawing could not start (OpenGL).
    Graphics(String),
    /// Anything else, in eframe's words.
    Other(String),
}

impl NoWindow {
    /// Why `error` kept the window from opening, `display` being the display the
    /// environment names ([`display_named`]).
    pub fn of(error: &eframe::Error, display: Option<String>) -> NoWindow {
        match error {
            eframe::Error::Winit(_) | eframe::Error::WinitEventLoop(_) => match display {
                None => NoWindow::NoDisplay,
                Some(display) => NoWindow::DisplayRefused {
                    display,
                    problem: windowing_words(&error.to_string()).to_string(),
                },
            },
            eframe::Error::Glutin(_)
            | eframe::Error::NoGlutinConfigs(..)
            | eframe::Error::OpenGL(_) => NoWindow::Graphics(error.to_string()),
            eframe::Error::AppCreation(_) => NoWindow::Other(error.to_string()),
        }
    }
}

/// The display the window would open on, as winit chooses it: Wayland's first, then X11's;
/// an empty variable counts as unset.
pub fn display_named() -> Option<String> {
    ["WAYLAND_DISPLAY", "WAYLAND_SOCKET", "DISPLAY"]
        .into_iter()
        .find_map(|name| std::env::var(name).ok().filter(|value| !value.is_empty()))
}

/// What winit said, without eframe's heading ("winit EventLoopError: ") and winit's
/// source location ("os error at /…/winit-0.30.13/src/…/mod.rs:765: ").
fn windowing_words(text: &str) -> &str {
    let text = ["winit EventLoopError: ", "winit error: "]
        .into_iter()
        .find_map(|heading| text.strip_prefix(heading))
        .unwrap_or(text);
    match text.strip_prefix("os error at ") {
        Some(located) => located.split_once(": ").map_or(located, |(_, said)| said),
        None => text,
    }
}

/// Why the window did not open, and what to do, in the current language.
pub fn words(why: &NoWindow) -> String {
    match why {
        NoWindow::NoDisplay => tr!("cli-no-display"),
        NoWindow::DisplayRefused { display, problem } => tr!(
            "cli-display-refused",
            display = display.as_str(),
            problem = problem.as_str()
        ),
        NoWindow::Graphics(problem) => tr!("cli-no-graphics", problem = problem.as_str()),
        NoWindow::Other(error) => tr!("cli-no-window", error = error.as_str()),
    }
}

#[cfg(test)]
mod tests {
    use super::windowing_words;

    #[test]
    fn winits_source_location_is_left_out() {
        assert_eq!(
            windowing_words(
                "winit EventLoopError: os error at /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/\
                 winit-0.30.13/src/platform_impl/linux/mod.rs:765: failed to open the X display"
            ),
            "failed to open the X display"
        );
        assert_eq!(
            windowing_words("winit error: the requested operation is not supported by Winit"),
            "the requested operation is not supported by Winit"
        );
        assert_eq!(windowing_words("something else"), "something else");
    }
}
