'use client';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useNearViewport } from '@/lib/client/use-near-viewport';
import { useEmotionFrequency, useMoodSummary, useMoodTrends } from '@/lib/client-api/analytics';
import { useTimeZone } from '@/lib/client/first-render';
import { toast } from '@/lib/client/toast';
import { ChartCard, ChartError, ChartMessage, ChartSkeleton } from './ChartStates';
import { MoodSummaryCard } from './MoodSummaryCard';
import { CorrelationsCard, CORRELATION_DAYS } from './CorrelationsCard';
import { DEFAULT_RANGE, monthOf, parseRange, todayIn, type Range } from './long-view';
import { MoodHeatmap } from './MoodHeatmap';
import { MonthReviewCard } from './MonthReviewCard';
import { RangeSwitch } from './RangeSwitch';

// recharts is large: it loads only here, in the browser, after the page shell.
const MoodTrendChart = dynamic(() => import('./MoodTrendChart'), { ssr: false, loading: () => <ChartSkeleton /> });
const MoodFrequencyChart = dynamic(() => import('./MoodFrequencyChart'), { ssr: false, loading: () => <ChartSkeleton /> });

/** SPEC: the trend window is 7 days (the default of the range switch). */
export const TREND_DAYS = DEFAULT_RANGE;

/**
 * No Suspense boundary around the screen, though it reads useSearchParams: the page renders per
 * request (the root layout reads the request), so nothing suspends, and React streams a large
 * boundary's content after the shell, revealed a moment later: a first paint without the screen,
 * then everything moving down.
 */
export function AnalyticsDashboard() {
  // Issue 18, item 3: the range lives in the address (?range=30), so a reload or a shared link keeps it.
  const range = parseRange(useSearchParams().get('range'));
  const setRange = (r: Range) => {
    const url = new URL(window.location.href);
    if (r === DEFAULT_RANGE) url.searchParams.delete('range');
    else url.searchParams.set('range', String(r));
    // Replaced, not pushed: trying ranges should not fill the Back button. Next follows the History API.
    window.history.replaceState(null, '', url);
  };
  const trends = useMoodTrends(range);
  // The default screen keeps the specification's all-time pie (and the key the server prefetches).
  const frequency = useEmotionFrequency(range === DEFAULT_RANGE ? undefined : range);
  const summary = useMoodSummary(range);
  // The user's today: the server's zone hint until hydration is over, then the browser's (first-render.ts).
  const today = todayIn(useTimeZone());
  const [month, setMonth] = useState(() => monthOf(today));
  // The pie sits beside the trend from 1024px, below it on phones: there its code and drawing wait
  // until it is about to scroll into view, with its placeholder at its size meanwhile.
  const frequencyBox = useRef<HTMLDivElement>(null);
  const frequencyNear = useNearViewport(frequencyBox);
  // Correlations need 5 days with and 5 without an activity, which a week cannot give: it keeps 90 days then.
  const correlationDays = range >= 30 ? range : CORRELATION_DAYS;

  // One toast however many of the three calls fail (SPEC 8: 'Failed to load analytics').
  const anyError = trends.isError || frequency.isError || summary.isError;
  const toasted = useRef(false);
  useEffect(() => {
    if (anyError && !toasted.current) {
      toasted.current = true;
      toast.error('Failed to load analytics');
    }
    if (!anyError) toasted.current = false;
  }, [anyError]);

  const writeLink = (
    <Link href="/journal" className="btn-primary">
      Write a journal entry
    </Link>
  );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Your Mood Analytics</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">How you have felt lately, from the moods you chose in your journal.</p>
      </header>

      <RangeSwitch value={range} onChange={setRange} />

      <ChartCard title={range === DEFAULT_RANGE ? 'This Week at a Glance' : `Last ${range} Days at a Glance`} testId="summary-widget">
        {summary.isPending ? (
          // The three figures' boxes, at their height, so the charts below do not jump when they arrive.
          <div className="grid gap-3 sm:grid-cols-3" role="status" aria-label="Loading summary">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-24 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800/60" />
            ))}
          </div>
        ) : summary.isError ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Failed to load analytics</p>
        ) : (
          <MoodSummaryCard summary={summary.data.data} />
        )}
      </ChartCard>

      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard title={`Mood Trend (Last ${range} Days)`} testId="trend-card">
          {trends.isPending ? (
            <ChartSkeleton />
          ) : trends.isError ? (
            <ChartError onRetry={() => void trends.refetch()} />
          ) : trends.data.data.length === 0 ? (
            <ChartMessage action={writeLink}>
              <p>No mood trend data available</p>
            </ChartMessage>
          ) : (
            <MoodTrendChart data={trends.data.data} range={range} today={today} />
          )}
        </ChartCard>

        <ChartCard
          title={range === DEFAULT_RANGE ? 'Mood Frequency' : `Mood Frequency (Last ${range} Days)`}
          // The specification's pie counts every entry; said here so it is not read as the week's.
          description={range === DEFAULT_RANGE ? 'All entries, since your first' : undefined}
          testId="frequency-card"
        >
          <div ref={frequencyBox}>
            {frequency.isPending ? (
              <ChartSkeleton />
            ) : frequency.isError ? (
              <ChartError onRetry={() => void frequency.refetch()} />
            ) : frequency.data.data.every((d) => d.count === 0) ? (
              <ChartMessage action={writeLink}>
                <p>{range === DEFAULT_RANGE ? 'No moods recorded yet' : 'No entries in this range'}</p>
              </ChartMessage>
            ) : frequencyNear ? (
              <MoodFrequencyChart data={frequency.data.data} />
            ) : (
              <ChartSkeleton pulse={false} />
            )}
          </div>
        </ChartCard>
      </div>

      <ChartCard title="Year in Pixels" description="Each square is a day, coloured by that day's mood." testId="heatmap-card">
        <MoodHeatmap />
      </ChartCard>

      <ChartCard title="Month in Review" testId="month-review-card">
        <MonthReviewCard month={month} current={monthOf(today)} onMonth={setMonth} />
      </ChartCard>

      <ChartCard title={`Activities and Your Mood (Last ${correlationDays} Days)`} testId="correlations-card">
        <CorrelationsCard range={correlationDays} />
      </ChartCard>
    </div>
  );
}
