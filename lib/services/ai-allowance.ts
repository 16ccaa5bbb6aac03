import 'server-only';
import { and, count, eq, gte } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { chat, chatMessage } from '@/lib/db/schema';
import { AppError, isAppError } from '@/lib/errors';
import { limit, policies } from '@/lib/rate-limit';
import type { SessionUser } from '@/lib/auth/types';
import { serverEnv } from '@/lib/env';

// A per-user daily allowance of chat messages protects the model bill. It is counted from the
// messages themselves (the user's own turns since 00:00 UTC), so it survives restarts and needs no
// table of its own. Clearing or deleting chats removes messages, though, so a second counter per
// user and UTC day (the shared rate limiter: PostgreSQL-backed when DATABASE_URL is set) keeps
// "clear and send again" from resetting the allowance.

export const DEFAULT_DAILY_MESSAGE_LIMIT = 200;

/** AI_DAILY_MESSAGE_LIMIT, read on every request so a changed setting applies at once. */
export function dailyMessageLimit(source?: Record<string, string | undefined>): number {
  return serverEnv(source).AI_DAILY_MESSAGE_LIMIT;
}

export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function nextUtcMidnight(now: Date): Date {
  return new Date(startOfUtcDay(now).getTime() + 86_400_000);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "5 hours 20 minutes", "45 minutes", "1 minute". */
export function untilText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return plural(m, 'minute');
  return m === 0 ? plural(h, 'hour') : `${plural(h, 'hour')} ${plural(m, 'minute')}`;
}

export function limitReachedMessage(limit: number, now: Date): string {
  const wait = nextUtcMidnight(now).getTime() - now.getTime();
  return `You have reached today's limit of ${plural(limit, 'message')}. It resets at 00:00 UTC (in ${untilText(wait)}).`;
}

export async function messagesSentToday(userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessage)
    .innerJoin(chat, eq(chat.id, chatMessage.chatId))
    .where(and(eq(chat.userId, userId), eq(chatMessage.role, 'user'), gte(chatMessage.createdAt, startOfUtcDay(now))));
  return Number(row?.n ?? 0);
}

/**
 * Counts one message against today's allowance, or throws 429 with the reset time once the user
 * has sent it all. Admins are exempt.
 */
export async function assertChatAllowance(user: SessionUser, now = new Date()): Promise<void> {
  if (user.role === 'admin') return;
  const allowed = dailyMessageLimit();
  const message = limitReachedMessage(allowed, now);
  const retryAfter = Math.ceil((nextUtcMidnight(now).getTime() - now.getTime()) / 1000);
  const reached = () => new AppError('rate_limit:chat', message, { headers: { 'Retry-After': String(retryAfter) } });
  if ((await messagesSentToday(user.id, now)) >= allowed) throw reached();
  const day = startOfUtcDay(now).toISOString().slice(0, 10);
  try {
    await limit(policies.chatDay(allowed), `${user.id}:${day}`);
  } catch (e) {
    if (isAppError(e) && e.kind === 'rate_limit') throw reached();
    throw e;
  }
}
