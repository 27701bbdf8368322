//! What this machine can do, asked once on workers as the app starts, each on a thread of
//! its own: which image formats its tools decode (is `heif-convert` there?), whether ffmpeg
//! runs, which font draws Chinese. Each answer runs child processes or loads fontconfig, so
//! never on the UI thread; it goes to the model as a [`WorkerEvent`], and the Settings
//! window draws it from there.

use crate::app::fonts::chinese_font;
use crate::app::model::WorkerEvent;
use crate::engine::images::format_support;

use super::video_frames::video_tools;

/// The image formats compared, and which are off on this machine and why.
pub fn image_formats(send: &(dyn Fn(WorkerEvent) + Sync)) {
    send(WorkerEvent::ImageFormatsFound(format_support()));
}

/// Whether ffmpeg and ffprobe run; the tools found are kept for the frames the review reads.
pub fn video_tools_found(send: &(dyn Fn(WorkerEvent) + Sync)) {
    let found = video_tools().as_ref().map(|_| ()).map_err(Clone::clone);
    send(WorkerEvent::VideoToolsFound(found));
}

/// The font fontconfig would draw Chinese with.
pub fn chinese_font_found(send: &(dyn Fn(WorkerEvent) + Sync)) {
    send(WorkerEvent::ChineseFontFound(chinese_font()));
}
