//! What the review loads: requests follow the selection, and what is shown is kept.

use super::*;

#[test]
fn the_review_cache_follows_the_selection_and_keeps_what_is_shown() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    let groups = 300;
    model.show_report(Arc::new(report(folder.path(), groups)));
    let preview_of = |model: &mut Model| -> PathBuf {
        let effects = model.tick(Instant::now());
        let jobs = reviews(&effects);
        assert_eq!(jobs.len(), 1, "one request a frame");
        let ReviewJob::Preview(path) = jobs[0] else {
            panic!("a preview");
        };
        assert_eq!(Some(path), model.selected_file_path().as_ref());
        path.clone()
    };
    let binary = || Preview::Binary {
        description: "data".to_string(),
    };

    // The first row's preview is asked for once, and kept.
    let first = preview_of(&mut model);
    assert!(
        reviews(&model.tick(Instant::now())).is_empty(),
        "asked once"
    );
    model.on_event(WorkerEvent::PreviewReady {
        path: first.clone(),
        preview: binary(),
    });

    // Moving on before the second arrives: it was superseded, and is asked again on return.
    model.handle(Command::SelectRow(1));
    let second = preview_of(&mut model);
    model.handle(Command::SelectRow(2));
    preview_of(&mut model);
    assert!(!model.review.previews.contains(&second));
    model.handle(Command::SelectRow(1));
    assert_eq!(preview_of(&mut model), second);

    // Through every row: the cache keeps at most its capacity, the oldest going first,
    // never the one on screen.
    for row in 0..groups {
        model.handle(Command::SelectRow(row));
        for job in reviews(&model.tick(Instant::now())) {
            if let ReviewJob::Preview(path) = job {
                model.on_event(WorkerEvent::PreviewReady {
                    path: path.clone(),
                    preview: binary(),
                });
            }
        }
    }
    let shown = model.selected_file_path().unwrap();
    assert!(model.review.previews.ready(&shown).is_some());
    assert!(model.review.previews.len() <= 256);
    assert!(!model.review.previews.contains(&first), "the oldest went");

    // New results clear it.
    model.show_report(Arc::new(report(folder.path(), 1)));
    assert!(model.review.previews.is_empty());
}
