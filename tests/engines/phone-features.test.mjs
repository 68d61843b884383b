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
  await page.evaluate(() => {
    const step = JSON.parse(localStorage.getItem('mafia-host.step.v1'));
    step.clock = { total: 60000, until: Date.now() - 60000, left: 60000 };
    localStorage.setItem('mafia-host.step.v1', JSON.stringify(step));
  });
  await page.reload();
  await page.waitFor(() => document.querySelector('[data-testid="timer"]')?.textContent === '0:00', null, { what: 'the timer at 0:00', timeout: 20_000 });
  await new Promise((r) => setTimeout(r, 1500));
  assert.deepEqual(await page.evaluate(() => window.__engines.tones.length), 0, 'no cue after the reload');
});
