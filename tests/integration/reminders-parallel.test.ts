import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, dbHandle } from '@/lib/db/client';
import { reminderSends, reminderSettings, user } from '@/lib/db/schema';
import type { EmailMessage, EmailTransport } from '@/lib/email/transport';
import { runReminderJob } from '@/lib/services/reminders-job';
import { daysToBits, timeToMinute } from '@/lib/services/reminders-schedule';

// Issue 16: the job is safe to run from several instances at once. Two runs start together over
// the same due users (small batches, so their claims interleave on separate connections when the
// database is PostgreSQL: set TEST_DATABASE_URL), and every user gets exactly one email.

const USERS = 60;

describe(`two reminder runs at once (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('sends each due user exactly one email', async () => {
    const ids: string[] = [];
    for (let i = 0; i < USERS; i++) {
      const id = crypto.randomUUID();
      ids.push(id);
      await db.insert(user).values({ id, name: `P${i}`, email: `p-${id.slice(0, 8)}@example.com`, emailVerified: true });
      await db.insert(reminderSettings).values({
        userId: id,
        remindersEnabled: true,
        days: daysToBits([1, 2, 3, 4, 5, 6, 7]),
        minuteOfDay: timeToMinute('12:00'),
        timeZone: 'UTC',
      });
    }
    const mails: EmailMessage[] = [];
    // A send that yields, so the other run gets the connection pool while this one is "on the network".
    const transport: EmailTransport = {
      name: 'capture',
      send: async (m) => {
        await new Promise((r) => setImmediate(r));
        mails.push(m);
      },
    };
    const now = new Date('2025-06-04T12:03:00Z');
    const [a, b] = await Promise.all([runReminderJob({ now, transport, batchSize: 7 }), runReminderJob({ now, transport, batchSize: 5 })]);

    expect(dbHandle().kind).toBe(process.env.TEST_DATABASE_URL ? 'pg' : 'pglite');
    expect(a.due).toBe(USERS);
    expect(b.due).toBe(USERS);
    expect(a.sent + b.sent).toBe(USERS);
    expect(mails).toHaveLength(USERS);
    expect(new Set(mails.map((m) => m.to)).size).toBe(USERS);
    const rows = await db.select().from(reminderSends).where(eq(reminderSends.status, 'sent'));
    expect(rows).toHaveLength(USERS);

    // A third run, later in the window, finds everything settled.
    const c = await runReminderJob({ now: new Date('2025-06-04T12:18:00Z'), transport });
    expect(c.claimed).toBe(0);
    expect(mails).toHaveLength(USERS);
  });
});
