//! Issue 50, the organiser's phone (`engine::tournament::organise`, `ui::tournament`): the
//! creation form's players read one a line with their teams, the form refused by what is
//! wrong with it; a swap by hand written into the document (the scores those of the
//! seating's own swap), refused for a game with a result, the document unchanged; DimTom's
//! seating taken in place of the games; the tournament kept in the backup and never lost by
//! a restore; every refusal said in both languages, no English word in the Russian.
#![cfg(not(target_arch = "wasm32"))]

mod common;
use common::languages::{assert_english, assert_russian};

use mafia_host::engine::backup::{apply, plan, Add, Backup, Choices, Replace, TOURNAMENT_KEY};
use mafia_host::engine::tournament::organise::{read_line, read_players, team_numbers};
use mafia_host::engine::tournament::*;
use mafia_host::engine::{GameLog, Preset};
use mafia_host::words::{tour, Lang, TourText};
use std::collections::BTreeMap;

const ID: u64 = 1_765_000_000_000;

fn lines(n: usize) -> String {
    (1..=n)
        .map(|i| {
            if i % 3 == 0 {
                format!("Игрок {i} / Клуб {}", i % 2)
            } else {
                format!("Игрок {i}")
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn draft(players: &str, tables: usize, games: usize) -> Draft {
    Draft {
        name: " Кубок  клуба ".to_string(),
        players: players.to_string(),
        tables,
        games,
        preset: Preset::Sport,
    }
}

/// A tournament of 30 players at 3 tables, 3 games each, seated by the optimizer.
fn made() -> Tournament {
    let c = draft(&lines(30), 3, 3).check().unwrap();
    let s = c.shape;
    let rated = seat(
        s.players,
        s.tables,
        s.games,
        &c.team_numbers,
        7,
        Budget::split(20_000),
        &mut || false,
    )
    .unwrap();
    Tournament::new(ID, &c.name, c.preset, &c.names, &c.teams, &rated.seating).unwrap()
}

fn example_log() -> GameLog {
    let p = format!(
        "{}/docs/examples/sport-red-win.json",
        env!("CARGO_MANIFEST_DIR")
    );
    GameLog::from_json(&std::fs::read_to_string(p).unwrap()).unwrap()
}

#[test]
fn the_players_are_read_one_a_line_with_a_team_after_the_slash() {
    assert_eq!(read_line("  Аня  "), Some(("Аня".to_string(), None)));
    assert_eq!(
        read_line("Аня   Петрова / Клуб  1 "),
        Some(("Аня Петрова".to_string(), Some("Клуб 1".to_string())))
    );
    assert_eq!(read_line("Борис /  "), Some(("Борис".to_string(), None)));
    assert_eq!(read_line("   "), None);
    assert_eq!(
        read_line(" / Клуб"),
        Some((String::new(), Some("Клуб".to_string())))
    );
    let read = read_players("Аня / А\n\n  \nБорис\nВера / а\n");
    assert_eq!(
        read,
        [
            (1, "Аня".to_string(), Some("А".to_string())),
            (4, "Борис".to_string(), None),
            (5, "Вера".to_string(), Some("а".to_string())),
        ]
    );
    // One team, one number, names compared as the roster compares them.
    let teams: Vec<Option<String>> = read.into_iter().map(|(_, _, t)| t).collect();
    assert_eq!(team_numbers(&teams), [Some(0), None, Some(0)]);
    assert!(team_numbers(&[None, None]).is_empty());
}

#[test]
fn the_form_is_refused_by_what_is_wrong_with_it() {
    let c = draft(&lines(30), 3, 3).check().unwrap();
    assert_eq!(c.name, "Кубок клуба");
    assert_eq!(c.names.len(), 30);
    assert_eq!(c.teams[2].as_deref(), Some("Клуб 1"));
    assert_eq!(c.team_numbers[2], Some(0));
    assert_eq!(c.team_numbers[5], Some(1));
    assert_eq!(c.team_numbers[0], None);
    assert_eq!((c.shape.rounds, c.shape.total_tables), (3, 9));

    let mut d = draft(&lines(30), 3, 3);
    d.name = "  ".to_string();
    assert_eq!(d.check(), Err(DraftError::NoName));
    let mut d = draft(&lines(30), 3, 3);
    d.preset = Preset::Home;
    assert_eq!(d.check(), Err(DraftError::Preset(Preset::Home)));
    let text = format!("{}\n / Клуб", lines(29));
    assert_eq!(
        draft(&text, 3, 3).check(),
        Err(DraftError::NoPlayerName { line: 30 })
    );
    let text = format!("{}\n  игрок 2 / Клуб", lines(29));
    assert_eq!(
        draft(&text, 3, 3).check(),
        Err(DraftError::Repeated {
            first: 2,
            again: 30,
            name: "игрок 2".to_string()
        })
    );
    // Two things wrong: the first line in order is said (a repeat before an empty name, an
    // empty name before a repeat).
    let text = format!("{}\n  игрок 2\n / Клуб", lines(28));
    assert!(matches!(
        draft(&text, 3, 3).check(),
        Err(DraftError::Repeated { again: 29, .. })
    ));
    let text = format!("{}\n / Клуб\nИГРОК 3", lines(28));
    assert_eq!(
        draft(&text, 3, 3).check(),
        Err(DraftError::NoPlayerName { line: 29 })
    );
    assert_eq!(
        draft(&lines(25), 3, 2).check(),
        Err(DraftError::Seating(SeatingError::TooFewPlayers {
            players: 25,
            tables: 3
        }))
    );
    assert_eq!(
        draft(&lines(31), 3, 3).check(),
        Err(DraftError::Seating(SeatingError::NotDivisible {
            players: 31,
            games: 3
        }))
    );
    assert_eq!(
        draft(&lines(30), 1, 3).check(),
        Err(DraftError::Seating(SeatingError::Tables { tables: 1 }))
    );
}

#[test]
fn a_swap_by_hand_is_written_into_the_document_and_read_back() {
    let mut t = made();
    let seating = t.seating().unwrap();
    let table = seating.rounds()[1][0];
    let other = seating.rounds()[1][2];
    let (a, b) = (table[0], other[9]);
    let expected = seating.swap(&t.teams(), 1, a, b).unwrap();
    let rated = t.swap(1, a, b).unwrap();
    assert_eq!(rated, expected);
    assert_eq!(t.seating().unwrap(), expected.seating);
    let g = t
        .games
        .iter()
        .find(|g| g.round == 1 && g.table == 0)
        .unwrap();
    assert_eq!(g.seats[0], t.players[b].id);
    let g = t
        .games
        .iter()
        .find(|g| g.round == 1 && g.table == 2)
        .unwrap();
    assert_eq!(g.seats[9], t.players[a].id);
    // Kept: the document written and read back is the swapped one.
    assert_eq!(Tournament::from_json(&t.to_json()).unwrap(), t);
    // Two of one table trade seats; the other tables are untouched.
    let before = t.clone();
    let table = t.seating().unwrap().rounds()[0][1];
    t.swap(0, table[2], table[7]).unwrap();
    let changed: Vec<u32> = t
        .games
        .iter()
        .zip(&before.games)
        .filter(|(x, y)| x != y)
        .map(|(x, _)| x.id)
        .collect();
    assert_eq!(changed, [1]);
}

#[test]
fn a_swap_refused_leaves_the_document_as_it_was() {
    let mut t = made();
    let seating = t.seating().unwrap();
    let out = seating.sitting_out(0);
    // 30 players, 3 tables: nobody sits out a full round.
    assert!(out.is_empty());
    let before = t.clone();
    let p = seating.rounds()[0][0][0];
    assert_eq!(
        t.swap(0, p, p),
        Err(SwapError::Seating(SeatingError::SamePlayer { player: p }))
    );
    assert_eq!(
        t.swap(5, 0, 1),
        Err(SwapError::Seating(SeatingError::NoSuchRound {
            round: 5,
            rounds: 3
        }))
    );
    // A game with a result keeps its seating.
    t.games[4].result = Some(example_log());
    let played = t.clone();
    let r = t.games[4].round as usize;
    let k = t.games[4].table as usize;
    let (a, b) = (
        seating.rounds()[r][k][0],
        seating.rounds()[r][(k + 1) % 3][0],
    );
    assert_eq!(t.swap(r, a, b), Err(SwapError::Played { game: 4 }));
    assert_eq!(t, played);
    // A swap at the round's other tables still goes in.
    let others: Vec<usize> = (0..3).filter(|&j| j != k).collect();
    let (c, d) = (
        seating.rounds()[r][others[0]][0],
        seating.rounds()[r][others[1]][0],
    );
    assert!(t.swap(r, c, d).is_ok());
    assert_ne!(t, played);
    assert_eq!(t.games[4], played.games[4]);
    assert_eq!(t.games[4].seats, before.games[4].seats);
}

#[test]
fn dimtoms_seating_takes_the_games_place_while_nothing_is_played() {
    let mut t = made();
    let other = seat(30, 3, 3, &[], 99, Budget::split(5_000), &mut || false).unwrap();
    let text = DimTom::from_seating(&other.seating).to_text();
    let read = DimTom::read(&text).unwrap();
    let (name, players) = (t.name.clone(), t.players.clone());
    t.reseat(&read).unwrap();
    assert_eq!(t.seating().unwrap(), other.seating);
    assert_eq!((t.name.clone(), t.players.clone()), (name, players));
    assert_eq!(t.id, ID);
    // Another number of players: refused by name, nothing changed.
    let before = t.clone();
    let bigger = seat(40, 3, 3, &[], 1, Budget::split(2_000), &mut || false).unwrap();
    assert!(matches!(
        t.reseat(&bigger.seating),
        Err(SwapError::Tournament(TournamentError::PlayersCount { .. }))
    ));
    assert_eq!(t, before);
    // Played: refused.
    t.games[0].result = Some(example_log());
    let played = t.clone();
    assert_eq!(t.reseat(&other.seating), Err(SwapError::Played { game: 0 }));
    assert_eq!(t, played);
}

#[test]
fn the_tournament_is_in_the_backup_and_a_restore_loses_neither() {
    let ours = made();
    let mut theirs = made();
    theirs.id = ID + 1;
    theirs.name = "Другой".to_string();
    let here: BTreeMap<String, String> = [(TOURNAMENT_KEY.to_string(), ours.to_json())].into();
    let b = Backup::of(&[(TOURNAMENT_KEY.to_string(), theirs.to_json())].into(), ID);
    assert_eq!(b.tournament.as_ref().unwrap().id, Some(ID + 1));
    let b = Backup::from_json(&b.to_json()).unwrap();
    // Onto an empty phone: added.
    let p = plan(&BTreeMap::new(), &b);
    assert_eq!(p.adds, [Add::Tournament(Some(ID + 1))]);
    let empty = apply(&BTreeMap::new(), &b, &Choices::none());
    assert_eq!(empty[TOURNAMENT_KEY], theirs.to_json());
    // Onto a phone with another: offered, and the one that does not stay is kept.
    let p = plan(&here, &b);
    assert_eq!(p.replaces, [Replace::Tournament]);
    let kept = apply(&here, &b, &Choices::none());
    assert_eq!(kept[TOURNAMENT_KEY], ours.to_json());
    assert!(kept["mafia-host.rejected.v1"].contains("Другой"));
    let replaced = apply(&here, &b, &Choices::all(&p));
    assert_eq!(replaced[TOURNAMENT_KEY], theirs.to_json());
    let rejected: Vec<String> = serde_json::from_str(&replaced["mafia-host.rejected.v1"]).unwrap();
    assert_eq!(rejected, [ours.to_json()]);
    // The same one: nothing to do.
    let same = Backup::of(&here, ID);
    assert!(plan(&here, &same).is_empty());
    // A damaged text is kept word for word through the file.
    let damaged: BTreeMap<String, String> = [(
        TOURNAMENT_KEY.to_string(),
        "{\"format\": \"mafia-host-tour".to_string(),
    )]
    .into();
    let b = Backup::from_json(&Backup::of(&damaged, ID).to_json()).unwrap();
    assert_eq!(b.to_map(), damaged);
}

#[test]
fn every_refusal_is_said_in_both_languages_with_no_english_in_the_russian() {
    let seating_errors = [
        SeatingError::Players { players: 5 },
        SeatingError::Tables { tables: 30 },
        SeatingError::Games { games: 0 },
        SeatingError::TooFewPlayers {
            players: 25,
            tables: 3,
        },
        SeatingError::NotDivisible {
            players: 31,
            games: 3,
        },
        SeatingError::NoRounds,
        SeatingError::EmptyRound { round: 1 },
        SeatingError::TooManyTables {
            round: 0,
            tables: 4,
            most: 3,
        },
        SeatingError::TwiceInRound {
            round: 0,
            player: 3,
        },
        SeatingError::UnequalGames {
            player: 2,
            games: 2,
            expected: 3,
        },
        SeatingError::TeamsLength {
            teams: 3,
            players: 30,
        },
        SeatingError::NoSuchRound {
            round: 5,
            rounds: 3,
        },
        SeatingError::NoSuchPlayer {
            player: 40,
            players: 30,
        },
        SeatingError::SamePlayer { player: 1 },
        SeatingError::SitsOut {
            round: 0,
            player: 4,
        },
        DimTom::read("{\"rounds\": [").unwrap_err(),
        SeatingError::UnknownGame {
            round: 0,
            game: 9,
            games: 3,
        },
        SeatingError::GameTwice { game: 1 },
        SeatingError::GameUnused { game: 2 },
        SeatingError::GameSize {
            game: 0,
            players: 9,
        },
    ];
    let mut texts: Vec<(String, String)> = Vec::new();
    let mut say = |t: TourText<'_>| {
        texts.push((tour(Lang::Ru, t), tour(Lang::En, t)));
    };
    for e in &seating_errors {
        say(TourText::Seating(e));
        say(TourText::Draft(&DraftError::Seating(e.clone())));
    }
    for e in [
        DraftError::NoName,
        DraftError::Preset(Preset::Party),
        DraftError::NoPlayerName { line: 4 },
        DraftError::Repeated {
            first: 1,
            again: 3,
            name: "Аня".to_string(),
        },
    ] {
        say(TourText::Draft(&e));
    }
    let good = made().to_json();
    let docs = [
        "{\"format\": \"mafia-host-tournament\", \"version\": 1, \"id\": 3".to_string(),
        "{\"format\": \"mafia-host-evening\", \"version\": 1}".to_string(),
        good.replacen("\"version\": 1", "\"version\": 7", 1),
        good.replacen("\"version\": 1", "\"version\": \"one\"", 1),
        good.replacen("\"name\"", "\"nickname\"", 1),
        good.replacen("\"table\": 0", "\"table\": 2", 1),
        "[1, 2]".to_string(),
        String::new(),
    ];
    let doc_errors: Vec<TournamentError> = docs
        .iter()
        .map(|d| Tournament::from_json(d).unwrap_err())
        .chain([
            TournamentError::PlayerName {
                id: 3,
                name: String::new(),
            },
            TournamentError::PlayerName {
                id: 3,
                name: "Аня".to_string(),
            },
            TournamentError::PlayerId { id: 3 },
            TournamentError::PlayersCount {
                players: 30,
                seated: 29,
            },
            TournamentError::TeamsLength {
                teams: 2,
                players: 30,
            },
            TournamentError::GameOrder { game: 2 },
            TournamentError::Seats { game: 2 },
            TournamentError::Results { game: 2 },
            TournamentError::Final { game: 9 },
            TournamentError::Result(ResultError::NotOver { game: 1 }),
            TournamentError::Result(ResultError::Preset {
                game: 1,
                found: Preset::Club,
                expected: Preset::Sport,
            }),
            TournamentError::Result(ResultError::Seat {
                game: 1,
                seat: 4,
                found: "Аня".to_string(),
                expected: "Вера".to_string(),
            }),
            TournamentError::Result(ResultError::UnknownGame { game: 9, games: 3 }),
            TournamentError::Result(ResultError::Size {
                game: 1,
                players: 9,
            }),
            TournamentError::Result(ResultError::Place {
                game: 1,
                round: 0,
                table: 1,
                expected_round: 1,
                expected_table: 0,
            }),
        ])
        .collect();
    assert!(doc_errors.iter().any(|e| matches!(
        e,
        TournamentError::Doc(DocError::Newer { found: 7, reads: 1 })
    )));
    for e in &doc_errors {
        say(TourText::Tournament(e));
        say(TourText::Swap(&SwapError::Tournament(e.clone())));
    }
    say(TourText::Swap(&SwapError::Played { game: 3 }));
    say(TourText::Ticket(&TicketError::NoTable {
        table: 4,
        tables: 3,
    }));
    say(TourText::Ticket(&TicketError::NoGame {
        table: 1,
        round: 4,
    }));
    for (ru, en) in &texts {
        assert_russian(ru, &["JSON"]);
        // The players' names as the organiser typed them.
        assert_english(en, &["Аня", "Вера"]);
        assert!(en.len() > 10, "{en:?}");
    }
    // The newer version is named, and the app's own version.
    let newer = doc_errors
        .iter()
        .find(|e| matches!(e, TournamentError::Doc(DocError::Newer { .. })))
        .unwrap();
    assert!(tour(Lang::Ru, TourText::Tournament(newer)).contains("версия 7"));
    assert!(tour(Lang::En, TourText::Tournament(newer)).contains("version 7"));
}

/// The final's refusals and words (`TourText::Final`, the Final tab): each refusal its own
/// sentence naming its numbers, in both languages, no English in the Russian and no
/// Russian in the English.
#[test]
fn the_finals_refusals_and_words_are_said_in_both_languages() {
    use mafia_host::engine::tournament::FinalError;
    use mafia_host::words::{t, Msg, TourWord as W};
    let refusals = [
        FinalError::Begun,
        FinalError::Top {
            top: 9,
            players: 20,
        },
        FinalError::Games { games: 21 },
        FinalError::Pending { games: vec![4, 6] },
        FinalError::Tie {
            place: 12,
            tied: vec![15, 17, 19],
        },
        FinalError::Finalists { named: 11, top: 12 },
    ];
    for lang in [Lang::Ru, Lang::En] {
        let said: Vec<String> = refusals
            .iter()
            .map(|e| tour(lang, TourText::Final(e)))
            .collect();
        let mut unique = said.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), said.len(), "{said:?}");
        assert!(said[1].contains('9') && said[1].contains("10") && said[1].contains("20"));
        assert!(said[2].contains("21") && said[2].contains("20"));
        // The open games named from 1.
        assert!(said[3].contains("5, 7"), "{}", said[3]);
        assert!(said[4].contains("12") && said[4].contains('3'));
        assert!(said[5].contains("11") && said[5].contains("12"));
        let mut all = said;
        for w in [
            W::SecFinal,
            W::FinalRule,
            W::FinalTop,
            W::FinalGames,
            W::FinalCarry,
            W::FinalSetRule,
            W::FinalRuleSet,
            W::Finalists,
            W::FinalTieHint,
            W::FinalBegin,
            W::FinalBegun,
            W::FinalGamesTitle,
            W::FinalStandings,
            W::FinalPrint,
        ] {
            all.push(t(lang, Msg::Tour(w)).to_string());
        }
        all.push(tour(lang, TourText::QualPlace(3)));
        all.push(tour(lang, TourText::FinalGameNo(2)));
        all.push(tour(
            lang,
            TourText::TieChosen {
                chosen: 1,
                places: 1,
            },
        ));
        for text in &all {
            assert!(!text.is_empty());
            match lang {
                Lang::Ru => assert_russian(text, &[]),
                Lang::En => assert_english(text, &[]),
            }
        }
    }
}
