//! "Open a file": a button and the hidden file input it opens; the picked file's text, or
//! `None` when it cannot be read as text, goes to `on_text` (web::files::take_picked).

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::web;

#[component]
pub fn PickFile(
    class: &'static str,
    testid: &'static str,
    /// The hidden input's test id, for tests that hand it a file.
    #[prop(optional)]
    input_testid: Option<&'static str>,
    #[prop(into)] on_text: Callback<(Option<String>,)>,
    children: Children,
) -> impl IntoView {
    let input = NodeRef::<leptos::html::Input>::new();
    let on_change = move |_| {
        if let Some(el) = input.get_untracked() {
            let el: web_sys::HtmlInputElement = el.unchecked_into();
            web::files::take_picked(el, move |text| on_text.run((text,)));
        }
    };
    view! {
        <button
            type="button"
            class=class
            data-testid=testid
            on:click=move |_| {
                if let Some(el) = input.get_untracked() {
                    el.click();
                }
            }
        >
            {children()}
        </button>
        <input
            type="file"
            accept=".json,application/json"
            hidden
            data-testid=input_testid
            node_ref=input
            on:change=on_change
        />
    }
}
