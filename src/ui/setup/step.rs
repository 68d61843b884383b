//! What every set-up step shares: its title bar and its Back and primary action.

use leptos::prelude::*;

use crate::ui::word;
use crate::words::{start, start_text, Lang, StartText, StartWord};

/// The title bar of a step: its name and "Step k of 4".
#[component]
pub(super) fn StepHeader(lang: ReadSignal<Lang>, title: StartWord, step: usize) -> impl IntoView {
    view! {
        <header class="step-head">
            <p class="step-no">{move || start_text(lang.get(), StartText::StepOf(step, 4))}</p>
            <h1 class="screen-title">{word(lang, title)}</h1>
        </header>
    }
}

/// Back and the step's primary action, at the bottom in thumb reach.
#[component]
pub(super) fn StepActions(
    lang: ReadSignal<Lang>,
    #[prop(into)] on_back: Callback<()>,
    #[prop(into)] on_next: Callback<()>,
    #[prop(into, default = Signal::stored(StartWord::Next))] next: Signal<StartWord>,
    #[prop(into, default = Signal::stored(true))] enabled: Signal<bool>,
) -> impl IntoView {
    view! {
        <nav class="actions row">
            <button type="button" class="btn secondary" on:click=move |_| on_back.run(())>
                {word(lang, StartWord::Back)}
            </button>
            <button
                type="button"
                class="btn primary"
                disabled=move || !enabled.get()
                on:click=move |_| on_next.run(())
            >
                {move || start(lang.get(), next.get())}
            </button>
        </nav>
    }
}
