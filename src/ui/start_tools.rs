//! The start screen's row of tools, drawn by the app (the start binary draws only the start
//! screen's main buttons): the history, practice, settings, a game file, the QR codes, and
//! the players' screen on a second device. The evening and the organiser's tournament are
//! in the top bar.

use leptos::prelude::*;

use super::pick_file::PickFile;
use super::word;
use super::Screen;
use crate::words::Lang;
use crate::words::StartWord;

#[component]
pub fn StartTools(
    lang: ReadSignal<Lang>,
    /// Opens a screen.
    #[prop(into)]
    go: Callback<(Screen,)>,
    /// A picked game file's text (`None`: it could not be read as text).
    #[prop(into)]
    on_file: Callback<(Option<String>,)>,
) -> impl IntoView {
    let button = move |testid: &'static str, to: Screen, label: StartWord| {
        view! {
            <button type="button" class="btn secondary small" data-testid=testid on:click=move |_| go.run((to,))>
                {word(lang, label)}
            </button>
        }
    };
    view! {
        <div class="tools">
            {button("history-open", Screen::History, StartWord::History)}
            {button("practice-open", Screen::Practice, StartWord::Practice)}
            {button("settings-open", Screen::Settings, StartWord::Settings)}
            <PickFile
                class="btn secondary small"
                testid="import"
                input_testid="import-file"
                on_text=on_file
            >
                {word(lang, StartWord::OpenFile)}
            </PickFile>
            {button("scan-open", Screen::Scan, StartWord::ScanCodes)}
            <button type="button" class="btn secondary small" data-testid="players-screen-open" on:click=move |_| go.run((Screen::Public,))>
                {word(lang, StartWord::ScreenOpen)}
            </button>
        </div>
    }
}
