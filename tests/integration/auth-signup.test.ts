import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as signupRoute from '@/app/api/auth/signup/route';
import { db } from '@/lib/db/client';
import { user, verification } from '@/lib/db/schema';
import { otpIdentifier } from '@/lib/auth/otp';
import { clearBackoff } from '@/lib/rate-limit/engine';
import { policies } from '@/lib/rate-limit/policies';
import { call } from '../helpers/http';
import { latestOtp, otpInbox } from '../helpers/otp-inbox';
import { PASSWORD, browser, fresh, ip, login, signedUp, signup, verify } from '../helpers/auth-requests';

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
    const [row] = await db
      .select()
      .from(verification)
      .where(eq(verification.identifier, otpIdentifier(email)));
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

  it('answers an email that is registered and verified like a new one (no 409), and leaves the account alone', async () => {
    const { email } = await signedUp();
    await clearBackoff(policies.codeBackoff(), email);
    const sent = otpInbox.filter((m) => m.email === email).length;
    const res = await signup({ name: 'Again', email: email.toUpperCase(), password: 'another-password' });
    expect(res.status).toBe(201);
    expect(res.json.message).toContain(email);
    expect(otpInbox.filter((m) => m.email === email).length).toBe(sent);
    expect((await login(email)).status).toBe(200);
  });

  it('for an unverified email, replaces the password and sends a new code that alone works', async () => {
    const email = fresh();
    const b = browser();
    b.keep(await signup({ name: 'First', email, password: 'first-password' }, b.headers));
    const first = latestOtp(email);
    await clearBackoff(policies.codeBackoff(), email);
    const again = b.keep(await signup({ name: 'Second', email, password: 'second-password' }, b.headers));
    expect(again.status).toBe(201);
    const second = latestOtp(email);
    const sentTwice = otpInbox.filter((m) => m.email === email).length;
    expect(sentTwice).toBe(2);
    if (first !== second) expect((await verify(email, first, b.headers)).status).toBe(400);
    const ok = await verify(email, second, b.headers);
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
    const b = browser();
    const res = b.keep(await signup({ name: 'Sneaky', email, password: PASSWORD, role: 'admin' }, b.headers));
    expect(res.status).toBe(201);
    const v = await verify(email, latestOtp(email), b.headers);
    expect(v.json.user.role).toBe('user');
  });

  it('limits sign-ups per email and per IP', async () => {
    const email = fresh();
    for (let i = 0; i < 5; i++) {
      await clearBackoff(policies.codeBackoff(), email);
      // Each from its own browser: the browser of the latest sign-up is exempt (below).
      expect((await signup({ name: 'Spam', email, password: PASSWORD })).status).toBe(201);
    }
    await clearBackoff(policies.codeBackoff(), email);
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

  // ADMIN_EMAILS now applies at verification: tests/integration/auth-claim.test.ts.
});

// Security review, item 4: sign-ups that are refused must not spend the address's sign-up budget
// (five quick attempts used to block any address for an hour), and the browser holding the latest
// sign-up's claim is not held back by that budget at all.
describe('the per-email sign-up budget cannot be used to lock an address out', () => {
  it('refused sign-ups do not spend it', async () => {
    const email = fresh('denied');
    expect((await signup({ name: 'First', email, password: PASSWORD })).status).toBe(201);
    // A stranger hammers the form: each attempt is refused by the code back-off.
    for (let i = 0; i < 10; i++) {
      const r = await signup({ name: 'Spam', email, password: 'stranger-password' });
      expect(r.status).toBe(429);
      expect(r.json.message).toMatch(/Please wait/);
    }
    await clearBackoff(policies.codeBackoff(), email);
    const owner = await signup({ name: 'Owner', email, password: 'owner-password' });
    expect(owner.status).toBe(201);
  });

  it('the browser holding the latest claim is exempt from it', async () => {
    const email = fresh('holder');
    let last = browser();
    for (let i = 0; i < 5; i++) {
      last = browser();
      await clearBackoff(policies.codeBackoff(), email);
      expect(last.keep(await signup({ name: 'N', email, password: PASSWORD }, last.headers)).status).toBe(201);
    }
    await clearBackoff(policies.codeBackoff(), email);
    const stranger = await signup({ name: 'S', email, password: PASSWORD });
    expect(stranger.status).toBe(429);
    expect(stranger.json.message).toMatch(/Too many sign-up attempts/);
    await clearBackoff(policies.codeBackoff(), email);
    const holder = last.keep(await signup({ name: 'Holder', email, password: 'holder-password' }, last.headers));
    expect(holder.status).toBe(201);
    const v = await verify(email, latestOtp(email), last.headers);
    expect(v.status).toBe(200);
    expect(v.json.user.name).toBe('Holder');
  });
});
