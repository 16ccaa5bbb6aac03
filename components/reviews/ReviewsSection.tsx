'use client';
import { LogIn } from 'lucide-react';
import { IntentLink } from '@/components/layout/IntentLink';
import { useIsLoggedIn } from '@/lib/client/auth-store';
import { useIdle } from '@/lib/client/idle';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';

/** Home page: the rating form (or a login prompt for visitors) beside the public review list. */
export function ReviewsSection() {
  const isLoggedIn = useIsLoggedIn();
  // The form (or the login prompt) waits for the browser's first idle moment: on a phone it is
  // below the fold, and mounting it right after hydration made that task longer.
  const idle = useIdle();
  return (
    <section aria-labelledby="reviews-heading" className="mx-auto max-w-6xl px-4 pb-16">
      <h2 id="reviews-heading" className="mb-2 text-center text-2xl font-bold sm:text-3xl">
        Reviews
      </h2>
      <p className="mb-8 text-center text-slate-600 dark:text-slate-400">Honest words from people who use MoodJournal.</p>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {!idle ? (
          <div className="card min-h-72" aria-hidden />
        ) : isLoggedIn ? (
          <ReviewForm />
        ) : (
          <div className="card flex flex-col items-start gap-3" data-testid="review-login-prompt">
            <h3 className="text-lg font-semibold">Share your experience</h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">Log in to rate MoodJournal and leave a few words for others.</p>
            <IntentLink href="/login" className="btn-primary">
              <LogIn className="h-4 w-4" aria-hidden />
              Log in to leave a review
            </IntentLink>
          </div>
        )}
        <ReviewList />
      </div>
    </section>
  );
}
