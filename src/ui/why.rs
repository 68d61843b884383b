//! "Why?": a decision's rule id as a chip; tapping it opens the rule's text (RULES.md, in
//! the current language), fetched on first use from `rules/{ru,en}.json`. The same files
//! hold the practice cases' words (`practice:<case>:<part>`), kept out of the wasm.

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use crate::ui::lazy::Drawn;

use super::lang_switch::LangSwitch;
use crate::engine::RuleId;
use crate::words::{t, Lang, Msg};

/// The rule texts of one language, as fetched.
#[derive(Clone, Debug, PartialEq)]
enum Texts {
    Missing,
    Loading,
    Ready(Vec<(String, String)>),
    Failed,
}

/// The "Why?" panel's state, shared by every chip.
#[derive(Clone, Copy)]
pub struct Why {
    lang: ReadSignal<Lang>,
    on_lang: Callback<(Lang,)>,
    /// The rule shown, with the decision's line that opened it and that line's language.
    open: RwSignal<Option<(RuleId, String, Lang)>>,
    ru: RwSignal<Texts>,
    en: RwSignal<Texts>,
}

impl Why {
    /// Puts the panel's state in the context, and returns it.
    pub fn provide(lang: ReadSignal<Lang>, on_lang: Callback<(Lang,)>) -> Why {
        let why = Why {
            lang,
            on_lang,
            open: RwSignal::new(None),
            ru: RwSignal::new(Texts::Missing),
            en: RwSignal::new(Texts::Missing),
        };
        provide_context(why);
        why
    }

    /// Whether a rule's text is open (reactive).
    pub fn is_open(&self) -> bool {
        self.open.with(Option::is_some)
    }

    fn texts(&self, lang: Lang) -> RwSignal<Texts> {
        match lang {
            Lang::Ru => self.ru,
            Lang::En => self.en,
        }
    }

    /// Fetches the texts of `lang` unless they are here or on their way.
    pub fn load(&self, lang: Lang) {
        let texts = self.texts(lang);
        if !matches!(texts.get_untracked(), Texts::Missing | Texts::Failed) {
            return;
        }
        texts.set(Texts::Loading);
        leptos::task::spawn_local(async move {
            let url = format!("rules/{}.json", lang.code());
            let got = crate::web::fetch::text(&url)
                .await
                .and_then(|raw| crate::web::fetch::string_pairs(&raw));
            texts.set(got.map_or(Texts::Failed, Texts::Ready));
        });
    }

    /// The text under `key` in `lang` (reactive; `load` fetches the file); `None` while it
    /// loads or if it did not load.
    pub fn text(&self, lang: Lang, key: &str) -> Option<String> {
        self.texts(lang).with(|texts| match texts {
            Texts::Ready(pairs) => pairs.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone()),
            _ => None,
        })
    }
}

/// A decision's rule id and its one line of reason; a tap opens the rule's text.
#[component]
pub fn WhyChip(rule: RuleId, #[prop(optional, into)] line: String) -> impl IntoView {
    let why = expect_context::<Why>();
    let label = if line.is_empty() {
        rule.as_str().to_string()
    } else {
        format!("{rule} · {line}")
    };
    view! {
        <button
            type="button"
            class="why-chip"
            data-testid="why"
            data-rule=rule.as_str()
            title=move || t(why.lang.get(), Msg::Why)
            on:click=move |_| why.open.set(Some((rule, line.clone(), why.lang.get_untracked())))
        >
            {label}
        </button>
    }
}

/// The rule's text in a bottom sheet: no backdrop, so the timer above stays in reach.
#[component]
pub fn WhyPanel() -> impl IntoView {
    let why = expect_context::<Why>();
    let lang = why.lang;
    // The phone's Back closes the rule's text first.
    crate::ui::back_closes(
        move || why.open.with_untracked(Option::is_some),
        move || why.open.set(None),
    );
    Effect::new(move |_| {
        if why.open.with(Option::is_some) {
            why.load(lang.get());
        }
    });
    let body = move || {
        let (rule, line, said_in) = why.open.get()?;
        let lang = lang.get();
        // The decision's line was written in the language of the moment; after a switch
        // only the rule's text (in the new language) is shown.
        let line = if said_in == lang { line } else { String::new() };
        let text = why.texts(lang).with(|texts| match texts {
            Texts::Ready(pairs) => Ok(pairs
                .iter()
                .find(|(k, _)| k == rule.as_str())
                .map(|(_, v)| v.clone())),
            Texts::Failed => Err(true),
            Texts::Missing | Texts::Loading => Err(false),
        });
        let text = match text {
            Ok(Some(text)) => {
                view! { <p class="why-text" data-testid="why-text">{text}</p> }.into_any()
            }
            Ok(None) => view! { <p class="why-text">{t(lang, Msg::WhyNoText)}</p> }.into_any(),
            Err(false) => {
                view! { <p class="why-text hint">{t(lang, Msg::WhyLoading)}</p> }.into_any()
            }
            Err(true) => view! {
                <p class="refusal" role="alert">{t(lang, Msg::WhyFailed)}</p>
                <button type="button" class="btn secondary small" on:click=move |_| why.load(lang)>
                    {t(lang, Msg::Retry)}
                </button>
            }
            .into_any(),
        };
        Some(view! {
            <section class="why-panel" role="dialog" aria-modal="false" aria-labelledby="why-title" data-testid="why-panel">
                <header class="why-head">
                    <h2 id="why-title" data-testid="why-rule">{rule.as_str()}</h2>
                    <LangSwitch lang=why.lang on_lang=why.on_lang />
                </header>
                {(!line.is_empty()).then(|| view! { <p class="why-line">{line}</p> })}
                <div class="why-body">{text}</div>
                <button
                    type="button"
                    class="btn secondary"
                    data-testid="why-close"
                    on:click=move |_| why.open.set(None)
                >
                    {t(lang, Msg::Close)}
                </button>
            </section>
        })
    };
    body
}

/// The "Why?" panel (`WhyPanel`), drawn while a rule is open, in the `more` chunk.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn why_panel() -> Drawn {
    Ok(view! { <WhyPanel /> }.into_any())
}
