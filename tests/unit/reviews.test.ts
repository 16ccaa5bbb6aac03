import { describe, expect, it } from 'vitest';
import { reviewListQuerySchema, reviewSchema } from '@/lib/validation/reviews';
import { formatAverage, ratingCaption, reviewCountLabel, reviewerName, starLabel } from '@/components/reviews/format';

describe('review schema', () => {
  it('takes an integer rating 1..5 and an optional comment of at most 500 characters', () => {
    expect(reviewSchema.parse({ rating: 5 })).toEqual({ rating: 5, comment: '' });
    expect(reviewSchema.parse({ rating: 1, comment: null })).toEqual({ rating: 1, comment: '' });
    expect(reviewSchema.parse({ rating: 3, comment: '  nice  ' })).toEqual({ rating: 3, comment: 'nice' });
    expect(reviewSchema.parse({ rating: 4, comment: 'x'.repeat(500) }).comment).toHaveLength(500);
    for (const bad of [
      {},
      { rating: 0 },
      { rating: 6 },
      { rating: 2.5 },
      { rating: '4' },
      { rating: 4, comment: 'x'.repeat(501) },
      { rating: 4, comment: 7 },
    ]) {
      expect(reviewSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('pages 20 at a time by default, at most 100', () => {
    expect(reviewListQuerySchema.parse({})).toEqual({ limit: 20, cursor: undefined });
    expect(reviewListQuerySchema.parse({ limit: '100', cursor: 'abc' })).toEqual({ limit: 100, cursor: 'abc' });
    expect(reviewListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(reviewListQuerySchema.safeParse({ cursor: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('review display helpers', () => {
  it('captions each rating as the specification words it', () => {
    expect([1, 2, 3, 4, 5].map(ratingCaption)).toEqual(['Needs improvement', 'Okay', 'Good!', 'Great!', 'Fantastic!']);
    expect(ratingCaption(0)).toBe('');
  });

  it('shows the average with one decimal, 0.0 when it is not a number', () => {
    expect(formatAverage(4.25)).toBe('4.3');
    expect(formatAverage(3)).toBe('3.0');
    expect(formatAverage('4.5')).toBe('4.5');
    expect(formatAverage(null)).toBe('0.0');
    expect(formatAverage(undefined)).toBe('0.0');
    expect(formatAverage(Number.NaN)).toBe('0.0');
    expect(formatAverage('')).toBe('0.0');
    expect(formatAverage('abc')).toBe('0.0');
  });

  it('falls back to Anonymous User and labels stars and counts', () => {
    expect(reviewerName('Ann')).toBe('Ann');
    expect(reviewerName('  ')).toBe('Anonymous User');
    expect(reviewerName(null)).toBe('Anonymous User');
    expect(reviewerName(undefined)).toBe('Anonymous User');
    expect(starLabel(1)).toBe('1 star');
    expect(starLabel(4)).toBe('4 stars');
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(0)).toBe('0 reviews');
  });
});
