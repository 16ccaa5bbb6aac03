import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { user } from '@/lib/db/schema';
import { login, signup } from '@/lib/services/auth';

export type TestUser = {
  id: string;
  email: string;
  name: string;
  password: string;
  token: string;
  /** Headers that authenticate as this user with the bearer token. */
  auth: Record<string, string>;
  /** Cookie header from the login response. */
  cookie: string;
};

const localHeaders = () => new Headers({ 'x-forwarded-for': `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

/** A verified user with a live session, made through the real sign-up and login services. */
export async function createTestUser(opts: { role?: 'user' | 'admin'; name?: string; email?: string } = {}): Promise<TestUser> {
  const email = (opts.email ?? `user-${crypto.randomBytes(5).toString('hex')}@example.com`).toLowerCase();
  const name = opts.name ?? 'Test User';
  const password = 'correct-horse-battery';
  await signup({ name, email, password }, localHeaders());
  await db
    .update(user)
    .set({ emailVerified: true, role: opts.role ?? 'user' })
    .where(eq(user.email, email));
  const res = await login({ email, password }, localHeaders());
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: res.user._id, email, name, password, token: res.token, auth: { authorization: `Bearer ${res.token}` }, cookie };
}
