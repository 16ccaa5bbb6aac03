import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { review, user } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { afterKeyset, decodeKeyset, encodeKeyset, preciseTimestamp, type Keyset } from '@/lib/db/keyset';
import { isUuid } from '@/lib/validation/ids';
import { round2 } from './stats';
import type { SessionUser } from '@/lib/auth/types';
import type { ReviewBody, ReviewListQuery } from '@/lib/validation/reviews';

/** A review as the API answers it. `user.email` is only present for an admin caller. */
export type ReviewView = {
  _id: string;
  rating: number;
  comment: string;
  createdAt: string;
  user: { name: string; email?: string };
};

export type ReviewList = {
  reviews: ReviewView[];
  /** Mean of all ratings, two decimals; null when there are no reviews yet. */
  avgRating: number | null;
  /** All reviews, not just this page. */
  count: number;
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
};

function decodeCursor(cursor: string): Keyset {
  const k = decodeKeyset(cursor);
  if (!k) throw new AppError('bad_request:cursor');
  return k;
}

function toView(r: { id: string; rating: number; comment: string; createdAt: Date; name: string; email: string }, withEmail: boolean): ReviewView {
  return {
    _id: r.id,
    rating: r.rating,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
    user: withEmail ? { name: r.name, email: r.email } : { name: r.name },
  };
}

/** Newest first, one page at a time. Emails stay private: only an admin viewer gets them. */
export async function listReviews(viewer: SessionUser | null, q: ReviewListQuery): Promise<ReviewList> {
  const after = q.cursor ? decodeCursor(q.cursor) : null;
  const withEmail = viewer?.role === 'admin';
  const [page, totals] = await Promise.all([
    db
      .select({
        id: review.id,
        rating: review.rating,
        comment: review.comment,
        createdAt: review.createdAt,
        cursorTs: preciseTimestamp(review.createdAt),
        name: user.name,
        email: user.email,
      })
      .from(review)
      .innerJoin(user, eq(user.id, review.userId))
      .where(after ? afterKeyset(review.createdAt, review.id, after, 'older') : undefined)
      // NULLS LAST as in review_created_idx: a plain DESC (NULLS FIRST) cannot be read from it and sorts every row.
      .orderBy(sql`${review.createdAt} desc nulls last`, sql`${review.id} desc nulls last`)
      .limit(q.limit + 1),
    db.select({ count: sql<number>`count(*)::int`, avg: sql<number | null>`avg(${review.rating})::float8` }).from(review),
  ]);
  const more = page.length > q.limit;
  const shown = more ? page.slice(0, q.limit) : page;
  const last = shown[shown.length - 1];
  return {
    reviews: shown.map((r) => toView(r, withEmail)),
    avgRating: round2(totals[0]?.avg),
    count: Number(totals[0]?.count ?? 0),
    nextCursor: more && last ? encodeKeyset({ at: last.cursorTs, id: last.id }) : null,
  };
}

/** One review per user: a second submit replaces the first and moves it to the top of the list. */
export async function submitReview(actor: SessionUser, body: ReviewBody): Promise<{ review: ReviewView; message: string }> {
  const now = new Date();
  const [saved] = await db
    .insert(review)
    .values({ userId: actor.id, rating: body.rating, comment: body.comment, createdAt: now })
    .onConflictDoUpdate({ target: review.userId, set: { rating: body.rating, comment: body.comment, createdAt: now } })
    .returning();
  return {
    review: toView({ ...saved, name: actor.name, email: actor.email }, true),
    message: 'Thank you for your review!',
  };
}

/** Removes any review by id (admins only; the route checks the role). Unknown or malformed ids are 404. */
export async function deleteReviewById(id: string): Promise<{ message: string }> {
  if (!isUuid(id)) throw new AppError('not_found:review');
  const removed = await db.delete(review).where(eq(review.id, id)).returning({ id: review.id });
  if (removed.length === 0) throw new AppError('not_found:review');
  return { message: 'Review deleted' };
}
