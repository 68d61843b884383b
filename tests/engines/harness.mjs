// One scenario, run once in each engine (ENGINES=firefox,webkit by default) with node's own
// test runner: a fresh server and a fresh browser for each run, the page's errors checked
// at the end, a screenshot of where it stood when it failed (tests/engines/results/).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { serve } from './server.mjs';
import { ENGINES, RESULTS, launch } from './driver.mjs';

/** `body(page, engine)`; `timeout` in ms for one engine's run. */
export function scenario(name, body, { timeout = 120_000 } = {}) {
  for (const engine of ENGINES) {
    test(`${name} [${engine}]`, { timeout }, async () => {
      const server = await serve();
      let page;
      try {
        page = await launch(engine, server);
        try {
          await body(page, engine);
        } catch (e) {
          const file = path.join(RESULTS, `${name.replace(/[^a-z0-9]+/gi, '-')}-${engine}.png`);
          await page.screenshot(file).catch(() => {});
          const errs = await page.errors().catch(() => []);
          if (errs.length) e.message += `\npage errors:\n  ${errs.join('\n  ')}`;
          throw e;
        }
        assert.deepEqual(await page.errors(), [], `${engine}: console errors and page errors`);
      } finally {
        if (page) await page.close().catch(() => {});
        await server.close();
      }
    });
  }
}
