#!/usr/bin/env node
// The app as the end-to-end suite sees it: a production build on a fresh embedded database,
// mail sent over SMTP to the suite's in-process sink, and one known admin address (plus a second,
// model-backed instance of the same build for the streaming chat spec; see below).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port.mjs';

const root = process.cwd();
const distDir = process.env.NEXT_DIST_DIR || '.next-e2e';
// playwright.config.ts picks a free port and passes it in PORT.
if (!process.env.PORT) throw new Error('PORT must be set (playwright.config.ts picks a free one)');
const dataDir = path.join(root, 'data', `e2e-${process.env.PORT}`);
fs.rmSync(dataDir, { recursive: true, force: true });

// playwright.config.ts picks free ports and passes them in; without them there is no sink to mail.
for (const name of ['PORT', 'E2E_SMTP_PORT']) {
  if (!process.env[name]) {
    console.error(`${name} is not set: start the end-to-end server through Playwright (npm run test:e2e), which picks free ports.`);
    process.exit(1);
  }
}

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  PGLITE_DIR: process.env.E2E_DATABASE_URL ? '' : path.join(dataDir, 'pglite'),
  DATABASE_URL: process.env.E2E_DATABASE_URL || '',
  SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
  EMAIL_FROM: 'MoodJournal <no-reply@moodjournal.test>',
  BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
  APP_URL: `http://127.0.0.1:${process.env.PORT}`,
  AUTH_RATE_LIMIT_IP: '100000',
  ADMIN_EMAILS: 'admin-e2e@example.com',
  // The reminders spec runs the job through the cron route (tests/e2e/support/env.ts, E2E_CRON_SECRET).
  CRON_SECRET: 'e2e-cron-secret',
  REMINDERS_IN_PROCESS: 'off',
  OPENAI_API_KEY: '',
  RESEND_API_KEY: '',
};
if (!env.DATABASE_URL) delete env.DATABASE_URL;

const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
if (!process.env.E2E_SKIP_BUILD || !fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  const r = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// Every spec but one relies on the offline assistant's texts, while tests/e2e/chat-stream.spec.ts
// needs a model that streams: so a second `next start` of the same build, on a free port, answers
// with the fake OpenAI-compatible server (tests/helpers/fake-openai.ts), which that spec scripts over
// HTTP. It starts before the main app, so its boot (migrations, first render) is over before any spec
// runs; it shares the database when that is PostgreSQL (PGlite allows one process per folder, so it
// gets its own). Once it answers, model-app.json in this run's data folder says where both are
// (tests/e2e/support/model-app.ts). If it cannot start, the main app starts all the same and only
// that spec fails, saying why.
let modelChild = null;
let fake = null;
const modelAppFile = path.join(dataDir, 'model-app.json');

async function startModelApp() {
  const { tsImport } = await import('tsx/esm/api');
  const { startFakeOpenAI } = await tsImport('../tests/helpers/fake-openai.ts', import.meta.url);
  fake = await startFakeOpenAI();
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const modelEnv = {
    ...env,
    APP_URL: baseURL,
    OPENAI_API_KEY: 'e2e-fake-key',
    OPENAI_BASE_URL: fake.url,
    PGLITE_DIR: env.DATABASE_URL ? '' : path.join(dataDir, 'pglite-model'),
    // The sentence encoder only serves offline answers here, and loading it (about 115 MB, seconds
    // of CPU) beside the main app's own would slow the specs running on that one.
    MOOD_ENCODER: 'off',
  };
  modelChild = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], { stdio: 'inherit', env: modelEnv });
  const started = Date.now();
  for (;;) {
    if (modelChild.exitCode !== null) throw new Error(`the model-backed app exited (${modelChild.exitCode})`);
    const up = await fetch(`${baseURL}/`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (up) break;
    if (Date.now() - started > 120_000) throw new Error('the model-backed app did not answer within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  writeModelAppFile({ baseURL, fakeOpenAIUrl: fake.url });
}

/** Written whole or not at all (the spec polls for it). */
function writeModelAppFile(info) {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(`${modelAppFile}.tmp`, JSON.stringify(info));
  fs.renameSync(`${modelAppFile}.tmp`, modelAppFile);
}

let child = null;
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    modelChild?.kill(sig);
    if (child) return void child.kill(sig);
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });

await startModelApp().catch((e) => {
  console.error('[e2e] model-backed app:', e);
  modelChild?.kill('SIGTERM');
  writeModelAppFile({ error: String(e?.message ?? e) });
});

child = spawn(process.execPath, [nextBin, 'start', '-p', String(process.env.PORT), '-H', '127.0.0.1'], { stdio: 'inherit', env });
// The port is new on every run, so each run's database goes with it.
child.on('exit', async (code) => {
  modelChild?.kill('SIGTERM');
  await fake?.close().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
