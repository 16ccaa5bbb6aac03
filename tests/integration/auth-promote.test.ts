import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { user } from '@/lib/db/schema';
import { promoteToAdmin, promotionReport } from '@/lib/auth/promote';
import { PASSWORD, fresh, signedUp, signup } from '../helpers/auth-requests';

// Security review, item 1: `npm run admin:promote` must not make an admin of an account whose
// address nobody has proven (its password may be a stranger's).
describe('admin:promote', () => {
  it('promotes a verified account', async () => {
    const { email } = await signedUp();
    const result = await promoteToAdmin(` ${email.toUpperCase()} `);
    expect(result).toBe('promoted');
    expect(promotionReport(result, email)).toEqual({ ok: true, text: expect.stringContaining(`${email} is now an admin`) });
    const [row] = await db.select().from(user).where(eq(user.email, email));
    expect(row.role).toBe('admin');
  });

  it('refuses an account whose email is not verified, with a clear message', async () => {
    const email = fresh('pending');
    expect((await signup({ name: 'P', email, password: PASSWORD })).status).toBe(201);
    const result = await promoteToAdmin(email);
    expect(result).toBe('unverified');
    const report = promotionReport(result, email);
    expect(report.ok).toBe(false);
    expect(report.text).toMatch(/not verified/i);
    expect(report.text).toContain(email);
    const [row] = await db.select().from(user).where(eq(user.email, email));
    expect(row.role).toBe('user');
  });

  it('reports an unknown address', async () => {
    const email = fresh('nobody');
    const result = await promoteToAdmin(email);
    expect(result).toBe('not_found');
    expect(promotionReport(result, email)).toEqual({ ok: false, text: expect.stringContaining('No account') });
  });
});
