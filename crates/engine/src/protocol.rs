//! The tournament protocol of a game (issue 6): each seat's role, fouls and exit, and the
//! game night by night and day by day: nominations and counts of votes, the shot, the
//! checks, the best move, who left. Derived from the game's events only, so a game opened
//! from a log or the history gives the same protocol; the host's notes come from the game
//! beside them.

use super::event::{GameEvent, Moment, Winner};
use super::game::Game;
use super::setup::{Role, Seat};
use super::state::{BestMoveRecord, CheckRecord, Elimination, Nomination, ProtestRecord};
use serde::Serialize;

/// One seat of the protocol.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatLine {
    pub seat: Seat,
    pub name: String,
    pub role: Role,
    /// R-FOUL-1: warnings at the end of the game.
    pub fouls: u8,
    /// How and when the player left (voted out, killed, removed), if they did.
    pub exit: Option<Elimination>,
}

/// One count of votes: each candidate and the votes they got, in ballot order (R-VOTE-1/2).
pub type Count = Vec<(Seat, u8)>;

/// R-VOTE-7: the vote on all the tied leaving.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct AllLeaveLine {
    pub votes_for: u8,
    pub living: u8,
    pub passed: bool,
}

/// One night or one day of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Period {
    pub at: Moment,
    /// Day: the ballot as it stood when the vote came, withdrawn nominations left out
    /// (R-DAY-3/4).
    pub nominations: Vec<Nomination>,
    /// Day: the first count, then each revote after a tie (R-VOTE-1/6).
    pub counts: Vec<Count>,
    pub all_leave: Option<AllLeaveLine>,
    /// Night: the shot's result (R-NIGHT-1): `Some(None)` is a miss; `None` no shot was
    /// made (the first night).
    pub shot: Option<Option<Seat>>,
    /// Night: the Don's and the Sheriff's checks (R-NIGHT-2/3).
    pub checks: Vec<CheckRecord>,
    /// Night: R-LAST-3.
    pub best_move: Option<BestMoveRecord>,
    /// Who left in this period, in order.
    pub out: Vec<Elimination>,
}

impl Period {
    fn new(at: Moment) -> Period {
        Period {
            at,
            nominations: Vec::new(),
            counts: Vec::new(),
            all_leave: None,
            shot: None,
            checks: Vec::new(),
            best_move: None,
            out: Vec::new(),
        }
    }

    /// Nothing was recorded in this period.
    fn is_empty(&self) -> bool {
        self.nominations.is_empty()
            && self.counts.is_empty()
            && self.all_leave.is_none()
            && self.shot.is_none()
            && self.checks.is_empty()
            && self.best_move.is_none()
            && self.out.is_empty()
    }
}

/// The whole protocol of a game (finished or not).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Protocol {
    pub winner: Option<Winner>,
    pub seats: Vec<SeatLine>,
    /// Night 1, day 1, night 2, … ; a night with nothing recorded is left out.
    pub periods: Vec<Period>,
    pub protests: Vec<ProtestRecord>,
    /// The host's private notes, in seat order (`Game::notes`): printed only when the host
    /// asks for them.
    pub notes: Vec<(Seat, String)>,
    /// Without a host, every motion the table voted on (`Game::table`), in order.
    pub table: Vec<super::table::Decision>,
}

impl Protocol {
    /// The protocol of `game`, from its events and its final state.
    pub fn of(game: &Game) -> Protocol {
        let state = game.state();
        let seats = state
            .players
            .iter()
            .map(|p| SeatLine {
                seat: p.seat,
                name: p.name.clone(),
                role: p.role,
                fouls: p.fouls,
                exit: state
                    .eliminations
                    .iter()
                    .find(|e| e.seat == p.seat)
                    .copied(),
            })
            .collect();
        let mut periods = vec![Period::new(Moment::Night(1))];
        for e in game.events() {
            let Some(now) = periods.last_mut() else {
                break;
            };
            match e {
                GameEvent::DayStarted { day, .. } => periods.push(Period::new(Moment::Day(*day))),
                GameEvent::NightFell { night, .. } => {
                    periods.push(Period::new(Moment::Night(*night)))
                }
                GameEvent::Nominated { by, target, .. } => now.nominations.push(Nomination {
                    by: *by,
                    target: *target,
                }),
                GameEvent::NominationWithdrawn { by, target, .. }
                | GameEvent::NominationDropped { by, target, .. } => now
                    .nominations
                    .retain(|n| !(n.by == *by && n.target == *target)),
                GameEvent::Tally { results, .. } => now.counts.push(results.clone()),
                GameEvent::AllLeaveDecided {
                    votes_for,
                    living,
                    passed,
                    ..
                } => {
                    now.all_leave = Some(AllLeaveLine {
                        votes_for: *votes_for,
                        living: *living,
                        passed: *passed,
                    })
                }
                GameEvent::ShotResolved { target, .. } => now.shot = Some(*target),
                GameEvent::DonChecked {
                    target, is_sheriff, ..
                } => now.checks.push(CheckRecord {
                    night: night_of(now.at),
                    by: Role::Don,
                    target: *target,
                    found: *is_sheriff,
                }),
                GameEvent::SheriffChecked { target, black, .. } => now.checks.push(CheckRecord {
                    night: night_of(now.at),
                    by: Role::Sheriff,
                    target: *target,
                    found: *black,
                }),
                GameEvent::BestMoveMade {
                    by, seats, blacks, ..
                } => {
                    now.best_move = Some(BestMoveRecord {
                        by: *by,
                        seats: seats.clone(),
                        blacks: *blacks,
                    })
                }
                GameEvent::Eliminated { seat, exit, at, .. } => {
                    let out = Elimination {
                        seat: *seat,
                        exit: *exit,
                        at: *at,
                    };
                    // A night's kill is announced in the morning: it belongs to its night.
                    match periods.iter_mut().rev().find(|p| p.at == *at) {
                        Some(p) => p.out.push(out),
                        None => {
                            let mut p = Period::new(*at);
                            p.out.push(out);
                            periods.push(p);
                        }
                    }
                }
                _ => {}
            }
        }
        periods.retain(|p| matches!(p.at, Moment::Day(_)) || !p.is_empty());
        Protocol {
            winner: state.winner,
            seats,
            periods,
            protests: state.protests.clone(),
            notes: game
                .notes()
                .iter()
                .map(|(&seat, text)| (seat, text.clone()))
                .collect(),
            table: game.table().to_vec(),
        }
    }
}

fn night_of(at: Moment) -> u32 {
    match at {
        Moment::Night(n) => n,
        Moment::Day(d) => d,
    }
}
