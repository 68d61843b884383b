//! Practice: the list of scripted edge cases, and the line shown above a practice game
//! (what to do now, and the rule with its "Why?"). The cases are real engine games
//! (`engine::practice`); a practice game is never saved (see `ui::mod`'s autosave).

use leptos::prelude::*;

use super::i18n::{t, Lang, Msg};
use super::why::WhyChip;
use crate::engine::practice::Case;

/// The case's name.
fn title(lang: Lang, case: Case) -> &'static str {
    match (lang, case) {
        (Lang::Ru, Case::RepeatedTie) => "Повторная автокатастрофа",
        (Lang::En, Case::RepeatedTie) => "Repeated tie",
        (Lang::Ru, Case::RemovalInVote) => "Удаление во время голосования",
        (Lang::En, Case::RemovalInVote) => "Removal during the vote",
        (Lang::Ru, Case::HalfTable) => "Больше половины стола",
        (Lang::En, Case::HalfTable) => "More than half the table",
        (Lang::Ru, Case::BestMove) => "Лучший ход",
        (Lang::En, Case::BestMove) => "Best move",
        (Lang::Ru, Case::WholeTableTie) => "Голоса на весь стол",
        (Lang::En, Case::WholeTableTie) => "The whole table tied",
    }
}

/// What the host does at the case's moment.
fn todo(lang: Lang, case: Case) -> &'static str {
    match (lang, case) {
        (Lang::Ru, Case::RepeatedTie) => "Переголосование между №2 и №4. Отметьте 5 рук за №2 и нажмите «Принято» (остальные 5 голосов уйдут №4) — снова поровну.",
        (Lang::En, Case::RepeatedTie) => "Revote between seats 2 and 4. Tap 5 hands for seat 2, then «Принято» (the other 5 votes go to seat 4): the same tie again.",
        (Lang::Ru, Case::RemovalInVote) => "Идёт голосование, руки за №2 посчитаны. №6 оскорбляет игрока: нажмите «Удалить», затем №6.",
        (Lang::En, Case::RemovalInVote) => "The vote is on; seat 2's hands are counted. Seat 6 insults a player: tap Remove, then seat 6.",
        (Lang::Ru, Case::HalfTable) => "Переголосование всех пятерых (R-VOTE-7a здесь выключено): по одной руке за №2, №3, №4 и №5, пятый голос уйдёт №1 — снова все поровну.",
        (Lang::En, Case::HalfTable) => "A revote of all five (R-VOTE-7a is off here): one hand each for seats 2, 3, 4 and 5; the fifth vote goes to seat 1 — all tied again.",
        (Lang::Ru, Case::BestMove) => "Ночь 2; днём ушёл один игрок. Мафия стреляет в №4: коснитесь №4, затем проверки Дона и Шерифа — и №4 называет три номера.",
        (Lang::En, Case::BestMove) => "Night 2; one player left by day. The mafia shoot seat 4: tap 4, then the Don's and the Sheriff's checks — then seat 4 names three seats.",
        (Lang::Ru, Case::WholeTableTie) => "Пять игроков, пять кандидатур. По одной руке за №2, №3, №4 и №5; пятый голос уйдёт №1.",
        (Lang::En, Case::WholeTableTie) => "Five players, five candidates. One hand each for seats 2, 3, 4 and 5; the fifth vote goes to seat 1.",
    }
}

/// The rule, in one line (the chip's reason).
fn rule_line(lang: Lang, case: Case) -> &'static str {
    match (lang, case) {
        (Lang::Ru, Case::RepeatedTie) => {
            "Те же снова поровну — только вопрос «все голосуемые покидают игру?»"
        }
        (Lang::En, Case::RepeatedTie) => {
            "The same players tied again — only «do all of them leave?» is asked"
        }
        (Lang::Ru, Case::RemovalInVote) => "Удаление до итогов отменяет голосование этого дня",
        (Lang::En, Case::RemovalInVote) => "A removal before the result cancels the day's vote",
        (Lang::Ru, Case::HalfTable) => "За одно голосование уходит не больше половины стола",
        (Lang::En, Case::HalfTable) => "At most half the table may leave in one voting",
        (Lang::Ru, Case::BestMove) => {
            "Убитый первым выстрелом называет три номера, если до этой ночи ушло не больше одного"
        }
        (Lang::En, Case::BestMove) => {
            "The first shot's victim names three seats if at most one player left before"
        }
        (Lang::Ru, Case::WholeTableTie) => {
            "Первый подсчёт поровну на всех живых: никто не уходит, сразу ночь"
        }
        (Lang::En, Case::WholeTableTie) => {
            "A first count tying every living player: nobody leaves, night at once"
        }
    }
}

/// A seat's player name in a practice game.
pub fn player(lang: Lang, seat: u8) -> String {
    match lang {
        Lang::Ru => format!("Игрок {seat}"),
        Lang::En => format!("Player {seat}"),
    }
}

#[component]
pub fn PracticeScreen(
    lang: ReadSignal<Lang>,
    #[prop(into)] on_pick: Callback<(Case,)>,
    #[prop(into)] on_back: Callback<()>,
    /// The case that did not open, if any.
    failed: Option<Case>,
) -> impl IntoView {
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
                            {title(lang, case)}
                        </button>
                        {(failed == Some(case)).then(|| view! {
                            <p class="refusal" role="alert">{t(lang, Msg::PracticeFailed)}</p>
                        })}
                        <WhyChip rule=case.rule() line=rule_line(lang, case) />
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <section class="screen practice" data-testid="practice">
            <header class="topbar">
                <button type="button" class="btn ghost small" on:click=move |_| on_back.run(())>
                    {move || t(lang.get(), Msg::Back)}
                </button>
                <h1 class="screen-title">{move || t(lang.get(), Msg::Practice)}</h1>
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
    move || {
        let lang = lang.get();
        view! {
            <details class="banner practice-banner" open data-testid="practice-banner">
                <summary>{t(lang, Msg::PracticeBanner)}" · "{title(lang, case)}</summary>
                <p data-testid="practice-todo">{todo(lang, case)}</p>
                <WhyChip rule=case.rule() line=rule_line(lang, case) />
            </details>
        }
    }
}
