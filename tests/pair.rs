//! The players' screen's pairing codes (`crates/link/src/pair.rs`, `docs/players-screen.md`): real
//! browsers' data-channel descriptions (`tests/data/pair/`) read, put into codes and
//! rebuilt; the codes' sizes; hostile text never panics.
#![cfg(not(target_arch = "wasm32"))]

use mafia_host::link::handoff::base45;
use mafia_host::link::pair::{
    fingerprint_text, munge, Address, Candidate, Code, Identity, PairError, Peer, SdpError, Setup,
    MAX_CANDIDATES,
};
use mafia_host::link::qr::{Ecc, Qr};
use proptest::prelude::*;
use std::net::{Ipv4Addr, Ipv6Addr};

fn sample(name: &str) -> String {
    std::fs::read_to_string(format!("tests/data/pair/{name}.sdp")).unwrap()
}

const SAMPLES: [&str; 6] = [
    "chromium-mdns-offer",
    "chromium-mdns-answer",
    "chromium-ip-offer",
    "chromium-ip-answer",
    "firefox-84-answer",
    "firefox-99-offer",
];

/// The value of `a=<name>:` in a description.
fn attr<'a>(sdp: &'a str, name: &str) -> Vec<&'a str> {
    let prefix = format!("a={name}:");
    sdp.lines()
        .filter_map(|l| l.trim_end().strip_prefix(prefix.as_str()))
        .collect()
}

fn code_of(peer: &Peer) -> Code {
    if peer.setup == Setup::ActPass {
        Code::Offer(peer.clone())
    } else {
        Code::Answer(peer.clone())
    }
}

#[test]
fn chromium_mdns_offer_reads_whole() {
    let sdp = sample("chromium-mdns-offer");
    let peer = Peer::from_sdp(&sdp).unwrap();
    assert_eq!(peer.ufrag, attr(&sdp, "ice-ufrag")[0]);
    assert_eq!(peer.pwd, attr(&sdp, "ice-pwd")[0]);
    assert_eq!(
        format!("sha-256 {}", fingerprint_text(&peer.fingerprint)),
        attr(&sdp, "fingerprint")[0]
    );
    assert_eq!(peer.setup, Setup::ActPass);
    assert_eq!(peer.candidates.len(), 2);
    for (c, line) in peer.candidates.iter().zip(attr(&sdp, "candidate")) {
        let f: Vec<&str> = line.split(' ').collect();
        let Address::Mdns(_) = c.address else {
            panic!("an mDNS name: {line}");
        };
        assert!(!c.srflx);
        assert_eq!(c.port.to_string(), f[5]);
        // The rebuilt line names the same host and port.
        assert!(Code::Offer(peer.clone()).text().is_ok());
        assert!(peer.sdp().contains(&format!("{} {} typ host", f[4], f[5])));
    }
}

#[test]
fn chromium_real_addresses_read_as_ipv4_and_ipv6() {
    let peer = Peer::from_sdp(&sample("chromium-ip-answer")).unwrap();
    assert_eq!(peer.setup, Setup::Active);
    let addrs: Vec<Address> = peer.candidates.iter().map(|c| c.address).collect();
    assert!(matches!(addrs[0], Address::V4(a) if a == Ipv4Addr::new(192, 0, 2, 2)));
    assert!(matches!(addrs[1], Address::V6(a) if a == "fd00::2".parse::<Ipv6Addr>().unwrap()));
}

#[test]
fn firefox_session_level_fingerprint_and_tcp_dropped() {
    let sdp = sample("firefox-84-answer");
    let peer = Peer::from_sdp(&sdp).unwrap();
    assert_eq!(peer.ufrag, "7c8e8e47");
    assert_eq!(peer.pwd, "733647836d0c1f09d15fca028a8e024d");
    assert_eq!(peer.fingerprint[0], 0xF9);
    assert_eq!(peer.fingerprint[31], 0x25);
    assert_eq!(peer.setup, Setup::Active);
    // Two UDP candidates of four: the TCP ones are dropped.
    assert_eq!(peer.candidates.len(), 2);
    assert_eq!(peer.candidates[0].port, 55594);
    assert!(peer
        .sdp()
        .contains("959d09b0-0efe-43d1-8bc1-5ef4002f0b1e.local 55594 typ host"));
    // An offer before any candidate was gathered still makes a code.
    let offer = Peer::from_sdp(&sample("firefox-99-offer")).unwrap();
    assert!(offer.candidates.is_empty());
    assert_eq!(offer.setup, Setup::ActPass);
}

#[test]
fn every_sample_goes_through_a_code_and_back() {
    for name in SAMPLES {
        let peer = Peer::from_sdp(&sample(name)).unwrap();
        let code = code_of(&peer);
        let text = code.text().unwrap();
        assert!(text.starts_with(if peer.setup == Setup::ActPass {
            "MS1:O:"
        } else {
            "MS1:A:"
        }));
        assert!(
            text.chars()
                .all(|c| mafia_host::link::qr::ALNUM.contains(c)),
            "{name}: QR alphanumeric only"
        );
        assert_eq!(Code::parse(&text).unwrap(), code, "{name}");
        // Around it, what a scanner may add.
        assert_eq!(Code::parse(&format!("  {text}\r\n")).unwrap(), code);
    }
}

#[test]
fn the_rebuilt_description_keeps_what_the_other_side_needs() {
    for name in SAMPLES {
        let original = sample(name);
        let peer = Peer::from_sdp(&original).unwrap();
        let rebuilt = peer.sdp();
        assert_eq!(Peer::from_sdp(&rebuilt).unwrap(), peer, "{name}");
        for key in [
            "ice-ufrag",
            "ice-pwd",
            "fingerprint",
            "setup",
            "mid",
            "sctp-port",
        ] {
            assert_eq!(attr(&rebuilt, key), attr(&original, key), "{name}: a={key}");
        }
        assert!(rebuilt.starts_with("v=0\r\n") && rebuilt.ends_with("\r\n"));
        assert!(rebuilt.contains("\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n"));
        assert!(rebuilt.contains("\r\na=group:BUNDLE 0\r\n"));
        assert!(!rebuilt.contains("\n\n") && !rebuilt.replace("\r\n", "").contains('\n'));
    }
}

fn worst_peer() -> Peer {
    let v6 = |n: u16| Candidate {
        address: Address::V6(Ipv6Addr::new(0x2001, 0xdb8, n, n, n, n, n, n)),
        port: 65535,
        srflx: n.is_multiple_of(2),
    };
    Peer {
        ufrag: "u".repeat(32),
        pwd: "p".repeat(64),
        fingerprint: [0xFF; 32],
        setup: Setup::ActPass,
        candidates: (1..=4).map(v6).collect(),
    }
}

#[test]
fn every_code_fits_a_version_10_l_symbol() {
    let mut texts = Vec::new();
    for name in SAMPLES {
        let peer = Peer::from_sdp(&sample(name)).unwrap();
        texts.push(code_of(&peer).text().unwrap());
        texts.push(
            Code::Repair {
                screen: Peer {
                    setup: Setup::ActPass,
                    ..peer.clone()
                },
                host: peer.identity().check(),
            }
            .text()
            .unwrap(),
        );
    }
    let worst = worst_peer();
    texts.push(
        Code::Repair {
            host: worst.identity().check(),
            screen: worst,
        }
        .text()
        .unwrap(),
    );
    for text in &texts {
        let qr = Qr::encode(text.as_bytes(), Ecc::L, None).unwrap();
        assert!(
            qr.version <= 10,
            "{} chars: version {}",
            text.len(),
            qr.version
        );
    }
    // Chromium's everyday codes are small: version 6 or less (41×41).
    let chromium = code_of(&Peer::from_sdp(&sample("chromium-mdns-offer")).unwrap())
        .text()
        .unwrap();
    assert!(
        Qr::encode(chromium.as_bytes(), Ecc::L, None)
            .unwrap()
            .version
            <= 6
    );
}

#[test]
fn candidates_are_cut_to_four_hosts_first() {
    let mut sdp = sample("chromium-ip-offer");
    let srflx = "a=candidate:9 1 udp 1677729535 203.0.113.7 61042 typ srflx raddr 0.0.0.0 rport 0 generation 0\r\n";
    let hosts: String = (1..=5)
        .map(|i| format!("a=candidate:{i} 1 udp 2113937151 10.0.0.{i} 5000{i} typ host\r\n"))
        .collect();
    let relay =
        "a=candidate:8 1 udp 41885439 198.51.100.1 3478 typ relay raddr 0.0.0.0 rport 0\r\n";
    let rtcp = "a=candidate:7 2 udp 2113937150 10.0.0.9 50009 typ host\r\n";
    sdp = sdp.replacen(
        "a=ice-ufrag",
        &format!("{srflx}{relay}{rtcp}{hosts}a=ice-ufrag"),
        1,
    );
    let peer = Peer::from_sdp(&sdp).unwrap();
    assert_eq!(peer.candidates.len(), MAX_CANDIDATES);
    assert!(peer.candidates.iter().all(|c| !c.srflx));
    // With one host only, the srflx candidate follows it.
    let one = sample("firefox-99-offer").replacen(
        "a=sendrecv\r\na=ice-pwd",
        &format!("{srflx}a=candidate:0 1 UDP 2122252543 192.168.0.23 54400 typ host\r\na=ice-pwd"),
        1,
    );
    let peer = Peer::from_sdp(&one).unwrap();
    assert_eq!(peer.candidates.len(), 2);
    assert!(!peer.candidates[0].srflx && peer.candidates[1].srflx);
    assert!(peer
        .sdp()
        .contains("203.0.113.7 61042 typ srflx raddr 0.0.0.0 rport 0"));
}

#[test]
fn munging_replaces_only_the_ice_credentials() {
    let sdp = sample("chromium-mdns-offer");
    let munged = munge(&sdp, "HOSTufrg", "abcdefghijklmnopqrstuvwx");
    let peer = Peer::from_sdp(&munged).unwrap();
    assert_eq!(peer.ufrag, "HOSTufrg");
    assert_eq!(peer.pwd, "abcdefghijklmnopqrstuvwx");
    let before = Peer::from_sdp(&sdp).unwrap();
    assert_eq!(peer.fingerprint, before.fingerprint);
    assert_eq!(peer.candidates, before.candidates);
    assert_eq!(munged.lines().count(), sdp.lines().count());
    assert_eq!(munged.matches("\r\n").count(), sdp.matches("\r\n").count());
}

#[test]
fn the_remembered_identity_builds_the_hosts_answer() {
    let host = Peer::from_sdp(&sample("chromium-mdns-offer")).unwrap();
    let id = host.identity();
    assert_eq!(Identity::from_text(&id.to_text()), Some(id.clone()));
    let answer = id.answer();
    assert_eq!(answer.setup, Setup::Active);
    assert!(answer.candidates.is_empty());
    let sdp = answer.sdp();
    assert!(!sdp.contains("a=candidate"));
    assert_eq!(Peer::from_sdp(&sdp).unwrap().identity(), id);
    // The check changes with each part of the identity.
    let mut other = id.clone();
    other.fingerprint[31] ^= 1;
    assert_ne!(other.check(), id.check());
    let mut other = id.clone();
    other.ufrag.push('x');
    assert_ne!(other.check(), id.check());
    let mut other = id.clone();
    other.pwd.replace_range(0..1, "Z");
    assert_ne!(other.check(), id.check());
    for bad in ["", "a b", "abcd 0123456789012345678901 AB:CD", "ab\ncd x y"] {
        assert_eq!(Identity::from_text(bad), None, "{bad:?}");
    }
}

#[test]
fn fresh_credentials_are_valid_ice_text() {
    let (ufrag, pwd) = Identity::creds(&[0xA7; 32]);
    assert_eq!((ufrag.len(), pwd.len()), (8, 24));
    let (u2, p2) = Identity::creds(&core::array::from_fn(|i| (i as u8).wrapping_mul(13)));
    assert_ne!((u2.clone(), p2.clone()), (ufrag, pwd));
    let munged = munge(&sample("chromium-mdns-answer"), &u2, &p2);
    assert_eq!(Peer::from_sdp(&munged).unwrap().ufrag, u2);
}

#[test]
fn wrong_codes_say_why() {
    let peer = Peer::from_sdp(&sample("chromium-mdns-offer")).unwrap();
    let good = Code::Offer(peer.clone()).text().unwrap();
    assert_eq!(Code::parse(""), Err(PairError::Foreign));
    assert_eq!(Code::parse("https://example.com/"), Err(PairError::Foreign));
    assert_eq!(
        Code::parse("MH1:1/2:ABCD:0123"),
        Err(PairError::Foreign),
        "a hand-off code"
    );
    assert_eq!(
        Code::parse(&good.replacen("MS1", "MS2", 1)),
        Err(PairError::Version)
    );
    assert_eq!(
        Code::parse(&good.replacen(":O:", ":X:", 1)),
        Err(PairError::Version)
    );
    assert_eq!(
        Code::parse(&good[..good.len() - 6]),
        Err(PairError::Damaged)
    );
    assert_eq!(Code::parse(&format!("{good}00")), Err(PairError::Damaged));
    assert_eq!(
        Code::parse(&format!("{}a{}", &good[..10], &good[10..])),
        Err(PairError::Damaged)
    );
    assert_eq!(Code::parse("MS1:O"), Err(PairError::Damaged));
    // An offer's data under the answer's letter: an answer never offers both roles.
    assert_eq!(
        Code::parse(&good.replacen(":O:", ":A:", 1)),
        Err(PairError::Damaged)
    );
    // A username that would inject a line into the rebuilt description is never read.
    let mut evil = peer.clone();
    evil.ufrag = "abcd\r\na=x".into();
    assert_eq!(Code::Offer(evil).text(), Err(PairError::Sdp(SdpError::Ice)));
    let mut bytes = vec![0u8, 9];
    bytes.extend(b"abcd\r\na=x");
    bytes.push(24);
    bytes.extend(b"0123456789abcdefghijklmn");
    bytes.extend([0u8; 33]);
    assert_eq!(
        Code::parse(&format!("MS1:O:{}", base45(&bytes))),
        Err(PairError::Damaged)
    );
    bytes[2..11].copy_from_slice(b"abcdABCD1");
    assert!(Code::parse(&format!("MS1:O:{}", base45(&bytes))).is_ok());
}

#[test]
fn descriptions_that_make_no_code_say_why() {
    let sdp = sample("chromium-mdns-offer");
    let audio = "v=0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\na=mid:0\r\n";
    assert_eq!(Peer::from_sdp(audio), Err(SdpError::NotDataChannel));
    assert_eq!(Peer::from_sdp(""), Err(SdpError::NotDataChannel));
    let two = format!("{sdp}m=audio 9 UDP/TLS/RTP/SAVPF 111\r\n");
    assert_eq!(Peer::from_sdp(&two), Err(SdpError::NotDataChannel));
    assert_eq!(
        Peer::from_sdp(&sdp.replace("a=mid:0", "a=mid:data")),
        Err(SdpError::Mid)
    );
    let no_pwd: String = sdp
        .split_inclusive('\n')
        .filter(|l| !l.starts_with("a=ice-pwd"))
        .collect();
    assert_eq!(Peer::from_sdp(&no_pwd), Err(SdpError::Ice));
    assert_eq!(
        Peer::from_sdp(&munge(&sdp, "abc", "0123456789012345678901")),
        Err(SdpError::Ice)
    );
    assert_eq!(
        Peer::from_sdp(&sdp.replace("sha-256", "sha-1")),
        Err(SdpError::Fingerprint)
    );
    assert_eq!(
        Peer::from_sdp(&sdp.replace("a=setup:actpass", "a=setup:holdconn")),
        Err(SdpError::Setup)
    );
}

fn candidate() -> impl Strategy<Value = Candidate> {
    let address = prop_oneof![
        any::<[u8; 4]>().prop_map(|b| Address::V4(Ipv4Addr::from(b))),
        any::<[u8; 16]>().prop_map(|b| Address::V6(Ipv6Addr::from(b))),
        any::<[u8; 16]>().prop_map(Address::Mdns),
    ];
    (address, 1u16.., any::<bool>()).prop_map(|(address, port, srflx)| Candidate {
        address,
        port,
        srflx,
    })
}

fn peer() -> impl Strategy<Value = Peer> {
    (
        "[A-Za-z0-9+/]{4,32}",
        "[A-Za-z0-9+/]{22,64}",
        any::<[u8; 32]>(),
        prop_oneof![
            Just(Setup::ActPass),
            Just(Setup::Active),
            Just(Setup::Passive)
        ],
        proptest::collection::vec(candidate(), 0..=MAX_CANDIDATES),
    )
        .prop_map(|(ufrag, pwd, fingerprint, setup, candidates)| Peer {
            ufrag,
            pwd,
            fingerprint,
            setup,
            candidates,
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_peer_goes_through_its_code_and_description(p in peer(), host in any::<[u8; 8]>()) {
        let code = code_of(&p);
        prop_assert_eq!(Code::parse(&code.text().unwrap()).unwrap(), code);
        if p.setup == Setup::ActPass {
            let repair = Code::Repair { screen: p.clone(), host };
            prop_assert_eq!(Code::parse(&repair.text().unwrap()).unwrap(), repair);
        }
        // The description reads back to the same peer (once de-duplicated, hosts first).
        let mut expected = p.clone();
        let mut seen = Vec::new();
        expected.candidates.retain(|c| if seen.contains(c) { false } else { seen.push(*c); true });
        expected.candidates.sort_by_key(|c| c.srflx);
        prop_assert_eq!(Peer::from_sdp(&p.sdp()).unwrap(), expected);
    }

    #[test]
    fn any_text_is_refused_without_a_panic(text in "\\PC{0,400}") {
        let _ = Code::parse(&text);
        let _ = Peer::from_sdp(&text);
        let _ = Identity::from_text(&text);
    }

    #[test]
    fn any_code_shaped_text_reads_or_is_refused(kind in "[OAR]", bytes in proptest::collection::vec(any::<u8>(), 0..260)) {
        let text = format!("MS1:{kind}:{}", base45(&bytes));
        if let Ok(code) = Code::parse(&text) {
            // What reads is canonical: written again, it is the same text, and its
            // description reads back.
            prop_assert_eq!(code.text().unwrap(), text);
            let peer = match &code { Code::Offer(p) | Code::Answer(p) => p, Code::Repair { screen, .. } => screen };
            prop_assert!(Peer::from_sdp(&peer.sdp()).is_ok());
        }
    }

    #[test]
    fn any_alphanumeric_payload_never_panics(data in "[0-9A-Z $%*+./:-]{0,400}") {
        for kind in ["O", "A", "R"] {
            let _ = Code::parse(&format!("MS1:{kind}:{data}"));
        }
    }

    #[test]
    fn random_sdp_lines_never_panic(lines in proptest::collection::vec(
        prop_oneof![
            "a=candidate:\\PC{0,80}",
            "a=fingerprint:sha-256 [0-9A-F:]{0,100}",
            "a=ice-(ufrag|pwd):\\PC{0,40}",
            "m=\\PC{0,40}",
            "a=setup:\\PC{0,10}",
            Just("a=mid:0".to_string()),
            Just("m=application 9 UDP/DTLS/SCTP webrtc-datachannel".to_string()),
        ], 0..20)) {
        let _ = Peer::from_sdp(&lines.join("\r\n"));
    }
}
