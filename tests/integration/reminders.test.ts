import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cronRoute from '@/app/api/cron/reminders/route';
import * as remindersRoute from '@/app/api/me/reminders/route';
import * as unsubscribeRoute from '@/app/api/reminders/unsubscribe/route';
import * as exportRoute from '@/app/api/me/export/route';
import * as importRoute from '@/app/api/me/import/route';
import { db } from '@/lib/db/client';
import { journalEntry, reminderSends, reminderSettings, user } from '@/lib/db/schema';
import { pickTransport, type EmailMessage, type EmailTransport } from '@/lib/email/transport';
import { MAX_ATTEMPTS, runReminderJob } from '@/lib/services/reminders-job';
import { dueOccurrence, daysToBits, timeToMinute } from '@/lib/services/reminders-schedule';
import { unsubscribeToken } from '@/lib/services/reminders';
import type { Mood } from '@/lib/moods';
import { call } from '../helpers/http';
import { startSmtpSink } from '../helpers/smtp-sink';
import { createTestUser } from '../helpers/users';

// Issue 16, reminders and the weekly recap: when they are due (time zones, daylight saving), the
// job's claims and retries, skipping days already written, the unsubscribe link, the cron secret.

type Sink = { mails: EmailMessage[]; transport: EmailTransport };
function sink(): Sink {
  const mails: EmailMessage[] = [];
  return { mails, transport: { name: 'capture', send: async (m) => void mails.push(m) } };
}

const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];

/** A user row (no password needed: the job only reads settings and the address) with reminder settings. */
async function person(opts: { tz: string; time?: string; days?: number[]; reminders?: boolean; recap?: boolean }) {
  const id = crypto.randomUUID();
  const email = `r-${id.slice(0, 8)}@example.com`;
  await db.insert(user).values({ id, name: 'Robin', email, emailVerified: true });
  await db.insert(reminderSettings).values({
    userId: id,
    remindersEnabled: opts.reminders ?? true,
    recapEnabled: opts.recap ?? false,
    days: daysToBits(opts.days ?? ALL_DAYS),
    minuteOfDay: timeToMinute(opts.time ?? '20:00'),
    timeZone: opts.tz,
  });
  return { id, email };
}

async function entry(userId: string, at: Date, mood: Mood = 'happy', text = 'an entry') {
  await db.insert(journalEntry).values({ userId, mood, text, createdAt: at, updatedAt: at });
}

const to = (mails: EmailMessage[], email: string) => mails.filter((m) => m.to === email);

/** Runs the job every 15 minutes from `from` to `until`, like the Vercel cron. */
async function tick(from: string, until: string, s: Sink) {
  for (let t = Date.parse(from); t <= Date.parse(until); t += 15 * 60_000) await runReminderJob({ now: new Date(t), transport: s.transport });
}

describe('when a reminder is due', () => {
  const monday = new Date('2025-06-02T18:05:00Z');

  it("reads each user's own wall clock: one instant is evening in Paris, afternoon in New York, Tuesday in Tokyo", () => {
    const mondays = daysToBits([1]);
    expect(dueOccurrence('reminder', mondays, timeToMinute('20:00'), 'Europe/Paris', monday)?.localDate).toBe('2025-06-02');
    expect(dueOccurrence('reminder', mondays, timeToMinute('14:00'), 'America/New_York', monday)?.localDate).toBe('2025-06-02');
    // 03:05 on Tuesday in Tokyo: not a Monday there.
    expect(dueOccurrence('reminder', mondays, timeToMinute('03:00'), 'Asia/Tokyo', monday)).toBeNull();
    expect(dueOccurrence('reminder', daysToBits([2]), timeToMinute('03:00'), 'Asia/Tokyo', monday)?.localDate).toBe('2025-06-03');
  });

  it('is not due before its time nor long after it', () => {
    const all = daysToBits(ALL_DAYS);
    expect(dueOccurrence('reminder', all, timeToMinute('20:10'), 'Europe/Paris', monday)).toBeNull();
    expect(dueOccurrence('reminder', all, timeToMinute('16:00'), 'Europe/Paris', monday)).toBeNull();
    expect(dueOccurrence('reminder', all, timeToMinute('18:00'), 'Europe/Paris', monday)?.localDate).toBe('2025-06-02');
  });

  it('a time skipped by the spring-forward change is met when the clock jumps past it', () => {
    // New York, 9 March 2025: 02:00 EST became 03:00 EDT (07:00 UTC); 02:30 never happened.
    const all = daysToBits(ALL_DAYS);
    const t = timeToMinute('02:30');
    expect(dueOccurrence('reminder', all, t, 'America/New_York', new Date('2025-03-09T06:45:00Z'))).toBeNull();
    expect(dueOccurrence('reminder', all, t, 'America/New_York', new Date('2025-03-09T07:00:00Z'))?.localDate).toBe('2025-03-09');
  });
});

describe('the reminder job', () => {
  it('sends one reminder a day across a spring-forward change, the 15-minute cron running throughout', async () => {
    const s = sink();
    const u = await person({ tz: 'America/New_York', time: '02:30' });
    await tick('2025-03-08T04:00:00Z', '2025-03-11T04:00:00Z', s);
    expect(to(s.mails, u.email)).toHaveLength(3);
    const days = await db.select({ d: reminderSends.localDate }).from(reminderSends).where(eq(reminderSends.userId, u.id));
    expect(days.map((r) => r.d).sort()).toEqual(['2025-03-08', '2025-03-09', '2025-03-10']);
  });

  it('sends one reminder a day across a fall-back change, although 01:30 happens twice', async () => {
    const s = sink();
    const u = await person({ tz: 'America/New_York', time: '01:30' });
    await tick('2025-11-01T04:00:00Z', '2025-11-04T04:00:00Z', s);
    const days = await db.select({ d: reminderSends.localDate }).from(reminderSends).where(eq(reminderSends.userId, u.id));
    expect(days.map((r) => r.d).sort()).toEqual(['2025-11-01', '2025-11-02', '2025-11-03']);
    expect(to(s.mails, u.email)).toHaveLength(3);
  });

  it('skips a day the user already wrote (in their zone), and still reminds the next day', async () => {
    const s = sink();
    const u = await person({ tz: 'Asia/Tokyo', time: '21:00' });
    // 2025-06-02 in Tokyo: an entry at 08:00 local (Jun 1, 23:00 UTC).
    await entry(u.id, new Date('2025-06-01T23:00:00Z'));
    const r = await runReminderJob({ now: new Date('2025-06-02T12:05:00Z'), transport: s.transport });
    expect(to(s.mails, u.email)).toHaveLength(0);
    expect(r.skippedWritten).toBeGreaterThanOrEqual(1);
    await runReminderJob({ now: new Date('2025-06-03T12:05:00Z'), transport: s.transport });
    expect(to(s.mails, u.email)).toHaveLength(1);
  });

  it('sends nothing to users with reminders off or on other weekdays', async () => {
    const s = sink();
    const off = await person({ tz: 'UTC', time: '09:00', reminders: false });
    const weekend = await person({ tz: 'UTC', time: '09:00', days: [6, 7] });
    await runReminderJob({ now: new Date('2025-06-04T09:01:00Z'), transport: s.transport });
    expect(to(s.mails, off.email)).toHaveLength(0);
    expect(to(s.mails, weekend.email)).toHaveLength(0);
  });

  it('retries a failed send on later runs, at most 3 times, then gives up', async () => {
    const u = await person({ tz: 'UTC', time: '07:00' });
    let tries = 0;
    const failing: EmailTransport = {
      name: 'failing',
      send: async (m) => {
        if (m.to === u.email) tries++;
        throw new Error('SMTP 451 try later');
      },
    };
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) await runReminderJob({ now: new Date(Date.parse('2025-06-05T07:01:00Z') + i * 60_000), transport: failing });
    expect(tries).toBe(MAX_ATTEMPTS);
    expect(MAX_ATTEMPTS).toBe(4);
    const [row] = await db.select().from(reminderSends).where(eq(reminderSends.userId, u.id));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'SMTP 451 try later' });
  });

  it('a retry that succeeds sends once and records it as sent', async () => {
    const u = await person({ tz: 'UTC', time: '07:00' });
    let fail = true;
    const s = sink();
    const flaky: EmailTransport = {
      name: 'flaky',
      send: async (m) => {
        if (fail && m.to === u.email) throw new Error('connection reset');
        await s.transport.send(m);
      },
    };
    await runReminderJob({ now: new Date('2025-06-06T07:01:00Z'), transport: flaky });
    fail = false;
    await runReminderJob({ now: new Date('2025-06-06T07:16:00Z'), transport: flaky });
    await runReminderJob({ now: new Date('2025-06-06T07:31:00Z'), transport: flaky });
    expect(to(s.mails, u.email)).toHaveLength(1);
    const [row] = await db.select().from(reminderSends).where(eq(reminderSends.userId, u.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('mails through SMTP with a journal link, a signed unsubscribe link and the RFC 8058 headers', async () => {
    const smtp = await startSmtpSink();
    try {
      const u = await person({ tz: 'UTC', time: '06:00' });
      const transport = pickTransport({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
      await runReminderJob({ now: new Date('2025-06-10T06:02:00Z'), transport });
      const mail = smtp.mails.find((m) => m.to.includes(u.email));
      expect(mail).toBeDefined();
      const raw = mail!.raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');
      expect(raw).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/reminders\/unsubscribe\?token=[^>]+>/m);
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      expect(raw).toMatch(/Content-Type: text\/plain/i);
      expect(raw).toMatch(/Content-Type: text\/html/i);
      expect(raw).toContain('/journal');
      expect(raw).toContain('/unsubscribe?token=');
    } finally {
      await smtp.close();
    }
  });

  it('the weekly recap (Sunday 18:00 local) has counts, moods and the streak, never the journal text', async () => {
    const s = sink();
    const u = await person({ tz: 'Europe/Berlin', reminders: false, recap: true });
    const secret = 'my-private-words-about-the-landlord';
    await entry(u.id, new Date('2025-06-13T10:00:00Z'), 'sad', secret);
    await entry(u.id, new Date('2025-06-14T10:00:00Z'), 'relaxed', secret);
    await entry(u.id, new Date('2025-06-15T10:00:00Z'), 'relaxed', secret);
    // Saturday evening: not yet; Sunday 18:05 in Berlin (16:05 UTC): due.
    await runReminderJob({ now: new Date('2025-06-14T16:05:00Z'), transport: s.transport });
    expect(to(s.mails, u.email)).toHaveLength(0);
    await runReminderJob({ now: new Date('2025-06-15T16:05:00Z'), transport: s.transport });
    const [mail] = to(s.mails, u.email);
    expect(mail).toBeDefined();
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain(secret);
      expect(part).toContain('This week you wrote 3 entries.');
      expect(part).toContain('Your most frequent mood: Relaxed.');
      expect(part).toContain('Current streak: 3 days.');
    }
    expect(mail.headers?.['List-Unsubscribe']).toMatch(/token=/);
  });
});

describe('POST /api/reminders/unsubscribe', () => {
  it("turns off that user's reminders with the signed link, no sign-in needed; a second click answers the same", async () => {
    const a = await person({ tz: 'UTC', recap: true });
    const b = await person({ tz: 'UTC' });
    const token = unsubscribeToken(a.id, 'reminder');
    const res = await call(unsubscribeRoute.POST, {
      method: 'POST',
      query: { token },
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    const [rowA] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, a.id));
    expect(rowA.remindersEnabled).toBe(false);
    expect(rowA.recapEnabled).toBe(true);
    const [rowB] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, b.id));
    expect(rowB.remindersEnabled).toBe(true);
    expect((await call(unsubscribeRoute.POST, { method: 'POST', query: { token } })).status).toBe(200);
  });

  it('refuses a tampered token and one whose signature belongs to another user', async () => {
    const a = await person({ tz: 'UTC' });
    const b = await person({ tz: 'UTC' });
    const token = unsubscribeToken(a.id, 'reminder');
    const [idPart, kind, sig] = token.split('.');
    const flipped = `${idPart}.${kind}.${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const otherUser = `${Buffer.from(b.id).toString('base64url')}.${kind}.${sig}`;
    const recapInstead = `${idPart}.recap.${sig}`;
    for (const bad of [flipped, otherUser, recapInstead, 'garbage', '']) {
      const res = await call(unsubscribeRoute.POST, { method: 'POST', query: { token: bad } });
      expect(res.status, bad).toBe(400);
      expect(res.json.code).toBe('bad_request:unsubscribe');
    }
    for (const id of [a.id, b.id]) {
      const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, id));
      expect(row.remindersEnabled).toBe(true);
    }
  });
});

describe('POST /api/cron/reminders', () => {
  const previous = process.env.CRON_SECRET;
  beforeAll(() => {
    process.env.CRON_SECRET = 'cron-secret-for-tests';
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.CRON_SECRET;
    else process.env.CRON_SECRET = previous;
  });

  it('answers 401 without the bearer secret or with a wrong one, and runs the job with it', async () => {
    expect((await call(cronRoute.POST, { method: 'POST' })).status).toBe(401);
    expect((await call(cronRoute.POST, { method: 'POST', headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await call(cronRoute.POST, { method: 'POST', headers: { authorization: 'cron-secret-for-tests' } })).status).toBe(401);
    const ok = await call(cronRoute.POST, { method: 'POST', headers: { authorization: 'Bearer cron-secret-for-tests' } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ due: expect.any(Number), sent: expect.any(Number), failed: expect.any(Number) });
    // Vercel Cron calls with GET.
    expect((await call(cronRoute.GET, { headers: { authorization: 'Bearer cron-secret-for-tests' } })).status).toBe(200);
  });

  it('answers 401 to everyone when no CRON_SECRET is set', async () => {
    delete process.env.CRON_SECRET;
    try {
      expect((await call(cronRoute.POST, { method: 'POST', headers: { authorization: 'Bearer ' } })).status).toBe(401);
      expect((await call(cronRoute.POST, { method: 'POST', headers: { authorization: 'Bearer undefined' } })).status).toBe(401);
    } finally {
      process.env.CRON_SECRET = 'cron-secret-for-tests';
    }
  });
});

describe('GET and PUT /api/me/reminders', () => {
  it('starts off, saves a choice, refuses a bad time zone, and the choice travels with the export', async () => {
    const u = await createTestUser();
    const first = await call(remindersRoute.GET, { headers: u.auth });
    expect(first.status).toBe(200);
    expect(first.json.settings).toMatchObject({ enabled: false, weeklyRecap: false });

    const choice = { enabled: true, days: [5, 1, 3], time: '07:45', timeZone: 'Europe/Paris', weeklyRecap: true };
    const bad = await call(remindersRoute.PUT, { method: 'PUT', body: { ...choice, timeZone: 'Mars/Olympus' }, headers: u.auth });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/timeZone/);
    const badTime = await call(remindersRoute.PUT, { method: 'PUT', body: { ...choice, time: '25:00' }, headers: u.auth });
    expect(badTime.status).toBe(400);

    const saved = await call(remindersRoute.PUT, { method: 'PUT', body: choice, headers: u.auth });
    expect(saved.status).toBe(200);
    expect(saved.json.settings).toEqual({ ...choice, days: [1, 3, 5] });
    expect((await call(remindersRoute.GET, { headers: u.auth })).json.settings).toEqual({ ...choice, days: [1, 3, 5] });
    expect((await call(remindersRoute.GET, {})).status).toBe(401);

    const exported = await call(exportRoute.GET, { headers: u.auth, query: { format: 'json' } });
    expect(exported.json.reminders).toEqual({ ...choice, days: [1, 3, 5] });

    // Imported into an account with no choice of its own, the file's choice is kept.
    const other = await createTestUser();
    const imp = await call(importRoute.POST, { method: 'POST', rawBody: exported.text, headers: { ...other.auth, 'content-type': 'application/json' } });
    expect(imp.status, imp.text).toBe(201);
    const [row] = await db
      .select()
      .from(reminderSettings)
      .where(and(eq(reminderSettings.userId, other.id)));
    expect(row).toMatchObject({ remindersEnabled: true, recapEnabled: true, timeZone: 'Europe/Paris', minuteOfDay: 7 * 60 + 45 });
  });
});
