//! One backup file of everything the app keeps (issue 38, `docs/backup.md`,
//! `docs/backup.schema.json`). Every stored text is kept word for word, as a string, so a
//! damaged value, or one a newer version wrote, is never lost; the texts are grouped so a
//! restore merges by ids: the game in progress, the history by game id, the evenings by
//! their ids, the roster by name, the settings by key.
//!
//! Pure: [`Backup::of`] reads a snapshot of the storage (key → text), [`plan`] says what a
//! restore would add and what it could replace, [`apply`] gives the new key → text map.
//! Nothing here is replaced unless the host chose it; additions always go in.

use super::log::{plain, HeaderVersion, LogHeader};
use super::roster::{same_name, Known, Roster};
use super::save::{Save, SAVE_FORMAT};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// The `format` field of every backup.
pub const BACKUP_FORMAT: &str = "mafia-host-backup";
/// The version this engine writes and reads.
pub const BACKUP_VERSION: u32 = 1;
/// How many finished games the history keeps (`ui::saves`); the oldest goes first.
pub const HISTORY_CAP: usize = 50;

/// Every key the app keeps begins so.
pub const PREFIX: &str = "mafia-host.";
/// The game in progress (a save envelope, `docs/saves.md`).
pub const SAVE_KEY: &str = "mafia-host.save.v1";
/// The game screen's step as the host left it.
pub const STEP_KEY: &str = "mafia-host.step.v1";
/// The game's length when the host moved on from a check's answer.
pub const ANSWER_SEEN_KEY: &str = "mafia-host.answer-seen.v1";
/// A set-up left half-way.
pub const SETUP_KEY: &str = "mafia-host.setup.v1";
/// Finished games: a JSON array of save envelopes, oldest first.
pub const HISTORY_KEY: &str = "mafia-host.history.v1";
/// Texts that did not open, kept word for word: a JSON array of strings.
pub const REJECTED_KEY: &str = "mafia-host.rejected.v1";
/// The known players, one a line.
pub const ROSTER_KEY: &str = "mafia-host.roster.v1";
/// The evening under way.
pub const EVENING_KEY: &str = "mafia-host.evening.v1";
/// Past evenings: a JSON array of their texts, oldest first.
pub const EVENINGS_KEY: &str = "mafia-host.evenings.v1";
/// The organiser's tournament (`docs/tournament.md`, `ui::tournament`).
pub const TOURNAMENT_KEY: &str = "mafia-host.tournament.v1";
/// Kept on the phone, never in a backup: when it last saved a backup, the players' screen's
/// pairing and link belong to this device (its certificate is in IndexedDB and does not
/// travel), and the last two are this tab's own (`sessionStorage`).
pub const NOT_BACKED_UP: [&str; 6] = [
    PAIR_HOST_KEY,
    BACKUP_MADE_KEY,
    PAIR_SCREEN_KEY,
    SCREEN_LINKED_KEY,
    RESUME_KEY,
    DOING_KEY,
];
/// The host's ICE username and password, `ufrag pwd` (`web::rtc`).
pub const PAIR_HOST_KEY: &str = "mafia-host.pair-host.v1";
/// The host the players' screen remembers (`web::rtc`).
pub const PAIR_SCREEN_KEY: &str = "mafia-host.pair-screen.v1";
/// Set while the host's phone has had a players' screen linked for the game in progress: a
/// page that comes back without the link (Back left the app, a reload) says it is lost.
pub const SCREEN_LINKED_KEY: &str = "mafia-host.screen-linked.v1";
/// This tab's (`sessionStorage`): the next load goes straight back into the saved game.
pub const RESUME_KEY: &str = "mafia-host.resume";
/// This tab's (`sessionStorage`): what it was doing, for a reload (`ui::keep::resume`).
pub const DOING_KEY: &str = "mafia-host.doing";
/// The host's settings, each stored under its own key (`web::lang`, `sound`, `voice`, `clock`,
/// `ambience`, `storage` take their keys from here): what a restore names when it would replace
/// one. Any other key of the app outside the groups is still backed up, under its key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Setting {
    Language,
    Muted,
    Voice,
    TimerAuto,
    VoteWindowAuto,
    NightSound,
    Scoring,
    LastPlayers,
    /// A tournament table's ticket and results (`tournament::TableKeep`).
    TournamentTable,
}

impl Setting {
    pub const ALL: [Setting; 9] = [
        Setting::Language,
        Setting::Muted,
        Setting::Voice,
        Setting::TimerAuto,
        Setting::VoteWindowAuto,
        Setting::NightSound,
        Setting::Scoring,
        Setting::LastPlayers,
        Setting::TournamentTable,
    ];

    /// Where it is stored.
    pub const fn key(self) -> &'static str {
        match self {
            Setting::Language => "mafia-host.lang.v1",
            Setting::Muted => "mafia-host.muted.v1",
            Setting::Voice => "mafia-host.voice.v1",
            Setting::TimerAuto => "mafia-host.timer-auto.v1",
            Setting::VoteWindowAuto => "mafia-host.vote-window-auto.v1",
            Setting::NightSound => "mafia-host.ambience.v1",
            Setting::Scoring => "mafia-host.scoring.v1",
            Setting::LastPlayers => "mafia-host.players.v1",
            Setting::TournamentTable => "mafia-host.tournament-table.v1",
        }
    }

    /// The setting stored under `key`, if it is one the app knows.
    pub fn of(key: &str) -> Option<Setting> {
        Setting::ALL.into_iter().find(|s| s.key() == key)
    }
}

/// When this phone last saved a backup (ms since 1970): the phone's own fact, not backed up.
pub const BACKUP_MADE_KEY: &str = "mafia-host.backup-made.v1";
/// The keys held in groups; every other key of the app is a setting.
pub const GROUPED: [&str; 10] = [
    SAVE_KEY,
    STEP_KEY,
    ANSWER_SEEN_KEY,
    SETUP_KEY,
    HISTORY_KEY,
    REJECTED_KEY,
    ROSTER_KEY,
    EVENING_KEY,
    EVENINGS_KEY,
    TOURNAMENT_KEY,
];

/// Everything the app keeps, as one document.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Backup {
    pub format: String,
    pub version: u32,
    /// When it was made (ms since 1970).
    pub made: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<InProgress>,
    /// The set-up left half-way, word for word.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setup: Option<String>,
    /// Finished games, oldest first, each a save envelope's text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub history: Option<Listed<Entry>>,
    /// The evening under way.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub evening: Option<Entry>,
    /// Past evenings, oldest first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub evenings: Option<Listed<Entry>>,
    /// The organiser's tournament, word for word.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament: Option<Entry>,
    /// The known players, each one line of the roster.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roster: Option<Listed<Player>>,
    /// Texts that did not open, kept word for word.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rejected: Option<Listed<String>>,
    /// Every other key of the app and its text (language, sound, timers, scoring, the
    /// last names typed, and keys a newer version keeps).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub settings: BTreeMap<String, String>,
}

/// The game in progress: the three keys that belong to it, word for word.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InProgress {
    /// The save's `id` (when the game started), if its text has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub save: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer_seen: Option<String>,
}

/// A game of the history or an evening: its id, if its text has one, and its text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<u64>,
    pub text: String,
}

/// A known player: the name and the roster's line (the name, then aliases, tab-separated).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    pub name: String,
    pub line: String,
}

/// A list store. `items` is absent when the store does not read (damaged, or written by a
/// newer version); `text` is the key's text word for word, present when the items would not
/// be written back as exactly that text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, bound(deserialize = "T: Deserialize<'de>"))]
pub struct Listed<T> {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub items: Option<Vec<T>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}

impl<T> Listed<T> {
    /// Neither items nor a text: nothing to restore (only a hand-made file is so).
    fn is_hollow(&self) -> bool {
        self.items.is_none() && self.text.is_none()
    }

    fn damaged(text: &str) -> Listed<T> {
        Listed {
            items: None,
            text: Some(text.to_string()),
        }
    }
}

/// Why a file is not taken as a backup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BackupError {
    /// Not JSON, not shaped like a backup, or a part of it that contradicts itself.
    Malformed { detail: String },
    /// Another kind of file (a game log, a save, an evening: its `format`), or not a JSON
    /// object at all (`None`).
    NotABackup { format: Option<String> },
    /// A backup of a version this app does not read (a newer app made it).
    UnknownVersion { found: String },
}

impl fmt::Display for BackupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BackupError::Malformed { detail } => write!(f, "the backup is malformed: {detail}"),
            BackupError::NotABackup { format: Some(found) } => write!(
                f,
                "this is not a Mafia Host backup (its \"format\" is \"{found}\", not \"{BACKUP_FORMAT}\")"
            ),
            BackupError::NotABackup { format: None } => {
                write!(f, "this is not a Mafia Host backup")
            }
            BackupError::UnknownVersion { found } => write!(
                f,
                "backup version {found} is not supported; this app reads version {BACKUP_VERSION}"
            ),
        }
    }
}

impl std::error::Error for BackupError {}

/// The `id` of a JSON object's text, read leniently: `None` when the text is not an
/// object or its `id` is not a whole number.
fn id_of(text: &str) -> Option<u64> {
    #[derive(Deserialize)]
    struct Id {
        #[serde(default)]
        id: Option<HeaderVersion>,
    }
    if !text.trim_start().starts_with('{') {
        return None;
    }
    match crate::json::from_str::<Id>(text).ok()?.id? {
        HeaderVersion::Number(n) => Some(n),
        _ => None,
    }
}

/// The player a roster line names (its text tidied as the roster reads it).
fn known(line: &str) -> Option<Known> {
    Roster::from_text(line).players.into_iter().next()
}

/// `text` indented by two spaces, as a pretty JSON list writes its items.
fn indent(text: &str) -> String {
    text.split('\n')
        .map(|l| format!("  {l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The history's text as the app writes it: a pretty JSON list of the saves.
fn history_text(items: &[Entry]) -> String {
    if items.is_empty() {
        return "[]".to_string();
    }
    let inner: Vec<String> = items.iter().map(|e| indent(&e.text)).collect();
    format!("[\n{}\n]", inner.join(",\n"))
}

fn evenings_text(items: &[Entry]) -> String {
    crate::json::to_string(&items.iter().map(|e| &e.text).collect::<Vec<_>>())
}

fn roster_text(items: &[Player]) -> String {
    items
        .iter()
        .map(|p| p.line.as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

fn rejected_text(items: &[String]) -> String {
    crate::json::to_string(&items)
}

/// A list store from its text: the items when it reads, and the text itself when the
/// items would not write it back exactly.
fn listed<T>(
    text: &str,
    read: impl FnOnce(&str) -> Option<Vec<T>>,
    write: impl Fn(&[T]) -> String,
) -> Listed<T> {
    match read(text) {
        Some(items) => {
            let exact = write(&items) == text;
            Listed {
                items: Some(items),
                text: (!exact).then(|| text.to_string()),
            }
        }
        None => Listed::damaged(text),
    }
}

/// Writes a list store back: its text when it has one, else its items as the app writes
/// them.
fn written<T>(l: &Listed<T>, write: impl Fn(&[T]) -> String) -> Option<String> {
    l.text.clone().or_else(|| l.items.as_deref().map(write))
}

/// Whether `key` is one a backup holds.
pub fn backed_up(key: &str) -> bool {
    key.starts_with(PREFIX) && !NOT_BACKED_UP.contains(&key)
}

impl Backup {
    /// The backup of a snapshot of the storage: every key of the app (but
    /// [`NOT_BACKED_UP`]) and its text. Never fails: a text that does not read is kept
    /// whole.
    pub fn of(stored: &BTreeMap<String, String>, made: u64) -> Backup {
        let get = |k: &str| stored.get(k).cloned();
        let (save, step, answer_seen) = (get(SAVE_KEY), get(STEP_KEY), get(ANSWER_SEEN_KEY));
        let game =
            (save.is_some() || step.is_some() || answer_seen.is_some()).then(|| InProgress {
                id: save.as_deref().and_then(id_of),
                save,
                step,
                answer_seen,
            });
        let history = stored.get(HISTORY_KEY).map(|t| {
            let read = |t: &str| {
                let saves = crate::json::from_str_exact::<Vec<Save>>(t).ok()?;
                Some(
                    saves
                        .iter()
                        .map(|s| Entry {
                            id: Some(s.id),
                            text: s.to_json(),
                        })
                        .collect(),
                )
            };
            listed(t, read, history_text)
        });
        let evenings = stored.get(EVENINGS_KEY).map(|t| {
            let read = |t: &str| {
                let texts = crate::json::from_str::<Vec<String>>(t).ok()?;
                Some(
                    texts
                        .into_iter()
                        .map(|text| Entry {
                            id: id_of(&text),
                            text,
                        })
                        .collect(),
                )
            };
            listed(t, read, evenings_text)
        });
        let roster = stored.get(ROSTER_KEY).map(|t| {
            let read = |t: &str| {
                Roster::is_roster_text(t).then(|| {
                    t.split('\n')
                        .filter_map(|line| {
                            known(line).map(|k| Player {
                                name: k.name,
                                line: line.to_string(),
                            })
                        })
                        .collect()
                })
            };
            listed(t, read, roster_text)
        });
        // The app reads a value that is not a list of texts as one text (`web::storage`).
        let rejected = stored.get(REJECTED_KEY).map(|t| {
            let read = |t: &str| {
                Some(
                    crate::json::from_str::<Vec<String>>(t).unwrap_or_else(|_| vec![t.to_string()]),
                )
            };
            listed(t, read, |items: &[String]| rejected_text(items))
        });
        Backup {
            format: BACKUP_FORMAT.to_string(),
            version: BACKUP_VERSION,
            made,
            game,
            setup: get(SETUP_KEY),
            history,
            evening: get(EVENING_KEY).map(|text| Entry {
                id: id_of(&text),
                text,
            }),
            evenings,
            tournament: get(TOURNAMENT_KEY).map(|text| Entry {
                id: id_of(&text),
                text,
            }),
            roster,
            rejected,
            settings: stored
                .iter()
                .filter(|(k, _)| backed_up(k) && !GROUPED.contains(&k.as_str()))
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect(),
        }
    }

    /// The keys and texts this backup holds, as they were stored: what a restore onto an
    /// empty phone writes.
    pub fn to_map(&self) -> BTreeMap<String, String> {
        let mut map = self.settings.clone();
        let mut put = |k: &str, v: Option<String>| {
            if let Some(v) = v {
                map.insert(k.to_string(), v);
            }
        };
        if let Some(g) = &self.game {
            put(SAVE_KEY, g.save.clone());
            put(STEP_KEY, g.step.clone());
            put(ANSWER_SEEN_KEY, g.answer_seen.clone());
        }
        put(SETUP_KEY, self.setup.clone());
        put(
            HISTORY_KEY,
            self.history.as_ref().and_then(|l| written(l, history_text)),
        );
        put(EVENING_KEY, self.evening.as_ref().map(|e| e.text.clone()));
        put(
            EVENINGS_KEY,
            self.evenings
                .as_ref()
                .and_then(|l| written(l, evenings_text)),
        );
        put(
            TOURNAMENT_KEY,
            self.tournament.as_ref().map(|e| e.text.clone()),
        );
        put(
            ROSTER_KEY,
            self.roster.as_ref().and_then(|l| written(l, roster_text)),
        );
        put(
            REJECTED_KEY,
            self.rejected
                .as_ref()
                .and_then(|l| written(l, |i: &[String]| rejected_text(i))),
        );
        map
    }

    /// The backup as pretty JSON, for a file.
    pub fn to_json(&self) -> String {
        crate::json::to_string_pretty(self)
    }

    /// Reads a backup file: its format and version first, then the whole document, then
    /// that each part says the same as its texts (ids, names, keys).
    ///
    /// # Errors
    /// Not JSON, not a backup, a version this app does not read, or a part that
    /// contradicts itself. Nothing is read from a refused file.
    pub fn from_json(text: &str) -> Result<Backup, BackupError> {
        let malformed = |detail: String| BackupError::Malformed {
            detail: plain(&detail),
        };
        let header = LogHeader::read(text).map_err(|e| match e {
            None => BackupError::NotABackup { format: None },
            Some(d) => malformed(d),
        })?;
        if header.format.as_deref() != Some(BACKUP_FORMAT) {
            return Err(BackupError::NotABackup {
                format: header.format,
            });
        }
        match &header.version {
            Some(HeaderVersion::Number(v)) if *v == u64::from(BACKUP_VERSION) => {}
            other => {
                return Err(BackupError::UnknownVersion {
                    found: other
                        .as_ref()
                        .map_or_else(|| "missing".to_string(), HeaderVersion::shown),
                })
            }
        }
        let backup: Backup = crate::json::from_str_exact(text).map_err(malformed)?;
        backup
            .check()
            .map_err(|detail| BackupError::Malformed { detail })?;
        Ok(backup)
    }

    /// That every part says the same as its texts, so a restore never writes a store the
    /// app would not read as the backup said.
    fn check(&self) -> Result<(), String> {
        if let Some(g) = &self.game {
            if g.id != g.save.as_deref().and_then(id_of) {
                return Err("the game in progress: its \"id\" is not its save's".to_string());
            }
        }
        let hollow = [
            (
                "history",
                self.history.as_ref().is_some_and(Listed::is_hollow),
            ),
            (
                "evenings",
                self.evenings.as_ref().is_some_and(Listed::is_hollow),
            ),
            (
                "roster",
                self.roster.as_ref().is_some_and(Listed::is_hollow),
            ),
            (
                "rejected",
                self.rejected.as_ref().is_some_and(Listed::is_hollow),
            ),
        ];
        if let Some((name, _)) = hollow.iter().find(|(_, h)| *h) {
            return Err(format!("\"{name}\" has neither \"items\" nor \"text\""));
        }
        let history = self.history.as_ref().and_then(|l| l.items.as_ref());
        for (i, e) in history.into_iter().flatten().enumerate() {
            let is_save =
                LogHeader::read(&e.text).is_ok_and(|h| h.format.as_deref() == Some(SAVE_FORMAT));
            match Save::from_json(&e.text) {
                Ok(s) if is_save && e.id == Some(s.id) => {}
                Ok(_) if is_save => {
                    return Err(format!(
                        "history game {}: its \"id\" is not its save's",
                        i + 1
                    ))
                }
                Ok(_) => return Err(format!("history game {}: not a save", i + 1)),
                Err(err) => return Err(format!("history game {}: {err}", i + 1)),
            }
        }
        let past = self.evenings.as_ref().and_then(|l| l.items.as_ref());
        for (i, e) in past.into_iter().flatten().enumerate() {
            if e.id != id_of(&e.text) {
                return Err(format!(
                    "past evening {}: its \"id\" is not its text's",
                    i + 1
                ));
            }
        }
        if self
            .evening
            .as_ref()
            .is_some_and(|e| e.id != id_of(&e.text))
        {
            return Err("the evening's \"id\" is not its text's".to_string());
        }
        if self
            .tournament
            .as_ref()
            .is_some_and(|e| e.id != id_of(&e.text))
        {
            return Err("the tournament's \"id\" is not its text's".to_string());
        }
        let players = self.roster.as_ref().and_then(|l| l.items.as_ref());
        for (i, p) in players.into_iter().flatten().enumerate() {
            if p.line.contains('\n')
                || !Roster::is_roster_text(&p.line)
                || known(&p.line).map(|k| k.name).as_deref() != Some(p.name.as_str())
            {
                return Err(format!("player {}: the name is not its line's", i + 1));
            }
        }
        if let Some(k) = self
            .settings
            .keys()
            .find(|k| !backed_up(k) || GROUPED.contains(&k.as_str()))
        {
            return Err(format!("\"{k}\" is not a setting"));
        }
        Ok(())
    }
}

/// What a restore adds: nothing here is changed by an addition.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Add {
    /// No game is in progress here: the backup's (its id; 0 when its save has none).
    Game(u64),
    /// No set-up is left half-way here: the backup's.
    Setup,
    /// No evening is under way here: the backup's.
    Evening(Option<u64>),
    /// Another evening is under way here: the backup's joins the past evenings.
    EveningToPast(Option<u64>),
    /// A finished game not in the history here.
    History(u64),
    /// A past evening not here.
    PastEvening(Option<u64>),
    /// No tournament is kept here: the backup's (its id).
    Tournament(Option<u64>),
    /// Another tournament is kept here and stays: the backup's is kept word for word among
    /// the texts that did not open, so nothing is lost (its id).
    TournamentKept(Option<u64>),
    /// A known player not here (by name, aliases included).
    Player(String),
    /// A setting not set here (its key).
    Setting(String),
    /// A store that does not read, back whole under its key (absent here).
    Store(String),
    /// A text kept word for word among the texts that did not open: one of the backup's
    /// own (`REJECTED_KEY`), or a store of the backup that does not read and cannot merge
    /// into the one here (its key).
    Kept(String),
}

/// What a restore could replace, if the host chooses it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Replace {
    /// Another game (or another save of the same game) is in progress here. The one here,
    /// if it is another game, goes into the history, as «New game» does.
    Game,
    /// Another set-up is left half-way here.
    Setup,
    /// Another evening (or another copy of it) is under way here. The one here, if it is
    /// another evening, joins the past evenings.
    Evening,
    /// The history here has this game, different.
    History(u64),
    /// The past evenings here have this one, different.
    PastEvening(u64),
    /// Another tournament (or another copy of it) is kept here. The one here is then kept
    /// word for word among the texts that did not open.
    Tournament,
    /// This player (the backup's name) is known here with other names.
    Player(String),
    /// This setting (its key) has another value here.
    Setting(String),
    /// This store (its key) does not read here; the backup's would take its place, and its
    /// text here is kept among the texts that did not open.
    Store(String),
}

/// What restoring a backup would do.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Plan {
    /// Always done.
    pub adds: Vec<Add>,
    /// Done only when chosen ([`Choices`]).
    pub replaces: Vec<Replace>,
    /// The history games (ids) the cap drops after the additions, oldest first.
    pub dropped: Vec<u64>,
}

impl Plan {
    /// Whether the restore would change nothing.
    pub fn is_empty(&self) -> bool {
        self.adds.is_empty() && self.replaces.is_empty()
    }
}

/// The replacements the host chose.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choices {
    pub replace: BTreeSet<Replace>,
}

impl Choices {
    /// Replace nothing.
    pub fn none() -> Choices {
        Choices::default()
    }

    /// Every replacement the plan offers.
    pub fn all(plan: &Plan) -> Choices {
        Choices {
            replace: plan.replaces.iter().cloned().collect(),
        }
    }

    fn has(&self, r: &Replace) -> bool {
        self.replace.contains(r)
    }
}

/// What restoring `backup` onto the storage `current` would add, and what it could
/// replace.
pub fn plan(current: &BTreeMap<String, String>, backup: &Backup) -> Plan {
    merge(&Backup::of(current, 0), backup, &Choices::none()).1
}

/// The storage after restoring `backup` onto `current`: every addition, and the
/// replacements chosen. Keys a backup does not hold are left as they are; a text that does
/// not read is never dropped.
pub fn apply(
    current: &BTreeMap<String, String>,
    backup: &Backup,
    choices: &Choices,
) -> BTreeMap<String, String> {
    let (merged, _) = merge(&Backup::of(current, 0), backup, choices);
    let mut out: BTreeMap<String, String> = current
        .iter()
        .filter(|(k, _)| !backed_up(k))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    out.extend(merged.to_map());
    out
}

/// The merge under way: the plan, the choices, and the texts to keep word for word.
struct Merge<'a> {
    plan: Plan,
    choices: &'a Choices,
    kept: Vec<String>,
}

impl Merge<'_> {
    /// Offers `r`; whether it was chosen.
    fn offer(&mut self, r: Replace) -> bool {
        let chosen = self.choices.has(&r);
        self.plan.replaces.push(r);
        chosen
    }
}

/// `here` with `there` merged in, and the plan.
fn merge(here: &Backup, there: &Backup, choices: &Choices) -> (Backup, Plan) {
    let mut out = here.clone();
    let mut m = Merge {
        plan: Plan::default(),
        choices,
        kept: Vec::new(),
    };
    for (k, v) in &there.settings {
        match out.settings.get(k) {
            None => m.plan.adds.push(Add::Setting(k.clone())),
            Some(h) if h == v || !m.offer(Replace::Setting(k.clone())) => continue,
            Some(_) => {}
        }
        out.settings.insert(k.clone(), v.clone());
    }
    if let Some(t) = &there.setup {
        let take = match &out.setup {
            None => {
                m.plan.adds.push(Add::Setup);
                true
            }
            Some(h) => h != t && m.offer(Replace::Setup),
        };
        if take {
            out.setup = Some(t.clone());
        }
    }
    merge_list(
        HISTORY_KEY,
        (&mut out.history, &there.history),
        &mut m,
        |e| Add::History(e.id.unwrap_or(0)),
        history_text,
        |h, t, m| {
            merge_entries(
                h,
                t,
                None,
                |id| Add::History(id.unwrap_or(0)),
                Replace::History,
                m,
            )
        },
    );
    merge_evenings(&mut out, here, there, &mut m);
    merge_tournament(&mut out, there, &mut m);
    merge_game(&mut out, there, &mut m);
    merge_list(
        ROSTER_KEY,
        (&mut out.roster, &there.roster),
        &mut m,
        |p| Add::Player(p.name.clone()),
        roster_text,
        merge_players,
    );
    keep_texts(&mut out, there, &mut m);
    // The history's cap, when the restore wrote to it (`ui::saves`: the oldest goes first).
    if out.history != here.history {
        if let Some(items) = out.history.as_mut().and_then(|l| l.items.as_mut()) {
            let gone = items.len().saturating_sub(HISTORY_CAP);
            let dropped = items.drain(..gone).map(|e| e.id.unwrap_or(0));
            m.plan.dropped.extend(dropped);
        }
    }
    (out, m.plan)
}

/// The evening under way, then the past ones. The one that does not stay under way (the
/// backup's, or the one here when the host chose the backup's) joins the past evenings,
/// unless it is the same evening.
fn merge_evenings(out: &mut Backup, here: &Backup, there: &Backup, m: &mut Merge<'_>) {
    let mut to_past: Option<(Entry, bool)> = None;
    if let Some(t) = there
        .evening
        .as_ref()
        .filter(|t| out.evening.as_ref() != Some(t))
    {
        // A blank key is no evening (`web::evening`).
        match out.evening.as_ref().filter(|h| !h.text.trim().is_empty()) {
            None => {
                m.plan.adds.push(Add::Evening(t.id));
                out.evening = Some(t.clone());
            }
            Some(h) if h.text == t.text => {}
            Some(h) => {
                let other = h.id.is_none() || h.id != t.id;
                if m.offer(Replace::Evening) {
                    to_past = other.then(|| (h.clone(), false));
                    out.evening = Some(t.clone());
                } else if other {
                    to_past = Some((t.clone(), true));
                }
            }
        }
    }
    let current = here.evening.as_ref().and_then(|e| e.id);
    merge_list(
        EVENINGS_KEY,
        (&mut out.evenings, &there.evenings),
        m,
        |e| Add::PastEvening(e.id),
        evenings_text,
        |h, t, m| merge_entries(h, t, current, Add::PastEvening, Replace::PastEvening, m),
    );
    if let Some((e, theirs)) = to_past {
        let id = e.id;
        if push(&mut out.evenings, e, false, m) && theirs {
            m.plan.adds.push(Add::EveningToPast(id));
        }
    }
}

/// The tournament: the backup's when none is here; another here is replaced only when
/// chosen, and the one that does not stay is kept word for word among the texts that did
/// not open (a phone keeps one tournament; nothing is lost).
fn merge_tournament(out: &mut Backup, there: &Backup, m: &mut Merge<'_>) {
    let Some(t) = there.tournament.as_ref() else {
        return;
    };
    match out
        .tournament
        .as_ref()
        .filter(|h| !h.text.trim().is_empty())
    {
        None => {
            m.plan.adds.push(Add::Tournament(t.id));
            out.tournament = Some(t.clone());
        }
        Some(h) if h.text == t.text => {}
        Some(h) => {
            let h = h.clone();
            if m.offer(Replace::Tournament) {
                m.kept.push(h.text);
                out.tournament = Some(t.clone());
            } else {
                m.plan.adds.push(Add::TournamentKept(t.id));
                m.kept.push(t.text.clone());
            }
        }
    }
}

/// The game in progress. When the host chose the backup's, the one here goes into the
/// history if it is another game (as «New game» does); if it does not read, it is kept.
fn merge_game(out: &mut Backup, there: &Backup, m: &mut Merge<'_>) {
    let Some(t) = there.game.as_ref().filter(|t| out.game.as_ref() != Some(t)) else {
        return;
    };
    // A blank save slot holds no game (`web::storage::held`).
    let here = out.game.as_ref().and_then(|g| g.save.clone());
    let here = here.filter(|h| !h.trim().is_empty());
    let Some(h) = here else {
        // No game here (at most a step left over): the backup's whole, if it has one.
        if out.game.is_none() || t.save.is_some() {
            if t.save.is_some() {
                m.plan.adds.push(Add::Game(t.id.unwrap_or(0)));
            }
            out.game = Some(t.clone());
        }
        return;
    };
    if t.save.is_none() || t.save.as_ref() == Some(&h) || !m.offer(Replace::Game) {
        return;
    }
    match Save::from_json(&h) {
        Ok(s) if s.id == 0 || Some(s.id) == t.id => {}
        Ok(s) => {
            let e = Entry {
                id: Some(s.id),
                text: s.to_json(),
            };
            push(&mut out.history, e, true, m);
        }
        Err(_) => m.kept.push(h),
    }
    out.game = Some(t.clone());
}

/// Merges the list store `there` into `here`. A store absent here is taken whole; a store
/// that does not read here is replaced only when chosen (its text then kept); a store of
/// the backup that does not read is kept among the texts that did not open.
fn merge_list<T: Clone>(
    key: &str,
    (here, there): (&mut Option<Listed<T>>, &Option<Listed<T>>),
    m: &mut Merge<'_>,
    add: impl Fn(&T) -> Add,
    write: fn(&[T]) -> String,
    items: impl FnOnce(&mut Vec<T>, &[T], &mut Merge<'_>) -> bool,
) {
    let Some(t) = there else { return };
    let Some(h) = here else {
        match &t.items {
            Some(items) => m.plan.adds.extend(items.iter().map(add)),
            None => m.plan.adds.push(Add::Store(key.to_string())),
        }
        *here = Some(t.clone());
        return;
    };
    let (ours, theirs) = (written(h, write), written(t, write));
    if ours == theirs {
        return;
    }
    match (&mut h.items, &t.items) {
        (Some(ours), Some(theirs)) => {
            if items(ours, theirs, m) {
                h.text = None;
            }
        }
        (Some(_), None) => {
            m.kept.extend(theirs);
            m.plan.adds.push(Add::Kept(key.to_string()));
        }
        (None, _) => {
            if m.offer(Replace::Store(key.to_string())) {
                m.kept.extend(ours);
                *here = Some(t.clone());
            }
        }
    }
}

/// Merges games or evenings by id: one not here is put in before the first with a later
/// id (so the oldest stay first); one here with another text is replaced only when chosen;
/// one without an id is added unless the same text is here. `skip`: an id under way here
/// (the evening), never added as a past one.
fn merge_entries(
    here: &mut Vec<Entry>,
    there: &[Entry],
    skip: Option<u64>,
    add: fn(Option<u64>) -> Add,
    replace: fn(u64) -> Replace,
    m: &mut Merge<'_>,
) -> bool {
    let mut changed = false;
    for t in there {
        match t.id.filter(|&i| i != 0) {
            Some(i) => {
                if let Some(h) = here.iter_mut().find(|h| h.id == Some(i)) {
                    if h.text != t.text && m.offer(replace(i)) {
                        h.text = t.text.clone();
                        changed = true;
                    }
                    continue;
                }
                if skip == Some(i) {
                    continue;
                }
                let at = here
                    .iter()
                    .position(|h| h.id.is_some_and(|j| j > i))
                    .unwrap_or(here.len());
                here.insert(at, t.clone());
            }
            None if here.iter().any(|h| h.text == t.text) => continue,
            None => here.push(t.clone()),
        }
        m.plan.adds.push(add(t.id));
        changed = true;
    }
    changed
}

/// Merges known players by name: a player is the same when any of their names (name or
/// alias) is one of the other's. One here who already answers to every name of the
/// backup's is left as is; otherwise the backup's line replaces theirs only when chosen.
fn merge_players(here: &mut Vec<Player>, there: &[Player], m: &mut Merge<'_>) -> bool {
    let names = |line: &str| -> Vec<String> {
        known(line)
            .map(|k| std::iter::once(k.name).chain(k.aliases).collect())
            .unwrap_or_default()
    };
    let shares = |a: &[String], b: &str| a.iter().any(|n| same_name(n, b));
    let mut changed = false;
    for t in there {
        let theirs = names(&t.line);
        let found = here
            .iter()
            .position(|h| theirs.iter().any(|n| shares(&names(&h.line), n)));
        match found {
            Some(i) => {
                let ours = names(&here[i].line);
                let covered = theirs.iter().all(|n| shares(&ours, n));
                if here[i].line != t.line && !covered && m.offer(Replace::Player(t.name.clone())) {
                    here[i] = t.clone();
                    changed = true;
                }
            }
            None => {
                here.push(t.clone());
                m.plan.adds.push(Add::Player(t.name.clone()));
                changed = true;
            }
        }
    }
    changed
}

/// Puts a game or an evening at the end of a list (the newest), as the app does: with
/// `replace`, over the entry with the same id. A list that does not read takes nothing:
/// the text is kept instead. Whether it went in (or was kept).
fn push(list: &mut Option<Listed<Entry>>, e: Entry, replace: bool, m: &mut Merge<'_>) -> bool {
    let l = list.get_or_insert_with(|| Listed {
        items: Some(Vec::new()),
        text: None,
    });
    let Some(items) = l.items.as_mut() else {
        m.kept.push(e.text);
        return true;
    };
    let same = items.iter().position(|h| {
        h.id.filter(|&i| i != 0).is_some_and(|i| e.id == Some(i)) || h.text == e.text
    });
    match same {
        Some(i) if replace && items[i].text != e.text => items[i] = e,
        Some(_) => return false,
        None => items.push(e),
    }
    l.text = None;
    true
}

/// The texts kept word for word: the backup's own (whole, when there are none here), then
/// those set aside by the merge; each once.
fn keep_texts(out: &mut Backup, there: &Backup, m: &mut Merge<'_>) {
    let added = || Add::Kept(REJECTED_KEY.to_string());
    match (&out.rejected, &there.rejected) {
        (_, None) => {}
        (None, Some(t)) => {
            m.plan
                .adds
                .extend(t.items.iter().flatten().map(|_| added()));
            out.rejected = Some(t.clone());
        }
        (Some(_), Some(t)) => {
            // A hand-made list with only its text is one text.
            let texts = t
                .items
                .clone()
                .unwrap_or_else(|| t.text.iter().cloned().collect());
            for text in texts {
                if keep(out, text) {
                    m.plan.adds.push(added());
                }
            }
        }
    }
    for text in std::mem::take(&mut m.kept) {
        keep(out, text);
    }
}

/// Adds `text` to the texts kept word for word, unless it is there; whether it was added.
fn keep(out: &mut Backup, text: String) -> bool {
    let list = out.rejected.get_or_insert_with(|| Listed {
        items: Some(Vec::new()),
        text: None,
    });
    let items = list.items.get_or_insert_with(Vec::new);
    if items.contains(&text) {
        return false;
    }
    items.push(text);
    list.text = None;
    true
}
