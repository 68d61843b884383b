//! Where the app is, as a value (issue 49): the screen up ([`Screen`]) and where it was
//! opened from ([`Route`]), and where Back goes from there, written once for the screens'
//! own Back buttons and the phone's Back (`ui::session`; the History API is `web::back`).
//! Pure: no Leptos, no browser; tested natively (`tests/route.rs`).

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
}

impl Screen {
    pub const ALL: [Screen; 11] = [
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
    ];

    /// The set-up, the game and the players' screen take the phone's Back themselves (a
    /// step back, a sheet closed, a question asked), above the app.
    pub fn takes_back(self) -> bool {
        matches!(self, Screen::Setup | Screen::Game | Screen::Public)
    }
}

/// The screen up and where it was opened from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Route {
    pub screen: Screen,
    /// The protocol was opened from the history (Back returns there; else to game over).
    pub from_history: bool,
}

impl Route {
    /// Where the screen's own Back goes; `None` on the start screen, which has none.
    pub fn back(self) -> Option<Route> {
        let screen = match self.screen {
            Screen::Start => return None,
            Screen::Players => Screen::History,
            Screen::Protocol if self.from_history => Screen::History,
            Screen::Protocol => Screen::Game,
            _ => Screen::Start,
        };
        Some(Route {
            screen,
            from_history: false,
        })
    }

    /// Where the phone's Back goes when it reaches the app: a screen that takes Back
    /// itself stays (it is its own to take); `None` leaves the app (the start screen).
    pub fn phone_back(self) -> Option<Route> {
        if self.screen.takes_back() {
            Some(self)
        } else {
            self.back()
        }
    }
}
