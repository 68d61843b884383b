//! The table's decisions in a game without a host (issue 48 §5). Nobody alone removes a
//! player or takes an entry back: the motion is put to the table, the living players raise
//! their hands, one of them marks the hands as in a count, and more than half of the living
//! carries it. Every motion voted on is kept beside the actions, like the host's notes (no
//! replay makes or drops one; an undo the table carried stays on record), written in the
//! log's `table` (version 6) and printed in the protocol.

use super::action::RemovalReason;
use super::setup::Seat;
use serde::{Deserialize, Serialize};

/// What is put to the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Motion {
    /// Remove the player at `seat` for `reason` (R-FOUL-3).
    Remove { seat: Seat, reason: RemovalReason },
    /// Take the last entry back.
    Undo,
}

/// A motion the table voted on, and what it decided.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Decision {
    pub motion: Motion,
    /// The day it was put on (0: before day 1).
    pub day: u32,
    /// The entries in the log when it was put.
    pub entries: usize,
    /// The living players then: the table that voted.
    pub living: usize,
    /// The seats whose hands were up, in seat order.
    pub hands: Vec<Seat>,
    /// More than half of the living voted for it, and it was done.
    pub carried: bool,
}

/// The hands a motion needs among `living` players: more than half.
pub fn needed(living: usize) -> usize {
    living / 2 + 1
}

/// Whether `hands` of `living` carry a motion.
pub fn carries(hands: usize, living: usize) -> bool {
    hands >= needed(living)
}
