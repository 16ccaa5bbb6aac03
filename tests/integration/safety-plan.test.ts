import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as planRoute from '@/app/api/me/safety-plan/route';
import * as meRoute from '@/app/api/me/route';
import * as exportRoute from '@/app/api/me/export/route';
import * as importRoute from '@/app/api/me/import/route';
import { db } from '@/lib/db/client';
import { safetyPlan } from '@/lib/db/schema';
import { EXPORT_FORMAT } from '@/lib/services/export';
import { SAFETY_PLAN_KEYS } from '@/lib/validation/safety-plan';
import { call } from '../helpers/http';
import { snapshotDb } from '../helpers/db-snapshot';
import { createTestUser, type TestUser } from '../helpers/users';

const FULL_PLAN = {
  warningSigns: ['I stop answering messages', 'I cannot sleep'],
  copingStrategies: ['Walk around the block', 'Warm shower'],
  distractions: ['The library', 'Call my cousin'],
  supportPeople: ['Sam, 555 0100'],
  professionals: ['Dr Lee, 555 0199', '988 Suicide & Crisis Lifeline'],
  safeEnvironment: ['Ask Sam to keep my medication'],
  reasonsForLiving: ['My dog', 'Seeing my sister again 😊'],
};

const EMPTY = Object.fromEntries(SAFETY_PLAN_KEYS.map((k) => [k, []]));

const get = (u: TestUser) => call(planRoute.GET, { method: 'GET', headers: u.auth });
const put = (u: TestUser, body: unknown) => call(planRoute.PUT, { method: 'PUT', headers: u.auth, body });
const putRaw = (u: TestUser, rawBody: string) => call(planRoute.PUT, { method: 'PUT', headers: { ...u.auth, 'content-type': 'application/json' }, rawBody });
const del = (u: TestUser) => call(planRoute.DELETE, { method: 'DELETE', headers: u.auth });

async function rowOf(userId: string) {
  const [row] = await db.select().from(safetyPlan).where(eq(safetyPlan.userId, userId));
  return row ?? null;
}

describe('safety plan CRUD', () => {
  it('is null before one is made, then saves, reads back, replaces and deletes the whole plan', async () => {
    const u = await createTestUser();
    const none = await get(u);
    expect(none.status).toBe(200);
    expect(none.json).toEqual({ plan: null });

    const saved = await put(u, FULL_PLAN);
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe('Safety plan saved.');
    expect(saved.json.plan).toEqual({ ...FULL_PLAN, updatedAt: expect.any(String) });
    expect(new Date(saved.json.plan.updatedAt).toISOString()).toBe(saved.json.plan.updatedAt);

    const back = await get(u);
    expect(back.json).toEqual({ plan: saved.json.plan });

    // A PUT is the whole plan: sections left out become empty.
    const replaced = await put(u, { reasonsForLiving: ['  My dog  '] });
    expect(replaced.status).toBe(200);
    expect(replaced.json.plan).toEqual({ ...EMPTY, reasonsForLiving: ['My dog'], updatedAt: expect.any(String) });
    expect(new Date(replaced.json.plan.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(saved.json.plan.updatedAt).getTime());
    expect((await get(u)).json.plan.warningSigns).toEqual([]);

    const gone = await del(u);
    expect(gone.status).toBe(200);
    expect(gone.json).toEqual({ message: 'Safety plan deleted.' });
    expect((await get(u)).json).toEqual({ plan: null });
    expect(await rowOf(u.id)).toBeNull();

    const again = await del(u);
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ message: 'No safety plan yet.', code: 'not_found:safety_plan' });
  });

  it('accepts an empty body or empty lists as an empty plan, the limits exactly, and ignores unknown keys', async () => {
    const u = await createTestUser();
    const empty = await putRaw(u, '');
    expect(empty.status).toBe(200);
    expect(empty.json.plan).toEqual({ ...EMPTY, updatedAt: expect.any(String) });

    const atLimit = Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(500, 'x'));
    const full = await put(u, { ...FULL_PLAN, warningSigns: atLimit, userId: 'someone-else', updatedAt: '2000-01-01T00:00:00Z', extra: true });
    expect(full.status).toBe(200);
    expect(full.json.plan.warningSigns).toEqual(atLimit);
    expect(full.json.plan.updatedAt).not.toBe('2000-01-01T00:00:00.000Z');
    expect(Object.keys(full.json.plan).sort()).toEqual([...SAFETY_PLAN_KEYS, 'updatedAt'].sort());
    expect((await rowOf(u.id))?.userId).toBe(u.id);
  });

  it('needs a session for every method', async () => {
    expect((await call(planRoute.GET, { method: 'GET' })).status).toBe(401);
    expect((await call(planRoute.PUT, { method: 'PUT', body: FULL_PLAN })).status).toBe(401);
    expect((await call(planRoute.DELETE, { method: 'DELETE' })).status).toBe(401);
  });
});

describe('safety plan validation', () => {
  const cases: [string, unknown, RegExp][] = [
    ['21 items in a section', { warningSigns: Array.from({ length: 21 }, (_, i) => `sign ${i}`) }, /^warningSigns: Each section holds at most 20 items\.$/],
    ['an item of 501 characters', { copingStrategies: ['ok', 'x'.repeat(501)] }, /^copingStrategies\.1: Each item is at most 500 characters\.$/],
    ['a blank item', { distractions: ['   '] }, /^distractions\.0: Items cannot be empty\.$/],
    ['an empty item', { distractions: [''] }, /^distractions\.0: Items cannot be empty\.$/],
    ['a number as an item', { supportPeople: [5] }, /^supportPeople\.0: Each item must be text\.$/],
    ['an object as an item', { supportPeople: [{ name: 'Sam' }] }, /^supportPeople\.0: /],
    ['a string for a section', { professionals: 'my therapist' }, /^professionals: Each section must be a list of items\.$/],
    ['null for a section', { professionals: null }, /^professionals: /],
    ['an object for a section', { safeEnvironment: { a: 'b' } }, /^safeEnvironment: /],
    ['a control character', { reasonsForLiving: ['my\u0007dog'] }, /^reasonsForLiving\.0: Items cannot contain control characters\.$/],
    ['a newline inside an item', { reasonsForLiving: ['my\ndog'] }, /^reasonsForLiving\.0: Items cannot contain control characters\.$/],
    ['a NUL character', { reasonsForLiving: ['my\u0000dog'] }, /^reasonsForLiving\.0: /],
    ['a lone surrogate', { reasonsForLiving: ['broken \ud800 text'] }, /^reasonsForLiving\.0: Items must be valid text\.$/],
    ['an array body', [FULL_PLAN], /./],
    ['a string body', 'plan', /./],
  ];

  it.each(cases)('refuses %s with 400, a message naming the field, and changes nothing', async (_name, body, message) => {
    const u = await createTestUser();
    await put(u, FULL_PLAN);
    const before = await snapshotDb();
    const res = await put(u, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(message);
    expect(await snapshotDb()).toEqual(before);
    expect((await get(u)).json.plan).toMatchObject(FULL_PLAN);
  });

  it('refuses malformed JSON, a non-JSON type and an oversized body', async () => {
    const u = await createTestUser();
    const before = await snapshotDb();
    expect((await putRaw(u, '{"warningSigns": [')).status).toBe(400);
    const wrongType = await call(planRoute.PUT, { method: 'PUT', headers: { ...u.auth, 'content-type': 'text/plain' }, rawBody: JSON.stringify(FULL_PLAN) });
    expect(wrongType.status).toBe(415);
    expect((await putRaw(u, JSON.stringify({ ...FULL_PLAN, pad: 'x'.repeat(300 * 1024) }))).status).toBe(413);
    expect(await snapshotDb()).toEqual(before);
    expect(await rowOf(u.id)).toBeNull();
  });

  it('the database itself refuses anything but lists of at most 20 items', async () => {
    const u = await createTestUser();
    await expect(db.insert(safetyPlan).values({ userId: u.id, warningSigns: Array.from({ length: 21 }, () => 'x') })).rejects.toThrow();
    await expect(db.insert(safetyPlan).values({ userId: u.id, distractions: 'not a list' as unknown as string[] })).rejects.toThrow();
    expect(await rowOf(u.id)).toBeNull();
  });
});

describe('safety plan scoping', () => {
  it('another user never sees, changes or deletes it', async () => {
    const owner = await createTestUser({ name: 'Plan Owner' });
    const other = await createTestUser({ name: 'Someone Else' });
    const saved = await put(owner, FULL_PLAN);

    expect((await get(other)).json).toEqual({ plan: null });
    expect((await del(other)).status).toBe(404);

    const theirs = await put(other, { warningSigns: ['their own words'], userId: owner.id });
    expect(theirs.status).toBe(200);
    expect(theirs.json.plan.warningSigns).toEqual(['their own words']);

    expect((await get(owner)).json.plan).toEqual(saved.json.plan);
    expect((await get(other)).json.plan.warningSigns).toEqual(['their own words']);

    await del(other);
    expect((await get(owner)).json.plan).toEqual(saved.json.plan);
  });
});

describe('safety plan in export, import and account deletion', () => {
  const exportJson = async (u: TestUser) => {
    const res = await call(exportRoute.GET, { headers: u.auth, query: { format: 'json' } });
    expect(res.status).toBe(200);
    return { text: res.text, data: JSON.parse(res.text) };
  };
  const importText = (u: TestUser, rawBody: string) => call(importRoute.POST, { headers: { ...u.auth, 'content-type': 'application/json' }, rawBody });

  it('the JSON export holds the plan after the review, or null', async () => {
    const u = await createTestUser();
    expect((await exportJson(u)).data.safetyPlan).toBeNull();
    const saved = await put(u, FULL_PLAN);
    const { data } = await exportJson(u);
    expect(data.safetyPlan).toEqual(saved.json.plan);
    expect(Object.keys(data).slice(-2)).toEqual(['review', 'safetyPlan']);
  });

  it('an import restores the plan into an account without one, and never overwrites an existing plan', async () => {
    const a = await createTestUser();
    const saved = await put(a, FULL_PLAN);
    const file = (await exportJson(a)).text;

    const b = await createTestUser();
    const res = await importText(b, file);
    expect(res.status).toBe(201);
    expect(res.json.safetyPlan).toBe('imported');
    expect(res.json.message).toContain('your safety plan');
    expect((await get(b)).json.plan).toEqual(saved.json.plan);

    const c = await createTestUser();
    await put(c, { reasonsForLiving: ['My own plan'] });
    const kept = await importText(c, file);
    expect(kept.status).toBe(201);
    expect(kept.json.safetyPlan).toBe('kept');
    expect(kept.json.message).toContain('your current safety plan was kept');
    expect((await get(c)).json.plan.reasonsForLiving).toEqual(['My own plan']);
    expect((await get(c)).json.plan.warningSigns).toEqual([]);
  });

  it('an export without a plan (or an older file without the key) leaves the plan alone', async () => {
    const u = await createTestUser();
    await put(u, FULL_PLAN);
    const file = { format: EXPORT_FORMAT, version: 1, entries: [], chats: [], review: null };
    const withNull = await importText(u, JSON.stringify({ ...file, safetyPlan: null }));
    expect(withNull.status).toBe(201);
    expect(withNull.json.safetyPlan).toBe('none');
    const without = await importText(u, JSON.stringify(file));
    expect(without.status).toBe(201);
    expect((await get(u)).json.plan).toMatchObject(FULL_PLAN);
  });

  it('refuses a file whose plan breaks the rules, importing nothing at all', async () => {
    const u = await createTestUser();
    const entry = { mood: 'happy', title: null, text: 'A day', analysis: null, playlistUrl: null, createdAt: '2024-03-01T09:00:00.000Z' };
    const bad = [
      { ...FULL_PLAN, warningSigns: Array.from({ length: 21 }, () => 'x') },
      { ...FULL_PLAN, copingStrategies: ['x'.repeat(501)] },
      { ...FULL_PLAN, distractions: [7] },
      { ...FULL_PLAN, supportPeople: ['a\u0000b'] },
      { ...FULL_PLAN, updatedAt: 'yesterday' },
      'a plan',
    ];
    for (const safetyPlanValue of bad) {
      const before = await snapshotDb();
      const res = await importText(
        u,
        JSON.stringify({ format: EXPORT_FORMAT, version: 1, entries: [entry], chats: [], review: null, safetyPlan: safetyPlanValue }),
      );
      expect(res.status, JSON.stringify(safetyPlanValue).slice(0, 80)).toBe(400);
      expect(res.json.message).toMatch(/^The safety plan is not valid \(.+\)\. Nothing was imported\.$/);
      expect(await snapshotDb()).toEqual(before);
    }
  });

  it('deleting the account deletes the plan', async () => {
    const u = await createTestUser();
    const bystander = await createTestUser();
    await put(u, FULL_PLAN);
    await put(bystander, FULL_PLAN);
    expect(await rowOf(u.id)).not.toBeNull();
    const res = await call(meRoute.DELETE, { method: 'DELETE', headers: u.auth, body: { password: u.password } });
    expect(res.status).toBe(200);
    expect(await rowOf(u.id)).toBeNull();
    expect(await rowOf(bystander.id)).not.toBeNull();
  });
});
