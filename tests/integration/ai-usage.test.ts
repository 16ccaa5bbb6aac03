import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { aiUsage } from '@/lib/db/schema';
import { isAppError } from '@/lib/errors';
import { modelBudget, recordAiUsage, tokensThisMonth, tokensToday } from '@/lib/services/ai-usage';
import { createTestUser } from '../helpers/users';

const saved = { daily: process.env.AI_DAILY_TOKEN_LIMIT, monthly: process.env.AI_MONTHLY_TOKEN_LIMIT };
afterEach(() => {
  process.env.AI_DAILY_TOKEN_LIMIT = saved.daily;
  process.env.AI_MONTHLY_TOKEN_LIMIT = saved.monthly;
  if (saved.daily === undefined) delete process.env.AI_DAILY_TOKEN_LIMIT;
  if (saved.monthly === undefined) delete process.env.AI_MONTHLY_TOKEN_LIMIT;
});

const asUser = (u: { id: string }, role: 'user' | 'admin' = 'user') => ({ id: u.id, role }) as Parameters<typeof modelBudget>[0];

describe('AI token usage', () => {
  it('adds each call to one row per user and UTC day, concurrent calls included', async () => {
    const u = await createTestUser();
    const noon = new Date('2026-11-20T12:00:00Z');
    await Promise.all([recordAiUsage(u.id, 100, noon), recordAiUsage(u.id, 250, noon), recordAiUsage(u.id, 50, noon)]);
    await recordAiUsage(u.id, 7, new Date('2026-11-21T00:00:01Z'));
    const rows = await db.select().from(aiUsage).where(eq(aiUsage.userId, u.id));
    expect(rows.map((r) => [r.day, r.tokens, r.requests]).sort()).toEqual([
      ['2026-11-20', 400, 3],
      ['2026-11-21', 7, 1],
    ]);
    expect(await tokensToday(u.id, noon)).toBe(400);
    expect(await tokensThisMonth(new Date('2026-11-30T10:00:00Z'))).toBeGreaterThanOrEqual(407);
    expect(await tokensThisMonth(new Date('2026-12-01T10:00:00Z'))).toBe(0);
  });

  it('answers 429 with the reset time once a user has spent the daily budget; admins are exempt', async () => {
    process.env.AI_DAILY_TOKEN_LIMIT = '1000';
    const u = await createTestUser();
    const now = new Date();
    expect(await modelBudget(asUser(u))).toBe('model');
    await recordAiUsage(u.id, 1000, now);
    const err = await modelBudget(asUser(u)).catch((e: unknown) => e);
    expect(isAppError(err) && err.code).toBe('rate_limit:ai');
    expect(isAppError(err) && err.message).toMatch(/^You have used today's AI allowance\. It resets at 00:00 UTC \(in .+\)\.$/);
    expect(isAppError(err) && Number(new Headers(err.headers).get('retry-after'))).toBeGreaterThan(0);
    // Someone in crisis is still answered, offline.
    expect(await modelBudget(asUser(u), { allowOverBudget: true })).toBe('offline');
    expect(await modelBudget(asUser(u, 'admin'))).toBe('model');
    // Another user's budget is their own.
    expect(await modelBudget(asUser(await createTestUser()))).toBe('model');
    const [row] = await db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, u.id)));
    expect(row.tokens).toBe(1000);
  });

  it('sends everyone to the offline provider once the site passes the monthly ceiling', async () => {
    const u = await createTestUser();
    process.env.AI_MONTHLY_TOKEN_LIMIT = String((await tokensThisMonth()) + 500);
    expect(await modelBudget(asUser(u))).toBe('model');
    await recordAiUsage(u.id, 500);
    expect(await modelBudget(asUser(u))).toBe('offline');
    expect(await modelBudget(asUser(await createTestUser(), 'admin'))).toBe('offline');
    process.env.AI_MONTHLY_TOKEN_LIMIT = '0';
    expect(await modelBudget(asUser(u))).toBe('model');
  });
});
