import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

// The port playwright.config.ts chose for the mail sink's API (workers inherit it).
const MAIL_API = `http://127.0.0.1:${process.env.E2E_MAIL_API_PORT}`;
export const E2E_ADMIN_EMAIL = 'admin-e2e@example.com';
export const E2E_PASSWORD = 'correct-horse-battery';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.com`;
}

/** Waits for the newest code mailed to `email` and returns it (read from the SMTP sink). */
export async function readOtp(email: string, after = 0): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${MAIL_API}/messages?to=${encodeURIComponent(email.toLowerCase())}`);
    const mails = (await res.json()) as { raw: string; at: number }[];
    const fresh = mails.filter((m) => m.at > after);
    const last = fresh[fresh.length - 1];
    const code = last?.raw.match(/one-time code is (\d{6})/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code was mailed to ${email}`);
}

export type E2EUser = { email: string; password: string; name: string; token: string };

/** A verified account made through the API (sign-up, the mailed code, login), no browser needed. */
export async function createAccount(request: APIRequestContext, opts: { email?: string; name?: string } = {}): Promise<E2EUser> {
  const email = (opts.email ?? uniqueEmail()).toLowerCase();
  const name = opts.name ?? 'E2E User';
  const before = Date.now() - 1;
  const s = await request.post('/api/auth/signup', { data: { name, email, password: E2E_PASSWORD } });
  expect(s.status(), await s.text()).toBe(201);
  const otp = await readOtp(email, before);
  const v = await request.post('/api/auth/verify-otp', { data: { email, otp } });
  expect(v.status(), await v.text()).toBe(200);
  const l = await request.post('/api/auth/login', { data: { email, password: E2E_PASSWORD } });
  expect(l.status(), await l.text()).toBe(200);
  const { token } = (await l.json()) as { token: string };
  return { email, password: E2E_PASSWORD, name, token };
}

/**
 * Signs the browser in as a fresh account, the way the login screen leaves it: the session cookie
 * plus `token` and `user` in local storage.
 */
export async function signIn(page: Page, opts: { email?: string; name?: string } = {}): Promise<E2EUser> {
  const account = await createAccount(page.request, opts);
  const res = await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  const { token, user } = (await res.json()) as { token: string; user: unknown };
  await page.goto('/');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t as string);
      localStorage.setItem('user', JSON.stringify(u));
    },
    [token, user],
  );
  return { ...account, token };
}

/** Puts a login answer into the browser the way the login screen does (the cookie is already in the context). */
async function storeLogin(page: Page, token: string, user: unknown) {
  if (page.url() === 'about:blank') await page.goto('/');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t as string);
      localStorage.setItem('user', JSON.stringify(u));
    },
    [token, user],
  );
}

const adminLockPath = () => path.join(os.tmpdir(), `mj-e2e-admin-${process.env.E2E_PORT ?? 'external'}.lock`);

/**
 * One worker at a time may create the shared admin account: the code signs in (and makes an admin
 * of) only the browser of the latest sign-up, so two workers signing up at once could leave it an
 * ordinary verified account. A lock file decides; a lock older than a minute is a crashed worker's.
 */
function takeAdminLock(): (() => void) | null {
  const lock = adminLockPath();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      return () => fs.rmSync(lock, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age < 60_000) return null;
      fs.rmSync(lock, { force: true });
    }
  }
  return null;
}

/**
 * Signs the browser in as E2E_ADMIN_EMAIL (an admin through ADMIN_EMAILS, applied when the browser
 * that signed up enters the code). The account is shared by every spec in a run, so whichever spec
 * comes first creates it (sign-up and code in this browser) and the rest log in. A worker that
 * finds another creating it waits for the lock rather than retrying the login: wrong logins make
 * the next ones wait (the login back-off).
 */
export async function signInAsAdmin(page: Page): Promise<E2EUser> {
  const email = E2E_ADMIN_EMAIL;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const l = await page.request.post('/api/auth/login', { data: { email, password: E2E_PASSWORD } });
    if (l.status() === 200) {
      const { token, user } = (await l.json()) as { token: string; user: { role: string } };
      expect(user.role).toBe('admin');
      await storeLogin(page, token, user);
      return { email, password: E2E_PASSWORD, name: 'E2E Admin', token };
    }
    // 401: no account yet; 403: a sign-up that was never verified (a crashed worker's).
    if ((l.status() !== 401 && l.status() !== 403) || Date.now() > deadline) {
      throw new Error(`admin login kept failing: ${l.status()} ${await l.text()}`);
    }
    const release = takeAdminLock();
    if (release) {
      try {
        const before = Date.now() - 1;
        const s = await page.request.post('/api/auth/signup', { data: { name: 'E2E Admin', email, password: E2E_PASSWORD } });
        expect(s.status(), await s.text()).toBe(201);
        const otp = await readOtp(email, before);
        const v = await page.request.post('/api/auth/verify-otp', { data: { email, otp } });
        expect(v.status(), await v.text()).toBe(200);
        expect(((await v.json()) as { user?: { role: string } }).user?.role).toBe('admin');
      } finally {
        release();
      }
      continue;
    }
    while (fs.existsSync(adminLockPath()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  }
}
