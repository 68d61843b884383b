//! Timer cues: tones made with Web Audio (no audio files) and vibration patterns, with a
//! mute switch the host's choice keeps. A browser without Web Audio or vibration simply
//! stays quiet (each is looked up first, `super::feature`); nothing here can fail a tap.

use std::cell::RefCell;

use web_sys::{AudioContext, AudioContextState, OscillatorType};

use super::storage;

const MUTED_KEY: &str = crate::engine::backup::Setting::Muted.key();

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// Whether the host muted the cues.
pub fn muted() -> bool {
    storage::get(MUTED_KEY).as_deref() == Some("1")
}

pub fn set_muted(muted: bool) {
    let _ = storage::set(MUTED_KEY, if muted { "1" } else { "0" });
}

/// Creates (or wakes) the audio context. Browsers allow sound only after a tap, so the
/// timer calls this from its Start button.
pub fn unlock() {
    CONTEXT.with(|c| {
        let mut c = c.borrow_mut();
        if c.is_none() && super::feature::has(&["AudioContext"]) {
            *c = AudioContext::new().ok();
        }
        if let Some(ctx) = c.as_ref() {
            if ctx.state() == AudioContextState::Suspended {
                let _ = ctx.resume();
            }
        }
    });
}

/// The page's one audio context, woken (for the night's ambience, `super::ambience`).
pub(super) fn context() -> Option<AudioContext> {
    unlock();
    CONTEXT.with(|c| c.borrow().clone())
}

/// One tone: `freq` Hz for `ms` milliseconds starting `delay` ms from now, at `volume`
/// (0–1) with a quick fade so it does not click.
fn tone(freq: f32, delay: f64, ms: f64, volume: f32, wave: OscillatorType) {
    CONTEXT.with(|c| {
        let c = c.borrow();
        let Some(ctx) = c.as_ref() else { return };
        let (Ok(osc), Ok(gain)) = (ctx.create_oscillator(), ctx.create_gain()) else {
            return;
        };
        let start = ctx.current_time() + delay / 1000.0;
        let end = start + ms / 1000.0;
        osc.set_type(wave);
        osc.frequency().set_value(freq);
        let g = gain.gain();
        let _ = g.set_value_at_time(0.0, start);
        let _ = g.linear_ramp_to_value_at_time(volume, start + 0.01);
        let _ = g.set_value_at_time(volume, end - 0.03);
        let _ = g.linear_ramp_to_value_at_time(0.0, end);
        if osc.connect_with_audio_node(&gain).is_ok()
            && gain.connect_with_audio_node(&ctx.destination()).is_ok()
        {
            let _ = osc.start_with_when(start);
            let _ = osc.stop_with_when(end);
        }
    });
}

/// Vibrates where the browser can (Safari and Firefox have no `navigator.vibrate`).
fn vibrate(pattern: &[u32]) {
    if let Ok(p) = serde_wasm_bindgen::to_value(pattern) {
        let _ = super::feature::call(&["navigator", "vibrate"], &[p]);
    }
}

/// A soft tick for each of the last seconds of a speech.
pub fn tick() {
    if muted() {
        return;
    }
    tone(1320.0, 0.0, 45.0, 0.35, OscillatorType::Sine);
    vibrate(&[25]);
}

/// Time is up: three rising square-wave beeps, loud enough for a noisy room.
pub fn end() {
    if muted() {
        return;
    }
    for (i, f) in [660.0, 880.0, 1100.0].into_iter().enumerate() {
        tone(f, i as f64 * 180.0, 150.0, 0.6, OscillatorType::Square);
    }
    vibrate(&[200, 100, 200, 100, 400]);
}

/// A counting beat (the caller at the shot, the end of a vote's window): a short mid tone.
/// Counting is asked for by the host, so it sounds even when the timer cues are muted.
pub fn beat() {
    unlock();
    tone(880.0, 0.0, 90.0, 0.5, OscillatorType::Triangle);
}
