//! Host action in, events out. Each automatic decision is an event citing its rule.
//!
//! A transaction folds every event into a working copy of the state as it is emitted, so a
//! later decision in the same action sees the earlier ones; the events alone rebuild the
//! same state.

use super::action::{BlackShot, HostAction, Remedy};
use super::error::{Refusal, RuleError};
use super::event::{
    Exit, FirstNightStep, GameEvent, LastWordCause, Moment, NightStep, NoExitWhy, RemovedFor,
    ShotWhy, SkipWhy, Winner,
};
use super::rules::{
    BestMoveAt, BlackWin, Discussion, HandLift, MafiaNight, QuietResult, RuleId, SingleCandidate,
};
use super::setup::{Composition, Role, Seat, Team};
use super::state::{GameState, Stage};

mod day;
mod first_night;
mod foul;
mod night;
mod role;
mod vote;
mod win;

type Res = Result<(), RuleError>;

/// Applies one host action to `state`.
///
/// # Errors
/// The action breaks a rule, or does not fit the current moment; the state is untouched.
pub fn decide(state: &GameState, action: &HostAction) -> Result<Vec<GameEvent>, RuleError> {
    let mut tx = Tx {
        s: state.clone(),
        events: Vec::new(),
    };
    tx.act(action)?;
    Ok(tx.events)
}

fn refuse(rule: RuleId, refusal: Refusal) -> Res {
    Err(RuleError::new(rule, refusal))
}

fn not_now(rule: RuleId, expected: &'static str) -> Res {
    refuse(rule, Refusal::NotNow { expected })
}

/// What the current stage expects, for refusals.
fn expected(stage: &Stage) -> &'static str {
    match stage {
        Stage::FirstNight { .. } => "the next first-night step",
        Stage::Morning => "the morning announcement",
        Stage::LastWord { .. } => "the end of a last word",
        Stage::Speech { .. } => "a speech, its nomination or its end",
        Stage::Discussion { .. } => "nominations or the end of the discussion",
        Stage::Voting(_) => "the votes for the next candidate",
        Stage::TieSpeech { .. } => "the end of a tie speech",
        Stage::AllLeave { .. } => "the vote on \"all leave?\"",
        Stage::BestMove { .. } => "the best move, or its end",
        Stage::Night {
            step: NightStep::Shot,
        } => "the mafia's shot",
        Stage::Night {
            step: NightStep::DonCheck,
        } => "the Don's check",
        Stage::Night {
            step: NightStep::SheriffCheck,
        } => "the Sheriff's check",
        Stage::Night {
            step: NightStep::Doctor,
        } => "the Doctor's heal",
        Stage::Night {
            step: NightStep::Silencer,
        } => "the Silencer's choice",
        Stage::Night {
            step: NightStep::BestMove,
        } => "the best move",
        Stage::GameOver => "nothing: the game is over",
    }
}

/// Checks a list of seats: each at the table, none twice.
fn distinct_seats(s: &GameState, seats: &[Seat]) -> Res {
    seats_at_table(s, seats, RuleId::Vote2, |seat| Refusal::VotedTwice { seat })
}

/// Every seat of `seats` is at the table and named once; a seat named twice is refused
/// with `twice`'s words, under `rule`.
fn seats_at_table(
    s: &GameState,
    seats: &[Seat],
    rule: RuleId,
    twice: impl Fn(Seat) -> Refusal,
) -> Res {
    for (i, &seat) in seats.iter().enumerate() {
        if s.player(seat).is_none() {
            return refuse(rule, Refusal::NoSuchSeat { seat });
        }
        if seats[..i].contains(&seat) {
            return refuse(rule, twice(seat));
        }
    }
    Ok(())
}

struct Tx {
    s: GameState,
    events: Vec<GameEvent>,
}

impl Tx {
    fn emit(&mut self, e: GameEvent) {
        self.s.fold(&e);
        self.events.push(e);
    }

    fn seat(&self, seat: Seat) -> Res {
        if self.s.player(seat).is_none() {
            return refuse(RuleId::Role4, Refusal::NoSuchSeat { seat });
        }
        Ok(())
    }

    fn living(&self, seat: Seat, rule: RuleId) -> Res {
        self.seat(seat)?;
        if !self.s.is_alive(seat) {
            return refuse(rule, Refusal::NotAlive { seat });
        }
        Ok(())
    }

    fn role_alive(&self, role: Role, rule: RuleId) -> Res {
        if self.s.seats_with(role).iter().any(|&s| self.s.is_alive(s)) {
            Ok(())
        } else {
            refuse(rule, Refusal::RoleOut { role })
        }
    }

    fn now(&self) -> Moment {
        match self.s.stage {
            Stage::FirstNight { .. } | Stage::Night { .. } => Moment::Night(self.s.night_number),
            _ => Moment::Day(self.s.day_number),
        }
    }

    fn act(&mut self, a: &HostAction) -> Res {
        if self.s.is_over()
            && !matches!(
                a,
                HostAction::Protest { .. } | HostAction::ExtraPoints { .. }
            )
        {
            return refuse(RuleId::Win2, Refusal::GameIsOver);
        }
        match a {
            HostAction::Next => self.next(),
            HostAction::Nominate { by, target } => self.nominate(*by, *target),
            HostAction::Withdraw { by } => self.withdraw(*by),
            HostAction::RepeatBallot => self.repeat_ballot(),
            HostAction::Vote { candidate, voters } => self.vote(*candidate, Some(voters), 0),
            HostAction::VoteCount { candidate, count } => self.vote(*candidate, None, *count),
            HostAction::AllLeave { voters } => self.all_leave(Some(voters), 0),
            HostAction::AllLeaveCount { count } => self.all_leave(None, *count),
            HostAction::Foul { seat } => self.foul(*seat),
            HostAction::Remove { seat, reason } => {
                self.living(*seat, RuleId::Foul3)?;
                // Without a host the table decided it (issue 48 §5).
                let why = if self.s.hostless {
                    RemovedFor::Table(*reason)
                } else {
                    RemovedFor::Host(*reason)
                };
                self.remove(*seat, RuleId::Foul3, why);
                Ok(())
            }
            HostAction::HandLift { seat, after_thanks } => self.hand_lift(*seat, *after_thanks),
            HostAction::Shoot { target } => self.shoot(*target),
            HostAction::ShootEach { shots } => self.shoot_each(shots),
            HostAction::DonCheck { target } => self.don_check(*target),
            HostAction::SheriffCheck { target } => self.sheriff_check(*target),
            HostAction::Heal { target } => self.heal(*target),
            HostAction::Silence { target } => self.silence(*target),
            HostAction::BestMove { seats } => self.best_move(seats),
            HostAction::Cards { seats } => self.cards(seats),
            HostAction::Protest {
                team,
                votes_for,
                remedy,
            } => self.protest(*team, votes_for, *remedy),
            HostAction::ExtraPoints { seat, tenths } => self.extra_points(*seat, *tenths),
        }
    }

    // ----- moving on -------------------------------------------------------------------

    fn next(&mut self) -> Res {
        match self.s.stage.clone() {
            Stage::FirstNight { step } => {
                self.cards_first()?;
                self.next_first_night_step(step);
                Ok(())
            }
            Stage::Morning => {
                self.after_morning();
                Ok(())
            }
            Stage::LastWord { cause, queue, .. } => {
                self.last_words(queue, cause);
                Ok(())
            }
            Stage::Speech { .. } => {
                self.next_speaker();
                Ok(())
            }
            Stage::Discussion { .. } => {
                self.end_speeches();
                Ok(())
            }
            Stage::TieSpeech { queue, tied, .. } => {
                self.tie_speeches(queue, tied);
                Ok(())
            }
            // No best move made: the farewell minute (R-LAST-1).
            Stage::BestMove { seat } => {
                self.last_words(vec![seat], LastWordCause::Killed);
                Ok(())
            }
            Stage::Night {
                step: NightStep::Shot,
            } => not_now(RuleId::Night1, "the mafia's shot: a seat or a miss"),
            Stage::Night { step } => {
                self.advance_night(step);
                Ok(())
            }
            stage @ (Stage::Voting(_) | Stage::AllLeave { .. } | Stage::GameOver) => {
                not_now(RuleId::Vote1, expected(&stage))
            }
        }
    }
}
