import { beforeAll, describe, expect, it } from 'vitest';
import * as correlationsRoute from '@/app/api/analytics/correlations/route';
import * as journalRoute from '@/app/api/journal/route';
import * as editRoute from '@/app/api/journal/edit/[id]/route';
import type { Mood } from '@/lib/moods';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/users';

// Tokyo is UTC+9 all year: an entry at 00:30 there is 15:30 UTC the day before, so a query that
// grouped days in UTC would file it under the wrong day and the numbers below would not hold.
const TZ = 'Asia/Tokyo';
const OFFSET_H = 9;

/** hh:mm local Tokyo time on the day `daysAgo` days before today in Tokyo, as an ISO instant. */
function tokyo(daysAgo: number, hh: number, mm = 0): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number);
  return new Date(Date.UTC(y, m - 1, d - daysAgo, hh - OFFSET_H, mm)).toISOString();
}

async function entry(u: TestUser, mood: Mood, at: string, activities: string[] = []): Promise<string> {
  const res = await call(journalRoute.POST, { headers: u.auth, body: { mood, text: `at ${at}`, createdAt: at, activities } });
  expect(res.status).toBe(201);
  return res.json.entry._id;
}

const correlations = (u: TestUser, query: Record<string, string | number> = {}) =>
  call(correlationsRoute.GET, { headers: u.auth, query: { tz: TZ, ...query } });

describe('activity correlations', () => {
  let u: TestUser;
  beforeAll(async () => {
    u = await createTestUser();
    // Days 1-5: happy (5) with exercise.
    for (let d = 1; d <= 5; d++) await entry(u, 'happy', tokyo(d, 12), ['exercise']);
    // Day 6: exercise at 00:30 Tokyo (the day before in UTC) and a sad entry at noon without it:
    // the day's score is (5 + 2) / 2 = 3.5, and it counts as a day with exercise.
    await entry(u, 'happy', tokyo(6, 0, 30), ['exercise']);
    await entry(u, 'sad', tokyo(6, 12));
    // Days 7-13: neutral (3). Reading on days 7-11 (5 days), work on days 7-10 (only 4).
    for (let d = 7; d <= 13; d++) {
      const tags = [...(d <= 11 ? ['reading'] : []), ...(d <= 10 ? ['work'] : [])];
      await entry(u, 'neutral', tokyo(d, 12), tags);
    }
    // Outside the default 90 days: an angry day with exercise.
    await entry(u, 'angry', tokyo(100, 12), ['exercise']);
  });

  it('needs a session', async () => {
    expect((await call(correlationsRoute.GET)).status).toBe(401);
  });

  it('answers exact averages and day counts in the user time zone, best first, leaving out activities under 5 days', async () => {
    const res = await correlations(u);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      data: [
        // with: (5 * 5 + 3.5) / 6 = 4.75; without: 7 days of 3.
        { activity: 'exercise', emoji: '🏃', withAvg: 4.75, withoutAvg: 3, diff: 1.75, withDays: 6, withoutDays: 7 },
        // with: 5 days of 3; without: (28.5 + 3 + 3) / 8 = 4.3125.
        { activity: 'reading', emoji: '📚', withAvg: 3, withoutAvg: 4.31, diff: -1.31, withDays: 5, withoutDays: 8 },
      ],
    });
    // `work` has 4 days with it: excluded; defaults never used have 0 days with: excluded.
    expect(res.json.data.map((r: { activity: string }) => r.activity)).not.toContain('work');
  });

  it('reads the range: a longer one takes in the older day', async () => {
    const res = await correlations(u, { range: 120 });
    const exercise = res.json.data.find((r: { activity: string }) => r.activity === 'exercise');
    // with: (28.5 + 1) / 7 = 4.214...; diff 4.2142857 - 3 = 1.21.
    expect(exercise).toEqual({ activity: 'exercise', emoji: '🏃', withAvg: 4.21, withoutAvg: 3, diff: 1.21, withDays: 7, withoutDays: 7 });
    // Seven days back sees too few days for anything.
    expect((await correlations(u, { range: 7 })).json).toEqual({ data: [] });
  });

  it('groups by the given zone: in UTC the 00:30 entry falls on another day', async () => {
    const res = await correlations(u, { tz: 'UTC' });
    const exercise = res.json.data.find((r: { activity: string }) => r.activity === 'exercise');
    expect(exercise).toBeDefined();
    expect([exercise.withAvg, exercise.withDays]).not.toEqual([4.75, 6]);
  });

  it('follows an entry moved to another day, and its activities with it', async () => {
    const v = await createTestUser();
    // Five happy exercise days, six sad days without, and one more sad day (12) with exercise.
    for (let d = 1; d <= 5; d++) await entry(v, 'happy', tokyo(d, 12), ['exercise']);
    for (let d = 6; d <= 11; d++) await entry(v, 'sad', tokyo(d, 12));
    const moved = await entry(v, 'sad', tokyo(12, 12), ['exercise']);
    const exercise = async () => (await correlations(v)).json.data.find((r: { activity: string }) => r.activity === 'exercise');
    // with: (5 * 5 + 2) / 6 = 4.5 over days 1-5 and 12; without: days 6-11, 2 each.
    expect(await exercise()).toMatchObject({ withAvg: 4.5, withDays: 6, withoutAvg: 2, withoutDays: 6 });
    // Backdated onto day 6: exercise is now on day 6 (its entries average 2), and day 12 is empty.
    // Had the link kept its old date, exercise would show 5 days at 5.0 against 6 without.
    const res = await call(editRoute.PUT, { params: { id: moved }, headers: v.auth, body: { createdAt: tokyo(6, 18) } });
    expect(res.status).toBe(200);
    expect(await exercise()).toMatchObject({ withAvg: 4.5, withDays: 6, withoutAvg: 2, withoutDays: 5 });
  });

  it("shows only the user's own data", async () => {
    const other = await createTestUser();
    expect((await correlations(other)).json).toEqual({ data: [] });
  });

  it('validates range and tz', async () => {
    for (const range of ['0', '3651', 'abc', '1.5', '-3']) {
      const res = await correlations(u, { range });
      expect(res.status, range).toBe(400);
    }
    expect((await correlations(u, { range: 3650 })).status).toBe(200);
    expect((await correlations(u, { range: 1 })).status).toBe(200);
    expect((await correlations(u, { tz: 'Mars/Olympus' })).status).toBe(400);
  });
});
