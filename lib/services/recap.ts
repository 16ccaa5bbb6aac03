import 'server-only';
import { sql } from 'drizzle-orm';
import { rawRows } from '@/lib/db/raw';
import { MOOD_VALUES, MOODS, isMood, type Mood } from '@/lib/moods';
import type { SessionUser } from '@/lib/auth/types';
import type { RecapData, RecapDay } from '@/lib/email/reminder-message';
import { localDayStart } from './reminders-schedule';
import { getStreaks } from './streaks';

const DAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** `localDate` plus `days` days, as YYYY-MM-DD (calendar arithmetic, no time zone involved). */
function addDays(localDate: string, days: number): string {
  const [y, m, d] = localDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The week (Monday to the Sunday `sundayDate`, local days in `tz`) as the recap shows it: counts,
 * each day's average mood score and most frequent mood, the week's top mood and the streak.
 * Only counts and moods are read; the text of entries never leaves the database here.
 */
export async function weeklyRecap(userId: string, tz: string, sundayDate: string, now: Date): Promise<RecapData> {
  const monday = addDays(sundayDate, -6);
  const start = localDayStart(monday, tz);
  const end = localDayStart(addDays(sundayDate, 1), tz);
  const rows = await rawRows<{ day: string; mood: string; n: number | string }>(sql`
    select to_char((created_at at time zone ${tz}::text)::date, 'YYYY-MM-DD') as day, mood::text as mood, count(*)::int as n
    from journal_entry
    where user_id = ${userId} and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz
    group by 1, 2
  `);
  const weekCounts = new Map<Mood, number>();
  const days: RecapDay[] = DAY_LABELS.map((label, i) => {
    const date = addDays(monday, i);
    const dayRows = rows.filter((r) => r.day === date && isMood(r.mood));
    let total = 0;
    let scoreSum = 0;
    let top: Mood | null = null;
    let topN = 0;
    for (const r of dayRows) {
      const mood = r.mood as Mood;
      const n = Number(r.n);
      total += n;
      scoreSum += n * MOODS[mood].score;
      weekCounts.set(mood, (weekCounts.get(mood) ?? 0) + n);
      if (n > topN) [top, topN] = [mood, n];
    }
    return { date, label, entries: total, score: total ? scoreSum / total : null, mood: top };
  });
  let topMood: Mood | null = null;
  for (const mood of MOOD_VALUES) if ((weekCounts.get(mood) ?? 0) > (topMood ? weekCounts.get(topMood)! : 0)) topMood = mood;
  const entries = days.reduce((sum, d) => sum + d.entries, 0);
  const streaks = await getStreaks({ id: userId } as SessionUser, tz, now);
  return { entries, days, topMood, streak: streaks.current };
}
