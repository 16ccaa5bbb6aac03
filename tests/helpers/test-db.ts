import { createDb, setDbHandle } from '@/lib/db/client';
import { runMigrations } from '@/lib/db/migrate';
import { createScratchDatabase } from '@/lib/db/scratch';
import { resetAuth } from '@/lib/auth/auth';

export type TestDb = { engine: 'pglite' | 'postgres'; url?: string; close: () => Promise<void> };

/**
 * A fresh database for one test file: in-memory PGlite always, or a scratch database on the
 * PostgreSQL server in TEST_DATABASE_URL, so runs never see each other's rows.
 */
export async function openTestDatabase(engine: 'pglite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'): Promise<TestDb> {
  resetAuth();
  if (engine === 'pglite') {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = 'memory://';
    const handle = createDb(undefined);
    setDbHandle(handle);
    await runMigrations();
    return {
      engine,
      close: async () => {
        await handle.close();
        setDbHandle(undefined);
      },
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const scratch = await createScratchDatabase(base, 'mj_test');
  const url = new URL(scratch.url);
  process.env.DATABASE_URL = url.toString();
  const handle = createDb(url.toString());
  setDbHandle(handle);
  await runMigrations();
  return {
    engine,
    url: url.toString(),
    close: async () => {
      await handle.close();
      setDbHandle(undefined);
      delete process.env.DATABASE_URL;
      await scratch.drop();
    },
  };
}
