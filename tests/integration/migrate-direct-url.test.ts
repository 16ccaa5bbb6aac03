import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dbHandle, setDbHandle, type Database } from '@/lib/db/client';
import { createScratchDatabase } from '@/lib/db/scratch';
import { startTcpProxy } from '../helpers/tcp-proxy';

// Start-up with a pooled DATABASE_URL and a direct DATABASE_URL_UNPOOLED: migrations (and their
// advisory lock) must go over the direct one, the app's queries over the pooled one. The "pooler"
// here is a TCP proxy that counts the connections made through it, in front of a fresh, empty
// scratch database; the direct URL names the same database without the proxy. Start-up is
// instrumentation.ts's register(), as Next.js calls it. Needs a real server (TEST_DATABASE_URL).
describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations on the direct URL', () => {
  const saved = { ...process.env };
  let original: ReturnType<typeof dbHandle>;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let pooledUrl: string;
  const migrationCount = () =>
    (JSON.parse(fs.readFileSync(path.join(process.cwd(), 'drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

  async function appliedMigrations(): Promise<number> {
    const c = new Client({ connectionString: scratch.url });
    await c.connect();
    try {
      const exists = await c.query(`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`);
      if (!exists.rows[0].ok) return 0;
      return Number((await c.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n);
    } finally {
      await c.end();
    }
  }

  /** A fresh start-up: no handle yet, no migration run remembered (a new module instance). */
  async function startUp() {
    setDbHandle(undefined);
    vi.resetModules();
    const { register } = await import('@/instrumentation');
    await register();
  }

  beforeAll(async () => {
    original = dbHandle();
    const base = new URL(process.env.DATABASE_URL!);
    proxy = await startTcpProxy({ host: base.hostname, port: Number(base.port || 5432) });
    // A stop would end the test worker: make it an error the test sees instead.
    vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`process.exit(${code})`);
    });
  });

  afterEach(async () => {
    await dbHandle()?.close();
    setDbHandle(undefined);
    await scratch?.drop();
    process.env = { ...saved };
  });

  afterAll(async () => {
    setDbHandle(original);
    await proxy.close();
    vi.restoreAllMocks();
  });

  async function freshDatabase() {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'mj_migrate');
    const u = new URL(scratch.url);
    u.port = String(proxy.port);
    pooledUrl = u.toString();
    process.env.NEXT_RUNTIME = 'nodejs';
    process.env.REMINDERS_IN_PROCESS = 'off';
    process.env.DATABASE_URL = pooledUrl;
  }

  it('both URLs set: every migration runs on the direct URL, none through the pooled one; the app then queries through the pool', async () => {
    await freshDatabase();
    process.env.DATABASE_URL_UNPOOLED = scratch.url;
    const before = proxy.accepted;

    await startUp();

    expect(proxy.accepted - before).toBe(0);
    expect(await appliedMigrations()).toBe(migrationCount());
    // The app's own handle is the pooled one.
    const { db } = await import('@/lib/db/client');
    await (db as Database).execute('select 1');
    expect(proxy.accepted - before).toBeGreaterThan(0);
  });

  it('only DATABASE_URL set: migrations go through it (the control for the count above)', async () => {
    await freshDatabase();
    delete process.env.DATABASE_URL_UNPOOLED;
    const before = proxy.accepted;

    await startUp();

    expect(proxy.accepted - before).toBeGreaterThan(0);
    expect(await appliedMigrations()).toBe(migrationCount());
  });

  it('a direct URL that cannot be reached stops start-up naming DATABASE_URL_UNPOOLED, not DATABASE_URL', async () => {
    await freshDatabase();
    const closed = await startTcpProxy({ host: '127.0.0.1', port: 1 });
    await closed.close(); // a port nothing listens on any more
    const dead = new URL(scratch.url);
    dead.port = String(closed.port);
    process.env.DATABASE_URL_UNPOOLED = dead.toString();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(startUp()).rejects.toThrow('process.exit(1)');

    expect(errors.mock.calls.flat().join('\n')).toMatch(/DATABASE_URL_UNPOOLED \(127\.0\.0\.1:\d+\/mj_migrate_/);
    expect(await appliedMigrations()).toBe(0);
    errors.mockRestore();
  });

  it('instances starting at once on both URLs apply the migrations once, none failing (the advisory lock)', async () => {
    await freshDatabase();
    process.env.DATABASE_URL_UNPOOLED = scratch.url;
    setDbHandle(undefined);
    // Two server instances: two module instances, each with its own migration run.
    const runs = [];
    for (let i = 0; i < 3; i++) {
      vi.resetModules();
      const { runMigrations } = await import('@/lib/db/migrate');
      runs.push(runMigrations());
    }
    await Promise.all(runs);
    expect(await appliedMigrations()).toBe(migrationCount());
  });
});
