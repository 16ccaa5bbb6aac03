'use client';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps, type TooltipValueType } from 'recharts';
import { MOODS } from '@/lib/moods';
import { formatDayLong, plural } from './format';
import type { GapPoint } from './long-view';
import { TREND_LAYOUT } from './trend-geometry';
import { ColourDot, dotRadiusFor, EmojiDot, lineWidthFor, PlainTick, tickLabel, type DotProps } from './trend-parts';

// recharts is large, and drawing with it is a good part of a phone's work on this screen: it loads
// only once someone points at or focuses the chart (MoodTrendChart), for its tooltip and keys.

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

/**
 * `days`: every day of the range, a day without entries as a gap in the line (connectNulls is off);
 * `size`: the box's size as already measured, so the first render draws instead of measuring again.
 */
export default function MoodTrendRecharts({
  days,
  ticks,
  range,
  size,
}: {
  days: GapPoint[];
  ticks: string[];
  range: number;
  size: { width: number; height: number };
}) {
  const dotRadius = dotRadiusFor(range);
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={size}>
      <LineChart data={days} margin={TREND_LAYOUT.margin}>
        <CartesianGrid stroke="currentColor" strokeOpacity={0.2} strokeDasharray="4 4" vertical={false} />
        <XAxis
          dataKey="date"
          ticks={ticks}
          interval={0}
          tickFormatter={(d: string) => tickLabel(d, range)}
          tick={PlainTick}
          stroke="currentColor"
          strokeOpacity={0.4}
          tickMargin={TREND_LAYOUT.xTickMargin}
          padding={TREND_LAYOUT.xPadding(range)}
        />
        <YAxis
          domain={[0, TREND_LAYOUT.maxScore]}
          ticks={TREND_LAYOUT.yTicks}
          allowDecimals={false}
          // Every tick, without measuring labels to see which fit (five always do).
          interval={0}
          tick={PlainTick}
          stroke="currentColor"
          strokeOpacity={0.4}
          width={TREND_LAYOUT.yAxisWidth}
        />
        <Tooltip content={TrendTooltip} cursor={{ stroke: 'currentColor', strokeOpacity: 0.3 }} />
        <Line
          type="monotone"
          dataKey="score"
          stroke={TREND_LAYOUT.lineColour}
          strokeWidth={lineWidthFor(range)}
          // The specification's emoji per point on the week; coloured dots when there are many days.
          dot={range <= 7 ? EmojiDot : (p: DotProps) => <ColourDot {...p} r={dotRadius} />}
          activeDot={false}
          connectNulls={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
