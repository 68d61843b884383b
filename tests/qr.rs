//! The QR encoder (`crates/link/src/qr.rs`) against ISO/IEC 18004: the standard's own Annex I symbol,
//! and a decoder written here from the standard (format bits, unmasking, the zigzag,
//! de-interleaving, Reed–Solomon syndromes, the segment) that reads every code back.

use mafia_host::link::handoff;
use mafia_host::link::qr::{penalty_of, Ecc, Qr};

/// ISO/IEC 18004 Annex I: "01234567", version 1-M (numeric mode), as published.
const ANNEX_I: [&str; 21] = [
    "#######..#.##.#######",
    "#.....#..####.#.....#",
    "#.###.#.#.....#.###.#",
    "#.###.#.##....#.###.#",
    "#.###.#.#.###.#.###.#",
    "#.....#.#...#.#.....#",
    "#######.#.#.#.#######",
    "........#..##........",
    "#.#####..#..#.#####..",
    "...#.#.##.#.#..#.##..",
    "..#...##.#.#.#..#####",
    "....#....#.....####..",
    "...######..#.#..#....",
    "........#.#####..##..",
    "#######..##.#.##.....",
    "#.....#.#.#####...#.#",
    "#.###.#.#...#..#.##..",
    "#.###.#.##..#..#.....",
    "#.###.#.#.##.#..#.#..",
    "#.....#........##.##.",
    "#######.####.#..#.#..",
];

fn rows(q: &Qr) -> Vec<String> {
    (0..q.size)
        .map(|y| {
            (0..q.size)
                .map(|x| if q.get(x, y) { '#' } else { '.' })
                .collect()
        })
        .collect()
}

#[test]
fn annex_i_symbol_matches_the_standard_module_for_module() {
    // The standard's example is drawn with mask 010 (its format bits say so, and the
    // decoder below reads them); the encoder's own penalty choice is checked separately.
    let q = Qr::encode(b"01234567", Ecc::M, Some(0b010)).expect("fits");
    assert_eq!((q.version, q.size), (1, 21));
    assert_eq!(rows(&q), ANNEX_I.to_vec());
}

// ---- A decoder written from the standard, independent of the encoder's code ----

/// GF(256) with x⁸+x⁴+x³+x²+1: exp and log tables.
fn gf_tables() -> ([u8; 512], [usize; 256]) {
    let mut exp = [0u8; 512];
    let mut log = [0usize; 256];
    let mut x: u16 = 1;
    for (i, e) in exp.iter_mut().take(255).enumerate() {
        *e = x as u8;
        log[x as usize] = i;
        x <<= 1;
        if x & 0x100 != 0 {
            x ^= 0x11D;
        }
    }
    for i in 255..512 {
        exp[i] = exp[i - 255];
    }
    (exp, log)
}

/// Annex E: alignment pattern centres for versions 1–14.
fn alignment(version: usize) -> Vec<usize> {
    match version {
        1 => vec![],
        2 => vec![6, 18],
        3 => vec![6, 22],
        4 => vec![6, 26],
        5 => vec![6, 30],
        6 => vec![6, 34],
        7 => vec![6, 22, 38],
        8 => vec![6, 24, 42],
        9 => vec![6, 26, 46],
        10 => vec![6, 28, 50],
        11 => vec![6, 30, 54],
        12 => vec![6, 32, 58],
        13 => vec![6, 34, 62],
        14 => vec![6, 26, 46, 66],
        _ => panic!("the test decoder knows versions 1-14"),
    }
}

/// Table 9: the blocks as (how many, codewords per block, data codewords per block).
fn blocks(version: usize, level: &str) -> Vec<(usize, usize, usize)> {
    match (version, level) {
        (1, "L") => vec![(1, 26, 19)],
        (1, "M") => vec![(1, 26, 16)],
        (2, "L") => vec![(1, 44, 34)],
        (2, "M") => vec![(1, 44, 28)],
        (3, "L") => vec![(1, 70, 55)],
        (3, "M") => vec![(1, 70, 44)],
        (4, "L") => vec![(1, 100, 80)],
        (4, "M") => vec![(2, 50, 32)],
        (5, "L") => vec![(1, 134, 108)],
        (5, "M") => vec![(2, 67, 43)],
        (6, "L") => vec![(2, 86, 68)],
        (6, "M") => vec![(4, 43, 27)],
        (7, "L") => vec![(2, 98, 78)],
        (7, "M") => vec![(4, 49, 31)],
        (8, "L") => vec![(2, 121, 97)],
        (8, "M") => vec![(2, 60, 38), (2, 61, 39)],
        (9, "L") => vec![(2, 146, 116)],
        (9, "M") => vec![(3, 58, 36), (2, 59, 37)],
        (10, "L") => vec![(2, 86, 68), (2, 87, 69)],
        (10, "M") => vec![(4, 69, 43), (1, 70, 44)],
        (11, "L") => vec![(4, 101, 81)],
        (11, "M") => vec![(1, 80, 50), (4, 81, 51)],
        (12, "L") => vec![(2, 116, 92), (2, 117, 93)],
        (12, "M") => vec![(6, 58, 36), (2, 59, 37)],
        (13, "L") => vec![(4, 133, 107)],
        (13, "M") => vec![(8, 59, 37), (1, 60, 38)],
        (14, "L") => vec![(3, 145, 115), (1, 146, 116)],
        (14, "M") => vec![(4, 64, 40), (5, 65, 41)],
        _ => panic!("the test decoder knows versions 1-14"),
    }
}

fn is_function(version: usize, x: usize, y: usize) -> bool {
    let size = version * 4 + 17;
    let finder = (y < 9 && (x < 9 || x >= size - 8)) || (x < 9 && y >= size - 8);
    let timing = x == 6 || y == 6;
    let centres = alignment(version);
    let last = centres.len().saturating_sub(1);
    let mut align = false;
    for (i, &cy) in centres.iter().enumerate() {
        for (j, &cx) in centres.iter().enumerate() {
            let corner = (i == 0 && (j == 0 || j == last)) || (i == last && j == 0);
            if !corner && x.abs_diff(cx) <= 2 && y.abs_diff(cy) <= 2 {
                align = true;
            }
        }
    }
    let version_info = version >= 7
        && ((x >= size - 11 && x < size - 8 && y < 6) || (y >= size - 11 && y < size - 8 && x < 6));
    finder || timing || align || version_info
}

/// The mask conditions of table 10, with i the row and j the column.
fn masked(mask: u32, i: usize, j: usize) -> bool {
    match mask {
        0b000 => (i + j).is_multiple_of(2),
        0b001 => i.is_multiple_of(2),
        0b010 => j.is_multiple_of(3),
        0b011 => (i + j).is_multiple_of(3),
        0b100 => (i / 2 + j / 3).is_multiple_of(2),
        0b101 => (i * j) % 2 + (i * j) % 3 == 0,
        0b110 => ((i * j) % 2 + (i * j) % 3).is_multiple_of(2),
        _ => ((i + j) % 2 + (i * j) % 3).is_multiple_of(2),
    }
}

/// Remainder of a polynomial (bits of `value`, degree < `len`) by `generator` over GF(2).
fn gf2_remainder(mut value: u32, len: u32, generator: u32) -> u32 {
    let degree = 31 - generator.leading_zeros();
    for bit in (degree..len).rev() {
        if value & (1 << bit) != 0 {
            value ^= generator << (bit - degree);
        }
    }
    value
}

struct Decoded {
    level: &'static str,
    mask: u32,
    text: Vec<u8>,
}

/// Reads a symbol back to its data, checking every structure on the way.
fn decode(q: &Qr) -> Decoded {
    let size = q.size;
    let version = (size - 17) / 4;
    let m = |x: usize, y: usize| q.get(x, y);

    // Format information, both copies (figure 25), unmasked with 101010000010010.
    let mut first = 0u32;
    let mut second = 0u32;
    let first_at: Vec<(usize, usize)> = (0..6)
        .map(|i| (8, i))
        .chain([(8, 7), (8, 8), (7, 8)])
        .chain((9..15).map(|i| (14 - i, 8)))
        .collect();
    let second_at: Vec<(usize, usize)> = (0..8)
        .map(|i| (size - 1 - i, 8))
        .chain((8..15).map(|i| (8, size - 15 + i)))
        .collect();
    for (i, (&(x1, y1), &(x2, y2))) in first_at.iter().zip(&second_at).enumerate() {
        first |= u32::from(m(x1, y1)) << i;
        second |= u32::from(m(x2, y2)) << i;
    }
    assert_eq!(
        first, second,
        "the two copies of the format information agree"
    );
    assert!(m(8, size - 8), "the dark module");
    let format = first ^ 0x5412;
    assert_eq!(
        gf2_remainder(format, 15, 0x537),
        0,
        "format bits are a BCH codeword"
    );
    let level = match format >> 13 {
        0b01 => "L",
        0b00 => "M",
        other => panic!("level bits {other:02b} are neither L nor M"),
    };
    let mask = (format >> 10) & 0b111;

    // Version information (version 7 and up), both copies.
    if version >= 7 {
        let (mut a, mut b) = (0u32, 0u32);
        for i in 0..18 {
            a |= u32::from(m(size - 11 + i % 3, i / 3)) << i;
            b |= u32::from(m(i / 3, size - 11 + i % 3)) << i;
        }
        assert_eq!(a, b, "the two copies of the version information agree");
        assert_eq!(a >> 12, version as u32);
        assert_eq!(
            gf2_remainder(a, 18, 0x1F25),
            0,
            "version bits are a BCH codeword"
        );
    }

    // Finder patterns, timing patterns.
    for (ox, oy) in [(0, 0), (size - 7, 0), (0, size - 7)] {
        for dy in 0..7 {
            for dx in 0..7 {
                let ring = dx.min(dy).min(6 - dx).min(6 - dy);
                assert_eq!(m(ox + dx, oy + dy), ring != 1, "finder at ({ox},{oy})");
            }
        }
    }
    for k in 8..size - 8 {
        assert_eq!(m(k, 6), k % 2 == 0, "horizontal timing");
        assert_eq!(m(6, k), k % 2 == 0, "vertical timing");
    }

    // The zigzag: column pairs from the right, upwards first, skipping column 6.
    let mut bits = Vec::new();
    let mut col = size as isize - 1;
    let mut up = true;
    while col > 0 {
        if col == 6 {
            col -= 1;
        }
        for step in 0..size {
            let y = if up { size - 1 - step } else { step };
            for x in [col as usize, col as usize - 1] {
                if !is_function(version, x, y) {
                    bits.push(m(x, y) ^ masked(mask, y, x));
                }
            }
        }
        up = !up;
        col -= 2;
    }
    let codewords: Vec<u8> = bits
        .chunks(8)
        .filter(|c| c.len() == 8)
        .map(|c| c.iter().fold(0u8, |b, &bit| (b << 1) | u8::from(bit)))
        .collect();

    // De-interleave: data codewords block by block in turn, then the error correction.
    let groups = blocks(version, level);
    let mut layout: Vec<(usize, usize)> = Vec::new();
    for &(n, total, data) in &groups {
        layout.extend(std::iter::repeat_n((total, data), n));
    }
    let total: usize = layout.iter().map(|b| b.0).sum();
    assert_eq!(codewords.len(), total, "codewords in the symbol");
    let mut blocks: Vec<Vec<u8>> = vec![Vec::new(); layout.len()];
    let mut it = codewords.iter();
    let max_data = layout.iter().map(|b| b.1).max().unwrap_or(0);
    for k in 0..max_data {
        for (b, &(_, data)) in layout.iter().enumerate() {
            if k < data {
                blocks[b].push(*it.next().unwrap());
            }
        }
    }
    let ecc_len = layout[0].0 - layout[0].1;
    for _ in 0..ecc_len {
        for block in &mut blocks {
            block.push(*it.next().unwrap());
        }
    }

    // Every block is a Reed-Solomon codeword: its syndromes at α⁰…α^(n−1) are zero.
    let (exp, log) = gf_tables();
    let mul = |a: u8, b: u8| {
        if a == 0 || b == 0 {
            0
        } else {
            exp[log[a as usize] + log[b as usize]]
        }
    };
    for (b, block) in blocks.iter().enumerate() {
        for (i, &root) in exp.iter().take(ecc_len).enumerate() {
            let s = block.iter().fold(0u8, |acc, &c| mul(acc, root) ^ c);
            assert_eq!(s, 0, "block {b} syndrome {i}");
        }
    }
    let data: Vec<u8> = blocks
        .iter()
        .zip(&layout)
        .flat_map(|(block, &(_, d))| block[..d].to_vec())
        .collect();

    // The segment: mode, count, data, terminator, pad codewords.
    let mut pos = 0;
    let read = |pos: &mut usize, n: usize| -> u32 {
        let mut v = 0;
        for _ in 0..n {
            v = (v << 1) | u32::from((data[*pos / 8] >> (7 - *pos % 8)) & 1);
            *pos += 1;
        }
        v
    };
    let band = if version <= 9 { 0 } else { 1 };
    let mode = read(&mut pos, 4);
    let mut text = Vec::new();
    match mode {
        0b0001 => {
            let count = read(&mut pos, [10, 12][band]) as usize;
            let mut left = count;
            while left > 0 {
                let take = left.min(3);
                let v = read(&mut pos, [0, 4, 7, 10][take]);
                text.extend(format!("{v:0take$}").bytes());
                left -= take;
            }
        }
        0b0010 => {
            let count = read(&mut pos, [9, 11][band]) as usize;
            let table = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:";
            for _ in 0..count / 2 {
                let v = read(&mut pos, 11) as usize;
                text.extend([table[v / 45], table[v % 45]]);
            }
            if count % 2 == 1 {
                text.push(table[read(&mut pos, 6) as usize]);
            }
        }
        0b0100 => {
            let count = read(&mut pos, [8, 16][band]) as usize;
            for _ in 0..count {
                text.push(read(&mut pos, 8) as u8);
            }
        }
        other => panic!("mode {other:04b}"),
    }
    let left = data.len() * 8 - pos;
    assert_eq!(read(&mut pos, left.min(4)), 0, "terminator");
    pos = pos.div_ceil(8) * 8;
    for (k, &b) in data[pos / 8..].iter().enumerate() {
        assert_eq!(b, [0xEC, 0x11][k % 2], "pad codeword {k}");
    }
    Decoded { level, mask, text }
}

#[test]
fn the_decoder_reads_the_annex_i_symbol() {
    let rows: Vec<Vec<bool>> = ANNEX_I
        .iter()
        .map(|r| r.chars().map(|c| c == '#').collect())
        .collect();
    // The encoder's symbol equals the standard's, so decoding it decodes the standard's.
    let q = Qr::encode(b"01234567", Ecc::M, Some(0b010)).unwrap();
    for (y, row) in rows.iter().enumerate() {
        for (x, &d) in row.iter().enumerate() {
            assert_eq!(q.get(x, y), d);
        }
    }
    let d = decode(&q);
    assert_eq!(d.level, "M");
    assert_eq!(d.mask, 0b010);
    assert_eq!(d.text, b"01234567");
}

#[test]
fn byte_mode_text_reads_back_at_both_levels() {
    let texts: [&[u8]; 4] = [
        b"Hello, world",
        "Мафия: игра передана".as_bytes(),
        b"{\"format\":\"mafia-host-game-log\",\"version\":1}",
        &[0u8, 1, 2, 254, 255, 128, 7],
    ];
    for text in texts {
        for ecc in [Ecc::L, Ecc::M] {
            let q = Qr::encode(text, ecc, None).unwrap();
            let d = decode(&q);
            assert_eq!(d.text, text, "{ecc:?}");
            assert_eq!(d.level, if ecc == Ecc::L { "L" } else { "M" });
        }
    }
}

#[test]
fn every_version_to_14_reads_back_with_every_mask() {
    // Lengths that walk the versions up, alphanumeric and byte mode.
    let mut seen = std::collections::BTreeSet::new();
    for len in (1..700).step_by(23) {
        let alnum: String = (0..len)
            .map(|i| char::from(b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"[i * 7 % 45]))
            .collect();
        let bytes: Vec<u8> = (0..len / 2).map(|i| (i * 37 % 256) as u8).collect();
        for data in [alnum.as_bytes(), &bytes] {
            for ecc in [Ecc::L, Ecc::M] {
                let Some(q) = Qr::encode(data, ecc, None) else {
                    continue;
                };
                if q.version > 14 {
                    continue;
                }
                seen.insert(q.version);
                assert_eq!(q.size, usize::from(q.version) * 4 + 17);
                assert_eq!(decode(&q).text, data);
                for mask in 0..8 {
                    let forced = Qr::encode(data, ecc, Some(mask)).unwrap();
                    let d = decode(&forced);
                    assert_eq!(d.mask, u32::from(mask));
                    assert_eq!(d.text, data);
                    // The chosen mask is one with the lowest penalty (section 7.8.3).
                    assert!(penalty_of(&q) <= penalty_of(&forced));
                }
            }
        }
    }
    assert_eq!(seen.len(), 14, "versions 1-14 were all made: {seen:?}");
}

#[test]
fn the_smallest_version_that_holds_the_data_is_chosen() {
    // Version 1-L holds 17 bytes, 25 alphanumeric characters, 41 digits (table 7).
    assert_eq!(Qr::encode(&[b'a'; 17], Ecc::L, None).unwrap().version, 1);
    assert_eq!(Qr::encode(&[b'a'; 18], Ecc::L, None).unwrap().version, 2);
    assert_eq!(Qr::encode(&[b'A'; 25], Ecc::L, None).unwrap().version, 1);
    assert_eq!(Qr::encode(&[b'A'; 26], Ecc::L, None).unwrap().version, 2);
    assert_eq!(Qr::encode(&[b'1'; 41], Ecc::L, None).unwrap().version, 1);
    assert_eq!(Qr::encode(&[b'a'; 14], Ecc::M, None).unwrap().version, 1);
    assert_eq!(Qr::encode(&[b'a'; 15], Ecc::M, None).unwrap().version, 2);
    // Version 40-L: 2953 bytes; one more does not fit.
    assert_eq!(Qr::encode(&[b'a'; 2953], Ecc::L, None).unwrap().version, 40);
    assert!(Qr::encode(&[b'a'; 2954], Ecc::L, None).is_none());
}

#[test]
fn hand_off_codes_are_qr_codes_that_read_back() {
    let log = std::fs::read_to_string("bench/data/sport-500.json").unwrap();
    let compact: serde_json::Value = serde_json::from_str(&log).unwrap();
    let codes = handoff::codes(&compact.to_string()).unwrap();
    let mut assembly = handoff::Assembly::default();
    for code in codes.iter().rev() {
        let q = Qr::encode(code.as_bytes(), Ecc::L, None).unwrap();
        assert!(q.version <= 12, "a hand-off code is at most version 12");
        let d = decode(&q);
        assert_eq!(d.level, "L");
        assembly.add(std::str::from_utf8(&d.text).unwrap()).unwrap();
    }
    let json = assembly.json().unwrap().unwrap();
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&json).unwrap(),
        compact
    );
}

#[test]
fn svg_has_a_quiet_zone_and_one_square_per_dark_module() {
    let q = Qr::encode(b"MH", Ecc::M, None).unwrap();
    let svg = q.svg();
    assert!(svg.contains("viewBox=\"0 0 29 29\""));
    let dark = (0..21)
        .flat_map(|y| (0..21).map(move |x| (x, y)))
        .filter(|&(x, y)| q.get(x, y))
        .count();
    assert_eq!(svg.matches("h1v1h-1z").count(), dark);
    // Every square drawn is a dark module, 4 modules in from the edge.
    let d = svg.split(" d=\"").nth(1).unwrap();
    for square in d
        .trim_end_matches("\"/></svg>")
        .split('z')
        .filter(|s| !s.is_empty())
    {
        let xy = square.trim_start_matches('M').trim_end_matches("h1v1h-1");
        let (x, y) = xy.split_once(' ').unwrap();
        let (x, y): (usize, usize) = (x.parse().unwrap(), y.parse().unwrap());
        assert!(q.get(x - 4, y - 4), "({x},{y}) is drawn but light");
    }
    assert!(
        svg.contains("M4 4h1v1h-1z"),
        "the finder's corner sits after the quiet zone"
    );
}
