import { afterEach, describe, expect, it, vi } from 'vitest';

// createDb on Vercel: the small pool, handed to Vercel's attachDatabasePool; elsewhere neither.
// Creating a pg Pool opens no connection, so no database is needed.
const attached = vi.hoisted(() => [] as unknown[]);
vi.mock('@vercel/functions/db-connections', () => ({ attachDatabasePool: (pool: unknown) => attached.push(pool) }));

import { createDb } from '@/lib/db/client';

describe('createDb pool', () => {
  const saved = { VERCEL: process.env.VERCEL, DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX };
  afterEach(() => {
    attached.length = 0;
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  it('on Vercel: 3 connections, idle ones closed after 5 s, attached for release on suspension', async () => {
    process.env.VERCEL = '1';
    delete process.env.DATABASE_POOL_MAX;
    const handle = createDb('postgres://u:p@127.0.0.1:1/db');
    expect(handle.pool?.options).toMatchObject({ max: 3, idleTimeoutMillis: 5_000 });
    expect(attached).toEqual([handle.pool]);
    await handle.close();
  });

  it('elsewhere: 10 connections (or DATABASE_POOL_MAX), not attached', async () => {
    delete process.env.VERCEL;
    const handle = createDb('postgres://u:p@127.0.0.1:1/db');
    expect(handle.pool?.options).toMatchObject({ max: 10, idleTimeoutMillis: 10_000 });
    expect(attached).toEqual([]);
    await handle.close();
    process.env.DATABASE_POOL_MAX = '4';
    const small = createDb('postgres://u:p@127.0.0.1:1/db');
    expect(small.pool?.options.max).toBe(4);
    await small.close();
  });
});
