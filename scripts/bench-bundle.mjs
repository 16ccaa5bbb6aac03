#!/usr/bin/env node
// `npm run bench:bundle`: each route's First Load JS (the scripts a first visit downloads), from the
// build's own manifests, gzipped as browsers receive it. Budget: 200 kB per route.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';

const root = process.cwd();
const distDir = process.env.NEXT_DIST_DIR || '.next-bench';
const dist = path.join(root, distDir);
const BUDGET_KB = 200;

if (!process.env.BENCH_SKIP_BUILD || !fs.existsSync(path.join(dist, 'BUILD_ID'))) {
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const buildManifest = JSON.parse(fs.readFileSync(path.join(dist, 'build-manifest.json'), 'utf8'));
const rootMain = buildManifest.rootMainFiles ?? [];
const sizeCache = new Map();
function size(file) {
  if (!sizeCache.has(file)) {
    const buf = fs.readFileSync(path.join(dist, file));
    sizeCache.set(file, { raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length });
  }
  return sizeCache.get(file);
}

function* manifests(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* manifests(p);
    else if (e.name === 'page_client-reference-manifest.js') yield p;
  }
}

const rows = [];
for (const file of manifests(path.join(dist, 'server', 'app'))) {
  const ctx = {};
  ctx.globalThis = ctx;
  vm.createContext(ctx);
  vm.runInContext(fs.readFileSync(file, 'utf8'), ctx);
  for (const [key, m] of Object.entries(ctx.__RSC_MANIFEST)) {
    const route = key.replace(/\/page$/, '').replace(/\/\([^)]+\)/g, '') || '/';
    if (route.startsWith('/_')) continue;
    const files = new Set(rootMain);
    for (const [entry, list] of Object.entries(m.entryJSFiles ?? {})) {
      if (entry.includes('global-error')) continue;
      for (const f of list) files.add(f);
    }
    let raw = 0;
    let gzip = 0;
    for (const f of files) {
      const s = size(f);
      raw += s.raw;
      gzip += s.gzip;
    }
    rows.push({ route, files: files.size, raw, gzip });
  }
}
rows.sort((a, b) => a.route.localeCompare(b.route));
const kb = (n) => (n / 1024).toFixed(1);
console.log('| route | scripts | First Load JS (gzip) | uncompressed | budget |');
console.log('|---|---:|---:|---:|---|');
for (const r of rows)
  console.log(`| ${r.route} | ${r.files} | ${kb(r.gzip)} kB | ${kb(r.raw)} kB | ${r.gzip / 1024 <= BUDGET_KB ? 'ok' : `OVER ${BUDGET_KB} kB`} |`);
const over = rows.filter((r) => r.gzip / 1024 > BUDGET_KB);
console.log(over.length ? `\n${over.length} route(s) over the ${BUDGET_KB} kB budget.` : `\nEvery route is within the ${BUDGET_KB} kB budget.`);
