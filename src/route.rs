//! Where the app is, as a value (issue 49): the screen up ([`Screen`]) and where it was
//! opened from ([`Route`]); what a screen holds open above it that the phone's Back changes
//! first ([`Layer`]: a set-up step, the deal's question, the evening's sheet, the players'
//! screen's question, the rule's text); where Back goes from each ([`Back`], [`phone_back`]
//! over the layers up); and which screen the app opens at ([`start`], from what storage
//! holds). Written once for the screens' own Back buttons and the phone's Back; the History
//! API is `web::back`, driven by [`phone_back`] alone. Pure: no Leptos, no browser; tested
//! natively (`tests/route.rs`).

use serde::{Deserialize, Serialize};

/// Which screen is up. Inside a game, the engine's stage picks the view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Start,
    Setup,
    Game,
    History,
    Practice,
    /// Receiving a handed-off game by its QR codes.
    Scan,
    Settings,
    Players,
    /// A finished game's protocol (`ui::session::Session`'s `protocol` holds the game).
    Protocol,
    /// The evening: several games, standings, seats (`ui::evening`).
    Evening,
    /// This device as the players' screen, paired with a host's phone (`ui::screen`).
    Public,
    /// The organiser's tournament of several tables (`ui::tournament`, issue 50).
    Tournament,
    /// A tournament's table (issue 50): the organiser's ticket, its games, the results
    /// handed back (`ui::tournament_table`).
    TournamentTable,
}

impl Screen {
    pub const ALL: [Screen; 13] = [
        Screen::Start,
        Screen::Setup,
        Screen::Game,
        Screen::History,
        Screen::Practice,
        Screen::Scan,
        Screen::Settings,
        Screen::Players,
        Screen::Protocol,
        Screen::Evening,
        Screen::Public,
        Screen::Tournament,
        Screen::TournamentTable,
    ];

    /// The set-up, the game and the players' screen take the phone's Back themselves (a
    /// step back, a sheet closed, a question asked), above the app.
    pub fn takes_back(self) -> bool {
        matches!(self, Screen::Setup | Screen::Game | Screen::Public)
    }
}

/// What the phone's Back does to one layer of where the app is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Back<T> {
    /// The layer becomes this (a sheet closed, a step back, a question asked; the same
    /// value: it stays).
    To(T),
    /// The layer's own Back: what its «Назад» does (the screen is left).
    Exit,
    /// Not this layer's: the one below is asked (nothing below: the app is left).
    Pass,
}

/// The screen up and where it was opened from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Route {
    pub screen: Screen,
    /// The protocol was opened from the history (Back returns there; else to game over).
    pub from_history: bool,
}

impl Route {
    /// The screen, opened from anywhere but the history.
    pub fn at(screen: Screen) -> Route {
        Route {
            screen,
            from_history: false,
        }
    }

    /// Where the screen's own Back goes; `None` on the start screen, which has none.
    pub fn back(self) -> Option<Route> {
        let screen = match self.screen {
            Screen::Start => return None,
            Screen::Players => Screen::History,
            Screen::Protocol if self.from_history => Screen::History,
            Screen::Protocol => Screen::Game,
            _ => Screen::Start,
        };
        Some(Route::at(screen))
    }

    /// Where the phone's Back goes when it reaches the app: a screen that takes Back
    /// itself stays (it is its own to take; its layer is above while it is drawn); the
    /// start screen passes it on (the app is left).
    pub fn phone_back(self) -> Back<Route> {
        if self.screen.takes_back() {
            Back::To(self)
        } else {
            self.back().map_or(Back::Pass, Back::To)
        }
    }
}

/// The set-up steps, in order (`ui::setup`; saved with the set-up by these names).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupStep {
    Preset,
    Players,
    Lineup,
    DealMode,
    Deal,
}

impl SetupStep {
    pub const ALL: [SetupStep; 5] = [
        SetupStep::Preset,
        SetupStep::Players,
        SetupStep::Lineup,
        SetupStep::DealMode,
        SetupStep::Deal,
    ];

    /// One step back; from the rules, the set-up's own Back (to the start screen).
    pub fn phone_back(self) -> Back<SetupStep> {
        match self {
            SetupStep::Preset => Back::Exit,
            SetupStep::Players => Back::To(SetupStep::Preset),
            SetupStep::Lineup => Back::To(SetupStep::Players),
            SetupStep::DealMode => Back::To(SetupStep::Lineup),
            SetupStep::Deal => Back::To(SetupStep::DealMode),
        }
    }
}

/// The deal step, as far as Back is concerned (`ui::setup::deal`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deal {
    /// Pass-and-play: whether a player has seen a card (a later seat's turn, or all
    /// done), and whether «deal again?» is asked.
    Phone { seen: bool, asking: bool },
    /// Physical cards: how many seats' cards are marked.
    Marked(usize),
    /// Face down: how many seats have been called.
    Called(usize),
}

impl Deal {
    /// Never a deal dropped unasked: a card seen asks first (asked again, it stays); the
    /// last card marked is taken off, the last seat called is called again; else the
    /// step's own Back (to the deal mode).
    pub fn phone_back(self) -> Back<Deal> {
        match self {
            Deal::Phone { seen, asking: true } => Back::To(Deal::Phone {
                seen,
                asking: false,
            }),
            Deal::Phone { seen: true, .. } => Back::To(Deal::Phone {
                seen: true,
                asking: true,
            }),
            Deal::Phone { seen: false, .. } | Deal::Marked(0) | Deal::Called(0) => Back::Exit,
            Deal::Marked(n) => Back::To(Deal::Marked(n - 1)),
            Deal::Called(n) => Back::To(Deal::Called(n - 1)),
        }
    }
}

/// What the evening's screen shows besides its main view (`ui::evening`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EveningPanel {
    Main,
    /// The printable sheet.
    Sheet,
    /// «Закончить вечер?» asked.
    Ending,
    /// A past evening, read-only: its index in the stored list (oldest first).
    Past(usize),
}

impl EveningPanel {
    /// From the sheet, a past evening or «Закончить вечер?» back to the evening; from the
    /// evening, its own Back.
    pub fn phone_back(self) -> Back<EveningPanel> {
        match self {
            EveningPanel::Main => Back::Exit,
            _ => Back::To(EveningPanel::Main),
        }
    }
}

/// The players' screen (`ui::screen`): whether it is linked to a host's phone, and whether
/// «leave?» is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Public {
    pub linked: bool,
    pub asking: bool,
}

impl Public {
    /// While linked, asks before it unpairs (asked again, it stays); unlinked, its own Back.
    pub fn phone_back(self) -> Back<Public> {
        match self {
            Public { asking: true, .. } => Back::To(Public {
                asking: false,
                ..self
            }),
            Public { linked: true, .. } => Back::To(Public {
                asking: true,
                ..self
            }),
            Public { linked: false, .. } => Back::Exit,
        }
    }
}

/// One layer of where the app is: what one view holds that the phone's Back changes. The
/// app's screen is the lowest; a view drawn inside it is above it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layer {
    /// The app's screen (`ui::app`).
    Screen(Route),
    /// The set-up's step (the app's, or the main module's first screens').
    Setup(SetupStep),
    /// The deal step, above its set-up.
    Deal(Deal),
    /// The evening's panel.
    Evening(EveningPanel),
    /// The players' screen.
    Public(Public),
    /// A sheet or a question over its screen (the rule's text, `ui::why`; a tournament's
    /// codes, its camera, its «replace?»): whether one is open; Back closes it, and closed
    /// it is not Back's.
    Sheet(bool),
    /// A view that keeps what Back does to itself: the game screen (its open sheet closed,
    /// else «leave?» asked: `ui::game`, not yet a value here). It always takes Back.
    Own,
}

impl Layer {
    /// What the phone's Back does to this layer alone.
    pub fn phone_back(self) -> Back<Layer> {
        fn up<T>(b: Back<T>, f: impl FnOnce(T) -> Layer) -> Back<Layer> {
            match b {
                Back::To(t) => Back::To(f(t)),
                Back::Exit => Back::Exit,
                Back::Pass => Back::Pass,
            }
        }
        match self {
            Layer::Screen(r) => up(r.phone_back(), Layer::Screen),
            Layer::Setup(s) => up(s.phone_back(), Layer::Setup),
            Layer::Deal(d) => up(d.phone_back(), Layer::Deal),
            Layer::Evening(p) => up(p.phone_back(), Layer::Evening),
            Layer::Public(p) => up(p.phone_back(), Layer::Public),
            Layer::Sheet(true) => Back::To(Layer::Sheet(false)),
            Layer::Sheet(false) => Back::Pass,
            Layer::Own => Back::To(Layer::Own),
        }
    }
}

/// A part of where the app is that a view holds: its [`Layer`], and back.
pub trait Part: Copy + 'static {
    fn layer(self) -> Layer;
    fn of(layer: Layer) -> Option<Self>;
}

macro_rules! part {
    ($t:ty, $v:ident) => {
        impl Part for $t {
            fn layer(self) -> Layer {
                Layer::$v(self)
            }
            fn of(layer: Layer) -> Option<Self> {
                match layer {
                    Layer::$v(x) => Some(x),
                    _ => None,
                }
            }
        }
    };
}
part!(Route, Screen);
part!(SetupStep, Setup);
part!(Deal, Deal);
part!(EveningPanel, Evening);
part!(Public, Public);
part!(bool, Sheet);

/// Where the phone's Back goes, the layers up listed lowest first: the topmost layer that
/// takes it, and what it does there (never [`Back::Pass`]); `None`: no layer takes it, the
/// app is left (as a phone's Back leaves an app at its start).
pub fn phone_back(layers: &[Layer]) -> Option<(usize, Back<Layer>)> {
    layers
        .iter()
        .enumerate()
        .rev()
        .map(|(i, l)| (i, l.phone_back()))
        .find(|(_, b)| *b != Back::Pass)
}

/// What this tab was doing, kept over its reload (`web::storage::set_doing`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Doing {
    /// Playing a game (not a practice case).
    Game,
    /// At the game over of the game just played.
    Over,
    Setup,
    /// The players' screen.
    Public,
    /// The organiser's tournament (issue 50).
    Tournament,
    /// A tournament's table between its games (issue 50).
    Table,
}

impl Doing {
    pub const ALL: [Doing; 6] = [
        Doing::Game,
        Doing::Over,
        Doing::Setup,
        Doing::Public,
        Doing::Tournament,
        Doing::Table,
    ];

    /// Its stored word (what every release wrote).
    pub fn code(self) -> &'static str {
        match self {
            Doing::Game => "game",
            Doing::Over => "over",
            Doing::Setup => "setup",
            Doing::Public => "screen",
            Doing::Tournament => "tournament",
            Doing::Table => "table",
        }
    }

    pub fn of(code: &str) -> Option<Doing> {
        Doing::ALL.into_iter().find(|d| d.code() == code)
    }
}

/// What storage holds at start-up, as far as the first screen goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Held {
    /// The save slot holds a text (Continue, a damaged save to show, a finished game).
    pub save: bool,
    /// Saves that did not open are kept, to show.
    pub rejected: bool,
    /// An evening is stored (its games, its deal).
    pub evening: bool,
    /// What this tab was doing before its reload.
    pub doing: Option<Doing>,
    /// An update was taken mid-game (this load follows `web::storage::mark_resume`).
    pub resume: bool,
    /// A set-up left half-way is saved.
    pub setup: bool,
    /// New game was tapped on index.html's first-visit start screen, before the wasm.
    pub early_tap: bool,
}

/// Which screen the app opens at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum First {
    Start,
    /// The set-up: a new one (New game tapped early), or the one left half-way.
    Setup,
    /// The game in the save slot, continued (a reload mid-game, an update taken).
    Game,
    /// The finished game in the save slot, on its game over.
    Over,
    /// The players' screen.
    Public,
    /// The organiser's tournament.
    Tournament,
    /// A tournament's table.
    Table,
}

impl First {
    pub fn screen(self) -> Screen {
        match self {
            First::Start => Screen::Start,
            First::Setup => Screen::Setup,
            First::Game | First::Over => Screen::Game,
            First::Public => Screen::Public,
            First::Tournament => Screen::Tournament,
            First::Table => Screen::TournamentTable,
        }
    }
}

/// How the app starts: the first screen, and who draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Start {
    pub first: First,
    /// The app (`ui::app`) draws it: there is something to decide first (a save, a game or
    /// a set-up under way, a damaged save kept, an evening). Else the main module's first
    /// screens do (`ui::root`: the start screen, or a new set-up).
    pub by_app: bool,
}

/// The one start-up path, for `ui::root` (at load) and `ui::app` (when it takes over): a
/// reload goes back to what this tab was doing (a game, its game over, a set-up left
/// half-way, the players' screen, a tournament or its table), an update taken mid-game to the game; a new tab starts
/// at the start screen (where Continue is the big button: one tab owns a game), or at a
/// new set-up when New game was tapped before the wasm came.
pub fn start(held: &Held) -> Start {
    let by_app = held.save || held.rejected || held.evening || held.doing.is_some() || held.resume;
    let first = if !by_app {
        if held.early_tap {
            First::Setup
        } else {
            First::Start
        }
    } else if held.resume {
        First::Game
    } else {
        match held.doing {
            Some(Doing::Game) => First::Game,
            Some(Doing::Over) => First::Over,
            Some(Doing::Setup) if held.setup => First::Setup,
            Some(Doing::Public) => First::Public,
            Some(Doing::Tournament) => First::Tournament,
            Some(Doing::Table) => First::Table,
            Some(Doing::Setup) | None => First::Start,
        }
    };
    Start { first, by_app }
}
