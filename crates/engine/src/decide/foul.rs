//! Fouls and removals (R-FOUL).

use super::*;

impl Tx {
    /// R-FOUL-2: the day whose speech a third foul takes.
    pub(super) fn lost_speech_day(&self, seat: Seat) -> u32 {
        let before_speeches = matches!(
            self.s.stage,
            Stage::Morning
                | Stage::Speech { .. }
                | Stage::LastWord {
                    cause: LastWordCause::Killed,
                    ..
                }
        ) && !self.s.day.spoken.contains(&seat);
        match self.s.stage {
            // Night k is followed by day k.
            Stage::FirstNight { .. } | Stage::Night { .. } => self.s.night_number,
            _ if before_speeches => self.s.day_number,
            _ => self.s.day_number + 1,
        }
    }

    pub(super) fn foul(&mut self, seat: Seat) -> Res {
        self.living(seat, RuleId::Foul1)?;
        let fouls = self.s.player(seat).map_or(0, |p| p.fouls) + 1;
        self.emit(GameEvent::Fouled {
            seat,
            fouls,
            rule: RuleId::Foul1,
        });
        if fouls == 3 {
            let day = self.lost_speech_day(seat);
            self.emit(GameEvent::SpeechLost {
                seat,
                day,
                rule: RuleId::Foul2,
            });
        }
        if fouls >= 4 {
            self.remove(seat, RuleId::Foul3, RemovedFor::FourthFoul);
        }
        Ok(())
    }

    /// R-FOUL-3 `hand_lift`. Removal (000 r.8–9): the vote ends at «Спасибо», so a hand
    /// lifted before it removes the player and one lifted after it is legal (refused here,
    /// the vote stands). Warning (002): the hands stay until «Принято»; a lift before it,
    /// either side of «Спасибо», is a foul and the vote still counts.
    pub(super) fn hand_lift(&mut self, seat: Seat, after_thanks: bool) -> Res {
        if !matches!(self.s.stage, Stage::Voting(_) | Stage::AllLeave { .. }) {
            return not_now(RuleId::Foul3, expected(&self.s.stage));
        }
        self.living(seat, RuleId::Foul3)?;
        match self.s.rules.hand_lift {
            HandLift::Removal if after_thanks => {
                refuse(RuleId::Foul3, Refusal::LiftAfterThanks { seat })
            }
            HandLift::Removal => {
                self.remove(seat, RuleId::Foul3, RemovedFor::HandLift);
                Ok(())
            }
            // The vote is still counted: only a warning.
            HandLift::Warning => self.foul(seat),
        }
    }

    /// R-FOUL-3/4: the player leaves silently (R-LAST-2); their nomination is dropped; a
    /// removal before the vote's result cancels the vote (R-VOTE-9); the win is checked.
    pub(super) fn remove(&mut self, seat: Seat, rule: RuleId, why: RemovedFor) {
        let at = self.now();
        self.emit(GameEvent::Eliminated {
            seat,
            exit: Exit::Removed,
            at,
            rule,
            removed: Some(why),
        });
        self.reveal(seat);
        let dropped: Vec<_> = self
            .s
            .day
            .ballot
            .iter()
            .filter(|n| n.by == seat || n.target == seat)
            .copied()
            .collect();
        for n in dropped {
            self.emit(GameEvent::NominationDropped {
                by: n.by,
                target: n.target,
                rule: RuleId::Foul4,
            });
        }
        let in_day = !matches!(
            self.s.stage,
            Stage::FirstNight { .. } | Stage::Night { .. } | Stage::GameOver
        );
        if in_day && !self.s.day.vote_decided && !self.s.day.vote_cancelled {
            self.emit(GameEvent::VoteCancelled {
                rule: RuleId::Vote9,
            });
        }
        if self.check_win() {
            return;
        }
        match self.s.stage.clone() {
            Stage::Speech { seat: speaker, .. } if speaker == seat => self.next_speaker(),
            Stage::Voting(_) | Stage::TieSpeech { .. } | Stage::AllLeave { .. } => {
                self.emit(GameEvent::NoExit {
                    why: NoExitWhy::Cancelled,
                    rule: RuleId::Vote9,
                });
                self.end_day();
            }
            Stage::Night {
                step: NightStep::BestMove,
            } if self.best_move_giver().is_none() => self.advance_night(NightStep::BestMove),
            _ => {}
        }
    }
}
