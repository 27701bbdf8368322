//! What the model has to say: notices arriving together are all kept.

use super::*;

#[test]
fn notices_arriving_in_one_frame_are_all_kept() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    // A scan resumed after a crash, cancelled, whose report has a notice of its own: three
    // things to say at once.
    model.on_event(WorkerEvent::SessionScanRead(Ok(Some(
        crate::app::session::UnderWay {
            folders: vec![folder.path().to_path_buf()],
            references: Vec::new(),
            resumes: 0,
        },
    ))));
    assert!(model.scan().is_some_and(|scan| scan.resumed()));
    let mut report = report(folder.path(), 1);
    report.cancelled = true;
    report.notices.push(crate::report::Notice::Cache {
        words: "The fingerprint cache was damaged and has been rebuilt.".to_string(),
    });
    model.on_event(WorkerEvent::ScanFinished(Ok(Arc::new(report))));
    model.on_event(WorkerEvent::ResultsSaved {
        path: folder.path().join("nowhere/report.json"),
        result: Err("No such file or directory".to_string()),
    });
    let said: Vec<_> = model
        .notices
        .newest_first()
        .map(|n| (n.level, n.text.split(':').next().unwrap_or("").to_string()))
        .collect();
    assert_eq!(said.len(), 4, "{said:?}");
    assert_eq!(said[0].0, Level::Error);
    assert_eq!(model.notices.unseen_earlier(), 3);
    // The next scan starts with a clean status bar; the list keeps them.
    model.handle(Command::StartScan);
    assert!(model.notices.current().is_none());
    assert_eq!(model.notices.len(), 4);
}
