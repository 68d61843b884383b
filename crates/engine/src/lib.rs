//! The rules engine: pure Rust, no web imports, tested natively.
//!
//! Host actions ([`HostAction`]) go in through [`Game::act`]; events ([`GameEvent`]) come
//! out; the [`GameState`] is a fold of the events. Every automatic decision carries the
//! [`RuleId`] of `shared/RULES.md` that made it, and every refusal is a [`RuleError`].

pub mod action;
pub mod backup;
pub mod decide;
pub mod error;
pub mod evening;
pub mod event;
pub mod export;
pub mod game;
pub mod json;
pub mod legal;
pub mod log;
pub mod next;
pub mod practice;
pub mod protocol;
pub mod public;
pub mod read_error;
pub mod rng;
pub mod roster;
pub mod rules;
pub mod save;
pub mod scoring;
pub mod setup;
pub mod simulate;
pub mod state;
pub mod store;
pub mod table;
pub mod tournament;

pub use action::{BlackShot, HostAction, Remedy, RemovalReason, BEST_MOVE_SEATS};
pub use error::{Refusal, RuleError};
pub use event::{Exit, GameEvent, LastWordCause, Moment, NightStep, RemovedFor, Winner};
pub use game::{clean_note, Correction, Game, NoteError, ReplayError, ReplayFailure, NOTE_MAX};
pub use legal::{accepted, legal, nominations, Count, Legal};
pub use log::{GameLog, LogError, LogNote};
pub use next::{Answer, Expect, NextStep, Script, Timer, TimerKind};
pub use read_error::{ReadError, ReadFault};
pub use rng::{RandomSource, SplitMix64};
pub use rules::{Preset, RuleId, Rules};
pub use save::{open_log, open_text, OpenError, Save};
pub use setup::{
    cut_name, isolated, isolated_as_typed, Composition, Player, Role, Seat, Setup, SetupError,
    Team, NAME_MAX,
};
pub use state::{GameState, Stage};
pub use table::{Decision, Motion};
