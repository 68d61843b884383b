// The engines suite's server: dist/ on 127.0.0.1 (a free port), like tests/e2e/serve.js
// (ETag, `cache-control: no-cache`, 304), run inside the test's own process so that a test
// can take the network away and give it back.
//
// Two things differ from serve.js, both for the tests only:
// - index.html gets `<script src="/__engines/init.js">` as the first script of <head>
//   (right after the Content-Security-Policy meta, whose `script-src 'self'` allows it).
//   That file (init.js) is the page's "init script": WebKitWebDriver has no way to run a
//   script before the page's own (no BiDi, no addInitScript), so the page asks for it.
//   The service worker precaches the page with the tag in it, so it is there offline too.
// - `offline(true)`: every request is answered by dropping the connection (what a fetch
//   sees with no network), except the init script itself, which the service worker does
//   not hold and the page needs to keep its error capture.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO = path.resolve(here, '..', '..');
const INIT = '/__engines/init.js';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Puts the init script's tag first in <head>: after the CSP meta if there is one. */
function inject(html) {
  const tag = `<script src="${INIT}"></script>`;
  const csp = /<meta\s+http-equiv=["']?content-security-policy["']?[^>]*>/i;
  if (csp.test(html)) return html.replace(csp, (m) => m + tag);
  const head = /<head[^>]*>/i;
  if (!head.test(html)) throw new Error('server.mjs: index.html has no <head>');
  return html.replace(head, (m) => m + tag);
}

/**
 * Starts the server. Returns { url, port, offline(on), requests, close() }.
 * `requests`: every path asked for (a test can check the offline reload asked for nothing
 * but the init script).
 * `initExtra`: script text served after init.js's own, in the same file (bench/engines-moment
 * watches the page from navigation on with it); none for the tests.
 */
export async function serve(dist = process.env.ENGINES_DIST || path.join(REPO, 'dist'), { initExtra = '' } = {}) {
  const root = path.resolve(dist);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${root}/index.html not found: build first (make dist)`);
  }
  const initText = initExtra ? Buffer.concat([fs.readFileSync(path.join(here, 'init.js')), Buffer.from(`\n${initExtra}\n`)]) : fs.readFileSync(path.join(here, 'init.js'));
  let offline = false;
  const requests = [];
  const sockets = new Set();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    requests.push({ path: url.pathname, offline });
    if (url.pathname === INIT) {
      res.writeHead(200, { 'content-type': TYPES['.js'], 'cache-control': 'no-store' });
      res.end(initText);
      return;
    }
    if (offline) {
      req.socket.destroy();
      return;
    }
    let file = path.normalize(path.join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (file.endsWith(path.sep) || file === root) file = path.join(file, 'index.html');
    fs.readFile(file, (err, body) => {
      if (err) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      if (path.basename(file) === 'index.html' && path.dirname(file) === root) {
        body = Buffer.from(inject(body.toString('utf8')));
      }
      const headers = {
        'content-type': TYPES[path.extname(file)] || 'application/octet-stream',
        'cache-control': 'no-cache',
        etag: `"${crypto.createHash('sha1').update(body).digest('hex')}"`,
      };
      if (req.headers['if-none-match'] === headers.etag) {
        res.writeHead(304, headers).end();
        return;
      }
      res.writeHead(200, headers).end(body);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  const port = Number(process.env.ENGINES_PORT || 0);
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const at = server.address().port;
  return {
    url: `http://127.0.0.1:${at}/`,
    port: at,
    requests,
    /** With the network gone, open connections go too (a kept-alive socket would not). */
    offline(on) {
      offline = on;
      if (on) for (const s of sockets) s.destroy();
    },
    close() {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
