// Pure helpers for the rating form and review list (unit-tested).

export const RATING_CAPTIONS: Record<number, string> = {
  5: 'Fantastic!',
  4: 'Great!',
  3: 'Good!',
  2: 'Okay',
  1: 'Needs improvement',
};

export function ratingCaption(rating: number): string {
  return RATING_CAPTIONS[rating] ?? '';
}

/** SPEC: the average with one decimal, '0.0' when it is not a number (no reviews yet). */
export function formatAverage(avg: unknown): string {
  const n = typeof avg === 'number' ? avg : typeof avg === 'string' && avg.trim() !== '' ? Number(avg) : NaN;
  return Number.isFinite(n) ? n.toFixed(1) : '0.0';
}

export function reviewerName(name: string | null | undefined): string {
  return name && name.trim() ? name.trim() : 'Anonymous User';
}

export function starLabel(n: number): string {
  return n === 1 ? '1 star' : `${n} stars`;
}

export function reviewCountLabel(count: number): string {
  return count === 1 ? '1 review' : `${count} reviews`;
}
