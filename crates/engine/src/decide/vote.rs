//! Voting (R-VOTE): the count, ties and revotes, «все покидают?», voting out.

use super::*;

/// R-VOTE-7: who may vote on «все покидают?»; with `tied_players_vote_on_all_leave` off
/// (Club, 002) the tied players do not, and the majority is counted among the others.
fn all_leave_voter(s: &GameState, tied: &[Seat], seat: Seat) -> bool {
    s.is_alive(seat) && (s.rules.tied_players_vote_on_all_leave || !tied.contains(&seat))
}

impl GameState {
    /// May the host mark `seat`'s hand in the count now? Refused at the tap, in the same
    /// words as at «Принято»: a seat that has voted this round (R-VOTE-2: one vote, never
    /// changed), a seat that does not vote in this count (R-VOTE-6, R-VOTE-7), a seat that
    /// has left. Outside a count every seat may be marked.
    ///
    /// # Errors
    /// The refusal, with its rule.
    pub fn may_mark(&self, seat: Seat) -> Result<(), RuleError> {
        if self.player(seat).is_none() {
            return refuse(RuleId::Vote2, Refusal::NoSuchSeat { seat });
        }
        match &self.stage {
            Stage::Voting(round) => {
                if let Some(candidate) = round.vote_of(seat) {
                    return refuse(RuleId::Vote2, Refusal::AlreadyVotedFor { seat, candidate });
                }
                if round.voted.contains(&seat) {
                    return refuse(RuleId::Vote2, Refusal::VotedTwice { seat });
                }
                if !round.voters.contains(&seat) {
                    let rule = if self.is_alive(seat) {
                        RuleId::Vote6
                    } else {
                        RuleId::Vote2
                    };
                    return refuse(rule, Refusal::NotAVoter { seat });
                }
                Ok(())
            }
            Stage::AllLeave { tied } if !all_leave_voter(self, tied, seat) => {
                refuse(RuleId::Vote7, Refusal::NotAVoter { seat })
            }
            _ => Ok(()),
        }
    }
}

impl Tx {
    /// "Дневное обсуждение завершено": is there a vote, and on whom?
    pub(super) fn end_speeches(&mut self) {
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

    pub(super) fn start_vote(&mut self, candidates: Vec<Seat>, revote: bool) {
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

    pub(super) fn vote(&mut self, candidate: Seat, voters: Option<&Vec<Seat>>, count: u8) -> Res {
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
        let is_last = round.tally.len() + 1 == round.candidates.len();
        let count = match voters {
            Some(seats) => {
                distinct_seats(&self.s, seats)?;
                for &seat in seats {
                    self.s.may_mark(seat)?;
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
        if is_last && self.s.rules.call_last_candidate {
            // R-VOTE-2: the last candidate gets its hands and every vote not cast; the host
            // confirms that count with «Принято».
            self.count_last();
            return Ok(());
        }
        self.emit(GameEvent::VotesCast {
            candidate,
            voters: voters.cloned(),
            count,
            rule: RuleId::Vote2,
        });
        let now_last =
            matches!(&self.s.stage, Stage::Voting(r) if r.tally.len() + 1 == r.candidates.len());
        if now_last && !self.s.rules.call_last_candidate {
            // A log written before the last candidate was called: counted at once.
            self.count_last();
        }
        Ok(())
    }

    /// R-VOTE-2: whoever did not vote gives the vote to the last candidate; then the result.
    fn count_last(&mut self) {
        if let Stage::Voting(round) = &self.s.stage {
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

    pub(super) fn resolve_vote(&mut self) {
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

    pub(super) fn tie_speeches(&mut self, mut queue: Vec<Seat>, tied: Vec<Seat>) {
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

    pub(super) fn ask_all_leave(&mut self, tied: Vec<Seat>) {
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

    pub(super) fn all_leave(&mut self, voters: Option<&Vec<Seat>>, count: u8) -> Res {
        let Stage::AllLeave { tied } = self.s.stage.clone() else {
            return not_now(RuleId::Vote7, expected(&self.s.stage));
        };
        // R-VOTE-7: who may vote; with `tied_players_vote_on_all_leave` off (Club, 002) the
        // tied players do not, and the majority is counted among the others.
        let living = self
            .s
            .living()
            .into_iter()
            .filter(|&s| all_leave_voter(&self.s, &tied, s))
            .count() as u8;
        let votes_for = match voters {
            Some(seats) => {
                distinct_seats(&self.s, seats)?;
                for &seat in seats {
                    self.s.may_mark(seat)?;
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
    pub(super) fn voted_out(&mut self, seats: Vec<Seat>, rule: RuleId) {
        let at = self.now();
        for &seat in &seats {
            self.emit(GameEvent::Eliminated {
                seat,
                exit: Exit::VotedOut,
                at,
                rule,
                removed: None,
            });
            self.reveal(seat);
        }
        if self.check_win() {
            return;
        }
        self.last_words(seats, LastWordCause::VotedOut);
    }
}
