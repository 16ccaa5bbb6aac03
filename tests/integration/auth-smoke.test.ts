import { describe, expect, it } from 'vitest';
import * as signupRoute from '@/app/api/auth/signup/route';
import * as verifyRoute from '@/app/api/auth/verify-otp/route';
import * as loginRoute from '@/app/api/auth/login/route';
import * as meRoute from '@/app/api/auth/me/route';
import * as logoutRoute from '@/app/api/auth/logout/route';
import { call, cookieHeader } from '../helpers/http';
import { latestOtp } from '../helpers/otp-inbox';

describe('auth flow', () => {
  it('signs up, verifies, logs in, and logs out', async () => {
    const email = 'Flow@Example.com';
    const s = await call(signupRoute.POST, { body: { name: 'Flo', email, password: 'password123' } });
    expect(s.status).toBe(201);
    const code = latestOtp('flow@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const v = await call(verifyRoute.POST, { body: { email, otp: code } });
    expect(v.status).toBe(200);
    expect(v.json.user.email).toBe('flow@example.com');
    const cookie = cookieHeader(v.headers);
    expect(cookie).toContain('session_token');
    const m = await call(meRoute.GET, { headers: { cookie } });
    expect(m.status).toBe(200);
    const l = await call(loginRoute.POST, { body: { email, password: 'password123' } });
    expect(l.status).toBe(200);
    expect(l.json.token).toBeTruthy();
    const mb = await call(meRoute.GET, { headers: { authorization: `Bearer ${l.json.token}` } });
    expect(mb.status).toBe(200);
    const out = await call(logoutRoute.POST, { method: 'POST', headers: { authorization: `Bearer ${l.json.token}` } });
    expect(out.status).toBe(200);
    const after = await call(meRoute.GET, { headers: { authorization: `Bearer ${l.json.token}` } });
    expect(after.status).toBe(401);
  });
});
