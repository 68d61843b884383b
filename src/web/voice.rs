//! Spoken night calls and announcements with the browser's own speech synthesis
//! (`speechSynthesis`), in the app's language when the device has a voice for it. The host
//! switches it on; without a voice the app says so and works the same, silently.

use wasm_bindgen::JsCast;
use web_sys::{SpeechSynthesis, SpeechSynthesisUtterance, SpeechSynthesisVoice};

use super::storage;

const VOICE_KEY: &str = crate::engine::backup::Setting::Voice.key();

fn synth() -> Option<SpeechSynthesis> {
    if !super::feature::has(&["speechSynthesis", "getVoices"])
        || !super::feature::has(&["SpeechSynthesisUtterance"])
    {
        return None;
    }
    web_sys::window()?.speech_synthesis().ok()
}

/// Whether the host switched the voice on.
pub fn enabled() -> bool {
    storage::get(VOICE_KEY).as_deref() == Some("1")
}

pub fn set_enabled(on: bool) {
    let _ = storage::set(VOICE_KEY, if on { "1" } else { "0" });
    if !on {
        stop();
    }
}

/// A voice of the device for `lang` (`ru`, `en`), if any.
fn voice_for(lang: &str) -> Option<SpeechSynthesisVoice> {
    synth()?
        .get_voices()
        .iter()
        // getVoices() returns only voices; read them without an instanceof check.
        .map(|v| v.unchecked_into::<SpeechSynthesisVoice>())
        .find(|v| v.lang().to_ascii_lowercase().starts_with(lang))
}

/// Whether the device can speak `lang`.
pub fn available(lang: &str) -> bool {
    voice_for(lang).is_some()
}

/// Says `text` in `lang`, cutting off what was being said. Quietly nothing without a voice.
pub fn say(text: &str, lang: &str) {
    let (Some(s), Some(v)) = (synth(), voice_for(lang)) else {
        return;
    };
    let Ok(u) = SpeechSynthesisUtterance::new_with_text(text) else {
        return;
    };
    // The language picks the device's voice for it.
    u.set_lang(&v.lang());
    s.cancel();
    s.speak(&u);
}

/// Whether the voice is saying something, or about to.
pub fn speaking() -> bool {
    synth().is_some_and(|s| s.speaking() || s.pending())
}

pub fn stop() {
    if let Some(s) = synth() {
        s.cancel();
    }
}
