//! The evening as a document (docs/evening.md): what the engine writes fits
//! `docs/evening.schema.json` (checked by boon, not by us), reads back the same, and a text
//! that is not a whole evening is refused by what is wrong with it, never guessed at. The
//! sheet's CSV keeps a hostile name as text.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::SPORT_ROLES;
use mafia_host::engine::evening::*;
use mafia_host::engine::rng::SplitMix64;
use mafia_host::engine::*;
use mafia_host::words::{evening_csv, grid_cell, grid_legend, standings_legend, tie_break, Lang};
use serde_json::Value;

const NAMES: [&str; 12] = [
    "Аня",
    "Борис",
    "Вера",
    "Глеб",
    "Дина",
    "Ефим",
    "Жанна",
    "Зоя",
    "Иван",
    "Кира",
    "Лев",
    "Мила",
];

fn path(p: &str) -> String {
    format!("{}/{p}", env!("CARGO_MANIFEST_DIR"))
}

fn schema_check(doc: &Value) -> Result<(), String> {
    let mut schemas = boon::Schemas::new();
    let mut compiler = boon::Compiler::new();
    for (id, file) in [
        (
            "https://mafia-host.invalid/docs/game-log.schema.json",
            "docs/game-log.schema.json",
        ),
        (
            "https://mafia-host.invalid/docs/evening.schema.json",
            "docs/evening.schema.json",
        ),
    ] {
        let v: Value = serde_json::from_str(&std::fs::read_to_string(path(file)).unwrap()).unwrap();
        compiler.add_resource(id, v).unwrap();
    }
    let id = compiler
        .compile(
            "https://mafia-host.invalid/docs/evening.schema.json",
            &mut schemas,
        )
        .unwrap();
    schemas.validate(doc, id).map_err(|e| format!("{e:#}"))
}

/// A Sport game of the names at `seats` (names by seat): seat `kill` shot on night 2, then
/// the blacks removed by the host until red wins.
fn finished(seats: &[String], kill: Seat) -> Game {
    let setup = Setup::with_roles(
        Preset::Sport,
        Rules::preset(Preset::Sport),
        seats,
        &SPORT_ROLES,
    )
    .unwrap();
    let mut g = Game::new(setup).unwrap();
    while !matches!(
        g.state().stage,
        Stage::Night {
            step: NightStep::Shot
        }
    ) {
        g.act(HostAction::Next).unwrap();
    }
    g.act(HostAction::Shoot { target: Some(kill) }).unwrap();
    while !matches!(g.state().stage, Stage::Morning) {
        g.act(HostAction::Next).unwrap();
    }
    for (i, role) in SPORT_ROLES.iter().enumerate() {
        if role.team() == Team::Black && !g.state().is_over() {
            g.act(HostAction::Remove {
                seat: (i + 1) as Seat,
                reason: RemovalReason::Insult,
            })
            .unwrap();
        }
    }
    assert!(g.state().is_over());
    g
}

fn evening_of_three() -> Evening {
    let names: Vec<String> = NAMES.iter().map(|s| s.to_string()).collect();
    let mut e = Evening::new(1, Preset::Sport, &names);
    let mut rng = SplitMix64(7);
    for n in 0..3u64 {
        // The host keeps the same two out by hand each game (the turn would move on).
        e.resting = vec!["Лев".to_string(), "Мила".to_string()];
        e.draw(&mut rng);
        assert_eq!(e.seating.len(), 10);
        let seats = e.seating.clone();
        e.dealing = true;
        e.begin(100 + n);
        assert!(!e.dealing && e.seating.is_empty());
        let g = finished(&seats, 1);
        assert!(e.record(100 + n, &GameLog::of(&g)));
    }
    e
}

#[test]
fn an_evening_written_by_the_engine_fits_the_schema_and_reads_back_the_same() {
    let e = evening_of_three();
    let text = e.to_json();
    let doc: Value = serde_json::from_str(&text).unwrap();
    schema_check(&doc).unwrap();
    assert_eq!(Evening::from_json(&text).unwrap(), e);
    assert_eq!(e.games.len(), 3);
    let table = e.standings();
    assert_eq!(table.len(), 10, "the two resting players played no game");
    assert!(table.iter().all(|l| l.games == 3));
    // A new evening with nothing yet fits too.
    let fresh = Evening::new(2, Preset::Home, &["Аня".to_string()]);
    schema_check(&serde_json::from_str(&fresh.to_json()).unwrap()).unwrap();
    assert!(
        !fresh.scoring.count_points,
        "a Home evening counts wins and survivals"
    );
}

#[test]
fn the_schema_refuses_what_the_engine_refuses() {
    let e = evening_of_three();
    let mut doc: Value = serde_json::from_str(&e.to_json()).unwrap();
    doc["unknown"] = Value::Bool(true);
    assert!(schema_check(&doc).is_err());
    assert!(Evening::from_json(&doc.to_string()).is_err());
    let mut doc: Value = serde_json::from_str(&e.to_json()).unwrap();
    doc["players"][0] = Value::String(String::new());
    assert!(schema_check(&doc).is_err());
}

#[test]
fn a_damaged_evening_is_refused_by_what_is_wrong() {
    let e = evening_of_three();
    let text = e.to_json();
    let cut = &text[..text.len() / 2];
    assert!(matches!(
        Evening::from_json(cut),
        Err(EveningError::Malformed { .. })
    ));
    assert_eq!(
        Evening::from_json("[1, 2]"),
        Err(EveningError::NotAnEvening)
    );
    let log = GameLog::of(&finished(
        &NAMES[..10]
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>(),
        1,
    ));
    assert_eq!(
        Evening::from_json(&log.to_json()),
        Err(EveningError::NotAnEvening)
    );
    let v2 = text.replacen("\"version\": 1", "\"version\": 2", 1);
    assert_eq!(
        Evening::from_json(&v2),
        Err(EveningError::UnknownVersion {
            found: "2".to_string()
        })
    );
    // A game in it whose entry no longer fits the rules: named by its number.
    let mut doc: Value = serde_json::from_str(&text).unwrap();
    doc["games"][1]["game"]["actions"][0] = serde_json::json!({"action": "shoot", "target": 99});
    match Evening::from_json(&doc.to_string()) {
        Err(EveningError::Game { number, .. }) => assert_eq!(number, 2),
        other => panic!("{other:?}"),
    }
    assert!(EveningError::Game {
        number: 2,
        error: OpenError::NotASave
    }
    .to_string()
    .starts_with("game 2"));
}

#[test]
fn players_join_once_a_guest_last_and_a_hostile_name_is_tidied() {
    let mut e = Evening::new(1, Preset::Home, &["Аня".to_string(), " аня ".to_string()]);
    assert_eq!(
        e.players,
        ["Аня"],
        "the same name twice, case aside, is one player"
    );
    assert_eq!(e.join("  "), Err(JoinRefusal::Empty));
    assert_eq!(e.join("АНЯ"), Err(JoinRefusal::Taken));
    // The roster's rule: Latin and Cyrillic case, Ё, and spaces inside aside.
    assert_eq!(e.join("Ёжик в тумане"), Ok("Ёжик в тумане".to_string()));
    assert_eq!(e.join("ёжик  В ТУМАНЕ"), Err(JoinRefusal::Taken));
    assert_eq!(e.join("Anna Smith"), Ok("Anna Smith".to_string()));
    assert_eq!(e.join("ANNA smith"), Err(JoinRefusal::Taken));
    assert_eq!(
        e.join("Гость\u{7}  <b>x</b>\n"),
        Ok("Гость <b>x</b>".to_string())
    );
    assert_eq!(e.players.last().unwrap(), "Гость <b>x</b>");
    let long = "я".repeat(100);
    assert_eq!(e.join(&long).unwrap().chars().count(), NAME_MAX);
    for i in e.players.len()..EVENING_PLAYERS_MAX {
        e.join(&format!("P{i}")).unwrap();
    }
    assert_eq!(e.join("One more"), Err(JoinRefusal::Full));
    // Resting and coming back; a name not in the evening changes nothing.
    e.toggle_rest("Аня");
    assert!(!e.next_players().contains(&"Аня".to_string()));
    e.toggle_rest("Аня");
    e.toggle_rest("Nobody");
    assert_eq!(e.next_players().len(), EVENING_PLAYERS_MAX);
}

#[test]
fn only_the_evenings_game_joins_it_and_a_fixed_copy_replaces_its_own() {
    let names: Vec<String> = NAMES[..10].iter().map(|s| s.to_string()).collect();
    let mut e = Evening::new(1, Preset::Sport, &names);
    let g = finished(&names, 1);
    let log = GameLog::of(&g);
    assert!(
        !e.record(5, &log),
        "a game not begun from the evening stays out"
    );
    e.begin(5);
    assert!(e.record(5, &log));
    assert_eq!(e.playing, None);
    assert!(!e.record(5, &log), "the same game twice is one game");
    let other = GameLog::of(&finished(&names, 2));
    assert!(
        e.record(5, &other),
        "fixed after its end: the copy is replaced"
    );
    assert_eq!(e.games.len(), 1);
    assert_eq!(e.games[0].game, other);
}

#[test]
fn the_csv_has_every_part_and_keeps_a_formula_as_text() {
    let mut names: Vec<String> = NAMES[..10].iter().map(|s| s.to_string()).collect();
    names[3] = "=HYPERLINK(\"x\")".to_string();
    names[4] = "Смит; Джон".to_string();
    let mut e = Evening::new(1, Preset::Sport, &names);
    e.begin(9);
    e.record(9, &GameLog::of(&finished(&names, 1)));
    let ru = evening_csv(Lang::Ru, &e.grid());
    assert!(ru.starts_with('\u{feff}'));
    let lines: Vec<&str> = ru
        .trim_start_matches('\u{feff}')
        .split("\r\n")
        .filter(|l| !l.is_empty())
        .collect();
    assert_eq!(lines.len(), 11);
    // The standings' 16 columns, then the game's 8 (seat, role, every part, points).
    assert_eq!(lines[0].split(';').count(), 16 + 8);
    assert!(lines[0].starts_with("Место;Игрок;"));
    assert!(ru.contains("\"'=HYPERLINK(\"\"x\"\")\""), "{ru}");
    assert!(ru.contains("\"Смит; Джон\""));
    // A red winner's point, with the Russian decimal comma.
    let winner = lines.iter().find(|l| l.contains(";Аня;")).unwrap();
    let cells: Vec<&str> = winner.split(';').collect();
    assert_eq!(cells[15], "1", "{winner}");
    assert_eq!(
        &cells[16..],
        ["1", "Мирный", "1", "0", "0", "0", "0", "1"],
        "{winner}"
    );
    let en = evening_csv(Lang::En, &e.grid());
    assert!(en.contains("Rank,Player,Games,Wins"));
    assert!(en.contains("\"Смит; Джон\"") || en.contains("Смит; Джон"));
}

#[test]
fn issue_39_the_csv_holds_the_grid_with_each_games_seat_role_points_and_who_sat_out() {
    // Three games of ten drawn from twelve; then Мила comes back and plays a fourth while
    // Аня sits it out.
    let mut e = evening_of_three();
    e.resting = vec!["Лев".to_string(), "Аня".to_string()];
    let seats = e.next_players();
    e.begin(200);
    e.record(200, &GameLog::of(&finished(&seats, 1)));
    let grid = e.grid();
    assert_eq!(grid.games.len(), 4);
    let ru = evening_csv(Lang::Ru, &grid);
    let lines: Vec<Vec<&str>> = ru
        .trim_start_matches('\u{feff}')
        .split("\r\n")
        .filter(|l| !l.is_empty())
        .map(|l| l.split(';').collect())
        .collect();
    assert_eq!(lines.len(), 1 + 11, "the eleven who played");
    assert_eq!(lines[0].len(), 16 + 4 * 8);
    assert_eq!(
        &lines[0][16..24],
        [
            "Игра 1: место за столом",
            "Игра 1: роль",
            "Игра 1: за победу",
            "Игра 1: лучший ход",
            "Игра 1: штраф",
            "Игра 1: доп. баллы",
            "Игра 1: компенсация",
            "Игра 1: очки"
        ]
    );
    assert_eq!(lines[0][16 + 3 * 8], "Игра 4: место за столом");
    let of = |name: &str| lines.iter().find(|l| l[1] == name).unwrap().clone();
    // Мила sat out games 1 to 3 and played game 4 in the seat the engine gave her.
    let mila = of("Мила");
    for g in 0..3 {
        let c = &mila[16 + g * 8..24 + g * 8];
        assert_eq!(
            c,
            ["", "не играл(а)", "", "", "", "", "", ""],
            "game {}",
            g + 1
        );
    }
    let seat = seats.iter().position(|n| n == "Мила").unwrap() + 1;
    assert_eq!(mila[16 + 3 * 8], seat.to_string());
    assert_eq!(mila[16 + 3 * 8 + 1], words_role(SPORT_ROLES[seat - 1]));
    let anya = of("Аня");
    assert_eq!(anya[16 + 3 * 8 + 1], "не играл(а)");
    // Every line: the games' points add up to the total.
    for l in &lines[1..] {
        let total: f64 = (0..4)
            .filter_map(|g| {
                l[23 + g * 8]
                    .replace(',', ".")
                    .replace('−', "-")
                    .parse::<f64>()
                    .ok()
            })
            .sum();
        let line_total: f64 = l[15].replace(',', ".").replace('−', "-").parse().unwrap();
        assert!((total - line_total).abs() < 1e-9, "{l:?}");
    }
    // English: a comma and the words in English.
    let en = evening_csv(Lang::En, &grid);
    assert!(en.contains(",Game 4: seat,Game 4: role,Game 4: win,"));
    assert!(en.contains(",sat out,"));
}

fn words_role(r: Role) -> &'static str {
    mafia_host::words::role(Lang::Ru, r)
}

#[test]
fn issue_39_every_short_name_has_its_legend_and_a_tie_break_reads_as_a_sentence() {
    let e = evening_of_three();
    let grid = e.grid();
    for lang in [Lang::Ru, Lang::En] {
        // Each short column of the phone's standings is in its legend.
        let legend = standings_legend(lang, true);
        let shorts: Vec<&str> = legend.iter().map(|(s, _)| *s).collect();
        for short in ["К/Ч", "Ш/Д"].iter().filter(|_| lang == Lang::Ru) {
            assert!(shorts.contains(short), "{short}");
        }
        assert_eq!(legend.len(), 7);
        assert!(legend
            .iter()
            .all(|(s, m)| !s.is_empty() && m.len() > s.len()));
        assert!(standings_legend(lang, false).iter().any(|(s, _)| *s
            == mafia_host::words::t(
                lang,
                mafia_host::words::Msg::Evening(mafia_host::words::EveningWord::ColSurvived)
            )));
        // Every mark a cell can show is in the grid's legend.
        let keys: Vec<String> = grid_legend(lang, &grid)
            .into_iter()
            .map(|(k, _)| k)
            .collect();
        // Issue 48: a Sport evening's legend names the Sport roles only (no Doctor, no
        // Maniac): each role it names is in some cell.
        let roles: Vec<&str> = [Role::Civilian, Role::Sheriff, Role::Mafia, Role::Don]
            .into_iter()
            .map(|r| mafia_host::words::role_short(lang, r))
            .collect();
        for r in Role::ALL {
            let short = mafia_host::words::role_short(lang, r);
            assert_eq!(
                keys.iter().any(|k| k == short),
                roles.contains(&short),
                "{short} in a Sport evening's legend"
            );
        }
        for row in &grid.rows {
            for c in row.cells.iter().flatten() {
                let text = grid_cell(lang, c, true);
                let role = text.head.split(' ').nth(1).unwrap();
                assert!(keys.iter().any(|k| k == role), "{role}");
                for mark in &text.marks {
                    let m = mark.split('\u{a0}').next().unwrap();
                    assert!(keys.iter().any(|k| k == m), "{m}");
                }
            }
        }
    }
    // A cell by hand: seat 1, killed first in a game red won (no Ci), a civilian's win.
    let first = grid
        .rows
        .iter()
        .find_map(|r| r.cells[0].clone().filter(|c| c.seat == 1))
        .unwrap();
    let text = grid_cell(Lang::Ru, &first, true);
    assert_eq!(text.head, "1 Мир");
    assert_eq!(text.main, "1");
    assert_eq!(text.marks, ["ПУ"]);
    let tb = TieBreak {
        by: Criterion::ExtraPenaltyBest,
        over: "Глеб".into(),
        mine: 50,
        theirs: -50,
    };
    assert_eq!(
        tie_break(Lang::Ru, "Дина", &tb, true),
        "Дина выше, чем Глеб, при равных очках: доп. баллы, штрафы и лучший ход вместе — 0,5 против −0,5."
    );
    assert_eq!(
        tie_break(
            Lang::En,
            "Dina",
            &TieBreak {
                over: "Gleb".into(),
                by: Criterion::Wins,
                mine: 2,
                theirs: 1
            },
            false
        ),
        "Dina above Gleb at equal wins: wins, 2 to 1."
    );
}

/// Issue 39 §1: the printed sheet has no legend of the phone's standings, so its column names
/// (the CSV's too) are words, not the phone's short names: no "Ci", no «К/Ч».
#[test]
fn issue_39_the_sheets_column_names_need_no_legend() {
    use mafia_host::words::{t, Msg, EVENING_COLUMNS};
    for lang in [Lang::Ru, Lang::En] {
        for column in EVENING_COLUMNS {
            let name = t(lang, Msg::Evening(column));
            let letters = name.chars().filter(|c| c.is_alphabetic()).count();
            assert!(letters >= 3 && !name.contains('/'), "{lang:?}: {name}");
        }
    }
}

/// Plays the evening's next game with who does not rest, seated in the order they came.
fn play_next(e: &mut Evening, id: u64) -> Vec<String> {
    let seats = e.next_players();
    assert_eq!(seats.len(), 10);
    e.begin(id);
    assert!(e.record(id, &GameLog::of(&finished(&seats, 1))));
    seats
}

#[test]
fn issue_48_who_sits_out_rotates_everyone_once_before_anyone_twice() {
    let names: Vec<String> = NAMES.iter().map(|s| s.to_string()).collect();
    let mut e = Evening::new(1, Preset::Sport, &names);
    e.toggle_rest("Лев");
    e.toggle_rest("Мила");
    let mut sat_out: Vec<Vec<String>> = Vec::new();
    for n in 0..6u64 {
        let before = e.resting.clone();
        assert_eq!(before.len(), 2, "two of twelve sit out game {}", n + 1);
        let seats = play_next(&mut e, 100 + n);
        assert!(before.iter().all(|r| !seats.contains(r)));
        // Until all have, the next game's two are two who have not sat out yet.
        for r in e.resting.iter().filter(|_| n < 5) {
            assert!(
                sat_out.iter().flatten().all(|x| x != r) && !before.contains(r),
                "{r} sits out again before everyone has once: {:?}",
                e.resting
            );
        }
        sat_out.push(before);
    }
    // Six games of twelve at a table of ten: each sat out exactly one.
    for name in &names {
        assert_eq!(e.rests(name), 1, "{name}");
    }
    // The second round begins with those whose rest is longest ago: game 1's two.
    assert_eq!(e.resting, vec!["Лев".to_string(), "Мила".to_string()]);
    // After game 1 it is not the same player any more, in the order they came.
    assert_eq!(sat_out[1], vec!["Аня".to_string(), "Борис".to_string()]);
    // A guest who comes now has played least: counted as out of every game so far, the
    // last to be sent to rest.
    e.join("Нина").unwrap();
    assert_eq!(e.rests("Нина"), 6);
    // The whole evening at the table: nobody sits the next one out.
    let mut all = Evening::new(2, Preset::Sport, &names[..10]);
    play_next(&mut all, 300);
    assert!(all.resting.is_empty());
}
