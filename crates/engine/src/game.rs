//! A game: its set-up, the host's actions, and the events each produced. The state is a
//! fold of the events, so undo and "fix an earlier entry" are replays. The host's private
//! notes on seats ride along: they are not actions, so no replay touches them.

use super::action::HostAction;
use super::decide::decide;
use super::error::RuleError;
use super::event::GameEvent;
use super::setup::{Seat, Setup, SetupError};
use super::state::GameState;
use super::table::{carries, Decision, Motion};
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt;

/// A note has at most this many characters (Unicode code points); a longer one is cut.
pub const NOTE_MAX: usize = 200;

/// A note the game cannot keep.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum NoteError {
    /// Nobody sits at this seat.
    NotAtTable { seat: Seat },
}

impl fmt::Display for NoteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NoteError::NotAtTable { seat } => write!(f, "there is no seat {seat} at this table"),
        }
    }
}

impl std::error::Error for NoteError {}

/// A note as the game keeps it: every control character (a line break, a tab, a NUL) and
/// every bidi isolate a space, runs of spaces one, no space at either end, at most
/// [`NOTE_MAX`] characters.
pub fn clean_note(text: &str) -> String {
    let mut out = String::with_capacity(text.len().min(4 * NOTE_MAX));
    for c in text.chars() {
        let c = if c.is_control() || matches!(c, '\u{2066}'..='\u{2069}') {
            ' '
        } else {
            c
        };
        if c.is_whitespace() && (out.is_empty() || out.ends_with(char::is_whitespace)) {
            continue;
        }
        out.push(c);
    }
    let cut: String = out.trim_end().chars().take(NOTE_MAX).collect();
    cut.trim_end().to_string()
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Game {
    setup: Setup,
    actions: Vec<HostAction>,
    /// `batches[i]` holds the events of `actions[i]`.
    batches: Vec<Vec<GameEvent>>,
    state: GameState,
    /// The host's private notes, seat → text ("claimed Sheriff day 2"). Not rules data: no
    /// action makes them, undo, `correct` and `remove_entry` keep them, and `GameState`
    /// never holds them. A players' screen is drawn from `GameState` alone, so a note can
    /// never reach it: the secrecy is by construction, not by a view remembering to hide it.
    notes: BTreeMap<Seat, String>,
    /// The table's decisions without a host (`engine::table`), in order. Like the notes, no
    /// replay makes or drops one: an undo the table carried stays on record.
    table: Vec<Decision>,
}

/// A replay stopped at a refused action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReplayError {
    /// Index of the refused action.
    pub index: usize,
    pub error: RuleError,
}

/// Why a replay stopped.
#[derive(Debug)]
pub enum ReplayFailure {
    Setup(SetupError),
    Refused { game: Box<Game>, error: ReplayError },
}

/// What a correction changed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Correction {
    /// Indices of the actions, from the corrected one on, whose events differ now.
    pub changed: Vec<usize>,
}

impl Game {
    /// Starts a game from a validated set-up.
    ///
    /// # Errors
    /// The set-up breaks R-ROLE-2/3/4.
    pub fn new(setup: Setup) -> Result<Game, SetupError> {
        setup.validate()?;
        let state = GameState::new(&setup);
        Ok(Game {
            setup,
            actions: Vec::new(),
            batches: Vec::new(),
            state,
            notes: BTreeMap::new(),
            table: Vec::new(),
        })
    }

    /// Plays `actions` from the start.
    ///
    /// # Errors
    /// The set-up is refused, or an action is: then the game played up to it comes back too.
    pub fn replay(setup: Setup, actions: &[HostAction]) -> Result<Game, ReplayFailure> {
        let mut game = Game::new(setup).map_err(ReplayFailure::Setup)?;
        for (index, a) in actions.iter().enumerate() {
            if let Err(error) = game.act(a.clone()) {
                return Err(ReplayFailure::Refused {
                    game: Box::new(game),
                    error: ReplayError { index, error },
                });
            }
        }
        Ok(game)
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn state(&self) -> &GameState {
        &self.state
    }

    pub fn actions(&self) -> &[HostAction] {
        &self.actions
    }

    /// The host's notes, by seat.
    pub fn notes(&self) -> &BTreeMap<Seat, String> {
        &self.notes
    }

    /// The host's note on `seat`, if there is one.
    pub fn note(&self, seat: Seat) -> Option<&str> {
        self.notes.get(&seat).map(String::as_str)
    }

    /// Writes the host's note on `seat` ([`clean_note`]); a text that is empty once
    /// cleaned removes it. Not an action: the log's actions and the state are unchanged.
    ///
    /// # Errors
    /// Nobody sits at `seat`; the notes are unchanged.
    pub fn set_note(&mut self, seat: Seat, text: &str) -> Result<(), NoteError> {
        if !self.setup.players.iter().any(|p| p.seat == seat) {
            return Err(NoteError::NotAtTable { seat });
        }
        let text = clean_note(text);
        if text.is_empty() {
            self.notes.remove(&seat);
        } else {
            self.notes.insert(seat, text);
        }
        Ok(())
    }

    /// The table's decisions so far (a game without a host), in order.
    pub fn table(&self) -> &[Decision] {
        &self.table
    }

    /// Keeps a decision read from a log (`save::open_log`) as it was made.
    pub fn keep_decision(&mut self, decision: Decision) {
        self.table.push(decision);
    }

    /// The table's vote on `motion` (a game without a host, issue 48 §5): `hands` the
    /// living seats whose hands were up. More than half of the living carries it, and then
    /// it is done: the removal entered, or the last entry taken back. Either way the
    /// decision is kept. Hands of seats that are not living are not counted.
    ///
    /// # Errors
    /// A carried removal the rules refuse (the seat has left, the game is over): nothing is
    /// kept. A carried undo with no entry to take back is refused the same way.
    pub fn decide(&mut self, motion: Motion, hands: &[Seat]) -> Result<Decision, RuleError> {
        let s = &self.state;
        let mut hands: Vec<Seat> = hands.iter().copied().filter(|&h| s.is_alive(h)).collect();
        hands.sort_unstable();
        hands.dedup();
        let living = s.living_count();
        let carried = carries(hands.len(), living);
        let decision = Decision {
            motion,
            day: s.day_number,
            entries: self.actions.len(),
            living,
            hands,
            carried,
        };
        if carried {
            match motion {
                Motion::Remove { seat, reason } => {
                    self.act(HostAction::Remove { seat, reason })?;
                }
                Motion::Undo => {
                    if self.undo().is_none() {
                        return Err(RuleError::new(
                            super::rules::RuleId::Foul3,
                            super::error::Refusal::NotNow {
                                expected: "an entry to take back",
                            },
                        ));
                    }
                }
            }
        }
        self.table.push(decision.clone());
        Ok(decision)
    }

    /// Every event so far, in order.
    pub fn events(&self) -> impl Iterator<Item = &GameEvent> {
        self.batches.iter().flatten()
    }

    /// The events of action `i`.
    pub fn batch(&self, i: usize) -> Option<&[GameEvent]> {
        self.batches.get(i).map(Vec::as_slice)
    }

    /// Applies a host action.
    ///
    /// # Errors
    /// The rule that refused it; the game is unchanged.
    pub fn act(&mut self, action: HostAction) -> Result<&[GameEvent], RuleError> {
        let events = decide(&self.state, &action)?;
        for e in &events {
            self.state.fold(e);
        }
        self.actions.push(action);
        self.batches.push(events);
        Ok(self.batches.last().map(Vec::as_slice).unwrap_or(&[]))
    }

    /// Undoes the last action: the state becomes the fold of all earlier events.
    pub fn undo(&mut self) -> Option<HostAction> {
        let action = self.actions.pop()?;
        self.batches.pop();
        self.state = GameState::from_events(&self.setup, self.batches.iter().flatten());
        Some(action)
    }

    /// Replaces action `index` with `action` and replays the rest.
    ///
    /// # Errors
    /// A later action no longer fits: its index and the refusal; the game is unchanged.
    pub fn correct(&mut self, index: usize, action: HostAction) -> Result<Correction, ReplayError> {
        if index >= self.actions.len() {
            return match self.act(action) {
                Ok(_) => Ok(Correction {
                    changed: vec![self.actions.len() - 1],
                }),
                Err(error) => Err(ReplayError {
                    index: self.actions.len(),
                    error,
                }),
            };
        }
        self.rewrite(index, Some(action))
    }

    /// Deletes action `index` (an entry made by mistake) and replays the rest.
    ///
    /// # Errors
    /// A later action no longer fits: its index (counted in the log as it was) and the
    /// refusal; the game is unchanged.
    pub fn remove_entry(&mut self, index: usize) -> Result<Correction, ReplayError> {
        if index >= self.actions.len() {
            return Ok(Correction {
                changed: Vec::new(),
            });
        }
        self.rewrite(index, None)
    }

    /// Replays the game from `index` with that action replaced (or dropped).
    fn rewrite(
        &mut self,
        index: usize,
        action: Option<HostAction>,
    ) -> Result<Correction, ReplayError> {
        let mut fixed = Game {
            setup: self.setup.clone(),
            actions: self.actions[..index].to_vec(),
            batches: self.batches[..index].to_vec(),
            state: GameState::from_events(&self.setup, self.batches[..index].iter().flatten()),
            notes: self.notes.clone(),
            table: self.table.clone(),
        };
        let skip = usize::from(action.is_none());
        let rest = action
            .into_iter()
            .chain(self.actions[index + 1..].iter().cloned());
        for (k, a) in rest.enumerate() {
            if let Err(error) = fixed.act(a) {
                return Err(ReplayError {
                    index: index + k + skip,
                    error,
                });
            }
        }
        // Entries after the rewritten one keep their place in the old log (shifted by one
        // when an entry was dropped): those whose events differ now have changed.
        let changed = (index..fixed.batches.len())
            .filter(|&i| self.batches.get(i + skip) != fixed.batches.get(i))
            .map(|i| i + skip)
            .collect();
        *self = fixed;
        Ok(Correction { changed })
    }
}
