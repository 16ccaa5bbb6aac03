import { Star } from 'lucide-react';

/**
 * A read-only row of five stars. `value` may be fractional (an average): it is drawn to the
 * nearest half star, and the label states the value itself, not the rounded drawing.
 */
export function Stars({ value, size = 'sm', label }: { value: number; size?: 'sm' | 'md'; label?: string }) {
  const cls = size === 'md' ? 'h-5 w-5' : 'h-4 w-4';
  const halves = Math.round(value * 2);
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={label ?? `Rated ${value} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = halves >= n * 2 ? 'full' : halves === n * 2 - 1 ? 'half' : 'none';
        return (
          <span key={n} className={`relative inline-block ${cls}`} data-fill={fill}>
            <Star aria-hidden className={`absolute inset-0 ${cls} fill-transparent text-slate-300 dark:text-slate-600`} />
            {fill !== 'none' && (
              <span className={`absolute inset-0 overflow-hidden ${fill === 'half' ? 'w-1/2' : 'w-full'}`}>
                <Star aria-hidden className={`${cls} fill-amber-400 text-amber-400`} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
