// Mafia Host's service worker. scripts/precache.js fills in VERSION, HASHED and FILES from
// the build (every file of dist/) and writes this as dist/sw.js.
// Cache-first: the app works with no network once loaded. A new version installs in the
// background and waits until the app asks it to take over (the host taps "Reload").
'use strict';
const VERSION = '__VERSION__';
// Files whose name holds a hash of their content: a name never gets another content, so
// the copy the page has just downloaded (in the HTTP cache) is the right one, fresh or
// not ('force-cache'), and a first visit downloads each of them once.
const HASHED = __HASHED__;
// The others (the page, the manifest, the icons, the rule texts) may change under the
// same name: each is revalidated with the server ('no-cache': a 304 when unchanged).
const FILES = __FILES__;
const PREFIX = 'mafia-host-';
const CACHE = PREFIX + VERSION;

self.addEventListener('install', (event) => {
  const requests = [
    ...HASHED.map((f) => new Request(f, { cache: 'force-cache' })),
    ...FILES.map((f) => new Request(f, { cache: 'no-cache' })),
  ];
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
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
