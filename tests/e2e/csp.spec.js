// The Content-Security-Policy (scripts/csp.js, docs/hosting.md): it is in force on the built
// page — an injected inline script or handler does not run, no other host is reached — and a whole game, its
// export and the hand-off by file and QR codes run under it without a single violation.
'use strict';
const { test, expect, openApp } = require('./fixtures');
const g = require('./game');

/** Records every CSP violation report of the page in `window.violations`. */
async function watch(page) {
  await page.addInitScript(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
}

const violations = (page) => page.evaluate(() => window.violations);

test('the policy is in the page and in force: no inline script or handler, no outside fetch', async ({ browser }) => {
  // Its own context: the violations it provokes are console errors the fixture fails on.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await watch(page);
  await openApp(page);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  const directives = Object.fromEntries(
    policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]),
  );
  expect(directives['default-src']).toEqual(["'self'"]);
  expect(directives['connect-src']).toEqual(["'self'"]);
  expect(directives['script-src']).toContain("'wasm-unsafe-eval'");
  // Three inline scripts (the main wasm's fetch begun in the head, the loader, and the
  // language of the hero), by hash only.
  expect(directives['script-src'].filter((s) => s.startsWith("'sha256-"))).toHaveLength(3);
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toMatch(/'unsafe-eval'/);
  // The meta comes before every script and style of the page.
  const order = await page.evaluate(() => {
    const all = [...document.head.querySelectorAll('meta, style, script')];
    const meta = all.findIndex((e) => e.httpEquiv === 'Content-Security-Policy');
    return { meta, firstOther: all.findIndex((e) => e.tagName !== 'META') };
  });
  expect(order.meta).toBeLessThan(order.firstOther);

  // An inline script added to the page does not run, nor an inline event handler; a fetch
  // to another host fails. (eval cannot be tried from here: DevTools' evaluation is exempt;
  // the policy above has no 'unsafe-eval'.)
  const blocked = await page.evaluate(async () => {
    const s = document.createElement('script');
    s.textContent = 'window.injected = true;';
    document.body.append(s);
    const img = document.createElement('img');
    img.setAttribute('onerror', 'window.handled = true;');
    img.src = 'icons/no-such-icon.png';
    document.body.append(img);
    let fetched = true;
    try {
      await fetch('http://127.0.0.2:9/x');
    } catch (e) {
      fetched = false;
    }
    await new Promise((r) => setTimeout(r, 200));
    return { injected: window.injected === true, handled: window.handled === true, fetched };
  });
  expect(blocked).toEqual({ injected: false, handled: false, fetched: false });
  const seen = await violations(page);
  expect(seen.some((v) => v.startsWith('script-src-elem inline'))).toBe(true);
  expect(seen.some((v) => v.startsWith('script-src-attr inline'))).toBe(true);
  expect(seen.some((v) => v.startsWith('connect-src http://127.0.0.2'))).toBe(true);
  // What the page itself did to get here raised nothing.
  expect(seen).toHaveLength(3);
  await context.close();
});

test('a whole game, its export, and the hand-off by file and QR codes run with no violation', async ({ page }) => {
  await watch(page);
  // The clock faked: the waits between taps pass at once (game.js).
  await g.fakeClock(page);
  await g.startGame(page, 'sport', g.SPORT_ROLES);
  await g.primary(page, 4);
  await g.speeches(page, { 1: 9, 2: 3 });
  await g.vote(page, [1, 2, 4, 5, 6, 8]);
  // The hand-off mid-game: the file and the QR codes.
  await g.openTools(page);
  await page.getByTestId('handoff-open').click();
  await expect(page.getByTestId('handoff')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('handoff-download').click()]);
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  await page.getByTestId('handoff-qr').click();
  await expect(page.getByTestId('qr').first()).toBeVisible();
  await expect(page.getByTestId('qr').first().locator('svg')).toBeVisible();
  await page.getByTestId('handoff-close').click();
  // The rest of the game, to a red win (the same taps as game.spec.js's red win).
  await g.redWinFromLastWord(page);
  await expect(page.getByTestId('winner')).toHaveText('Победа красных');
  const [exported] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-json').click()]);
  expect(exported.suggestedFilename()).toMatch(/\.json$/);
  // The rule texts load ("Why?" fetches them) and the service worker runs.
  await page.waitForFunction(() => navigator.serviceWorker && navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
  expect(await violations(page)).toEqual([]);
});
