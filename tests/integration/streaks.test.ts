import { describe, expect, it } from 'vitest';
import * as streaksRoute from '@/app/api/journal/streaks/route';
import { db } from '@/lib/db/client';
import { journalEntry } from '@/lib/db/schema';
import { getStreaks } from '@/lib/services/streaks';
import { call } from '../helpers/http';
import { createTestUser } from '../helpers/users';

const at = (iso: string) => new Date(iso);

describe('streaks', () => {
  it('counts the current run ending today or yesterday, and the longest run', async () => {
    const u = await createTestUser();
    const days = ['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04', '2025-03-10', '2025-03-11', '2025-03-14', '2025-03-15'];
    await db.insert(journalEntry).values(days.map((d) => ({ userId: u.id, mood: 'neutral' as const, text: d, createdAt: at(`${d}T12:00:00Z`) })));
    // two entries on one day still count once
    await db.insert(journalEntry).values({ userId: u.id, mood: 'happy', text: 'again', createdAt: at('2025-03-15T18:00:00Z') });
    const me = { id: u.id, name: u.name, email: u.email, role: 'user' as const, isPremium: false };

    expect(await getStreaks(me, 'UTC', at('2025-03-15T20:00:00Z'))).toEqual({ current: 2, longest: 4, wroteToday: true });
    expect(await getStreaks(me, 'UTC', at('2025-03-16T09:00:00Z'))).toEqual({ current: 2, longest: 4, wroteToday: false });
    expect(await getStreaks(me, 'UTC', at('2025-03-17T09:00:00Z'))).toEqual({ current: 0, longest: 4, wroteToday: false });
  });

  it('uses the time zone to decide which day an entry belongs to', async () => {
    const u = await createTestUser();
    // 23:30 UTC on the 1st is already the 2nd in Tokyo; with the 2nd at noon UTC, Tokyo sees one day, UTC two.
    await db.insert(journalEntry).values([
      { userId: u.id, mood: 'sad', text: 'late', createdAt: at('2025-04-01T23:30:00Z') },
      { userId: u.id, mood: 'sad', text: 'noon', createdAt: at('2025-04-02T12:00:00Z') },
    ]);
    const me = { id: u.id, name: u.name, email: u.email, role: 'user' as const, isPremium: false };
    expect((await getStreaks(me, 'UTC', at('2025-04-02T13:00:00Z'))).longest).toBe(2);
    expect((await getStreaks(me, 'Asia/Tokyo', at('2025-04-02T13:00:00Z'))).longest).toBe(1);
  });

  it('answers over HTTP, scoped to the caller, and rejects a bad time zone', async () => {
    const u = await createTestUser();
    const other = await createTestUser();
    await db.insert(journalEntry).values({ userId: other.id, mood: 'happy', text: 'not yours', createdAt: new Date() });
    const res = await call(streaksRoute.GET, { headers: u.auth, query: { tz: 'Europe/Paris' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ current: 0, longest: 0, wroteToday: false });
    const bad = await call(streaksRoute.GET, { headers: u.auth, query: { tz: 'Mars/Olympus' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/tz/);
    expect((await call(streaksRoute.GET, {})).status).toBe(401);
  });
});
