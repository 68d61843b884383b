// Every test's page fails the test on a console error, an uncaught exception, or a request
// that leaves 127.0.0.1 (the app must work in a room with no network).
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const base = require('@playwright/test');

const SHOTS = path.join(__dirname, 'screenshots');

const test = base.test.extend({
  page: async ({ page }, use) => {
    const errors = [];
    const requests = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    page.on('request', (req) => requests.push(req.url()));

    await use(page);

    const outside = requests.filter((url) => {
      const u = new URL(url);
      if (u.protocol === 'data:' || u.protocol === 'blob:') return false;
      return u.hostname !== '127.0.0.1';
    });
    base.expect(errors, 'console errors and page errors').toEqual([]);
    base.expect(outside, 'requests that left 127.0.0.1').toEqual([]);
  },
});

/** Saves a full-page screenshot to tests/e2e/screenshots/NAME.png. */
async function shot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({
    path: path.join(SHOTS, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/** Opens the app and waits until the wasm has drawn the start screen. */
async function openApp(page) {
  await page.goto('/');
  // On a first visit the page draws the start screen's main actions itself (index.html's
  // `#early`, also a `main > section.start`) before the wasm: the app is open once its own
  // start screen has taken their place (`web::take_early_tap` removes the page's).
  await base.expect(page.locator('#early')).toHaveCount(0);
  await base.expect(page.locator('main > section.start')).toBeVisible();
}

/**
 * A phone's camera and QR detector stood in for, before the page loads: the camera shows a
 * canvas; once `window.go` is set, the detector answers with the codes of `shown` one after
 * another, as if each were held in front of it in turn.
 */
async function fakeCamera(page, shown) {
  await page.addInitScript((codes) => {
    window.shown = codes;
    window.BarcodeDetector = class {
      async detect() {
        if (!window.go) return [];
        const code = window.shown.shift();
        return code ? [{ rawValue: code }] : [];
      }
    };
    navigator.mediaDevices.getUserMedia = async () => {
      const canvas = document.createElement('canvas');
      canvas.getContext('2d').fillRect(0, 0, 10, 10);
      return canvas.captureStream(5);
    };
  }, shown);
}

/** The numbered QR codes on screen, read from the first to the last (each a `data-code`,
 * checked as `MH1:k/total:`), paging with «next». */
async function readCodes(page) {
  const expect = base.expect;
  const count = page.getByTestId('qr-count');
  await expect(count).toHaveText(/^Код 1 из \d+$/);
  const total = Number((await count.textContent()).match(/из (\d+)/)[1]);
  const codes = [];
  for (let k = 1; k <= total; k += 1) {
    await expect(count).toHaveText(`Код ${k} из ${total}`);
    const code = await page.getByTestId('qr').getAttribute('data-code');
    expect(code).toMatch(new RegExp(`^MH1:${k}/${total}:`));
    codes.push(code);
    if (k < total) await page.getByTestId('qr-next').click();
  }
  return codes;
}

/** The organiser's tournament as the phone keeps it, put together as one document's text:
 * the base under `mafia-host.tournament.v1` and a key per game (`engine::tournament::kept`,
 * docs/tournament.md); the key's text as it is when it is not that form (a whole document,
 * a damaged text); null when there is none. */
async function storedTournament(page) {
  return page.evaluate((key) => {
    const base = localStorage.getItem(key);
    if (base === null) return null;
    let b = null;
    try {
      b = JSON.parse(base);
    } catch {
      return base;
    }
    if (!b || b.format !== 'mafia-host-tournament-kept') return base;
    const doc = b.doc;
    doc.games = Array.from({ length: b.games }, (_, i) => JSON.parse(localStorage.getItem(`${key}.game.${i}`)));
    return JSON.stringify(doc);
  }, 'mafia-host.tournament.v1');
}

module.exports = { test, expect: base.expect, shot, openApp, fakeCamera, readCodes, storedTournament };
