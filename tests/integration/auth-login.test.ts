import { describe, expect, it } from 'vitest';
import * as loginRoute from '@/app/api/auth/login/route';
import { call, cookieHeader } from '../helpers/http';
import { PASSWORD, fresh, ip, login, me, signedUp, signup } from '../helpers/auth-requests';

describe('POST /api/auth/login', () => {
  it('answers { token, user }; the token works as a bearer and the cookie is set too', async () => {
    const { email } = await signedUp();
    const res = await login(email.toUpperCase());
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['token', 'user']);
    expect(res.json.user).toEqual({ _id: expect.any(String), name: 'Sam', email, role: 'user', isPremium: false });
    expect((await me({ authorization: `Bearer ${res.json.token}` })).status).toBe(200);
    expect((await me({ cookie: cookieHeader(res.headers) })).status).toBe(200);
  });

  it('answers 401 for a wrong password or an unknown email, with the same message', async () => {
    const { email } = await signedUp();
    const wrong = await login(email, 'wrong-password');
    const unknown = await login(fresh(), PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.message).toBe(unknown.json.message);
    expect(wrong.headers.getSetCookie().some((c) => c.includes('session_token=') && !c.includes('session_token=;'))).toBe(false);
  });

  it('answers 403 telling an unverified user to verify', async () => {
    const email = fresh();
    await signup({ name: 'U', email, password: PASSWORD });
    const res = await login(email);
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/verify your email/i);
  });

  it('limits login attempts per email', async () => {
    const { email } = await signedUp();
    for (let i = 0; i < 10; i++) expect((await login(email, 'wrong-password')).status).toBe(401);
    const blocked = await login(email);
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/Too many login attempts/);
  });

  it('rejects missing fields with 400', async () => {
    const res = await call(loginRoute.POST, { body: { email: fresh() }, headers: ip() });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/Password is required/);
  });
});
