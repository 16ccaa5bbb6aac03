import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_SKEW_MS, MAX_YEAR, MIN_YEAR, boundedIsoDate } from '@/lib/validation/timestamps';
import { chatHistoryQuerySchema } from '@/lib/validation/chat';

afterEach(() => vi.useRealTimers());

describe('boundedIsoDate', () => {
  it('accepts ISO timestamps with an offset from 1970 to 2100, and keeps the text as sent', () => {
    const schema = boundedIsoDate();
    for (const s of ['1970-01-01T00:00:00Z', '2024-03-01T09:00:00.000Z', '2024-03-01T09:00:00+05:30', '2100-12-31T23:59:59.999Z']) {
      expect(schema.parse(s), s).toBe(s);
    }
    expect([MIN_YEAR, MAX_YEAR]).toEqual([1970, 2100]);
  });

  it('refuses years PostgreSQL or JavaScript cannot round-trip, judged on the instant (offset applied)', () => {
    const schema = boundedIsoDate();
    for (const s of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '1969-12-31T23:59:59.999Z',
      '1970-01-01T00:00:00+01:00', // 1969 in UTC
      '2101-01-01T00:00:00Z',
      '2100-12-31T23:00:00-14:00', // 2101 in UTC
      '9999-12-31T23:59:59-14:00',
      '9999-12-31T23:59:59Z',
    ]) {
      expect(schema.safeParse(s).success, s).toBe(false);
    }
  });

  it('still refuses what is not an ISO timestamp with an offset', () => {
    const schema = boundedIsoDate();
    for (const v of ['yesterday', '2024-13-01T00:00:00Z', '2024-02-30T00:00:00Z', '2024-01-01 10:00', '1710000000', 1710000000, null, '2024-03-01T09:00:00']) {
      expect(schema.safeParse(v).success, String(v)).toBe(false);
    }
  });

  it('with notInFuture, refuses instants later than now plus a small clock skew, checked when parsing', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
    const schema = boundedIsoDate({ notInFuture: true });
    expect(schema.safeParse('2025-06-01T12:00:00Z').success).toBe(true);
    expect(schema.safeParse(new Date(Date.parse('2025-06-01T12:00:00Z') + CLOCK_SKEW_MS).toISOString()).success).toBe(true);
    expect(schema.safeParse(new Date(Date.parse('2025-06-01T12:00:00Z') + CLOCK_SKEW_MS + 1000).toISOString()).success).toBe(false);
    expect(schema.safeParse('2030-01-01T00:00:00Z').success).toBe(false);
    vi.setSystemTime(new Date('2031-01-01T00:00:00Z'));
    expect(schema.safeParse('2030-01-01T00:00:00Z').success).toBe(true);
    expect(CLOCK_SKEW_MS).toBeLessThanOrEqual(15 * 60_000);
  });

  it('names the field in its message', () => {
    const r = boundedIsoDate({ error: 'createdAt' }).safeParse('0000-01-01T00:00:00Z');
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].message).toMatch(/^createdAt must be .*1970.*2100/);
  });
});

describe('GET /api/chat/chat-history: before', () => {
  it('is bounded like every stored timestamp', () => {
    expect(chatHistoryQuerySchema.safeParse({ before: '0000-01-01T00:00:00Z' }).success).toBe(false);
    expect(chatHistoryQuerySchema.safeParse({ before: '9999-12-31T23:59:59-14:00' }).success).toBe(false);
    expect(chatHistoryQuerySchema.safeParse({ before: '2024-03-01T09:00:00.000Z' }).success).toBe(true);
  });
});
