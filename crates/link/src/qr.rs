//! A QR code encoder (ISO/IEC 18004, Model 2), pure Rust, for the hand-off screen.
//!
//! One segment (numeric, alphanumeric or byte mode, the smallest that holds the data),
//! error correction level L or M, versions 1–40, Reed–Solomon over GF(256) with the
//! polynomial x⁸+x⁴+x³+x²+1, the eight masks scored by the four penalty rules, the BCH
//! format and version information. `Qr::svg` draws it as one SVG path.

/// The error correction level: L recovers about 7 % of the codewords, M about 15 %.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ecc {
    L,
    M,
}

impl Ecc {
    /// The two bits of the format information (ISO/IEC 18004 table 12).
    fn format_bits(self) -> u32 {
        match self {
            Ecc::L => 1,
            Ecc::M => 0,
        }
    }

    fn row(self) -> usize {
        match self {
            Ecc::L => 0,
            Ecc::M => 1,
        }
    }
}

/// Error correction codewords per block, by level (L, M) and version 1–40 (table 9).
const ECC_PER_BLOCK: [[u8; 40]; 2] = [
    [
        7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30,
        30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
    ],
    [
        10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28,
        28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
    ],
];

/// Error correction blocks, by level (L, M) and version 1–40 (table 9).
const BLOCKS: [[u8; 40]; 2] = [
    [
        1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13,
        14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25,
    ],
    [
        1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23,
        25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
    ],
];

/// The 45 characters of alphanumeric mode, in code order (table 5).
pub const ALNUM: &str = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:";

/// A QR code: `size`×`size` modules, `true` is dark.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Qr {
    pub version: u8,
    pub ecc: Ecc,
    pub mask: u8,
    pub size: usize,
    dark: Vec<bool>,
}

/// The modules of a symbol being built, and which of them are function patterns.
struct Grid {
    size: usize,
    dark: Vec<bool>,
    function: Vec<bool>,
}

impl Grid {
    fn set(&mut self, x: usize, y: usize, dark: bool) {
        self.dark[y * self.size + x] = dark;
        self.function[y * self.size + x] = true;
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Numeric,
    Alnum,
    Byte,
}

impl Mode {
    fn of(data: &[u8]) -> Mode {
        if data.iter().all(u8::is_ascii_digit) {
            Mode::Numeric
        } else if data.iter().all(|b| ALNUM.as_bytes().contains(b)) {
            Mode::Alnum
        } else {
            Mode::Byte
        }
    }

    fn indicator(self) -> u32 {
        match self {
            Mode::Numeric => 0b0001,
            Mode::Alnum => 0b0010,
            Mode::Byte => 0b0100,
        }
    }

    /// Bits of the character count indicator (table 3).
    fn count_bits(self, version: u8) -> u32 {
        let band = match version {
            1..=9 => 0,
            10..=26 => 1,
            _ => 2,
        };
        match self {
            Mode::Numeric => [10, 12, 14][band],
            Mode::Alnum => [9, 11, 13][band],
            Mode::Byte => [8, 16, 16][band],
        }
    }

    /// Bits of the data itself, without mode and count.
    fn data_bits(self, n: usize) -> usize {
        match self {
            Mode::Numeric => n / 3 * 10 + [0, 4, 7][n % 3],
            Mode::Alnum => n / 2 * 11 + (n % 2) * 6,
            Mode::Byte => n * 8,
        }
    }
}

struct Bits(Vec<bool>);

impl Bits {
    fn push(&mut self, value: u32, n: u32) {
        for i in (0..n).rev() {
            self.0.push((value >> i) & 1 == 1);
        }
    }
}

/// Modules of a version that carry data and error correction (all but function patterns).
fn raw_modules(version: u8) -> usize {
    let v = usize::from(version);
    let mut n = (16 * v + 128) * v + 64;
    if v >= 2 {
        let align = v / 7 + 2;
        n -= (25 * align - 10) * align - 55;
        if v >= 7 {
            n -= 36;
        }
    }
    n
}

fn data_codewords(version: u8, ecc: Ecc) -> usize {
    let i = usize::from(version) - 1;
    raw_modules(version) / 8
        - usize::from(ECC_PER_BLOCK[ecc.row()][i]) * usize::from(BLOCKS[ecc.row()][i])
}

/// Centres of the alignment patterns in each direction (Annex E).
pub fn alignment_positions(version: u8) -> Vec<usize> {
    if version == 1 {
        return Vec::new();
    }
    let v = usize::from(version);
    let count = v / 7 + 2;
    let step = if v == 32 {
        26
    } else {
        (v * 4 + count * 2 + 1) / (count * 2 - 2) * 2
    };
    let mut out = vec![6];
    let mut pos = 4 * v + 10;
    for _ in 0..count - 1 {
        out.insert(1, pos);
        pos -= step;
    }
    out
}

/// Multiplication in GF(256) modulo x⁸+x⁴+x³+x²+1.
pub fn gf_mul(a: u8, b: u8) -> u8 {
    let mut r: u16 = 0;
    for i in (0..8).rev() {
        r = (r << 1) ^ ((r >> 7) * 0x11D);
        r ^= u16::from((b >> i) & 1) * u16::from(a);
    }
    r as u8
}

/// The Reed–Solomon generator of degree `n`, (x−α⁰)…(x−αⁿ⁻¹), highest term left out.
fn rs_generator(n: usize) -> Vec<u8> {
    let mut g = vec![0u8; n];
    g[n - 1] = 1;
    let mut root = 1u8;
    for _ in 0..n {
        for j in 0..n {
            g[j] = gf_mul(g[j], root);
            if j + 1 < n {
                g[j] ^= g[j + 1];
            }
        }
        root = gf_mul(root, 2);
    }
    g
}

/// The error correction codewords of `data`: the remainder of data·xⁿ by the generator.
pub fn rs_remainder(data: &[u8], n: usize) -> Vec<u8> {
    let g = rs_generator(n);
    let mut r = vec![0u8; n];
    for &b in data {
        let factor = b ^ r[0];
        r.remove(0);
        r.push(0);
        for (x, &c) in r.iter_mut().zip(&g) {
            *x ^= gf_mul(c, factor);
        }
    }
    r
}

/// Whether mask pattern `mask` inverts module (x, y) (table 10).
fn mask_hits(mask: u8, x: usize, y: usize) -> bool {
    match mask {
        0 => (x + y).is_multiple_of(2),
        1 => y.is_multiple_of(2),
        2 => x.is_multiple_of(3),
        3 => (x + y).is_multiple_of(3),
        4 => (x / 3 + y / 2).is_multiple_of(2),
        5 => x * y % 2 + x * y % 3 == 0,
        6 => (x * y % 2 + x * y % 3).is_multiple_of(2),
        _ => ((x + y) % 2 + x * y % 3).is_multiple_of(2),
    }
}

/// The 15 format bits: level and mask, BCH(15,5) with generator 0x537, XOR 0x5412.
pub fn format_bits(ecc: Ecc, mask: u8) -> u32 {
    let data = (ecc.format_bits() << 3) | u32::from(mask);
    let mut rem = data;
    for _ in 0..10 {
        rem = (rem << 1) ^ ((rem >> 9) * 0x537);
    }
    ((data << 10) | rem) ^ 0x5412
}

/// The 18 version bits (version 7 and up): BCH(18,6) with generator 0x1F25.
pub fn version_bits(version: u8) -> u32 {
    let v = u32::from(version);
    let mut rem = v;
    for _ in 0..12 {
        rem = (rem << 1) ^ ((rem >> 11) * 0x1F25);
    }
    (v << 12) | rem
}

impl Qr {
    /// Encodes `data` in the smallest version that holds it; the mask with the lowest
    /// penalty is chosen unless `mask` forces one. `None` when it does not fit version 40.
    pub fn encode(data: &[u8], ecc: Ecc, mask: Option<u8>) -> Option<Qr> {
        let mode = Mode::of(data);
        let (version, capacity) = (1..=40u8).find_map(|v| {
            let cap = data_codewords(v, ecc) * 8;
            let need = 4 + mode.count_bits(v) as usize + mode.data_bits(data.len());
            (need <= cap && data.len() < (1 << mode.count_bits(v))).then_some((v, cap))
        })?;
        let mut bits = Bits(Vec::with_capacity(capacity));
        bits.push(mode.indicator(), 4);
        bits.push(data.len() as u32, mode.count_bits(version));
        match mode {
            Mode::Numeric => {
                for group in data.chunks(3) {
                    let n = group.iter().fold(0u32, |n, d| n * 10 + u32::from(d - b'0'));
                    bits.push(n, [0, 4, 7, 10][group.len()]);
                }
            }
            Mode::Alnum => {
                let code = |b: &u8| ALNUM.bytes().position(|c| c == *b).unwrap_or(0) as u32;
                for pair in data.chunks(2) {
                    match pair {
                        [a, b] => bits.push(code(a) * 45 + code(b), 11),
                        [a] => bits.push(code(a), 6),
                        _ => {}
                    }
                }
            }
            Mode::Byte => data.iter().for_each(|&b| bits.push(u32::from(b), 8)),
        }
        // Terminator, then to a whole byte, then the pad codewords 0xEC 0x11 in turn.
        let term = (capacity - bits.0.len()).min(4) as u32;
        bits.push(0, term);
        let pad = (8 - bits.0.len() % 8) % 8;
        bits.push(0, pad as u32);
        let mut codewords: Vec<u8> = bits
            .0
            .chunks(8)
            .map(|c| c.iter().fold(0u8, |b, &bit| (b << 1) | u8::from(bit)))
            .collect();
        for pad in [0xEC, 0x11].into_iter().cycle() {
            if codewords.len() * 8 >= capacity {
                break;
            }
            codewords.push(pad);
        }
        Some(Qr::from_codewords(version, ecc, &codewords, mask))
    }

    /// Builds the symbol from the data codewords: error correction, interleaving,
    /// placement and masking.
    fn from_codewords(version: u8, ecc: Ecc, data: &[u8], mask: Option<u8>) -> Qr {
        let i = usize::from(version) - 1;
        let blocks = usize::from(BLOCKS[ecc.row()][i]);
        let ecc_len = usize::from(ECC_PER_BLOCK[ecc.row()][i]);
        let total = raw_modules(version) / 8;
        let short = blocks - total % blocks;
        let short_len = total / blocks;
        let mut split = Vec::with_capacity(blocks);
        let mut at = 0;
        for b in 0..blocks {
            let len = short_len - ecc_len + usize::from(b >= short);
            let block = &data[at..at + len];
            at += len;
            split.push((block, rs_remainder(block, ecc_len)));
        }
        let mut all = Vec::with_capacity(total);
        for k in 0..=short_len - ecc_len {
            all.extend(split.iter().filter_map(|(d, _)| d.get(k)));
        }
        for k in 0..ecc_len {
            all.extend(split.iter().map(|(_, e)| e[k]));
        }

        let mut grid = function_patterns(version);
        place(&mut grid, &all);
        let chosen = mask.unwrap_or_else(|| {
            (0..8u8)
                .min_by_key(|&m| {
                    let mut g = Grid {
                        size: grid.size,
                        dark: grid.dark.clone(),
                        function: grid.function.clone(),
                    };
                    apply_mask(&mut g, m);
                    draw_format(&mut g, ecc, m);
                    penalty(&g)
                })
                .unwrap_or(0)
        });
        apply_mask(&mut grid, chosen);
        draw_format(&mut grid, ecc, chosen);
        Qr {
            version,
            ecc,
            mask: chosen,
            size: grid.size,
            dark: grid.dark,
        }
    }

    /// Whether module (x, y) is dark; outside the symbol is light.
    pub fn get(&self, x: usize, y: usize) -> bool {
        x < self.size && y < self.size && self.dark[y * self.size + x]
    }

    /// The symbol as an SVG with a 4-module quiet zone, dark modules as one path.
    pub fn svg(&self) -> String {
        let side = self.size + 8;
        let mut path = String::new();
        for y in 0..self.size {
            for x in 0..self.size {
                if self.get(x, y) {
                    path.push_str(&format!("M{} {}h1v1h-1z", x + 4, y + 4));
                }
            }
        }
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {side} {side}\" shape-rendering=\"crispEdges\"><rect width=\"{side}\" height=\"{side}\" fill=\"#fff\"/><path fill=\"#000\" d=\"{path}\"/></svg>"
        )
    }
}

/// Finder, separator, timing and alignment patterns, the dark module, and the format and
/// version areas reserved.
fn function_patterns(version: u8) -> Grid {
    let size = usize::from(version) * 4 + 17;
    let mut g = Grid {
        size,
        dark: vec![false; size * size],
        function: vec![false; size * size],
    };
    for i in 0..size {
        g.set(6, i, i % 2 == 0);
        g.set(i, 6, i % 2 == 0);
    }
    // Finders with their separators: rings at Chebyshev distance 0–1 and 3–4 are dark.
    for (cx, cy) in [(3, 3), (size - 4, 3), (3, size - 4)] {
        for dy in -4i32..=4 {
            for dx in -4i32..=4 {
                let (x, y) = (cx as i32 + dx, cy as i32 + dy);
                if (0..size as i32).contains(&x) && (0..size as i32).contains(&y) {
                    let d = dx.abs().max(dy.abs());
                    g.set(x as usize, y as usize, d != 2 && d != 4);
                }
            }
        }
    }
    let align = alignment_positions(version);
    let last = align.len().saturating_sub(1);
    for (i, &cy) in align.iter().enumerate() {
        for (j, &cx) in align.iter().enumerate() {
            if (i == 0 && (j == 0 || j == last)) || (i == last && j == 0) {
                continue;
            }
            for dy in -2i32..=2 {
                for dx in -2i32..=2 {
                    let d = dx.abs().max(dy.abs());
                    g.set((cx as i32 + dx) as usize, (cy as i32 + dy) as usize, d != 1);
                }
            }
        }
    }
    draw_format(&mut g, Ecc::L, 0);
    if version >= 7 {
        let bits = version_bits(version);
        for i in 0..18 {
            let bit = (bits >> i) & 1 == 1;
            let (a, b) = (size - 11 + i % 3, i / 3);
            g.set(a, b, bit);
            g.set(b, a, bit);
        }
    }
    g
}

/// The two copies of the format information and the dark module (figure 25).
fn draw_format(g: &mut Grid, ecc: Ecc, mask: u8) {
    let bits = format_bits(ecc, mask);
    let bit = |i: usize| (bits >> i) & 1 == 1;
    let size = g.size;
    for i in 0..6 {
        g.set(8, i, bit(i));
    }
    g.set(8, 7, bit(6));
    g.set(8, 8, bit(7));
    g.set(7, 8, bit(8));
    for i in 9..15 {
        g.set(14 - i, 8, bit(i));
    }
    for i in 0..8 {
        g.set(size - 1 - i, 8, bit(i));
    }
    for i in 8..15 {
        g.set(8, size - 15 + i, bit(i));
    }
    g.set(8, size - 8, true);
}

/// Places the codewords in the two-column zigzag from the bottom right, skipping the
/// vertical timing pattern; remainder bits stay light.
fn place(g: &mut Grid, codewords: &[u8]) {
    let size = g.size;
    let total = codewords.len() * 8;
    let mut i = 0;
    let mut right = size - 1;
    loop {
        if right == 6 {
            right = 5;
        }
        let upward = (right + 1) & 2 == 0;
        for vert in 0..size {
            let y = if upward { size - 1 - vert } else { vert };
            for x in [right, right - 1] {
                if !g.function[y * size + x] && i < total {
                    g.dark[y * size + x] = (codewords[i / 8] >> (7 - i % 8)) & 1 == 1;
                    i += 1;
                }
            }
        }
        if right < 2 {
            break;
        }
        right -= 2;
    }
}

fn apply_mask(g: &mut Grid, mask: u8) {
    for y in 0..g.size {
        for x in 0..g.size {
            let k = y * g.size + x;
            if !g.function[k] && mask_hits(mask, x, y) {
                g.dark[k] = !g.dark[k];
            }
        }
    }
}

/// The penalty score of a masked symbol (section 7.8.3): runs of five or more (N1 = 3),
/// 2×2 blocks (N2 = 3), finder-like 1:1:3:1:1 patterns with four light modules on a side
/// (N3 = 40), and the dark share's distance from 50 % (N4 = 10 per 5 %).
pub fn penalty_of(qr: &Qr) -> u32 {
    penalty(&Grid {
        size: qr.size,
        dark: qr.dark.clone(),
        function: Vec::new(),
    })
}

fn penalty(g: &Grid) -> u32 {
    let n = g.size;
    let at = |x: usize, y: usize| g.dark[y * n + x];
    let mut score = 0;
    const FINDER: [bool; 7] = [true, false, true, true, true, false, true];
    for line in 0..n {
        for horizontal in [true, false] {
            let cell = |k: usize| if horizontal { at(k, line) } else { at(line, k) };
            let mut run = 1;
            for k in 1..=n {
                if k < n && cell(k) == cell(k - 1) {
                    run += 1;
                } else {
                    if run >= 5 {
                        score += 3 + (run - 5);
                    }
                    run = 1;
                }
            }
            for k in 0..=n - 7 {
                if (0..7).all(|d| cell(k + d) == FINDER[d]) {
                    // Outside the symbol is the light quiet zone.
                    let light = |from: usize, to: usize| (from..to.min(n)).all(|d| !cell(d));
                    let before = light(k.saturating_sub(4), k);
                    let after = light(k + 7, k + 11);
                    score += 40 * (u32::from(before) + u32::from(after));
                }
            }
        }
    }
    for y in 0..n - 1 {
        for x in 0..n - 1 {
            let c = at(x, y);
            if c == at(x + 1, y) && c == at(x, y + 1) && c == at(x + 1, y + 1) {
                score += 3;
            }
        }
    }
    let dark = g.dark.iter().filter(|&&d| d).count();
    let total = n * n;
    // k = the number of whole 5 % steps the dark share is away from 50 %.
    let k = (dark * 20).abs_diff(total * 10) / total;
    score + 10 * k as u32
}
