// Playwright config for bench/tournament (issue 50): the e2e suite's config pointed at
// bench/tournament.bench.js, on its own port (BENCH_DIST: another build). Not in `make test`.
'use strict';
const path = require('node:path');
const e2e = require('../tests/e2e/playwright.config.js');

const port = Number(process.env.BENCH_PORT || 8097);
const repo = path.resolve(__dirname, '..');

module.exports = {
  ...e2e,
  testDir: __dirname,
  testMatch: 'tournament.bench.js',
  outputDir: path.join(repo, 'target', 'bench-tournament'),
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
