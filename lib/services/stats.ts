import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { MOOD_VALUES, MOODS } from '@/lib/moods';

/**
 * The mood score (happy 5 ... angry 1, lib/moods.ts) of a mood column as SQL, generated from the
 * one mapping so SQL and UI never drift. `column` is a qualified name written in code (never user
 * input), and every other value is a constant, so sql.raw is safe.
 */
export function moodScoreSql(column: 'mood' | 'je.mood'): SQL {
  return sql.raw(`(case ${column} ${MOOD_VALUES.map((m) => `when '${m}' then ${MOODS[m].score}`).join(' ')} end)`);
}

/** A database average rounded to two decimals; null when there was nothing to average. */
export function round2(n: unknown): number | null {
  return n === null || n === undefined || Number.isNaN(Number(n)) ? null : Math.round(Number(n) * 100) / 100;
}
