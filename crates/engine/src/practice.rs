//! Practice cases: scripted edge cases a new host steps through. Each is a real game
//! played through [`Game::act`] from the first night up to the moment worth practising;
//! the host plays on from there. Nothing here decides a rule: the engine does.

use super::action::HostAction;
use super::error::RuleError;
use super::game::Game;
use super::rules::{Preset, RuleId, Rules};
use super::setup::{Role, Seat, Setup, SetupError};
use super::state::Stage;

/// The practice cases, in the order a new host meets them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    /// R-VOTE-7: a tie, tie speeches, and the same tie again → "all leave?".
    RepeatedTie,
    /// R-VOTE-9: a removal in the middle of the vote cancels the day's vote.
    RemovalInVote,
    /// R-VOTE-8: "all leave?" would send more than half the table out.
    HalfTable,
    /// R-LAST-3: the first shot on night 2 earns a best move.
    BestMove,
    /// R-VOTE-7a: the first count ties every living player.
    WholeTableTie,
}

/// Why a practice case could not be set up (the engine refused one of its steps).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PracticeError {
    Setup(SetupError),
    Refused {
        action: HostAction,
        error: RuleError,
    },
}

/// The Sport seating of the cases (and of the tests and benches): blacks at 3 (Mafia),
/// 7 (Don), 9 (Mafia); Sheriff at 5.
pub const SPORT_SEATING: [Role; 10] = [
    Role::Civilian,
    Role::Civilian,
    Role::Mafia,
    Role::Civilian,
    Role::Sheriff,
    Role::Civilian,
    Role::Don,
    Role::Civilian,
    Role::Mafia,
    Role::Civilian,
];

/// A Home table of five: the Don at 2, the Sheriff at 4.
const HOME5: [Role; 5] = [
    Role::Civilian,
    Role::Don,
    Role::Civilian,
    Role::Sheriff,
    Role::Civilian,
];

impl Case {
    pub const ALL: [Case; 5] = [
        Case::RepeatedTie,
        Case::RemovalInVote,
        Case::HalfTable,
        Case::BestMove,
        Case::WholeTableTie,
    ];

    /// A stable name (tests, `data-case`).
    pub fn id(self) -> &'static str {
        match self {
            Case::RepeatedTie => "repeated-tie",
            Case::RemovalInVote => "removal-in-vote",
            Case::HalfTable => "half-table",
            Case::BestMove => "best-move",
            Case::WholeTableTie => "whole-table-tie",
        }
    }

    /// The rule the case is about.
    pub fn rule(self) -> RuleId {
        match self {
            Case::RepeatedTie => RuleId::Vote7,
            Case::RemovalInVote => RuleId::Vote9,
            Case::HalfTable => RuleId::Vote8,
            Case::BestMove => RuleId::Last3,
            Case::WholeTableTie => RuleId::Vote7a,
        }
    }

    /// The game at the case's moment; `name` gives each seat's player name.
    ///
    /// # Errors
    /// The engine refused a step of the case (the rules changed under it).
    pub fn start(self, name: impl Fn(Seat) -> String) -> Result<Game, PracticeError> {
        let (preset, roles, mut rules) = match self {
            Case::HalfTable | Case::WholeTableTie => {
                (Preset::Home, &HOME5[..], Rules::preset(Preset::Home))
            }
            _ => (
                Preset::Sport,
                &SPORT_SEATING[..],
                Rules::preset(Preset::Sport),
            ),
        };
        // R-VOTE-7a is on in Sport only (docs/decisions.md); the case shows it on a Home
        // table, so the host switched it on. R-VOTE-8 can bite only when the whole table
        // ties twice, which R-VOTE-7a would stop after the first count.
        rules.whole_table_tie_ends_day = self == Case::WholeTableTie;
        let names: Vec<String> = (1..=roles.len() as Seat).map(name).collect();
        let setup =
            Setup::with_roles(preset, rules, &names, roles).map_err(PracticeError::Setup)?;
        let mut p = Play {
            game: Game::new(setup).map_err(PracticeError::Setup)?,
        };
        while matches!(p.stage(), Stage::FirstNight { .. } | Stage::Morning) {
            p.act(HostAction::Next)?;
        }
        match self {
            Case::RepeatedTie => {
                p.speeches(&[(1, 2), (2, 4)])?;
                // 5 : 5, tie speeches; the host enters the revote.
                p.votes(&[&[1, 3, 5, 6, 7]])?;
                p.finish_speeches()?;
            }
            Case::RemovalInVote => {
                // Three candidates; seat 2 has its votes; the host is at seat 4.
                p.speeches(&[(1, 2), (2, 4), (3, 8)])?;
                p.votes(&[&[1, 3]])?;
            }
            Case::HalfTable => {
                p.speeches(&[(1, 2), (2, 3), (3, 4), (4, 5), (5, 1)])?;
                p.votes(&[&[1], &[2], &[3], &[4]])?;
                p.finish_speeches()?;
            }
            Case::BestMove => {
                // Day 1: seat 2 voted out (one player has left), then night 2.
                p.speeches(&[(1, 2), (2, 4)])?;
                p.votes(&[&[1, 3, 5, 6, 7, 8]])?;
                while !matches!(p.stage(), Stage::Night { .. }) {
                    p.act(HostAction::Next)?;
                }
            }
            Case::WholeTableTie => {
                p.speeches(&[(1, 2), (2, 3), (3, 4), (4, 5), (5, 1)])?;
            }
        }
        Ok(p.game)
    }
}

/// A game driven the way a host drives it; a refusal stops the case.
struct Play {
    game: Game,
}

impl Play {
    fn stage(&self) -> &Stage {
        &self.game.state().stage
    }

    fn act(&mut self, action: HostAction) -> Result<(), PracticeError> {
        match self.game.act(action.clone()) {
            Ok(_) => Ok(()),
            Err(error) => Err(PracticeError::Refused { action, error }),
        }
    }

    /// The day's speeches, with `(by, target)` nominations in `by`'s speech.
    fn speeches(&mut self, noms: &[(Seat, Seat)]) -> Result<(), PracticeError> {
        while let Stage::Speech { seat, .. } = *self.stage() {
            for &(by, target) in noms.iter().filter(|n| n.0 == seat) {
                self.act(HostAction::Nominate { by, target })?;
            }
            self.act(HostAction::Next)?;
        }
        Ok(())
    }

    /// The hands on the table for each candidate in ballot order; then the last candidate,
    /// called like the others, gets every vote not cast (R-VOTE-2) at the host's «Принято».
    fn votes(&mut self, hands: &[&[Seat]]) -> Result<(), PracticeError> {
        let last = match self.stage() {
            Stage::Voting(round) => round.tally.len() + hands.len() + 1 == round.candidates.len(),
            _ => false,
        };
        let confirm: &[Seat] = &[];
        let hands = hands.iter().copied().chain(last.then_some(confirm));
        for voters in hands {
            let candidate = match self.stage() {
                Stage::Voting(round) => round.next_candidate(),
                _ => None,
            };
            let candidate = candidate.unwrap_or_default();
            self.act(HostAction::Vote {
                candidate,
                voters: voters.to_vec(),
            })?;
        }
        Ok(())
    }

    fn finish_speeches(&mut self) -> Result<(), PracticeError> {
        while matches!(
            self.stage(),
            Stage::TieSpeech { .. } | Stage::LastWord { .. }
        ) {
            self.act(HostAction::Next)?;
        }
        Ok(())
    }
}
