//! A random host: plays random, mostly legal actions. Used by the property tests and the
//! replay benchmark to produce many different games; not used by the app. What is legal is
//! [`legal`]'s answer, the one the host's tools read; a few actions in a hundred are
//! anything at all, to test the refusals.

use super::action::{BlackShot, HostAction, RemovalReason};
use super::event::NightStep;
use super::legal::{accepted, nominations};
use super::rng::{below, SplitMix64};
use super::rules::MafiaNight;
use super::rules::{Preset, Rules};
use super::setup::{Composition, Role, Seat, Setup, SetupError, Team};
use super::state::{GameState, Stage};

/// Dice over a seeded source.
pub struct Dice(pub SplitMix64);

impl Dice {
    /// True with `percent` % probability.
    pub fn chance(&mut self, percent: u32) -> bool {
        below(&mut self.0, 100) < percent
    }
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        if items.is_empty() {
            None
        } else {
            Some(items[below(&mut self.0, items.len() as u32) as usize])
        }
    }
    pub fn subset(&mut self, items: &[Seat], percent: u32) -> Vec<Seat> {
        items
            .iter()
            .copied()
            .filter(|_| self.chance(percent))
            .collect()
    }
    pub fn seat(&mut self, n: usize) -> Seat {
        // Sometimes off the table, to test refusals.
        below(&mut self.0, n as u32 + 2) as Seat
    }

    /// A fresh table of `n` players ("P1"…) with the preset's rules and standard line-up,
    /// dealt by these dice.
    ///
    /// # Errors
    /// `n` does not fit the preset (R-ROLE-2/3).
    pub fn deal(&mut self, preset: Preset, n: usize) -> Result<Setup, SetupError> {
        let names: Vec<String> = (1..=n).map(|i| format!("P{i}")).collect();
        // One table in five deals face down: the cards are learned on night 1.
        if self.chance(20) {
            return Setup::face_down(
                preset,
                Rules::preset(preset),
                &names,
                Composition::standard(preset, n),
            );
        }
        Setup::deal(
            preset,
            Rules::preset(preset),
            &names,
            Composition::standard(preset, n),
            &mut self.0,
        )
    }
}

/// A random action the host could plausibly enter now.
pub fn random_action(s: &GameState, d: &mut Dice) -> HostAction {
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
    // Each kind of action asks `legal` only once it is chosen: asking every kind at every
    // action would make the random games many times slower.
    if d.chance(3) {
        if let Some(seat) = d.pick(&accepted(s, |seat| HostAction::Foul { seat })) {
            return HostAction::Foul { seat };
        }
    }
    if d.chance(1) {
        let remove = |seat| HostAction::Remove {
            seat,
            reason: RemovalReason::Other,
        };
        if let Some(seat) = d.pick(&accepted(s, remove)) {
            return HostAction::Remove {
                seat,
                reason: RemovalReason::Other,
            };
        }
    }
    match &s.stage {
        Stage::FirstNight { step } if s.face_down.is_some() => {
            use super::event::FirstNightStep as F;
            let deck = s.face_down.unwrap_or(Composition::standard(s.preset, n));
            let seats: Vec<Seat> = s.players.iter().map(|p| p.seat).collect();
            let of = |role: Role| s.seats_with(role);
            let mut pick_from = |from: Vec<Seat>, k: usize| {
                let mut from = from;
                let mut out = Vec::new();
                while out.len() < k && !from.is_empty() {
                    let i = below(&mut d.0, from.len() as u32) as usize;
                    out.push(from.swap_remove(i));
                }
                out
            };
            let seats = match step {
                F::Agreement => pick_from(seats, usize::from(deck.mafia + deck.don)),
                F::DonMeets => pick_from(of(Role::Mafia), 1),
                _ => pick_from(of(Role::Civilian), 1),
            };
            HostAction::Cards { seats }
        }
        Stage::Speech { seat, .. } => {
            if d.chance(40) {
                let targets: Vec<Seat> = nominations(s, Some(*seat))
                    .into_iter()
                    .map(|(_, target)| target)
                    .collect();
                if let Some(target) = d.pick(&targets) {
                    return HostAction::Nominate { by: *seat, target };
                }
            }
            if d.chance(5) {
                return HostAction::Withdraw { by: *seat };
            }
            HostAction::Next
        }
        Stage::Discussion { .. } => {
            // A seat first, then one of its nominations (asking every pair would be ten
            // times the work at every step of a discussion).
            if d.chance(60) {
                if let Some(by) = d.pick(&living) {
                    if let Some((by, target)) = d.pick(&nominations(s, Some(by))) {
                        return HostAction::Nominate { by, target };
                    }
                }
            }
            HostAction::Next
        }
        Stage::Voting(round) => {
            let candidate = round.next_candidate().unwrap_or(0);
            if d.chance(2) {
                let lift = |seat| HostAction::HandLift {
                    seat,
                    after_thanks: false,
                };
                if let Some(seat) = d.pick(&accepted(s, lift)) {
                    return HostAction::HandLift {
                        seat,
                        after_thanks: false,
                    };
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
                let targets = match step {
                    NightStep::DonCheck => accepted(s, |target| HostAction::DonCheck { target }),
                    NightStep::SheriffCheck => {
                        accepted(s, |target| HostAction::SheriffCheck { target })
                    }
                    NightStep::Doctor => accepted(s, |target| HostAction::Heal { target }),
                    _ => accepted(s, |target| HostAction::Silence { target }),
                };
                match d.pick(&targets) {
                    Some(target) if d.chance(90) => match step {
                        NightStep::DonCheck => HostAction::DonCheck { target },
                        NightStep::SheriffCheck => HostAction::SheriffCheck { target },
                        NightStep::Doctor => HostAction::Heal { target },
                        _ => HostAction::Silence { target },
                    },
                    _ => HostAction::Next,
                }
            }
            NightStep::BestMove => best_move(d, n),
        },
        // R-LAST-3 in the morning (Sport's default since issue 48).
        Stage::BestMove { .. } => best_move(d, n),
        _ => HostAction::Next,
    }
}

/// R-LAST-3: three seats, or the host moves on.
fn best_move(d: &mut Dice, n: usize) -> HostAction {
    if d.chance(70) {
        let seats = (0..3).map(|_| d.seat(n)).collect();
        HostAction::BestMove { seats }
    } else {
        HostAction::Next
    }
}

/// A Sport game of `seats` (names by seat) dealt and played to its end by this random host,
/// seeded; `None` when it has not ended in 20 000 actions. The tournament's tests, the e2e
/// fixtures and the benchmark play their tables' games so.
pub fn played_out(seats: &[String], seed: u64) -> Option<crate::game::Game> {
    let mut d = Dice(SplitMix64(seed));
    let setup = Setup::deal(
        Preset::Sport,
        Rules::preset(Preset::Sport),
        seats,
        Composition::standard(Preset::Sport, seats.len()),
        &mut d.0,
    )
    .ok()?;
    let mut g = crate::game::Game::new(setup).ok()?;
    for _ in 0..20_000 {
        if g.state().is_over() {
            return Some(g);
        }
        let a = random_action(g.state(), &mut d);
        let _ = g.act(a);
    }
    None
}
