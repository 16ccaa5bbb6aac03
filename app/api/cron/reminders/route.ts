import { route } from '@/lib/http/route';
import { assertCronSecret, runReminderJob } from '@/lib/services/reminders-job';

// Vercel Cron calls with GET and `Authorization: Bearer $CRON_SECRET`; POST is the same job for
// other schedulers. Either way the job is idempotent, so an extra call sends nothing twice.
const handler = route({}, async ({ req }) => {
  assertCronSecret(req.headers.get('authorization'));
  return runReminderJob();
});

export const GET = handler;
export const POST = handler;
export const dynamic = 'force-dynamic';
// A run over many due users can take a while.
export const maxDuration = 300;
