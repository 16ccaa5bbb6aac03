'use client';
import { MOOD_VALUES, MOODS, type Mood } from '@/lib/moods';

type Props = { value: Mood | null; onChange: (m: Mood) => void; disabled?: boolean; labelledBy?: string };

export function MoodPicker({ value, onChange, disabled, labelledBy }: Props) {
  return (
    <div role="group" aria-label={labelledBy ? undefined : 'Mood'} aria-labelledby={labelledBy} className="grid grid-cols-5 gap-2">
      {MOOD_VALUES.map((m) => {
        const selected = value === m;
        return (
          <button
            key={m}
            type="button"
            aria-pressed={selected}
            disabled={disabled}
            onClick={() => onChange(m)}
            className={`flex flex-col items-center gap-1 rounded-xl border px-1 py-2 text-xs font-medium transition-colors disabled:opacity-50 sm:text-sm ${
              selected
                ? 'border-brand-500 bg-brand-50 text-brand-800 ring-2 ring-brand-500/40 dark:border-brand-400 dark:bg-brand-900/40 dark:text-brand-100'
                : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800'
            }`}
          >
            <span aria-hidden className="emoji text-xl leading-none sm:text-2xl">
              {MOODS[m].emoji}
            </span>
            {MOODS[m].label}
          </button>
        );
      })}
    </div>
  );
}
