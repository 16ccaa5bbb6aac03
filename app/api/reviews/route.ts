import { json, route } from '@/lib/http/route';
import { listReviews, submitReview } from '@/lib/services/reviews';
import { reviewListQuerySchema, reviewSchema } from '@/lib/validation/reviews';

// Public: the session (if any) only decides whether reviewers' emails are shown (admins).
export const GET = route({ auth: 'optional', query: reviewListQuerySchema }, ({ user, query }) => listReviews(user, query));

export const POST = route({ auth: 'user', body: reviewSchema }, async ({ user, body }) => json(await submitReview(user, body), 201));
