import 'server-only';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { activity, entryActivity, journalEntry } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/db/errors';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/ids';
import { ACCOUNT_ACTIVITIES_MAX, type ActivityCreate, type ActivityDto, type ActivityUpdate } from '@/lib/validation/activities';
import type { SessionUser } from '@/lib/auth/types';

// Activities (tags) on entries: one row per user and name (unique on lower(name)), linked to
// entries through entry_activity. Both tables cascade from the user and the entry, so deleting an
// account or an entry leaves nothing behind.

/** The set a new user starts with: common Daylio-style activities, each renameable and removable. */
export const DEFAULT_ACTIVITIES: readonly { name: string; emoji: string }[] = [
  { name: 'sleep well', emoji: '😴' },
  { name: 'exercise', emoji: '🏃' },
  { name: 'friends', emoji: '👯' },
  { name: 'work', emoji: '💼' },
  { name: 'family', emoji: '👪' },
  { name: 'outdoors', emoji: '🌳' },
  { name: 'reading', emoji: '📚' },
  { name: 'music', emoji: '🎵' },
];

/** What the writers here need of `db` or of a transaction. */
type Db = Pick<typeof db, 'select' | 'insert' | 'delete' | 'update' | 'execute'>;

type ActivityRow = typeof activity.$inferSelect;

function toDto(row: ActivityRow): ActivityDto {
  return { id: row.id, name: row.name, emoji: row.emoji, createdAt: row.createdAt.toISOString() };
}

/** Malformed ids are answered like unknown ones: 404, never a database error. */
function activityId(id: string | undefined): string {
  if (!isUuid(id)) throw new AppError('not_found:activity');
  return id.toLowerCase();
}

/**
 * Creates the default set for a user who has no activities: on the first list, create, or entry
 * or import that names an activity, so "Friends" on a first entry matches the default "friends". The schema has no "defaults given"
 * flag, so a user who removes every activity gets the defaults back the next time the list is
 * read; ON CONFLICT DO NOTHING lets two first requests race without an error.
 */
async function ensureDefaults(userId: string, q: Pick<Db, 'select' | 'insert'> = db): Promise<void> {
  const [{ n }] = await q.select({ n: count() }).from(activity).where(eq(activity.userId, userId));
  if (n > 0) return;
  // created_at one millisecond apart keeps the defaults in the order listed above.
  const base = Date.now();
  await q
    .insert(activity)
    .values(DEFAULT_ACTIVITIES.map((a, i) => ({ userId, name: a.name, emoji: a.emoji, createdAt: new Date(base + i) })))
    .onConflictDoNothing();
}

/** The user's activities, oldest first (the defaults in their listed order, then the user's own). */
export async function listActivities(user: SessionUser): Promise<{ activities: ActivityDto[] }> {
  await ensureDefaults(user.id);
  const rows = await db.select().from(activity).where(eq(activity.userId, user.id)).orderBy(asc(activity.createdAt), asc(activity.id));
  return { activities: rows.map(toDto) };
}

export async function createActivity(user: SessionUser, input: ActivityCreate): Promise<ActivityDto> {
  await ensureDefaults(user.id);
  const [{ n }] = await db.select({ n: count() }).from(activity).where(eq(activity.userId, user.id));
  if (n >= ACCOUNT_ACTIVITIES_MAX) throw new AppError('bad_request:activity_limit');
  const [row] = await db.insert(activity).values({ userId: user.id, name: input.name, emoji: input.emoji }).onConflictDoNothing().returning();
  if (!row) throw new AppError('conflict:activity');
  return toDto(row);
}

export async function updateActivity(user: SessionUser, id: string | undefined, input: ActivityUpdate): Promise<ActivityDto> {
  const changes: Partial<Pick<ActivityRow, 'name' | 'emoji'>> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.emoji !== undefined) changes.emoji = input.emoji;
  try {
    const [row] = await db
      .update(activity)
      .set(changes)
      .where(and(eq(activity.id, activityId(id)), eq(activity.userId, user.id)))
      .returning();
    if (!row) throw new AppError('not_found:activity');
    return toDto(row);
  } catch (e) {
    // Renaming onto another of the user's names (in any case) hits activity_user_name_idx.
    if (isUniqueViolation(e)) throw new AppError('conflict:activity');
    throw e;
  }
}

/** Removes the activity and its links to entries (cascade); the entries themselves stay. */
export async function deleteActivity(user: SessionUser, id: string | undefined): Promise<{ message: string }> {
  const deleted = await db
    .delete(activity)
    .where(and(eq(activity.id, activityId(id)), eq(activity.userId, user.id)))
    .returning({ id: activity.id });
  if (!deleted.length) throw new AppError('not_found:activity');
  return { message: 'Activity removed.' };
}

/**
 * The ids of the user's activities with these names (matched whatever their case), creating the
 * ones that do not exist yet with no emoji. Answers lower(name) -> id.
 */
export async function resolveActivityNames(q: Pick<Db, 'select' | 'insert'>, userId: string, names: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!names.length) return out;
  await ensureDefaults(userId, q);
  const lowered = [...new Set(names.map((n) => n.toLowerCase()))];
  const firstSpelling = new Map<string, string>();
  for (const n of names) if (!firstSpelling.has(n.toLowerCase())) firstSpelling.set(n.toLowerCase(), n);
  // One statement for any number of names; existing ones (in any case) are left as they are.
  for (let i = 0; i < lowered.length; i += 1000) {
    const slice = lowered.slice(i, i + 1000);
    await q
      .insert(activity)
      .values(slice.map((k) => ({ userId, name: firstSpelling.get(k)!, emoji: '' })))
      .onConflictDoNothing();
    const rows = await q
      .select({ id: activity.id, key: sql<string>`lower(${activity.name})` })
      .from(activity)
      .where(and(eq(activity.userId, userId), inArray(sql`lower(${activity.name})`, slice)));
    for (const r of rows) out.set(r.key, r.id);
  }
  return out;
}

/**
 * Makes `names` the entry's activities (replacing any it had). The entry must be the user's; the
 * caller checked that when it wrote the entry. Answers the names as stored, in the order given.
 */
export async function setEntryActivities(q: Pick<Db, 'select' | 'insert' | 'delete'>, userId: string, entryId: string, names: string[]): Promise<string[]> {
  const ids = await resolveActivityNames(q, userId, names);
  await q.delete(entryActivity).where(eq(entryActivity.entryId, entryId));
  const activityIds = [...new Set(names.map((n) => ids.get(n.toLowerCase())).filter((v): v is string => !!v))];
  if (activityIds.length) await q.insert(entryActivity).values(activityIds.map((activityId) => ({ entryId, activityId })));
  return (await activitiesForEntries(q, userId, [entryId])).get(entryId) ?? [];
}

/**
 * Activity names per entry for a page of the user's entries (names sorted, so answers are stable).
 * Joined through journal_entry on user_id so another user's entry id never yields anything.
 */
export async function activitiesForEntries(q: Pick<Db, 'select'>, userId: string, entryIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!entryIds.length) return out;
  const rows = await q
    .select({ entryId: entryActivity.entryId, name: activity.name })
    .from(entryActivity)
    .innerJoin(activity, eq(activity.id, entryActivity.activityId))
    .innerJoin(journalEntry, eq(journalEntry.id, entryActivity.entryId))
    .where(and(eq(journalEntry.userId, userId), inArray(entryActivity.entryId, entryIds)))
    .orderBy(asc(entryActivity.entryId), sql`lower(${activity.name})`);
  for (const r of rows) {
    const list = out.get(r.entryId) ?? [];
    list.push(r.name);
    out.set(r.entryId, list);
  }
  return out;
}
