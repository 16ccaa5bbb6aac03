import { z } from 'zod';
import { isMood, MOOD_VALUES, type Mood } from '@/lib/moods';
import { isHttpsUrl } from '@/lib/playlist-url';
import { TITLE_MAX, TEXT_MAX, ANALYSIS_MAX, PLAYLIST_URL_MAX, SEARCH_MAX } from '@/lib/limits';
import { boundedIsoDate, MAX_YEAR, MIN_YEAR } from './timestamps';
import { tzSchema } from './tz';
import { entryActivitiesSchema } from './activities';

export { TITLE_MAX, TEXT_MAX, ANALYSIS_MAX, PLAYLIST_URL_MAX, SEARCH_MAX };

// Shared by the journal screen and the journal, ai and play route handlers. Limits: DESIGN section 4.

const mood = z.enum(MOOD_VALUES, { error: 'Mood must be one of happy, sad, angry, relaxed, neutral.' });

const title = z
  .string({ error: 'Title must be text.' })
  .trim()
  .max(TITLE_MAX, `Title is at most ${TITLE_MAX} characters.`)
  .nullish()
  .transform((v) => (v ? v : null));

const text = z
  .string({ error: 'Text is required.' })
  .max(TEXT_MAX, `Text is at most ${TEXT_MAX.toLocaleString('en-US')} characters.`)
  .transform((v) => v.trim())
  .refine((v) => v.length > 0, 'Text is required.');

const analysis = z
  .string({ error: 'Analysis must be text.' })
  .max(ANALYSIS_MAX, `Analysis is at most ${ANALYSIS_MAX.toLocaleString('en-US')} characters.`)
  .nullish()
  .transform((v) => (v && v.trim() ? v.trim() : null));

const playlistUrl = z
  .string({ error: 'Playlist URL must be text.' })
  .trim()
  .max(PLAYLIST_URL_MAX, 'Playlist URL is too long.')
  .refine((v) => v === '' || isHttpsUrl(v), 'Playlist URL must be an https URL.')
  .nullish()
  .transform((v) => (v ? v : null));

// When the entry happened, for backdating a forgotten day. Streaks, analytics and exports all read
// createdAt, so a date in the future would count days that have not been lived yet.
const createdAt = boundedIsoDate({ notInFuture: true, error: 'createdAt' }).transform((s) => new Date(s));

// Offline writes (issue 19): a new entry's id made by the browser (crypto.randomUUID) so a retry
// after a lost response finds the stored entry instead of writing a second one. Lower-cased so
// the same id in another case is the same entry.
const clientId = z
  .string({ error: 'must be a UUID.' })
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a UUID.')
  .transform((v) => v.toLowerCase());

// The version an edit was based on; an older one than the server's answers 409 (issue 19).
const baseVersion = z.number({ error: 'must be a whole number.' }).int('must be a whole number.').min(1, 'must be at least 1.');

export const journalCreateSchema = z
  .object({ mood, title, text, analysis, playlistUrl, createdAt: createdAt.optional(), clientId: clientId.optional() })
  .extend({
    // Activity names (issue 18); unknown ones are created for the user.
    activities: entryActivitiesSchema.optional(),
  });

/** PUT carries the edited fields; anything left out stays as it was. */
export const journalUpdateSchema = z
  .object({
    mood: mood.optional(),
    title: title.optional(),
    text: text.optional(),
    analysis: analysis.optional(),
    playlistUrl: playlistUrl.optional(),
    createdAt: createdAt.optional(),
    version: baseVersion.optional(),
    // Replaces the entry's activities; [] clears them (issue 18).
    activities: entryActivitiesSchema.optional(),
  })
  // `version` alone changes nothing, so it does not count as an edit.
  .refine((v) => Object.entries(v).some(([k, x]) => k !== 'version' && x !== undefined), 'Nothing to update.');

/** `from` / `to`: a calendar day as YYYY-MM-DD that exists (no 2024-02-30), between MIN_YEAR and MAX_YEAR. */
const day = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const v = raw?.trim();
    if (!v) return undefined;
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    const [y, mo, d] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
    const at = new Date(Date.UTC(y, mo - 1, d));
    if (!m || at.getUTCFullYear() !== y || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d) {
      ctx.addIssue({ code: 'custom', message: 'must be a date as YYYY-MM-DD, such as 2024-03-01.' });
      return z.NEVER;
    }
    if (y < MIN_YEAR || y > MAX_YEAR) {
      ctx.addIssue({ code: 'custom', message: `must be a date between ${MIN_YEAR} and ${MAX_YEAR}.` });
      return z.NEVER;
    }
    return v;
  });

export const journalListQuerySchema = z
  .object({
    limit: z
      .union([z.string(), z.number()])
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === '') return 50;
        const n = Number(v);
        if (Number.isInteger(n) && n >= 1 && n <= 100) return n;
        ctx.addIssue({ code: 'custom', message: 'limit must be a whole number from 1 to 100.' });
        return z.NEVER;
      }),
    cursor: z.string().max(200, 'cursor is not valid.').optional(),
    // Search and filters (issue 17, item 6). All optional; together they narrow the list (AND).
    q: z
      .string()
      .max(SEARCH_MAX, `must be at most ${SEARCH_MAX} characters.`)
      .optional()
      .transform((v) => v?.trim() || undefined),
    mood: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const m = v?.trim().toLowerCase();
        if (!m) return undefined;
        if (isMood(m)) return m;
        ctx.addIssue({ code: 'custom', message: 'must be one of happy, sad, angry, relaxed, neutral.' });
        return z.NEVER;
      }),
    from: day,
    to: day,
    // Where a day starts for from/to: the browser's zone, as the analytics queries read it.
    tz: tzSchema,
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'must not be after to.', path: ['from'] });

/** The search and filter fields of journalListQuerySchema, as the journal screen holds them. */
export type JournalFilters = { q?: string; mood?: Mood; from?: string; to?: string };

export const analyzeSchema = z.object({
  journalText: z
    .string({ error: 'Please write your journal first.' })
    .max(TEXT_MAX, `Text is at most ${TEXT_MAX.toLocaleString('en-US')} characters.`)
    .refine((v) => v.trim().length > 0, 'Please write your journal first.'),
  /** The mood the user picked in the editor, if any: the analysis speaks to it. */
  mood: z.enum(MOOD_VALUES, { error: 'Mood must be one of happy, sad, angry, relaxed or neutral.' }).nullish(),
  /** The activities picked in the editor (issue 18), named in the model's prompt. */
  activities: entryActivitiesSchema.optional(),
});

export const playlistRequestSchema = z.object({
  emotion: z
    .string({ error: 'Emotion is required.' })
    .trim()
    .toLowerCase()
    .pipe(z.enum(MOOD_VALUES, { error: 'Unknown emotion: choose happy, sad, angry, relaxed or neutral.' })),
});

export type JournalCreateInput = z.input<typeof journalCreateSchema>;
export type JournalCreate = z.output<typeof journalCreateSchema>;
export type JournalUpdateInput = z.input<typeof journalUpdateSchema>;
export type JournalUpdate = z.output<typeof journalUpdateSchema>;
export type JournalListQuery = z.output<typeof journalListQuerySchema>;

/** A journal entry as the API answers it (SPEC section 3). */
export type JournalEntryDto = {
  _id: string;
  mood: Mood;
  title: string | null;
  text: string;
  analysis: string | null;
  playlistUrl: string | null;
  createdAt: string;
  /** Bumped by every edit; an edit sends the one it was based on (issue 19). */
  version: number;
  /** The browser's id for an entry written offline, null for others (issue 19). */
  clientId: string | null;
  /** The entry's activity names, sorted (issue 18). */
  activities: string[];
};

/** GET /api/journal/my-entries: newest first; pass nextCursor back as ?cursor= for the next page. */
export type JournalPage = { entries: JournalEntryDto[]; nextCursor: string | null };

/** Helplines for the reader's region (lib/safety/resources.ts), as the crisis banner shows them. */
export type CrisisResourcesDto = { region: string; name: string; phone: string | null; sms: string | null; url: string; emergency: string };

/** Set when an analysis or chat reply read the text at crisis concern or above. */
export type CrisisSignalDto = { level: 'concern' | 'high' | 'imminent'; resources: CrisisResourcesDto };

/**
 * POST /api/ai/analyze. `emotion`, `offline` and `crisis` come on top of the SPEC's `analysis`;
 * `crisis` is null unless the entry reads at concern or above.
 */
export type AnalyzeResult = { analysis: string; emotion: Mood; offline: boolean; crisis: CrisisSignalDto | null };

/** GET /api/insights/tips. `topEmotion` is null and `entryCount` 0 when the week has no entries. */
export type WeeklyInsightsDto = { motivation: string; topEmotion: Mood | null; emotionTip: string; entryCount: number };
