//! The evening's seat draw (R-EVE-4): the next game's seats spread over the evening.

use crate::rng::{below, RandomSource};

/// R-EVE-4: seats for the next game. `players` are the evening's players for it; `before`
/// the seating of each earlier game (names by seat). Nobody gets a seat they have had since
/// their seats last came round (every seat once), and, as far as a few hundred random
/// draws find, nobody sits beside a neighbour of the last game. Returns the names by seat.
pub fn draw_seats(
    players: &[String],
    before: &[Vec<String>],
    rng: &mut dyn RandomSource,
) -> Vec<String> {
    let n = players.len();
    if n == 0 {
        return Vec::new();
    }
    // The seats each player has had in the current round of seats: walking the evening
    // forward, a round ends once every seat has been had.
    let had: Vec<Vec<bool>> = players
        .iter()
        .map(|name| {
            let mut used = vec![false; n];
            for game in before {
                if let Some(seat) = game.iter().position(|x| x == name).filter(|&s| s < n) {
                    used[seat] = true;
                    if used.iter().all(|&u| u) {
                        used = vec![false; n];
                    }
                }
            }
            used
        })
        .collect();
    let last: Option<&Vec<String>> = before.last();
    let neighbours = |seating: &[usize]| -> usize {
        let Some(last) = last else { return 0 };
        let beside = |table: &[&str], a: &str, b: &str| {
            let m = table.len();
            (0..m).any(|i| {
                (table[i] == a && table[(i + 1) % m] == b)
                    || (table[i] == b && table[(i + 1) % m] == a)
            })
        };
        let old: Vec<&str> = last.iter().map(String::as_str).collect();
        let new: Vec<&str> = seating.iter().map(|&p| players[p].as_str()).collect();
        (0..n)
            .filter(|&i| beside(&old, new[i], new[(i + 1) % n]))
            .count()
    };
    let mut best: Option<(usize, Vec<usize>)> = None;
    // Seats set by hand may leave no draw that keeps the rounds: then any seat will do.
    let free = vec![vec![false; n]; n];
    for _ in 0..300 {
        let Some(seating) = matching(&had, rng).or_else(|| matching(&free, rng)) else {
            break;
        };
        let repeats = neighbours(&seating);
        if best.as_ref().is_none_or(|(r, _)| repeats < *r) {
            best = Some((repeats, seating));
        }
        if repeats == 0 {
            break;
        }
    }
    let seating = best.map(|(_, s)| s).unwrap_or_else(|| (0..n).collect());
    seating.into_iter().map(|p| players[p].clone()).collect()
}

/// A random perfect matching of players to seats that avoids the seats each has had
/// (`had[player][seat]`), by augmenting paths over shuffled choices; `None` when Hall's
/// condition fails (it never does for seats had in rounds, a Latin rectangle).
fn matching(had: &[Vec<bool>], rng: &mut dyn RandomSource) -> Option<Vec<usize>> {
    let n = had.len();
    let mut order: Vec<usize> = (0..n).collect();
    shuffle(&mut order, rng);
    let mut seat_of_player: Vec<Option<usize>> = vec![None; n];
    let mut player_at: Vec<Option<usize>> = vec![None; n];
    let choices: Vec<Vec<usize>> = (0..n)
        .map(|p| {
            let mut seats: Vec<usize> = (0..n).filter(|&s| !had[p][s]).collect();
            shuffle(&mut seats, rng);
            seats
        })
        .collect();
    fn augment(
        p: usize,
        choices: &[Vec<usize>],
        seen: &mut [bool],
        seat_of_player: &mut [Option<usize>],
        player_at: &mut [Option<usize>],
    ) -> bool {
        for &s in &choices[p] {
            if seen[s] {
                continue;
            }
            seen[s] = true;
            let free = match player_at[s] {
                None => true,
                Some(q) => augment(q, choices, seen, seat_of_player, player_at),
            };
            if free {
                player_at[s] = Some(p);
                seat_of_player[p] = Some(s);
                return true;
            }
        }
        false
    }
    for &p in &order {
        let mut seen = vec![false; n];
        if !augment(p, &choices, &mut seen, &mut seat_of_player, &mut player_at) {
            return None;
        }
    }
    player_at.into_iter().collect()
}

fn shuffle(v: &mut [usize], rng: &mut dyn RandomSource) {
    for i in (1..v.len()).rev() {
        let j = below(rng, (i + 1) as u32) as usize;
        v.swap(i, j);
    }
}
