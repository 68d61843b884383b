//! Practice: the list of scripted edge cases, and the line shown above a practice game
//! (what to do now, and the rule with its "Why?"). The cases are real engine games
//! (`engine::practice`); a practice game is never saved (see `ui::mod`'s autosave).

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use crate::ui::lazy::Drawn;

use super::why::{Why, WhyChip};
use crate::engine::practice::Case;
use crate::words::{t, tf, Lang, Msg, StartText, StartWord, Text};

/// A practice case's words (`part`: title, todo, line) in `lang`, from the texts file
/// (`public/rules/`); until it has loaded (or if it cannot), the title is the rule's id.
fn words(why: Why, lang: Lang, case: Case, part: &str) -> String {
    why.text(lang, &format!("practice:{}:{part}", case.id()))
        .unwrap_or_else(|| match part {
            "title" => case.rule().as_str().to_string(),
            _ => String::new(),
        })
}

/// A seat's player name in a practice game.
pub fn player(lang: Lang, seat: u8) -> String {
    tf(lang, Text::Start(StartText::NameOf(seat)))
}

#[component]
pub fn PracticeScreen(
    lang: ReadSignal<Lang>,
    #[prop(into)] on_pick: Callback<(Case,)>,
    #[prop(into)] on_back: Callback<()>,
    /// The case that did not open, if any.
    failed: Option<Case>,
) -> impl IntoView {
    let why = expect_context::<Why>();
    Effect::new(move |_| why.load(lang.get()));
    let cases = move || {
        let lang = lang.get();
        Case::ALL
            .into_iter()
            .map(|case| {
                view! {
                    <li class="practice-case" data-case=case.id()>
                        <button
                            type="button"
                            class="btn secondary practice-open"
                            data-testid=format!("practice-{}", case.id())
                            on:click=move |_| on_pick.run((case,))
                        >
                            {words(why, lang, case, "title")}
                        </button>
                        {(failed == Some(case)).then(|| view! {
                            <p class="refusal" role="alert">{t(lang, Msg::PracticeFailed)}</p>
                        })}
                        <WhyChip rule=case.rule() line=words(why, lang, case, "line") />
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <section class="screen practice" data-testid="practice">
            <header class="topbar">
                <button type="button" class="btn ghost small" on:click=move |_| on_back.run(())>
                    {move || t(lang.get(), Msg::StartScreen(StartWord::Back))}
                </button>
                <h1 class="screen-title">{move || t(lang.get(), Msg::StartScreen(StartWord::Practice))}</h1>
            </header>
            <p class="practice-intro">{move || t(lang.get(), Msg::PracticeIntro)}</p>
            <ol class="practice-list">{cases}</ol>
        </section>
    }
}

/// Above a practice game: not saved; what to do and the rule, folded away with one tap
/// so the table fits on the screen again.
#[component]
pub fn PracticeBanner(lang: ReadSignal<Lang>, case: Case) -> impl IntoView {
    let why = expect_context::<Why>();
    Effect::new(move |_| why.load(lang.get()));
    move || {
        let lang = lang.get();
        view! {
            <details class="banner practice-banner" open data-testid="practice-banner">
                <summary>{t(lang, Msg::PracticeBanner)}" · "{words(why, lang, case, "title")}</summary>
                <p data-testid="practice-todo">{words(why, lang, case, "todo")}</p>
                <WhyChip rule=case.rule() line=words(why, lang, case, "line") />
            </details>
        }
    }
}

/// The practice list, in the `more` chunk.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn practice_screen(
    lang: ReadSignal<Lang>,
    failed: Option<Case>,
    on_pick: Callback<(Case,)>,
    on_back: Callback<()>,
) -> Drawn {
    Ok(view! { <PracticeScreen lang failed on_pick on_back /> }.into_any())
}

/// The line above a practice game (`PracticeBanner`), in the `more` chunk.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn practice_banner(lang: ReadSignal<Lang>, case: Case) -> Drawn {
    Ok(view! { <PracticeBanner lang case /> }.into_any())
}
