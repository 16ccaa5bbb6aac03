import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as signupRoute from '@/app/api/auth/signup/route';
import * as verifyRoute from '@/app/api/auth/verify-otp/route';
import * as loginRoute from '@/app/api/auth/login/route';
import * as resendRoute from '@/app/api/auth/resend-otp/route';
import * as meRoute from '@/app/api/auth/me/route';
import * as logoutRoute from '@/app/api/auth/logout/route';
import { db } from '@/lib/db/client';
import { account, user, verification } from '@/lib/db/schema';
import { otpIdentifier } from '@/lib/auth/otp';
import { clearLimit, policies } from '@/lib/rate-limit';
import { promoteToAdmin } from '@/lib/auth/promote';
import { json, route } from '@/lib/http/route';
import { call, cookieHeader } from '../helpers/http';
import { latestOtp, otpInbox } from '../helpers/otp-inbox';
import { createTestUser } from '../helpers/users';

const PASSWORD = 'password123';
const fresh = (prefix = 'u') => `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.com`;
/** Each call from its own address, so per-IP limits never couple tests. */
const ip = () => ({ 'x-forwarded-for': `10.${crypto.randomInt(250)}.${crypto.randomInt(250)}.${crypto.randomInt(250)}` });

const signup = (body: unknown, headers: Record<string, string> = ip()) => call(signupRoute.POST, { body, headers });
const verify = (email: string, otp: string, headers: Record<string, string> = ip()) => call(verifyRoute.POST, { body: { email, otp }, headers });
const login = (email: string, password = PASSWORD) => call(loginRoute.POST, { body: { email, password }, headers: ip() });
const resend = (email: string) => call(resendRoute.POST, { body: { email }, headers: ip() });
const me = (headers: Record<string, string>) => call(meRoute.GET, { headers });
const logout = (headers: Record<string, string>) => call(logoutRoute.POST, { method: 'POST', headers });

/** A verified account with a cookie session, made through the endpoints. */
async function signedUp(email = fresh()) {
  expect((await signup({ name: 'Sam', email, password: PASSWORD })).status).toBe(201);
  const v = await verify(email, latestOtp(email));
  expect(v.status).toBe(200);
  return { email, cookie: cookieHeader(v.headers), user: v.json.user };
}

/** A code that is certainly not the one that was sent. */
const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

async function storedHashOf(email: string) {
  const rows = await db.select({ password: account.password }).from(account).innerJoin(user, eq(user.id, account.userId)).where(eq(user.email, email));
  return rows[0]?.password ?? null;
}

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

describe('POST /api/auth/verify-otp', () => {
  it('verifies, sets an HttpOnly session cookie and answers { user, message }', async () => {
    const email = fresh();
    await signup({ name: 'Vera', email, password: PASSWORD });
    const res = await verify(email.toUpperCase(), latestOtp(email));
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

  it('answers 400 "expired" for a code past its 10 minutes', async () => {
    const email = fresh();
    await signup({ name: 'Old', email, password: PASSWORD });
    await db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verification.identifier, otpIdentifier(email)));
    const res = await verify(email, latestOtp(email));
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/expired/i);
  });

  it('answers 400 "already used" when a code is replayed', async () => {
    const email = fresh();
    await signup({ name: 'Twice', email, password: PASSWORD });
    const code = latestOtp(email);
    expect((await verify(email, code)).status).toBe(200);
    const again = await verify(email, code);
    expect(again.status).toBe(400);
    expect(again.json.message).toMatch(/already been used/);
  });

  it('answers 400 for an email with no code, and 400 for a malformed code', async () => {
    const none = await verify(fresh(), '123456');
    expect(none.status).toBe(400);
    expect(none.json.message).toMatch(/no active OTP/i);
    const malformed = await verify(fresh(), '12ab');
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toMatch(/6 digits/);
  });
});

describe('POST /api/auth/resend-otp', () => {
  it('is limited to once a minute, then sends a new code that replaces the old one', async () => {
    const email = fresh();
    await signup({ name: 'R', email, password: PASSWORD });
    const first = latestOtp(email);
    const tooSoon = await resend(email);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.json.message).toMatch(/Please wait \d+ seconds/);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);

    await clearLimit(policies.resendEmail(), email);
    const ok = await resend(email);
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.json)).toEqual(['message']);
    const second = latestOtp(email);
    expect(otpInbox.filter((m) => m.email === email)).toHaveLength(2);
    expect((await resend(email)).status).toBe(429);
    if (second !== first) expect((await verify(email, first)).status).toBe(400);
    expect((await verify(email, second)).status).toBe(200);
  });

  it('answers 409 for a verified email and sends nothing', async () => {
    const { email } = await signedUp();
    const sent = otpInbox.length;
    const res = await resend(email);
    expect(res.status).toBe(409);
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

describe('POST /api/auth/login', () => {
  it('answers { token, user }; the token works as a bearer and the cookie is set too', async () => {
    const { email } = await signedUp();
    const res = await login(email.toUpperCase());
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['token', 'user']);
    expect(res.json.user).toEqual({ _id: expect.any(String), name: 'Sam', email, role: 'user', isPremium: false });
    expect((await me({ authorization: `Bearer ${res.json.token}` })).status).toBe(200);
    expect((await me({ cookie: cookieHeader(res.headers) })).status).toBe(200);
  });

  it('answers 401 for a wrong password or an unknown email, with the same message', async () => {
    const { email } = await signedUp();
    const wrong = await login(email, 'wrong-password');
    const unknown = await login(fresh(), PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.message).toBe(unknown.json.message);
    expect(wrong.headers.getSetCookie().some((c) => c.includes('session_token=') && !c.includes('session_token=;'))).toBe(false);
  });

  it('answers 403 telling an unverified user to verify', async () => {
    const email = fresh();
    await signup({ name: 'U', email, password: PASSWORD });
    const res = await login(email);
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/verify your email/i);
  });

  it('limits login attempts per email', async () => {
    const { email } = await signedUp();
    for (let i = 0; i < 10; i++) expect((await login(email, 'wrong-password')).status).toBe(401);
    const blocked = await login(email);
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/Too many login attempts/);
  });

  it('rejects missing fields with 400', async () => {
    const res = await call(loginRoute.POST, { body: { email: fresh() }, headers: ip() });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/Password is required/);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session: the cookie and the bearer token stop working at once, and the cookie is cleared', async () => {
    const { email } = await signedUp();
    const l = await login(email);
    const cookie = cookieHeader(l.headers);
    const bearer = { authorization: `Bearer ${l.json.token}` };
    const out = await logout({ cookie });
    expect(out.status).toBe(200);
    const cleared = out.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(cleared).toMatch(/session_token=;|Max-Age=0/i);
    expect((await me({ cookie })).status).toBe(401);
    expect((await me(bearer)).status).toBe(401);
  });

  it('revokes a bearer session, and ignores the session-cookie marker in favour of the cookie', async () => {
    const { email } = await signedUp();
    const l = await login(email);
    expect((await logout({ authorization: `Bearer ${l.json.token}` })).status).toBe(200);
    expect((await me({ cookie: cookieHeader(l.headers) })).status).toBe(401);

    const { cookie } = await signedUp();
    expect((await me({ cookie, authorization: 'Bearer session-cookie' })).status).toBe(200);
    expect((await logout({ cookie, authorization: 'Bearer session-cookie' })).status).toBe(200);
    expect((await me({ cookie })).status).toBe(401);
  });

  it('answers 401 when signed out', async () => {
    expect((await logout({})).status).toBe(401);
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 signed out or with a forged or unsigned token', async () => {
    expect((await me({})).status).toBe(401);
    expect((await me({ authorization: 'Bearer not-a-token' })).status).toBe(401);
    const t = await createTestUser();
    const rawToken = t.token.split('.')[0];
    expect((await me({ authorization: `Bearer ${rawToken}` })).status).toBe(401);
    expect((await me({ authorization: `Bearer ${rawToken}.forged` })).status).toBe(401);
    expect((await me(t.auth)).status).toBe(200);
  });

  it('reflects a promotion made by admin:promote', async () => {
    const t = await createTestUser();
    expect((await me(t.auth)).json.user.role).toBe('user');
    expect(await promoteToAdmin(t.email.toUpperCase())).toBe(true);
    expect((await me(t.auth)).json.user.role).toBe('admin');
    expect(await promoteToAdmin(fresh())).toBe(false);
  });
});

describe('guards: requireUser and requireAdmin through the route wrapper', () => {
  const adminOnly = route({ auth: 'admin' }, async ({ user }) => json({ id: user.id }));
  const usersOnly = route({ auth: 'user' }, async ({ user }) => json({ id: user.id }));

  it('401 signed out, 403 without the admin role, 200 for an admin (cookie or bearer)', async () => {
    expect((await call(usersOnly, {})).status).toBe(401);
    expect((await call(adminOnly, {})).status).toBe(401);
    const plain = await createTestUser();
    expect((await call(usersOnly, { headers: plain.auth })).status).toBe(200);
    const forbidden = await call(adminOnly, { headers: plain.auth });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json.message).toBeTruthy();
    const boss = await createTestUser({ role: 'admin' });
    expect((await call(adminOnly, { headers: boss.auth })).status).toBe(200);
    expect((await call(adminOnly, { headers: { cookie: boss.cookie } })).status).toBe(200);
  });
});

describe('no password hash in any response', () => {
  it('none of the auth endpoints ever returns the hash or a password field', async () => {
    const email = fresh();
    const texts: string[] = [];
    const s = await signup({ name: 'Private', email, password: PASSWORD });
    texts.push(s.text);
    const v = await verify(email, latestOtp(email));
    texts.push(v.text);
    const l = await login(email);
    texts.push(l.text, (await login(email, 'wrong-password')).text);
    texts.push((await me({ authorization: `Bearer ${l.json.token}` })).text);
    texts.push((await resend(email)).text);
    texts.push((await logout({ authorization: `Bearer ${l.json.token}` })).text);
    const hash = await storedHashOf(email);
    expect(hash).toBeTruthy();
    for (const t of texts) {
      expect(t).not.toContain(hash!);
      expect(t).not.toContain(hash!.split(':')[0]);
      expect(t.toLowerCase()).not.toContain('"password');
      expect(t).not.toContain(PASSWORD);
    }
  });
});
