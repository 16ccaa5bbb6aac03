// `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the embedded database.
import { dbHandle, pgliteDir } from '@/lib/db/client';
import { describeDbError, runMigrations } from '@/lib/db/migrate';

try {
  await runMigrations();
  console.log(`Migrations applied (${process.env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : `embedded PGlite in ${pgliteDir()}`}).`);
  await dbHandle().close();
} catch (e) {
  console.error(describeDbError(e));
  process.exit(1);
}
