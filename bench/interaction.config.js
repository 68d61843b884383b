// Playwright config for bench/interaction: the e2e suite's config (Debian's Chromium, 390x844
// phone viewport, serve.js on 127.0.0.1), pointed at bench/interaction.bench.js only, on its own
// port and with a longer timeout (BENCH_DIST: another build to measure). Not part of `make test`.
'use strict';
const path = require('node:path');
const e2e = require('../tests/e2e/playwright.config.js');

const port = Number(process.env.BENCH_PORT || 8098);
const repo = path.resolve(__dirname, '..');

module.exports = {
  ...e2e,
  testDir: __dirname,
  testMatch: 'interaction.bench.js',
  outputDir: path.join(repo, 'target', 'bench-interaction'),
  timeout: 15 * 60_000,
  workers: 1,
  reporter: 'line',
  use: { ...e2e.use, baseURL: `http://127.0.0.1:${port}/` },
  webServer: {
    ...e2e.webServer,
    command: `node ${path.join(repo, 'tests', 'e2e', 'serve.js')} ${process.env.BENCH_DIST || path.join(repo, 'dist')} ${port}`,
    url: `http://127.0.0.1:${port}/`,
  },
};
