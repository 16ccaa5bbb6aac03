'use client';
import { RANGES, type Range } from './long-view';

const LABELS: Record<Range, string> = { 7: '7 days', 30: '30 days', 90: '90 days', 365: '365 days' };

/**
 * The period the charts cover. Native radios, so Tab reaches the group once and the arrow keys
 * move the choice, as screen readers expect of a radio group; the inputs are hidden and their
 * labels drawn as one segmented control, which shows the focus ring instead.
 */
export function RangeSwitch({ value, onChange }: { value: Range; onChange: (r: Range) => void }) {
  return (
    <fieldset data-testid="range-switch" className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">Time range</legend>
      <div className="inline-flex rounded-xl border border-slate-300 bg-white p-1 dark:border-slate-700 dark:bg-slate-900">
        {RANGES.map((r) => (
          <label
            key={r}
            className="relative flex min-h-11 min-w-16 cursor-pointer items-center justify-center rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800 dark:has-[:checked]:bg-brand-600"
          >
            <input type="radio" name="analytics-range" value={r} checked={value === r} onChange={() => onChange(r)} className="sr-only" />
            {LABELS[r]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
