#!/usr/bin/env node
// The app as the end-to-end suite sees it: a production build on a fresh embedded database,
// mail sent over SMTP to the suite's in-process sink, and one known admin address.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const distDir = process.env.NEXT_DIST_DIR || '.next-e2e';
// playwright.config.ts picks a free port and passes it in PORT.
if (!process.env.PORT) throw new Error('PORT must be set (playwright.config.ts picks a free one)');
const dataDir = path.join(root, 'data', `e2e-${process.env.PORT}`);
fs.rmSync(dataDir, { recursive: true, force: true });

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  PGLITE_DIR: process.env.E2E_DATABASE_URL ? '' : path.join(dataDir, 'pglite'),
  DATABASE_URL: process.env.E2E_DATABASE_URL || '',
  SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT || 2525}`,
  EMAIL_FROM: 'MoodJournal <no-reply@moodjournal.test>',
  BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
  APP_URL: `http://127.0.0.1:${process.env.PORT}`,
  AUTH_RATE_LIMIT_IP: '100000',
  ADMIN_EMAILS: 'admin-e2e@example.com',
  OPENAI_API_KEY: '',
  RESEND_API_KEY: '',
};
if (!env.DATABASE_URL) delete env.DATABASE_URL;

const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
if (!process.env.E2E_SKIP_BUILD || !fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  const r = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, [nextBin, 'start', '-p', String(process.env.PORT), '-H', '127.0.0.1'], { stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
// The port is new on every run, so each run's database goes with it.
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
