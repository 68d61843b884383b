//! The organiser's tournament's store (issue 50, `docs/tournament.md`): a small base under
//! `TOURNAMENT_KEY` and one key per game (`engine::tournament::kept`), so a result
//! merged writes that game's text and the base, not the whole document. A whole document in
//! the key (an earlier release's, a restored backup) is read as before and written split at
//! once. A tournament that does not open (damaged, a newer version's, a game's key damaged or
//! missing) is kept word for word, shown, and never written over until the organiser deletes
//! it; a tournament replaced by a file goes among the kept texts first, so nothing is lost.

use super::storage::{
    get, get_checked, is_well_formed, keep_rejected, keep_rejected_text, keys_with_prefix, remove,
    set,
};
use crate::engine::backup::TOURNAMENT_KEY;
use crate::engine::tournament::kept::{self, Kept, Read};
use crate::engine::tournament::{DocError, KeptError, Tournament, TournamentError};
use std::cell::{Cell, RefCell};

thread_local! {
    /// What this tab last read from the keys or wrote there: the base's text and the games
    /// as written. The base still holding that text is this tab's tournament, so a save need
    /// not read it again (reading a 200-game tournament replays every game, a second at 4× on
    /// a phone) and writes only the games that changed.
    static KNOWN: RefCell<Option<Kept>> = const { RefCell::new(None) };
}

fn remember(k: Kept) {
    KNOWN.with(|c| *c.borrow_mut() = Some(k));
}

fn forget() {
    KNOWN.with(|c| *c.borrow_mut() = None);
}

fn unicode_error() -> DocError {
    DocError::Malformed {
        detail: "invalid unicode code point".to_string(),
    }
}

/// The base's text, `None` when the key is missing or blank.
fn base() -> Option<String> {
    get(TOURNAMENT_KEY).filter(|t| !t.trim().is_empty())
}

/// Writes `t` as `kept::plan` says given `last` (what is stored, as this tab knows it): the
/// changed games, then the base, then the games past the end removed. When the browser
/// refuses a write, the keys this save wrote get their texts back (the base is written last,
/// so it still names the games it was written with) and every game is written again next
/// time.
fn write(t: &Tournament, last: Option<Kept>) -> bool {
    let plan = kept::plan(t, last.as_ref());
    // Each key written, with the text it held before.
    let mut done: Vec<(&str, Option<String>)> = Vec::new();
    let mut ok = true;
    for (_, key, text) in &plan.games {
        let before = get(key);
        if !set(key, text) {
            ok = false;
            break;
        }
        done.push((key, before));
    }
    if ok && !set(TOURNAMENT_KEY, &plan.base) {
        ok = false;
    }
    if !ok {
        for (key, before) in done {
            match before {
                Some(text) => set(key, &text),
                None => remove(key),
            };
        }
        if let Some(mut k) = last {
            k.games = None;
            remember(k);
        }
        return false;
    }
    let gone = if last.as_ref().is_some_and(|k| k.games.is_some()) {
        plan.remove.clone()
    } else {
        let keys = keys_with_prefix(&kept::game_prefix());
        kept::stale_keys(keys.iter().map(String::as_str), t.games.len())
    };
    for key in gone {
        remove(&key);
    }
    remember(Kept::after(last, t, &plan));
    true
}

/// What the tournament key holds.
pub enum Stored {
    None,
    Open(Box<Tournament>),
    /// The text that does not open, as the browser holds it (the base, or the game's key
    /// that fails), and why.
    Damaged(String, TournamentError),
}

/// The tournament kept on this phone. A whole document is written split at once (when the
/// browser refuses, it stays whole and the next save writes it all).
pub fn load() -> Stored {
    let Some(text) = base() else {
        forget();
        return Stored::None;
    };
    if !is_well_formed(TOURNAMENT_KEY) {
        forget();
        return Stored::Damaged(text, TournamentError::Doc(unicode_error()));
    }
    // A game key with a lone surrogate reads as missing; its error is then said for what it is.
    let odd: Cell<Option<String>> = Cell::new(None);
    let read = kept::read(&text, |key| match get_checked(key) {
        Some((v, true)) => Some(v),
        Some((_, false)) => {
            odd.set(Some(key.to_string()));
            None
        }
        None => None,
    });
    match read {
        Ok(Read::Kept(t, k)) => {
            remember(k);
            Stored::Open(Box::new(t))
        }
        Ok(Read::Whole(t)) => {
            let whole = Kept {
                base: text,
                written: 0,
                games: None,
            };
            // When the browser refuses, the whole document stays and this tab knows it, so
            // the next save writes every game.
            write(&t, Some(whole));
            Stored::Open(Box::new(t))
        }
        Err(failed) => {
            forget();
            let kept::Failed {
                key,
                text: failing,
                error,
            } = *failed;
            match (odd.take().filter(|k| *k == key), error) {
                (Some(key), TournamentError::Kept { game, .. }) => {
                    let error = TournamentError::Kept {
                        game,
                        error: KeptError::Doc(unicode_error()),
                    };
                    Stored::Damaged(get(&key).unwrap_or_default(), error)
                }
                (_, error) => Stored::Damaged(failing.unwrap_or(text), error),
            }
        }
    }
}

/// Writes the tournament; `false` when the browser refused (storage full) or a damaged text
/// is in the keys (kept until the organiser deletes it).
///
/// Only the base is read to tell whether the keys are still what this tab last read or
/// wrote; when another tab or release changed them, they are read again whole first.
pub fn save(t: &Tournament) -> bool {
    let ours = match base() {
        None => {
            forget();
            true
        }
        Some(now) => KNOWN.with(|c| c.borrow().as_ref().is_some_and(|k| k.base == now)),
    };
    if !ours && matches!(load(), Stored::Damaged(..)) {
        return false;
    }
    let last = KNOWN.with(|c| c.borrow_mut().take());
    write(t, last)
}

/// Puts `t` in place of the tournament kept here, which goes among the kept texts first: as
/// one whole document, or, when its keys do not put together, each key's text word for word;
/// `false` when the browser refused.
pub fn replace(t: &Tournament) -> bool {
    let kept_old = match base() {
        Some(text) if kept::is_base(&text) => {
            let whole = is_well_formed(TOURNAMENT_KEY)
                .then(|| {
                    kept::whole_text(&text, |key| match get_checked(key) {
                        Some((v, true)) => Some(v),
                        _ => None,
                    })
                    .ok()
                })
                .flatten();
            match whole {
                Some(whole) => keep_rejected_text(&whole) && delete(),
                None => {
                    keys_with_prefix(&kept::game_prefix())
                        .iter()
                        .all(|key| keep_rejected(key))
                        && keep_rejected(TOURNAMENT_KEY)
                }
            }
        }
        _ => keep_rejected(TOURNAMENT_KEY),
    };
    forget();
    kept_old && write(t, None)
}

/// Deletes the tournament (or the damaged text): the base and every game's key.
pub fn delete() -> bool {
    forget();
    keys_with_prefix(&kept::game_prefix())
        .iter()
        .fold(remove(TOURNAMENT_KEY), |ok, key| remove(key) && ok)
}
