import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { journalEntry, type JournalEntryRow } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { afterKeyset, decodeKeyset, encodeKeyset, preciseTimestamp, type Keyset } from '@/lib/db/keyset';
import { isUuid } from '@/lib/validation/ids';
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

/** Malformed ids are treated like unknown ones: 404, never a database error. */
function entryId(id: string | undefined): string {
  if (!isUuid(id)) throw new AppError('not_found:journal');
  return id.toLowerCase();
}

function decodeCursor(raw: string): Keyset {
  const k = decodeKeyset(raw);
  if (!k) throw new AppError('bad_request:cursor');
  return k;
}

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
      // Absent: the database's now().
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  return toEntryDto(row);
}

/** The user's entries, newest first, one page at a time. */
export async function listEntries(user: SessionUser, query: JournalListQuery): Promise<JournalPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const where = cursor
    ? and(eq(journalEntry.userId, user.id), afterKeyset(journalEntry.createdAt, journalEntry.id, cursor, 'older'))
    : eq(journalEntry.userId, user.id);
  const rows = await db
    .select({ entry: journalEntry, at: preciseTimestamp(journalEntry.createdAt) })
    .from(journalEntry)
    .where(where)
    // NULLS LAST as in journal_entry_user_created_idx: a plain DESC (NULLS FIRST) cannot be read from it and sorts every row.
    .orderBy(sql`${journalEntry.createdAt} desc nulls last`, sql`${journalEntry.id} desc nulls last`)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    entries: page.map((r) => toEntryDto(r.entry)),
    nextCursor: rows.length > query.limit && last ? encodeKeyset({ at: last.at, id: last.entry.id }) : null,
  };
}

/** One of the user's entries, or null when it does not exist or belongs to someone else (the /journal/{id} page answers 404 alike). */
export async function findEntry(user: SessionUser, id: string | undefined): Promise<JournalEntryDto | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(journalEntry)
    .where(and(eq(journalEntry.id, id.toLowerCase()), eq(journalEntry.userId, user.id)))
    .limit(1);
  return row ? toEntryDto(row) : null;
}

export async function updateEntry(user: SessionUser, id: string | undefined, input: JournalUpdate): Promise<JournalEntryDto> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<JournalUpdate>;
  const [row] = await db
    .update(journalEntry)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(journalEntry.id, entryId(id)), eq(journalEntry.userId, user.id)))
    .returning();
  if (!row) throw new AppError('not_found:journal');
  return toEntryDto(row);
}

export async function deleteEntry(user: SessionUser, id: string | undefined): Promise<{ message: string }> {
  const deleted = await db
    .delete(journalEntry)
    .where(and(eq(journalEntry.id, entryId(id)), eq(journalEntry.userId, user.id)))
    .returning({ id: journalEntry.id });
  if (!deleted.length) throw new AppError('not_found:journal');
  return { message: 'Journal deleted.' };
}
