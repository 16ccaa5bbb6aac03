import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as requestRoute from '@/app/api/auth/change-email/route';
import * as confirmRoute from '@/app/api/auth/change-email/verify/route';
import { db } from '@/lib/db/client';
import { user } from '@/lib/db/schema';
import { clearBackoff } from '@/lib/rate-limit/engine';
import { policies } from '@/lib/rate-limit/policies';
import { call } from '../helpers/http';
import { latestOtp, otpInbox } from '../helpers/otp-inbox';
import { PASSWORD, fresh, ip, login, me, signedUp } from '../helpers/auth-requests';

// Issue 16, change of email: a code to the new address, the change only with it, and a notice to
// the old address once it is done.

const notices = vi.hoisted(() => [] as Array<{ kind: string; to: string; newEmail?: string }>);
vi.mock('@/lib/email/send-notice', () => ({
  sendSignupNoticeEmail: async (to: string) => void notices.push({ kind: 'signup', to }),
  sendPasswordChangedEmail: async (to: string) => void notices.push({ kind: 'password-changed', to }),
  sendEmailChangedNotice: async (to: string, newEmail: string) => void notices.push({ kind: 'email-changed', to, newEmail }),
}));

async function account() {
  const { email } = await signedUp();
  const l = await login(email);
  expect(l.status).toBe(200);
  return { email, auth: { ...ip(), authorization: `Bearer ${l.json.token}` } };
}

const ask = (auth: Record<string, string>, newEmail: string, password = PASSWORD) => call(requestRoute.POST, { body: { newEmail, password }, headers: auth });
const confirm = (auth: Record<string, string>, newEmail: string, otp: string) => call(confirmRoute.POST, { body: { newEmail, otp }, headers: auth });

describe('change email', () => {
  it('mails a code to the new address; the code moves the account, and the old address is told', async () => {
    const { email, auth } = await account();
    const next = fresh('moved');
    const res = await ask(auth, next);
    expect(res.status).toBe(200);
    const code = latestOtp(next);

    const done = await confirm(auth, next, code);
    expect(done.status).toBe(200);
    expect(done.json.user.email).toBe(next);
    expect((await me(auth)).json.user.email).toBe(next);
    expect(notices).toContainEqual({ kind: 'email-changed', to: email, newEmail: next });
    // The account logs in with the new address only.
    expect((await login(next)).status).toBe(200);
    expect((await login(email)).status).toBe(401);
  });

  it('a wrong code changes nothing and says how many tries are left', async () => {
    const { email, auth } = await account();
    const next = fresh('moved');
    await ask(auth, next);
    const code = latestOtp(next);
    const res = await confirm(auth, next, code === '000000' ? '111111' : '000000');
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/4 attempts left/);
    const [row] = await db.select().from(user).where(eq(user.email, email));
    expect(row).toBeDefined();
  });

  it('needs the current password to ask', async () => {
    const { auth } = await account();
    const next = fresh('moved');
    const res = await ask(auth, next, 'not-my-password');
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('bad_request:current_password');
    expect(otpInbox.some((m) => m.email === next)).toBe(false);
  });

  it('an address that already has an account gets the same answer and no code', async () => {
    const { auth } = await account();
    const { email: taken } = await signedUp();
    await clearBackoff(policies.codeBackoff(), taken);
    const free = fresh('free');
    const before = otpInbox.filter((m) => m.email === taken).length;
    const a = await ask(auth, taken);
    const b = await ask(auth, free);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.json.message.split(taken).join('<e>')).toBe(b.json.message.split(free).join('<e>'));
    expect(otpInbox.filter((m) => m.email === taken).length).toBe(before);
    // And no code can move the account there.
    expect((await confirm(auth, taken, '123456')).status).toBe(400);
  });

  it('refuses the current address and a signed-out caller', async () => {
    const { email, auth } = await account();
    expect((await ask(auth, email)).json.code).toBe('bad_request:same_email');
    expect((await ask(ip(), fresh())).status).toBe(401);
    expect((await confirm(ip(), fresh(), '123456')).status).toBe(401);
  });
});
