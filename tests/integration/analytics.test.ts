import { beforeAll, describe, expect, it } from 'vitest';
import * as trendsRoute from '@/app/api/analytics/mood-trends/route';
import * as frequencyRoute from '@/app/api/analytics/emotion-frequency/route';
import * as summaryRoute from '@/app/api/analytics/summary/route';
import { db } from '@/lib/db/client';
import { journalEntry } from '@/lib/db/schema';
import type { Mood } from '@/lib/moods';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/users';

const DAY = 86_400_000;

/** `hours` o'clock UTC on the day `daysAgo` days before today (UTC). */
function utcDay(daysAgo: number, hours = 12): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo, hours));
}

/** The calendar date of an instant in a zone, as YYYY-MM-DD (what the API answers). */
function localDate(d: Date, tz: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

async function seed(u: TestUser, entries: { mood: Mood; at: Date }[]) {
  await db.insert(journalEntry).values(entries.map((e, i) => ({ userId: u.id, mood: e.mood, text: `entry ${i}`, createdAt: e.at, updatedAt: e.at })));
}

const trends = (u: TestUser, query: Record<string, string | number> = {}) => call(trendsRoute.GET, { headers: u.auth, query });
const summary = (u: TestUser, query: Record<string, string | number> = {}) => call(summaryRoute.GET, { headers: u.auth, query });

describe('analytics endpoints', () => {
  let empty: TestUser;
  beforeAll(async () => {
    empty = await createTestUser();
  });

  it('need a session', async () => {
    expect((await call(trendsRoute.GET)).status).toBe(401);
    expect((await call(frequencyRoute.GET)).status).toBe(401);
    expect((await call(summaryRoute.GET)).status).toBe(401);
  });

  it('answer empty data for a user with no entries', async () => {
    const t = await trends(empty);
    expect(t.status).toBe(200);
    expect(t.json).toEqual({ data: [] });
    const f = await call(frequencyRoute.GET, { headers: empty.auth });
    expect(f.json.data).toEqual([
      { emotion: 'happy', count: 0 },
      { emotion: 'sad', count: 0 },
      { emotion: 'angry', count: 0 },
      { emotion: 'relaxed', count: 0 },
      { emotion: 'neutral', count: 0 },
    ]);
    const s = await summary(empty);
    expect(s.json.data).toEqual({ range: 7, entries: 0, activeDays: 0, currentStreak: 0, averageScore: null, previousAverageScore: null, averageChange: null });
  });
});

describe('mood trends', () => {
  it('averages the scores of a day and picks its most frequent mood', async () => {
    const u = await createTestUser();
    await seed(u, [
      // Two days ago: happy 5, happy 5, angry 1 -> 3.67, happy.
      { mood: 'happy', at: utcDay(2, 8) },
      { mood: 'angry', at: utcDay(2, 9) },
      { mood: 'happy', at: utcDay(2, 10) },
      // Yesterday: a tie between sad and relaxed; the later entry (sad) decides. Average (2 + 4) / 2.
      { mood: 'relaxed', at: utcDay(1, 8) },
      { mood: 'sad', at: utcDay(1, 9) },
    ]);
    const res = await trends(u, { tz: 'UTC' });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([
      { date: localDate(utcDay(2), 'UTC'), score: 3.67, mood: 'happy', entries: 3 },
      { date: localDate(utcDay(1), 'UTC'), score: 3, mood: 'sad', entries: 2 },
    ]);
  });

  it('breaks a tie by the latest entry whichever order the moods were written in', async () => {
    const u = await createTestUser();
    await seed(u, [
      { mood: 'sad', at: utcDay(1, 8) },
      { mood: 'relaxed', at: utcDay(1, 9) },
    ]);
    const res = await trends(u, { tz: 'UTC' });
    expect(res.json.data).toEqual([{ date: localDate(utcDay(1), 'UTC'), score: 3, mood: 'relaxed', entries: 2 }]);
  });

  it('groups days in the time zone the client sends', async () => {
    const u = await createTestUser();
    const early = utcDay(2, 2); // 02:00 UTC: the evening before in New York, late morning in Tokyo
    const late = utcDay(2, 14); // 14:00 UTC: the same day in New York, the next day in Kiritimati (+14)
    await seed(u, [
      { mood: 'happy', at: early },
      { mood: 'angry', at: late },
    ]);

    const utc = await trends(u, { tz: 'UTC' });
    expect(utc.json.data).toEqual([{ date: localDate(early, 'UTC'), score: 3, mood: 'angry', entries: 2 }]);

    const ny = await trends(u, { tz: 'America/New_York' });
    expect(ny.status).toBe(200);
    expect(ny.json.data).toEqual([
      { date: localDate(early, 'America/New_York'), score: 5, mood: 'happy', entries: 1 },
      { date: localDate(late, 'America/New_York'), score: 1, mood: 'angry', entries: 1 },
    ]);
    expect(localDate(early, 'America/New_York')).not.toBe(localDate(late, 'America/New_York'));

    const tokyo = await trends(u, { tz: 'Asia/Tokyo' });
    expect(tokyo.json.data).toHaveLength(1);
    expect(tokyo.json.data[0].date).toBe(localDate(early, 'Asia/Tokyo'));

    const kiri = await trends(u, { tz: 'Pacific/Kiritimati' });
    expect(kiri.json.data.map((p: { date: string }) => p.date)).toEqual([localDate(early, 'Pacific/Kiritimati'), localDate(late, 'Pacific/Kiritimati')]);
  });

  it('covers the last `range` days including today, and defaults to 7', async () => {
    const u = await createTestUser();
    const windowStart = utcDay(6, 0); // midnight UTC six days ago: the first instant of a 7-day window
    await seed(u, [
      { mood: 'happy', at: new Date(Date.now() - 1000) },
      { mood: 'sad', at: windowStart },
      { mood: 'angry', at: new Date(windowStart.getTime() - 1) },
      { mood: 'relaxed', at: utcDay(40) },
    ]);
    const def = await trends(u, { tz: 'UTC' });
    expect(def.json.data.map((p: { mood: string }) => p.mood)).toEqual(['sad', 'happy']);
    const seven = await trends(u, { range: 7 });
    expect(seven.json.data).toEqual(def.json.data);
    const today = await trends(u, { range: 1 });
    expect(today.json.data.map((p: { mood: string }) => p.mood)).toEqual(['happy']);
    const thirty = await trends(u, { range: 30 });
    expect(thirty.json.data.map((p: { mood: string }) => p.mood)).toEqual(['angry', 'sad', 'happy']);
    const year = await trends(u, { range: 365 });
    expect(year.status).toBe(200);
    expect(year.json.data).toHaveLength(4);
  });

  it('rejects ranges outside 1..365 and unknown time zones', async () => {
    const u = await createTestUser();
    for (const range of ['0', '366', '-1', '1.5', 'abc', '7days']) {
      const res = await trends(u, { range });
      expect(res.status, `range=${range}`).toBe(400);
      expect(res.json.message).toMatch(/range/);
    }
    for (const tz of ['Mars/Olympus', '+05:00', 'x'.repeat(80), "UTC'; drop table journal_entry; --"]) {
      const res = await trends(u, { tz });
      expect(res.status, `tz=${tz}`).toBe(400);
      expect(res.json.message).toMatch(/tz/);
    }
    // Intl knows this old alias but PostgreSQL's zone database does not: still the caller's 400, not a 500.
    for (const route of [trendsRoute.GET, summaryRoute.GET]) {
      const res = await call(route, { headers: u.auth, query: { tz: 'US/Pacific-New' } });
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/^tz: /);
    }
    expect((await trends(u, { range: '' })).status).toBe(200);
  });

  it('only ever reads the caller’s own entries', async () => {
    const a = await createTestUser();
    const b = await createTestUser();
    await seed(a, [{ mood: 'happy', at: utcDay(1) }]);
    expect((await trends(b)).json.data).toEqual([]);
    const f = await call(frequencyRoute.GET, { headers: b.auth });
    expect(f.json.data.every((i: { count: number }) => i.count === 0)).toBe(true);
  });
});

describe('emotion frequency', () => {
  it('counts every entry by mood, all five moods listed', async () => {
    const u = await createTestUser();
    await seed(u, [
      { mood: 'happy', at: utcDay(1) },
      { mood: 'happy', at: utcDay(2) },
      { mood: 'happy', at: utcDay(200) },
      { mood: 'neutral', at: utcDay(3) },
      { mood: 'angry', at: utcDay(3) },
    ]);
    const res = await call(frequencyRoute.GET, { headers: u.auth });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([
      { emotion: 'happy', count: 3 },
      { emotion: 'sad', count: 0 },
      { emotion: 'angry', count: 1 },
      { emotion: 'relaxed', count: 0 },
      { emotion: 'neutral', count: 1 },
    ]);
  });

  it('accepts the session cookie as well as the bearer', async () => {
    const u = await createTestUser();
    const res = await call(frequencyRoute.GET, { headers: { cookie: u.cookie } });
    expect(res.status).toBe(200);
  });
});

describe('summary', () => {
  it('counts entries, the current streak and the average against the previous period', async () => {
    const u = await createTestUser();
    await seed(u, [
      { mood: 'happy', at: new Date(Date.now() - 1000) }, // today, 5
      { mood: 'sad', at: utcDay(1) }, // 2
      { mood: 'relaxed', at: utcDay(2) }, // 4 -> streak today, yesterday, two days ago = 3
      { mood: 'neutral', at: utcDay(4) }, // 3 (gap on day 3 ends the streak)
      { mood: 'angry', at: utcDay(8) }, // previous period: 1
      { mood: 'angry', at: utcDay(20) }, // outside both periods
    ]);
    const res = await summary(u, { tz: 'UTC' });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      range: 7,
      entries: 4,
      activeDays: 4,
      currentStreak: 3,
      averageScore: 3.5,
      previousAverageScore: 1,
      averageChange: 2.5,
    });
  });

  it('keeps a streak alive until today ends, and drops it after a missed day', async () => {
    const alive = await createTestUser();
    await seed(alive, [
      { mood: 'happy', at: utcDay(1) },
      { mood: 'happy', at: utcDay(2) },
    ]);
    expect((await summary(alive, { tz: 'UTC' })).json.data.currentStreak).toBe(2);

    const broken = await createTestUser();
    await seed(broken, [
      { mood: 'happy', at: utcDay(2) },
      { mood: 'happy', at: utcDay(3) },
    ]);
    expect((await summary(broken, { tz: 'UTC' })).json.data.currentStreak).toBe(0);
  });

  it('validates range and tz like the trend endpoint', async () => {
    const u = await createTestUser();
    expect((await summary(u, { range: 400 })).status).toBe(400);
    expect((await summary(u, { tz: 'Nowhere/Land' })).status).toBe(400);
    const month = await summary(u, { range: 30, tz: 'Europe/Paris' });
    expect(month.status).toBe(200);
    expect(month.json.data.range).toBe(30);
  });

  it('uses whole local days of the requested zone for the period', async () => {
    const u = await createTestUser();
    // Yesterday's first instant (UTC): outside a 1-day window (today only), inside a 2-day one.
    await seed(u, [{ mood: 'happy', at: new Date(utcDay(0, 0).getTime() - DAY) }]);
    expect((await summary(u, { range: 1, tz: 'UTC' })).json.data.entries).toBe(0);
    expect((await summary(u, { range: 2, tz: 'UTC' })).json.data.entries).toBe(1);
  });
});
