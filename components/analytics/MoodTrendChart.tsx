'use client';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MOODS } from '@/lib/moods';
import type { TrendPoint } from '@/lib/client-api/analytics';
import { formatDayLong, plural } from './format';
import { fillGaps, trendTicks } from './long-view';
import type MoodTrendRecharts from './MoodTrendRecharts';
import { TrendSketch } from './TrendSketch';

// Loaded with next/dynamic (ssr: false): it measures its box before drawing, as recharts did.

type Size = { width: number; height: number };

/**
 * `data`: the server's days with entries; `range` days ending `today` (the user's day) make the
 * axis, so a day without entries stays on it as a gap in the line.
 *
 * The first drawing is plain SVG (TrendSketch); recharts, whose code and first render were most of
 * a phone's work on this screen, loads when someone points at, touches or focuses the chart, which
 * is when its tooltip and arrow keys are wanted, and draws the same picture in its place.
 */
export default function MoodTrendChart({ data, range = 7, today }: { data: TrendPoint[]; range?: number; today: string }) {
  const days = fillGaps(data, range, today);
  const ticks = trendTicks(
    days.map((d) => d.date),
    range > 120 ? 6 : 7,
  );
  const written = days.filter((d) => d.score !== null);

  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  // Measured before the first paint, then on every resize, as recharts' ResponsiveContainer does.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const { width, height } = el.getBoundingClientRect();
      setSize((s) => (s && s.width === width && s.height === height ? s : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const [Recharts, setRecharts] = useState<typeof MoodTrendRecharts | null>(null);
  const refocus = useRef(false);
  const wake = (focused: boolean) => {
    if (Recharts) return;
    refocus.current ||= focused;
    void import('./MoodTrendRecharts').then((m) => setRecharts(() => m.default));
  };
  // Focus stays on the chart when recharts' surface replaces the plain one that had it.
  useEffect(() => {
    if (!Recharts || !refocus.current) return;
    refocus.current = false;
    const id = requestAnimationFrame(() => box.current?.querySelector<SVGElement>('svg.recharts-surface')?.focus());
    return () => cancelAnimationFrame(id);
  }, [Recharts]);

  return (
    <figure className="m-0">
      <div
        ref={box}
        className="h-72 w-full text-slate-500 dark:text-slate-400"
        data-testid="trend-chart"
        onPointerEnter={() => wake(false)}
        onTouchStart={() => wake(false)}
        onFocus={() => wake(true)}
      >
        {size && size.width > 0 && size.height > 0 ? (
          Recharts ? (
            <Recharts days={days} ticks={ticks} range={range} size={size} />
          ) : (
            <TrendSketch days={days} ticks={ticks} range={range} width={size.width} height={size.height} />
          )
        ) : null}
      </div>
      <figcaption className="sr-only">
        <p>
          {plural(written.length, 'day')} with entries out of the last {range}.
        </p>
        <ul>
          {/* Up to a month, every day is read out, gaps included; beyond, only the days written. */}
          {(range <= 31 ? days : written).map((p) => (
            <li key={p.date}>
              {formatDayLong(p.date)}: {p.mood && p.score !== null ? `${MOODS[p.mood].label}, score ${p.score.toFixed(1)}` : 'no entry'}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
