//! R-ROLE: presets, composition, seats and dealing.

mod common;
use common::*;
use mafia_host::engine::rng::{below, shuffle};
use mafia_host::engine::rules::*;
use mafia_host::engine::setup::{black_range, draw_seats};
use mafia_host::engine::*;

#[test]
fn presets_fix_every_switch_as_in_the_table() {
    let sport = Rules::preset(Preset::Sport);
    let club = Rules::preset(Preset::Club);
    let home = Rules::preset(Preset::Home);
    let party = Rules::preset(Preset::Party);
    assert!(
        !sport.reveal_on_elimination && !club.reveal_on_elimination && !home.reveal_on_elimination
    );
    assert!(party.reveal_on_elimination);
    assert_eq!(party.discussion, Discussion::Open);
    assert_eq!(sport.discussion, Discussion::Speeches);
    assert_eq!(party.mafia_night, MafiaNight::EyesOpen);
    assert_eq!(home.mafia_night, MafiaNight::Blind);
    assert_eq!(club.single_candidate_later_days, SingleCandidate::NoVote);
    assert_eq!(
        sport.single_candidate_later_days,
        SingleCandidate::Eliminated
    );
    assert!(!club.tied_players_vote_in_revote && sport.tied_players_vote_in_revote);
    assert_eq!(
        (club.last_word_vote_seconds, sport.last_word_vote_seconds),
        (30, 60)
    );
    assert_eq!(sport.last_word_kill_seconds, 60);
    assert_eq!(sport.hand_lift, HandLift::Removal);
    assert_eq!(club.hand_lift, HandLift::Warning);
    assert_eq!(party.hand_lift, HandLift::Warning);
    assert!(sport.best_move && !club.best_move && !home.best_move && !party.best_move);
    assert_eq!(party.black_win, BlackWin::AllRedsOut);
    assert_eq!(home.black_win, BlackWin::Parity);
    // R-WIN-2a (issue 48): a tournament rule said before play in Sport; Club, Home and
    // Party play until one side wins (000 l.49, 002 4.6.1).
    assert_eq!(sport.draw_after_quiet_rounds, 3);
    assert_eq!(club.draw_after_quiet_rounds, 0);
    assert_eq!(home.draw_after_quiet_rounds, 0);
    assert_eq!(party.draw_after_quiet_rounds, 0);
    for r in [&sport, &club, &home, &party] {
        assert!(!r.foul3_may_nominate && !r.foul3_short_speech);
        assert_eq!(
            (r.speech_seconds, r.tie_speech_seconds, r.agreement_seconds),
            (60, 30, 60)
        );
        assert_eq!((r.check_seconds, r.best_move_seconds), (10, 20));
    }
}

#[test]
fn r_role_2_sport_and_club_are_exactly_ten_with_the_standard_roles() {
    for preset in [Preset::Sport, Preset::Club] {
        let c = Composition::standard(preset, 10);
        assert_eq!(
            (c.civilians, c.sheriff, c.mafia, c.don, c.doctor, c.silencer),
            (6, 1, 2, 1, 0, 0)
        );
        assert!(c.validate(preset).is_ok());
        let nine = Composition { civilians: 5, ..c };
        let e = nine.validate(preset).unwrap_err();
        assert!(matches!(e, SetupError::PlayerCount { players: 9, .. }));
        assert!(e.to_string().contains("exactly 10"), "{e}");
        let wrong = Composition {
            civilians: 5,
            mafia: 3,
            ..c
        };
        assert!(matches!(
            wrong.validate(preset),
            Err(SetupError::Composition { .. })
        ));
    }
}

#[test]
fn r_role_3_home_is_five_to_thirty_with_ten_to_forty_percent_black() {
    assert_eq!(black_range(10), (1, 4));
    assert_eq!(black_range(5), (1, 2));
    assert_eq!(black_range(30), (3, 12));
    for n in 5..=30 {
        for preset in [Preset::Home, Preset::Party] {
            let c = Composition::standard(preset, n);
            assert_eq!(c.total(), n, "{preset:?} {n}");
            assert!(c.validate(preset).is_ok(), "{preset:?} {n}: {c:?}");
        }
    }
    let thirteen = Composition::standard(Preset::Home, 13);
    assert_eq!(
        (thirteen.sheriff, thirteen.don, thirteen.blacks()),
        (1, 1, 3)
    );
    for n in [4, 31] {
        let c = Composition::standard(Preset::Home, n);
        assert!(matches!(
            c.validate(Preset::Home),
            Err(SetupError::PlayerCount { .. })
        ));
    }
    // 5 of 10 black is 50 %: refused with the allowed range.
    let too_black = Composition {
        civilians: 4,
        sheriff: 1,
        doctor: 0,
        silencer: 0,
        mafia: 4,
        don: 1,
    };
    let e = too_black.validate(Preset::Home).unwrap_err();
    assert_eq!(
        e,
        SetupError::BlackShare {
            players: 10,
            blacks: 5,
            min: 1,
            max: 4
        }
    );
    // Home needs a Sheriff and a Don.
    let no_don = Composition {
        civilians: 7,
        sheriff: 1,
        doctor: 0,
        silencer: 0,
        mafia: 2,
        don: 0,
    };
    assert!(matches!(
        no_don.validate(Preset::Home),
        Err(SetupError::Composition { .. })
    ));
}

#[test]
fn r_role_3_party_has_doctor_silencer_and_mafia_but_no_sheriff_or_don() {
    let c = Composition::standard(Preset::Party, 7);
    assert_eq!(
        (c.doctor, c.silencer, c.sheriff, c.don, c.mafia, c.civilians),
        (1, 1, 0, 0, 2, 3)
    );
    let with_sheriff = Composition {
        sheriff: 1,
        civilians: 2,
        ..c
    };
    assert!(with_sheriff.validate(Preset::Party).is_err());
    assert_eq!(Role::Silencer.team(), Team::Red);
    assert_eq!(Role::Doctor.team(), Team::Red);
    assert_eq!(Role::Don.team(), Team::Black);
}

#[test]
fn r_role_4_seats_must_run_one_to_n() {
    let mut s = setup(Preset::Sport, Rules::preset(Preset::Sport), &SPORT_ROLES);
    s.players[4].seat = 7;
    let e = s.validate().unwrap_err();
    assert!(matches!(e, SetupError::Seats { .. }));
    assert!(Game::new(s).is_err());
    // The seat draw is a permutation of the names.
    let mut rng = SplitMix64(7);
    let names = names(10);
    let mut drawn = draw_seats(&names, &mut rng);
    assert_ne!(drawn, names, "seed 7 moves someone");
    drawn.sort();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(drawn, sorted);
}

#[test]
fn r_role_5_a_deal_is_a_fair_shuffle_of_the_deck() {
    let comp = Composition::standard(Preset::Sport, 10);
    let mut rng = SplitMix64(42);
    let mut don_at = [0u32; 10];
    let deals = 20_000;
    for _ in 0..deals {
        let s = Setup::deal(
            Preset::Sport,
            Rules::preset(Preset::Sport),
            &names(10),
            comp,
            &mut rng,
        )
        .expect("deal");
        assert_eq!(
            Composition::of(&s.players.iter().map(|p| p.role).collect::<Vec<_>>()),
            comp
        );
        let don = s.players.iter().position(|p| p.role == Role::Don).unwrap();
        don_at[don] += 1;
    }
    // Each seat gets the Don 10 % of the time; 5 standard deviations is ±212.
    for (seat, &n) in don_at.iter().enumerate() {
        assert!(
            (1_788..=2_212).contains(&n),
            "seat {} got the Don {n} times",
            seat + 1
        );
    }
}

#[test]
fn r_role_5_below_is_unbiased_and_in_range() {
    let mut rng = SplitMix64(1);
    let mut counts = [0u32; 3];
    for _ in 0..30_000 {
        counts[below(&mut rng, 3) as usize] += 1;
    }
    for c in counts {
        assert!((9_500..=10_500).contains(&c), "{counts:?}");
    }
    let mut v = vec![1, 2, 3];
    shuffle(&mut v[..0], &mut rng);
    shuffle(&mut v, &mut rng);
    v.sort();
    assert_eq!(v, [1, 2, 3]);
}

#[test]
fn r_role_6_roles_hidden_or_revealed_on_elimination() {
    for reveal in [false, true] {
        let mut t = Table::sport_with(|r| r.reveal_on_elimination = reveal);
        t.through_first_night();
        t.reach_speeches();
        let ev = t.remove(7, RemovalReason::Insult);
        let revealed = ev.iter().any(|e| {
            matches!(
                e,
                GameEvent::RoleRevealed {
                    seat: 7,
                    role: Role::Don,
                    ..
                }
            )
        });
        assert_eq!(revealed, reveal);
    }
}

/// Issue 15: one name limit everywhere (the set-up's field, an import, a hand-off): a log
/// whose name is longer is refused under R-ROLE-4, whatever route it came by.
#[test]
fn r_role_4_a_name_has_at_most_name_max_characters() {
    let mut setup = Table::sport().game.setup().clone();
    setup.players[2].name = "Я".repeat(NAME_MAX);
    setup.validate().unwrap();
    setup.players[2].name = "Я".repeat(NAME_MAX + 1);
    let e = setup.validate().unwrap_err();
    assert_eq!(e.rule(), RuleId::Role4, "{e}");
    assert!(e.to_string().contains("seat 3"), "{e}");
    // A 10 MB name in an imported log is refused the same way, by the log's own check.
    let mut log = GameLog::of(&Table::sport().game);
    log.setup.players[0].name = "x".repeat(10_000_000);
    assert!(matches!(
        open_log(&log),
        Err(OpenError::Log(LogError::Setup { .. }))
    ));
}

/// Issue 15: a name shown or written into a text is a bidi isolate, so U+202E in it cannot
/// turn the words after it around; the name cannot close the isolate early.
#[test]
fn a_shown_name_is_isolated_from_the_words_around_it() {
    assert_eq!(isolated(""), "");
    assert_eq!(isolated("Анна"), "\u{2068}Анна\u{2069}");
    let evil = "a\u{202E}b\u{2069}c\u{2066}";
    let shown = isolated(evil);
    assert_eq!(shown, "\u{2068}a\u{202E}bc\u{2069}");
    // Exactly one isolate opens and closes it.
    assert_eq!(shown.matches('\u{2069}').count(), 1);
    assert!(shown.starts_with('\u{2068}') && shown.ends_with('\u{2069}'));
}

#[test]
fn club_counts_all_leave_without_the_tied_and_has_no_whole_table_tie() {
    // RULES.md "Presets": R-VOTE-7 (tied players vote on all-leave) and R-VOTE-7a are
    // tournament (Sport) switches; Club plays both off.
    let sport = Rules::preset(Preset::Sport);
    let club = Rules::preset(Preset::Club);
    assert!(sport.tied_players_vote_on_all_leave && sport.whole_table_tie_ends_day);
    assert!(!club.tied_players_vote_on_all_leave);
    assert!(!club.whole_table_tie_ends_day);
    // R-VOTE-7a (ext.) is Sport's alone.
    for preset in [Preset::Home, Preset::Party] {
        assert!(
            !Rules::preset(preset).whole_table_tie_ends_day,
            "{preset:?}"
        );
    }
}

#[test]
fn a_log_written_before_the_all_leave_switch_reads_it_as_on() {
    let mut json = serde_json::to_value(Rules::preset(Preset::Club)).unwrap();
    let fields = json.as_object_mut().unwrap();
    assert_eq!(
        fields.remove("tied_players_vote_on_all_leave"),
        Some(serde_json::Value::Bool(false))
    );
    let old: Rules = serde_json::from_value(json).expect("an old log's rules");
    assert!(old.tied_players_vote_on_all_leave);
    assert_eq!(
        old,
        Rules {
            tied_players_vote_on_all_leave: true,
            ..Rules::preset(Preset::Club)
        }
    );
}

#[test]
fn rule_ids_are_written_as_in_rules_md() {
    assert_eq!(RuleId::Vote4.as_str(), "R-VOTE-4");
    assert_eq!(RuleId::Vote4.to_string(), "R-VOTE-4");
    assert_eq!(format!("[{}]", RuleId::Win2a), "[R-WIN-2a]");
    assert_eq!(RuleId::parse("R-VOTE-4"), Some(RuleId::Vote4));
    assert_eq!(RuleId::parse("R-VOTE-99"), None);
    for id in RuleId::ALL {
        assert!(id.as_str().starts_with("R-"), "{id:?}");
        assert_eq!(id.to_string(), id.as_str());
        assert_eq!(RuleId::parse(id.as_str()), Some(id));
    }
}

#[test]
fn each_advanced_rule_switch_reads_and_sets_its_own_field_of_rules() {
    let fields = |r: &Rules| {
        let serde_json::Value::Object(m) = serde_json::to_value(r).unwrap() else {
            panic!("rules are an object")
        };
        m
    };
    let party = Rules::preset(Preset::Party);
    assert_eq!(RuleSwitch::Discussion.get(&party), 1);
    assert_eq!(RuleSwitch::Discussion.get(&Rules::preset(Preset::Sport)), 0);
    assert_eq!(
        RuleSwitch::LastWordSeconds.get(&Rules::preset(Preset::Club)),
        30
    );
    assert_eq!(
        RuleSwitch::QuietRounds.get(&Rules::preset(Preset::Sport)),
        3
    );
    for preset in Preset::ALL {
        let rules = Rules::preset(preset);
        for sw in RuleSwitch::ALL {
            assert!(fields(&rules).contains_key(sw.field()), "{sw:?}");
            let mut on = rules.clone();
            sw.set(&mut on, 1);
            let mut off = rules.clone();
            sw.set(&mut off, 0);
            assert_eq!((sw.get(&on), sw.get(&off)), (1, 0), "{preset:?} {sw:?}");
            // The switch changes its own field and nothing else.
            let (on, off) = (fields(&on), fields(&off));
            let changed: Vec<_> = on.keys().filter(|k| on[*k] != off[*k]).collect();
            assert_eq!(changed, [sw.field()], "{preset:?} {sw:?}");
            let mut back = rules.clone();
            sw.set(&mut back, sw.get(&rules));
            assert_eq!(back, rules, "{preset:?} {sw:?}");
        }
    }
}

#[test]
fn r_role_2_3_each_wrong_count_is_refused_under_its_rule_with_its_words() {
    let home = Composition::standard(Preset::Home, 10);
    let party = Composition::standard(Preset::Party, 10);
    assert_eq!(
        (home.civilians, home.sheriff, home.mafia, home.don),
        (6, 1, 2, 1)
    );
    assert_eq!(
        (party.civilians, party.doctor, party.silencer, party.mafia),
        (5, 1, 1, 3)
    );
    let composition = |c: Composition, preset| match c.validate(preset) {
        Err(e @ SetupError::Composition { .. }) => e,
        other => panic!("{preset:?} {c:?}: {other:?}"),
    };
    // Home: one Sheriff and one Don, no Doctor or Silencer.
    for bad in [
        Composition {
            sheriff: 2,
            civilians: 5,
            ..home
        },
        Composition {
            don: 2,
            mafia: 1,
            ..home
        },
        Composition {
            doctor: 1,
            civilians: 5,
            ..home
        },
        Composition {
            silencer: 1,
            civilians: 5,
            ..home
        },
    ] {
        let e = composition(bad, Preset::Home);
        assert_eq!(e.rule(), RuleId::Role3);
        assert!(
            e.to_string()
                .starts_with("R-ROLE-3: a Home table needs one Sheriff"),
            "{e}"
        );
    }
    // Party: one Doctor, one Silencer, some mafia, no Sheriff or Don.
    for bad in [
        Composition {
            doctor: 2,
            civilians: 4,
            ..party
        },
        Composition {
            silencer: 0,
            civilians: 6,
            ..party
        },
        Composition {
            don: 1,
            mafia: 2,
            ..party
        },
        Composition {
            mafia: 0,
            civilians: 8,
            ..party
        },
    ] {
        let e = composition(bad, Preset::Party);
        assert_eq!(e.rule(), RuleId::Role3);
        assert!(e.to_string().contains("one Doctor, one Silencer"), "{e}");
    }
    // Sport: the standard ten, under R-ROLE-2, naming what this table has.
    let e = composition(
        Composition {
            sheriff: 0,
            civilians: 7,
            ..home
        },
        Preset::Sport,
    );
    assert_eq!(e.rule(), RuleId::Role2);
    assert_eq!(
        e.to_string(),
        "R-ROLE-2: a Sport table needs 6 Civilian, 1 Sheriff, 2 Mafia, 1 Don; this one has 7 Civilian, 2 Mafia, 1 Don"
    );
    let e = composition(
        Composition {
            mafia: 1,
            civilians: 7,
            ..home
        },
        Preset::Club,
    );
    assert_eq!(e.rule(), RuleId::Role2);
    // Too few blacks: 11 players need 2.
    let eleven = Composition {
        civilians: 9,
        mafia: 0,
        ..home
    };
    let e = eleven.validate(Preset::Home).unwrap_err();
    assert_eq!(
        e,
        SetupError::BlackShare {
            players: 11,
            blacks: 1,
            min: 2,
            max: 4
        }
    );
    assert_eq!(e.rule(), RuleId::Role3);
    assert_eq!(
        e.to_string(),
        "R-ROLE-3: with 11 players the blacks must number 2–4 (10–40 %), not 1"
    );
    // The player count: exactly ten (R-ROLE-2) or five to thirty (R-ROLE-3).
    let e = Composition {
        civilians: 7,
        ..home
    }
    .validate(Preset::Club)
    .unwrap_err();
    assert_eq!(e.rule(), RuleId::Role2);
    assert_eq!(
        e.to_string(),
        "R-ROLE-2: a Club table has exactly 10 players, not 11"
    );
    let four = Composition {
        civilians: 1,
        mafia: 1,
        don: 1,
        ..home
    };
    let e = four.validate(Preset::Home).unwrap_err();
    assert_eq!(e.rule(), RuleId::Role3);
    assert_eq!(
        e.to_string(),
        "R-ROLE-3: a Home table has 5–30 players, not 4"
    );
    // Seats.
    let mut s = setup(Preset::Sport, Rules::preset(Preset::Sport), &SPORT_ROLES);
    s.players[4].seat = 7;
    let e = s.validate().unwrap_err();
    assert_eq!(e.rule(), RuleId::Role4);
    assert_eq!(
        e.to_string(),
        "R-ROLE-4: players must be listed by seat 1..10; position 5 has seat 7"
    );
}

#[test]
fn r_role_1_teams_and_a_deck_of_one_card_per_role() {
    for role in Role::ALL {
        let black = matches!(role, Role::Mafia | Role::Don);
        assert_eq!(role.team() == Team::Black, black, "{role:?}");
    }
    let party = Composition::standard(Preset::Party, 12);
    let deck = party.deck();
    assert_eq!(deck.len(), party.total());
    assert_eq!(Composition::of(&deck), party);
    for role in Role::ALL {
        let n = deck.iter().filter(|&&r| r == role).count();
        assert_eq!(n, usize::from(party.count(role)), "{role:?}");
    }
    assert_eq!(party.blacks(), usize::from(party.mafia));
    // Names by seat; a missing name is empty.
    let s = Setup::with_roles(
        Preset::Sport,
        Rules::preset(Preset::Sport),
        &names(3),
        &SPORT_ROLES,
    )
    .unwrap();
    let seats: Vec<_> = s.players.iter().map(|p| p.seat).collect();
    assert_eq!(seats, (1..=10).collect::<Vec<_>>());
    assert_eq!(s.players[2].name, "Player 3");
    assert_eq!(s.players[3].name, "");
}

/// A source that gives the words it was handed, in order.
struct Scripted(Vec<u32>);

impl mafia_host::engine::rng::RandomSource for Scripted {
    fn next_u32(&mut self) -> u32 {
        assert!(!self.0.is_empty(), "drew more words than scripted");
        self.0.remove(0)
    }
}

#[test]
fn r_role_5_the_seeded_source_is_splitmix64() {
    // The reference SplitMix64 outputs for seed 0.
    let mut rng = SplitMix64(0);
    assert_eq!(rng.next_u64(), 0xE220_A839_7B1D_CDAF);
    assert_eq!(rng.next_u64(), 0x6E78_9E6A_A1B9_65F4);
    assert_eq!(rng.next_u64(), 0x06C4_5D18_8009_454F);
    let mut rng = SplitMix64(0);
    use mafia_host::engine::rng::RandomSource;
    assert_eq!(rng.next_u32(), 0xE220_A839);
    assert_eq!(rng.next_u32(), 0x6E78_9E6A);
    let mut rng = SplitMix64(42);
    assert_eq!(rng.next_u64(), 0xBDD7_3226_2FEB_6E95);
}

#[test]
fn r_role_5_below_redraws_only_the_words_past_the_last_whole_multiple() {
    const MAX: u32 = u32::MAX;
    // 2^32 words hold 613_566_756 whole sevens: 0..=MAX-4; the last four are redrawn.
    let mut rng = Scripted(vec![MAX, MAX - 3, MAX - 4]);
    assert_eq!(below(&mut rng, 7), (MAX - 4) % 7);
    assert!(rng.0.is_empty());
    // Three: only MAX is past the last whole multiple.
    let mut rng = Scripted(vec![MAX, MAX - 1]);
    assert_eq!(below(&mut rng, 3), (MAX - 1) % 3);
    assert!(rng.0.is_empty());
    // A power of two (and one) never redraws.
    let mut rng = Scripted(vec![MAX, MAX]);
    assert_eq!(below(&mut rng, 4), 3);
    assert_eq!(below(&mut rng, 1), 0);
    let mut rng = Scripted(vec![9]);
    assert_eq!(below(&mut rng, 10), 9);
    // Fisher–Yates from the last card: card i swaps with one of 0..=i.
    let mut v = ['a', 'b', 'c', 'd'];
    let mut rng = Scripted(vec![1, 0, 1]);
    shuffle(&mut v, &mut rng);
    assert!(rng.0.is_empty());
    // i = 3 swaps with 1: a d c b; i = 2 with 0: c d a b; i = 1 with 1: c d a b.
    assert_eq!(v, ['c', 'd', 'a', 'b']);
    let mut one = ['x'];
    shuffle(&mut one, &mut Scripted(vec![]));
    assert_eq!(one, ['x']);
}

/// R-ROLE-4: the name limit counts characters (code points), not UTF-16 units (issue 22
/// §5.6): twenty 👍🏽 (two code points each, four UTF-16 units) fit, a longer name is cut
/// and says so.
#[test]
fn the_name_limit_counts_characters_and_a_cut_is_known() {
    let thumbs = "👍🏽".repeat(20);
    assert_eq!(thumbs.encode_utf16().count(), 80);
    assert_eq!(cut_name(&thumbs), (thumbs.clone(), false));
    let long = format!("{thumbs}x");
    assert_eq!(cut_name(&long), (thumbs, true));
    let cyrillic = "Я".repeat(NAME_MAX + 3);
    let (cut, was_cut) = cut_name(&cyrillic);
    assert!(was_cut);
    assert_eq!(cut.chars().count(), NAME_MAX);
}

/// Issue 48: the copied protocol keeps a name as typed (a U+2066 in it included) and still
/// isolates it: the outer isolate opened first is the last closed, nothing of it before.
#[test]
fn a_copied_name_is_the_name_as_typed_and_still_isolated() {
    /// The isolate depth after each character; the outer isolate must close last.
    fn closes_last(text: &str) -> bool {
        let mut depth = 0i32;
        let n = text.chars().count();
        for (i, c) in text.chars().enumerate() {
            match c {
                '\u{2066}'..='\u{2068}' => depth += 1,
                '\u{2069}' => depth -= 1,
                _ => {}
            }
            if depth <= 0 && i + 1 < n {
                return false;
            }
        }
        depth == 0
    }
    assert_eq!(isolated_as_typed(""), "");
    assert_eq!(isolated_as_typed("Анна"), isolated("Анна"));
    for name in [
        "\u{2066}Аня",
        "Аня\u{2066}",
        "a\u{202E}b\u{2069}c\u{2066}",
        "\u{2069}\u{2069}x",
        "\u{2067}\u{2068}y\u{2069}",
    ] {
        let copied = isolated_as_typed(name);
        assert!(copied.contains(name), "{name:?} kept whole in {copied:?}");
        assert!(closes_last(&copied), "{copied:?} is one isolate");
        assert!(copied.starts_with('\u{2068}') && copied.ends_with('\u{2069}'));
    }
}
