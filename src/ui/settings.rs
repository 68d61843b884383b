//! Settings: the Sport scoring numbers (RULES.md "Scoring"), remembered on the phone, with
//! a way back to the rules' numbers. The points table and the protocol use them.

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use crate::ui::lazy::Drawn;

use crate::engine::scoring::{parse_points, PointsError, Scoring};
use crate::web;
use crate::words::{t, Lang, Msg, StartWord};

/// The five numbers, in the order the screen lists them.
const FIELDS: [Msg; 5] = [
    Msg::ScoreWin,
    Msg::ScoreBestThree,
    Msg::ScoreBestTwo,
    Msg::ScoreFourFouls,
    Msg::ScoreDisqualified,
];

/// Hundredths as the host reads them: a decimal comma in Russian.
pub fn shown(lang: Lang, h: i16) -> String {
    crate::words::points(lang, h)
}

pub(super) fn why(e: PointsError) -> Msg {
    match e {
        PointsError::Empty => Msg::PointsEmpty,
        PointsError::NotANumber => Msg::PointsNotANumber,
        PointsError::TooPrecise => Msg::PointsTooPrecise,
        PointsError::TooLarge => Msg::PointsTooLarge,
    }
}

#[component]
pub fn SettingsScreen(
    lang: ReadSignal<Lang>,
    #[prop(into)] on_back: Callback<()>,
) -> impl IntoView {
    // The language cannot change on this screen (the switch is on the start screen).
    let l = lang.get_untracked();
    // Signal types the app already has (no new signal code in the wasm): the texts typed,
    // whether Save was tapped (then each number's error shows), and the last write's result.
    let texts = move |s: &Scoring| s.numbers().map(|h| shown(l, h)).to_vec();
    let typed: RwSignal<Vec<String>> = RwSignal::new(texts(&web::storage::scoring()));
    let checked = RwSignal::new(false);
    let stored: RwSignal<Option<bool>> = RwSignal::new(None);
    let error = move |i: usize| -> Option<PointsError> {
        if !checked.get() {
            return None;
        }
        typed.with(|v| v.get(i).and_then(|x| parse_points(x).err()))
    };

    let store = move |s: Scoring| stored.set(Some(web::storage::set_scoring(&s)));
    let save = move |_| {
        checked.set(true);
        stored.set(None);
        let parsed: Result<Vec<i16>, PointsError> =
            typed.with_untracked(|v| v.iter().map(|x| parse_points(x)).collect());
        if let Ok([win, best_move_three, best_move_two, four_fouls, disqualified]) =
            parsed.as_deref()
        {
            store(Scoring {
                win: *win,
                best_move_three: *best_move_three,
                best_move_two: *best_move_two,
                four_fouls: *four_fouls,
                disqualified: *disqualified,
            })
        }
    };
    let reset = move |_| {
        let d = Scoring::default();
        typed.set(texts(&d));
        checked.set(false);
        store(d);
    };
    // Issue 48: a restored backup's numbers are shown at once (the stored ones, not the
    // ones typed before: a «Сохранить» would write the old ones back).
    let reread = move || {
        typed.set(texts(&web::storage::scoring()));
        checked.set(false);
        stored.set(None);
    };
    let invalid = move || (0..FIELDS.len()).any(|i| error(i).is_some());

    let rows = FIELDS
        .into_iter()
        .enumerate()
        .map(|(i, msg)| {
            let id = format!("score-field-{i}");
            let err_id = format!("score-error-{i}");
            let error = move || error(i);
            view! {
                <li class="setting">
                    <label class="setting-name" for=id.clone()>{t(l, msg)}</label>
                    <input
                        id=id
                        class="name-input points-input"
                        class:invalid=move || error().is_some()
                        type="text"
                        inputmode="decimal"
                        autocomplete="off"
                        data-testid=format!("score-input-{i}")
                        aria-invalid=move || error().is_some().to_string()
                        aria-describedby=err_id.clone()
                        prop:value=move || typed.with(|v| v.get(i).cloned().unwrap_or_default())
                        on:input=move |ev| {
                            let value = event_target_value(&ev);
                            typed.update(|v| {
                                if let Some(x) = v.get_mut(i) {
                                    *x = value;
                                }
                            });
                            stored.set(None);
                        }
                    />
                    <p class="error" id=err_id role="alert" hidden=move || error().is_none()>
                        {move || error().map(|e| t(l, why(e)))}
                    </p>
                </li>
            }
        })
        .collect_view();

    view! {
        <section class="screen settings">
            <header class="topbar">
                <button type="button" class="btn ghost small" on:click=move |_| on_back.run(())>
                    {t(l, Msg::StartScreen(StartWord::Back))}
                </button>
                <h1 class="screen-title">{t(l, Msg::SettingsTitle)}</h1>
            </header>
            <h2 class="section-title">{t(l, Msg::ScoringTitle)}</h2>
            <p class="hint left">{t(l, Msg::ScoringHint)}</p>
            <ul class="settings-list">{rows}</ul>
            {move || {
                let (m, class) = match (invalid(), stored.get()) {
                    (true, _) => (Msg::FixErrors, "error"),
                    (false, Some(true)) => (Msg::Saved, "hint left"),
                    (false, Some(false)) => (Msg::NotSaved, "error"),
                    (false, None) => return None,
                };
                Some(view! { <p class=class role="status" data-testid="settings-status">{t(l, m)}</p> })
            }}
            <nav class="actions">
                <button type="button" class="btn secondary" data-testid="settings-reset" on:click=reset>
                    {t(l, Msg::ResetDefaults)}
                </button>
                <button type="button" class="btn primary" data-testid="settings-save" on:click=save>
                    {t(l, Msg::Save)}
                </button>
            </nav>
            <KeptData lang=l />
            <BrowserLimits lang=l />
            <super::backup::BackupSection lang=l on_restored=reread />
        </section>
    }
}

/// What this browser lacks of what the app uses, each said once with what still works
/// (`web::feature`); the players' screen's WebRTC as its sheet says it.
#[component]
fn BrowserLimits(lang: Lang) -> impl IntoView {
    use web::feature::has;
    let lacks: Vec<Msg> = [
        (has(&["navigator", "vibrate"]), Msg::LacksVibration),
        (
            has(&["navigator", "wakeLock", "request"]),
            Msg::LacksWakeLock,
        ),
        (has(&["speechSynthesis", "speak"]), Msg::LacksVoice),
        (has(&["AudioContext"]), Msg::LacksSound),
        (web::rtc::available(), Msg::PairUnavailable),
    ]
    .into_iter()
    .filter_map(|(there, m)| (!there).then_some(m))
    .collect();
    let lines = if lacks.is_empty() {
        vec![Msg::BrowserHasAll]
    } else {
        lacks
    };
    view! {
        <h2 class="section-title">{t(lang, Msg::BrowserTitle)}</h2>
        <ul class="hint left browser-limits" data-testid="browser-limits">
            {lines.into_iter().map(|m| view! { <li>{t(lang, m)}</li> }).collect_view()}
        </ul>
    }
}

/// Whether the browser keeps the app's data for good (asked when the first game starts),
/// in the host's words.
#[component]
fn KeptData(lang: Lang) -> impl IntoView {
    let kept: RwSignal<Option<web::storage::Kept>> = RwSignal::new(None);
    leptos::task::spawn_local(async move {
        let k = web::storage::kept().await;
        kept.try_set(Some(k));
    });
    view! {
        <h2 class="section-title">{t(lang, Msg::StorageTitle)}</h2>
        <p class="hint left" role="status" data-testid="storage-kept"
            data-kept=move || kept.get().map(|k| format!("{k:?}").to_ascii_lowercase())>
            {move || kept.get().map(|k| t(lang, match k {
                web::storage::Kept::Persisted => Msg::StoragePersisted,
                web::storage::Kept::BestEffort => Msg::StorageBestEffort,
                web::storage::Kept::Unknown => Msg::StorageUnknown,
            }))}
        </p>
    }
}

/// The settings, in the `more` chunk.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn settings_screen(lang: ReadSignal<Lang>, on_back: Callback<()>) -> Drawn {
    Ok(view! { <SettingsScreen lang on_back /> }.into_any())
}
