import { MOODS, type Mood } from '@/lib/moods';

/** A mood's emoji and name on a tint of its chart colour (lib/moods.ts), the same in every view. */
export function MoodBadge({ mood }: { mood: Mood }) {
  const { color, emoji, label } = MOODS[mood];
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-medium text-slate-800 dark:text-slate-100"
      // The colour carries the mood at a glance; the text stays slate so contrast holds in both themes.
      style={{ borderColor: color, backgroundColor: `${color}22` }}
    >
      <span aria-hidden className="emoji">
        {emoji}
      </span>
      {label}
    </span>
  );
}
