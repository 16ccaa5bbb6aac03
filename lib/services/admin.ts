import 'server-only';
import { asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { chat, journalEntry, review, user } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { moodScoreSql, round2 } from './stats';
import { tokensThisMonth, tokensToday } from './ai-usage';
import { serverEnv } from '@/lib/env';
import type { Role, SessionUser } from '@/lib/auth/types';
import type { AdminUsersQuery } from '@/lib/validation/admin';
import { deleteReviewById } from './reviews';

export type AdminUserView = {
  _id: string;
  name: string;
  email: string;
  role: Role;
  isPremium: boolean;
  emailVerified: boolean;
  createdAt: string;
};

export type AdminStats = {
  totalUsers: number;
  totalEntries: number;
  totalReviews: number;
  totalChats: number;
  /** Mean review rating, two decimals; null with no reviews. */
  avgRating: number | null;
  /** Mean mood score of all entries (happy 5 ... angry 1), two decimals; null with no entries. */
  moodAverage: number | null;
  /** Users who wrote at least one entry in the last 7 days. */
  activeLast7Days: number;
  /** Model tokens spent site-wide today and since the first of the month (UTC), and the monthly ceiling (0: none). */
  aiTokensToday: number;
  aiTokensThisMonth: number;
  aiMonthlyTokenLimit: number;
};

// Better Auth ids are short random strings; anything far longer cannot be one and is answered like an unknown id.
const MAX_USER_ID_LENGTH = 128;

/** LIKE treats % and _ as wildcards; a search for "a_b" means those characters literally. */
function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Newest first; `q` matches anywhere in the email, ignoring case. */
export async function listUsers(q: AdminUsersQuery): Promise<AdminUserView[]> {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      isPremium: user.isPremium,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(q.q ? ilike(user.email, likeContains(q.q)) : undefined)
    .orderBy(desc(user.createdAt), asc(user.id))
    .limit(q.limit)
    .offset(q.offset);
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    email: r.email,
    role: r.role === 'admin' ? 'admin' : 'user',
    isPremium: Boolean(r.isPremium),
    emailVerified: Boolean(r.emailVerified),
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * Deletes a user and, through ON DELETE CASCADE, their entries, chats (and messages), review,
 * sessions and accounts: their bearer tokens and cookies stop working at once.
 */
export async function deleteUser(actor: SessionUser, id: string): Promise<{ message: string }> {
  if (id === actor.id) throw new AppError('bad_request:self_delete');
  // A control character (NUL above all) cannot be in an id, and PostgreSQL would refuse the query.
  if (!id || id.length > MAX_USER_ID_LENGTH || /[\u0000-\u001f\u007f]/.test(id)) throw new AppError('not_found:admin');
  const removed = await db.delete(user).where(eq(user.id, id)).returning({ id: user.id });
  if (removed.length === 0) throw new AppError('not_found:admin');
  return { message: 'User deleted' };
}

export async function deleteReview(id: string): Promise<{ message: string }> {
  return deleteReviewById(id);
}

const SCORE_OF_MOOD = moodScoreSql('mood');

/** Site-wide counts in one round trip; each count is answered by the database, not by loading rows. */
export async function adminStats(): Promise<AdminStats> {
  const [row] = await db
    .select({
      totalUsers: sql<number>`(select count(*)::int from ${user})`,
      totalEntries: sql<number>`(select count(*)::int from ${journalEntry})`,
      totalReviews: sql<number>`(select count(*)::int from ${review})`,
      totalChats: sql<number>`(select count(*)::int from ${chat})`,
      avgRating: sql<number | null>`(select avg(rating)::float8 from ${review})`,
      moodAverage: sql<number | null>`(select avg(${SCORE_OF_MOOD})::float8 from ${journalEntry})`,
      activeLast7Days: sql<number>`(select count(distinct user_id)::int from ${journalEntry} where created_at >= now() - interval '7 days')`,
    })
    .from(sql`(select 1) as one`);
  const now = new Date();
  const [today, month] = await Promise.all([tokensToday(undefined, now), tokensThisMonth(now)]);
  const tokens = { today, month };
  return {
    totalUsers: Number(row?.totalUsers ?? 0),
    totalEntries: Number(row?.totalEntries ?? 0),
    totalReviews: Number(row?.totalReviews ?? 0),
    totalChats: Number(row?.totalChats ?? 0),
    avgRating: round2(row?.avgRating),
    moodAverage: round2(row?.moodAverage),
    activeLast7Days: Number(row?.activeLast7Days ?? 0),
    aiTokensToday: tokens.today,
    aiTokensThisMonth: tokens.month,
    aiMonthlyTokenLimit: serverEnv().AI_MONTHLY_TOKEN_LIMIT,
  };
}
