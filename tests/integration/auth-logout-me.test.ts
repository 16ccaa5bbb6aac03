import { describe, expect, it } from 'vitest';
import { promoteToAdmin } from '@/lib/auth/promote';
import { json, route } from '@/lib/http/route';
import { call, cookieHeader } from '../helpers/http';
import { createTestUser } from '../helpers/users';
import { fresh, login, logout, me, signedUp } from '../helpers/auth-requests';

describe('POST /api/auth/logout', () => {
  it('revokes the session: the cookie and the bearer token stop working at once, and the cookie is cleared', async () => {
    const { email } = await signedUp();
    const l = await login(email);
    const cookie = cookieHeader(l.headers);
    const bearer = { authorization: `Bearer ${l.json.token}` };
    const out = await logout({ cookie });
    expect(out.status).toBe(200);
    const cleared = out.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(cleared).toMatch(/session_token=;|Max-Age=0/i);
    expect((await me({ cookie })).status).toBe(401);
    expect((await me(bearer)).status).toBe(401);
  });

  it('revokes a bearer session, and ignores the session-cookie marker in favour of the cookie', async () => {
    const { email } = await signedUp();
    const l = await login(email);
    expect((await logout({ authorization: `Bearer ${l.json.token}` })).status).toBe(200);
    expect((await me({ cookie: cookieHeader(l.headers) })).status).toBe(401);

    const { cookie } = await signedUp();
    expect((await me({ cookie, authorization: 'Bearer session-cookie' })).status).toBe(200);
    expect((await logout({ cookie, authorization: 'Bearer session-cookie' })).status).toBe(200);
    expect((await me({ cookie })).status).toBe(401);
  });

  // Security review, item 6: a client whose session already ended must still be able to log out.
  it('is idempotent: with no live session it answers 200 "Logged out" and clears the cookies', async () => {
    const cases: Record<string, string>[] = [{}, { authorization: 'Bearer session-cookie' }, { cookie: 'better-auth.session_token=stale.value' }];
    for (const headers of cases) {
      const out = await logout(headers);
      expect(out.status).toBe(200);
      expect(out.json).toEqual({ message: 'Logged out' });
      expect(out.headers.getSetCookie().find((c) => c.includes('session_token='))).toMatch(/session_token=;.*Max-Age=0/i);
    }
  });

  it('answers 200 again for a session that was already revoked (logging out twice)', async () => {
    const { email } = await signedUp();
    const l = await login(email);
    const bearer = { authorization: `Bearer ${l.json.token}` };
    expect((await logout(bearer)).status).toBe(200);
    const again = await logout(bearer);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ message: 'Logged out' });
    const cookie = cookieHeader(l.headers);
    expect((await logout({ cookie })).status).toBe(200);
    expect((await me({ cookie })).status).toBe(401);
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 signed out or with a forged or unsigned token', async () => {
    expect((await me({})).status).toBe(401);
    expect((await me({ authorization: 'Bearer not-a-token' })).status).toBe(401);
    const t = await createTestUser();
    const rawToken = t.token.split('.')[0];
    expect((await me({ authorization: `Bearer ${rawToken}` })).status).toBe(401);
    expect((await me({ authorization: `Bearer ${rawToken}.forged` })).status).toBe(401);
    expect((await me(t.auth)).status).toBe(200);
  });

  it('reflects a promotion made by admin:promote', async () => {
    const t = await createTestUser();
    expect((await me(t.auth)).json.user.role).toBe('user');
    expect(await promoteToAdmin(t.email.toUpperCase())).toBe('promoted');
    expect((await me(t.auth)).json.user.role).toBe('admin');
    expect(await promoteToAdmin(fresh())).toBe('not_found');
  });
});

describe('guards: requireUser and requireAdmin through the route wrapper', () => {
  const adminOnly = route({ auth: 'admin' }, async ({ user }) => json({ id: user.id }));
  const usersOnly = route({ auth: 'user' }, async ({ user }) => json({ id: user.id }));

  it('401 signed out, 403 without the admin role, 200 for an admin (cookie or bearer)', async () => {
    expect((await call(usersOnly, {})).status).toBe(401);
    expect((await call(adminOnly, {})).status).toBe(401);
    const plain = await createTestUser();
    expect((await call(usersOnly, { headers: plain.auth })).status).toBe(200);
    const forbidden = await call(adminOnly, { headers: plain.auth });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json.message).toBeTruthy();
    const boss = await createTestUser({ role: 'admin' });
    expect((await call(adminOnly, { headers: boss.auth })).status).toBe(200);
    expect((await call(adminOnly, { headers: { cookie: boss.cookie } })).status).toBe(200);
  });
});
