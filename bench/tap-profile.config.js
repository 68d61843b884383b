// Playwright config for `bench/interaction --profile`: bench/tap-profile.bench.js against a copy
// of dist/ whose wasm keeps its function names (made by bench/interaction --profile).
'use strict';
const path = require('node:path');
const base = require('./interaction.config.js');

const repo = path.resolve(__dirname, '..');
const port = Number(process.env.BENCH_PORT || 8098);
const dist = path.join(repo, 'target', 'bench-profile-dist');

module.exports = {
  ...base,
  testMatch: 'tap-profile.bench.js',
  webServer: { ...base.webServer, command: `node ${path.join(repo, 'tests', 'e2e', 'serve.js')} ${dist} ${port}` },
};
