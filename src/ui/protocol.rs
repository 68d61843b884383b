//! The protocol screen (issue 6): a tournament protocol of one game, drawn from
//! `engine::protocol::Protocol` and the host's scoring numbers, printable on one A4 page
//! (style/protocol.css holds the print sheet).

use leptos::prelude::*;

use super::game::text;
use super::i18n::{t, Lang, Msg};
use super::settings::shown;
use super::tr;
use crate::engine::event::Moment;
use crate::engine::protocol::{Period, Protocol};
use crate::engine::scoring::{score, SeatScore};
use crate::engine::state::Nomination;
use crate::engine::{Game, Preset, Seat, Team};
use crate::web;

fn seats(list: impl IntoIterator<Item = Seat>) -> String {
    list.into_iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn when(lang: Lang, at: Moment) -> String {
    match (lang, at) {
        (Lang::Ru, Moment::Day(d)) => format!("День {d}"),
        (Lang::Ru, Moment::Night(n)) => format!("Ночь {n}"),
        (Lang::En, Moment::Day(d)) => format!("Day {d}"),
        (Lang::En, Moment::Night(n)) => format!("Night {n}"),
    }
}

fn nominations(lang: Lang, list: &[Nomination]) -> String {
    let items = list
        .iter()
        .map(|n| match lang {
            Lang::Ru => format!("№{} (от №{})", n.target, n.by),
            Lang::En => format!("{} (by {})", n.target, n.by),
        })
        .collect::<Vec<_>>()
        .join(", ");
    match lang {
        Lang::Ru => format!("Выставлены: {items}"),
        Lang::En => format!("Nominated: {items}"),
    }
}

/// The lines of one period, in the order they happened.
fn period_lines(lang: Lang, p: &Period) -> Vec<String> {
    let ru = lang == Lang::Ru;
    let mut lines = Vec::new();
    if !p.nominations.is_empty() {
        lines.push(nominations(lang, &p.nominations));
    } else if matches!(p.at, Moment::Day(_)) && p.counts.is_empty() {
        lines.push(
            if ru {
                "Никто не выставлен"
            } else {
                "Nobody nominated"
            }
            .to_string(),
        );
    }
    for (i, count) in p.counts.iter().enumerate() {
        let votes = count
            .iter()
            .map(|(s, v)| match lang {
                Lang::Ru => format!("№{s} — {v}"),
                Lang::En => format!("{s} — {v}"),
            })
            .collect::<Vec<_>>()
            .join(", ");
        let label = match (ru, i) {
            (true, 0) => "Голосование",
            (true, _) => "Переголосование",
            (false, 0) => "Vote",
            (false, _) => "Revote",
        };
        lines.push(format!("{label}: {votes}"));
    }
    if let Some(a) = p.all_leave {
        let verdict = match (ru, a.passed) {
            (true, true) => "уходят",
            (true, false) => "остаются",
            (false, true) => "they leave",
            (false, false) => "they stay",
        };
        lines.push(if ru {
            format!(
                "Все уходят? «За» {} из {}: {verdict}",
                a.votes_for, a.living
            )
        } else {
            format!("All leave? {} of {} for: {verdict}", a.votes_for, a.living)
        });
    }
    match (p.shot, ru) {
        (Some(Some(s)), true) => lines.push(format!("Выстрел: №{s}")),
        (Some(Some(s)), false) => lines.push(format!("Shot: seat {s}")),
        (Some(None), true) => lines.push("Промах".to_string()),
        (Some(None), false) => lines.push("A miss".to_string()),
        (None, _) => {}
    }
    for c in &p.checks {
        lines.push(format!(
            "{}: {}",
            text::role(lang, c.by),
            text::check_answer(lang, c.by, c.target, c.found)
        ));
    }
    if let Some(b) = &p.best_move {
        lines.push(if ru {
            format!(
                "Лучший ход №{}: {} — чёрных\u{a0}{}",
                b.by,
                seats(b.seats.iter().copied()),
                b.blacks
            )
        } else {
            format!(
                "Best move by {}: {} — blacks: {}",
                b.by,
                seats(b.seats.iter().copied()),
                b.blacks
            )
        });
    }
    if !p.out.is_empty() {
        let out = p
            .out
            .iter()
            .map(|e| match lang {
                Lang::Ru => format!("№{} {}", e.seat, text::exit(lang, e.exit)),
                Lang::En => format!("seat {} {}", e.seat, text::exit(lang, e.exit)),
            })
            .collect::<Vec<_>>()
            .join(", ");
        lines.push(if ru {
            format!("Выбыли: {out}")
        } else {
            format!("Left: {out}")
        });
    } else if matches!(p.at, Moment::Day(_)) {
        lines.push(
            if ru {
                "Никто не ушёл"
            } else {
                "Nobody left"
            }
            .to_string(),
        );
    }
    lines
}

#[component]
pub fn ProtocolScreen(
    lang: ReadSignal<Lang>,
    game: Game,
    /// When the game started (ms since 1970); 0 when unknown.
    id: u64,
    #[prop(into)] on_back: Callback<()>,
) -> impl IntoView {
    let protocol = Protocol::of(&game);
    let preset = game.setup().preset;
    let points: Option<Vec<SeatScore>> = (preset == Preset::Sport)
        .then(|| score(game.state(), &web::storage::scoring()).ok())
        .flatten();
    let started = StoredValue::new((id > 0).then(|| web::local_time(id)));
    let protocol = StoredValue::new(protocol);
    let points = StoredValue::new(points);

    let head = move || -> (String, &'static str) {
        let l = lang.get();
        let winner = protocol
            .with_value(|p| p.winner)
            .map(|w| text::winner_text(l, w))
            .unwrap_or_default();
        let n = protocol.with_value(|p| p.seats.len());
        let players = if l == Lang::Ru {
            "игроков"
        } else {
            "players"
        };
        let mut line = format!("{} · {n} {players}", t(l, Msg::PresetName(preset)));
        if let Some(s) = started.get_value() {
            line = format!("{s} · {line}");
        }
        (line, winner)
    };
    let rows = move || {
        let l = lang.get();
        protocol.with_value(|p| {
            p.seats
                .iter()
                .map(|s| {
                    let pts = points.with_value(|v| {
                        v.as_ref().map(|v| {
                            v.iter()
                                .find(|x| x.seat == s.seat)
                                .map(|x| shown(l, x.total))
                                .unwrap_or_default()
                        })
                    });
                    let out = s
                        .exit
                        .map(|e| {
                            let at = match (l, e.at) {
                                (Lang::Ru, Moment::Day(d)) => format!("Д{d}"),
                                (Lang::Ru, Moment::Night(n)) => format!("Н{n}"),
                                (Lang::En, Moment::Day(d)) => format!("D{d}"),
                                (Lang::En, Moment::Night(n)) => format!("N{n}"),
                            };
                            format!("{} {at}", text::exit(l, e.exit))
                        })
                        .unwrap_or_default();
                    let fouls = if s.fouls == 0 {
                        String::new()
                    } else {
                        s.fouls.to_string()
                    };
                    view! {
                        <tr class:black=s.role.team() == Team::Black data-seat=s.seat>
                            <td class="num">{s.seat}</td>
                            <td class="name">{s.name.clone()}</td>
                            <td class="role">{text::role(l, s.role)}</td>
                            <td class="num" data-col="fouls">{fouls}</td>
                            <td class="out" data-col="out">{out}</td>
                            {pts.map(|p| view! { <td class="num" data-col="points">{p}</td> })}
                        </tr>
                    }
                })
                .collect_view()
        })
    };
    let periods = move || {
        let l = lang.get();
        protocol.with_value(|p| {
            p.periods
                .iter()
                .map(|x| {
                    let night = matches!(x.at, Moment::Night(_));
                    let lines = period_lines(l, x)
                        .into_iter()
                        .map(|line| view! { <li>{line}</li> })
                        .collect_view();
                    view! {
                        <tr class:night=night data-at=when(Lang::En, x.at)>
                            <th scope="row">{when(l, x.at)}</th>
                            <td><ul>{lines}</ul></td>
                        </tr>
                    }
                })
                .collect_view()
        })
    };
    let protests = move || {
        let l = lang.get();
        protocol.with_value(|p| {
            p.protests
                .iter()
                .map(|x| {
                    let verdict = match (l, x.upheld) {
                        (Lang::Ru, true) => "поддержан",
                        (Lang::Ru, false) => "отклонён",
                        (Lang::En, true) => "upheld",
                        (Lang::En, false) => "rejected",
                    };
                    let line = match l {
                        Lang::Ru => format!(
                            "Протест ({}), «за»: {} — {verdict} (R-WIN-3)",
                            text::team(l, x.team),
                            seats(x.votes_for.iter().copied())
                        ),
                        Lang::En => format!(
                            "Protest ({}), for: {} — {verdict} (R-WIN-3)",
                            text::team(l, x.team),
                            seats(x.votes_for.iter().copied())
                        ),
                    };
                    view! { <p>{line}</p> }
                })
                .collect_view()
        })
    };
    let has_points = points.with_value(Option::is_some);
    let ru = move || lang.get() == Lang::Ru;

    view! {
        <section class="screen protocol-screen">
            <header class="topbar no-print">
                <button type="button" class="btn ghost small" data-testid="protocol-back" on:click=move |_| on_back.run(())>
                    {tr(lang, Msg::Back)}
                </button>
                <button type="button" class="btn primary small" data-testid="print" on:click=move |_| web::print_page()>
                    {tr(lang, Msg::Print)}
                </button>
            </header>
            <article class="sheet" data-testid="protocol">
                <h1>{tr(lang, Msg::ProtocolTitle)}</h1>
                <p class="sheet-line">{move || head().0}</p>
                <p class="sheet-winner" data-testid="protocol-winner">{move || head().1}</p>
                <table class="sheet-seats" data-testid="protocol-seats">
                    <thead>
                        <tr>
                            <th class="num">"№"</th>
                            <th>{move || if ru() { "Игрок" } else { "Player" }}</th>
                            <th>{move || if ru() { "Роль" } else { "Role" }}</th>
                            <th class="num">{move || if ru() { "Фолы" } else { "Fouls" }}</th>
                            <th>{move || if ru() { "Выбыл" } else { "Left" }}</th>
                            {has_points.then(|| view! {
                                <th class="num">{move || if ru() { "Баллы" } else { "Points" }}</th>
                            })}
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
                <table class="sheet-periods" data-testid="protocol-periods">
                    <tbody>{periods}</tbody>
                </table>
                <div class="sheet-protests">{protests}</div>
            </article>
        </section>
    }
}
