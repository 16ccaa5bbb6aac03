import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { chat, journalEntry, review, safetyPlan } from '@/lib/db/schema';
import { setModelOverride } from '@/lib/ai/provider';
import { clearLimit, policies } from '@/lib/rate-limit';
import { logout } from '@/lib/services/auth';
import { EXPORT_FORMAT } from '@/lib/services/export';
import { MOOD_VALUES } from '@/lib/moods';
import { adminUsersQuerySchema } from '@/lib/validation/admin';
import {
  correlationQuerySchema,
  frequencyQuerySchema,
  heatmapQuerySchema,
  monthReviewQuerySchema,
  trendQuerySchema,
  summaryQuerySchema,
} from '@/lib/validation/analytics';
import { activityCreateSchema, activityUpdateSchema, ACTIVITY_NAME_MAX, ENTRY_ACTIVITIES_MAX } from '@/lib/validation/activities';
import {
  changeEmailConfirmSchema,
  changeEmailRequestSchema,
  forgotPasswordSchema,
  loginSchema,
  resendOtpSchema,
  resetPasswordSchema,
  signupSchema,
  verifyOtpSchema,
} from '@/lib/validation/auth';
import { reminderSettingsSchema } from '@/lib/validation/reminders';
import { chatHistoryQuerySchema, createChatSchema, retryReplySchema, sendMessageSchema } from '@/lib/validation/chat';
import { analyzeSchema, journalCreateSchema, journalListQuerySchema, journalUpdateSchema, playlistRequestSchema } from '@/lib/validation/journal';
import { changePasswordSchema, deleteAccountSchema, exportQuerySchema, updateProfileSchema } from '@/lib/validation/account';
import { reviewListQuerySchema, reviewSchema } from '@/lib/validation/reviews';
import { SAFETY_PLAN_ITEM_MAX, SAFETY_PLAN_ITEMS_MAX, SAFETY_PLAN_KEYS, safetyPlanSchema } from '@/lib/validation/safety-plan';
import { tzQuerySchema } from '@/lib/validation/tz';
import { call, type CallOptions } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/users';
import { loadApiEndpoints, type ApiEndpoint } from '../helpers/api-routes';
import { snapshotDb } from '../helpers/db-snapshot';
import {
  badCredentials,
  badCursor,
  crossSiteWithoutCookie,
  badId,
  badJsonBody,
  badQuery,
  badQueryValue,
  headerSafeString,
  invalidJsonText,
  unicodeString,
  type BadCase,
} from '../helpers/bad-input';

// Issue 7, part 6: every endpoint gets at least RUNS generated bad requests. Every one must be
// answered with the 4xx its family calls for (401 no usable session, 403 wrong role or cross-site,
// 404 malformed or unknown id, 400 bad body or query, 413 too large, 415 not JSON), as JSON with a
// `message`, never a 5xx; and the database must be byte for byte the same afterwards.
//
// Which families apply depends on what the endpoint reads: an endpoint that takes no body gets no
// body cases (the wrapper never reads one), one that needs no session gets no credential cases.
// Extra fields are always sent together with another defect: zod strips unknown keys, so extra
// keys alone are a valid request (the clients may send more than the server reads).
// GET /api/ai/status reads nothing at all (no session, query or body), so no request to it can be
// bad: it is fuzzed with junk anyway and must answer 200 every time without touching the database.
//
// Reproduce a failure with the seed fast-check prints: FUZZ_SEED=<seed> npx vitest run <this file>.

const RUNS = Number(process.env.FUZZ_RUNS || 200);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

type Fixtures = {
  user: TestUser;
  admin: TestUser;
  other: TestUser;
  revokedToken: string;
  entryId: string;
  chatId: string;
  otherEntryId: string;
  otherChatId: string;
};

type Spec = {
  key: string;
  /** Takes no input whatsoever: junk must be ignored (200), never refused. */
  takesNoInput?: boolean;
  cases: (fx: Fixtures) => fc.Arbitrary<BadCase>;
  /** Runs before each case: e.g. forgets a per-account hourly limit, so every case reaches the check it is about. */
  beforeEach?: (fx: Fixtures) => Promise<void>;
};

const KB = 1024;
const asUser = (fx: Fixtures): CallOptions => ({ headers: fx.user.auth });
const asAdmin = (fx: Fixtures): CallOptions => ({ headers: fx.admin.auth });
const creds = (fx: Fixtures, crossSite: boolean) =>
  badCredentials({ token: fx.user.token, revokedToken: fx.revokedToken, cookie: fx.user.cookie }, { crossSite });
const notAdmin = (fx: Fixtures) =>
  fc.constantFrom<BadCase>(
    { kind: 'signed in without the admin role (bearer)', opts: { headers: fx.user.auth }, expect: [403] },
    { kind: 'signed in without the admin role (cookie)', opts: { headers: { cookie: fx.user.cookie } }, expect: [403] },
  );
const unknownIds = (base: CallOptions, extra: string[] = [], body?: unknown) =>
  badId(extra).map((id): BadCase => ({
    kind: 'malformed or unknown id',
    opts: { ...base, params: { id }, ...(body === undefined ? {} : { body }) },
    expect: [404],
  }));

const EMAIL = 'nobody-fuzz@example.com';
const ISO = '2024-03-01T09:00:00.000Z';
const DAYLIO_HEADER = 'full_date,date,weekday,time,mood,activities,note_title,note';

function exportFile(patch: (e: Record<string, unknown>) => void = () => {}) {
  const file: Record<string, unknown> = {
    format: EXPORT_FORMAT,
    version: 1,
    entries: [{ mood: 'happy', title: 'Imported', text: 'A fine day.', analysis: null, playlistUrl: null, createdAt: ISO }],
    chats: [],
    review: null,
  };
  patch(file);
  return JSON.stringify(file);
}

/** Well-formed instants an imported entry or chat cannot have: in the future, or before 1970. */
const outOfRangeDate = fc
  .oneof(
    fc.date({ noInvalidDate: true, min: new Date(Date.now() + 3_600_000), max: new Date('9999-12-31T23:59:59Z') }),
    fc.date({ noInvalidDate: true, min: new Date('0001-01-01T00:00:00Z'), max: new Date('1969-12-31T23:59:59Z') }),
  )
  .map((d) => d.toISOString());

/** `depth` levels of arrays or objects around a number, as JSON text (past 32 the import refuses it). */
const nestedJson = fc
  .tuple(fc.integer({ min: 33, max: 5000 }), fc.constantFrom(['[', ']'], ['{"a":', '}']))
  .map(([depth, [open, close]]) => `${open.repeat(depth)}1${close.repeat(depth)}`);

const notIsoDate = fc
  .oneof(fc.string({ maxLength: 30 }), fc.constantFrom('yesterday', '2024-13-01T00:00:00Z', '2024-02-30', '2024-01-01 10:00', '1710000000'))
  .filter((s) => !z.iso.datetime({ offset: true }).safeParse(s).success);

/** Import files that must be refused as a whole: nothing imported, 400 (413 when too large). */
function badImportFile(fx: Fixtures): fc.Arbitrary<BadCase> {
  const file = (rawBody: string, contentType?: string, kind = 'bad import file'): BadCase => ({
    kind,
    opts: { ...asUser(fx), rawBody, headers: { ...fx.user.auth, ...(contentType ? { 'content-type': contentType } : {}) } },
    expect: [400],
  });
  const entryPatch = (field: string, value: unknown) => exportFile((f) => Object.assign((f.entries as Record<string, unknown>[])[0], { [field]: value }));
  return fc.oneof(
    fc.constantFrom('', '   ', '\n\n').map((b) => file(b, 'text/csv', 'empty file')),
    fc
      .string({ unit: 'binary', minLength: 1, maxLength: 200 })
      .filter((s) => s.trim() !== '' && !s.trimStart().startsWith('{'))
      .map((s) => file(s, 'text/csv', 'not a Daylio CSV')),
    invalidJsonText({ format: EXPORT_FORMAT }).map((t) => file(t, 'application/json', 'invalid JSON file')),
    fc.jsonValue({ maxDepth: 3 }).map((v) => file(JSON.stringify(v), 'application/json', 'JSON that is not an export')),
    fc
      .oneof(
        fc
          .string({ maxLength: 12 })
          .filter((m) => !(MOOD_VALUES as readonly string[]).includes(m))
          .map((m) => entryPatch('mood', m)),
        notIsoDate.map((d) => entryPatch('createdAt', d)),
        outOfRangeDate.map((d) => entryPatch('createdAt', d)),
        outOfRangeDate.map((d) => exportFile((f) => (f.chats = [{ title: 'Chat', createdAt: d, messages: [] }]))),
        outOfRangeDate.map((d) => exportFile((f) => (f.chats = [{ title: 'Chat', createdAt: ISO, messages: [{ role: 'user', content: 'x', date: d }] }]))),
        fc.constantFrom('', '   ', 'x'.repeat(20_001), 5, null).map((t) => entryPatch('text', t)),
        fc.constantFrom('x'.repeat(121), 5, ['a']).map((t) => entryPatch('title', t)),
        fc.constantFrom('http://insecure.example/p', 'javascript:alert(1)', 'ftp://x.example', 'not a url').map((u) => entryPatch('playlistUrl', u)),
        fc.constantFrom(2, '1', 0, null).map((v) => exportFile((f) => (f.version = v))),
        fc.constantFrom('daylio', '', 'moodjournal', null).map((v) => exportFile((f) => (f.format = v))),
        fc.constantFrom('all', {}, null, 5).map((v) => exportFile((f) => (f.entries = v))),
        fc.constantFrom(0, 6, 2.5, '5', -1).map((rating) => exportFile((f) => (f.review = { rating, comment: '', createdAt: ISO }))),
        fc
          .constantFrom(
            [{ title: '', createdAt: ISO, messages: [] }],
            [{ title: 'Chat', createdAt: ISO, messages: [{ role: 'system', content: 'x', date: ISO }] }],
            [{ title: 'Chat', createdAt: ISO, messages: [{ role: 'user', content: '', date: ISO }] }],
          )
          .map((chats) => exportFile((f) => (f.chats = chats))),
      )
      .map((b) => file(b, 'application/json', 'export with one bad field')),
    fc
      .constantFrom(
        '2024/01/31,Jan 31,Wednesday,10:00,good,,,note',
        ',Jan 31,Wednesday,10:00,good,,,note',
        '2024-01-31,Jan 31,Wednesday,25:00,good,,,note',
        '2024-01-31,Jan 31,Wednesday,noon,good,,,note',
        '2024-13-01,Jan 31,Wednesday,10:00,good,,,note',
        '2024-01-31,Jan 31,Wednesday,10:00,,,,note',
        `2024-01-31,Jan 31,Wednesday,10:00,good,,${'t'.repeat(121)},note`,
        '2024-01-31,Jan 31,Wednesday,10:00,good,,"unclosed,note',
      )
      .map((row) => file(`${DAYLIO_HEADER}\n2024-01-30,Jan 30,Tuesday,09:00,rad,,,fine\n${row}\n`, 'text/csv', 'Daylio CSV with a bad row')),
    fc
      .constantFrom(entryPatch('text', 'a\u0000b'), `${DAYLIO_HEADER}\n2024-01-30,Jan 30,Tuesday,09:00,rad,,,fi\u0000ne\n`)
      .map((b) => file(b, b.startsWith('{') ? 'application/json' : 'text/csv', 'NUL character in an imported entry')),
    fc.constant<BadCase>({
      kind: 'file over 25 MB',
      opts: { ...asUser(fx), rawBody: 'x'.repeat(25 * 1024 * 1024 + 1), headers: { ...fx.user.auth, 'content-type': 'text/csv' } },
      expect: [413],
    }),
    // Nested past 32 levels: as the whole file, inside an entry, or cut off mid-way (never closed).
    fc
      .tuple(nestedJson, fc.constantFrom('whole', 'entry', 'unclosed'))
      .map(([deep, where]) =>
        file(
          where === 'whole'
            ? deep
            : where === 'entry'
              ? exportFile().replace('"analysis":null', `"analysis":${deep}`)
              : exportFile().replace('"analysis":null', `"analysis":${deep.slice(0, deep.length / 2)}`),
          'application/json',
          'JSON nested too deep',
        ),
      ),
    fc.constantFrom(...oversizedImports()).map(({ kind, rawBody, contentType, status }) => ({ ...file(rawBody, contentType, kind), expect: [status] })),
  );
}

let oversized: { kind: string; rawBody: string; contentType: string; status: number }[] | undefined;
/** Files past a size or count limit, built once: over 25 MB of JSON, over 100,000 entries or rows. */
function oversizedImports() {
  oversized ??= [
    {
      kind: 'JSON export over 25 MB',
      rawBody: exportFile((f) => (f.entries = [{ mood: 'happy', text: 'x'.repeat(20_000), createdAt: ISO }])).replace(
        /\]/,
        `${`,{"mood":"happy","text":"${'y'.repeat(20_000)}","createdAt":"${ISO}"}`.repeat(1320)}]`,
      ),
      contentType: 'application/json',
      status: 413,
    },
    {
      kind: 'JSON export with over 100,000 entries',
      rawBody: exportFile((f) => (f.entries = Array.from({ length: 100_001 }, () => 0))),
      contentType: 'application/json',
      status: 400,
    },
    {
      kind: 'Daylio CSV with over 100,000 rows',
      rawBody: `${DAYLIO_HEADER}\n${'2024-01-30,Jan 30,Tuesday,09:00,rad,,,fine\n'.repeat(100_001)}`,
      contentType: 'text/csv',
      status: 400,
    },
  ];
  return oversized;
}

const SPECS: Spec[] = [
  { key: 'GET /api/activities', cases: (fx) => creds(fx, false) },
  {
    key: 'POST /api/activities',
    cases: (fx) =>
      fc.oneof(
        creds(fx, true),
        badJsonBody({ schema: activityCreateSchema, valid: { name: 'Fuzzing', emoji: '🧪' }, maxBody: 64 * KB, textFields: ['name', 'emoji'] }, asUser(fx)),
      ),
  },
  {
    key: 'PUT /api/activities/[id]',
    cases: (fx) =>
      fc.oneof(
        creds(fx, true),
        unknownIds(asUser(fx), [fx.otherEntryId, fx.chatId], { name: 'Renamed' }),
        badJsonBody(
          { schema: activityUpdateSchema, valid: { name: 'Renamed', emoji: '🧪' }, maxBody: 64 * KB, textFields: ['name', 'emoji'] },
          { ...asUser(fx), params: { id: fx.otherEntryId } },
        ),
      ),
  },
  { key: 'DELETE /api/activities/[id]', cases: (fx) => fc.oneof(creds(fx, true), unknownIds(asUser(fx), [fx.otherEntryId, fx.chatId])) },
  { key: 'GET /api/analytics/correlations', cases: (fx) => fc.oneof(creds(fx, false), badQuery(correlationQuerySchema, ['range', 'tz'], asUser(fx))) },
  {
    key: 'DELETE /api/admin/delete-review/[id]',
    cases: (fx) => fc.oneof(creds(fx, true), notAdmin(fx), unknownIds(asAdmin(fx))),
  },
  {
    key: 'DELETE /api/admin/delete-user/[id]',
    cases: (fx) =>
      fc.oneof(
        creds(fx, true),
        notAdmin(fx),
        unknownIds(asAdmin(fx)),
        fc.constant<BadCase>({ kind: 'an admin deleting themselves', opts: { ...asAdmin(fx), params: { id: fx.admin.id } }, expect: [400] }),
      ),
  },
  { key: 'GET /api/admin/stats', cases: (fx) => fc.oneof(creds(fx, false), notAdmin(fx)) },
  {
    key: 'GET /api/admin/users',
    cases: (fx) => fc.oneof(creds(fx, false), notAdmin(fx), badQuery(adminUsersQuerySchema, ['q', 'limit', 'offset'], asAdmin(fx))),
  },
  {
    key: 'POST /api/ai/analyze',
    cases: (fx) =>
      fc.oneof(
        creds(fx, true),
        badJsonBody(
          { schema: analyzeSchema, valid: { journalText: 'I walked by the sea and felt calm.' }, maxBody: 128 * KB, textFields: ['journalText'] },
          asUser(fx),
        ),
      ),
  },
  {
    key: 'GET /api/ai/status',
    takesNoInput: true,
    cases: (fx) =>
      fc
        .record({
          query: fc.dictionary(fc.string({ unit: 'binary', minLength: 1, maxLength: 10 }), unicodeString(20), { maxKeys: 4 }),
          auth: fc.oneof(
            fc.constant({}),
            headerSafeString().map((t) => ({ authorization: `Bearer ${t}` })),
            fc.constant(fx.user.auth),
          ),
        })
        .map(({ query, auth }) => ({ kind: 'junk query and credentials', opts: { query, headers: auth }, expect: [200] })),
  },
  { key: 'GET /api/analytics/emotion-frequency', cases: (fx) => fc.oneof(creds(fx, false), badQuery(frequencyQuerySchema, ['range', 'tz'], asUser(fx))) },
  { key: 'GET /api/analytics/heatmap', cases: (fx) => fc.oneof(creds(fx, false), badQuery(heatmapQuerySchema, ['range', 'tz'], asUser(fx))) },
  {
    key: 'GET /api/analytics/month-review',
    cases: (fx) => fc.oneof(creds(fx, false), badQuery(monthReviewQuerySchema, ['month', 'tz'], asUser(fx))),
  },
  { key: 'GET /api/analytics/mood-trends', cases: (fx) => fc.oneof(creds(fx, false), badQuery(trendQuerySchema, ['range', 'tz'], asUser(fx))) },
  { key: 'GET /api/analytics/summary', cases: (fx) => fc.oneof(creds(fx, false), badQuery(summaryQuerySchema, ['range', 'tz'], asUser(fx))) },
  {
    key: 'POST /api/auth/login',
    cases: () =>
      fc.oneof(
        badJsonBody({ schema: loginSchema, valid: { email: EMAIL, password: 'long-enough-pass' }, maxBody: 64 * KB, textFields: ['password'] }, {}),
        crossSiteWithoutCookie({ body: { email: EMAIL, password: 'long-enough-pass' } }),
      ),
  },
  // Logout is idempotent: missing or dead credentials answer 200 and change nothing; cross-site is still refused.
  { key: 'POST /api/auth/logout', cases: (fx) => creds(fx, true).map((c): BadCase => (c.expect.includes(401) ? { ...c, expect: [200] } : c)) },
  { key: 'GET /api/auth/me', cases: (fx) => creds(fx, false) },
  // Issue 16: recovery, change of email, reminders, the cron route and the unsubscribe link.
  {
    key: 'POST /api/auth/forgot-password',
    cases: () =>
      fc.oneof(
        badJsonBody({ schema: forgotPasswordSchema, valid: { email: EMAIL }, maxBody: 64 * KB }, {}),
        crossSiteWithoutCookie({ body: { email: EMAIL } }),
      ),
  },
  {
    key: 'POST /api/auth/reset-password',
    cases: () =>
      fc.oneof(
        badJsonBody(
          { schema: resetPasswordSchema, valid: { email: EMAIL, otp: '123456', password: 'long-enough-pass' }, maxBody: 64 * KB, textFields: ['password'] },
          {},
        ),
        crossSiteWithoutCookie({ body: { email: EMAIL, otp: '123456', password: 'long-enough-pass' } }),
      ),
  },
  {
    key: 'POST /api/auth/change-email',
    cases: (fx) =>
      fc.oneof(
        creds(fx, true),
        badJsonBody(
          { schema: changeEmailRequestSchema, valid: { newEmail: EMAIL, password: 'long-enough-pass' }, maxBody: 64 * KB, textFields: ['password'] },
          asUser(fx),
        ),
      ),
  },
  {
    key: 'POST /api/auth/change-email/verify',
    cases: (fx) =>
      fc.oneof(creds(fx, true), badJsonBody({ schema: changeEmailConfirmSchema, valid: { newEmail: EMAIL, otp: '123456' }, maxBody: 64 * KB }, asUser(fx))),
  },
  ...(['GET', 'POST'] as const).map((method): Spec => ({
    key: `${method} /api/cron/reminders`,
    cases: (fx) =>
      fc
        .oneof(
          fc.constant<Record<string, string>>({}),
          headerSafeString().map((t) => ({ authorization: `Bearer ${t}` })),
          fc.constant(fx.user.auth),
          fc.constant(fx.admin.auth),
        )
        .map((headers): BadCase => ({ kind: 'no cron secret', opts: { method, headers }, expect: [401] })),
  })),
  {
    key: 'POST /api/reminders/unsubscribe',
    cases: (fx) =>
      fc
        .oneof(unicodeString(80), fc.constant(''), fc.constant(`${Buffer.from(fx.user.id).toString('base64url')}.reminder.forged`))
        .map((token): BadCase => ({ kind: 'bad unsubscribe token', opts: { method: 'POST', query: { token } }, expect: [400] })),
  },
  { key: 'GET /api/me/reminders', cases: (fx) => creds(fx, false) },
  {
    key: 'PUT /api/me/reminders',
    cases: (fx) =>
      fc.oneof(
        creds(fx, true),
        badJsonBody(
          { schema: reminderSettingsSchema, valid: { enabled: true, days: [1, 5], time: '08:00', timeZone: 'UTC', weeklyRecap: false }, maxBody: 64 * KB },
          { ...asUser(fx), method: 'PUT' },
        ),
      ),
  },

  {
    key: 'POST /api/auth/resend-otp',
    cases: () =>
      fc.oneof(badJsonBody({ schema: resendOtpSchema, valid: { email: EMAIL }, maxBody: 64 * KB }, {}), crossSiteWithoutCookie({ body: { email: EMAIL } })),
  },
  {
    key: 'POST /api/auth/signup',
    cases: () =>
      fc.oneof(
        badJsonBody(
          { schema: signupSchema, valid: { name: 'Fuzzy', email: EMAIL, password: 'long-enough-pass' }, maxBody: 64 * KB, textFields: ['name', 'password'] },
          {},
        ),
        // A sign-up forged from another site would create an account: refused before anything is written.
        crossSiteWithoutCookie({ body: { name: 'Fuzzy', email: EMAIL, password: 'long-enough-pass' } }),
      ),
  },
  {
    key: 'POST /api/auth/verify-otp',
    cases: () =>
      fc.oneof(
        badJsonBody({ schema: verifyOtpSchema, valid: { email: EMAIL, otp: '123456' }, maxBody: 64 * KB }, {}),
        crossSiteWithoutCookie({ body: { email: EMAIL, otp: '123456' } }),
      ),
  },
  { key: 'DELETE /api/chat/chat-clear/[id]', cases: (fx) => fc.oneof(creds(fx, true), unknownIds(asUser(fx), [fx.otherChatId, fx.entryId])) },
  {
    key: 'GET /api/chat/chat-history',
    cases: (fx) => fc.oneof(creds(fx, false), badQuery(chatHistoryQuerySchema, ['limit', 'before', 'beforeId'], asUser(fx))),
  },
  {
    key: 'POST /api/chat/chat/[id]',
    cases: (fx) =>
      fc.oneof(
        creds(fx, true),
        unknownIds(asUser(fx), [fx.otherChatId, fx.entryId], { message: 'Hello?' }),
        // NUL is not a family here: the chat schema strips control characters rather than refusing them.
        badJsonBody({ schema: sendMessageSchema, valid: { message: 'Hello there' }, maxBody: 64 * KB }, { ...asUser(fx), params: { id: fx.chatId } }),
      ),
  },
  {
    key: 'POST /api/chat/chat/[id]/retry',
    cases: (fx) =>
      fc.oneof(
        creds(fx, true),
        unknownIds(asUser(fx), [fx.otherChatId, fx.entryId], {}),
        badJsonBody({ schema: retryReplySchema, valid: {}, maxBody: 64 * KB }, { ...asUser(fx), params: { id: fx.chatId } }),
      ),
  },
  { key: 'DELETE /api/chat/delete/[id]', cases: (fx) => fc.oneof(creds(fx, true), unknownIds(asUser(fx), [fx.otherChatId, fx.entryId])) },
  {
    key: 'POST /api/chat',
    cases: (fx) => fc.oneof(creds(fx, true), badJsonBody({ schema: createChatSchema, valid: {}, maxBody: 64 * KB }, asUser(fx))),
  },
  { key: 'GET /api/insights/tips', cases: (fx) => fc.oneof(creds(fx, false), badQuery(tzQuerySchema, ['tz'], asUser(fx))) },
  { key: 'DELETE /api/journal/delete/[id]', cases: (fx) => fc.oneof(creds(fx, true), unknownIds(asUser(fx), [fx.otherEntryId, fx.chatId])) },
  {
    key: 'PUT /api/journal/edit/[id]',
    cases: (fx) =>
      fc.oneof(
        creds(fx, true),
        unknownIds(asUser(fx), [fx.otherEntryId, fx.chatId], { mood: 'happy', text: 'Edited' }),
        badJsonBody(
          {
            schema: journalUpdateSchema,
            valid: {
              mood: 'happy',
              title: 'Edited',
              text: 'Edited text',
              analysis: 'An analysis',
              playlistUrl: 'https://open.spotify.com/embed/playlist/abc',
              activities: ['exercise'],
            },
            maxBody: 256 * KB,
            textFields: ['title', 'text', 'analysis', 'playlistUrl'],
            listFields: { fields: ['activities'], maxItems: ENTRY_ACTIVITIES_MAX, maxLength: ACTIVITY_NAME_MAX },
          },
          { ...asUser(fx), params: { id: fx.entryId } },
        ),
      ),
  },
  {
    key: 'GET /api/journal/my-entries',
    cases: (fx) => fc.oneof(creds(fx, false), badQuery(journalListQuerySchema, ['limit', 'cursor'], asUser(fx)), badCursor('cursor', asUser(fx))),
  },
  {
    key: 'POST /api/journal',
    cases: (fx) =>
      fc.oneof(
        creds(fx, true),
        badJsonBody(
          {
            schema: journalCreateSchema,
            valid: {
              mood: 'sad',
              title: 'A title',
              text: 'Some text',
              analysis: 'An analysis',
              playlistUrl: 'https://www.youtube.com/embed/abc',
              activities: ['work'],
            },
            maxBody: 256 * KB,
            textFields: ['title', 'text', 'analysis', 'playlistUrl'],
            listFields: { fields: ['activities'], maxItems: ENTRY_ACTIVITIES_MAX, maxLength: ACTIVITY_NAME_MAX },
          },
          asUser(fx),
        ),
      ),
  },
  { key: 'GET /api/journal/streaks', cases: (fx) => fc.oneof(creds(fx, false), badQuery(tzQuerySchema, ['tz'], asUser(fx))) },
  { key: 'GET /api/me/export', cases: (fx) => fc.oneof(creds(fx, false), badQuery(exportQuerySchema, ['format'], asUser(fx))) },
  {
    key: 'POST /api/me/import',
    cases: (fx) =>
      fc.oneof(
        creds(fx, true),
        badQuery(tzQuerySchema, ['tz'], { ...asUser(fx), rawBody: exportFile(), headers: { ...fx.user.auth, 'content-type': 'application/json' } }),
        badImportFile(fx),
      ),
    // Every import attempt counts against 10 an hour; each case must reach the file checks.
    beforeEach: (fx) => clearLimit(policies.import(), fx.user.id),
  },
  {
    key: 'POST /api/me/password',
    cases: (fx) =>
      fc.oneof(
        creds(fx, true),
        badJsonBody(
          {
            schema: changePasswordSchema,
            valid: { currentPassword: fx.user.password, newPassword: 'another-long-pass' },
            maxBody: 64 * KB,
            textFields: ['currentPassword', 'newPassword'],
            semantic: fc.oneof(
              fc.constant<BadCase>({
                kind: 'new password same as the current one',
                opts: { ...asUser(fx), body: { currentPassword: fx.user.password, newPassword: fx.user.password } },
                expect: [400],
              }),
              fc
                .string({ minLength: 1, maxLength: 128 })
                .filter((p) => p !== fx.user.password && !p.includes('\u0000'))
                // Past 10 password checks in 15 minutes the account's attempts are limited (429).
                .map((p): BadCase => ({
                  kind: 'wrong current password',
                  opts: { ...asUser(fx), body: { currentPassword: p, newPassword: 'another-long-pass' } },
                  expect: [400, 429],
                })),
            ),
          },
          asUser(fx),
        ),
      ),
  },
  { key: 'GET /api/me/safety-plan', cases: (fx) => creds(fx, false) },
  {
    key: 'PUT /api/me/safety-plan',
    cases: (fx) =>
      fc.oneof(
        creds(fx, true),
        badJsonBody(
          {
            schema: safetyPlanSchema,
            valid: Object.fromEntries(SAFETY_PLAN_KEYS.map((k) => [k, [`${k} one`, `${k} two`]])),
            maxBody: 256 * KB,
            listFields: { fields: [...SAFETY_PLAN_KEYS], maxItems: SAFETY_PLAN_ITEMS_MAX, maxLength: SAFETY_PLAN_ITEM_MAX },
          },
          asUser(fx),
        ),
      ),
  },
  {
    key: 'DELETE /api/me/safety-plan',
    cases: (fx) =>
      fc.oneof(
        creds(fx, true),
        // The admin fixture has no plan: nothing to delete is a 404, and nobody else's plan is touched.
        fc.constant<BadCase>({ kind: 'no plan to delete', opts: asAdmin(fx), expect: [404] }),
      ),
  },
  {
    key: 'PATCH /api/me',
    cases: (fx) =>
      fc.oneof(creds(fx, true), badJsonBody({ schema: updateProfileSchema, valid: { name: 'New Name' }, maxBody: 64 * KB, textFields: ['name'] }, asUser(fx))),
  },
  {
    key: 'DELETE /api/me',
    cases: (fx) =>
      fc.oneof(
        creds(fx, true),
        badJsonBody(
          {
            schema: deleteAccountSchema,
            valid: { password: fx.user.password },
            maxBody: 64 * KB,
            textFields: ['password'],
            semantic: fc
              .string({ minLength: 1, maxLength: 128 })
              .filter((p) => p !== fx.user.password && !p.includes('\u0000'))
              // Past 10 password checks in 15 minutes the account's attempts are limited (429).
              .map((p): BadCase => ({ kind: 'wrong password', opts: { ...asUser(fx), body: { password: p } }, expect: [400, 429] })),
          },
          asUser(fx),
        ),
      ),
  },
  {
    key: 'POST /api/play/playlist',
    cases: (fx) => fc.oneof(creds(fx, true), badJsonBody({ schema: playlistRequestSchema, valid: { emotion: 'happy' }, maxBody: 64 * KB }, asUser(fx))),
  },
  // Public: a session only decides whether emails are shown, so junk credentials just mean "signed out".
  { key: 'GET /api/reviews', cases: () => fc.oneof(badQuery(reviewListQuerySchema, ['limit', 'cursor'], {}), badCursor('cursor', {})) },
  {
    key: 'POST /api/reviews',
    cases: (fx) =>
      fc.oneof(
        creds(fx, true),
        badJsonBody({ schema: reviewSchema, valid: { rating: 4, comment: 'Nice' }, maxBody: 64 * KB, textFields: ['comment'] }, asUser(fx)),
      ),
  },
];

// Read endpoints and the query parameters they take: for these, any query whatsoever (valid,
// invalid or odd: rare zone names, ancient dates) must be answered 200 or 400, never a 5xx.
const QUERY_PARAMS: Record<string, { params: string[]; as: 'user' | 'admin' | 'none' }> = {
  'GET /api/admin/users': { params: ['q', 'limit', 'offset'], as: 'admin' },
  'GET /api/analytics/correlations': { params: ['range', 'tz'], as: 'user' },
  'GET /api/analytics/emotion-frequency': { params: ['range', 'tz'], as: 'user' },
  'GET /api/analytics/heatmap': { params: ['range', 'tz'], as: 'user' },
  'GET /api/analytics/month-review': { params: ['month', 'tz'], as: 'user' },
  'GET /api/analytics/mood-trends': { params: ['range', 'tz'], as: 'user' },
  'GET /api/analytics/summary': { params: ['range', 'tz'], as: 'user' },
  'GET /api/chat/chat-history': { params: ['limit', 'before', 'beforeId'], as: 'user' },
  'GET /api/insights/tips': { params: ['tz'], as: 'user' },
  'GET /api/journal/my-entries': { params: ['limit', 'cursor'], as: 'user' },
  'GET /api/journal/streaks': { params: ['tz'], as: 'user' },
  'GET /api/me/export': { params: ['format'], as: 'user' },
  'GET /api/reviews': { params: ['limit', 'cursor'], as: 'none' },
};

const anyQueryValue = fc.oneof(
  badQueryValue,
  fc.integer({ min: -5, max: 400 }).map(String),
  fc.constantFrom(...Intl.supportedValuesOf('timeZone'), 'UTC', 'Etc/GMT+12', 'Etc/GMT-14', 'GMT0', 'EST5EDT', 'US/Pacific-New'),
  fc.date({ noInvalidDate: true, min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z') }).map((d) => d.toISOString()),
  fc.uuid(),
  fc.constantFrom('json', 'csv', '%', '_', '\\', "'"),
  fc.string({ maxLength: 20 }),
);

let endpoints: ApiEndpoint[];
let fx: Fixtures;

beforeAll(async () => {
  setModelOverride(null);
  endpoints = await loadApiEndpoints();
  const [user, admin, other, revoked] = await Promise.all([
    createTestUser({ name: 'Fuzz User' }),
    createTestUser({ role: 'admin', name: 'Fuzz Admin' }),
    createTestUser({ name: 'Fuzz Other' }),
    createTestUser({ name: 'Signed Out' }),
  ]);
  await logout(new Headers(revoked.auth));
  const [entry] = await db.insert(journalEntry).values({ userId: user.id, mood: 'happy', text: 'Mine' }).returning();
  const [ownChat] = await db.insert(chat).values({ userId: user.id, title: 'Mine' }).returning();
  const [otherEntry] = await db.insert(journalEntry).values({ userId: other.id, mood: 'sad', text: 'Theirs' }).returning();
  const [otherChat] = await db.insert(chat).values({ userId: other.id, title: 'Theirs' }).returning();
  // Safety plans, so a refused save or delete has something it could wrongly change.
  await db.insert(safetyPlan).values([
    { userId: user.id, warningSigns: ['Mine'] },
    { userId: other.id, reasonsForLiving: ['Theirs'] },
  ]);
  // Existing reviews, so a delete-review or list request has something it could wrongly touch.
  await db.insert(review).values([
    { userId: other.id, rating: 5, comment: 'Theirs' },
    { userId: user.id, rating: 3, comment: 'Mine' },
  ]);
  fx = { user, admin, other, revokedToken: revoked.token, entryId: entry.id, chatId: ownChat.id, otherEntryId: otherEntry.id, otherChatId: otherChat.id };
});

afterAll(() => setModelOverride(undefined));

describe('bad input fuzz', () => {
  it('covers every exported method of every app/api/**/route.ts', () => {
    const keys = SPECS.map((s) => s.key);
    expect(new Set(keys).size, 'duplicate specs').toBe(keys.length);
    expect([...keys].sort()).toEqual(endpoints.map((e) => e.key).sort());
  });

  it.each(Object.entries(QUERY_PARAMS))(
    '%s: any query is answered 200 or 400, never 5xx',
    async (key, { params, as }) => {
      const endpoint = endpoints.find((e) => e.key === key);
      expect(endpoint, `no route for ${key}`).toBeDefined();
      const headers = as === 'user' ? fx.user.auth : as === 'admin' ? fx.admin.auth : {};
      const before = await snapshotDb();
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.constantFrom(...params), anyQueryValue, { minKeys: 1 }), async (query) => {
          const res = await call(endpoint!.handler, { method: 'GET', headers, query });
          if (res.status !== 200 && res.status !== 400) throw new Error(`answered ${res.status} ${res.text.slice(0, 200)}`);
          if (res.status === 400 && typeof res.json?.message !== 'string') throw new Error(`400 without { message }: ${res.text.slice(0, 200)}`);
        }),
        { numRuns: RUNS, seed: SEED },
      );
      expect(await snapshotDb(), `${key} changed the database`).toEqual(before);
    },
    180_000,
  );

  it.each(SPECS.map((s) => [s.key, s] as const))(
    `%s: ${RUNS} bad requests, all refused, nothing changed`,
    async (key, spec) => {
      const endpoint = endpoints.find((e) => e.key === key);
      expect(endpoint, `no route for ${key}`).toBeDefined();
      const before = await snapshotDb();
      let sent = 0;
      const kinds = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(spec.cases(fx), async (c) => {
          sent++;
          kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + 1);
          await spec.beforeEach?.(fx);
          const res = await call(endpoint!.handler, { ...c.opts, method: endpoint!.method });
          const brief = `${c.kind}: answered ${res.status} ${res.text.slice(0, 200)}`;
          if (!c.expect.includes(res.status)) throw new Error(`expected ${c.expect.join(' or ')}; ${brief}`);
          if (res.status >= 500) throw new Error(`server error; ${brief}`);
          if (!spec.takesNoInput) {
            if (!(res.headers.get('content-type') ?? '').includes('application/json')) throw new Error(`not JSON; ${brief}`);
            if (typeof res.json?.message !== 'string' || !res.json.message.trim()) throw new Error(`no { message }; ${brief}`);
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
      if (process.env.FUZZ_VERBOSE) console.log(key, Object.fromEntries(kinds));
      expect(sent).toBeGreaterThanOrEqual(RUNS);
      expect(await snapshotDb(), `${key} changed the database`).toEqual(before);
    },
    180_000,
  );
});
