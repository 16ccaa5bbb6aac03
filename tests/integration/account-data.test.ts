import fs from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as meRoute from '@/app/api/me/route';
import * as passwordRoute from '@/app/api/me/password/route';
import * as exportRoute from '@/app/api/me/export/route';
import * as importRoute from '@/app/api/me/import/route';
import * as authMeRoute from '@/app/api/auth/me/route';
import * as loginRoute from '@/app/api/auth/login/route';
import { db } from '@/lib/db/client';
import { chat, chatMessage, journalEntry, review, session, user } from '@/lib/db/schema';
import { parseCsv } from '@/lib/csv';
import { IMPORT_MAX_ENTRIES } from '@/lib/services/import';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/users';

async function addEntries(u: TestUser, rows: Partial<typeof journalEntry.$inferInsert>[]) {
  await db.insert(journalEntry).values(rows.map((r, i) => ({ userId: u.id, mood: 'happy' as const, text: `entry ${i}`, ...r })));
}

async function entryCount(userId: string) {
  const [r] = await db.select({ n: count() }).from(journalEntry).where(eq(journalEntry.userId, userId));
  return r.n;
}

describe('export', () => {
  it('CSV has a header row, one row per entry, and escapes formula cells', async () => {
    const u = await createTestUser();
    await addEntries(u, [
      { text: '=HYPERLINK("http://evil")', title: '+1 day', createdAt: new Date('2024-01-01T10:00:00Z') },
      { text: 'plain, with "quotes"\nand a newline', mood: 'sad', createdAt: new Date('2024-01-02T10:00:00Z') },
      { text: '@mention', title: '-minus', createdAt: new Date('2024-01-03T10:00:00Z') },
    ]);
    const res = await call(exportRoute.GET, { headers: u.auth, query: { format: 'csv' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="moodjournal-.*\.csv"/);
    const rows = parseCsv(res.text);
    expect(rows[0]).toEqual(['createdAt', 'mood', 'title', 'text', 'analysis', 'playlistUrl', 'activities']);
    expect(rows).toHaveLength(4);
    expect(rows[1][3]).toBe(`'=HYPERLINK("http://evil")`);
    expect(rows[1][2]).toBe(`'+1 day`);
    expect(rows[2][3]).toBe('plain, with "quotes"\nand a newline');
    expect(rows[3][2]).toBe(`'-minus`);
    expect(rows[3][3]).toBe(`'@mention`);
  });

  it('rejects an unknown format and needs a session', async () => {
    const u = await createTestUser();
    expect((await call(exportRoute.GET, { headers: u.auth, query: { format: 'xml' } })).status).toBe(400);
    expect((await call(exportRoute.GET, { query: { format: 'csv' } })).status).toBe(401);
  });

  it('streams a 10,000-entry journal in full', async () => {
    const u = await createTestUser();
    const base = Date.UTC(2020, 0, 1);
    for (let b = 0; b < 10; b++) {
      await addEntries(
        u,
        Array.from({ length: 1000 }, (_, i) => ({ text: `day ${b * 1000 + i}`, createdAt: new Date(base + (b * 1000 + i) * 3_600_000) })),
      );
    }
    const res = await call(exportRoute.GET, { headers: u.auth, query: { format: 'csv' } });
    const rows = parseCsv(res.text);
    expect(rows).toHaveLength(10_001);
    expect(rows[1][3]).toBe('day 0');
    expect(rows[10_000][3]).toBe('day 9999');
  });
  it('pages entries written through the app (microsecond timestamps) without repeating any at batch edges', async () => {
    const u = await createTestUser();
    // now() keeps microseconds, as for every entry the app writes; 1,050 entries span three batches.
    await db.execute(sql`insert into journal_entry (user_id, mood, text, created_at)
      select ${u.id}, 'happy', 'entry ' || g, now() - (g * interval '1 second') - interval '123 microseconds' from generate_series(1, 1050) g`);
    const csv = parseCsv((await call(exportRoute.GET, { headers: u.auth, query: { format: 'csv' } })).text).slice(1);
    expect(csv).toHaveLength(1050);
    expect(new Set(csv.map((r) => r[3])).size).toBe(1050);
    const exported = JSON.parse((await call(exportRoute.GET, { headers: u.auth, query: { format: 'json' } })).text);
    expect(exported.entries).toHaveLength(1050);

    // Re-importing the export into the same journal recognises every entry, the newest included.
    const again = await call(importRoute.POST, { headers: { ...u.auth, 'content-type': 'application/json' }, rawBody: JSON.stringify(exported) });
    expect(again.status).toBe(201);
    expect(again.json.imported.entries).toBe(0);
    expect(await entryCount(u.id)).toBe(1050);
  });
});

describe('import', () => {
  it('round-trips our JSON export into another account, and a second import adds nothing', async () => {
    const a = await createTestUser({ name: 'Ana' });
    await addEntries(a, [
      {
        text: 'first',
        mood: 'relaxed',
        title: 'One',
        analysis: 'Calm.\nEmotion detected: relaxed',
        playlistUrl: 'https://open.spotify.com/embed/playlist/37i9dQZF1DWZqd5JICZI0u',
        createdAt: new Date('2024-05-01T08:00:00Z'),
      },
      { text: 'second', mood: 'angry', createdAt: new Date('2024-05-02T08:00:00Z') },
    ]);
    const [c] = await db.insert(chat).values({ userId: a.id, title: 'Sleep' }).returning();
    await db.insert(chatMessage).values([
      { chatId: c.id, role: 'user', content: 'I cannot sleep', createdAt: new Date('2024-05-03T22:00:00Z') },
      { chatId: c.id, role: 'assistant', content: 'That sounds tiring.', createdAt: new Date('2024-05-03T22:00:01Z') },
    ]);
    await db.insert(review).values({ userId: a.id, rating: 4, comment: 'Nice' });

    const exported = await call(exportRoute.GET, { headers: a.auth, query: { format: 'json' } });
    expect(exported.status).toBe(200);
    expect(exported.json.entries).toHaveLength(2);

    const b = await createTestUser();
    const imported = await call(importRoute.POST, { headers: { ...b.auth, 'content-type': 'application/json' }, rawBody: exported.text });
    expect(imported.status).toBe(201);
    expect(imported.json.imported).toEqual({ entries: 2, chats: 1, review: 1 });

    const rows = await db.select().from(journalEntry).where(eq(journalEntry.userId, b.id)).orderBy(journalEntry.createdAt);
    expect(rows.map((r) => [r.text, r.mood, r.title, r.playlistUrl, r.createdAt.toISOString()])).toEqual([
      ['first', 'relaxed', 'One', 'https://open.spotify.com/embed/playlist/37i9dQZF1DWZqd5JICZI0u', '2024-05-01T08:00:00.000Z'],
      ['second', 'angry', null, null, '2024-05-02T08:00:00.000Z'],
    ]);
    const bChats = await db.select().from(chat).where(eq(chat.userId, b.id));
    expect(bChats.map((x) => x.title)).toEqual(['Sleep']);
    const msgs = await db.select().from(chatMessage).where(eq(chatMessage.chatId, bChats[0].id)).orderBy(chatMessage.createdAt);
    expect(msgs.map((m) => m.content)).toEqual(['I cannot sleep', 'That sounds tiring.']);
    const [r] = await db.select().from(review).where(eq(review.userId, b.id));
    expect(r.rating).toBe(4);

    const again = await call(importRoute.POST, { headers: { ...b.auth, 'content-type': 'application/json' }, rawBody: exported.text });
    expect(again.status).toBe(201);
    expect(again.json.imported.entries).toBe(0);
    expect(again.json.skipped).toBe(2);
    expect(await entryCount(b.id)).toBe(2);
  });

  it('imports a Daylio CSV export, mapping its moods and times', async () => {
    const u = await createTestUser();
    const csv = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/daylio-sample.csv'), 'utf8');
    const res = await call(importRoute.POST, { headers: { ...u.auth, 'content-type': 'text/csv' }, rawBody: csv, query: { tz: 'America/New_York' } });
    expect(res.status).toBe(201);
    expect(res.json.source).toBe('daylio');
    expect(res.json.imported.entries).toBe(6);
    const rows = await db.select().from(journalEntry).where(eq(journalEntry.userId, u.id)).orderBy(journalEntry.createdAt);
    expect(rows.map((r) => r.mood)).toEqual(['neutral', 'angry', 'sad', 'neutral', 'relaxed', 'happy']);
    const rad = rows[5];
    expect(rad.title).toBe('Best day');
    expect(rad.text).toBe('Saw the old gang, laughed until midnight.');
    // 21:40 in New York (EST, UTC-5) on 2024-03-04
    expect(rad.createdAt.toISOString()).toBe('2024-03-05T02:40:00.000Z');
    expect(rows[4].text).toBe('Slow morning with coffee and a long walk by the river.\nFelt calm.');
    expect(rows[4].createdAt.toISOString()).toBe('2024-03-03T14:15:00.000Z');
    expect(rows[3].text).toBe('Activities: cleaning');
    expect(rows[2].text).toBe('Missed the deadline, said "sorry" three times, still feel low.');
  });

  it('imports nothing when one row is bad, and names the row', async () => {
    const u = await createTestUser();
    const csv = [
      'full_date,date,weekday,time,mood,activities,note_title,note',
      '2024-03-04,March 4,Monday,21:40,rad,,,fine',
      '2024-03-05,March 5,Tuesday,21:40,good,,,also fine',
      '2024-13-45,Nope,Someday,21:40,good,,,broken date',
    ].join('\n');
    const res = await call(importRoute.POST, { headers: { ...u.auth, 'content-type': 'text/csv' }, rawBody: csv });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^Row 4: /);
    expect(await entryCount(u.id)).toBe(0);

    const badJson = JSON.stringify({
      format: 'moodjournal-export',
      version: 1,
      entries: [
        { mood: 'happy', text: 'ok', createdAt: '2024-01-01T00:00:00Z' },
        { mood: 'ecstatic', text: 'x', createdAt: '2024-01-01T00:00:00Z' },
      ],
      chats: [],
      review: null,
    });
    const res2 = await call(importRoute.POST, { headers: { ...u.auth, 'content-type': 'application/json' }, rawBody: badJson });
    expect(res2.status).toBe(400);
    expect(res2.json.message).toMatch(/^Row 2: /);
    expect(await entryCount(u.id)).toBe(0);
  });

  it('refuses a Daylio file with more rows than one import takes, or a day that does not exist, with 400', async () => {
    const u = await createTestUser();
    const header = 'full_date,date,weekday,time,mood,activities,note_title,note';
    const many = [
      header,
      ...Array.from({ length: IMPORT_MAX_ENTRIES + 1 }, (_, i) => `2024-01-01,x,x,10:${String(i % 60).padStart(2, '0')},good,,,n${i}`),
    ].join('\n');
    const big = await call(importRoute.POST, { headers: { ...u.auth, 'content-type': 'text/csv' }, rawBody: many });
    expect(big.status).toBe(400);
    expect(big.json.message).toMatch(/at most 100,000/);

    const feb31 = await call(importRoute.POST, { headers: { ...u.auth, 'content-type': 'text/csv' }, rawBody: `${header}\n2024-02-31,x,x,10:00,good,,,hello` });
    expect(feb31.status).toBe(400);
    expect(feb31.json.message).toMatch(/^Row 2: full_date "2024-02-31" is not a real date/);
    expect(await entryCount(u.id)).toBe(0);
  });

  it('keeps nothing when the database fails part-way through the writes', async () => {
    const u = await createTestUser();
    // The review is written last; make that write fail for this user only.
    await db.execute(
      sql.raw(`create function refuse_review() returns trigger language plpgsql as $$
      begin if new.user_id = '${u.id}' then raise exception 'refused for the test'; end if; return new; end $$`),
    );
    await db.execute(sql.raw('create trigger refuse_review before insert on review for each row execute function refuse_review()'));
    try {
      const file = {
        format: 'moodjournal-export',
        version: 1,
        entries: Array.from({ length: 1200 }, (_, i) => ({
          mood: 'sad',
          text: `kept? ${i}`,
          createdAt: new Date(Date.UTC(2023, 0, 1) + i * 60_000).toISOString(),
        })),
        chats: [{ title: 'A chat', createdAt: '2023-02-01T00:00:00Z', messages: [{ role: 'user', content: 'hello', date: '2023-02-01T00:00:01Z' }] }],
        review: { rating: 4, comment: 'words only I should ever read', createdAt: '2023-02-02T00:00:00Z' },
      };
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const res = await call(importRoute.POST, { headers: { ...u.auth, 'content-type': 'application/json' }, rawBody: JSON.stringify(file) });
      const log = logged.mock.calls.flat().map(String).join(' ');
      logged.mockRestore();
      expect(res.status).toBe(500);
      expect(res.json).toEqual({ message: expect.any(String), code: 'internal:server' });
      // The failed query is logged without its values.
      expect(log).toContain('refused for the test');
      expect(log).not.toContain('words only I should ever read');
      expect(await entryCount(u.id)).toBe(0);
      expect(await db.select().from(chat).where(eq(chat.userId, u.id))).toHaveLength(0);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_review on review'));
      await db.execute(sql.raw('drop function refuse_review()'));
    }
  });

  it('refuses a body cut short of its Content-Length (413) and imports nothing', async () => {
    const u = await createTestUser();
    const csv = 'full_date,date,weekday,time,mood,activities,note_title,note\n2024-03-04,x,x,21:40,rad,,,fine';
    const res = await call(importRoute.POST, { headers: { ...u.auth, 'content-type': 'text/csv', 'content-length': String(csv.length + 5000) }, rawBody: csv });
    expect(res.status).toBe(413);
    expect(await entryCount(u.id)).toBe(0);
    // The proxy does not run for this path, so the route sets the security headers itself.
    const ok = await call(importRoute.POST, { headers: { ...u.auth, 'content-type': 'text/csv' }, rawBody: csv });
    expect(ok.status).toBe(201);
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('rejects files that are neither format', async () => {
    const u = await createTestUser();
    const res = await call(importRoute.POST, { headers: { ...u.auth, 'content-type': 'text/csv' }, rawBody: 'a,b\n1,2' });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/not a Daylio export/);
    const res2 = await call(importRoute.POST, { headers: { ...u.auth, 'content-type': 'application/json' }, rawBody: '{"hello":1}' });
    expect(res2.status).toBe(400);
    expect((await call(importRoute.POST, { headers: u.auth, rawBody: '' })).status).toBe(400);
  });
});

describe('profile and password', () => {
  it('changes the name', async () => {
    const u = await createTestUser();
    const res = await call(meRoute.PATCH, { method: 'PATCH', headers: u.auth, body: { name: '  New Name ' } });
    expect(res.status).toBe(200);
    expect(res.json.user.name).toBe('New Name');
    expect((await call(meRoute.PATCH, { method: 'PATCH', headers: u.auth, body: { name: '' } })).status).toBe(400);
  });

  it('changing the password needs the current one and signs out other sessions', async () => {
    const u = await createTestUser();
    const other = await call(loginRoute.POST, { body: { email: u.email, password: u.password } });
    const otherAuth = { authorization: `Bearer ${other.json.token}` };
    expect((await call(authMeRoute.GET, { headers: otherAuth })).status).toBe(200);

    const wrong = await call(passwordRoute.POST, { headers: u.auth, body: { currentPassword: 'nope-nope-nope', newPassword: 'brand-new-password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('The current password is not correct.');

    const ok = await call(passwordRoute.POST, { headers: u.auth, body: { currentPassword: u.password, newPassword: 'brand-new-password' } });
    expect(ok.status).toBe(200);
    expect(ok.json.token).toBeTruthy();
    expect((await call(authMeRoute.GET, { headers: otherAuth })).status).toBe(401);
    expect((await call(authMeRoute.GET, { headers: { authorization: `Bearer ${ok.json.token}` } })).status).toBe(200);
    expect((await call(loginRoute.POST, { body: { email: u.email, password: 'brand-new-password' } })).status).toBe(200);
    expect((await call(loginRoute.POST, { body: { email: u.email, password: u.password } })).status).toBe(401);
  });
  it('limits password attempts per account, so a stolen session cannot guess the password', async () => {
    const u = await createTestUser();
    for (let i = 0; i < 10; i++) {
      const wrong = i % 2 ? { currentPassword: `wrong-${i}-password`, newPassword: 'brand-new-password' } : null;
      const res = wrong
        ? await call(passwordRoute.POST, { headers: u.auth, body: wrong })
        : await call(meRoute.DELETE, { method: 'DELETE', headers: u.auth, body: { password: `wrong-${i}-password` } });
      expect(res.status).toBe(400);
    }
    const limited = await call(meRoute.DELETE, { method: 'DELETE', headers: u.auth, body: { password: u.password } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await call(passwordRoute.POST, { headers: u.auth, body: { currentPassword: u.password, newPassword: 'brand-new-password' } })).status).toBe(429);
    expect((await call(authMeRoute.GET, { headers: u.auth })).status).toBe(200);
  });
});

describe('account deletion', () => {
  it('keeps everything on a wrong password, and deletes every owned row with the right one', async () => {
    const u = await createTestUser();
    const bystander = await createTestUser();
    await addEntries(u, [{ text: 'mine' }]);
    await addEntries(bystander, [{ text: 'theirs' }]);
    const [c] = await db.insert(chat).values({ userId: u.id, title: 'x' }).returning();
    await db.insert(chatMessage).values({ chatId: c.id, role: 'user', content: 'hi' });
    await db.insert(review).values({ userId: u.id, rating: 5, comment: 'great' });

    const wrong = await call(meRoute.DELETE, { method: 'DELETE', headers: u.auth, body: { password: 'wrong-password' } });
    expect(wrong.status).toBe(400);
    expect(await entryCount(u.id)).toBe(1);

    const ok = await call(meRoute.DELETE, { method: 'DELETE', headers: u.auth, body: { password: u.password } });
    expect(ok.status).toBe(200);
    expect(ok.headers.getSetCookie().some((c) => c.includes('session_token=;'))).toBe(true);
    expect(await db.select().from(user).where(eq(user.id, u.id))).toHaveLength(0);
    expect(await entryCount(u.id)).toBe(0);
    expect(await db.select().from(chat).where(eq(chat.userId, u.id))).toHaveLength(0);
    expect(await db.select().from(chatMessage).where(eq(chatMessage.chatId, c.id))).toHaveLength(0);
    expect(await db.select().from(review).where(eq(review.userId, u.id))).toHaveLength(0);
    expect(await db.select().from(session).where(eq(session.userId, u.id))).toHaveLength(0);
    expect((await call(authMeRoute.GET, { headers: u.auth })).status).toBe(401);
    expect((await call(loginRoute.POST, { body: { email: u.email, password: u.password } })).status).toBe(401);
    expect(await entryCount(bystander.id)).toBe(1);
  });
});
