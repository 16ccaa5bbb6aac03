'use client';
import { useTheme } from 'next-themes';
import { useSyncExternalStore } from 'react';
import { switchTheme } from '@/lib/client/theme-switch';

const OPTIONS = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'Match my device' },
];
const noop = () => () => {};
const STORAGE_KEY = 'theme';

export function ThemeSection() {
  const { theme, setTheme } = useTheme();
  const mounted = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const choose = (value: string) => {
    switchTheme(() => setTheme(value));
    // SPEC section 9: the saved theme is 'dark' or 'light'. Following the device means nothing is
    // saved, which is also how a first visit starts (SPEC section 4).
    if (value === 'system') {
      try {
        window.localStorage.removeItem(STORAGE_KEY);
      } catch {
        // Storage blocked: nothing was saved either.
      }
    }
  };
  return (
    <section className="card" aria-labelledby="theme-heading">
      <h2 id="theme-heading" className="mb-4 text-lg font-semibold">
        Theme
      </h2>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Theme</legend>
        {OPTIONS.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:has-[:checked]:bg-brand-900/40"
          >
            <input
              type="radio"
              name="theme"
              value={o.value}
              checked={mounted && theme === o.value}
              onChange={() => choose(o.value)}
              className="accent-brand-600"
            />
            {o.label}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
