import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';

export function ChartCard({ title, children, testId, description }: { title: string; children: ReactNode; testId?: string; description?: ReactNode }) {
  return (
    <section className="card flex min-w-0 flex-col gap-4" aria-label={title} data-testid={testId}>
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        {description && <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** `pulse`: false for a chart waiting to scroll into view, which may stay a while (a pulsing label's contrast dips). */
export function ChartSkeleton({ label = 'Loading chart...', pulse = true }: { label?: string; pulse?: boolean }) {
  return (
    <div
      className={`flex h-72 items-center justify-center rounded-xl bg-slate-100 text-sm dark:bg-slate-800/60 ${
        pulse ? 'animate-pulse text-slate-500 dark:text-slate-400' : 'text-slate-600 dark:text-slate-300'
      }`}
      role="status"
    >
      {label}
    </div>
  );
}

export function ChartMessage({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex h-72 flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-slate-300 px-4 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
      {children}
      {action}
    </div>
  );
}

export function ChartError({ onRetry }: { onRetry: () => void }) {
  return (
    <ChartMessage
      action={
        <button type="button" className="btn-secondary" onClick={onRetry}>
          Try again
        </button>
      }
    >
      <AlertTriangle className="h-6 w-6 text-amber-500" aria-hidden />
      <p>Failed to load analytics</p>
    </ChartMessage>
  );
}
