'use client';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type TooltipValueType,
  type XAxisTickContentProps,
} from 'recharts';
import { MOODS } from '@/lib/moods';
import type { TrendPoint } from '@/lib/client-api/analytics';
import { formatDayLong, formatDayShort, plural } from './format';
import { fillGaps, monthShort, trendTicks, type GapPoint } from './long-view';

// Loaded with next/dynamic (ssr: false) so recharts only ships to this screen.

type DotProps = { cx?: number; cy?: number; payload?: GapPoint; index?: number };

function EmojiDot({ cx, cy, payload, index }: DotProps) {
  // A day without entries is a gap: no dot (recharts still calls this for it, with no y).
  if (cx === undefined || cy === undefined || !payload?.mood || payload.score === null) return <g key={`dot-${index}`} />;
  return (
    <g key={`dot-${payload.date}`} data-testid="trend-point">
      <circle cx={cx} cy={cy} r={15} className="fill-white stroke-brand-300 dark:fill-slate-900 dark:stroke-brand-700" strokeWidth={1.5} />
      <text x={cx} y={cy} textAnchor="middle" dominantBaseline="central" fontSize={17} className="emoji fill-slate-900 dark:fill-slate-100">
        {MOODS[payload.mood].emoji}
      </text>
    </g>
  );
}

/** Longer ranges: a small dot in the day's mood colour, as 30 to 365 emoji would cover each other. */
function ColourDot({ cx, cy, payload, index, r }: DotProps & { r: number }) {
  if (cx === undefined || cy === undefined || !payload?.mood || payload.score === null) return <g key={`dot-${index}`} />;
  return <circle key={`dot-${payload.date}`} data-testid="trend-point" cx={cx} cy={cy} r={r} fill={MOODS[payload.mood].color} />;
}

function TrendTooltip({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  const point = active ? (payload?.[0]?.payload as GapPoint | undefined) : undefined;
  if (!point) return null;
  if (!point.mood || point.score === null) {
    return (
      <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <p className="font-medium">{formatDayLong(point.date)}</p>
        <p className="text-slate-600 dark:text-slate-300">No entry</p>
      </div>
    );
  }
  const mood = MOODS[point.mood];
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900">
      <p className="font-medium">{formatDayLong(point.date)}</p>
      <p className="text-slate-600 dark:text-slate-300">
        <span className="emoji">{mood.emoji}</span> {mood.label} · score {point.score.toFixed(1)}
      </p>
      <p className="text-xs text-slate-500 dark:text-slate-400">{plural(point.entries, 'entry', 'entries')}</p>
    </div>
  );
}

type TickProps = Pick<XAxisTickContentProps, 'x' | 'y' | 'textAnchor' | 'verticalAnchor' | 'className' | 'index' | 'payload' | 'tickFormatter'>;

/**
 * An axis label as plain SVG text, placed as recharts' own <Text> places one line. <Text> measures
 * every word in the page (a forced layout each) to wrap long labels, which these short labels never
 * need: on a phone that measuring was a good part of the chart's first drawing.
 */
function PlainTick({ x, y, textAnchor, verticalAnchor, className, index, payload, tickFormatter }: TickProps) {
  const value = payload?.value;
  const label = tickFormatter ? tickFormatter(value, index) : String(value ?? '');
  const dy = verticalAnchor === 'start' ? '0.71em' : verticalAnchor === 'middle' ? '0.355em' : '0';
  return (
    <text x={x} y={y} textAnchor={textAnchor} fill="currentColor" fontSize={12} className={`recharts-text ${className ?? ''}`}>
      <tspan x={x} dy={dy}>
        {label}
      </tspan>
    </text>
  );
}

/** Axis labels: the weekday for a week, the day and month for a month or a quarter, the month for a year. */
function tickLabel(day: string, range: number): string {
  if (range <= 7) return formatDayShort(day);
  if (range > 120) return monthShort(day.slice(0, 7));
  return `${Number(day.slice(8, 10))} ${monthShort(day.slice(0, 7))}`;
}

/**
 * `data`: the server's days with entries; `range` days ending `today` (the user's day) make the
 * axis, so a day without entries stays on it as a gap in the line (connectNulls is off).
 */
export default function MoodTrendChart({ data, range = 7, today }: { data: TrendPoint[]; range?: number; today: string }) {
  const days = fillGaps(data, range, today);
  const ticks = trendTicks(
    days.map((d) => d.date),
    range > 120 ? 6 : 7,
  );
  const written = days.filter((d) => d.score !== null);
  const dotRadius = range <= 30 ? 4 : range <= 90 ? 3 : 2;
  return (
    <figure className="m-0">
      <div className="h-72 w-full text-slate-500 dark:text-slate-400" data-testid="trend-chart">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={days} margin={{ top: 20, right: 20, bottom: 4, left: -12 }}>
            <CartesianGrid stroke="currentColor" strokeOpacity={0.2} strokeDasharray="4 4" vertical={false} />
            <XAxis
              dataKey="date"
              ticks={ticks}
              interval={0}
              tickFormatter={(d: string) => tickLabel(d, range)}
              tick={PlainTick}
              stroke="currentColor"
              strokeOpacity={0.4}
              tickMargin={8}
              padding={range <= 7 ? { left: 20, right: 20 } : { left: 8, right: 8 }}
            />
            <YAxis
              domain={[0, 5]}
              ticks={[1, 2, 3, 4, 5]}
              allowDecimals={false}
              // Every tick, without measuring labels to see which fit (five always do).
              interval={0}
              tick={PlainTick}
              stroke="currentColor"
              strokeOpacity={0.4}
              width={40}
            />
            <Tooltip content={TrendTooltip} cursor={{ stroke: 'currentColor', strokeOpacity: 0.3 }} />
            <Line
              type="monotone"
              dataKey="score"
              stroke="#8b5cf6"
              strokeWidth={range <= 30 ? 3 : 2}
              // The specification's emoji per point on the week; coloured dots when there are many days.
              dot={range <= 7 ? EmojiDot : (p: DotProps) => <ColourDot {...p} r={dotRadius} />}
              activeDot={false}
              connectNulls={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
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
