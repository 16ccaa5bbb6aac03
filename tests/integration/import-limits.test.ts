import { count, eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import * as importRoute from '@/app/api/me/import/route';
import { db } from '@/lib/db/client';
import { chat, journalEntry, review } from '@/lib/db/schema';
import { securityHeaders } from '@/lib/http/security-headers';
import { ACCOUNT_ENTRIES_MAX } from '@/lib/limits';
import { EXPORT_FORMAT } from '@/lib/services/export';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ENTRIES } from '@/lib/services/import';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/users';

// The import reads a whole file (up to 25 MB) from one request. It must stop at its limits as it
// reads (rows, nesting, bytes), never hold the event loop for long, never let one account grow past
// its cap, be limited per hour, keep imported dates in the past, and answer with the security
// headers even though proxy.ts does not run for this path.

const DAYLIO_HEADER = 'full_date,date,weekday,time,mood,activities,note_title,note';
const encoder = new TextEncoder();

async function entryCount(userId: string) {
  const [r] = await db.select({ n: count() }).from(journalEntry).where(eq(journalEntry.userId, userId));
  return r.n;
}

const exportFile = (patch: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: EXPORT_FORMAT,
    version: 1,
    entries: [{ mood: 'happy', title: null, text: 'A fine day.', analysis: null, playlistUrl: null, createdAt: '2024-03-01T09:00:00.000Z' }],
    chats: [],
    review: null,
    ...patch,
  });

const asJson = (u: TestUser) => ({ ...u.auth, 'content-type': 'application/json' });

/**
 * Sends a body produced piece by piece (`next` returns the next piece, or null at the end) and
 * reports how many bytes the server pulled before it answered.
 */
async function streamImport(u: TestUser, contentType: string, next: () => string | null) {
  let pulled = 0;
  let finished = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = next();
      if (piece === null) {
        finished = true;
        controller.close();
        return;
      }
      const bytes = encoder.encode(piece);
      pulled += bytes.byteLength;
      controller.enqueue(bytes);
    },
  });
  // duplex is required for a stream body, and missing from the DOM typings Next builds on.
  const init = { method: 'POST', headers: { ...u.auth, 'content-type': contentType }, body, duplex: 'half' };
  const req = new NextRequest('http://localhost:3000/api/me/import', init as ConstructorParameters<typeof NextRequest>[1]);
  const res = await importRoute.POST(req, { params: Promise.resolve({}) });
  const text = await res.text();
  return { status: res.status, json: JSON.parse(text), pulled, finished };
}

/** Pieces of about 64 KB made of `line(i)` lines, up to `maxBytes` in all. */
function lines(first: string, line: (i: number) => string, maxBytes: number) {
  let i = 0;
  let sent = 0;
  let started = false;
  return () => {
    if (sent >= maxBytes) return null;
    let piece = started ? '' : first;
    started = true;
    while (piece.length < 64 * 1024) piece += line(i++);
    sent += piece.length;
    return piece;
  };
}

/** The longest time the event loop was held while `run` ran, in ms (the largest gap between 5 ms ticks). */
/**
 * How many times the event loop came round while `run` worked: other requests are served on those
 * turns. Counted, not timed, so a busy machine changes nothing: reading a file in one piece gives a
 * handful of turns, reading it in slices hundreds.
 */
async function loopTurns(run: () => Promise<unknown>) {
  let turns = 0;
  let on = true;
  const tick = () => {
    if (!on) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  try {
    await run();
  } finally {
    on = false;
  }
  return turns;
}

describe('import stops at its limits while reading', () => {
  it('stops reading a Daylio CSV once it passes the row limit, long before the end of the file', async () => {
    const u = await createTestUser();
    const row = (i: number) => `2024-01-01,x,x,10:${String(i % 60).padStart(2, '0')},good,,,note ${i}\n`;
    const total = 24 * 1024 * 1024; // about 300,000 rows
    const res = await streamImport(u, 'text/csv', lines(`${DAYLIO_HEADER}\n`, row, total));
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/more than 100,000 rows/);
    expect(res.finished).toBe(false);
    expect(res.pulled).toBeLessThan(total / 2);
    expect(await entryCount(u.id)).toBe(0);
  });

  it('stops reading a JSON file once it is nested deeper than 32 levels (400)', async () => {
    const u = await createTestUser();
    const head = `{"format":"${EXPORT_FORMAT}","version":1,"entries":[{"mood":"happy","text":"x","createdAt":"2024-01-01T00:00:00Z","analysis":${'['.repeat(40)}`;
    const total = 20 * 1024 * 1024;
    const res = await streamImport(
      u,
      'application/json',
      lines(head, () => '[1,2,3,4,5,6,7,8,9],', total),
    );
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/nested more than 32 levels deep/);
    expect(res.finished).toBe(false);
    expect(res.pulled).toBeLessThan(1024 * 1024);
  });

  it('refuses deep nesting of any shape with 400, before parsing', async () => {
    const u = await createTestUser();
    const depth33 = exportFile({
      entries: [{ mood: 'happy', text: 'x', createdAt: '2024-01-01T00:00:00Z', analysis: JSON.parse(`${'['.repeat(31)}${']'.repeat(31)}`) }],
    });
    for (const body of [`${'['.repeat(100_000)}${']'.repeat(100_000)}`, `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`, depth33]) {
      const res = await call(importRoute.POST, { headers: asJson(u), rawBody: body });
      expect(res.status, body.slice(0, 60)).toBe(400);
      expect(res.json.message).toMatch(/nested more than 32 levels deep/);
    }
    // 32 levels is fine (the depth of the entry list is 2, of an entry 3).
    const depth32 = exportFile({
      review: { rating: 5, comment: 'ok', createdAt: '2024-01-01T00:00:00Z', extra: JSON.parse(`${'['.repeat(30)}${']'.repeat(30)}`) },
    });
    expect((await call(importRoute.POST, { headers: asJson(u), rawBody: depth32 })).status).toBe(201);
    expect(await entryCount(u.id)).toBe(1);
  });

  it('refuses a JSON export with more entries than one import takes (400), and a body past 25 MB (413)', async () => {
    const u = await createTestUser();
    const many = `{"format":"${EXPORT_FORMAT}","version":1,"entries":[${'0,'.repeat(IMPORT_MAX_ENTRIES)}0],"chats":[]}`;
    const res = await call(importRoute.POST, { headers: asJson(u), rawBody: many });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/at most 100,000/);

    const big = await streamImport(
      u,
      'application/json',
      lines(
        `{"format":"${EXPORT_FORMAT}","version":1,"entries":[`,
        () => `{"mood":"happy","text":"${'filler '.repeat(60)}","createdAt":"2024-01-01T00:00:00Z"},`,
        IMPORT_MAX_BYTES + 1024 * 1024,
      ),
    );
    expect(big.status).toBe(413);
    expect(big.finished).toBe(false);
    expect(big.pulled).toBeLessThanOrEqual(IMPORT_MAX_BYTES + 128 * 1024);
    expect(await entryCount(u.id)).toBe(0);
  });

  it('lets the event loop turn hundreds of times while reading a file of almost 25 MB', async () => {
    const u = await createTestUser();
    // Bad in its very last entry or row, so the whole file is read and checked, and nothing written.
    const entries: object[] = [];
    let size = 0;
    for (let i = 0; size < 23 * 1024 * 1024; i++) {
      const e = {
        mood: 'happy',
        title: `Day ${i}`,
        text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(2 + (i % 8)),
        analysis: null,
        playlistUrl: null,
        createdAt: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString(),
      };
      entries.push(e);
      size += JSON.stringify(e).length + 1;
    }
    entries.push({ mood: 'ecstatic', text: 'x', createdAt: '2024-01-01T00:00:00Z' });
    const json = exportFile({ entries });
    const lastRow = entries.length;
    entries.length = 0; // only the text is needed from here on
    let res: { status: number; json: { message: string } } | undefined;
    const jsonTurns = await loopTurns(async () => (res = await call(importRoute.POST, { headers: asJson(u), rawBody: json })));
    expect(res!.status).toBe(400);
    expect(res!.json.message).toMatch(new RegExp(`^Row ${lastRow}: `));

    const csvRows = [DAYLIO_HEADER];
    for (let i = 0; i < IMPORT_MAX_ENTRIES - 1; i++)
      csvRows.push(`2024-01-01,x,x,10:${String(i % 60).padStart(2, '0')},good,walk | read,Title ${i},"${'A long and quiet day, '.repeat(9)}${i}"`);
    csvRows.push('2024-13-45,x,x,10:00,good,,,broken');
    const csv = csvRows.join('\n');
    csvRows.length = 0;
    expect(csv.length).toBeGreaterThan(20 * 1024 * 1024);
    const csvTurns = await loopTurns(async () => (res = await call(importRoute.POST, { headers: { ...u.auth, 'content-type': 'text/csv' }, rawBody: csv })));
    expect(res!.status).toBe(400);
    expect(res!.json.message).toMatch(new RegExp(`^Row ${IMPORT_MAX_ENTRIES + 1}: `));
    expect(await entryCount(u.id)).toBe(0);

    // Reading the whole file at once held the loop for 1.3 s (JSON) and 14 s (CSV) in one turn. Now it
    // reads slices of 64 KB and checks batches of 500 entries, yielding between them (the benchmark
    // measures what that does to other requests' p99).
    expect(jsonTurns, 'event-loop turns reading JSON').toBeGreaterThanOrEqual(100);
    expect(csvTurns, 'event-loop turns reading CSV').toBeGreaterThanOrEqual(100);
  }, 120_000);
});

describe('entries per account', () => {
  it(`refuses an import that would take the journal past ${ACCOUNT_ENTRIES_MAX.toLocaleString('en-US')} entries, writing nothing`, async () => {
    const u = await createTestUser();
    await db.execute(sql`insert into journal_entry (user_id, mood, text, created_at)
      select ${u.id}, 'happy', 'entry ' || g, timestamptz '2020-01-01T00:00:00Z' + g * interval '1 minute' from generate_series(1, ${ACCOUNT_ENTRIES_MAX - 1}) g`);
    const two = exportFile({
      entries: [
        { mood: 'sad', text: 'one more', createdAt: '2024-03-01T09:00:00.000Z' },
        { mood: 'sad', text: 'and another', createdAt: '2024-03-02T09:00:00.000Z' },
      ],
      review: { rating: 5, comment: 'kept out too', createdAt: '2024-03-02T09:00:00.000Z' },
    });
    const refused = await call(importRoute.POST, { headers: asJson(u), rawBody: two });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(
      'Your journal has 99,999 entries and this file would add 2; an account holds at most 100,000 entries. Nothing was imported.',
    );
    expect(await entryCount(u.id)).toBe(ACCOUNT_ENTRIES_MAX - 1);
    expect(await db.select().from(review).where(eq(review.userId, u.id))).toHaveLength(0);

    // Entries already in the journal do not count: re-sending one of them adds nothing.
    const one = exportFile({
      entries: [
        { mood: 'sad', text: 'one more', createdAt: '2024-03-01T09:00:00.000Z' },
        { mood: 'happy', text: 'entry 1', createdAt: '2020-01-01T00:01:00.000Z' },
      ],
    });
    const ok = await call(importRoute.POST, { headers: asJson(u), rawBody: one });
    expect(ok.status).toBe(201);
    expect(ok.json.imported.entries).toBe(1);
    expect(ok.json.skipped).toBe(1);
    expect(await entryCount(u.id)).toBe(ACCOUNT_ENTRIES_MAX);
  }, 60_000);
});

describe('entries per account, two imports at once', () => {
  it('lets only one of two simultaneous imports use the last room in the journal', async () => {
    const u = await createTestUser();
    await db.execute(sql`insert into journal_entry (user_id, mood, text, created_at)
      select ${u.id}, 'happy', 'entry ' || g, timestamptz '2020-01-01T00:00:00Z' + g * interval '1 minute' from generate_series(1, ${ACCOUNT_ENTRIES_MAX - 2}) g`);
    const file = (tag: string) =>
      exportFile({
        entries: [
          { mood: 'sad', text: `${tag} one`, createdAt: '2024-03-01T09:00:00.000Z' },
          { mood: 'sad', text: `${tag} two`, createdAt: '2024-03-02T09:00:00.000Z' },
        ],
      });
    const [a, b] = await Promise.all([
      call(importRoute.POST, { headers: asJson(u), rawBody: file('a') }),
      call(importRoute.POST, { headers: asJson(u), rawBody: file('b') }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    expect(await entryCount(u.id)).toBe(ACCOUNT_ENTRIES_MAX);
  }, 60_000);
});

describe('imports per hour', () => {
  it('takes 10 imports an hour per account (errors included), then answers 429 with Retry-After', async () => {
    const u = await createTestUser();
    const other = await createTestUser();
    for (let i = 0; i < 10; i++) {
      const body = i === 3 ? '{"not":"an export"}' : exportFile({ entries: [{ mood: 'happy', text: `day ${i}`, createdAt: '2024-03-01T09:00:00.000Z' }] });
      expect((await call(importRoute.POST, { headers: asJson(u), rawBody: body })).status).toBe(i === 3 ? 400 : 201);
    }
    const limited = await call(importRoute.POST, { headers: asJson(u), rawBody: exportFile() });
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe('rate_limit:import');
    expect(limited.json.message).toMatch(/^You have imported many files in the last hour\. Please try again in \d+ minutes\.$/);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await entryCount(u.id)).toBe(9);
    expect((await call(importRoute.POST, { headers: asJson(other), rawBody: exportFile() })).status).toBe(201);
  });
});

describe('imported dates', () => {
  const entryAt = (createdAt: string) =>
    exportFile({
      entries: [
        { mood: 'happy', text: 'ok', createdAt: '2024-01-01T00:00:00Z' },
        { mood: 'happy', text: 'when?', createdAt },
      ],
    });
  const soon = (ms: number) => new Date(Date.now() + ms).toISOString();

  it('refuses entry and chat dates in the future or before 1970 with 400 naming the row, importing nothing', async () => {
    const u = await createTestUser();
    for (const at of ['9999-12-31T23:59:59Z', '9999-12-31T23:59:59-14:00', '0000-01-01T00:00:00Z', '1969-12-31T23:59:59Z', soon(3_600_000)]) {
      const res = await call(importRoute.POST, { headers: asJson(u), rawBody: entryAt(at) });
      expect(res.status, at).toBe(400);
      expect(res.json.message, at).toMatch(/^Row 2: entry createdAt/);
    }
    const chatFile = (createdAt: string, date: string) =>
      exportFile({ chats: [{ title: 'Talk', createdAt, messages: [{ role: 'user', content: 'hi', date }] }] });
    const badChat = await call(importRoute.POST, { headers: asJson(u), rawBody: chatFile(soon(86_400_000), '2024-01-01T00:00:00Z') });
    expect(badChat.status).toBe(400);
    expect(badChat.json.message).toMatch(/^Chat 1: createdAt/);
    const badMessage = await call(importRoute.POST, { headers: asJson(u), rawBody: chatFile('2024-01-01T00:00:00Z', '9999-01-01T00:00:00Z') });
    expect(badMessage.status).toBe(400);
    expect(badMessage.json.message).toMatch(/^Chat 1: messages\.0\.date/);
    expect(await entryCount(u.id)).toBe(0);
    expect(await db.select().from(chat).where(eq(chat.userId, u.id))).toHaveLength(0);

    // A clock a little ahead of the server's (an export made on another machine) is accepted.
    expect((await call(importRoute.POST, { headers: asJson(u), rawBody: entryAt(soon(60_000)) })).status).toBe(201);
  });

  it('refuses a Daylio row dated in the future or before 1970, naming the row', async () => {
    const u = await createTestUser();
    const nextYear = new Date().getUTCFullYear() + 1;
    for (const day of [`${nextYear}-01-01`, '1969-12-31', '9999-12-31']) {
      const res = await call(importRoute.POST, {
        headers: { ...u.auth, 'content-type': 'text/csv' },
        rawBody: `${DAYLIO_HEADER}\n2024-01-01,x,x,10:00,good,,,fine\n${day},x,x,10:00,good,,,when?`,
      });
      expect(res.status, day).toBe(400);
      expect(res.json.message, day).toMatch(/^Row 3: full_date/);
    }
    expect(await entryCount(u.id)).toBe(0);
  });

  it('gives an imported review the time of the import, whatever date the file holds', async () => {
    const u = await createTestUser();
    const before = Date.now();
    const res = await call(importRoute.POST, {
      headers: asJson(u),
      rawBody: exportFile({ review: { rating: 5, comment: 'Pinned?', createdAt: '9999-12-31T23:59:59Z' } }),
    });
    expect(res.status).toBe(201);
    const [r] = await db.select().from(review).where(eq(review.userId, u.id));
    expect(r.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(r.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    // Importing again over an existing review moves it to the new import time too.
    await db
      .update(review)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(review.userId, u.id));
    const again = await call(importRoute.POST, {
      headers: asJson(u),
      rawBody: exportFile({ review: { rating: 4, comment: 'Again', createdAt: '2100-01-01T00:00:00Z' } }),
    });
    expect(again.status).toBe(201);
    const [r2] = await db.select().from(review).where(eq(review.userId, u.id));
    expect(r2.rating).toBe(4);
    expect(r2.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('security headers on every import answer', () => {
  it('sets them on success and on every kind of error', async () => {
    const u = await createTestUser();
    const expected = securityHeaders();
    const answers = {
      created: await call(importRoute.POST, { headers: asJson(u), rawBody: exportFile() }),
      unauthenticated: await call(importRoute.POST, { headers: { 'content-type': 'application/json' }, rawBody: exportFile() }),
      crossSite: await call(importRoute.POST, {
        headers: { ...asJson(u), 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
        rawBody: exportFile(),
      }),
      badFile: await call(importRoute.POST, { headers: asJson(u), rawBody: '{"nope":1}' }),
      badQuery: await call(importRoute.POST, { headers: asJson(u), rawBody: exportFile(), query: { tz: 'Not/AZone' } }),
      tooLarge: await call(importRoute.POST, { headers: { ...asJson(u), 'content-length': String(IMPORT_MAX_BYTES + 1) }, rawBody: exportFile() }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([k, r]) => [k, r.status]))).toEqual({
      created: 201,
      unauthenticated: 401,
      crossSite: 403,
      badFile: 400,
      badQuery: 400,
      tooLarge: 413,
    });
    for (const [name, res] of Object.entries(answers)) {
      for (const [header, value] of Object.entries(expected)) expect(res.headers.get(header), `${name}: ${header}`).toBe(value);
    }
  });
});
