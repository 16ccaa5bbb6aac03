import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Every period the app names in days ("this week", "the last 30 days", a heatmap year) is made of
// whole calendar days in the user's time zone, today included, computed by the database from one
// now(). The insights card and the analytics summary both take their week from here, so the two
// screens cannot count "this week" differently again (issue 18, item 3).

/** "This week": the last 7 calendar days in the user's zone, today included. */
export const THIS_WEEK_DAYS = 7;

/** Midnight, in `tz`, of the day `daysAgo` days before today there, as a timestamptz. */
export function localMidnight(tz: string, daysAgo: number): SQL {
  return sql`((((now() at time zone ${tz}::text)::date) - ${daysAgo}::int)::timestamp at time zone ${tz}::text)`;
}

/**
 * The last `days` calendar days in `tz`, today included, as a half-open [start, end) of instants.
 * Both bounds are constants for a query, so a (user_id, created_at) index serves the range. The end
 * is tomorrow's midnight: an entry dated later today counts, one dated tomorrow does not.
 */
export function lastLocalDays(tz: string, days: number): { start: SQL; end: SQL } {
  return { start: localMidnight(tz, days - 1), end: localMidnight(tz, -1) };
}

/** `column` (a timestamptz) falls within the last `days` calendar days in `tz`. */
export function withinLastLocalDays(column: AnyPgColumn | SQL, tz: string, days: number): SQL {
  const { start, end } = lastLocalDays(tz, days);
  return sql`(${column} >= ${start} and ${column} < ${end})`;
}
