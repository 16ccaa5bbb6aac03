import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as createRoute from '@/app/api/journal/route';
import * as listRoute from '@/app/api/journal/my-entries/route';
import * as editRoute from '@/app/api/journal/edit/[id]/route';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/users';

// Issue 19: offline writes. A new entry carries the browser's clientId, so a retried POST after a
// lost response never writes a second row; an edit carries the version it was based on, so an
// edit made against an older copy answers 409 with the server's copy instead of overwriting it.

let u: TestUser;
let other: TestUser;

beforeAll(async () => {
  u = await createTestUser({ name: 'Offline writer' });
  other = await createTestUser({ name: 'Other writer' });
});

type Entry = { _id: string; text: string; version: number; clientId: string | null };

const create = (who: TestUser, body: unknown) => call(createRoute.POST, { headers: who.auth, body });
const edit = (who: TestUser, id: string, body: unknown) => call(editRoute.PUT, { method: 'PUT', headers: who.auth, params: { id }, body });
const list = async (who: TestUser): Promise<Entry[]> => (await call(listRoute.GET, { headers: who.auth, query: { limit: 100 } })).json.entries;
const withClientId = async (who: TestUser, clientId: string) => (await list(who)).filter((e) => e.clientId === clientId);

describe('POST /api/journal with a clientId', () => {
  it('stores the entry once: the same clientId again answers the stored entry and writes nothing', async () => {
    const clientId = crypto.randomUUID();
    const first = await create(u, { mood: 'happy', text: 'Written on the train.', clientId });
    expect(first.status).toBe(201);
    expect(first.json.entry).toMatchObject({ clientId, version: 1, text: 'Written on the train.' });

    // A retry, even with a changed body, gets the first answer back: same status, same entry.
    const retry = await create(u, { mood: 'sad', text: 'A different body.', clientId: clientId.toUpperCase() });
    expect(retry.status).toBe(201);
    expect(retry.json.entry).toEqual(first.json.entry);
    expect(await withClientId(u, clientId)).toHaveLength(1);
  });

  it("keeps another user's identical clientId independent", async () => {
    const clientId = crypto.randomUUID();
    const mine = (await create(u, { mood: 'neutral', text: 'mine', clientId })).json.entry as Entry;
    const res = await create(other, { mood: 'neutral', text: 'theirs', clientId });
    expect(res.status).toBe(201);
    expect(res.json.entry._id).not.toBe(mine._id);
    expect(res.json.entry.text).toBe('theirs');
    expect((await withClientId(u, clientId)).map((e) => e.text)).toEqual(['mine']);
    expect((await withClientId(other, clientId)).map((e) => e.text)).toEqual(['theirs']);
  });

  it('turns concurrent duplicate POSTs into one row, and every one answers it', async () => {
    const clientId = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(u, { mood: 'relaxed', text: 'flaky network', clientId })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json.entry._id)).size).toBe(1);
    expect(await withClientId(u, clientId)).toHaveLength(1);
  });

  it('still accepts entries without a clientId, each a new row', async () => {
    const a = await create(u, { mood: 'happy', text: 'no id' });
    const b = await create(u, { mood: 'happy', text: 'no id' });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.json.entry._id).not.toBe(b.json.entry._id);
    expect(a.json.entry.clientId).toBeNull();
  });

  it.each([
    ['not a UUID', 'abc'],
    ['a number', 42],
    ['a UUID with junk after it', `${crypto.randomUUID()}x`],
  ])('rejects a clientId that is %s with 400 and stores nothing', async (_label, clientId) => {
    const before = (await list(other)).length;
    const res = await create(other, { mood: 'happy', text: 'bad id', clientId });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^clientId: must be a UUID/);
    expect(await list(other)).toHaveLength(before);
  });
});

describe('PUT /api/journal/edit/{id} with a base version', () => {
  it('bumps the version on every successful edit, with or without a base version', async () => {
    const entry = (await create(u, { mood: 'happy', text: 'v1' })).json.entry as Entry;
    expect(entry.version).toBe(1);
    const second = await edit(u, entry._id, { text: 'v2', version: 1 });
    expect(second.status).toBe(200);
    expect(second.json.entry).toMatchObject({ text: 'v2', version: 2 });
    const third = await edit(u, entry._id, { text: 'v3' });
    expect(third.json.entry).toMatchObject({ text: 'v3', version: 3 });
    expect((await list(u)).find((e) => e._id === entry._id)).toMatchObject({ text: 'v3', version: 3 });
  });

  it("answers 409 with the server's copy to an edit based on an older version, and changes nothing", async () => {
    const entry = (await create(u, { mood: 'happy', text: 'original' })).json.entry as Entry;
    await edit(u, entry._id, { text: 'changed on the phone', version: 1 });
    const stale = await edit(u, entry._id, { text: 'changed on the laptop', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ code: 'conflict:journal_version', entry: { _id: entry._id, text: 'changed on the phone', version: 2 } });
    expect(typeof stale.json.message).toBe('string');
    expect((await list(u)).find((e) => e._id === entry._id)).toMatchObject({ text: 'changed on the phone', version: 2 });

    // "Keep mine": sent again on the server's version, it goes through.
    const kept = await edit(u, entry._id, { text: 'changed on the laptop', version: 2 });
    expect(kept.status).toBe(200);
    expect(kept.json.entry).toMatchObject({ text: 'changed on the laptop', version: 3 });
  });

  it('lets only one of two concurrent edits on the same base through', async () => {
    const entry = (await create(u, { mood: 'happy', text: 'base' })).json.entry as Entry;
    const answers = await Promise.all([edit(u, entry._id, { text: 'A', version: 1 }), edit(u, entry._id, { text: 'B', version: 1 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it("answers 404, not 409, for another user's entry whatever the version", async () => {
    const entry = (await create(u, { mood: 'happy', text: 'private' })).json.entry as Entry;
    const res = await edit(other, entry._id, { text: 'hijack', version: 1 });
    expect(res.status).toBe(404);
    expect(res.json.entry).toBeUndefined();
  });

  it.each([
    ['zero', 0],
    ['a fraction', 1.5],
    ['text', '1'],
  ])('rejects a version that is %s with 400', async (_label, version) => {
    const entry = (await create(u, { mood: 'happy', text: 'x' })).json.entry as Entry;
    const res = await edit(u, entry._id, { text: 'y', version });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^version: /);
  });

  it('refuses a version with nothing to change', async () => {
    const entry = (await create(u, { mood: 'happy', text: 'x' })).json.entry as Entry;
    const res = await edit(u, entry._id, { version: 1 });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/Nothing to update/);
  });
});
