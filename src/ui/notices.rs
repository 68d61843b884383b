//! The start screen's notices: damaged saves kept and shown, an import that would replace
//! the unfinished game, «New game» over an unfinished game, a file that does not open.
//! `App` owns their signals; this draws them and passes the host's answers back.

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use crate::ui::lazy::Drawn;

use super::keep::saved_game;
use super::saves::{self, DamagedSave, Stored};
use super::tr;
use crate::engine::{Game, Moment, OpenError, Save};
use crate::web;
use crate::web::storage::SAVE_KEY;
use crate::words::{t, tf, Lang, Msg, StartText, StartWord, Text};

/// Which game Continue goes back to: preset, phase, players (under the start screen's
/// Continue); `None` when the slot holds no game to go on with.
pub fn continue_line(lang: Lang) -> Option<String> {
    let (_, g) = saved_game()?;
    let s = g.state();
    Some(format!(
        "{} · {} · {}",
        t(
            lang,
            Msg::StartScreen(StartWord::PresetName(g.setup().preset))
        ),
        crate::words::phase(lang, &s.stage, s.day_number, s.night_number),
        tf(lang, Text::Start(StartText::Players(s.players.len()))),
    ))
}

/// What the unfinished game in the save slot is: preset, day or night, players, entries.
fn unfinished_summary(lang: Lang) -> String {
    let Some((save, g)) = saved_game() else {
        return String::new();
    };
    let s = g.state();
    let when = crate::words::exit_when_moment(
        lang,
        if s.day_number == 0 {
            Moment::Night(1)
        } else {
            Moment::Day(s.day_number)
        },
    );
    let players = tf(
        lang,
        Text::Start(StartText::Players(save.game.setup.players.len())),
    );
    format!(
        "{}: {} · {when} · {players} · {}",
        t(lang, Msg::UnfinishedGame),
        t(
            lang,
            Msg::StartScreen(StartWord::PresetName(save.game.setup.preset))
        ),
        tf(lang, Text::Entries(g.actions().len()))
    )
}

/// The notices' state, owned by `App` (it sets them; the notices draw them and take the
/// host's answers).
#[derive(Clone, Copy)]
pub struct Notices {
    /// Saves that did not open, kept word for word.
    pub rejected: RwSignal<Vec<String>>,
    /// A damaged save still fills the save slot (keeping it aside failed): nothing saves.
    pub blocked: RwSignal<bool>,
    pub warned: RwSignal<bool>,
    pub save_failed: RwSignal<bool>,
    /// An import that would replace the unfinished game, waiting for the host's yes.
    pub pending: RwSignal<Option<(Save, Game)>>,
    pub abandon_asked: RwSignal<bool>,
    pub not_in_history: RwSignal<Option<Save>>,
    pub import_error: RwSignal<Option<OpenError>>,
}

/// Drawn from the `more` chunk (`start_notices`): the app's start screen shows none
/// until it is there, which on a first visit is before any notice can be.
#[component]
pub fn StartNotices(
    lang: ReadSignal<Lang>,
    notices: Notices,
    #[prop(into)] on_replace: Callback<(Save, Game)>,
    /// The unfinished game was put aside: the set-up opens.
    #[prop(into)]
    on_abandoned: Callback<()>,
) -> impl IntoView {
    let Notices {
        rejected,
        blocked,
        warned,
        save_failed,
        pending,
        abandon_asked,
        not_in_history,
        import_error,
    } = notices;
    view! {
            <For
                each=move || rejected.get()
                key=|text| text.clone()
                children=move |text| {
                    let gone = text.clone();
                    // Still in the save slot because even keeping it failed
                    // (storage full): it blocks every save until moved out.
                    let stuck = blocked.get_untracked()
                        && web::storage::get(SAVE_KEY).as_deref() == Some(text.as_str());
                    view! {
                        <DamagedSave
                            lang
                            text
                            stuck
                            on_delete=move || {
                                if stuck {
                                    if web::storage::remove(SAVE_KEY) {
                                        blocked.set(false);
                                        warned.set(false);
                                        save_failed.set(false);
                                        rejected.update(|r| r.retain(|x| *x != gone));
                                    }
                                } else {
                                    saves::forget_rejected(rejected, &gone)
                                }
                            }
                        />
                    }
                }
            />
            {move || pending.with(|p| p.as_ref().map(|(_, g)| g.actions().len())).map(|n| view! {
                <section class="save-notice" role="alert" data-testid="replace-confirm">
                    <h2>{tr(lang, Msg::ReplaceTitle)}</h2>
                    <p>{move || {
                        let entries = tf(lang.get(), Text::Entries(n));
                        t(lang.get(), Msg::ReplaceBody).replace("{n}", &entries)
                    }}</p>
                    <p data-testid="replace-what">{move || unfinished_summary(lang.get())}</p>
                    <div class="tools">
                        <button type="button" class="btn secondary small" data-testid="replace-no" on:click=move |_| pending.set(None)>
                            {tr(lang, Msg::Cancel)}
                        </button>
                        <button type="button" class="btn primary small" data-testid="replace-yes" on:click=move |_| {
                            if let Some((save, g)) = pending.get_untracked() {
                                pending.set(None);
                                on_replace.run((save, g));
                            }
                        }>
                            {tr(lang, Msg::Replace)}
                        </button>
                    </div>
                </section>
            })}
            <Show when=move || abandon_asked.get()>
                <section class="save-notice" role="alert" data-testid="abandon-confirm">
                    <h2>{tr(lang, Msg::AbandonTitle)}</h2>
                    <p data-testid="abandon-what">{move || unfinished_summary(lang.get())}</p>
                    <p>{move || {
                        let lost = saved_game().is_none() && not_in_history.with(Option::is_some);
                        t(lang.get(), if lost { Msg::AbandonFinished } else { Msg::AbandonBody })
                    }}</p>
                    <div class="tools">
                        <button type="button" class="btn secondary small" data-testid="abandon-no" on:click=move |_| abandon_asked.set(false)>
                            {tr(lang, Msg::Cancel)}
                        </button>
                        <button type="button" class="btn primary small" data-testid="abandon-yes" on:click=move |_| {
                            abandon_asked.set(false);
                            // The abandoned game goes to the history, unfinished;
                            // if it cannot, the host is offered its file.
                            if let Some((save, _)) = saved_game() {
                                if let Stored::Failed = saves::keep_in_history(&save) {
                                    not_in_history.set(Some(save));
                                }
                            }
                            on_abandoned.run(());
                        }>
                            {tr(lang, Msg::StartScreen(StartWord::NewGame))}
                        </button>
                    </div>
                </section>
            </Show>
            {move || import_error.get().map(|e| view! {
                <section class="save-notice" role="alert" data-testid="import-error">
                    <h2>{tr(lang, Msg::ImportFailed)}</h2>
                    <p>{saves::why(lang.get(), &e)}</p>
                    <p class="detail">{move || crate::words::open_error(lang.get(), &e)}</p>
                </section>
            })}
    }
}

/// The app's start screen's notices (`StartNotices`), in the `more` chunk: damaged saves, an
/// import that would replace the game, New game over an unfinished one, a file that does not
/// open.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn start_notices(
    lang: ReadSignal<Lang>,
    notices: Notices,
    on_replace: Callback<(Save, Game)>,
    on_abandoned: Callback<()>,
) -> Drawn {
    Ok(view! { <StartNotices lang notices on_replace on_abandoned /> }.into_any())
}
