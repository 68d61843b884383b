//! Host action in, events out. Each automatic decision is an event citing its rule.
//!
//! A transaction folds every event into a working copy of the state as it is emitted, so a
//! later decision in the same action sees the earlier ones; the events alone rebuild the
//! same state.

use super::action::{BlackShot, HostAction, Remedy};
use super::error::{Refusal, RuleError};
use super::event::{
    Exit, FirstNightStep, GameEvent, LastWordCause, Moment, NightStep, NoExitWhy, ShotWhy, SkipWhy,
    Winner,
};
use super::rules::{
    BlackWin, Discussion, HandLift, MafiaNight, QuietResult, RuleId, SingleCandidate,
};
use super::setup::{Role, Seat, Team};
use super::state::{GameState, Stage};

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
    for (i, &seat) in seats.iter().enumerate() {
        if s.player(seat).is_none() {
            return refuse(RuleId::Vote2, Refusal::NoSuchSeat { seat });
        }
        if seats[..i].contains(&seat) {
            return refuse(RuleId::Vote2, Refusal::VotedTwice { seat });
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
            HostAction::Remove { seat, .. } => {
                self.living(*seat, RuleId::Foul3)?;
                self.remove(*seat, RuleId::Foul3);
                Ok(())
            }
            HostAction::HandLift { seat } => self.hand_lift(*seat),
            HostAction::Shoot { target } => self.shoot(*target),
            HostAction::ShootEach { shots } => self.shoot_each(shots),
            HostAction::DonCheck { target } => self.don_check(*target),
            HostAction::SheriffCheck { target } => self.sheriff_check(*target),
            HostAction::Heal { target } => self.heal(*target),
            HostAction::Silence { target } => self.silence(*target),
            HostAction::BestMove { seats } => self.best_move(seats),
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

    // ----- first night (R-N0) ----------------------------------------------------------

    fn next_first_night_step(&mut self, from: FirstNightStep) {
        use FirstNightStep::*;
        let order = [
            Agreement,
            DonMeets,
            SheriffMeets,
            DoctorMeets,
            SilencerMeets,
        ];
        let has = |step: FirstNightStep, s: &GameState| match step {
            Agreement => true,
            DonMeets => s.has_role(Role::Don),
            SheriffMeets => s.has_role(Role::Sheriff),
            DoctorMeets => s.has_role(Role::Doctor),
            SilencerMeets => s.has_role(Role::Silencer),
        };
        let pos = order.iter().position(|&x| x == from).unwrap_or(0);
        match order[pos + 1..].iter().find(|&&x| has(x, &self.s)) {
            // R-N0-2: the Don, the Sheriff (Party: Doctor, Silencer) meet the host.
            Some(&step) => self.emit(GameEvent::FirstNightStep {
                step,
                rule: RuleId::N0_2,
            }),
            // R-N0-3: no checks on the first night; R-N0-4: "Доброе утро".
            None => self.start_day(None, false, None),
        }
    }

    // ----- day: morning, speeches, nominations (R-DAY) ---------------------------------

    /// R-DAY-2: day 1 opens with seat 1; each later day with the next living seat after the
    /// previous opener, counted from that seat even if it has left.
    fn opener(&self) -> Seat {
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

    fn start_day(&mut self, killed: Option<Seat>, kill_prevented: bool, silenced: Option<Seat>) {
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

    fn silenced_today(&self, seat: Seat) -> bool {
        self.s
            .player(seat)
            .is_some_and(|p| p.silenced_day == Some(self.s.day_number))
    }

    fn speech_lost_today(&self, seat: Seat) -> bool {
        self.s
            .player(seat)
            .is_some_and(|p| p.speech_lost_day == Some(self.s.day_number))
    }

    fn after_morning(&mut self) {
        match self.s.day.killed {
            // R-NIGHT-6 / R-LAST-1: the killed player's last word.
            Some(seat) => self.last_words(vec![seat], LastWordCause::Killed),
            None => self.start_speeches(),
        }
    }

    /// R-LAST-1: the next last word in `queue`, or what follows the last words.
    fn last_words(&mut self, mut queue: Vec<Seat>, cause: LastWordCause) {
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

    fn start_speeches(&mut self) {
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
    fn next_speaker(&mut self) {
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

    fn nominate(&mut self, by: Seat, target: Seat) -> Res {
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
        self.emit(GameEvent::Nominated {
            by,
            target,
            rule: RuleId::Day3,
        });
        Ok(())
    }

    fn withdraw(&mut self, by: Seat) -> Res {
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

    fn repeat_ballot(&mut self) -> Res {
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

    // ----- voting (R-VOTE) -------------------------------------------------------------

    /// "Дневное обсуждение завершено": is there a vote, and on whom?
    fn end_speeches(&mut self) {
        let candidates: Vec<Seat> = self.s.day.ballot.iter().map(|n| n.target).collect();
        let no_exit = |tx: &mut Tx, why, rule| {
            tx.emit(GameEvent::NoExit { why, rule });
            tx.end_day();
        };
        if self.s.day.vote_cancelled {
            return no_exit(self, NoExitWhy::Cancelled, RuleId::Vote9);
        }
        match candidates.len() {
            0 => no_exit(self, NoExitWhy::NoCandidates, RuleId::Vote3),
            1 if self.s.day_number == 1 => {
                no_exit(self, NoExitWhy::SingleCandidateFirstDay, RuleId::Vote3)
            }
            1 => match self.s.rules.single_candidate_later_days {
                SingleCandidate::Eliminated => self.voted_out(candidates, RuleId::Vote4),
                SingleCandidate::NoVote => {
                    no_exit(self, NoExitWhy::SingleCandidateNoVote, RuleId::Vote4)
                }
            },
            _ => self.start_vote(candidates, false),
        }
    }

    fn start_vote(&mut self, candidates: Vec<Seat>, revote: bool) {
        let mut voters = self.s.living();
        if revote && !self.s.rules.tied_players_vote_in_revote {
            // R-VOTE-6 `tied_players_vote_in_revote` = no: their votes are simply absent.
            voters.retain(|v| !candidates.contains(v));
        }
        self.emit(GameEvent::VotingStarted {
            candidates,
            voters,
            revote,
            rule: if revote { RuleId::Vote6 } else { RuleId::Vote1 },
        });
    }

    fn vote(&mut self, candidate: Seat, voters: Option<&Vec<Seat>>, count: u8) -> Res {
        let Stage::Voting(round) = self.s.stage.clone() else {
            return not_now(RuleId::Vote1, expected(&self.s.stage));
        };
        let Some(next) = round.next_candidate() else {
            return not_now(RuleId::Vote1, expected(&self.s.stage));
        };
        if candidate != next {
            return refuse(
                RuleId::Vote1,
                Refusal::WrongCandidate {
                    expected: next,
                    got: candidate,
                },
            );
        }
        let count = match voters {
            Some(seats) => {
                distinct_seats(&self.s, seats)?;
                for &seat in seats {
                    if !round.voters.contains(&seat) {
                        let rule = if self.s.is_alive(seat) {
                            RuleId::Vote6
                        } else {
                            RuleId::Vote2
                        };
                        return refuse(rule, Refusal::NotAVoter { seat });
                    }
                    if round.voted.contains(&seat) {
                        // R-VOTE-2: one vote, never changed.
                        return refuse(RuleId::Vote2, Refusal::VotedTwice { seat });
                    }
                }
                seats.len() as u8
            }
            None => count,
        };
        if count > round.remaining() {
            return refuse(
                RuleId::Vote2,
                Refusal::TooManyVotes {
                    count,
                    remaining: round.remaining(),
                },
            );
        }
        self.emit(GameEvent::VotesCast {
            candidate,
            voters: voters.cloned(),
            count,
            rule: RuleId::Vote2,
        });
        if let Stage::Voting(round) = &self.s.stage {
            if round.tally.len() + 1 == round.candidates.len() {
                // R-VOTE-2: whoever did not vote gives the vote to the last candidate.
                let last = round.candidates[round.candidates.len() - 1];
                let remaining = round.remaining();
                self.emit(GameEvent::VotesToLast {
                    candidate: last,
                    count: remaining,
                    rule: RuleId::Vote2,
                });
                self.resolve_vote();
            }
        }
        Ok(())
    }

    fn resolve_vote(&mut self) {
        let Stage::Voting(round) = self.s.stage.clone() else {
            return;
        };
        let results: Vec<(Seat, u8)> = round
            .candidates
            .iter()
            .copied()
            .zip(round.tally.iter().copied())
            .collect();
        self.emit(GameEvent::Tally {
            results: results.clone(),
            rule: RuleId::Vote5,
        });
        let max = results.iter().map(|r| r.1).max().unwrap_or(0);
        let leaders: Vec<Seat> = results.iter().filter(|r| r.1 == max).map(|r| r.0).collect();
        if leaders.len() == 1 {
            // R-VOTE-5
            return self.voted_out(leaders, RuleId::Vote5);
        }
        if !round.revote
            && self.s.rules.whole_table_tie_ends_day
            && leaders.len() == self.s.living_count()
        {
            // R-VOTE-7a: the whole table tied: nobody leaves, night at once.
            self.emit(GameEvent::NoExit {
                why: NoExitWhy::WholeTableTie,
                rule: RuleId::Vote7a,
            });
            return self.end_day();
        }
        if round.revote && self.s.day.last_tie.as_ref() == Some(&leaders) {
            // R-VOTE-7: the same players tied again.
            return self.ask_all_leave(leaders);
        }
        // R-VOTE-6: tie speeches, then a revote among the tied.
        self.emit(GameEvent::TieDeclared {
            tied: leaders.clone(),
            rule: RuleId::Vote6,
        });
        self.tie_speeches(leaders.clone(), leaders);
    }

    fn tie_speeches(&mut self, mut queue: Vec<Seat>, tied: Vec<Seat>) {
        while !queue.is_empty() {
            let seat = queue.remove(0);
            if self.silenced_today(seat) {
                // R-NIGHT-5: no tie speech either.
                self.emit(GameEvent::TieSpeechSkipped {
                    seat,
                    rule: RuleId::Night5,
                });
                continue;
            }
            // R-FOUL-2 (ext.): a lost speech does not take away the tie speech.
            return self.emit(GameEvent::TieSpeechStarted {
                seat,
                seconds: self.s.rules.tie_speech_seconds,
                queue,
                tied,
                rule: RuleId::Vote6,
            });
        }
        self.start_vote(tied, true);
    }

    fn ask_all_leave(&mut self, tied: Vec<Seat>) {
        if tied.len() * 2 > self.s.living_count() {
            // R-VOTE-8: at most half the table may leave in one voting.
            self.emit(GameEvent::NoExit {
                why: NoExitWhy::HalfTableLimit,
                rule: RuleId::Vote8,
            });
            return self.end_day();
        }
        self.emit(GameEvent::AllLeaveAsked {
            tied,
            rule: RuleId::Vote7,
        });
    }

    fn all_leave(&mut self, voters: Option<&Vec<Seat>>, count: u8) -> Res {
        let Stage::AllLeave { tied } = self.s.stage.clone() else {
            return not_now(RuleId::Vote7, expected(&self.s.stage));
        };
        let living = self.s.living_count() as u8;
        let votes_for = match voters {
            Some(seats) => {
                distinct_seats(&self.s, seats)?;
                if let Some(&seat) = seats.iter().find(|&&s| !self.s.is_alive(s)) {
                    return refuse(RuleId::Vote7, Refusal::NotAVoter { seat });
                }
                seats.len() as u8
            }
            None => count,
        };
        if votes_for > living {
            return refuse(
                RuleId::Vote7,
                Refusal::TooManyVotes {
                    count: votes_for,
                    remaining: living,
                },
            );
        }
        // R-VOTE-7: more than half of the living; silence counts as against.
        let passed = votes_for as usize * 2 > living as usize;
        self.emit(GameEvent::AllLeaveDecided {
            votes_for,
            living,
            passed,
            rule: RuleId::Vote7,
        });
        if passed {
            self.voted_out(tied, RuleId::Vote7);
        } else {
            self.emit(GameEvent::NoExit {
                why: NoExitWhy::AllStay,
                rule: RuleId::Vote7,
            });
            self.end_day();
        }
        Ok(())
    }

    /// Players leave by the vote; the win is checked at once; then last words in ballot order.
    fn voted_out(&mut self, seats: Vec<Seat>, rule: RuleId) {
        let at = self.now();
        for &seat in &seats {
            self.emit(GameEvent::Eliminated {
                seat,
                exit: Exit::VotedOut,
                at,
                rule,
            });
            self.reveal(seat);
        }
        if self.check_win() {
            return;
        }
        self.last_words(seats, LastWordCause::VotedOut);
    }

    /// R-ROLE-6 `reveal_on_elimination`.
    fn reveal(&mut self, seat: Seat) {
        if self.s.rules.reveal_on_elimination {
            if let Some(p) = self.s.player(seat) {
                let role = p.role;
                self.emit(GameEvent::RoleRevealed {
                    seat,
                    role,
                    rule: RuleId::Role6,
                });
            }
        }
    }

    /// R-WIN-2a: counts a day or night in which nobody left; true if that ended the game.
    fn count_quiet_period(&mut self) -> bool {
        let limit = self.s.rules.draw_after_quiet_rounds;
        if limit == 0 {
            return false;
        }
        let count = if self.s.period_had_exit {
            0
        } else {
            self.s.quiet_periods.saturating_add(1)
        };
        self.emit(GameEvent::QuietPeriods {
            count,
            rule: RuleId::Win2a,
        });
        if count >= limit.saturating_mul(2) {
            let winner = match self.s.rules.quiet_rounds_result {
                QuietResult::Draw => Winner::Draw,
                QuietResult::RedWins => Winner::Red,
            };
            self.emit(GameEvent::GameEnded {
                winner,
                rule: RuleId::Win2a,
            });
            return true;
        }
        false
    }

    fn end_day(&mut self) {
        if self.count_quiet_period() {
            return;
        }
        self.emit(GameEvent::NightFell {
            night: self.s.night_number + 1,
            rule: RuleId::Night1,
        });
    }

    // ----- fouls and removals (R-FOUL) -------------------------------------------------

    /// R-FOUL-2: the day whose speech a third foul takes.
    fn lost_speech_day(&self, seat: Seat) -> u32 {
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

    fn foul(&mut self, seat: Seat) -> Res {
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
            self.remove(seat, RuleId::Foul3);
        }
        Ok(())
    }

    fn hand_lift(&mut self, seat: Seat) -> Res {
        if !matches!(self.s.stage, Stage::Voting(_) | Stage::AllLeave { .. }) {
            return not_now(RuleId::Foul3, expected(&self.s.stage));
        }
        self.living(seat, RuleId::Foul3)?;
        match self.s.rules.hand_lift {
            HandLift::Removal => {
                self.remove(seat, RuleId::Foul3);
                Ok(())
            }
            // The vote is still counted: only a warning.
            HandLift::Warning => self.foul(seat),
        }
    }

    /// R-FOUL-3/4: the player leaves silently (R-LAST-2); their nomination is dropped; a
    /// removal before the vote's result cancels the vote (R-VOTE-9); the win is checked.
    fn remove(&mut self, seat: Seat, rule: RuleId) {
        let at = self.now();
        self.emit(GameEvent::Eliminated {
            seat,
            exit: Exit::Removed,
            at,
            rule,
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

    // ----- night (R-NIGHT) -------------------------------------------------------------

    fn at_night_step(&self, want: NightStep, rule: RuleId) -> Res {
        match self.s.stage {
            Stage::Night { step } if step == want => Ok(()),
            ref stage => not_now(rule, expected(stage)),
        }
    }

    /// R-LAST-3: who makes the best move tonight, if anyone.
    fn best_move_giver(&self) -> Option<Seat> {
        if !self.s.rules.best_move || self.s.night_number != 2 || self.s.best_move.is_some() {
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

    fn step_applies(&self, step: NightStep) -> bool {
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

    fn advance_night(&mut self, from: NightStep) {
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

    fn shoot(&mut self, target: Option<Seat>) -> Res {
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

    fn shoot_each(&mut self, shots: &[BlackShot]) -> Res {
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
        let blacks: Vec<Seat> = self
            .s
            .players
            .iter()
            .filter(|p| p.alive && p.role.team() == Team::Black)
            .map(|p| p.seat)
            .collect();
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

    fn don_check(&mut self, target: Seat) -> Res {
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

    fn sheriff_check(&mut self, target: Seat) -> Res {
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

    fn heal(&mut self, target: Seat) -> Res {
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

    fn silence(&mut self, target: Seat) -> Res {
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

    fn best_move(&mut self, seats: &[Seat]) -> Res {
        self.at_night_step(NightStep::BestMove, RuleId::Last3)?;
        let Some(by) = self.best_move_giver() else {
            return not_now(RuleId::Last3, "the next night step");
        };
        let valid = !seats.is_empty()
            && seats.len() <= 3
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
        self.advance_night(NightStep::BestMove);
        Ok(())
    }

    /// R-NIGHT-1a / R-NIGHT-6: the night's kill takes effect now; then morning.
    fn end_night(&mut self) {
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

    // ----- end of game (R-WIN) ---------------------------------------------------------

    /// R-WIN-1/2, after every elimination: true if the game ended.
    fn check_win(&mut self) -> bool {
        if self.s.is_over() {
            return true;
        }
        let red = self.s.living_of(Team::Red);
        let black = self.s.living_of(Team::Black);
        let winner = if black == 0 {
            Some((Winner::Red, RuleId::Win1))
        } else {
            let black_wins = match self.s.rules.black_win {
                BlackWin::Parity => black >= red,
                BlackWin::AllRedsOut => red == 0,
            };
            black_wins.then_some((Winner::Black, RuleId::Win2))
        };
        match winner {
            Some((winner, rule)) => {
                self.emit(GameEvent::GameEnded { winner, rule });
                true
            }
            None => false,
        }
    }

    /// R-WIN-3: upheld when the whole protesting team plus one opponent vote for it.
    fn extra_points(&mut self, seat: Seat, tenths: i8) -> Res {
        if !self.s.is_over() || !(-50..=50).contains(&tenths) {
            return refuse(RuleId::Score, Refusal::ExtraPoints);
        }
        self.seat(seat)?;
        self.emit(GameEvent::ExtraPointsGiven {
            seat,
            tenths,
            rule: RuleId::Score,
        });
        Ok(())
    }

    fn protest(&mut self, team: Team, votes_for: &[Seat], remedy: Remedy) -> Res {
        if !self.s.is_over() {
            return refuse(RuleId::Win3, Refusal::ProtestOnlyAfterGame);
        }
        distinct_seats(&self.s, votes_for)?;
        let team_of = |seat: Seat| self.s.player(seat).map(|p| p.role.team());
        let whole_team = self
            .s
            .players
            .iter()
            .filter(|p| p.role.team() == team)
            .all(|p| votes_for.contains(&p.seat));
        let opponent = votes_for.iter().any(|&s| team_of(s) != Some(team));
        self.emit(GameEvent::ProtestDecided {
            team,
            votes_for: votes_for.to_vec(),
            remedy,
            upheld: whole_team && opponent,
            rule: RuleId::Win3,
        });
        Ok(())
    }
}
