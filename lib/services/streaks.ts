import 'server-only';
import { sql } from 'drizzle-orm';
import { rawRows } from '@/lib/db/raw';
import type { SessionUser } from '@/lib/auth/types';

export type Streaks = {
  /** Consecutive days with an entry, ending today or yesterday (today's entry may not be written yet). */
  current: number;
  longest: number;
  /** Whether today already has an entry, so the screen can nudge. */
  wroteToday: boolean;
};

/**
 * Streaks of days with at least one entry, in the user's time zone. Computed in SQL as
 * gaps-and-islands over distinct local days, so only one row per streak leaves the database.
 */
export async function getStreaks(current: SessionUser, tz: string, now = new Date()): Promise<Streaks> {
  const rows = await rawRows<{ last_day: string; len: number }>(sql`
    with days as (
      select distinct (created_at at time zone ${tz})::date as d
      from journal_entry
      where user_id = ${current.id}
    ),
    islands as (
      select d, d - (row_number() over (order by d))::int as grp from days
    )
    select max(d)::text as last_day, count(*)::int as len
    from islands
    group by grp
    order by max(d) desc
  `);
  const today = localDate(now, tz);
  const yesterday = localDate(new Date(now.getTime() - 86_400_000), tz);
  const latest = rows[0];
  const currentLen = latest && (latest.last_day === today || latest.last_day === yesterday) ? Number(latest.len) : 0;
  const longest = rows.reduce((m, r) => Math.max(m, Number(r.len)), 0);
  return { current: currentLen, longest, wroteToday: latest?.last_day === today };
}

/** YYYY-MM-DD of an instant as seen in `tz`. */
export function localDate(at: Date, tz: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
