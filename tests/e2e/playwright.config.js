// Playwright drives Debian's Chromium (never a downloaded one) at a phone viewport against
// the release build in dist/, served by serve.js on 127.0.0.1.
'use strict';
const path = require('node:path');
const { execSync } = require('node:child_process');
const { defineConfig } = require('@playwright/test');

const chromium = execSync('command -v chromium', { shell: '/bin/bash' }).toString().trim();
const port = Number(process.env.E2E_PORT || 8099);
const repo = path.resolve(__dirname, '..', '..');
// The build under test (E2E_DIST: another build's folder, e.g. to try one beside dist/).
const dist = process.env.E2E_DIST || path.join(repo, 'dist');

module.exports = defineConfig({
  testDir: __dirname,
  testMatch: '*.spec.js',
  outputDir: path.join(__dirname, 'results'),
  reporter: 'list',
  forbidOnly: true,
  retries: 0,
  // Two pages at once on the machine's two cores: much of a test is waiting (timers, a hold,
  // a reload), so a second worker uses what the first leaves idle. Three were faster (six
  // spec files side by side on a loaded machine: 307 and 330 s against 370 and 461 s; the
  // whole suite 12.3 min in a clean clone against 17.8) but one of two clean-clone runs on
  // three had a test go Back before the app's history entry was up (TESTING.md): two stay
  // until the suite is shown to hold on three. Each file still runs in one worker, in order
  // (table-games.spec.js alone runs its tests in parallel); tests that read a clock fake it
  // or allow the time that passed (TESTING.md).
  workers: 2,
  timeout: 60_000,
  // The suite takes about 15 minutes; one that hangs fails at 30 rather than at CI's limit.
  globalTimeout: 30 * 60_000,
  use: {
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${port}/`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'ru-RU',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node ${path.join(__dirname, 'serve.js')} ${dist} ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 15_000,
  },
});
