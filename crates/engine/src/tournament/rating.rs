//! The tournament's games in the rating site's current format (issue 50): each counted game
//! as `export::mafiaratings` writes a single game (the same checks, the site's own
//! `Game::check` accepting it: `scripts/check-mafiaratings.sh`), with its table and round as
//! the site's `tableNum` and `gameNum` (both from 1: «Стол 2, игра 3»), and the times the
//! table's phone reported.

use super::doc::Tournament;
use crate::export::{mafiaratings, ExportError, Played, RatingGame};
use crate::save::open_log;

impl Tournament {
    /// Every game whose result counts, by id, in the site's format; `language` is the
    /// two-letter code spoken at the tables. A game the site would refuse says why (e.g.
    /// `NoStartTime` for a result reported without its times).
    pub fn rating_games(&self, language: &str) -> Vec<(u32, Result<RatingGame, ExportError>)> {
        self.games
            .iter()
            .filter_map(|g| {
                let log = g.result.as_ref()?;
                let game = open_log(log).ok()?;
                let played = Played {
                    start_ms: g.played.map_or(0, |p| p.start_ms),
                    end_ms: g.played.map(|p| p.end_ms),
                    language: language.to_string(),
                };
                Some((
                    g.id,
                    mafiaratings(&game, &played).map(|mut r| {
                        r.table_num = Some(g.table + 1);
                        r.game_num = Some(g.round + 1);
                        // The roster's spelling of each seat's name (seats in order).
                        for (p, &id) in r.players.iter_mut().zip(&g.seats) {
                            p.name = self.name_of(id).to_string();
                        }
                        r
                    }),
                ))
            })
            .collect()
    }
}
