// A tiny static server for dist/, bound to 127.0.0.1 only. Used by `make run` and by the
// Playwright suite (which starts and stops it).
// Usage: node serve.js DIR PORT [--like-a-host] [--log FILE]
// Every response has an ETag and `cache-control: no-cache`; If-None-Match is answered with 304,
// as a static web host does.
// --like-a-host (the benchmarks): also gzip -9 the text and wasm responses when the browser
// accepts gzip.
// --log FILE: one JSON line per response, written when it has been sent: the request's method
// and path, the status, and the bytes sent for it (status line, headers and body, as counted
// on the socket) — the bytes over the wire of a visit (bench/wire.mjs, e2e first-visit test).
'use strict';
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const zlib = require('node:zlib');

const argv = process.argv.slice(2);
const logAt = argv.indexOf('--log');
const logFile = logAt >= 0 ? argv[logAt + 1] : null;
if (logAt >= 0 && !logFile) {
  console.error('serve.js: --log needs a file name');
  process.exit(2);
}
const args = argv.filter((a, i) => a !== '--like-a-host' && (logAt < 0 || (i !== logAt && i !== logAt + 1)));
const likeAHost = argv.includes('--like-a-host');
const log = logFile ? fs.createWriteStream(logFile, { flags: 'a' }) : null;
const sent = new WeakMap(); // socket -> bytes written before the response now being sent
const root = path.resolve(args[0] || 'dist');
const port = Number(args[1] || 8080);
const gzipped = new Map(); // ETag -> gzip -9 body, so each file is compressed once
const host = '127.0.0.1';

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

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`serve.js: ${root}/index.html not found; build first (trunk build --release)`);
  process.exit(1);
}

const server = http.createServer((req, res) => {
  if (log) {
    const socket = req.socket;
    const before = sent.get(socket) ?? 0;
    res.on('finish', () => {
      const now = socket.bytesWritten;
      sent.set(socket, now);
      const line = { t: Date.now(), method: req.method, path: req.url, status: res.statusCode, bytes: now - before };
      log.write(`${JSON.stringify(line)}\n`);
    });
  }
  const url = new URL(req.url, `http://${host}`);
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
    const headers = {
      'content-type': TYPES[path.extname(file)] || 'application/octet-stream',
      'cache-control': 'no-cache',
    };
    const etag = `"${crypto.createHash('sha1').update(body).digest('hex')}"`;
    headers.etag = etag;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    if (likeAHost) {
      const compressible = /^(text\/|application\/(wasm|json|manifest\+json)|image\/svg)/.test(headers['content-type']);
      if (compressible && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
        if (!gzipped.has(etag)) gzipped.set(etag, zlib.gzipSync(body, { level: 9 }));
        body = gzipped.get(etag);
        headers['content-encoding'] = 'gzip';
        headers.vary = 'accept-encoding';
      }
    }
    res.writeHead(200, headers);
    res.end(body);
  });
});

server.listen(port, host, () => {
  console.log(`Mafia Host is served at http://${host}:${port}/ (Ctrl-C stops)`);
});
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    server.closeAllConnections?.();
    server.close(() => (log ? log.end(() => process.exit(0)) : process.exit(0)));
  });
}
