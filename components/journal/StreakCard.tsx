'use client';
import { Flame, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useStreaks } from '@/lib/client-api/journal';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

function StreakStat({ icon, label, value, testId }: { icon: ReactNode; label: string; value: string; testId: string }) {
  return (
    <p className="flex items-center gap-2">
      {icon}
      <span>
        <span className="block text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</span>
        <span className="text-lg font-semibold" data-testid={testId}>
          {value}
        </span>
      </span>
    </p>
  );
}

/** The reason to come back tomorrow: the current run of days with an entry, and the best one. */
export function StreakCard() {
  const { data, isPending, isError } = useStreaks();
  if (isError) return null;
  return (
    <section className="card flex flex-wrap items-center gap-x-6 gap-y-3" aria-labelledby="streak-heading" data-testid="streaks">
      <h2 id="streak-heading" className="sr-only">
        Your streaks
      </h2>
      {isPending || !data ? (
        // The loaded card's shape, with placeholders: the list below must not jump when it arrives.
        <>
          <StreakStat
            icon={<Flame aria-hidden className="h-6 w-6 text-slate-300 dark:text-slate-600" />}
            label="Current streak"
            value="–"
            testId="current-streak-pending"
          />
          <StreakStat
            icon={<Trophy aria-hidden className="h-6 w-6 text-slate-300 dark:text-slate-600" />}
            label="Longest streak"
            value="–"
            testId="longest-streak-pending"
          />
          <p className="basis-full text-sm text-slate-500 sm:basis-auto dark:text-slate-400" role="status">
            Loading streaks...
          </p>
        </>
      ) : (
        <>
          <StreakStat
            icon={<Flame aria-hidden className={`h-6 w-6 ${data.current > 0 ? 'text-orange-500' : 'text-slate-400'}`} />}
            label="Current streak"
            value={days(data.current)}
            testId="current-streak"
          />
          <StreakStat
            icon={<Trophy aria-hidden className="h-6 w-6 text-amber-500" />}
            label="Longest streak"
            value={days(data.longest)}
            testId="longest-streak"
          />
          <p className="basis-full text-sm text-slate-600 sm:basis-auto dark:text-slate-300">
            {data.wroteToday
              ? 'You wrote today. See you tomorrow!'
              : data.current > 0
                ? 'Write today to keep your streak going.'
                : 'Write an entry today to start a streak.'}
          </p>
        </>
      )}
    </section>
  );
}
