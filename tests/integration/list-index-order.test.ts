import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as myEntriesRoute from '@/app/api/journal/my-entries/route';
import * as reviewsRoute from '@/app/api/reviews/route';
import { db } from '@/lib/db/client';
import { call } from '../helpers/http';
import { capture, plan } from '../helpers/query-plan';
import { createTestUser } from '../helpers/users';

// The newest-first lists page over an index written DESC NULLS LAST (lib/db/schema.ts). A plain
// ORDER BY ... DESC means NULLS FIRST, which that index cannot give: every page then read and
// sorted the whole journal (3 ms -> 50-100 ms per my-entries call at 17,000 entries on PGlite,
// the benchmark's slowest request). The queries must be answered from the index, without a sort.

describe('newest-first lists use their index', () => {
  it('GET /api/journal/my-entries reads a page from journal_entry_user_created_idx, with no sort', async () => {
    const u = await createTestUser();
    await db.execute(sql`insert into journal_entry (user_id, mood, text, created_at)
      select ${u.id}, 'happy', 'entry ' || g, now() - g * interval '1 minute' from generate_series(1, 3000) g`);
    await db.execute(sql`analyze journal_entry`);
    const queries = await capture('journal_entry', async () => {
      const first = await call(myEntriesRoute.GET, { headers: u.auth, query: { limit: 20 } });
      expect(first.status).toBe(200);
      const second = await call(myEntriesRoute.GET, { headers: u.auth, query: { limit: 20, cursor: first.json.nextCursor } });
      expect(second.json.entries[0].text).toBe('entry 21');
    });
    // The page's activities are looked up afterwards by the ids of that page (entry_activity), not
    // by walking the journal; only the page queries themselves must come from the index.
    const pages = queries.filter((q) => !/"entry_activity"/.test(q.text));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const q of pages) {
      const p = await plan(q);
      expect(p, p).toMatch(/Index Scan using journal_entry_user_created_idx/);
      expect(p, p).not.toMatch(/\bSort\b/);
    }
  });

  it('GET /api/reviews reads a page from review_created_idx, with no full sort', async () => {
    // Enough reviews that a page read from the index beats reading them all.
    await db.execute(sql`insert into "user" (id, name, email, email_verified)
      select 'idx-reviewer-' || g, 'Reviewer ' || g, 'idx-reviewer-' || g || '@example.com', true from generate_series(1, 2000) g`);
    await db.execute(sql`insert into review (user_id, rating, comment, created_at)
      select 'idx-reviewer-' || g, 1 + g % 5, 'review ' || g, now() - g * interval '1 minute' from generate_series(1, 2000) g`);
    await db.execute(sql`analyze review`);
    await db.execute(sql`analyze "user"`);
    const queries = await capture('review', async () => {
      const res = await call(reviewsRoute.GET, { query: { limit: 2 } });
      expect(res.status).toBe(200);
    });
    const page = queries.find((q) => /limit/i.test(q.text));
    expect(page).toBeDefined();
    const p = await plan(page!);
    expect(p, p).toMatch(/Index Scan using review_created_idx/);
    // Ties on created_at are broken by id in small groups (Incremental Sort), never by sorting the table.
    expect(p, p).not.toMatch(/^\s*(->\s*)?Sort\s+\(/m);
  });
});
