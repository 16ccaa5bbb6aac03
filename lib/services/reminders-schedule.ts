// When a reminder or recap is due, as pure functions of the settings and the current instant.
// Everything is worked out on the user's wall clock: "20:00 on weekdays" stays 20:00 across a
// daylight-saving change, and each email is keyed by the local date it belongs to, so a day can
// produce at most one (the reminder_sends row) and no day is passed over.
import 'server-only';
import { wallClock, zonedTimeToUtc } from '@/lib/time';

export type ReminderKind = 'reminder' | 'recap';

/** The weekly recap goes out on Sunday at 18:00, local time. */
export const RECAP_WEEKDAY = 7;
export const RECAP_MINUTE = 18 * 60;

/**
 * How long after its time an email may still go out. Longer than the cron interval (15 min) plus
 * the three retries, and short enough that a reminder switched on in the evening for a morning
 * time does not arrive at once.
 */
export const DUE_WINDOW_MS = 3 * 60 * 60 * 1000;

export type LocalNow = { date: string; year: number; month: number; day: number; weekday: number; minute: number };

/** The wall clock in `tz` at `now`: local date, ISO weekday (1 Monday) and minute of the day. */
export function localNow(now: Date, tz: string): LocalNow {
  const { year, month, day, weekday, hour, minute } = wallClock(now, tz);
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { date, year, month, day, weekday, minute: hour * 60 + minute };
}

export type Occurrence = { kind: ReminderKind; localDate: string; dueAt: Date };

/**
 * Today's (local) occurrence when it is due at `now`: the day is one of `weekdays` (bit set, bit 0
 * Monday), the wall clock there has reached the time, and less than DUE_WINDOW_MS has passed since
 * it. Reading the wall clock (not a precomputed instant) is what makes daylight-saving changes
 * safe: a time skipped by a spring-forward change is reached the moment the clock jumps past it,
 * and a time shown twice in autumn is met twice on the same local date, which the local-date key
 * turns into one email.
 */
export function dueOccurrence(kind: ReminderKind, weekdays: number, minuteOfDay: number, tz: string, now: Date): Occurrence | null {
  const local = localNow(now, tz);
  if (!(weekdays & (1 << (local.weekday - 1)))) return null;
  if (local.minute < minuteOfDay) return null;
  const dueAt = zonedTimeToUtc(local.year, local.month, local.day, Math.floor(minuteOfDay / 60), minuteOfDay % 60, tz);
  if (now.getTime() - dueAt.getTime() >= DUE_WINDOW_MS) return null;
  return { kind, localDate: local.date, dueAt };
}

/** The instant local midnight begins `localDate` in `tz` (start of "today" for the written check). */
export function localDayStart(localDate: string, tz: string): Date {
  const [y, m, d] = localDate.split('-').map(Number);
  return zonedTimeToUtc(y, m, d, 0, 0, tz);
}

/** Bit set of ISO weekdays <-> list (1 Monday ... 7 Sunday). */
export function daysToBits(days: readonly number[]): number {
  return days.reduce((bits, d) => bits | (1 << (d - 1)), 0);
}

export function bitsToDays(bits: number): number[] {
  return [1, 2, 3, 4, 5, 6, 7].filter((d) => bits & (1 << (d - 1)));
}

export function minuteToTime(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

export function timeToMinute(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}
