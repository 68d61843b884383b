//! Back as a value (issue 49, `route`): where each screen's own Back goes, what the phone's
//! Back does to every layer a view holds (a set-up step, the deal, the evening's panel, the
//! players' screen, the rule's text), which layer takes it for every route the app draws,
//! and which screen the app starts at for everything storage may hold.

use mafia_host::route::{
    phone_back, start, Back, Deal, Doing, EveningPanel, First, Held, Layer, Part, Public, Route,
    Screen, SetupStep, Start,
};

fn route(screen: Screen, from_history: bool) -> Route {
    Route {
        screen,
        from_history,
    }
}

fn routes() -> impl Iterator<Item = Route> {
    Screen::ALL
        .into_iter()
        .flat_map(|s| [false, true].map(|h| route(s, h)))
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
        | Screen::TournamentTable
        | Screen::Settings
        | Screen::Evening
        | Screen::Tournament => Some(Screen::Start),
    }
}

#[test]
fn every_route_has_its_back() {
    for r in routes() {
        assert_eq!(
            r.back().map(|b| b.screen),
            expected(r.screen, r.from_history),
            "{r:?}"
        );
        assert!(r.back().is_none_or(|b| !b.from_history), "{r:?}");
    }
}

#[test]
fn the_phone_back_stays_where_a_screen_takes_it_and_leaves_from_the_start() {
    for r in routes() {
        let own = matches!(r.screen, Screen::Setup | Screen::Game | Screen::Public);
        assert_eq!(r.screen.takes_back(), own);
        let want = match r.back() {
            _ if own => Back::To(r),
            Some(b) => Back::To(b),
            None => Back::Pass,
        };
        assert_eq!(r.phone_back(), want, "{r:?}");
    }
    assert_eq!(route(Screen::Start, false).phone_back(), Back::Pass);
}

#[test]
fn back_always_ends_at_the_start() {
    for mut r in routes() {
        let from = r;
        let mut steps = 0;
        while let Some(next) = r.back() {
            r = next;
            steps += 1;
            assert!(steps <= 3, "{from:?} goes round");
        }
        assert_eq!(r.screen, Screen::Start);
    }
}

#[test]
fn every_screen_is_listed_once() {
    // `expected` names every screen (a new one does not compile until it is placed there).
    for (i, a) in Screen::ALL.iter().enumerate() {
        assert!(!Screen::ALL[i + 1..].contains(a), "{a:?} twice");
    }
}

// The layers a view holds above its screen.

const COUNTS: [usize; 4] = [0, 1, 2, 9];

fn deals() -> Vec<Deal> {
    let mut all = Vec::new();
    for seen in [false, true] {
        for asking in [false, true] {
            all.push(Deal::Phone { seen, asking });
        }
    }
    all.extend(COUNTS.map(Deal::Marked));
    all.extend(COUNTS.map(Deal::Called));
    all
}

fn panels() -> Vec<EveningPanel> {
    let mut all = vec![
        EveningPanel::Main,
        EveningPanel::Sheet,
        EveningPanel::Ending,
    ];
    all.extend(COUNTS.map(EveningPanel::Past));
    all
}

fn publics() -> Vec<Public> {
    let mut all = Vec::new();
    for linked in [false, true] {
        for asking in [false, true] {
            all.push(Public { linked, asking });
        }
    }
    all
}

/// Every layer a view can hold (the counts sampled).
fn layers() -> Vec<Layer> {
    let mut all: Vec<Layer> = routes().map(Layer::Screen).collect();
    all.extend(SetupStep::ALL.map(Layer::Setup));
    all.extend(deals().into_iter().map(Layer::Deal));
    all.extend(panels().into_iter().map(Layer::Evening));
    all.extend(publics().into_iter().map(Layer::Public));
    all.extend([Layer::Sheet(false), Layer::Sheet(true), Layer::Own]);
    all
}

/// What Back does to each layer, as each view's own code said before issue 49.
fn expected_layer(layer: Layer) -> Back<Layer> {
    use Back::{Exit, Pass, To};
    match layer {
        Layer::Screen(r) => match r.screen {
            Screen::Setup | Screen::Game | Screen::Public => To(layer),
            Screen::Start => Pass,
            _ => To(Layer::Screen(r.back().unwrap())),
        },
        // One step back; from the rules to the start screen.
        Layer::Setup(s) => match s {
            SetupStep::Preset => Exit,
            SetupStep::Players => To(Layer::Setup(SetupStep::Preset)),
            SetupStep::Lineup => To(Layer::Setup(SetupStep::Players)),
            SetupStep::DealMode => To(Layer::Setup(SetupStep::Lineup)),
            SetupStep::Deal => To(Layer::Setup(SetupStep::DealMode)),
        },
        // The re-deal question closed; asked once a card is seen; else back to the mode.
        Layer::Deal(Deal::Phone { seen, asking }) => {
            if asking {
                To(Layer::Deal(Deal::Phone {
                    seen,
                    asking: false,
                }))
            } else if seen {
                To(Layer::Deal(Deal::Phone { seen, asking: true }))
            } else {
                Exit
            }
        }
        Layer::Deal(Deal::Marked(n)) if n > 0 => To(Layer::Deal(Deal::Marked(n - 1))),
        Layer::Deal(Deal::Called(n)) if n > 0 => To(Layer::Deal(Deal::Called(n - 1))),
        Layer::Deal(_) => Exit,
        Layer::Evening(EveningPanel::Main) => Exit,
        Layer::Evening(_) => To(Layer::Evening(EveningPanel::Main)),
        Layer::Public(p) if p.asking => To(Layer::Public(Public { asking: false, ..p })),
        Layer::Public(p) if p.linked => To(Layer::Public(Public { asking: true, ..p })),
        Layer::Public(_) => Exit,
        Layer::Sheet(true) => To(Layer::Sheet(false)),
        Layer::Sheet(false) => Pass,
        Layer::Own => To(Layer::Own),
    }
}

#[test]
fn every_layer_has_its_back() {
    for l in layers() {
        assert_eq!(l.phone_back(), expected_layer(l), "{l:?}");
    }
}

#[test]
fn a_layer_stays_of_its_kind() {
    fn same(a: Layer, b: Layer) -> bool {
        std::mem::discriminant(&a) == std::mem::discriminant(&b)
    }
    for l in layers() {
        if let Back::To(to) = l.phone_back() {
            assert!(same(l, to), "{l:?} → {to:?}");
        }
    }
}

#[test]
fn a_part_is_its_layer_and_back() {
    fn round<P: Part + PartialEq + std::fmt::Debug>(p: P) {
        assert_eq!(P::of(p.layer()), Some(p));
    }
    routes().for_each(round);
    SetupStep::ALL.into_iter().for_each(round);
    deals().into_iter().for_each(round);
    panels().into_iter().for_each(round);
    publics().into_iter().for_each(round);
    [false, true].into_iter().for_each(round);
    assert_eq!(Route::of(Layer::Own), None);
    assert_eq!(bool::of(Layer::Setup(SetupStep::Preset)), None);
}

/// A question that Back asks and, asked again, closes: the players' screen's «leave?» while
/// linked, the deal's «deal again?» once a card is seen. There Back goes round, by design:
/// it never leaves unasked.
fn asks(l: Layer) -> bool {
    matches!(
        l,
        Layer::Public(Public { linked: true, .. }) | Layer::Deal(Deal::Phone { seen: true, .. })
    )
}

#[test]
fn a_layer_left_alone_ends_its_back_in_a_few_presses() {
    // Pressed again and again, a layer reaches its own Back or passes it on, unless it stays
    // (a screen that takes Back itself, the game) or asks (asked again, it stays).
    for l in layers() {
        let mut at = l;
        let mut seen = vec![l];
        loop {
            match at.phone_back() {
                Back::To(to) if to == at => {
                    assert!(
                        matches!(at, Layer::Own)
                            || matches!(at, Layer::Screen(r) if r.screen.takes_back()),
                        "{l:?} stays at {at:?}"
                    );
                    break;
                }
                Back::To(to) if seen.contains(&to) => {
                    assert!(asks(at) && asks(to), "{l:?} goes round at {at:?}");
                    break;
                }
                Back::To(to) => at = to,
                Back::Exit | Back::Pass => break,
            }
            seen.push(at);
            assert!(seen.len() <= 12, "{l:?} goes on");
        }
    }
}

/// The layers up on each route the app draws, lowest first: the app's screen, then what
/// its view holds (a set-up's step and its deal, the evening's panel, the players' screen,
/// the game and its rule's text); the main module's first screens have no app below.
fn stacks() -> Vec<Vec<Layer>> {
    let mut all = Vec::new();
    for r in routes() {
        let app = Layer::Screen(r);
        match r.screen {
            Screen::Setup => {
                for s in SetupStep::ALL {
                    all.push(vec![app, Layer::Setup(s)]);
                    // The main module's set-up (`ui::root`).
                    all.push(vec![Layer::Setup(s)]);
                }
                for d in deals() {
                    all.push(vec![app, Layer::Setup(SetupStep::Deal), Layer::Deal(d)]);
                    all.push(vec![Layer::Setup(SetupStep::Deal), Layer::Deal(d)]);
                }
            }
            Screen::Evening => {
                for p in panels() {
                    all.push(vec![app, Layer::Evening(p)]);
                }
            }
            Screen::Public => {
                for p in publics() {
                    all.push(vec![app, Layer::Public(p)]);
                }
            }
            Screen::Game => {
                for why in [false, true] {
                    all.push(vec![app, Layer::Own, Layer::Sheet(why)]);
                }
            }
            _ => {}
        }
        // Every screen while its chunk comes (only the app's layer is up), the rule's
        // text over it (the practice list's chips).
        for why in [false, true] {
            all.push(vec![app, Layer::Sheet(why)]);
        }
        all.push(vec![app]);
    }
    // The main module's start screen: nothing takes Back.
    all.push(vec![]);
    all
}

#[test]
fn on_every_route_the_topmost_layer_that_takes_back_has_it() {
    for stack in stacks() {
        let took = phone_back(&stack);
        let want = stack
            .iter()
            .enumerate()
            .rev()
            .map(|(i, l)| (i, expected_layer(*l)))
            .find(|(_, b)| *b != Back::Pass);
        assert_eq!(took, want, "{stack:?}");
        if let Some((i, back)) = took {
            assert_ne!(back, Back::Pass);
            assert!(stack[i + 1..].iter().all(|l| l.phone_back() == Back::Pass));
        }
    }
}

#[test]
fn on_every_route_what_back_changes() {
    use Back::{Exit, To};
    for stack in stacks() {
        let top = stack.last().copied();
        let took = phone_back(&stack);
        match top {
            // The rule's text open: it closes, over any screen.
            Some(Layer::Sheet(true)) => {
                assert_eq!(took, Some((stack.len() - 1, To(Layer::Sheet(false)))))
            }
            // The game keeps Back to itself (its sheet, «leave?»: `ui::game`).
            _ if stack.contains(&Layer::Own) => {
                assert_eq!(took.map(|(i, _)| stack[i]), Some(Layer::Own))
            }
            // The deal's, else the set-up's, never the app's: a set-up is never left by a
            // Back the host did not mean.
            Some(Layer::Deal(_)) => assert_eq!(took.map(|t| t.0), Some(stack.len() - 1)),
            Some(Layer::Setup(SetupStep::Preset)) => {
                assert_eq!(took, Some((stack.len() - 1, Exit)))
            }
            Some(Layer::Evening(EveningPanel::Main))
            | Some(Layer::Public(Public {
                linked: false,
                asking: false,
            })) => {
                assert_eq!(took, Some((stack.len() - 1, Exit)))
            }
            None => assert_eq!(
                took, None,
                "the start screen of the main module leaves the app"
            ),
            _ => {}
        }
        // The app's start screen alone leaves the app.
        if stack == [Layer::Screen(route(Screen::Start, false))]
            || stack == [Layer::Screen(route(Screen::Start, true))]
        {
            assert_eq!(took, None);
        }
    }
}

// Start-up: one path for `ui::root` and `ui::app`.

fn helds() -> Vec<Held> {
    let mut all = Vec::new();
    let doings = [None].into_iter().chain(Doing::ALL.map(Some));
    for doing in doings {
        for bits in 0u32..64 {
            let b = |i: u32| bits & (1 << i) != 0;
            all.push(Held {
                save: b(0),
                rejected: b(1),
                evening: b(2),
                doing,
                resume: b(3),
                setup: b(4),
                early_tap: b(5),
            });
        }
    }
    all
}

#[test]
fn the_app_decides_the_first_screen_when_storage_holds_something_to_decide() {
    for h in helds() {
        let s = start(&h);
        let anything = h.save || h.rejected || h.evening || h.doing.is_some() || h.resume;
        assert_eq!(s.by_app, anything, "{h:?}");
        if !s.by_app {
            // The main module's first screens: the start screen, or a new set-up when New
            // game was tapped before the wasm came.
            let want = if h.early_tap {
                First::Setup
            } else {
                First::Start
            };
            assert_eq!(s.first, want, "{h:?}");
        }
    }
}

#[test]
fn a_reload_goes_back_to_what_the_tab_was_doing() {
    for h in helds().into_iter().filter(|h| start(h).by_app) {
        // What `ui::app` did before issue 49 (`keep::resume`), the early tap ignored.
        let want = match h.doing {
            _ if h.resume => First::Game,
            Some(Doing::Game) => First::Game,
            Some(Doing::Over) => First::Over,
            Some(Doing::Setup) if h.setup => First::Setup,
            Some(Doing::Public) => First::Public,
            Some(Doing::Tournament) => First::Tournament,
            Some(Doing::Table) => First::Table,
            _ => First::Start,
        };
        assert_eq!(start(&h).first, want, "{h:?}");
    }
}

#[test]
fn a_new_visit_with_nothing_stored_starts_at_the_start_screen() {
    assert_eq!(
        start(&Held::default()),
        Start {
            first: First::Start,
            by_app: false
        }
    );
    let saved = Held {
        save: true,
        ..Held::default()
    };
    // A saved game in a new tab: the start screen, where Continue is the big button.
    assert_eq!(start(&saved).first, First::Start);
    assert!(start(&saved).by_app);
}

#[test]
fn first_screens_are_screens() {
    let want = [
        (First::Start, Screen::Start),
        (First::Setup, Screen::Setup),
        (First::Game, Screen::Game),
        (First::Over, Screen::Game),
        (First::Public, Screen::Public),
        (First::Tournament, Screen::Tournament),
        (First::Table, Screen::TournamentTable),
    ];
    for (f, s) in want {
        assert_eq!(f.screen(), s);
    }
}

#[test]
fn what_a_tab_was_doing_is_stored_in_the_words_every_release_wrote() {
    let codes = Doing::ALL.map(Doing::code);
    assert_eq!(
        codes,
        ["game", "over", "setup", "screen", "tournament", "table"]
    );
    for d in Doing::ALL {
        assert_eq!(Doing::of(d.code()), Some(d));
    }
    assert_eq!(Doing::of("public"), None);
    assert_eq!(Doing::of(""), None);
}
