//! The finite fields of the code reader (`tools/g2p`, patched in for crates.io's g2p under
//! rqrr): every product, quotient and power of GF(16) and GF(256) as rqrr declares them,
//! against carry-less multiplication done the long way.
#![cfg(not(target_arch = "wasm32"))]

use g2p::{g2p, GaloisField};

g2p!(GF16, 4, modulus: 0b1_0011);
g2p!(GF256, 8, modulus: 0b1_0001_1101);

/// The product of `a` and `b` as polynomials over GF(2), reduced modulo `modulus`, by
/// multiplying out every bit (no tables).
fn long_mul(a: u32, b: u32, bits: u32, modulus: u32) -> u32 {
    let mut product = 0u32;
    for i in 0..bits {
        if b >> i & 1 == 1 {
            product ^= a << i;
        }
    }
    for i in (bits..2 * bits).rev() {
        if product >> i & 1 == 1 {
            product ^= modulus << (i - bits);
        }
    }
    product
}

/// Every product of two elements of `F` (GF(2^bits) modulo `modulus`) is the long one, and
/// dividing it by a non-zero factor gives the other back.
fn every_product_and_quotient_is_the_long_one<F>(bits: u32, modulus: u32)
where
    F: GaloisField + From<u8> + std::fmt::Debug,
    u8: From<F>,
{
    for a in 0..1u32 << bits {
        for b in 0..1u32 << bits {
            let (x, y) = (F::from(a as u8), F::from(b as u8));
            let p = x * y;
            assert_eq!(
                u32::from(u8::from(p)),
                long_mul(a, b, bits, modulus),
                "{a}·{b}"
            );
            if b != 0 {
                assert_eq!(p / y, x, "{a}·{b}/{b}");
            }
        }
    }
}

#[test]
fn every_product_and_quotient_of_gf256_is_the_long_one() {
    every_product_and_quotient_is_the_long_one::<GF256>(8, 0x11D);
}

#[test]
fn every_product_and_quotient_of_gf16_is_the_long_one() {
    every_product_and_quotient_is_the_long_one::<GF16>(4, 0x13);
}

#[test]
fn the_generator_is_two_and_its_powers_are_every_non_zero_element_once() {
    // QR's Reed-Solomon code and its format code take 2 as the field's generator.
    assert_eq!(GF256::GENERATOR, GF256(2));
    assert_eq!(GF16::GENERATOR, GF16(2));
    let mut seen = [false; 256];
    for i in 0..255 {
        let x = GF256::GENERATOR.pow(i);
        assert!(!seen[x.0 as usize], "2^{i} came twice");
        seen[x.0 as usize] = true;
    }
    assert!(!seen[0]);
    assert_eq!(GF256::GENERATOR.pow(255), GF256::ONE);
    assert_eq!(GF16::GENERATOR.pow(15), GF16::ONE);
    assert_eq!(GF256(7).pow(0), GF256::ONE);
    assert_eq!(GF256(0).pow(3), GF256::ZERO);
}

#[test]
fn sums_are_exclusive_ors_and_every_element_is_its_own_negative() {
    for a in 0..=255u8 {
        assert_eq!(-GF256(a), GF256(a));
        assert_eq!(GF256(a) + GF256(a), GF256::ZERO);
        assert_eq!(GF256(a) - GF256(0x5A), GF256(a ^ 0x5A));
    }
    let all: GF256 = (1..=255u8).map(GF256).product();
    // The product of every non-zero element of a field is −1 (Wilson), which is 1 here.
    assert_eq!(all, GF256::ONE);
    assert_eq!((0..=255u8).map(GF256).sum::<GF256>(), GF256::ZERO);
}

#[test]
#[should_panic(expected = "division by 0")]
fn dividing_by_zero_panics() {
    let _ = GF256(3) / GF256::ZERO;
}
