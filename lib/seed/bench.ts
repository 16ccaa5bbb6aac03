import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { account, activity, chat, chatMessage, entryActivity, journalEntry, review, user } from '@/lib/db/schema';
import { DEFAULT_ACTIVITIES } from '@/lib/services/activities';
import { MOOD_VALUES } from '@/lib/moods';
import { entryText, moodFor, rng } from './demo';

export const BENCH_PASSWORD = 'bench-password-123';
export const BENCH_HEAVY_EMAIL = 'heavy@bench.local';
/** An account with an empty journal, for the import case (a full-size file fills it to the per-account cap). */
export const BENCH_IMPORT_EMAIL = 'import@bench.local';

/** A journal kept for years (issue 18, item 5): the analytics case reads it. */
export const BENCH_YEARS_EMAIL = 'years@bench.local';

export type BenchShape = {
  users: number;
  heavyEntries: number;
  otherEntries: number;
  chats: number;
  messagesPerChat: number;
  reviews: number;
  /** Entries of years@bench.local, spread evenly over `yearsDays` days; 0 leaves the account out. */
  yearsEntries?: number;
  yearsDays?: number;
};

export const DEFAULT_SHAPE: BenchShape = { users: 200, heavyEntries: 5000, otherEntries: 20, chats: 50, messagesPerChat: 40, reviews: 500 };
/** The analytics case's journal: 100,000 entries over ten years. */
export const YEARS_SHAPE = { yearsEntries: 100_000, yearsDays: 3650 } as const;

const BATCH = 1000;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Fills a fresh database through the real schema: `users` accounts (the first, heavy@bench.local,
 * with `heavyEntries` entries over two years and every chat), and `reviews` reviews. One review per
 * person is a product rule, so reviews beyond the user count come from extra reviewer-only accounts.
 */
export async function seedBench(db: Database, hashPassword: (p: string) => Promise<string>, shape: BenchShape = DEFAULT_SHAPE, now = new Date()) {
  const r = rng(20251121);
  const hash = await hashPassword(BENCH_PASSWORD);
  const accounts = Math.max(shape.users, shape.reviews);
  const users = Array.from({ length: accounts }, (_, i) => ({
    id: crypto.randomUUID().replace(/-/g, ''),
    name: i === 0 ? 'Heavy Writer' : `Bench User ${i}`,
    email: i === 0 ? BENCH_HEAVY_EMAIL : `user${i}@bench.local`,
    emailVerified: true,
  }));
  const importer = { id: crypto.randomUUID().replace(/-/g, ''), name: 'Bench Importer', email: BENCH_IMPORT_EMAIL, emailVerified: true };
  await insertInBatches([...users, importer], (b) => db.insert(user).values(b));
  await insertInBatches(
    [...users, importer].map((u) => ({ id: crypto.randomUUID(), accountId: u.id, providerId: 'credential', userId: u.id, password: hash })),
    (b) => db.insert(account).values(b),
  );

  const twoYears = 730 * 86_400_000;
  const heavy = users[0];
  const entries: (typeof journalEntry.$inferInsert)[] = [];
  for (let i = 0; i < shape.heavyEntries; i++) {
    const at = new Date(now.getTime() - Math.floor((i / shape.heavyEntries) * twoYears) - Math.floor(r() * 3_600_000));
    const mood = moodFor(i, r);
    entries.push({ userId: heavy.id, mood, title: r() < 0.6 ? `Day ${shape.heavyEntries - i}` : null, text: entryText(mood, r), createdAt: at, updatedAt: at });
  }
  for (const u of users.slice(1, shape.users)) {
    for (let i = 0; i < shape.otherEntries; i++) {
      const at = new Date(now.getTime() - Math.floor(r() * 60 * 86_400_000));
      const mood = MOOD_VALUES[Math.floor(r() * MOOD_VALUES.length)];
      entries.push({ userId: u.id, mood, text: entryText(mood, r), createdAt: at, updatedAt: at });
    }
  }
  await insertInBatches(entries, (b) => db.insert(journalEntry).values(b));

  for (let c = 0; c < shape.chats; c++) {
    const start = new Date(now.getTime() - (c + 1) * 86_400_000);
    const [row] = await db
      .insert(chat)
      .values({ userId: heavy.id, title: `Conversation ${c + 1}`, createdAt: start, updatedAt: new Date(start.getTime() + shape.messagesPerChat * 60_000) })
      .returning({ id: chat.id });
    await db.insert(chatMessage).values(
      Array.from({ length: shape.messagesPerChat }, (_, m) => ({
        chatId: row.id,
        role: m % 2 === 0 ? ('user' as const) : ('assistant' as const),
        content: m % 2 === 0 ? `Message ${m} about how the day went.` : 'That sounds like a lot. What helped you most today?',
        createdAt: new Date(start.getTime() + m * 60_000),
      })),
    );
  }

  await insertInBatches(
    users.slice(0, shape.reviews).map((u, i) => ({
      userId: u.id,
      rating: 1 + Math.floor(r() * 5),
      comment: i % 3 === 0 ? '' : 'Helps me notice my moods and stick with journaling.',
      createdAt: new Date(now.getTime() - i * 3_600_000),
    })),
    (b) => db.insert(review).values(b),
  );
  const years = shape.yearsEntries ? await seedYearsJournal(db, hash, shape.yearsEntries, shape.yearsDays ?? 3650, now) : 0;
  return {
    accounts: accounts + 1 + (years ? 1 : 0),
    entries: entries.length + years,
    chats: shape.chats,
    messages: shape.chats * shape.messagesPerChat,
    reviews: Math.min(shape.reviews, accounts),
  };
}

/**
 * years@bench.local: `entries` entries evenly over the last `days` days, tagged with the default
 * activities, written by set-based SQL (generate_series) so 100,000 entries take seconds, not a
 * round trip each. Moods and tags come from hashes of the row number, so every run seeds the same
 * journal; exercise and sleep are tagged more often on good days, so correlations have an answer.
 */
async function seedYearsJournal(db: Database, passwordHash: string, entries: number, days: number, now: Date): Promise<number> {
  const id = crypto.randomUUID().replace(/-/g, '');
  await db.insert(user).values({ id, name: 'Years Writer', email: BENCH_YEARS_EMAIL, emailVerified: true });
  await db.insert(account).values({ id: crypto.randomUUID(), accountId: id, providerId: 'credential', userId: id, password: passwordHash });
  const base = now.getTime() - days * 86_400_000;
  await db.insert(activity).values(DEFAULT_ACTIVITIES.map((a, i) => ({ userId: id, name: a.name, emoji: a.emoji, createdAt: new Date(base + i) })));
  const moods = sql.raw(`array[${MOOD_VALUES.map((m) => `'${m}'`).join(',')}]::mood[]`);
  // g = 0 is the newest entry; a few minutes of hashed jitter keep the times from looking machine-made.
  await db.execute(sql`
    insert into ${journalEntry} (user_id, mood, title, text, created_at, updated_at)
    select ${id}, (${moods})[1 + (hashint4(g) & 2147483647) % 5], case when g % 3 = 0 then 'Day ' || g end,
      'Entry ' || g || ': a walk, some work, an evening with a book.', t, t
    from generate_series(0, ${entries - 1}::int) g,
      lateral (select ${now.toISOString()}::timestamptz - (g::float8 * ${days}::float8 / ${entries}::float8) * interval '1 day'
        - ((hashint4(g + 7919) & 2147483647) % 1800) * interval '1 second') as x(t)
  `);
  await db.execute(sql`
    insert into ${entryActivity} (entry_id, activity_id)
    select e.id, a.id
    from ${journalEntry} e
    join ${activity} a on a.user_id = e.user_id
    cross join lateral (select (hashint4(hashtext(e.created_at::text || a.name)) & 2147483647) % 100 as h) x
    where e.user_id = ${id}
      and case when a.name in ('exercise', 'sleep well') then (e.mood in ('happy', 'relaxed') and x.h < 55) or x.h < 15 else x.h < 20 end
  `);
  return entries;
}
