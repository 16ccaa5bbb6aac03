import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { account, user } from '@/lib/db/schema';
import { latestOtp } from '../helpers/otp-inbox';
import { PASSWORD, fresh, login, logout, me, resend, signup, verify } from '../helpers/auth-requests';

async function storedHashOf(email: string) {
  const rows = await db.select({ password: account.password }).from(account).innerJoin(user, eq(user.id, account.userId)).where(eq(user.email, email));
  return rows[0]?.password ?? null;
}

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
