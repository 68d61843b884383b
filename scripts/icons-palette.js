#!/usr/bin/env node
// Rewrites rendered PNG icons (8-bit RGB or RGBA, not interlaced: what rsvg-convert writes) as
// 256-colour palette PNGs: the emblem's flat colours and its dark gradient need few colours,
// and a palette image is about half the bytes (icon-512: 41 KB → 20 KB). The palette is a
// k-means of the icon's own colours, begun from the most frequent ones; no dithering, so the
// gradient stays smooth. Alpha is dropped (the icons are full bleed, opaque).
// Usage: node scripts/icons-palette.js FILE.png...   (in place; run by scripts/icons.sh)
'use strict';
const fs = require('node:fs');
const zlib = require('node:zlib');

function decode(file) {
  const b = fs.readFileSync(file);
  let p = 8;
  let w, h, type, depth, interlace;
  const idat = [];
  while (p < b.length) {
    const n = b.readUInt32BE(p);
    const t = b.toString('ascii', p + 4, p + 8);
    const d = b.subarray(p + 8, p + 8 + n);
    if (t === 'IHDR') [w, h, depth, type, interlace] = [d.readUInt32BE(0), d.readUInt32BE(4), d[8], d[9], d[12]];
    if (t === 'IDAT') idat.push(d);
    p += 12 + n;
  }
  if (depth !== 8 || interlace !== 0 || (type !== 2 && type !== 6)) {
    throw new Error(`${file}: not an 8-bit RGB or RGBA PNG without interlace`);
  }
  const bpp = type === 6 ? 4 : 3;
  const stride = w * bpp;
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const px = Buffer.alloc(h * stride);
  for (let y = 0; y < h; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const left = x >= bpp ? px[y * stride + x - bpp] : 0;
      const up = y > 0 ? px[(y - 1) * stride + x] : 0;
      const corner = x >= bpp && y > 0 ? px[(y - 1) * stride + x - bpp] : 0;
      let v = raw[y * (stride + 1) + 1 + x];
      if (filter === 1) v += left;
      else if (filter === 2) v += up;
      else if (filter === 3) v += (left + up) >> 1;
      else if (filter === 4) {
        const e = left + up - corner;
        const [a, b2, c] = [Math.abs(e - left), Math.abs(e - up), Math.abs(e - corner)];
        v += a <= b2 && a <= c ? left : b2 <= c ? up : corner;
      }
      px[y * stride + x] = v & 255;
    }
  }
  const rgb = new Uint32Array(w * h);
  for (let i = 0; i < w * h; i++) rgb[i] = (px[i * bpp] << 16) | (px[i * bpp + 1] << 8) | px[i * bpp + 2];
  return { w, h, rgb };
}

const CRC = new Int32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});
function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  let c = -1;
  for (const x of body) c = CRC[(c ^ x) & 255] ^ (c >>> 8);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE((c ^ -1) >>> 0);
  return Buffer.concat([head, body, tail]);
}

function palette(file) {
  const { w, h, rgb } = decode(file);
  const count = new Map();
  for (const c of rgb) count.set(c, (count.get(c) || 0) + 1);
  const colours = [...count.entries()].sort((a, b) => b[1] - a[1]);
  const split = (c) => [c >> 16, (c >> 8) & 255, c & 255];
  let centre = colours.slice(0, 256).map(([c]) => split(c));
  const index = new Map();
  for (let round = 0; round < 12; round++) {
    const sum = centre.map(() => [0, 0, 0, 0]);
    for (const [c, n] of colours) {
      const [r, g, b] = split(c);
      let best = 0;
      let dist = Infinity;
      centre.forEach(([cr, cg, cb], k) => {
        const d = (r - cr) ** 2 + (g - cg) ** 2 + (b - cb) ** 2;
        if (d < dist) [dist, best] = [d, k];
      });
      index.set(c, best);
      const s = sum[best];
      s[0] += r * n;
      s[1] += g * n;
      s[2] += b * n;
      s[3] += n;
    }
    centre = centre.map((c, k) => (sum[k][3] ? sum[k].slice(0, 3).map((v) => v / sum[k][3]) : c));
  }
  centre = centre.map((c) => c.map(Math.round));
  const rows = Buffer.alloc(h * (w + 1));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) rows[y * (w + 1) + 1 + x] = index.get(rgb[y * w + x]);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bits per index
  ihdr[9] = 3; // palette
  const before = fs.statSync(file).size;
  fs.writeFileSync(file, Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('PLTE', Buffer.from(centre.flat())),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]));
  console.log(`${file}: ${count.size} colours → ${centre.length}, ${before} → ${fs.statSync(file).size} bytes`);
}

if (process.argv.length < 3) {
  console.error('usage: node scripts/icons-palette.js FILE.png...');
  process.exit(2);
}
for (const f of process.argv.slice(2)) palette(f);
