//! Helpers that let a test read like a host's notes: "seat 3 nominates 7; next; …".
#![allow(dead_code)]

pub mod languages;

use mafia_host::engine::*;

/// Sport seating used by the tests: blacks at 3 (Mafia), 7 (Don), 9 (Mafia); Sheriff at 5.
pub const SPORT_ROLES: [Role; 10] = mafia_host::engine::practice::SPORT_SEATING;

pub fn names(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("Player {i}")).collect()
}

pub fn setup(preset: Preset, rules: Rules, roles: &[Role]) -> Setup {
    Setup::with_roles(preset, rules, &names(roles.len()), roles).expect("valid set-up")
}

/// A wrapper that fails the test with the engine's message when an action is refused.
pub struct Table {
    pub game: Game,
}

impl Table {
    pub fn new(preset: Preset, rules: Rules, roles: &[Role]) -> Table {
        Table {
            game: Game::new(setup(preset, rules, roles)).expect("game"),
        }
    }

    pub fn sport() -> Table {
        Table::new(Preset::Sport, Rules::preset(Preset::Sport), &SPORT_ROLES)
    }

    /// Sport with the best move at night, masked (ФСМ 4.5.9; Sport's default until issue
    /// 48, now a setting): the tests of the night's best move step.
    pub fn sport_night() -> Table {
        Table::sport_with(|r| r.best_move_at = mafia_host::engine::rules::BestMoveAt::Night)
    }

    pub fn sport_with(f: impl FnOnce(&mut Rules)) -> Table {
        let mut rules = Rules::preset(Preset::Sport);
        f(&mut rules);
        Table::new(Preset::Sport, rules, &SPORT_ROLES)
    }

    pub fn club() -> Table {
        Table::new(Preset::Club, Rules::preset(Preset::Club), &SPORT_ROLES)
    }

    pub fn state(&self) -> &GameState {
        self.game.state()
    }

    pub fn stage(&self) -> &Stage {
        &self.game.state().stage
    }

    /// Applies an action; panics with the refusal if refused. Returns its events.
    pub fn act(&mut self, a: HostAction) -> Vec<GameEvent> {
        match self.game.act(a.clone()) {
            Ok(events) => events.to_vec(),
            Err(e) => panic!("{a:?} refused: {e}\nstage: {:?}", self.game.state().stage),
        }
    }

    /// Applies an action that must be refused; returns the refusal.
    pub fn refused(&mut self, a: HostAction) -> RuleError {
        let before = self.game.state().clone();
        match self.game.act(a.clone()) {
            Ok(events) => panic!("{a:?} was accepted: {events:?}"),
            Err(e) => {
                assert_eq!(&before, self.game.state(), "a refusal changed the state");
                e
            }
        }
    }

    pub fn next(&mut self) -> Vec<GameEvent> {
        self.act(HostAction::Next)
    }

    /// From the first night to the morning of day 1.
    pub fn through_first_night(&mut self) {
        while matches!(self.stage(), Stage::FirstNight { .. }) {
            self.next();
        }
        assert_eq!(self.stage(), &Stage::Morning);
    }

    /// From the morning through any last word to the first speech (or discussion).
    pub fn reach_speeches(&mut self) {
        if matches!(self.stage(), Stage::Morning) {
            self.next();
        }
        while matches!(self.stage(), Stage::LastWord { .. }) {
            self.next();
        }
    }

    pub fn speaker(&self) -> Option<Seat> {
        match self.stage() {
            Stage::Speech { seat, .. } => Some(*seat),
            _ => None,
        }
    }

    /// Runs the day's speeches; `noms` are (by, target) made in `by`'s speech.
    /// Returns the speakers in order.
    pub fn speeches(&mut self, noms: &[(Seat, Seat)]) -> Vec<Seat> {
        self.reach_speeches();
        let mut order = Vec::new();
        while let Some(seat) = self.speaker() {
            order.push(seat);
            for &(by, target) in noms.iter().filter(|n| n.0 == seat) {
                self.act(HostAction::Nominate { by, target });
            }
            self.next();
        }
        order
    }

    /// Day 1 with no nomination, then night 1's shot at `seat` (after `through_first_night`).
    pub fn quiet_day_then_shot(&mut self, seat: Seat) {
        self.speeches(&[]);
        while !matches!(self.stage(), Stage::Night { .. }) {
            self.next();
        }
        self.act(HostAction::Shoot { target: Some(seat) });
    }

    /// On to the night's best move (R-LAST-3), every night step on the way passed.
    pub fn reach_night_best_move(&mut self) {
        while self.stage()
            != &(Stage::Night {
                step: NightStep::BestMove,
            })
        {
            assert!(
                matches!(self.stage(), Stage::Night { .. }),
                "{:?}",
                self.stage()
            );
            self.next();
        }
    }

    /// Enters the votes for the candidates in ballot order (all but the last, whose votes
    /// come by R-VOTE-2), then the host's «Принято» on the last candidate, who is called
    /// like the others (issue 13).
    pub fn votes(&mut self, voters: &[&[Seat]]) -> Vec<GameEvent> {
        let mut all = self.votes_before_last(voters);
        if let Stage::Voting(round) = self.stage() {
            if round.tally.len() + 1 == round.candidates.len() {
                let candidate = round.next_candidate().expect("the last candidate");
                all.extend(self.act(HostAction::Vote {
                    candidate,
                    voters: Vec::new(),
                }));
            }
        }
        all
    }

    /// Enters the given votes only: the last candidate stays to be called.
    pub fn votes_before_last(&mut self, voters: &[&[Seat]]) -> Vec<GameEvent> {
        let mut all = Vec::new();
        for v in voters {
            let Stage::Voting(round) = self.stage() else {
                panic!("not voting: {:?}", self.stage())
            };
            let candidate = round.next_candidate().expect("a candidate");
            all.extend(self.act(HostAction::Vote {
                candidate,
                voters: v.to_vec(),
            }));
        }
        all
    }

    /// Lets every pending speech of the current stage end (last words, tie speeches).
    pub fn finish_speeches(&mut self) {
        while matches!(
            self.stage(),
            Stage::LastWord { .. } | Stage::TieSpeech { .. }
        ) {
            self.next();
        }
    }

    /// A night: the shot, then every other step skipped or as given.
    pub fn night(&mut self, shot: Option<Seat>) {
        assert!(
            matches!(
                self.stage(),
                Stage::Night {
                    step: NightStep::Shot
                }
            ),
            "not at the shot: {:?}",
            self.stage()
        );
        self.act(HostAction::Shoot { target: shot });
        while matches!(self.stage(), Stage::Night { .. }) {
            self.next();
        }
    }

    pub fn alive(&self, seat: Seat) -> bool {
        self.state().is_alive(seat)
    }

    /// The judge removes `seat` (R-FOUL-4): the events it made.
    pub fn remove(&mut self, seat: Seat, reason: RemovalReason) -> Vec<GameEvent> {
        self.act(HostAction::Remove { seat, reason })
    }

    /// `n` fouls to `seat`, one after another.
    pub fn fouls(&mut self, seat: Seat, n: usize) {
        for _ in 0..n {
            self.act(HostAction::Foul { seat });
        }
    }

    /// Today's ballot as (who nominated, whom), in the order the nominations were accepted.
    pub fn ballot(&self) -> Vec<(Seat, Seat)> {
        self.state()
            .day
            .ballot
            .iter()
            .map(|n| (n.by, n.target))
            .collect()
    }
}

pub fn has_rule(events: &[GameEvent], rule: RuleId) -> bool {
    events.iter().any(|e| e.rule() == rule)
}

pub fn no_exit_why(events: &[GameEvent]) -> Option<mafia_host::engine::event::NoExitWhy> {
    events.iter().find_map(|e| match e {
        GameEvent::NoExit { why, .. } => Some(*why),
        _ => None,
    })
}

pub fn winner(events: &[GameEvent]) -> Option<(Winner, RuleId)> {
    events.iter().find_map(|e| match e {
        GameEvent::GameEnded { winner, rule } => Some((*winner, *rule)),
        _ => None,
    })
}

/// A face-down deck of `preset`'s standard roles for `n` seats: the cards are learned at
/// the first night (R-N0-1).
pub fn face_down(preset: Preset, n: usize) -> Table {
    let deck = Composition::standard(preset, n);
    let setup =
        Setup::face_down(preset, Rules::preset(preset), &names(n), deck).expect("face-down deck");
    Table {
        game: Game::new(setup).expect("game"),
    }
}
