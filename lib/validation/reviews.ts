import { z } from 'zod';
import { intQueryParam, textQueryParam } from './query-params';
import { REVIEW_COMMENT_MAX, REVIEW_PAGE_SIZE, REVIEW_PAGE_MAX } from '@/lib/limits';

export { REVIEW_COMMENT_MAX, REVIEW_PAGE_SIZE, REVIEW_PAGE_MAX };

// Shared by the rating form and POST /api/reviews.
export const reviewSchema = z.object({
  rating: z
    .number({ error: 'Rating is required.' })
    .int('Rating must be a whole number from 1 to 5.')
    .min(1, 'Please choose a rating from 1 to 5.')
    .max(5, 'Please choose a rating from 1 to 5.'),
  comment: z
    .string({ error: 'Comment must be text.' })
    .max(REVIEW_COMMENT_MAX, `Comment is at most ${REVIEW_COMMENT_MAX} characters.`)
    .nullish()
    .transform((c) => (c ?? '').trim()),
});

export const reviewListQuerySchema = z.object({
  limit: intQueryParam({ min: 1, max: REVIEW_PAGE_MAX, default: REVIEW_PAGE_SIZE }),
  cursor: textQueryParam(200),
});

export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewBody = z.output<typeof reviewSchema>;
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;
