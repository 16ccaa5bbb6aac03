import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { journalEntry, journalSearchDocument, type JournalEntryRow } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { afterKeyset, decodeKeyset, encodeKeyset, preciseTimestamp, type Keyset } from '@/lib/db/keyset';
import { isUuid } from '@/lib/validation/ids';
import { activitiesForEntries, setEntryActivities } from './activities';
import type { SessionUser } from '@/lib/auth/types';
import type { JournalCreate, JournalEntryDto, JournalListQuery, JournalPage, JournalUpdate } from '@/lib/validation/journal';

export type { JournalEntryDto, JournalPage };

/** What the activity writers need of `db` or of a transaction. */
type Db = Pick<typeof db, 'select' | 'insert' | 'delete'>;

export function toEntryDto(row: JournalEntryRow): JournalEntryDto {
  return {
    _id: row.id,
    mood: row.mood,
    title: row.title,
    text: row.text,
    analysis: row.analysis,
    playlistUrl: row.playlistUrl,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    clientId: row.clientId,
    // Filled in by withActivities (issue 18); an entry read on its own has none until then.
    activities: [],
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
  // The entry and its activities commit together: a failure writing the activities leaves no
  // entry behind without them (the client sees the error and can send the same entry again).
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
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
        clientId: input.clientId ?? null,
      })
      // A clientId this user already sent: write nothing (NULLs never conflict, so entries without one are unaffected).
      .onConflictDoNothing({ target: [journalEntry.userId, journalEntry.clientId] })
      .returning();
    if (!row) return null;
    return withActivities(tx, user, toEntryDto(row), input.activities);
  });
  return created ?? withActivities(db, user, await storedByClientId(user, input.clientId));
}

/**
 * The entry an earlier POST with this clientId stored (issue 19): a retry after a lost response
 * answers it unchanged, whatever the retry's body says. The insert above has already waited for a
 * concurrent insert of the same key to commit, so the row is there to read.
 */
async function storedByClientId(user: SessionUser, clientId: string | undefined): Promise<JournalEntryDto> {
  const [row] = clientId
    ? await db
        .select()
        .from(journalEntry)
        .where(and(eq(journalEntry.userId, user.id), eq(journalEntry.clientId, clientId)))
        .limit(1)
    : [];
  if (!row) throw new AppError('internal:server');
  return toEntryDto(row);
}

/** Midnight at the start of `day` (YYYY-MM-DD) in `tz`, as a timestamptz; `plusDays` moves it on. */
function startOfLocalDay(day: string, tz: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${tz}::text)`;
}

/**
 * The user's entries, newest first, one page at a time; narrowed by a search (`q`, PostgreSQL
 * full-text search over title and text), a mood, and a range of days in the user's time zone
 * (`from` and `to` both included). The order and cursor are the same with or without them.
 */
export async function listEntries(user: SessionUser, query: JournalListQuery): Promise<JournalPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const conditions: (SQL | undefined)[] = [eq(journalEntry.userId, user.id)];
  if (cursor) conditions.push(afterKeyset(journalEntry.createdAt, journalEntry.id, cursor, 'older'));
  // websearch_to_tsquery takes what people type ("quoted phrases", or, -not) and never fails on
  // stray punctuation. The document expression is the one journal_entry_search_idx is built on.
  if (query.q) conditions.push(sql`${journalSearchDocument(journalEntry.title, journalEntry.text)} @@ websearch_to_tsquery('english', ${query.q})`);
  if (query.mood) conditions.push(eq(journalEntry.mood, query.mood));
  // Bounds are constants, so the (user_id, created_at) index still serves the range.
  if (query.from) conditions.push(sql`${journalEntry.createdAt} >= ${startOfLocalDay(query.from, query.tz)}`);
  if (query.to) conditions.push(sql`${journalEntry.createdAt} < ${startOfLocalDay(query.to, query.tz, 1)}`);
  // With a search, the same order on an expression the (user_id, created_at) index cannot give. Why:
  // a word missing from the statistics is assumed to be in 0.5% of entries, so with LIMIT the
  // planner would walk the user's entries newest first running to_tsvector on each until a page
  // is full: 0.9-1.4 s for a rare word at 100,000 entries (PostgreSQL 15). Without that plan the
  // matches come from journal_entry_search_idx and only they are sorted: 0.2 ms for a rare word,
  // about 45 ms for one in a quarter of the entries.
  const rows = await db
    .select({ entry: journalEntry, at: preciseTimestamp(journalEntry.createdAt) })
    .from(journalEntry)
    .where(and(...conditions))
    // NULLS LAST as in journal_entry_user_created_idx: a plain DESC (NULLS FIRST) cannot be read from it and sorts every row.
    .orderBy(
      query.q ? sql`${journalEntry.createdAt} + interval '0 seconds' desc nulls last` : sql`${journalEntry.createdAt} desc nulls last`,
      sql`${journalEntry.id} desc nulls last`,
    )
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    entries: await withActivitiesAll(
      user,
      page.map((r) => toEntryDto(r.entry)),
    ),
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
  return row ? withActivities(db, user, toEntryDto(row)) : null;
}

export async function updateEntry(user: SessionUser, id: string | undefined, input: JournalUpdate): Promise<JournalEntryDto> {
  const { version: baseVersion, activities, ...fields } = input;
  const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<JournalUpdate>;
  // One transaction, as on create: the edit and its activities are kept together or not at all.
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(journalEntry)
      .set({ ...changes, updatedAt: new Date(), version: sql`${journalEntry.version} + 1` })
      .where(and(eq(journalEntry.id, entryId(id)), eq(journalEntry.userId, user.id), baseVersionHolds(baseVersion)))
      .returning();
    return row ? withActivities(tx, user, toEntryDto(row), activities) : null;
  });
  return updated ?? failedEdit(user, id);
}

/**
 * Issue 19: an edit based on an older version than the stored one would silently overwrite a
 * change made elsewhere (another device, or the offline queue). Checked in the UPDATE itself so
 * two concurrent edits on the same base cannot both pass. No version: the last write wins, as before.
 */
function baseVersionHolds(baseVersion: number | undefined): SQL | undefined {
  return baseVersion === undefined ? undefined : sql`${journalEntry.version} <= ${baseVersion}`;
}

/** Why an edit matched no row: the entry is not the user's (404), or it is newer than the edit's base (409 with the server's copy). */
async function failedEdit(user: SessionUser, id: string | undefined): Promise<never> {
  const current = await findEntry(user, id);
  if (!current) throw new AppError('not_found:journal');
  throw new AppError('conflict:journal_version', undefined, { extra: { entry: current } });
}

export async function deleteEntry(user: SessionUser, id: string | undefined): Promise<{ message: string }> {
  const deleted = await db
    .delete(journalEntry)
    .where(and(eq(journalEntry.id, entryId(id)), eq(journalEntry.userId, user.id)))
    .returning({ id: journalEntry.id });
  if (!deleted.length) throw new AppError('not_found:journal');
  return { message: 'Journal deleted.' };
}

// ---------------------------------------------------------------------------------------------
// Activities on entries (issue 18)
// ---------------------------------------------------------------------------------------------

/**
 * The entry with its activities: `names` given (create or edit) replaces them first, creating
 * names the user has not defined yet; absent, the stored ones are read. `q` is the transaction
 * that wrote the entry (on PGlite a query outside it would wait for it to end: a deadlock).
 */
async function withActivities(q: Db, user: SessionUser, entry: JournalEntryDto, names?: string[]): Promise<JournalEntryDto> {
  if (names !== undefined) return { ...entry, activities: await setEntryActivities(q, user.id, entry._id, names) };
  const [withNames] = await withActivitiesAll(user, [entry], q);
  return withNames;
}

/** One query for a whole page of entries. */
async function withActivitiesAll(user: SessionUser, entries: JournalEntryDto[], q: Db = db): Promise<JournalEntryDto[]> {
  const byEntry = await activitiesForEntries(
    q,
    user.id,
    entries.map((e) => e._id),
  );
  return entries.map((e) => ({ ...e, activities: byEntry.get(e._id) ?? [] }));
}
