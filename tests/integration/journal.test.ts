import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as createRoute from '@/app/api/journal/route';
import * as listRoute from '@/app/api/journal/my-entries/route';
import * as editRoute from '@/app/api/journal/edit/[id]/route';
import * as deleteRoute from '@/app/api/journal/delete/[id]/route';
import { db } from '@/lib/db/client';
import { journalEntry } from '@/lib/db/schema';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/users';

let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  alice = await createTestUser({ name: 'Alice' });
  bob = await createTestUser({ name: 'Bob' });
});

const create = (u: TestUser, body: unknown) => call(createRoute.POST, { headers: u.auth, body });
const list = (u: TestUser, query?: Record<string, string | number>) => call(listRoute.GET, { headers: u.auth, query });
const edit = (u: TestUser, id: string, body: unknown) => call(editRoute.PUT, { method: 'PUT', headers: u.auth, params: { id }, body });
const remove = (u: TestUser, id: string) => call(deleteRoute.DELETE, { method: 'DELETE', headers: u.auth, params: { id } });

const MISSING_ID = '8d1c8f59-3a43-4a4e-9a67-1f3f7c2c9b10';

describe('POST /api/journal', () => {
  it('creates an entry with the SPEC fields', async () => {
    const res = await create(alice, {
      mood: 'happy',
      title: '  A good day  ',
      text: '  Walked in the park with my sister.  ',
      analysis: 'Lovely.\n\nEmotion detected: happy',
      playlistUrl: 'https://open.spotify.com/embed/playlist/37i9dQZF1DXdPec7aLTmlC',
    });
    expect(res.status).toBe(201);
    const e = res.json.entry;
    // The SPEC's fields, plus additive ones (version and clientId for offline writes, issue 19; activities, issue 18).
    expect(Object.keys(e)).toEqual(expect.arrayContaining(['_id', 'analysis', 'createdAt', 'mood', 'playlistUrl', 'text', 'title', 'version', 'clientId']));
    expect(e).toMatchObject({ mood: 'happy', title: 'A good day', text: 'Walked in the park with my sister.', analysis: 'Lovely.\n\nEmotion detected: happy' });
    expect(e._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(e.createdAt).toISOString()).toBe(e.createdAt);
    const [row] = await db.select().from(journalEntry).where(eq(journalEntry.id, e._id));
    expect(row.userId).toBe(alice.id);
  });

  it('stores a missing or empty title, analysis and playlist as null', async () => {
    const res = await create(alice, { mood: 'neutral', text: 'Plain day.', title: '', playlistUrl: '' });
    expect(res.status).toBe(201);
    expect(res.json.entry).toMatchObject({ title: null, analysis: null, playlistUrl: null });
  });

  it.each([
    [{ text: 'no mood' }, /mood/i],
    [{ mood: 'ecstatic', text: 'bad mood' }, /mood/i],
    [{ mood: 'happy' }, /text/i],
    [{ mood: 'happy', text: '   \n  ' }, /text/i],
    [{ mood: 'happy', text: 'x', title: 't'.repeat(121) }, /120/],
    [{ mood: 'happy', text: 'x'.repeat(20_001) }, /20,000/],
    [{ mood: 'happy', text: 'x', playlistUrl: 'http://example.com/list' }, /https/],
    [{ mood: 'happy', text: 'x', playlistUrl: 'javascript:alert(1)' }, /https/],
    [{ mood: 'happy', text: 5 }, /text/i],
  ])('rejects %j with 400', async (body, message) => {
    const before = await db.select().from(journalEntry).where(eq(journalEntry.userId, bob.id));
    const res = await create(bob, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(message);
    const after = await db.select().from(journalEntry).where(eq(journalEntry.userId, bob.id));
    expect(after.length).toBe(before.length);
  });

  it('accepts a 20,000-character entry and a 120-character title', async () => {
    const res = await create(bob, { mood: 'sad', title: 't'.repeat(120), text: 'y'.repeat(20_000) });
    expect(res.status).toBe(201);
    await remove(bob, res.json.entry._id);
  });

  it('answers malformed JSON with 400 and signed-out requests with 401', async () => {
    const bad = await call(createRoute.POST, { headers: { ...alice.auth, 'content-type': 'application/json' }, rawBody: '{"mood":' });
    expect(bad.status).toBe(400);
    const anon = await call(createRoute.POST, { body: { mood: 'happy', text: 'x' } });
    expect(anon.status).toBe(401);
  });
});

describe('GET /api/journal/my-entries', () => {
  it('lists only the acting user entries, newest first', async () => {
    const u = await createTestUser();
    const first = (await create(u, { mood: 'sad', text: 'first' })).json.entry;
    const second = (await create(u, { mood: 'happy', text: 'second' })).json.entry;
    await create(bob, { mood: 'angry', text: 'bob only' });
    const res = await list(u);
    expect(res.status).toBe(200);
    expect(res.json.entries.map((e: { _id: string }) => e._id)).toEqual([second._id, first._id]);
    expect(res.json.nextCursor).toBeNull();
  });

  it('pages with limit and cursor without skipping or repeating, even within one timestamp', async () => {
    const u = await createTestUser();
    const at = new Date('2025-03-01T10:00:00.123Z');
    // Seven entries share one created_at, three more are older: the id breaks the tie.
    await db.insert(journalEntry).values([
      ...Array.from({ length: 7 }, (_, i) => ({ userId: u.id, mood: 'neutral' as const, text: `same ${i}`, createdAt: at })),
      ...Array.from({ length: 3 }, (_, i) => ({
        userId: u.id,
        mood: 'relaxed' as const,
        text: `older ${i}`,
        createdAt: new Date(at.getTime() - (i + 1) * 1000),
      })),
    ]);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(u, cursor ? { limit: 3, cursor } : { limit: 3 });
      expect(res.status).toBe(200);
      expect(res.json.entries.length).toBeLessThanOrEqual(3);
      seen.push(...res.json.entries.map((e: { _id: string }) => e._id));
      cursor = res.json.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(seen.length).toBe(10);
    expect(new Set(seen).size).toBe(10);
    const all = (await list(u, { limit: 100 })).json.entries.map((e: { _id: string }) => e._id);
    expect(seen).toEqual(all);
  });

  it('defaults to pages of 50', async () => {
    const u = await createTestUser();
    await db
      .insert(journalEntry)
      .values(
        Array.from({ length: 55 }, (_, i) => ({ userId: u.id, mood: 'happy' as const, text: `entry ${i}`, createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)) })),
      );
    const page1 = await list(u);
    expect(page1.json.entries.length).toBe(50);
    expect(page1.json.entries[0].text).toBe('entry 54');
    const page2 = await list(u, { cursor: page1.json.nextCursor });
    expect(page2.json.entries.map((e: { text: string }) => e.text)).toEqual(['entry 4', 'entry 3', 'entry 2', 'entry 1', 'entry 0']);
    expect(page2.json.nextCursor).toBeNull();
  });

  it.each<Record<string, string | number>>([
    { limit: 0 },
    { limit: 101 },
    { limit: 'many' },
    { cursor: 'not-a-cursor' },
    { cursor: Buffer.from('["x","y"]').toString('base64url') },
  ])('rejects %j with 400', async (query) => {
    const res = await list(alice, query);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/limit|cursor/);
  });

  it('needs a signed-in user', async () => {
    expect((await call(listRoute.GET)).status).toBe(401);
  });
});

describe('PUT /api/journal/edit/{id}', () => {
  it('updates the edited fields and keeps the others', async () => {
    const e = (await create(alice, { mood: 'sad', title: 'Before', text: 'Original text', playlistUrl: 'https://www.youtube.com/embed/jfKfPfyJRdk' })).json
      .entry;
    const res = await edit(alice, e._id, { mood: 'relaxed', analysis: 'Calmer now.\n\nEmotion detected: relaxed' });
    expect(res.status).toBe(200);
    expect(res.json.entry).toMatchObject({
      _id: e._id,
      mood: 'relaxed',
      title: 'Before',
      text: 'Original text',
      analysis: 'Calmer now.\n\nEmotion detected: relaxed',
      playlistUrl: 'https://www.youtube.com/embed/jfKfPfyJRdk',
      createdAt: e.createdAt,
    });
    const cleared = await edit(alice, e._id, { title: '', playlistUrl: null });
    expect(cleared.json.entry).toMatchObject({ title: null, playlistUrl: null, mood: 'relaxed' });
  });

  it('answers 404 for another user entry and leaves it unchanged', async () => {
    const e = (await create(alice, { mood: 'happy', text: 'Mine' })).json.entry;
    const res = await edit(bob, e._id, { text: 'Hijacked' });
    expect(res.status).toBe(404);
    const [row] = await db.select().from(journalEntry).where(eq(journalEntry.id, e._id));
    expect(row.text).toBe('Mine');
  });

  it.each([MISSING_ID, 'not-a-uuid', '1'])('answers 404 for the unknown id %s', async (id) => {
    const res = await edit(alice, id, { text: 'x' });
    expect(res.status).toBe(404);
    expect(res.json.message).toMatch(/not found/i);
  });

  it.each([
    [{}, /nothing/i],
    [{ text: '  ' }, /text/i],
    [{ mood: 'furious' }, /mood/i],
    [{ playlistUrl: 'ftp://x' }, /https/],
  ])('rejects %j with 400', async (body, message) => {
    const e = (await create(alice, { mood: 'happy', text: 'Valid' })).json.entry;
    const res = await edit(alice, e._id, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(message);
  });
});

describe('DELETE /api/journal/delete/{id}', () => {
  it('deletes the entry once', async () => {
    const e = (await create(alice, { mood: 'angry', text: 'Delete me' })).json.entry;
    const res = await remove(alice, e._id);
    expect(res.status).toBe(200);
    expect(res.json.message).toBeTruthy();
    expect(await db.select().from(journalEntry).where(eq(journalEntry.id, e._id))).toEqual([]);
    expect((await remove(alice, e._id)).status).toBe(404);
  });

  it('answers 404 for another user entry, which survives', async () => {
    const e = (await create(alice, { mood: 'angry', text: 'Keep me' })).json.entry;
    expect((await remove(bob, e._id)).status).toBe(404);
    expect((await db.select().from(journalEntry).where(eq(journalEntry.id, e._id))).length).toBe(1);
  });

  it('answers 404 for malformed ids and 401 when signed out', async () => {
    expect((await remove(alice, 'nope')).status).toBe(404);
    expect((await call(deleteRoute.DELETE, { method: 'DELETE', params: { id: MISSING_ID } })).status).toBe(401);
  });
});
