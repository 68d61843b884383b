//! Fixing an earlier entry of the game's log: the host re-enters it on the seat grid, sees
//! what the engine's replay would change, and applies it (`Game::correct`) or cancels. The
//! card only: the draft, its seats and the preview are `host::edit`'s values.

use crate::host::screen::Action;
use crate::ui::tr;
use crate::words as text;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use crate::ui::lazy::Drawn;

use super::ctx::Ctx;
use crate::engine::HostAction;
use crate::host::edit::{self, draft_words, preview, with_count, Preview};
use crate::words::{t, tf, Msg, Text};

/// The entry being fixed (its old and new value) or deleted: what the replay changes,
/// apply / cancel. Nothing changes in the game until Apply (or Delete).
#[component]
pub fn EditCard() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let editing = Memo::new(move |_| ctx.editing());
    let index = move || editing.with(|e| e.as_ref().map_or(0, |e| e.0));
    let deleting = move || editing.with(|e| e.as_ref().is_some_and(|e| e.2));
    let draft = move || editing.with(|e| e.as_ref().and_then(|e| e.1.clone()));
    let original = move || {
        ctx.game()
            .with(|g| g.as_ref().and_then(|g| g.actions().get(index()).cloned()))
    };
    let title = move || {
        let label = original()
            .map(|a| text::action_label(lang.get(), &a))
            .unwrap_or_default();
        tf(
            lang.get(),
            Text::EditTitle {
                n: index() + 1,
                label: &label,
                deleting: deleting(),
            },
        )
    };
    let fixing = move || !deleting();
    let is_shot = move || fixing() && matches!(original(), Some(HostAction::Shoot { .. }));
    let counts = move || fixing() && original().is_some_and(|a| with_count(&a, 0).is_some());
    let how = move || {
        t(
            lang.get(),
            edit::how(original().filter(|_| fixing()).as_ref()),
        )
    };
    let draft_label =
        move || draft().map(|d| tf(lang.get(), Text::Becomes(&draft_words(lang.get(), &d))));
    let step = move |delta: i16| {
        let draft = editing.get_untracked().and_then(|e| e.1).or_else(original);
        if let Some(d) = draft.and_then(|d| with_count(&d, delta)) {
            ctx.send(Action::Draft(d));
        }
    };
    // One replay of a copy per change of the draft, shared by the preview and Apply.
    let result = Memo::new(move |_| {
        let lang = lang.get();
        let (i, draft, deleting) = editing.get()?;
        if draft.is_none() && !deleting {
            return None;
        }
        ctx.game()
            .with(|g| g.as_ref().map(|g| preview(lang, g, i, draft.as_ref())))
    });
    let outcome = move || {
        let lang = lang.get();
        let i = index();
        let p = result.get()?;
        Some(match p {
            Preview::Same => view! {
                <p class="hint" data-testid="edit-preview">
                    {t(lang, Msg::EditSame)}
                </p>
            }
            .into_any(),
            Preview::Fits(lines) => view! {
                <ul class="notices" data-testid="edit-preview">
                    {lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
                </ul>
            }
            .into_any(),
            Preview::Breaks { index, why, later } => view! {
                <p class="refusal" data-testid="edit-preview">
                    {tf(lang, Text::EditBreaks { later: (index != i).then_some(later.as_str()), why: &why })}
                </p>
            }
            .into_any(),
        })
    };
    let can_apply = move || result.with(|r| matches!(r, Some(Preview::Fits(_))));
    view! {
        <div class="edit-card" data-testid="edit">
            <h2 class="lead">{title}</h2>
            <p class="hint">{how}</p>
            <div class="tools">
                <Show when=is_shot>
                    <button
                        type="button"
                        class="btn secondary small"
                        data-testid="edit-miss"
                        on:click=move |_| {
                            ctx.send(Action::Draft(HostAction::Shoot { target: None }));
                        }
                    >
                        {tr(lang, Msg::Miss)}
                    </button>
                </Show>
                <Show when=counts>
                    <button type="button" class="btn secondary small" data-testid="edit-minus" on:click=move |_| step(-1)>
                        "−"
                    </button>
                    <button type="button" class="btn secondary small" data-testid="edit-plus" on:click=move |_| step(1)>
                        "+"
                    </button>
                </Show>
            </div>
            {move || draft_label().map(|l| view! { <p class="say" data-testid="edit-draft">{l}</p> })}
            {outcome}
            <div class="tools">
                <button type="button" class="btn secondary small" data-testid="edit-cancel" on:click=move |_| ctx.send(Action::StopEdit)>
                    {tr(lang, Msg::Cancel)}
                </button>
                <super::hold::HoldButton
                    class="btn primary small"
                    testid="edit-apply"
                    hold=Signal::derive(move || ctx.at_night())
                    disabled=Signal::derive(move || !can_apply())
                    on_done=move || ctx.send(Action::ApplyEdit)
                >
                    {move || t(lang.get(), if deleting() { Msg::Delete } else { Msg::Apply })}
                </super::hold::HoldButton>
            </div>
        </div>
    }
}

/// The fix card, in the `more` chunk.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn edit_card() -> Drawn {
    Ok(view! { <EditCard /> }.into_any())
}
