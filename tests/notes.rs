//! The host's private notes on seats (issue 23 item 7): kept with the game through undo,
//! fixes, deletions and the game log, never in `GameState` (what a players' screen would be
//! drawn from), printed in the protocol only as data the protocol screen may show.

mod common;

use common::Table;
use mafia_host::engine::protocol::Protocol;
use mafia_host::engine::*;

const EXAMPLE: &str = include_str!("../docs/examples/sport-red-win.json");

/// A Sport game in day 1: seat 1 nominated 9 in its speech, seat 2 speaking.
fn day_one() -> Table {
    let mut t = Table::sport();
    t.through_first_night();
    t.next(); // the morning
    t.act(HostAction::Nominate { by: 1, target: 9 });
    t.next(); // seat 1's speech ends
    t
}

fn notes(g: &Game) -> Vec<(Seat, &str)> {
    g.notes().iter().map(|(&s, t)| (s, t.as_str())).collect()
}

#[test]
fn a_note_is_set_replaced_and_cleared() {
    let mut t = day_one();
    let actions = t.game.actions().to_vec();
    let state = t.state().clone();
    t.game.set_note(5, "claimed Sheriff day 2").unwrap();
    t.game.set_note(3, "  нервничает  ").unwrap();
    assert_eq!(
        notes(&t.game),
        [(3, "нервничает"), (5, "claimed Sheriff day 2")]
    );
    assert_eq!(t.game.note(5), Some("claimed Sheriff day 2"));
    // A note is not an action and changes nothing the rules see.
    assert_eq!(t.game.actions(), actions.as_slice());
    assert_eq!(t.state(), &state);
    t.game.set_note(5, "checked 9: black").unwrap();
    assert_eq!(t.game.note(5), Some("checked 9: black"));
    // An empty text (or only spaces and line breaks) removes the note.
    t.game.set_note(5, " \n\t ").unwrap();
    assert_eq!(t.game.note(5), None);
    t.game.set_note(3, "").unwrap();
    assert!(t.game.notes().is_empty());
}

#[test]
fn a_seat_not_at_the_table_is_refused() {
    let mut t = day_one();
    t.game.set_note(2, "keep").unwrap();
    for seat in [0, 11, 30, 255] {
        assert_eq!(
            t.game.set_note(seat, "x"),
            Err(NoteError::NotAtTable { seat })
        );
    }
    assert_eq!(notes(&t.game), [(2, "keep")]);
    assert_eq!(
        NoteError::NotAtTable { seat: 11 }.to_string(),
        "there is no seat 11 at this table"
    );
}

#[test]
fn notes_survive_undo_fix_and_delete() {
    let mut t = day_one();
    t.game.set_note(9, "nominated by 1").unwrap();
    t.game.set_note(4, "quiet").unwrap();
    let want = t.game.notes().clone();

    t.act(HostAction::Nominate { by: 2, target: 3 });
    assert!(t.game.undo().is_some());
    assert_eq!(t.game.notes(), &want, "undo");

    // Fix seat 1's nomination: it named 8, not 9.
    let i = t
        .game
        .actions()
        .iter()
        .position(|a| *a == HostAction::Nominate { by: 1, target: 9 })
        .unwrap();
    t.game
        .correct(i, HostAction::Nominate { by: 1, target: 8 })
        .unwrap();
    assert_eq!(t.game.notes(), &want, "correct");

    t.game.remove_entry(i).unwrap();
    assert_eq!(t.game.notes(), &want, "remove_entry");
    assert!(t.state().day.ballot.is_empty());

    // A fix that is refused leaves the notes as they were too.
    t.act(HostAction::Nominate { by: 2, target: 3 });
    let last = t.game.actions().len() - 1;
    assert!(t
        .game
        .correct(last, HostAction::Nominate { by: 1, target: 3 })
        .is_err());
    assert_eq!(t.game.notes(), &want, "a refused fix");
}

#[test]
fn notes_go_through_the_game_log_and_the_save() {
    let mut t = day_one();
    t.game.set_note(7, "Дон? смотрел на 3").unwrap();
    t.game.set_note(1, "claimed Sheriff day 2").unwrap();
    let log = GameLog::of(&t.game);
    let json = log.to_json();
    assert!(json.contains("\"notes\""), "{json}");
    let back = GameLog::from_json(&json).unwrap();
    assert_eq!(back, log);
    // In seat order, as objects with `seat` and `text`.
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(
        v["notes"],
        serde_json::json!([
            {"seat": 1, "text": "claimed Sheriff day 2"},
            {"seat": 7, "text": "Дон? смотрел на 3"}
        ])
    );
    let game = open_log(&back).unwrap();
    assert_eq!(game.notes(), t.game.notes());
    assert_eq!(game.state(), t.state());
    // The autosave's envelope carries them too.
    let (_, reopened) = open_text(&Save::of(&t.game, 1, 2, "tab").to_json()).unwrap();
    assert_eq!(reopened.notes(), t.game.notes());
}

#[test]
fn a_log_without_notes_reads_and_writes_as_before() {
    let log = GameLog::from_json(EXAMPLE).unwrap();
    assert_eq!(log.notes, None);
    let game = open_log(&log).unwrap();
    assert!(game.notes().is_empty());
    // Written back, a game without notes has no `notes` field at all.
    let json = GameLog::of(&game).to_json();
    assert!(!json.contains("notes"), "{json}");
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let keys: Vec<&String> = v.as_object().unwrap().keys().collect();
    assert_eq!(keys, ["actions", "format", "setup", "version"]);
    assert_eq!(
        GameLog::of(&game).version,
        mafia_host::engine::log::LOG_VERSION
    );
    // An empty list reads as no notes.
    let mut v: serde_json::Value = serde_json::from_str(EXAMPLE).unwrap();
    v["notes"] = serde_json::json!([]);
    assert!(open_log(&GameLog::from_json(&v.to_string()).unwrap())
        .unwrap()
        .notes()
        .is_empty());
}

#[test]
fn notes_do_not_change_what_replay_gives() {
    let mut v: serde_json::Value = serde_json::from_str(EXAMPLE).unwrap();
    v["notes"] = serde_json::json!([{"seat": 5, "text": "Sheriff, checked 7"}]);
    let dir = std::env::temp_dir().join(format!("mafia-notes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (plain, noted) = (dir.join("plain.json"), dir.join("noted.json"));
    std::fs::write(&plain, EXAMPLE).unwrap();
    std::fs::write(&noted, v.to_string()).unwrap();
    let run = |p: &std::path::Path| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_replay"))
            .arg(p)
            .output()
            .unwrap();
        (out.status.code(), String::from_utf8(out.stdout).unwrap())
    };
    let (a, b) = (run(&plain), run(&noted));
    assert_eq!(a.0, Some(0));
    assert_eq!(a, b);
    assert!(!b.1.contains("Sheriff, checked 7"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_note_never_appears_in_the_game_state() {
    let mut t = day_one();
    let secret = "SECRET-claimed-Sheriff-day-2";
    let before = serde_json::to_string(t.state()).unwrap();
    t.game.set_note(5, secret).unwrap();
    let after = serde_json::to_string(t.state()).unwrap();
    assert_eq!(before, after);
    assert!(!after.contains(secret));
    // Nor in what the screen's next step is drawn from, nor in any event.
    let next = format!("{:?}", t.state().next_step());
    assert!(!next.contains(secret));
    for e in t.game.events() {
        assert!(!serde_json::to_string(e).unwrap().contains(secret));
    }
    // Through a replay from the log as well.
    let game = open_log(&GameLog::of(&t.game)).unwrap();
    assert!(!serde_json::to_string(game.state())
        .unwrap()
        .contains(secret));
    assert_eq!(game.note(5), Some(secret));
}

#[test]
fn a_hostile_note_is_kept_harmless() {
    let mut t = day_one();
    let long = "Я".repeat(NOTE_MAX * 50);
    t.game.set_note(1, &long).unwrap();
    assert_eq!(t.game.note(1).unwrap().chars().count(), NOTE_MAX);
    // Control characters and bidi isolates become spaces, runs of them one.
    t.game
        .set_note(2, "a\u{0}b\r\n\tc\u{2069}\u{2066}d\u{7}\u{1b}[31m")
        .unwrap();
    assert_eq!(t.game.note(2), Some("a b c d [31m"));
    // Markup is text: kept as typed (the protocol escapes it), never run.
    let script = "<script>alert(1)</script>\"&'";
    t.game.set_note(3, script).unwrap();
    assert_eq!(t.game.note(3), Some(script));
    // Emoji count as one character each; a cut never splits one.
    let thumbs = "👍🏽".repeat(NOTE_MAX);
    t.game.set_note(4, &thumbs).unwrap();
    let kept = t.game.note(4).unwrap();
    assert_eq!(kept.chars().count(), NOTE_MAX);
    assert!(thumbs.starts_with(kept));
    // Only control characters: no note.
    t.game.set_note(5, "\u{0}\u{1}\n").unwrap();
    assert_eq!(t.game.note(5), None);
    // Every kept note goes through the log and back unchanged.
    let json = GameLog::of(&t.game).to_json();
    let game = open_log(&GameLog::from_json(&json).unwrap()).unwrap();
    assert_eq!(game.notes(), t.game.notes());
    assert_eq!(clean_note(&long), t.game.note(1).unwrap());
}

#[test]
fn a_log_with_a_bad_note_is_refused_in_words() {
    let base: serde_json::Value = serde_json::from_str(EXAMPLE).unwrap();
    let cases = [
        (
            serde_json::json!([{"seat": 11, "text": "x"}]),
            "the note at seat 11 is for a seat that is not at the table",
        ),
        (
            serde_json::json!([{"seat": 2, "text": "x"}, {"seat": 2, "text": "y"}]),
            "seat 2 has two notes",
        ),
        (
            serde_json::json!([{"seat": 3, "text": "Я".repeat(NOTE_MAX + 1)}]),
            "the note at seat 3 has 201 characters; a note has at most 200",
        ),
        (
            serde_json::json!([{"seat": 3, "txt": "x"}]),
            "unknown field `txt`",
        ),
    ];
    for (notes, words) in cases {
        let mut v = base.clone();
        v["notes"] = notes;
        let err = GameLog::from_json(&v.to_string()).unwrap_err();
        assert!(
            matches!(err, LogError::Malformed { .. }) && err.to_string().contains(words),
            "{err}"
        );
        // A save around it is refused the same way.
        let save = serde_json::json!({"format": "mafia-host-save", "version": 1, "game": v});
        let err = open_text(&save.to_string()).unwrap_err();
        assert!(err.to_string().contains(words), "{err}");
    }
    // At the limit it opens.
    let mut v = base;
    v["notes"] = serde_json::json!([{"seat": 3, "text": "Я".repeat(NOTE_MAX)}]);
    let game = open_log(&GameLog::from_json(&v.to_string()).unwrap()).unwrap();
    assert_eq!(game.note(3).unwrap().chars().count(), NOTE_MAX);
}

#[test]
fn the_protocol_has_the_notes_in_seat_order() {
    let mut g = open_log(&GameLog::from_json(EXAMPLE).unwrap()).unwrap();
    assert!(Protocol::of(&g).notes.is_empty());
    g.set_note(9, "first out").unwrap();
    g.set_note(4, "best move 3 7 8").unwrap();
    let p = Protocol::of(&g);
    assert_eq!(
        p.notes,
        [
            (4, "best move 3 7 8".to_string()),
            (9, "first out".to_string())
        ]
    );
    // The rest of the protocol is the same with or without notes.
    let mut without = p.clone();
    without.notes.clear();
    let mut plain = open_log(&GameLog::from_json(EXAMPLE).unwrap()).unwrap();
    assert_eq!(Protocol::of(&plain), without);
    plain.set_note(1, "x").unwrap();
    plain.set_note(1, "").unwrap();
    assert_eq!(Protocol::of(&plain), without);
}
