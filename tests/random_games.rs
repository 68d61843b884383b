//! Property test: thousands of random legal games per preset (and random Home and Party
//! sizes) with the invariants every game must keep.
//!
//! `MAFIA_GAMES` sets the number of games per preset (default 10 000):
//! `MAFIA_GAMES=1000000 cargo test --release --test random_games`. Home and Party play a
//! share of it (`run`'s `share`): a game of 5 to 30 seats takes on average about 3 (Party)
//! and 8 (Home) times a Sport game's actions, so a quarter of Home's games and half of
//! Party's still check more actions than Sport's 10 000 (measured: 1 500 games of each in
//! 0.9, 0.9, 2.5 and 7.2 s).
#![cfg(not(target_arch = "wasm32"))]

use mafia_host::engine::simulate::{random_action, Dice};
use mafia_host::engine::*;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

fn games() -> u32 {
    std::env::var("MAFIA_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000)
}

/// R-DAY-3 / R-VOTE-2 / R-NIGHT-1a: the seats that act in an accepted action were alive.
fn actors_alive(s: &GameState, a: &HostAction) -> bool {
    let role_alive = |role: Role| s.seats_with(role).iter().any(|&x| s.is_alive(x));
    match a {
        HostAction::Nominate { by, target } => s.is_alive(*by) && s.is_alive(*target),
        HostAction::Vote { voters, .. } | HostAction::AllLeave { voters } => {
            voters.iter().all(|&v| s.is_alive(v))
        }
        HostAction::ShootEach { shots } => shots.iter().all(|x| s.is_alive(x.shooter)),
        HostAction::DonCheck { .. } => role_alive(Role::Don),
        HostAction::SheriffCheck { .. } => role_alive(Role::Sheriff),
        HostAction::Heal { .. } => role_alive(Role::Doctor),
        HostAction::Silence { .. } => role_alive(Role::Silencer),
        HostAction::Foul { seat }
        | HostAction::HandLift { seat, .. }
        | HostAction::Remove { seat, .. } => s.is_alive(*seat),
        _ => true,
    }
}

const MAX_ACTIONS: usize = 20_000;

/// Plays one random game to its end and checks every invariant.
fn play(preset: Preset, n: usize, seed: u64) -> Result<(), TestCaseError> {
    let mut d = Dice(SplitMix64(seed));
    let setup = d
        .deal(preset, n)
        .map_err(|e| TestCaseError::fail(e.to_string()))?;
    let mut game = Game::new(setup.clone()).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let mut snapshots = vec![game.state().clone()];
    for _ in 0..MAX_ACTIONS {
        if game.state().is_over() {
            break;
        }
        let before = game.state().clone();
        let action = random_action(&before, &mut d);
        match game.act(action.clone()) {
            Ok(_) => {
                prop_assert!(
                    actors_alive(&before, &action),
                    "a dead player acted: {action:?}"
                );
                snapshots.push(game.state().clone());
            }
            Err(_) => prop_assert_eq!(&before, game.state(), "a refusal changed the state"),
        }
        let s = game.state();
        // alive + eliminated = seats, with nobody counted twice.
        prop_assert_eq!(s.living_count() + s.eliminations.len(), n);
        for e in &s.eliminations {
            prop_assert!(!s.is_alive(e.seat));
        }
        // An undo followed by the same action gives the same state.
        if d.chance(2) && !game.actions().is_empty() {
            let after = game.state().clone();
            let last = game.undo().expect("an action to undo");
            prop_assert_eq!(game.state(), &snapshots[snapshots.len() - 2]);
            game.act(last)
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(game.state(), &after);
        }
    }
    prop_assert!(
        game.state().is_over(),
        "{preset:?} {n} seed {seed}: no end after {MAX_ACTIONS} actions"
    );
    // Replaying the events of every prefix gives the state seen live at that point.
    let mut folded = GameState::new(&setup);
    prop_assert_eq!(&folded, &snapshots[0]);
    for (i, batch) in (0..game.actions().len()).map(|i| (i, game.batch(i).unwrap_or(&[]))) {
        for e in batch {
            folded.fold(e);
        }
        prop_assert_eq!(&folded, &snapshots[i + 1], "prefix of {} actions", i + 1);
    }
    // And the log of actions replays to the same end.
    let replayed =
        Game::replay(setup, game.actions()).map_err(|_| TestCaseError::fail("replay refused"))?;
    prop_assert_eq!(replayed.state(), game.state());
    Ok(())
}

/// Plays `games() / share` random games of `preset` at `sizes` (at least one).
fn run(preset: Preset, sizes: std::ops::RangeInclusive<usize>, share: u32) {
    let mut runner = TestRunner::new(Config {
        cases: (games() / share).max(1),
        failure_persistence: None,
        ..Config::default()
    });
    let result = runner.run(&(sizes, any::<u64>()), |(n, seed)| play(preset, n, seed));
    if let Err(e) = result {
        panic!("{preset:?}: {e}");
    }
}

#[test]
fn random_sport_games_keep_every_invariant() {
    run(Preset::Sport, 10..=10, 1);
}

#[test]
fn random_club_games_keep_every_invariant() {
    run(Preset::Club, 10..=10, 1);
}

#[test]
fn random_home_games_of_5_to_30_keep_every_invariant() {
    run(Preset::Home, 5..=30, 4);
}

#[test]
fn random_party_games_of_5_to_30_keep_every_invariant() {
    run(Preset::Party, 5..=30, 2);
}

/// The variant name of an event ("Tally" of `Tally { .. }`).
fn kind(e: &GameEvent) -> String {
    let text = format!("{e:?}");
    text.split([' ', '{', '('])
        .next()
        .unwrap_or_default()
        .to_string()
}

/// The random host reaches every part of the rules: over a few hundred games of each preset
/// it nominates, votes, ties, asks «все покидают?», fouls and removes, shoots, checks,
/// heals, silences, gives a best move, and tries actions that are refused. A host that
/// stopped doing one of them would leave that part of the engine out of the property test.
#[test]
fn the_random_host_reaches_every_rule() {
    let mut seen = std::collections::BTreeSet::new();
    let mut refused = 0;
    for (preset, n) in [(Preset::Sport, 10), (Preset::Party, 8), (Preset::Home, 12)] {
        for seed in 0..300u64 {
            let mut d = Dice(SplitMix64(seed));
            let mut game = Game::new(d.deal(preset, n).expect("a table")).expect("a game");
            for _ in 0..MAX_ACTIONS {
                if game.state().is_over() {
                    break;
                }
                let action = random_action(game.state(), &mut d);
                match game.act(action) {
                    Ok(events) => seen.extend(events.iter().map(kind)),
                    Err(_) => refused += 1,
                }
            }
        }
    }
    let want = [
        "Nominated",
        "NominationWithdrawn",
        "VotesCast",
        "VotesToLast",
        "Tally",
        "TieDeclared",
        "AllLeaveAsked",
        "AllLeaveDecided",
        "Eliminated",
        "Fouled",
        "ShotResolved",
        "DonChecked",
        "SheriffChecked",
        "Healed",
        "SilenceChosen",
        "BestMoveMade",
        "KillPrevented",
        "Silenced",
        "SpeechLost",
        "VoteCancelled",
        "NoExit",
        "GameEnded",
    ];
    let missing: Vec<_> = want.iter().filter(|k| !seen.contains(**k)).collect();
    assert!(
        missing.is_empty(),
        "never reached: {missing:?}; seen: {seen:?}"
    );
    assert!(
        refused > 1000,
        "only {refused} refused actions: the host tries too few wrong ones"
    );
}
