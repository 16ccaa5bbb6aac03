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

// Reading the browser's zone builds an Intl formatter, which costs a millisecond or more on a phone;
// screens ask for it in every render of every day-based query. Read again after a minute, so a
// device that changed zone is followed without a reload.
const RESOLVED_TTL_MS = 60_000;
let resolved: { timeZone: string; locale: string; at: number } | undefined;

function resolvedDefaults(): { timeZone: string; locale: string } {
  const now = Date.now();
  if (resolved && now - resolved.at < RESOLVED_TTL_MS) return resolved;
  let timeZone = 'UTC';
  let locale = '';
  try {
    const o = Intl.DateTimeFormat().resolvedOptions();
    timeZone = o.timeZone || 'UTC';
    locale = o.locale;
  } catch {
    // Keep UTC and no locale.
  }
  resolved = { timeZone, locale, at: now };
  return resolved;
}

export function browserTimeZone(): string {
  return resolvedDefaults().timeZone;
}

/**
 * The zone that decides where a day starts in day-based queries (streaks, analytics). Before
 * hydration it is the zone the server prefetched with (the `tz` cookie), so the first client render
 * finds the prefetched data under the same query key; afterwards the browser's own.
 */
export function useTimeZone(): string {
  const { timeZone } = useContext(ServerRenderHintsContext);
  // A store, not useHydrated: when the browser's zone is the one the server used (the usual case,
  // as the cookie carries it), nothing changes after hydration and nothing renders again.
  return useSyncExternalStore(noSubscription, browserTimeZone, () => timeZone ?? browserTimeZone());
}

export type DateDisplay = { locale?: string; timeZone?: string };

/**
 * How dates are written on screen. Before hydration: en-US in the server's zone (the `tz` cookie,
 * else UTC), which Node and the browser both format the same; afterwards the browser's locale and zone.
 */
export function useDateDisplay(): DateDisplay {
  const { timeZone } = useContext(ServerRenderHintsContext);
  const server = useMemo<DateDisplay>(() => ({ locale: 'en-US', timeZone: timeZone ?? 'UTC' }), [timeZone]);
  // The browser's own afterwards; when its locale and zone are the server's, the same object, so a
  // list of dates is not rendered a second time after hydration to write the same text.
  const browser = () => {
    const own = resolvedDefaults();
    return own.locale === server.locale && own.timeZone === server.timeZone ? server : BROWSER_DISPLAY;
  };
  return useSyncExternalStore(noSubscription, browser, () => server);
}

const BROWSER_DISPLAY: DateDisplay = {};

/** Tells later page loads the browser's zone (lib/server/request-state.ts reads it). */
export function rememberTimeZone() {
  const value = encodeURIComponent(browserTimeZone());
  if (document.cookie.split('; ').includes(`${TZ_COOKIE}=${value}`)) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TZ_COOKIE}=${value}; Path=/; Max-Age=${TZ_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}
