import 'server-only';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Client, type PoolClient } from 'pg';
import { dbHandle, securePgliteFiles } from './client';
import { directMigrationUrl } from './pool';
import { serverEnv } from '@/lib/env';

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

let running: Promise<void> | undefined;

/**
 * Key of the session-level advisory lock the migrator holds (any fixed bigint; this one is only
 * used here). drizzle's pg migrator runs everything in one transaction but takes no lock, so two
 * instances starting at once would both try to create the same tables and one would fail.
 */
const MIGRATION_LOCK_KEY = 7_231_654_904_113;

/**
 * Applies the committed SQL migrations; already-applied ones are skipped, so it is idempotent.
 * On PostgreSQL one session takes the advisory lock, migrates and unlocks: a server connection
 * that stays with this client throughout. Behind a transaction-mode pooler the lock and the unlock
 * could land on different server connections (the lock then outlives us, or the unlock fails), so
 * with DATABASE_URL_UNPOOLED set that session is a direct connection rather than one of the pool's.
 */
export function runMigrations(): Promise<void> {
  running ??= (async () => {
    const handle = dbHandle();
    const opts = { migrationsFolder: MIGRATIONS_FOLDER };
    if (handle.kind === 'pg') {
      const direct = directMigrationUrl(serverEnv());
      if (direct) {
        const client = new Client({ connectionString: direct, connectionTimeoutMillis: 5_000 });
        await client.connect().catch((e) => {
          throw Object.assign(e as Error, { migrationUrlVar: 'DATABASE_URL_UNPOOLED' });
        });
        try {
          await migrateLocked(client, opts);
        } finally {
          await client.end();
        }
      } else {
        const client: PoolClient = await handle.pool!.connect();
        try {
          await migrateLocked(client, opts);
        } finally {
          client.release();
        }
      }
    } else {
      await migratePglite(handle.db as never, opts);
      // The tables a migration created are new files, written 0666 by PGlite.
      securePgliteFiles();
      // PGlite runs no autovacuum, so without this its planner never has statistics and a rare
      // search word looks as common as any (a full walk of the journal instead of the GIN index).
      // Once per start: the embedded database is one process, restarted with the app.
      await (handle.db as unknown as { execute: (q: string) => Promise<unknown> }).execute('analyze');
    }
  })().catch((e) => {
    running = undefined;
    throw e;
  });
  return running;
}

async function migrateLocked(client: Client | PoolClient, opts: { migrationsFolder: string }) {
  await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
  try {
    await migratePg(drizzlePg(client), opts);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  }
}

/** One line a person can act on, for start-up failures. */
export function describeDbError(e: unknown): string {
  const err = e as { code?: string; message?: string; migrationUrlVar?: string };
  const { DATABASE_URL, DATABASE_URL_UNPOOLED, PGLITE_DIR } = serverEnv();
  if (DATABASE_URL) {
    const reason = err.code || err.message || String(e);
    // The direct URL that migrations use is the one to check when it is the one that failed.
    if (err.migrationUrlVar === 'DATABASE_URL_UNPOOLED' && DATABASE_URL_UNPOOLED) {
      return `Cannot use the database in DATABASE_URL_UNPOOLED (${hostOf(DATABASE_URL_UNPOOLED)}), the direct connection migrations run on: ${reason}. Check the URL, or unset it to migrate through DATABASE_URL.`;
    }
    return `Cannot use the database in DATABASE_URL (${hostOf(DATABASE_URL)}): ${reason}. Check that the server is running and the URL is right, or unset DATABASE_URL to use the embedded database.`;
  }
  return `Cannot open the embedded database in ${PGLITE_DIR || './data/pglite'}: ${err.message || String(e)}`;
}

/** host:port/database of a connection string, never its password. */
function hostOf(connectionString: string): string {
  let where = 'the configured server';
  try {
    const u = new URL(connectionString);
    where = `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    /* keep the generic wording */
  }
  return where;
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
