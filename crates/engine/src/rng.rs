//! An injected random source and the Fisher–Yates shuffle (R-ROLE-5).
//!
//! The browser passes a source backed by `crypto.getRandomValues`; tests pass a seed.

/// A source of uniformly random 32-bit words.
pub trait RandomSource {
    fn next_u32(&mut self) -> u32;
}

/// A small seeded generator (SplitMix64) for tests, benches and replays.
#[derive(Clone, Debug)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

impl RandomSource for SplitMix64 {
    fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }
}

/// A uniform integer in `0..n` with no modulo bias (rejection sampling). `n` must be > 0.
pub fn below(rng: &mut dyn RandomSource, n: u32) -> u32 {
    debug_assert!(n > 0);
    // The largest multiple of n that fits in u32's range; draws at or above it are redrawn.
    let zone = u32::MAX - (u32::MAX % n + 1) % n;
    loop {
        let x = rng.next_u32();
        if x <= zone {
            return x % n;
        }
    }
}

/// Fisher–Yates: every permutation equally likely, given a fair source.
pub fn shuffle<T>(items: &mut [T], rng: &mut dyn RandomSource) {
    for i in (1..items.len()).rev() {
        let j = below(rng, (i + 1) as u32) as usize;
        items.swap(i, j);
    }
}
