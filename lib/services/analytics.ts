import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { rawRows } from '@/lib/db/raw';
import { getStreaks } from './streaks';
import { activity, entryActivity, journalEntry } from '@/lib/db/schema';
import { MOOD_VALUES, isMood, type Mood } from '@/lib/moods';
import { moodScoreSql, round2 } from './stats';
import { lastLocalDays, withinLastLocalDays } from './local-days';
import type { SessionUser } from '@/lib/auth/types';
import type { FrequencyQuery, HeatmapQuery, MonthReviewQuery, SummaryQuery, TrendQuery } from '@/lib/validation/analytics';

/** One day with entries: the average score of its entries and its most frequent mood. */
export type TrendPoint = { date: string; score: number; mood: Mood; entries: number };
/** One cell of the year-in-pixels heatmap: a local day with entries (days without are absent). */
export type HeatmapDay = { date: string; mood: Mood; score: number; count: number };
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
/** A month's figures, as the month in review compares them with the month before. */
export type MonthFigures = {
  month: string;
  entries: number;
  /** Local days of the month with at least one entry. */
  daysWritten: number;
  /** The mean score of the month's entries, 2 decimals; null without entries. */
  averageScore: number | null;
  topMood: Mood | null;
};
export type MonthDay = { date: string; score: number };
export type MonthReview = MonthFigures & {
  /** The local day with the highest (best) or lowest (worst) mean score; the earliest on a tie. */
  bestDay: MonthDay | null;
  worstDay: MonthDay | null;
  /** Up to 5 activities by the number of the month's entries carrying them, then by name. */
  topActivities: { activity: string; emoji: string; count: number }[];
  previous: MonthFigures;
};

const SCORE_OF_MOOD = moodScoreSql('je.mood');
const SCORE_OF_GROUP = moodScoreSql('mood');
const TOP_ACTIVITIES = 5;

/**
 * Per local day with entries in the last `range` days (today included), in `tz`: the day's mean
 * score, its entry count and its most frequent mood. On a tie the mood of the latest entry among
 * the tied moods wins, so the answer is stable. The mood trend and the heatmap are both this
 * query, so a day never differs between them. One pass over the entries (an index-only scan of
 * journal_entry_user_created_idx, which carries the mood) groups them by day and mood; the day's
 * figures come from those few groups, a mood's score being fixed, so a year of rows is read once.
 */
export function dailyMoodsQuery(userId: string, tz: string, range: number): SQL {
  return sql`
    with per_mood as (
      select (je.created_at at time zone ${tz}::text)::date as day, je.mood, count(*) as n, max(je.created_at) as last_at
      from ${journalEntry} je
      where je.user_id = ${userId}
        and ${withinLastLocalDays(sql`je.created_at`, tz, range)}
      group by 1, 2
    ),
    per_day as (
      select day, (sum(n * ${SCORE_OF_GROUP}) / sum(n))::float8 as score, sum(n)::int as entries from per_mood group by day
    ),
    top_mood as (
      select distinct on (day) day, mood from per_mood order by day, n desc, last_at desc, mood
    )
    select to_char(p.day, 'YYYY-MM-DD') as date, p.score, t.mood::text as mood, p.entries
    from per_day p join top_mood t on t.day = p.day
    order by p.day
  `;
}

type DayRow = { date: string; score: number | string; mood: string; entries: number | string };

async function dailyMoods(userId: string, tz: string, range: number): Promise<{ date: string; score: number; mood: Mood; entries: number }[]> {
  const rows = await rawRows<DayRow>(dailyMoodsQuery(userId, tz, range));
  return rows.map((r) => ({ date: r.date, score: round2(r.score) ?? 0, mood: isMood(r.mood) ? r.mood : 'neutral', entries: Number(r.entries) }));
}

/** One point per day with entries in the last `range` days (today included) in the caller's zone. */
export async function moodTrends(actor: SessionUser, q: TrendQuery): Promise<{ data: TrendPoint[] }> {
  return { data: await dailyMoods(actor.id, q.tz, q.range) };
}

/** The year in pixels: one item per local day with entries in the last `range` days, oldest first. */
export async function moodHeatmap(actor: SessionUser, q: HeatmapQuery): Promise<{ data: HeatmapDay[] }> {
  const days = await dailyMoods(actor.id, q.tz, q.range);
  return { data: days.map((d) => ({ date: d.date, mood: d.mood, score: d.score, count: d.entries })) };
}

/** The entry count per mood of the user's entries: all time, or the last `range` local days. */
export function emotionFrequencyQuery(userId: string, tz: string, range: number | undefined): SQL {
  return sql`
    select je.mood::text as mood, count(*)::int as count
    from ${journalEntry} je
    where je.user_id = ${userId}${range === undefined ? sql`` : sql` and ${withinLastLocalDays(sql`je.created_at`, tz, range)}`}
    group by je.mood
  `;
}

/**
 * How many entries the user has written with each of the 5 moods (zeros included): all time
 * without `range` (the spec's contract), else in the last `range` days in `tz`, today included.
 */
export async function emotionFrequency(actor: SessionUser, q: FrequencyQuery): Promise<{ data: FrequencyItem[] }> {
  const counted = await rawRows<{ mood: string; count: number | string }>(emotionFrequencyQuery(actor.id, q.tz, q.range));
  const byMood = new Map(counted.map((r) => [r.mood, Number(r.count)]));
  return { data: MOOD_VALUES.map((emotion) => ({ emotion, count: byMood.get(emotion) ?? 0 })) };
}

/** The period at a glance: entries, active days, the current streak, and the average score against the period before. */
export async function moodSummary(actor: SessionUser, q: SummaryQuery): Promise<{ data: MoodSummary }> {
  const { tz, range } = q;
  // The period is the same window the insights card calls "this week" when range is 7.
  const period = withinLastLocalDays(sql`created_at`, tz, range);
  const withPrevious = lastLocalDays(tz, 2 * range);
  const [periods, streak] = await Promise.all([
    rawRows<{ entries: number; active_days: number; avg: number | null; prev_avg: number | null }>(sql`
      with e as (
        select (je.created_at at time zone ${tz}::text)::date as day, ${SCORE_OF_MOOD} as score, je.created_at
        from ${journalEntry} je
        where je.user_id = ${actor.id}
          and je.created_at >= ${withPrevious.start}
          and je.created_at < ${withPrevious.end}
      )
      select
        count(*) filter (where ${period})::int as entries,
        count(distinct day) filter (where ${period})::int as active_days,
        (avg(score) filter (where ${period}))::float8 as avg,
        (avg(score) filter (where not ${period}))::float8 as prev_avg
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

/** Midnight starting the first day of `month` (YYYY-MM) in `tz`, `plusMonths` months on. */
function monthStart(month: string, tz: string, plusMonths: number): SQL {
  return sql`((${`${month}-01`}::date + make_interval(months => ${plusMonths}::int)) at time zone ${tz}::text)`;
}

/** The previous month of a YYYY-MM. */
function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${String(y - 1).padStart(4, '0')}-12` : `${String(y).padStart(4, '0')}-${String(m - 1).padStart(2, '0')}`;
}

export function monthReviewQuery(userId: string, month: string, tz: string): SQL {
  return sql`
    with e as (
      select je.id, je.mood, je.created_at, (je.created_at at time zone ${tz}::text)::date as day, ${SCORE_OF_MOOD} as score,
        je.created_at >= ${monthStart(month, tz, 0)} as cur
      from ${journalEntry} je
      where je.user_id = ${userId}
        and je.created_at >= ${monthStart(month, tz, -1)}
        and je.created_at < ${monthStart(month, tz, 1)}
    ),
    months as (
      select cur, count(*)::int as entries, count(distinct day)::int as days, avg(score)::float8 as avg from e group by cur
    ),
    top_moods as (
      select distinct on (cur) cur, mood::text as mood
      from (select cur, mood, count(*) as n, max(created_at) as last_at from e group by cur, mood) m
      order by cur, n desc, last_at desc, mood
    ),
    -- numeric means, so two days with the same entries tie exactly and the earlier one wins
    days as (select day, avg(score) as score from e where cur group by day),
    best as (select day, score from days order by score desc, day limit 1),
    worst as (select day, score from days order by score, day limit 1),
    acts as (
      select a.name, a.emoji, count(*)::int as n
      from e
      -- per entry by its id, as in correlationsQuery: never a scan of every user's links
      cross join lateral (select ea.activity_id from ${entryActivity} ea where ea.entry_id = e.id offset 0) ea
      join ${activity} a on a.id = ea.activity_id and a.user_id = ${userId}
      where e.cur
      group by a.id, a.name, a.emoji
      order by n desc, lower(a.name), a.name
      limit ${TOP_ACTIVITIES}
    )
    select
      coalesce((select entries from months where cur), 0) as entries,
      coalesce((select days from months where cur), 0) as days_written,
      (select avg from months where cur) as avg,
      (select mood from top_moods where cur) as top_mood,
      coalesce((select entries from months where not cur), 0) as prev_entries,
      coalesce((select days from months where not cur), 0) as prev_days_written,
      (select avg from months where not cur) as prev_avg,
      (select mood from top_moods where not cur) as prev_top_mood,
      (select to_char(day, 'YYYY-MM-DD') from best) as best_date,
      (select score::float8 from best) as best_score,
      (select to_char(day, 'YYYY-MM-DD') from worst) as worst_date,
      (select score::float8 from worst) as worst_score,
      coalesce(
        (select json_agg(json_build_object('activity', name, 'emoji', emoji, 'count', n) order by n desc, lower(name), name) from acts),
        '[]'::json
      ) as activities
  `;
}

type MonthReviewRow = {
  entries: number | string;
  days_written: number | string;
  avg: number | string | null;
  top_mood: string | null;
  prev_entries: number | string;
  prev_days_written: number | string;
  prev_avg: number | string | null;
  prev_top_mood: string | null;
  best_date: string | null;
  best_score: number | string | null;
  worst_date: string | null;
  worst_score: number | string | null;
  activities: string | { activity: string; emoji: string; count: number }[];
};

const dayOf = (date: string | null, score: number | string | null): MonthDay | null => (date === null ? null : { date, score: round2(score) ?? 0 });

/**
 * A month in the user's zone at a glance, beside the month before: entries, days written, the mean
 * score, the best and worst day, the most frequent mood (ties as in the trend: the latest entry's
 * mood) and the most used activities. One SQL statement over the (user_id, created_at) index.
 */
export async function monthReview(actor: SessionUser, q: MonthReviewQuery): Promise<{ data: MonthReview }> {
  const [r] = await rawRows<MonthReviewRow>(monthReviewQuery(actor.id, q.month, q.tz));
  const activities = typeof r.activities === 'string' ? JSON.parse(r.activities) : r.activities;
  const mood = (m: string | null): Mood | null => (isMood(m) ? m : null);
  return {
    data: {
      month: q.month,
      entries: Number(r.entries),
      daysWritten: Number(r.days_written),
      averageScore: round2(r.avg),
      bestDay: dayOf(r.best_date, r.best_score),
      worstDay: dayOf(r.worst_date, r.worst_score),
      topMood: mood(r.top_mood),
      topActivities: (activities as MonthReview['topActivities']).map((a) => ({ activity: a.activity, emoji: a.emoji, count: Number(a.count) })),
      previous: {
        month: previousMonth(q.month),
        entries: Number(r.prev_entries),
        daysWritten: Number(r.prev_days_written),
        averageScore: round2(r.prev_avg),
        topMood: mood(r.prev_top_mood),
      },
    },
  };
}
