'use client';
import { Lightbulb, Sparkles, TrendingUp } from 'lucide-react';
import { useWeeklyInsights } from '@/lib/client-api/insights';
import { useIdle } from '@/lib/client/idle';
import { MOODS } from '@/lib/moods';

export function WeeklyInsightsCard() {
  // Below the editor and the list: asked once the page is idle (it may wait on a model), not while it hydrates.
  const { data, isPending, isError } = useWeeklyInsights(useIdle());
  return (
    <section className="card @container space-y-4" aria-labelledby="weekly-insights-heading" data-testid="weekly-insights">
      <h2 id="weekly-insights-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Sparkles aria-hidden className="h-5 w-5 text-brand-600 dark:text-brand-400" />
        Your Weekly Insights
      </h2>
      {isPending ? (
        // Three boxes as the insights will fill them, so what is below does not jump when they arrive.
        <div className="grid gap-3 @xl:grid-cols-3" role="status" aria-label="Loading insights...">
          {['Motivation', 'Most felt emotion', 'Tip'].map((label) => (
            <div key={label} aria-hidden className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
              <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</p>
              <div className="space-y-1.5 py-0.5">
                <div className="h-3.5 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
                <div className="h-3.5 w-2/3 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
              </div>
            </div>
          ))}
        </div>
      ) : isError || !data ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">Insights are not available right now.</p>
      ) : (
        <dl className="grid gap-3 @xl:grid-cols-3">
          <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
            <dt className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">Motivation</dt>
            <dd className="text-sm">{data.motivation}</dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
            <dt className="mb-1 flex items-center gap-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
              <TrendingUp aria-hidden className="h-3.5 w-3.5" /> Most felt emotion
            </dt>
            <dd className="text-sm" data-testid="top-emotion">
              {data.topEmotion ? (
                <>
                  <span aria-hidden className="emoji">
                    {MOODS[data.topEmotion].emoji}
                  </span>{' '}
                  {MOODS[data.topEmotion].label}
                  <span className="text-slate-500 dark:text-slate-400">
                    {' '}
                    · {data.entryCount} {data.entryCount === 1 ? 'entry' : 'entries'} this week
                  </span>
                </>
              ) : (
                <span className="text-slate-500 dark:text-slate-400">No entries this week yet</span>
              )}
            </dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
            <dt className="mb-1 flex items-center gap-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
              <Lightbulb aria-hidden className="h-3.5 w-3.5" /> Tip
            </dt>
            <dd className="text-sm">{data.emotionTip}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
