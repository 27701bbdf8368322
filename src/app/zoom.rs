//! The size of everything in the window, on top of the desktop's scale factor: the steps
//! Ctrl + and Ctrl − walk (a browser's), and how a saved size is read back. The model
//! owns the chosen size (`Settings::zoom`); the app hands it to egui each frame.

use serde::Deserialize;

/// The sizes offered, smallest first.
pub const STEPS: [f32; 13] = [
    0.5, 0.67, 0.75, 0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0,
];

/// The size at start, and after Ctrl+0.
pub const NORMAL: f32 = 1.0;

/// A change of size the user asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ZoomChange {
    /// The next step up (Ctrl +).
    In,
    /// The next step down (Ctrl −).
    Out,
    /// Back to the normal size (Ctrl 0).
    Reset,
}

/// The size after `change` from `now`: the nearest step beyond it that way, or the last.
pub fn changed(now: f32, change: ZoomChange) -> f32 {
    match change {
        ZoomChange::In => STEPS
            .into_iter()
            .find(|&step| step > now + 0.001)
            .unwrap_or(STEPS[STEPS.len() - 1]),
        ZoomChange::Out => STEPS
            .into_iter()
            .rev()
            .find(|&step| step < now - 0.001)
            .unwrap_or(STEPS[0]),
        ZoomChange::Reset => NORMAL,
    }
}

/// The size as a percentage, for the Settings window: "125 %".
pub fn percent(zoom: f32) -> String {
    format!("{:.0} %", zoom * 100.0)
}

/// A saved size read back: one within the steps' range, else the normal size (a hand-edited
/// or damaged file must not open a window too small or too large to use).
pub fn saved<'de, D: serde::Deserializer<'de>>(saved: D) -> Result<f32, D::Error> {
    Ok(f32::deserialize(saved)
        .ok()
        .filter(|zoom| (STEPS[0]..=STEPS[STEPS.len() - 1]).contains(zoom))
        .unwrap_or(NORMAL))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_steps_are_walked_both_ways_and_stop_at_the_ends() {
        assert_eq!(changed(1.0, ZoomChange::In), 1.1);
        assert_eq!(changed(1.0, ZoomChange::Out), 0.9);
        assert_eq!(changed(3.0, ZoomChange::In), 3.0);
        assert_eq!(changed(0.5, ZoomChange::Out), 0.5);
        assert_eq!(changed(2.0, ZoomChange::Reset), 1.0);
        // A size between steps (the desktop's, or an older build's) goes to the next.
        assert_eq!(changed(1.2, ZoomChange::In), 1.25);
        assert_eq!(changed(1.2, ZoomChange::Out), 1.1);
    }

    #[test]
    fn a_saved_size_out_of_range_reads_as_the_normal_size() {
        let read = |text: &str| {
            let mut de = serde_json::Deserializer::from_str(text);
            saved(&mut de).unwrap()
        };
        assert_eq!(read("1.5"), 1.5);
        assert_eq!(read("40.0"), NORMAL);
        assert_eq!(read("0.01"), NORMAL);
        assert_eq!(read("\"big\""), NORMAL);
    }
}
