//! Property test: thousands of random legal games per preset (and random Home and Party
//! sizes) with the invariants every game must keep.
//!
//! `MAFIA_GAMES` sets the number of games per preset (default 10 000):
//! `MAFIA_GAMES=1000000 cargo test --release --test random_games`.
#![cfg(not(target_arch = "wasm32"))]

use mafia_host::engine::event::NightStep;
use mafia_host::engine::rng::below;
use mafia_host::engine::rules::MafiaNight;
use mafia_host::engine::*;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

fn games() -> u32 {
    std::env::var("MAFIA_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000)
}

struct Dice(SplitMix64);

impl Dice {
    fn chance(&mut self, percent: u32) -> bool {
        below(&mut self.0, 100) < percent
    }
    fn pick<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        if items.is_empty() {
            None
        } else {
            Some(items[below(&mut self.0, items.len() as u32) as usize])
        }
    }
    fn subset(&mut self, items: &[Seat], percent: u32) -> Vec<Seat> {
        items
            .iter()
            .copied()
            .filter(|_| self.chance(percent))
            .collect()
    }
    fn seat(&mut self, n: usize) -> Seat {
        // Sometimes off the table, to test refusals.
        below(&mut self.0, n as u32 + 2) as Seat
    }
}

/// A random action the host could plausibly enter now.
fn random_action(s: &GameState, d: &mut Dice) -> HostAction {
    let living = s.living();
    let n = s.players.len();
    if d.chance(3) {
        // Anything at all, often illegal: it must be refused cleanly or be legal.
        let seat = d.seat(n);
        let other = d.seat(n);
        return match below(&mut d.0, 8) {
            0 => HostAction::Nominate {
                by: seat,
                target: other,
            },
            1 => HostAction::Vote {
                candidate: seat,
                voters: vec![other, seat],
            },
            2 => HostAction::DonCheck { target: seat },
            3 => HostAction::Heal { target: seat },
            4 => HostAction::BestMove {
                seats: vec![seat, other],
            },
            5 => HostAction::AllLeaveCount { count: seat },
            6 => HostAction::Withdraw { by: seat },
            _ => HostAction::Shoot { target: Some(seat) },
        };
    }
    if d.chance(3) {
        if let Some(seat) = d.pick(&living) {
            return HostAction::Foul { seat };
        }
    }
    if d.chance(1) {
        if let Some(seat) = d.pick(&living) {
            return HostAction::Remove {
                seat,
                reason: RemovalReason::Other,
            };
        }
    }
    let role_alive = |role: Role| s.seats_with(role).iter().any(|&x| s.is_alive(x));
    match &s.stage {
        Stage::Speech { seat, .. } => {
            if d.chance(40) {
                if let Some(target) = d.pick(&living) {
                    return HostAction::Nominate { by: *seat, target };
                }
            }
            if d.chance(5) {
                return HostAction::Withdraw { by: *seat };
            }
            HostAction::Next
        }
        Stage::Discussion { .. } => {
            if d.chance(60) {
                if let (Some(by), Some(target)) = (d.pick(&living), d.pick(&living)) {
                    return HostAction::Nominate { by, target };
                }
            }
            HostAction::Next
        }
        Stage::Voting(round) => {
            let candidate = round.next_candidate().unwrap_or(0);
            if d.chance(2) {
                if let Some(seat) = d.pick(&living) {
                    return HostAction::HandLift { seat };
                }
            }
            if d.chance(30) {
                let count = below(&mut d.0, u32::from(round.remaining()) + 1) as u8;
                return HostAction::VoteCount { candidate, count };
            }
            let free: Vec<Seat> = round
                .voters
                .iter()
                .copied()
                .filter(|v| !round.voted.contains(v))
                .collect();
            let share = 100 / round.candidates.len() as u32;
            let mut voters = d.subset(&free, share);
            voters.truncate(round.remaining() as usize);
            HostAction::Vote { candidate, voters }
        }
        Stage::AllLeave { .. } => {
            if d.chance(50) {
                HostAction::AllLeave {
                    voters: d.subset(&living, 50),
                }
            } else {
                HostAction::AllLeaveCount {
                    count: below(&mut d.0, living.len() as u32 + 1) as u8,
                }
            }
        }
        Stage::Night { step } => match step {
            NightStep::Shot => {
                let target = if d.chance(80) { d.pick(&living) } else { None };
                if s.rules.mafia_night == MafiaNight::Blind && d.chance(50) {
                    let shots = living
                        .iter()
                        .filter(|&&x| s.player(x).is_some_and(|p| p.role.team() == Team::Black))
                        .map(|&shooter| BlackShot {
                            shooter,
                            target: if d.chance(85) {
                                target
                            } else {
                                d.pick(&living)
                            },
                        })
                        .collect();
                    HostAction::ShootEach { shots }
                } else {
                    HostAction::Shoot { target }
                }
            }
            NightStep::DonCheck
            | NightStep::SheriffCheck
            | NightStep::Doctor
            | NightStep::Silencer => {
                let role = match step {
                    NightStep::DonCheck => Role::Don,
                    NightStep::SheriffCheck => Role::Sheriff,
                    NightStep::Doctor => Role::Doctor,
                    _ => Role::Silencer,
                };
                match d.pick(&living) {
                    Some(target) if role_alive(role) && d.chance(90) => match step {
                        NightStep::DonCheck => HostAction::DonCheck { target },
                        NightStep::SheriffCheck => HostAction::SheriffCheck { target },
                        NightStep::Doctor => HostAction::Heal { target },
                        _ => HostAction::Silence { target },
                    },
                    _ => HostAction::Next,
                }
            }
            NightStep::BestMove => {
                if d.chance(70) {
                    let seats = (0..3).map(|_| d.seat(n)).collect();
                    HostAction::BestMove { seats }
                } else {
                    HostAction::Next
                }
            }
        },
        _ => HostAction::Next,
    }
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
        | HostAction::HandLift { seat }
        | HostAction::Remove { seat, .. } => s.is_alive(*seat),
        _ => true,
    }
}

const MAX_ACTIONS: usize = 20_000;

/// Plays one random game to its end and checks every invariant.
fn play(preset: Preset, n: usize, seed: u64) -> Result<(), TestCaseError> {
    let mut d = Dice(SplitMix64(seed));
    let names: Vec<String> = (1..=n).map(|i| format!("P{i}")).collect();
    let setup = Setup::deal(
        preset,
        Rules::preset(preset),
        &names,
        Composition::standard(preset, n),
        &mut d.0,
    )
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

fn run(preset: Preset, sizes: std::ops::RangeInclusive<usize>) {
    let mut runner = TestRunner::new(Config {
        cases: games(),
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
    run(Preset::Sport, 10..=10);
}

#[test]
fn random_club_games_keep_every_invariant() {
    run(Preset::Club, 10..=10);
}

#[test]
fn random_home_games_of_5_to_30_keep_every_invariant() {
    run(Preset::Home, 5..=30);
}

#[test]
fn random_party_games_of_5_to_30_keep_every_invariant() {
    run(Preset::Party, 5..=30);
}
