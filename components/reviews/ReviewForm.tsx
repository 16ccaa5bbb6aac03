'use client';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useInvalidateReviews, useSubmitReview } from '@/lib/client-api/reviews';
import { REVIEW_COMMENT_MAX } from '@/lib/limits';
import { ratingCaption } from './format';
import { StarPicker } from './StarPicker';

/** SPEC: the thank-you panel stays exactly this long, then the form resets and the list refreshes. */
export const THANK_YOU_MS = 2000;

export function ReviewForm() {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [thanking, setThanking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const submit = useSubmitReview();
  const refreshList = useInvalidateReviews();
  const commentId = useId();
  const counterId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (rating === 0 || submit.isPending) return;
    submit.mutate(
      { rating, comment },
      {
        onSuccess: () => {
          setThanking(true);
          timer.current = setTimeout(() => {
            setThanking(false);
            setRating(0);
            setComment('');
            void refreshList();
          }, THANK_YOU_MS);
        },
        // SPEC 8: a failed submit is only logged; what the user wrote stays in the form.
        onError: (err) => console.error('Review submit failed:', err),
      },
    );
  }

  if (thanking) {
    return (
      <div className="card flex min-h-72 flex-col items-center justify-center gap-3 text-center" role="status" aria-live="polite" data-testid="review-thanks">
        <CheckCircle2 className="h-12 w-12 text-emerald-500" aria-hidden />
        <h3 className="text-2xl font-bold">Thank You!</h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">Your review helps others decide whether MoodJournal is for them.</p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} className="card flex flex-col gap-4" aria-labelledby="rate-heading" data-testid="review-form">
      <div>
        <h3 id="rate-heading" className="text-lg font-semibold">
          Rate your experience
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">One review per person: sending another replaces your earlier one.</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <StarPicker value={rating} onChange={setRating} disabled={submit.isPending} />
        <span className="min-h-6 text-sm font-medium text-amber-700 dark:text-amber-300" aria-live="polite" data-testid="rating-caption">
          {ratingCaption(rating)}
        </span>
      </div>
      <div>
        <label htmlFor={commentId} className="label">
          Your thoughts <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
        </label>
        <textarea
          id={commentId}
          className="input min-h-28 resize-y"
          rows={4}
          maxLength={REVIEW_COMMENT_MAX}
          placeholder="Share your thoughts about MoodJournal..."
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          aria-describedby={counterId}
          disabled={submit.isPending}
        />
        <p id={counterId} className="mt-1 text-right text-xs text-slate-500 dark:text-slate-400" data-testid="comment-counter">
          {comment.length}/{REVIEW_COMMENT_MAX}
        </p>
      </div>
      <button type="submit" className="btn-primary self-start" disabled={rating === 0 || submit.isPending}>
        {submit.isPending ? 'Submitting...' : 'Submit Review'}
      </button>
    </form>
  );
}
