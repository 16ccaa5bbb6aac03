import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as signupRoute from '@/app/api/auth/signup/route';
import { db } from '@/lib/db/client';
import { user, verification } from '@/lib/db/schema';
import { otpIdentifier } from '@/lib/auth/otp';
import { clearLimit, policies } from '@/lib/rate-limit';
import { call, cookieHeader } from '../helpers/http';
import { latestOtp, otpInbox } from '../helpers/otp-inbox';
import { PASSWORD, fresh, ip, login, signedUp, signup, verify } from '../helpers/auth-requests';

describe('POST /api/auth/signup', () => {
  it('creates an unverified user, mails a 6-digit code and answers 201 { message }', async () => {
    const email = fresh();
    const res = await signup({ name: 'Ann', email, password: PASSWORD });
    expect(res.status).toBe(201);
    expect(Object.keys(res.json)).toEqual(['message']);
    expect(res.json.message).toContain(email);
    expect(latestOtp(email)).toMatch(/^\d{6}$/);
    const [row] = await db.select().from(user).where(eq(user.email, email));
    expect(row.emailVerified).toBe(false);
    expect(row.role).toBe('user');
    expect(row.isPremium).toBe(false);
  });

  it('stores the code hashed, never in plain text, with a 10-minute expiry', async () => {
    const email = fresh();
    const before = Date.now();
    await signup({ name: 'Hash', email, password: PASSWORD });
    const code = latestOtp(email);
    const [row] = await db.select().from(verification).where(eq(verification.identifier, otpIdentifier(email)));
    expect(row.value).not.toContain(code);
    expect(row.value).toMatch(/^[A-Za-z0-9_-]{43}:0$/);
    const ttl = row.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(9.5 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 5_000);
  });

  it('normalises the email to lower case', async () => {
    const email = fresh('MiXeD').replace('mixed', 'MiXeD');
    const res = await signup({ name: 'Case', email: `  ${email.toUpperCase()} `, password: PASSWORD });
    expect(res.status).toBe(201);
    const rows = await db.select().from(user).where(eq(user.email, email.toLowerCase()));
    expect(rows).toHaveLength(1);
    expect(latestOtp(email.toLowerCase())).toMatch(/^\d{6}$/);
  });

  it('answers 409 for an email that is registered and verified', async () => {
    const { email } = await signedUp();
    const res = await signup({ name: 'Again', email: email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/already exists/i);
  });

  it('for an unverified email, replaces the password and sends a new code that alone works', async () => {
    const email = fresh();
    const browser = { ...ip(), cookie: cookieHeader((await signup({ name: 'First', email, password: 'first-password' })).headers) };
    const first = latestOtp(email);
    await clearLimit(policies.resendEmail(), email);
    const again = await signup({ name: 'Second', email, password: 'second-password' }, browser);
    expect(again.status).toBe(201);
    const second = latestOtp(email);
    const sentTwice = otpInbox.filter((m) => m.email === email).length;
    expect(sentTwice).toBe(2);
    const sameBrowser = { ...ip(), cookie: cookieHeader(again.headers) };
    if (first !== second) expect((await verify(email, first, sameBrowser)).status).toBe(400);
    const ok = await verify(email, second, sameBrowser);
    expect(ok.status).toBe(200);
    expect(ok.json.user.name).toBe('Second');
    expect((await login(email, 'first-password')).status).toBe(401);
    expect((await login(email, 'second-password')).status).toBe(200);
  });

  it('rejects bad input with 400 and a message naming the problem', async () => {
    const short = await signup({ name: 'Shorty', email: fresh(), password: 'seven77' });
    expect(short.status).toBe(400);
    expect(short.json.message).toMatch(/at least 8 characters/);
    const badEmail = await signup({ name: 'X', email: 'not-an-email', password: PASSWORD });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.message).toMatch(/valid email/i);
    const noName = await signup({ email: fresh(), password: PASSWORD });
    expect(noName.status).toBe(400);
    expect(noName.json.message).toMatch(/name/i);
    const blankName = await signup({ name: '   ', email: fresh(), password: PASSWORD });
    expect(blankName.status).toBe(400);
    const junk = await call(signupRoute.POST, { rawBody: '{"name":', headers: { 'content-type': 'application/json', ...ip() } });
    expect(junk.status).toBe(400);
    expect(junk.json.message).toMatch(/not valid JSON/);
  });

  it('ignores a role in the body: nobody signs up as admin by asking', async () => {
    const email = fresh();
    const res = await signup({ name: 'Sneaky', email, password: PASSWORD, role: 'admin' });
    expect(res.status).toBe(201);
    const v = await verify(email, latestOtp(email));
    expect(v.json.user.role).toBe('user');
  });

  it('limits sign-ups per email and per IP', async () => {
    const email = fresh();
    for (let i = 0; i < 5; i++) {
      await clearLimit(policies.resendEmail(), email);
      expect((await signup({ name: 'Spam', email, password: PASSWORD })).status).toBe(201);
    }
    await clearLimit(policies.resendEmail(), email);
    const sixth = await signup({ name: 'Spam', email, password: PASSWORD });
    expect(sixth.status).toBe(429);
    expect(sixth.json.message).toMatch(/Too many sign-up attempts/);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);

    const previous = process.env.AUTH_RATE_LIMIT_IP;
    process.env.AUTH_RATE_LIMIT_IP = '2';
    try {
      const sameIp = ip();
      expect((await signup({ name: 'A', email: fresh(), password: PASSWORD }, sameIp)).status).toBe(201);
      expect((await signup({ name: 'B', email: fresh(), password: PASSWORD }, sameIp)).status).toBe(201);
      expect((await signup({ name: 'C', email: fresh(), password: PASSWORD }, sameIp)).status).toBe(429);
      expect((await signup({ name: 'D', email: fresh(), password: PASSWORD }, ip())).status).toBe(201);
    } finally {
      process.env.AUTH_RATE_LIMIT_IP = previous;
    }
  });

  it('makes ADMIN_EMAILS accounts admins when they sign up', async () => {
    const email = fresh('boss');
    const previous = process.env.ADMIN_EMAILS;
    process.env.ADMIN_EMAILS = `someone@else.com, ${email.toUpperCase()}`;
    try {
      await signup({ name: 'Boss', email, password: PASSWORD });
    } finally {
      process.env.ADMIN_EMAILS = previous;
    }
    const v = await verify(email, latestOtp(email));
    expect(v.json.user.role).toBe('admin');
    const l = await login(email);
    expect(l.json.user.role).toBe('admin');
  });
});

describe('a second sign-up from another browser (account takeover before verification)', () => {
  /** A browser: one address and the cookies it was given so far. */
  const browser = () => {
    const b = {
      headers: ip() as Record<string, string>,
      keep<T extends { headers: Headers }>(res: T): T {
        const set = cookieHeader(res.headers);
        if (set) b.headers = { ...b.headers, cookie: set };
        return res;
      },
    };
    return b;
  };
  const signupIn = async (b: ReturnType<typeof browser>, email: string, password: string) => b.keep(await signup({ name: 'N', email, password }, b.headers));
  const attemptsUsed = async (email: string) => {
    const [row] = await db.select().from(verification).where(eq(verification.identifier, otpIdentifier(email)));
    return Number(row.value.split(':').pop());
  };

  it('cannot leave the owner verifying a password a stranger chose', async () => {
    const email = fresh('victim');
    const owner = browser();
    const stranger = browser();
    expect((await signupIn(owner, email, 'owner-password')).status).toBe(201);
    await clearLimit(policies.resendEmail(), email);
    expect((await signupIn(stranger, email, 'stranger-password')).status).toBe(201);

    // The owner reads the newest code in their mailbox and enters it in their own browser.
    const refused = await verify(email, latestOtp(email), owner.headers);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/sign up again here/);
    expect(await attemptsUsed(email)).toBe(0);
    expect((await login(email, 'stranger-password')).status).toBe(403);

    // Signing up again in their browser takes the account back, and that browser can verify.
    await clearLimit(policies.resendEmail(), email);
    expect((await signupIn(owner, email, 'owner-password')).status).toBe(201);
    const ok = owner.keep(await verify(email, latestOtp(email), owner.headers));
    expect(ok.status).toBe(200);
    expect((await login(email, 'stranger-password')).status).toBe(401);
    expect((await login(email, 'owner-password')).status).toBe(200);
    // The claim is cleared with the verification.
    expect(ok.headers.getSetCookie().some((c) => /mj\.signup_claim=;.*Max-Age=0/.test(c))).toBe(true);
  });

  it('cannot keep a password a stranger set before the owner signed up (pre-registration)', async () => {
    const email = fresh('pre');
    const stranger = browser();
    const owner = browser();
    await signupIn(stranger, email, 'stranger-password');
    await clearLimit(policies.resendEmail(), email);
    await signupIn(owner, email, 'owner-password');
    expect((await verify(email, latestOtp(email), stranger.headers)).status).toBe(403);
    expect((await verify(email, latestOtp(email), owner.headers)).status).toBe(200);
    expect((await login(email, 'stranger-password')).status).toBe(401);
    expect((await login(email, 'owner-password')).status).toBe(200);
  });

  it('still verifies from any browser when only one sign-up (or the same password) was made', async () => {
    const email = fresh('single');
    const phone = browser();
    await signupIn(phone, email, 'one-password');
    await clearLimit(policies.resendEmail(), email);
    await signupIn(browser(), email, 'one-password');
    expect((await verify(email, latestOtp(email), browser().headers)).status).toBe(200);
  });

  it('keeps the claim in an HttpOnly cookie scoped to the auth endpoints', async () => {
    const res = await signup({ name: 'C', email: fresh('cookie'), password: PASSWORD });
    const claim = res.headers.getSetCookie().find((c) => c.startsWith('mj.signup_claim='));
    expect(claim).toMatch(/; Path=\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    expect(Object.keys(res.json)).toEqual(['message']);
  });
});
