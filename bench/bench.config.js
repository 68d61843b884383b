// The benches' Playwright config: the e2e suite's (Debian's Chromium, the 390×844 phone,
// serve.js on 127.0.0.1) pointed at one bench file, on its own port, one worker, a long
// timeout, serving `dist` (default: BENCH_DIST, else dist/). Not part of `make test`.
'use strict';
const path = require('node:path');
const e2e = require('../tests/e2e/playwright.config.js');

const repo = path.resolve(__dirname, '..');

/** A bench's config: `match` its file, `port` its default port (BENCH_PORT wins), `out`
 * its results' folder under target/. */
function benchConfig({ match, port, out, dist }) {
  const p = Number(process.env.BENCH_PORT || port);
  const served = dist || process.env.BENCH_DIST || path.join(repo, 'dist');
  return {
    ...e2e,
    testDir: __dirname,
    testMatch: match,
    outputDir: path.join(repo, 'target', out),
    timeout: 15 * 60_000,
    workers: 1,
    reporter: 'line',
    use: { ...e2e.use, baseURL: `http://127.0.0.1:${p}/` },
    webServer: {
      ...e2e.webServer,
      command: `node ${path.join(repo, 'tests', 'e2e', 'serve.js')} ${served} ${p}`,
      url: `http://127.0.0.1:${p}/`,
    },
  };
}

module.exports = { benchConfig, repo };
