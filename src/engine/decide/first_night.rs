//! The first night (R-N0): the договорка, then each role meets the host.

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
            None => self.start_day(None, false, None),
        }
    }
}
