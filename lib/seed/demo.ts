import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { account, activity, chat, chatMessage, entryActivity, journalEntry, review, user } from '@/lib/db/schema';
import { type Mood } from '@/lib/moods';
import { DEFAULT_ACTIVITIES } from '@/lib/services/activities';
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

/**
 * Mood drifts with a weekly rhythm and a slow monthly swing, plus noise: charts show real shape.
 * `lift` moves the day up or down the scale (the demo's activities: a run lifts it, work weighs).
 */
export function moodFor(day: number, r: () => number, lift = 0): Mood {
  const weekday = day % 7;
  const base = 3.2 + 0.8 * Math.sin((day / 30) * Math.PI * 2) + (weekday >= 5 ? 0.6 : 0) + (r() - 0.5) * 2.2 + lift;
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
 * How often each default activity comes up on a demo day and what it does to that day's mood, so
 * /analytics shows correlations with the demo alone: exercise, sleep and friends on better days,
 * work on worse ones; the others ride along with no effect.
 */
const DEMO_ACTIVITY_PATTERN: Record<string, { chance: number; lift: number; weekendOnly?: boolean; weekdayOnly?: boolean }> = {
  exercise: { chance: 0.4, lift: 0.9 },
  'sleep well': { chance: 0.5, lift: 0.6 },
  friends: { chance: 0.5, lift: 0.5, weekendOnly: true },
  work: { chance: 0.85, lift: -0.5, weekdayOnly: true },
  family: { chance: 0.25, lift: 0.2 },
  outdoors: { chance: 0.3, lift: 0.3 },
  reading: { chance: 0.3, lift: 0 },
  music: { chance: 0.35, lift: 0 },
};

/** A demo day's activities (by the same weekday rule as moodFor) and the lift they give. */
function demoDayActivities(day: number, r: () => number): { names: string[]; lift: number } {
  const weekend = day % 7 >= 5;
  const names: string[] = [];
  let lift = 0;
  for (const { name } of DEFAULT_ACTIVITIES) {
    const p = DEMO_ACTIVITY_PATTERN[name];
    if (!p || (p.weekendOnly && !weekend) || (p.weekdayOnly && weekend) || r() >= p.chance) continue;
    names.push(name);
    lift += p.lift;
  }
  return { names, lift };
}

/**
 * Creates (or re-creates) the demo account: 90 days of entries tagged with the default activities,
 * two chats and a review.
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

    // The default activities, as a new account gets them (created_at apart keeps their order).
    const activityRows = await tx
      .insert(activity)
      .values(DEFAULT_ACTIVITIES.map((a, i) => ({ userId: id, name: a.name, emoji: a.emoji, createdAt: new Date(now.getTime() - DEMO_DAYS * 86_400_000 + i) })))
      .returning({ id: activity.id, name: activity.name });
    const activityId = new Map(activityRows.map((a) => [a.name, a.id]));

    const rows: (typeof journalEntry.$inferInsert)[] = [];
    const tagsOfRow: string[][] = [];
    for (let d = DEMO_DAYS - 1; d >= 0; d--) {
      if (d > 0 && r() < 0.15) continue; // some days are skipped, as in any real journal; today always has one
      const perDay = r() < 0.25 ? 2 : 1;
      const day = demoDayActivities(DEMO_DAYS - d, r);
      for (let k = 0; k < perDay; k++) {
        const mood = moodFor(DEMO_DAYS - d, r, day.lift);
        const at = new Date(now.getTime() - d * 86_400_000);
        at.setUTCHours(k === 0 ? 20 + Math.floor(r() * 3) : 8 + Math.floor(r() * 3), Math.floor(r() * 60), 0, 0);
        if (at > now) at.setTime(now.getTime() - (k + 1) * 60_000);
        rows.push({
          id: crypto.randomUUID(),
          userId: id,
          mood,
          title: r() < 0.7 ? pick(r, TITLES[mood]) : null,
          text: entryText(mood, r),
          createdAt: at,
          updatedAt: at,
        });
        // The evening entry carries the day's activities; a morning one only the night's sleep.
        tagsOfRow.push(k === 0 ? day.names : day.names.filter((n) => n === 'sleep well'));
      }
    }
    await tx.insert(journalEntry).values(rows);
    entries = rows.length;
    const links = rows.flatMap((e, i) => tagsOfRow[i].map((name) => ({ entryId: e.id!, activityId: activityId.get(name)! })));
    if (links.length) await tx.insert(entryActivity).values(links);

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
