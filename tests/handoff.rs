//! Handing a game over by QR codes (`crates/link/src/handoff.rs`, `docs/handoff.md`): base45, the
//! compression, the parts and their assembly in any order.
#![cfg(not(target_arch = "wasm32"))]

use mafia_host::link::handoff::{
    self, base45, compress, decompress, unbase45, Assembly, CodeError,
};
use proptest::prelude::*;

fn compact(path: &str) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    serde_json::from_str::<serde_json::Value>(&text)
        .unwrap()
        .to_string()
}

#[test]
fn minify_drops_whitespace_between_tokens_only() {
    let pretty = "{\n  \"name\": \"Анна \\\" Мария\",\n  \"seats\": [1, 2]\n}";
    assert_eq!(
        handoff::minify(pretty),
        "{\"name\":\"Анна \\\" Мария\",\"seats\":[1,2]}"
    );
    let log = std::fs::read_to_string("docs/examples/sport-red-win.json").unwrap();
    let min = handoff::minify(&log);
    assert!(!min.contains(": ") && !min.contains('\n'));
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&min).unwrap(),
        serde_json::from_str::<serde_json::Value>(&log).unwrap()
    );
}

#[test]
fn base45_matches_rfc_9285_examples() {
    assert_eq!(base45(b"AB"), "BB8");
    assert_eq!(base45(b"Hello!!"), "%69 VD92EX0");
    assert_eq!(base45(b"base-45"), "UJCLQE7W581");
    assert_eq!(unbase45("QED8WEX0").unwrap(), b"ietf!");
    // Out of range or outside the alphabet.
    assert_eq!(unbase45("GGW"), None);
    assert_eq!(unbase45("ab"), None);
    assert_eq!(unbase45("A"), None);
}

#[test]
fn a_long_game_compresses_to_a_few_codes() {
    let json = compact("bench/data/sport-500.json");
    let packed = compress(json.as_bytes());
    assert_eq!(decompress(&packed).unwrap(), json.as_bytes());
    assert!(
        packed.len() * 4 < json.len(),
        "{} bytes of JSON packed into {}",
        json.len(),
        packed.len()
    );
    let codes = handoff::codes(&json).unwrap();
    assert!(codes.len() <= 6, "{} codes", codes.len());
    assert!(codes[0].starts_with(&format!("MH1:1/{}:", codes.len())));
}

#[test]
fn a_short_game_is_one_code() {
    // As the app writes it (the fields in the log's order).
    let json =
        handoff::minify(&std::fs::read_to_string("docs/examples/sport-red-win.json").unwrap());
    let packed = compress(json.as_bytes());
    let codes = handoff::codes(&json).unwrap();
    // 1770 bytes of JSON (48 actions) pack into about 300 bytes: one code.
    assert!(packed.len() * 5 < json.len(), "{} bytes", packed.len());
    assert_eq!(codes.len(), 1);
    assert!(codes[0].starts_with("MH1:1/1:"));
    let mut a = Assembly::default();
    assert_eq!(a.add(&codes[0]), Ok(true));
    assert_eq!(a.json(), Some(Ok(json)));
}

#[test]
fn the_dictionary_only_helps_it_never_changes_the_text() {
    // Text unlike a game log, and text that is only the dictionary's words.
    for text in [
        "zzzz qqqq \u{1F600} ☃ ☃ ☃".to_string(),
        r#"{"action":"next"}"#.repeat(50),
        String::new(),
    ] {
        assert_eq!(
            decompress(&compress(text.as_bytes())).unwrap(),
            text.as_bytes()
        );
    }
    // A stream that copies from before even the dictionary is refused, not a panic.
    assert_eq!(decompress(&[0x80, 0xFF, 0xFF]), None);
    assert_eq!(decompress(&[0x05, b'a']), None, "a literal run cut short");
}

#[test]
fn parts_are_assembled_in_any_order_and_repeats_are_harmless() {
    let json = compact("bench/data/sport-500.json");
    let codes = handoff::codes(&json).unwrap();
    assert!(codes.len() >= 2);
    let mut a = Assembly::default();
    assert_eq!(a.total(), 0);
    assert_eq!(a.add(&codes[1]), Ok(true));
    assert_eq!(a.add(&codes[1]), Ok(false));
    assert_eq!(a.total(), codes.len());
    assert_eq!(a.read(), vec![2]);
    assert_eq!(a.json(), None, "parts are missing");
    for c in codes.iter().rev() {
        a.add(c).unwrap();
    }
    assert_eq!(a.json(), Some(Ok(json)));
}

#[test]
fn foreign_codes_other_games_and_damage_are_named() {
    let one = handoff::codes(&compact("bench/data/sport-500.json")).unwrap();
    let other = handoff::codes(&compact("docs/examples/sport-red-win.json")).unwrap();
    let mut a = Assembly::default();
    assert_eq!(a.add("https://example.com"), Err(CodeError::Foreign));
    assert_eq!(a.add("MH1:3/2:ABCD:xyz"), Err(CodeError::Foreign));
    assert_eq!(a.add("MH1:1/99:ABCD:xyz"), Err(CodeError::Foreign));
    assert_eq!(a.total(), 0, "nothing foreign was kept");
    a.add(&one[0]).unwrap();
    assert_eq!(a.add(&other[0]), Err(CodeError::OtherGame));
    // A part whose data was altered: the check word catches it.
    let mut b = Assembly::default();
    for (k, code) in one.iter().enumerate() {
        if k == 0 {
            let (head, data) = code.rsplit_once(':').unwrap();
            let flipped = if data.starts_with('0') { "1" } else { "0" };
            b.add(&format!("{head}:{flipped}{}", &data[1..])).unwrap();
        } else {
            b.add(code).unwrap();
        }
    }
    assert_eq!(b.json(), Some(Err(CodeError::Damaged)));
}

#[test]
fn too_long_a_log_is_refused_with_the_number_of_codes() {
    // Incompressible text: every byte different from its neighbours.
    let mut x: u32 = 1;
    let noise: String = (0..8000)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            char::from(b'!' + (x % 90) as u8)
        })
        .collect();
    let err = handoff::codes(&noise).unwrap_err();
    assert!(err.parts > handoff::MAX_PARTS);
}

proptest! {
    #[test]
    fn compression_round_trips(data in proptest::collection::vec(0u8..6, 0..3000)) {
        prop_assert_eq!(decompress(&compress(&data)).unwrap(), data);
    }

    #[test]
    fn base45_round_trips(data in proptest::collection::vec(any::<u8>(), 0..300)) {
        prop_assert_eq!(unbase45(&base45(&data)).unwrap(), data);
    }

    #[test]
    fn broken_streams_never_panic(data in proptest::collection::vec(any::<u8>(), 0..200)) {
        let _ = decompress(&data);
    }
}
