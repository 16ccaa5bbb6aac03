'use client';

// Issue 19: talking to public/sw.js from the page.

/** The worker's URL for this build: a new build is a new worker (see public/sw.js). */
export const SW_URL = `/sw.js?v=${encodeURIComponent(process.env.NEXT_PUBLIC_BUILD_ID || 'dev')}`;

function ask(worker: ServiceWorker, message: unknown): Promise<unknown> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (e) => resolve(e.data);
    worker.postMessage(message, [channel.port2]);
  });
}

/** Has the active worker keep this page's scripts and styles, loaded before it took control. */
export async function cacheLoadedAssets(): Promise<void> {
  const reg = await navigator.serviceWorker.ready;
  if (!reg.active) return;
  const urls = performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((u) => u.startsWith(`${location.origin}/_next/static/`));
  await ask(reg.active, { type: 'CACHE_URLS', urls });
}

/**
 * Logout: every cache this origin holds goes, from the page (caches.delete) and from the worker
 * (which may be mid-way through storing a response). Never throws: logout goes on regardless.
 */
export async function clearAppCaches(): Promise<void> {
  try {
    if ('caches' in window) await Promise.all((await caches.keys()).map((k) => caches.delete(k)));
    const active = 'serviceWorker' in navigator ? (await navigator.serviceWorker.getRegistration())?.active : null;
    if (active) await ask(active, { type: 'CLEAR_CACHES' });
  } catch (e) {
    console.error('Failed to clear the offline caches', e);
  }
}
