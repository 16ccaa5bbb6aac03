// `npm run bench`, reminders case: one run of the reminder job over 10,000 users due at once, with
// a mail sink that accepts every message instantly, so the figure is the job's own work (finding
// who is due, the written-today check, claims, rendering, recording outcomes). A second run over
// the same minute shows the cost when everything is already settled.
import { sql } from 'drizzle-orm';
import { createDb, setDbHandle } from '@/lib/db/client';
import type { EmailTransport } from '@/lib/email/transport';
import { runReminderJob } from '@/lib/services/reminders-job';

export const REMINDER_BENCH_USERS = 10_000;

export async function benchReminders(env: Record<string, string>): Promise<string> {
  const handle = createDb(env.DATABASE_URL);
  setDbHandle(handle);
  try {
    // Due at 12:00 UTC every day; the run happens at 12:05 on a fixed date.
    await handle.db.execute(sql`
      insert into "user" (id, name, email, email_verified)
      select 'bench-remind-' || g, 'Reminder ' || g, 'bench-remind-' || g || '@bench.local', true
      from generate_series(1, ${REMINDER_BENCH_USERS}) g
    `);
    await handle.db.execute(sql`
      insert into reminder_settings (user_id, reminders_enabled, days, minute_of_day, time_zone)
      select 'bench-remind-' || g, true, 127, 720, 'UTC' from generate_series(1, ${REMINDER_BENCH_USERS}) g
    `);
    let accepted = 0;
    const sink: EmailTransport = {
      name: 'bench-sink',
      send: async () => {
        accepted++;
      },
    };
    const now = new Date('2030-01-07T12:05:00Z');
    const first = await runReminderJob({ now, transport: sink });
    const second = await runReminderJob({ now: new Date(now.getTime() + 60_000), transport: sink });
    return [
      `reminder job, ${REMINDER_BENCH_USERS.toLocaleString('en-US')} due users (instant mail sink): ${first.ms} ms, ${first.sent} sent, ${first.failed} failed (${accepted} accepted by the sink)`,
      `reminder job, the same users a minute later (all settled): ${second.ms} ms, ${second.claimed} claimed`,
    ].join('\n');
  } finally {
    await handle.close();
    setDbHandle(undefined);
  }
}
