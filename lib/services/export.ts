import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { activity, chat, chatMessage, journalEntry, reminderSettings, review, safetyPlan, type JournalEntryRow } from '@/lib/db/schema';
import { reminderSettingsDto } from './reminders';
import type { SessionUser } from '@/lib/auth/types';
import { csvRow } from '@/lib/csv';
import { afterKeyset, preciseTimestamp, type Keyset } from '@/lib/db/keyset';
import { safetyPlanDto } from './safety-plan';
import { activitiesForEntries } from './activities';

export const EXPORT_FORMAT = 'moodjournal-export';
export const EXPORT_VERSION = 1;
const BATCH = 500;

// `activities` last, written `a | b | c` as Daylio writes its column, so a spreadsheet keeps one cell per entry.
export const CSV_COLUMNS = ['createdAt', 'mood', 'title', 'text', 'analysis', 'playlistUrl', 'activities'] as const;
export const CSV_ACTIVITY_SEPARATOR = ' | ';

/**
 * The user's entries oldest first, one page at a time, so memory stays flat for any journal size.
 * The keyset carries created_at at full precision (lib/db/keyset.ts): entries written through the
 * app have microsecond timestamps, and a millisecond Date would repeat the row at each page edge.
 */
async function* entryBatches(userId: string): AsyncGenerator<EntryWithActivities[]> {
  let after: Keyset | undefined;
  for (;;) {
    const rows = await db
      .select({ entry: journalEntry, at: preciseTimestamp(journalEntry.createdAt) })
      .from(journalEntry)
      .where(
        after ? and(eq(journalEntry.userId, userId), afterKeyset(journalEntry.createdAt, journalEntry.id, after, 'newer')) : eq(journalEntry.userId, userId),
      )
      .orderBy(asc(journalEntry.createdAt), asc(journalEntry.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    // One query per batch for the batch's activity names (issue 18).
    const names = await activitiesForEntries(
      db,
      userId,
      rows.map((r) => r.entry.id),
    );
    yield rows.map((r) => ({ ...r.entry, activities: names.get(r.entry.id) ?? [] }));
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1];
    after = { at: last.at, id: last.entry.id };
  }
}

type EntryWithActivities = JournalEntryRow & { activities: string[] };

function entryJson(e: EntryWithActivities) {
  return {
    mood: e.mood,
    title: e.title,
    text: e.text,
    analysis: e.analysis,
    playlistUrl: e.playlistUrl,
    createdAt: e.createdAt.toISOString(),
    activities: e.activities,
  };
}

/** Turns an async generator of strings into a byte stream that pulls only as fast as it is read. */
function toStream(source: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      try {
        const { value, done } = await source.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (e) {
        controller.error(e);
      }
    },
    async cancel() {
      await source.return(undefined);
    },
  });
}

async function* csvExport(userId: string): AsyncGenerator<string> {
  yield csvRow([...CSV_COLUMNS]);
  for await (const rows of entryBatches(userId)) {
    yield rows.map((e) => csvRow([e.createdAt, e.mood, e.title, e.text, e.analysis, e.playlistUrl, e.activities.join(CSV_ACTIVITY_SEPARATOR)])).join('');
  }
}

async function* jsonExport(current: SessionUser): AsyncGenerator<string> {
  const head = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: new Date().toISOString(), user: { name: current.name, email: current.email } };
  yield JSON.stringify(head).slice(0, -1) + ',"entries":[';
  let first = true;
  for await (const rows of entryBatches(current.id)) {
    const parts = rows.map((e) => JSON.stringify(entryJson(e)));
    yield (first ? '' : ',') + parts.join(',');
    first = false;
  }
  yield '],"chats":[';
  const chats = await db.select().from(chat).where(eq(chat.userId, current.id)).orderBy(asc(chat.createdAt), asc(chat.id));
  for (let i = 0; i < chats.length; i++) {
    const c = chats[i];
    const messages = await db.select().from(chatMessage).where(eq(chatMessage.chatId, c.id)).orderBy(asc(chatMessage.createdAt), asc(chatMessage.id));
    const item = {
      title: c.title,
      createdAt: c.createdAt.toISOString(),
      messages: messages.map((m) => ({ role: m.role, content: m.content, date: m.createdAt.toISOString() })),
    };
    yield (i ? ',' : '') + JSON.stringify(item);
  }
  // Every activity with its emoji, used or not, so an import restores the user's own set (issue 18).
  const activities = await db
    .select({ name: activity.name, emoji: activity.emoji })
    .from(activity)
    .where(eq(activity.userId, current.id))
    .orderBy(asc(activity.createdAt), asc(activity.id));
  yield '],"activities":' + JSON.stringify(activities);
  // Reminder choices sit before the review and plan, which stay the file's last keys.
  const [reminders] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, current.id)).limit(1);
  yield ',"reminders":' + JSON.stringify(reminders ? reminderSettingsDto(reminders) : null);
  const [r] = await db.select().from(review).where(eq(review.userId, current.id)).limit(1);
  yield ',"review":' + JSON.stringify(r ? { rating: r.rating, comment: r.comment, createdAt: r.createdAt.toISOString() } : null);
  const [plan] = await db.select().from(safetyPlan).where(eq(safetyPlan.userId, current.id)).limit(1);
  yield ',"safetyPlan":' + JSON.stringify(plan ? safetyPlanDto(plan) : null) + '}';
}

export function exportJournal(current: SessionUser, format: 'json' | 'csv'): { body: ReadableStream<Uint8Array>; contentType: string; filename: string } {
  const day = new Date().toISOString().slice(0, 10);
  return format === 'csv'
    ? { body: toStream(csvExport(current.id)), contentType: 'text/csv; charset=utf-8', filename: `moodjournal-${day}.csv` }
    : { body: toStream(jsonExport(current)), contentType: 'application/json; charset=utf-8', filename: `moodjournal-${day}.json` };
}
