import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as meRoute from '@/app/api/auth/me/route';
import * as logoutRoute from '@/app/api/auth/logout/route';
import * as passwordRoute from '@/app/api/me/password/route';
import * as meAccountRoute from '@/app/api/me/route';
import * as deleteUserRoute from '@/app/api/admin/delete-user/[id]/route';
import * as statsRoute from '@/app/api/admin/stats/route';
import { getAuth, resetAuth } from '@/lib/auth/auth';
import { getSessionUser, withoutMarkerBearer } from '@/lib/auth/session';
import { login } from '@/lib/services/auth';
import { db } from '@/lib/db/client';
import { session } from '@/lib/db/schema';
import { fastSessionLookup, verifySignedToken } from '@/lib/auth/session-fast-path';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/users';

const sign = (raw: string, secret: string) => `${raw}.${crypto.createHmac('sha256', secret).update(raw).digest('base64')}`;

describe('session lookup', () => {
  it('verifies signatures exactly as Better Auth signs them', () => {
    const secret = 'a-secret-for-this-test-only-0123456789';
    expect(verifySignedToken(sign('abc123', secret), secret)).toBe('abc123');
    expect(verifySignedToken(sign('abc123', secret), 'another-secret')).toBeNull();
    expect(verifySignedToken(sign('abc123', secret).replace('abc123', 'abc124'), secret)).toBeNull();
    expect(verifySignedToken('abc123', secret)).toBeNull();
    expect(verifySignedToken('abc123.short=', secret)).toBeNull();
  });

  it('accepts the real bearer token and cookie from a login', async () => {
    const u = await createTestUser();
    const viaBearer = await fastSessionLookup(new Headers(u.auth));
    expect(viaBearer).toEqual({ kind: 'user', user: expect.objectContaining({ id: u.id, email: u.email, role: 'user' }) });
    const viaCookie = await fastSessionLookup(new Headers({ cookie: u.cookie }));
    expect(viaCookie.kind).toBe('user');
  });

  it('falls back to the cookie when the bearer is forged, and refuses a forged token alone', async () => {
    const u = await createTestUser();
    const forged = { authorization: `Bearer ${u.token.slice(0, -3)}AA=` };
    expect((await call(meRoute.GET, { headers: { ...forged, cookie: u.cookie } })).status).toBe(200);
    expect((await call(meRoute.GET, { headers: forged })).status).toBe(401);
  });

  it('hands a session due for its sliding refresh to Better Auth, which extends it', async () => {
    const u = await createTestUser();
    const raw = decodeURIComponent(u.token).split('.')[0];
    const old = new Date(Date.now() - 2 * 86_400_000);
    await db
      .update(session)
      .set({ updatedAt: old, expiresAt: new Date(Date.now() + 3 * 86_400_000) })
      .where(eq(session.token, raw));
    expect((await fastSessionLookup(new Headers(u.auth))).kind).toBe('delegate');
    const res = await call(meRoute.GET, { headers: u.auth });
    expect(res.status).toBe(200);
    const [row] = await db.select().from(session).where(eq(session.token, raw));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect((await fastSessionLookup(new Headers(u.auth))).kind).toBe('user');
  });

  it('refuses an expired session', async () => {
    const u = await createTestUser();
    const raw = decodeURIComponent(u.token).split('.')[0];
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, raw));
    expect((await call(meRoute.GET, { headers: u.auth })).status).toBe(401);
  });
});

describe('the fast path answers exactly as Better Auth getSession', () => {
  // Each case is asked of both, and both must name the same user (or nobody).
  async function both(headers: Record<string, string>) {
    const h = new Headers(headers);
    const ours = (await getSessionUser(h))?.id ?? null;
    const theirs = ((await getAuth().api.getSession({ headers: withoutMarkerBearer(h) })) as { user: { id: string } } | null)?.user.id ?? null;
    return { ours, theirs };
  }
  const cookieValue = (u: TestUser) =>
    u.cookie
      .split('; ')
      .find((c) => c.startsWith('better-auth.session_token='))!
      .split('=')[1];
  const rawOf = (u: TestUser) => decodeURIComponent(u.token).split('.')[0];

  it.each([
    ['the bearer alone', (a: TestUser) => ({ ...a.auth }), 'a'],
    ['the cookie alone', (a: TestUser) => ({ cookie: a.cookie }), 'a'],
    ["a bearer and another account's cookie: the bearer wins", (a: TestUser, b: TestUser) => ({ ...a.auth, cookie: b.cookie }), 'a'],
    [
      'a forged bearer leaves the cookie in charge',
      (a: TestUser, b: TestUser) => ({ authorization: `Bearer ${a.token.slice(0, -4)}AAA=`, cookie: b.cookie }),
      'b',
    ],
    ['an unsigned bearer is ignored', (a: TestUser, b: TestUser) => ({ authorization: `Bearer ${rawOf(a)}`, cookie: b.cookie }), 'b'],
    ['the session-cookie marker is ignored', (_a: TestUser, b: TestUser) => ({ authorization: 'Bearer session-cookie', cookie: b.cookie }), 'b'],
    [
      'a bearer whose dot is percent-encoded is not a signed token',
      (a: TestUser) => ({ authorization: `Bearer ${decodeURIComponent(a.token).replace('.', '%2E')}` }),
      null,
    ],
    ['a URL-decoded cookie value', (a: TestUser) => ({ cookie: `better-auth.session_token=${decodeURIComponent(cookieValue(a))}` }), 'a'],
    ['a quoted cookie value', (a: TestUser) => ({ cookie: `better-auth.session_token="${cookieValue(a)}"` }), 'a'],
    [
      'the first of two cookies of the name',
      (a: TestUser, b: TestUser) => ({ cookie: `better-auth.session_token=${cookieValue(a)}; better-auth.session_token=${cookieValue(b)}` }),
      'a',
    ],
    [
      'the __Secure- cookie on an http deployment is not its cookie',
      (a: TestUser) => ({ cookie: `__Secure-better-auth.session_token=${cookieValue(a)}` }),
      null,
    ],
  ] as const)('%s', async (_name, headersOf, expected) => {
    const a = await createTestUser();
    const b = await createTestUser();
    const got = await both(headersOf(a, b));
    expect(got.ours).toBe(got.theirs);
    expect(got.ours).toBe(expected === null ? null : expected === 'a' ? a.id : b.id);
  });

  it('a revoked bearer is not rescued by a valid cookie of another session', async () => {
    const a = await createTestUser();
    const b = await createTestUser();
    expect((await call(logoutRoute.POST, { method: 'POST', headers: a.auth })).status).toBe(200);
    expect(await both({ ...a.auth, cookie: b.cookie })).toEqual({ ours: null, theirs: null });
    expect((await call(meRoute.GET, { headers: { ...a.auth, cookie: b.cookie } })).status).toBe(401);
  });

  it("an admin cookie does not lend its role to a request that carries a user's bearer", async () => {
    const admin = await createTestUser({ role: 'admin' });
    const u = await createTestUser();
    expect((await call(statsRoute.GET, { headers: { cookie: admin.cookie } })).status).toBe(200);
    expect((await call(statsRoute.GET, { headers: { ...u.auth, cookie: admin.cookie } })).status).toBe(403);
    expect((await call(statsRoute.GET, { headers: { authorization: 'Bearer session-cookie', cookie: u.cookie } })).status).toBe(403);
  });

  it('sessions revoked by a password change, account deletion or an admin stop at once', async () => {
    const a = await createTestUser();
    const other = await login({ email: a.email, password: a.password }, new Headers({ 'x-forwarded-for': '10.1.2.3' }));
    const otherDevice = { authorization: `Bearer ${other.token}` };
    const changed = await call(passwordRoute.POST, { headers: a.auth, body: { currentPassword: a.password, newPassword: 'another-long-password' } });
    expect(changed.status).toBe(200);
    expect(await both(otherDevice)).toEqual({ ours: null, theirs: null });

    const admin = await createTestUser({ role: 'admin' });
    const victim = await createTestUser();
    expect((await call(deleteUserRoute.DELETE, { method: 'DELETE', headers: admin.auth, params: { id: victim.id } })).status).toBe(200);
    expect(await both(victim.auth)).toEqual({ ours: null, theirs: null });

    const leaving = await createTestUser();
    expect((await call(meAccountRoute.DELETE, { method: 'DELETE', headers: leaving.auth, body: { password: leaving.password } })).status).toBe(200);
    expect(await both({ cookie: leaving.cookie })).toEqual({ ours: null, theirs: null });
  });

  it('an expired session is refused by both, and Better Auth removes it', async () => {
    const a = await createTestUser();
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, rawOf(a)));
    expect(await getSessionUser(new Headers(a.auth))).toBeNull();
    expect(
      await db
        .select()
        .from(session)
        .where(eq(session.token, rawOf(a))),
    ).toHaveLength(0);
  });

  it('on an https deployment only the __Secure- cookie counts', async () => {
    const before = process.env.APP_URL;
    process.env.APP_URL = 'https://journal.example';
    resetAuth();
    try {
      const a = await createTestUser();
      const value = a.cookie
        .split('; ')
        .find((c) => c.startsWith('__Secure-better-auth.session_token='))!
        .split('=')[1];
      expect(await both({ cookie: `__Secure-better-auth.session_token=${value}` })).toEqual({ ours: a.id, theirs: a.id });
      expect(await both({ cookie: `better-auth.session_token=${value}` })).toEqual({ ours: null, theirs: null });
    } finally {
      if (before === undefined) delete process.env.APP_URL;
      else process.env.APP_URL = before;
      resetAuth();
    }
  });
});
