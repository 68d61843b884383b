//! The deal's random source: `crypto.getRandomValues`, the browser's cryptographic
//! generator (R-ROLE-5: the deck is shuffled fairly).

use crate::engine::RandomSource;

/// Random words drawn from `crypto.getRandomValues`, fetched a block at a time.
pub struct CryptoRandom {
    crypto: web_sys::Crypto,
    buf: [u8; 256],
    /// The next unread byte of `buf`; `buf.len()` when it must be refilled.
    pos: usize,
}

impl CryptoRandom {
    /// The browser's generator, or `None` when the page has none (a very old browser).
    pub fn new() -> Option<CryptoRandom> {
        let crypto = web_sys::window()?.crypto().ok()?;
        let mut rng = CryptoRandom {
            crypto,
            buf: [0; 256],
            pos: 256,
        };
        // A generator that refuses its first draw is treated as missing.
        rng.refill().then_some(rng)
    }

    fn refill(&mut self) -> bool {
        let ok = self
            .crypto
            .get_random_values_with_u8_array(&mut self.buf)
            .is_ok();
        self.pos = 0;
        ok
    }
}

impl RandomSource for CryptoRandom {
    fn next_u32(&mut self) -> u32 {
        if self.pos + 4 > self.buf.len() {
            // `new` proved the generator works; a later refusal would be the browser's bug,
            // and the bytes left in `buf` are still random, never a fixed pattern.
            self.refill();
        }
        let mut word = [0u8; 4];
        word.copy_from_slice(&self.buf[self.pos..self.pos + 4]);
        self.pos += 4;
        u32::from_le_bytes(word)
    }
}
