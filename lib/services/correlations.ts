import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { rawRows } from '@/lib/db/raw';
import { activity, entryActivity, journalEntry } from '@/lib/db/schema';
import { CORRELATION_MIN_DAYS, type CorrelationQuery } from '@/lib/validation/analytics';
import type { ActivityCorrelation } from '@/lib/validation/activities';
import type { SessionUser } from '@/lib/auth/types';
import { withinLastLocalDays } from './local-days';
import { moodScoreSql, round2 } from './stats';

const SCORE_OF_MOOD = moodScoreSql('je.mood');

/** The SQL behind activityCorrelations (the benchmark and the plan test read its plan). */
export function correlationsQuery(userId: string, tz: string, range: number): SQL {
  return sql`
    with e as (
      select (je.created_at at time zone ${tz}::text)::date as day, ${SCORE_OF_MOOD} as score
      from ${journalEntry} je
      where je.user_id = ${userId}
        and ${withinLastLocalDays(sql`je.created_at`, tz, range)}
    ),
    -- numeric day means: with-sums and the total subtract exactly
    days as (select day, avg(score) as score from e group by day),
    -- The user's links in the range, read from entry_activity's own (user_id, created_at) index:
    -- the entry's owner and date are copied onto each link by triggers (migration 0008).
    tagged as (
      select distinct (ea.created_at at time zone ${tz}::text)::date as day, ea.activity_id
      from ${entryActivity} ea
      where ea.user_id = ${userId}
        and ${withinLastLocalDays(sql`ea.created_at`, tz, range)}
    ),
    totals as (select sum(score) as total, count(*) as n from days),
    -- Days without an activity are all days but those with it: no activities x days grid to build.
    with_activity as (
      select t.activity_id, sum(d.score) as with_sum, count(*) as with_days
      from tagged t join days d on d.day = t.day
      group by t.activity_id
    ),
    per_activity as (
      select a.name, a.emoji,
        w.with_sum / w.with_days as with_avg,
        (tot.total - w.with_sum) / nullif(tot.n - w.with_days, 0) as without_avg,
        w.with_days, tot.n - w.with_days as without_days
      from with_activity w
      join ${activity} a on a.id = w.activity_id and a.user_id = ${userId}
      cross join totals tot
    )
    select name as activity, emoji, with_avg::float8 as with_avg, without_avg::float8 as without_avg,
      (with_avg - without_avg)::float8 as diff, with_days::int as with_days, without_days::int as without_days
    from per_activity
    where with_days >= ${CORRELATION_MIN_DAYS} and without_days >= ${CORRELATION_MIN_DAYS}
    order by diff desc, lower(name)
  `;
}

/**
 * For each of the user's activities: the mean daily mood score on days (in the user's zone, the
 * last `range` days, today included) with an entry carrying it, against days with entries but
 * without it. A day's score is the mean of its entries' scores, so a day with three entries counts
 * once. Only activities with CORRELATION_MIN_DAYS days on each side are answered: fewer says more
 * about chance than about the activity. Sorted by the difference, largest first.
 */
export async function activityCorrelations(actor: SessionUser, q: CorrelationQuery): Promise<{ data: ActivityCorrelation[] }> {
  const { tz, range } = q;
  const rows = await rawRows<{
    activity: string;
    emoji: string;
    with_avg: number | string;
    without_avg: number | string;
    diff: number | string;
    with_days: number | string;
    without_days: number | string;
  }>(correlationsQuery(actor.id, tz, range));
  return {
    data: rows.map((r) => ({
      activity: r.activity,
      emoji: r.emoji,
      withAvg: round2(r.with_avg) ?? 0,
      withoutAvg: round2(r.without_avg) ?? 0,
      diff: round2(r.diff) ?? 0,
      withDays: Number(r.with_days),
      withoutDays: Number(r.without_days),
    })),
  };
}
