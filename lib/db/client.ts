import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { attachDatabasePool } from '@vercel/functions/db-connections';
import { Pool } from 'pg';
import * as schema from './schema';
import { poolOptions } from './pool';
import { serverEnv } from '@/lib/env';
import { dataDir, secureDataDir } from '@/lib/config';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

type DbHandle = {
  db: Database;
  kind: 'pg' | 'pglite';
  pool?: Pool;
  pglite?: PGlite;
  close: () => Promise<void>;
};

/**
 * Where the embedded database lives. `PGLITE_DIR=memory://` keeps it in memory (tests).
 */
export function pgliteDir(): string {
  return serverEnv().PGLITE_DIR || path.join(dataDir(), 'pglite');
}

/**
 * The folder kept private for the embedded database: all of ./data in the default layout (the
 * generated secret lives there too), else the PGLITE_DIR itself. Null for an in-memory database.
 */
export function privateDataRoot(dir = pgliteDir()): string | null {
  if (dir.startsWith('memory://')) return null;
  return serverEnv().PGLITE_DIR ? dir : dataDir();
}

/** Takes group and other access away from the embedded database's files (see secureDataDir). */
export function securePgliteFiles(dir = pgliteDir()): void {
  const root = privateDataRoot(dir);
  if (!root) return;
  secureDataDir(root);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
}

export function createDb(databaseUrl = serverEnv().DATABASE_URL): DbHandle {
  if (databaseUrl) {
    const env = serverEnv();
    const pool = new Pool({ connectionString: databaseUrl, ...poolOptions(env) });
    // A dropped idle connection must not crash the process; the next query reconnects.
    pool.on('error', (err) => console.error('[db] idle client error:', err.message));
    // Vercel suspends an instance between requests; a connection left open then stays open on the
    // database side until it times out. Vercel's documented fix: after each release, keep the
    // instance alive (waitUntil) until the pool's idle timeout has closed the idle clients. It does
    // nothing off Vercel (it checks VERCEL_URL and VERCEL_REGION itself), so it is only attached there.
    if (env.VERCEL) attachDatabasePool(pool);
    return {
      db: drizzlePg(pool, { schema }) as unknown as Database,
      kind: 'pg',
      pool,
      close: () => pool.end(),
    };
  }
  const dir = pgliteDir();
  // Private before PGlite writes anything, and again once it has (it creates its files 0666).
  securePgliteFiles(dir);
  const pglite = new PGlite(dir);
  if (!dir.startsWith('memory://')) {
    pglite.waitReady.then(
      () => securePgliteFiles(dir),
      () => undefined, // the open failure itself surfaces on the first query
    );
  }
  return {
    db: drizzlePglite({ client: takingTurns(pglite), schema }) as unknown as Database,
    kind: 'pglite',
    pglite,
    close: () => pglite.close(),
  };
}

/** Longest run of back-to-back embedded-database queries before the event loop gets a turn. */
const PGLITE_SLICE_MS = 10;

/**
 * PGlite runs each query to the end on this thread, one at a time, and starts the next waiting
 * one from a promise callback as soon as one ends. With many requests waiting, queries then follow
 * each other without the event loop ever getting a turn: no request is read, no response flushed
 * and no timer fired until the whole queue has drained (seconds under load: the benchmark's
 * request timeouts). So queries (a transaction counts as one) run back to back for at most
 * PGLITE_SLICE_MS, then wait for a turn of the event loop; the order stays first come, first
 * served. Only what drizzle calls goes through here: PGlite's own queries use the instance.
 */
function takingTurns(pglite: PGlite): PGlite {
  let previous: Promise<unknown> = Promise.resolve();
  let sliceStarted = 0;
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const next = previous.then(async () => {
      if (performance.now() - sliceStarted > PGLITE_SLICE_MS) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        sliceStarted = performance.now();
      }
      return run();
    });
    previous = next.catch(() => undefined);
    return next;
  };
  const client: Pick<PGlite, 'query' | 'exec' | 'transaction'> = {
    query: (...args) => inTurn(() => pglite.query(...args)),
    exec: (...args) => inTurn(() => pglite.exec(...args)),
    transaction: (callback) => inTurn(() => pglite.transaction(callback)),
  };
  return client as PGlite;
}

// One handle per process: Next's dev server reloads modules, and PGlite allows one opener per folder.
const globalForDb = globalThis as unknown as { __moodDb?: DbHandle };

export function dbHandle(): DbHandle {
  if (!globalForDb.__moodDb) globalForDb.__moodDb = createDb();
  return globalForDb.__moodDb;
}

/** Replaces the process-wide handle (tests point it at a fresh database). */
export function setDbHandle(handle: DbHandle | undefined) {
  globalForDb.__moodDb = handle;
}

// A lazy proxy so importing this module never opens a database (builds, type checks, scripts).
export const db: Database = new Proxy({} as Database, {
  get(_target, prop) {
    const real = dbHandle().db as unknown as Record<string | symbol, unknown>;
    const value = real[prop];
    return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(real) : value;
  },
});
