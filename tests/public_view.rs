//! The players' screen (issue 24): `engine::public::view` shows what the table knows and
//! nothing else.
//!
//! The property tests play random games per preset (`simulate`) and, after every accepted
//! action, check the view against what the test itself derives from the events:
//! (a) no role of a seat whose role is not revealed yet (R-ROLE-6: on elimination where
//! `reveal_on_elimination`, a night's exits from its morning on; every role at the end);
//! (b) from «Наступает ночь» to «Доброе утро» every view equals the night's first;
//! (c) the view does not depend on the night's secrets at all: the shot, the checks, the heal,
//! the silence, and the roles not revealed yet may be anything and the view is the same.
//!
//! `MAFIA_VIEW_GAMES` sets the number of games per preset (default 10 000;
//! `MAFIA_VIEW_GAMES=100000 cargo test --release --test public_view` plays more). Home and
//! Party play a share of it (`run`'s `share`), as `random_games` does: a game of 5 to 30
//! seats has several times a Sport game's views (1 500 games of each checked in 1.8, 1.9, 4.2
//! and 10.8 s), so a quarter of Home's games and half of Party's check as many views as
//! Sport's 10 000. Home at the full 10 000 took 96 s of `make test`'s time alone.
#![cfg(not(target_arch = "wasm32"))]

mod common;
use common::*;
use mafia_host::engine::event::NoExitWhy;
use mafia_host::engine::public::{
    view, wire, AllLeave, BestMove, Clock, MorningNews, Nomination, Out, OutHow, Phase, PublicView,
    VoteView, Votes,
};
use mafia_host::engine::rng::below;
use mafia_host::engine::simulate::{random_action, Dice};
use mafia_host::engine::state::CheckRecord;
use mafia_host::engine::*;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use std::collections::BTreeMap;

fn games() -> u32 {
    std::env::var("MAFIA_VIEW_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000)
}

const MAX_ACTIONS: usize = 20_000;

/// What the test saw, so that a random host that stopped reaching a case fails the test.
#[derive(Default, Debug)]
struct Seen {
    night_views: u64,
    night_fouls: u64,
    night_exits: u64,
    night_reveals: u64,
    day_reveals: u64,
    timers: u64,
}

fn role_names() -> Vec<String> {
    Role::ALL
        .iter()
        .map(|r| {
            serde_json::to_value(r)
                .unwrap()
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect()
}

/// (a): the view shows a role for exactly the revealed seats, and no role's name is anywhere
/// else in the message. The role shown is the seat's card: by the time anything shows, a
/// face-down deck is known (a night-1 removal's `RoleRevealed` on a face-down deck carries
/// the card the seat was thought to hold then, so the test takes the set of seats from the
/// events and the cards from the state). A game over on night 1 with a face-down deck not
/// yet learned shows no card: none is known.
fn check_roles(
    v: &PublicView,
    s: &GameState,
    revealed: &BTreeMap<Seat, Role>,
    names: &[String],
) -> Result<String, TestCaseError> {
    for seat in &v.seats {
        let card = s.player(seat.seat).map(|p| p.role);
        prop_assert_eq!(
            seat.role,
            card.filter(|_| revealed.contains_key(&seat.seat) && s.face_down.is_none()),
            "seat {}'s role in {:?}",
            seat.seat,
            v.phase
        );
        if seat.role.is_some() {
            prop_assert!(
                s.face_down.is_none(),
                "a role shown from a deck not yet known"
            );
        }
    }
    // No role's name anywhere in the message but in the seats' `role`s (a name as a value
    // or a key is a quoted JSON string either way): each name as often as seats show it.
    let text = wire(v);
    let mut shown = vec![0usize; Role::ALL.len()];
    for r in v.seats.iter().filter_map(|s| s.role) {
        shown[Role::ALL.iter().position(|x| *x == r).unwrap()] += 1;
    }
    let words: Vec<(&String, usize, usize)> = names
        .iter()
        .zip(shown)
        .map(|(n, shown)| (n, text.matches(&format!("\"{n}\"")).count(), shown))
        .filter(|(_, found, shown)| found != shown)
        .collect();
    prop_assert!(words.is_empty(), "roles outside the seats: {:?}", words);
    Ok(text)
}

/// (c): the same state with other night secrets and the unrevealed roles moved around.
fn with_other_secrets(s: &GameState, revealed: &BTreeMap<Seat, Role>, d: &mut Dice) -> GameState {
    let mut t = s.clone();
    let seats: Vec<Seat> = t.players.iter().map(|p| p.seat).collect();
    let any = |d: &mut Dice| d.pick(&seats).unwrap_or(1);
    t.night.shot = Some(if d.chance(20) { None } else { Some(any(d)) });
    t.night.don_check = Some((any(d), d.chance(50)));
    t.night.sheriff_check = Some((any(d), d.chance(50)));
    t.night.heal = Some(any(d));
    t.night.silence = Some(any(d));
    t.last_heal = Some((t.night_number, any(d)));
    t.checks.push(CheckRecord {
        night: t.night_number,
        by: Role::Sheriff,
        target: any(d),
        found: d.chance(50),
    });
    t.to_sleep = d.pick(&Role::ALL);
    // The roles not yet shown, rotated among their seats by a random step.
    let hidden: Vec<usize> = (0..t.players.len())
        .filter(|&i| !revealed.contains_key(&t.players[i].seat))
        .collect();
    if hidden.len() > 1 {
        let roles: Vec<Role> = hidden.iter().map(|&i| t.players[i].role).collect();
        let k = 1 + below(&mut d.0, hidden.len() as u32 - 1) as usize;
        for (j, &i) in hidden.iter().enumerate() {
            t.players[i].role = roles[(j + k) % roles.len()];
        }
    }
    t
}

fn random_clock(d: &mut Dice) -> Option<Clock> {
    d.chance(80).then(|| Clock {
        remaining_ms: below(&mut d.0, 70_000),
        running: d.chance(50),
    })
}

/// Plays one random game and checks every view of it.
fn play(preset: Preset, n: usize, seed: u64, seen: &mut Seen) -> Result<(), TestCaseError> {
    let names = role_names();
    let mut d = Dice(SplitMix64(seed));
    let setup = d
        .deal(preset, n)
        .map_err(|e| TestCaseError::fail(e.to_string()))?;
    let mut game = Game::new(setup).map_err(|e| TestCaseError::fail(e.to_string()))?;
    // Derived from the events alone: the roles the table has been shown, the roles shown at
    // night (the table learns them in the morning), and the night's first view.
    let mut revealed: BTreeMap<Seat, Role> = BTreeMap::new();
    let mut pending: Vec<(Seat, Role)> = Vec::new();
    let mut in_night = true;
    let first = view(game.state(), random_clock(&mut d));
    check_roles(&first, game.state(), &revealed, &names)?;
    let mut last = Some(first.clone());
    let mut night_view = Some(first);
    for _ in 0..MAX_ACTIONS {
        if game.state().is_over() {
            break;
        }
        let action = random_action(game.state(), &mut d);
        let Ok(events) = game.act(action) else {
            continue;
        };
        let events = events.to_vec();
        let s = game.state();
        let mut fell = false;
        for e in &events {
            match e {
                GameEvent::RoleRevealed { seat, role, .. } if in_night => {
                    pending.push((*seat, *role));
                    seen.night_reveals += 1;
                }
                GameEvent::RoleRevealed { seat, role, .. } => {
                    revealed.insert(*seat, *role);
                    seen.day_reveals += 1;
                }
                GameEvent::NightFell { .. } => {
                    in_night = true;
                    fell = true;
                }
                GameEvent::DayStarted { .. } | GameEvent::GameEnded { .. } => {
                    in_night = false;
                    revealed.extend(pending.drain(..));
                }
                GameEvent::Fouled { .. } if in_night => seen.night_fouls += 1,
                GameEvent::Eliminated { .. } if in_night => seen.night_exits += 1,
                _ => {}
            }
        }
        if s.is_over() {
            for p in &s.players {
                revealed.insert(p.seat, p.role);
            }
        }
        let clock = random_clock(&mut d);
        let v = view(s, clock);
        // A view's own checks (its roles, its wire) once per different view: the same view
        // again gives the same answers.
        let fresh = last.as_ref() != Some(&v);
        let text = if fresh {
            Some(check_roles(&v, s, &revealed, &names)?)
        } else {
            None
        };
        // (b) one picture all night.
        if in_night {
            prop_assert!(matches!(v.phase, Phase::Night { .. }), "{:?}", v.phase);
            if fell {
                night_view = Some(v.clone());
            }
            prop_assert_eq!(Some(&v), night_view.as_ref(), "a night's view changed");
            seen.night_views += 1;
        } else {
            prop_assert!(!matches!(v.phase, Phase::Night { .. }), "{:?}", v.phase);
        }
        if v.timer.is_some_and(|t| t.clock.is_some()) {
            seen.timers += 1;
        }
        // (c) the night's secrets and the hidden roles change nothing.
        let other = with_other_secrets(s, &revealed, &mut d);
        prop_assert_eq!(&view(&other, clock), &v, "the view depends on a secret");
        // The wire reads back as the view (that it is the view's JSON, exactly, is the
        // unit test `the_wire_is_the_serialised_view_and_reads_back_the_same`).
        if let Some(text) = text {
            let back: PublicView = serde_json::from_str(&text).unwrap();
            prop_assert_eq!(&back, &v);
        }
        last = Some(v);
    }
    prop_assert!(
        game.state().is_over(),
        "no end after {} actions",
        MAX_ACTIONS
    );
    Ok(())
}

/// Plays `games() / share` random games of `preset` at `sizes` (at least one).
fn run(preset: Preset, sizes: std::ops::RangeInclusive<usize>, share: u32) -> Seen {
    let mut runner = TestRunner::new(Config {
        cases: (games() / share).max(1),
        failure_persistence: None,
        ..Config::default()
    });
    let seen = std::cell::RefCell::new(Seen::default());
    let result = runner.run(&(sizes, any::<u64>()), |(n, seed)| {
        play(preset, n, seed, &mut seen.borrow_mut())
    });
    if let Err(e) = result {
        panic!("{preset:?}: {e}");
    }
    let seen = seen.into_inner();
    assert!(seen.night_views > 0, "{preset:?}: no night seen");
    assert!(seen.night_fouls > 0, "{preset:?}: no foul at night");
    assert!(seen.night_exits > 0, "{preset:?}: no exit at night");
    assert!(seen.timers > 0, "{preset:?}: no running timer");
    seen
}

#[test]
fn random_sport_games_show_no_secret() {
    let seen = run(Preset::Sport, 10..=10, 1);
    assert_eq!(
        seen.day_reveals + seen.night_reveals,
        0,
        "Sport reveals no role"
    );
}

#[test]
fn random_club_games_show_no_secret() {
    run(Preset::Club, 10..=10, 1);
}

#[test]
fn random_home_games_of_5_to_30_show_no_secret() {
    run(Preset::Home, 5..=30, 4);
}

#[test]
fn random_party_games_of_5_to_30_show_no_secret() {
    let seen = run(Preset::Party, 5..=30, 2);
    assert!(
        seen.night_reveals > 0 && seen.day_reveals > 0,
        "Party reveals roles by day and by night: {seen:?}"
    );
}

// A scripted Sport game (blacks at 3, 7, 9; the Sheriff at 5).

fn clock(ms: u32) -> Option<Clock> {
    Some(Clock {
        remaining_ms: ms,
        running: true,
    })
}

fn now(t: &Table) -> PublicView {
    view(t.state(), clock(12_000))
}

#[test]
fn the_first_night_is_one_picture_and_the_morning_has_no_news() {
    let mut t = Table::sport();
    let first = view(t.state(), None);
    assert_eq!(first.phase, Phase::Night { night: 1 });
    assert_eq!(first.timer, None);
    assert!(first
        .seats
        .iter()
        .all(|s| s.role.is_none() && s.out.is_none()));
    while matches!(t.stage(), Stage::FirstNight { .. }) {
        // The agreement's 60 seconds run on the host's phone: nothing shows.
        assert_eq!(now(&t), first);
        t.next();
    }
    let morning = now(&t);
    assert_eq!(morning.phase, Phase::Morning { day: 1 });
    // The first night is the acquaintance: nobody was shot, so there is no news at all —
    // not «Этой ночью никто не убит» (issue 39 §3.7).
    assert_eq!(morning.morning, None);
}

#[test]
fn the_day_shows_the_speaker_the_timer_and_the_nominations_by_whom() {
    let mut t = Table::sport();
    t.through_first_night();
    t.next();
    let v = view(t.state(), clock(75_000));
    assert_eq!(v.phase, Phase::Speech { day: 1 });
    assert_eq!(v.speaker, Some(1));
    let timer = v.timer.expect("a speech timer");
    assert_eq!((timer.kind, timer.seconds), (TimerKind::Speech, 60));
    // The host's clock, never beyond the timer's length.
    assert_eq!(
        timer.clock,
        Some(Clock {
            remaining_ms: 60_000,
            running: true
        })
    );
    t.act(HostAction::Nominate { by: 1, target: 3 });
    t.next();
    t.act(HostAction::Nominate { by: 2, target: 7 });
    let v = now(&t);
    assert_eq!(v.speaker, Some(2));
    assert_eq!(
        v.ballot,
        [
            Nomination { by: 1, target: 3 },
            Nomination { by: 2, target: 7 }
        ]
    );
    t.act(HostAction::Foul { seat: 4 });
    assert_eq!(now(&t).seats[3].fouls, 1);
}

/// Sport day 1: 1 nominates 3 and 2 nominates 7; at the vote.
fn at_the_vote(t: &mut Table) {
    t.through_first_night();
    t.speeches(&[(1, 3), (2, 7)]);
}

#[test]
fn each_count_shows_after_its_accepted_and_a_tie_shows_with_its_speeches() {
    let mut t = Table::sport();
    at_the_vote(&mut t);
    let v = now(&t);
    assert_eq!(
        v.phase,
        Phase::Vote {
            day: 1,
            revote: false
        }
    );
    assert_eq!(
        v.vote,
        Some(VoteView {
            candidates: vec![3, 7],
            counts: vec![],
            on: Some(3),
            revote: false,
            abstain: vec![],
        })
    );
    assert_eq!(
        v.timer.map(|t| (t.kind, t.seconds)),
        Some((TimerKind::VoteWindow, 2))
    );
    // «Принято» on 3: five hands.
    t.votes_before_last(&[&[1, 2, 4, 5, 6]]);
    let v = now(&t);
    let vote = v.vote.expect("the count goes on");
    assert_eq!((vote.counts, vote.on), (vec![5], Some(7)));
    // The last candidate gets the other five (R-VOTE-2): a tie.
    t.votes(&[]);
    let v = now(&t);
    assert_eq!(
        v.counts,
        [vec![
            Votes { seat: 3, votes: 5 },
            Votes { seat: 7, votes: 5 }
        ]]
    );
    assert_eq!(v.tie, Some(vec![3, 7]));
    assert_eq!(v.phase, Phase::TieSpeech { day: 1 });
    assert_eq!(v.speaker, Some(3));
    assert_eq!(
        v.timer.map(|t| (t.kind, t.seconds)),
        Some((TimerKind::TieSpeech, 30))
    );
    assert_eq!(v.vote, None);
}

#[test]
fn all_stay_is_shown_through_the_night_that_follows() {
    let mut t = Table::sport_night();
    at_the_vote(&mut t);
    t.votes(&[&[1, 2, 4, 5, 6]]);
    t.finish_speeches();
    t.votes(&[&[1, 2, 4, 5, 6]]);
    let v = now(&t);
    assert_eq!(v.phase, Phase::AllLeave { day: 1 });
    assert_eq!(v.tie, Some(vec![3, 7]));
    assert_eq!(v.counts.len(), 2);
    t.act(HostAction::AllLeave {
        voters: vec![1, 2, 3, 4, 5],
    });
    let night = now(&t);
    assert_eq!(night.phase, Phase::Night { night: 2 });
    assert_eq!(
        night.all_leave,
        Some(AllLeave {
            votes_for: 5,
            voters: 10,
            passed: false
        })
    );
    assert_eq!(night.no_exit, Some(NoExitWhy::AllStay));
    assert!(night.seats.iter().all(|s| s.out.is_none()));
    // The night: a shot, a foul, the checks, the best move; the same picture throughout.
    t.act(HostAction::Shoot { target: Some(4) });
    assert_eq!(now(&t), night);
    t.act(HostAction::Foul { seat: 6 });
    assert_eq!(now(&t), night);
    while matches!(t.stage(), Stage::Night { .. }) {
        let step = t.state().next_step();
        if step.expect.contains(&Expect::BestMove) {
            t.act(HostAction::BestMove {
                seats: vec![3, 7, 8],
            });
        } else {
            t.next();
        }
        if matches!(t.stage(), Stage::Night { .. }) {
            assert_eq!(now(&t), night);
        }
    }
    let morning = now(&t);
    assert_eq!(morning.phase, Phase::Morning { day: 2 });
    assert_eq!(morning.morning.and_then(|m| m.killed), Some(4));
    assert_eq!(
        morning.seats[3].out,
        Some(Out {
            how: OutHow::Killed,
            at: Moment::Night(2)
        })
    );
    // Sport hides the role (R-ROLE-6); the night's foul shows now.
    assert_eq!(morning.seats[3].role, None);
    assert_eq!(morning.seats[5].fouls, 1);
    assert_eq!(
        morning.best_move,
        Some(BestMove {
            by: 4,
            seats: vec![3, 7, 8]
        })
    );
    assert_eq!((morning.all_leave, morning.no_exit), (None, None));
}

#[test]
fn the_end_shows_the_winner_and_every_role() {
    let mut t = Table::sport();
    t.through_first_night();
    // Day 1: 3 out; day 2: 7 out; day 3: 9 out, the town wins.
    for (day, (black, other)) in [(3, 8), (7, 8), (9, 8)].into_iter().enumerate() {
        let by: Vec<Seat> = t.state().living().into_iter().take(2).collect();
        t.speeches(&[(by[0], black), (by[1], other)]);
        // Whichever is first on the ballot, `black` gets every hand but its own and
        // `other`'s (R-VOTE-2 hands the first candidate's non-voters to the last).
        let Stage::Voting(round) = t.stage() else {
            panic!("{:?}", t.stage())
        };
        let voters: Vec<Seat> = if round.candidates[0] == black {
            t.state()
                .living()
                .into_iter()
                .filter(|s| *s != black && *s != other)
                .collect()
        } else {
            Vec::new()
        };
        t.votes(&[&voters]);
        if t.state().is_over() {
            assert_eq!(day, 2);
            break;
        }
        let v = now(&t);
        assert_eq!(
            v.phase,
            Phase::LastWord {
                day: day as u32 + 1,
                cause: LastWordCause::VotedOut
            }
        );
        assert_eq!(v.speaker, Some(black));
        assert_eq!(
            v.seats[black as usize - 1].role,
            None,
            "hidden until the end"
        );
        t.finish_speeches();
        t.night(None);
    }
    let v = view(t.state(), clock(5_000));
    assert_eq!(v.phase, Phase::GameOver);
    assert_eq!(v.winner, Some(Winner::Red));
    assert_eq!(v.timer, None);
    let roles: Vec<Role> = v
        .seats
        .iter()
        .map(|s| s.role.expect("every role"))
        .collect();
    assert_eq!(roles, SPORT_ROLES);
    for black in [3, 7, 9] {
        assert_eq!(
            v.seats[black - 1].out.map(|o| o.how),
            Some(OutHow::VotedOut)
        );
    }
}

#[test]
fn a_removal_at_night_shows_in_the_morning_and_four_fouls_are_named() {
    let mut t = Table::sport();
    t.through_first_night();
    t.speeches(&[]);
    // No candidate: night 2.
    let night = now(&t);
    assert_eq!(night.phase, Phase::Night { night: 2 });
    assert_eq!(night.no_exit, Some(NoExitWhy::NoCandidates));
    t.fouls(2, 4);
    t.act(HostAction::Remove {
        seat: 6,
        reason: RemovalReason::Other,
    });
    assert_eq!(now(&t), night);
    t.night(None);
    let v = now(&t);
    assert_eq!(v.phase, Phase::Morning { day: 2 });
    assert_eq!(v.seats[1].fouls, 4);
    assert_eq!(v.seats[1].out.map(|o| o.how), Some(OutHow::FourFouls));
    assert_eq!(
        v.seats[5].out,
        Some(Out {
            how: OutHow::Removed,
            at: Moment::Night(2)
        })
    );
}

#[test]
fn party_shows_a_role_on_elimination_the_silenced_and_a_foiled_kill() {
    let roles = [
        Role::Mafia,
        Role::Doctor,
        Role::Civilian,
        Role::Silencer,
        Role::Civilian,
        Role::Mafia,
        Role::Civilian,
        Role::Civilian,
    ];
    let mut t = Table::new(Preset::Party, Rules::preset(Preset::Party), &roles);
    t.through_first_night();
    t.reach_speeches();
    // Open discussion: 3 nominates 1, 5 nominates 6.
    assert_eq!(now(&t).phase, Phase::Discussion { day: 1 });
    t.act(HostAction::Nominate { by: 3, target: 1 });
    t.act(HostAction::Nominate { by: 5, target: 6 });
    t.next();
    t.votes(&[&[2, 3, 4, 5, 7, 8]]);
    let v = now(&t);
    assert_eq!(
        v.seats[0].role,
        Some(Role::Mafia),
        "R-ROLE-6: shown on elimination"
    );
    assert!(v.seats.iter().skip(1).all(|s| s.role.is_none()));
    t.finish_speeches();
    // Night 2: the mafia shoot 3, the Doctor heals 3, the Silencer silences 5.
    let night = now(&t);
    t.act(HostAction::Shoot { target: Some(3) });
    t.act(HostAction::Heal { target: 3 });
    assert_eq!(now(&t), night);
    t.act(HostAction::Silence { target: 5 });
    let v = now(&t);
    assert_eq!(v.phase, Phase::Morning { day: 2 });
    assert_eq!(
        v.morning,
        Some(MorningNews {
            killed: None,
            kill_prevented: true,
            silenced: Some(5)
        })
    );
    assert!(
        !wire(&v).contains("doctor"),
        "the Doctor's choice is never shown"
    );
}

#[test]
fn the_view_cannot_be_made_to_show_a_timer_at_night() {
    let mut t = Table::sport();
    t.through_first_night();
    t.speeches(&[]);
    t.act(HostAction::Shoot { target: None });
    // The Don's 10 seconds run on the host's phone.
    assert_eq!(
        t.state().next_step().timer.map(|t| t.kind),
        Some(TimerKind::Check)
    );
    assert_eq!(view(t.state(), clock(9_000)).timer, None);
    assert_eq!(view(t.state(), clock(9_000)), view(t.state(), None));
}
