//! The players' screen's link (issue 24, `docs/players-screen.md`): one WebRTC data channel
//! between the host's phone and a second device, signalled by the QR codes of
//! [`crate::link::pair`], with no server.
//!
//! Each side keeps its link at module level, so it outlives the screens drawn over it.
//! Host: [`host_offer`] makes the offer's code, [`host_take`] reads the screen's answer or
//! its re-pair code, [`send`] sends a text (never waits, never fails), [`host_on_status`]
//! reports the link. The host keeps one certificate (in IndexedDB, so a reload keeps it;
//! else for this page load) and one ICE username and password (localStorage), written
//! into each of its descriptions: the screen remembers them and re-pairs with one scan.
//! The host reads nothing from the screen: the channel being open is all it learns.
//!
//! Players' screen: [`screen_answer`] answers the host's offer, [`screen_repair`] makes a
//! re-pair code for the host it remembers, [`screen_on_message`] and [`screen_on_status`]
//! report what comes and the link, [`forget`] forgets the host. It sends only a hello when
//! the channel opens and an `ack` per message.
//!
//! Every browser refusal is a value ([`RtcError`]), never a panic.

use crate::link::pair::{Code, Identity, PairError, Peer};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::{prelude::*, JsCast};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    RtcCertificate, RtcConfiguration, RtcDataChannel, RtcDataChannelInit, RtcDataChannelState,
    RtcIceGatheringState, RtcPeerConnection, RtcPeerConnectionState, RtcSdpType,
    RtcSessionDescriptionInit,
};

// The host's ICE username and password, `ufrag pwd`; the host the players' screen remembers
// (`Identity::to_text`); set while a players' screen was linked for the game in progress (a
// page that comes back without the link, Back left the app or a reload, says it is lost).
use crate::engine::backup::{
    PAIR_HOST_KEY as HOST_KEY, PAIR_SCREEN_KEY as SCREEN_KEY, SCREEN_LINKED_KEY as LINKED_KEY,
};
/// The IndexedDB database holding the host's certificate.
const DB: &str = "mafia-host.pair.v1";
const STORE: &str = "pair";
const CERT: &str = "certificate";
/// How long gathering the candidates may take before the code is made from those found.
const GATHER_MS: i32 = 3000;
/// A message is dropped rather than queued behind this many unsent bytes (a screen that
/// cannot keep up gets the next picture, which is whole).
const BUFFER_LIMIT: u32 = 1 << 20;
/// What the screen sends.
pub const HELLO: &str = "hello";
pub const ACK: &str = "ack";

/// The link as each side sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Link {
    /// Never paired in this page load.
    Idle,
    /// A code is shown or read; the channel is not open yet.
    Waiting,
    Open,
    /// It was open or being opened and has closed (the other device left, the network
    /// dropped).
    Lost,
}

/// Why a code could not be made or taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RtcError {
    /// This browser has no WebRTC, or it is switched off.
    Unavailable,
    /// The browser refused a step of the connection.
    Refused,
    /// The scanned text is not a readable pairing code.
    Code(PairError),
    /// A code of the wrong side: the host read a host's offer, or the screen a screen's.
    WrongSide,
    /// An answer while the host shows no offer.
    NoOffer,
    /// A re-pair code for another identity of this host (its page was reloaded without
    /// keeping its certificate, or its storage was cleared): pair again from the offer.
    HostChanged,
}

/// One peer connection and its channel; `id` tells its events from an older one's.
struct Side {
    id: u32,
    pc: RtcPeerConnection,
    channel: RtcDataChannel,
    _handlers: Vec<Closure<dyn FnMut(JsValue)>>,
}

impl Drop for Side {
    fn drop(&mut self) {
        self.pc.set_onconnectionstatechange(None);
        self.channel.set_onopen(None);
        self.channel.set_onclose(None);
        self.channel.set_onmessage(None);
        self.channel.close();
        self.pc.close();
    }
}

type StatusFn = Rc<dyn Fn(Link)>;
type MessageFn = Rc<dyn Fn(String)>;

#[derive(Default)]
struct State {
    side: RefCell<Option<Side>>,
    status: Cell<Option<Link>>,
    watchers: RefCell<Vec<(u32, StatusFn)>>,
}

impl State {
    fn status(&self) -> Link {
        self.status.get().unwrap_or(Link::Idle)
    }

    fn set(&self, link: Link) {
        if self.status.replace(Some(link)) == Some(link) {
            return;
        }
        let watchers: Vec<StatusFn> = self.watchers.borrow().iter().map(|w| w.1.clone()).collect();
        for f in watchers {
            f(link);
        }
    }

    fn watch(&self, f: impl Fn(Link) + 'static) -> Watch {
        let id = next_id();
        self.watchers.borrow_mut().push((id, Rc::new(f)));
        Watch(id)
    }

    fn current(&self, id: u32) -> bool {
        self.side.borrow().as_ref().is_some_and(|s| s.id == id)
    }
}

thread_local! {
    static HOST: State = State::default();
    static SCREEN: State = State::default();
    static NEXT_ID: Cell<u32> = const { Cell::new(1) };
    /// The host's certificate for this page load.
    static CERTIFICATE: RefCell<Option<RtcCertificate>> = const { RefCell::new(None) };
    /// The host identity of the offer the screen answered, remembered once the channel opens.
    static ANSWERED: RefCell<Option<Identity>> = const { RefCell::new(None) };
    static SCREEN_MESSAGE: RefCell<Option<MessageFn>> = const { RefCell::new(None) };
    static PAGEHIDE: Cell<bool> = const { Cell::new(false) };
    /// The identity in the host's last description (what a re-pair code must check).
    static HOST_ID: RefCell<Option<Identity>> = const { RefCell::new(None) };
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    Host,
    Screen,
}

fn state<R>(role: Role, f: impl FnOnce(&State) -> R) -> R {
    match role {
        Role::Host => HOST.with(f),
        Role::Screen => SCREEN.with(f),
    }
}

fn next_id() -> u32 {
    NEXT_ID.with(|n| {
        let id = n.get();
        n.set(id.wrapping_add(1));
        id
    })
}

/// A status watcher, to be ended with [`unwatch`] (e.g. when its view goes away).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Watch(u32);

/// Ends a watcher of either side.
pub fn unwatch(w: Watch) {
    for s in [&HOST, &SCREEN] {
        s.with(|s| s.watchers.borrow_mut().retain(|(id, _)| *id != w.0));
    }
}

fn refused(_: JsValue) -> RtcError {
    RtcError::Refused
}

/// A new connection with one negotiated channel (id 0: no in-band open), its events
/// wired to `role`'s status. It replaces (closes) `role`'s earlier one; the status becomes
/// `Waiting`, except a lost link stays `Lost` while a code only waits to be shown
/// (`keep_lost`).
fn open_side(
    role: Role,
    certificate: Option<&RtcCertificate>,
    keep_lost: bool,
) -> Result<u32, RtcError> {
    let config = RtcConfiguration::new();
    // No STUN or TURN server: the app works without internet, only host candidates.
    config.set_ice_servers(&js_sys::Array::new());
    if let Some(cert) = certificate {
        config.set_certificates(&js_sys::Array::of1(cert));
    }
    let pc =
        RtcPeerConnection::new_with_configuration(&config).map_err(|_| RtcError::Unavailable)?;
    let init = RtcDataChannelInit::new();
    init.set_negotiated(true);
    init.set_id(0);
    let channel = pc.create_data_channel_with_data_channel_dict("mafia-host", &init);
    let id = next_id();
    let report = move |link: Link| {
        state(role, |s| {
            if s.current(id) {
                s.set(link);
            }
        });
    };
    let mut handlers: Vec<Closure<dyn FnMut(JsValue)>> = Vec::new();
    let on_open = {
        let channel = channel.clone();
        Closure::<dyn FnMut(JsValue)>::new(move |_| {
            if !state(role, |s| s.current(id)) {
                return;
            }
            if role == Role::Screen {
                let _ = channel.send_with_str(HELLO);
                if let Some(host) = ANSWERED.with(|a| a.borrow_mut().take()) {
                    crate::web::storage::set(SCREEN_KEY, &host.to_text());
                }
            } else {
                crate::web::storage::set(LINKED_KEY, "1");
            }
            report(Link::Open);
        })
    };
    channel.set_onopen(Some(on_open.as_ref().unchecked_ref()));
    handlers.push(on_open);
    let on_close = Closure::<dyn FnMut(JsValue)>::new(move |_| report(Link::Lost));
    channel.set_onclose(Some(on_close.as_ref().unchecked_ref()));
    handlers.push(on_close);
    let on_state = {
        let (pc, channel) = (pc.clone(), channel.clone());
        Closure::<dyn FnMut(JsValue)>::new(move |_| match pc.connection_state() {
            RtcPeerConnectionState::Disconnected
            | RtcPeerConnectionState::Failed
            | RtcPeerConnectionState::Closed => report(Link::Lost),
            RtcPeerConnectionState::Connected
                if channel.ready_state() == RtcDataChannelState::Open =>
            {
                report(Link::Open)
            }
            _ => {}
        })
    };
    pc.set_onconnectionstatechange(Some(on_state.as_ref().unchecked_ref()));
    handlers.push(on_state);
    if role == Role::Screen {
        // Each message is acknowledged, then handed on; nothing else is ever sent.
        let on_message = {
            let channel = channel.clone();
            Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
                if !state(role, |s| s.current(id)) {
                    return;
                }
                let Some(text) = e
                    .dyn_ref::<web_sys::MessageEvent>()
                    .and_then(|e| e.data().as_string())
                else {
                    return;
                };
                let _ = channel.send_with_str(ACK);
                let cb = SCREEN_MESSAGE.with(|m| m.borrow().clone());
                if let Some(cb) = cb {
                    cb(text);
                }
            })
        };
        channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        handlers.push(on_message);
        close_on_pagehide();
    }
    let side = Side {
        id,
        pc,
        channel,
        _handlers: handlers,
    };
    // The old side is dropped (closed) after the new one is current, so its last events
    // are ignored.
    let old = state(role, |s| s.side.replace(Some(side)));
    drop(old);
    state(role, |s| {
        if !(keep_lost && s.status() == Link::Lost) {
            s.set(Link::Waiting);
        }
    });
    Ok(id)
}

/// The players' screen closes its connection when its page goes away, so the host hears
/// of it at once instead of after ICE's timeout.
fn close_on_pagehide() {
    if PAGEHIDE.with(|p| p.replace(true)) {
        return;
    }
    let Some(w) = web_sys::window() else {
        return;
    };
    let f = Closure::<dyn FnMut(JsValue)>::new(move |_| {
        let old = SCREEN.with(|s| s.side.borrow_mut().take());
        drop(old);
    });
    let _ = w.add_event_listener_with_callback("pagehide", f.as_ref().unchecked_ref());
    // Lives as long as the page.
    f.forget();
}

fn pc_of(role: Role, id: u32) -> Result<RtcPeerConnection, RtcError> {
    state(role, |s| {
        s.side
            .borrow()
            .as_ref()
            .filter(|side| side.id == id)
            .map(|side| side.pc.clone())
    })
    .ok_or(RtcError::Refused)
}

fn description(kind: RtcSdpType, sdp: &str) -> RtcSessionDescriptionInit {
    let d = RtcSessionDescriptionInit::new(kind);
    d.set_sdp(sdp);
    d
}

async fn set_local(pc: &RtcPeerConnection, kind: RtcSdpType, sdp: &str) -> Result<(), RtcError> {
    JsFuture::from(pc.set_local_description(&description(kind, sdp)))
        .await
        .map(drop)
        .map_err(refused)
}

async fn set_remote(pc: &RtcPeerConnection, kind: RtcSdpType, sdp: &str) -> Result<(), RtcError> {
    JsFuture::from(pc.set_remote_description(&description(kind, sdp)))
        .await
        .map(drop)
        .map_err(refused)
}

fn sdp_of(value: &JsValue) -> Option<String> {
    js_sys::Reflect::get(value, &JsValue::from_str("sdp"))
        .ok()?
        .as_string()
}

/// Waits until the candidates are gathered, or `GATHER_MS`.
async fn gathered(pc: &RtcPeerConnection) {
    if pc.ice_gathering_state() == RtcIceGatheringState::Complete {
        return;
    }
    let done: Rc<RefCell<Option<js_sys::Function>>> = Rc::new(RefCell::new(None));
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        *done.borrow_mut() = Some(resolve);
    });
    let on_change = {
        let (pc, done) = (pc.clone(), done.clone());
        Closure::<dyn FnMut(JsValue)>::new(move |_| {
            if pc.ice_gathering_state() == RtcIceGatheringState::Complete {
                if let Some(f) = done.borrow().as_ref() {
                    let _ = f.call0(&JsValue::NULL);
                }
            }
        })
    };
    pc.set_onicegatheringstatechange(Some(on_change.as_ref().unchecked_ref()));
    if let (Some(w), Some(f)) = (web_sys::window(), done.borrow().as_ref()) {
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(f, GATHER_MS);
    }
    let _ = JsFuture::from(promise).await;
    pc.set_onicegatheringstatechange(None);
    drop(on_change);
}

/// The local description once gathered, as a peer for a code.
async fn local_peer(pc: &RtcPeerConnection) -> Result<Peer, RtcError> {
    gathered(pc).await;
    let sdp = pc
        .local_description()
        .map(|d| d.sdp())
        .ok_or(RtcError::Refused)?;
    Peer::from_sdp(&sdp).map_err(|e| RtcError::Code(PairError::Sdp(e)))
}

// ---- The host -------------------------------------------------------------------------

/// The host's ICE username and password: made once, then remembered.
fn host_creds() -> (String, String) {
    if let Some(text) = crate::web::storage::get(HOST_KEY) {
        let mut it = text.split(' ');
        if let (Some(u), Some(p), None) = (it.next(), it.next(), it.next()) {
            if crate::link::pair::creds_ok(u, p) {
                return (u.to_string(), p.to_string());
            }
        }
    }
    let mut random = [0u8; 32];
    let ok = web_sys::window()
        .and_then(|w| w.crypto().ok())
        .is_some_and(|c| c.get_random_values_with_u8_array(&mut random).is_ok());
    if !ok {
        for b in &mut random {
            *b = (js_sys::Math::random() * 256.0) as u8;
        }
    }
    let (u, p) = Identity::creds(&random);
    crate::web::storage::set(HOST_KEY, &format!("{u} {p}"));
    (u, p)
}

fn idb_request(req: &web_sys::IdbRequest) -> js_sys::Promise {
    js_sys::Promise::new(&mut |resolve, reject| {
        let r = req.clone();
        let ok = Closure::once_into_js(move |_: JsValue| {
            let _ = resolve.call1(&JsValue::NULL, &r.result().unwrap_or(JsValue::UNDEFINED));
        });
        let err = Closure::once_into_js(move |e: JsValue| {
            let _ = reject.call1(&JsValue::NULL, &e);
        });
        req.set_onsuccess(Some(ok.unchecked_ref()));
        req.set_onerror(Some(err.unchecked_ref()));
    })
}

async fn idb_store(write: bool) -> Option<web_sys::IdbObjectStore> {
    if !super::feature::has(&["indexedDB"]) {
        return None;
    }
    let factory = web_sys::window()?.indexed_db().ok()??;
    let open = factory.open_with_u32(DB, 1).ok()?;
    let upgrade = Closure::once_into_js({
        let open = open.clone();
        move |_: JsValue| {
            if let Some(db) = open
                .result()
                .ok()
                .and_then(|r| r.dyn_into::<web_sys::IdbDatabase>().ok())
            {
                let _ = db.create_object_store(STORE);
            }
        }
    });
    open.set_onupgradeneeded(Some(upgrade.unchecked_ref()));
    let db: web_sys::IdbDatabase = JsFuture::from(idb_request(&open))
        .await
        .ok()?
        .dyn_into()
        .ok()?;
    let mode = if write {
        web_sys::IdbTransactionMode::Readwrite
    } else {
        web_sys::IdbTransactionMode::Readonly
    };
    let tx = db.transaction_with_str_and_mode(STORE, mode).ok()?;
    tx.object_store(STORE).ok()
}

/// A kept certificate that is still valid for a day, or `None`.
async fn stored_certificate() -> Option<RtcCertificate> {
    let store = idb_store(false).await?;
    let req = store.get(&JsValue::from_str(CERT)).ok()?;
    let cert: RtcCertificate = JsFuture::from(idb_request(&req))
        .await
        .ok()?
        .dyn_into()
        .ok()?;
    (cert.expires() > js_sys::Date::now() + 86_400_000.0).then_some(cert)
}

async fn store_certificate(cert: &RtcCertificate) {
    if let Some(store) = idb_store(true).await {
        if let Ok(req) = store.put_with_key(cert, &JsValue::from_str(CERT)) {
            let _ = JsFuture::from(idb_request(&req)).await;
        }
    }
}

/// The host's certificate: this page load's, else the kept one, else a new one (kept).
async fn certificate() -> Result<RtcCertificate, RtcError> {
    if let Some(c) = CERTIFICATE.with(|c| c.borrow().clone()) {
        return Ok(c);
    }
    let cert = match stored_certificate().await {
        Some(c) => c,
        None => {
            let alg = js_sys::Object::new();
            let set = |k: &str, v: JsValue| js_sys::Reflect::set(&alg, &JsValue::from_str(k), &v);
            let _ = set("name", JsValue::from_str("ECDSA"));
            let _ = set("namedCurve", JsValue::from_str("P-256"));
            // A year (browsers allow at most that); a kept one is renewed a day before.
            let _ = set("expires", JsValue::from_f64(365.0 * 86_400_000.0));
            let promise = RtcPeerConnection::generate_certificate_with_object(&alg)
                .map_err(|_| RtcError::Unavailable)?;
            let cert: RtcCertificate = JsFuture::from(promise)
                .await
                .map_err(refused)?
                .dyn_into()
                .map_err(refused)?;
            store_certificate(&cert).await;
            cert
        }
    };
    CERTIFICATE.with(|c| *c.borrow_mut() = Some(cert.clone()));
    Ok(cert)
}

/// The host's identity check as of this page load: the fingerprint of its certificate,
/// its username and password, as its last description showed them (or a throwaway offer
/// before the first).
async fn host_check() -> Result<[u8; 8], RtcError> {
    if let Some(id) = HOST_ID.with(|h| h.borrow().clone()) {
        return Ok(id.check());
    }
    // A throwaway offer shows the certificate's fingerprint.
    let cert = certificate().await?;
    let config = RtcConfiguration::new();
    config.set_certificates(&js_sys::Array::of1(&cert));
    let pc =
        RtcPeerConnection::new_with_configuration(&config).map_err(|_| RtcError::Unavailable)?;
    let _ = pc.create_data_channel("probe");
    let offer = JsFuture::from(pc.create_offer()).await.map_err(refused);
    pc.close();
    let sdp = sdp_of(&offer?).ok_or(RtcError::Refused)?;
    let (ufrag, pwd) = host_creds();
    let peer = Peer::from_sdp(&crate::link::pair::munge(&sdp, &ufrag, &pwd))
        .map_err(|e| RtcError::Code(PairError::Sdp(e)))?;
    let id = peer.identity();
    HOST_ID.with(|h| *h.borrow_mut() = Some(id.clone()));
    Ok(id.check())
}

/// Whether this browser has WebRTC at all (WebKitGTK, say, has none).
pub fn available() -> bool {
    super::feature::has(&["RTCPeerConnection"])
}

/// A fresh offer's code (`MS1:O:`) for a first pairing; the link waits for its answer.
///
/// # Errors
/// No WebRTC, or the browser refused a step.
pub async fn host_offer() -> Result<String, RtcError> {
    let cert = certificate().await?;
    let id = open_side(Role::Host, Some(&cert), true)?;
    let pc = pc_of(Role::Host, id)?;
    let offer = JsFuture::from(pc.create_offer()).await.map_err(refused)?;
    let sdp = sdp_of(&offer).ok_or(RtcError::Refused)?;
    let (ufrag, pwd) = host_creds();
    set_local(
        &pc,
        RtcSdpType::Offer,
        &crate::link::pair::munge(&sdp, &ufrag, &pwd),
    )
    .await?;
    let peer = local_peer(&pc).await?;
    HOST_ID.with(|h| *h.borrow_mut() = Some(peer.identity()));
    Code::Offer(peer).text().map_err(RtcError::Code)
}

/// Takes a code the host scanned from the players' screen: the answer to the offer shown,
/// or a re-pair code, answered at once (one scan).
///
/// # Errors
/// Not a pairing code, a host's own code, an answer with no offer shown, a re-pair code
/// for another identity of this host ([`RtcError::HostChanged`]: show the offer), or the
/// browser refused it.
pub async fn host_take(code: &str) -> Result<(), RtcError> {
    match Code::parse(code).map_err(RtcError::Code)? {
        Code::Offer(_) => Err(RtcError::WrongSide),
        Code::Answer(peer) => {
            let pc = HOST
                .with(|s| s.side.borrow().as_ref().map(|side| side.pc.clone()))
                .filter(|pc| pc.signaling_state() == web_sys::RtcSignalingState::HaveLocalOffer)
                .ok_or(RtcError::NoOffer)?;
            set_remote(&pc, RtcSdpType::Answer, &peer.sdp()).await?;
            HOST.with(|s| s.set(Link::Waiting));
            Ok(())
        }
        Code::Repair { screen, host } => {
            if host != host_check().await? {
                return Err(RtcError::HostChanged);
            }
            let cert = certificate().await?;
            let id = open_side(Role::Host, Some(&cert), false)?;
            let pc = pc_of(Role::Host, id)?;
            set_remote(&pc, RtcSdpType::Offer, &screen.sdp()).await?;
            let answer = JsFuture::from(pc.create_answer()).await.map_err(refused)?;
            let sdp = sdp_of(&answer).ok_or(RtcError::Refused)?;
            let (ufrag, pwd) = host_creds();
            set_local(
                &pc,
                RtcSdpType::Answer,
                &crate::link::pair::munge(&sdp, &ufrag, &pwd),
            )
            .await
        }
    }
}

/// Sends `text` to the players' screen if the channel is open; else nothing. Never
/// waits: a full buffer drops the text.
pub fn send(text: &str) {
    HOST.with(|s| {
        if let Some(side) = s.side.borrow().as_ref() {
            if side.channel.ready_state() == RtcDataChannelState::Open
                && side.channel.buffered_amount() < BUFFER_LIMIT
            {
                let _ = side.channel.send_with_str(text);
            }
        }
    });
}

/// The host's link now: `Lost`, not `Idle`, when a link this game had did not survive the
/// page (the host is told at once, and one scan re-pairs).
pub fn host_status() -> Link {
    match HOST.with(State::status) {
        Link::Idle if crate::web::storage::get(LINKED_KEY).is_some() => Link::Lost,
        link => link,
    }
}

/// A new game: no players' screen was linked for it yet.
pub fn host_new_game() {
    crate::web::storage::remove(LINKED_KEY);
}

/// Calls `f` on each change of the host's link, until [`unwatch`].
pub fn host_on_status(f: impl Fn(Link) + 'static) -> Watch {
    HOST.with(|s| s.watch(f))
}

// ---- The players' screen --------------------------------------------------------------

/// The host this screen remembers from its last pairing.
fn remembered() -> Option<Identity> {
    Identity::from_text(&crate::web::storage::get(SCREEN_KEY)?)
}

/// Whether this screen remembers a host (and can show a re-pair code).
pub fn screen_remembers() -> bool {
    remembered().is_some()
}

/// Answers the host's offer code; the answer's code (`MS1:A:`) for the host to scan. The
/// host is remembered once the channel opens.
///
/// # Errors
/// Not a pairing code, not the host's offer, no WebRTC, or the browser refused it.
pub async fn screen_answer(offer_code: &str) -> Result<String, RtcError> {
    let Code::Offer(host) = Code::parse(offer_code).map_err(RtcError::Code)? else {
        return Err(RtcError::WrongSide);
    };
    let id = open_side(Role::Screen, None, false)?;
    let pc = pc_of(Role::Screen, id)?;
    ANSWERED.with(|a| *a.borrow_mut() = Some(host.identity()));
    set_remote(&pc, RtcSdpType::Offer, &host.sdp()).await?;
    let answer = JsFuture::from(pc.create_answer()).await.map_err(refused)?;
    let sdp = sdp_of(&answer).ok_or(RtcError::Refused)?;
    set_local(&pc, RtcSdpType::Answer, &sdp).await?;
    let peer = local_peer(&pc).await?;
    Code::Answer(peer).text().map_err(RtcError::Code)
}

/// A re-pair code (`MS1:R:`) for the remembered host: a fresh offer, and the host's
/// answer built from what is remembered already set, so one scan by the host opens the
/// link. `None` when no host is remembered.
pub async fn screen_repair() -> Option<Result<String, RtcError>> {
    let host = remembered()?;
    Some(repair(host).await)
}

async fn repair(host: Identity) -> Result<String, RtcError> {
    let id = open_side(Role::Screen, None, true)?;
    let pc = pc_of(Role::Screen, id)?;
    ANSWERED.with(|a| *a.borrow_mut() = None);
    let offer = JsFuture::from(pc.create_offer()).await.map_err(refused)?;
    let sdp = sdp_of(&offer).ok_or(RtcError::Refused)?;
    set_local(&pc, RtcSdpType::Offer, &sdp).await?;
    let peer = local_peer(&pc).await?;
    set_remote(&pc, RtcSdpType::Answer, &host.answer().sdp()).await?;
    Code::Repair {
        screen: peer,
        host: host.check(),
    }
    .text()
    .map_err(RtcError::Code)
}

/// The screen's link now.
pub fn screen_status() -> Link {
    SCREEN.with(State::status)
}

/// Calls `f` on each change of the screen's link, until [`unwatch`].
pub fn screen_on_status(f: impl Fn(Link) + 'static) -> Watch {
    SCREEN.with(|s| s.watch(f))
}

/// Calls `f` with each text the host sends (replacing an earlier `f`).
pub fn screen_on_message(f: impl Fn(String) + 'static) {
    SCREEN_MESSAGE.with(|m| *m.borrow_mut() = Some(Rc::new(f)));
}

/// Forgets the remembered host and closes the link (to pair with another host).
pub fn forget() {
    crate::web::storage::remove(SCREEN_KEY);
    ANSWERED.with(|a| *a.borrow_mut() = None);
    let old = SCREEN.with(|s| s.side.borrow_mut().take());
    drop(old);
    SCREEN.with(|s| s.set(Link::Idle));
}

/// Closes the players' screen's link (the screen was left); the host stays remembered.
pub fn screen_close() {
    let old = SCREEN.with(|s| s.side.borrow_mut().take());
    drop(old);
    SCREEN.with(|s| s.set(Link::Idle));
}
