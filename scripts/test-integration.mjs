#!/usr/bin/env node
// The integration suite on every engine: always on embedded PGlite, and again on the PostgreSQL
// server in TEST_DATABASE_URL when one is given (each test file makes its own scratch database).
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const runs = [{ label: 'PGlite', env: { ...process.env, TEST_DATABASE_URL: '' } }];
if (process.env.TEST_DATABASE_URL) runs.push({ label: 'PostgreSQL', env: process.env });

for (const run of runs) {
  console.log(`\n=== integration tests on ${run.label} ===`);
  if (!run.env.TEST_DATABASE_URL) delete run.env.TEST_DATABASE_URL;
  const r = spawnSync('npx', ['vitest', 'run', '--project', 'integration', ...extra], { stdio: 'inherit', env: run.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
