import { dateTimeFormat } from '@/lib/time';
import { MOOD_VALUES, MOODS, type Mood } from '@/lib/moods';

// Pure helpers for the analytics screen (unit-tested).

/** 'YYYY-MM-DD' as a local calendar date (no time-zone shift: the server already grouped by the user's day). */
export function parseDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, (m ?? 1) - 1, d ?? 1);
}

export function formatDayShort(day: string, locale?: string): string {
  return dateTimeFormat(locale, { weekday: 'short', day: 'numeric' }).format(parseDay(day));
}

export function formatDayLong(day: string, locale?: string): string {
  return dateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric' }).format(parseDay(day));
}

/** The mood whose score is nearest to an average score (ties go to the happier mood). */
export function nearestMood(score: number): Mood {
  let best: Mood = 'neutral';
  let bestDistance = Infinity;
  for (const m of MOOD_VALUES) {
    const d = Math.abs(MOODS[m].score - score);
    if (d < bestDistance || (d === bestDistance && MOODS[m].score > MOODS[best].score)) {
      best = m;
      bestDistance = d;
    }
  }
  return best;
}

export function formatScore(score: number | null | undefined): string {
  return typeof score === 'number' && Number.isFinite(score) ? score.toFixed(1) : '–';
}

/** '+0.5', '-1.2', '±0.0'; null when there is nothing to compare with. */
export function formatChange(change: number | null | undefined): string | null {
  if (typeof change !== 'number' || !Number.isFinite(change)) return null;
  // Half away from zero, so a fall of 1.25 reads like a rise of 1.25 (Math.round alone rounds -1.25 to -1.2).
  const rounded = (Math.sign(change) * Math.round(Math.abs(change) * 10)) / 10;
  if (rounded === 0) return '±0.0';
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toFixed(1)}`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
