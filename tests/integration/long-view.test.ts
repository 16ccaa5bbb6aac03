import { beforeAll, describe, expect, it } from 'vitest';
import * as heatmapRoute from '@/app/api/analytics/heatmap/route';
import * as frequencyRoute from '@/app/api/analytics/emotion-frequency/route';
import * as monthReviewRoute from '@/app/api/analytics/month-review/route';
import * as trendsRoute from '@/app/api/analytics/mood-trends/route';
import * as journalRoute from '@/app/api/journal/route';
import { db } from '@/lib/db/client';
import { journalEntry } from '@/lib/db/schema';
import type { Mood } from '@/lib/moods';
import { DEFAULT_ACTIVITIES } from '@/lib/services/activities';
import { currentMonthIn } from '@/lib/validation/analytics';
import { zonedTimeToUtc } from '@/lib/time';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/users';

// Issue 18, items 3 and 4: the heatmap, the frequency over a range, and the month in review, all
// in the user's time zone. New York changes to daylight time on 2026-03-08 at 02:00 (UTC-5 to
// UTC-4): a query that used a fixed offset, or UTC, files the entries below under other days.

const NY = 'America/New_York';
const DAY = 86_400_000;

const at = (iso: string) => new Date(iso);
/** hh:mm on a local New York date, as an instant. */
const ny = (date: string, hh: number, mm = 0) => {
  const [y, m, d] = date.split('-').map(Number);
  return zonedTimeToUtc(y, m, d, hh, mm, NY);
};
const emoji = (name: string) => DEFAULT_ACTIVITIES.find((a) => a.name === name)!.emoji;

async function seed(u: TestUser, entries: { mood: Mood; at: Date }[]) {
  await db.insert(journalEntry).values(entries.map((e, i) => ({ userId: u.id, mood: e.mood, text: `entry ${i}`, createdAt: e.at, updatedAt: e.at })));
}

async function post(u: TestUser, mood: Mood, createdAt: Date, activities: string[] = []) {
  const res = await call(journalRoute.POST, {
    headers: u.auth,
    body: { mood, text: `at ${createdAt.toISOString()}`, createdAt: createdAt.toISOString(), activities },
  });
  expect(res.status).toBe(201);
}

/** Days from `iso` (a date) to today, plus a margin: a range that reaches back to that date whenever the test runs. */
const rangeBackTo = (iso: string) => Math.ceil((Date.now() - Date.parse(`${iso}T00:00:00Z`)) / DAY) + 2;

describe('GET /api/analytics/heatmap', () => {
  let u: TestUser;
  let other: TestUser;
  const heatmap = (who: TestUser, query: Record<string, string | number> = {}) => call(heatmapRoute.GET, { headers: who.auth, query });

  beforeAll(async () => {
    u = await createTestUser();
    other = await createTestUser();
    await seed(u, [
      // 2026-03-07 23:30 EST (already the 8th in UTC).
      { mood: 'happy', at: at('2026-03-08T04:30:00Z') },
      // The 8th, 23 hours long: 00:30 EST, 03:30 EDT, and 23:30 EDT (the 9th in UTC).
      { mood: 'sad', at: at('2026-03-08T05:30:00Z') },
      { mood: 'relaxed', at: at('2026-03-08T07:30:00Z') },
      { mood: 'relaxed', at: at('2026-03-09T03:30:00Z') },
      // 00:30 EDT on the 9th: with the winter offset it would still be the 8th.
      { mood: 'angry', at: at('2026-03-09T04:30:00Z') },
    ]);
    await seed(other, [{ mood: 'happy', at: at('2026-03-08T12:00:00Z') }]);
  });

  it('needs a session', async () => {
    expect((await call(heatmapRoute.GET)).status).toBe(401);
  });

  it('answers one item per local day with entries, across the change to daylight time', async () => {
    const res = await heatmap(u, { range: rangeBackTo('2026-03-01'), tz: NY });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      data: [
        { date: '2026-03-07', mood: 'happy', score: 5, count: 1 },
        // (2 + 4 + 4) / 3; relaxed twice.
        { date: '2026-03-08', mood: 'relaxed', score: 3.33, count: 3 },
        { date: '2026-03-09', mood: 'angry', score: 1, count: 1 },
      ],
    });
  });

  it('groups by the zone asked for: in UTC the same entries fall on other days', async () => {
    const res = await heatmap(u, { range: rangeBackTo('2026-03-01'), tz: 'UTC' });
    expect(res.json.data.map((d: { date: string; count: number }) => [d.date, d.count])).toEqual([
      ['2026-03-08', 3],
      ['2026-03-09', 2],
    ]);
  });

  it('agrees with the mood trend on every day both show', async () => {
    const range = 300;
    const now = new Date();
    await seed(other, [
      { mood: 'sad', at: new Date(now.getTime() - 2 * DAY) },
      { mood: 'happy', at: new Date(now.getTime() - 2 * DAY - 60_000) },
      { mood: 'neutral', at: new Date(now.getTime() - 40 * DAY) },
    ]);
    const cells = (await heatmap(other, { range, tz: NY })).json.data;
    const points = (await call(trendsRoute.GET, { headers: other.auth, query: { range, tz: NY } })).json.data;
    expect(cells.length).toBeGreaterThanOrEqual(2);
    expect(cells).toEqual(
      points.map((p: { date: string; mood: Mood; score: number; entries: number }) => ({ date: p.date, mood: p.mood, score: p.score, count: p.entries })),
    );
  });

  it('covers the last 365 days by default, today included, and only the acting user', async () => {
    const v = await createTestUser();
    const now = new Date();
    await seed(v, [
      { mood: 'neutral', at: now },
      { mood: 'sad', at: new Date(now.getTime() - 200 * DAY) },
      { mood: 'happy', at: new Date(now.getTime() - 400 * DAY) },
    ]);
    const byDefault = await heatmap(v);
    expect(byDefault.json.data.map((d: { mood: Mood }) => d.mood)).toEqual(['sad', 'neutral']);
    expect(byDefault.json.data[1].date).toBe(now.toISOString().slice(0, 10));
    expect((await heatmap(v, { range: 500 })).json.data).toHaveLength(3);
    expect((await heatmap(v, { range: 1 })).json.data.map((d: { mood: Mood }) => d.mood)).toEqual(['neutral']);
    // The other user's March entry is not in u's heatmap, nor u's in theirs.
    const theirs = (await heatmap(other, { range: rangeBackTo('2026-03-01'), tz: NY })).json.data;
    expect(theirs.find((d: { date: string }) => d.date === '2026-03-08')).toEqual({ date: '2026-03-08', mood: 'happy', score: 5, count: 1 });
  });

  it('validates range and tz', async () => {
    for (const range of ['0', '3651', 'abc', '1.5', '-3', '365d']) {
      const res = await heatmap(u, { range });
      expect(res.status, range).toBe(400);
      expect(res.json.message).toMatch(/^range: must be a whole number from 1 to 3650/);
    }
    expect((await heatmap(u, { range: 3650 })).status).toBe(200);
    const badTz = await heatmap(u, { tz: 'Mars/Olympus' });
    expect(badTz.status).toBe(400);
    expect(badTz.json.message).toMatch(/^tz:/);
  });
});

describe('GET /api/analytics/emotion-frequency with a range', () => {
  const TOKYO = 'Asia/Tokyo';
  let u: TestUser;
  let sadAt: Date;
  const frequency = (query: Record<string, string | number> = {}) => call(frequencyRoute.GET, { headers: u.auth, query });
  const counts = (data: { emotion: Mood; count: number }[]) => Object.fromEntries(data.map((d) => [d.emotion, d.count]));

  beforeAll(async () => {
    u = await createTestUser();
    const other = await createTestUser();
    const today = currentDateIn(TOKYO);
    sadAt = zonedTimeToUtc(today.y, today.m, today.d - 6, 0, 30, TOKYO);
    await seed(u, [
      { mood: 'happy', at: new Date() },
      // 00:30 in Tokyo 6 days ago: inside the last 7 Tokyo days, but 15:30 UTC the day before,
      // outside the last 7 UTC days.
      { mood: 'sad', at: sadAt },
      { mood: 'angry', at: new Date(Date.now() - 40 * DAY) },
      { mood: 'angry', at: new Date(Date.now() - 400 * DAY) },
    ]);
    await seed(other, [{ mood: 'relaxed', at: new Date() }]);
  });

  it('counts all time without a range, as before', async () => {
    const res = await frequency();
    expect(res.status).toBe(200);
    expect(res.json.data.map((d: { emotion: Mood }) => d.emotion)).toEqual(['happy', 'sad', 'angry', 'relaxed', 'neutral']);
    expect(counts(res.json.data)).toEqual({ happy: 1, sad: 1, angry: 2, relaxed: 0, neutral: 0 });
  });

  it('counts the last `range` local days of the zone given', async () => {
    expect(counts((await frequency({ range: 7, tz: TOKYO })).json.data)).toEqual({ happy: 1, sad: 1, angry: 0, relaxed: 0, neutral: 0 });
    // In UTC the 00:30 Tokyo entry is 15:30 the day before: outside the last 7 UTC days while the
    // two zones share a date (before 15:00 UTC), inside once Tokyo is a day ahead.
    const utc = new Date();
    const utcStart = Date.UTC(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate() - 6);
    const sadInUtcWeek = sadAt.getTime() >= utcStart ? 1 : 0;
    expect(counts((await frequency({ range: 7, tz: 'UTC' })).json.data)).toEqual({ happy: 1, sad: sadInUtcWeek, angry: 0, relaxed: 0, neutral: 0 });
    expect(counts((await frequency({ range: 365, tz: TOKYO })).json.data)).toEqual({ happy: 1, sad: 1, angry: 1, relaxed: 0, neutral: 0 });
    expect(counts((await frequency({ range: 3650 })).json.data)).toEqual({ happy: 1, sad: 1, angry: 2, relaxed: 0, neutral: 0 });
  });

  it('validates range and tz', async () => {
    for (const range of ['0', '3651', 'abc', '2.5']) expect((await frequency({ range })).status, range).toBe(400);
    expect((await frequency({ tz: 'Mars/Olympus' })).status).toBe(400);
    expect((await frequency({ range: 7, tz: 'Nowhere/City' })).status).toBe(400);
  });
});

/** Today's date in a zone, as numbers (day arithmetic below lets Date.UTC roll months over). */
function currentDateIn(tz: string): { y: number; m: number; d: number } {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number);
  return { y, m, d };
}

describe('GET /api/analytics/month-review', () => {
  let u: TestUser;
  const review = (who: TestUser, query: Record<string, string> = {}) => call(monthReviewRoute.GET, { headers: who.auth, query });

  beforeAll(async () => {
    u = await createTestUser();
    // February 2026 (New York): four entries on three days. The last, 22:00 on the 28th, is
    // already March in UTC.
    await post(u, 'happy', ny('2026-02-10', 12), ['sleep well']);
    await post(u, 'sad', ny('2026-02-10', 18));
    await post(u, 'neutral', ny('2026-02-20', 12), ['sleep well']);
    await post(u, 'angry', ny('2026-02-28', 22), ['sleep well']);
    // March 2026: eight entries on six days, over the change to daylight time.
    await post(u, 'relaxed', ny('2026-03-01', 0, 30), ['reading']);
    await post(u, 'happy', ny('2026-03-05', 9), ['exercise', 'friends']);
    await post(u, 'happy', ny('2026-03-05', 20), ['exercise']);
    await post(u, 'sad', ny('2026-03-08', 1, 30), ['work']); // EST
    await post(u, 'angry', ny('2026-03-08', 3, 30), ['work']); // EDT
    await post(u, 'happy', ny('2026-03-15', 12), ['exercise', 'outdoors']);
    await post(u, 'neutral', ny('2026-03-20', 12), ['work', 'family']);
    // 23:30 on the 31st: April in UTC.
    await post(u, 'sad', ny('2026-03-31', 23, 30), ['music']);
    // Someone else's March counts for them only.
    const other = await createTestUser();
    await post(other, 'angry', ny('2026-03-10', 12), ['exercise']);
  });

  it('needs a session', async () => {
    expect((await call(monthReviewRoute.GET)).status).toBe(401);
  });

  it('adds up the month in the user zone and compares it with the month before', async () => {
    const res = await review(u, { month: '2026-03', tz: NY });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      data: {
        month: '2026-03',
        entries: 8,
        daysWritten: 6,
        // (4 + 5 + 5 + 2 + 1 + 5 + 3 + 2) / 8 = 3.375
        averageScore: 3.38,
        // The 5th and the 15th both average 5: the earlier wins.
        bestDay: { date: '2026-03-05', score: 5 },
        worstDay: { date: '2026-03-08', score: 1.5 },
        topMood: 'happy',
        // By count, then name; outdoors and reading (1 each) come after music and are cut at five.
        topActivities: [
          { activity: 'exercise', emoji: emoji('exercise'), count: 3 },
          { activity: 'work', emoji: emoji('work'), count: 3 },
          { activity: 'family', emoji: emoji('family'), count: 1 },
          { activity: 'friends', emoji: emoji('friends'), count: 1 },
          { activity: 'music', emoji: emoji('music'), count: 1 },
        ],
        previous: {
          month: '2026-02',
          entries: 4,
          daysWritten: 3,
          // (5 + 2 + 3 + 1) / 4; every mood once, so the latest entry's mood is the top one.
          averageScore: 2.75,
          topMood: 'angry',
        },
      },
    });
  });

  it('reads months in the zone asked for: in UTC the month edges move', async () => {
    const res = await review(u, { month: '2026-03', tz: 'UTC' });
    // Gains the 28 February 22:00 EST entry (angry), loses the 31 March 23:30 EDT one (sad).
    expect(res.json.data).toMatchObject({ entries: 8, averageScore: 3.25, previous: { entries: 3, daysWritten: 2, averageScore: 3.33, topMood: 'neutral' } });
  });

  it('answers an empty month with zeros and nulls, and defaults to the current month', async () => {
    const v = await createTestUser();
    const empty = await review(v, { month: '1970-01' });
    expect(empty.json).toEqual({
      data: {
        month: '1970-01',
        entries: 0,
        daysWritten: 0,
        averageScore: null,
        bestDay: null,
        worstDay: null,
        topMood: null,
        topActivities: [],
        previous: { month: '1969-12', entries: 0, daysWritten: 0, averageScore: null, topMood: null },
      },
    });
    await post(v, 'relaxed', new Date(), ['reading']);
    const now = await review(v, { tz: 'Pacific/Kiritimati' });
    expect(now.status).toBe(200);
    expect(now.json.data).toMatchObject({ month: currentMonthIn('Pacific/Kiritimati'), entries: 1, daysWritten: 1, topMood: 'relaxed' });
    expect(now.json.data.topActivities).toEqual([{ activity: 'reading', emoji: emoji('reading'), count: 1 }]);
  });

  it('refuses malformed months, months before 1970 and months after the current one', async () => {
    const [y, m] = currentMonthIn('UTC').split('-').map(Number);
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    for (const month of ['2026-13', '2026-00', '2026-3', '26-03', '1969-12', 'March', '2026-03-01', next, '9999-12']) {
      const res = await review(u, { month });
      expect(res.status, month).toBe(400);
      expect(res.json.message, month).toMatch(/^month: must be a month written YYYY-MM/);
    }
    expect((await review(u, { month: '2026-03', tz: 'Mars/Olympus' })).status).toBe(400);
    expect((await review(u, { month: currentMonthIn('UTC') })).status).toBe(200);
  });
});
