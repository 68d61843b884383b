//! Handing a game to another phone by QR codes (`docs/handoff.md`).
//!
//! The game log (compact JSON) is compressed (a small LZ77, below), written in base45
//! (RFC 9285) so that each code can use QR's dense alphanumeric mode, and cut into parts of
//! at most `PART_CHARS` characters. Each part is `MH1:<k>/<n>:<check>:<data>`: part k of
//! n, and a check word of the whole (so parts of two different games never mix, and a
//! wrong assembly is caught). The receiving phone adds parts in any order.

/// Base45 characters per code: with its header a code is version 12-L at most (65×65).
pub const PART_CHARS: usize = 480;
/// At most this many codes; a longer game goes by file.
pub const MAX_PARTS: usize = 12;
const PREFIX: &str = "MH1:";
const BASE45: &[u8; 45] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:";

/// Why the log cannot be sent as codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLong {
    pub parts: usize,
}

/// The codes' texts for a game log (its compact JSON).
///
/// # Errors
/// The log needs more than `MAX_PARTS` codes.
pub fn codes(json: &str) -> Result<Vec<String>, TooLong> {
    let data = base45(&compress(minify(json).as_bytes()));
    let chars: Vec<char> = data.chars().collect();
    let n = chars.len().div_ceil(PART_CHARS).max(1);
    if n > MAX_PARTS {
        return Err(TooLong { parts: n });
    }
    let check = check_word(&data);
    Ok((0..n)
        .map(|k| {
            let part: String = chars.iter().skip(k * PART_CHARS).take(PART_CHARS).collect();
            format!("{PREFIX}{}/{n}:{check}:{part}", k + 1)
        })
        .collect())
}

/// JSON without the whitespace between tokens (strings are kept as they are).
pub fn minify(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    let (mut in_string, mut escaped) = (false, false);
    for c in json.chars() {
        if in_string {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_string = false;
            }
        } else if c == '"' {
            in_string = true;
        } else if c.is_whitespace() {
            continue;
        }
        out.push(c);
    }
    out
}

/// FNV-1a of the text, as four base-36 characters.
fn check_word(text: &str) -> String {
    let mut h: u32 = 0x811C_9DC5;
    for b in text.bytes() {
        h = (h ^ u32::from(b)).wrapping_mul(0x0100_0193);
    }
    let mut n = h % 36u32.pow(4);
    let mut out = [b'0'; 4];
    for c in out.iter_mut().rev() {
        *c = BASE45[(n % 36) as usize];
        n /= 36;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// What is wrong with a scanned code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Not one of this app's hand-off codes.
    Foreign,
    /// A part of another game than the parts already read.
    OtherGame,
    /// All parts are read, but they do not make a game log (damaged or mixed).
    Damaged,
}

/// The parts read so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Assembly {
    check: String,
    parts: Vec<Option<String>>,
}

impl Assembly {
    /// Adds a scanned code; `Ok(true)` when it was new.
    ///
    /// # Errors
    /// Not a hand-off code, or a code of another game than the first one read.
    pub fn add(&mut self, code: &str) -> Result<bool, CodeError> {
        let rest = code.strip_prefix(PREFIX).ok_or(CodeError::Foreign)?;
        let mut it = rest.splitn(3, ':');
        let (Some(pos), Some(check), Some(data)) = (it.next(), it.next(), it.next()) else {
            return Err(CodeError::Foreign);
        };
        let (k, n) = pos.split_once('/').ok_or(CodeError::Foreign)?;
        let (Ok(k), Ok(n)) = (k.parse::<usize>(), n.parse::<usize>()) else {
            return Err(CodeError::Foreign);
        };
        if n == 0 || n > MAX_PARTS || k == 0 || k > n || check.len() != 4 {
            return Err(CodeError::Foreign);
        }
        if self.parts.is_empty() {
            self.check = check.to_string();
            self.parts = vec![None; n];
        } else if self.check != check || self.parts.len() != n {
            return Err(CodeError::OtherGame);
        }
        let slot = &mut self.parts[k - 1];
        let new = slot.is_none();
        *slot = Some(data.to_string());
        Ok(new)
    }

    /// How many parts there are (0 before the first code).
    pub fn total(&self) -> usize {
        self.parts.len()
    }

    /// The part numbers read so far (1-based).
    pub fn read(&self) -> Vec<usize> {
        (1..=self.parts.len())
            .filter(|k| self.parts[k - 1].is_some())
            .collect()
    }

    /// The game log's JSON once every part is read; `None` while parts are missing.
    ///
    /// # Errors
    /// The parts do not check or do not decompress.
    pub fn json(&self) -> Option<Result<String, CodeError>> {
        if self.parts.is_empty() || self.parts.iter().any(Option::is_none) {
            return None;
        }
        let data: String = self.parts.iter().flatten().map(String::as_str).collect();
        if check_word(&data) != self.check {
            return Some(Err(CodeError::Damaged));
        }
        Some(
            unbase45(&data)
                .and_then(|b| decompress(&b))
                .and_then(|b| String::from_utf8(b).ok())
                .ok_or(CodeError::Damaged),
        )
    }
}

/// Base45 (RFC 9285): two bytes as three characters, a last odd byte as two.
pub fn base45(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 3 / 2 + 2);
    for pair in bytes.chunks(2) {
        let (mut n, digits) = match pair {
            [a, b] => (usize::from(*a) * 256 + usize::from(*b), 3),
            [a] => (usize::from(*a), 2),
            _ => (0, 0),
        };
        for _ in 0..digits {
            out.push(char::from(BASE45[n % 45]));
            n /= 45;
        }
    }
    out
}

/// Reads base45; `None` for a character outside the alphabet or a value out of range.
pub fn unbase45(text: &str) -> Option<Vec<u8>> {
    let values = text
        .bytes()
        .map(|c| BASE45.iter().position(|&b| b == c))
        .collect::<Option<Vec<usize>>>()?;
    let mut out = Vec::with_capacity(values.len() * 2 / 3 + 1);
    for group in values.chunks(3) {
        match group {
            [c, d, e] => {
                let n = c + d * 45 + e * 2025;
                if n > 0xFFFF {
                    return None;
                }
                out.extend([(n >> 8) as u8, n as u8]);
            }
            [c, d] => out.push(u8::try_from(c + d * 45).ok()?),
            _ => return None,
        }
    }
    Some(out)
}

/// Text every game log is likely to repeat (the sport rules, the players, the actions):
/// the compressor starts as if it had already seen it, so even a short log finds matches.
/// Changing it changes the codes: the prefix's version (`MH1`) goes with it.
const DICTIONARY: &str = concat!(
    r#"{"action":"protest","team":"black","votes_for":[],"remedy":"annul"},{"action":"extra_points","seat":1,"tenths":"#,
    r#"{"action":"remove","seat":1,"reason":"other"},{"action":"hand_lift","seat":"#,
    r#"{"action":"heal","target":1},{"action":"silence","target":1},{"action":"withdraw","by":1},"#,
    r#"{"action":"repeat_ballot"},{"action":"all_leave","voters":[1,2,3,4,5,6,7,8,9,10]},"#,
    r#"{"action":"all_leave_count","count":1},{"action":"vote_count","candidate":1,"count":1},"#,
    r#"{"action":"shoot_each","shots":[{"shooter":1,"target":1},{"shooter":2,"target":null}]},"#,
    r#"{"action":"best_move","seats":[1,2,3]},{"action":"shoot","target":null},"#,
    r#"{"format":"mafia-host-game-log","version":1,"setup":{"preset":"sport","rules":"#,
    r#"{"reveal_on_elimination":false,"discussion":"speeches","mafia_night":"blind","#,
    r#""single_candidate_later_days":"eliminated","tied_players_vote_in_revote":true,"#,
    r#""whole_table_tie_ends_day":true,"last_word_vote_seconds":60,"last_word_kill_seconds":60,"#,
    r#""hand_lift":"removal","foul3_may_nominate":false,"foul3_short_speech":false,"#,
    r#""best_move":true,"black_win":"parity","draw_after_quiet_rounds":0,"#,
    r#""quiet_rounds_result":"draw","speech_seconds":60,"tie_speech_seconds":30,"#,
    r#""short_speech_seconds":30,"agreement_seconds":60,"check_seconds":10,"#,
    r#""best_move_seconds":20,"open_discussion_seconds":300},"players":["#,
    r#"{"seat":1,"name":"","role":"civilian"},{"seat":2,"name":"","role":"sheriff"},"#,
    r#"{"seat":3,"name":"","role":"mafia"},{"seat":4,"name":"","role":"don"},"#,
    r#"{"seat":10,"name":"Игрок 1","role":"doctor"}]},"actions":[{"action":"next"},"#,
    r#"{"action":"foul","seat":1},{"action":"don_check","target":1},"#,
    r#"{"action":"sheriff_check","target":1},{"action":"shoot","target":1},"#,
    r#"{"action":"vote","candidate":1,"voters":[1,2,3,4,5,6,7,8,9,10]},"#,
    r#"{"action":"nominate","by":1,"target":2},{"action":"next"},{"action":"next"}"#,
);

const MIN_MATCH: usize = 4;
const MAX_MATCH: usize = 0x7F + MIN_MATCH;
const WINDOW: usize = 1 << 16;

/// A small LZ77 primed with `DICTIONARY`: a token byte below 0x80 is a run of that many plus one literal bytes; from
/// 0x80 it is a copy of `(t & 0x7F) + 4` bytes from a distance (two bytes, minus one)
/// back. Matches are found through a chain of earlier positions with the same 3 bytes.
pub fn compress(text: &[u8]) -> Vec<u8> {
    let start = DICTIONARY.len();
    let input = [DICTIONARY.as_bytes(), text].concat();
    let input = input.as_slice();
    let mut out = Vec::with_capacity(text.len() / 2);
    let mut head = vec![usize::MAX; 1 << 12];
    let mut prev = vec![usize::MAX; input.len()];
    let hash = |i: usize| {
        let key =
            u32::from(input[i]) << 16 | u32::from(input[i + 1]) << 8 | u32::from(input[i + 2]);
        (key.wrapping_mul(2_654_435_761) >> 20) as usize
    };
    let mut literals: Vec<u8> = Vec::new();
    let flush = |out: &mut Vec<u8>, literals: &mut Vec<u8>| {
        for run in literals.chunks(0x80) {
            out.push((run.len() - 1) as u8);
            out.extend_from_slice(run);
        }
        literals.clear();
    };
    let insert = |i: usize, head: &mut Vec<usize>, prev: &mut Vec<usize>| {
        if i + 2 < input.len() {
            let h = hash(i);
            prev[i] = head[h];
            head[h] = i;
        }
    };
    for k in 0..start {
        insert(k, &mut head, &mut prev);
    }
    let mut i = start;
    while i < input.len() {
        let (mut best, mut from) = (0, 0);
        if i + 2 < input.len() {
            let mut j = head[hash(i)];
            let mut tries = 128;
            while j != usize::MAX && i - j <= WINDOW && tries > 0 {
                let len = input[j..]
                    .iter()
                    .zip(&input[i..])
                    .take(MAX_MATCH)
                    .take_while(|(a, b)| a == b)
                    .count();
                if len > best {
                    (best, from) = (len, j);
                }
                j = prev[j];
                tries -= 1;
            }
        }
        if best >= MIN_MATCH {
            flush(&mut out, &mut literals);
            let d = i - from - 1;
            out.extend([0x80 | (best - MIN_MATCH) as u8, (d >> 8) as u8, d as u8]);
            for k in i..i + best {
                insert(k, &mut head, &mut prev);
            }
            i += best;
        } else {
            literals.push(input[i]);
            insert(i, &mut head, &mut prev);
            i += 1;
        }
    }
    flush(&mut out, &mut literals);
    out
}

/// Undoes `compress`; `None` for a stream that is cut short or copies from before its start.
pub fn decompress(input: &[u8]) -> Option<Vec<u8>> {
    let mut out: Vec<u8> = Vec::with_capacity(DICTIONARY.len() + input.len() * 4);
    out.extend_from_slice(DICTIONARY.as_bytes());
    let mut i = 0;
    while i < input.len() {
        let t = usize::from(input[i]);
        if t < 0x80 {
            out.extend_from_slice(input.get(i + 1..i + 2 + t)?);
            i += 2 + t;
        } else {
            let d = usize::from(*input.get(i + 1)?) << 8 | usize::from(*input.get(i + 2)?);
            let start = out.len().checked_sub(d + 1)?;
            for k in 0..(t & 0x7F) + MIN_MATCH {
                out.push(out[start + k]);
            }
            i += 3;
        }
    }
    Some(out.split_off(DICTIONARY.len()))
}
