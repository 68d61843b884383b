//! The hand-out to the tables: a table, its rounds (one, or all) and the phone it goes to;
//! the ticket (`Tournament::hand_out`, which marks the games' owner in the document) as
//! numbered QR codes to scan (`link::handoff::codes`, as a game's hand-off shows them) or as
//! a file.

use leptos::prelude::*;

use super::{file_name, w, TourCtx};
use crate::link::handoff;
use crate::ui::qr_pages::QrPages;
use crate::web;
use crate::words::{self, t, tf, Msg, Text, TourText, TourWord as W};

const MIME: &str = "application/json";

#[component]
pub fn HandOut() -> impl IntoView {
    let ctx = expect_context::<TourCtx>();
    let lang = ctx.lang;
    let table = RwSignal::new(0u32);
    // `None`: every round of the table.
    let round: RwSignal<Option<u32>> = RwSignal::new(None);
    let phone = RwSignal::new(String::new());
    // The ticket's codes, and the one on screen (`None`: hidden, the form shown).
    let codes: RwSignal<Vec<String>> = RwSignal::new(Vec::new());
    let page: RwSignal<Option<usize>> = RwSignal::new(None);
    // The phone's Back hides the codes first.
    crate::ui::back_closes(
        move || page.with_untracked(Option::is_some),
        move || page.set(None),
    );
    // The codes shown: the ticket's heading at the top of the screen, the code under it.
    let head = NodeRef::<leptos::html::P>::new();
    Effect::new(move |_| {
        if let Some(el) = head.get() {
            el.scroll_into_view();
        }
    });
    let (tables, rounds) = ctx.doc.with_untracked(|t| {
        t.as_ref().map_or((0, 0), |t| {
            (t.tables, t.games.last().map_or(0, |g| g.round + 1))
        })
    });
    let rounds_of = move || round.get().map(|r| vec![r]).unwrap_or_default();
    // The ticket handed out: the owner marked and saved; its JSON, or the refusal said.
    let hand = move || -> Option<String> {
        let who = phone.get_untracked().trim().to_string();
        let who = if who.is_empty() {
            words::tour(
                lang.get_untracked(),
                TourText::TableNo(table.get_untracked() as usize + 1),
            )
        } else {
            who
        };
        let (k, rounds) = (table.get_untracked(), rounds_of());
        let ticket = ctx
            .doc
            .with_untracked(|t| t.as_ref().map(|t| t.ticket(k, &rounds)))?;
        match ticket {
            Ok(ticket) => {
                // The games marked as handed to this phone, in the document.
                ctx.change(|t| {
                    let _ = t.hand_out(k, &rounds, &who);
                });
                ctx.say(ctx.text(TourText::HandedTo(&who)));
                Some(ticket.to_json())
            }
            Err(e) => {
                ctx.say(ctx.text(TourText::Ticket(&e)));
                None
            }
        }
    };
    let show = move |_| {
        if let Some(json) = hand() {
            match handoff::codes(&json) {
                Ok(c) => {
                    codes.set(c);
                    page.set(Some(0));
                }
                Err(e) => ctx.say(tf(
                    lang.get_untracked(),
                    Text::TooLongForCodes {
                        needed: e.parts,
                        max: handoff::MAX_PARTS,
                    },
                )),
            }
        }
    };
    let file = move |_| {
        if let Some(json) = hand() {
            web::files::download(
                &file_name(&format!("table-{}", table.get_untracked() + 1)),
                MIME,
                &json,
            );
        }
    };
    let chip = move |testid: &'static str, label: String, on: Signal<bool>, click: Callback<()>| {
        view! {
            <button type="button" class="btn secondary chip" data-testid=testid aria-pressed=move || on.get().to_string() on:click=move |_| click.run(())>
                {label}
            </button>
        }
    };
    view! {
        <div class="tour-handout" data-testid="tour-handout">
            <Show
                when=move || page.with(Option::is_some)
                fallback=move || view! {
                    <p class="hint left">{w(lang, W::HandOutLine)}</p>
                    <h3>{w(lang, W::Table)}</h3>
                    <div class="chips">
                        {(0..tables).map(|k| chip(
                            "tour-ticket-table",
                            (k + 1).to_string(),
                            Signal::derive(move || table.get() == k),
                            Callback::new(move |()| table.set(k)),
                        )).collect_view()}
                    </div>
                    <h3>{w(lang, W::Rounds)}</h3>
                    <div class="chips">
                        {chip("tour-ticket-all", t(lang.get_untracked(), Msg::Tour(W::AllRounds)).to_string(), Signal::derive(move || round.get().is_none()), Callback::new(move |()| round.set(None)))}
                        {(0..rounds).map(|r| chip(
                            "tour-ticket-round",
                            (r + 1).to_string(),
                            Signal::derive(move || round.get() == Some(r)),
                            Callback::new(move |()| round.set(Some(r))),
                        )).collect_view()}
                    </div>
                    <label class="field">
                        <span>{w(lang, W::Phone)}</span>
                        <input
                            type="text"
                            data-testid="tour-ticket-phone"
                            maxlength="40"
                            autocomplete="off"
                            placeholder=move || t(lang.get(), Msg::Tour(W::PhonePlaceholder))
                            prop:value=move || phone.get()
                            on:input=move |ev| phone.set(event_target_value(&ev))
                        />
                    </label>
                    <div class="tour-row">
                        <button type="button" class="btn primary" data-testid="tour-ticket-codes" on:click=show>
                            {w(lang, W::TicketCodes)}
                        </button>
                        <button type="button" class="btn secondary" data-testid="tour-ticket-file" on:click=file>
                            {w(lang, W::TicketFile)}
                        </button>
                    </div>
                    <Owners />
                }
            >
                {move || {
                    let heading = format!(
                        "{} · {}",
                        words::tour(lang.get_untracked(), TourText::TableNo(table.get_untracked() as usize + 1)),
                        round.get_untracked().map_or_else(
                            || t(lang.get_untracked(), Msg::Tour(W::AllRounds)).to_string(),
                            |r| words::tour(lang.get_untracked(), TourText::RoundNo(r as usize + 1)),
                        )
                    );
                    view! {
                        <p class="tour-ticket-head" data-testid="tour-ticket-head" node_ref=head>{heading}</p>
                        <QrPages lang codes=codes.get() page no_hint=true />
                    }
                }}
            </Show>
        </div>
    }
}

/// Where each game went: per table and round, the phone named.
#[component]
fn Owners() -> impl IntoView {
    let ctx = expect_context::<TourCtx>();
    let lang = ctx.lang;
    move || {
        ctx.doc.with(|t| {
            let t = t.as_ref()?;
            let lines: Vec<String> = t
                .games
                .iter()
                .filter_map(|g| {
                    let owner = g.owner.as_deref()?;
                    Some(format!(
                        "{}, {}: {owner}",
                        words::tour(lang.get(), TourText::RoundNo(g.round as usize + 1)),
                        words::tour(lang.get(), TourText::TableNo(g.table as usize + 1)),
                    ))
                })
                .collect();
            (!lines.is_empty()).then(|| {
                view! {
                    <ul class="tour-owners" data-testid="tour-owners">
                        {lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
                    </ul>
                }
            })
        })
    }
}
