import crypto from 'node:crypto';
import { expect } from 'vitest';
import * as signupRoute from '@/app/api/auth/signup/route';
import * as verifyRoute from '@/app/api/auth/verify-otp/route';
import * as loginRoute from '@/app/api/auth/login/route';
import * as resendRoute from '@/app/api/auth/resend-otp/route';
import * as meRoute from '@/app/api/auth/me/route';
import * as logoutRoute from '@/app/api/auth/logout/route';
import { call, cookieHeader } from './http';
import { latestOtp } from './otp-inbox';

// Request builders for the auth endpoints (tests/integration/auth-*.test.ts).

export const PASSWORD = 'password123';
export const fresh = (prefix = 'u') => `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.com`;
/** Each call from its own address, so per-IP limits never couple tests. */
export const ip = () => ({ 'x-forwarded-for': `10.${crypto.randomInt(250)}.${crypto.randomInt(250)}.${crypto.randomInt(250)}` });

export const signup = (body: unknown, headers: Record<string, string> = ip()) => call(signupRoute.POST, { body, headers });
export const verify = (email: string, otp: string, headers: Record<string, string> = ip()) => call(verifyRoute.POST, { body: { email, otp }, headers });
export const login = (email: string, password = PASSWORD, headers: Record<string, string> = ip()) =>
  call(loginRoute.POST, { body: { email, password }, headers });
export const resend = (email: string, headers: Record<string, string> = ip()) => call(resendRoute.POST, { body: { email }, headers });
export const me = (headers: Record<string, string>) => call(meRoute.GET, { headers });
export const logout = (headers: Record<string, string>) => call(logoutRoute.POST, { method: 'POST', headers });

export type Browser = {
  /** Its address and every cookie it holds, as request headers. */
  readonly headers: Record<string, string>;
  /** Stores the cookies a response sets (and drops those it clears); returns the response. */
  keep<T extends { headers: Headers }>(res: T): T;
};

/** A browser: one client address and a cookie jar (the sign-up claim, the session). */
export function browser(address: Record<string, string> = ip()): Browser {
  const jar = new Map<string, string>();
  return {
    get headers() {
      const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      return cookie ? { ...address, cookie } : { ...address };
    },
    keep(res) {
      for (const c of res.headers.getSetCookie()) {
        const [pair, ...attrs] = c.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        if (!value || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) jar.delete(name);
        else jar.set(name, value);
      }
      return res;
    },
  };
}

/** A verified account with a cookie session, made through the endpoints in one browser. */
export async function signedUp(email = fresh(), password = PASSWORD) {
  const b = browser();
  expect(b.keep(await signup({ name: 'Sam', email, password }, b.headers)).status).toBe(201);
  const v = b.keep(await verify(email, latestOtp(email), b.headers));
  expect(v.status).toBe(200);
  return { email, cookie: cookieHeader(v.headers), user: v.json.user, browser: b };
}
