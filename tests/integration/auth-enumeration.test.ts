import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db/client';
import { verification } from '@/lib/db/schema';
import { otpIdentifier } from '@/lib/auth/otp';
import { clearBackoff } from '@/lib/rate-limit/engine';
import { policies } from '@/lib/rate-limit/policies';
import { latestOtp, otpInbox } from '../helpers/otp-inbox';
import { PASSWORD, browser, fresh, login, resend, signedUp, signup, verify } from '../helpers/auth-requests';

// Security review, item 3: sign-up, resend-otp and verify-otp must not tell a stranger whether an
// address has an account (verified or pending) or none.

const notices = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/email/send-notice', () => ({
  sendSignupNoticeEmail: async (email: string) => {
    notices.push(email);
  },
}));

const sentTo = (email: string) => otpInbox.filter((m) => m.email === email).length;
/** The answer with the address itself blanked out, so answers about different addresses compare. */
const shape = (res: { status: number; json: { message?: string } }, email: string) => ({
  status: res.status,
  keys: Object.keys(res.json ?? {}).sort(),
  message: res.json?.message?.split(email).join('<email>'),
});

/** One address in each state: unknown, pending (a code waiting) and verified. */
async function threeAddresses() {
  const unknown = fresh('unknown');
  const pending = fresh('pending');
  await signup({ name: 'P', email: pending, password: PASSWORD });
  const { email: verified } = await signedUp(fresh('verified'));
  // Let the back-off of those sign-ups pass, as it would after a minute.
  for (const e of [pending, verified]) await clearBackoff(policies.codeBackoff(), e);
  return { unknown, pending, verified };
}

describe('sign-up', () => {
  it('answers a verified address exactly like a new one, and mails its owner a notice instead of a code', async () => {
    const { email: taken } = await signedUp(fresh('taken'), 'owner-password');
    await clearBackoff(policies.codeBackoff(), taken);
    const codesBefore = sentTo(taken);
    const newcomer = fresh('new');
    const a = await signup({ name: 'Again', email: taken.toUpperCase(), password: 'other-password' });
    const b = await signup({ name: 'New', email: newcomer, password: 'other-password' });
    expect(a.status).toBe(201);
    expect(shape(a, taken)).toEqual(shape(b, newcomer));
    // Both set a claim cookie, so not even the headers differ.
    expect(a.headers.getSetCookie().map((c) => c.replace(/=[^;]*/, '=x'))).toEqual(b.headers.getSetCookie().map((c) => c.replace(/=[^;]*/, '=x')));
    expect(sentTo(taken)).toBe(codesBefore);
    expect(notices).toContain(taken);
    // The account is untouched: the owner's password still works, the newcomer's does not.
    expect((await login(taken, 'owner-password')).status).toBe(200);
    expect((await login(taken, 'other-password')).status).toBe(401);
  });

  it('a pending address is answered like a new one too', async () => {
    const pending = fresh('pending');
    await signup({ name: 'P', email: pending, password: PASSWORD });
    await clearBackoff(policies.codeBackoff(), pending);
    const newcomer = fresh('new');
    expect(shape(await signup({ name: 'P', email: pending, password: PASSWORD }), pending)).toEqual(
      shape(await signup({ name: 'P', email: newcomer, password: PASSWORD }), newcomer),
    );
  });
});

describe('resend-otp', () => {
  it('answers unknown, pending and verified addresses alike, and mails only the pending one', async () => {
    const { unknown, pending, verified } = await threeAddresses();
    const before = { pending: sentTo(pending), verified: sentTo(verified) };
    const answers = await Promise.all([unknown, pending, verified].map(async (e) => shape(await resend(e), e)));
    expect(answers[0].status).toBe(200);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(sentTo(pending)).toBe(before.pending + 1);
    expect(sentTo(verified)).toBe(before.verified);
    expect(sentTo(unknown)).toBe(0);
  });

  it('limits every address alike: a second resend at once is refused the same way', async () => {
    const { unknown, pending, verified } = await threeAddresses();
    for (const e of [unknown, pending, verified]) expect((await resend(e)).status).toBe(200);
    const answers = await Promise.all([unknown, pending, verified].map(async (e) => shape(await resend(e), e)));
    expect(answers[0].status).toBe(429);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});

describe('verify-otp', () => {
  it('answers "wrong or expired code" alike for unknown, verified and pending addresses with no live code', async () => {
    const { unknown, pending, verified } = await threeAddresses();
    const expired = fresh('expired');
    await signup({ name: 'E', email: expired, password: PASSWORD });
    await db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, otpIdentifier(expired)));
    // A pending account whose code is gone (used up by wrong guesses, or swept).
    await db.delete(verification).where(eq(verification.identifier, otpIdentifier(pending)));
    const answers = await Promise.all([unknown, verified, pending, expired].map(async (e) => shape(await verify(e, '123456'), e)));
    expect(answers[0].status).toBe(400);
    expect(answers[0].message).toMatch(/wrong or has expired/i);
    for (const a of answers.slice(1)) expect(a).toEqual(answers[0]);
  });

  it('a replayed code gets the same answer as any other dead code', async () => {
    const email = fresh('replay');
    const b = browser();
    b.keep(await signup({ name: 'R', email, password: PASSWORD }, b.headers));
    const code = latestOtp(email);
    expect((await verify(email, code, b.headers)).status).toBe(200);
    const replay = await verify(email, code, b.headers);
    const nobody = fresh('nobody');
    expect(shape(replay, email)).toEqual(shape(await verify(nobody, code), nobody));
  });
});
