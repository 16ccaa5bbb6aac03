import 'server-only';
import crypto from 'node:crypto';
import { Readable, pipeline } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { parse as csvParser, CsvError } from 'csv-parse';
import { z } from 'zod';
import { db, dbHandle } from '@/lib/db/client';
import { chat, chatMessage, journalEntry, reminderSettings, review, safetyPlan, user } from '@/lib/db/schema';
import { reminderSettingsSchema, type ReminderSettingsInput } from '@/lib/validation/reminders';
import { reminderSettingsValues } from './reminders';
import { afterKeyset, preciseTimestamp, type Keyset } from '@/lib/db/keyset';
import type { SessionUser } from '@/lib/auth/types';
import { AppError } from '@/lib/errors';
import { logError } from '@/lib/log';
import { MOOD_VALUES, type Mood } from '@/lib/moods';
import { zonedTimeToUtc } from '@/lib/time';
import { findNul } from '@/lib/validation/text';
import { boundedIsoDate, CLOCK_SKEW_MS, MIN_YEAR } from '@/lib/validation/timestamps';
import { safetyPlanSchema, type SafetyPlanSections } from '@/lib/validation/safety-plan';
import { ACCOUNT_ENTRIES_MAX, ANALYSIS_MAX, REVIEW_COMMENT_MAX, TEXT_MAX, TITLE_MAX } from '@/lib/limits';
import { EXPORT_FORMAT } from './export';
import { planValues } from './safety-plan';
import { resolveActivityNames } from './activities';
import { activity, entryActivity } from '@/lib/db/schema';
import { activityNameSchema, entryActivitiesSchema, ACTIVITY_EMOJI_MAX, ACCOUNT_ACTIVITIES_MAX } from '@/lib/validation/activities';

// An import is one request carrying a whole file (our JSON export or a Daylio CSV) of up to 25 MB.
// It is read as a stream and checked as it arrives, so a file that breaks a limit (size, rows,
// nesting) is refused as soon as that shows, without reading the rest. No step holds the event
// loop for long: the body is handled in slices of at most 64 KB with a turn of the event loop
// between them, the JSON is parsed entry by entry rather than in one JSON.parse of 25 MB, and
// the checks and writes go in batches. Everything is checked before anything is written, and
// everything is written in one transaction: a bad row or a failed write imports nothing.

export const IMPORT_MAX_MB = 25;
export const IMPORT_MAX_BYTES = IMPORT_MAX_MB * 1024 * 1024;
/** Entries one file may hold, in either format. */
export const IMPORT_MAX_ENTRIES = 100_000;
/** Deepest nesting a JSON file may have; our export's deepest value is at level 5. */
export const IMPORT_MAX_DEPTH = 32;
const SLICE_BYTES = 64 * 1024;
/** Largest CSV record in characters: a 20,000-character note with its HTML and quoting. */
const CSV_MAX_RECORD_CHARS = 256 * 1024;
/** Items checked (parsed, validated) between two turns of the event loop. */
const CHECK_BATCH = 500;
const INSERT_BATCH = 1000;
/** Existing entries read per query when looking for ones the file repeats. */
const DEDUPE_PAGE = 2000;

type NewEntry = { mood: Mood; title: string | null; text: string; analysis: string | null; playlistUrl: string | null; createdAt: Date; activities: string[] };
type NewChat = { title: string; createdAt: Date; messages: { role: 'user' | 'assistant'; content: string; createdAt: Date }[] };
type NewSafetyPlan = SafetyPlanSections & { updatedAt?: Date };
type Parsed = {
  source: 'moodjournal' | 'daylio';
  entries: NewEntry[];
  chats: NewChat[];
  review: { rating: number; comment: string } | null;
  safetyPlan: NewSafetyPlan | null;
  /** Reminder and recap choices from our export; stored only where the user has none. */
  reminders: ReminderSettingsInput | null;
  /** Our export's activity list (with emojis); names the user already has keep their own emoji. */
  activities: { name: string; emoji: string }[];
};

/** The request as the import reads it: the body stream and the two headers that matter. */
export type ImportBody = { body: ReadableStream<Uint8Array> | null; contentType: string; contentLength: string | null };

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

const nothing = 'Nothing was imported.';
const fmt = (n: number) => n.toLocaleString('en-US');

// ---------------------------------------------------------------------------------------------
// Reading the body
// ---------------------------------------------------------------------------------------------

const tooLarge = () => new AppError('payload_too_large:import', `The file is larger than ${IMPORT_MAX_MB} MB. ${nothing}`);

/**
 * The body in slices of at most 64 KB, with a turn of the event loop before each, never reading
 * past IMPORT_MAX_BYTES. A body shorter than its Content-Length was cut on the way and is refused
 * (acting on the part that arrived would silently drop the rest). `cancel` stops the upload when
 * the reading ends early (a limit or a bad row found on the way), even in the middle of a read.
 */
function bodyReader(src: ImportBody): { slices: AsyncGenerator<Uint8Array>; cancel: () => Promise<void> } {
  const header = src.contentLength?.trim();
  const declared = header && /^\d+$/.test(header) ? Number(header) : null;
  const reader = src.body?.getReader();
  let finished = false;
  let cancelled = false;
  async function* slices(): AsyncGenerator<Uint8Array> {
    if (declared !== null && declared > IMPORT_MAX_BYTES) throw tooLarge();
    if (!reader) return;
    let size = 0;
    for (;;) {
      const next = await reader.read();
      if (cancelled) return;
      if (next.done) break;
      const chunk = next.value;
      size += chunk.byteLength;
      if (size > IMPORT_MAX_BYTES) throw tooLarge();
      for (let i = 0; i < chunk.byteLength; i += SLICE_BYTES) {
        await nextTurn();
        yield chunk.subarray(i, i + SLICE_BYTES);
      }
    }
    finished = true;
    if (declared !== null && size < declared) {
      throw new AppError('payload_too_large:import', `The file was cut short before it was complete; it may be too large. ${nothing}`);
    }
  }
  const cancel = async () => {
    if (!reader || finished || cancelled) return;
    cancelled = true;
    await reader.cancel().catch(() => undefined);
  };
  return { slices: slices(), cancel };
}

const BOM = [0xef, 0xbb, 0xbf];
const isBlankByte = (b: number) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;

/**
 * Reads until the first character that is not blank (a leading UTF-8 byte order mark counts as
 * blank), to tell the two formats apart. Returns that byte (null for a blank body) and all slices.
 */
async function sniff(slices: AsyncGenerator<Uint8Array>): Promise<{ first: number | null; all: AsyncGenerator<Uint8Array> }> {
  const head: Uint8Array[] = [];
  let first: number | null = null;
  let offset = 0;
  while (first === null) {
    const next = await slices.next();
    if (next.done) break;
    head.push(next.value);
    for (const b of next.value) {
      const blank = (offset < BOM.length && b === BOM[offset]) || isBlankByte(b);
      offset++;
      if (blank) continue;
      first = b;
      break;
    }
  }
  async function* all() {
    yield* head;
    yield* slices;
  }
  return { first, all: all() };
}

// ---------------------------------------------------------------------------------------------
// Checking rows and records
// ---------------------------------------------------------------------------------------------

/** A date that already happened: ISO with an offset, from 1970 on, at most a few minutes ahead. */
const pastDate = (field: string) => boundedIsoDate({ notInFuture: true, error: field }).transform((s) => new Date(s));
const httpsUrl = z.url({ protocol: /^https$/ }).max(2048);

const entrySchema = z.object({
  mood: z.enum(MOOD_VALUES),
  title: z
    .string()
    .max(TITLE_MAX)
    .nullish()
    .transform((t) => (t ? t : null)),
  text: z.string().trim().min(1, 'text is empty').max(TEXT_MAX),
  analysis: z
    .string()
    .max(ANALYSIS_MAX)
    .nullish()
    .transform((t) => t ?? null),
  playlistUrl: httpsUrl
    .nullish()
    .or(z.literal(''))
    .transform((t) => (t ? t : null)),
  createdAt: pastDate('createdAt'),
  // Exports before activities (issue 18) have none.
  activities: entryActivitiesSchema.optional().transform((v) => v ?? []),
});

const chatSchema = z.object({
  title: z.string().trim().min(1).max(200),
  createdAt: pastDate('createdAt'),
  messages: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().min(1).max(20_000), date: pastDate('date') })).max(10_000),
});

const exportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(1),
  // Entries and chats are checked one by one below, so a bad one is named and the work is spread.
  entries: z.array(z.unknown()).max(IMPORT_MAX_ENTRIES, `at most ${fmt(IMPORT_MAX_ENTRIES)} entries`),
  chats: z.array(z.unknown()).max(1_000).default([]),
  // The review is stored with the time of the import: a date from the file (year 9999, say) would
  // otherwise place it wherever the file likes in the public list, which is sorted by date.
  review: z.object({ rating: z.number().int().min(1).max(5), comment: z.string().max(REVIEW_COMMENT_MAX), createdAt: z.unknown().optional() }).nullish(),
  // Checked on its own below, so a bad plan gets a message that names it.
  safetyPlan: z.unknown().optional(),
  reminders: reminderSettingsSchema.nullish(),
  activities: z
    .array(z.object({ name: activityNameSchema, emoji: z.string().trim().max(ACTIVITY_EMOJI_MAX).default('') }))
    .max(ACCOUNT_ACTIVITIES_MAX)
    .nullish()
    .transform((v) => v ?? []),
});

/** The same rule as PUT /api/me/safety-plan, plus the time the plan was last saved. */
const importedPlanSchema = safetyPlanSchema.extend({ updatedAt: pastDate('updatedAt').optional() });

function rowError(row: number, what: string): AppError {
  return new AppError('bad_request:import', `Row ${row}: ${what}. ${nothing}`);
}

/** `path: message`, or `path message` when the message already starts with the field's name. */
function describeIssue(e: z.ZodError): string {
  const i = e.issues[0];
  if (!i) return 'invalid value';
  const path = i.path.map(String).join('.');
  const field = String(i.path[i.path.length - 1] ?? '');
  const message = i.message.replace(/\.$/, '');
  if (field && message.startsWith(`${field} `)) return `${path}${message.slice(field.length)}`;
  return `${path || 'value'}: ${message}`;
}

function nulError(where: string): AppError {
  return new AppError('bad_request:import', `The file has a NUL character (in ${where}), which cannot be stored. ${nothing}`);
}

async function checkOurExport(data: unknown): Promise<Parsed> {
  const top = exportSchema.safeParse(data);
  if (!top.success) throw new AppError('bad_request:import', `This is not a MoodJournal export (${describeIssue(top.error)}). ${nothing}`);
  const entries: NewEntry[] = [];
  for (let i = 0; i < top.data.entries.length; i++) {
    if (i % CHECK_BATCH === CHECK_BATCH - 1) await nextTurn();
    const r = entrySchema.safeParse(top.data.entries[i]);
    if (!r.success) throw rowError(i + 1, `entry ${describeIssue(r.error)}`);
    const nul = findNul(r.data);
    if (nul !== null) throw nulError(`entries.${i}.${nul}`);
    entries.push(r.data);
  }
  const chats: NewChat[] = [];
  for (let i = 0; i < top.data.chats.length; i++) {
    await nextTurn();
    const c = chatSchema.safeParse(top.data.chats[i]);
    if (!c.success) throw new AppError('bad_request:import', `Chat ${i + 1}: ${describeIssue(c.error)}. ${nothing}`);
    const nul = findNul(c.data);
    if (nul !== null) throw nulError(`chats.${i}.${nul}`);
    chats.push({
      title: c.data.title,
      createdAt: c.data.createdAt,
      messages: c.data.messages.map((m) => ({ role: m.role, content: m.content, createdAt: m.date })),
    });
  }
  let plan: NewSafetyPlan | null = null;
  if (top.data.safetyPlan !== undefined && top.data.safetyPlan !== null) {
    const p = importedPlanSchema.safeParse(top.data.safetyPlan);
    if (!p.success) throw new AppError('bad_request:import', `The safety plan is not valid (${describeIssue(p.error)}). ${nothing}`);
    const nul = findNul(p.data);
    if (nul !== null) throw nulError(`safetyPlan.${nul}`);
    plan = p.data;
  }
  const rev = top.data.review ? { rating: top.data.review.rating, comment: top.data.review.comment } : null;
  if (rev && rev.comment.includes('\u0000')) throw nulError('review.comment');
  const nulActivity = findNul(top.data.activities);
  if (nulActivity !== null) throw nulError(`activities.${nulActivity}`);
  return { source: 'moodjournal', entries, chats, review: rev, safetyPlan: plan, reminders: top.data.reminders ?? null, activities: top.data.activities };
}

// ---------------------------------------------------------------------------------------------
// Our JSON export
// ---------------------------------------------------------------------------------------------

const invalidJson = () => new AppError('bad_request:import_json');
const tooDeep = () => new AppError('bad_request:import_nesting');

/** One member of the file's top-level object, as character offsets into the text. */
type Member = {
  start: number;
  keyStart: number;
  keyEnd: number;
  key: string;
  end: number;
  /** 0: the value is not an array (yet); 1: an array is open; 2: it closed; 3: more than one. */
  array: 0 | 1 | 2 | 3;
  arrayOpen: number;
  arrayClose: number;
  /** Offsets of the commas between the array's elements. */
  commas: number[];
};

const newMember = (start: number): Member => ({ start, keyStart: -1, keyEnd: -1, key: '', end: -1, array: 0, arrayOpen: -1, arrayClose: -1, commas: [] });

/**
 * Follows the structure of JSON text as it arrives, without building any value: refuses nesting
 * deeper than IMPORT_MAX_DEPTH and top-level lists longer than IMPORT_MAX_ENTRIES at the point
 * they happen, and notes where each top-level member and each element of a top-level list
 * starts and ends, so they can then be parsed one at a time.
 */
class JsonShape {
  private offset = 0;
  private depth = 0;
  /** The open brackets, as character codes. */
  private readonly stack: number[] = [];
  private inString = false;
  private escape = false;
  private member: Member | null = null;
  /** 'object' when the text is an object, 'other' for any other value, null before the first character. */
  top: 'object' | 'other' | null = null;
  closed = false;
  readonly members: Member[] = [];

  feed(s: string) {
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (this.inString) {
        if (this.escape) this.escape = false;
        else if (c === 0x5c) this.escape = true;
        else if (c === 0x22) {
          this.inString = false;
          const m = this.member;
          if (m && this.depth === 1 && m.keyEnd < 0) m.keyEnd = this.offset + i;
        } else if (this.depth === 1 && this.member && this.member.keyEnd < 0 && this.member.key.length < 40) {
          this.member.key += s[i]; // the key as written, for messages only
        }
        continue;
      }
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) continue;
      if (this.closed) throw invalidJson(); // something after the top-level value
      const at = this.offset + i;
      this.top ??= c === 0x7b ? 'object' : 'other';
      const inObject = this.top === 'object';
      switch (c) {
        case 0x22: // "
          this.inString = true;
          if (inObject && this.depth === 1 && this.member && this.member.keyStart < 0) this.member.keyStart = at;
          break;
        case 0x7b: // {
        case 0x5b: // [
          this.depth++;
          if (this.depth > IMPORT_MAX_DEPTH) throw tooDeep();
          this.stack.push(c);
          if (inObject && this.depth === 1) this.member = newMember(at + 1);
          else if (inObject && this.depth === 2 && c === 0x5b && this.member) {
            if (this.member.array === 0) {
              this.member.array = 1;
              this.member.arrayOpen = at;
            } else this.member.array = 3;
          }
          break;
        case 0x7d: // }
        case 0x5d: {
          // ]
          const open = this.stack.pop();
          if (open !== (c === 0x7d ? 0x7b : 0x5b)) throw invalidJson();
          const m = this.member;
          if (inObject && this.depth === 2 && c === 0x5d && m && m.array === 1) {
            m.array = 2;
            m.arrayClose = at;
          }
          if (inObject && this.depth === 1 && m) {
            m.end = at;
            this.members.push(m);
            this.member = null;
          }
          this.depth--;
          if (this.depth === 0) this.closed = true;
          break;
        }
        case 0x2c: {
          // ,
          const m = this.member;
          if (!inObject || !m) break;
          if (this.depth === 1) {
            m.end = at;
            this.members.push(m);
            this.member = newMember(at + 1);
          } else if (this.depth === 2 && m.array === 1 && this.stack[1] === 0x5b) {
            m.commas.push(at);
            if (m.commas.length >= IMPORT_MAX_ENTRIES) {
              throw new AppError(
                'bad_request:import',
                m.key === 'entries'
                  ? `The file has more than ${fmt(IMPORT_MAX_ENTRIES)} entries; at most ${fmt(IMPORT_MAX_ENTRIES)} can be imported at once. ${nothing}`
                  : `The file's "${m.key}" list has more than ${fmt(IMPORT_MAX_ENTRIES)} items. ${nothing}`,
              );
            }
          }
          break;
        }
      }
    }
    this.offset += s.length;
  }

  /** Whether an object ended where it may (any other value is left to JSON.parse to judge). */
  get complete(): boolean {
    return this.top === 'other' || (this.closed && !this.inString);
  }
}

const isBlank = (text: string, from: number, to: number) => {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return false;
  }
  return true;
};

function parseJsonPart(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalidJson();
  }
}

/**
 * Builds the top-level object from the noted members: each list element and each other member
 * value is parsed on its own (the text around them was checked by JsonShape and here), with a
 * turn of the event loop every CHECK_BATCH elements.
 */
async function assembleObject(text: string, members: Member[]): Promise<Record<string, unknown>> {
  const out = new Map<string, unknown>();
  if (members.length === 1 && members[0].keyStart < 0 && isBlank(text, members[0].start, members[0].end)) return {}; // {}
  for (const m of members) {
    if (m.keyStart < 0 || m.keyEnd < 0 || !isBlank(text, m.start, m.keyStart)) throw invalidJson();
    const key = parseJsonPart(text.slice(m.keyStart, m.keyEnd + 1)) as string;
    let v = m.keyEnd + 1;
    while (v < m.end && isBlank(text, v, v + 1)) v++;
    if (text[v] !== ':') throw invalidJson();
    v++;
    while (v < m.end && isBlank(text, v, v + 1)) v++;
    let end = m.end;
    while (end > v && isBlank(text, end - 1, end)) end--;
    if (v >= end) throw invalidJson();
    if (m.array === 2 && m.arrayOpen === v && m.arrayClose === end - 1) {
      const bounds = [m.arrayOpen, ...m.commas, m.arrayClose];
      const items: unknown[] = [];
      if (!(m.commas.length === 0 && isBlank(text, m.arrayOpen + 1, m.arrayClose))) {
        for (let i = 0; i + 1 < bounds.length; i++) {
          if (i % CHECK_BATCH === CHECK_BATCH - 1) await nextTurn();
          items.push(parseJsonPart(text.slice(bounds[i] + 1, bounds[i + 1])));
        }
      }
      out.set(key, items);
    } else {
      out.set(key, parseJsonPart(text.slice(v, end)));
    }
    await nextTurn();
  }
  // fromEntries defines own properties, so a "__proto__" key stays a plain key, as with JSON.parse.
  return Object.fromEntries(out);
}

/** Values other than an object are never an export; past this size they are refused unparsed. */
const OTHER_JSON_PARSE_MAX = 1024 * 1024;

async function readOurExport(slices: AsyncIterable<Uint8Array>): Promise<Parsed> {
  const decoder = new TextDecoder(); // drops a leading byte order mark, like the rest of the API
  const shape = new JsonShape();
  const pieces: string[] = [];
  for await (const slice of slices) {
    const piece = decoder.decode(slice, { stream: true });
    shape.feed(piece);
    pieces.push(piece);
  }
  const rest = decoder.decode();
  shape.feed(rest);
  pieces.push(rest);
  if (!shape.complete) throw invalidJson();
  const text = pieces.join('');
  pieces.length = 0;
  let data: unknown;
  if (shape.top === 'object') data = await assembleObject(text, shape.members);
  else if (text.length <= OTHER_JSON_PARSE_MAX) data = parseJsonPart(text);
  else throw new AppError('bad_request:import', `This is not a MoodJournal export (value: expected an object). ${nothing}`);
  return checkOurExport(data);
}

// ---------------------------------------------------------------------------------------------
// Daylio CSV
// ---------------------------------------------------------------------------------------------

// Daylio's five default moods; custom mood names fall back to neutral.
const DAYLIO_MOODS: Record<string, Mood> = { rad: 'happy', good: 'relaxed', meh: 'neutral', bad: 'sad', awful: 'angry' };
const DAYLIO_COLUMNS = ['full_date', 'date', 'weekday', 'time', 'mood', 'activities', 'note_title', 'note'];
const EARLIEST_MS = Date.UTC(MIN_YEAR, 0, 1);

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

function daylioEntry(cells: string[], col: Record<string, number>, rowNo: number, tz: string): NewEntry {
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
  const createdAt = zonedTimeToUtc(y, mo, d, time.h, time.m, tz);
  if (createdAt.getTime() < EARLIEST_MS) throw rowError(rowNo, `full_date "${get('full_date')}" is before ${MIN_YEAR}`);
  if (createdAt.getTime() > Date.now() + CLOCK_SKEW_MS) throw rowError(rowNo, `full_date "${get('full_date')}" at ${get('time') || '12:00'} is in the future`);
  const moodName = get('mood').toLowerCase();
  if (!moodName) throw rowError(rowNo, 'mood is empty');
  const note = stripDaylioHtml(get('note'));
  const activities = get('activities');
  const title = stripDaylioHtml(get('note_title'));
  if (title.length > TITLE_MAX) throw rowError(rowNo, `note_title is longer than ${TITLE_MAX} characters`);
  // An entry needs text; a Daylio day logged with activities only keeps them as its text.
  const text = note || (activities ? `Activities: ${activities}` : `Logged mood: ${get('mood')}`);
  if (text.length > TEXT_MAX) throw rowError(rowNo, `${note ? 'note' : 'activities'} is longer than ${fmt(TEXT_MAX)} characters`);
  if (text.includes('\u0000') || title.includes('\u0000')) throw rowError(rowNo, 'the row has a NUL character, which cannot be stored');
  return {
    mood: DAYLIO_MOODS[moodName] ?? 'neutral',
    title: title || null,
    text,
    analysis: null,
    playlistUrl: null,
    createdAt,
    activities: daylioActivities(activities, rowNo),
  };
}

/** Daylio's `activities` cell, `a | b | c`, as activity names (issue 18); unknown ones are created on import. */
function daylioActivities(cell: string, rowNo: number): string[] {
  const parsed = entryActivitiesSchema.safeParse(
    cell
      .split('|')
      .map((a) => a.trim())
      .filter(Boolean),
  );
  if (!parsed.success) throw rowError(rowNo, `activities: ${parsed.error.issues[0]?.message.replace(/\.$/, '') ?? 'not valid'}`);
  return parsed.data;
}

/**
 * Streams the CSV through csv-parse, checking each row as it comes, and stops (cancelling the
 * upload) at the first bad row or once the file has more rows than one import takes.
 */
async function readDaylio(slices: AsyncIterable<Uint8Array>, tz: string): Promise<Parsed> {
  const parser = csvParser({
    bom: true,
    relax_column_count: true,
    // A quote inside an unquoted cell is kept as text (Daylio does not quote every note).
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: CSV_MAX_RECORD_CHARS,
  });
  const source = Readable.from(slices, { objectMode: false });
  // An error on either side (too large, cut short, bad CSV) ends both and reaches the loop below.
  pipeline(source, parser, () => undefined);
  const entries: NewEntry[] = [];
  let col: Record<string, number> | null = null;
  let rowNo = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      if (cells.length === 1 && cells[0].trim() === '') continue; // a line of spaces
      rowNo++;
      if (!col) {
        const header = cells.map((h) => h.trim().toLowerCase());
        const missing = DAYLIO_COLUMNS.filter((c) => !header.includes(c));
        if (missing.length) throw new AppError('bad_request:import', `This is not a Daylio export: missing column ${missing.join(', ')}. ${nothing}`);
        col = Object.fromEntries(DAYLIO_COLUMNS.map((c) => [c, header.indexOf(c)]));
        continue;
      }
      if (entries.length >= IMPORT_MAX_ENTRIES) {
        throw new AppError(
          'bad_request:import',
          `The file has more than ${fmt(IMPORT_MAX_ENTRIES)} rows; at most ${fmt(IMPORT_MAX_ENTRIES)} can be imported at once. ${nothing}`,
        );
      }
      entries.push(daylioEntry(cells, col, rowNo, tz));
    }
  } catch (e) {
    if (e instanceof CsvError) throw new AppError('bad_request:import', `The CSV could not be read: ${e.message}. ${nothing}`);
    throw e;
  } finally {
    parser.destroy();
    source.destroy();
  }
  if (!col) throw new AppError('bad_request:import', `This is not a Daylio export: missing column ${DAYLIO_COLUMNS.join(', ')}. ${nothing}`);
  return { source: 'daylio', entries, chats: [], review: null, safetyPlan: null, reminders: null, activities: [] };
}

/** Reads and checks the whole file; throws a 400 or 413 naming the problem. */
export async function readImport(src: ImportBody, tz: string): Promise<Parsed> {
  const body = bodyReader(src);
  try {
    const { first, all } = await sniff(body.slices);
    if (first === null) throw new AppError('bad_request:import_empty');
    const looksJson = src.contentType.toLowerCase().includes('json') || first === 0x7b;
    return looksJson ? await readOurExport(all) : await readDaylio(all, tz);
  } finally {
    await body.cancel(); // stops the upload when the reading ended before the end of the file
  }
}

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

// On PostgreSQL the whole import is one transaction: it holds one of the pool's connections and
// every other request goes on using the others. The embedded database (PGlite) has a single
// connection, and a transaction keeps every other query of the process waiting until it ends:
// writing 100,000 entries in one would stop the whole server for seconds. There the import
// writes in short steps, letting other requests' queries in between, and undoes its own rows if
// a step fails, so a failed import still leaves nothing behind. (A process that dies half-way
// leaves the entries written so far; importing the file again adds only the rest.)

type Db = Pick<typeof db, 'select' | 'insert' | 'delete' | 'execute'>;

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
 * The file's entries that are not in the journal yet (same time and text), and not repeated in
 * the file. Existing texts are compared by hash, a page at a time, so a large journal is never
 * loaded into memory to check against.
 */
async function newEntries(q: Db, userId: string, entries: NewEntry[]): Promise<NewEntry[]> {
  if (!entries.length) return entries;
  const [from, to] = timeRange(entries);
  const seen = new Set<string>();
  const inRange = and(eq(journalEntry.userId, userId), gte(journalEntry.createdAt, from), lt(journalEntry.createdAt, new Date(to.getTime() + 1)));
  let after: Keyset | null = null;
  for (;;) {
    const page: { id: string; at: string; createdAt: Date; textHash: string }[] = await q
      .select({
        id: journalEntry.id,
        at: preciseTimestamp(journalEntry.createdAt),
        createdAt: journalEntry.createdAt,
        textHash: sql<string>`encode(sha256(convert_to(${journalEntry.text}, 'UTF8')), 'hex')`,
      })
      .from(journalEntry)
      .where(after ? and(inRange, afterKeyset(journalEntry.createdAt, journalEntry.id, after, 'older')) : inRange)
      // Spelled out as the index is (journal_entry_user_created_idx: DESC NULLS LAST), so the pages
      // come straight from it; a plain DESC means NULLS FIRST and would sort the whole range.
      .orderBy(sql`${journalEntry.createdAt} desc nulls last`, sql`${journalEntry.id} desc nulls last`)
      .limit(DEDUPE_PAGE);
    for (const e of page) seen.add(entryKey(e.createdAt.getTime(), e.textHash));
    if (page.length < DEDUPE_PAGE) break;
    const last = page[page.length - 1];
    after = { at: last.at, id: last.id };
    await nextTurn();
  }
  const out: NewEntry[] = [];
  for (let i = 0; i < entries.length; i++) {
    if (i % (CHECK_BATCH * 4) === 0) await nextTurn();
    const e = entries[i];
    const k = entryKey(e.createdAt.getTime(), sha256(e.text));
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(e);
  }
  return out;
}

/** Refuses the import when the journal would pass ACCOUNT_ENTRIES_MAX entries. */
async function checkRoom(q: Db, userId: string, adding: number): Promise<void> {
  if (!adding) return;
  const [{ n }] = await q.select({ n: count() }).from(journalEntry).where(eq(journalEntry.userId, userId));
  if (n + adding > ACCOUNT_ENTRIES_MAX) {
    throw new AppError(
      'bad_request:import_quota',
      `Your journal has ${fmt(n)} ${n === 1 ? 'entry' : 'entries'} and this file would add ${fmt(adding)}; an account holds at most ${fmt(ACCOUNT_ENTRIES_MAX)} entries. ${nothing}`,
    );
  }
}

/** JSON.stringify writes a lone surrogate as an escape PostgreSQL's json refuses; a bound text parameter would carry U+FFFD instead, so it is replaced the same way. */
const wellFormed = (s: string | null) => (s === null ? null : s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

/**
 * Inserts entries with one parameter (a JSON array) per batch: PGlite parses and binds one
 * parameter far faster than the eight per row of a VALUES list (about three times, end to end).
 */
async function insertEntries(q: Db, userId: string, batch: NewEntry[], names: ActivityIds): Promise<string[]> {
  // Ids made here, so each entry's activity links are known without relying on RETURNING's order.
  const ids = batch.map(() => crypto.randomUUID());
  const rows = JSON.stringify(
    batch.map((e, i) => ({
      id: ids[i],
      mood: e.mood,
      title: wellFormed(e.title),
      text: wellFormed(e.text),
      analysis: wellFormed(e.analysis),
      playlist_url: e.playlistUrl,
      created_at: e.createdAt.toISOString(),
    })),
  );
  const result = await q.execute(sql`
    insert into ${journalEntry} (id, user_id, mood, title, text, analysis, playlist_url, created_at, updated_at)
    select x.id, ${userId}, x.mood::mood, x.title, x.text, x.analysis, x.playlist_url, x.created_at, x.created_at
    from json_to_recordset(${rows}::json) as x(id uuid, mood text, title text, text text, analysis text, playlist_url text, created_at timestamptz)
    returning id`);
  const written = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  const links = batch.flatMap((e, i) => [...new Set(e.activities.map((n) => names.get(n.toLowerCase())))].filter(Boolean).map((a) => ({ e: ids[i], a })));
  if (links.length) {
    await q.execute(sql`
      insert into ${entryActivity} (entry_id, activity_id)
      select x.e, x.a from json_to_recordset(${JSON.stringify(links)}::json) as x(e uuid, a uuid)
      on conflict do nothing`);
  }
  return written;
}

/** lower(name) -> the user's activity id. */
type ActivityIds = Map<string, string>;

/**
 * The file's activities (issue 18): our export's list first, with its emojis (a name the user
 * already has keeps theirs), then every name an entry carries, created where missing. Activities
 * are not undone when a PGlite import fails half-way: they are the user's own words, harmless to keep.
 */
async function writeActivities(q: Db, userId: string, parsed: Parsed, entries: NewEntry[]): Promise<ActivityIds> {
  if (parsed.activities.length) {
    await q
      .insert(activity)
      .values(parsed.activities.map((a) => ({ userId, name: a.name, emoji: a.emoji })))
      .onConflictDoNothing();
  }
  const names = new Set<string>();
  for (const e of entries) for (const n of e.activities) names.add(n);
  return resolveActivityNames(q, userId, [...names]);
}

async function insertChat(q: Db, userId: string, c: NewChat, batchSize: number, between: () => Promise<void>): Promise<string> {
  const last = c.messages.reduce((t, m) => (m.createdAt > t ? m.createdAt : t), c.createdAt);
  const [row] = await q.insert(chat).values({ userId, title: c.title, createdAt: c.createdAt, updatedAt: last }).returning({ id: chat.id });
  for (let i = 0; i < c.messages.length; i += batchSize) {
    await between();
    await q.insert(chatMessage).values(c.messages.slice(i, i + batchSize).map((m) => ({ ...m, chatId: row.id })));
  }
  return row.id;
}

/** The review (dated now) and the safety plan (only where the user has none); true when the plan was stored. */
async function writeReviewAndPlan(q: Db, userId: string, parsed: Parsed): Promise<boolean> {
  if (parsed.review) {
    const at = new Date();
    await q
      .insert(review)
      .values({ userId, ...parsed.review, createdAt: at })
      .onConflictDoUpdate({ target: review.userId, set: { rating: parsed.review.rating, comment: parsed.review.comment, createdAt: at } });
  }
  if (parsed.reminders) {
    // Choices the user already made here win over the file's, as with the safety plan.
    await q
      .insert(reminderSettings)
      .values({ userId, ...reminderSettingsValues(parsed.reminders) })
      .onConflictDoNothing({ target: reminderSettings.userId });
  }
  if (!parsed.safetyPlan) return false;
  // A plan the user already has is theirs to change: the file's plan only fills a gap.
  const at = parsed.safetyPlan.updatedAt ?? new Date();
  const stored = await q
    .insert(safetyPlan)
    .values({ userId, ...planValues(parsed.safetyPlan), createdAt: at, updatedAt: at })
    .onConflictDoNothing({ target: safetyPlan.userId })
    .returning({ userId: safetyPlan.userId });
  return stored.length > 0;
}

type Written = { entries: number; planImported: boolean };

/** PostgreSQL: everything in one transaction, the user's row locked so two imports of one account take turns. */
async function writeAtOnce(userId: string, parsed: Parsed): Promise<Written> {
  return db.transaction(async (tx) => {
    // NO KEY UPDATE: two imports of one account take turns, while the user's own writes (which only
    // take KEY SHARE on this row, for their foreign key) go on.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('no key update');
    const entries = await newEntries(tx, userId, parsed.entries);
    await checkRoom(tx, userId, entries.length);
    const names = await writeActivities(tx, userId, parsed, entries);
    for (let i = 0; i < entries.length; i += INSERT_BATCH) await insertEntries(tx, userId, entries.slice(i, i + INSERT_BATCH), names);
    for (const c of parsed.chats) await insertChat(tx, userId, c, INSERT_BATCH, async () => undefined);
    return { entries: entries.length, planImported: await writeReviewAndPlan(tx, userId, parsed) };
  });
}

/** PGlite writes in steps this small, each over in tens of milliseconds. */
const STEP_BATCH = 250;
/** Imports under way on the embedded database (one process owns it), so one account's take turns. */
const importsUnderWay = new Map<string, Promise<unknown>>();

async function oneAtATime<T>(userId: string, run: () => Promise<T>): Promise<T> {
  const before = importsUnderWay.get(userId) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(run);
  const tail = mine.catch(() => undefined);
  importsUnderWay.set(userId, tail);
  try {
    return await mine;
  } finally {
    if (importsUnderWay.get(userId) === tail) importsUnderWay.delete(userId);
  }
}

/** PGlite: short steps with turns between them; on any failure the rows written so far are deleted again. */
async function writeInSteps(userId: string, parsed: Parsed): Promise<Written> {
  return oneAtATime(userId, async () => {
    const entries = await newEntries(db, userId, parsed.entries);
    await checkRoom(db, userId, entries.length);
    const entryIds: string[] = [];
    const chatIds: string[] = [];
    try {
      const names = await writeActivities(db, userId, parsed, entries);
      for (let i = 0; i < entries.length; i += STEP_BATCH) {
        await nextTurn();
        entryIds.push(...(await insertEntries(db, userId, entries.slice(i, i + STEP_BATCH), names)));
      }
      for (const c of parsed.chats) {
        await nextTurn();
        chatIds.push(await insertChat(db, userId, c, STEP_BATCH, () => nextTurn()));
      }
      const planImported = await db.transaction((tx) => writeReviewAndPlan(tx, userId, parsed));
      return { entries: entries.length, planImported };
    } catch (e) {
      await undo(userId, entryIds, chatIds);
      throw e;
    }
  });
}

async function undo(userId: string, entryIds: string[], chatIds: string[]) {
  try {
    for (let i = 0; i < entryIds.length; i += DEDUPE_PAGE) {
      await db.delete(journalEntry).where(and(eq(journalEntry.userId, userId), inArray(journalEntry.id, entryIds.slice(i, i + DEDUPE_PAGE))));
      await nextTurn();
    }
    // Messages go with their chat (on delete cascade).
    if (chatIds.length) await db.delete(chat).where(and(eq(chat.userId, userId), inArray(chat.id, chatIds)));
  } catch (e) {
    logError(`[import] a failed import could not remove the ${entryIds.length} entries and ${chatIds.length} chats it had written:`, e);
  }
}

/**
 * Reads and checks the whole file first: a bad row imports nothing. Entries already in the
 * journal (same time and text) are skipped, so importing the same file twice does not duplicate
 * it. An import that would take the journal past ACCOUNT_ENTRIES_MAX entries is refused as a whole.
 */
export async function importJournal(current: SessionUser, src: ImportBody, tz = 'UTC'): Promise<ImportResult> {
  const parsed = await readImport(src, tz);
  const { entries: written, planImported } = dbHandle().kind === 'pglite' ? await writeInSteps(current.id, parsed) : await writeAtOnce(current.id, parsed);

  const skipped = parsed.entries.length - written;
  const imported = { entries: written, chats: parsed.chats.length, review: parsed.review ? 1 : 0 };
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
