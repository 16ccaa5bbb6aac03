import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as createRoute from '@/app/api/journal/route';
import * as listRoute from '@/app/api/journal/my-entries/route';
import { db } from '@/lib/db/client';
import { call } from '../helpers/http';
import { capture, plan } from '../helpers/query-plan';
import { createTestUser, type TestUser } from '../helpers/users';

// Issue 17, item 6: GET /api/journal/my-entries?q=&mood=&from=&to=&tz= searches titles and text
// with PostgreSQL full-text search (English stemming), filters by mood and by days in the user's
// time zone, keeps the newest-first cursor paging, and never reaches another user's journal.

let u: TestUser;
let other: TestUser;

type Entry = { _id: string; title: string | null; text: string; mood: string; createdAt: string };

const create = async (who: TestUser, body: Record<string, unknown>): Promise<Entry> => {
  const res = await call(createRoute.POST, { headers: who.auth, body });
  expect(res.status, res.text).toBe(201);
  return res.json.entry;
};
const list = (who: TestUser, query: Record<string, string | number>) => call(listRoute.GET, { headers: who.auth, query: { limit: 100, ...query } });
const texts = (res: { json: { entries: Entry[] } }) => res.json.entries.map((e) => e.text);

// Fixed instants around midnight in New York (UTC-5 in early March 2024), so "which day" depends on the zone.
const AT = {
  nyFeb29Late: '2024-03-01T03:30:00Z', // New York: Feb 29, 22:30; UTC: Mar 1
  nyMar1Early: '2024-03-01T06:00:00Z', // New York: Mar 1, 01:00; UTC: Mar 1
  nyMar1Late: '2024-03-02T04:59:00Z', // New York: Mar 1, 23:59; UTC: Mar 2
  nyMar2Start: '2024-03-02T05:00:00Z', // New York: Mar 2, 00:00; UTC: Mar 2
};

beforeAll(async () => {
  u = await createTestUser({ name: 'Searcher' });
  other = await createTestUser({ name: 'Neighbour' });
  await create(u, { mood: 'relaxed', title: 'Morning walk', text: 'Cold air and a quiet street.', createdAt: '2024-01-10T08:00:00Z' });
  await create(u, { mood: 'happy', title: null, text: 'We walked to the lake after lunch.', createdAt: '2024-01-11T08:00:00Z' });
  await create(u, { mood: 'sad', title: 'Rain', text: 'Stayed in. Coffee went cold.', createdAt: '2024-01-12T08:00:00Z' });
  await create(u, { mood: 'neutral', title: 'Errands', text: 'Groceries, bank, post office.', createdAt: '2024-01-13T08:00:00Z' });
  for (const [key, at] of Object.entries(AT)) await create(u, { mood: 'angry', title: key, text: `Boundary entry ${key}.`, createdAt: at });
  // Another person writes the same words, moods and days: none of it may ever come back to u.
  await create(other, { mood: 'relaxed', title: 'Morning walk', text: 'Walking the dog, coffee after.', createdAt: '2024-01-10T09:00:00Z' });
  await create(other, { mood: 'angry', title: 'nyMar1Early', text: 'Boundary entry of someone else.', createdAt: AT.nyMar1Early });
});

describe('search (q)', () => {
  it('finds a word in the title or in the text, stemmed: "walking" finds "walk" and "walked"', async () => {
    const res = await list(u, { q: 'walking' });
    expect(res.status).toBe(200);
    expect(texts(res)).toEqual(['We walked to the lake after lunch.', 'Cold air and a quiet street.']);
    expect(texts(await list(u, { q: 'coffee' }))).toEqual(['Stayed in. Coffee went cold.']);
    expect(texts(await list(u, { q: 'RAIN' }))).toEqual(['Stayed in. Coffee went cold.']);
  });

  it('reads what people type: several words (all must match), "quoted phrases", -excluded words', async () => {
    expect(texts(await list(u, { q: 'cold coffee' }))).toEqual(['Stayed in. Coffee went cold.']);
    expect(texts(await list(u, { q: 'cold -coffee' }))).toEqual(['Cold air and a quiet street.']);
    expect(texts(await list(u, { q: '"quiet street"' }))).toEqual(['Cold air and a quiet street.']);
    expect(texts(await list(u, { q: '"street quiet"' }))).toEqual([]);
  });

  it('answers an empty list, not an error, for words it cannot search on (stop words, punctuation)', async () => {
    for (const q of ['the', '&|!():*', '"unclosed', "it's"]) {
      const res = await list(u, { q });
      expect(res.status, `${q}: ${res.text}`).toBe(200);
      expect(res.json.entries, q).toEqual([]);
    }
  });

  it('treats a blank q as no search', async () => {
    const all = await list(u, {});
    const blank = await list(u, { q: '   ' });
    expect(blank.status).toBe(200);
    expect(blank.json.entries.length).toBe(all.json.entries.length);
    expect(all.json.entries.length).toBe(8);
  });
});

describe('filters', () => {
  it('filters by mood, alone and with a search', async () => {
    expect((await list(u, { mood: 'angry' })).json.entries.map((e: Entry) => e.title)).toEqual(['nyMar2Start', 'nyMar1Late', 'nyMar1Early', 'nyFeb29Late']);
    expect(texts(await list(u, { mood: 'happy', q: 'walk' }))).toEqual(['We walked to the lake after lunch.']);
    expect(texts(await list(u, { mood: 'sad', q: 'walk' }))).toEqual([]);
  });

  it('reads from/to as days in the given time zone, both ends included', async () => {
    const titles = async (query: Record<string, string>) => (await list(u, { mood: 'angry', ...query })).json.entries.map((e: Entry) => e.title);
    // The same day holds different entries in New York and in UTC.
    expect(await titles({ from: '2024-03-01', to: '2024-03-01', tz: 'America/New_York' })).toEqual(['nyMar1Late', 'nyMar1Early']);
    expect(await titles({ from: '2024-03-01', to: '2024-03-01', tz: 'UTC' })).toEqual(['nyMar1Early', 'nyFeb29Late']);
    // No tz: UTC, as the analytics queries read it.
    expect(await titles({ from: '2024-03-01', to: '2024-03-01' })).toEqual(['nyMar1Early', 'nyFeb29Late']);
    // Open-ended ranges; 2024 is a leap year, so Feb 29 is a day to filter on.
    expect(await titles({ to: '2024-02-29', tz: 'America/New_York' })).toEqual(['nyFeb29Late']);
    expect(await titles({ from: '2024-03-02', tz: 'America/New_York' })).toEqual(['nyMar2Start']);
    // Half-hour zones too: Kolkata is UTC+5:30, so 2024-03-01T03:30Z is 09:00 on Mar 1 there.
    expect(await titles({ from: '2024-03-01', to: '2024-03-01', tz: 'Asia/Kolkata' })).toEqual(['nyMar1Early', 'nyFeb29Late']);
  });
});

describe('paging with a search and filters', () => {
  it('walks every match once, newest first, with the cursor carried alongside the same filters', async () => {
    const p = await createTestUser({ name: 'Pager' });
    const made: Entry[] = [];
    for (let i = 0; i < 7; i++) {
      made.push(await create(p, { mood: 'happy', title: `Garden ${i}`, text: 'Planted tomatoes.', createdAt: `2024-05-0${i + 1}T12:00:00Z` }));
      // Interleaved non-matches: wrong mood, wrong word, outside the range.
      await create(p, { mood: 'sad', title: `Garden sad ${i}`, text: 'Planted nothing.', createdAt: `2024-05-0${i + 1}T13:00:00Z` });
      await create(p, { mood: 'happy', title: `Kitchen ${i}`, text: 'Baked bread.', createdAt: `2024-05-0${i + 1}T14:00:00Z` });
    }
    await create(p, { mood: 'happy', title: 'Garden later', text: 'Planted more.', createdAt: '2024-06-01T12:00:00Z' });
    const filters = { q: 'gardens', mood: 'happy', from: '2024-05-01', to: '2024-05-31', tz: 'Europe/Berlin', limit: 3 };
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(p, cursor ? { ...filters, cursor } : filters);
      expect(res.status, res.text).toBe(200);
      expect(res.json.entries.length).toBeLessThanOrEqual(3);
      seen.push(...res.json.entries.map((e: Entry) => e._id));
      cursor = res.json.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(made.map((e) => e._id).reverse());
  });
});

describe('scope', () => {
  it("never returns another user's entries, whatever the search or filter", async () => {
    const queries: Record<string, string>[] = [
      { q: 'walking' },
      { q: 'dog' },
      { q: 'boundary' },
      { mood: 'relaxed' },
      { from: '2024-01-10', to: '2024-01-10' },
      { q: 'entry', mood: 'angry', from: '2024-03-01', to: '2024-03-01', tz: 'America/New_York' },
    ];
    const mine = new Set((await list(u, { limit: 100 })).json.entries.map((e: Entry) => e._id));
    for (const q of queries) {
      const res = await list(u, q);
      expect(res.status).toBe(200);
      for (const e of res.json.entries as Entry[]) expect(mine.has(e._id), JSON.stringify(q)).toBe(true);
      expect(JSON.stringify(res.json)).not.toMatch(/dog|someone else/);
    }
    // The other user's search finds their own entry only.
    expect(texts(await list(other, { q: 'dog' }))).toEqual(['Walking the dog, coffee after.']);
  });

  it('answers 401 without a session', async () => {
    const res = await call(listRoute.GET, { query: { q: 'walk' } });
    expect(res.status).toBe(401);
  });
});

describe('bad parameters: 400 with a message naming the field', () => {
  it.each([
    ['an unknown mood', { mood: 'joyful' }, /^mood: must be one of happy, sad, angry, relaxed, neutral\.$/],
    ['a day that does not exist', { from: '2024-02-30' }, /^from: must be a date as YYYY-MM-DD/],
    ['a date in another format', { to: '03/01/2024' }, /^to: must be a date as YYYY-MM-DD/],
    ['a timestamp instead of a day', { from: '2024-03-01T00:00:00Z' }, /^from: must be a date as YYYY-MM-DD/],
    ['a year out of range', { from: '1969-12-31' }, /^from: must be a date between 1970 and 2100\.$/],
    ['from after to', { from: '2024-03-02', to: '2024-03-01' }, /^from: must not be after to\.$/],
    ['an unknown time zone', { from: '2024-03-01', tz: 'Mars/Olympus' }, /^tz: must be an IANA time zone/],
    ['a search longer than 200 characters', { q: 'word '.repeat(41) }, /^q: must be at most 200 characters\.$/],
  ])('%s', async (_label, query, message) => {
    const res = await list(u, query as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(message);
  });
});

describe('the search index', () => {
  it('serves a search from journal_entry_search_idx rather than reading every entry of the user', async () => {
    const big = await createTestUser({ name: 'Prolific' });
    await db.execute(sql`insert into journal_entry (user_id, mood, title, text, created_at)
      select ${big.id}, 'neutral', 'Day ' || g, 'An ordinary day of work and errands number ' || g, now() - g * interval '1 hour'
      from generate_series(1, 3000) g`);
    await create(big, { mood: 'happy', title: 'Kayak', text: 'Paddled across the bay.' });
    await db.execute(sql`analyze journal_entry`);
    const queries = await capture('journal_entry', async () => {
      const res = await list(big, { q: 'kayaking', limit: 20 });
      expect(texts(res)).toEqual(['Paddled across the bay.']);
    });
    const search = queries.find((q) => q.text.includes('websearch_to_tsquery'));
    expect(search).toBeDefined();
    const p = await plan(search!);
    expect(p, p).toMatch(/Bitmap Index Scan on journal_entry_search_idx/);
    // Never the walk over the user's entries in date order that runs to_tsvector on each one.
    expect(p, p).not.toMatch(/\bIndex Scan using journal_entry_user_created_idx/);
  });
});
