import { describe, expect, it } from 'vitest';
import * as meRoute from '@/app/api/me/route';
import * as authMeRoute from '@/app/api/auth/me/route';
import { call } from '../helpers/http';
import { createTestUser } from '../helpers/users';

describe('cross-site request refusal', () => {
  it('refuses a cookie-authenticated change from another origin, and allows the same origin', async () => {
    const u = await createTestUser();
    const evil = await call(meRoute.PATCH, { method: 'PATCH', headers: { cookie: u.cookie, origin: 'https://evil.example' }, body: { name: 'pwned' } });
    expect(evil.status).toBe(403);
    expect(evil.json.message).toBe('Cross-site request refused.');
    const site = await call(meRoute.PATCH, { method: 'PATCH', headers: { cookie: u.cookie, 'sec-fetch-site': 'cross-site' }, body: { name: 'pwned' } });
    expect(site.status).toBe(403);
    const me = await call(authMeRoute.GET, { headers: { cookie: u.cookie } });
    expect(me.json.user.name).toBe('Test User');

    const same = await call(meRoute.PATCH, { method: 'PATCH', headers: { cookie: u.cookie, origin: 'http://localhost:3000' }, body: { name: 'Renamed' } });
    expect(same.status).toBe(200);
  });

  it('lets bearer-token requests without browser origin signals through, and refuses them from another site', async () => {
    const u = await createTestUser();
    const res = await call(meRoute.PATCH, { method: 'PATCH', headers: { ...u.auth }, body: { name: 'Mobile' } });
    expect(res.status).toBe(200);
    const same = await call(meRoute.PATCH, {
      method: 'PATCH',
      headers: { ...u.auth, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      body: { name: 'Web' },
    });
    expect(same.status).toBe(200);
    // Every state change from another site is refused, whatever credential it carries (tests/integration/authz-matrix.test.ts).
    const foreign = await call(meRoute.PATCH, { method: 'PATCH', headers: { ...u.auth, origin: 'https://app.example' }, body: { name: 'Foreign' } });
    expect(foreign.status).toBe(403);
  });

  it('checks the origin whenever the cookie is the credential, even with a bearer header that carries no session', async () => {
    const u = await createTestUser();
    const evil = { cookie: u.cookie, origin: 'https://evil.example' };
    for (const authorization of [
      'Bearer null',
      'Bearer session-cookie',
      `Bearer ${u.token.slice(0, -4)}AAA=`,
      `Bearer ${decodeURIComponent(u.token).split('.')[0]}`,
    ]) {
      const res = await call(meRoute.PATCH, { method: 'PATCH', headers: { ...evil, authorization }, body: { name: 'pwned' } });
      expect(res.status, authorization).toBe(403);
    }
    expect((await call(authMeRoute.GET, { headers: { cookie: u.cookie } })).json.user.name).toBe('Test User');
  });
});
