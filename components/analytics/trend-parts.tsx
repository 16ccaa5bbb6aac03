import { MOODS } from '@/lib/moods';
import { formatDayShort } from './format';
import { monthShort, type GapPoint } from './long-view';

// Plain SVG pieces of the trend chart, shared by the first drawing (TrendSketch) and recharts'
// chart (MoodTrendRecharts), so both look the same and the swap between them is not seen.

export type DotProps = { cx?: number; cy?: number; payload?: GapPoint; index?: number };

export function EmojiDot({ cx, cy, payload, index }: DotProps) {
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
export function ColourDot({ cx, cy, payload, index, r }: DotProps & { r: number }) {
  if (cx === undefined || cy === undefined || !payload?.mood || payload.score === null) return <g key={`dot-${index}`} />;
  return <circle key={`dot-${payload.date}`} data-testid="trend-point" cx={cx} cy={cy} r={r} fill={MOODS[payload.mood].color} />;
}

export type PlainTickProps = {
  x?: number | string;
  y?: number | string;
  textAnchor?: 'start' | 'middle' | 'end' | 'inherit';
  verticalAnchor?: 'start' | 'middle' | 'end';
  className?: string;
  index?: number;
  payload?: { value?: unknown };
  tickFormatter?: (value: never, index: number) => string;
};

/**
 * An axis label as plain SVG text, placed as recharts' own <Text> places one line. <Text> measures
 * every word in the page (a forced layout each) to wrap long labels, which these short labels never
 * need: on a phone that measuring was a good part of the chart's first drawing.
 */
export function PlainTick({ x, y, textAnchor, verticalAnchor, className, index, payload, tickFormatter }: PlainTickProps) {
  const value = payload?.value;
  const label = tickFormatter ? tickFormatter(value as never, index ?? 0) : String(value ?? '');
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
export function tickLabel(day: string, range: number): string {
  if (range <= 7) return formatDayShort(day);
  if (range > 120) return monthShort(day.slice(0, 7));
  return `${Number(day.slice(8, 10))} ${monthShort(day.slice(0, 7))}`;
}

export const dotRadiusFor = (range: number) => (range <= 30 ? 4 : range <= 90 ? 3 : 2);
export const lineWidthFor = (range: number) => (range <= 30 ? 3 : 2);
