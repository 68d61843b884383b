//! Settings: the Sport scoring numbers (RULES.md "Scoring"), remembered on the phone, with
//! a way back to the rules' numbers. The points table and the protocol use them.

use leptos::prelude::*;

use super::i18n::{t, Lang, Msg};
use super::tr;
use crate::engine::scoring::{parse_points, points, PointsError, Scoring};
use crate::web;

/// The five numbers, in the order the screen lists them.
const FIELDS: [Msg; 5] = [
    Msg::ScoreWin,
    Msg::ScoreBestThree,
    Msg::ScoreBestTwo,
    Msg::ScoreFourFouls,
    Msg::ScoreDisqualified,
];

fn values(s: &Scoring) -> [i16; 5] {
    [
        s.win,
        s.best_move_three,
        s.best_move_two,
        s.four_fouls,
        s.disqualified,
    ]
}

/// Hundredths as the host reads them: a decimal comma in Russian.
pub fn shown(lang: Lang, h: i16) -> String {
    let p = points(h);
    if lang == Lang::Ru {
        p.replace('.', ",")
    } else {
        p
    }
}

fn why(e: PointsError) -> Msg {
    match e {
        PointsError::Empty => Msg::PointsEmpty,
        PointsError::NotANumber => Msg::PointsNotANumber,
        PointsError::TooPrecise => Msg::PointsTooPrecise,
        PointsError::TooLarge => Msg::PointsTooLarge,
    }
}

/// What became of the last Save or Reset.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Saved,
    NotSaved,
    Invalid,
}

#[component]
pub fn SettingsScreen(
    lang: ReadSignal<Lang>,
    #[prop(into)] on_back: Callback<()>,
) -> impl IntoView {
    let texts = |s: &Scoring, l: Lang| values(s).map(|h| shown(l, h));
    let typed = RwSignal::new(texts(&web::storage::scoring(), lang.get_untracked()));
    let errors: RwSignal<[Option<PointsError>; 5]> = RwSignal::new([None; 5]);
    let outcome: RwSignal<Option<Outcome>> = RwSignal::new(None);

    let store = move |s: Scoring| {
        let ok = web::storage::set_scoring(&s);
        outcome.set(Some(if ok {
            Outcome::Saved
        } else {
            Outcome::NotSaved
        }));
    };
    let save = move |_| {
        let parsed = typed.get_untracked().map(|x| parse_points(&x));
        errors.set(parsed.map(Result::err));
        match parsed {
            [Ok(win), Ok(best_move_three), Ok(best_move_two), Ok(four_fouls), Ok(disqualified)] => {
                store(Scoring {
                    win,
                    best_move_three,
                    best_move_two,
                    four_fouls,
                    disqualified,
                })
            }
            _ => outcome.set(Some(Outcome::Invalid)),
        }
    };
    let reset = move |_| {
        let d = Scoring::default();
        typed.set(texts(&d, lang.get_untracked()));
        errors.set([None; 5]);
        store(d);
    };

    let rows = FIELDS
        .into_iter()
        .enumerate()
        .map(|(i, msg)| {
            let id = format!("score-field-{i}");
            let err_id = format!("score-error-{i}");
            let error = move || errors.with(|e| e[i]);
            view! {
                <li class="setting">
                    <label class="setting-name" for=id.clone()>{tr(lang, msg)}</label>
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
                        prop:value=move || typed.with(|v| v[i].clone())
                        on:input=move |ev| {
                            let value = event_target_value(&ev);
                            typed.update(|v| v[i] = value);
                            outcome.set(None);
                        }
                    />
                    <p class="error" id=err_id role="alert" hidden=move || error().is_none()>
                        {move || error().map(|e| t(lang.get(), why(e)))}
                    </p>
                </li>
            }
        })
        .collect_view();

    view! {
        <section class="screen settings">
            <header class="topbar">
                <button type="button" class="btn ghost small" on:click=move |_| on_back.run(())>
                    {tr(lang, Msg::Back)}
                </button>
                <h1 class="screen-title">{tr(lang, Msg::SettingsTitle)}</h1>
            </header>
            <h2 class="section-title">{tr(lang, Msg::ScoringTitle)}</h2>
            <p class="hint left">{tr(lang, Msg::ScoringHint)}</p>
            <ul class="settings-list">{rows}</ul>
            {move || outcome.get().map(|o| {
                let (m, class) = match o {
                    Outcome::Saved => (Msg::Saved, "hint left"),
                    Outcome::NotSaved => (Msg::NotSaved, "error"),
                    Outcome::Invalid => (Msg::FixErrors, "error"),
                };
                view! { <p class=class role="status" data-testid="settings-status">{tr(lang, m)}</p> }
            })}
            <nav class="actions">
                <button type="button" class="btn secondary" data-testid="settings-reset" on:click=reset>
                    {tr(lang, Msg::ResetDefaults)}
                </button>
                <button type="button" class="btn primary" data-testid="settings-save" on:click=save>
                    {tr(lang, Msg::Save)}
                </button>
            </nav>
        </section>
    }
}
