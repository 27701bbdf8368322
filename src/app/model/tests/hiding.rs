//! Hiding as not duplicates: a group or a photo's row hidden and the results shown without
//! it, and an entry brought back.

use super::*;

#[test]
fn not_duplicates_asks_to_hide_the_selected_group_and_shows_the_results_without_it() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    reopened(&mut model, folder.path(), 3);
    model.handle(Command::SelectRow(1));
    let effects = model.handle(Command::HideGroup);
    let (given, which, members, list) = effects
        .into_iter()
        .find_map(|effect| match effect {
            Effect::Hide {
                report,
                which,
                members,
                list,
            } => Some((report, which, members, list)),
            _ => None,
        })
        .expect("the group is handed to a worker");
    let row = model.results.as_ref().unwrap().visible()[1];
    let group = model.results.as_ref().unwrap().row(row).group;
    assert_eq!(which, GroupRef::Files(group));
    assert!(members.is_empty(), "the whole group");
    assert_eq!(list, folder.path().join("doppel/ignored.json"));

    // The worker's answer: the results without that group.
    let mut without = (*given).clone();
    without.groups.remove(group);
    let outcome = Ok(HiddenNow {
        entries: Vec::new(),
        listed: Box::new(ListedReport::new(without)),
        notice: None,
    });
    model.on_event(WorkerEvent::HiddenAsNotDuplicates {
        given: Arc::clone(&given),
        outcome,
    });
    assert_eq!(model.results.as_ref().unwrap().visible().len(), 2);

    // An answer about results replaced meanwhile leaves them, and scans again instead.
    let stale = Ok(HiddenNow {
        entries: Vec::new(),
        listed: Box::new(ListedReport::new((*given).clone())),
        notice: None,
    });
    let effects = model.on_event(WorkerEvent::HiddenAsNotDuplicates {
        given,
        outcome: stale,
    });
    assert_eq!(model.results.as_ref().unwrap().visible().len(), 2);
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Scan { refresh: true, .. }))
    );
}

#[test]
fn bringing_an_entry_back_takes_it_off_the_list_and_scans_again() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    reopened(&mut model, folder.path(), 1);
    let effects = model.handle(Command::ToggleHidden);
    assert!(model.windows.hidden);
    assert!(effects.iter().any(|e| matches!(e, Effect::ReadIgnored(_))));
    let effects = model.handle(Command::BringBack(EntryId(4)));
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::BringBack { id: EntryId(4), .. }))
    );
    let effects = model.on_event(WorkerEvent::IgnoreListRead {
        entries: Ok(Vec::new()),
        brought_back: true,
    });
    assert_eq!(model.ignored, Some(Vec::new()));
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Scan { refresh: true, .. }))
    );
}

/// A RAW and its JPEG are one row of their group: the arrow keys step over the second,
/// and "Not a duplicate" on the row hides both.
#[test]
fn a_raw_and_its_jpeg_are_walked_and_hidden_as_one_row() {
    let folder = tempfile::tempdir().unwrap();
    let root = folder.path();
    let record = |name: &str, with: &[&str]| FileRecord {
        path: root.join(name),
        size: 4096,
        modified: UNIX_EPOCH,
        aliases: Vec::new(),
        companions: with
            .iter()
            .map(|other| crate::report::Companion {
                path: root.join(other),
                size: 10,
                modified: UNIX_EPOCH,
            })
            .collect(),
    };
    let info = |format: &str| crate::report::ImageInfo {
        width: 10,
        height: 10,
        format: format.to_string(),
        taken: None,
        camera: None,
    };
    let mut shown = report(root, 0);
    shown.groups = vec![Group::Image(crate::report::ImageGroup {
        files: vec![
            record("Camera/IMG_1.NEF", &["Camera/IMG_1.JPG"]),
            record("Backup/IMG_1.jpg", &[]),
            record("Camera/IMG_1.JPG", &["Camera/IMG_1.NEF"]),
        ],
        reference: 1,
        distances: vec![0, 0, 0],
        images: vec![info("nef"), info("jpeg"), info("jpeg")],
    })];
    let mut model = model(root, root);
    let loaded = LoadedResults {
        results: Results::new(shown),
        origin: Origin {
            made: UNIX_EPOCH,
            report_file: None,
        },
        problem: None,
    };
    model.on_event(WorkerEvent::SessionRead(Ok(Some(Box::new(loaded)))));
    model.handle(Command::SelectRow(0));
    model.handle(Command::MoveFile(1));
    assert_eq!(model.selection.file, 1, "the backup copy");
    model.handle(Command::MoveFile(1));
    assert_eq!(model.selection.file, 1, "the JPEG is in the RAW's row");
    model.handle(Command::MoveFile(-1));
    assert_eq!(model.selection.file, 0);

    let effects = model.handle(Command::HideFile(0));
    let members = effects
        .into_iter()
        .find_map(|effect| match effect {
            Effect::Hide { members, .. } => Some(members),
            _ => None,
        })
        .expect("the row is handed to a worker");
    assert_eq!(members, [0, 2], "the RAW and its JPEG");
}
