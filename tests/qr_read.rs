//! Reading QR codes from pictures (`crates/link/src/qr_read.rs`): codes drawn by our own encoder
//! (`crates/link/src/qr.rs`) as a camera or a photo would show them — module sizes from 2 to 8 px, off
//! centre in a larger picture, low contrast, noise, blur, a non-integer module size, a slight
//! turn — read back exactly; the hand-off codes of real game logs; garbage reads as nothing.
#![cfg(not(target_arch = "wasm32"))]

use mafia_host::link::handoff;
use mafia_host::link::qr::{Ecc, Qr};
use mafia_host::link::qr_read::{fit, luma_of_rgba, read, MAX_PIXELS};
use proptest::prelude::*;

/// How a code is drawn into a picture.
#[derive(Clone, Copy)]
struct Shot {
    /// Pixels per module (need not be whole).
    module: f64,
    /// The picture's size.
    width: usize,
    height: usize,
    /// Where the symbol's top-left corner (outside its quiet zone) falls.
    left: f64,
    top: f64,
    /// Turn about the symbol's centre, degrees.
    turn: f64,
    /// Luma of a dark and a light module.
    dark: u8,
    light: u8,
    /// Largest noise added to a pixel (±).
    noise: u8,
    /// Passes of a 3×3 box blur.
    blur: usize,
}

impl Shot {
    /// A code at `module` px, with a 4-module quiet zone, alone in its picture.
    fn plain(qr: &Qr, module: f64) -> Shot {
        let side = ((qr.size + 8) as f64 * module).ceil() as usize;
        Shot {
            module,
            width: side,
            height: side,
            left: 4.0 * module,
            top: 4.0 * module,
            turn: 0.0,
            dark: 0,
            light: 255,
            noise: 0,
            blur: 0,
        }
    }
}

/// Draws `qr` as `shot` says: each pixel is the mean of 4×4 samples (so edges that fall
/// inside a pixel are grey, as a camera sees them), then noise and blur.
fn draw(qr: &Qr, shot: Shot) -> Vec<u8> {
    let half = qr.size as f64 * shot.module / 2.0;
    let (cx, cy) = (shot.left + half, shot.top + half);
    let (sin, cos) = shot.turn.to_radians().sin_cos();
    let dark_at = |x: f64, y: f64| {
        // Into the symbol's own frame: undo the turn about its centre.
        let (dx, dy) = (x - cx, y - cy);
        let (u, v) = (dx * cos + dy * sin + half, -dx * sin + dy * cos + half);
        let (mx, my) = ((u / shot.module).floor(), (v / shot.module).floor());
        mx >= 0.0 && my >= 0.0 && qr.get(mx as usize, my as usize)
    };
    let mut seed: u32 = 0x9E37_79B9;
    let mut luma = vec![0u8; shot.width * shot.height];
    for y in 0..shot.height {
        for x in 0..shot.width {
            let mut dark = 0u32;
            for sy in 0..4 {
                for sx in 0..4 {
                    let (px, py) = (
                        x as f64 + (sx as f64 + 0.5) / 4.0,
                        y as f64 + (sy as f64 + 0.5) / 4.0,
                    );
                    dark += u32::from(dark_at(px, py));
                }
            }
            let (d, l) = (f64::from(shot.dark), f64::from(shot.light));
            let mut value = l + (d - l) * f64::from(dark) / 16.0;
            if shot.noise > 0 {
                seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                let span = 2 * u32::from(shot.noise) + 1;
                value += f64::from((seed >> 8) % span) - f64::from(shot.noise);
            }
            luma[y * shot.width + x] = value.round().clamp(0.0, 255.0) as u8;
        }
    }
    for _ in 0..shot.blur {
        luma = box_blur(&luma, shot.width, shot.height);
    }
    luma
}

fn box_blur(luma: &[u8], w: usize, h: usize) -> Vec<u8> {
    let mut out = vec![0u8; luma.len()];
    for y in 0..h {
        for x in 0..w {
            let (mut sum, mut n) = (0u32, 0u32);
            for yy in y.saturating_sub(1)..=(y + 1).min(h - 1) {
                for xx in x.saturating_sub(1)..=(x + 1).min(w - 1) {
                    sum += u32::from(luma[yy * w + xx]);
                    n += 1;
                }
            }
            out[y * w + x] = (sum / n) as u8;
        }
    }
    out
}

fn code(text: &str) -> Qr {
    Qr::encode(text.as_bytes(), Ecc::L, None).expect("fits a QR code")
}

fn reads_back(text: &str, qr: &Qr, shot: Shot) {
    let luma = draw(qr, shot);
    assert_eq!(
        read(&luma, shot.width, shot.height),
        vec![text.to_string()],
        "version {} at {} px a module, {}×{}",
        qr.version,
        shot.module,
        shot.width,
        shot.height
    );
}

fn compact(path: &str) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    serde_json::from_str::<serde_json::Value>(&text)
        .unwrap()
        .to_string()
}

/// The largest hand-off code (version 12, 480 characters of base45 and its header).
fn largest_code() -> String {
    hand_off_codes()
        .into_iter()
        .max_by_key(|c| c.len())
        .unwrap()
}

/// The hand-off codes of the example game and of a 500-action game.
fn hand_off_codes() -> Vec<String> {
    let mut all = handoff::codes(&compact("docs/examples/sport-red-win.json")).unwrap();
    let long = handoff::codes(&compact("bench/data/sport-500.json")).unwrap();
    assert!(long.len() >= 2, "the long game needs several codes");
    all.extend(long);
    all
}

#[test]
fn every_module_size_from_2_to_8_px_reads_back() {
    let text = "MH1:1/1:ABCD:HELLO WORLD $%*+-./: 0123456789";
    let qr = code(text);
    let large = largest_code();
    let large_qr = code(&large);
    assert_eq!(large_qr.version, 12);
    for module in 2..=8 {
        reads_back(text, &qr, Shot::plain(&qr, f64::from(module)));
        reads_back(&large, &large_qr, Shot::plain(&large_qr, f64::from(module)));
    }
}

#[test]
fn hand_off_codes_of_real_games_read_back_exactly() {
    let codes = hand_off_codes();
    let mut versions = Vec::new();
    for text in &codes {
        let qr = code(text);
        versions.push(qr.version);
        for module in [3.0, 5.0] {
            reads_back(text, &qr, Shot::plain(&qr, module));
        }
    }
    // The longest part (480 characters of base45 and its header) is version 12.
    assert_eq!(versions.iter().max(), Some(&12), "{versions:?}");
}

#[test]
fn the_received_parts_assemble_into_the_game_sent() {
    let json = compact("bench/data/sport-500.json");
    let codes = handoff::codes(&json).unwrap();
    let mut assembly = handoff::Assembly::default();
    for text in codes.iter().rev() {
        let qr = code(text);
        let shot = Shot {
            noise: 15,
            blur: 1,
            ..Shot::plain(&qr, 5.0)
        };
        for found in read(&draw(&qr, shot), shot.width, shot.height) {
            assembly.add(&found).unwrap();
        }
    }
    assert_eq!(
        assembly.json().unwrap().unwrap(),
        handoff::minify(&json),
        "the game read from the pictures is the game sent"
    );
}

#[test]
fn versions_1_to_12_in_alphanumeric_and_byte_mode_read_back() {
    let alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:";
    for version in 1..=12u8 {
        // The longest text of each mode that still fits `version` (level L).
        let longest = |make: &dyn Fn(usize) -> String| {
            (1..2000)
                .map(make)
                .take_while(|t| code(t).version <= version)
                .last()
                .unwrap()
        };
        let alnum = longest(&|n| alphabet.chars().cycle().take(n).collect());
        let bytes = longest(&|n| "Мафия, mafia! ".chars().cycle().take(n).collect());
        for text in [alnum, bytes] {
            let qr = code(&text);
            assert_eq!(qr.version, version);
            reads_back(&text, &qr, Shot::plain(&qr, 3.0));
        }
    }
}

/// Modules turned over inside the data (as a smudge or a glare would) are put right by the
/// code's Reed-Solomon blocks: the reader's field arithmetic (tools/g2p) corrects them.
#[test]
fn a_code_with_modules_turned_over_reads_back_corrected() {
    let text = "MH1:1/1:ABCD:0123";
    let qr = code(text);
    assert_eq!(
        qr.version, 1,
        "a version-1 code: 7 check words, 3 errors corrected"
    );
    let module = 4.0;
    let shot = Shot::plain(&qr, module);
    let mut luma = draw(&qr, shot);
    // Three modules in the data region (right of the timing column, below the finder).
    for (x, y) in [(9, 10), (11, 13), (12, 16)] {
        for py in 0..4 {
            for px in 0..4 {
                let at = (16 + y * 4 + py) * shot.width + 16 + x * 4 + px;
                luma[at] = 255 - luma[at];
            }
        }
    }
    assert_ne!(luma, draw(&qr, shot), "the picture was spoiled");
    assert_eq!(read(&luma, shot.width, shot.height), vec![text.to_string()]);
}

#[test]
fn level_m_reads_back() {
    let text = "MH1:2/3:QQ12:0123456789ABCDEF";
    let qr = Qr::encode(text.as_bytes(), Ecc::M, None).unwrap();
    reads_back(text, &qr, Shot::plain(&qr, 4.0));
}

#[test]
fn a_code_off_centre_in_a_larger_picture_reads_back() {
    let text = &largest_code();
    let qr = code(text);
    let shot = Shot {
        width: 800,
        height: 600,
        left: 430.0,
        top: 60.0,
        ..Shot::plain(&qr, 4.0)
    };
    reads_back(text, &qr, shot);
}

#[test]
fn low_contrast_noise_and_blur_read_back() {
    let text = &largest_code();
    let qr = code(text);
    // A dim screen photographed: grey on grey.
    reads_back(
        text,
        &qr,
        Shot {
            dark: 90,
            light: 160,
            ..Shot::plain(&qr, 4.0)
        },
    );
    // Sensor noise.
    reads_back(
        text,
        &qr,
        Shot {
            dark: 40,
            light: 220,
            noise: 30,
            ..Shot::plain(&qr, 4.0)
        },
    );
    // Slightly out of focus.
    reads_back(
        text,
        &qr,
        Shot {
            blur: 2,
            ..Shot::plain(&qr, 5.0)
        },
    );
}

#[test]
fn a_camera_frame_reads_back() {
    // An 800×600 frame: the code at 5.3 px a module (not a whole number), off centre,
    // turned by 4°, a little dim, noisy and soft.
    let text = &largest_code();
    let qr = code(text);
    let shot = Shot {
        module: 5.3,
        width: 800,
        height: 600,
        left: 200.0,
        top: 100.0,
        turn: 4.0,
        dark: 50,
        light: 200,
        noise: 12,
        blur: 1,
    };
    reads_back(text, &qr, shot);
    // And at other odd scales, version 1 to the largest hand-off code.
    for module in [3.3, 5.5, 6.3, 7.7] {
        for text in ["MH1", text.as_str()] {
            let qr = code(text);
            let side = ((qr.size + 20) as f64 * module) as usize;
            reads_back(
                text,
                &qr,
                Shot {
                    width: side,
                    height: side,
                    left: 8.0 * module,
                    top: 9.0 * module,
                    noise: 8,
                    ..Shot::plain(&qr, module)
                },
            );
        }
    }
}

#[test]
fn two_codes_in_one_picture_are_both_read() {
    let (a, b) = ("MH1:1/2:ABCD:0123", "MH1:2/2:ABCD:4567");
    let (qa, qb) = (code(a), code(b));
    let m = 4usize;
    let side = (qa.size + 8) * m;
    let (w, h) = (side * 2, side);
    let mut luma = vec![255u8; w * h];
    for (k, qr) in [&qa, &qb].into_iter().enumerate() {
        for y in 0..h {
            for x in 0..side {
                let (mx, my) = ((x / m).wrapping_sub(4), (y / m).wrapping_sub(4));
                if qr.get(mx, my) {
                    luma[y * w + k * side + x] = 0;
                }
            }
        }
    }
    let mut found = read(&luma, w, h);
    found.sort();
    assert_eq!(found, vec![a.to_string(), b.to_string()]);
}

#[test]
fn a_wrong_size_an_empty_or_a_blank_picture_has_no_codes() {
    let qr = code("MH1:1/1:ABCD:00");
    let shot = Shot::plain(&qr, 4.0);
    let luma = draw(&qr, shot);
    assert_eq!(read(&luma, shot.width, shot.height).len(), 1);
    // The bytes do not match the size.
    assert!(read(&luma, shot.width + 1, shot.height).is_empty());
    assert!(read(&luma[1..], shot.width, shot.height).is_empty());
    assert!(read(&luma, usize::MAX, 2).is_empty());
    // Nothing at all.
    assert!(read(&[], 0, 0).is_empty());
    assert!(read(&[], 0, 5).is_empty());
    assert!(read(&[7], 1, 1).is_empty());
    // Too large to read.
    assert!(read(&vec![255; MAX_PIXELS + 1], MAX_PIXELS + 1, 1).is_empty());
    // All white, all black, stripes, a checkerboard.
    for (w, h) in [(1, 1), (1, 300), (300, 1), (2, 2), (640, 480)] {
        for pattern in 0..4 {
            let luma: Vec<u8> = (0..w * h)
                .map(|i| match pattern {
                    0 => 255,
                    1 => 0,
                    2 => [0, 255][(i % w / 3) % 2],
                    _ => [0, 255][(i % w + i / w) % 2],
                })
                .collect();
            assert!(read(&luma, w, h).is_empty());
        }
    }
}

#[test]
fn rgba_becomes_luma() {
    assert_eq!(
        luma_of_rgba(&[0, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 255, 0, 0, 0, 0, 9]),
        vec![0, 255, 76, 255],
        "black, white, red, transparent (as white); a partial pixel is left out"
    );
}

#[test]
fn fit_keeps_the_shape_and_never_enlarges() {
    assert_eq!(fit(4000, 3000, 1600), (1600, 1200));
    assert_eq!(fit(3000, 4000, 800), (600, 800));
    assert_eq!(fit(640, 480, 800), (640, 480));
    assert_eq!(fit(10_000, 1, 800), (800, 1));
    assert_eq!(fit(0, 0, 800), (0, 0));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Random bytes of any size, with any claimed width and height: no code, no panic.
    #[test]
    fn garbage_reads_as_nothing(
        bytes in proptest::collection::vec(any::<u8>(), 0..20_000),
        width in 0usize..300,
        height in 0usize..300,
    ) {
        prop_assert!(read(&bytes, width, height).is_empty());
    }

    /// Random blocks (a picture with finder-like structure is more likely to reach the
    /// decoder's later stages than noise is): never a panic.
    #[test]
    fn blocky_garbage_never_panics(
        cells in proptest::collection::vec(any::<bool>(), 64..=1024),
        cell in 1usize..6,
    ) {
        let n = (cells.len() as f64).sqrt() as usize;
        let side = n * cell;
        let luma: Vec<u8> = (0..side * side)
            .map(|i| if cells[(i / side / cell) * n + (i % side) / cell] { 0 } else { 255 })
            .collect();
        let _ = read(&luma, side, side);
    }

    /// A real code with random pixels spoiled: either its text or nothing, never another
    /// text, never a panic.
    #[test]
    fn a_damaged_code_reads_as_itself_or_nothing(
        spoiled in proptest::collection::vec((any::<u16>(), any::<u8>()), 0..400),
    ) {
        let text = "MH1:1/1:ABCD:0123456789ABCDEFGHIJ";
        let qr = code(text);
        let shot = Shot::plain(&qr, 3.0);
        let mut luma = draw(&qr, shot);
        let len = luma.len();
        for (at, value) in spoiled {
            luma[usize::from(at) % len] = value;
        }
        let found = read(&luma, shot.width, shot.height);
        prop_assert!(found.is_empty() || found == vec![text.to_string()]);
    }
}
