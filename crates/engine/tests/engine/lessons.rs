//! The lessons shipped in `www/lessons/`: every task starts on a legal position, its solution
//! meets its goal in exactly its par (the fewest moves, searched here), one wrong try does not
//! meet it, and every text id has a text in every language; each game teaches each of its piece
//! kinds.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use tahta_engine::lessons::{check_task, LessonFile, Status, TaskRun};
use tahta_engine::Variant;

/// The languages the app speaks; each has a text file per game.
const LANGUAGES: [&str; 2] = ["en", "tr"];

fn lessons_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../www/lessons")
}

fn lesson_file(variant: Variant) -> LessonFile {
    let path = lessons_dir().join(format!("{}.json", variant.id()));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    let file: LessonFile = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    assert_eq!(file.format, 1, "{path:?}");
    assert_eq!(file.variant, variant.id(), "{path:?}");
    file
}

fn texts(variant: Variant, language: &str) -> BTreeMap<String, String> {
    let path = lessons_dir().join(format!("{}.{language}.json", variant.id()));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path:?}: {e}"))
}

#[test]
fn every_task_is_legal_its_solution_meets_the_goal_in_par_and_its_wrong_try_does_not() {
    let mut problems = Vec::new();
    for &variant in Variant::ALL {
        for lesson in lesson_file(variant).lessons {
            for (i, task) in lesson.tasks.iter().enumerate() {
                for problem in check_task(variant, task) {
                    problems.push(format!(
                        "{} {} task {}: {problem}",
                        variant.id(),
                        lesson.id,
                        i + 1
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_solved_task_gives_three_stars_and_a_wrong_try_none() {
    for &variant in Variant::ALL {
        let file = lesson_file(variant);
        let task = &file.lessons[0].tasks[0];
        let mut run = TaskRun::new(variant, task.clone()).unwrap();
        for mv in &task.solution {
            run.play(mv).unwrap();
        }
        let view = run.view();
        assert_eq!(
            (view.status, view.stars),
            (Status::Done, 3),
            "{}",
            variant.id()
        );
        assert!(
            view.state.moves.is_empty(),
            "a finished task offers no move"
        );
        let mut wrong = TaskRun::new(variant, task.clone()).unwrap();
        for mv in &task.wrong_try {
            wrong.play(mv).unwrap();
        }
        assert_eq!(wrong.view().stars, 0, "{}", variant.id());
    }
}

#[test]
fn every_text_id_has_a_text_in_every_language_and_every_text_is_used() {
    for &variant in Variant::ALL {
        let mut ids = BTreeSet::new();
        for lesson in lesson_file(variant).lessons {
            ids.insert(lesson.title);
            ids.insert(lesson.intro);
            for task in lesson.tasks {
                ids.insert(task.text);
                ids.insert(task.wrong);
            }
        }
        for language in LANGUAGES {
            let texts = texts(variant, language);
            let missing: Vec<_> = ids.iter().filter(|id| !texts.contains_key(*id)).collect();
            let unused: Vec<_> = texts.keys().filter(|id| !ids.contains(*id)).collect();
            let empty: Vec<_> = texts.iter().filter(|(_, t)| t.trim().is_empty()).collect();
            assert!(
                missing.is_empty() && unused.is_empty() && empty.is_empty(),
                "{} {language}: missing {missing:?}, unused {unused:?}, empty {empty:?}",
                variant.id()
            );
        }
    }
}

#[test]
fn each_game_has_a_lesson_for_each_of_its_piece_kinds() {
    // The ids of the lessons that teach each kind, where the id is not the kind's own name.
    let taught_by = |variant: Variant, kind: &str| -> &'static [&'static str] {
        match (variant.id(), kind) {
            ("sanguo", "banner bearer") => &["banner"],
            ("timur", "war engine") => &["war-engine"],
            ("timur", "prince" | "adventitious king") => &["royals"],
            ("timur", k) if k.starts_with("pawn of") => &["pawns", "pawn-of-pawns"],
            _ => &[],
        }
    };
    for &variant in Variant::ALL {
        let ids: Vec<String> = lesson_file(variant)
            .lessons
            .into_iter()
            .map(|l| l.id)
            .collect();
        for kind in variant.spec().pieces {
            // The pieces of Timur's larger variant, in no start position, have no lesson.
            if ["sea monster", "lion", "bull", "explorer"].contains(&kind.kind)
                && variant.id() == "timur"
            {
                continue;
            }
            let own = ids.iter().any(|id| id == kind.kind);
            let other = taught_by(variant, kind.kind)
                .iter()
                .any(|t| ids.iter().any(|id| id == t));
            assert!(
                own || other,
                "{}: no lesson for the {}",
                variant.id(),
                kind.kind
            );
        }
    }
}

#[test]
fn a_task_refuses_a_goal_that_does_not_fit_its_position() {
    let file = lesson_file(Variant::Jungle);
    let mut task = file.lessons[0].tasks[0].clone();
    task.goal = tahta_engine::lessons::Goal::Capture {
        cells: vec!["a1".to_string()],
    };
    let err = TaskRun::new(Variant::Jungle, task.clone())
        .err()
        .expect("refused");
    assert!(
        err.message.contains("no rival piece to capture on a1"),
        "{err}"
    );
    task.goal = tahta_engine::lessons::Goal::Reach {
        cells: vec!["z9".to_string()],
        piece: None,
    };
    let err = TaskRun::new(Variant::Jungle, task.clone())
        .err()
        .expect("refused");
    assert!(err.message.contains("'z9'"), "{err}");
    task.position = "garbage".to_string();
    assert!(TaskRun::new(Variant::Jungle, task).is_err());
}
