import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serverEnv } from '@/lib/env';

// Every setting has a working default so `npm install && npm start` needs no configuration.

export function appUrl(): string {
  const env = serverEnv();
  return env.APP_URL || `http://localhost:${env.PORT}`;
}

let cachedSecret: string | undefined;

/** ./data: the embedded database (unless PGLITE_DIR moves it) and the generated secret. */
export function dataDir(): string {
  return path.join(process.cwd(), 'data');
}

/**
 * Makes `root` private to the account the app runs as: creates it (and missing parents) 0700, then
 * walks it and takes group and other access away from every folder (0700) and file (0600) that
 * has any. Symlinks are not followed. PGlite writes its files 0666 whatever the umask, so this
 * runs whenever the embedded database opens; a folder the app cannot change is reported, not fatal.
 */
export function secureDataDir(root: string): void {
  fs.mkdirSync(root, { recursive: true, mode: 0o700 });
  const stack = [root];
  while (stack.length) {
    const p = stack.pop()!;
    let st: fs.Stats;
    try {
      st = fs.lstatSync(p);
    } catch {
      continue; // removed while we walked
    }
    if (st.isSymbolicLink()) continue;
    try {
      if (st.isDirectory()) {
        if (st.mode & 0o077) fs.chmodSync(p, 0o700);
        for (const name of fs.readdirSync(p)) stack.push(path.join(p, name));
      } else if (st.mode & 0o077) {
        fs.chmodSync(p, 0o600);
      }
    } catch (e) {
      console.warn(`[data] could not restrict the permissions of ${p}: ${(e as Error).message}`);
    }
  }
}

/**
 * A hosted production deployment (on Vercel, or served over https), as opposed to `npm start` on
 * one machine, which is also NODE_ENV=production but may keep its generated secret in ./data,
 * with the embedded database or a local PostgreSQL alike.
 */
export function isHostedProduction(source?: Record<string, string | undefined>): boolean {
  const env = serverEnv(source);
  if (env.NODE_ENV !== 'production') return false;
  return Boolean(env.VERCEL || env.APP_URL?.startsWith('https://'));
}

/** Start-up check: a hosted production deployment must bring its own secret and an email provider. */
export function productionConfigProblem(source?: Record<string, string | undefined>): string | null {
  const env = serverEnv(source);
  if (isHostedProduction(source) && !env.BETTER_AUTH_SECRET) {
    return 'BETTER_AUTH_SECRET must be set in production (generate one with `openssl rand -base64 32`). Start-up stopped.';
  }
  if (env.BETTER_AUTH_SECRET && env.BETTER_AUTH_SECRET.length < 32 && isHostedProduction(source)) {
    return 'BETTER_AUTH_SECRET must be at least 32 characters in production. Start-up stopped.';
  }
  // Without a provider the console transport only logs each code: nobody could verify an account.
  if (isHostedProduction(source) && !env.RESEND_API_KEY && !env.SMTP_URL) {
    return 'RESEND_API_KEY or SMTP_URL must be set in production, or sign-up codes reach only the server log. Start-up stopped.';
  }
  return null;
}

/**
 * BETTER_AUTH_SECRET signs sessions and bearer tokens. When unset (a local install) one is generated
 * once into ./data so sessions survive restarts; a hosted deployment must set its own.
 */
export function authSecret(): string {
  const configured = serverEnv().BETTER_AUTH_SECRET;
  if (configured) return configured;
  const problem = productionConfigProblem();
  if (problem) throw new Error(problem);
  if (cachedSecret) return cachedSecret;
  const dir = dataDir();
  const file = path.join(dir, 'auth-secret');
  try {
    cachedSecret = fs.readFileSync(file, 'utf8').trim();
  } catch {
    cachedSecret = crypto.randomBytes(32).toString('base64url');
    try {
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      fs.writeFileSync(file, cachedSecret, { mode: 0o600 });
    } catch {
      // Read-only file system (e.g. serverless): the secret lives for this process only.
    }
  }
  return cachedSecret;
}

export function adminEmails(): Set<string> {
  return new Set(
    serverEnv()
      .ADMIN_EMAILS.split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}
