'use client';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps, type TooltipValueType } from 'recharts';
import { MOODS } from '@/lib/moods';
import type { TrendPoint } from '@/lib/client-api/analytics';
import { formatDayLong, formatDayShort, plural } from './format';

// Loaded with next/dynamic (ssr: false) so recharts only ships to this screen.

type DotProps = { cx?: number; cy?: number; payload?: TrendPoint; index?: number };

function EmojiDot({ cx, cy, payload, index }: DotProps) {
  if (cx === undefined || cy === undefined || !payload) return <g key={`dot-${index}`} />;
  return (
    <g key={`dot-${payload.date}`} data-testid="trend-point">
      <circle cx={cx} cy={cy} r={15} className="fill-white stroke-brand-300 dark:fill-slate-900 dark:stroke-brand-700" strokeWidth={1.5} />
      <text x={cx} y={cy} textAnchor="middle" dominantBaseline="central" fontSize={17} className="fill-slate-900 dark:fill-slate-100">
        {MOODS[payload.mood].emoji}
      </text>
    </g>
  );
}

function TrendTooltip({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  const point = active ? (payload?.[0]?.payload as TrendPoint | undefined) : undefined;
  if (!point) return null;
  const mood = MOODS[point.mood];
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900">
      <p className="font-medium">{formatDayLong(point.date)}</p>
      <p className="text-slate-600 dark:text-slate-300">
        {mood.emoji} {mood.label} · score {point.score.toFixed(1)}
      </p>
      <p className="text-xs text-slate-500 dark:text-slate-400">{plural(point.entries, 'entry', 'entries')}</p>
    </div>
  );
}

export default function MoodTrendChart({ data }: { data: TrendPoint[] }) {
  return (
    <figure className="m-0">
      <div className="h-72 w-full text-slate-500 dark:text-slate-400" data-testid="trend-chart">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 20, right: 20, bottom: 4, left: -12 }}>
            <CartesianGrid stroke="currentColor" strokeOpacity={0.2} strokeDasharray="4 4" vertical={false} />
            <XAxis
              dataKey="date"
              tickFormatter={(d: string) => formatDayShort(d)}
              tick={{ fill: 'currentColor', fontSize: 12 }}
              stroke="currentColor"
              strokeOpacity={0.4}
              tickMargin={8}
              padding={{ left: 20, right: 20 }}
            />
            <YAxis
              domain={[0, 5]}
              ticks={[1, 2, 3, 4, 5]}
              allowDecimals={false}
              tick={{ fill: 'currentColor', fontSize: 12 }}
              stroke="currentColor"
              strokeOpacity={0.4}
              width={40}
            />
            <Tooltip content={TrendTooltip} cursor={{ stroke: 'currentColor', strokeOpacity: 0.3 }} />
            <Line type="monotone" dataKey="score" stroke="#8b5cf6" strokeWidth={3} dot={EmojiDot} activeDot={false} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">
        <ul>
          {data.map((p) => (
            <li key={p.date}>
              {formatDayLong(p.date)}: {MOODS[p.mood].label}, score {p.score.toFixed(1)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
