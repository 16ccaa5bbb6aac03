import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as activitiesRoute from '@/app/api/activities/route';
import * as activityRoute from '@/app/api/activities/[id]/route';
import * as journalRoute from '@/app/api/journal/route';
import * as editRoute from '@/app/api/journal/edit/[id]/route';
import * as listRoute from '@/app/api/journal/my-entries/route';
import * as exportRoute from '@/app/api/me/export/route';
import * as importRoute from '@/app/api/me/import/route';
import * as meRoute from '@/app/api/me/route';
import { db } from '@/lib/db/client';
import { activity, entryActivity, journalEntry } from '@/lib/db/schema';
import { parseCsv } from '@/lib/csv';
import { DEFAULT_ACTIVITIES } from '@/lib/services/activities';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/users';

const list = (u: TestUser) => call(activitiesRoute.GET, { headers: u.auth });
const create = (u: TestUser, body: unknown) => call(activitiesRoute.POST, { headers: u.auth, body });
const update = (u: TestUser, id: string, body: unknown) => call(activityRoute.PUT, { method: 'PUT', headers: u.auth, params: { id }, body });
const remove = (u: TestUser, id: string) => call(activityRoute.DELETE, { method: 'DELETE', headers: u.auth, params: { id } });
const newEntry = (u: TestUser, body: Record<string, unknown>) => call(journalRoute.POST, { headers: u.auth, body: { mood: 'happy', text: 'A day.', ...body } });
const myEntries = (u: TestUser) => call(listRoute.GET, { headers: u.auth });

describe('activities CRUD', () => {
  it('needs a session', async () => {
    expect((await call(activitiesRoute.GET)).status).toBe(401);
    expect((await call(activitiesRoute.POST, { body: { name: 'x' } })).status).toBe(401);
  });

  it('gives a new user the default set once, in order', async () => {
    const u = await createTestUser();
    const first = await list(u);
    expect(first.status).toBe(200);
    expect(first.json.activities.map((a: { name: string; emoji: string }) => [a.name, a.emoji])).toEqual(DEFAULT_ACTIVITIES.map((a) => [a.name, a.emoji]));
    // Reading again does not add a second set.
    expect((await list(u)).json.activities).toHaveLength(DEFAULT_ACTIVITIES.length);
  });

  it('creates, renames, changes the emoji and removes; duplicates (any case) are 409, bad input 400', async () => {
    const u = await createTestUser();
    const made = await create(u, { name: '  Yoga  ', emoji: '🧘' });
    expect(made.status).toBe(201);
    expect(made.json.activity).toMatchObject({ name: 'Yoga', emoji: '🧘' });
    const id = made.json.activity.id as string;

    expect((await create(u, { name: 'yoga' })).status).toBe(409);
    expect((await create(u, { name: 'EXERCISE' })).status).toBe(409); // a default
    expect((await create(u, { name: '' })).status).toBe(400);
    expect((await create(u, { name: 'a'.repeat(41) })).status).toBe(400);
    expect((await create(u, { name: 'a | b' })).status).toBe(400);
    expect((await create(u, {})).status).toBe(400);
    expect((await update(u, id, {})).status).toBe(400);

    const renamed = await update(u, id, { name: 'Stretching' });
    expect(renamed.status).toBe(200);
    expect(renamed.json.activity).toMatchObject({ id, name: 'Stretching', emoji: '🧘' });
    expect((await update(u, id, { emoji: '🤸' })).json.activity.emoji).toBe('🤸');
    expect((await update(u, id, { name: 'Reading' })).status).toBe(409); // onto a default's name

    expect((await remove(u, id)).status).toBe(200);
    expect((await remove(u, id)).status).toBe(404);
    expect((await list(u)).json.activities.map((a: { name: string }) => a.name)).not.toContain('Stretching');
  });

  it("answers 404 for another user's activity and for malformed ids, and changes nothing", async () => {
    const a = await createTestUser();
    const b = await createTestUser();
    const mine = (await create(a, { name: 'Chess', emoji: '♟️' })).json.activity.id as string;
    expect((await update(b, mine, { name: 'Hijacked' })).status).toBe(404);
    expect((await remove(b, mine)).status).toBe(404);
    expect((await update(b, 'not-a-uuid', { name: 'x' })).status).toBe(404);
    expect((await remove(b, 'not-a-uuid')).status).toBe(404);
    // The same name is free for another user.
    expect((await create(b, { name: 'Chess' })).status).toBe(201);
    const [row] = await db.select().from(activity).where(eq(activity.id, mine));
    expect(row.name).toBe('Chess');
  });
});

describe('entries carry activities', () => {
  it('on create, edit and list; unknown names are created; repeats count once', async () => {
    const u = await createTestUser();
    const made = await newEntry(u, { activities: ['exercise', 'Friends', 'friends', 'Board games'] });
    expect(made.status).toBe(201);
    // Sorted, stored spelling for existing ones, the given spelling for a new one.
    expect(made.json.entry.activities).toEqual(['Board games', 'exercise', 'friends']);
    const names = (await list(u)).json.activities.map((a: { name: string }) => a.name);
    expect(names).toContain('Board games');

    const plain = await newEntry(u, { text: 'No tags today.' });
    expect(plain.json.entry.activities).toEqual([]);

    const id = made.json.entry._id as string;
    const edited = await call(editRoute.PUT, { method: 'PUT', headers: u.auth, params: { id }, body: { activities: ['work'] } });
    expect(edited.status).toBe(200);
    expect(edited.json.entry.activities).toEqual(['work']);
    // An edit without `activities` keeps them.
    const textOnly = await call(editRoute.PUT, { method: 'PUT', headers: u.auth, params: { id }, body: { text: 'Changed.' } });
    expect(textOnly.json.entry.activities).toEqual(['work']);

    const page = await myEntries(u);
    const byId = new Map(page.json.entries.map((e: { _id: string; activities: string[] }) => [e._id, e.activities]));
    expect(byId.get(id)).toEqual(['work']);
    expect(byId.get(plain.json.entry._id)).toEqual([]);

    const cleared = await call(editRoute.PUT, { method: 'PUT', headers: u.auth, params: { id }, body: { activities: [] } });
    expect(cleared.json.entry.activities).toEqual([]);

    expect((await newEntry(u, { activities: 'exercise' })).status).toBe(400);
    expect((await newEntry(u, { activities: [''] })).status).toBe(400);
    expect((await newEntry(u, { activities: Array.from({ length: 31 }, (_, i) => `a${i}`) })).status).toBe(400);
  });

  it("removing an activity unlinks it from entries; another user's entry never shows mine", async () => {
    const u = await createTestUser();
    const made = await newEntry(u, { activities: ['music', 'reading'] });
    const music = (await list(u)).json.activities.find((a: { name: string }) => a.name === 'music');
    await remove(u, music.id);
    const [e] = (await myEntries(u)).json.entries;
    expect(e._id).toBe(made.json.entry._id);
    expect(e.activities).toEqual(['reading']);
    const other = await createTestUser();
    expect((await myEntries(other)).json.entries).toEqual([]);
  });
});

describe('export, import and deletion', () => {
  it('JSON export carries activities; importing it into another account restores them with their emojis', async () => {
    const a = await createTestUser();
    await create(a, { name: 'Piano', emoji: '🎹' });
    await newEntry(a, { text: 'Practised.', activities: ['Piano', 'music'], createdAt: '2024-05-01T08:00:00Z' });
    await newEntry(a, { text: 'Quiet day.', createdAt: '2024-05-02T08:00:00Z' });

    const exported = await call(exportRoute.GET, { headers: a.auth, query: { format: 'json' } });
    expect(exported.status).toBe(200);
    expect(exported.json.entries.map((e: { activities: string[] }) => e.activities)).toEqual([['music', 'Piano'], []]);
    expect(exported.json.activities).toContainEqual({ name: 'Piano', emoji: '🎹' });
    // The review and the safety plan stay the file's last keys.
    expect(Object.keys(exported.json)).toEqual([
      'format',
      'version',
      'exportedAt',
      'user',
      'entries',
      'chats',
      'activities',
      'reminders',
      'review',
      'safetyPlan',
    ]);

    const b = await createTestUser();
    const imported = await call(importRoute.POST, { headers: { ...b.auth, 'content-type': 'application/json' }, rawBody: exported.text });
    expect(imported.status).toBe(201);
    expect(imported.json.imported.entries).toBe(2);
    const entries = (await myEntries(b)).json.entries;
    expect(entries.map((e: { text: string; activities: string[] }) => [e.text, e.activities])).toEqual([
      ['Quiet day.', []],
      ['Practised.', ['music', 'Piano']],
    ]);
    const bActs = (await list(b)).json.activities;
    expect(bActs.find((x: { name: string }) => x.name === 'Piano')).toMatchObject({ emoji: '🎹' });

    const csv = await call(exportRoute.GET, { headers: a.auth, query: { format: 'csv' } });
    const rows = parseCsv(csv.text);
    expect(rows[0]).toEqual(['createdAt', 'mood', 'title', 'text', 'analysis', 'playlistUrl', 'activities']);
    expect(rows[1][6]).toBe('music | Piano');
  });

  it('a Daylio CSV activities column `a | b | c` maps to activities, creating unknown ones', async () => {
    const u = await createTestUser();
    await create(u, { name: 'Gaming', emoji: '🎮' });
    const csv = [
      'full_date,date,weekday,time,mood,activities,note_title,note',
      '2024-03-04,March 4,Monday,21:40,rad,friends | gaming | date night,,Great evening',
      '2024-03-05,March 5,Tuesday,08:00,meh,,,Nothing much',
      '2024-03-06,March 6,Wednesday,08:00,good,cleaning,,',
    ].join('\n');
    const res = await call(importRoute.POST, { headers: { ...u.auth, 'content-type': 'text/csv' }, rawBody: csv, query: { tz: 'Europe/Berlin' } });
    expect(res.status).toBe(201);
    expect(res.json.imported.entries).toBe(3);
    const entries = (await myEntries(u)).json.entries;
    expect(entries.map((e: { text: string; activities: string[] }) => [e.text, e.activities])).toEqual([
      ['Activities: cleaning', ['cleaning']],
      ['Nothing much', []],
      ['Great evening', ['date night', 'friends', 'Gaming']],
    ]);
    const acts = (await list(u)).json.activities.map((a: { name: string }) => a.name);
    expect(acts).toEqual(expect.arrayContaining(['Gaming', 'date night', 'cleaning', 'friends']));
    expect(acts.filter((n: string) => n.toLowerCase() === 'gaming')).toHaveLength(1);

    const bad = await call(importRoute.POST, {
      headers: { ...u.auth, 'content-type': 'text/csv' },
      rawBody: ['full_date,date,weekday,time,mood,activities,note_title,note', `2024-03-07,March 7,Thursday,08:00,good,${'x'.repeat(41)},,note`].join('\n'),
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^Row 2: activities/);
  });

  it('deleting the account deletes its activities and their links', async () => {
    const u = await createTestUser();
    const made = await newEntry(u, { activities: ['exercise', 'Climbing'] });
    expect((await call(meRoute.DELETE, { method: 'DELETE', headers: u.auth, body: { password: u.password } })).status).toBe(200);
    expect(await db.select().from(activity).where(eq(activity.userId, u.id))).toHaveLength(0);
    expect(await db.select().from(entryActivity).where(eq(entryActivity.entryId, made.json.entry._id))).toHaveLength(0);
    expect(await db.select().from(journalEntry).where(eq(journalEntry.userId, u.id))).toHaveLength(0);
  });
});
