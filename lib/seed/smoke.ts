import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { account, user } from '@/lib/db/schema';

// The account the signed-in @smoke tests use against a deployed preview, which has no mailbox to
// read a sign-up code from: created here already verified, with a password, so the tests can log
// in the way a person does. `npm run smoke:account` calls this against the preview's database.

export type PasswordTools = {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
};

export type SmokeAccountResult =
  { status: 'created' | 'ready' | 'verified' | 'password-reset'; email: string } | { status: 'password-mismatch'; email: string };

export const SMOKE_NAME = 'Smoke Test';
export const SMOKE_MIN_PASSWORD = 8;

/**
 * Makes sure `email` is a verified account that logs in with `password`. Creates it when missing;
 * marks an existing one verified when the password is right. An existing account with another
 * password is left alone (it may be a person's) unless `resetPassword` is given.
 */
export async function ensureSmokeAccount(
  db: Database,
  tools: PasswordTools,
  opts: { email: string; password: string; resetPassword?: boolean },
): Promise<SmokeAccountResult> {
  const email = opts.email.trim().toLowerCase();
  const [existing] = await db.select().from(user).where(eq(user.email, email));
  if (!existing) {
    const id = crypto.randomUUID();
    const hash = await tools.hash(opts.password);
    await db.transaction(async (tx) => {
      await tx.insert(user).values({ id, name: SMOKE_NAME, email, emailVerified: true });
      await tx.insert(account).values({ id: crypto.randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash });
    });
    return { status: 'created', email };
  }
  const [credential] = await db
    .select()
    .from(account)
    .where(and(eq(account.userId, existing.id), eq(account.providerId, 'credential')));
  const matches = credential?.password ? await tools.verify({ hash: credential.password, password: opts.password }) : false;
  if (!matches) {
    if (!opts.resetPassword) return { status: 'password-mismatch', email };
    const hash = await tools.hash(opts.password);
    if (credential) await db.update(account).set({ password: hash, updatedAt: new Date() }).where(eq(account.id, credential.id));
    else await db.insert(account).values({ id: crypto.randomUUID(), accountId: existing.id, providerId: 'credential', userId: existing.id, password: hash });
  }
  if (!existing.emailVerified) await db.update(user).set({ emailVerified: true, updatedAt: new Date() }).where(eq(user.id, existing.id));
  if (!matches) return { status: 'password-reset', email };
  return { status: existing.emailVerified ? 'ready' : 'verified', email };
}
