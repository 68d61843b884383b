//! Roles (R-ROLE): an exit's card shown where the rules reveal it.

use super::*;

impl Tx {
    /// R-ROLE-6 `reveal_on_elimination`.
    pub(super) fn reveal(&mut self, seat: Seat) {
        if self.s.rules.reveal_on_elimination {
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
}
