'use client';
import { CalendarCheck, Flame, TrendingDown, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MoodSummary } from '@/lib/client-api/analytics';
import { MOODS, UNKNOWN_MOOD_EMOJI } from '@/lib/moods';
import { formatChange, formatScore, nearestMood, plural } from './format';

function Stat({ icon, label, value, detail, testId }: { icon: ReactNode; label: string; value: ReactNode; detail: ReactNode; testId: string }) {
  return (
    <div className="flex min-w-0 items-start gap-3 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/50" data-testid={testId}>
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-600 shadow-sm dark:bg-slate-900 dark:text-brand-300">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</p>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">{detail}</p>
      </div>
    </div>
  );
}

/** The third widget: what the period looked like, and whether it is better than the one before. */
export function MoodSummaryCard({ summary }: { summary: MoodSummary }) {
  const { range, entries, activeDays, currentStreak, averageScore, averageChange } = summary;
  const mood = averageScore !== null ? MOODS[nearestMood(averageScore)] : null;
  const change = formatChange(averageChange);
  const up = (averageChange ?? 0) > 0;
  const down = (averageChange ?? 0) < 0;
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Stat
        testId="summary-entries"
        icon={<CalendarCheck className="h-5 w-5" aria-hidden />}
        label="Entries written"
        value={entries}
        detail={`on ${activeDays} of the last ${plural(range, 'day')}`}
      />
      <Stat
        testId="summary-streak"
        icon={<Flame className="h-5 w-5" aria-hidden />}
        label="Current streak"
        value={plural(currentStreak, 'day')}
        detail={currentStreak > 0 ? 'in a row with an entry' : 'write today to start one'}
      />
      <Stat
        testId="summary-average"
        icon={
          <span aria-hidden className="emoji text-xl">
            {mood?.emoji ?? UNKNOWN_MOOD_EMOJI}
          </span>
        }
        label="Average mood"
        value={
          <>
            {formatScore(averageScore)}
            <span className="text-sm font-medium text-slate-500 dark:text-slate-400"> / 5</span>
          </>
        }
        detail={
          change === null ? (
            averageScore === null ? (
              'no entries in this period'
            ) : (
              'nothing earlier to compare with'
            )
          ) : (
            <span className={`inline-flex items-center gap-1 ${up ? 'text-emerald-700 dark:text-emerald-400' : down ? 'text-red-700 dark:text-red-400' : ''}`}>
              {up && <TrendingUp className="h-3.5 w-3.5" aria-hidden />}
              {down && <TrendingDown className="h-3.5 w-3.5" aria-hidden />}
              {change} vs the previous {plural(range, 'day')}
            </span>
          )
        }
      />
    </div>
  );
}
