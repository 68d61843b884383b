// Mafia Host's service worker. scripts/precache.js fills in VERSION and FILES from the
// build (every file of dist/, hashed names included) and writes this as dist/sw.js.
// Cache-first: the app works with no network once loaded. A new version installs in the
// background and waits until the app asks it to take over (the host taps "Reload").
'use strict';
const VERSION = '__VERSION__';
const FILES = __FILES__;
const PREFIX = 'mafia-host-';
const CACHE = PREFIX + VERSION;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(req.mode === 'navigate' ? './' : req, { ignoreSearch: true });
      return hit || fetch(req);
    }),
  );
});
