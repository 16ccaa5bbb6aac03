import { dateTimeFormat } from '@/lib/time';
import { isMood, MOODS, type Mood } from '@/lib/moods';

// Pure helpers for the long view (issue 18, item 3): ranges, gap-filled trends, the year grid and
// the month grid. Days are 'YYYY-MM-DD' strings on the user's own calendar; arithmetic runs on UTC
// dates so a daylight-saving change never makes a day 23 or 25 hours long here.

/** The ranges the analytics switch offers, in days; 7 is the specification's screen. */
export const RANGES = [7, 30, 90, 365] as const;
export type Range = (typeof RANGES)[number];
export const DEFAULT_RANGE: Range = 7;

/** `?range=` as one of RANGES; anything else (missing, 14, 'abc') is the default. */
export function parseRange(value: string | null | undefined): Range {
  const n = Number(value);
  return (RANGES as readonly number[]).includes(n) ? (n as Range) : DEFAULT_RANGE;
}

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as YYYY-MM-DD (no 2026-02-30), else null. */
export function parseDayString(value: string | null | undefined): string | null {
  const m = DAY_RE.exec(value?.trim() ?? '');
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

const utc = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};
const fmt = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(day: string, n: number): string {
  const d = utc(day);
  d.setUTCDate(d.getUTCDate() + n);
  return fmt(d);
}

/** Whole days from `a` to `b` (positive when b is later). */
export function daysBetween(a: string, b: string): number {
  return Math.round((utc(b).getTime() - utc(a).getTime()) / 86_400_000);
}

/** 0 = Monday ... 6 = Sunday: weeks start on Monday, as in most calendars outside the US. */
export function weekdayIndex(day: string): number {
  return (utc(day).getUTCDay() + 6) % 7;
}

/** Today in `tz` as YYYY-MM-DD (the day the server counts as "today" for the same zone). */
export function todayIn(tz: string, now: Date = new Date()): string {
  try {
    // en-US, the locale dates on screen are written in at first, so a page loads one locale's data.
    const parts = dateTimeFormat('en-US', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  } catch {
    return fmt(now);
  }
}

export type GapPoint = { date: string; score: number | null; mood: Mood | null; entries: number };

/**
 * One point per calendar day of the last `range` days ending `today`, in order. Days without
 * entries carry a null score, so the line breaks there instead of joining Thursday to Saturday.
 */
export function fillGaps(points: { date: string; score: number; mood: string; entries: number }[], range: number, today: string): GapPoint[] {
  const byDay = new Map(points.map((p) => [p.date, p]));
  const out: GapPoint[] = [];
  for (let i = range - 1; i >= 0; i--) {
    const date = addDays(today, -i);
    const p = byDay.get(date);
    out.push(p ? { date, score: p.score, mood: isMood(p.mood) ? p.mood : 'neutral', entries: p.entries } : { date, score: null, mood: null, entries: 0 });
  }
  return out;
}

/**
 * Which days get a label on the trend's axis, so long ranges stay readable: every day for a week,
 * about `maxTicks` evenly spaced days (the newest always) for a month or a quarter, and the first
 * day of every month (or every other month when space is short) for a year.
 */
export function trendTicks(days: string[], maxTicks = 7): string[] {
  if (days.length <= maxTicks) return days;
  if (days.length > 120) {
    const firsts = days.filter((d) => d.endsWith('-01'));
    const step = Math.ceil(firsts.length / maxTicks);
    return firsts.filter((_, i) => (firsts.length - 1 - i) % step === 0);
  }
  const step = Math.ceil(days.length / maxTicks);
  return days.filter((_, i) => (days.length - 1 - i) % step === 0);
}

const MONTHS_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export const WEEKDAY_LABELS = WEEKDAYS_SHORT;

/** 'Mon 3 March 2026': a fixed English form, the same in every browser (the app's texts are English). */
export function dayName(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${WEEKDAYS_SHORT[weekdayIndex(day)]} ${d} ${MONTHS_LONG[m - 1]} ${y}`;
}

/** 'March 2026' for '2026-03'. */
export function monthName(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${MONTHS_LONG[m - 1]} ${y}`;
}

export const monthShort = (month: string) => MONTHS_LONG[Number(month.slice(5, 7)) - 1].slice(0, 3);

export type DayCell = { date: string; mood: Mood | null; count: number; score: number | null };

/** What a screen reader says for a day: 'Mon 3 March 2026: happy, 2 entries' or '...: no entry'. */
export function dayLabel(cell: Pick<DayCell, 'date' | 'mood' | 'count'>): string {
  if (!cell.mood || cell.count === 0) return `${dayName(cell.date)}: no entry`;
  return `${dayName(cell.date)}: ${MOODS[cell.mood].label.toLowerCase()}, ${cell.count} ${cell.count === 1 ? 'entry' : 'entries'}`;
}

type HeatmapDay = { date: string; mood: string; score: number; count: number };

function cellsByDay(data: HeatmapDay[]): Map<string, DayCell> {
  return new Map(data.map((d) => [d.date, { date: d.date, mood: isMood(d.mood) ? d.mood : null, count: d.count, score: d.score }]));
}

export type YearGrid = {
  first: string;
  last: string;
  /** columns[week][weekday]: a day of the range, or null before its first or after its last day. */
  columns: (DayCell | null)[][];
  /** The column where each month's first full week begins, for the labels above the grid. */
  months: { column: number; label: string }[];
};

/**
 * The year in pixels: `days` days ending `today`, one column per week (Monday on top), so a
 * week reads down and a weekday reads across.
 */
export function buildYearGrid(data: HeatmapDay[], today: string, days = 365): YearGrid {
  const byDay = cellsByDay(data);
  const first = addDays(today, -(days - 1));
  const start = addDays(first, -weekdayIndex(first));
  const weeks = Math.floor(daysBetween(start, today) / 7) + 1;
  const columns: (DayCell | null)[][] = [];
  const months: { column: number; label: string }[] = [];
  for (let w = 0; w < weeks; w++) {
    const col: (DayCell | null)[] = [];
    for (let r = 0; r < 7; r++) {
      const date = addDays(start, w * 7 + r);
      const inRange = date >= first && date <= today;
      col.push(inRange ? (byDay.get(date) ?? { date, mood: null, count: 0, score: null }) : null);
      // A month is labelled above the week that holds its 1st.
      if (inRange && date.endsWith('-01')) months.push({ column: w, label: monthShort(date.slice(0, 7)) });
    }
    columns.push(col);
  }
  return { first, last: today, columns, months };
}

/** 'YYYY-MM' of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return fmt(d).slice(0, 7);
}

/** `?month=` as YYYY-MM no later than `current`, else `current`. */
export function parseMonth(value: string | null | undefined, current: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12 || Number(m[1]) < 1970) return current;
  return value! > current ? current : value!;
}

/**
 * A month's calendar: weeks of 7 days from Monday, days outside the month as null, each day with
 * its mood when written.
 */
export function buildMonthGrid(month: string, data: HeatmapDay[]): (DayCell | null)[][] {
  const byDay = cellsByDay(data);
  const first = `${month}-01`;
  const length = daysBetween(first, `${shiftMonth(month, 1)}-01`);
  const weeks: (DayCell | null)[][] = [];
  let week: (DayCell | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let i = 0; i < length; i++) {
    const date = addDays(first, i);
    week.push(byDay.get(date) ?? { date, mood: null, count: 0, score: null });
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/** The heatmap range (days back from today) that reaches back to the start of `month`: at least a year, so screens share one query. */
export function rangeReaching(month: string, today: string): number {
  return Math.min(3650, Math.max(365, daysBetween(`${month}-01`, today) + 1));
}
