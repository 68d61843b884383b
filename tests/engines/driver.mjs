// One small adapter over two drivers, so a scenario reads the same in both engines:
// - firefox: Firefox ESR (`command -v firefox-esr`), headless, driven by puppeteer-core
//   over WebDriver BiDi;
// - webkit: WebKitGTK's MiniBrowser (Safari's engine) driven by WebKitWebDriver through
//   selenium-webdriver (WebDriver classic); it needs a display: run under `xvfb-run -a`.
// Both at a 390×844 CSS-pixel viewport, pixel ratio 1, Russian as the browser's language,
// a fresh profile each launch.
//
// A target is a data-testid ('primary') or { css, text?, exact?, nth? }: the first visible
// element matching `css` whose aria-label or text is `text` (or contains it, exact: false).
import { createRequire } from 'node:module';
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO } from './server.mjs';

const require = createRequire(import.meta.url);
export const WIDTH = 390;
export const HEIGHT = 844;
export const ENGINES = (process.env.ENGINES || 'firefox,webkit').split(',').filter(Boolean);
export const RESULTS = path.join(REPO, 'tests', 'engines', 'results');

function which(cmd, hint) {
  try {
    return execSync(`command -v ${cmd}`, { shell: '/bin/bash' }).toString().trim();
  } catch {
    throw new Error(`${cmd} not found: ${hint} (scripts/ensure-toolchain.sh installs it)`);
  }
}

/** WebKitGTK's MiniBrowser (Debian ships it inside libwebkit2gtk-4.1-0, off PATH). */
function miniBrowser() {
  if (process.env.MINIBROWSER) return process.env.MINIBROWSER;
  const found = ['webkit2gtk-4.1', 'webkit2gtk-4.0', 'webkitgtk-6.0']
    .flatMap((v) => [`/usr/lib/x86_64-linux-gnu/${v}/MiniBrowser`, `/usr/lib/aarch64-linux-gnu/${v}/MiniBrowser`, `/usr/lib/${v}/MiniBrowser`])
    .find((p) => fs.existsSync(p));
  if (!found) throw new Error('MiniBrowser not found: apt-get install webkit2gtk-driver (libwebkit2gtk-4.1-0 holds it), or set MINIBROWSER');
  return found;
}

/** The in-page finder of a target (serialized into the page: no closures). */
function findIn(t) {
  const sel = t.testid ? `[data-testid="${t.testid}"]` : t.css;
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
  let els = [...document.querySelectorAll(sel)];
  if (t.text !== undefined) {
    els = els.filter((e) => {
      const name = norm(e.getAttribute('aria-label')) || norm(e.textContent);
      return t.exact === false ? name.includes(t.text) || norm(e.textContent).includes(t.text) : name === t.text;
    });
  }
  if (t.visible !== false) {
    els = els.filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden');
  }
  return els[t.nth || 0] || null;
}

const norm = (target) => (typeof target === 'string' ? { testid: target } : target);
const label = (target) => JSON.stringify(norm(target));

/** The shared part: what the scenarios call. `impl` is the engine's few primitives. */
class Page {
  constructor(engine, server, impl) {
    this.engine = engine;
    this.server = server;
    this.impl = impl;
    this.kept = []; // errors read back from pages since left
  }

  url(p = '/') {
    return new URL(p, this.server.url).href;
  }

  /** Runs `fn(...args)` in the page (a promise is awaited) and returns its JSON value. */
  evaluate(fn, ...args) {
    return this.impl.evaluate(fn, args);
  }

  /**
   * Polls `fn(arg)` in the page until it is truthy; returns that value. `polling`: the ms
   * between looks, or 'raf' for every animation frame (bench/engines-moment's tap).
   */
  async waitFor(fn, arg = null, { timeout = 10_000, what = fn.toString().slice(0, 120), polling = 25 } = {}) {
    const r = await this.impl.poll(fn, arg, timeout, polling);
    if (r.error) throw new Error(`${this.engine}: waiting for ${what}: ${r.error}`);
    if (r.timeout) throw new Error(`${this.engine}: timed out after ${timeout} ms waiting for ${what}`);
    return r.value;
  }

  /** Waits for the target to be there and visible. */
  async waitTarget(target, timeout = 10_000) {
    await this.waitFor(new Function('t', `return (${findIn})(t) !== null`), norm(target), { timeout, what: label(target) });
  }

  /** Waits until the target is gone (or hidden). */
  async waitGone(target, timeout = 10_000) {
    await this.waitFor(new Function('t', `return (${findIn})(t) === null`), norm(target), { timeout, what: `${label(target)} to go` });
  }

  /** How many elements match the target (shown or not). */
  count(target) {
    const t = norm(target);
    return this.evaluate((sel) => document.querySelectorAll(sel).length, t.testid ? `[data-testid="${t.testid}"]` : t.css);
  }

  /** Whether the target is there and visible now. */
  async has(target) {
    return this.evaluate(new Function('t', `return (${findIn})(t) !== null`), norm(target));
  }

  async text(target) {
    await this.waitTarget(target);
    return this.evaluate(new Function('t', `return (${findIn})(t).textContent.replace(/\\s+/g, ' ').trim()`), norm(target));
  }

  attr(target, name) {
    return this.evaluate(new Function('t', 'n', `const e = (${findIn})(Object.assign({}, t, { visible: false })); return e && e.getAttribute(n)`), norm(target), name);
  }

  /** A real click (the driver's pointer) at the target's middle, once it is visible. */
  async click(target, timeout = 10_000) {
    const t = norm(target);
    await this.waitTarget(t, timeout);
    try {
      await this.impl.click(t);
    } catch (e) {
      throw new Error(`${this.engine}: click ${label(t)}: ${e.message}`);
    }
  }

  /**
   * Presses the pointer on the target and keeps it down until `until` (an in-page predicate)
   * is true, then lets go; returns what `during` (an in-page function) read while held.
   */
  async hold(target, { until = null, during = null, timeout = 5000 } = {}) {
    const t = norm(target);
    await this.waitTarget(t);
    await this.impl.press(t);
    let seen = null;
    try {
      if (until) await this.waitFor(until, null, { timeout, what: `${label(t)} held` });
      if (during) seen = await this.evaluate(during);
    } finally {
      await this.impl.release();
    }
    return seen;
  }

  /** Picks a file in a file input (shown or not). */
  async setFile(target, file) {
    await this.waitFor(new Function('t', `return (${findIn})(Object.assign({}, t, { visible: false })) !== null`), norm(target), { what: label(target) });
    await this.impl.setFile(norm(target), path.resolve(file));
  }

  async goto(p = '/') {
    await this.harvest();
    await this.impl.goto(this.url(p));
  }

  async reload() {
    await this.harvest();
    await this.impl.reload();
  }

  /** Takes the network away (every request but the init script is dropped) or gives it back. */
  offline(on) {
    this.server.offline(on);
  }

  async screenshot(file) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await this.impl.screenshot());
  }

  /** The page's viewport in CSS pixels and its pixel ratio. */
  viewport() {
    return this.evaluate(() => ({ width: innerWidth, height: innerHeight, dpr: devicePixelRatio }));
  }

  /** Moves the errors the page captured (init.js) into `kept`. */
  async harvest() {
    try {
      const errs = await this.impl.evaluate(() => {
        const e = window.__engines;
        if (!e) return location.protocol.startsWith('http') ? ['init.js did not run on this page'] : [];
        return e.errors.splice(0);
      }, []);
      this.kept.push(...errs.map((e) => `[page] ${e}`));
    } catch (e) {
      this.kept.push(`[driver] could not read the page's errors: ${e.message}`);
    }
  }

  /** Every error seen so far: the pages' own (init.js) and the browser's log (Firefox). */
  async errors() {
    await this.harvest();
    return [...this.kept, ...this.impl.logged.map((e) => `[log] ${e}`)];
  }

  close() {
    return this.impl.close();
  }
}

// ---- Firefox ESR over WebDriver BiDi (puppeteer-core) ----

async function firefox({ until }) {
  const puppeteer = require('puppeteer-core');
  const executablePath = which('firefox-esr', 'Firefox ESR is needed for the engines suite');
  return puppeteerPage(
    await puppeteer.launch({
      browser: 'firefox',
      protocol: 'webDriverBiDi',
      executablePath,
      headless: true,
      extraPrefsFirefox: {
        'intl.accept_languages': 'ru-RU, ru',
        'intl.locale.requested': 'ru-RU',
        'media.autoplay.default': 0,
        'dom.serviceWorkers.enabled': true,
        // No network but 127.0.0.1: nothing of Firefox's own asks for it.
        'network.captive-portal-service.enabled': false,
        'network.connectivity-service.enabled': false,
      },
    }),
    until,
  );
}

/**
 * Debian's Chromium through the same adapter (CDP), not in ENGINES by default: the
 * Playwright suite covers Chromium; this one is for a side-by-side look (ENGINES=chromium).
 */
async function chromium({ until }) {
  const puppeteer = require('puppeteer-core');
  return puppeteerPage(
    await puppeteer.launch({
      browser: 'chrome',
      executablePath: which('chromium', 'apt-get install chromium'),
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--lang=ru-RU'],
    }),
    until,
  );
}

async function puppeteerPage(browser, until) {
  const page = (await browser.pages())[0] || (await browser.newPage());
  await page.setViewport({ width: WIDTH, height: HEIGHT, deviceScaleFactor: 1 });
  const logged = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    // An object logged (an Error) reads "JSHandle@error" in its text: say where it came
    // from and what it held, as far as the protocol tells.
    const where = m.location();
    const from = where && where.url ? ` (at ${where.url}:${where.lineNumber})` : '';
    const at = logged.push(`console: ${m.text()}${from}`) - 1;
    Promise.all(
      m.args().map((a) => {
        const v = a.remoteValue ? a.remoteValue() : null;
        return Promise.resolve(v ? JSON.stringify(v) : a.jsonValue().then(JSON.stringify)).catch(() => '?');
      }),
    ).then((parts) => {
      if (parts.length) logged[at] = `console: ${m.text()}${from} ${parts.join(' ')}`;
    });
  });
  page.on('pageerror', (e) => logged.push(`pageerror: ${e.message}`));
  const el = async (t) => {
    const h = await page.evaluateHandle(new Function('t', `return (${findIn})(t)`), t);
    const e = h.asElement();
    if (!e) throw new Error(`no element ${JSON.stringify(t)}`);
    return e;
  };
  return {
    logged,
    evaluate: (fn, args) => page.evaluate(fn, ...args),
    async poll(fn, arg, timeout, polling) {
      try {
        const h = await page.waitForFunction(fn, { polling, timeout }, arg);
        return { value: await h.jsonValue().catch(() => true) };
      } catch (e) {
        if (e.name === 'TimeoutError') return { timeout: true };
        return { error: e.message };
      }
    },
    async click(t) {
      await (await el(t)).click();
    },
    async press(t) {
      const box = await (await el(t)).boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
    },
    release: () => page.mouse.up(),
    async setFile(t, file) {
      await (await el({ ...t, visible: false })).uploadFile(file);
    },
    goto: (url) => page.goto(url, { waitUntil: until }),
    reload: () => page.reload({ waitUntil: until }),
    screenshot: () => page.screenshot({ type: 'png' }),
    close: () => browser.close(),
  };
}

// ---- WebKitGTK's MiniBrowser through WebKitWebDriver (selenium-webdriver) ----

/** A free TCP port on 127.0.0.1 for WebKitWebDriver. */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function until(what, ms, check) {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** `promise`, or nothing after `ms` (a timer that keeps no process waiting). */
function within(promise, ms) {
  return Promise.race([promise, new Promise((r) => setTimeout(r, ms).unref())]);
}

/** Sets MiniBrowser's window so that the page in it is WIDTH×HEIGHT. */
async function sizeWindow(driver) {
  await driver.manage().setTimeouts({ script: 60_000, pageLoad: 60_000 });
  await driver.get('about:blank');
  // The window's size minus the page's is the toolbar: set the window so the page is 390×844.
  // The window takes its size a moment after setRect returns: until it has, the page reads
  // the size before (CI, 2026-12-04: a width of 390 + (390 − the old width) was refused).
  await driver.manage().window().setRect({ x: 0, y: 0, width: WIDTH, height: HEIGHT });
  let inner = [0, 0];
  for (let i = 0; i < 50; i += 1) {
    inner = await driver.executeScript('return [innerWidth, innerHeight]');
    if (inner[0] > 0 && inner[0] <= WIDTH && inner[1] > 0 && inner[1] <= HEIGHT) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!(inner[0] > 0 && inner[0] <= WIDTH && inner[1] > 0 && inner[1] <= HEIGHT)) {
    throw new Error(`webkit: the window of ${WIDTH}×${HEIGHT} shows a page of ${inner.join('×')}`);
  }
  await driver.manage().window().setRect({ x: 0, y: 0, width: WIDTH + (WIDTH - inner[0]), height: HEIGHT + (HEIGHT - inner[1]) });
}

async function webkit() {
  const { Builder } = require('selenium-webdriver');
  const binary = which('WebKitWebDriver', 'apt-get install webkit2gtk-driver');
  const mini = miniBrowser();
  if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    throw new Error('webkit: no display. MiniBrowser has no headless mode: run the suite under `xvfb-run -a`');
  }
  // MiniBrowser's toolbar keeps its window at least 447 px wide; a GTK style sheet that
  // shrinks the toolbar (its own XDG_CONFIG_HOME) lets the page be 390 px wide. The page's
  // fonts and form controls do not use GTK's style.
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'engines-webkit-'));
  fs.mkdirSync(path.join(home, 'config', 'gtk-3.0'), { recursive: true });
  fs.writeFileSync(
    path.join(home, 'config', 'gtk-3.0', 'gtk.css'),
    'headerbar, toolbar, toolbar *, headerbar *, entry, button, label, progressbar ' +
      '{ min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; }\n',
  );
  const port = await freePort();
  // Its own process group: MiniBrowser and WebKit's processes are in it too, and all go at
  // close. Killing WebKitWebDriver alone left MiniBrowser running after a web process crash
  // (CI, 2026-12-04), holding the stderr pipe: the test file's process never ended and the
  // run hung until CI's limit.
  const proc = spawn(binary, [`--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      XDG_CONFIG_HOME: path.join(home, 'config'),
      XDG_DATA_HOME: path.join(home, 'data'),
      XDG_CACHE_HOME: path.join(home, 'cache'),
    },
  });
  // What the driver, MiniBrowser and WebKit's processes print (a GLib error when the page's
  // process dies): the last of it goes into a failure's message.
  let stderr = '';
  const keep = (d) => (stderr = (stderr + d).slice(-8000));
  proc.stdout.on('data', keep);
  proc.stderr.on('data', keep);
  const exited = new Promise((r) => proc.once('exit', r));
  // Every process of the group killed, its pipes closed, the profile removed.
  const end = async (driver) => {
    if (driver) await within(driver.quit().catch(() => {}), 10_000);
    try {
      process.kill(-proc.pid, 'SIGKILL');
    } catch {
      // the group is gone already
    }
    proc.stdout.destroy();
    proc.stderr.destroy();
    await within(exited, 3000);
    fs.rmSync(home, { recursive: true, force: true });
  };
  try {
    await until('WebKitWebDriver to listen', 10_000, () =>
      new Promise((r) => {
        const c = net.connect(port, '127.0.0.1', () => (c.end(), r(true)));
        c.on('error', () => r(false));
      }),
    );
  } catch (e) {
    await end();
    throw e;
  }
  let driver;
  try {
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: mini, args: ['--automation'] },
      })
      .build();
  } catch (e) {
    await end();
    throw new Error(`webkit: no session (${e.message}); WebKitWebDriver said: ${stderr.trim()}`);
  }
  // No command waits forever: after a page crash WebKitWebDriver may never answer the one
  // in flight, not even at its own script timeout (a clean-clone run, 2026-12-04: a look
  // still unanswered after six minutes, the test's process kept alive by it). Every command
  // answers by the script timeout (60 s) or fails here 15 s after it.
  const executor = driver.getExecutor();
  const send = executor.execute.bind(executor);
  executor.execute = (command) =>
    Promise.race([
      send(command),
      new Promise((_, reject) => {
        setTimeout(() => reject(new Error(`webkit: no answer to ${command.getName()} in 75 s`)), 75_000).unref();
      }),
    ]);
  try {
    await sizeWindow(driver);
  } catch (e) {
    await end(driver);
    throw e;
  }

  const el = async (t) => {
    const e = await driver.executeScript(`return (${findIn})(arguments[0])`, t);
    if (!e) throw new Error(`no element ${JSON.stringify(t)}`);
    return e;
  };
  const evaluate = async (fn, args) => {
    // The script's promise is awaited by the driver (WebDriver's Execute Script).
    const r = await driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       const args = Array.prototype.slice.call(arguments, 0, -1);
       Promise.resolve().then(() => (${fn}).apply(null, args))
         .then((value) => done({ value: value === undefined ? null : value }), (e) => done({ error: String(e && e.stack || e) }));`,
      ...args,
    );
    if (r.error) throw new Error(`evaluate: ${r.error}`);
    return r.value;
  };
  const look = (fn, arg, timeout, polling) =>
    driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       const fn = ${fn}; const arg = arguments[0]; const end = Date.now() + arguments[1];
       const every = arguments[2];
       (function poll() {
         let v;
         try { v = fn(arg); } catch (e) { return done({ error: String(e && e.stack || e) }); }
         if (v) return done({ value: v === true ? true : v });
         if (Date.now() > end) return done({ timeout: true });
         if (every === 'raf') requestAnimationFrame(poll);
         else setTimeout(poll, every);
       })();`,
      arg,
      timeout,
      polling,
    );
  return {
    logged: [],
    /** The browser's own output, its last lines (for a failure's message). */
    said: () => stderr.trim().split('\n').slice(-15).join('\n'),
    /** The process group of WebKitWebDriver, MiniBrowser and WebKit's processes. */
    group: proc.pid,
    evaluate,
    // WebKitWebDriver now and then cannot read a poll's result back ("Could not parse script
    // result", about one run in six of the Sport scenario on this machine, the page fine):
    // such a look is made again, within the same time.
    async poll(fn, arg, timeout, polling) {
      const end = Date.now() + timeout;
      for (;;) {
        try {
          return await look(fn, arg, Math.max(0, end - Date.now()), polling);
        } catch (e) {
          if (!/Could not parse script result/.test(e.message) || Date.now() > end) throw e;
        }
      }
    },
    async click(t) {
      await (await el(t)).click();
    },
    async press(t) {
      const e = await el(t);
      await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', e);
      await driver.actions({ async: true }).move({ origin: e }).press().perform();
    },
    release: () => driver.actions({ async: true }).release().perform(),
    async setFile(t, file) {
      await (await el({ ...t, visible: false })).sendKeys(file);
    },
    goto: (url) => driver.get(url),
    reload: () => driver.navigate().refresh(),
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    // The quit waits at most 10 s: a session whose page crashed may never answer its end.
    close: () => end(driver),
  };
}

/**
 * Opens `engine` ('firefox', 'webkit' or 'chromium') on `server` at 390×844. `until`: when
 * goto and reload return, 'load' (the tests) or 'domcontentloaded' (bench/engines-moment,
 * which taps as early as it can). WebKit returns at the load event either way: with the page
 * load strategy 'eager', WebKitWebDriver's navigation never returned (a 60 s timeout).
 */
export async function launch(engine, server, { until = 'load' } = {}) {
  const make = { firefox, webkit, chromium }[engine];
  if (!make) throw new Error(`unknown engine ${engine} (ENGINES=firefox,webkit)`);
  if (!['load', 'domcontentloaded'].includes(until)) throw new Error(`launch: until is 'load' or 'domcontentloaded', not ${until}`);
  return new Page(engine, server, await make({ until }));
}
