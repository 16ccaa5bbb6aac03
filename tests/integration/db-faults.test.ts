import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as journalRoute from '@/app/api/journal/route';
import * as myEntriesRoute from '@/app/api/journal/my-entries/route';
import { createDb, dbHandle, setDbHandle } from '@/lib/db/client';
import { resetAuth } from '@/lib/auth/auth';
import { call } from '../helpers/http';
import { startTcpProxy } from '../helpers/tcp-proxy';
import { createTestUser, type TestUser } from '../helpers/users';

// A network fault between the app and PostgreSQL: the app must answer JSON 503s quickly, come back
// on its own, and never lose a write it acknowledged. Needs a real server (TEST_DATABASE_URL).
describe.skipIf(!process.env.TEST_DATABASE_URL)('database connection faults', () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let u: TestUser;
  let original: ReturnType<typeof dbHandle>;
  let pgUrl: string;

  beforeAll(async () => {
    // The per-file scratch database made by the integration setup.
    pgUrl = process.env.DATABASE_URL!;
    original = dbHandle();
    const url = new URL(pgUrl);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(proxy.port);
    setDbHandle(createDb(url.toString()));
    resetAuth();
    u = await createTestUser();
  });

  afterAll(async () => {
    await dbHandle().close();
    setDbHandle(original);
    await proxy.close();
  });

  const write = (i: number) =>
    call(journalRoute.POST, { headers: u.auth, body: { mood: 'neutral', title: `fault ${i}`, text: `entry written during the fault test, number ${i}` } });

  it('answers JSON 503 within 10 s while the link is down, recovers, and keeps every acknowledged write', async () => {
    const acknowledged: string[] = [];
    const record = async (p: ReturnType<typeof write>) => {
      const started = Date.now();
      const res = await p;
      const took = Date.now() - started;
      expect(took).toBeLessThan(10_000);
      expect([201, 503]).toContain(res.status);
      expect(typeof res.json?.message === 'string' || res.status === 201).toBe(true);
      if (res.status === 201) acknowledged.push(res.json.entry._id);
      return res;
    };

    // Writes in flight when the link is cut.
    const inFlight = Array.from({ length: 20 }, (_, i) => record(write(i)));
    await new Promise((r) => setTimeout(r, 5));
    proxy.cut();
    const during = await Promise.all(inFlight);

    // While it is down: every request fails fast with a JSON 503, reads and writes alike.
    const down = await Promise.all([record(write(100)), record(write(101))]);
    for (const res of down) {
      expect(res.status).toBe(503);
      expect(res.json.message).toBe('The service is temporarily unavailable. Please try again shortly.');
    }
    const read = await call(myEntriesRoute.GET, { headers: u.auth });
    expect(read.status).toBe(503);

    // Back up: the app recovers by itself within seconds.
    proxy.restore();
    const deadline = Date.now() + 5_000;
    let recovered = false;
    while (!recovered && Date.now() < deadline) {
      recovered = (await call(myEntriesRoute.GET, { headers: u.auth })).status === 200;
      if (!recovered) await new Promise((r) => setTimeout(r, 100));
    }
    expect(recovered).toBe(true);
    const after = await record(write(200));
    expect(after.status).toBe(201);

    // Every 201 is really in the database (checked over a direct connection, not the proxy).
    const direct = new Client({ connectionString: pgUrl });
    await direct.connect();
    const { rows } = await direct.query('select id from journal_entry where user_id = $1', [u.id]);
    await direct.end();
    const stored = new Set(rows.map((r) => r.id));
    for (const id of acknowledged) expect(stored.has(id)).toBe(true);
    expect(during.length).toBe(20);
  });
});
