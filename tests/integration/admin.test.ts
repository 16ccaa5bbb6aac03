import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as usersRoute from '@/app/api/admin/users/route';
import * as deleteUserRoute from '@/app/api/admin/delete-user/[id]/route';
import * as statsRoute from '@/app/api/admin/stats/route';
import * as deleteReviewRoute from '@/app/api/admin/delete-review/[id]/route';
import * as reviewsRoute from '@/app/api/reviews/route';
import * as meRoute from '@/app/api/auth/me/route';
import { db } from '@/lib/db/client';
import { account, chat, chatMessage, journalEntry, review, session, user } from '@/lib/db/schema';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/users';
import { recordAiUsage } from '@/lib/services/ai-usage';

let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  admin = await createTestUser({ role: 'admin', name: 'Ada Admin' });
  member = await createTestUser({ name: 'Mia Member' });
});

const DAY = 86_400_000;

/** Every admin endpoint, called with the given headers. */
function everyEndpoint(headers: Record<string, string>) {
  return [
    ['GET /api/admin/users', () => call(usersRoute.GET, { headers })],
    ['GET /api/admin/stats', () => call(statsRoute.GET, { headers })],
    ['DELETE /api/admin/delete-user/{id}', () => call(deleteUserRoute.DELETE, { method: 'DELETE', headers, params: { id: member.id } })],
    [
      'DELETE /api/admin/delete-review/{id}',
      () => call(deleteReviewRoute.DELETE, { method: 'DELETE', headers, params: { id: '00000000-0000-4000-8000-000000000000' } }),
    ],
  ] as const;
}

describe('admin access', () => {
  it('answers 401 signed out', async () => {
    for (const [name, run] of everyEndpoint({})) expect((await run()).status, name).toBe(401);
  });

  it('answers 403 to a signed-in user without the admin role (bearer or cookie)', async () => {
    for (const headers of [member.auth, { cookie: member.cookie }]) {
      for (const [name, run] of everyEndpoint(headers)) {
        const res = await run();
        expect(res.status, name).toBe(403);
        expect(res.json.message).toBeTruthy();
      }
    }
    // The 403s changed nothing.
    expect(await db.select().from(user).where(eq(user.id, member.id))).toHaveLength(1);
  });
});

describe('GET /api/admin/users', () => {
  it('lists users newest first with the specification’s fields', async () => {
    const res = await call(usersRoute.GET, { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json)).toBe(true);
    const m = res.json.find((u: { email: string }) => u.email === member.email);
    expect(m).toEqual({
      _id: member.id,
      name: 'Mia Member',
      email: member.email,
      role: 'user',
      isPremium: false,
      emailVerified: true,
      createdAt: expect.any(String),
    });
    expect(res.json.find((u: { _id: string }) => u._id === admin.id).role).toBe('admin');
    expect(JSON.stringify(res.json)).not.toMatch(/password|scrypt/i);
    const times = res.json.map((u: { createdAt: string }) => new Date(u.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('searches by email ignoring case, with LIKE wildcards taken literally', async () => {
    const shouty = await createTestUser({ email: 'Shouty.Person_1@Example.com' });
    await createTestUser({ email: 'shouty.personx1@example.com' });
    const res = await call(usersRoute.GET, { headers: admin.auth, query: { q: 'SHOUTY.PERSON_' } });
    expect(res.status).toBe(200);
    expect(res.json.map((u: { email: string }) => u.email)).toEqual([shouty.email]);
    const none = await call(usersRoute.GET, { headers: admin.auth, query: { q: '%' } });
    expect(none.json).toEqual([]);
  });

  it('pages by limit and offset', async () => {
    const all = (await call(usersRoute.GET, { headers: admin.auth, query: { limit: 200 } })).json as { _id: string }[];
    const first = (await call(usersRoute.GET, { headers: admin.auth, query: { limit: 2 } })).json as { _id: string }[];
    const second = (await call(usersRoute.GET, { headers: admin.auth, query: { limit: 2, offset: 2 } })).json as { _id: string }[];
    expect([...first, ...second].map((u) => u._id)).toEqual(all.slice(0, 4).map((u) => u._id));
    expect((await call(usersRoute.GET, { headers: admin.auth, query: { limit: 0 } })).status).toBe(400);
    expect((await call(usersRoute.GET, { headers: admin.auth, query: { offset: -1 } })).status).toBe(400);
  });
});

describe('GET /api/admin/stats', () => {
  it('counts users, entries, reviews and chats, and averages ratings and moods', async () => {
    const before = (await call(statsRoute.GET, { headers: admin.auth })).json;
    const writer = await createTestUser();
    const idle = await createTestUser();
    await db.insert(journalEntry).values([
      { userId: writer.id, mood: 'happy', text: 'a', createdAt: new Date(Date.now() - DAY) },
      { userId: writer.id, mood: 'angry', text: 'b', createdAt: new Date(Date.now() - 2 * DAY) },
      { userId: idle.id, mood: 'neutral', text: 'c', createdAt: new Date(Date.now() - 30 * DAY) },
    ]);
    await db.insert(chat).values({ userId: writer.id, title: 'hello' });
    await call(reviewsRoute.POST, { headers: writer.auth, body: { rating: 4 } });

    const res = await call(statsRoute.GET, { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(200);
    const s = res.json;
    expect(Object.keys(s).sort()).toEqual(
      [
        'activeLast7Days',
        'avgRating',
        'moodAverage',
        'totalChats',
        'totalEntries',
        'totalReviews',
        'totalUsers',
        'aiTokensToday',
        'aiTokensThisMonth',
        'aiMonthlyTokenLimit',
      ].sort(),
    );
    expect(s.totalUsers).toBe(before.totalUsers + 2);
    expect(s.totalEntries).toBe(before.totalEntries + 3);
    expect(s.totalChats).toBe(before.totalChats + 1);
    expect(s.totalReviews).toBe(before.totalReviews + 1);
    expect(s.activeLast7Days).toBe(before.activeLast7Days + 1);

    const ratings = await db.select({ r: review.rating }).from(review);
    expect(s.avgRating).toBeCloseTo(ratings.reduce((a, x) => a + x.r, 0) / ratings.length, 2);
    const score = { happy: 5, relaxed: 4, neutral: 3, sad: 2, angry: 1 } as const;
    const moods = await db.select({ m: journalEntry.mood }).from(journalEntry);
    expect(s.moodAverage).toBeCloseTo(moods.reduce((a, x) => a + score[x.m], 0) / moods.length, 2);
  });
});

describe('DELETE /api/admin/delete-review/{id}', () => {
  it('deletes any review; unknown and malformed ids are 404', async () => {
    const author = await createTestUser();
    const posted = await call(reviewsRoute.POST, { headers: author.auth, body: { rating: 2, comment: 'remove me' } });
    const id = posted.json.review._id as string;

    const res = await call(deleteReviewRoute.DELETE, { method: 'DELETE', headers: { cookie: admin.cookie }, params: { id } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Review deleted');
    expect(await db.select().from(review).where(eq(review.id, id))).toHaveLength(0);

    const again = await call(deleteReviewRoute.DELETE, { method: 'DELETE', headers: admin.auth, params: { id } });
    expect(again.status).toBe(404);
    const malformed = await call(deleteReviewRoute.DELETE, { method: 'DELETE', headers: admin.auth, params: { id: 'nope' } });
    expect(malformed.status).toBe(404);
  });
});

describe('DELETE /api/admin/delete-user/{id}', () => {
  it('deletes the user with their entries, chats, messages, review, sessions and accounts', async () => {
    const victim = await createTestUser();
    const bystander = await createTestUser();
    await db.insert(journalEntry).values([
      { userId: victim.id, mood: 'sad', text: 'x' },
      { userId: bystander.id, mood: 'happy', text: 'y' },
    ]);
    const [c] = await db.insert(chat).values({ userId: victim.id }).returning();
    await db.insert(chatMessage).values({ chatId: c.id, role: 'user', content: 'hi' });
    await call(reviewsRoute.POST, { headers: victim.auth, body: { rating: 1, comment: 'bye' } });
    expect((await call(meRoute.GET, { headers: victim.auth })).status).toBe(200);

    const res = await call(deleteUserRoute.DELETE, { method: 'DELETE', headers: { cookie: admin.cookie }, params: { id: victim.id } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('User deleted');

    expect(await db.select().from(user).where(eq(user.id, victim.id))).toHaveLength(0);
    expect(await db.select().from(journalEntry).where(eq(journalEntry.userId, victim.id))).toHaveLength(0);
    expect(await db.select().from(chat).where(eq(chat.userId, victim.id))).toHaveLength(0);
    expect(await db.select().from(chatMessage).where(eq(chatMessage.chatId, c.id))).toHaveLength(0);
    expect(await db.select().from(review).where(eq(review.userId, victim.id))).toHaveLength(0);
    expect(await db.select().from(session).where(eq(session.userId, victim.id))).toHaveLength(0);
    expect(await db.select().from(account).where(eq(account.userId, victim.id))).toHaveLength(0);
    // Their token no longer works, and nobody else lost anything.
    expect((await call(meRoute.GET, { headers: victim.auth })).status).toBe(401);
    expect(await db.select().from(journalEntry).where(eq(journalEntry.userId, bystander.id))).toHaveLength(1);

    const again = await call(deleteUserRoute.DELETE, { method: 'DELETE', headers: admin.auth, params: { id: victim.id } });
    expect(again.status).toBe(404);
  });

  it('refuses to let an admin delete themselves', async () => {
    const res = await call(deleteUserRoute.DELETE, { method: 'DELETE', headers: admin.auth, params: { id: admin.id } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('You cannot delete your own account.');
    expect(await db.select().from(user).where(eq(user.id, admin.id))).toHaveLength(1);
  });

  it('answers 404 for unknown or absurd ids', async () => {
    for (const id of ['does-not-exist', 'x'.repeat(500)]) {
      const res = await call(deleteUserRoute.DELETE, { method: 'DELETE', headers: admin.auth, params: { id } });
      expect(res.status, id).toBe(404);
    }
  });
});

describe('GET /api/admin/stats: AI tokens', () => {
  it('adds up the tokens of every user today and this month, and names the monthly ceiling', async () => {
    const before = (await call(statsRoute.GET, { headers: admin.auth })).json;
    const a = await createTestUser();
    const b = await createTestUser();
    await recordAiUsage(a.id, 1200);
    await recordAiUsage(a.id, 300);
    await recordAiUsage(b.id, 500);
    const s = (await call(statsRoute.GET, { headers: admin.auth })).json;
    expect(s.aiTokensToday).toBe(before.aiTokensToday + 2000);
    expect(s.aiTokensThisMonth).toBe(before.aiTokensThisMonth + 2000);
    expect(s.aiMonthlyTokenLimit).toBe(20_000_000);
  });
});
