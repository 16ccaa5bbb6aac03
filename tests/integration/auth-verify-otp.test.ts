import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { user, verification } from '@/lib/db/schema';
import { otpIdentifier } from '@/lib/auth/otp';
import { cookieHeader } from '../helpers/http';
import { latestOtp } from '../helpers/otp-inbox';
import { PASSWORD, browser, fresh, me, signup, verify } from '../helpers/auth-requests';

/** A code that is certainly not the one that was sent. */
const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/verify-otp', () => {
  it('verifies, sets an HttpOnly session cookie and answers { user, message }', async () => {
    const email = fresh();
    const b = browser();
    b.keep(await signup({ name: 'Vera', email, password: PASSWORD }, b.headers));
    const res = await verify(email.toUpperCase(), latestOtp(email), b.headers);
    expect(res.status).toBe(200);
    expect(res.json.message).toBeTruthy();
    expect(res.json.user).toEqual({ _id: expect.any(String), name: 'Vera', email, role: 'user', isPremium: false });
    const setCookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const m = await me({ cookie: cookieHeader(res.headers) });
    expect(m.status).toBe(200);
    expect(m.json.user.email).toBe(email);
    const [row] = await db.select().from(user).where(eq(user.email, email));
    expect(row.emailVerified).toBe(true);
  });

  it('answers 400 for a wrong code and says how many attempts are left', async () => {
    const email = fresh();
    await signup({ name: 'W', email, password: PASSWORD });
    const code = latestOtp(email);
    const res = await verify(email, wrongCode(code));
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/Invalid OTP.*4 attempts left/);
    expect(res.json.code).toBe('bad_request:otp');
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
    expect((await verify(email, code)).status).toBe(200);
  });

  it('after 5 wrong attempts the code is used up, and even the right code fails', async () => {
    const email = fresh();
    await signup({ name: 'E', email, password: PASSWORD });
    const code = latestOtp(email);
    for (let i = 1; i <= 4; i++) {
      const r = await verify(email, wrongCode(code));
      expect(r.status).toBe(400);
      expect(r.json.message).toContain(`${5 - i} attempt`);
    }
    const fifth = await verify(email, wrongCode(code));
    expect(fifth.status).toBe(400);
    expect(fifth.json.message).toMatch(/Too many wrong attempts/);
    const right = await verify(email, code);
    expect(right.status).toBe(400);
    expect(right.json.message).toMatch(/Too many wrong attempts/);
    const [row] = await db.select().from(user).where(eq(user.email, email));
    expect(row.emailVerified).toBe(false);
  });

  it('answers 400 "wrong or expired" for a code past its 10 minutes', async () => {
    const email = fresh();
    await signup({ name: 'Old', email, password: PASSWORD });
    await db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, otpIdentifier(email)));
    const res = await verify(email, latestOtp(email));
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/wrong or has expired/i);
  });

  it('answers 400 "wrong or expired" when a code is replayed (the same words as for any address; see auth-enumeration)', async () => {
    const email = fresh();
    await signup({ name: 'Twice', email, password: PASSWORD });
    const code = latestOtp(email);
    expect((await verify(email, code)).status).toBe(200);
    const again = await verify(email, code);
    expect(again.status).toBe(400);
    expect(again.json.message).toMatch(/wrong or has expired/i);
  });

  it('answers 400 for an email with no code, and 400 for a malformed code', async () => {
    const none = await verify(fresh(), '123456');
    expect(none.status).toBe(400);
    expect(none.json.message).toMatch(/wrong or has expired/i);
    const malformed = await verify(fresh(), '12ab');
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toMatch(/6 digits/);
  });
});
