// The hold buttons, with the driver's own pointer (press, keep it down, let go): «peek»
// shows the roles only while held; at night undo needs a 0.8 s hold — a tap or a short
// press does nothing, a whole hold undoes once. (The deal's card and a check's answer are
// held in home-game and sport-game.)
import assert from 'node:assert/strict';
import { scenario } from './harness.mjs';
import { continueGame, freshLog, primary, tap, look, holdToAct, SPORT_ROLES } from './app.mjs';

const roles = () => document.querySelectorAll('.seat-role').length;
const undoText = () => document.querySelector('[data-testid="undo"]')?.textContent.replace(/\s+/g, ' ').trim() ?? null;

scenario(
  'hold buttons',
  async (page) => {
    await continueGame(page, freshLog('sport', SPORT_ROLES));
    // Peek: no role on a seat, then the Don's on seat 7 while held, none after.
    await page.waitTarget('peek');
    assert.equal(await page.evaluate(roles), 0);
    const held = await page.hold('peek', {
      until: () => document.querySelector('.seat[data-seat="7"]')?.textContent.includes('Дон'),
      during: () => [...document.querySelectorAll('.seat')].map((s) => s.textContent.replace(/\s+/g, ' ').trim()),
    });
    assert.ok(held[6].includes('Дон'), `seat 7 while held: ${held[6]}`);
    assert.ok(held[2].includes('Мафия'), `seat 3 while held: ${held[2]}`);
    await page.waitFor(() => document.querySelectorAll('.seat-role').length === 0, null, { what: 'the roles hidden again' });

    // To night 2 the short way: day 1 with no nomination ends in night.
    await primary(page, 4);
    for (let guard = 0; guard < 14 && (await look(page)).phase !== 'Ночь 2'; guard += 1) await primary(page);
    assert.equal((await look(page)).phase, 'Ночь 2');
    // The shot on seat 8, then the Don checks seat 5: undo now needs a hold.
    await tap(page, 8);
    await page.waitFor(() => document.querySelector('[data-testid="say"]')?.textContent.includes('Просыпается Дон'), null, { what: 'the Don’s step' });
    await tap(page, 5);
    await page.waitFor(() => /проверка Дона/.test(document.querySelector('[data-testid="undo"]')?.textContent || ''), null, { what: 'undo of the Don’s check' });
    assert.match(await page.evaluate(undoText), /удерживайте/);
    // A tap: nothing.
    await page.click('undo');
    await new Promise((r) => setTimeout(r, 300));
    assert.match(await page.evaluate(undoText), /проверка Дона/);
    // A short press (0.3 s): the bar starts, nothing is undone.
    await page.hold('undo', {
      until: () => /(^|\s)holding(\s|$)/.test(document.querySelector('[data-testid="undo"]').className),
      during: () => new Promise((r) => setTimeout(r, 300)),
    });
    await page.waitFor(() => !/(^|\s)holding(\s|$)/.test(document.querySelector('[data-testid="undo"]').className), null, { what: 'the bar emptied' });
    await new Promise((r) => setTimeout(r, 1000));
    assert.match(await page.evaluate(undoText), /проверка Дона/);
    // Held to the end: undone once (the Don's check), the shot stays.
    await holdToAct(page, 'undo');
    await page.waitFor(() => /выстрел/.test(document.querySelector('[data-testid="undo"]')?.textContent || ''), null, { what: 'undo of the shot next' });
    assert.match((await look(page)).say, /Дон/);
  },
  { timeout: 150_000 },
);
