import { beforeAll, describe, expect, it } from 'vitest';
import * as createRoute from '@/app/api/journal/route';
import * as listRoute from '@/app/api/journal/my-entries/route';
import * as editRoute from '@/app/api/journal/edit/[id]/route';
import * as streaksRoute from '@/app/api/journal/streaks/route';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/users';

// Issue 17, item 5: an entry's date and time can be set (backdating a forgotten day), within
// 1970..now, and everything that reads dates (the list order, streaks) follows it.

let u: TestUser;
let other: TestUser;

beforeAll(async () => {
  u = await createTestUser({ name: 'Backdater' });
  other = await createTestUser({ name: 'Other' });
});

const create = (who: TestUser, body: unknown) => call(createRoute.POST, { headers: who.auth, body });
const edit = (who: TestUser, id: string, body: unknown) => call(editRoute.PUT, { method: 'PUT', headers: who.auth, params: { id }, body });
const list = (who: TestUser) => call(listRoute.GET, { headers: who.auth, query: { limit: 100 } });

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const future = () => new Date(Date.now() + 60 * 60_000).toISOString();

describe('createdAt on POST /api/journal', () => {
  it('stores the given instant, with or without an offset in the text', async () => {
    const res = await create(u, { mood: 'sad', text: 'Forgot to write this.', createdAt: '2024-03-01T09:00:00+02:00' });
    expect(res.status).toBe(201);
    expect(res.json.entry.createdAt).toBe('2024-03-01T07:00:00.000Z');
  });

  it('defaults to now when absent', async () => {
    const before = Date.now();
    const res = await create(u, { mood: 'happy', text: 'Today.' });
    expect(res.status).toBe(201);
    expect(Date.parse(res.json.entry.createdAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    ['a date in the future', future(), /createdAt must not be in the future/],
    ['a date before 1970', '1969-12-31T23:59:59Z', /createdAt must be an ISO timestamp between 1970/],
    ['a date without a time', '2024-03-01', /createdAt must be an ISO timestamp such as/],
    ['not a date', 'yesterday', /createdAt must be an ISO timestamp such as/],
    ['a number', 1709280000000, /createdAt/],
  ])('rejects %s with 400 and stores nothing', async (_label, createdAt, message) => {
    const before = (await list(other)).json.entries.length;
    const res = await create(other, { mood: 'happy', text: 'x', createdAt });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(message);
    expect((await list(other)).json.entries.length).toBe(before);
  });
});

describe('createdAt on PUT /api/journal/edit/{id}', () => {
  it('moves an entry to another day, and the list order follows', async () => {
    const older = (await create(u, { mood: 'neutral', text: 'older one', createdAt: daysAgo(3).toISOString() })).json.entry;
    const newer = (await create(u, { mood: 'neutral', text: 'newer one', createdAt: daysAgo(2).toISOString() })).json.entry;
    const at = daysAgo(4).toISOString();
    const res = await edit(u, newer._id, { createdAt: at });
    expect(res.status).toBe(200);
    expect(res.json.entry.createdAt).toBe(at);
    // Only the date changed.
    expect(res.json.entry.text).toBe('newer one');
    const ids = (await list(u)).json.entries.map((e: { _id: string }) => e._id);
    expect(ids.indexOf(older._id)).toBeLessThan(ids.indexOf(newer._id));
  });

  it.each([
    ['a date in the future', future(), /createdAt must not be in the future/],
    ['a date before 1970', '1900-01-01T00:00:00Z', /createdAt must be an ISO timestamp between 1970/],
    ['garbage', 'soon', /createdAt must be an ISO timestamp such as/],
  ])('rejects %s with 400 and leaves the entry as it was', async (_label, createdAt, message) => {
    const entry = (await create(u, { mood: 'happy', text: 'stays put' })).json.entry;
    const res = await edit(u, entry._id, { createdAt, text: 'changed' });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(message);
    const stored = (await list(u)).json.entries.find((e: { _id: string }) => e._id === entry._id);
    expect(stored).toMatchObject({ createdAt: entry.createdAt, text: 'stays put' });
  });

  it("cannot move someone else's entry", async () => {
    const entry = (await create(u, { mood: 'happy', text: 'mine' })).json.entry;
    const res = await edit(other, entry._id, { createdAt: daysAgo(1).toISOString() });
    expect(res.status).toBe(404);
  });
});

describe('streaks follow backdated entries', () => {
  it('an entry backdated to yesterday joins today into a two-day streak', async () => {
    const s = await createTestUser();
    const streaks = async () => (await call(streaksRoute.GET, { headers: s.auth, query: { tz: 'UTC' } })).json;
    await create(s, { mood: 'happy', text: 'today' });
    expect(await streaks()).toMatchObject({ current: 1 });
    // Noon UTC yesterday: yesterday in UTC whatever the hour the test runs.
    const y = daysAgo(1);
    const yesterdayNoon = new Date(Date.UTC(y.getUTCFullYear(), y.getUTCMonth(), y.getUTCDate(), 12)).toISOString();
    expect((await create(s, { mood: 'sad', text: 'forgot yesterday', createdAt: yesterdayNoon })).status).toBe(201);
    expect(await streaks()).toMatchObject({ current: 2, longest: 2 });
  });
});
