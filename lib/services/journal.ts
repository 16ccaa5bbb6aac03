import { and, desc, eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { journalEntry, type JournalEntryRow } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { SessionUser } from '@/lib/auth/types';
import type { JournalCreate, JournalEntryDto, JournalListQuery, JournalPage, JournalUpdate } from '@/lib/validation/journal';

export type { JournalEntryDto, JournalPage };

export function toEntryDto(row: JournalEntryRow): JournalEntryDto {
  return {
    _id: row.id,
    mood: row.mood,
    title: row.title,
    text: row.text,
    analysis: row.analysis,
    playlistUrl: row.playlistUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Malformed ids are treated like unknown ones: 404, never a database error. */
function entryId(id: string): string {
  if (!UUID.test(id)) throw new AppError('not_found:journal', 'Journal entry not found.');
  return id.toLowerCase();
}

// The cursor carries the last entry's created_at at full (microsecond) precision plus its id, so
// pages never skip or repeat entries that share a millisecond.
type Cursor = { at: string; id: string };

function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.at, c.id])).toString('base64url');
}

function decodeCursor(raw: string): Cursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof at === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(at) && typeof id === 'string' && UUID.test(id)) {
      return { at, id };
    }
  } catch {
    // fall through
  }
  throw new AppError('bad_request:journal', 'cursor is not valid.');
}

const createdAtText = sql<string>`to_char(${journalEntry.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export async function createEntry(user: SessionUser, input: JournalCreate): Promise<JournalEntryDto> {
  const [row] = await db
    .insert(journalEntry)
    .values({
      userId: user.id,
      mood: input.mood,
      title: input.title,
      text: input.text,
      analysis: input.analysis,
      playlistUrl: input.playlistUrl,
    })
    .returning();
  return toEntryDto(row);
}

/** The user's entries, newest first, one page at a time. */
export async function listEntries(user: SessionUser, query: JournalListQuery): Promise<JournalPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const where = cursor
    ? and(eq(journalEntry.userId, user.id), sql`(${journalEntry.createdAt}, ${journalEntry.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`)
    : eq(journalEntry.userId, user.id);
  const rows = await db
    .select({ entry: journalEntry, at: createdAtText })
    .from(journalEntry)
    .where(where)
    .orderBy(desc(journalEntry.createdAt), desc(journalEntry.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    entries: page.map((r) => toEntryDto(r.entry)),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.at, id: last.entry.id }) : null,
  };
}

export async function updateEntry(user: SessionUser, id: string, input: JournalUpdate): Promise<JournalEntryDto> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<JournalUpdate>;
  const [row] = await db
    .update(journalEntry)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(journalEntry.id, entryId(id)), eq(journalEntry.userId, user.id)))
    .returning();
  if (!row) throw new AppError('not_found:journal', 'Journal entry not found.');
  return toEntryDto(row);
}

export async function deleteEntry(user: SessionUser, id: string): Promise<{ message: string }> {
  const deleted = await db
    .delete(journalEntry)
    .where(and(eq(journalEntry.id, entryId(id)), eq(journalEntry.userId, user.id)))
    .returning({ id: journalEntry.id });
  if (!deleted.length) throw new AppError('not_found:journal', 'Journal entry not found.');
  return { message: 'Journal deleted.' };
}
