//! Set-up, first step: the rules preset. Later steps (players, composition) extend it.

use leptos::prelude::*;

use super::i18n::{Lang, Msg};
use super::tr;
use crate::engine::Preset;

#[component]
pub fn SetupScreen(lang: ReadSignal<Lang>, #[prop(into)] on_back: Callback<()>) -> impl IntoView {
    let (chosen, set_chosen) = signal(Preset::Sport);
    view! {
        <section class="screen setup">
            <header class="topbar">
                <h1 class="screen-title">{tr(lang, Msg::NewGame)}</h1>
            </header>
            <h2 class="lead" id="preset-label">
                {tr(lang, Msg::ChooseRules)}
            </h2>
            <div class="presets" role="radiogroup" aria-labelledby="preset-label">
                {Preset::ALL
                    .into_iter()
                    .map(|p| {
                        view! {
                            <PresetCard
                                lang
                                preset=p
                                checked=Signal::derive(move || chosen.get() == p)
                                on_pick=move || set_chosen.set(p)
                            />
                        }
                    })
                    .collect_view()}
            </div>
            <nav class="actions">
                <button type="button" class="btn secondary" on:click=move |_| on_back.run(())>
                    {tr(lang, Msg::Back)}
                </button>
            </nav>
        </section>
    }
}

#[component]
fn PresetCard(
    lang: ReadSignal<Lang>,
    preset: Preset,
    checked: Signal<bool>,
    #[prop(into)] on_pick: Callback<()>,
) -> impl IntoView {
    view! {
        <button
            type="button"
            class="card"
            role="radio"
            aria-checked=move || checked.get().to_string()
            on:click=move |_| on_pick.run(())
        >
            <span class="card-name">{tr(lang, Msg::PresetName(preset))}</span>
            <span class="card-line">{tr(lang, Msg::PresetLine(preset))}</span>
        </button>
    }
}
