import crypto from 'node:crypto';
import type { Database } from '@/lib/db/client';
import { account, chat, chatMessage, journalEntry, review, user } from '@/lib/db/schema';
import { MOOD_VALUES } from '@/lib/moods';
import { entryText, moodFor, rng } from './demo';

export const BENCH_PASSWORD = 'bench-password-123';
export const BENCH_HEAVY_EMAIL = 'heavy@bench.local';
/** An account with an empty journal, for the import case (a full-size file fills it to the per-account cap). */
export const BENCH_IMPORT_EMAIL = 'import@bench.local';

export type BenchShape = { users: number; heavyEntries: number; otherEntries: number; chats: number; messagesPerChat: number; reviews: number };

export const DEFAULT_SHAPE: BenchShape = { users: 200, heavyEntries: 5000, otherEntries: 20, chats: 50, messagesPerChat: 40, reviews: 500 };

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
  return {
    accounts: accounts + 1,
    entries: entries.length,
    chats: shape.chats,
    messages: shape.chats * shape.messagesPerChat,
    reviews: Math.min(shape.reviews, accounts),
  };
}
