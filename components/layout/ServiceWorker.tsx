'use client';
import { useEffect } from 'react';
import { withSonner } from '@/lib/client/lazy-sonner';
import { cacheLoadedAssets, SW_URL } from '@/lib/client/service-worker';

/**
 * Registers public/sw.js (issue 19) and offers a waiting new version: "New version available —
 * Reload" tells it to take over (SKIP_WAITING), and the page reloads once it has, so a tab never
 * runs old code against a new worker or the reverse. Production only: in `next dev` a worker
 * would serve stale modules.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let reloading = false;
    const hadController = Boolean(navigator.serviceWorker.controller);
    const onControllerChange = () => {
      // The first install takes control without a reload; only an update the user accepted reloads.
      if (!hadController || reloading) return;
      reloading = true;
      window.location.reload();
    };
    navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);

    const offer = (waiting: ServiceWorker) =>
      withSonner(
        ({ toast }) =>
          void toast('New version available', {
            id: 'sw-update',
            duration: Infinity,
            action: { label: 'Reload', onClick: () => waiting.postMessage({ type: 'SKIP_WAITING' }) },
          }),
      );

    navigator.serviceWorker
      .register(SW_URL, { scope: '/' })
      .then((reg) => {
        if (reg.waiting && navigator.serviceWorker.controller) offer(reg.waiting);
        reg.addEventListener('updatefound', () => {
          const next = reg.installing;
          next?.addEventListener('statechange', () => {
            if (next.state === 'installed' && navigator.serviceWorker.controller) offer(next);
          });
        });
        return cacheLoadedAssets();
      })
      // Tests and the curious can tell the first visit is now enough to open offline.
      .then(() => document.documentElement.setAttribute('data-offline-ready', 'true'))
      .catch((e) => console.error('Service worker registration failed', e));
    return () => navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
  }, []);
  return null;
}
