'use client';
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, type TooltipContentProps, type TooltipValueType } from 'recharts';
import { MOODS } from '@/lib/moods';
import type { FrequencyItem } from '@/lib/client-api/analytics';
import { plural } from './format';

// Loaded with next/dynamic (ssr: false) so recharts only ships to this screen.

type Slice = FrequencyItem & { label: string; color: string };

function FrequencyTooltip({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  const slice = active ? (payload?.[0]?.payload as Slice | undefined) : undefined;
  if (!slice) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900">
      <p className="font-medium">
        <span className="emoji">{MOODS[slice.emotion].emoji}</span> {slice.label}
      </p>
      <p className="text-slate-600 dark:text-slate-300">{plural(slice.count, 'entry', 'entries')}</p>
    </div>
  );
}

export default function MoodFrequencyChart({ data }: { data: FrequencyItem[] }) {
  // Zero slices draw nothing but would still clutter the legend with empty moods; they are listed below instead.
  const slices: Slice[] = data
    .filter((d) => d.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((d) => ({ ...d, label: MOODS[d.emotion].label, color: MOODS[d.emotion].color }));
  const total = data.reduce((n, d) => n + d.count, 0);
  return (
    <figure className="m-0">
      <div className="h-72 w-full text-slate-700 dark:text-slate-200" data-testid="frequency-chart">
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie
              data={slices}
              dataKey="count"
              nameKey="label"
              innerRadius="45%"
              outerRadius="75%"
              paddingAngle={slices.length > 1 ? 2 : 0}
              stroke="none"
              isAnimationActive={false}
            >
              {slices.map((s) => (
                <Cell key={s.emotion} fill={s.color} />
              ))}
            </Pie>
            <Tooltip content={FrequencyTooltip} />
            <Legend
              verticalAlign="bottom"
              iconType="circle"
              // Keep the slices' order (most felt first) instead of sorting by name.
              itemSorter={null}
              formatter={(value: string, entry) => {
                const s = entry.payload as unknown as Slice | undefined;
                return (
                  <span className="text-sm text-slate-700 dark:text-slate-200">
                    {value} ({s?.count ?? 0})
                  </span>
                );
              }}
            />
          </PieChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">
        {plural(total, 'entry', 'entries')} in all: {data.map((d) => `${MOODS[d.emotion].label} ${d.count}`).join(', ')}
      </figcaption>
    </figure>
  );
}
