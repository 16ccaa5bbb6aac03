import 'server-only';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { dbHandle, securePgliteFiles } from './client';
import { serverEnv } from '@/lib/env';

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

let running: Promise<void> | undefined;

/** Applies the committed SQL migrations; already-applied ones are skipped, so it is idempotent. */
export function runMigrations(): Promise<void> {
  running ??= (async () => {
    const handle = dbHandle();
    const opts = { migrationsFolder: MIGRATIONS_FOLDER };
    if (handle.kind === 'pg') {
      // drizzle's pg migrator takes an advisory lock per transaction; several instances can start at once.
      await migratePg(handle.db as never, opts);
    } else {
      await migratePglite(handle.db as never, opts);
      // The tables a migration created are new files, written 0666 by PGlite.
      securePgliteFiles();
    }
  })().catch((e) => {
    running = undefined;
    throw e;
  });
  return running;
}

/** One line a person can act on, for start-up failures. */
export function describeDbError(e: unknown): string {
  const err = e as { code?: string; message?: string };
  const { DATABASE_URL, PGLITE_DIR } = serverEnv();
  if (DATABASE_URL) {
    const reason = err.code || err.message || String(e);
    let where = 'the configured server';
    try {
      const u = new URL(DATABASE_URL);
      where = `${u.hostname}:${u.port || 5432}${u.pathname}`;
    } catch {
      /* keep the generic wording */
    }
    return `Cannot use the database in DATABASE_URL (${where}): ${reason}. Check that the server is running and the URL is right, or unset DATABASE_URL to use the embedded database.`;
  }
  return `Cannot open the embedded database in ${PGLITE_DIR || './data/pglite'}: ${err.message || String(e)}`;
}

/** Start-up: migrate, or stop the process with one line that says what to fix. */
export async function migrateOrExit(): Promise<void> {
  try {
    await runMigrations();
  } catch (e) {
    console.error(describeDbError(e));
    process.exit(1);
  }
}
