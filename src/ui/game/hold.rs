//! A button that acts on a tap by day and only after a hold at night (UX: "actions that
//! would destroy data at night need a hold, not a tap"): in the dark a thumb brushing the
//! screen must not undo a shot or delete a check. While held, a bar fills; letting go early
//! does nothing. Keyboards hold Enter or Space the same way.

use crate::ui::tr;
use std::time::Duration;

use leptos::prelude::*;

use super::ctx::Ctx;
use crate::words::Msg;

/// How long the host holds.
pub const HOLD_MS: u64 = 800;

#[component]
pub fn HoldButton(
    /// A hold is needed now (at night); otherwise a tap does.
    #[prop(into)]
    hold: Signal<bool>,
    #[prop(into)] disabled: Signal<bool>,
    #[prop(into)] on_done: Callback<()>,
    class: &'static str,
    testid: &'static str,
    children: Children,
) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let holding = RwSignal::new(false);
    let timer = StoredValue::new(None::<TimeoutHandle>);
    // The gesture began as a hold: its closing click must not act a second time (the hold
    // may have turned night into day, so `hold` alone cannot tell).
    let armed = StoredValue::new(false);
    // Each press is its own: a hold's end acts only for the press still held (a timeout
    // that was cleared too late, or whose clear was lost, finds a newer number).
    let press = StoredValue::new(0u32);

    let cancel = move || {
        press.update_value(|p| *p = p.wrapping_add(1));
        if let Some(h) = timer.get_value() {
            h.clear();
        }
        timer.set_value(None);
        holding.set(false);
    };
    let begin = move || {
        if !hold.get_untracked() || disabled.get_untracked() || timer.get_value().is_some() {
            return;
        }
        holding.set(true);
        let this = press.get_value();
        let done = move || {
            if press.try_get_value() != Some(this) {
                return;
            }
            timer.set_value(None);
            holding.set(false);
            on_done.run(());
        };
        if let Ok(h) = set_timeout_with_handle(done, Duration::from_millis(HOLD_MS)) {
            timer.set_value(Some(h));
        }
    };
    on_cleanup(move || {
        if let Some(h) = timer.try_get_value().flatten() {
            h.clear();
        }
    });
    let hint = move || {
        hold.get().then(|| {
            view! {
                <span class="hold-hint">
                    {tr(ctx.lang, Msg::HoldLabel)}
                </span>
            }
        })
    };
    view! {
        <button
            type="button"
            class=class
            class:needs-hold=move || hold.get()
            class:holding=move || holding.get()
            data-testid=testid
            disabled=move || disabled.get()
            on:pointerdown=move |_| {
                armed.set_value(hold.get_untracked());
                begin()
            }
            on:pointerup=move |_| cancel()
            on:pointerleave=move |_| cancel()
            on:pointercancel=move |_| cancel()
            on:contextmenu=move |e| e.prevent_default()
            // By night Enter and Space are held like a finger; by day they click as usual.
            on:keydown=move |e| {
                if hold.get_untracked() && (e.key() == "Enter" || e.key() == " ") {
                    e.prevent_default();
                    if !e.repeat() {
                        armed.set_value(true);
                        begin();
                    }
                }
            }
            on:keyup=move |e| {
                if hold.get_untracked() && (e.key() == "Enter" || e.key() == " ") {
                    e.prevent_default();
                    cancel();
                }
            }
            on:click=move |_| {
                if armed.get_value() {
                    armed.set_value(false);
                } else if !hold.get_untracked() {
                    on_done.run(());
                }
            }
        >
            {children()}
            {hint}
        </button>
    }
}
