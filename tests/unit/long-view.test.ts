import { describe, expect, it } from 'vitest';
import {
  addDays,
  buildMonthGrid,
  buildYearGrid,
  dayLabel,
  fillGaps,
  parseMonth,
  parseRange,
  rangeReaching,
  shiftMonth,
  todayIn,
  trendTicks,
  weekdayIndex,
} from '@/components/analytics/long-view';
import { filterSearch, parseFilterParams } from '@/components/journal/url-filters';

describe('range from the address', () => {
  it('keeps the four ranges and falls back to the specification’s 7', () => {
    expect([7, 30, 90, 365].map(String).map(parseRange)).toEqual([7, 30, 90, 365]);
    for (const v of [null, undefined, '', '14', 'abc', '30.5', '-7', '3650']) expect(parseRange(v)).toBe(7);
  });
});

describe('day arithmetic', () => {
  it('steps across months, leap days and a daylight-saving change without drifting', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    // Europe's clocks change on 2026-03-29; days stay whole days.
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(weekdayIndex('2026-03-02')).toBe(0); // a Monday
    expect(weekdayIndex('2026-03-08')).toBe(6); // a Sunday
  });

  it('reads today in the user’s zone, not the machine’s', () => {
    const now = new Date('2026-03-01T23:30:00Z');
    expect(todayIn('UTC', now)).toBe('2026-03-01');
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-03-02');
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-03-01');
  });
});

describe('trend gaps', () => {
  it('puts every day of the range on the axis, days without entries as null', () => {
    const points = [
      { date: '2026-03-05', score: 4, mood: 'relaxed', entries: 1 },
      { date: '2026-03-07', score: 2, mood: 'sad', entries: 2 },
    ];
    const days = fillGaps(points, 7, '2026-03-07');
    expect(days.map((d) => d.date)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
    expect(days.map((d) => d.score)).toEqual([null, null, null, null, 4, null, 2]);
    expect(days[6]).toEqual({ date: '2026-03-07', score: 2, mood: 'sad', entries: 2 });
    expect(days[5]).toEqual({ date: '2026-03-06', score: null, mood: null, entries: 0 });
  });

  it('labels every day of a week, about seven of a month, and month starts of a year', () => {
    const week = fillGaps([], 7, '2026-03-07').map((d) => d.date);
    expect(trendTicks(week)).toEqual(week);
    const month = fillGaps([], 30, '2026-03-30').map((d) => d.date);
    const monthTicks = trendTicks(month);
    expect(monthTicks.length).toBeLessThanOrEqual(7);
    expect(monthTicks.at(-1)).toBe('2026-03-30');
    const year = fillGaps([], 365, '2026-03-15').map((d) => d.date);
    const yearTicks = trendTicks(year, 6);
    expect(yearTicks.length).toBeLessThanOrEqual(6);
    expect(yearTicks.every((d) => d.endsWith('-01'))).toBe(true);
  });
});

describe('year in pixels', () => {
  const grid = buildYearGrid([{ date: '2026-03-02', mood: 'happy', score: 5, count: 2 }], '2026-03-04', 365);

  it('has one cell per day of the range, in week columns that start on Monday', () => {
    const cells = grid.columns.flat().filter((c) => c !== null);
    expect(cells).toHaveLength(365);
    expect(grid.first).toBe('2025-03-05');
    expect(grid.columns.every((col) => col.length === 7)).toBe(true);
    // The last column is this week: Monday 2 March 2026 on top, today (Wednesday) third, then nothing.
    const last = grid.columns.at(-1)!;
    expect(last.map((c) => c?.date ?? null)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', null, null, null, null]);
    expect(last[0]).toMatchObject({ mood: 'happy', count: 2 });
    expect(last[1]).toMatchObject({ mood: null, count: 0 });
  });

  it('labels each month above the week holding its 1st', () => {
    expect(grid.months.map((m) => m.label)).toEqual(['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar']);
    expect(grid.months.at(-1)!.column).toBe(grid.columns.length - 2);
  });

  it('names a day the way a screen reader should say it', () => {
    expect(dayLabel({ date: '2026-03-02', mood: 'happy', count: 2 })).toBe('Mon 2 March 2026: happy, 2 entries');
    expect(dayLabel({ date: '2026-03-03', mood: 'sad', count: 1 })).toBe('Tue 3 March 2026: sad, 1 entry');
    expect(dayLabel({ date: '2026-03-04', mood: null, count: 0 })).toBe('Wed 4 March 2026: no entry');
  });
});

describe('month calendar', () => {
  it('lays a month out in Monday-first weeks with blanks around it', () => {
    // February 2026 starts on a Sunday and has 28 days.
    const weeks = buildMonthGrid('2026-02', [{ date: '2026-02-14', mood: 'relaxed', score: 4, count: 1 }]);
    expect(weeks).toHaveLength(5);
    expect(weeks[0].map((c) => c?.date ?? null)).toEqual([null, null, null, null, null, null, '2026-02-01']);
    expect(weeks.at(-1)!.map((c) => c?.date ?? null)).toEqual(['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(28);
    expect(weeks.flat().find((c) => c?.date === '2026-02-14')).toMatchObject({ mood: 'relaxed', count: 1 });
  });

  it('moves between months and years, and reaches back far enough for an older month', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(rangeReaching('2026-03', '2026-03-10')).toBe(365);
    expect(rangeReaching('2024-01', '2026-03-10')).toBe(800);
    expect(rangeReaching('1990-01', '2026-03-10')).toBe(3650);
    expect(parseMonth('2026-02', '2026-03')).toBe('2026-02');
    for (const bad of ['2026-13', '2026-4', 'x', null, '2027-01']) expect(parseMonth(bad, '2026-03')).toBe('2026-03');
  });
});

describe('journal filters in the address', () => {
  it('reads the filters the list can use and drops the rest', () => {
    expect(parseFilterParams('q=%20walk%20&mood=Happy&from=2026-03-01&to=2026-03-02', '2026-03-10')).toEqual({
      q: 'walk',
      mood: 'happy',
      from: '2026-03-01',
      to: '2026-03-02',
    });
    expect(parseFilterParams('mood=grumpy&from=2026-02-30&to=2027-01-01&q=' + 'a'.repeat(201), '2026-03-10')).toEqual({ q: '', mood: '', from: '', to: '' });
    expect(parseFilterParams('from=1969-12-31&to=03/01/2026')).toEqual({ q: '', mood: '', from: '', to: '' });
    expect(parseFilterParams('')).toEqual({ q: '', mood: '', from: '', to: '' });
  });

  it('writes them back in a fixed order, without empty keys', () => {
    expect(filterSearch({ to: '2026-03-02', q: 'lake day', mood: '', from: '2026-03-01' })).toBe('q=lake+day&from=2026-03-01&to=2026-03-02');
    expect(filterSearch({})).toBe('');
    const round = parseFilterParams(filterSearch({ q: 'a&b=c', mood: 'sad' }));
    expect(round).toEqual({ q: 'a&b=c', mood: 'sad', from: '', to: '' });
  });
});
