//! The game without a host (issue 41, `host::hostless`), over random games of all four
//! presets: the night's turns are the same for every role (order, taps, seconds); the blacks'
//! disagreement is a miss (R-NIGHT-1); a reload at every turn comes back to that player's pass
//! screen; the face-up screen and every spoken line are the same across games that differ
//! only in roles and night choices.

mod common;

use common::*;
use mafia_host::engine::event::{NightStep, ShotWhy};
use mafia_host::engine::simulate::{random_action, Dice};
use mafia_host::engine::*;
use mafia_host::host::hostless::{
    self, face_up, in_round, next_seat, screen, settle, task_seat, tasks, turn_lines, undoable,
    NightRound, Open, Refuse, Screen, Task, Who, LINE_CHARS, SEAT_TAPS, TURN_LINES, TURN_MS,
};
use mafia_host::host::StepInput;
use mafia_host::words::{self, HostlessText, Lang};

const TABLES: [(Preset, usize); 6] = [
    (Preset::Sport, 10),
    (Preset::Club, 10),
    (Preset::Home, 7),
    (Preset::Home, 13),
    // The largest table, with as many blacks as it may have (12): the longest lists of
    // seats a turn's line shows (issue 48).
    (Preset::Home, 30),
    (Preset::Party, 8),
];

/// Party 8: Doctor 1, Silencer 2, Mafia 3 and 4.
const PARTY_8: [Role; 8] = [
    Role::Doctor,
    Role::Silencer,
    Role::Mafia,
    Role::Mafia,
    Role::Civilian,
    Role::Civilian,
    Role::Civilian,
    Role::Civilian,
];

/// The composition of a table of `n` in [`TABLES`]: the standard one, but a table of more
/// than 13 has as many blacks as it may (40 %, 12 of 30).
fn composition(preset: Preset, n: usize) -> Composition {
    let mut c = Composition::standard(preset, n);
    if n > 13 {
        let (_, most) = mafia_host::engine::setup::black_range(n);
        let most = most as u8;
        let specials = c.sheriff + c.doctor + c.silencer;
        c.mafia = most - c.don;
        c.civilians = n as u8 - most - specials;
    }
    c
}

/// A hostless table of `n`, dealt by `d` (roles known: the app deals a hostless game).
fn deal(preset: Preset, n: usize, d: &mut Dice) -> Game {
    let mut setup = Setup::deal(
        preset,
        Rules::preset(preset),
        &names(n),
        composition(preset, n),
        &mut d.0,
    )
    .expect("a standard table");
    setup.hostless = true;
    Game::new(setup).expect("game")
}

/// A moment of the phone's wall clock (ms since 1970) for the turns below.
const T0: u64 = 1_800_000_000_000;

/// `round` with its turn open on the screen at [`T0`], these taps made.
fn opened(round: &NightRound, taps: &[Seat]) -> NightRound {
    NightRound {
        open: Some(Open {
            taps: taps.to_vec(),
            opened: T0,
            hidden: false,
            shown: true,
        }),
        ..round.clone()
    }
}

/// A tap on the turn open with `taps`: the taps after it, or why not.
fn tap(g: &Game, round: &NightRound, taps: &[Seat], seat: Seat) -> Result<Vec<Seat>, Refuse> {
    hostless::tap(g, &opened(round, taps), seat, T0 + 1).map(|r| r.open.unwrap().taps)
}

/// The turn with `taps` closed by its time: the round with it kept.
fn finish(round: &NightRound, taps: &[Seat]) -> NightRound {
    let done = settle(&opened(round, taps), T0 + TURN_MS);
    assert!(done.open.is_none());
    done
}

/// The turn's screen with `taps`.
fn turn(g: &Game, round: &NightRound, taps: &[Seat]) -> Screen {
    screen(g, &opened(round, taps), T0)
}

/// Enters a complete round.
fn enter_round(g: &mut Game, round: &NightRound) -> Result<Vec<GameEvent>, RuleError> {
    hostless::enter_round(g, round).map(|(events, _)| events)
}

/// A tap that fits `task`, chosen by the dice (the blacks agree more often than not).
fn choose(s: &GameState, task: Task, agreed: Option<Seat>, d: &mut Dice) -> Seat {
    let living = s.living();
    match task {
        Task::Tap(x) => x,
        Task::Shoot => match agreed {
            Some(t) if d.chance(70) => t,
            _ => d
                .pick(&(1..=s.players.len() as Seat).collect::<Vec<_>>())
                .unwrap(),
        },
        // The Don's order of shots: a red seat.
        Task::Plan(_) => {
            let red: Vec<Seat> = living
                .iter()
                .copied()
                .filter(|&x| s.player(x).unwrap().role.team() == Team::Red)
                .collect();
            d.pick(&red).unwrap()
        }
        Task::Heal => {
            let ok: Vec<Seat> = living
                .iter()
                .copied()
                .filter(|&x| s.last_heal != Some((s.night_number - 1, x)))
                .collect();
            d.pick(&ok).unwrap()
        }
        _ => d.pick(&living).unwrap(),
    }
}

/// How long the table takes between a pass screen and «Я — игрок №N»: the seat and the
/// night only (what a role does must not show in when the phone moves on).
fn pause(seat: Seat, night: u32) -> u64 {
    1500 + u64::from(seat) * 100 + u64::from(night) * 10
}

/// A turn's lines (issue 48 §6): always [`TURN_LINES`], none empty, each short enough for
/// its fixed box, in both languages, whatever the role and the night.
fn check_lines(v: &hostless::TurnView) {
    for lang in [Lang::Ru, Lang::En] {
        let lines = turn_lines(lang, v);
        assert_eq!(lines.len(), TURN_LINES);
        for l in &lines {
            let n = l.chars().count();
            assert!(
                n > 0 && n <= LINE_CHARS,
                "{:?} seat {}: {n} chars: {l}",
                v.role,
                v.seat
            );
        }
    }
}

/// One turn played through the driver at `now` (the wall clock, moved on): the pass
/// screen, «Я — игрок №N» after a pause that depends on the seat and the night only, the
/// taps at random moments (some turns run out before a tap), a reload after every tap,
/// «Готово» at a random moment or never. Checked: the pass screen of the next seat comes
/// exactly [`TURN_MS`] after the turn opened, whatever the role and whatever the holder
/// did; a reload gives the same turn back (its taps, its answer, its clock), so a check
/// or a shot is never taken twice. Returns the round after the turn.
fn play_turn(
    g: &Game,
    round: &NightRound,
    d: &mut Dice,
    agreed: &mut Option<Seat>,
    now: &mut u64,
) -> NightRound {
    let s = g.state();
    let seat = next_seat(s, round).expect("a turn");
    // The pass screen names the seat and nothing else.
    let Screen::Pass(pass) = screen(g, round, *now) else {
        panic!("a turn starts at the pass screen");
    };
    assert_eq!(pass.seat, seat);
    *now += pause(seat, s.night_number);
    let opened_at = *now;
    let mut round = hostless::open(g, round, *now).unwrap();
    // «Готово» before any tap is refused the same for every role.
    assert_eq!(hostless::done(&round), Err(Refuse::TapsLeft(SEAT_TAPS)));
    let late = d.chance(10);
    for task in tasks(s, seat) {
        *now += if late {
            12_000
        } else {
            1 + d.pick(&[200, 900, 3000]).unwrap()
        };
        round = settle(&round, *now);
        let x = choose(s, task, *agreed, d);
        let before = round.open.as_ref().map(|o| o.taps.clone());
        match hostless::tap(g, &round, x, *now) {
            Ok(after) => {
                if task == Task::Shoot && agreed.is_none() {
                    *agreed = Some(x);
                }
                round = after;
            }
            Err(e) => {
                // Only a turn whose time ran out refuses a fitting tap.
                assert!(before.is_none(), "{e:?}");
                assert!(*now >= opened_at + TURN_MS);
                break;
            }
        }
        // A reload now: the same seat's pass screen, then the same turn, taps and answer.
        let json = serde_json::to_string(&round).unwrap();
        let back = NightRound::restore(g, serde_json::from_str(&json).unwrap());
        assert!(matches!(screen(g, &back, *now), Screen::Pass(p) if p.seat == seat));
        let again = hostless::open(g, &back, *now + 1).unwrap();
        assert_eq!(again.open.as_ref().unwrap().opened, opened_at);
        let (Screen::Turn(v), Screen::Turn(w)) = (
            screen(g, &again, *now + 1),
            screen(g, &settle(&round, *now + 1), *now + 1),
        ) else {
            panic!("a reload gives the same turn back");
        };
        assert_eq!(v, w, "a reload gives the same turn back");
        check_lines(&v);
        round = again;
    }
    let taps_made = round.open.as_ref().map_or(0, |o| o.taps.len());
    if taps_made == SEAT_TAPS && d.chance(50) {
        round = hostless::done(&round).unwrap();
        assert!(matches!(screen(g, &round, *now), Screen::Hidden { .. }));
    }
    // Until the turn's time is up, no pass screen; at it, the next seat's.
    if *now < opened_at + TURN_MS {
        let last = opened_at + TURN_MS - 1;
        let held = settle(&round, last);
        assert!(held.open.is_some());
        assert!(!matches!(screen(g, &held, last), Screen::Pass(_)));
    }
    // The pass screen appeared when the turn's time was up (a late tap came after it).
    *now = opened_at + TURN_MS;
    let round = settle(&round, *now);
    assert!(round.open.is_none(), "the turn closed itself");
    match screen(g, &round, *now) {
        Screen::Pass(p) => assert_eq!(Some(p.seat), next_seat(s, &round)),
        Screen::Done => assert_eq!(next_seat(s, &round), None),
        other => panic!("{other:?}"),
    }
    round
}

/// A night round played turn by turn, then entered; every turn's pass screen and a reload
/// at every turn checked. Returns the seats whose turn came, in order, and when each pass
/// screen appeared.
fn play_round(g: &mut Game, saved: &mut Option<NightRound>, d: &mut Dice) -> (Vec<Seat>, Vec<u64>) {
    let mut round = NightRound::restore(g, saved.take());
    let mut order = Vec::new();
    let mut times = Vec::new();
    let mut agreed = None;
    let mut now = T0;
    while let Some(seat) = next_seat(g.state(), &round) {
        // A reload here (the round kept in the save as JSON) comes back to this seat's
        // pass screen, never to a role's screen.
        let json = serde_json::to_string(&round).unwrap();
        let back = NightRound::restore(g, serde_json::from_str(&json).unwrap());
        assert_eq!(back, round);
        match screen(g, &back, now) {
            Screen::Pass(p) => assert_eq!(p.seat, seat),
            other => panic!("a reload showed {other:?}"),
        }
        order.push(seat);
        times.push(now - T0);
        round = play_turn(g, &round, d, &mut agreed, &mut now);
        *saved = Some(round.clone());
    }
    assert_eq!(screen(g, &round, now), Screen::Done);
    let (_, next) = hostless::enter_round(g, &round).expect("the round is entered");
    *saved = Some(next);
    (order, times)
}

/// A whole hostless game: the nights by turns, the days by a random host's entries.
fn play(preset: Preset, n: usize, seed: u64) -> Game {
    let mut d = Dice(SplitMix64(seed));
    let mut g = deal(preset, n, &mut d);
    let mut saved = None;
    for _ in 0..600 {
        if g.state().is_over() {
            break;
        }
        if in_round(g.state()) {
            let living = g.state().living();
            let night = g.state().night_number;
            let (order, times) = play_round(&mut g, &mut saved, &mut d);
            // Every seat still in the game, in seat order (issue 48 §7).
            assert_eq!(order, living);
            assert!(order.len() <= n);
            // Each pass screen appears at a moment of the seat order and the night only,
            // whatever the roles, the taps and «Готово» (issue 48 §1).
            let mut at = 0;
            for (seat, t) in order.iter().zip(&times) {
                assert_eq!(*t, at, "{preset:?} seed {seed}: seat {seat}");
                at += pause(*seat, night) + TURN_MS;
            }
            continue;
        }
        let a = random_action(g.state(), &mut d);
        let _ = g.act(a);
    }
    g
}

#[test]
fn the_night_goes_round_every_seat_in_order_with_the_same_taps_and_seconds() {
    for (preset, n) in TABLES {
        for seed in 0..12 {
            let g = play(preset, n, 4100 + seed);
            assert!(g.setup().hostless);
            // The log replays to the same game: the turns became ordinary entries.
            let log = GameLog::from_json(&GameLog::of(&g).to_json()).unwrap();
            let again = Game::replay(log.setup().unwrap(), &log.actions).unwrap();
            assert_eq!(again.state().living(), g.state().living());
        }
    }
}

/// Every seat's tasks have the same shape whatever the role: two taps, and a tap that
/// chooses nothing is at a seat the rule shows, never the role's.
#[test]
fn every_seat_has_two_tasks_and_the_shown_seat_does_not_depend_on_the_role() {
    for (preset, n) in TABLES {
        let mut d = Dice(SplitMix64(77));
        let a = deal(preset, n, &mut d);
        let b = deal(preset, n, &mut d);
        for seat in 1..=n as Seat {
            let (ta, tb) = (tasks(a.state(), seat), tasks(b.state(), seat));
            assert_eq!(ta.len(), SEAT_TAPS);
            // The first night: the same two shown seats at both tables, but for the Don,
            // whose two taps set the order of shots (002 4.2.1).
            let don = |g: &Game| g.state().player(seat).unwrap().role == Role::Don;
            if !don(&a) && !don(&b) {
                assert_eq!(ta, tb, "{preset:?} seat {seat}");
            }
            for (g, t) in [(&a, ta), (&b, tb)] {
                let blind = g.state().rules.mafia_night == rules::MafiaNight::Blind;
                let plan = [Task::Plan(2), Task::Plan(3)];
                assert!(if don(g) && blind {
                    t == plan
                } else {
                    t.iter().all(|t| matches!(t, Task::Tap(_)))
                });
            }
        }
    }
}

/// Plays a round with the given first taps for each seat (the second tap as asked).
/// «Коснитесь №X» (docs/hostless.md): at each tap of a round every seat is shown to exactly
/// one holder (no seat is the one everybody taps, so where the fingers land tells nothing),
/// a turn's two taps show two seats (but at a table of 5, where the step between them comes
/// round), and each holder is shown another seat the next night.
#[test]
fn the_seat_shown_is_every_seat_once_a_tap_and_moves_on_each_night() {
    for n in 5..=30usize {
        let seats: Vec<Seat> = (1..=n).map(|s| s as Seat).collect();
        for night in 1..=6u32 {
            for k in 0..SEAT_TAPS {
                let mut shown: Vec<Seat> =
                    seats.iter().map(|&s| task_seat(s, night, k, n)).collect();
                shown.sort_unstable();
                assert_eq!(shown, seats, "{n} seats, night {night}, tap {k}");
            }
            for &s in &seats {
                if n != 5 {
                    assert_ne!(
                        task_seat(s, night, 0, n),
                        task_seat(s, night, 1, n),
                        "{n}: {s}"
                    );
                }
                assert_ne!(
                    task_seat(s, night, 0, n),
                    task_seat(s, night + 1, 0, n),
                    "{n} seats: seat {s}, night {night}"
                );
            }
        }
    }
}

fn round_with(g: &mut Game, first: impl Fn(&GameState, Seat) -> Option<Seat>) -> Vec<GameEvent> {
    let mut round = NightRound::start(g);
    while let Some(seat) = next_seat(g.state(), &round) {
        let s = g.state();
        let mut taps = Vec::new();
        for (k, task) in tasks(s, seat).into_iter().enumerate() {
            let x = match task {
                Task::Tap(x) => x,
                _ if k == 0 => first(s, seat).unwrap_or(1),
                _ => s.living()[0],
            };
            taps = tap(g, &round, &taps, x).unwrap();
        }
        round = finish(&round, &taps);
    }
    enter_round(g, &round).unwrap()
}

fn shot(events: &[GameEvent]) -> (Option<Seat>, Option<ShotWhy>) {
    events
        .iter()
        .find_map(|e| match e {
            GameEvent::ShotResolved { target, why, .. } => Some((*target, Some(*why))),
            _ => None,
        })
        .unwrap_or((None, None))
}

/// A game without a host of these roles, its first night's round played (nobody chooses).
fn after_first_night(preset: Preset, rules: Rules, roles: &[Role]) -> Game {
    let mut hostless = setup(preset, rules, roles);
    hostless.hostless = true;
    let mut g = Game::new(hostless).unwrap();
    round_with(&mut g, |_, _| None);
    g
}

/// To the second night's shot: the first night's round, then day 1 with nobody out.
fn to_night_2(preset: Preset, roles: &[Role]) -> Game {
    to_night_2_with(preset, Rules::preset(preset), roles)
}

fn to_night_2_with(preset: Preset, rules: Rules, roles: &[Role]) -> Game {
    let mut g = after_first_night(preset, rules, roles);
    let mut guard = 0;
    while !in_round(g.state()) {
        guard += 1;
        assert!(guard < 200, "day 1 ends");
        // Nobody nominated: every speech ends, the day ends without a vote.
        g.act(HostAction::Next).unwrap();
    }
    assert!(matches!(
        g.state().stage,
        Stage::Night {
            step: NightStep::Shot
        }
    ));
    g
}

#[test]
fn the_blacks_disagreeing_is_a_miss_and_agreeing_is_a_kill_r_night_1() {
    // Sport seating: blacks 3 (Mafia), 7 (Don), 9 (Mafia).
    for preset in [Preset::Sport, Preset::Club] {
        let g0 = to_night_2(preset, &SPORT_ROLES);
        let mut g = g0.clone();
        let ev = round_with(&mut g, |s, seat| {
            (s.player(seat).unwrap().role.team() == Team::Black).then_some(4)
        });
        assert_eq!(shot(&ev), (Some(4), Some(ShotWhy::Unanimous)));
        assert!(matches!(
            g.actions().iter().find(|a| matches!(a, HostAction::ShootEach { .. })),
            Some(HostAction::ShootEach { shots }) if shots.len() == 3
        ));
        let mut g = g0.clone();
        // Seat 9 shoots 5 where the others shoot 4: a miss.
        let ev = round_with(&mut g, |s, seat| {
            (s.player(seat).unwrap().role.team() == Team::Black).then_some(if seat == 9 {
                5
            } else {
                4
            })
        });
        assert_eq!(shot(&ev), (None, Some(ShotWhy::Mismatch)));
        assert!(g.state().is_alive(4) && g.state().is_alive(5));
    }
}

#[test]
fn at_home_and_party_the_blacks_must_agree_too() {
    // Home 7: Sheriff 1, Don 2, Mafia 3.
    let home = [
        Role::Sheriff,
        Role::Don,
        Role::Mafia,
        Role::Civilian,
        Role::Civilian,
        Role::Civilian,
        Role::Civilian,
    ];
    for (preset, roles, blacks) in [
        (Preset::Home, &home[..], [2, 3]),
        (Preset::Party, &PARTY_8[..], [3, 4]),
    ] {
        let g0 = to_night_2(preset, roles);
        let mut g = g0.clone();
        let ev = round_with(&mut g, |_, seat| {
            blacks
                .contains(&seat)
                .then_some(if seat == blacks[0] { 6 } else { 7 })
        });
        assert_eq!(shot(&ev).0, None, "{preset:?}: disagreeing blacks miss");
        assert!(g.state().is_alive(6) && g.state().is_alive(7));
        let mut g = g0.clone();
        let ev = round_with(&mut g, |_, seat| blacks.contains(&seat).then_some(6));
        assert_eq!(shot(&ev).0, Some(6), "{preset:?}: agreeing blacks kill");
    }
}

#[test]
fn each_role_sees_only_its_own_on_its_turn() {
    let g = to_night_2(Preset::Sport, &SPORT_ROLES);
    let mut round = NightRound::start(&g);
    let mut seen = Vec::new();
    while let Some(seat) = next_seat(g.state(), &round) {
        let s = g.state();
        let mut taps = Vec::new();
        for task in tasks(s, seat) {
            let x = match task {
                Task::Tap(x) => x,
                Task::Shoot => 4,
                // The Don checks the Sheriff (5), the Sheriff the Don (7).
                Task::DonCheck => 5,
                _ => 7,
            };
            taps = tap(&g, &round, &taps, x).unwrap();
        }
        let Screen::Turn(v) = turn(&g, &round, &taps) else {
            panic!()
        };
        seen.push(v.clone());
        round = finish(&round, &taps);
    }
    for v in &seen {
        let black = matches!(v.seat, 3 | 7 | 9);
        assert_eq!(!v.blacks.is_empty(), black, "seat {}", v.seat);
        match v.seat {
            3 => assert!(v.shots_before.is_empty()),
            7 => assert_eq!(v.shots_before, vec![(3, 4)]),
            9 => assert_eq!(v.shots_before, vec![(3, 4), (7, 4)]),
            _ => assert!(v.shots_before.is_empty()),
        }
        match v.seat {
            7 => assert!(v.answer.is_some_and(|a| a.by == Role::Don && a.found)),
            5 => assert!(v.answer.is_some_and(|a| a.by == Role::Sheriff && a.found)),
            _ => assert_eq!(v.answer, None, "seat {}", v.seat),
        }
        // In words, both languages: a red never reads a black's seat list; a black on a
        // later night reads that the blacks must agree (R-NIGHT-1).
        for lang in [Lang::Ru, Lang::En] {
            let lines = turn_lines(lang, v).join("\n");
            if !black {
                assert!(!lines.contains("№3") && !lines.contains("#3") || v.seat == 3);
            }
            let plan = words::hostless(lang, HostlessText::Plan(&[]));
            assert_eq!(lines.contains(&plan), black, "seat {}: {lines}", v.seat);
            assert_eq!(turn_lines(lang, v).len(), TURN_LINES);
        }
    }
    // The first night: the blacks see each other (the договорка), the Don named.
    let mut setup = setup(Preset::Sport, Rules::preset(Preset::Sport), &SPORT_ROLES);
    setup.hostless = true;
    let g = Game::new(setup).unwrap();
    let round = NightRound::start(&g);
    let Screen::Turn(v) = turn(&g, &round, &[]) else {
        panic!()
    };
    assert!(v.blacks.is_empty(), "seat 1 is red");
    let s = g.state();
    let v3 = hostless::view(s, &round, 3, &[]);
    assert_eq!(
        v3.blacks,
        vec![(3, Role::Mafia), (7, Role::Don), (9, Role::Mafia)]
    );
    let ru = turn_lines(Lang::Ru, &v3).join("\n");
    assert!(ru.contains("Договорка") && ru.contains("№7 (Дон)"), "{ru}");
    let en = turn_lines(Lang::En, &v3).join("\n");
    assert!(en.contains("agreement") && en.contains("#7 (Don)"), "{en}");
    // No shot on the first night: nothing to agree on yet.
    for (lang, lines) in [(Lang::Ru, &ru), (Lang::En, &en)] {
        assert!(!lines.contains(&words::hostless(lang, HostlessText::MustAgree)));
    }
}

#[test]
fn a_tap_that_does_not_fit_is_refused_in_words() {
    let g = to_night_2(Preset::Sport, &SPORT_ROLES);
    let round = NightRound::start(&g);
    // Seat 1 (a civilian): the shown seat only.
    let [Task::Tap(x), _] = tasks(g.state(), 1) else {
        panic!("a civilian's task is a shown seat")
    };
    let other = if x == 1 { 2 } else { 1 };
    let e = tap(&g, &round, &[], other).unwrap_err();
    assert_eq!(e, Refuse::TapShown(x));
    assert_eq!(tap(&g, &round, &[], 11), Err(Refuse::NotAtTable(11)));
    for lang in [Lang::Ru, Lang::En] {
        let line = words::hostless(lang, hostless::refusal_words(e));
        assert!(line.contains(&x.to_string()), "{line}");
    }
}

/// A Sport game without a host at night 2's round, seat 2 removed on day 1 (R-FOUL-3);
/// nobody nominated, the day ended.
fn night_2_without_seat_2() -> Game {
    let mut g = after_first_night(Preset::Sport, Rules::preset(Preset::Sport), &SPORT_ROLES);
    g.act(HostAction::Remove {
        seat: 2,
        reason: RemovalReason::Other,
    })
    .unwrap();
    while !in_round(g.state()) {
        g.act(HostAction::Next).unwrap();
    }
    g
}

/// R-NIGHT-2/3: a check needs a living seat (on the checker's own screen, in words); a shot
/// at a seat that has left is taken, a miss (R-NIGHT-1, docs/hostless.md).
#[test]
fn a_check_of_a_seat_that_has_left_is_refused_a_shot_at_it_is_taken() {
    let g = night_2_without_seat_2();
    assert!(!g.state().is_alive(2));
    let (mut round, mut d, mut agreed) = (NightRound::start(&g), Dice(SplitMix64(5)), None);
    let mut now = T0;
    // The Sheriff is seat 5, the Don seat 7 (SPORT_ROLES).
    while next_seat(g.state(), &round) != Some(5) {
        round = play_turn(&g, &round, &mut d, &mut agreed, &mut now);
    }
    assert_eq!(tasks(g.state(), 5)[0], Task::SheriffCheck);
    assert_eq!(tap(&g, &round, &[], 2), Err(Refuse::Out(2)));
    assert_eq!(tap(&g, &round, &[], 4), Ok(vec![4]));
    while next_seat(g.state(), &round) != Some(7) {
        round = play_turn(&g, &round, &mut d, &mut agreed, &mut now);
    }
    assert_eq!(tasks(g.state(), 7), [Task::Shoot, Task::DonCheck]);
    let taps = tap(&g, &round, &[], 2).expect("a shot at a seat that has left: a miss");
    assert_eq!(tap(&g, &round, &taps, 2), Err(Refuse::Out(2)));
    assert_eq!(tap(&g, &round, &taps, 5), Ok(vec![2, 5]));
}

/// The round becomes the entries a host would make: the blacks' shots, then the Don's and
/// the Sheriff's checks of the seats they tapped (R-NIGHT-1..3), in the engine's order.
#[test]
fn the_round_is_entered_as_the_hosts_entries_with_each_check_tapped() {
    let mut g = to_night_2(Preset::Sport, &SPORT_ROLES);
    let before = g.actions().len();
    // The blacks (3, 7, 9) shoot 1; the Sheriff (5) checks 3; the Don (7) checks with his
    // second tap, which round_with makes on the first living seat: 1.
    round_with(&mut g, |_, seat| match seat {
        3 | 7 | 9 => Some(1),
        5 => Some(3),
        _ => None,
    });
    let entered = &g.actions()[before..];
    assert!(
        entered.contains(&HostAction::ShootEach {
            shots: vec![
                BlackShot {
                    shooter: 3,
                    target: Some(1)
                },
                BlackShot {
                    shooter: 7,
                    target: Some(1)
                },
                BlackShot {
                    shooter: 9,
                    target: Some(1)
                },
            ]
        }),
        "{entered:?}"
    );
    assert!(
        entered.contains(&HostAction::DonCheck { target: 1 }),
        "{entered:?}"
    );
    assert!(
        entered.contains(&HostAction::SheriffCheck { target: 3 }),
        "{entered:?}"
    );
    let checks: Vec<Seat> = g.state().checks.iter().map(|c| c.target).collect();
    assert_eq!(checks, vec![1, 3]);
}

/// R-NIGHT-4 at Party: the Doctor may not heal last night's seat again; any other is taken.
#[test]
fn the_doctor_is_refused_last_nights_seat() {
    let mut g = to_night_2(Preset::Party, &PARTY_8);
    // Night 2: the Doctor heals 5, the blacks kill 6.
    round_with(&mut g, |_, seat| match seat {
        1 => Some(5),
        3 | 4 => Some(6),
        _ => None,
    });
    while !in_round(g.state()) {
        g.act(HostAction::Next).unwrap();
    }
    let round = NightRound::start(&g);
    assert_eq!(next_seat(g.state(), &round), Some(1));
    assert_eq!(tasks(g.state(), 1)[0], Task::Heal);
    assert_eq!(tap(&g, &round, &[], 5), Err(Refuse::HealRepeat(5)));
    assert_eq!(tap(&g, &round, &[], 7), Ok(vec![7]));
}

/// A reload whose saved round is of another moment, or has a turn that no longer fits, comes
/// back to a pass screen too: of the first seat, or of the first turn that does not fit.
#[test]
fn a_saved_round_of_another_moment_or_edited_by_hand_is_not_taken() {
    let g = to_night_2(Preset::Sport, &SPORT_ROLES);
    let stale = NightRound {
        at: 3,
        turns: vec![vec![1, 1]],
        ..NightRound::start(&g)
    };
    let back = NightRound::restore(&g, Some(stale));
    assert!(back.turns.is_empty());
    let [Task::Tap(x1), Task::Tap(y1)] = tasks(g.state(), 1) else {
        panic!()
    };
    let edited = NightRound {
        at: g.actions().len(),
        turns: vec![vec![x1, y1], vec![99, 99]],
        ..NightRound::start(&g)
    };
    let back = NightRound::restore(&g, Some(edited));
    assert_eq!(back.turns, vec![vec![x1, y1]]);
    assert!(matches!(screen(&g, &back, T0), Screen::Pass(p) if p.seat == 2));
}

/// Game B: game A's log with the roles of the seats that never left dealt again among them,
/// and other night choices that leave the night's public outcome as it was (each blind night
/// its result only, the checks at other seats).
fn twin(a: &Game, d: &mut Dice) -> Option<Game> {
    let s = a.state();
    let stay: Vec<usize> = s
        .players
        .iter()
        .filter(|p| p.alive)
        .map(|p| usize::from(p.seat) - 1)
        .collect();
    let mut setup = a.setup().clone();
    let mut roles: Vec<Role> = stay.iter().map(|&i| setup.players[i].role).collect();
    // A shuffle by the dice.
    for i in (1..roles.len()).rev() {
        let j = d.pick(&(0..=i).collect::<Vec<_>>()).unwrap();
        roles.swap(i, j);
    }
    for (&i, r) in stay.iter().zip(roles) {
        setup.players[i].role = r;
    }
    let mut b = Game::new(setup).ok()?;
    for (i, action) in a.actions().iter().enumerate() {
        let action = match action {
            HostAction::ShootEach { .. } => {
                let target = a.batch(i)?.iter().find_map(|e| match e {
                    GameEvent::ShotResolved { target, .. } => Some(*target),
                    _ => None,
                })?;
                HostAction::Shoot { target }
            }
            HostAction::DonCheck { .. } => HostAction::DonCheck {
                target: d.pick(&b.state().living())?,
            },
            HostAction::SheriffCheck { .. } => HostAction::SheriffCheck {
                target: d.pick(&b.state().living())?,
            },
            other => other.clone(),
        };
        b.act(action).ok()?;
    }
    Some(b)
}

#[test]
fn the_face_up_screen_and_its_words_are_the_same_whatever_the_roles_and_night_choices() {
    let mut compared = 0;
    let mut other_roles = 0;
    for (preset, n) in TABLES {
        for seed in 0..10 {
            let a = play(preset, n, 5200 + seed);
            let mut d = Dice(SplitMix64(seed));
            let Some(b) = twin(&a, &mut d) else {
                panic!("{preset:?} {seed}: the twin replays")
            };
            other_roles += usize::from(a.setup().players != b.setup().players);
            // Walk both logs side by side.
            let (mut ga, mut gb) = (
                Game::new(a.setup().clone()).unwrap(),
                Game::new(b.setup().clone()).unwrap(),
            );
            for (x, y) in a.actions().iter().zip(b.actions()) {
                let (sa, sb) = (ga.state(), gb.state());
                if !sa.is_over() {
                    if in_round(sa) {
                        let ra = NightRound::start(&ga);
                        let rb = NightRound::start(&gb);
                        assert_eq!(screen(&ga, &ra, T0), screen(&gb, &rb, T0));
                        for seat in 1..=n as Seat {
                            assert_eq!(tasks(sa, seat).len(), tasks(sb, seat).len());
                        }
                    } else {
                        // The top bar's undo names the last entry: offered alike, and
                        // then the same entry (never a night's shot or check).
                        assert_eq!(undoable(&ga), undoable(&gb), "{preset:?} {seed}");
                        if undoable(&ga) {
                            assert_eq!(ga.actions().last(), gb.actions().last());
                        }
                        let fa = face_up(&ga, &StepInput::default()).unwrap();
                        let fb = face_up(&gb, &StepInput::default()).unwrap();
                        assert_eq!(fa, fb, "{preset:?} {seed}");
                        // The day screen's seats are drawn from this value (issue 48 §8):
                        // every seat's tile, no role on any.
                        assert_eq!(fa.tiles.len(), n);
                        assert!(fa.tiles.iter().all(|t| t.role.is_none()));
                        for lang in [Lang::Ru, Lang::En] {
                            assert_eq!(words::say(lang, &fa.say), words::say(lang, &fb.say));
                        }
                        compared += 1;
                    }
                }
                ga.act(x.clone()).unwrap();
                gb.act(y.clone()).unwrap();
            }
        }
    }
    assert!(compared > 1000, "{compared} face-up steps compared");
    assert!(other_roles > 30, "{other_roles} twins with other roles");
}

#[test]
fn the_face_up_screen_says_who_taps() {
    // The best move at night (a setting since issue 48, Sport's default is the morning).
    let rules = Rules {
        best_move_at: mafia_host::engine::rules::BestMoveAt::Night,
        ..Rules::preset(Preset::Sport)
    };
    let mut g = to_night_2_with(Preset::Sport, rules, &SPORT_ROLES);
    assert_eq!(
        face_up(&g, &StepInput::default()),
        None,
        "a night round is not face up"
    );
    // Every black shoots seat 1 (a civilian): killed on night 2, the best move at night.
    round_with(&mut g, |_, _| None);
    let f = face_up(&g, &StepInput::default()).unwrap();
    assert!(
        matches!(
            f.say,
            Script::BestMove {
                seat: 1,
                sleeps: None,
                ..
            }
        ),
        "{:?}",
        f.say
    );
    assert_eq!(f.who, Who::Named(1));
    g.act(HostAction::BestMove {
        seats: vec![3, 7, 9],
    })
    .unwrap();
    let f = face_up(&g, &StepInput::default()).unwrap();
    assert!(
        matches!(
            f.say,
            Script::GoodMorning {
                sleeps: None,
                killed: Some(1),
                ..
            }
        ),
        "{:?}",
        f.say
    );
    assert_eq!(f.who, Who::Anyone);
    assert!(f.foul_by_anyone);
    while !matches!(g.state().stage, Stage::Speech { .. }) {
        g.act(HostAction::Next).unwrap();
    }
    let f = face_up(&g, &StepInput::default()).unwrap();
    assert!(matches!(f.who, Who::Speaker(_)), "{:?}", f.who);
    for lang in [Lang::Ru, Lang::En] {
        assert!(!words::hostless(lang, hostless::who_words(f.who)).is_empty());
    }
    // Two nominations, then the vote: whoever counts the hands.
    let mut nominated: Vec<Seat> = Vec::new();
    while !matches!(g.state().stage, Stage::Voting(_)) {
        assert!(!in_round(g.state()), "the day reaches a vote");
        if let Stage::Speech { seat, .. } = g.state().stage {
            let free = g
                .state()
                .living()
                .into_iter()
                .find(|&x| x != seat && !nominated.contains(&x));
            if let Some(target) = free.filter(|_| nominated.len() < 2) {
                g.act(HostAction::Nominate { by: seat, target }).unwrap();
                nominated.push(target);
            }
        }
        g.act(HostAction::Next).unwrap();
    }
    let f = face_up(&g, &StepInput::default()).unwrap();
    assert_eq!(f.who, Who::Counter);
}

/// Who taps on the face-up screens the Sport day does not have: Party's open discussion
/// (whoever nominates) and a best move made in the morning (the seat named, R-LAST-3).
#[test]
fn the_face_up_screen_says_who_taps_in_a_discussion_and_a_morning_best_move() {
    let mut g = after_first_night(Preset::Party, Rules::preset(Preset::Party), &PARTY_8);
    while !matches!(g.state().stage, Stage::Discussion { .. }) {
        g.act(HostAction::Next).unwrap();
    }
    assert_eq!(
        face_up(&g, &StepInput::default()).unwrap().who,
        Who::Nominator
    );
    let mut rules = Rules::preset(Preset::Sport);
    rules.best_move_at = rules::BestMoveAt::Morning;
    let mut g = after_first_night(Preset::Sport, rules, &SPORT_ROLES);
    while !in_round(g.state()) {
        g.act(HostAction::Next).unwrap();
    }
    // Every black shoots seat 1: killed on night 2, the best move in the morning.
    round_with(&mut g, |_, _| None);
    while !matches!(g.state().stage, Stage::BestMove { .. }) {
        g.act(HostAction::Next).unwrap();
    }
    assert_eq!(
        face_up(&g, &StepInput::default()).unwrap().who,
        Who::Named(1)
    );
}

/// The top bar's undo without a host: never during the night's round nor into it (the
/// round's entries are secrets, the phone lies face up); in the day, entry by entry back to
/// the morning. With a host, always when there is an entry.
#[test]
fn undo_never_reaches_into_the_nights_round() {
    let mut g = setup(Preset::Sport, Rules::preset(Preset::Sport), &SPORT_ROLES);
    g.hostless = true;
    let mut g = Game::new(g).unwrap();
    assert!(!undoable(&g), "nothing entered");
    assert!(in_round(g.state()));
    // The first night's round entered: the morning may not step back into it.
    round_with(&mut g, |_, _| None);
    assert!(!in_round(g.state()));
    assert!(!g.actions().is_empty());
    assert!(!undoable(&g), "the morning right after the round");
    // A day entry may be taken back, and only to the morning.
    g.act(HostAction::Next).unwrap();
    assert!(undoable(&g), "a day entry");
    g.undo();
    assert!(!undoable(&g));
    // To night 2: the day's entries are undoable up to the night; in the round, none.
    while !in_round(g.state()) {
        g.act(HostAction::Next).unwrap();
        if !in_round(g.state()) {
            assert!(undoable(&g), "{:?}", g.state().stage);
        }
    }
    assert!(!undoable(&g), "the night's round began");
    // The round of night 2: every black shoots seat 1, who then makes the best move (a
    // face-up step out of the round, which may not be undone back into it).
    round_with(&mut g, |s, _| s.players[0].alive.then_some(1));
    assert!(!in_round(g.state()));
    assert!(
        !undoable(&g),
        "{:?}: right after the round",
        g.state().stage
    );

    // The same entries with a host: every one may be taken back.
    let mut host = Game::new(setup(
        Preset::Sport,
        Rules::preset(Preset::Sport),
        &SPORT_ROLES,
    ))
    .unwrap();
    assert!(!undoable(&host));
    for a in g.actions() {
        host.act(a.clone()).unwrap();
        assert!(undoable(&host));
    }
}

/// Issue 48 §2: a Sheriff who has read his answer and reloads gets the same turn back, the
/// same answer, and no second check (000 r.16: one check a night); his second tap is the
/// shown seat as before.
#[test]
fn a_reload_after_a_check_gives_the_same_turn_and_never_a_second_check() {
    let g = to_night_2(Preset::Sport, &SPORT_ROLES);
    let mut round = NightRound::start(&g);
    let mut now = T0;
    let (mut d, mut agreed) = (Dice(SplitMix64(9)), None);
    while next_seat(g.state(), &round) != Some(5) {
        round = play_turn(&g, &round, &mut d, &mut agreed, &mut now);
    }
    let round = hostless::open(&g, &round, now).unwrap();
    let checked = hostless::tap(&g, &round, 3, now + 2000).unwrap();
    let Screen::Turn(v) = screen(&g, &checked, now + 2000) else {
        panic!()
    };
    assert!(v.answer.is_some_and(|a| a.target == 3 && a.found));
    // The tab closed and opened again (the round as saved, JSON).
    let json = serde_json::to_string(&checked).unwrap();
    let back = NightRound::restore(&g, serde_json::from_str(&json).unwrap());
    assert!(matches!(screen(&g, &back, now + 5000), Screen::Pass(p) if p.seat == 5));
    let again = hostless::open(&g, &back, now + 6000).unwrap();
    let Screen::Turn(w) = screen(&g, &again, now + 6000) else {
        panic!()
    };
    assert_eq!(w.answer, v.answer, "the same answer");
    assert_eq!(w.taps, vec![3]);
    // The clock where it was: opened before the reload.
    assert_eq!(w.left_ms, TURN_MS - 6000);
    let [_, Task::Tap(shown)] = tasks(g.state(), 5) else {
        panic!()
    };
    let other = if shown == 7 { 8 } else { 7 };
    assert_eq!(
        hostless::tap(&g, &again, other, now + 7000),
        Err(Refuse::TapShown(shown)),
        "no second check"
    );
    // The round entered: the one check of seat 3 only.
    let mut round = hostless::tap(&g, &again, shown, now + 7000).unwrap();
    round = settle(&round, now + TURN_MS);
    while next_seat(g.state(), &round).is_some() {
        round = play_turn(&g, &round, &mut d, &mut agreed, &mut now);
    }
    let mut g = g;
    enter_round(&mut g, &round).unwrap();
    let sheriff: Vec<Seat> = g
        .state()
        .checks
        .iter()
        .filter(|c| c.by == Role::Sheriff)
        .map(|c| c.target)
        .collect();
    assert_eq!(sheriff, vec![3]);
}

/// Issue 48 §1: a turn closes itself when its time is up; what was not tapped is entered as
/// nothing: a black who did not shoot shot nobody (so the blind night is a miss), a Don or
/// a Sheriff who did not check checked nobody.
#[test]
fn a_turn_closes_itself_and_what_was_not_tapped_is_nothing() {
    let mut g = to_night_2(Preset::Sport, &SPORT_ROLES);
    let mut round = NightRound::start(&g);
    let mut now = T0;
    while let Some(seat) = next_seat(g.state(), &round) {
        round = hostless::open(&g, &round, now).unwrap();
        // Blacks 3 and 7 shoot 1; 9 lets the time run out. The Sheriff (5) does nothing;
        // the Don (7) does not check.
        if matches!(seat, 3 | 7) {
            round = hostless::tap(&g, &round, 1, now + 1000).unwrap();
        }
        assert!(!matches!(
            screen(&g, &settle(&round, now + TURN_MS - 1), now + TURN_MS - 1),
            Screen::Pass(_)
        ));
        now += TURN_MS;
        round = settle(&round, now);
        assert!(round.open.is_none(), "seat {seat}: closed by its time");
        assert!(matches!(
            hostless::tap(&g, &round, 1, now),
            Err(Refuse::NoTurn | Refuse::TapsDone)
        ));
    }
    let ev = enter_round(&mut g, &round).unwrap();
    assert_eq!(shot(&ev), (None, Some(ShotWhy::Mismatch)));
    assert!(g.state().checks.is_empty(), "{:?}", g.state().checks);
    // «Готово» hides a turn early, never ends it.
    let g = to_night_2(Preset::Sport, &SPORT_ROLES);
    let round = NightRound::start(&g);
    let round = hostless::open(&g, &round, T0).unwrap();
    let [Task::Tap(x), Task::Tap(y)] = tasks(g.state(), 1) else {
        panic!()
    };
    let round = hostless::tap(&g, &round, x, T0 + 10).unwrap();
    let round = hostless::tap(&g, &round, y, T0 + 20).unwrap();
    let hidden = hostless::done(&round).unwrap();
    assert_eq!(
        screen(&g, &hidden, T0 + 1000),
        Screen::Hidden {
            seat: 1,
            left_ms: TURN_MS - 1000
        }
    );
    assert_eq!(
        hostless::tap(&g, &hidden, x, T0 + 1000),
        Err(Refuse::NoTurn)
    );
    // Reopening a hidden turn does not show it again.
    let reopened = hostless::open(&g, &hidden, T0 + 2000).unwrap();
    assert!(matches!(
        screen(&g, &reopened, T0 + 2000),
        Screen::Hidden { .. }
    ));
    assert!(matches!(
        screen(&g, &settle(&hidden, T0 + TURN_MS), T0 + TURN_MS),
        Screen::Pass(p) if p.seat == 2
    ));
}

/// Issue 48 §4 (002 4.2.1): on the first night the Don sets the order of shots with his two
/// taps (never a black seat); every black sees it on his later turns, a red never; every
/// other first-night turn keeps its shape.
#[test]
fn the_don_sets_the_order_of_shots_on_the_first_night() {
    let mut setup = setup(Preset::Sport, Rules::preset(Preset::Sport), &SPORT_ROLES);
    setup.hostless = true;
    let mut g = Game::new(setup).unwrap();
    assert_eq!(tasks(g.state(), 7), [Task::Plan(2), Task::Plan(3)]);
    for seat in [1, 3, 5, 9] {
        assert!(tasks(g.state(), seat)
            .iter()
            .all(|t| matches!(t, Task::Tap(_))));
    }
    let mut round = NightRound::start(&g);
    while let Some(seat) = next_seat(g.state(), &round) {
        let mut taps = Vec::new();
        for task in tasks(g.state(), seat) {
            let x = match task {
                Task::Tap(x) => x,
                Task::Plan(2) => {
                    assert_eq!(tap(&g, &round, &taps, 9), Err(Refuse::PlanBlack(9)));
                    4
                }
                _ => 6,
            };
            taps = tap(&g, &round, &taps, x).unwrap();
        }
        if seat == 3 {
            let Screen::Turn(v) = turn(&g, &round, &taps) else {
                panic!()
            };
            let ru = turn_lines(Lang::Ru, &v).join("\n");
            assert!(ru.contains("назначает Дон"), "{ru}");
        }
        round = finish(&round, &taps);
    }
    let (_, next) = hostless::enter_round(&mut g, &round).unwrap();
    assert_eq!(next.plan, vec![4, 6]);
    // Kept through the day (the save) to night 2.
    let json = serde_json::to_string(&next).unwrap();
    let mut saved = NightRound::restore(&g, serde_json::from_str(&json).unwrap());
    while !in_round(g.state()) {
        g.act(HostAction::Next).unwrap();
        saved = NightRound::restore(&g, Some(saved));
    }
    let round = saved.at_moment(&g);
    assert_eq!(round.plan, vec![4, 6]);
    assert!(round.turns.is_empty());
    for seat in 1..=10 {
        let v = hostless::view(g.state(), &round, seat, &[]);
        let black = matches!(seat, 3 | 7 | 9);
        assert_eq!(v.plan.is_empty(), !black, "seat {seat}");
        for (lang, plan) in [
            (Lang::Ru, "ночь 2 — №4, ночь 3 — №6"),
            (Lang::En, "player 4 on night 2, player 6 on night 3"),
        ] {
            let lines = turn_lines(lang, &v).join("\n");
            assert_eq!(lines.contains(plan), black, "seat {seat}: {lines}");
        }
    }
}

/// Issue 48 §7: seats that have left are skipped at night (their exit is public).
#[test]
fn seats_that_have_left_are_skipped_at_night() {
    let g = night_2_without_seat_2();
    assert_eq!(hostless::order(g.state()), vec![1, 3, 4, 5, 6, 7, 8, 9, 10]);
    let round = finish(&NightRound::start(&g), &{
        let [Task::Tap(x), Task::Tap(y)] = tasks(g.state(), 1) else {
            panic!()
        };
        vec![x, y]
    });
    assert_eq!(next_seat(g.state(), &round), Some(3));
    // A round saved by an earlier release (a turn for every seat, the one who left
    // included) keeps the living seats' turns.
    let [Task::Tap(x1), Task::Tap(y1)] = tasks(g.state(), 1) else {
        panic!()
    };
    let [Task::Tap(x2), Task::Tap(y2)] = tasks(g.state(), 2) else {
        panic!()
    };
    let old = format!(
        "{{\"at\":{},\"turns\":[[{x1},{y1}],[{x2},{y2}]]}}",
        g.actions().len()
    );
    let back = NightRound::restore(&g, serde_json::from_str(&old).unwrap());
    assert_eq!(back.turns, vec![vec![x1, y1]]);
    assert_eq!(next_seat(g.state(), &back), Some(3));
}

/// Issue 48 §6: nothing the phone shows or says without a host names a host.
#[test]
fn no_word_of_the_game_without_a_host_names_a_host() {
    let texts = [
        HostlessText::PassHint(1),
        HostlessText::Nightfall,
        HostlessText::Hidden(5),
        HostlessText::PlanAsk,
        HostlessText::PlanByDon,
        HostlessText::Quiet,
        HostlessText::Unknown,
        HostlessText::SameTime(20),
        HostlessText::WhoAnyone,
        HostlessText::TurnMade,
    ];
    for t in texts {
        for lang in [Lang::Ru, Lang::En] {
            let w = words::hostless(lang, t).to_lowercase();
            assert!(
                !w.contains("ведущ") && !w.contains("судь") && !w.contains("host"),
                "{w}"
            );
        }
    }
    // After the deal: the phone is not "back with the host".
    for lang in [Lang::Ru, Lang::En] {
        for word in [
            words::StartWord::AllDealtHostless,
            words::StartWord::AllDealtHostlessReveal,
        ] {
            let w = words::start(lang, word).to_lowercase();
            assert!(!w.contains("ведущ") && !w.contains("host"), "{w}");
        }
    }
}

/// Issue 48: at a 30-seat Home table with 12 blacks, the last black's «Уже выстрелили: …»
/// lists eleven shots, past the line's 96 characters as «№19 → №8, …». The line always
/// fits: each shot with its shooter while that fits; otherwise each seat shot with its
/// count; otherwise as many as fit, then «и ещё N» (the shots not listed).
#[test]
fn the_shots_before_fit_their_line_at_a_table_of_30_with_12_blacks() {
    // Seat 1 the Sheriff, 2–18 civilians, 19 the Don, 20–30 mafia.
    let roles: Vec<Role> = (1..=30)
        .map(|seat| match seat {
            1 => Role::Sheriff,
            2..=18 => Role::Civilian,
            19 => Role::Don,
            _ => Role::Mafia,
        })
        .collect();
    // The last black's turn (seat 30) after the other eleven shot, each by `aim`.
    let last_black = |aim: &dyn Fn(Seat) -> Seat| -> hostless::TurnView {
        let g = to_night_2(Preset::Home, &roles);
        let mut round = NightRound::start(&g);
        while let Some(seat) = next_seat(g.state(), &round) {
            let s = g.state();
            if seat == 30 {
                let Screen::Turn(v) = turn(&g, &round, &[]) else {
                    panic!("seat 30's turn")
                };
                return v;
            }
            let mut taps = Vec::new();
            for task in tasks(s, seat) {
                let x = match task {
                    Task::Tap(x) => x,
                    Task::Shoot => aim(seat),
                    _ => 2,
                };
                taps = tap(&g, &round, &taps, x).unwrap();
            }
            round = finish(&round, &taps);
        }
        panic!("seat 30 has a turn")
    };
    let shots_line = |v: &hostless::TurnView, lang| {
        let lines = turn_lines(lang, v);
        for l in &lines {
            assert!(
                l.chars().count() <= LINE_CHARS,
                "{} chars: {l}",
                l.chars().count()
            );
        }
        lines[4].clone()
    };
    // Eleven different seats: as many as fit, then the rest counted.
    let v = last_black(&|by| by - 11);
    assert_eq!(v.shots_before.len(), 11);
    assert_eq!(
        shots_line(&v, Lang::Ru),
        "Уже выстрелили: в №8 — 1, в №9 — 1, в №10 — 1, в №11 — 1, в №12 — 1, в №13 — 1 и ещё 5"
    );
    assert_eq!(
        shots_line(&v, Lang::En),
        "Shots so far: 1 at #8, 1 at #9, 1 at #10, 1 at #11, 1 at #12, 1 at #13, 1 at #14 and 4 more"
    );
    // Two seats: each seat with its count, the most shot first.
    let v = last_black(&|by| if by < 25 { 12 } else { 7 });
    assert_eq!(
        shots_line(&v, Lang::Ru),
        "Уже выстрелили: в №12 — 6, в №7 — 5"
    );
    assert_eq!(shots_line(&v, Lang::En), "Shots so far: 6 at #12, 5 at #7");
    // One seat.
    let v = last_black(&|_| 4);
    assert_eq!(shots_line(&v, Lang::Ru), "Уже выстрелили: в №4 — 11");
    assert_eq!(shots_line(&v, Lang::En), "Shots so far: 11 at #4");
}
