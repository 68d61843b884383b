// The engines suite's init script: server.mjs puts it first in the page's <head>, so it runs
// before the app's own scripts on every load (also offline, also after a reload), in
// Firefox and in WebKit alike. It keeps what a test reads back with `__engines`:
//
// errors: what would fail a test. CAPTURED: uncaught exceptions (`error` events, a wasm trap
//   or a JS exception thrown through the wasm included), promises rejected with no handler
//   (`unhandledrejection`), the page's own console.error calls (a Rust panic's message
//   included), elements that failed to load (an `error` event on a <script>, <link>, <img>),
//   and Content-Security-Policy violations. NOT CAPTURED: what the browser itself writes to
//   its console (a refused request, a deprecation), console.warn, errors inside the service
//   worker or another worker, and anything said before this script ran (nothing of the
//   app's runs before it) or during an unload. In Firefox the driver also listens to the
//   browser's own log (WebDriver BiDi); WebKitWebDriver has no log API, this is all there is.
//   The list lives in the page: the driver reads it back before every navigation it makes
//   and at the end (a reload the app makes by itself would lose it).
// tones: every oscillator started (the timer's cues), as tests/e2e/sound.spec.js counts them.
// wake: every screen wake lock the page asked for (`navigator.wakeLock.request`, where the engine
//   has it), in order, each with how it ended: 'granted', or the refusal's name
//   ('NotAllowedError' where the engine wants a tap first), and `released` when it was let go.
// downloads: every file the app offers with <a download> (name, type, text). The click is
//   not passed on: neither browser saves a file under the driver, so nothing lands on disk.
// language: navigator.language(s) read 'ru-RU', as Playwright's `locale: 'ru-RU'` makes them in
//   Chromium. Firefox is also given Russian by its prefs; WebKitGTK under WebKitWebDriver
//   says 'en-US' whatever LANG/LANGUAGE/LC_ALL it is started with.
// clock: performance.now() (the timers' clock, src/web/clock.rs) may be shifted or frozen
//   by a test (`clock.frozen = ms`), so a 60 s speech runs out in a few real seconds.
(() => {
  const E = (window.__engines = { errors: [], tones: [], downloads: [], wake: [], clock: { shift: 0, frozen: null } });
  const say = (kind, text) => E.errors.push(`${kind}: ${text}`);

  addEventListener(
    'error',
    (ev) => {
      if (ev instanceof ErrorEvent) {
        say('pageerror', `${ev.message} (${ev.filename}:${ev.lineno}:${ev.colno})`);
      } else if (ev.target && ev.target !== window) {
        say('failed to load', `<${ev.target.tagName.toLowerCase()}> ${ev.target.src || ev.target.href || ''}`);
      }
    },
    true,
  );
  addEventListener('unhandledrejection', (ev) => {
    const r = ev.reason;
    say('unhandledrejection', (r && (r.stack || r.message)) || String(r));
  });
  addEventListener('securitypolicyviolation', (ev) => {
    say('csp', `${ev.violatedDirective} blocked ${ev.blockedURI}`);
  });
  const error = console.error;
  console.error = function (...args) {
    say('console.error', args.map((a) => (a && a.stack) || String(a)).join(' '));
    return error.apply(this, args);
  };

  // The browser's language, Russian.
  for (const [name, value] of [['language', 'ru-RU'], ['languages', Object.freeze(['ru-RU', 'ru'])]]) {
    Object.defineProperty(Navigator.prototype, name, { configurable: true, get: () => value });
  }

  // Oscillators started, with their wave and pitch.
  if (typeof AudioContext === 'function') {
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function () {
      const osc = create.call(this);
      const start = osc.start;
      osc.start = function (...when) {
        E.tones.push({ freq: osc.frequency.value, type: osc.type, at: E.realNow() });
        return start.apply(this, when);
      };
      return osc;
    };
  }

  // Wake lock requests and their outcomes. On the prototype: WebKit may collect the wrapper of
  // `navigator.wakeLock` and make a new one, losing a property set on the old (a wrapped
  // `request` there was gone in some runs).
  if (typeof WakeLock === 'function' && typeof WakeLock.prototype.request === 'function') {
    const request = WakeLock.prototype.request;
    WakeLock.prototype.request = function (type) {
      const entry = { type, result: 'pending', released: false };
      E.wake.push(entry);
      const p = request.call(this, type);
      p.then(
        (sentinel) => {
          entry.result = 'granted';
          sentinel.addEventListener('release', () => { entry.released = true; });
        },
        (e) => { entry.result = e && e.name ? e.name : String(e); },
      );
      return p;
    };
  }

  // The page's monotonic clock, movable by a test.
  const now = performance.now.bind(performance);
  E.realNow = now;
  performance.now = () => (E.clock.frozen !== null ? E.clock.frozen : now() + E.clock.shift);

  // Files offered for download: the blob behind each object URL, read as text.
  const blobs = new Map();
  const createURL = URL.createObjectURL;
  URL.createObjectURL = function (obj) {
    const url = createURL.call(URL, obj);
    if (obj instanceof Blob) blobs.set(url, obj);
    return url;
  };
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    if (!this.hasAttribute('download')) return click.call(this);
    const blob = blobs.get(this.href);
    const file = { name: this.download, type: blob ? blob.type : null, text: null };
    E.downloads.push(file);
    if (blob) blob.text().then((t) => (file.text = t));
    return undefined;
  };
})();
