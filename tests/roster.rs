//! The players across games (issue 6): the roster of nicknames and each player's
//! statistics over finished games.

mod common;

use common::*;
use mafia_host::engine::roster::{stats, Renamed, Roster, RosterError};
use mafia_host::engine::*;

fn named(names: &[&str], roles: &[Role]) -> Game {
    let names: Vec<String> = names.iter().map(|s| s.to_string()).collect();
    // The best move at night, as `play` enters it (a setting since issue 48).
    let rules = Rules {
        best_move_at: mafia_host::engine::rules::BestMoveAt::Night,
        ..Rules::preset(Preset::Sport)
    };
    let setup = Setup::with_roles(Preset::Sport, rules, &names, roles).expect("set-up");
    Game::new(setup).unwrap()
}

/// Removes `seats` on day 1 (four fouls for the first), ending the game.
fn play(mut g: Game, foul_out: Seat, removed: &[Seat], best_move: bool) -> GameState {
    while matches!(g.state().stage, Stage::FirstNight { .. }) {
        g.act(HostAction::Next).unwrap();
    }
    if best_move {
        // Day 1 without a vote, then the night: seat 2 is shot and names 3, 7, 1.
        g.act(HostAction::Next).unwrap();
        while matches!(g.state().stage, Stage::Speech { .. }) {
            g.act(HostAction::Next).unwrap();
        }
        g.act(HostAction::Shoot { target: Some(2) }).unwrap();
        g.act(HostAction::Next).unwrap();
        g.act(HostAction::Next).unwrap();
        g.act(HostAction::BestMove {
            seats: vec![3, 7, 1],
        })
        .unwrap();
        while matches!(g.state().stage, Stage::Night { .. }) {
            g.act(HostAction::Next).unwrap();
        }
    }
    for _ in 0..4 {
        g.act(HostAction::Foul { seat: foul_out }).unwrap();
    }
    for &seat in removed {
        g.act(HostAction::Remove {
            seat,
            reason: RemovalReason::Oath,
        })
        .unwrap();
    }
    assert!(g.state().is_over(), "{:?}", g.state().stage);
    g.state().clone()
}

const NAMES: [&str; 10] = [
    "Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon",
];

#[test]
fn roster_adds_new_names_once_whatever_the_case_and_spaces() {
    let mut r = Roster::default();
    assert!(r.add_names(["Ann", " bob ", "", "  "]));
    assert!(!r.add_names(["ann", "BOB", "Bob"]));
    assert!(r.add_names(["Mister  X"]));
    // Cyrillic case too: «Ёжик» and «ёЖИК» are one name.
    let mut cyr = Roster::default();
    assert!(cyr.add_names(["Ёжик", "Анна"]));
    assert!(!cyr.add_names(["ёЖИК", "АННА", "анна"]));
    assert!(cyr.add_names(["Анна-Мария"]));
    let names: Vec<&str> = r.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, vec!["Ann", "bob", "Mister X"]);
    r.rename("Ann", "Anna").unwrap();
    let text = r.to_text();
    assert_eq!(text, "Anna\tAnn\nbob\nMister X");
    assert_eq!(Roster::from_text(&text), r);
    // Blank lines, stray spaces and a repeated name are tidied away.
    let read = Roster::from_text("\n  Anna \t Ann\n\nANNA\n\tnobody's alias\nbob");
    assert_eq!(read.players.len(), 3);
    assert_eq!(read.find("ann").unwrap().name, "Anna");
    assert_eq!(read.players[1].name, "nobody's alias");
}

#[test]
fn roster_rename_keeps_the_old_name_and_merges_into_a_known_one() {
    let mut r = Roster::default();
    r.add_names(["Ann", "Bob", "Cat"]);
    assert_eq!(r.rename("Ann", "  "), Err(RosterError::Empty));
    assert_eq!(r.rename("Zed", "Ann"), Err(RosterError::Unknown));
    assert_eq!(r.rename("ann", "Anna"), Ok(Renamed::Renamed));
    assert_eq!(r.find("Ann").map(|p| p.name.as_str()), Some("Anna"));
    assert_eq!(r.rename("Bob", "anna"), Ok(Renamed::Merged));
    assert_eq!(r.players.len(), 2);
    let anna = r.find("Bob").unwrap();
    assert_eq!(anna.name, "Anna");
    assert_eq!(anna.aliases, vec!["Ann".to_string(), "Bob".to_string()]);
    // Renaming back to an alias makes it the name again, not an alias too.
    assert_eq!(r.rename("Anna", "Ann"), Ok(Renamed::Renamed));
    assert_eq!(r.find("Anna").unwrap().aliases, vec!["Bob", "Anna"]);
    assert!(r.delete("CAT"));
    assert!(!r.delete("Cat"));
    // Only Cat went: Ann (with her aliases) stays.
    assert_eq!(r.players.len(), 1);
    assert!(r.find("Cat").is_none());
    assert_eq!(r.find("Bob").map(|p| p.name.as_str()), Some("Ann"));
}

#[test]
fn stats_games_wins_by_role_best_moves_and_fouls() {
    // Game 1: red wins (the three blacks are removed), Ann is a civilian shot on night 2
    // who names two blacks; Jon fouls out.
    let g1 = play(named(&NAMES, &SPORT_ROLES), 10, &[3, 7, 9], true);
    // Game 2: the same people, Ann is the Don this time and Bob mafia; three reds are
    // removed after Fay's four fouls: 3 reds against 3 blacks, black wins (R-WIN-1).
    let mut roles = SPORT_ROLES;
    roles.swap(0, 6); // Ann (seat 1) is the Don, Gus (seat 7) a civilian
    roles.swap(1, 2); // Bob (seat 2) is mafia, Cat (seat 3) a civilian
    let g2 = play(named(&NAMES, &roles), 6, &[3, 4, 5], false);
    assert_eq!(g2.winner, Some(Winner::Black));
    // An unfinished game does not count.
    let g3 = named(&NAMES, &SPORT_ROLES).state().clone();
    let mut r = Roster::default();
    r.add_names(["Bob", "Jon", "Gus", "Nobody"]);
    r.add_names(["Ann"]);
    r.rename("Bob", "Robert").unwrap();
    let s = stats(&r, &[g1, g2, g3]);
    let by = |n: &str| s.iter().find(|x| x.name == n).unwrap().clone();
    let ann = by("Ann");
    assert_eq!((ann.games, ann.wins), (2, 2));
    assert_eq!(ann.role(Role::Civilian).games, 1);
    assert_eq!(ann.role(Role::Civilian).wins, 1);
    assert_eq!(
        (ann.role(Role::Don).games, ann.role(Role::Don).wins),
        (1, 1)
    );
    let bob = by("Robert");
    assert_eq!(
        (bob.games, bob.wins),
        (2, 2),
        "counted under the old name too"
    );
    assert_eq!((bob.best_moves, bob.best_move_blacks), (1, 2));
    assert_eq!(bob.role(Role::Mafia).wins, 1);
    let gus = by("Gus");
    assert_eq!((gus.games, gus.wins), (2, 0));
    assert_eq!(gus.role(Role::Don).games, 1);
    assert_eq!(by("Jon").fouls, 4);
    assert_eq!(by("Nobody").games, 0);
    assert_eq!(
        s.iter().map(|x| x.name.as_str()).collect::<Vec<_>>(),
        vec!["Robert", "Jon", "Gus", "Nobody", "Ann"]
    );
}

#[test]
fn stats_follow_an_upheld_protest_r_win_3() {
    let mut g = named(&NAMES, &SPORT_ROLES);
    while matches!(g.state().stage, Stage::FirstNight { .. }) {
        g.act(HostAction::Next).unwrap();
    }
    for seat in [3, 7, 9] {
        g.act(HostAction::Remove {
            seat,
            reason: RemovalReason::Oath,
        })
        .unwrap();
    }
    g.act(HostAction::Protest {
        team: Team::Red,
        votes_for: vec![1, 2, 4, 5, 6, 8, 10, 3],
        remedy: Remedy::Annul,
    })
    .unwrap();
    let mut r = Roster::default();
    r.add_names(["Ann"]);
    let s = stats(&r, &[g.state().clone()]);
    assert_eq!(
        (s[0].games, s[0].wins),
        (1, 0),
        "an annulled game is no one's win"
    );
}

/// Issue 15: the roster keeps to the same name limit as a set-up.
#[test]
fn roster_names_keep_to_the_name_limit() {
    let mut r = Roster::default();
    let long = "Константинопольский".repeat(5);
    r.add_names([long.as_str()]);
    assert_eq!(
        r.players[0].name.chars().count(),
        mafia_host::engine::NAME_MAX
    );
    let r = Roster::from_text(&long);
    assert_eq!(
        r.players[0].name.chars().count(),
        mafia_host::engine::NAME_MAX
    );
}

#[test]
fn roster_merge_into_a_later_name_and_what_a_roster_file_may_hold() {
    let mut r = Roster::default();
    r.add_names(["Ann", "Bob", "Cat"]);
    r.rename("Cat", "Kit").unwrap();
    // Ann goes into Bob, who comes after her: Bob keeps his place among the rest.
    assert_eq!(r.rename("ann", "BOB"), Ok(Renamed::Merged));
    let names: Vec<&str> = r.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Bob", "Kit"]);
    assert_eq!(r.players[0].aliases, ["Ann"]);
    assert_eq!(r.players[1].aliases, ["Cat"]);
    // Kit (alias Cat) goes into Bob: the aliases Bob already answers to are not repeated.
    r.players[0].aliases.push("Cat".into());
    assert_eq!(r.rename("Kit", "Bob"), Ok(Renamed::Merged));
    assert_eq!(r.players.len(), 1);
    assert_eq!(r.players[0].aliases, ["Ann", "Cat", "Kit"]);
    // Only the case changes: no alias.
    assert_eq!(r.rename("bob", "BOB"), Ok(Renamed::Renamed));
    assert_eq!(r.players[0].name, "BOB");
    assert_eq!(r.players[0].aliases, ["Ann", "Cat", "Kit"]);
    assert_eq!(r.to_text(), "BOB\tAnn\tCat\tKit");

    assert!(Roster::is_roster_text("Anna\tAnn\nBob\n"));
    assert!(Roster::is_roster_text(""));
    assert!(!Roster::is_roster_text("Anna\u{FFFD}"));
    assert!(!Roster::is_roster_text("Anna\u{0}Bob"));
    assert!(!Roster::is_roster_text("Anna\u{1B}[0m"));
}
