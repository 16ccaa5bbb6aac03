import 'server-only';
import crypto from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '@/lib/db/client';
import { chat, chatMessage, journalEntry, review, safetyPlan } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/auth/types';
import { parseCsv } from '@/lib/csv';
import { AppError } from '@/lib/errors';
import { MOOD_VALUES, type Mood } from '@/lib/moods';
import { zonedTimeToUtc } from '@/lib/time';
import { findNul } from '@/lib/validation/text';
import { safetyPlanSchema, type SafetyPlanSections } from '@/lib/validation/safety-plan';
import { ANALYSIS_MAX, REVIEW_COMMENT_MAX, TEXT_MAX, TITLE_MAX } from '@/lib/limits';
import { EXPORT_FORMAT } from './export';
import { planValues } from './safety-plan';

export const IMPORT_MAX_MB = 25;
export const IMPORT_MAX_BYTES = IMPORT_MAX_MB * 1024 * 1024;
/** Entries one file may hold, in either format. */
export const IMPORT_MAX_ENTRIES = 100_000;
const INSERT_BATCH = 500;

type NewEntry = { mood: Mood; title: string | null; text: string; analysis: string | null; playlistUrl: string | null; createdAt: Date };
type NewChat = { title: string; createdAt: Date; messages: { role: 'user' | 'assistant'; content: string; createdAt: Date }[] };
type NewSafetyPlan = SafetyPlanSections & { updatedAt?: Date };
type Parsed = {
  source: 'moodjournal' | 'daylio';
  entries: NewEntry[];
  chats: NewChat[];
  review: { rating: number; comment: string; createdAt: Date } | null;
  safetyPlan: NewSafetyPlan | null;
};

/**
 * `safetyPlan`: 'imported' when the file's plan was stored, 'kept' when the file had one but the
 * user already had their own (which is never overwritten), 'none' when the file had none.
 */
export type ImportResult = {
  message: string;
  source: Parsed['source'];
  imported: { entries: number; chats: number; review: number };
  skipped: number;
  safetyPlan: 'imported' | 'kept' | 'none';
};

const isoDate = z.iso.datetime({ offset: true }).transform((s) => new Date(s));
const httpsUrl = z.url({ protocol: /^https$/ }).max(2048);

const entrySchema = z.object({
  mood: z.enum(MOOD_VALUES),
  title: z.string().max(TITLE_MAX).nullish().transform((t) => (t ? t : null)),
  text: z.string().trim().min(1, 'text is empty').max(TEXT_MAX),
  analysis: z.string().max(ANALYSIS_MAX).nullish().transform((t) => t ?? null),
  playlistUrl: httpsUrl.nullish().or(z.literal('')).transform((t) => (t ? t : null)),
  createdAt: isoDate,
});

const exportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(1),
  entries: z.array(z.unknown()).max(IMPORT_MAX_ENTRIES, `at most ${IMPORT_MAX_ENTRIES.toLocaleString('en-US')} entries`),
  chats: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(200),
        createdAt: isoDate,
        messages: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().min(1).max(20_000), date: isoDate })).max(10_000),
      }),
    )
    .max(1_000)
    .default([]),
  review: z.object({ rating: z.number().int().min(1).max(5), comment: z.string().max(REVIEW_COMMENT_MAX), createdAt: isoDate }).nullish(),
  // Checked on its own below, so a bad plan gets a message that names it.
  safetyPlan: z.unknown().optional(),
});

/** The same rule as PUT /api/me/safety-plan, plus the time the plan was last saved. */
const importedPlanSchema = safetyPlanSchema.extend({ updatedAt: isoDate.optional() });

function rowError(row: number, what: string): AppError {
  return new AppError('bad_request:import', `Row ${row}: ${what}. Nothing was imported.`);
}

function describeIssue(e: z.ZodError): string {
  const i = e.issues[0];
  return i ? `${i.path.join('.') || 'value'}: ${i.message}` : 'invalid value';
}

function parseOurExport(data: unknown): Parsed {
  const top = exportSchema.safeParse(data);
  if (!top.success) throw new AppError('bad_request:import', `This is not a MoodJournal export (${describeIssue(top.error)}). Nothing was imported.`);
  const entries = top.data.entries.map((raw, i) => {
    const r = entrySchema.safeParse(raw);
    if (!r.success) throw rowError(i + 1, `entry ${describeIssue(r.error)}`);
    return r.data;
  });
  let plan: NewSafetyPlan | null = null;
  if (top.data.safetyPlan !== undefined && top.data.safetyPlan !== null) {
    const p = importedPlanSchema.safeParse(top.data.safetyPlan);
    if (!p.success) throw new AppError('bad_request:import', `The safety plan is not valid (${describeIssue(p.error)}). Nothing was imported.`);
    plan = p.data;
  }
  return {
    source: 'moodjournal',
    entries,
    chats: top.data.chats.map((c) => ({ title: c.title, createdAt: c.createdAt, messages: c.messages.map((m) => ({ role: m.role, content: m.content, createdAt: m.date })) })),
    review: top.data.review ?? null,
    safetyPlan: plan,
  };
}

// Daylio's five default moods; custom mood names fall back to neutral.
const DAYLIO_MOODS: Record<string, Mood> = { rad: 'happy', good: 'relaxed', meh: 'neutral', bad: 'sad', awful: 'angry' };
const DAYLIO_COLUMNS = ['full_date', 'date', 'weekday', 'time', 'mood', 'activities', 'note_title', 'note'];

function parseDaylioTime(s: string): { h: number; m: number } | null {
  const m = s.trim().match(/^(\d{1,2}):(\d{2})(?:\s*([ap])\.?m\.?)?$/i);
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2]);
  const ampm = m[3]?.toLowerCase();
  if (ampm) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (ampm === 'p' ? 12 : 0);
  }
  return h <= 23 && min <= 59 ? { h, m: min } : null;
}

function stripDaylioHtml(s: string): string {
  return s
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();
}

function parseDaylio(text: string, tz: string): Parsed {
  let rows: string[][];
  try {
    rows = parseCsv(text);
  } catch (e) {
    throw new AppError('bad_request:import', `The CSV could not be read: ${(e as Error).message}. Nothing was imported.`);
  }
  const header = (rows.shift() ?? []).map((h) => h.trim().toLowerCase());
  const missing = DAYLIO_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) {
    throw new AppError('bad_request:import', `This is not a Daylio export: missing column ${missing.join(', ')}. Nothing was imported.`);
  }
  if (rows.length > IMPORT_MAX_ENTRIES) {
    throw new AppError('bad_request:import', `The file has ${rows.length.toLocaleString('en-US')} rows; at most ${IMPORT_MAX_ENTRIES.toLocaleString('en-US')} can be imported at once. Nothing was imported.`);
  }
  const col = Object.fromEntries(DAYLIO_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<string, number>;
  const entries = rows.map((cells, i) => {
    const rowNo = i + 2; // the header is row 1
    const get = (c: string) => (cells[col[c]] ?? '').trim();
    const date = get('full_date').match(/^(\d{4})-(\d{2})-(\d{2})$/);
    if (!date) throw rowError(rowNo, `full_date "${get('full_date')}" is not a date like 2024-01-31`);
    const time = parseDaylioTime(get('time') || '12:00');
    if (!time) throw rowError(rowNo, `time "${get('time')}" is not a time like 21:30 or 9:30 pm`);
    const [y, mo, d] = [Number(date[1]), Number(date[2]), Number(date[3])];
    // Date.UTC rolls 2024-02-31 over to March 2: a day that does not exist is refused instead.
    const check = new Date(Date.UTC(y, mo - 1, d));
    if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) {
      throw rowError(rowNo, `full_date "${get('full_date')}" is not a real date`);
    }
    const moodName = get('mood').toLowerCase();
    if (!moodName) throw rowError(rowNo, 'mood is empty');
    const note = stripDaylioHtml(get('note'));
    const activities = get('activities');
    const title = stripDaylioHtml(get('note_title'));
    if (title.length > TITLE_MAX) throw rowError(rowNo, `note_title is longer than ${TITLE_MAX} characters`);
    // An entry needs text; a Daylio day logged with activities only keeps them as its text.
    const text = note || (activities ? `Activities: ${activities}` : `Logged mood: ${get('mood')}`);
    if (text.length > TEXT_MAX) throw rowError(rowNo, `${note ? 'note' : 'activities'} is longer than ${TEXT_MAX.toLocaleString('en-US')} characters`);
    return {
      mood: DAYLIO_MOODS[moodName] ?? 'neutral',
      title: title || null,
      text,
      analysis: null,
      playlistUrl: null,
      createdAt: zonedTimeToUtc(y, mo, d, time.h, time.m, tz),
    } satisfies NewEntry;
  });
  return { source: 'daylio', entries, chats: [], review: null, safetyPlan: null };
}

export function parseImport(body: string, contentType: string, tz: string): Parsed {
  const trimmed = body.trimStart();
  const looksJson = contentType.includes('json') || trimmed.startsWith('{');
  if (looksJson) {
    let data: unknown;
    try {
      data = JSON.parse(body);
    } catch {
      throw new AppError('bad_request:import_json');
    }
    return parseOurExport(data);
  }
  return parseDaylio(body, tz);
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');
const entryKey = (createdAtMs: number, textHash: string) => `${createdAtMs}:${textHash}`;

/** The earliest and latest instants of a list, without spreading a 100,000-item list into Math.min. */
function timeRange(entries: NewEntry[]): [Date, Date] {
  let min = Infinity;
  let max = -Infinity;
  for (const e of entries) {
    const t = e.createdAt.getTime();
    if (t < min) min = t;
    if (t > max) max = t;
  }
  return [new Date(min), new Date(max)];
}

/**
 * Validates everything first, then writes everything in one transaction: a bad row imports
 * nothing. Entries already in the journal (same time and text) are skipped, so importing the same
 * file twice does not duplicate it. Existing texts are compared by hash, so a large journal is
 * never loaded into memory to check against.
 */
export async function importJournal(current: SessionUser, body: string, contentType: string, tz = 'UTC'): Promise<ImportResult> {
  if (!body.trim()) throw new AppError('bad_request:import_empty');
  const parsed = parseImport(body, contentType, tz);
  const nul = findNul(parsed);
  if (nul !== null) throw new AppError('bad_request:import', `The file has a NUL character (in ${nul}), which cannot be stored. Nothing was imported.`);

  let entries = parsed.entries;
  if (entries.length) {
    const [from, to] = timeRange(entries);
    const existing = await db
      .select({ createdAt: journalEntry.createdAt, textHash: sql<string>`encode(sha256(convert_to(${journalEntry.text}, 'UTF8')), 'hex')` })
      .from(journalEntry)
      .where(and(eq(journalEntry.userId, current.id), gte(journalEntry.createdAt, from), lt(journalEntry.createdAt, new Date(to.getTime() + 1))));
    const seen = new Set(existing.map((e) => entryKey(e.createdAt.getTime(), e.textHash)));
    entries = entries.filter((e) => {
      const k = entryKey(e.createdAt.getTime(), sha256(e.text));
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  }
  const skipped = parsed.entries.length - entries.length;

  let planImported = false;
  await db.transaction(async (tx) => {
    for (let i = 0; i < entries.length; i += INSERT_BATCH) {
      const batch = entries.slice(i, i + INSERT_BATCH).map((e) => ({ ...e, userId: current.id, updatedAt: e.createdAt }));
      await tx.insert(journalEntry).values(batch);
    }
    for (const c of parsed.chats) {
      const last = c.messages.reduce((t, m) => (m.createdAt > t ? m.createdAt : t), c.createdAt);
      const [row] = await tx.insert(chat).values({ userId: current.id, title: c.title, createdAt: c.createdAt, updatedAt: last }).returning({ id: chat.id });
      for (let i = 0; i < c.messages.length; i += INSERT_BATCH) {
        await tx.insert(chatMessage).values(c.messages.slice(i, i + INSERT_BATCH).map((m) => ({ ...m, chatId: row.id })));
      }
    }
    if (parsed.review) {
      await tx
        .insert(review)
        .values({ userId: current.id, ...parsed.review })
        .onConflictDoUpdate({ target: review.userId, set: { rating: parsed.review.rating, comment: parsed.review.comment, createdAt: parsed.review.createdAt } });
    }
    if (parsed.safetyPlan) {
      // A plan the user already has is theirs to change: the file's plan only fills a gap.
      const at = parsed.safetyPlan.updatedAt ?? new Date();
      const stored = await tx
        .insert(safetyPlan)
        .values({ userId: current.id, ...planValues(parsed.safetyPlan), createdAt: at, updatedAt: at })
        .onConflictDoNothing({ target: safetyPlan.userId })
        .returning({ userId: safetyPlan.userId });
      planImported = stored.length > 0;
    }
  });

  const imported = { entries: entries.length, chats: parsed.chats.length, review: parsed.review ? 1 : 0 };
  const parts = [`${imported.entries} ${imported.entries === 1 ? 'entry' : 'entries'}`];
  if (imported.chats) parts.push(`${imported.chats} ${imported.chats === 1 ? 'chat' : 'chats'}`);
  if (imported.review) parts.push('your review');
  if (planImported) parts.push('your safety plan');
  const notes: string[] = [];
  if (skipped) notes.push(`${skipped} already in your journal skipped`);
  if (parsed.safetyPlan && !planImported) notes.push('your current safety plan was kept');
  return {
    message: `Imported ${parts.join(', ')}${notes.length ? ` (${notes.join('; ')})` : ''}.`,
    source: parsed.source,
    imported,
    skipped,
    safetyPlan: planImported ? 'imported' : parsed.safetyPlan ? 'kept' : 'none',
  };
}
