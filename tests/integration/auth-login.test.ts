import { describe, expect, it } from 'vitest';
import * as loginRoute from '@/app/api/auth/login/route';
import { clearBackoff } from '@/lib/rate-limit/engine';
import { policies } from '@/lib/rate-limit/policies';
import { loginBackoffKey } from '@/lib/services/auth';
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

  // Security review, item 5: ten wrong passwords used to lock the owner out for 15 minutes. The
  // limit is now per address and client address together, a growing delay rather than a lock.
  it('wrong passwords from one client do not lock the owner out from another', async () => {
    const { email } = await signedUp();
    const attacker = { 'x-forwarded-for': '10.66.66.66' };
    for (let i = 0; i < 12; i++) expect([401, 429]).toContain((await login(email, 'wrong-password', attacker)).status);
    expect((await login(email, 'wrong-password', attacker)).status).toBe(429);
    const owner = await login(email, PASSWORD, { 'x-forwarded-for': '10.1.1.1' });
    expect(owner.status).toBe(200);
  });

  it('after 5 free wrong passwords each one makes the next attempt wait longer: 30 s, 1 min, 2 min...', async () => {
    const { email } = await signedUp();
    const from = { 'x-forwarded-for': '10.77.0.1' };
    const key = loginBackoffKey(email, new Headers(from));
    for (let i = 0; i < 5; i++) expect((await login(email, 'wrong-password', from)).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      expect((await login(email, 'wrong-password', from)).status).toBe(401);
      const blocked = await login(email, PASSWORD, from);
      expect(blocked.status).toBe(429);
      expect(blocked.json.message).toMatch(/Too many login attempts\. Please try again in \d+ (seconds|minutes)\./);
      waits.push(Number(blocked.headers.get('retry-after')));
      // The wait passes; the count of wrong passwords stays.
      await clearBackoff(policies.loginBackoff(), key, { keepCount: true });
    }
    expect(waits[0]).toBeGreaterThan(25);
    expect(waits[0]).toBeLessThanOrEqual(30);
    expect(waits[1]).toBeGreaterThan(55);
    expect(waits[1]).toBeLessThanOrEqual(60);
    expect(waits[2]).toBeGreaterThan(115);
    expect(waits[2]).toBeLessThanOrEqual(120);
  });

  it('a successful login resets the count', async () => {
    const { email } = await signedUp();
    const from = { 'x-forwarded-for': '10.88.0.1' };
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 5; i++) expect((await login(email, 'wrong-password', from)).status).toBe(401);
      expect((await login(email, PASSWORD, from)).status).toBe(200);
    }
  });

  it('unknown addresses are counted like known ones', async () => {
    const nobody = fresh('nobody');
    const from = { 'x-forwarded-for': '10.99.0.1' };
    for (let i = 0; i < 6; i++) expect((await login(nobody, PASSWORD, from)).status).toBe(401);
    expect((await login(nobody, PASSWORD, from)).status).toBe(429);
  });

  it('rejects missing fields with 400', async () => {
    const res = await call(loginRoute.POST, { body: { email: fresh() }, headers: ip() });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/Password is required/);
  });
});
