import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as loginRoute from '@/app/api/auth/login/route';
import { getAuth } from '@/lib/auth/auth';
import { db } from '@/lib/db/client';
import { user } from '@/lib/db/schema';
import { ensureSmokeAccount } from '@/lib/seed/smoke';
import { call } from '../helpers/http';

// `npm run smoke:account`: the account the signed-in @smoke tests log in with on a preview, where
// no mailbox can give them a sign-up code.
describe('smoke account', () => {
  const email = 'Smoke-Bot@Example.com';
  const login = (password: string) => call(loginRoute.POST, { body: { email: email.toLowerCase(), password } });

  it('is created verified and logs in with its password; running again changes nothing', async () => {
    const tools = (await getAuth().$context).password;
    expect((await ensureSmokeAccount(db, tools, { email, password: 'first-smoke-pass' })).status).toBe('created');
    expect((await login('first-smoke-pass')).status).toBe(200);

    expect((await ensureSmokeAccount(db, tools, { email, password: 'first-smoke-pass' })).status).toBe('ready');
    expect(await db.select().from(user).where(eq(user.email, email.toLowerCase()))).toHaveLength(1);
  });

  it('leaves an account with another password alone unless asked to reset it', async () => {
    const tools = (await getAuth().$context).password;
    expect((await ensureSmokeAccount(db, tools, { email, password: 'rotated-smoke-pass' })).status).toBe('password-mismatch');
    expect((await login('rotated-smoke-pass')).status).toBe(401);
    expect((await login('first-smoke-pass')).status).toBe(200);

    expect((await ensureSmokeAccount(db, tools, { email, password: 'rotated-smoke-pass', resetPassword: true })).status).toBe('password-reset');
    expect((await login('rotated-smoke-pass')).status).toBe(200);
    expect((await login('first-smoke-pass')).status).toBe(401);
  });

  it('verifies an unfinished sign-up when its password is right', async () => {
    const tools = (await getAuth().$context).password;
    await db.update(user).set({ emailVerified: false }).where(eq(user.email, email.toLowerCase()));
    expect((await login('rotated-smoke-pass')).status).toBe(403);
    expect((await ensureSmokeAccount(db, tools, { email, password: 'rotated-smoke-pass' })).status).toBe('verified');
    expect((await login('rotated-smoke-pass')).status).toBe(200);
  });
});
