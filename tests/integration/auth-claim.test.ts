import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { session, user } from '@/lib/db/schema';
import { clearBackoff } from '@/lib/rate-limit/engine';
import { policies } from '@/lib/rate-limit/policies';
import { latestOtp } from '../helpers/otp-inbox';
import { PASSWORD, browser, fresh, login, me, signup, verify, type Browser } from '../helpers/auth-requests';

// Security review, item 1: account hijack before verification. Anyone can sign up any address and
// choose its password; the code only proves who reads the mailbox. So a correct code signs in only
// the browser that made the latest sign-up (its HttpOnly claim cookie); from anywhere else it
// verifies the address and asks the person to log in with their password.

const signupIn = async (b: Browser, email: string, password: string, name = 'N') => b.keep(await signup({ name, email, password }, b.headers));
const sessionsOf = async (email: string) => {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return db.select().from(session).where(eq(session.userId, row.id));
};
const hasSessionCookie = (res: { headers: Headers }) => res.headers.getSetCookie().some((c) => /session_token=[^;]/.test(c));

const previousAdmins = process.env.ADMIN_EMAILS;
afterEach(() => {
  process.env.ADMIN_EMAILS = previousAdmins;
});

describe('verification signs in only the browser of the latest sign-up', () => {
  it('keeps the SPEC flow: sign-up, then the code in the same browser, gives a session there', async () => {
    const email = fresh('same');
    const b = browser();
    expect((await signupIn(b, email, PASSWORD, 'Same')).status).toBe(201);
    const v = b.keep(await verify(email, latestOtp(email), b.headers));
    expect(v.status).toBe(200);
    expect(v.json.user).toMatchObject({ email, name: 'Same', role: 'user' });
    expect(hasSessionCookie(v)).toBe(true);
    expect((await me(b.headers)).status).toBe(200);
    // The claim is used up with the verification.
    expect(v.headers.getSetCookie().some((c) => /mj\.signup_claim=;.*Max-Age=0/.test(c))).toBe(true);
  });

  it('an unsolicited code entered elsewhere verifies the address but signs nobody in', async () => {
    const email = fresh('victim');
    const attacker = browser();
    const victim = browser();
    expect((await signupIn(attacker, email, 'attacker-password')).status).toBe(201);

    // The victim follows the mailed code to the pre-filled /verify-otp page in their own browser.
    const v = victim.keep(await verify(email, latestOtp(email), victim.headers));
    expect(v.status).toBe(200);
    expect(v.json.user).toBeUndefined();
    expect(v.json.message).toMatch(/verified/i);
    expect(v.json.message).toMatch(/log in with your password/i);
    expect(v.json.message).toMatch(/did not sign up yourself/i);
    expect(hasSessionCookie(v)).toBe(false);
    expect((await me(victim.headers)).status).toBe(401);
    expect(await sessionsOf(email)).toHaveLength(0);
    const [row] = await db.select().from(user).where(eq(user.email, email));
    expect(row.emailVerified).toBe(true);
  });

  it('a later sign-up from another browser takes the claim from the first one', async () => {
    const email = fresh('pre');
    const owner = browser();
    const stranger = browser();
    await signupIn(owner, email, 'owner-password');
    await clearBackoff(policies.codeBackoff(), email);
    await signupIn(stranger, email, 'stranger-password');

    // The owner enters the newest code in their browser: the address is verified, no session.
    const v = owner.keep(await verify(email, latestOtp(email), owner.headers));
    expect(v.status).toBe(200);
    expect(v.json.user).toBeUndefined();
    expect(hasSessionCookie(v)).toBe(false);
    expect((await me(owner.headers)).status).toBe(401);
    expect((await me(stranger.headers)).status).toBe(401);
    expect(await sessionsOf(email)).toHaveLength(0);
  });

  it('a browser that verifies on another device still logs in with its own password', async () => {
    const email = fresh('phone');
    const desktop = browser();
    await signupIn(desktop, email, 'my-own-password');
    const fromPhone = await verify(email, latestOtp(email), browser().headers);
    expect(fromPhone.status).toBe(200);
    expect(fromPhone.json.user).toBeUndefined();
    const l = await login(email, 'my-own-password');
    expect(l.status).toBe(200);
    expect(l.json.user.email).toBe(email);
  });

  it('applies ADMIN_EMAILS when the signing-up browser verifies, not at sign-up', async () => {
    const email = fresh('boss');
    process.env.ADMIN_EMAILS = `someone@else.com, ${email.toUpperCase()}`;
    const b = browser();
    await signupIn(b, email, PASSWORD, 'Boss');
    const [pending] = await db.select().from(user).where(eq(user.email, email));
    expect(pending.role).toBe('user');
    const v = b.keep(await verify(email, latestOtp(email), b.headers));
    expect(v.json.user.role).toBe('admin');
    expect((await login(email)).json.user.role).toBe('admin');
  });

  it('does not make an ADMIN_EMAILS address admin when it is verified from a browser that did not sign up', async () => {
    const email = fresh('boss2');
    process.env.ADMIN_EMAILS = email;
    await signupIn(browser(), email, 'attacker-password');
    const v = await verify(email, latestOtp(email), browser().headers);
    expect(v.status).toBe(200);
    const [row] = await db.select().from(user).where(eq(user.email, email));
    expect(row.emailVerified).toBe(true);
    expect(row.role).toBe('user');
  });

  it('keeps the claim in an HttpOnly cookie scoped to the auth endpoints', async () => {
    const res = await signup({ name: 'C', email: fresh('cookie'), password: PASSWORD });
    const claim = res.headers.getSetCookie().find((c) => c.startsWith('mj.signup_claim='));
    expect(claim).toMatch(/; Path=\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    expect(Object.keys(res.json)).toEqual(['message']);
  });
});
