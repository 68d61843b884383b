//! The protocol screen (issue 6): a tournament protocol of one game, drawn from
//! `engine::protocol::Protocol` and the host's scoring numbers, printable on one A4 page
//! (style/protocol.css holds the print sheet).

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use crate::ui::lazy::Drawn;

use crate::engine::protocol::Protocol;
use crate::engine::scoring::{score, SeatScore};
use crate::engine::{Game, Preset, Seat, Team};
use crate::web;
use crate::words as text;
use crate::words::{t, tf, Lang, Msg, StartText, StartWord, Text};

fn seats(list: impl IntoIterator<Item = Seat>) -> String {
    list.into_iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Text for HTML: names are typed by the host.
fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The protocol sheet as HTML. It is a document, drawn anew only when the host's notes are
/// switched on or off (the language cannot change on this screen), so it is a string rather
/// than views: a fraction of the wasm that Leptos views of the same tables cost. The host's
/// notes are in it only with `notes`.
fn sheet(l: Lang, game: &Game, id: u64, notes: bool) -> String {
    let p = Protocol::of(game);
    let preset = game.setup().preset;
    let points: Option<Vec<SeatScore>> = (preset == Preset::Sport)
        .then(|| score(game.state(), &web::storage::scoring()).ok())
        .flatten();
    let mut line = format!(
        "{} · {}",
        t(l, Msg::StartScreen(StartWord::PresetName(preset))),
        tf(l, Text::Start(StartText::Players(p.seats.len())))
    );
    if id > 0 {
        line = format!("{} · {line}", web::local_time(id));
    }
    let winner = p
        .winner
        .map(|w| text::winner_text(l, w, crate::engine::next::colours(preset)))
        .unwrap_or_default();
    let head = text::protocol_head(l);
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
            .map(|e| format!("{} {}", text::exit(l, e.exit), tf(l, Text::AtShort(e.at))))
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
                .map(|x| text::points(l, x.total))
                .unwrap_or_default();
            h += &format!("<td class=\"num\" data-col=\"points\">{pts}</td>");
        }
        h += "</tr>";
    }
    h += "</tbody></table>";
    if notes && !p.notes.is_empty() {
        h += &format!(
            "<section class=\"sheet-notes\" data-testid=\"protocol-notes\"><h2>{}</h2><ul>",
            t(l, Msg::HostNotes)
        );
        for (seat, note) in &p.notes {
            let name = p
                .seats
                .iter()
                .find(|s| s.seat == *seat)
                .map(|s| crate::engine::isolated(&s.name))
                .unwrap_or_default();
            let who = if name.is_empty() {
                seat.to_string()
            } else {
                format!("{seat}. {name}")
            };
            h += &format!(
                "<li data-seat=\"{seat}\"><span class=\"note-who\">{}</span> {}</li>",
                esc(&who),
                esc(&crate::engine::isolated(note))
            );
        }
        h += "</ul></section>";
    }
    h += "<table class=\"sheet-periods\" data-testid=\"protocol-periods\"><tbody>";
    for x in &p.periods {
        h += &format!(
            "<tr data-at=\"{}\"><th scope=\"row\">{}</th><td><ul>",
            tf(Lang::En, Text::At(x.at)),
            tf(l, Text::At(x.at))
        );
        for line in text::period_lines(l, x) {
            h += &format!("<li>{line}</li>");
        }
        h += "</ul></td></tr>";
    }
    h += "</tbody></table><div class=\"sheet-protests\">";
    for x in &p.protests {
        let line = tf(
            l,
            Text::ProtestSheet {
                team: x.team,
                votes: &seats(x.votes_for.iter().copied()),
                upheld: x.upheld,
            },
        );
        h += &format!("<p>{line}</p>");
    }
    h += "</div>";
    // Without a host: every motion the table voted on (issue 48 §5).
    if !p.table.is_empty() {
        h += &format!(
            "<section class=\"sheet-table\" data-testid=\"protocol-table\"><h2>{}</h2><ul>",
            text::hostless(l, text::HostlessText::DecisionsHead)
        );
        for d in &p.table {
            h += &format!(
                "<li>{}</li>",
                esc(&text::hostless(l, text::HostlessText::DecisionLine(d)))
            );
        }
        h += "</ul></section>";
    }
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
    // The host's notes are printed only when asked: the switch is off on every visit.
    let has_notes = !game.notes().is_empty();
    let notes = RwSignal::new(false);
    view! {
        <section class="screen protocol-screen">
            <header class="topbar no-print">
                <button type="button" class="btn ghost small" data-testid="protocol-back" on:click=move |_| on_back.run(())>
                    {t(l, Msg::StartScreen(StartWord::Back))}
                </button>
                <button type="button" class="btn primary small" data-testid="print" on:click=move |_| web::print_page()>
                    {t(l, Msg::Print)}
                </button>
            </header>
            {has_notes.then(|| view! {
                <div class="tools no-print protocol-switches">
                    <button
                        type="button"
                        class="btn secondary small"
                        class:active=move || notes.get()
                        data-testid="protocol-notes-switch"
                        aria-pressed=move || notes.get().to_string()
                        on:click=move |_| notes.update(|on| *on = !*on)
                    >
                        {t(l, Msg::HostNotes)}
                    </button>
                </div>
            })}
            <article class="sheet" data-testid="protocol" inner_html=move || sheet(l, &game, id, notes.get())></article>
        </section>
    }
}

/// A finished game's protocol (from game over or the history), in the `more` chunk.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn protocol_screen(
    lang: ReadSignal<Lang>,
    game: Game,
    id: u64,
    on_back: Callback<()>,
) -> Drawn {
    Ok(view! { <ProtocolScreen lang game id on_back /> }.into_any())
}
