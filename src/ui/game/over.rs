//! Game over: the winner, every role, eliminations by day and night, checks, best move.

use crate::ui::tr;
use crate::words as text;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use crate::ui::lazy::Drawn;
use std::collections::BTreeMap;

use super::ctx::Ctx;
use crate::engine::next::colours;
use crate::engine::scoring::{self, Scoring};
use crate::engine::state::{CheckRecord, PlayerState, ProtestRecord};
use crate::engine::{GameLog, GameState, HostAction, Moment, Preset, Remedy, Seat, Team};
use crate::web;
use crate::words::{t, tf, EveningWord, Lang, Msg, Text};

/// One protocol row: seat, name, "role (team)", how and when the player left, the fouls
/// (every player's, not only a removed one's).
fn player_row(
    lang: Lang,
    s: &GameState,
    p: &PlayerState,
) -> (Seat, String, String, String, String) {
    let role = text::role(lang, p.role);
    let team = text::team(lang, p.role.team());
    let out = s
        .eliminations
        .iter()
        .find(|e| e.seat == p.seat)
        .map(|e| text::exit_when(lang, e.exit, e.at))
        .unwrap_or_default();
    (
        p.seat,
        // As typed, every character kept (issue 48): the text is copied.
        crate::engine::isolated_as_typed(&p.name),
        format!("{role} ({team})"),
        out,
        if p.fouls == 0 {
            String::new()
        } else {
            tf(lang, Text::FoulCount(p.fouls))
        },
    )
}

fn check_line(lang: Lang, c: &CheckRecord) -> String {
    let by = text::role(lang, c.by);
    let night = tf(lang, Text::At(Moment::Night(c.night)));
    let answer = text::check_answer(lang, c.by, c.target, c.found);
    format!("{night} · {by}: {answer}")
}

fn best_move_line(lang: Lang, s: &GameState) -> Option<String> {
    s.best_move.as_ref().map(|b| {
        tf(
            lang,
            Text::BestMoveLine {
                by: b.by,
                seats: &b.seats,
                blacks: b.blacks,
            },
        )
    })
}

fn protest_line(lang: Lang, p: &ProtestRecord) -> String {
    tf(
        lang,
        Text::ProtestLine {
            team: p.team,
            remedy: p.remedy,
            upheld: p.upheld,
        },
    )
}

/// The game-over protocol as plain text, line by line as the screen shows it; the host's
/// notes, by seat, at the end when `notes` is given (the host asked for them).
pub fn protocol_text(
    lang: Lang,
    s: &GameState,
    table: &[crate::engine::Decision],
    notes: Option<&BTreeMap<Seat, String>>,
) -> String {
    let mut lines = Vec::new();
    if let Some(w) = s.winner {
        lines.push(text::winner_text(lang, w, colours(s.preset)).to_string());
    }
    lines.push(String::new());
    for p in &s.players {
        let (seat, name, role, out, fouls) = player_row(lang, s, p);
        let mut line = format!("{seat}. {name} — {role}");
        if name.is_empty() {
            line = format!("{seat}. {role}");
        }
        if !fouls.is_empty() {
            line.push_str(&format!(" — {fouls}"));
        }
        if !out.is_empty() {
            line.push_str(&format!(" — {out}"));
        }
        lines.push(line);
    }
    if !s.checks.is_empty() {
        lines.push(String::new());
        lines.extend(s.checks.iter().map(|c| check_line(lang, c)));
    }
    if let Some(b) = best_move_line(lang, s) {
        lines.push(String::new());
        lines.push(b);
    }
    if !s.protests.is_empty() {
        lines.push(String::new());
        lines.extend(s.protests.iter().map(|p| protest_line(lang, p)));
    }
    if !table.is_empty() {
        lines.push(String::new());
        lines.push(format!(
            "{}:",
            text::hostless(lang, text::HostlessText::DecisionsHead)
        ));
        lines.extend(
            table
                .iter()
                .map(|d| text::hostless(lang, text::HostlessText::DecisionLine(d))),
        );
    }
    if let Some(notes) = notes.filter(|n| !n.is_empty()) {
        lines.push(String::new());
        lines.push(format!("{}:", t(lang, Msg::HostNotes)));
        for (seat, note) in notes {
            let name = s
                .player(*seat)
                .map(|p| crate::engine::isolated_as_typed(&p.name))
                .unwrap_or_default();
            let who = if name.is_empty() {
                format!("{seat}.")
            } else {
                format!("{seat}. {name}:")
            };
            lines.push(format!("{who} {}", crate::engine::isolated(note)));
        }
    }
    lines.join("\n")
}

#[component]
pub fn GameOver(
    #[prop(into)] on_again: Callback<()>,
    #[prop(into)] on_exit: Callback<()>,
    #[prop(into)] on_protocol: Callback<()>,
    #[prop(into)] on_evening: Callback<()>,
    #[prop(into)] on_table: Callback<()>,
    id: u64,
) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let table_game = crate::ui::tournament_table::is_table_game(id);
    let in_evening = id != 0 && web::evening::holds(id);
    let lang = ctx.lang;
    let s = move || ctx.state.get();
    let winner = move || {
        s().and_then(|s| Some((s.winner?, colours(s.preset))))
            .map(|(w, c)| text::winner_text(lang.get(), w, c))
            .unwrap_or_default()
    };
    let roles = move || {
        s().map(|s| {
            s.players
                .iter()
                .map(|p| {
                    let (seat, name, role, out, fouls) = player_row(lang.get(), &s, p);
                    let black = p.role.team() == crate::engine::Team::Black;
                    view! {
                        <li class="protocol-row" class:black=black>
                            <span class="seat-no">{seat}</span>
                            <span class="who">{name}</span>
                            <span class="role">{role}</span>
                            <span class="fouls" data-col="fouls">{fouls}</span>
                            <span class="out">{out}</span>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let checks = move || {
        s().map(|s| {
            s.checks
                .iter()
                .map(|c| view! { <li>{check_line(lang.get(), c)}</li> })
                .collect_view()
        })
    };
    let best_move = move || s().and_then(|s| best_move_line(lang.get(), &s));
    // Without a host: the motions the table voted on (issue 48 §5).
    let decisions = move || {
        ctx.game().with(|g| {
            g.as_ref()
                .map(|g| {
                    g.table()
                        .iter()
                        .map(|d| {
                            view! { <li>{text::hostless(lang.get(), text::HostlessText::DecisionLine(d))}</li> }
                        })
                        .collect_view()
                })
        })
    };
    let has_decisions = move || {
        ctx.game()
            .with(|g| g.as_ref().is_some_and(|g| !g.table().is_empty()))
    };
    // A game decided as its night ended: the host closes the night before the result
    // («Засыпает Шериф. Доброе утро! … Этой ночью был убит игрок №6.», issue 39 §3.3).
    let morning = move || {
        s().and_then(|s| match s.next_step().say {
            crate::engine::Script::GameOver {
                morning: Some(m), ..
            } => Some(text::say(lang.get(), &m)),
            _ => None,
        })
    };
    view! {
        <div class="over">
            {move || morning().map(|m| view! { <p class="dawn" data-testid="dawn">{m}</p> })}
            <h2 class="winner" data-testid="winner">{winner}</h2>
            <Show when=move || table_game>
                <button type="button" class="btn primary" data-testid="table-result" on:click=move |_| on_table.run(())>
                    {tr(lang, Msg::Table(crate::words::TableWord::Report))}
                </button>
            </Show>
            <ol class="protocol">{roles}</ol>
            <ul class="checks">{checks}</ul>
            {move || best_move().map(|b| view! { <p class="best-move">{b}</p> })}
            <Show when=has_decisions>
                <h3 class="table-head">{move || text::hostless(lang.get(), text::HostlessText::DecisionsHead)}</h3>
                <ul class="checks table-decisions" data-testid="over-table">{decisions}</ul>
            </Show>
            <button type="button" class="btn secondary" data-testid="protocol-open" on:click=move |_| on_protocol.run(())>
                {tr(lang, Msg::PrintableProtocol)}
            </button>
            <Scores />
            <Protest />
            <Export />
            <RatingExport id />
            <nav class="actions">
                <button type="button" class="btn secondary" data-testid="over-exit" on:click=move |_| on_exit.run(())>
                    {tr(lang, Msg::Menu)}
                </button>
                <button type="button" class=if in_evening { "btn secondary" } else { "btn primary" } data-testid="again" on:click=move |_| on_again.run(())>
                    {tr(lang, Msg::NewGameSamePlayers)}
                </button>
            </nav>
            <Show when=move || id != 0>
                <button type="button" class=if in_evening { "btn primary" } else { "btn secondary" } data-testid="to-evening" on:click=move |_| on_evening.run(())>
                    {tr(lang, Msg::Evening(if in_evening { EveningWord::ToEvening } else { EveningWord::FromGame }))}
                </button>
            </Show>
        </div>
    }
}

/// The game in the rating site's format (mafiaratings, `docs/export.md`), as a file; a game
/// the format cannot hold says why.
#[component]
fn RatingExport(id: u64) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let refused: RwSignal<Option<String>> = RwSignal::new(None);
    let export = move |_| {
        let l = lang.get_untracked();
        let played = crate::engine::export::Played {
            start_ms: id,
            // The game is over: it ended at the latest now.
            end_ms: Some(web::epoch_ms()),
            language: l.code().to_string(),
        };
        let result = ctx.game().with(|g| {
            g.as_ref()
                .map(|g| crate::engine::export::to_json(g, &played))
        });
        match result {
            Some(Ok(json)) => {
                refused.set(None);
                let name = format!("mafia-host-rating-{}.json", web::file_stamp());
                web::files::download(&name, MIME, &json);
            }
            Some(Err(why)) => refused.set(Some(tf(l, Text::RatingSkipped { game: 0, why: &why }))),
            None => {}
        }
    };
    view! {
        <button type="button" class="btn secondary" data-testid="export-rating" on:click=export>
            {tr(lang, Msg::Evening(EveningWord::Rating))}
        </button>
        {move || refused.get().map(|r| view! { <p class="hint warn" role="status" data-testid="export-rating-refused">{r}</p> })}
    }
}

/// The game's log as a JSON file (download, or the phone's share sheet where there is
/// one) and the protocol as text for the clipboard (with the host's notes when switched
/// on).
#[component]
fn Export() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let name = format!("mafia-host-{}.json", web::file_stamp());
    let json = move || {
        ctx.game()
            .with(|g| g.as_ref().map(|g| GameLog::of(g).to_json()))
            .unwrap_or_default()
    };
    let shareable = {
        let name = name.clone();
        web::files::can_share(&name, MIME, &json())
    };
    let copied: RwSignal<Option<bool>> = RwSignal::new(None);
    // The host's notes go into the copied protocol only when asked (off on every visit).
    let with_notes = RwSignal::new(false);
    let has_notes = move || {
        ctx.game()
            .with(|g| g.as_ref().is_some_and(|g| !g.notes().is_empty()))
    };
    let download = {
        let name = name.clone();
        move |_| {
            web::files::download(&name, MIME, &json());
        }
    };
    let share = move |_| {
        let name = name.clone();
        let text = json();
        leptos::task::spawn_local(async move {
            web::files::share(&name, MIME, &text).await;
        });
    };
    let copy = move |_| {
        let notes = with_notes
            .get_untracked()
            .then(|| {
                ctx.game()
                    .with_untracked(|g| g.as_ref().map(|g| g.notes().clone()))
            })
            .flatten();
        let table = ctx
            .game()
            .with_untracked(|g| g.as_ref().map(|g| g.table().to_vec()))
            .unwrap_or_default();
        let text = ctx
            .state
            .with(|s| {
                s.as_ref()
                    .map(|s| protocol_text(lang.get_untracked(), s, &table, notes.as_ref()))
            })
            .unwrap_or_default();
        leptos::task::spawn_local(async move {
            copied.set(Some(web::files::copy(&text).await));
        });
    };
    view! {
        <section class="export">
            <div class="tools">
                <button type="button" class="btn secondary small" data-testid="export-json" on:click=download>
                    {tr(lang, Msg::DownloadLog)}
                </button>
                <Show when=move || shareable>
                    <button type="button" class="btn secondary small" data-testid="share" on:click=share.clone()>
                        {tr(lang, Msg::ShareLog)}
                    </button>
                </Show>
                <button type="button" class="btn secondary small" data-testid="copy-protocol" on:click=copy>
                    {tr(lang, Msg::CopyProtocol)}
                </button>
                <Show when=has_notes>
                    <button
                        type="button"
                        class="btn secondary small"
                        class:active=move || with_notes.get()
                        data-testid="copy-notes-switch"
                        aria-pressed=move || with_notes.get().to_string()
                        on:click=move |_| with_notes.update(|on| *on = !*on)
                    >
                        {tr(lang, Msg::HostNotes)}
                    </button>
                </Show>
            </div>
            {move || copied.get().map(|ok| {
                let m = t(lang.get(), if ok { Msg::ProtocolCopied } else { Msg::CopyRefused });
                view! { <p class="hint" role="status" data-testid="copy-status">{m}</p> }
            })}
        </section>
    }
}

const MIME: &str = "application/json";

/// R-WIN-3: a protest after the game, put to the table's vote; the protocol keeps it.
#[component]
fn Protest() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let open = RwSignal::new(false);
    let team = RwSignal::new(Team::Red);
    let remedy = RwSignal::new(Remedy::Replay);
    let votes: RwSignal<Vec<Seat>> = RwSignal::new(Vec::new());
    let seats = move || {
        ctx.state
            .with(|s| s.as_ref().map_or(0, |s| s.players.len()) as Seat)
    };
    let records = move || {
        ctx.state.with(|s| {
            s.as_ref()
                .map(|s| {
                    s.protests
                        .iter()
                        .map(|p| view! { <li>{protest_line(lang.get(), p)}</li> })
                        .collect_view()
                })
                .unwrap_or_default()
        })
    };
    let choice = move |label: String, on: Signal<bool>, pick: Callback<()>| {
        view! {
            <button
                type="button"
                class="btn secondary small"
                class:active=move || on.get()
                aria-pressed=move || on.get().to_string()
                on:click=move |_| pick.run(())
            >
                {label}
            </button>
        }
    };
    view! {
        <section class="protest">
            <ul class="checks" data-testid="protests">{records}</ul>
            <button type="button" class="btn secondary" data-testid="protest-toggle" on:click=move |_| open.update(|o| *o = !*o)>
                {tr(lang, Msg::ProtestTitle)}
            </button>
            <Show when=move || open.get()>
                <p class="hint">
                    {tr(lang, Msg::ProtestHelp)}
                </p>
                <div class="tools">
                    {move || [Team::Red, Team::Black].into_iter().map(|t| {
                        choice(
                            text::team(lang.get(), t).to_string(),
                            Signal::derive(move || team.get() == t),
                            Callback::new(move |_| team.set(t)),
                        )
                    }).collect_view()}
                </div>
                <div class="tools">
                    {move || [Remedy::Annul, Remedy::Replay, Remedy::RedWins, Remedy::BlackWins].into_iter().map(|r| {
                        choice(
                            t(lang.get(), Msg::Remedy(r)).to_string(),
                            Signal::derive(move || remedy.get() == r),
                            Callback::new(move |_| remedy.set(r)),
                        )
                    }).collect_view()}
                </div>
                <div class="seats" class:many={move || seats() > 12}>
                    {move || (1..=seats()).map(|seat| {
                        view! {
                            <button
                                type="button"
                                class="seat"
                                class:picked=move || votes.with(|v| v.contains(&seat))
                                data-protest-seat=seat
                                on:click=move |_| votes.update(|v| {
                                    if let Some(i) = v.iter().position(|&x| x == seat) { v.remove(i); } else { v.push(seat); }
                                })
                            >
                                <span class="seat-no">{seat}</span>
                            </button>
                        }
                    }).collect_view()}
                </div>
                <button
                    type="button"
                    class="btn primary"
                    data-testid="protest-submit"
                    on:click=move |_| {
                        ctx.act(HostAction::Protest {
                            team: team.get_untracked(),
                            votes_for: votes.get_untracked(),
                            remedy: remedy.get_untracked(),
                        });
                        votes.set(Vec::new());
                        open.set(false);
                    }
                >
                    {tr(lang, Msg::RecordProtest)}
                </button>
            </Show>
        </section>
    }
}

/// Sport scoring (RULES.md "Scoring", R-SCORE): each player's points, and the host's extra
/// points in steps of 0.1 (each step is an entry of the log, so it can be undone).
#[component]
fn Scores() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let open = RwSignal::new(false);
    // The host's numbers (Settings); read when the table opens.
    let numbers: Scoring = web::storage::scoring();
    let sport = move || {
        ctx.game().with(|g| {
            g.as_ref()
                .is_some_and(|g| g.setup().preset == Preset::Sport)
        })
    };
    let rows = move || {
        let lang = lang.get();
        ctx.state.with(|s| {
            let s = s.as_ref()?;
            // Russian writes a decimal comma.
            let num = move |h: i16| text::points(lang, h);
            let (minus, plus) = (text::points(lang, -10), format!("+{}", text::points(lang, 10)));
            Some(match scoring::score(s, &numbers) {
                Err(_) => view! {
                    <p class="hint" data-testid="no-score">
                        {t(lang, Msg::NoPoints)}
                    </p>
                }
                .into_any(),
                Ok(list) => view! {
                    <ol class="score-list">
                        {list
                            .into_iter()
                            .map(|x| {
                                let seat = x.seat;
                                let name = s.player(seat).map(|p| crate::engine::isolated(&p.name)).unwrap_or_default();
                                let extra = (x.extra != 0).then(|| {
                                    let sign = if x.extra > 0 { "+" } else { "" };
                                    format!("{sign}{}", num(x.extra))
                                });
                                let give = move |tenths: i8| ctx.act(HostAction::ExtraPoints { seat, tenths });
                                view! {
                                    <li class="score-row">
                                        <span class="seat-no">{seat}</span>
                                        <span class="who">{name}</span>
                                        <span class="extra">{extra}</span>
                                        <span class="pts" data-testid=format!("score-{seat}")>
                                            {num(x.total)}
                                        </span>
                                        <button type="button" class="btn secondary small" aria-label=format!("{minus} {seat}") on:click=move |_| give(-1)>
                                            {minus.clone()}
                                        </button>
                                        <button type="button" class="btn secondary small" aria-label=format!("{plus} {seat}") on:click=move |_| give(1)>
                                            {plus.clone()}
                                        </button>
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ol>
                }
                .into_any(),
            })
        })
    };
    view! {
        <Show when=sport>
            <section class="scores" data-testid="scores">
                <button type="button" class="btn secondary" data-testid="scores-toggle" on:click=move |_| open.update(|o| *o = !*o)>
                    {tr(lang, Msg::PointsTitle)}
                </button>
                <Show when=move || open.get()>
                    <p class="hint">
                        {move || {
                            let l = lang.get();
                            let n = |h: i16| {
                                let sign = if h > 0 { "+" } else { "" };
                                format!("{sign}{}", text::points(l, h))
                            };
                            let (w, b3, b2, f4, dq) = (
                                n(numbers.win),
                                n(numbers.best_move_three),
                                n(numbers.best_move_two),
                                n(numbers.four_fouls),
                                n(numbers.disqualified),
                            );
                            tf(l, Text::PointsHelp { win: &w, best3: &b3, best2: &b2, fouls4: &f4, dq: &dq })
                        }}
                    </p>
                    {rows}
                </Show>
            </section>
        </Show>
    }
}

/// Game over, in the `more` chunk (off the game's own path, fetched long before a game can
/// end); it reads the game from its context (`Ctx`).
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn game_over(
    on_again: Callback<()>,
    on_exit: Callback<()>,
    on_protocol: Callback<()>,
    on_evening: Callback<()>,
    on_table: Callback<()>,
    id: u64,
) -> Drawn {
    Ok(view! { <GameOver on_again on_exit on_protocol on_evening on_table id /> }.into_any())
}
