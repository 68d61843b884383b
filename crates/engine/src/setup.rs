//! Roles, composition, seats and dealing (R-ROLE).

use super::rng::{shuffle, RandomSource};
use super::rules::{Preset, RuleId, Rules};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A seat number, 1..=N (R-ROLE-4).
pub type Seat = u8;

/// R-ROLE-1: the two teams.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Team {
    Red,
    Black,
}

/// R-ROLE-1: the roles of every preset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    Civilian,
    Sheriff,
    Doctor,
    /// Party play's "маньяк" of seed 002: red; their target may not speak next day.
    Silencer,
    Mafia,
    Don,
}

impl Role {
    pub const ALL: [Role; 6] = [
        Role::Civilian,
        Role::Sheriff,
        Role::Doctor,
        Role::Silencer,
        Role::Mafia,
        Role::Don,
    ];

    /// R-ROLE-1
    pub fn team(self) -> Team {
        match self {
            Role::Mafia | Role::Don => Team::Black,
            _ => Team::Red,
        }
    }
}

/// How many of each role a table has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Composition {
    pub civilians: u8,
    pub sheriff: u8,
    pub doctor: u8,
    pub silencer: u8,
    pub mafia: u8,
    pub don: u8,
}

/// Why a set-up cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SetupError {
    /// R-ROLE-2 / R-ROLE-3
    PlayerCount {
        preset: Preset,
        players: usize,
        min: usize,
        max: usize,
    },
    /// R-ROLE-2 / R-ROLE-3
    Composition {
        preset: Preset,
        expected: String,
        got: String,
    },
    /// R-ROLE-3: blacks must be 10–40 % of the table.
    BlackShare {
        players: usize,
        blacks: usize,
        min: usize,
        max: usize,
    },
    /// R-ROLE-4: seats are 1..N, each once, each with a name and a card that fits.
    Seats { fault: SeatFault },
}

/// What is wrong with the seats of a set-up (R-ROLE-4), typed so that each language says
/// it in its own words (`words::start_text`, `words::open_error`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "fault", rename_all = "snake_case")]
pub enum SeatFault {
    /// The players are not listed by seat 1..N: `position` (1-based) holds `seat`.
    Order {
        players: usize,
        position: usize,
        seat: Seat,
    },
    /// The name at `seat` has `chars` characters, more than [`NAME_MAX`].
    NameTooLong { seat: Seat, chars: usize },
    /// A face-down deck whose size is not the table's.
    DeckSize { cards: usize, seats: usize },
    /// The deck is face down, yet `seat` has a role written in the set-up.
    RoleWithFaceDown { seat: Seat },
    /// No face-down deck, and `seat` has no role.
    NoRole { seat: Seat },
}

impl fmt::Display for SeatFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeatFault::Order {
                players,
                position,
                seat,
            } => write!(
                f,
                "players must be listed by seat 1..{players}; position {position} has seat {seat}"
            ),
            SeatFault::NameTooLong { seat, chars } => write!(
                f,
                "the name at seat {seat} has {chars} characters; a name has at most {NAME_MAX}"
            ),
            SeatFault::DeckSize { cards, seats } => {
                write!(f, "a face-down deck of {cards} cards for {seats} seats")
            }
            SeatFault::RoleWithFaceDown { seat } => write!(
                f,
                "the deck is face down, but seat {seat} has a role in the set-up"
            ),
            SeatFault::NoRole { seat } => write!(f, "seat {seat} has no role"),
        }
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount { preset, players, min, max } if min == max => write!(
                f,
                "R-ROLE-2: a {preset:?} table has exactly {min} players, not {players}"
            ),
            SetupError::PlayerCount { preset, players, min, max } => write!(
                f,
                "R-ROLE-3: a {preset:?} table has {min}–{max} players, not {players}"
            ),
            SetupError::Composition { preset, expected, got } => write!(
                f,
                "{}: a {preset:?} table needs {expected}; this one has {got}",
                self.rule().as_str()
            ),
            SetupError::BlackShare { players, blacks, min, max } => write!(
                f,
                "R-ROLE-3: with {players} players the blacks must number {min}–{max} (10–40 %), not {blacks}"
            ),
            SetupError::Seats { fault } => write!(f, "R-ROLE-4: {fault}"),
        }
    }
}

impl SetupError {
    /// The rule the set-up breaks: R-ROLE-2 for the fixed ten of Sport and Club, R-ROLE-3
    /// for Home and Party, R-ROLE-4 for the seats.
    pub fn rule(&self) -> RuleId {
        match self {
            SetupError::PlayerCount { min, max, .. } if min == max => RuleId::Role2,
            SetupError::Composition {
                preset: Preset::Sport | Preset::Club,
                ..
            } => RuleId::Role2,
            SetupError::PlayerCount { .. }
            | SetupError::Composition { .. }
            | SetupError::BlackShare { .. } => RuleId::Role3,
            SetupError::Seats { .. } => RuleId::Role4,
        }
    }
}

impl std::error::Error for SetupError {}

fn players_range(preset: Preset) -> (usize, usize) {
    match preset {
        Preset::Sport | Preset::Club => (10, 10),
        Preset::Home | Preset::Party => (5, 30),
    }
}

/// R-ROLE-3: the allowed number of blacks for `n` players (10 %–40 %, at least one).
pub fn black_range(n: usize) -> (usize, usize) {
    let min = n.div_ceil(10).max(1);
    let max = (n * 4 / 10).max(min);
    (min, max)
}

impl Composition {
    /// The composition calculator: the standard composition for `n` players of `preset`.
    /// Sport and Club are always 6 civilians, Sheriff, 2 mafia and Don (R-ROLE-2); Home and
    /// Party take 30 % black, rounded down, kept within 10–40 % (R-ROLE-3).
    pub fn standard(preset: Preset, n: usize) -> Composition {
        let (lo, hi) = black_range(n);
        let blacks = (n * 3 / 10).clamp(lo, hi) as u8;
        let n = n as u8;
        match preset {
            Preset::Sport | Preset::Club | Preset::Home => Composition {
                civilians: n.saturating_sub(blacks + 1),
                sheriff: 1,
                doctor: 0,
                silencer: 0,
                mafia: blacks.saturating_sub(1),
                don: 1,
            },
            Preset::Party => Composition {
                civilians: n.saturating_sub(blacks + 2),
                sheriff: 0,
                doctor: 1,
                silencer: 1,
                mafia: blacks,
                don: 0,
            },
        }
    }

    pub fn total(&self) -> usize {
        [
            self.civilians,
            self.sheriff,
            self.doctor,
            self.silencer,
            self.mafia,
            self.don,
        ]
        .iter()
        .map(|&c| c as usize)
        .sum()
    }

    pub fn blacks(&self) -> usize {
        self.mafia as usize + self.don as usize
    }

    pub fn count(&self, role: Role) -> u8 {
        match role {
            Role::Civilian => self.civilians,
            Role::Sheriff => self.sheriff,
            Role::Doctor => self.doctor,
            Role::Silencer => self.silencer,
            Role::Mafia => self.mafia,
            Role::Don => self.don,
        }
    }

    /// The composition of a dealt list of roles.
    pub fn of(roles: &[Role]) -> Composition {
        let n = |r: Role| roles.iter().filter(|&&x| x == r).count() as u8;
        Composition {
            civilians: n(Role::Civilian),
            sheriff: n(Role::Sheriff),
            doctor: n(Role::Doctor),
            silencer: n(Role::Silencer),
            mafia: n(Role::Mafia),
            don: n(Role::Don),
        }
    }

    /// The deck: one role a card, in a fixed order (shuffle it to deal).
    pub fn deck(&self) -> Vec<Role> {
        Role::ALL
            .iter()
            .flat_map(|&r| std::iter::repeat_n(r, self.count(r) as usize))
            .collect()
    }

    fn describe(&self) -> String {
        let mut parts = Vec::new();
        for r in Role::ALL {
            let c = self.count(r);
            if c > 0 {
                parts.push(format!("{c} {r:?}"));
            }
        }
        parts.join(", ")
    }

    /// R-ROLE-2 / R-ROLE-3: is this composition legal for `preset`?
    ///
    /// # Errors
    /// Says which count is wrong.
    pub fn validate(&self, preset: Preset) -> Result<(), SetupError> {
        let n = self.total();
        let (min, max) = players_range(preset);
        if n < min || n > max {
            return Err(SetupError::PlayerCount {
                preset,
                players: n,
                min,
                max,
            });
        }
        let wrong = |expected: &str| SetupError::Composition {
            preset,
            expected: expected.to_string(),
            got: self.describe(),
        };
        match preset {
            Preset::Sport | Preset::Club => {
                if *self != Composition::standard(preset, 10) {
                    return Err(wrong("6 Civilian, 1 Sheriff, 2 Mafia, 1 Don"));
                }
            }
            Preset::Home => {
                if self.sheriff != 1 || self.don != 1 || self.doctor != 0 || self.silencer != 0 {
                    return Err(wrong("one Sheriff and one Don, civilians and mafia"));
                }
            }
            Preset::Party => {
                if self.doctor != 1
                    || self.silencer != 1
                    || self.sheriff != 0
                    || self.don != 0
                    || self.mafia == 0
                {
                    return Err(wrong("one Doctor, one Silencer, civilians and mafia"));
                }
            }
        }
        let (lo, hi) = black_range(n);
        if self.blacks() < lo || self.blacks() > hi {
            return Err(SetupError::BlackShare {
                players: n,
                blacks: self.blacks(),
                min: lo,
                max: hi,
            });
        }
        Ok(())
    }
}

/// The longest name a player may have, in characters (Unicode code points): the set-up's
/// field, an import and a hand-off all keep to it (docs/game-log.md).
pub const NAME_MAX: usize = 40;

/// `name` kept to `NAME_MAX` characters (code points, not UTF-16 units: 20 × 👍🏽 fit), and
/// whether it had to be cut.
pub fn cut_name(name: &str) -> (String, bool) {
    match name.char_indices().nth(NAME_MAX) {
        Some((at, _)) => (name[..at].to_string(), true),
        None => (name.to_string(), false),
    }
}

/// A name as it is shown or written into a text: inside U+2068 FIRST STRONG ISOLATE and
/// U+2069 POP DIRECTIONAL ISOLATE, so a right-to-left name, or a bidi control such as U+202E
/// in it, cannot reorder the words around it ("№3 … выставил №5"). Isolate controls inside
/// the name are dropped first, so the name cannot close the isolate early. Empty stays empty.
pub fn isolated(name: &str) -> String {
    if name.is_empty() {
        return String::new();
    }
    let inner: String = name
        .chars()
        .filter(|c| !matches!(c, '\u{2066}'..='\u{2069}'))
        .collect();
    format!("\u{2068}{inner}\u{2069}")
}

/// A name as written into a text to copy (issue 48: «Скопировать протокол» dropped a U+2066
/// typed in a name): inside U+2068 … U+2069 like [`isolated`], but the name as typed, every
/// character kept. Its own isolates are balanced instead of dropped: an isolate it opens
/// and does not close is closed after it, and a U+2069 that closes nothing of its own
/// closes a U+2066 put before it, so the name still cannot reorder the words around it.
pub fn isolated_as_typed(name: &str) -> String {
    if name.is_empty() {
        return String::new();
    }
    let (mut open, mut stray) = (0usize, 0usize);
    for c in name.chars() {
        match c {
            '\u{2066}'..='\u{2068}' => open += 1,
            '\u{2069}' if open > 0 => open -= 1,
            '\u{2069}' => stray += 1,
            _ => {}
        }
    }
    format!(
        "\u{2068}{}{name}{}\u{2069}",
        "\u{2066}".repeat(stray),
        "\u{2069}".repeat(open)
    )
}

/// One player at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    pub seat: Seat,
    #[serde(default)]
    pub name: String,
    pub role: Role,
}

/// Everything a game starts from: the rule system and who sits where with which card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub preset: Preset,
    pub rules: Rules,
    /// Ordered by seat, seats 1..=N.
    pub players: Vec<Player>,
    /// A deck dealt face down (the judge's way, issue 22 §2.4): the host learns who holds
    /// which card on night 1, as each role wakes (`HostAction::Cards`); until then every
    /// player's `role` is `Civilian`, a placeholder. `None`: the roles are known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub face_down: Option<Composition>,
    /// Played without a host (issue 41, `host::hostless`): the phone is passed round
    /// at night and leads the day. The same actions and rules; the log says so.
    #[serde(default, skip_serializing_if = "is_false")]
    pub hostless: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl Setup {
    /// A set-up from roles entered by hand (physical cards), `roles[i]` for seat `i + 1`.
    ///
    /// # Errors
    /// The player count or composition breaks R-ROLE-2/3.
    pub fn with_roles(
        preset: Preset,
        rules: Rules,
        names: &[String],
        roles: &[Role],
    ) -> Result<Setup, SetupError> {
        let players = roles
            .iter()
            .enumerate()
            .map(|(i, &role)| Player {
                seat: (i + 1) as Seat,
                name: names.get(i).cloned().unwrap_or_default(),
                role,
            })
            .collect();
        let setup = Setup {
            preset,
            rules,
            players,
            face_down: None,
            hostless: false,
        };
        setup.validate()?;
        Ok(setup)
    }

    /// Physical cards dealt face down: `composition` is the deck; the host learns the cards
    /// on night 1 (`Setup::face_down`).
    ///
    /// # Errors
    /// The composition breaks R-ROLE-2/3, or is not one card a seat.
    pub fn face_down(
        preset: Preset,
        rules: Rules,
        names: &[String],
        composition: Composition,
    ) -> Result<Setup, SetupError> {
        let setup = Setup {
            preset,
            rules,
            players: (0..composition.total())
                .map(|i| Player {
                    seat: (i + 1) as Seat,
                    name: names.get(i).cloned().unwrap_or_default(),
                    role: Role::Civilian,
                })
                .collect(),
            face_down: Some(composition),
            hostless: false,
        };
        setup.validate()?;
        Ok(setup)
    }

    /// The deck: the roles' counts, known or face down.
    pub fn composition(&self) -> Composition {
        self.face_down.unwrap_or_else(|| {
            let roles: Vec<Role> = self.players.iter().map(|p| p.role).collect();
            Composition::of(&roles)
        })
    }

    /// R-ROLE-5: a fair deal of `composition` (Fisher–Yates over `rng`).
    ///
    /// # Errors
    /// The composition breaks R-ROLE-2/3.
    pub fn deal(
        preset: Preset,
        rules: Rules,
        names: &[String],
        composition: Composition,
        rng: &mut dyn RandomSource,
    ) -> Result<Setup, SetupError> {
        composition.validate(preset)?;
        let mut deck = composition.deck();
        shuffle(&mut deck, rng);
        Setup::with_roles(preset, rules, names, &deck)
    }

    /// Checks seats (R-ROLE-4) and composition (R-ROLE-2/3).
    ///
    /// # Errors
    /// Says what is wrong.
    pub fn validate(&self) -> Result<(), SetupError> {
        for (i, p) in self.players.iter().enumerate() {
            if p.seat as usize != i + 1 {
                return Err(SetupError::Seats {
                    fault: SeatFault::Order {
                        players: self.players.len(),
                        position: i + 1,
                        seat: p.seat,
                    },
                });
            }
        }
        if let Some(p) = self
            .players
            .iter()
            .find(|p| p.name.chars().count() > NAME_MAX)
        {
            return Err(SetupError::Seats {
                fault: SeatFault::NameTooLong {
                    seat: p.seat,
                    chars: p.name.chars().count(),
                },
            });
        }
        if let Some(deck) = self.face_down {
            if deck.total() != self.players.len() {
                return Err(SetupError::Seats {
                    fault: SeatFault::DeckSize {
                        cards: deck.total(),
                        seats: self.players.len(),
                    },
                });
            }
            if let Some(p) = self.players.iter().find(|p| p.role != Role::Civilian) {
                return Err(SetupError::Seats {
                    fault: SeatFault::RoleWithFaceDown { seat: p.seat },
                });
            }
        }
        self.composition().validate(self.preset)
    }
}

/// R-ROLE-4: the seat draw by lot. Returns the names in seat order.
pub fn draw_seats(names: &[String], rng: &mut dyn RandomSource) -> Vec<String> {
    let mut seated = names.to_vec();
    shuffle(&mut seated, rng);
    seated
}
