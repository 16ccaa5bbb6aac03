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
export const login = (email: string, password = PASSWORD) => call(loginRoute.POST, { body: { email, password }, headers: ip() });
export const resend = (email: string) => call(resendRoute.POST, { body: { email }, headers: ip() });
export const me = (headers: Record<string, string>) => call(meRoute.GET, { headers });
export const logout = (headers: Record<string, string>) => call(logoutRoute.POST, { method: 'POST', headers });

/** A verified account with a cookie session, made through the endpoints. */
export async function signedUp(email = fresh()) {
  expect((await signup({ name: 'Sam', email, password: PASSWORD })).status).toBe(201);
  const v = await verify(email, latestOtp(email));
  expect(v.status).toBe(200);
  return { email, cookie: cookieHeader(v.headers), user: v.json.user };
}
