import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { account, chat, chatMessage, journalEntry, review, user } from '@/lib/db/schema';
import { type Mood } from '@/lib/moods';
import { CLOSERS, DEMO_CHATS, DETAILS, OPENERS, TITLES } from './demo-content';

export const DEMO_EMAIL = 'demo@moodjournal.local';
export const DEMO_DAYS = 90;

/** A small deterministic generator, so a seed is reproducible when asked to be. */
export function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0x100000000;
  };
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)];

/** Mood drifts with a weekly rhythm and a slow monthly swing, plus noise: charts show real shape. */
export function moodFor(day: number, r: () => number): Mood {
  const weekday = day % 7;
  const base = 3.2 + 0.8 * Math.sin((day / 30) * Math.PI * 2) + (weekday >= 5 ? 0.6 : 0) + (r() - 0.5) * 2.2;
  if (base >= 4.3) return 'happy';
  if (base >= 3.5) return 'relaxed';
  if (base >= 2.7) return 'neutral';
  if (base >= 1.9) return 'sad';
  return 'angry';
}

export function entryText(mood: Mood, r: () => number): string {
  const parts = [pick(r, OPENERS[mood]), pick(r, DETAILS[mood])];
  if (r() > 0.4) parts.push(pick(r, DETAILS[mood]));
  parts.push(pick(r, CLOSERS[mood]));
  return [...new Set(parts)].join(' ');
}

export type DemoResult = { email: string; password: string; entries: number; chats: number };

/**
 * Creates (or re-creates) the demo account: 90 days of entries, two chats and a review.
 * The password is new each time and returned so the caller can print it.
 */
export async function seedDemo(db: Database, hashPassword: (p: string) => Promise<string>, opts: { now?: Date; seed?: number } = {}): Promise<DemoResult> {
  const now = opts.now ?? new Date();
  const r = rng(opts.seed ?? Date.now());
  const password = `demo-${crypto.randomBytes(6).toString('base64url')}`;

  const id = crypto.randomUUID().replace(/-/g, '');
  const hash = await hashPassword(password);
  let entries = 0;
  await db.transaction(async (tx) => {
    await tx.delete(user).where(eq(user.email, DEMO_EMAIL));
    await tx
      .insert(user)
      .values({ id, name: 'Demo User', email: DEMO_EMAIL, emailVerified: true, createdAt: new Date(now.getTime() - DEMO_DAYS * 86_400_000) });
    await tx.insert(account).values({ id: crypto.randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash });

    const rows: (typeof journalEntry.$inferInsert)[] = [];
    for (let d = DEMO_DAYS - 1; d >= 0; d--) {
      if (d > 0 && r() < 0.15) continue; // some days are skipped, as in any real journal; today always has one
      const perDay = r() < 0.25 ? 2 : 1;
      for (let k = 0; k < perDay; k++) {
        const mood = moodFor(DEMO_DAYS - d, r);
        const at = new Date(now.getTime() - d * 86_400_000);
        at.setUTCHours(k === 0 ? 20 + Math.floor(r() * 3) : 8 + Math.floor(r() * 3), Math.floor(r() * 60), 0, 0);
        if (at > now) at.setTime(now.getTime() - (k + 1) * 60_000);
        rows.push({ userId: id, mood, title: r() < 0.7 ? pick(r, TITLES[mood]) : null, text: entryText(mood, r), createdAt: at, updatedAt: at });
      }
    }
    await tx.insert(journalEntry).values(rows);
    entries = rows.length;

    for (let i = 0; i < DEMO_CHATS.length; i++) {
      const c = DEMO_CHATS[i];
      const start = new Date(now.getTime() - (10 - i * 7) * 86_400_000);
      const [row] = await tx
        .insert(chat)
        .values({ userId: id, title: c.title, createdAt: start, updatedAt: new Date(start.getTime() + c.messages.length * 60_000) })
        .returning({ id: chat.id });
      await tx
        .insert(chatMessage)
        .values(c.messages.map(([role, content], j) => ({ chatId: row.id, role, content, createdAt: new Date(start.getTime() + j * 60_000) })));
    }
    await tx
      .insert(review)
      .values({ userId: id, rating: 5, comment: 'Writing a few lines each evening and seeing the week on a chart has really helped me notice patterns.' });
  });
  return { email: DEMO_EMAIL, password, entries, chats: DEMO_CHATS.length };
}
