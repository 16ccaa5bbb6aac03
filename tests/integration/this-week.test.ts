import { describe, expect, it } from 'vitest';
import * as summaryRoute from '@/app/api/analytics/summary/route';
import * as tipsRoute from '@/app/api/insights/tips/route';
import { setModelOverride } from '@/lib/ai/provider';
import { db } from '@/lib/db/client';
import { journalEntry } from '@/lib/db/schema';
import { zonedTimeToUtc } from '@/lib/time';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/users';

// Issue 18, item 3: "this week" is the last 7 calendar days in the user's time zone, today
// included, on every screen. The insights card once counted a rolling 168 hours and /analytics
// calendar days, so the same journal showed two different weeks.

/** hh:mm local time in `tz`, `daysAgo` calendar days before today there. */
function localTime(tz: string, daysAgo: number, hh: number, mm: number): Date {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number);
  return zonedTimeToUtc(y, m, d - daysAgo, hh, mm, tz);
}

async function weekCounts(u: TestUser, tz: string): Promise<{ insights: number; summary: number }> {
  const tips = await call(tipsRoute.GET, { headers: u.auth, query: { tz } });
  const summary = await call(summaryRoute.GET, { headers: u.auth, query: { range: 7, tz } });
  expect(tips.status).toBe(200);
  expect(summary.status).toBe(200);
  return { insights: tips.json.entryCount, summary: summary.json.data.entries };
}

describe('one definition of "this week"', () => {
  it('insights and the 7-day summary count the same entries: from 00:00 six days ago, in the user zone', async () => {
    setModelOverride(null);
    const TZ = 'America/Los_Angeles';
    const u = await createTestUser();
    const entries = [
      // In: the first half hour of the week's first day.
      localTime(TZ, 6, 0, 30),
      // Out: the day before it, early and late (a rolling 168 hours took the late one in for most of the day).
      localTime(TZ, 7, 0, 30),
      localTime(TZ, 7, 23, 30),
    ];
    await db.insert(journalEntry).values(entries.map((at, i) => ({ userId: u.id, mood: 'sad' as const, text: `entry ${i}`, createdAt: at, updatedAt: at })));
    expect(await weekCounts(u, TZ)).toEqual({ insights: 1, summary: 1 });

    // Asked from Tokyo (16 or 17 hours ahead) the same instants fall on other days; both screens
    // still agree, with each other and with the calendar of that zone.
    const tokyoWeekStart = localTime('Asia/Tokyo', 6, 0, 0).getTime();
    const inTokyoWeek = entries.filter((at) => at.getTime() >= tokyoWeekStart).length;
    expect(await weekCounts(u, 'Asia/Tokyo')).toEqual({ insights: inTokyoWeek, summary: inTokyoWeek });
  });

  it('insights validates tz and defaults to UTC', async () => {
    const u = await createTestUser();
    const weekStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() - 6));
    // One millisecond inside the UTC week, and one outside it.
    await db.insert(journalEntry).values([
      { userId: u.id, mood: 'happy', text: 'in', createdAt: weekStart },
      { userId: u.id, mood: 'happy', text: 'out', createdAt: new Date(weekStart.getTime() - 1) },
    ]);
    expect((await call(tipsRoute.GET, { headers: u.auth })).json.entryCount).toBe(1);
    const bad = await call(tipsRoute.GET, { headers: u.auth, query: { tz: 'Mars/Olympus' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^tz:/);
  });
});
