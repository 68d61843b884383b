// What differs between engines' features (issue 38): the players' screen sheet says once that
// there is no WebRTC where the engine has none (WebKitGTK) and offers nothing that cannot
// work, and makes a code where it has one (Firefox); a reload of a speech whose time is up
// does not sound the end again.
import assert from 'node:assert/strict';
import { scenario } from './harness.mjs';
import { continueGame, freshLog, primary, SPORT_ROLES } from './app.mjs';

scenario('players\' screen sheet, WebRTC or none', async (page, engine) => {
  await continueGame(page, freshLog('sport', SPORT_ROLES));
  const rtc = await page.evaluate(() => typeof window.RTCPeerConnection === 'function');
  // What this suite knows of each engine here: Firefox has WebRTC, this WebKitGTK has none.
  assert.equal(rtc, engine === 'firefox', `${engine}: RTCPeerConnection`);
  if ((await page.attr('more', 'aria-expanded')) !== 'true') await page.click('more');
  await page.click('screen-open');
  await page.waitTarget('screen-sheet');
  if (rtc) {
    await page.waitTarget('screen-offer', 20_000);
    assert.equal(await page.count('screen-unavailable'), 0);
  } else {
    assert.equal(
      await page.text('screen-unavailable'),
      'В этом браузере нет WebRTC: экран игроков к нему не подключить.',
    );
    assert.equal(await page.count('screen-scan'), 0, 'no reader offered');
    assert.equal(await page.count('screen-offer'), 0, 'no code');
    const said = await page.text('screen-sheet');
    assert.ok(!said.includes('Готовим код'), `nothing says a code is coming: ${said}`);
  }
  await page.click('screen-close');
  await page.waitGone('screen-sheet');
});

scenario('a reload after the time is up is quiet', async (page) => {
  await continueGame(page, freshLog('sport', SPORT_ROLES), { 'mafia-host.timer-auto.v1': '0' });
  await primary(page, 4);
  await page.waitFor(() => document.querySelector('[data-testid="timer"]')?.textContent === '1:00', null, { what: 'the speech timer' });
  // The speech's deadline is saved as a time since 1970: one that passed a minute ago.
  // The step travels in the save slot's envelope (`step`, a JSON text; docs/saves.md).
  await page.evaluate(() => {
    const save = JSON.parse(localStorage.getItem('mafia-host.save.v1'));
    const step = JSON.parse(save.step);
    step.clock = { total: 60000, until: Date.now() - 60000, left: 60000 };
    save.step = JSON.stringify(step);
    localStorage.setItem('mafia-host.save.v1', JSON.stringify(save));
  });
  await page.reload();
  await page.waitFor(() => document.querySelector('[data-testid="timer"]')?.textContent === '0:00', null, { what: 'the timer at 0:00', timeout: 20_000 });
  await new Promise((r) => setTimeout(r, 1500));
  assert.deepEqual(await page.evaluate(() => window.__engines.tones.length), 0, 'no cue after the reload');
});

// Issue 38 §2: WebKit refuses a wake lock asked for without a tap, so the one asked for as a game
// comes back after a reload is refused; the app asks again at the host's next tap, and holds it.
scenario('the wake lock after a reload comes back at the next tap', async (page, engine) => {
  const wake = () => page.evaluate(() => window.__engines.wake);
  const until = async (fn, what) => {
    try {
      await page.waitFor(fn, null, { what, timeout: 10_000 });
    } catch (e) {
      throw new Error(`${e.message}; the requests so far: ${JSON.stringify(await wake())}`);
    }
  };
  await continueGame(page, freshLog('sport', SPORT_ROLES));
  const has = await page.evaluate(() => typeof navigator.wakeLock?.request === 'function');
  // What this suite knows of each engine here: both have the Screen Wake Lock API.
  assert.ok(has, `${engine}: navigator.wakeLock`);
  // Held from Continue's tap on, or from the next tap.
  await page.click('say');
  await until(() => window.__engines.wake.some((w) => w.result === 'granted' && !w.released), 'the lock held in the game');
  await page.reload();
  await page.waitTarget({ css: 'section.game' }, 20_000);
  await until(() => window.__engines.wake.length > 0 && window.__engines.wake.every((w) => w.result !== 'pending'), 'the reload’s request answered');
  const atReload = (await wake()).map((w) => w.result);
  // The host's next tap: on the words, which do nothing else.
  await page.click('say');
  await until(() => window.__engines.wake.some((w) => w.result === 'granted' && !w.released), `the lock held again (at the reload: ${atReload.join(', ')})`);
  const after = (await wake()).map((w) => w.result);
  if (atReload.includes('granted')) {
    assert.equal(after.length, atReload.length, `held since the reload, not asked again: ${after}`);
  } else {
    assert.equal(after.length, atReload.length + 1, `asked once more, at the tap: ${after}`);
  }
  // Another tap while it is held asks no more.
  await page.click('say');
  await new Promise((r) => setTimeout(r, 500));
  assert.equal((await wake()).length, after.length, 'no request while held');
});

// Settings says what the engine lacks: neither has vibration; this WebKitGTK has no WebRTC.
scenario('Settings says what this engine lacks', async (page, engine) => {
  await page.goto('/');
  await page.click('settings-open', 20_000);
  await page.waitTarget('browser-limits');
  const lines = await page.evaluate(() => [...document.querySelectorAll('[data-testid="browser-limits"] li')].map((l) => l.textContent));
  assert.ok(lines.includes('Телефон не вибрирует на таймере: в этом браузере нет вибрации. Звуки таймера работают.'), `${engine}: ${lines}`);
  assert.equal(lines.includes('В этом браузере нет WebRTC: экран игроков к нему не подключить.'), engine === 'webkit', `${engine}: ${lines}`);
  assert.ok(!lines.some((l) => /Web Audio|погаснуть/.test(l)), `${engine} has sound and a wake lock: ${lines}`);
});
