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

/// Whether the system has a file chooser rfd can open: zenity on the `PATH`, or a desktop
/// portal on the session bus whose backend offers a file chooser (its `.portal` file names
/// the interface). Without either, rfd's pickers return at once with nothing chosen, so the
/// app shows its own chooser instead.
pub fn system_chooser_found(send: &(dyn Fn(WorkerEvent) + Sync)) {
    send(WorkerEvent::SystemChooserFound(
        zenity_on_path() || portal_file_chooser(),
    ));
}

fn zenity_on_path() -> bool {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path).any(|folder| folder.join("zenity").is_file())
}

fn portal_file_chooser() -> bool {
    if std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_none() {
        return false;
    }
    let data = std::env::var("XDG_DATA_DIRS")
        .unwrap_or_else(|_| "/usr/local/share:/usr/share".to_string());
    let folders: Vec<std::path::PathBuf> = std::env::split_paths(&data).collect();
    let portal_service = folders.iter().any(|folder| {
        let service = "dbus-1/services/org.freedesktop.portal.Desktop.service";
        folder.join(service).is_file()
    });
    let backend = folders.iter().any(|folder| {
        let Ok(portals) = std::fs::read_dir(folder.join("xdg-desktop-portal/portals")) else {
            return false;
        };
        portals.flatten().any(|portal| {
            std::fs::read_to_string(portal.path())
                .is_ok_and(|text| text.contains("org.freedesktop.impl.portal.FileChooser"))
        })
    });
    portal_service && backend
}
