// `npm run db:migrate`: applies the committed migrations to PostgreSQL (over DATABASE_URL_UNPOOLED
// when set, else DATABASE_URL) or the embedded database.
import { dbHandle, pgliteDir } from '@/lib/db/client';
import { describeDbError, runMigrations } from '@/lib/db/migrate';

try {
  await runMigrations();
  const target = process.env.DATABASE_URL
    ? `PostgreSQL from ${process.env.DATABASE_URL_UNPOOLED ? 'DATABASE_URL_UNPOOLED (the direct connection)' : 'DATABASE_URL'}`
    : `embedded PGlite in ${pgliteDir()}`;
  console.log(`Migrations applied (${target}).`);
  await dbHandle().close();
} catch (e) {
  console.error(describeDbError(e));
  process.exit(1);
}
