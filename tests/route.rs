//! Back as a value (issue 49, `route`): where each screen's own Back goes and where the
//! phone's Back goes when it reaches the app, for every route.

use mafia_host::route::{Route, Screen};

fn route(screen: Screen, from_history: bool) -> Route {
    Route {
        screen,
        from_history,
    }
}

/// Where the screen's own Back goes, as the screens said before issue 49.
fn expected(screen: Screen, from_history: bool) -> Option<Screen> {
    match screen {
        Screen::Start => None,
        Screen::Players => Some(Screen::History),
        Screen::Protocol if from_history => Some(Screen::History),
        Screen::Protocol => Some(Screen::Game),
        Screen::Setup
        | Screen::Game
        | Screen::Public
        | Screen::History
        | Screen::Practice
        | Screen::Scan
        | Screen::Settings
        | Screen::Evening => Some(Screen::Start),
    }
}

#[test]
fn every_route_has_its_back() {
    for screen in Screen::ALL {
        for from_history in [false, true] {
            let r = route(screen, from_history);
            assert_eq!(
                r.back().map(|b| b.screen),
                expected(screen, from_history),
                "{r:?}"
            );
        }
    }
}

#[test]
fn the_phone_back_stays_where_a_screen_takes_it_and_leaves_from_the_start() {
    for screen in Screen::ALL {
        for from_history in [false, true] {
            let r = route(screen, from_history);
            let own = matches!(screen, Screen::Setup | Screen::Game | Screen::Public);
            assert_eq!(screen.takes_back(), own);
            let want = if own { Some(r) } else { r.back() };
            assert_eq!(r.phone_back(), want, "{r:?}");
        }
    }
    assert_eq!(route(Screen::Start, false).phone_back(), None);
}

#[test]
fn back_always_ends_at_the_start() {
    for screen in Screen::ALL {
        for from_history in [false, true] {
            let mut r = route(screen, from_history);
            let mut steps = 0;
            while let Some(next) = r.back() {
                r = next;
                steps += 1;
                assert!(steps <= 3, "{screen:?} goes round");
            }
            assert_eq!(r.screen, Screen::Start);
        }
    }
}

#[test]
fn every_screen_is_listed_once() {
    // `expected` names every screen (a new one does not compile until it is placed there).
    for (i, a) in Screen::ALL.iter().enumerate() {
        assert!(!Screen::ALL[i + 1..].contains(a), "{a:?} twice");
    }
}
