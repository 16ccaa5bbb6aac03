'use client';
import { CalendarDays, ChevronDown } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, buildMonthGrid, dayLabel, monthOf, rangeReaching, shiftMonth, todayIn, WEEKDAY_LABELS } from '@/components/analytics/long-view';
import { MonthStepper } from '@/components/analytics/MonthStepper';
import { useHeatmap } from '@/lib/client-api/analytics';
import { useTimeZone } from '@/lib/client/first-render';
import { MOODS } from '@/lib/moods';

/** The oldest month the heatmap call can reach (3650 days back). */
const OLDEST_DAYS = 3650;

type Props = {
  /** The day the list is filtered to, when it is one day (from = to). */
  selected: string | null;
  onSelect: (day: string) => void;
};

/**
 * Issue 18, item 3: the month on /journal, each written day tinted with its mood. A day opens that
 * day's entries in the list beside it (the URL filters ?from=&to=). A grid with one day in the Tab
 * order: the arrow keys move by day and week, PageUp/PageDown by month, Home/End to the week's ends.
 * Folded on phones, where it would push the list down.
 */
export function MonthCalendar({ selected, onSelect }: Props) {
  const today = todayIn(useTimeZone());
  const [month, setMonth] = useState(() => (selected ? monthOf(selected) : monthOf(today)));
  const [focusDay, setFocusDay] = useState(() => selected ?? today);
  const [open, setOpen] = useState(false);
  const moved = useRef(false);
  const grid = useRef<HTMLDivElement>(null);

  // A day picked elsewhere (the heatmap's link, Back) brings its month into view.
  const [seenSelected, setSeenSelected] = useState(selected);
  if (selected !== seenSelected) {
    setSeenSelected(selected);
    if (selected) {
      setMonth(monthOf(selected));
      setFocusDay(selected);
    }
  }

  const range = rangeReaching(month, today);
  const q = useHeatmap(range);
  const weeks = useMemo(() => buildMonthGrid(month, q.data?.data ?? []), [month, q.data]);
  const oldest = monthOf(addDays(today, -(OLDEST_DAYS - 1)));
  const current = monthOf(today);
  const days = weeks.flat().filter((c) => c !== null);
  // The day in the Tab order: the focused one if it is in this month, else the picked day, today or the 1st.
  const tabDay = [focusDay, selected, today, `${month}-01`].find((d) => d && monthOf(d) === month) as string;

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${tabDay}"]`)?.focus();
  }, [tabDay]);

  const goMonth = (m: string) => {
    if (m < oldest || m > current) return;
    setMonth(m);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    let next: string;
    if (e.key in steps) next = addDays(day, steps[e.key]);
    else if (e.key === 'Home') next = addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
    else if (e.key === 'End') next = addDays(day, 6 - ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
    else if (e.key === 'PageUp' || e.key === 'PageDown') {
      const m = shiftMonth(monthOf(day), e.key === 'PageUp' ? -1 : 1);
      const d = Math.min(Number(day.slice(8, 10)), buildMonthGrid(m, []).flat().filter(Boolean).length);
      next = `${m}-${String(d).padStart(2, '0')}`;
    } else return;
    e.preventDefault();
    if (next > today) next = today;
    if (monthOf(next) < oldest) return;
    moved.current = true;
    setFocusDay(next);
    setMonth(monthOf(next));
  };

  return (
    <section className="card mb-6" aria-labelledby="calendar-heading" data-testid="month-calendar">
      <h2 id="calendar-heading" className="sr-only md:not-sr-only md:mb-3 md:text-lg md:font-semibold">
        Calendar
      </h2>
      {/* Phones: folded behind a button so the entries stay near the top. */}
      <button type="button" className="btn-ghost min-h-11 w-full justify-between md:hidden" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <span className="inline-flex items-center gap-2">
          <CalendarDays aria-hidden className="h-4 w-4" />
          {open ? 'Hide calendar' : 'Show calendar'}
        </span>
        <ChevronDown aria-hidden className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div className={open ? 'max-md:mt-3' : 'max-md:hidden'}>
        <MonthStepper
          className="mb-2"
          month={month}
          current={current}
          oldest={oldest}
          onMonth={goMonth}
          title={(name) => (
            <p className="font-medium" aria-live="polite" id="calendar-month" data-testid="calendar-month">
              {name}
            </p>
          )}
        />
        {q.isError ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-3 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
            <p>The calendar could not load.</p>
            <button type="button" className="btn-secondary mt-2 min-h-11" onClick={() => void q.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <div
            ref={grid}
            role="grid"
            aria-labelledby="calendar-month"
            aria-busy={q.isPending || q.isPlaceholderData}
            className={q.isPending ? 'animate-pulse' : ''}
            data-testid="calendar-grid"
          >
            <div role="row" className="grid grid-cols-7 gap-1">
              {WEEKDAY_LABELS.map((w) => (
                <div role="columnheader" key={w} className="py-1 text-center text-xs font-medium text-slate-600 dark:text-slate-400">
                  <abbr title={w} className="no-underline">
                    {w.slice(0, 2)}
                  </abbr>
                </div>
              ))}
            </div>
            {weeks.map((week, i) => (
              <div role="row" key={i} className="mt-1 grid grid-cols-7 gap-1">
                {week.map((cell, j) => {
                  if (!cell) return <div role="gridcell" key={j} />;
                  const isToday = cell.date === today;
                  const isSelected = cell.date === selected;
                  const future = cell.date > today;
                  const color = cell.mood ? MOODS[cell.mood].color : null;
                  return (
                    <div role="gridcell" key={j} aria-selected={isSelected}>
                      <button
                        type="button"
                        data-date={cell.date}
                        data-testid="calendar-day"
                        tabIndex={cell.date === tabDay ? 0 : -1}
                        disabled={future}
                        aria-label={`${dayLabel(cell)}${isToday ? ', today' : ''}`}
                        aria-pressed={isSelected}
                        onClick={() => {
                          setFocusDay(cell.date);
                          onSelect(cell.date);
                        }}
                        onFocus={() => setFocusDay(cell.date)}
                        onKeyDown={(e) => onKeyDown(e, cell.date)}
                        // Tinted by the mood with the number in the text colour (a full mood colour
                        // behind dark text falls under 4.5:1 for some moods); the border is the mood itself.
                        style={color ? { backgroundColor: `color-mix(in srgb, ${color} 28%, transparent)`, borderColor: color } : undefined}
                        className={`flex h-10 w-full items-center justify-center rounded-lg border-2 text-sm tabular-nums disabled:cursor-default disabled:text-slate-500 dark:disabled:text-slate-500 ${
                          color ? 'font-semibold' : 'border-transparent hover:bg-slate-100 dark:hover:bg-slate-800'
                        } ${isToday ? 'underline decoration-2 underline-offset-4' : ''} ${isSelected ? 'ring-2 ring-brand-600 ring-offset-2 dark:ring-brand-300 dark:ring-offset-slate-900' : ''}`}
                      >
                        {Number(cell.date.slice(8, 10))}
                      </button>
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        )}
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          {days.filter((d) => d.count > 0).length} of {days.filter((d) => d.date <= today).length} days written. Pick a day to see its entries; pick it again
          for all.
        </p>
      </div>
    </section>
  );
}
