//! Why a text does not read as the document it should be (a game log, a save, an evening),
//! as a value each language says. The reader's message (serde's, or in the browser
//! `JSON.parse`'s and serde-wasm-bindgen's, all in English and all text) is classified once,
//! here, natively tested; the engine's own checks of a document it has read (the notes, the
//! table's decisions) give the fault directly. English keeps the reader's own words (what
//! `replay` prints); the other languages say the fault.

use super::setup::Seat;
use std::fmt;

/// A text that does not read: what is wrong, and where, if the reader said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    pub fault: ReadFault,
    pub at: Option<At>,
    /// The reader's message made plain ([`plain`]); empty for a fault the engine found.
    said: String,
}

/// Where in the text the reader stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum At {
    /// serde's and the browser's "line L column C", both from 1.
    LineColumn { line: u64, column: u64 },
    /// The browser's "position P", from 0.
    Position(u64),
}

/// What is wrong with a text. The names and values it holds are quoted from the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadFault {
    /// The file's bytes are not text.
    NotText,
    /// The stored text holds a lone UTF-16 surrogate.
    BrokenCharacter,
    /// The text ends inside a value.
    EndsEarly,
    /// Not JSON at all, or JSON broken in the middle.
    NotJson,
    MissingField {
        field: String,
    },
    /// A field the format does not have (a typo, a field of another action).
    UnknownField {
        field: String,
    },
    DuplicateField {
        field: String,
    },
    /// An action without a field it needs (the action's name, if the reader said it).
    ActionWithoutField {
        action: Option<String>,
        field: String,
    },
    /// A name the format does not know (a role, a preset, an action).
    UnknownValue {
        value: String,
    },
    /// A list of another length than the format's.
    WrongLength,
    /// A value of another kind than the format needs there: the value, as the file wrote
    /// it, and what is needed, each if the reader said.
    WrongType {
        found: Option<String>,
        needs: Option<Needs>,
    },
    /// A note at a seat that is not at the table.
    NoteSeatAbsent {
        seat: Seat,
    },
    TwoNotes {
        seat: Seat,
    },
    NoteTooLong {
        seat: Seat,
        chars: usize,
        max: usize,
    },
    /// The table's decision `decision` (from 1) names a seat that is not at the table.
    DecisionSeatAbsent {
        decision: usize,
        seat: Seat,
    },
    /// A note kept for a seat the game does not have.
    NoSuchSeat {
        seat: Seat,
    },
    /// A message of a kind not known here: only its English says more.
    Other,
}

/// What kind of value the format needs where a wrong one stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Needs {
    /// A whole number from 0 to 255 (a seat, a count).
    Byte,
    /// A whole number from -128 to 127.
    SignedByte,
    Whole,
    List,
    Object,
    TrueOrFalse,
    Text,
}

impl ReadError {
    /// A fault the engine found in a document it has read.
    pub fn found(fault: ReadFault) -> ReadError {
        ReadError {
            fault,
            at: None,
            said: String::new(),
        }
    }

    /// The English words of a fault, as `replay` prints them: the reader's own message,
    /// made plain, or the engine's words for a fault it found.
    pub fn said(&self) -> &str {
        &self.said
    }

    /// A reader's message (serde's, the browser's), classified.
    pub fn from_reader(message: &str) -> ReadError {
        let detail = plain(message);
        let fault = classify(&detail);
        let at = match (
            number_after(&detail, "line "),
            number_after(&detail, "column "),
        ) {
            (Some(line), Some(column)) => Some(At::LineColumn { line, column }),
            _ => number_after(&detail, "position ").map(At::Position),
        };
        ReadError {
            fault,
            at,
            said: detail,
        }
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.fault {
            ReadFault::NotText => write!(f, "the file cannot be read as text"),
            ReadFault::BrokenCharacter => write!(
                f,
                "the text holds a broken character (a lone UTF-16 surrogate)"
            ),
            ReadFault::NoteSeatAbsent { seat } => write!(
                f,
                "the note at seat {seat} is for a seat that is not at the table"
            ),
            ReadFault::TwoNotes { seat } => write!(f, "seat {seat} has two notes"),
            ReadFault::NoteTooLong { seat, chars, max } => write!(
                f,
                "the note at seat {seat} has {chars} characters; a note has at most {max}"
            ),
            ReadFault::DecisionSeatAbsent { decision, seat } => write!(
                f,
                "the table's decision {decision} names seat {seat}, which is not at the table"
            ),
            ReadFault::NoSuchSeat { seat } => write!(f, "there is no seat {seat} at this table"),
            ReadFault::EndsEarly
            | ReadFault::NotJson
            | ReadFault::MissingField { .. }
            | ReadFault::UnknownField { .. }
            | ReadFault::DuplicateField { .. }
            | ReadFault::ActionWithoutField { .. }
            | ReadFault::UnknownValue { .. }
            | ReadFault::WrongLength
            | ReadFault::WrongType { .. }
            | ReadFault::Other => f.write_str(&self.said),
        }
    }
}

impl std::error::Error for ReadError {}

/// Written as its English words, as the log's errors were written before they were typed.
impl serde::Serialize for ReadError {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// The first name or value quoted (`` `x` ``) after `after`, without its quotes.
fn quoted(detail: &str, after: &str) -> Option<String> {
    let rest = &detail[detail.find(after)? + after.len()..];
    let rest = rest.strip_prefix('`')?;
    let end = rest.find('`')?;
    Some(rest[..end].to_string())
}

/// The whole number right after `key`.
fn number_after(detail: &str, key: &str) -> Option<u64> {
    let rest = &detail[detail.find(key)? + key.len()..];
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// A plain reader's message ([`plain`]) as a fault.
fn classify(detail: &str) -> ReadFault {
    let has = |k: &str| detail.contains(k);
    let q = |after: &str| quoted(detail, after);
    if let Some(field) = q("has no field ") {
        ReadFault::ActionWithoutField {
            action: q("action "),
            field,
        }
    } else if let Some(field) = q("unknown field ") {
        ReadFault::UnknownField { field }
    } else if let Some(field) = q("missing field ") {
        ReadFault::MissingField { field }
    } else if let Some(field) = q("duplicate field ") {
        ReadFault::DuplicateField { field }
    } else if let Some(value) = q("unknown value ").or_else(|| q("unknown variant ")) {
        ReadFault::UnknownValue { value }
    } else if has("cannot be read as text") {
        ReadFault::NotText
    } else if has("a list of length") || has("invalid length") {
        ReadFault::WrongLength
    } else if has("ends inside")
        || has("ends too soon")
        || has("EOF")
        || has("end of JSON")
        || has("Unterminated")
    {
        ReadFault::EndsEarly
    } else if has("where the file needs") || has("invalid type") || has("invalid value") {
        // The value found, as the file wrote it: the message's first word when quoted.
        let found = detail
            .split_whitespace()
            .next()
            .filter(|w| {
                w.len() > 2
                    && ((w.starts_with('`') && w.ends_with('`'))
                        || (w.starts_with('"') && w.ends_with('"')))
            })
            .map(str::to_string);
        let needs = if has("whole number from 0 to 255") {
            Some(Needs::Byte)
        } else if has("whole number from -128 to 127") {
            Some(Needs::SignedByte)
        } else if has("whole number") {
            Some(Needs::Whole)
        } else if has("a list [") {
            Some(Needs::List)
        } else if has("an object {") || has("expected an object") {
            Some(Needs::Object)
        } else if has("true or false") {
            Some(Needs::TrueOrFalse)
        } else if has("a text in quotes") || has("a name in quotes") {
            Some(Needs::Text)
        } else {
            None
        };
        ReadFault::WrongType { found, needs }
    } else if has("JSON") || has("Unexpected") || has("expected") || has("trailing") {
        ReadFault::NotJson
    } else {
        ReadFault::Other
    }
}

/// A parser's message in the words of a person who holds the file, not of Rust's types:
/// "invalid type: floating point `-1.0`, expected u8" becomes "`-1.0` is not a seat or a
/// count (a whole number from 0 to 255)". The line and column are kept.
pub fn plain(detail: &str) -> String {
    let mut s = detail.to_string();
    // The kind of the value found goes ("invalid type: integer `7`" is "`7`"); the kind the
    // file needs stays ("expected a string").
    for found in ["floating point ", "integer ", "string ", "boolean ", ""] {
        for head in ["invalid type: ", "invalid value: "] {
            s = s.replace(&format!("{head}{found}"), "");
        }
    }
    for (from, to) in [
        (
            "EOF while parsing a string",
            "the file ends inside a text in quotes",
        ),
        ("EOF while parsing a value", "the file ends too soon"),
        ("unknown variant ", "unknown value "),
        ("expected u8", "expected a whole number from 0 to 255"),
        ("expected i8", "expected a whole number from -128 to 127"),
        ("expected u32", "expected a whole number"),
        ("expected u64", "expected a whole number"),
        ("expected usize", "expected a whole number"),
        ("expected a sequence", "expected a list [...]"),
        ("expected a map", "expected an object {...}"),
        ("expected a boolean", "expected true or false"),
        ("expected a borrowed string", "expected a text in quotes"),
        ("expected a string", "expected a text in quotes"),
        ("expected variant identifier", "expected a name in quotes"),
        (
            "expected field identifier",
            "expected a field name in quotes",
        ),
        ("invalid length ", "a list of length "),
        ("EOF while parsing", "the file ends inside"),
    ] {
        s = s.replace(from, to);
    }
    // "expected struct LogSetup" / "expected struct BlackShot": an object.
    while let Some(at) = s.find("expected struct ") {
        let end = s[at + 16..]
            .find(|c: char| !c.is_ascii_alphanumeric() && c != '_')
            .map_or(s.len(), |e| at + 16 + e);
        s.replace_range(at..end, "expected an object {...}");
    }
    s = s.replace(", expected ", " where the file needs ");
    for (from, to) in [
        ("map where", "an object {...} where"),
        ("sequence where", "a list [...] where"),
        ("unit value where", "null where"),
    ] {
        if s.starts_with(from) {
            s = s.replacen(from, to, 1);
        }
    }
    s
}
