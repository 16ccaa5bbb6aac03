/* MoodJournal service worker (issue 19), hand-written as in Next.js's PWA guide.
 *
 * - Build assets (/_next/static/*, content-hashed, never change) and icons: cache first.
 * - Page loads of the journal shell (/journal): network first, the last good copy when offline,
 *   so /journal opens offline after one visit. Signed-in pages now carry their first page of
 *   entries in the HTML (issue 17), so what is kept is not the page the user saw but a copy asked
 *   for with `X-App-Shell: 1`, which the server renders without any session or journal text
 *   (lib/server/request-state.ts); the page then fills in from the device as before. The copy is
 *   deleted on logout.
 * - /api/* is never touched: answers are network only and never stored, so no cached answer can
 *   ever hold another user's (or a logged-out user's) data.
 *
 * The page registers /sw.js?v=<build id>: a new build is a new worker, which waits until the page
 * says SKIP_WAITING (the "New version available — Reload" toast) so open tabs never mix old and
 * new code.
 */
const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const STATIC_CACHE = `mj-static-${VERSION}`;
const PAGES_CACHE = `mj-pages-${VERSION}`;
const PRECACHE = ['/journal', '/manifest.webmanifest', '/icon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];
/** Page loads kept for offline use; anything else is left to the network. */
const SHELL_PAGES = ['/journal'];

self.addEventListener('install', (event) => {
  // Best effort: a signed-out install gets a redirect for /journal, which is not kept.
  event.waitUntil(
    Promise.all([
      caches.open(STATIC_CACHE).then((c) => Promise.all(PRECACHE.filter((p) => !SHELL_PAGES.includes(p)).map((p) => c.add(p).catch(() => undefined)))),
      caches.open(PAGES_CACHE).then((c) => Promise.all(SHELL_PAGES.map((p) => fetchShell(c, p).catch(() => undefined)))),
    ]),
  );
});

self.addEventListener('activate', (event) => {
  // Old builds' caches go; this one's stay.
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('mj-') && k !== STATIC_CACHE && k !== PAGES_CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  const type = event.data && event.data.type;
  if (type === 'SKIP_WAITING') self.skipWaiting();
  // The page's own scripts and styles, loaded before this worker controlled it: kept now, so the
  // first visit is enough to open offline. Same-origin build assets only.
  if (type === 'CACHE_URLS') {
    const urls = (event.data.urls || []).filter((u) => {
      try {
        const url = new URL(u, self.location.origin);
        return url.origin === self.location.origin && url.pathname.startsWith('/_next/static/');
      } catch {
        return false;
      }
    });
    event.waitUntil(
      caches
        .open(STATIC_CACHE)
        .then((c) => Promise.all(urls.map((u) => c.match(u).then((hit) => hit || c.add(u).catch(() => undefined)))))
        .then(() => caches.open(PAGES_CACHE))
        .then((c) => c.match('/journal').then((hit) => hit || fetchShell(c, '/journal').catch(() => undefined)))
        .then(() => event.ports[0] && event.ports[0].postMessage({ cached: urls.length })),
    );
  }
  // Logout: nothing of the signed-in session stays on the device.
  if (type === 'CLEAR_CACHES') {
    event.waitUntil(
      caches
        .keys()
        .then((keys) => Promise.all(keys.map((k) => caches.delete(k))))
        .then(() => event.ports[0] && event.ports[0].postMessage({ cleared: true })),
    );
  }
});

async function fetchShell(cache, path) {
  const res = await fetch(path, { credentials: 'include', redirect: 'manual', headers: { 'X-App-Shell': '1' } });
  // Only a real 200 page: never a redirect to /login or an error page.
  if (res.ok && res.type === 'basic') await cache.put(path, res.clone());
  return res;
}

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) return; // network only, never cached

  if (
    url.pathname.startsWith('/_next/static/') ||
    url.pathname.startsWith('/icons/') ||
    url.pathname === '/icon.svg' ||
    url.pathname === '/manifest.webmanifest'
  ) {
    event.respondWith(cacheFirst(req));
    return;
  }

  if (req.mode === 'navigate' && SHELL_PAGES.includes(url.pathname)) {
    event.respondWith(networkFirstShell(req, url.pathname));
  }
});

async function cacheFirst(req) {
  const cache = await caches.open(STATIC_CACHE);
  const hit = await cache.match(req, { ignoreSearch: false });
  if (hit) return hit;
  const res = await fetch(req);
  if (res.ok && res.type === 'basic') cache.put(req, res.clone()).catch(() => undefined);
  return res;
}

async function networkFirstShell(req, path) {
  const cache = await caches.open(PAGES_CACHE);
  try {
    const res = await fetch(req);
    // The page itself holds the user's entries: never kept. The shell copy (no session, no text)
    // is fetched once per build, kept under the bare path (/journal?x=1 is the same shell).
    if (res.ok && res.type === 'basic' && !res.redirected) {
      cache
        .match(path)
        .then((hit) => hit || fetchShell(cache, path))
        .catch(() => undefined);
    }
    return res;
  } catch (e) {
    const hit = await cache.match(path);
    if (hit) return hit;
    throw e;
  }
}
