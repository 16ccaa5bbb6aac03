'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useHeatmap, type HeatmapDay } from '@/lib/client-api/analytics';
import { useTimeZone } from '@/lib/client/first-render';
import { useIdle } from '@/lib/client/idle';
import { MOOD_VALUES, MOODS } from '@/lib/moods';
import { ChartError, ChartMessage } from './ChartStates';
import { plural } from './format';
import { addDays, buildYearGrid, dayLabel, todayIn, WEEKDAY_LABELS, type DayCell } from './long-view';

export const HEATMAP_DAYS = 365;

/** One column per week: a cell and the gap after it. */
const PITCH = 16;

/** Where a day's entries are listed: the journal filtered to that one day. */
export const dayEntriesHref = (date: string) => `/journal?from=${date}&to=${date}`;

export function MoodLegend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300" aria-label="Legend" data-testid="heatmap-legend">
      {MOOD_VALUES.map((m) => (
        <li key={m} className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block h-3 w-3 rounded-sm" style={{ backgroundColor: MOODS[m].color }} />
          {MOODS[m].label}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block h-3 w-3 rounded-sm bg-slate-200 dark:bg-slate-700" />
        No entry
      </li>
    </ul>
  );
}

function Grid({ data, today }: { data: HeatmapDay[]; today: string }) {
  const router = useRouter();
  const grid = useMemo(() => buildYearGrid(data, today, HEATMAP_DAYS), [data, today]);
  const byDate = useMemo(() => new Map(grid.columns.flat().flatMap((c) => (c ? [[c.date, c] as const] : []))), [grid]);
  // Roving tabindex: one cell is in the Tab order (today at first); the arrow keys move it.
  const [active, setActive] = useState(today);
  const activeDate = byDate.has(active) ? active : today;
  const root = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // Phones see a slice of the year: start at its end, where today is.
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, []);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const cell = root.current?.querySelector<HTMLElement>(`[data-date="${activeDate}"]`);
    cell?.focus();
    cell?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activeDate]);

  const open = (cell: DayCell) => {
    if (cell.count > 0) router.push(dayEntriesHref(cell.date));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>, cell: DayCell) => {
    // A column is a week, so up and down step a day and left and right a week, as drawn.
    const step: Record<string, number> = { ArrowUp: -1, ArrowDown: 1, ArrowLeft: -7, ArrowRight: 7 };
    let next: string | null = null;
    if (e.key in step) next = addDays(cell.date, step[e.key]);
    else if (e.key === 'Home') next = grid.first;
    else if (e.key === 'End') next = grid.last;
    else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open(cell);
      return;
    } else return;
    e.preventDefault();
    if (next < grid.first) next = grid.first;
    if (next > grid.last) next = grid.last;
    moved.current = true;
    setActive(next);
  };

  const activeCell = byDate.get(activeDate);
  const written = data.filter((d) => d.count > 0).length;
  const width = grid.columns.length * PITCH;

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="heatmap-summary">
        {plural(written, 'day')} written in the last {HEATMAP_DAYS}.
      </p>
      <div className="flex gap-2">
        {/* Weekday names for sighted readers; each cell's own name says its weekday. */}
        <div aria-hidden className="grid shrink-0 grid-rows-7 gap-1 pt-5 text-[11px] leading-3 text-slate-600 dark:text-slate-400">
          {WEEKDAY_LABELS.map((d, i) => (
            <span key={d} className="h-3">
              {i % 2 === 0 ? d : ''}
            </span>
          ))}
        </div>
        <div ref={scroller} className="min-w-0 overflow-x-auto pb-2">
          <div style={{ width }} className="relative">
            <div aria-hidden className="relative h-5 text-[11px] text-slate-600 dark:text-slate-400">
              {grid.months.map((m) => (
                <span key={`${m.column}-${m.label}`} className="absolute top-0" style={{ left: m.column * PITCH }}>
                  {m.label}
                </span>
              ))}
            </div>
            <div
              ref={root}
              role="grid"
              aria-label={`Mood by day, the last ${HEATMAP_DAYS} days`}
              aria-describedby="heatmap-help"
              className="flex flex-col gap-1"
              data-testid="heatmap-grid"
            >
              {WEEKDAY_LABELS.map((w, row) => (
                <div role="row" key={w} className="flex gap-1">
                  {grid.columns.map((col, c) => {
                    const cell = col[row];
                    if (!cell) return <div role="gridcell" key={c} className="h-3 w-3" />;
                    const label = dayLabel(cell);
                    return (
                      <div
                        role="gridcell"
                        key={c}
                        data-date={cell.date}
                        data-testid="heatmap-day"
                        tabIndex={cell.date === activeDate ? 0 : -1}
                        aria-label={label}
                        title={label}
                        onFocus={() => setActive(cell.date)}
                        onClick={() => {
                          setActive(cell.date);
                          open(cell);
                        }}
                        onKeyDown={(e) => onKeyDown(e, cell)}
                        className={`h-3 w-3 rounded-sm ${cell.mood ? 'cursor-pointer' : 'bg-slate-200 dark:bg-slate-700'} ${cell.date === today ? 'ring-1 ring-slate-900 ring-offset-1 dark:ring-white dark:ring-offset-slate-900' : ''}`}
                        style={cell.mood ? { backgroundColor: MOODS[cell.mood].color } : undefined}
                      />
                    );
                  })}
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
      {/* The day under the keyboard or the last tap, in words, for those who cannot hover. */}
      <p className="min-h-5 text-sm font-medium" data-testid="heatmap-active" aria-hidden>
        {activeCell ? dayLabel(activeCell) : ''}
      </p>
      <p id="heatmap-help" className="text-xs text-slate-600 dark:text-slate-400">
        Arrow keys move a day (up and down) or a week (left and right); Home and End go to the first and last day. Enter or a tap on a day with entries opens
        them.
      </p>
      <MoodLegend />
    </div>
  );
}

/** Issue 18, item 3: the year in pixels, one cell per day coloured by that day's mood. */
export function MoodHeatmap() {
  // Below the fold: asked once the page is idle, not while it hydrates.
  const q = useHeatmap(HEATMAP_DAYS, useIdle());
  // The year's 371 cells are drawn in a background render that React splits into short tasks
  // (a deferred value), so their arrival is not one long task on a phone; the placeholder stays
  // up meanwhile.
  const data = useDeferredValue(q.data);
  // The user's own today, the day the server ends the range on for the same zone.
  const today = todayIn(useTimeZone());
  if (q.isPending || (q.isSuccess && !data)) {
    return <div className="h-48 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800/60" role="status" aria-label="Loading calendar" />;
  }
  if (q.isError) return <ChartError onRetry={() => void q.refetch()} />;
  if (!data) return null;
  if (!data.data.some((d) => d.count > 0)) {
    return (
      <ChartMessage
        action={
          <Link href="/journal" className="btn-primary">
            Write a journal entry
          </Link>
        }
      >
        <p>No entries in this range</p>
      </ChartMessage>
    );
  }
  return <Grid data={data.data} today={today} />;
}
