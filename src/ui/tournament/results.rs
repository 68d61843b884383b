//! The results part (`Section::Results`): every game by round and table, where it went and
//! where it stands (waiting for a result, a result in, different results to choose from).
//! The receiving of a table's results (scan, file) and the choice between different ones
//! grow here (branch `tour-res`), over the shell's `TourCtx` (see `mod.rs`).

use leptos::prelude::*;

use super::{w, TourCtx};
use crate::engine::tournament::GameStatus;
use crate::words::{self, TourText, TourWord as W};

#[component]
pub fn Results() -> impl IntoView {
    let ctx = expect_context::<TourCtx>();
    let lang = ctx.lang;
    move || {
        ctx.doc.with(|t| {
            let t = t.as_ref()?;
            let rows = t
                .games
                .iter()
                .map(|g| {
                    let place = format!(
                        "{}, {}",
                        words::tour(lang.get(), TourText::RoundNo(g.round as usize + 1)),
                        words::tour(lang.get(), TourText::TableNo(g.table as usize + 1))
                    );
                    let status = match g.status() {
                        GameStatus::Pending => W::Pending,
                        GameStatus::Done => W::Done,
                        GameStatus::Disputed => W::Disputed,
                    };
                    let owner = g.owner.clone().unwrap_or_default();
                    view! {
                        <li data-testid="tour-game" data-status=format!("{:?}", g.status())>
                            <span>{place}</span>
                            " · "
                            <span>{w(lang, status)}</span>
                            <small class="hint">{owner}</small>
                        </li>
                    }
                })
                .collect_view();
            Some(view! { <ol class="tour-games" data-testid="tour-games">{rows}</ol> })
        })
    }
}
