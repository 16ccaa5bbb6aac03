'use client';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useMonthReview, type MonthReview } from '@/lib/client-api/analytics';
import { useIdle } from '@/lib/client/idle';
import { MOODS, type Mood } from '@/lib/moods';
import { ChartError, ChartMessage } from './ChartStates';
import { formatScore, plural } from './format';
import { dayName, monthName } from './long-view';
import { MonthStepper } from './MonthStepper';

function Figure({ label, value, detail, testId }: { label: string; value: ReactNode; detail?: ReactNode; testId: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/50" data-testid={testId}>
      <p className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      {detail && <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{detail}</p>}
    </div>
  );
}

const moodName = (m: Mood | null) =>
  m ? (
    <>
      <span aria-hidden className="emoji">
        {MOODS[m].emoji}
      </span>{' '}
      {MOODS[m].label}
    </>
  ) : (
    '–'
  );

/** A day and its average mood, in words: 'Mon 3 March 2026 (4.5)'. */
const dayWithScore = (d: { date: string; score: number } | null) => (d ? `${dayName(d.date)} (${formatScore(d.score)})` : 'No entries');

function Review({ r }: { r: MonthReview }) {
  const prev = r.previous;
  // Comparisons are said in words ("vs 12 last month"), never by colour or an arrow alone.
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure testId="review-entries" label="Entries" value={r.entries} detail={`vs ${prev.entries} last month`} />
        <Figure testId="review-days" label="Days written" value={r.daysWritten} detail={`vs ${prev.daysWritten} last month`} />
        <Figure
          testId="review-average"
          label="Average mood"
          value={
            <>
              {formatScore(r.averageScore)}
              <span className="text-sm font-medium text-slate-600 dark:text-slate-400"> / 5</span>
            </>
          }
          detail={prev.averageScore === null ? 'no entries last month' : `vs ${formatScore(prev.averageScore)} last month`}
        />
        <Figure
          testId="review-top-mood"
          label="Most frequent mood"
          value={<span className="text-xl">{moodName(r.topMood)}</span>}
          detail={prev.topMood ? `vs ${MOODS[prev.topMood].label} last month` : 'no entries last month'}
        />
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <dl className="space-y-2 rounded-xl bg-slate-50 p-4 text-sm dark:bg-slate-800/50">
          <div data-testid="review-best">
            <dt className="font-medium">Best day</dt>
            <dd className="text-slate-700 dark:text-slate-300">{dayWithScore(r.bestDay)}</dd>
          </div>
          <div data-testid="review-worst">
            <dt className="font-medium">Hardest day</dt>
            <dd className="text-slate-700 dark:text-slate-300">{dayWithScore(r.worstDay)}</dd>
          </div>
        </dl>
        <div className="rounded-xl bg-slate-50 p-4 text-sm dark:bg-slate-800/50" data-testid="review-activities">
          <h3 className="font-medium">Top activities</h3>
          {r.topActivities.length ? (
            <ol className="mt-1 space-y-0.5 text-slate-700 dark:text-slate-300">
              {r.topActivities.map((a) => (
                <li key={a.activity}>
                  {a.emoji && (
                    <span aria-hidden className="emoji">
                      {a.emoji}{' '}
                    </span>
                  )}
                  {a.activity}: {plural(a.count, 'entry', 'entries')}
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-1 text-slate-700 dark:text-slate-300">No activities tagged this month.</p>
          )}
        </div>
      </div>
    </div>
  );
}

/** Issue 18, item 4: one month in figures, next to the month before; `month` is YYYY-MM. */
export function MonthReviewCard({ month, current, onMonth }: { month: string; current: string; onMonth: (m: string) => void }) {
  // Below the fold: asked once the page is idle, not while it hydrates.
  const q = useMonthReview(month, useIdle());
  const title = monthName(month);
  return (
    <div className="space-y-4">
      <MonthStepper
        month={month}
        current={current}
        onMonth={onMonth}
        title={(name) => (
          <h3 className="text-base font-semibold" aria-live="polite" data-testid="review-month">
            {name}
          </h3>
        )}
      />
      {q.isPending ? (
        <div className="h-48 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800/60" role="status" aria-label="Loading month in review" />
      ) : q.isError ? (
        <ChartError onRetry={() => void q.refetch()} />
      ) : q.data.data.entries === 0 ? (
        <ChartMessage
          action={
            <Link href="/journal" className="btn-primary">
              Write a journal entry
            </Link>
          }
        >
          <p>No entries in {title}</p>
          {q.data.data.previous.entries > 0 && <p>{plural(q.data.data.previous.entries, 'entry', 'entries')} the month before.</p>}
        </ChartMessage>
      ) : (
        <div className={q.isPlaceholderData ? 'opacity-60' : ''} aria-busy={q.isPlaceholderData}>
          <Review r={q.data.data} />
        </div>
      )}
    </div>
  );
}
