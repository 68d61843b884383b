//! The protocol screen (issue 6): a tournament protocol of one game, drawn from
//! `engine::protocol::Protocol` and the host's scoring numbers, printable on one A4 page
//! (style/protocol.css holds the print sheet).

use leptos::prelude::*;

use super::game::text;
use super::i18n::{t, Lang, Msg};
use super::settings::shown;
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

/// Text for HTML: names are typed by the host.
fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The protocol sheet as HTML. It is a document, drawn once and never updated (the language
/// cannot change on this screen), so it is a string rather than views: a fraction of the
/// wasm that Leptos views of the same tables cost.
fn sheet(l: Lang, game: &Game, id: u64) -> String {
    let ru = l == Lang::Ru;
    let p = Protocol::of(game);
    let preset = game.setup().preset;
    let points: Option<Vec<SeatScore>> = (preset == Preset::Sport)
        .then(|| score(game.state(), &web::storage::scoring()).ok())
        .flatten();
    let mut line = format!(
        "{} · {} {}",
        t(l, Msg::PresetName(preset)),
        p.seats.len(),
        if ru { "игроков" } else { "players" }
    );
    if id > 0 {
        line = format!("{} · {line}", web::local_time(id));
    }
    let winner = p
        .winner
        .map(|w| text::winner_text(l, w))
        .unwrap_or_default();
    let head: [&str; 6] = if ru {
        ["№", "Игрок", "Роль", "Фолы", "Выбыл", "Баллы"]
    } else {
        ["№", "Player", "Role", "Fouls", "Left", "Points"]
    };
    let mut h = format!(
        "<h1>{}</h1><p class=\"sheet-line\">{}</p>\
         <p class=\"sheet-winner\" data-testid=\"protocol-winner\">{winner}</p>\
         <table class=\"sheet-seats\" data-testid=\"protocol-seats\"><thead><tr>\
         <th class=\"num\">{}</th><th>{}</th><th>{}</th><th class=\"num\">{}</th><th>{}</th>",
        t(l, Msg::ProtocolTitle),
        esc(&line),
        head[0],
        head[1],
        head[2],
        head[3],
        head[4]
    );
    if points.is_some() {
        h += &format!("<th class=\"num\">{}</th>", head[5]);
    }
    h += "</tr></thead><tbody>";
    for s in &p.seats {
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
        let black = if s.role.team() == Team::Black {
            " class=\"black\""
        } else {
            ""
        };
        h += &format!(
            "<tr{black} data-seat=\"{seat}\"><td class=\"num\">{seat}</td><td class=\"name\">{}</td>\
             <td class=\"role\">{}</td><td class=\"num\" data-col=\"fouls\">{fouls}</td>\
             <td class=\"out\" data-col=\"out\">{out}</td>",
            esc(&crate::engine::isolated(&s.name)),
            text::role(l, s.role),
            seat = s.seat,
        );
        if let Some(v) = &points {
            let pts = v
                .iter()
                .find(|x| x.seat == s.seat)
                .map(|x| shown(l, x.total))
                .unwrap_or_default();
            h += &format!("<td class=\"num\" data-col=\"points\">{pts}</td>");
        }
        h += "</tr>";
    }
    h += "</tbody></table><table class=\"sheet-periods\" data-testid=\"protocol-periods\"><tbody>";
    for x in &p.periods {
        h += &format!(
            "<tr data-at=\"{}\"><th scope=\"row\">{}</th><td><ul>",
            when(Lang::En, x.at),
            when(l, x.at)
        );
        for line in period_lines(l, x) {
            h += &format!("<li>{line}</li>");
        }
        h += "</ul></td></tr>";
    }
    h += "</tbody></table><div class=\"sheet-protests\">";
    for x in &p.protests {
        let verdict = match (ru, x.upheld) {
            (true, true) => "поддержан",
            (true, false) => "отклонён",
            (false, true) => "upheld",
            (false, false) => "rejected",
        };
        let (what, votes) = if ru {
            ("Протест", "«за»")
        } else {
            ("Protest", "for")
        };
        h += &format!(
            "<p>{what} ({}), {votes}: {} — {verdict} (R-WIN-3)</p>",
            text::team(l, x.team),
            seats(x.votes_for.iter().copied())
        );
    }
    h += "</div>";
    h
}

#[component]
pub fn ProtocolScreen(
    lang: ReadSignal<Lang>,
    game: Game,
    /// When the game started (ms since 1970); 0 when unknown.
    id: u64,
    #[prop(into)] on_back: Callback<()>,
) -> impl IntoView {
    let l = lang.get_untracked();
    view! {
        <section class="screen protocol-screen">
            <header class="topbar no-print">
                <button type="button" class="btn ghost small" data-testid="protocol-back" on:click=move |_| on_back.run(())>
                    {t(l, Msg::Back)}
                </button>
                <button type="button" class="btn primary small" data-testid="print" on:click=move |_| web::print_page()>
                    {t(l, Msg::Print)}
                </button>
            </header>
            <article class="sheet" data-testid="protocol" inner_html=sheet(l, &game, id)></article>
        </section>
    }
}
