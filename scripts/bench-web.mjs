#!/usr/bin/env node
// `npm run bench:web`: Lighthouse (performance and accessibility) on /, /journal and /analytics as the
// demo user sees them, on a production build served by `next start` over a fresh embedded database,
// in Debian's Chromium. A benchmark, not a test: it exits 0 when an aim is missed and says which.
//
//   --reuse               serve the existing .next-bench-web build when there is one (BENCH_SKIP_BUILD=1 too)
//   --form=mobile|desktop only one form factor (default: both)
//   --runs=N              audit each page N times and keep the median by performance (default 1)
//   --pages=/,/journal    other paths
//   --theme=dark          audit the dark theme (default: light, as a first visit without a preference)
//
// Full reports go to data/bench-web-reports/ (one JSON file per page and form factor).
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { freePort } from './free-port.mjs';

const AIMS = { performance: 95, accessibility: 100, lcpMs: 1000, cls: 0.05 };
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const { values: opts } = parseArgs({
  options: {
    reuse: { type: 'boolean', default: Boolean(process.env.BENCH_SKIP_BUILD) },
    form: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '1' },
    pages: { type: 'string', default: '/,/journal,/analytics' },
    theme: { type: 'string', default: 'light' },
  },
});
const forms = opts.form === 'both' ? ['mobile', 'desktop'] : [opts.form];
if (!forms.every((f) => f === 'mobile' || f === 'desktop')) throw new Error(`--form must be mobile, desktop or both, not ${opts.form}`);
const runs = Math.max(1, Number.parseInt(opts.runs, 10) || 1);
if (opts.theme !== 'light' && opts.theme !== 'dark') throw new Error(`--theme must be light or dark, not ${opts.theme}`);
const pages = opts.pages
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);

const root = process.cwd();
const distDir = process.env.NEXT_DIST_DIR || '.next-bench-web';
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const tsxCli = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const dataDir = path.join(root, 'data', `bench-web-${process.pid}`);
const reportDir = path.join(root, 'data', 'bench-web-reports');

if (!fs.existsSync(CHROMIUM)) {
  console.error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}

const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  PGLITE_DIR: path.join(dataDir, 'pglite'),
  BETTER_AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
  APP_URL: baseURL,
  // With neither SMTP nor Resend, mail goes to the server's log: nothing leaves the machine.
  SMTP_URL: '',
  RESEND_API_KEY: '',
  OPENAI_API_KEY: '',
  REMINDERS_IN_PROCESS: 'off',
  AUTH_RATE_LIMIT_IP: '100000',
};
delete env.DATABASE_URL;

let server = null;
let browser = null;
let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  await browser?.close().catch(() => {});
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    cleanup().finally(() => process.exit(130));
  });

function build() {
  if (opts.reuse && fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    console.log(`Reusing the build in ${distDir}.`);
    return;
  }
  console.log(`Building into ${distDir} (next build)...`);
  // next build adds its output folder's types to tsconfig.json and rewrites next-env.d.ts: a
  // benchmark should leave the working tree as it found it.
  const keep = ['tsconfig.json', 'next-env.d.ts'].map((f) => [f, fs.existsSync(f) ? fs.readFileSync(f) : null]);
  const r = spawnSync(process.execPath, [nextBin, 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  for (const [f, content] of keep) if (content && !content.equals(fs.readFileSync(f))) fs.writeFileSync(f, content);
  if (r.status !== 0) throw new Error(`next build failed (${r.status})`);
}

/** The demo journal, through the same code as `npm run db:seed -- --demo`; returns its sign-in. */
function seed() {
  fs.mkdirSync(dataDir, { recursive: true });
  const r = spawnSync(process.execPath, [tsxCli, '--conditions=react-server', 'scripts/seed.ts', '--demo'], { env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`seeding the demo journal failed:\n${r.stdout}\n${r.stderr}`);
  const email = /email:\s+(\S+)/.exec(r.stdout)?.[1];
  const password = /password:\s+(\S+)/.exec(r.stdout)?.[1];
  if (!email || !password) throw new Error(`the seed did not print a sign-in:\n${r.stdout}`);
  return { email, password };
}

async function startServer() {
  server = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`next start exited (${server.exitCode})`);
    const up = await fetch(`${baseURL}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() - started > 120_000) throw new Error('the app did not answer within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function signIn({ email, password }) {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const { user } = await res.json();
  const cookies = res.headers.getSetCookie().map((c) => {
    const pair = c.split(';')[0];
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim() };
  });
  if (!cookies.length) throw new Error('login set no session cookie');
  return { cookies, user, header: cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
}

/**
 * Lighthouse's own storage reset would also wipe local storage, where the client keeps its token
 * (SPEC section 4; without it the screens redirect to /login), and the session cookie. So the reset
 * is done here instead, then both are put back (with the time-zone cookie such a browser also
 * has): each audit still starts with an empty HTTP cache and no service worker. The cookie goes into the browser's jar rather than Lighthouse's
 * extraHeaders: those reach only the page's own requests, and once the service worker controls the
 * page its fetches to /api would go without a cookie (401, and the page signs the user out).
 */
async function prepare(page, session) {
  const cdp = await page.createCDPSession();
  await cdp.send('Storage.clearDataForOrigin', {
    origin: baseURL,
    storageTypes: 'cookies,local_storage,file_systems,indexeddb,service_workers,cache_storage,websql,shader_cache',
  });
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCookies', {
    cookies: session.cookies.map(({ name, value }) => ({ name, value, url: baseURL, path: '/', httpOnly: true, sameSite: 'Lax' })),
  });
  await page.goto(`${baseURL}/manifest.webmanifest`);
  await page.evaluate(
    (u, theme) => {
      localStorage.setItem('token', 'session-cookie');
      localStorage.setItem('user', JSON.stringify(u));
      // next-themes' key (app/providers.tsx): contrast is checked in the theme asked for.
      localStorage.setItem('theme', theme);
      // The zone cookie every page load of a signed-in browser has written (lib/client/first-render.ts),
      // so the server renders the day-based figures (streaks, this week) as it would for this user.
      document.cookie = `tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
    },
    session.user,
    opts.theme,
  );
  await page.goto('about:blank');
  await cdp.detach();
}

const round = (n) => (n == null ? null : Math.round(n));

function summarise(lhr, pagePath, form) {
  const a = lhr.audits;
  const failingA11y = lhr.categories.accessibility.auditRefs
    .map((ref) => a[ref.id])
    .filter((x) => x && x.score !== null && x.score < 1 && !['notApplicable', 'manual', 'informative'].includes(x.scoreDisplayMode));
  const opportunities = Object.values(a)
    .filter((x) => x.details?.type === 'opportunity' && (x.details.overallSavingsMs ?? 0) > 0)
    .sort((x, y) => y.details.overallSavingsMs - x.details.overallSavingsMs)
    .slice(0, 3)
    .map((x) => `${x.id} (~${round(x.details.overallSavingsMs)} ms)`);
  const metrics = a.metrics?.details?.items?.[0] ?? {};
  const lcpNode = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    page: pagePath,
    form,
    finalUrl: lhr.finalDisplayedUrl,
    performance: round(lhr.categories.performance.score * 100),
    accessibility: round(lhr.categories.accessibility.score * 100),
    lcp: round(a['largest-contentful-paint'].numericValue),
    lcpObserved: round(metrics.observedLargestContentfulPaint),
    cls: a['cumulative-layout-shift'].numericValue,
    tbt: round(a['total-blocking-time'].numericValue),
    failingA11y: failingA11y.map((x) => x.id),
    failingA11yDetail: failingA11y.map((x) => ({
      id: x.id,
      nodes: (x.details?.items ?? []).map((i) => i.node?.selector ?? i.node?.snippet).filter(Boolean),
    })),
    opportunities,
    lcpElement: lcpNode?.snippet ?? lcpNode?.selector ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

async function audit(pagePath, form, session) {
  const page = await browser.newPage();
  try {
    await prepare(page, session);
    const flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    };
    const result = await lighthouse(`${baseURL}${pagePath}`, flags, form === 'desktop' ? desktopConfig : undefined, page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${pagePath}: ${result.lhr.runtimeError.message}`);
    return { lhr: result.lhr, report: result.report };
  } finally {
    await page.close().catch(() => {});
  }
}

const rows = [];
try {
  build();
  const signInDetails = seed();
  await startServer();
  const session = await signIn(signInDetails);
  browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROME_FLAGS, defaultViewport: null });
  // One unmeasured visit per page: the first request of a route after `next start` loads its
  // server code, which is start-up cost, not the page's.
  for (const p of pages) await fetch(`${baseURL}${p}`, { headers: { cookie: session.header } }).then((r) => r.arrayBuffer());
  fs.mkdirSync(reportDir, { recursive: true });

  for (const form of forms)
    for (const p of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        process.stdout.write(`Lighthouse ${form} ${p}${runs > 1 ? ` (run ${i + 1}/${runs})` : ''}...\n`);
        results.push(await audit(p, form, session));
      }
      results.sort((x, y) => x.lhr.categories.performance.score - y.lhr.categories.performance.score);
      const median = results[Math.floor(results.length / 2)];
      const name = `${p === '/' ? 'home' : p.replace(/^\//, '').replace(/\//g, '-')}-${form}-${opts.theme}.report.json`;
      fs.writeFileSync(path.join(reportDir, name), median.report);
      const row = summarise(median.lhr, p, form);
      if (new URL(row.finalUrl).pathname !== p) row.warnings.push(`ended on ${row.finalUrl}: not signed in?`);
      rows.push(row);
    }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
} finally {
  await cleanup();
}

if (rows.length) {
  const cpu = `${(await import('node:os')).cpus().length} CPU(s), load ${(await import('node:os')).loadavg()[0].toFixed(2)}`;
  console.log(`\nLighthouse ${lighthouseVersion()} in ${CHROMIUM}, ${opts.theme} theme, ${runs} run(s) per page (median by performance), ${cpu}.`);
  console.log('LCP is the figure Lighthouse scores (mobile: simulated slow 4G and 4x CPU slowdown); "seen" is the unthrottled one measured on this machine.\n');
  console.log('| page | form | performance | accessibility | LCP (ms) | LCP seen (ms) | CLS | TBT (ms) | failing accessibility audits |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---|');
  for (const r of rows)
    console.log(
      `| ${r.page} | ${r.form} | ${r.performance} | ${r.accessibility} | ${r.lcp} | ${r.lcpObserved ?? '-'} | ${r.cls.toFixed(3)} | ${r.tbt} | ${r.failingA11y.join(', ') || '-'} |`,
    );

  console.log('\nDetails:');
  for (const r of rows) {
    console.log(`- ${r.page} ${r.form}: LCP element ${r.lcpElement ?? '?'}`);
    if (r.opportunities.length) console.log(`  largest opportunities: ${r.opportunities.join(', ')}`);
    for (const f of r.failingA11yDetail) console.log(`  ${f.id}: ${f.nodes.slice(0, 5).join(' | ') || '(no nodes listed)'}`);
    for (const w of r.warnings) console.log(`  warning: ${typeof w === 'string' ? w : JSON.stringify(w)}`);
  }

  const check = (label, ok) => console.log(`  ${ok ? 'met    ' : 'MISSED '} ${label}`);
  console.log('\nAims (each page and form factor):');
  check(
    `performance >= ${AIMS.performance}`,
    rows.every((r) => r.performance >= AIMS.performance),
  );
  check(
    `accessibility ${AIMS.accessibility}`,
    rows.every((r) => r.accessibility >= AIMS.accessibility),
  );
  check(
    `LCP < ${AIMS.lcpMs} ms`,
    rows.every((r) => r.lcp < AIMS.lcpMs),
  );
  check(
    `CLS < ${AIMS.cls}`,
    rows.every((r) => r.cls < AIMS.cls),
  );
  const missed = rows.flatMap((r) => {
    const m = [];
    if (r.performance < AIMS.performance) m.push('performance');
    if (r.accessibility < AIMS.accessibility) m.push('accessibility');
    if (r.lcp >= AIMS.lcpMs) m.push('LCP');
    if (r.cls >= AIMS.cls) m.push('CLS');
    return m.length ? [`${r.page} ${r.form}: ${m.join(', ')}`] : [];
  });
  if (missed.length) console.log(`  missed on: ${missed.join('; ')}`);
  console.log(`\nFull reports: ${path.relative(root, reportDir)}/`);
}

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
}
