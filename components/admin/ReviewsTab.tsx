'use client';
import { useEffect, useState } from 'react';
import { useDeleteReview } from '@/lib/client-api/admin';
import { messageOf } from '@/lib/client-api/http';
import { useAdminReviews, type ReviewView } from '@/lib/client-api/reviews';
import { toast } from '@/lib/client/toast';
import { Stars } from '@/components/reviews/Stars';
import { ConfirmDialog } from './ConfirmDialog';

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export function ReviewsTab() {
  const reviews = useAdminReviews();
  const del = useDeleteReview();
  const [pending, setPending] = useState<ReviewView | null>(null);

  useEffect(() => {
    if (reviews.isError) toast.error(messageOf(reviews.error, 'Failed to load reviews'));
  }, [reviews.isError, reviews.error]);

  const items = reviews.data?.pages.flatMap((p) => p.reviews) ?? [];

  function confirmDelete() {
    if (!pending) return;
    del.mutate(pending._id, {
      onSuccess: () => {
        toast.success('Review deleted');
        setPending(null);
      },
      onError: (e) => {
        toast.error(messageOf(e, 'Failed to delete review'));
        setPending(null);
      },
    });
  }

  return (
    <section aria-labelledby="reviews-admin-heading" className="card flex flex-col gap-4">
      <h2 id="reviews-admin-heading" className="text-xl font-semibold">
        All Reviews
      </h2>
      {reviews.isPending ? (
        <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400" role="status">
          Loading reviews...
        </p>
      ) : items.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">{reviews.isError ? 'Failed to load reviews' : 'No reviews yet'}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((r) => (
            <li
              key={r._id}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-start dark:border-slate-800"
              data-testid="admin-review"
            >
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="break-all font-medium">{r.user.email ?? r.user.name ?? 'Anonymous User'}</span>
                  <span className="inline-flex items-center gap-1.5 text-sm">
                    <Stars value={r.rating} />
                    <span className="tabular-nums text-slate-600 dark:text-slate-300">{r.rating}/5</span>
                  </span>
                  <time className="text-xs text-slate-500 dark:text-slate-400" dateTime={r.createdAt}>
                    {dateFormat.format(new Date(r.createdAt))}
                  </time>
                </div>
                <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-700 dark:text-slate-300">
                  {r.comment || <span className="italic text-slate-500 dark:text-slate-400">No comment</span>}
                </p>
              </div>
              <button
                type="button"
                className="btn-danger self-end px-3 py-1.5 text-xs sm:self-start"
                onClick={() => setPending(r)}
                aria-label={`Delete review by ${r.user.email ?? r.user.name}`}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      {reviews.hasNextPage && (
        <button type="button" className="btn-secondary self-center" onClick={() => void reviews.fetchNextPage()} disabled={reviews.isFetchingNextPage}>
          {reviews.isFetchingNextPage ? 'Loading...' : 'Load more reviews'}
        </button>
      )}
      <ConfirmDialog
        open={pending !== null}
        title="Delete this review?"
        confirmLabel="Delete review"
        busy={del.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      >
        <p>
          The review by <strong className="break-all">{pending?.user.email ?? pending?.user.name}</strong> will be removed from the site. This cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
