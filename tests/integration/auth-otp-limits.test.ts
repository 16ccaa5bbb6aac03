import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { user } from '@/lib/db/schema';
import { clearLimit } from '@/lib/rate-limit';
import { clearBackoff } from '@/lib/rate-limit/engine';
import { policies } from '@/lib/rate-limit/policies';
import { latestOtp, otpInbox } from '../helpers/otp-inbox';
import { PASSWORD, browser, fresh, resend, signup, verify } from '../helpers/auth-requests';

// Security review, item 2: 5 guesses per code and a fresh code every minute used to allow
// unbounded guessing. Wrong codes now draw on a per-address budget across codes, verify-otp calls
// are limited per address, and each resend makes the next one wait twice as long.

const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');
const sentTo = (email: string) => otpInbox.filter((m) => m.email === email).length;

describe('wrong-code budget across codes', () => {
  it('after 15 wrong codes in a day even the right code answers 429, and the address stays unverified', async () => {
    const email = fresh('guess');
    const b = browser();
    b.keep(await signup({ name: 'G', email, password: PASSWORD }, b.headers));
    for (let round = 0; round < 3; round++) {
      const code = latestOtp(email);
      for (let i = 0; i < 5; i++) {
        await clearLimit(policies.verifyEmail(), email);
        expect((await verify(email, wrongCode(code))).status).toBe(400);
      }
      // A fresh code, as a patient attacker would ask for one.
      await clearBackoff(policies.codeBackoff(), email);
      expect((await resend(email)).status).toBe(200);
    }
    await clearLimit(policies.verifyEmail(), email);
    const right = await verify(email, latestOtp(email), b.headers);
    expect(right.status).toBe(429);
    expect(right.json.message).toMatch(/Too many wrong codes/);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(60 * 60);
    const [row] = await db.select().from(user).where(eq(user.email, email));
    expect(row.emailVerified).toBe(false);
  });

  it('a right code does not draw on the budget, and unknown addresses spend it alike', async () => {
    const email = fresh('ok');
    const b = browser();
    b.keep(await signup({ name: 'O', email, password: PASSWORD }, b.headers));
    expect((await verify(email, latestOtp(email), b.headers)).status).toBe(200);

    const nobody = fresh('nobody');
    for (let i = 0; i < 15; i++) {
      await clearLimit(policies.verifyEmail(), nobody);
      expect((await verify(nobody, '123456')).status).toBe(400);
    }
    await clearLimit(policies.verifyEmail(), nobody);
    expect((await verify(nobody, '123456')).status).toBe(429);
  });
});

describe('verify-otp calls per address', () => {
  it('are limited whatever the client address, with a message and Retry-After', async () => {
    const email = fresh('calls');
    await signup({ name: 'C', email, password: PASSWORD });
    const code = latestOtp(email);
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) answers.push((await verify(email, wrongCode(code))).status);
    expect(answers.every((s) => s === 400)).toBe(true);
    const blocked = await verify(email, code);
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/Too many attempts to verify this email/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('resend back-off', () => {
  it('waits 60 s after the first code, then twice as long after each further one', async () => {
    const email = fresh('backoff');
    const b = browser();
    b.keep(await signup({ name: 'B', email, password: PASSWORD }, b.headers));
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const refused = await resend(email);
      expect(refused.status).toBe(429);
      expect(refused.json.message).toMatch(/Please wait \d+ (seconds|minutes) before asking for a new code\./);
      waits.push(Number(refused.headers.get('retry-after')));
      // The wait passes (only the wait: the count of codes sent this hour stays).
      await clearBackoff(policies.codeBackoff(), email, { keepCount: true });
      expect((await resend(email)).status).toBe(200);
    }
    expect(sentTo(email)).toBe(5);
    expect(waits[0]).toBeGreaterThan(50);
    expect(waits[0]).toBeLessThanOrEqual(60);
    expect(waits[1]).toBeGreaterThan(110);
    expect(waits[1]).toBeLessThanOrEqual(120);
    expect(waits[2]).toBeGreaterThan(230);
    expect(waits[2]).toBeLessThanOrEqual(240);
    expect(waits[3]).toBeGreaterThan(470);
    expect(waits[3]).toBeLessThanOrEqual(480);
    const fifth = await resend(email);
    expect(fifth.status).toBe(429);
    expect(fifth.json.message).toMatch(/Please wait 16 minutes before asking for a new code\./);
  });

  it('a sign-up again before verifying follows the same back-off as a resend', async () => {
    const email = fresh('again');
    const b = browser();
    b.keep(await signup({ name: 'A', email, password: PASSWORD }, b.headers));
    const again = await signup({ name: 'A', email, password: PASSWORD }, b.headers);
    expect(again.status).toBe(429);
    expect(again.json.message).toMatch(/Please wait \d+ seconds before asking for a new code\./);
    expect(sentTo(email)).toBe(1);
  });
});
