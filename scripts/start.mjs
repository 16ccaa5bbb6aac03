#!/usr/bin/env node
// `npm start`: check the database, build when the build is missing or older than the sources,
// then serve. Migrations run inside the server on start-up (instrumentation.ts).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const root = process.cwd();
const distDir = process.env.NEXT_DIST_DIR || '.next';
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

async function checkDatabase() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  let where = 'the configured server';
  try {
    const u = new URL(url);
    where = `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    console.error('DATABASE_URL is not a valid PostgreSQL URL (expected postgres://user:password@host:5432/database).');
    process.exit(1);
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (e) {
    console.error(
      `Cannot reach the database in DATABASE_URL (${where}): ${e.code || e.message}. Start the server or fix the URL, or unset DATABASE_URL to use the embedded database.`,
    );
    process.exit(1);
  } finally {
    await client.end().catch(() => {});
  }
}

function newestSourceMtime(dir) {
  let newest = 0;
  const stack = [dir];
  while (stack.length) {
    const d = stack.pop();
    let entries;
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) stack.push(p);
      else newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  }
  return newest;
}

function needsBuild() {
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!fs.existsSync(buildId)) return true;
  const built = fs.statSync(buildId).mtimeMs;
  const sources = ['app', 'components', 'lib', 'public', 'drizzle'].map((d) => newestSourceMtime(path.join(root, d)));
  const files = ['package.json', 'next.config.ts', 'proxy.ts', 'instrumentation.ts'].map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0));
  return Math.max(...sources, ...files) > built;
}

await checkDatabase();
if (needsBuild()) {
  console.log('Building the app (first start or changed sources)...');
  const r = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const port = process.env.PORT || '3000';
// The reminder job runs inside the server every minute (instrumentation.ts); a deployment with
// its own scheduler (Vercel Cron) leaves this unset. REMINDERS_IN_PROCESS=off turns it off here.
process.env.REMINDERS_IN_PROCESS ||= 'on';
const child = spawn(process.execPath, [nextBin, 'start', '-p', port, ...(process.env.HOSTNAME ? ['-H', process.env.HOSTNAME] : [])], {
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
