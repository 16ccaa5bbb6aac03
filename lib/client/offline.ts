'use client';
import { useSyncExternalStore } from 'react';

// Issue 19: whether the browser has a connection, for the header's indicator and the features
// that need the network (analysis, chat) to say so plainly instead of failing.

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** True while offline; false on the server and the first render, so the markup matches. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}

export const OFFLINE_MESSAGES = {
  analysis: "You're offline — analysis needs a connection.",
  playlist: "You're offline — playlists need a connection.",
  chat: "You're offline — chat needs a connection.",
  queued: 'Saved on this device',
  queuedDetail: "You're offline: it is waiting to sync and will be sent when the connection returns.",
} as const;
