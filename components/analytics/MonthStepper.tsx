'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { monthName, shiftMonth } from './long-view';

/**
 * Previous / month name / next, shared by the month calendar and the month-in-review card so both
 * step months the same way. The title is a live region: stepping announces the new month.
 */
export function MonthStepper({
  month,
  current,
  oldest,
  onMonth,
  title,
  className = '',
}: {
  /** YYYY-MM shown */
  month: string;
  /** YYYY-MM of today: no stepping past it */
  current: string;
  /** YYYY-MM of the oldest month that may be shown, if any */
  oldest?: string;
  onMonth: (month: string) => void;
  /** renders the title element; it receives the month's name */
  title: (name: string) => ReactNode;
  className?: string;
}) {
  const previous = shiftMonth(month, -1);
  return (
    <div className={`flex items-center justify-between gap-2 ${className}`}>
      <button
        type="button"
        className="btn-secondary min-h-11 min-w-11 px-2"
        onClick={() => onMonth(previous)}
        disabled={oldest !== undefined && previous < oldest}
        aria-label="Previous month"
      >
        <ChevronLeft aria-hidden className="h-5 w-5" />
      </button>
      {title(monthName(month))}
      <button
        type="button"
        className="btn-secondary min-h-11 min-w-11 px-2"
        onClick={() => onMonth(shiftMonth(month, 1))}
        disabled={month >= current}
        aria-label="Next month"
      >
        <ChevronRight aria-hidden className="h-5 w-5" />
      </button>
    </div>
  );
}
