'use client';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { TZ_COOKIE, TZ_COOKIE_MAX_AGE } from '@/lib/time-zone-cookie';

// React 19 refuses a hydration whose first client render differs from the server's HTML. The
// server knows the request (the session cookie, the `tz` cookie) but not the browser (local
// storage, its time zone and locale), so until hydration is over the client renders with what the
// server knew, then switches to its own values in an ordinary re-render.

/** What the server used to render this page, repeated by the client until hydration is done. */
export type ServerRenderHints = { timeZone: string | null };

export const ServerRenderHintsContext = createContext<ServerRenderHints>({ timeZone: null });

const noSubscription = () => () => {};

/** False on the server and during hydration; true afterwards (the component then re-renders). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The zone that decides where a day starts in day-based queries (streaks, analytics). Before
 * hydration it is the zone the server prefetched with (the `tz` cookie), so the first client render
 * finds the prefetched data under the same query key; afterwards the browser's own.
 */
export function useTimeZone(): string {
  const hydrated = useHydrated();
  const { timeZone } = useContext(ServerRenderHintsContext);
  return !hydrated && timeZone ? timeZone : browserTimeZone();
}

export type DateDisplay = { locale?: string; timeZone?: string };

/**
 * How dates are written on screen. Before hydration: en-US in the server's zone (the `tz` cookie,
 * else UTC), which Node and the browser both format the same; afterwards the browser's locale and zone.
 */
export function useDateDisplay(): DateDisplay {
  const hydrated = useHydrated();
  const { timeZone } = useContext(ServerRenderHintsContext);
  return useMemo(() => (hydrated ? {} : { locale: 'en-US', timeZone: timeZone ?? 'UTC' }), [hydrated, timeZone]);
}

/** Tells later page loads the browser's zone (lib/server/request-state.ts reads it). */
export function rememberTimeZone() {
  const value = encodeURIComponent(browserTimeZone());
  if (document.cookie.split('; ').includes(`${TZ_COOKIE}=${value}`)) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TZ_COOKIE}=${value}; Path=/; Max-Age=${TZ_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}
