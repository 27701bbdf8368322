//! The terminal progress bar on stderr, fed by the engine's progress snapshots.

use std::io::IsTerminal;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::engine::{Phase, Progress};
use crate::format::{human_bytes, thousands};

/// A progress bar that is drawn only when stderr is a terminal.
pub struct ScanProgressBar {
    bar: ProgressBar,
    phase: Option<Phase>,
}

impl ScanProgressBar {
    /// A visible bar if `enabled` and stderr is a terminal, otherwise one that draws nothing.
    pub fn new(enabled: bool) -> Self {
        let target = if enabled && std::io::stderr().is_terminal() {
            ProgressDrawTarget::stderr_with_hz(10)
        } else {
            ProgressDrawTarget::hidden()
        };
        let bar = ProgressBar::with_draw_target(None, target);
        bar.set_style(style_for(Phase::Walking));
        bar.enable_steady_tick(Duration::from_millis(120));
        ScanProgressBar { bar, phase: None }
    }

    pub fn update(&mut self, progress: Progress) {
        if self.phase != Some(progress.phase) {
            self.phase = Some(progress.phase);
            self.bar.reset();
            self.bar.set_style(style_for(progress.phase));
        }
        match progress.phase {
            Phase::Walking => self.bar.set_message(format!(
                "walking: {} files, {}",
                thousands(progress.files_done),
                human_bytes(progress.bytes_done)
            )),
            Phase::Comparing => self.bar.set_message(format!(
                "comparing {} documents",
                thousands(progress.files_total)
            )),
            Phase::Folders => self.bar.set_message(format!(
                "comparing {} folders",
                thousands(progress.files_total)
            )),
            _ => {
                self.bar.set_length(progress.bytes_total);
                self.bar.set_position(progress.bytes_done);
                self.bar.set_message(format!(
                    "{}: {}/{} files",
                    progress.phase.label(),
                    thousands(progress.files_done),
                    thousands(progress.files_total)
                ));
            }
        }
    }

    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

fn style_for(phase: Phase) -> ProgressStyle {
    let template = match phase {
        Phase::Walking | Phase::Comparing | Phase::Folders | Phase::Done => {
            "{spinner} {msg} ({elapsed})"
        }
        Phase::Prehashing | Phase::Hashing | Phase::Reading | Phase::Images | Phase::Videos => {
            "{spinner} {msg} [{wide_bar}] {bytes}/{total_bytes}, ETA {eta}"
        }
    };
    ProgressStyle::with_template(template)
        .unwrap_or_else(|_| ProgressStyle::default_spinner())
        .progress_chars("=> ")
}
