import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as correlationsRoute from '@/app/api/analytics/correlations/route';
import * as frequencyRoute from '@/app/api/analytics/emotion-frequency/route';
import * as heatmapRoute from '@/app/api/analytics/heatmap/route';
import * as monthReviewRoute from '@/app/api/analytics/month-review/route';
import * as summaryRoute from '@/app/api/analytics/summary/route';
import * as trendsRoute from '@/app/api/analytics/mood-trends/route';
import { db } from '@/lib/db/client';
import { call } from '../helpers/http';
import { capture, plan } from '../helpers/query-plan';
import { createTestUser, type TestUser } from '../helpers/users';

// Issue 18, item 5: every analytics answer reads the acting user's rows from the
// (user_id, created_at) index, however many rows other users have. A sequential scan of
// journal_entry (or of entry_activity, every user's activity links) costs time in proportion to
// the whole table: at 100,000 entries of one heavy user, seconds for everyone else. The plans are
// those of the SQL the handlers really sent, on the engine under test (PGlite, or PostgreSQL with
// TEST_DATABASE_URL). enable_seqscan is left on: the planner must choose the index on its own, with
// statistics, as it does in production.

const TZ = 'America/New_York';
const OTHER_ENTRIES = 40_000;
const OWN_ENTRIES = 2_000;

async function userWithJournal(entries: number, days: number): Promise<TestUser> {
  const u = await createTestUser();
  // Set-based: a mood from the row number, times spread evenly back over `days` days.
  await db.execute(sql`
    insert into journal_entry (user_id, mood, text, created_at, updated_at)
    select ${u.id}, (array['happy','sad','angry','relaxed','neutral']::mood[])[1 + g % 5], 'entry ' || g, t, t
    from generate_series(1, ${entries}::int) g,
      lateral (select now() - (g::float8 * ${days}::float8 / ${entries}::float8) * interval '1 day' as t) x
  `);
  await db.execute(sql`
    insert into activity (user_id, name, emoji) values (${u.id}, 'exercise', ''), (${u.id}, 'work', '')
  `);
  await db.execute(sql`
    insert into entry_activity (entry_id, activity_id)
    select e.id, a.id from journal_entry e join activity a on a.user_id = e.user_id
    where e.user_id = ${u.id} and (a.name = 'exercise') = (e.mood in ('happy', 'relaxed'))
  `);
  return u;
}

describe('analytics queries use the (user_id, created_at) index', () => {
  let me: TestUser;

  beforeAll(async () => {
    // Someone with a long journal, and the acting user with a modest one.
    await userWithJournal(OTHER_ENTRIES, 3650);
    me = await userWithJournal(OWN_ENTRIES, 1000);
    await db.execute(sql`analyze`);
  }, 120_000);

  // The index each must read the user's rows from. A query over all of a user's entries (no time
  // bound) may as well take the narrower (user_id, client_id) index: it too reads only that user's rows.
  const BY_TIME = /(Index|Index Only|Bitmap Index) Scan (using|on) journal_entry_user_created_idx/;
  const BY_USER = /(Index|Index Only|Bitmap Index) Scan (using|on) journal_entry_user_(created|client)_idx/;
  const requests: [string, RegExp, () => Promise<{ status: number }>][] = [
    ['mood-trends 365', BY_TIME, () => call(trendsRoute.GET, { headers: me.auth, query: { range: 365, tz: TZ } })],
    ['heatmap 365', BY_TIME, () => call(heatmapRoute.GET, { headers: me.auth, query: { range: 365, tz: TZ } })],
    ['emotion-frequency all time', BY_USER, () => call(frequencyRoute.GET, { headers: me.auth })],
    ['emotion-frequency 365', BY_TIME, () => call(frequencyRoute.GET, { headers: me.auth, query: { range: 365, tz: TZ } })],
    ['correlations 365', BY_TIME, () => call(correlationsRoute.GET, { headers: me.auth, query: { range: 365, tz: TZ } })],
    // The summary also reads the streak, over all of the user's days.
    ['summary 30', BY_USER, () => call(summaryRoute.GET, { headers: me.auth, query: { range: 30, tz: TZ } })],
    ['month-review', BY_TIME, () => call(monthReviewRoute.GET, { headers: me.auth, query: { tz: TZ } })],
  ];

  it.each(requests)('%s', async (_name, index, request) => {
    const queries = await capture('journal_entry', async () => {
      const res = await request();
      expect(res.status).toBe(200);
    });
    expect(queries.length).toBeGreaterThan(0);
    for (const q of queries) {
      const p = await plan(q);
      expect(p, p).not.toMatch(/Seq Scan on journal_entry\b/);
      expect(p, p).not.toMatch(/Seq Scan on entry_activity\b/);
      expect(p, p).toMatch(index);
    }
  });

  it('answers from the acting user rows only', async () => {
    const res = await call(frequencyRoute.GET, { headers: me.auth });
    const total = (res as unknown as { json: { data: { count: number }[] } }).json.data.reduce((n, d) => n + d.count, 0);
    expect(total).toBe(OWN_ENTRIES);
  });
});
