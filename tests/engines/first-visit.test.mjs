// A first visit: the start screen answers at 390×844 in Russian, «Новая игра» opens the
// set-up, and nothing is logged as an error.
import assert from 'node:assert/strict';
import { scenario } from './harness.mjs';
import { openApp, NEXT } from './app.mjs';
import { shot } from './shots.mjs';

scenario('first visit', async (page) => {
  await openApp(page);
  assert.deepEqual(await page.viewport(), { width: 390, height: 844, dpr: 1 });
  assert.match(await page.evaluate(() => document.documentElement.lang), /^ru/);
  assert.equal(await page.text({ css: 'main > section.start button', text: 'Новая игра' }), 'Новая игра');
  // Nothing wider than the phone.
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0);
  // The start screen's tools, drawn by the wasm.
  for (const id of ['evening-open', 'history-open', 'practice-open', 'settings-open', 'import', 'scan-open', 'players-screen-open']) await page.waitTarget(id);
  // The main wasm was downloaded once by the page (issue 38: WebKit did not match a
  // `<link rel=preload as=fetch>` to the loader's fetch, and fetched it twice).
  const mains = await page.evaluate(() => performance.getEntriesByType('resource')
    .filter((e) => /\/mafia-host-[0-9a-f]{16}_bg\.wasm$/.test(new URL(e.name).pathname))
    .map((e) => e.initiatorType));
  assert.equal(mains.length, 1, `the main wasm's downloads: ${JSON.stringify(mains)}`);
  await shot(page, 'start');
  await page.click({ css: 'button', text: 'Новая игра' });
  await page.waitTarget({ css: 'section.setup' });
  await page.waitTarget({ css: '[role="radio"]', text: 'Спорт', exact: false });
  await shot(page, 'setup');
  await page.click({ css: '[role="radio"]', text: 'Дома', exact: false });
  await page.waitFor(() => document.querySelector('[role="radio"][aria-checked="true"]')?.textContent.includes('Дома'), null, { what: 'Дома chosen' });
  await page.click(NEXT);
  await page.waitTarget({ css: '.stepper .step-value' });
});
