//! The first night (R-N0): the договорка, then each role meets the host. With a deck dealt
//! face down the host learns the cards here, the judge's way: the seats that wake at each
//! step (`HostAction::Cards`), checked against the deck (R-ROLE-2/3) as they are entered.

use super::*;

impl Tx {
    pub(super) fn next_first_night_step(&mut self, from: FirstNightStep) {
        use FirstNightStep::*;
        let order = [
            Agreement,
            DonMeets,
            SheriffMeets,
            DoctorMeets,
            SilencerMeets,
        ];
        let has = |step: FirstNightStep, s: &GameState| match step {
            Agreement => true,
            DonMeets => s.has_role(Role::Don),
            SheriffMeets => s.has_role(Role::Sheriff),
            DoctorMeets => s.has_role(Role::Doctor),
            SilencerMeets => s.has_role(Role::Silencer),
        };
        let pos = order.iter().position(|&x| x == from).unwrap_or(0);
        match order[pos + 1..].iter().find(|&&x| has(x, &self.s)) {
            // R-N0-2: the Don, the Sheriff (Party: Doctor, Silencer) meet the host.
            Some(&step) => self.emit(GameEvent::FirstNightStep {
                step,
                rule: RuleId::N0_2,
            }),
            // R-N0-3: no checks on the first night; R-N0-4: "Доброе утро".
            None => {
                if self.s.face_down.is_some() {
                    self.emit(GameEvent::DeckKnown {
                        rule: RuleId::Role2,
                    });
                    // A player removed before the cards were known (000 r.4: a peek at
                    // once): their card is known now, and so is the win (R-WIN-1/2).
                    self.reveal_removed();
                    if self.check_win() {
                        return;
                    }
                }
                self.start_day(None, false, None);
            }
        }
    }

    /// The role whose seats wake at this first-night step, and how many of them.
    fn waking(step: FirstNightStep, deck: Composition) -> (Role, u8) {
        match step {
            FirstNightStep::Agreement => (Role::Mafia, deck.mafia + deck.don),
            FirstNightStep::DonMeets => (Role::Don, 1),
            FirstNightStep::SheriffMeets => (Role::Sheriff, 1),
            FirstNightStep::DoctorMeets => (Role::Doctor, 1),
            FirstNightStep::SilencerMeets => (Role::Silencer, 1),
        }
    }

    /// `Next` at a first-night step of a face-down deck: the cards come first.
    pub(super) fn cards_first(&self) -> Res {
        match (self.s.face_down, &self.s.stage) {
            (Some(deck), Stage::FirstNight { step }) => {
                let (role, _) = Self::waking(*step, deck);
                refuse(rule_of(*step), Refusal::CardsFirst { role })
            }
            _ => Ok(()),
        }
    }

    /// R-N0-1/2 with a face-down deck: the seats that woke at this step; then the night
    /// goes on.
    pub(super) fn cards(&mut self, seats: &[Seat]) -> Res {
        let (Some(deck), Stage::FirstNight { step }) = (self.s.face_down, self.s.stage.clone())
        else {
            return not_now(RuleId::N0_1, expected(&self.s.stage));
        };
        let rule = rule_of(step);
        let (role, want) = Self::waking(step, deck);
        let got = seats.len().min(usize::from(u8::MAX)) as u8;
        seats_at_table(&self.s, seats, rule, |_| Refusal::CardsCount {
            role,
            want,
            got,
        })?;
        if seats.len() != usize::from(want) {
            return refuse(rule, Refusal::CardsCount { role, want, got });
        }
        // The Don is one of the blacks who woke; a red role is none of them, and no card
        // met already.
        for &seat in seats {
            let now = self.s.player(seat).map(|p| p.role);
            let fits = match role {
                Role::Mafia => true,
                Role::Don => now == Some(Role::Mafia),
                _ => now == Some(Role::Civilian),
            };
            if !fits {
                return refuse(rule, Refusal::CardsTeam { seat, role });
            }
        }
        self.emit(GameEvent::CardsSeen {
            role,
            seats: seats.to_vec(),
            rule,
        });
        self.next_first_night_step(step);
        Ok(())
    }
}

fn rule_of(step: FirstNightStep) -> RuleId {
    match step {
        FirstNightStep::Agreement => RuleId::N0_1,
        _ => RuleId::N0_2,
    }
}
