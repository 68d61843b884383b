//! One backup file of everything the app keeps (issue 38, `docs/backup.md`): saved from
//! Settings, and restored with what it adds shown first and nothing replaced unless ticked.
//! The merge is `engine::backup`'s; this screen reads and writes the browser's storage.

use std::collections::BTreeSet;

use leptos::prelude::*;

use crate::engine::backup::{apply, plan, Backup, Choices, Plan, BACKUP_MADE_KEY};
use crate::ui::pick_file::PickFile;
use crate::web;
use crate::words::{backup_adds, backup_error, backup_line, backup_replace, t, Lang, Msg};

/// A backup read from a file, waiting for the host's choice.
#[derive(Clone)]
struct Pending {
    backup: Backup,
    plan: Plan,
}

#[component]
pub fn BackupSection(
    lang: Lang,
    /// A restore wrote to the storage: what the screen shows from it is read again.
    #[prop(optional, into)]
    on_restored: Option<Callback<()>>,
) -> impl IntoView {
    let made = RwSignal::new(
        web::storage::get(BACKUP_MADE_KEY).and_then(|s| s.trim().parse::<u64>().ok()),
    );
    // What the last tap came to: a word (saved, restored, refused), said once.
    let said: RwSignal<Option<(&'static str, bool)>> = RwSignal::new(None);
    let pending: RwSignal<Option<Pending>> = RwSignal::new(None);
    let chosen: RwSignal<BTreeSet<usize>> = RwSignal::new(BTreeSet::new());

    let save = move |_| {
        let (stored, _) = web::storage::snapshot();
        let now = web::epoch_ms();
        let text = Backup::of(&stored, now).to_json();
        let name = format!("mafia-host-backup-{}.json", web::file_stamp());
        if web::files::download(&name, "application/json", &text) {
            let _ = web::storage::set(BACKUP_MADE_KEY, &now.to_string());
            made.set(Some(now));
            said.set(None);
        } else {
            said.set(Some((t(lang, Msg::BackupNotSaved), false)));
        }
    };
    let on_text = Callback::new(move |(text,): (Option<String>,)| {
        pending.set(None);
        chosen.set(BTreeSet::new());
        let Some(text) = text else {
            said.set(Some((t(lang, Msg::BackupUnreadable), false)));
            return;
        };
        match Backup::from_json(&text) {
            Err(e) => said.set(Some((backup_error(lang, &e), false))),
            Ok(backup) => {
                said.set(None);
                let (stored, _) = web::storage::snapshot();
                let plan = plan(&stored, &backup);
                pending.set(Some(Pending { backup, plan }));
            }
        }
    });
    let restore = move |_| {
        let Some(p) = pending.get_untracked() else {
            return;
        };
        let picked = chosen.get_untracked();
        let choices = Choices {
            replace: p
                .plan
                .replaces
                .iter()
                .enumerate()
                .filter(|(i, _)| picked.contains(i))
                .map(|(_, r)| r.clone())
                .collect(),
        };
        // Read again: the storage is what it is now, not when the file was picked.
        let (before, _) = web::storage::snapshot();
        let after = apply(&before, &p.backup, &choices);
        let ok = web::storage::write_changed(&before, &after);
        pending.set(None);
        if let Some(f) = on_restored {
            f.run(());
        }
        said.set(Some(if ok {
            (t(lang, Msg::BackupDone), true)
        } else {
            (t(lang, Msg::BackupWriteFailed), false)
        }));
    };

    let plan_view = move || {
        let p = pending.get()?;
        let adds = backup_adds(&p.plan);
        let adds = if adds.is_empty() {
            view! { <p class="hint left">{t(lang, Msg::BackupNothing)}</p> }.into_any()
        } else {
            view! {
                <p class="setting-name">{t(lang, Msg::BackupAdds)}</p>
                <ul class="backup-list" data-testid="backup-adds">
                    {adds.iter().map(|l| view! { <li>{backup_line(lang, l)}</li> }).collect_view()}
                </ul>
            }
            .into_any()
        };
        let replaces = (!p.plan.replaces.is_empty()).then(|| {
            let rows = p
                .plan
                .replaces
                .iter()
                .enumerate()
                .map(|(i, r)| {
                    let line = backup_line(lang, &backup_replace(r, web::local_time));
                    view! {
                        <li>
                            <label class="backup-choice">
                                <input
                                    type="checkbox"
                                    data-testid=format!("backup-replace-{i}")
                                    prop:checked=move || chosen.with(|c| c.contains(&i))
                                    on:change=move |_| chosen.update(|c| {
                                        if !c.remove(&i) {
                                            c.insert(i);
                                        }
                                    })
                                />
                                <span>{line}</span>
                            </label>
                        </li>
                    }
                })
                .collect_view();
            view! {
                <p class="setting-name">{t(lang, Msg::BackupReplaces)}</p>
                <ul class="backup-list choices" data-testid="backup-replaces">{rows}</ul>
            }
        });
        Some(view! {
            <div class="backup-plan" data-testid="backup-plan">
                {adds}
                {replaces}
                <nav class="actions">
                    <button type="button" class="btn secondary" data-testid="backup-cancel" on:click=move |_| pending.set(None)>
                        {t(lang, Msg::Cancel)}
                    </button>
                    <button type="button" class="btn primary" data-testid="backup-apply" on:click=restore>
                        {t(lang, Msg::BackupApply)}
                    </button>
                </nav>
            </div>
        })
    };

    view! {
        <h2 class="section-title">{t(lang, Msg::BackupTitle)}</h2>
        <p class="hint left">{t(lang, Msg::BackupHint)}</p>
        <p class="hint left" data-testid="backup-made">
            {move || match made.get() {
                Some(ms) => format!("{} {}", t(lang, Msg::BackupLast), web::local_time(ms)),
                None => t(lang, Msg::BackupNever).to_string(),
            }}
        </p>
        <nav class="actions">
            <button type="button" class="btn secondary" data-testid="backup-save" on:click=save>
                {t(lang, Msg::BackupSave)}
            </button>
            <PickFile class="btn secondary" testid="backup-restore" input_testid="backup-file" on_text>
                {t(lang, Msg::BackupRestore)}
            </PickFile>
        </nav>
        {move || said.get().map(|(words, ok)| view! {
            <p class=if ok { "hint left" } else { "error" } role="status" data-testid="backup-status">{words}</p>
        })}
        {plan_view}
    }
}
