'use client';
import { useSyncExternalStore } from 'react';

// Work a page does not need for its first screen (a status check, a card below the fold) waits
// until the browser is idle after the page has loaded and hydrated, instead of running in the
// same task as hydration; it still runs on every page load, only a moment later.

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Calls `fn` once the browser is idle (at most `timeout` ms later); returns a cancel function. */
export function whenIdle(fn: () => void, timeout = 2000): () => void {
  const w = window as IdleWindow;
  if (typeof w.requestIdleCallback === 'function') {
    const id = w.requestIdleCallback(fn, { timeout });
    return () => w.cancelIdleCallback?.(id);
  }
  const t = window.setTimeout(fn, 200);
  return () => window.clearTimeout(t);
}

let idle = false;
let scheduled = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!idle && !scheduled) {
    scheduled = true;
    whenIdle(() => {
      idle = true;
      for (const l of listeners) l();
    });
  }
  return () => {
    listeners.delete(listener);
  };
}

/**
 * False on the server, during hydration and until the browser's first idle moment after the
 * first mount; true from then on for the life of the page (later screens get true at once).
 */
export function useIdle(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => idle,
    () => false,
  );
}
