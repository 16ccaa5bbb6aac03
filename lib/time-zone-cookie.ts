// Shared by the browser, which writes it, and the server components, which read it: the server
// cannot see the browser's time zone, and day-based figures (streaks, analytics) depend on it.

/** The browser's IANA time zone, as the last page load saw it. */
export const TZ_COOKIE = 'tz';

/** A year: the zone rarely changes, and every page load writes it again when it does. */
export const TZ_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
