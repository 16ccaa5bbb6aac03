// Every setting the server reads, in one typed and validated place, with its default. `npm start`
// checks the whole environment once (envProblem) and stops with a line naming a bad variable;
// after that, serverEnv() is read on each call so tests and a changed setting apply at once, and a
// value that would not pass falls back to its default rather than taking a request down.
import { z } from 'zod';

type Source = Record<string, string | undefined>;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const int = (min: number, fallback: number, hint = `a whole number of ${min} or more`) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `must be ${hint}` })
      .int({ error: `must be ${hint}` })
      .min(min, { error: `must be ${hint}` })
      .default(fallback),
  );

const text = () => z.preprocess(blankToUndefined, z.string().optional());

const url = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((v) => URL.canParse(v), { error: 'must be a full URL such as https://example.com' })
      .optional(),
  );

export const envSchema = z.object({
  NODE_ENV: z.preprocess(blankToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  VERCEL: text(),
  PORT: int(1, 3000, 'a port number'),
  APP_URL: url(),
  DATABASE_URL: text(),
  /**
   * A direct (unpooled) connection string to the same database, used only for migrations: their
   * advisory lock is held by one session, which a transaction-mode pooler (PgBouncer, Neon's and
   * Supabase's poolers) does not keep between statements. Unset: migrations use DATABASE_URL.
   */
  DATABASE_URL_UNPOOLED: text(),
  /** Connections per server instance. Unset: 10, or 3 on Vercel (lib/db/pool.ts says why). */
  DATABASE_POOL_MAX: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of 1 or more' })
      .int({ error: 'must be a whole number of 1 or more' })
      .min(1, { error: 'must be a whole number of 1 or more' })
      .optional(),
  ),
  PGLITE_DIR: text(),
  BETTER_AUTH_SECRET: text(),
  ADMIN_EMAILS: z.preprocess(blankToUndefined, z.string().default('')),
  EMAIL_FROM: z.preprocess(blankToUndefined, z.string().default('MoodJournal <no-reply@moodjournal.local>')),
  RESEND_API_KEY: text(),
  SMTP_URL: url(),
  OPENAI_API_KEY: text(),
  OPENAI_BASE_URL: url(),
  AI_MODEL: z.preprocess(blankToUndefined, z.string().default('gpt-4o-mini')),
  AI_TIMEOUT_MS: int(1, 30_000),
  AI_RATE_LIMIT_PER_MIN: int(1, 30),
  AI_INSIGHTS_PER_HOUR: int(0, 20),
  AI_DAILY_MESSAGE_LIMIT: int(0, 200),
  /** Model tokens one user may spend per UTC day (0: no per-user budget). */
  AI_DAILY_TOKEN_LIMIT: int(0, 100_000),
  /** Model tokens the whole site may spend per UTC month before the offline provider answers (0: no ceiling). */
  AI_MONTHLY_TOKEN_LIMIT: int(0, 20_000_000),
  AUTH_RATE_LIMIT_IP: int(1, 60),
  // Proxies in front of the app that append to X-Forwarded-For. Unset: 1 on Vercel, else 0.
  TRUSTED_PROXY_HOPS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of 0 or more' })
      .int({ error: 'must be a whole number of 0 or more' })
      .min(0, { error: 'must be a whole number of 0 or more' })
      .optional(),
  ),
  PLAYLISTS_FILE: text(),
  VOICE_WIDGET_SRC: text(),
  /** Bearer secret for POST /api/cron/reminders (Vercel Cron sends it); unset: the route answers 401. */
  CRON_SECRET: text(),
  /** Run the reminder job inside the server every minute (`npm start` turns it on). */
  REMINDERS_IN_PROCESS: z.preprocess(blankToUndefined, z.enum(['on', 'off']).default('off')),
  /** Users a reminder run claims and mails per batch. */
  REMINDER_BATCH_SIZE: int(1, 500),
  MOOD_ENCODER: z.preprocess(blankToUndefined, z.enum(['on', 'off']).default('on')),
});

export type ServerEnv = z.infer<typeof envSchema>;

type Key = keyof ServerEnv;
const KEYS = Object.keys(envSchema.shape) as Key[];

/** The settings, each validated on its own; a bad value gives that setting's default. */
export function serverEnv(source: Source = process.env): ServerEnv {
  const out: Record<string, unknown> = {};
  for (const key of KEYS) {
    const field = envSchema.shape[key];
    const parsed = field.safeParse(source[key]);
    out[key] = parsed.success ? parsed.data : field.parse(undefined);
  }
  return out as ServerEnv;
}

/** Start-up check: the first bad variable, named, or null when every setting is usable. */
export function envProblem(source: Source = process.env): string | null {
  for (const key of KEYS) {
    const parsed = envSchema.shape[key].safeParse(source[key]);
    if (!parsed.success) {
      return `${key} ${parsed.error.issues[0]?.message ?? 'is not valid'} (got "${source[key]}"). Start-up stopped.`;
    }
  }
  return null;
}
