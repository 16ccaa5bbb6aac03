// `npm run smoke:account`: creates (or checks) the account the signed-in @smoke tests log in with,
// in the database DATABASE_URL names: run it once against the database your Vercel previews use,
// with the same SMOKE_EMAIL and SMOKE_PASSWORD you store as GitHub secrets. Running it again is a
// no-op. `-- --reset-password` sets SMOKE_PASSWORD on an existing account whose password differs.
import { getAuth } from '@/lib/auth/auth';
import { dbHandle, pgliteDir } from '@/lib/db/client';
import { describeDbError, runMigrations } from '@/lib/db/migrate';
import { ensureSmokeAccount, SMOKE_MIN_PASSWORD } from '@/lib/seed/smoke';

const email = process.env.SMOKE_EMAIL?.trim();
const password = process.env.SMOKE_PASSWORD ?? '';
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || password.length < SMOKE_MIN_PASSWORD) {
  console.error(
    `Usage: SMOKE_EMAIL=smoke@example.com SMOKE_PASSWORD=<${SMOKE_MIN_PASSWORD}+ characters> DATABASE_URL=<the preview's database> npm run smoke:account [-- --reset-password]`,
  );
  process.exit(2);
}
const where = process.env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : `the embedded database in ${pgliteDir()}`;
try {
  await runMigrations();
  const ctx = await getAuth().$context;
  const result = await ensureSmokeAccount(dbHandle().db, ctx.password, { email, password, resetPassword: process.argv.includes('--reset-password') });
  await dbHandle().close();
  const said = {
    created: 'created, verified, with SMOKE_PASSWORD',
    ready: 'already there and logs in with SMOKE_PASSWORD',
    verified: 'already there; now verified',
    'password-reset': 'already there; its password is now SMOKE_PASSWORD',
    'password-mismatch': 'exists with another password: left alone. Rerun with `-- --reset-password` if it is yours to reset',
  }[result.status];
  console.log(`Smoke account ${result.email} in ${where}: ${said}.`);
  if (result.status === 'password-mismatch') process.exit(1);
} catch (e) {
  console.error(describeDbError(e));
  process.exit(1);
}
