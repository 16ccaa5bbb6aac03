'use client';
import Link from 'next/link';
import { useActivities } from '@/lib/client-api/activities';

type Props = { value: string[]; onChange: (names: string[]) => void };

/**
 * The user's activities as toggle chips (issue 18): one tap (or Space/Enter) each, aria-pressed
 * for screen readers. Names an entry carries that are no longer in the list (removed or renamed
 * elsewhere) still show, so saving does not silently drop them.
 */
export function ActivityPicker({ value, onChange }: Props) {
  const { data, isPending, isError } = useActivities();
  const picked = new Set(value.map((n) => n.toLowerCase()));
  const known = data ?? [];
  const extra = value.filter((n) => !known.some((a) => a.name.toLowerCase() === n.toLowerCase())).map((name) => ({ id: `extra-${name}`, name, emoji: '' }));
  const toggle = (name: string) => onChange(picked.has(name.toLowerCase()) ? value.filter((n) => n.toLowerCase() !== name.toLowerCase()) : [...value, name]);
  return (
    <div>
      <span className="label" id="activities-label">
        What did you do? <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
      </span>
      {isPending ? (
        <div className="h-10 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800/60" role="status" aria-label="Loading activities" />
      ) : isError ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Activities could not be loaded.</p>
      ) : (
        <div role="group" aria-labelledby="activities-label" className="flex flex-wrap gap-2" data-testid="activity-picker">
          {[...known, ...extra].map((a) => {
            const on = picked.has(a.name.toLowerCase());
            return (
              <button
                key={a.id}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(a.name)}
                className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors ${
                  on
                    ? 'border-brand-500 bg-brand-50 text-brand-800 ring-2 ring-brand-500/40 dark:border-brand-400 dark:bg-brand-900/40 dark:text-brand-100'
                    : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800'
                }`}
              >
                {a.emoji && (
                  // A box as wide as a colour emoji: the chip keeps its width while the emoji font loads
                  // (a narrower fallback glyph first made the chips wrap onto one row less, then one more).
                  <span aria-hidden className="emoji inline-block min-w-[1.25em] text-center">
                    {a.emoji}
                  </span>
                )}
                {a.name}
              </button>
            );
          })}
          <Link href="/settings#activities" className="btn-ghost min-h-11 px-2 text-sm text-brand-700 dark:text-brand-300">
            Manage activities
          </Link>
        </div>
      )}
    </div>
  );
}
