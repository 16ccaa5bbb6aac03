import { describe, expect, it } from 'vitest';
import { clearBackoff } from '@/lib/rate-limit/engine';
import { policies } from '@/lib/rate-limit/policies';
import { latestOtp, otpInbox } from '../helpers/otp-inbox';
import { PASSWORD, fresh, resend, signedUp, signup, verify } from '../helpers/auth-requests';

describe('POST /api/auth/resend-otp', () => {
  it('waits a minute after the sign-up code, then sends a new code that replaces the old one', async () => {
    const email = fresh();
    await signup({ name: 'R', email, password: PASSWORD });
    const first = latestOtp(email);
    const tooSoon = await resend(email);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.json.message).toMatch(/Please wait \d+ seconds/);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);

    await clearBackoff(policies.codeBackoff(), email);
    const ok = await resend(email);
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.json)).toEqual(['message']);
    const second = latestOtp(email);
    expect(otpInbox.filter((m) => m.email === email)).toHaveLength(2);
    expect((await resend(email)).status).toBe(429);
    if (second !== first) expect((await verify(email, first)).status).toBe(400);
    expect((await verify(email, second)).status).toBe(200);
  });

  it('answers a verified email like any other (no 409) and sends nothing', async () => {
    const { email } = await signedUp();
    await clearBackoff(policies.codeBackoff(), email);
    const sent = otpInbox.length;
    const res = await resend(email);
    expect(res.status).toBe(200);
    expect(res.json.message).toBeTruthy();
    expect(otpInbox.length).toBe(sent);
  });

  it('answers an unknown email like a known one, without sending', async () => {
    const sent = otpInbox.length;
    const res = await resend(fresh());
    expect(res.status).toBe(200);
    expect(res.json.message).toBeTruthy();
    expect(otpInbox.length).toBe(sent);
  });
});
