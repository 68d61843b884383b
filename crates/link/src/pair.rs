//! Pairing the players' screen with the host's phone (issue 24, `docs/players-screen.md`):
//! a WebRTC data channel signalled by QR codes, with no server.
//!
//! A browser's data-channel-only description (SDP) is reduced to what the other side needs
//! ([`Peer`]: the ICE username fragment and password, the DTLS certificate's SHA-256
//! fingerprint, the DTLS role, at most [`MAX_CANDIDATES`] UDP candidates), written as bytes,
//! then base45 (the hand-off codes' alphabet, so a code uses QR's dense alphanumeric mode),
//! behind a prefix that says which code it is ([`Code`]). The other side rebuilds a full
//! description from it ([`Peer::sdp`]).
//!
//! Re-pairing with one scan: the host keeps one certificate and one ICE username and
//! password ([`Identity`]); the players' screen remembers them from the first pairing, so
//! after a reload it can build the host's answer itself ([`Identity::answer`]) and show only
//! its own offer with a check of the identity it remembers ([`Code::Repair`]).

use super::handoff::{base45, unbase45};
use std::net::{Ipv4Addr, Ipv6Addr};

/// The codes' common prefix; the version goes with the byte layout below.
const PREFIX: &str = "MS1:";
/// At most this many candidates go into a code.
pub const MAX_CANDIDATES: usize = 4;
/// ICE (RFC 8445 §5.3): a username fragment has 4 to 256 characters, a password 22 to
/// 256; browsers make 4 or 8 and 24 or 32. A code holds at most these many.
pub const UFRAG_LEN: (usize, usize) = (4, 32);
pub const PWD_LEN: (usize, usize) = (22, 64);

/// The DTLS role in a description (`a=setup`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setup {
    /// An offer: either role.
    ActPass,
    /// The DTLS client.
    Active,
    /// The DTLS server.
    Passive,
}

impl Setup {
    fn word(self) -> &'static str {
        match self {
            Setup::ActPass => "actpass",
            Setup::Active => "active",
            Setup::Passive => "passive",
        }
    }

    fn byte(self) -> u8 {
        match self {
            Setup::ActPass => 0,
            Setup::Active => 1,
            Setup::Passive => 2,
        }
    }

    fn of_byte(b: u8) -> Option<Setup> {
        [Setup::ActPass, Setup::Active, Setup::Passive]
            .into_iter()
            .find(|s| s.byte() == b)
    }
}

/// Where a candidate is: an address, or the mDNS name (`<uuid>.local`) a browser shows
/// instead of its address to a page without camera permission.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Address {
    V4(Ipv4Addr),
    V6(Ipv6Addr),
    /// The UUID's 16 bytes.
    Mdns([u8; 16]),
}

/// A UDP candidate: the device's own address (host) or as a STUN server saw it (srflx).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub address: Address,
    pub port: u16,
    /// Server reflexive (seen through NAT); `false` for a host candidate.
    pub srflx: bool,
}

/// What the other side needs of a description.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Peer {
    pub ufrag: String,
    pub pwd: String,
    /// SHA-256 of the DTLS certificate.
    pub fingerprint: [u8; 32],
    pub setup: Setup,
    pub candidates: Vec<Candidate>,
}

/// The host's lasting identity, which the players' screen remembers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Identity {
    pub ufrag: String,
    pub pwd: String,
    pub fingerprint: [u8; 32],
}

/// A scanned or shown code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Code {
    /// The host's offer (`MS1:O:`), for the first pairing.
    Offer(Peer),
    /// The players' screen's answer to it (`MS1:A:`).
    Answer(Peer),
    /// The players' screen's fresh offer (`MS1:R:`) to a host it remembers: `host` is the
    /// remembered identity's [`Identity::check`].
    Repair { screen: Peer, host: [u8; 8] },
}

/// Why a description cannot become a code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SdpError {
    /// No `m=application … webrtc-datachannel` section, or another media section too.
    NotDataChannel,
    /// No `a=mid:0` (every current browser names its only section `0`).
    Mid,
    /// No ICE username fragment or password, or one a code cannot hold.
    Ice,
    /// No SHA-256 fingerprint of 32 bytes.
    Fingerprint,
    /// No or an unknown `a=setup`.
    Setup,
}

/// What is wrong with a code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairError {
    /// Not a pairing code of this app (a hand-off code, a web address, any text).
    Foreign,
    /// A pairing code of another version of the app.
    Version,
    /// A pairing code whose data does not read (damaged, cut short).
    Damaged,
    /// The browser's own description cannot be put into a code.
    Sdp(SdpError),
}

fn is_ice_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '+' || c == '/'
}

fn ice_ok(s: &str, (min, max): (usize, usize)) -> bool {
    (min..=max).contains(&s.len()) && s.chars().all(is_ice_char)
}

fn hex(b: u8) -> [char; 2] {
    const H: &[u8; 16] = b"0123456789ABCDEF";
    [
        char::from(H[usize::from(b >> 4)]),
        char::from(H[usize::from(b & 15)]),
    ]
}

fn unhex(s: &str) -> Option<u8> {
    if s.len() != 2 {
        return None;
    }
    u8::from_str_radix(s, 16).ok()
}

/// The fingerprint as SDP writes it: `AB:CD:…`.
pub fn fingerprint_text(fp: &[u8; 32]) -> String {
    let mut out = String::with_capacity(95);
    for (i, b) in fp.iter().enumerate() {
        if i > 0 {
            out.push(':');
        }
        out.extend(hex(*b));
    }
    out
}

fn parse_fingerprint(text: &str) -> Option<[u8; 32]> {
    let bytes = text.split(':').map(unhex).collect::<Option<Vec<u8>>>()?;
    bytes.try_into().ok()
}

/// `8-4-4-4-12` hex digits, any case.
fn parse_uuid(name: &str) -> Option<[u8; 16]> {
    let groups: Vec<&str> = name.split('-').collect();
    let lens: Vec<usize> = groups.iter().map(|g| g.len()).collect();
    if lens != [8, 4, 4, 4, 12] {
        return None;
    }
    let digits: String = groups.concat();
    let mut out = [0u8; 16];
    for (i, slot) in out.iter_mut().enumerate() {
        *slot = unhex(digits.get(2 * i..2 * i + 2)?)?;
    }
    Some(out)
}

fn uuid_text(u: &[u8; 16]) -> String {
    let mut out = String::with_capacity(36);
    for (i, b) in u.iter().enumerate() {
        if matches!(i, 4 | 6 | 8 | 10) {
            out.push('-');
        }
        out.extend(hex(*b).map(|c| c.to_ascii_lowercase()));
    }
    out
}

impl Address {
    fn parse(text: &str) -> Option<Address> {
        if let Ok(a) = text.parse::<Ipv4Addr>() {
            return Some(Address::V4(a));
        }
        if let Ok(a) = text.parse::<Ipv6Addr>() {
            return Some(Address::V6(a));
        }
        let name = text.strip_suffix(".local")?;
        parse_uuid(name).map(Address::Mdns)
    }

    fn text(&self) -> String {
        match self {
            Address::V4(a) => a.to_string(),
            Address::V6(a) => a.to_string(),
            Address::Mdns(u) => format!("{}.local", uuid_text(u)),
        }
    }
}

impl Candidate {
    /// Reads `candidate:<foundation> <component> <transport> <priority> <address> <port>
    /// typ <type> …`: only component 1, UDP, a host or srflx candidate.
    fn parse(line: &str) -> Option<Candidate> {
        let rest = line.strip_prefix("candidate:")?;
        let f: Vec<&str> = rest.split_ascii_whitespace().collect();
        if f.len() < 8 || f[1] != "1" || !f[2].eq_ignore_ascii_case("udp") || f[6] != "typ" {
            return None;
        }
        let srflx = match f[7] {
            "host" => false,
            "srflx" => true,
            _ => return None,
        };
        let port: u16 = f[5].parse().ok().filter(|p| *p != 0)?;
        Some(Candidate {
            address: Address::parse(f[4])?,
            port,
            srflx,
        })
    }

    /// The SDP line for candidate `index` (its priority falls with the index).
    fn line(&self, index: usize) -> String {
        // RFC 8445 §5.1.2.1: type preference (host 126, srflx 100), local preference,
        // component 1.
        let kind: u32 = if self.srflx { 100 } else { 126 };
        let local = 65535 - u32::try_from(index).unwrap_or(0).min(65535);
        let priority = (kind << 24) | (local << 8) | 255;
        let typ = if self.srflx {
            " typ srflx raddr 0.0.0.0 rport 0"
        } else {
            " typ host"
        };
        format!(
            "a=candidate:{} 1 udp {priority} {} {}{typ}",
            index + 1,
            self.address.text(),
            self.port
        )
    }
}

impl Peer {
    /// What a browser's data-channel-only description gives the other side: the host
    /// candidates first, then server reflexive ones, at most [`MAX_CANDIDATES`].
    ///
    /// # Errors
    /// Not a data channel's description, or one without what a code holds.
    pub fn from_sdp(sdp: &str) -> Result<Peer, SdpError> {
        let mut media = 0;
        let mut data = false;
        let (mut ufrag, mut pwd, mut fingerprint, mut setup, mut mid) =
            (None, None, None, None, false);
        let mut candidates: Vec<Candidate> = Vec::new();
        for line in sdp.lines().map(str::trim) {
            if let Some(m) = line.strip_prefix("m=") {
                media += 1;
                data = m.starts_with("application ") && m.ends_with(" webrtc-datachannel");
                continue;
            }
            let Some(attr) = line.strip_prefix("a=") else {
                continue;
            };
            let (name, value) = attr.split_once(':').unwrap_or((attr, ""));
            match name {
                "ice-ufrag" => ufrag = Some(value.to_string()),
                "ice-pwd" => pwd = Some(value.to_string()),
                "fingerprint" => {
                    if let Some(("sha-256", fp)) = value.split_once(' ') {
                        fingerprint = fingerprint.or(parse_fingerprint(fp.trim()));
                    }
                }
                "setup" => {
                    setup = match value {
                        "actpass" => Some(Setup::ActPass),
                        "active" => Some(Setup::Active),
                        "passive" => Some(Setup::Passive),
                        _ => None,
                    }
                }
                "mid" => mid = value == "0",
                "candidate" => {
                    if let Some(c) = Candidate::parse(attr) {
                        if !candidates.contains(&c) {
                            candidates.push(c);
                        }
                    }
                }
                _ => {}
            }
        }
        if media != 1 || !data {
            return Err(SdpError::NotDataChannel);
        }
        if !mid {
            return Err(SdpError::Mid);
        }
        let (Some(ufrag), Some(pwd)) = (ufrag, pwd) else {
            return Err(SdpError::Ice);
        };
        if !ice_ok(&ufrag, UFRAG_LEN) || !ice_ok(&pwd, PWD_LEN) {
            return Err(SdpError::Ice);
        }
        let fingerprint = fingerprint.ok_or(SdpError::Fingerprint)?;
        let setup = setup.ok_or(SdpError::Setup)?;
        candidates.sort_by_key(|c| c.srflx);
        candidates.truncate(MAX_CANDIDATES);
        Ok(Peer {
            ufrag,
            pwd,
            fingerprint,
            setup,
            candidates,
        })
    }

    /// A full description for `setRemoteDescription`, one data channel (`mid` 0, SCTP
    /// port 5000).
    pub fn sdp(&self) -> String {
        let mut lines = vec![
            "v=0".to_string(),
            "o=- 1 2 IN IP4 127.0.0.1".to_string(),
            "s=-".to_string(),
            "t=0 0".to_string(),
            "a=group:BUNDLE 0".to_string(),
            "a=msid-semantic: WMS".to_string(),
            "m=application 9 UDP/DTLS/SCTP webrtc-datachannel".to_string(),
            "c=IN IP4 0.0.0.0".to_string(),
        ];
        lines.extend(self.candidates.iter().enumerate().map(|(i, c)| c.line(i)));
        lines.extend([
            format!("a=ice-ufrag:{}", self.ufrag),
            format!("a=ice-pwd:{}", self.pwd),
            "a=ice-options:trickle".to_string(),
            format!(
                "a=fingerprint:sha-256 {}",
                fingerprint_text(&self.fingerprint)
            ),
            format!("a=setup:{}", self.setup.word()),
            "a=mid:0".to_string(),
            "a=sctp-port:5000".to_string(),
            "a=max-message-size:262144".to_string(),
        ]);
        let mut out = lines.join("\r\n");
        out.push_str("\r\n");
        out
    }

    /// The identity this peer shows (its username, password and certificate).
    pub fn identity(&self) -> Identity {
        Identity {
            ufrag: self.ufrag.clone(),
            pwd: self.pwd.clone(),
            fingerprint: self.fingerprint,
        }
    }

    fn valid(&self) -> bool {
        ice_ok(&self.ufrag, UFRAG_LEN)
            && ice_ok(&self.pwd, PWD_LEN)
            && self.candidates.len() <= MAX_CANDIDATES
    }

    fn write(&self, out: &mut Vec<u8>) {
        out.push(self.setup.byte());
        for s in [&self.ufrag, &self.pwd] {
            out.push(u8::try_from(s.len()).unwrap_or(0));
            out.extend(s.bytes());
        }
        out.extend(self.fingerprint);
        out.push(u8::try_from(self.candidates.len()).unwrap_or(0));
        for c in &self.candidates {
            let kind = match c.address {
                Address::V4(_) => 0,
                Address::V6(_) => 1,
                Address::Mdns(_) => 2,
            };
            out.push(kind | if c.srflx { 4 } else { 0 });
            match c.address {
                Address::V4(a) => out.extend(a.octets()),
                Address::V6(a) => out.extend(a.octets()),
                Address::Mdns(u) => out.extend(u),
            }
            out.extend(c.port.to_be_bytes());
        }
    }

    fn read(r: &mut Reader<'_>) -> Option<Peer> {
        let setup = Setup::of_byte(r.byte()?)?;
        let ufrag = r.text(UFRAG_LEN)?;
        let pwd = r.text(PWD_LEN)?;
        let fingerprint: [u8; 32] = r.take(32)?.try_into().ok()?;
        let n = usize::from(r.byte()?);
        if n > MAX_CANDIDATES {
            return None;
        }
        let mut candidates = Vec::with_capacity(n);
        for _ in 0..n {
            let kind = r.byte()?;
            if kind & !7 != 0 {
                return None;
            }
            let address = match kind & 3 {
                0 => Address::V4(Ipv4Addr::from(<[u8; 4]>::try_from(r.take(4)?).ok()?)),
                1 => Address::V6(Ipv6Addr::from(<[u8; 16]>::try_from(r.take(16)?).ok()?)),
                2 => Address::Mdns(r.take(16)?.try_into().ok()?),
                _ => return None,
            };
            let port = u16::from_be_bytes(r.take(2)?.try_into().ok()?);
            if port == 0 {
                return None;
            }
            candidates.push(Candidate {
                address,
                port,
                srflx: kind & 4 != 0,
            });
        }
        Some(Peer {
            ufrag,
            pwd,
            fingerprint,
            setup,
            candidates,
        })
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        if self.bytes.len() < n {
            return None;
        }
        let (head, rest) = self.bytes.split_at(n);
        self.bytes = rest;
        Some(head)
    }

    fn byte(&mut self) -> Option<u8> {
        self.take(1).map(|b| b[0])
    }

    fn text(&mut self, len: (usize, usize)) -> Option<String> {
        let n = usize::from(self.byte()?);
        let s = std::str::from_utf8(self.take(n)?).ok()?;
        ice_ok(s, len).then(|| s.to_string())
    }
}

impl Identity {
    /// The answer the host would give, built by the players' screen from the remembered
    /// identity: the host is the DTLS client (`active`, as a browser's answer to an
    /// `actpass` offer is), and no candidates (the host's checks reach the screen, which
    /// learns the host's address from them).
    pub fn answer(&self) -> Peer {
        Peer {
            ufrag: self.ufrag.clone(),
            pwd: self.pwd.clone(),
            fingerprint: self.fingerprint,
            setup: Setup::Active,
            candidates: Vec::new(),
        }
    }

    /// Eight bytes that change when any part of the identity changes (FNV-1a, 64 bits): a
    /// re-pair code carries them so the host knows whether the screen remembers it as it
    /// is now.
    pub fn check(&self) -> [u8; 8] {
        let mut h: u64 = 0xCBF2_9CE4_8422_2325;
        let bytes = self
            .ufrag
            .bytes()
            .chain([b' '])
            .chain(self.pwd.bytes())
            .chain([b' '])
            .chain(self.fingerprint);
        for b in bytes {
            h = (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01B3);
        }
        h.to_be_bytes()
    }

    /// As it is remembered: `ufrag pwd fingerprint`.
    pub fn to_text(&self) -> String {
        format!(
            "{} {} {}",
            self.ufrag,
            self.pwd,
            fingerprint_text(&self.fingerprint)
        )
    }

    /// Reads [`Identity::to_text`]; `None` for anything else.
    pub fn from_text(text: &str) -> Option<Identity> {
        let mut it = text.split(' ');
        let (ufrag, pwd, fp) = (it.next()?, it.next()?, it.next()?);
        if it.next().is_some() || !ice_ok(ufrag, UFRAG_LEN) || !ice_ok(pwd, PWD_LEN) {
            return None;
        }
        Some(Identity {
            ufrag: ufrag.to_string(),
            pwd: pwd.to_string(),
            fingerprint: parse_fingerprint(fp)?,
        })
    }

    /// A new username and password from 32 random bytes: 8 and 24 characters of ICE's
    /// alphabet (each byte picks one of 64 characters).
    pub fn creds(random: &[u8; 32]) -> (String, String) {
        const ICE: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        let mut chars = random.iter().map(|b| char::from(ICE[usize::from(b & 63)]));
        let ufrag: String = chars.by_ref().take(8).collect();
        let pwd: String = chars.take(24).collect();
        (ufrag, pwd)
    }
}

/// Whether a username and password may go into a code (and a description).
pub fn creds_ok(ufrag: &str, pwd: &str) -> bool {
    ice_ok(ufrag, UFRAG_LEN) && ice_ok(pwd, PWD_LEN)
}

/// The description with its ICE username and password replaced (what a host puts into its
/// own descriptions, so the screen can remember them). Lines keep their endings.
pub fn munge(sdp: &str, ufrag: &str, pwd: &str) -> String {
    let mut out = String::with_capacity(sdp.len());
    for line in sdp.split_inclusive('\n') {
        let body = line.trim_end_matches(['\r', '\n']);
        let end = &line[body.len()..];
        if body.starts_with("a=ice-ufrag:") {
            out.push_str("a=ice-ufrag:");
            out.push_str(ufrag);
            out.push_str(end);
        } else if body.starts_with("a=ice-pwd:") {
            out.push_str("a=ice-pwd:");
            out.push_str(pwd);
            out.push_str(end);
        } else {
            out.push_str(line);
        }
    }
    out
}

impl Code {
    fn letter(&self) -> char {
        match self {
            Code::Offer(_) => 'O',
            Code::Answer(_) => 'A',
            Code::Repair { .. } => 'R',
        }
    }

    fn peer(&self) -> &Peer {
        match self {
            Code::Offer(p) | Code::Answer(p) => p,
            Code::Repair { screen, .. } => screen,
        }
    }

    /// The code's text: `MS1:<kind>:<base45>`, all in QR's alphanumeric alphabet.
    ///
    /// # Errors
    /// A peer that no description would give ([`SdpError::Ice`]: a username or password
    /// out of bounds, too many candidates).
    pub fn text(&self) -> Result<String, PairError> {
        if !self.peer().valid() {
            return Err(PairError::Sdp(SdpError::Ice));
        }
        let mut bytes = Vec::with_capacity(256);
        self.peer().write(&mut bytes);
        if let Code::Repair { host, .. } = self {
            bytes.extend(host);
        }
        Ok(format!("{PREFIX}{}:{}", self.letter(), base45(&bytes)))
    }

    /// Reads a scanned text (spaces and line ends around it are ignored).
    ///
    /// # Errors
    /// Not a pairing code, a code of another version, or one whose data does not read.
    pub fn parse(text: &str) -> Result<Code, PairError> {
        let text = text.trim();
        let Some(rest) = text.strip_prefix(PREFIX) else {
            let other_version = text.len() > 4
                && text.starts_with("MS")
                && text[2..]
                    .split(':')
                    .next()
                    .is_some_and(|v| !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()));
            return Err(if other_version {
                PairError::Version
            } else {
                PairError::Foreign
            });
        };
        let (kind, data) = rest.split_once(':').ok_or(PairError::Damaged)?;
        let bytes = unbase45(data).ok_or(PairError::Damaged)?;
        let mut r = Reader { bytes: &bytes };
        let peer = Peer::read(&mut r).ok_or(PairError::Damaged)?;
        let code = match kind {
            "O" if peer.setup == Setup::ActPass => Code::Offer(peer),
            "A" if peer.setup != Setup::ActPass => Code::Answer(peer),
            "R" if peer.setup == Setup::ActPass => Code::Repair {
                screen: peer,
                host: r
                    .take(8)
                    .ok_or(PairError::Damaged)?
                    .try_into()
                    .map_err(|_| PairError::Damaged)?,
            },
            "O" | "A" | "R" => return Err(PairError::Damaged),
            _ => return Err(PairError::Version),
        };
        if !r.bytes.is_empty() {
            return Err(PairError::Damaged);
        }
        Ok(code)
    }
}
