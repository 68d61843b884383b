//! The service worker (`sw.js`, written into the build by `scripts/precache.js`): register
//! it, notice a new version waiting, and switch to it only when the host says so.

use wasm_bindgen::{closure::Closure, JsCast, JsValue};
use web_sys::{ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState};

fn container() -> Option<ServiceWorkerContainer> {
    let w = web_sys::window()?;
    // Not every browser (or an insecure origin) has service workers.
    if !super::feature::has(&["navigator", "serviceWorker"]) {
        return None;
    }
    Some(w.navigator().service_worker())
}

/// Registers `sw.js`; `on_update` runs once a new version is installed and waiting while
/// an older one controls this page.
pub fn register(on_update: impl Fn() + Clone + 'static) {
    let Some(sw) = container() else { return };
    let promise = sw.register("sw.js");
    let ok = Closure::once(move |reg: JsValue| {
        let Ok(reg) = reg.dyn_into::<ServiceWorkerRegistration>() else {
            return;
        };
        let controlled = || container().and_then(|c| c.controller()).is_some();
        if reg.waiting().is_some() && controlled() {
            on_update();
        }
        let reg2 = reg.clone();
        let found = Closure::<dyn Fn()>::new(move || {
            let Some(worker) = reg2.installing() else {
                return;
            };
            let w2 = worker.clone();
            let on_update = on_update.clone();
            let changed = Closure::<dyn Fn()>::new(move || {
                if w2.state() == ServiceWorkerState::Installed && controlled() {
                    on_update();
                }
            });
            worker.set_onstatechange(Some(changed.as_ref().unchecked_ref()));
            changed.forget();
        });
        reg.set_onupdatefound(Some(found.as_ref().unchecked_ref()));
        found.forget();
    });
    // A failed registration (private mode, storage off) leaves the app working online.
    let failed = Closure::once(|_: JsValue| {});
    let _ = promise.then2(&ok, &failed);
    ok.forget();
    failed.forget();
}

/// Lets the waiting version take over, then reloads the page into it.
pub fn apply_update() {
    let Some(sw) = container() else { return };
    let reload = Closure::<dyn Fn()>::new(|| {
        if let Some(w) = web_sys::window() {
            let _ = w.location().reload();
        }
    });
    sw.set_oncontrollerchange(Some(reload.as_ref().unchecked_ref()));
    reload.forget();
    let ok = Closure::once(|reg: JsValue| {
        let waiting = reg
            .dyn_into::<ServiceWorkerRegistration>()
            .ok()
            .and_then(|r| r.waiting());
        match waiting {
            Some(w) => {
                let _ = w.post_message(&JsValue::from_str("skip-waiting"));
            }
            None => {
                if let Some(w) = web_sys::window() {
                    let _ = w.location().reload();
                }
            }
        }
    });
    let failed = Closure::once(|_: JsValue| {});
    let _ = sw.get_registration().then2(&ok, &failed);
    ok.forget();
    failed.forget();
}
