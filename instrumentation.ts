// Next.js calls register() once when a server instance starts: the one place that checks the
// configuration and migrates, so `npm start`, `npm run dev` and a serverless cold start all see
// an up-to-date schema.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Per-IP limits need the TCP peer, which Next does not pass to route handlers (see the module).
  const { installSocketAddressStamp } = await import('./lib/http/socket-address');
  installSocketAddressStamp();
  const { envProblem } = await import('./lib/env');
  const { productionConfigProblem } = await import('./lib/config');
  const problem = envProblem() ?? productionConfigProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const { migrateOrExit } = await import('./lib/db/migrate');
  await migrateOrExit();
  // `npm start` (REMINDERS_IN_PROCESS=on) runs the reminder job here every minute; on Vercel the
  // cron entry in vercel.json calls /api/cron/reminders instead.
  const { serverEnv } = await import('./lib/env');
  if (serverEnv().REMINDERS_IN_PROCESS === 'on') {
    const { startReminderScheduler } = await import('./lib/services/reminders-job');
    startReminderScheduler();
  }
}
