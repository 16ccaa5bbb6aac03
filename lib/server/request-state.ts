import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { getSessionUser } from '@/lib/auth/session';
import type { SessionUser } from '@/lib/auth/types';
import { TZ_COOKIE } from '@/lib/time-zone-cookie';
import { tzSchema } from '@/lib/validation/tz';

// What server components know about the request. cache() makes the root layout and the page share
// one session lookup per request (the fast path: one indexed join, or Better Auth when unusual).

/** Sent by the service worker (public/sw.js) for the copy of /journal it keeps for offline use. */
export const APP_SHELL_HEADER = 'x-app-shell';

/**
 * The acting user of the request's verified session (cookie or signed bearer), or null. Null for
 * the service worker's shell request: that copy is stored on the device, so it must hold no name,
 * email or entries, only the signed-out frame the page fills in from the device.
 */
export const getRequestUser = cache(async (): Promise<SessionUser | null> => {
  const h = await headers();
  if (h.get(APP_SHELL_HEADER) === '1') return null;
  return getSessionUser(h);
});

/**
 * The browser's IANA zone from the `tz` cookie the client writes (lib/client/first-render.ts), or
 * null when it is missing or not a zone: day-based figures are then left to the browser.
 */
export const getRequestTimeZone = cache(async (): Promise<string | null> => {
  const raw = (await cookies()).get(TZ_COOKIE)?.value?.trim();
  if (!raw) return null;
  const parsed = tzSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
});
