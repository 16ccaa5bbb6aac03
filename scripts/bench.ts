// `npm run bench`: seeds a fresh database, starts the built app, drives it with autocannon on
// loopback for a fixed number of requests per case, and compares my-entries with a bare baseline.
// Prints figures; asserts nothing (targets are read by people, not by tests).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDb, setDbHandle } from '@/lib/db/client';
import { runMigrations } from '@/lib/db/migrate';
import { createScratchDatabase } from '@/lib/db/scratch';
import { getAuth } from '@/lib/auth/auth';
import { BENCH_HEAVY_EMAIL, BENCH_PASSWORD, DEFAULT_SHAPE, seedBench } from '@/lib/seed/bench';

const BENCH_HEAVY_ENTRIES = DEFAULT_SHAPE.heavyEntries;

const root = process.cwd();
const APP_PORT = Number(process.env.BENCH_PORT || 3300);
const BASE_PORT = APP_PORT + 1;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const AMOUNT = Number(process.env.BENCH_REQUESTS || 10000);
const distDir = process.env.NEXT_DIST_DIR || '.next-bench';
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

type Row = { case: string; rps: number; p50: number; p99: number; errors: number; requests: number };

async function prepareDatabase(): Promise<{ env: Record<string, string>; label: string; drop?: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (base) {
    const scratch = await createScratchDatabase(base, 'mj_bench');
    return { env: { DATABASE_URL: scratch.url }, label: `PostgreSQL (${new URL(base).host}/${scratch.name})`, drop: scratch.drop };
  }
  const dir = path.join(root, 'data', 'bench-pglite');
  fs.rmSync(dir, { recursive: true, force: true });
  return { env: { PGLITE_DIR: dir }, label: 'PGlite (embedded)' };
}

async function seed(env: Record<string, string>) {
  if (env.DATABASE_URL) process.env.DATABASE_URL = env.DATABASE_URL;
  else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = env.PGLITE_DIR;
  }
  const handle = createDb(env.DATABASE_URL);
  setDbHandle(handle);
  await runMigrations();
  const ctx = await getAuth().$context;
  const t = Date.now();
  const counts = await seedBench(handle.db, (p) => ctx.password.hash(p));
  console.log(`seeded ${counts.accounts} accounts, ${counts.entries} entries, ${counts.chats} chats (${counts.messages} messages), ${counts.reviews} reviews in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  await handle.close();
  setDbHandle(undefined);
}

async function waitFor(url: string, child: ChildProcess, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function run(name: string, opts: autocannon.Options): Promise<Row> {
  return new Promise((resolve, reject) => {
    // Throughput from wall time: autocannon's own per-second samples are too coarse for short runs.
    const started = performance.now();
    autocannon({ connections: CONNECTIONS, amount: AMOUNT, timeout: 10, ...opts }, (err, r) => {
      if (err) return reject(err);
      const seconds = (performance.now() - started) / 1000;
      resolve({ case: name, rps: r.requests.total / seconds, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, requests: r.requests.total });
    });
  });
}

function printTable(rows: Row[]) {
  const head = ['case', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors'];
  const lines = rows.map((r) => [r.case, String(r.requests), r.rps.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1), String(r.errors)]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells: string[]) => '| ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ') + ' |';
  console.log(fmt(head));
  console.log('|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|');
  for (const l of lines) console.log(fmt(l));
}

const { env: dbEnv, label, drop } = await prepareDatabase();
console.log(`database: ${label}; ${AMOUNT} requests per case, ${CONNECTIONS} connections`);
await seed(dbEnv);

const appEnv: NodeJS.ProcessEnv = {
  ...process.env,
  ...dbEnv,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-bench',
  APP_URL: `http://127.0.0.1:${APP_PORT}`,
  AUTH_RATE_LIMIT_IP: '100000000',
  OPENAI_API_KEY: '',
};
if (!dbEnv.DATABASE_URL) delete (appEnv as Record<string, string | undefined>).DATABASE_URL;

if (!process.env.BENCH_SKIP_BUILD || !fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  const b = spawnSync(process.execPath, [nextBin, 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env: appEnv });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const app = spawn(process.execPath, [nextBin, 'start', '-p', String(APP_PORT), '-H', '127.0.0.1'], { stdio: ['ignore', 'ignore', 'inherit'], env: appEnv });
const rows: Row[] = [];
try {
  const base = `http://127.0.0.1:${APP_PORT}`;
  await waitFor(`${base}/`, app);
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: BENCH_HEAVY_EMAIL, password: BENCH_PASSWORD }) });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const jsonAuth = { ...auth, 'content-type': 'application/json' };
  const newEntry = JSON.stringify({ mood: 'relaxed', title: 'Bench', text: 'A calm evening walk and an early night.' });

  // Warm up: first requests compile routes and fill connection pools.
  await run('warm-up', { url: `${base}/api/journal/my-entries`, headers: auth, amount: 200, connections: 10 });

  rows.push(await run('GET ai/status (no database: the framework floor)', { url: `${base}/api/ai/status` }));
  rows.push(await run('GET my-entries (first page)', { url: `${base}/api/journal/my-entries`, headers: auth }));
  rows.push(await run('GET mood-trends?range=30', { url: `${base}/api/analytics/mood-trends?range=30&tz=UTC`, headers: auth }));
  rows.push(await run('GET emotion-frequency', { url: `${base}/api/analytics/emotion-frequency`, headers: auth }));
  // Service time without queueing: one connection, so p50 is the time one request takes.
  rows.push(await run('GET mood-trends?range=30, 1 connection', { url: `${base}/api/analytics/mood-trends?range=30&tz=UTC`, headers: auth, connections: 1, amount: 1000 }));
  rows.push(await run('GET emotion-frequency, 1 connection', { url: `${base}/api/analytics/emotion-frequency`, headers: auth, connections: 1, amount: 1000 }));
  rows.push(await run('POST journal', { url: `${base}/api/journal`, method: 'POST', headers: jsonAuth, body: newEntry }));
  rows.push(await run('GET reviews (public)', { url: `${base}/api/reviews` }));
  rows.push(
    await run('mixed', {
      url: base,
      requests: [
        { method: 'GET', path: '/api/journal/my-entries', headers: auth },
        { method: 'GET', path: '/api/analytics/mood-trends?range=7&tz=UTC', headers: auth },
        { method: 'GET', path: '/api/reviews' },
        { method: 'POST', path: '/api/journal', headers: jsonAuth, body: newEntry },
        { method: 'GET', path: '/api/analytics/emotion-frequency', headers: auth },
      ],
    }),
  );
} finally {
  await stop(app);
}

// The baseline opens the same database once the app has let go of it (PGlite allows one process).
const baseline = spawn(process.execPath, [path.join(root, 'scripts', 'bench-baseline.mjs')], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...appEnv, PORT: String(BASE_PORT), BENCH_EMAIL: BENCH_HEAVY_EMAIL },
});
try {
  await waitFor(`http://127.0.0.1:${BASE_PORT}/`, baseline);
  await run('warm-up', { url: `http://127.0.0.1:${BASE_PORT}/`, amount: 200, connections: 10 });
  rows.push(await run('baseline my-entries (node:http + driver)', { url: `http://127.0.0.1:${BASE_PORT}/` }));
} finally {
  await stop(baseline);
}

printTable(rows);
const app0 = rows.find((r) => r.case.startsWith('GET my-entries'))!;
const base0 = rows.find((r) => r.case.startsWith('baseline'))!;
console.log(`\nmy-entries app/baseline throughput ratio: ${(app0.rps / base0.rps).toFixed(2)} (target >= 0.5)`);
console.log(`targets: p99 < 50 ms at ${CONNECTIONS} connections; analytics p50 < 20 ms for ${BENCH_HEAVY_EMAIL} (${BENCH_HEAVY_ENTRIES} entries); 0 errors`);
await drop?.();
process.exit(0);
