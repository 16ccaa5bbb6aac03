'use client';
import { Moon, Sun } from 'lucide-react';
import { useTheme } from 'next-themes';
import { useSyncExternalStore } from 'react';
import { switchTheme } from '@/lib/client/theme-switch';

const noop = () => () => {};

export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  // The theme is only known in the browser; render a stable button until then.
  const mounted = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const isDark = mounted && resolvedTheme === 'dark';
  const next = isDark ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={() => switchTheme(() => setTheme(next))}
      className="btn-ghost h-9 w-9 p-0"
      aria-label={mounted ? `Switch to ${next} theme` : 'Toggle theme'}
      title={mounted ? `Switch to ${next} theme` : 'Toggle theme'}
      data-testid="theme-toggle"
      data-theme-state={mounted ? resolvedTheme : undefined}
    >
      {isDark ? <Sun className="h-5 w-5" aria-hidden /> : <Moon className="h-5 w-5" aria-hidden />}
    </button>
  );
}
