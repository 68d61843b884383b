//! The day (R-DAY) and last words (R-LAST): the morning, speeches, nominations.

use super::*;

impl Tx {
    /// R-DAY-2: day 1 opens with seat 1; each later day with the next living seat after the
    /// previous opener, counted from that seat even if it has left.
    pub(super) fn opener(&self) -> Seat {
        let n = self.s.players.len() as Seat;
        let start = if self.s.day_number == 0 {
            1
        } else {
            self.s.day.opener % n + 1
        };
        (0..n)
            .map(|k| (start - 1 + k) % n + 1)
            .find(|&seat| self.s.is_alive(seat))
            .unwrap_or(start)
    }

    pub(super) fn start_day(
        &mut self,
        killed: Option<Seat>,
        kill_prevented: bool,
        silenced: Option<Seat>,
    ) {
        let day = self.s.day_number + 1;
        let opener = self.opener();
        self.emit(GameEvent::DayStarted {
            day,
            opener,
            killed,
            kill_prevented,
            silenced,
            rule: if day == 1 {
                RuleId::N0_4
            } else {
                RuleId::Night6
            },
        });
    }

    pub(super) fn silenced_today(&self, seat: Seat) -> bool {
        self.s
            .player(seat)
            .is_some_and(|p| p.silenced_day == Some(self.s.day_number))
    }

    pub(super) fn speech_lost_today(&self, seat: Seat) -> bool {
        self.s
            .player(seat)
            .is_some_and(|p| p.speech_lost_day == Some(self.s.day_number))
    }

    pub(super) fn after_morning(&mut self) {
        match self.s.day.killed {
            // R-LAST-3 in the morning: the best move before the farewell minute.
            Some(seat) if self.morning_best_move() == Some(seat) => {
                self.emit(GameEvent::BestMoveCalled {
                    seat,
                    rule: RuleId::Last3,
                });
            }
            // R-NIGHT-6 / R-LAST-1: the killed player's last word.
            Some(seat) => self.last_words(vec![seat], LastWordCause::Killed),
            None => self.start_speeches(),
        }
    }

    /// R-LAST-1: the next last word in `queue`, or what follows the last words.
    pub(super) fn last_words(&mut self, mut queue: Vec<Seat>, cause: LastWordCause) {
        while !queue.is_empty() {
            let seat = queue.remove(0);
            if self.silenced_today(seat) {
                // R-NIGHT-5: silenced for the whole day, the last word included (docs/decisions.md).
                self.emit(GameEvent::LastWordSkipped {
                    seat,
                    rule: RuleId::Night5,
                });
                continue;
            }
            let seconds = match cause {
                LastWordCause::Killed => self.s.rules.last_word_kill_seconds,
                LastWordCause::VotedOut => self.s.rules.last_word_vote_seconds,
            };
            self.emit(GameEvent::LastWordStarted {
                seat,
                cause,
                seconds,
                queue,
                rule: RuleId::Last1,
            });
            return;
        }
        match cause {
            LastWordCause::Killed => self.start_speeches(),
            LastWordCause::VotedOut => self.end_day(),
        }
    }

    pub(super) fn start_speeches(&mut self) {
        match self.s.rules.discussion {
            // R-DAY-1 `open`: one overall timer.
            Discussion::Open => self.emit(GameEvent::DiscussionStarted {
                seconds: self.s.rules.open_discussion_seconds,
                rule: RuleId::Day1,
            }),
            Discussion::Speeches => self.next_speaker(),
        }
    }

    /// R-DAY-1/2/5: the next living seat in order from the opener whose turn has not come.
    pub(super) fn next_speaker(&mut self) {
        let n = self.s.players.len() as Seat;
        let opener = self.s.day.opener;
        loop {
            let next = (0..n)
                .map(|k| (opener - 1 + k) % n + 1)
                .find(|&seat| self.s.is_alive(seat) && !self.s.day.spoken.contains(&seat));
            let Some(seat) = next else {
                return self.end_speeches();
            };
            if self.silenced_today(seat) {
                self.emit(GameEvent::SpeechSkipped {
                    seat,
                    why: SkipWhy::Silenced,
                    rule: RuleId::Night5,
                });
                continue;
            }
            if self.speech_lost_today(seat) {
                let living = self.s.living_count();
                if self.s.rules.foul3_short_speech && (3..=4).contains(&living) {
                    // R-FOUL-2 `foul3_short_speech`: cut to 30 s instead of lost.
                    return self.emit(GameEvent::SpeechStarted {
                        seat,
                        seconds: self.s.rules.short_speech_seconds,
                        nominate_only: false,
                        rule: RuleId::Foul2,
                    });
                }
                if self.s.rules.foul3_may_nominate {
                    // R-DAY-5 `foul3_may_nominate`: no speech, but the nomination stands.
                    return self.emit(GameEvent::SpeechStarted {
                        seat,
                        seconds: 0,
                        nominate_only: true,
                        rule: RuleId::Day5,
                    });
                }
                self.emit(GameEvent::SpeechSkipped {
                    seat,
                    why: SkipWhy::SpeechLost,
                    rule: RuleId::Foul2,
                });
                continue;
            }
            return self.emit(GameEvent::SpeechStarted {
                seat,
                seconds: self.s.rules.speech_seconds,
                nominate_only: false,
                rule: RuleId::Day1,
            });
        }
    }

    pub(super) fn nominate(&mut self, by: Seat, target: Seat) -> Res {
        match self.s.stage {
            Stage::Speech { seat, .. } if seat != by => {
                return refuse(RuleId::Day3, Refusal::NotTheSpeaker { by, speaker: seat })
            }
            Stage::Speech { .. } => {}
            Stage::Discussion { .. } => {
                self.living(by, RuleId::Day3)?;
                if self.silenced_today(by) {
                    return refuse(RuleId::Night5, Refusal::CannotSpeak { seat: by });
                }
                if self.speech_lost_today(by) && !self.s.rules.foul3_may_nominate {
                    return refuse(RuleId::Day5, Refusal::CannotSpeak { seat: by });
                }
            }
            ref stage => return not_now(RuleId::Day3, expected(stage)),
        }
        if self.s.day.ballot.iter().any(|n| n.by == by) {
            return refuse(RuleId::Day3, Refusal::AlreadyNominated { by });
        }
        self.living(target, RuleId::Day3)?;
        if self.s.day.ballot.iter().any(|n| n.target == target) {
            return refuse(RuleId::Day3, Refusal::AlreadyOnBallot { target });
        }
        if self.s.day.vote_cancelled && self.s.rules.cancelled_vote_closes_ballot {
            // R-VOTE-9: the vote is cancelled for today, there is nothing to nominate for.
            return refuse(RuleId::Vote9, Refusal::NoVoteToday);
        }
        self.emit(GameEvent::Nominated {
            by,
            target,
            rule: RuleId::Day3,
        });
        Ok(())
    }

    pub(super) fn withdraw(&mut self, by: Seat) -> Res {
        match self.s.stage {
            Stage::Speech { seat, .. } if seat != by => {
                return refuse(RuleId::Day4, Refusal::NotTheSpeaker { by, speaker: seat })
            }
            Stage::Speech { .. } | Stage::Discussion { .. } => {}
            ref stage => return not_now(RuleId::Day4, expected(stage)),
        }
        let Some(n) = self.s.day.ballot.iter().find(|n| n.by == by).copied() else {
            return refuse(RuleId::Day4, Refusal::NothingToWithdraw { by });
        };
        self.emit(GameEvent::NominationWithdrawn {
            by,
            target: n.target,
            rule: RuleId::Day4,
        });
        Ok(())
    }

    pub(super) fn repeat_ballot(&mut self) -> Res {
        match self.s.stage {
            Stage::Speech { .. }
            | Stage::Discussion { .. }
            | Stage::Voting(_)
            | Stage::TieSpeech { .. } => {
                let candidates = self.s.day.ballot.iter().map(|n| n.target).collect();
                self.emit(GameEvent::BallotRepeated {
                    candidates,
                    rule: RuleId::Day6,
                });
                Ok(())
            }
            ref stage => not_now(RuleId::Day6, expected(stage)),
        }
    }
}
