//! Roles (R-ROLE): an exit's card shown where the rules reveal it.

use super::*;

impl Tx {
    /// R-ROLE-6 `reveal_on_elimination`.
    pub(super) fn reveal(&mut self, seat: Seat) {
        // A card of a face-down deck not yet learned is shown once it is (`reveal_removed`).
        if self.s.rules.reveal_on_elimination && self.s.face_down.is_none() {
            if let Some(p) = self.s.player(seat) {
                let role = p.role;
                self.emit(GameEvent::RoleRevealed {
                    seat,
                    role,
                    rule: RuleId::Role6,
                });
            }
        }
    }

    /// R-ROLE-6 with a face-down deck: the cards of the players removed before it was
    /// known, shown now that it is.
    pub(super) fn reveal_removed(&mut self) {
        let gone: Vec<Seat> = self.s.eliminations.iter().map(|e| e.seat).collect();
        for seat in gone {
            self.reveal(seat);
        }
    }
}
