// Playwright config for `bench/interaction --profile`: bench/tap-profile.bench.js against a copy
// of dist/ whose wasm keeps its function names (made by bench/interaction --profile).
'use strict';
const path = require('node:path');
const { benchConfig, repo } = require('./bench.config.js');

module.exports = benchConfig({
  match: 'tap-profile.bench.js',
  port: 8098,
  out: 'bench-interaction',
  dist: path.join(repo, 'target', 'bench-profile-dist'),
});
