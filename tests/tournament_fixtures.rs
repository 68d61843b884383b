//! The e2e test's tournament files (`tests/e2e/fixtures/tournament/`, issue 50): a small
//! tournament (20 players, 2 tables, 2 rounds) as its document, and tables' results made
//! from random finished games (`engine::simulate`): table 1's two games, table 2's first
//! game (also as its hand-off's QR code texts, for a fake camera), a different result of
//! that game (a dispute), and results of another tournament.
//! This test checks the committed files are the ones the engine makes now;
//! `UPDATE_FIXTURES=1 cargo test --test tournament_fixtures` writes them.
use mafia_host::engine::simulate::played_out;
use mafia_host::engine::tournament::*;
use mafia_host::engine::*;

const DIR: &str = "tests/e2e/fixtures/tournament";

fn tournament() -> Tournament {
    let table = |first: usize, step: usize| -> [usize; 10] {
        std::array::from_fn(|s| (first + s * step) % 20)
    };
    let seating = Seating::from_rounds(vec![
        vec![table(0, 1), table(10, 1)],
        vec![table(0, 2), table(1, 2)],
    ])
    .expect("a seating");
    let names: Vec<String> = [
        "Аня",
        "Борис",
        "Вера",
        "Глеб",
        "Даша",
        "Егор",
        "Женя",
        "Зоя",
        "Иван",
        "Кира",
        "Лев",
        "Мила",
        "Нина",
        "Олег",
        "Петя",
        "Рита",
        "Саша",
        "Таня",
        "Уля",
        "Федя",
    ]
    .iter()
    .map(ToString::to_string)
    .collect();
    Tournament::new(
        1_765_000_000_000,
        "Кубок клуба",
        Preset::Sport,
        &names,
        &[],
        &seating,
    )
    .expect("a tournament")
}

fn results(t: &Tournament, games: &[(u32, u64)]) -> Results {
    let mut out: Option<Results> = None;
    for &(game, seed) in games {
        let g = &t.games[game as usize];
        let ticket = t.ticket(g.table, &[g.round]).expect("a ticket");
        let played = played_out(&ticket.games[0].seats, seed).expect("a game that ends");
        let r = out.get_or_insert_with(|| ticket.results());
        r.add(ticket.report(game, &played).expect("the ticket's game"));
    }
    out.expect("some games")
}

/// Every fixture: its file name and text.
fn fixtures() -> Vec<(&'static str, String)> {
    let t = tournament();
    let table1 = results(&t, &[(0, 1), (2, 2)]);
    let table2 = results(&t, &[(1, 3)]);
    let mut conflict = results(&t, &[(1, 4)]);
    // A seed whose game differs from table 2's (another result of the same game).
    let mut seed = 4;
    while conflict.results[0].log == table2.results[0].log {
        seed += 1;
        conflict = results(&t, &[(1, seed)]);
    }
    let mut foreign = results(&t, &[(3, 5)]);
    foreign.tournament += 1;
    let codes = mafia_host::link::handoff::codes(&table2.to_json()).expect("fits the codes");
    vec![
        ("tournament.json", t.to_json()),
        (
            "results-table2-codes.json",
            serde_json::to_string_pretty(&codes).expect("a list of texts"),
        ),
        ("results-table1.json", table1.to_json()),
        ("results-table2.json", table2.to_json()),
        ("results-conflict.json", conflict.to_json()),
        ("results-foreign.json", foreign.to_json()),
    ]
}

#[test]
fn the_e2e_tournament_files_are_the_ones_the_engine_makes() {
    let dir = format!("{}/{DIR}", env!("CARGO_MANIFEST_DIR"));
    let write = std::env::var_os("UPDATE_FIXTURES").is_some();
    for (name, text) in fixtures() {
        let path = format!("{dir}/{name}");
        if write {
            std::fs::create_dir_all(&dir).expect("the fixtures' folder");
            std::fs::write(&path, &text).expect("written");
        }
        let kept = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            kept == text,
            "{path} is not the engine's now: UPDATE_FIXTURES=1 cargo test --test tournament_fixtures"
        );
    }
}

#[test]
fn the_fixtures_merge_as_the_e2e_test_expects() {
    let files = fixtures();
    let text = |name: &str| {
        files
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, t)| t.clone())
            .expect("a fixture")
    };
    let mut t = Tournament::from_json(&text("tournament.json")).expect("reads back");
    let merged = |i: &Intake| match i {
        Intake::Merged(out) => out.iter().map(|o| o.merged.clone()).collect::<Vec<_>>(),
        other => panic!("{other:?}"),
    };
    assert_eq!(
        merged(&t.take(&text("results-table1.json"))),
        vec![Merged::Added, Merged::Added]
    );
    assert_eq!(
        merged(&t.take(&text("results-table1.json"))),
        vec![Merged::Same, Merged::Same]
    );
    assert_eq!(
        merged(&t.take(&text("results-table2.json"))),
        vec![Merged::Added]
    );
    assert_eq!(
        merged(&t.take(&text("results-conflict.json"))),
        vec![Merged::Disputed]
    );
    assert!(matches!(
        t.take(&text("results-foreign.json")),
        Intake::Other(_)
    ));
    assert_eq!(t.standings().disputed, vec![1]);
    assert_eq!(t.standings().pending, vec![3]);
}
