//! The night (R-NIGHT): the shot, the checks, the Doctor, the Silencer, the best move
//! (R-LAST-3); `end_day` lets the night fall.

use super::*;

impl Tx {
    pub(super) fn end_day(&mut self) {
        if self.count_quiet_period() {
            return;
        }
        self.emit(GameEvent::NightFell {
            night: self.s.night_number + 1,
            rule: RuleId::Night1,
        });
    }

    pub(super) fn at_night_step(&self, want: NightStep, rule: RuleId) -> Res {
        match self.s.stage {
            Stage::Night { step } if step == want => Ok(()),
            ref stage => not_now(rule, expected(stage)),
        }
    }

    /// R-LAST-3: who makes the best move tonight, if anyone.
    pub(super) fn best_move_giver(&self) -> Option<Seat> {
        if !self.s.rules.best_move
            || self.s.rules.best_move_at != BestMoveAt::Night
            || self.s.night_number != 2
            || self.s.best_move.is_some()
        {
            return None;
        }
        let target = self.s.night.shot.flatten()?;
        let left_before = self
            .s
            .eliminations
            .iter()
            .filter(|e| e.at != Moment::Night(self.s.night_number))
            .count();
        (self.s.is_alive(target) && self.s.night.heal != Some(target) && left_before <= 1)
            .then_some(target)
    }

    pub(super) fn step_applies(&self, step: NightStep) -> bool {
        // R-NIGHT-1a: a role that left is still called while roles are hidden.
        let called = |role: Role| {
            self.s.has_role(role)
                && (!self.s.rules.reveal_on_elimination
                    || self.s.seats_with(role).iter().any(|&s| self.s.is_alive(s)))
        };
        match step {
            NightStep::Shot => true,
            NightStep::DonCheck => called(Role::Don),
            NightStep::SheriffCheck => called(Role::Sheriff),
            NightStep::Doctor => called(Role::Doctor),
            NightStep::Silencer => called(Role::Silencer),
            NightStep::BestMove => self.best_move_giver().is_some(),
        }
    }

    pub(super) fn advance_night(&mut self, from: NightStep) {
        use NightStep::*;
        // Night order: mafia, Don, Sheriff, then Doctor and Silencer, then the best move
        // once the night's kill is certain (docs/decisions.md).
        let order = [Shot, DonCheck, SheriffCheck, Doctor, Silencer, BestMove];
        let pos = order.iter().position(|&x| x == from).unwrap_or(0);
        let next = order[pos + 1..]
            .iter()
            .copied()
            .find(|&s| self.step_applies(s));
        match next {
            Some(step) => {
                let rule = match step {
                    Shot => RuleId::Night1,
                    DonCheck => RuleId::Night2,
                    SheriffCheck => RuleId::Night3,
                    Doctor => RuleId::Night4,
                    Silencer => RuleId::Night5,
                    BestMove => RuleId::Last3,
                };
                self.emit(GameEvent::NightStepStarted { step, rule });
            }
            None => self.end_night(),
        }
    }

    pub(super) fn shoot(&mut self, target: Option<Seat>) -> Res {
        self.at_night_step(NightStep::Shot, RuleId::Night1)?;
        if let Some(t) = target {
            // R-NIGHT-1: any living seat, a black one included.
            self.living(t, RuleId::Night1)?;
        }
        self.emit(GameEvent::ShotResolved {
            target,
            shots: Vec::new(),
            why: ShotWhy::Entered,
            rule: RuleId::Night1,
        });
        self.advance_night(NightStep::Shot);
        Ok(())
    }

    pub(super) fn shoot_each(&mut self, shots: &[BlackShot]) -> Res {
        self.at_night_step(NightStep::Shot, RuleId::Night1)?;
        if self.s.rules.mafia_night != MafiaNight::Blind {
            return not_now(RuleId::Night1, "the mafia's agreed victim, or a miss");
        }
        for (i, shot) in shots.iter().enumerate() {
            self.seat(shot.shooter)?;
            let p = self.s.player(shot.shooter);
            if !p.is_some_and(|p| p.alive && p.role.team() == Team::Black) {
                return refuse(RuleId::Night1, Refusal::NotABlack { seat: shot.shooter });
            }
            if shots[..i].iter().any(|s| s.shooter == shot.shooter) {
                return refuse(RuleId::Night1, Refusal::VotedTwice { seat: shot.shooter });
            }
            if let Some(t) = shot.target {
                self.seat(t)?;
            }
        }
        // R-NIGHT-1 blind: a kill only if every living black shot the same living seat.
        let blacks: Vec<Seat> = self.s.shooters();
        let targets: Vec<Option<Seat>> = blacks
            .iter()
            .map(|b| {
                shots
                    .iter()
                    .find(|s| s.shooter == *b)
                    .and_then(|s| s.target)
            })
            .collect();
        let first = targets.first().copied().flatten();
        let unanimous =
            first.is_some_and(|t| self.s.is_alive(t) && targets.iter().all(|&x| x == Some(t)));
        self.emit(GameEvent::ShotResolved {
            target: if unanimous { first } else { None },
            shots: shots.to_vec(),
            why: if unanimous {
                ShotWhy::Unanimous
            } else {
                ShotWhy::Mismatch
            },
            rule: RuleId::Night1,
        });
        self.advance_night(NightStep::Shot);
        Ok(())
    }

    pub(super) fn don_check(&mut self, target: Seat) -> Res {
        self.at_night_step(NightStep::DonCheck, RuleId::Night2)?;
        // R-NIGHT-1a: a Don shot tonight still checks; one who left earlier does not.
        self.role_alive(Role::Don, RuleId::Night1a)?;
        self.living(target, RuleId::Night2)?;
        let is_sheriff = self
            .s
            .player(target)
            .is_some_and(|p| p.role == Role::Sheriff);
        self.emit(GameEvent::DonChecked {
            target,
            is_sheriff,
            rule: RuleId::Night2,
        });
        self.advance_night(NightStep::DonCheck);
        Ok(())
    }

    pub(super) fn sheriff_check(&mut self, target: Seat) -> Res {
        self.at_night_step(NightStep::SheriffCheck, RuleId::Night3)?;
        self.role_alive(Role::Sheriff, RuleId::Night1a)?;
        self.living(target, RuleId::Night3)?;
        // R-NIGHT-3: red or black, the Don being black.
        let black = self
            .s
            .player(target)
            .is_some_and(|p| p.role.team() == Team::Black);
        self.emit(GameEvent::SheriffChecked {
            target,
            black,
            rule: RuleId::Night3,
        });
        self.advance_night(NightStep::SheriffCheck);
        Ok(())
    }

    pub(super) fn heal(&mut self, target: Seat) -> Res {
        self.at_night_step(NightStep::Doctor, RuleId::Night4)?;
        self.role_alive(Role::Doctor, RuleId::Night4)?;
        self.living(target, RuleId::Night4)?;
        if self.s.last_heal == Some((self.s.night_number - 1, target)) {
            return refuse(RuleId::Night4, Refusal::HealRepeat { seat: target });
        }
        self.emit(GameEvent::Healed {
            target,
            rule: RuleId::Night4,
        });
        self.advance_night(NightStep::Doctor);
        Ok(())
    }

    pub(super) fn silence(&mut self, target: Seat) -> Res {
        self.at_night_step(NightStep::Silencer, RuleId::Night5)?;
        self.role_alive(Role::Silencer, RuleId::Night5)?;
        self.living(target, RuleId::Night5)?;
        self.emit(GameEvent::SilenceChosen {
            target,
            rule: RuleId::Night5,
        });
        self.advance_night(NightStep::Silencer);
        Ok(())
    }

    /// R-LAST-3 with `best_move_at` = morning: the player the morning named as killed makes
    /// the best move, if it is granted (night 2, at most one left before it).
    pub(super) fn morning_best_move(&self) -> Option<Seat> {
        let night = self.s.night_number;
        if !self.s.rules.best_move
            || self.s.rules.best_move_at != BestMoveAt::Morning
            || night != 2
            || self.s.best_move.is_some()
        {
            return None;
        }
        let killed = self.s.day.killed?;
        let left_before = self
            .s
            .eliminations
            .iter()
            .filter(|e| match e.at {
                Moment::Day(d) => d < night,
                Moment::Night(n) => n < night,
            })
            .count();
        (left_before <= 1).then_some(killed)
    }

    pub(super) fn best_move(&mut self, seats: &[Seat]) -> Res {
        let morning = match self.s.stage {
            Stage::BestMove { seat } => Some(seat),
            _ => None,
        };
        if morning.is_none() {
            self.at_night_step(NightStep::BestMove, RuleId::Last3)?;
        }
        let Some(by) = morning.or_else(|| self.best_move_giver()) else {
            return not_now(RuleId::Last3, "the next night step");
        };
        let valid = !seats.is_empty()
            && seats.len() <= crate::action::BEST_MOVE_SEATS
            && seats
                .iter()
                .enumerate()
                .all(|(i, &s)| self.s.player(s).is_some() && s != by && !seats[..i].contains(&s));
        if !valid {
            return refuse(RuleId::Last3, Refusal::BestMoveSeats);
        }
        let blacks = seats
            .iter()
            .filter(|&&s| {
                self.s
                    .player(s)
                    .is_some_and(|p| p.role.team() == Team::Black)
            })
            .count() as u8;
        self.emit(GameEvent::BestMoveMade {
            by,
            seats: seats.to_vec(),
            blacks,
            rule: RuleId::Last3,
        });
        match morning {
            // The farewell minute follows (R-LAST-1).
            Some(seat) => self.last_words(vec![seat], LastWordCause::Killed),
            None => self.advance_night(NightStep::BestMove),
        }
        Ok(())
    }

    /// R-NIGHT-1a / R-NIGHT-6: the night's kill takes effect now; then morning.
    pub(super) fn end_night(&mut self) {
        let night = self.s.night_number;
        let mut killed = None;
        let mut prevented = false;
        if let Some(Some(target)) = self.s.night.shot {
            if !self.s.is_alive(target) {
                // Already left the table tonight: nobody is killed.
            } else if self.s.night.heal == Some(target) {
                prevented = true;
                self.emit(GameEvent::KillPrevented {
                    target,
                    rule: RuleId::Night4,
                });
            } else {
                killed = Some(target);
                self.emit(GameEvent::Eliminated {
                    seat: target,
                    exit: Exit::Killed,
                    at: Moment::Night(night),
                    rule: RuleId::Night6,
                    removed: None,
                });
                self.reveal(target);
            }
        }
        let mut silenced = None;
        if let Some(seat) = self.s.night.silence.filter(|&s| self.s.is_alive(s)) {
            silenced = Some(seat);
            self.emit(GameEvent::Silenced {
                seat,
                day: night,
                rule: RuleId::Night5,
            });
        }
        if killed.is_some() && self.check_win() {
            return;
        }
        if self.count_quiet_period() {
            return;
        }
        self.start_day(killed, prevented, silenced);
    }
}
