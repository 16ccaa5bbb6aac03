'use client';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useEmotionFrequency, useMoodSummary, useMoodTrends } from '@/lib/client-api/analytics';
import { toast } from '@/lib/client/toast';
import { ChartCard, ChartError, ChartMessage, ChartSkeleton } from './ChartStates';
import { MoodSummaryCard } from './MoodSummaryCard';
import { CorrelationsCard, CORRELATION_DAYS } from './CorrelationsCard';

// recharts is large: it loads only here, in the browser, after the page shell.
const MoodTrendChart = dynamic(() => import('./MoodTrendChart'), { ssr: false, loading: () => <ChartSkeleton /> });
const MoodFrequencyChart = dynamic(() => import('./MoodFrequencyChart'), { ssr: false, loading: () => <ChartSkeleton /> });

/** SPEC: the trend window is 7 days. */
export const TREND_DAYS = 7;

export function AnalyticsDashboard() {
  const trends = useMoodTrends(TREND_DAYS);
  const frequency = useEmotionFrequency();
  const summary = useMoodSummary(TREND_DAYS);

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

      <ChartCard title="This Week at a Glance" testId="summary-widget">
        {summary.isPending ? (
          <div className="h-24 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800/60" role="status" aria-label="Loading summary" />
        ) : summary.isError ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Failed to load analytics</p>
        ) : (
          <MoodSummaryCard summary={summary.data.data} />
        )}
      </ChartCard>

      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard title={`Mood Trend (Last ${TREND_DAYS} Days)`} testId="trend-card">
          {trends.isPending ? (
            <ChartSkeleton />
          ) : trends.isError ? (
            <ChartError onRetry={() => void trends.refetch()} />
          ) : trends.data.data.length === 0 ? (
            <ChartMessage action={writeLink}>
              <p>No mood trend data available</p>
            </ChartMessage>
          ) : (
            <MoodTrendChart data={trends.data.data} />
          )}
        </ChartCard>

        <ChartCard title="Mood Frequency" testId="frequency-card">
          {frequency.isPending ? (
            <ChartSkeleton />
          ) : frequency.isError ? (
            <ChartError onRetry={() => void frequency.refetch()} />
          ) : frequency.data.data.every((d) => d.count === 0) ? (
            <ChartMessage action={writeLink}>
              <p>No moods recorded yet</p>
            </ChartMessage>
          ) : (
            <MoodFrequencyChart data={frequency.data.data} />
          )}
        </ChartCard>
      </div>

      <ChartCard title={`Activities and Your Mood (Last ${CORRELATION_DAYS} Days)`} testId="correlations-card">
        <CorrelationsCard />
      </ChartCard>
    </div>
  );
}
