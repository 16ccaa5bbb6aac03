'use client';
import { useEffect } from 'react';
import { usePublicReviews } from '@/lib/client-api/reviews';
import { formatAverage, reviewCountLabel, reviewerName } from './format';
import { Stars } from './Stars';

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export function ReviewList() {
  const reviews = usePublicReviews();

  useEffect(() => {
    // SPEC 8: a failed load is only logged, and the list shows as empty.
    if (reviews.isError) console.error('Loading reviews failed:', reviews.error);
  }, [reviews.isError, reviews.error]);

  const pages = reviews.isError ? [] : (reviews.data?.pages ?? []);
  const items = pages.flatMap((p) => p.reviews);
  const first = pages[0];
  const count = first?.count ?? 0;
  const avg = formatAverage(first?.avgRating);

  return (
    <div className="card flex flex-col gap-4" data-testid="review-list">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 pb-4 dark:border-slate-800">
        <div>
          <h3 className="text-lg font-semibold">What people say</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="review-count">
            {reviewCountLabel(count)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span className="text-3xl font-bold tabular-nums" data-testid="review-average" aria-label={`Average rating ${avg} out of 5`}>
            {avg}
          </span>
          <Stars value={Number(first?.avgRating ?? 0)} size="md" label={count ? `Average ${avg} out of 5, drawn to the nearest half star` : 'No ratings yet'} />
        </div>
      </div>

      {reviews.isPending ? (
        <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400" role="status">
          Loading reviews...
        </p>
      ) : items.length === 0 ? (
        <div className="py-8 text-center">
          <p className="font-medium">No reviews yet</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">Be the first to share your experience!</p>
        </div>
      ) : (
        <ul className="flex max-h-[32rem] flex-col gap-3 overflow-y-auto pr-1">
          {items.map((r) => {
            const name = reviewerName(r.user?.name);
            return (
              <li key={r._id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800" data-testid="review-item">
                <div className="flex items-start gap-3">
                  <span
                    aria-hidden
                    className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-100"
                  >
                    {name.charAt(0).toUpperCase()}
                  </span>
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                      <p className="truncate font-medium">{name}</p>
                      <time className="text-xs text-slate-500 dark:text-slate-400" dateTime={r.createdAt}>
                        {dateFormat.format(new Date(r.createdAt))}
                      </time>
                    </div>
                    <Stars value={r.rating} />
                    {r.comment && <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-700 dark:text-slate-300">{r.comment}</p>}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {reviews.hasNextPage && !reviews.isError && (
        <button type="button" className="btn-secondary self-center" onClick={() => void reviews.fetchNextPage()} disabled={reviews.isFetchingNextPage}>
          {reviews.isFetchingNextPage ? 'Loading...' : 'Show more reviews'}
        </button>
      )}
    </div>
  );
}
