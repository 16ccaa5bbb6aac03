import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { rawRows } from '@/lib/db/raw';
import { journalEntry } from '@/lib/db/schema';
import type { Mood } from '@/lib/moods';
import type { SessionUser } from '@/lib/auth/types';
import { INSIGHTS_CRISIS_LINE, pickTopEmotion, writeInsights, type MoodTally } from '@/lib/ai/insights';
import type { ModelCall } from '@/lib/ai/model-call';
import { atLeast, detectCrisisMany } from '@/lib/safety';
import { policies, withinLimit } from '@/lib/rate-limit';
import type { WeeklyInsightsDto } from '@/lib/validation/journal';
import { modelBudget, recordAiUsage, tokensOf } from '@/lib/services/ai-usage';
import { THIS_WEEK_DAYS, withinLastLocalDays } from './local-days';

const INSIGHTS_CRISIS_ENTRIES = 10;

export type WeeklyInsights = WeeklyInsightsDto;

function seedFor(userId: string, now: Date): number {
  let h = Math.floor(now.getTime() / 86_400_000);
  for (let i = 0; i < userId.length; i++) h = (Math.imul(h, 31) + userId.charCodeAt(i)) >>> 0;
  return h;
}

/**
 * Motivation, most felt emotion and a tip from the user's entries of this week: the last 7
 * calendar days in `tz`, today included, the same window as the analytics summary's 7 days.
 */
export async function weeklyInsights(user: SessionUser, tz = 'UTC', now = new Date()): Promise<WeeklyInsights> {
  const inWindow = and(eq(journalEntry.userId, user.id), withinLastLocalDays(journalEntry.createdAt, tz, THIS_WEEK_DAYS));
  // rawRows: a zone only Intl knows (PostgreSQL refuses it) is the caller's 400, not a 500.
  const rows = await rawRows<{ mood: Mood; count: number | string; last_at: Date | string | null }>(sql`
    select ${journalEntry.mood} as mood, count(*)::int as count, max(${journalEntry.createdAt}) as last_at
    from ${journalEntry}
    where ${inWindow}
    group by ${journalEntry.mood}
  `);
  const tallies: MoodTally[] = rows.map((r) => ({ mood: r.mood, count: Number(r.count), lastAt: r.last_at ? new Date(r.last_at) : new Date(0) }));
  const total = tallies.reduce((sum, t) => sum + t.count, 0);
  const topEmotion = pickTopEmotion(tallies);
  const counts = Object.fromEntries(tallies.map((t) => [t.mood, t.count])) as Partial<Record<Mood, number>>;

  const calls: ModelCall[] = [];
  const text = await writeInsights(
    { topEmotion, counts, total, seed: seedFor(user.id, now) },
    {
      // Past the token budget (the user's day or the site's month) the curated wording answers: a
      // weekly tip is no reason for a 429, hence allowOverBudget ('offline' instead of throwing).
      // The budget is read before the hourly limit so a refusal does not use up an hourly point.
      modelAllowed: async () => (await modelBudget(user, { allowOverBudget: true, now })) === 'model' && (await withinLimit(policies.insights(), user.id)),
      onCall: (c) => calls.push(c),
    },
  );
  for (const c of calls) {
    try {
      await recordAiUsage(user.id, tokensOf(c.usage, c), now);
    } catch (e) {
      // The tip is already written; losing it over the bookkeeping would be the worse failure.
      console.error('[ai] could not record token usage:', e instanceof Error ? e.message : e);
    }
  }

  // The newest entries are enough to notice a week that needs crisis resources (each costs an
  // encoder pass, and the card is fetched whenever the journal opens).
  const recent = total
    ? await db.select({ text: journalEntry.text }).from(journalEntry).where(inWindow).orderBy(desc(journalEntry.createdAt)).limit(INSIGHTS_CRISIS_ENTRIES)
    : [];
  const crisis = (await detectCrisisMany(recent.map((r) => r.text))).some((s) => atLeast(s.level, 'concern'));

  return {
    motivation: text.motivation,
    topEmotion,
    emotionTip: crisis ? `${INSIGHTS_CRISIS_LINE} ${text.emotionTip}` : text.emotionTip,
    entryCount: total,
  };
}
