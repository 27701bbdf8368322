//! The terminal progress bar on stderr, fed by the engine's progress snapshots, in the
//! user's language: its words, counts and sizes, and the times as a clock (`1:05`), which
//! reads the same in every language.

use std::fmt::Write;
use std::io::IsTerminal;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};

use crate::engine::{Phase, Progress};
use crate::i18n::{Size, words};
use crate::report::clock;
use crate::tr;

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
            Phase::Walking => self.bar.set_message(tr!(
                "progress-walking",
                files = progress.files_done,
                size = Size(progress.bytes_done)
            )),
            Phase::Comparing => self.bar.set_message(tr!(
                "progress-comparing-documents",
                count = progress.files_total
            )),
            Phase::Folders => self.bar.set_message(tr!(
                "progress-comparing-folders",
                count = progress.files_total
            )),
            _ => {
                self.bar.set_length(progress.bytes_total);
                self.bar.set_position(progress.bytes_done);
                self.bar.set_message(tr!(
                    "progress-files",
                    phase = words::phase(progress.phase),
                    done = progress.files_done,
                    total = progress.files_total
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
            "{spinner} {msg} ({elapsed_clock})"
        }
        Phase::Prehashing
        | Phase::Hashing
        | Phase::Reading
        | Phase::Images
        | Phase::Videos
        | Phase::Music => "{spinner} {msg} [{wide_bar}] {read}",
    };
    ProgressStyle::with_template(template)
        .unwrap_or_else(|_| ProgressStyle::default_spinner())
        .with_key(
            "elapsed_clock",
            |state: &ProgressState, out: &mut dyn Write| {
                let _ = out.write_str(&clock(state.elapsed().as_secs_f64()));
            },
        )
        .with_key("read", |state: &ProgressState, out: &mut dyn Write| {
            let read = tr!(
                "progress-bytes",
                done = Size(state.pos()),
                total = Size(state.len().unwrap_or(0)),
                left = clock(state.eta().as_secs_f64())
            );
            let _ = out.write_str(&read);
        })
        .progress_chars("=> ")
}
