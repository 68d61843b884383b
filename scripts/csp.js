// Trunk post_build hook (Trunk.toml, before precache.js): puts the Content-Security-Policy
// into the built index.html as a <meta> tag, with the SHA-256 of every inline <script> and
// <style> the final (minified) page has, and writes the same policy as a header for hosts
// that serve the app (`_headers`, the Netlify/Cloudflare Pages format; docs/hosting.md).
// Hashes are computed here, at build time, because minification changes the bytes.
// Usage: TRUNK_STAGING_DIR=dir node scripts/csp.js   (or: node scripts/csp.js dir)
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');

const dir = path.resolve(process.env.TRUNK_STAGING_DIR || process.argv[2] || 'dist');
const page = path.join(dir, 'index.html');
let html = fs.readFileSync(page, 'utf8');

const sha = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The text of every inline element `tag` (no `src`), exactly as the browser hashes it. */
function inline(tag) {
  const re = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi');
  const out = [];
  for (const m of html.matchAll(re)) {
    if (tag === 'script' && /\bsrc\s*=/i.test(m[1])) continue;
    out.push(m[2]);
  }
  return out;
}

if (/http-equiv\s*=\s*["']?content-security-policy/i.test(html)) {
  console.error('csp.js: index.html already has a Content-Security-Policy; build from a clean stage');
  process.exit(1);
}

const scripts = [...new Set(inline('script').map(sha))];
const styles = [...new Set(inline('style').map(sha))];

// What the app needs and nothing more:
// - scripts: the page's own files, the inline loader and language script by hash, and
//   'wasm-unsafe-eval' to compile the wasm (no 'unsafe-inline', no 'unsafe-eval');
// - styles: the inlined CSS by hash (the app sets no style attributes);
// - img: the icons ('self'); media: the camera scan's live stream (a MediaStream in a <video>);
// - connect: the rule texts and the service worker's cache fill ('self'); workers: sw.js.
const policy = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${scripts.join(' ')}`.trim(),
  `style-src 'self' ${styles.join(' ')}`.trim(),
  "img-src 'self'",
  "media-src 'self'",
  "connect-src 'self'",
  "font-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
// Right after <meta charset>, before any style or script, so the policy covers them all.
const charset = /<meta\s+charset\s*=\s*["']?utf-8["']?\s*\/?>/i;
if (!charset.test(html)) {
  console.error('csp.js: no <meta charset="utf-8"> in index.html to put the policy after');
  process.exit(1);
}
html = html.replace(charset, (m) => `${m}${meta}`);
fs.writeFileSync(page, html);

// A host's header may carry what a <meta> cannot: frame-ancestors.
const header = `${policy}; frame-ancestors 'none'`;
fs.writeFileSync(path.join(dir, '_headers'), `/*\n  Content-Security-Policy: ${header}\n`);
console.log(`csp.js: ${scripts.length} inline script(s), ${styles.length} inline style(s) hashed`);
