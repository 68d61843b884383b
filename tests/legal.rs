//! What the game accepts now (issue 49 §4, `engine::legal`): the one answer the host's tools,
//! the screen's buttons and the random host read. Over random games of every preset: every
//! action the engine takes is listed, everything listed is taken, a game that is not over
//! always takes something, and the host's tools follow it.
#![cfg(not(target_arch = "wasm32"))]

use mafia_host::engine::rng::SplitMix64;
use mafia_host::engine::simulate::{random_action, Dice};
use mafia_host::engine::state::Stage;
use mafia_host::engine::*;
use mafia_host::host::{offered, Offered, StepInput, TapMode, Tool};

/// Whether `legal` lists `a` (for the kinds it lists; `None`: a kind it does not list).
fn listed(l: &Legal, a: &HostAction) -> Option<bool> {
    Some(match a {
        HostAction::Next => l.next,
        HostAction::RepeatBallot => l.repeat_ballot,
        HostAction::Foul { seat } => l.foul.contains(seat),
        HostAction::Remove { seat, .. } => l.remove.contains(seat),
        HostAction::HandLift {
            seat,
            after_thanks: false,
        } => l.hand_lift.contains(seat),
        HostAction::Nominate { by, target } => l.nominate.contains(&(*by, *target)),
        HostAction::Withdraw { by } => l.withdraw.contains(by),
        HostAction::Shoot { target: Some(t) } => l.shoot.contains(t),
        HostAction::Shoot { target: None } => l.miss,
        HostAction::DonCheck { target } => l.don_check.contains(target),
        HostAction::SheriffCheck { target } => l.sheriff_check.contains(target),
        HostAction::Heal { target } => l.heal.contains(target),
        HostAction::Silence { target } => l.silence.contains(target),
        HostAction::Vote { candidate, voters } => l
            .vote
            .as_ref()
            .is_some_and(|c| c.candidate == Some(*candidate) && c.takes(voters)),
        HostAction::VoteCount { candidate, count } => l
            .vote
            .as_ref()
            .is_some_and(|c| c.candidate == Some(*candidate) && *count <= c.most),
        HostAction::AllLeave { voters } => l.all_leave.as_ref().is_some_and(|c| c.takes(voters)),
        HostAction::AllLeaveCount { count } => {
            l.all_leave.as_ref().is_some_and(|c| *count <= c.most)
        }
        HostAction::BestMove { seats } => l.takes_best_move(seats),
        _ => return None,
    })
}

/// Every single action `l` lists, as the host would enter it.
fn each_listed(l: &Legal) -> Vec<HostAction> {
    let mut all = Vec::new();
    if l.next {
        all.push(HostAction::Next);
    }
    if l.repeat_ballot {
        all.push(HostAction::RepeatBallot);
    }
    all.extend(l.foul.iter().map(|&seat| HostAction::Foul { seat }));
    all.extend(l.remove.iter().map(|&seat| HostAction::Remove {
        seat,
        reason: RemovalReason::Insult,
    }));
    all.extend(l.hand_lift.iter().map(|&seat| HostAction::HandLift {
        seat,
        after_thanks: false,
    }));
    all.extend(
        l.nominate
            .iter()
            .map(|&(by, target)| HostAction::Nominate { by, target }),
    );
    all.extend(l.withdraw.iter().map(|&by| HostAction::Withdraw { by }));
    all.extend(
        l.shoot
            .iter()
            .map(|&t| HostAction::Shoot { target: Some(t) }),
    );
    if l.miss {
        all.push(HostAction::Shoot { target: None });
    }
    all.extend(
        l.don_check
            .iter()
            .map(|&target| HostAction::DonCheck { target }),
    );
    all.extend(
        l.sheriff_check
            .iter()
            .map(|&target| HostAction::SheriffCheck { target }),
    );
    all.extend(l.heal.iter().map(|&target| HostAction::Heal { target }));
    all.extend(
        l.silence
            .iter()
            .map(|&target| HostAction::Silence { target }),
    );
    if let Some(c) = &l.vote {
        let candidate = c.candidate.expect("a vote's count has its candidate");
        all.push(HostAction::VoteCount {
            candidate,
            count: c.most,
        });
        all.extend(c.voters.iter().map(|&v| HostAction::Vote {
            candidate,
            voters: vec![v],
        }));
    }
    if let Some(c) = &l.all_leave {
        all.push(HostAction::AllLeaveCount { count: c.most });
        all.extend(
            c.voters
                .iter()
                .map(|&v| HostAction::AllLeave { voters: vec![v] }),
        );
    }
    all.extend(
        l.best_move
            .iter()
            .map(|&s| HostAction::BestMove { seats: vec![s] }),
    );
    all
}

fn engine_vote_most(s: &GameState) -> Option<u8> {
    mafia_host::engine::legal::vote_most(s)
}

fn play(preset: Preset, n: usize, seed: u64, checked: &mut [usize; 3]) {
    let mut d = Dice(SplitMix64(seed));
    let Ok(setup) = d.deal(preset, n) else {
        return;
    };
    let mut game = Game::new(setup).expect("a dealt table starts");
    for _ in 0..400 {
        let s = game.state().clone();
        let l = legal(&s);
        // The screen's memo asks each mode alone; it says what the whole answer says.
        let o = Offered::of(&s);
        for mode in [
            TapMode::Normal,
            TapMode::Foul,
            TapMode::Remove,
            TapMode::HandLift,
        ] {
            assert_eq!(
                o.mode(mode),
                offered(mode, &l),
                "{preset:?} seed {seed}: {mode:?}"
            );
        }
        // The count's largest number asked alone is the whole answer's.
        assert_eq!(
            engine_vote_most(&s),
            l.vote.as_ref().map(|c| c.most),
            "{preset:?} seed {seed}"
        );
        if s.stage == Stage::GameOver {
            assert!(
                l.nothing(),
                "{preset:?} seed {seed}: the game is over: {l:?}"
            );
            assert!(!offered(TapMode::Foul, &l) && !offered(TapMode::Remove, &l));
            return;
        }
        // Everything listed is taken (the whole list, one by one, on the same state).
        for a in each_listed(&l) {
            assert!(
                decide::decide(&s, &a).is_ok(),
                "{preset:?} seed {seed} at {:?}: listed, refused: {a:?}",
                s.stage
            );
            checked[0] += 1;
        }
        // A game that is not over always takes something: it can never be stuck.
        let faces_down = matches!(s.stage, Stage::FirstNight { .. }) && s.face_down.is_some();
        assert!(
            faces_down || !l.nothing(),
            "{preset:?} seed {seed}: nothing taken at {:?}",
            s.stage
        );
        // Every action the engine takes is listed, and one it refuses is not.
        let a = random_action(&s, &mut d);
        let taken = decide::decide(&s, &a).is_ok();
        if let Some(is_listed) = listed(&l, &a) {
            assert_eq!(
                is_listed, taken,
                "{preset:?} seed {seed} at {:?}: {a:?} listed {is_listed}, taken {taken}",
                s.stage
            );
            checked[if taken { 1 } else { 2 }] += 1;
        }
        let _ = game.act(a);
    }
}

#[test]
fn legal_lists_exactly_what_the_engine_takes_in_random_games() {
    let mut checked = [0usize; 3];
    for seed in 0..20u64 {
        play(Preset::Sport, 10, 9000 + seed, &mut checked);
        play(Preset::Club, 10, 9100 + seed, &mut checked);
        play(
            Preset::Home,
            7 + (seed as usize % 20),
            9200 + seed,
            &mut checked,
        );
        play(
            Preset::Party,
            6 + (seed as usize % 10),
            9300 + seed,
            &mut checked,
        );
    }
    // The walk met many listed actions, and random ones both taken and refused.
    assert!(checked[0] > 10_000, "{checked:?}");
    assert!(checked[1] > 1_000, "{checked:?}");
    assert!(checked[2] > 100, "{checked:?}");
}

fn sport_game() -> Game {
    let names: Vec<String> = (1..=10).map(|i| format!("P{i}")).collect();
    let setup = mafia_host::engine::setup::Setup::with_roles(
        Preset::Sport,
        Rules::preset(Preset::Sport),
        &names,
        &mafia_host::engine::practice::SPORT_SEATING,
    )
    .expect("ten seats");
    Game::new(setup).expect("starts")
}

#[test]
fn the_hosts_tools_follow_what_the_game_takes() {
    let mut g = sport_game();
    // The first night: a foul and a removal are taken, a hand lift is not (no count).
    let l = legal(g.state());
    assert!(offered(TapMode::Foul, &l) && offered(TapMode::Remove, &l));
    assert!(!offered(TapMode::HandLift, &l));
    let input = StepInput::default();
    assert_eq!(
        input
            .with_tool(Tool::Mode(TapMode::HandLift), g.state())
            .mode,
        TapMode::Normal,
        "no count under way: the hand lift's mode is not offered"
    );
    assert_eq!(
        input.with_tool(Tool::Mode(TapMode::Foul), g.state()).mode,
        TapMode::Foul
    );
    // To the first vote: seat 1 nominates 2 and 3, the speeches end.
    while !matches!(g.state().stage, Stage::Speech { .. }) {
        g.act(HostAction::Next).expect("the night goes on");
    }
    let by = match g.state().stage {
        Stage::Speech { seat, .. } => seat,
        _ => unreachable!(),
    };
    let l = legal(g.state());
    let targets: Vec<Seat> = l
        .nominate
        .iter()
        .filter(|(b, _)| *b == by)
        .map(|&(_, t)| t)
        .collect();
    assert_eq!(
        targets.len(),
        10,
        "the speaker may nominate any living seat, themselves too"
    );
    assert!(
        l.nominate.iter().all(|(b, _)| *b == by),
        "only the speaker nominates in a speech"
    );
    g.act(HostAction::Nominate { by, target: 5 }).unwrap();
    while !matches!(g.state().stage, Stage::Voting(_) | Stage::GameOver) {
        let s = g.state().clone();
        if let Stage::Speech { seat, .. } = s.stage {
            if seat == 6 {
                g.act(HostAction::Nominate { by: 6, target: 7 }).unwrap();
            }
        }
        g.act(HostAction::Next).unwrap();
    }
    let l = legal(g.state());
    let c = l.vote.clone().expect("a count under way");
    assert_eq!(c.candidate, Some(5));
    assert_eq!(c.voters.len(), 10);
    // The first candidate may take at most the hands of all who have not voted.
    assert_eq!(c.most, 10);
    assert!(offered(TapMode::HandLift, &l));
    // The count's + stops at what the count takes.
    let mut input = StepInput::default();
    for _ in 0..15 {
        input = input.with_tool(Tool::Count(1), g.state());
    }
    assert_eq!(input.count, Some(10));
    g.act(HostAction::VoteCount {
        candidate: 5,
        count: 4,
    })
    .unwrap();
    let l = legal(g.state());
    let c = l.vote.expect("the second candidate's count");
    assert_eq!(c.candidate, Some(7));
    assert_eq!(c.most, 6, "four hands are spent: six are left");
    let mut input = StepInput::default();
    for _ in 0..15 {
        input = input.with_tool(Tool::Count(1), g.state());
    }
    assert_eq!(input.count, Some(6), "the + stops at the six hands left");
}
