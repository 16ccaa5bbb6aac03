import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createDb } from '@/lib/db/client';
import { secureDataDir } from '@/lib/config';

// The embedded database (./data/pglite) and the generated secret (./data/auth-secret) hold every
// journal and every session: other local users must not read them. PGlite writes its files 0666,
// so the folder itself is what keeps them private: 0700, and 0600 for the files we can fix.

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mj-perms-'));
const mode = (p: string) => fs.lstatSync(p).mode & 0o777;

/** Every path under `root` (root included) whose mode is looser than 0700 for folders or 0600 for files. */
function loose(root: string): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const st = fs.lstatSync(p);
    if (st.isSymbolicLink()) return;
    if (st.isDirectory()) {
      if (mode(p) & 0o077) out.push(`${p} ${mode(p).toString(8)}`);
      for (const name of fs.readdirSync(p)) walk(path.join(p, name));
    } else if (mode(p) & 0o077) out.push(`${p} ${mode(p).toString(8)}`);
  };
  walk(root);
  return out;
}

const savedDir = process.env.PGLITE_DIR;
afterEach(() => {
  process.env.PGLITE_DIR = savedDir;
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('data folder permissions', () => {
  it('creates a fresh embedded database in folders only the owner can enter, its files owner-only', async () => {
    const dir = path.join(tmp, 'fresh', 'data', 'pglite');
    process.env.PGLITE_DIR = dir;
    const handle = createDb('');
    try {
      await handle.pglite!.waitReady;
      await handle.pglite!.query('select 1');
    } finally {
      await handle.close();
    }
    expect(mode(path.join(tmp, 'fresh', 'data'))).toBe(0o700);
    expect(mode(dir)).toBe(0o700);
    expect(fs.readdirSync(dir).length).toBeGreaterThan(0);
    expect(loose(dir)).toEqual([]);
  });

  it('tightens an existing world-readable database folder when it opens', async () => {
    const dir = path.join(tmp, 'old', 'pglite');
    fs.mkdirSync(path.join(dir, 'base'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'stray-file'), 'x');
    fs.writeFileSync(path.join(dir, 'base', 'stray-table'), 'x');
    fs.chmodSync(path.join(dir, 'stray-file'), 0o666);
    fs.chmodSync(path.join(dir, 'base', 'stray-table'), 0o644);
    fs.chmodSync(path.join(dir, 'base'), 0o777);
    fs.chmodSync(dir, 0o755);
    expect(loose(dir).length).toBe(4);

    process.env.PGLITE_DIR = dir;
    const handle = createDb('');
    try {
      await handle.pglite!.waitReady;
    } finally {
      await handle.close();
    }
    expect(loose(dir)).toEqual([]);
    expect(mode(path.join(dir, 'stray-file'))).toBe(0o600);
  });

  it('secureDataDir: creates the folder 0700, tightens looser folders and files, leaves stricter ones and symlinks alone', () => {
    const root = path.join(tmp, 'secret', 'data');
    secureDataDir(root);
    expect(mode(root)).toBe(0o700);

    fs.chmodSync(root, 0o777);
    fs.writeFileSync(path.join(root, 'auth-secret'), 's', { mode: 0o644 });
    fs.chmodSync(path.join(root, 'auth-secret'), 0o644);
    fs.writeFileSync(path.join(root, 'read-only'), 'r');
    fs.chmodSync(path.join(root, 'read-only'), 0o400);
    const outside = path.join(tmp, 'outside-file');
    fs.writeFileSync(outside, 'o');
    fs.chmodSync(outside, 0o644);
    fs.symlinkSync(outside, path.join(root, 'link'));

    secureDataDir(root);
    expect(mode(root)).toBe(0o700);
    expect(mode(path.join(root, 'auth-secret'))).toBe(0o600);
    expect(mode(path.join(root, 'read-only'))).toBe(0o400);
    expect(mode(outside)).toBe(0o644);
  });
});
