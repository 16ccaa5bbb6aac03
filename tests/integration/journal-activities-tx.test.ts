import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as activitiesRoute from '@/app/api/activities/route';
import * as journalRoute from '@/app/api/journal/route';
import * as editRoute from '@/app/api/journal/edit/[id]/route';
import { db } from '@/lib/db/client';
import { entryActivity, journalEntry } from '@/lib/db/schema';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/users';

// Issue 18: an entry and its activities are written in one transaction, on create and on edit. A
// failure while writing the activities (here a trigger that refuses one activity, standing in for
// any database error at that step) must leave neither a new entry without its activities nor an
// edit applied without them.

describe('activities are written with their entry, or not at all', () => {
  let u: TestUser;

  beforeAll(async () => {
    u = await createTestUser();
    const created = await call(activitiesRoute.POST, { headers: u.auth, body: { name: 'explodes', emoji: '💥' } });
    expect(created.status).toBe(201);
    await db.execute(sql`
      create function refuse_explodes() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from activity a where a.id = new.activity_id and a.name = 'explodes') then
          raise exception 'refused by the test';
        end if;
        return new;
      end $$
    `);
    await db.execute(sql`create trigger refuse_explodes before insert on entry_activity for each row execute function refuse_explodes()`);
  });

  afterAll(async () => {
    await db.execute(sql`drop trigger if exists refuse_explodes on entry_activity`);
  });

  const entriesOf = (who: TestUser) => db.select().from(journalEntry).where(eq(journalEntry.userId, who.id));

  it('a create whose activities fail writes no entry', async () => {
    const res = await call(journalRoute.POST, { headers: u.auth, body: { mood: 'happy', text: 'Ran 5 km.', activities: ['exercise', 'explodes'] } });
    expect(res.status).toBe(500);
    expect(await entriesOf(u)).toHaveLength(0);
    // Nor half its links, nor (on a retry) a duplicate: the same clientId can be sent again.
    const links = await db
      .select()
      .from(entryActivity)
      .innerJoin(journalEntry, eq(journalEntry.id, entryActivity.entryId))
      .where(eq(journalEntry.userId, u.id));
    expect(links).toHaveLength(0);
    const retry = await call(journalRoute.POST, {
      headers: u.auth,
      body: { mood: 'happy', text: 'Ran 5 km.', activities: ['exercise'], clientId: crypto.randomUUID() },
    });
    expect(retry.status).toBe(201);
    expect(retry.json.entry.activities).toEqual(['exercise']);
  });

  it('an edit whose activities fail changes neither the entry nor its activities', async () => {
    const created = await call(journalRoute.POST, { headers: u.auth, body: { mood: 'relaxed', text: 'Read by the window.', activities: ['reading'] } });
    expect(created.status).toBe(201);
    const id = created.json.entry._id;
    const edit = await call(editRoute.PUT, {
      method: 'PUT',
      headers: u.auth,
      params: { id },
      body: { mood: 'angry', text: 'Changed.', activities: ['reading', 'explodes'] },
    });
    expect(edit.status).toBe(500);
    const [row] = await db.select().from(journalEntry).where(eq(journalEntry.id, id));
    expect(row).toMatchObject({ mood: 'relaxed', text: 'Read by the window.', version: 1 });
    const links = await db.select().from(entryActivity).where(eq(entryActivity.entryId, id));
    expect(links).toHaveLength(1);
    // Without the failing activity the same edit goes through, activities included.
    const ok = await call(editRoute.PUT, { method: 'PUT', headers: u.auth, params: { id }, body: { mood: 'angry', text: 'Changed.', activities: ['work'] } });
    expect(ok.status).toBe(200);
    expect(ok.json.entry).toMatchObject({ mood: 'angry', text: 'Changed.', version: 2, activities: ['work'] });
  });
});
