//! What the app has to tell the user, kept as a short queue: each notice has a level and the
//! moment it was posted, so two arriving in one frame are both kept (the status bar shows
//! the newest, the Notices window all of them with their age).

use std::collections::VecDeque;
use std::time::{Duration, Instant};

/// How much a notice matters: drawn in the text colour, the warning colour or the error
/// colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    /// Something finished or is under way (saved, checked, restored).
    Info,
    /// Something was not done, or not done whole, and the user may want to act.
    Warning,
    /// Something failed.
    Error,
}

/// One thing said to the user.
#[derive(Debug, Clone, PartialEq)]
pub struct Notice {
    pub level: Level,
    pub text: String,
    pub posted: Instant,
}

impl Notice {
    /// How long ago it was posted.
    pub fn age(&self, now: Instant) -> Duration {
        now.saturating_duration_since(self.posted)
    }
}

/// The notices of this session, newest last; the oldest go once there are [`Notices::KEPT`].
#[derive(Debug, Default)]
pub struct Notices {
    queue: VecDeque<Notice>,
    /// Notices posted before this many were posted are not shown in the status bar any more
    /// (a new scan starts with a clean bar); the Notices window still lists them.
    settled: usize,
    /// Notices posted since the session began, including those dropped from the queue.
    posted: usize,
}

impl Notices {
    /// How many notices are kept for the Notices window.
    pub const KEPT: usize = 50;

    /// Posts a notice now.
    pub fn post(&mut self, level: Level, text: impl Into<String>) {
        self.post_at(level, text, Instant::now());
    }

    /// Posts a notice at `now`. The same words posted again are not repeated: the earlier
    /// one moves to the end with the new time.
    pub fn post_at(&mut self, level: Level, text: impl Into<String>, now: Instant) {
        let text = text.into();
        self.queue.retain(|n| n.text != text);
        self.queue.push_back(Notice {
            level,
            text,
            posted: now,
        });
        while self.queue.len() > Self::KEPT {
            self.queue.pop_front();
        }
        self.posted += 1;
    }

    /// Takes every notice so far off the status bar (they stay in the Notices window): what
    /// the bar says from now on is about what follows.
    pub fn settle(&mut self) {
        self.settled = self.posted;
    }

    /// The notice the status bar shows: the newest, unless it was settled.
    pub fn current(&self) -> Option<&Notice> {
        (self.posted > self.settled)
            .then(|| self.queue.back())
            .flatten()
    }

    /// The notice the status bar shows at `now`: the current one, while it is news (see
    /// [`Notices::on_the_bar_for`]); the Notices window keeps it after.
    pub fn current_at(&self, now: Instant) -> Option<&Notice> {
        self.current().filter(|notice| {
            Self::on_the_bar_for(notice.level).is_none_or(|time| notice.age(now) < time)
        })
    }

    /// How long a notice stays on the status bar: what finished is soon old news, a warning
    /// stays a while longer, an error until the next scan starts.
    pub fn on_the_bar_for(level: Level) -> Option<Duration> {
        match level {
            Level::Info => Some(Duration::from_secs(15)),
            Level::Warning => Some(Duration::from_secs(60)),
            Level::Error => None,
        }
    }

    /// Notices posted since the last [`Notices::settle`], other than the current one: the
    /// status bar says how many, and the Notices window shows them.
    pub fn unseen_earlier(&self) -> usize {
        (self.posted - self.settled)
            .saturating_sub(1)
            .min(self.queue.len().saturating_sub(1))
    }

    /// Every notice kept, newest first.
    pub fn newest_first(&self) -> impl Iterator<Item = &Notice> {
        self.queue.iter().rev()
    }

    pub fn is_empty(&self) -> bool {
        self.queue.is_empty()
    }

    pub fn len(&self) -> usize {
        self.queue.len()
    }
}

/// "just now", "12 s ago", "3 min ago": a notice's age, in words.
pub fn ago(elapsed: Duration) -> String {
    let seconds = elapsed.as_secs();
    match seconds {
        0..=4 => crate::tr!("ago-now"),
        5..=59 => crate::tr!("ago-seconds", count = seconds),
        60..=3599 => crate::tr!("ago-minutes", count = (seconds / 60)),
        _ => crate::tr!("ago-hours", count = (seconds / 3600)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_notice_leaves_the_bar_once_it_is_old_news_and_an_error_stays() {
        let mut notices = Notices::default();
        let start = Instant::now();
        notices.post_at(Level::Info, "Saved.", start);
        assert!(
            notices
                .current_at(start + Duration::from_secs(14))
                .is_some()
        );
        assert!(
            notices
                .current_at(start + Duration::from_secs(16))
                .is_none()
        );
        notices.post_at(Level::Warning, "Left out a folder.", start);
        assert!(
            notices
                .current_at(start + Duration::from_secs(59))
                .is_some()
        );
        assert!(
            notices
                .current_at(start + Duration::from_secs(61))
                .is_none()
        );
        notices.post_at(Level::Error, "The scan failed.", start);
        assert!(
            notices
                .current_at(start + Duration::from_secs(3600))
                .is_some()
        );
        assert_eq!(notices.len(), 3, "the Notices window keeps them all");
    }

    #[test]
    fn two_notices_in_one_frame_are_both_kept_newest_shown() {
        let mut notices = Notices::default();
        let now = Instant::now();
        notices.post_at(Level::Info, "first", now);
        notices.post_at(Level::Warning, "second", now);
        assert_eq!(notices.current().map(|n| n.text.as_str()), Some("second"));
        assert_eq!(notices.unseen_earlier(), 1);
        let texts: Vec<_> = notices.newest_first().map(|n| n.text.as_str()).collect();
        assert_eq!(texts, ["second", "first"]);
    }

    #[test]
    fn settled_notices_leave_the_bar_but_not_the_list() {
        let mut notices = Notices::default();
        notices.post(Level::Info, "before the scan");
        notices.settle();
        assert!(notices.current().is_none());
        assert_eq!(notices.unseen_earlier(), 0);
        assert_eq!(notices.len(), 1);
        notices.post(Level::Error, "the scan could not run");
        assert_eq!(notices.current().map(|n| n.level), Some(Level::Error));
        assert_eq!(notices.unseen_earlier(), 0);
    }

    #[test]
    fn the_queue_keeps_the_newest_and_does_not_repeat_itself() {
        let mut notices = Notices::default();
        for i in 0..Notices::KEPT + 10 {
            notices.post(Level::Info, format!("notice {i}"));
        }
        assert_eq!(notices.len(), Notices::KEPT);
        assert_eq!(
            notices.newest_first().last().map(|n| n.text.clone()),
            Some("notice 10".to_string())
        );
        notices.post(Level::Info, "notice 10");
        assert_eq!(
            notices.len(),
            Notices::KEPT,
            "moved to the end, not repeated"
        );
        assert_eq!(
            notices.current().map(|n| n.text.as_str()),
            Some("notice 10")
        );
    }

    #[test]
    fn a_notice_knows_its_age() {
        let mut notices = Notices::default();
        let then = Instant::now();
        notices.post_at(Level::Info, "saved", then);
        let later = then + Duration::from_secs(90);
        assert_eq!(
            notices.current().map(|n| n.age(later)),
            Some(Duration::from_secs(90))
        );
    }
}
