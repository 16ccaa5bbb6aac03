import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { rawRows } from '@/lib/db/raw';
import { getStreaks } from './streaks';
import { journalEntry } from '@/lib/db/schema';
import { MOOD_VALUES, isMood, type Mood } from '@/lib/moods';
import { moodScoreSql, round2 } from './stats';
import type { SessionUser } from '@/lib/auth/types';
import type { SummaryQuery, TrendQuery } from '@/lib/validation/analytics';

/** One day with entries: the average score of its entries and its most frequent mood. */
export type TrendPoint = { date: string; score: number; mood: Mood; entries: number };
export type FrequencyItem = { emotion: Mood; count: number };
export type MoodSummary = {
  range: number;
  /** Entries written in the period (the last `range` days, today included). */
  entries: number;
  /** Days in the period with at least one entry. */
  activeDays: number;
  /** Consecutive days with an entry, ending today (or yesterday, so a streak is not lost before today's entry). */
  currentStreak: number;
  averageScore: number | null;
  previousAverageScore: number | null;
  /** averageScore minus the previous period's; null when either period has no entries. */
  averageChange: number | null;
};

const SCORE_OF_MOOD = moodScoreSql('je.mood');

/** Midnight, in `tz`, of the day `daysAgo` days before today there, as a timestamptz. */
export function localMidnight(tz: string, daysAgo: number): SQL {
  return sql`((((now() at time zone ${tz}::text)::date) - ${daysAgo}::int)::timestamp at time zone ${tz}::text)`;
}

/**
 * One point per day with entries in the last `range` days (today included) in the caller's zone.
 * Grouped in SQL over the (user_id, created_at) index. The day's mood is its most frequent one;
 * on a tie the mood of the latest entry among the tied moods wins, so the answer is stable.
 */
export async function moodTrends(actor: SessionUser, q: TrendQuery): Promise<{ data: TrendPoint[] }> {
  const { tz, range } = q;
  const result = await rawRows<{ date: string; score: number | string; mood: string; entries: number | string }>(sql`
    with e as (
      select (je.created_at at time zone ${tz}::text)::date as day, je.mood, je.created_at, ${SCORE_OF_MOOD} as score
      from ${journalEntry} je
      where je.user_id = ${actor.id}
        and je.created_at >= ${localMidnight(tz, range - 1)}
        and je.created_at < ${localMidnight(tz, -1)}
    ),
    per_day as (
      select day, avg(score)::float8 as score, count(*)::int as entries from e group by day
    ),
    per_mood as (
      select day, mood, count(*) as n, max(created_at) as last_at from e group by day, mood
    ),
    top_mood as (
      select distinct on (day) day, mood from per_mood order by day, n desc, last_at desc, mood
    )
    select to_char(p.day, 'YYYY-MM-DD') as date, p.score, t.mood::text as mood, p.entries
    from per_day p join top_mood t on t.day = p.day
    order by p.day
  `);
  return {
    data: result.map((r) => ({
      date: r.date,
      score: round2(r.score) ?? 0,
      mood: isMood(r.mood) ? r.mood : 'neutral',
      entries: Number(r.entries),
    })),
  };
}

/** How many entries the user has written with each of the 5 moods (zeros included), all time. */
export async function emotionFrequency(actor: SessionUser): Promise<{ data: FrequencyItem[] }> {
  const counted = await db
    .select({ mood: journalEntry.mood, count: sql<number>`count(*)::int` })
    .from(journalEntry)
    .where(eq(journalEntry.userId, actor.id))
    .groupBy(journalEntry.mood);
  const byMood = new Map(counted.map((r) => [r.mood, Number(r.count)]));
  return { data: MOOD_VALUES.map((emotion) => ({ emotion, count: byMood.get(emotion) ?? 0 })) };
}

/** The period at a glance: entries, active days, the current streak, and the average score against the period before. */
export async function moodSummary(actor: SessionUser, q: SummaryQuery): Promise<{ data: MoodSummary }> {
  const { tz, range } = q;
  const [periods, streak] = await Promise.all([
    rawRows<{ entries: number; active_days: number; avg: number | null; prev_avg: number | null }>(sql`
      with e as (
        select (je.created_at at time zone ${tz}::text)::date as day, ${SCORE_OF_MOOD} as score, je.created_at
        from ${journalEntry} je
        where je.user_id = ${actor.id}
          and je.created_at >= ${localMidnight(tz, 2 * range - 1)}
          and je.created_at < ${localMidnight(tz, -1)}
      )
      select
        count(*) filter (where created_at >= ${localMidnight(tz, range - 1)})::int as entries,
        count(distinct day) filter (where created_at >= ${localMidnight(tz, range - 1)})::int as active_days,
        (avg(score) filter (where created_at >= ${localMidnight(tz, range - 1)}))::float8 as avg,
        (avg(score) filter (where created_at < ${localMidnight(tz, range - 1)}))::float8 as prev_avg
      from e
    `),
    getStreaks(actor, tz),
  ]);
  const p = periods[0] ?? { entries: 0, active_days: 0, avg: null, prev_avg: null };
  const averageScore = round2(p.avg);
  const previousAverageScore = round2(p.prev_avg);
  return {
    data: {
      range,
      entries: Number(p.entries),
      activeDays: Number(p.active_days),
      currentStreak: streak.current,
      averageScore,
      previousAverageScore,
      averageChange: averageScore !== null && previousAverageScore !== null ? round2(averageScore - previousAverageScore) : null,
    },
  };
}
