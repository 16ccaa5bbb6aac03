import { describe, expect, it } from 'vitest';
import * as historyRoute from '@/app/api/chat/chat-history/route';
import { call } from '../helpers/http';
import { createTestUser } from '../helpers/users';

// Timestamps the database cannot store (year 0, past 9999 once the offset is applied) used to reach
// PostgreSQL and come back as 500. They are client mistakes: 400 naming the field.
describe('out-of-range timestamps', () => {
  it('GET /api/chat/chat-history answers 400 for a before outside 1970..2100, 200 inside', async () => {
    const u = await createTestUser();
    for (const before of [
      '0000-01-01T00:00:00Z',
      '0000-01-01T00:00:00.000Z',
      '0001-01-01T00:00:00Z',
      '9999-12-31T23:59:59-14:00',
      '9999-12-31T23:59:59Z',
      '1969-12-31T23:59:59Z',
    ]) {
      const res = await call(historyRoute.GET, { headers: u.auth, query: { before, beforeId: '00000000-0000-4000-8000-000000000000' } });
      expect(res.status, before).toBe(400);
      expect(res.json.message, before).toMatch(/^before/);
    }
    const ok = await call(historyRoute.GET, {
      headers: u.auth,
      query: { before: '2024-03-01T09:00:00.000Z', beforeId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(ok.status).toBe(200);
  });
});

describe('imported dates', () => {
  // lib/services/import.ts (owned elsewhere) is to validate createdAt, message dates and the review's
  // date with boundedIsoDate({ notInFuture: true, error: 'createdAt' }).transform((s) => new Date(s)).
  it.todo('POST /api/me/import answers 400 for a createdAt of year 9999 at -14:00, year 0000, or in the future');
});
