// The one-way rule of the code's layers (README, "Layout"): a module may import its own layer and
// the layers below it, never one above. Type-only imports are erased at build time and may cross.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

// Lowest first. Every folder (or single file) under lib/ must be listed.
const LAYERS: Array<{ name: string; members: string[] }> = [
  { name: 'foundation', members: ['moods', 'errors', 'env', 'limits', 'time', 'time-zone-cookie', 'csv', 'log', 'validation', 'playlist-url'] },
  { name: 'infrastructure', members: ['db', 'email', 'config', 'ml'] },
  { name: 'engines', members: ['ai', 'mood', 'safety', 'rate-limit', 'auth'] },
  { name: 'services', members: ['services', 'seed'] },
  // lib/server: what server components read for a page (the request's session, prefetched queries).
  { name: 'http', members: ['http', 'server'] },
];
// Browser code: may use the foundation, never server modules.
const CLIENT = ['client', 'client-api'];
// Plain modules in the client group that the server shares on purpose: the query keys, so a
// server component prefetches under the very keys the browser's hooks read.
const SHARED_WITH_SERVER = ['client-api/keys'];

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return walk(p);
    return /\.(ts|tsx)$/.test(d.name) && !d.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** `lib/<unit>/...` or `lib/<unit>.ts` -> unit. */
function unitOf(libRelative: string): string {
  return libRelative.split('/')[0].replace(/\.tsx?$/, '');
}

function layerIndex(unit: string): number {
  return LAYERS.findIndex((l) => l.members.includes(unit));
}

/** Value imports (not `import type`) of lib units, resolved from `@/lib/...` and relative paths. */
function libImports(file: string): string[] {
  return libImportPaths(file).map(unitOf);
}

/** The same imports as paths under lib/ (`client-api/keys`), for the few allowed by path. */
function libImportPaths(file: string): string[] {
  const src = fs.readFileSync(file, 'utf8');
  const out: string[] = [];
  const re = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const m of src.matchAll(re)) {
    if (m[1]) continue;
    const spec = m[2];
    let target: string | null = null;
    if (spec.startsWith('@/lib/')) target = spec.slice('@/lib/'.length);
    else if (spec.startsWith('.')) {
      const abs = path.resolve(path.dirname(file), spec);
      const rel = path.relative(path.join(ROOT, 'lib'), abs);
      if (!rel.startsWith('..')) target = rel;
    }
    if (target) out.push(target.replace(/\.tsx?$/, ''));
  }
  return out;
}

describe('layers', () => {
  const files = walk(path.join(ROOT, 'lib'));

  it('lists every lib unit in a layer or the client group', () => {
    const units = new Set(files.map((f) => unitOf(path.relative(path.join(ROOT, 'lib'), f))));
    const unknown = [...units].filter((u) => layerIndex(u) < 0 && !CLIENT.includes(u));
    expect(unknown).toEqual([]);
  });

  it('no lower layer imports a higher one', () => {
    const violations: string[] = [];
    for (const file of files) {
      const unit = unitOf(path.relative(path.join(ROOT, 'lib'), file));
      if (CLIENT.includes(unit)) continue;
      const own = layerIndex(unit);
      for (const targetPath of libImportPaths(file)) {
        const target = unitOf(targetPath);
        if (target === unit || SHARED_WITH_SERVER.includes(targetPath)) continue;
        const theirs = layerIndex(target);
        if (theirs > own || CLIENT.includes(target)) violations.push(`${path.relative(ROOT, file)} -> lib/${target}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('lib/ai talks only to models: it imports nothing from services, auth, rate limits or the database', () => {
    const violations = files
      .filter((f) => path.relative(path.join(ROOT, 'lib'), f).startsWith('ai/'))
      .flatMap((f) =>
        libImports(f)
          .filter((t) => ['services', 'auth', 'rate-limit', 'db', 'http'].includes(t))
          .map((t) => `${path.relative(ROOT, f)} -> ${t}`),
      );
    expect(violations).toEqual([]);
  });

  it('browser code imports no server module (type-only imports aside)', () => {
    const clientFiles = [...CLIENT.flatMap((u) => walk(path.join(ROOT, 'lib', u))), ...walk(path.join(ROOT, 'components'))];
    const server = new Set(['db', 'email', 'config', 'ml', 'mood', 'rate-limit', 'auth', 'services', 'seed', 'http', 'env']);
    const allowedAuth = new Set(['proxy-rules', 'types']);
    const violations: string[] = [];
    for (const file of clientFiles) {
      const src = fs.readFileSync(file, 'utf8');
      for (const m of src.matchAll(/^\s*import\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]@\/lib\/([^'"]+)['"]/gm)) {
        if (m[1]) continue;
        const [unit, sub] = m[2].split('/');
        if (unit === 'auth' && allowedAuth.has(sub)) continue;
        if (server.has(unit)) violations.push(`${path.relative(ROOT, file)} -> lib/${m[2]}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('server modules that touch data or secrets say so with server-only', () => {
    const missing = files
      .filter((f) => /^lib\/(db\/(client|raw|migrate)|services\/|rate-limit\/engine)/.test(path.relative(ROOT, f)))
      .filter((f) => !fs.readFileSync(f, 'utf8').includes("import 'server-only';"))
      .map((f) => path.relative(ROOT, f));
    expect(missing).toEqual([]);
  });
});
