//! The players the host knows (issue 6): nicknames kept on the phone, and each one's
//! statistics over the finished games of the history. A name matches whatever its spaces
//! and the case of its Latin and Cyrillic letters; a rename keeps the old name as an alias,
//! so earlier games still count.

use super::scoring::result;
use super::setup::{Role, Team};
use super::state::GameState;
use serde::Serialize;

/// One known player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Known {
    pub name: String,
    /// Earlier names of this player (before a rename or a merge).
    pub aliases: Vec<String>,
}

impl Known {
    fn answers_to(&self, name: &str) -> bool {
        let k = key(name);
        key(&self.name) == k || self.aliases.iter().any(|a| key(a) == k)
    }
}

/// The roster: known players in the order first met.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Roster {
    pub players: Vec<Known>,
}

/// Why a rename is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum RosterError {
    /// The new name is empty.
    Empty,
    /// No player has the old name.
    Unknown,
}

/// What a rename did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Renamed {
    Renamed,
    /// The new name was another known player's: the two are now one.
    Merged,
}

/// Whether two names are one player's: compared as [`key`] folds them (the roster's and the
/// evening's rule alike).
pub(crate) fn same_name(a: &str, b: &str) -> bool {
    key(a) == key(b)
}

/// The first name of `names` that repeats an earlier one (as [`same_name`] compares them):
/// `(earlier, later)` indices. Each name folded once: linear in the names, where comparing
/// every pair took a phone 35 ms for a tournament's hundred (issue 50).
pub(crate) fn first_repeat<'a>(names: impl IntoIterator<Item = &'a str>) -> Option<(usize, usize)> {
    let mut seen = std::collections::HashMap::new();
    for (i, name) in names.into_iter().enumerate() {
        let k = key(name);
        if let Some(&first) = seen.get(&k) {
            return Some((first, i));
        }
        seen.insert(k, i);
    }
    None
}

/// How names are compared: trimmed, inner spaces collapsed, the case of Latin and Cyrillic
/// letters ignored (a small fold of our own: `to_lowercase` brings all of Unicode's tables
/// into the wasm).
fn key(name: &str) -> String {
    tidy(name)
        .chars()
        .map(|c| match c {
            'A'..='Z' | 'А'..='Я' => char::from_u32(c as u32 + 0x20).unwrap_or(c),
            'Ё' => 'ё',
            _ => c,
        })
        .collect()
}

/// Single spaces, and at most [`NAME_MAX`](super::setup::NAME_MAX) characters: the same
/// limit as a set-up's names.
fn tidy(name: &str) -> String {
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .take(super::setup::NAME_MAX)
        .collect()
}

impl Roster {
    /// The known players' names, in the roster's order.
    pub fn names(self) -> Vec<String> {
        self.players.into_iter().map(|p| p.name).collect()
    }

    /// Reads a stored roster: one player a line, the name then the aliases, separated by
    /// tabs (a name never holds one: names are tidied to single spaces). Plain text rather
    /// than JSON keeps serde's reader for this type out of the wasm.
    pub fn from_text(text: &str) -> Roster {
        let mut r = Roster::default();
        for line in text.lines() {
            let mut names = line.split('\t').map(tidy).filter(|n| !n.is_empty());
            let Some(name) = names.next() else { continue };
            if r.find(&name).is_some() {
                continue;
            }
            r.players.push(Known {
                name,
                aliases: names.collect(),
            });
        }
        r
    }

    /// Whether `text` can be what [`Roster::to_text`] writes: no control character but tab
    /// and newline, no U+FFFD (what a damaged store reads as). Anything else is a damaged
    /// store, kept and shown rather than read as names.
    pub fn is_roster_text(text: &str) -> bool {
        !text
            .chars()
            .any(|c| c == '\u{FFFD}' || (c.is_control() && c != '\t' && c != '\n'))
    }

    /// The roster as [`Roster::from_text`] reads it.
    pub fn to_text(&self) -> String {
        self.players
            .iter()
            .map(|p| {
                std::iter::once(&p.name)
                    .chain(&p.aliases)
                    .map(String::as_str)
                    .collect::<Vec<_>>()
                    .join("\t")
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// The known player answering to `name` (their name or an alias).
    pub fn find(&self, name: &str) -> Option<&Known> {
        self.players.iter().find(|p| p.answers_to(name))
    }

    /// Adds the names not known yet (empty ones are skipped); true when any was added.
    pub fn add_names<'a>(&mut self, names: impl IntoIterator<Item = &'a str>) -> bool {
        let mut added = false;
        for name in names {
            let name = tidy(name);
            if name.is_empty() || self.find(&name).is_some() {
                continue;
            }
            self.players.push(Known {
                name,
                aliases: Vec::new(),
            });
            added = true;
        }
        added
    }

    /// Renames the player called `old` to `new`; the old name stays an alias. When `new`
    /// is another known player's name, the two merge into that one.
    ///
    /// # Errors
    /// `new` is empty, or nobody is called `old`.
    pub fn rename(&mut self, old: &str, new: &str) -> Result<Renamed, RosterError> {
        let new = tidy(new);
        if new.is_empty() {
            return Err(RosterError::Empty);
        }
        let i = self
            .players
            .iter()
            .position(|p| key(&p.name) == key(old))
            .ok_or(RosterError::Unknown)?;
        let other = self
            .players
            .iter()
            .position(|p| p.answers_to(&new))
            .filter(|&j| j != i);
        match other {
            Some(j) => {
                let gone = self.players.remove(i);
                let j = if j > i { j - 1 } else { j };
                let keep = &mut self.players[j];
                for a in std::iter::once(gone.name).chain(gone.aliases) {
                    if !keep.answers_to(&a) {
                        keep.aliases.push(a);
                    }
                }
                Ok(Renamed::Merged)
            }
            None => {
                let p = &mut self.players[i];
                let was = std::mem::replace(&mut p.name, new);
                if !p.aliases.iter().any(|a| key(a) == key(&was)) && key(&was) != key(&p.name) {
                    p.aliases.push(was);
                }
                p.aliases.retain(|a| key(a) != key(&p.name));
                Ok(Renamed::Renamed)
            }
        }
    }

    /// Forgets the player called `name`; true when there was one.
    pub fn delete(&mut self, name: &str) -> bool {
        let before = self.players.len();
        self.players.retain(|p| key(&p.name) != key(name));
        self.players.len() != before
    }
}

/// Games and wins in one role.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct RoleRecord {
    pub games: u32,
    pub wins: u32,
}

/// One known player's statistics over finished games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerStats {
    pub name: String,
    pub games: u32,
    pub wins: u32,
    /// Per role, in the order of [`Role::ALL`].
    pub roles: [RoleRecord; 6],
    /// R-LAST-3: best moves made, and the blacks they named in all.
    pub best_moves: u32,
    pub best_move_blacks: u32,
    /// R-FOUL-1: warnings over all games.
    pub fouls: u32,
}

impl PlayerStats {
    /// The record in `role`.
    pub fn role(&self, role: Role) -> RoleRecord {
        Role::ALL
            .iter()
            .position(|&r| r == role)
            .map(|i| self.roles[i])
            .unwrap_or_default()
    }
}

/// Each known player's statistics over `games`, in the roster's order. Only finished games
/// count. A win is the team's win as scored (RULES.md "Scoring": an upheld protest's
/// verdict, R-WIN-3, overrides the table's; an annulled game and a draw are no one's win).
pub fn stats(roster: &Roster, games: &[GameState]) -> Vec<PlayerStats> {
    roster
        .players
        .iter()
        .map(|known| {
            let mut s = PlayerStats {
                name: known.name.clone(),
                games: 0,
                wins: 0,
                roles: [RoleRecord::default(); 6],
                best_moves: 0,
                best_move_blacks: 0,
                fouls: 0,
            };
            for g in games.iter().filter(|g| g.is_over()) {
                let won: Option<Team> = result(g).ok().flatten();
                for p in g.players.iter().filter(|p| known.answers_to(&p.name)) {
                    let win = won == Some(p.role.team());
                    let i = Role::ALL.iter().position(|&r| r == p.role).unwrap_or(0);
                    s.games += 1;
                    s.roles[i].games += 1;
                    if win {
                        s.wins += 1;
                        s.roles[i].wins += 1;
                    }
                    s.fouls += u32::from(p.fouls);
                    if let Some(b) = g.best_move.as_ref().filter(|b| b.by == p.seat) {
                        s.best_moves += 1;
                        s.best_move_blacks += u32::from(b.blacks);
                    }
                }
            }
            s
        })
        .collect()
}
