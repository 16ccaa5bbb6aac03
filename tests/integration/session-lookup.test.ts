import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as meRoute from '@/app/api/auth/me/route';
import { db } from '@/lib/db/client';
import { session } from '@/lib/db/schema';
import { fastSessionLookup, verifySignedToken } from '@/lib/auth/session-fast-path';
import { call } from '../helpers/http';
import { createTestUser } from '../helpers/users';

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
    await db.update(session).set({ updatedAt: old, expiresAt: new Date(Date.now() + 3 * 86_400_000) }).where(eq(session.token, raw));
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
    await db.update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.token, raw));
    expect((await call(meRoute.GET, { headers: u.auth })).status).toBe(401);
  });
});
