import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MOOD_VALUES } from '@/lib/moods';

const tz = { withTimezone: true } as const;

// ---------------------------------------------------------------------------
// Better Auth tables. Written by hand because its schema CLI crashes on Node 20;
// every field Better Auth and its admin plugin read must exist, or it fails at run time.
// ---------------------------------------------------------------------------

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role').notNull().default('user'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', tz),
  isPremium: boolean('is_premium').notNull().default(false),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', tz).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', tz),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', tz),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', tz).notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

// ---------------------------------------------------------------------------
// App tables. Every user-owned row carries user_id so queries scope (and shard) by user.
// ---------------------------------------------------------------------------

export const moodEnum = pgEnum('mood', MOOD_VALUES);
export const chatRoleEnum = pgEnum('chat_role', ['user', 'assistant']);

/**
 * The words of an entry as full-text search reads them: title and text, English stemming ("walking"
 * finds "walk"). One definition for the GIN index and the query, which must match it to use it.
 */
export function journalSearchDocument(title: AnyPgColumn, body: AnyPgColumn): SQL {
  return sql`to_tsvector('english', coalesce(${title}, '') || ' ' || ${body})`;
}

export const journalEntry = pgTable(
  'journal_entry',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    mood: moodEnum('mood').notNull(),
    title: text('title'),
    text: text('text').notNull(),
    analysis: text('analysis'),
    playlistUrl: text('playlist_url'),
    // Offline writes (issue 19): the id the browser gave a new entry, so a retried POST after a lost
    // response answers the stored entry instead of writing it twice; unique per user.
    clientId: text('client_id'),
    // Bumped by every edit: an edit made against an older version answers 409 with the server's copy.
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    // mood last, after the unique id, so the newest-first order is the same as without it. It lets
    // the analytics (issue 18: trend, heatmap, frequency, correlations, month review) read a
    // user's days from the index alone (index-only scans), never touching the rows themselves:
    // at 100,000 entries a year of rows is ~10,000 heap fetches per request.
    index('journal_entry_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc(), t.mood),
    uniqueIndex('journal_entry_user_client_idx').on(t.userId, t.clientId),
    // Full-text search over title and text (GET /api/journal/my-entries?q=). An expression index:
    // a query is served by it only when it repeats journalSearchDocument exactly.
    index('journal_entry_search_idx').using('gin', journalSearchDocument(t.title, t.text)),
  ],
);

// Activities (tags) a user marks entries with: a default set plus their own, each name once per
// user whatever its case.
export const activity = pgTable(
  'activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    emoji: text('emoji').notNull().default(''),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('activity_user_name_idx').on(t.userId, sql`lower(${t.name})`)],
);

export const entryActivity = pgTable(
  'entry_activity',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntry.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activity.id, { onDelete: 'cascade' }),
    // Copies of the entry's owner and date, kept by database triggers (migration 0008: filled on
    // insert, followed when the entry's date is edited), never written by the app. They let
    // correlations read a user's links for a date range from one index (user_id, created_at)
    // instead of probing the links of every entry in the range one by one (issue 18: ~240 ms at
    // 100,000 entries). Nullable only because the app's inserts leave them to the trigger.
    userId: text('user_id'),
    createdAt: timestamp('created_at', tz),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.activityId] }),
    index('entry_activity_activity_idx').on(t.activityId),
    index('entry_activity_user_created_idx').on(t.userId, t.createdAt, t.activityId),
  ],
);

export const chat = pgTable(
  'chat',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default('New Chat'),
    // The highest crisis level this chat's messages reached (lib/safety levels): from 'high' on,
    // every later reply keeps a line with the resources.
    crisisLevel: text('crisis_level'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [index('chat_user_updated_idx').on(t.userId, t.updatedAt.desc())],
);

export const chatMessage = pgTable(
  'chat_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chat.id, { onDelete: 'cascade' }),
    role: chatRoleEnum('role').notNull(),
    content: text('content').notNull(),
    // A streamed reply cut short (Stop, a dropped connection, a failing model) keeps what arrived,
    // marked so the chat can show it as interrupted and offer a retry.
    interrupted: boolean('interrupted').notNull().default(false),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [index('chat_message_chat_created_idx').on(t.chatId, t.createdAt)],
);

// Tokens the model provider reported (or an estimate when it reported none), per user and UTC day:
// the daily per-user budget and the global monthly ceiling are sums over these rows.
export const aiUsage = pgTable(
  'ai_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    tokens: integer('tokens').notNull().default(0),
    requests: integer('requests').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('ai_usage_day_idx').on(t.day)],
);

export const review = pgTable(
  'review',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    // One review per user: a second submit replaces the first.
    uniqueIndex('review_user_idx').on(t.userId),
    index('review_created_idx').on(t.createdAt.desc()),
    check('review_rating_range', sql`${t.rating} between 1 and 5`),
    check('review_comment_length', sql`char_length(${t.comment}) <= 500`),
  ],
);

// One safety plan per user (Stanley & Brown's seven sections), each section a jsonb list of short
// texts. The zod schema in lib/validation/safety-plan.ts is the real rule; the checks only make
// sure nothing but a list of at most 20 items can ever be stored.
const planSection = (name: string) =>
  jsonb(name)
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

export const safetyPlan = pgTable(
  'safety_plan',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    warningSigns: planSection('warning_signs'),
    copingStrategies: planSection('coping_strategies'),
    distractions: planSection('distractions'),
    supportPeople: planSection('support_people'),
    professionals: planSection('professionals'),
    safeEnvironment: planSection('safe_environment'),
    reasonsForLiving: planSection('reasons_for_living'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    check(
      'safety_plan_sections_are_lists',
      sql`${sql.join(
        [t.warningSigns, t.copingStrategies, t.distractions, t.supportPeople, t.professionals, t.safeEnvironment, t.reasonsForLiving].map(
          (c) => sql`(jsonb_typeof(${c}) = 'array' and jsonb_array_length(${c}) <= 20)`,
        ),
        sql` and `,
      )}`,
    ),
  ],
);

// Reminder and recap choices, one row per user; no row means everything is off (the default).
// `days` is a bit set of ISO weekdays (bit 0 Monday ... bit 6 Sunday); `minute_of_day` is the
// local wall-clock time in `time_zone`, so a daylight-saving change moves the instant, not the hour.
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    remindersEnabled: boolean('reminders_enabled').notNull().default(false),
    days: integer('days').notNull().default(31),
    minuteOfDay: integer('minute_of_day').notNull().default(1200),
    timeZone: text('time_zone').notNull().default('UTC'),
    recapEnabled: boolean('recap_enabled').notNull().default(false),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [check('reminder_settings_days', sql`${t.days} between 0 and 127`), check('reminder_settings_minute', sql`${t.minuteOfDay} between 0 and 1439`)],
);

// One row per (user, kind, local date) an email was due: claimed (inserted) before the mail goes
// out, so two job runs at once, on any number of instances, send it once. `attempts` counts sends
// tried; a failed one is tried again by a later run while attempts stay under the limit.
export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(1),
    claimedAt: timestamp('claimed_at', tz).notNull(),
    sentAt: timestamp('sent_at', tz),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reminder_sends_user_kind_date_idx').on(t.userId, t.kind, t.localDate), index('reminder_sends_created_idx').on(t.createdAt)],
);

export type UserRow = typeof user.$inferSelect;
export type JournalEntryRow = typeof journalEntry.$inferSelect;
export type ChatRow = typeof chat.$inferSelect;
export type ChatMessageRow = typeof chatMessage.$inferSelect;
export type ReviewRow = typeof review.$inferSelect;
export type SafetyPlanRow = typeof safetyPlan.$inferSelect;
export type ReminderSettingsRow = typeof reminderSettings.$inferSelect;
