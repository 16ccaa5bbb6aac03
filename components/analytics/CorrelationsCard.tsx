'use client';
import Link from 'next/link';
import { useCorrelations, type ActivityCorrelation } from '@/lib/client-api/activities';
import { useIdle } from '@/lib/client/idle';
import { ChartError, ChartMessage, ChartSkeleton } from './ChartStates';
import { plural } from './format';

export const CORRELATION_DAYS = 90;
const SHOWN = 5;

const avg = (n: number) => n.toFixed(1);

function Row({ c }: { c: ActivityCorrelation }) {
  const up = c.diff > 0;
  return (
    <li className="rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800/50" data-testid="correlation-row">
      <p className="font-medium">
        {c.emoji && (
          <span aria-hidden className="emoji">
            {c.emoji}{' '}
          </span>
        )}
        {c.activity}{' '}
        <span className={up ? 'text-emerald-700 dark:text-emerald-300' : 'text-rose-700 dark:text-rose-300'}>
          ({up ? '+' : ''}
          {c.diff.toFixed(1)})
        </span>
      </p>
      <p className="text-slate-600 dark:text-slate-400">
        Your mood averages {avg(c.withAvg)} on days with {c.activity}, {avg(c.withoutAvg)} without ({plural(c.withDays, 'day')} vs {c.withoutDays}).
      </p>
    </li>
  );
}

/** Issue 18, item 2: which activities go with better or worse days, best and worst five. */
export function CorrelationsCard({ range = CORRELATION_DAYS }: { range?: number }) {
  // Below the fold: asked once the page is idle, not while it hydrates.
  const q = useCorrelations(range, useIdle());
  if (q.isPending) return <ChartSkeleton />;
  if (q.isError) return <ChartError onRetry={() => void q.refetch()} />;
  const data = q.data.data;
  if (!data.length) {
    return (
      <ChartMessage
        action={
          <Link href="/journal" className="btn-primary">
            Tag today&apos;s entry
          </Link>
        }
      >
        <p>Not enough data yet: an activity shows here once it has at least 5 days with it and 5 without in the last {range} days.</p>
      </ChartMessage>
    );
  }
  // Sorted best first by the server; the worst five are the end of the list, without repeating the best.
  const best = data.filter((c) => c.diff > 0).slice(0, SHOWN);
  const worst = data
    .filter((c) => c.diff < 0)
    .slice(-SHOWN)
    .reverse();
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">Better days</h3>
          {best.length ? (
            <ul className="space-y-2">
              {best.map((c) => (
                <Row key={c.activity} c={c} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">None yet.</p>
          )}
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">Harder days</h3>
          {worst.length ? (
            <ul className="space-y-2">
              {worst.map((c) => (
                <Row key={c.activity} c={c} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">None yet.</p>
          )}
        </div>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="correlation-caveat">
        These show what tends to happen on the same days, not what causes what: a good day may lead to exercise as much as exercise to a good day. Last {range}{' '}
        days, each day counted once.
      </p>
    </div>
  );
}
