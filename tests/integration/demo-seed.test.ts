import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as loginRoute from '@/app/api/auth/login/route';
import * as correlationsRoute from '@/app/api/analytics/correlations/route';
import { getAuth } from '@/lib/auth/auth';
import { db } from '@/lib/db/client';
import { activity, chat, chatMessage, entryActivity, journalEntry, review, user } from '@/lib/db/schema';
import { DEFAULT_ACTIVITIES } from '@/lib/services/activities';
import { DEMO_EMAIL, seedDemo } from '@/lib/seed/demo';
import { call } from '../helpers/http';

describe('demo seed', () => {
  it('creates a demo account that logs in, with 90 days of varied entries, two chats and a review', async () => {
    const ctx = await getAuth().$context;
    const now = new Date('2025-06-30T12:00:00Z');
    const result = await seedDemo(db, (p) => ctx.password.hash(p), { now, seed: 42 });
    expect(result.email).toBe(DEMO_EMAIL);

    const login = await call(loginRoute.POST, { body: { email: DEMO_EMAIL, password: result.password } });
    expect(login.status).toBe(200);
    const id = login.json.user._id;

    const days = await db
      .select({ day: sql<string>`(${journalEntry.createdAt} at time zone 'UTC')::date::text`, n: count() })
      .from(journalEntry)
      .where(eq(journalEntry.userId, id))
      .groupBy(sql`1`);
    expect(days.length).toBeGreaterThan(60);
    expect(days.length).toBeLessThanOrEqual(90);
    const first = days.map((d) => d.day).sort()[0];
    expect(first >= '2025-04-01').toBe(true);
    const moods = await db.selectDistinct({ mood: journalEntry.mood }).from(journalEntry).where(eq(journalEntry.userId, id));
    expect(moods.length).toBeGreaterThanOrEqual(4);
    const chats = await db.select().from(chat).where(eq(chat.userId, id));
    expect(chats).toHaveLength(2);
    const [{ n: messages }] = await db.select({ n: count() }).from(chatMessage).where(eq(chatMessage.chatId, chats[0].id));
    expect(messages).toBeGreaterThan(0);
    expect(await db.select().from(review).where(eq(review.userId, id))).toHaveLength(1);

    // Tagged with the default activities, in a pattern /analytics turns into correlations: exercise
    // on better days, work on worse ones (the demo is dated 2025; 3650 days reach back to it).
    const names = await db.select({ name: activity.name }).from(activity).where(eq(activity.userId, id));
    expect(names.map((a) => a.name).sort()).toEqual(DEFAULT_ACTIVITIES.map((a) => a.name).sort());
    const [{ n: links }] = await db
      .select({ n: count() })
      .from(entryActivity)
      .innerJoin(journalEntry, eq(journalEntry.id, entryActivity.entryId))
      .where(eq(journalEntry.userId, id));
    expect(links).toBeGreaterThan(days.length);
    const correlations = await call(correlationsRoute.GET, { headers: { authorization: `Bearer ${login.json.token}` }, query: { range: 3650, tz: 'UTC' } });
    expect(correlations.status).toBe(200);
    const byName = new Map<string, { diff: number; withDays: number; withoutDays: number }>(
      correlations.json.data.map((c: { activity: string; diff: number; withDays: number; withoutDays: number }) => [c.activity, c]),
    );
    expect(byName.get('exercise')?.diff).toBeGreaterThan(0.3);
    expect(byName.get('work')?.diff).toBeLessThan(0);
    for (const c of byName.values()) expect(Math.min(c.withDays, c.withoutDays)).toBeGreaterThanOrEqual(5);

    // Seeding again replaces the account instead of failing or duplicating it.
    const again = await seedDemo(db, (p) => ctx.password.hash(p), { now, seed: 7 });
    expect(await db.select().from(user).where(eq(user.email, DEMO_EMAIL))).toHaveLength(1);
    expect((await call(loginRoute.POST, { body: { email: DEMO_EMAIL, password: again.password } })).status).toBe(200);
    expect((await call(loginRoute.POST, { body: { email: DEMO_EMAIL, password: result.password } })).status).toBe(401);
  });
});
