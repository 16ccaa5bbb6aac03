import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// Every setting has a working default so `npm install && npm start` needs no configuration.

export function appUrl(): string {
  return process.env.APP_URL || `http://localhost:${process.env.PORT || 3000}`;
}

let cachedSecret: string | undefined;

/**
 * BETTER_AUTH_SECRET signs sessions and bearer tokens. When unset (a local install) one is generated
 * once into ./data so sessions survive restarts; a hosted deployment must set its own.
 */
export function authSecret(): string {
  if (process.env.BETTER_AUTH_SECRET) return process.env.BETTER_AUTH_SECRET;
  if (cachedSecret) return cachedSecret;
  const dir = path.join(process.cwd(), 'data');
  const file = path.join(dir, 'auth-secret');
  try {
    cachedSecret = fs.readFileSync(file, 'utf8').trim();
  } catch {
    cachedSecret = crypto.randomBytes(32).toString('base64url');
    try {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(file, cachedSecret, { mode: 0o600 });
    } catch {
      // Read-only file system (e.g. serverless): the secret lives for this process only.
    }
  }
  return cachedSecret;
}

export function adminEmails(): Set<string> {
  return new Set(
    (process.env.ADMIN_EMAILS || '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}
