//! Binary finite fields GF(2^n), n ≤ 8, for rqrr: the `g2p!` macro declares a field as a
//! newtype over `u8` whose product is an antilog of a sum of logs. The generator is the
//! smallest element that generates the field (2 for every field rqrr declares, as QR's
//! Reed-Solomon and format codes assume), found when the tables are built: at compile time.

use core::ops::{Add, AddAssign, Div, DivAssign, Mul, MulAssign, Neg, Sub, SubAssign};

/// A finite field of characteristic 2 (what `g2p!` declares).
pub trait GaloisField:
    Add<Output = Self>
    + AddAssign
    + core::iter::Sum
    + Sub<Output = Self>
    + SubAssign
    + Neg<Output = Self>
    + Mul<Output = Self>
    + MulAssign
    + core::iter::Product
    + Div<Output = Self>
    + DivAssign
    + Copy
    + PartialEq
    + Eq
{
    /// Number of elements.
    const SIZE: usize;
    /// 0.
    const ZERO: Self;
    /// 1.
    const ONE: Self;
    /// An element whose powers are every non-zero element.
    const GENERATOR: Self;

    /// `self` to the power `p`.
    fn pow(self, p: usize) -> Self {
        let mut val = Self::ONE;
        let mut base = self;
        let mut p = p;
        while p > 0 {
            if p & 1 == 1 {
                val *= base;
            }
            base *= base;
            p >>= 1;
        }
        val
    }
}

/// The log and antilog tables of GF(2^bits) modulo `modulus` (its bit `bits` set).
/// `exp[i]` = g^i for i < 2·(2^bits − 1) (so a sum of two logs needs no reduction);
/// `log[x]` = i with g^i = x, for x ≠ 0; `log[0]` is unused.
pub struct Tables {
    pub exp: [u8; 512],
    pub log: [u8; 256],
    pub generator: u8,
    pub order: usize,
}

/// Carry-less product of `a` and `b` reduced modulo `modulus`.
pub const fn slow_mul(a: u8, b: u8, bits: u32, modulus: u32) -> u8 {
    let mut r: u32 = 0;
    let mut a = a as u32;
    let mut b = b as u32;
    while b != 0 {
        if b & 1 == 1 {
            r ^= a;
        }
        b >>= 1;
        a <<= 1;
        if a & (1 << bits) != 0 {
            a ^= modulus;
        }
    }
    r as u8
}

/// Builds the tables; fails to compile when `modulus` has no generator (is not primitive
/// for any element), as g2p does.
pub const fn tables(bits: u32, modulus: u32) -> Tables {
    assert!(bits >= 1 && bits <= 8, "g2p: 1 to 8 bits");
    assert!(
        modulus >> bits == 1,
        "g2p: the modulus must have degree bits"
    );
    let order = (1usize << bits) - 1;
    let mut g: u32 = 1;
    while g <= order as u32 {
        // g generates the field when its powers reach 1 only after `order` steps.
        let mut x = g as u8;
        let mut n = 1;
        while x != 1 && n <= order {
            x = slow_mul(x, g as u8, bits, modulus);
            n += 1;
        }
        if x == 1 && n == order {
            let mut exp = [0u8; 512];
            let mut log = [0u8; 256];
            let mut v: u8 = 1;
            let mut i = 0;
            while i < 2 * order {
                exp[i] = v;
                if i < order {
                    log[v as usize] = i as u8;
                }
                v = slow_mul(v, g as u8, bits, modulus);
                i += 1;
            }
            return Tables {
                exp,
                log,
                generator: g as u8,
                order,
            };
        }
        g += 1;
    }
    panic!("g2p: the modulus has no generator")
}

/// Declares `pub struct $name(pub u8)`, the field GF(2^$bits) modulo `$modulus`.
#[macro_export]
macro_rules! g2p {
    ($name:ident, $bits:literal, modulus: $modulus:literal) => {
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
        pub struct $name(pub u8);

        impl $name {
            const MASK: u8 = ((1u16 << $bits) - 1) as u8;
            fn tables() -> &'static $crate::Tables {
                static TABLES: $crate::Tables = $crate::tables($bits, $modulus);
                &TABLES
            }
        }

        impl ::core::convert::From<$name> for u8 {
            fn from(v: $name) -> u8 {
                v.0
            }
        }

        impl ::core::convert::From<u8> for $name {
            fn from(v: u8) -> $name {
                $name(v & $name::MASK)
            }
        }

        impl ::core::ops::Add for $name {
            type Output = $name;
            #[allow(clippy::suspicious_arithmetic_impl)]
            fn add(self, rhs: Self) -> Self {
                $name(self.0 ^ rhs.0)
            }
        }
        impl ::core::ops::AddAssign for $name {
            fn add_assign(&mut self, rhs: Self) {
                *self = *self + rhs;
            }
        }
        impl ::core::iter::Sum for $name {
            fn sum<I: Iterator<Item = Self>>(iter: I) -> Self {
                iter.fold(<$name as $crate::GaloisField>::ZERO, |a, b| a + b)
            }
        }
        // In characteristic 2 a difference is the sum.
        impl ::core::ops::Sub for $name {
            type Output = $name;
            #[allow(clippy::suspicious_arithmetic_impl)]
            fn sub(self, rhs: Self) -> Self {
                self + rhs
            }
        }
        impl ::core::ops::SubAssign for $name {
            fn sub_assign(&mut self, rhs: Self) {
                *self = *self - rhs;
            }
        }
        impl ::core::ops::Neg for $name {
            type Output = $name;
            fn neg(self) -> Self {
                self
            }
        }
        impl ::core::ops::Mul for $name {
            type Output = $name;
            fn mul(self, rhs: Self) -> Self {
                if self.0 == 0 || rhs.0 == 0 {
                    return $name(0);
                }
                let t = $name::tables();
                $name(t.exp[t.log[self.0 as usize] as usize + t.log[rhs.0 as usize] as usize])
            }
        }
        impl ::core::ops::MulAssign for $name {
            fn mul_assign(&mut self, rhs: Self) {
                *self = *self * rhs;
            }
        }
        impl ::core::iter::Product for $name {
            fn product<I: Iterator<Item = Self>>(iter: I) -> Self {
                iter.fold(<$name as $crate::GaloisField>::ONE, |a, b| a * b)
            }
        }
        impl ::core::ops::Div for $name {
            type Output = $name;
            fn div(self, rhs: Self) -> Self {
                assert!(rhs.0 != 0, "division by 0 in a finite field");
                if self.0 == 0 {
                    return $name(0);
                }
                let t = $name::tables();
                let l = t.log[self.0 as usize] as usize + t.order - t.log[rhs.0 as usize] as usize;
                $name(t.exp[l])
            }
        }
        impl ::core::ops::DivAssign for $name {
            fn div_assign(&mut self, rhs: Self) {
                *self = *self / rhs;
            }
        }
        impl $crate::GaloisField for $name {
            const SIZE: usize = 1 << $bits;
            const ZERO: Self = $name(0);
            const ONE: Self = $name(1);
            const GENERATOR: Self = $name($crate::tables($bits, $modulus).generator);
        }
    };
}
