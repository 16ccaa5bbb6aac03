import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as reviewsRoute from '@/app/api/reviews/route';
import { db } from '@/lib/db/client';
import { review } from '@/lib/db/schema';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/users';

const post = (u: TestUser | null, body: unknown) => call(reviewsRoute.POST, { body, headers: u?.auth ?? {} });
const list = (headers: Record<string, string> = {}, query: Record<string, string | number> = {}) => call(reviewsRoute.GET, { headers, query });

describe('reviews', () => {
  it('lists nothing at first, with a null average and a zero count', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ reviews: [], avgRating: null, count: 0, nextCursor: null });
  });

  it('needs a session to submit', async () => {
    const res = await post(null, { rating: 5, comment: 'hi' });
    expect(res.status).toBe(401);
  });

  it('validates rating and comment', async () => {
    const u = await createTestUser();
    const bad: unknown[] = [
      {},
      { rating: 0 },
      { rating: 6 },
      { rating: 3.5 },
      { rating: '5' },
      { rating: null },
      { rating: 4, comment: 'x'.repeat(501) },
      { rating: 4, comment: 42 },
      [],
    ];
    for (const body of bad) {
      const res = await post(u, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.json.message).toBe('string');
    }
    const malformed = await call(reviewsRoute.POST, { rawBody: '{"rating":', headers: { ...u.auth, 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(await db.select().from(review).where(eq(review.userId, u.id))).toHaveLength(0);

    const edge = await post(u, { rating: 1, comment: 'y'.repeat(500) });
    expect(edge.status).toBe(201);
    const noComment = await post(u, { rating: 5 });
    expect(noComment.status).toBe(201);
    expect(noComment.json.review.comment).toBe('');
  });

  it('creates a review (201) and a second submit replaces the first', async () => {
    const u = await createTestUser({ name: 'Rita Reviewer' });
    const first = await post(u, { rating: 2, comment: '  first try  ' });
    expect(first.status).toBe(201);
    expect(first.json.review).toMatchObject({ rating: 2, comment: 'first try', user: { name: 'Rita Reviewer' } });

    const second = await post(u, { rating: 5, comment: 'changed my mind' });
    expect(second.status).toBe(201);
    expect(second.json.review._id).toBe(first.json.review._id);
    expect(new Date(second.json.review.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(first.json.review.createdAt).getTime());

    const rows = await db.select().from(review).where(eq(review.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, comment: 'changed my mind' });
  });

  it('lists newest first with the average of all ratings, and hides emails from everyone but admins', async () => {
    const a = await createTestUser({ name: 'Ann' });
    const b = await createTestUser({ name: 'Bob' });
    await post(a, { rating: 4, comment: 'good' });
    await post(b, { rating: 1, comment: 'meh' });

    const visitor = await list();
    expect(visitor.status).toBe(200);
    const names = visitor.json.reviews.map((r: { user: { name: string } }) => r.user.name);
    expect(names.indexOf('Bob')).toBeLessThan(names.indexOf('Ann'));
    const all = await db.select({ rating: review.rating }).from(review);
    const mean = all.reduce((s, r) => s + r.rating, 0) / all.length;
    expect(visitor.json.avgRating).toBeCloseTo(mean, 2);
    expect(visitor.json.count).toBe(all.length);
    const bob = visitor.json.reviews.find((r: { user: { name: string } }) => r.user.name === 'Bob');
    expect(bob).toEqual({ _id: expect.any(String), rating: 1, comment: 'meh', createdAt: expect.any(String), user: { name: 'Bob' } });
    expect(JSON.stringify(visitor.json)).not.toContain('@example.com');

    const signedIn = await list(a.auth);
    expect(JSON.stringify(signedIn.json)).not.toContain(b.email);

    const admin = await createTestUser({ role: 'admin' });
    const asAdmin = await list({ cookie: admin.cookie });
    const bobForAdmin = asAdmin.json.reviews.find((r: { user: { name: string } }) => r.user.name === 'Bob');
    expect(bobForAdmin.user).toEqual({ name: 'Bob', email: b.email });
    const viaBearer = await list(admin.auth);
    expect(viaBearer.json.reviews.every((r: { user: { email?: string } }) => typeof r.user.email === 'string')).toBe(true);
  });

  it('pages with a cursor without skipping or repeating reviews written in the same instant', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => createTestUser()));
    // Rows one microsecond apart (a millisecond-precision cursor would skip some) and rows with
    // identical timestamps (only the id orders them): the hard cases for a keyset cursor.
    const stamps = ['.000100', '.000200', '.000300', '.000300', '.000300'];
    await db
      .insert(review)
      .values(
        users.map((u, i) => ({ userId: u.id, rating: (i % 5) + 1, comment: `c${i}`, createdAt: sql`${`2030-01-01 00:00:00${stamps[i]}+00`}::timestamptz` })),
      );
    const total = (await list()).json.count as number;
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string | number> = { limit: 2 };
      if (cursor) query.cursor = cursor;
      const page = await list({}, query);
      expect(page.status).toBe(200);
      expect(page.json.reviews.length).toBeLessThanOrEqual(2);
      seen.push(...page.json.reviews.map((r: { _id: string }) => r._id));
      cursor = page.json.nextCursor;
      pages++;
    } while (cursor && pages < 50);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('rejects a bad cursor or limit with 400', async () => {
    expect((await list({}, { cursor: 'not-a-cursor' })).status).toBe(400);
    expect((await list({}, { cursor: Buffer.from('["x","y"]').toString('base64url') })).status).toBe(400);
    expect((await list({}, { limit: 0 })).status).toBe(400);
    expect((await list({}, { limit: 101 })).status).toBe(400);
    expect((await list({}, { limit: 'ten' })).status).toBe(400);
  });
});
