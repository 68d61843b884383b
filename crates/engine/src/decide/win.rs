//! The end of the game (R-WIN): who wins, quiet rounds, protests and extra points.

use super::*;

impl Tx {
    /// R-WIN-2a: counts a day or night in which nobody left; true if that ended the game.
    pub(super) fn count_quiet_period(&mut self) -> bool {
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

    /// R-WIN-1/2, after every elimination: true if the game ended.
    pub(super) fn check_win(&mut self) -> bool {
        if self.s.is_over() {
            return true;
        }
        // A face-down deck still being learned (night 1): the cards of the table, a removed
        // player's among them, are not known, so no win can be judged; it is checked when
        // the last card is learned (`next_first_night_step`).
        if self.s.face_down.is_some() {
            return false;
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
    pub(super) fn extra_points(&mut self, seat: Seat, tenths: i8) -> Res {
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

    pub(super) fn protest(&mut self, team: Team, votes_for: &[Seat], remedy: Remedy) -> Res {
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
