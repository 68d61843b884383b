#!/usr/bin/env node
// Where the bytes of a .wasm go: reads the code section (the size of every function body)
// and the "name" custom section (the function names, which rustc/wasm-bindgen keep and
// wasm-opt strips), then prints the largest functions and a roll-up by crate (and, for this
// crate, by module: engine, ui, web). Data segments are counted apart.
// Usage: node bench/wasm-top.js FILE.wasm [TOP_N]
//        WASM_TOP_CRATE=tachys node bench/wasm-top.js FILE.wasm   (every function of one crate row)
// On a wasm built with `-C symbol-mangling-version=v0` (bench/size --by-view) it also groups
// the code by the app component it was generated for.
// Run by bench/size on target/wasm-bindgen/release/mafia-host_bg.wasm: the bundle's wasm
// just before wasm-opt, so absolute numbers are ~10-15 % above the shipped file; the shares
// are what matter.
'use strict';
const fs = require('node:fs');

const file = process.argv[2];
const topN = Number(process.argv[3] || 25);
if (!file) {
  console.error('usage: node bench/wasm-top.js FILE.wasm [TOP_N]');
  process.exit(2);
}
const buf = fs.readFileSync(file);
if (buf.readUInt32LE(0) !== 0x6d736100) throw new Error(`${file}: not a wasm module`);

let pos = 8;
function leb() {
  let result = 0;
  let shift = 0;
  let byte;
  do {
    byte = buf[pos++];
    result += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return result;
}
function str() {
  const len = leb();
  const s = buf.toString('utf8', pos, pos + len);
  pos += len;
  return s;
}

let importedFuncs = 0;
const bodies = []; // size in bytes of each defined function body (with its length prefix)
const spans = []; // [start, end) of each body in the file
const names = new Map(); // function index -> name
let dataBytes = 0;
let dataStart = 0;
let codeBytes = 0;
let total = buf.length;
const sections = [];

while (pos < buf.length) {
  const id = buf[pos++];
  const len = leb();
  const start = pos;
  const end = start + len;
  if (id === 0) {
    const name = str();
    sections.push({ name: `custom "${name}"`, bytes: len });
    if (name === 'name') {
      while (pos < end) {
        const sub = buf[pos++];
        const subLen = leb();
        const subEnd = pos + subLen;
        if (sub === 1) {
          const n = leb();
          for (let i = 0; i < n; i++) {
            const idx = leb();
            names.set(idx, str());
          }
        }
        pos = subEnd;
      }
    }
  } else {
    sections.push({ name: ['custom', 'type', 'import', 'function', 'table', 'memory', 'global', 'export', 'start', 'element', 'code', 'data', 'datacount'][id] || `id ${id}`, bytes: len });
    if (id === 2) {
      const n = leb();
      for (let i = 0; i < n; i++) {
        str();
        str();
        const kind = buf[pos++];
        if (kind === 0) {
          leb();
          importedFuncs++;
        } else if (kind === 1) {
          pos++;
          const flags = leb();
          leb();
          if (flags & 1) leb();
        } else if (kind === 2) {
          const flags = leb();
          leb();
          if (flags & 1) leb();
        } else if (kind === 3) {
          pos += 2;
        } else {
          throw new Error(`import kind ${kind}`);
        }
      }
    } else if (id === 10) {
      codeBytes = len;
      const n = leb();
      for (let i = 0; i < n; i++) {
        const at = pos;
        const size = leb();
        pos += size;
        bodies.push(pos - at);
        spans.push([at, pos]);
      }
    } else if (id === 11) {
      dataBytes = len;
      dataStart = start;
    }
  }
  pos = end;
}
if (names.size === 0) {
  console.error(`${file} has no name section (wasm-opt strips it): analyse the pre-opt wasm`);
  process.exit(1);
}

// Rust's legacy mangling leaves a hash suffix ("::h0123…") and escapes; tidy both.
function tidy(name) {
  return name
    .replace(/\[[0-9a-f]{16}\]/g, '') // v0 crate disambiguators: core[c593…]::
    .replace(/::h[0-9a-f]{16}$/, '')
    .replace(/\$LT\$/g, '<').replace(/\$GT\$/g, '>').replace(/\$u20\$/g, ' ')
    .replace(/\$C\$/g, ',').replace(/\$RF\$/g, '&').replace(/\$BP\$/g, '*')
    .replace(/\$u7b\$/g, '{').replace(/\$u7d\$/g, '}').replace(/\$u5b\$/g, '[').replace(/\$u5d\$/g, ']')
    .replace(/\.\./g, '::');
}

const STD = new Set(['core', 'alloc', 'std', 'dlmalloc', 'compiler_builtins', 'hashbrown', '__rustc']);
const GROUP = {
  core: 'std/core/alloc', alloc: 'std/core/alloc', std: 'std/core/alloc', dlmalloc: 'std/core/alloc',
  compiler_builtins: 'std/core/alloc', hashbrown: 'std/core/alloc', __rustc: 'std/core/alloc',
  wasm_bindgen: 'wasm-bindgen/js-sys/web-sys', js_sys: 'wasm-bindgen/js-sys/web-sys',
  web_sys: 'wasm-bindgen/js-sys/web-sys', serde_wasm_bindgen: 'serde-wasm-bindgen',
  serde: 'serde/serde_core', serde_core: 'serde/serde_core',
};

/** The first `crate::` path at the start of `s`, or null. */
function leadingCrate(s) {
  const m = s.match(/^&?(?:mut )?(?:dyn )?([A-Za-z_][A-Za-z0-9_]*)::/);
  return m ? m[1] : null;
}
/** Splits "<A as B>::rest" into A and B (angle brackets balanced). */
function asParts(name) {
  if (!name.startsWith('<')) return null;
  let depth = 0;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === '<') depth++;
    else if (name[i] === '>') {
      depth--;
      if (depth === 0) {
        const inner = name.slice(1, i);
        let d = 0;
        for (let j = 0; j < inner.length; j++) {
          if (inner[j] === '<' || inner[j] === '(' || inner[j] === '[') d++;
          else if (inner[j] === '>' || inner[j] === ')' || inner[j] === ']') d--;
          else if (d === 0 && inner.startsWith(' as ', j)) return [inner.slice(0, j), inner.slice(j + 4)];
        }
        return [inner, null];
      }
    }
  }
  return null;
}
/** The crate a function's code belongs to: for `<Type as Trait>::f`, the type's crate
 * unless that is std (then the trait's); for a std function generic over a crate's type
 * (`core::ptr::drop_in_place<tachys::…>`), that crate. This crate is split by module. */
function owner(name) {
  let crate = null;
  const parts = asParts(name);
  if (parts) {
    const [ty, tr] = parts;
    const a = leadingCrate(ty);
    const b = tr ? leadingCrate(tr) : null;
    crate = a && !STD.has(a) ? a : b && !STD.has(b) ? b : a || b;
    if (!crate) {
      const inner = ty.match(/([A-Za-z_][A-Za-z0-9_]*)::/);
      crate = inner ? inner[1] : null;
    }
  } else {
    crate = leadingCrate(name);
  }
  const anyCrate = [...name.matchAll(/(?:^|[<(,&\s\[*;])([a-z_][a-z0-9_]*)::/g)].map((x) => x[1]);
  // drop_in_place<T> is T's code: attribute it to the first non-std crate in T.
  if (crate && STD.has(crate) && /^core::ptr::drop_in_place/.test(name)) {
    crate = anyCrate.find((c) => !STD.has(c)) || crate;
  }
  if (!crate) crate = anyCrate[0] || null; // <char>::…, <str as core::fmt::Debug>::fmt
  if (/externref shim$|^intounderlying|^__wbg|^__wbindgen|^__externref/.test(name)) return 'wasm-bindgen/js-sys/web-sys';
  if (!crate) {
    if (/^__wbg|^__wbindgen|^__externref|wasm_bindgen/.test(name)) return 'wasm-bindgen/js-sys/web-sys';
    if (/^(memcpy|memset|memmove|memcmp|__rust|rust_|__rdl|__rg|__multi3|__udivti3|__ashlti3|__lshrti3)/.test(name)) return 'std/core/alloc';
    return 'other (unnamed, glue)';
  }
  if (crate === 'mafia_host') {
    const m = name.match(/mafia_host::([a-z_]+)/);
    const kind = /serde_core::|serde::|serde_json::/.test(name) ? ' (serde)' : /core::fmt::/.test(name) ? ' (fmt)' : '';
    return `mafia_host::${m ? m[1] : '?'}${kind}`;
  }
  return GROUP[crate] || crate;
}

const rows = bodies.map((bytes, i) => {
  const raw = names.get(importedFuncs + i) || `func[${importedFuncs + i}]`;
  const name = tidy(raw);
  return { name, bytes, crate: owner(name), span: spans[i] };
});
if (process.env.WASM_TOP_CRATE) { for (const r of rows) if (r.crate === process.env.WASM_TOP_CRATE) console.log(r.bytes, r.name); process.exit(0); }
const kb = (n) => (n / 1024).toFixed(1);
const pct = (n) => ((100 * n) / codeBytes).toFixed(1);

console.log(`${file}: ${total} bytes; code ${codeBytes} bytes in ${bodies.length} functions; data ${dataBytes} bytes`);
console.log('');
console.log('| section | bytes |\n| --- | ---: |');
for (const s of sections) console.log(`| ${s.name} | ${s.bytes} |`);
console.log('');

const byCrate = new Map();
for (const r of rows) {
  const c = byCrate.get(r.crate) || { bytes: 0, count: 0, parts: [] };
  c.bytes += r.bytes;
  c.count += 1;
  c.parts.push(buf.subarray(r.span[0], r.span[1]));
  byCrate.set(r.crate, c);
}
// gzip -9 of each crate's bodies alone: roughly what the crate adds to the gzipped download.
const zlib = require('node:zlib');
for (const c of byCrate.values()) c.gz = zlib.gzipSync(Buffer.concat(c.parts), { level: 9 }).length;
const gzSum = [...byCrate.values()].reduce((a, c) => a + c.gz, 0);
console.log('Code by crate (function bodies; this crate by module):\n');
console.log('| crate | functions | bytes | KB | share of code | gzip -9 alone | share of gzip |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [crate, c] of [...byCrate].sort((a, b) => b[1].bytes - a[1].bytes)) {
  console.log(`| ${crate} | ${c.count} | ${c.bytes} | ${kb(c.bytes)} | ${pct(c.bytes)} % | ${c.gz} | ${((100 * c.gz) / gzSum).toFixed(1)} % |`);
}
const dataGz = dataStart ? zlib.gzipSync(buf.subarray(dataStart, dataStart + dataBytes), { level: 9 }).length : 0;
console.log(`| data segments (strings, tables) | | ${dataBytes} | ${kb(dataBytes)} | | ${dataGz} | |`);
// With v0-mangled names (bench/size --by-view), a generic instantiation names the app code it
// was generated for: group by the first `mafia_host::` path, cut at the component.
if (rows.some((r) => r.name.includes('__component_'))) {
  const forApp = (name) => {
    const m = name.match(/mafia_host((?:::[A-Za-z_][A-Za-z0-9_]*)+)/);
    if (!m) return `not tied to app code: ${r2group(name)}`;
    const path = m[1].slice(2).split('::');
    const c = path.findIndex((p) => p.startsWith('__component_'));
    const cut = c >= 0 ? path.slice(0, c + 1) : path.slice(0, 2);
    return `${c >= 0 ? 'component ' : ''}${cut.map((p) => p.replace(/^__component_/, '')).join('::')}`;
  };
  const r2group = (name) => owner(name).replace(/^mafia_host::.*/, 'mafia_host');
  const byView = new Map();
  for (const r of rows) {
    const k = forApp(r.name);
    const v = byView.get(k) || { bytes: 0, count: 0, parts: [] };
    v.bytes += r.bytes;
    v.count += 1;
    v.parts.push(buf.subarray(r.span[0], r.span[1]));
    byView.set(k, v);
  }
  console.log('');
  console.log('Code by the app code it was generated for (the first `mafia_host::` path in the name;');
  console.log('Leptos code instantiated for a component counts for the component):\n');
  console.log('| for | functions | bytes | share of code | gzip -9 alone |\n| --- | ---: | ---: | ---: | ---: |');
  for (const [k, v] of [...byView].sort((a, b) => b[1].bytes - a[1].bytes)) {
    const gz = zlib.gzipSync(Buffer.concat(v.parts), { level: 9 }).length;
    console.log(`| ${k} | ${v.count} | ${v.bytes} | ${pct(v.bytes)} % | ${gz} |`);
  }
}
console.log('');
console.log(`Top ${topN} functions:\n`);
console.log('| bytes | share | crate | function |\n| ---: | ---: | --- | --- |');
const short = (s) => (s.length > 140 ? `${s.slice(0, 137)}...` : s).replace(/\|/g, '\\|');
for (const r of [...rows].sort((a, b) => b.bytes - a.bytes).slice(0, topN)) {
  console.log(`| ${r.bytes} | ${pct(r.bytes)} % | ${r.crate} | ${short(r.name)} |`);
}
