//! Reading QR codes from a grayscale picture, pure Rust, for the browsers that have no
//! `BarcodeDetector` (desktop Linux and Windows Chromium, Firefox, older Safari) and for
//! a picked photo of a code. The finding and decoding is `rqrr`'s (a port of quirc); this
//! file only guards its input, so that no picture, however broken, reaches it in a shape
//! it was not made for.

/// Pictures larger than this many pixels are not read (a camera frame or a photo is drawn
/// at most 1600 px on its longer side before it comes here: 1600 × 1600 is 2.56 M).
pub const MAX_PIXELS: usize = 4096 * 4096;

/// The text of every QR code found in a grayscale picture (`luma[y * width + x]`, 0 is
/// black, 255 white), each text once, in the order found. A picture whose bytes are not
/// `width × height`, an empty one, or one over `MAX_PIXELS` has no codes. Codes whose
/// content is not text (UTF-8) are left out.
pub fn read(luma: &[u8], width: usize, height: usize) -> Vec<String> {
    let Some(pixels) = width.checked_mul(height) else {
        return Vec::new();
    };
    if pixels == 0 || pixels > MAX_PIXELS || luma.len() != pixels {
        return Vec::new();
    }
    let pixel = |x: usize, y: usize| luma[y * width + x];
    // rqrr's own threshold follows the light across a row (a shadow over half the code);
    // where it finds nothing, one threshold for the whole picture, halfway between its
    // dark and its light, reads blurred and noisy codes that the first loses.
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(width, height, pixel);
    let found = texts(image.detect_grids().iter().map(|grid| grid.decode()));
    if !found.is_empty() {
        return found;
    }
    let threshold = midpoint(luma);
    let mut image =
        rqrr::PreparedImage::prepare_from_bitmap(width, height, |x, y| pixel(x, y) < threshold);
    let found = texts(image.detect_grids().iter().map(|grid| grid.decode()));
    found
}

/// The texts of the codes decoded, each once.
fn texts<E>(decoded: impl Iterator<Item = Result<(rqrr::MetaData, String), E>>) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    for (_, text) in decoded.flatten() {
        if !found.contains(&text) {
            found.push(text);
        }
    }
    found
}

/// Halfway between the picture's dark (its 5th percentile) and its light (95th).
fn midpoint(luma: &[u8]) -> u8 {
    let mut histogram = [0usize; 256];
    for &v in luma {
        histogram[usize::from(v)] += 1;
    }
    let at = |share: usize| {
        let rank = luma.len() * share / 100;
        let mut seen = 0;
        for (v, n) in histogram.iter().enumerate() {
            seen += n;
            if seen > rank {
                return v;
            }
        }
        255
    };
    ((at(5) + at(95)) / 2) as u8
}

/// The luma of RGBA pixels (a canvas's `ImageData`), ITU-R BT.601 weights; a transparent
/// pixel reads as white, as on paper. A trailing partial pixel is ignored.
pub fn luma_of_rgba(rgba: &[u8]) -> Vec<u8> {
    rgba.chunks_exact(4)
        .map(|p| {
            let (r, g, b, a) = (
                u32::from(p[0]),
                u32::from(p[1]),
                u32::from(p[2]),
                u32::from(p[3]),
            );
            let y = (77 * r + 150 * g + 29 * b) >> 8;
            // Composite over white: y·a + 255·(255 − a), over 255.
            ((y * a + 255 * (255 - a)) / 255) as u8
        })
        .collect()
}

/// The size to draw a `width`×`height` picture at so that its longer side is at most
/// `longest` (never enlarged; at least 1×1 for a picture that has pixels).
pub fn fit(width: u32, height: u32, longest: u32) -> (u32, u32) {
    let side = width.max(height);
    if side <= longest || side == 0 {
        return (width, height);
    }
    let scale = |v: u32| ((u64::from(v) * u64::from(longest) / u64::from(side)) as u32).max(1);
    (scale(width), scale(height))
}
