import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as meRoute from '@/app/api/me/route';
import * as authMeRoute from '@/app/api/auth/me/route';
import * as signupRoute from '@/app/api/auth/signup/route';
import * as loginRoute from '@/app/api/auth/login/route';
import * as reviewsRoute from '@/app/api/reviews/route';
import * as importRoute from '@/app/api/me/import/route';
import * as exportRoute from '@/app/api/me/export/route';
import { db } from '@/lib/db/client';
import { user } from '@/lib/db/schema';
import { call } from '../helpers/http';
import { createTestUser } from '../helpers/users';

// What lib/http/route.ts checks before a handler runs, on every route that goes through it.

const nameOf = async (id: string) => (await db.select({ name: user.name }).from(user).where(eq(user.id, id)))[0]?.name;
const email = () => `guard-${crypto.randomBytes(5).toString('hex')}@example.com`;

describe('JSON bodies: only the application/json media type', () => {
  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8', 'application/json ; charset="utf-8"'])(
    'accepts %s',
    async (type) => {
      const u = await createTestUser();
      const res = await call(meRoute.PATCH, { method: 'PATCH', headers: { ...u.auth, 'content-type': type }, rawBody: JSON.stringify({ name: 'Accepted' }) });
      expect(res.status).toBe(200);
      expect(await nameOf(u.id)).toBe('Accepted');
    },
  );

  it.each([
    'text/plain;json',
    'text/plain',
    'application/jsonx',
    'application/json-patch+json',
    'application/vnd.api+json',
    'text/json',
    'json',
    'application/json garbage',
    '',
  ])('refuses %j with 415 and changes nothing', async (type) => {
    const u = await createTestUser();
    const headers: Record<string, string> = { ...u.auth };
    if (type) headers['content-type'] = type;
    const res = await call(meRoute.PATCH, { method: 'PATCH', headers, rawBody: JSON.stringify({ name: 'Smuggled' }) });
    expect(res.status).toBe(415);
    expect(res.json.message).toBe('Send the request body as JSON.');
    expect(await nameOf(u.id)).toBe('Test User');
  });
});

describe('state changes from another site, without cookies', () => {
  it('refuses a sign-up or login forged by a foreign page, and creates nothing', async () => {
    const address = email();
    const body = { name: 'Forged', email: address, password: 'long-enough-pass' };
    const signals: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }];
    for (const headers of signals) {
      const res = await call(signupRoute.POST, { headers, body });
      expect(res.status).toBe(403);
      expect(res.json.message).toBe('Cross-site request refused.');
    }
    expect(await db.select().from(user).where(eq(user.email, address))).toEqual([]);

    const u = await createTestUser();
    const login = await call(loginRoute.POST, {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: { email: u.email, password: u.password },
    });
    expect(login.status).toBe(403);
    expect(login.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a bearer request sent from another site, including the import the proxy does not see', async () => {
    const u = await createTestUser();
    const review = await call(reviewsRoute.POST, { headers: { ...u.auth, origin: 'https://evil.example' }, body: { rating: 5, comment: 'forged' } });
    expect(review.status).toBe(403);
    const imported = await call(importRoute.POST, {
      headers: { ...u.auth, 'sec-fetch-site': 'cross-site', 'content-type': 'text/csv' },
      rawBody: 'full_date,date,weekday,time,mood,activities,note_title,note\n2024-01-30,Jan 30,Tuesday,09:00,rad,,,fine\n',
    });
    expect(imported.status).toBe(403);
  });

  it('lets the same origin, and clients that send no browser origin signal, through', async () => {
    const same = await call(signupRoute.POST, {
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      body: { name: 'Same', email: email(), password: 'long-enough-pass' },
    });
    expect(same.status).toBe(201);
    const plain = await call(signupRoute.POST, { body: { name: 'Cli', email: email(), password: 'long-enough-pass' } });
    expect(plain.status).toBe(201);
    const u = await createTestUser();
    expect((await call(meRoute.PATCH, { method: 'PATCH', headers: u.auth, body: { name: 'Bearer' } })).status).toBe(200);
  });
});

describe('Cache-Control on signed-in answers', () => {
  it('marks every answer of a signed-in route no-store, errors included', async () => {
    const u = await createTestUser();
    const ok = await call(authMeRoute.GET, { headers: u.auth });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const out = await call(authMeRoute.GET);
    expect(out.status).toBe(401);
    expect(out.headers.get('cache-control')).toBe('no-store');
    const patched = await call(meRoute.PATCH, { method: 'PATCH', headers: u.auth, body: { name: 'Stored' } });
    expect(patched.headers.get('cache-control')).toBe('no-store');
    const bad = await call(meRoute.PATCH, { method: 'PATCH', headers: u.auth, body: { name: 5 } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('no-store');
    const file = await call(exportRoute.GET, { headers: u.auth, query: { format: 'json' } });
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('no-store');
  });

  it('marks error answers of public routes no-store too', async () => {
    const res = await call(reviewsRoute.GET, { query: { limit: 'abc' } });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
