// `npm run bench`: seeds a fresh database, starts the built app, drives it with autocannon on
// loopback for a fixed number of requests per case, and compares my-entries with a bare baseline.
// Then it measures other requests while a maximum-size import runs. Prints figures; asserts
// nothing (targets are read by people, not by tests).
//
// Environment: DATABASE_URL (bench a scratch database on that server instead of PGlite),
// BENCH_REQUESTS, BENCH_CONNECTIONS, BENCH_PORT, NEXT_DIST_DIR, BENCH_SKIP_BUILD (reuse a build),
// BENCH_PGLITE_DIR, BENCH_CASES (comma-separated case keys to run, e.g. "mixed,import,search"; all by default),
// BENCH_ANALYTICS_REQUESTS (requests per analytics answer in the "analytics" case, 300 by default).
// The "analytics" case adds years@bench.local (100,000 entries over ten years, set-based SQL) and
// prints each analytics query's plan (flagging a sequential scan of journal_entry) before timing
// the answers over HTTP, one connection at a time.
// The app answers chat with the fake OpenAI-compatible server (the "chat" case: time to first token).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createDb, setDbHandle } from '@/lib/db/client';
import { runMigrations } from '@/lib/db/migrate';
import { createScratchDatabase } from '@/lib/db/scratch';
import { getAuth } from '@/lib/auth/auth';
import { BENCH_HEAVY_EMAIL, BENCH_IMPORT_EMAIL, BENCH_PASSWORD, BENCH_YEARS_EMAIL, DEFAULT_SHAPE, YEARS_SHAPE, seedBench } from '@/lib/seed/bench';
import { ANALYTICS_CASES, ANALYTICS_P50_TARGET_MS, analyticsPlans } from './bench-analytics';
import { EXPORT_FORMAT } from '@/lib/services/export';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ENTRIES } from '@/lib/services/import';
import { benchReminders } from './bench-reminders';
import { benchChatStream, scriptChatModel } from './bench-chat-stream';
import { startFakeOpenAI } from '../tests/helpers/fake-openai';
import { freePort } from './free-port.mjs';

const BENCH_HEAVY_ENTRIES = DEFAULT_SHAPE.heavyEntries;

const root = process.cwd();
// BENCH_PORT pins the app's port; otherwise the OS picks free ones.
const APP_PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
const BASE_PORT = await freePort();
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const AMOUNT = Number(process.env.BENCH_REQUESTS || 10000);
const distDir = process.env.NEXT_DIST_DIR || '.next-bench';
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const CASES = process.env.BENCH_CASES ? new Set(process.env.BENCH_CASES.split(',').map((c) => c.trim())) : null;
const wanted = (key: string) => !CASES || CASES.has(key);
/** Clients reading their journal while someone imports: a steady load, not a saturating one. */
const IMPORT_PROBE_CONNECTIONS = 10;
const IMPORT_P99_TARGET_MS = 200;
const ANALYTICS_REQUESTS = Number(process.env.BENCH_ANALYTICS_REQUESTS || 300);
let analyticsPlanSummary: string | null = null;

type Row = { case: string; rps: number; p50: number; p99: number; errors: number; requests: number; detail: string };

async function prepareDatabase(): Promise<{ env: Record<string, string>; label: string; drop?: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (base) {
    const scratch = await createScratchDatabase(base, 'mj_bench');
    return { env: { DATABASE_URL: scratch.url }, label: `PostgreSQL (${new URL(base).host}/${scratch.name})`, drop: scratch.drop };
  }
  // BENCH_PGLITE_DIR lets two benchmarks run side by side (PGlite allows one process per folder).
  const dir = path.resolve(root, process.env.BENCH_PGLITE_DIR || path.join('data', 'bench-pglite'));
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
  const counts = await seedBench(handle.db, (p) => ctx.password.hash(p), wanted('analytics') ? { ...DEFAULT_SHAPE, ...YEARS_SHAPE } : DEFAULT_SHAPE);
  // Planner statistics and the visibility map, as autovacuum would gather within a minute of such
  // a load on PostgreSQL (since 13 inserts alone trigger it; PGlite runs none). Without statistics
  // the search case walks every entry of the heavy user; without the visibility map no index-only
  // scan is possible, as it is in a settled database.
  await handle.db.execute(sql`vacuum analyze`);
  if (wanted('analytics')) analyticsPlanSummary = await analyticsPlans(handle.db);
  console.log(
    `seeded ${counts.accounts} accounts, ${counts.entries} entries, ${counts.chats} chats (${counts.messages} messages), ${counts.reviews} reviews in ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );
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

type Running = { stop: () => void };
type StatusCounts = Record<string, { count: number }>;

/**
 * Runs one autocannon case. `until`, when given, ends the run once it settles (the run is sized to
 * outlast it). Each row is printed as it completes, and the kinds of error are spelled out.
 */
function run(name: string, opts: autocannon.Options, until?: Promise<unknown>): Promise<Row> {
  return new Promise((resolve, reject) => {
    // Throughput from wall time: autocannon's own per-second samples are too coarse for short runs.
    const started = performance.now();
    const instance = autocannon({ connections: CONNECTIONS, amount: AMOUNT, timeout: 10, ...opts }, (err, r) => {
      if (err) return reject(err);
      const seconds = (performance.now() - started) / 1000;
      const codes = Object.entries((r as typeof r & { statusCodeStats?: StatusCounts }).statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, { count }]) => `${count} x ${code}`);
      const detail = [
        r.timeouts && `${r.timeouts} timeouts`,
        r.errors - r.timeouts > 0 && `${r.errors - r.timeouts} socket errors`,
        codes.length && `non-2xx: ${codes.join(', ')}`,
      ]
        .filter(Boolean)
        .join('; ');
      const row = {
        case: name,
        rps: r.requests.total / seconds,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx,
        requests: r.requests.total,
        detail,
      };
      console.log(`  ${name}: ${row.requests} requests, ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms${detail ? `, ${detail}` : ''}`);
      resolve(row);
    }) as Running;
    // Stopping is all that is wanted here; a failure of `until` is reported by whoever awaits it.
    until?.then(
      () => instance.stop(),
      () => instance.stop(),
    );
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

function post(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The largest file an import takes: our JSON export with IMPORT_MAX_ENTRIES entries, padded to
 * just under IMPORT_MAX_BYTES, dated over the past years.
 */
function maxImportFile(now = Date.now()): string {
  const head = `{"format":"${EXPORT_FORMAT}","version":1,"entries":[`;
  const tail = '],"chats":[],"review":null}';
  const entry = (i: number, pad: number) =>
    JSON.stringify({
      mood: 'relaxed',
      title: `Imported ${i}`,
      text: `Day ${i}: a quiet walk, some reading, an early night. ${'x'.repeat(pad)}`,
      analysis: null,
      playlistUrl: null,
      createdAt: new Date(now - (i + 1) * 600_000).toISOString(),
    });
  const bare = head.length + tail.length + Array.from({ length: IMPORT_MAX_ENTRIES }, (_, i) => entry(i, 0).length + 1).reduce((a, b) => a + b, 0);
  const pad = Math.floor((IMPORT_MAX_BYTES - 64 * 1024 - bare) / IMPORT_MAX_ENTRIES);
  return head + Array.from({ length: IMPORT_MAX_ENTRIES }, (_, i) => entry(i, pad)).join(',') + tail;
}

/**
 * Other requests (my-entries of the heavy account, IMPORT_PROBE_CONNECTIONS clients) while one
 * maximum-size import runs, and the same load for as long without it, for comparison.
 */
async function importCase(base: string, heavyAuth: Record<string, string>, rows: Row[]): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_IMPORT_EMAIL, password: BENCH_PASSWORD }),
  });
  if (!login.ok) throw new Error(`import login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const file = maxImportFile();
  const probe: autocannon.Options = { url: `${base}/api/journal/my-entries`, headers: heavyAuth, connections: IMPORT_PROBE_CONNECTIONS, amount: 10_000_000 };
  const started = performance.now();
  // node:http rather than fetch: fetch gives up on an answer that takes over 300 s to start.
  const importing = post(`${base}/api/me/import`, { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, file).then((res) => ({
    status: res.status,
    body: JSON.parse(res.text) as { message?: string; imported?: { entries: number } },
    ms: performance.now() - started,
  }));
  const during = await run(`GET my-entries, ${IMPORT_PROBE_CONNECTIONS} connections, during a maximum-size import`, probe, importing);
  const done = await importing;
  rows.push(during);
  const alone = await run(
    `GET my-entries, ${IMPORT_PROBE_CONNECTIONS} connections, no import`,
    probe,
    new Promise((r) => setTimeout(r, Math.max(2000, done.ms))),
  );
  rows.push(alone);
  const mb = (Buffer.byteLength(file) / 1024 / 1024).toFixed(1);
  const ok = done.status === 201 && done.body.imported?.entries === IMPORT_MAX_ENTRIES;
  const met = ok && during.p99 < IMPORT_P99_TARGET_MS && during.errors === 0;
  return [
    `import: ${mb} MB JSON, ${IMPORT_MAX_ENTRIES.toLocaleString('en-US')} entries -> ${done.status} ${done.body.message ?? ''} in ${(done.ms / 1000).toFixed(1)} s`,
    `other requests' p99 during the import: ${during.p99} ms (${during.requests} requests, ${during.errors} errors; ${alone.p99} ms without the import); target < ${IMPORT_P99_TARGET_MS} ms: ${met ? 'met' : 'NOT met'}`,
  ].join('\n');
}

const fake = await startFakeOpenAI({ model: 'bench-model' });
scriptChatModel(fake);
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
  // Chat streams from the fake model; no other case calls the model.
  OPENAI_API_KEY: 'bench',
  OPENAI_BASE_URL: fake.url,
  AI_MODEL: 'bench-model',
};
if (!dbEnv.DATABASE_URL) delete (appEnv as Record<string, string | undefined>).DATABASE_URL;

if (!process.env.BENCH_SKIP_BUILD || !fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  const b = spawnSync(process.execPath, [nextBin, 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env: appEnv });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

// A server left over on the port (an earlier run that was killed) would answer in place of this build.
for (const port of [APP_PORT, BASE_PORT]) {
  const answered = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`port ${port} is already in use: stop that server or set BENCH_PORT`);
}

const app = spawn(process.execPath, [nextBin, 'start', '-p', String(APP_PORT), '-H', '127.0.0.1'], { stdio: ['ignore', 'ignore', 'inherit'], env: appEnv });
const rows: Row[] = [];
let importSummary: string | null = null;
let chatSummary: string | null = null;
try {
  const base = `http://127.0.0.1:${APP_PORT}`;
  await waitFor(`${base}/`, app);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_HEAVY_EMAIL, password: BENCH_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const jsonAuth = { ...auth, 'content-type': 'application/json' };
  const newEntry = JSON.stringify({ mood: 'relaxed', title: 'Bench', text: 'A calm evening walk and an early night.' });

  // Warm up: first requests compile routes and fill connection pools.
  await run('warm-up', { url: `${base}/api/journal/my-entries`, headers: auth, amount: 200, connections: 10 });

  if (wanted('status')) rows.push(await run('GET ai/status (no database: the framework floor)', { url: `${base}/api/ai/status` }));
  if (wanted('entries')) rows.push(await run('GET my-entries (first page)', { url: `${base}/api/journal/my-entries`, headers: auth }));
  // Full-text search (journal_entry_search_idx) over the heavy user's entries: "coffee" is in one
  // of the seeded relaxed openers, so a few percent of the entries match.
  if (wanted('search')) rows.push(await run('GET my-entries?q=coffee (search)', { url: `${base}/api/journal/my-entries?q=coffee`, headers: auth }));
  if (wanted('trends')) rows.push(await run('GET mood-trends?range=30', { url: `${base}/api/analytics/mood-trends?range=30&tz=UTC`, headers: auth }));
  if (wanted('frequency')) rows.push(await run('GET emotion-frequency', { url: `${base}/api/analytics/emotion-frequency`, headers: auth }));
  // Service time without queueing: one connection, so p50 is the time one request takes.
  if (wanted('trends1'))
    rows.push(
      await run('GET mood-trends?range=30, 1 connection', {
        url: `${base}/api/analytics/mood-trends?range=30&tz=UTC`,
        headers: auth,
        connections: 1,
        amount: 1000,
      }),
    );
  if (wanted('frequency1'))
    rows.push(
      await run('GET emotion-frequency, 1 connection', { url: `${base}/api/analytics/emotion-frequency`, headers: auth, connections: 1, amount: 1000 }),
    );
  if (wanted('post')) rows.push(await run('POST journal', { url: `${base}/api/journal`, method: 'POST', headers: jsonAuth, body: newEntry }));
  if (wanted('reviews')) rows.push(await run('GET reviews (public)', { url: `${base}/api/reviews` }));
  if (wanted('mixed')) {
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
  }
  if (wanted('analytics')) {
    if (analyticsPlanSummary) console.log(`analytics plans for ${BENCH_YEARS_EMAIL}:\n${analyticsPlanSummary}`);
    const yearsLogin = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BENCH_YEARS_EMAIL, password: BENCH_PASSWORD }),
    });
    if (!yearsLogin.ok) throw new Error(`years login failed: ${yearsLogin.status} ${await yearsLogin.text()}`);
    const yearsAuth = { authorization: `Bearer ${((await yearsLogin.json()) as { token: string }).token}` };
    // One connection: p50 is the time one answer takes, not time spent queueing behind others.
    for (const c of ANALYTICS_CASES) {
      await run('warm-up', { url: `${base}${c.path}`, headers: yearsAuth, amount: 20, connections: 1 });
      rows.push(
        await run(`GET ${c.name} (100k entries), 1 connection`, { url: `${base}${c.path}`, headers: yearsAuth, connections: 1, amount: ANALYTICS_REQUESTS }),
      );
    }
  }
  if (wanted('import')) importSummary = await importCase(base, auth, rows);
  if (wanted('chat')) chatSummary = await benchChatStream(base, auth);
} finally {
  await stop(app);
}

// The baseline opens the same database once the app has let go of it (PGlite allows one process).
if (wanted('baseline')) {
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
}

// In this process, once the app has let go of the database (PGlite allows one process).
const reminderSummary = wanted('reminders') ? await benchReminders(dbEnv) : null;

console.log('');
printTable(rows);
const app0 = rows.find((r) => r.case === 'GET my-entries (first page)');
const base0 = rows.find((r) => r.case.startsWith('baseline'));
if (app0 && base0) console.log(`\nmy-entries app/baseline throughput ratio: ${(app0.rps / base0.rps).toFixed(2)} (target >= 0.5)`);
const withErrors = rows.filter((r) => r.errors);
console.log(withErrors.length ? `errors: ${withErrors.map((r) => `${r.case}: ${r.detail}`).join(' | ')}` : 'errors: none');
const analyticsRows = rows.filter((r) => r.case.includes('(100k entries)'));
if (analyticsRows.length) {
  const slow = analyticsRows.filter((r) => r.p50 >= ANALYTICS_P50_TARGET_MS);
  console.log(
    `analytics for ${BENCH_YEARS_EMAIL} (100,000 entries over 10 years): p50 target < ${ANALYTICS_P50_TARGET_MS} ms ${slow.length ? `NOT met by ${slow.map((r) => r.case).join(', ')}` : 'met by every answer'}`,
  );
}
if (importSummary) console.log(importSummary);
if (reminderSummary) console.log(reminderSummary);
if (chatSummary) console.log(chatSummary);
console.log(
  `targets: p99 < 50 ms at ${CONNECTIONS} connections; analytics p50 < 20 ms for ${BENCH_HEAVY_EMAIL} (${BENCH_HEAVY_ENTRIES} entries); 0 errors; other requests' p99 < ${IMPORT_P99_TARGET_MS} ms during a maximum-size import`,
);
await drop?.();
await fake.close();
process.exit(0);
