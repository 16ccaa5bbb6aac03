import 'server-only';
import { and, eq, gte, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { aiUsage } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { serverEnv } from '@/lib/env';
import type { SessionUser } from '@/lib/auth/types';
import { nextUtcMidnight, untilText } from '@/lib/services/ai-allowance';

// Messages per day protect against chatter; tokens are what a model bill is made of. Every model
// call adds the tokens the provider reported (or an estimate when it reported none) to a row per
// user and UTC day, and two budgets read those rows: a per-user daily budget (past it, the user
// waits for 00:00 UTC) and a site-wide monthly ceiling (past it, the offline provider answers,
// labelled as such, so the app keeps working without running up the bill).

/** What the AI SDK reports as `usage`; any field may be missing on OpenAI-compatible servers. */
export type ReportedUsage = { inputTokens?: number | undefined; outputTokens?: number | undefined; totalTokens?: number | undefined } | null | undefined;

/** About four characters per token for English text: the usual rule of thumb for GPT tokenisers. */
export function estimateTokens(...texts: string[]): number {
  const chars = texts.reduce((n, t) => n + t.length, 0);
  return Math.ceil(chars / 4);
}

const positive = (n: number | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * The tokens one call cost: the provider's total, else input plus output, else an estimate from
 * the text sent (`prompt`) and received (`reply`).
 */
export function tokensOf(usage: ReportedUsage, estimate: { prompt: string; reply: string }): number {
  if (positive(usage?.totalTokens)) return Math.round(usage.totalTokens);
  const parts = (positive(usage?.inputTokens) ? usage.inputTokens : 0) + (positive(usage?.outputTokens) ? usage.outputTokens : 0);
  if (parts > 0) return Math.round(parts);
  return estimateTokens(estimate.prompt, estimate.reply);
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);
const utcMonthStart = (now: Date) => `${now.toISOString().slice(0, 7)}-01`;

/** Adds one call's tokens to the user's row for today (one upsert, safe from several instances). */
export async function recordAiUsage(userId: string, tokens: number, now = new Date()): Promise<void> {
  const n = Math.max(0, Math.round(tokens));
  await db
    .insert(aiUsage)
    .values({ userId, day: utcDay(now), tokens: n, requests: 1 })
    .onConflictDoUpdate({
      target: [aiUsage.userId, aiUsage.day],
      set: { tokens: sql`${aiUsage.tokens} + ${n}`, requests: sql`${aiUsage.requests} + 1` },
    });
}

/** Tokens spent today by one user, or by everyone when no user is given. */
export async function tokensToday(userId?: string, now = new Date()): Promise<number> {
  const where = userId ? and(eq(aiUsage.day, utcDay(now)), eq(aiUsage.userId, userId)) : eq(aiUsage.day, utcDay(now));
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${aiUsage.tokens}), 0)::int` })
    .from(aiUsage)
    .where(where);
  return Number(row?.n ?? 0);
}

/** Tokens spent by everyone since the first of this UTC month. */
export async function tokensThisMonth(now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${aiUsage.tokens}), 0)::bigint` })
    .from(aiUsage)
    .where(gte(aiUsage.day, utcMonthStart(now)));
  return Number(row?.n ?? 0);
}

export function tokenLimitMessage(now: Date): string {
  const wait = nextUtcMidnight(now).getTime() - now.getTime();
  return `You have used today's AI allowance. It resets at 00:00 UTC (in ${untilText(wait)}).`;
}

/**
 * Whether the next AI answer for this user may call the model: 'offline' once the site's monthly
 * ceiling is reached; a 429 (with Retry-After) once the user has spent today's token budget.
 * Admins have no daily budget but share the monthly ceiling. `allowOverBudget` answers 'offline'
 * instead of the 429: someone in crisis is always answered.
 */
export async function modelBudget(user: SessionUser, opts: { allowOverBudget?: boolean; now?: Date } = {}): Promise<'model' | 'offline'> {
  const now = opts.now ?? new Date();
  const env = serverEnv();
  if (env.AI_MONTHLY_TOKEN_LIMIT > 0 && (await tokensThisMonth(now)) >= env.AI_MONTHLY_TOKEN_LIMIT) return 'offline';
  if (user.role === 'admin' || env.AI_DAILY_TOKEN_LIMIT === 0) return 'model';
  if ((await tokensToday(user.id, now)) < env.AI_DAILY_TOKEN_LIMIT) return 'model';
  if (opts.allowOverBudget) return 'offline';
  const retryAfter = Math.ceil((nextUtcMidnight(now).getTime() - now.getTime()) / 1000);
  throw new AppError('rate_limit:ai', tokenLimitMessage(now), { headers: { 'Retry-After': String(retryAfter) } });
}
