//! The RU / EN switch.

use leptos::prelude::*;

use super::word;
use crate::words::{Lang, StartWord};

#[component]
pub fn LangSwitch(
    lang: ReadSignal<Lang>,
    #[prop(into)] on_lang: Callback<(Lang,)>,
) -> impl IntoView {
    view! {
        <div class="lang-switch" role="group" aria-label=word(lang, StartWord::Language)>
            {Lang::ALL
                .into_iter()
                .map(|l| {
                    view! {
                        <button
                            type="button"
                            class="lang"
                            lang=l.code()
                            aria-pressed=move || (lang.get() == l).to_string()
                            on:click=move |_| on_lang.run((l,))
                        >
                            {l.label()}
                        </button>
                    }
                })
                .collect_view()}
        </div>
    }
}
