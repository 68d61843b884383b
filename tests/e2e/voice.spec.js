// Spoken calls: with a voice for the language, each new step is read aloud once the host
// switches the voice on (and the choice is kept); without one, the app says so and stays
// silent. The browser's speechSynthesis is replaced by a recorder.
'use strict';
const { test, expect } = require('./fixtures');
const g = require('./game');

function fakeSpeech(page, langs) {
  return page.addInitScript((voices) => {
    window.__spoken = [];
    const synth = {
      getVoices: () => voices.map((lang) => ({ lang, name: `test ${lang}` })),
      speak: (u) => window.__spoken.push({ text: u.text, lang: u.lang }),
      cancel: () => {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  }, langs);
}

const spoken = (page) => page.evaluate(() => window.__spoken);

test('with a Russian voice the steps are spoken, and the choice is remembered', async ({ page }) => {
  await fakeSpeech(page, ['ru-RU']);
  await g.startGame(page, 'sport', g.SPORT_ROLES);
  expect(await spoken(page)).toEqual([]);
  await g.openTools(page);
  await page.getByTestId('voice').click();
  await expect(page.getByTestId('voice')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => spoken(page)).toEqual([
    { text: await g.say(page).textContent(), lang: 'ru-RU' },
  ]);
  await g.primary(page);
  await expect.poll(async () => (await spoken(page)).length).toBe(2);
  expect((await spoken(page))[1].text).toBe(await g.say(page).textContent());
  expect(await page.evaluate(() => localStorage.getItem('mafia-host.voice.v1'))).toBe('1');
  // Off: nothing more is said.
  await g.openTools(page);
  await page.getByTestId('voice').click();
  await g.primary(page);
  expect((await spoken(page)).length).toBe(2);
});

test('without a voice for the language the app says so and stays silent', async ({ page }) => {
  await fakeSpeech(page, ['de-DE']);
  await g.startGame(page, 'sport', g.SPORT_ROLES);
  await g.openTools(page);
  await page.getByTestId('voice').click();
  await expect(await g.notices(page)).toContainText('нет голоса для русского языка');
  await g.openTools(page);
  await expect(page.getByTestId('voice')).toHaveAttribute('aria-pressed', 'false');
  await g.primary(page);
  expect(await spoken(page)).toEqual([]);
});
