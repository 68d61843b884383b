//! R-N0 with a deck dealt face down (issue 22 §2.4): the host learns the cards as a judge
//! does, from the seats that wake on the first night, and each entry is checked against the
//! deck (R-ROLE-2/3) as it is made.

mod common;

use common::*;
use mafia_host::engine::event::FirstNightStep;
use mafia_host::engine::*;

fn cards(seats: &[Seat]) -> HostAction {
    HostAction::Cards {
        seats: seats.to_vec(),
    }
}

#[test]
fn r_n0_a_face_down_sport_deck_is_learned_from_the_seats_that_wake() {
    let mut t = face_down(Preset::Sport, 10);
    assert!(t.state().players.iter().all(|p| p.role == Role::Civilian));
    let step = t.state().next_step();
    assert_eq!(step.expect, vec![Expect::Cards]);
    assert_eq!(step.cards, Some(3));
    // «Договорились» without the seats is refused: the cards come first.
    let e = t.refused(HostAction::Next);
    assert_eq!(e.rule, RuleId::N0_1);
    assert_eq!(e.refusal, Refusal::CardsFirst { role: Role::Mafia });
    // Two seats, or one twice, are not the three blacks of a Sport deck.
    assert_eq!(
        t.refused(cards(&[3, 7])).refusal,
        Refusal::CardsCount {
            role: Role::Mafia,
            want: 3,
            got: 2
        }
    );
    assert!(matches!(
        t.refused(cards(&[3, 3, 9])).refusal,
        Refusal::CardsCount { .. }
    ));
    assert_eq!(
        t.refused(cards(&[3, 7, 11])).refusal,
        Refusal::NoSuchSeat { seat: 11 }
    );
    t.act(cards(&[3, 7, 9]));
    assert_eq!(
        t.stage(),
        &Stage::FirstNight {
            step: FirstNightStep::DonMeets
        }
    );
    assert_eq!(t.state().next_step().cards, Some(1));
    // The Don is one of the three who woke.
    assert_eq!(
        t.refused(cards(&[5])).refusal,
        Refusal::CardsTeam {
            seat: 5,
            role: Role::Don
        }
    );
    assert_eq!(
        t.refused(HostAction::Next).refusal,
        Refusal::CardsFirst { role: Role::Don }
    );
    t.act(cards(&[7]));
    // The Sheriff is none of them.
    assert_eq!(
        t.refused(cards(&[9])).refusal,
        Refusal::CardsTeam {
            seat: 9,
            role: Role::Sheriff
        }
    );
    let events = t.act(cards(&[5]));
    assert!(events.iter().any(|e| matches!(
        e,
        GameEvent::DeckKnown {
            rule: RuleId::Role2
        }
    )));
    assert_eq!(t.stage(), &Stage::Morning);
    let roles: Vec<Role> = t.state().players.iter().map(|p| p.role).collect();
    assert_eq!(roles, SPORT_ROLES);
    assert_eq!(t.state().face_down, None);
    // Cards are for the first night only.
    assert!(matches!(
        t.refused(cards(&[1])).refusal,
        Refusal::NotNow { .. }
    ));
}

#[test]
fn r_n0_a_learned_deck_plays_the_rest_of_the_game_as_a_known_one() {
    let mut learned = face_down(Preset::Sport, 10);
    learned.act(cards(&[3, 7, 9]));
    learned.act(cards(&[7]));
    learned.act(cards(&[5]));
    let mut known = Table::sport();
    known.through_first_night();
    // The same day and night on both: nominations, a vote, a shot, the checks.
    for t in [&mut learned, &mut known] {
        t.speeches(&[(1, 4), (2, 7)]);
        t.act(HostAction::Vote {
            candidate: 4,
            voters: vec![1, 2, 3, 5, 6, 8],
        });
        // The last candidate gets the four not cast (R-VOTE-2).
        t.act(HostAction::Vote {
            candidate: 7,
            voters: vec![],
        });
        while !matches!(t.stage(), Stage::Night { .. }) {
            t.next();
        }
        t.act(HostAction::Shoot { target: Some(8) });
        t.act(HostAction::DonCheck { target: 5 });
        t.act(HostAction::SheriffCheck { target: 3 });
    }
    let (a, b) = (learned.state(), known.state());
    assert_eq!(a.players, b.players);
    assert_eq!(a.eliminations, b.eliminations);
    assert_eq!(a.checks, b.checks);
    assert_eq!(a.stage, b.stage);
}

#[test]
fn r_n0_party_learns_the_doctor_and_the_silencer_among_the_reds() {
    let deck = Composition::standard(Preset::Party, 8);
    let blacks = deck.mafia + deck.don;
    let mut t = face_down(Preset::Party, 8);
    let mafia: Vec<Seat> = (1..=blacks).collect();
    t.act(cards(&mafia));
    assert_eq!(
        t.stage(),
        &Stage::FirstNight {
            step: FirstNightStep::DoctorMeets
        }
    );
    assert_eq!(
        t.refused(cards(&[1])).refusal,
        Refusal::CardsTeam {
            seat: 1,
            role: Role::Doctor
        }
    );
    t.act(cards(&[8]));
    // The Doctor's seat cannot hold the Silencer's card too.
    assert_eq!(
        t.refused(cards(&[8])).refusal,
        Refusal::CardsTeam {
            seat: 8,
            role: Role::Silencer
        }
    );
    t.act(cards(&[6]));
    assert_eq!(t.stage(), &Stage::Morning);
    let deck_now: Vec<Role> = t.state().players.iter().map(|p| p.role).collect();
    assert_eq!(Composition::of(&deck_now), deck);
    assert_eq!(t.state().players[7].role, Role::Doctor);
    assert_eq!(t.state().players[5].role, Role::Silencer);
}

#[test]
fn r_n0_undoing_a_card_entry_forgets_it() {
    let mut t = face_down(Preset::Sport, 10);
    t.act(cards(&[3, 7, 9]));
    t.act(cards(&[7]));
    assert_eq!(t.game.undo(), Some(cards(&[7])));
    assert_eq!(t.state().players[6].role, Role::Mafia);
    assert_eq!(t.game.undo(), Some(cards(&[3, 7, 9])));
    assert!(t.state().players.iter().all(|p| p.role == Role::Civilian));
    assert_eq!(
        t.state().face_down,
        Some(Composition::standard(Preset::Sport, 10))
    );
}

#[test]
fn r_n0_a_face_down_game_log_leaves_the_roles_out_and_replays() {
    let mut t = face_down(Preset::Club, 10);
    t.act(cards(&[3, 7, 9]));
    let log = GameLog::of(&t.game);
    let json = log.to_json();
    assert!(!json.contains("\"role\""), "{json}");
    assert!(json.contains("\"face_down\""));
    assert!(json.contains("\"cards\""));
    let back = GameLog::from_json(&json).expect("reads");
    let game = Game::replay(back.setup().expect("set-up"), &back.actions).expect("replays");
    assert_eq!(game.state(), t.state());

    // A role in a face-down set-up, or none in a known one, is refused in words.
    let mut with_role = log.clone();
    with_role.setup.players[0].role = Some(Role::Mafia);
    assert!(with_role.setup().is_err());
    let mut no_deck = log.clone();
    no_deck.setup.face_down = None;
    let e = no_deck.setup().expect_err("no roles, no deck");
    assert!(e.to_string().contains("seat 1 has no role"), "{e}");
}

#[test]
fn r_foul_3_a_player_caught_peeking_is_removed_before_the_face_down_cards_are_known() {
    // 000 r.4: a player caught peeking is removed at once, even while a face-down deck is
    // still being learned (issue 48; until then the removal waited for the cards). The judge
    // takes the card, so the host marks the removed seat where its card wakes.
    let mut t = face_down(Preset::Sport, 10);
    let events = t.act(HostAction::Remove {
        seat: 3,
        reason: RemovalReason::Peeking,
    });
    assert!(!t.alive(3));
    assert!(!t.state().is_over());
    assert!(!events
        .iter()
        .any(|e| matches!(e, GameEvent::RoleRevealed { .. })));
    // A fourth foul removes at once too.
    t.fouls(4, 4);
    assert!(!t.alive(4));
    assert!(!t.state().is_over());
    // The договорка: the removed black's card is marked with the living blacks.
    t.act(cards(&[3, 7, 9]));
    t.act(cards(&[7]));
    let events = t.act(cards(&[5]));
    assert!(events.contains(&GameEvent::DeckKnown {
        rule: RuleId::Role2
    }));
    assert_eq!(t.state().players[2].role, Role::Mafia);
    assert_eq!(t.state().players[3].role, Role::Civilian);
    assert!(!t.state().is_over());
    assert_eq!(t.state().day_number, 1);
}

#[test]
fn r_win_1_a_removal_before_the_face_down_cards_are_known_is_judged_once_they_are() {
    // Found by the players' screen's property test: a removal on night 1 of a face-down
    // Party deck was judged from placeholder cards and ended the game «red wins» at once.
    // The win now waits for the cards; every black removed, red wins when they are known,
    // and the cards are shown where the rules reveal them (R-ROLE-6).
    let deck = Composition::standard(Preset::Party, 8);
    let blacks: Vec<Seat> = (1..=deck.mafia + deck.don).collect();
    let mut t = face_down(Preset::Party, 8);
    for &seat in &blacks {
        let events = t.act(HostAction::Remove {
            seat,
            reason: RemovalReason::Peeking,
        });
        assert!(!t.state().is_over(), "{events:?}");
    }
    t.act(cards(&blacks));
    t.act(cards(&[8]));
    let events = t.act(cards(&[7]));
    for &seat in &blacks {
        assert!(events.contains(&GameEvent::RoleRevealed {
            seat,
            role: Role::Mafia,
            rule: RuleId::Role6
        }));
    }
    assert_eq!(winner(&events), Some((Winner::Red, RuleId::Win1)));
    assert!(t.state().is_over());
}
