import 'server-only';
import { sql } from 'drizzle-orm';
import { rawRows } from '@/lib/db/raw';
import { activity, entryActivity, journalEntry } from '@/lib/db/schema';
import { CORRELATION_MIN_DAYS, type CorrelationQuery } from '@/lib/validation/analytics';
import type { ActivityCorrelation } from '@/lib/validation/activities';
import type { SessionUser } from '@/lib/auth/types';
import { localMidnight } from './analytics';
import { moodScoreSql, round2 } from './stats';

const SCORE_OF_MOOD = moodScoreSql('je.mood');

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
  }>(sql`
    with e as (
      select je.id, (je.created_at at time zone ${tz}::text)::date as day, ${SCORE_OF_MOOD} as score
      from ${journalEntry} je
      where je.user_id = ${actor.id}
        and je.created_at >= ${localMidnight(tz, range - 1)}
        and je.created_at < ${localMidnight(tz, -1)}
    ),
    days as (select day, avg(score)::float8 as score from e group by day),
    tagged as (select distinct e.day, ea.activity_id from e join ${entryActivity} ea on ea.entry_id = e.id),
    per_activity as (
      select a.name, a.emoji,
        avg(d.score) filter (where t.activity_id is not null) as with_avg,
        avg(d.score) filter (where t.activity_id is null) as without_avg,
        count(*) filter (where t.activity_id is not null) as with_days,
        count(*) filter (where t.activity_id is null) as without_days
      from ${activity} a
      cross join days d
      left join tagged t on t.day = d.day and t.activity_id = a.id
      where a.user_id = ${actor.id}
      group by a.id, a.name, a.emoji
    )
    select name as activity, emoji, with_avg::float8 as with_avg, without_avg::float8 as without_avg,
      (with_avg - without_avg)::float8 as diff, with_days::int as with_days, without_days::int as without_days
    from per_activity
    where with_days >= ${CORRELATION_MIN_DAYS} and without_days >= ${CORRELATION_MIN_DAYS}
    order by diff desc, lower(name)
  `);
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
