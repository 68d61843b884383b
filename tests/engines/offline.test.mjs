// Offline after the first visit: once the service worker holds the app, the network goes
// (the test server drops every connection but its init script's) and a reload still opens
// the app; the set-up and a game start from the cache alone.
import assert from 'node:assert/strict';
import { scenario } from './harness.mjs';
import { openApp, startScreen, startPhysical, primary, look, SPORT_ROLES } from './app.mjs';

scenario(
  'offline after the first visit',
  async (page) => {
    await openApp(page);
    // The worker took the page over once it had precached every file (install, then
    // activate's clients.claim()).
    await page.waitFor(() => navigator.serviceWorker && navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
      what: 'the service worker to control the page',
    });
    const cached = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((k) => k.startsWith('mafia-host-'));
      return names.length ? (await (await caches.open(names[0])).keys()).length : 0;
    });
    assert.ok(cached > 5, `files precached: ${cached}`);

    page.offline(true);
    const from = page.server.requests.length;
    await page.reload();
    await startScreen(page, 30_000);
    await startPhysical(page, 'sport', SPORT_ROLES);
    await primary(page, 4);
    await page.waitFor(() => document.querySelector('[data-testid="say"]')?.textContent.trim() === 'Слово игроку №1.', null, { what: 'seat 1’s speech, offline' });
    // Whatever reached the server while offline was dropped, but the init script.
    const asked = page.server.requests.slice(from).filter((r) => r.path !== '/__engines/init.js');
    assert.ok(asked.every((r) => r.offline), 'nothing was served while offline');
    assert.equal((await look(page)).phase, 'День 1 · речи');
    page.offline(false);
  },
  { timeout: 150_000 },
);
