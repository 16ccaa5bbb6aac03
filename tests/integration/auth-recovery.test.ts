import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as forgotRoute from '@/app/api/auth/forgot-password/route';
import * as resetRoute from '@/app/api/auth/reset-password/route';
import { db } from '@/lib/db/client';
import { user, verification } from '@/lib/db/schema';
import { otpIdentifier } from '@/lib/auth/otp';
import { clearBackoff } from '@/lib/rate-limit/engine';
import { policies } from '@/lib/rate-limit/policies';
import { call } from '../helpers/http';
import { latestOtp, otpInbox } from '../helpers/otp-inbox';
import { PASSWORD, fresh, ip, login, me, signedUp, signup } from '../helpers/auth-requests';

// Issue 16, forgot password: an emailed code, the same answer for every address, every session
// ended on success, a notice to the owner, and a pending sign-up finished by the reset.

const notices = vi.hoisted(() => [] as Array<{ kind: string; to: string }>);
vi.mock('@/lib/email/send-notice', () => ({
  sendSignupNoticeEmail: async (to: string) => void notices.push({ kind: 'signup', to }),
  sendPasswordChangedEmail: async (to: string) => void notices.push({ kind: 'password-changed', to }),
  sendEmailChangedNotice: async (to: string) => void notices.push({ kind: 'email-changed', to }),
}));

const forgot = (email: string) => call(forgotRoute.POST, { body: { email }, headers: ip() });
const reset = (email: string, otp: string, password: string) => call(resetRoute.POST, { body: { email, otp, password }, headers: ip() });
const codesTo = (email: string) => otpInbox.filter((m) => m.email === email).length;
const NEW_PASSWORD = 'a-brand-new-password';

/** A verified account, its sign-up back-off cleared (as after a minute), and a bearer session. */
async function account() {
  const { email } = await signedUp();
  await clearBackoff(policies.codeBackoff(), email);
  const l = await login(email);
  expect(l.status).toBe(200);
  return { email, bearer: { authorization: `Bearer ${l.json.token}` } };
}

describe('POST /api/auth/forgot-password', () => {
  it('answers an unknown address exactly like a known one, and mails a code only to the known one', async () => {
    const { email: known } = await account();
    const unknown = fresh('nobody');
    const before = codesTo(known);
    const a = await forgot(known);
    const b = await forgot(unknown);
    expect(a.status).toBe(200);
    expect(b.status).toBe(a.status);
    expect(Object.keys(b.json).sort()).toEqual(Object.keys(a.json).sort());
    expect(b.json.message.split(unknown).join('<e>')).toBe(a.json.message.split(known).join('<e>'));
    expect(codesTo(known)).toBe(before + 1);
    expect(codesTo(unknown)).toBe(0);
  });

  it('holds a second request for the same address back (the code back-off), known or not', async () => {
    const { email } = await account();
    const unknown = fresh('nobody');
    expect((await forgot(email)).status).toBe(200);
    expect((await forgot(unknown)).status).toBe(200);
    const again = await forgot(email);
    const againUnknown = await forgot(unknown);
    expect(again.status).toBe(429);
    expect(againUnknown.status).toBe(429);
  });

  it('refuses a malformed address with a 400 naming the field', async () => {
    const res = await call(forgotRoute.POST, { body: { email: 'not-an-email' }, headers: ip() });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/valid email/i);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password with the code, ends every other session, and mails a notice', async () => {
    const { email, bearer } = await account();
    expect((await me(bearer)).status).toBe(200);
    await forgot(email);
    const code = latestOtp(email);

    const res = await reset(email, code, NEW_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.json.message).toMatch(/reset/i);
    // The session that existed before the reset is gone.
    expect((await me(bearer)).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    expect(notices).toContainEqual({ kind: 'password-changed', to: email });
    // The code is used up.
    expect((await reset(email, code, 'yet-another-password')).status).toBe(400);
  });

  it('a wrong code says how many tries are left and changes nothing', async () => {
    const { email } = await account();
    await forgot(email);
    const code = latestOtp(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await reset(email, wrong, NEW_PASSWORD);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/4 attempts left/);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('an expired code is refused like a wrong one, and the password stays', async () => {
    const { email } = await account();
    await forgot(email);
    const code = latestOtp(email);
    await db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, otpIdentifier(email, 'forget-password')));
    const res = await reset(email, code, NEW_PASSWORD);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('bad_request:otp');
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('an unknown address gets the same answer as a known one without a code', async () => {
    const { email } = await account();
    const a = await reset(email, '123456', NEW_PASSWORD);
    const b = await reset(fresh('nobody'), '123456', NEW_PASSWORD);
    expect(a.status).toBe(400);
    expect(b.status).toBe(400);
    expect(b.json).toEqual(a.json);
  });

  it('a sign-up never verified is finished by a reset: the address is verified and login works', async () => {
    const email = fresh('pending');
    expect((await signup({ name: 'Pat', email, password: PASSWORD })).status).toBe(201);
    expect((await login(email, PASSWORD)).status).toBe(403);
    // Right after the sign-up's own code: reset codes have a back-off of their own.
    expect((await forgot(email)).status).toBe(200);
    const res = await reset(email, latestOtp(email), NEW_PASSWORD);
    expect(res.status).toBe(200);
    const [row] = await db.select().from(user).where(eq(user.email, email));
    expect(row.emailVerified).toBe(true);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a short new password before looking at the code', async () => {
    const res = await reset(fresh(), '123456', 'short');
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/at least 8/);
  });
});
