import 'server-only';
import crypto from 'node:crypto';
import { inArray, or, eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { rawRows } from '@/lib/db/raw';
import { reminderSettings, user } from '@/lib/db/schema';
import { appUrl } from '@/lib/config';
import { serverEnv } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { logError } from '@/lib/log';
import { pickTransport, type EmailMessage, type EmailTransport } from '@/lib/email/transport';
import { recapMessage, reminderMessage, type ReminderLinks } from '@/lib/email/reminder-message';
import { unsubscribePostUrl, unsubscribeUrl } from './reminders';
import { weeklyRecap } from './recap';
import { dueOccurrence, localDayStart, RECAP_MINUTE, RECAP_WEEKDAY, type ReminderKind } from './reminders-schedule';

// The reminder job: find who is due, claim each (user, kind, local date) in reminder_sends, mail
// outside any transaction, record the outcome. Safe to run from several instances at once and as
// often as wanted: the claim is one INSERT ... ON CONFLICT statement, so of two runs racing for
// the same row exactly one gets it back, and a row already sent is never claimed again.

/** The first send plus at most three retries by later runs. */
export const MAX_ATTEMPTS = 4;
/** A claim whose run died mid-send (a crash, a killed function) may be taken over after this. */
export const CLAIM_LEASE_MS = 10 * 60 * 1000;
/** Mails in flight at once within a batch. */
const SEND_CONCURRENCY = 8;

export type ReminderJobResult = {
  /** Occurrences whose time had come in this run (before any check). */
  due: number;
  /** Reminders not sent because the user already wrote that day. */
  skippedWritten: number;
  /** Rows this run claimed (first tries and retries). */
  claimed: number;
  sent: number;
  failed: number;
  ms: number;
};

type Candidate = { user_id: string; kind: ReminderKind; local_date: string; tz: string };
type Claimed = { user_id: string; kind: ReminderKind; local_date: string; attempts: number };

const recordset = (rows: object[]) => sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)`;

/** Everyone with a reminder or recap due at `now`, ordered so concurrent runs lock rows in one order. */
async function dueCandidates(now: Date): Promise<Candidate[]> {
  const rows = await db
    .select({
      userId: reminderSettings.userId,
      remindersEnabled: reminderSettings.remindersEnabled,
      recapEnabled: reminderSettings.recapEnabled,
      days: reminderSettings.days,
      minuteOfDay: reminderSettings.minuteOfDay,
      timeZone: reminderSettings.timeZone,
    })
    .from(reminderSettings)
    .where(or(eq(reminderSettings.remindersEnabled, true), eq(reminderSettings.recapEnabled, true)));
  const out: Candidate[] = [];
  for (const r of rows) {
    try {
      if (r.remindersEnabled) {
        const due = dueOccurrence('reminder', r.days, r.minuteOfDay, r.timeZone, now);
        if (due) out.push({ user_id: r.userId, kind: 'reminder', local_date: due.localDate, tz: r.timeZone });
      }
      if (r.recapEnabled) {
        const due = dueOccurrence('recap', 1 << (RECAP_WEEKDAY - 1), RECAP_MINUTE, r.timeZone, now);
        if (due) out.push({ user_id: r.userId, kind: 'recap', local_date: due.localDate, tz: r.timeZone });
      }
    } catch (e) {
      // A zone this runtime no longer knows: that user is skipped, the rest go on.
      logError(`[reminders] skipping a user with time zone ${JSON.stringify(r.timeZone)}:`, e);
    }
  }
  out.sort((a, b) => (a.user_id === b.user_id ? a.kind.localeCompare(b.kind) : a.user_id < b.user_id ? -1 : 1));
  return out;
}

const key = (c: { user_id: string; kind: string; local_date: string }) => `${c.user_id}|${c.kind}|${c.local_date}`;

/** Drops occurrences already settled: sent, out of tries, or being sent by a live run. */
async function withoutSettled(batch: Candidate[], now: Date): Promise<Candidate[]> {
  const cutoff = new Date(now.getTime() - CLAIM_LEASE_MS).toISOString();
  const settled = await rawRows<{ user_id: string; kind: string; local_date: string }>(sql`
    select s.user_id, s.kind, to_char(s.local_date, 'YYYY-MM-DD') as local_date
    from ${recordset(batch.map(({ user_id, kind, local_date }) => ({ user_id, kind, local_date })))} as c(user_id text, kind text, local_date text)
    join reminder_sends s on s.user_id = c.user_id and s.kind = c.kind and s.local_date = c.local_date::date
    where s.status = 'sent' or s.attempts >= ${MAX_ATTEMPTS} or (s.status = 'sending' and s.claimed_at >= ${cutoff}::timestamptz)
  `);
  const done = new Set(settled.map(key));
  return batch.filter((c) => !done.has(key(c)));
}

/** Reminders for users who already wrote on that local day: nothing to remind them of. */
async function alreadyWrote(batch: Candidate[]): Promise<Set<string>> {
  const reminders = batch.filter((c) => c.kind === 'reminder');
  if (!reminders.length) return new Set();
  const rows = await rawRows<{ user_id: string }>(sql`
    select c.user_id
    from ${recordset(reminders.map((c) => ({ user_id: c.user_id, since: localDayStart(c.local_date, c.tz).toISOString() })))} as c(user_id text, since timestamptz)
    where exists (select 1 from journal_entry j where j.user_id = c.user_id and j.created_at >= c.since)
  `);
  return new Set(rows.map((r) => r.user_id));
}

/**
 * Claims the rows in one statement (its own transaction, committed before any mail goes out): a
 * new occurrence is inserted; a failed one, or one whose claim lease ran out, is taken again while
 * it has tries left. Whatever another run holds or finished comes back as nothing.
 */
async function claim(batch: Candidate[], now: Date): Promise<Claimed[]> {
  const cutoff = new Date(now.getTime() - CLAIM_LEASE_MS).toISOString();
  return rawRows<Claimed>(sql`
    insert into reminder_sends (user_id, kind, local_date, status, attempts, claimed_at)
    select c.user_id, c.kind, c.local_date::date, 'sending', 1, ${now.toISOString()}::timestamptz
    from ${recordset(batch.map(({ user_id, kind, local_date }) => ({ user_id, kind, local_date })))} as c(user_id text, kind text, local_date text)
    join "user" u on u.id = c.user_id
    on conflict (user_id, kind, local_date) do update
      set status = 'sending', attempts = reminder_sends.attempts + 1, claimed_at = excluded.claimed_at
      where reminder_sends.attempts < ${MAX_ATTEMPTS}
        and (reminder_sends.status = 'failed' or (reminder_sends.status = 'sending' and reminder_sends.claimed_at < ${cutoff}::timestamptz))
    returning user_id, kind, to_char(local_date, 'YYYY-MM-DD') as local_date, attempts
  `);
}

function linksFor(userId: string, kind: ReminderKind): ReminderLinks {
  return {
    journalUrl: new URL('/journal', appUrl()).toString(),
    settingsUrl: new URL('/settings', appUrl()).toString(),
    unsubscribeUrl: unsubscribeUrl(userId, kind),
    oneClickUrl: unsubscribePostUrl(userId, kind),
  };
}

async function buildMessage(c: Claimed & { tz: string }, to: { email: string; name: string }, now: Date): Promise<EmailMessage> {
  const links = linksFor(c.user_id, c.kind);
  if (c.kind === 'reminder') return reminderMessage(to.email, to.name, links);
  return recapMessage(to.email, to.name, await weeklyRecap(c.user_id, c.tz, c.local_date, now), links);
}

/** Runs `fn` over `items` with at most `limit` in flight. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]);
  });
  await Promise.all(workers);
}

async function recordOutcomes(sent: Claimed[], failed: Array<Claimed & { error: string }>): Promise<void> {
  if (sent.length) {
    await rawRows(sql`
      update reminder_sends s set status = 'sent', sent_at = now(), last_error = null
      from ${recordset(sent.map(({ user_id, kind, local_date }) => ({ user_id, kind, local_date })))} as c(user_id text, kind text, local_date text)
      where s.user_id = c.user_id and s.kind = c.kind and s.local_date = c.local_date::date
    `);
  }
  if (failed.length) {
    await rawRows(sql`
      update reminder_sends s set status = 'failed', last_error = left(c.error, 500)
      from ${recordset(failed.map(({ user_id, kind, local_date, error }) => ({ user_id, kind, local_date, error })))} as c(user_id text, kind text, local_date text, error text)
      where s.user_id = c.user_id and s.kind = c.kind and s.local_date = c.local_date::date
    `);
  }
}

export type ReminderJobOptions = {
  now?: Date;
  /** Where mail goes (tests and the benchmark pass a sink); the configured transport by default. */
  transport?: EmailTransport;
  batchSize?: number;
};

/**
 * One run of the job. Works in batches of REMINDER_BATCH_SIZE: each batch is a few short
 * statements (settled check, written check, claim, recipients), then its mails, then one statement
 * recording the outcomes; no transaction is open while mail is sent.
 */
export async function runReminderJob(opts: ReminderJobOptions = {}): Promise<ReminderJobResult> {
  const started = performance.now();
  const now = opts.now ?? new Date();
  const transport = opts.transport ?? pickTransport();
  const batchSize = opts.batchSize ?? serverEnv().REMINDER_BATCH_SIZE;
  const result: ReminderJobResult = { due: 0, skippedWritten: 0, claimed: 0, sent: 0, failed: 0, ms: 0 };

  const candidates = await dueCandidates(now);
  result.due = candidates.length;
  for (let i = 0; i < candidates.length; i += batchSize) {
    const open = await withoutSettled(candidates.slice(i, i + batchSize), now);
    if (!open.length) continue;
    const wrote = await alreadyWrote(open);
    const toClaim = open.filter((c) => !(c.kind === 'reminder' && wrote.has(c.user_id)));
    result.skippedWritten += open.length - toClaim.length;
    if (!toClaim.length) continue;
    const claimed = await claim(toClaim, now);
    result.claimed += claimed.length;
    if (!claimed.length) continue;

    const tzOf = new Map(toClaim.map((c) => [key(c), c.tz]));
    const ids = [...new Set(claimed.map((c) => c.user_id))];
    const people = new Map(
      (await db.select({ id: user.id, email: user.email, name: user.name }).from(user).where(inArray(user.id, ids))).map((u) => [u.id, u]),
    );
    const sent: Claimed[] = [];
    const failed: Array<Claimed & { error: string }> = [];
    await eachLimited(claimed, SEND_CONCURRENCY, async (c) => {
      const person = people.get(c.user_id);
      try {
        if (!person) throw new Error('the account is gone');
        const msg = await buildMessage({ ...c, tz: tzOf.get(key(c)) ?? 'UTC' }, person, now);
        if (transport.name === 'console') console.log(`Reminder (${c.kind}) for ${person.email}`);
        else await transport.send(msg);
        sent.push(c);
      } catch (e) {
        failed.push({ ...c, error: e instanceof Error ? e.message : String(e) });
      }
    });
    await recordOutcomes(sent, failed);
    result.sent += sent.length;
    result.failed += failed.length;
    if (failed.length)
      logError(
        `[reminders] ${failed.length} of ${claimed.length} emails failed; they are retried by the next runs (at most ${MAX_ATTEMPTS - 1} times).`,
        new Error(failed[0].error),
      );
  }
  result.ms = Math.round(performance.now() - started);
  return result;
}

/** The cron route's only credential: `Authorization: Bearer $CRON_SECRET`. Unset secret: every call is refused. */
export function assertCronSecret(authorization: string | null): void {
  const secret = serverEnv().CRON_SECRET;
  const expected = Buffer.from(`Bearer ${secret ?? ''}`);
  const given = Buffer.from(authorization ?? '');
  if (!secret || given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw new AppError('unauthorized:cron');
}

const globalForJob = globalThis as unknown as { __moodReminderTimer?: NodeJS.Timeout };

/**
 * `npm start`: the same job inside the server, once a minute. A run still going when the next is
 * due is left to finish (the next tick is skipped), and the claims make overlap harmless anyway.
 */
export function startReminderScheduler(intervalMs = 60_000): () => void {
  if (globalForJob.__moodReminderTimer) return () => undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const r = await runReminderJob();
      if (r.claimed) console.log(`[reminders] sent ${r.sent}, failed ${r.failed} (${r.ms} ms)`);
    } catch (e) {
      logError('[reminders] the job failed:', e);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  globalForJob.__moodReminderTimer = timer;
  return () => {
    clearInterval(timer);
    globalForJob.__moodReminderTimer = undefined;
  };
}
