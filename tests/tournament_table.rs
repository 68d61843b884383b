//! Issue 50, one phone per table (`engine::tournament::table`): the ticket kept with the
//! table's results, a second ticket of another tournament asked about (nothing replaced
//! silently), the next game, a ticket game's line-up for the set-up, the played game bound to
//! its ticket game and reported (a game changed in the set-up refused by name, nothing
//! changed), what is kept read back and damaged text refused, the keep in the backup and its
//! restore; and the e2e's ticket file, made here from an engine-made tournament.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::SPORT_ROLES;
use mafia_host::engine::backup::{apply, plan, Backup, Choices, Replace, Setting};
use mafia_host::engine::tournament::*;
use mafia_host::engine::*;
use std::collections::BTreeMap;

const NAMES: [&str; 20] = [
    "Аня",
    "Борис",
    "Вера",
    "Глеб",
    "Дина",
    "Егор",
    "Жанна",
    "Захар",
    "Ира",
    "Кирилл",
    "Лена",
    "Максим",
    "Нина",
    "Олег",
    "Полина",
    "Роман",
    "Света",
    "Тимур",
    "Ульяна",
    "Фёдор",
];

/// Two rounds of two tables: table 0 seats players 0–9, then 10–19 (each in its own order),
/// table 1 the others.
fn tournament(id: u64, name: &str) -> Tournament {
    let a: [usize; 10] = std::array::from_fn(|s| s);
    let b: [usize; 10] = std::array::from_fn(|s| 10 + s);
    let b2: [usize; 10] = std::array::from_fn(|s| 19 - s);
    let seating = Seating::from_rounds(vec![vec![a, b], vec![b2, a]]).unwrap();
    let names: Vec<String> = NAMES.iter().map(|n| n.to_string()).collect();
    Tournament::new(id, name, Preset::Sport, &names, &[], &seating).unwrap()
}

fn ticket() -> Ticket {
    tournament(1_733_550_000_000, "Кубок")
        .ticket(0, &[])
        .unwrap()
}

/// A Sport game of `seats` played to a red win (blacks 3, 7, 9 removed in the morning).
fn red_wins(seats: &[String]) -> Game {
    let setup = Setup::with_roles(
        Preset::Sport,
        Rules::preset(Preset::Sport),
        seats,
        &SPORT_ROLES,
    )
    .unwrap();
    let mut g = Game::new(setup).unwrap();
    while !matches!(g.state().stage, Stage::Morning) {
        g.act(HostAction::Next).unwrap();
        if matches!(
            g.state().stage,
            Stage::Night {
                step: NightStep::Shot
            }
        ) {
            g.act(HostAction::Shoot { target: Some(1) }).unwrap();
        }
    }
    for seat in [3, 7, 9] {
        g.act(HostAction::Remove {
            seat,
            reason: RemovalReason::Insult,
        })
        .unwrap();
    }
    assert!(g.state().is_over());
    g
}

#[test]
fn the_ticket_games_are_the_tables_in_the_order_of_the_rounds() {
    let t = ticket();
    assert_eq!(t.table, 0);
    let ids: Vec<(u32, u32)> = t.games.iter().map(|g| (g.game, g.round)).collect();
    assert_eq!(ids, [(0, 0), (2, 1)]);
    assert_eq!(t.games[0].seats[0], "Аня");
    assert_eq!(t.games[1].seats[0], "Фёдор");
}

#[test]
fn a_first_ticket_is_kept_and_the_same_tournaments_next_keeps_the_results() {
    let t = ticket();
    let Take::New(mut keep) = TableKeep::take(None, t.clone()) else {
        panic!("nothing was kept: the ticket is taken")
    };
    assert_eq!(keep.ticket, t);
    assert!(keep.results.results.is_empty());
    assert_eq!(keep.results.tournament, t.tournament);

    assert!(keep.start(0));
    assert!(keep.bind(42));
    keep.report(42, &red_wins(&t.games[0].seats), 42 + 3_600_000)
        .unwrap();
    // The organiser hands out the second round only: the results so far stay.
    let second = tournament(1_733_550_000_000, "Кубок")
        .ticket(0, &[1])
        .unwrap();
    let Take::Updated(updated) = TableKeep::take(Some(&keep), second.clone()) else {
        panic!("the same tournament's ticket is taken without a question")
    };
    assert_eq!(updated.ticket, second);
    assert_eq!(updated.results, keep.results);
}

#[test]
fn another_tournaments_ticket_is_asked_about_and_nothing_is_replaced() {
    let keep = TableKeep::new(ticket());
    let other = tournament(1_733_560_000_000, "Лига")
        .ticket(1, &[])
        .unwrap();
    let before = keep.clone();
    match TableKeep::take(Some(&keep), other.clone()) {
        Take::Ask { kept, new } => {
            assert_eq!(kept, "Кубок");
            assert_eq!(new, "Лига");
        }
        t => panic!("another tournament's ticket must be asked about: {t:?}"),
    }
    assert_eq!(keep, before, "asking changes nothing");
    // Yes: the other ticket alone, no results of the first tournament.
    let replaced = TableKeep::new(other.clone());
    assert_eq!(replaced.results.tournament, other.tournament);
    assert!(replaced.results.results.is_empty());
}

#[test]
fn the_next_game_is_the_first_not_reported_and_none_when_all_are() {
    let t = ticket();
    let mut keep = TableKeep::new(t.clone());
    assert_eq!(keep.next().map(|g| g.game), Some(0));
    keep.start(0);
    keep.bind(1);
    keep.report(1, &red_wins(&t.games[0].seats), 1 + 3_600_000)
        .unwrap();
    assert!(keep.is_reported(0));
    assert_eq!(keep.next().map(|g| g.game), Some(2));
    keep.start(2);
    keep.bind(2);
    keep.report(2, &red_wins(&t.games[1].seats), 2 + 3_600_000)
        .unwrap();
    assert_eq!(keep.next(), None);
    assert_eq!(keep.results.results.len(), 2);
}

#[test]
fn a_ticket_games_lineup_is_its_names_in_its_order_with_the_tickets_rules() {
    let t = ticket();
    let keep = TableKeep::new(t.clone());
    let l = keep.lineup(2).unwrap();
    assert_eq!(l.preset, Preset::Sport);
    assert_eq!(l.rules, Rules::preset(Preset::Sport));
    assert_eq!(l.names, t.games[1].seats);
    assert_eq!(l.names.len(), TABLE_PLAYERS);
    assert_eq!(l.composition, Composition::standard(Preset::Sport, 10));
    assert_eq!(keep.lineup(1), None, "game 1 is table 1's");
}

#[test]
fn the_played_game_is_bound_to_the_started_ticket_game_and_reported_whole() {
    let t = ticket();
    let mut keep = TableKeep::new(t.clone());
    assert!(!keep.bind(7), "nothing was started");
    assert!(!keep.start(1), "not this table's game");
    assert!(keep.start(2));
    assert_eq!(keep.game_of(7), None, "set up, not started yet");
    assert!(keep.bind(7));
    assert!(!keep.bind(8), "bound once");
    assert_eq!(keep.game_of(7), Some(2));
    assert_eq!(keep.game_of(8), None);

    let mut g = red_wins(&t.games[1].seats);
    g.set_note(1, "private").unwrap();
    let r = keep.report(7, &g, 7 + 3_600_000).unwrap();
    assert_eq!((r.game, r.round, r.table), (2, 1, 0));
    assert_eq!(r.log.actions, GameLog::of(&g).actions);
    assert_eq!(r.log.notes, None, "the host's notes stay on the phone");
    assert_eq!(keep.results.results, vec![r.clone()]);
    // Again: the same game's report replaces the earlier one.
    keep.report(7, &g, 7 + 3_600_000).unwrap();
    assert_eq!(keep.results.results.len(), 1);
    // The results read back as the organiser reads them.
    let back = Results::from_json(&keep.results.to_json()).unwrap();
    assert_eq!(back, keep.results);
}

#[test]
fn a_game_changed_in_the_set_up_or_not_over_is_refused_and_nothing_changes() {
    let t = ticket();
    let mut keep = TableKeep::new(t.clone());
    keep.start(0);
    keep.bind(5);
    // Two names swapped in the set-up.
    let mut seats = t.games[0].seats.clone();
    seats.swap(0, 1);
    let before = keep.clone();
    assert_eq!(
        keep.report(5, &red_wins(&seats), 0),
        Err(NotReported::Changed)
    );
    assert_eq!(keep, before);
    // Not over.
    let setup = Setup::with_roles(
        Preset::Sport,
        Rules::preset(Preset::Sport),
        &t.games[0].seats,
        &SPORT_ROLES,
    )
    .unwrap();
    let unfinished = Game::new(setup).unwrap();
    assert_eq!(keep.report(5, &unfinished, 0), Err(NotReported::NotOver));
    // Another game than the bound one.
    let done = red_wins(&t.games[0].seats);
    assert_eq!(keep.report(6, &done, 0), Err(NotReported::NotStarted));
    assert_eq!(keep, before);
    // Names as the roster compares them: case and spaces aside.
    let loose: Vec<String> = t.games[0]
        .seats
        .iter()
        .map(|n| format!(" {} ", n.to_uppercase()))
        .collect();
    assert!(keep.fits(0, red_wins(&loose).setup()));
    assert!(keep.report(5, &done, 0).is_ok());
}

#[test]
fn a_set_up_left_for_another_game_forgets_the_start_but_not_a_bound_game() {
    let mut keep = TableKeep::new(ticket());
    keep.start(0);
    keep.forget_start();
    assert_eq!(keep.playing, None);
    assert!(!keep.bind(3));
    keep.start(0);
    keep.bind(3);
    keep.forget_start();
    assert_eq!(keep.game_of(3), Some(0));
}

#[test]
fn what_the_table_keeps_reads_back_and_damaged_text_is_refused_without_a_panic() {
    let t = ticket();
    let mut keep = TableKeep::new(t.clone());
    keep.start(0);
    keep.bind(9);
    keep.report(9, &red_wins(&t.games[0].seats), 9 + 3_600_000)
        .unwrap();
    let text = keep.to_json();
    assert_eq!(TableKeep::from_json(&text).unwrap(), keep);
    for bad in [
        "",
        "{",
        "[]",
        "null",
        &text[..text.len() / 2],
        &text.replace("mafia-host-tournament-table", "mafia-host-evening"),
        &text.replace("\"version\":1", "\"version\":9"),
        &text.replace("\"playing\"", "\"extra\""),
    ] {
        assert!(TableKeep::from_json(bad).is_err(), "{bad}");
    }
    // Results of another tournament than the ticket's.
    let mut other = keep.clone();
    other.results.tournament += 1;
    assert!(TableKeep::from_json(&other.to_json()).is_err());
}

#[test]
fn a_foreign_or_damaged_ticket_is_refused_by_name() {
    let t = ticket().to_json();
    assert!(Ticket::from_json(&t).is_ok());
    let results = ticket().results().to_json();
    assert!(matches!(
        Ticket::from_json(&results),
        Err(DocError::Foreign { .. })
    ));
    assert!(matches!(
        Ticket::from_json(&t[..t.len() - 3]),
        Err(DocError::Malformed { .. })
    ));
    assert!(matches!(
        Ticket::from_json(&t.replace("\"version\":1", "\"version\":2")),
        Err(DocError::Newer { .. })
    ));
}

#[test]
fn the_tables_keep_is_in_the_backup_and_its_restore() {
    let key = Setting::TournamentTable.key();
    let keep = TableKeep::new(ticket());
    let mut here = BTreeMap::new();
    here.insert(key.to_string(), keep.to_json());
    let backup = Backup::from_json(&Backup::of(&here, 1).to_json()).unwrap();
    assert_eq!(backup.settings.get(key), Some(&keep.to_json()));
    // Onto an empty phone: added.
    let restored = apply(&BTreeMap::new(), &backup, &Choices::none());
    assert_eq!(restored.get(key), Some(&keep.to_json()));
    // Onto a phone with another tournament's table: offered, replaced only when chosen.
    let other = TableKeep::new(tournament(5, "Лига").ticket(1, &[]).unwrap());
    let mut there = BTreeMap::new();
    there.insert(key.to_string(), other.to_json());
    let p = plan(&there, &backup);
    assert_eq!(p.replaces, vec![Replace::Setting(key.to_string())]);
    assert_eq!(
        apply(&there, &backup, &Choices::none()).get(key),
        Some(&other.to_json())
    );
    assert_eq!(
        apply(&there, &backup, &Choices::all(&p)).get(key),
        Some(&keep.to_json())
    );
}

/// The e2e's ticket (`tests/e2e/tournament-table.spec.js`, `tests/engines/`): table 0's
/// ticket of the tournament above, written by the engine. A stale committed file is
/// rewritten and the test fails, so a change of the format is seen.
#[test]
fn the_e2e_ticket_file_is_the_engines() {
    let path = format!(
        "{}/tests/e2e/fixtures/tournament-ticket.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = ticket().to_json();
    assert_eq!(Ticket::from_json(&text).unwrap(), ticket());
    // The same ticket as the organiser's phone shows it: its numbered QR texts.
    let codes = mafia_host::link::handoff::codes(&text).unwrap();
    let mut assembly = mafia_host::link::handoff::Assembly::default();
    for c in &codes {
        assembly.add(c).unwrap();
    }
    assert_eq!(assembly.json(), Some(Ok(text.clone())));
    let codes = serde_json::to_string_pretty(&codes).unwrap() + "\n";
    let mut stale = Vec::new();
    for (file, want) in [
        (path.clone(), text),
        (path.replace(".json", "-codes.json"), codes),
    ] {
        if std::fs::read_to_string(&file).unwrap_or_default() != want {
            std::fs::create_dir_all(std::path::Path::new(&file).parent().unwrap()).unwrap();
            std::fs::write(&file, &want).unwrap();
            stale.push(file);
        }
    }
    assert!(
        stale.is_empty(),
        "{stale:?} were stale: written again, commit them"
    );
}

/// The report carries when the game was played (the save's id is its start, the end given),
/// so the organiser's export to the rating site has its times.
#[test]
fn a_report_carries_the_games_times() {
    let t = ticket();
    let Take::New(mut keep) = TableKeep::take(None, t.clone()) else {
        panic!("nothing was kept: the ticket is taken")
    };
    assert!(keep.start(0));
    assert!(keep.bind(1_700_000_000_000));
    let r = keep
        .report(
            1_700_000_000_000,
            &red_wins(&t.games[0].seats),
            1_700_003_600_000,
        )
        .unwrap();
    assert_eq!(
        r.played,
        Some(Span {
            start_ms: 1_700_000_000_000,
            end_ms: 1_700_003_600_000
        })
    );
}
