//! The night's ambience: a soft, slowly swelling noise like the sea, made with Web Audio
//! (no audio file), so talk and movement at the table cannot be heard while the town
//! sleeps (the tournament rules ask a venue for music
//! equipment for the night: seeds/002, 2.3; RULES.md has no rule id for it). It fades in when night
//! falls and fades out at «Доброе утро». Optional, off by default, the host's choice kept.

use std::cell::RefCell;

use web_sys::{
    AudioBufferSourceNode, AudioScheduledSourceNode, BiquadFilterType, GainNode, OscillatorNode,
};

use super::{sound, storage};

const KEY: &str = crate::engine::backup::Setting::NightSound.key();
/// Seconds of noise in the looped buffer; long enough that the loop is not heard.
const LOOP_S: f32 = 6.0;
/// The level the sound settles at, and how long it takes to get there or fade away.
const LEVEL: f32 = 0.5;
const FADE_IN_S: f64 = 3.0;
const FADE_OUT_S: f64 = 2.5;

struct Playing {
    source: AudioBufferSourceNode,
    swell: OscillatorNode,
    master: GainNode,
}

thread_local! {
    static PLAYING: RefCell<Option<Playing>> = const { RefCell::new(None) };
}

/// Whether the host wants the night's ambience.
pub fn enabled() -> bool {
    storage::get(KEY).as_deref() == Some("1")
}

pub fn set_enabled(on: bool) {
    let _ = storage::set(KEY, if on { "1" } else { "0" });
}

/// Whether the ambience is sounding now (or fading in).
pub fn playing() -> bool {
    PLAYING.with(|p| p.borrow().is_some())
}

/// Plays (`true`) or fades out (`false`); calling it again with the same wish does nothing.
pub fn play(on: bool) {
    if on == playing() {
        return;
    }
    if on {
        if let Some(p) = start() {
            PLAYING.with(|slot| *slot.borrow_mut() = Some(p));
        }
    } else {
        stop();
    }
}

/// Fades out whatever is playing.
pub fn stop() {
    let Some(p) = PLAYING.with(|slot| slot.borrow_mut().take()) else {
        return;
    };
    let Some(ctx) = sound::context() else { return };
    let now = ctx.current_time();
    let g = p.master.gain();
    let _ = g.cancel_scheduled_values(now);
    let _ = g.set_value_at_time(g.value(), now);
    let _ = g.linear_ramp_to_value_at_time(0.0, now + FADE_OUT_S);
    let _ =
        AsRef::<AudioScheduledSourceNode>::as_ref(&p.source).stop_with_when(now + FADE_OUT_S + 0.1);
    let _ = p.swell.stop_with_when(now + FADE_OUT_S + 0.1);
}

/// Brown noise (integrated white noise: deep, like surf) through a low-pass filter, its
/// level swelling every dozen seconds.
fn start() -> Option<Playing> {
    let ctx = sound::context()?;
    let rate = ctx.sample_rate();
    let len = (rate * LOOP_S) as u32;
    let buffer = ctx.create_buffer(1, len, rate).ok()?;
    let mut samples = vec![0f32; len as usize];
    let mut last = 0f32;
    for s in samples.iter_mut() {
        let white = js_sys::Math::random() as f32 * 2.0 - 1.0;
        last = (last + 0.02 * white) / 1.02;
        *s = last * 3.5;
    }
    // The loop's seam: fade the last 50 ms into the first sample's level.
    let seam = (rate * 0.05) as usize;
    let first = samples[0];
    let n = samples.len();
    for (i, s) in samples[n - seam..].iter_mut().enumerate() {
        let t = i as f32 / seam as f32;
        *s = *s * (1.0 - t) + first * t;
    }
    buffer.copy_to_channel(&samples, 0).ok()?;

    let source = ctx.create_buffer_source().ok()?;
    source.set_buffer(Some(&buffer));
    source.set_loop(true);
    let filter = ctx.create_biquad_filter().ok()?;
    filter.set_type(BiquadFilterType::Lowpass);
    filter.frequency().set_value(900.0);
    // The swell: a slow oscillator moving the body's level by ±30 %; the master fades.
    let body = ctx.create_gain().ok()?;
    body.gain().set_value(0.7);
    let swell = ctx.create_oscillator().ok()?;
    swell.frequency().set_value(0.08);
    let depth = ctx.create_gain().ok()?;
    depth.gain().set_value(0.3);
    let master = ctx.create_gain().ok()?;
    let now = ctx.current_time();
    let _ = master.gain().set_value_at_time(0.0, now);
    let _ = master
        .gain()
        .linear_ramp_to_value_at_time(LEVEL, now + FADE_IN_S);

    source.connect_with_audio_node(&filter).ok()?;
    filter.connect_with_audio_node(&body).ok()?;
    body.connect_with_audio_node(&master).ok()?;
    master.connect_with_audio_node(&ctx.destination()).ok()?;
    swell.connect_with_audio_node(&depth).ok()?;
    depth.connect_with_audio_param(&body.gain()).ok()?;
    AsRef::<AudioScheduledSourceNode>::as_ref(&source)
        .start()
        .ok()?;
    swell.start().ok()?;
    Some(Playing {
        source,
        swell,
        master,
    })
}
