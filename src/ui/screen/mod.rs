//! The players' screen (issue 24): a second device that shows the table what it may see.
//! For now its root shows the pairing only ([`pair::PairPanel`]); the board follows.

pub mod pair;

use crate::ui::tr;
use crate::words::{Lang, Msg};
use leptos::prelude::*;

#[component]
pub fn TableScreen(lang: ReadSignal<Lang>, #[prop(into)] on_back: Callback<()>) -> impl IntoView {
    view! {
        <section class="screen table-screen" data-testid="table-screen">
            <header class="topbar">
                <button type="button" class="btn ghost small" data-testid="table-back" on:click=move |_| on_back.run(())>
                    {tr(lang, Msg::Back)}
                </button>
            </header>
            <pair::PairPanel lang />
        </section>
    }
}
