//! Replay benchmark: finds (or reads) a 10-seat Sport game log of about 500 host actions,
//! then times loading and replaying it. Run by `bench/replay`.

use mafia_host::engine::event::NightStep;
use mafia_host::engine::*;
use std::time::Instant;

const LOG: &str = "bench/data/sport-500.json";

/// A 10-seat Sport game of about 500 host actions: twenty days of a vote that ties twice
/// and keeps everyone ("all leave?" fails), a foul a day and quiet nights with both checks,
/// then three days that vote the blacks out. The draw rule is off so the game can run long.
fn long_game() -> GameLog {
    let roles = mafia_host::engine::practice::SPORT_SEATING;
    let names: Vec<String> = (1..=10).map(|i| format!("Игрок {i}")).collect();
    let mut rules = Rules::preset(Preset::Sport);
    rules.draw_after_quiet_rounds = 0;
    let setup = Setup::with_roles(Preset::Sport, rules, &names, &roles).expect("set-up");
    let mut game = Game::new(setup).expect("game");
    let act = |game: &mut Game, a: HostAction| {
        game.act(a.clone()).unwrap_or_else(|e| panic!("{a:?}: {e}"));
    };
    let mut day = 0u8;
    while !game.state().is_over() {
        match game.state().stage.clone() {
            Stage::Morning => {
                day += 1;
                if day <= 20 {
                    act(&mut game, HostAction::Foul { seat: day % 10 + 1 });
                }
                act(&mut game, HostAction::Next);
            }
            Stage::Speech { seat, .. } => {
                let living = game.state().living();
                let target = if day <= 20 {
                    match seat {
                        s if s == living[0] => Some(1),
                        s if s == living[1] => Some(2),
                        _ => None,
                    }
                } else {
                    // Days 21–23: the first speaker nominates the next black.
                    let black = [3, 7, 9].into_iter().find(|&b| game.state().is_alive(b));
                    black.filter(|_| seat == living[0])
                };
                if let Some(target) = target {
                    act(&mut game, HostAction::Nominate { by: seat, target });
                }
                act(&mut game, HostAction::Next);
            }
            Stage::Voting(round) => {
                let half = round.voters.len() as u8 / 2;
                let candidate = round.next_candidate().expect("candidate");
                act(
                    &mut game,
                    HostAction::VoteCount {
                        candidate,
                        count: half,
                    },
                );
            }
            Stage::AllLeave { .. } => act(&mut game, HostAction::AllLeaveCount { count: 0 }),
            Stage::Night {
                step: NightStep::Shot,
            } => act(&mut game, HostAction::Shoot { target: None }),
            Stage::Night {
                step: NightStep::DonCheck,
            } if game.state().is_alive(7) => act(
                &mut game,
                HostAction::DonCheck {
                    target: day % 10 + 1,
                },
            ),
            Stage::Night {
                step: NightStep::SheriffCheck,
            } => act(
                &mut game,
                HostAction::SheriffCheck {
                    target: (day + 3) % 10 + 1,
                },
            ),
            _ => act(&mut game, HostAction::Next),
        }
    }
    GameLog::of(&game)
}

fn main() {
    let text = match std::fs::read_to_string(LOG) {
        Ok(t) => t,
        Err(_) => {
            let log = long_game();
            let t = log.to_json();
            std::fs::write(LOG, &t).expect("write the log");
            t
        }
    };
    let log = GameLog::from_json(&text).expect("a valid log");
    let n = log.actions.len();
    let runs = 2_000;
    let mut times = Vec::with_capacity(runs);
    let mut events = 0;
    for _ in 0..runs {
        let t0 = Instant::now();
        let log = GameLog::from_json(&text).expect("log");
        let game = Game::replay(log.setup().expect("setup"), &log.actions).expect("replays");
        events = game.events().count();
        times.push(t0.elapsed().as_secs_f64() * 1e6);
    }
    times.sort_by(|a, b| a.total_cmp(b));
    let median = times[runs / 2];
    let p95 = times[runs * 95 / 100];
    println!(
        "log: {LOG} ({n} actions, {events} events, {} bytes)",
        text.len()
    );
    println!("parse + replay, {runs} runs: median {median:.0} µs, p95 {p95:.0} µs");
}
