import { describe, expect, it } from 'vitest';
import { isValidTimeZone } from '@/lib/time';
import { summaryQuerySchema, trendQuerySchema } from '@/lib/validation/analytics';
import { formatChange, formatScore, nearestMood, parseDay, plural } from '@/components/analytics/format';

describe('trend query', () => {
  it('defaults to 7 days in UTC', () => {
    expect(trendQuerySchema.parse({})).toEqual({ range: 7, tz: 'UTC' });
    expect(trendQuerySchema.parse({ range: '', tz: ' ' })).toEqual({ range: 7, tz: 'UTC' });
  });

  it('accepts 1 to 365 whole days', () => {
    expect(trendQuerySchema.parse({ range: '1' }).range).toBe(1);
    expect(trendQuerySchema.parse({ range: ' 365 ' }).range).toBe(365);
    for (const range of ['0', '366', '-3', '2.5', '1e2', 'seven', '0x10', '99999999999']) {
      const r = trendQuerySchema.safeParse({ range });
      expect(r.success, range).toBe(false);
      expect(r.error?.issues[0].path).toEqual(['range']);
    }
  });

  it('accepts IANA zone names only', () => {
    expect(trendQuerySchema.parse({ tz: 'America/New_York' }).tz).toBe('America/New_York');
    expect(summaryQuerySchema.parse({ tz: 'Asia/Kolkata', range: '30' })).toEqual({ tz: 'Asia/Kolkata', range: 30 });
    for (const tz of ['Mars/Olympus', '+05:00', 'GMT+25', 'a'.repeat(65), "UTC'--"]) {
      expect(isValidTimeZone(tz), tz).toBe(false);
      expect(trendQuerySchema.safeParse({ tz }).success, tz).toBe(false);
    }
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
  });
});

describe('analytics formatting', () => {
  it('reads YYYY-MM-DD as that calendar day wherever the browser is', () => {
    const d = parseDay('2025-03-09');
    expect([d.getFullYear(), d.getMonth(), d.getDate()]).toEqual([2025, 2, 9]);
  });

  it('names the mood nearest an average score, the happier one on a tie', () => {
    expect(nearestMood(5)).toBe('happy');
    expect(nearestMood(4.4)).toBe('relaxed');
    expect(nearestMood(3.5)).toBe('relaxed');
    expect(nearestMood(3)).toBe('neutral');
    expect(nearestMood(1.49)).toBe('angry');
    expect(nearestMood(2)).toBe('sad');
  });

  it('formats scores and changes', () => {
    expect(formatScore(3.456)).toBe('3.5');
    expect(formatScore(null)).toBe('–');
    expect(formatChange(0.44)).toBe('+0.4');
    expect(formatChange(-1.25)).toBe('−1.3');
    expect(formatChange(0.01)).toBe('±0.0');
    expect(formatChange(null)).toBeNull();
    expect(formatChange(Number.NaN)).toBeNull();
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(0, 'entry', 'entries')).toBe('0 entries');
  });
});
